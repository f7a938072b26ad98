// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu
import Kotatsu.Bridge
import "GardenDrawings.js" as GardenDrawings

// The mark of a field the chosen figure may reach, one look per kind of move (the board
// and the legend of the move panel use the same marks):
//   step     a vermilion disc (a footstep across a line)
//   jump     an indigo ring with a hop arc over it
//   handoff  a dashed indigo ring with a hop arc and a bead (beads handed on, then a jump)
//   setup    a vermilion ring with a cross (place a figure here)
Item {
    id: mark
    property string kind: "step"
    implicitWidth: 22
    implicitHeight: 22

    // (GardenDrawings: painted once per kind and size and shared.)
    Image {
        anchors.fill: parent
        sourceSize: Qt.size(Math.ceil(width), Math.ceil(height))
        source: width >= 2 && height >= 2 && InkPictures.ready
                ? InkPictures.source(Qt.size(width, height), [],
                                     GardenDrawings.targetMark(mark.kind, width, height, Theme.vermilion, Theme.indigo, Theme.gold))
                : ""
    }
}
