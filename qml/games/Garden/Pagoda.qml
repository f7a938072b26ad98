// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// A base: a paved court with a three-storey pagoda in the base's colour and its name.
// `target` lights it up when a figure may enter it with the move being chosen. In
// colour-blind-safe mode its owner's seat shape stands beside the name.
Item {
    id: pagoda
    property color colour: Theme.vermilion
    property string name: ""
    property bool target: false
    property bool hovered: false
    // The owner's seat shape (Theme.seatShapes), shown in colour-blind-safe mode.
    property string shape: ""

    // The paved court.
    Rectangle {
        anchors.fill: parent
        anchors.margins: 2
        radius: 6
        color: "#ddd4c1"
        border.color: Qt.darker(pagoda.colour, 1.2)
        border.width: 2
        Rectangle {
            anchors.fill: parent
            anchors.margins: 5
            radius: 4
            color: "transparent"
            border.color: Qt.rgba(pagoda.colour.r, pagoda.colour.g, pagoda.colour.b, 0.35)
            border.width: 1
        }
    }

    Canvas {
        id: canvas
        anchors.fill: parent
        anchors.margins: parent.width * 0.08
        anchors.bottomMargin: parent.height * 0.16
        antialiasing: true
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            const w = width, h = height, cx = w / 2
            const body = pagoda.colour.toString()
            const roof = "#34302c"
            const gold = "#c9993f"
            // Paving stones of the court.
            ctx.fillStyle = "rgba(120, 100, 70, 0.12)"
            for (let i = 0; i < 4; ++i)
                ctx.fillRect(cx - w * 0.05, h * (0.92 + i * 0.0), w * 0.1, h * 0.06)
            // The stone plinth.
            ctx.fillStyle = "#b8ad98"
            ctx.fillRect(cx - w * 0.32, h * 0.9, w * 0.64, h * 0.08)
            ctx.fillStyle = "#a1957e"
            ctx.fillRect(cx - w * 0.26, h * 0.86, w * 0.52, h * 0.05)
            // Three storeys, narrower upwards, each under an upturned roof.
            const tiers = 3
            const tierH = h * 0.22
            for (let t = 0; t < tiers; ++t) {
                const base = h * 0.86 - t * tierH           // bottom of this storey
                const half = w * (0.24 - t * 0.045)         // half width of the walls
                const eave = half + w * 0.15                // half width of the roof
                // Walls with a door or windows.
                ctx.fillStyle = body
                ctx.fillRect(cx - half, base - tierH * 0.62, 2 * half, tierH * 0.62)
                ctx.fillStyle = "rgba(0, 0, 0, 0.28)"
                if (t === 0)
                    ctx.fillRect(cx - half * 0.28, base - tierH * 0.48, half * 0.56, tierH * 0.48)
                else
                    for (const s of [-1, 1])
                        ctx.fillRect(cx + s * half * 0.45 - half * 0.12, base - tierH * 0.45,
                                     half * 0.24, tierH * 0.25)
                // Roof with curled eaves.
                const rt = base - tierH * 0.62, rtop = base - tierH
                ctx.fillStyle = roof
                ctx.beginPath()
                ctx.moveTo(cx - half * 0.7, rtop)
                ctx.lineTo(cx + half * 0.7, rtop)
                ctx.quadraticCurveTo(cx + eave * 0.8, rt - tierH * 0.05, cx + eave, rt - tierH * 0.2)
                ctx.lineTo(cx + eave * 0.96, rt + tierH * 0.04)
                ctx.lineTo(cx - eave * 0.96, rt + tierH * 0.04)
                ctx.lineTo(cx - eave, rt - tierH * 0.2)
                ctx.quadraticCurveTo(cx - eave * 0.8, rt - tierH * 0.05, cx - half * 0.7, rtop)
                ctx.closePath()
                ctx.fill()
            }
            // The spire with its rings.
            const top = h * 0.86 - tiers * tierH
            ctx.fillStyle = gold
            ctx.fillRect(cx - w * 0.012, top - h * 0.14, w * 0.024, h * 0.14)
            for (let i = 0; i < 4; ++i)
                ctx.fillRect(cx - w * 0.04 + i * w * 0.004, top - h * 0.03 - i * h * 0.025,
                             w * 0.08 - i * w * 0.008, h * 0.012)
            ctx.beginPath()
            ctx.arc(cx, top - h * 0.15, w * 0.018, 0, 2 * Math.PI)
            ctx.fill()
        }
    }
    onColourChanged: canvas.requestPaint()

    Text {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: parent.height * 0.035
        width: parent.width - 12
        horizontalAlignment: Text.AlignHCenter
        text: Theme.colourBlind && pagoda.shape !== "" ? pagoda.shape + " " + pagoda.name : pagoda.name
        elide: Text.ElideRight
        font.family: Theme.titleFont
        font.pixelSize: Math.max(11, Math.min(15, parent.height * 0.075))
        font.bold: true
        color: Qt.darker(pagoda.colour, 1.3)
    }

    // Lit when a figure may enter.
    Rectangle {
        visible: pagoda.target
        anchors.fill: parent
        radius: 8
        color: pagoda.hovered ? Qt.rgba(0.72, 0.54, 0.23, 0.35) : Qt.rgba(0.72, 0.54, 0.23, 0.18)
        border.color: Theme.gold
        border.width: 5
        SequentialAnimation on border.width {
            running: pagoda.target && Theme.motionOn
            loops: Animation.Infinite
            NumberAnimation { from: 4; to: 7; duration: 700 }
            NumberAnimation { from: 7; to: 4; duration: 700 }
        }
    }
}
