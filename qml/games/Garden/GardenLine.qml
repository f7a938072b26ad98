// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// A coloured line between two fields, laid like a band of pebbles along the shared edge:
// its colour, its pattern (dots, stripes, waves: the same marks as on the beads) and, in a
// small disc in the middle, the colour's one-letter symbol. The item is centred on the edge.
// In colour-blind-safe mode the disc and its letter are bigger (a kanji needs the pixels).
Item {
    id: line
    property var info: null
    property bool vertical: false
    property real length: 70
    property real thickness: 8
    // The line the figure would cross to reach a highlighted field.
    property bool emphasised: false
    property bool showSymbol: true

    readonly property color fill: info ? info.hex : Theme.inkFaint
    readonly property string pattern: info ? (info.pattern || "") : ""
    readonly property bool light: (0.299 * fill.r + 0.587 * fill.g + 0.114 * fill.b) > 0.62
    readonly property real band: emphasised ? thickness * 1.45 : thickness

    width: vertical ? band : length
    height: vertical ? length : band

    Rectangle {
        visible: line.emphasised
        anchors.centerIn: parent
        width: parent.width + 8
        height: parent.height + 8
        radius: Math.min(width, height) / 2
        color: Qt.rgba(1, 0.97, 0.85, 0.85)
        border.color: Theme.gold
        border.width: 1.5
    }

    Canvas {
        id: canvas
        anchors.fill: parent
        antialiasing: true
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            // Draw along x; a vertical line is the same band turned a quarter.
            const L = line.vertical ? height : width
            const t = line.vertical ? width : height
            if (line.vertical) {
                ctx.translate(width, 0)
                ctx.rotate(Math.PI / 2)
            }
            const r = t / 2
            ctx.beginPath()
            ctx.moveTo(r, 0)
            ctx.lineTo(L - r, 0)
            ctx.arc(L - r, r, r - 0.3, -Math.PI / 2, Math.PI / 2)
            ctx.lineTo(r, t)
            ctx.arc(r, r, r - 0.3, Math.PI / 2, Math.PI * 1.5)
            ctx.closePath()
            ctx.fillStyle = line.fill.toString()
            ctx.fill()
            ctx.save()
            ctx.clip()
            const mark = line.light ? "rgba(90, 67, 0, 0.75)" : "rgba(255, 255, 255, 0.85)"
            ctx.strokeStyle = mark
            ctx.fillStyle = mark
            ctx.lineWidth = Math.max(1, t * 0.2)
            if (line.pattern === "dots") {
                const step = t * 1.25
                for (let x = r; x <= L - r + 0.1; x += step) {
                    ctx.beginPath()
                    ctx.arc(x, r, t * 0.2, 0, 2 * Math.PI)
                    ctx.fill()
                }
            } else if (line.pattern === "stripes") {
                const step = t * 0.95
                for (let x = -t; x < L + t; x += step) {
                    ctx.beginPath()
                    ctx.moveTo(x, t)
                    ctx.lineTo(x + t, 0)
                    ctx.stroke()
                }
            } else if (line.pattern === "waves") {
                ctx.beginPath()
                for (let x = 0; x <= L; x += 1) {
                    const y = r + Math.sin(x / (t * 1.5) * Math.PI) * t * 0.26
                    if (x === 0)
                        ctx.moveTo(x, y)
                    else
                        ctx.lineTo(x, y)
                }
                ctx.stroke()
            }
            ctx.restore()
            ctx.lineWidth = 1
            ctx.strokeStyle = Qt.darker(line.fill, 1.8).toString()
            ctx.stroke()
        }
    }
    onWidthChanged: canvas.requestPaint()
    onHeightChanged: canvas.requestPaint()
    onFillChanged: canvas.requestPaint()
    onPatternChanged: canvas.requestPaint()

    // The symbol disc.
    Rectangle {
        objectName: "lineSymbol"
        visible: line.showSymbol
        anchors.centerIn: parent
        z: 2
        // Big enough for a readable letter (a kanji in Japanese needs more pixels).
        width: Theme.colourBlind ? Math.max(Theme.japanese ? 28 : 24, line.thickness * 3)
                                 : Math.max(Theme.japanese ? 24 : 18, line.thickness * 2.4)
        height: width
        radius: width / 2
        color: "#fbf7ee"
        border.color: Qt.darker(line.fill, line.light ? 1.5 : 1.1)
        border.width: 1.5
        Text {
            anchors.centerIn: parent
            text: line.info ? Theme.t(line.info.symbol) : ""
            color: line.light ? "#5a4300" : Qt.darker(line.fill, 1.25)
            font.family: Theme.bodyFont
            font.bold: true
            font.pixelSize: Math.round(parent.width * (Theme.japanese ? 0.62 : 0.64))
        }
    }
}
