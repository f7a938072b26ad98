// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The saved games as a player sees them, set up and saved with clicks on the real launcher,
// table and dialog: each entry says who played (names, which seats the computer played and
// how strong) and how the game stands (its winner once over, else its round); and the list
// holds what was played and saved, not games nobody played or copies of a save. ctest starts
// it from an empty saves folder.
TestCase {
    id: testCase
    name: "SavedGames"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component {
        id: mainWindow
        Main {
            width: 1024
            height: 640
            startup: ({ aiDelay: 0 })
        }
    }

    property var win: null
    property var stack: null
    property var launcher: null

    function init() {
        Localization.language = "en"
        win = createTemporaryObject(mainWindow, testCase)
        stack = findChild(win.contentItem, "stack")
        launcher = findChild(win.contentItem, "launcher")
        tryCompare(stack, "busy", false)
        win.update(); waitForRendering(win.contentItem)
    }
    function cleanup() {
        Localization.language = "en"
    }

    function chooseEntry(box, index) {
        mouseClick(box)
        tryCompare(box.popup, "opened", true)
        const entry = box.popup.contentItem.itemAtIndex(index)
        verify(entry, "entry " + index)
        mouseClick(entry)
        tryCompare(box.popup, "visible", false)
        compare(box.currentIndex, index)
    }
    // Hyano for two from the launcher: seat 1 a person named `name` (or a computer when
    // `name` is null), seat 2 an easy computer; Start.
    function startHyano(name) {
        findChild(launcher, "gameList").positionViewAtIndex(Catalog.indexOf("hyano"), ListView.Contain)
        mouseClick(findChild(launcher, "gameCard_hyano"), 30, 20)
        const spin = findChild(launcher, "playersBox")
        for (let guard = 0; spin.value > 2 && guard < 10; ++guard)
            mouseClick(spin.down.indicator)
        compare(spin.value, 2)
        const seats = findChild(launcher, "seatList")
        const first = seats.itemAtIndex(0), second = seats.itemAtIndex(1)
        chooseEntry(findChild(first, "kindBox"), name === null ? 1 : 0)
        if (name === null) {
            chooseEntry(findChild(first, "levelBox"), 0)
        } else {
            const field = findChild(first, "nameField")
            mouseClick(field)
            field.selectAll()
            for (const c of name)
                keyClick(c)
            keyClick(Qt.Key_Tab)
        }
        chooseEntry(findChild(second, "levelBox"), 0)
        mouseClick(findChild(launcher, "startButton"))
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        return findChild(win.contentItem, "gamePage")
    }
    // The person's first legal move each turn, `moves` times or to the end (-1).
    function play(session, moves) {
        for (let n = 0; (moves < 0 || n < moves) && !session.over; ++n) {
            tryVerify(() => (session.humanToMove && !session.handoverPending) || session.over, 30000)
            if (!session.over)
                verify(session.play(0))
        }
    }
    function saveFromMenu(page) {
        // Once the computer has answered: what is saved is what is left.
        tryVerify(() => page.session.humanToMove || page.session.over, 30000)
        const before = SavedGames.count
        mouseClick(findChild(win.contentItem, "menuButton"))
        tryCompare(page.gameMenu, "opened", true)
        mouseClick(findChild(page.gameMenu.contentItem, "saveItem"))
        tryCompare(SavedGames, "count", before + 1)
    }
    function leaveTable(page) {
        const dialog = page.confirmDialog
        mouseClick(findChild(win.contentItem, "gamesButton"))
        // The question, when the settings ask it: leave (the game is kept for Resume).
        tryVerify(() => stack.depth === 1 || dialog.opened, 5000)
        if (stack.depth === 2)
            mouseClick(findChild(dialog.contentItem, "confirmLeave"))
        tryCompare(stack, "depth", 1)
        tryCompare(stack, "busy", false)
    }
    // The shown lines of saved game `row` in the dialog opened from the launcher.
    function entryTexts(row) {
        mouseClick(findChild(launcher, "openSavedButton"))
        const dialog = win.savedGamesDialog
        tryCompare(dialog, "opened", true)
        const entry = findChild(dialog.contentItem, "savedGame_" + row)
        verify(entry, "saved game " + row + " is listed")
        const texts = { players: findChild(entry, "savedPlayers").text, result: findChild(entry, "savedResult").text }
        mouseClick(findChild(dialog.contentItem, "savedGamesClose"))
        tryCompare(dialog, "visible", false)
        return texts
    }

    // A finished game and one in progress: the names, the computer's strength, the winner,
    // the round.
    function test_entriesSayWhoPlayedAndHowItStands() {
        let page = startHyano("Maya")
        play(page.session, -1)
        const outcome = page.session.outcome
        const winner = outcome.winners.length === 1 ? (outcome.winners[0] === 0 ? "Maya" : "Computer 2") : ""
        saveFromMenu(page)
        leaveTable(page)
        let shown = entryTexts(0)
        verify(shown.players.indexOf("Maya") >= 0, shown.players)
        verify(shown.players.indexOf("Computer 2 (easy)") >= 0, shown.players)
        verify(shown.result.indexOf("Finished") >= 0, shown.result)
        if (winner !== "")
            verify(shown.result.indexOf(winner + " won") >= 0, shown.result)

        page = startHyano("Leo")
        play(page.session, 6)
        saveFromMenu(page)
        // The round of the position saved (the computer's answer may have begun a new one).
        const round = page.session.observation.round
        verify(round >= 1)
        leaveTable(page)
        shown = entryTexts(0)
        verify(shown.players.indexOf("Leo") >= 0, shown.players)
        verify(shown.result.indexOf("In progress: round " + round) >= 0, shown.result)
    }

    // A lesson saved at a step is listed as that lesson at that step ("Lesson: … — step 3 of
    // 11"), in the language shown, not as an ordinary game in progress.
    function test_lessonSaveIsLabelled() {
        findChild(launcher, "gameList").positionViewAtIndex(Catalog.indexOf("shikoku"), ListView.Contain)
        mouseClick(findChild(launcher, "gameCard_shikoku"), 30, 20)
        mouseClick(findChild(launcher, "learnButton"))
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const page = findChild(win.contentItem, "gamePage")
        const session = page.session
        verify(session.lesson.active)
        for (let i = 0; i < 2; ++i) {
            tryVerify(() => session.humanToMove && !session.lesson.replying, 10000)
            verify(session.play(session.lesson.ringed[0]))
        }
        tryVerify(() => session.humanToMove && !session.lesson.replying, 10000)
        compare(session.lesson.step, 2)
        const title = session.lesson.title
        const steps = session.lesson.stepCount
        saveFromMenu(page)
        leaveTable(page)
        compare(entryTexts(0).result, "Lesson: " + title + " — step 3 of " + steps)
        Localization.language = "ja"
        compare(entryTexts(0).result, "レッスン：はじめての巡礼（ステップ3／" + steps + "）")
    }

    // What fills the list: a game saved, then left as it was, is not listed twice when
    // another game takes its Resume; a game only computers played is not listed, and does
    // not take the Resume of a game a person played.
    function test_noGamesNobodyPlayedNorCopies() {
        let page = startHyano("Ana")
        play(page.session, 3)
        saveFromMenu(page)
        const saved = SavedGames.count
        leaveTable(page)
        compare(SavedGames.resumable.gameId, "hyano")
        const kept = SavedGames.resumable.moves

        page = startHyano(null)
        tryVerify(() => page.session.over, 120000)
        leaveTable(page)
        SavedGames.refresh()
        compare(SavedGames.count, saved, "no game nobody played is listed")
        compare(SavedGames.resumable.moves, kept, "Resume still goes on with Ana's game")

        page = startHyano("Bo")
        play(page.session, 2)
        SavedGames.refresh()
        compare(SavedGames.count, saved, "Ana's game, saved as it was left, is not listed twice")
        compare(SavedGames.resumable.moves, page.session.plyCount)
        leaveTable(page)
    }
}
