// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge
import "VisibleItems.js" as VisibleItems

// The names on the Tokaido Duo map (towns and regions) can be read: in Japanese and in
// Hungarian (the longest names), at the smallest window (1024×640) and at 1920×1080, over the
// first decisions of a seeded game (the travellers move), no name's rectangle is overlapped by
// another name, an icon (a ring space, a town, a region's marker, a boutique token, a draw
// number) or a traveller, and a name moves only when something now lies under it where it
// stood (a traveller come to stand there, a place lit to be chosen, another name): every time
// the names are placed again during the game, a name that moved from a spot nothing now covers
// is counted, and there must be none; a window then made a pixel larger places no name again
// (each goes along with its place). The game goes on by clicking the pieces the person may
// choose.
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

    // The map's names and everything drawn on the map, in the map's pixels.
    function mapItems(board) {
        const labels = [], marks = []
        const area = board.width * board.height
        function visit(item, inLabel) {
            if (!VisibleItems.shown(item))
                return
            const label = !inLabel && String(item.objectName).indexOf("mapLabel_") === 0
            if (item !== board) {
                const r = VisibleItems.rectIn(item, board)
                if (label)
                    labels.push({ item: item, rect: r })
                else if (!inLabel && r.w * r.h < area / 4) {
                    // Something that draws: a name or number, a filled shape, a picture (a
                    // glyph, a traveller); not a faint halo, not the land under everything.
                    if (VisibleItems.paints(item) || VisibleItems.isCanvas(item))
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
                found.push(where + ": " + VisibleItems.describe(l.item) + " goes beyond the map")
            for (let j = 0; j < m.labels.length; ++j)
                if (j > i && VisibleItems.overlapArea(r, m.labels[j].rect) > 0)
                    found.push(where + ": " + VisibleItems.describe(l.item) + " overlaps " + VisibleItems.describe(m.labels[j].item))
            for (const mark of m.marks) {
                // A mark that belongs to the name (its click area) is no obstacle.
                let own = false
                for (let p = mark.item; p && p !== board; p = p.parent)
                    if (p === l.item) { own = true; break }
                if (!own && VisibleItems.overlapArea(r, mark.rect) > 0)
                    found.push(where + ": " + VisibleItems.describe(l.item) + " lies under/over " + VisibleItems.describe(mark.item)
                               + " (" + Math.round(VisibleItems.overlapArea(r, mark.rect)) + " px²)")
            }
        }
        return found
    }

    // What now lies on the map where a name may not be: everything drawn (the markers, the
    // travellers, the tokens, the draw numbers) and the places lit to be chosen with their glow,
    // as rectangles in the map's pixels.
    function obstaclesNow(board) {
        const out = mapItems(board).marks.map(m => m.rect)
        function visit(item) {
            if (!VisibleItems.shown(item))
                return
            const r = VisibleItems.rectIn(item, board)
            if (String(item.objectName).indexOf("meeple_") === 0)
                out.push(r)
            if (item.isMoveTarget === true && item.active) {
                const m = board.r * 0.6
                out.push({ x: r.x - m, y: r.y - m, w: r.w + 2 * m, h: r.h + 2 * m })
            }
            const kids = item.children || []
            for (let i = 0; i < kids.length; ++i)
                visit(kids[i])
        }
        visit(board)
        return out
    }
    // Watches the names' placements on `board`: at each, a name that moved (relative to what it
    // names) is counted in `moved`, and in `needless` (with a sentence) when the spot it left is
    // free now: nothing drawn or lit there, no other name, inside the map.
    function watchPlacements(board, tag) {
        const layout = findChild(board, "labelLayout")
        verify(layout, "the names' layout")
        const seen = { moved: 0, needless: [], placements: 0, last: null }
        function snapshot() {
            const labels = board.mapLabels
            const out = []
            for (let i = 0; i < labels.length; ++i) {
                const p = layout.places[i]
                if (!p)
                    return null
                const a = labels[i].anchor
                out.push({ text: labels[i].text, x: p.x, y: p.y, w: labels[i].size.width, h: labels[i].size.height,
                           ax: a.x + a.width / 2, ay: a.y + a.height / 2 })
            }
            return out
        }
        function placed() {
            const now = snapshot()
            const before = seen.last
            seen.last = now
            ++seen.placements
            if (!now || !before || before.length !== now.length)
                return
            const marks = obstaclesNow(board)
            for (let i = 0; i < now.length; ++i) {
                const o = before[i], n = now[i]
                // Where the name stood, carried along with what it names.
                const was = { x: o.x + n.ax - o.ax, y: o.y + n.ay - o.ay, w: o.w, h: o.h }
                if (Math.abs(n.x - was.x) <= 0.5 && Math.abs(n.y - was.y) <= 0.5)
                    continue
                ++seen.moved
                // (Half a pixel of anti-aliasing on each side is no overlap.)
                const inner = { x: was.x + 0.5, y: was.y + 0.5, w: was.w - 1, h: was.h - 1 }
                let why = ""
                if (inner.x < 0 || inner.y < 0 || inner.x + inner.w > board.width || inner.y + inner.h > board.height)
                    why = "the map's edge"
                for (let k = 0; k < marks.length && !why; ++k)
                    if (VisibleItems.overlapArea(inner, marks[k]) > 0)
                        why = "a mark"
                for (let j = 0; j < now.length && !why; ++j)
                    if (j !== i && VisibleItems.overlapArea(inner, { x: now[j].x, y: now[j].y, w: now[j].w, h: now[j].h }) > 0)
                        why = "\"" + now[j].text + "\""
                if (!why)
                    seen.needless.push(tag + ", placement " + seen.placements + ": \"" + n.text + "\" moved "
                                       + Math.round(Math.hypot(n.x - was.x, n.y - was.y)) + " px with nothing in its way")
            }
        }
        seen.last = snapshot()
        layout.placesChanged.connect(placed)
        seen.stop = function() { layout.placesChanged.disconnect(placed) }
        return seen
    }

    // On with the game: clicks pieces the person may choose (of the move's latest part, one
    // the decision varies) until a move is made.
    function playOn(win, page, decision) {
        const session = page.session
        const before = session.plyCount
        for (let part = 0; part < 6 && session.plyCount === before; ++part) {
            const targets = []
            function collect(item) {
                if (!VisibleItems.shown(item))
                    return
                if (item.isMoveTarget === true && item.active)
                    targets.push(item)
                const kids = item.children || []
                for (let i = 0; i < kids.length; ++i)
                    collect(kids[i])
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
        let watch = null
        for (let decision = 0; decision < 8 && !session.over; ++decision) {
            tryVerify(function() { return session.over || (session.humanToMove && !session.aiThinking) }, 30000)
            if (session.over)
                break
            // The mouse off the map, so that no hover glow counts.
            mouseMove(win.contentItem, win.width - 2, win.height - 2)
            win.update(); waitForRendering(win.contentItem)
            // (From the first decision on: the names placed for the table as it opened.)
            if (!watch)
                watch = watchPlacements(board, data.tag)
            for (const p of labelProblems(board, data.tag + ", decision " + (decision + 1)))
                if (found.indexOf(p) < 0 && found.length < 30)
                    found.push(p)
            const before = session.plyCount
            playOn(win, page, decision)
            verify(session.plyCount !== before || session.over, "a click made a move at decision " + (decision + 1))
        }
        // A window a pixel larger (the map a fraction of a pixel larger): each name goes along
        // with its place, none is placed again. (Once the computer has made its move: a
        // traveller leaving the ring space a name covers lets that name come back off it.)
        tryVerify(function() { return session.over || (session.humanToMove && !session.aiThinking) }, 30000)
        win.update(); waitForRendering(win.contentItem)
        wait(0)
        const layout = findChild(board, "labelLayout")
        const placements = layout.placements
        win.width += 1
        win.height += 1
        win.update(); waitForRendering(win.contentItem)
        wait(0)
        compare(layout.placements, placements, "the names were placed again for a window a pixel larger")
        watch.stop()
        compare(found.length, 0, "\n" + found.slice(0, 12).join("\n"))
        // A name moves only when something now lies under it.
        console.log(data.tag + ": " + watch.placements + " placements during the game, " + watch.moved
                    + " names moved, " + watch.needless.length + " with nothing in their way")
        compare(watch.needless.length, 0, "names moved with nothing in their way:\n" + watch.needless.slice(0, 12).join("\n"))
    }

    // The map keeps its size whatever the turn prompt says: the person's long prompt, the
    // computer's or the Automa's turn (the prompt bar appears and goes at each turn).
    function test_mapKeepsItsSize_data() {
        return [{ tag: "hu 1024x640 solo", lang: "hu", w: 1024, h: 640, rulesLevel: 1 },
                { tag: "ja 1024x640", lang: "ja", w: 1024, h: 640, rulesLevel: 0 },
                { tag: "hu 1920x1080", lang: "hu", w: 1920, h: 1080, rulesLevel: 0 }]
    }
    function test_mapKeepsItsSize(data) {
        AppSettings.motion = "off"
        Localization.language = data.lang
        const win = createTemporaryObject(table, testCase, {
            width: data.w, height: data.h,
            startup: { game: "tokaido_duo", players: 2, humans: 1, seed: 7, level: "easy", aiDelay: 300,
                       rulesLevel: data.rulesLevel } })
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const page = findChild(win.contentItem, "gamePage")
        const session = page.session
        const board = findChild(page.table, "island")
        const status = findChild(page, "statusText")
        function size() {
            const a = board.mapToItem(win.contentItem, 0, 0)
            const b = board.mapToItem(win.contentItem, board.width, board.height)
            return Math.round(a.x) + "," + Math.round(a.y) + " " + Math.round(b.x - a.x) + "×" + Math.round(b.y - a.y)
        }
        const seen = {}
        let prompts = 0
        for (let decision = 0; decision < 8 && !session.over; ++decision) {
            // During the other side's turn, then on the person's.
            win.update(); waitForRendering(win.contentItem)
            seen[size()] = (seen[size()] || "") + " [" + (session.humanToMove ? "you" : "other") + "]"
            tryVerify(function() { return session.over || (session.humanToMove && !session.aiThinking) }, 30000)
            if (session.over)
                break
            win.update(); waitForRendering(win.contentItem)
            if (status && status.text !== "")
                ++prompts
            seen[size()] = (seen[size()] || "") + " [prompt: " + (status ? status.text.substring(0, 40) : "") + "]"
            const before = session.plyCount
            playOn(win, page, decision)
        }
        verify(prompts > 2, "the person was prompted")
        compare(Object.keys(seen).length, 1, "the map's place and size: " + JSON.stringify(seen))
    }

    // The wave tiles (in the wave panel on a large window, in the dice tray on a small one):
    // no tile's icon, name or dot is drawn over a text beside or under it ("On the board",
    // ボード上), nor over the hot spring's line. The table is opened straight away, as
    // `--game` does.
    function test_waveTilesDrawnClear_data() {
        const rows = []
        for (const lang of ["ja", "hu"])
            for (const size of [[1024, 640], [1920, 1080]])
                rows.push({ tag: lang + " " + size[0] + "x" + size[1], lang: lang, w: size[0], h: size[1] })
        return rows
    }
    function test_waveTilesDrawnClear(data) {
        AppSettings.motion = "off"
        Localization.language = data.lang
        const win = createTemporaryObject(table, testCase, {
            width: data.w, height: data.h,
            startup: { game: "tokaido_duo", players: 2, humans: 1, seed: 11, level: "easy", aiDelay: 0 } })
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const page = findChild(win.contentItem, "gamePage")
        tryVerify(function() { return page.session.humanToMove })
        win.update(); waitForRendering(win.contentItem)
        const root = page.table
        // Every text and drawing shown on the table, and whether it is part of a wave tile.
        const drawn = []
        function visit(item, chip) {
            if (!VisibleItems.shown(item))
                return
            const inChip = chip || String(item.objectName).indexOf("wave_") === 0
            if ((VisibleItems.isText(item) && item.text.trim() !== "") || VisibleItems.isCanvas(item) || VisibleItems.isImage(item))
                drawn.push({ item: item, chip: inChip ? (chip || item) : null, rect: VisibleItems.rectIn(item, root) })
            const kids = item.children || []
            for (let i = 0; i < kids.length; ++i)
                visit(kids[i], inChip ? (chip || item) : null)
        }
        visit(root, null)
        let chips = 0
        const found = []
        for (let i = 0; i < drawn.length; ++i) {
            if (!drawn[i].chip)
                continue
            ++chips
            for (let j = 0; j < drawn.length; ++j) {
                if (j === i || (drawn[j].chip && j < i))
                    continue
                // A mark drawn on another (the holder's shape on its dot) is no clash.
                let nested = false
                for (let p = drawn[j].item.parent; p; p = p.parent)
                    if (p === drawn[i].item) { nested = true; break }
                for (let p = drawn[i].item.parent; p && !nested; p = p.parent)
                    if (p === drawn[j].item) { nested = true; break }
                const a = drawn[i].rect, b = drawn[j].rect
                const shrunk = { x: a.x + 0.5, y: a.y + 0.5, w: a.w - 1, h: a.h - 1 }
                if (!nested && VisibleItems.overlapArea(shrunk, b) > 0)
                    found.push(data.tag + ": " + VisibleItems.describe(drawn[i].item) + " in " + drawn[i].chip.objectName
                               + " over " + VisibleItems.describe(drawn[j].item) + " (" + Math.round(VisibleItems.overlapArea(shrunk, b)) + " px²)")
            }
        }
        verify(chips >= 6, "the wave tiles are on the table")
        compare(found.length, 0, "\n" + found.join("\n"))
    }
}
