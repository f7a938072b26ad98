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
