// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

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
        edgeDelegate: lineDelegate

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

        // The coloured lines, on the cell edges the graph gives.
        Component {
            id: lineDelegate
            GardenLine {
                required property var modelData
                readonly property var ends: graphView.edgeEnds(modelData)
                readonly property var p0: ends[0]
                readonly property var p1: ends[1]
                vertical: Math.abs(p0.x - p1.x) < 0.5
                length: board.cell * 0.74
                thickness: Math.max(5, board.cell * 0.085)
                x: (p0.x + p1.x) / 2 - width / 2
                y: (p0.y + p1.y) / 2 - height / 2
                info: board.table.colourInfo[modelData.attributes.colour] || null
                emphasised: board.table.emphasisedLines[modelData.a + "|" + modelData.b] === true
                showSymbol: board.cell >= 44 || Theme.colourBlind
            }
        }

        // Above the board, in its coordinates: the last move, the move being considered and
        // the figures.
        LastMoveTrail {
            anchors.fill: parent
            cell: board.cell
            readonly property var lm: board.table.lastMove
            from: lm.from ? board.regionCentre(lm.from) : null
            to: lm.to ? board.regionCentre(lm.to) : null
            over: lm.over ? board.regionCentre(lm.over) : null
            giver: lm.giverRegion ? board.regionCentre(lm.giverRegion) : null
            receiver: lm.receiverRegion ? board.regionCentre(lm.receiverRegion) : null
        }

        // The move being considered: where the selected figure would go (over the figures).
        LastMoveTrail {
            anchors.fill: parent
            cell: board.cell
            readonly property var pm: board.table.previewMove
            inkColour: Theme.vermilion
            from: pm ? board.regionCentre(pm.from) : null
            to: pm ? board.regionCentre(pm.to) : null
            over: pm && pm.over ? board.regionCentre(pm.over) : null
            z: 200
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
