// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// A seat's mark beside its name or move: a dot in the seat's colour, or, in the
// colour-blind-safe mode, the seat's own shape (Theme.seatShapes) in that colour, so that
// seats are told apart without telling colours apart.
Item {
    id: mark
    property int seat: -1
    property color colour: Theme.inkFaint
    property real size: 9
    // An outline instead of a filled dot (the move log's events).
    property bool hollow: false
    implicitWidth: Theme.colourBlind ? size + 5 : size
    implicitHeight: Theme.colourBlind ? size + 5 : size
    Rectangle {
        visible: !Theme.colourBlind || mark.seat < 0
        anchors.centerIn: parent
        width: mark.size
        height: mark.size
        radius: mark.size / 2
        color: mark.hollow ? "transparent" : mark.colour
        border.width: mark.hollow ? 1.5 : 0
        border.color: mark.colour
    }
    // The shape, made while the mode shows it.
    Loader {
        objectName: "seatShape"
        readonly property string text: item ? item.text : ""
        active: Theme.colourBlind && mark.seat >= 0
        visible: active
        anchors.centerIn: parent
        sourceComponent: Text {
            text: mark.seat >= 0 ? Theme.seatShapes[mark.seat % Theme.seatShapes.length] : ""
            color: mark.colour
            font.pixelSize: mark.size + 5
            font.family: Theme.bodyFont
        }
    }
}
