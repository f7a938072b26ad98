// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// "Learn to play" (issue 34, docs/lessons.md) with real clicks, for every game whose data has a
// lesson: the launcher's button opens the lesson on the real table; at each step the panel says
// the step, the table rings the lesson's move and veils the others; a veiled move is refused
// with the lesson's kind word and the lesson waits; the ringed pieces, clicked, play the move
// and the other seats' scripted replies; leaving and Resume come back at the same step; at the
// end "Play a real game" starts the game with the lesson's settings.
TestCase {
    id: testCase
    name: "LessonsPlay"
    when: windowShown
    visible: true
    width: 200
    height: 100

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

    function init() {
        AppSettings.motion = "off"
    }
    function cleanup() {
        Localization.language = "en"
        AppSettings.resetToDefaults()
    }

    function openLauncher() {
        win = createTemporaryObject(launcherOnly, testCase)
        verify(win)
        stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "busy", false)
        win.update(); waitForRendering(win.contentItem)
    }
    function item(name) {
        const found = findChild(win.contentItem, name)
        verify(found, name)
        return found
    }
    // The pieces of the table a click plays now (MoveTarget), shown.
    function activeTargets() {
        const found = []
        const visit = function(node) {
            for (let i = 0; i < node.children.length; ++i) {
                const child = node.children[i]
                if (child.isMoveTarget === true && child.active && child.visible)
                    found.push(child)
                visit(child)
            }
        }
        // (The table's popups, a Sun's value, are on the window's overlay.)
        visit(win.contentItem.parent || win.contentItem)
        return found
    }
    function openLesson(gameId) {
        const launcher = findChild(win.contentItem, "launcher")
        findChild(launcher, "gameList").positionViewAtIndex(Catalog.indexOf(gameId), ListView.Contain)
        mouseClick(findChild(launcher, "gameCard_" + gameId), 30, 20)
        compare(launcher.selected.gameId, gameId)
        const learn = item("learnButton")
        verify(learn.visible, gameId + " has a lesson: Learn to play shows")
        mouseClick(learn)
        if (learn.lessons.length > 1) {
            // Several lessons (a game and its solo opponent): the menu of their titles, and the
            // game's first one in it.
            const menu = findChild(launcher, "lessonMenu")
            tryVerify(() => menu.opened, 3000, "the menu of lessons opens")
            let first = null
            for (let i = 0; i < menu.count; ++i)
                if (menu.itemAt(i).objectName === "lessonItem_first_game")
                    first = menu.itemAt(i)
            verify(first, gameId + ": the menu offers the first game")
            let triggered = false
            first.triggered.connect(() => triggered = true)
            // Clicked once the opened menu is drawn where it stands (not mid-way in).
            win.update(); waitForRendering(win.contentItem)
            mouseClick(first)
            verify(triggered, gameId + ": the menu's first game is chosen")
        }
        tryVerify(() => stack.depth === 2 || launcher.startProblem !== "", 5000)
        compare(launcher.startProblem, "", gameId + ": the lesson starts")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        session = findChild(win.contentItem, "gamePage").session
        verify(session.lesson.active, "the table plays the lesson")
        compare(session.gameId, gameId)
        session.aiDelay = 0
        waitForLearner()
    }
    function waitForLearner() {
        tryVerify(function() { return !session.lesson.replying && (session.humanToMove || session.lesson.finished) }, 5000)
        win.update(); waitForRendering(win.contentItem)
    }
    // A move the lesson does not want, by a click on a veiled piece: the lesson says why and
    // waits (nothing played). A piece that is only part of a move (a figure) is put back with
    // Escape and another tried. Returns whether a refused move was found at this step.
    function tryWrongMove() {
        const step = session.lesson.step
        const plies = session.plyCount
        const veiled = activeTargets().filter(t => t.dimmed)
        for (let i = 0; i < veiled.length && i < 4; ++i) {
            mouseClick(veiled[i])
            for (let j = 0; j < 3 && session.lesson.explanation === "" && session.plyCount === plies; ++j) {
                // A part of a move: the next part of that move, if any is veiled.
                const next = activeTargets().filter(t => t.dimmed && t.step > veiled[i].step)
                if (next.length === 0)
                    break
                mouseClick(next[0])
            }
            if (session.lesson.explanation !== "") {
                compare(session.lesson.step, step, "the lesson waits")
                compare(session.plyCount, plies, "nothing was played")
                const shown = item("lessonExplanation")
                verify(shown.visible)
                compare(shown.text, session.lesson.explanation)
                keyClick(Qt.Key_Escape)
                return true
            }
            keyClick(Qt.Key_Escape)
            keyClick(Qt.Key_Escape)
        }
        return false
    }
    // The step's move by clicks on the ringed pieces, each part in turn.
    function playRingedMove() {
        const step = session.lesson.step
        verify(session.lesson.ringed.length > 0, "step " + (step + 1) + " rings a move")
        const clicked = []
        for (let i = 0; i < 8 && session.lesson.step === step; ++i) {
            // The next part's buttons are laid out (not all at one place) before the click.
            win.update(); waitForRendering(win.contentItem)
            const ringed = activeTargets().filter(t => t.hinted && clicked.indexOf(t) < 0)
            verify(ringed.length > 0, "step " + (step + 1) + ": a ringed piece to click")
            ringed.sort((a, b) => a.step - b.step)
            clicked.push(ringed[0])
            mouseClick(ringed[0])
        }
        compare(session.lesson.step, step + 1, "the ringed move is the lesson's")
        compare(session.lesson.explanation, "")
        waitForLearner()
    }

    // A step rings places no move of it is played on (kotatsu::ringedPlaces), in the same gold
    // as the move's piece: the space Tokaido Duo's pilgrim will stop on when its die is
    // picked, Shikoku's frozen card in the line and its discard pile. Nothing else is ringed so.
    function test_lessonRingsPlaces_data() {
        return [
            { tag: "tokaido_duo: the pilgrim's stop", game: "tokaido_duo", step: 0, place: "space_24" },
            { tag: "shikoku: the frozen card", game: "shikoku", step: 3, place: "lineCard_29" },
            { tag: "shikoku: the discard pile", game: "shikoku", step: 4, place: "discardCount" },
        ]
    }
    function test_lessonRingsPlaces(data) {
        openLauncher()
        openLesson(data.game)
        if (data.step > 0) {
            verify(session.startLesson(data.game, "first_game", data.step))
            session.aiDelay = 0
            waitForLearner()
        }
        compare(session.lesson.step, data.step)
        verify(session.lesson.ringed.length > 0, "the step's move is ringed too")
        const place = item(data.place)
        tryVerify(() => findChild(place, "lessonPlaceRing") !== null, 3000, data.place + " is ringed")
        const ring = findChild(place, "lessonPlaceRing")
        verify(ring.visible)
        verify(ring.width > place.width && ring.height > place.height, "the ring goes round the place")
        compare(ring.border.color, Theme.gold)
        // Only there.
        let rings = 0
        const visit = function(node) {
            for (let i = 0; i < node.children.length; ++i) {
                if (node.children[i].objectName === "lessonPlaceRing" && node.children[i].visible)
                    ++rings
                visit(node.children[i])
            }
        }
        visit(win.contentItem)
        compare(rings, 1)
    }

    // A lesson left at a late step and resumed from the launcher shows the newest moves in
    // its log, as a resumed game does, not its first round.
    function test_resumedLessonsLogShowsTheLatestMove() {
        openLauncher()
        openLesson("tokaido_duo")
        verify(session.startLesson("tokaido_duo", "first_game", 14))
        session.aiDelay = 0
        waitForLearner()
        playRingedMove()
        const step = session.lesson.step
        mouseClick(item("gamesButton"))
        tryCompare(stack, "depth", 1)
        tryCompare(stack, "busy", false)
        mouseClick(item("resumeButton"))
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        session = findChild(win.contentItem, "gamePage").session
        compare(session.lesson.step, step)
        win.update(); waitForRendering(win.contentItem)
        const log = findChild(findChild(win.contentItem, "gamePage"), "moveLogList")
        verify(log.count > 20, "the log holds the lesson's moves so far")
        tryVerify(() => log.atYEnd, 2000, "the log shows its newest move")
        // The last entry is drawn inside the log.
        const last = log.itemAtIndex(log.count - 1)
        verify(last !== null, "the newest entry is made")
        const bottom = last.mapToItem(log, 0, last.height).y
        verify(bottom <= log.height + 1 && bottom > 0, "the newest entry is in view: " + bottom + " of " + log.height)
    }

    function test_lessonFromTheLauncher_data() {
        const rows = []
        for (let i = 0; i < Catalog.count; ++i) {
            const game = Catalog.get(i)
            if (game.lessons && game.lessons.length > 0)
                rows.push({ tag: game.gameId, game: game.gameId })
        }
        return rows
    }
    function test_lessonFromTheLauncher(data) {
        QmlWarnings.watch()
        openLauncher()
        openLesson(data.game)
        const count = session.lesson.stepCount
        verify(count > 0)
        compare(session.lesson.step, 0)
        compare(item("lessonText").text, session.lesson.text)
        verify(item("lessonText").text !== "")
        let refused = false
        let resumed = false
        while (!session.lesson.finished) {
            if (!refused)
                refused = tryWrongMove()
            playRingedMove()
            // Leave the table half-way and come back with Resume: the same step.
            if (!resumed && session.lesson.step === Math.floor(count / 2)) {
                resumed = true
                const step = session.lesson.step
                const plies = session.plyCount
                mouseClick(item("gamesButton"))
                tryCompare(stack, "depth", 1)
                tryCompare(stack, "busy", false)
                verify(!session.lesson.active || true)
                const resume = item("resumeButton")
                verify(resume.visible, "the lesson is kept for Resume")
                mouseClick(resume)
                tryCompare(stack, "depth", 2)
                tryCompare(stack, "busy", false)
                session = findChild(win.contentItem, "gamePage").session
                verify(session.lesson.active, "Resume comes back to the lesson")
                compare(session.lesson.step, step)
                compare(session.plyCount, plies)
                session.aiDelay = 0
                waitForLearner()
            }
        }
        verify(refused, "a move the lesson does not want was refused at some step")
        verify(resumed)
        compare(item("lessonStep").text, "Lesson complete")
        const players = session.numPlayers
        const real = item("playRealGameButton")
        verify(real.visible)
        mouseClick(real)
        verify(!session.lesson.active, "a real game, not the lesson")
        compare(session.gameId, data.game)
        compare(session.numPlayers, players)
        verify(!findChild(win.contentItem, "lessonPanel").visible)
        // A whole lesson prints no QML warning (Tokaido Duo's dice printed "Unable to assign
        // [undefined] to bool" at every step).
        compare(QmlWarnings.take(), [], "no QML warning in the lesson of " + data.game)
    }
}
