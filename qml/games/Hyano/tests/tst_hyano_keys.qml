// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The Hyano table on a real game page, played with keys only (the page's MoveKeys: arrows,
// Enter, Escape), its moves drawn as motion (or not, with Animations: off), and its
// colour-blind-safe marks.
TestCase {
    id: testCase
    name: "HyanoKeys"
    when: windowShown
    // How long a wait for a page to open or a motion to start or end may take: most take a
    // fraction of a second, but under the README's sanitizer build or a machine busy with
    // other work frames come seconds apart (tst_tokaido_duo_keys and tst_shikoku_keys_motion
    // failed waiting 5 s for the game page's transition with two busy loops beside them). A
    // wait ends as soon as its condition holds; only a real failure waits this long.
    readonly property int kSlow: 60000
    visible: true
    width: 1280
    height: 800

    GameSession {
        id: gameSession
        aiDelay: 0
    }
    readonly property alias session: gameSession

    Component {
        id: pageView
        GamePage {
            width: 1280
            height: 800
            session: gameSession
        }
    }

    function init() {
        AppSettings.resetToDefaults()
        Localization.language = "en"
    }
    function cleanup() {
        AppSettings.resetToDefaults()
        Localization.language = "en"
    }

    // A game on a page; `aiDelay` long keeps the computer from moving while the test looks.
    function openPage(seed, players, aiDelay) {
        session.aiDelay = aiDelay
        const seats = [{ kind: "human" }]
        for (let i = 1; i < players; ++i)
            seats.push({ kind: "ai", level: "easy" })
        verify(session.start("hyano", "", seats, seed))
        const page = createTemporaryObject(pageView, testCase)
        verify(page)
        tryVerify(function() { return page.table !== null && page.table !== undefined }, kSlow)
        page.forceActiveFocus()
        waitForItemPolished(page)
        return page
    }
    function closeReveal(table) {
        const reveal = findChild(table, "prophecyReveal")
        if (reveal && reveal.visible)
            reveal.hide()
    }
    function focused(page) { return page.moveKeys.current }
    function ringShown(target) {
        const ring = target ? findChild(target, "moveFocusRing") : null
        return ring !== null && ring.visible
    }
    // The pile symbol of a pile's MoveTarget ("pileTarget_S3", "discTarget_S3" → "S3").
    function symbolOf(target) {
        const name = target ? target.objectName : ""
        return name.indexOf("_") >= 0 ? name.slice(name.indexOf("_") + 1) : ""
    }
    // Arrow keys until the focus is on the target called `name` (false if never).
    function focusOn(page, name) {
        const keys = [Qt.Key_Right, Qt.Key_Down, Qt.Key_Left, Qt.Key_Up]
        for (let k = 0; k < 40; ++k) {
            if (focused(page) && focused(page).objectName === name && page.moveKeys.showing)
                return true
            keyClick(keys[k % keys.length])
        }
        return focused(page) && focused(page).objectName === name
    }
    // Arrow keys until the focus is on a pile target that `accept(symbol)` likes.
    function focusWhere(page, accept) {
        const keys = [Qt.Key_Right, Qt.Key_Down, Qt.Key_Left, Qt.Key_Up]
        for (let k = 0; k < 40; ++k) {
            const t = focused(page)
            if (t && page.moveKeys.showing && accept(symbolOf(t)))
                return t
            keyClick(keys[k % keys.length])
        }
        return null
    }
    function loggedMove(at) { return session.log.data(session.log.index(at, 0), 261) }
    // Plays the first legal move until `done()` (the person's moves are not the point here).
    function playUntil(done) {
        for (let guard = 0; guard < 300; ++guard) {
            tryVerify(function() { return session.humanToMove || session.over }, 20000)
            if (session.over || done())
                return !session.over
            session.play(0)
        }
        return false
    }
    // A seed where the person is the first sage (nobody else moves before).
    function sageSeed(players) {
        for (let seed = 1; seed < 40; ++seed) {
            verify(session.start("hyano", "", [{ kind: "human" }, { kind: "ai", level: "easy" }], seed))
            if (session.humanToMove && session.observation.phase === "predict")
                return seed
        }
        fail("no seed makes the person the first sage")
        return -1
    }

    function test_playAMoveByKeys() {
        // With this seed a computer is the first sage: the person's first move is a play.
        const page = openPage(1, 4, 0)
        const table = page.table
        tryVerify(function() { return session.humanToMove }, 20000)
        closeReveal(table)
        compare(table.phase, "play")
        keyClick(Qt.Key_Right)
        // The ring is on a legal card (one without a Sun value to choose).
        const target = focusWhere(page, sym => (table.legalByPile[sym] || []).length === 1)
        verify(target, "a legal card has the focus")
        verify(target.active)
        verify(ringShown(target), "the focus ring is shown")
        const sym = symbolOf(target)
        verify(target.name.indexOf(table.cardNameInText(table.piles[table.symbolIndex(sym)].face_up)) >= 0, target.name)
        const before = session.log.count
        keyClick(Qt.Key_Return)
        verify(session.log.count > before, "Enter played a move")
        const move = loggedMove(before)
        compare(move.kind, "play")
        compare(move.pile, sym, "the move made is the focused one")
    }

    function test_wholeGameByKeys() {
        // Arrows and Enter only, from the first move to the end (Suns included).
        AppSettings.motion = "off"
        const page = openPage(3, 2, 0)
        const table = page.table
        let moves = 0
        for (let guard = 0; guard < 400 && !session.over; ++guard) {
            tryVerify(function() { return (session.humanToMove && !session.handoverPending) || session.over }, 20000)
            if (session.over)
                break
            closeReveal(table)
            // Let the page take in the computer's move first (MoveKeys settles the focus on
            // the next turn of the event loop, as it would before anybody could press a key).
            wait(10)
            const before = session.log.count
            if (!table.sunChooser.visible) {
                keyClick(Qt.Key_Right)
                verify(ringShown(focused(page)), "a legal move has the ring")
            }
            keyClick(Qt.Key_Return)
            if (table.sunChooser.visible)
                keyClick(Qt.Key_Return)
            verify(session.log.count > before, "a key played a move")
            ++moves
        }
        verify(session.over, "the game ended")
        verify(moves > 5)
    }

    function test_prophecyAndOpeningByKeys() {
        const seed = sageSeed(2)
        const page = openPage(seed, 2, 600000)
        const table = page.table
        compare(table.phase, "predict")
        keyClick(Qt.Key_Right)
        // The prophecy is made on the red discs.
        let target = focused(page)
        verify(target && target.objectName.indexOf("discTarget_") === 0, target ? target.objectName : "none")
        verify(ringShown(target))
        keyClick(Qt.Key_Right)
        target = focused(page)
        verify(ringShown(target))
        const predicted = symbolOf(target)
        let before = session.log.count
        keyClick(Qt.Key_Return)
        compare(session.log.count, before + 1)
        compare(loggedMove(before).kind, "predict")
        compare(table.symbols[table.myPrediction.pile].id, predicted, "the prophecy is the focused pile")
        // Now the opening: the ring stays on, on a card.
        compare(table.phase, "open")
        tryVerify(function() { return focused(page) && focused(page).objectName.indexOf("pileTarget_") === 0 })
        verify(page.moveKeys.showing)
        target = focusWhere(page, sym => sym !== predicted && (table.legalByPile[sym] || []).length === 1)
        verify(target, "another card has the focus")
        verify(ringShown(target))
        const opening = symbolOf(target)
        before = session.log.count
        keyClick(Qt.Key_Return)
        compare(session.log.count, before + 1)
        compare(loggedMove(before).kind, "open")
        compare(loggedMove(before).pile, opening)
    }

    function test_sunValueByKeysAndEscape() {
        for (let seed = 1; seed < 40; ++seed) {
            const page = openPage(seed, 2, 0)
            const table = page.table
            let sunPile = ""
            const found = playUntil(function() {
                for (const sym in table.legalByPile) {
                    if (table.legalByPile[sym].length > 1)
                        sunPile = sym
                }
                return sunPile !== ""
            })
            if (!found) {
                page.destroy()
                continue
            }
            closeReveal(table)
            keyClick(Qt.Key_Right)
            verify(focusOn(page, "pileTarget_" + sunPile), "the Sun has the focus")
            const sunTarget = focused(page)
            verify(ringShown(sunTarget))
            const before = session.log.count
            keyClick(Qt.Key_Return)
            tryVerify(function() { return table.sunChooser.opened })
            compare(session.log.count, before, "the Sun waits for its value")
            const values = table.sunChooser.values
            verify(values.length > 1)
            // The first value has the chooser's ring.
            verify(ringShown(findChild(table.sunChooser.contentItem, "sunValueTarget_" + values[0])))
            // Escape steps back: no move, the focus back on the Sun's pile.
            keyClick(Qt.Key_Escape)
            tryVerify(function() { return !table.sunChooser.visible })
            compare(session.log.count, before)
            compare(focused(page), sunTarget)
            verify(ringShown(sunTarget))
            // Again, and this time the second value.
            keyClick(Qt.Key_Return)
            tryVerify(function() { return table.sunChooser.opened })
            keyClick(Qt.Key_Right)
            verify(ringShown(findChild(table.sunChooser.contentItem, "sunValueTarget_" + values[1])))
            verify(!ringShown(findChild(table.sunChooser.contentItem, "sunValueTarget_" + values[0])))
            keyClick(Qt.Key_Return)
            verify(session.log.count > before)
            const move = loggedMove(before)
            compare(move.pile, sunPile)
            compare(move.sun_value, values[1])
            tryVerify(function() { return !table.sunChooser.visible })
            // The keyboard goes on: the page has the keys again.
            verify(page.activeFocus)
            tryVerify(function() { return session.humanToMove || session.over }, 20000)
            if (!session.over) {
                keyClick(Qt.Key_Right)
                verify(ringShown(focused(page)))
            }
            return
        }
        fail("no game gave the person a Sun with several values")
    }

    // Opens the round by keys on a card other than the prophecy; returns {table, page, move}.
    function predictAndOpen() {
        const seed = sageSeed(2)
        const page = openPage(seed, 2, 600000)
        const table = page.table
        keyClick(Qt.Key_Right)
        keyClick(Qt.Key_Return)
        compare(table.phase, "open")
        const predicted = table.symbols[table.myPrediction.pile].id
        const target = focusWhere(page, sym => sym !== predicted && (table.legalByPile[sym] || []).length === 1)
        verify(target)
        return { page: page, table: table, pile: symbolOf(target) }
    }

    // Each motion the table starts, recorded as it starts (not looked for afterwards: a slow
    // machine, a sanitizer build, may have ended a short motion before the test looks): the
    // cards in motion with the course each is given, the move's times, whether the centre's
    // own card waits, and where the first card is drawn as it sets off.
    function recordMotion(table) {
        const motion = findChild(table, "hyanoMotion")
        const centre = findChild(table, "centrePile")
        const started = []
        motion.runningChanged.connect(function() {
            if (!motion.running)
                return
            const flyers = motion.flyers.map(f => Object.assign({}, f))
            const first = flyers.length > 0 ? findChild(motion, "flyingCard_" + flyers[0].card) : null
            started.push({ flyers: flyers, travelMs: motion.travelMs, totalMs: motion.totalMs,
                           travel: motion.travel, arriving: centre.arriving,
                           drawn: first ? { x: first.x, y: first.y } : null })
        })
        return started
    }

    function test_cardTravelsWithAnimations() {
        AppSettings.motion = "normal"
        const t = predictAndOpen()
        const table = t.table
        const motion = findChild(table, "hyanoMotion")
        verify(motion)
        const started = recordMotion(table)
        const pileItem = findChild(table, "pile_" + t.pile)
        const card = table.piles[table.symbolIndex(t.pile)].face_up
        const start = pileItem.mapToItem(motion, 0, 0)
        keyClick(Qt.Key_Return)
        compare(table.obs.centre.length, 1)
        const centre = findChild(table, "centrePile")
        const end = centre.mapToItem(motion, centre.slotX(0, 1), centre.slotY(0, 1))
        verify(Math.hypot(end.x - start.x, end.y - start.y) > 50, "the pile is away from the centre")
        // One motion, with the played card (no other) in it.
        tryVerify(function() { return started.length > 0 }, kSlow, "the move is drawn as a motion")
        compare(started.length, 1)
        const given = started[0]
        compare(given.flyers.length, 1)
        const path = given.flyers[0]
        compare(path.card, card, "the card in motion is the one played")
        // The centre's own card waits while the traveller flies.
        verify(given.arriving)
        // The flight the card is given, not frames (a slow machine draws fewer): from the
        // pile to the centre's slot, within the move's time, and drawn on that line at the
        // animation's point of its course (as it sets off: on its pile).
        fuzzyCompare(path.x0, start.x, 0.5)
        fuzzyCompare(path.y0, start.y, 0.5)
        fuzzyCompare(path.x1, end.x, 0.5)
        fuzzyCompare(path.y1, end.y, 0.5)
        verify(given.travelMs > 0 && given.totalMs <= Theme.motion(700),
               "the card flies " + given.travelMs + " ms, the move takes " + given.totalMs + " ms")
        verify(given.drawn, "the card is drawn in motion")
        compare(given.travel, 0)
        fuzzyCompare(given.drawn.x, motion.between(path.x0, path.x1, given.travel), 0.5)
        fuzzyCompare(given.drawn.y, motion.between(path.y0, path.y1, given.travel), 0.5)
        // Wherever the animation is when the test looks, the card is drawn at that point of
        // its course.
        const flyer = findChild(motion, "flyingCard_" + card)
        if (motion.running && flyer && !flyer.leaving) {
            fuzzyCompare(flyer.x, motion.between(path.x0, path.x1, motion.travel), 0.5)
            fuzzyCompare(flyer.y, motion.between(path.y0, path.y1, motion.travel), 0.5)
        }
        // Then it lands.
        tryVerify(function() { return !motion.running }, kSlow)
        verify(!centre.arriving)
        const landed = findChild(centre, "centreCard_0")
        verify(landed)
        compare(landed.opacity, 1)
        compare(motion.flyers.length, 0)
    }

    function test_replayStepForwardIsMotion() {
        AppSettings.motion = "normal"
        const t = predictAndOpen()
        const table = t.table
        const motion = findChild(table, "hyanoMotion")
        const started = recordMotion(table)
        const card = table.piles[table.symbolIndex(t.pile)].face_up
        keyClick(Qt.Key_Return)
        tryVerify(function() { return started.length > 0 }, kSlow, "the move is drawn as a motion")
        compare(started.length, 1)
        verify(started[0].totalMs <= Theme.motion(700), "the move takes " + started[0].totalMs + " ms")
        tryVerify(function() { return !motion.running }, kSlow)
        // The replay (Ctrl+R) at the last move; ← goes back without motion, → replays the
        // opening card as it was played.
        keyClick(Qt.Key_R, Qt.ControlModifier)
        tryVerify(function() { return session.reviewing })
        started.length = 0
        keyClick(Qt.Key_Left)
        compare(session.reviewPly, 1)
        wait(0)
        compare(started.length, 0, "the step back starts no motion")
        verify(!motion.running)
        compare(table.obs.centre.length, 0)
        keyClick(Qt.Key_Right)
        compare(session.reviewPly, 2)
        tryVerify(function() { return started.length > 0 }, kSlow, "the step forward is drawn as the move")
        compare(started.length, 1)
        compare(started[0].flyers.length, 1)
        compare(started[0].flyers[0].card, card, "the card played flies again")
        verify(started[0].arriving)
        verify(started[0].totalMs <= Theme.motion(700), "the move takes " + started[0].totalMs + " ms")
        tryVerify(function() { return !motion.running }, kSlow)
        session.endReview()
    }

    function test_noAnimationWhenOff() {
        AppSettings.motion = "off"
        const t = predictAndOpen()
        const table = t.table
        const motion = findChild(table, "hyanoMotion")
        keyClick(Qt.Key_Return)
        compare(table.obs.centre.length, 1)
        // At once: nothing in motion, the card in its place.
        verify(!motion.running)
        compare(motion.flyers.length, 0)
        const centre = findChild(table, "centrePile")
        verify(!centre.arriving)
        const landed = findChild(centre, "centreCard_0")
        verify(landed)
        compare(landed.opacity, 1)
        compare(landed.x, centre.slotX(0, 1))
        compare(landed.y, centre.slotY(0, 1))
    }

    function test_colourBlindMarks() {
        const page = openPage(1, 3, 600000)
        const table = page.table
        // A pile with a face-up card, and the first seat's row.
        let cardItem = null
        for (const sym of table.symbols) {
            const pile = table.piles[table.symbolIndex(sym.id)]
            if (pile.face_up !== null && pile.face_up !== undefined) {
                cardItem = findChild(table, "card_" + sym.id)
                break
            }
        }
        verify(cardItem)
        const letter = findChild(cardItem, "colourLetter")
        const shape = findChild(table, "seatShape_0")
        verify(letter && shape)
        verify(!letter.visible)
        verify(!shape.visible)
        AppSettings.colourBlind = true
        verify(Theme.colourBlind)
        verify(letter.visible, "the colour's letter is on the card")
        verify(letter.text.length > 0)
        verify(shape.visible, "the seat's shape is beside its colour")
        compare(shape.text, Theme.seatShapes[0])
        // Each colour has a letter of its own.
        const letters = table.colourLetters
        compare(letters.length, table.colours.length)
        for (let i = 0; i < letters.length; ++i)
            for (let j = i + 1; j < letters.length; ++j)
                verify(letters[i] !== letters[j], letters[i] + " / " + letters[j])
        AppSettings.resetToDefaults()
        verify(!letter.visible)
    }

    function test_piecesSpeakToScreenReaders() {
        const page = openPage(1, 3, 600000)
        const table = page.table
        const sym = table.symbols[0].id
        const target = findChild(table, "pileTarget_" + sym)
        verify(target)
        const description = table.pileDescription(0)
        verify(description.indexOf(Theme.t(table.symbols[0].name)) >= 0, description)
        compare(target.Accessible.description, table.phase === "predict" ? "" : description)
        const centre = findChild(table, "centrePile")
        verify(centre.Accessible.name.length > 0)
        const row = findChild(table, "seatRow_0")
        compare(row.Accessible.name, table.seatName(0))
        verify(row.Accessible.description.length > 0)
    }
}
