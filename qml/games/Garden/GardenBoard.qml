// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// The garden, drawn from the game's description (never from a fixed layout): the cards
// (tile slots), the fields of gravel and moss, the two pagodas, the coloured lines on their
// edges, the last move and the figures. `orientation` turns the whole garden without
// turning the figures: 0 the first side's base at the bottom, 1 at the top, 2 on the left,
// 3 on the right. `table` (GardenTable) says what is highlighted and receives the clicks.
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

    // A point of the description's cell space (x right, y away from the first side) in pixels.
    function point(mx, my) {
        let X, Y
        switch (orientation) {
        case 1: X = cols - mx; Y = my; break
        case 2: X = my; Y = mx; break
        case 3: X = rows - my; Y = cols - mx; break
        default: X = mx; Y = rows - my; break
        }
        return Qt.point(frame + X * cell, frame + Y * cell)
    }
    // The pixel rectangle of a set of cells [[x, y], ...].
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
    // The centre of a region in pixels, or null.
    function regionCentre(id) {
        const r = table.regionById[id]
        return r ? point(r.centre[0], r.centre[1]) : null
    }
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

    // Fields.
    Repeater {
        id: fieldRepeater
        model: board.table.fieldRegions
        GardenField {
            required property var modelData
            readonly property var r: board.cellsRect(modelData.cells)
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
            startColour: modelData.start_of !== null && modelData.start_of !== undefined
                         && board.table.showStartFields ? board.table.seatColour(modelData.start_of) : "transparent"
            startEmphasis: board.table.phase === "setup" && modelData.start_of === board.table.session.currentPlayer
            target: board.table.targets[modelData.id] || ""
            lastFrom: board.table.lastMove.from === modelData.id
            lastTo: board.table.lastMove.to === modelData.id
            onClicked: board.table.clickField(modelData.id)
            onHoveredChanged: board.setHovered(modelData.id, hovered)
        }
    }

    // The cards: each garden card's edge is a faint groove, so the tiles stay visible.
    Repeater {
        model: board.def.slots || []
        Rectangle {
            required property var modelData
            readonly property var r: {
                const x = modelData.at[0] * 2, y = modelData.at[1] * 2
                return board.cellsRect([[x, y], [x + 1, y + 1]])
            }
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

    // The pagodas.
    Repeater {
        id: baseRepeater
        model: board.table.baseRegions
        Pagoda {
            required property var modelData
            readonly property var r: board.cellsRect(modelData.cells)
            readonly property string regionId: modelData.id
            objectName: "field_" + modelData.id
            x: r.x
            y: r.y
            width: r.width
            height: r.height
            colour: modelData.colour || board.table.seatColour(modelData.owner)
            name: Theme.t(modelData.name)
            target: (board.table.targets[modelData.id] || "") !== ""
            hovered: baseMouse.containsMouse
            onHoveredChanged: board.setHovered(regionId, hovered)
            MouseArea {
                id: baseMouse
                anchors.fill: parent
                hoverEnabled: true
                cursorShape: parent.target ? Qt.PointingHandCursor : Qt.ArrowCursor
                onClicked: board.table.clickField(parent.regionId)
            }
        }
    }

    // The coloured lines, on the edges the description gives.
    Repeater {
        model: board.def.lines || []
        GardenLine {
            required property var modelData
            readonly property var p0: board.point(modelData.edge[0], modelData.edge[1])
            readonly property var p1: board.point(modelData.edge[2], modelData.edge[3])
            vertical: Math.abs(p0.x - p1.x) < 0.5
            length: board.cell * 0.74
            thickness: Math.max(5, board.cell * 0.085)
            x: (p0.x + p1.x) / 2 - width / 2
            y: (p0.y + p1.y) / 2 - height / 2
            info: board.table.colourInfo[modelData.colour] || null
            emphasised: board.table.emphasisedLines[modelData.a + "|" + modelData.b] === true
            showSymbol: board.cell >= 44
        }
    }

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

    // The figures.
    Repeater {
        model: board.table.placedFigures
        Figure {
            required property var modelData
            readonly property var c: board.regionCentre(modelData.region)
            objectName: "figure_" + modelData.id
            // The stack may use the garden's edge and the room above the garden, no more.
            roomAbove: y + board.headroom
            beadNamePrefix: "stackBead_" + modelData.id + "_"
            x: c ? c.x - width / 2 : 0
            y: c ? c.y - height / 2 : 0
            z: 60 + (c ? c.y / board.height : 0)
            Behavior on x { NumberAnimation { duration: 450; easing.type: Easing.InOutQuad } }
            Behavior on y { NumberAnimation { duration: 450; easing.type: Easing.InOutQuad } }
            cell: board.cell
            samurai: board.table.isSamurai(modelData.side)
            colour: board.table.seatColour(modelData.side)
            number: board.table.figureNumber(modelData.id)
            beads: modelData.beads || []
            colours: board.table.colourInfo
            selected: board.table.selectedFigure === modelData.id
            actionable: board.table.actionableFigures[modelData.id] === true
            recipient: board.table.recipientFigures[modelData.id] === true
            clickable: actionable || recipient || selected
            onClicked: board.table.clickFigure(modelData.id)
        }
    }
}
