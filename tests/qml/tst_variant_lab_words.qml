// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The variant lab in the person's language (issue 32's last findings, issue 35's chart and
// units), clicked and typed on the real page opened from the launcher's Compare…: counts
// written the language's way ("2 000" in French), the sweep grid's headings in the schema's
// labels (not true/false or a YAML word), every swept value labelled on the chart (numbers thinned out only where they cannot fit), a seat's
// advantage in percentage points in the sweep as in the Balance tab, a search's report read
// whole at 1024×640 and its values joined the language's way (Japanese 「、」).
TestCase {
    id: testCase
    name: "VariantLabWords"
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
    function chooseKey(page, box, key, offset) {
        const index = page.sweep.keys.findIndex(k => k.key === key)
        verify(index >= 0, "a key " + key)
        chooseEntry(findChild(page, box), index + (offset || 0))
    }
    // A count as Qt writes it in `language` (fr "2 000" with a narrow no-break space).
    function grouped(n, language) {
        return Number(n).toLocaleString(Qt.locale(language), "f", 0)
    }

    // Counts in the language's way: the games box, the progress line and the note over the
    // figures of a cancelled run ("852 parties sur 2000" before).
    function test_countsInTheLanguage_data() {
        return ["fr", "hu", "ja", "es"].map(l => ({ tag: l, language: l }))
    }
    function test_countsInTheLanguage(data) {
        win.width = 1024
        win.height = 640
        Localization.language = data.language
        const page = openLab("shikoku", "long_pilgrimage")
        const planned = grouped(20000, data.language)
        verify(planned !== "20000", planned)
        if (data.language === "fr")
            compare(planned, "20\u202f000")
        const games = findChild(page, "labGamesBox")
        typeInto(games, 20000)
        compare(games.contentItem.text, planned)
        mouseClick(findChild(page, "labRunButton"))
        tryCompare(page.lab, "running", true)
        tryVerify(() => page.lab.gamesDone > 0, 60000)
        const line = findChild(page, "labProgressText")
        tryVerify(() => line.text.indexOf(planned) >= 0, 10000, line.text)
        mouseClick(findChild(page, "labCancelButton"))
        tryCompare(page.lab, "running", false, 30000)
        verify(line.text.indexOf(planned) >= 0, line.text)
        verify(line.text.indexOf("20000") < 0, line.text)
        const note = findChild(page, "labVerdictNote")
        verify(note.visible)
        verify(note.text.indexOf(planned) >= 0, note.text)
        // What the person types back in is read whatever the separator.
        typeInto(games, 3000)
        compare(games.contentItem.text, grouped(3000, data.language))
    }

    // A grid of a word rule (how a pilgrim past the pagoda moves) by a switch (the setup move):
    // its headings are the schema's labels in the language, as the rules editor's choices, and
    // the table's values and the chart of one key too.
    function test_gridHeadingsAreLabels() {
        win.width = 1024
        win.height = 640
        Localization.language = "fr"
        const page = openLab("shikoku", "long_pilgrimage")
        showTab(page, "labModeSweep")
        chooseKey(page, "sweepKeyBox", "rules.overshoot")
        const words = page.sweepKey.words
        verify(words.length >= 2, JSON.stringify(words))
        compare(page.sweep.values, words.join(","))
        chooseKey(page, "sweepKey2Box", "rules.setup_move", 1)
        compare(page.sweep.values2, "true,false")
        typeInto(findChild(page, "sweepGamesBox"), 4)
        mouseClick(findChild(page, "labRunButton"))
        tryCompare(page.sweep, "running", false, 120000)
        compare(page.sweep.error, "")
        const grid = findChild(page, "sweepGrid")
        verify(grid.visible)
        page.Window.window.update(); waitForRendering(page)
        const yes = qsTranslate("SweepLab", "Yes", "switch on")
        const no = qsTranslate("SweepLab", "No", "switch off")
        compare(yes, "Oui")
        compare(no, "Non")
        compare(findChild(grid, "sweepColumnHeading_true").text, yes)
        compare(findChild(grid, "sweepColumnHeading_false").text, no)
        for (const w of words) {
            const heading = findChild(grid, "sweepRowHeading_" + w).text
            verify(heading !== w && heading.indexOf("_") < 0, w + ": " + heading)
            compare(heading, page.sweep.points.find(p => p.value === w).label)
        }
        // The labels the rules editor shows for these words (SchemaWord), in French.
        compare(findChild(grid, "sweepRowHeading_cap").text, qsTranslate("SchemaWord", "Stop on the pagoda"))
        compare(findChild(grid, "sweepRowHeading_bounce").text, qsTranslate("SchemaWord", "Bounce back down"))
        verify(qsTranslate("SchemaWord", "Stop on the pagoda") !== "Stop on the pagoda")
        // One key: the table's values and the chart's axis.
        chooseEntry(findChild(page, "sweepKey2Box"), 0)
        chooseKey(page, "sweepKeyBox", "rules.setup_move")
        mouseClick(findChild(page, "labRunButton"))
        tryCompare(page.sweep, "running", false, 120000)
        page.Window.window.update(); waitForRendering(page)
        const list = findChild(page, "sweepRows")
        list.positionViewAtIndex(0, ListView.Beginning)
        list.Window.window.update(); waitForRendering(list)
        compare(findChild(list.itemAtIndex(0), "sweepValue").text, yes)
        compare(findChild(list.itemAtIndex(1), "sweepValue").text, no)
        const chart = findChild(page, "sweepChart")
        compare(Array.from(chart.xAxis.categoriesLabels).join("|"), yes + "|" + no)
    }

    // Every value swept is labelled under the chart (21 to 41: every third was dropped), at
    // both window sizes; a seat's advantage, a difference of two shares, is in percentage
    // points in the sweep's table as in the Balance tab, never in %.
    function test_chartLabelsEveryValue_data() {
        return [{ tag: "1024x640", w: 1024, h: 640 }, { tag: "1920x1080", w: 1920, h: 1080 }]
    }
    function test_chartLabelsEveryValue(data) {
        win.width = data.w
        win.height = data.h
        const page = openLab("shikoku", "long_pilgrimage")
        showTab(page, "labModeSweep")
        chooseKey(page, "sweepKeyBox", "rules.steps_to_pagoda")
        typeText(findChild(page, "sweepValuesField"), "21..41")
        typeInto(findChild(page, "sweepGamesBox"), 2)
        typeText(findChild(page, "sweepTargetsField"), "advantage.seat0=-100%..100%")
        mouseClick(findChild(page, "labRunButton"))
        tryCompare(page.sweep, "running", false, 120000)
        compare(page.sweep.error, "")
        page.Window.window.update(); waitForRendering(page)
        const chart = findChild(page, "sweepChart")
        tryVerify(() => chart.plotArea.width > 0)
        wait(50)
        // Every value at 1920; at 1024 (about 440 pixels for 21 values, 20 each, where a
        // label needs its width and 12 more) every other one, from the first: the stated rule,
        // numbers too wide for their place are labelled every k-th, k the smallest step at
        // which they fit.
        const every = data.w === 1920 ? 1 : 2
        compare(chart.labelEvery, every)
        const labels = []
        for (let v = 21; v <= 41; v += every)
            labels.push(String(v))
        compare(Array.from(chart.xAxis.categoriesLabels).join(" "), labels.join(" "))
        // The advantage is charted and its column is in percentage points.
        compare(findChild(page, "sweepView").figure, "advantage.seat0")
        const pp = page.words.points("").trim()
        const list = findChild(page, "sweepRows")
        list.positionViewAtIndex(0, ListView.Beginning)
        list.Window.window.update(); waitForRendering(list)
        const cell = findChild(list.itemAtIndex(0), "sweepFigure_0").text
        verify(cell.endsWith(pp) && cell.indexOf("%") < 0, cell)
        verify(/^[+−]?[0-9]/.test(cell), cell)
    }

    // A search's report is read whole at 1024×640 (it was cut after two lines in Spanish,
    // French and Hungarian), and its values are joined the language's way.
    function test_searchReportWhole_data() {
        return ["es", "fr", "hu", "ja"].map(l => ({ tag: l, language: l }))
    }
    function test_searchReportWhole(data) {
        win.width = 1024
        win.height = 640
        Localization.language = data.language
        const page = openLab("shikoku", "long_pilgrimage")
        showTab(page, "labModeSweep")
        chooseKey(page, "sweepKeyBox", "rules.steps_to_pagoda")
        typeText(findChild(page, "sweepValuesField"), "21..61")
        typeInto(findChild(page, "sweepGamesBox"), 4)
        // Every value meets it: a long list of values in the report.
        typeText(findChild(page, "sweepTargetsField"), "rounds=1..1000")
        mouseClick(findChild(page, "sweepSearchButton"))
        tryCompare(page.sweep, "running", false, 120000)
        compare(page.sweep.error, "")
        const report = page.sweep.search
        verify(report.meets.length >= 3, JSON.stringify(report))
        page.Window.window.update(); waitForRendering(page)
        const line = findChild(page, "labProgressText")
        verify(!line.truncated, data.language + ": " + line.text)
        verify(line.height >= line.implicitHeight - 0.5)
        const joined = report.meetsLabels.join(data.language === "ja" ? "、" : ", ")
        verify(line.text.indexOf(joined) >= 0, line.text)
        if (data.language === "ja")
            verify(line.text.indexOf(", ") < 0, line.text)
        // Inside the window.
        const bottom = line.mapToItem(page, 0, line.height).y
        verify(bottom <= page.height, bottom)
    }
}
