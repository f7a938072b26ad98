// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// A square vermilion seal with white characters, as stamped on Japanese paper.
Rectangle {
    id: seal
    property string text: "炬燵"
    property int size: 56
    width: size
    height: size
    radius: size * 0.12
    color: Theme.vermilion
    rotation: -4
    border.color: Qt.darker(Theme.vermilion, 1.2)
    border.width: 2
    Rectangle {
        anchors.fill: parent
        anchors.margins: seal.size * 0.07
        color: "transparent"
        radius: seal.radius * 0.6
        border.color: Theme.paperLight
        border.width: Math.max(1, seal.size * 0.03)
    }
    Text {
        anchors.centerIn: parent
        text: seal.text
        color: Theme.paperLight
        font.family: Theme.kanjiFont
        font.bold: true
        font.pixelSize: seal.size * (seal.text.length > 1 ? 0.34 : 0.55)
        lineHeight: 0.9
        // Two characters a line for a name; one large character gets the room it needs.
        width: seal.size * (seal.text.length > 1 ? 0.5 : 0.7)
        wrapMode: Text.WrapAnywhere
        horizontalAlignment: Text.AlignHCenter
    }
}
