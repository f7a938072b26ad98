// SPDX-License-Identifier: GPL-3.0-or-later
.pragma library

// The garden's pieces (a figure's body, a bead, a pagoda, a move's mark, a start field's
// dashes) as InkPictures drawings (app/bridge/pictures/ink_pictures.h), each painted once per
// look and size and shared by every Image that shows it, instead of a Canvas per piece that ran
// its JavaScript at the table's first frame. Each is drawn as the Canvas drew it, with the same
// calls, on `recorder()`: an object with the calls of a canvas's 2D context that writes them as
// a drawing, in pixels of the box it is drawn in (`InkPictures.source(Qt.size(w, h), [], text)`
// shown at w × h). Made once per look and size (`cached`).

// "#rgb", "#rrggbb", "#aarrggbb", "rgba(r, g, b, a)" or a color: eight hex digits (aarrggbb),
// the alpha times `alpha`.
function hexOf(colour, alpha) {
    let r = 0, g = 0, b = 0, a = 1
    if (typeof colour === "string") {
        const s = colour.trim()
        const m = /^rgba?\(([^)]*)\)$/.exec(s)
        if (m) {
            const parts = m[1].split(",").map(Number)
            r = parts[0] / 255; g = parts[1] / 255; b = parts[2] / 255
            a = parts.length > 3 ? parts[3] : 1
        } else if (s[0] === "#") {
            let h = s.slice(1)
            if (h.length === 3)
                h = h[0] + h[0] + h[1] + h[1] + h[2] + h[2]
            if (h.length === 8) {
                a = parseInt(h.slice(0, 2), 16) / 255
                h = h.slice(2)
            }
            r = parseInt(h.slice(0, 2), 16) / 255
            g = parseInt(h.slice(2, 4), 16) / 255
            b = parseInt(h.slice(4, 6), 16) / 255
        }
    } else if (colour) {
        r = colour.r; g = colour.g; b = colour.b; a = colour.a
    }
    const byte = v => {
        const n = Math.max(0, Math.min(255, Math.round(v * 255)))
        return (n < 16 ? "0" : "") + n.toString(16)
    }
    return byte(a * alpha) + byte(r) + byte(g) + byte(b)
}

// A number as short as it reads the same (to a hundredth of a pixel).
function num(v) {
    return String(Math.round(v * 100) / 100)
}

