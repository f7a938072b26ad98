// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// One field of the garden: a square of raked gravel or of moss, its name in a corner, the
// mark of a start field, and the highlight of a field the chosen figure may reach.
Item {
    id: field
    property string name: ""
    property bool moss: false
    property bool rakeAcross: false
    property color startColour: "transparent"   // a start field of this colour's side
    property string startShape: ""              // that side's seat shape (colour-blind mode)
    property bool startEmphasis: false          // start fields matter now (set-up)
    // "" | "step" | "jump" | "handoff" | "setup": what clicking the field does now
    property string target: ""
    property bool lastFrom: false
    property bool lastTo: false
    readonly property bool hovered: mouse.containsMouse
    signal clicked()

    // Its ground (gravel or moss) is drawn with every other field's by GardenGrounds, under
    // the fields (GardenBoard).

    // Start field: a dashed frame in the side's colour.
    Rectangle {
        visible: field.startColour.a > 0
        anchors.fill: parent
        anchors.margins: parent.width * 0.1
        radius: 6
        color: Qt.rgba(field.startColour.r, field.startColour.g, field.startColour.b,
                       field.startEmphasis ? 0.16 : 0.07)
        border.width: 0
        // (Made on a start field only: most fields never show it.)
        Loader {
            anchors.fill: parent
            active: parent.visible
            sourceComponent: dashesComponent
        }
    }
    Component {
        id: dashesComponent
        Canvas {
            id: dashes
            property color c: field.startColour
            property bool strong: field.startEmphasis
            onCChanged: requestPaint()
            onStrongChanged: requestPaint()
            onPaint: {
                const ctx = getContext("2d")
                ctx.reset()
                ctx.strokeStyle = Qt.rgba(c.r, c.g, c.b, strong ? 0.9 : 0.45).toString()
                ctx.lineWidth = strong ? 2 : 1.5
                const d = 5
                const w = width - 2, h = height - 2
                ctx.beginPath()
                for (let x = 1; x < w; x += 2 * d) {
                    ctx.moveTo(x, 1); ctx.lineTo(Math.min(w, x + d), 1)
                    ctx.moveTo(x, h); ctx.lineTo(Math.min(w, x + d), h)
                }
                for (let y = 1; y < h; y += 2 * d) {
                    ctx.moveTo(1, y); ctx.lineTo(1, Math.min(h, y + d))
                    ctx.moveTo(w, y); ctx.lineTo(w, Math.min(h, y + d))
                }
                ctx.stroke()
            }
        }
    }

    // Colour-blind-safe mode: the start field's side also by its seat shape.
    Text {
        objectName: "startShape"
        visible: Theme.colourBlind && field.startColour.a > 0 && field.startShape !== ""
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: parent.width * 0.12
        text: field.startShape
        font.pixelSize: Math.max(12, field.width * 0.2)
        color: Qt.darker(field.startColour, 1.3)
    }

    // The field's name, for the move log.
    Text {
        x: 4
        y: 2
        text: field.name
        font.family: Theme.bodyFont
        font.pixelSize: 11
        color: field.moss ? "#5b6838" : "#a39a86"
    }

    // The last move: where the figure came from and where it went.
    Rectangle {
        visible: field.lastFrom || field.lastTo
        anchors.fill: parent
        anchors.margins: 3
        radius: 4
        color: field.lastTo ? Qt.rgba(0.72, 0.54, 0.23, 0.16) : "transparent"
        border.color: Qt.rgba(0.17, 0.15, 0.13, field.lastTo ? 0.55 : 0.35)
        border.width: 1.5
    }

    // A reachable field: a vermilion disc for a step, an indigo ring for a jump, a dashed
    // indigo ring for a hand-off jump, a seal-red frame for a set-up placement.
    // (Made while the field is reachable: the board's first frame lights only a few.)
    Loader {
        id: marker
        active: field.target !== ""
        visible: active
        anchors.centerIn: parent
        width: parent.width * (field.hovered ? 0.66 : 0.56)
        height: width
        Behavior on width { NumberAnimation { duration: Theme.motion(100) } }
        sourceComponent: Item {
            TargetMark {
                anchors.fill: parent
                kind: field.target
            }
            SequentialAnimation on opacity {
                running: marker.visible && !field.hovered && Theme.motionOn
                loops: Animation.Infinite
                alwaysRunToEnd: true
                NumberAnimation { from: 1; to: 0.7; duration: 800; easing.type: Easing.InOutSine }
                NumberAnimation { from: 0.7; to: 1; duration: 800; easing.type: Easing.InOutSine }
            }
        }
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        acceptedButtons: Qt.LeftButton
        cursorShape: field.target !== "" ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: field.clicked()
    }
}
