// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// Every table by keyboard alone: against the computer, arrows and Enter make several moves in
// each game, every target the focus reaches is a legal piece with a name a screen reader can
// read, and the ring shows where the focus is. (Each game's own tests check its parts.)
TestCase {
    id: testCase
    name: "KeyboardPlay"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component {
        id: table
        Main {
            width: 1280
            height: 800
        }
    }

    function cleanup() { AppSettings.resetToDefaults() }

    // Every active MoveTarget under `item`.
    function targets(item, list) {
        if (!item || !item.visible)
            return list
        if (item.isMoveTarget === true && item.active)
            list.push(item)
        for (let i = 0; i < item.children.length; ++i)
            targets(item.children[i], list)
        return list
    }

    function test_everyTableByKeys_data() {
        return [
            { tag: "shikoku", game: "shikoku", players: 3, rulesLevel: 0 },
            { tag: "hyano", game: "hyano", players: 2, rulesLevel: 0 },
            { tag: "tokaido_duo", game: "tokaido_duo", players: 2, rulesLevel: 0 },
            { tag: "tokaido_duo solo", game: "tokaido_duo", players: 2, rulesLevel: 1 },
            { tag: "garden", game: "garden", players: 2, rulesLevel: 0 }
        ]
    }
    function test_everyTableByKeys(data) {
        AppSettings.motion = "off"
        const win = createTemporaryObject(table, testCase, {
            startup: { game: data.game, players: data.players, humans: 1, seed: 4, level: "easy",
                       aiDelay: 0, rulesLevel: data.rulesLevel } })
        verify(win)
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const page = findChild(win.contentItem, "gamePage")
        const session = page.session
        const keys = [Qt.Key_Right, Qt.Key_Down, Qt.Key_Left, Qt.Key_Up]
        for (let move = 0; move < 3 && !session.over; ++move) {
            tryVerify(function() { return session.over || (session.humanToMove && !session.aiThinking && !session.handoverPending) }, 30000)
            if (session.over)
                break
            const before = session.plyCount
            let presses = 0
            while (session.plyCount === before && presses < 60) {
                keyClick(presses % 3 === 2 ? Qt.Key_Return : keys[(presses / 3 | 0) % keys.length])
                ++presses
                const focused = page.moveKeys.current
                if (page.moveKeys.showing && focused) {
                    verify(focused.active, "the focus is on a legal piece")
                    verify(focused.name !== "", "the focused piece has a name")
                    const ring = findChild(focused, "moveFocusRing")
                    verify(ring && ring.visible, "the ring shows the focus")
                }
            }
            verify(session.plyCount > before, "a move made by keys in " + data.tag)
            for (const t of targets(page.table, []))
                verify(t.name !== "", "every active piece has a name")
        }
    }

    // ---- One focus: what the ring shows is what Enter plays (player-tour.md, Blocking 1) ----

    function openTable(data, w, h) {
        AppSettings.motion = "off"
        const win = createTemporaryObject(table, testCase, {
            width: w, height: h,
            startup: { game: data.game, players: data.players, humans: 1, seed: data.seed,
                       level: data.level || "easy", aiDelay: 0, rulesLevel: data.rulesLevel || 0 } })
        verify(win)
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        return findChild(win.contentItem, "gamePage")
    }
    function personToMove(session) {
        tryVerify(function() { return session.humanToMove && !session.aiThinking && !session.handoverPending }, 30000)
    }
    // The ring is drawn only while the page itself has the window's keys: never a ring on the
    // table and a focused control at the same time.
    function checkOneFocus(page, when) {
        const keys = page.moveKeys
        const ringed = keys.showing && keys.current !== null
        const focused = page.Window.activeFocusItem
        verify(!ringed || focused === page,
               when + ": the table's ring is shown while " + (focused ? focused.objectName || focused : "nothing")
               + " has the keys")
    }
    // Presses `key` with a spy on every active target: when the ring was shown, exactly the
    // ringed target is activated (and whatever move is played comes from it).
    function pressChecked(page, key, when) {
        checkOneFocus(page, when)
        const keys = page.moveKeys
        const ringed = keys.showing && keys.current ? keys.current : null
        const list = targets(page.table, [])
        // (Names kept now: a played card's piece may be gone after the key.)
        const names = list.map(t => t.name)
        const ringedName = ringed ? ringed.name : ""
        // Which pieces the key activated (a SignalSpy forgets its count when its piece goes).
        const at = ringed ? list.indexOf(ringed) : -1
        const fired = list.map(() => 0)
        const handlers = list.map((t, i) => function() { fired[i] += 1 })
        list.forEach((t, i) => t.activated.connect(handlers[i]))
        keyClick(key)
        wait(0)
        // (A piece the move removed has no signal left to disconnect.)
        list.forEach((t, i) => { try { t.activated.disconnect(handlers[i]) } catch (e) {} })
        if (ringed) {
            verify(at >= 0, when + ": the ringed " + ringedName + " is a piece that can be played")
            for (let i = 0; i < list.length; ++i) {
                if (i === at)
                    compare(fired[i], 1, when + ": Enter plays the ringed " + ringedName)
                else
                    compare(fired[i], 0, when + ": Enter plays nothing but the ringed " + ringedName
                            + " (not " + names[i] + ")")
            }
        }
        return ringed
    }

    // The review's steps: Enter places the figures, H asks for a hint, Tab ×5 gives the keys to
    // a control (the hint's "Play it" among them), Space, Down, Return. The arrow brings the keys
    // back to the table and Return plays the piece its ring shows: never the hint, never a
    // whole move that was not chosen.
    function test_reviewSteps() {
        const page = openTable({ game: "garden", players: 2, seed: 5, level: "normal" }, 1024, 700)
        const session = page.session
        for (let i = 0; i < 40 && page.table.phase !== "play"; ++i) {
            personToMove(session)
            if (page.table.phase === "play")
                break
            pressChecked(page, Qt.Key_Return, "set-up")
        }
        personToMove(session)
        compare(page.table.phase, "play")
        keyClick(Qt.Key_H)
        tryVerify(function() { return session.hint.index !== undefined }, 30000)
        const plies = session.plyCount
        for (let i = 0; i < 5; ++i) {
            keyClick(Qt.Key_Tab)
            checkOneFocus(page, "Tab " + (i + 1))
        }
        const focused = page.Window.activeFocusItem
        const onPlayIt = focused && focused.objectName === "playHintButton"
        keyClick(Qt.Key_Space)
        checkOneFocus(page, "Space")
        // Space on a focused "Play it" plays the hint: that is the move its ring showed.
        if (!onPlayIt)
            compare(session.plyCount, plies, "Space on " + (focused ? focused.objectName : "nothing") + " played no move")
        personToMove(session)
        const afterSpace = session.plyCount
        keyClick(Qt.Key_Down)
        checkOneFocus(page, "Down")
        verify(page.moveKeys.showing && page.moveKeys.current, "Down shows the ring")
        compare(page.Window.activeFocusItem, page)
        const ringed = pressChecked(page, Qt.Key_Return, "Return")
        verify(ringed)
        // A figure is only picked: the move needs its field (and its recipient) still.
        compare(session.plyCount, afterSpace, "Return on " + ringed.name + " played no whole move")
    }

    // On every table: with the keys on a control reached by Tab (the hint's "Play it"), the
    // arrows bring them back to the table and Enter plays the ringed piece, not the button.
    function test_enterPlaysTheRingedPiece_data() {
        return [
            { tag: "shikoku", game: "shikoku", players: 3, seed: 4 },
            { tag: "hyano", game: "hyano", players: 2, seed: 4 },
            { tag: "tokaido_duo", game: "tokaido_duo", players: 2, seed: 4 },
            { tag: "garden", game: "garden", players: 2, seed: 4 }
        ]
    }
    function test_enterPlaysTheRingedPiece(data) {
        const page = openTable(data, 1280, 800)
        const session = page.session
        personToMove(session)
        keyClick(Qt.Key_H)
        tryVerify(function() { return session.hint.index !== undefined }, 30000)
        for (let i = 0; i < 16 && !(page.Window.activeFocusItem && page.Window.activeFocusItem.objectName === "playHintButton"); ++i)
            keyClick(Qt.Key_Tab)
        compare(page.Window.activeFocusItem.objectName, "playHintButton")
        // The hint stands in the side column, after the table: Tab reaches its × too.
        keyClick(Qt.Key_Tab)
        compare(page.Window.activeFocusItem.objectName, "closeHintButton")
        keyClick(Qt.Key_Backtab)
        compare(page.Window.activeFocusItem.objectName, "playHintButton")
        const hintText = session.hint.text
        // Right, Down: the ring goes to a piece, and the keys with it.
        keyClick(Qt.Key_Right)
        checkOneFocus(page, "Right")
        keyClick(Qt.Key_Down)
        checkOneFocus(page, "Down")
        verify(page.moveKeys.showing && page.moveKeys.current)
        const before = session.plyCount
        const ringed = pressChecked(page, Qt.Key_Return, "Enter")
        verify(ringed, "a piece was ringed")
        // Whatever Enter played, it was the ringed piece's action, so the hint's move only if
        // the ringed piece is that move.
        if (session.plyCount > before && !ringed.hinted)
            verify(session.lastMove.text !== hintText, "Enter played the hint, not " + ringed.name)
        // Space too, when the ring is still shown.
        if (!session.over && session.humanToMove && page.moveKeys.showing)
            pressChecked(page, Qt.Key_Space, "Space")
    }

    // Enter on a ring whose piece can no longer be played moves the ring first; it never plays
    // a piece that was not ringed.
    function test_enterOnAGoneRingOnlyMovesIt() {
        const page = openTable({ game: "garden", players: 2, seed: 7 }, 1280, 800)
        const session = page.session
        personToMove(session)
        keyClick(Qt.Key_Down)
        const first = page.moveKeys.current
        verify(first && page.moveKeys.showing)
        // The ringed piece stops being one (as after a change of the table under it).
        first.active = false
        const plies = session.plyCount
        const list = targets(page.table, [])
        let fired = 0
        const handler = function() { fired += 1 }
        list.forEach(t => t.activated.connect(handler))
        keyClick(Qt.Key_Return)
        list.forEach(t => { try { t.activated.disconnect(handler) } catch (e) {} })
        compare(fired, 0, "no piece is played")
        compare(session.plyCount, plies)
        verify(page.moveKeys.current !== first && page.moveKeys.current.active, "the ring moved to a piece that can be played")
    }
}
