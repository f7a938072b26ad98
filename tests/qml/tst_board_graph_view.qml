// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import KotatsuTest
import Kotatsu

// BoardGraphView on a small graph: nodes placed by their positions scaled to the view, cells
// drawn as polygons, edges between nodes or on their segments, region outlines, replaceable
// delegates, and a real click on a node emitting its id.
TestCase {
    id: testCase
    name: "BoardGraphView"
    when: windowShown
    visible: true
    width: 600
    height: 400

    // Bounds 4 × 2 graph units: in a 400 × 200 view one unit is 100 pixels.
    readonly property var smallGraph: ({
        node_kinds: ["town", "field"],
        edge_kinds: ["route", "line"],
        region_kinds: ["region"],
        bounds: [0, 0, 4, 2],
        nodes: [
            { id: "a", kind: "town", owner: null, position: [1, 1] },
            { id: "b", kind: "town", owner: null, position: [3, 0.5],
              name: { en: "Bee", es: "Be", fr: "Bé", ja: "ビ", hu: "Bé" } },
            { id: "c", kind: "field", owner: 0, position: [3.5, 1.5], cells: [[3, 1]] }
        ],
        edges: [
            { a: "a", b: "b", kind: "route", attributes: { colour: "#e08a2c" } },
            { a: "b", b: "c", kind: "line", segment: [3, 1, 4, 1] }
        ],
        regions: [
            { id: "r", kind: "region", nodes: ["c"], adjacent: [],
              outline: [[3, 1, 4, 1], [4, 1, 4, 2], [3, 2, 4, 2], [3, 1, 3, 2]] }
        ]
    })

    Component {
        id: viewComponent
        BoardGraphView {
            width: 400
            height: 200
            graph: testCase.smallGraph
        }
    }

    Component {
        id: customComponent
        BoardGraphView {
            id: custom
            width: 400
            height: 200
            graph: testCase.smallGraph
            nodeDelegate: Rectangle {
                required property var modelData
                readonly property var c: custom.nodeCentre(modelData.id)
                objectName: "custom_" + modelData.id
                x: c.x - 5
                y: c.y - 5
                width: 10
                height: 10
            }
            Rectangle {
                objectName: "overlayChild"
                readonly property var c: custom.nodeCentre("a")
                x: c.x
                y: c.y
                width: 4
                height: 4
            }
        }
    }

    SignalSpy {
        id: clicks
        signalName: "nodeClicked"
    }

    function centreOf(item) {
        return Qt.point(item.x + item.width / 2, item.y + item.height / 2)
    }

    function test_positionsScaleToTheView() {
        const view = createTemporaryObject(viewComponent, testCase)
        verify(view)
        compare(view.unit, 100)
        const a = findChild(view, "node_a")
        verify(a)
        fuzzyCompare(centreOf(a).x, 100, 0.01)
        fuzzyCompare(centreOf(a).y, 100, 0.01)
        fuzzyCompare(a.width, 60, 0.01) // the marker is 0.6 units
        const b = findChild(view, "node_b")
        fuzzyCompare(centreOf(b).x, 300, 0.01)
        fuzzyCompare(centreOf(b).y, 50, 0.01)
        // A node with cells covers them: cell [3, 1] is x 300..400, y 100..200.
        const c = findChild(view, "node_c")
        compare(Qt.rect(c.x, c.y, c.width, c.height), Qt.rect(300, 100, 100, 100))

        // Twice the size: twice the scale. A wider view centres the drawing.
        view.width = 800
        view.height = 400
        compare(view.unit, 200)
        fuzzyCompare(centreOf(a).x, 200, 0.01)
        view.width = 1000
        compare(view.unit, 200)
        fuzzyCompare(centreOf(a).x, 300, 0.01)
        view.width = 400
        view.height = 200

        // y up turns the drawing over; a quarter turn puts the long side upright.
        view.yUp = true
        fuzzyCompare(centreOf(b).y, 150, 0.01)
        view.yUp = false
        view.quarterTurns = 1
        compare(view.unit, 50) // 2 × 4 units in 400 × 200
        const p = view.point(1, 1)
        // Clockwise: graph x runs down, graph y runs right to left.
        fuzzyCompare(p.x, view.offsetX + 50, 0.01)
        fuzzyCompare(p.y, view.offsetY + 50, 0.01)
        fuzzyCompare(view.point(0, 0).x, view.offsetX + 100, 0.01)
    }

    function test_edgesAndRegions() {
        const view = createTemporaryObject(viewComponent, testCase)
        const route = findChild(view, "edge_a_b")
        verify(route)
        compare(route.color, Qt.color("#e08a2c"))
        fuzzyCompare(route.width, Math.hypot(200, 50), 0.01)
        const line = findChild(view, "edge_b_c")
        verify(line)
        fuzzyCompare(line.width, 100, 0.01) // its own segment, not node to node
        compare(line.p0, Qt.point(300, 100))
        const region = findChild(view, "region_r")
        verify(region)
    }

    function test_clickOnANodeEmitsItsId() {
        const view = createTemporaryObject(viewComponent, testCase)
        clicks.target = view
        clicks.clear()
        mouseClick(view, 300, 50) // on b
        compare(clicks.count, 1)
        compare(clicks.signalArguments[0][0], "b")
        mouseClick(view, 350, 150) // in c's cell
        compare(clicks.count, 2)
        compare(clicks.signalArguments[1][0], "c")
        mouseClick(view, 200, 180) // nowhere
        compare(clicks.count, 2)
    }

    function test_delegatesCanBeReplaced() {
        const view = createTemporaryObject(customComponent, testCase)
        verify(!findChild(view, "node_a"))
        const a = findChild(view, "custom_a")
        verify(a)
        compare(centreOf(a), Qt.point(100, 100))
        const child = findChild(view, "overlayChild")
        verify(child)
        compare(child.x, 100)
        // Drawn in the view's coordinates, in a layer above the nodes.
        compare(child.parent.parent, view)
        verify(child.parent.z > a.parent.parent.z)
    }
}
