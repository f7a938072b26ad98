// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import Kotatsu
import Kotatsu.Bridge

// The language switch, shown in every page header. Each language is named in itself.
InkButton {
    id: button
    objectName: "languageButton"
    //: Tooltip of the language button
    ToolTip.text: qsTr("Language")
    ToolTip.visible: hovered
    text: currentName()
    // The menu is made on first use: its entries name each language in itself (日本語), and
    // laying them out would load a CJK font before the launcher's first frame.
    onClicked: {
        menuLoader.active = true
        menuLoader.item.open()
    }
    // 文 ("writing") says "language" to anyone, whatever the language shown; drawn as a picture
    // so that a Latin-script launcher does not load a CJK font for it.
    leftPadding: 36
    Accessible.name: ToolTip.text + ": " + currentName()
    Image {
        x: 12
        anchors.verticalCenter: parent.verticalCenter
        source: Qt.resolvedUrl("../images/language-glyph.png")
        height: 17
        fillMode: Image.PreserveAspectFit
        // Scaled once when loaded, not mipmapped: generating mipmaps costs a software
        // renderer (llvmpipe) some 100 ms on the first frame.
        sourceSize.height: height
        smooth: true
        opacity: button.enabled ? 1 : 0.5
    }

    function currentName() {
        for (const entry of Localization.languages) {
            if (entry.code === Localization.language)
                return entry.name
        }
        return Localization.language
    }

    Loader {
        id: menuLoader
        active: false
        sourceComponent: languageMenu
    }
    Component {
        id: languageMenu
    Menu {
        objectName: "languageMenu"
        y: button.height
        MenuItem {
            objectName: "systemLanguageItem"
            //: Language menu: Kotatsu follows the system's language (the choice is not kept)
            text: qsTr("System language")
            checkable: true
            checked: Localization.followsSystem
            font.family: Theme.bodyFont
            onTriggered: Localization.followSystem()
        }
        MenuSeparator {}
        Repeater {
            model: Localization.languages
            MenuItem {
                required property var modelData
                objectName: "languageItem_" + modelData.code
                text: modelData.name
                checkable: true
                checked: !Localization.followsSystem && modelData.code === Localization.language
                font.family: Theme.bodyFont
                onTriggered: Localization.language = modelData.code
            }
        }
        MenuSeparator {}
        MenuItem {
            enabled: false
            //: Language menu, last line: the language chosen by name is kept for later runs
            text: qsTr("Your choice is kept for next time.")
            font.family: Theme.bodyFont
            font.pixelSize: 12
        }
    }
    }
}
