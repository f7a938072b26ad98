// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Kotatsu
import Kotatsu.Bridge

// The variant lab used as a designer uses it: opened from the launcher's Compare… on the
// long pilgrimage, a small comparison run with the Run button and read in the figures table
// (longer games, said in words), a large one cancelled half-way by Cancel (the partial result
// holds the same games on both sides), the charts drawn, and Play this variant opening the
// table.
TestCase {
    id: testCase
    name: "VariantLab"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component {
        id: mainWindow
        Main {
            width: 1280
            height: 800
            startup: ({ aiDelay: 600000 })
        }
    }

    property var win: null
    property var launcher: null
    property var stack: null

    function init() {
        Localization.language = "en"
        win = createTemporaryObject(mainWindow, testCase)
        verify(win)
        launcher = findChild(win.contentItem, "launcher")
        stack = findChild(win.contentItem, "stack")
        verify(launcher && stack)
        waitForRendering(win.contentItem)
    }
    function cleanup() {
        const page = stack ? stack.currentItem : null
        if (page && page.objectName === "labPage") {
            page.lab.cancel()
            tryCompare(page.lab, "running", false, 30000)
        }
        Localization.language = "en"
    }

    function clickCard(id) {
        const card = findChild(launcher, "gameCard_" + id)
        verify(card, "a card for " + id)
        findChild(launcher, "gameList").positionViewAtIndex(Catalog.indexOf(id), ListView.Contain)
        mouseClick(card, 30, 20)
        compare(launcher.selected.gameId, id)
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
        compare(box.currentIndex, index)
    }
    // The launcher's Compare… on a game's variant: the lab comes up on it.
    function openLab(gameId, variantId) {
        clickCard(gameId)
        const compareButton = findChild(launcher, "compareButton")
        verify(compareButton)
        verify(!compareButton.enabled, "Compare… needs a variant")
        const variants = Catalog.get(Catalog.indexOf(gameId)).variants
        const index = variants.findIndex(v => v.id === variantId)
        verify(index >= 0, "the variant " + variantId)
        chooseEntry(findChild(launcher, "variantBox"), index + 1)
        verify(compareButton.enabled)
        mouseClick(compareButton)
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const page = stack.currentItem
        compare(page.objectName, "labPage")
        compare(page.lab.game, gameId)
        compare(page.lab.variant, variantId)
        compare(page.lab.baseVariant, "")
        tryVerify(() => page.sides.valid === true)
        waitForRendering(page)
        return page
    }
    // Types a number into a spin box as a person does: click, select all, type, Enter.
    function typeInto(spin, value) {
        const field = spin.contentItem
        mouseClick(field)
        verify(field.activeFocus, "the spin box's field has the focus")
        keySequence(StandardKey.SelectAll)
        for (const c of String(value))
            keyClick(c)
        keyClick(Qt.Key_Return)
        compare(spin.value, value)
    }
    function row(page, name) {
        const list = findChild(page, "labFigureList")
        verify(list)
        const index = page.figures.findIndex(f => f.name === name)
        verify(index >= 0, "a figure " + name)
        list.positionViewAtIndex(index, ListView.Contain)
        waitForRendering(list)
        const item = list.itemAtIndex(index)
        verify(item, "a row for " + name)
        return item
    }
    function textOf(item, name) {
        const t = findChild(item, name)
        verify(t, name)
        return t.text
    }

    // Any two rule sets: the long pilgrimage against four-card hands, chosen in the lab's
    // "Compared with" list; the run is the CLI's compare --against.
    function test_comparesAnyTwoVariants() {
        const page = openLab("shikoku", "long_pilgrimage")
        const against = findChild(page, "labAgainstBox")
        verify(against)
        compare(against.currentIndex, 0)
        const index = page.againstChoices.findIndex(c => c.id === "four_card_hands")
        verify(index > 0)
        chooseEntry(against, index)
        compare(page.lab.baseVariant, "four_card_hands")
        tryVerify(() => page.sides.valid === true && page.sides.base.variantId === "four_card_hands")
        compare(findChild(page, "labSubtitle").text, "Long pilgrimage compared with Four-card hands")
        typeInto(findChild(page, "labGamesBox"), 100)
        mouseClick(findChild(page, "labRunButton"))
        tryCompare(page.lab, "running", false, 60000)
        compare(page.lab.result.paired_games, 100)
        compare(page.lab.result.base.variant, "four_card_hands")
        compare(page.lab.result.variant.variant, "long_pilgrimage")
    }

    function test_smallComparisonSaysGamesAreLonger() {
        const page = openLab("shikoku", "long_pilgrimage")
        compare(findChild(page, "labSubtitle").text, "Long pilgrimage compared with Standard rules")
        compare(page.lab.games, 2000)
        compare(page.lab.seed, 1)
        compare(page.lab.players, 3)
        compare(page.lab.agents, ["random", "random", "random"])
        typeInto(findChild(page, "labGamesBox"), 200)
        compare(page.lab.games, 200)
        const run = findChild(page, "labRunButton")
        mouseClick(run)
        verify(page.lab.running || page.lab.result.paired_games === 200, "the run started")
        tryCompare(page.lab, "running", false, 60000)
        compare(page.lab.error, "")
        compare(page.lab.result.paired_games, 200)
        compare(page.lab.progress, 1)
        compare(findChild(page, "labProgressText").text, "200 games on each side, on the same seeds.")

        // Decisions per game: longer, significantly, and said so.
        const plies = row(page, "plies")
        compare(textOf(plies, "figureLabel"), "Decisions per game")
        const verdict = textOf(plies, "figureVerdict")
        verify(/^Games are now [0-9.,]+ ± [0-9.,]+ decisions longer$/.test(verdict), verdict)
        verify(page.figures.find(f => f.name === "plies").significant)
        verify(textOf(plies, "figureDifference").startsWith("+"), textOf(plies, "figureDifference"))
        // Rounds, in Shikoku's own words.
        const rounds = row(page, "rounds")
        compare(textOf(rounds, "figureLabel"), "Rounds")
        verify(/^Games now last [0-9.,]+ ± [0-9.,]+ more rounds$/.test(textOf(rounds, "figureVerdict")),
               textOf(rounds, "figureVerdict"))
        // A seat's wins and the end condition carry labels, not names.
        compare(textOf(row(page, "wins.seat0"), "figureLabel"), "Wins: First player")
        compare(textOf(row(page, "end.pagoda"), "figureLabel"), "Ended by: A pilgrim reached the pagoda")

        // The charts: every tab shows its chart with both sides.
        const tabs = ["length", "wins", "scores", "ends"]
        for (let i = 0; i < tabs.length; ++i) {
            mouseClick(findChild(page, "chartTab_" + tabs[i]))
            const chart = findChild(page, tabs[i] + "Chart")
            verify(chart, tabs[i])
            tryVerify(() => chart.visible)
            verify(chart.count >= (tabs[i] === "ends" ? 1 : 2), tabs[i] + " has series")
        }
        const lengthData = page.lab.charts.length
        compare(lengthData.figure, "rounds")
        compare(lengthData.base.length, lengthData.lows.length)

        // The designer's target, typed in: drawn as a band on the length chart.
        mouseClick(findChild(page, "chartTab_length"))
        typeInto(findChild(page, "labTargetMin"), 15)
        typeInto(findChild(page, "labTargetMax"), 25)
        compare(page.lab.targetMin, 15)
        compare(page.lab.targetMax, 25)
        const lengthChart = findChild(page, "lengthChart")
        const band = lengthChart.series(0)
        verify(band.visible, "the target band is shown")
        compare(band.upperSeries.at(0).x, 15)
        compare(band.upperSeries.at(1).x, 26)
        const inside = findChild(page, "targetShares")
        tryVerify(() => inside.visible, 2000, "the share inside the target is said")
        verify(inside.text.indexOf("%") > 0, inside.text)

        // Exports: the chart shown as PNG, the records as CSV (a header and a line per game).
        const dir = Qt.resolvedUrl("file:///tmp/kotatsu-lab-test-" + Date.now() + "-")
        verify(page.exportTo(dir + "chart.png", "chart-png"))
        tryVerify(() => page.notice.startsWith("Saved"), 5000, page.notice)
        verify(page.exportTo(dir + "records.csv", "records-csv"))
        verify(page.exportTo(dir + "result.json", "result-json"))
        compare(page.lab.error, "")
    }

    function test_cancelKeepsPairedGames() {
        const page = openLab("shikoku", "long_pilgrimage")
        typeInto(findChild(page, "labGamesBox"), 100000)
        mouseClick(findChild(page, "labRunButton"))
        tryCompare(page.lab, "running", true)
        const cancel = findChild(page, "labCancelButton")
        tryVerify(() => cancel.visible)
        // Half-way enough that both sides have games, far from the end.
        tryVerify(() => page.lab.progress > 0.003, 60000)
        tryVerify(() => page.lab.secondsLeft > 0, 10000, "the time left is shown")
        verify(/about [0-9]+ seconds? left/.test(findChild(page, "labProgressText").text),
               findChild(page, "labProgressText").text)
        mouseClick(cancel)
        tryCompare(page.lab, "running", false, 30000)
        verify(page.lab.cancelled)
        const r = page.lab.result
        verify(r.paired_games > 0, "games were kept")
        verify(r.paired_games < 100000)
        compare(r.base.games_played, r.paired_games)
        compare(r.variant.games_played, r.paired_games)
        verify(findChild(page, "labProgressText").text.startsWith("Cancelled"))
        // The table shows the partial figures.
        verify(page.figures.length > 0)
        compare(textOf(row(page, "plies"), "figureLabel"), "Decisions per game")
        verify(findChild(page, "labRunButton").visible)
    }

    function test_playThisVariantOpensTheTable() {
        const page = openLab("shikoku", "long_pilgrimage")
        mouseClick(findChild(page, "labPlayButton"))
        tryCompare(stack, "busy", false)
        tryCompare(stack.currentItem, "objectName", "gamePage")
        const session = stack.currentItem.session
        compare(session.info.variantId, "long_pilgrimage")
        compare(session.numPlayers, 3)
    }

    // The rules editor's Compare with the base game opens the lab on its play file.
    function test_editorComparesWithTheBaseGame() {
        clickCard("shikoku")
        mouseClick(findChild(launcher, "editRulesButton"))
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const editor = stack.currentItem
        compare(editor.objectName, "editorPage")
        if (editor.recoveryDialog.opened)
            mouseClick(findChild(editor.recoveryDialog.contentItem, "dialogCancel"))
        const button = findChild(editor, "compareVariantButton")
        tryVerify(() => button.enabled, 10000, "the new variant checks")
        mouseClick(button)
        tryCompare(stack, "depth", 3)
        tryCompare(stack, "busy", false)
        const page = stack.currentItem
        compare(page.objectName, "labPage")
        verify(page.lab.variant.endsWith(".yaml"), page.lab.variant)
        tryVerify(() => page.sides.valid === true)
        mouseClick(findChild(page, "labBackButton"))
        tryCompare(stack, "depth", 2)
    }
}
