// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Kotatsu
import Kotatsu.Bridge

// The rules editor used as a designer uses it: opened from the launcher's Edit rules…, a deck
// value changed in its table and seen in the text, undone and redone, a town clicked on the
// board preview, the variant saved as the user's own and played at once.
TestCase {
    id: testCase
    name: "RulesEditorPages"
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

    function init() {
        Localization.language = "en"
        win = createTemporaryObject(mainWindow, testCase)
        verify(win)
        launcher = findChild(win.contentItem, "launcher")
        stack = findChild(win.contentItem, "stack")
        verify(launcher && stack)
        waitForRendering(win.contentItem)
    }
    function cleanup() {
        Localization.language = "en"
    }

    function clickCard(id) {
        const card = findChild(launcher, "gameCard_" + id)
        verify(card, "a card for " + id)
        findChild(launcher, "gameList").positionViewAtIndex(Catalog.indexOf(id), ListView.Contain)
        mouseClick(card, 30, 20)
        compare(launcher.selected.gameId, id)
    }
    // Edit rules… on the launcher: the editor page comes up on that game.
    function openEditor(id) {
        clickCard(id)
        mouseClick(findChild(launcher, "editRulesButton"))
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const page = stack.currentItem
        compare(page.objectName, "editorPage")
        tryVerify(() => page.editor.schema.length > 0, 5000, "the schema of " + id)
        compare(page.editor.gameId, id)
        if (page.recoveryDialog.opened)
            mouseClick(findChild(page.recoveryDialog.contentItem, "dialogOther"))
        return page
    }
    function chooseSection(page, section) {
        const chip = findChild(page, "section:" + section)
        verify(chip, "a section " + section)
        mouseClick(chip)
        compare(page.forms.section, section)
        waitForRendering(page)
    }
    // Types `text` into a text field as a person does: click, select all, type, Enter.
    function typeInto(field, text) {
        mouseClick(field)
        verify(field.activeFocus)
        keySequence(StandardKey.SelectAll)
        for (const c of text)
            keyClick(c)
        keyClick(Qt.Key_Return)
    }

    function test_deckValueUndoRedoSavePlay() {
        const page = openEditor("shikoku")
        const editor = page.editor
        verify(!editor.dirty)
        chooseSection(page, "deck")
        const sandals = editor.value("deck.sandals")
        const key = Object.keys(sandals)[0]
        const before = sandals[key]
        const after = before === 5 ? 6 : 5
        const path = "deck.sandals." + key
        const field = findChild(page, "field:" + path)
        verify(field, "a cell for " + path)
        const cell = findChild(field, "cell")
        verify(cell)
        page.forms.reveal(field)
        wait(80)
        typeInto(cell, String(after))
        tryCompare(editor, "dirty", true)
        compare(editor.value(path), after)
        compare(editor.changeAt(path), 1)
        // The text shows the override.
        const text = findChild(page, "yamlText")
        tryVerify(() => text.text.indexOf("sandals") >= 0 && text.text === editor.text)
        // The title says unsaved.
        verify(findChild(page, "editorTitle").text.endsWith("•"))

        mouseClick(findChild(page, "undoButton"))
        tryCompare(editor, "canRedo", true)
        compare(editor.value(path), before)
        tryVerify(() => text.text === editor.text && text.text.indexOf("sandals") < 0)
        mouseClick(findChild(page, "redoButton"))
        compare(editor.value(path), after)
        tryVerify(() => text.text === editor.text && text.text.indexOf("sandals") >= 0)

        // Save as the user's own variant.
        mouseClick(findChild(page, "saveAsButton"))
        tryCompare(page.saveAsDialog, "opened", true)
        const id = findChild(page.saveAsDialog.contentItem, "saveAsId")
        const variantId = "test_sandals_" + Date.now()
        typeInto(id, variantId)
        tryCompare(page.saveAsDialog, "visible", false)
        compare(editor.dirty, false)
        compare(editor.shipped, false)
        verify(editor.fileName.indexOf(variantId) >= 0, editor.fileName)

        // And play it: the table comes up with the variant's rules.
        const play = findChild(page, "playVariantButton")
        tryVerify(() => play.enabled, 10000, "the variant is playable")
        mouseClick(play)
        tryCompare(stack, "depth", 3)
        tryCompare(stack, "busy", false)
        compare(stack.currentItem.objectName, "gamePage")
        const session = stack.currentItem.session
        compare(session.gameId, "shikoku")
        compare(session.seats[0].kind, "human")
        compare(session.seats[1].kind, "ai")
        // Back from the table to the editor.
        mouseClick(findChild(win.contentItem, "gamesButton"))
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        compare(stack.currentItem.objectName, "editorPage")
    }

    // A town on Tokaido Duo's board: its row of board.towns gets chosen in the forms.
    function test_boardNodeChoosesItsRow() {
        const page = openEditor("tokaido_duo")
        const editor = page.editor
        tryVerify(() => editor.board && editor.board.graph, 5000, "a board graph")
        const towns = editor.value("board.towns")
        verify(towns.length > 2)
        const i = 2
        const town = towns[i].id
        const preview = findChild(page, "previewGraph")
        verify(preview && preview.visible)
        waitForRendering(preview)
        const node = findChild(preview, "node_" + town)
        verify(node, "a node for " + town)
        mouseClick(node)
        compare(page.selectedPath, "board.towns[" + i + "]")
        compare(page.forms.section, "board")
        waitForRendering(page)
        const table = findChild(page, "table:board.towns")
        verify(table)
        tryCompare(table, "currentRow", i)
        const row = findChild(table, "tableRow:board.towns[" + i + "]")
        verify(row && row.current)
        tryVerify(() => findChild(preview, "ring_" + town).visible)
    }

    // Closing with unsaved work asks first; Discard leaves without saving.
    function test_closeAsksWhenDirty() {
        const page = openEditor("hyano")
        const editor = page.editor
        chooseSection(page, "rules")
        const path = "rules.piles"
        const before = editor.value(path)
        verify(editor.setValue(path, before === 5 ? 6 : 5) !== false)
        tryCompare(editor, "dirty", true)
        mouseClick(findChild(page, "editorCloseButton"))
        tryCompare(page.closeDialog, "opened", true)
        mouseClick(findChild(page.closeDialog.contentItem, "dialogCancel"))
        tryCompare(page.closeDialog, "visible", false)
        compare(stack.depth, 2)
        mouseClick(findChild(page, "editorCloseButton"))
        tryCompare(page.closeDialog, "opened", true)
        mouseClick(findChild(page.closeDialog.contentItem, "dialogOther"))
        tryCompare(stack, "depth", 1)
    }
}
