// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// The last move drawn on the board, under the figures: an ink arrow from the field the
// figure left to the field it reached (a hop arc over the jumped field for a jump, over each
// of them for a double jump), a ring on each jumped field, and a dotted gold trail from the
// giving figure to the figure that received the bead(s). Points are in the board's pixels;
// null when not used.
Canvas {
    id: trail
    property var from: null
    property var to: null
    property var over: null
    // The fields between `from` and `to` on the move's path, in order (the jumped field and,
    // for a double jump, the field behind it); [over] when not given.
    property var via: []
    readonly property var jumped: via && via.length > 0 ? via : over ? [over] : []
    // The points the arrow passes through: its start, a point lifted beside each jumped field
    // (upwards, or to the right when the jump is vertical on the screen), its tip.
    readonly property var course: {
        if (!from || !to)
            return []
        const c = cell
        const start = shorten(from, jumped.length > 0 ? jumped[0] : to, c * 0.22)
        const end = shorten(to, jumped.length > 0 ? jumped[jumped.length - 1] : from, c * 0.3)
        const dx = end.x - start.x, dy = end.y - start.y
        const d = Math.max(1e-6, Math.sqrt(dx * dx + dy * dy))
        let px = -dy / d, py = dx / d
        if (py > 0.01 || (Math.abs(py) <= 0.01 && px < 0)) {
            px = -px; py = -py
        }
        return [start].concat(jumped.map(p => Qt.point(p.x + px * c * 0.38, p.y + py * c * 0.38)), [end])
    }
    property var giver: null
    property var receiver: null
    property real cell: 80
    property color beadColour: Theme.gold
    property color inkColour: "#2b2722"

    antialiasing: true
    onFromChanged: requestPaint()
    onToChanged: requestPaint()
    onOverChanged: requestPaint()
    onViaChanged: requestPaint()
    onGiverChanged: requestPaint()
    onReceiverChanged: requestPaint()
    onCellChanged: requestPaint()
    onWidthChanged: requestPaint()
    onHeightChanged: requestPaint()

    function shorten(a, b, by) {
        const dx = b.x - a.x, dy = b.y - a.y
        const d = Math.sqrt(dx * dx + dy * dy)
        if (d < 1e-6)
            return Qt.point(a.x, a.y)
        return Qt.point(a.x + dx / d * by, a.y + dy / d * by)
    }

    function arrowHead(ctx, tip, fromPoint, size) {
        const a = Math.atan2(tip.y - fromPoint.y, tip.x - fromPoint.x)
        ctx.beginPath()
        ctx.moveTo(tip.x, tip.y)
        ctx.lineTo(tip.x - size * Math.cos(a - 0.45), tip.y - size * Math.sin(a - 0.45))
        ctx.lineTo(tip.x - size * Math.cos(a + 0.45), tip.y - size * Math.sin(a + 0.45))
        ctx.closePath()
        ctx.fill()
    }

    onPaint: {
        const ctx = getContext("2d")
        ctx.reset()
        const c = cell
        const ink = Qt.rgba(inkColour.r, inkColour.g, inkColour.b, 0.55).toString()
        ctx.lineCap = "round"
        ctx.lineJoin = "round"
        if (from && to) {
            const pts = course
            const start = pts[0], end = pts[pts.length - 1]
            ctx.strokeStyle = ink
            ctx.fillStyle = ink
            ctx.lineWidth = Math.max(3, c * 0.05)
            ctx.setLineDash([])
            if (pts.length === 3) {
                // A hop: a curve through the point lifted beside the jumped field.
                const mid = pts[1]
                const ctl = Qt.point(2 * mid.x - (start.x + end.x) / 2, 2 * mid.y - (start.y + end.y) / 2)
                ctx.beginPath()
                ctx.moveTo(start.x, start.y)
                ctx.quadraticCurveTo(ctl.x, ctl.y, end.x, end.y)
                ctx.stroke()
                arrowHead(ctx, end, ctl, c * 0.16)
            } else if (pts.length > 3) {
                // Hops over several fields: a smooth curve through each lifted point
                // (Catmull-Rom segments as Bézier curves).
                ctx.beginPath()
                ctx.moveTo(start.x, start.y)
                let ctl2 = start
                for (let i = 0; i + 1 < pts.length; ++i) {
                    const p0 = pts[Math.max(0, i - 1)], p1 = pts[i], p2 = pts[i + 1], p3 = pts[Math.min(pts.length - 1, i + 2)]
                    const ctl1 = Qt.point(p1.x + (p2.x - p0.x) / 6, p1.y + (p2.y - p0.y) / 6)
                    ctl2 = Qt.point(p2.x - (p3.x - p1.x) / 6, p2.y - (p3.y - p1.y) / 6)
                    ctx.bezierCurveTo(ctl1.x, ctl1.y, ctl2.x, ctl2.y, p2.x, p2.y)
                }
                ctx.stroke()
                arrowHead(ctx, end, ctl2, c * 0.16)
            } else {
                ctx.beginPath()
                ctx.moveTo(start.x, start.y)
                ctx.lineTo(end.x, end.y)
                ctx.stroke()
                arrowHead(ctx, end, start, c * 0.16)
            }
            // The jumped fields.
            ctx.lineWidth = 2
            ctx.strokeStyle = Qt.rgba(0.18, 0.29, 0.43, 0.75).toString()
            const n = 14
            for (const f of jumped) {
                for (let i = 0; i < n; ++i) {
                    ctx.beginPath()
                    ctx.arc(f.x, f.y, c * 0.42, i * 2 * Math.PI / n, (i + 0.5) * 2 * Math.PI / n)
                    ctx.stroke()
                }
            }
            // Where it came from: a small footprint ring.
            ctx.lineWidth = 2
            ctx.strokeStyle = ink
            ctx.beginPath()
            ctx.arc(from.x, from.y, c * 0.12, 0, 2 * Math.PI)
            ctx.stroke()
        }
        if (giver && receiver) {
            // The beads' way: dotted gold, bending to one side.
            const a = shorten(giver, receiver, c * 0.25)
            const b = shorten(receiver, giver, c * 0.3)
            const mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2
            const dx = b.x - a.x, dy = b.y - a.y
            const ctl = Qt.point(mx - dy * 0.2, my + dx * 0.2 - c * 0.3)
            ctx.strokeStyle = "rgba(255, 250, 235, 0.75)"
            ctx.lineWidth = Math.max(5, c * 0.075)
            ctx.beginPath()
            ctx.moveTo(a.x, a.y)
            ctx.quadraticCurveTo(ctl.x, ctl.y, b.x, b.y)
            ctx.stroke()
            ctx.strokeStyle = Theme.gold.toString()
            ctx.fillStyle = Theme.gold.toString()
            ctx.lineWidth = Math.max(3, c * 0.045)
            ctx.setLineDash([0.1, 1.8])
            ctx.beginPath()
            ctx.moveTo(a.x, a.y)
            ctx.quadraticCurveTo(ctl.x, ctl.y, b.x, b.y)
            ctx.stroke()
            ctx.setLineDash([])
            arrowHead(ctx, b, ctl, c * 0.15)
        }
    }
}
