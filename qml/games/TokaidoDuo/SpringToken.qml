// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// The hot spring token: on the board, or in front of the player who holds it (framed in
// their colour and, in colour-blind-safe mode, marked with their seat's shape).
Rectangle {
    id: token
    property var table: null
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
    Accessible.role: Accessible.Graphic
    Accessible.ignored: !visible
    //: Accessible name of the hot spring token (温泉トークン)
    Accessible.name: qsTr("Hot spring token")
    Accessible.description: table && holder >= 0
                            //: Accessible description of the hot spring token; %1 the player who holds it
                            ? Theme.sentence(qsTr("Held by %1"), [table.seatName(holder)])
                            //: Accessible description of the hot spring token: nobody holds it
                            : qsTr("On the board")
    Glyph {
        anchors.fill: parent
        anchors.margins: token.size * 0.18
        kind: "hot_spring"
        colour: "#8a4a6a"
    }
    Rectangle {
        objectName: "springSeatMark"
        visible: Theme.colourBlind && token.holder >= 0 && token.table !== null
        width: token.size * 0.55
        height: width
        radius: width / 2
        x: token.size - width * 0.7
        y: -height * 0.3
        color: token.holderColour
        // (The shape is made while it shows.)
        Loader {
            anchors.centerIn: parent
            active: parent.visible
            sourceComponent: Text {
                text: token.table ? token.table.seatShape(token.holder) : ""
                font.pixelSize: Math.max(7, token.size * 0.55 * 0.75)
                color: Theme.paperLight
            }
        }
    }
}
