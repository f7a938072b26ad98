// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The replay at the smallest window, in Hungarian (long sentences): the move shown is read
// whole in the replay bar (not cut), and Tokaido Duo's move panel says whose turn it was in
// the position shown, not that the computer is thinking; the status line's article is lower
// case in the middle of the line.
TestCase {
    id: testCase
    name: "ReplayTexts"
    when: windowShown
    visible: true
    width: 1024
    height: 640

    GameSession {
        id: session
        aiDelay: 0
    }
    Component {
        id: pageView
        GamePage {
            width: 1024
            height: 640
        }
    }

    function init() {
        AppSettings.resetToDefaults()
        AppSettings.motion = "off"
        Localization.language = "hu"
    }
    function cleanup() {
        Localization.language = "en"
        AppSettings.resetToDefaults()
    }

    function test_tokaidoDuoReplay() {
        verify(session.start("tokaido_duo", "", [{ kind: "ai", level: "easy" }, { kind: "ai", level: "easy" }], 5))
        const page = createTemporaryObject(pageView, testCase, { session: session })
        verify(page)
        tryVerify(function() { return page.table !== null })
        page.forceActiveFocus()
        tryVerify(function() { return session.over }, 60000)
        keyClick(Qt.Key_R, Qt.ControlModifier)
        tryCompare(session, "reviewing", true)
        compare(session.reviewPly, 0)
        const move = findChild(page, "replayMove")
        const title = findChild(page, "panelTitle")
        verify(move && title)
        for (let ply = 1; ply <= 12; ++ply) {
            keyClick(Qt.Key_Right)
            compare(session.reviewPly, ply)
            waitForItemPolished(move)
            verify(move.text.length > 0)
            verify(!move.truncated, "move " + ply + " is cut: " + move.text)
            // "A 2. gép következik", never "A 2. gép gondolkodik…".
            verify(title.text.endsWith(" következik"), "move panel in the replay: " + title.text)
            // The status line puts whose turn it was after the round ("Visszajátszás:
            // 3. forduló · a 2. gép következik"): the seat's article is lower case there, as in
            // the middle of any sentence, never "· A 2. gép".
            const status = findChild(findChild(page, page.statusInline ? "statusBanner" : "statusBannerWide"), "statusText")
            verify(/(: |· )az? \d+\. gép következik$/.test(status.text), "replay status: " + status.text)
        }
        keyClick(Qt.Key_Escape)
        tryCompare(session, "reviewing", false)
    }

    // The garden's move panel in the replay of a finished game says whose turn it was ("Kokesi
    // következik"), never that the computer is thinking or what the person should do now.
    function test_gardenReplaySaysWhoseTurn() {
        verify(session.load(Qt.resolvedUrl("../data/end-games/garden-you.kotatsu")), session.lastError)
        const page = createTemporaryObject(pageView, testCase, { session: session })
        verify(page)
        tryVerify(function() { return page.table !== null })
        page.forceActiveFocus()
        keyClick(Qt.Key_R, Qt.ControlModifier)
        tryCompare(session, "reviewing", true)
        for (let ply = 1; ply <= 12; ++ply) {
            keyClick(Qt.Key_Right)
            compare(session.reviewPly, ply)
            const title = findChild(page.table, "panelTitle")
            verify(title && title.visible, "the garden's move panel has its title")
            const name = page.table.seatName(session.currentPlayer)
            compare(title.text, name + " következik", "move panel in the replay at move " + ply)
        }
        // In French the status line goes on after the colon in lower case: « Revoir : au tour
        // de … », never « Revoir : Au tour de … ».
        Localization.language = "fr"
        const status = findChild(findChild(page, page.statusInline ? "statusBanner" : "statusBannerWide"), "statusText")
        verify(/^Revoir\u00a0: au tour de /.test(status.text), "replay status: " + status.text)
        // Spanish too writes on in lower case after a colon: « Repetición: turno de … ».
        Localization.language = "es"
        verify(/^Repetición: turno de /.test(status.text), "replay status: " + status.text)
        keyClick(Qt.Key_Escape)
        tryCompare(session, "reviewing", false)
    }

    // The replay's status line of a game with rounds reads as one line in Spanish and French:
    // the round is no heading in the middle of it ("Repetición: ronda 3 · turno de Azul",
    // « Revoir : manche 3, au tour de Bleu », never "Repetición: Ronda 3", « Revoir : Manche 3 · »),
    // and the end is in lower case after it unless it starts with a name (« manche 8, partie
    // nulle », "ronda 8 · gana el Automa"). Japanese and Hungarian keep their own forms.
    function test_roundInTheReplayLine_data() {
        return [
            { tag: "es Shikoku", language: "es", file: "shikoku-you",
              turn: /^Repetición: ronda \d+ · turno de \S/, end: /^Repetición: ronda \d+ · [^A-ZÁÉÍÓÚ]|^Repetición: ronda \d+ · (Rojo|Azul|Verde|Amarillo|Jugador|Ordenador)/ },
            { tag: "fr Shikoku", language: "fr", file: "shikoku-you",
              turn: /^Revoir\u00a0: manche \d+, au tour (?:de |d’)\S/, end: /^Revoir\u00a0: manche \d+, [^A-ZÀÂÉÈ]|^Revoir\u00a0: manche \d+, (Rouge|Bleu|Vert|Jaune|Joueur|Ordinateur)/ },
            { tag: "es Tokaido Duo", language: "es", file: "tokaido_duo-solo",
              turn: /^Repetición: ronda \d+ · turno de \S/, end: /^Repetición: ronda \d+ · (gana el Automa|has vencido al Automa|empate)$/ },
            { tag: "fr Tokaido Duo", language: "fr", file: "tokaido_duo-solo",
              turn: /^Revoir\u00a0: manche \d+, au tour (?:de |d’)\S/, end: /^Revoir\u00a0: manche \d+, (l’Automa gagne|vous avez battu l’Automa|partie nulle)$/ },
            { tag: "es Hyano", language: "es", file: "hyano-you",
              turn: /^Repetición: ronda \d+ · turno de \S/, end: /^Repetición: ronda \d+ · /},
            { tag: "ja Tokaido Duo", language: "ja", file: "tokaido_duo-solo",
              turn: /^再生：第\d+ラウンド・/, end: /^再生：第\d+ラウンド・/ },
            { tag: "hu Shikoku", language: "hu", file: "shikoku-you",
              turn: /^Visszajátszás: \d+\. (?:kör|forduló) · /, end: /^Visszajátszás: \d+\. (?:kör|forduló) · / }
        ]
    }
    function test_roundInTheReplayLine(data) {
        Localization.language = data.language
        verify(session.load(Qt.resolvedUrl("../data/end-games/" + data.file + ".kotatsu")), session.lastError)
        const page = createTemporaryObject(pageView, testCase, { session: session })
        verify(page)
        tryVerify(function() { return page.table !== null })
        page.forceActiveFocus()
        keyClick(Qt.Key_R, Qt.ControlModifier)
        tryCompare(session, "reviewing", true)
        for (let ply = 1; ply <= 6; ++ply) {
            keyClick(Qt.Key_Right)
            compare(session.reviewPly, ply)
            verify(data.turn.test(page.statusText), "replay status at move " + ply + ": " + page.statusText)
        }
        keyClick(Qt.Key_End)
        compare(session.reviewPly, session.reviewLength)
        verify(data.end.test(page.statusText), "replay status at the end: " + page.statusText)
        keyClick(Qt.Key_Escape)
        tryCompare(session, "reviewing", false)
    }

    // A finished Hyano game of a person, in Spanish and French at 1024×640: the move's
    // sentence ("Jugador 1 hace una profecía secreta (has elegido el montón Luna)", three
    // lines) stays inside the replay bar's frame, not over its border.
    function test_sentenceInsideTheBar_data() {
        return [ { tag: "es", language: "es", threeLines: true }, { tag: "fr", language: "fr", threeLines: false } ]
    }
    function test_sentenceInsideTheBar(data) {
        Localization.language = data.language
        verify(session.load(Qt.resolvedUrl("../data/end-games/hyano-you.kotatsu")), session.lastError)
        const page = createTemporaryObject(pageView, testCase, { session: session })
        verify(page)
        tryVerify(function() { return page.table !== null })
        page.forceActiveFocus()
        keyClick(Qt.Key_R, Qt.ControlModifier)
        tryCompare(session, "reviewing", true)
        const bar = findChild(page, "replayBar")
        const move = findChild(page, "replayMove")
        const position = findChild(page, "replayPosition")
        verify(bar && move && position)
        let threeLines = 0
        for (let ply = 1; ply <= 12; ++ply) {
            keyClick(Qt.Key_Right)
            compare(session.reviewPly, ply)
            waitForItemPolished(bar)
            verify(!move.truncated, "move " + ply + " is cut: " + move.text)
            // (In the side column a sentence wraps more: two lines or more is the case to see.)
            if (move.lineCount >= 2)
                ++threeLines
            const inner = bar.height - bar.border.width
            const top = position.mapToItem(bar, 0, 0).y
            const bottom = move.mapToItem(bar, 0, move.height).y
            verify(top >= bar.border.width, "move " + ply + ": its number starts above the bar (" + top + ")")
            verify(bottom <= inner, "move " + ply + ": “" + move.text + "” ends at " + bottom
                   + ", below the bar's frame at " + inner)
        }
        if (data.threeLines)
            verify(threeLines > 0, "a sentence of several lines was seen")
        keyClick(Qt.Key_Escape)
        tryCompare(session, "reviewing", false)
    }

    // Opening the replay at 1024×640 leaves the table its size and place: the replay's bar
    // stands in the side column, not above the table.
    function test_tableKeepsItsSizeInTheReplay() {
        AppSettings.motion = "off"
        verify(session.load(Qt.resolvedUrl("../data/end-games/garden-you.kotatsu")), session.lastError)
        const page = createTemporaryObject(pageView, testCase, { session: session })
        verify(page)
        tryVerify(function() { return page.table !== null })
        const area = findChild(page, "tableArea")
        verify(area)
        waitForItemPolished(page)
        const before = area.mapToItem(page, 0, 0)
        const size = Qt.size(area.width, area.height)
        verify(size.width > 500 && size.height > 400, "the table has its room: " + size.width + "×" + size.height)
        page.forceActiveFocus()
        keyClick(Qt.Key_R, Qt.ControlModifier)
        tryCompare(session, "reviewing", true)
        const bar = findChild(page, "replayBar")
        verify(bar && bar.visible)
        waitForItemPolished(page)
        const after = area.mapToItem(page, 0, 0)
        compare(area.width, size.width)
        compare(area.height, size.height)
        compare(after.x, before.x)
        compare(after.y, before.y)
        // The bar lies over none of the table, inside the page, and everything in it fits it.
        const b = bar.mapToItem(page, 0, 0)
        verify(b.x >= before.x + size.width || b.y >= before.y + size.height, "the bar is beside the table")
        verify(b.x + bar.width <= page.width && b.y + bar.height <= page.height, "the bar is inside the page")
        const close = findChild(bar, "replayClose")
        verify(close.mapToItem(bar, 0, close.height).y <= bar.height - bar.border.width, "Back to the game fits the bar")
        verify(findChild(bar, "replaySlider").width >= 120, "the slider has room to be dragged")
        keyClick(Qt.Key_Escape)
        tryCompare(session, "reviewing", false)
    }

    // The Texts shown under `item` (itself included) that say `text`.
    function textsSaying(item, text, out) {
        if (!item.visible || item.width <= 0)
            return out
        if (item.text === text && item.truncated !== undefined)
            out.push(item)
        for (let i = 0; i < item.children.length; ++i)
            textsSaying(item.children[i], text, out)
        return out
    }

    // Tokaido Duo at 1024×640 in French, the replay of a solo game: the name on the board of
    // the seat to move is read whole beside its badge (« C’est son tour » left
    // « Ordinate… »).
    function test_boardNamesBesideTheBadge() {
        Localization.language = "fr"
        verify(session.load(Qt.resolvedUrl("../data/end-games/tokaido_duo-solo.kotatsu")), session.lastError)
        const page = createTemporaryObject(pageView, testCase, { session: session })
        verify(page)
        tryVerify(function() { return page.table !== null })
        page.forceActiveFocus()
        keyClick(Qt.Key_R, Qt.ControlModifier)
        tryCompare(session, "reviewing", true)
        let checked = 0
        for (let ply = 1; ply <= 8; ++ply) {
            keyClick(Qt.Key_Right)
            compare(session.reviewPly, ply)
            for (const seat of [0, 1]) {
                const board = findChild(page, "player_" + seat)
                verify(board, "the board of seat " + seat)
                waitForItemPolished(board)
                // (The Automa's seat shows the Automa's board instead.)
                const names = textsSaying(board, page.table.seatName(seat), [])
                for (const name of names) {
                    verify(!name.truncated, "move " + ply + ": “" + name.text + "” is cut on its board")
                    ++checked
                }
            }
        }
        verify(checked > 0)
        keyClick(Qt.Key_Escape)
        tryCompare(session, "reviewing", false)
    }
}
