// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Layouts
import Kotatsu

// Every pilgrim at a glance: colour, name, step, cards in hand and the cards others saw
// them draft.
Flow {
    id: panel
    property var table: null
    property var players: []
    property int currentPlayer: -1
    property int viewer: -2
    // Short of room: lower chips, closer together.
    property bool compact: false
    spacing: compact ? 4 : 6
    Accessible.role: Accessible.List
    //: Screen reader: the row of players' summaries
    Accessible.name: qsTr("Pilgrims")

    // One chip per seat (the model is a count): a move changes what a chip says, never the
    // chip itself (a list as the model would make every chip again after each move).
    Repeater {
        model: panel.players.length
        Rectangle {
            id: chip
            required property int index
            readonly property var info: panel.players[index] || ({ step: 0, hand_size: 0, known: [] })
            objectName: "pilgrimChip_" + index
            Accessible.role: Accessible.ListItem
            Accessible.name: (panel.table ? panel.table.seatName(index) : "")
                             + (index === panel.currentPlayer
                                //: Screen reader: added after the name of the player whose turn it is
                                ? " " + qsTr("(to play)") : "")
            Accessible.description: [stepText.text, knownText.visible ? knownText.text : ""].join(" ")
            width: Math.max(150, content.implicitWidth + 20)
            height: panel.compact ? 25 : 30
            radius: height / 2
            color: index === panel.currentPlayer ? Theme.paperLight : Qt.rgba(1, 1, 1, 0.4)
            border.color: index === panel.currentPlayer ? Theme.gold : Theme.line
            border.width: index === panel.currentPlayer ? 2 : 1
            RowLayout {
                id: content
                anchors.verticalCenter: parent.verticalCenter
                x: 8
                spacing: 6
                PilgrimToken {
                    scale: 0.8
                    seat: chip.index
                    colour: panel.table ? panel.table.seatColour(chip.index) : Theme.inkFaint
                    mine: chip.index === panel.viewer
                }
                Text {
                    text: panel.table ? panel.table.seatName(chip.index) : ""
                    font.pixelSize: 13
                    font.bold: chip.index === panel.viewer
                    color: Theme.ink
                }
                Text {
                    id: stepText
                    //: Compact player info: %1 the step a pilgrim stands on, %n how many cards they hold
                    text: qsTr("step %1 · %n card(s) in hand", "", chip.info.hand_size).arg(chip.info.step)
                    font.pixelSize: 12
                    color: Theme.inkSoft
                }
                Text {
                    id: knownText
                    visible: chip.index !== panel.viewer && (chip.info.known || []).length > 0
                    //: Cards another player drafted openly; %1 is a list of numbers
                    text: qsTr("(holds %1)").arg((chip.info.known || []).join(", "))
                    font.pixelSize: 12
                    color: Theme.indigo
                }
            }
        }
    }
}