// The calls of a canvas's 2D context used here, written as an InkPictures drawing.
function recorder() {
    const out = []
    const state = { fill: "#000000", stroke: "#000000", width: 1, cap: "butt", join: "miter", alpha: 1 }
    const stack = []
    const sent = { fill: "", stroke: "", width: "", caps: "" }
    function send(key, token) {
        if (sent[key] !== token) {
            out.push(token)
            sent[key] = token
        }
    }
    function sendFill() {
        const f = state.fill
        if (f && f.radial) {
            const stops = f.stops.length > 0 ? f.stops : [[0, "#00000000"], [1, "#00000000"]]
            const token = "R" + f.radial.map(num).join(",") + "," + hexOf(stops[0][1], state.alpha)
                          + "," + hexOf(stops[stops.length - 1][1], state.alpha)
            out.push(token)
            sent.fill = token
        } else {
            send("fill", "f" + hexOf(f, state.alpha))
        }
    }
    function sendStroke() {
        send("stroke", "s" + hexOf(state.stroke, state.alpha))
        send("width", "w" + num(state.width))
        const caps = { butt: 0, round: 1, square: 2 }, joins = { miter: 0, round: 1, bevel: 2 }
        send("caps", "c" + (caps[state.cap] || 0) + (joins[state.join] || 0))
    }
    const ctx = {
        get fillStyle() { return state.fill },
        set fillStyle(v) { state.fill = v },
        get strokeStyle() { return state.stroke },
        set strokeStyle(v) { state.stroke = v },
        get lineWidth() { return state.width },
        set lineWidth(v) { state.width = v },
        get lineCap() { return state.cap },
        set lineCap(v) { state.cap = v },
        get lineJoin() { return state.join },
        set lineJoin(v) { state.join = v },
        get globalAlpha() { return state.alpha },
        set globalAlpha(v) { state.alpha = v },
        antialiasing: function(on) { out.push(on ? "a1" : "a0") },
        reset: function() {},
        save: function() {
            stack.push(Object.assign({}, state))
            out.push("{")
        },
        restore: function() {
            if (stack.length > 0)
                Object.assign(state, stack.pop())
            out.push("}")
        },
        beginPath: function() { out.push("B") },
        moveTo: function(x, y) { out.push("M" + num(x) + "," + num(y)) },
        lineTo: function(x, y) { out.push("L" + num(x) + "," + num(y)) },
        quadraticCurveTo: function(cx, cy, x, y) {
            out.push("Q" + [cx, cy, x, y].map(num).join(","))
        },
        bezierCurveTo: function(c1x, c1y, c2x, c2y, x, y) {
            out.push("C" + [c1x, c1y, c2x, c2y, x, y].map(num).join(","))
        },
        // (Clockwise only, as every arc drawn here is.)
        arc: function(x, y, r, a0, a1) {
            out.push("A" + [x, y, r].map(num).join(",") + "," + a0.toFixed(5) + "," + a1.toFixed(5))
        },
        closePath: function() { out.push("Z") },
        rect: function(x, y, w, h) {
            out.push("M" + num(x) + "," + num(y), "L" + num(x + w) + "," + num(y),
                     "L" + num(x + w) + "," + num(y + h), "L" + num(x) + "," + num(y + h), "Z")
        },
        fill: function() {
            sendFill()
            out.push("F")
        },
        stroke: function() {
            sendStroke()
            out.push("S")
        },
        clip: function() { out.push("K") },
        fillRect: function(x, y, w, h) {
            sendFill()
            out.push("G" + [x, y, w, h].map(num).join(","))
        },
        createRadialGradient: function(x0, y0, r0, x1, y1, r1) {
            return {
                radial: [x0, y0, r0, x1, y1, r1],
                stops: [],
                addColorStop: function(at, colour) { this.stops.push([at, colour]) }
            }
        },
        drawing: function() { return out.join("_") }
    }
    return ctx
}

// Drawings made so far, by their look and size (a few hundred at most: a mark growing under the
// mouse passes through several sizes).
const made = {}
let madeCount = 0
function cached(key, draw) {
    let text = made[key]
    if (text === undefined) {
        if (madeCount > 400) {
            for (const k in made)
                delete made[k]
            madeCount = 0
        }
        const ctx = recorder()
        draw(ctx)
        text = ctx.drawing()
        made[key] = text
        ++madeCount
    }
    return text
}

// ---- A figure's body (Figure.qml) ----

function figure(samurai, colour, w, h) {
    return cached(["figure", samurai, hexOf(colour, 1), num(w), num(h)].join("|"), ctx => {
        if (samurai)
            paintSamurai(ctx, w, h, colour)
        else
            paintKokeshi(ctx, w, h, colour)
    })
}

