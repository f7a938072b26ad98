// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge
import "EditorForms.js" as EditorForms

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
        win.update(); waitForRendering(win.contentItem)
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
    function chooseSection(page, section) {
        const chip = findChild(page, "section:" + section)
        verify(chip, "a section " + section)
        mouseClick(chip)
        compare(page.forms.section, section)
        page.Window.window.update(); waitForRendering(page)
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
        EditorForms.reveal(testCase, win, page, field)
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
        compare(session.seats[1].kind, "computer")
        // Back from the table to the editor.
        mouseClick(findChild(win.contentItem, "gamesButton"))
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        compare(stack.currentItem.objectName, "editorPage")
    }

    // A handle of the board editor, once the preview table is up.
    function boardHandle(page, name) {
        tryVerify(() => findChild(page, name) !== null, 10000, "the board handle " + name)
        const handle = findChild(page, name)
        handle.Window.window.update(); waitForRendering(handle)
        return handle
    }

    // A town on Tokaido Duo's board: its row of board.towns gets chosen in the forms, and its
    // card edits its draw number.
    function test_boardTownChoosesItsRow() {
        const page = openEditor("tokaido_duo")
        const editor = page.editor
        const towns = editor.value("board.towns")
        verify(towns.length > 2)
        const i = 2
        const town = towns[i].id
        mouseClick(boardHandle(page, "townHandle_" + town))
        compare(page.selectedPath, "board.towns[" + i + "]")
        compare(page.forms.section, "board")
        page.Window.window.update(); waitForRendering(page)
        const table = findChild(page, "table:board.towns")
        verify(table)
        tryCompare(table, "currentRow", i)
        const row = findChild(table, "tableRow:board.towns[" + i + "]")
        verify(row && row.current)
        // The town's card: one more ware drawn there.
        const box = findChild(page, "townDrawBox")
        tryVerify(() => box.visible)
        const before = towns[i].draw
        mouseClick(box.up.indicator)
        tryCompare(editor.value("board.towns[" + i + "]"), "draw", before + 1)
        verify(editor.text.indexOf("draw: " + (before + 1)) >= 0, editor.text)
    }

    // Drags a route on the board from one town's handle to another's.
    function dragRoute(page, fromTown, toTown) {
        const from = boardHandle(page, "townHandle_" + fromTown)
        const to = boardHandle(page, "townHandle_" + toTown)
        const end = to.mapToItem(from, to.width / 2, to.height / 2)
        mousePress(from)
        for (let k = 1; k <= 5; ++k)
            mouseMove(from, from.width / 2 + (end.x - from.width / 2) * k / 5,
                      from.height / 2 + (end.y - from.height / 2) * k / 5)
        mouseRelease(from, end.x, end.y)
    }

    // Dragging from one town to another adds a route; its handle removes it again. Uchiko to
    // Tokushima runs through four regions: an error at the route, in red, with no split.
    function test_routeDraggedBetweenTowns() {
        const page = openEditor("tokaido_duo")
        const editor = page.editor
        const count = editor.value("board.routes").length
        dragRoute(page, "M1", "C4")
        tryCompare(editor.value("board.routes"), "length", count + 1)
        compare(JSON.stringify(editor.value("board.routes[" + count + "]")), JSON.stringify(["M1", "C4"]))
        verify(editor.text.indexOf("[M1, C4]") >= 0, editor.text)
        // Routes are the regions' borders: this one is flagged, and no single split mends it.
        tryVerify(() => !editor.validating && editor.errors.length === 1, 5000)
        compare(editor.errors[0].key, "board.routes[" + count + "]")
        verify(!editor.playable)
        tryVerify(() => boardHandle(page, "routeHandle_" + count).bad)
        compare(editor.fixes.length, 0)
        verify(!findChild(page, "crossingBanner").visible)
        // Its card says why, and takes it away.
        mouseClick(boardHandle(page, "routeHandle_" + count))
        const remove = findChild(page, "removeRouteButton")
        tryVerify(() => remove.visible)
        const problem = findChild(findChild(page, "routeBubble").contentItem, "routeProblem")
        verify(problem && problem.text.indexOf("runs through regions") >= 0, problem ? problem.text : "no problem shown")
        mouseClick(remove)
        tryCompare(editor.value("board.routes"), "length", count)
        compare(editor.changes.length, 0)
        tryVerify(() => !editor.validating && editor.playable, 5000)
    }

    // Matsuyama–Kumakōgen drawn through Dōgo: flagged in red with the reason, and "Split Dōgo
    // along this route" makes two regions in one undo step; the island then checks clean, the
    // new region is named in the forms, and the variant plays with nine regions.
    function test_routeThroughDogoIsSplit() {
        const page = openEditor("tokaido_duo")
        const editor = page.editor
        const routes = editor.value("board.routes").length
        compare(editor.value("board.regions").length, 8)
        dragRoute(page, "C1", "M2")
        tryCompare(editor.value("board.routes"), "length", routes + 1)
        tryVerify(() => !editor.validating && editor.errors.length === 1, 5000)
        const error = editor.errors[0]
        compare(error.key, "board.routes[" + routes + "]")
        verify(error.text.indexOf("runs through region R1 (Dōgo)") >= 0, error.text)
        tryVerify(() => boardHandle(page, "routeHandle_" + routes).bad)
        const banner = findChild(page, "crossingBanner")
        tryVerify(() => banner.visible)
        const words = findChild(banner, "crossingBannerText").text
        verify(words.indexOf("Matsuyama – Kumakōgen runs through Dōgo") >= 0, words)
        const split = findChild(banner, "splitRegionButton")
        compare(split.text, "Split Dōgo along this route")
        banner.Window.window.update(); waitForRendering(banner)
        mouseClick(split)

        // Nine regions, no errors; the new one is named for now and marked to be written.
        tryCompare(editor.value("board.regions"), "length", 9)
        tryVerify(() => !editor.validating && editor.errors.length === 0 && editor.playable, 10000, JSON.stringify(editor.errors.map(e => e.text)) + " " + editor.lastError)
        const added = editor.value("board.regions[8]")
        compare(added.id, "R9")
        compare(added.name.en, "Dōgo 2")
        compare(JSON.stringify(added.scope.towns.slice().sort()), JSON.stringify(["C1", "M1", "M2"]))
        compare(JSON.stringify(editor.value("board.regions[0].scope.ring")), JSON.stringify([4, 5, 6, 7]))
        verify(!banner.visible)
        const named = findChild(page, "newRegionBanner")
        tryVerify(() => named.visible)
        // One undo step takes the split away, the route stays; redo brings it back.
        compare(editor.undoText.indexOf("Split Dōgo along the route Matsuyama – Kumakōgen"), 0)
        mouseClick(findChild(page, "undoButton"))
        tryCompare(editor.value("board.regions"), "length", 8)
        compare(editor.value("board.routes").length, routes + 1)
        mouseClick(findChild(page, "redoButton"))
        tryCompare(editor.value("board.regions"), "length", 9)
        tryVerify(() => !editor.validating && editor.playable, 5000)
        // "Write its name" goes to the new region's names in the forms.
        tryVerify(() => named.visible)
        mouseClick(findChild(named, "nameNewRegionButton"))
        compare(page.selectedPath, "board.regions[8].name")
        compare(page.forms.section, "board")

        // Play this variant: the table has the ninth region.
        const play = findChild(page, "playVariantButton")
        tryVerify(() => play.enabled, 10000, "the split island is playable")
        mouseClick(play)
        tryCompare(stack, "depth", 3)
        tryCompare(stack, "busy", false)
        const game = stack.currentItem
        compare(game.objectName, "gamePage")
        compare(game.session.gameId, "tokaido_duo")
        verify(game.session.active && !game.session.over)
        compare(game.session.definition.regions.length, 9)
        tryVerify(() => findChild(game, "region_R9") !== null, 5000)
        verify(game.session.legalMoves.rowCount() > 0 || !game.session.humanToMove)
        mouseClick(findChild(win.contentItem, "gamesButton"))
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
    }

    // A route to a town that does not exist, typed in the text: listed with its place, drawn in
    // red on the board (which keeps the last rules that checked clean), not playable.
    function test_brokenRouteDrawnRed() {
        const page = openEditor("tokaido_duo")
        const editor = page.editor
        boardHandle(page, "townHandle_M1")
        const text = editor.text + "board:\n  routes:\n    - [M1, M2]\n    - [M2, M9]\n"
        editor.setText(text)
        tryVerify(() => !editor.validating && editor.errors.length > 0, 5000)
        verify(!editor.playable)
        const error = editor.errors[0]
        compare(error.key, "board.routes[1][1]")
        verify(error.text.indexOf("unknown town 'M9'") >= 0, error.text)
        const route = boardHandle(page, "routeHandle_1")
        tryVerify(() => route.bad)
        verify(route.visible)
        verify(!findChild(page, "routeHandle_0").bad)
        // The island is still there to edit on.
        verify(findChild(page, "townHandle_C4") !== null)
        // Choosing the error goes to its place in the text and to its field.
        const line = findChild(page, "error_0")
        verify(line)
        mouseClick(line)
        compare(page.selectedPath, "board.routes[1][1]")
        compare(page.forms.section, "board")
        const yamlText = findChild(page, "yamlText")
        tryCompare(yamlText, "cursorPosition", error.offset)
        compare(editor.text.substr(error.offset, 2), "M9")
    }

    // A priority list keeps its order: a word moved earlier, one taken out and put back last.
    function test_priorityListKeepsItsOrder() {
        const page = openEditor("tokaido_duo")
        const editor = page.editor
        chooseSection(page, "automa")
        const path = "automa.die_priorities"
        const before = editor.value(path)
        compare(before.length, 3)
        const earlier = findChild(page, "wordEarlier:" + path + ":" + before[1])
        verify(earlier)
        EditorForms.reveal(testCase, win, page, earlier)
        page.Window.window.update(); waitForRendering(page)
        mouseClick(earlier)
        compare(JSON.stringify(editor.value(path)), JSON.stringify([before[1], before[0], before[2]]))
        // The list is drawn again in its new order.
        tryVerify(() => { const b = findChild(page, "word:" + path + ":" + before[1]); return b && b.text.startsWith("1.") })
        page.Window.window.update(); waitForRendering(page)
        mouseClick(findChild(page, "word:" + path + ":" + before[1]))
        compare(JSON.stringify(editor.value(path)), JSON.stringify([before[0], before[2]]))
        tryVerify(() => { const b = findChild(page, "word:" + path + ":" + before[1]); return b && !b.checked })
        page.Window.window.update(); waitForRendering(page)
        mouseClick(findChild(page, "word:" + path + ":" + before[1]))
        compare(JSON.stringify(editor.value(path)), JSON.stringify([before[0], before[2], before[1]]))
    }

    // A garden card slot: its card turned a quarter, then taken away and the slot filled again.
    function test_gardenCardTurned() {
        const page = openEditor("garden")
        const editor = page.editor
        const slots = editor.value("board.slots")
        const k = slots.findIndex(s => s.at[0] === 0 && s.at[1] === 1)
        verify(k >= 0)
        mouseClick(boardHandle(page, "slotHandle_0_1"))
        const turn = findChild(page, "turnCardButton")
        tryVerify(() => turn.visible)
        mouseClick(turn)
        tryCompare(editor.value("board.slots[" + k + "]"), "rot", (slots[k].rot + 90) % 360)
        // One change: that card's turn, written as a patch of that slot alone.
        compare(editor.changes.length, 1)
        compare(editor.changes[0].path, "board.slots[" + k + "].rot")
        verify(editor.text.indexOf("slots:\n    " + k + ":\n      rot: ") >= 0, editor.text)
        // The turned card still makes a garden the rules accept.
        tryVerify(() => !editor.validating && editor.playable, 5000)
    }

    // Shikoku's staircase: a step clicked becomes the pilgrims' start.
    function test_staircaseStartStep() {
        const page = openEditor("shikoku")
        const editor = page.editor
        mouseClick(boardHandle(page, "stepHandle_3"))
        const start = findChild(page, "startHereButton")
        tryVerify(() => start.visible)
        mouseClick(start)
        compare(editor.value("rules.start_step"), 3)
        compare(page.selectedPath, "rules.start_step")
        verify(editor.text.indexOf("start_step: 3") >= 0, editor.text)
    }

    // Hyano's circle: a pile taken away leaves one symbol fewer.
    function test_hyanoPileRemoved() {
        const page = openEditor("hyano")
        const editor = page.editor
        const count = editor.value("symbols").length
        mouseClick(boardHandle(page, "pileHandle_1"))
        const remove = findChild(page, "removePileButton")
        tryVerify(() => remove.visible)
        mouseClick(remove)
        compare(editor.value("symbols").length, count - 1)
        compare(editor.value("symbols[1]").id, "S2")
    }

    // A drop-down's entry chosen by a click in its list.
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

    // A board editor writes what its controls give as core reads it against the value's
    // schema row: letters longer than a Hyano disc's emblem may be are refused at once, with
    // why in the user's language on the page, and nothing is written.
    function test_hyanoEmblemTooLongRefused() {
        Localization.language = "hu"
        const page = openEditor("hyano")
        const editor = page.editor
        const before = editor.value("symbols[1].emblem")
        mouseClick(boardHandle(page, "pileHandle_1"))
        const bubble = findChild(page, "pileBubble")
        tryCompare(bubble, "opened", true)
        const box = findChild(bubble.contentItem, "emblemBox")
        chooseEntry(box, box.count - 1)
        const field = findChild(bubble.contentItem, "emblemLettersField")
        tryVerify(() => field.visible && field.activeFocus)
        for (let i = 0; i < 33; ++i)
            keyClick(Qt.Key_A)
        keyClick(Qt.Key_Return)
        compare(editor.value("symbols[1].emblem"), before)
        compare(editor.changes.length, 0)
        const problem = findChild(page, "editorProblemText")
        tryVerify(() => problem.visible && problem.text !== "")
        // The emblem's label and the reason, both in Hungarian.
        verify(problem.text.indexOf("Túl hosszú: legfeljebb 32 bájt (most 33)") >= 0, problem.text)
        verify(problem.text.indexOf(editor.nodeAt("symbols[1].emblem").label + ": ") === 0,
               problem.text)

        // A shape chosen instead is written as the word it is.
        const shapes = editor.nodeAt("symbols[1].emblem").words
        const k = shapes.findIndex(w => w !== before)
        chooseEntry(box, k)
        const shape = shapes[k]
        compare(editor.value("symbols[1].emblem"), shape)
        verify(editor.text.indexOf("emblem: " + shape) >= 0, editor.text)
    }

    // Tokaido Duo's town card counts a mountain town's draw within the schema's range (core's
    // row), and a step out of it is never written.
    function test_townDrawWithinSchemaRange() {
        const page = openEditor("tokaido_duo")
        const editor = page.editor
        const towns = editor.value("board.towns")
        const i = towns.findIndex(t => t.kind === "mountain")
        mouseClick(boardHandle(page, "townHandle_" + towns[i].id))
        const box = findChild(page, "townDrawBox")
        tryVerify(() => box.visible)
        const node = editor.nodeAt("board.towns[" + i + "].draw")
        compare(node.kind, "field")
        compare(box.from, node.min)
        compare(box.to, node.max)
        for (let n = towns[i].draw; n < node.max + 2; ++n)
            mouseClick(box.up.indicator)
        compare(editor.value("board.towns[" + i + "]").draw, node.max)
        verify(editor.text.indexOf("draw: " + node.max) >= 0, editor.text)
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
