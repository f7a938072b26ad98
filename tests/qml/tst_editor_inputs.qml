// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge
import "EditorForms.js" as EditorForms

// The rules editor never changes what a designer types without saying so: a number out of
// range or not a number stays in its field as typed, with why under it in the user's language,
// and nothing is written; full-width digits are digits; the form shows what the text holds,
// even a value the rules refuse, with its error; Enter in the text keeps the indentation;
// renaming a town offers to rename every route and region that names it, as one undo step.
TestCase {
    id: testCase
    name: "EditorInputs"
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
        tryVerify(() => !page.editor.validating, 5000)
        return page
    }
    function chooseSection(page, section) {
        const chip = findChild(page, "section:" + section)
        verify(chip, "a section " + section)
        mouseClick(chip)
        compare(page.forms.section, section)
        page.Window.window.update(); waitForRendering(page)
    }
    // The field at `path` on screen, and its text box.
    function fieldAt(page, path) {
        tryVerify(() => findChild(page, "field:" + path) !== null, 5000, "a field for " + path)
        const field = findChild(page, "field:" + path)
        EditorForms.reveal(testCase, win, page, field)
        page.Window.window.update(); waitForRendering(page)
        // The field's text box (a spin box's own, should a field be one).
        const spin = findChild(field, "spin")
        const cell = findChild(field, "cell") || (spin && spin.contentItem)
        verify(cell, "a text box in " + path)
        return { field: field, cell: cell }
    }
    // Types into a text box as a person does: click, select all, type, Enter. Characters a
    // keyboard sends as keys are keys; others (full-width digits, kanji) come as an input
    // method commits them.
    function typeInto(cell, text) {
        mouseClick(cell)
        verify(cell.activeFocus)
        keySequence(StandardKey.SelectAll)
        keyClick(Qt.Key_Delete)
        typeText(cell, text)
        keyClick(Qt.Key_Return)
    }
    function typeText(item, text) {
        for (const c of text) {
            if (c.charCodeAt(0) < 128)
                keyClick(c)
            else
                verify(TestInput.commit(item, c))
        }
    }
    function errorLine(field) {
        const line = findChild(field, "fieldError")
        verify(line)
        return line
    }

    // -5, 300 and abc in Shikoku's pagoda height (2 to 250): each stays as typed, with why,
    // and the document keeps its value; ２５ is written as 25.
    function test_integerFieldKeepsWhatIsTyped() {
        const page = openEditor("shikoku")
        const editor = page.editor
        chooseSection(page, "rules")
        const path = "rules.steps_to_pagoda"
        const before = editor.value(path)
        compare(before, 33)
        const f = fieldAt(page, path)
        const cases = [["-5", "Must be between 2 and 250"], ["300", "Must be between 2 and 250"],
                       ["abc", "Not a whole number"], ["2.5", "Not a whole number"]]
        for (const [typed, error] of cases) {
            typeInto(f.cell, typed)
            compare(f.cell.text, typed, "the field keeps " + typed)
            compare(f.field.errorText, error)
            const line = errorLine(f.field)
            verify(line.visible, "the error is shown at the field for " + typed)
            compare(line.text, error)
            compare(editor.value(path), before, "nothing is written for " + typed)
            verify(!editor.dirty)
            verify(editor.text.indexOf("steps_to_pagoda") < 0)
        }
        // Full-width digits, as a Japanese input method types them.
        typeInto(f.cell, "２５")
        tryCompare(editor, "dirty", true)
        compare(editor.value(path), 25)
        verify(editor.text.indexOf("steps_to_pagoda: 25") >= 0, editor.text)
        tryCompare(f.cell, "text", "25")
        compare(f.field.errorText, "")
        verify(!errorLine(f.field).visible)
        // Escape gives up a wrong value and shows the document's again.
        mouseClick(f.cell)
        keySequence(StandardKey.SelectAll)
        typeText(f.cell, "-1")
        compare(f.field.errorText, "Must be between 2 and 250")
        keyClick(Qt.Key_Escape)
        compare(f.cell.text, "25")
        compare(f.field.errorText, "")
        // The steps still step, within the range.
        const up = findChild(f.field, "up")
        verify(up && up.enabled)
        mouseClick(up)
        compare(editor.value(path), 26)
    }

    // The same mistake in Japanese and Spanish: the message at the field is in that language.
    function test_fieldErrorInTheUsersLanguage_data() {
        return [{ tag: "ja", language: "ja", expected: "2〜250の範囲で入力してください" },
                { tag: "es", language: "es", expected: "Debe estar entre 2 y 250" }]
    }
    function test_fieldErrorInTheUsersLanguage(data) {
        Localization.language = data.language
        const page = openEditor("shikoku")
        chooseSection(page, "rules")
        const f = fieldAt(page, "rules.steps_to_pagoda")
        typeInto(f.cell, "300")
        compare(f.cell.text, "300")
        compare(errorLine(f.field).text, data.expected)
        verify(errorLine(f.field).visible)
        compare(page.editor.value("rules.steps_to_pagoda"), 33)
    }

    // 十五 typed in the text: the form shows 十五 and the check's error, never an older number.
    function test_formShowsWhatTheTextHolds() {
        Localization.language = "ja"
        const page = openEditor("shikoku")
        const editor = page.editor
        chooseSection(page, "rules")
        const path = "rules.steps_to_pagoda"
        const f = fieldAt(page, path)
        compare(f.cell.text, "33")
        const area = findChild(page, "yamlText")
        mouseClick(area, 40, 20)
        verify(area.activeFocus)
        keySequence(StandardKey.MoveToEndOfDocument)
        if (!area.text.endsWith("\n"))
            keyClick(Qt.Key_Return)
        typeText(area, "rules:")
        keyClick(Qt.Key_Return)
        typeText(area, "steps_to_pagoda: 十五")
        tryVerify(() => editor.text.indexOf("十五") >= 0 && !editor.validating
                        && editor.errors.length > 0, 5000)
        const error = editor.errors.find(e => e.key === path)
        verify(error, JSON.stringify(editor.errors))
        // The check's words in Japanese, at the field as in the list.
        compare(error.message, "整数が必要ですが、「十五」が書かれています")
        tryCompare(f.cell, "text", "十五")
        compare(errorLine(f.field).text, error.message)
        verify(errorLine(f.field).visible)
        // Correcting it in the form writes the text.
        typeInto(f.cell, "40")
        tryVerify(() => editor.text.indexOf("steps_to_pagoda: 40") >= 0, 5000, editor.text)
        tryVerify(() => !editor.validating && editor.errors.length === 0, 5000)
        compare(errorLine(f.field).visible, false)
    }

    // Enter in the text keeps the indentation, goes one level in after "key:", and goes on
    // with a list after "- item" (an empty "- " ends it).
    function test_enterKeepsIndentation() {
        const page = openEditor("shikoku")
        const editor = page.editor
        const area = findChild(page, "yamlText")
        mouseClick(area, 40, 20)
        verify(area.activeFocus)
        keySequence(StandardKey.MoveToEndOfDocument)
        const start = area.text.endsWith("\n") ? area.text : area.text + "\n"
        if (!area.text.endsWith("\n"))
            keyClick(Qt.Key_Return)
        typeText(area, "rules:")
        keyClick(Qt.Key_Return)
        compare(area.text, start + "rules:\n  ")
        typeText(area, "hand_size: 4")
        keyClick(Qt.Key_Return)
        compare(area.text, start + "rules:\n  hand_size: 4\n  ")
        typeText(area, "frozen_positions:")
        keyClick(Qt.Key_Return)
        typeText(area, "by_players:")
        keyClick(Qt.Key_Return)
        typeText(area, "default:")
        keyClick(Qt.Key_Return)
        typeText(area, "- 1")
        keyClick(Qt.Key_Return)
        compare(area.text.slice(start.length),
                "rules:\n  hand_size: 4\n  frozen_positions:\n    by_players:\n      default:\n"
                + "        - 1\n        - ")
        typeText(area, "N-2")
        keyClick(Qt.Key_Return)
        // An empty item ends the list: back to the list's own indentation.
        keyClick(Qt.Key_Return)
        compare(area.text.slice(start.length),
                "rules:\n  hand_size: 4\n  frozen_positions:\n    by_players:\n      default:\n"
                + "        - 1\n        - N-2\n        ")
        compare(area.cursorPosition, area.text.length)
        // What was typed reads as the rules it says.
        tryVerify(() => editor.text === area.text && !editor.validating, 5000)
        compare(editor.value("rules.hand_size"), 4)
        compare(JSON.stringify(editor.value("rules.frozen_positions.by_players.default")),
                JSON.stringify([1, "N-2"]))
    }

    // A town renamed in its table: the editor offers to rename the routes, regions and start
    // that name it; accepted, everything names the new id, the rules check clean, and one undo
    // takes it all back.
    function test_renameTownEverywhere() {
        const page = openEditor("tokaido_duo")
        const editor = page.editor
        chooseSection(page, "board")
        const towns = editor.value("board.towns")
        const i = towns.findIndex(t => t.id === "M2")
        verify(i >= 0)
        const path = "board.towns[" + i + "].id"
        const named = JSON.stringify(editor.value("board")).split("\"M2\"").length - 2
        verify(named >= 4, "routes, regions and the start name M2: " + named)
        compare(editor.referencesTo(path), named)
        const f = fieldAt(page, path)
        typeInto(f.cell, "M9")
        // Nothing is written yet: the offer asks first.
        tryVerify(() => f.field.renameOffer !== null && f.field.renameOffer.opened, 3000)
        compare(editor.value(path), "M2")
        compare(f.cell.text, "M9")
        const offer = f.field.renameOffer
        compare(offer.count, named)
        verify(findChild(offer.contentItem, "renameOfferText").text.indexOf(String(named)) >= 0)
        mouseClick(findChild(offer.contentItem, "renameEverywhere"))
        tryCompare(editor, "dirty", true)
        compare(editor.value(path), "M9")
        const board = JSON.stringify(editor.value("board"))
        verify(board.indexOf("\"M2\"") < 0, board)
        compare(board.split("\"M9\"").length - 2, named)
        compare(editor.value("board.start.merchant"), "M9")
        verify(editor.value("board.routes").some(r => r.indexOf("M9") >= 0))
        tryVerify(() => !editor.validating, 5000)
        compare(editor.errors.length, 0, JSON.stringify(editor.errors))
        verify(editor.playable)
        // One undo step.
        mouseClick(findChild(page, "undoButton"))
        compare(editor.value(path), "M2")
        compare(editor.value("board.start.merchant"), "M2")
        verify(!editor.dirty)
    }

    // What the forms write is what was typed or what the data holds, never a value guessed
    // back from QML's numbers and objects: a number typed as 1.50 is written 1.50 (it was
    // written 1.5), and a new town (Add, a copy of the last one) keeps the last town's keys
    // in their order, as written (they came out in alphabetical order).
    function test_writtenAsTypedAndCopiedAsWritten() {
        const page = openEditor("tokaido_duo")
        const editor = page.editor
        chooseSection(page, "board")
        const f = fieldAt(page, "board.aspect")
        typeInto(f.cell, "1.50")
        tryCompare(editor, "dirty", true)
        compare(editor.valueText("board.aspect"), "1.50")
        const towns = editor.value("board.towns").length
        const last = editor.valueText("board.towns[" + (towns - 1) + "]")
        const add = findChild(page, "add:board.towns")
        verify(add, "an Add button under the towns")
        page.forms.reveal(add)
        wait(80) // reveal() scrolls after 30 ms
        win.update(); waitForRendering(win.contentItem)
        mouseClick(add)
        compare(editor.value("board.towns").length, towns + 1)
        compare(editor.valueText("board.towns[" + towns + "]"), last)
    }

    // A list row's line is read as YAML by core, as the variant file will be: "[M1, C2" (no
    // closing bracket) is refused with its place and nothing is written (it was written as
    // the text "[M1, C2"), and a quoted id is the id.
    function test_listRowReadAsYaml() {
        const page = openEditor("tokaido_duo")
        const editor = page.editor
        chooseSection(page, "board")
        const path = "board.routes[0]"
        const route = editor.value(path)
        compare(route.length, 2)
        tryVerify(() => findChild(page, "listRow:" + path) !== null, 5000, "a row for " + path)
        const row = findChild(page, "listRow:" + path)
        page.forms.reveal(row)
        wait(80) // reveal() scrolls after 30 ms
        win.update(); waitForRendering(win.contentItem)
        const cell = findChild(row, "cell")
        compare(cell.text, "[" + route[0] + ", " + route[1] + "]")
        typeInto(cell, "[" + route[0] + ", " + route[1])
        compare(editor.value(path), route)
        verify(!editor.dirty)
        verify(editor.lastError.indexOf(path) >= 0 && editor.lastError.indexOf(":1:") >= 0,
               editor.lastError)
        compare(page.problem, editor.lastError)
        typeInto(cell, "[\"" + route[1] + "\", " + route[0] + "]")
        compare(editor.value(path), [route[1], route[0]])
        compare(cell.text, "[" + route[1] + ", " + route[0] + "]")
    }

    // "Only this id" renames the town alone: the routes then name a town that is gone, and
    // the check says so. A table cell shows its own error in a tooltip and keeps the text.
    function test_renameOnlyHereAndCellErrors() {
        const page = openEditor("tokaido_duo")
        const editor = page.editor
        chooseSection(page, "board")
        const towns = editor.value("board.towns")
        const i = towns.findIndex(t => t.id === "M1")
        const f = fieldAt(page, "board.towns[" + i + "].id")
        typeInto(f.cell, "M8")
        tryVerify(() => f.field.renameOffer !== null && f.field.renameOffer.opened, 3000)
        mouseClick(findChild(f.field.renameOffer.contentItem, "renameHereOnly"))
        compare(editor.value("board.towns[" + i + "].id"), "M8")
        tryVerify(() => !editor.validating && editor.errors.length > 0, 5000)
        verify(editor.errors.some(e => e.message.indexOf("unknown town 'M1'") >= 0),
               JSON.stringify(editor.errors))
        // A mountain town's draw, 1 or more: 0 stays in the cell, with why, and is not written.
        const draw = fieldAt(page, "board.towns[" + i + "].draw")
        const before = editor.value("board.towns[" + i + "].draw")
        typeInto(draw.cell, "0")
        compare(draw.cell.text, "0")
        verify(draw.field.errorText.indexOf("Must be between 1 and") === 0, draw.field.errorText)
        compare(editor.value("board.towns[" + i + "].draw"), before)
        verify(draw.cell.activeFocus)
        tryVerify(() => draw.cell.ToolTip.visible)
        compare(draw.cell.ToolTip.text, draw.field.errorText)
    }
}
