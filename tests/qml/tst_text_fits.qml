// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// Every line of text fits its view at the smallest window the app allows (1024×700 here), in
// every language: the launcher with each game chosen, each game's table, its menu, the rules
// drawer, the saved-games list, the leave dialog, the end screen, the rules editor and the variant lab. A line fails when it is
// elided or cut (Text.truncated), when it is drawn wider than the box its layout gave it, or
// when it runs past the window's edge. This is what a person sees as "the text does not fit",
// measured offscreen with the fonts the package installs.
//
// One ctest per part, so that they run side by side (tests/qml/CMakeLists.txt): the
// environment's KOTATSU_TEXT_FITS is "shared" for the screens of no one game (the launcher, the
// settings), or a game's id for that game's table, end screens, rules editor, variant lab and
// solo table; unset (run by hand), every check. The end screens are drawn from finished games
// saved in tests/data/end-games (written by tests/qml/fixtures/make_end_games.qml), opened as a
// saved game is.
TestCase {
    id: testCase
    name: "TextFits"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component {
        id: mainWindow
        Main {
            width: 1024
            height: 700
            startup: ({ aiDelay: 600000 })
        }
    }

    property var win: null

    // What is checked here is where texts come to rest, not how they move: the table's
    // endless pulses (a playable card's glow) would keep drawing frames all the while, so
    // animations are off (Settings → Animations), as some people keep them.
    property string motionBefore: ""
    function initTestCase() {
        motionBefore = AppSettings.motion
        AppSettings.motion = "off"
    }
    // Each row sets its language first: none is set back to English between rows, which
    // would lay the kept window out again in English, and the row's own window (destroyed
    // after the row) too, for nothing (a fifth of a row's time on the rules editor).
    function cleanupTestCase() {
        closeKept()
        Localization.language = "en"
        AppSettings.motion = motionBefore
    }

    // One window per screen and game, kept from one language's row to the next: the rules
    // editor and the end screens are opened once (making a window, its editor and its checks
    // is most of a row's time) and each later row switches the language on the open screen, as
    // a person switching it in the settings sees it: every text on the screen is translated
    // and laid out again (compared once, December 2026: the editors' texts and their sizes are
    // those of a window opened in that language; on an end screen the move log may show a
    // line more or less at its scrolled end). `kept(key, make)`
    // is the window `make()` made for `key` in an earlier row, or makes it (closing the one
    // kept before); it is also `win`.
    property var keptWindow: null
    property string keptKey: ""
    function kept(key, make) {
        if (keptKey !== key || !keptWindow) {
            closeKept()
            keptWindow = make()
            keptKey = key
        }
        win = keptWindow
        return keptWindow
    }
    // A window of its own for a row (the kept one closed first).
    function freshWindow(properties) {
        closeKept()
        return createTemporaryObject(mainWindow, testCase, properties || {})
    }
    function closeKept() {
        if (keptWindow)
            keptWindow.destroy()
        keptWindow = null
        keptKey = ""
    }

    function isText(item) {
        return item.truncated !== undefined && item.elide !== undefined
                && item.wrapMode !== undefined && typeof item.text === "string"
    }
    // The problems of every shown line under `item`, as readable strings. `clipped` is true
    // inside a clipping ancestor (a list, a scroll view), where a line may be scrolled away.
    function problems(item, clipped, where, out) {
        if (!item || !item.visible || item.opacity === 0)
            return out
        if (isText(item) && item.text.trim() !== "" && item.width > 0) {
            const label = where + ": \"" + item.text.replace(/\s+/g, " ").substring(0, 60) + "\""
            // Japanese type has no italics: a slanted line reads as a fault (Theme.italic).
            if (Localization.language === "ja" && item.font.italic)
                out.push(label + " is slanted")
            if (item.truncated)
                out.push(label + " is cut (" + Math.round(item.width) + " px shown of "
                         + Math.round(item.implicitWidth) + ")")
            // A wrapped line can still be too wide: one word longer than the box.
            else if (item.elide === Text.ElideNone && item.contentWidth > item.width + 1)
                out.push(label + " is " + Math.round(item.contentWidth) + " px wide in a "
                         + Math.round(item.width) + " px box")
            if (!clipped && win) {
                const p = item.mapToItem(win.contentItem, 0, 0)
                const right = item.mapToItem(win.contentItem, Math.min(item.width, item.contentWidth), 0).x
                if (p.x < -1 || right > win.width + 1)
                    out.push(label + " runs past the window (" + Math.round(p.x) + " to "
                             + Math.round(right) + ")")
            }
        }
        const children = item.children || []
        for (let i = 0; i < children.length; ++i)
            problems(children[i], clipped || item.clip, where, out)
        return out
    }
    // The painted rectangles of every shown line of two characters or more under `item`, in
    // window coordinates, cut to the clipping ancestors (a list's rows scrolled out of view
    // are not shown). Single glyphs are badges and bead letters, drawn over things on purpose.
    function textBoxes(item, clipRect, out) {
        if (!item || !item.visible || item.opacity === 0)
            return out
        if (item.clip) {
            const c = item.mapToItem(win.contentItem, 0, 0)
            clipRect = intersect(clipRect, { x: c.x, y: c.y, w: item.width, h: item.height })
        }
        if (isText(item) && item.text.trim().length > 1 && item.width > 0) {
            const w = Math.min(item.width, item.contentWidth)
            const h = Math.min(item.height, item.contentHeight)
            const dx = item.horizontalAlignment === Text.AlignRight ? item.width - w
                     : item.horizontalAlignment === Text.AlignHCenter ? (item.width - w) / 2 : 0
            const dy = item.verticalAlignment === Text.AlignBottom ? item.height - h
                     : item.verticalAlignment === Text.AlignVCenter ? (item.height - h) / 2 : 0
            // Both corners mapped: a scaled view (the rules editor's board preview) draws
            // its lines smaller than their own size.
            const p = item.mapToItem(win.contentItem, dx, dy)
            const q = item.mapToItem(win.contentItem, dx + w, dy + h)
            const box = intersect(clipRect, { x: p.x, y: p.y, w: q.x - p.x, h: q.y - p.y })
            if (box.w > 0 && box.h > 0) {
                box.text = item.text.replace(/\s+/g, " ").substring(0, 40)
                out.push(box)
            }
        }
        const children = item.children || []
        for (let i = 0; i < children.length; ++i)
            textBoxes(children[i], clipRect, out)
        return out
    }
    function intersect(a, b) {
        const x = Math.max(a.x, b.x), y = Math.max(a.y, b.y)
        return { x: x, y: y, w: Math.min(a.x + a.w, b.x + b.w) - x, h: Math.min(a.y + a.h, b.y + b.h) - y }
    }
    // No two lines drawn over each other (more than 3 px both ways): rows of a list that
    // lost their height, a label under a badge. Only for screens without a popup.
    function expectNoOverlap(root, where) {
        win.update(); waitForRendering(win.contentItem)
        const boxes = textBoxes(root, { x: 0, y: 0, w: win.width, h: win.height }, [])
        const found = []
        for (let i = 0; i < boxes.length; ++i)
            for (let j = i + 1; j < boxes.length; ++j) {
                const a = boxes[i], b = boxes[j]
                const ox = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)
                const oy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y)
                if (ox > 3 && oy > 3)
                    found.push(where + ": \"" + a.text + "\" and \"" + b.text + "\" overlap")
            }
        compare(found.length, 0, found.join("\n"))
    }
    function expectFits(root, where) {
        win.update(); waitForRendering(win.contentItem)
        const found = problems(root, false, where, [])
        compare(found.length, 0, found.join("\n"))
    }

    // Whether `item` is drawn whole: inside the window and every clipping ancestor (a list
    // or a page scrolled so that part of it is out of sight is not).
    function shownWhole(item) {
        const p = item.mapToItem(win.contentItem, 0, 0)
        const box = { x: p.x, y: p.y, w: item.width, h: item.height }
        let seen = { x: 0, y: 0, w: win.width, h: win.height }
        for (let a = item.parent; a; a = a.parent) {
            if (a.clip) {
                const c = a.mapToItem(win.contentItem, 0, 0)
                seen = intersect(seen, { x: c.x, y: c.y, w: a.width, h: a.height })
            }
        }
        const v = intersect(seen, box)
        return v.w >= box.w - 1 && v.h >= box.h - 1
    }
    // The shown lines under `item` (their texts).
    function shownTexts(item, out) {
        if (!item || !item.visible || item.opacity === 0)
            return out
        if (isText(item) && item.text.trim() !== "")
            out.push(item.text)
        const children = item.children || []
        for (let i = 0; i < children.length; ++i)
            shownTexts(children[i], out)
        return out
    }
    // No place put before a name that is numbered itself: Hungarian "1. 2. gép" (1st, the
    // second seat's computer) reads as one number after another.
    function expectNoDoubleOrdinal(root, where) {
        const found = shownTexts(root, []).filter(t => /(^|[\s>])\d+\.\s+\d+\.\s/.test(t))
        compare(found.length, 0, where + ": " + found.join(" | "))
    }

    // A TextEdit lays a line out as a Text does and says where each character lands.
    Component {
        id: layoutCopy
        TextEdit {
            visible: false
            readOnly: true
            textFormat: TextEdit.PlainText
        }
    }
    // The names (the seats') shown split across two lines under `item`, as readable strings:
    // a wrapped line breaks between words, never inside a name ("コンピュー / ター2"). Each
    // wrapped plain line holding a name is laid out again at its width, font and wrapping.
    function splitNames(item, names, out) {
        if (!item || !item.visible || item.opacity === 0)
            return out
        if (isText(item) && item.wrapMode !== Text.NoWrap && item.lineCount > 1 && item.width > 0
                && item.fontSizeMode === Text.FixedSize && item.text.indexOf("<") < 0) {
            for (const name of names) {
                // The name, its letters perhaps held together by word joiners (U+2060).
                const pattern = new RegExp(Array.from(name).map(c => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
                                           .join("\u2060?"), "g")
                let m
                while ((m = pattern.exec(item.text)) !== null) {
                    const copy = createTemporaryObject(layoutCopy, testCase, {
                        width: item.width, wrapMode: item.wrapMode, font: item.font, text: item.text })
                    const first = copy.positionToRectangle(m.index)
                    const last = copy.positionToRectangle(m.index + m[0].length - 1)
                    if (Math.abs(first.y - last.y) > 1)
                        out.push("\"" + item.text.replace(/\s+/g, " ") + "\" splits the name \"" + name + "\"")
                    copy.destroy()
                }
            }
        }
        const children = item.children || []
        for (let i = 0; i < children.length; ++i)
            splitNames(children[i], names, out)
        return out
    }
    function expectNamesWhole(root, names, where) {
        win.update(); waitForRendering(win.contentItem)
        const found = splitNames(root, names, []).map(t => where + ": " + t)
        compare(found.length, 0, found.join("\n"))
    }

    function languages() {
        const codes = []
        for (let i = 0; i < Localization.languages.length; ++i)
            codes.push(Localization.languages[i].code)
        return codes
    }
    function gameIds() {
        const ids = []
        for (let i = 0; i < Catalog.count; ++i)
            ids.push(Catalog.get(i).gameId)
        return ids
    }

    // The part of the checks this run makes (see the top).
    readonly property string part: typeof TestEnvironment !== "undefined" ? TestEnvironment.value("KOTATSU_TEXT_FITS") : ""
    // A data function's rows for the screens of no one game.
    function sharedRows(rows) {
        return part === "" || part === "shared" ? rows : [{ tag: "elsewhere", elsewhere: true }]
    }
    // The games whose own screens this run checks.
    function checkedGames() {
        return part === "" ? gameIds() : gameIds().filter(id => id === part)
    }
    // A data function's rows, one per language and checked game (those `withGame` keeps).
    function gameRows(withGame) {
        const rows = []
        for (const code of languages())
            for (const id of checkedGames())
                if (!withGame || withGame(id))
                    rows.push({ tag: code + " " + id, language: code, game: id })
        return rows.length > 0 ? rows : [{ tag: "elsewhere", elsewhere: true }]
    }
    function skipElsewhere(data) {
        if (data.elsewhere)
            skip("checked by another part (KOTATSU_TEXT_FITS=" + part + ")")
    }

    // The finished game `kind` ("computers", "you", "solo") of `game`, opened as a saved game
    // is, in a window at the smallest size (kept for the next language's row): its end screen.
    function openEndGame(game, kind) {
        kept("end " + game + " " + kind, () => {
            const made = mainWindow.createObject(testCase)
            const session = made.savedGamesDialog.session
            verify(session.load(Qt.resolvedUrl("../data/end-games/" + game + "-" + kind + ".kotatsu")),
                   game + " " + kind + ": " + session.lastError)
            made.showTable()
            return made
        })
        const session = win.savedGamesDialog.session
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        compare(findChild(win.contentItem, "gamePage").session, session)
        verify(session.over, game + " " + kind + " is a finished game")
        return session
    }

    // The language whose texts differ most in length from `code`'s.
    function otherLanguage(code) {
        return code === "ja" ? "hu" : "ja"
    }

    function test_launcher_data() {
        return sharedRows(languages().map(function(code) { return { tag: code, language: code } }))
    }
    function test_launcher(data) {
        skipElsewhere(data)
        Localization.language = data.language
        win = freshWindow()
        const page = findChild(win.contentItem, "launcher")
        const ids = gameIds()
        expectNoOverlap(win.contentItem, data.language + " launcher")
        for (let i = 0; i < ids.length; ++i) {
            const card = findChild(page, "gameCard_" + ids[i])
            findChild(page, "gameList").positionViewAtIndex(i, ListView.Contain)
            mouseClick(card, 30, 20)
            expectFits(win.contentItem, data.language + " launcher, " + ids[i])
            // A game with an Automa: solo chosen, its level and description in the seat.
            const solo = findChild(page, "soloCard")
            if (solo.visible) {
                mouseClick(findChild(page, "soloSwitch"))
                verify(page.solo)
                expectFits(win.contentItem, data.language + " launcher, " + ids[i] + " solo")
                expectNoOverlap(win.contentItem, data.language + " launcher, " + ids[i] + " solo")
                mouseClick(findChild(page, "soloSwitch"))
                verify(!page.solo)
            }
        }
    }

    // The rules editor on every game, every section of its forms, with its board drawn.
    function test_editor_data() {
        return gameRows()
    }
    function test_editor(data) {
        skipElsewhere(data)
        Localization.language = data.language
        // Opened from the launcher once per game (kept for the other languages' rows).
        kept("editor " + data.game, () => {
            const made = mainWindow.createObject(testCase)
            const launcher = findChild(made.contentItem, "launcher")
            findChild(launcher, "gameList").positionViewAtIndex(Catalog.indexOf(data.game), ListView.Contain)
            tryVerify(() => findChild(launcher, "gameCard_" + data.game) !== null)
            mouseClick(findChild(launcher, "gameCard_" + data.game), 30, 20)
            mouseClick(findChild(launcher, "editRulesButton"))
            return made
        })
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const page = stack.currentItem
        compare(page.objectName, "editorPage")
        if (page.recoveryDialog.visible) {
            tryCompare(page.recoveryDialog, "opened", true)
            mouseClick(findChild(page.recoveryDialog.contentItem, "dialogCancel"))
            tryCompare(page.recoveryDialog, "visible", false)
        }
        tryVerify(() => !page.editor.validating && page.editor.playable, 10000)
        const where = data.language + " editor, " + data.game
        // Every section, starting with the one shown, whose form is then not built again: an
        // earlier row left the last one shown (from there the sections are gone through
        // backwards) or the first. The overlaps are looked for on the last one, as before.
        const sections = page.forms.sections
        const last = sections[sections.length - 1]
        const order = page.forms.section === last ? sections.slice().reverse() : sections
        for (const section of order) {
            mouseClick(findChild(page, "section:" + section))
            compare(page.forms.section, section)
            expectFits(win.contentItem, where + ", " + section)
            if (section === last)
                expectNoOverlap(win.contentItem, where)
        }
    }

    // The variant lab on each game's first variant, before and after a small comparison
    // (the figures table with its verdicts, the settings, the progress line). The comparison
    // is played once per game, in its first row, in a window kept for the other languages'
    // rows: each of them switches the language over the finished comparison, as a person
    // switching it in the settings sees it (the lab says every figure, verdict, setting and
    // chart again in the new language), and opens the launcher and the lab before a run in
    // that language in a window of its own.
    function test_lab_data() {
        return gameRows()
    }
    function test_lab(data) {
        skipElsewhere(data)
        Localization.language = data.language
        const where = data.language + " lab, " + data.game
        const key = "lab " + data.game
        if (keptKey === key && keptWindow) {
            win = keptWindow
            const page = findChild(win.contentItem, "stack").currentItem
            compare(page.objectName, "labPage")
            verify(!page.lab.running && page.figures.length > 0, where + ": the comparison played in an earlier row")
            compare(page.lab.error, "")
            expectFits(win.contentItem, where + ", result")
            expectNoOverlap(win.contentItem, where + ", result")
            // (The kept window stays: createTemporaryObject does not close it.)
            win = createTemporaryObject(mainWindow, testCase)
            openLab(data, where)
            return
        }
        kept(key, () => mainWindow.createObject(testCase))
        const page = openLab(data, where)
        page.lab.games = 40
        mouseClick(findChild(page, "labRunButton"))
        tryCompare(page.lab, "running", false, 60000)
        compare(page.lab.error, "")
        verify(page.figures.length > 0)
        expectFits(win.contentItem, where + ", result")
        expectNoOverlap(win.contentItem, where + ", result")
    }
    // The launcher of `win` with the game's first variant chosen, then the lab on it (Compare…),
    // before a run: its page.
    function openLab(data, where) {
        const launcher = findChild(win.contentItem, "launcher")
        const stack = findChild(win.contentItem, "stack")
        findChild(launcher, "gameList").positionViewAtIndex(Catalog.indexOf(data.game), ListView.Contain)
        tryVerify(() => findChild(launcher, "gameCard_" + data.game) !== null)
        mouseClick(findChild(launcher, "gameCard_" + data.game), 30, 20)
        const box = findChild(launcher, "variantBox")
        mouseClick(box)
        tryCompare(box.popup, "opened", true)
        const entry = box.popup.contentItem.itemAtIndex(1)
        verify(entry, "a variant of " + data.game)
        mouseClick(entry)
        tryCompare(box.popup, "visible", false)
        expectFits(win.contentItem, data.language + " launcher, " + data.game + " variant")
        mouseClick(findChild(launcher, "compareButton"))
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const page = stack.currentItem
        compare(page.objectName, "labPage")
        expectFits(win.contentItem, where)
        expectNoOverlap(win.contentItem, where)
        return page
    }

    // Solo Tokaido Duo: the Automa's rank tracks and its reasoning in the opponent's place,
    // after a few moves (so that it has reasoned), and the end of a game it plays against
    // the computer.
    function test_soloTable_data() {
        return gameRows(id => id === "tokaido_duo")
    }
    function test_soloTable(data) {
        skipElsewhere(data)
        Localization.language = data.language
        win = freshWindow({ startup: { game: "tokaido_duo", players: 2, humans: 1, rulesLevel: 2, seed: 4, aiDelay: 600000 } })
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const session = findChild(win.contentItem, "gamePage").session
        compare(session.rulesSeat, 1)
        for (let i = 0; i < 8 && session.humanToMove; ++i)
            verify(session.play(0))
        verify(session.observation.automa.reasoning !== null, "the Automa has reasoned")
        const where = data.language + " solo tokaido_duo table"
        expectFits(win.contentItem, where)
        expectNoOverlap(win.contentItem, where)
        expectAutomaRowsFit(where)
        const other = otherLanguage(data.language)
        // (The new texts are laid out for the next frame, which expectFits asks for and waits
        // for before it looks.)
        Localization.language = other
        expectFits(win.contentItem, other + " solo tokaido_duo table, after switching")
        expectNoOverlap(win.contentItem, other + " solo tokaido_duo table, after switching")
    }
    // The Automa's card is narrow at 1024 px: each rank track row (the merchant's with its
    // load), and its heading with the points, keep within the card.
    function expectAutomaRowsFit(where) {
        const board = findChild(win.contentItem, "automaBoard")
        verify(board && board.visible, where + ": the Automa's card")
        const column = board.children[1]
        for (const c of ["pilgrim", "merchant", "artist"]) {
            const row = findChild(board, "rankTrack_" + c)
            verify(row.implicitWidth <= column.width + 1,
                   where + ": the " + c + " track needs " + Math.round(row.implicitWidth) + " px of " + Math.round(column.width))
        }
        const total = findChild(board, "automaTotal")
        const right = total.mapToItem(board, total.width, 0).x
        verify(right <= board.width, where + ": the Automa's points run past its card (" + Math.round(right) + " of " + Math.round(board.width) + ")")
    }
    function test_soloEndScreen_data() { return test_soloTable_data() }
    // A whole game of the computer (easy) against the Automa at level 2, seed 4.
    function test_soloEndScreen(data) {
        skipElsewhere(data)
        Localization.language = data.language
        const session = openEndGame("tokaido_duo", "solo")
        compare(session.rulesSeat, 1)
        expectFits(win.contentItem, data.language + " solo tokaido_duo end screen")
        const other = otherLanguage(data.language)
        // (The new texts are laid out for the next frame, which expectFits asks for and waits
        // for before it looks.)
        Localization.language = other
        expectFits(win.contentItem, other + " solo tokaido_duo end screen, after switching")
    }

    function test_table_data() {
        return gameRows()
    }
    // The table as the first person to move sees it, then its menu, rules, the saved games
    // and the leave dialog.
    function test_table(data) {
        skipElsewhere(data)
        Localization.language = data.language
        win = freshWindow({ startup: { game: data.game, players: 0, humans: 1, seed: 4, level: "easy", aiDelay: 600000 } })
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const page = findChild(win.contentItem, "gamePage")
        const where = data.language + " " + data.game
        expectFits(win.contentItem, where + " table")
        expectNoOverlap(win.contentItem, where + " table")
        const seatNames = page.session.seats.map((seat, i) => page.table.seatName(i))
        expectNamesWhole(win.contentItem, seatNames, where + " table")

        mouseClick(findChild(win.contentItem, "menuButton"))
        tryCompare(page.gameMenu, "opened", true)
        expectFits(page.gameMenu.contentItem, where + " menu")
        mouseClick(findChild(page.gameMenu.contentItem, "rulesItem"))
        tryCompare(page.rulesDrawer, "position", 1)
        expectFits(page.rulesDrawer.contentItem, where + " rules")
        page.rulesDrawer.close()
        tryCompare(page.rulesDrawer, "visible", false)

        // The leave dialog asks only once a move is made; the computer may be first to move
        // (and waits), so it is checked when the person moves first.
        if (page.session.humanToMove && page.session.play(0)) {
            mouseClick(findChild(win.contentItem, "gamesButton"))
            tryCompare(page.confirmDialog, "opened", true)
            expectFits(page.confirmDialog.contentItem, where + " leave dialog")
            page.confirmDialog.close()
            tryCompare(page.confirmDialog, "visible", false)
        }

        win.savedGamesDialog.open()
        tryCompare(win.savedGamesDialog, "opened", true)
        expectFits(win.savedGamesDialog.contentItem, where + " saved games")
        win.savedGamesDialog.close()
        tryCompare(win.savedGamesDialog, "visible", false)

        const other = otherLanguage(data.language)
        // (The new texts are laid out for the next frame, which expectFits asks for and waits
        // for before it looks.)
        Localization.language = other
        expectFits(win.contentItem, other + " " + data.game + " table, after switching")
        expectNoOverlap(win.contentItem, other + " " + data.game + " table, after switching")
        expectNamesWhole(win.contentItem, page.session.seats.map((seat, i) => page.table.seatName(i)),
                         other + " " + data.game + " table, after switching")
    }

    // The end of a whole game between computers (easy, seed 4, the fewest players).
    function test_endScreen_data() { return test_table_data() }
    function test_endScreen(data) {
        skipElsewhere(data)
        Localization.language = data.language
        const session = openEndGame(data.game, "computers")
        verify(session.seats.every(s => s.kind === "computer"), "nobody but computers played")
        expectFits(win.contentItem, data.language + " " + data.game + " end screen")
        expectNoDoubleOrdinal(win.contentItem, data.language + " " + data.game + " end screen")
        // Japanese joins the parts of a line with 「・」, not the Western " · ".
        if (data.language === "ja") {
            const western = shownTexts(win.contentItem, []).filter(t => t.indexOf(" · ") >= 0)
            compare(western.length, 0, "ja " + data.game + " end screen: " + western.join(" | "))
        }
        // Switching language on the end screen re-lays out the whole table (this once crashed
        // Qt 6.4's layouts in the Hyano table); the new texts must fit too.
        const other = otherLanguage(data.language)
        // (The new texts are laid out for the next frame, which expectFits asks for and waits
        // for before it looks.)
        Localization.language = other
        expectFits(win.contentItem, other + " " + data.game + " end screen, after switching")
    }

    // The end screen of a game a person played (the first legal move each turn) against the
    // computer: their row of the standings says "(you)" beside their name, which must fit
    // beside the game's figures at 1024 px (Japanese "プレイヤー1（あなた）" was cut).
    function test_endScreenWithYou_data() { return test_table_data() }
    function test_endScreenWithYou(data) {
        skipElsewhere(data)
        Localization.language = data.language
        const session = openEndGame(data.game, "you")
        const where = data.language + " " + data.game + " end screen with a person"
        const standings = findChild(win.contentItem, "endStandings")
        verify(standings.people.length === 1)
        expectFits(win.contentItem, where)
        expectNoDoubleOrdinal(win.contentItem, where)
    }

    // The settings page, every row of it, at the smallest window.
    function test_settings_data() {
        return sharedRows(languages().map(function(code) { return { tag: code, language: code } }))
    }
    function test_settings(data) {
        skipElsewhere(data)
        Localization.language = data.language
        win = freshWindow({ height: 640 })
        const stack = findChild(win.contentItem, "stack")
        mouseClick(findChild(win.contentItem, "settingsButton"))
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        expectFits(win.contentItem, data.language + " settings")
        expectNoOverlap(win.contentItem, data.language + " settings")
    }

    // Shikoku's eight seats at 1024×640: scrolled as far as the wheel takes them, all eight
    // rows are in sight together (not two and a half in a list of their own), and their texts
    // fit.
    function test_launcherSeats_data() {
        return sharedRows(languages().map(function(code) { return { tag: code, language: code } }))
    }
    function test_launcherSeats(data) {
        skipElsewhere(data)
        Localization.language = data.language
        win = freshWindow({ height: 640 })
        const page = findChild(win.contentItem, "launcher")
        findChild(page, "gameList").positionViewAtIndex(Catalog.indexOf("shikoku"), ListView.Contain)
        mouseClick(findChild(page, "gameCard_shikoku"), 30, 20)
        const spin = findChild(page, "playersBox")
        for (let guard = 0; spin.value < spin.to && guard < 20; ++guard)
            mouseClick(spin.up.indicator)
        compare(spin.value, 8)
        const seatList = findChild(page, "seatList")
        tryCompare(seatList, "count", 8)
        win.update(); waitForRendering(win.contentItem)
        const where = data.language + " launcher, eight seats"
        const rows = () => { const r = []; for (let i = 0; i < 8; ++i) r.push(seatList.itemAtIndex(i)); return r }
        // The wheel flicks: the setup may still be moving, and its layout settling, when the
        // last seat first comes in sight. What is checked is where it comes to rest.
        const setup = findChild(page, "setupScroll")
        waitForItemPolished(seatList)
        // The wheel over the seats, down until the last seat is in sight.
        for (let k = 0; k < 120 && !(rows()[7] && shownWhole(rows()[7])); ++k) {
            mouseWheel(seatList, seatList.width / 2, Math.min(seatList.height, 60) / 2, 0, -30)
            wait(20)
        }
        const hiddenSeats = () => {
            const hidden = []
            rows().forEach((row, i) => { if (!row || !shownWhole(row)) hidden.push(i + 1) })
            return hidden.join(", ")
        }
        tryVerify(() => !setup.moving && !setup.flicking, 5000, where + ": the setup stops scrolling")
        waitForItemPolished(seatList)
        win.update(); waitForRendering(win.contentItem)
        // Waits (5 s at most) for all eight to be in sight at rest, then says which are not.
        for (let t = 0; t < 100 && (setup.moving || hiddenSeats() !== ""); ++t)
            wait(50)
        compare(hiddenSeats(), "", where + ": seats not in sight with the last one")
        expectFits(win.contentItem, where)
    }
}
