// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The preview is the game you will play: on the rules editor's staircase the pagoda is moved
// and the pilgrims' start step chosen by clicks on the steps; then "Play this variant", and the
// table's staircase has the pagoda and the pilgrims where the preview had them. A temple of
// 250 steps is drawn as stairs, not as nothing.
TestCase {
    id: testCase
    name: "ShikokuEditorPlay"
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
    // A step of the editor's staircase clicked, then a button of its card.
    function clickStep(page, step, button) {
        mouseClick(boardHandle(page, "stepHandle_" + step))
        const b = findChild(page, button)
        tryVerify(() => b.visible && b.enabled)
        mouseClick(b)
    }
    // What a staircase draws: the pagoda's step, the start step and every pilgrim's step.
    function drawn(stairs) {
        const pilgrims = []
        for (let i = 0; i < stairs.pilgrims.length; ++i) {
            const token = findChild(stairs, "pilgrim_" + i)
            pilgrims.push(token.step)
        }
        const mark = findChild(stairs, "startMark")
        return { steps: stairs.steps, start: mark.visible ? mark.step : -1, pilgrims: pilgrims }
    }
    // Every tread of a staircase has room on the screen, and its middle shows the stone.
    function verifyTreadsDrawn(stairs) {
        win.update(); waitForRendering(win.contentItem)
        const image = grabImage(win.contentItem)
        for (const step of [1, Math.round(stairs.steps / 2), stairs.steps - 1]) {
            const tread = findChild(stairs, "tread_" + step)
            verify(tread && tread.visible, "tread " + step)
            verify(tread.height >= 1, "tread " + step + " is " + tread.height + " px high")
            // Low treads overlap: the next one covers the top of this one. Pilgrims stand on
            // the low treads, so the stone is looked for at a few places along the tread.
            let seen = []
            let stone = false
            for (const fx of [0.5, 0.7, 0.85, 0.3]) {
                const p = tread.mapToItem(win.contentItem, tread.width * fx, tread.height * 0.85)
                const c = image.pixel(Math.round(p.x), Math.floor(p.y))
                // Stone (the lowest treads pale, #eee0c3) or the pagoda's gold: warmer than the
                // paper #f5efe1 around it.
                stone = stone || (c.r > 0.6 && c.r < 0.95 && c.r - c.b > 0.1)
                seen.push(p + " " + c)
            }
            verify(stone, "tread " + step + " shows no stone: " + seen.join(", "))
        }
    }

    function test_pagodaAndStartArePlayed() {
        const page = openEditor("shikoku")
        const editor = page.editor
        clickStep(page, 20, "pagodaHereButton")
        compare(editor.value("rules.steps_to_pagoda"), 20)
        clickStep(page, 4, "startHereButton")
        compare(editor.value("rules.start_step"), 4)
        const editorStairs = findChild(page, "editorStaircase")
        tryCompare(editorStairs, "steps", 20)
        const shown = drawn(editorStairs)
        compare(shown.start, 4)
        verify(shown.pilgrims.length >= 2)
        verify(shown.pilgrims.every(s => s === 4), JSON.stringify(shown))

        tryVerify(() => !editor.validating && editor.playable, 5000)
        mouseClick(findChild(page, "playVariantButton"))
        tryCompare(stack, "depth", 3)
        tryCompare(stack, "busy", false)
        const game = stack.currentItem
        compare(game.objectName, "gamePage")
        tryVerify(() => game.table !== null)
        const stairs = findChild(game.table, "staircase")
        verify(stairs)
        stairs.Window.window.update(); waitForRendering(stairs)
        const played = drawn(stairs)
        compare(played.steps, shown.steps)
        compare(played.start, shown.start)
        // The rules agree: the pagoda's step, the start step, and the pilgrims drawn where the
        // rules put them: on the start step, then up by their setup move (setup_move) but
        // never past the pagoda.
        const session = game.session
        compare(session.definition.steps_to_pagoda, 20)
        compare(session.definition.start_step, 4)
        const players = session.observation.players
        compare(JSON.stringify(played.pilgrims), JSON.stringify(players.map(p => p.step)))
        verify(players.every(p => p.step >= 4 && p.step < 20), JSON.stringify(players))
    }

    // A temple of 250 steps (the most the rules allow), set on the pagoda's card: the editor's
    // staircase and the table's still draw every step.
    function test_tallestTempleDrawsItsStairs() {
        const page = openEditor("shikoku")
        const editor = page.editor
        const handle = boardHandle(page, "pagodaHandle")
        mouseClick(handle)
        const box = findChild(page, "pagodaStepBox")
        tryVerify(() => box.visible)
        mouseClick(box.contentItem)
        keySequence(StandardKey.SelectAll)
        for (const c of "250")
            keyClick(c)
        keyClick(Qt.Key_Return)
        compare(editor.value("rules.steps_to_pagoda"), 250)
        mouseClick(findChild(findChild(page, "pagodaBubble").contentItem, "bubbleClose"))
        const editorStairs = findChild(page, "editorStaircase")
        tryCompare(editorStairs, "steps", 250)
        verifyTreadsDrawn(editorStairs)

        tryVerify(() => !editor.validating && editor.playable, 5000)
        mouseClick(findChild(page, "playVariantButton"))
        tryCompare(stack, "depth", 3)
        tryCompare(stack, "busy", false)
        const game = stack.currentItem
        tryVerify(() => game.table !== null)
        const stairs = findChild(game.table, "staircase")
        tryCompare(stairs, "steps", 250)
        verifyTreadsDrawn(stairs)
    }
}
