// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu
import Kotatsu.Bridge
import "GardenDrawings.js" as GardenDrawings

// One bead: a glossy ball in its colour, its pattern in light strokes (dots, stripes,
// waves) and its one-letter symbol, so that colours can be told apart without seeing them.
// `info` is a bead_colours entry of the game's description. In colour-blind-safe mode the
// letter is always drawn, bigger, and the pattern stronger.
Item {
    id: bead
    property var info: null
    property real size: 18
    // The symbol is drawn when the bead is big enough to read it.
    property bool showSymbol: size >= 13 || Theme.colourBlind
    // How much of the bead shows under the one stacked on it (from its bottom): the letter is
    // drawn in that band.
    property real band: size
    width: size
    height: size

    readonly property color fill: info ? info.hex : Theme.inkFaint
    readonly property string pattern: info ? (info.pattern || "") : ""
    // Light colours (yellow) get dark marks, dark ones light marks.
    readonly property bool light: (0.299 * fill.r + 0.587 * fill.g + 0.114 * fill.b) > 0.62
    readonly property color mark: light ? "#5a4300" : "#ffffff"

    // The ball and its pattern (GardenDrawings: painted once per look and size and shared by
    // every bead that shows it; asked for once the page's layouts have settled).
    Image {
        anchors.fill: parent
        sourceSize: Qt.size(Math.ceil(width), Math.ceil(height))
        source: width >= 2 && InkPictures.ready
                ? InkPictures.source(Qt.size(width, height), [],
                                     GardenDrawings.bead(bead.fill, bead.mark, bead.pattern,
                                                         bead.showSymbol && !Theme.colourBlind, width))
                : ""
    }

    Text {
        objectName: "beadLetter"
        visible: bead.showSymbol
        readonly property real room: Math.min(bead.size, bead.band)
        anchors.centerIn: parent
        anchors.verticalCenterOffset: 0.5 + (bead.size - room) / 2
        text: bead.info ? Theme.t(bead.info.symbol) : ""
        color: bead.light ? "#3d2e00" : "#ffffff"
        style: Text.Outline
        styleColor: bead.light ? "#80ffffff" : Qt.darker(bead.fill, 1.8)
        font.family: Theme.bodyFont
        font.bold: true
        // 11 px at least: the letter is read, on the smallest board too.
        font.pixelSize: Math.max(11, Math.round(Math.min(bead.size * (Theme.colourBlind ? 0.64 : 0.58), room * 0.92)))
    }
}
