// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// A mantra card: its number (its place in the line) and its sandals (steps climbed).
// Face down it shows the back; `playable` cards lift under the mouse and can be clicked, or
// reached with the arrow keys and played with Enter (its MoveTarget).
Item {
    id: card
    property int value: 0
    property int sandals: 0
    property bool faceDown: false
    property bool known: false   // face down for others, but everybody saw it drafted
    property color pilgrimColour: "transparent"
    // The seat of the pilgrim on the card (its shape in colour-blind-safe mode), or -1.
    property int pilgrimSeat: -1
    property bool playable: false
    // The hint the person asked for plays this card (a gold ring).
    property bool hinted: false
    property bool highlighted: false
    property bool dimmed: false
    // What activating the card does ("Play card 17") and what it is, for the keyboard focus
    // and screen readers.
    property string actionName: ""
    property string description: ""
    // Where the card lies ("hand", "line", "previous", "pool"; "" for pictures of cards such
    // as the last round's summary): the table finds cards by it to slide them between places.
    property string zone: ""
    // A copy of the card is sliding here: the card itself shows once it has arrived.
    property bool landing: false
    signal clicked()

    implicitWidth: 84
    implicitHeight: 120
    readonly property real unit: width / 84
    // (The texts' sizes are whole pixels, cut down: a font's pixel size is an integer, and a
    // binding's fraction would otherwise be rounded or cut depending on how it was compiled.)
    opacity: landing ? 0 : dimmed ? 0.45 : 1

    Accessible.role: Accessible.Graphic
    Accessible.name: description
    Accessible.ignored: playable || description === ""

    Rectangle {
        x: 2 * card.unit
        y: face.y + 3 * card.unit
        width: card.width
        height: card.height
        radius: 7 * card.unit
        color: Theme.shadow
        opacity: 0.35
    }

    Rectangle {
        id: face
        width: card.width
        height: card.height
        y: card.playable && (mouse.containsMouse || moveTarget.focused) ? -8 * card.unit : 0
        Behavior on y { NumberAnimation { duration: Theme.motion(120) } }
        radius: 7 * card.unit
        color: card.faceDown ? Theme.indigo : Theme.card
        border.color: card.playable ? Theme.vermilion : card.highlighted ? Theme.gold : Theme.line
        border.width: card.playable || card.highlighted ? 2.5 : 1

        // The back: an indigo card with a gold frame and the island's name.
        Rectangle {
            visible: card.faceDown
            anchors.fill: parent
            anchors.margins: 6 * card.unit
            radius: 4 * card.unit
            color: "transparent"
            border.color: Theme.gold
            border.width: 1
            // (On a card too small for it to be read, the frame alone: the back of a hand
            // shrunk to fit a table that holds many pilgrims. Made while it shows: a face-up
            // card would lay it out, in a Japanese font, at each size its layouts pass through.)
            Loader {
                active: card.faceDown && 18 * card.unit >= 11
                anchors.centerIn: parent
                sourceComponent: Text {
                    text: "四国"
                    color: Theme.gold
                    font.family: Theme.kanjiFont
                    font.pixelSize: Math.floor(18 * card.unit)
                }
            }
        }

        // The front.
        Item {
            visible: !card.faceDown
            anchors.fill: parent
            // The corner index, where the card is large enough for it to be read (the value
            // in the middle says the same on a small card). The card's texts are made while
            // they show, as the back's: a hidden one is laid out all the same.
            Loader {
                active: !card.faceDown && 13 * card.unit >= 11
                x: 6 * card.unit
                y: 3 * card.unit
                sourceComponent: Text {
                    text: card.value
                    font.pixelSize: Math.floor(13 * card.unit)
                    font.bold: true
                    color: Theme.vermilion
                }
            }
            Rectangle {
                visible: card.pilgrimColour.a > 0
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: 5 * card.unit
                width: (Theme.colourBlind ? 17 : 14) * card.unit
                height: width
                radius: width / 2
                color: card.pilgrimColour
                border.color: Qt.darker(card.pilgrimColour, 1.5)
                // The pilgrim's seat shape, so that whose card it is does not rest on colour
                // (made while it shows: its symbols are in fallback fonts).
                Loader {
                    objectName: "cardSeatShape"
                    readonly property string text: item ? item.text : ""
                    active: Theme.colourBlind && card.pilgrimSeat >= 0
                    visible: active
                    anchors.centerIn: parent
                    sourceComponent: Text {
                        text: Theme.seatShapes[card.pilgrimSeat % Theme.seatShapes.length] || ""
                        font.pixelSize: Math.max(8, Math.floor(11 * card.unit))
                        font.bold: true
                        color: 0.299 * card.pilgrimColour.r + 0.587 * card.pilgrimColour.g
                               + 0.114 * card.pilgrimColour.b > 0.55 ? Theme.ink : Theme.paperLight
                    }
                }
            }
            Loader {
                active: !card.faceDown
                anchors.horizontalCenter: parent.horizontalCenter
                y: parent.height * 0.18
                sourceComponent: Text {
                    text: card.value
                    font.family: Theme.titleFont
                    font.pixelSize: Math.floor(40 * card.unit)
                    font.bold: true
                    color: Theme.ink
                }
            }
            // The sandals in one line, whatever their number (1 to 6: 69 of the card's 84
            // units at most) and the card's size.
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                anchors.bottomMargin: 8 * card.unit
                spacing: 3 * card.unit
                Repeater {
                    model: card.sandals
                    SandalIcon {
                        width: 9 * card.unit
                        height: 14 * card.unit
                    }
                }
            }
        }
        // (Made while it shows.)
        Loader {
            active: card.known && card.faceDown
            anchors.bottom: parent.bottom
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottomMargin: 4 * card.unit
            sourceComponent: Rectangle {
                width: knownText.implicitWidth + 8
                height: knownText.implicitHeight + 2
                radius: 3
                color: Theme.paperLight
                Text {
                    id: knownText
                    anchors.centerIn: parent
                    text: card.value
                    font.pixelSize: Math.max(11, Math.floor(12 * card.unit))
                    font.bold: true
                    color: Theme.indigo
                }
            }
        }
        // In the face, so that the ring lifts with the card.
        MoveTarget {
            id: moveTarget
            active: card.playable
            hinted: card.hinted
            name: card.actionName
            // Only while it can be played: otherwise the card itself says what it is.
            description: card.playable ? card.description : ""
            ringRadius: 7 * card.unit + 4
            onActivated: card.clicked()
        }
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        enabled: card.playable
        cursorShape: card.playable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: card.clicked()
    }
}
