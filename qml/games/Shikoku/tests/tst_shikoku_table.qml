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
