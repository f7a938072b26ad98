// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The preview is the game you will play: on the rules editor's island a ring space gets
// another type and a mountain town draws one ware more, by clicks on their handles; then
// "Play this variant", and the table's island draws the space and the town as the preview did.
TestCase {
    id: testCase
    name: "TokaidoDuoEditorPlay"
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
    // What an island draws of a ring space (its glyph) and of a mountain town (its number).
    // What the island paints on a ring space and a mountain town's draw number: its faces are
    // one picture (InkTiles "placeFaces"), each face a tile of its list.
    function faceTile(island, id) {
        const faces = findChild(island, "placeFaces")
        verify(faces, "the island's faces")
        return faces.tiles.find(t => t.id === id) || null
    }
    function glyphOf(island, space) {
        verify(findChild(island, "space_" + space), "space " + space)
        const tile = faceTile(island, "spaceFace_" + space)
        return tile ? tile.kind : ""
    }
    function drawNumberOf(island, town) {
        verify(findChild(island, "town_" + town), "town " + town)
        const tile = faceTile(island, "drawNumber_" + town)
        return tile && /^[0-9]+$/.test(String(tile.text)) ? Number(tile.text) : null
    }

    function test_spaceTypeAndTownDrawArePlayed() {
        const page = openEditor("tokaido_duo")
        const editor = page.editor
        const space = 2
        const types = editor.value("board.space_types")
        const before = editor.value("board.ring[" + space + "]").type
        const after = types.find(t => t.id !== before && !t.coastal_town && t.id !== "start").id
        const townIndex = editor.value("board.towns").findIndex(t => t.id === "M1")
        const draw = editor.value("board.towns[" + townIndex + "]").draw

        mouseClick(boardHandle(page, "spaceHandle_" + space))
        const box = findChild(page, "spaceTypeBox")
        tryVerify(() => box.visible)
        chooseEntry(box, types.findIndex(t => t.id === after))
        compare(editor.value("board.ring[" + space + "]").type, after)
        mouseClick(findChild(findChild(page, "spaceBubble").contentItem, "bubbleClose"))

        mouseClick(boardHandle(page, "townHandle_M1"))
        const drawBox = findChild(page, "townDrawBox")
        tryVerify(() => drawBox.visible)
        mouseClick(drawBox.up.indicator)
        compare(editor.value("board.towns[" + townIndex + "]").draw, draw + 1)
        mouseClick(findChild(findChild(page, "townBubble").contentItem, "bubbleClose"))
        tryVerify(() => !editor.validating && editor.playable, 5000, JSON.stringify(editor.errors))

        const preview = findChild(page, "tablePreview")
        tryVerify(() => preview.board !== null && glyphOf(preview.board, space) === after
                        && drawNumberOf(preview.board, "M1") === draw + 1, 10000, "the preview shows the changes")

        mouseClick(findChild(page, "playVariantButton"))
        tryCompare(stack, "depth", 3)
        tryCompare(stack, "busy", false)
        const game = stack.currentItem
        compare(game.objectName, "gamePage")
        tryVerify(() => game.table !== null && game.table.island !== undefined)
        game.table.Window.window.update(); waitForRendering(game.table)
        compare(glyphOf(game.table.island, space), after)
        compare(drawNumberOf(game.table.island, "M1"), draw + 1)
        // The rules agree.
        const def = game.session.definition
        compare(def.ring[space].type, after)
        compare(def.towns.find(t => t.id === "M1").draw, draw + 1)
    }
}
