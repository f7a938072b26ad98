// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Kotatsu
import Kotatsu.Bridge

// Animations off (Settings → Animations) means nothing on the table moves: once a table is
// open and waiting for the person, no glow, ring or marker pulses, so the window draws no
// frame at all until something changes. (Tokaido Duo's target glows went on pulsing: a person
// who turned animations off saw them, and every test of its table drew some fifty frames a
// second while it waited.)
TestCase {
    id: testCase
    name: "IdleTables"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component {
        id: mainWindow
        Main {
            width: 1024
            height: 700
        }
    }

    function cleanup() {
        AppSettings.resetToDefaults()
    }

    function test_noFrameWhileWaiting_data() {
        const rows = []
        for (let i = 0; i < Catalog.count; ++i)
            rows.push({ tag: Catalog.get(i).gameId, game: Catalog.get(i).gameId })
        return rows
    }
    function test_noFrameWhileWaiting(data) {
        AppSettings.motion = "off"
        const win = createTemporaryObject(mainWindow, testCase, {
            startup: { game: data.game, players: 0, humans: 1, seed: 4, level: "easy", aiDelay: 0 } })
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const session = findChild(win.contentItem, "gamePage").session
        // The person to move, with something to choose (what pulses when animations are on).
        tryVerify(() => session.humanToMove && !session.aiThinking)
        let frames = 0
        const frame = () => { ++frames }
        win.frameSwapped.connect(frame)
        // The table settles (300 ms without a frame): then, for 600 ms, not one frame more.
        let quiet = 0
        for (let t = 0; t < 60 && quiet < 6; ++t) {
            const before = frames
            wait(50)
            quiet = frames === before ? quiet + 1 : 0
        }
        frames = 0
        wait(600)
        win.frameSwapped.disconnect(frame)
        compare(frames, 0, data.game + ": frames drawn while nothing changed")
    }
}
