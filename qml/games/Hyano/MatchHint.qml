// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Layouts
import Kotatsu

// A reminder of what fits on the top card, built from the variant's rules settings.
ColumnLayout {
    id: hint
    property var rules: ({})
    spacing: 2

    Text {
        Layout.fillWidth: true
        //: Heading of the reminder of the matching rules
        text: qsTr("A card fits the top card with")
        font.pixelSize: 12
        font.bold: true
        color: Theme.inkSoft
        wrapMode: Text.Wrap
    }
    // A Column, not the layout itself: Qt 6.4's layouts can crash when a Repeater's delegates
    // are replaced while the layout arranges them (a language switch rebuilds this list).
    Column {
        id: rulesList
        Layout.fillWidth: true
        spacing: hint.spacing
        Repeater {
            model: {
                const lines = []
                const match = hint.rules.match_rules || []
                if (match.indexOf("same_colour") >= 0)
                    //: Matching rule reminder (list item)
                    lines.push(qsTr("the same colour"))
                if (match.indexOf("same_value") >= 0)
                    //: Matching rule reminder (list item)
                    lines.push(qsTr("the same value"))
                if (match.indexOf("adjacent_value") >= 0)
                    lines.push(hint.rules.adjacent_wraps
                               //: Matching rule reminder (list item), variant where 10 and 1 are neighbours
                               ? qsTr("a value one higher or lower (10 and 1 too)")
                               //: Matching rule reminder (list item)
                               : qsTr("a value one higher or lower"))
                return lines
            }
            Text {
                required property string modelData
                width: rulesList.width
                text: "• " + modelData
                font.pixelSize: 12
                color: Theme.inkSoft
                wrapMode: Text.Wrap
            }
        }
    }
    Text {
        Layout.fillWidth: true
        Layout.topMargin: 2
        text: {
            const forbidden = hint.rules.sun_forbidden_values
            if (forbidden === "none")
                //: Sun reminder, variant without restriction
                return qsTr("A Sun takes any value of its colour.")
            if (forbidden === "ring_and_centre")
                //: Sun reminder, variant
                return qsTr("A Sun takes a value of its colour not showing in the ring or the centre.")
            //: Sun reminder, standard rules
            return qsTr("A Sun takes a value of its colour not showing in the ring.")
        }
        font.pixelSize: 12
        color: Theme.inkSoft
        wrapMode: Text.Wrap
    }
}
