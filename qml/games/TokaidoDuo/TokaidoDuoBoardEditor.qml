// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge
import "../../editor/Schema.js" as Schema

// Tokaido Duo's board in the rules editor: the real island of the table, with handles over
// each ring space (its type), town (its draw number), route and region (its icon and paint
// scope). Dragging from one town to another adds a route between them; a route's handle
// removes it. What the document's errors point at is drawn in red from the document itself
// (a route to a town that does not exist, a space of an unknown type), since the island can
// only show rules that check clean. A route through a region (routes are the regions' borders)
// is such an error; where the game offers it (RulesEditor.fixes, "split_region"), a banner
// offers to split the region along the route, as one undo step, and then to name the new one.
Item {
    id: view
    required property var editor
    // The list item a click chose, for the forms ("board.towns[3]").
    signal pathSelected(string path)
    // A write the rules refused: why, in the user's language (the page shows it).
    signal problemFound(string message)
    // Writes what a control gave for the value at `path` as core reads it against the value's
    // schema row (RulesEditor.setInput): typed as the row says, or refused with why.
    function write(path, value) {
        const ok = editor.setInput(path, String(value))
        if (!ok)
            problemFound(editor.lastError)
        return ok
    }

    readonly property var boardData: { editor.revision; return editor.value("board") || ({}) }
    readonly property var ring: boardData.ring || []
    readonly property var towns: boardData.towns || []
    readonly property var routes: boardData.routes || []
    readonly property var regions: boardData.regions || []
    readonly property var spaceTypes: boardData.space_types || []
    readonly property var icons: { editor.revision; return editor.value("artist_board.icons") || [] }
    // The region whose paint scope clicks on spaces and towns change (-1: none).
    property int scopeRegion: -1
    // The regions the game offers to split along a route that runs through them.
    readonly property var splitFixes: (editor.fixes || []).filter(f => f.kind === "split_region")
    // The region a split just made, with the name it got, until it is named (or dismissed).
    property string newRegion: ""
    property string newRegionName: ""

    // Whether the check's errors point at `path` or inside it (drawn in red).
    function broken(path) { return Schema.errorAt(editor.errors, path) }
    function townIndex(id) { return towns.findIndex(t => t.id === id) }
    // Where a town is drawn, [x, y] in [0, 1]: its own `at`, else its ring space's.
    function townAt(town) {
        if (town.at)
            return town.at
        const space = ring[town.ring]
        return space && space.at ? space.at : null
    }
    function nameOf(map, fallback) {
        const text = Theme.t(map)
        return text !== "" ? text : fallback
    }
    function typeName(id) {
        const type = spaceTypes.find(t => t.id === id)
        return type ? nameOf(type.name, id) : id
    }
    function hasRoute(a, b) {
        return routes.some(r => (r[0] === a && r[1] === b) || (r[0] === b && r[1] === a))
    }
    function addRoute(a, b) {
        if (a === b || hasRoute(a, b))
            return false
        return editor.insertItem("board.routes", routes.length, [a, b])
    }
    function regionIndex(id) { return regions.findIndex(r => r.id === id) }
    function regionName(id) {
        const r = regions[regionIndex(id)]
        return r ? nameOf(r.name, id) : id
    }
    // A region's name inside a sentence ("el monte Sasa"), else its name.
    function regionInText(id) {
        const r = regions[regionIndex(id)]
        return r ? nameOf(r.name_in_text, nameOf(r.name, id)) : id
    }
    function townName(id) {
        const t = towns.find(x => x.id === id)
        //: Rules editor, Tokaido Duo: a route's end that names no town; %1 the id written
        return t ? nameOf(t.name, id) : qsTr("%1 (no such town)").arg(id)
    }
    // The towns of the route a fix is for, by name.
    function routeWords(fix) {
        const route = routes[Number(fix.args.route)] || []
        return [townName(route[0]), townName(route[1])]
    }
    // Splits a region along the route that crosses it (the game computes the two regions).
    function split(fix) {
        const ends = routeWords(fix)
        //: Rules editor, Tokaido Duo: undo step; %1 is a region, %2 and %3 the towns of a route
        const step = Theme.fill(qsTr("Split %1 along the route %2 – %3"), [regionInText(fix.args.region), ends[0], ends[1]])
        if (!editor.applyFix(fix.path, fix.kind, step))
            return false
        newRegion = fix.args.new_region
        newRegionName = regionName(newRegion)
        return true
    }
    function nameNewRegion() {
        const i = regionIndex(newRegion)
        if (i >= 0)
            pathSelected("board.regions[" + i + "].name")
        newRegion = ""
    }
    function inScope(kind, value) {
        const region = regions[scopeRegion]
        const list = region && region.scope ? region.scope[kind] || [] : []
        return list.indexOf(value) >= 0
    }
    function toggleScope(kind, value) {
        const region = regions[scopeRegion]
        if (!region)
            return
        const path = "board.regions[" + scopeRegion + "].scope." + kind
        const list = region.scope ? region.scope[kind] || [] : []
        const at = list.indexOf(value)
        if (at >= 0)
            editor.removeItem(path, at)
        else
            editor.setValue(path, list.concat([value]))
    }

    TablePreview {
        id: preview
        anchors.fill: parent
        editor: view.editor
        boardProperty: "island"
        overlay: handles
    }

    Component {
        id: handles
        Item {
            id: handleLayer
            readonly property real r: Math.max(7, Math.min(width, height) * 0.028)
            function px(p) { return Qt.point(p[0] * width, p[1] * height) }
            function townUnder(x, y) {
                for (const town of view.towns) {
                    const at = view.townAt(town)
                    if (at && Math.hypot(at[0] * width - x, at[1] * height - y) <= r * 1.6)
                        return town.id
                }
                return ""
            }
            property string dragFrom: ""
            property point dragTo: Qt.point(0, 0)

            // Routes: red where broken (drawn from the document), and the route being dragged.
            Canvas {
                id: routeCanvas
                anchors.fill: parent
                property var paintKey: [view.routes, view.towns, view.editor.errors, handleLayer.dragFrom, handleLayer.dragTo]
                onPaintKeyChanged: requestPaint()
                onPaint: {
                    const ctx = getContext("2d")
                    ctx.reset()
                    ctx.lineWidth = Math.max(2, handleLayer.r * 0.4)
                    ctx.setLineDash([4, 3])
                    for (let k = 0; k < view.routes.length; ++k) {
                        if (!view.broken("board.routes[" + k + "]"))
                            continue
                        const ends = view.routes[k].map(id => view.towns.find(t => t.id === id))
                        const known = ends.filter(t => t && view.townAt(t)).map(t => handleLayer.px(view.townAt(t)))
                        ctx.strokeStyle = Theme.vermilion
                        ctx.beginPath()
                        if (known.length === 2) {
                            // A route the check refuses (one through a region): solid and thick,
                            // on a pale halo, so it shows over the island's pieces.
                            ctx.save()
                            ctx.setLineDash([])
                            ctx.lineCap = "round"
                            ctx.strokeStyle = Theme.paperLight
                            ctx.lineWidth = Math.max(5, handleLayer.r * 0.9)
                            ctx.moveTo(known[0].x, known[0].y)
                            ctx.lineTo(known[1].x, known[1].y)
                            ctx.stroke()
                            ctx.strokeStyle = Theme.vermilion
                            ctx.lineWidth = Math.max(3, handleLayer.r * 0.5)
                            ctx.beginPath()
                            ctx.moveTo(known[0].x, known[0].y)
                            ctx.lineTo(known[1].x, known[1].y)
                            ctx.stroke()
                            ctx.restore()
                            continue
                        } else if (known.length === 1) {
                            // The missing end: a short red stub towards nowhere.
                            ctx.moveTo(known[0].x, known[0].y)
                            ctx.lineTo(known[0].x + handleLayer.r * 3.5, known[0].y - handleLayer.r * 2.6)
                        }
                        ctx.stroke()
                    }
                    if (handleLayer.dragFrom !== "") {
                        const town = view.towns.find(t => t.id === handleLayer.dragFrom)
                        const from = town ? handleLayer.px(view.townAt(town)) : null
                        if (from) {
                            ctx.strokeStyle = Theme.indigo
                            ctx.beginPath()
                            ctx.moveTo(from.x, from.y)
                            ctx.lineTo(handleLayer.dragTo.x, handleLayer.dragTo.y)
                            ctx.stroke()
                        }
                    }
                }
            }

            // Route handles at the middle of each route.
            Repeater {
                model: view.routes.length
                Rectangle {
                    id: routeHandle
                    required property int index
                    readonly property var route: view.routes[index] || []
                    readonly property var a: view.towns.find(t => t.id === route[0])
                    readonly property var b: view.towns.find(t => t.id === route[1])
                    readonly property var pa: a && view.townAt(a) ? handleLayer.px(view.townAt(a)) : null
                    readonly property var pb: b && view.townAt(b) ? handleLayer.px(view.townAt(b)) : null
                    readonly property bool bad: view.broken("board.routes[" + index + "]")
                    objectName: "routeHandle_" + index
                    visible: pa !== null || pb !== null
                    width: handleLayer.r * (bad ? 1.6 : 1.1)
                    height: width
                    radius: width / 2
                    x: (pa && pb ? (pa.x + pb.x) / 2 : (pa || pb || Qt.point(0, 0)).x + handleLayer.r * 3.5) - width / 2
                    y: (pa && pb ? (pa.y + pb.y) / 2 : (pa || pb || Qt.point(0, 0)).y - handleLayer.r * 2.6) - height / 2
                    // Shown on hover only (a dot at every route would look like a space), and
                    // always when broken, with a "?" where a town is missing.
                    color: bad ? Theme.vermilion : routeArea.containsMouse ? "#e07b27" : "transparent"
                    border.color: bad ? Qt.darker(Theme.vermilion, 1.3) : routeArea.containsMouse ? "#b0561a" : "transparent"
                    border.width: 1.5
                    Text {
                        anchors.centerIn: parent
                        visible: routeHandle.bad && !(routeHandle.pa && routeHandle.pb)
                        text: "?"
                        color: Theme.paperLight
                        font.bold: true
                        font.pixelSize: parent.height * 0.8
                    }
                    MouseArea {
                        id: routeArea
                        anchors.fill: parent
                        anchors.margins: -4
                        hoverEnabled: true
                        cursorShape: Qt.PointingHandCursor
                        onClicked: {
                            view.pathSelected("board.routes[" + routeHandle.index + "]")
                            routeBubble.index = routeHandle.index
                            routeBubble.openAt(routeHandle)
                        }
                    }
                }
            }

            // Ring spaces.
            Repeater {
                model: view.ring.length
                Rectangle {
                    id: spaceHandle
                    required property int index
                    readonly property var space: view.ring[index] || ({})
                    readonly property var p: space.at ? handleLayer.px(space.at) : Qt.point(-100, -100)
                    readonly property bool bad: view.broken("board.ring[" + index + "]")
                    readonly property bool scoped: view.scopeRegion >= 0 && view.inScope("ring", index)
                    objectName: "spaceHandle_" + index
                    width: handleLayer.r * 2.2
                    height: width
                    radius: width / 2
                    x: (p ? p.x : -100) - width / 2
                    y: (p ? p.y : -100) - height / 2
                    color: scoped ? Qt.rgba(0.18, 0.29, 0.43, 0.35) : "transparent"
                    border.color: bad ? Theme.vermilion : spaceArea.containsMouse ? Theme.indigo : "transparent"
                    border.width: bad ? 3 : 2
                    MouseArea {
                        id: spaceArea
                        anchors.fill: parent
                        hoverEnabled: true
                        cursorShape: Qt.PointingHandCursor
                        onClicked: {
                            view.pathSelected("board.ring[" + spaceHandle.index + "]")
                            if (view.scopeRegion >= 0) {
                                view.toggleScope("ring", spaceHandle.index)
                                return
                            }
                            spaceBubble.index = spaceHandle.index
                            spaceBubble.openAt(spaceHandle)
                        }
                    }
                }
            }

            // Towns: click to edit, drag to another town to add a route.
            Repeater {
                model: view.towns.length
                Rectangle {
                    id: townHandle
                    required property int index
                    readonly property var town: view.towns[index] || ({})
                    readonly property var at: view.townAt(town)
                    readonly property var p: at ? handleLayer.px(at) : Qt.point(-100, -100)
                    readonly property bool bad: view.broken("board.towns[" + index + "]")
                    readonly property bool scoped: view.scopeRegion >= 0 && view.inScope("towns", town.id)
                    objectName: "townHandle_" + (town.id || index)
                    width: handleLayer.r * 2.8
                    height: width
                    radius: 5
                    x: (p ? p.x : -100) - width / 2
                    y: (p ? p.y : -100) - height / 2
                    color: scoped ? Qt.rgba(0.18, 0.29, 0.43, 0.35) : "transparent"
                    border.color: bad ? Theme.vermilion
                                      : townArea.containsMouse || handleLayer.dragFrom === town.id ? "#b0561a" : "transparent"
                    border.width: bad ? 3 : 2
                    MouseArea {
                        id: townArea
                        anchors.fill: parent
                        hoverEnabled: true
                        cursorShape: handleLayer.dragFrom !== "" ? Qt.CrossCursor : Qt.PointingHandCursor
                        property bool dragged: false
                        onPressed: (mouse) => {
                            dragged = false
                            handleLayer.dragFrom = townHandle.town.id
                            handleLayer.dragTo = mapToItem(handleLayer, mouse.x, mouse.y)
                        }
                        onPositionChanged: (mouse) => {
                            if (!pressed)
                                return
                            const p = mapToItem(handleLayer, mouse.x, mouse.y)
                            if (Math.hypot(p.x - townHandle.p.x, p.y - townHandle.p.y) > handleLayer.r)
                                dragged = true
                            handleLayer.dragTo = p
                        }
                        onReleased: (mouse) => {
                            const p = mapToItem(handleLayer, mouse.x, mouse.y)
                            const to = dragged ? handleLayer.townUnder(p.x, p.y) : ""
                            const from = handleLayer.dragFrom
                            handleLayer.dragFrom = ""
                            if (to !== "" && to !== from)
                                view.addRoute(from, to)
                        }
                        onCanceled: handleLayer.dragFrom = ""
                        onClicked: {
                            if (dragged)
                                return
                            view.pathSelected("board.towns[" + townHandle.index + "]")
                            if (view.scopeRegion >= 0) {
                                view.toggleScope("towns", townHandle.town.id)
                                return
                            }
                            townBubble.index = townHandle.index
                            townBubble.openAt(townHandle)
                        }
                    }
                }
            }

            // Regions: a handle at each label.
            Repeater {
                model: view.regions.length
                Rectangle {
                    id: regionHandle
                    required property int index
                    readonly property var region: view.regions[index] || ({})
                    readonly property var p: region.label ? handleLayer.px(region.label) : Qt.point(-100, -100)
                    readonly property bool bad: view.broken("board.regions[" + index + "]")
                    readonly property bool editing: view.scopeRegion === index
                    objectName: "regionHandle_" + (region.id || index)
                    width: handleLayer.r * 3.4
                    height: width
                    radius: width / 2
                    x: (p ? p.x : -100) - width / 2
                    y: (p ? p.y : -100) - height / 2
                    color: editing ? Qt.rgba(0.18, 0.29, 0.43, 0.25) : "transparent"
                    border.color: bad ? Theme.vermilion : editing || regionArea.containsMouse ? Theme.indigo : "transparent"
                    border.width: bad || editing ? 3 : 2
                    MouseArea {
                        id: regionArea
                        anchors.fill: parent
                        hoverEnabled: true
                        cursorShape: Qt.PointingHandCursor
                        onClicked: {
                            view.pathSelected("board.regions[" + regionHandle.index + "]")
                            regionBubble.index = regionHandle.index
                            regionBubble.openAt(regionHandle)
                        }
                    }
                }
            }
        }
    }

    // ---- The editing cards ----------------------------------------------------------------
    EditBubble {
        id: spaceBubble
        objectName: "spaceBubble"
        parent: view
        property int index: -1
        readonly property var space: view.ring[index] || ({})
        //: Rules editor, Tokaido Duo: title of the card editing a ring space; %1 its number, %2 its type
        title: qsTr("Space %1: %2").arg(index).arg(view.typeName(space.type))
        Text {
            //: Rules editor, Tokaido Duo: label of the chooser of a ring space's type
            text: qsTr("Type of space")
            color: Theme.inkSoft
            font.family: Theme.bodyFont
        }
        InkComboBox {
            objectName: "spaceTypeBox"
            Layout.preferredWidth: 240
            model: view.spaceTypes.map(t => view.nameOf(t.name, t.id))
            currentIndex: view.spaceTypes.findIndex(t => t.id === spaceBubble.space.type)
            onActivated: (i) => view.write("board.ring[" + spaceBubble.index + "].type", view.spaceTypes[i].id)
        }
    }

    EditBubble {
        id: townBubble
        objectName: "townBubble"
        parent: view
        property int index: -1
        readonly property var town: view.towns[index] || ({})
        title: view.nameOf(town.name, town.id || "")
        Text {
            visible: townBubble.town.kind === "mountain"
            //: Rules editor, Tokaido Duo: label of a mountain town's draw number (wares drawn there)
            text: qsTr("Wares drawn here")
            color: Theme.inkSoft
            font.family: Theme.bodyFont
        }
        SpinBox {
            objectName: "townDrawBox"
            visible: townBubble.town.kind === "mountain"
            // The schema's range of a mountain town's draw.
            readonly property var node: { view.editor.schemaTree; return view.editor.nodeAt("board.towns[0].draw") || null }
            from: node && node.min !== undefined ? node.min : 1
            to: node && node.max !== undefined ? node.max : 6
            value: townBubble.town.draw || 1
            onValueModified: view.write("board.towns[" + townBubble.index + "].draw", value)
        }
        Text {
            visible: townBubble.town.kind === "coastal"
            //: Rules editor, Tokaido Duo: a coastal town's ring space; %1 its number
            text: qsTr("Stands on ring space %1").arg(townBubble.town.ring)
            color: Theme.inkSoft
            font.family: Theme.bodyFont
        }
        Text {
            Layout.maximumWidth: 280
            wrapMode: Text.Wrap
            //: Rules editor, Tokaido Duo: how routes are added on the board preview
            text: qsTr("Drag from this town to another to add a route between them.")
            color: Theme.inkFaint
            font.family: Theme.bodyFont
            font.pixelSize: 12
        }
    }

    EditBubble {
        id: routeBubble
        objectName: "routeBubble"
        parent: view
        property int index: -1
        readonly property var route: view.routes[index] || []
        readonly property string path: "board.routes[" + index + "]"
        //: Rules editor, Tokaido Duo: title of the card of a route; %1 and %2 are its towns
        title: qsTr("Route %1 – %2").arg(view.townName(route[0])).arg(view.townName(route[1]))
        // What is wrong with it (the check's words), and the splits that mend it.
        Repeater {
            model: (view.editor.errors || []).filter(e => e.key === routeBubble.path)
            Text {
                required property var modelData
                objectName: "routeProblem"
                Layout.maximumWidth: 320
                wrapMode: Text.Wrap
                text: modelData.message
                color: Theme.vermilion
                font.family: Theme.bodyFont
                font.pixelSize: 13
            }
        }
        Repeater {
            model: view.splitFixes.filter(f => f.path === routeBubble.path)
            InkButton {
                required property var modelData
                primary: true
                //: Rules editor, Tokaido Duo: splits the region a new route runs through into two regions along it; %1 the region
                text: Theme.fill(qsTr("Split %1 along this route"), [view.regionInText(modelData.args.region)])
                onClicked: {
                    view.split(modelData)
                    routeBubble.close()
                }
            }
        }
        InkButton {
            objectName: "removeRouteButton"
            //: Rules editor, Tokaido Duo: removes the route clicked on the board
            text: qsTr("Remove this route")
            onClicked: {
                view.editor.removeItem("board.routes", routeBubble.index)
                routeBubble.close()
            }
        }
    }

    EditBubble {
        id: regionBubble
        objectName: "regionBubble"
        parent: view
        property int index: -1
        readonly property var region: view.regions[index] || ({})
        title: view.nameOf(region.name, region.id || "")
        onClosed: {}
        Text {
            //: Rules editor, Tokaido Duo: label of a region's painting icon
            text: qsTr("Painting icon")
            color: Theme.inkSoft
            font.family: Theme.bodyFont
        }
        InkComboBox {
            objectName: "regionIconBox"
            Layout.preferredWidth: 240
            model: view.icons.map(i => view.nameOf(i.name, i.id))
            currentIndex: view.icons.findIndex(i => i.id === regionBubble.region.icon)
            onActivated: (i) => view.write("board.regions[" + regionBubble.index + "].icon", view.icons[i].id)
        }
        InkButton {
            objectName: "editScopeButton"
            text: view.scopeRegion === regionBubble.index
                  //: Rules editor, Tokaido Duo: ends choosing a region's paint scope on the board
                  ? qsTr("Done with the scope")
                  //: Rules editor, Tokaido Duo: starts choosing a region's paint scope by clicking spaces and towns
                  : qsTr("Choose its scope on the board")
            onClicked: {
                view.scopeRegion = view.scopeRegion === regionBubble.index ? -1 : regionBubble.index
                regionBubble.close()
            }
        }
    }

    // A message over the bottom of the board with its buttons: beside the text where the board
    // is wide, under it where it is not (the editor's board is small at 1024×700).
    component Banner: Rectangle {
        id: banner
        property alias text: label.text
        property color ink: Theme.ink
        property bool strong: false
        default property alias buttons: buttonRow.data
        readonly property bool wide: view.width >= 720
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 6
        width: Math.min(parent.width - 16, wide ? natural.advanceWidth + buttonRow.width + 44
                                                : Math.max(natural.advanceWidth, buttonRow.width) + 24)
        height: wide ? Math.max(label.height, buttonRow.height) + 12 : label.height + buttonRow.height + 16
        radius: 8
        border.width: 2
        TextMetrics {
            id: natural
            font: label.font
            text: label.text
        }
        Text {
            id: label
            objectName: banner.objectName + "Text"
            x: 12
            y: banner.wide ? (banner.height - height) / 2 : 6
            width: banner.width - 18 - (banner.wide ? buttonRow.width + 14 : 6)
            wrapMode: Text.Wrap
            maximumLineCount: 3
            elide: Text.ElideRight
            color: banner.ink
            font.family: Theme.bodyFont
            font.pixelSize: 13
            font.bold: banner.strong
        }
        Row {
            id: buttonRow
            anchors.right: parent.right
            anchors.rightMargin: 6
            y: banner.wide ? (banner.height - height) / 2 : label.y + label.height + 4
            spacing: 8
        }
    }

    // A route through a region: what is wrong, and the split that mends it.
    Banner {
        id: crossingBanner
        objectName: "crossingBanner"
        readonly property var fix: view.splitFixes.length > 0 ? view.splitFixes[0] : null
        readonly property var ends: fix ? view.routeWords(fix) : ["", ""]
        visible: fix !== null && view.scopeRegion < 0
        color: "#f6d9d0"
        border.color: Theme.vermilion
        ink: Theme.vermilion
        strong: true
        //: Rules editor, Tokaido Duo: a route drawn through a region; %1 and %2 the route's towns, %3 the region
        text: fix ? Theme.fill(qsTr("The route %1 – %2 runs through %3, but routes are the borders between regions."),
                               [ends[0], ends[1], view.regionInText(fix.args.region)]) : ""
        InkButton {
            objectName: "splitRegionButton"
            primary: true
            //: Rules editor, Tokaido Duo: splits the region a new route runs through into two regions along it; %1 the region
            text: crossingBanner.fix ? Theme.fill(qsTr("Split %1 along this route"), [view.regionInText(crossingBanner.fix.args.region)]) : ""
            onClicked: view.split(crossingBanner.fix)
        }
        InkButton {
            objectName: "removeCrossingRouteButton"
            //: Rules editor, Tokaido Duo: removes the route clicked on the board
            text: qsTr("Remove this route")
            onClicked: view.editor.removeItem("board.routes", Number(crossingBanner.fix.args.route))
        }
    }

    // After a split: the new region has a made-up name until the designer writes its own.
    Banner {
        objectName: "newRegionBanner"
        readonly property int index: view.regionIndex(view.newRegion)
        visible: view.newRegion !== "" && index >= 0 && !crossingBanner.visible && view.scopeRegion < 0
                 && view.regionName(view.newRegion) === view.newRegionName
        color: Theme.paperLight
        border.color: Theme.indigo
        //: Rules editor, Tokaido Duo: after a region was split; %1 is the new region's made-up name
        text: Theme.fill(qsTr("The new region is called %1 for now: write its name in every language."), [view.newRegionName])
        InkButton {
            objectName: "nameNewRegionButton"
            primary: true
            //: Rules editor, Tokaido Duo: goes to the name fields of the region a split just made
            text: qsTr("Write its name")
            onClicked: view.nameNewRegion()
        }
        InkButton {
            //: Rules editor: ends a mode of the board preview
            text: qsTr("Done")
            onClicked: view.newRegion = ""
        }
    }

    // While a scope is being chosen, say so and how to stop.
    Rectangle {
        visible: view.scopeRegion >= 0
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: 6
        width: Math.min(parent.width - 20, scopeText.implicitWidth + 120)
        height: scopeText.implicitHeight + 16
        radius: height / 2
        color: Theme.indigo
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 14
            anchors.rightMargin: 6
            Text {
                id: scopeText
                Layout.fillWidth: true
                elide: Text.ElideRight
                //: Rules editor, Tokaido Duo: banner while a region's paint scope is chosen; %1 the region
                text: Theme.fill(qsTr("Click spaces and towns to add them to the scope of %1 or take them out"),
                                 [view.nameOf((view.regions[view.scopeRegion] || {}).name, "")])
                color: Theme.paperLight
                font.family: Theme.bodyFont
            }
            InkButton {
                objectName: "scopeDoneButton"
                //: Rules editor: ends a mode of the board preview
                text: qsTr("Done")
                onClicked: view.scopeRegion = -1
            }
        }
    }
}
