// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// One bead: a glossy ball in its colour, its pattern in light strokes (dots, stripes,
// waves) and its one-letter symbol, so that colours can be told apart without seeing them.
// `info` is a bead_colours entry of the game's description. In colour-blind-safe mode the
// letter is always drawn, bigger, and the pattern stronger.
Item {
    id: bead
    property var info: null
    property real size: 18
    // The symbol is drawn when the bead is big enough to read it.
    property bool showSymbol: size >= 13 || Theme.colourBlind
    // How much of the bead shows under the one stacked on it (from its bottom): the letter is
    // drawn in that band.
    property real band: size
    width: size
    height: size

    readonly property color fill: info ? info.hex : Theme.inkFaint
    readonly property string pattern: info ? (info.pattern || "") : ""
    // Light colours (yellow) get dark marks, dark ones light marks.
    readonly property bool light: (0.299 * fill.r + 0.587 * fill.g + 0.114 * fill.b) > 0.62
    readonly property color mark: light ? "#5a4300" : "#ffffff"

    Canvas {
        id: canvas
        anchors.fill: parent
        antialiasing: true
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            const s = width, r = s / 2 - 0.75
            ctx.save()
            ctx.beginPath()
            ctx.arc(s / 2, s / 2, r, 0, 2 * Math.PI)
            ctx.closePath()
            ctx.fillStyle = bead.fill.toString()
            ctx.fill()
            ctx.clip()
            // The pattern, faint behind the letter.
            ctx.strokeStyle = bead.mark.toString()
            ctx.fillStyle = bead.mark.toString()
            ctx.globalAlpha = bead.showSymbol && !Theme.colourBlind ? 0.35 : 0.7
            ctx.lineWidth = Math.max(1, s * 0.08)
            if (bead.pattern === "dots") {
                const d = s * 0.09
                for (const p of [[0.3, 0.28], [0.72, 0.3], [0.25, 0.7], [0.7, 0.74], [0.5, 0.5]]) {
                    ctx.beginPath()
                    ctx.arc(p[0] * s, p[1] * s, d, 0, 2 * Math.PI)
                    ctx.fill()
                }
            } else if (bead.pattern === "stripes") {
                for (let k = -s; k < s * 2; k += s * 0.3) {
                    ctx.beginPath()
                    ctx.moveTo(k, s)
                    ctx.lineTo(k + s, 0)
                    ctx.stroke()
                }
            } else if (bead.pattern === "waves") {
                for (const yy of [0.32, 0.68]) {
                    ctx.beginPath()
                    for (let x = 0; x <= s; x += 1) {
                        const y = yy * s + Math.sin(x / s * 4 * Math.PI) * s * 0.08
                        if (x === 0)
                            ctx.moveTo(x, y)
                        else
                            ctx.lineTo(x, y)
                    }
                    ctx.stroke()
                }
            }
            ctx.globalAlpha = 1
            // A soft highlight makes it a ball.
            const g = ctx.createRadialGradient(s * 0.35, s * 0.3, 0, s * 0.35, s * 0.3, s * 0.55)
            g.addColorStop(0, "rgba(255,255,255,0.55)")
            g.addColorStop(1, "rgba(255,255,255,0)")
            ctx.fillStyle = g
            ctx.fillRect(0, 0, s, s)
            ctx.restore()
            ctx.beginPath()
            ctx.arc(s / 2, s / 2, r, 0, 2 * Math.PI)
            ctx.lineWidth = 1.2
            ctx.strokeStyle = Qt.darker(bead.fill, 1.7).toString()
            ctx.stroke()
        }
    }
    onFillChanged: canvas.requestPaint()
    onPatternChanged: canvas.requestPaint()
    onShowSymbolChanged: canvas.requestPaint()
    readonly property bool strongPattern: Theme.colourBlind
    onStrongPatternChanged: canvas.requestPaint()

    Text {
        objectName: "beadLetter"
        visible: bead.showSymbol
        readonly property real room: Math.min(bead.size, bead.band)
        anchors.centerIn: parent
        anchors.verticalCenterOffset: 0.5 + (bead.size - room) / 2
        text: bead.info ? Theme.t(bead.info.symbol) : ""
        color: bead.light ? "#3d2e00" : "#ffffff"
        style: Text.Outline
        styleColor: bead.light ? "#80ffffff" : Qt.darker(bead.fill, 1.8)
        font.family: Theme.bodyFont
        font.bold: true
        // 11 px at least: the letter is read, on the smallest board too.
        font.pixelSize: Math.max(11, Math.round(Math.min(bead.size * (Theme.colourBlind ? 0.64 : 0.58), room * 0.92)))
    }
}
