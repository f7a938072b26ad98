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

    // Stone steps, a little darker every fifth step so that counting is easy.
    Repeater {
        model: stairs.steps
        Rectangle {
            required property int index
            readonly property int number: index + 1
            x: stairs.stepX(number)
            y: stairs.stepY(number)
            width: stairs.treadWidth
            height: stairs.stepHeight - 1
            radius: 2
            color: number === stairs.steps ? Theme.gold
                   : number % 5 === 0 ? "#d2c19e" : "#e3d6bb"
            border.color: "#b9a47c"
            border.width: 1
            Text {
                visible: stairs.stepHeight >= 11
                anchors.left: parent.left
                anchors.leftMargin: 4
                anchors.verticalCenter: parent.verticalCenter
                text: parent.number
                font.pixelSize: Math.min(11, stairs.stepHeight * 0.72)
                color: number % 5 === 0 ? Theme.ink : Theme.inkSoft
                font.bold: parent.number % 5 === 0
            }
        }
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
    function stepCount(step) {
        let k = 0
        for (const p of pilgrims)
            if (p.step === step)
                ++k
        return k
    }
    Repeater {
        model: stairs.pilgrims
        PilgrimToken {
            required property var modelData
            required property int index
            readonly property int slot: {
                let k = 0
                for (let i = 0; i < index; ++i) {
                    if (stairs.pilgrims[i].step === modelData.step)
                        ++k
                }
                return k
            }
            // Odd steps on the right half of the tread, even steps on the left half.
            readonly property int lane: modelData.step % 2
            readonly property real laneStart: lane === 1 ? stairs.laneWidth + 2 : 18 * stairs.tokenScale
            readonly property real room: stairs.laneWidth - (lane === 1 ? 6 : 18 * stairs.tokenScale) - width * stairs.tokenScale
            // Closer together when many share a step, so that they stay within their half.
            readonly property real spacing: Math.min(17 * stairs.tokenScale,
                                                     Math.max(5, room / Math.max(1, stairs.stepCount(modelData.step) - 1)))
            objectName: "pilgrim_" + modelData.seat
            colour: modelData.colour
            emphasised: modelData.emphasised
            mine: modelData.mine
            scale: stairs.tokenScale
            transformOrigin: Item.BottomLeft
            x: stairs.stepX(modelData.step) + laneStart + slot * spacing
            // Standing on its own tread (the head may reach into the step above).
            y: stairs.stepY(modelData.step) + stairs.stepHeight - height
            z: 100 - modelData.step
            Behavior on x { NumberAnimation { duration: 700; easing.type: Easing.InOutQuad } }
            Behavior on y { NumberAnimation { duration: 700; easing.type: Easing.InOutQuad } }
        }
    }
}
