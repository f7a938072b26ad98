// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import Kotatsu

// A Hyano card: its value in its colour, with the colour's mark in the corners so that the
// colour is never the only cue (and, in colour-blind-safe mode, the colour's letter too).
// A Sun shows a sun; once played, the value declared for it. `playable` cards glow, lift
// under the mouse and can be clicked.
Item {
    id: card
    // {hex, mark, letter, value (null for a Sun), sun, name} from HyanoTable.cardInfo().
    property var info: null
    property int declared: 0           // the value declared for a Sun, 0 = none
    property bool faceDown: false
    property bool playable: false
    property color accent: Theme.vermilion // highlight of a playable card
    property bool dimmed: false
    property bool marked: false         // the sage's predicted card (only the sage sees it)
    property color playerColour: "transparent" // who played it (centre pile)
    property string playerShape: ""    // that player's seat shape (colour-blind-safe mode)
    property string tip: ""
    signal clicked()

    implicitWidth: 80
    implicitHeight: 112
    readonly property real unit: width / 80
    // Small cards (summaries) drop the corner indices and keep the big value and mark.
    readonly property bool compact: width < 52
    readonly property bool sun: info ? info.sun === true : false
    readonly property color hue: info ? info.hex : Theme.inkFaint
    // Light colours (yellow) are darkened for text and marks on the cream card.
    readonly property bool light: 0.299 * hue.r + 0.587 * hue.g + 0.114 * hue.b > 0.55
    readonly property color ink: light ? Qt.darker(hue, 1.5) : hue
    readonly property string valueText: sun ? (declared > 0 ? String(declared) : "")
                                            : (info && info.value !== null && info.value !== undefined ? String(info.value) : "")

    Rectangle {
        x: 2 * card.unit
        y: face.y + 3 * card.unit
        width: card.width
        height: card.height
        radius: 7 * card.unit
        color: Theme.shadow
        opacity: 0.35
    }

    // The invitation to click: a pulsing glow around a playable card.
    // (Made while the card is playable: most cards on the table are not.)
    Loader {
        active: card.playable
        visible: active
        x: -6 * card.unit
        y: face.y - 6 * card.unit
        width: card.width + 12 * card.unit
        height: card.height + 12 * card.unit
        sourceComponent: Rectangle {
            radius: 12 * card.unit
            color: Qt.rgba(card.accent.r, card.accent.g, card.accent.b, 0.16)
            border.color: card.accent
            border.width: 3 * card.unit
            SequentialAnimation on opacity {
                // A glow that never stops moving is exactly what "Animations: off" is for.
                running: card.playable && Theme.motionOn
                loops: Animation.Infinite
                NumberAnimation { from: 1; to: 0.45; duration: 750; easing.type: Easing.InOutQuad }
                NumberAnimation { from: 0.45; to: 1; duration: 750; easing.type: Easing.InOutQuad }
            }
        }
    }

    Rectangle {
        id: face
        width: card.width
        height: card.height
        // Playable cards stand a little raised, and rise further under the mouse.
        y: card.playable ? (mouse.containsMouse ? -10 : -4) * card.unit : 0
        Behavior on y { NumberAnimation { duration: Theme.motion(120) } }
        radius: 7 * card.unit
        color: card.faceDown ? "#6b3a22" : Theme.card
        border.color: card.playable ? card.accent : card.marked ? Theme.gold : Theme.line
        border.width: card.playable || card.marked ? 2.5 * card.unit : 1

        // The back: burnt sienna with a gold sun.
        Item {
            visible: card.faceDown
            anchors.fill: parent
            Rectangle {
                anchors.fill: parent
                anchors.margins: 5 * card.unit
                radius: 4 * card.unit
                color: "transparent"
                border.color: Theme.gold
                border.width: 1
            }
            SunGlyph {
                anchors.centerIn: parent
                width: 34 * card.unit
                height: width
                colour: Theme.gold
                core: 0.45
            }
        }

        // The front.
        Item {
            visible: !card.faceDown && card.info !== null
            anchors.fill: parent

            // A frame in the card's colour.
            Rectangle {
                anchors.fill: parent
                anchors.margins: 4 * card.unit
                radius: 5 * card.unit
                color: "transparent"
                border.color: card.hue
                border.width: 2.5 * card.unit
            }

            // The corner index: value (or a small sun) over the mark, top left; the mark
            // again bottom right. (No upside-down index: a 6 must never read as a 9.)
            Column {
                visible: !card.compact
                x: 7 * card.unit
                y: 7 * card.unit
                spacing: 1 * card.unit
                width: 18 * card.unit
                Item {
                    width: parent.width
                    height: 17 * card.unit
                    Text {
                        visible: card.valueText !== ""
                        anchors.centerIn: parent
                        text: card.valueText
                        font.family: Theme.bodyFont
                        // Readable on the small cards of a small window (11 px at least).
                        font.pixelSize: Math.max(11, 15 * card.unit)
                        font.bold: true
                        color: card.ink
                    }
                    SunGlyph {
                        visible: card.valueText === ""
                        anchors.centerIn: parent
                        width: 15 * card.unit
                        height: width
                        colour: card.ink
                    }
                }
                ColourMark {
                    anchors.horizontalCenter: parent.horizontalCenter
                    width: 12 * card.unit
                    height: width
                    kind: card.info ? card.info.mark : ""
                    colour: card.ink
                    detail: Theme.card
                }
            }
            ColourMark {
                visible: !card.compact
                x: card.width - width - 10 * card.unit
                y: card.height - height - 9 * card.unit
                width: 12 * card.unit
                height: width
                kind: card.info ? card.info.mark : ""
                colour: card.ink
                detail: Theme.card
            }

            // A numbered card: the big value over the mark.
            Column {
                visible: !card.sun
                anchors.centerIn: parent
                spacing: 0
                Text {
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: card.valueText
                    font.family: Theme.titleFont
                    font.pixelSize: (card.compact ? 40 : card.valueText.length > 1 ? 32 : 36) * card.unit
                    font.bold: true
                    color: card.ink
                    lineHeight: 0.9
                }
                ColourMark {
                    anchors.horizontalCenter: parent.horizontalCenter
                    width: (card.compact ? 26 : 20) * card.unit
                    height: width
                    kind: card.info ? card.info.mark : ""
                    colour: card.hue
                    detail: Theme.card
                }
            }

            // A Sun: the sun in the card's colour, the declared value in its heart.
            SunGlyph {
                id: bigSun
                visible: card.sun
                anchors.centerIn: parent
                width: (card.compact ? 68 : 54) * card.unit
                height: width
                colour: card.hue
                core: 0.6
            }
            Text {
                visible: card.sun && card.declared > 0
                anchors.centerIn: bigSun
                text: card.declared
                font.family: Theme.titleFont
                font.pixelSize: (card.compact ? 30 : 24) * card.unit
                font.bold: true
                // Cream on dark suns, dark ink on a light (yellow) sun.
                color: card.light ? Qt.darker(card.hue, 2.4) : Theme.card
                style: card.light ? Text.Normal : Text.Outline
                styleColor: Qt.darker(card.hue, 1.4)
            }
            ColourMark {
                visible: card.sun && card.declared === 0
                anchors.centerIn: bigSun
                width: 16 * card.unit
                height: width
                kind: card.info ? card.info.mark : ""
                colour: Theme.card
                detail: card.hue
            }

            // In colour-blind-safe mode the colour's letter as well, bottom left, clear of the
            // corner index and the mark.
            Text {
                objectName: "colourLetter"
                visible: Theme.colourBlind && card.info !== null && (card.info.letter || "") !== ""
                x: (card.compact ? 3 : 8) * card.unit
                y: card.height - height - (card.compact ? 2 : 6) * card.unit
                text: card.info ? card.info.letter || "" : ""
                font.family: Theme.bodyFont
                font.pixelSize: (card.compact ? 20 : 13) * card.unit
                font.bold: true
                color: card.ink
            }

            // Who played it: the seat's colour, and its shape in colour-blind-safe mode.
            Rectangle {
                visible: card.playerColour.a > 0 && !(Theme.colourBlind && card.playerShape !== "")
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: 7 * card.unit
                width: 10 * card.unit
                height: width
                radius: width / 2
                color: card.playerColour
                border.color: Theme.paperLight
                border.width: 1
            }
            Text {
                objectName: "playerShape"
                visible: card.playerColour.a > 0 && Theme.colourBlind && card.playerShape !== ""
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: 4 * card.unit
                text: card.playerShape
                font.pixelSize: Math.max(9, 14 * card.unit)
                color: card.playerColour
                style: Text.Outline
                styleColor: Theme.paperLight
            }
        }
    }

    // Cards that cannot be played now fade under a paper veil (opaque: the stack below
    // never shows through).
    Rectangle {
        visible: card.dimmed
        x: face.x
        y: face.y
        width: face.width
        height: face.height
        radius: face.radius
        color: Theme.paper
        opacity: 0.55
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        enabled: card.playable || card.tip !== ""
        acceptedButtons: card.playable ? Qt.LeftButton : Qt.NoButton
        cursorShape: card.playable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: card.clicked()
    }
    ToolTip.visible: mouse.containsMouse && card.tip !== ""
    ToolTip.delay: 500
    ToolTip.text: card.tip
}
