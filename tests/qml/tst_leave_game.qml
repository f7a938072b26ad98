// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// Leaving a table with the mouse: "‹ Games" and "Open a saved game…" ask before a game in
// progress is dropped, and do not ask when there is nothing to lose.
TestCase {
    id: testCase
    name: "LeaveGame"
    when: windowShown
    visible: true
    width: 200
    height: 100

    // Kokeshi & Samurai against a computer that waits, so that only the test moves.
    Component {
        id: waitingGame
        Main {
            width: 1280
            height: 800
            startup: ({ game: "garden", players: 2, humans: 1, seed: 5, level: "easy", aiDelay: 600000 })
        }
    }
    // Three quick computer pilgrims that play a whole game on their own.
    Component {
        id: computersOnly
        Main {
            width: 1280
            height: 800
            startup: ({ game: "shikoku", players: 3, humans: 0, seed: 2, level: "easy", aiDelay: 0 })
        }
    }

    property var win: null
    property var stack: null
    property var session: null

    function open(component) {
        win = createTemporaryObject(component, testCase)
        verify(win)
        stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        session = findChild(win.contentItem, "gamePage").session
        verify(session.active)
    }
    // One move of the person at the screen (how it is made does not matter here).
    function playOneMove() {
        tryVerify(function() { return session.humanToMove && session.legalMoves.count > 0 })
        verify(session.play(0))
        tryVerify(function() { return session.plyCount > 0 })
    }
    function gamePage() { return findChild(win.contentItem, "gamePage") }
    function dialog() { return gamePage() ? gamePage().confirmDialog : null }
    function click(name) {
        // The dialog's buttons are in the popup, not in the page.
        const item = findChild(win.contentItem, name) || (dialog() ? findChild(dialog().contentItem, name) : null)
        verify(item, name)
        verify(item.visible, name + " is shown")
        mouseClick(item)
    }

    function test_keepPlayingStaysAtTheTable() {
        open(waitingGame)
        playOneMove()
        const plies = session.plyCount
        click("gamesButton")
        tryCompare(dialog(), "opened", true)
        compare(stack.depth, 2)
        click("confirmKeepPlaying")
        tryCompare(dialog(), "visible", false)
        compare(stack.depth, 2)
        verify(session.active)
        compare(session.plyCount, plies)
    }

    function test_leaveWithoutSaving() {
        open(waitingGame)
        playOneMove()
        click("gamesButton")
        tryCompare(dialog(), "opened", true)
        click("confirmLeave")
        tryCompare(stack, "depth", 1)
        verify(!session.active)
    }

    function test_saveAndLeave() {
        open(waitingGame)
        playOneMove()
        // (The first move may have moved an earlier unfinished game into the list.)
        SavedGames.refresh()
        const before = SavedGames.count
        click("gamesButton")
        tryCompare(dialog(), "opened", true)
        click("confirmSaveAndLeave")
        tryCompare(stack, "depth", 1)
        verify(!session.active)
        SavedGames.refresh()
        compare(SavedGames.count, before + 1)
    }

    function test_openingASavedGameAsks() {
        open(waitingGame)
        playOneMove()
        click("menuButton")
        const menu = gamePage().gameMenu
        tryCompare(menu, "opened", true)
        const item = findChild(menu.contentItem, "openSavedItem")
        verify(item)
        mouseClick(item)
        tryCompare(dialog(), "opened", true)
        const saved = win.savedGamesDialog
        compare(saved.visible, false)
        click("confirmKeepPlaying")
        tryCompare(dialog(), "visible", false)
        compare(saved.visible, false)
        click("menuButton")
        tryCompare(menu, "opened", true)
        mouseClick(item)
        tryCompare(dialog(), "opened", true)
        click("confirmLeave")
        tryCompare(saved, "opened", true)
    }

    function test_noQuestionBeforeTheFirstMove() {
        open(waitingGame)
        compare(session.plyCount, 0)
        click("gamesButton")
        tryCompare(stack, "depth", 1)
        verify(!dialog() || !dialog().visible)
    }

    function test_noQuestionWhenTheGameIsOver() {
        open(computersOnly)
        tryVerify(function() { return session.over }, 60000)
        click("gamesButton")
        tryCompare(stack, "depth", 1)
        verify(!dialog() || !dialog().visible)
    }
}
