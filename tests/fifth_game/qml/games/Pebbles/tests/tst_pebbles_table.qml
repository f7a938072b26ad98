// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The fifth game in the app's own window, found by nothing but its folders and its registry
// line: the launcher lists it and starts it, the table plays it to its end by clicks, and the
// rules editor opens it and plays its rules.
TestCase {
    id: testCase
    name: "PebblesTable"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component {
        id: mainWindow
        Main {
            width: 1280
            height: 800
            startup: ({ aiDelay: 0 })
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

    function clickCard() {
        const card = findChild(launcher, "gameCard_pebbles")
        verify(card, "the launcher has a card for the fifth game")
        findChild(launcher, "gameList").positionViewAtIndex(Catalog.indexOf("pebbles"), ListView.Contain)
        waitForRendering(win.contentItem)
        verify(card.visible && card.height > 0, "the fifth game's card is shown")
        mouseClick(card, 30, 20)
        compare(launcher.selected.gameId, "pebbles")
    }

    // Clicks the table's take buttons until the pile is empty; returns the game page.
    function playToTheEnd() {
        tryCompare(stack, "busy", false)
        const game = stack.currentItem
        compare(game.objectName, "gamePage")
        tryVerify(() => game.table !== null)
        const table = game.table
        const session = game.session
        compare(session.gameId, "pebbles")
        for (let guard = 0; !session.over && guard < 40; ++guard) {
            tryVerify(() => session.over || session.humanToMove, 20000)
            if (session.over)
                break
            const before = table.pile
            const take = findChild(table, "take_1")
            verify(take, "a button takes one pebble")
            waitForRendering(take)
            mouseClick(take)
            tryVerify(() => session.over || table.pile < before, 5000)
        }
        verify(session.over, "the game ended")
        compare(table.pile, 0)
        compare(table.statusText, "The pile is empty")
        verify(table.endTitle.endsWith(" wins"), table.endTitle)
        return game
    }

    function test_launcherStartsAndTheTablePlaysToTheEnd() {
        clickCard()
        mouseClick(findChild(launcher, "startButton"))
        tryCompare(stack, "depth", 2)
        playToTheEnd()
    }

    // The game has no board editor of its own: the editor draws the generic board view
    // without trying to load one (no "No such file" warning).
    function test_editorOpensAndPlaysItsRules() {
        failOnWarning(/No such file/)
        clickCard()
        mouseClick(findChild(launcher, "editRulesButton"))
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const page = stack.currentItem
        compare(page.objectName, "editorPage")
        tryVerify(() => page.editor.schema.length > 0, 5000)
        compare(page.editor.gameId, "pebbles")
        compare(page.editor.value("rules.pile"), 15)
        const board = findChild(page, "boardEditor")
        verify(board && board.item, "the board view")
        tryVerify(() => !page.editor.validating && page.editor.playable, 5000)
        mouseClick(findChild(page, "playVariantButton"))
        tryCompare(stack, "depth", 3)
        playToTheEnd()
    }
}
