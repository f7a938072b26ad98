// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu
import Kotatsu.Bridge
import "InkDrawings.js" as InkDrawings

// A wooden traveller in a player's colour, one silhouette per character: the pilgrim under
// a wide conical hat, the merchant with a pack on the back, the artist with a brush raised
// (InkDrawings.travellers, painted once per look and size by InkPictures and shared).
Image {
    id: meeple
    property string character: "pilgrim"
    property color colour: "#4f8a3a"
    property bool emphasised: false

    sourceSize: Qt.size(Math.ceil(width), Math.ceil(height))
    // (Asked for once the page's layouts have settled: InkPictures.ready.)
    source: width >= 2 && height >= 2 && InkPictures.ready
            ? InkPictures.source(Qt.size(100, 116), [meeple.colour, Qt.darker(meeple.colour, 1.7)],
                                 (InkDrawings.travellers[meeple.character] || InkDrawings.travellers.artist)[meeple.emphasised ? 1 : 0])
            : ""
}
