// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import Kotatsu

// Under a table: the chosen item's fields that are not cells (names in every language, lists).
Rectangle {
    id: detail
    required property var ctx
    required property string key
    required property string path
    implicitHeight: col.implicitHeight + 16
    radius: 6
    color: Theme.paperLight
    border.color: Theme.indigoSoft
    Column {
        id: col
        x: 10
        y: 8
        width: parent.width - 20
        spacing: 6
        // The item in words ("Uchiko", "Ring space 9"), its path in small type beside it.
        Flow {
            width: parent.width
            spacing: 8
            Text {
                objectName: "label:" + detail.path
                width: Math.min(implicitWidth, parent.width)
                text: {
                    detail.ctx.editor.revision
                    return detail.ctx.editor.describe(detail.path)
                }
                font.family: Theme.bodyFont
                font.pixelSize: 14
                font.bold: true
                color: Theme.indigo
                wrapMode: Text.Wrap
            }
            Text {
                objectName: "keyHint:" + detail.path
                topPadding: 3
                text: detail.path
                font.family: "Noto Sans Mono"
                font.pixelSize: 11
                color: Theme.inkFaint
                Accessible.ignored: true
            }
        }
        FormBlock {
            width: parent.width
            ctx: detail.ctx
            key: detail.key
            path: detail.path
            depth: 1
            skipScalars: true
        }
    }
}
