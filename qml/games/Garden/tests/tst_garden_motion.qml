// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// Moves drawn as motion: a figure walks across the line (it is seen between the two fields),
// a jump passes above the field jumped, the used bead flies from the giver to the recipient;
// with the animations off everything lands at once. Moves are clicked on the real table.
TestCase {
    id: testCase
    name: "GardenMotion"
    when: windowShown
    visible: true
    width: 1000
    height: 740

    GameSession {
        id: session
        // The computer waits, so that only our move is drawn.
        aiDelay: 600000
    }

    Component {
        id: tableView
        GardenTable {
            width: 1000
            height: 740
        }
    }

    function init() {
        Localization.language = "en"
        AppSettings.resetToDefaults()
    }
    function cleanup() {
        AppSettings.resetToDefaults()
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

    // A game where the samurai are placed by a computer that answers at once, then waits.
    function startWithKokeshiOn(seed, placements) {
        verify(session.start("garden", "", [{ kind: "human" }, { kind: "ai", level: "easy" }], seed))
        const table = createTemporaryObject(tableView, testCase, { session: session })
        verify(table)
        for (const p of placements) {
            tryVerify(function() { return session.humanToMove })
            click(table, "bead_" + p[1])
            click(table, "field_" + p[0])
        }
        // The computer's set-up.
        session.aiDelay = 0
        tryVerify(function() { return session.humanToMove && table.phase === "play" }, 20000)
        session.aiDelay = 600000
        // Let the last placement's motion end.
        const motion = table.gardenBoard.motion
        tryVerify(function() { return !motion.running }, 3000)
        return table
    }

    function centreOf(table, region) {
        return table.gardenBoard.regionCentre(region)
    }
    // Records the figure's centre at every change of its position.
    function recorder(figure) {
        const points = []
        const record = function() { points.push(Qt.point(figure.x + figure.width / 2, figure.y + figure.height / 2)) }
        figure.xChanged.connect(record)
        figure.yChanged.connect(record)
        return { points: points, stop: function() { figure.xChanged.disconnect(record); figure.yChanged.disconnect(record) } }
    }

    function test_aStepWalksAndTheBeadFlies() {
        const table = startWithKokeshiOn(13, [["c3", "red"], ["d3", "yellow"], ["b2", "green"]])
        const board = table.gardenBoard
        const motion = board.motion
        const k1 = findChild(table, "figure_K1")
        const k2 = findChild(table, "figure_K2")
        const from = centreOf(table, "c3"), to = centreOf(table, "b3")
        const rec = recorder(k1)
        click(table, "figure_K1")
        click(table, "field_b3")
        const beadsBefore = k2.beads.length
        click(table, "figure_K2")
        compare(lastAction(), "step K1 b3 give K2 top")
        verify(motion.running)
        // The observation is already the new one; the bead is still in the air.
        compare(k2.beads.length, beadsBefore + 1)
        compare(k2.hiddenTop, 1)
        verify(!findChild(k2, "stackBead_K2_" + beadsBefore), "the top bead is not on K2's stack yet")
        // Mid-way: the figure between the two fields (and lifted a little).
        tryVerify(function() { return motion.clock > motion.walkStart + 0.3 * (motion.walkEnd - motion.walkStart) }, 2000)
        const mid = Qt.point(k1.x + k1.width / 2, k1.y + k1.height / 2)
        verify(mid.x < from.x - 2 && mid.x > to.x + 2, "between c3 and b3: " + mid.x + " (" + from.x + " → " + to.x + ")")
        // The bead leaves K1 and arrives at K2, passing in between.
        tryVerify(function() { return motion.clock > motion.beadStart + 0.4 * (motion.beadEnd - motion.beadStart) }, 2000)
        const bead = findChild(board, "flyingBead_0")
        verify(bead && bead.visible, "a bead in the air")
        compare(bead.info.id, "red")
        const beadAt = Qt.point(bead.x + bead.width / 2, bead.y + bead.height / 2)
        const k2At = Qt.point(k2.x + k2.width / 2, k2.y)
        verify(Math.hypot(beadAt.x - k2At.x, beadAt.y - k2At.y) > 4, "not yet on K2")
        tryVerify(function() { return !motion.running }, 2000)
        rec.stop()
        // At the end: on b3, the bead on K2's stack.
        compare(k1.x + k1.width / 2, to.x)
        compare(k1.y + k1.height / 2, to.y)
        compare(k2.hiddenTop, 0)
        verify(findChild(k2, "stackBead_K2_" + beadsBefore))
        verify(rec.points.length > 5, rec.points.length + " positions drawn")
        // Some were strictly between the fields.
        verify(rec.points.some(p => p.x < from.x - 5 && p.x > to.x + 5))
    }

    function test_aJumpPassesOverTheJumpedField() {
        // Kokeshi 1 on c3 beside Kokeshi 2 on d3 (both loaded): the hand-off jump to e3.
        const table = startWithKokeshiOn(12, [["c3", "red"], ["d3", "yellow"], ["b2", "green"]])
        const motion = table.gardenBoard.motion
        const k1 = findChild(table, "figure_K1")
        const k2 = findChild(table, "figure_K2")
        const over = centreOf(table, "d3")
        const rec = recorder(k1)
        const moves = movesDrawn()
        click(table, "figure_K1")
        click(table, "field_e3")
        moves.stop()
        compare(lastAction(), "handoff K1 over d3 to e3")
        verify(motion.running)
        // The path and the beads are the ones the rules report with the move, not worked out
        // here: over d3 to e3, Kokeshi 1's two red beads.
        compare(moves.list.length, 1)
        compare(JSON.stringify(moves.list[0].path), JSON.stringify(["c3", "d3", "e3"]))
        compare(JSON.stringify(moves.list[0].beads), JSON.stringify(["red", "red"]))
        compare(JSON.stringify(motion.path), JSON.stringify(moves.list[0].path))
        // The beads go to Kokeshi 2 first (two of them), then the empty figure leaps.
        compare(JSON.stringify(motion.beads), JSON.stringify(["red", "red"]))
        compare(k2.hiddenTop, 2)
        tryVerify(function() { return !motion.running }, 3000)
        rec.stop()
        compare(k2.hiddenTop, 0)
        // Above the jumped field at some point: near its x, higher than its centre.
        verify(rec.points.some(p => Math.abs(p.x - over.x) < table.cell * 0.2 && p.y < over.y - table.cell * 0.2),
               "passed above d3")
    }

    function test_offLandsAtOnce() {
        AppSettings.motion = "off"
        verify(!Theme.motionOn)
        const table = startWithKokeshiOn(13, [["c3", "red"], ["d3", "yellow"], ["b2", "green"]])
        const motion = table.gardenBoard.motion
        const k1 = findChild(table, "figure_K1")
        const k2 = findChild(table, "figure_K2")
        const to = centreOf(table, "b3")
        click(table, "figure_K1")
        click(table, "field_b3")
        click(table, "figure_K2")
        compare(lastAction(), "step K1 b3 give K2 top")
        verify(!motion.running)
        compare(k1.x + k1.width / 2, to.x)
        compare(k1.y + k1.height / 2, to.y)
        compare(k2.hiddenTop, 0)
        verify(!findChild(table.gardenBoard, "flyingBead_0"))
    }

    // Slow motion draws the same move longer; an undo during it ends it at once (no move is
    // drawn backwards).
    function test_slowAndUndo() {
        AppSettings.motion = "slow"
        const table = startWithKokeshiOn(13, [["c3", "red"], ["d3", "yellow"], ["b2", "green"]])
        const motion = table.gardenBoard.motion
        click(table, "passButton")
        click(table, "figure_K3")
        click(table, "figure_K1")
        compare(lastAction(), "pass K3 to K1")
        verify(motion.running)
        wait(500)
        verify(motion.running, "slow: still moving after 500 ms")
        verify(session.canUndo)
        session.undo()
        verify(!motion.running)
    }

    // Passing a bead: the bead the rules moved (Kokeshi 3's top bead, green) flies from the
    // giver's head to the top of the recipient's stack, and lands there.
    function test_aPassCarriesItsBead() {
        const table = startWithKokeshiOn(14, [["c3", "red"], ["d3", "yellow"], ["b2", "green"]])
        const board = table.gardenBoard
        const motion = board.motion
        const k1 = findChild(table, "figure_K1")
        const k3 = findChild(table, "figure_K3")
        const beadsBefore = k1.beads.length
        const moves = movesDrawn()
        click(table, "passButton")
        click(table, "figure_K3")
        click(table, "figure_K1")
        moves.stop()
        compare(lastAction(), "pass K3 to K1")
        compare(moves.list.length, 1)
        compare(JSON.stringify(moves.list[0].beads), JSON.stringify(["green"]))
        compare(JSON.stringify(moves.list[0].path), JSON.stringify([]))
        verify(motion.running)
        compare(JSON.stringify(motion.beads), JSON.stringify(["green"]))
        compare(motion.giver, "K3")
        compare(motion.recipient, "K1")
        compare(k1.hiddenTop, 1)
        // In the air between the two heads, green.
        tryVerify(function() { return motion.clock > motion.beadStart + 0.4 * (motion.beadEnd - motion.beadStart) }, 2000)
        const bead = findChild(board, "flyingBead_0")
        verify(bead && bead.visible, "a bead in the air")
        compare(bead.info.id, "green")
        const at = Qt.point(bead.x + bead.width / 2, bead.y + bead.height / 2)
        const fromHead = Qt.point(k3.x + k3.width / 2, k3.y)
        const toHead = Qt.point(k1.x + k1.width / 2, k1.y)
        verify(Math.hypot(at.x - fromHead.x, at.y - fromHead.y) > 4, "off K3's head")
        verify(Math.hypot(at.x - toHead.x, at.y - toHead.y) > 4, "not yet on K1")
        tryVerify(function() { return !motion.running }, 2000)
        compare(k1.hiddenTop, 0)
        const landed = findChild(k1, "stackBead_K1_" + beadsBefore)
        verify(landed, "the bead is on K1's stack")
        compare(landed.info.id, "green")
    }

    // The last move's trail goes through every field the move crossed: a double jump's
    // arrow hops over the jumped field and over the field behind it (a game saved just after
    // Kokeshi 2's double hand-off jump from a2 over b2 to d3).
    function test_theTrailOfADoubleJumpGoesThroughItsFields() {
        verify(session.load(Qt.resolvedUrl("../../../../tests/data/garden-double-jump.kotatsu")), session.lastError)
        const table = createTemporaryObject(tableView, testCase, { session: session })
        verify(table)
        const board = table.gardenBoard
        tryVerify(function() { return !board.motion.running }, 3000)
        const path = session.lastMove.path
        compare(session.lastMove.text, "handoff K2 over b2 to d3")
        compare(path.length, 4, "from, the jumped field, the field behind it, the landing: " + JSON.stringify(path))
        compare(path[1], "b2")
        const trail = findChild(board, "lastMoveTrail")
        verify(trail && trail.visible)
        const c = board.cell
        // The arrow's course comes near each field between, in the move's order.
        verify(trail.course !== undefined && trail.course.length === path.length,
               "the arrow passes by each field of the path: " + JSON.stringify(trail.course))
        for (let i = 1; i + 1 < path.length; ++i) {
            const f = board.regionCentre(path[i]), p = trail.course[i]
            verify(Math.hypot(p.x - f.x, p.y - f.y) < 0.5 * c, path[i] + " is hopped over")
        }
    }

    // The moves the session reports (session.moved) until stop().
    function movesDrawn() {
        const list = []
        const record = function(seat, move) { list.push(move) }
        session.moved.connect(record)
        return { list: list, stop: function() { session.moved.disconnect(record) } }
    }

    function lastAction() {
        return session.log.data(session.log.index(session.log.count - 1, 0), 259)
    }
}