function paintKokeshi(ctx, w, h, colour) {
    const pink = colour
    const dark = Qt.darker(colour, 1.45)
    const ink = "#2b2722"
    // Body: a cylinder widening a little towards the bottom.
    const top = h * 0.5, bottom = h - 1
    ctx.beginPath()
    ctx.moveTo(w * 0.2, top)
    ctx.lineTo(w * 0.8, top)
    ctx.quadraticCurveTo(w * 0.9, h * 0.75, w * 0.9, bottom - 4)
    ctx.quadraticCurveTo(w * 0.9, bottom, w * 0.82, bottom)
    ctx.lineTo(w * 0.18, bottom)
    ctx.quadraticCurveTo(w * 0.1, bottom, w * 0.1, bottom - 4)
    ctx.quadraticCurveTo(w * 0.1, h * 0.75, w * 0.2, top)
    ctx.closePath()
    ctx.fillStyle = pink
    ctx.fill()
    ctx.lineWidth = 1.2
    ctx.strokeStyle = dark
    ctx.stroke()
    // Kimono collar and sash.
    ctx.fillStyle = "#fbf3ea"
    ctx.beginPath()
    ctx.moveTo(w * 0.32, top)
    ctx.lineTo(w * 0.5, h * 0.66)
    ctx.lineTo(w * 0.68, top)
    ctx.closePath()
    ctx.fill()
    ctx.fillStyle = dark
    ctx.fillRect(w * 0.12, h * 0.86, w * 0.76, h * 0.05)
    // Two flowers.
    for (const f of [[0.3, 0.76], [0.7, 0.74]]) {
        ctx.fillStyle = "#ffffff"
        for (let k = 0; k < 5; ++k) {
            const a = k * 2 * Math.PI / 5
            ctx.beginPath()
            ctx.arc(w * f[0] + Math.cos(a) * w * 0.05, h * f[1] + Math.sin(a) * w * 0.05,
                    w * 0.04, 0, 2 * Math.PI)
            ctx.fill()
        }
        ctx.fillStyle = "#e9b93a"
        ctx.beginPath()
        ctx.arc(w * f[0], h * f[1], w * 0.03, 0, 2 * Math.PI)
        ctx.fill()
    }
    // Head.
    const cx = w / 2, cy = h * 0.3, r = Math.min(w * 0.36, h * 0.27)
    ctx.beginPath()
    ctx.arc(cx, cy, r, 0, 2 * Math.PI)
    ctx.fillStyle = "#fcefe2"
    ctx.fill()
    ctx.strokeStyle = "#c9ab8f"
    ctx.lineWidth = 1
    ctx.stroke()
    // Black bob with straight bangs.
    ctx.beginPath()
    ctx.moveTo(cx - r * 1.02, cy + r * 0.45)
    ctx.arc(cx, cy, r * 1.02, Math.PI * 0.93, Math.PI * 2.07, false)
    ctx.lineTo(cx + r * 1.02, cy + r * 0.45)
    ctx.lineTo(cx + r * 0.72, cy + r * 0.45)
    ctx.lineTo(cx + r * 0.72, cy - r * 0.12)
    ctx.lineTo(cx - r * 0.72, cy - r * 0.12)
    ctx.lineTo(cx - r * 0.72, cy + r * 0.45)
    ctx.closePath()
    ctx.fillStyle = ink
    ctx.fill()
    // A hair ornament in the side colour.
    ctx.fillStyle = pink
    ctx.beginPath()
    ctx.arc(cx + r * 0.62, cy - r * 0.62, r * 0.2, 0, 2 * Math.PI)
    ctx.fill()
    // Closed eyes, rosy cheeks, a tiny mouth.
    ctx.strokeStyle = ink
    ctx.lineWidth = Math.max(1, w * 0.035)
    for (const s of [-1, 1]) {
        ctx.beginPath()
        ctx.arc(cx + s * r * 0.36, cy + r * 0.18, r * 0.15, Math.PI * 0.15, Math.PI * 0.85)
        ctx.stroke()
        ctx.fillStyle = "rgba(232, 100, 120, 0.45)"
        ctx.beginPath()
        ctx.arc(cx + s * r * 0.48, cy + r * 0.5, r * 0.13, 0, 2 * Math.PI)
        ctx.fill()
    }
    ctx.fillStyle = "#c0432c"
    ctx.beginPath()
    ctx.arc(cx, cy + r * 0.62, r * 0.07, 0, 2 * Math.PI)
    ctx.fill()
}

