// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The pictures of the how-to-play pages (issue 34, docs/lessons.md): for every game, at the
// smallest window and at 1920×1080, the launcher's "How to play" opens the rules drawer; in
// every language (switched under the open drawer), scrolled through from top to bottom, each
// picture the page places is drawn once by the game's own table into an image (the part of the table that matters, its text at
// least as large as the app's text-size tests ask of a table, as wide as the page at most),
// the image named by its caption for a screen reader, the caption under it in the reader's
// language, and no QML warning printed on the way. No table stays alive in the drawer: once
// drawn, a picture is an image and a caption, nothing else a screen reader could read.
TestCase {
    id: testCase
    name: "RulesPictures"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component {
        id: launcherOnly
        Main {}
    }

    property var win: null

    function init() {
        AppSettings.motion = "off"
    }
    function cleanup() {
        Localization.language = "en"
        AppSettings.resetToDefaults()
    }

    function find(node, test) {
        const found = []
        const visit = function(n) {
            for (let i = 0; i < n.children.length; ++i) {
                const child = n.children[i]
                if (test(child))
                    found.push(child)
                visit(child)
            }
        }
        visit(node)
        return found
    }
    function pictureIds(gameId) {
        return Catalog.rulesPage(gameId).filter(p => p.picture !== undefined).map(p => p.picture)
    }

    function openRules(launcher, gameId) {
        const list = findChild(launcher, "gameList")
        let card = null
        tryVerify(() => {
            list.positionViewAtIndex(Catalog.indexOf(gameId), ListView.Contain)
            card = findChild(launcher, "gameCard_" + gameId)
            return card !== null
        }, 2000, gameId + "'s card in the launcher")
        mouseClick(card, 30, 20)
        compare(launcher.selected.gameId, gameId)
        const button = findChild(launcher, "howToPlayButton")
        verify(button && button.visible)
        mouseClick(button)
        const drawer = launcher.rulesDrawer
        tryCompare(drawer, "opened", true)
        return drawer
    }
    function scrollTo(drawer, p) {
        const flick = findChild(drawer.contentItem, "rulesScroll").contentItem
        flick.contentY = Math.max(0, Math.min(p.parent.y - 40, flick.contentHeight - flick.height))
    }

    // What a drawn picture holds, and what the drawer holds once its pictures are drawn.
    function checkDrawn(drawer, p, tag, minText) {
        compare(p.problem, "", tag)
        const image = findChild(p, "rulesPictureImage")
        verify(image, tag + ": an image")
        compare(image.status, Image.Ready, tag)
        const column = findChild(drawer.contentItem, "rulesScroll").availableWidth
        verify(image.width >= 280 && image.width <= column + 0.5,
               tag + ": as wide as the page at most, and not a thumbnail (" + image.width + " of " + column + ")")
        verify(image.height >= 120, tag + ": " + image.height + " px high")
        // A detail of the table, seen whole: the picture with its caption no higher than the
        // page's view, so that a reader sees all of it at once while reading its caption (the
        // garden's jump, the whole board, was 940 px high in a view of 592 at 1024×640).
        const view = findChild(drawer.contentItem, "rulesScroll").contentItem
        verify(p.height <= view.height + 0.5,
               tag + ": the picture and its caption are " + Math.round(p.height) + " px high, the page's view "
               + Math.round(view.height) + " (region " + Math.round(p.region.width) + "×" + Math.round(p.region.height)
               + ", scale " + p.drawScale.toFixed(2) + ")")
        // Its texts at least as large as a table's at this window size.
        verify(p.smallestText >= minText - 0.01,
               tag + ": the table's smallest text in the picture is drawn at " + p.smallestText.toFixed(1)
               + " px (" + minText + " at least; scale " + p.drawScale.toFixed(2) + ", region "
               + Math.round(p.region.width) + "×" + Math.round(p.region.height) + ")")
        // A part of the table, not all of it, unless all of it matters.
        verify(p.region.width > 0 && p.region.height > 0, tag)
        checkCrop(p, tag)
        // The caption: shown under the image in the reader's language, and the image's name.
        const caption = findChild(p, "rulesPictureCaption")
        verify(caption.text.length > 10, tag + ": a caption")
        compare(caption.text, p.caption, tag)
        verify(caption.y >= image.height && caption.height > 10, tag + ": the caption under the image")
        compare(p.Accessible.role, Accessible.Graphic, tag + ": a graphic for a screen reader")
        compare(p.Accessible.name, caption.text, tag + ": named by its caption")
        compare(caption.Accessible.ignored, true, tag + ": the caption is read once, as the image's name")
        // Nothing of a table left: the picture holds its image and texts only, and nothing
        // under the drawer is a table or its session.
        verify(!p.drawing, tag + ": the table it was drawn from is gone")
        const inside = find(p, i => true)
        const names = inside.map(i => String(i.objectName))
        verify(inside.length <= 4, tag + ": only an image and its texts in the picture: " + names.join(", "))
        compare(find(drawer.contentItem, i => i.session !== undefined || i.table !== undefined).length, 0,
                tag + ": no table under the drawer")
    }

    // The crop shows what it shows whole: no label of the table (a text's letters) and no
    // piece (the badge, card or space it is drawn on, any token, icon or ring) is cut by its
    // edge, and no band of nothing crosses it (the room a table leaves between its rows)
    // higher than two margins. The table draws every part core names for the picture's
    // position (the names a picture's region may use).
    function checkCrop(p, tag) {
        const r = p.region
        const meets = (a, b) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5
                              && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5
        const holds = (a, b) => b.x >= a.x - 0.5 && b.y >= a.y - 0.5
                              && b.x + b.width <= a.x + a.width + 0.5 && b.y + b.height <= a.y + a.height + 0.5
        verify(p.labelBoxes.length > 0 && p.contentBoxes.length > 0, tag + ": the table's labels and content were measured")
        const cut = p.labelBoxes.filter(l => meets(r, l.rect) && !holds(r, l.rect))
        verify(cut.length === 0, tag + ": labels cut by the picture's edge (region " + Math.round(r.x) + "," + Math.round(r.y)
               + " " + Math.round(r.width) + "×" + Math.round(r.height) + "): "
               + cut.map(l => "'" + l.text + "' at " + Math.round(l.rect.x) + "," + Math.round(l.rect.y) + " "
                              + Math.round(l.rect.width) + "×" + Math.round(l.rect.height)).join(", "))
        // Every piece of the table (a drawn item that is not its ground, RulesPicture.survey:
        // a card, a space, an icon, a token, a disc, a badge) the crop touches is in it whole.
        verify(p.pieceBoxes.length > 0, tag + ": the table's pieces were measured")
        const cutPieces = p.pieceBoxes.filter(b => meets(r, b.rect) && !holds(r, b.rect))
        verify(cutPieces.length === 0, tag + ": pieces cut by the picture's edge (region " + Math.round(r.x) + "," + Math.round(r.y)
               + " " + Math.round(r.width) + "×" + Math.round(r.height) + "): "
               + cutPieces.map(b => b.name + " at " + Math.round(b.rect.x) + "," + Math.round(b.rect.y) + " "
                                    + Math.round(b.rect.width) + "×" + Math.round(b.rect.height)).join(", "))
        // The highest band across the crop's width where the table draws nothing.
        const spans = p.contentBoxes.filter(c => meets(r, c))
                          .map(c => [Math.max(r.y, c.y), Math.min(r.y + r.height, c.y + c.height)])
                          .sort((a, b) => a[0] - b[0])
        let band = 0, bandAt = r.y, at = r.y
        for (const s of spans) {
            if (s[0] - at > band) {
                band = s[0] - at
                bandAt = at
            }
            at = Math.max(at, s[1])
        }
        if (r.y + r.height - at > band) {
            band = r.y + r.height - at
            bandAt = at
        }
        verify(band <= 24.5, tag + ": an empty band " + Math.round(band) + " px high across the picture at y "
               + Math.round(bandAt - r.y) + " of " + Math.round(r.height) + " (table laid out " + p.laidOutHeight + " px high)")
        compare(p.missingParts, [], tag + ": parts core names that the table does not draw")
    }

    // One window and one opened drawer per game and window size, the language changed under
    // it (the page is laid out again, with new pictures): opening a window and the drawer for
    // each language cost more than drawing the pictures.
    function test_everyPictureIsDrawn_data() {
        const rows = []
        for (const size of [[1024, 640], [1920, 1080]])
            for (let row = 0; row < Catalog.count; ++row) {
                const gameId = Catalog.get(row).gameId
                rows.push({ tag: gameId + " " + size[0] + "x" + size[1], gameId: gameId, w: size[0], h: size[1] })
            }
        return rows
    }
    function test_everyPictureIsDrawn(data) {
        QmlWarnings.watch()
        win = createTemporaryObject(launcherOnly, testCase, { width: data.w, height: data.h })
        verify(win)
        const minText = data.w >= 1920 ? 12 : 11
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "busy", false)
        const launcher = findChild(win.contentItem, "launcher")
        const gameId = data.gameId
        const ids = pictureIds(gameId)
        verify(ids.length >= 1, gameId + ": its rules page places at least one picture")
        const drawer = openRules(launcher, gameId)
        const scroll = findChild(drawer.contentItem, "rulesScroll")
        verify(scroll)
        const flick = scroll.contentItem
        let before = []
        for (const lang of ["en", "es", "fr", "ja", "hu"]) {
            // At the top when the page is laid out in the language, with new pictures (not
            // the last language's, which may linger until they are deleted).
            flick.contentY = 0
            Localization.language = lang
            tryVerify(() => ids.every((id, i) => {
                const q = findChild(drawer.contentItem, "rulesPicture_" + id)
                return q && before.indexOf(q) < 0
            }), 2000, gameId + " (" + lang + "): the page laid out again")
            const texts = find(drawer.contentItem, i => String(i.objectName).indexOf("rulesText") === 0)
            verify(texts.length >= ids.length, gameId + " (" + lang + "): text runs between the pictures")
            // The page's text keeps no marker.
            for (const t of texts)
                verify(t.text.indexOf("picture:") < 0 && t.text.indexOf("<!--") < 0, gameId + " (" + lang + "): a marker left in the text")
            // At the top, no picture below the first screens is drawn yet.
            win.update(); waitForRendering(win.contentItem)
            const pictures = ids.map(id => findChild(drawer.contentItem, "rulesPicture_" + id))
            before = before.concat(pictures)
            for (let i = 0; i < ids.length; ++i) {
                verify(pictures[i], gameId + " (" + lang + "): picture " + ids[i] + " is on the page")
                if (pictures[i].parent.y > flick.height * 3)
                    verify(!pictures[i].wanted, gameId + " (" + lang + "): " + ids[i] + " is drawn before it is near the view")
            }
            // Scrolled through: each picture drawn when it comes into view.
            for (let i = 0; i < ids.length; ++i) {
                const p = pictures[i]
                const tag = gameId + "/" + ids[i] + " (" + lang + " " + data.w + "x" + data.h + ")"
                scrollTo(drawer, p)
                tryVerify(() => p.wanted, 2000, tag + ": drawn once in view")
                tryVerify(() => p.drawn && !p.drawing, 10000, tag + ": drawn")
                checkDrawn(drawer, p, tag, minText)
                // What it rings was ringed on the table it was drawn from, inside the picture.
                verify(p.ringsDrawn > 0, tag + ": the ringed moves are ringed in the picture")
                // What crosses the picture's edge may be left out, never what its data names.
                for (const gone of p.leftOut)
                    verify((p.regionNames || []).indexOf(gone.split("/")[0]) < 0,
                           tag + ": " + gone + ", named by the picture's data, is left out of it")
                // What its data names is ringed there: Tokaido Duo's artist's destination, the
                // region Hiwasa (R4), not one of the others it could go to.
                if (ids[i] === "tokaido_painting") {
                    verify(p.ringedItems.indexOf("region_R4") >= 0, tag + ": Hiwasa (R4) is ringed: " + p.ringedItems)
                    verify(p.ringedItems.indexOf("region_R3") < 0 && p.ringedItems.indexOf("region_R6") < 0,
                           tag + ": only Hiwasa is ringed")
                }
            }
        }
        drawer.close()
        tryCompare(drawer, "visible", false)
        compare(QmlWarnings.take(), [], "no QML warning while drawing " + gameId + "'s pictures")
    }

    // The captions follow the language: each picture's caption differs from the English one.
    function test_captionsAreTranslated() {
        win = createTemporaryObject(launcherOnly, testCase, { width: 1024, height: 640 })
        verify(win)
        const launcher = findChild(win.contentItem, "launcher")
        tryCompare(findChild(win.contentItem, "stack"), "busy", false)
        const drawer = openRules(launcher, "hyano")
        const id = pictureIds("hyano")[0]
        const p = findChild(drawer.contentItem, "rulesPicture_" + id)
        scrollTo(drawer, p)
        tryVerify(() => p.drawn && !p.drawing, 10000)
        const english = findChild(p, "rulesPictureCaption").text
        compare(p.Accessible.name, english)
        for (const lang of ["es", "fr", "ja", "hu"]) {
            Localization.language = lang
            // The page is laid out again in the new language (a new picture item).
            let q = null
            tryVerify(() => {
                q = findChild(drawer.contentItem, "rulesPicture_" + id)
                if (q)
                    scrollTo(drawer, q)
                return q && q.drawn && !q.drawing && findChild(q, "rulesPictureCaption").text !== ""
            }, 10000, lang)
            verify(findChild(q, "rulesPictureCaption").text !== english, lang + ": the caption is translated")
            compare(q.Accessible.name, findChild(q, "rulesPictureCaption").text, lang + ": the image's name too")
            checkDrawn(drawer, q, "hyano " + lang, 11)
        }
    }
}
