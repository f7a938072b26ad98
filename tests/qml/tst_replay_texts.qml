// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Kotatsu
import Kotatsu.Bridge

// The replay at the smallest window, in Hungarian (long sentences): the move shown is read
// whole in the replay bar (not cut), and Tokaido Duo's move panel says whose turn it was in
// the position shown, not that the computer is thinking; the status line's article is lower
// case in the middle of the line.
TestCase {
    id: testCase
    name: "ReplayTexts"
    when: windowShown
    visible: true
    width: 1024
    height: 640

    GameSession {
        id: session
        aiDelay: 0
    }
    Component {
        id: pageView
        GamePage {
            width: 1024
            height: 640
        }
    }

    function init() {
        AppSettings.resetToDefaults()
        AppSettings.motion = "off"
        Localization.language = "hu"
    }
    function cleanup() {
        Localization.language = "en"
        AppSettings.resetToDefaults()
    }

    function test_tokaidoDuoReplay() {
        verify(session.start("tokaido_duo", "", [{ kind: "ai", level: "easy" }, { kind: "ai", level: "easy" }], 5))
        const page = createTemporaryObject(pageView, testCase, { session: session })
        verify(page)
        tryVerify(function() { return page.table !== null })
        page.forceActiveFocus()
        tryVerify(function() { return session.over }, 60000)
        keyClick(Qt.Key_R, Qt.ControlModifier)
        tryCompare(session, "reviewing", true)
        compare(session.reviewPly, 0)
        const move = findChild(page, "replayMove")
        const title = findChild(page, "panelTitle")
        verify(move && title)
        for (let ply = 1; ply <= 12; ++ply) {
            keyClick(Qt.Key_Right)
            compare(session.reviewPly, ply)
            waitForItemPolished(move)
            verify(move.text.length > 0)
            verify(!move.truncated, "move " + ply + " is cut: " + move.text)
            // "A 2. gép következik", never "A 2. gép gondolkodik…".
            verify(title.text.endsWith(" következik"), "move panel in the replay: " + title.text)
            // The status line puts whose turn it was after the round ("Visszajátszás:
            // 3. forduló · a 2. gép következik"): the seat's article is lower case there, as in
            // the middle of any sentence, never "· A 2. gép".
            const status = findChild(findChild(page, page.statusInline ? "statusBanner" : "statusBannerWide"), "statusText")
            verify(/(: |· )az? \d+\. gép következik$/.test(status.text), "replay status: " + status.text)
        }
        keyClick(Qt.Key_Escape)
        tryCompare(session, "reviewing", false)
    }

}
