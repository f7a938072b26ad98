// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Kotatsu

// Asks before a game in progress is left, so that nobody drops a game by a stray click.
// The player may save it first, leave it, or go back to the table.
Popup {
    id: dialog
    property string message
    property string leaveText
    // Whether "Save and leave" is offered (saving may be impossible, e.g. in the hand-over).
    property bool canSave: true
    signal confirmed(bool save)

    // Sized by the window, whatever item declares it (a Loader, say, has no size).
    parent: Overlay.overlay
    modal: true
    focus: true
    anchors.centerIn: parent
    width: Math.min(560, (parent ? parent.width : 560) - 80)
    padding: 28
    closePolicy: Popup.CloseOnEscape

    background: Rectangle {
        radius: 12
        color: Theme.paperLight
        border.color: Theme.gold
        border.width: 2
    }

    // Its content is built when it is first opened: a table's first frame does not wait for
    // a question that is asked only when a game is left.
    property bool built: false
    onAboutToShow: built = true
    Loader {
        width: parent.width
        active: dialog.built
        sourceComponent: ColumnLayout {
            spacing: 18
            Text {
                Layout.fillWidth: true
                //: Title of the dialog shown before leaving a game that is not over
                text: qsTr("The game is not over")
                font.family: Theme.titleFont
                font.pixelSize: 24
                font.bold: true
                color: Theme.ink
                wrapMode: Text.Wrap
            }
            Text {
                Layout.fillWidth: true
                text: dialog.message
                font.pixelSize: 16
                color: Theme.inkSoft
                wrapMode: Text.Wrap
            }
            Flow {
                Layout.fillWidth: true
                spacing: 10
                InkButton {
                    objectName: "confirmKeepPlaying"
                    primary: true
                    //: Dialog button: close the dialog and go on with the game
                    text: qsTr("Keep playing")
                    onClicked: dialog.close()
                }
                InkButton {
                    objectName: "confirmSaveAndLeave"
                    visible: dialog.canSave
                    //: Dialog button: save the game in the list of saved games, then leave it
                    text: qsTr("Save and leave")
                    onClicked: {
                        dialog.close()
                        dialog.confirmed(true)
                    }
                }
                InkButton {
                    objectName: "confirmLeave"
                    text: dialog.leaveText
                    onClicked: {
                        dialog.close()
                        dialog.confirmed(false)
                    }
                }
            }
        }
    }
}
