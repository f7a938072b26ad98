// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu
import Kotatsu.Bridge
import "GardenDrawings.js" as GardenDrawings

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

    // The doll or the warrior, in the side's colour (GardenDrawings: painted once per look and
    // size and shared by every figure that shows it; asked for once the page's layouts have
    // settled, InkPictures.ready).
    Image {
        id: body
        objectName: "figureBody"
        x: (figure.width - width) / 2
        y: figure.groundY - height - figure.lift
        width: figure.bodyWidth
        height: figure.bodyHeight
        sourceSize: Qt.size(Math.ceil(width), Math.ceil(height))
        // (A figure not shown, such as the set-up's preview away from the mouse, asks for none.)
        source: figure.visible && width >= 2 && height >= 2 && InkPictures.ready
                ? InkPictures.source(Qt.size(width, height), [],
                                     GardenDrawings.figure(figure.samurai, figure.colour, width, height))
                : ""
    }

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
