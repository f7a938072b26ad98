// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The Tokaido Duo table: the island drawn from the rules' description (ring, towns, routes,
// regions), the six travellers, the dice tray of the round's draft, the wave tiles and the
// hot spring, both players' three character boards, and a move panel for the decisions that
// are not a place on the island (wares to put back, how many to sell, paint or gift, which
// wave tile, the hot spring). Every highlight comes from the legal moves' descriptions
// (moves, movesWhere, playWhere); the view never reads move text.
//
// As on Board Game Arena, the artist is offered destinations (the rules choose the route)
// unless the Inspired tile makes each route its own move; a pilgrim with a wave tile is
// offered both spaces.
//
// Solo, the Automa's seat shows its rank tracks and its reasoning (AutomaBoard) instead of
// boards; AutomaWords words what it did and why, for that board, the log and the end screen.
GameTable {
    id: table
    // The sound of each kind of move (GameTable.moveSounds): a die taken, the pilgrim, the
    // merchant and the artist walking, tiles painted and wave tiles taken, wares and coins.
    moveSounds: ({ pick: "dice", pilgrim: "step", merchant: "step", artist: "step",
                   paint: "card", wave: "card", "return": "bead", sell: "bead", gift: "bead",
                   spring: "bead" })

    readonly property var obs: session.observation
    readonly property var def: session.definition
    readonly property int viewer: session.viewerSeat
    readonly property string decision: obs.decision || ""
    readonly property var players: obs.players || []
    readonly property var dice: obs.dice || []
    readonly property var waveTiles: obs.wave || []
    readonly property int springHolder: obs.hot_spring !== undefined ? obs.hot_spring : -1
    readonly property bool finalRound: obs.final_round === true
    readonly property var characters: def.characters || ["pilgrim", "merchant", "artist"]
    // Solo: the Automa ({seat, level, level_id, loaded, ranks, tracks, reasoning}), else null.
    readonly property var automa: obs.automa || null
    // The seat the rules play (the Automa, solo; session.rulesSeat, the shared seat model), else -1.
    readonly property int rulesSeat: session.rulesSeat
    readonly property AutomaWords automaWords: AutomaWords {
        table: table
    }

    // ---- The description, indexed --------------------------------------------------------
    function index(list, key) {
        const m = {}
        for (const x of (list || []))
            m[x[key]] = x
        return m
    }
    readonly property var townById: index(def.towns, "id")
    readonly property var regionById: index(def.regions, "id")
    readonly property var spaceTypeById: index(def.space_types, "id")
    readonly property var wareById: index(def.wares, "id")
    readonly property var iconById: index(def.painting_icons, "id")
    readonly property var ringByIndex: index(def.ring, "index")
    readonly property int ringLength: (def.ring || []).length
    readonly property var boutiqueAt: index(obs.boutiques, "town")
    function waveInfo(character, side) {
        return (def.wave_tiles || []).find(w => w.character === character && w.side === side) || null
    }
    function waveOf(character) { return waveTiles.find(w => w.character === character) || null }

    function seatColour(seat) {
        // Green and purple, as in the box.
        return seat === 0 ? "#4f8a3a" : seat === 1 ? "#7d4f9e" : Theme.inkFaint
    }
    // The dice in their characters' colours (each also carries its character's symbol).
    function dieColour(c) {
        switch (c) {
        case "pilgrim": return "#b8412c"
        case "merchant": return "#d27f27"
        case "artist": return "#7a5232"
        }
        return Theme.inkSoft
    }
    // In colour-blind-safe mode a seat is told by its shape too (Theme.seatShapes: ● ■).
    function seatShape(seat) {
        return seat >= 0 ? Theme.seatShapes[seat % Theme.seatShapes.length] : ""
    }

    // The words the table composes (TokaidoDuoWords) and the moves it offers (TokaidoDuoMoves).
    readonly property TokaidoDuoWords words: TokaidoDuoWords {
        table: table
    }
    readonly property TokaidoDuoMoves offer: TokaidoDuoMoves {
        table: table
    }
    // Where the pointer is on the island (a ring space, a town), for the route it previews.
    property int hoveredSpace: -1
    property string hoveredTown: ""
    Connections {
        target: table.session
        function onStateChanged() { table.offer.reset() }
        function onGameChanged() {
            table.offer.reset()
            flights.lastSeen = null
        }
    }
    // What GamePage, the move log and the end screen read (GameTable), in the table's words.
    statusText: words.statusText
    endTitle: words.endTitle
    endDetails: words.endDetails
    function roundTitle(round) { return words.roundTitle(round) }
    function adviseMove(seat, move, asking) { return words.adviseMove(seat, move, asking) }
    function describeMove(seat, move) { return words.describeMove(seat, move) }
    function stepBack() { return offer.stepBack() }
    function play(move) { return offer.play(move) }

    // ---- Where things are, for drawing and walking (TokaidoDuoGeometry) ------------------------
    readonly property TokaidoDuoGeometry geometry: TokaidoDuoGeometry {
        table: table
    }
    // A place as a key ("ring:14", "town:M2", "region:R3"): its point on the board in [0,1].
    function placePoint(place) { return geometry.placePoint(place) }
    // The points a traveller walks through from one place to another (one point: no walk).
    function walk(seat, character, from, to) { return geometry.walk(seat, character, from, to) }
    readonly property var travellers: geometry.travellers
    readonly property var previewRoute: geometry.previewRoute
    readonly property var lastRoute: geometry.lastRoute
    property int hoveredRoute: -1
    readonly property string islandHoveredRegion: island ? island.hoveredRegion : ""

    // ---- Layout ---------------------------------------------------------------------------------
    // A wide island (Shikoku) lies across the top, as large as the room allows; under it the
    // turn column (dice tray and move panel), on a roomy table the wave tiles, and both
    // players' boards. A tall island (Awaji) stands on the left with all of that beside it.
    readonly property real aspect: def.aspect || 2
    readonly property real gap: 10
    readonly property bool tallBoard: aspect < 1.2
    readonly property bool roomy: width >= 1250 && height >= 800
    // Solo, the Automa's reasoning needs a few more lines under a small window.
    readonly property real bottomMin: roomy ? Math.max(330, height * 0.36) : rulesSeat >= 0 ? 265 : 240
    readonly property real boardHeight: tallBoard
                                        ? Math.max(150, Math.min(height, width * 0.55 / aspect))
                                        : Math.max(150, Math.min(width / aspect, height - bottomMin - gap))
    readonly property real boardWidth: boardHeight * aspect
    readonly property int homeSeat: {
        const humans = []
        for (let i = 0; i < session.seats.length; ++i)
            if (session.seats[i].kind === "human")
                humans.push(i)
        return humans.length === 1 ? humans[0] : 0
    }
    property alias island: islandBoard
    // (For TokenFlights: where the pieces fly from and to.)
    readonly property alias diceTray: diceTray
    readonly property Item wavePanel: wavePanel.item
    readonly property alias homeBoards: homeBoards
    readonly property alias opponentBoards: opponentBoards
    readonly property Item automaBoardItem: automaBoard.item

    // (No focus of its own: the page keeps the keys, and MoveKeys moves among the MoveTargets
    // of the table's pieces; Escape comes back as stepBack().)

    // Above everything: the pieces in flight.
    TokenFlights {
        id: flights
        objectName: "flights"
        table: table
        anchors.fill: parent
    }

    IslandBoard {
        id: islandBoard
        objectName: "island"
        table: table
        width: table.boardWidth
        height: table.boardHeight
        x: table.tallBoard ? 0 : (table.width - width) / 2
        y: table.tallBoard ? (table.height - height) / 2 : 0
    }

    // The final-round banner (its text made when it shows).
    Rectangle {
        id: finalBanner
        objectName: "finalRoundBanner"
        visible: table.finalRound && !table.session.over
        anchors.horizontalCenter: islandBoard.horizontalCenter
        y: islandBoard.y + 6
        width: Math.min(islandBoard.width - 20, (bannerText.item ? bannerText.item.implicitWidth : 0) + 36)
        height: (bannerText.item ? bannerText.item.implicitHeight : 0) + 10
        radius: height / 2
        color: Theme.vermilion
        border.color: Qt.darker(Theme.vermilion, 1.3)
        z: 30
        Loader {
            id: bannerText
            anchors.centerIn: parent
            active: finalBanner.visible
            sourceComponent: bannerTextComponent
        }
    }
    Component {
        id: bannerTextComponent
        Text {
            width: Math.min(implicitWidth, finalBanner.width - 24)
            //: Banner on the island when an end condition has been met
            text: qsTr("Final round: the game ends when this round is over")
            color: Theme.paperLight
            font.family: Theme.titleFont
            font.pixelSize: table.roomy ? 17 : 14
            font.bold: true
            elide: Text.ElideRight
        }
    }

    GridLayout {
        id: lower
        // Wide island: one row below it. Tall island: beside it, the turn column (and the
        // wave tiles) above the players, who sit side by side when there is room.
        readonly property bool playersSideBySide: !table.tallBoard || width >= 640
        x: table.tallBoard ? islandBoard.width + table.gap : 0
        y: table.tallBoard ? 0 : islandBoard.height + table.gap
        width: table.width - x
        height: table.height - y
        rowSpacing: table.gap
        columnSpacing: table.gap
        columns: 4

        ColumnLayout {
            Layout.row: 0
            Layout.column: 0
            Layout.columnSpan: table.tallBoard && !table.roomy ? 4 : 1
            Layout.preferredWidth: table.roomy ? 360 : table.tallBoard ? lower.width : Math.max(236, table.width * 0.32)
            Layout.maximumWidth: Layout.preferredWidth
            Layout.fillWidth: table.tallBoard && !table.roomy
            Layout.fillHeight: !table.tallBoard
            Layout.preferredHeight: table.tallBoard ? (table.roomy ? 340 : 236) : -1
            spacing: 6
            DiceTray {
                id: diceTray
                table: table
                Layout.fillWidth: true
            }
            DecisionPanel {
                table: table
                Layout.fillWidth: true
                Layout.fillHeight: true
            }
        }
        // On a roomy table: the wave tiles and the hot spring with their texts (made while
        // it shows: a smaller table shows them in the dice tray).
        Loader {
            id: wavePanel
            readonly property GameTable tableView: table
            active: table.roomy
            visible: active
            sourceComponent: WavePanel {
                objectName: "wavePanel"
                table: wavePanel.tableView
            }
            Layout.row: 0
            Layout.column: 1
            Layout.columnSpan: table.tallBoard ? 3 : 1
            Layout.preferredWidth: 250
            Layout.fillWidth: table.tallBoard
            Layout.fillHeight: !table.tallBoard
            Layout.preferredHeight: table.tallBoard ? 340 : -1
        }
        PlayerBoards {
            id: opponentBoards
            table: table
            seat: 1 - table.homeSeat
            visible: table.rulesSeat !== seat
            Layout.row: table.tallBoard ? 1 : 0
            Layout.column: table.tallBoard ? 0 : (table.roomy ? 2 : 1)
            Layout.columnSpan: table.tallBoard ? (lower.playersSideBySide ? 2 : 4) : 1
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: 100
        }
        // Solo: the Automa's rank tracks and reasoning in the opponent's place (made only
        // at a solo table).
        Loader {
            id: automaBoard
            readonly property int seat: 1 - table.homeSeat
            readonly property GameTable tableView: table
            active: table.rulesSeat === seat
            visible: active
            sourceComponent: AutomaBoard {
                table: automaBoard.tableView
                seat: automaBoard.seat
            }
            Layout.row: table.tallBoard ? 1 : 0
            Layout.column: table.tallBoard ? 0 : (table.roomy ? 2 : 1)
            Layout.columnSpan: table.tallBoard ? (lower.playersSideBySide ? 2 : 4) : 1
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: 100
        }
        PlayerBoards {
            id: homeBoards
            table: table
            seat: table.homeSeat
            Layout.row: table.tallBoard ? (lower.playersSideBySide ? 1 : 2) : 0
            Layout.column: table.tallBoard ? (lower.playersSideBySide ? 2 : 0) : (table.roomy ? 3 : 2)
            Layout.columnSpan: table.tallBoard ? (lower.playersSideBySide ? 2 : 4) : 1
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: 100
        }
    }
}
