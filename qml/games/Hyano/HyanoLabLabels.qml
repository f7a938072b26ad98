// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// The variant lab's words for Hyano's own figures (HyanoState::outcome) and end conditions:
// the labels of the figures table and the charts, and sentences of its own where a
// difference reads better in the game's words. The lab loads it as
// games/<Id>/<Id>LabLabels.qml; "" leaves a name to the lab's generic words.
QtObject {
    // The figure the lab measures a game's length in, and the designer's target with it.
    readonly property string lengthFigure: "rounds"
    // The end screen's heading for outcome().scores.
    //: End screen table: the column of the cards each player won (the outcome's score)
    readonly property string scoreLabel: qsTr("Cards won")
    // A figure of the game's own (outcome().figures) as a label, or "".
    function figure(name, seatLabel) {
        switch (name) {
        //: Variant lab, figures table: the game's figure “rounds” (rounds played)
        case "rounds": return qsTr("Rounds")
        //: Variant lab, figures table: the game's figure “successful_prophecies” (per game)
        case "successful_prophecies": return qsTr("Prophecies that came true")
        //: Variant lab, figures table: the game's figure “failed_prophecies” (per game)
        case "failed_prophecies": return qsTr("Prophecies that failed")
        //: Variant lab, figures table: the game's figure “cards_won” (by all players, per game)
        case "cards_won": return qsTr("Cards won")
        //: Variant lab, figures table: the game's figure “cards_removed” (by failed prophecies)
        case "cards_removed": return qsTr("Cards removed from the game")
        //: Variant lab, figures table: the game's figure “cards_left” (in the piles and face up)
        case "cards_left": return qsTr("Cards left at the end")
        //: Variant lab, figures table: the game's figure “sharing_first_place” (per game)
        case "sharing_first_place": return qsTr("Players sharing first place")
        }
        return ""
    }
    // An end condition (outcome().reason) as a label, or "".
    function endReason(reason) {
        switch (reason) {
        //: Variant lab: the end condition “no_cards_left”, as a label in the figures table and the end chart
        case "no_cards_left": return qsTr("No cards left")
        //: Variant lab: the end condition “piles_empty”, as a label in the figures table and the end chart
        case "piles_empty": return qsTr("Two piles used up")
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
