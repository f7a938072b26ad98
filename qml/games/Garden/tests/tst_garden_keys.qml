// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The garden by keyboard, on the real game page: arrows move the focus ring among the pieces
// that can be acted on, Enter plays the focused one (a figure, its field, the recipient),
// Escape steps back one part. The set-up and the moves are made with keyClick only; the
// colour-blind-safe marks are checked here too (they are on the same page).
TestCase {
    id: testCase
    name: "GardenKeys"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    GameSession {
        id: session
        aiDelay: 0
    }

    Component {
        id: pageView
        GamePage {
            width: 1280
            height: 800
        }
    }

    property var page: null
    property var table: null
    property var keys: null

    function init() {
        Localization.language = "en"
        AppSettings.resetToDefaults()
    }
    function cleanup() {
        AppSettings.resetToDefaults()
        Localization.language = "en"
        page = null
        table = null
        keys = null
    }

    function open(seed) {
        verify(session.start("garden", "", [{ kind: "human" }, { kind: "ai", level: "easy" }], seed))
        page = createTemporaryObject(pageView, testCase, { session: session })
        verify(page)
        tryVerify(function() { return page.table !== null })
        table = page.table
        keys = page.moveKeys
        page.forceActiveFocus()
        page.Window.window.update(); waitForRendering(page)
    }

    // The MoveTarget inside a piece (by the piece's objectName).
    function targetIn(name) {
        const item = findChild(table, name)
        verify(item, name)
        for (let i = 0; i < item.children.length; ++i)
            if (item.children[i].isMoveTarget === true)
                return item.children[i]
        fail("no MoveTarget in " + name)
    }
    function ringShownOn(target) {
        const ring = findChild(target, "moveFocusRing")
        return ring !== null && ring.visible
    }
    // Steers the focus with the arrow keys to `target` (towards it, axis by axis), and checks
    // that the ring is drawn there.
    function focusOn(target) {
        verify(target.active, target.name + " is active")
        if (!keys.showing)
            keyClick(Qt.Key_Down)
        for (let i = 0; i < 40 && keys.current !== target; ++i) {
            const a = keys.centre(keys.current), b = keys.centre(target)
            const dx = b.x - a.x, dy = b.y - a.y
            // Mostly along the longer axis; every third try along the other, out of a corner.
            const horizontal = (Math.abs(dx) > Math.abs(dy)) !== (i % 3 === 2 && Math.abs(dx) > 2 && Math.abs(dy) > 2)
            keyClick(horizontal ? (dx > 0 ? Qt.Key_Right : Qt.Key_Left) : (dy > 0 ? Qt.Key_Down : Qt.Key_Up))
        }
        compare(keys.current, target, "the focus reached " + target.name)
        verify(ringShownOn(target), "the focus ring is drawn on " + target.name)
    }
    function lastLoggedAction() {
        return session.log.data(session.log.index(session.log.count - 1, 0), 259)
    }
    function enter() {
        keyClick(Qt.Key_Return)
        // MoveKeys settles the focus on the next part once the table has changed.
        wait(0)
    }

    // Places the three kokeshi by keys: the bead pair, then the start field.
    function placeByKeys(placements) {
        for (const p of placements) {
            tryVerify(function() { return session.humanToMove && table.phase === "setup" }, 20000)
            const before = session.log.count
            // The pair already chosen is no target; another one is.
            if (table.chosenSetupColour !== p[1]) {
                focusOn(targetIn("bead_" + p[1]))
                enter()
                compare(table.chosenSetupColour, p[1])
                verify(!targetIn("bead_" + p[1]).active)
                // The focus went on to a start field (the next part).
                tryVerify(function() { return keys.current && keys.current.step === 1 })
                verify(ringShownOn(keys.current))
            }
            focusOn(targetIn("field_" + p[0]))
            enter()
            // (The computer may place its samurai at once after the last one.)
            verify(session.log.count > before)
            const placed = session.log.data(session.log.index(before, 0), 259)
            verify(placed.startsWith("setup ") && placed.endsWith(" " + p[0] + " " + p[1]), placed)
        }
        tryVerify(function() { return session.humanToMove && table.phase === "play" }, 20000)
        wait(50)
    }

    function test_aWholeMoveByKeys() {
        open(11)
        placeByKeys([["c3", "red"], ["d3", "yellow"], ["b2", "green"]])

        // Arrows to Kokeshi 1, Enter: it is picked, and the focus is on one of its fields.
        const k1 = targetIn("figure_K1")
        verify(k1.name.length > 0 && k1.description.indexOf("c3") >= 0)
        focusOn(k1)
        enter()
        compare(table.stage, "figure")
        compare(table.selectedFigure, "K1")
        tryVerify(function() { return keys.current && keys.current.step === 1 })
        verify(ringShownOn(keys.current))

        // Escape steps back one part (the figure is dropped), and is used by the table.
        keyClick(Qt.Key_Escape)
        compare(table.stage, "idle")
        compare(table.selectedFigure, "")
        // With nothing chosen, Escape does nothing on the table.
        verify(!table.stepBack())

        focusOn(targetIn("figure_K1"))
        enter()
        compare(table.selectedFigure, "K1")
        // Arrows to b3, Enter: the recipient is asked for, the focus is on one.
        const b3 = targetIn("field_b3")
        compare(b3.name, "Step to b3")
        focusOn(b3)
        enter()
        compare(table.stage, "choose")
        compare(table.question, "recipient")
        tryVerify(function() { return keys.current && keys.current.step === 2 })

        // Escape goes back to the fields of the same figure, not further.
        keyClick(Qt.Key_Escape)
        compare(table.stage, "figure")
        compare(table.selectedFigure, "K1")
        focusOn(targetIn("field_b3"))
        enter()
        compare(table.stage, "choose")

        // The recipient on the board: the move made is the focused one.
        const k2 = targetIn("figure_K2")
        compare(k2.name, "Give the bead to Kokeshi 2")
        focusOn(k2)
        const before = session.log.count
        enter()
        verify(session.log.count > before)
        compare(session.log.data(session.log.index(before, 0), 259), "step K1 b3 give K2 top")

        // The computer answers; then the focus ring comes back on a figure of ours.
        tryVerify(function() { return session.humanToMove }, 20000)
        keyClick(Qt.Key_Right)
        verify(keys.current !== null)
        verify(ringShownOn(keys.current))
        verify(keys.current.parent.objectName.startsWith("figure_K") || keys.current.parent.objectName === "passButton",
               keys.current.parent.objectName)
    }

    // A pass by keys: "Pass a bead" in the panel, the giver, the recipient; the panel's
    // recipient buttons are targets too.
    function test_passABeadByKeys() {
        open(14)
        placeByKeys([["c3", "red"], ["d3", "yellow"], ["b2", "green"]])
        focusOn(targetIn("passButton"))
        enter()
        compare(table.stage, "passFrom")
        tryVerify(function() { return keys.current && keys.current.step === 1 })
        focusOn(targetIn("figure_K3"))
        enter()
        compare(table.stage, "passTo")
        const panelRecipient = targetIn("recipient_K1")
        compare(panelRecipient.step, 2)
        focusOn(panelRecipient)
        const before = session.log.count
        enter()
        compare(session.log.data(session.log.index(before, 0), 259), "pass K3 to K1")
    }

    // Clicking a panel button leaves the key focus with the page (arrows keep working).
    function test_clickKeepsTheKeys() {
        open(14)
        placeByKeys([["c3", "red"], ["d3", "yellow"], ["b2", "green"]])
        mouseClick(findChild(table, "passButton"))
        compare(table.stage, "passFrom")
        verify(page.activeFocus)
        keyClick(Qt.Key_Escape)
        compare(table.stage, "idle")
    }

    // Colour-blind-safe mode: seat shapes beside the names and on the start fields, bigger
    // line letters, a letter on every bead.
    function test_colourBlindMarks() {
        open(15)
        tryVerify(function() { return session.humanToMove && table.phase === "setup" })
        const shape = findChild(table, "seatShape")
        verify(shape)
        verify(!shape.visible)
        // (The lines' symbol discs are one picture, a tile each: InkTiles "lineSymbols".)
        const symbols = findChild(table, "lineSymbols")
        verify(symbols.tiles.length > 0)
        const plainWidth = symbols.tiles[0].w
        const start = findChild(findChild(table, "field_c3"), "startShape")
        verify(!start.visible)

        AppSettings.colourBlind = true
        verify(Theme.colourBlind)
        verify(shape.visible)
        verify(shape.text === "●" || shape.text === "■")
        verify(start.visible)
        compare(start.text, "●")
        verify(symbols.tiles[0].w > plainWidth)
        verify(symbols.tiles[0].w >= 24)

        // Place a figure (by keys) and read its beads' letters.
        focusOn(targetIn("field_c3"))
        enter()
        const bead = findChild(table, "stackBead_K1_0")
        verify(bead)
        const letter = findChild(bead, "beadLetter")
        verify(letter.visible)
        verify(letter.text.length === 1)
        verify(letter.font.pixelSize >= 10, "letter " + letter.font.pixelSize + " px")
        // In Japanese the kanji are at least 13 px on the board.
        Localization.language = "ja"
        page.Window.window.update(); waitForRendering(page)
        verify(letter.font.pixelSize >= 13, "kanji " + letter.font.pixelSize + " px")
        const lineLetter = symbols.tiles[0]
        verify(lineLetter.text.length === 1)
        verify(lineLetter.size >= 16, "line kanji " + lineLetter.size + " px")
        AppSettings.resetToDefaults()
        verify(!shape.visible)
    }

    // What a screen reader reads: the figures with their beads, the fields with their lines,
    // the players with their counts.
    function test_screenReaderTexts() {
        open(16)
        placeByKeys([["c3", "red"], ["d3", "yellow"], ["b2", "green"]])
        const k1 = findChild(table, "figure_K1")
        compare(k1.Accessible.name, "Kokeshi 1 on c3, beads from bottom to top: red, red")
        const field = findChild(table, "field_b3")
        verify(field.Accessible.name.startsWith("Field b3"), field.Accessible.name)
        verify(field.Accessible.name.indexOf("red to c3") >= 0, field.Accessible.name)
        const pagoda = findChild(table, "field_blue_base")
        verify(pagoda.Accessible.name.indexOf("Home of Samurai, goal of Kokeshi") >= 0, pagoda.Accessible.name)
        const cards = []
        const panelKids = findChild(table, "gardenPanel").children
        for (let i = 0; i < panelKids.length; ++i) {
            const c = panelKids[i]
            if (c.spokenState !== undefined)
                cards.push(c.spokenState)
        }
        compare(cards.length, 2)
        verify(cards.some(t => t.indexOf("3 figure") >= 0 && t.indexOf("6 bead") >= 0), cards.join(" | "))
    }
}
