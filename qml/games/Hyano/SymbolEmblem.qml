// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// The emblem of a pile (symbols.yaml `emblem`), drawn in one colour in a 100 × 100 box: one
// of the shapes the rules accept (hyano_emblem.h lists them: moon, star, eagle, mountain,
// river, drum, feather, fire, arrow, turtle), or the designer's own letters (`letters`: up to
// three letters or kanji, written to fill the box).
Item {
    id: emblem
    // A shape's word, or the letters themselves when `letters` is true.
    property string kind: "moon"
    property bool letters: false
    property color colour: "#fbf7ee"
    implicitWidth: 32
    implicitHeight: 32
    // For tests: what is drawn ("" for a shape this view cannot draw).
    readonly property string drawn: letters ? kind : shapes.indexOf(kind) >= 0 ? kind : ""
    // Every shape drawn below, in the order of hyano_emblem.h.
    readonly property var shapes: ["moon", "star", "eagle", "mountain", "river", "drum",
                                   "feather", "fire", "arrow", "turtle"]

    Text {
        objectName: "emblemLetters"
        visible: emblem.letters
        anchors.fill: parent
        text: emblem.letters ? emblem.kind : ""
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        // One character fills the box; two or three share it.
        fontSizeMode: Text.Fit
        minimumPixelSize: 5
        font.pixelSize: Math.max(6, emblem.height * 0.92)
        font.family: Theme.kanjiFont
        font.bold: true
        color: emblem.colour
    }

    // (The Canvas is made while a shape shows: a face-down disc and a designer's letters
    // need none.)
    Loader {
        anchors.fill: parent
        active: emblem.visible && !emblem.letters && emblem.width > 0 && emblem.height > 0
        sourceComponent: Canvas {
            id: canvas
            antialiasing: true

            readonly property var paintKey: [emblem.kind, emblem.letters, emblem.colour, width, height]
            onPaintKeyChanged: requestPaint()

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
                if (width <= 0 || height <= 0 || emblem.letters)
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
                case "feather":
                    // A feather slanting up to the right: the vane, its quill, the shaft and two
                    // splits in the vane cut out.
                    ctx.translate(50, 50)
                    ctx.rotate(Math.PI / 4)
                    ctx.beginPath()
                    ctx.moveTo(0, -50)
                    ctx.bezierCurveTo(30, -30, 28, 10, 0, 32)
                    ctx.bezierCurveTo(-28, 10, -30, -30, 0, -50)
                    ctx.fill()
                    ctx.lineWidth = 8
                    ctx.beginPath()
                    ctx.moveTo(0, 24)
                    ctx.lineTo(0, 48)
                    ctx.stroke()
                    ctx.globalCompositeOperation = "destination-out"
                    ctx.lineWidth = 3.5
                    ctx.beginPath()
                    ctx.moveTo(0, -40)
                    ctx.lineTo(0, 26)
                    ctx.moveTo(22, -4)
                    ctx.lineTo(6, 6)
                    ctx.moveTo(-22, -20)
                    ctx.lineTo(-6, -10)
                    ctx.stroke()
                    ctx.globalCompositeOperation = "source-over"
                    break
                case "fire":
                    // A flame with a smaller flame cut out of its heart.
                    ctx.beginPath()
                    ctx.moveTo(50, 96)
                    ctx.bezierCurveTo(20, 96, 12, 64, 30, 42)
                    ctx.bezierCurveTo(32, 54, 38, 58, 42, 56)
                    ctx.bezierCurveTo(36, 34, 46, 16, 62, 4)
                    ctx.bezierCurveTo(60, 24, 82, 38, 84, 62)
                    ctx.bezierCurveTo(86, 84, 72, 96, 50, 96)
                    ctx.fill()
                    ctx.globalCompositeOperation = "destination-out"
                    ctx.beginPath()
                    ctx.moveTo(51, 89)
                    ctx.bezierCurveTo(38, 89, 35, 75, 44, 64)
                    ctx.bezierCurveTo(46, 72, 50, 73, 53, 69)
                    ctx.bezierCurveTo(51, 61, 55, 55, 59, 51)
                    ctx.bezierCurveTo(61, 62, 69, 70, 67, 79)
                    ctx.bezierCurveTo(66, 86, 59, 89, 51, 89)
                    ctx.fill()
                    ctx.globalCompositeOperation = "source-over"
                    break
                case "arrow":
                    // An arrow flying up to the right: the shaft, the head and the fletching.
                    ctx.lineWidth = 7
                    ctx.beginPath()
                    ctx.moveTo(20, 80)
                    ctx.lineTo(74, 26)
                    ctx.stroke()
                    polygon(ctx, [94, 6, 86, 44, 56, 14])
                    polygon(ctx, [28, 72, 12, 70, 4, 58, 18, 60])
                    polygon(ctx, [28, 72, 30, 88, 42, 96, 40, 82])
                    break
                case "turtle":
                    // A turtle seen from above, head up: legs and head, then the shell over them
                    // with one plate cut out.
                    for (const leg of [[14, 22], [70, 22], [14, 68], [70, 68]]) {
                        ctx.beginPath()
                        ctx.ellipse(leg[0], leg[1], 16, 16)
                        ctx.fill()
                    }
                    ctx.beginPath()
                    ctx.ellipse(40, 2, 20, 22)
                    ctx.fill()
                    polygon(ctx, [44, 84, 56, 84, 50, 98])
                    ctx.beginPath()
                    ctx.ellipse(20, 16, 60, 72)
                    ctx.fill()
                    ctx.globalCompositeOperation = "destination-out"
                    ctx.lineWidth = 4
                    ctx.beginPath()
                    for (let k = 0; k <= 6; ++k) {
                        const a = Math.PI / 6 + k * Math.PI / 3
                        const px = 50 + Math.cos(a) * 14, py = 52 + Math.sin(a) * 16
                        if (k === 0)
                            ctx.moveTo(px, py)
                        else
                            ctx.lineTo(px, py)
                    }
                    ctx.stroke()
                    // A gap around the shell, so that it stands apart from the legs.
                    ctx.lineWidth = 3
                    ctx.beginPath()
                    ctx.ellipse(17, 13, 66, 78)
                    ctx.stroke()
                    ctx.globalCompositeOperation = "source-over"
                    break
                default:
                    ctx.beginPath()
                    ctx.arc(50, 50, 30, 0, Math.PI * 2)
                    ctx.fill()
                }
            }
        }
    }
}
