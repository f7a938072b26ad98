// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import Kotatsu
import Kotatsu.Bridge

// The language switch, shown in every page header. Each language is named in itself.
InkButton {
    id: button
    //: Tooltip of the language button
    ToolTip.text: qsTr("Language")
    ToolTip.visible: hovered
    text: "文 " + currentName()
    onClicked: menu.open()

    function currentName() {
        for (const entry of Localization.languages) {
            if (entry.code === Localization.language)
                return entry.name
        }
        return Localization.language
    }

    Menu {
        id: menu
        y: button.height
        Repeater {
            model: Localization.languages
            MenuItem {
                required property var modelData
                text: modelData.name
                checkable: true
                checked: modelData.code === Localization.language
                font.family: Theme.bodyFont
                onTriggered: Localization.language = modelData.code
            }
        }
    }
}
