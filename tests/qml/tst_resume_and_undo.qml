// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// Never losing a game and undo that helps against the computer, with real keys and clicks:
// the game is kept after every move and Resume on the launcher goes on with it even after the
// window went away without leaving the game (as when the app is killed); Undo (the button and
// Ctrl+Z) takes back the person's move with the computer's replies; the standard shortcuts.
TestCase {
    id: testCase
    name: "ResumeAndUndo"
    when: windowShown
    visible: true
    width: 200
    height: 100

    // Shikoku against two quick computers: a card is one key press away.
    Component {
        id: quickGame
        Main {
            width: 1280
            height: 800
            startup: ({ game: "shikoku", players: 3, humans: 1, seed: 9, level: "easy", aiDelay: 0 })
        }
    }
    // The garden, whose name is the longest in French and Spanish.
    Component {
        id: gardenGame
        Main {
            width: 1024
            height: 640
            startup: ({ game: "garden", players: 2, humans: 1, seed: 3, level: "easy", aiDelay: 0 })
        }
    }
    Component {
        id: launcherOnly
        Main {
            width: 1280
            height: 800
        }
    }

    property var win: null
    property var stack: null
    property var session: null

    function open(component) {
        win = createTemporaryObject(component, testCase)
        verify(win)
        stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "busy", false)
        win.update(); waitForRendering(win.contentItem)
    }
    function openGame() {
        open(quickGame)
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        session = findChild(win.contentItem, "gamePage").session
    }
    function item(name) {
        const found = findChild(win.contentItem, name)
        verify(found, name)
        return found
    }
    // The person's move by keyboard alone: an arrow shows the focus on a legal card, Enter
    // plays it; then the computers answer.
    function playByKeys() {
        tryVerify(function() { return session.humanToMove && !session.aiThinking && session.legalMoves.count > 0 }, 20000)
        const before = session.plyCount
        for (let i = 0; i < 6 && session.plyCount === before; ++i) {
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Return)
        }
        verify(session.plyCount > before, "a move was played by keys")
        tryVerify(function() { return session.over || (session.humanToMove && !session.aiThinking) }, 20000)
        return before
    }
    function cleanup() {
        AppSettings.resetToDefaults()
    }

    function test_undoTakesBackTheComputersReplies() {
        openGame()
        // A move the computers answered without revealing anything (no round ending in new
        // hands) can be taken back, with their answers. (A move the person follows with another
        // of their own, nothing revealed, can be taken back too, but is not what this tests.)
        let before = playByKeys()
        for (let i = 0; i < 12 && !(session.canUndo && session.plyCount >= before + 2); ++i)
            before = playByKeys()
        verify(session.canUndo, "a move the computers answered without revealing anything")
        verify(session.plyCount >= before + 2, "the computers answered")
        compare(session.undoLength, session.plyCount - before)
        const undo = item("undoButton")
        verify(undo.enabled)
        mouseClick(undo)
        compare(session.plyCount, before)
        verify(session.humanToMove)
        // Again, by Ctrl+Z.
        playByKeys()
        if (session.canUndo) {
            keyClick(Qt.Key_Z, Qt.ControlModifier)
            compare(session.plyCount, before)
        } else {
            // (That answer revealed something this time: the move stands.)
            before = session.plyCount
        }
        // Redo (Ctrl+Shift+Z) replays the person's card; the computers answer again.
        if (session.canRedo) {
            keyClick(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
            tryVerify(function() { return session.plyCount >= before + 2 }, 20000)
        }
    }

    function test_resumeAfterTheWindowWentAway() {
        openGame()
        playByKeys()
        playByKeys()
        const plies = session.plyCount
        const seed = session.seed
        verify(SavedGames.resumable.gameId === "shikoku")
        compare(SavedGames.resumable.moves, plies)
        // The window goes without leaving the game (no confirmation, no save): as a kill.
        win.destroy()
        wait(50)
        open(launcherOnly)
        compare(stack.depth, 1)
        const resume = item("resumeButton")
        verify(resume.visible)
        verify(resume.text.indexOf("Shikoku") >= 0)
        mouseClick(resume)
        tryCompare(stack, "depth", 2)
        session = findChild(win.contentItem, "gamePage").session
        compare(session.gameId, "shikoku")
        compare(session.plyCount, plies)
        compare(session.seed, seed)
        // And it goes on.
        playByKeys()
        verify(session.plyCount > plies)
    }

    // The Resume line says the whole game and its moves in every language at the smallest
    // window (it was cut by 1 to 9 px in es and fr at 1024×640).
    function test_resumeLineFits() {
        AppSettings.motion = "off"
        open(gardenGame)
        tryCompare(stack, "depth", 2)
        session = findChild(win.contentItem, "gamePage").session
        // The arrow rings a legal piece or place, Enter takes it, until a whole move is made.
        for (let i = 0; i < 30 && SavedGames.resumable.gameId !== "garden"; ++i) {
            tryVerify(function() { return session.humanToMove && !session.aiThinking }, 20000)
            keyClick(Qt.Key_Down)
            keyClick(Qt.Key_Return)
        }
        compare(SavedGames.resumable.gameId, "garden")
        win.destroy()
        wait(50)
        for (const language of ["en", "es", "fr", "ja", "hu"]) {
            Localization.language = language
            win = createTemporaryObject(launcherOnly, testCase, { width: 1024, height: 640 })
            stack = findChild(win.contentItem, "stack")
            tryCompare(stack, "busy", false)
            win.update(); waitForRendering(win.contentItem)
            const resume = item("resumeButton")
            verify(resume.visible)
            verify(!resume.contentItem.truncated, language + ": “" + resume.text + "” is cut")
            verify(resume.contentItem.lineCount <= 2, language + ": “" + resume.text + "” takes "
                   + resume.contentItem.lineCount + " lines")
            win.destroy()
            wait(50)
        }
        Localization.language = "en"
    }

    function test_shortcuts() {
        openGame()
        playByKeys()
        const page = findChild(win.contentItem, "gamePage")
        // F1: the rules, with the list of keys.
        keyClick(Qt.Key_F1)
        tryCompare(page.rulesDrawer, "opened", true)
        const list = findChild(page.rulesDrawer.contentItem, "shortcutList")
        verify(list && list.visible)
        // F1 again closes it (the drawer is modal: it keeps its own F1), as does Escape.
        keyClick(Qt.Key_F1)
        tryCompare(page.rulesDrawer, "opened", false)
        tryCompare(page.rulesDrawer, "visible", false)
        keyClick(Qt.Key_F1)
        tryCompare(page.rulesDrawer, "opened", true)
        keyClick(Qt.Key_Escape)
        tryCompare(page.rulesDrawer, "opened", false)
        tryCompare(page.rulesDrawer, "visible", false)
        // Ctrl+S: saved into the list.
        SavedGames.refresh()
        const saved = SavedGames.count
        keyClick(Qt.Key_S, Qt.ControlModifier)
        SavedGames.refresh()
        compare(SavedGames.count, saved + 1)
        // The menu shows the shortcuts.
        mouseClick(item("menuButton"))
        tryCompare(page.gameMenu, "opened", true)
        const saveItem = findChild(page.gameMenu.contentItem, "saveItem")
        verify(saveItem.shortcut.length > 0)
        keyClick(Qt.Key_Escape)
        tryCompare(page.gameMenu, "opened", false)
        // Ctrl+R: the replay; ← steps back, Esc returns to the game.
        keyClick(Qt.Key_R, Qt.ControlModifier)
        verify(session.reviewing)
        const at = session.reviewPly
        keyClick(Qt.Key_Left)
        compare(session.reviewPly, at - 1)
        keyClick(Qt.Key_Escape)
        verify(!session.reviewing)
    }
}
