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
// picture's `region`, else what it rings; the labels of the table on or next to it; a margin
// whose edge cuts no label of the table), grabbed (grabToImage) as wide as the page, at most
// twice the table's size, and destroyed. A crop with a band of nothing across it (the room a
// table leaves between its rows) is laid out again lower, so that the rows close up. What
// stays in the drawer is an image (a screen reader reads its caption as the graphic's name)
// and the caption's text: no piece, button or field of a table, which a screen reader would
// read out of sight. A new language or a new width draws it again.
Item {
    id: picture
    objectName: "rulesPicture_" + pictureId
    property string gameId
    property string pictureId
    property bool wanted: false
    // The names of the table's items it shows (the picture's `region:`, Catalog.rulesPage);
    // none: what it rings.
    property var regionNames: []

    // The smallest text of a table the app's text-size tests allow (tst_moves_visible at
    // 1024×640); the picture draws its part of the table at least this large when it fits.
    property real minText: 11
    // The size the table is laid out at (a small window's table room); lower when a crop has
    // an empty band across it (no lower than minStageHeight).
    readonly property real stageWidth: 960
    readonly property real stageHeight: 600
    readonly property real minStageHeight: 320
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
    // table's labels (a text, with the badge or card it is drawn on: {text, rect}) and the
    // rectangles of what it draws (texts, filled shapes, images), and the height the table
    // was laid out at. tst_rules_pictures checks that no label is cut by the crop's edge and
    // that no empty band crosses it.
    property var labelBoxes: []
    property var contentBoxes: []
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

    // What the crop is chosen from: the table's labels (the letters of a text with the badge,
    // disc or card it is drawn on: a drawn item round it no more than six times its size) and
    // what it draws, without the table's background (anything as large as half the table).
    function survey(items, onto) {
        const labels = []
        const content = []
        const big = stageWidth * stage.room.height / 2
        for (const item of items) {
            if (item.width <= 0 || item.height <= 0 || !draws(item))
                continue
            const box = rectIn(item, onto)
            if (box.width * box.height >= big)
                continue
            if (!isText(item)) {
                content.push(box)
                continue
            }
            let label = lettersIn(item, onto)
            content.push(label)
            const around = item.parent && item.parent !== stage.table && draws(item.parent) ? rectIn(item.parent, onto) : null
            if (around && holds(around, label) && around.width * around.height <= 6 * label.width * label.height)
                label = around
            labels.push({ text: String(item.text), rect: label })
        }
        return { labels: labels, content: content }
    }

    // The part of the table drawn: what matters (`want`) with the labels on or next to it and
    // the small pieces it overlaps, whole, and a margin whose edges cut no label and no piece:
    // anything drawn partly in the margin, beyond what matters, is left out (the edge moves in,
    // never into what matters).
    function cropAround(want, labels, content) {
        const stageRect = Qt.rect(0, 0, stageWidth, stage.room.height)
        const near = grown(want, margin)
        let keep = want
        for (const l of labels)
            if (meets(near, l.rect))
                keep = unite(keep, l.rect)
        const takeLabels = function() {
            for (let pass = 0; pass < 4; ++pass) {
                let more = false
                for (const l of labels)
                    if (meets(keep, l.rect) && !holds(keep, l.rect)) {
                        keep = unite(keep, l.rect)
                        more = true
                    }
                if (!more)
                    break
            }
        }
        takeLabels()
        // The small pieces what matters overlaps (a disc, a space of the ring, a bead: no side
        // over 64 px), whole; not those its labels or these pieces overlap (a ring of spaces
        // would take in the island).
        for (const c of content)
            if (c.width <= 64 && c.height <= 64 && meets(want, c) && !holds(keep, c))
                keep = unite(keep, c)
        takeLabels()
        const g = grown(keep, margin)
        let x0 = Math.max(0, g.x), y0 = Math.max(0, g.y)
        let x1 = Math.min(stageRect.width, g.x + g.width), y1 = Math.min(stageRect.height, g.y + g.height)
        const edges = labels.map(l => l.rect).concat(content)
        for (let pass = 0; pass < 50; ++pass) {
            let moved = false
            for (const b of edges) {
                const r = Qt.rect(x0, y0, x1 - x0, y1 - y0)
                if (!meets(r, b) || holds(r, b))
                    continue
                // The edge that leaves it out at the least cost, on a side where it lies
                // wholly beyond what matters.
                const h = y1 - y0, w = x1 - x0
                const ways = []
                if (b.x + b.width <= keep.x + 0.5) ways.push({ cost: (b.x + b.width - x0) * h, side: 0, to: b.x + b.width })
                if (b.x >= keep.x + keep.width - 0.5) ways.push({ cost: (x1 - b.x) * h, side: 1, to: b.x })
                if (b.y + b.height <= keep.y + 0.5) ways.push({ cost: (b.y + b.height - y0) * w, side: 2, to: b.y + b.height })
                if (b.y >= keep.y + keep.height - 0.5) ways.push({ cost: (y1 - b.y) * w, side: 3, to: b.y })
                if (ways.length === 0)
                    continue
                ways.sort((p, q) => p.cost - q.cost)
                const way = ways[0]
                if (way.side === 0) x0 = way.to
                else if (way.side === 1) x1 = way.to
                else if (way.side === 2) y0 = way.to
                else y1 = way.to
                moved = true
            }
            if (!moved)
                break
        }
        return Qt.rect(x0, y0, x1 - x0, y1 - y0)
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
        for (const item of items) {
            const name = String(item.objectName)
            if (name !== "")
                named[name] = true
            const wanted = names.length > 0 ? names.indexOf(name) >= 0 : name === "hintRing"
            if (wanted && item.width > 0 && item.height > 0)
                want = unite(want, rectIn(item, stage.room))
        }
        missingParts = stage.session.pictureTableParts().filter(n => !named[n])
        for (const n of names)
            if (!named[n])
                console.warn("rules picture " + pictureId + ": the table draws no '" + n + "'")
        if (want === null)
            want = Qt.rect(0, 0, stageWidth, stage.room.height)
        const seen = survey(items, stage.room)
        const r = cropAround(want, seen.labels, seen.content)
        // A band of nothing across it (a table's room between its rows): the table is laid
        // out again lower, by that much, and drawn when it is still again.
        const band = emptyBand(r, seen.content)
        const lower = Math.max(minStageHeight, stage.room.height - (band.height - margin))
        if (band.height > bandLimit && lower < stage.room.height - 1) {
            stage.room.height = lower
            stage.shooting = false
            lastLook = ""
            stillFrames = 0
            Window.window.update()
            return
        }
        // The smallest of the table's texts in that part, as laid out.
        let smallest = 0
        for (const item of items) {
            if (!isText(item) || String(item.text).trim() === "" || item.width <= 0 || item.height <= 0)
                continue
            if (!meets(rectIn(item, stage.room), r))
                continue
            const a = item.mapToItem(stage.room, 0, 0)
            const b = item.mapToItem(stage.room, 0, 100)
            const px = item.fontInfo.pixelSize * Math.hypot(b.x - a.x, b.y - a.y) / 100
            if (smallest === 0 || px < smallest)
                smallest = px
        }
        // As wide as the page (the data's region is chosen so that its texts are then large
        // enough: tst_rules_pictures measures them), never more than twice the table's size.
        const s = Math.min(width / r.width, maxScale)
        let rings = 0
        const ringed = []
        for (const item of items) {
            if (item.objectName !== "hintRing" || item.width <= 0)
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
        labelBoxes = seen.labels
        contentBoxes = seen.content
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
                        asynchronous: true
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
