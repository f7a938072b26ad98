// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The moves so far, newest at the bottom, written by the game's table view.
Rectangle {
    id: panel
    required property GameSession session
    property var table: null
    radius: Theme.radius
    color: Qt.rgba(1, 1, 1, 0.4)
    border.color: Theme.line

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8
        Text {
            //: Heading of the move log
            text: qsTr("Moves")
            font.family: Theme.titleFont
            font.pixelSize: 17
            color: Theme.ink
        }
        ListView {
            id: list
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 3
            objectName: "moveLogList"
            model: panel.session.log
            onCountChanged: {
                followsEnd = true
                if (!panel.session.reviewing)
                    Qt.callLater(positionViewAtEnd)
            }
            // The newest move stays in view until the person scrolls away from it, also when
            // the log changes height: a lesson's panel above it takes its height once its text
            // is laid out (a lesson resumed at a late step showed its first round).
            property bool followsEnd: true
            onMovementEnded: followsEnd = atYEnd
            onHeightChanged: if (followsEnd && !panel.session.reviewing) Qt.callLater(positionViewAtEnd)
            onContentHeightChanged: if (followsEnd && !panel.session.reviewing && !moving) Qt.callLater(positionViewAtEnd)
            Component.onCompleted: Qt.callLater(positionViewAtEnd)
            // In the replay the entry of the move shown is the current one, kept in view; the
            // moves after it are faded (delegate). Back in the game, the newest is in view.
            readonly property int replayedRow: panel.session.reviewing && count >= 0
                                               ? panel.session.log.rowOfPly(panel.session.reviewPly) : -1
            currentIndex: replayedRow
            highlightFollowsCurrentItem: true
            highlightMoveDuration: 0
            highlight: Rectangle {
                visible: panel.session.reviewing
                radius: 4
                color: Qt.rgba(Theme.indigo.r, Theme.indigo.g, Theme.indigo.b, 0.12)
            }
            onReplayedRowChanged: {
                if (replayedRow >= 0)
                    positionViewAtIndex(replayedRow, ListView.Contain)
                else if (panel.session.reviewing)
                    positionViewAtBeginning()
                else
                    Qt.callLater(positionViewAtEnd)
            }
            Accessible.role: Accessible.List
            //: The move log, for screen readers
            Accessible.name: qsTr("Moves")
            ScrollBar.vertical: ScrollBar {}
            // Only games with rounds (their observation has one) get round headings.
            section.property: panel.session.observation.round !== undefined ? "round" : ""
            section.delegate: Text {
                required property string section
                // Each game names its rounds (Hungarian says kör in Shikoku, forduló in Hyano).
                text: panel.table && panel.table.roundTitle ? panel.table.roundTitle(section)
                                                            //: Separator in the move log
                                                            : qsTr("Round %1").arg(section)
                font.pixelSize: 12
                font.bold: true
                color: Theme.vermilion
                topPadding: 6
            }
            delegate: ColumnLayout {
                id: entry
                required property int ply
                required property int seat
                required property string text
                required property var move
                // What the rules did on their own after the move (games that report it).
                required property var events
                width: list.width - 8
                spacing: 1
                // In the replay, the moves not yet replayed are faded and the one shown is marked.
                opacity: panel.session.reviewing && ply > panel.session.reviewPly ? 0.35 : 1
                // Ply 0: what the rules did before the first move (the Automa's opening turn,
                // the set-up); its events follow.
                readonly property string sentence: entry.ply === 0
                                                   //: Move log: the entry before the first move, above what the set-up did (the Automa's first turn, the pilgrims' first climb)
                                                   ? qsTr("The game begins")
                                                   : !panel.table ? ""
                                                   : entry.move && entry.move.kind ? panel.table.describeMove(entry.seat, entry.move)
                                                   // At a network table another seat's move is known only by its
                                                   // mover and what it set off (the lines under it).
                                                   //: Move log at a network table: another player's move, of which this player sees only what it did (the lines under it); %1 a player
                                                   : Theme.sentence(qsTr("%1 made a move"), [panel.table.seatName(entry.seat)])
                Accessible.role: Accessible.ListItem
                Accessible.name: Theme.spoken(sentence)
                Rectangle {
                    visible: panel.session.reviewing && entry.ply === panel.session.reviewPly
                    Layout.fillWidth: true
                    Layout.preferredHeight: 2
                    color: Theme.indigo
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 6
                    SeatMark {
                        Layout.alignment: Qt.AlignTop
                        Layout.topMargin: Theme.colourBlind ? 1 : 5
                        seat: entry.seat
                        colour: panel.table ? panel.table.seatColour(entry.seat) : Theme.inkFaint
                    }
                    Text {
                        Layout.fillWidth: true
                        rightPadding: Theme.japanese ? 6 : 0
                        text: entry.sentence
                        wrapMode: Text.Wrap
                        font.pixelSize: 13
                        color: Theme.ink
                    }
                }
                Repeater {
                    model: entry.events || []
                    RowLayout {
                        id: eventRow
                        required property var modelData
                        readonly property int eventSeat: modelData.seat !== undefined ? modelData.seat : -1
                        Layout.fillWidth: true
                        Layout.leftMargin: 15
                        spacing: 5
                        SeatMark {
                            Layout.alignment: Qt.AlignTop
                            Layout.topMargin: Theme.colourBlind ? 1 : 6
                            size: 6
                            hollow: true
                            seat: eventRow.eventSeat
                            colour: panel.table && eventRow.eventSeat >= 0
                                    ? panel.table.seatColour(eventRow.eventSeat) : Theme.inkFaint
                        }
                        Text {
                            objectName: "logEvent"
                            Layout.fillWidth: true
                            // Japanese lines may end with a hanging 、 or 。 (ぶら下がり): room
                            // for it inside the line's box.
                            rightPadding: Theme.japanese ? 6 : 0
                            text: panel.table ? panel.table.describeMove(eventRow.eventSeat, eventRow.modelData) : ""
                            wrapMode: Text.Wrap
                            font.pixelSize: 12
                            font.italic: Theme.italic
                            color: Theme.inkSoft
                        }
                    }
                }
            }
        }
    }
}
