// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// Save as a variant: its id (the file's name: one word), and its name and description in each
// language, written into the variant's header before it is saved into the user's variants. A
// language not written yet (empty, or still the editor's "Tokaido Duo (variant)":
// RulesEditor.isUnwritten) is marked in vermilion and counted; saving is still allowed (the
// launcher and the lab then show a language the designer wrote).
Popup {
    id: dialog
    required property var ctx
    property string problem: ""
    signal saved()

    // Sized by the window, whatever item declares it (a Loader, say, has no size).
    parent: Overlay.overlay
    modal: true
    focus: true
    anchors.centerIn: parent
    width: Math.min(760, (parent ? parent.width : 760) - 60)
    // Languages whose name or description is not written yet, and whether a name is written
    // in any (what the launcher then shows in the others: variant_names.h).
    readonly property int missing: {
        let n = 0
        for (let i = 0; i < names.count; ++i) {
            const line = names.itemAt(i)
            if (line && (line.nameMissing || line.descriptionMissing))
                ++n
        }
        return n
    }
    readonly property bool someName: {
        for (let i = 0; i < names.count; ++i) {
            const line = names.itemAt(i)
            if (line && !line.nameMissing)
                return true
        }
        return false
    }
    padding: 22
    closePolicy: Popup.CloseOnEscape

    function suggestId() {
        const base = ctx.editor.fileName ? ctx.editor.fileName.replace(/\.ya?ml$/, "") : ctx.editor.gameId
        return ctx.editor.shipped ? "my_" + base : base
    }
    onAboutToShow: {
        problem = ""
        idField.text = suggestId()
        for (let i = 0; i < names.count; ++i)
            names.itemAt(i).load()
        idField.forceActiveFocus()
        idField.selectAll()
    }
    function accept() {
        const id = idField.text.trim()
        if (!/^[a-z0-9_]+$/.test(id)) {
            //: Save-as dialog: the variant id typed is not one word of small letters, digits and _
            problem = qsTr("The id is one word of small letters, digits and _ (for example my_variant).")
            return
        }
        for (let i = 0; i < names.count; ++i)
            names.itemAt(i).store()
        if (ctx.editor.saveAs(id)) {
            close()
            saved()
        } else {
            problem = ctx.editor.lastError
        }
    }

    // A language's name or description in the dialog; `missing` marks it.
    component LanguageField: TextField {
        id: languageField
        property string code
        property bool missing: false
        font.family: code === "ja" ? "Noto Sans CJK JP" : "Noto Sans"
        font.pixelSize: 14
        selectByMouse: true
        //: Rules editor: placeholder of an empty language in a five-language grid
        placeholderText: qsTr("missing")
        placeholderTextColor: Theme.vermilion
        background: Rectangle {
            implicitHeight: 32
            radius: 4
            color: Theme.paperLight
            border.color: languageField.activeFocus ? Theme.indigo : languageField.missing ? Theme.vermilion : Theme.line
            border.width: languageField.activeFocus || languageField.missing ? 2 : 1
        }
        HoverHandler { id: fieldHover }
        ToolTip.visible: fieldHover.hovered && missing && text !== ""
        //: Rules editor: tooltip of a language of a new variant's name or description
        //: that still holds the text the editor gave it ("Tokaido Duo (variant)")
        ToolTip.text: qsTr("Not written yet: the editor's stand-in until you change it")
        onAccepted: dialog.accept()
    }

    background: Rectangle {
        radius: 12
        color: Theme.paperLight
        border.color: Theme.gold
        border.width: 2
    }

    ColumnLayout {
        width: parent.width
        spacing: 10
        Text {
            Layout.fillWidth: true
            //: Title of the rules editor's Save as dialog
            text: qsTr("Save as a variant")
            font.family: Theme.titleFont
            font.pixelSize: 22
            font.bold: true
            color: Theme.ink
            wrapMode: Text.Wrap
        }
        Text {
            Layout.fillWidth: true
            //: Save-as dialog: what the dialog does
            text: qsTr("The variant goes into your own variants: the launcher lists it at once. The game's own files are never changed.")
            font.pixelSize: 13
            color: Theme.inkSoft
            wrapMode: Text.Wrap
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 10
            Text {
                Layout.preferredWidth: 110
                //: Save-as dialog: label of the variant id (its file name)
                text: qsTr("Id")
                font.pixelSize: 14
                color: Theme.inkSoft
                elide: Text.ElideRight
            }
            TextField {
                id: idField
                objectName: "saveAsId"
                Layout.fillWidth: true
                font.family: "Noto Sans Mono"
                font.pixelSize: 14
                selectByMouse: true
                onAccepted: dialog.accept()
            }
        }
        // One line per language: the name and the description side by side.
        RowLayout {
            Layout.fillWidth: true
            spacing: 10
            Item { Layout.preferredWidth: 110 }
            Text {
                Layout.preferredWidth: 2
                Layout.fillWidth: true
                //: Save-as dialog: heading above the variant's name in each language
                text: qsTr("Name")
                font.pixelSize: 14
                font.bold: true
                color: Theme.ink
                elide: Text.ElideRight
            }
            Text {
                Layout.preferredWidth: 3
                Layout.fillWidth: true
                //: Save-as dialog: heading above the variant's description in each language
                text: qsTr("Description")
                font.pixelSize: 14
                font.bold: true
                color: Theme.ink
                elide: Text.ElideRight
            }
        }
        Repeater {
            id: names
            model: Localization.languages
            RowLayout {
                id: nameLine
                required property var modelData
                readonly property string code: modelData.code
                readonly property bool nameMissing: dialog.ctx.editor.isUnwritten("variant.name." + code, nameField.text)
                readonly property bool descriptionMissing: dialog.ctx.editor.isUnwritten("variant.description." + code, descriptionField.text)
                Layout.fillWidth: true
                spacing: 10
                function load() {
                    nameField.text = dialog.ctx.editor.value("variant.name." + code) || ""
                    descriptionField.text = dialog.ctx.editor.value("variant.description." + code) || ""
                }
                function store() {
                    for (const [key, text] of [["name", nameField.text], ["description", descriptionField.text]]) {
                        const path = "variant." + key + "." + code
                        if (text !== (dialog.ctx.editor.value(path) || ""))
                            dialog.ctx.editor.setInput(path, text)
                    }
                }
                Text {
                    objectName: "saveAsLanguage_" + nameLine.code
                    Layout.preferredWidth: 110
                    text: nameLine.modelData.name
                    font.pixelSize: 14
                    font.bold: nameLine.nameMissing || nameLine.descriptionMissing
                    color: nameLine.nameMissing || nameLine.descriptionMissing ? Theme.vermilion : Theme.inkSoft
                    elide: Text.ElideRight
                }
                LanguageField {
                    id: nameField
                    objectName: "saveAsName_" + nameLine.code
                    code: nameLine.code
                    Layout.preferredWidth: 2
                    Layout.fillWidth: true
                    missing: nameLine.nameMissing
                    Accessible.name: qsTr("Name") + " (" + nameLine.modelData.name + ")"
                }
                LanguageField {
                    id: descriptionField
                    objectName: "saveAsDescription_" + nameLine.code
                    code: nameLine.code
                    Layout.preferredWidth: 3
                    Layout.fillWidth: true
                    missing: nameLine.descriptionMissing
                    Accessible.name: qsTr("Description") + " (" + nameLine.modelData.name + ")"
                }
            }
        }
        Text {
            objectName: "saveAsMissing"
            Layout.fillWidth: true
            visible: dialog.missing > 0
            text: dialog.someName
                  //: Save-as dialog: how many languages still lack the variant's own name or
                  //: description (empty, or the editor's "Tokaido Duo (variant)"); saving is
                  //: allowed, and those languages show a name written in another
                  ? qsTr("%n language(s) missing: players in them see the name you wrote in another language.", "", dialog.missing)
                  //: Save-as dialog: as above, when no language has a name of the designer's
                  //: yet: the launcher shows the stand-in name followed by the variant's id
                  : qsTr("%n language(s) missing: until you name the variant, the launcher shows the stand-in name and its id.", "", dialog.missing)
            font.pixelSize: 13
            font.bold: true
            color: Theme.vermilion
            wrapMode: Text.Wrap
        }
        Text {
            Layout.fillWidth: true
            visible: dialog.problem !== ""
            text: dialog.problem
            font.pixelSize: 14
            font.bold: true
            color: Theme.vermilion
            wrapMode: Text.Wrap
        }
        Flow {
            Layout.fillWidth: true
            spacing: 10
            InkButton {
                objectName: "saveAsConfirm"
                primary: true
                //: Save-as dialog button
                text: qsTr("Save")
                onClicked: dialog.accept()
            }
            InkButton {
                //: Dialog button: close the dialog without doing anything
                text: qsTr("Cancel")
                onClicked: dialog.close()
            }
        }
    }
}
