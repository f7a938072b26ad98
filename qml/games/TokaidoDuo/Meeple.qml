// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// A wooden traveller in a player's colour, one silhouette per character: the pilgrim under
// a wide conical hat, the merchant with a pack on the back, the artist with a brush raised.
Canvas {
    id: meeple
    property string character: "pilgrim"
    property color colour: "#4f8a3a"
    property bool emphasised: false

    implicitWidth: 24
    implicitHeight: 28
    antialiasing: true
    onCharacterChanged: requestPaint()
    onColourChanged: requestPaint()
    onEmphasisedChanged: requestPaint()
    onWidthChanged: requestPaint()
    onHeightChanged: requestPaint()

    onPaint: {
        const ctx = getContext("2d")
        ctx.reset()
        const w = width, h = height
        if (w < 2 || h < 2)
            return
        ctx.save()
        ctx.scale(w / 100, h / 116)
        const fill = meeple.colour.toString()
        const edge = Qt.darker(meeple.colour, 1.7).toString()
        ctx.lineJoin = "round"
        ctx.lineCap = "round"
        // A soft shadow on the paper; a vermilion halo under the traveller that moves now.
        ctx.fillStyle = meeple.emphasised ? "rgba(192, 67, 44, 0.45)" : "rgba(40, 30, 20, 0.22)"
        ctx.beginPath()
        if (meeple.emphasised)
            ctx.ellipse(2, 94, 96, 22)
        else
            ctx.ellipse(14, 100, 72, 14)
        ctx.fill()
        ctx.beginPath()
        switch (meeple.character) {
        case "pilgrim":
            // hat
            ctx.moveTo(4, 40); ctx.lineTo(50, 6); ctx.lineTo(96, 40)
            ctx.quadraticCurveTo(50, 48, 4, 40)
            // body
            ctx.moveTo(30, 44); ctx.lineTo(22, 104); ctx.lineTo(78, 104); ctx.lineTo(70, 44)
            break
        case "merchant":
            // head
            ctx.moveTo(62, 24); ctx.arc(50, 24, 14, 0, 2 * Math.PI)
            // body
            ctx.moveTo(30, 42); ctx.lineTo(22, 104); ctx.lineTo(70, 104); ctx.lineTo(66, 42)
            ctx.closePath()
            // pack
            ctx.moveTo(62, 40); ctx.lineTo(96, 40); ctx.lineTo(96, 84); ctx.lineTo(62, 84)
            break
        default: // artist
            // beret and head
            ctx.moveTo(66, 26); ctx.arc(52, 28, 14, 0, 2 * Math.PI)
            ctx.moveTo(34, 18); ctx.quadraticCurveTo(52, 0, 72, 16); ctx.quadraticCurveTo(52, 22, 34, 18)
            // body
            ctx.moveTo(32, 46); ctx.lineTo(22, 104); ctx.lineTo(80, 104); ctx.lineTo(70, 46)
            ctx.closePath()
            // brush raised
            ctx.moveTo(12, 6); ctx.lineTo(22, 6); ctx.lineTo(34, 60); ctx.lineTo(26, 62)
        }
        ctx.closePath()
        ctx.fillStyle = fill
        ctx.fill()
        ctx.lineWidth = 4.5
        ctx.strokeStyle = edge
        ctx.stroke()
        // A light grain on the wood.
        ctx.strokeStyle = "rgba(255, 255, 255, 0.28)"
        ctx.lineWidth = 3
        ctx.beginPath()
        ctx.moveTo(38, 60); ctx.lineTo(34, 96)
        ctx.stroke()
        ctx.restore()
    }
}
