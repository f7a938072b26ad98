// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

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
                    Repeater {
                        model: Math.max(parent.limit, parent.held.length)
                        Rectangle {
                            required property int index
                            readonly property string ware: parent.held[index] || ""
                            width: card.cell
                            height: card.cell
                            radius: width * 0.3
                            color: ware !== "" ? "#f7efe0" : "transparent"
                            border.color: index >= parent.limit ? Theme.vermilion : ware !== "" ? Theme.indigo : Theme.line
                            border.width: index >= parent.limit ? 2 : 1
                            Glyph {
                                anchors.fill: parent
                                anchors.margins: 2
                                visible: parent.ware !== ""
                                kind: parent.ware
                                colour: Theme.indigo
                            }
                        }
                    }
                    Item { width: 6; height: 1 }
                    Glyph {
                        width: card.cell
                        height: card.cell
                        kind: "coin"
                        colour: "#9a5a2a"
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
                Row {
                    spacing: 2
                    Repeater {
                        model: card.def.merchant_slots || []
                        Rectangle {
                            required property int index
                            required property var modelData
                            readonly property bool filled: card.p && (card.p.slabs || 0) > index
                            width: card.cell * 1.25
                            height: card.cell
                            radius: height / 2
                            color: filled ? "#e3c06a" : "transparent"
                            border.color: filled ? "#9a7420" : Theme.line
                            Text {
                                anchors.centerIn: parent
                                text: parent.modelData
                                font.pixelSize: card.fontSize - 1
                                font.bold: parent.filled
                                color: parent.filled ? "#5a3a08" : Theme.inkFaint
                            }
                        }
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
            Grid {
                objectName: "paintings_" + card.seat
                columns: (card.def.artist_grid || {}).cols || 5
                spacing: 2
                Repeater {
                    // (A count: the tiles stay the same items, so that one turned up turns over.)
                    model: card.p ? (card.p.paintings || []).length : 0
                    Rectangle {
                        id: tile
                        required property int index
                        readonly property var modelData: (card.p ? card.p.paintings || [] : [])[index] || ({})
                        readonly property string face: modelData.state || "down"
                        // A tile turned up or given away turns over on the board.
                        property bool shown: false
                        Component.onCompleted: shown = true
                        onFaceChanged: if (shown && Theme.motionOn) turnOver.restart()
                        transform: Scale {
                            id: turn
                            origin.x: card.cell * 0.575
                            xScale: 1
                        }
                        SequentialAnimation {
                            id: turnOver
                            NumberAnimation { target: turn; property: "xScale"; from: 1; to: 0; duration: Theme.motion(160) }
                            NumberAnimation { target: turn; property: "xScale"; from: 0; to: 1; duration: Theme.motion(160) }
                        }
                        width: card.cell * 1.15
                        height: card.cell
                        radius: 3
                        color: face === "down" ? "#d9c9a6" : face === "up" ? "#fbf7ee" : "transparent"
                        border.color: face === "gone" ? Theme.gold : Qt.rgba(0.35, 0.28, 0.2, 0.6)
                        border.width: 1
                        Glyph {
                            anchors.fill: parent
                            anchors.margins: 2
                            visible: parent.face !== "gone"
                            kind: parent.face === "up" ? parent.modelData.icon : "brush"
                            colour: parent.face === "up" ? Theme.ink : Qt.rgba(0.45, 0.36, 0.24, 0.6)
                        }
                        // A painting given away shows its slot's value (made once it is given).
                        Loader {
                            anchors.centerIn: parent
                            active: tile.face === "gone"
                            sourceComponent: Text {
                                objectName: "giftValue_" + card.seat + "_" + tile.index
                                text: (card.def.artist_slots || [])[tile.index] !== undefined
                                      ? card.def.artist_slots[tile.index] : ""
                                font.pixelSize: card.fontSize - 1
                                font.bold: true
                                color: "#8a5a1a"
                            }
                        }
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
    component Track: Row {
        id: track
        property string kind: ""
        property int count: 0
        property var values: []
        spacing: 2
        // The track's space type, as on the ring.
        Glyph {
            width: card.cell
            height: card.cell
            kind: track.kind
            colour: track.kind === "temple" ? Theme.vermilion : Theme.pine
        }
        Repeater {
            model: track.values
            Rectangle {
                required property int index
                required property var modelData
                readonly property bool filled: index < track.count
                width: card.cell
                height: card.cell
                radius: track.kind === "garden" ? width / 2 : 3
                color: filled ? (track.kind === "temple" ? "#e7b3a6" : "#bcd0a6") : "transparent"
                border.color: filled ? (track.kind === "temple" ? Theme.vermilion : Theme.pine) : Theme.line
                Text {
                    anchors.centerIn: parent
                    text: parent.modelData
                    font.pixelSize: card.fontSize - 1
                    font.bold: parent.filled
                    color: parent.filled ? Theme.ink : Theme.inkFaint
                }
            }
        }
    }
}
