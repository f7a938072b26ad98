// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// The temple staircase: step 1 at the bottom left, the pagoda at the top right, every
// pilgrim standing on its step. Pilgrims walk up when they climb.
Item {
    id: stairs
    property int steps: 33
    property int startStep: 1
    // [{seat, step, colour, emphasised, mine}]
    property var pilgrims: []

    readonly property real pagodaHeight: 120
    readonly property real treadWidth: Math.min(170, width * 0.42)
    readonly property real stepHeight: (height - pagodaHeight - 6) / steps
    readonly property real rise: (width - treadWidth - 8) / Math.max(1, steps - 1)

    function stepX(i) { return 4 + (i - 1) * rise }
    function stepY(i) { return height - i * stepHeight }
    // Steps lower than a few pixels (a temple of a hundred steps and more) have no room for
    // a gap and an outline: each is drawn as a plain band at least a pixel high, overlapping
    // the next, so that the staircase reads as a ramp striped every fifth step (every tenth
    // when even that is too fine) instead of vanishing.
    readonly property bool dense: stepHeight < 4
    readonly property int stripe: stepHeight < 1.5 ? 10 : 5

    // Stone steps, a little darker every fifth step so that counting is easy.
    Repeater {
        model: stairs.steps
        Rectangle {
            required property int index
            readonly property int number: index + 1
            objectName: "tread_" + number
            x: stairs.stepX(number)
            y: stairs.stepY(number)
            width: stairs.treadWidth
            height: stairs.dense ? Math.max(1, stairs.stepHeight + 0.5) : stairs.stepHeight - 1
            radius: stairs.dense ? 0 : 2
            color: number === stairs.steps ? Theme.gold
                   : number % stairs.stripe === 0 ? (stairs.dense ? "#b9a47c" : "#d2c19e") : "#e3d6bb"
            border.color: "#b9a47c"
            border.width: stairs.dense ? 0 : 1
            Text {
                // Every step's number where a step is tall enough for a readable one (11 px);
                // on lower steps every fifth, the others left to the stripes.
                visible: stairs.stepHeight >= 15 || (stairs.stepHeight >= 9 && parent.number % 5 === 0)
                anchors.left: parent.left
                anchors.leftMargin: 4
                anchors.verticalCenter: parent.verticalCenter
                text: parent.number
                font.pixelSize: 11
                color: number % 5 === 0 ? Theme.ink : Theme.inkSoft
                font.bold: parent.number % 5 === 0
            }
        }
    }

    // The step every pilgrim starts on (rules.start_step): a notch at the tread's left end,
    // still there once the pilgrims have climbed away from it.
    Rectangle {
        objectName: "startMark"
        readonly property int step: stairs.startStep
        visible: step >= 1 && step < stairs.steps
        x: stairs.stepX(step) - 3
        y: stairs.stepY(step)
        width: 5
        height: Math.max(3, stairs.stepHeight - 1)
        radius: 1
        color: Theme.vermilion
    }

    // The pagoda on the last step.
    Canvas {
        id: pagoda
        x: stairs.stepX(stairs.steps) + stairs.treadWidth / 2 - width / 2
        y: stairs.stepY(stairs.steps) - height + 2
        width: 96
        height: stairs.pagodaHeight - 4
        onPaint: {
            const ctx = getContext("2d")
            // No context before the canvas is in a window with a size (a table being built).
            if (!ctx)
                return
            ctx.reset()
            const w = width, h = height, cx = w / 2
            const roof = "#3a2f2a", body = Theme.vermilion.toString()
            // Spire
            ctx.fillStyle = Theme.gold.toString()
            ctx.fillRect(cx - 1.5, 0, 3, h * 0.16)
            for (let r = 0; r < 3; ++r)
                ctx.fillRect(cx - 5 + r, h * 0.04 + r * h * 0.035, 10 - 2 * r, 2)
            // Three storeys, wider towards the ground, each with an upturned roof.
            const tiers = 3
            for (let t = 0; t < tiers; ++t) {
                const top = h * 0.16 + t * h * 0.27
                const half = w * (0.22 + t * 0.09)
                ctx.fillStyle = body
                ctx.fillRect(cx - half * 0.62, top + h * 0.08, half * 1.24, h * 0.19)
                ctx.fillStyle = roof
                ctx.beginPath()
                ctx.moveTo(cx - half * 0.45, top)
                ctx.lineTo(cx + half * 0.45, top)
                ctx.lineTo(cx + half, top + h * 0.085)
                ctx.lineTo(cx + half + 4, top + h * 0.06)
                ctx.lineTo(cx + half - 2, top + h * 0.1)
                ctx.lineTo(cx - half + 2, top + h * 0.1)
                ctx.lineTo(cx - half - 4, top + h * 0.06)
                ctx.lineTo(cx - half, top + h * 0.085)
                ctx.closePath()
                ctx.fill()
            }
            // A dark doorway.
            ctx.fillStyle = roof
            ctx.fillRect(cx - w * 0.06, h * 0.16 + 2 * h * 0.27 + h * 0.13, w * 0.12, h * 0.14)
        }
    }

    // The pilgrims. Pilgrims sharing a step stand side by side; odd and even steps use the
    // two halves of the tread, so that pilgrims on neighbouring steps (a step apart in
    // height, less than a pilgrim) never stand on top of each other.
    readonly property real tokenScale: Math.max(0.8, Math.min(1.6, stepHeight / 16))
    readonly property real laneWidth: treadWidth / 2
    readonly property real tokenWidth: 16
    readonly property real tokenHeight: 21
    function stepCount(step) {
        let k = 0
        for (const p of pilgrims)
            if (p.step === step)
                ++k
        return k
    }
    // Where a pilgrim stands on `step` when it is the `slot`-th pilgrim there (top left of
    // the token, in the staircase's coordinates).
    function standPoint(step, slot) {
        // Odd steps on the right half of the tread, even steps on the left half.
        const lane = step % 2
        const laneStart = lane === 1 ? laneWidth + 2 : 18 * tokenScale
        const room = laneWidth - (lane === 1 ? 6 : 18 * tokenScale) - tokenWidth * tokenScale
        // Closer together when many share a step, so that they stay within their half.
        const spacing = Math.min(17 * tokenScale, Math.max(5, room / Math.max(1, stepCount(step) - 1)))
        // Standing on its own tread (the head may reach into the step above).
        return Qt.point(stepX(step) + laneStart + slot * spacing, stepY(step) + stepHeight - tokenHeight)
    }

    // The pilgrims with these seats stay this round: their tokens show it while the others
    // climb (called by the table when a round has been resolved before the eyes).
    function flashStays(seats) {
        for (let i = 0; i < pawns.count; ++i) {
            const pawn = pawns.itemAt(i)
            if (pawn && seats.indexOf(pawn.info.seat) >= 0)
                pawn.flashStay(Theme.motion(stairs.climbDelay))
        }
    }
    // A climb starts once the card that caused it has slid into the line.
    readonly property int climbDelay: 250
    // The longest climb one move can make (more is a jump in time: a loaded game, a redo of
    // many moves), and the time for the whole climb of one move.
    property int maxClimb: 6
    readonly property int climbTime: 450

    Accessible.role: Accessible.Graphic
    //: Screen reader: the Shikoku staircase
    Accessible.name: qsTr("Temple staircase")
    Accessible.description: pilgrims.map(p => p.label).join(", ")

    // One delegate per seat (the model is a count, so that a token lives on while its step
    // changes and can walk from its old step to the new one).
    Repeater {
        id: pawns
        model: stairs.pilgrims.length
        PilgrimToken {
            id: pawn
            required property int index
            readonly property var info: stairs.pilgrims[index] || ({ seat: index, step: stairs.startStep,
                                                                     colour: Theme.inkFaint, label: "" })
            readonly property int step: info.step
            readonly property int slot: {
                let k = 0
                for (let i = 0; i < index; ++i) {
                    if (stairs.pilgrims[i].step === step)
                        ++k
                }
                return k
            }
            // The walk: from `walkFrom` (a step) `walk` steps up, through every step between.
            // At rest walkFrom is the step and walk is 0.
            property int walkFrom: stairs.startStep
            property real walk: 0
            // How many steps the climb under way goes up (0 at rest).
            property int climbSteps: 0
            readonly property real shownStep: walkFrom + walk
            readonly property bool walking: climb.running
            // The points the climb goes through, one per tread from walkFrom to the step (at
            // rest, the pawn's own place): what the animation is given to move along.
            readonly property var path: {
                const points = []
                for (let k = walkFrom; k <= walkFrom + climbSteps; ++k)
                    points.push(stairs.standPoint(k, k === step ? slot : 0))
                return points
            }
            // Where the pawn is drawn `t` treads into its path.
            function pointAt(t) {
                const n = path.length
                const k = Math.max(0, Math.min(n - 1, Math.floor(t + 1e-6)))
                const f = t - k
                const here = path[k]
                if (f < 1e-3 || k >= n - 1)
                    return here
                const next = path[k + 1]
                // A little hop from tread to tread.
                const hop = Math.sin(Math.PI * f) * stairs.stepHeight * 0.8
                return Qt.point(here.x + (next.x - here.x) * f, here.y + (next.y - here.y) * f - hop)
            }
            readonly property point position: pointAt(walk)
            property int lastStep: -1
            onStepChanged: {
                const from = lastStep
                lastStep = step
                climb.stop()
                const up = step - from
                if (from < 0 || up <= 0 || up > stairs.maxClimb || !Theme.motionOn) {
                    walkFrom = step
                    climbSteps = 0
                    walk = 0
                    return
                }
                walkFrom = from
                climbSteps = up
                walk = 0
                climbWalk.to = up
                // Long climbs go faster per step: the whole climb stays within climbTime.
                climbWalk.duration = Theme.motion(Math.min(stairs.climbTime, 110 * up))
                climbPause.duration = Theme.motion(stairs.climbDelay)
                climb.start()
            }
            Component.onCompleted: {
                lastStep = step
                walkFrom = step
            }
            SequentialAnimation {
                id: climb
                PauseAnimation { id: climbPause; duration: 0 }
                NumberAnimation { id: climbWalk; target: pawn; property: "walk"; from: 0; duration: 0 }
                ScriptAction { script: { pawn.walkFrom = pawn.step; pawn.climbSteps = 0; pawn.walk = 0 } }
            }

            objectName: "pilgrim_" + info.seat
            seat: info.seat
            colour: info.colour
            emphasised: info.emphasised || false
            mine: info.mine || false
            scale: stairs.tokenScale
            transformOrigin: Item.BottomLeft
            x: position.x
            y: position.y
            z: 100 - Math.round(shownStep)
            Accessible.role: Accessible.Graphic
            Accessible.name: info.label || ""
        }
    }
}