function paintSamurai(ctx, w, h, colour) {
    const blue = colour
    const dark = Qt.darker(colour, 1.7)
    const light = Qt.lighter(colour, 1.45)
    const ink = "#2b2722"
    const gold = "#d9a93e"
    // Hakama: a dark skirt flaring to the ground.
    ctx.beginPath()
    ctx.moveTo(w * 0.3, h * 0.72)
    ctx.lineTo(w * 0.7, h * 0.72)
    ctx.lineTo(w * 0.88, h - 1)
    ctx.lineTo(w * 0.12, h - 1)
    ctx.closePath()
    ctx.fillStyle = dark
    ctx.fill()
    ctx.strokeStyle = ink
    ctx.lineWidth = 0.8
    ctx.beginPath()
    ctx.moveTo(w * 0.5, h * 0.76)
    ctx.lineTo(w * 0.5, h - 1)
    ctx.stroke()
    // Breastplate.
    ctx.beginPath()
    ctx.moveTo(w * 0.26, h * 0.5)
    ctx.lineTo(w * 0.74, h * 0.5)
    ctx.lineTo(w * 0.7, h * 0.74)
    ctx.lineTo(w * 0.3, h * 0.74)
    ctx.closePath()
    ctx.fillStyle = blue
    ctx.fill()
    ctx.strokeStyle = dark
    ctx.lineWidth = 1
    ctx.stroke()
    // Shoulder plates with lacing.
    for (const s of [-1, 1]) {
        ctx.beginPath()
        ctx.moveTo(w * 0.5 + s * w * 0.2, h * 0.48)
        ctx.lineTo(w * 0.5 + s * w * 0.48, h * 0.53)
        ctx.lineTo(w * 0.5 + s * w * 0.46, h * 0.7)
        ctx.lineTo(w * 0.5 + s * w * 0.24, h * 0.66)
        ctx.closePath()
        ctx.fillStyle = blue
        ctx.fill()
        ctx.strokeStyle = dark
        ctx.stroke()
        ctx.strokeStyle = light
        for (const t of [0.36, 0.68]) {
            ctx.beginPath()
            ctx.moveTo(w * 0.5 + s * w * 0.22, h * (0.49 + t * 0.17))
            ctx.lineTo(w * 0.5 + s * w * 0.47, h * (0.53 + t * 0.17))
            ctx.stroke()
        }
    }
    ctx.strokeStyle = light
    for (const t of [0.58, 0.65]) {
        ctx.beginPath()
        ctx.moveTo(w * 0.3, h * t)
        ctx.lineTo(w * 0.7, h * t)
        ctx.stroke()
    }
    // Belt.
    ctx.fillStyle = gold
    ctx.fillRect(w * 0.29, h * 0.71, w * 0.42, h * 0.03)
    // Face.
    const cx = w / 2, cy = h * 0.33, r = w * 0.27
    // Neck guard of the helmet, behind the face.
    ctx.beginPath()
    ctx.moveTo(cx - r * 0.9, cy - r * 0.3)
    ctx.lineTo(cx + r * 0.9, cy - r * 0.3)
    ctx.lineTo(cx + r * 1.75, cy + r * 0.75)
    ctx.lineTo(cx - r * 1.75, cy + r * 0.75)
    ctx.closePath()
    ctx.fillStyle = dark
    ctx.fill()
    ctx.beginPath()
    ctx.arc(cx, cy + r * 0.1, r, 0, 2 * Math.PI)
    ctx.fillStyle = "#f6dfc6"
    ctx.fill()
    ctx.strokeStyle = "#c9ab8f"
    ctx.stroke()
    // Helmet bowl.
    ctx.beginPath()
    ctx.arc(cx, cy, r * 1.1, Math.PI, 2 * Math.PI)
    ctx.lineTo(cx + r * 1.1, cy - r * 0.05)
    ctx.lineTo(cx - r * 1.1, cy - r * 0.05)
    ctx.closePath()
    ctx.fillStyle = blue
    ctx.fill()
    ctx.strokeStyle = dark
    ctx.stroke()
    ctx.fillStyle = dark
    ctx.fillRect(cx - r * 1.15, cy - r * 0.12, r * 2.3, r * 0.18)
    // The golden crest.
    ctx.strokeStyle = gold
    ctx.lineWidth = Math.max(1.5, w * 0.06)
    ctx.lineCap = "round"
    ctx.beginPath()
    ctx.moveTo(cx - r * 0.85, cy - r * 1.45)
    ctx.quadraticCurveTo(cx - r * 0.55, cy - r * 0.45, cx, cy - r * 0.5)
    ctx.quadraticCurveTo(cx + r * 0.55, cy - r * 0.45, cx + r * 0.85, cy - r * 1.45)
    ctx.stroke()
    // Stern eyes.
    ctx.strokeStyle = ink
    ctx.lineWidth = Math.max(1, w * 0.035)
    for (const s of [-1, 1]) {
        ctx.beginPath()
        ctx.moveTo(cx + s * r * 0.18, cy + r * 0.22)
        ctx.lineTo(cx + s * r * 0.6, cy + r * 0.1)
        ctx.stroke()
    }
    ctx.beginPath()
    ctx.moveTo(cx - r * 0.25, cy + r * 0.68)
    ctx.lineTo(cx + r * 0.25, cy + r * 0.68)
    ctx.stroke()
}

