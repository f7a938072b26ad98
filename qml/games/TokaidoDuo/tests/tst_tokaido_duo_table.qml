// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The Tokaido Duo table, clicked (and typed at) like a player would: a person against the
// computer, every decision made by a click on the island, the dice tray or the move panel.
TestCase {
    id: testCase
    name: "TokaidoDuoTable"
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

    // The sentences below are the English ones, whatever language the machine last chose.
    function initTestCase() {
        Localization.language = "en"
    }

    function cleanup() {
        Localization.language = "en"
    }

    // Names inside sentences (docs/glossary.md): towns without an article, regions and spaces
    // with theirs, contracted in Spanish and French; Hungarian endings in vowel harmony.
    function test_namesInSentences() {
        const table = startGame(5)
        const temple = table.def.ring.find(s => s.type === "temple").index
        const merchant = to => ({kind: "merchant", to: to})
        const artist = to => ({kind: "artist", to: to})
        const pilgrim = (to, steps) => ({kind: "pilgrim", to: to, steps: steps})
        const stolen = {kind: "wave", character: "pilgrim", side: "tranquil", from: 1}
        const sale = {kind: "sell", ware: "kimono", count: 2, coins: 6}

        compare(table.describeMove(0, merchant("C6")), table.seatName(0) + "'s merchant travels to Kōchi")
        compare(table.describeMove(0, artist("R8")), table.seatName(0) + "'s artist travels to the Uwa Sea")
        comparePlural(table.describeMove(0, pilgrim(temple, 3)), table.seatName(0) + "'s pilgrim walks 3 spaces to the temple (space " + (temple + 1) + ")")
        compare(table.describeMove(0, stolen), table.seatName(0) + " takes the Tranquil tile for the pilgrim from " + table.seatName(1))

        Localization.language = "es"
        let who = table.seatName(0), other = table.seatName(1)
        compare(table.describeMove(0, merchant("C6")), "El mercader de " + who + " viaja a Kōchi")
        compare(table.describeMove(0, artist("R8")), "El artista de " + who + " viaja al mar de Uwa")
        compare(table.describeMove(0, artist("R5")), "El artista de " + who + " viaja a la cascada de Todoroki")
        compare(table.describeMove(0, pilgrim(temple, 3)), "El peregrino de " + who + " avanza 3 casillas hasta el templo (casilla " + (temple + 1) + ")")
        compare(table.describeMove(0, stolen), who + " le quita a " + other + " la loseta Tranquilo del peregrino")
        compare(table.describeMove(0, sale), who + " vende 2 fichas de kimono por 6 monedas")

        Localization.language = "fr"
        who = table.seatName(0); other = table.seatName(1)
        compare(table.describeMove(0, artist("R5")), "L’artiste de " + who + " se rend aux chutes de Todoroki")
        compare(table.describeMove(0, artist("R2")), "L’artiste de " + who + " se rend au mont Ishizuchi")
        compare(table.describeMove(0, stolen), who + " prend à " + other + " la tuile Flâneur du pèlerin")

        Localization.language = "hu"
        // A default seat name ("1. játékos", "2. gép") takes its article in a sentence.
        const article = s => !/^\d+\. /.test(s) ? "" : /^(1|5\d*)\. /.test(s) ? "az " : "a "
        other = table.seatName(1)
        who = table.seatName(0)
        verify(/^\d+\. /.test(who), who)
        const from = article(other) + other + (/gép$/.test(other) ? "től" : "tól")
        who = article(who) + who
        who = who.charAt(0).toUpperCase() + who.slice(1)
        // (A person counts the ring's spaces from 1: the data's space 0 is the 1st.)
        const az = temple + 1 === 1 || String(temple + 1).charAt(0) === "5" ? "az " : "a "
        compare(table.describeMove(0, merchant("C6")), who + " kereskedője Kócsiba utazik")
        compare(table.describeMove(0, merchant("M1")), who + " kereskedője Ucsikóba utazik")
        compare(table.describeMove(0, artist("R8")), who + " festője felkeresi az Uvai-tengert")
        compare(table.describeMove(0, artist("R5")), who + " festője felkeresi a Todoroki-vízesést")
        compare(table.describeMove(0, pilgrim(temple, 3)), who + " zarándoka 3 mezőt lép, és eléri " + az + (temple + 1) + ". mezőn lévő templomot")
        compare(table.describeMove(0, pilgrim(21, 2)), who + " zarándoka 2 mezőt lép, és eléri Murotót")
        compare(table.describeMove(0, stolen), who + " elveszi " + from + " a zarándok Ráérős hullámlapkáját")
        compare(table.describeMove(0, sale), who + " elad 2 kimonót 6 érméért")
        compare(table.describeMove(0, {kind: "draw", wares: ["fan", "kimono", "fan"]}), who + " 1 kimonót és 2 legyezőt húz a zsákból")
    }

    function startGame(seed) {
        verify(session.start("tokaido_duo", "", [{ kind: "human" }, { kind: "computer", level: "easy" }], seed))
        const table = createTemporaryObject(tableView, testCase, { session: session })
        verify(table)
        return table
    }

    // You against the Automa at `level`, through the real session.
    function startSolo(seed, level) {
        verify(session.start("tokaido_duo", "", [{ kind: "human" }, { kind: "rules", level: level }], seed),
               session.lastError)
        compare(session.rulesSeat, 1)
        const table = createTemporaryObject(tableView, testCase, { session: session })
        verify(table)
        return table
    }
    // The Automa's latest pick as the rules report it.
    function reasoningOf(table) {
        return table.automa ? table.automa.reasoning : null
    }
    // The reasoning drawn above its tracks: the heading and every line, as shown.
    function shownReasoning(table) {
        const box = findChild(table, "automaReasoning")
        verify(box && box.visible, "the reasoning is shown")
        const lines = []
        for (let i = 0; i < 6; ++i) {
            const line = findChild(box, "reasoningLine_" + i)
            if (line && line.visible)
                lines.push(line.text)
        }
        return { heading: findChild(box, "reasoningHeading").text, lines: lines }
    }
    // Its three rank tracks as drawn: one cell per rank with its value, the reached ones
    // marked, the points of the current rank.
    function verifyTracks(table) {
        const board = findChild(table, "automaBoard")
        for (const c of ["pilgrim", "merchant", "artist"]) {
            const values = table.automa.tracks[c]
            const rank = table.automa.ranks[c]
            verify(findChild(board, "rankTrack_" + c), c + " track")
            for (let i = 0; i < values.length; ++i) {
                const cell = findChild(board, "rank_" + c + "_" + (i + 1))
                verify(cell && cell.visible, c + " rank " + (i + 1))
                compare(cell.children[0].text, String(values[i]))
                compare(cell.reached, i < rank, c + " rank " + (i + 1) + " reached")
                compare(cell.current, i === rank - 1)
            }
            compare(findChild(board, "rankPoints_" + c).text, String(rank > 0 ? values[rank - 1] : 0))
        }
        compare(findChild(board, "automaLoad").loaded, table.automa.loaded)
        compare(findChild(board, "automaLoad").children[0].children[1].text,
                table.automa.loaded ? "Loaded" : "No load")
    }

    // Solo: the Automa's seat shows its three rank tracks, not boards, and above them its
    // reasoning, which follows each of its picks as the person plays by clicking.
    function test_soloTracksAndReasoning() {
        const table = startSolo(5, 2)
        const board = findChild(table, "automaBoard")
        verify(board && board.visible)
        verify(!findChild(table, "player_1").visible, "no character boards for the Automa")
        verify(findChild(table, "player_0").visible)
        compare(table.seatName(1), "Automa")
        verify(findChild(board, "rankTrack_pilgrim"))
        compare(table.automa.tracks.pilgrim.length, 9)
        compare(table.automa.tracks.merchant.length, 6)
        compare(table.automa.tracks.artist.length, 10)
        verifyTracks(table)

        let changes = 0, climbs = 0
        let before = JSON.stringify(reasoningOf(table))
        let ranksBefore = JSON.stringify(table.automa.ranks)
        for (let i = 0; i < 200 && (changes < 4 || climbs < 1) && waitForMe(table); ++i) {
            decide(table, ["merchant", "pilgrim", "artist"][i % 3])
            const r = reasoningOf(table)
            const now = JSON.stringify(r)
            if (now !== before && r) {
                ++changes
                before = now
                // The lines above the tracks are the reasoning's sentences, the chosen die first.
                const shown = shownReasoning(table)
                compare(shown.heading, "Why it chose, round " + r.round)
                const expected = table.automaWords.sentences(r)
                compare(shown.lines, expected)
                const chosen = r.options[0]
                verify(shown.lines[0].startsWith("Takes " + table.automaWords.dieInText(chosen.character)
                                                 + " (" + chosen.value + "): "), shown.lines[0])
                verify(shown.lines[0].indexOf(chosen.gain ? "climbs a rank" : "climbs no rank") >= 0
                       || chosen.to === null, shown.lines[0])
                if (r.options.length > 1) {
                    verify(shown.lines[1].startsWith("Chosen over " + table.automaWords.dieInText(r.options[1].character)),
                           shown.lines[1])
                    verify(shown.lines[2].startsWith(table.automaWords.dieLabel(r.options[1].character)), shown.lines[2])
                } else {
                    compare(shown.lines[1], "The only die left: no choice to make.")
                }
                // The pick is in the move log, with its reasons.
                const logged = automaEventsInLog("automa_pick")
                verify(logged.length > 0)
                const line = table.describeMove(1, logged[logged.length - 1])
                verify(line.startsWith("Automa takes " + table.automaWords.dieInText(logged[logged.length - 1].character)), line)
            }
            const ranks = JSON.stringify(table.automa.ranks)
            if (ranks !== ranksBefore) {
                ++climbs
                ranksBefore = ranks
                verifyTracks(table)
                const rank = automaEventsInLog("automa_rank")
                verify(rank.length > 0)
                const e = rank[rank.length - 1]
                const text = table.describeMove(1, e)
                verify(text.startsWith("Automa climbs to rank " + e.rank + " on its " + e.character + " track"), text)
                compare(findChild(board, "automaTotal").text.indexOf(String(table.players[1].score.total)), 0)
            }
        }
        verify(changes >= 4, "the reasoning followed the Automa's picks (" + changes + ")")
        verify(climbs >= 1, "a rank track moved")
    }

    // Every Automa event of the move log, oldest first.
    function automaEventsInLog(kind) {
        const out = []
        for (let row = 0; row < session.log.count; ++row)
            for (const e of (session.log.data(session.log.index(row, 0), 262) || []))   // EventsRole
                if (e.kind === kind)
                    out.push(e)
        return out
    }

    // §14.2 (a): a destination that denies the person a sale is said to, whichever meeple
    // takes the town: its pilgrim stopping on a coastal town's space blocks that town for
    // merchants as its merchant would (the rules mark the option deny_sale); the box above its
    // tracks says so.
    function test_automaReasoningShowsADeniedSale() {
        const table = startSolo(3, 2)
        const box = findChild(table, "automaReasoning")
        verify(box)
        const coastal = table.def.ring.find(s => s.type === "town").index
        const pilgrim = { character: "pilgrim", value: 2, to: coastal, destinations: 1, gain: false, deny_sale: true,
                          deny_pilgrim: false, rank: 0, destination_rule: "only" }
        const merchant = { character: "merchant", value: 1, to: "M1", destinations: 2, gain: false, deny_sale: false,
                           deny_pilgrim: false, rank: 0, destination_rule: "lowest_id" }
        box.reasoning = { round: 4, step: 0, rule: "order", options: [pilgrim, merchant] }
        box.Window.window.update(); waitForRendering(box)
        const shown = shownReasoning(table)
        compare(shown.lines[0], "Takes the pilgrim's die (2): stops on " + table.words.spaceInText(coastal)
                + " — climbs no rank; blocks the town you could sell in.")
    }

    // The reasoning's sentences for each rule, word for word.
    function test_automaReasoningSentences() {
        const table = startSolo(3, 2)
        const w = table.automaWords
        const merchant = { character: "merchant", value: 3, to: "C6", destinations: 2, gain: true, deny_sale: true,
                           deny_pilgrim: false, rank: 1, destination_rule: "gain" }
        const pilgrim = { character: "pilgrim", value: 2, to: 9, destinations: 1, gain: false, deny_sale: false,
                          deny_pilgrim: false, rank: 0, destination_rule: "only" }
        const artist = { character: "artist", value: 1, to: null, destinations: 0, gain: false, deny_sale: false,
                         deny_pilgrim: false, rank: 2, destination_rule: "none" }
        const space = table.words.spaceInText(9)
        compare(w.sentences({ round: 3, step: 1, rule: "gain", options: [merchant, pilgrim, artist] }), [
            "Takes the merchant's die (3): reaches Kōchi while loaded — climbs a rank; blocks the town you could sell in.",
            "Chosen over the pilgrim's die: this one climbs a rank, that one would not.",
            "Pilgrim die (2): would stop on " + space + " and climb no rank.",
            "Artist die (1): could not move: no route has that length."])
        const pilgrimToo = Object.assign({}, pilgrim, { gain: true, rank: 3, deny_pilgrim: true })
        compare(w.ruleSentence({ rule: "lowest_rank", options: [merchant, pilgrimToo] }),
                "Chosen over the pilgrim's die: both would climb, and this track is lower (rank 1 against 3).")
        compare(w.ruleSentence({ rule: "lowest_rank", options: [pilgrim, artist] }),
                "Chosen over the artist's die: neither would climb, and this track is lower (rank 0 against 2).")
        compare(w.ruleSentence({ rule: "order", options: [pilgrim, Object.assign({}, artist, { rank: 0 })] }),
                "Chosen over the artist's die: neither would climb and both tracks are at rank 0, so the order Pilgrim › Merchant › Artist decides.")
        compare(w.ruleSentence({ rule: "order", options: [pilgrimToo, Object.assign({}, merchant, { rank: 3 })] }),
                "Chosen over the merchant's die: both would climb and both tracks are at rank 3, so the order Pilgrim › Merchant › Artist decides.")
        compare(w.ruleSentence({ rule: "only", options: [merchant] }), "The only die left: no choice to make.")
        compare(w.chosenSentence(pilgrimToo), "Takes the pilgrim's die (2): stops on " + space
                + " — climbs a rank; takes the space your pilgrim would stop on.")
        compare(w.chosenSentence({ character: "artist", value: 2, to: "R8", destinations: 3, gain: false, deny_sale: false,
                                   deny_pilgrim: false, rank: 0, destination_rule: "lowest_id" }),
                "Takes the artist's die (2): goes to the Uwa Sea — climbs no rank; the first of its 3 destinations in the board's order.")
        compare(w.heading(null), "It has not chosen a die yet.")
        // The log's lines.
        compare(table.describeMove(1, { kind: "automa_pick", character: "merchant", value: 3, auto: true,
                                        reasoning: { round: 3, step: 1, rule: "gain", options: [merchant, pilgrim] } }),
                "Automa takes the merchant's die (3): reaches Kōchi while loaded — climbs a rank; blocks the town you could sell in. "
                + "Chosen over the pilgrim's die: this one climbs a rank, that one would not.")
        const v = table.automa.tracks
        compare(table.describeMove(1, { kind: "automa_rank", character: "merchant", rank: 2, why: "delivery", town: "C6", auto: true }),
                "Automa climbs to rank 2 on its merchant track (worth " + v.merchant[1] + "): its loaded merchant reached Kōchi")
        compare(table.describeMove(1, { kind: "automa_rank", character: "pilgrim", rank: 1, why: "space", space: "temple", auto: true }),
                "Automa climbs to rank 1 on its pilgrim track (worth " + v.pilgrim[0] + "): its pilgrim stopped on the temple")
        comparePlural(table.describeMove(1, { kind: "automa_rank", character: "artist", rank: 3, why: "scope", meeples: 2, auto: true }),
                      "Automa climbs to rank 3 on its artist track (worth " + v.artist[2] + "): 2 meeples around its artist")
        compare(table.describeMove(1, { kind: "automa_load", town: "M1", auto: true }),
                "Automa's merchant loads up at Uchiko (it draws no wares)")
        compare(table.describeMove(1, { kind: "trigger", trigger: "automa_artist", auto: true }),
                "Automa reaches the end of its artist track: this is the final round")
    }

    // Every rule of the reasoning has its words in every language: no placeholder or
    // grammar marker left, never the English text; a sample word for word.
    function test_automaReasoningInEveryLanguage() {
        const table = startSolo(3, 2)
        const w = table.automaWords
        const merchant = { character: "merchant", value: 3, to: "C6", destinations: 2, gain: true, deny_sale: true,
                           deny_pilgrim: false, rank: 1, destination_rule: "gain" }
        const pilgrim = { character: "pilgrim", value: 2, to: 9, destinations: 1, gain: false, deny_sale: false,
                          deny_pilgrim: true, rank: 0, destination_rule: "deny" }
        const artist = { character: "artist", value: 1, to: "R8", destinations: 3, gain: false, deny_sale: false,
                         deny_pilgrim: false, rank: 0, destination_rule: "lowest_id" }
        const stuck = Object.assign({}, artist, { to: null, destinations: 0, destination_rule: "none" })
        const climbing = Object.assign({}, artist, { gain: true, rank: 2 })
        const reasonings = [
            { round: 2, step: 0, rule: "gain", options: [merchant, pilgrim, artist] },
            { round: 2, step: 0, rule: "lowest_rank", options: [pilgrim, artist, stuck] },
            { round: 2, step: 0, rule: "lowest_rank", options: [merchant, climbing] },
            { round: 2, step: 0, rule: "order", options: [pilgrim, artist] },
            { round: 2, step: 0, rule: "order", options: [Object.assign({}, merchant, { rank: 2 }), climbing] },
            { round: 2, step: 2, rule: "only", options: [climbing] },
            { round: 2, step: 2, rule: "only", options: [stuck] }]
        const english = {}
        for (const r of reasonings)
            for (const line of w.sentences(r))
                english[line] = true
        for (const lang of ["es", "fr", "ja", "hu"]) {
            Localization.language = lang
            for (const r of reasonings) {
                const lines = w.sentences(r)
                compare(lines.length, r.options.length + 1)
                for (const line of lines) {
                    verify(line.length > 10, lang + ": " + line)
                    verify(!/%\d|%n|\{|\}|\ba\(z\)/.test(line), lang + ": " + line)
                    verify(!english[line], lang + " says it in English: " + line)
                }
                const logged = table.describeMove(1, { kind: "automa_pick", character: r.options[0].character,
                                                      value: r.options[0].value, reasoning: r, auto: true })
                verify(!/%\d|%n|\{|\}/.test(logged), lang + ": " + logged)
            }
        }
        const gain = reasonings[0]
        Localization.language = "es"
        compare(w.chosenSentence(merchant), "Toma el dado del mercader (3): llega con carga a Kōchi — sube un rango; bloquea el puerto en el que podrías vender.")
        compare(w.ruleSentence(gain), "Elegido en lugar del dado del peregrino: con este sube un rango; con aquel, no.")
        compare(w.otherSentence(artist), "Dado del artista (1): iría al mar de Uwa y no subiría de rango.")
        Localization.language = "fr"
        compare(w.ruleSentence(gain), "Préféré au dé du pèlerin\u00a0: celui-ci fait monter d’un rang, l’autre non.")
        compare(w.otherSentence(artist), "Dé de l’artiste (1)\u00a0: irait à la mer d’Uwa sans monter de rang.")
        Localization.language = "ja"
        compare(w.chosenSentence(merchant), "商人のダイス（3）を選びます：荷を積んだまま高知に着き、ランクが1つ上がります。あなたが次に売れるはずの港町をふさぎます。")
        Localization.language = "hu"
        compare(w.chosenSentence(merchant), "Az Automa a kereskedő kockáját választja (3): megrakva eléri Kócsit – egy ranggal feljebb lép; elállja a kikötővárost, ahol legközelebb eladhatnál.")
        compare(w.ruleSentence(gain), "Ezt választotta a zarándok kockája helyett: ezzel egy ranggal feljebb lép, azzal nem lépne.")
        compare(w.otherSentence(artist), "A festő kockája (1): felkeresné az Uvai-tengert, de nem lépne feljebb.")
        compare(table.describeMove(1, { kind: "automa_load", town: "M1", auto: true }), "Automa kereskedője rakományt vesz fel Ucsikóban (árut nem húz)")
    }

    // A whole solo game by clicks: the end screen breaks both scores down (the person's
    // characters, the Automa's ranks and their values) and says who won.
    function test_soloGameToTheEnd() {
        const table = startSolo(8, 1)
        for (let i = 0; i < 1000 && waitForMe(table); ++i)
            decide(table, ["pilgrim", "merchant", "artist"][i % 3])
        verify(session.over)
        const me = table.players[0].score, it = table.players[1].score
        const won = session.outcome.winners[0]
        compare(won, me.total >= it.total ? 0 : 1)
        compare(table.endTitle, won === 0 ? "You beat the Automa" : "The Automa wins")
        const details = table.endDetails
        verify(details.indexOf("Pilgrim " + me.pilgrim + " · Merchant " + me.merchant + " · Artist " + me.artist) >= 0, details)
        const a = table.automa
        for (const c of ["pilgrim", "merchant", "artist"]) {
            const name = table.words.characterName(c)
            const rank = a.ranks[c]
            verify(details.indexOf(name + " rank " + rank + " (" + (rank > 0 ? a.tracks[c][rank - 1] : 0) + ")") >= 0, details)
        }
        verify(details.indexOf("= <b>" + it.total + "</b>") >= 0, details)
        verify(details.indexOf("tie goes to you") >= 0 === (me.total === it.total), details)
        verify(findChild(findChild(table, "automaBoard"), "automaTotal").text.indexOf(String(it.total)) === 0)
    }

    function lastLogged() {
        return session.log.data(session.log.index(session.log.count - 1, 0), 261)   // MoveRole (Qt::UserRole + 5)
    }
    function loggedText(row) {
        return session.log.data(session.log.index(row, 0), 259)                    // TextRole
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

    // Waits until the person is to decide (true) or the game is over (false).
    function waitForMe(table) {
        tryVerify(function() { return session.over || (session.humanToMove && table.moves.length > 0) }, 20000)
        return !session.over
    }

    function firstKey(map) {
        const keys = Object.keys(map)
        return keys.length > 0 ? keys[0] : ""
    }

    // Makes the person's current decision by clicking; `prefer` names the die to take when
    // it is offered. Returns the decision made.
    function decide(table, prefer) {
        const decision = table.decision
        const before = session.log.count
        switch (decision) {
        case "pick": {
            const c = prefer && table.offer.dieMoves[prefer] ? prefer : firstKey(table.offer.dieMoves)
            click(table, "die_" + c)
            break
        }
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
            verify(table.offer.returnMove !== null, "the chosen wares are a legal return")
            click(table, "returnButton")
            break
        case "sell":
            click(table, "sell_" + table.offer.sellMoves[table.offer.sellMoves.length - 1].count)
            break
        case "artist":
            click(table, "region_" + firstKey(table.offer.regionTargets))
            if (session.log.count === before) {
                // Inspired: several routes lead there; take the first.
                verify(table.offer.artistRoutes.length > 1)
                click(table, "route_0")
            }
            break
        case "paint_or_gift":
            click(table, table.offer.giftMove ? "giftButton" : "paintButton")
            break
        case "wave":
            click(table, "wave_" + table.offer.waveMoves[0].character)
            break
        case "spring":
            click(table, table.offer.springMoves.some(m => m.use) ? "springUse" : "springPass")
            break
        default:
            fail("unknown decision " + decision)
        }
        compare(session.log.count, before + 1, "the click played a move: " + decision)
        return decision
    }

    function test_islandDrawnFromTheData() {
        const table = startGame(3)
        const def = session.definition
        compare(def.ring.length, 37)
        for (const s of def.ring)
            verify(findChild(table, s.town ? "town_" + s.town : "space_" + s.index), "ring space " + s.index)
        for (const t of def.towns)
            verify(findChild(table, "town_" + t.id), t.id)
        compare(def.regions.length, 8)
        for (const r of def.regions)
            verify(findChild(table, "region_" + r.id), r.id)
        for (const seat of [0, 1])
            for (const c of ["pilgrim", "merchant", "artist"])
                verify(findChild(table, "meeple_" + seat + "_" + c), c + " of seat " + seat)
        for (const c of ["pilgrim", "merchant", "artist"]) {
            verify(findChild(table, "die_" + c))
            verify(findChild(table, "wave_" + c))
        }
        // Names come from the data, in the current language.
        compare(table.words.townName("C1"), "Matsuyama")
        verify(table.statusText.length > 0)
        // A person counts the ring's spaces from 1 (issue 32): the start, the data's space 0,
        // is read out "Start (space 1)", and every other space one more than its index too.
        for (const s of def.ring) {
            if (s.town)
                continue
            const space = findChild(table, "space_" + s.index)
            verify(space.name.endsWith(" (space " + (s.index + 1) + ")"), "space " + s.index + " read out as: " + space.name)
        }
        Localization.language = "ja"
        const start = findChild(table, "space_0")
        verify(start.name.indexOf("1") >= 0 && start.name.indexOf("0") < 0, "the start in Japanese: " + start.name)
    }

    function test_pickADieByClicking() {
        const table = startGame(5)
        verify(waitForMe(table))
        compare(table.decision, "pick")
        const offered = Object.keys(table.offer.dieMoves)
        verify(offered.length >= 2)
        compare(table.statusText, "Choose a die")
        const c = offered[offered.length - 1]
        const value = table.dice.find(d => d.character === c).value
        click(table, "die_" + c)
        const move = session.log.data(session.log.index(session.log.count - 1, 0), 261)
        // The first entry of the person may not be the last one: the computer answers at once.
        let found = false
        for (let row = 0; row < session.log.count; ++row) {
            const m = session.log.data(session.log.index(row, 0), 261)
            if (m.kind === "pick" && m.character === c && session.log.data(session.log.index(row, 0), 258) === 0) {
                found = true
                compare(m.value, value)
                compare(table.describeMove(0, m), "Player 1 takes " + table.words.characterInText(c) + "'s die: " + value)
            }
        }
        verify(found, "the person's pick is in the log")
    }

    function test_merchantToAClickedTown() {
        for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
            const table = startGame(seed)
            for (let i = 0; i < 60 && waitForMe(table); ++i) {
                if (table.decision === "merchant") {
                    const towns = Object.keys(table.offer.townTargets)
                    verify(towns.length >= 2, "a merchant decision offers several towns")
                    const to = towns[towns.length - 1]
                    const before = session.log.count
                    click(table, "town_" + to)
                    compare(session.log.count, before + 1)
                    const logged = lastLoggedOf(0, "merchant")
                    compare(logged.to, to)
                    tryVerify(function() { return table.players[0].merchant === to })
                    // The merchant walks the route the move took, town by town.
                    const meeple = findChild(table, "meeple_0_merchant")
                    compare(meeple.points.length, logged.path.length)
                    tryVerify(function() { return meeple.progress === meeple.points.length - 1 }, 5000)
                    return
                }
                decide(table, "merchant")
            }
        }
        fail("no merchant decision came up")
    }

    function lastLoggedOf(seat, kind) {
        for (let row = session.log.count - 1; row >= 0; --row) {
            const m = session.log.data(session.log.index(row, 0), 261)
            if (session.log.data(session.log.index(row, 0), 258) === seat && m.kind === kind)
                return m
        }
        return null
    }

    function test_paintOrGiftByClicking() {
        for (const seed of [11, 12, 13, 14, 15, 16]) {
            const table = startGame(seed)
            for (let i = 0; i < 400 && waitForMe(table); ++i) {
                if (table.decision === "paint_or_gift") {
                    verify(table.offer.paintMove !== null && table.offer.giftMove !== null)
                    verify(findChild(table, "paintButton").visible)
                    verify(findChild(table, "giftButton").visible)
                    const icon = table.offer.giftMove.icon
                    const gone = table.players[0].paintings.filter(p => p.state === "gone").length
                    click(table, "giftButton")
                    compare(lastLoggedOf(0, "gift").icon, icon)
                    compare(table.players[0].paintings.filter(p => p.state === "gone").length, gone + 1)
                    // The painting given away shows its slot's value on the board (made then).
                    const slot = table.players[0].paintings.findIndex(p => p.state === "gone")
                    const value = findChild(table, "giftValue_0_" + slot)
                    verify(value !== null && value.visible, "the slot's value shows on the board")
                    compare(value.text, String(table.def.artist_slots[slot]))
                    return
                }
                decide(table, "artist")
            }
        }
        fail("no paint-or-gift decision came up")
    }

    // With the Inspired tile the route matters: a destination reached by several routes asks
    // for the route, shown as buttons naming the regions.
    function test_inspiredArtistChoosesARoute() {
        for (let seed = 1; seed < 60; ++seed) {
            const table = startGame(seed)
            const artistTile = table.waveOf("artist")
            if (!artistTile || artistTile.side !== "inspired")
                continue
            for (let i = 0; i < 300 && waitForMe(table); ++i) {
                const mine = table.waveOf("artist").holder === 0
                // The wave tile a player holds shows on their artist's board (made then).
                compare(findChild(table, "boardWave_0_artist") !== null, mine)
                if (table.decision === "wave" && table.offer.waveMoves.some(m => m.character === "artist")) {
                    click(table, "wave_artist")
                    continue
                }
                if (mine && table.decision === "artist") {
                    const to = Object.keys(table.offer.regionTargetMoves).find(k => table.offer.regionTargetMoves[k].length > 1)
                    if (to !== undefined) {
                        click(table, "region_" + to)
                        compare(table.offer.artistTarget, to)
                        compare(table.statusText, "Choose the artist's route")
                        const route = table.offer.artistRoutes[1]
                        const before = session.log.count
                        click(table, "route_1")
                        compare(session.log.count, before + 1)
                        const logged = lastLoggedOf(0, "artist")
                        compare(logged.to, to)
                        compare(logged.path, route.path)
                        return
                    }
                }
                decide(table, mine ? "artist" : "pilgrim")
            }
        }
        fail("no Inspired artist with two routes came up")
    }

    // (Keyboard play is the page's: tst_tokaido_duo_keys.qml plays in the real window.)

    function test_finalRoundBannerAndAGameToTheEndByClicks() {
        const table = startGame(21)
        const banner = findChild(table, "finalRoundBanner")
        verify(banner)
        verify(!banner.visible)
        const seen = {}
        let sawFinal = false
        for (let i = 0; i < 1000 && waitForMe(table); ++i) {
            if (table.finalRound) {
                sawFinal = true
                verify(banner.visible, "the final round is announced")
            }
            seen[decide(table, ["pilgrim", "merchant", "artist"][i % 3])] = true
        }
        verify(session.over, "the game ended")
        // (This seed's end comes with a round in which the person still decides.)
        verify(sawFinal, "the final round was announced")
        verify(table.obs.end_triggers.length > 0)
        verify(!banner.visible)
        verify(seen["pick"] && seen["merchant"] && seen["artist"], JSON.stringify(seen))
        // The end screen's texts: the winner, each player's score per character, the coins.
        verify(table.endTitle.length > 0)
        const details = table.endDetails
        for (const seat of [0, 1]) {
            const sc = table.players[seat].score
            verify(details.indexOf(table.seatName(seat)) >= 0)
            verify(details.indexOf("Pilgrim " + sc.pilgrim) >= 0, details)
            verify(details.indexOf("Merchant " + sc.merchant) >= 0, details)
            verify(details.indexOf("Artist " + sc.artist) >= 0, details)
            verify(details.indexOf("coins: " + table.players[seat].coins) >= 0, details)
        }
        compare(table.statusText, table.endTitle)
    }

    // A sentence with a count: the English catalog gives "3 spaces" and "1 space"; a build
    // without it says "3 space(s)".
    function comparePlural(actual, expected) {
        verify(actual === expected || actual.replace(/\(s\)/g, "s") === expected
               || actual.replace(/\(s\)/g, "") === expected, actual + " ≠ " + expected)
    }

    function test_describesEveryKindOfMove() {
        const table = startGame(3)
        const me = table.seatName(0)
        compare(table.describeMove(0, {kind: "pick", character: "merchant", value: 2}), me + " takes the merchant's die: 2")
        comparePlural(table.describeMove(0, {kind: "pilgrim", steps: 3, to: 1, jumped: false}), me + "'s pilgrim walks 3 spaces to the temple (space 2)")
        comparePlural(table.describeMove(0, {kind: "pilgrim", steps: 1, to: 3, jumped: true}), me + "'s pilgrim walks 1 space and jumps on to Matsuyama")
        compare(table.describeMove(0, {kind: "merchant", to: "M1", path: ["M2", "M1"]}), me + "'s merchant travels to Uchiko")
        comparePlural(table.describeMove(0, {kind: "return", wares: ["kimono", "fan"]}), me + " puts 1 kimono token and 1 fan token back into the bag")
        compare(table.describeMove(0, {kind: "sell", ware: "fan", count: 2, coins: 6}), me + " sells 2 × fan for 6 coins")
        // The coins count through %n too: one coin is singular (a variant's boutique may pay 1).
        comparePlural(table.describeMove(0, {kind: "sell", ware: "fan", count: 1, coins: 1}), me + " sells 1 × fan for 1 coin")
        compare(table.describeMove(0, {kind: "sell", ware: "fan", count: 0, coins: 0}), me + " sells nothing")
        compare(table.describeMove(0, {kind: "artist", to: "R2", path: ["R2"], counted: 1}), me + "'s artist travels to Mount Ishizuchi")
        compare(table.describeMove(0, {kind: "artist", to: "R3", path: ["R2", "R3"], counted: 1}),
                me + "'s artist travels through Mount Ishizuchi to Mount Tsurugi")
        comparePlural(table.describeMove(0, {kind: "paint", flips: 2}), me + " paints: 2 paintings turned face up")
        compare(table.describeMove(0, {kind: "gift", icon: "bamboo"}), me + " gives away a painting: " + table.words.iconName("bamboo"))
        compare(table.describeMove(0, {kind: "wave", character: "pilgrim", side: "hurried", from: -1}),
                me + " takes the Hurried tile for the pilgrim")
        compare(table.describeMove(0, {kind: "wave", character: "artist", side: "inspired", from: 1}),
                me + " takes the Inspired tile for the artist from " + table.seatName(1))
        compare(table.describeMove(0, {kind: "spring", use: true}), me + " uses the hot spring: the same die once more")
        compare(table.describeMove(0, {kind: "spring", use: false}), me + " keeps the hot spring token")
        // What the rules do on their own (the observation's events).
        compare(table.describeMove(1, {kind: "roll", dice: [4, 3, 2], auto: true}), "Dice rolled: Pilgrim 4, Merchant 3 and Artist 2")
        comparePlural(table.describeMove(0, {kind: "draw", wares: ["kimono", "doll"], auto: true}), me + " draws 1 kimono token and 1 doll token")
        compare(table.describeMove(0, {kind: "no_path", character: "merchant", auto: true}), me + " cannot move the merchant: no route has that length")
        compare(table.describeMove(0, {kind: "temple", count: 3, auto: true}), me + " visits a temple (3 of 9)")
        compare(table.describeMove(0, {kind: "garden", count: 2, auto: true}), me + " visits a garden (2 of 6)")
        comparePlural(table.describeMove(0, {kind: "coins", amount: 3, auto: true}), me + " gains 3 coins")
        compare(table.describeMove(0, {kind: "hot_spring", from: -1, auto: true}), me + " takes the hot spring token")
        compare(table.describeMove(0, {kind: "hot_spring", from: 1, auto: true}), me + " takes the hot spring token from " + table.seatName(1))
        compare(table.describeMove(0, {kind: "slab", slabs: 2, auto: true}), me + " changes 10 coins for a gold slab (2 of 6)")
        compare(table.describeMove(0, {kind: "trigger", trigger: "gardens", auto: true}), me + " completes the garden track: this is the final round")
        // Nothing is ever shown as raw notation.
        verify(table.describeMove(0, {kind: "something_new"}).indexOf("something_new") < 0)
    }
}
