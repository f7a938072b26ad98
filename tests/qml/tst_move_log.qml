// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The move log on the real table is complete and true: a solo Tokaido Duo game whose Automa
// moves first opens with that move; Shikoku's log says who climbed and who drew from the deck
// (how many for everybody, which card only to the person who drew it); in the replay the log
// follows the move shown and the banner tells that position, not the game as it is now.
TestCase {
    id: testCase
    name: "MoveLog"
    when: windowShown
    visible: true
    width: 200
    height: 100

    // Seed 2024: the Automa (seat 1) picks first in round 1.
    Component {
        id: soloGame
        Main {
            width: 1280
            height: 800
            startup: ({ game: "tokaido_duo", players: 2, humans: 1, rulesLevel: 2, seed: 2024, aiDelay: 0 })
        }
    }
    Component {
        id: shikokuGame
        Main {
            width: 1280
            height: 800
            startup: ({ game: "shikoku", players: 3, humans: 1, seed: 9, level: "easy", aiDelay: 0 })
        }
    }

    property var win: null
    property var session: null
    property var page: null
    property var list: null

    function open(component) {
        win = createTemporaryObject(component, testCase)
        verify(win)
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        page = findChild(win.contentItem, "gamePage")
        session = page.session
        list = findChild(page, "moveLogList")
        verify(list, "the move log's list")
        win.update(); waitForRendering(win.contentItem)
    }
    // The texts of a log row's events, as the row shows them.
    function eventTexts(row) {
        const entry = list.itemAtIndex(row)
        verify(entry, "log row " + row + " is drawn")
        const texts = []
        const walk = function(item) {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (child.objectName === "logEvent" && child.visible)
                    texts.push(child.text)
                walk(child)
            }
        }
        walk(entry)
        return texts
    }
    // The person's move by keyboard: an arrow puts the focus on a legal card, Enter plays it;
    // then the computers answer.
    function playByKeys() {
        tryVerify(function() { return session.over || (session.humanToMove && !session.aiThinking && session.legalMoves.count > 0) }, 20000)
        if (session.over)
            return
        const before = session.plyCount
        for (let i = 0; i < 8 && session.plyCount === before; ++i) {
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Return)
        }
        verify(session.plyCount > before, "a move was played by keys")
        tryVerify(function() { return session.over || (session.humanToMove && !session.aiThinking) }, 20000)
    }
    // The seat that made move `ply`, from the log's model (MoveLogModel::SeatRole).
    function seatOfPly(ply) {
        const seatRole = 256 + 2 // Qt::UserRole + 2
        return session.log.data(session.log.index(session.log.rowOfPly(ply), 0), seatRole)
    }
    function cleanup() {
        AppSettings.resetToDefaults()
    }

    function test_soloLogOpensWithTheAutomasMove() {
        open(soloGame)
        const automa = session.rulesSeat
        compare(automa, 1)
        compare(session.plyCount, 0)
        // Nobody has moved yet, but the Automa has: the first row tells its pick and move.
        tryVerify(function() { return list.count > 0 }, 5000, "the log is not empty before the first move")
        const first = list.itemAtIndex(0)
        verify(first)
        compare(first.ply, 0)
        const kinds = first.events.map(e => e.kind)
        verify(kinds.indexOf("automa_pick") >= 0, "the first row has the Automa's pick: " + kinds)
        const pick = first.events[kinds.indexOf("automa_pick")]
        compare(pick.seat, automa)
        const texts = eventTexts(0)
        const said = page.table.describeMove(automa, pick)
        verify(texts.indexOf(said) >= 0, "the row says: " + said)
        verify(said.indexOf(page.table.seatName(automa)) >= 0)
    }

    function test_shikokuLogTellsClimbsAndDraws() {
        open(shikokuGame)
        const me = session.viewerSeat
        // Until a round has been resolved and its lowest card's player has drawn.
        let climbRow = -1, drawRow = -1
        for (let moves = 0; moves < 12 && (climbRow < 0 || drawRow < 0) && !session.over; ++moves) {
            playByKeys()
            for (let row = 0; row < list.count; ++row) {
                const entry = list.itemAtIndex(row)
                if (!entry || entry.ply === 0)
                    continue
                for (const e of entry.events) {
                    if (e.kind === "climb" && !e.setup)
                        climbRow = row
                    if (e.kind === "draw")
                        drawRow = row
                }
            }
        }
        verify(climbRow >= 0, "a row of the log has a climb")
        verify(drawRow >= 0, "a row of the log has a draw")
        for (const row of [climbRow, drawRow]) {
            list.positionViewAtIndex(row, ListView.Contain)
            list.Window.window.update(); waitForRendering(list)
            const entry = list.itemAtIndex(row)
            const texts = eventTexts(row)
            compare(texts.length, entry.events.length)
            for (let i = 0; i < entry.events.length; ++i) {
                const e = entry.events[i]
                compare(texts[i], page.table.describeMove(e.seat, e))
                verify(texts[i] !== page.table.describeMove(e.seat, { kind: "unknown" }), "a real sentence: " + texts[i])
                if (e.kind === "climb")
                    verify(texts[i].indexOf(String(e.card)) >= 0 && texts[i].indexOf(page.table.seatName(e.seat)) >= 0, texts[i])
                if (e.kind === "draw") {
                    // Which card only for the person who drew it.
                    compare(e.cards !== null && e.cards !== undefined, e.seat === me)
                    verify(texts[i].indexOf(page.table.seatName(e.seat)) >= 0, texts[i])
                    if (e.seat === me)
                        verify(texts[i].indexOf(String(e.cards[0])) >= 0, texts[i])
                }
            }
        }
    }

    function test_replayFollowsTheLogAndTheBannerShowsThePosition() {
        open(shikokuGame)
        for (let i = 0; i < 3; ++i)
            playByKeys()
        const length = session.plyCount
        verify(length >= 6)
        const live = findChild(page, "statusText").text
        keyClick(Qt.Key_R, Qt.ControlModifier)
        tryCompare(session, "reviewing", true)
        compare(session.reviewPly, length)
        // Step back to a position where a computer was to move (the move after it is its).
        const human = session.viewerSeat
        let shown = length
        do {
            keyClick(Qt.Key_Left)
            shown -= 1
            compare(session.reviewPly, shown)
        } while (shown > 1 && seatOfPly(shown + 1) === human)
        page.Window.window.update(); waitForRendering(page)
        // The log's current row is the move shown, kept in view; the later ones are faded.
        const row = session.log.rowOfPly(shown)
        compare(list.currentIndex, row)
        const current = list.currentItem
        verify(current)
        compare(current.ply, shown)
        verify(current.y + current.height > list.contentY && current.y < list.contentY + list.height,
               "the replayed move is in view")
        const later = list.itemAtIndex(session.log.rowOfPly(shown + 1))
        verify(later.opacity < 1, "a later move is faded")
        compare(current.opacity, 1)
        // The banner: the round and the seat to move of that position, which the next
        // move in the log tells (who played it, in which round).
        const nextSeat = seatOfPly(shown + 1)
        const banners = [findChild(page, "statusBanner"), findChild(page, "statusBannerWide")]
        const banner = banners[0].visible ? banners[0] : banners[1]
        let text = ""
        for (let i = 0; i < banner.children.length; ++i)
            if (banner.children[i].objectName === "statusText")
                text = banner.children[i].text
        verify(text.indexOf("Replay") === 0, "the banner says it is the replay: " + text)
        verify(text.indexOf(page.table.seatName(nextSeat)) >= 0, "the seat to move then: " + text)
        verify(text.indexOf(page.table.roundTitle(session.observation.round)) >= 0, "the round then: " + text)
        verify(text !== live)
        // Back to the game: the newest move is in view again and the banner is live.
        keyClick(Qt.Key_Escape)
        tryCompare(session, "reviewing", false)
        compare(list.currentIndex, -1)
    }
}