// ---- A bead (Bead.qml): a glossy ball in its colour with its pattern ----

// `mark`: the pattern's colour; `faint`: the pattern drawn faint behind a letter.
function bead(fill, mark, pattern, faint, s) {
    return cached(["bead", hexOf(fill, 1), hexOf(mark, 1), pattern, faint, num(s)].join("|"), ctx => {
        const r = s / 2 - 0.75
        ctx.save()
        ctx.beginPath()
        ctx.arc(s / 2, s / 2, r, 0, 2 * Math.PI)
        ctx.closePath()
        ctx.fillStyle = fill
        ctx.fill()
        ctx.clip()
        // The pattern, faint behind the letter.
        ctx.strokeStyle = mark
        ctx.fillStyle = mark
        ctx.globalAlpha = faint ? 0.35 : 0.7
        ctx.lineWidth = Math.max(1, s * 0.08)
        if (pattern === "dots") {
            const d = s * 0.09
            for (const p of [[0.3, 0.28], [0.72, 0.3], [0.25, 0.7], [0.7, 0.74], [0.5, 0.5]]) {
                ctx.beginPath()
                ctx.arc(p[0] * s, p[1] * s, d, 0, 2 * Math.PI)
                ctx.fill()
            }
        } else if (pattern === "stripes") {
            for (let k = -s; k < s * 2; k += s * 0.3) {
                ctx.beginPath()
                ctx.moveTo(k, s)
                ctx.lineTo(k + s, 0)
                ctx.stroke()
            }
        } else if (pattern === "waves") {
            for (const yy of [0.32, 0.68]) {
                ctx.beginPath()
                for (let x = 0; x <= s; x += 1) {
                    const y = yy * s + Math.sin(x / s * 4 * Math.PI) * s * 0.08
                    if (x === 0)
                        ctx.moveTo(x, y)
                    else
                        ctx.lineTo(x, y)
                }
                ctx.stroke()
            }
        }
        ctx.globalAlpha = 1
        // A soft highlight makes it a ball.
        const g = ctx.createRadialGradient(s * 0.35, s * 0.3, 0, s * 0.35, s * 0.3, s * 0.55)
        g.addColorStop(0, "rgba(255,255,255,0.55)")
        g.addColorStop(1, "rgba(255,255,255,0)")
        ctx.fillStyle = g
        ctx.fillRect(0, 0, s, s)
        ctx.restore()
        ctx.beginPath()
        ctx.arc(s / 2, s / 2, r, 0, 2 * Math.PI)
        ctx.lineWidth = 1.2
        ctx.strokeStyle = Qt.darker(fill, 1.7)
        ctx.stroke()
    })
}

