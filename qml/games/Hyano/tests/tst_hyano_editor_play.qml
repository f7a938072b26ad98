// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The preview is the game you will play: in the rules editor a pile is added on the board and
// its disc given letters, all by clicks on the board editor's handles; then "Play this
// variant", and the table deals the piles the preview showed, with the same emblems drawn.
TestCase {
    id: testCase
    name: "HyanoEditorPlay"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component {
        id: mainWindow
        Main {
            width: 1280
            height: 800
            // The computer never moves: the table stays at its deal.
            startup: ({ aiDelay: 600000 })
        }
    }

    property var win: null
    property var launcher: null
    property var stack: null

    function init() {
        Localization.language = "en"
        win = createTemporaryObject(mainWindow, testCase)
        verify(win)
        launcher = findChild(win.contentItem, "launcher")
        stack = findChild(win.contentItem, "stack")
        verify(launcher && stack)
        win.update(); waitForRendering(win.contentItem)
    }

    // Edit rules… on the launcher's card of the game.
    function openEditor(id) {
        const card = findChild(launcher, "gameCard_" + id)
        verify(card, "a card for " + id)
        findChild(launcher, "gameList").positionViewAtIndex(Catalog.indexOf(id), ListView.Contain)
        mouseClick(card, 30, 20)
        mouseClick(findChild(launcher, "editRulesButton"))
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const page = stack.currentItem
        compare(page.objectName, "editorPage")
        tryVerify(() => page.editor.schema.length > 0, 5000)
        // An earlier test's editor left unsaved work (its window went without closing it):
        // deleted through the prompt (Discard…, then Delete).
        for (let guard = 0; page.recoveryDialog.visible && guard < 50; ++guard) {
            tryCompare(page.recoveryDialog, "opened", true)
            mouseClick(findChild(page.recoveryDialog.contentItem, "dialogOther"))
            tryCompare(page.discardRecoveryDialog, "opened", true)
            mouseClick(findChild(page.discardRecoveryDialog.contentItem, "dialogAccept"))
            tryCompare(page.discardRecoveryDialog, "visible", false)
        }
        return page
    }
    function boardHandle(page, name) {
        tryVerify(() => findChild(page, name) !== null, 10000, "the board handle " + name)
        const handle = findChild(page, name)
        handle.Window.window.update(); waitForRendering(handle)
        return handle
    }
    // Picks entry `index` of a drop-down list by clicking it open and clicking the entry.
    function chooseEntry(box, index) {
        mouseClick(box)
        tryVerify(() => box.popup.opened)
        const list = box.popup.contentItem
        list.positionViewAtIndex(index, ListView.Contain)
        tryVerify(() => findChild(list, "comboEntry_" + index) !== null)
        const entry = findChild(list, "comboEntry_" + index)
        list.Window.window.update(); waitForRendering(list)
        mouseClick(entry)
        tryVerify(() => !box.popup.visible)
    }
    // What a Hyano table draws for each pile: its symbol and the emblem on its disc.
    function drawnPiles(table) {
        const out = []
        for (let i = 0; i < table.pileCount; ++i) {
            const pile = table.pileItem(i)
            const emblem = findChild(findChild(pile, "disc_" + pile.symbolId), "emblem")
            out.push({ symbol: pile.symbolId, emblem: emblem.drawn, letters: emblem.letters })
        }
        return out
    }
    // The editor's preview table once it shows `count` piles.
    function previewTable(page, count) {
        const preview = findChild(page, "tablePreview")
        verify(preview)
        tryVerify(() => preview.table !== null && preview.table.pileCount === count, 10000,
                  "the preview shows " + count + " piles")
        return preview.table
    }

    Component {
        id: emblemView
        Rectangle {
            width: 80
            height: 80
            color: "black"
            property alias emblem: emblem
            SymbolEmblem {
                id: emblem
                anchors.fill: parent
                colour: "white"
            }
        }
    }
    // Which of a 16 × 16 grid of points an emblem covers, as a string of 0 and 1.
    function coverage(kind, letters) {
        const view = createTemporaryObject(emblemView, testCase)
        view.emblem.kind = kind
        view.emblem.letters = letters
        view.Window.window.update(); waitForRendering(view)
        wait(50)
        const image = grabImage(view)
        let out = ""
        for (let y = 0; y < 16; ++y) {
            for (let x = 0; x < 16; ++x)
                out += image.pixel(2 + x * 5, 2 + y * 5).r > 0.5 ? "1" : "0"
        }
        return out
    }

    // Every shape the rules accept (the schema's words of symbols[].emblem) is drawn, each
    // its own picture, none the plain dot drawn for a word the view does not know; letters
    // are written.
    function test_everyShapeIsDrawn() {
        const page = openEditor("hyano")
        const row = page.editor.schema.find(r => r.key === "symbols[].emblem")
        verify(row && row.words.length >= 8, JSON.stringify(row))
        const dot = coverage("no_such_shape", false)
        const seen = {}
        for (const word of row.words) {
            const picture = coverage(word, false)
            verify(picture.indexOf("1") >= 0, word + " draws nothing")
            verify(picture !== dot, word + " is drawn as the unknown dot")
            verify(seen[picture] === undefined, word + " looks like " + seen[picture])
            seen[picture] = word
        }
        verify(coverage("蓮", true).indexOf("1") >= 0, "letters are written")
    }

    function test_addedPileWithLettersIsPlayed() {
        const page = openEditor("hyano")
        const editor = page.editor
        boardHandle(page, "pileHandle_5")

        // Add a pile: one undo step that deals one pile more and gives it a disc of its own.
        const add = findChild(page, "addPileButton")
        mouseClick(add)
        compare(editor.value("rules.piles"), 7)
        compare(editor.value("symbols").length, 7)
        compare(editor.undoText, "Add pile 7")
        tryVerify(() => !editor.validating && editor.playable, 5000,
                  "the added pile checks clean: " + JSON.stringify(editor.errors))
        const added = editor.value("symbols[6]")
        verify(editor.value("symbols").slice(0, 6).every(s => s.emblem !== added.emblem),
               "a new emblem, not a copy: " + added.emblem)
        // Its name is written in every language, and marked as still English in the others.
        for (const language of Localization.languages)
            verify(added.name[language.code] !== undefined, language.code)
        previewTable(page, 7)

        // Undo takes both away at once, redo brings both back.
        mouseClick(findChild(page, "undoButton"))
        compare(editor.value("rules.piles"), 6)
        compare(editor.value("symbols").length, 6)
        mouseClick(findChild(page, "redoButton"))
        compare(editor.value("rules.piles"), 7)
        compare(editor.value("symbols").length, 7)
        let table = previewTable(page, 7)

        // The new pile's disc gets letters, chosen and typed on its card.
        mouseClick(boardHandle(page, "pileHandle_6"))
        const bubble = findChild(page, "pileBubble")
        tryCompare(bubble, "opened", true)
        verify(findChild(bubble.contentItem, "pileNameMark").visible)
        const box = findChild(bubble.contentItem, "emblemBox")
        chooseEntry(box, box.count - 1)
        const field = findChild(bubble.contentItem, "emblemLettersField")
        tryVerify(() => field.visible && field.activeFocus)
        keyClick("L")
        keyClick("o")
        keyClick(Qt.Key_Return)
        compare(editor.value("symbols[6].emblem"), "Lo")
        tryVerify(() => !editor.validating && editor.playable, 5000, JSON.stringify(editor.errors))
        mouseClick(findChild(bubble.contentItem, "bubbleClose"))

        // The preview draws the letters on the seventh disc.
        const preview = findChild(page, "tablePreview")
        tryVerify(() => {
            const piles = preview.table ? drawnPiles(preview.table) : []
            return piles.length === 7 && piles[6].emblem === "Lo" && piles[6].letters
        }, 10000, "the preview's seventh disc shows Lo")
        const shown = drawnPiles(preview.table)
        verify(shown.slice(0, 6).every(p => !p.letters && p.emblem !== ""), JSON.stringify(shown))

        // Play this variant: the table deals seven piles and draws the same discs.
        const play = findChild(page, "playVariantButton")
        tryVerify(() => play.enabled, 10000)
        mouseClick(play)
        tryCompare(stack, "depth", 3)
        tryCompare(stack, "busy", false)
        const game = stack.currentItem
        compare(game.objectName, "gamePage")
        tryVerify(() => game.table !== null && game.table.pileCount === 7, 10000,
                  "the table deals seven piles")
        game.table.Window.window.update(); waitForRendering(game.table)
        compare(JSON.stringify(drawnPiles(game.table)), JSON.stringify(shown))
        // And the rules agree: seven piles in the definition, all 55 cards dealt onto them.
        const session = game.session
        compare(session.definition.piles, 7)
        const piles = session.observation.piles
        compare(piles.length, 7)
        let cards = 0
        for (const p of piles) {
            verify(p.face_up !== null && p.face_up !== undefined)
            cards += 1 + p.face_down
        }
        compare(cards, 55)
    }

    // Taking a pile away deals one pile fewer, and its symbol goes with it.
    function test_removedPileIsNotDealt() {
        const page = openEditor("hyano")
        const editor = page.editor
        previewTable(page, 6)
        mouseClick(boardHandle(page, "pileHandle_2"))
        const remove = findChild(page, "removePileButton")
        tryVerify(() => remove.visible)
        mouseClick(remove)
        compare(editor.value("rules.piles"), 5)
        compare(editor.value("symbols").map(s => s.id).join(" "), "S0 S1 S3 S4 S5")
        const table = previewTable(page, 5)
        compare(drawnPiles(table).map(p => p.symbol).join(" "), "S0 S1 S3 S4 S5")
        tryVerify(() => !editor.validating && editor.playable, 5000)
        mouseClick(findChild(page, "playVariantButton"))
        tryCompare(stack, "depth", 3)
        tryCompare(stack, "busy", false)
        const game = stack.currentItem
        tryVerify(() => game.table !== null && game.table.pileCount === 5, 10000)
        compare(game.session.observation.piles.length, 5)
        compare(drawnPiles(game.table).map(p => p.symbol).join(" "), "S0 S1 S3 S4 S5")
    }

    // The five-pile variant leaves its sixth disc in the box: the preview shows five piles,
    // and adding a pile brings that disc into play rather than a new one.
    function test_fivePilesVariantBringsItsSpareDisc() {
        win.openEditor("hyano", "five_piles")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const variantPage = stack.currentItem
        tryVerify(() => variantPage.editor.schema.length > 0, 5000)
        const table = previewTable(variantPage, 5)
        compare(variantPage.editor.value("symbols").length, 6)
        mouseClick(findChild(variantPage, "addPileButton"))
        compare(variantPage.editor.value("rules.piles"), 6)
        compare(variantPage.editor.value("symbols").length, 6)
        compare(drawnPiles(previewTable(variantPage, 6))[5].symbol, "S5")
    }
}
