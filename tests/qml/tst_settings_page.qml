// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The settings page, clicked: it opens from the launcher's button and by Ctrl+, , every
// choice reaches AppSettings (and so QSettings) and takes effect, Escape goes back.
TestCase {
    id: testCase
    name: "SettingsPage"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component {
        id: app
        Main {
            width: 1024
            height: 700
        }
    }
    Component {
        id: waitingGame
        Main {
            width: 1024
            height: 700
            startup: ({ game: "garden", players: 2, humans: 1, seed: 5, level: "easy", aiDelay: 600000 })
        }
    }

    property var win: null
    property var stack: null

    function open(component) {
        win = createTemporaryObject(component, testCase)
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
    function openSettings() {
        tryCompare(stack, "busy", false)
        const button = item("settingsButton")
        tryVerify(function() { return button.visible && button.width > 0 })
        mouseClick(button)
        tryVerify(function() { return stack.currentItem && stack.currentItem.objectName === "settingsPage" })
        tryCompare(stack, "busy", false)
    }
    function cleanup() {
        AppSettings.resetToDefaults()
        Localization.language = "en"
    }

    function test_choicesReachTheSettings() {
        open(app)
        openSettings()
        mouseClick(item("motion_off"))
        compare(AppSettings.motion, "off")
        compare(Theme.motion(700), 0)
        mouseClick(item("motion_slow"))
        compare(AppSettings.motion, "slow")
        compare(Theme.motion(700), 1400)
        mouseClick(item("pacing_slow"))
        compare(AppSettings.pacing, "slow")
        mouseClick(item("pacing_fast"))
        compare(AppSettings.computerDelay, 250)
        const colourBlind = item("colourBlindSwitch")
        mouseClick(colourBlind)
        verify(AppSettings.colourBlind)
        verify(Theme.colourBlind)
        mouseClick(item("confirmLeaveSwitch"))
        verify(!AppSettings.confirmLeave)
        // "Confirm each move" is off until switched on.
        verify(!AppSettings.confirmMoves)
        mouseClick(item("confirmMovesSwitch"))
        verify(AppSettings.confirmMoves)
        // Back with Escape.
        keyClick(Qt.Key_Escape)
        tryCompare(stack, "depth", 1)
        tryCompare(stack, "busy", false)
        // Restore the defaults by click.
        openSettings()
        mouseClick(item("settingsDefaults"))
        compare(AppSettings.motion, "normal")
        compare(AppSettings.pacing, "normal")
        verify(AppSettings.confirmLeave)
        verify(!AppSettings.colourBlind)
        verify(!AppSettings.confirmMoves)
        mouseClick(item("settingsBack"))
        tryCompare(stack, "depth", 1)
    }

    function test_languageAndSystemLanguage() {
        open(app)
        keyClick(Qt.Key_Comma, Qt.ControlModifier)
        tryVerify(function() { return stack.currentItem && stack.currentItem.objectName === "settingsPage" })
        tryCompare(stack, "busy", false)
        const box = item("languageBox")
        mouseClick(box)
        tryCompare(box.popup, "opened", true)
        // The entries: System language, then each language in its own name.
        let magyar = null
        for (let i = 0; i < box.count; ++i) {
            const entry = findChild(box.popup.contentItem, "comboEntry_" + i)
            if (entry && entry.text === "Magyar")
                magyar = entry
        }
        verify(magyar, "Magyar is offered")
        mouseClick(magyar)
        compare(Localization.language, "hu")
        verify(!Localization.followsSystem)
        mouseClick(box)
        tryCompare(box.popup, "opened", true)
        mouseClick(findChild(box.popup.contentItem, "comboEntry_0"))
        verify(Localization.followsSystem)
    }

    // The computer's pace reaches the table's computer.
    function test_paceReachesTheComputer() {
        open(app)
        openSettings()
        mouseClick(item("pacing_slow"))
        const page = stack.currentItem
        mouseClick(item("settingsBack"))
        tryCompare(stack, "depth", 1)
        tryCompare(stack, "busy", false)
        mouseClick(item("startButton"))
        tryCompare(stack, "depth", 2)
        compare(findChild(win.contentItem, "gamePage").session.aiDelay, 1600)
    }

    // With "Ask before leaving" off, leaving a game under way does not ask (it is kept).
    function test_noQuestionWhenAskingIsOff() {
        AppSettings.confirmLeave = false
        open(waitingGame)
        tryCompare(stack, "depth", 2)
        const session = findChild(win.contentItem, "gamePage").session
        tryVerify(function() { return session.humanToMove && session.legalMoves.count > 0 })
        verify(session.play(0))
        tryVerify(function() { return session.plyCount > 0 })
        mouseClick(item("gamesButton"))
        tryCompare(stack, "depth", 1)
        verify(SavedGames.resumable.gameId === "garden")
    }
}
