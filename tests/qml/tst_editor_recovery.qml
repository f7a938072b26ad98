// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// Crash recovery in the rules editor, as a designer meets it: the garden edited, the window
// gone without closing the editor (a crash or a quit), then Shikoku's editor offers nothing,
// the launcher says the garden has unsaved work, and the garden's editor offers it by name,
// game and time; Discard asks first and Back keeps it; Recover gives the text back as one
// undo step.
TestCase {
    id: testCase
    name: "EditorRecovery"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component {
        id: mainWindow
        Main {
            width: 1280
            height: 800
            startup: ({ aiDelay: 600000 })
        }
    }

    property var win: null
    property var launcher: null
    property var stack: null

    function showWindow() {
        win = mainWindow.createObject(testCase)
        verify(win)
        launcher = findChild(win.contentItem, "launcher")
        stack = findChild(win.contentItem, "stack")
        verify(launcher && stack)
        win.update(); waitForRendering(win.contentItem)
    }
    // The window goes without the editor's close(): what a quit or a crash leaves.
    function dropWindow() {
        const gone = win
        win = null
        gone.destroy()
        wait(50)
    }
    function init() {
        Localization.language = "en"
        showWindow()
    }
    function cleanup() {
        if (win)
            dropWindow()
        Localization.language = "en"
    }

    function clickCard(id) {
        const card = findChild(launcher, "gameCard_" + id)
        verify(card, "a card for " + id)
        findChild(launcher, "gameList").positionViewAtIndex(Catalog.indexOf(id), ListView.Contain)
        mouseClick(card, 30, 20)
        compare(launcher.selected.gameId, id)
    }
    // Edit rules… on the launcher; the page as it comes up, its prompt not answered.
    function openEditor(id) {
        clickCard(id)
        mouseClick(findChild(launcher, "editRulesButton"))
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const page = stack.currentItem
        compare(page.objectName, "editorPage")
        tryVerify(() => page.editor.schema.length > 0, 5000, "the schema of " + id)
        compare(page.editor.gameId, id)
        return page
    }
    // Every autosave the page offers, deleted through its prompt (Discard…, then Delete).
    function discardAll(page) {
        for (let guard = 0; page.recoveryDialog.visible && guard < 50; ++guard) {
            tryCompare(page.recoveryDialog, "opened", true)
            mouseClick(findChild(page.recoveryDialog.contentItem, "dialogOther"))
            tryCompare(page.discardRecoveryDialog, "opened", true)
            mouseClick(findChild(page.discardRecoveryDialog.contentItem, "dialogAccept"))
            tryCompare(page.discardRecoveryDialog, "visible", false)
        }
        verify(!page.recoveryDialog.visible)
        compare(page.editor.recoveries.length, 0)
    }
    function closeEditor(page) {
        mouseClick(findChild(page, "editorCloseButton"))
        if (page.editor.dirty) {
            tryCompare(page.closeDialog, "opened", true)
            mouseClick(findChild(page.closeDialog.contentItem, "dialogOther"))
        }
        tryCompare(stack, "depth", 1)
        tryCompare(stack, "busy", false)
    }
    function chooseSection(page, section) {
        const chip = findChild(page, "section:" + section)
        verify(chip, "a section " + section)
        mouseClick(chip)
        compare(page.forms.section, section)
        page.Window.window.update(); waitForRendering(page)
    }
    function typeInto(field, text) {
        mouseClick(field)
        verify(field.activeFocus)
        keySequence(StandardKey.SelectAll)
        for (const c of text)
            keyClick(c)
        keyClick(Qt.Key_Return)
    }
    // The garden edited in its editor: the variant named "Moss", then the window dropped.
    function editTheGardenAndDrop() {
        // Work left by an earlier test that failed half-way, discarded through its editor's
        // prompt. Only a game with an autosave (what the launcher's note and the editor's
        // prompt list, EditorRecovery.forGame) has its editor opened for that: opening both
        // editors in every test was a third of this file's time.
        for (const id of ["garden", "shikoku"]) {
            if (EditorRecovery.forGame(id).length === 0)
                continue
            const page = openEditor(id)
            discardAll(page)
            closeEditor(page)
        }
        const page = openEditor("garden")
        verify(!page.recoveryDialog.visible)
        chooseSection(page, "variant")
        const name = findChild(page, "lang:variant.name.en")
        verify(name)
        typeInto(name, "Moss")
        tryCompare(page.editor, "dirty", true)
        compare(page.editor.variantName, "Moss")
        const text = page.editor.text
        dropWindow()
        return text
    }
    // The prompt's words, whatever order they come in.
    function promptText(page) {
        return page.recoveryDialog.title + "\n" + page.recoveryDialog.message
    }

    function test_recoveryNamesItsGameAndTime() {
        const text = editTheGardenAndDrop()
        showWindow()
        // Shikoku's editor offers nothing of the garden's.
        let page = openEditor("shikoku")
        wait(100)
        verify(!page.recoveryDialog.visible, "Shikoku's editor offers no garden work")
        compare(page.editor.recoveries.length, 0)
        closeEditor(page)
        // The launcher says the garden has unsaved work, and Shikoku has none.
        const note = findChild(launcher, "recoveryNote")
        verify(note)
        verify(!note.visible)
        clickCard("garden")
        tryVerify(() => note.visible)
        verify(note.text.indexOf("Moss") >= 0, note.text)
        // The garden's editor names the variant, the game and the time.
        page = openEditor("garden")
        tryCompare(page.recoveryDialog, "opened", true)
        const words = promptText(page)
        verify(words.indexOf("“Moss”") >= 0, words)
        verify(words.indexOf(page.editor.gameName) >= 0, words)
        verify(words.indexOf("Kokeshi & Samurai") >= 0, words)
        const entry = page.editor.recoveries[0]
        const time = entry.savedAt.toLocaleTimeString(Qt.locale("en"), Locale.ShortFormat)
        verify(words.indexOf("today at " + time) >= 0, words + " / " + time)
        verify(words.indexOf("new variant") >= 0, words)

        // Discard… asks, naming what would be lost; Back loses nothing.
        mouseClick(findChild(page.recoveryDialog.contentItem, "dialogOther"))
        tryCompare(page.discardRecoveryDialog, "opened", true)
        const ask = page.discardRecoveryDialog.message
        verify(ask.indexOf("“Moss”") >= 0 && ask.indexOf("Kokeshi & Samurai") >= 0 && ask.indexOf(time) >= 0, ask)
        mouseClick(findChild(page.discardRecoveryDialog.contentItem, "dialogOther")) // Back
        tryCompare(page.recoveryDialog, "opened", true)
        compare(page.editor.recoveries.length, 1)

        // Recover: the text as it was, one undo step above the new variant.
        mouseClick(findChild(page.recoveryDialog.contentItem, "dialogAccept"))
        tryCompare(page.recoveryDialog, "visible", false)
        compare(page.editor.text, text)
        compare(page.editor.variantName, "Moss")
        verify(page.editor.dirty)
        verify(findChild(page, "editorTitle").text.endsWith("•"))
        const yamlText = findChild(page, "yamlText")
        tryVerify(() => yamlText.text === text)
        mouseClick(findChild(page, "undoButton"))
        tryCompare(page.editor, "dirty", false)
        verify(!page.editor.canUndo)
        verify(page.editor.text.indexOf("Moss") < 0)
        mouseClick(findChild(page, "redoButton"))
        compare(page.editor.text, text)
        // Closed without saving (Discard in the close dialog): nothing left to recover.
        closeEditor(page)
        clickCard("garden")
        tryVerify(() => !note.visible)
    }

    // Discard… and Delete: the autosave is gone, and the next editor offers nothing.
    function test_discardAfterConfirming() {
        editTheGardenAndDrop()
        showWindow()
        let page = openEditor("garden")
        tryCompare(page.recoveryDialog, "opened", true)
        // "Not now" keeps it for later.
        mouseClick(findChild(page.recoveryDialog.contentItem, "dialogCancel"))
        tryCompare(page.recoveryDialog, "visible", false)
        closeEditor(page)
        page = openEditor("garden")
        tryCompare(page.recoveryDialog, "opened", true)
        mouseClick(findChild(page.recoveryDialog.contentItem, "dialogOther"))
        tryCompare(page.discardRecoveryDialog, "opened", true)
        compare(page.editor.recoveries.length, 1) // nothing deleted before the answer
        mouseClick(findChild(page.discardRecoveryDialog.contentItem, "dialogAccept"))
        tryCompare(page.discardRecoveryDialog, "visible", false)
        verify(!page.recoveryDialog.visible)
        compare(page.editor.recoveries.length, 0)
        verify(page.editor.text.indexOf("Moss") < 0)
        closeEditor(page)
        page = openEditor("garden")
        wait(100)
        verify(!page.recoveryDialog.visible)
        closeEditor(page)
    }

    // In Japanese: the game's Japanese name and the time as Japanese writes it.
    function test_promptInJapanese() {
        editTheGardenAndDrop()
        showWindow()
        Localization.language = "ja"
        const page = openEditor("garden")
        tryCompare(page.recoveryDialog, "opened", true)
        const words = promptText(page)
        // The game's name, in its own brackets after the variant's.
        verify(words.indexOf("（こけしと侍）") >= 0, words)
        // The variant's Japanese name (only its English one was changed).
        verify(words.indexOf("こけしと侍（バリアント）") >= 0, words)
        const time = page.editor.recoveries[0].savedAt.toLocaleTimeString(Qt.locale("ja"), Locale.ShortFormat)
        verify(words.indexOf(time) >= 0, words + " / " + time)
        verify(words.indexOf("today") < 0, words)
        discardAll(page)
        closeEditor(page)
    }
}
