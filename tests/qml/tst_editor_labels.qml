// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The rules editor speaks the designer's words, in the designer's language (issue 30, point
// 5): sections, fields and table columns are named by their labels with the YAML key beside
// them in small type; an undo step says what it changes ("Change the type of ring space 9")
// in a whole sentence of that language; Save as asks the variant's name and description in
// every language and counts the ones not written yet.
TestCase {
    id: testCase
    name: "EditorLabels"
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

    // Edit rules… on the launcher, in `language`: the editor comes up on that game.
    function openEditor(id, language) {
        Localization.language = language
        const card = findChild(launcher, "gameCard_" + id)
        verify(card, "a card for " + id)
        findChild(launcher, "gameList").positionViewAtIndex(Catalog.indexOf(id), ListView.Contain)
        launcher.Window.window.update(); waitForRendering(launcher)
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
        page.Window.window.update(); waitForRendering(page)
        return page
    }
    function chooseSection(page, section) {
        const chip = findChild(page, "section:" + section)
        verify(chip, "a section " + section)
        mouseClick(chip)
        compare(page.forms.section, section)
        page.Window.window.update(); waitForRendering(page)
        return chip
    }
    function typeInto(field, text) {
        mouseClick(field)
        verify(field.activeFocus)
        keySequence(StandardKey.SelectAll)
        keyClick(Qt.Key_Delete)
        for (const c of text)
            keyClick(c)
    }
    // A Text drawn on screen: visible, with room for what it says.
    function shown(item, what) {
        verify(item, what)
        verify(item.visible && item.width > 0 && item.height > 0, what + " is drawn")
        return item
    }

    // Sections, fields and table columns show their labels in the UI language, the key beside.
    function test_fieldsInWords_data() {
        return [
            { tag: "ja", language: "ja", section: "ルール", field: "最初の銅銭", column: "宿場町で引く商品の数",
              table: "町", ring: "外周" },
            { tag: "es", language: "es", section: "Reglas", field: "Monedas iniciales",
              column: "Mercancías del pueblo de montaña", table: "Poblaciones", ring: "Camino de la costa" },
            { tag: "hu", language: "hu", section: "Szabályok", field: "Kezdő érmék",
              column: "Húzás a hegyi faluban", table: "Települések", ring: "Parti út" },
        ]
    }
    function test_fieldsInWords(data) {
        const page = openEditor("tokaido_duo", data.language)
        const chip = chooseSection(page, "rules")
        compare(chip.text, data.section)
        compare(shown(findChild(page, "sectionLabel"), "the section's title").text, data.section)
        compare(shown(findChild(page, "sectionKey"), "the section's key").text, "rules")

        const path = "rules.starting_coins"
        compare(shown(findChild(page, "label:" + path), "the label of " + path).text, data.field)
        compare(shown(findChild(page, "keyHint:" + path), "the key of " + path).text, "starting_coins")
        // A screen reader says the field in words too.
        const field = findChild(page, "field:" + path)
        verify(field)
        compare(findChild(findChild(field, "spin"), "cell").Accessible.name, data.field)

        chooseSection(page, "board")
        compare(shown(findChild(page, "label:board.towns"), "the towns' title").text, data.table)
        compare(shown(findChild(page, "keyHint:board.towns"), "the towns' key").text, "towns")
        compare(shown(findChild(page, "columnLabel:board.towns:draw"), "the draw column").text, data.column)
        compare(shown(findChild(page, "columnKey:board.towns:draw"), "the draw column's key").text, "draw")
        compare(findChild(page, "label:board.ring").text, data.ring)
    }

    // A ring space's type changed on the board by clicks: the undo button says the step in
    // words, as a whole sentence of the UI language.
    function test_undoStepInWords_data() {
        return [
            { tag: "en", language: "en", step: "Change the type of ring space 9", undo: "Undo: " },
            { tag: "ja", language: "ja", step: "外周の9番のマスの種類を変更", undo: "元に戻す：" },
            { tag: "es", language: "es", step: "Cambiar tipo de casilla 9 del camino de la costa", undo: "Deshacer: " },
            { tag: "hu", language: "hu", step: "Módosítás: a parti út 9. mezője – típus", undo: "Visszavonás: " },
        ]
    }
    function test_undoStepInWords(data) {
        const page = openEditor("tokaido_duo", data.language)
        const editor = page.editor
        tryVerify(() => findChild(page, "spaceHandle_9") !== null, 10000, "the ring's handles")
        const handle = findChild(page, "spaceHandle_9")
        handle.Window.window.update(); waitForRendering(handle)
        mouseClick(handle)
        const box = findChild(page, "spaceTypeBox")
        tryVerify(() => box.visible, 3000, "the ring space's card")
        const before = editor.value("board.ring[9].type")
        const types = editor.value("board.space_types")
        const target = types.findIndex(t => t.id !== before)
        mouseClick(box)
        tryVerify(() => box.popup.opened)
        const entry = findChild(box.popup.contentItem, "comboEntry_" + target)
        verify(entry, "the entry of " + types[target].id)
        mouseClick(entry)
        tryCompare(editor, "canUndo", true)
        compare(editor.value("board.ring[9].type"), types[target].id)
        compare(editor.undoText, data.step)
        const undo = findChild(page, "undoButton")
        compare(undo.tip, data.undo + data.step)
        compare(undo.Accessible.name, data.undo + data.step)
        // Hovering shows it.
        mouseMove(undo, undo.width / 2, undo.height / 2)
        tryVerify(() => undo.ToolTip.visible, 3000, "the undo tooltip")
        compare(undo.ToolTip.text, data.undo + data.step)
        mouseClick(undo)
        compare(editor.value("board.ring[9].type"), before)
        compare(findChild(page, "redoButton").tip.indexOf(data.step) > 0, true)
    }

    // Save as asks the name and the description in every language; the ones still empty or
    // the editor's stand-in ("Tokaido Duo (variant)") are marked and counted. A language left
    // out then shows the name the designer wrote in another.
    function test_saveAsMarksMissingLanguages() {
        const page = openEditor("tokaido_duo", "es")
        const editor = page.editor
        verify(editor.setValue("rules.starting_coins", 2))
        mouseClick(findChild(page, "saveAsButton"))
        const dialog = page.saveAsDialog
        tryCompare(dialog, "opened", true)
        const content = dialog.contentItem
        const missing = findChild(content, "saveAsMissing")
        shown(missing, "the count of missing languages")
        verify(missing.text.startsWith("Faltan 5 idiomas"), missing.text)
        compare(String(findChild(content, "saveAsLanguage_ja").color), String(Theme.vermilion))

        typeInto(findChild(content, "saveAsName_en"), "Long roads")
        typeInto(findChild(content, "saveAsDescription_en"), "Every player starts with 2 coins.")
        tryVerify(() => missing.text.startsWith("Faltan 4 idiomas"), 2000, missing.text)
        compare(String(findChild(content, "saveAsLanguage_en").color), String(Theme.inkSoft))
        compare(String(findChild(content, "saveAsLanguage_ja").color), String(Theme.vermilion))
        // (Typed in Latin letters: the test's keyboard has no input method.)
        typeInto(findChild(content, "saveAsName_ja"), "Nagai michi")
        typeInto(findChild(content, "saveAsDescription_ja"), "Dosen 2-mai de hajimaru.")
        tryVerify(() => missing.text.startsWith("Faltan 3 idiomas"), 2000, missing.text)

        const id = "long_roads_" + Date.now()
        typeInto(findChild(content, "saveAsId"), id)
        mouseClick(findChild(content, "saveAsConfirm"))
        tryCompare(dialog, "visible", false)
        compare(editor.value("variant.name.en"), "Long roads")
        compare(editor.value("variant.name.ja"), "Nagai michi")
        // The header's form counts them too.
        chooseSection(page, "variant")
        const grid = shown(findChild(page, "missing:variant.name"), "the name's count")
        verify(grid.text.startsWith("Faltan 3 idiomas"), grid.text)

        // The launcher lists it under the English name in Spanish (the Spanish stand-in is
        // not the designer's), and under its own name in Japanese.
        const game = Catalog.get(Catalog.indexOf("tokaido_duo"))
        const mine = game.variants.find(v => v.user && v.file.indexOf(id) >= 0)
        verify(mine, "the saved variant in the catalog")
        compare(mine.name, "Long roads")
        Localization.language = "ja"
        const inJapanese = Catalog.get(Catalog.indexOf("tokaido_duo")).variants.find(v => v.user && v.file.indexOf(id) >= 0)
        compare(inJapanese.name, "Nagai michi")
    }

    // Seats are numbered from 1 for players in every language (issue 32): no field, help or
    // choice of any game's editor says "seat 0" (the schema the editor shows, in each
    // language); in two languages the editors are opened and the two helps that number seats
    // (the garden's sides, Tokaido Duo's first player) are read under their fields.
    function test_seatsCountFromOne_data() {
        return [
            { tag: "en", language: "en", zero: /\bseats? 0\b/i, open: false },
            { tag: "es", language: "es", zero: /\b(puestos?|asientos?) 0\b|\b0\.?º? (puesto|asiento)/i, open: true },
            { tag: "fr", language: "fr", zero: /\bplaces? 0\b|\b0e place/i, open: false },
            { tag: "ja", language: "ja", zero: /席\s*0|0\s*番(目)?の席/, open: true },
            { tag: "hu", language: "hu", zero: /\b0\. (hely|vagy)|hely 0\b/i, open: false },
        ]
    }
    function test_seatsCountFromOne(data) {
        Localization.language = data.language
        for (const id of ["shikoku", "hyano", "garden", "tokaido_duo"]) {
            const schema = Catalog.schema(id)
            verify(schema.length > 0, "the schema of " + id)
            for (const row of schema) {
                const words = [row.label, row.description, row.item_label].concat(row.word_labels || [])
                for (const w of words) {
                    if (typeof w === "string")
                        verify(!data.zero.test(w), id + " " + row.key + ": " + w)
                }
            }
        }
        if (!data.open)
            return
        const helps = { garden: "sides", tokaido_duo: "rules.first_player" }
        for (const id in helps) {
            const path = helps[id]
            const page = openEditor(id, data.language)
            chooseSection(page, path.split(".")[0])
            const help = shown(findChild(page, "help:" + path), "the help of " + path)
            verify(help.text.length > 0)
            verify(!data.zero.test(help.text), path + ": " + help.text)
            verify(help.text.indexOf("0") < 0, path + ": " + help.text)
            mouseClick(findChild(page, "editorCloseButton"))
            tryCompare(stack, "depth", 1)
            tryCompare(stack, "busy", false)
        }
    }
}
