// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// The variant lab's words for The garden game's own figures (GardenState::outcome) and end conditions:
// the labels of the figures table and the charts, and sentences of its own where a
// difference reads better in the game's words. The lab loads it as
// games/<Id>/<Id>LabLabels.qml; "" leaves a name to the lab's generic words.
QtObject {
    // The figure the lab measures a game's length in, and the designer's target with it.
    readonly property string lengthFigure: "plies"
    // A figure of the game's own (outcome().figures) as a label, or "".
    function figure(name, seatLabel) {
        switch (name) {
        //: Variant lab, figures table: the game's figure “plies” (plies once every figure is placed)
        case "plies": return qsTr("Moves after setup")
        //: Variant lab, figures table: the game's figure “setup_plies” (plies placing the figures)
        case "setup_plies": return qsTr("Setup moves")
        //: Variant lab, figures table: the game's figure “steps” (per game)
        case "steps": return qsTr("Steps")
        //: Variant lab, figures table: the game's figure “jumps” (per game)
        case "jumps": return qsTr("Jumps")
        //: Variant lab, figures table: the game's figure “double_jumps” (per game)
        case "double_jumps": return qsTr("Double jumps")
        //: Variant lab, figures table: the game's figure “handoffs” (per game)
        case "handoffs": return qsTr("Hand-off jumps")
        //: Variant lab, figures table: the game's figure “passes” (per game)
        case "passes": return qsTr("Bead passes")
        }
        return ""
    }
    // An end condition (outcome().reason) as a label, or "".
    function endReason(reason) {
        switch (reason) {
        //: Variant lab: the end condition “base_reached”, as a label in the figures table and the end chart
        case "base_reached": return qsTr("A figure reached the opponent's base")
        //: Variant lab: the end condition “repetition”, as a label in the figures table and the end chart
        case "repetition": return qsTr("Draw by repetition")
        //: Variant lab: the end condition “ply_limit” (the rules' draw after so many plies, 200 in the standard game), as a label in the figures table and the end chart
        case "ply_limit": return qsTr("Draw at the move limit")
        //: Variant lab: the end condition “no_move”, as a label in the figures table and the end chart
        case "no_move": return qsTr("A side had no move")
        }
        return ""
    }
    // A significant difference of one of its figures in its own words (`a` ± `b`, already
    // formatted; `more`: the variant's is higher), or "" for the lab's generic sentence.
    function verdict(name, more, a, b) {
        return ""
    }
}
