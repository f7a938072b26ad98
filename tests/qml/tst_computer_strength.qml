// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The computer keeps the strength chosen for it across a language switch (issue 31: seat 2
// went from "Normal" to "Easy"/弱い, and the statistics then counted the wrong level). As a
// person does it: the strength picked by clicks, the language switched in the header's
// language menu, then Start.
TestCase {
    id: testCase
    name: "ComputerStrength"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component {
        id: mainWindow
        Main {
            width: 1280
            height: 800
            // Computer players wait: the test reads the table, it does not play.
            startup: ({ aiDelay: 600000 })
        }
    }

    property var win: null
    property var page: null

    function init() {
        Localization.language = "en"
        win = createTemporaryObject(mainWindow, testCase)
        verify(win)
        page = findChild(win.contentItem, "launcher")
        verify(page)
        win.update(); waitForRendering(win.contentItem)
    }
    function cleanup() {
        Localization.language = "en"
    }

    function clickCard(id) {
        const card = findChild(page, "gameCard_" + id)
        verify(card, "a card for " + id)
        findChild(page, "gameList").positionViewAtIndex(Catalog.indexOf(id), ListView.Contain)
        mouseClick(card, 30, 20)
        compare(page.selected.gameId, id)
    }
    function chooseEntry(box, index) {
        mouseClick(box)
        tryCompare(box.popup, "opened", true)
        const list = box.popup.contentItem
        list.positionViewAtIndex(index, ListView.Contain)
        const entry = list.itemAtIndex(index)
        verify(entry, "entry " + index)
        mouseClick(entry)
        tryCompare(box.popup, "visible", false)
    }
    // The language menu in the launcher's header, as a person opens it and picks an entry.
    function switchLanguage(code) {
        const button = findChild(page, "languageButton")
        verify(button, "the language button")
        mouseClick(button)
        const menu = findChild(button, "languageMenu")
        verify(menu, "the language menu")
        tryCompare(menu, "opened", true)
        let item = null
        for (let i = 0; i < menu.count; ++i)
            if (menu.itemAt(i).objectName === "languageItem_" + code)
                item = menu.itemAt(i)
        verify(item, "the menu entry for " + code)
        tryCompare(item, "visible", true)
        win.update(); waitForRendering(win.contentItem)
        mouseClick(item)
        tryCompare(Localization, "language", code)
        win.update(); waitForRendering(win.contentItem)
    }
    function secondSeat() {
        const seat = findChild(page, "seatList").itemAtIndex(1)
        verify(seat, "seat 2")
        return seat
    }

    function test_strengthSurvivesTheLanguage_data() {
        return [
            { tag: "normal, ja", level: 1, value: "normal", language: "ja", shown: "ふつう" },
            { tag: "normal, hu", level: 1, value: "normal", language: "hu", shown: "" },
            { tag: "strong, ja", level: 2, value: "strong", language: "ja", shown: "強い" },
            { tag: "easy, fr", level: 0, value: "easy", language: "fr", shown: "" }
        ]
    }
    function test_strengthSurvivesTheLanguage(data) {
        clickCard("shikoku")
        let box = findChild(secondSeat(), "levelBox")
        verify(box.visible)
        // Picked by clicks: another strength first, then the one wanted.
        chooseEntry(box, data.level === 2 ? 0 : 2)
        chooseEntry(box, data.level)
        compare(box.currentValue, data.value)
        compare(page.seatsForStart()[1].level, data.value)

        switchLanguage(data.language)
        box = findChild(secondSeat(), "levelBox")
        compare(box.currentIndex, data.level)
        compare(box.currentValue, data.value)
        if (data.shown !== "")
            compare(box.displayText, data.shown)
        compare(page.seatsForStart()[1].level, data.value)
        // Back again, the same.
        switchLanguage("en")
        box = findChild(secondSeat(), "levelBox")
        compare(box.currentValue, data.value)
        compare(box.displayText, ["Easy", "Normal", "Strong"][data.level])
        switchLanguage(data.language)

        // What the started game records: its seats, which the statistics count by.
        mouseClick(findChild(page, "startButton"))
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const session = findChild(win.contentItem, "gamePage").session
        compare(session.gameId, "shikoku")
        compare(session.seats[1].kind, "computer")
        compare(session.seats[1].level, data.value)
        session.stop()
    }

    // The Automa's level and the chosen rules are kept the same way.
    function test_automaLevelAndRulesSurviveTheLanguage() {
        clickCard("tokaido_duo")
        const levels = Catalog.get(Catalog.indexOf("tokaido_duo")).rulesSeat.levels
        chooseEntry(findChild(secondSeat(), "kindBox"), 2)
        chooseEntry(findChild(secondSeat(), "rulesLevelBox"), levels.length - 1)
        const variants = findChild(page, "variantBox")
        chooseEntry(variants, 1)
        compare(page.variantIndex, 1)
        switchLanguage("ja")
        const jaLevels = Catalog.get(Catalog.indexOf("tokaido_duo")).rulesSeat.levels
        const box = findChild(secondSeat(), "rulesLevelBox")
        compare(box.currentIndex, levels.length - 1)
        compare(box.displayText, jaLevels[levels.length - 1].name)
        compare(findChild(secondSeat(), "kindBox").currentValue, "rules")
        compare(variants.currentIndex, 1)
        compare(variants.displayText, page.selected.variants[0].name)
        compare(page.seatsForStart()[1].level, levels[levels.length - 1].level)
    }

    // A strength left as it was (Normal, untouched) is kept too, through two switches.
    function test_untouchedStrengthSurvives() {
        clickCard("hyano")
        switchLanguage("ja")
        switchLanguage("hu")
        const box = findChild(secondSeat(), "levelBox")
        compare(box.currentValue, "normal")
        compare(page.seatsForStart()[1].level, "normal")
        // The launcher then shows Normal in Hungarian, as the seat really plays.
        switchLanguage("en")
        compare(findChild(secondSeat(), "levelBox").displayText, "Normal")
    }
}
