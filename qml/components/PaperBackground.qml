// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// Washi paper: a warm base colour with a tiled fibre texture.
Rectangle {
    color: Theme.paper
    Image {
        anchors.fill: parent
        source: Qt.resolvedUrl("../images/washi.jpg")
        fillMode: Image.Tile
        opacity: 0.55
        smooth: false
    }
}
