// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The rules editor: a game or variant as forms generated from its schema (left), its board as
// the game draws it and the variant's YAML text (right), the check's errors (bottom). The
// document, its checks, undo and saving are the bridge's RulesEditor; this page draws it and
// forwards what the designer does. Pushed by Main with the game (and variant) to open.
Page {
    id: page
    property string gameId: ""
    // A variant id or file, or "" for the game itself.
    property string variantId: ""
    // Why the last Play this variant did not start a game (set by Main), or "".
    property string playProblem: ""
    signal closed()
    signal playRequested(string gameId, string variantFile, var seats)
    // The variant lab on the edited rules (their play file) against the base game.
    signal compareRequested(string gameId, string variantFile)

    readonly property alias editor: rulesEditor
    // The schema as the forms draw it (RulesEditor.schemaTree: nodes, kids, sections).
    readonly property var idx: rulesEditor.schemaTree
    // The value chosen in the forms, on the board, in the text or from an error ("" none).
    property string selectedPath: ""
    property string problem: ""
    // For tests: popups are not among the page's visual children.
    readonly property alias saveAsDialog: saveAs
    readonly property alias closeDialog: closeConfirm
    readonly property alias recoveryDialog: recovery
    readonly property alias discardRecoveryDialog: discardRecovery
    readonly property alias forms: forms
    readonly property alias yaml: yaml

    RulesEditor {
        id: rulesEditor
        onRevisionChanged: page.problem = ""
    }

    function open() {
        const ok = variantId !== "" ? rulesEditor.openVariant(gameId, variantId) : rulesEditor.openGame(gameId)
        if (ok === false)
            problem = rulesEditor.lastError
        offerRecovery()
    }
    // The autosave the recovery prompt names (one of rulesEditor.recoveries), or null. Several
    // are offered one after the other as each is discarded; "Not now" keeps them all.
    property var offered: null
    function offerRecovery() {
        const list = rulesEditor.recoveries
        offered = list.length > 0 ? list[0] : null
        if (offered)
            recovery.open()
    }
    Component.onCompleted: open()

    // Chooses a value everywhere at once: its section and field in the forms, its text.
    function select(path, origin) {
        selectedPath = path
        const section = rulesEditor.sectionOf(path)
        if (origin !== "form" && forms.sections.indexOf(section) >= 0)
            forms.section = section
        if (origin !== "text") {
            // The value itself, else the nearest value around it that the variant writes.
            const written = rulesEditor.writtenPathAround(path)
            if (written !== "")
                yaml.showPath(written)
        }
    }
    function reveal(item) { forms.reveal(item) }
    // games/<Id>/<Id>BoardEditor.qml for a game id, as tables are found.
    function boardEditorFile(gameId) {
        const id = Theme.gameFolder(gameId)
        return "../games/" + id + "/" + id + "BoardEditor.qml"
    }
    function showProblem(message) { problem = message }

    function seatsForPlay() {
        const min = Number(rulesEditor.value("game.players.min")) || 1
        const max = Number(rulesEditor.value("game.players.max")) || min
        const count = Math.max(min, Math.min(max, 4))
        const seats = [{ kind: "human", level: "normal", name: "" }]
        while (seats.length < count)
            seats.push({ kind: "computer", level: "normal", name: "" })
        return seats
    }
    function play() {
        playProblem = ""
        yaml.flush()
        const file = rulesEditor.playFile()
        if (!file) {
            playProblem = rulesEditor.lastError
            return
        }
        page.playRequested(rulesEditor.gameId, file, seatsForPlay())
    }
    function compare() {
        playProblem = ""
        yaml.flush()
        const file = rulesEditor.playFile()
        if (!file) {
            playProblem = rulesEditor.lastError
            return
        }
        page.compareRequested(rulesEditor.gameId, file)
    }
    function save() {
        yaml.flush()
        if (rulesEditor.shipped || rulesEditor.filePath === "") {
            saveAs.open()
            return false
        }
        if (!rulesEditor.save()) {
            problem = rulesEditor.lastError
            return false
        }
        return true
    }
    property bool closeAfterSave: false
    function requestClose() {
        if (rulesEditor.dirty) {
            closeConfirm.open()
            return
        }
        finish()
    }
    function finish() {
        rulesEditor.close()
        page.closed()
    }
    function undo() {
        yaml.flush()
        rulesEditor.undo()
    }
    function redo() {
        yaml.flush()
        rulesEditor.redo()
    }

    Shortcut {
        sequences: [StandardKey.Undo]
        onActivated: page.undo()
    }
    Shortcut {
        sequences: [StandardKey.Redo]
        onActivated: page.redo()
    }
    Shortcut {
        sequences: [StandardKey.Save]
        onActivated: page.save()
    }

    background: PaperBackground {}

    component PaperTab: TabButton {
        id: tab
        font.pixelSize: 14
        contentItem: Text {
            text: tab.text
            font: tab.font
            color: Theme.ink
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            elide: Text.ElideRight
        }
        background: Rectangle {
            implicitHeight: 36
            color: tab.checked ? Theme.paperLight : Theme.paperDeep
            border.color: Theme.line
        }
    }

    component ToolIcon: InkButton {
        property string tip
        leftPadding: 10
        rightPadding: 10
        font.pixelSize: 18
        implicitWidth: 46
        ToolTip.visible: hovered && tip !== ""
        ToolTip.text: tip
        ToolTip.delay: 300
        Accessible.name: tip
    }

    header: Rectangle {
        height: 58
        color: Qt.rgba(1, 1, 1, 0.35)
        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: 1
            color: Theme.line
        }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 12
            anchors.rightMargin: 12
            spacing: 8
            InkButton {
                objectName: "editorCloseButton"
                //: Rules editor: leaves the editor (asks first when there is unsaved work)
                text: qsTr("‹ Close")
                onClicked: page.requestClose()
            }
            ColumnLayout {
                Layout.fillWidth: true
                Layout.minimumWidth: 80
                spacing: 0
                Text {
                    objectName: "editorTitle"
                    Layout.fillWidth: true
                    //: Rules editor title; %1 is the game's name
                    text: qsTr("Rules of %1").arg(rulesEditor.gameName) + (rulesEditor.dirty ? " •" : "")
                    font.family: Theme.titleFont
                    font.pixelSize: 19
                    font.bold: true
                    color: Theme.ink
                    elide: Text.ElideRight
                }
                Text {
                    objectName: "editorSubtitle"
                    Layout.fillWidth: true
                    text: {
                        const name = rulesEditor.variantName !== "" ? rulesEditor.variantName
                                     //: Rules editor subtitle when the document is a new variant without a name yet
                                     : qsTr("New variant")
                        return rulesEditor.shipped
                               //: Rules editor subtitle; %1 is the variant's name: the variant ships with Kotatsu, so it is saved under another id
                               ? qsTr("%1 (shipped with Kotatsu: save it as your own variant)").arg(name)
                               : rulesEditor.fileName !== ""
                                 //: Rules editor subtitle; %1 the variant's name, %2 its file name (the dash as your language writes it: hu " – ")
                                 ? qsTr("%1 — %2").arg(name).arg(rulesEditor.fileName)
                                 : name
                    }
                    font.pixelSize: 12
                    color: Theme.inkSoft
                    elide: Text.ElideRight
                }
            }
            ToolIcon {
                objectName: "undoButton"
                text: "↶"
                enabled: rulesEditor.canUndo
                //: Rules editor tooltip of the undo button; %1 is what would be undone
                tip: rulesEditor.canUndo ? qsTr("Undo: %1").arg(rulesEditor.undoText) : qsTr("Nothing to undo")
                onClicked: page.undo()
            }
            ToolIcon {
                objectName: "redoButton"
                text: "↷"
                enabled: rulesEditor.canRedo
                //: Rules editor tooltip of the redo button; %1 is what would be done again
                tip: rulesEditor.canRedo ? qsTr("Redo: %1").arg(rulesEditor.redoText) : qsTr("Nothing to redo")
                onClicked: page.redo()
            }
            InkButton {
                objectName: "saveButton"
                //: Rules editor: saves the variant (a shipped one asks for a new id first)
                text: qsTr("Save")
                onClicked: page.save()
            }
            InkButton {
                objectName: "saveAsButton"
                //: Rules editor: saves the variant under a new id and name
                text: qsTr("Save as…")
                onClicked: saveAs.open()
            }
            Item {
                Layout.preferredWidth: playButton.implicitWidth
                Layout.preferredHeight: playButton.implicitHeight
                InkButton {
                    id: playButton
                    objectName: "playVariantButton"
                    anchors.fill: parent
                    primary: true
                    enabled: rulesEditor.playable && !rulesEditor.validating
                    //: Rules editor: starts a game with the rules being edited
                    text: qsTr("Play this variant")
                    Accessible.description: page.playBlocker
                    onClicked: page.play()
                }
                HoverHandler { id: playHover }
                ToolTip.visible: playHover.hovered && page.playBlocker !== ""
                ToolTip.text: page.playBlocker
            }
        }
    }
    // Why Play this variant is disabled, or "".
    readonly property string playBlocker: rulesEditor.validating
                                          //: Rules editor: tooltip of the disabled Play button while the check runs
                                          ? qsTr("Wait for the check to finish.")
                                          : !rulesEditor.playable
                                            ? (rulesEditor.errors.length > 0
                                               //: Rules editor: tooltip of the disabled Play button; %n is the number of errors
                                               ? qsTr("Fix the %n error(s) first: a variant with errors cannot be played.", "", rulesEditor.errors.length)
                                               //: Rules editor: tooltip of the disabled Play button when the text does not read
                                               : qsTr("The text does not read as a variant yet."))
                                            : ""

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // What went wrong last (a refused edit, a failed save or start).
        Rectangle {
            objectName: "editorProblem"
            Layout.fillWidth: true
            visible: page.problem !== "" || page.playProblem !== ""
            Layout.preferredHeight: problemText.implicitHeight + 10
            color: "#f6d9d0"
            Text {
                id: problemText
                objectName: "editorProblemText"
                x: 12
                y: 5
                width: parent.width - 24
                text: page.playProblem !== "" ? page.playProblem : page.problem
                font.pixelSize: 14
                font.bold: true
                color: Theme.vermilion
                wrapMode: Text.Wrap
            }
        }

        SplitView {
            id: split
            objectName: "editorSplit"
            Layout.fillWidth: true
            Layout.fillHeight: true
            orientation: Qt.Horizontal

            SchemaForms {
                id: forms
                objectName: "schemaForms"
                ctx: page
                SplitView.preferredWidth: page.width * 0.5
                SplitView.minimumWidth: 360
            }

            SplitView {
                objectName: "rightSplit"
                orientation: Qt.Vertical
                SplitView.fillWidth: true
                SplitView.minimumWidth: 300

                // The game's own board editor (games/<Id>/<Id>BoardEditor.qml: the board as
                // the table draws it, with handles), else the board graph drawn generically.
                Loader {
                    id: boardEditor
                    objectName: "boardEditor"
                    SplitView.preferredHeight: split.height * 0.45
                    SplitView.minimumHeight: 120
                    property string loadedGame: ""
                    function load() {
                        if (rulesEditor.gameId === "" || rulesEditor.gameId === loadedGame)
                            return
                        loadedGame = rulesEditor.gameId
                        // Asked first, so that a game without one (the fifth game in tests/)
                        // gets the generic view without a "No such file" warning.
                        const file = Qt.resolvedUrl(page.boardEditorFile(rulesEditor.gameId))
                        if (rulesEditor.viewExists(file))
                            setSource(file, { editor: rulesEditor })
                        else
                            sourceComponent = genericPreview
                    }
                    onStatusChanged: {
                        if (status === Loader.Error)
                            sourceComponent = genericPreview
                    }
                    Connections {
                        target: rulesEditor
                        function onDocumentChanged() { boardEditor.load() }
                    }
                    Component.onCompleted: load()
                    Connections {
                        target: boardEditor.item
                        ignoreUnknownSignals: true
                        function onPathSelected(path) { page.select(path, "board") }
                        function onProblemFound(message) { page.showProblem(message) }
                    }
                }
                Component {
                    id: genericPreview
                    BoardPreview {
                        ctx: page
                    }
                }
                ColumnLayout {
                    SplitView.fillHeight: true
                    SplitView.minimumHeight: 140
                    spacing: 0
                    TabBar {
                        id: tabs
                        Layout.fillWidth: true
                        background: Rectangle { color: "transparent" }
                        PaperTab {
                            objectName: "textTab"
                            //: Rules editor: tab with the variant's YAML text
                            text: qsTr("Text")
                        }
                        PaperTab {
                            objectName: "changesTab"
                            //: Rules editor: tab listing what the variant changes; %n is how many changes
                            text: qsTr("Changes (%n)", "", (rulesEditor.changes || []).length)
                        }
                    }
                    StackLayout {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        currentIndex: tabs.currentIndex
                        YamlPane {
                            id: yaml
                            ctx: page
                        }
                        ChangesPanel {
                            ctx: page
                        }
                    }
                }
            }
        }

        ErrorList {
            objectName: "errorPane"
            Layout.fillWidth: true
            // One status line when all is well; room for the list when there are errors.
            Layout.preferredHeight: (rulesEditor.errors || []).length === 0 ? 44
                                    : Math.max(92, Math.min(200, page.height * 0.17))
            ctx: page
            onCompareRequested: page.compare()
            onChosen: function(error) {
                if (error.offset >= 0)
                    yaml.selectAt(error.offset, false)
                if (error.key)
                    page.select(error.key, "text")
            }
        }
    }

    SaveAsDialog {
        id: saveAs
        objectName: "saveAsDialog"
        ctx: page
        onSaved: if (page.closeAfterSave) page.finish()
        onClosed: page.closeAfterSave = false
    }

    EditorDialog {
        id: closeConfirm
        objectName: "closeConfirm"
        //: Title of the dialog before closing the rules editor with unsaved changes
        title: qsTr("Unsaved changes")
        //: Dialog before closing the rules editor with unsaved changes
        message: qsTr("The variant has changes that are not saved. Save them before closing?")
        //: Dialog button: save the variant, then close the editor
        acceptText: qsTr("Save and close")
        //: Dialog button: close the editor and lose the unsaved changes
        otherText: qsTr("Discard")
        //: Dialog button: close the dialog without doing anything
        cancelText: qsTr("Cancel")
        onAccepted: {
            page.closeAfterSave = true
            if (page.save())
                page.finish()
        }
        onOther: page.finish()
    }

    // An autosave of this game's editor that was not closed (a crash, a quit): named by its
    // variant, game and time, recovered as one undo step, or deleted only once confirmed.
    EditorDialog {
        id: recovery
        objectName: "recoveryDialog"
        readonly property var entry: page.offered || ({})
        readonly property int others: Math.max(0, (rulesEditor.recoveries || []).length - 1)
        //: Title of the dialog offering the work the editor kept before it was stopped
        title: qsTr("Recover unsaved work?")
        message: {
            //: Rules editor, recovery prompt; %1 is the variant's name, %2 the game's, %3 when it was autosaved ("today at 14:32")
            let text = qsTr("Recover your changes to “%1” (%2), autosaved %3?").arg(entry.variantName || "").arg(entry.gameName || "").arg(entry.when || "")
            text += "\n\n" + (!entry.filePath
                               //: Rules editor, recovery prompt: the autosaved variant was never saved in a file
                               ? qsTr("It is a new variant, not saved in a file yet.")
                               : entry.shipped
                                 //: Rules editor, recovery prompt; %1 is a file name: the changes were made to a variant shipped with Kotatsu
                                 ? qsTr("The changes are to %1, which ships with Kotatsu: save them as your own variant.").arg(entry.fileName)
                                 //: Rules editor, recovery prompt; %1 is a file name: undo goes back to what the file holds
                                 : qsTr("%1 keeps the version saved before them; Undo goes back to it.").arg(entry.fileName))
            if (others > 0)
                //: Rules editor, recovery prompt: more autosaved documents of this game are waiting; %n how many
                text += "\n" + qsTr("%n more autosaved document(s) of this game will be offered after this one.", "", others)
            return text
        }
        //: Dialog button: take back the autosaved changes
        acceptText: qsTr("Recover")
        //: Dialog button: asks to confirm before the autosaved changes are deleted
        otherText: qsTr("Discard…")
        //: Dialog button: leaves the autosaved changes for later (offered again next time)
        cancelText: qsTr("Not now")
        onAccepted: {
            if (page.offered && !rulesEditor.recover(page.offered.id))
                page.problem = rulesEditor.lastError
        }
        onOther: discardRecovery.open()
    }

    EditorDialog {
        id: discardRecovery
        objectName: "discardRecoveryDialog"
        readonly property var entry: page.offered || ({})
        //: Title of the dialog confirming that autosaved changes are deleted
        title: qsTr("Delete these changes?")
        //: Rules editor, confirming a discard; %1 is the variant's name, %2 the game's, %3 when it was autosaved ("today at 14:32")
        message: qsTr("Your changes to “%1” (%2), autosaved %3, will be deleted and cannot be recovered. Files you saved stay as they are.").arg(entry.variantName || "").arg(entry.gameName || "").arg(entry.when || "")
        //: Dialog button: deletes the autosaved changes for good
        acceptText: qsTr("Delete the changes")
        //: Dialog button: back to the recovery prompt without deleting anything
        otherText: qsTr("Back")
        onAccepted: {
            if (page.offered)
                rulesEditor.discardRecovery(page.offered.id)
            page.offerRecovery()
        }
        onOther: recovery.open()
    }
}
