// SPDX-License-Identifier: GPL-3.0-or-later
.pragma library

// Where to put the names on a board so that none lies under another name, an icon or a
// piece: a greedy placement over candidate spots around each name's anchor (the thing it
// names), then a few passes that move each name again with all the others in place. It only
// knows rectangles ({x, y, w, h}, in the board's pixels), so any board can use it.
//
// labels: [{ anchor: rect, w, h, dir: [dx, dy] }] in order of importance; `dir` is the side
//         the name would rather be on (down: [0, 1]).
// obstacles: [rect] — everything drawn on the board that a name must not cover (the anchors
//         included).
// bounds: rect — the board; a name stays inside it.
// gap: the room between a name and its anchor (and between two names).
// Returns one {x, y} (the name's top left corner) per label.

function overlap(a, b) {
    const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)
    if (w <= 0)
        return 0
    const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y)
    return h <= 0 ? 0 : w * h
}

function outside(r, bounds) {
    const inside = overlap(r, bounds)
    return r.w * r.h - inside
}

// The candidate spots of one label: all round its anchor, touching it (at `gap`) and a few
// steps further out, each with what it costs to be there rather than on the preferred side.
function candidates(label, gap, directions, steps) {
    const a = label.anchor
    const acx = a.x + a.w / 2, acy = a.y + a.h / 2
    const hw = a.w / 2 + label.w / 2 + gap, hh = a.h / 2 + label.h / 2 + gap
    const dir = label.dir || [0, 1]
    const dlen = Math.max(1e-6, Math.hypot(dir[0], dir[1]))
    const out = []
    for (let i = 0; i < directions; ++i) {
        const angle = (2 * Math.PI * i) / directions
        const dx = Math.cos(angle), dy = Math.sin(angle)
        // How far the centre must go along (dx, dy) for the label to clear the anchor.
        const tx = Math.abs(dx) > 1e-6 ? hw / Math.abs(dx) : Infinity
        const ty = Math.abs(dy) > 1e-6 ? hh / Math.abs(dy) : Infinity
        const t0 = Math.min(tx, ty)
        // 0 on the preferred side, 1 on the opposite one.
        const turn = (1 - (dx * dir[0] + dy * dir[1]) / dlen) / 2
        for (let k = 0; k < steps; ++k) {
            const t = t0 + k * (label.h * 0.6 + gap)
            out.push({ x: acx + dx * t - label.w / 2, y: acy + dy * t - label.h / 2,
                       cost: turn * label.h * 1.5 + k * label.h * 0.8 })
        }
    }
    return out
}

// The rectangle all the spots of a label lie in.
function reach(spots, label) {
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity
    for (const s of spots) {
        x0 = Math.min(x0, s.x)
        y0 = Math.min(y0, s.y)
        x1 = Math.max(x1, s.x + label.w)
        y1 = Math.max(y1, s.y + label.h)
    }
    return { x: x0 - 2, y: y0 - 2, w: x1 - x0 + 4, h: y1 - y0 + 4 }
}

function place(labels, obstacles, bounds, gap) {
    gap = gap === undefined ? 2 : gap
    const directions = 24, steps = 6
    const spots = labels.map(l => candidates(l, gap, directions, steps))
    const chosen = labels.map(() => null)
    const padded = (r) => ({ x: r.x - gap / 2, y: r.y - gap / 2, w: r.w + gap, h: r.h + gap })
    const obstacleRects = obstacles.filter(o => o && o.w > 0 && o.h > 0)
    // Only what lies within a label's reach can be in its way (and only the labels whose
    // reach meets it).
    const reaches = labels.map((l, i) => reach(spots[i], l))
    const near = reaches.map(z => obstacleRects.filter(o => overlap(z, o) > 0))
    const rivals = reaches.map((z, i) => reaches.map((y, j) => j).filter(j => j !== i && overlap(z, reaches[j]) > 0))

    function costAt(i, spot) {
        const l = labels[i]
        const r = { x: spot.x, y: spot.y, w: l.w, h: l.h }
        const p = padded(r)
        let covered = 0
        for (const o of near[i])
            covered += overlap(p, o)
        for (const j of rivals[i]) {
            if (chosen[j] === null)
                continue
            covered += overlap(p, { x: chosen[j].x, y: chosen[j].y, w: labels[j].w, h: labels[j].h })
        }
        // Anything covered weighs far more than any distance: a name is moved rather than hidden.
        return spot.cost + covered * 1000 + outside(r, bounds) * 4000
    }
    function best(i) {
        let pick = null, least = Infinity
        for (const s of spots[i]) {
            const c = costAt(i, s)
            if (c < least) {
                least = c
                pick = s
            }
        }
        return pick
    }
    for (let i = 0; i < labels.length; ++i)
        chosen[i] = best(i)
    // Each name again, with all the others placed (an earlier one may have taken a spot a
    // later one needed more).
    for (let pass = 0; pass < 3; ++pass) {
        let moved = false
        for (let i = 0; i < labels.length; ++i) {
            const was = chosen[i]
            chosen[i] = null
            chosen[i] = best(i)
            if (chosen[i] !== was)
                moved = true
        }
        if (!moved)
            break
    }
    return chosen.map(s => s ? { x: s.x, y: s.y } : { x: 0, y: 0 })
}