// ---- A pagoda (Pagoda.qml): three storeys in the base's colour on a stone plinth ----

function pagoda(colour, w, h) {
    return cached(["pagoda", hexOf(colour, 1), num(w), num(h)].join("|"), ctx => {
        const cx = w / 2
        const body = colour
        const roof = "#34302c"
        const gold = "#c9993f"
        // Paving stones of the court.
        ctx.fillStyle = "rgba(120, 100, 70, 0.12)"
        for (let i = 0; i < 4; ++i)
            ctx.fillRect(cx - w * 0.05, h * (0.92 + i * 0.0), w * 0.1, h * 0.06)
        // The stone plinth.
        ctx.fillStyle = "#b8ad98"
        ctx.fillRect(cx - w * 0.32, h * 0.9, w * 0.64, h * 0.08)
        ctx.fillStyle = "#a1957e"
        ctx.fillRect(cx - w * 0.26, h * 0.86, w * 0.52, h * 0.05)
        // Three storeys, narrower upwards, each under an upturned roof.
        const tiers = 3
        const tierH = h * 0.22
        for (let t = 0; t < tiers; ++t) {
            const base = h * 0.86 - t * tierH           // bottom of this storey
            const half = w * (0.24 - t * 0.045)         // half width of the walls
            const eave = half + w * 0.15                // half width of the roof
            // Walls with a door or windows.
            ctx.fillStyle = body
            ctx.fillRect(cx - half, base - tierH * 0.62, 2 * half, tierH * 0.62)
            ctx.fillStyle = "rgba(0, 0, 0, 0.28)"
            if (t === 0)
                ctx.fillRect(cx - half * 0.28, base - tierH * 0.48, half * 0.56, tierH * 0.48)
            else
                for (const s of [-1, 1])
                    ctx.fillRect(cx + s * half * 0.45 - half * 0.12, base - tierH * 0.45,
                                 half * 0.24, tierH * 0.25)
            // Roof with curled eaves.
            const rt = base - tierH * 0.62, rtop = base - tierH
            ctx.fillStyle = roof
            ctx.beginPath()
            ctx.moveTo(cx - half * 0.7, rtop)
            ctx.lineTo(cx + half * 0.7, rtop)
            ctx.quadraticCurveTo(cx + eave * 0.8, rt - tierH * 0.05, cx + eave, rt - tierH * 0.2)
            ctx.lineTo(cx + eave * 0.96, rt + tierH * 0.04)
            ctx.lineTo(cx - eave * 0.96, rt + tierH * 0.04)
            ctx.lineTo(cx - eave, rt - tierH * 0.2)
            ctx.quadraticCurveTo(cx - eave * 0.8, rt - tierH * 0.05, cx - half * 0.7, rtop)
            ctx.closePath()
            ctx.fill()
        }
        // The spire with its rings.
        const top = h * 0.86 - tiers * tierH
        ctx.fillStyle = gold
        ctx.fillRect(cx - w * 0.012, top - h * 0.14, w * 0.024, h * 0.14)
        for (let i = 0; i < 4; ++i)
            ctx.fillRect(cx - w * 0.04 + i * w * 0.004, top - h * 0.03 - i * h * 0.025,
                         w * 0.08 - i * w * 0.008, h * 0.012)
        ctx.beginPath()
        ctx.arc(cx, top - h * 0.15, w * 0.018, 0, 2 * Math.PI)
        ctx.fill()
    })
}

// ---- The mark of a field a figure may reach (TargetMark.qml) ----

