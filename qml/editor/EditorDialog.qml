// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Kotatsu

// A question of the rules editor, drawn like ConfirmDialog: a title, a message and up to
// three answers (the first is the seal-red one).
Popup {
    id: dialog
    property string title
    property string message
    property string acceptText
    property string otherText
    property string cancelText
    signal accepted()
    signal other()

    // Sized by the window, whatever item declares it (a Loader, say, has no size).
    parent: Overlay.overlay
    modal: true
    focus: true
    anchors.centerIn: parent
    width: Math.min(560, (parent ? parent.width : 560) - 80)
    padding: 24
    closePolicy: Popup.CloseOnEscape

    background: Rectangle {
        radius: 12
        color: Theme.paperLight
        border.color: Theme.gold
        border.width: 2
    }

    ColumnLayout {
        width: parent.width
        spacing: 16
        Text {
            Layout.fillWidth: true
            text: dialog.title
            font.family: Theme.titleFont
            font.pixelSize: 22
            font.bold: true
            color: Theme.ink
            wrapMode: Text.Wrap
        }
        Text {
            Layout.fillWidth: true
            text: dialog.message
            font.pixelSize: 15
            color: Theme.inkSoft
            wrapMode: Text.Wrap
        }
        Flow {
            Layout.fillWidth: true
            spacing: 10
            InkButton {
                objectName: "dialogAccept"
                primary: true
                text: dialog.acceptText
                onClicked: {
                    dialog.close()
                    dialog.accepted()
                }
            }
            InkButton {
                objectName: "dialogOther"
                visible: dialog.otherText !== ""
                text: dialog.otherText
                onClicked: {
                    dialog.close()
                    dialog.other()
                }
            }
            InkButton {
                objectName: "dialogCancel"
                visible: dialog.cancelText !== ""
                text: dialog.cancelText
                onClicked: dialog.close()
            }
        }
    }
}
