// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge
import "EditorForms.js" as EditorForms

// Tokaido Duo's effects in the rules editor, edited as a designer does (issue 30, point 4):
// the primitive chosen from a drop-down of the schema's words, its parameter set in the field
// its schema row asks for, effects added, moved and removed. The document then holds a map
// such as {extra_draw: 2}, never the text "{extra_draw: 2}" that the old one-line field saved
// and the rules refused ("unknown effect").
TestCase {
    id: testCase
    name: "EffectPicker"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component {
        id: mainWindow
        Main {
            width: 1280
            height: 800
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
    function cleanup() {
        Localization.language = "en"
    }

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
        tryVerify(() => page.editor.schema.length > 0, 5000, "the schema of " + id)
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
    function chooseSection(page, section) {
        const chip = findChild(page, "section:" + section)
        verify(chip, "a section " + section)
        mouseClick(chip)
        compare(page.forms.section, section)
        page.Window.window.update(); waitForRendering(page)
    }
    // A table's row, clicked on its number (not on a cell): its detail opens under the table.
    function chooseRow(page, path) {
        const row = findChild(page, "tableRow:" + path)
        verify(row, "a table row " + path)
        EditorForms.reveal(testCase, win, page, row)
        mouseClick(row, 14, row.height / 2)
        tryCompare(row, "current", true)
        page.Window.window.update(); waitForRendering(page)
    }
    // An entry of a drop-down, clicked in its open list.
    function chooseEntry(page, box, index) {
        EditorForms.reveal(testCase, win, page, box)
        mouseClick(box)
        tryCompare(box.popup, "opened", true)
        const entry = findChild(box.popup.contentItem, "comboEntry_" + index)
        verify(entry, "entry " + index + " of " + box)
        box.popup.contentItem.positionViewAtIndex(index, ListView.Contain)
        wait(50)
        mouseClick(entry)
        tryCompare(box.popup, "visible", false)
    }
    function schemaRow(editor, key) {
        return editor.schema.find(r => r.key === key)
    }
    function pickAt(page, listPath, index) {
        const item = findChild(page, "pick:" + listPath + "[" + index + "]")
        verify(item, "effect " + index + " of " + listPath)
        return item
    }
    function checksClean(editor) {
        tryVerify(() => !editor.validating && editor.errors.length === 0, 10000,
                  "no error: " + JSON.stringify(editor.errors))
    }

    // The designer's case: the merchant's Well stocked side, extra_draw 1 → 2.
    function test_waveTileEffectPickedNotTyped() {
        const page = openEditor("tokaido_duo")
        const editor = page.editor
        chooseSection(page, "wave_tiles")
        const merchant = editor.value("wave_tiles").findIndex(t => t.character === "merchant")
        verify(merchant >= 0)
        chooseRow(page, "wave_tiles[" + merchant + "]")
        const sidesPath = "wave_tiles[" + merchant + "].sides"
        const side = editor.value(sidesPath).findIndex(s => JSON.stringify(s.effects).indexOf("extra_draw") >= 0)
        verify(side >= 0)
        chooseRow(page, sidesPath + "[" + side + "]")
        const effects = sidesPath + "[" + side + "].effects"
        const itemRow = schemaRow(editor, "wave_tiles[].sides[].effects[]")
        verify(itemRow && itemRow.type === "word", "the effect item is a word row")
        const list = findChild(page, "picks:" + effects)
        verify(list, "an effect picker for " + effects + " (not a line of text)")

        // The primitive is shown by its label, chosen from the schema's words.
        let box = findChild(pickAt(page, effects, 0), "pickWord")
        verify(box)
        const draw = itemRow.words.indexOf("extra_draw")
        compare(box.currentText, itemRow.word_labels[draw])
        compare(box.count, itemRow.words.length)

        // Another primitive: its parameter starts at one.
        const coins = itemRow.words.indexOf("extra_coins_per_sale")
        chooseEntry(page, box, coins)
        tryVerify(() => JSON.stringify(editor.value(effects + "[0]")) === JSON.stringify({ extra_coins_per_sale: 1 }),
                  3000, JSON.stringify(editor.value(effects + "[0]")))
        // And back to extra_draw, whose field goes up by one click to 2.
        box = findChild(pickAt(page, effects, 0), "pickWord")
        chooseEntry(page, box, draw)
        tryVerify(() => JSON.stringify(editor.value(effects + "[0]")) === JSON.stringify({ extra_draw: 1 }))
        const field = findChild(pickAt(page, effects, 0), "field:" + effects + "[0].extra_draw")
        verify(field, "the parameter's field")
        const spin = findChild(field, "spin")
        verify(spin, "a number box")
        const paramRow = schemaRow(editor, "wave_tiles[].sides[].effects[].extra_draw")
        // The range is the row's: at its minimum, no step down.
        compare(paramRow.min, 1)
        verify(!findChild(spin, "down").enabled, "no step below the row's minimum")
        EditorForms.reveal(testCase, win, page, field)
        mouseClick(findChild(spin, "up"))

        // A map in the document, not a string; no error. The text holds the map
        // (`- extra_draw: 2` in block style, {extra_draw: 2}, or `extra_draw: 2` under the item's
        // number in a list patch), never the quoted text.
        tryVerify(() => typeof editor.value(effects + "[0]") === "object")
        compare(editor.value(effects + "[0]").extra_draw, 2)
        tryVerify(() => /^\s*(- )?extra_draw: 2$|\{extra_draw: 2\}/m.test(editor.text), 3000, editor.text)
        verify(!/["']\{extra_draw/.test(editor.text), editor.text)
        checksClean(editor)
        verify(editor.playable)
    }

    // A ring space type: an effect added, its primitive and parameter chosen (a number or the
    // boutique's value), moved first, then removed; the list comes back to the game's.
    function test_spaceTypeEffectsAddedMovedRemoved() {
        const page = openEditor("tokaido_duo")
        const editor = page.editor
        chooseSection(page, "board")
        const types = editor.value("board.space_types")
        const temple = types.findIndex(t => t.id === "temple")
        verify(temple >= 0)
        chooseRow(page, "board.space_types[" + temple + "]")
        const effects = "board.space_types[" + temple + "].effects"
        const before = JSON.stringify(editor.value(effects))
        const itemRow = schemaRow(editor, "board.space_types[].effects[]")
        const list = findChild(page, "picks:" + effects)
        verify(list, "an effect picker for " + effects)
        const count = editor.value(effects).length

        const add = findChild(list, "addPick:" + effects)
        EditorForms.reveal(testCase, win, page, add)
        mouseClick(add)
        tryCompare(editor.value(effects), "length", count + 1)
        // The first primitive, with its parameter's first word.
        const first = itemRow.words[0]
        const firstRow = schemaRow(editor, "board.space_types[].effects[]." + first)
        const added = {}
        added[first] = firstRow.type === "word" ? firstRow.words[0] : firstRow.min
        compare(JSON.stringify(editor.value(effects + "[" + count + "]")), JSON.stringify(added))

        // Gain coins, then the boutique's value (refused here: a temple has no boutique),
        // then a number again, set to 2.
        chooseEntry(page, findChild(pickAt(page, effects, count), "pickWord"), itemRow.words.indexOf("gain_coins"))
        tryVerify(() => JSON.stringify(editor.value(effects + "[" + count + "]")) === JSON.stringify({ gain_coins: 1 }))
        const kind = findChild(pickAt(page, effects, count), "pickParameterKind")
        verify(kind, "a choice between a number and the boutique's value")
        const coinsRow = schemaRow(editor, "board.space_types[].effects[].gain_coins")
        compare(kind.count, 1 + coinsRow.words.length)
        chooseEntry(page, kind, 1 + coinsRow.words.indexOf("boutique_value"))
        tryCompare(editor.value(effects + "[" + count + "]"), "gain_coins", "boutique_value")
        tryVerify(() => !editor.validating && editor.errors.some(e => e.key.indexOf(effects) === 0), 10000,
                  "the boutique's value on a temple is refused: " + JSON.stringify(editor.errors))
        chooseEntry(page, findChild(pickAt(page, effects, count), "pickParameterKind"), 0)
        tryCompare(editor.value(effects + "[" + count + "]"), "gain_coins", 1)
        const spin = findChild(findChild(pickAt(page, effects, count), "field:" + effects + "[" + count + "].gain_coins"), "spin")
        verify(spin)
        mouseClick(findChild(spin, "up"))
        tryCompare(editor.value(effects + "[" + count + "]"), "gain_coins", 2)
        checksClean(editor)

        // Moved first: the space gives the coins before the track moves.
        const earlier = findChild(pickAt(page, effects, count), "pickEarlier")
        verify(earlier.enabled)
        mouseClick(earlier)
        tryVerify(() => JSON.stringify(editor.value(effects + "[0]")) === JSON.stringify({ gain_coins: 2 }))
        compare(JSON.stringify(editor.value(effects + "[1]")), JSON.stringify({ advance_track: "temple" }))
        verify(/- gain_coins: 2\n\s*- advance_track: temple\n|\[\{gain_coins: 2\}, \{advance_track: temple\}\]/.test(editor.text),
               editor.text)
        checksClean(editor)

        // Removed: the game's list again.
        mouseClick(findChild(pickAt(page, effects, 0), "pickRemove"))
        tryVerify(() => JSON.stringify(editor.value(effects)) === before)
        checksClean(editor)
    }

    // A parameter that is a map (pilgrim_steps: {offset, min}): a field per key of its row.
    function test_mapParameterHasAFieldPerKey() {
        const page = openEditor("tokaido_duo")
        const editor = page.editor
        chooseSection(page, "wave_tiles")
        const pilgrim = editor.value("wave_tiles").findIndex(t => t.character === "pilgrim")
        chooseRow(page, "wave_tiles[" + pilgrim + "]")
        const sidesPath = "wave_tiles[" + pilgrim + "].sides"
        chooseRow(page, sidesPath + "[0]")
        const effects = sidesPath + "[0].effects"
        const item = pickAt(page, effects, 0)
        const offsetField = findChild(item, "field:" + effects + "[0].pilgrim_steps.offset")
        const minField = findChild(item, "field:" + effects + "[0].pilgrim_steps.min")
        verify(offsetField && minField, "a field for offset and one for min")
        const offset = editor.value(effects + "[0].pilgrim_steps.offset")
        EditorForms.reveal(testCase, win, page, offsetField)
        mouseClick(findChild(findChild(offsetField, "spin"), "down"))
        tryCompare(editor.value(effects + "[0]").pilgrim_steps, "offset", offset - 1)
        checksClean(editor)
    }
}
