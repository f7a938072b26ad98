// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// The mark of a field the chosen figure may reach, one look per kind of move (the board
// and the legend of the move panel use the same marks):
//   step     a vermilion disc (a footstep across a line)
//   jump     an indigo ring with a hop arc over it
//   handoff  a dashed indigo ring with a hop arc and a bead (beads handed on, then a jump)
//   setup    a vermilion ring with a cross (place a figure here)
Item {
    id: mark
    property string kind: "step"
    implicitWidth: 22
    implicitHeight: 22

    Canvas {
        id: canvas
        anchors.fill: parent
        antialiasing: true
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            const s = Math.min(width, height), c = s / 2
            const verm = Theme.vermilion.toString(), indigo = Theme.indigo.toString()
            ctx.lineCap = "round"
            if (mark.kind === "step" || mark.kind === "setup") {
                ctx.beginPath()
                ctx.arc(c, c, s * 0.44, 0, 2 * Math.PI)
                ctx.fillStyle = mark.kind === "step" ? "rgba(192, 67, 44, 0.32)" : "rgba(192, 67, 44, 0.16)"
                ctx.fill()
                ctx.lineWidth = Math.max(2, s * 0.08)
                ctx.strokeStyle = verm
                ctx.stroke()
                if (mark.kind === "step") {
                    ctx.beginPath()
                    ctx.arc(c, c, s * 0.14, 0, 2 * Math.PI)
                    ctx.fillStyle = verm
                    ctx.fill()
                } else {
                    ctx.beginPath()
                    ctx.moveTo(c - s * 0.18, c); ctx.lineTo(c + s * 0.18, c)
                    ctx.moveTo(c, c - s * 0.18); ctx.lineTo(c, c + s * 0.18)
                    ctx.stroke()
                }
                return
            }
            // Jumps: a ring (dashed for the hand-off) and a hop arc.
            ctx.lineWidth = Math.max(2, s * 0.08)
            ctx.strokeStyle = indigo
            ctx.fillStyle = "rgba(45, 74, 109, 0.3)"
            ctx.beginPath()
            ctx.arc(c, c, s * 0.44, 0, 2 * Math.PI)
            ctx.fill()
            if (mark.kind === "handoff") {
                const n = 12
                for (let i = 0; i < n; ++i) {
                    ctx.beginPath()
                    ctx.arc(c, c, s * 0.44, i * 2 * Math.PI / n, (i + 0.55) * 2 * Math.PI / n)
                    ctx.stroke()
                }
            } else {
                ctx.stroke()
            }
            ctx.lineWidth = Math.max(1.5, s * 0.065)
            ctx.beginPath()
            ctx.moveTo(c - s * 0.26, c + s * 0.14)
            ctx.quadraticCurveTo(c, c - s * 0.36, c + s * 0.24, c + s * 0.1)
            ctx.stroke()
            ctx.beginPath()
            ctx.moveTo(c + s * 0.24, c + s * 0.1)
            ctx.lineTo(c + s * 0.25, c - s * 0.04)
            ctx.moveTo(c + s * 0.24, c + s * 0.1)
            ctx.lineTo(c + s * 0.1, c + s * 0.07)
            ctx.stroke()
            if (mark.kind === "handoff") {
                ctx.beginPath()
                ctx.arc(c, c + s * 0.2, s * 0.09, 0, 2 * Math.PI)
                ctx.fillStyle = Theme.gold.toString()
                ctx.fill()
            }
        }
    }
    onKindChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()
}
