// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import "Schema.js" as Schema

// The board as the game draws it (BoardGraphView over the game's describe(): `graph`), from
// the document being edited. A click on a node or an edge chooses the matching item in the
// forms (by id; an edge by the item that names both its ends); the chosen item is ringed in
// indigo, what the check found broken (describe()'s `broken`) in vermilion and listed under it.
Rectangle {
    id: preview
    required property var ctx
    readonly property var board: {
        ctx.editor.revision
        return ctx.editor.board || ({})
    }
    readonly property var graph: board.graph || null
    readonly property var broken: board.broken || []
    readonly property bool hasGraph: graph !== null && (graph.nodes || []).length > 0
    // How the game's board is turned, as its table draws it: the game's own
    // games/<Id>/<Id>BoardLook.qml when its folder has one, else these defaults.
    readonly property var defaultLook: ({ yUp: false, regionsOnTop: false, edgesOnTop: false, padding: 0.5,
                                          markerSize: 0.6, edgeThickness: 0.08 })
    property var look: defaultLook
    property string lookFor: ""
    function loadLook() {
        const id = ctx.editor.gameId || ""
        if (id === lookFor)
            return
        if (look !== defaultLook)
            look.destroy()
        look = defaultLook
        lookFor = id
        if (id === "")
            return
        const folder = Theme.gameFolder(id)
        const component = Qt.createComponent("../games/" + folder + "/" + folder + "BoardLook.qml")
        if (component.status === Component.Ready)
            look = component.createObject(preview)
    }
    Component.onCompleted: loadLook()
    Connections {
        target: preview.ctx.editor
        function onDocumentChanged() { preview.loadLook() }
    }

    // The lists whose items may be drawn on the board: towns, spaces, bases (items with an
    // id), routes and lines (items naming two nodes); not lists inside list items.
    readonly property var tables: {
        const out = []
        const nodes = ctx.idx.nodes || {}
        for (const key of (ctx.idx.keys || [])) {
            if (nodes[key].type === "list" && !nodes[key].inItem)
                out.push(key)
        }
        return out
    }
    // Node id → the path of the item that defines it ("M1" → "board.towns[3]").
    readonly property var nodePaths: {
        ctx.editor.revision
        const out = {}
        if (!hasGraph)
            return out
        const ids = {}
        for (const n of graph.nodes)
            ids[n.id] = true
        for (const listKey of tables) {
            const items = ctx.editor.value(listKey)
            if (!Array.isArray(items))
                continue
            for (let i = 0; i < items.length; ++i) {
                const it = items[i]
                if (it && typeof it === "object" && !Array.isArray(it) && ids[it.id] && out[it.id] === undefined)
                    out[it.id] = listKey + "[" + i + "]"
            }
        }
        return out
    }
    // The path of the item of an edge: the first list item naming both its ends.
    function edgePath(a, b) {
        for (const listKey of tables) {
            const items = ctx.editor.value(listKey)
            if (!Array.isArray(items))
                continue
            for (let i = 0; i < items.length; ++i) {
                const it = items[i]
                if (Array.isArray(it) && it.indexOf(a) >= 0 && it.indexOf(b) >= 0)
                    return listKey + "[" + i + "]"
            }
        }
        return ""
    }
    // A node without an item of its own (a garden field): the item of a list that names it.
    function mentionPath(id) {
        for (const listKey of tables) {
            const items = ctx.editor.value(listKey)
            if (!Array.isArray(items))
                continue
            for (let i = 0; i < items.length; ++i) {
                const it = items[i]
                const values = Array.isArray(it) ? it : it && typeof it === "object" ? Object.values(it) : []
                if (values.some(v => v === id || (Array.isArray(v) && v.indexOf(id) >= 0)))
                    return listKey + "[" + i + "]"
            }
        }
        return ""
    }
    function chooseNode(id) {
        const path = nodePaths[id] || mentionPath(id)
        if (path !== "")
            ctx.select(path, "board")
    }
    function isBroken(path) {
        return path !== "" && broken.some(b => Schema.within(b.path, path))
    }

    objectName: "boardPreview"
    color: Qt.rgba(1, 1, 1, 0.35)
    border.color: Theme.line
    radius: 6

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 6
        spacing: 4
        Text {
            Layout.fillWidth: true
            visible: !preview.hasGraph
            //: Rules editor: in place of the board preview for games without a drawn board (Shikoku, Hyano)
            text: qsTr("This game has no board to draw: its deck, piles and staircase are edited in the tables.")
            font.pixelSize: 13
            color: Theme.inkSoft
            wrapMode: Text.Wrap
        }
        BoardGraphView {
            id: view
            objectName: "previewGraph"
            visible: preview.hasGraph
            Layout.fillWidth: true
            Layout.fillHeight: true
            graph: preview.graph
            yUp: preview.look.yUp
            regionsOnTop: preview.look.regionsOnTop
            edgesOnTop: preview.look.edgesOnTop
            padding: preview.look.padding
            markerSize: preview.look.markerSize
            edgeDelegate: clickableEdge
            onNodeClicked: function(id) { preview.chooseNode(id) }

            // Rings: the chosen item's node, and nodes of broken items.
            Repeater {
                model: view.nodes
                Rectangle {
                    required property var modelData
                    readonly property string path: preview.nodePaths[modelData.id] || ""
                    readonly property bool chosen: path !== "" && Schema.within(preview.ctx.selectedPath, path)
                    readonly property bool bad: preview.isBroken(path)
                    readonly property var r: view.nodeRect(modelData)
                    objectName: "ring_" + modelData.id
                    visible: chosen || bad
                    x: r.x - 4
                    y: r.y - 4
                    width: r.width + 8
                    height: r.height + 8
                    radius: Math.min(width, height) / 2
                    color: "transparent"
                    border.color: bad ? Theme.vermilion : Theme.indigo
                    border.width: 3
                }
            }
        }
        Component {
            id: clickableEdge
            Item {
                id: edge
                required property var modelData
                readonly property var ends: view.edgeEnds(modelData)
                readonly property string path: preview.edgePath(modelData.a, modelData.b)
                readonly property bool chosen: path !== "" && Schema.within(preview.ctx.selectedPath, path)
                readonly property bool bad: preview.isBroken(path)
                readonly property string attributeColour: modelData.attributes && modelData.attributes.hex
                                                          ? modelData.attributes.hex
                                                          : modelData.attributes && modelData.attributes.colour
                                                            ? modelData.attributes.colour : ""
                readonly property real thickness: Math.max(3, view.unit * preview.look.edgeThickness)
                objectName: "edge_" + modelData.a + "_" + modelData.b
                x: ends[0].x
                y: ends[0].y - 6
                width: Math.hypot(ends[1].x - ends[0].x, ends[1].y - ends[0].y)
                height: 12
                transformOrigin: Item.Left
                rotation: Math.atan2(ends[1].y - ends[0].y, ends[1].x - ends[0].x) * 180 / Math.PI
                Rectangle {
                    anchors.verticalCenter: parent.verticalCenter
                    width: parent.width
                    height: edge.chosen || edge.bad ? edge.thickness + 3 : edge.thickness
                    radius: height / 2
                    antialiasing: true
                    color: edge.bad ? Theme.vermilion
                                    : edge.chosen ? Theme.indigo
                                                  : edge.attributeColour[0] === "#" ? edge.attributeColour
                                                                                    : view.kindColour(view.graph.edge_kinds, edge.modelData.kind)
                }
                MouseArea {
                    anchors.fill: parent
                    cursorShape: Qt.PointingHandCursor
                    onClicked: if (edge.path !== "") preview.ctx.select(edge.path, "board")
                }
            }
        }
        // What is broken, in red: a click goes to the item.
        Repeater {
            model: preview.broken
            Text {
                required property var modelData
                Layout.fillWidth: true
                text: modelData.path + ": " + modelData.message
                font.pixelSize: 12
                color: Theme.vermilion
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
                MouseArea {
                    anchors.fill: parent
                    cursorShape: Qt.PointingHandCursor
                    onClicked: preview.ctx.select(modelData.path, "board")
                }
            }
        }
    }
}
