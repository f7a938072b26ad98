// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// The mark of a card colour (deck.yaml `mark`), drawn on every card so that colour is never
// the only cue: drop (blue), flame (red), ray (yellow), leaf (green), stone (black).
// Drawn in a 100 × 100 box scaled to the item.
Item {
    id: mark
    property string kind: "drop"
    property color colour: "#2b2722"
    property color detail: "#fdf9f0" // the vein of the leaf, the glint of the drop and stone
    implicitWidth: 16
    implicitHeight: 16

    // (The Canvas is made while the glyph shows: a card carries glyphs for faces it may never show.)
    Loader {
        anchors.fill: parent
        active: mark.visible && mark.width > 0 && mark.height > 0
        sourceComponent: Canvas {
            antialiasing: true
            readonly property var paintKey: [mark.kind, mark.colour, mark.detail]
            onPaintKeyChanged: requestPaint()
            onWidthChanged: requestPaint()
            onHeightChanged: requestPaint()

            onPaint: {
                const ctx = getContext("2d")
                ctx.reset()
                if (width <= 0 || height <= 0)
                    return
                ctx.scale(width / 100, height / 100)
                ctx.fillStyle = mark.colour
                ctx.strokeStyle = mark.detail
                ctx.lineCap = "round"
                ctx.lineJoin = "round"
                ctx.beginPath()
                switch (mark.kind) {
                case "drop":
                    ctx.moveTo(50, 4)
                    ctx.bezierCurveTo(62, 26, 84, 44, 84, 64)
                    ctx.bezierCurveTo(84, 84, 68, 97, 50, 97)
                    ctx.bezierCurveTo(32, 97, 16, 84, 16, 64)
                    ctx.bezierCurveTo(16, 44, 38, 26, 50, 4)
                    ctx.closePath()
                    ctx.fill()
                    ctx.lineWidth = 7
                    ctx.beginPath()
                    ctx.arc(50, 66, 20, Math.PI * 0.62, Math.PI * 0.95)
                    ctx.stroke()
                    break
                case "flame":
                    ctx.moveTo(50, 2)
                    ctx.bezierCurveTo(58, 22, 86, 38, 84, 66)
                    ctx.bezierCurveTo(82, 88, 66, 98, 50, 98)
                    ctx.bezierCurveTo(32, 98, 16, 86, 16, 66)
                    ctx.bezierCurveTo(16, 48, 28, 40, 32, 24)
                    ctx.bezierCurveTo(40, 34, 40, 44, 44, 50)
                    ctx.bezierCurveTo(50, 36, 46, 18, 50, 2)
                    ctx.closePath()
                    ctx.fill()
                    // The inner tongue of the flame.
                    ctx.fillStyle = mark.detail
                    ctx.beginPath()
                    ctx.moveTo(50, 58)
                    ctx.bezierCurveTo(56, 68, 64, 74, 62, 84)
                    ctx.bezierCurveTo(60, 92, 40, 92, 38, 84)
                    ctx.bezierCurveTo(36, 76, 46, 70, 50, 58)
                    ctx.closePath()
                    ctx.fill()
                    break
                case "ray":
                    // A four-pointed glint of light with four short rays between the points.
                    ctx.moveTo(50, 0)
                    ctx.lineTo(60, 40)
                    ctx.lineTo(100, 50)
                    ctx.lineTo(60, 60)
                    ctx.lineTo(50, 100)
                    ctx.lineTo(40, 60)
                    ctx.lineTo(0, 50)
                    ctx.lineTo(40, 40)
                    ctx.closePath()
                    ctx.fill()
                    ctx.strokeStyle = mark.colour
                    ctx.lineWidth = 8
                    ctx.beginPath()
                    for (let k = 0; k < 4; ++k) {
                        const a = Math.PI / 4 + k * Math.PI / 2
                        ctx.moveTo(50 + Math.cos(a) * 22, 50 + Math.sin(a) * 22)
                        ctx.lineTo(50 + Math.cos(a) * 40, 50 + Math.sin(a) * 40)
                    }
                    ctx.stroke()
                    break
                case "leaf":
                    ctx.moveTo(12, 90)
                    ctx.bezierCurveTo(6, 44, 40, 8, 94, 6)
                    ctx.bezierCurveTo(94, 60, 62, 96, 12, 90)
                    ctx.closePath()
                    ctx.fill()
                    ctx.lineWidth = 6
                    ctx.beginPath()
                    ctx.moveTo(6, 96)
                    ctx.bezierCurveTo(36, 64, 56, 42, 80, 20)
                    ctx.stroke()
                    break
                case "stone":
                    ctx.moveTo(20, 40)
                    ctx.bezierCurveTo(26, 18, 60, 12, 80, 26)
                    ctx.bezierCurveTo(98, 38, 98, 70, 84, 82)
                    ctx.bezierCurveTo(68, 96, 30, 96, 14, 80)
                    ctx.bezierCurveTo(4, 68, 12, 52, 20, 40)
                    ctx.closePath()
                    ctx.fill()
                    ctx.lineWidth = 6
                    ctx.beginPath()
                    ctx.arc(48, 50, 24, Math.PI * 1.1, Math.PI * 1.45)
                    ctx.stroke()
                    break
                default:
                    ctx.arc(50, 50, 40, 0, Math.PI * 2)
                    ctx.fill()
                }
            }
        }
    }
}
