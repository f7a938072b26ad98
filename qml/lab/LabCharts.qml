// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import QtCharts
import Kotatsu

// The variant lab's charts, one at a time under tabs: the game's length (both histograms
// overlaid, with the designer's target as a band), wins by seat with their 95% intervals as
// error bars, points by seat as boxes (quartiles), and which end condition fired. The data is
// VariantLab.charts, computed in C++ from the result (common buckets, Wilson intervals).
Rectangle {
    id: box
    property var charts: ({})
    property var words: null
    property string baseName: ""
    property string variantName: ""
    property int targetMin: 0
    property int targetMax: 0
    // VariantLab.targetShares: the share of games inside the target on each side.
    property var targetShares: ({})
    property string lengthFigure: "plies"
    readonly property Item currentChart: [lengthChart, winsChart, scoresChart, endsChart][tabs.currentIndex] || null
    readonly property alias currentIndex: tabs.currentIndex
    readonly property color baseColor: Theme.indigo
    readonly property color variantColor: Theme.vermilion
    // The axes' words: the page's, or the charts' own when shown alone.
    readonly property var axisWords: words ? words : ownWords
    readonly property LabWords ownWords: LabWords {}
    // The percent axes' labels: "50%", fr "50 %" (LabWords.percentAxisFormat).
    readonly property string percentFormat: axisWords.percentAxisFormat(0)

    color: Qt.rgba(1, 1, 1, 0.35)
    border.color: Theme.line
    radius: Theme.radius

    // The categories under the bars (the seats, "Draws", the end conditions) are written when
    // a result comes, not bound: said again in the new language when the person switches it
    // over charts already drawn (a finished comparison), as every other word of the lab is.
    Connections {
        target: Localization
        function onLanguageChanged() {
            winsChart.refresh()
            scoresChart.refresh()
            endsChart.refresh()
        }
    }

    // An axis from `low` to `high` on round steps (1, 2 or 5 times a power of ten), about
    // five of them. Every axis counts whole things (rounds, points, percent): no step under 1,
    // so that no two ticks print the same number ("0 0 0 1"). One value (every game alike)
    // gets a short axis around it, not below 0 when the value is not.
    function niceAxis(axis, low, high) {
        if (!(high > low)) {
            const pad = Math.max(2, Math.ceil(Math.abs(low) / 10))
            high = low + pad
            low = low >= 0 ? Math.max(0, low - pad) : low - pad
        }
        const raw = (high - low) / 5
        const magnitude = Math.pow(10, Math.floor(Math.log10(raw)))
        const step = Math.max(1, [1, 2, 5, 10].map(m => m * magnitude).find(v => v >= raw))
        axis.min = Math.floor(low / step) * step
        axis.max = Math.ceil(high / step) * step
        axis.tickCount = Math.round((axis.max - axis.min) / step) + 1
    }
    // A box of a BoxPlotSeries in a side's colour (a BoxSet has a brush, not a colour).
    function paint(set, colour) {
        if (set)
            set.brush = Qt.lighter(colour, 1.6)
    }

    component ChartTab: TabButton {
        id: tab
        font.pixelSize: 13
        contentItem: Text {
            text: tab.text
            font: tab.font
            color: Theme.ink
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            elide: Text.ElideRight
        }
        background: Rectangle {
            implicitHeight: 32
            color: tab.checked ? Theme.paperLight : Theme.paperDeep
            border.color: Theme.line
        }
    }
    component PaperChart: ChartView {
        // The axes' numbers in the person's language (fr "1 500"); their formats are then
        // "%.Nf" followed by a unit, never "%d" (whose labels a localized axis leaves empty).
        localizeNumbers: true
        locale: Qt.locale(Localization.language)
        antialiasing: true
        backgroundColor: "transparent"
        plotAreaColor: Qt.rgba(1, 1, 1, 0.5)
        legend.alignment: Qt.AlignBottom
        legend.font.family: Theme.bodyFont
        legend.font.pixelSize: 12
        legend.labelColor: Theme.ink
        titleColor: Theme.ink
        titleFont.family: Theme.bodyFont
        titleFont.pixelSize: 13
        margins.top: 4
        margins.bottom: 4
        margins.left: 4
        margins.right: 4
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 6
        spacing: 0
        TabBar {
            id: tabs
            objectName: "labChartTabs"
            Layout.fillWidth: true
            background: Rectangle { color: "transparent" }
            ChartTab {
                objectName: "chartTab_length"
                //: Variant lab: tab of the chart of game lengths
                text: qsTr("Length")
            }
            ChartTab {
                objectName: "chartTab_wins"
                //: Variant lab: tab of the chart of wins by seat
                text: qsTr("Wins")
            }
            ChartTab {
                objectName: "chartTab_scores"
                //: Variant lab: tab of the chart of points by seat
                text: qsTr("Points")
            }
            ChartTab {
                objectName: "chartTab_ends"
                //: Variant lab: tab of the chart of end conditions
                text: qsTr("Endings")
            }
        }
        StackLayout {
            id: stack
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: tabs.currentIndex

            // ---- Length: overlaid histograms and the target band --------------------------
            PaperChart {
                id: lengthChart
                objectName: "lengthChart"
                readonly property var d: box.charts && box.charts.length ? box.charts.length : ({})
                readonly property bool empty: !d.lows || d.lows.length === 0
                title: (d.figure || box.lengthFigure) === "rounds"
                       //: Variant lab, length chart title: share of games by their number of rounds
                       ? qsTr("Share of games by rounds played")
                       //: Variant lab, length chart title: share of games by their number of decisions (moves)
                       : qsTr("Share of games by decisions")
                ValueAxis {
                    id: lengthX
                    min: 0
                    max: 10
                    labelFormat: "%.0f"
                    labelsFont.pixelSize: 11
                    labelsColor: Theme.inkSoft
                    gridLineColor: Theme.line
                }
                ValueAxis {
                    id: lengthY
                    min: 0
                    max: 10
                    labelFormat: box.percentFormat
                    labelsFont.pixelSize: 11
                    labelsColor: Theme.inkSoft
                    gridLineColor: Theme.line
                }
                AreaSeries {
                    id: targetBand
                    //: Variant lab, length chart: the legend of the designer's target band
                    name: qsTr("Target")
                    axisX: lengthX
                    axisY: lengthY
                    color: Qt.rgba(0.72, 0.54, 0.23, 0.22)
                    borderColor: Theme.gold
                    borderWidth: 1
                    visible: box.targetMin > 0 || box.targetMax > 0
                    upperSeries: LineSeries { id: targetLine }
                }
                AreaSeries {
                    id: baseLength
                    name: box.baseName
                    axisX: lengthX
                    axisY: lengthY
                    color: Qt.rgba(0.18, 0.29, 0.43, 0.35)
                    borderColor: box.baseColor
                    borderWidth: 2
                    upperSeries: LineSeries { id: baseLengthLine }
                }
                AreaSeries {
                    id: variantLength
                    name: box.variantName
                    axisX: lengthX
                    axisY: lengthY
                    color: Qt.rgba(0.75, 0.26, 0.17, 0.30)
                    borderColor: box.variantColor
                    borderWidth: 2
                    upperSeries: LineSeries { id: variantLengthLine }
                }
                function steps(line, shares) {
                    line.clear()
                    if (!d.lows)
                        return
                    for (let i = 0; i < d.lows.length; ++i) {
                        const y = shares[i] * 100
                        line.append(d.lows[i], y)
                        line.append(d.lows[i] + d.width, y)
                    }
                }
                function refresh() {
                    // Before any game, bare axes with whole ticks too (not 0, 2, 5, 7, 10).
                    if (d.start !== undefined)
                        box.niceAxis(lengthX, d.start, d.end)
                    else
                        box.niceAxis(lengthX, 0, 10)
                    steps(baseLengthLine, d.base || [])
                    steps(variantLengthLine, d.variant || [])
                    box.niceAxis(lengthY, 0, d.most > 0 ? d.most * 100 * 1.05 : 100)
                    targetLine.clear()
                    if (box.targetMin > 0 || box.targetMax > 0) {
                        const low = box.targetMin > 0 ? box.targetMin : lengthX.min
                        // Up to the end of the last wanted length's bucket: "15–25 rounds"
                        // takes in the games of 25 rounds.
                        const high = box.targetMax > 0 ? box.targetMax + 1 : lengthX.max
                        targetLine.append(low, lengthY.max)
                        targetLine.append(high, lengthY.max)
                    }
                }
                onDChanged: refresh()
                Connections {
                    target: box
                    function onTargetMinChanged() { lengthChart.refresh() }
                    function onTargetMaxChanged() { lengthChart.refresh() }
                }
                Component.onCompleted: refresh()
            }

            // ---- Wins by seat, with error bars (boxes of no height: whiskers = interval) ----
            PaperChart {
                id: winsChart
                objectName: "winsChart"
                //: Variant lab, wins chart title: share of games each seat won, with 95% intervals
                title: qsTr("Wins by seat (95% intervals)")
                legend.visible: false
                readonly property var wins: box.charts && box.charts.wins ? box.charts.wins : []
                readonly property var draws: box.charts ? box.charts.draws : undefined
                readonly property bool empty: wins.length === 0
                ValueAxis {
                    id: winsY
                    min: 0
                    max: 100
                    labelFormat: box.percentFormat
                    labelsFont.pixelSize: 11
                    labelsColor: Theme.inkSoft
                    gridLineColor: Theme.line
                }
                BarCategoryAxis {
                    id: winsX
                    labelsFont.pixelSize: 11
                    labelsColor: Theme.ink
                }
                BoxPlotSeries {
                    id: baseWins
                    name: box.baseName
                    axisX: winsX
                    axisY: winsY
                    boxWidth: 0.35
                }
                BoxPlotSeries {
                    id: variantWins
                    name: box.variantName
                    axisX: winsX
                    axisY: winsY
                    boxWidth: 0.35
                }
                function refresh() {
                    baseWins.clear()
                    variantWins.clear()
                    const labels = []
                    let top = 10
                    const entries = wins.slice()
                    if (draws && (draws.base > 0 || draws.variant > 0))
                        entries.push(Object.assign({ draws: true }, draws))
                    for (const w of entries) {
                        //: Variant lab, wins chart: the category of games without a winner
                        const label = w.draws ? qsTr("Draws") : box.words ? box.words.seatShort(w.seat) : String(w.seat + 1)
                        labels.push(label)
                        // The whiskers are the interval; a thin box in the side's colour marks
                        // the value.
                        const mark = Math.max(0.6, top / 45)
                        const bar = (low, value, high) => [low * 100, value * 100 - mark, value * 100, value * 100 + mark, high * 100]
                        box.paint(baseWins.append(label, bar(w.baseLow, w.base, w.baseHigh)), box.baseColor)
                        box.paint(variantWins.append(label, bar(w.variantLow, w.variant, w.variantHigh)), box.variantColor)
                        top = Math.max(top, w.baseHigh * 100, w.variantHigh * 100)
                    }
                    winsX.categories = labels
                    box.niceAxis(winsY, 0, Math.min(100, top * 1.08))
                }
                onWinsChanged: refresh()
                // (The draws come in the same result as the wins, and may be read after them.)
                onDrawsChanged: refresh()
                Component.onCompleted: refresh()
            }

            // ---- Points by seat: quartile boxes ------------------------------------------
            PaperChart {
                id: scoresChart
                objectName: "scoresChart"
                //: Variant lab, points chart title: the spread of each seat's points (lowest, quartiles, median, highest)
                title: qsTr("Points by seat (lowest, quartiles, highest)")
                legend.visible: false
                readonly property var scores: box.charts && box.charts.scores ? box.charts.scores : []
                readonly property bool empty: scores.length === 0
                ValueAxis {
                    id: scoresY
                    min: 0
                    max: 10
                    labelFormat: "%.0f"
                    labelsFont.pixelSize: 11
                    labelsColor: Theme.inkSoft
                    gridLineColor: Theme.line
                }
                BarCategoryAxis {
                    id: scoresX
                    labelsFont.pixelSize: 11
                    labelsColor: Theme.ink
                }
                BoxPlotSeries {
                    id: baseScores
                    name: box.baseName
                    axisX: scoresX
                    axisY: scoresY
                    boxWidth: 0.35
                }
                BoxPlotSeries {
                    id: variantScores
                    name: box.variantName
                    axisX: scoresX
                    axisY: scoresY
                    boxWidth: 0.35
                }
                function refresh() {
                    baseScores.clear()
                    variantScores.clear()
                    const labels = []
                    for (const s of scores) {
                        const label = box.words ? box.words.seatShort(s.seat) : String(s.seat + 1)
                        labels.push(label)
                        const a = s.base, b = s.variant
                        box.paint(baseScores.append(label, [a.low, a.q1, a.median, a.q3, a.high]), box.baseColor)
                        box.paint(variantScores.append(label, [b.low, b.q1, b.median, b.q3, b.high]), box.variantColor)
                    }
                    scoresX.categories = labels
                    if (box.charts && box.charts.scoreLow !== undefined)
                        box.niceAxis(scoresY, box.charts.scoreLow, box.charts.scoreHigh)
                    else
                        box.niceAxis(scoresY, 0, 10)
                }
                onScoresChanged: refresh()
                Component.onCompleted: refresh()
            }

            // ---- End conditions ----------------------------------------------------------
            PaperChart {
                id: endsChart
                objectName: "endsChart"
                //: Variant lab, end chart title: the share of games each end condition ended
                title: qsTr("How the games ended")
                readonly property var ends: box.charts && box.charts.ends ? box.charts.ends : []
                readonly property bool empty: ends.length === 0
                ValueAxis {
                    id: endsX
                    min: 0
                    max: 100
                    labelFormat: box.percentFormat
                    labelsFont.pixelSize: 11
                    labelsColor: Theme.inkSoft
                    gridLineColor: Theme.line
                }
                BarCategoryAxis {
                    id: endsY
                    labelsFont.pixelSize: 11
                    labelsColor: Theme.ink
                }
                HorizontalBarSeries {
                    id: endsSeries
                    axisX: endsX
                    axisY: endsY
                    barWidth: 0.7
                    BarSet { id: baseEnds; label: box.baseName; color: box.baseColor; borderColor: box.baseColor }
                    BarSet { id: variantEnds; label: box.variantName; color: box.variantColor; borderColor: box.variantColor }
                }
                function refresh() {
                    const labels = [], a = [], b = []
                    for (const e of ends) {
                        labels.push(box.words ? box.words.endLabel(e.reason) : e.reason)
                        a.push(e.base * 100)
                        b.push(e.variant * 100)
                    }
                    endsY.categories = labels
                    baseEnds.values = a
                    variantEnds.values = b
                    // Round steps as on the other charts (0 20 40 … %, not 0 25 50 75 %).
                    box.niceAxis(endsX, 0, Math.min(100, Math.max(10, ...a, ...b) * 1.05))
                }
                onEndsChanged: refresh()
                Component.onCompleted: refresh()
            }
        }
        // What share of the games falls inside the designer's target, on each side.
        Text {
            objectName: "targetShares"
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            Layout.bottomMargin: 6
            visible: tabs.currentIndex === 0 && box.targetShares.valid === true && box.words !== null
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            font.pixelSize: 13
            color: Theme.ink
            text: {
                const t = box.targetShares
                if (!visible)
                    return ""
                //: Variant lab, under the length chart: the share of games inside the designer's target on each side, as labels (no grammar around the names); %1 and %3 are the rule sets' names, %2 and %4 shares with their intervals ("42.1% ± 2.2")
                return qsTr("Games inside the target — %1: %2 · %3: %4")
                    .arg(box.baseName).arg(box.words.withInterval(t.base, [t.baseLow, t.baseHigh], true))
                    .arg(box.variantName).arg(box.words.withInterval(t.variant, [t.variantLow, t.variantHigh], true))
            }
        }
        // The box charts' legend (their own shows the theme's colours, not the boxes').
        Row {
            objectName: "boxLegend"
            Layout.alignment: Qt.AlignHCenter
            Layout.bottomMargin: 6
            visible: tabs.currentIndex === 1 || tabs.currentIndex === 2
            spacing: 16
            Repeater {
                model: [{ name: box.baseName, colour: box.baseColor }, { name: box.variantName, colour: box.variantColor }]
                Row {
                    required property var modelData
                    spacing: 6
                    Rectangle {
                        anchors.verticalCenter: parent.verticalCenter
                        width: 12
                        height: 12
                        color: Qt.lighter(modelData.colour, 1.6)
                        border.color: modelData.colour
                    }
                    Text {
                        text: modelData.name
                        font.pixelSize: 12
                        color: Theme.ink
                    }
                }
            }
        }
    }
    // An empty chart says so in words, over its bare axes.
    Text {
        objectName: "chartEmpty"
        anchors.centerIn: parent
        width: parent.width - 40
        visible: box.currentChart !== null && box.currentChart.empty === true
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        font.family: Theme.bodyFont
        font.pixelSize: 15
        color: Theme.inkSoft
        //: Variant lab: over a chart that has nothing to draw yet (no comparison run, or no game finished)
        text: qsTr("No games to show yet")
    }
}
