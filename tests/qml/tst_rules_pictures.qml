// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Kotatsu
import Kotatsu.Bridge

// The pictures of the how-to-play pages (issue 34, docs/lessons.md): for every game, in every
// language, the launcher's "How to play" opens the rules drawer; scrolled through from top to
// bottom, each picture the page places is drawn by the game's own table (made when it comes
// into view, sized, the moves it rings ringed in gold), its caption under it in the reader's
// language, and no QML warning is printed on the way. The drawer's first frame makes no table.
TestCase {
    id: testCase
    name: "RulesPictures"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component {
        id: launcherOnly
        Main {
            width: 1024
            height: 640
        }
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
        findChild(launcher, "gameList").positionViewAtIndex(Catalog.indexOf(gameId), ListView.Contain)
        mouseClick(findChild(launcher, "gameCard_" + gameId), 30, 20)
        compare(launcher.selected.gameId, gameId)
        const button = findChild(launcher, "howToPlayButton")
        verify(button && button.visible)
        mouseClick(button)
        const drawer = launcher.rulesDrawer
        tryCompare(drawer, "opened", true)
        return drawer
    }

    function test_everyPictureIsDrawn_data() {
        const rows = []
        for (const lang of ["en", "es", "fr", "ja", "hu"])
            rows.push({ tag: lang, lang: lang })
        return rows
    }
    function test_everyPictureIsDrawn(data) {
        QmlWarnings.watch()
        Localization.language = data.lang
        win = createTemporaryObject(launcherOnly, testCase)
        verify(win)
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "busy", false)
        const launcher = findChild(win.contentItem, "launcher")
        for (let row = 0; row < Catalog.count; ++row) {
            const gameId = Catalog.get(row).gameId
            const ids = pictureIds(gameId)
            verify(ids.length >= 1, gameId + ": its rules page places at least one picture")
            const drawer = openRules(launcher, gameId)
            const scroll = findChild(drawer.contentItem, "rulesScroll")
            verify(scroll)
            const flick = scroll.contentItem
            // The page's text keeps no marker.
            const texts = find(drawer.contentItem, i => String(i.objectName).indexOf("rulesText") === 0)
            verify(texts.length >= ids.length, gameId + ": text runs between the pictures")
            for (const t of texts)
                verify(t.text.indexOf("picture:") < 0 && t.text.indexOf("<!--") < 0, gameId + ": a marker left in the text")
            // At the top, no table below the first screen is made yet.
            flick.contentY = 0
            win.update(); waitForRendering(win.contentItem)
            const pictures = ids.map(id => findChild(drawer.contentItem, "rulesPicture_" + id))
            for (let i = 0; i < ids.length; ++i) {
                verify(pictures[i], gameId + ": picture " + ids[i] + " is on the page")
                if (pictures[i].parent.y > flick.height * 3)
                    verify(!pictures[i].wanted, gameId + ": " + ids[i] + " is made before it is near the view")
            }
            // Scrolled through: each picture drawn when it comes into view.
            for (let i = 0; i < ids.length; ++i) {
                const p = pictures[i]
                const tag = gameId + "/" + ids[i] + " (" + data.lang + ")"
                flick.contentY = Math.max(0, Math.min(p.parent.y - 40, flick.contentHeight - flick.height))
                tryVerify(() => p.wanted, 2000, tag + ": made once in view")
                tryVerify(() => p.drawn, 10000, tag + ": its table is drawn")
                compare(p.problem, "", tag)
                verify(p.session.still, tag + ": the table shows a still picture")
                verify(p.width > 300 && p.height > 200, tag + ": sized (" + p.width + "×" + p.height + ")")
                const frame = findChild(p, "rulesPictureFrame")
                verify(frame.height > 150, tag)
                compare(p.table.width, p.stageWidth, tag)
                // The table is really drawn: pieces on it, not an empty item.
                verify(find(p.table, i => i.visible && i.width > 0 && i.height > 0).length > 20, tag + ": pieces on the table")
                // The caption in the reader's language, under the picture.
                const caption = findChild(p, "rulesPictureCaption")
                verify(caption.text.length > 10, tag + ": a caption")
                compare(caption.text, p.session.pictureCaption(), tag)
                verify(caption.y >= frame.height && caption.height > 10, tag + ": the caption under the table")
                // What the picture rings is ringed as a lesson rings it, the rest veiled.
                if (p.session.lesson.ringed.length > 0) {
                    win.update(); waitForRendering(win.contentItem)
                    tryVerify(() => find(p.table, i => i.objectName === "hintRing" && i.visible).length > 0, 3000,
                              tag + ": the ringed move is ringed in gold")
                    // The moves it does not ring are veiled, as in a lesson.
                    if (p.session.legalMoves.count > p.session.lesson.ringed.length)
                        tryVerify(() => find(p.table, i => i.objectName === "lessonVeil" && i.visible).length > 0, 3000,
                                  tag + ": the other moves are veiled")
                }
                // What its data names is ringed there: Tokaido Duo's artist's destination, the
                // region Hiwasa (R4), not one of the others it could go to.
                if (ids[i] === "tokaido_painting") {
                    const ringedIn = id => find(findChild(p.table, "region_" + id),
                                                i => i.objectName === "hintRing" && i.visible).length > 0
                    tryVerify(() => ringedIn("R4"), 3000, tag + ": Hiwasa (R4) is ringed")
                    verify(!ringedIn("R3") && !ringedIn("R6"), tag + ": only Hiwasa is ringed")
                }
                // Nothing can be played on a picture.
                compare(p.session.play(0), false, tag)
            }
            drawer.close()
            tryCompare(drawer, "visible", false)
        }
        compare(QmlWarnings.take(), [], "no QML warning while drawing the pictures in " + data.lang)
    }

    // The captions follow the language: each picture's caption differs from the English one.
    function test_captionsAreTranslated() {
        win = createTemporaryObject(launcherOnly, testCase)
        verify(win)
        const launcher = findChild(win.contentItem, "launcher")
        tryCompare(findChild(win.contentItem, "stack"), "busy", false)
        const drawer = openRules(launcher, "hyano")
        const id = pictureIds("hyano")[0]
        const p = findChild(drawer.contentItem, "rulesPicture_" + id)
        findChild(drawer.contentItem, "rulesScroll").contentItem.contentY = p.parent.y
        tryVerify(() => p.drawn, 10000)
        const english = findChild(p, "rulesPictureCaption").text
        for (const lang of ["es", "fr", "ja", "hu"]) {
            Localization.language = lang
            // The page is laid out again in the new language (a new picture item).
            let q = null
            tryVerify(() => {
                q = findChild(drawer.contentItem, "rulesPicture_" + id)
                if (q)
                    findChild(drawer.contentItem, "rulesScroll").contentItem.contentY = q.parent.y
                return q && q.drawn && findChild(q, "rulesPictureCaption").text !== ""
            }, 10000, lang)
            verify(findChild(q, "rulesPictureCaption").text !== english, lang + ": the caption is translated")
        }
    }
}
