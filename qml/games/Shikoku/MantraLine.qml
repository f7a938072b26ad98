// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// A row of mantra cards with their pilgrims. Empty places show as outlines; `frozen` marks
// the places whose pilgrims will not climb.
Row {
    id: line
    property var entries: []      // [{card, player}]
    property int slots: entries.length
    property var frozen: []       // place indices
    property var table: null      // the ShikokuTable, for colours and sandals
    property int currentPlayer: -1
    property real cardWidth: 62
    spacing: 8

    Repeater {
        model: line.slots
        Column {
            id: place
            required property int index
            readonly property var entry: index < line.entries.length ? line.entries[index] : null
            readonly property bool isFrozen: line.frozen.indexOf(index) >= 0
            spacing: 3
            Item {
                width: line.cardWidth
                height: line.cardWidth * 120 / 84
                Rectangle {
                    visible: place.entry === null
                    anchors.fill: parent
                    radius: 6
                    color: place.isFrozen ? Qt.rgba(0.18, 0.29, 0.43, 0.08) : "transparent"
                    border.color: Theme.line
                    border.width: 1.5
                    Text {
                        anchors.centerIn: parent
                        text: place.index + 1
                        color: Theme.inkFaint
                        font.pixelSize: 16
                    }
                }
                MantraCard {
                    visible: place.entry !== null
                    anchors.fill: parent
                    value: place.entry ? place.entry.card : 0
                    sandals: place.entry && line.table ? line.table.sandalsOf(place.entry.card) : 0
                    pilgrimColour: place.entry && line.table ? line.table.seatColour(place.entry.player) : "transparent"
                    highlighted: place.entry !== null && place.entry.player === line.currentPlayer
                }
            }
            Rectangle {
                visible: place.isFrozen
                anchors.horizontalCenter: parent.horizontalCenter
                width: Math.min(line.cardWidth + 6, stayText.implicitWidth + 10)
                height: stayText.implicitHeight + 2
                radius: 3
                color: Theme.indigo
                Text {
                    id: stayText
                    anchors.centerIn: parent
                    //: Under a place of the mantra line whose pilgrim does not climb
                    text: qsTr("stays")
                    color: Theme.paperLight
                    font.pixelSize: 11
                }
            }
        }
    }
}
