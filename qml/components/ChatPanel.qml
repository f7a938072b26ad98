// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The chat of a network table, under the move log in the side column (it takes its room from
// the log, never from the table). Closed, it is one button that says how many lines came
// since it was last open (in indigo: the table's vermilion stays the move to make); open, the
// lines with their senders' names, a field to type in and Send. The lines and the refusals
// are the bridge's (TableChat); this only draws them.
Rectangle {
    id: panel
    required property GameSession session
    // The table (GameTable), for the name of a seat whose player gave none.
    property var table: null
    property alias open: chat.open
    readonly property alias chat: chat
    radius: Theme.radius
    color: Qt.rgba(1, 1, 1, 0.4)
    border.color: Theme.line
    implicitHeight: column.implicitHeight + 16

    TableChat {
        id: chat
        session: panel.session
    }

    // A text drawn as itself inside styled text.
    function escaped(text) {
        return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
                   .replace(/\n/g, "<br>")
    }
    function send() {
        if (chat.send(field.text))
            field.clear()
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 8
        spacing: 6
        InkButton {
            id: toggle
            objectName: "chatToggle"
            Layout.fillWidth: true
            text: chat.unread > 0 && !chat.open
                  //: Chat at a network table: the closed panel's button when messages came since it was last open; %n how many
                  ? qsTr("Chat: %n new", "", chat.unread)
                  //: Chat at a network table: the button that opens or closes the panel
                  : qsTr("Chat")
            font.bold: chat.unread > 0 && !chat.open
            onClicked: {
                chat.open = !chat.open
                if (chat.open)
                    field.forceActiveFocus()
            }
            Accessible.description: chat.open
                                    //: Chat at a network table: what the open panel's button does, for screen readers
                                    ? qsTr("Closes the chat")
                                    //: Chat at a network table: what the closed panel's button does, for screen readers
                                    : qsTr("Opens the chat")
            // The mark of new lines: indigo, never the vermilion of the move to make.
            Rectangle {
                objectName: "chatUnreadMark"
                visible: chat.unread > 0 && !chat.open
                anchors.verticalCenter: parent.verticalCenter
                anchors.left: parent.left
                anchors.leftMargin: 10
                width: 10
                height: 10
                radius: 5
                color: Theme.indigo
            }
        }
        ListView {
            id: lines
            objectName: "chatLines"
            visible: chat.open
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 4
            model: chat
            onCountChanged: Qt.callLater(positionViewAtEnd)
            onHeightChanged: Qt.callLater(positionViewAtEnd)
            Accessible.role: Accessible.List
            //: Chat at a network table: the list of messages, for screen readers
            Accessible.name: qsTr("Chat")
            ScrollBar.vertical: ScrollBar {}
            // (An Item round the Text: the model's role "text" would take the Text's own text.)
            delegate: Item {
                id: line
                required property int seat
                required property string name
                required property string text
                // Who wrote it: the name they gave, else the table's name for their seat.
                readonly property string sender: name !== "" ? name : panel.table ? panel.table.seatName(seat) : ""
                readonly property alias shownText: label.text
                objectName: "chatLine"
                width: lines.width - 8
                implicitHeight: label.implicitHeight
                height: implicitHeight
                Accessible.role: Accessible.ListItem
                //: Chat at a network table: one message, for screen readers; %1 the sender's name, %2 what they wrote
                Accessible.name: Theme.fill(qsTr("%1: %2"), [line.sender, line.text])
                Text {
                    id: label
                    width: parent.width
                    wrapMode: Text.Wrap
                    textFormat: Text.StyledText
                    font.pixelSize: 13
                    color: Theme.ink
                    //: Chat at a network table: one message; %1 the sender's name (bold), %2 what they wrote
                    text: Theme.fill(qsTr("%1: %2"), ["<b>" + panel.escaped(line.sender) + "</b>", panel.escaped(line.text)])
                    Accessible.ignored: true
                }
            }
        }
        Text {
            objectName: "chatEmpty"
            visible: chat.open && lines.count === 0
            Layout.fillWidth: true
            //: Chat at a network table: nothing has been said yet
            text: qsTr("Nobody has written yet.")
            font.pixelSize: 13
            color: Theme.inkSoft
            wrapMode: Text.WordWrap
        }
        Text {
            objectName: "chatProblem"
            visible: chat.open && chat.problem !== ""
            Layout.fillWidth: true
            text: chat.problem
            font.pixelSize: 13
            color: Theme.vermilion
            wrapMode: Text.WordWrap
        }
        RowLayout {
            visible: chat.open
            Layout.fillWidth: true
            spacing: 6
            TextField {
                id: field
                objectName: "chatField"
                Layout.fillWidth: true
                font.pixelSize: 13
                enabled: chat.canSend
                //: Chat at a network table: placeholder of the field to type a message in
                placeholderText: qsTr("Message")
                Accessible.name: placeholderText
                onAccepted: panel.send()
            }
            InkButton {
                objectName: "chatSend"
                //: Chat at a network table: sends the message typed
                text: qsTr("Send")
                enabled: chat.canSend && field.text.trim() !== ""
                onClicked: panel.send()
            }
        }
    }
}
