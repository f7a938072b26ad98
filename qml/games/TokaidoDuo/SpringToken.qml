// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// The hot spring token: on the board, or in front of the player who holds it.
Rectangle {
    id: token
    property int holder: -1
    property color holderColour: Theme.inkFaint
    property real size: 28
    // Implicit too, so that a layout (a player's heading) gives it its room.
    implicitWidth: size
    implicitHeight: size
    width: size
    height: size
    radius: size / 2
    color: "#f3e3ea"
    border.color: holder >= 0 ? holderColour : "#8a4a6a"
    border.width: holder >= 0 ? 3 : 1.5
    Glyph {
        anchors.fill: parent
        anchors.margins: token.size * 0.18
        kind: "hot_spring"
        colour: "#8a4a6a"
    }
}
