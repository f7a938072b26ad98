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
    readonly property int automaSeat: automa ? automa.seat : -1
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

    // ---- Names (data names in the current language) ---------------------------------------
    function townName(id) {
        const t = townById[id]
        return t ? Theme.t(t.name) : String(id)
    }
    function regionLabel(id) {
        const r = regionById[id]
        return r ? Theme.t(r.name) : String(id)
    }
    function iconName(id) {
        const i = iconById[id]
        return i ? Theme.t(i.name) : String(id)
    }
    function wareName(id) {
        const w = wareById[id]
        return w ? Theme.t(w.name) : String(id)
    }
    function spaceTypeName(type) {
        const t = spaceTypeById[type]
        return t ? Theme.t(t.name) : String(type)
    }
    function spaceEffect(type) {
        const t = spaceTypeById[type]
        return t && t.effect ? Theme.t(t.effect) : ""
    }
    function waveName(character, side) {
        const w = waveInfo(character, side)
        return w ? Theme.t(w.name) : String(side)
    }
    function waveText(character, side) {
        const w = waveInfo(character, side)
        return w && w.text ? Theme.t(w.text) : ""
    }
    function characterName(c) {
        switch (c) {
        //: A character of Tokaido Duo (巡礼者)
        case "pilgrim": return qsTr("Pilgrim")
        //: A character of Tokaido Duo (商人)
        case "merchant": return qsTr("Merchant")
        //: A character of Tokaido Duo (絵描き)
        case "artist": return qsTr("Artist")
        }
        return String(c)
    }
    // ---- Names inside sentences (docs/glossary.md, "Tokaido Duo names inside sentences"):
    // what Theme.fill pastes into the move log and the prompts. Towns take no article; a
    // region's and a space type's `name_in_text` carries the article its language wants.
    function townInText(id) {
        return townName(id)
    }
    function regionInText(id) {
        const r = regionById[id]
        return r ? Theme.t(r.name_in_text || r.name) : String(id)
    }
    function characterInText(c) {
        switch (c) {
        //: A character of Tokaido Duo inside a sentence, with its article where the language has one (hu: no article, the template adds a(z))
        case "pilgrim": return qsTr("the pilgrim")
        //: A character of Tokaido Duo inside a sentence, with its article where the language has one (hu: no article, the template adds a(z))
        case "merchant": return qsTr("the merchant")
        //: A character of Tokaido Duo inside a sentence, with its article where the language has one (hu: no article, the template adds a(z))
        case "artist": return qsTr("the artist")
        }
        return String(c)
    }
    // A ring space inside a sentence: "the temple (space 14)"; a town space is its town. A
    // person counts the spaces from 1 (the start is space 1), the data from 0.
    function spaceInText(i) {
        const s = ringByIndex[i]
        if (!s)
            return String(i)
        if (s.town)
            return townInText(s.town)
        const t = spaceTypeById[s.type]
        const type = t ? Theme.t(t.name_in_text || t.name) : String(s.type)
        //: A ring space inside a sentence; %1 its type with its article ("the temple"), %2 its number on the ring
        return Theme.fill(qsTr("%1 (space %2)", "ring space in a sentence"), [type, i + 1])
    }
    // Wares inside a sentence, grouped by kind in the data's order: "2 kimono tokens and 1 fan token".
    function waresInText(wares) {
        const counts = {}
        for (const w of (wares || []))
            counts[w] = (counts[w] || 0) + 1
        const parts = []
        for (const id of (def.wares || []).map(x => x.id).concat(Object.keys(counts)))
            if (counts[id]) {
                //: Wares of one kind inside a sentence; %1 the ware (kimono, ceramics, ...); %n how many
                parts.push(Theme.fill(qsTr("%n %1 token(s)", "wares in a sentence", counts[id]), [wareName(id)]))
                delete counts[id]
            }
        return Theme.names(parts)
    }
    // A ring space as a label: "Temple (space 14)", counted from 1; a town space by its town's name.
    function spaceName(i) {
        const s = ringByIndex[i]
        if (!s)
            return String(i)
        if (s.town)
            return townName(s.town)
        //: A ring space in texts; %1 its type (Temple, Garden, ...), %2 its number on the ring
        return qsTr("%1 (space %2)").arg(spaceTypeName(s.type)).arg(i + 1)
    }
    function townAccessibleName(id) {
        const t = townById[id]
        const b = boutiqueAt[id]
        if (t && t.kind === "coastal" && b)
            //: Accessible name of a coastal town; %1 its name, %2 the ware its boutique buys (a label: "Kimono"), %n coins per ware
            return qsTr("%1, coastal town: buys %2 for %n coin(s) each", "", b.value).arg(townName(id)).arg(wareName(b.ware))
        return townName(id)
    }
    function trackLength(kind) {
        return ((def.tracks || {})[kind] || []).length
    }
    function wareList(wares) {
        return Theme.names((wares || []).map(wareName))
    }
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

    // ---- Words for the keyboard and screen readers (MoveTarget names and descriptions) -------
    // A traveller as a name: "Player 1's pilgrim".
    function travellerName(seat, c) {
        const who = seatName(seat)
        switch (c) {
        //: A traveller read out by a screen reader; %1 a player's name
        case "pilgrim": return Theme.fill(qsTr("%1's pilgrim"), [who])
        //: A traveller read out by a screen reader; %1 a player's name
        case "merchant": return Theme.fill(qsTr("%1's merchant"), [who])
        //: A traveller read out by a screen reader; %1 a player's name
        case "artist": return Theme.fill(qsTr("%1's artist"), [who])
        }
        return who
    }
    // The travellers standing at a place ("ring:14", "town:M2", "region:R3"), as a sentence, or "".
    function standingAt(place) {
        const here = travellers.filter(t => t.place === place).map(t => travellerName(t.seat, t.character))
        //: Read out with a place of the island: who stands there; %1 a list of travellers ("Player 1's pilgrim and Automa's artist")
        return here.length > 0 ? qsTr("Here: %1").arg(Theme.names(here)) : ""
    }
    // Sentences read one after the other (empty ones left out).
    function sentences(list) {
        //: Between two sentences read out by a screen reader (ja: 。)
        return list.filter(x => x !== "").join(qsTr(". "))
    }
    // A place as a label, for a traveller's description.
    function placeLabel(place) {
        const [kind, id] = String(place).split(":")
        return kind === "ring" ? spaceName(Number(id)) : kind === "town" ? townName(id) : regionLabel(id)
    }
    function dieActionName(c, value) {
        //: Keyboard and screen reader: what choosing a die does; %1 the character in a sentence (the pilgrim), %2 the die's value
        return Theme.fill(qsTr("Take %1's die (%2)"), [characterInText(c), value])
    }
    function spaceActionName(i) {
        //: Keyboard and screen reader: what choosing a ring space does; %1 the space in a sentence ("the temple (space 14)", "Kōchi")
        return Theme.fill(qsTr("Walk your pilgrim to %1"), [spaceInText(i)])
    }
    function townActionName(id) {
        //: Keyboard and screen reader: what choosing a town does; %1 the town (no article)
        return Theme.fill(qsTr("Move your merchant to %1"), [townInText(id)])
    }
    function regionActionName(id) {
        const list = regionTargetMoves[id] || []
        return list.length > 1
               //: Keyboard and screen reader (Inspired tile): choosing the region then asks for the route; %1 the region in a sentence ("Mount Sasa", "the Uwa Sea")
               ? Theme.fill(qsTr("Choose a route for your artist to %1"), [regionInText(id)])
               //: Keyboard and screen reader: what choosing a region does; %1 the region in a sentence ("Mount Sasa", "the Uwa Sea")
               : Theme.fill(qsTr("Move your artist to %1"), [regionInText(id)])
    }

    // ---- Interaction state -----------------------------------------------------------------
    property string artistTarget: ""     // Inspired: the destination whose route is being chosen
    property var returnPicks: []         // overflow: the held wares (indices) marked to go back
    property int hoveredSpace: -1
    property string hoveredTown: ""
    function reset() {
        artistTarget = ""
        returnPicks = []
    }
    // Escape (the page's MoveKeys): drops the last part of a move chosen so far, the
    // artist's region before its route (Inspired) or the last ware marked to go back.
    function stepBack() {
        if (artistTarget !== "") {
            artistTarget = ""
            return true
        }
        if (returnPicks.length > 0) {
            returnPicks = returnPicks.slice(0, -1)
            return true
        }
        return false
    }
    Connections {
        target: table.session
        function onStateChanged() { table.reset() }
        function onGameChanged() {
            table.reset()
            flights.lastSeen = null
        }
    }


    // ---- Legal moves by what they name ------------------------------------------------------
    function group(kind, key) {
        const m = {}
        for (const mv of moves)
            if (mv.kind === kind)
                (m[mv[key]] = m[mv[key]] || []).push(mv)
        return m
    }
    readonly property var dieMoves: group("pick", "character")
    readonly property var spaceTargets: group("pilgrim", "to")
    readonly property var townTargets: group("merchant", "to")
    readonly property var regionTargetMoves: group("artist", "to")
    readonly property var regionTargets: {
        const m = {}
        for (const k in regionTargetMoves)
            m[k] = true
        return m
    }
    readonly property var pilgrimMoves: moves.filter(m => m.kind === "pilgrim")
    readonly property var returnMoves: moves.filter(m => m.kind === "return")
    readonly property var sellMoves: moves.filter(m => m.kind === "sell").sort((a, b) => a.count - b.count)
    readonly property var paintMove: moves.find(m => m.kind === "paint") || null
    readonly property var giftMove: moves.find(m => m.kind === "gift") || null
    readonly property var waveMoves: moves.filter(m => m.kind === "wave")
    readonly property var springMoves: moves.filter(m => m.kind === "spring")
    readonly property var knownKinds: ["pick", "pilgrim", "merchant", "return", "sell", "artist",
                                       "paint", "gift", "wave", "spring"]
    // Inspired: the routes to the chosen destination.
    readonly property var artistRoutes: artistTarget !== "" ? (regionTargetMoves[artistTarget] || []) : []
    // How many wares go back on an overflow.
    readonly property int returnCount: returnMoves.length > 0 ? (returnMoves[0].wares || []).length : 0
    function sameWares(a, b) {
        const x = (a || []).slice().sort(), y = (b || []).slice().sort()
        return x.length === y.length && x.every((w, i) => w === y[i])
    }
    readonly property var returnMove: returnMoves.find(m => sameWares(m.wares, returnChoice)) || null

    function clickDie(character) {
        const list = dieMoves[character]
        if (list && list.length > 0)
            play(list[0])
    }
    function clickSpace(i) {
        const list = spaceTargets[i]
        if (list && list.length > 0)
            play(list[0])
    }
    function clickTown(id) {
        const list = townTargets[id]
        if (list && list.length > 0)
            play(list[0])
    }
    function clickRegion(id) {
        const list = regionTargetMoves[id]
        if (!list || list.length === 0)
            return
        if (list.length === 1)
            play(list[0])
        else
            artistTarget = id
    }
    // The current player's wares, one entry per token, in the data's order.
    readonly property var heldWares: {
        const me = players[session.currentPlayer]
        const out = []
        const w = me && me.wares ? me.wares : {}
        for (const ware of (def.wares || []).map(x => x.id))
            for (let i = 0; i < (w[ware] || 0); ++i)
                out.push(ware)
        return out
    }
    readonly property var returnChoice: returnPicks.map(i => heldWares[i])
    function toggleReturn(i) {
        const c = returnPicks.slice()
        const at = c.indexOf(i)
        if (at >= 0)
            c.splice(at, 1)
        else if (c.length < returnCount)
            c.push(i)
        returnPicks = c
    }
    function play(move) {
        // A move waiting for confirmation keeps what was chosen on show (reset on its play).
        if (!AppSettings.confirmMoves)
            reset()
        return choose(move)
    }

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

    // ---- The move log -------------------------------------------------------------------------
    function roundTitle(round) {
        //: Move log separator: a round of Tokaido Duo; %1 is its number
        return qsTr("Round %1").arg(round)
    }
    // The dice of a roll as one list: "Pilgrim 4, Merchant 3 and Artist 2" (ja 巡礼者4・商人3・絵描き2).
    function diceList(dice) {
        //: Move log, a die of a roll in a list; %1 its character (Pilgrim, ...), %2 its value ("Pilgrim 3"; ja writes 巡礼者3)
        const template = qsTr("%1 %2", "a die of a roll")
        const items = dice.map(d => template.arg(d[0]).arg(d[1]))
        if (items.length <= 1)
            return items.join("")
        //: Move log: separator between the dice of a roll ("Pilgrim 4, Merchant 3"; ja ・)
        const separator = qsTr(", ", "between the dice of a roll")
        //: Move log: the last two items of the dice of a roll; %1 the dice before, %2 the last ("Pilgrim 4, Merchant 3 and Artist 2"; ja 巡礼者4・商人3・絵描き2, not と after a number)
        return qsTr("%1 and %2", "the dice of a roll").arg(items.slice(0, -1).join(separator)).arg(items[items.length - 1])
    }

    // The hint bar's advice (GameTable.adviseMove): the die to take, where the traveller goes,
    // what to sell, give or keep, in the imperative.
    function adviseMove(seat, move, asking) {
        const c = move.character || ""
        switch (move.kind) {
        case "pick":
            //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 character in a sentence (the pilgrim, ...), %2 the die's value
            return Theme.fill((!asking ? qsTr("Take %1's die (%2)", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Take %1's die (%2)?", "confirm")), [characterInText(c), move.value])
        case "pilgrim":
            return move.jumped
                   //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the space reached after jumping over occupied spaces ("the temple (space 14)", "Kōchi"); %n spaces counted by the die
                   ? Theme.fill((!asking ? qsTr("Walk your pilgrim %n space(s) and on to %1", "hint", move.steps || 0)
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Walk your pilgrim %n space(s) and on to %1?", "confirm", move.steps || 0)), [spaceInText(move.to)])
                   //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the space reached ("the temple (space 14)", "Kōchi"); %n spaces walked
                   : Theme.fill((!asking ? qsTr("Walk your pilgrim %n space(s) to %1", "hint", move.steps || 0)
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Walk your pilgrim %n space(s) to %1?", "confirm", move.steps || 0)), [spaceInText(move.to)])
        case "merchant":
            //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the town (no article)
            return Theme.fill((!asking ? qsTr("Send your merchant to %1", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Send your merchant to %1?", "confirm")), [townInText(move.to)])
        case "return":
            //: Hint bar, pasted into "Hint: %1.": advice, wares over the limit (imperative, ja 〜ましょう); %1 the wares ("1 kimono token and 2 fan tokens")
            return Theme.fill((!asking ? qsTr("Put %1 back into the bag", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Put %1 back into the bag?", "confirm")), [waresInText(move.wares)])
        case "sell":
            if (!move.count)
                //: Hint bar, pasted into "Hint: %1.": advice to sell nothing in a coastal town (imperative, ja 〜ましょう)
                return (!asking ? qsTr("Sell nothing", "hint")
                    //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                    : qsTr("Sell nothing?", "confirm"))
            //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 ware name (kimono, ceramics, ...), %2 what the sale brings ("for 6 coins", the move log's words); %n wares sold
            return Theme.fill((!asking ? qsTr("Sell %n × %1 %2", "hint", move.count)
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Sell %n × %1 %2?", "confirm", move.count)),
                              [wareName(move.ware), qsTr("for %n coin(s)", "what a sale brings", move.coins || 0)])
        case "artist": {
            const path = move.path || []
            if (path.length > 1)
                //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the regions passed, %2 the region reached (in-sentence names: "Mount Sasa", "the Uwa Sea")
                return Theme.fill((!asking ? qsTr("Send your artist through %1 to %2", "hint")
                    //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                    : qsTr("Send your artist through %1 to %2?", "confirm")),
                                  [Theme.names(path.slice(0, -1).map(regionInText)), regionInText(move.to)])
            //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the region reached (in-sentence name: "Mount Sasa", "the Uwa Sea")
            return Theme.fill((!asking ? qsTr("Send your artist to %1", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Send your artist to %1?", "confirm")), [regionInText(move.to)])
        }
        case "paint":
            if (move.flips > 0)
                //: Hint bar, pasted into "Hint: %1.": advice to paint with the artist (imperative, ja 〜ましょう); %n paintings it turns face up
                return (!asking ? qsTr("Paint: turn up %n painting(s)", "hint", move.flips)
                    //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                    : qsTr("Paint: turn up %n painting(s)?", "confirm", move.flips))
            break
        case "gift":
            //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the painting's subject (bamboo grove, waterfall, ...)
            return Theme.fill((!asking ? qsTr("Give away a painting: %1", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Give away a painting: %1?", "confirm")), [iconName(move.icon)])
        case "wave":
            if (move.from !== undefined && move.from >= 0)
                //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 wave tile name (Tranquil), %2 the character it belongs to in a sentence (the pilgrim), %3 the player it is taken from
                return Theme.fill((!asking ? qsTr("Take the %1 tile for %2 from %3", "hint")
                    //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                    : qsTr("Take the %1 tile for %2 from %3?", "confirm")),
                                  [waveName(c, move.side), characterInText(c), seatName(move.from)])
            //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 wave tile name (Tranquil), %2 the character it belongs to in a sentence (the pilgrim)
            return Theme.fill((!asking ? qsTr("Take the %1 tile for %2", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Take the %1 tile for %2?", "confirm")), [waveName(c, move.side), characterInText(c)])
        case "spring":
            return move.use
                   //: Hint bar, pasted into "Hint: %1.": advice to spend the hot spring token on the same die once more (imperative, ja 〜ましょう)
                   ? (!asking ? qsTr("Use the hot spring: the same die once more", "hint")
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Use the hot spring: the same die once more?", "confirm"))
                   //: Hint bar, pasted into "Hint: %1.": advice to keep the hot spring token for later (imperative, ja 〜ましょう)
                   : (!asking ? qsTr("Keep the hot spring token", "hint")
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Keep the hot spring token?", "confirm"))
        }
        return ringedMoveAdvice(asking)
    }
    function describeMove(seat, move) {
        const who = seat >= 0 ? seatName(seat) : ""
        const c = move.character || ""
        switch (move.kind) {
        case "automa_pick":
            return automaWords.pickLine(who, move)
        case "automa_rank":
            return automaWords.rankLine(who, move)
        case "automa_load":
            return automaWords.loadLine(who, move)
        case "pick":
            //: Move log: a player takes a die of the draft; %1 player, %2 character in a sentence (the pilgrim, ...), %3 the die's value
            return Theme.fill(qsTr("%1 takes %2's die: %3"), [who, characterInText(c), move.value])
        case "pilgrim":
            if (move.jumped)
                //: Move log; %1 player, %2 the space reached after jumping over occupied spaces ("the temple (space 14)", "Kōchi"); %n spaces counted by the die
                return Theme.fill(qsTr("%1's pilgrim walks %n space(s) and jumps on to %2", "", move.steps || 0),
                                  [who, spaceInText(move.to)])
            //: Move log; %1 player, %2 the space reached ("the temple (space 14)", "Kōchi"); %n spaces walked
            return Theme.fill(qsTr("%1's pilgrim walks %n space(s) to %2", "", move.steps || 0), [who, spaceInText(move.to)])
        case "merchant":
            //: Move log; %1 player, %2 the town reached (no article)
            return Theme.fill(qsTr("%1's merchant travels to %2"), [who, townInText(move.to)])
        case "return":
            //: Move log: wares over the limit go back into the bag; %1 player, %2 the wares ("1 kimono token and 2 fan tokens")
            return Theme.fill(qsTr("%1 puts %2 back into the bag"), [who, waresInText(move.wares)])
        case "sell":
            if (!move.count)
                //: Move log: a merchant in a coastal town sells nothing; %1 player
                return Theme.sentence(qsTr("%1 sells nothing"), [who])
            //: Move log; %1 player, %2 ware name (kimono, ceramics, ...), %3 what the sale brings ("for 6 coins"); %n wares sold
            return Theme.fill(qsTr("%1 sells %n × %2 %3", "", move.count),
                              //: Move log: what a sale brings, pasted into "%1 sells %n × %2 %3"; %n coins earned
                              [who, wareName(move.ware), qsTr("for %n coin(s)", "what a sale brings", move.coins)])
        case "artist": {
            const path = move.path || []
            if (path.length > 1)
                //: Move log (Inspired tile: the route matters); %1 player, %2 the regions passed, %3 the region reached (in-sentence names: "Mount Sasa", "the Uwa Sea")
                return Theme.fill(qsTr("%1's artist travels through %2 to %3"),
                                  [who, Theme.names(path.slice(0, -1).map(regionInText)), regionInText(move.to)])
            //: Move log; %1 player, %2 the region reached (in-sentence name: "Mount Sasa", "the Uwa Sea")
            return Theme.fill(qsTr("%1's artist travels to %2"), [who, regionInText(move.to)])
        }
        case "paint":
            if (!(move.flips > 0))
                //: Move log: the artist had nobody to paint and did nothing; %1 player
                return Theme.sentence(qsTr("%1's artist has nothing to paint"), [who])
            //: Move log; %1 player; %n paintings turned face up
            return Theme.sentence(qsTr("%1 paints: %n painting(s) turned face up", "", move.flips || 0), [who])
        case "gift":
            //: Move log; %1 player, %2 the painting's subject (bamboo grove, waterfall, ...)
            return Theme.fill(qsTr("%1 gives away a painting: %2"), [who, iconName(move.icon)])
        case "wave":
            if (move.from !== undefined && move.from >= 0)
                //: Move log; %1 player, %2 wave tile name (Tranquil), %3 the character it belongs to in a sentence (the pilgrim), %4 the player it is taken from
                return Theme.fill(qsTr("%1 takes the %2 tile for %3 from %4"),
                                  [who, waveName(c, move.side), characterInText(c), seatName(move.from)])
            //: Move log; %1 player, %2 wave tile name (Tranquil), %3 the character it belongs to in a sentence (the pilgrim)
            return Theme.fill(qsTr("%1 takes the %2 tile for %3"), [who, waveName(c, move.side), characterInText(c)])
        case "spring":
            return move.use
                   //: Move log: the hot spring token is spent to move the same character again; %1 player
                   ? Theme.sentence(qsTr("%1 uses the hot spring: the same die once more"), [who])
                   //: Move log: the hot spring token is kept for later; %1 player
                   : Theme.sentence(qsTr("%1 keeps the hot spring token"), [who])
        case "roll":
            //: Move log: the dice of a new round; %1 list such as "Pilgrim 3, Merchant 1 and Artist 2"
            return qsTr("Dice rolled: %1").arg(diceList((move.dice || []).map((d, i) => typeof d === "object"
                    ? [characterName(d.character), d.value] : [characterName(characters[i]), d])))
        case "draw":
            //: Move log: wares drawn from the bag in a mountain town; %1 player, %2 the wares ("2 kimono tokens and 1 fan token")
            return Theme.fill(qsTr("%1 draws %2"), [who, waresInText(move.wares)])
        case "no_path":
            //: Move log: the die cannot be used; %1 player, %2 character in a sentence (the merchant, the artist)
            return Theme.fill(qsTr("%1 cannot move %2: no route has that length"), [who, characterInText(c)])
        case "temple":
            //: Move log: the pilgrim's arrival effect; %1 player, %2 temples visited so far, %3 the track's length
            return Theme.sentence(qsTr("%1 visits a temple (%2 of %3)"), [who, move.count || 0, trackLength("temple")])
        case "garden":
            //: Move log: the pilgrim's arrival effect; %1 player, %2 gardens visited so far, %3 the track's length
            return Theme.sentence(qsTr("%1 visits a garden (%2 of %3)"), [who, move.count || 0, trackLength("garden")])
        case "coins":
            //: Move log: coins gained in a coastal town; %1 player; %n coins
            return Theme.fill(qsTr("%1 gains %n coin(s)", "", move.coins !== undefined ? move.coins : (move.amount || 0)), [who])
        case "hot_spring":
            if (move.from !== undefined && move.from >= 0)
                //: Move log; %1 player, %2 the player who held it
                return Theme.sentence(qsTr("%1 takes the hot spring token from %2"), [who, seatName(move.from)])
            //: Move log; %1 player
            return Theme.sentence(qsTr("%1 takes the hot spring token"), [who])
        case "flip":
            //: Move log: a space's effect turns paintings face up; %1 player; %n paintings
            return Theme.sentence(qsTr("%1 turns up %n painting(s)", "", move.flips || 0), [who])
        case "slab":
            //: Move log: coins become a gold slab (小判); %1 player, %n coins per slab, %2 slabs now, %3 slots
            return Theme.sentence(qsTr("%1 changes %n coin(s) for a gold slab (%2 of %3)", "", def.coins_per_slab || 10),
                                  [who, move.slabs || 0, (def.merchant_slots || []).length])
        case "trigger":
            if (String(move.trigger).startsWith("automa_") && automaWords.triggerLine(who, move.trigger) !== "")
                return automaWords.triggerLine(who, move.trigger)
            switch (move.trigger) {
            case "temples":
                //: Move log: an end condition; %1 player
                return Theme.sentence(qsTr("%1 completes the temple track: this is the final round"), [who])
            case "gardens":
                //: Move log: an end condition; %1 player
                return Theme.sentence(qsTr("%1 completes the garden track: this is the final round"), [who])
            case "slabs":
                //: Move log: an end condition; %1 player
                return Theme.sentence(qsTr("%1 has every gold slab: this is the final round"), [who])
            case "gifts":
                //: Move log: an end condition; %1 player
                return Theme.sentence(qsTr("%1 has given away every painting: this is the final round"), [who])
            }
            //: Move log: an end condition was met; the round is played to its end
            return qsTr("The end is near: this is the final round")
        }
        //: Move log: a move the log cannot describe (never raw notation); %1 is a player
        return who !== "" ? Theme.sentence(qsTr("%1 made a move"), [who]) : ""
    }

    // ---- Texts for GamePage ---------------------------------------------------------------------
    statusText: {
        if (!session.active)
            return ""
        if (session.over)
            return endTitle
        const current = session.currentPlayer
        const name = seatName(current)
        if (session.handoverPending)
            //: Status line in hot-seat play; %1 is a player's name
            return Theme.sentence(qsTr("Waiting for %1"), [name])
        if (isComputer(current))
            //: Status line while the computer chooses; %1 is its name
            return Theme.sentence(qsTr("%1 is thinking…"), [name])
        if (!myTurn)
            //: Status line while another person is to move; %1 is a player's name
            return Theme.sentence(qsTr("Waiting for %1"), [name])
        switch (decision) {
        case "pick":
            //: Status line: your pick in the dice draft
            return qsTr("Choose a die")
        case "pilgrim":
            //: Status line: the pilgrim wave tile gives two spaces to choose from
            return qsTr("Move your pilgrim: choose a space")
        case "merchant":
            //: Status line
            return qsTr("Move your merchant: choose a town")
        case "return":
            //: Status line: more wares than the hand limit; %n wares must go back
            return qsTr("Too many wares: choose %n to put back", "", returnCount)
        case "sell": {
            const me = players[current]
            const b = me ? boutiqueAt[me.merchant] : null
            //: Status line in a coastal town; %1 the ware its boutique buys (kimono, ceramics, ...)
            return b ? Theme.fill(qsTr("Sell your %1?"), [wareName(b.ware)])
                     //: Status line in a coastal town
                     : qsTr("How many wares do you sell?")
        }
        case "artist":
            return artistTarget !== ""
                   //: Status line (Inspired tile): several routes lead to the chosen region
                   ? qsTr("Choose the artist's route")
                   //: Status line
                   : qsTr("Move your artist: choose a region")
        case "paint_or_gift":
            //: Status line after the artist's move
            return qsTr("Paint, or give away a painting?")
        case "wave":
            //: Status line on a seashore space
            return qsTr("Choose a wave tile")
        case "spring":
            //: Status line after a die, when you hold the hot spring token
            return qsTr("Use the hot spring to repeat this die?")
        }
        //: Status line when it is your move and no better hint is known
        return qsTr("Your move")
    }

    endTitle: {
        const outcome = session.outcome
        if (!outcome || !outcome.winners)
            return ""
        if (outcome.winners.length !== 1)
            //: End screen title when both players have the same points and coins
            return qsTr("A draw")
        if (automaSeat >= 0 && outcome.winners[0] === automaSeat)
            //: End screen title of a solo game: the Automa has more points
            return qsTr("The Automa wins")
        if (automaSeat >= 0 && !isComputer(outcome.winners[0]))
            //: End screen title of a solo game: the person beat the Automa
            return qsTr("You beat the Automa")
        //: End screen title; %1 is a player's name
        return Theme.sentence(qsTr("%1 wins"), [seatName(outcome.winners[0])])
    }

    endDetails: {
        const outcome = session.outcome
        if (!outcome || !outcome.winners || players.length < 2)
            return ""
        const lines = []
        for (let s = 0; s < players.length; ++s) {
            const p = players[s]
            const sc = p.score || {}
            if (s === automaSeat) {
                lines.push(automaWords.scoreLine(seatName(s)))
                continue
            }
            //: End screen: one player's score; %1 name, %2 pilgrim points, %3 merchant points, %4 artist points, %5 total, %6 coins left
            lines.push(qsTr("<b>%1</b>: Pilgrim %2 · Merchant %3 · Artist %4 = <b>%5</b> (coins: %6)")
                       .arg(seatName(s)).arg(sc.pilgrim || 0).arg(sc.merchant || 0).arg(sc.artist || 0)
                       .arg(sc.total || 0).arg(p.coins || 0))
        }
        const t0 = (players[0].score || {}).total || 0, t1 = (players[1].score || {}).total || 0
        if (automaSeat >= 0) {
            if (t0 === t1)
                //: End screen of a solo game: equal points; the Automa has no money, so a tie goes to the person
                lines.push(qsTr("Equal points: the Automa has no coins, so the tie goes to you."))
            //: End screen of a solo game: how the Automa scores
            lines.push(qsTr("The Automa's points are the values of its three ranks."))
            return lines.join("<br>")
        }
        if (t0 === t1)
            lines.push(outcome.winners.length === 1
                       //: End screen: the tie-break; %1 is the winner
                       ? Theme.fill(qsTr("Equal points: %1 has more coins left and wins."), [seatName(outcome.winners[0])])
                       //: End screen: the tie-break did not decide
                       : qsTr("Equal points and equal coins: the game is drawn."))
        return lines.join("<br>")
    }

    // ---- Layout ---------------------------------------------------------------------------------
    // A wide island (Shikoku) lies across the top, as large as the room allows; under it the
    // turn column (dice tray and move panel), on a roomy table the wave tiles, and both
    // players' boards. A tall island (Awaji) stands on the left with all of that beside it.
    readonly property real aspect: def.aspect || 2
    readonly property real gap: 10
    readonly property bool tallBoard: aspect < 1.2
    readonly property bool roomy: width >= 1250 && height >= 800
    // Solo, the Automa's reasoning needs a few more lines under a small window.
    readonly property real bottomMin: roomy ? Math.max(330, height * 0.36) : automaSeat >= 0 ? 265 : 240
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
            visible: table.automaSeat !== seat
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
            active: table.automaSeat === seat
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
