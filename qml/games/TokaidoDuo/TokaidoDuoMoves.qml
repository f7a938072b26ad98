// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu
import Kotatsu.Bridge

// The moves the Tokaido Duo table offers: the legal moves grouped by what they name (a die, a
// ring space, a town, a region, a decision of the move panel), what a click on each piece
// plays, and the part of a move chosen so far (the Inspired artist's destination before its
// route, the wares marked to go back). Every move comes from the legal moves' descriptions
// (GameTable.moves); nothing here reads move text or works out a rule.
QtObject {
    id: offer
    required property var table

    // ---- Interaction state -----------------------------------------------------------------
    property string artistTarget: ""     // Inspired: the destination whose route is being chosen
    property var returnPicks: []         // overflow: the held wares (indices) marked to go back
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

    // ---- Legal moves by what they name ------------------------------------------------------
    function group(kind, key) {
        const m = {}
        for (const mv of table.moves)
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
    readonly property var pilgrimMoves: table.moves.filter(m => m.kind === "pilgrim")
    readonly property var returnMoves: table.moves.filter(m => m.kind === "return")
    readonly property var sellMoves: table.moves.filter(m => m.kind === "sell").sort((a, b) => a.count - b.count)
    readonly property var paintMove: table.moves.find(m => m.kind === "paint") || null
    readonly property var giftMove: table.moves.find(m => m.kind === "gift") || null
    readonly property var waveMoves: table.moves.filter(m => m.kind === "wave")
    readonly property var springMoves: table.moves.filter(m => m.kind === "spring")
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
        const me = table.players[table.session.currentPlayer]
        const out = []
        const w = me && me.wares ? me.wares : {}
        for (const ware of (table.def.wares || []).map(x => x.id))
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
        return table.choose(move)
    }
}
