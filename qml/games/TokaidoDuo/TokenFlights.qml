// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// The pieces that travel across the table as on a real one: a die taken from the tray goes
// to the player who took it, a wave tile from its spot (or from the other player) to the
// board it goes on, the hot spring token to its holder and back, wares from a mountain town
// to the merchant's board and from the board to a coastal town (sold) or to the bag. This
// layer notices what moved by comparing one observation of the table with the next (so a
// person's move, the computer's, the Automa's, an undo and a replay's step all look the same)
// and flies a copy of the piece over the table, from where the piece was to where it is now.
// The real pieces are already in their new places, and the layer takes no input, so a click or
// a key during a flight acts on the table as it is.
Item {
    id: flightLayer
    required property var table
    enabled: false
    z: 60

    function centreOf(item) {
        return item.mapToItem(flightLayer, item.width / 2, item.height / 2)
    }
    // Whether an item is on the screen (a panel that the layout hides has no place to fly to).
    function shown(item) {
        for (let p = item; p; p = p.parent)
            if (!p.visible)
                return false
        return item !== null && item !== undefined
    }
    // kind: "die", "wave", "spring" or "ware"; look: {character, value, ware}; pause and
    // duration in ms (already through Theme.motion). Returns the flying piece, or null.
    function fly(kind, look, fromItem, toItem, pause, duration) {
        if (!Theme.motionOn || duration <= 0 || !shown(fromItem) || !shown(toItem))
            return null
        const a = centreOf(fromItem), b = centreOf(toItem)
        if (Math.hypot(a.x - b.x, a.y - b.y) < 4)
            return null
        return flight.createObject(flightLayer, Object.assign({ kind: kind, fromX: a.x, fromY: a.y, toX: b.x, toY: b.y,
                                                          pause: pause, duration: duration }, look))
    }
    // ---- What moved -----------------------------------------------------------------------
    // What the last observation showed of the pieces that move between places off the island:
    // who took each die, who holds each wave tile and the hot spring, each player's wares.
    property var lastSeen: null
    function piecesNow() {
        const dice = {}, wave = {}
        for (const d of table.dice)
            dice[d.character] = d.taken_by !== undefined ? d.taken_by : -1
        for (const w of table.waveTiles)
            wave[w.character] = w.holder !== undefined ? w.holder : -1
        return { round: table.obs.round, dice: dice, wave: wave, spring: table.springHolder,
                 wares: table.players.map(p => Object.assign({}, p.wares || {})),
                 merchant: table.players.map(p => p.merchant) }
    }
    // The board (or rank track) of a seat's character, and its hot spring spot.
    function seatSpot(seat, character) {
        const card = seat === table.homeSeat ? table.homeBoards : seat === table.rulesSeat ? table.automaBoardItem : table.opponentBoards
        return character === "spring" ? card.springSpot : card.spot(character)
    }
    function waveSpot(character) {
        return table.roomy ? table.wavePanel.waveItem(character) : table.diceTray.waveItem(character)
    }
    function springSpot() {
        return table.roomy ? table.wavePanel.springItem : table.diceTray.springItem
    }
    // Compares the pieces with the last observation and sends what moved on its way, in the
    // order of a real table: the die a player takes flies to their board and, as it lands,
    // the traveller sets off; a piece taken by a traveller's arrival (a wave tile on a
    // seashore, the hot spring, wares in a town) leaves when the traveller is nearly there; a
    // player's whole move stays within Theme.motion(700) ms. The Automa's turn, which the
    // rules play at once with the move that hands it over, follows that move the same way.
    function noticeMoves() {
        const now = piecesNow()
        const was = lastSeen
        lastSeen = now
        if (!was || !Theme.motionOn)
            return
        const moved = c => was.round === now.round && was.dice[c] !== undefined
                           && now.dice[c] !== undefined && was.dice[c] !== now.dice[c]
        const isAutoma = seat => seat === table.rulesSeat
        const isPlayer = seat => seat !== table.rulesSeat
        const dieFlight = Theme.motion(420), setOff = Theme.motion(240), hop = Theme.motion(340)
        const playerTook = table.characters.some(c => moved(c) && now.dice[c] >= 0 && isPlayer(now.dice[c]))
        const automaTook = table.characters.some(c => moved(c) && isAutoma(now.dice[c]))
        if (playerTook)
            table.island.holdWalks(isPlayer, setOff)
        // When the player's move is over and the Automa's turn begins (0: no player's move).
        const automaTurn = Math.max(table.island.walkingFor(isPlayer), playerTook ? dieFlight : 0)
        if (automaTook)
            table.island.holdWalks(isAutoma, automaTurn + setOff)
        // Pieces taken by an arrival leave as the traveller is nearly there.
        const arrival = seat => {
            const start = isAutoma(seat) && automaTook ? automaTurn + setOff : playerTook ? setOff : 0
            return Math.max(start, table.island.walkingFor(isAutoma(seat) ? isAutoma : isPlayer) - Theme.motion(300))
        }
        for (const c of table.characters) {
            const from = was.dice[c], to = now.dice[c]
            if (moved(c)) {
                const die = table.diceTray.dieItem(c)
                const d = table.dice.find(x => x.character === c)
                const look = { character: c, value: d ? d.value : 0 }
                if (to >= 0)
                    fly("die", look, die, seatSpot(to, c), isAutoma(to) ? automaTurn : 0, dieFlight)
                else if (from >= 0)
                    fly("die", look, seatSpot(from, c), die, 0, dieFlight)
            }
            const w0 = was.wave[c], w1 = now.wave[c]
            if (w0 !== undefined && w1 !== undefined && w0 !== w1)
                fly("wave", { character: c }, w0 >= 0 ? seatSpot(w0, c) : waveSpot(c),
                    w1 >= 0 ? seatSpot(w1, c) : waveSpot(c), arrival(w1 >= 0 ? w1 : w0), hop)
        }
        if (was.spring !== now.spring)
            fly("spring", {}, was.spring >= 0 ? seatSpot(was.spring, "spring") : springSpot(),
                now.spring >= 0 ? seatSpot(now.spring, "spring") : springSpot(),
                arrival(now.spring >= 0 ? now.spring : was.spring), hop)
        // Wares: drawn in a mountain town (town → board); sold in a coastal town or put back
        // into the bag (board → the merchant's town). A few tokens each, one after the other.
        for (let s = 0; s < now.wares.length && s < was.wares.length; ++s) {
            if (s === table.rulesSeat)
                continue
            const town = table.island.townItem(now.merchant[s])
            let k = 0
            for (const id of (table.def.wares || []).map(x => x.id)) {
                const diff = (now.wares[s][id] || 0) - (was.wares[s][id] || 0)
                for (let i = 0; i < Math.min(3, Math.abs(diff)); ++i, ++k)
                    fly("ware", { ware: id }, diff > 0 ? town : seatSpot(s, "merchant"),
                        diff > 0 ? seatSpot(s, "merchant") : town,
                        arrival(s) + Math.min(Theme.motion(50) * k, Theme.motion(150)), Theme.motion(280))
            }
        }
    }
    Connections {
        target: flightLayer.table
        function onObsChanged() { Qt.callLater(flightLayer.noticeMoves) }
    }
    Component.onCompleted: lastSeen = piecesNow()

    // The pieces in flight now (for tests).
    readonly property int flying: children.length

    Component {
        id: flight
        Item {
            id: piece
            property string kind: ""
            property string character: ""
            property int value: 0
            property string ware: ""
            property real fromX: 0
            property real fromY: 0
            property real toX: 0
            property real toY: 0
            property int pause: 0
            property int duration: 400
            readonly property real size: kind === "die" ? 34 : kind === "ware" ? 22 : 26
            objectName: "flight_" + kind + (character !== "" ? "_" + character : "")
            width: size
            height: kind === "wave" ? size * 1.2 : size
            x: fromX - width / 2
            y: fromY - height / 2
            opacity: 0

            SequentialAnimation {
                running: true
                PauseAnimation { duration: piece.pause }
                PropertyAction { target: piece; property: "opacity"; value: 1 }
                ParallelAnimation {
                    NumberAnimation {
                        target: piece; property: "x"; to: piece.toX - piece.width / 2
                        duration: piece.duration; easing.type: Easing.InOutQuad
                    }
                    NumberAnimation {
                        target: piece; property: "y"; to: piece.toY - piece.height / 2
                        duration: piece.duration; easing.type: Easing.InOutQuad
                    }
                    // Lifted off the table and put down again.
                    SequentialAnimation {
                        NumberAnimation { target: piece; property: "scale"; from: 1; to: 1.25; duration: piece.duration / 2 }
                        NumberAnimation { target: piece; property: "scale"; to: 1; duration: piece.duration / 2 }
                    }
                }
                NumberAnimation { target: piece; property: "opacity"; to: 0; duration: Theme.motion(60) }
                ScriptAction { script: piece.destroy() }
            }

            // A die: its character's colour, symbol and value.
            Rectangle {
                visible: piece.kind === "die"
                anchors.fill: parent
                radius: 7
                color: flightLayer.table.dieColour(piece.character)
                border.color: Qt.darker(color, 1.4)
                border.width: 1.5
                Glyph {
                    x: 3
                    y: 3
                    width: 12
                    height: 12
                    kind: piece.character
                    inverted: true
                }
                Text {
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
                    anchors.rightMargin: 4
                    text: piece.value
                    color: Theme.paperLight
                    font.family: Theme.titleFont
                    font.pixelSize: piece.size * 0.56
                    font.bold: true
                }
            }
            // A wave tile.
            Rectangle {
                visible: piece.kind === "wave"
                anchors.fill: parent
                radius: 3
                color: "#dbe6ea"
                border.color: Theme.indigo
                Glyph {
                    anchors.fill: parent
                    anchors.margins: 2
                    kind: "wave_tile"
                    colour: Theme.indigo
                }
            }
            // The hot spring token.
            SpringToken {
                visible: piece.kind === "spring"
                size: piece.size
            }
            // A ware token.
            Rectangle {
                visible: piece.kind === "ware"
                anchors.fill: parent
                radius: width * 0.3
                color: "#f7efe0"
                border.color: Theme.indigo
                Glyph {
                    anchors.fill: parent
                    anchors.margins: 2
                    kind: piece.ware
                    colour: Theme.indigo
                }
            }
        }
    }
}
