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
        Text {
            text: detail.path
            font.family: "Noto Sans Mono"
            font.pixelSize: 13
            font.bold: true
            color: Theme.indigo
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