function targetMark(kind, w, h, vermilion, indigo, gold) {
    return cached(["mark", kind, num(w), num(h), hexOf(vermilion, 1), hexOf(indigo, 1), hexOf(gold, 1)].join("|"), ctx => {
        const s = Math.min(w, h), c = s / 2
        const verm = vermilion
        ctx.lineCap = "round"
        if (kind === "step" || kind === "setup") {
            ctx.beginPath()
            ctx.arc(c, c, s * 0.44, 0, 2 * Math.PI)
            ctx.fillStyle = kind === "step" ? "rgba(192, 67, 44, 0.32)" : "rgba(192, 67, 44, 0.16)"
            ctx.fill()
            ctx.lineWidth = Math.max(2, s * 0.08)
            ctx.strokeStyle = verm
            ctx.stroke()
            if (kind === "step") {
                ctx.beginPath()
                ctx.arc(c, c, s * 0.14, 0, 2 * Math.PI)
                ctx.fillStyle = verm
                ctx.fill()
            } else {
                ctx.beginPath()
                ctx.moveTo(c - s * 0.18, c); ctx.lineTo(c + s * 0.18, c)
                ctx.moveTo(c, c - s * 0.18); ctx.lineTo(c, c + s * 0.18)
                ctx.stroke()
            }
            return
        }
        // Jumps: a ring (dashed for the hand-off) and a hop arc.
        ctx.lineWidth = Math.max(2, s * 0.08)
        ctx.strokeStyle = indigo
        ctx.fillStyle = "rgba(45, 74, 109, 0.3)"
        ctx.beginPath()
        ctx.arc(c, c, s * 0.44, 0, 2 * Math.PI)
        ctx.fill()
        if (kind === "handoff") {
            const n = 12
            for (let i = 0; i < n; ++i) {
                ctx.beginPath()
                ctx.arc(c, c, s * 0.44, i * 2 * Math.PI / n, (i + 0.55) * 2 * Math.PI / n)
                ctx.stroke()
            }
        } else {
            ctx.stroke()
        }
        ctx.lineWidth = Math.max(1.5, s * 0.065)
        ctx.beginPath()
        ctx.moveTo(c - s * 0.26, c + s * 0.14)
        ctx.quadraticCurveTo(c, c - s * 0.36, c + s * 0.24, c + s * 0.1)
        ctx.stroke()
        ctx.beginPath()
        ctx.moveTo(c + s * 0.24, c + s * 0.1)
        ctx.lineTo(c + s * 0.25, c - s * 0.04)
        ctx.moveTo(c + s * 0.24, c + s * 0.1)
        ctx.lineTo(c + s * 0.1, c + s * 0.07)
        ctx.stroke()
        if (kind === "handoff") {
            ctx.beginPath()
            ctx.arc(c, c + s * 0.2, s * 0.09, 0, 2 * Math.PI)
            ctx.fillStyle = gold
            ctx.fill()
        }
    })
}

// ---- A start field's dashed frame (GardenField.qml): `colour` its side's, with its alpha ----

function dashes(colour, strong, width, height) {
    return cached(["dashes", hexOf(colour, 1), strong, num(width), num(height)].join("|"), ctx => {
        // (Drawn without antialiasing, as the Canvas drew it.)
        ctx.antialiasing(false)
        ctx.strokeStyle = colour
        ctx.lineWidth = strong ? 2 : 1.5
        const d = 5
        const w = width - 2, h = height - 2
        ctx.beginPath()
        for (let x = 1; x < w; x += 2 * d) {
            ctx.moveTo(x, 1); ctx.lineTo(Math.min(w, x + d), 1)
            ctx.moveTo(x, h); ctx.lineTo(Math.min(w, x + d), h)
        }
        for (let y = 1; y < h; y += 2 * d) {
            ctx.moveTo(1, y); ctx.lineTo(1, Math.min(h, y + d))
            ctx.moveTo(w, y); ctx.lineTo(w, Math.min(h, y + d))
        }
        ctx.stroke()
    })
}
