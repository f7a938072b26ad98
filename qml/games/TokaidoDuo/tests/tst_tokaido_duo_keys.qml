// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The Tokaido Duo table in the real app window, played with the keyboard only: the arrows
// move the focus ring among the legal moves (the page's MoveKeys), Enter plays the focused
// one, Escape steps back a part of a move. Also what is seen while moves are made: the
// travellers walk space by space (or land at once with animations off), and the seats are
// told by shapes in colour-blind-safe mode.
TestCase {
    id: testCase
    name: "TokaidoDuoKeys"
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

    Component {
        id: twoPlayers
        Main {
            width: 1280
            height: 800
            startup: ({ game: "tokaido_duo", players: 2, humans: 1, seed: 5, level: "easy", aiDelay: 0 })
        }
    }
    Component {
        id: againstTheAutoma
        Main {
            width: 1024
            height: 700
            startup: ({ game: "tokaido_duo", players: 2, humans: 1, seed: 8, rulesLevel: 1, aiDelay: 0 })
        }
    }

    property var win: null
    property var page: null
    property var session: null
    property var table: null
    property var keys: null

    function initTestCase() {
        Localization.language = "en"
    }
    function cleanup() {
        AppSettings.resetToDefaults()
        Localization.language = "en"
    }

    function open(component) {
        win = createTemporaryObject(component, testCase)
        verify(win)
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2, kSlow)
        tryCompare(stack, "busy", false, kSlow)
        page = findChild(win.contentItem, "gamePage")
        verify(page)
        session = page.session
        verify(session.active)
        tryVerify(function() { return page.table !== null })
        table = page.table
        keys = page.moveKeys
        win.requestActivate()
        tryVerify(function() { return win.active })
        win.update(); waitForRendering(win.contentItem)
    }
    function restart(seed, seats) {
        verify(session.start("tokaido_duo", "", seats || [{ kind: "human" }, { kind: "ai", level: "easy" }], seed),
               session.lastError)
        tryVerify(function() { return page.table !== null })
        table = page.table
    }

    // Waits until the person is to decide (true) or the game is over (false).
    function waitForMe() {
        tryVerify(function() { return session.over || (session.humanToMove && table.moves.length > 0) }, 20000)
        // (The page settles its focus after the computer's move: a change no key made hides
        // the ring until the next key.)
        wait(20)
        return !session.over
    }

    // The piece the keyboard focus is on (the TableTarget or button holding the MoveTarget).
    function piece() {
        return keys.current ? keys.current.parent : null
    }
    function pieceName() {
        const p = piece()
        return p ? String(p.objectName) : ""
    }
    function ringShown() {
        const ring = keys.current ? findChild(keys.current, "moveFocusRing") : null
        return ring !== null && ring.visible && keys.current.active
    }
    // Moves the focus with the arrow keys (from Home, the first target in reading order) until
    // `wanted(pieceName, piece)` holds; a breadth-first walk over the arrows, as a person who
    // looks for a piece would press them.
    function focusWhere(wanted) {
        keyClick(Qt.Key_Home)
        if (keys.current && wanted(pieceName(), piece()))
            return true
        const arrows = [Qt.Key_Right, Qt.Key_Down, Qt.Key_Left, Qt.Key_Up]
        const seen = [keys.current]
        const queue = [[]]
        while (queue.length > 0 && seen.length < 80) {
            const path = queue.shift()
            for (const k of arrows) {
                keyClick(Qt.Key_Home)
                for (const p of path)
                    keyClick(p)
                keyClick(k)
                if (keys.current && wanted(pieceName(), piece()))
                    return true
                if (seen.indexOf(keys.current) < 0) {
                    seen.push(keys.current)
                    queue.push(path.concat([k]))
                }
            }
        }
        return false
    }

    // The move the focused piece plays when activated, from its name on the table.
    function expectedMove() {
        const name = pieceName()
        const p = piece()
        const t = table
        const first = list => list && list.length > 0 ? list[0] : null
        if (name.startsWith("die_"))
            return first(t.offer.dieMoves[name.substring(4)])
        if (name.startsWith("space_"))
            return first(t.offer.spaceTargets[Number(name.substring(6))])
        if (name.startsWith("town_")) {
            const id = name.substring(5)
            if (t.decision === "pilgrim")
                return first(t.offer.spaceTargets[t.townById[id].ring !== undefined ? t.townById[id].ring
                                            : t.def.ring.find(s => s.town === id).index])
            return first(t.offer.townTargets[id])
        }
        if (name.startsWith("region_")) {
            const list = t.offer.regionTargetMoves[name.substring(7)] || []
            return list.length === 1 ? list[0] : null
        }
        if (name.startsWith("wave_") || name.startsWith("take_wave_"))
            return t.offer.waveMoves.find(m => m.character === name.substring(name.lastIndexOf("_") + 1)) || null
        if (name.startsWith("pilgrim_"))
            return t.offer.pilgrimMoves.find(m => m.steps === Number(name.substring(8))) || null
        if (name.startsWith("sell_"))
            return t.offer.sellMoves.find(m => m.count === Number(name.substring(5))) || null
        if (name.startsWith("route_"))
            return t.offer.artistRoutes[Number(name.substring(6))] || null
        if (name === "paintButton")
            return t.offer.paintMove
        if (name === "giftButton")
            return t.offer.giftMove
        if (name === "springUse" || name === "springPass")
            return t.offer.springMoves.find(m => m.use === (name === "springUse")) || null
        if (name === "returnButton")
            return t.offer.returnMove
        return null
    }
    function sameMove(a, b) {
        for (const k of ["kind", "character", "to", "count", "use", "steps", "side", "icon"])
            if (JSON.stringify(a[k]) !== JSON.stringify(b[k]))
                return false
        return a.path === undefined || b.path === undefined || JSON.stringify(a.path) === JSON.stringify(b.path)
    }
    // Presses Enter on the focused piece and checks that the move played is the focused one
    // (the person's move is the first row the log gains).
    function enterAndCheck() {
        verify(ringShown(), "the focus ring is shown on a legal piece: " + pieceName())
        const expected = expectedMove()
        verify(expected, "the focused piece " + pieceName() + " is a move")
        const before = session.log.count
        keyClick(Qt.Key_Return)
        verify(session.log.count > before, "Enter played " + pieceName())
        const played = session.log.data(session.log.index(before, 0), 261)
        compare(session.log.data(session.log.index(before, 0), 258), 0, "the person's move")
        verify(sameMove(played, expected), JSON.stringify(played) + " is " + JSON.stringify(expected))
    }

    // Makes the person's decision with the keyboard only; `turn` varies which piece is taken.
    function decideByKeys(turn) {
        const decision = table.decision
        if (decision === "return") {
            // Parts: mark wares (Enter on each), then the button.
            while (table.offer.returnMove === null) {
                verify(focusWhere((n, p) => n.startsWith("ware_") && !p.picked), "a ware to mark")
                const marked = table.offer.returnPicks.length
                keyClick(Qt.Key_Return)
                compare(table.offer.returnPicks.length, marked + 1)
            }
            verify(focusWhere(n => n === "returnButton"))
            enterAndCheck()
            return decision
        }
        if (decision === "pick") {
            const wanted = ["pilgrim", "merchant", "artist"][turn % 3]
            if (!table.offer.dieMoves[wanted] || !focusWhere(n => n === "die_" + wanted))
                verify(focusWhere(n => n.startsWith("die_")))
            enterAndCheck()
            return decision
        }
        // Anything else: a piece a few arrows from the first, that is a whole move.
        keyClick(Qt.Key_Home)
        for (let k = 0; k < turn % 3; ++k)
            keyClick(Qt.Key_Right)
        if (!expectedMove() || pieceName() === "anotherRegion") {
            if (decision === "artist" && pieceName().startsWith("region_")) {
                // Inspired: the region first, then its route (a later step).
                keyClick(Qt.Key_Return)
                verify(table.offer.artistTarget !== "")
                verify(keys.current.step === 1, "the focus went on to the routes")
                verify(focusWhere(n => n.startsWith("route_")))
            } else {
                verify(focusWhere(n => expectedMove() !== null), "a legal move for " + decision)
            }
        }
        enterAndCheck()
        return decision
    }

    // The first decision of the game: the ring comes with the first arrow, on a die; Enter
    // takes the die with the ring, not another.
    function test_focusRingAndTheFocusedMove() {
        open(twoPlayers)
        verify(waitForMe())
        compare(table.decision, "pick")
        verify(!ringShown(), "no ring before a key")
        keyClick(Qt.Key_Right)
        verify(ringShown())
        verify(pieceName().startsWith("die_"), pieceName())
        // Another die with the arrows, then Enter.
        const first = pieceName()
        keyClick(Qt.Key_Right)
        if (pieceName() === first)
            keyClick(Qt.Key_Left)
        verify(pieceName().startsWith("die_"))
        const c = pieceName().substring(4)
        // The name says what Enter does; the description what the die shows.
        compare(keys.current.name, "Take the " + table.words.characterName(c).toLowerCase() + "'s die ("
                + table.dice.find(d => d.character === c).value + ")")
        verify(keys.current.description.indexOf(table.words.characterName(c) + " die") === 0, keys.current.description)
        enterAndCheck()
        // The table did not take the key focus from the page.
        verify(page.activeFocus || win.activeFocusItem === page, "the page keeps the keys")
    }

    // A whole game against the Automa with the keyboard only.
    function test_wholeSoloGameByKeys() {
        open(againstTheAutoma)
        const seen = {}
        for (let i = 0; i < 1000 && waitForMe(); ++i)
            seen[decideByKeys(i)] = true
        verify(session.over, "the game ended")
        verify(seen.pick && seen.merchant && seen.artist, JSON.stringify(seen))
    }

    // Two players: the first rounds with the keyboard only (every decision of the person).
    function test_twoPlayerRoundsByKeys() {
        open(twoPlayers)
        const seen = {}
        for (let i = 0; i < 60 && waitForMe(); ++i)
            seen[decideByKeys(i)] = true
        verify(seen.pick && seen.merchant && seen.artist, JSON.stringify(seen))
    }

    // Escape drops the part of a move already chosen: with the Inspired tile, the region
    // whose route is being chosen. The page's MoveKeys drives it through stepBack().
    function test_escapeStepsBackAPart() {
        open(twoPlayers)
        for (let seed = 1; seed < 60; ++seed) {
            restart(seed)
            const artistTile = table.waveOf("artist")
            if (!artistTile || artistTile.side !== "inspired")
                continue
            for (let i = 0; i < 300 && waitForMe(); ++i) {
                const mine = table.waveOf("artist").holder === 0
                if (table.decision === "wave" && table.offer.waveMoves.some(m => m.character === "artist")) {
                    verify(focusWhere(n => n === "wave_artist" || n === "take_wave_artist"))
                    enterAndCheck()
                    continue
                }
                if (mine && table.decision === "artist") {
                    const to = Object.keys(table.offer.regionTargetMoves).find(k => table.offer.regionTargetMoves[k].length > 1)
                    if (to !== undefined) {
                        verify(focusWhere(n => n === "region_" + to))
                        compare(keys.current.name, "Choose a route for your artist to " + table.words.regionInText(to))
                        const before = session.log.count
                        keyClick(Qt.Key_Return)
                        compare(table.offer.artistTarget, to)
                        compare(session.log.count, before)
                        verify(ringShown())
                        compare(keys.current.step, 1)
                        // Escape: back to the choice of the region, nothing played.
                        keyClick(Qt.Key_Escape)
                        compare(table.offer.artistTarget, "")
                        compare(session.log.count, before)
                        verify(session.active && !session.over)
                        // Again, and this time a route.
                        verify(focusWhere(n => n === "region_" + to))
                        keyClick(Qt.Key_Return)
                        compare(table.offer.artistTarget, to)
                        verify(focusWhere(n => n === "route_1"))
                        enterAndCheck()
                        // Nothing left to step back from: Escape does nothing.
                        verify(!table.stepBack())
                        return
                    }
                }
                if (table.decision === "pick" && table.offer.dieMoves[mine ? "artist" : "pilgrim"])
                    decideByKeys(mine ? 2 : 0)
                else
                    decideByKeys(i)
            }
        }
        fail("no Inspired artist with two routes came up")
    }

    // The person's pilgrim moves (by keys) with a die of at least `least`; returns
    // {from, to, meeple} as it left, or null when the game gave no such die in time.
    function walkThePilgrim(least) {
        for (let i = 0; i < 200 && waitForMe(); ++i) {
            const die = table.dice.find(d => d.character === "pilgrim")
            if (table.decision === "pick" && table.offer.dieMoves.pilgrim && die.value >= least) {
                const from = table.players[0].pilgrim
                verify(focusWhere(n => n === "die_pilgrim"))
                enterAndCheck()
                if (table.decision === "pilgrim" && session.humanToMove) {
                    // A wave tile gives two counts: the longer walk.
                    const longest = table.offer.pilgrimMoves.reduce((a, b) => a.steps >= b.steps ? a : b)
                    verify(focusWhere(n => n === "pilgrim_" + longest.steps))
                    enterAndCheck()
                }
                return { from: from, to: table.players[0].pilgrim, meeple: findChild(table, "meeple_0_pilgrim") }
            }
            decideByKeys(i + 1)
        }
        return null
    }

    // What the table gives its moving pieces, recorded as it gives it: each piece sent flying
    // (kind, character, who took it, from where to where, its wait and its flight time) and each
    // walk a traveller sets off on (its points, how long it waits, how long it takes, wait
    // included). The checks read the motion the table asks for, not frames: a slow machine (a
    // sanitizer build) draws few, and may end a short motion before a test looks.
    function recordMotion() {
        const flights = findChild(table, "flights")
        const rec = { flights: [], walks: [], seen: [], noticed: 0 }
        // Each time the table has compared the pieces with the last observation.
        flights.lastSeenChanged.connect(() => ++rec.noticed)
        flights.childrenChanged.connect(function() {
            for (let k = 0; k < flights.children.length; ++k) {
                const f = flights.children[k]
                if (rec.seen.indexOf(f) >= 0)
                    continue
                rec.seen.push(f)
                // A piece joins the layer before its properties are given: its record follows
                // them as they are set (they do not change once it flies).
                const flight = {}
                const update = function() {
                    const d = table.dice.find(x => x.character === f.character)
                    Object.assign(flight, { kind: f.kind, character: f.character,
                                            takenBy: d && d.taken_by !== undefined ? d.taken_by : -1,
                                            fromX: f.fromX, fromY: f.fromY, toX: f.toX, toY: f.toY,
                                            pause: f.pause, duration: f.duration })
                }
                update()
                for (const name of ["kind", "character", "fromX", "fromY", "toX", "toY", "pause", "duration"])
                    f[name + "Changed"].connect(update)
                rec.flights.push(flight)
            }
        })
        for (let seat = 0; seat < 2; ++seat) {
            for (const c of ["pilgrim", "merchant", "artist"]) {
                const m = findChild(table, "meeple_" + seat + "_" + c)
                verify(m, "meeple_" + seat + "_" + c)
                // A new place gives the traveller its points; the walk starts (and may be held
                // for a die) right after, which sets its wait and duration.
                m.pointsChanged.connect(function() {
                    rec.walks.push({ seat: seat, character: c, points: m.points.slice(), wait: 0, duration: 0 })
                })
                const timed = function() {
                    const w = rec.walks.filter(x => x.seat === seat && x.character === c).pop()
                    if (w && m.walkDuration > 0) {
                        w.wait = m.walkWait
                        w.duration = m.walkDuration
                    }
                }
                m.walkDurationChanged.connect(timed)
                m.walkWaitChanged.connect(timed)
            }
        }
        rec.clear = function() { rec.flights = []; rec.walks = [] }
        rec.walkOf = (seat, c) => rec.walks.filter(w => w.seat === seat && w.character === c && w.points.length > 1).pop()
        rec.dieTakenBy = seat => rec.flights.find(f => f.kind === "die" && f.takenBy === seat)
        return rec
    }

    // With animations on, the pilgrim walks the ring space by space: the walk it is given
    // passes through every space between (not a straight jump) and ends on its new space; the
    // die taken from the tray flies to the player's board; all of it within Theme.motion(700) ms.
    function test_travellersWalkAlongTheirPath() {
        AppSettings.motion = "normal"
        open(twoPlayers)
        const rec = recordMotion()
        const walk = walkThePilgrim(2)
        verify(walk, "a pilgrim die of 2 or more")
        const meeple = walk.meeple
        const n = table.ringLength
        const distance = ((walk.to - walk.from) % n + n) % n
        verify(distance >= 2, "a walk of " + distance)
        // The walk the traveller was given as it set off.
        const given = rec.walkOf(0, "pilgrim")
        verify(given, "the traveller was given a walk")
        compare(given.points.length, distance + 1, "one point per space walked")
        compare(JSON.stringify(meeple.points), JSON.stringify(given.points), "it walks the points it was given")
        verify(given.duration > 0, "the traveller walks")
        verify(given.duration <= Theme.motion(700), "the walk (its die's wait included) takes "
               + given.duration + " ms of " + Theme.motion(700))
        // The die flew from the tray to the pilgrim's board.
        const flights = findChild(table, "flights")
        const die = rec.flights.filter(f => f.kind === "die" && f.character === "pilgrim" && f.takenBy === 0).pop()
        verify(die, "the die flies")
        const board = flights.centreOf(flights.seatSpot(0, "pilgrim"))
        fuzzyCompare(die.toX, board.x, 0.5)
        fuzzyCompare(die.toY, board.y, 0.5)
        verify(Math.hypot(die.toX - die.fromX, die.toY - die.fromY) > 20, "the die travels")
        verify(die.pause + die.duration <= Theme.motion(700), "the die lands within the move's time")
        // Where the traveller is drawn over the whole course of its walk, a tenth of a space
        // apart, comes near each space between, in the order of the ring.
        const between = []
        for (let k = 1; k < distance; ++k)
            between.push(table.placePoint("ring:" + ((walk.from + k) % n)))
        const nearest = between.map(() => 1)
        const when = between.map(() => -1)
        for (let t = 0; t <= meeple.points.length - 1 + 1e-9; t += 0.1) {
            const h = meeple.pointAt(t)
            between.forEach((p, i) => {
                const d = Math.hypot(h[0] - p[0], h[1] - p[1])
                if (d < nearest[i]) {
                    nearest[i] = d
                    when[i] = t
                }
            })
        }
        for (let i = 0; i < nearest.length; ++i) {
            verify(nearest[i] < 0.015, "passes through space " + ((walk.from + i + 1) % n) + " (" + nearest[i] + ")")
            if (i > 0)
                verify(when[i] > when[i - 1], "space " + ((walk.from + i + 1) % n) + " after the one before it")
        }
        const start = table.placePoint("ring:" + walk.from)
        fuzzyCompare(meeple.pointAt(0)[0], start[0], 1e-6)
        fuzzyCompare(meeple.pointAt(0)[1], start[1], 1e-6)
        // Drawn where its course puts it, and at the end, on its space.
        fuzzyCompare(meeple.here[0], meeple.pointAt(meeple.progress)[0], 1e-9)
        fuzzyCompare(meeple.here[1], meeple.pointAt(meeple.progress)[1], 1e-9)
        tryVerify(() => meeple.walkDuration === 0, kSlow, "the walk ends")
        compare(meeple.progress, meeple.points.length - 1)
        const end = table.placePoint("ring:" + walk.to)
        fuzzyCompare(meeple.here[0], end[0], 1e-6)
        fuzzyCompare(meeple.here[1], end[1], 1e-6)
    }

    // As on a real table, one thing after another: the die taken flies first and the
    // traveller sets off as it lands — the Automa's too, whose whole turn the rules play at
    // once: its die does not fly before the person's traveller has arrived, and its own
    // traveller waits for its die. Checked on the waits and times each piece is given.
    function test_aDieFirstThenItsTraveller() {
        AppSettings.motion = "normal"
        open(againstTheAutoma)
        const flights = findChild(table, "flights")
        const rec = recordMotion()
        let checked = 0
        for (let i = 0; i < 80 && checked < 2 && waitForMe(); ++i) {
            tryCompare(flights, "flying", 0, kSlow)
            rec.clear()
            const noticed = rec.noticed
            decideByKeys(i + 1)
            // The table notices the move (Qt.callLater).
            tryVerify(() => rec.noticed > noticed, kSlow, "the table noticed the move")
            const automaDie = rec.dieTakenBy(table.rulesSeat)
            const automaWalk = automaDie ? rec.walkOf(table.rulesSeat, automaDie.character) : null
            if (!automaDie || !automaWalk || automaWalk.duration === 0)
                continue
            verify(automaWalk.wait > 0, "the Automa's traveller waits for its die")
            verify(automaDie.pause <= automaWalk.wait, "the Automa's die (" + automaDie.pause
                   + " ms) is on its way before its traveller sets off (" + automaWalk.wait + " ms)")
            // The Automa's die flies once the person's move is over.
            const myDie = rec.dieTakenBy(0)
            const mine = myDie ? rec.walkOf(0, myDie.character) : null
            if (mine && mine.duration > 0)
                verify(automaDie.pause >= mine.duration - 30, automaDie.pause + " ms after a walk of " + mine.duration)
            tryCompare(flights, "flying", 0, kSlow)
            ++checked
        }
        verify(checked > 0, "the Automa's turn with a walk came up")
    }

    // With animations off the pilgrim is on its new space at once, nothing flies.
    function test_motionOffLandsAtOnce() {
        AppSettings.motion = "off"
        compare(Theme.motionOn, false)
        open(twoPlayers)
        const walk = walkThePilgrim(2)
        verify(walk)
        const meeple = walk.meeple
        compare(meeple.points.length, 1)
        const end = table.placePoint("ring:" + walk.to)
        compare(meeple.here[0], end[0])
        compare(meeple.here[1], end[1])
        compare(findChild(table, "flights").flying, 0)
    }

    // What a screen reader is given: each traveller and where it stands, the dice tray with
    // every die, the boards' counts, the places with who stands there, the Automa's reasoning.
    function test_screenReaderNames() {
        open(againstTheAutoma)
        verify(waitForMe())
        const pilgrim = findChild(table, "meeple_0_pilgrim")
        compare(pilgrim.Accessible.name, table.seatName(0) + "'s pilgrim")
        compare(pilgrim.Accessible.description, table.words.spaceName(table.players[0].pilgrim))
        const tray = findChild(table, "die_pilgrim").parent.parent.parent.parent.parent
        compare(tray.Accessible.name, "Dice tray")
        for (const d of table.dice)
            verify(tray.Accessible.description.indexOf(table.words.characterName(d.character) + " die: " + d.value) >= 0,
                   tray.Accessible.description)
        const board = findChild(table, "player_0")
        compare(board.Accessible.name, table.seatName(0))
        verify(board.Accessible.description.indexOf("0 point") === 0, board.Accessible.description)
        // The start space: both pilgrims stand there.
        const start = findChild(table, "space_" + table.players[0].pilgrim)
        verify(start.moveTarget.description.indexOf("Here: " + table.seatName(0) + "'s pilgrim") >= 0,
               start.moveTarget.description)
        const automa = findChild(table, "automaBoard")
        compare(automa.Accessible.name, "Automa")
        verify(findChild(automa, "automaReasoning").Accessible.name.length > 0)
        // A die that can be taken says what Enter does and what it shows.
        keyClick(Qt.Key_Right)
        verify(keys.current.name.startsWith("Take the "), keys.current.name)
        verify(keys.current.description.indexOf(" die: ") > 0, keys.current.description)
    }

    // Colour-blind-safe mode: every traveller, both players' boards and a taken die carry the
    // seat's shape; off, none does.
    function test_colourBlindMarks() {
        open(againstTheAutoma)
        const marks = () => [findChild(table, "seatMark_0_pilgrim"), findChild(table, "seatMark_1_merchant"),
                             findChild(table, "seatMark_0_artist"), findChild(findChild(table, "player_0"), "cardSeatMark_0"),
                             findChild(findChild(table, "automaBoard"), "cardSeatMark_1")]
        for (const m of marks())
            verify(m && !m.visible)
        AppSettings.colourBlind = true
        verify(Theme.colourBlind)
        for (const m of marks()) {
            verify(m.visible, m.objectName)
            verify(m.text === Theme.seatShapes[0] || m.text === Theme.seatShapes[1], m.text)
        }
        compare(findChild(table, "seatMark_0_pilgrim").text, Theme.seatShapes[0])
        compare(findChild(table, "seatMark_1_merchant").text, Theme.seatShapes[1])
        // A die taken by keys shows its taker's shape.
        verify(waitForMe())
        verify(focusWhere(n => n.startsWith("die_")))
        const c = pieceName().substring(4)
        enterAndCheck()
        const mark = findChild(table, "dieSeatMark_" + c)
        if (table.dice.find(d => d.character === c).taken_by === 0) {
            verify(mark.visible)
            compare(mark.text, Theme.seatShapes[0])
        }
        AppSettings.colourBlind = false
        for (const m of marks())
            verify(!m.visible)
    }
}
