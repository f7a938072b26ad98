// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

TestCase {
    id: testCase
    name: "ShikokuTable"
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
        ShikokuTable {
            width: 1000
            height: 740
        }
    }

    function startGame(seed) {
        verify(session.start("shikoku", "", [{ kind: "human" }, { kind: "ai", level: "easy" },
                                             { kind: "ai", level: "easy" }], seed))
        return createTemporaryObject(tableView, testCase, { session: session })
    }

    // The tables' texts are checked in English unless a test says otherwise, whatever
    // language was saved by an earlier run.
    function init() { Localization.language = "en" }
    function cleanup() { Localization.language = "en" }

    // Card numbers inside sentences: Hungarian names a card by its adjective form with the
    // right article and ending, Spanish by "el" and the number.
    function test_cardNumbersInSentences() {
        const table = startGame(4)
        Localization.language = "hu"
        const who = table.seatName(1)
        compare(table.describeMove(1, {kind: "play", card: 5}), who + " kijátssza az 5-öst")
        compare(table.describeMove(1, {kind: "play", card: 17}), who + " kijátssza a 17-est")
        compare(table.describeMove(1, {kind: "take", card: 23}), table.seatName(1) + " elveszi a 23-ast")
        compare(table.describeMove(1, {kind: "take", card: 1}), table.seatName(1) + " elveszi az 1-est")
        Localization.language = "es"
        compare(table.describeMove(1, {kind: "play", card: 5}), table.seatName(1) + " juega el 5")
    }

    function test_playAMoveByClickingACard() {
        const table = startGame(4)
        verify(table)
        tryVerify(function() { return session.humanToMove }, 20000)
        const move = session.legalMoves.moves[0]
        const action = move.text
        const card = findChild(table, (move.kind === "play" ? "handCard_" : "poolCard_") + move.card)
        verify(card, "the card of " + action + " is on the table")
        verify(card.playable)
        waitForItemPolished(table)
        const before = session.log.count
        mouseClick(card)
        compare(session.log.count, before + 1)
        compare(session.log.data(session.log.index(before, 0), 259), action)
    }

    function test_onlyYourHandIsShown() {
        const table = startGame(9)
        tryVerify(function() { return session.humanToMove }, 20000)
        compare(table.myHand.length, 3)
        verify(table.statusText.length > 0)
        for (let i = 0; i < 3; ++i) {
            const hand = table.players[i].hand
            if (i === 0)
                compare(hand.length, 3)
            else
                compare(hand, null)
        }
    }

    function test_describesMoves() {
        const table = startGame(2)
        compare(table.describeMove(1, {kind: "play", card: 17}), table.seatName(1) + " plays 17")
        verify(table.seatName(0).length > 0)
    }

    // A move changes what the table's items show, not the items (issue 31/33): the pilgrims'
    // chips, the cards that stay in your hand or in the draft, and their sandals, are the same
    // objects after a move as before. (The table made them all again after every move, which
    // took nearly all the time of a game: every chip 564 times in one game of six.)
    function test_itemsStayAfterAMove() {
        const table = startGame(4)
        function chips() {
            const list = []
            for (let i = 0; i < 3; ++i)
                list.push(findChild(table, "pilgrimChip_" + i))
            return list
        }
        function sandalsIn(item, list) {
            if (item.objectName === "sandalIcon")
                list.push(item)
            const kids = item.children || []
            for (let i = 0; i < kids.length; ++i)
                sandalsIn(kids[i], list)
            return list
        }
        const kept = { chip: 0, hand: 0, pool: 0, sandal: 0 }
        // The draft's cards after every move (the computers' drafts too): those still in the
        // draft are the items they were after the move before.
        const remade = []
        let lastPool = null
        function lookAtPool() {
            const now = {}
            for (const number of table.obs.pool || [])
                now[number] = findChild(table, "poolCard_" + number)
            for (const number in now) {
                if (!lastPool || !lastPool[number])
                    continue
                if (now[number] !== lastPool[number])
                    remade.push("draft card " + number + " at move " + session.plyCount)
                ++kept.pool
            }
            lastPool = now
        }
        function afterAMove() { Qt.callLater(lookAtPool) }
        session.stateChanged.connect(afterAMove)
        for (let decision = 0; decision < 10 && !session.over; ++decision) {
            tryVerify(function() { return session.over || session.humanToMove }, 20000)
            if (session.over)
                break
            const chipsBefore = chips()
            const before = []
            for (const number of table.myHand)
                before.push({ zone: "hand", number: number, item: findChild(table, "handCard_" + number) })
            for (const number of table.obs.pool || [])
                before.push({ zone: "pool", number: number, item: findChild(table, "poolCard_" + number) })
            lookAtPool()
            for (const b of before) {
                verify(b.item, b.zone + " card " + b.number + " is on the table")
                b.sandals = sandalsIn(b.item, [])
                compare(b.sandals.length, table.sandalsOf(b.number))
            }
            const move = session.legalMoves.moves[0]
            const card = findChild(table, (move.kind === "play" ? "handCard_" : "poolCard_") + move.card)
            verify(card && card.playable, move.text)
            waitForItemPolished(table)
            const ply = session.plyCount
            mouseClick(card)
            compare(session.plyCount, ply + 1)
            const where = "decision " + (decision + 1) + " (" + move.text + ")"
            const chipsAfter = chips()
            for (let i = 0; i < 3; ++i) {
                verify(chipsAfter[i] === chipsBefore[i], where + ": pilgrim " + i + "'s chip is the one it was")
                ++kept.chip
            }
            const hand = table.myHand
            const pool = table.obs.pool || []
            for (const b of before) {
                if (b.number === move.card || (b.zone === "hand" ? hand : pool).indexOf(b.number) < 0)
                    continue
                const now = findChild(table, (b.zone === "hand" ? "handCard_" : "poolCard_") + b.number)
                verify(now === b.item, where + ": " + b.zone + " card " + b.number + " is the one it was")
                ++kept[b.zone]
                const sandals = sandalsIn(now, [])
                compare(sandals.length, b.sandals.length)
                for (let i = 0; i < sandals.length; ++i) {
                    verify(sandals[i] === b.sandals[i], where + ": card " + b.number + "'s sandals are the ones they were")
                    ++kept.sandal
                }
            }
        }
        session.stateChanged.disconnect(afterAMove)
        compare(remade.length, 0, remade.join(", ") + " made again")
        verify(kept.chip > 0 && kept.hand > 0 && kept.pool > 0 && kept.sandal > 0,
               "chips, hand cards, draft cards and sandals were compared: " + JSON.stringify(kept))
    }

    // A card's sandals lie on one line, whatever the card's size: four sandals were drawn
    // three and one (issue 31). Every face-up card on the table (hand, draft, line) at the
    // window sizes of a small and a large screen, and a card drawn at several sizes.
    function test_sandalsOnOneLine_data() {
        return [{ tag: "1024x640", w: 1024, h: 640 }, { tag: "1920x1080", w: 1920, h: 1080 }]
    }
    function test_sandalsOnOneLine(data) {
        const table = startGame(4)
        table.width = data.w
        table.height = data.h
        tryVerify(function() { return session.humanToMove }, 20000)
        table.Window.window.update(); waitForRendering(table)
        const cards = []
        function visit(item) {
            if (!item.visible)
                return
            if (item.sandals !== undefined && item.faceDown !== undefined && !item.faceDown
                    && item.value > 0)
                cards.push(item)
            const kids = item.children || []
            for (let i = 0; i < kids.length; ++i)
                visit(kids[i])
        }
        visit(table)
        const loose = createTemporaryQmlObject("import QtQuick; Item {}", testCase)
        for (const scale of [0.6, 1, 1.6, 2.4]) {
            const c = createTemporaryQmlObject("import Kotatsu; MantraCard {}", loose)
            c.value = 4 + Math.round(scale * 10); c.sandals = 4 + cards.length % 3
            c.width = 84 * scale; c.height = 120 * scale
            cards.push(c)
        }
        table.Window.window.update(); waitForRendering(table)
        let many = 0
        const wrong = []
        for (const card of cards) {
            const icons = []
            function find(item) {
                if (item.objectName === "sandalIcon" && item.visible)
                    icons.push(item)
                const kids = item.children || []
                for (let i = 0; i < kids.length; ++i)
                    find(kids[i])
            }
            find(card)
            compare(icons.length, card.sandals, "card " + card.value + "'s sandals are drawn")
            if (card.sandals >= 4)
                ++many
            const tops = icons.map(i => Math.round(i.mapToItem(card, 0, 0).y))
            const lefts = icons.map(i => i.mapToItem(card, 0, 0).x)
            const rights = icons.map(i => i.mapToItem(card, i.width, 0).x)
            if (new Set(tops).size > 1)
                wrong.push("card " + card.value + " (" + card.sandals + " sandals, " + Math.round(card.width)
                           + " px wide): rows at " + JSON.stringify(tops))
            if (icons.length > 0 && (Math.min.apply(null, lefts) < 0 || Math.max.apply(null, rights) > card.width))
                wrong.push("card " + card.value + ": sandals past the card's edges")
        }
        verify(many >= 3, "cards with four sandals or more were looked at: " + many)
        compare(wrong.length, 0, wrong.join("\n"))
    }
}
