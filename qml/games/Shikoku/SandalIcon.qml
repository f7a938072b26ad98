// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// A straw sandal (zōri): one for each step a mantra card makes its pilgrim climb.
Item {
    id: icon
    objectName: "sandalIcon"
    property color colour: Theme.gold
    width: 9
    height: 14
    Rectangle {
        anchors.fill: parent
        radius: width / 2
        color: Qt.lighter(icon.colour, 1.45)
        border.color: Qt.darker(icon.colour, 1.2)
        border.width: 1
    }
    Rectangle {
        x: icon.width / 2 - 0.75 - 2
        y: 2
        width: 1.5
        height: icon.height * 0.42
        color: Qt.darker(icon.colour, 1.5)
        rotation: 28
    }
    Rectangle {
        x: icon.width / 2 - 0.75 + 2
        y: 2
        width: 1.5
        height: icon.height * 0.42
        color: Qt.darker(icon.colour, 1.5)
        rotation: -28
    }
}
