// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu

// The variant lab's charts when there is little to draw: before any game every tab says so in
// words (in the user's language), and an axis whose values are all alike (a game where every
// seat always ends with 0 points, every game of the same length) keeps whole, distinct ticks
// ("0 1 2", never "0 0 0 0 0 1").
TestCase {
    id: testCase
    name: "LabChartAxes"
    when: windowShown
    visible: true
    width: 900
    height: 600

    Component {
        id: chartsComponent
        LabCharts {
            width: 800
            height: 500
            baseName: "Base"
            variantName: "Variant"
        }
    }

    Component {
        id: chartsWithWords
        LabCharts {
            width: 800
            height: 500
            baseName: "Base"
            variantName: "Variant"
            words: LabWords {}
        }
    }

    function cleanup() {
        Localization.language = "en"
    }

    // Each tab as the person opens it: its chart and whether it says it is empty.
    function openTab(charts, name) {
        const tab = findChild(charts, "chartTab_" + name)
        verify(tab, "the tab " + name)
        charts.Window.window.update(); waitForRendering(charts)
        mouseClick(tab)
        const chart = findChild(charts, name + "Chart")
        verify(chart)
        tryVerify(() => charts.currentChart === chart, 3000, "the " + name + " chart is shown")
        return chart
    }
    // The value axis of a chart: its ticks are whole numbers, each printed once.
    function checkWholeTicks(axis, what) {
        verify(axis.tickCount >= 2, what + ": " + axis.tickCount + " ticks")
        const step = (axis.max - axis.min) / (axis.tickCount - 1)
        verify(step >= 1, what + ": a step of " + step + " from " + axis.min + " to " + axis.max)
        compare(Math.abs(step - Math.round(step)) < 1e-9, true, what + ": step " + step)
        compare(Math.abs(axis.min - Math.round(axis.min)) < 1e-9, true, what + ": min " + axis.min)
    }

    // The labels a chart draws on one side of its plot area (ChartTexts: the text items of
    // its scene, as drawn), in reading order: "left" the y axis's, top to bottom; "below" the
    // x axis's, left to right.
    function axisLabels(chart, side) {
        const area = chart.plotArea
        const texts = ChartTexts.of(chart)
        if (side === "left")
            return texts.filter(t => t.x + t.width <= area.x + 2 && t.y + t.height / 2 >= area.y - 10
                                     && t.y + t.height / 2 <= area.y + area.height + 10)
                        .sort((a, b) => a.y - b.y).map(t => t.text)
        return texts.filter(t => t.y >= area.y + area.height - 2 && t.y <= area.y + area.height + 30)
                    .sort((a, b) => a.x - b.x).map(t => t.text)
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
    // An axis's ticks in reading order (`down`: top to bottom), written by `write`.
    function ticks(axis, down, write) {
        const step = (axis.max - axis.min) / (axis.tickCount - 1)
        const out = []
        for (let i = 0; i < axis.tickCount; ++i)
            out.push(write(axis.min + (down ? axis.tickCount - 1 - i : i) * step))
        return out
    }
    function sampleData() {
        const box = { low: 0, q1: 1200, median: 1500, q3: 1800, high: 2400 }
        const proportion = { base: 0.5, baseLow: 0.4, baseHigh: 0.6,
                             variant: 0.45, variantLow: 0.35, variantHigh: 0.55 }
        return {
            length: { figure: "rounds", width: 1, start: 10, end: 14, lows: [10, 11, 12, 13],
                      base: [0.1, 0.4, 0.3, 0.2], variant: [0.2, 0.3, 0.3, 0.2], most: 0.4 },
            wins: [Object.assign({ seat: 0 }, proportion), Object.assign({ seat: 1 }, proportion)],
            ends: [{ reason: "goal", base: 0.7, variant: 0.6 }, { reason: "ply_limit", base: 0.3, variant: 0.4 }],
            scores: [{ seat: 0, base: box, variant: box }, { seat: 1, base: box, variant: box }],
            scoreLow: 0,
            scoreHigh: 2400
        }
    }

    // The categories under the bars (the seats, the end conditions), written when a result
    // comes, are said again in the new language when the person switches it over charts
    // already drawn (a finished comparison in the lab). They stayed in English before.
    function test_categoriesFollowTheLanguage() {
        Localization.language = "en"
        const charts = createTemporaryObject(chartsWithWords, testCase, { charts: sampleData() })
        verify(charts)
        const wins = findChild(charts, "winsChart")
        const scores = findChild(charts, "scoresChart")
        const ends = findChild(charts, "endsChart")
        const categories = axis => JSON.stringify(Array.from(axis.categories))
        compare(categories(wins.axisX(wins.series(0))), JSON.stringify(["1st", "2nd"]))
        compare(categories(ends.axisY(ends.series(0))).indexOf("Stopped at the move limit") >= 0, true)
        Localization.language = "ja"
        const seats = [qsTranslate("LabWords", "1st"), qsTranslate("LabWords", "2nd")]
        verify(seats[0] !== "1st", "Japanese names the first seat its own way: " + seats[0])
        compare(categories(wins.axisX(wins.series(0))), JSON.stringify(seats))
        compare(categories(scores.axisX(scores.series(0))), JSON.stringify(seats))
        const limit = qsTranslate("LabWords", "Stopped at the move limit")
        verify(limit !== "Stopped at the move limit", limit)
        compare(ends.axisY(ends.series(0)).categories.indexOf(limit) >= 0, true,
                categories(ends.axisY(ends.series(0))))
    }

    // A result with draws: the wins chart has a bar for them, whichever of the result's wins
    // and draws its chart read first (it drew the draws of the result before).
    function test_drawsBarComesWithTheResult() {
        const charts = createTemporaryObject(chartsWithWords, testCase, { charts: sampleData() })
        const wins = findChild(charts, "winsChart")
        compare(JSON.stringify(Array.from(wins.axisX(wins.series(0)).categories)), JSON.stringify(["1st", "2nd"]))
        const withDraws = sampleData()
        withDraws.draws = { base: 0.1, baseLow: 0.05, baseHigh: 0.15, variant: 0.2, variantLow: 0.1, variantHigh: 0.3 }
        charts.charts = withDraws
        compare(JSON.stringify(Array.from(wins.axisX(wins.series(0)).categories)), JSON.stringify(["1st", "2nd", "Draws"]))
    }

    // The percent axes (length, wins, endings) write their unit the language's way, as the
    // lab's tables do ("50%"; fr and es with a no-break space, "50 %"; ja and hu "50%"), and
    // every axis its numbers so (fr "2 500"), as the charts draw them. On s49-mend every
    // language read "50 %" with an ordinary space, the format's own.
    function test_axesInTheLanguage_data() {
        return [{ tag: "en", percent: "40%" }, { tag: "es", percent: "40\u00a0%" },
                { tag: "fr", percent: "40\u00a0%" }, { tag: "ja", percent: "40%" },
                { tag: "hu", percent: "40%" }]
    }
    function test_axesInTheLanguage(data) {
        Localization.language = data.tag
        const charts = createTemporaryObject(chartsComponent, testCase, { charts: sampleData() })
        verify(charts)
        const locale = Qt.locale(data.tag)
        // As drawn: an axis's labels are rich text, where a narrow no-break space (fr's before
        // "%" and between thousands) is a plain space; the lab writes fr's "%" after a
        // no-break space there instead.
        const number = v => Number(v).toLocaleString(locale, "f", 0).replace(/\u202f/g, " ")
        const percent = v => qsTranslate("LabWords", "%1%").replace(/\u202f/g, "\u00a0").arg(number(v))
        for (const c of [{ tab: "length", side: "left", axis: ch => ch.axisY(ch.series(1)), write: percent },
                         { tab: "wins", side: "left", axis: ch => ch.axisY(ch.series(0)), write: percent },
                         { tab: "ends", side: "below", axis: ch => ch.axisX(ch.series(0)), write: percent },
                         { tab: "scores", side: "left", axis: ch => ch.axisY(ch.series(0)), write: number }]) {
            const chart = openTab(charts, c.tab)
            const axis = c.axis(chart)
            verify(axis, c.tab)
            const expected = ticks(axis, c.side === "left", c.write)
            compare(JSON.stringify(drawnLabels(chart, c.side, expected)), JSON.stringify(expected),
                    c.tab + " (every text drawn: " + JSON.stringify(ChartTexts.of(chart).map(t => t.text)) + ")")
            if (c.write === percent)
                verify(expected.indexOf(data.percent) >= 0, c.tab + ": " + JSON.stringify(expected))
        }
    }

    function test_emptyChartsSayNoGames_data() {
        return [{ tag: "en", text: "No games to show yet" },
                { tag: "es", text: "Todavía no hay partidas que mostrar" },
                { tag: "fr", text: "Aucune partie à afficher pour l’instant" }]
    }
    function test_emptyChartsSayNoGames(data) {
        Localization.language = data.tag
        const charts = createTemporaryObject(chartsComponent, testCase, { charts: ({}) })
        verify(charts)
        const note = findChild(charts, "chartEmpty")
        verify(note)
        for (const name of ["length", "wins", "scores", "ends"]) {
            const chart = openTab(charts, name)
            tryCompare(note, "visible", true)
            compare(note.text, data.text)
        }
        const length = openTab(charts, "length")
        checkWholeTicks(length.axisY(length.series(1)), "length, empty")
        checkWholeTicks(length.axisX(length.series(1)), "length axis, empty")
        const scores = openTab(charts, "scores")
        checkWholeTicks(scores.axisY(scores.series(0)), "points, empty")
    }

    function test_oneValueKeepsWholeTicks() {
        // Two seats that always end with 0 points; every game 12 rounds long.
        const box = { low: 0, q1: 0, median: 0, q3: 0, high: 0 }
        const proportion = { base: 0.5, baseLow: 0.4, baseHigh: 0.6,
                             variant: 0.5, variantLow: 0.4, variantHigh: 0.6 }
        const data = {
            length: { figure: "rounds", width: 1, start: 12, end: 13, lows: [12],
                      base: [1], variant: [1], most: 1 },
            wins: [Object.assign({ seat: 0 }, proportion), Object.assign({ seat: 1 }, proportion)],
            ends: [{ reason: "goal", base: 1, variant: 1 }],
            scores: [{ seat: 0, base: box, variant: box }, { seat: 1, base: box, variant: box }],
            scoreLow: 0,
            scoreHigh: 0
        }
        const charts = createTemporaryObject(chartsComponent, testCase, { charts: data })
        verify(charts)
        const scores = openTab(charts, "scores")
        const pointsAxis = scores.axisY(scores.series(0))
        checkWholeTicks(pointsAxis, "points all 0")
        compare(pointsAxis.min, 0) // no negative points for a game that has none
        verify(pointsAxis.max >= 1)
        const length = openTab(charts, "length")
        const rounds = length.axisX(length.series(1))
        checkWholeTicks(rounds, "rounds all 12")
        verify(rounds.min <= 12 && rounds.max >= 13, rounds.min + " to " + rounds.max)
        const wins = openTab(charts, "wins")
        checkWholeTicks(wins.axisY(wins.series(0)), "wins")
        // Charts with data say nothing over them.
        const note = findChild(charts, "chartEmpty")
        verify(note)
        for (const name of ["length", "wins", "scores", "ends"]) {
            openTab(charts, name)
            compare(note.visible, false, name)
        }
    }
}
