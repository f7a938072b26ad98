// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// A pilgrim meeple in its player's colour. `emphasised` rings the pilgrim whose turn it is.
Item {
    id: token
    property color colour: Theme.inkFaint
    property bool emphasised: false
    property bool mine: false
    width: 16
    height: 21

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
        anchors.horizontalCenter: parent.horizontalCenter
        y: 0
        width: 9
        height: 9
        radius: 4.5
        color: token.colour
        border.color: Qt.darker(token.colour, 1.6)
    }
    Rectangle {
        anchors.bottom: parent.bottom
        width: parent.width
        height: 13
        radius: 5
        color: token.colour
        border.color: Qt.darker(token.colour, 1.6)
        Rectangle {
            visible: token.mine
            anchors.centerIn: parent
            width: 5
            height: 5
            radius: 2.5
            color: Theme.paperLight
        }
    }
}
