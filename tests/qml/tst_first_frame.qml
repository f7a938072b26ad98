// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge
import "VisibleItems.js" as VisibleItems

// What the first frame waits for (issue 31, point 9; the times themselves are measured by
// `kotatsu --startup-benchmark N`, not here): a table opened from the command line is built
// without the launcher under it, and the launcher is built when the table is left; the rules
// drawer's Markdown is laid out when the drawer is first opened.
TestCase {
    id: testCase
    name: "FirstFrame"
    when: windowShown
    visible: true
    width: 200
    height: 100

    // A garden table opened as `kotatsu --game garden` does, against a computer that waits.
    Component {
        id: directTable
        Main {
            width: 1280
            height: 800
            startup: ({ game: "garden", players: 2, humans: 1, seed: 5, level: "easy", aiDelay: 600000 })
        }
    }
    // Two computers: the first move is the computer's.
    Component {
        id: computersOnly
        Main {
            width: 1280
            height: 800
            startup: ({ game: "garden", players: 2, humans: 0, seed: 5, level: "easy", aiDelay: 1 })
        }
    }
    Component {
        id: plainStart
        Main {
            width: 1280
            height: 800
        }
    }
    // A Tokaido Duo table in Japanese, as `kotatsu --game tokaido_duo --language ja` opens it.
    Component {
        id: tokaidoTable
        Main {
            width: 1280
            height: 800
            startup: ({ game: "tokaido_duo", players: 2, humans: 1, seed: 1, level: "easy", aiDelay: 600000 })
        }
    }
    // The same in English at a size no other test here opens (so that the image cache holds
    // none of its pictures yet).
    Component {
        id: tokaidoTableOwnSize
        Main {
            width: 1150
            height: 730
            startup: ({ game: "tokaido_duo", players: 2, humans: 1, seed: 1, level: "easy", aiDelay: 600000 })
        }
    }
    // Shikoku with eight players, in English (the largest of its tables).
    Component {
        id: shikokuTable
        Main {
            width: 1280
            height: 800
            startup: ({ game: "shikoku", players: 8, humans: 1, seed: 1, level: "easy", aiDelay: 600000 })
        }
    }
    // A game that is not in the catalogue: the launcher is shown instead.
    Component {
        id: unknownGame
        Main {
            width: 1280
            height: 800
            startup: ({ game: "no_such_game", players: 2, humans: 1 })
        }
    }

    function cleanup() {
        Localization.language = "en"
    }

    function test_tableFromTheCommandLineBuildsNoLauncher() {
        const win = createTemporaryObject(directTable, testCase)
        verify(win)
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        compare(stack.currentItem.objectName, "gamePage")
        verify(win.launcherPage === null, "no launcher under a table opened from the command line")
        verify(findChild(win.contentItem, "launcher") === null)

        // The rules drawer's page is laid out when it is first opened (F1), not before.
        const page = stack.currentItem
        win.update(); waitForRendering(win.contentItem)
        verify(findChild(page.rulesDrawer.contentItem, "rulesText") === null,
               "the rules are not laid out before they are opened")
        keyClick(Qt.Key_F1)
        tryCompare(page.rulesDrawer, "opened", true)
        const rules = findChild(page.rulesDrawer.contentItem, "rulesText")
        verify(rules !== null && rules.visible && rules.text.length > 100, "the rules are shown once opened")
        verify(rules.height > 200)
        keyClick(Qt.Key_F1)
        tryCompare(page.rulesDrawer, "visible", false)

        // Back to the games: the launcher is built then, and works.
        const back = findChild(win.contentItem, "gamesButton")
        verify(back && back.visible)
        mouseClick(back)
        tryCompare(stack, "depth", 1)
        tryCompare(stack, "busy", false)
        verify(win.launcherPage !== null, "the launcher is built when the table is left")
        const launcher = findChild(win.contentItem, "launcher")
        verify(launcher === win.launcherPage)
        verify(launcher.visible)
        const games = findChild(launcher, "gameList")
        verify(games && games.visible)
        tryVerify(() => games.count === Catalog.count && games.count > 0)
        verify(launcher.width > 1000, "the launcher fills the window")
    }

    // How many objects of QML type `typeName` are in `item`'s tree (its visual children).
    function countOf(item, typeName) {
        let n = String(item).startsWith(typeName + "_QMLTYPE_") || String(item).startsWith(typeName + "(") ? 1 : 0
        const children = item.children || []
        for (let i = 0; i < children.length; ++i)
            n += countOf(children[i], typeName)
        return n
    }

    // A freshly opened table builds what its first frame shows, and nothing it shows only
    // later: the end screen and the hand-over screen when the game comes to them, the game
    // menu, the leave question and the saved games' list when they are first opened.
    function test_tableBuildsOnlyWhatItShows() {
        const win = createTemporaryObject(directTable, testCase)
        verify(win)
        const stack = findChild(win.contentItem, "stack")
        const page = stack.currentItem
        compare(page.objectName, "gamePage")
        verify(page.table !== null, "the table itself is built at once")
        compare(countOf(page, "EndOverlay"), 0, "no end screen before the end")
        verify(findChild(page, "endCard") === null)
        compare(countOf(page, "HandoverOverlay"), 0, "no hand-over screen in a game without one")
        // The replay, hint and confirm-move bars are built when first shown.
        compare(countOf(page, "ReplayBar"), 0, "no replay bar before a replay")
        compare(countOf(page, "HintBar"), 0, "no hint bar before a hint")
        compare(countOf(page, "ConfirmMoveBar"), 0, "no confirm-move bar before a move to confirm")
        // The garden's fields and lines are a few pictures, not a Canvas each (there were
        // more than a hundred).
        const canvases = countOf(page, "QQuickCanvasItem")
        verify(canvases <= 60, canvases + " Canvas items at the garden's first frame")
        verify(page.gameMenu === null, "the game menu is built when it is first opened")
        verify(findChild(page.confirmDialog.contentItem, "confirmKeepPlaying") === null,
               "the leave question is built when it is first asked")
        const list = findChild(win.savedGamesDialog.contentItem, "savedGamesList")
        verify(list !== null && list.model === null, "the saved games are not read before they are shown")
        tryCompare(stack, "busy", false)
        win.update(); waitForRendering(win.contentItem)

        // Each works once wanted.
        const menuButton = findChild(win.contentItem, "menuButton")
        mouseClick(menuButton)
        verify(page.gameMenu !== null)
        tryCompare(page.gameMenu, "opened", true)
        verify(findChild(page.gameMenu.contentItem, "rulesItem").visible)
        keyClick(Qt.Key_Escape)
        tryCompare(page.gameMenu, "visible", false)
        page.confirmDialog.open()
        tryCompare(page.confirmDialog, "opened", true)
        const keep = findChild(page.confirmDialog.contentItem, "confirmKeepPlaying")
        verify(keep && keep.visible)
        mouseClick(keep)
        tryCompare(page.confirmDialog, "visible", false)
        win.savedGamesDialog.open()
        tryCompare(win.savedGamesDialog, "opened", true)
        verify(list.model !== null)
        mouseClick(findChild(win.savedGamesDialog.contentItem, "savedGamesClose"))
        tryCompare(win.savedGamesDialog, "visible", false)
        // The keys are the table's again.
        tryVerify(() => page.activeFocus, 3000, "the page has the keys back")
    }

    // The Canvas items of a tree (each runs its own JavaScript and keeps its own picture).
    function canvasesIn(item) {
        let n = item.requestPaint !== undefined && item.getContext !== undefined ? 1 : 0
        const children = item.children || []
        for (let i = 0; i < children.length; ++i)
            n += canvasesIn(children[i])
        return n
    }

    // Tokaido Duo's glyphs (ring spaces, icons, wares, coins) and travellers are shared pictures
    // painted once per look and size (InkPictures), not a Canvas each: the table's first frame
    // paints two canvases (the land and the lit regions), not the eighty it painted before.
    function test_tokaidoDuoPaintsItsGlyphsOnce() {
        Localization.language = "ja"
        const win = createTemporaryObject(tokaidoTable, testCase)
        verify(win)
        const stack = findChild(win.contentItem, "stack")
        const page = stack.currentItem
        compare(page.objectName, "gamePage")
        const island = findChild(page.table, "island")
        verify(island)
        const meeple = findChild(island, "meeple_0_pilgrim")
        verify(meeple, "the travellers are on the island")
        const canvases = canvasesIn(page.table)
        verify(canvases <= 2, canvases + " canvases at a Tokaido Duo table")
    }

    // The ink pictures (InkPictures) an item tree shows: "URL@size" of each Image drawn from it
    // and of each picture an InkTiles draws.
    function inkPicturesIn(item, out) {
        const source = item.source !== undefined ? String(item.source) : ""
        if (source.startsWith("image://ink/") && item.sourceSize !== undefined)
            out[source + "@" + item.sourceSize.width + "x" + item.sourceSize.height] = true
        if (item.tiles !== undefined && item.pictures !== undefined)
            for (const picture of item.pictures)
                out[picture] = true
        const children = item.children || []
        for (let i = 0; i < children.length; ++i)
            inkPicturesIn(children[i], out)
        return out
    }

    // A table's layouts settle through several sizes before its first frame: the glyphs and
    // travellers ask for their pictures once they are settled, just before that frame, so that
    // each is painted once, at the size it is drawn at (they were painted at every size they
    // passed through: 74 pictures for the 43 shown at this size).
    function test_tokaidoDuoPaintsEachPictureAtItsSize() {
        const before = InkPictures.paintedCount()
        const win = createTemporaryObject(tokaidoTableOwnSize, testCase)
        verify(win)
        const page = findChild(win.contentItem, "stack").currentItem
        compare(page.objectName, "gamePage")
        win.update(); waitForRendering(win.contentItem)
        tryVerify(() => InkPictures.ready, 3000, "the pictures are asked for once the table is laid out")
        const island = findChild(page.table, "island")
        const traveller = findChild(island, "meeple_0_pilgrim")
        let drawn = false
        for (let i = 0; i < traveller.children.length; ++i)
            drawn = drawn || (traveller.children[i].status === Image.Ready && traveller.children[i].width > 10)
        verify(drawn, "the traveller is drawn")
        const shown = Object.keys(inkPicturesIn(page.table, {})).length
        verify(shown > 20, shown + " pictures shown")
        const painted = InkPictures.paintedCount() - before
        verify(painted <= shown, painted + " pictures painted for " + shown + " shown")
    }

    // The items of an item's tree (its visual children), by type: { total, types: {name: n} }.
    function itemsIn(item, out) {
        const type = String(item).replace(/\(.*$/, "").replace(/_QMLTYPE_\d+$/, "").replace(/_QML_\d+$/, "")
        out.total += 1
        out.types[type] = (out.types[type] || 0) + 1
        const children = item.children || []
        for (let i = 0; i < children.length; ++i)
            itemsIn(children[i], out)
        return out
    }

    // A Tokaido Duo table draws its boards' fixed faces (the island's places, the tracks' cells,
    // the wares, gold slabs and paintings) as a few pictures (InkTiles), not a Rectangle, a glyph
    // and a text each, and a glyph is one Image: its first frame made 1,021 items in the table
    // (1,117 in the window) in Japanese at 1280×800, each made, bound, laid out and drawn before
    // that frame; now 558.
    function test_tokaidoDuoItemCount() {
        Localization.language = "ja"
        const win = createTemporaryObject(tokaidoTable, testCase)
        verify(win)
        const page = findChild(win.contentItem, "stack").currentItem
        compare(page.objectName, "gamePage")
        win.update(); waitForRendering(win.contentItem)
        const inWindow = itemsIn(win.contentItem, { total: 0, types: {} })
        const inTable = itemsIn(page.table, { total: 0, types: {} })
        const top = Object.keys(inTable.types).sort((a, b) => inTable.types[b] - inTable.types[a]).slice(0, 14)
        console.log("Tokaido Duo, ja, 1280x800: " + inWindow.total + " items in the window, "
                    + inTable.total + " in the table: " + top.map(t => t + " " + inTable.types[t]).join(", "))
        verify(inTable.total < 700, inTable.total + " items in the table")
        compare(inTable.types["InkTiles"] > 0, true, "the faces are drawn by InkTiles")
    }

    // A garden table draws its pieces (figures, beads, pagodas) as shared ink pictures
    // (GardenDrawings, painted once per look and size), not a Canvas each whose JavaScript
    // painted it, and the fields' names as one picture (InkTiles), not a Text each; a trail is
    // made when there is a move to show; a line's symbol disc is a tile of one picture too. (At
    // 1280×800 in English: 79 Canvas items, 237 Text items, 1,149 items in the table before;
    // 3 Canvas items (the ground, in two layers, and the lines), 83 Text items, 889 items after.)
    function test_gardenItemCount() {
        const win = createTemporaryObject(directTable, testCase)
        verify(win)
        const page = findChild(win.contentItem, "stack").currentItem
        compare(page.objectName, "gamePage")
        win.update(); waitForRendering(win.contentItem)
        const inWindow = itemsIn(win.contentItem, { total: 0, types: {} })
        const inTable = itemsIn(page.table, { total: 0, types: {} })
        const top = Object.keys(inTable.types).sort((a, b) => inTable.types[b] - inTable.types[a]).slice(0, 14)
        console.log("Garden, en, 1280x800: " + inWindow.total + " items in the window, "
                    + inTable.total + " in the table: " + top.map(t => t + " " + inTable.types[t]).join(", "))
        const board = page.table.gardenBoard
        verify(board)
        // The ground and the lines are one picture each (two layers of ground); no piece is a
        // Canvas.
        const canvases = canvasesIn(page.table)
        verify(canvases <= 3, canvases + " canvases at a garden table")
        compare(canvasesIn(board), canvases, "the canvases are the board's ground and lines")
        compare(findChild(board, "lastMoveTrail"), null, "no trail before the first move")
        // (At the set-up no figure is on the board yet: its Image asks for no picture.)
        const figure = findChild(board, "figure_K1")
        verify(figure)
        const body = findChild(figure, "figureBody")
        verify(body && VisibleItems.isImage(body), "a figure's body is a picture")
        // Every piece shown (the pagodas, the set-up's marks, the players' figures and beads)
        // is drawn.
        const pictures = []
        const collect = (item) => {
            if (VisibleItems.isImage(item) && String(item.source).startsWith("image://ink/"))
                pictures.push(item)
            const children = item.children || []
            for (let i = 0; i < children.length; ++i)
                collect(children[i])
        }
        collect(page.table)
        verify(pictures.length > 10, pictures.length + " ink pictures")
        tryVerify(() => pictures.every(p => p.status === Image.Ready), 3000, "every piece's picture is painted")
        const names = findChild(board, "fieldNames")
        verify(names && names.tiles.length > 20, "the fields' names are one picture")
        verify(inTable.total < 950, inTable.total + " items in the table")
    }

    // A Tokaido Duo table too small to be roomy shows the wave tiles and the hot spring in its
    // dice tray: the roomy table's wave panel (the tiles' texts, a Flickable) is not built
    // until the window grows, and then it is.
    function test_tokaidoDuoBuildsOnlyWhatItShows() {
        const win = createTemporaryObject(tokaidoTable, testCase)
        verify(win)
        const page = findChild(win.contentItem, "stack").currentItem
        compare(page.objectName, "gamePage")
        const table = page.table
        verify(!table.roomy, "1280×800 is not a roomy Tokaido Duo table")
        compare(countOf(table, "WavePanel"), 0, "no wave panel at a table that does not show it")
        verify(table.diceTray.waveItem("pilgrim") !== null, "the dice tray shows the wave tiles")
        // The player boards make a wave tile when a player holds one and a painting's slot
        // value when it is given away (tst_tokaido_duo_table sees them then), not hidden ones
        // from the start.
        for (const board of [table.homeBoards, table.opponentBoards]) {
            compare(countOf(board, "TableTarget"), 0, "no wave tile on a board at the start")
            const paintings = findChild(board, "paintings_" + board.seat)
            verify(paintings !== null)
            compare(countOf(paintings, "QQuickText"), 0, "no slot value under a painting at the start")
        }
        win.width = 1900
        win.height = 1060
        tryVerify(() => table.roomy, 3000, "a large window makes a roomy table")
        compare(countOf(table, "WavePanel"), 1)
        verify(table.wavePanel !== null && table.wavePanel.visible)
        verify(table.wavePanel.waveItem("pilgrim") !== null, "the wave panel shows the wave tiles")
        verify(table.wavePanel.springItem !== null)
    }

    // A fresh Tokaido Duo table makes no hidden parts for its first frame: a boutique token
    // only on a town that has one (not one per ring space), the colour-blind seat shapes only
    // in that mode, and one ring Loader per move target (the rings made inside it when they
    // show). Each comes when it shows.
    function test_tokaidoDuoMakesNoHiddenMarks() {
        const win = createTemporaryObject(tokaidoTable, testCase)
        verify(win)
        const page = findChild(win.contentItem, "stack").currentItem
        const table = page.table
        const island = findChild(table, "island")
        verify(island)
        const tokens = Object.keys(table.boutiqueAt).length
        verify(tokens > 0)
        // (An inline component's items print as "Boutique_QML_86(…)".)
        const boutiques = (item) => {
            let n = /^Boutique_QML_\d+\(/.test(String(item)) ? 1 : 0
            const children = item.children || []
            for (let i = 0; i < children.length; ++i)
                n += boutiques(children[i])
            return n
        }
        compare(boutiques(island), tokens, "a boutique token where there is one")
        const traveller = findChild(island, "meeple_0_pilgrim")
        compare(countOf(traveller, "QQuickText"), 0, "no seat shape on a traveller outside colour-blind mode")
        compare(countOf(findChild(table, "player_0"), "QQuickText") > 0, true)
        const noShapes = countOf(table, "QQuickText")
        const space = findChild(island, "space_0")
        compare(countOf(space.moveTarget, "QQuickLoader"), 1, "one ring Loader per move target")
        AppSettings.colourBlind = true
        try {
            const mark = findChild(island, "seatMark_0_pilgrim")
            verify(mark.visible)
            compare(mark.text, Theme.seatShapes[0])
            compare(countOf(traveller, "QQuickText"), 1)
            verify(countOf(table, "QQuickText") > noShapes, "the shapes come with the mode")
        } finally {
            AppSettings.colourBlind = false
        }
        compare(countOf(traveller, "QQuickText"), 0)
    }

    // The Text items in `item`'s tree that are laid out but not shown (a Text lays out its
    // text, and loads a font for its size, weight and symbols, shown or not).
    function hiddenTextsIn(item, out) {
        if (VisibleItems.isText(item) && !item.visible)
            out.push(VisibleItems.describe(item) + " \"" + item.text + "\" " + item.font.pixelSize + " px")
        const children = item.children || []
        for (let i = 0; i < children.length; ++i)
            hiddenTextsIn(children[i], out)
        return out
    }

    // A Shikoku card makes the texts it shows: not its back's kanji on a face-up card, its
    // pilgrim's shape outside colour-blind mode, the "known" badge on a card nobody saw
    // drafted, the corner index on a card too small for it. Each was laid out, hidden, at every
    // size the table's layouts passed through, and the shapes and the kanji loaded Japanese
    // fonts at an English table. Nor does a garden's player card make its seat's shape
    // outside that mode.
    function test_cardsLayOutOnlyTheTextsTheyShow() {
        const win = createTemporaryObject(shikokuTable, testCase)
        verify(win)
        const page = findChild(win.contentItem, "stack").currentItem
        compare(page.objectName, "gamePage")
        win.update(); waitForRendering(win.contentItem)
        const cards = []
        const collect = (item) => {
            if (String(item).startsWith("MantraCard_QMLTYPE_"))
                cards.push(item)
            const children = item.children || []
            for (let i = 0; i < children.length; ++i)
                collect(children[i])
        }
        collect(page.table)
        verify(cards.length >= 16, cards.length + " cards")
        let hidden = []
        for (const card of cards.filter(c => c.visible))
            hidden = hidden.concat(hiddenTextsIn(card, []))
        compare(hidden.length, 0, "hidden texts in the cards shown: " + hidden.slice(0, 6).join("; "))
        // Nor any hidden seat shape at the table (the pilgrims' tokens held one each).
        const tableShapes = hiddenTextsIn(page.table, []).filter(t => Theme.seatShapes.some(s => t.indexOf("\"" + s + "\"") >= 0))
        compare(tableShapes.length, 0, "hidden seat shapes at a Shikoku table: " + tableShapes.slice(0, 6).join("; "))
        // A card still shows its pilgrim's shape in colour-blind mode.
        const card = cards.filter(c => c.visible && c.pilgrimSeat >= 0)[0]
        verify(card, "a card with its pilgrim")
        AppSettings.colourBlind = true
        try {
            const mark = findChild(card, "cardSeatShape")
            verify(mark.visible)
            compare(mark.text, Theme.seatShapes[card.pilgrimSeat % Theme.seatShapes.length])
        } finally {
            AppSettings.colourBlind = false
        }

        const garden = createTemporaryObject(directTable, testCase)
        const gardenPage = findChild(garden.contentItem, "stack").currentItem
        garden.update(); waitForRendering(garden.contentItem)
        const shapes = hiddenTextsIn(gardenPage.table, []).filter(t => Theme.seatShapes.some(s => t.indexOf("\"" + s + "\"") >= 0))
        compare(shapes.length, 0, "hidden seat shapes at a garden table: " + shapes.join("; "))
    }

    // The computer to move first thinks once the table is on the screen, not while the first
    // frame is being made; the table says it is thinking all the same.
    function test_computerThinksAfterTheFirstFrame() {
        const win = createTemporaryObject(computersOnly, testCase)
        verify(win)
        const page = findChild(win.contentItem, "stack").currentItem
        const session = page.session
        verify(session.active)
        compare(session.plyCount, 0)
        verify(session.computerHeld === true, "the computer waits for the first frame")
        verify(session.aiThinking, "the table shows the computer thinking")
        win.update(); waitForRendering(win.contentItem)
        tryVerify(() => session.computerHeld === false, 3000)
        tryVerify(() => session.plyCount > 0, 10000, "the computer moves once the table is shown")
    }

    // A computer starting or stopping to think moves nothing: the session says so on its own
    // signal (computersChanged), and the position's (stateChanged, which makes the observation
    // and every binding on it again) comes only with a move. (It came three times more per
    // computer move: released, thinking, decided.)
    SignalSpy {
        id: stateSpy
        signalName: "stateChanged"
    }
    SignalSpy {
        id: computersSpy
        signalName: "computersChanged"
    }
    function test_computerThinkingRemakesNoPosition() {
        const win = createTemporaryObject(computersOnly, testCase)
        verify(win)
        const session = findChild(win.contentItem, "stack").currentItem.session
        stateSpy.target = session
        computersSpy.target = session
        stateSpy.clear()
        computersSpy.clear()
        const plies = []
        const watch = () => plies.push(session.plyCount)
        session.stateChanged.connect(watch)
        try {
            win.update(); waitForRendering(win.contentItem)
            tryVerify(() => session.plyCount >= 3, 10000, "the computers play")
            // Each change of position is a move made (undo, replay and new games do not happen
            // here): the same ply twice in a row is a change that moved nothing.
            for (let i = 1; i < plies.length; ++i)
                verify(plies[i] !== plies[i - 1], "stateChanged at ply " + plies[i] + " twice: " + plies)
            verify(computersSpy.count > stateSpy.count, "the computers' own signal says when they think")
        } finally {
            session.stateChanged.disconnect(watch)
        }
    }

    function test_launcherIsBuiltAtOnceWithoutAGame() {
        const win = createTemporaryObject(plainStart, testCase)
        verify(win)
        const stack = findChild(win.contentItem, "stack")
        compare(stack.depth, 1)
        verify(win.launcherPage !== null)
        verify(findChild(win.contentItem, "launcher").visible)
    }

    function test_unknownGameShowsTheLauncher() {
        const win = createTemporaryObject(unknownGame, testCase)
        verify(win)
        const stack = findChild(win.contentItem, "stack")
        compare(stack.depth, 1)
        tryVerify(() => win.launcherPage !== null)
        verify(findChild(win.contentItem, "launcher").visible)
    }
}
