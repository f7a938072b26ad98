// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// The symbol of a pile (symbols.yaml `emblem`), drawn in one colour in a 100 × 100 box:
// moon, star, eagle, mountain, river, drum. Unknown emblems get a plain dot.
Canvas {
    id: emblem
    property string kind: "moon"
    property color colour: "#fbf7ee"
    implicitWidth: 32
    implicitHeight: 32
    antialiasing: true

    onKindChanged: requestPaint()
    onColourChanged: requestPaint()
    onWidthChanged: requestPaint()
    onHeightChanged: requestPaint()

    function polygon(ctx, points) {
        ctx.beginPath()
        ctx.moveTo(points[0], points[1])
        for (let i = 2; i < points.length; i += 2)
            ctx.lineTo(points[i], points[i + 1])
        ctx.closePath()
        ctx.fill()
    }

    onPaint: {
        const ctx = getContext("2d")
        ctx.reset()
        if (width <= 0 || height <= 0)
            return
        ctx.scale(width / 100, height / 100)
        ctx.fillStyle = emblem.colour
        ctx.strokeStyle = emblem.colour
        ctx.lineCap = "round"
        ctx.lineJoin = "round"
        switch (emblem.kind) {
        case "moon":
            // A crescent: a full disc with an offset disc cut away.
            ctx.beginPath()
            ctx.arc(46, 52, 40, 0, Math.PI * 2)
            ctx.fill()
            ctx.globalCompositeOperation = "destination-out"
            ctx.beginPath()
            ctx.arc(64, 40, 34, 0, Math.PI * 2)
            ctx.fill()
            ctx.globalCompositeOperation = "source-over"
            break
        case "star": {
            const pts = []
            for (let k = 0; k < 10; ++k) {
                const r = k % 2 === 0 ? 47 : 19
                const a = -Math.PI / 2 + k * Math.PI / 5
                pts.push(50 + Math.cos(a) * r, 54 + Math.sin(a) * r)
            }
            polygon(ctx, pts)
            break
        }
        case "eagle":
            // A spread-winged bird seen from below, as on a totem.
            polygon(ctx, [50, 14, 57, 24, 56, 33, 70, 30, 98, 18, 88, 32, 96, 34, 82, 44, 88, 48,
                          68, 52, 62, 52, 60, 68, 70, 86, 56, 80, 50, 90, 44, 80, 30, 86, 40, 68,
                          38, 52, 32, 52, 12, 48, 18, 44, 4, 34, 12, 32, 2, 18, 30, 30, 44, 33,
                          43, 24])
            break
        case "mountain":
            polygon(ctx, [2, 88, 36, 22, 52, 52, 66, 36, 98, 88])
            // Snow on the high peak, cut out of the silhouette.
            ctx.globalCompositeOperation = "destination-out"
            polygon(ctx, [36, 30, 45, 48, 40, 44, 36, 50, 31, 44, 27, 48])
            ctx.globalCompositeOperation = "source-over"
            break
        case "river":
            ctx.lineWidth = 10
            for (let k = 0; k < 3; ++k) {
                const y = 26 + k * 24
                ctx.beginPath()
                ctx.moveTo(6, y)
                ctx.bezierCurveTo(22, y - 14, 34, y - 14, 50, y)
                ctx.bezierCurveTo(66, y + 14, 78, y + 14, 94, y)
                ctx.stroke()
            }
            break
        case "drum":
            // A hand drum: its skin on top, the body and the lacing.
            ctx.beginPath()
            ctx.moveTo(14, 26)
            ctx.lineTo(20, 80)
            ctx.bezierCurveTo(30, 96, 70, 96, 80, 80)
            ctx.lineTo(86, 26)
            ctx.closePath()
            ctx.fill()
            ctx.globalCompositeOperation = "destination-out"
            ctx.lineWidth = 5
            ctx.beginPath()
            ctx.moveTo(18, 40)
            for (let k = 0; k < 6; ++k)
                ctx.lineTo(24 + k * 11, k % 2 === 0 ? 78 : 40)
            ctx.stroke()
            ctx.beginPath()
            ctx.ellipse(12, 14, 76, 26)
            ctx.fill()
            ctx.globalCompositeOperation = "source-over"
            ctx.beginPath()
            ctx.ellipse(17, 16, 66, 20)
            ctx.fill()
            break
        default:
            ctx.beginPath()
            ctx.arc(50, 50, 30, 0, Math.PI * 2)
            ctx.fill()
        }
    }
}
