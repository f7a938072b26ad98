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
// (transparent, taking no input), it is cropped to the part that matters (the picture's
// `region`, else what it rings, with a margin), grabbed (grabToImage) at the scale where the
// table's smallest text in that part is at least `minText` px or the part fills the page's
// width, and destroyed. What stays in the drawer is an image (a screen reader reads its caption
// as the graphic's name) and the caption's text: no piece, button or field of a table, which a
// screen reader would read out of sight. A new language or a new width draws it again.
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
    // The size the table is laid out at (a small window's table room).
    readonly property real stageWidth: 960
    readonly property real stageHeight: 600
    readonly property int margin: 12
    readonly property real maxScale: 2

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

    // The items of `node`'s tree, with their rectangles in `onto`'s coordinates.
    function walk(node, onto, out) {
        for (let i = 0; i < node.children.length; ++i) {
            const child = node.children[i]
            if (!child.visible)
                continue
            out.push(child)
            walk(child, onto, out)
        }
        return out
    }
    function rectIn(item, onto) {
        const a = item.mapToItem(onto, 0, 0)
        const b = item.mapToItem(onto, item.width, item.height)
        return Qt.rect(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(b.x - a.x), Math.abs(b.y - a.y))
    }
    function unite(r, s) {
        if (r === null)
            return s
        const x = Math.min(r.x, s.x), y = Math.min(r.y, s.y)
        return Qt.rect(x, y, Math.max(r.x + r.width, s.x + s.width) - x, Math.max(r.y + r.height, s.y + s.height) - y)
    }

    // The table is laid out and ringed: crop, measure and grab it.
    function shoot() {
        const table = stage.table
        const items = walk(table, stage.room, [])
        // What matters: the items the picture's data names, else the rings.
        const names = regionNames || []
        let want = null
        for (const item of items) {
            const named = names.length > 0 ? names.indexOf(String(item.objectName)) >= 0
                                           : item.objectName === "hintRing"
            if (named && item.width > 0 && item.height > 0)
                want = unite(want, rectIn(item, stage.room))
        }
        if (want === null)
            want = Qt.rect(0, 0, stageWidth, stageHeight)
        let x = Math.max(0, want.x - margin), y = Math.max(0, want.y - margin)
        let r = Qt.rect(x, y, Math.min(stageWidth, want.x + want.width + margin) - x,
                        Math.min(stageHeight, want.y + want.height + margin) - y)
        // The smallest of the table's texts in that part, as laid out.
        let smallest = 0
        for (const item of items) {
            if (item.text === undefined || item.fontInfo === undefined || String(item.text).trim() === ""
                    || item.width <= 0 || item.height <= 0)
                continue
            const box = rectIn(item, stage.room)
            if (box.x + box.width <= r.x || box.x >= r.x + r.width || box.y + box.height <= r.y || box.y >= r.y + r.height)
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
                        asynchronous: true
                        onStatusChanged: if (status === Loader.Ready) settle.restart()
                    }
                }
            }
            // The table rings its moves a frame or two after it is made, and draws the last
            // move as motion (Settings → Animations): drawn once it has landed.
            Timer {
                id: settle
                interval: 150 + Theme.motion(900)
                onTriggered: picture.shoot()
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
