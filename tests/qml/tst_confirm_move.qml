// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
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
    function barText() { return findChild(page, "confirmMoveText").text }
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
        compare(barText(), "Play this move? Kokeshi 1 starts on c3 (red ×2)")
        verify(ringed(targetIn("field_c3")), "the chosen field is ringed")
        // A click elsewhere on the table does nothing while the move waits.
        mouseClick(findChild(table, "field_d3"))
        compare(session.plyCount, plies)
        compare(barText(), "Play this move? Kokeshi 1 starts on c3 (red ×2)")
        // Cancel: nothing played, the bar gone; the table takes clicks again.
        clickBar("cancelMoveButton")
        verify(!bar().visible)
        compare(session.plyCount, plies)
        mouseClick(findChild(table, "field_d3"))
        compare(barText(), "Play this move? Kokeshi 1 starts on d3 (red ×2)")
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
        verify(barText().indexOf("Kokeshi 1 starts on") >= 0, barText())
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
        verify(text.indexOf(session.log.data(session.log.index(plies, 0), 0)) >= 0
               || session.log.data(session.log.index(plies, 0), 259).startsWith("setup K1"), text)
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
            verify(barText().length > "Play this move? ".length, barText())
            clickBar("cancelMoveButton")
            compare(session.plyCount, plies)
            keyClick(Qt.Key_Return)
            verify(bar().visible)
            clickBar("confirmMoveButton")
            verify(session.plyCount > plies)
        }
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
}
