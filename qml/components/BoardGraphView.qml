// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// Draws a board graph as core describes it (BoardGraph::toJson(): nodes with positions and
// cells, edges, regions with outlines, bounds), scaled to fit the view and centred in it.
// Nodes with cells are drawn as their cells, others as a marker at their position; edges as
// segments (their own `segment`, else from node to node), styled by kind or by a `colour`
// attribute; regions as their outline. A game replaces any of the three delegates to keep its
// look; each delegate gets `modelData` (the node, edge or region) and places itself with
// point(), cellsRect(), nodeRect() or edgeEnds(). Children of the view are drawn above the
// board in the same coordinates (figures, trails), as is `overlay`.
Item {
    id: view

    // BoardGraph::toJson(), or null.
    property var graph: null
    // The graph's y axis points up (row 1 at the bottom), not down as on screen.
    property bool yUp: false
    // Quarter turns clockwise after that (0 to 3).
    property int quarterTurns: 0
    // Room around the bounds, in graph units (for markers on the edge of the board).
    property real padding: 0
    // The size of a node marker (nodes without cells), in graph units.
    property real markerSize: 0.6
    // Regions above the nodes (outlines over opaque fields) or below them (areas under points).
    property bool regionsOnTop: false
    // Edges above the nodes (lines drawn on fields) or below them (routes between markers).
    property bool edgesOnTop: false

    property Component nodeDelegate: defaultNode
    // Delegates for particular node kinds ({kind: Component}); other kinds use nodeDelegate.
    property var nodeDelegates: ({})
    property Component edgeDelegate: defaultEdge
    property Component regionDelegate: defaultRegion
    property Component overlay: null
    default property alias content: overlayLayer.data

    signal nodeClicked(string id)

    readonly property var nodes: graph && graph.nodes ? graph.nodes : []
    readonly property var edges: graph && graph.edges ? graph.edges : []
    readonly property var regions: graph && graph.regions ? graph.regions : []
    readonly property var bounds: graph && graph.bounds ? graph.bounds : [0, 0, 1, 1]
    readonly property var nodeById: {
        const out = {}
        for (const n of nodes)
            out[n.id] = n
        return out
    }
    readonly property real spanX: Math.max(1e-6, bounds[2] - bounds[0] + 2 * padding)
    readonly property real spanY: Math.max(1e-6, bounds[3] - bounds[1] + 2 * padding)
    readonly property int turns: ((quarterTurns % 4) + 4) % 4
    readonly property bool sideways: turns % 2 === 1
    // Pixels per graph unit, and where the drawing starts so that it is centred.
    readonly property real unit: Math.max(0, Math.min(width / (sideways ? spanY : spanX),
                                                      height / (sideways ? spanX : spanY)))
    readonly property real offsetX: (width - (sideways ? spanY : spanX) * unit) / 2
    readonly property real offsetY: (height - (sideways ? spanX : spanY) * unit) / 2

    // A point of the graph's coordinates in the view's pixels.
    function point(x, y) {
        const u = x - bounds[0] + padding
        const v = yUp ? bounds[3] + padding - y : y - bounds[1] + padding
        let X = u, Y = v
        switch (turns) {
        case 1: X = spanY - v; Y = u; break
        case 2: X = spanX - u; Y = spanY - v; break
        case 3: X = v; Y = spanX - u; break
        }
        return Qt.point(offsetX + X * unit, offsetY + Y * unit)
    }
    // The pixel rectangle around a set of cells [[x, y], ...].
    function cellsRect(cells) {
        let x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9
        for (const c of cells) {
            for (const p of [point(c[0], c[1]), point(c[0] + 1, c[1] + 1)]) {
                x0 = Math.min(x0, p.x); y0 = Math.min(y0, p.y)
                x1 = Math.max(x1, p.x); y1 = Math.max(y1, p.y)
            }
        }
        return Qt.rect(x0, y0, x1 - x0, y1 - y0)
    }
    // A node's centre in pixels (its position), or null for an unknown id.
    function nodeCentre(id) {
        const n = nodeById[id]
        return n ? point(n.position[0], n.position[1]) : null
    }
    // A node's rectangle: around its cells, else a marker around its position.
    function nodeRect(n) {
        if (n.cells && n.cells.length > 0)
            return cellsRect(n.cells)
        const c = point(n.position[0], n.position[1])
        const s = markerSize * unit
        return Qt.rect(c.x - s / 2, c.y - s / 2, s, s)
    }
    // An edge's two ends in pixels: its segment, else its nodes' positions.
    function edgeEnds(e) {
        if (e.segment)
            return [point(e.segment[0], e.segment[1]), point(e.segment[2], e.segment[3])]
        return [nodeCentre(e.a) || Qt.point(0, 0), nodeCentre(e.b) || Qt.point(0, 0)]
    }
    // A colour for a kind, the same every time.
    function kindColour(kinds, kind) {
        const palette = ["#3d5a80", "#c0432c", "#4f7a3a", "#b8862b", "#6b4c8a", "#2b7a78"]
        const i = Math.max(0, (kinds || []).indexOf(kind))
        return palette[i % palette.length]
    }

    // A straight band from p0 to p1.
    component Segment: Rectangle {
        property point p0
        property point p1
        property real thickness: 2
        x: p0.x
        y: p0.y - thickness / 2
        width: Math.hypot(p1.x - p0.x, p1.y - p0.y)
        height: thickness
        radius: thickness / 2
        transformOrigin: Item.Left
        rotation: Math.atan2(p1.y - p0.y, p1.x - p0.x) * 180 / Math.PI
        antialiasing: true
    }

    Component {
        id: defaultRegion
        Item {
            id: region
            required property var modelData
            objectName: "region_" + modelData.id
            anchors.fill: parent
            Repeater {
                model: region.modelData.outline || []
                Segment {
                    required property var modelData
                    p0: view.point(modelData[0], modelData[1])
                    p1: view.point(modelData[2], modelData[3])
                    thickness: Math.max(1, view.unit * 0.03)
                    color: view.kindColour(view.graph.region_kinds, region.modelData.kind)
                    opacity: 0.6
                }
            }
        }
    }

    Component {
        id: defaultNode
        Item {
            id: node
            required property var modelData
            readonly property var r: view.nodeRect(modelData)
            readonly property bool cells: (modelData.cells || []).length > 0
            readonly property color colour: (modelData.attributes && modelData.attributes.colour
                                             && modelData.attributes.colour[0] === "#")
                                            ? modelData.attributes.colour
                                            : view.kindColour(view.graph.node_kinds, modelData.kind)
            objectName: "node_" + modelData.id
            x: r.x
            y: r.y
            width: r.width
            height: r.height
            Repeater {
                model: node.cells ? node.modelData.cells : []
                Rectangle {
                    required property var modelData
                    readonly property var c: view.cellsRect([modelData])
                    x: c.x - node.x + 1
                    y: c.y - node.y + 1
                    width: c.width - 2
                    height: c.height - 2
                    radius: 3
                    color: Qt.lighter(node.colour, 1.6)
                    border.color: node.colour
                }
            }
            Rectangle {
                visible: !node.cells
                anchors.fill: parent
                radius: width / 2
                color: mouse.containsMouse ? Qt.lighter(node.colour, 1.3) : node.colour
                border.color: Qt.darker(node.colour, 1.4)
                border.width: 1.5
            }
            Text {
                anchors.centerIn: parent
                text: node.modelData.name ? Theme.t(node.modelData.name) : node.modelData.id
                font.pixelSize: Math.max(8, Math.min(node.height * 0.4, view.unit * 0.3))
                color: node.cells ? Theme.ink : "white"
            }
            MouseArea {
                id: mouse
                anchors.fill: parent
                hoverEnabled: true
                cursorShape: Qt.PointingHandCursor
                onClicked: view.nodeClicked(node.modelData.id)
            }
        }
    }

    Component {
        id: defaultEdge
        Segment {
            required property var modelData
            readonly property var ends: view.edgeEnds(modelData)
            readonly property string attributeColour: modelData.attributes
                                                      && modelData.attributes.colour
                                                      ? modelData.attributes.colour : ""
            objectName: "edge_" + modelData.a + "_" + modelData.b
            p0: ends[0]
            p1: ends[1]
            thickness: Math.max(2, view.unit * 0.08)
            color: attributeColour[0] === "#" ? attributeColour
                                              : view.kindColour(view.graph.edge_kinds, modelData.kind)
        }
    }

    Item {
        id: regionLayer
        anchors.fill: parent
        z: view.regionsOnTop ? 2 : 0
        Repeater {
            model: view.regions
            delegate: view.regionDelegate
        }
    }
    Item {
        id: nodeLayer
        anchors.fill: parent
        z: 1
        // One layer per node kind, so that each kind may have its own delegate.
        Repeater {
            model: view.graph && view.graph.node_kinds ? view.graph.node_kinds : []
            Item {
                id: kindLayer
                required property string modelData
                anchors.fill: parent
                Repeater {
                    model: view.nodes.filter(n => n.kind === kindLayer.modelData)
                    delegate: view.nodeDelegates[kindLayer.modelData] || view.nodeDelegate
                }
            }
        }
    }
    Item {
        id: edgeLayer
        anchors.fill: parent
        z: view.edgesOnTop ? 3 : 0.5
        // (None when edgeDelegate is null: a board that draws its edges itself.)
        Repeater {
            model: view.edgeDelegate ? view.edges : []
            delegate: view.edgeDelegate
        }
    }
    Item {
        id: overlayLayer
        anchors.fill: parent
        z: 4
        Loader {
            anchors.fill: parent
            sourceComponent: view.overlay
        }
    }
}
