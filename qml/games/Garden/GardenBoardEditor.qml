// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge
import "../../editor/Schema.js" as Schema

// The Japanese garden's board in the rules editor: the table's own garden, with handles over
// each tile slot (place a tile design, turn it, recolour the design's lines, take the tile
// away), each line of the frame (its colour) and, in start-field mode, each field (whether a
// side's figures may start there). What the document's errors point at is outlined in red.
Item {
    id: view
    required property var editor
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
    readonly property var slots: boardData.slots || []
    readonly property var lines: boardData.lines || []
    readonly property var tiles: boardData.tiles || ({})
    readonly property var tileIds: Object.keys(tiles)
    readonly property var startFields: boardData.start_fields || ({})
    readonly property var sides: { editor.revision; return editor.value("sides") || [] }
    readonly property var colours: { editor.revision; return (editor.value("beads.colours") || []) }
    readonly property int slotColumns: Math.floor((boardData.width || 0) / 2)
    readonly property int slotRows: Math.floor((boardData.height || 0) / 2)
    // The side whose start fields clicks on fields change ("" when not in that mode).
    property string startSide: ""

    // Whether the check's errors point at `path` or inside it (drawn in red).
    function broken(path) { return Schema.errorAt(editor.errors, path) }
    function colourName(id) {
        const c = colours.find(x => x.id === id)
        return c ? Theme.t(c.name) : id
    }
    function slotAt(col, row) {
        return slots.findIndex(s => s.at && s.at[0] === col && s.at[1] === row)
    }
    // The two base slots hold the pagodas: no tile goes there.
    function isBaseSlot(col, row) {
        const bases = boardData.bases || []
        const cell = String.fromCharCode(97 + 2 * col) + (2 * row + 1)
        return bases.some(b => (b.cells || []).indexOf(cell) >= 0)
    }
    function fieldId(x, y) { return String.fromCharCode(97 + x) + (y + 1) }
    function toggleStart(field) {
        const list = startFields[startSide] || []
        const at = list.indexOf(field)
        const path = "board.start_fields." + startSide
        if (at >= 0)
            editor.removeItem(path, at)
        else
            editor.setValue(path, list.concat([field]))
    }

    TablePreview {
        id: preview
        anchors.fill: parent
        anchors.topMargin: modeBar.height + 6
        editor: view.editor
        boardProperty: "gardenBoard"
        overlay: handles
    }

    // Start-field mode: one button per side.
    RowLayout {
        id: modeBar
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: 6
        Text {
            //: Rules editor, garden: label before the buttons that choose a side's start fields on the board
            text: qsTr("Start fields:")
            color: Theme.inkSoft
            font.family: Theme.bodyFont
        }
        Repeater {
            model: view.sides
            InkButton {
                required property var modelData
                objectName: "startSideButton_" + modelData.id
                text: Theme.t(modelData.name)
                primary: view.startSide === modelData.id
                onClicked: view.startSide = view.startSide === modelData.id ? "" : modelData.id
            }
        }
        Item { Layout.fillWidth: true }
    }

    Component {
        id: handles
        Item {
            id: handleLayer
            readonly property var graphView: preview.board ? preview.board.graphView : null
            readonly property real frame: preview.board ? preview.board.frame : 0
            readonly property var edges: graphView ? graphView.edges : []
            function rectOf(cells) {
                if (!graphView)
                    return Qt.rect(0, 0, 0, 0)
                const r = graphView.cellsRect(cells)
                return Qt.rect(r.x + frame, r.y + frame, r.width, r.height)
            }
            function centreOf(id) {
                const c = graphView ? graphView.nodeCentre(id) : null
                return c ? Qt.point(c.x + frame, c.y + frame) : null
            }

            // Card slots, filled or empty.
            Repeater {
                model: view.slotColumns * view.slotRows
                Rectangle {
                    id: slotHandle
                    required property int index
                    readonly property int col: index % view.slotColumns
                    readonly property int row: Math.floor(index / view.slotColumns)
                    readonly property int slot: view.slotAt(col, row)
                    readonly property var r: handleLayer.rectOf([[2 * col, 2 * row], [2 * col + 1, 2 * row + 1]])
                    readonly property bool bad: slot >= 0 && view.broken("board.slots[" + slot + "]")
                    objectName: "slotHandle_" + col + "_" + row
                    visible: view.startSide === "" && !view.isBaseSlot(col, row)
                    x: r.x + 3
                    y: r.y + 3
                    width: r.width - 6
                    height: r.height - 6
                    radius: 6
                    color: slot < 0 ? Qt.rgba(1, 1, 1, 0.35) : "transparent"
                    border.color: bad ? Theme.vermilion : slotArea.containsMouse ? Theme.indigo : "transparent"
                    border.width: bad ? 3 : 2
                    Text {
                        anchors.centerIn: parent
                        visible: slotHandle.slot < 0
                        //: Rules editor, garden: an empty tile slot on the board preview
                        text: qsTr("Empty")
                        color: Theme.inkSoft
                        font.family: Theme.bodyFont
                    }
                    MouseArea {
                        id: slotArea
                        anchors.fill: parent
                        hoverEnabled: true
                        cursorShape: Qt.PointingHandCursor
                        onClicked: {
                            if (slotHandle.slot >= 0)
                                view.pathSelected("board.slots[" + slotHandle.slot + "]")
                            slotBubble.col = slotHandle.col
                            slotBubble.row = slotHandle.row
                            slotBubble.openAt(slotHandle)
                        }
                    }
                }
            }

            // The lines of the frame (seams and gates), where the garden draws them.
            Repeater {
                model: view.startSide === "" ? view.lines.length : 0
                Rectangle {
                    id: lineHandle
                    required property int index
                    readonly property var line: view.lines[index] || []
                    readonly property var edge: handleLayer.edges.find(e => (e.a === line[0] && e.b === line[1])
                                                                   || (e.a === line[1] && e.b === line[0]))
                    readonly property var ends: edge && handleLayer.graphView ? handleLayer.graphView.edgeEnds(edge) : null
                    readonly property var known: handleLayer.centreOf(line[0]) || handleLayer.centreOf(line[1])
                    readonly property bool bad: view.broken("board.lines[" + index + "]")
                    readonly property point p: ends ? Qt.point((ends[0].x + ends[1].x) / 2 + handleLayer.frame,
                                                              (ends[0].y + ends[1].y) / 2 + handleLayer.frame)
                                                    : known || Qt.point(-100, -100)
                    objectName: "lineHandle_" + index
                    width: Math.max(12, (handleLayer.graphView ? handleLayer.graphView.unit : 40) * 0.28)
                    height: width
                    radius: width / 2
                    x: p.x - width / 2
                    y: p.y - height / 2
                    color: bad ? Theme.vermilion : lineArea.containsMouse ? Qt.rgba(1, 1, 1, 0.6) : "transparent"
                    border.color: bad ? Qt.darker(Theme.vermilion, 1.3) : lineArea.containsMouse ? Theme.indigo : "transparent"
                    border.width: 2
                    MouseArea {
                        id: lineArea
                        anchors.fill: parent
                        anchors.margins: -3
                        hoverEnabled: true
                        cursorShape: Qt.PointingHandCursor
                        onClicked: {
                            view.pathSelected("board.lines[" + lineHandle.index + "]")
                            lineBubble.index = lineHandle.index
                            lineBubble.openAt(lineHandle)
                        }
                    }
                }
            }

            // Start-field mode: every field, marked when it is a start field of the side.
            Repeater {
                model: view.startSide !== "" ? (view.boardData.width || 0) * (view.boardData.height || 0) : 0
                Rectangle {
                    id: fieldHandle
                    required property int index
                    readonly property int fx: index % (view.boardData.width || 1)
                    readonly property int fy: Math.floor(index / (view.boardData.width || 1))
                    readonly property string field: view.fieldId(fx, fy)
                    readonly property var list: view.startFields[view.startSide] || []
                    readonly property int at: list.indexOf(field)
                    readonly property bool bad: at >= 0 && view.broken("board.start_fields." + view.startSide + "[" + at + "]")
                    readonly property var r: handleLayer.rectOf([[fx, fy]])
                    objectName: "fieldHandle_" + field
                    x: r.x + 2
                    y: r.y + 2
                    width: r.width - 4
                    height: r.height - 4
                    radius: 4
                    color: at >= 0 ? Qt.rgba(0.18, 0.29, 0.43, 0.45) : fieldArea.containsMouse ? Qt.rgba(1, 1, 1, 0.4) : "transparent"
                    border.color: bad ? Theme.vermilion : at >= 0 ? Theme.indigo : "transparent"
                    border.width: bad ? 3 : 2
                    MouseArea {
                        id: fieldArea
                        anchors.fill: parent
                        hoverEnabled: true
                        cursorShape: Qt.PointingHandCursor
                        onClicked: {
                            view.pathSelected("board.start_fields." + view.startSide)
                            view.toggleStart(fieldHandle.field)
                        }
                    }
                }
            }
        }
    }

    EditBubble {
        id: slotBubble
        objectName: "slotBubble"
        parent: view
        property int col: 0
        property int row: 0
        readonly property int slot: view.slotAt(col, row)
        readonly property var card: slot >= 0 ? view.slots[slot] : null
        readonly property string path: "board.slots[" + slot + "]"
        readonly property var design: card ? view.tiles[card.tile] || [] : []
        //: Rules editor, garden: title of the editing card of a tile slot; %1 its column, %2 its row (from 0 at the bottom left)
        title: qsTr("Tile slot %1, %2").arg(col).arg(row)
        InkButton {
            objectName: "placeCardButton"
            visible: slotBubble.card === null
            //: Rules editor, garden: lays a tile in an empty slot
            text: qsTr("Place a tile here")
            enabled: view.tileIds.length > 0
            onClicked: view.editor.insertItem("board.slots", view.slots.length,
                                              { at: [slotBubble.col, slotBubble.row], tile: view.tileIds[0], rot: 0 })
        }
        Text {
            visible: slotBubble.card !== null
            //: Rules editor, garden: label of the chooser of a slot's tile design
            text: qsTr("Tile design")
            color: Theme.inkSoft
            font.family: Theme.bodyFont
        }
        InkComboBox {
            objectName: "tileBox"
            visible: slotBubble.card !== null
            Layout.preferredWidth: 200
            model: view.tileIds
            currentIndex: slotBubble.card ? view.tileIds.indexOf(slotBubble.card.tile) : -1
            onActivated: (i) => view.write(slotBubble.path + ".tile", view.tileIds[i])
        }
        RowLayout {
            visible: slotBubble.card !== null
            InkButton {
                objectName: "turnCardButton"
                //: Rules editor, garden: turns a tile a quarter turn clockwise; %1 is its turn now in degrees
                text: qsTr("Turn 90° (now %1°)").arg(slotBubble.card ? slotBubble.card.rot || 0 : 0)
                onClicked: view.write(slotBubble.path + ".rot", ((slotBubble.card.rot || 0) + 90) % 360)
            }
            InkButton {
                objectName: "removeCardButton"
                //: Rules editor, garden: takes the tile out of its slot
                text: qsTr("Take the tile away")
                onClicked: {
                    view.editor.removeItem("board.slots", slotBubble.slot)
                    slotBubble.close()
                }
            }
        }
        Text {
            visible: slotBubble.card !== null
            Layout.maximumWidth: 320
            wrapMode: Text.Wrap
            //: Rules editor, garden: explains the four colour choosers of a tile design; %1 the design's id
            text: Theme.fill(qsTr("Lines of design %1 (every tile of this design changes):"),
                             [slotBubble.card ? slotBubble.card.tile : ""])
            color: Theme.inkSoft
            font.family: Theme.bodyFont
        }
        GridLayout {
            visible: slotBubble.card !== null
            columns: 2
            Repeater {
                model: [
                    //: Rules editor, garden: a tile's bottom inner line (before turning)
                    qsTr("Bottom"),
                    //: Rules editor, garden: a tile's left inner line (before turning)
                    qsTr("Left"),
                    //: Rules editor, garden: a tile's top inner line (before turning)
                    qsTr("Top"),
                    //: Rules editor, garden: a tile's right inner line (before turning)
                    qsTr("Right")]
                Text {
                    required property string modelData
                    required property int index
                    Layout.row: index
                    Layout.column: 0
                    text: modelData
                    color: Theme.ink
                    font.family: Theme.bodyFont
                }
            }
            Repeater {
                model: 4
                InkComboBox {
                    required property int index
                    objectName: "designLineBox_" + index
                    Layout.row: index
                    Layout.column: 1
                    Layout.preferredWidth: 150
                    model: view.colours.map(c => Theme.t(c.name))
                    currentIndex: view.colours.findIndex(c => c.id === slotBubble.design[index])
                    onActivated: (i) => view.write("board.tiles." + slotBubble.card.tile + "[" + index + "]",
                                                             view.colours[i].id)
                }
            }
        }
    }

    EditBubble {
        id: lineBubble
        objectName: "lineBubble"
        parent: view
        property int index: -1
        readonly property var line: view.lines[index] || []
        //: Rules editor, garden: title of the card of a line of the board; %1 and %2 the fields (or pagoda) it joins
        title: qsTr("Line %1 – %2").arg(line[0] || "").arg(line[1] || "")
        Text {
            //: Rules editor, garden: label of a line's colour chooser
            text: qsTr("Colour")
            color: Theme.inkSoft
            font.family: Theme.bodyFont
        }
        InkComboBox {
            objectName: "lineColourBox"
            Layout.preferredWidth: 180
            model: view.colours.map(c => Theme.t(c.name))
            currentIndex: view.colours.findIndex(c => c.id === lineBubble.line[2])
            onActivated: (i) => view.write("board.lines[" + lineBubble.index + "][2]", view.colours[i].id)
        }
    }
}
