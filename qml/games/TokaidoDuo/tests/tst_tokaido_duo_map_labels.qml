// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// Each name on the Tokaido Duo map (a town, a region) stands next to the place it names, however
// small the map is drawn: at 1024×640 in the replay of a finished game (the replay bar above the
// table makes the island smaller still), at 1024×640 at play and at 1920×1080. "Next to": the
// gap between the name's box and its place's marker is at most one and a half times the name's
// height, and no name lies over a marker or a traveller. (The names may cover a place where no
// traveller stands: LabelLayout's soft obstacles; and a corner of an empty ring space's marker,
// no more than a third of its square, where nothing near the place is free: its "marker" ones.)
TestCase {
    id: testCase
    name: "TokaidoDuoMapLabels"
    when: windowShown
    visible: true
    width: 1920
    height: 1080

    // (A session of its own for each row, made before its page and gone after it.)
    Component {
        id: sessionView
        GameSession {
            aiDelay: 0
        }
    }
    property GameSession session: null
    Component {
        id: pageView
        GamePage {}
    }

    function init() {
        AppSettings.resetToDefaults()
        AppSettings.motion = "off"
    }
    function cleanup() {
        Localization.language = "en"
        AppSettings.resetToDefaults()
    }

    // The gap between two rectangles (0 where they touch or overlap).
    function gapBetween(a, b) {
        const dx = Math.max(0, Math.max(a.x, b.x) - Math.min(a.x + a.width, b.x + b.width))
        const dy = Math.max(0, Math.max(a.y, b.y) - Math.min(a.y + a.height, b.y + b.height))
        return Math.hypot(dx, dy)
    }
    // The names further from their places than 1.5 times their height, as sentences.
    function farNames(board, where) {
        const found = []
        const labels = board.mapLabels
        verify(labels.length > 10, where + ": the map names its towns and regions")
        for (let i = 0; i < labels.length; ++i) {
            const l = labels[i]
            const item = findChild(board, "mapLabel_" + l.kind + "_" + l.id)
            verify(item, where + ": the name of " + l.id)
            const box = Qt.rect(item.x, item.y, item.width, item.height)
            // The marker as drawn now, from the item that draws it.
            const marker = findChild(board, (l.kind === "region" ? "region_" : "town_") + l.id)
            verify(marker, where + ": the marker of " + l.id)
            const m = marker.mapToItem(board, 0, 0)
            const gap = gapBetween(box, Qt.rect(m.x, m.y, marker.width, marker.height))
            if (gap > item.height * 1.5)
                found.push(where + ": \"" + item.text + "\" is " + Math.round(gap) + " px from its place (name "
                           + Math.round(item.height) + " px high, map " + Math.round(board.width) + "×" + Math.round(board.height) + ")")
        }
        return found
    }
    // The names over a marker (a ring space, a town, a region's) or a traveller, as sentences:
    // near their places, but never over what is drawn there; an empty ring space (no traveller
    // on it, not to be chosen now) only when nothing near the name's place is free of them (the
    // layout's "marker" obstacles), at most a third of its disc's square.
    function coveringNames(board, where) {
        const found = []
        const marks = []
        const taken = {}
        for (const t of board.table.travellers)
            taken[t.place] = true
        const empty = (c) => {
            const m = /^space_(\d+)$/.exec(c.objectName)
            return m !== null && !taken["ring:" + m[1]] && board.table.offer.spaceTargets[Number(m[1])] === undefined
        }
        for (let i = 0; i < board.children.length; ++i) {
            const c = board.children[i]
            if (c.visible && /^(meeple|town|region|space)_/.test(c.objectName))
                marks.push(c)
        }
        verify(marks.length > 40, where + ": the markers and travellers")
        for (const l of board.mapLabels) {
            const item = findChild(board, "mapLabel_" + l.kind + "_" + l.id)
            // (Half a pixel of anti-aliasing on each side is no overlap.)
            const box = Qt.rect(item.x + 0.5, item.y + 0.5, item.width - 1, item.height - 1)
            for (const m of marks) {
                const w = Math.min(box.x + box.width, m.x + m.width) - Math.max(box.x, m.x)
                const h = Math.min(box.y + box.height, m.y + m.height) - Math.max(box.y, m.y)
                if (w > 0 && h > 0 && empty(m)) {
                    if (w * h > m.width * m.height / 3)
                        found.push(where + ": \"" + item.text + "\" hides " + Math.round(100 * w * h / (m.width * m.height)) + " % of the empty " + m.objectName)
                    else
                        console.log(where + ": \"" + item.text + "\" over " + Math.round(100 * w * h / (m.width * m.height)) + " % of the empty " + m.objectName)
                } else if (w > 0 && h > 0) {
                    found.push(where + ": \"" + item.text + "\" lies over " + m.objectName)
                }
            }
        }
        return found
    }

    function test_namesNearTheirPlaces_data() {
        return [
            { tag: "replay 1024x640 en", w: 1024, h: 640, lang: "en", replay: true },
            { tag: "replay 1024x640 ja", w: 1024, h: 640, lang: "ja", replay: true },
            { tag: "replay 1024x640 hu", w: 1024, h: 640, lang: "hu", replay: true },
            { tag: "play 1024x640 hu", w: 1024, h: 640, lang: "hu", replay: false },
            { tag: "play 1024x640 ja", w: 1024, h: 640, lang: "ja", replay: false },
            { tag: "play 1920x1080 en", w: 1920, h: 1080, lang: "en", replay: false }
        ]
    }
    function test_namesNearTheirPlaces(data) {
        Localization.language = data.lang
        session = createTemporaryObject(sessionView, testCase)
        verify(session.load(Qt.resolvedUrl("../../../../tests/data/end-games/tokaido_duo-you.kotatsu")), session.lastError)
        const page = createTemporaryObject(pageView, testCase, { session: session, width: data.w, height: data.h })
        verify(page)
        tryVerify(function() { return page.table !== null })
        const board = findChild(page.table, "island")
        verify(board)
        if (data.replay) {
            page.forceActiveFocus()
            keyClick(Qt.Key_R, Qt.ControlModifier)
            tryCompare(session, "reviewing", true)
            keyClick(Qt.Key_Right)
        }
        const layout = findChild(board, "labelLayout")
        // The names placed for the map as drawn now (after any resize the replay bar made).
        tryVerify(function() { return layout.placements > 0 })
        waitForItemPolished(board)
        wait(0)
        const far = farNames(board, data.tag).concat(coveringNames(board, data.tag))
        if (data.replay) {
            keyClick(Qt.Key_Escape)
            tryCompare(session, "reviewing", false)
        }
        // At the game's end a traveller stands on the ring space above Tokushima, and on the
        // 520×260 island of a 1024×640 window its name (61×16 in Hungarian) has no spot within
        // 24 px that covers neither a ring space, its boutique token, a traveller, a marker nor
        // the map's edge (the nearest is 27 px away): it covers a corner of the empty ring
        // space right of it instead (22 % of its square), as LabelLayout's "marker" obstacles
        // allow. (The replay rows: a name held far from its place, or over an empty space,
        // comes back once the traveller in its way has gone.)
        verify(far.length === 0, far.join("\n"))
    }
}
