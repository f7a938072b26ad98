// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu
import Kotatsu.Bridge
import "InkDrawings.js" as InkDrawings

// The island of Shikoku as the rules describe it (describe(): ring, towns, routes, regions,
// all placed in [0,1] × [0,1] of the board): the sea, the eight regions filled by their
// icon, the orange routes, the 37 ring spaces with their type, the coastal and mountain
// towns with their names, draw numbers and boutique tokens, and the six travellers. The
// places the player may choose now are lit and can be clicked or reached with Tab.
Item {
    id: board
    required property var table

    readonly property var def: table.def
    readonly property var ring: def.ring || []
    readonly property var towns: def.towns || []
    readonly property var regions: def.regions || []
    readonly property var routes: def.routes || []
    // The radius of a ring space in pixels.
    readonly property real r: Math.max(7, Math.min(width, height) * 0.028)
    readonly property real labelSize: Math.max(11, Math.min(15, height * 0.027))
    // Each ring space's radius: r, or less where the coast packs the spaces close together.
    readonly property var spaceRadius: {
        const n = ring.length
        const out = []
        for (let i = 0; i < n; ++i) {
            const a = ring[i], b = ring[(i + 1) % n], c = ring[(i + n - 1) % n]
            const d = Math.min(Math.hypot((a.x - b.x) * width, (a.y - b.y) * height),
                               Math.hypot((a.x - c.x) * width, (a.y - c.y) * height))
            out.push(Math.max(6, Math.min(r, d * (a.town ? 0.5 : 0.46))))
        }
        return out
    }
    readonly property point centre: {
        let x = 0, y = 0
        for (const s of ring) { x += s.x; y += s.y }
        return ring.length > 0 ? Qt.point(x / ring.length, y / ring.length) : Qt.point(0.5, 0.5)
    }
    // The region under the mouse (artist moves show their route).
    property string hoveredRegion: ""
    // What Paint would count there: the region's scope (ring spaces and towns), while the
    // artist's destination is being chosen.
    readonly property string scopeRegion: table.decision === "artist" && table.myTurn
                                          ? (table.offer.artistTarget !== "" ? table.offer.artistTarget : hoveredRegion) : ""
    readonly property var scope: {
        const m = {}
        const reg = table.regionById[scopeRegion]
        if (!reg || !reg.scope)
            return m
        for (const i of (reg.scope.ring || []))
            m["ring:" + i] = true
        for (const t of (reg.scope.towns || []))
            m["town:" + t] = true
        return m
    }

    function px(p) { return Qt.point(p[0] * width, p[1] * height) }
    // The town markers by id (for the wares that travel to and from them: TokenFlights).
    property var townItems: ({})
    function townItem(id) { return townItems[id] || null }
    // How long the travellers' walks now under way still take, at most (ms); only the
    // travellers of the seats `seats` says yes to, when given.
    function walkingFor(seats) {
        let longest = 0
        for (let i = 0; i < travellerRepeater.count; ++i) {
            const t = travellerRepeater.itemAt(i)
            if (t && (!seats || seats(t.modelData.seat)))
                longest = Math.max(longest, t.walkDuration)
        }
        return longest
    }
    // The walks just begun by the seats `seats` says yes to wait `ms` first (the die taken
    // for them is still on its way, or another player's move goes first).
    function holdWalks(seats, ms) {
        for (let i = 0; i < travellerRepeater.count; ++i) {
            const t = travellerRepeater.itemAt(i)
            if (t && seats(t.modelData.seat))
                t.holdWalk(ms)
        }
    }
    function regionColour(icon) {
        switch (icon) {
        case "bamboo": return "#b5c48f"
        case "waterfall": return "#a9c4c6"
        case "mountain": return "#cfb48a"
        case "sea": return "#a8b9d2"
        }
        return "#d8cdb0"
    }
    function spaceColour(type) {
        switch (type) {
        case "temple": return Theme.vermilion
        case "garden": return Theme.pine
        case "hot_spring": return "#8a4a6a"
        case "seashore": return Theme.indigo
        case "town": return Theme.gold
        }
        return Theme.ink
    }
    // The point inward (towards the island's centre) or outward from a place, in pixels.
    function towards(p, distance, outward) {
        const dx = (centre.x - p[0]) * width, dy = (centre.y - p[1]) * height
        const d = Math.max(1e-6, Math.hypot(dx, dy))
        const k = outward ? -distance / d : distance / d
        return Qt.point(p[0] * width + dx * k, p[1] * height + dy * k)
    }
    function pointInPolygon(x, y, poly) {
        let inside = false
        for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
            const xi = poly[i][0], yi = poly[i][1], xj = poly[j][0], yj = poly[j][1]
            if (((yi > y) !== (yj > y)) && (x < (xj - xi) * (y - yi) / (yj - yi) + xi))
                inside = !inside
        }
        return inside
    }
    function regionAt(x, y) {
        for (const reg of regions)
            if (reg.outline && pointInPolygon(x / width, y / height, reg.outline))
                return reg.id
        return ""
    }

    // ---- The land: sea, island, regions and routes (repainted only when the size changes) ----
    Canvas {
        id: land
        anchors.fill: parent
        antialiasing: true
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
        Connections {
            target: board.table
            function onDefChanged() { land.requestPaint() }
        }
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            const w = width, h = height
            // The sea: indigo wash with faint seigaiha arcs.
            ctx.fillStyle = "#d3dcd6"
            ctx.fillRect(0, 0, w, h)
            ctx.strokeStyle = "rgba(45, 74, 109, 0.10)"
            ctx.lineWidth = 1.2
            const step = Math.max(18, h / 14)
            for (let row = 0; row * step / 2 < h + step; ++row) {
                for (let col = 0; col * step < w + step; ++col) {
                    const cx = col * step + (row % 2 ? step / 2 : 0), cy = row * step / 2
                    for (const k of [0.5, 0.34]) {
                        ctx.beginPath()
                        ctx.arc(cx, cy, step * k, Math.PI, 2 * Math.PI)
                        ctx.stroke()
                    }
                }
            }
            const P = (p) => [p[0] * w, p[1] * h]
            // The island: through the ring spaces, a little outside them.
            const ring = board.ring
            if (ring.length > 2) {
                const out = ring.map(s => {
                    const q = board.towards([s.x, s.y], board.r * 1.8, true)
                    return [q.x, q.y]
                })
                ctx.beginPath()
                const mid = (a, b) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]
                let m = mid(out[out.length - 1], out[0])
                ctx.moveTo(m[0], m[1])
                for (let i = 0; i < out.length; ++i) {
                    const n = mid(out[i], out[(i + 1) % out.length])
                    ctx.quadraticCurveTo(out[i][0], out[i][1], n[0], n[1])
                }
                ctx.closePath()
                ctx.fillStyle = "#efe4c6"
                ctx.fill()
                ctx.strokeStyle = "rgba(43, 39, 34, 0.55)"
                ctx.lineWidth = 2
                ctx.stroke()
            }
            // The regions, washed in the colour of their icon.
            for (const reg of board.regions) {
                const o = reg.outline || []
                if (o.length < 3)
                    continue
                ctx.beginPath()
                const p0 = P(o[0])
                ctx.moveTo(p0[0], p0[1])
                for (let i = 1; i < o.length; ++i) {
                    const p = P(o[i])
                    ctx.lineTo(p[0], p[1])
                }
                ctx.closePath()
                const c = Qt.color(board.regionColour(reg.icon))
                ctx.fillStyle = Qt.rgba(c.r, c.g, c.b, 0.55).toString()
                ctx.fill()
                ctx.strokeStyle = "rgba(43, 39, 34, 0.18)"
                ctx.lineWidth = 1
                ctx.stroke()
            }
            // The orange routes, ink-edged.
            for (const pass of [0, 1]) {
                ctx.strokeStyle = pass === 0 ? "rgba(90, 50, 20, 0.55)" : "#e08a2e"
                ctx.lineWidth = pass === 0 ? Math.max(4, board.r * 0.62) : Math.max(2.5, board.r * 0.4)
                ctx.lineCap = "round"
                for (const route of board.routes) {
                    const a = board.table.townById[route[0]], b = board.table.townById[route[1]]
                    if (!a || !b)
                        continue
                    ctx.beginPath()
                    ctx.moveTo(a.x * w, a.y * h)
                    ctx.lineTo(b.x * w, b.y * h)
                    ctx.stroke()
                }
            }
        }
    }

    // ---- What the move would do: the lit regions and the route of the hovered choice -------
    Canvas {
        id: highlight
        anchors.fill: parent
        antialiasing: true
        readonly property var regionTargets: board.table.offer.regionTargets
        readonly property var preview: board.table.previewRoute
        readonly property var last: board.table.lastRoute
        onRegionTargetsChanged: requestPaint()
        onPreviewChanged: requestPaint()
        onLastChanged: requestPaint()
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            const w = width, h = height
            for (const reg of board.regions) {
                if (!regionTargets[reg.id] || !reg.outline)
                    continue
                ctx.beginPath()
                ctx.moveTo(reg.outline[0][0] * w, reg.outline[0][1] * h)
                for (const p of reg.outline)
                    ctx.lineTo(p[0] * w, p[1] * h)
                ctx.closePath()
                const hot = reg.id === board.hoveredRegion || reg.id === board.table.offer.artistTarget
                ctx.fillStyle = hot ? "rgba(192, 67, 44, 0.24)" : "rgba(192, 67, 44, 0.10)"
                ctx.fill()
                ctx.strokeStyle = "rgba(192, 67, 44, 0.85)"
                ctx.lineWidth = hot ? 3 : 2
                ctx.setLineDash([6, 4])
                ctx.stroke()
                ctx.setLineDash([])
            }
            // The last walk, faint, in its player's colour.
            if (last && last.points.length > 1 && (preview || []).length < 2) {
                const c = Qt.color(board.table.seatColour(last.seat))
                ctx.strokeStyle = Qt.rgba(c.r, c.g, c.b, 0.55).toString()
                ctx.lineWidth = Math.max(2, board.r * 0.28)
                ctx.setLineDash([1, 5])
                ctx.lineCap = "round"
                ctx.beginPath()
                ctx.moveTo(last.points[0][0] * w, last.points[0][1] * h)
                for (const p of last.points)
                    ctx.lineTo(p[0] * w, p[1] * h)
                ctx.stroke()
                ctx.setLineDash([])
            }
            // The route of the choice under the mouse: a dotted ink line through its places.
            const pts = preview || []
            if (pts.length > 1) {
                ctx.strokeStyle = "rgba(43, 39, 34, 0.8)"
                ctx.lineWidth = Math.max(2.5, board.r * 0.3)
                ctx.setLineDash([2, 6])
                ctx.lineCap = "round"
                ctx.beginPath()
                ctx.moveTo(pts[0][0] * w, pts[0][1] * h)
                for (const p of pts)
                    ctx.lineTo(p[0] * w, p[1] * h)
                ctx.stroke()
            }
        }
    }

    // A click anywhere in a lit region chooses it.
    MouseArea {
        anchors.fill: parent
        hoverEnabled: true
        onPositionChanged: (mouse) => {
            const id = board.regionAt(mouse.x, mouse.y)
            board.hoveredRegion = board.table.offer.regionTargets[id] ? id : ""
        }
        onExited: board.hoveredRegion = ""
        cursorShape: board.hoveredRegion !== "" ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: (mouse) => {
            const id = board.regionAt(mouse.x, mouse.y)
            if (id !== "")
                board.table.offer.clickRegion(id)
        }
    }

    // ---- The places' faces --------------------------------------------------------------------
    // The glows of the places to choose now (PlaceMarks), under the faces.
    Item {
        id: glows
        anchors.fill: parent
    }
    // Every place's face in one picture (InkTiles): a region's disc with its icon, a mountain
    // town's square with its draw number, a ring space's disc or a coastal town's square with
    // its type. What can be chosen there is the TableTarget over it (below), made for each.
    // (`id` and `kind` are not drawn: they name a tile for whoever reads the picture's list,
    // the editor's tests.)
    function faceTiles() {
        const out = []
        const ink = (kind, colour) => InkPictures.source(Qt.size(100, 100), [colour],
                                                         InkDrawings.glyphs[kind] || InkDrawings.dot)
        for (const reg of regions) {
            const p = px(reg.label || [0.5, 0.5]), side = r * 2.6
            const lit = table.offer.regionTargets[reg.id] === true
            out.push({ x: p.x - side / 2, y: p.y - side / 2, w: side, h: side, radius: side / 2,
                       fill: lit ? Qt.rgba(0.99, 0.97, 0.93, 0.95) : Qt.rgba(0.99, 0.97, 0.93, 0.6),
                       border: lit ? Theme.vermilion : Qt.rgba(0.17, 0.15, 0.13, 0.35),
                       borderWidth: lit ? 2.5 : 1,
                       picture: ink(reg.icon, Qt.darker(regionColour(reg.icon), 2.4)), margin: side * 0.18 })
        }
        for (const t of towns) {
            if (t.kind !== "mountain")
                continue
            const p = px([t.x, t.y]), side = r * 2.5
            out.push({ x: p.x - side / 2, y: p.y - side / 2, w: side, h: side, radius: 5,
                       fill: Theme.paperLight, border: Qt.rgba(0.35, 0.2, 0.08, 0.9), borderWidth: 2,
                       picture: ink("mountain_town", "#7a4a22"), margin: side * 0.14 })
            // The draw number.
            const disc = Math.max(17, r * 1.3)
            out.push({ x: p.x + side / 2 - disc * 0.6, y: p.y - side / 2 - disc * 0.4, w: disc, h: disc,
                       radius: disc / 2, fill: "#7a4a22", text: String(t.draw), colour: Theme.paperLight,
                       size: Math.max(11, disc * 0.7), bold: true, id: "drawNumber_" + t.id })
        }
        for (let i = 0; i < ring.length; ++i) {
            const s = ring[i], p = px([s.x, s.y]), town = !!s.town
            const side = spaceRadius[i] * (town ? 2.2 : 2)
            out.push({ x: p.x - side / 2, y: p.y - side / 2, w: side, h: side, radius: town ? 5 : side / 2,
                       fill: Theme.paperLight, border: Qt.darker(spaceColour(s.type), 1.3),
                       borderWidth: town ? 2 : 1.5,
                       picture: ink(s.type, spaceColour(s.type)), margin: side * (town ? 0.16 : 0.2),
                       id: "spaceFace_" + i, kind: s.type })
        }
        return out
    }
    InkTiles {
        id: faces
        objectName: "placeFaces"
        anchors.fill: parent
        // (Made once the page's layouts have settled, as a Glyph asks for its picture: not
        // again at each size the board passes through on its way to the first frame.)
        tiles: InkPictures.ready ? board.faceTiles() : []
    }

    // ---- Region names and icons (the artist's destinations) --------------------------------
    Repeater {
        model: board.regions
        TableTarget {
            id: regionItem
            required property var modelData
            readonly property point p: board.px(modelData.label || [0.5, 0.5])
            readonly property bool lit: board.table.offer.regionTargets[modelData.id] === true
            objectName: "region_" + modelData.id
            active: lit
            // Once its route is being chosen (Inspired) the keys go on to the routes; Escape
            // or "Another region" comes back here.
            keyActive: lit && board.table.offer.artistTarget === ""
            name: lit ? board.table.words.regionActionName(modelData.id) : board.table.words.regionLabel(modelData.id)
            description: board.table.words.sentences([lit ? board.table.words.regionLabel(modelData.id) : "",
                                                board.table.words.iconName(modelData.icon),
                                                board.table.words.standingAt("region:" + modelData.id)])
            width: board.r * 2.6
            height: width
            x: p.x - width / 2
            y: p.y - height / 2
            hinted: board.table.hintedWhere({kind: "artist", to: modelData.id})
            onActivated: board.table.offer.clickRegion(modelData.id)
            lessonRinged: board.table.lessonRingsPlace({to: modelData.id})
            onFocusedChanged: {
                if (focused)
                    board.hoveredRegion = modelData.id
                else if (board.hoveredRegion === modelData.id)
                    board.hoveredRegion = ""
            }
            // (Its face is drawn with the others: faces.)
        }
    }

    // ---- Mountain towns -----------------------------------------------------------------------
    Repeater {
        model: board.towns.filter(t => t.kind === "mountain")
        TableTarget {
            id: mountain
            required property var modelData
            readonly property point p: board.px([modelData.x, modelData.y])
            readonly property bool lit: board.table.offer.townTargets[modelData.id] !== undefined
            objectName: "town_" + modelData.id
            active: lit
            //: Accessible name of a mountain town; %1 its name; %n how many wares a merchant draws there
            readonly property string label: qsTr("%1, mountain town: draws %n ware(s)", "", modelData.draw).arg(board.table.words.townName(modelData.id))
            name: lit ? board.table.words.townActionName(modelData.id) : board.table.words.townName(modelData.id)
            description: board.table.words.sentences([label, board.table.words.standingAt("town:" + modelData.id)])
            width: board.r * 2.5
            height: width
            x: p.x - width / 2
            y: p.y - height / 2
            hinted: board.table.hintedWhere({kind: "merchant", to: modelData.id})
            onActivated: board.table.offer.clickTown(modelData.id)
            Component.onCompleted: board.townItems[modelData.id] = mountain
            lessonRinged: board.table.lessonRingsPlace({to: modelData.id})
            onHoveredChanged: board.table.hoveredTown = hovered ? modelData.id : ""
            onFocusedChanged: board.table.hoveredTown = focused ? modelData.id : ""
            PlaceMarks {
                place: mountain
                lit: mountain.lit
                hot: mountain.hovered || mountain.focused
                scoped: board.scope["town:" + mountain.modelData.id] === true
                round: true
                scopeRound: false
            }
            // (Its face and its draw number are drawn with the others: faces.)
        }
    }

    // ---- The ring: 37 spaces; a coastal town is a space and a town at once -------------------
    Repeater {
        model: board.ring
        TableTarget {
            id: space
            required property var modelData
            required property int index
            readonly property var town: modelData.town ? board.table.townById[modelData.town] || null : null
            readonly property point p: board.px([modelData.x, modelData.y])
            readonly property bool pilgrimLit: board.table.offer.spaceTargets[modelData.index] !== undefined
            readonly property bool townLit: town !== null && board.table.offer.townTargets[town.id] !== undefined
            readonly property bool lit: pilgrimLit || townLit
            readonly property real size: board.spaceRadius[index] * (town ? 2.2 : 2)
            objectName: town ? "town_" + town.id : "space_" + modelData.index
            active: lit
            readonly property string label: town ? board.table.words.townAccessibleName(town.id) : board.table.words.spaceName(modelData.index)
            name: townLit ? board.table.words.townActionName(town.id)
                          : pilgrimLit ? board.table.words.spaceActionName(modelData.index) : label
            description: board.table.words.sentences([lit ? label : "", board.table.words.spaceEffect(modelData.type),
                                                board.table.words.standingAt("ring:" + modelData.index),
                                                town ? board.table.words.standingAt("town:" + town.id) : ""])
            round: !town
            width: size
            height: size
            x: p.x - width / 2
            y: p.y - height / 2
            hinted: (town !== null && board.table.hintedWhere({kind: "merchant", to: town.id}))
                    || board.table.hintedWhere({kind: "pilgrim", to: modelData.index})
            onActivated: town && townLit ? board.table.offer.clickTown(town.id) : board.table.offer.clickSpace(modelData.index)
            Component.onCompleted: if (town) board.townItems[town.id] = space
            // Where a lesson's move will take a piece (the pilgrim's stop, a port).
            lessonRinged: board.table.lessonRingsPlace({to: modelData.index})
                          || (town !== null && board.table.lessonRingsPlace({to: town.id}))
            onHoveredChanged: {
                board.table.hoveredSpace = hovered ? modelData.index : -1
                if (town)
                    board.table.hoveredTown = hovered ? town.id : ""
            }
            onFocusedChanged: {
                board.table.hoveredSpace = focused ? modelData.index : -1
                if (town)
                    board.table.hoveredTown = focused ? town.id : ""
            }
            PlaceMarks {
                place: space
                lit: space.lit
                hot: space.hovered || space.focused
                scoped: board.scope["ring:" + space.modelData.index] === true
                round: !space.town
                scopeRound: !space.town
            }
            // (Its face is drawn with the others: faces.)
        }
    }

    // A coastal town's boutique token, out at sea beside the town (made where there is one:
    // a Loader for each coastal town, not for each ring space).
    Repeater {
        model: board.ring.filter(s => s.town)
        Loader {
            required property var modelData
            readonly property var token: board.table.boutiqueAt[modelData.town] || null
            active: token !== null
            sourceComponent: Boutique {
                readonly property point q: board.towards([modelData.x, modelData.y], board.r * 2.3, true)
                token: parent ? parent.token : null
                size: board.r * 1.9
                x: Math.max(0, Math.min(board.width - size * 1.7, q.x - size * 0.85))
                y: Math.max(0, Math.min(board.height - size, q.y - size / 2))
            }
        }
    }

    // ---- The names of the towns and regions -------------------------------------------------
    // Placed all together (LabelLayout, in C++) from the data's positions: beside the thing
    // each names, on its preferred side (under a marker, out to sea for a coastal town) when
    // that side is free, else where no name lies under another, an icon, a boutique token, a
    // traveller or a place that can be chosen now (its own place's glow aside). A place where
    // a traveller may stand but none stands now may be covered rather than the name set far
    // from its place (on a small map there is often no free spot near it); so may the marker
    // of an empty ring space, but only where no spot near the place leaves every marker free
    // (Tokushima's name in Hungarian at 1024×640, at the end of a game). The names stand
    // still: one moves only when a traveller, a place lit to be chosen or another name comes
    // to lie under it (LabelLayout holds each where it was placed, relative to its place).
    FontMetrics {
        id: labelMetrics
        font.family: Theme.titleFont
        font.pixelSize: board.labelSize
        font.bold: true
    }
    function square(p, size) {
        return Qt.rect(p.x - size / 2, p.y - size / 2, size, size)
    }
    // The names: what, which text, the box it needs, what it names and its preferred side.
    readonly property var mapLabels: {
        const out = []
        // The outline and the glyphs' overhang beyond their advance (a Text lays a bold name a
        // pixel or two wider than FontMetrics advances it at some sizes) fit in the margin.
        const box = (text) => Qt.size(Math.ceil(Math.max(labelMetrics.advanceWidth(text),
                                                         labelMetrics.boundingRect(text).width)) + 6,
                                      Math.ceil(labelMetrics.height) + 1)
        for (let i = 0; i < ring.length; ++i) {
            const s = ring[i]
            if (!s.town)
                continue
            const text = table.words.townName(s.town)
            const q = towards([s.x, s.y], 1, true), p = px([s.x, s.y])
            out.push({ kind: "town", id: s.town, text: text, size: box(text),
                       anchor: square(p, spaceRadius[i] * 2.2), side: Qt.point(q.x - p.x, q.y - p.y) })
        }
        for (const t of towns) {
            if (t.kind !== "mountain")
                continue
            const text = table.words.townName(t.id)
            out.push({ kind: "town", id: t.id, text: text, size: box(text),
                       anchor: square(px([t.x, t.y]), r * 2.5), side: Qt.point(0, 1) })
        }
        for (const reg of regions) {
            const text = table.words.regionLabel(reg.id)
            out.push({ kind: "region", id: reg.id, text: text, size: box(text),
                       anchor: square(px(reg.label || [0.5, 0.5]), r * 2.6), side: Qt.point(0, 1) })
        }
        return out
    }
    // Everything else drawn on the map, as the items above and below draw it (hard: never under
    // a name), and every place a traveller may come to stand (see Traveller and
    // TokaidoDuoTable.travellers: a pilgrim on a ring space, a merchant left of its town, an
    // artist right of its region's marker, each shifted by 0.4 of its size when two share the
    // place): soft while empty; the travellers where they stand, and the places to choose now
    // with their glow (hard, but for the place's own name: a town's name beside its glow).
    readonly property var mapMarks: {
        const out = []
        const size = r * 2.3
        const hard = (rect) => out.push(rect)
        const mark = (rect, soft) => out.push({ rect: rect, soft: soft })
        // The index of each name (its own place's glow is no obstacle to it).
        const named = {}
        for (let k = 0; k < mapLabels.length; ++k)
            named[mapLabels[k].kind + ":" + mapLabels[k].id] = k
        const glow = (p, marker, name) => out.push({ rect: square(p, marker + r * 1.2), of: name === undefined ? -1 : name })
        // The room a traveller takes at `p`, shifted by `dx` (each way by 0.4 more) and `dy`.
        const standing = (p, dx, dy) => Qt.rect(p.x - size / 2 + (dx - 0.4) * size, p.y - size * 1.16 * 0.9 + dy * size,
                                                size * 1.8, size * 1.16)
        // A place to choose now: its marker with its glow (where the traveller would stand
        // stays an empty place).
        const lit = (p, marker, place, name) => {
            glow(p, marker, name)
            mark(place, true)
        }
        // The ring spaces a traveller stands on.
        const taken = {}
        for (const t of table.travellers)
            taken[t.place] = true
        for (let i = 0; i < ring.length; ++i) {
            const s = ring[i], p = px([s.x, s.y]), marker = spaceRadius[i] * (s.town ? 2.2 : 2)
            const litNow = table.offer.spaceTargets[i] !== undefined || (s.town && table.offer.townTargets[s.town] !== undefined)
            // A town's marker, a space with a traveller on it or to be chosen now: hard; an
            // empty space's disc a name may cover when nothing near its place is free of them.
            if (s.town)
                hard(square(p, marker))
            else
                out.push({ rect: square(p, marker), marker: !litNow && !taken["ring:" + i] })
            if (litNow)
                lit(p, marker, standing(p, 0, 0), s.town ? named["town:" + s.town] : undefined)
            else
                mark(standing(p, 0, 0), true)
            if (s.town) {
                // The boutique token (its room stays an empty place once it is gone).
                const q = towards([s.x, s.y], r * 2.3, true), token = r * 1.9
                mark(Qt.rect(Math.max(0, Math.min(width - token * 1.7, q.x - token * 0.85)),
                             Math.max(0, Math.min(height - token, q.y - token / 2)), token * 1.7, token),
                     !table.boutiqueAt[s.town])
            }
        }
        for (const t of towns) {
            const p = px([t.x, t.y])
            mark(standing(p, -0.62, 0), true)
            if (t.kind !== "mountain")
                continue
            const marker = r * 2.5, disc = Math.max(17, r * 1.3)
            hard(square(p, marker))
            if (table.offer.townTargets[t.id] !== undefined)
                glow(p, marker, named["town:" + t.id])
            hard(Qt.rect(p.x + marker / 2 - disc * 0.6, p.y - marker / 2 - disc * 0.4, disc, disc))
        }
        for (const reg of regions) {
            const p = px(reg.label || [0.5, 0.5])
            hard(square(p, r * 2.6))
            if (table.offer.regionTargets[reg.id] === true)
                lit(p, r * 2.6, standing(p, 0.95, 0.3), named["region:" + reg.id])
            else
                mark(standing(p, 0.95, 0.3), true)
        }
        for (const t of table.travellers) {
            const p = px(table.placePoint(t.place))
            hard(Qt.rect(p.x - size / 2 + t.dx * size, p.y - size * 1.16 * 0.9 + t.dy * size, size, size * 1.16))
        }
        return out
    }
    LabelLayout {
        id: labelLayout
        objectName: "labelLayout"
        labels: board.mapLabels
        obstacles: board.mapMarks
        bounds: Qt.size(board.width, board.height)
        gap: 2
    }
    Repeater {
        // (A count, not the list: the names stay the same items whatever is evaluated again.)
        model: board.mapLabels.length
        Text {
            id: mapLabel
            required property int index
            readonly property var modelData: board.mapLabels[index] || ({ kind: "", id: "", text: "", size: Qt.size(0, 0) })
            readonly property point at: labelLayout.places[index] || Qt.point(0, 0)
            readonly property bool region: modelData.kind === "region"
            readonly property bool lit: region ? board.table.offer.regionTargets[modelData.id] === true
                                               : board.table.offer.townTargets[modelData.id] !== undefined
            objectName: "mapLabel_" + modelData.kind + "_" + modelData.id
            // (Not drawn before the first placement: never a frame of names in a heap.)
            visible: labelLayout.placements > 0
            x: at.x
            y: at.y
            width: modelData.size.width
            height: modelData.size.height
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            text: modelData.text
            font.family: Theme.titleFont
            font.pixelSize: board.labelSize
            font.bold: !region || lit
            color: lit ? Theme.vermilion : region ? Theme.inkSoft : Theme.ink
            style: Text.Outline
            styleColor: Qt.rgba(0.98, 0.96, 0.92, 0.85)
            // A region's name is as good a place to click as its marker.
            MouseArea {
                objectName: "regionName_" + mapLabel.modelData.id
                visible: mapLabel.region
                anchors.fill: parent
                anchors.margins: -2
                enabled: mapLabel.lit
                cursorShape: Qt.PointingHandCursor
                onClicked: board.table.offer.clickRegion(mapLabel.modelData.id)
            }
        }
    }

    // ---- The travellers -----------------------------------------------------------------------
    // (A count, not the list: the travellers stay the same items from one position to the
    // next, so that they walk instead of being made anew.)
    Repeater {
        id: travellerRepeater
        model: board.table.travellers.length
        Traveller {}
    }

    // Under a place: the glow when it can be chosen (pulsing, stronger under the mouse or the
    // keys) and, above it, the indigo mark of a place that counts for Paint in the region
    // under the mouse. Made while either shows (of the island's eighty places a move lights a
    // few), one Loader for both.
    // (In the layer under the faces, over the place that makes it: `place`.)
    component PlaceMarks: Loader {
        required property Item place
        property bool lit: false
        property bool hot: false
        property bool scoped: false
        property bool round: true
        property bool scopeRound: true
        parent: glows
        x: place.x
        y: place.y
        width: place.width
        height: place.height
        active: lit || scoped
        sourceComponent: placeMarks
    }
    Component {
        id: placeMarks
        Item {
            id: marks
            // The PlaceMarks that made it.
            readonly property Item place: parent
            anchors.fill: parent
            Rectangle {
                visible: marks.place.lit
                anchors.fill: parent
                anchors.margins: marks.place.hot ? -board.r * 0.6 : -board.r * 0.4
                radius: marks.place.round ? width / 2 : 8
                color: marks.place.hot ? Qt.rgba(0.75, 0.26, 0.17, 0.45) : Qt.rgba(0.75, 0.26, 0.17, 0.25)
                border.color: Theme.vermilion
                border.width: 2
                // Pulses only with animations on (the setting; tests that do not look at motion).
                SequentialAnimation on opacity {
                    running: marks.place.lit && !marks.place.hot && Theme.motionOn
                    loops: Animation.Infinite
                    alwaysRunToEnd: true
                    NumberAnimation { from: 1; to: 0.55; duration: 700; easing.type: Easing.InOutSine }
                    NumberAnimation { from: 0.55; to: 1; duration: 700; easing.type: Easing.InOutSine }
                }
            }
            Rectangle {
                visible: marks.place.scoped
                anchors.fill: parent
                anchors.margins: -board.r * 0.35
                radius: marks.place.scopeRound ? width / 2 : 7
                color: Qt.rgba(0.18, 0.29, 0.43, 0.18)
                border.color: Theme.indigo
                border.width: 2
            }
        }
    }

    // A boutique token: the ware it buys and the coins it pays for each.
    component Boutique: Rectangle {
        id: token
        property var token: null
        property real size: 20
        width: size * 1.7
        height: size
        radius: 3
        color: "#fbf3df"
        border.color: Theme.gold
        border.width: 1.5
        Row {
            anchors.centerIn: parent
            spacing: 1
            Glyph {
                width: token.size * 0.8
                height: width
                anchors.verticalCenter: parent.verticalCenter
                kind: token.token ? token.token.ware : ""
                colour: Theme.indigo
            }
            Text {
                anchors.verticalCenter: parent.verticalCenter
                text: token.token ? token.token.value : ""
                font.pixelSize: Math.max(11, token.size * 0.62)
                font.bold: true
                color: "#8a5a1a"
            }
        }
    }

    // One traveller, walking from where it was to where the observation puts it, along the
    // ring, the routes or across the regions (the path the move took, from its description).
    component Traveller: Item {
        id: traveller
        required property int index
        readonly property var modelData: board.table.travellers[index] || ({ seat: 0, character: "", place: "", dx: 0, dy: 0 })
        readonly property string place: modelData.place
        readonly property real size: board.r * 2.3
        property var points: [board.table.placePoint(place)]
        property real progress: 0
        // Where the traveller is `t` spaces into its points (the walk's animation moves
        // `progress` from 0 to the last point).
        function pointAt(t) {
            const n = points.length
            if (n === 0)
                return [0, 0]
            const i = Math.max(0, Math.min(n - 1, Math.floor(t)))
            const f = Math.min(1, t - i)
            const a = points[i], b = points[Math.min(n - 1, i + 1)]
            return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f]
        }
        readonly property var here: pointAt(progress)
        objectName: "meeple_" + modelData.seat + "_" + modelData.character
        width: size
        height: size * 1.16
        x: here[0] * board.width - width / 2 + modelData.dx * size
        y: here[1] * board.height - height * 0.9 + modelData.dy * size
        z: 20 + (modelData.seat === board.table.session.currentPlayer ? 1 : 0)
        // A whole walk takes at most Theme.motion(700) ms, so that a computer's move is seen
        // before its next one: long walks go faster per space. With animations off, or for a
        // jump that is no walk (an undo, a new game), the traveller is just there.
        onPlaceChanged: {
            const pts = board.table.walk(modelData.seat, modelData.character, lastPlace, place)
            lastPlace = place
            walk.stop()
            const duration = Theme.motion(Math.min(700, 170 * (pts.length - 1)))
            points = duration > 0 ? pts : [pts[pts.length - 1]]
            progress = 0
            walkStep.to = points.length - 1
            walkStep.duration = duration
            walkPause.duration = 0
            if (points.length > 1)
                walk.start()
        }
        // Starts the walk just begun again after `ms`; a walk held for its die goes faster, so
        // that die and walk together stay within Theme.motion(700) ms (a walk not under way,
        // or already half done, is left alone).
        function holdWalk(ms) {
            if (!walk.running || progress > 0 || ms <= 0)
                return
            walk.stop()
            walkPause.duration = ms
            walkStep.duration = Math.max(Theme.motion(120), Math.min(walkStep.duration, Theme.motion(460)))
            walk.start()
        }
        property string lastPlace: place
        // How long the current walk lasts (ms), waiting included, for what follows it (wares
        // handed over, the Automa's turn).
        readonly property int walkDuration: walk.running ? walkPause.duration + walkStep.duration : 0
        // How long of it the traveller waits before it sets off (ms; 0 at rest).
        readonly property int walkWait: walk.running ? walkPause.duration : 0
        SequentialAnimation {
            id: walk
            PauseAnimation {
                id: walkPause
                duration: 0
            }
            NumberAnimation {
                id: walkStep
                target: traveller
                property: "progress"
                from: 0
                easing.type: Easing.InOutSine
            }
        }
        Accessible.role: Accessible.Graphic
        Accessible.name: board.table.words.travellerName(modelData.seat, modelData.character)
        Accessible.description: board.table.words.placeLabel(place)
        Meeple {
            anchors.fill: parent
            character: traveller.modelData.character
            colour: board.table.seatColour(traveller.modelData.seat)
            emphasised: traveller.modelData.emphasised
        }
        // Colour-blind-safe mode: the seat's shape on the traveller's body (● ■), made while
        // the mode is on.
        Loader {
            objectName: "seatMark_" + traveller.modelData.seat + "_" + traveller.modelData.character
            readonly property string text: item ? item.text : ""
            active: Theme.colourBlind
            visible: active
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.horizontalCenterOffset: traveller.modelData.character === "merchant" ? -traveller.width * 0.04 : 0
            y: traveller.height * 0.5
            sourceComponent: Text {
                text: board.table.seatShape(traveller.modelData.seat)
                font.pixelSize: Math.max(8, traveller.width * 0.42)
                font.bold: true
                color: Theme.paperLight
                style: Text.Outline
                styleColor: Qt.rgba(0.1, 0.08, 0.06, 0.8)
            }
        }
    }
}
