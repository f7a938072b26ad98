// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The preview is the game you will play: on the rules editor's garden a tile slot is given
// another tile design by clicks on its handle; then "Play this variant", and the table draws
// the lines the preview drew, from the same design.
TestCase {
    id: testCase
    name: "GardenEditorPlay"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component {
        id: mainWindow
        Main {
            width: 1280
            height: 800
            // The computer never moves: the table stays at its deal.
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
        win.update(); waitForRendering(win.contentItem)
    }

    // Edit rules… on the launcher's card of the game.
    function openEditor(id) {
        const card = findChild(launcher, "gameCard_" + id)
        verify(card, "a card for " + id)
        findChild(launcher, "gameList").positionViewAtIndex(Catalog.indexOf(id), ListView.Contain)
        mouseClick(card, 30, 20)
        mouseClick(findChild(launcher, "editRulesButton"))
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const page = stack.currentItem
        compare(page.objectName, "editorPage")
        tryVerify(() => page.editor.schema.length > 0, 5000)
        // An earlier test's editor left unsaved work (its window went without closing it):
        // deleted through the prompt (Discard…, then Delete).
        for (let guard = 0; page.recoveryDialog.visible && guard < 50; ++guard) {
            tryCompare(page.recoveryDialog, "opened", true)
            mouseClick(findChild(page.recoveryDialog.contentItem, "dialogOther"))
            tryCompare(page.discardRecoveryDialog, "opened", true)
            mouseClick(findChild(page.discardRecoveryDialog.contentItem, "dialogAccept"))
            tryCompare(page.discardRecoveryDialog, "visible", false)
        }
        return page
    }
    function boardHandle(page, name) {
        tryVerify(() => findChild(page, name) !== null, 10000, "the board handle " + name)
        const handle = findChild(page, name)
        handle.Window.window.update(); waitForRendering(handle)
        return handle
    }
    // Picks entry `index` of a drop-down list by clicking it open and clicking the entry.
    function chooseEntry(box, index) {
        mouseClick(box)
        tryVerify(() => box.popup.opened)
        const list = box.popup.contentItem
        list.positionViewAtIndex(index, ListView.Contain)
        tryVerify(() => findChild(list, "comboEntry_" + index) !== null)
        const entry = findChild(list, "comboEntry_" + index)
        list.Window.window.update(); waitForRendering(list)
        mouseClick(entry)
        tryVerify(() => !box.popup.visible)
    }
    // Every coloured line a garden board draws, as "field|field=colour", sorted (each line's
    // symbol disc is a tile of the board's InkTiles "lineSymbols", with the line and its colour).
    function drawnLines(board) {
        const symbols = findChild(board, "lineSymbols")
        return symbols ? symbols.tiles.map(t => t.id + "=" + t.kind).sort() : []
    }

    function test_tileDesignIsPlayed() {
        const page = openEditor("garden")
        const editor = page.editor
        const slots = editor.value("board.slots")
        const k = slots.findIndex(s => s.at[0] === 0 && s.at[1] === 1)
        verify(k >= 0)
        const tiles = editor.value("board.tiles")
        const ids = Object.keys(tiles)
        const before = slots[k].tile
        // A design whose lines differ from the slot's.
        const other = ids.find(id => JSON.stringify(tiles[id]) !== JSON.stringify(tiles[before]))
        verify(other !== undefined)
        const preview = findChild(page, "tablePreview")
        tryVerify(() => preview.board !== null)
        const linesBefore = drawnLines(preview.board)
        verify(linesBefore.length > 10)

        mouseClick(boardHandle(page, "slotHandle_0_1"))
        const box = findChild(page, "tileBox")
        tryVerify(() => box.visible)
        chooseEntry(box, ids.indexOf(other))
        compare(editor.value("board.slots[" + k + "]").tile, other)
        tryVerify(() => !editor.validating && editor.playable, 5000, JSON.stringify(editor.errors))
        // The preview draws the new design's lines.
        tryVerify(() => preview.board !== null && JSON.stringify(drawnLines(preview.board)) !== JSON.stringify(linesBefore),
                  10000, "the preview shows the new design")
        const shown = drawnLines(preview.board)

        mouseClick(findChild(page, "playVariantButton"))
        tryCompare(stack, "depth", 3)
        tryCompare(stack, "busy", false)
        const game = stack.currentItem
        compare(game.objectName, "gamePage")
        tryVerify(() => game.table !== null && game.table.gardenBoard !== undefined)
        game.table.Window.window.update(); waitForRendering(game.table)
        tryVerify(() => drawnLines(game.table.gardenBoard).length === shown.length, 5000)
        compare(JSON.stringify(drawnLines(game.table.gardenBoard)), JSON.stringify(shown))
        // The rules agree: the slot holds the design chosen.
        const slot = game.session.definition.slots.find(s => s.at[0] === 0 && s.at[1] === 1)
        compare(slot.tile, other)
    }
}
