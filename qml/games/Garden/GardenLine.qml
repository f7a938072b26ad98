// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// A coloured line between two fields, laid like a band of pebbles along the shared edge:
// its colour, its pattern (dots, stripes, waves: the same marks as on the beads; drawn by
// GardenLines) and, in a small disc in the middle, the colour's one-letter symbol (this
// item). The item is centred on the edge.
// In colour-blind-safe mode the disc and its letter are bigger (a kanji needs the pixels).
Item {
    id: line
    property var info: null
    property bool vertical: false
    property real length: 70
    property real thickness: 8
    // The line the figure would cross to reach a highlighted field.
    property bool emphasised: false
    property bool showSymbol: true

    readonly property color fill: info ? info.hex : Theme.inkFaint
    readonly property string pattern: info ? (info.pattern || "") : ""
    readonly property bool light: (0.299 * fill.r + 0.587 * fill.g + 0.114 * fill.b) > 0.62
    readonly property real band: emphasised ? thickness * 1.45 : thickness

    width: vertical ? band : length
    height: vertical ? length : band

    // The band itself, its pattern and the halo of an emphasised line are drawn with every
    // other line's by GardenLines (GardenBoard), under the symbol discs.

    // The symbol disc.
    Rectangle {
        objectName: "lineSymbol"
        visible: line.showSymbol
        anchors.centerIn: parent
        z: 2
        // Big enough for a readable letter (a kanji in Japanese needs more pixels).
        width: Theme.colourBlind ? Math.max(Theme.japanese ? 28 : 24, line.thickness * 3)
                                 : Math.max(Theme.japanese ? 24 : 18, line.thickness * 2.4)
        height: width
        radius: width / 2
        color: "#fbf7ee"
        border.color: Qt.darker(line.fill, line.light ? 1.5 : 1.1)
        border.width: 1.5
        Text {
            anchors.centerIn: parent
            text: line.info ? Theme.t(line.info.symbol) : ""
            color: line.light ? "#5a4300" : Qt.darker(line.fill, 1.25)
            font.family: Theme.bodyFont
            font.bold: true
            font.pixelSize: Math.round(parent.width * (Theme.japanese ? 0.62 : 0.64))
        }
    }
}
