// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// Save as a variant: its id (the file's name: one word) and its name in each language,
// written into the variant's header before it is saved into the user's variants.
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
    width: Math.min(600, (parent ? parent.width : 600) - 60)
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
        Text {
            //: Save-as dialog: heading above the variant's name in each language
            text: qsTr("Name")
            font.pixelSize: 14
            font.bold: true
            color: Theme.ink
        }
        Repeater {
            id: names
            model: Localization.languages
            RowLayout {
                id: nameLine
                required property var modelData
                readonly property string path: "variant.name." + modelData.code
                Layout.fillWidth: true
                spacing: 10
                function load() { nameField.text = dialog.ctx.editor.value(path) || "" }
                function store() {
                    if (nameField.text !== (dialog.ctx.editor.value(path) || ""))
                        dialog.ctx.editor.setValue(path, nameField.text)
                }
                Text {
                    Layout.preferredWidth: 110
                    text: nameLine.modelData.name
                    font.pixelSize: 14
                    color: nameField.text === "" ? Theme.vermilion : Theme.inkSoft
                    elide: Text.ElideRight
                }
                TextField {
                    id: nameField
                    objectName: "saveAsName_" + nameLine.modelData.code
                    Layout.fillWidth: true
                    font.family: nameLine.modelData.code === "ja" ? "Noto Sans CJK JP" : "Noto Sans"
                    font.pixelSize: 14
                    selectByMouse: true
                    //: Rules editor: placeholder of an empty language in a five-language grid
                    placeholderText: qsTr("missing")
                    onAccepted: dialog.accept()
                }
            }
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
