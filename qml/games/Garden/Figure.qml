// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// A playing figure standing on a field: a kokeshi doll (round head, bob of black hair,
// flowered body) or a samurai (helmet with a golden crest, broad shoulder plates), in its
// side's colour, numbered, with its bead stack on its head. The item is one field square.
// In colour-blind-safe mode the beads are bigger, so that each one's letter can be read.
Item {
    id: figure
    property bool samurai: false
    property color colour: "#e87da8"
    property string number: ""
    property var beads: []
    property var colours: ({})
    property real cell: 80
    // States drawn around the figure.
    property bool selected: false
    property bool actionable: false   // your figure and it can do something now
    property bool recipient: false    // may receive the bead(s) of the move being chosen
    property bool ghost: false        // a preview (set-up): half transparent, not clickable
    property bool clickable: false
    property string beadNamePrefix: ""
    // The top beads not drawn on the stack: still flying to it (MoveAnimation).
    property int hiddenTop: 0
    signal clicked()

    width: cell
    height: cell
    opacity: ghost ? 0.55 : 1

    readonly property real bodyWidth: cell * 0.5
    readonly property real bodyHeight: cell * 0.6
    readonly property real groundY: cell * 0.93
    readonly property real headTop: groundY - bodyHeight + (samurai ? bodyHeight * 0.06 : 0)
    readonly property real beadSize: Theme.colourBlind ? Math.max(Theme.japanese ? 21 : 16, Math.min(30, cell * 0.27))
                                                       : Math.max(12, Math.min(26, cell * 0.21))
    // How far the bead stack may reach above the figure's square (to the garden's edge).
    property real roomAbove: 1e6
    property real lift: selected ? cell * 0.05 : (clickable && mouse.containsMouse ? cell * 0.03 : 0)
    Behavior on lift { NumberAnimation { duration: Theme.motion(120) } }

    // The centre of bead `index` of a stack of `count` on this figure's head, in the figure's
    // coordinates (where a flying bead leaves or lands).
    function beadCentre(index, count) {
        return Qt.point(width / 2, stack.base - beadSize / 2 - index * stack.pitchFor(count))
    }

    // The ground ring: gold when selected, a soft pulse when the figure can act, vermilion
    // when it may receive the bead.
    Rectangle {
        id: ring
        anchors.horizontalCenter: parent.horizontalCenter
        y: figure.groundY - height / 2
        width: figure.cell * 0.74
        height: figure.cell * 0.3
        radius: height / 2
        color: figure.selected ? Qt.rgba(0.72, 0.54, 0.23, 0.35)
               : figure.recipient ? Qt.rgba(0.75, 0.26, 0.17, 0.22) : Qt.rgba(0, 0, 0, 0.16)
        border.width: figure.selected || figure.recipient || figure.actionable ? 2.5 : 0
        border.color: figure.selected ? Theme.gold : figure.recipient ? Theme.vermilion : Theme.gold
        SequentialAnimation on opacity {
            running: Theme.motionOn && ((figure.actionable && !figure.selected) || figure.recipient)
            loops: Animation.Infinite
            alwaysRunToEnd: true
            NumberAnimation { from: 1; to: 0.35; duration: 900; easing.type: Easing.InOutSine }
            NumberAnimation { from: 0.35; to: 1; duration: 900; easing.type: Easing.InOutSine }
        }
    }

    Canvas {
        id: body
        x: (figure.width - width) / 2
        y: figure.groundY - height - figure.lift
        width: figure.bodyWidth
        height: figure.bodyHeight
        antialiasing: true
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            if (figure.samurai)
                paintSamurai(ctx, width, height)
            else
                paintKokeshi(ctx, width, height)
        }

        function paintKokeshi(ctx, w, h) {
            const pink = figure.colour.toString()
            const dark = Qt.darker(figure.colour, 1.45).toString()
            const ink = "#2b2722"
            // Body: a cylinder widening a little towards the bottom.
            const top = h * 0.5, bottom = h - 1
            ctx.beginPath()
            ctx.moveTo(w * 0.2, top)
            ctx.lineTo(w * 0.8, top)
            ctx.quadraticCurveTo(w * 0.9, h * 0.75, w * 0.9, bottom - 4)
            ctx.quadraticCurveTo(w * 0.9, bottom, w * 0.82, bottom)
            ctx.lineTo(w * 0.18, bottom)
            ctx.quadraticCurveTo(w * 0.1, bottom, w * 0.1, bottom - 4)
            ctx.quadraticCurveTo(w * 0.1, h * 0.75, w * 0.2, top)
            ctx.closePath()
            ctx.fillStyle = pink
            ctx.fill()
            ctx.lineWidth = 1.2
            ctx.strokeStyle = dark
            ctx.stroke()
            // Kimono collar and sash.
            ctx.fillStyle = "#fbf3ea"
            ctx.beginPath()
            ctx.moveTo(w * 0.32, top)
            ctx.lineTo(w * 0.5, h * 0.66)
            ctx.lineTo(w * 0.68, top)
            ctx.closePath()
            ctx.fill()
            ctx.fillStyle = dark
            ctx.fillRect(w * 0.12, h * 0.86, w * 0.76, h * 0.05)
            // Two flowers.
            for (const f of [[0.3, 0.76], [0.7, 0.74]]) {
                ctx.fillStyle = "#ffffff"
                for (let k = 0; k < 5; ++k) {
                    const a = k * 2 * Math.PI / 5
                    ctx.beginPath()
                    ctx.arc(w * f[0] + Math.cos(a) * w * 0.05, h * f[1] + Math.sin(a) * w * 0.05,
                            w * 0.04, 0, 2 * Math.PI)
                    ctx.fill()
                }
                ctx.fillStyle = "#e9b93a"
                ctx.beginPath()
                ctx.arc(w * f[0], h * f[1], w * 0.03, 0, 2 * Math.PI)
                ctx.fill()
            }
            // Head.
            const cx = w / 2, cy = h * 0.3, r = Math.min(w * 0.36, h * 0.27)
            ctx.beginPath()
            ctx.arc(cx, cy, r, 0, 2 * Math.PI)
            ctx.fillStyle = "#fcefe2"
            ctx.fill()
            ctx.strokeStyle = "#c9ab8f"
            ctx.lineWidth = 1
            ctx.stroke()
            // Black bob with straight bangs.
            ctx.beginPath()
            ctx.moveTo(cx - r * 1.02, cy + r * 0.45)
            ctx.arc(cx, cy, r * 1.02, Math.PI * 0.93, Math.PI * 2.07, false)
            ctx.lineTo(cx + r * 1.02, cy + r * 0.45)
            ctx.lineTo(cx + r * 0.72, cy + r * 0.45)
            ctx.lineTo(cx + r * 0.72, cy - r * 0.12)
            ctx.lineTo(cx - r * 0.72, cy - r * 0.12)
            ctx.lineTo(cx - r * 0.72, cy + r * 0.45)
            ctx.closePath()
            ctx.fillStyle = ink
            ctx.fill()
            // A hair ornament in the side colour.
            ctx.fillStyle = pink
            ctx.beginPath()
            ctx.arc(cx + r * 0.62, cy - r * 0.62, r * 0.2, 0, 2 * Math.PI)
            ctx.fill()
            // Closed eyes, rosy cheeks, a tiny mouth.
            ctx.strokeStyle = ink
            ctx.lineWidth = Math.max(1, w * 0.035)
            for (const s of [-1, 1]) {
                ctx.beginPath()
                ctx.arc(cx + s * r * 0.36, cy + r * 0.18, r * 0.15, Math.PI * 0.15, Math.PI * 0.85)
                ctx.stroke()
                ctx.fillStyle = "rgba(232, 100, 120, 0.45)"
                ctx.beginPath()
                ctx.arc(cx + s * r * 0.48, cy + r * 0.5, r * 0.13, 0, 2 * Math.PI)
                ctx.fill()
            }
            ctx.fillStyle = "#c0432c"
            ctx.beginPath()
            ctx.arc(cx, cy + r * 0.62, r * 0.07, 0, 2 * Math.PI)
            ctx.fill()
        }

        function paintSamurai(ctx, w, h) {
            const blue = figure.colour.toString()
            const dark = Qt.darker(figure.colour, 1.7).toString()
            const light = Qt.lighter(figure.colour, 1.45).toString()
            const ink = "#2b2722"
            const gold = "#d9a93e"
            // Hakama: a dark skirt flaring to the ground.
            ctx.beginPath()
            ctx.moveTo(w * 0.3, h * 0.72)
            ctx.lineTo(w * 0.7, h * 0.72)
            ctx.lineTo(w * 0.88, h - 1)
            ctx.lineTo(w * 0.12, h - 1)
            ctx.closePath()
            ctx.fillStyle = dark
            ctx.fill()
            ctx.strokeStyle = ink
            ctx.lineWidth = 0.8
            ctx.beginPath()
            ctx.moveTo(w * 0.5, h * 0.76)
            ctx.lineTo(w * 0.5, h - 1)
            ctx.stroke()
            // Breastplate.
            ctx.beginPath()
            ctx.moveTo(w * 0.26, h * 0.5)
            ctx.lineTo(w * 0.74, h * 0.5)
            ctx.lineTo(w * 0.7, h * 0.74)
            ctx.lineTo(w * 0.3, h * 0.74)
            ctx.closePath()
            ctx.fillStyle = blue
            ctx.fill()
            ctx.strokeStyle = dark
            ctx.lineWidth = 1
            ctx.stroke()
            // Shoulder plates with lacing.
            for (const s of [-1, 1]) {
                ctx.beginPath()
                ctx.moveTo(w * 0.5 + s * w * 0.2, h * 0.48)
                ctx.lineTo(w * 0.5 + s * w * 0.48, h * 0.53)
                ctx.lineTo(w * 0.5 + s * w * 0.46, h * 0.7)
                ctx.lineTo(w * 0.5 + s * w * 0.24, h * 0.66)
                ctx.closePath()
                ctx.fillStyle = blue
                ctx.fill()
                ctx.strokeStyle = dark
                ctx.stroke()
                ctx.strokeStyle = light
                for (const t of [0.36, 0.68]) {
                    ctx.beginPath()
                    ctx.moveTo(w * 0.5 + s * w * 0.22, h * (0.49 + t * 0.17))
                    ctx.lineTo(w * 0.5 + s * w * 0.47, h * (0.53 + t * 0.17))
                    ctx.stroke()
                }
            }
            ctx.strokeStyle = light
            for (const t of [0.58, 0.65]) {
                ctx.beginPath()
                ctx.moveTo(w * 0.3, h * t)
                ctx.lineTo(w * 0.7, h * t)
                ctx.stroke()
            }
            // Belt.
            ctx.fillStyle = gold
            ctx.fillRect(w * 0.29, h * 0.71, w * 0.42, h * 0.03)
            // Face.
            const cx = w / 2, cy = h * 0.33, r = w * 0.27
            // Neck guard of the helmet, behind the face.
            ctx.beginPath()
            ctx.moveTo(cx - r * 0.9, cy - r * 0.3)
            ctx.lineTo(cx + r * 0.9, cy - r * 0.3)
            ctx.lineTo(cx + r * 1.75, cy + r * 0.75)
            ctx.lineTo(cx - r * 1.75, cy + r * 0.75)
            ctx.closePath()
            ctx.fillStyle = dark
            ctx.fill()
            ctx.beginPath()
            ctx.arc(cx, cy + r * 0.1, r, 0, 2 * Math.PI)
            ctx.fillStyle = "#f6dfc6"
            ctx.fill()
            ctx.strokeStyle = "#c9ab8f"
            ctx.stroke()
            // Helmet bowl.
            ctx.beginPath()
            ctx.arc(cx, cy, r * 1.1, Math.PI, 2 * Math.PI)
            ctx.lineTo(cx + r * 1.1, cy - r * 0.05)
            ctx.lineTo(cx - r * 1.1, cy - r * 0.05)
            ctx.closePath()
            ctx.fillStyle = blue
            ctx.fill()
            ctx.strokeStyle = dark
            ctx.stroke()
            ctx.fillStyle = dark
            ctx.fillRect(cx - r * 1.15, cy - r * 0.12, r * 2.3, r * 0.18)
            // The golden crest.
            ctx.strokeStyle = gold
            ctx.lineWidth = Math.max(1.5, w * 0.06)
            ctx.lineCap = "round"
            ctx.beginPath()
            ctx.moveTo(cx - r * 0.85, cy - r * 1.45)
            ctx.quadraticCurveTo(cx - r * 0.55, cy - r * 0.45, cx, cy - r * 0.5)
            ctx.quadraticCurveTo(cx + r * 0.55, cy - r * 0.45, cx + r * 0.85, cy - r * 1.45)
            ctx.stroke()
            // Stern eyes.
            ctx.strokeStyle = ink
            ctx.lineWidth = Math.max(1, w * 0.035)
            for (const s of [-1, 1]) {
                ctx.beginPath()
                ctx.moveTo(cx + s * r * 0.18, cy + r * 0.22)
                ctx.lineTo(cx + s * r * 0.6, cy + r * 0.1)
                ctx.stroke()
            }
            ctx.beginPath()
            ctx.moveTo(cx - r * 0.25, cy + r * 0.68)
            ctx.lineTo(cx + r * 0.25, cy + r * 0.68)
            ctx.stroke()
        }
    }
    onSamuraiChanged: body.requestPaint()
    onColourChanged: body.requestPaint()

    // The figure's number, on its body.
    Rectangle {
        visible: figure.number !== ""
        x: (figure.width - width) / 2
        y: body.y + body.height * (figure.samurai ? 0.53 : 0.56)
        // Large enough for a readable number (11 px) on the smallest board.
        width: Math.max(15, figure.cell * 0.17)
        height: width
        radius: width / 2
        color: "#fbf7ee"
        border.color: Qt.darker(figure.colour, 1.5)
        border.width: 1
        Text {
            anchors.centerIn: parent
            text: figure.number
            font.family: Theme.bodyFont
            font.pixelSize: Math.max(11, parent.width * 0.72)
            font.bold: true
            color: Theme.ink
        }
    }

    BeadStack {
        id: stack
        x: (figure.width - width) / 2
        readonly property real base: body.y + (figure.samurai ? body.height * 0.08 : body.height * 0.02) + figure.beadSize * 0.35
        y: base - height
        maxHeight: base + figure.roomAbove
        z: 2
        beads: figure.hiddenTop > 0 ? (figure.beads || []).slice(0, Math.max(0, figure.beads.length - figure.hiddenTop))
                                    : (figure.beads || [])
        colours: figure.colours
        beadSize: figure.beadSize
        namePrefix: figure.beadNamePrefix
    }

    MouseArea {
        id: mouse
        enabled: !figure.ghost
        x: (figure.width - width) / 2
        y: Math.min(stack.y, body.y)
        width: figure.cell * 0.7
        height: figure.groundY - y + 4
        hoverEnabled: true
        cursorShape: figure.clickable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: figure.clicked()
    }
}
