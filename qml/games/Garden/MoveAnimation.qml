// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// The last move played as on a real table, drawn over the garden in the board's pixels: the
// figure walks field by field (a little hop across each line) or leaps over the figure it
// jumps, and the beads it hands on fly from the giver's head to the top of the recipient's
// stack. start(move) takes the move's structured description (session.moved); the
// observation already shows the position after the move, so while the motion runs the
// moving figure is drawn along its path (moverPoint) and the recipient hides the beads still
// in the air (hiddenOn()). Durations go through Theme.motion(): "off" draws nothing, and a
// whole move stays within Theme.motion(700) ms. Nothing here takes input: a click during the
// motion works, and the next move (or any other change) ends it at once.
Item {
    id: anim
    required property var board   // GardenBoard: regionCentre(), figureItem()
    required property var table   // GardenTable: the description, indexed

    // The plan of the move being drawn (times in ms at normal speed).
    property string figure: ""       // the figure that moves ("" for a pass)
    property var path: []            // its regions, field by field
    property var pathPoints: []      // their centres
    property bool leap: false        // a jump: one leap over the path instead of steps
    property real walkStart: 0
    property real walkEnd: 0
    property var beads: []           // the beads that change figure, bottom to top
    property string giver: ""
    property string recipient: ""
    property real beadStart: 0
    property real beadEnd: 0
    property real total: 0
    // Where the move is, in ms of the plan.
    property real clock: 0
    // The position the motion leads to (table.positionPly()): another one ends it.
    property string ply: ""
    readonly property bool running: clockAnimation.running

    NumberAnimation {
        id: clockAnimation
        target: anim
        property: "clock"
        from: 0
        to: anim.total
        duration: Theme.motion(anim.total)
    }

    function stop() {
        clockAnimation.stop()
        clock = total
    }

    // Plans and starts the motion of one move (its structured description, with the path the
    // rules report: the regions the figure crosses, the fields jumped over between, and the
    // beads that change figure, bottom to top as they land).
    function start(move) {
        stop()
        if (!Theme.motionOn || !move)
            return
        const kind = move.kind || ""
        const fig = move.figure || ""
        const info = table.figureById[fig]
        if (!info || !info.region)
            return
        let walkPath = move.path || []
        let leaping = false
        const receiving = move.recipient || ""
        // The beads that change figure, as the rules moved them.
        let flying = receiving !== "" && table.figureById[receiving] ? (move.beads || []) : []
        let w = 0, b = 0, w0 = 0, b0 = 0
        switch (kind) {
        case "setup":
            // From its own pagoda to the start field.
            if (walkPath.length < 2 || walkPath[0] === walkPath[walkPath.length - 1])
                return
            w = 420
            break
        case "step":
            w = 320
            b0 = w
            b = 300
            break
        case "jump":
            leaping = true
            // Faster per field on longer leaps, so that the move stays within 700 ms.
            w = Math.min(480, 210 * (walkPath.length - 1))
            b0 = w
            b = flying.length > 0 ? 220 : 0
            break
        case "handoff":
            // The beads go to the figure alongside first, then the empty figure jumps it.
            leaping = true
            b = 260
            w0 = b
            w = Math.min(440, 200 * (walkPath.length - 1))
            break
        case "pass":
            walkPath = []
            b = 460
            break
        default:
            return
        }
        if (flying.length === 0) {
            b = 0
            if (kind === "handoff")
                w0 = 0
        }
        const points = walkPath.map(id => board.regionCentre(id))
        if (points.some(p => !p))
            return
        figure = kind === "pass" ? "" : fig
        path = walkPath
        pathPoints = points
        leap = leaping
        walkStart = w0
        walkEnd = w0 + w
        beads = b > 0 ? flying : []
        giver = b > 0 ? fig : ""
        recipient = b > 0 ? receiving : ""
        beadStart = b0
        beadEnd = b0 + b
        total = Math.max(walkEnd, beadEnd)
        if (total <= 0)
            return
        clock = 0
        ply = table.positionPly()
        clockAnimation.restart()
    }

    // ---- Where things are at `clock` ----------------------------------------------------------
    // The moving figure's centre: field by field with a little hop across each line, or one
    // leap over the whole path (a jump), passing above the fields in between.
    readonly property var moverPoint: {
        const pts = pathPoints
        if (!running || figure === "" || pts.length < 2)
            return null
        const u = Math.max(0, Math.min(1, (clock - walkStart) / Math.max(1, walkEnd - walkStart)))
        const segments = pts.length - 1
        const s = Math.min(segments - 1e-9, u * segments)
        const i = Math.floor(s)
        const f = leap ? s - i : smooth(s - i)
        const a = pts[i], c = pts[i + 1]
        const cell = board.cell
        const lift = leap ? cell * 0.55 * Math.sin(Math.PI * u)
                          : cell * 0.12 * Math.sin(Math.PI * (s - i))
        return Qt.point(a.x + (c.x - a.x) * f, a.y + (c.y - a.y) * f - lift)
    }
    // A walk's step eases in and out; a leap flies at one speed.
    function smooth(t) { return t * t * (3 - 2 * t) }

    // How many of a figure's top beads are still in the air (drawn by the flying beads).
    function hiddenOn(id) {
        return running && id !== "" && id === recipient && clock < beadEnd ? beads.length : 0
    }

    // The beads on their way: they ride on the giver until beadStart, then arc over to the
    // recipient's stack.
    Repeater {
        model: anim.running ? anim.beads : []
        Bead {
            id: flyingBead
            required property string modelData
            required property int index
            readonly property var giverItem: anim.board.figureItem(anim.giver)
            readonly property var recipientItem: anim.board.figureItem(anim.recipient)
            readonly property var point: {
                const g = giverItem, r = recipientItem
                if (!g || !r)
                    return null
                // The giver keeps what it did not give; the recipient's top is still empty.
                const gKeep = (g.beads || []).length
                const gAll = gKeep + anim.beads.length
                const rAll = (r.beads || []).length
                const rKeep = rAll - anim.beads.length
                const p0 = g.beadCentre(gKeep + index, gAll)
                const p1 = r.beadCentre(rKeep + index, rAll)
                const a = Qt.point(g.x + p0.x, g.y + p0.y)
                const c = Qt.point(r.x + p1.x, r.y + p1.y)
                const t = Math.max(0, Math.min(1, (anim.clock - anim.beadStart)
                                                  / Math.max(1, anim.beadEnd - anim.beadStart)))
                const e = anim.smooth(t)
                const lift = anim.board.cell * 0.6 * Math.sin(Math.PI * t)
                return Qt.point(a.x + (c.x - a.x) * e, a.y + (c.y - a.y) * e - lift)
            }
            objectName: "flyingBead_" + index
            visible: point !== null && anim.clock < anim.beadEnd
            size: recipientItem ? recipientItem.beadSize : 18
            info: anim.table.colourInfo[modelData] || null
            x: point ? point.x - size / 2 : 0
            y: point ? point.y - size / 2 : 0
            z: 300 + index
        }
    }
}
