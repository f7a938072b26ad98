// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// How the garden's board is turned when a shared view draws its board graph (the rules
// editor's generic preview, editor/BoardPreview.qml, which loads it as
// games/<Id>/<Id>BoardLook.qml): as the table draws it, y up, the fields and lines over
// the points. A game without this file is drawn with the preview's defaults.
QtObject {
    readonly property bool yUp: true
    readonly property bool regionsOnTop: true
    readonly property bool edgesOnTop: true
    readonly property real padding: 0
    // A node's marker and an edge's thickness, as fractions of the view's unit.
    readonly property real markerSize: 0.6
    readonly property real edgeThickness: 0.08
}
