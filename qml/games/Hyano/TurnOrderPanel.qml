// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// The players in turn order, starting with the sage and going round the table: who is the
// sage, whose turn it is, and the cards each has won.
ColumnLayout {
    id: panel
    property var table: null
    property var order: []          // seats, the sage first
    property int sage: -1
    property int currentPlayer: -1
    property int viewer: -2
    property var scores: []
    property var prophecies: []
    property var sageRounds: []
    property string note: ""
    spacing: 4

    // The row of a seat (the won cards fly there), or null.
    function rowFor(seat) {
        for (let i = 0; i < rows.count; ++i) {
            const row = rows.itemAt(i)
            if (row && row.seat === seat)
                return row
        }
        return null
    }

    RowLayout {
        Layout.fillWidth: true
        Text {
            Layout.fillWidth: true
            //: Heading of the list of players, in the order they play
            text: qsTr("Turn order")
            font.family: Theme.titleFont
            font.pixelSize: 16
            color: Theme.ink
            elide: Text.ElideRight
        }
        Text {
            Layout.rightMargin: 4
            //: Column heading: the number of cards each player has won
            text: qsTr("Cards won")
            font.pixelSize: 11
            color: Theme.inkSoft
        }
    }

    // The rows sit in a Column, not straight in the ColumnLayout: Qt 6.4's layouts can crash
    // when a Repeater's delegates are replaced while the layout arranges them (a language
    // switch re-evaluates `order` and replaces every row).
    Column {
        id: seats
        Layout.fillWidth: true
        spacing: panel.spacing
        Repeater {
            id: rows
            model: panel.order
            Rectangle {
                id: row
                required property var modelData
                required property int index
                readonly property int seat: modelData
                readonly property bool isSage: seat === panel.sage
                readonly property bool toMove: seat === panel.currentPlayer
                objectName: "seatRow_" + seat
                width: seats.width
                height: 40
                radius: 8
                color: toMove ? Theme.paperLight : Qt.rgba(1, 1, 1, 0.35)
                border.color: toMove ? Theme.vermilion : Theme.line
                border.width: toMove ? 2 : 1

                // Read as one line by a screen reader: "Maya, the sage, to play: 12 cards won".
                Accessible.role: Accessible.ListItem
                Accessible.name: panel.table ? panel.table.seatName(seat) : ""
                Accessible.description: {
                    const parts = []
                    if (isSage)
                        //: Label under the name of this round's sage
                        parts.push(qsTr("the sage"))
                    if (toMove)
                        //: Screen reader, a row of the turn order: this player is to move
                        parts.push(qsTr("to play"))
                    const won = panel.scores[seat] !== undefined ? panel.scores[seat] : 0
                    //: Screen reader, a row of the turn order; %n is the number of cards the player has won
                    parts.push(qsTr("%n card(s) won", "", won))
                    if ((panel.sageRounds[seat] || 0) > 0)
                        //: Tooltip, a label so that no count needs a plural; %1 prophecies that came true, %2 rounds as the sage
                        parts.push(qsTr("Prophecies fulfilled: %1 of %2").arg(panel.prophecies[seat] || 0).arg(panel.sageRounds[seat] || 0))
                    return parts.join(", ")
                }

                RowLayout {
                    anchors.fill: parent
                    anchors.leftMargin: 8
                    anchors.rightMargin: 10
                    spacing: 7
                    // The sage holds the yellow discs; the others show their place in the turn.
                    Item {
                        Layout.preferredWidth: 24
                        Layout.preferredHeight: 24
                        SymbolDisc {
                            visible: row.isSage
                            anchors.centerIn: parent
                            yellow: true
                            faceDown: true
                            size: 24
                        }
                        Text {
                            visible: !row.isSage
                            anchors.centerIn: parent
                            text: row.index
                            font.pixelSize: 13
                            font.bold: true
                            color: Theme.inkFaint
                        }
                    }
                    // The seat's colour; in colour-blind-safe mode its shape, in that colour.
                    Item {
                        Layout.preferredWidth: Theme.colourBlind ? 16 : 11
                        Layout.preferredHeight: Layout.preferredWidth
                        Rectangle {
                            visible: !Theme.colourBlind
                            anchors.fill: parent
                            radius: 6
                            color: panel.table ? panel.table.seatColour(row.seat) : Theme.inkFaint
                            border.color: Qt.darker(color, 1.3)
                        }
                        Text {
                            objectName: "seatShape_" + row.seat
                            visible: Theme.colourBlind
                            anchors.centerIn: parent
                            text: panel.table ? panel.table.seatShape(row.seat) : ""
                            font.pixelSize: 15
                            color: panel.table ? panel.table.seatColour(row.seat) : Theme.inkFaint
                        }
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: -2
                        Text {
                            Layout.fillWidth: true
                            text: panel.table ? panel.table.seatName(row.seat) : ""
                            font.pixelSize: 14
                            font.bold: row.seat === panel.viewer || row.toMove
                            color: Theme.ink
                            elide: Text.ElideRight
                        }
                        Text {
                            Layout.fillWidth: true
                            visible: row.isSage
                            //: Label under the name of this round's sage
                            text: qsTr("the sage")
                            font.pixelSize: 11
                            font.bold: true
                            color: Theme.gold
                            elide: Text.ElideRight
                        }
                    }
                    // Prophecies that came true / rounds as the sage.
                    Text {
                        id: record
                        visible: (panel.sageRounds[row.seat] || 0) > 0
                        text: (panel.prophecies[row.seat] || 0) + "/" + (panel.sageRounds[row.seat] || 0)
                        font.pixelSize: 11
                        color: Theme.inkFaint
                        MouseArea {
                            id: recordMouse
                            anchors.fill: parent
                            hoverEnabled: true
                        }
                        ToolTip.visible: recordMouse.containsMouse
                        //: Tooltip, a label so that no count needs a plural; %1 prophecies that came true, %2 rounds as the sage
                        ToolTip.text: qsTr("Prophecies fulfilled: %1 of %2").arg(panel.prophecies[row.seat] || 0).arg(panel.sageRounds[row.seat] || 0)
                    }
                    Text {
                        Layout.preferredWidth: 28
                        horizontalAlignment: Text.AlignRight
                        text: panel.scores[row.seat] !== undefined ? panel.scores[row.seat] : 0
                        font.family: Theme.titleFont
                        font.pixelSize: 19
                        font.bold: true
                        color: Theme.ink
                    }
                }
                // Whose turn: a small vermilion pointer on the left edge.
                Rectangle {
                    visible: row.toMove
                    x: -5
                    anchors.verticalCenter: parent.verticalCenter
                    width: 10
                    height: 10
                    rotation: 45
                    color: Theme.vermilion
                }
            }
        }
    }

    Text {
        Layout.fillWidth: true
        visible: text !== ""
        text: panel.note
        font.pixelSize: 11
        color: Theme.inkSoft
        wrapMode: Text.Wrap
    }
}
