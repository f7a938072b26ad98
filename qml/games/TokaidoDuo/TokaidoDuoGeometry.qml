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

    readonly property var townNeighbours: {
        const m = {}
        for (const r of (table.def.routes || [])) {
            (m[r[0]] = m[r[0]] || []).push(r[1]);
            (m[r[1]] = m[r[1]] || []).push(r[0])
        }
        return m
    }
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
    function bfs(from, to, neighbours) {
        const prev = {}
        prev[from] = null
        const queue = [from]
        while (queue.length > 0) {
            const x = queue.shift()
            if (x === to)
                break
            for (const y of (neighbours[x] || []))
                if (prev[y] === undefined) {
                    prev[y] = x
                    queue.push(y)
                }
        }
        if (prev[to] === undefined)
            return [from, to]
        const path = []
        for (let x = to; x !== null; x = prev[x])
            path.unshift(x)
        return path
    }
    // The route of the last move or event that took this traveller to `to` (from the
    // description's `path`), else the shortest one on the data.
    function movePath(seat, kind, to) {
        const candidates = (table.obs.events || []).slice().reverse()
        const lm = table.session.lastMove
        if (lm && lm.kind)
            candidates.push(lm)
        for (const e of candidates)
            if (e.kind === kind && e.to === to && (e.seat === undefined || e.seat === seat) && e.path)
                return e.path
        return null
    }
    // The points a traveller walks through from one place to another (one point: no walk).
    function walk(seat, character, from, to) {
        const end = placePoint(to)
        if (!from || from === to)
            return [end]
        const [fk, fid] = String(from).split(":"), [tk, tid] = String(to).split(":")
        if (fk !== tk)
            return [end]
        if (tk === "ring") {
            const n = table.ringLength
            const a = Number(fid), b = Number(tid)
            const d = ((b - a) % n + n) % n
            // A long way round is an undo or a new game, not a walk (a walk is at most the
            // die, one more with the Hurried tile, and a jump over each other traveller).
            if (n === 0 || d === 0 || d > 12)
                return [end]
            const pts = []
            for (let k = 0; k <= d; ++k)
                pts.push(placePoint("ring:" + ((a + k) % n)))
            return pts
        }
        let path = movePath(seat, character, tid)
        if (!path)
            path = tk === "town" ? bfs(fid, tid, townNeighbours) : bfs(fid, tid, regionNeighbours)
        if (path[0] !== fid)
            path = [fid].concat(path)
        if (path.length > 7)
            return [end]
        return path.map(id => placePoint(tk + ":" + id))
    }
    readonly property var regionNeighbours: {
        const m = {}
        for (const r of (table.def.regions || []))
            m[r.id] = r.adjacent || []
        return m
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
        if (table.decision === "merchant" && table.hoveredTown !== "" && table.townTargets[table.hoveredTown]) {
            const mv = table.townTargets[table.hoveredTown][0]
            let path = mv.path || bfs(me.merchant, table.hoveredTown, townNeighbours)
            if (path[0] !== me.merchant)
                path = [me.merchant].concat(path)
            return path.map(id => placePoint("town:" + id))
        }
        if (table.decision === "pilgrim" && table.hoveredSpace >= 0 && table.spaceTargets[table.hoveredSpace])
            return walk(table.session.currentPlayer, "pilgrim", "ring:" + me.pilgrim, "ring:" + table.hoveredSpace)
        if (table.decision === "artist") {
            const to = table.artistTarget !== "" ? table.artistTarget : table.islandHoveredRegion
            const list = table.regionTargetMoves[to]
            if (!list)
                return []
            const mv = table.hoveredRoute >= 0 && table.artistRoutes[table.hoveredRoute] ? table.artistRoutes[table.hoveredRoute] : list[0]
            let path = mv.path || [to]
            if (path[0] !== me.artist)
                path = [me.artist].concat(path)
            return path.map(id => placePoint("region:" + id))
        }
        return []
    }
    // The last walk on the island (the last move or event that moved a traveller), drawn
    // faintly in its player's colour: {seat, points}, or null.
    readonly property var lastRoute: {
        const candidates = (table.obs.events || []).slice().reverse()
        const lm = table.session.lastMove
        if (lm && lm.kind)
            candidates.push(lm)
        for (const e of candidates) {
            if (e.from === undefined || e.from === null || e.to === undefined)
                continue
            if (e.kind === "pilgrim") {
                const pts = walk(e.seat, "pilgrim", "ring:" + e.from, "ring:" + e.to)
                return pts.length > 1 ? { seat: e.seat, points: pts } : null
            }
            if (e.kind === "merchant" || e.kind === "artist") {
                const prefix = e.kind === "merchant" ? "town:" : "region:"
                let path = e.path || [e.to]
                if (path[0] !== e.from)
                    path = [e.from].concat(path)
                return path.length > 1 ? { seat: e.seat, points: path.map(id => placePoint(prefix + id)) } : null
            }
        }
        return null
    }
}
