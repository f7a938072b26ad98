// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Kotatsu
import Kotatsu.Bridge

// The names on the Tokaido Duo map (towns and regions) can be read: in Japanese and in
// Hungarian (the longest names), at the smallest window (1024×640) and at 1920×1080, over the
// first decisions of a seeded game (the travellers move), no name's rectangle is overlapped by
// another name, an icon (a ring space, a town, a region's marker, a boutique token, a draw
// number) or a traveller. The game goes on by clicking the pieces the person may choose.
TestCase {
    id: testCase
    name: "MapLabels"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component {
        id: table
        Main {}
    }

    function cleanup() {
        AppSettings.resetToDefaults()
        Localization.language = "en"
    }

    function shown(item) {
        return item && item.visible && item.opacity > 0.01
    }
    function isText(item) {
        return item.truncated !== undefined && item.elide !== undefined && typeof item.text === "string"
    }
    function isCanvas(item) {
        return item.requestPaint !== undefined && item.getContext !== undefined
    }
    function isRectangle(item) {
        return item.border !== undefined && item.radius !== undefined && item.color !== undefined
                && item.gradient !== undefined
    }
    function rectIn(item, board) {
        const p = item.mapToItem(board, 0, 0)
        const q = item.mapToItem(board, item.width, item.height)
        return { x: Math.min(p.x, q.x), y: Math.min(p.y, q.y), w: Math.abs(q.x - p.x), h: Math.abs(q.y - p.y) }
    }
    function overlapArea(a, b) {
        const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)
        const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y)
        return w > 0 && h > 0 ? w * h : 0
    }
    function describe(item) {
        const name = item.objectName || (isText(item) ? "\"" + item.text + "\"" : "")
        let s = String(item).replace(/\(0x[0-9a-f]+\)/, "").replace(/_QMLTYPE_\d+/, "")
        for (let p = item.parent; p && !name; p = p.parent)
            if (p.objectName) {
                s += " in " + p.objectName
                break
            }
        return s + (name ? " " + name : "")
    }

    // The map's names and everything drawn on the map, in the map's pixels.
    function mapItems(board) {
        const labels = [], marks = []
        const area = board.width * board.height
        function visit(item, inLabel) {
            if (!shown(item))
                return
            const label = !inLabel && String(item.objectName).indexOf("mapLabel_") === 0
            if (item !== board) {
                const r = rectIn(item, board)
                if (label)
                    labels.push({ item: item, rect: r })
                else if (!inLabel && r.w * r.h < area / 4) {
                    // Something that draws: a name or number, a filled shape, a picture (a
                    // glyph, a traveller); not a faint halo, not the land under everything.
                    if ((isText(item) && item.text.trim() !== "")
                            || (isRectangle(item) && item.color.a > 0.35)
                            || isCanvas(item))
                        marks.push({ item: item, rect: r })
                }
            }
            const kids = item.children || []
            for (let i = 0; i < kids.length; ++i)
                visit(kids[i], inLabel || label)
        }
        visit(board, false)
        return { labels: labels, marks: marks }
    }
    function labelProblems(board, where) {
        const found = []
        const m = mapItems(board)
        const named = (board.regions || []).length + (board.towns || []).length
        if (m.labels.length !== named)
            found.push(where + ": " + m.labels.length + " names shown on the map, " + named + " expected")
        for (let i = 0; i < m.labels.length; ++i) {
            const l = m.labels[i]
            // (Half a pixel of anti-aliasing on each side is no overlap.)
            const r = { x: l.rect.x + 0.5, y: l.rect.y + 0.5, w: l.rect.w - 1, h: l.rect.h - 1 }
            if (r.x < -0.5 || r.y < -0.5 || r.x + r.w > board.width + 0.5 || r.y + r.h > board.height + 0.5)
                found.push(where + ": " + describe(l.item) + " goes beyond the map")
            for (let j = 0; j < m.labels.length; ++j)
                if (j > i && overlapArea(r, m.labels[j].rect) > 0)
                    found.push(where + ": " + describe(l.item) + " overlaps " + describe(m.labels[j].item))
            for (const mark of m.marks) {
                // A mark that belongs to the name (its click area) is no obstacle.
                let own = false
                for (let p = mark.item; p && p !== board; p = p.parent)
                    if (p === l.item) { own = true; break }
                if (!own && overlapArea(r, mark.rect) > 0)
                    found.push(where + ": " + describe(l.item) + " lies under/over " + describe(mark.item)
                               + " (" + Math.round(overlapArea(r, mark.rect)) + " px²)")
            }
        }
        return found
    }

    function test_mapLabelsClear_data() {
        const rows = []
        for (const lang of ["ja", "hu"])
            for (const size of [[1024, 640], [1920, 1080]])
                rows.push({ tag: lang + " " + size[0] + "x" + size[1], lang: lang, w: size[0], h: size[1] })
        return rows
    }
    function test_mapLabelsClear(data) {
        AppSettings.motion = "off"
        Localization.language = data.lang
        const win = createTemporaryObject(table, testCase, {
            width: data.w, height: data.h,
            startup: { game: "tokaido_duo", players: 2, humans: 1, seed: 11, level: "easy", aiDelay: 0 } })
        verify(win)
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const page = findChild(win.contentItem, "gamePage")
        const session = page.session
        const board = findChild(page.table, "island")
        verify(board)
        const found = []
        for (let decision = 0; decision < 8 && !session.over; ++decision) {
            tryVerify(function() { return session.over || (session.humanToMove && !session.aiThinking) }, 30000)
            if (session.over)
                break
            // The mouse off the map, so that no hover glow counts.
            mouseMove(win.contentItem, win.width - 2, win.height - 2)
            waitForRendering(win.contentItem)
            for (const p of labelProblems(board, data.tag + ", decision " + (decision + 1)))
                if (found.indexOf(p) < 0 && found.length < 30)
                    found.push(p)
            // On with the game: click pieces the person may choose until a move is made.
            const before = session.plyCount
            for (let part = 0; part < 6 && session.plyCount === before; ++part) {
                const targets = []
                function collect(item) {
                    if (!shown(item))
                        return
                    if (item.isMoveTarget === true && item.active)
                        targets.push(item)
                    for (const k of item.children || [])
                        collect(k)
                }
                collect(page.table)
                if (targets.length === 0)
                    break
                const top = Math.max.apply(null, targets.map(t => t.step))
                const steps = targets.filter(t => t.step === top)
                const pick = steps[(decision * 5 + part * 3) % steps.length]
                const c = pick.mapToItem(win.contentItem, pick.width / 2, pick.height / 2)
                mouseClick(win.contentItem, c.x, c.y)
                wait(0)
            }
            verify(session.plyCount !== before || session.over, "a click made a move at decision " + (decision + 1))
        }
        compare(found.length, 0, "\n" + found.join("\n"))
    }
}
