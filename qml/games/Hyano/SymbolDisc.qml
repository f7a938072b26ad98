// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// A symbol disc. The red discs lie in the ring, one per pile; the yellow ones are the sage's
// prediction discs. A yellow disc lying face down shows only its back (a sun pattern).
Item {
    id: disc
    // The pile's symbol from the definition ({id, emblem, emblem_kind, name}); null: none.
    property var symbol: null
    readonly property string emblem: symbol ? symbol.emblem || "" : ""
    property bool yellow: false
    property bool faceDown: false
    property bool glowing: false // pulses to invite a click
    property int size: 56
    width: size
    height: size

    readonly property color face: yellow ? "#e8b83a" : Theme.vermilion
    readonly property color rim: yellow ? "#a87b1c" : Qt.darker(Theme.vermilion, 1.3)

    // Shadow.
    Rectangle {
        x: disc.size * 0.04
        y: disc.size * 0.06
        width: disc.size
        height: disc.size
        radius: disc.size / 2
        color: Theme.shadow
        opacity: 0.4
    }

    // (Made while the disc glows.)
    Loader {
        id: halo
        anchors.centerIn: parent
        width: disc.size + 14
        height: width
        active: disc.glowing
        visible: active
        sourceComponent: Rectangle {
            radius: width / 2
            color: "transparent"
            border.color: disc.yellow ? Theme.gold : Theme.vermilion
            border.width: 3
            SequentialAnimation on opacity {
                running: disc.glowing && Theme.motionOn
                loops: Animation.Infinite
                NumberAnimation { from: 1; to: 0.25; duration: 700; easing.type: Easing.InOutQuad }
                NumberAnimation { from: 0.25; to: 1; duration: 700; easing.type: Easing.InOutQuad }
            }
        }
    }

    Rectangle {
        anchors.fill: parent
        radius: width / 2
        color: disc.face
        border.color: disc.rim
        border.width: Math.max(1.5, disc.size * 0.04)
        Rectangle {
            anchors.fill: parent
            anchors.margins: disc.size * 0.09
            radius: width / 2
            color: "transparent"
            border.color: Qt.lighter(disc.face, 1.25)
            border.width: 1
        }
    }

    SymbolEmblem {
        objectName: "emblem"
        visible: !disc.faceDown
        anchors.centerIn: parent
        width: disc.size * 0.58
        height: disc.size * 0.58
        kind: disc.emblem
        letters: disc.symbol ? disc.symbol.emblem_kind === "letters" : false
        colour: disc.yellow ? Theme.ink : Theme.paperLight
    }

    // The back of a prediction disc: a small sun of dots, the same on every disc.
    Item {
        visible: disc.faceDown
        anchors.fill: parent
        Rectangle {
            anchors.centerIn: parent
            width: disc.size * 0.3
            height: width
            radius: width / 2
            color: "transparent"
            border.color: disc.rim
            border.width: Math.max(1.5, disc.size * 0.05)
        }
        Repeater {
            model: 8
            Rectangle {
                required property int index
                readonly property real angle: index * Math.PI / 4
                width: disc.size * 0.08
                height: width
                radius: width / 2
                color: disc.rim
                x: disc.size / 2 + Math.cos(angle) * disc.size * 0.29 - width / 2
                y: disc.size / 2 + Math.sin(angle) * disc.size * 0.29 - height / 2
            }
        }
    }
}
