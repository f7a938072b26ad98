// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// A whole game of every game, on the real window, prints no QML warning: no binding's
// TypeError, no Shortcut complaint, no qsTr() misuse (player-tour.md, "stderr"). The person's
// seat is played by keys (the ring on one of the table's pieces, Enter), the others by the
// computer without delay, with the animations on; QmlWarnings (tst_qml_runner.cpp) keeps what
// the engine printed.
TestCase {
    id: testCase
    name: "QuietGames"
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

    // A small seeded generator, so that a run can be repeated.
    property int state: 1
    function random(n) {
        state = (state * 1103515245 + 12345) & 0x7fffffff
        return state % n
    }

    // One turn of the person: the ring on one of the pieces of the furthest part of a move (a
    // figure, then its field, then its recipient), Enter, until the turn has passed.
    function playTurn(page) {
        const session = page.session
        const keys = page.moveKeys
        const before = session.plyCount
        for (let i = 0; i < 16 && session.plyCount === before && session.humanToMove && !session.over; ++i) {
            const list = keys.targets()
            if (list.length === 0) {
                wait(20)
                continue
            }
            const top = Math.max(...list.map(t => t.step))
            const choices = list.filter(t => t.step === top)
            keys.show(true)
            keys.setCurrent(choices[random(choices.length)])
            keyClick(Qt.Key_Return)
            wait(0)
        }
        // A choice that is not on the table (a pop-up): any legal move.
        if (session.plyCount === before && session.humanToMove && !session.over)
            session.play(random(session.legalMoves.moves.length))
    }

    function test_wholeGame_data() {
        // One ctest per game (KOTATSU_TEST_GAME, tests/qml/CMakeLists.txt); by hand, all.
        const only = TestEnvironment.value("KOTATSU_TEST_GAME")
        return [
            { tag: "shikoku", game: "shikoku", players: 3, rulesLevel: 0, seed: 21 },
            { tag: "hyano", game: "hyano", players: 3, rulesLevel: 0, seed: 22 },
            { tag: "tokaido_duo", game: "tokaido_duo", players: 2, rulesLevel: 0, seed: 23 },
            { tag: "tokaido_duo solo", game: "tokaido_duo", players: 2, rulesLevel: 1, seed: 24 },
            { tag: "garden", game: "garden", players: 2, rulesLevel: 0, seed: 25 }
        ].filter(r => only === "" || r.game === only)
    }
    function test_wholeGame(data) {
        state = data.seed
        QmlWarnings.watch()
        const win = createTemporaryObject(table, testCase, {
            startup: { game: data.game, players: data.players, humans: 1, seed: data.seed,
                       level: "easy", aiDelay: 0, rulesLevel: data.rulesLevel } })
        verify(win)
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const page = findChild(win.contentItem, "gamePage")
        const session = page.session
        for (let turn = 0; turn < 400 && !session.over; ++turn) {
            tryVerify(function() { return session.over || (session.humanToMove && !session.aiThinking) }, 30000)
            if (!session.over)
                playTurn(page)
        }
        verify(session.over, data.tag + " played to its end")
        // The end screen and the animations of the last move: until the end screen is shown
        // and the window has drawn no frame for 300 ms (nothing moves any more; 5 s at most),
        // instead of a fixed 1.5 s.
        const end = findChild(page, "endLoader")
        tryVerify(() => end.item !== null && end.item.visible, 5000, "the end screen of " + data.tag)
        let lastFrame = Date.now()
        const frame = () => { lastFrame = Date.now() }
        win.frameSwapped.connect(frame)
        for (const begun = Date.now(); Date.now() - lastFrame < 300 && Date.now() - begun < 5000; )
            wait(50)
        win.frameSwapped.disconnect(frame)
        compare(QmlWarnings.take(), [], "no QML warning in a whole game of " + data.tag)
    }
}
