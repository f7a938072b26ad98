// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// After the game, with real clicks and keys: a game against the computer played to its end
// by clicking cards, the end screen saying your place beside everybody's figures, the replay
// (the end screen's Replay, ← → Home End, the slider dragged, Back to the game), the
// launcher's statistics counting the game, and Replay from the list of saved games.
TestCase {
    id: testCase
    name: "AfterTheGame"
    when: windowShown
    visible: true
    width: 200
    height: 100

    // You against two quick computers, at the smallest window the app is made for. A fresh
    // seed each run: the statistics (kept in this test's user data folder between runs) count
    // each game once, and a game of the same seed and seats is the same game.
    Component {
        id: againstComputers
        Main {
            width: 1024
            height: 700
            startup: ({ game: "shikoku", players: 3, humans: 1, seed: Math.floor(Math.random() * 1e9),
                        level: "easy", aiDelay: 0 })
        }
    }
    // Three computers that play a whole game on their own.
    Component {
        id: computersOnly
        Main {
            width: 1024
            height: 700
            startup: ({ game: "shikoku", players: 3, humans: 0, seed: 2, level: "easy", aiDelay: 0 })
        }
    }

    // A finished game on a page of its own (no launcher, no computer to wait for).
    GameSession {
        id: loadedSession
        aiDelay: 0
    }
    Component {
        id: loadedPage
        GamePage {
            width: 1024
            height: 640
        }
    }

    property var win: null
    property var stack: null
    property var session: null

    function init() { Localization.language = "en" }
    function cleanup() { Localization.language = "en" }

    function open(component) {
        win = createTemporaryObject(component, testCase)
        verify(win)
        stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        session = gamePage().session
        verify(session.active)
    }
    function gamePage() { return findChild(win.contentItem, "gamePage") }
    function launcher() { return findChild(win.contentItem, "launcher") }
    function shown(name, root) {
        const item = findChild(root || win.contentItem, name)
        verify(item, name)
        tryVerify(function() { return item.visible }, 5000, name + " is shown")
        return item
    }
    function click(name, root) {
        const item = shown(name, root)
        waitForItemPolished(item)
        mouseClick(item)
        return item
    }
    function waitForTheEnd() {
        tryVerify(function() { return session.over }, 90000)
        return shown("endCard")
    }

    // Plays the person's moves by clicking the card each one names, until the game is over.
    function playByClicks() {
        for (let guard = 0; guard < 200 && !session.over; ++guard) {
            tryVerify(function() { return session.over || (session.humanToMove && session.legalMoves.count > 0) }, 30000)
            if (session.over)
                break
            const move = session.legalMoves.moves[0]
            const card = findChild(gamePage(), (move.kind === "play" ? "handCard_" : "poolCard_") + move.card)
            verify(card, "the card of " + move.text + " is on the table")
            verify(card.playable)
            const before = session.plyCount
            waitForItemPolished(card)
            mouseClick(card)
            tryVerify(function() { return session.plyCount > before || session.over })
        }
        verify(session.over)
    }

    function test_yourPlaceAndTheStatistics() {
        const before = Statistics.forGame("shikoku").played
        open(againstComputers)
        playByClicks()
        const card = waitForTheEnd()
        // Fits the window.
        const page = gamePage()
        const inPage = card.mapToItem(page, 0, 0)
        verify(inPage.y >= 0 && inPage.y + card.height <= page.height, "the end screen fits the window")
        verify(inPage.x >= 0 && inPage.x + card.width <= page.width)

        // Your place, from the outcome's ranks.
        const outcome = session.outcome
        let place = 1
        for (const r of outcome.ranks)
            place += r < outcome.ranks[0]
        const tied = outcome.ranks.filter((r, s) => s !== 0 && r === outcome.ranks[0]).length
        const placeText = shown("endPlace").text
        const ordinal = ["1st", "2nd", "3rd"][place - 1]
        verify(placeText.startsWith("You finished " + ordinal + " of 3"), placeText)
        compare(placeText.indexOf("level with") >= 0, tied > 0)

        // Everybody's figures beside yours: one row per seat, yours marked, the steps reached.
        const standings = shown("endStandings")
        compare(standings.order.length, 3)
        compare(findChild(standings, "standingName_0").text, page.table.seatName(0) + " (you)")
        compare(findChild(standings, "standingName_1").text, page.table.seatName(1))
        compare(standings.columns.length, 1)
        compare(standings.columns[0].label, "Step")
        compare(standings.columns[0].values[0], String(outcome.scores[0]))

        // Counted once, and shown in the launcher for the game.
        compare(Statistics.forGame("shikoku").played, before + 1)
        compare(Statistics.forGame("shikoku").opponents[0].level, "easy")
        click("endLeave")
        tryCompare(stack, "depth", 1)
        tryCompare(stack, "busy", false)
        click("gameCard_shikoku")
        const summary = shown("statsSummary", launcher())
        const won = Statistics.forGame("shikoku").won
        compare(summary.text, "Played " + (before + 1) + " · Won " + won)
        const byLevel = shown("statsByLevel", launcher())
        verify(byLevel.text.startsWith("Easy "), byLevel.text)
        // The Start button stays in sight beside it.
        const start = shown("startButton", launcher())
        const corner = start.mapToItem(win.contentItem, start.width, start.height)
        verify(corner.x <= win.width && corner.y <= win.height, "Start is on screen")
    }

    function test_replayByKeysAndMouse() {
        open(computersOnly)
        waitForTheEnd()
        // Only computers: nobody's place is told, the table is.
        verify(findChild(win.contentItem, "endPlace") === null)
        compare(shown("endStandings").order.length, 3)

        click("endReplay")
        tryCompare(session, "reviewing", true)
        compare(session.reviewPly, 0)
        const bar = shown("replayBar")
        compare(findChild(bar, "replayPosition").text, "Move 0 of " + session.reviewLength)
        // Everything in the bar fits it at 1024×700 (in the side column), the slider keeps
        // room to be dragged.
        const closeButton = findChild(bar, "replayClose")
        tryVerify(function() { return bar.width > 200 && closeButton.mapToItem(bar, closeButton.width, 0).x <= bar.width
                                      && closeButton.mapToItem(bar, 0, closeButton.height).y <= bar.height },
                  5000, "Back to the game fits")
        verify(findChild(bar, "replaySlider").width >= 120)
        verify(!findChild(win.contentItem, "endCard").visible)
        const start = JSON.stringify(session.observation)

        keyClick(Qt.Key_Right)
        compare(session.reviewPly, 1)
        const first = JSON.stringify(session.observation)
        verify(first !== start, "the table shows the position after the first move")
        keyClick(Qt.Key_Right)
        compare(session.reviewPly, 2)
        keyClick(Qt.Key_Left)
        compare(session.reviewPly, 1)
        compare(JSON.stringify(session.observation), first)
        compare(findChild(bar, "replayPosition").text, "Move 1 of " + session.reviewLength)
        keyClick(Qt.Key_End)
        compare(session.reviewPly, session.reviewLength)
        keyClick(Qt.Key_Home)
        compare(session.reviewPly, 0)
        compare(JSON.stringify(session.observation), start)

        // The buttons.
        click("replayForward", bar)
        compare(session.reviewPly, 1)
        click("replayEnd", bar)
        compare(session.reviewPly, session.reviewLength)
        click("replayBack", bar)
        compare(session.reviewPly, session.reviewLength - 1)
        click("replayStart", bar)
        compare(session.reviewPly, 0)
        // The keys still step after a button took the focus.
        keyClick(Qt.Key_Right)
        compare(session.reviewPly, 1)

        // The slider, dragged by its handle to about the middle.
        const slider = shown("replaySlider", bar)
        waitForItemPolished(slider)
        const handle = slider.handle
        const from = handle.mapToItem(slider, handle.width / 2, handle.height / 2)
        const middle = slider.leftPadding + slider.availableWidth / 2
        mousePress(slider, from.x, from.y)
        mouseMove(slider, (from.x + middle) / 2, from.y)
        mouseMove(slider, middle, from.y)
        mouseRelease(slider, middle, from.y)
        const expected = Math.round(session.reviewLength / 2)
        verify(Math.abs(session.reviewPly - expected) <= 2,
               "dragged to move " + session.reviewPly + " of " + session.reviewLength)

        // Back to the game: the end screen again.
        click("replayClose", bar)
        tryCompare(session, "reviewing", false)
        shown("endCard")
        // Escape leaves the replay too.
        click("endReplay")
        tryCompare(session, "reviewing", true)
        keyClick(Qt.Key_Escape)
        tryCompare(session, "reviewing", false)
    }

    function test_replayFromTheSavedGames() {
        open(computersOnly)
        waitForTheEnd()
        const moves = session.plyCount
        SavedGames.refresh()
        const before = SavedGames.count
        keyClick(Qt.Key_S, Qt.ControlModifier)
        tryVerify(function() { SavedGames.refresh(); return SavedGames.count === before + 1 })
        click("endLeave")
        tryCompare(stack, "depth", 1)
        tryCompare(stack, "busy", false)
        verify(!session.active)

        click("openSavedButton", launcher())
        const dialog = win.savedGamesDialog
        tryCompare(dialog, "opened", true)
        // Newest first: the game just saved.
        const replay = shown("replaySaved_0", dialog.contentItem)
        waitForItemPolished(dialog.contentItem)
        mouseClick(replay)
        tryCompare(dialog, "visible", false)
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        session = gamePage().session
        verify(session.active)
        verify(session.reviewing)
        compare(session.reviewPly, 0)
        compare(session.reviewLength, moves)
        shown("replayBar")
        keyClick(Qt.Key_Right)
        compare(session.reviewPly, 1)
        keyClick(Qt.Key_End)
        compare(session.reviewPly, moves)
        click("replayClose")
        tryCompare(session, "reviewing", false)
        // The game was over when it was saved: its end screen.
        shown("endCard")
    }

    // The garden's end screen counts two different things and says which: the moves once every
    // figure was placed (its statistics line) and the moves of the whole game, set-up included
    // ("20 jugadas en total"). It said "Jugadas: 14" beside "20 jugadas en total".
    function test_gardenEndScreenSaysWhichMovesItCounts_data() {
        return [ { tag: "en", language: "en", after: "Moves after setup: ", all: " moves in all", bare: "Moves: " },
                 { tag: "es", language: "es", after: "Jugadas tras la colocación: ", all: " jugadas en total", bare: "Jugadas: " } ]
    }
    function test_gardenEndScreenSaysWhichMovesItCounts(data) {
        Localization.language = data.language
        verify(loadedSession.load(Qt.resolvedUrl("../data/end-games/garden-you.kotatsu")), loadedSession.lastError)
        const page = createTemporaryObject(loadedPage, testCase, { session: loadedSession })
        verify(page)
        tryVerify(function() { return page.table !== null })
        const card = findChild(page, "endCard")
        verify(card)
        tryVerify(function() { return card.visible }, 5000, "the end screen is shown")
        const figures = loadedSession.outcome.figures
        verify(figures.setup_plies > 0, "the game had a set-up")
        compare(figures.plies + figures.setup_plies, loadedSession.plyCount)
        // What the end screen shows: the table's details and the length line under them.
        const details = page.table.endDetails.replace(/<[^>]*>/g, " ")
        const length = findChild(page, "endLength").text
        verify(length.indexOf(loadedSession.plyCount + data.all) >= 0, length)
        verify(details.indexOf(data.after + figures.plies + " ") >= 0, details)
        // No bare "Moves: 14" beside "20 moves in all".
        verify(details.indexOf(data.bare) < 0, details)
    }
    // A tie against the Automa goes to its opponent (the Automa has no coins). When a computer
    // played that seat, the end screen named nobody's "you": "the tie goes to you" with no
    // person at the table. tokaido_duo-solo-tie.kotatsu: an Easy computer and the Automa at
    // level 1 end on 35 points each (kotatsu-cli play --seed 6).
    function test_automaTieGoesToTheComputerByName() {
        verify(loadedSession.load(Qt.resolvedUrl("../data/end-games/tokaido_duo-solo-tie.kotatsu")), loadedSession.lastError)
        const page = createTemporaryObject(loadedPage, testCase, { session: loadedSession })
        verify(page)
        tryVerify(function() { return page.table !== null })
        verify(loadedSession.over)
        const scores = loadedSession.outcome.scores
        compare(scores[0], scores[1], "a tie")
        const details = page.table.endDetails.replace(/<[^>]*>/g, " ")
        verify(details.indexOf("the tie goes to you") < 0, details)
        verify(details.indexOf("the tie goes to " + page.table.seatName(0) + ".") >= 0, details)
    }
}
