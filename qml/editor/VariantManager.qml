// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// "My variants" of a game (VariantLibrary, the user's data folder): rename, duplicate, delete,
// export one as a file to share, import one; edit one in the rules editor.
Popup {
    id: manager
    property string gameId: ""
    property string gameName: ""
    property string problem: ""
    // What the last export or import did, when the list does not show it.
    property string notice: ""
    property var variants: []
    signal editRequested(string gameId, string variantId)

    function reload() { variants = gameId !== "" ? VariantLibrary.variants(gameId) : [] }
    onAboutToShow: {
        problem = ""
        notice = ""
        reload()
    }
    Connections {
        target: VariantLibrary
        function onChanged() { manager.reload() }
    }
    function check(ok) {
        problem = ok === false ? VariantLibrary.lastError || "" : ""
        reload()
    }

    // Sized by the window, not by the item that declares it: the launcher keeps this dialog
    // in a Loader, which has no size of its own (min(720, 0 - 60) collapsed it to nothing).
    parent: Overlay.overlay
    modal: true
    focus: true
    anchors.centerIn: parent
    width: Math.min(720, (parent ? parent.width : 720) - 60)
    height: Math.min(560, (parent ? parent.height : 560) - 60)
    padding: 20
    closePolicy: Popup.CloseOnEscape
    background: Rectangle {
        radius: 12
        color: Theme.paperLight
        border.color: Theme.gold
        border.width: 2
    }

    // The system's file dialog when QtQuick.Dialogs is there, else a path typed in. One for
    // each action (see VariantFileDialog.qml); both open where the last file chosen was.
    property string fileAction: ""
    property string exportId: ""
    property url lastFile
    Loader {
        id: exportDialog
        source: "VariantFileDialog.qml"
        onLoaded: item.action = "export"
    }
    Loader {
        id: importDialog
        source: "VariantFileDialog.qml"
    }
    // For tests: popups and file dialogs are not among the page's visual children.
    readonly property alias deleteDialog: deleteConfirm
    readonly property alias exportChooser: exportDialog.item
    readonly property alias importChooser: importDialog.item
    Connections {
        target: exportDialog.item
        function onAccepted() { manager.fileChosen(exportDialog.item.chosenFile()) }
    }
    Connections {
        target: importDialog.item
        function onAccepted() { manager.fileChosen(importDialog.item.chosenFile()) }
    }
    function chooseFile(action, id) {
        fileAction = action
        exportId = id || ""
        const dialog = action === "export" ? exportDialog.item : importDialog.item
        if (dialog) {
            dialog.variantId = exportId
            dialog.openIn(String(lastFile).replace(/\/[^\/]*$/, ""), lastFile)
        } else {
            pathRow.visible = true
            pathField.forceActiveFocus()
        }
    }
    function fileChosen(url) {
        pathRow.visible = false
        notice = ""
        lastFile = url
        if (fileAction === "export") {
            const ok = VariantLibrary.exportVariant(gameId, exportId, url)
            check(ok)
            if (ok)
                //: My variants dialog: a variant was exported; %1 is the file written
                notice = qsTr("Exported to %1").arg(VariantLibrary.pathOf(url))
            return
        }
        const game = VariantLibrary.importFile(url)
        check(game !== "")
        if (game !== "" && game !== gameId) {
            const row = Catalog.indexOf(game)
            //: My variants dialog: the imported file is a variant of another game than the one shown; %1 is that game's name
            notice = qsTr("This file is a variant of %1: it is now among that game's variants.")
                     .arg(row >= 0 ? Catalog.get(row).name : game)
        }
    }
    EditorDialog {
        id: deleteConfirm
        objectName: "deleteVariantConfirm"
        property string variantId
        property string variantName
        //: Title of the dialog before deleting one of the user's variants
        title: qsTr("Delete this variant?")
        //: Dialog before deleting one of the user's variants; %1 is its name
        message: qsTr("“%1” will be deleted from your variants. This cannot be undone.").arg(variantName)
        //: Dialog button: delete the variant
        acceptText: qsTr("Delete")
        //: Dialog button: close the dialog without doing anything
        cancelText: qsTr("Cancel")
        onAccepted: manager.check(VariantLibrary.remove(manager.gameId, variantId))
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10
        Text {
            Layout.fillWidth: true
            //: Title of the dialog listing the user's own variants of a game; %1 is the game's name
            text: qsTr("My variants of %1").arg(manager.gameName)
            font.family: Theme.titleFont
            font.pixelSize: 22
            font.bold: true
            color: Theme.ink
            wrapMode: Text.Wrap
        }
        Text {
            Layout.fillWidth: true
            visible: manager.variants.length === 0
            //: My variants dialog when the user has none for this game
            text: qsTr("You have no variants of this game yet. Open “Edit rules…”, change something and save it as a variant, or import a file.")
            font.pixelSize: 14
            color: Theme.inkSoft
            wrapMode: Text.Wrap
        }
        ListView {
            id: list
            objectName: "myVariantsList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 6
            model: manager.variants
            ScrollBar.vertical: ScrollBar {}
            delegate: Rectangle {
                id: entry
                required property var modelData
                required property int index
                objectName: "myVariant_" + modelData.id
                width: list.width - 12
                height: entryCol.implicitHeight + 14
                radius: 6
                color: Qt.rgba(1, 1, 1, 0.5)
                border.color: modelData.valid === false ? Theme.vermilion : Theme.line
                property bool renaming: false
                ColumnLayout {
                    id: entryCol
                    x: 10
                    y: 7
                    width: parent.width - 20
                    spacing: 4
                    RowLayout {
                        Layout.fillWidth: true
                        visible: !entry.renaming
                        Text {
                            Layout.fillWidth: true
                            text: entry.modelData.name || entry.modelData.id
                            font.pixelSize: 16
                            font.bold: true
                            color: Theme.ink
                            elide: Text.ElideRight
                        }
                        Text {
                            visible: entry.modelData.valid === false
                            //: My variants dialog: a variant saved with errors (it cannot be played)
                            text: qsTr("draft with errors")
                            font.pixelSize: 12
                            color: Theme.vermilion
                        }
                        Text {
                            text: entry.modelData.id
                            font.family: "Noto Sans Mono"
                            font.pixelSize: 12
                            color: Theme.inkFaint
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        visible: entry.renaming
                        TextField {
                            id: renameField
                            objectName: "renameField"
                            Layout.fillWidth: true
                            font.family: "Noto Sans Mono"
                            font.pixelSize: 14
                            selectByMouse: true
                            onAccepted: renameOk.clicked()
                        }
                        InkButton {
                            id: renameOk
                            objectName: "renameConfirm"
                            //: My variants dialog: confirms the variant's new id
                            text: qsTr("Rename")
                            onClicked: {
                                entry.renaming = false
                                manager.check(VariantLibrary.rename(manager.gameId, entry.modelData.id, renameField.text))
                            }
                        }
                    }
                    Text {
                        Layout.fillWidth: true
                        visible: text !== ""
                        text: entry.modelData.description || ""
                        font.pixelSize: 13
                        color: Theme.inkSoft
                        wrapMode: Text.Wrap
                        maximumLineCount: 2
                        elide: Text.ElideRight
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: 6
                        InkButton {
                            objectName: "editVariant"
                            font.pixelSize: 13
                            //: My variants dialog: opens the variant in the rules editor
                            text: qsTr("Edit")
                            onClicked: {
                                manager.close()
                                manager.editRequested(manager.gameId, entry.modelData.id)
                            }
                        }
                        InkButton {
                            objectName: "renameVariant"
                            font.pixelSize: 13
                            //: My variants dialog: gives the variant another id (its file name)
                            text: qsTr("Rename…")
                            onClicked: {
                                renameField.text = entry.modelData.id
                                entry.renaming = true
                                renameField.forceActiveFocus()
                            }
                        }
                        InkButton {
                            objectName: "duplicateVariant"
                            font.pixelSize: 13
                            //: My variants dialog: makes a copy of the variant
                            text: qsTr("Duplicate")
                            onClicked: manager.check(VariantLibrary.duplicate(manager.gameId, entry.modelData.id) !== "")
                        }
                        InkButton {
                            objectName: "exportVariant"
                            font.pixelSize: 13
                            //: My variants dialog: saves the variant as a file to share
                            text: qsTr("Export…")
                            onClicked: manager.chooseFile("export", entry.modelData.id)
                        }
                        InkButton {
                            objectName: "deleteVariant"
                            font.pixelSize: 13
                            //: My variants dialog: deletes the variant (asks first)
                            text: qsTr("Delete…")
                            onClicked: {
                                deleteConfirm.variantId = entry.modelData.id
                                deleteConfirm.variantName = entry.modelData.name || entry.modelData.id
                                deleteConfirm.open()
                            }
                        }
                    }
                }
            }
        }
        RowLayout {
            id: pathRow
            Layout.fillWidth: true
            visible: false
            TextField {
                id: pathField
                objectName: "variantPathField"
                Layout.fillWidth: true
                font.family: "Noto Sans Mono"
                font.pixelSize: 14
                selectByMouse: true
                //: My variants dialog: placeholder of the field for a file's path (where there is no file dialog)
                placeholderText: qsTr("Path of the variant file (.yaml)")
                onAccepted: manager.fileChosen(Qt.resolvedUrl("file://" + text))
            }
            InkButton {
                //: My variants dialog: confirms the file path typed
                text: qsTr("OK")
                onClicked: manager.fileChosen(Qt.resolvedUrl("file://" + pathField.text))
            }
        }
        Text {
            objectName: "myVariantsNotice"
            Layout.fillWidth: true
            visible: manager.notice !== ""
            text: manager.notice
            font.pixelSize: 14
            color: Theme.ink
            wrapMode: Text.Wrap
        }
        Text {
            Layout.fillWidth: true
            visible: manager.problem !== ""
            text: manager.problem
            font.pixelSize: 14
            font.bold: true
            color: Theme.vermilion
            wrapMode: Text.Wrap
        }
        RowLayout {
            Layout.fillWidth: true
            InkButton {
                objectName: "importVariant"
                //: My variants dialog: reads a variant file shared by someone
                text: qsTr("Import a file…")
                onClicked: manager.chooseFile("import")
            }
            Item { Layout.fillWidth: true }
            InkButton {
                objectName: "myVariantsClose"
                primary: true
                //: Dialog button: closes the dialog
                text: qsTr("Close")
                onClicked: manager.close()
            }
        }
    }
}
