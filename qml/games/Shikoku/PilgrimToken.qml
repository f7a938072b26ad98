// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// A pilgrim meeple in its player's colour. `emphasised` rings the pilgrim whose turn it is.
// In colour-blind-safe mode the body also carries its seat's shape (Theme.seatShapes), so
// that the pilgrim is told apart without its colour.
Item {
    id: token
    property color colour: Theme.inkFaint
    property int seat: -1
    property bool emphasised: false
    property bool mine: false
    width: 16
    height: 21

    // Shows for a moment that this pilgrim stays where it is this round (its card lies on a
    // place that does not climb).
    function flashStay(delay) {
        if (!Theme.motionOn)
            return
        stayFlash.stop()
        stayPause.duration = delay
        stayFlash.start()
    }

    Rectangle {
        visible: token.emphasised
        anchors.centerIn: parent
        width: 24
        height: 27
        radius: 11
        color: "transparent"
        border.color: Theme.gold
        border.width: 2
    }
    Rectangle {
        id: stayRing
        objectName: "stayRing"
        anchors.centerIn: parent
        width: 26
        height: 26
        radius: 13
        color: "transparent"
        border.color: Theme.indigo
        border.width: 2.5
        opacity: 0
    }
    SequentialAnimation {
        id: stayFlash
        PauseAnimation { id: stayPause; duration: 0 }
        ParallelAnimation {
            NumberAnimation { target: stayRing; property: "opacity"; from: 1; to: 0; duration: Theme.motion(450) }
            NumberAnimation { target: stayRing; property: "scale"; from: 0.7; to: 1.5; duration: Theme.motion(450) }
        }
    }
    Rectangle {
        anchors.horizontalCenter: parent.horizontalCenter
        y: 0
        width: 9
        height: 9
        radius: 4.5
        color: token.colour
        border.color: Qt.darker(token.colour, 1.6)
        Rectangle {
            visible: token.mine && Theme.colourBlind
            anchors.centerIn: parent
            width: 4
            height: 4
            radius: 2
            color: Theme.paperLight
        }
    }
    Rectangle {
        anchors.bottom: parent.bottom
        width: parent.width
        height: 13
        radius: 5
        color: token.colour
        border.color: Qt.darker(token.colour, 1.6)
        Rectangle {
            visible: token.mine && !Theme.colourBlind
            anchors.centerIn: parent
            width: 5
            height: 5
            radius: 2.5
            color: Theme.paperLight
        }
        // Made while it shows: a hidden Text still loads its font, and the shapes' symbols are
        // in a fallback font (DejaVu, then a Japanese one) at every table in every language.
        Loader {
            objectName: "seatShape"
            readonly property string text: item ? item.text : ""
            active: Theme.colourBlind && token.seat >= 0
            visible: active
            anchors.centerIn: parent
            sourceComponent: Text {
                text: Theme.seatShapes[token.seat % Theme.seatShapes.length] || ""
                font.pixelSize: 10
                font.bold: true
                // Dark on the light colours (yellow), light on the others.
                color: 0.299 * token.colour.r + 0.587 * token.colour.g + 0.114 * token.colour.b > 0.55 ? Theme.ink : Theme.paperLight
            }
        }
    }
}
