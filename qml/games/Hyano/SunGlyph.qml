// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// The sun of a Sun card: a disc with twelve rays, in the card's colour.
Item {
    id: sun
    property color colour: "#e0b021"
    property real core: 0.56 // diameter of the disc, relative to the glyph
    implicitWidth: 24
    implicitHeight: 24

    // (The Canvas is made while the glyph shows: a card carries glyphs for faces it may never show.)
    Loader {
        anchors.fill: parent
        active: sun.visible && sun.width > 0 && sun.height > 0
        sourceComponent: Canvas {
            antialiasing: true
            readonly property var paintKey: [sun.colour, sun.core]
            onPaintKeyChanged: requestPaint()
            onWidthChanged: requestPaint()
            onHeightChanged: requestPaint()

            onPaint: {
                const ctx = getContext("2d")
                ctx.reset()
                if (width <= 0 || height <= 0)
                    return
                ctx.scale(width / 100, height / 100)
                ctx.fillStyle = sun.colour
                const r = sun.core * 50
                ctx.beginPath()
                for (let k = 0; k < 12; ++k) {
                    const a = k * Math.PI / 6
                    const side = Math.PI / 22
                    ctx.moveTo(50 + Math.cos(a - side) * (r + 2), 50 + Math.sin(a - side) * (r + 2))
                    ctx.lineTo(50 + Math.cos(a) * 49, 50 + Math.sin(a) * 49)
                    ctx.lineTo(50 + Math.cos(a + side) * (r + 2), 50 + Math.sin(a + side) * (r + 2))
                }
                ctx.fill()
                ctx.beginPath()
                ctx.arc(50, 50, r, 0, Math.PI * 2)
                ctx.fill()
            }
        }
    }
}
