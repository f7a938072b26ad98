// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge
import "InkDrawings.js" as InkDrawings

// One player's three character boards, each with its current score: the pilgrim (temple
// and garden tracks, wave tile), the merchant (wares against the hand limit, coins, the six
// gold-slab slots with their values, wave tile) and the artist (the 2 × 5 painting grid: face
// down, face up with its subject, or given away showing the slot's value; wave tile).
Rectangle {
    id: card
    required property var table
    property int seat: 0

    readonly property var def: table.def
    readonly property var p: table.players[seat] || null
    readonly property var score: p && p.score ? p.score : ({})
    readonly property bool current: table.session.currentPlayer === seat && !table.session.over
    readonly property bool winner: table.session.over && (table.session.outcome.winners || []).indexOf(seat) >= 0
    readonly property color colour: table.seatColour(seat)
    // The size of a track cell, from the room each board gets.
    readonly property real boardHeight: Math.max(40, (height - header.height - 22) / 3)
    readonly property real cell: Math.floor(Math.max(13, Math.min(30, (width - 96) / 10.9, (boardHeight - 10) / 2.3)))
    readonly property int fontSize: Math.max(12, Math.min(14, Math.round(cell * 0.6)))

    objectName: "player_" + seat
    radius: Theme.radius
    color: current ? Qt.rgba(1, 1, 1, 0.62) : Qt.rgba(1, 1, 1, 0.4)
    border.color: current ? Theme.vermilion : Theme.line
    border.width: current ? 2 : 1
    clip: true

    // Where a character's board is, and the hot spring token's place in the heading (for the
    // pieces that travel to this player: TokenFlights).
    function spot(character) {
        return character === "pilgrim" ? pilgrimBoard : character === "merchant" ? merchantBoard
             : character === "artist" ? artistBoard : header
    }
    readonly property alias springSpot: springSpot
    // Read out as a whole: the player, their points and whose turn it is; each board below
    // reads its own counts.
    Accessible.role: Accessible.Pane
    Accessible.name: table.seatName(seat)
    Accessible.description: table.words.sentences([
        //: Player boards read out: the total score; %n points
        qsTr("%n point(s)", "", score.total || 0),
        winner ? qsTr("Winner") : current ? qsTr("To move") : "",
        //: Player boards read out: this player holds the hot spring token
        table.springHolder === seat ? qsTr("Holds the hot spring token") : ""])

    // An ink picture (InkPictures) of `kind` in `colour`, as a Glyph draws it.
    function ink(kind, colour) {
        return InkPictures.source(Qt.size(100, 100), [colour], InkDrawings.glyphs[kind] || InkDrawings.dot)
    }

    function waveHeld(character) {
        const w = table.waveOf(character)
        return w && w.holder === seat ? w : null
    }

    Rectangle {
        x: 0
        y: card.radius
        width: 5
        height: parent.height - 2 * card.radius
        color: card.colour
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 6
        anchors.leftMargin: 11
        spacing: 4

        RowLayout {
            id: header
            Layout.fillWidth: true
            spacing: 6
            // Colour-blind-safe mode: the seat's shape beside its name (● ■).
            Loader {
                objectName: "cardSeatMark_" + card.seat
                readonly property string text: item ? item.text : ""
                active: Theme.colourBlind
                visible: active
                sourceComponent: Text {
                    text: card.table.seatShape(card.seat)
                    font.pixelSize: 15
                    color: card.colour
                }
            }
            Text {
                Layout.fillWidth: true
                text: card.table.seatName(card.seat)
                font.family: Theme.titleFont
                font.pixelSize: 15
                font.bold: true
                color: Theme.ink
                // A long name (コンピューター2 beside "Thinking…") gets smaller before it is cut.
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 11
                elide: Text.ElideRight
            }
            Rectangle {
                visible: card.current || card.winner
                Layout.preferredHeight: 20
                // The badge keeps its whole word; the name beside it shrinks instead.
                Layout.preferredWidth: stateText.implicitWidth + 14
                radius: 10
                color: card.winner ? Theme.gold : Theme.vermilion
                Text {
                    id: stateText
                    anchors.centerIn: parent
                    width: parent.width - 10
                    horizontalAlignment: Text.AlignHCenter
                    elide: Text.ElideRight
                    text: card.winner
                          //: Player boards: this player won
                          ? qsTr("Winner")
                          : card.table.session.aiThinking
                            //: Player boards: the computer is choosing
                            ? qsTr("Thinking…")
                            //: Player boards: it is this player's turn
                            : qsTr("To move")
                    color: Theme.paperLight
                    font.pixelSize: 11
                    font.bold: true
                }
            }
            // Always in the row (Qt 6.4's layouts misplace an item that turns visible);
            // it takes room only while the player holds the token.
            Item {
                id: springSpot
                readonly property bool held: card.table.springHolder === card.seat
                Layout.preferredWidth: held ? 20 : 0
                Layout.preferredHeight: 20
                SpringToken {
                    visible: parent.held
                    size: 20
                    holder: card.seat
                    holderColour: card.colour
                }
            }
            Text {
                objectName: "total_" + card.seat
                //: Player boards: the total score (short); %n points
                text: qsTr("%n pt(s)", "", card.score.total || 0)
                font.family: Theme.titleFont
                font.pixelSize: 16
                font.bold: true
                color: card.colour
            }
        }

        // ---- Pilgrim ----
        Board {
            id: pilgrimBoard
            character: "pilgrim"
            points: card.score.pilgrim || 0
            //: Player boards: the pilgrim's board read out and shown on hover; %1 temples visited, %2 temple track length, %3 gardens, %4 garden track length, %5 points
            summary: qsTr("Pilgrim · temples: %1/%2 · gardens: %3/%4 · points: %5")
                     .arg(card.p ? card.p.temples || 0 : 0).arg(((card.def.tracks || {}).temple || []).length)
                     .arg(card.p ? card.p.gardens || 0 : 0).arg(((card.def.tracks || {}).garden || []).length)
                     .arg(points)
            Column {
                spacing: 3
                Track { kind: "temple"; count: card.p ? card.p.temples || 0 : 0; values: (card.def.tracks || {}).temple || [] }
                Track { kind: "garden"; count: card.p ? card.p.gardens || 0 : 0; values: (card.def.tracks || {}).garden || [] }
            }
        }

        // ---- Merchant ----
        Board {
            id: merchantBoard
            character: "merchant"
            points: card.score.merchant || 0
            //: Player boards: the merchant's board read out and shown on hover; %1 wares held, %2 the hand limit, %3 coins, %4 gold slabs, %5 slots, %6 points
            summary: qsTr("Merchant · wares: %1/%2 · coins: %3 · gold slabs: %4/%5 · points: %6")
                     .arg(card.p ? card.p.hand || 0 : 0).arg(card.def.hand_limit || 5)
                     .arg(card.p ? card.p.coins || 0 : 0).arg(card.p ? card.p.slabs || 0 : 0)
                     .arg((card.def.merchant_slots || []).length).arg(points)
            Column {
                spacing: 3
                Row {
                    spacing: 2
                    readonly property var held: {
                        const out = []
                        const w = card.p && card.p.wares ? card.p.wares : {}
                        for (const ware of (card.def.wares || []).map(x => x.id))
                            for (let i = 0; i < (w[ware] || 0); ++i)
                                out.push(ware)
                        return out
                    }
                    readonly property int limit: card.def.hand_limit || 5
                    // The wares in hand, a cell each up to the limit (over it: ringed in
                    // vermilion), then a coin: one picture (InkTiles).
                    InkTiles {
                        readonly property int cells: Math.max(parent.limit, parent.held.length)
                        width: cells * (card.cell + 2) + 8 + card.cell
                        height: card.cell
                        tiles: {
                            const c = card.cell, row = parent, out = []
                            if (!InkPictures.ready)
                                return out
                            for (let i = 0; i < cells; ++i) {
                                const ware = row.held[i] || "", over = i >= row.limit
                                out.push({ x: i * (c + 2), y: 0, w: c, h: c, radius: c * 0.3,
                                           fill: ware !== "" ? "#f7efe0" : "transparent",
                                           border: over ? Theme.vermilion : ware !== "" ? Theme.indigo : Theme.line,
                                           borderWidth: over ? 2 : 1,
                                           picture: ware !== "" ? card.ink(ware, Theme.indigo) : "", margin: 2 })
                            }
                            out.push({ x: cells * (c + 2) + 8, y: 0, w: c, h: c, picture: card.ink("coin", "#9a5a2a") })
                            return out
                        }
                    }
                    Text {
                        objectName: "coins_" + card.seat
                        anchors.verticalCenter: parent.verticalCenter
                        text: card.p ? card.p.coins || 0 : 0
                        font.pixelSize: card.fontSize + 1
                        font.bold: true
                        color: "#7a4a1a"
                    }
                }
                // The gold-slab slots with their values, filled up to the slabs held.
                InkTiles {
                    readonly property var slots: card.def.merchant_slots || []
                    width: Math.max(0, slots.length * (card.cell * 1.25 + 2) - 2)
                    height: card.cell
                    tiles: {
                        const c = card.cell, out = []
                        if (!InkPictures.ready)
                            return out
                        for (let i = 0; i < slots.length; ++i) {
                            const filled = card.p !== null && (card.p.slabs || 0) > i
                            out.push({ x: i * (c * 1.25 + 2), y: 0, w: c * 1.25, h: c, radius: c / 2,
                                       fill: filled ? "#e3c06a" : "transparent",
                                       border: filled ? "#9a7420" : Theme.line,
                                       text: String(slots[i]), size: card.fontSize - 1, bold: filled,
                                       colour: filled ? "#5a3a08" : Theme.inkFaint })
                        }
                        return out
                    }
                }
            }
        }

        // ---- Artist ----
        Board {
            id: artistBoard
            character: "artist"
            points: card.score.artist || 0
            readonly property var paintings: card.p ? card.p.paintings || [] : []
            //: Player boards: the artist's board read out and shown on hover; %1 paintings face up, %2 given away, %3 in all, %4 points
            summary: qsTr("Artist · face up: %1 · given away: %2/%3 · points: %4")
                     .arg(paintings.filter(x => x.state === "up").length)
                     .arg(paintings.filter(x => x.state === "gone").length)
                     .arg(paintings.length).arg(points)
            // The paintings, face down, face up or given away (showing the slot's value): one
            // picture (InkTiles); a tile that turns up or is given away turns over on it. (Each
            // InkTiles here is given its tiles once the page's layouts have settled, as a Glyph
            // asks for its picture: InkPictures.ready.)
            Item {
                id: paintingGrid
                objectName: "paintings_" + card.seat
                readonly property int columns: (card.def.artist_grid || {}).cols || 5
                readonly property var faces: artistBoard.paintings.map(x => x.state || "down")
                readonly property real tileWidth: card.cell * 1.15
                width: Math.max(0, Math.min(faces.length, columns) * (tileWidth + 2) - 2)
                height: Math.max(0, Math.ceil(faces.length / columns) * (card.cell + 2) - 2)
                function tileAt(i) {
                    return Qt.rect((i % columns) * (tileWidth + 2), Math.floor(i / columns) * (card.cell + 2),
                                   tileWidth, card.cell)
                }
                function tile(i) {
                    const face = faces[i], at = tileAt(i)
                    return { x: at.x, y: at.y, w: at.width, h: at.height, radius: 3,
                             fill: face === "down" ? "#d9c9a6" : face === "up" ? "#fbf7ee" : "transparent",
                             border: face === "gone" ? Theme.gold : Qt.rgba(0.35, 0.28, 0.2, 0.6),
                             picture: face === "gone" ? ""
                                      : card.ink(face === "up" ? artistBoard.paintings[i].icon : "brush",
                                                 face === "up" ? Theme.ink : Qt.rgba(0.45, 0.36, 0.24, 0.6)),
                             margin: 2 }
                }
                // The tile turning over now (-1: none), drawn by `turning` instead of the picture.
                property int turning: -1
                property var seen: []
                onFacesChanged: {
                    let changed = -1
                    for (let i = 0; i < faces.length && changed < 0; ++i)
                        if (seen[i] !== undefined && seen[i] !== faces[i])
                            changed = i
                    seen = faces
                    if (changed >= 0 && Theme.motionOn) {
                        turning = changed
                        turnOver.restart()
                    }
                }
                SequentialAnimation {
                    id: turnOver
                    NumberAnimation { target: turnScale; property: "xScale"; from: 1; to: 0; duration: Theme.motion(160) }
                    NumberAnimation { target: turnScale; property: "xScale"; from: 0; to: 1; duration: Theme.motion(160) }
                    ScriptAction { script: paintingGrid.turning = -1 }
                }
                InkTiles {
                    anchors.fill: parent
                    tiles: {
                        const out = []
                        if (!InkPictures.ready)
                            return out
                        for (let i = 0; i < paintingGrid.faces.length; ++i)
                            if (i !== paintingGrid.turning)
                                out.push(paintingGrid.tile(i))
                        return out
                    }
                }
                InkTiles {
                    readonly property rect at: paintingGrid.tileAt(Math.max(0, paintingGrid.turning))
                    visible: paintingGrid.turning >= 0
                    x: at.x
                    y: at.y
                    width: at.width
                    height: at.height
                    transform: Scale {
                        id: turnScale
                        origin.x: paintingGrid.tileWidth / 2
                        xScale: 1
                    }
                    tiles: {
                        if (paintingGrid.turning < 0)
                            return []
                        const t = paintingGrid.tile(paintingGrid.turning)
                        t.x = 0
                        t.y = 0
                        return [t]
                    }
                }
                // A painting given away shows its slot's value (made once it is given).
                Repeater {
                    model: paintingGrid.faces.map((face, i) => face === "gone" ? i : -1).filter(i => i >= 0)
                    Text {
                        required property int modelData
                        readonly property rect at: paintingGrid.tileAt(modelData)
                        objectName: "giftValue_" + card.seat + "_" + modelData
                        x: at.x + (at.width - implicitWidth) / 2
                        y: at.y + (at.height - implicitHeight) / 2
                        text: (card.def.artist_slots || [])[modelData] !== undefined
                              ? card.def.artist_slots[modelData] : ""
                        font.pixelSize: card.fontSize - 1
                        font.bold: true
                        color: "#8a5a1a"
                    }
                }
            }
        }
    }

    // A character board: its symbol, its contents, the wave tile on it, its score.
    component Board: Rectangle {
        id: board
        property string character: ""
        property int points: 0
        property string summary: ""
        default property alias content: holder.data
        Accessible.role: Accessible.StaticText
        Accessible.name: summary
        HoverHandler { id: boardHover }
        ToolTip.visible: boardHover.hovered && summary !== ""
        ToolTip.text: summary
        ToolTip.delay: 500
        readonly property var wave: card.waveHeld(character)
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: card.cell * 2 + 10
        radius: 6
        color: Qt.rgba(0.99, 0.97, 0.93, 0.75)
        border.color: Qt.rgba(0.8, 0.73, 0.6, 0.8)
        Glyph {
            id: symbol
            x: 5
            anchors.verticalCenter: parent.verticalCenter
            width: Math.min(22, card.cell + 4)
            height: width
            kind: board.character
            colour: card.colour
        }
        Item {
            id: holder
            anchors.left: symbol.right
            anchors.leftMargin: 6
            anchors.verticalCenter: parent.verticalCenter
            width: childrenRect.width
            height: childrenRect.height
        }
        // The wave tile on this board (made while the player holds it).
        Loader {
            active: board.wave !== null
            anchors.right: score.left
            anchors.rightMargin: 4
            anchors.verticalCenter: parent.verticalCenter
            sourceComponent: Rectangle {
                objectName: "boardWave_" + card.seat + "_" + board.character
                width: card.cell * 1.1
                height: card.cell * 1.3
                radius: 3
                color: "#dbe6ea"
                border.color: Theme.indigo
                Glyph {
                    anchors.fill: parent
                    anchors.margins: 2
                    kind: "wave_tile"
                    colour: Theme.indigo
                }
                TableTarget {
                    anchors.fill: parent
                    name: board.wave ? card.table.words.waveName(board.wave.character, board.wave.side) : ""
                    description: board.wave ? card.table.words.waveText(board.wave.character, board.wave.side) : ""
                }
            }
        }
        Text {
            id: score
            anchors.right: parent.right
            anchors.rightMargin: 6
            anchors.verticalCenter: parent.verticalCenter
            text: board.points
            font.family: Theme.titleFont
            font.pixelSize: card.fontSize + 4
            font.bold: true
            color: Theme.ink
        }
    }

    // A visit track: its symbol and one cell per value, filled up to the count.
    // (One picture, InkTiles: the symbol and the cells with their values.)
    component Track: InkTiles {
        id: track
        property string kind: ""
        property int count: 0
        property var values: []
        readonly property color tone: kind === "temple" ? Theme.vermilion : Theme.pine
        width: (values.length + 1) * (card.cell + 2) - 2
        height: card.cell
        tiles: {
            if (!InkPictures.ready)
                return []
            const c = card.cell
            // The track's space type, as on the ring.
            const out = [{ x: 0, y: 0, w: c, h: c, picture: card.ink(kind, tone) }]
            for (let i = 0; i < values.length; ++i) {
                const filled = i < count
                out.push({ x: (i + 1) * (c + 2), y: 0, w: c, h: c, radius: kind === "garden" ? c / 2 : 3,
                           fill: filled ? (kind === "temple" ? "#e7b3a6" : "#bcd0a6") : "transparent",
                           border: filled ? tone : Theme.line,
                           text: String(values[i]), size: card.fontSize - 1, bold: filled,
                           colour: filled ? Theme.ink : Theme.inkFaint })
            }
            return out
        }
    }
}
