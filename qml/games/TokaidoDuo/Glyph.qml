// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// A small ink drawing for a kind of thing on the Tokaido Duo table, in the washi style (no
// emoji, no images): ring spaces (temple, garden, town, hot_spring, seashore, start), the
// mountain town, region and painting icons (bamboo, waterfall, mountain, sea), wares
// (kimono, ceramics, doll, fan), the three characters, coins, gold slabs and the painting's
// back (brush). An unknown kind draws a plain dot, so new data never breaks the table.
Canvas {
    id: glyph
    property string kind: ""
    property color colour: Theme.ink
    // A light glyph on a dark ground (the dice, chosen buttons).
    property bool inverted: false

    implicitWidth: 20
    implicitHeight: 20
    antialiasing: true
    onKindChanged: requestPaint()
    onColourChanged: requestPaint()
    onInvertedChanged: requestPaint()
    onWidthChanged: requestPaint()
    onHeightChanged: requestPaint()

    onPaint: {
        const ctx = getContext("2d")
        ctx.reset()
        const s = Math.min(width, height)
        if (s <= 1)
            return
        ctx.save()
        ctx.translate((width - s) / 2, (height - s) / 2)
        ctx.scale(s / 100, s / 100)
        const ink = glyph.inverted ? Theme.paperLight.toString() : glyph.colour.toString()
        ctx.strokeStyle = ink
        ctx.fillStyle = ink
        ctx.lineWidth = 7
        ctx.lineCap = "round"
        ctx.lineJoin = "round"
        const line = (pts) => {
            ctx.beginPath()
            ctx.moveTo(pts[0], pts[1])
            for (let i = 2; i < pts.length; i += 2)
                ctx.lineTo(pts[i], pts[i + 1])
            ctx.stroke()
        }
        const disc = (x, y, r) => { ctx.beginPath(); ctx.arc(x, y, r, 0, 2 * Math.PI); ctx.fill() }
        const ring = (x, y, r) => { ctx.beginPath(); ctx.arc(x, y, r, 0, 2 * Math.PI); ctx.stroke() }
        switch (glyph.kind) {
        case "temple": // a pagoda: three roofs under a spire
            ctx.lineWidth = 7
            line([50, 6, 50, 22])
            line([24, 34, 50, 22, 76, 34])
            line([16, 56, 50, 42, 84, 56])
            line([8, 80, 50, 64, 92, 80])
            line([40, 80, 40, 94])
            line([60, 80, 60, 94])
            break
        case "shrine_gate": // a torii
            ctx.lineWidth = 9
            line([12, 24, 50, 18, 88, 24])
            ctx.lineWidth = 7
            line([22, 40, 78, 40])
            line([30, 26, 30, 88])
            line([70, 26, 70, 88])
            break
        case "viewpoint": // an eye over the horizon
            ctx.lineWidth = 7
            ctx.beginPath()
            ctx.moveTo(8, 46)
            ctx.quadraticCurveTo(50, 4, 92, 46)
            ctx.quadraticCurveTo(50, 88, 8, 46)
            ctx.stroke()
            disc(50, 46, 13)
            line([14, 86, 86, 86])
            break
        case "garden": // a pine over a stone lantern's base: three tiers of needles
            line([50, 14, 50, 86])
            line([26, 38, 50, 24, 74, 38])
            line([18, 58, 50, 42, 82, 58])
            line([12, 78, 50, 62, 88, 78])
            break
        case "town": // a coastal town: a house with a wide roof
        case "coastal":
            ctx.lineWidth = 8
            line([10, 48, 50, 18, 90, 48])
            line([22, 44, 22, 84, 78, 84, 78, 44])
            ctx.fillRect(42, 58, 16, 26)
            break
        case "mountain_town": // a house below a peak
            ctx.lineWidth = 7
            line([8, 56, 34, 22, 50, 40, 66, 18, 92, 56])
            line([28, 62, 50, 48, 72, 62])
            line([34, 60, 34, 88, 66, 88, 66, 60])
            break
        case "hot_spring": // ♨ drawn: a bowl and three wisps of steam
            ctx.beginPath()
            ctx.arc(50, 62, 30, 0.15 * Math.PI, 0.85 * Math.PI)
            ctx.stroke()
            for (const x of [32, 50, 68]) {
                ctx.beginPath()
                ctx.moveTo(x, 60)
                ctx.bezierCurveTo(x - 10, 48, x + 10, 38, x, 24)
                ctx.stroke()
            }
            break
        case "seashore": // a wave crest
            ctx.beginPath()
            ctx.moveTo(8, 72)
            ctx.bezierCurveTo(24, 40, 56, 22, 74, 40)
            ctx.bezierCurveTo(84, 50, 72, 64, 60, 56)
            ctx.stroke()
            line([10, 86, 30, 80, 50, 86, 70, 80, 90, 86])
            break
        case "start": // a seal ring
            ctx.lineWidth = 8
            ring(50, 50, 32)
            disc(50, 50, 12)
            break
        case "bamboo": // two culms with nodes and a leaf
            ctx.lineWidth = 8
            line([36, 90, 36, 10])
            line([62, 90, 62, 22])
            ctx.lineWidth = 5
            for (const y of [30, 52, 74]) line([28, y, 44, y])
            for (const y of [42, 64]) line([54, y, 70, y])
            ctx.beginPath()
            ctx.moveTo(62, 30)
            ctx.quadraticCurveTo(80, 18, 92, 22)
            ctx.quadraticCurveTo(80, 32, 62, 30)
            ctx.fill()
            break
        case "waterfall": // a cliff edge and falling water
            ctx.lineWidth = 7
            line([10, 20, 40, 20])
            line([60, 20, 90, 20])
            for (const x of [42, 50, 58]) line([x, 22, x, 76])
            ctx.beginPath()
            ctx.arc(50, 84, 14, Math.PI, 2 * Math.PI)
            ctx.stroke()
            break
        case "mountain": // two peaks, snow cap
            ctx.lineWidth = 7
            line([6, 84, 38, 26, 56, 56, 70, 36, 94, 84])
            line([6, 84, 94, 84])
            line([28, 44, 38, 38, 46, 44])
            break
        case "sea": // seigaiha: overlapping arcs
            ctx.lineWidth = 6
            for (const c of [[30, 66], [70, 66], [50, 46]]) {
                ctx.beginPath()
                ctx.arc(c[0], c[1], 22, Math.PI, 2 * Math.PI)
                ctx.stroke()
                ctx.beginPath()
                ctx.arc(c[0], c[1], 11, Math.PI, 2 * Math.PI)
                ctx.stroke()
            }
            line([6, 86, 94, 86])
            break
        case "kimono": // a T-shaped robe with a crossed collar
            ctx.lineWidth = 6
            line([10, 30, 36, 16, 64, 16, 90, 30, 82, 48, 70, 42, 70, 88, 30, 88, 30, 42, 18, 48, 10, 30])
            line([36, 16, 56, 52])
            line([64, 16, 44, 52])
            line([30, 60, 70, 60])
            break
        case "ceramics": // a vase
            ctx.lineWidth = 6
            ctx.beginPath()
            ctx.moveTo(38, 12); ctx.lineTo(62, 12)
            ctx.moveTo(42, 14)
            ctx.bezierCurveTo(44, 30, 16, 46, 28, 80)
            ctx.lineTo(72, 80)
            ctx.bezierCurveTo(84, 46, 56, 30, 58, 14)
            ctx.moveTo(30, 88); ctx.lineTo(70, 88)
            ctx.stroke()
            line([30, 56, 70, 56])
            break
        case "doll": // a kokeshi: head and body
            ctx.lineWidth = 6
            ring(50, 28, 17)
            ctx.beginPath()
            ctx.moveTo(36, 46)
            ctx.bezierCurveTo(24, 70, 30, 90, 50, 90)
            ctx.bezierCurveTo(70, 90, 76, 70, 64, 46)
            ctx.stroke()
            line([38, 64, 62, 64])
            break
        case "fan": // a folding fan
            ctx.lineWidth = 6
            ctx.beginPath()
            ctx.arc(50, 82, 62, 1.2 * Math.PI, 1.8 * Math.PI)
            ctx.stroke()
            for (const a of [1.2, 1.35, 1.5, 1.65, 1.8])
                line([50, 82, 50 + 62 * Math.cos(a * Math.PI), 82 + 62 * Math.sin(a * Math.PI)])
            break
        case "pilgrim": // a conical straw hat and a staff
            ctx.lineWidth = 7
            ctx.beginPath()
            ctx.moveTo(10, 46); ctx.lineTo(50, 14); ctx.lineTo(90, 46); ctx.closePath()
            ctx.stroke()
            line([50, 46, 50, 90])
            line([30, 66, 70, 66])
            break
        case "merchant": // a bundle on a carrying pole
            ctx.lineWidth = 7
            line([8, 30, 92, 30])
            ctx.strokeRect(14, 40, 26, 30)
            ctx.strokeRect(60, 40, 26, 30)
            line([27, 30, 27, 40])
            line([73, 30, 73, 40])
            line([50, 30, 50, 88])
            break
        case "artist":
        case "brush": // a brush and its stroke
            ctx.lineWidth = 8
            line([76, 12, 40, 60])
            ctx.beginPath()
            ctx.moveTo(40, 60)
            ctx.quadraticCurveTo(24, 68, 26, 84)
            ctx.quadraticCurveTo(40, 82, 46, 66)
            ctx.closePath()
            ctx.fill()
            ctx.lineWidth = 5
            line([14, 90, 56, 90, 86, 84])
            break
        case "coin": // a copper mon: a ring with a square hole
            ctx.lineWidth = 9
            ring(50, 50, 34)
            ctx.lineWidth = 6
            ctx.strokeRect(40, 40, 20, 20)
            break
        case "slab": // a koban: a gold oval with lines
            ctx.lineWidth = 7
            ctx.beginPath()
            ctx.ellipse(22, 8, 56, 84)
            ctx.stroke()
            line([40, 30, 60, 30])
            line([40, 50, 60, 50])
            line([40, 70, 60, 70])
            break
        case "wave_tile": // a pennant with a wave
            ctx.lineWidth = 6
            line([16, 10, 16, 92])
            line([16, 12, 86, 30, 16, 52])
            ctx.beginPath()
            ctx.moveTo(22, 36)
            ctx.quadraticCurveTo(40, 22, 54, 34)
            ctx.stroke()
            break
        default:
            disc(50, 50, 14)
        }
        ctx.restore()
    }
}
