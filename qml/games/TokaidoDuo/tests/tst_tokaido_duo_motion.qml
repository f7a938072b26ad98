// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The travellers walk the way the rules say they went: the path each move's description gives
// (session.lastMove, and the events of what the rules did after it), not one worked out on the
// island; a traveller that no move took anywhere (a new game) is just there. Moves are clicked
// on the real table.
TestCase {
    id: testCase
    name: "TokaidoDuoMotion"
    when: windowShown
    visible: true
    width: 760
    height: 620

    GameSession {
        id: session
        aiDelay: 0
    }

    Component {
        id: tableView
        TokaidoDuoTable {
            width: 740
            height: 600
        }
    }

    function initTestCase() {
        Localization.language = "en"
    }
    function init() {
        AppSettings.resetToDefaults()
        AppSettings.motion = "normal"
    }
    function cleanup() {
        AppSettings.resetToDefaults()
    }

    function startGame(seed) {
        verify(session.start("tokaido_duo", "", [{ kind: "human" }, { kind: "computer", level: "easy" }], seed))
        const table = createTemporaryObject(tableView, testCase, { session: session })
        verify(table)
        return table
    }
    function click(table, name) {
        const item = findChild(table, name)
        verify(item, name + " is on the table")
        verify(item.visible, name + " is visible")
        for (let p = item; p; p = p.parent) {
            waitForItemPolished(p)
            if (p === table)
                break
        }
        mouseClick(item)
    }
    function waitForMe(table) {
        tryVerify(function() { return session.over || (session.humanToMove && table.moves.length > 0) }, 20000)
        return !session.over
    }
    function firstKey(map) {
        const keys = Object.keys(map)
        return keys.length > 0 ? keys[0] : ""
    }
    // The person's decision by a click: the die `prefer` names when offered, else the first.
    function decide(table, prefer) {
        switch (table.decision) {
        case "pick":
            click(table, "die_" + (prefer && table.offer.dieMoves[prefer] ? prefer : firstKey(table.offer.dieMoves)))
            break
        case "pilgrim": {
            const to = firstKey(table.offer.spaceTargets)
            const s = table.ringByIndex[to]
            click(table, s.town ? "town_" + s.town : "space_" + to)
            break
        }
        case "merchant":
            click(table, "town_" + firstKey(table.offer.townTargets))
            break
        case "return":
            for (let i = 0; i < table.offer.returnCount; ++i)
                click(table, "ware_" + i)
            click(table, "returnButton")
            break
        case "sell":
            click(table, "sell_" + table.offer.sellMoves[table.offer.sellMoves.length - 1].count)
            break
        case "artist":
            click(table, "region_" + firstKey(table.offer.regionTargetMoves))
            if (table.decision === "artist" && table.offer.artistTarget !== "")
                click(table, "route_0")
            break
        case "paint_or_gift":
            click(table, "paintButton")
            break
        case "wave":
            click(table, "wave_" + table.offer.waveMoves[0].character)
            break
        case "spring":
            click(table, "springPass")
            break
        default:
            fail("no click for the decision " + table.decision)
        }
    }
    // The last move of the person's `character` among the moves shown: the move played, then
    // what the rules did after it.
    function movedNow(table, character) {
        const shown = [session.lastMove].concat(table.obs.events || [])
        let found = null
        for (const m of shown)
            if (m && m.kind === character && m.seat === 0)
                found = m
        return found
    }
    function pointsOf(table, prefix, path) {
        return path.map(id => table.placePoint(prefix + id))
    }

    // A pilgrim's die of 2 or more, clicked: the pilgrim walks every space of the path its
    // move gives, from where it stood to where it stops, jumps included (§7.1).
    function test_thePilgrimWalksThePathItsMoveGives() {
        for (const seed of [3, 4, 5, 6, 7, 8]) {
            const table = startGame(seed)
            for (let i = 0; i < 40 && waitForMe(table); ++i) {
                const die = table.dice.find(d => d.character === "pilgrim")
                if (table.decision === "pick" && table.offer.dieMoves.pilgrim && die.value >= 2) {
                    const from = table.players[0].pilgrim
                    click(table, "die_pilgrim")
                    if (table.decision === "pilgrim" && session.humanToMove)
                        decide(table)
                    const move = movedNow(table, "pilgrim")
                    verify(move, "the pilgrim's move is shown")
                    verify(move.path !== undefined, "the pilgrim's move gives its path: " + JSON.stringify(move))
                    compare(move.path[0], from)
                    compare(move.path[move.path.length - 1], table.players[0].pilgrim)
                    verify(move.path.length >= 3, "a walk of " + (move.path.length - 1) + " spaces")
                    const meeple = findChild(table, "meeple_0_pilgrim")
                    verify(meeple.walkDuration > 0, "the pilgrim walks")
                    compare(JSON.stringify(meeple.points), JSON.stringify(pointsOf(table, "ring:", move.path)))
                    tryVerify(() => meeple.walkDuration === 0, 5000, "the walk ends")
                    return
                }
                decide(table, "merchant")
            }
        }
        fail("no pilgrim die of 2 or more came up")
    }

    // The merchant walks its move's route town by town; a new game puts it back on its start
    // at once: no move took it there, so it does not walk (no way is made up on the island).
    function test_theMerchantWalksItsRouteAndANewGameIsNoWalk() {
        for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
            const table = startGame(seed)
            for (let i = 0; i < 40 && waitForMe(table); ++i) {
                if (table.decision === "merchant") {
                    const start = table.players[0].merchant
                    const to = Object.keys(table.offer.townTargets).find(t => table.offer.townTargets[t][0].path.length >= 3)
                    if (to === undefined) {
                        decide(table)
                        continue
                    }
                    click(table, "town_" + to)
                    const move = movedNow(table, "merchant")
                    verify(move && move.path, "the merchant's move gives its path")
                    compare(move.path[0], start)
                    compare(move.path[move.path.length - 1], to)
                    const meeple = findChild(table, "meeple_0_merchant")
                    compare(JSON.stringify(meeple.points), JSON.stringify(pointsOf(table, "town:", move.path)))
                    tryVerify(() => meeple.walkDuration === 0, 5000, "the walk ends")
                    // A new game on the same table: back to the start, without a walk.
                    session.aiDelay = 600000
                    verify(session.start("tokaido_duo", "", [{ kind: "human" }, { kind: "computer", level: "easy" }], seed))
                    session.aiDelay = 0
                    compare(table.players[0].merchant, table.def.start.merchant)
                    compare(meeple.points.length, 1, "no walk back to the start")
                    compare(meeple.walkDuration, 0)
                    return
                }
                decide(table, "merchant")
            }
        }
        fail("no merchant move of two routes or more came up")
    }
}
