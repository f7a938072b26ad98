// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
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
}
