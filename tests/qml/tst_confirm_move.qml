// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// "Confirm move" (Settings, off by default): a move chosen by a click or a key is first shown —
// its sentence in a bar above the table, its piece ringed — and played only on Confirm (or
// Enter); Cancel (or Escape) drops it and nothing is played. Off, a click plays at once.
TestCase {
    id: testCase
    name: "ConfirmMove"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    GameSession {
        id: session
        aiDelay: 0
    }
    // A whole window (Main) for the sizes: the table as a player sees it.
    Component {
        id: mainWindow
        Main {
            property var game: ({})
            width: 1920
            height: 1080
            startup: game
        }
    }
    Component {
        id: pageView
        GamePage {
            width: 1280
            height: 800
        }
    }

    property var page: null
    property var table: null

    function init() {
        Localization.language = "en"
        AppSettings.resetToDefaults()
        AppSettings.motion = "off"
    }
    function cleanup() {
        AppSettings.resetToDefaults()
        page = null
        table = null
    }
    function open(game, seats, seed) {
        verify(session.start(game, "", seats, seed))
        page = createTemporaryObject(pageView, testCase, { session: session })
        verify(page)
        tryVerify(function() { return page.table !== null })
        table = page.table
        page.forceActiveFocus()
        page.Window.window.update(); waitForRendering(page)
        tryVerify(function() { return session.humanToMove && !session.aiThinking }, 20000)
    }
    function bar() { return findChild(page, "confirmMoveBar") }
    // A button of the bar, once the bar has been laid out.
    function clickBar(name) {
        page.Window.window.update(); waitForRendering(page)
        const button = findChild(page, name)
        tryVerify(function() { return button.width > 0 && button.height > 0 })
        mouseClick(button)
    }
    // (As read: without the marks that hold a name on one line, Theme.keepWhole.)
    function barText() { return findChild(page, "confirmMoveText").text.replace(/\u2060/g, "").replace(/\u00a0/g, " ") }
    function targetIn(name) {
        const item = findChild(table, name)
        verify(item, name)
        for (let i = 0; i < item.children.length; ++i)
            if (item.children[i].isMoveTarget === true)
                return item.children[i]
        fail("no MoveTarget in " + name)
    }
    function ringed(target) {
        const ring = findChild(target, "hintRing")
        return ring !== null && ring.visible
    }

    function test_offByDefault() {
        verify(!AppSettings.confirmMoves)
        open("garden", [{ kind: "human" }, { kind: "ai", level: "easy" }], 11)
        const plies = session.plyCount
        mouseClick(findChild(table, "field_c3"))
        verify(!bar().visible)
        verify(session.plyCount > plies, "the click played the move at once")
    }

    function test_byClicks() {
        AppSettings.confirmMoves = true
        open("garden", [{ kind: "human" }, { kind: "ai", level: "easy" }], 11)
        const plies = session.plyCount
        const field = findChild(table, "field_c3")
        mouseClick(field)
        // Shown, not played: the sentence, the ring on the chosen field.
        verify(bar().visible)
        compare(session.plyCount, plies)
        compare(barText(), "Place Kokeshi 1 on c3 (red ×2)?")
        verify(ringed(targetIn("field_c3")), "the chosen field is ringed")
        // A click elsewhere on the table does nothing while the move waits.
        mouseClick(findChild(table, "field_d3"))
        compare(session.plyCount, plies)
        compare(barText(), "Place Kokeshi 1 on c3 (red ×2)?")
        // Cancel: nothing played, the bar gone; the table takes clicks again.
        clickBar("cancelMoveButton")
        verify(!bar().visible)
        compare(session.plyCount, plies)
        mouseClick(findChild(table, "field_d3"))
        compare(barText(), "Place Kokeshi 1 on d3 (red ×2)?")
        clickBar("confirmMoveButton")
        verify(session.plyCount > plies)
        verify(!bar().visible)
        compare(session.log.data(session.log.index(plies, 0), 259), "setup K1 d3 red")
        // The keys are still the page's: a click on a bar button does not take them.
        verify(page.activeFocus)
    }

    function test_byKeys() {
        AppSettings.confirmMoves = true
        open("garden", [{ kind: "human" }, { kind: "ai", level: "easy" }], 11)
        const keys = page.moveKeys
        const plies = session.plyCount
        keyClick(Qt.Key_Down)
        verify(keys.showing && keys.current)
        // Steer the ring to a start field (step 1).
        for (let i = 0; i < 12 && keys.current.step !== 1; ++i)
            keyClick(i % 2 ? Qt.Key_Down : Qt.Key_Left)
        compare(keys.current.step, 1)
        const chosen = keys.current
        keyClick(Qt.Key_Return)
        verify(bar().visible)
        compare(session.plyCount, plies)
        verify(barText().indexOf("Place Kokeshi 1 on") === 0, barText())
        verify(ringed(chosen), "the chosen field is ringed")
        // Arrows do not move the ring away from the move that waits.
        keyClick(Qt.Key_Left)
        compare(keys.current, chosen)
        // Escape cancels, nothing played.
        keyClick(Qt.Key_Escape)
        verify(!bar().visible)
        compare(session.plyCount, plies)
        // Enter chooses it again, Enter confirms.
        keyClick(Qt.Key_Return)
        verify(bar().visible)
        const text = barText()
        keyClick(Qt.Key_Return)
        verify(session.plyCount > plies)
        verify(!bar().visible)
        verify(session.log.data(session.log.index(plies, 0), 259).startsWith("setup K1"), text)
    }

    // Hyano: a pile is a whole move in one click; with confirmation, its sentence and Confirm.
    function test_hyanoByClickAndKey() {
        AppSettings.confirmMoves = true
        open("hyano", [{ kind: "human" }, { kind: "ai", level: "easy" }], 4)
        const keys = page.moveKeys
        const plies = session.plyCount
        keyClick(Qt.Key_Down)
        verify(keys.current)
        keyClick(Qt.Key_Return)
        // Either the whole move waits, or a part of it was chosen (a Sun's value): in both
        // cases nothing is played yet.
        compare(session.plyCount, plies)
        if (bar().visible) {
            verify(/\?$/.test(barText()), barText())
            clickBar("cancelMoveButton")
            compare(session.plyCount, plies)
            keyClick(Qt.Key_Return)
            verify(bar().visible)
            clickBar("confirmMoveButton")
            verify(session.plyCount > plies)
        }
    }

    // The bar asks a question about the move to come, in each language's own words — never
    // the log's past tense (ja 「この手でよろしいですか？こけし1をc3に置きました」).
    function test_asksInJapaneseAndHungarian() {
        AppSettings.confirmMoves = true
        Localization.language = "ja"
        open("garden", [{ kind: "human" }, { kind: "ai", level: "easy" }], 11)
        mouseClick(findChild(table, "field_c3"))
        verify(bar().visible)
        compare(barText(), "こけし1（赤×2）をc3に置きますか？")
        clickBar("cancelMoveButton")
        Localization.language = "hu"
        mouseClick(findChild(table, "field_c3"))
        compare(barText(), "Leteszed Kokesi 1-et a c3-ra (piros ×2)?")
    }
    // Every table asks: the hinted move chosen by "Play it", in Japanese a question
    // (〜ますか？), not the log's past tense nor the hint's advice.
    function test_everyTableAsks_data() {
        return [
            { tag: "shikoku", game: "shikoku", seats: [{ kind: "human" }, { kind: "ai", level: "easy" }, { kind: "ai", level: "easy" }], seed: 9 },
            { tag: "hyano", game: "hyano", seats: [{ kind: "human" }, { kind: "ai", level: "easy" }], seed: 5 },
            { tag: "tokaido_duo", game: "tokaido_duo", seats: [{ kind: "human" }, { kind: "ai", level: "easy" }], seed: 5 }
        ]
    }
    function test_everyTableAsks(data) {
        AppSettings.confirmMoves = true
        Localization.language = "ja"
        open(data.game, data.seats, data.seed)
        session.requestHint()
        tryVerify(function() { return session.hint.index !== undefined }, 30000)
        clickBar("playHintButton")
        verify(bar().visible)
        const text = barText()
        verify(/か？$/.test(text), "a question: " + text)
        verify(text.indexOf("ました") < 0 && text.indexOf("ましょう") < 0, "neither past nor advice: " + text)
        keyClick(Qt.Key_Escape)
    }

    // The hint's "Play it" asks too.
    function test_hintPlayItAsks() {
        AppSettings.confirmMoves = true
        open("hyano", [{ kind: "human" }, { kind: "ai", level: "easy" }], 5)
        const plies = session.plyCount
        session.requestHint()
        tryVerify(function() { return session.hint.index !== undefined }, 30000)
        clickBar("playHintButton")
        verify(bar().visible)
        compare(session.plyCount, plies)
        keyClick(Qt.Key_Escape)
        compare(session.plyCount, plies)
        verify(!bar().visible)
    }
    // The bar that asks takes no room from the table (issue 31: "a map that resizes when the
    // prompt bar appears"): with "Confirm move" on, choosing a move by a click and by a key
    // leaves the table and every piece that plays a move where they were, at 1024×640 and at
    // 1920×1080; Confirm and Cancel are in the window and lie over no such piece.
    function test_boardKeepsItsPlaceWhenAMoveWaits_data() {
        return [
            { tag: "tokaido_duo", startup: { game: "tokaido_duo", players: 2, humans: 1, seed: 5, level: "easy", aiDelay: 0 } },
            { tag: "garden", startup: { game: "garden", players: 2, humans: 1, seed: 3, level: "easy", aiDelay: 0 } }
        ]
    }
    function test_boardKeepsItsPlaceWhenAMoveWaits(data) {
        AppSettings.confirmMoves = true
        const win = createTemporaryObject(mainWindow, testCase, { game: data.startup })
        verify(win)
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        page = findChild(win.contentItem, "gamePage")
        const session = page.session
        table = page.table
        tryVerify(function() { return session.humanToMove && !session.aiThinking && session.legalMoves.count > 0 }, 20000)
        const plies = session.plyCount
        function rectOf(thing) {
            const a = thing.mapToItem(win.contentItem, 0, 0)
            const b = thing.mapToItem(win.contentItem, thing.width, thing.height)
            return { x: a.x, y: a.y, w: b.x - a.x, h: b.y - a.y }
        }
        function text(r) {
            return Math.round(r.x) + "," + Math.round(r.y) + " " + Math.round(r.w) + "×" + Math.round(r.h)
        }
        function targets() {
            const found = []
            function visit(node) {
                if (!node.visible || node.opacity === 0)
                    return
                if (node.isMoveTarget === true && node.active)
                    found.push(node)
                const kids = node.children || []
                for (let i = 0; i < kids.length; ++i)
                    visit(kids[i])
            }
            visit(table)
            return found
        }
        function settle() {
            win.update()
            win.update(); waitForRendering(win.contentItem)
            wait(0)
        }
        // The table and the pieces that played a move before the choice, where they are now.
        function layout(pieces) {
            const parts = ["table " + text(rectOf(table))]
            for (const t of pieces)
                parts.push(t.objectName + " " + text(rectOf(t)))
            return parts.join("; ")
        }
        function buttonsClear(size) {
            for (const name of ["confirmMoveButton", "cancelMoveButton"]) {
                const button = findChild(win.contentItem, name)
                verify(button.visible && button.width > 0, name)
                const b = rectOf(button)
                verify(b.x >= 0 && b.y >= 0 && b.x + b.w <= win.width + 0.5 && b.y + b.h <= win.height + 0.5,
                       size + ": " + name + " is in the window: " + text(b))
                const covered = []
                for (const t of targets()) {
                    const r = rectOf(t)
                    if (r.x < b.x + b.w - 0.5 && b.x < r.x + r.w - 0.5 && r.y < b.y + b.h - 0.5 && b.y < r.y + r.h - 0.5)
                        covered.push(t.objectName + " " + text(r))
                }
                compare(covered.join("; "), "", size + ": " + name + " (" + text(b) + ") lies over pieces that play a move")
            }
        }
        // A move waits at 1024×640: the layout is the one before the choice; at 1920×1080 the
        // layout is the same with the bar and once Cancel has put it away. Back to 1024×640.
        function check(pieces, small, how) {
            settle()
            verify(bar().visible, how + ": the bar asks")
            compare(session.plyCount, plies, how + ": nothing played yet")
            compare(layout(pieces), small, how + ", 1024x640")
            buttonsClear(how + ", 1024x640")
            win.width = 1920; win.height = 1080
            settle()
            const large = layout(pieces)
            buttonsClear(how + ", 1920x1080")
            mouseClick(findChild(win.contentItem, "cancelMoveButton"))
            verify(!bar().visible)
            settle()
            compare(layout(pieces), large, how + ", 1920x1080: the bar put away")
            win.width = 1024; win.height = 640
            settle()
        }
        win.width = 1024; win.height = 640
        settle()
        const pieces = targets()
        verify(pieces.length > 0, "pieces to play")
        verify(!bar().visible)
        // By a click: the pieces one after another until a whole move is chosen (a piece may
        // be only a part of a move, and a part may change the table); the layout just before
        // the click that made the bar ask is the one to keep.
        let before = ""
        for (let i = 0; i < pieces.length && !bar().visible; ++i) {
            before = layout(pieces)
            mouseClick(pieces[i])
            settle()
        }
        check(pieces, before, "by a click")
        // By keys: the ring on a piece, Enter until a whole move waits.
        keyClick(Qt.Key_Down)
        for (let i = 0; i < 6 && !bar().visible; ++i) {
            before = layout(pieces)
            keyClick(Qt.Key_Return)
            settle()
        }
        check(pieces, before, "by keys")
        keyClick(Qt.Key_Return)
        verify(bar().visible, "Enter chose it again")
        compare(layout(pieces), before, "by keys again, 1024x640")
        // The bar is in the side column: Tab reaches Confirm, and Space on it plays the move.
        for (let i = 0; i < 16 && !(win.activeFocusItem && win.activeFocusItem.objectName === "confirmMoveButton"); ++i)
            keyClick(Qt.Key_Tab)
        compare(win.activeFocusItem.objectName, "confirmMoveButton")
        compare(session.plyCount, plies, "Tab played nothing")
        keyClick(Qt.Key_Space)
        verify(session.plyCount > plies, "Space on Confirm played the move")
    }
}
