// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// Issue 30, point 7 (designer-tour.md, finding 5): four small changes made on Tokaido Duo's
// board preview with the mouse (Uchiko's draw 2 → 4, ring space 9's type, a route dragged,
// a region's icon) make a variant file of a few lines, not 235, and the Changes tab shows one
// line per change in words, each taken back alone by its button.
TestCase {
    id: testCase
    name: "VariantChanges"
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
        tryVerify(() => page.editor.schema.length > 0, 5000, "the schema of " + id)
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
    // Opens a drop-down list and clicks the entry at `index`.
    function choose(box, index) {
        mouseClick(box)
        tryCompare(box.popup, "opened", true)
        const entry = findChild(box.popup.contentItem, "comboEntry_" + index)
        verify(entry, "entry " + index)
        mouseClick(entry)
        tryCompare(box.popup, "visible", false)
    }
    function typeInto(field, text) {
        mouseClick(field)
        verify(field.activeFocus)
        keySequence(StandardKey.SelectAll)
        for (const c of text)
            keyClick(c)
        keyClick(Qt.Key_Return)
    }
    function lines(text) {
        return text.split("\n").length - (text.endsWith("\n") ? 1 : 0)
    }
    function changeLine(list, i) {
        const line = findChild(list, "change_" + i)
        verify(line, "change line " + i)
        return findChild(line, "changeLabel").text + "  " + findChild(line, "changeValues").text
    }

    function test_fourSmallChangesMakeASmallFile() {
        const page = openEditor("tokaido_duo")
        const editor = page.editor
        const headerLines = lines(editor.text)

        // Uchiko (M1) draws 4 wares instead of 2.
        mouseClick(boardHandle(page, "townHandle_M1"))
        const draw = findChild(page, "townDrawBox")
        tryVerify(() => draw.visible)
        compare(draw.value, 2)
        mouseClick(draw.up.indicator)
        mouseClick(draw.up.indicator)
        tryCompare(editor.value("board.towns[0]"), "draw", 4)
        keyClick(Qt.Key_Escape)

        // Ring space 9, a seashore, becomes a garden.
        compare(editor.value("board.ring[9]").type, "seashore")
        mouseClick(boardHandle(page, "spaceHandle_9"))
        const typeBox = findChild(page, "spaceTypeBox")
        tryVerify(() => typeBox.visible)
        choose(typeBox, editor.value("board.space_types").findIndex(t => t.id === "garden"))
        compare(editor.value("board.ring[9]").type, "garden")
        keyClick(Qt.Key_Escape)

        // A route dragged from Uchiko to Iya (M3).
        const routes = editor.value("board.routes").length
        const from = boardHandle(page, "townHandle_M1")
        const to = boardHandle(page, "townHandle_M3")
        const end = to.mapToItem(from, to.width / 2, to.height / 2)
        mousePress(from)
        for (let k = 1; k <= 5; ++k)
            mouseMove(from, from.width / 2 + (end.x - from.width / 2) * k / 5,
                      from.height / 2 + (end.y - from.height / 2) * k / 5)
        mouseRelease(from, end.x, end.y)
        tryCompare(editor.value("board.routes"), "length", routes + 1)
        keyClick(Qt.Key_Escape)

        // Mount Ishizuchi (R2) gets the sea icon.
        compare(editor.value("board.regions[1]").icon, "waterfall")
        mouseClick(boardHandle(page, "regionHandle_R2"))
        const iconBox = findChild(page, "regionIconBox")
        tryVerify(() => iconBox.visible)
        choose(iconBox, editor.value("artist_board.icons").findIndex(i => i.id === "sea"))
        compare(editor.value("board.regions[1]").icon, "sea")
        keyClick(Qt.Key_Escape)

        // The file holds the four changes and nothing else: 13 lines under the header, where
        // whole lists made 235.
        const overrides = lines(editor.text) - headerLines
        console.log("variant file: " + lines(editor.text) + " lines, " + overrides + " for the four changes")
        compare(overrides, 13, editor.text)
        verify(editor.text.indexOf("Kumakōgen") < 0, editor.text)
        // Every new route on the base map runs through a region (the regions are what the
        // routes enclose): that one error, at the route, and no other (issue 30, point 9).
        tryVerify(() => !editor.validating && editor.errors.length === 1, 5000, JSON.stringify(editor.errors))
        compare(editor.errors[0].key, "board.routes[11]")

        // Saved as the user's own, the file is that text.
        mouseClick(findChild(page, "saveAsButton"))
        tryCompare(page.saveAsDialog, "opened", true)
        typeInto(findChild(page.saveAsDialog.contentItem, "saveAsId"), "four_changes_" + Date.now())
        tryCompare(page.saveAsDialog, "visible", false)
        compare(editor.dirty, false)
        compare(editor.shipped, false)

        // The Changes tab: one line per change, in words, nothing cut.
        mouseClick(findChild(page, "changesTab"))
        const list = findChild(page, "changesList")
        tryCompare(list, "count", 4)
        list.Window.window.update(); waitForRendering(list)
        const shown = [0, 1, 2, 3].map(i => changeLine(list, i))
        console.log("Changes:\n" + shown.join("\n"))
        verify(/^Uchiko: .+  2 → 4$/.test(shown[0]), shown[0])
        verify(/9.*  Seashore → Garden$/.test(shown[1]), shown[1])
        verify(/: Uchiko–Iya  added$/.test(shown[2]), shown[2])
        verify(/^Mount Ishizuchi: .+  waterfall → sea$/.test(shown[3]), shown[3])
        for (const text of shown)
            verify(text.indexOf("…") < 0 && text.indexOf("board.") < 0, text)
        // In Japanese, the same lines in Japanese words.
        Localization.language = "ja"
        tryVerify(() => changeLine(list, 0).startsWith("内子："), 2000, changeLine(list, 0))
        verify(/  海岸 → 庭園$/.test(changeLine(list, 1)), changeLine(list, 1))
        verify(/内子–祖谷  追加$/.test(changeLine(list, 2)), changeLine(list, 2))
        verify(/^石鎚山：.+  滝 → 海$/.test(changeLine(list, 3)), changeLine(list, 3))
        Localization.language = "en"
        tryVerify(() => changeLine(list, 0).startsWith("Uchiko: "))

        // The ring space's button takes that change back, and only it.
        mouseClick(findChild(list, "revertChange_1"))
        tryCompare(list, "count", 3)
        compare(editor.value("board.ring[9]").type, "seashore")
        compare(editor.value("board.towns[0]").draw, 4)
        compare(editor.value("board.routes").length, routes + 1)
        verify(editor.text.indexOf("ring") < 0, editor.text)
        compare(lines(editor.text) - headerLines, 10)
        // And the added route's button removes the route.
        mouseClick(findChild(list, "revertChange_1"))
        tryCompare(list, "count", 2)
        compare(editor.value("board.routes").length, routes)
        tryVerify(() => !editor.validating && editor.playable, 5000, "the variant checks clean")
    }

    // A route taken away on the board is one line "… removed", and its button puts it back.
    function test_removedRouteIsOneLine() {
        const page = openEditor("tokaido_duo")
        const editor = page.editor
        const routes = editor.value("board.routes")
        mouseClick(boardHandle(page, "routeHandle_3"))
        const remove = findChild(page, "removeRouteButton")
        tryVerify(() => remove.visible)
        mouseClick(remove)
        tryCompare(editor.value("board.routes"), "length", routes.length - 1)
        verify(editor.text.indexOf("routes:\n    remove:\n      - [C1, M1]\n") >= 0, editor.text)
        mouseClick(findChild(page, "changesTab"))
        const list = findChild(page, "changesList")
        tryCompare(list, "count", 1)
        const shown = changeLine(list, 0)
        verify(/: Matsuyama–Uchiko  removed$/.test(shown), shown)
        mouseClick(findChild(list, "revertChange_0"))
        tryCompare(list, "count", 0)
        compare(JSON.stringify(editor.value("board.routes")), JSON.stringify(routes))
    }
}
