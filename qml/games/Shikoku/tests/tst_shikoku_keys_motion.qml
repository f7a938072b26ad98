// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The Shikoku table played by keyboard on the real game page (arrow keys and Enter only),
// its moves shown as motion (pilgrims climb through every step, cards slide), landing at
// once with animations off, and the seat shapes of the colour-blind-safe mode.
TestCase {
    id: testCase
    name: "ShikokuKeysMotion"
    when: windowShown
    // How long a wait for a page to open or a motion to start or end may take: most take a
    // fraction of a second, but under the README's sanitizer build or a machine busy with
    // other work frames come seconds apart (tst_tokaido_duo_keys and tst_shikoku_keys_motion
    // failed waiting 5 s for the game page's transition with two busy loops beside them). A
    // wait ends as soon as its condition holds; only a real failure waits this long.
    readonly property int kSlow: 60000
    visible: true
    width: 200
    height: 100

    // One person against two quick computers.
    Component {
        id: gameWindow
        Main {
            width: 1280
            height: 800
            startup: ({ game: "shikoku", players: 3, humans: 1, seed: testCase.seed, level: "easy", aiDelay: 0 })
        }
    }
    property int seed: 3
    property var win: null
    property var page: null
    property var session: null
    property var table: null

    SignalSpy {
        id: movedSpy
        signalName: "moved"
    }

    function open(seed) {
        testCase.seed = seed
        win = createTemporaryObject(gameWindow, testCase)
        verify(win)
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2, kSlow)
        tryCompare(stack, "busy", false, kSlow)
        page = findChild(win.contentItem, "gamePage")
        session = page.session
        verify(session.active)
        compare(session.gameId, "shikoku")
        tryVerify(function() { return page.table !== null })
        table = page.table
        movedSpy.target = session
        movedSpy.clear()
    }
    function init() {
        AppSettings.resetToDefaults()
        Localization.language = "en"
    }
    function cleanup() {
        AppSettings.resetToDefaults()
        Localization.language = "en"
        movedSpy.target = null
    }
    function waitForMyTurn() {
        tryVerify(function() { return session.over || (session.humanToMove && table.myTurn) }, 20000)
        // What the table does after the computer's move (MoveKeys settles the focus a moment
        // later) is done before a person's next key.
        wait(20)
        return !session.over
    }
    // The card a MoveTarget belongs to (the target lies in the card's face).
    function cardOf(target) {
        let item = target
        while (item && item.zone === undefined)
            item = item.parent
        return item
    }
    function ringOf(target) { return findChild(target, "moveFocusRing") }
    function pawn(seat) { return findChild(table, "pilgrim_" + seat) }
    // Every card copy the table sends sliding, recorded as it is sent: {value, toX, toY, target}
    // (where it goes, and the card that waits for it there). A copy joins the layer before its
    // properties are given, so its record follows them as they are set.
    function recordSlides() {
        const layer = findChild(table, "flightLayer")
        const seen = []
        const slides = []
        layer.childrenChanged.connect(function() {
            for (let k = 0; k < layer.children.length; ++k) {
                const f = layer.children[k]
                if (seen.indexOf(f) >= 0)
                    continue
                seen.push(f)
                const slide = {}
                const update = function() {
                    slide.value = f.value
                    slide.toX = f.toX
                    slide.toY = f.toY
                    slide.target = f.target || null
                }
                update()
                for (const name of ["value", "toX", "toY", "target"])
                    f[name + "Changed"].connect(update)
                slides.push(slide)
            }
        })
        return slides
    }
    // The last move the person (seat 0) made, from the session's moved() signal.
    function lastMoveOfSeat0() {
        for (let i = movedSpy.count - 1; i >= 0; --i) {
            const args = movedSpy.signalArguments[i]
            if (args[0] === 0)
                return args[1]
        }
        return null
    }

    // A whole game with the arrow keys and Enter only: the ring shows on a legal card, and
    // Enter plays the card that has the ring.
    function test_wholeGameByKeyboard() {
        AppSettings.motion = "off"
        open(3)
        let turns = 0
        while (waitForMyTurn()) {
            // The first arrow shows the ring; more arrows walk it along the cards.
            keyClick(Qt.Key_Right)
            let target = page.moveKeys.current
            verify(target, "an arrow key gives the focus to a legal move")
            for (let k = 0; k < turns % 3; ++k)
                keyClick(turns % 2 ? Qt.Key_Left : Qt.Key_Right)
            target = page.moveKeys.current
            verify(target && target.active, "the focus is on something that can be played")
            const ring = ringOf(target)
            verify(ring && ring.visible, "the focus ring shows")
            const card = cardOf(target)
            verify(card.zone === "hand" || card.zone === "pool", "the focus is on a card of the hand or of the draft")
            verify(card.playable)
            verify(target.name.indexOf(String(card.value)) >= 0, "the target's name names its card: " + target.name)
            verify(target.description.length > 0)
            // (The card goes with the move: what it was is kept.)
            const value = card.value
            const kind = card.zone === "hand" ? "play" : "draft"
            const plies = session.plyCount
            keyClick(Qt.Key_Return)
            tryVerify(function() { return session.plyCount > plies })
            const move = lastMoveOfSeat0()
            verify(move)
            compare(move.card, value, "Enter played the focused card")
            compare(move.kind, kind)
            ++turns
            verify(turns < 200, "the game ends")
        }
        verify(session.over)
        verify(turns > 3)
        // Escape has no part of a move to take back in this game.
        verify(!table.stepBack())
    }

    // With animations on, a pilgrim climbs through every step between its old and its new
    // one (odd and even steps stand on different halves of the tread, so that a straight
    // slide would miss the steps between), and the played card slides to the line. What is
    // checked is the climb the pawn is given as it sets off (its path, and where it is drawn
    // at each point of the animation's course), not frames: a slow machine draws fewer.
    function test_climbPassesThroughEveryStep() {
        AppSettings.motion = "slow"
        open(5)
        const stairs = findChild(table, "staircase")
        verify(stairs)
        const n = session.numPlayers
        // Every position each pawn is drawn at, from the moment its step changes.
        const walks = []
        for (let s = 0; s < n; ++s) {
            const p = pawn(s)
            verify(p)
            const record = { from: p.step, to: p.step, samples: [], animated: false }
            walks.push(record)
            // As the step changes the pawn sets off (its own handler ran first): where it is
            // drawn over the whole course of the climb, a tenth of a tread apart.
            p.stepChanged.connect(function() {
                record.from = record.to
                record.to = p.step
                record.animated = p.walking
                record.samples = []
                for (let t = 0; t <= p.path.length - 1 + 1e-9; t += 0.1) {
                    const q = p.pointAt(t)
                    record.samples.push({ x: q.x, y: q.y })
                }
            })
        }
        // Every card copy sent sliding, as it is sent (a slow machine may have ended a short
        // slide before the test looks).
        const slides = recordSlides()
        let checked = false
        let sawSlide = false
        for (let round = 0; round < 20 && !checked; ++round) {
            if (!waitForMyTurn())
                break
            // The person's move, by keyboard; a card copy slides while its card waits.
            keyClick(Qt.Key_Right)
            const target = page.moveKeys.current
            verify(target)
            const plies = session.plyCount
            const played = cardOf(target).value
            const layer = findChild(table, "flightLayer")
            const wasAt = cardOf(target).mapToItem(layer, 0, 0)
            slides.length = 0
            keyClick(Qt.Key_Return)
            tryVerify(function() { return session.plyCount > plies })
            // The played card slides from where it was to its place in the line.
            tryVerify(function() { return slides.some(f => f.value === played) }, kSlow,
                      "card " + played + " slides")
            const slide = slides.find(f => f.value === played)
            verify(Math.hypot(slide.toX - wasAt.x, slide.toY - wasAt.y) > 5, "it goes somewhere else")
            verify(slide.target !== null, "it slides to the card's new place")
            sawSlide = true
            // Let every climb of this round finish.
            tryVerify(function() {
                for (let s = 0; s < n; ++s)
                    if (pawn(s).walking)
                        return false
                return true
            }, kSlow)
            for (let s = 0; s < n; ++s) {
                const w = walks[s]
                // Two steps or more, and not a jump too long to walk (stairs.maxClimb).
                if (w.to - w.from < 2 || w.to - w.from > stairs.maxClimb)
                    continue
                verify(w.animated, "pilgrim " + s + " climbs from " + w.from + " to " + w.to + " as an animation")
                for (let k = w.from + 1; k < w.to; ++k) {
                    const stand = stairs.standPoint(k, 0)
                    const near = w.samples.some(q => Math.abs(q.x - stand.x) < stairs.laneWidth / 3
                                                && Math.abs(q.y - stand.y) < stairs.stepHeight * 0.7)
                    verify(near, "pilgrim " + s + " passed step " + k + " on its way from " + w.from + " to " + w.to)
                }
                // It ends standing on its step.
                const end = stairs.standPoint(w.to, pawn(s).slot)
                fuzzyCompare(pawn(s).x, end.x, 0.5)
                fuzzyCompare(pawn(s).y, end.y, 0.5)
                checked = true
            }
        }
        verify(checked, "a pilgrim climbed two steps or more")
        verify(sawSlide, "a played card slid to the line")
    }

    // The replay's step forward (→) is drawn as the move it replays: cards slide, pilgrims
    // climb; a step back lands at once.
    function test_replayForwardIsShownAsMotion() {
        AppSettings.motion = "off"
        open(5)
        const n = session.numPlayers
        // A round and a half by keyboard, so that the pilgrims have climbed once.
        while (session.plyCount < 2 * n && waitForMyTurn()) {
            keyClick(Qt.Key_Right)
            const plies = session.plyCount
            keyClick(Qt.Key_Return)
            tryVerify(function() { return session.plyCount > plies })
        }
        AppSettings.motion = "normal"
        session.review(0)
        tryCompare(session, "reviewing", true)
        wait(50)
        // What the table sets in motion, recorded as it starts (not looked for afterwards: a
        // slow machine may have ended a short motion before the test looks): the card copies
        // sent sliding, and each climb a pilgrim sets off on (from its step, up how many).
        const slides = recordSlides()
        const climbs = []
        for (let s = 0; s < n; ++s) {
            const p = pawn(s)
            p.walkingChanged.connect(function() {
                if (p.walking)
                    climbs.push({ seat: s, from: p.walkFrom, up: p.climbSteps, step: p.step })
            })
        }
        for (let ply = 1; ply <= 2 * n && !(slides.length > 0 && climbs.length > 0); ++ply) {
            keyClick(Qt.Key_Right)
            compare(session.reviewPly, ply)
            wait(0) // the table takes the step in (Qt.callLater)
        }
        verify(slides.length > 0, "a card slid while the replay stepped forward")
        verify(climbs.length > 0, "a pilgrim climbed while the replay stepped forward")
        for (const c of climbs) {
            verify(c.up > 0, "pilgrim " + c.seat + " climbs up")
            compare(c.from + c.up, c.step, "pilgrim " + c.seat + " climbs to its step")
        }
        // Back to the start: everything lands at once (what was still in motion too), nothing
        // sets off.
        climbs.length = 0
        slides.length = 0
        keyClick(Qt.Key_Home)
        compare(session.reviewPly, 0)
        wait(0)
        compare(climbs.length, 0, "no pilgrim climbs back")
        compare(slides.length, 0, "no card slides back")
        for (let s = 0; s < n; ++s)
            verify(!pawn(s).walking)
        session.endReview()
    }

    // With Settings → Animations off, pilgrims and cards land at once.
    function test_motionOffLandsAtOnce() {
        AppSettings.motion = "off"
        open(5)
        const stairs = findChild(table, "staircase")
        const n = session.numPlayers
        let climbed = false
        for (let round = 0; round < 20 && !climbed; ++round) {
            if (!waitForMyTurn())
                break
            const before = []
            for (let s = 0; s < n; ++s)
                before.push(pawn(s).step)
            keyClick(Qt.Key_Right)
            const plies = session.plyCount
            keyClick(Qt.Key_Return)
            tryVerify(function() { return session.plyCount > plies })
            wait(0)
            compare(findChild(table, "flightLayer").children.length, 0, "no card is sliding")
            for (let s = 0; s < n; ++s) {
                const p = pawn(s)
                verify(!p.walking)
                const stand = stairs.standPoint(p.step, p.slot)
                fuzzyCompare(p.x, stand.x, 0.5)
                fuzzyCompare(p.y, stand.y, 0.5)
                if (p.step > before[s])
                    climbed = true
            }
        }
        verify(climbed, "a pilgrim climbed")
    }

    // Colour-blind-safe mode: every pilgrim and every pilgrim's mark on a card carries its
    // seat's shape as well as its colour.
    function test_colourBlindShapes() {
        open(7)
        waitForMyTurn()
        const shape0 = findChild(pawn(0), "seatShape")
        verify(shape0)
        verify(!shape0.visible)
        AppSettings.colourBlind = true
        for (let s = 0; s < session.numPlayers; ++s) {
            const shape = findChild(pawn(s), "seatShape")
            verify(shape.visible, "pilgrim " + s + " shows its shape")
            compare(shape.text, Theme.seatShapes[s])
        }
        const chipShape = findChild(findChild(table, "pilgrimChip_1"), "seatShape")
        verify(chipShape.visible)
        compare(chipShape.text, Theme.seatShapes[1])
        // The turn order's cards carry the shapes of their pilgrims.
        const entries = session.observation.previous_line
        verify(entries.length > 0)
        const card = findChild(table, "previousCard_" + entries[0].card)
        verify(card)
        const mark = findChild(card, "cardSeatShape")
        verify(mark.visible)
        compare(mark.text, Theme.seatShapes[entries[0].player])
        AppSettings.colourBlind = false
        verify(!findChild(pawn(0), "seatShape").visible)
    }

    // Screen readers: the pieces say what they are and the legal cards what they do.
    function test_accessibleNames() {
        open(9)
        waitForMyTurn()
        const stairs = findChild(table, "staircase")
        verify(stairs.Accessible.description.indexOf(table.seatName(0)) >= 0)
        const p = pawn(1)
        compare(p.Accessible.name, table.seatName(1) + " on step " + session.observation.players[1].step)
        const chip = findChild(table, "pilgrimChip_0")
        verify(chip.Accessible.name.indexOf(table.seatName(0)) === 0)
        verify(chip.Accessible.description.indexOf("card") >= 0)
        keyClick(Qt.Key_Home)
        const target = page.moveKeys.current
        verify(target)
        compare(target.Accessible.name, "Play card " + cardOf(target).value)
        verify(target.Accessible.description.indexOf("in your hand") > 0)
    }
}
