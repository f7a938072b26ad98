// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Layouts
import Kotatsu

// A reminder of what fits on the top card, built from the variant's rules settings. In
// colour-blind-safe mode it starts with the colours: each one's mark, letter and name.
ColumnLayout {
    id: hint
    property var rules: ({})
    property var colours: []        // the definition's colours: {hex, mark, name}
    property var letters: []        // HyanoTable.colourLetters, in the same order
    spacing: 2

    Flow {
        objectName: "colourLegend"
        Layout.fillWidth: true
        Layout.bottomMargin: 4
        visible: Theme.colourBlind && hint.colours.length > 0
        spacing: 10
        Repeater {
            model: Theme.colourBlind ? hint.colours : []
            Row {
                required property var modelData
                required property int index
                spacing: 3
                ColourMark {
                    anchors.verticalCenter: parent.verticalCenter
                    width: 14
                    height: 14
                    kind: modelData.mark || ""
                    colour: modelData.hex || Theme.inkFaint
                    detail: Theme.paperLight
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    // The letter, then the name (once, where the letter is the whole name: 青).
                    readonly property string name: Theme.t(modelData.name)
                    readonly property string letter: hint.letters[index] || ""
                    text: letter === "" || letter === name ? name : letter + " " + name
                    font.pixelSize: 12
                    color: Theme.inkSoft
                }
            }
        }
    }

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
