// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import QtCharts
import Kotatsu

// The variant lab's sweep results (issue 35, points 1 and 2): a table with a row per value
// (its mark against the targets, the figure charted and each target's figure with their 95%
// intervals, or why the rules refuse the value) and a chart of one figure against the value
// with its interval as a band, the targets' bands and the values meeting every target marked.
// The numbers are the bridge's SweepLab (kotatsu::Sweep on a worker thread); values arrive as
// they finish.
Rectangle {
    id: view
    property var sweep: null
    property var words: null
    // The key swept, from SweepLab.keys: {key, label, kind, words, ...}.
    property var keyInfo: null
    // The second key of a grid (null for one key).
    property var keyInfo2: null
    // A grid: two keys, a table of the first key's values by the second's.
    readonly property bool grid: sweep !== null && sweep.axisCount === 2 && points.length > 0
    function distinct(list) {
        const out = []
        for (const v of list)
            if (out.indexOf(v) < 0)
                out.push(v)
        return out
    }
    readonly property var gridRows: grid ? distinct(points.map(p => p.value)) : []
    readonly property var gridColumns: grid ? distinct(points.map(p => p.value2)) : []
    // A value's label as the bridge gives it (a word's or a switch's label from the schema, a
    // number in the language's way); `second`: of the grid's second key.
    function labelOf(value, second) {
        for (const p of points)
            if ((second ? p.value2 : p.value) === value)
                return second ? p.label2 : p.label
        return value
    }
    function pointAt(v1, v2) {
        for (const p of points)
            if (p.value === v1 && p.value2 === v2)
                return p
        return null
    }
    // A grid cell's mark: ✓ meets every target, ✗ misses one, ~ unsure.
    function markSign(p) {
        return p.mark === "meets" ? "✓" : p.mark === "fails" ? "✗" : p.mark === "unsure" ? "~" : ""
    }
    readonly property var points: sweep ? sweep.points : []
    readonly property var names: sweep ? sweep.figureNames : []
    readonly property var targets: sweep ? sweep.targetList : []
    readonly property bool numeric: keyInfo !== null && (keyInfo.kind === "integer" || keyInfo.kind === "number")
    // The figure charted: the first target's, else the game's length.
    property string chosen: ""
    readonly property string figure: {
        if (chosen !== "" && names.indexOf(chosen) >= 0)
            return chosen
        for (const t of targets)
            if (names.indexOf(t.figure) >= 0)
                return t.figure
        return names.indexOf("rounds") >= 0 ? "rounds" : (names.length > 0 ? names[0] : "")
    }
    // The table's figure columns: the one charted, then the other targets' figures.
    readonly property var columns: {
        const list = figure !== "" ? [figure] : []
        for (const t of targets)
            if (list.indexOf(t.figure) < 0 && names.indexOf(t.figure) >= 0)
                list.push(t.figure)
        return list.slice(0, 3)
    }
    readonly property int valueWidth: Math.max(90, Math.min(130, (table.width - 130) / Math.max(1, columns.length + 1)))

    // For tests: the series of the values meeting every target (series are not found as
    // children of the chart).
    readonly property alias meetDots: meetDots
    color: Qt.rgba(1, 1, 1, 0.35)
    border.color: Theme.line
    radius: Theme.radius

    function label(name) {
        return words ? words.figureLabel({ name: name }, !words.isLabFigure(name)) : name
    }
    function cell(point, name) {
        const f = point.figures ? point.figures[name] : undefined
        if (!f || !words)
            return ""
        return words.figureValue(f.kind, f.value, [f.low, f.high])
    }
    // Where a value lies on the chart's axis: the number, or its place among the words.
    function xOf(point, index) {
        return numeric ? Number(point.value) : index
    }

    SplitView {
        anchors.fill: parent
        anchors.margins: 6
        orientation: Qt.Horizontal

        // ---- The table ---------------------------------------------------------------------
        ColumnLayout {
            id: table
            visible: !view.grid
            SplitView.preferredWidth: view.width * 0.5
            SplitView.minimumWidth: 340
            spacing: 4
            RowLayout {
                Layout.fillWidth: true
                spacing: 6
                Text {
                    Layout.preferredWidth: 70
                    //: Variant lab, sweep table heading: the value the rule was set to
                    text: qsTr("Value")
                    font.pixelSize: 12
                    font.bold: true
                    color: Theme.inkSoft
                    elide: Text.ElideRight
                }
                Text {
                    Layout.fillWidth: true
                    //: Variant lab, sweep table heading: whether the value meets the designer's targets
                    text: qsTr("Targets")
                    font.pixelSize: 12
                    font.bold: true
                    color: Theme.inkSoft
                    elide: Text.ElideRight
                }
                // Three places, shown as the columns need them: a Repeater whose model is the
                // columns themselves rebuilt its Texts inside the RowLayout whenever they
                // changed, and a search started after a sweep (the columns and the rows
                // emptied at once) crashed in the layout (Qt 6.4).
                Repeater {
                    model: 3
                    Text {
                        required property int index
                        readonly property string modelData: view.columns[index] || ""
                        objectName: "sweepHeading_" + index
                        visible: modelData !== ""
                        Layout.preferredWidth: view.valueWidth
                        horizontalAlignment: Text.AlignRight
                        text: modelData !== "" ? view.label(modelData) : ""
                        font.pixelSize: 12
                        font.bold: true
                        color: Theme.inkSoft
                        wrapMode: Text.Wrap
                        maximumLineCount: 2
                        elide: Text.ElideRight
                    }
                }
            }
            Rectangle {
                Layout.fillWidth: true
                height: 1
                color: Theme.line
            }
            Text {
                Layout.fillWidth: true
                Layout.fillHeight: true
                visible: view.points.length === 0
                //: Variant lab, sweep: before any sweep; what a sweep does
                text: qsTr("Choose a rule, its values and the games per value, then Run. Every value plays the same seeds, so the values differ by their rules, not by their luck. Targets such as rounds=10..14 or wins.seat0=45%..55% mark the values that meet them all.")
                wrapMode: Text.Wrap
                font.pixelSize: 14
                color: Theme.inkSoft
                verticalAlignment: Text.AlignTop
            }
            ListView {
                id: rows
                objectName: "sweepRows"
                Layout.fillWidth: true
                Layout.fillHeight: true
                visible: view.points.length > 0
                clip: true
                model: view.points
                spacing: 2
                ScrollBar.vertical: ScrollBar {}
                delegate: Rectangle {
                    id: row
                    required property var modelData
                    required property int index
                    objectName: "sweepRow_" + modelData.value
                    width: ListView.view.width - 10
                    height: rowLayout.implicitHeight + 6
                    radius: 4
                    color: modelData.mark === "meets" ? Qt.rgba(0.72, 0.54, 0.23, 0.22)
                         : index % 2 === 0 ? "transparent" : Qt.rgba(1, 1, 1, 0.4)
                    RowLayout {
                        id: rowLayout
                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        anchors.leftMargin: 4
                        spacing: 6
                        Text {
                            objectName: "sweepValue"
                            Layout.preferredWidth: 70
                            Layout.alignment: Qt.AlignTop
                            text: row.modelData.label
                            font.pixelSize: 13
                            font.bold: true
                            color: Theme.ink
                            elide: Text.ElideRight
                        }
                        Text {
                            objectName: "sweepStatus"
                            Layout.fillWidth: true
                            Layout.alignment: Qt.AlignTop
                            wrapMode: Text.Wrap
                            font.pixelSize: 12
                            font.bold: row.modelData.mark === "meets"
                            color: row.modelData.refused ? Theme.vermilion
                                 : row.modelData.mark === "meets" ? Theme.ink : Theme.inkSoft
                            text: {
                                const p = row.modelData
                                if (p.refused)
                                    //: Variant lab, sweep table: a value the rules refuse, not played; %1 the rules' reason
                                    return qsTr("Refused: %1").arg(p.reason)
                                if (p.pending)
                                    //: Variant lab, sweep table: a value not played yet
                                    return view.sweep && view.sweep.running ? qsTr("Waiting…")
                                                                            //: Variant lab, sweep table: a value the cancelled sweep did not play
                                                                            : qsTr("Not played")
                                const confidence = view.words ? view.words.number(p.confidence * 100, 0) : ""
                                if (p.mark === "meets")
                                    //: Variant lab, sweep table: the value meets every target; %1 the confidence in percent (a number, no %)
                                    return qsTr("✓ Meets every target (%1%)").arg(confidence)
                                if (p.mark === "fails")
                                    //: Variant lab, sweep table: the value misses a target for sure (its interval lies outside)
                                    return qsTr("Misses a target")
                                if (p.mark === "unsure")
                                    //: Variant lab, sweep table: more games would tell whether the value meets every target; %1 the chance it does, in percent (a number, no %)
                                    return qsTr("Unsure (%1%): needs more games").arg(confidence)
                                return ""
                            }
                        }
                        Repeater {
                            model: 3 // as the heading's
                            Text {
                                required property int index
                                readonly property string modelData: row.modelData.refused ? "" : (view.columns[index] || "")
                                objectName: "sweepFigure_" + index
                                visible: modelData !== ""
                                Layout.preferredWidth: view.valueWidth
                                Layout.alignment: Qt.AlignTop
                                horizontalAlignment: Text.AlignRight
                                text: view.cell(row.modelData, modelData)
                                font.pixelSize: 13
                                color: Theme.ink
                                fontSizeMode: Text.HorizontalFit
                                minimumPixelSize: 9
                            }
                        }
                    }
                }
            }
        }

        // ---- The grid: the first key's values by the second's ---------------------------------
        ColumnLayout {
            objectName: "sweepGrid"
            visible: view.grid
            SplitView.fillWidth: view.grid
            spacing: 4
            Text {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                font.pixelSize: 13
                color: Theme.inkSoft
                //: Variant lab, sweep grid: what the table shows; %1 the first rule (rows), %2 the second (columns), %3 the figure in each cell
                text: qsTr("Rows: %1. Columns: %2. Each cell: %3 with its 95% interval. ✓ meets every target, ✗ misses at least one, ~ needs more games.")
                    .arg(view.keyInfo ? view.keyInfo.label : "").arg(view.keyInfo2 ? view.keyInfo2.label : "")
                    .arg(view.label(view.figure))
            }
            Flickable {
                id: gridFlick
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                contentWidth: gridColumn.width
                contentHeight: gridColumn.height
                ScrollBar.vertical: ScrollBar {}
                ScrollBar.horizontal: ScrollBar {}
                readonly property int cellWidth: Math.max(96, Math.min(150, (width - headWidth - 4) / Math.max(1, view.gridColumns.length)))
                // The rows' headings: as wide as the longest label (a word's label may be a few
                // words), 86 to 160 pixels, wrapping beyond.
                readonly property int headWidth: {
                    let widest = 0
                    for (const v of view.gridRows)
                        widest = Math.max(widest, headMetrics.advanceWidth(view.labelOf(v, false)))
                    return Math.max(86, Math.min(160, Math.ceil(widest) + 6))
                }
                FontMetrics {
                    id: headMetrics
                    font.family: Theme.bodyFont
                    font.pixelSize: 13
                    font.bold: true
                }
                Column {
                    id: gridColumn
                    spacing: 2
                    Row {
                        spacing: 2
                        Item { width: gridFlick.headWidth; height: 24 }
                        Repeater {
                            model: view.gridColumns
                            Text {
                                required property string modelData
                                width: gridFlick.cellWidth
                                height: Math.max(24, implicitHeight)
                                horizontalAlignment: Text.AlignHCenter
                                verticalAlignment: Text.AlignBottom
                                wrapMode: Text.Wrap
                                maximumLineCount: 2
                                objectName: "sweepColumnHeading_" + modelData
                                text: view.labelOf(modelData, true)
                                font.pixelSize: 13
                                font.bold: true
                                color: Theme.inkSoft
                                elide: Text.ElideRight
                            }
                        }
                    }
                    Repeater {
                        model: view.gridRows
                        Row {
                            id: gridRow
                            required property string modelData
                            spacing: 2
                            Text {
                                objectName: "sweepRowHeading_" + gridRow.modelData
                                width: gridFlick.headWidth
                                height: Math.max(30, implicitHeight)
                                verticalAlignment: Text.AlignVCenter
                                wrapMode: Text.Wrap
                                maximumLineCount: 2
                                text: view.labelOf(gridRow.modelData, false)
                                font.pixelSize: 13
                                font.bold: true
                                color: Theme.ink
                                elide: Text.ElideRight
                            }
                            Repeater {
                                model: view.gridColumns
                                Rectangle {
                                    id: gridCell
                                    required property string modelData
                                    readonly property var point: view.pointAt(gridRow.modelData, modelData)
                                    readonly property string mark: point ? point.mark : ""
                                    objectName: "sweepCell_" + gridRow.modelData + "_" + modelData
                                    width: gridFlick.cellWidth
                                    height: 30
                                    radius: 4
                                    color: mark === "meets" ? Qt.rgba(0.72, 0.54, 0.23, 0.32)
                                         : point && point.refused ? Qt.rgba(0.75, 0.22, 0.17, 0.10)
                                         : Qt.rgba(1, 1, 1, 0.45)
                                    border.color: mark === "meets" ? Theme.gold : Theme.line
                                    Text {
                                        objectName: "sweepCellText"
                                        anchors.fill: parent
                                        anchors.margins: 3
                                        horizontalAlignment: Text.AlignHCenter
                                        verticalAlignment: Text.AlignVCenter
                                        fontSizeMode: Text.HorizontalFit
                                        minimumPixelSize: 9
                                        font.pixelSize: 13
                                        font.bold: gridCell.mark === "meets"
                                        color: gridCell.point && gridCell.point.refused ? Theme.vermilion : Theme.ink
                                        text: {
                                            const p = gridCell.point
                                            if (!p)
                                                return ""
                                            if (p.refused)
                                                //: Variant lab, sweep grid: a pair of values the rules refuse (the reason is in the cell's tip)
                                                return qsTr("Refused")
                                            if (p.pending)
                                                return "…"
                                            const sign = view.markSign(p)
                                            return (sign !== "" ? sign + " " : "") + view.cell(p, view.figure)
                                        }
                                    }
                                    HoverHandler { id: cellHover }
                                    ToolTip.visible: cellHover.hovered && gridCell.point !== null && gridCell.point.refused
                                    ToolTip.text: gridCell.point && gridCell.point.refused ? gridCell.point.reason : ""
                                }
                            }
                        }
                    }
                }
            }
        }

        // ---- The chart: one figure against the value ---------------------------------------
        ColumnLayout {
            visible: !view.grid
            SplitView.fillWidth: !view.grid
            SplitView.minimumWidth: 280
            spacing: 2
            RowLayout {
                Layout.fillWidth: true
                Layout.leftMargin: 6
                spacing: 6
                Text {
                    //: Variant lab, sweep: label of the chooser of the figure the chart draws against the value
                    text: qsTr("Chart")
                    font.pixelSize: 13
                    color: Theme.inkSoft
                }
                InkComboBox {
                    id: figureBox
                    objectName: "sweepFigureBox"
                    Layout.fillWidth: true
                    Layout.maximumWidth: 300
                    font.pixelSize: 13
                    // A figure's whole name in the list ("Marches perdues par les pèlerins
                    // immobiles" is wider than the box at 1024 pixels).
                    wrapChoices: true
                    model: view.names.map(n => view.label(n))
                    currentIndex: view.names.indexOf(view.figure)
                    onActivated: function(i) { view.chosen = view.names[i] }
                }
            }
            // The chart's title, above it as a text of its own: a chart's title is cut to one line
            // (fr « … par Monter avant la première manche (intervalle … » at 1024 pixels).
            Text {
                objectName: "sweepChartTitle"
                Layout.fillWidth: true
                Layout.leftMargin: 6
                Layout.rightMargin: 6
                visible: text !== ""
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                color: Theme.ink
                font.family: Theme.bodyFont
                font.pixelSize: 13
                //: Variant lab, sweep chart title: a figure against the rule's value, with its 95% interval as a band; %1 the figure, %2 the rule
                text: view.figure !== "" ? qsTr("%1 by %2 (95% interval)").arg(view.label(view.figure)).arg(view.keyInfo ? view.keyInfo.label : "") : ""
            }
            ChartView {
                id: chart
                objectName: "sweepChart"
                Layout.fillWidth: true
                Layout.fillHeight: true
                // The axis's numbers in the person's language (fr "7,5", "1 500").
                localizeNumbers: true
                locale: Qt.locale(Localization.language)
                antialiasing: true
                backgroundColor: "transparent"
                plotAreaColor: Qt.rgba(1, 1, 1, 0.5)
                legend.visible: false
                margins.top: 4
                margins.bottom: 4
                margins.left: 4
                margins.right: 4
                readonly property bool empty: plotted === 0
                property int plotted: 0
                // For tests: every how many values the x axis labels (1: every one).
                property int labelEvery: 1
                readonly property alias xAxis: xAxis
                property real laidWidth: 0
                // The labels are chosen for the plot area's width, and the labels chosen change
                // that width (their lines, the y axis's numbers): a new width lays them out
                // again, at most twice after each change of the data or of the chart's own
                // width, never for ever (two layouts can make each other's width: it then
                // refreshed without end, 2,000 times in one test).
                property int relayoutsLeft: 2
                onWidthChanged: relayoutsLeft = 2
                onPlotAreaChanged: function(area) {
                    if (Math.abs(area.width - laidWidth) > 1 && relayoutsLeft > 0) {
                        --relayoutsLeft
                        Qt.callLater(refresh)
                    }
                }
                FontMetrics {
                    id: xMetrics
                    font.pixelSize: 11
                }
                // `text` on lines no wider than `width` where it can break (rich text: the
                // axis draws its labels as such).
                function wrapped(text, width) {
                    const parts = text.indexOf(" ") >= 0 ? text.split(" ") : Array.from(text)
                    const glue = text.indexOf(" ") >= 0 ? " " : ""
                    const lines = []
                    let line = ""
                    for (const part of parts) {
                        const longer = line === "" ? part : line + glue + part
                        if (line !== "" && xMetrics.advanceWidth(longer) > width) {
                            lines.push(line)
                            line = part
                        } else {
                            line = longer
                        }
                    }
                    lines.push(line)
                    return lines.map(l => l.replace(/&/g, "&amp;").replace(/</g, "&lt;")).join("<br>")
                }
                CategoryAxis {
                    id: xAxis
                    labelsPosition: CategoryAxis.AxisLabelsPositionOnValue
                    labelsFont.pixelSize: 11
                    labelsColor: Theme.inkSoft
                    gridLineColor: Theme.line
                    min: 0
                    max: 1
                }
                ValueAxis {
                    id: yAxis
                    min: 0
                    max: 10
                    // (Set with the range in refresh(): "%.Nf" with the fewest decimals the
                    // ticks need, written the language's way by localizeNumbers, which leaves
                    // "%g" and "%d" labels empty.)
                    labelFormat: "%.0f"
                    labelsFont.pixelSize: 11
                    labelsColor: Theme.inkSoft
                    gridLineColor: Theme.line
                }
                AreaSeries {
                    id: targetBand
                    axisX: xAxis
                    axisY: yAxis
                    color: Qt.rgba(0.72, 0.54, 0.23, 0.18)
                    borderColor: Theme.gold
                    borderWidth: 1
                    upperSeries: LineSeries { id: targetHigh }
                    lowerSeries: LineSeries { id: targetLow }
                }
                AreaSeries {
                    id: band
                    axisX: xAxis
                    axisY: yAxis
                    color: Qt.rgba(0.18, 0.29, 0.43, 0.22)
                    borderColor: Qt.rgba(0.18, 0.29, 0.43, 0.4)
                    borderWidth: 1
                    upperSeries: LineSeries { id: bandHigh }
                    lowerSeries: LineSeries { id: bandLow }
                }
                LineSeries {
                    id: valueLine
                    axisX: xAxis
                    axisY: yAxis
                    color: Theme.indigo
                    width: 2
                }
                ScatterSeries {
                    id: valueDots
                    axisX: xAxis
                    axisY: yAxis
                    color: Theme.indigo
                    borderColor: Theme.indigo
                    markerSize: 7
                }
                ScatterSeries {
                    id: meetDots
                    objectName: "sweepMeetDots"
                    axisX: xAxis
                    axisY: yAxis
                    color: Theme.gold
                    borderColor: Theme.ink
                    markerSize: 13
                }
                function refresh() {
                    for (const s of [bandHigh, bandLow, valueLine, valueDots, meetDots, targetHigh, targetLow])
                        s.clear()
                    // A copy: the property is read again at each step, and removing from it
                    // while going through it skipped every other label, so each refresh kept
                    // half the old labels and dropped the new ones below them.
                    for (const l of Array.from(xAxis.categoriesLabels))
                        xAxis.remove(l)
                    const name = view.figure
                    let low = Infinity, high = -Infinity, xLow = Infinity, xHigh = -Infinity
                    let proportion = false, kind = "mean", count = 0
                    const xs = []
                    for (let i = 0; i < view.points.length; ++i) {
                        const p = view.points[i]
                        const x = view.xOf(p, i)
                        // A value the rules refuse has no place on the chart (300 steps would
                        // squeeze 21 to 41 into a corner).
                        if (!isFinite(x) || p.refused)
                            continue
                        xs.push({ x: x, label: p.label })
                        xLow = Math.min(xLow, x)
                        xHigh = Math.max(xHigh, x)
                        const f = p.figures ? p.figures[name] : undefined
                        if (!f)
                            continue
                        proportion = f.proportion
                        kind = f.kind
                        const k = f.proportion ? 100 : 1
                        bandHigh.append(x, f.high * k)
                        bandLow.append(x, f.low * k)
                        valueLine.append(x, f.value * k)
                        valueDots.append(x, f.value * k)
                        if (p.mark === "meets")
                            meetDots.append(x, f.value * k)
                        low = Math.min(low, f.low * k)
                        high = Math.max(high, f.high * k)
                        ++count
                    }
                    plotted = count
                    // Nothing plotted, no numbers: the range padded around "no values" read
                    // −5 to 15, as if some figure ran below zero.
                    xAxis.labelsVisible = count > 0
                    yAxis.labelsVisible = count > 0
                    if (!isFinite(xLow)) {
                        xLow = 0
                        xHigh = 1
                    }
                    const pad = xHigh > xLow ? (xHigh - xLow) * 0.04 : 0.5
                    xAxis.min = xLow - pad
                    xAxis.max = xHigh + pad
                    // Every value swept is labelled, upright. A word's label too wide for its
                    // place wraps onto a few lines (at its spaces, or between any two letters
                    // in Japanese); only numbers too wide for theirs are thinned out: every k-th
                    // value from the first, k the smallest step at which they fit. (Labels
                    // turned on end were cut to "…" as well on a chart 1024 pixels wide.)
                    const room = Math.max(1, plotArea.width)
                    laidWidth = plotArea.width
                    xs.sort((a, b) => a.x - b.x)
                    let widest = 0
                    for (const v of xs)
                        widest = Math.max(widest, xMetrics.advanceWidth(v.label))
                    // The narrowest gap between two values next to each other, in pixels (a
                    // grid's rows share their places: a value is counted once).
                    let gap = Infinity
                    for (let i = 1; i < xs.length; ++i) {
                        const apart = Math.abs(xs[i].x - xs[i - 1].x)
                        if (apart > 0)
                            gap = Math.min(gap, apart)
                    }
                    const place = isFinite(gap) ? room * gap / (xAxis.max - xAxis.min) : room
                    // The axis cuts a label to "…" unless its place holds it with 4 pixels of
                    // margin on each side (its text item's), and a little air.
                    const need = widest + 12
                    const fits = need <= place
                    labelEvery = fits || !view.numeric ? 1 : Math.max(1, Math.min(xs.length, Math.ceil(need / place)))
                    for (let i = 0; i < xs.length; i += labelEvery)
                        xAxis.append(fits || view.numeric ? xs[i].label : wrapped(xs[i].label, place - 12), xs[i].x)
                    // The targets on this figure as a band across the chart.
                    let tLow = -Infinity, tHigh = Infinity, hasTarget = false
                    for (const t of view.targets) {
                        if (t.figure !== name)
                            continue
                        hasTarget = true
                        const k = proportion ? 100 : 1
                        if (t.low !== undefined)
                            tLow = Math.max(tLow, t.low * k)
                        if (t.high !== undefined)
                            tHigh = Math.min(tHigh, t.high * k)
                    }
                    if (!isFinite(low)) {
                        low = 0
                        high = 10
                    }
                    if (hasTarget) {
                        if (isFinite(tLow))
                            low = Math.min(low, tLow)
                        if (isFinite(tHigh))
                            high = Math.max(high, tHigh)
                    }
                    const span = high > low ? high - low : Math.max(1, Math.abs(high) / 10)
                    // A difference of shares (a seat's advantage) runs from −100 to +100 points.
                    const floor = !proportion ? -Infinity : kind === "share_difference" ? -100 : 0
                    yAxis.min = Math.max(floor, low - span * 0.08)
                    yAxis.max = Math.min(proportion ? 100 : Infinity, high + span * 0.08)
                    yAxis.applyNiceNumbers()
                    // "%.Nf" with the fewest decimals the ticks need (their step is 1, 2 or 5
                    // times a power of ten), a share's with its unit ("45%", fr "45 %").
                    const step = (yAxis.max - yAxis.min) / Math.max(1, yAxis.tickCount - 1)
                    const decimals = step >= 1 || step <= 0 ? 0 : Math.min(4, Math.ceil(-Math.log10(step) - 1e-9))
                    yAxis.labelFormat = kind === "share" && view.words ? view.words.percentAxisFormat(decimals)
                                                                       : "%." + decimals + "f"
                    if (hasTarget) {
                        const a = isFinite(tLow) ? tLow : yAxis.min
                        const b = isFinite(tHigh) ? tHigh : yAxis.max
                        targetHigh.append(xAxis.min, b)
                        targetHigh.append(xAxis.max, b)
                        targetLow.append(xAxis.min, a)
                        targetLow.append(xAxis.max, a)
                    }
                    targetBand.visible = hasTarget
                }
                function refreshForNewData() {
                    relayoutsLeft = 2
                    refresh()
                }
                Connections {
                    target: view
                    function onPointsChanged() { chart.refreshForNewData() }
                    function onFigureChanged() { chart.refreshForNewData() }
                    function onTargetsChanged() { chart.refreshForNewData() }
                }
                // The axis's unit is in the language's words.
                Connections {
                    target: Localization
                    function onLanguageChanged() { chart.refresh() }
                }
                Component.onCompleted: refresh()
            }
            Text {
                Layout.fillWidth: true
                Layout.leftMargin: 8
                Layout.bottomMargin: 4
                visible: view.targets.length > 0 && view.points.length > 0
                wrapMode: Text.Wrap
                font.pixelSize: 12
                color: Theme.inkSoft
                //: Variant lab, sweep chart's legend: the gold band is the target, the big gold dots the values that meet every target
                text: qsTr("Gold band: the target. Gold dots: values that meet every target.")
            }
        }
    }
    // An empty chart says so in words.
    Text {
        anchors.centerIn: parent
        anchors.horizontalCenterOffset: view.width * 0.25
        width: view.width * 0.4
        visible: view.points.length > 0 && chart.empty
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        font.pixelSize: 15
        color: Theme.inkSoft
        text: qsTr("No games to show yet")
    }
}
