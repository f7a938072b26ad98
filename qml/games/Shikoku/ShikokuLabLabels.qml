// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// The variant lab's words for Shikoku's own figures (ShikokuState::outcome) and end condition:
// the labels of the figures table and the charts, and sentences of its own where a
// difference reads better in the game's words. The lab loads it as
// games/<Id>/<Id>LabLabels.qml; "" leaves a name to the lab's generic words.
QtObject {
    // The figure the lab measures a game's length in, and the designer's target with it.
    readonly property string lengthFigure: "rounds"
    // The end screen's heading for outcome().scores.
    //: End screen table: the column of each pilgrim's step on the staircase at the end (the outcome's score)
    readonly property string scoreLabel: qsTr("Step")
    // A figure of the game's own (outcome().figures) as a label, or "".
    function figure(name, seatLabel) {
        switch (name) {
        //: Variant lab, figures table: the game's figure “rounds” (rounds played)
        case "rounds": return qsTr("Rounds")
        //: Variant lab, figures table: the game's figure “reshuffles” (times the deck was reshuffled)
        case "reshuffles": return qsTr("Reshuffles")
        //: Variant lab, figures table: the game's figure “frozen_pilgrims” (times a pilgrim stayed put, second card from the left or right)
        case "frozen_pilgrims": return qsTr("Pilgrims frozen")
        //: Variant lab, figures table: the game's figure “frozen_sandals” (steps the frozen pilgrims did not climb)
        case "frozen_sandals": return qsTr("Steps lost by frozen pilgrims")
        //: Variant lab, figures table: the game's figure “winners” (how many pilgrims share the victory)
        case "winners": return qsTr("Winners per game")
        //: Variant lab, figures table: the game's figure “pilgrims_at_pagoda” (pilgrims on the pagoda's step at the end)
        case "pilgrims_at_pagoda": return qsTr("Pilgrims at the pagoda")
        //: Variant lab, figures table: the game's figure “spread” (steps between the highest and the lowest pilgrim at the end)
        case "spread": return qsTr("Spread of the pilgrims")
        }
        return ""
    }
    // An end condition (outcome().reason) as a label, or "".
    function endReason(reason) {
        switch (reason) {
        //: Variant lab: the end condition “pagoda”, as a label in the figures table and the end chart
        case "pagoda": return qsTr("A pilgrim reached the pagoda")
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
