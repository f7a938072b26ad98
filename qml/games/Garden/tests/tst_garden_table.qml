// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

TestCase {
    id: testCase
    name: "GardenTable"
    when: windowShown
    visible: true
    width: 1000
    height: 740

    GameSession {
        id: session
        aiDelay: 0
    }

    Component {
        id: tableView
        GardenTable {
            width: 1000
            height: 740
        }
    }

    function startGame(seed, variant) {
        verify(session.start("garden", variant || "", [{ kind: "human" }, { kind: "ai", level: "easy" }], seed))
        return createTemporaryObject(tableView, testCase, { session: session })
    }

    function lastLoggedAction() {
        return session.log.data(session.log.index(session.log.count - 1, 0), 259)
    }

    function click(table, name) {
        const item = findChild(table, name)
        verify(item, name + " is on the table")
        verify(item.visible, name + " is visible")
        // Rows and flows place their items when polished: wait for every level.
        for (let p = item; p; p = p.parent) {
            waitForItemPolished(p)
            if (p === table)
                break
        }
        mouseClick(item)
    }

    // Places the three kokeshi by clicking a bead pair, then a start field.
    function placeKokeshi(table, placements) {
        for (const p of placements) {
            tryVerify(function() { return session.humanToMove }, 20000)
            compare(table.phase, "setup")
            const before = session.log.count
            click(table, "bead_" + p[1])
            compare(table.chosenSetupColour, p[1])
            compare(table.targets[p[0]], "setup")
            click(table, "field_" + p[0])
            compare(session.log.count, before + 1)
            verify(lastLoggedAction().startsWith("setup "))
            verify(lastLoggedAction().endsWith(" " + p[0] + " " + p[1]))
        }
        // The computer places the samurai; then it is our move.
        tryVerify(function() { return session.humanToMove && table.phase === "play" }, 20000)
    }

    function test_setupAndStepByClicking() {
        const table = startGame(11)
        verify(table)
        placeKokeshi(table, [["c3", "red"], ["d3", "yellow"], ["b2", "green"]])

        // Select Kokeshi 1 (c3, top bead red): the red line to b3 lights up as a step.
        click(table, "figure_K1")
        compare(table.stage, "figure")
        compare(table.selectedFigure, "K1")
        compare(table.targets["b3"], "step")
        verify(table.emphasisedLines["b3|c3"] || table.emphasisedLines["c3|b3"])

        // Stepping back (Escape on the page, tested in tst_garden_keys) drops the selection;
        // here the panel's Cancel button does; select again.
        click(table, "cancelButton")
        compare(table.stage, "idle")
        click(table, "figure_K1")

        // The field, then all beads, then the receiving figure.
        const before = session.log.count
        click(table, "field_b3")
        compare(table.stage, "choose")
        compare(table.question, "recipient")
        verify(table.recipientFigures["K2"] && table.recipientFigures["K3"])
        click(table, "give_all")
        compare(table.chosenMode, "all")
        compare(table.givenBeads, ["red", "red"])
        click(table, "recipient_K3")
        tryVerify(function() { return session.log.count > before })
        compare(session.log.data(session.log.index(before, 0), 259), "step K1 b3 give K3 all")
    }

    function test_handoffJumpAndRecipientOnTheBoard() {
        const table = startGame(12)
        placeKokeshi(table, [["c3", "red"], ["d3", "yellow"], ["b2", "green"]])

        // Kokeshi 1 stands beside Kokeshi 2, both loaded: only the hand-off jump goes over it.
        click(table, "figure_K1")
        compare(table.targets["e3"], "handoff")
        const before = session.log.count
        click(table, "field_e3")
        compare(session.log.data(session.log.index(before, 0), 259), "handoff K1 over d3 to e3")
    }

    function test_stepWithTheRecipientClickedOnTheBoard() {
        const table = startGame(13)
        placeKokeshi(table, [["c3", "red"], ["d3", "yellow"], ["b2", "green"]])
        click(table, "figure_K1")
        click(table, "field_b3")
        const before = session.log.count
        // The used bead (the default) goes to the figure clicked on the board.
        click(table, "figure_K2")
        compare(session.log.data(session.log.index(before, 0), 259), "step K1 b3 give K2 top")
        // The last move is drawn: from c3 to b3, the bead to Kokeshi 2.
        tryVerify(function() { return session.humanToMove }, 20000)
    }

    function test_passABead() {
        const table = startGame(14)
        placeKokeshi(table, [["c3", "red"], ["d3", "yellow"], ["b2", "green"]])
        click(table, "passButton")
        compare(table.stage, "passFrom")
        verify(table.actionableFigures["K3"])
        click(table, "figure_K3")
        compare(table.stage, "passTo")
        const before = session.log.count
        click(table, "figure_K1")
        compare(session.log.data(session.log.index(before, 0), 259), "pass K3 to K1")
    }

    function test_gardenDrawnFromTheData() {
        let table = startGame(15)
        const fields = session.definition.regions.filter(r => r.kind === "field")
        compare(fields.length, 40)
        for (const f of fields)
            verify(findChild(table, "field_" + f.id), f.id)
        verify(findChild(table, "field_red_base"))
        verify(!findChild(table, "field_a12"))
        verify(!table.sideways)

        table = startGame(15, "long_garden")
        compare(session.definition.height, 12)
        verify(findChild(table, "field_f12"))
        verify(findChild(table, "field_blue_base"))
        // A long garden lies sideways when that gives bigger fields.
        verify(table.sideways)
        verify(table.statusText.length > 0)
    }

    // The tables' texts are checked in English unless a test says otherwise, whatever
    // language was saved by an earlier run.
    function init() { Localization.language = "en" }
    function cleanup() { Localization.language = "en" }

    // A sentence as read: the marks that hold a name on one line (Theme.keepWhole) left out.
    function plain(text) { return String(text).replace(/\u2060/g, "").replace(/\u00a0/g, " ") }

    // A figure's name is never broken across two lines in a move's sentence, in the log, the
    // hint or the confirm bar (es at 1920×1080: "Kokeshi" at the end of the panel's last-move
    // line, "1" on the next): its space does not break, nor any place between its letters.
    function test_figureNamesHeldWhole_data() {
        return [{ tag: "es", lang: "es" }, { tag: "en", lang: "en" }, { tag: "ja", lang: "ja" }, { tag: "hu", lang: "hu" }]
    }
    function test_figureNamesHeldWhole(data) {
        const table = startGame(16)
        Localization.language = data.lang
        const step = {kind: "step", figure: "K1", to: "c4", recipient: "K2", mode: "top"}
        const jump = {kind: "jump", figure: "S1", over: "c5", to: "c6", jumped: "K3", recipient: "S2", mode: "all"}
        for (const text of [table.describeMove(0, step), table.adviseMove(0, step, false), table.adviseMove(0, step, true),
                            table.describeMove(1, jump), table.adviseMove(1, jump, false)]) {
            for (const id of ["K1", "K2", "S1", "S2", "K3"]) {
                const name = table.figureLabel(id)
                if (plain(text).indexOf(name) < 0)
                    continue
                verify(text.indexOf(name) < 0, "\"" + name + "\" can break in: " + text)
                verify(text.indexOf(Theme.keepWhole(name, [name], true)) >= 0, "\"" + name + "\" held whole in: " + text)
            }
        }
        // Laid out at every width from 80 to 400 px, no line starts inside a name.
        const text = table.describeMove(0, step)
        const shown = plain(text)
        const line = createTemporaryObject(narrowText, testCase, { text: text })
        for (let w = 80; w <= 400; w += 3) {
            line.width = w
            for (let y = 1; y < line.contentHeight; y += line.font.pixelSize / 2) {
                // The line's first letter, counted in the sentence as read.
                const at = plain(text.substring(0, line.positionAt(1, y))).length
                for (const id of ["K1", "K2"]) {
                    const name = table.figureLabel(id)
                    // The name with the case ending a language writes after a hyphen (hu
                    // "Kokesi 2-nek", "Szamuráj 3-nak"): no line starts after that hyphen either.
                    for (let i = shown.indexOf(name); i >= 0; i = shown.indexOf(name, i + 1)) {
                        const whole = name.length + /^(?:-[^\s.,;:!?)]*)?/.exec(shown.substring(i + name.length))[0].length
                        verify(!(at > i && at < i + whole),
                               data.tag + " at " + w + " px: a line starts inside \"" + shown.substr(i, whole) + "\": " + shown.substring(at))
                    }
                }
            }
        }
    }

    // A held name stays held with the case ending Hungarian writes after a hyphen, as in the
    // move panel's route buttons ("Add át minden gyöngyödet Szamuráj 3-nak, és ugord át"): no
    // line may end at "Szamuráj 3-"; a screen reader gets the plain words.
    function test_heldNameKeepsItsEnding() {
        const table = startGame(16)
        Localization.language = "hu"
        const name = table.figureLabel("S3")
        const held = Theme.fill("%1{nak}", [table.figureInText("S3")])
        compare(held, Theme.keepWhole(name + "-nak", [name + "-nak"], true))
        compare(Theme.spoken(held), name + "-nak")
        // Without an ending the name is left as keepWhole made it.
        compare(Theme.fill("%1", [table.figureInText("S3")]), table.figureInText("S3"))
    }
    Component {
        id: narrowText
        TextEdit {
            readOnly: true
            font.pixelSize: 12
            wrapMode: TextEdit.Wrap
        }
    }

    // The pagodas inside sentences come with their article, in every language that has one.
    function test_pagodasInSentences() {
        const table = startGame(16)
        const step = {kind: "step", figure: "K1", to: "blue_base", recipient: "K2", mode: "top"}
        Localization.language = "es"
        compare(plain(table.describeMove(0, step)), "Kokeshi 1 avanza a la pagoda azul y da la cuenta usada a Kokeshi 2")
        Localization.language = "fr"
        compare(plain(table.describeMove(0, step)), "Kokeshi 1 avance jusqu’à la pagode bleue et donne la perle utilisée à Kokeshi 2")
        Localization.language = "hu"
        compare(plain(table.describeMove(0, step)), "Kokesi 1 átlép a kék pagodára, és a felhasznált gyöngyöt átadja Kokesi 2-nek")
    }

    function test_describesEveryKindOfMove() {
        const table = startGame(16)
        compare(plain(table.describeMove(0, {kind: "setup", figure: "K1", to: "c3", colour: "red"})), "Kokeshi 1 starts on c3 (red ×2)")
        compare(plain(table.describeMove(0, {kind: "step", figure: "K1", to: "c4", recipient: "K2", mode: "top"})), "Kokeshi 1 steps to c4 and gives the used bead to Kokeshi 2")
        compare(plain(table.describeMove(1, {kind: "step", figure: "S1", to: "c5", recipient: "S3", mode: "all"})), "Samurai 1 steps to c5 and hands all its beads to Samurai 3")
        compare(plain(table.describeMove(0, {kind: "jump", figure: "K1", over: "c5", to: "c6"})), "Kokeshi 1 jumps over the figure on c5 to c6")
        compare(plain(table.describeMove(0, {kind: "jump", figure: "K1", over: "c5", to: "c6", recipient: "K2", mode: "top"})),
                "Kokeshi 1 jumps over the figure on c5 to c6 and gives its top bead to Kokeshi 2")
        compare(plain(table.describeMove(0, {kind: "handoff", figure: "K1", over: "c5", to: "c6", mode: "all"})),
                "Kokeshi 1 hands all its beads to the figure on c5 and jumps over it to c6")
        compare(plain(table.describeMove(1, {kind: "pass", figure: "S1", recipient: "S2", mode: "top"})), "Samurai 1 passes its top bead to Samurai 2")
        compare(plain(table.describeMove(1, {kind: "pass", figure: "S1", recipient: "S2", mode: "all"})), "Samurai 1 passes all its beads to Samurai 2")
        compare(plain(table.describeMove(0, {kind: "draft", colour: "red"})), "Kokeshi takes a pair of beads: red")
        compare(plain(table.describeMove(1, {kind: "stop"})), "Samurai ends the turn")
        compare(plain(table.describeMove(0, {kind: "step", figure: "K1", to: "blue_base", recipient: "K2", mode: "top"})),
                "Kokeshi 1 steps to the blue pagoda and gives the used bead to Kokeshi 2")
        // The description names the figure jumped over.
        compare(plain(table.describeMove(0, {kind: "jump", figure: "K1", over: "c5", to: "c6", jumped: "S2"})), "Kokeshi 1 jumps over Samurai 2 to c6")
        compare(table.seatName(0), "Kokeshi")
        compare(table.seatColour(1), "#3a6ec9")
    }

    // The move panel's legend is shown whole at the smallest window the app allows (1024×640),
    // in Hungarian, the language whose legend is longest: after a move of the computer's whose
    // sentence takes two lines under the panel, and with a figure chosen. It used to lose its
    // last line (the note on the ink arrow) below the panel's fold.
    Component {
        id: smallWindow
        Main {
            width: 1024
            height: 640
            startup: ({ game: "garden", players: 2, humans: 1, seed: 11, level: "easy", aiDelay: 0 })
        }
    }
    // Whether `item` is drawn whole: inside the window and every clipping ancestor.
    function shownWhole(win, item) {
        const p = item.mapToItem(win.contentItem, 0, 0)
        let seen = { x: 0, y: 0, w: win.width, h: win.height }
        for (let a = item.parent; a; a = a.parent) {
            if (a.clip) {
                const c = a.mapToItem(win.contentItem, 0, 0)
                const x = Math.max(seen.x, c.x), y = Math.max(seen.y, c.y)
                seen = { x: x, y: y, w: Math.min(seen.x + seen.w, c.x + a.width) - x,
                         h: Math.min(seen.y + seen.h, c.y + a.height) - y }
            }
        }
        return p.x >= seen.x - 1 && p.y >= seen.y - 1 && p.x + item.width <= seen.x + seen.w + 1
                && p.y + item.height <= seen.y + seen.h + 1
    }
    // The shown lines under `item` that are not drawn whole.
    function cutLines(win, item, out) {
        if (!item || !item.visible || item.opacity === 0)
            return out
        if (item.truncated !== undefined && typeof item.text === "string" && item.text.trim() !== ""
                && (item.truncated || !shownWhole(win, item)))
            out.push("\"" + item.text + "\"")
        const children = item.children || []
        for (let i = 0; i < children.length; ++i)
            cutLines(win, children[i], out)
        return out
    }
    function findShownText(item, text) {
        if (!item || !item.visible)
            return null
        if (item.truncated !== undefined && item.text === text)
            return item
        const children = item.children || []
        for (let i = 0; i < children.length; ++i) {
            const found = findShownText(children[i], text)
            if (found)
                return found
        }
        return null
    }
    function test_legendWholeAtTheSmallestWindow() {
        Localization.language = "hu"
        const win = createTemporaryObject(smallWindow, testCase)
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const page = findChild(win.contentItem, "gamePage")
        tryVerify(function() { return page && page.table && page.table.session }, 10000)
        const table = page.table
        const game = page.session
        for (const p of [["c3", "red"], ["d3", "yellow"], ["b2", "green"]]) {
            tryVerify(function() { return game.humanToMove && table.phase === "setup" }, 20000)
            click(table, "bead_" + p[1])
            click(table, "field_" + p[0])
        }
        tryVerify(function() { return game.humanToMove && table.phase === "play" }, 20000)
        // A step, the used bead to Kokeshi 2; then the computer's answer.
        click(table, "figure_K1")
        click(table, "field_b3")
        click(table, "figure_K2")
        tryVerify(function() { return game.humanToMove && table.stage === "idle" }, 20000)
        // The legend: the lines around its note on the ink arrow.
        const note = findShownText(table, qsTranslate("MovePanel",
            "The ink arrow shows the last move, the gold dotted trail where its beads went."))
        verify(note, "the legend's note is shown")
        const legend = note.parent
        win.update(); waitForRendering(win.contentItem)
        let cut = cutLines(win, legend, [])
        compare(cut.length, 0, "cut with nothing chosen: " + cut.join(", "))
        click(table, "figure_K2")
        compare(table.stage, "figure")
        win.update(); waitForRendering(win.contentItem)
        cut = cutLines(win, legend, [])
        compare(cut.length, 0, "cut with a figure chosen: " + cut.join(", "))
    }
}
