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
    // "line" (this round's) or "previous" (the turn order): where the cards lie, for the
    // table's slides and for screen readers.
    property string zone: "line"
    // Players whose line pilgrim has left this row for the card they just played.
    property var movedPlayers: []
    spacing: 8

    Accessible.role: Accessible.List
    Accessible.name: zone === "line"
                     //: Screen reader: the row of cards played this round
                     ? qsTr("This round's mantra line")
                     //: Screen reader: the row of cards that gives the turn order
                     : qsTr("Turn order")

    Repeater {
        model: line.slots
        Column {
            id: place
            required property int index
            readonly property var entry: index < line.entries.length ? line.entries[index] : null
            readonly property bool isFrozen: line.frozen.indexOf(index) >= 0
            spacing: 3
            Accessible.role: Accessible.ListItem
            Accessible.name: {
                if (!place.entry)
                    return place.isFrozen
                           //: Screen reader: an empty place of the mantra line whose pilgrim will not climb; %1 its number
                           ? qsTr("Place %1 (stays): empty").arg(place.index + 1)
                           //: Screen reader: an empty place of the mantra line; %1 its number
                           : qsTr("Place %1: empty").arg(place.index + 1)
                const card = line.table ? line.table.cardText(place.entry.card) : String(place.entry.card)
                const who = line.table ? line.table.seatName(place.entry.player) : ""
                return place.isFrozen
                       //: Screen reader: a card in a place whose pilgrim does not climb; %1 the place, %2 the card ("card 17, 3 sandals"), %3 a player
                       ? qsTr("Place %1 (stays): %2, played by %3").arg(place.index + 1).arg(card).arg(who)
                       //: Screen reader: a card of the mantra line; %1 the place, %2 the card ("card 17, 3 sandals"), %3 a player
                       : qsTr("Place %1: %2, played by %3").arg(place.index + 1).arg(card).arg(who)
            }
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
                    objectName: line.zone + "Card_" + value
                    visible: place.entry !== null
                    anchors.fill: parent
                    zone: line.zone
                    Accessible.ignored: true   // the place says it
                    value: place.entry ? place.entry.card : 0
                    sandals: place.entry && line.table ? line.table.sandalsOf(place.entry.card) : 0
                    readonly property bool pilgrimHere: place.entry !== null && line.movedPlayers.indexOf(place.entry.player) < 0
                    pilgrimSeat: pilgrimHere ? place.entry.player : -1
                    pilgrimColour: pilgrimHere && line.table ? line.table.seatColour(place.entry.player) : "transparent"
                    highlighted: place.entry !== null && place.entry.player === line.currentPlayer
                    // A lesson's step rings a card of this round's line (the frozen one).
                    LessonRing {
                        shown: line.zone === "line" && place.entry !== null && line.table !== null
                               && line.table.lessonRingsPlace({card: place.entry.card})
                    }
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
