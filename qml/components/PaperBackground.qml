// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// Washi paper: a tiled fibre texture on the warm paper colour. The texture comes already
// blended into Theme.paper (at 55 %), so the page is one opaque image and not a blended layer
// over the whole window, which a software renderer pays for on every frame.
Image {
    source: Qt.resolvedUrl("../images/washi-paper.jpg")
    fillMode: Image.Tile
    smooth: false
    Rectangle {
        // Until the picture is there (it loads synchronously; this is only a fallback).
        anchors.fill: parent
        z: -1
        color: Theme.paper
        visible: parent.status !== Image.Ready
    }
}
