// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// A square vermilion seal with white characters, as stamped on Japanese paper.
Rectangle {
    id: seal
    property string text: "炬燵"
    // The characters drawn as a picture instead (the launcher's 炬燵): two glyphs of a logo
    // should not make the first frame wait for a CJK font in a Latin-script language.
    property url image: ""
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
    Image {
        visible: seal.image.toString() !== ""
        anchors.centerIn: parent
        source: seal.image
        height: seal.size * 0.72
        fillMode: Image.PreserveAspectFit
        // Scaled once when loaded, not mipmapped: generating mipmaps costs a software
        // renderer (llvmpipe) some 100 ms on the first frame.
        sourceSize.height: height
        smooth: true
    }
    Text {
        visible: seal.image.toString() === ""
        anchors.centerIn: parent
        text: visible ? seal.text : ""
        color: Theme.paperLight
        // (A drawn seal never asks for the CJK font.)
        font.family: visible ? Theme.kanjiFont : Theme.bodyFont
        font.bold: true
        font.pixelSize: seal.size * (seal.text.length > 1 ? 0.34 : 0.55)
        lineHeight: 0.9
        // Two characters a line for a name; one large character gets the room it needs.
        width: seal.size * (seal.text.length > 1 ? 0.5 : 0.7)
        wrapMode: Text.WrapAnywhere
        horizontalAlignment: Text.AlignHCenter
    }
}
