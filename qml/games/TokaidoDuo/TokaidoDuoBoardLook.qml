// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// How Tokaido Duo's island is turned when a shared view draws its board graph (the rules
// editor's generic preview, editor/BoardPreview.qml, which loads it as
// games/<Id>/<Id>BoardLook.qml): as the table draws it, y down, with a margin around the
// island; its many spaces get small markers and thin routes.
QtObject {
    readonly property bool yUp: false
    readonly property bool regionsOnTop: false
    readonly property bool edgesOnTop: false
    readonly property real padding: 0.04
    // A node's marker and an edge's thickness, as fractions of the view's unit.
    readonly property real markerSize: 0.05
    readonly property real edgeThickness: 0.008
}
