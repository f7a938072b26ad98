// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu
import Kotatsu.Bridge
import "GardenDrawings.js" as GardenDrawings

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
        // (GardenDrawings: painted once per side, emphasis and size.)
        Image {
            readonly property color c: field.startColour
            readonly property bool strong: field.startEmphasis
            sourceSize: Qt.size(Math.ceil(width), Math.ceil(height))
            source: width >= 2 && height >= 2 && InkPictures.ready
                    ? InkPictures.source(Qt.size(width, height), [],
                                         GardenDrawings.dashes(Qt.rgba(c.r, c.g, c.b, strong ? 0.9 : 0.45), strong, width, height))
                    : ""
        }
    }

    // Colour-blind-safe mode: the start field's side also by its seat shape.
    // (Made while it shows: most fields never show it. The Loader keeps the name, `visible`
    // and `text`.)
    Loader {
        objectName: "startShape"
        visible: Theme.colourBlind && field.startColour.a > 0 && field.startShape !== ""
        active: visible
        readonly property string text: field.startShape
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: parent.width * 0.12
        sourceComponent: Text {
            text: field.startShape
            font.pixelSize: Math.max(12, field.width * 0.2)
            color: Qt.darker(field.startColour, 1.3)
        }
    }

    // The field's name (for the move log) is drawn with every other field's by GardenBoard's
    // fieldNames, under the fields.

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
