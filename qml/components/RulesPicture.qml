// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu
import Kotatsu.Bridge

// A picture of a rules page (data/games/<id>/rules/pictures/<id>.yaml, docs/lessons.md): the
// game's own table on the picture's position, as its seat sees it, with the moves the picture
// rings in gold as a lesson rings them (the other pieces veiled), drawn ONCE into an image,
// its caption under it in the reader's language.
//
// The table is made only to be drawn: laid out at a table's size in a stage of its own
// (transparent, taking no input), and once it is laid out and still (two frames in a row with
// every item where it was, no image loading), it is cropped to the part that matters (the
// picture's `region`, else what it rings; the labels of the table on or next to it; a margin)
// with no label or piece of the table cut by its edge (a thing that reaches into the region is
// taken in whole; any other across the edge is left out of the picture, not drawn: survey,
// cropAround), grabbed (grabToImage) as wide as the page, at most twice the table's size and
// no higher with its caption than the page's view, and destroyed. A crop with a band of
// nothing across it (the room a table leaves between its rows) is laid out again lower, so that
// the rows close up; one whose texts would be drawn smaller than minText is laid out again
// larger, so that its pieces lie further apart. What stays in the drawer is an image (a
// screen reader reads its caption as the graphic's name) and the caption's text: no piece,
// button or field of a table, which a screen reader would read out of sight. A new language or
// a new width draws it again.
Item {
    id: picture
    objectName: "rulesPicture_" + pictureId
    property string gameId
    property string pictureId
    property bool wanted: false
    // The names of the table's items it shows (the picture's `region:`, Catalog.rulesPage);
    // none: what it rings.
    property var regionNames: []
    // The height of the page's view (0: none): the picture and its caption are no higher.
    property real viewHeight: 0

    // The smallest text of a table the app's text-size tests allow at 1920×1080 (11 px at
    // 1024×640, 12 px at 1920×1080: tst_moves_visible), the larger of the two, so that a
    // picture reads at either: the picture draws its part of the table at least this large
    // when it can (a table laid out larger, see shoot()).
    property real minText: 12
    // The size the table is laid out at (a small window's table room); lower when a crop has
    // an empty band across it, for as long as that makes the band lower (bandBefore).
    readonly property real stageWidth: 960
    readonly property real stageHeight: 600
    readonly property int margin: 12
    readonly property real maxScale: 2
    // The highest band with nothing of the table across a crop that is left as it is.
    readonly property real bandLimit: 2 * margin

    // What the drawer and the tests look at.
    property string caption: ""
    property string problem: ""
    // The drawn image (the grab's address, loaded once by the Image).
    property url drawnUrl: ""
    readonly property bool drawn: String(drawnUrl) !== "" && shown.status === Image.Ready
    // The part of the table drawn (stage coordinates), the scale it is drawn at and the
    // smallest text of the table in it, in pixels as drawn.
    property rect region: Qt.rect(0, 0, 0, 0)
    property real drawScale: 0
    property real smallestText: 0
    // The gold rings in the part drawn, and the named items they ring (the nearest named
    // item around each).
    property int ringsDrawn: 0
    property var ringedItems: []
    // What the crop was chosen from (stage coordinates, as laid out when it was grabbed): the
    // table's labels (a text's letters: {text, rect}), its pieces ({name, rect}: survey) and
    // the rectangles of what it draws but its ground, and the height the table was laid out
    // at. tst_rules_pictures checks that no label and no piece is cut by the crop's edge and
    // that no empty band crosses it.
    property var labelBoxes: []
    property var contentBoxes: []
    property var pieceBoxes: []
    // The things of the table the picture leaves out (lying across its edge, outside the
    // region: cropAround), by name.
    property var leftOut: []
    property real laidOutHeight: 0
    // The parts of the table core lists for the picture's position (GameSession
    // pictureTableParts) that the table does not draw: none, or core and the table disagree.
    property var missingParts: []
    // True while a table is alive to be drawn.
    readonly property bool drawing: stage !== null
    property var stage: null

    implicitHeight: frame.height + captionText.anchors.topMargin + captionText.implicitHeight

    Accessible.role: Accessible.Graphic
    Accessible.name: caption

    // Set once, not bound: the grab it comes from goes with the stage.
    onDrawnUrlChanged: {
        shown.source = drawnUrl
        dropStage()
    }
    onWantedChanged: if (wanted) redraw.restart()
    onWidthChanged: if (wanted) redraw.restart()
    onViewHeightChanged: if (wanted) redraw.restart()
    Component.onDestruction: if (stage) stage.destroy()

    // Once the layout has settled (a new width comes in steps while the drawer opens).
    Timer {
        id: redraw
        interval: 1
        onTriggered: picture.draw()
    }

    function draw() {
        if (stage || width <= 0)
            return
        problem = ""
        lastLook = ""
        stillFrames = 0
        framesWaited = 0
        bandBefore = Infinity
        textBefore = 0
        grownEnough = false
        stage = stageComponent.createObject(picture)
        if (!stage.session.startPicture(gameId, pictureId)) {
            problem = stage.session.lastError
            stage.destroy()
            stage = null
            return
        }
        caption = stage.session.pictureCaption()
        const id = Theme.gameFolder(gameId)
        stage.load("../games/" + id + "/" + id + "Table.qml")
    }

    // The items of `node`'s tree that are drawn (visible, not wholly transparent).
    function walk(node, onto, out) {
        for (let i = 0; i < node.children.length; ++i) {
            const child = node.children[i]
            if (!child.visible || child.opacity <= 0.01)
                continue
            out.push(child)
            walk(child, onto, out)
        }
        return out
    }
    function rectIn(item, onto) {
        return boxIn(item, 0, 0, item.width, item.height, onto)
    }
    function boxIn(item, x, y, w, h, onto) {
        const a = item.mapToItem(onto, x, y)
        const b = item.mapToItem(onto, x + w, y + h)
        return Qt.rect(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(b.x - a.x), Math.abs(b.y - a.y))
    }
    function unite(r, s) {
        if (r === null)
            return s
        const x = Math.min(r.x, s.x), y = Math.min(r.y, s.y)
        return Qt.rect(x, y, Math.max(r.x + r.width, s.x + s.width) - x, Math.max(r.y + r.height, s.y + s.height) - y)
    }
    function grown(r, m) {
        return Qt.rect(r.x - m, r.y - m, r.width + 2 * m, r.height + 2 * m)
    }
    function meets(r, s) {
        return r.x < s.x + s.width - 0.5 && s.x < r.x + r.width - 0.5
            && r.y < s.y + s.height - 0.5 && s.y < r.y + r.height - 0.5
    }
    function holds(r, s) {
        return s.x >= r.x - 0.5 && s.y >= r.y - 0.5
            && s.x + s.width <= r.x + r.width + 0.5 && s.y + s.height <= r.y + r.height + 0.5
    }
    function isText(item) {
        return item.text !== undefined && item.fontInfo !== undefined && item.contentWidth !== undefined
    }
    // Where a text's letters are drawn in its item (its item may be wider: a heading laid
    // out across a column).
    function lettersIn(t, onto) {
        const w = t.contentWidth, h = t.contentHeight
        const ha = t.effectiveHorizontalAlignment !== undefined ? t.effectiveHorizontalAlignment : t.horizontalAlignment
        const x = ha === Text.AlignRight ? t.width - w : ha === Text.AlignHCenter ? (t.width - w) / 2 : 0
        const va = t.verticalAlignment
        const y = va === Text.AlignBottom ? t.height - h : va === Text.AlignVCenter ? (t.height - h) / 2 : 0
        return boxIn(t, x, y, w, h, onto)
    }
    // Whether an item draws something itself (a text, a filled or bordered shape, an image, a
    // painted item), rather than only holding others.
    function draws(item) {
        if (isText(item))
            return String(item.text).trim() !== ""
        if (item.color !== undefined && item.border !== undefined && item.radius !== undefined)
            return item.color.a > 0.02 || (item.border.width > 0 && item.border.color.a > 0.02)
        if (item.sourceSize !== undefined && item.status !== undefined)
            return item.status === Image.Ready
        return item.getContext !== undefined || item.rendererType !== undefined
            || item.fillColor !== undefined || item.textureSize !== undefined
    }

    // A painted item of boxes (InkTiles).
    function isTiles(item) {
        return item.tiles !== undefined && item.pictures !== undefined
    }
    // A thing left out of the picture (cropAround's `hidden`): an item, or one box of an
    // InkTiles (its `tilesOf` and `index`).
    function thingName(thing) {
        return thing.tilesOf !== undefined ? pieceName(thing.tilesOf) + "/" + (thing.id || "tile " + thing.index)
                                           : pieceName(thing)
    }
    function leaveOut(things) {
        const tilesLeft = new Map()
        for (const g of things) {
            if (g.tilesOf === undefined) {
                g.visible = false
                continue
            }
            if (!tilesLeft.has(g.tilesOf))
                tilesLeft.set(g.tilesOf, [])
            tilesLeft.get(g.tilesOf).push(g.index)
        }
        // (The stage's table is drawn once and goes: its tiles' binding may be broken.)
        for (const [item, gone] of tilesLeft)
            item.tiles = item.tiles.filter((t, i) => gone.indexOf(i) < 0)
    }

    // A piece's name in a test's message: its nearest named item and its kind.
    function pieceName(item) {
        let up = item
        while (up && up !== stage.table && String(up.objectName) === "")
            up = up.parent
        const kind = String(item).split("(")[0].replace(/_QML.*$/, "").replace(/^QQuick/, "")
        return (up && up !== stage.table ? String(up.objectName) + "/" : "") + kind
    }

    // What the crop is chosen from, in three kinds:
    // - the table's labels: the letters of each text;
    // - its pieces: every other item that draws something (a card, a space, an icon, a token,
    //   a disc, the badge a text is drawn on, a gold ring, a veil), shown whole or not at all;
    // - its ground, which a crop may cut: an item that holds one of the parts core names for
    //   the position (GameState::tableParts: Tokaido Duo's spaces, towns and regions, the
    //   garden's fields, Hyano's piles, Shikoku's lines and hand) wholly, other than that
    //   part's own items: the island round its spaces, the garden's cards, lines and trails
    //   round its fields, Hyano's ring round its piles, a panel round its cards. The rule is
    //   the table's own structure, not a size: a Hyano card (68×95) is a piece, the garden's
    //   card under four fields (131×131) is ground.
    // Each label and piece belongs to a thing of the table (`group`), shown or left out as a
    // whole: the highest item above it that is no ground (a figure with its beads and
    // shadow, a field with its name, a line's badge, a pile with its cards).
    // The labels and pieces are what the table draws (`content`, for the empty bands).
    function survey(items, onto, partNames) {
        const labels = []
        const content = []
        const pieces = []
        const parts = []
        for (const item of items)
            if (item.width > 0 && item.height > 0 && partNames.indexOf(String(item.objectName)) >= 0)
                parts.push({ item: item, box: rectIn(item, onto) })
        const within = function(item, part) {
            for (let up = item; up; up = up.parent)
                if (up === part)
                    return true
            return false
        }
        const known = new Map()
        const isGround = item => {
            if (item === stage.table || item.width <= 0 || item.height <= 0)
                return item === stage.table
            if (!known.has(item)) {
                const box = rectIn(item, onto)
                known.set(item, parts.some(p => holds(box, p.box) && !within(item, p.item)))
            }
            return known.get(item)
        }
        const groupOf = item => {
            let group = item
            for (let up = item.parent; up && up !== stage.table && up !== onto && !isGround(up); up = up.parent)
                group = up
            return group
        }
        for (const item of items) {
            if (item.width <= 0 || item.height <= 0 || !draws(item))
                continue
            if (isText(item)) {
                const letters = lettersIn(item, onto)
                if (letters.width <= 0 || letters.height <= 0)
                    continue
                content.push(letters)
                labels.push({ text: String(item.text), rect: letters, group: groupOf(item) })
                continue
            }
            // A painted item's boxes (InkTiles: Tokaido Duo's ring spaces, the garden's line
            // badges and field names) are things each, as they were when each was an item:
            // taken in or left out one by one (`tilesOf`, `index`: hidden by leaveOut).
            if (isTiles(item)) {
                const tiles = item.tiles
                for (let i = 0; i < tiles.length; ++i) {
                    const t = tiles[i]
                    const tile = boxIn(item, t.x, t.y, t.w, t.h, onto)
                    content.push(tile)
                    pieces.push({ name: pieceName(item) + "/" + (t.id || "tile"), rect: tile,
                                  group: { tilesOf: item, index: i, id: t.id || "" } })
                }
                continue
            }
            if (isGround(item))
                continue
            const box = rectIn(item, onto)
            content.push(box)
            pieces.push({ name: pieceName(item), rect: box, group: groupOf(item) })
        }
        return { labels: labels, content: content, pieces: pieces }
    }

    // The part of the table drawn: what matters (`want`, the picture's region) with the labels
    // on or within a margin of it, and a margin round that. What the edge would cut is shown
    // whole or left out whole: a thing of the table (a group, survey) that reaches into what
    // matters (the jumping figure's beads, the badge of a line round a field of the region)
    // is taken in, and the edge moves out round it; any other thing the edge crosses is left
    // out of the picture (not drawn: `hidden`), and the ground under it (the board, its
    // lines) is cut as a picture of part of a board is. Taking in a thing only for lying
    // across the edge would take in the next, and the next: on the garden every row and
    // column boundary carries line badges that the fields' names and the figures overlap, so
    // no straight edge between its rows cuts nothing, and such a crop grew to the whole board.
    // A label near the region is taken in only when its thing fits close round it (a line's
    // heading, not the pagoda a name is written on).
    function cropAround(want, wantBoxes, labels, pieces) {
        const w0 = stage.room.width, h0 = stage.room.height
        const clipped = r => {
            const x0 = Math.max(0, r.x), y0 = Math.max(0, r.y)
            return Qt.rect(x0, y0, Math.min(w0, r.x + r.width) - x0, Math.min(h0, r.y + r.height) - y0)
        }
        // (Seen as the stage shows them: the table stands inside it, so nothing is cut there.)
        const boxes = labels.map(l => ({ rect: clipped(l.rect), group: l.group }))
                          .concat(pieces.map(p => ({ rect: clipped(p.rect), group: p.group })))
        const groups = []
        const groupBoxes = []
        for (const b of boxes) {
            let i = groups.indexOf(b.group)
            if (i < 0) {
                i = groups.length
                groups.push(b.group)
                groupBoxes.push(null)
            }
            groupBoxes[i] = unite(groupBoxes[i], b.rect)
        }
        const boxOf = g => groupBoxes[groups.indexOf(g)]
        const cuts = (q, b) => meets(q, b) && !holds(q, b)
        const near = grown(want, margin)
        const close = grown(want, 3 * margin)
        let start = want
        for (const l of labels)
            if (meets(near, l.rect) && holds(close, boxOf(l.group)))
                start = unite(start, boxOf(l.group))
        const taken = []
        for (let i = 0; i < groups.length; ++i)
            if (holds(start, groupBoxes[i]))
                taken.push(groups[i])
        const centred = g => {
            const r = boxOf(g)
            return holds(want, Qt.rect(r.x + r.width / 2, r.y + r.height / 2, 0, 0))
        }
        for (const b of boxes)
            if (taken.indexOf(b.group) < 0 && wantBoxes.some(w => meets(w, b.rect)) && centred(b.group))
                taken.push(b.group)
        let r = clipped(grown(start, margin))
        for (const g of taken)
            r = unite(r, boxOf(g))
        const hidden = []
        for (const b of boxes)
            if (cuts(r, b.rect) && hidden.indexOf(b.group) < 0)
                hidden.push(b.group)
        return { rect: r, hidden: hidden }
    }

    // The highest band across `r` (its whole width) where the table draws nothing.
    function emptyBand(r, content) {
        const spans = []
        for (const c of content)
            if (meets(r, c))
                spans.push([Math.max(r.y, c.y), Math.min(r.y + r.height, c.y + c.height)])
        spans.sort((p, q) => p[0] - q[0])
        let widest = { y: r.y, height: 0 }
        let at = r.y
        for (const s of spans) {
            if (s[0] - at > widest.height)
                widest = { y: at, height: s[0] - at }
            at = Math.max(at, s[1])
        }
        if (r.y + r.height - at > widest.height)
            widest = { y: at, height: r.y + r.height - at }
        return widest
    }

    // ---- Waiting for the table to be laid out and still ----
    // After the table is made, each frame of the window: every layout of the table is laid
    // out now (ensurePolished), and where its items stand is compared with the last frame's;
    // two frames alike, and no image or loader of the table still loading, and it is drawn.
    // The table rings its moves and lands its last move's motion (Settings → Animations) in
    // frames of its own: until they are done, its items move. A window that draws no frame
    // (nothing on it changed) is asked for one.
    property string lastLook: ""
    // The empty band of the crop before the table was last laid out lower, and the size its
    // smallest text was drawn at before it was last laid out larger.
    property real bandBefore: Infinity
    property real textBefore: 0
    property size bestRoom: Qt.size(stageWidth, stageHeight)
    property bool grownEnough: false
    property int stillFrames: 0
    property int framesWaited: 0
    function polishAll(item) {
        for (let i = 0; i < item.children.length; ++i)
            polishAll(item.children[i])
        item.ensurePolished()
    }
    function look(table) {
        const parts = []
        let loading = false
        for (const item of walk(table, stage.room, [])) {
            if (item.status !== undefined && item.status === Image.Loading && (item.sourceSize !== undefined || item.sourceComponent !== undefined))
                loading = true
            const r = rectIn(item, stage.room)
            parts.push(Math.round(r.x * 2) + "," + Math.round(r.y * 2) + "," + Math.round(r.width * 2) + "," + Math.round(r.height * 2))
        }
        return loading ? "" : parts.join(";")
    }
    function settle() {
        if (!stage || !stage.table || stage.shooting)
            return
        polishAll(stage.table)
        const now = look(stage.table)
        stillFrames = now !== "" && now === lastLook ? stillFrames + 1 : 0
        lastLook = now
        ++framesWaited
        // A table that never stands still (it should not) is drawn as it is after ten seconds
        // of frames.
        if (stillFrames >= 2 || framesWaited > 600) {
            stage.shooting = true
            shoot()
        } else if (Window.window) {
            Window.window.update()
        }
    }
    Connections {
        target: picture.Window.window
        enabled: picture.stage !== null && picture.stage.table !== null && !picture.stage.shooting
        function onFrameSwapped() { Qt.callLater(picture.settle) }
    }

    // The table is laid out, ringed and still: crop, measure and grab it.
    function shoot() {
        const table = stage.table
        const items = walk(table, stage.room, [])
        // What matters: the items the picture's data names, else the rings.
        const names = regionNames || []
        const named = {}
        let want = null
        const wantBoxes = []
        for (const item of items) {
            const name = String(item.objectName)
            if (name !== "")
                named[name] = true
            const wanted = names.length > 0 ? names.indexOf(name) >= 0 : name === "hintRing"
            if (wanted && item.width > 0 && item.height > 0) {
                wantBoxes.push(rectIn(item, stage.room))
                want = unite(want, wantBoxes[wantBoxes.length - 1])
            }
        }
        const partNames = stage.session.pictureTableParts()
        missingParts = partNames.filter(n => !named[n])
        for (const n of names)
            if (!named[n])
                console.warn("rules picture " + pictureId + ": the table draws no '" + n + "'")
        if (want === null) {
            want = Qt.rect(0, 0, stage.room.width, stage.room.height)
            wantBoxes.push(want)
        }
        const seen = survey(items, stage.room, partNames)
        const crop = cropAround(want, wantBoxes, seen.labels, seen.pieces)
        const r = crop.rect
        const shown = b => b.group === null || crop.hidden.indexOf(b.group) < 0
        const drawnLabels = seen.labels.filter(shown)
        const drawnPieces = seen.pieces.filter(shown)
        const drawnContent = drawnLabels.map(l => l.rect).concat(drawnPieces.map(p => p.rect))
        // A band of nothing across it (a table's room between its rows): the table is laid
        // out again lower, by that much, and drawn when it is still again.
        // No floor is needed: a table that does not close up (the band is no lower than at the
        // last layout) is drawn as it is.
        const band = emptyBand(r, drawnContent)
        const lower = stage.room.height - (band.height - margin)
        if (band.height > bandLimit && band.height < bandBefore - 1 && lower < stage.room.height - 1) {
            bandBefore = band.height
            layOutAgain(stage.room.width, lower)
            return
        }
        const leftOutHere = item => {
            for (let up = item; up && up !== table; up = up.parent)
                if (crop.hidden.indexOf(up) >= 0)
                    return true
            return false
        }
        // The smallest of the table's texts in that part, as laid out: its Text items and the
        // texts of its painted boxes (InkTiles).
        let smallest = 0
        for (const item of items) {
            if (!isTiles(item) || !item.visible)
                continue
            const tiles = item.tiles
            for (let i = 0; i < tiles.length; ++i) {
                const t = tiles[i]
                if (!t.text || String(t.text).trim() === "" || crop.hidden.some(g => g.tilesOf === item && g.index === i))
                    continue
                if (!meets(boxIn(item, t.x, t.y, t.w, t.h, stage.room), r))
                    continue
                const a = item.mapToItem(stage.room, 0, 0)
                const b = item.mapToItem(stage.room, 0, 100)
                const px = (t.size || 12) * Math.hypot(b.x - a.x, b.y - a.y) / 100
                if (smallest === 0 || px < smallest)
                    smallest = px
            }
        }
        for (const item of items) {
            if (!isText(item) || String(item.text).trim() === "" || item.width <= 0 || item.height <= 0)
                continue
            if (!meets(rectIn(item, stage.room), r) || leftOutHere(item))
                continue
            const a = item.mapToItem(stage.room, 0, 0)
            const b = item.mapToItem(stage.room, 0, 100)
            const px = item.fontInfo.pixelSize * Math.hypot(b.x - a.x, b.y - a.y) / 100
            if (smallest === 0 || px < smallest)
                smallest = px
        }
        // As wide as the page, never more than twice the table's size, and with its caption
        // no higher than the page's view (viewHeight), so that a reader sees it whole.
        const high = viewHeight > 0 ? viewHeight - captionText.anchors.topMargin - captionText.implicitHeight - 2 : Infinity
        const s = Math.min(width / r.width, maxScale, high / r.height)
        // Its texts smaller than minText that way (the crop took in what lay across its edges
        // and is too wide: Tokaido Duo's map, where the names, towns and spaces lie close): the
        // table is laid out larger by as much, and cropped again. A larger table spreads its
        // pieces apart while its texts keep their size, so the edges find room between them.
        // For as long as that makes the text larger (textBefore); then at the size where it
        // was largest (a crop may take in more on a larger table, never less text than that).
        if (smallest * s < minText - 0.01 && !grownEnough) {
            bandBefore = Infinity
            if (smallest * s > textBefore + 0.01) {
                textBefore = smallest * s
                bestRoom = Qt.size(stage.room.width, stage.room.height)
                const k = minText / (smallest * s)
                layOutAgain(stage.room.width * k, stage.room.height * k)
                return
            }
            grownEnough = true
            if (Math.abs(bestRoom.width - stage.room.width) > 0.5) {
                layOutAgain(bestRoom.width, bestRoom.height)
                return
            }
        }
        // What the edge would cut and does not reach into the region is left out.
        leaveOut(crop.hidden)
        let rings = 0
        const ringed = []
        for (const item of items) {
            if (item.objectName !== "hintRing" || item.width <= 0 || !item.visible)
                continue
            const box = rectIn(item, stage.room)
            const cx = box.x + box.width / 2, cy = box.y + box.height / 2
            if (cx < r.x || cy < r.y || cx > r.x + r.width || cy > r.y + r.height)
                continue
            ++rings
            for (let up = item.parent; up && up !== table; up = up.parent) {
                if (String(up.objectName) !== "") {
                    ringed.push(String(up.objectName))
                    break
                }
            }
        }
        ringsDrawn = rings
        ringedItems = ringed
        labelBoxes = drawnLabels
        contentBoxes = drawnContent
        pieceBoxes = drawnPieces
        leftOut = crop.hidden.map(g => thingName(g))
        laidOutHeight = stage.room.height
        region = r
        drawScale = s
        smallestText = smallest * s
        stage.crop(r)
        const made = stage
        const ok = made.frame.grabToImage(function(result) {
            // The grab belongs to the stage: the image is loaded from it, then the stage goes
            // (shown.onStatusChanged).
            if (stage === made)
                drawnUrl = result.url
        }, Qt.size(Math.round(r.width * s), Math.round(r.height * s)))
        if (!ok) {
            console.warn("rules picture " + pictureId + ": the table could not be drawn")
            made.destroy()
            stage = null
        }
    }
    // The table laid out again at this size, and drawn when it is still again.
    function layOutAgain(w, h) {
        stage.room.width = w
        stage.room.height = h
        stage.shooting = false
        lastLook = ""
        stillFrames = 0
        Window.window.update()
    }
    // The image is loaded from the grab: the table it was drawn from is no longer needed.
    function dropStage() {
        if (stage && shown.status === Image.Ready && String(shown.source) === String(drawnUrl)) {
            stage.destroy()
            stage = null
        }
    }

    Component {
        id: stageComponent
        // The stage: its own item `frame` (the part grabbed), transparent where it stands
        // (a grab draws the item whatever its own opacity), taking no input.
        Item {
            id: holder
            readonly property alias session: session
            readonly property alias frame: shotFrame
            readonly property alias room: room
            readonly property Item table: tableLoader.status === Loader.Ready ? tableLoader.item : null
            // Cropped and being grabbed: no more waiting for it to stand still.
            property bool shooting: false
            enabled: false
            Accessible.ignored: true

            function load(url) {
                tableLoader.setSource(url, { session: session })
            }
            function crop(r) {
                shotFrame.width = r.width
                shotFrame.height = r.height
                room.x = -r.x
                room.y = -r.y
            }
            GameSession {
                id: session
                aiDelay: 0
            }
            Item {
                id: shotFrame
                width: picture.stageWidth
                height: picture.stageHeight
                opacity: 0
                clip: true
                Rectangle {
                    id: room
                    width: picture.stageWidth
                    height: picture.stageHeight
                    color: Theme.paper
                    Loader {
                        id: tableLoader
                        anchors.fill: parent
                        // Paper round the table: what it lays out at its edge (Shikoku's
                        // hand) is drawn whole, with its rings.
                        anchors.margins: picture.margin
                        // Made at once, as a game's table is: an asynchronous table is
                        // incubated in slices of a few milliseconds between frames, so on a
                        // busy machine Tokaido Duo's table (about 0.25 s of work) took 3 s
                        // to appear (the picture later, and tst_rules_pictures 3 s a row).
                        // The drawer stops for that moment once per picture, language and
                        // width.
                        asynchronous: false
                        onStatusChanged: if (status === Loader.Ready && picture.Window.window) picture.Window.window.update()
                    }
                }
            }
        }
    }

    Rectangle {
        id: frame
        objectName: "rulesPictureFrame"
        width: picture.drawn ? shown.width + 2 : picture.width
        height: picture.drawn ? shown.height + 2 : 120
        anchors.horizontalCenter: parent.horizontalCenter
        color: Theme.paper
        border.color: Theme.line
        radius: 4
        Image {
            id: shown
            objectName: "rulesPictureImage"
            x: 1
            y: 1
            cache: false
            onStatusChanged: picture.dropStage()
            Accessible.ignored: true
        }
        // Until it is drawn (or why it cannot be).
        Text {
            anchors.centerIn: parent
            width: parent.width - 40
            visible: !picture.drawn
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            color: picture.problem !== "" ? Theme.vermilion : Theme.inkFaint
            font.family: Theme.bodyFont
            font.pixelSize: 13
            text: picture.problem
            Accessible.ignored: true
        }
    }
    Text {
        id: captionText
        objectName: "rulesPictureCaption"
        anchors.top: frame.bottom
        anchors.topMargin: 6
        width: picture.width
        text: picture.caption
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        color: Theme.inkSoft
        font.family: Theme.bodyFont
        font.pixelSize: 13
        font.italic: Theme.italic
        lineHeight: 1.1
        // The picture itself says it (its name), once.
        Accessible.ignored: true
    }
}
