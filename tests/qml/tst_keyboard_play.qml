// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
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
            { tag: "shikoku", game: "shikoku", players: 3, automa: 0 },
            { tag: "hyano", game: "hyano", players: 2, automa: 0 },
            { tag: "tokaido_duo", game: "tokaido_duo", players: 2, automa: 0 },
            { tag: "tokaido_duo solo", game: "tokaido_duo", players: 2, automa: 1 },
            { tag: "garden", game: "garden", players: 2, automa: 0 }
        ]
    }
    function test_everyTableByKeys(data) {
        AppSettings.motion = "off"
        const win = createTemporaryObject(table, testCase, {
            startup: { game: data.game, players: data.players, humans: 1, seed: 4, level: "easy",
                       aiDelay: 0, automa: data.automa } })
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
}
