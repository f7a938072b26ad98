// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The variant lab's answers to a designer's questions (issue 35), clicked and typed on the real
// page opened from the launcher's Compare…: a sweep of the long pilgrimage's pagoda step set up
// in the Sweep tab (the rule chosen from the schema's labels, values typed, games per value,
// a target), its values arriving one by one, a value the rules refuse shown with the reason
// and the values meeting the target marked; the verdict of each figure against its margin,
// interim while the run grows, settled at its end, and judged again when the designer types
// another margin; and which change of the straight jumps did what.
TestCase {
    id: testCase
    name: "VariantLabSweep"
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
            page.cancelRun()
            tryCompare(page.lab, "running", false, 30000)
            tryCompare(page.sweep, "running", false, 30000)
        }
        Localization.language = "en"
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
    function openLab(gameId, variantId) {
        const card = findChild(launcher, "gameCard_" + gameId)
        verify(card, "a card for " + gameId)
        findChild(launcher, "gameList").positionViewAtIndex(Catalog.indexOf(gameId), ListView.Contain)
        mouseClick(card, 30, 20)
        const variants = Catalog.get(Catalog.indexOf(gameId)).variants
        const index = variants.findIndex(v => v.id === variantId)
        verify(index >= 0, "the variant " + variantId)
        chooseEntry(findChild(launcher, "variantBox"), index + 1)
        mouseClick(findChild(launcher, "compareButton"))
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const page = stack.currentItem
        compare(page.objectName, "labPage")
        tryVerify(() => page.sides.valid === true)
        page.Window.window.update(); waitForRendering(page)
        return page
    }
    // Types into a text field as a person does: click, select all, type.
    function typeText(field, text) {
        mouseClick(field)
        verify(field.activeFocus, "the field has the focus")
        keySequence(StandardKey.SelectAll)
        for (const c of text)
            keyClick(c)
    }
    function typeInto(spin, value) {
        typeText(spin.contentItem, String(value))
        keyClick(Qt.Key_Return)
        compare(spin.value, value)
    }
    function showTab(page, name) {
        const tab = findChild(page, name)
        verify(tab, name)
        mouseClick(tab)
        page.Window.window.update(); waitForRendering(page)
    }
    function figureRow(page, name) {
        const list = findChild(page, "labFigureList")
        verify(list)
        const index = page.figures.findIndex(f => f.name === name)
        verify(index >= 0, "a figure " + name)
        list.positionViewAtIndex(index, ListView.Contain)
        list.Window.window.update(); waitForRendering(list)
        const item = list.itemAtIndex(index)
        verify(item, "a row for " + name)
        return item
    }
    function sweepRow(page, value) {
        const list = findChild(page, "sweepRows")
        verify(list)
        const index = page.sweep.points.findIndex(p => p.value === value)
        verify(index >= 0, "a row for " + value)
        list.positionViewAtIndex(index, ListView.Contain)
        list.Window.window.update(); waitForRendering(list)
        const item = list.itemAtIndex(index)
        verify(item, "a row item for " + value)
        return item
    }

    // Counts of values finished each time the sweep's values change.
    property var arrivals: []
    Connections {
        id: arrivalWatch
        target: null
        ignoreUnknownSignals: true
        function onPointsChanged() {
            const p = arrivalWatch.target.points
            testCase.arrivals.push(p.filter(x => !x.pending).length)
        }
    }

    // Four pilgrims' pagoda at 21, 31 and 300 steps, 200 games each, a target of 4 to 8
    // rounds: 21 steps play about 5.8 rounds (meets), 31 about 9.9 (misses), and 300 is past
    // the key's range (refused, with the reason, and not played).
    function test_sweepArrivesMarksAndRefuses() {
        const page = openLab("shikoku", "long_pilgrimage")
        showTab(page, "labModeSweep")
        compare(page.mode, 1)
        const keyBox = findChild(page, "sweepKeyBox")
        verify(keyBox && keyBox.visible)
        const index = page.sweep.keys.findIndex(k => k.key === "rules.steps_to_pagoda")
        verify(index >= 0, "the pagoda step is a key to sweep")
        // The key is offered by the schema's label, not its YAML name.
        verify(page.sweep.keys[index].label !== "steps_to_pagoda", page.sweep.keys[index].label)
        // Lists and texts are not offered.
        verify(page.sweep.keys.every(k => k.kind === "integer" || k.kind === "number" || k.kind === "word" || k.kind === "boolean"))
        // Only the rules' keys: not the game's header (its place in the launcher, the player
        // counts it offers), which holds numbers but no rule of play.
        const header = page.sweep.keys.filter(k => k.key.startsWith("game."))
        compare(header.length, 0, JSON.stringify(header.map(k => k.key)))
        verify(page.sweep.keys.some(k => k.key === "rules.start_step"))
        chooseEntry(keyBox, index)
        compare(page.sweep.key, "rules.steps_to_pagoda")
        // Choosing the key suggests values around its default.
        verify(findChild(page, "sweepValuesField").text !== "")
        typeText(findChild(page, "sweepValuesField"), "21,31,300")
        compare(page.sweep.values, "21,31,300")
        typeInto(findChild(page, "sweepGamesBox"), 200)
        compare(page.sweep.games, 200)
        typeText(findChild(page, "sweepTargetsField"), "rounds=4..8")
        compare(page.sweep.targets, ["rounds=4..8"])

        arrivals = []
        arrivalWatch.target = page.sweep
        mouseClick(findChild(page, "labRunButton"))
        verify(page.sweep.running)
        compare(page.sweep.points.length, 3)
        tryCompare(page.sweep, "running", false, 60000)
        arrivalWatch.target = null
        compare(page.sweep.error, "")
        // The values came one by one (21, then 300 refused, then 31), not all at the end.
        verify(arrivals.indexOf(1) >= 0 && arrivals.indexOf(2) >= 0 && arrivals.indexOf(3) >= 0,
               JSON.stringify(arrivals))
        verify(arrivals.indexOf(1) < arrivals.indexOf(3))

        const refused = sweepRow(page, "300")
        const reason = findChild(refused, "sweepStatus").text
        verify(reason.startsWith("Refused: rules.steps_to_pagoda: "), reason)
        verify(reason.indexOf("250") >= 0, reason)
        const meets = sweepRow(page, "21")
        verify(findChild(meets, "sweepStatus").text.startsWith("✓ Meets every target"), findChild(meets, "sweepStatus").text)
        const misses = sweepRow(page, "31")
        compare(findChild(misses, "sweepStatus").text, "Misses a target")
        compare(page.sweep.meeting, 1)
        // The chart draws the two values played, one of them marked as meeting the target.
        const dots = findChild(page, "sweepView").meetDots
        verify(dots)
        compare(dots.count, 1)
        compare(dots.at(0).x, 21)
        compare(findChild(page, "sweepChart").plotted, 2)
        compare(findChild(page, "labProgressText").text,
                "2 values played on the same seeds · 1 refused by the rules · 1 meets every target")

        // A target naming no figure of the sweep is said.
        typeText(findChild(page, "sweepTargetsField"), "fame=1..2")
        mouseClick(findChild(page, "labRunButton"))
        tryCompare(page.sweep, "running", false, 60000)
        verify(page.sweep.error.indexOf("fame") >= 0, page.sweep.error)
        verify(findChild(page, "labProgressText").text.indexOf("fame") >= 0)
    }

    // The labels a chart draws on one side of its plot area (ChartTexts: the text items of
    // its scene, as drawn), in reading order: "left" the y axis's, top to bottom; "below" the
    // x axis's, left to right.
    function axisLabels(chart, side) {
        const area = chart.plotArea
        // (An empty text draws nothing: the chart keeps one for its title, which it has none of.)
        const texts = ChartTexts.of(chart).filter(t => t.text !== "")
        if (side === "left")
            return texts.filter(t => t.x + t.width <= area.x + 2 && t.y + t.height / 2 >= area.y - 10
                                     && t.y + t.height / 2 <= area.y + area.height + 10)
                        .sort((a, b) => a.y - b.y).map(t => t.text)
        return texts.filter(t => t.y >= area.y + area.height - 2 && t.y <= area.y + area.height + 30)
                    .sort((a, b) => a.x - b.x).map(t => t.text)
    }

    // The sweep chart's y axis as drawn, in French at 1024×640, for a figure whose ticks need
    // decimals (legal moves per decision, about 2.8 at every value): every tick labelled, in
    // the French way ("2,806") with the decimals its step needs, each label a different
    // number. On e48fd03 ("%g", numbers not localized) the labels read "2.806"; with localized
    // numbers and "%g" Qt Charts draws none.
    function test_sweepAxisInFrench() {
        win.width = 1024
        win.height = 640
        Localization.language = "fr"
        const page = openLab("shikoku", "long_pilgrimage")
        showTab(page, "labModeSweep")
        chooseEntry(findChild(page, "sweepKeyBox"), page.sweep.keys.findIndex(k => k.key === "rules.steps_to_pagoda"))
        typeText(findChild(page, "sweepValuesField"), "21,31")
        typeInto(findChild(page, "sweepGamesBox"), 60)
        typeText(findChild(page, "sweepTargetsField"), " ")
        mouseClick(findChild(page, "labRunButton"))
        tryCompare(page.sweep, "running", false, 60000)
        compare(page.sweep.error, "")
        const view = findChild(page, "sweepView")
        const figures = findChild(page, "sweepFigureBox")
        chooseEntry(figures, view.names.indexOf("legal_moves"))
        compare(view.figure, "legal_moves")
        const chart = findChild(page, "sweepChart")
        compare(chart.plotted, 2)
        const axis = chart.axisY(chart.series(0))
        verify(axis)
        const step = (axis.max - axis.min) / (axis.tickCount - 1)
        verify(step > 0 && step < 1, "ticks with decimals: " + axis.min + " to " + axis.max + ", " + axis.tickCount + " ticks")
        const decimals = Math.ceil(-Math.log10(step) - 1e-9)
        const expected = []
        for (let i = axis.tickCount - 1; i >= 0; --i)
            expected.push(Number(axis.min + i * step).toLocaleString(Qt.locale("fr"), "f", decimals))
        verify(expected[0].indexOf(",") > 0, expected[0])
        page.Window.window.update(); waitForRendering(page)
        compare(JSON.stringify(drawnLabels(chart, "left", expected)), JSON.stringify(expected),
                "the y axis's labels as drawn (every text drawn: "
                + JSON.stringify(ChartTexts.of(chart).map(t => t.text)) + ")")
        // The chart's title whole, on as many lines as it needs (the chart's own title was cut
        // to one line at 1024 pixels: « … (intervalle … »).
        const title = findChild(page, "sweepChartTitle")
        verify(title && title.visible, "the chart's title")
        verify(title.text.indexOf(view.label("legal_moves")) >= 0 && title.text.indexOf(view.keyInfo.label) >= 0, title.text)
        verify(!title.truncated && title.contentWidth <= title.width + 1 && title.contentHeight <= title.height + 1,
               "the title is cut: \"" + title.text + "\" " + Math.round(title.contentWidth) + "×" + Math.round(title.contentHeight)
               + " px in " + Math.round(title.width) + "×" + Math.round(title.height))
        const titleRight = title.mapToItem(win.contentItem, title.width, 0).x
        verify(titleRight <= win.width + 1, "the title runs past the window: " + titleRight)
    }
    // The labels drawn on that side once they are `expected`, or as they are after a second
    // (the chart lays its labels out after the frame that changed its axis).
    function drawnLabels(chart, side, expected) {
        let drawn = axisLabels(chart, side)
        for (let i = 0; i < 40 && JSON.stringify(drawn) !== JSON.stringify(expected); ++i) {
            wait(25)
            drawn = axisLabels(chart, side)
        }
        return drawn
    }

    // The rule choosers of a sweep in French at 1024×640 show every rule's whole name, in
    // their lists and in the box once chosen: a person reads the choice before taking it. On
    // s49-mend the second rule's list cut « Monter avant la premièr… » (a 200-pixel box whose
    // list was as narrow, its entries elided).
    // Before any sweep the chart has nothing to plot, and says no number: its axes showed
    // −5 to 15 under an empty plot (the range the chart pads around "no values"), as if some
    // figure ran that far below zero. Once a value is plotted, its numbers are drawn.
    function test_emptyChartShowsNoNumbers() {
        win.width = 1024
        win.height = 640
        const page = openLab("shikoku", "long_pilgrimage")
        showTab(page, "labModeSweep")
        const chart = findChild(page, "sweepChart")
        verify(chart && chart.visible, "the sweep chart")
        compare(chart.plotted, 0)
        page.Window.window.update(); waitForRendering(page)
        compare(JSON.stringify(axisLabels(chart, "left")), "[]", "the y axis's labels of an empty chart")
        compare(JSON.stringify(axisLabels(chart, "below")), "[]", "the x axis's labels of an empty chart")
        chooseEntry(findChild(page, "sweepKeyBox"), page.sweep.keys.findIndex(k => k.key === "rules.steps_to_pagoda"))
        typeText(findChild(page, "sweepValuesField"), "21,31")
        typeInto(findChild(page, "sweepGamesBox"), 20)
        mouseClick(findChild(page, "labRunButton"))
        tryCompare(page.sweep, "running", false, 60000)
        compare(page.sweep.error, "")
        compare(chart.plotted, 2)
        page.Window.window.update(); waitForRendering(page)
        verify(axisLabels(chart, "left").length >= 2, JSON.stringify(axisLabels(chart, "left")))
        compare(JSON.stringify(axisLabels(chart, "below")), JSON.stringify(["21", "31"]))
    }

    function test_ruleChoosersShowWholeNames() {
        win.width = 1024
        win.height = 640
        Localization.language = "fr"
        const page = openLab("shikoku", "long_pilgrimage")
        showTab(page, "labModeSweep")
        for (const name of ["sweepKeyBox", "sweepKey2Box"]) {
            const box = findChild(page, name)
            verify(box && box.visible, name)
            mouseClick(box)
            tryCompare(box.popup, "opened", true)
            const list = box.popup.contentItem
            const left = list.mapToItem(win.contentItem, 0, 0).x
            verify(left >= 0 && left + list.width <= win.width + 1,
                   name + ": the list lies in the window (" + left + " + " + list.width + ")")
            let longest = -1, widest = 0
            for (let i = 0; i < list.count; ++i) {
                list.positionViewAtIndex(i, ListView.Contain)
                tryVerify(() => list.itemAtIndex(i) !== null, 3000, name + " entry " + i)
                const entry = list.itemAtIndex(i)
                const text = entry.contentItem
                verify(!text.truncated && text.contentWidth <= text.width + 1,
                       name + ": \"" + text.text + "\" is cut (" + Math.round(text.width) + " px shown of "
                       + Math.round(text.implicitWidth) + ")")
                if (text.implicitWidth > widest) {
                    widest = text.implicitWidth
                    longest = i
                }
            }
            keyClick(Qt.Key_Escape)
            tryCompare(box.popup, "visible", false)
            // The longest name chosen: whole in the box too.
            chooseEntry(box, longest)
            page.Window.window.update(); waitForRendering(page)
            const field = box.contentItem
            verify(field.contentWidth <= field.width - field.leftPadding - field.rightPadding + 1,
                   name + ": \"" + field.text + "\" is " + Math.round(field.contentWidth) + " px wide in a "
                   + Math.round(field.width - field.leftPadding - field.rightPadding) + " px box")
            const right = box.mapToItem(win.contentItem, box.width, 0).x
            verify(right <= win.width + 1, name + " runs past the window: " + right)
        }
    }

    // Two rules at once: the pagoda's step by the start step, a table of every pair with the
    // pairs meeting the target marked, and a pair the rules refuse (a start above the pagoda).
    function test_gridOfTwoRules() {
        const page = openLab("shikoku", "long_pilgrimage")
        showTab(page, "labModeSweep")
        chooseEntry(findChild(page, "sweepKeyBox"), page.sweep.keys.findIndex(k => k.key === "rules.steps_to_pagoda"))
        typeText(findChild(page, "sweepValuesField"), "21,31")
        // The second rule's chooser offers "none" first, then the same rules.
        const key2Box = findChild(page, "sweepKey2Box")
        verify(key2Box && key2Box.visible)
        compare(key2Box.currentIndex, 0)
        verify(!findChild(page, "sweepValues2Field").visible)
        chooseEntry(key2Box, page.sweep.keys.findIndex(k => k.key === "rules.start_step") + 1)
        compare(page.sweep.key2, "rules.start_step")
        const values2 = findChild(page, "sweepValues2Field")
        verify(values2.visible)
        typeText(values2, "1,25")
        compare(page.sweep.values2, "1,25")
        // 200 games a pair, as test_sweepArrivesMarksAndRefuses: with 100, 21 steps from step 1
        // was still unsure of 4 to 8 rounds.
        typeInto(findChild(page, "sweepGamesBox"), 200)
        typeText(findChild(page, "sweepTargetsField"), "rounds=4..8")
        // A search varies one rule: not offered for a grid.
        verify(!findChild(page, "sweepSearchButton").enabled)
        mouseClick(findChild(page, "labRunButton"))
        tryCompare(page.sweep, "running", false, 120000)
        compare(page.sweep.error, "")
        compare(page.sweep.axisCount, 2)
        compare(page.sweep.points.length, 4)
        const grid = findChild(page, "sweepGrid")
        verify(grid && grid.visible)
        verify(!findChild(page, "sweepRows").visible)
        page.Window.window.update(); waitForRendering(page)
        const meets = findChild(grid, "sweepCell_21_1")
        verify(meets, "a cell for 21 steps from step 1")
        compare(meets.mark, "meets")
        verify(findChild(meets, "sweepCellText").text.startsWith("✓ "), findChild(meets, "sweepCellText").text)
        const misses = findChild(grid, "sweepCell_31_1")
        compare(misses.mark, "fails")
        verify(findChild(misses, "sweepCellText").text.startsWith("✗ "))
        // Starting on step 25 of a 21-step pilgrimage: refused, the reason in the cell's tip.
        const refused = findChild(grid, "sweepCell_21_25")
        verify(refused.point.refused)
        compare(findChild(refused, "sweepCellText").text, "Refused")
        verify(refused.ToolTip.text.indexOf("rules.start_step") >= 0, refused.ToolTip.text)
        verify(!findChild(grid, "sweepCell_31_25").point.refused)
        compare(page.sweep.meeting, 1)
    }

    // "Find values that meet the targets": the pagoda's range searched coarse to fine, fewer
    // values played than the range holds, the games it spent said on the page.
    function test_searchForTheTargets() {
        const page = openLab("shikoku", "long_pilgrimage")
        showTab(page, "labModeSweep")
        const button = findChild(page, "sweepSearchButton")
        verify(button && button.visible)
        // No rule yet: nothing to search.
        verify(!button.enabled)
        chooseEntry(findChild(page, "sweepKeyBox"), page.sweep.keys.findIndex(k => k.key === "rules.steps_to_pagoda"))
        verify(button.enabled)
        typeText(findChild(page, "sweepValuesField"), "10..80")
        typeInto(findChild(page, "sweepGamesBox"), 100)
        // Without a target there is nothing to look for: said.
        typeText(findChild(page, "sweepTargetsField"), " ")
        mouseClick(button)
        verify(!page.sweep.running)
        verify(page.sweep.error.indexOf("target") >= 0, page.sweep.error)
        typeText(findChild(page, "sweepTargetsField"), "rounds=6..8")
        mouseClick(button)
        verify(page.sweep.running)
        verify(page.sweep.searching)
        tryCompare(page.sweep, "running", false, 180000)
        compare(page.sweep.error, "")
        const report = page.sweep.search
        compare(report.candidates, 71)
        verify(report.evaluated >= 5 && report.evaluated < report.candidates, JSON.stringify(report))
        compare(report.gamesSpent, report.evaluated * 100)
        verify(report.meets.length > 0, JSON.stringify(report))
        // The values played, in increasing order, each marked.
        const played = page.sweep.points.filter(p => !p.refused)
        compare(played.length, report.evaluated)
        for (let i = 1; i < played.length; ++i)
            verify(Number(played[i - 1].value) < Number(played[i].value))
        for (const v of report.meets)
            compare(played.find(p => p.value === v).mark, "meets")
        const text = findChild(page, "labProgressText").text
        verify(text.startsWith("Search: " + report.evaluated + " values played · 71 in the range · "
                               + report.rounds + " steps · " + report.gamesSpent.toLocaleString(Qt.locale("en"), "f", 0) + " games"), text)
        verify(text.indexOf("meet every target: " + report.meets.join(", ")) >= 0, text)
        const row = sweepRow(page, report.meets[0])
        verify(findChild(row, "sweepStatus").text.startsWith("✓ Meets every target"))
    }

    // A search shows each value as it plays it: its row, interval and mark come into the
    // table while the search goes on, the line under Run says what it has spent so far, and
    // Cancel keeps the values played.
    function test_searchShowsItsValuesAsItGoesAndCancelKeepsThem() {
        const page = openLab("shikoku", "long_pilgrimage")
        showTab(page, "labModeSweep")
        chooseEntry(findChild(page, "sweepKeyBox"), page.sweep.keys.findIndex(k => k.key === "rules.steps_to_pagoda"))
        typeText(findChild(page, "sweepValuesField"), "10..80")
        // Enough games a value that the search is still going after its second value (it
        // plays about fifteen; the cancel spares the rest).
        typeInto(findChild(page, "sweepGamesBox"), 600)
        typeText(findChild(page, "sweepTargetsField"), "rounds=6..8")
        mouseClick(findChild(page, "sweepSearchButton"))
        verify(page.sweep.running && page.sweep.searching)
        const played = () => page.sweep.points.filter(p => !p.pending && !p.refused)
        tryVerify(() => played().length >= 2, 120000, "two values played while searching")
        // Read at once, with the search still running (the checks below let it go on).
        verify(page.sweep.running, "the values came before the search ended")
        const line = findChild(page, "labProgressText").text
        const seen = played()
        for (const p of seen) {
            verify(["meets", "fails", "unsure"].indexOf(p.mark) >= 0, JSON.stringify(p))
            const rounds = p.figures.rounds
            verify(rounds && rounds.low <= rounds.value && rounds.value <= rounds.high, JSON.stringify(p))
            // Drawn in the table, with its mark.
            const status = findChild(sweepRow(page, p.value), "sweepStatus").text
            verify(status !== "" && status !== "Waiting…", status)
        }
        // In increasing order, as the search's result lists them.
        for (let i = 1; i < seen.length; ++i)
            verify(Number(seen[i - 1].value) < Number(seen[i].value), JSON.stringify(seen.map(p => p.value)))
        verify(/^Searching: \d+ values played · 71 in the range · [\d,]+ games$/.test(line), line)

        mouseClick(findChild(page, "labCancelButton"))
        tryCompare(page.sweep, "running", false, 60000)
        verify(page.sweep.cancelled)
        const kept = played()
        verify(kept.length >= seen.length, kept.length + " of " + seen.length)
        for (const p of seen)
            verify(kept.some(k => k.value === p.value && k.mark !== ""), p.value)
        compare(page.sweep.search.evaluated, kept.length)
        // Every value kept was played in full (the one the cancel cut short is dropped).
        for (const p of kept)
            compare(p.games, 600)
        const after = findChild(page, "labProgressText").text
        verify(after.startsWith("Search: " + kept.length + " value"), after)
        verify(after.endsWith(" · cancelled"), after)
        verify(findChild(page, "labExportButton").enabled)
    }

    // A search right after a sweep, in Japanese at 1024×640, the page drawn while it runs: the
    // table empties (rows and figure columns at once) and fills again. On s47-int this
    // crashed (SIGSEGV in the table's layout, Qt 6.4) while the columns of its heading and
    // rows were Repeaters over the columns themselves.
    function test_searchAfterASweep() {
        win.width = 1024
        win.height = 640
        Localization.language = "ja"
        const page = openLab("shikoku", "long_pilgrimage")
        showTab(page, "labModeSweep")
        chooseEntry(findChild(page, "sweepKeyBox"), page.sweep.keys.findIndex(k => k.key === "rules.steps_to_pagoda"))
        typeText(findChild(page, "sweepValuesField"), "21,31,300")
        typeInto(findChild(page, "sweepGamesBox"), 40)
        typeText(findChild(page, "sweepTargetsField"), "rounds=6..8")
        mouseClick(findChild(page, "labRunButton"))
        tryCompare(page.sweep, "running", false, 60000)
        compare(page.sweep.points.length, 3)
        page.Window.window.update(); waitForRendering(page)
        typeText(findChild(page, "sweepValuesField"), "10..80")
        mouseClick(findChild(page, "sweepSearchButton"))
        verify(page.sweep.searching)
        while (page.sweep.running) {
            wait(100)
            grabImage(page)
        }
        compare(page.sweep.error, "")
        verify(page.sweep.search.evaluated >= 5, JSON.stringify(page.sweep.search))
        // The heading names the target's figure, and each row has its figure.
        const row = sweepRow(page, page.sweep.points[0].value)
        verify(findChild(row, "sweepStatus").text !== "")
    }

    // A target on the balance report's figures, typed by their names (issue 35, point 6):
    // the sweep marks the values against comebacks and decisiveness, and its table's headings
    // and chart's chooser name them in the Balance tab's words (in Japanese at 1024×640).
    function test_targetsOnBalanceFigures() {
        win.width = 1024
        win.height = 640
        Localization.language = "ja"
        const page = openLab("shikoku", "long_pilgrimage")
        showTab(page, "labModeSweep")
        chooseEntry(findChild(page, "sweepKeyBox"), page.sweep.keys.findIndex(k => k.key === "rules.steps_to_pagoda"))
        typeText(findChild(page, "sweepValuesField"), "21,31")
        typeInto(findChild(page, "sweepGamesBox"), 60)
        typeText(findChild(page, "sweepTargetsField"), "comebacks=0%..100%; decisiveness>0%")
        compare(page.sweep.targets, ["comebacks=0%..100%", "decisiveness>0%"])
        mouseClick(findChild(page, "labRunButton"))
        tryCompare(page.sweep, "running", false, 60000)
        compare(page.sweep.error, "")
        compare(page.sweep.points.length, 2)
        for (const p of page.sweep.points) {
            verify(p.figures.comebacks.proportion)
            verify(p.figures.comebacks.low >= 0 && p.figures.comebacks.high <= 1)
            verify(p.figures.decisiveness.value > 0)
            verify("advantage.seat0" in p.figures)
        }
        // Every share of comebacks lies in 0% to 100%: both values meet that target.
        compare(page.sweep.points[0].checks[0].mark, "meets")
        compare(page.sweep.points[1].checks[0].mark, "meets")
        page.Window.window.update(); waitForRendering(page)
        const comebacks = qsTranslate("BalanceTable", "Comebacks")
        const decisiveness = qsTranslate("BalanceTable", "Decisiveness")
        verify(comebacks !== "Comebacks", "the Balance tab's Japanese word")
        compare(findChild(page, "sweepHeading_0").text, comebacks)
        compare(findChild(page, "sweepHeading_1").text, decisiveness)
        const chooser = findChild(page, "sweepFigureBox")
        verify(chooser.model.indexOf(comebacks) >= 0, JSON.stringify(chooser.model))
        const advantage = qsTranslate("BalanceTable", "Advantage: %1").split("%1")[0]
        verify(chooser.model.some(m => m.startsWith(advantage)),
               JSON.stringify(chooser.model))
    }

    // A figure's verdict weighs its difference against its margin: interim while the run
    // grows, settled at the end; a margin typed by the designer judges the same games again.
    function test_verdictsAgainstMargins() {
        const page = openLab("shikoku", "long_pilgrimage")
        typeInto(findChild(page, "labGamesBox"), 100000)
        mouseClick(findChild(page, "labRunButton"))
        tryVerify(() => page.figures.length > 0 && page.lab.gamesDone > 0, 60000)
        let matters = findChild(figureRow(page, "plies"), "figureMatters")
        tryVerify(() => matters.text !== "")
        verify(matters.text.startsWith("For now: "), matters.text)
        mouseClick(findChild(page, "labCancelButton"))
        tryCompare(page.lab, "running", false, 30000)
        verify(!page.lab.settled)
        verify(findChild(figureRow(page, "plies"), "figureMatters").text.startsWith("For now: "))

        typeInto(findChild(page, "labGamesBox"), 400)
        mouseClick(findChild(page, "labRunButton"))
        tryCompare(page.lab, "running", false, 60000)
        verify(page.lab.settled)
        let row = figureRow(page, "plies")
        // 45 steps against 33: far longer games, far beyond 5 % of the standard length.
        compare(findChild(row, "figureMatters").text, "Different, and it matters")
        const base = page.figures.find(f => f.name === "plies").base
        const field = findChild(row, "figureMargin")
        verify(field)
        compare(Number(field.text), Number((base * 0.05).toPrecision(2)))
        // A margin wider than the whole difference: the same games now differ too little to
        // matter (the difference is real: its interval leaves out 0).
        const difference = page.figures.find(f => f.name === "plies").difference
        const games = page.lab.result.paired_games
        typeText(field, String(Math.ceil(difference * 4)))
        keyClick(Qt.Key_Return)
        tryVerify(() => page.lab.margins.plies === String(Math.ceil(difference * 4)))
        row = figureRow(page, "plies")
        compare(findChild(row, "figureMatters").text, "Different, but too small to matter")
        compare(page.lab.result.paired_games, games)
        verify(page.lab.settled)
        // Nonsense is refused, and the verdict stays.
        typeText(findChild(row, "figureMargin"), "lots")
        keyClick(Qt.Key_Return)
        verify(page.lab.error.indexOf("lots") >= 0, page.lab.error)
        compare(page.lab.margins.plies, String(Math.ceil(difference * 4)))
        // A share's margin is in percentage points.
        const wins = figureRow(page, "wins.seat0")
        compare(findChild(wins, "figureMargin").text, "3")
    }

    // The straight jumps change two rules: each alone, both together, and what only the
    // combination does, for every figure.
    function test_whichChangeDidWhat() {
        const page = openLab("garden", "straight_jumps")
        typeInto(findChild(page, "labGamesBox"), 200)
        showTab(page, "labModeAttribution")
        compare(page.mode, 2)
        mouseClick(findChild(page, "labRunButton"))
        tryCompare(page.lab, "running", false, 60000)
        compare(page.lab.error, "")
        const changes = page.lab.attribution.changes
        compare(changes.length, 2)
        const list = findChild(page, "attributionList")
        verify(list)
        list.positionViewAtIndex(0, ListView.Beginning)
        list.Window.window.update(); waitForRendering(list)
        const block = list.itemAtIndex(0)
        verify(block)
        const labels = []
        for (let i = 0; i < block.children.length; ++i) {
            const r = block.children[i]
            if (r.objectName && r.objectName.startsWith("attributionRow_"))
                labels.push(r.objectName + ":" + findChild(r, "attributionLabel").text)
        }
        compare(labels.length, 4, JSON.stringify(labels))
        compare(labels[2], "attributionRow_all:All changes together")
        compare(labels[3], "attributionRow_interaction:Only the combination")
        // Each change by its rule's label, not its YAML key.
        verify(labels[0].indexOf("rules.") < 0, labels[0])
        // The combined run is also the comparison's result.
        compare(page.lab.result.paired_games, 200)
    }
}
