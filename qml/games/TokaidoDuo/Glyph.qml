// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu
import Kotatsu.Bridge
import "InkDrawings.js" as InkDrawings

// A small ink drawing for a kind of thing on the Tokaido Duo table, in the washi style (no
// emoji, no image files): ring spaces (temple, garden, town, hot_spring, seashore, start), the
// mountain town, region and painting icons (bamboo, waterfall, mountain, sea), wares
// (kimono, ceramics, doll, fan), the three characters, coins, gold slabs and the painting's
// back (brush). An unknown kind draws a plain dot, so new data never breaks the table.
// The drawings are InkDrawings.js's, painted once per kind, colour and size (InkPictures) and
// shared by every glyph that shows the same: the square of the glyph's shorter side, centred.
// (One Image, not an Item holding one: a table shows a hundred glyphs or more.)
Image {
    id: glyph
    property string kind: ""
    property color colour: Theme.ink
    // A light glyph on a dark ground (the dice, chosen buttons).
    property bool inverted: false
    readonly property int side: Math.ceil(Math.min(width, height))

    // (No size of its own: every glyph is given one, and an Image's implicit size is its
    // picture's.)
    fillMode: Image.PreserveAspectFit
    sourceSize: Qt.size(side, side)
    // (Asked for once the page's layouts have settled: InkPictures.ready.)
    source: side > 1 && InkPictures.ready
            ? InkPictures.source(Qt.size(100, 100), [glyph.inverted ? Theme.paperLight : glyph.colour],
                                 InkDrawings.glyphs[glyph.kind] || InkDrawings.dot)
            : ""
}
