// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// Hot-seat: covers the table until the person whose turn it is takes the seat, so nobody
// sees another player's secrets.
Rectangle {
    id: overlay
    required property GameSession session
    property var table: null
    readonly property string who: table ? table.seatName(session.currentPlayer) : ""
    visible: session.handoverPending
    color: Theme.paper

    PaperBackground {
        anchors.fill: parent
    }
    MouseArea {
        anchors.fill: parent // swallow clicks and hovers meant for the hidden table
        hoverEnabled: true
    }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(560, parent.width - 80)
        spacing: 20
        Hanko {
            Layout.alignment: Qt.AlignHCenter
            size: 72
            //: One kanji on the hand-over seal: "turn"
            text: qsTr("番")
        }
        Text {
            Layout.fillWidth: true
            //: Hand-over screen title; %1 is a player's name
            text: Theme.sentence(qsTr("Pass the screen to %1"), [overlay.who])
            font.family: Theme.titleFont
            font.pixelSize: 32
            font.bold: true
            color: Theme.ink
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
        }
        Text {
            Layout.fillWidth: true
            //: Hand-over screen explanation; %1 is a player's name
            text: Theme.sentence(qsTr("%1, it is your turn. Everybody else, please look away."), [overlay.who])
            font.pixelSize: 17
            color: Theme.inkSoft
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
        }
        InkButton {
            Layout.alignment: Qt.AlignHCenter
            primary: true
            font.pixelSize: 18
            //: Hand-over screen button; %1 is a player's name
            text: Theme.sentence(qsTr("I am %1 — show my game"), [overlay.who])
            onClicked: overlay.session.confirmHandover()
        }
        InkButton {
            Layout.alignment: Qt.AlignHCenter
            visible: overlay.session.canUndo
            //: Hand-over screen: the previous player takes back their move
            text: qsTr("Wait, take back the last move")
            onClicked: overlay.session.undo()
        }
    }
}
