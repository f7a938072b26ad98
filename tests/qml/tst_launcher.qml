// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Kotatsu
import Kotatsu.Bridge

TestCase {
    id: testCase
    name: "Launcher"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    Component {
        id: launcher
        LauncherPage {
            width: 1280
            height: 800
        }
    }

    SignalSpy {
        id: startSpy
        signalName: "startRequested"
    }

    function test_listsTheGamesFromData() {
        const page = createTemporaryObject(launcher, testCase)
        verify(page)
        verify(Catalog.count >= 3)
        const row = Catalog.indexOf("shikoku")
        verify(row >= 0)
        compare(Catalog.get(row).name, "Shikoku")
        compare(Catalog.get(row).minPlayers, 3)
    }

    function test_startRequestsTheChosenTable() {
        const page = createTemporaryObject(launcher, testCase)
        page.selectedRow = Catalog.indexOf("shikoku")
        startSpy.target = page
        startSpy.clear()
        const start = findChild(page, "startButton")
        verify(start)
        waitForItemPolished(page)
        tryVerify(function() { return start.enabled && start.width > 0 })
        mouseClick(start)
        compare(startSpy.count, 1)
        compare(startSpy.signalArguments[0][0], "shikoku")
        compare(startSpy.signalArguments[0][1], "")
        const seats = startSpy.signalArguments[0][2]
        compare(seats.length, 4)
        compare(seats[0].kind, "human")
        compare(seats[1].kind, "ai")
    }

    function test_languageSwitchRenamesGames() {
        const page = createTemporaryObject(launcher, testCase)
        Localization.language = "ja"
        compare(Catalog.get(Catalog.indexOf("shikoku")).name, "四国")
        Localization.language = "en"
        compare(Catalog.get(Catalog.indexOf("shikoku")).name, "Shikoku")
    }
}
