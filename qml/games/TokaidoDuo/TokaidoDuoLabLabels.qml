// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// The variant lab's words for Tokaido Duo's own figures (TokaidoDuoState::outcome) and end conditions:
// the labels of the figures table and the charts, and sentences of its own where a
// difference reads better in the game's words. The lab loads it as
// games/<Id>/<Id>LabLabels.qml; "" leaves a name to the lab's generic words.
QtObject {
    // The figure the lab measures a game's length in, and the designer's target with it.
    readonly property string lengthFigure: "rounds"
    // The end screen's heading for outcome().scores.
    //: End screen table: the column of each traveller's points in all (the outcome's score)
    readonly property string scoreLabel: qsTr("Points")
    // The end screen's per-seat figures ("pilgrim_score.seat0"), in the order of the boards.
    readonly property var seatFigureOrder: ["pilgrim_score", "merchant_score", "artist_score"]
    // A figure of the game's own (outcome().figures) as a label, or "". `seatLabel(seat)`
    // names a seat ("First player").
    function figure(name, seatLabel) {
        // Each traveller's points by character: "pilgrim_score.seat0".
        const bySeat = /^(pilgrim|merchant|artist)_score\.seat(\d+)$/.exec(name)
        if (bySeat) {
            const seat = seatLabel ? seatLabel(Number(bySeat[2])) : bySeat[2]
            switch (bySeat[1]) {
            //: Variant lab, figures table: one seat's pilgrim points; %1 is the seat ("First player")
            case "pilgrim": return qsTr("Pilgrim's points (%1)").arg(seat)
            //: Variant lab, figures table: one seat's merchant points; %1 is the seat ("First player")
            case "merchant": return qsTr("Merchant's points (%1)").arg(seat)
            //: Variant lab, figures table: one seat's artist points; %1 is the seat ("First player")
            case "artist": return qsTr("Artist's points (%1)").arg(seat)
            }
        }
        switch (name) {
        //: Variant lab, figures table: the game's figure “rounds” (rounds played)
        case "rounds": return qsTr("Rounds")
        //: Variant lab, figures table: the game's figure “decisions” (moves of both players)
        case "decisions": return qsTr("Decisions (the game's count)")
        //: Variant lab, figures table: the game's figure “pilgrim_score” (per player)
        case "pilgrim_score": return qsTr("Pilgrim's points")
        //: Variant lab, figures table: the game's figure “merchant_score” (per player)
        case "merchant_score": return qsTr("Merchant's points")
        //: Variant lab, figures table: the game's figure “artist_score” (per player)
        case "artist_score": return qsTr("Artist's points")
        //: Variant lab, figures table: the game's figure “total_score” (per player)
        case "total_score": return qsTr("Points in all")
        //: Variant lab, figures table: the game's figure “trigger_temples” (share of games)
        case "trigger_temples": return qsTr("Temple track completed")
        //: Variant lab, figures table: the game's figure “trigger_gardens” (share of games)
        case "trigger_gardens": return qsTr("Garden track completed")
        //: Variant lab, figures table: the game's figure “trigger_slabs” (share of games)
        case "trigger_slabs": return qsTr("Gold slabs completed")
        //: Variant lab, figures table: the game's figure “trigger_gifts” (share of games)
        case "trigger_gifts": return qsTr("Paintings all gifted")
        //: Variant lab, figures table: the game's figure “first_player_won” (share of games, a draw counting half)
        case "first_player_won": return qsTr("The first player of the game won")
        //: Variant lab, figures table: the game's figure “draw” (share of games)
        case "draw": return qsTr("Draws (the game's count)")
        //: Variant lab, figures table: the game's figure “wave_from_board” (per game)
        case "wave_from_board": return qsTr("Wave tiles taken from the board")
        //: Variant lab, figures table: the game's figure “wave_stolen” (per game)
        case "wave_stolen": return qsTr("Wave tiles stolen")
        //: Variant lab, figures table: the game's figure “spring_repeats” (per game)
        case "spring_repeats": return qsTr("Hot Spring dice repeated")
        //: Variant lab, figures table: the game's figure “spring_steals” (per game)
        case "spring_steals": return qsTr("Hot Spring tokens stolen")
        //: Variant lab, figures table: the game's figure “no_path” (per game)
        case "no_path": return qsTr("Dice with no move")
        //: Variant lab, figures table: the game's figure “automa_score” (solo)
        case "automa_score": return qsTr("The Automa's points")
        //: Variant lab, figures table: the game's figure “automa_won” (solo, share of games)
        case "automa_won": return qsTr("The Automa won")
        //: Variant lab, figures table: the game's figure “automa_rank_pilgrim” (solo, at the end)
        case "automa_rank_pilgrim": return qsTr("The Automa's pilgrim rank")
        //: Variant lab, figures table: the game's figure “automa_rank_merchant” (solo, at the end)
        case "automa_rank_merchant": return qsTr("The Automa's merchant rank")
        //: Variant lab, figures table: the game's figure “automa_rank_artist” (solo, at the end)
        case "automa_rank_artist": return qsTr("The Automa's artist rank")
        //: Variant lab, figures table: the game's figure “trigger_automa_pilgrim” (solo, share of games)
        case "trigger_automa_pilgrim": return qsTr("The Automa's pilgrim track completed")
        //: Variant lab, figures table: the game's figure “trigger_automa_merchant” (solo, share of games)
        case "trigger_automa_merchant": return qsTr("The Automa's merchant track completed")
        //: Variant lab, figures table: the game's figure “trigger_automa_artist” (solo, share of games)
        case "trigger_automa_artist": return qsTr("The Automa's artist track completed")
        }
        return ""
    }
    // An end condition (outcome().reason) as a label, or "".
    function endReason(reason) {
        switch (reason) {
        //: Variant lab: the end condition “temples”, as a label in the figures table and the end chart
        case "temples": return qsTr("Temple track completed")
        //: Variant lab: the end condition “gardens”, as a label in the figures table and the end chart
        case "gardens": return qsTr("Garden track completed")
        //: Variant lab: the end condition “slabs”, as a label in the figures table and the end chart
        case "slabs": return qsTr("Gold slabs completed")
        //: Variant lab: the end condition “gifts”, as a label in the figures table and the end chart
        case "gifts": return qsTr("Paintings all gifted")
        //: Variant lab: the end condition “automa_pilgrim”, as a label in the figures table and the end chart
        case "automa_pilgrim": return qsTr("The Automa's pilgrim track completed")
        //: Variant lab: the end condition “automa_merchant”, as a label in the figures table and the end chart
        case "automa_merchant": return qsTr("The Automa's merchant track completed")
        //: Variant lab: the end condition “automa_artist”, as a label in the figures table and the end chart
        case "automa_artist": return qsTr("The Automa's artist track completed")
        //: Variant lab: the end condition “unfinished”, as a label in the figures table and the end chart
        case "unfinished": return qsTr("Unfinished")
        }
        return ""
    }
    // A significant difference of one of its figures in its own words (`a` ± `b`, already
    // formatted; `more`: the variant's is higher), or "" for the lab's generic sentence.
    function verdict(name, more, a, b) {
        if (name === "rounds")
            return more
                   //: Variant lab verdict: the variant's games last more rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")
                   ? qsTr("Games now last %1 ± %2 more rounds").arg(a).arg(b)
                   //: Variant lab verdict: the variant's games last fewer rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")
                   : qsTr("Games now last %1 ± %2 fewer rounds").arg(a).arg(b)
        return ""
    }
}
