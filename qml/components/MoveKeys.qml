// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// Keyboard play for any table: the arrow keys move a visible focus among the table's active
// MoveTargets (the legal moves, and the parts of a move once one is begun), Enter or Space
// plays the focused one, Escape steps back (table.stepBack()). Which targets are active is
// the table's business; this only finds them, measures where they are and moves between
// them, the way a finger would: to the nearest target in the direction of the arrow.
//
// The ring and what Enter plays are one state: the ring is shown only while the page itself
// has the window's key focus (`pageHasKeys`); a control reached by Tab (a button of the
// header or the hint bar) hides it, an arrow key takes the keys back to the page and shows
// it again. Enter plays the ringed target and nothing else: when the ringed piece can no
// longer be played, Enter only moves the ring to one that can.
QtObject {
    id: keys
    // The game's table (a GameTable): where the targets are looked for.
    property Item table: null
    // The page the keys arrive at: positions are compared in its coordinates.
    property Item page: null
    // The target that has the focus, or null.
    property Item current: null
    // The focus ring is shown after a key and hidden again by a click on the table.
    property bool showing: false
    // Whether the page has the window's key focus (set by the page): else the keys go to a
    // control of the page first, and the ring is hidden.
    property bool pageHasKeys: true
    // The ring hidden only because the keys went elsewhere (a pop-up of the table, a control
    // reached by Tab) comes back with them.
    property bool hiddenByFocus: false
    onPageHasKeysChanged: {
        if (!pageHasKeys && showing) {
            show(false)
            hiddenByFocus = true
        } else if (pageHasKeys && hiddenByFocus) {
            show(true)
        }
    }
    property point lastPoint: Qt.point(0, 0)

    // Every active MoveTarget under `item`, visible on the screen.
    function collect(item, list) {
        if (!item || !item.visible)
            return list
        if (item.isMoveTarget === true && item.active && item.width > 0 && item.height > 0)
            list.push(item)
        const kids = item.children
        for (let i = 0; i < kids.length; ++i)
            collect(kids[i], list)
        return list
    }
    function targets() { return collect(table, []) }
    function centre(item) {
        return item.mapToItem(page, item.width / 2, item.height / 2)
    }
    // Reading order: top to bottom by rows of about a target's height, then left to right.
    function ordered(list) {
        const points = list.map(t => ({ t: t, p: centre(t) }))
        points.sort((a, b) => Math.abs(a.p.y - b.p.y) > 24 ? a.p.y - b.p.y : a.p.x - b.p.x)
        return points.map(e => e.t)
    }
    function setCurrent(item) {
        if (current === item)
            return
        if (current)
            current.focused = false
        current = item
        if (item) {
            item.focused = showing
            lastPoint = centre(item)
        }
    }
    function show(on) {
        hiddenByFocus = false
        showing = on
        if (current)
            current.focused = on
    }
    // The target nearest to the last focus (after a move or a part of one, the focus goes to
    // what can be done next), preferring targets of the highest step.
    function nearestTo(point, list) {
        let best = null
        let bestStep = -1
        let bestDistance = 0
        for (const t of list) {
            const p = centre(t)
            const d = Math.hypot(p.x - point.x, p.y - point.y)
            if (t.step > bestStep || (t.step === bestStep && d < bestDistance)) {
                best = t
                bestStep = t.step
                bestDistance = d
            }
        }
        return best
    }
    // Keeps the focus on an active target; called before every key and when the moves change.
    function settle() {
        const list = targets()
        if (current && list.indexOf(current) >= 0)
            return list
        const higher = current ? list.filter(t => t.step > current.step) : []
        setCurrent(list.length === 0 ? null
                   : current ? nearestTo(lastPoint, higher.length > 0 ? higher : list)
                   : ordered(list)[0])
        return list
    }
    // dx, dy: the arrow's direction.
    function moveFocus(dx, dy) {
        takeKeys()
        const wasShowing = showing
        show(true)
        const list = settle()
        if (!current || !wasShowing)
            return current !== null
        const from = centre(current)
        let best = null
        let bestScore = 0
        for (const t of list) {
            if (t === current)
                continue
            const p = centre(t)
            const along = (p.x - from.x) * dx + (p.y - from.y) * dy
            if (along <= 1)
                continue
            const across = Math.abs((p.x - from.x) * dy - (p.y - from.y) * dx)
            const score = along + 2.5 * across
            if (best === null || score < bestScore) {
                best = t
                bestScore = score
            }
        }
        if (best)
            setCurrent(best)
        return true
    }
    // The first (0) or last (-1) target in reading order (Home and End).
    function jump(at) {
        takeKeys()
        show(true)
        const list = ordered(settle())
        if (list.length === 0)
            return false
        setCurrent(list[at < 0 ? list.length - 1 : 0])
        return true
    }
    // Set while a key plays a move, so that the ring stays on for the next part or move.
    property bool byKey: false
    // A key meant for the table while a control has the focus: the page takes the keys back
    // (the control's own ring goes), so that the next Enter plays what the table's ring shows.
    function takeKeys() {
        if (pageHasKeys || !page)
            return
        // The page is a focus scope: forceActiveFocus() alone gives the keys back to the
        // control inside it that had them, so that control lets go first, and so does every
        // focus scope between it and the page (a bar's Loader).
        for (let holder = page.Window.activeFocusItem; holder && holder !== page; holder = holder.parent)
            holder.focus = false
        page.forceActiveFocus()
    }
    function activate() {
        const shown = showing && pageHasKeys ? current : null
        settle()
        // Nothing ringed, or the ringed piece is gone: the ring shows what Enter would play.
        if (!current || !shown || current !== shown)
            return moveFocus(0, 0)
        lastPoint = centre(current)
        byKey = true
        current.activated()
        Qt.callLater(afterChange)
        return true
    }
    // The table changed (a move, a part of one, the computer's move): keep the focus on
    // something that can be done.
    function afterChange() {
        byKey = false
        settle()
    }
    // A person's move that no key made (a click) hides the ring until the next key; the
    // computer's moves leave it where it is.
    function movedBy(human) {
        if (human && !byKey)
            show(false)
    }
    function back() {
        return table && table.stepBack ? table.stepBack() : false
    }

    // Handles a key from the page's Keys.onPressed; returns whether it was used.
    function handle(event) {
        if (!table || !page)
            return false
        switch (event.key) {
        case Qt.Key_Left: return moveFocus(-1, 0)
        case Qt.Key_Right: return moveFocus(1, 0)
        case Qt.Key_Up: return moveFocus(0, -1)
        case Qt.Key_Down: return moveFocus(0, 1)
        case Qt.Key_Home: return jump(0)
        case Qt.Key_End: return jump(-1)
        case Qt.Key_Return:
        case Qt.Key_Enter:
        case Qt.Key_Space: return activate()
        case Qt.Key_Escape: return back()
        }
        return false
    }
}
