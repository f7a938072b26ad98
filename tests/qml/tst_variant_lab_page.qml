// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
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
        win.update(); waitForRendering(win.contentItem)
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
    // Random play at every seat, chosen in each seat's list (the page seats Easy): for the
    // tests of a long run's machinery, which want many games fast, not good players.
    function chooseRandomSeats(page) {
        for (let seat = 0; seat < page.seatChoices.length; ++seat)
            chooseEntry(findChild(page, "labAgent_" + seat), 0)
        compare(page.lab.agents, page.seatChoices.map(() => "random"))
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
        page.Window.window.update(); waitForRendering(page)
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
        list.Window.window.update(); waitForRendering(list)
        // (The list makes the row in its next layout pass, not always before this frame; and
        // while a run goes on, each batch's figures are a new model, which takes the list back
        // to its top: the row is brought into view again until it is there.)
        tryVerify(() => {
            if (list.itemAtIndex(index) !== null)
                return true
            list.positionViewAtIndex(index, ListView.Contain)
            return false
        }, 5000, "a row for " + name)
        const item = list.itemAtIndex(index)
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

    // Whether the variant still passes the rulebook's scenarios, before any run: the garden's
    // straight jumps fail the landing scenarios (garden spec §7.2), said with the counts in the
    // person's language; "Show the failing ones" lists them by file:line, spec section and name.
    function test_saysWhichRulebookScenariosFail() {
        const page = openLab("garden", "straight_jumps")
        tryVerify(() => page.lab.scenarios.state === "done", 10000)
        const s = page.lab.scenarios
        verify(s.failed > 0 && s.passed > s.failed, JSON.stringify(s))
        compare(s.total, s.passed + s.failed + s.skipped)
        const box = findChild(page, "labScenarios")
        verify(box && box.visible)
        const text = findChild(page, "labScenariosText")
        compare(text.text, "Rulebook scenarios under this variant: Passed: " + s.passed
                + " · Failed: " + s.failed + " · Skipped: " + s.skipped)
        const list = findChild(page, "labScenarioFailures")
        verify(!list.visible)
        const button = findChild(page, "labScenarioFailuresButton")
        compare(button.text, "Show the failing ones")
        mouseClick(button)
        tryVerify(() => list.visible && list.count === s.failed)
        page.Window.window.update(); waitForRendering(list)
        const first = list.itemAtIndex(0)
        verify(first)
        verify(/^jumps\.yaml:\d+ · \u00a77\.2 · an empty jumper jumps a loaded figure$/.test(first.text),
               first.text)
        compare(button.text, "Hide the failing ones")
        // In Japanese: the labels are the catalog's, the parts joined with 「・」.
        Localization.language = "ja"
        tryVerify(() => text.text !== "" && text.text.indexOf("Rulebook") < 0, 5000, text.text)
        verify(text.text.indexOf("・") > 0 && text.text.indexOf(String(s.failed)) > 0, text.text)
        verify(first.text.indexOf("jumps.yaml:") === 0 && first.text.indexOf("・\u00a77.2・") > 0,
               first.text)
        mouseClick(button)
        tryVerify(() => !list.visible)
    }

    function test_smallComparisonSaysGamesAreLonger() {
        const page = openLab("shikoku", "long_pilgrimage")
        compare(findChild(page, "labSubtitle").text, "Long pilgrimage compared with Standard rules")
        compare(page.lab.games, 2000)
        compare(page.lab.seed, 1)
        compare(page.lab.players, 3)
        // Every seat plays at Easy (Shikoku's is the heuristic), not at random: players that
        // play like players. The quick search is the one the game's data names.
        compare(page.lab.agents, ["heuristic", "heuristic", "heuristic"])
        compare(findChild(page, "labAgent_0").displayText, "Easy (heuristic)")
        compare(page.agentChoices.find(c => c.label === "Quick search").spec,
                "ismcts:iterations=60,depth=6")
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
        // With the change relative to the standard rules, which says whether it matters.
        verify(/^Games are now [0-9.,]+ ± [0-9.,]+ decisions longer \(\+[0-9.,]+%\)$/.test(verdict), verdict)
        verify(page.figures.find(f => f.name === "plies").significant)
        verify(textOf(plies, "figureDifference").startsWith("+"), textOf(plies, "figureDifference"))
        // Rounds, in Shikoku's own words.
        const rounds = row(page, "rounds")
        compare(textOf(rounds, "figureLabel"), "Rounds")
        verify(/^Games now last [0-9.,]+ ± [0-9.,]+ more rounds \(\+[0-9.,]+%\)$/.test(textOf(rounds, "figureVerdict")),
               textOf(rounds, "figureVerdict"))
        // A seat's wins and the end condition carry labels, not names.
        compare(textOf(row(page, "wins.seat0"), "figureLabel"), "Wins: First player")
        compare(textOf(row(page, "end.pagoda"), "figureLabel"), "Ended by: A pilgrim reached the pagoda")
        // In Hungarian the condition goes on after the colon in lower case.
        Localization.language = "hu"
        compare(textOf(row(page, "end.pagoda"), "figureLabel"), "Vége: egy zarándok elérte a pagodát")
        // So does French and Spanish (a label after a colon, not a sentence of its own).
        Localization.language = "fr"
        compare(textOf(row(page, "end.pagoda"), "figureLabel"), "Fin\u00a0: un pèlerin a atteint la pagode")
        Localization.language = "es"
        compare(textOf(row(page, "end.pagoda"), "figureLabel"), "Fin: un peregrino llegó a la pagoda")
        Localization.language = "en"

        // The charts: every tab shows its chart with both sides.
        const tabs = ["length", "wins", "scores", "ends"]
        for (let i = 0; i < tabs.length; ++i) {
            mouseClick(findChild(page, "chartTab_" + tabs[i]))
            const chart = findChild(page, tabs[i] + "Chart")
            verify(chart, tabs[i])
            tryVerify(() => chart.visible)
            verify(chart.count >= (tabs[i] === "ends" ? 1 : 2), tabs[i] + " has series")
            // Every value axis on round steps: 1, 2 or 5 times a power of ten, from a
            // multiple of the step (0 5 10 15 %, never 0 3 7 10 % nor 0 25 50 75 100 %).
            for (const axis of [chart.axisX(chart.series(chart.count - 1)), chart.axisY(chart.series(chart.count - 1))]) {
                if (axis.tickCount === undefined)
                    continue
                const step = (axis.max - axis.min) / (axis.tickCount - 1)
                const power = Math.pow(10, Math.floor(Math.log10(step) + 1e-9))
                verify([1, 2, 5, 10].some(m => Math.abs(step - m * power) < 1e-6 * power),
                       tabs[i] + ": ticks from " + axis.min + " to " + axis.max + " by " + step)
                verify(Math.abs(axis.min / step - Math.round(axis.min / step)) < 1e-6
                       && Math.abs(axis.max / step - Math.round(axis.max / step)) < 1e-6,
                       tabs[i] + ": ticks from " + axis.min + " to " + axis.max + " by " + step)
            }
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

    // The balance report of both rule sets, in Ludii's figures, from the comparison's own
    // result (core's BalanceReport): each seat's advantage, comebacks, decisiveness, drama,
    // duration and branching, each with its interval; the long pilgrimage lasts longer.
    function test_balanceReportOfBothSides() {
        const page = openLab("shikoku", "long_pilgrimage")
        chooseRandomSeats(page)
        typeInto(findChild(page, "labGamesBox"), 200)
        const tab = findChild(page, "labModeBalance")
        verify(tab && tab.visible)
        mouseClick(tab)
        compare(page.mode, 3)
        const table = findChild(page, "balanceTable")
        verify(table.visible)
        mouseClick(findChild(page, "labRunButton"))
        tryCompare(page.lab, "running", false, 120000)
        compare(page.lab.error, "")
        page.Window.window.update(); waitForRendering(page)
        const list = findChild(table, "balanceRows")
        const names = page.lab.result.balance.base.figures.map(f => f.name)
        compare(names, ["advantage.seat0", "advantage.seat1", "advantage.seat2", "comebacks",
                        "decisiveness", "drama", "duration", "branching"])
        const shown = {}
        for (let i = 0; i < names.length; ++i) {
            list.positionViewAtIndex(i, ListView.Contain)
            list.Window.window.update(); waitForRendering(list)
            const item = list.itemAtIndex(i)
            verify(item, names[i])
            shown[names[i]] = { label: textOf(item, "balanceLabel"), base: textOf(item, "balanceBase"),
                                variant: textOf(item, "balanceVariant") }
        }
        compare(shown["advantage.seat0"].label, "Advantage: First player")
        verify(/^[+−]?[0-9.]+ ± [0-9.]+ pp$/.test(shown["advantage.seat0"].base), shown["advantage.seat0"].base)
        compare(shown["duration"].label, "Duration")
        compare(shown["comebacks"].label, "Comebacks")
        verify(/%/.test(shown["comebacks"].base), shown["comebacks"].base)
        // The figures are the result's: the long pilgrimage's games are longer.
        const duration = side => page.lab.result.balance[side].figures.find(f => f.name === "duration")
        verify(duration("variant").value > duration("base").value)
        verify(shown["duration"].base.startsWith(duration("base").value.toFixed(0).slice(0, 1)), shown["duration"].base)
        verify(shown["duration"].base !== shown["duration"].variant)
    }

    function test_cancelKeepsPairedGames() {
        const page = openLab("shikoku", "long_pilgrimage")
        chooseRandomSeats(page)
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

    // Runs the comparison to its end with the Run button (or `button`).
    function runToEnd(page, button) {
        mouseClick(button || findChild(page, "labRunButton"))
        tryCompare(page.lab, "running", false, 120000)
        compare(page.lab.error, "")
        verify(page.lab.settled)
    }

    // Figures of settings changed since are kept but said to be of the previous run, with
    // Run again; running again clears the mark.
    function test_staleMarkWhenASettingChanges() {
        const page = openLab("shikoku", "long_pilgrimage")
        typeInto(findChild(page, "labGamesBox"), 60)
        runToEnd(page)
        const banner = findChild(page, "labStaleBanner")
        verify(banner)
        verify(!banner.visible)
        const table = findChild(page, "labFigures")
        compare(table.opacity, 1)
        verify(findChild(row(page, "plies"), "figureVerdict").visible)

        // One more player, by the spin box's up arrow.
        const players = findChild(page, "labPlayersBox")
        mouseClick(players.up.indicator)
        compare(page.lab.players, 4)
        tryVerify(() => banner.visible, 2000, "the stale mark")
        compare(findChild(page, "labStaleText").text,
                "The settings have changed: these figures are from the previous run.")
        verify(table.opacity < 1)
        compare(page.result.base.players, 3) // the figures stay, those of 3 players
        verify(page.figures.length > 0)
        // Back to 3: the figures are those of the settings again.
        mouseClick(players.down.indicator)
        tryVerify(() => !banner.visible)
        // Another number of games, typed: stale again; Run again runs the new settings.
        typeInto(findChild(page, "labGamesBox"), 40)
        tryVerify(() => banner.visible)
        const again = findChild(page, "labRunAgainButton")
        verify(again.visible && again.enabled)
        runToEnd(page, again)
        verify(!banner.visible)
        compare(page.result.paired_games, 40)
        compare(table.opacity, 1)
    }

    // While a run goes, and after a cancel, the figures show but no verdict does: no sentence,
    // no colour, and a note says why.
    function test_noVerdictBeforeThePlannedGames() {
        const page = openLab("shikoku", "long_pilgrimage")
        chooseRandomSeats(page)
        typeInto(findChild(page, "labGamesBox"), 100000)
        mouseClick(findChild(page, "labRunButton"))
        tryCompare(page.lab, "running", true)
        tryVerify(() => page.figures.length > 0 && page.result.paired_games >= 500, 60000,
                  "a partial result")
        const note = findChild(page, "labVerdictNote")
        verify(note.visible)
        verify(note.text.startsWith("The verdicts come once all 100,000 games are played"), note.text)
        // Decisions per game differ a lot already, but nothing says so yet.
        verify(page.figures.find(f => f.name === "plies").significant)
        for (const name of ["plies", "rounds", "wins.seat0"]) {
            const r = row(page, name)
            const verdict = findChild(r, "figureVerdict")
            verify(!verdict.visible, name)
            compare(verdict.text, "")
            verify(!findChild(r, "figureDifference").font.bold, name)
        }
        mouseClick(findChild(page, "labCancelButton"))
        tryCompare(page.lab, "running", false, 30000)
        verify(!page.lab.settled)
        const kept = page.result.paired_games
        verify(kept > 0 && kept < 100000)
        compare(findChild(page, "labProgressText").text,
                "Cancelled: " + kept.toLocaleString(Qt.locale("en"), "f", 0) + " of 100,000 games kept with each rule set.")
        verify(note.visible)
        verify(note.text.startsWith("No verdicts: the run stopped after "), note.text)
        verify(!findChild(row(page, "plies"), "figureVerdict").visible)
    }

    // A difference of two shares is in percentage points, in the Difference column and in the
    // verdict, in English and in Spanish (straight jumps make the garden's draws more frequent).
    function test_shareDifferencesInPercentagePoints() {
        const page = openLab("garden", "straight_jumps")
        // Random play: the rules' own effect on draws shows in 200 games (Easy's does not).
        chooseRandomSeats(page)
        typeInto(findChild(page, "labGamesBox"), 200)
        runToEnd(page)
        const draws = page.figures.find(f => f.name === "draws")
        verify(draws.significant && draws.difference > 0)
        let r = row(page, "draws")
        const number = "[0-9]+(?:[.,][0-9]+)?"
        const column = new RegExp("^\\+" + number + " (± " + number + " pp|pp\\s\\(\\+" + number + " to \\+" + number + "\\))$")
        verify(column.test(textOf(r, "figureDifference")), textOf(r, "figureDifference"))
        const verdict = new RegExp("^Draws are now more frequent: \\+" + number + " (± " + number + "|\\(" + number + " to " + number + "\\)) percentage points$")
        verify(verdict.test(textOf(r, "figureVerdict")), textOf(r, "figureVerdict"))
        // A game's own "points" keep their word: a score is not a share.
        verify(!textOf(row(page, "score.seat0"), "figureDifference").endsWith("pp"))

        Localization.language = "es"
        page.Window.window.update(); waitForRendering(page)
        r = row(page, "draws")
        // (a no-break space between the number and "p. p.")
        const columnEs = new RegExp("^\\+" + number + "(\\s± " + number + "\\sp\\.\\sp\\.|\\sp\\.\\sp\\.\\s\\(de \\+" + number + " a \\+" + number + "\\))$")
        verify(columnEs.test(textOf(r, "figureDifference")), textOf(r, "figureDifference"))
        verify(/puntos porcentuales/.test(textOf(r, "figureVerdict")), textOf(r, "figureVerdict"))
        verify(textOf(r, "figureVerdict").startsWith("Los empates son ahora más frecuentes"), textOf(r, "figureVerdict"))
    }

    // A share of 100 % (every game ends at the pagoda) or 0 % (no draws) keeps its interval
    // inside 0–100 %: its two ends, not "100.0% ± 1.5".
    function test_shareIntervalsStayInside() {
        const page = openLab("shikoku", "long_pilgrimage")
        typeInto(findChild(page, "labGamesBox"), 100)
        runToEnd(page)
        for (const [name, share] of [["end.pagoda", 100], ["draws", 0]]) {
            const f = page.figures.find(x => x.name === name)
            compare(f.base * 100, share)
            verify(f.base_interval[0] >= 0 && f.base_interval[1] <= 1, name)
            const r = row(page, name)
            for (const cell of ["figureBase", "figureVariant"]) {
                const text = textOf(r, cell)
                verify(text.indexOf("±") < 0, name + ": " + text)
                const numbers = text.match(/[0-9]+(\.[0-9]+)?/g).map(Number)
                compare(numbers[0], share)
                verify(numbers.every(x => x >= 0 && x <= 100), name + ": " + text)
                verify(numbers.length === 3, text)
            }
            verify(textOf(r, "figureDifference").indexOf("±") >= 0 || textOf(r, "figureDifference").indexOf(" to ") >= 0)
        }
    }

    // Every seat's chooser shows each of its choices whole at 1024×640 in every language, in
    // the box and in its list ("弱い（ヒューリスティック）" was cut at a fixed 170 pixels).
    function test_seatChoicesAreWhole_data() {
        return ["en", "es", "fr", "ja", "hu"].map(l => ({ tag: l, language: l }))
    }
    function test_seatChoicesAreWhole(data) {
        win.width = 1024
        win.height = 640
        const page = openLab("tokaido_duo", Catalog.get(Catalog.indexOf("tokaido_duo")).variants[0].id)
        Localization.language = data.language
        page.Window.window.update(); waitForRendering(page)
        verify(page.seatChoices.length >= 2)
        for (let seat = 0; seat < page.seatChoices.length; ++seat) {
            const box = findChild(page, "labAgent_" + seat)
            verify(box && box.visible, "seat " + seat)
            // Inside the page.
            const right = box.mapToItem(page, box.width, 0).x
            verify(right <= page.width, "seat " + seat + " ends at " + right)
            for (let i = 0; i < box.count; ++i) {
                mouseClick(box)
                tryCompare(box.popup, "opened", true)
                const list = box.popup.contentItem
                list.positionViewAtIndex(i, ListView.Contain)
                const entry = list.itemAtIndex(i)
                verify(entry, "entry " + i)
                verify(!entry.contentItem.truncated, data.language + ": “" + entry.text + "” is cut in the list")
                mouseClick(entry)
                tryCompare(box.popup, "visible", false)
                compare(box.currentIndex, i)
                const field = box.contentItem
                verify(field.contentWidth <= field.width - field.leftPadding - field.rightPadding + 0.5,
                       data.language + ": “" + box.displayText + "” is cut in the box ("
                       + field.contentWidth + " in " + (field.width - field.leftPadding - field.rightPadding) + ")")
            }
        }
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
        if (editor.recoveryDialog.visible) {
            tryCompare(editor.recoveryDialog, "opened", true)
            mouseClick(findChild(editor.recoveryDialog.contentItem, "dialogCancel"))
            tryCompare(editor.recoveryDialog, "visible", false)
        }
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
