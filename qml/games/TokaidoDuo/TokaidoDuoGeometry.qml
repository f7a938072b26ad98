// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// Where things are on the Tokaido Duo island, for drawing and walking: a place's point on the
// board (in [0,1] × [0,1] of the board, which IslandBoard scales to its size), the points a
// traveller walks through, where the six travellers stand, and the routes drawn faintly on the
// board (the last walk, the choice under the mouse or the keyboard focus).
QtObject {
    id: geometry
    required property var table

    // A place as a key: "ring:14", "town:M2", "region:R3"; its point on the board in [0,1].
    function placePoint(place) {
        const [kind, id] = String(place).split(":")
        if (kind === "ring") {
            const s = table.ringByIndex[Number(id)]
            return s ? [s.x, s.y] : [0.5, 0.5]
        }
        if (kind === "town") {
            const t = table.townById[id]
            return t ? [t.x, t.y] : [0.5, 0.5]
        }
        const r = table.regionById[id]
        return r && r.label ? [r.label[0], r.label[1]] : [0.5, 0.5]
    }
    // The places (keys) of a move or event's path, from where the traveller stood to where it
    // ends: the description's `path` (a merchant's and a pilgrim's start with their start, an
    // artist's lists the regions entered), or null when it has none.
    function routeOf(move) {
        const prefix = move.kind === "pilgrim" ? "ring:" : move.kind === "merchant" ? "town:" : move.kind === "artist" ? "region:" : ""
        if (prefix === "" || !move.path || move.from === undefined || move.from === null)
            return null
        let path = move.path.map(String)
        if (path[0] !== String(move.from))
            path = [String(move.from)].concat(path)
        return path.map(id => prefix + id)
    }
    // The moves that took travellers in the position shown: the last move, then what the
    // rules did after it (its events), in order.
    function movesShown() {
        const list = []
        const lm = table.session.lastMove
        if (lm && lm.kind)
            list.push(lm)
        for (const e of (table.obs.events || []))
            list.push(e)
        return list
    }
    // The route a traveller took from one place to another in the moves shown (the rules'
    // path, as their descriptions give it; two moves of one traveller joined), or null when no
    // move took it there: an undo, a step back in a replay, a new game put it there at once.
    function routeTaken(seat, character, from, to) {
        let route = null
        for (const m of movesShown()) {
            if (m.kind !== character || (m.seat !== undefined && m.seat !== seat))
                continue
            const r = routeOf(m)
            if (!r)
                continue
            if (route && route[route.length - 1] === r[0])
                route = route.concat(r.slice(1))
            else if (r[0] === from)
                route = r
            else
                route = null
        }
        return route && route[0] === from && route[route.length - 1] === to ? route : null
    }
    // The points a traveller walks through from one place to another (one point: no walk).
    function walk(seat, character, from, to) {
        const route = from && from !== to ? routeTaken(seat, character, from, to) : null
        return (route || [to]).map(placePoint)
    }
    // The six travellers: where each stands, and a small shift when two share a place.
    readonly property var travellers: {
        const list = []
        for (let s = 0; s < table.players.length; ++s) {
            const p = table.players[s]
            for (const c of table.characters) {
                const at = p[c]
                if (at === undefined || at === null)
                    continue
                const place = (c === "pilgrim" ? "ring:" : c === "merchant" ? "town:" : "region:") + at
                // The merchant stands beside its town's marker, the artist beside its region's
                // name (in units of the traveller's size).
                list.push({ seat: s, character: c, place: place,
                            dx: c === "merchant" ? -0.62 : c === "artist" ? 0.95 : 0,
                            dy: c === "artist" ? 0.3 : 0,
                            emphasised: table.myTurn && s === table.session.currentPlayer && isMoving(c) })
            }
        }
        for (const t of list) {
            const other = list.find(o => o !== t && o.place === t.place)
            if (other)
                t.dx += t.seat === 0 ? -0.4 : 0.4
        }
        return list
    }
    function isMoving(c) {
        return (table.decision === "pilgrim" && c === "pilgrim") || (table.decision === "merchant" && c === "merchant")
               || (table.decision === "artist" && c === "artist")
    }
    // The route of the choice under the mouse or the keyboard focus, to draw on the board.
    readonly property var previewRoute: {
        const me = table.players[table.session.currentPlayer]
        if (!table.myTurn || !me)
            return []
        let mv = null
        if (table.decision === "merchant" && table.hoveredTown !== "" && table.offer.townTargets[table.hoveredTown])
            mv = table.offer.townTargets[table.hoveredTown][0]
        else if (table.decision === "pilgrim" && table.hoveredSpace >= 0 && table.offer.spaceTargets[table.hoveredSpace])
            mv = table.offer.spaceTargets[table.hoveredSpace][0]
        else if (table.decision === "artist") {
            const list = table.offer.regionTargetMoves[table.offer.artistTarget !== "" ? table.offer.artistTarget : table.islandHoveredRegion]
            if (list)
                mv = table.hoveredRoute >= 0 && table.offer.artistRoutes[table.hoveredRoute] ? table.offer.artistRoutes[table.hoveredRoute] : list[0]
        }
        const route = mv ? routeOf(mv) : null
        return route ? route.map(placePoint) : []
    }
    // The last walk on the island (the last move or event that moved a traveller), drawn
    // faintly in its player's colour: {seat, points}, or null.
    readonly property var lastRoute: {
        const moves = movesShown()
        for (let i = moves.length - 1; i >= 0; --i) {
            const route = routeOf(moves[i])
            if (route)
                return route.length > 1 ? { seat: moves[i].seat, points: route.map(placePoint) } : null
        }
        return null
    }
}
