// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// A menu entry that shows its keyboard shortcut on the right ("Save game      Ctrl+S").
MenuItem {
    id: item
    // The shortcut as the platform writes it (a Shortcut's nativeText), or "".
    property string shortcut: ""
    contentItem: RowLayout {
        spacing: 28
        Text {
            Layout.fillWidth: true
            text: item.text
            font: item.font
            color: item.enabled ? Theme.ink : Theme.inkFaint
            elide: Text.ElideRight
            verticalAlignment: Text.AlignVCenter
        }
        Text {
            visible: item.shortcut !== ""
            text: item.shortcut
            font.family: item.font.family
            font.pixelSize: Math.max(11, item.font.pixelSize - 2)
            color: Theme.inkSoft
            verticalAlignment: Text.AlignVCenter
        }
    }
    Accessible.name: shortcut !== "" ? text + " (" + shortcut + ")" : text
    // A screen reader's "press" chooses the entry, as a click does (the menu then closes).
    Accessible.onPressAction: if (item.enabled) item.triggered()
}
