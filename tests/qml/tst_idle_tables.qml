// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
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
        compare(framesWhileWaiting(win), 0, data.game + ": frames drawn while nothing changed")
    }
    // Tokaido Duo with the merchant's die taken: the towns it can reach glow (and pulse when
    // animations are on), and still no frame is drawn while the person thinks.
    function test_tokaidoDuoGlowsStill() {
        AppSettings.motion = "off"
        // A deal where the merchant's die is still there at the person's first choice.
        let win = null, session = null, die = null
        for (let seed = 4; seed < 12 && !die; ++seed) {
            win = createTemporaryObject(mainWindow, testCase, {
                startup: { game: "tokaido_duo", players: 0, humans: 1, seed: seed, level: "easy", aiDelay: 0 } })
            const stack = findChild(win.contentItem, "stack")
            tryCompare(stack, "depth", 2)
            tryCompare(stack, "busy", false)
            session = findChild(win.contentItem, "gamePage").session
            tryVerify(() => session.humanToMove && !session.aiThinking)
            const d = findChild(win.contentItem, "die_merchant")
            if (d && d.active)
                die = d
        }
        verify(die, "a deal where the person can take the merchant's die")
        const plies = session.plyCount
        mouseMove(die)
        mouseClick(die)
        tryVerify(() => session.plyCount > plies && session.humanToMove && !session.aiThinking)
        const island = findChild(win.contentItem, "island")
        verify(Object.keys(island.table.offer.townTargets).length > 0, "towns to choose glow")
        // The mouse away from every place (a place under it glows without pulsing).
        mouseMove(win.contentItem, 2, 2)
        compare(framesWhileWaiting(win), 0, "tokaido_duo: frames drawn while its destinations glow")
    }
    // The frames a window draws in 600 ms once it has settled (300 ms without a frame).
    function framesWhileWaiting(win) {
        let frames = 0
        const frame = () => { ++frames }
        win.frameSwapped.connect(frame)
        let quiet = 0
        for (let t = 0; t < 60 && quiet < 6; ++t) {
            const before = frames
            wait(50)
            quiet = frames === before ? quiet + 1 : 0
        }
        frames = 0
        wait(600)
        win.frameSwapped.disconnect(frame)
        return frames
    }
}
