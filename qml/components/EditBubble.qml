// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// The small card that opens over a board preview to edit the piece clicked: a title, the
// piece's fields (the bubble's children) and a close button, opened beside the piece.
Popup {
    id: bubble
    property string title: ""
    default property alias fields: column.data

    // Opens beside `item` (a handle on the board), kept inside the bubble's parent. The place
    // is a binding: the bubble's size is only known once its fields are laid out (and changes
    // with them), and it must stay inside even then.
    property point anchor: Qt.point(0, 0)
    function openAt(item) {
        const p = item.mapToItem(parent, item.width, item.height)
        anchor = Qt.point(p.x + 6, p.y + 6)
        open()
    }
    x: parent ? Math.max(0, Math.min(parent.width - width, anchor.x)) : 0
    y: parent ? Math.max(0, Math.min(parent.height - height, anchor.y)) : 0

    padding: 12
    // Never past the window's edge, whatever the board's size.
    margins: 4
    modal: false
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutsideParent
    background: Rectangle {
        color: Theme.paperLight
        border.color: Theme.line
        radius: Theme.radius
    }
    contentItem: ColumnLayout {
        spacing: 8
        RowLayout {
            Layout.fillWidth: true
            Text {
                Layout.fillWidth: true
                text: bubble.title
                font.family: Theme.titleFont
                font.pixelSize: 16
                font.bold: true
                color: Theme.ink
                wrapMode: Text.Wrap
            }
            InkButton {
                objectName: "bubbleClose"
                //: Closes the small editing card over the board preview
                text: qsTr("Close")
                onClicked: bubble.close()
            }
        }
        ColumnLayout {
            id: column
            Layout.fillWidth: true
            spacing: 6
        }
    }
}
