// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Kotatsu
import Kotatsu.Bridge

// What the first frame waits for (issue 31, point 9; the times themselves are measured by
// `kotatsu --startup-benchmark N`, not here): a table opened from the command line is built
// without the launcher under it, and the launcher is built when the table is left; the rules
// drawer's Markdown is laid out when the drawer is first opened.
TestCase {
    id: testCase
    name: "FirstFrame"
    when: windowShown
    visible: true
    width: 200
    height: 100

    // A garden table opened as `kotatsu --game garden` does, against a computer that waits.
    Component {
        id: directTable
        Main {
            width: 1280
            height: 800
            startup: ({ game: "garden", players: 2, humans: 1, seed: 5, level: "easy", aiDelay: 600000 })
        }
    }
    Component {
        id: plainStart
        Main {
            width: 1280
            height: 800
        }
    }
    // A game that is not in the catalogue: the launcher is shown instead.
    Component {
        id: unknownGame
        Main {
            width: 1280
            height: 800
            startup: ({ game: "no_such_game", players: 2, humans: 1 })
        }
    }

    function test_tableFromTheCommandLineBuildsNoLauncher() {
        const win = createTemporaryObject(directTable, testCase)
        verify(win)
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        compare(stack.currentItem.objectName, "gamePage")
        verify(win.launcherPage === null, "no launcher under a table opened from the command line")
        verify(findChild(win.contentItem, "launcher") === null)

        // The rules drawer's page is laid out when it is first opened (F1), not before.
        const page = stack.currentItem
        win.update(); waitForRendering(win.contentItem)
        verify(findChild(page.rulesDrawer.contentItem, "rulesText") === null,
               "the rules are not laid out before they are opened")
        keyClick(Qt.Key_F1)
        tryCompare(page.rulesDrawer, "opened", true)
        const rules = findChild(page.rulesDrawer.contentItem, "rulesText")
        verify(rules !== null && rules.visible && rules.text.length > 100, "the rules are shown once opened")
        verify(rules.height > 200)
        keyClick(Qt.Key_F1)
        tryCompare(page.rulesDrawer, "visible", false)

        // Back to the games: the launcher is built then, and works.
        const back = findChild(win.contentItem, "gamesButton")
        verify(back && back.visible)
        mouseClick(back)
        tryCompare(stack, "depth", 1)
        tryCompare(stack, "busy", false)
        verify(win.launcherPage !== null, "the launcher is built when the table is left")
        const launcher = findChild(win.contentItem, "launcher")
        verify(launcher === win.launcherPage)
        verify(launcher.visible)
        const games = findChild(launcher, "gameList")
        verify(games && games.visible)
        tryVerify(() => games.count === Catalog.count && games.count > 0)
        verify(launcher.width > 1000, "the launcher fills the window")
    }

    function test_launcherIsBuiltAtOnceWithoutAGame() {
        const win = createTemporaryObject(plainStart, testCase)
        verify(win)
        const stack = findChild(win.contentItem, "stack")
        compare(stack.depth, 1)
        verify(win.launcherPage !== null)
        verify(findChild(win.contentItem, "launcher").visible)
    }

    function test_unknownGameShowsTheLauncher() {
        const win = createTemporaryObject(unknownGame, testCase)
        verify(win)
        const stack = findChild(win.contentItem, "stack")
        compare(stack.depth, 1)
        tryVerify(() => win.launcherPage !== null)
        verify(findChild(win.contentItem, "launcher").visible)
    }
}
