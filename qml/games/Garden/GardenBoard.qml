// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu
import Kotatsu.Bridge

// The garden, drawn from the game's description (never from a fixed layout): the cards
// (tile slots), the fields of gravel and moss, the two pagodas, the coloured lines on their
// edges, the last move and the figures. `orientation` turns the whole garden without
// turning the figures: 0 the first side's base at the bottom, 1 at the top, 2 on the left,
// 3 on the right. `table` (GardenTable) says what is highlighted and receives the clicks.
// Every move is drawn as motion (MoveAnimation) from session.moved; every piece that can be
// acted on carries a MoveTarget, and every field, pagoda and figure tells a screen reader
// what it is and what is on it.
Item {
    id: board
    required property var table
    property int orientation: 0
    property real cell: 80
    // Free room above the garden (for tall bead stacks on the far row).
    property real headroom: 0

    readonly property var def: table.def
    readonly property int cols: def.width || 0
    readonly property int rows: def.height || 0
    readonly property bool sideways: orientation >= 2
    readonly property real frame: Math.round(cell * 0.16)
    // The field or base under the mouse ("" when none).
    property string hoveredField: ""
    function setHovered(id, on) {
        if (on)
            hoveredField = id
        else if (hoveredField === id)
            hoveredField = ""
    }

    width: (sideways ? rows : cols) * cell + 2 * frame
    height: (sideways ? cols : rows) * cell + 2 * frame

    // The ground of every field of the garden in one picture: a square of raked gravel (fine
    // parallel grooves) or of moss (soft speckles, scattered the same way every time from the
    // field's name). (One picture for all of them: a Canvas per field cost the table's first
    // frame dearly.) Two are laid: the squares themselves (`texture` false, smooth corners), and
    // over them the grooves and speckles (`texture` true). Everything else on a field (its name,
    // start frame, marks, clicks) is its GardenField.
    component GardenGrounds: Canvas {
        id: grounds
        // The garden's BoardGraphView (its fields and where they lie); `sideways` turns the
        // grooves with the garden.
        required property var view
        property bool sideways: false
        property bool texture: false
        antialiasing: !texture
        readonly property var fields: view.nodes.filter(n => n.kind === "field")
        readonly property var paintKey: [fields, sideways, width, height]
        onPaintKeyChanged: requestPaint()

        function drawGround(ctx, name, x, y, w, h, moss, across) {
            ctx.save()
            ctx.translate(x, y)
            if (!texture) {
                ctx.beginPath()
                ctx.roundedRect(0, 0, w, h, 3, 3)
                ctx.fillStyle = moss ? "#a9b47f" : "#eee8da"
                ctx.fill()
                ctx.restore()
                return
            }
            ctx.beginPath()
            ctx.rect(0, 0, w, h)
            ctx.clip()
            if (moss) {
                // A deterministic scatter from the field's name.
                let seed = 0
                for (let i = 0; i < name.length; ++i)
                    seed = (seed * 31 + name.charCodeAt(i)) % 9973
                function rnd() {
                    seed = (seed * 1103 + 12345) % 9973
                    return seed / 9973
                }
                for (let i = 0; i < 55; ++i) {
                    ctx.fillStyle = i % 3 === 0 ? "rgba(70, 95, 45, 0.28)" : "rgba(200, 215, 150, 0.35)"
                    ctx.beginPath()
                    ctx.arc(rnd() * w, rnd() * h, 1 + rnd() * w * 0.03, 0, 2 * Math.PI)
                    ctx.fill()
                }
            } else {
                // Each groove: a shadow line and a light ridge beside it.
                const gap = Math.max(4, w / 9)
                const n = across ? h : w
                for (const pass of [0, 1]) {
                    ctx.strokeStyle = pass === 0 ? "rgba(140, 125, 95, 0.22)" : "rgba(255, 255, 255, 0.7)"
                    ctx.lineWidth = 1
                    for (let k = gap / 2 + pass; k < n; k += gap) {
                        ctx.beginPath()
                        if (across) {
                            ctx.moveTo(1, k)
                            ctx.bezierCurveTo(w * 0.35, k - 1.2, w * 0.65, k + 1.2, w - 1, k)
                        } else {
                            ctx.moveTo(k, 1)
                            ctx.bezierCurveTo(k - 1.2, h * 0.35, k + 1.2, h * 0.65, k, h - 1)
                        }
                        ctx.stroke()
                    }
                }
            }
            ctx.restore()
        }

        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            for (const f of fields) {
                const r = view.nodeRect(f)
                const cx = f.cells[0][0], cy = f.cells[0][1]
                // As the field's own items: one pixel in from its square.
                drawGround(ctx, f.id, r.x + 1, r.y + 1, r.width - 2, r.height - 2, (cx + cy) % 2 === 1,
                           ((Math.floor(cx / 2) + Math.floor(cy / 2)) % 2 === 0) !== sideways)
            }
        }
    }

    // Every coloured line of the garden in one picture: each line a band of pebbles along the
    // shared edge of two fields, in its colour with its pattern (dots, stripes, waves: the same
    // marks as on the beads), and a light halo under the line the figure would cross to reach a
    // highlighted field. (One Canvas for all of them: a Canvas per line cost the table's first
    // frame more than the rest of the garden.) The symbol disc of each line is drawn by lineSymbols.
    component GardenLines: Canvas {
        id: lines
        // The garden's BoardGraphView (edges and where they lie) and its table (colours, the
        // lines to emphasise).
        required property var view
        required property var table
        property real cell: 80
        // A line is 0.74 of a field long and 0.085 of it thick (5 px at least).
        readonly property real length: cell * 0.74
        readonly property real thickness: Math.max(5, cell * 0.085)
        readonly property var paintKey: [view.edges, table.colourInfo, table.emphasisedLines, length, width, height]
        onPaintKeyChanged: requestPaint()
        antialiasing: true

        function drawLine(ctx, x0, y0, vertical, info, emphasised) {
            const fill = info ? info.hex : Theme.inkFaint
            const c = Qt.lighter(fill, 1.0)
            const light = (0.299 * c.r + 0.587 * c.g + 0.114 * c.b) > 0.62
            const pattern = info ? (info.pattern || "") : ""
            const t = emphasised ? thickness * 1.45 : thickness
            const L = length
            const w = vertical ? t : L, h = vertical ? L : t
            ctx.save()
            ctx.translate(x0 - w / 2, y0 - h / 2)
            if (emphasised) {
                const r = Math.min(w, h) / 2 + 4
                ctx.beginPath()
                ctx.roundedRect(-3.25, -3.25, w + 6.5, h + 6.5, r - 0.75, r - 0.75)
                ctx.fillStyle = Qt.rgba(1, 0.97, 0.85, 0.85)
                ctx.fill()
                ctx.lineWidth = 1.5
                ctx.strokeStyle = Theme.gold
                ctx.stroke()
            }
            // Drawn along x; a vertical line is the same band turned a quarter.
            if (vertical) {
                ctx.translate(w, 0)
                ctx.rotate(Math.PI / 2)
            }
            const r = t / 2
            ctx.beginPath()
            ctx.moveTo(r, 0)
            ctx.lineTo(L - r, 0)
            ctx.arc(L - r, r, r - 0.3, -Math.PI / 2, Math.PI / 2)
            ctx.lineTo(r, t)
            ctx.arc(r, r, r - 0.3, Math.PI / 2, Math.PI * 1.5)
            ctx.closePath()
            ctx.fillStyle = fill
            ctx.fill()
            ctx.save()
            ctx.clip()
            const mark = light ? "rgba(90, 67, 0, 0.75)" : "rgba(255, 255, 255, 0.85)"
            ctx.strokeStyle = mark
            ctx.fillStyle = mark
            ctx.lineWidth = Math.max(1, t * 0.2)
            if (pattern === "dots") {
                const step = t * 1.25
                for (let x = r; x <= L - r + 0.1; x += step) {
                    ctx.beginPath()
                    ctx.arc(x, r, t * 0.2, 0, 2 * Math.PI)
                    ctx.fill()
                }
            } else if (pattern === "stripes") {
                const step = t * 0.95
                for (let x = -t; x < L + t; x += step) {
                    ctx.beginPath()
                    ctx.moveTo(x, t)
                    ctx.lineTo(x + t, 0)
                    ctx.stroke()
                }
            } else if (pattern === "waves") {
                ctx.beginPath()
                for (let x = 0; x <= L; x += 1) {
                    const y = r + Math.sin(x / (t * 1.5) * Math.PI) * t * 0.26
                    if (x === 0)
                        ctx.moveTo(x, y)
                    else
                        ctx.lineTo(x, y)
                }
                ctx.stroke()
            }
            ctx.restore()
            // (The path stroked here is the last one drawn: the band's outline, or with a
            // pattern its last mark, as the lines have always been drawn.)
            ctx.lineWidth = 1
            ctx.strokeStyle = Qt.darker(fill, 1.8)
            ctx.stroke()
            ctx.restore()
        }

        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            for (const e of view.edges) {
                const ends = view.edgeEnds(e)
                const p0 = ends[0], p1 = ends[1]
                drawLine(ctx, (p0.x + p1.x) / 2, (p0.y + p1.y) / 2, Math.abs(p0.x - p1.x) < 0.5,
                         table.colourInfo[e.attributes.colour] || null,
                         table.emphasisedLines[e.a + "|" + e.b] === true)
            }
        }
    }

    // The garden's graph view (inside the frame), for views that draw over the board.
    readonly property alias graphView: graphView

    // The centre of a region in the board view's pixels (where figures and trails are
    // drawn), or null.
    function regionCentre(id) {
        return graphView.nodeCentre(id)
    }
    // The figure drawn for an id ("K1"), or null.
    function figureItem(id) {
        const i = table.figureIds.indexOf(id)
        return i >= 0 ? figureRepeater.itemAt(i) : null
    }
    // The motion of the move just played (also a computer's, and a replay's step forward).
    readonly property alias motion: motion
    Connections {
        target: board.table.session
        // A change of position that is no move (undo, a jump in the replay) ends the motion
        // drawn so far; moved() comes right after a move's state change and starts the new
        // one. (The state also changes when only the computer starts thinking.)
        function onStateChanged() {
            if (motion.running && motion.ply !== board.table.positionPly())
                motion.stop()
        }
        function onGameChanged() { motion.stop() }
        function onMoved(seat, move) { motion.start(move) }
    }

    Accessible.role: Accessible.Pane
    //: Screen reader: the garden board
    Accessible.name: qsTr("Garden")
    // Moss edge around the garden.
    Rectangle {
        anchors.fill: parent
        radius: board.frame
        color: "#7e8a58"
        border.color: "#5d6940"
        border.width: 2
        Rectangle {
            anchors.fill: parent
            anchors.margins: board.frame - 3
            radius: 4
            color: "#cfc6b0"
            border.color: "#66704a"
            border.width: 1
        }
    }
    // Every field's ground, then its grooves or speckles, under the fields' own items;
    // every line's band between the cards and the lines' symbol discs. (Children of the
    // graph view itself, between its layers: what is declared inside it goes over them.)
    GardenGrounds {
        parent: graphView
        anchors.fill: parent
        z: 0.5
        view: graphView
        sideways: board.sideways
    }
    GardenGrounds {
        parent: graphView
        anchors.fill: parent
        z: 0.6
        view: graphView
        sideways: board.sideways
        texture: true
    }
    // Every field's name (for the move log) in one picture, in its top left corner, over the
    // ground and under the field's own items (a Text each made the table's first frame lay out
    // one line of text per field).
    InkTiles {
        objectName: "fieldNames"
        parent: graphView
        anchors.fill: parent
        z: 0.7
        tiles: graphView.nodes.filter(n => n.kind === "field").map(f => {
            const r = graphView.nodeRect(f)
            const moss = (f.cells[0][0] + f.cells[0][1]) % 2 === 1
            return { x: r.x + 4, y: r.y + 2, w: Math.max(1, r.width - 4), h: Math.max(1, r.height - 2),
                     text: f.id, size: 11, family: Theme.bodyFont, colour: moss ? "#5b6838" : "#a39a86",
                     align: "topLeft" }
        })
    }
    // Each line's symbol disc (the colour's one-letter symbol on a disc in the middle of the
    // line) in one picture over the lines (a Rectangle and a Text per line before).
    InkTiles {
        id: lineSymbols
        objectName: "lineSymbols"
        parent: graphView
        anchors.fill: parent
        z: 3
        visible: board.cell >= 44 || Theme.colourBlind
        readonly property real thickness: Math.max(5, board.cell * 0.085)
        // Big enough for a readable letter (a kanji in Japanese needs more pixels; in
        // colour-blind-safe mode the disc and its letter are bigger).
        readonly property real disc: Theme.colourBlind ? Math.max(Theme.japanese ? 28 : 24, thickness * 3)
                                                       : Math.max(Theme.japanese ? 24 : 18, thickness * 2.4)
        readonly property int letterSize: Math.round(disc * (Theme.japanese ? 0.62 : 0.64))
        // (Each tile also says which line it is, `id` "field|field", and its colour, `kind`, for
        // the tests that read what a board draws.)
        tiles: graphView.edges.map(e => {
            const ends = graphView.edgeEnds(e)
            const info = board.table.colourInfo[e.attributes.colour] || null
            const fill = Qt.lighter(info ? info.hex : Theme.inkFaint, 1.0)
            const light = (0.299 * fill.r + 0.587 * fill.g + 0.114 * fill.b) > 0.62
            return { x: (ends[0].x + ends[1].x - disc) / 2, y: (ends[0].y + ends[1].y - disc) / 2,
                     w: disc, h: disc, radius: disc / 2, fill: "#fbf7ee",
                     border: Qt.darker(fill, light ? 1.5 : 1.1), borderWidth: 1.5,
                     text: info ? Theme.t(info.symbol) : "", colour: light ? "#5a4300" : Qt.darker(fill, 1.25),
                     size: letterSize, bold: true, family: Theme.bodyFont,
                     id: e.a + "|" + e.b, kind: info ? info.id : "?" }
        })
    }
    GardenLines {
        objectName: "gardenLines"
        parent: graphView
        anchors.fill: parent
        z: 2.5
        view: graphView
        table: board.table
        cell: board.cell
    }

    MouseArea {
        // Clicking the edge of the garden, or right-clicking anywhere, cancels a choice.
        anchors.fill: parent
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        onClicked: board.table.cancel()
    }

    // The garden as a graph (def.graph): fields and pagodas are its nodes, the coloured
    // lines its edges (drawn on the cell edges they sit on), the cards its regions.
    BoardGraphView {
        id: graphView
        objectName: "gardenGraph"
        anchors.fill: parent
        anchors.margins: board.frame
        graph: board.def.graph || null
        yUp: true
        quarterTurns: [0, 2, 1, 3][board.orientation] || 0
        regionsOnTop: true
        edgesOnTop: true
        nodeDelegates: ({ field: fieldDelegate, base: pagodaDelegate })
        regionDelegate: cardDelegate
        // (The lines are drawn by GardenLines and lineSymbols, not an item each.)
        edgeDelegate: null

        Component {
            id: fieldDelegate
            GardenField {
                required property var modelData
                readonly property var r: graphView.nodeRect(modelData)
                readonly property var region: board.table.regionById[modelData.id] || ({})
                readonly property int cx: modelData.cells[0][0]
                readonly property int cy: modelData.cells[0][1]
                objectName: "field_" + modelData.id
                name: modelData.id
                x: r.x
                y: r.y
                width: r.width
                height: r.height
                moss: (cx + cy) % 2 === 1
                rakeAcross: ((Math.floor(cx / 2) + Math.floor(cy / 2)) % 2 === 0) !== board.sideways
                startColour: region.start_of !== null && region.start_of !== undefined
                             && board.table.showStartFields ? board.table.seatColour(region.start_of) : "transparent"
                startShape: region.start_of !== null && region.start_of !== undefined
                            ? Theme.seatShapes[region.start_of % Theme.seatShapes.length] : ""
                startEmphasis: board.table.phase === "setup" && region.start_of === board.table.session.currentPlayer
                target: board.table.targets[modelData.id] || ""
                lastFrom: board.table.lastMove.from === modelData.id
                lastTo: board.table.lastMove.to === modelData.id
                onClicked: board.table.clickField(modelData.id)
                onHoveredChanged: board.setHovered(modelData.id, hovered)
                Accessible.role: Accessible.Cell
                Accessible.name: board.table.regionDescription(modelData.id)
                // Where a lesson's move will take a figure, or a field it points at.
                LessonRing {
                    ringMargin: -2
                    ringRadius: 6
                    shown: board.table.lessonRingsPlace({to: modelData.id})
                }
                MoveTarget {
                    active: board.table.fieldActive(modelData.id)
                    hinted: board.table.hintedWhere({to: modelData.id})
                    step: 1
                    name: active ? board.table.fieldActionName(modelData.id) : ""
                    description: active ? board.table.regionDescription(modelData.id) : ""
                    ringMargin: -2
                    ringRadius: 6
                    onActivated: board.table.clickField(modelData.id)
                }
            }
        }

        // The pagodas.
        Component {
            id: pagodaDelegate
            Pagoda {
                id: pagoda
                required property var modelData
                readonly property var r: graphView.nodeRect(modelData)
                readonly property string regionId: modelData.id
                objectName: "field_" + modelData.id
                x: r.x
                y: r.y
                width: r.width
                height: r.height
                colour: (modelData.attributes && modelData.attributes.colour) || board.table.seatColour(modelData.owner)
                name: Theme.t(modelData.name)
                target: (board.table.targets[modelData.id] || "") !== ""
                hovered: baseMouse.containsMouse
                onHoveredChanged: board.setHovered(regionId, hovered)
                shape: modelData.owner !== undefined && modelData.owner !== null
                       ? Theme.seatShapes[modelData.owner % Theme.seatShapes.length] : ""
                MouseArea {
                    id: baseMouse
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: pagoda.target ? Qt.PointingHandCursor : Qt.ArrowCursor
                    onClicked: board.table.clickField(pagoda.regionId)
                }
                Accessible.role: Accessible.Graphic
                Accessible.name: board.table.regionDescription(regionId)
                MoveTarget {
                    active: board.table.fieldActive(pagoda.regionId)
                    hinted: board.table.hintedWhere({to: pagoda.regionId})
                    step: 1
                    name: active ? board.table.fieldActionName(pagoda.regionId) : ""
                    description: active ? board.table.regionDescription(pagoda.regionId) : ""
                    ringMargin: -2
                    onActivated: board.table.clickField(pagoda.regionId)
                }
            }
        }

        // The cards: each garden card's edge is a faint groove, so the tiles stay visible.
        Component {
            id: cardDelegate
            Rectangle {
                required property var modelData
                readonly property var r: {
                    // While a new garden replaces the old one, a card may name fields that
                    // are not drawn yet.
                    let cells = []
                    for (const id of modelData.nodes) {
                        const node = graphView.nodeById[id]
                        if (node)
                            cells = cells.concat(node.cells || [])
                    }
                    return cells.length > 0 ? graphView.cellsRect(cells) : Qt.rect(0, 0, 0, 0)
                }
                objectName: "card_" + modelData.id
                x: r.x + 0.5
                y: r.y + 0.5
                width: r.width - 1
                height: r.height - 1
                radius: 5
                color: "transparent"
                border.color: "#9c927a"
                border.width: 1.5
                opacity: 0.8
            }
        }

        // Above the board, in its coordinates: the last move, the move being considered and
        // the figures. (Each trail is made while it has something to draw: a fresh table
        // draws none.)
        Loader {
            anchors.fill: parent
            readonly property var lm: board.table.lastMove
            active: !!(lm.from && lm.to) || !!(lm.giverRegion && lm.receiverRegion)
            sourceComponent: LastMoveTrail {
                objectName: "lastMoveTrail"
                cell: board.cell
                readonly property var lm: board.table.lastMove
                from: lm.from ? board.regionCentre(lm.from) : null
                to: lm.to ? board.regionCentre(lm.to) : null
                over: lm.over ? board.regionCentre(lm.over) : null
                via: (lm.path || []).slice(1, -1).map(id => board.regionCentre(id))
                giver: lm.giverRegion ? board.regionCentre(lm.giverRegion) : null
                receiver: lm.receiverRegion ? board.regionCentre(lm.receiverRegion) : null
            }
        }

        // The move being considered: where the selected figure would go (over the figures).
        Loader {
            anchors.fill: parent
            z: 200
            active: !!(board.table.previewMove && board.table.previewMove.from && board.table.previewMove.to)
            sourceComponent: LastMoveTrail {
                cell: board.cell
                readonly property var pm: board.table.previewMove
                inkColour: Theme.vermilion
                from: pm ? board.regionCentre(pm.from) : null
                to: pm ? board.regionCentre(pm.to) : null
                over: pm && pm.over ? board.regionCentre(pm.over) : null
            }
        }

        // A preview of the figure being placed, on the start field under the mouse.
        Figure {
            readonly property var p: board.table.setupPreview
            readonly property var c: visible ? board.regionCentre(board.hoveredField) : null
            visible: p !== null && board.hoveredField !== "" && board.table.targets[board.hoveredField] === "setup"
            ghost: true
            x: c ? c.x - width / 2 : 0
            y: c ? c.y - height / 2 : 0
            z: 50
            cell: board.cell
            samurai: p ? p.samurai : false
            colour: p ? p.colour : "transparent"
            number: p ? p.number : ""
            beads: p ? p.beads : []
            colours: board.table.colourInfo
        }

        // The figures, one item each for the whole game (so that a move can be drawn as the
        // same figure walking), placed at their field or, while a move is drawn, on its path.
        Repeater {
            id: figureRepeater
            model: board.table.figureIds
            Figure {
                id: piece
                required property string modelData
                readonly property var info: board.table.figureById[modelData] || null
                readonly property var c: info && info.region ? board.regionCentre(info.region) : null
                readonly property var moving: motion.figure === modelData ? motion.moverPoint : null
                readonly property var at: moving || c
                objectName: "figure_" + modelData
                visible: c !== null
                // The stack may use the garden's edge and the room above the garden, no more.
                roomAbove: y + board.headroom
                beadNamePrefix: "stackBead_" + modelData + "_"
                x: at ? at.x - width / 2 : 0
                y: at ? at.y - height / 2 : 0
                z: moving ? 250 : 60 + (c ? c.y / board.height : 0)
                cell: board.cell
                samurai: info ? board.table.isSamurai(info.side) : false
                colour: info ? board.table.seatColour(info.side) : "transparent"
                number: board.table.figureNumber(modelData)
                beads: info && info.beads ? info.beads : []
                hiddenTop: motion.hiddenOn(modelData)
                colours: board.table.colourInfo
                selected: board.table.selectedFigure === modelData
                actionable: board.table.actionableFigures[modelData] === true
                recipient: board.table.recipientFigures[modelData] === true
                clickable: actionable || recipient || selected
                onClicked: board.table.clickFigure(modelData)
                Accessible.role: Accessible.Graphic
                // A figure not placed yet is not drawn: not read either.
                Accessible.ignored: !visible
                Accessible.name: board.table.figureDescription(modelData)
                MoveTarget {
                    active: piece.visible && board.table.figureActive(piece.modelData)
                    // The hinted move's figure, then (when it passes beads) its recipient.
                    hinted: board.table.hintedWhere({figure: piece.modelData})
                            || (board.table.figureStep(piece.modelData) === 2 && board.table.hintedWhere({recipient: piece.modelData}))
                    step: board.table.figureStep(piece.modelData)
                    name: active ? board.table.figureActionName(piece.modelData) : ""
                    description: active ? board.table.figureDescription(piece.modelData) : ""
                    ringMargin: -piece.cell * 0.08
                    ringRadius: piece.cell * 0.3
                    onActivated: board.table.clickFigure(piece.modelData)
                }
            }
        }

        // The move being drawn: its path and the beads in the air.
        MoveAnimation {
            id: motion
            anchors.fill: parent
            board: board
            table: board.table
            z: 300
        }
    }
}
