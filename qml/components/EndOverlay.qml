// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The end of a game: who won and why, then play again, look at the table or leave.
Item {
    id: overlay
    required property GameSession session
    property var table: null
    property bool dismissed: false
    signal playAgain()
    signal leave()
    signal replay()
    visible: session.over && !dismissed && !session.reviewing

    Connections {
        target: overlay.session
        function onGameChanged() { overlay.dismissed = false }
        function onStateChanged() {
            if (!overlay.session.over)
                overlay.dismissed = false
        }
    }

    Rectangle {
        anchors.fill: parent
        color: "#88302a24"
        MouseArea {
            anchors.fill: parent
            hoverEnabled: true
        }
    }

    Rectangle {
        id: card
        anchors.centerIn: parent
        width: Math.min(640, parent.width - 80)
        height: column.implicitHeight + 56
        radius: 12
        color: Theme.paperLight
        border.color: Theme.gold
        border.width: 2

        Hanko {
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: 18
            size: 64
            //: Seal on the end screen: the kanji for "end"
            text: qsTr("終")
        }

        ColumnLayout {
            id: column
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: 28
            anchors.rightMargin: 100
            spacing: 14
            Text {
                Layout.fillWidth: true
                text: overlay.table ? overlay.table.endTitle : ""
                font.family: Theme.titleFont
                font.pixelSize: 30
                font.bold: true
                color: Theme.ink
                wrapMode: Text.Wrap
            }
            Text {
                Layout.fillWidth: true
                text: overlay.table ? overlay.table.endDetails : ""
                font.pixelSize: 16
                color: Theme.inkSoft
                wrapMode: Text.Wrap
                textFormat: Text.StyledText
                lineHeight: 1.2
            }
            RowLayout {
                Layout.topMargin: 10
                spacing: 12
                InkButton {
                    primary: true
                    //: End screen button
                    text: qsTr("Play again")
                    onClicked: overlay.playAgain()
                }
                InkButton {
                    //: End screen button: close the end screen and look at the final position
                    text: qsTr("Look at the table")
                    onClicked: overlay.dismissed = true
                }
                InkButton {
                    objectName: "endReplay"
                    //: End screen button: step through the game's moves from the start
                    text: qsTr("Replay")
                    onClicked: overlay.replay()
                }
                InkButton {
                    //: End screen button
                    text: qsTr("Back to the games")
                    onClicked: overlay.leave()
                }
            }
        }
    }
}
