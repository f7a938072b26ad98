// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Layouts
import Kotatsu

// What the last round did: the line as it was resolved, who climbed how far and who stayed,
// who drew from the deck, and where the leftover card went.
ColumnLayout {
    id: report
    property var round: null   // observation.last_round
    property var table: null
    property real cardWidth: 40
    property int headingSize: 15
    // Short of room: the line alone, without the steps and the notes.
    property bool compact: false
    spacing: compact ? 3 : 6
    visible: round !== null && round !== undefined

    Text {
        //: Heading of the last-round summary; %1 is the round number
        text: report.round ? qsTr("Round %1: the climb").arg(report.round.round) : ""
        font.family: Theme.titleFont
        font.pixelSize: report.headingSize
        color: Theme.ink
    }
    Row {
        spacing: 6
        // One column per place of the line (the model is a count): a new round changes what
        // the columns show, not the columns.
        Repeater {
            model: report.round ? report.round.line.length : 0
            Column {
                required property int index
                readonly property var entry: report.round && report.round.line[index]
                                                 || ({ card: 0, sandals: 0, player: -1, frozen: false, from: 0, to: 0 })
                spacing: 2
                Accessible.role: Accessible.StaticText
                Accessible.name: report.table
                                 ? (entry.frozen
                                    //: Screen reader, last round: a pilgrim that did not climb; %1 a player, %2 a card ("card 17, 3 sandals"), %3 its step
                                    ? Theme.sentence(qsTr("%1 played %2 and stayed on step %3"),
                                                    [report.table.seatName(entry.player), report.table.cardText(entry.card), entry.to])
                                    //: Screen reader, last round: a pilgrim that climbed; %1 a player, %2 a card ("card 17, 3 sandals"), %3 and %4 steps
                                    : Theme.sentence(qsTr("%1 played %2 and climbed from step %3 to step %4"),
                                                     [report.table.seatName(entry.player), report.table.cardText(entry.card),
                                                      entry.from, entry.to]))
                                 : ""
                MantraCard {
                    width: report.cardWidth
                    height: width * 120 / 84
                    value: entry.card
                    sandals: entry.sandals
                    pilgrimSeat: entry.player
                    pilgrimColour: report.table ? report.table.seatColour(entry.player) : "transparent"
                }
                Text {
                    anchors.horizontalCenter: parent.horizontalCenter
                    //: Under a card of the last round whose pilgrim did not climb
                    text: entry.frozen ? qsTr("stays") : "+" + (entry.to - entry.from)
                    color: entry.frozen ? Theme.indigo : Theme.pine
                    font.pixelSize: 12
                    font.bold: true
                }
                Text {
                    visible: !report.compact
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: entry.frozen ? entry.to : entry.from + "→" + entry.to
                    color: Theme.inkSoft
                    font.pixelSize: 11
                }
            }
        }
    }
    Text {
        visible: !report.compact
        Layout.fillWidth: true
        Layout.maximumWidth: Math.max(330, report.cardWidth * 8)
        wrapMode: Text.Wrap
        font.pixelSize: 12
        color: Theme.inkSoft
        text: {
            if (!report.round || !report.table)
                return ""
            const notes = []
            if (report.round.reshuffled)
                //: Last-round note
                notes.push(qsTr("The deck ran out: the discard pile was shuffled into a new deck."))
            if (report.round.drew_from_deck >= 0)
                //: Last-round note; %1 is a player's name
                notes.push(Theme.sentence(qsTr("%1 played the lowest card and drew from the deck."), [report.table.seatName(report.round.drew_from_deck)]))
            if (report.round.leftover >= 0)
                //: Last-round note; %1 is a card number
                notes.push(qsTr("Nobody took card %1: it was discarded.").arg(report.round.leftover))
            return notes.join(" ")
        }
    }
}
