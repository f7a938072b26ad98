// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// The pieces that travel across the table as on a real one: a die taken from the tray goes
// to the player who took it, a wave tile from its spot (or from the other player) to the
// board it goes on, the hot spring token to its holder and back, wares from a mountain town
// to the merchant's board and from the board to a coastal town (sold) or to the bag. The
// table notices what moved by comparing one observation with the next (so a person's move,
// the computer's, the Automa's, an undo and a replay's step all look the same) and asks for
// a flight here: a copy of the piece drawn over the table, from where the piece was to where
// it is now. The real pieces are already in their new places, and the layer takes no input,
// so a click or a key during a flight acts on the table as it is.
Item {
    id: flightLayer
    required property var table
    enabled: false
    z: 60

    function centreOf(item) {
        return item.mapToItem(flightLayer, item.width / 2, item.height / 2)
    }
    // Whether an item is on the screen (a panel that the layout hides has no place to fly to).
    function shown(item) {
        for (let p = item; p; p = p.parent)
            if (!p.visible)
                return false
        return item !== null && item !== undefined
    }
    // kind: "die", "wave", "spring" or "ware"; look: {character, value, ware}; pause and
    // duration in ms (already through Theme.motion). Returns the flying piece, or null.
    function fly(kind, look, fromItem, toItem, pause, duration) {
        if (!Theme.motionOn || duration <= 0 || !shown(fromItem) || !shown(toItem))
            return null
        const a = centreOf(fromItem), b = centreOf(toItem)
        if (Math.hypot(a.x - b.x, a.y - b.y) < 4)
            return null
        return flight.createObject(flightLayer, Object.assign({ kind: kind, fromX: a.x, fromY: a.y, toX: b.x, toY: b.y,
                                                          pause: pause, duration: duration }, look))
    }
    // The pieces in flight now (for tests).
    readonly property int flying: children.length

    Component {
        id: flight
        Item {
            id: piece
            property string kind: ""
            property string character: ""
            property int value: 0
            property string ware: ""
            property real fromX: 0
            property real fromY: 0
            property real toX: 0
            property real toY: 0
            property int pause: 0
            property int duration: 400
            readonly property real size: kind === "die" ? 34 : kind === "ware" ? 22 : 26
            objectName: "flight_" + kind + (character !== "" ? "_" + character : "")
            width: size
            height: kind === "wave" ? size * 1.2 : size
            x: fromX - width / 2
            y: fromY - height / 2
            opacity: 0

            SequentialAnimation {
                running: true
                PauseAnimation { duration: piece.pause }
                PropertyAction { target: piece; property: "opacity"; value: 1 }
                ParallelAnimation {
                    NumberAnimation {
                        target: piece; property: "x"; to: piece.toX - piece.width / 2
                        duration: piece.duration; easing.type: Easing.InOutQuad
                    }
                    NumberAnimation {
                        target: piece; property: "y"; to: piece.toY - piece.height / 2
                        duration: piece.duration; easing.type: Easing.InOutQuad
                    }
                    // Lifted off the table and put down again.
                    SequentialAnimation {
                        NumberAnimation { target: piece; property: "scale"; from: 1; to: 1.25; duration: piece.duration / 2 }
                        NumberAnimation { target: piece; property: "scale"; to: 1; duration: piece.duration / 2 }
                    }
                }
                NumberAnimation { target: piece; property: "opacity"; to: 0; duration: Theme.motion(60) }
                ScriptAction { script: piece.destroy() }
            }

            // A die: its character's colour, symbol and value.
            Rectangle {
                visible: piece.kind === "die"
                anchors.fill: parent
                radius: 7
                color: flightLayer.table.dieColour(piece.character)
                border.color: Qt.darker(color, 1.4)
                border.width: 1.5
                Glyph {
                    x: 3
                    y: 3
                    width: 12
                    height: 12
                    kind: piece.character
                    inverted: true
                }
                Text {
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
                    anchors.rightMargin: 4
                    text: piece.value
                    color: Theme.paperLight
                    font.family: Theme.titleFont
                    font.pixelSize: piece.size * 0.56
                    font.bold: true
                }
            }
            // A wave tile.
            Rectangle {
                visible: piece.kind === "wave"
                anchors.fill: parent
                radius: 3
                color: "#dbe6ea"
                border.color: Theme.indigo
                Glyph {
                    anchors.fill: parent
                    anchors.margins: 2
                    kind: "wave_tile"
                    colour: Theme.indigo
                }
            }
            // The hot spring token.
            SpringToken {
                visible: piece.kind === "spring"
                size: piece.size
            }
            // A ware token.
            Rectangle {
                visible: piece.kind === "ware"
                anchors.fill: parent
                radius: width * 0.3
                color: "#f7efe0"
                border.color: Theme.indigo
                Glyph {
                    anchors.fill: parent
                    anchors.margins: 2
                    kind: piece.ware
                    colour: Theme.indigo
                }
            }
        }
    }
}
