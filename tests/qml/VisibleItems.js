// SPDX-License-Identifier: GPL-3.0-or-later
.pragma library

// What the Qt Quick tests need to know of the items on the screen: which are shown, which
// paint something, where they are and what they overlap (tst_map_labels, tst_moves_visible).

// Shown: visible and not faded out.
function shown(item) {
    return !!item && item.visible && item.opacity > 0.01
}
function isText(item) {
    return item.truncated !== undefined && item.elide !== undefined && typeof item.text === "string"
}
function isCanvas(item) {
    return item.requestPaint !== undefined && item.getContext !== undefined
}
function isRectangle(item) {
    // (Qt 6's Rectangle.gradient is undefined unless set: not a test for a Rectangle.)
    return item.border !== undefined && item.radius !== undefined && item.color !== undefined
}
function isImage(item) {
    return item.fillMode !== undefined && item.source !== undefined && item.status !== undefined
}
// How opaque an item is drawn: its opacity times its ancestors'.
function opacityOf(item) {
    let o = 1
    for (let p = item; p; p = p.parent)
        o *= p.opacity
    return o
}
// Whether the item paints over its whole rectangle something that hides what is under it: a
// line of text, a filled box (a colour or a gradient, not a faint wash), a picture. (Not a
// Canvas: it draws what it likes where it likes, a trail over the whole board as well as an
// icon; callers that count drawings ask isCanvas.)
function paints(item) {
    if (isText(item))
        return item.text.trim() !== ""
    if (isRectangle(item))
        return (item.gradient !== null && item.gradient !== undefined) || item.color.a * opacityOf(item) > 0.35
    if (isImage(item))
        return String(item.source) !== ""
    return false
}
// The item's rectangle in `other`'s coordinates ({x, y, w, h}).
function rectIn(item, other) {
    const p = item.mapToItem(other, 0, 0)
    const q = item.mapToItem(other, item.width, item.height)
    return { x: Math.min(p.x, q.x), y: Math.min(p.y, q.y), w: Math.abs(q.x - p.x), h: Math.abs(q.y - p.y) }
}
function intersect(a, b) {
    const x = Math.max(a.x, b.x), y = Math.max(a.y, b.y)
    return { x: x, y: y, w: Math.min(a.x + a.w, b.x + b.w) - x, h: Math.min(a.y + a.h, b.y + b.h) - y }
}
function overlapArea(a, b) {
    const r = intersect(a, b)
    return r.w > 0 && r.h > 0 ? r.w * r.h : 0
}
function contains(r, x, y) {
    return x >= r.x && y >= r.y && x <= r.x + r.w && y <= r.y + r.h
}
// The item in words for a failure message: its type, its name (or text), else the nearest
// named ancestor.
function describe(item) {
    const name = item.objectName || item.name || (typeof item.text === "string" ? "\"" + item.text + "\"" : "")
    let s = String(item).replace(/\(0x[0-9a-f]+\)/, "").replace(/_QMLTYPE_\d+/, "")
    for (let p = item.parent; p && !name; p = p.parent)
        if (p.objectName) {
            s += " in " + p.objectName
            break
        }
    return s + (name ? " " + name : "")
}
