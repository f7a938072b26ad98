// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

TestCase {
    id: testCase
    name: "HyanoTable"
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
        HyanoTable {
            width: 1000
            height: 740
        }
    }

    Component {
        id: chooserView
        Item {
            width: 600
            height: 400
            property alias chooser: chooser
            SunValueChooser {
                id: chooser
            }
        }
    }

    Component {
        id: usedUpPile
        // A pile's place at the smallest window (1024x640: about 54 px wide).
        PileView {
            width: 54
            height: 76
            symbol: ({ id: "star", emblem: "star", name: "Star" })
            pileState: ({ symbol: "star", face_up: null, face_down: 0 })
        }
    }
    TextMetrics {
        id: wordMetrics
    }

    // "used up" on an empty pile's place is never broken inside a word (hu "elfogyot|t" was).
    function test_usedUpPileKeepsItsWordsWhole_data() {
        return [{ tag: "hu" }, { tag: "es" }, { tag: "fr" }, { tag: "en" }]
    }
    function test_usedUpPileKeepsItsWordsWhole(data) {
        Localization.language = data.tag
        try {
            const pile = createTemporaryObject(usedUpPile, testCase)
            verify(pile.usedUp)
            let label = null
            const visit = item => {
                for (let i = 0; i < item.children.length; ++i) {
                    const child = item.children[i]
                    if (String(child).startsWith("QQuickText") && child.visible && child.text !== "")
                        label = child
                    visit(child)
                }
            }
            visit(pile)
            verify(label, "the place says the pile is used up")
            wordMetrics.font = label.font
            for (const word of label.text.split(/\s+/)) {
                wordMetrics.text = word
                verify(wordMetrics.advanceWidth <= label.width + 0.5,
                       data.tag + ": \"" + word + "\" (" + wordMetrics.advanceWidth.toFixed(1)
                       + " px) in " + label.width.toFixed(1) + " px")
            }
        } finally {
            Localization.language = "en"
        }
    }

    function startGame(seed, players) {
        const seats = [{ kind: "human" }]
        for (let i = 1; i < players; ++i)
            seats.push({ kind: "ai", level: "easy" })
        verify(session.start("hyano", "", seats, seed))
        return createTemporaryObject(tableView, testCase, { session: session })
    }

    // The reveal banner may cover the centre; close it before clicking.
    function closeReveal(table) {
        const reveal = findChild(table, "prophecyReveal")
        if (reveal && reveal.visible)
            reveal.hide()
    }

    function test_playAMoveByClickingACard() {
        // With this seed a computer is the first sage: the person's first move is a play.
        const table = startGame(1, 4)
        verify(table)
        tryVerify(function() { return session.humanToMove }, 20000)
        // A legal action whose pile has a single action (no Sun value to choose).
        let move = null
        for (const m of session.legalMoves.moves) {
            if (table.legalByPile[m.pile].length === 1) {
                move = m
                break
            }
        }
        verify(move !== null, "a legal move without a Sun value choice")
        compare(move.kind, "play")
        const action = move.text
        const sym = move.pile
        const card = findChild(table, "card_" + sym)
        verify(card, "the card of " + action + " is on the table")
        verify(card.playable)
        const cardId = table.piles[table.symbolIndex(sym)].face_up
        closeReveal(table)
        waitForItemPolished(table)
        const before = session.log.count
        mouseClick(card)
        compare(session.log.count, before + 1)
        compare(session.log.data(session.log.index(before, 0), 259), action)
        // The log row's description of the move names the card played.
        const logged = session.log.data(session.log.index(before, 0), 261)
        compare(logged.card, cardId)
        const sentence = table.describeMove(0, logged)
        verify(sentence.indexOf(table.cardName(cardId)) >= 0, sentence)
    }

    function test_predictByClickingThePile() {
        // Play on until the human is the sage, then predict by clicking a symbol disc.
        const table = startGame(7, 3)
        for (let guard = 0; guard < 200; ++guard) {
            tryVerify(function() { return session.humanToMove || session.over }, 20000)
            if (session.over)
                break
            if (table.phase === "predict")
                break
            session.play(0)
        }
        verify(!session.over, "the human became the sage before the end")
        compare(table.phase, "predict")
        compare(table.sage, 0)
        const move = session.legalMoves.moves[0]
        compare(move.kind, "predict")
        const action = move.text
        const disc = findChild(table, "disc_" + move.pile)
        verify(disc)
        closeReveal(table)
        waitForItemPolished(table)
        const before = session.log.count
        mouseClick(disc)
        compare(session.log.count, before + 1)
        compare(session.log.data(session.log.index(before, 0), 259), action)
        // The sage sees the prediction; it is the pile just clicked.
        compare(table.phase, "open")
        verify(table.myPrediction !== null)
        compare(table.symbols[table.myPrediction.pile].id, move.pile)
    }

    function test_predictionHiddenFromOthers() {
        const table = startGame(9, 4)
        // Wait until a computer is the sage and has predicted, with the human watching.
        for (let guard = 0; guard < 200; ++guard) {
            tryVerify(function() { return session.humanToMove || session.over
                                          || (table.phase !== "predict" && table.sage !== 0) }, 20000)
            if (session.over)
                break
            if (table.sage !== 0 && table.phase !== "predict")
                break
            session.play(0)
        }
        verify(table.sage !== 0)
        verify(table.phase === "open" || table.phase === "play")
        compare(session.viewerSeat, 0)
        compare(session.observation.prediction, null)
        compare(table.myPrediction, null)
        const panel = findChild(table, "predictionDisc")
        verify(panel.faceDown)
    }

    function test_hotSeatHidesThePrediction() {
        // Two people share the screen. Find a round that goes on after the opening card, so
        // that the screen passes from the sage to the other person.
        let reachedPlay = false
        for (let seed = 1; seed < 30 && !reachedPlay; ++seed) {
            verify(session.start("hyano", "", [{ kind: "human" }, { kind: "human" }], seed))
            const table = createTemporaryObject(tableView, testCase, { session: session })
            verify(session.handoverPending)
            compare(session.viewerSeat, -2)
            compare(table.myPrediction, null)
            session.confirmHandover()
            compare(table.phase, "predict")
            const predicted = session.legalMoves.moves[0].pile
            verify(session.play(0))
            // The sage keeps the screen to open, and sees the prediction.
            verify(!session.handoverPending)
            verify(table.myPrediction !== null)
            compare(table.symbols[table.myPrediction.pile].id, predicted)
            const opening = session.legalMoves.moves.filter(m => m.pile !== predicted)[0]
            verify(session.play(opening.index))
            if (table.phase !== "play")
                continue
            reachedPlay = true
            // The other person takes over: no prediction on the hand-over screen, and none
            // for the person who is not the sage.
            verify(session.handoverPending)
            compare(table.myPrediction, null)
            compare(session.observation.prediction, null)
            session.confirmHandover()
            verify(session.viewerSeat !== table.sage)
            compare(table.myPrediction, null)
            compare(session.observation.prediction, null)
            verify(findChild(table, "predictionDisc").faceDown)
            table.destroy()
        }
        verify(reachedPlay, "a round went on after the opening card")
    }

    // A card's name is a label, but Spanish and French keep its colour adjective in lower case
    // ("7 azul", "Sol rojo", "Soleil bleu"): the pile's tooltip and its screen-reader line.
    function test_cardLabelsKeepColoursLowerCase_data() {
        return [{ tag: "es", language: "es" }, { tag: "fr", language: "fr" }]
    }
    function test_cardLabelsKeepColoursLowerCase(data) {
        Localization.language = data.language
        const table = startGame(3, 3)
        let seen = 0
        for (let i = 0; i < table.symbols.length; ++i) {
            const state = table.piles[i]
            if (!state || state.face_up === null || state.face_up === undefined)
                continue
            const info = table.cardInfo(state.face_up)
            const label = Theme.t(info.colourName)         // "Azul", "Bleu"
            const inText = Theme.t(info.colourNameInText)  // "azul", "bleu"
            const pile = findChild(table, "pile_" + table.symbols[i].id)
            verify(pile, "the pile view of " + table.symbols[i].id)
            const tip = pile.cardTip
            verify(tip.indexOf(inText) >= 0, tip)
            verify(tip.indexOf(label) < 0, tip)
            compare(tip.charAt(0), tip.charAt(0).toUpperCase(), "a label begins with a capital: " + tip)
            const line = table.pileDescription(i)
            verify(line.indexOf(inText) >= 0, line)
            verify(line.indexOf(" " + label) < 0, line)
            ++seen
        }
        verify(seen > 0, "some piles show a card")
        Localization.language = "en"
    }

    // The prophecy box's heading composes the sage's name with the grammar of names: French
    // elides before a vowel ("Prophétie d’Ordinateur 2", not "de Ordinateur 2").
    function test_prophecyHeadingElides() {
        Localization.language = "fr"
        // With this seed a computer ("Ordinateur …") is the first sage.
        const table = startGame(1, 4)
        const panel = findChild(table, "prophecyPanel")
        verify(panel)
        tryVerify(function() { return table.sage >= 0 && panel.Accessible.name !== "" }, 20000)
        const name = table.seatName(table.sage)
        compare(name.charAt(0), "O", "a computer is the sage: " + name)
        compare(panel.Accessible.name, "Prophétie d’" + name)
        Localization.language = "en"
    }

    // In English, and in Hungarian, whose title puts the Sun's in-sentence name ("kék
    // napkártya") first: the title still begins with a capital letter.
    function test_sunValueChoiceFromTheTable_data() {
        return [{ tag: "en", language: "en" }, { tag: "hu", language: "hu" }]
    }
    function test_sunValueChoiceFromTheTable(data) {
        Localization.language = data.language
        // Play on until the human may place a Sun with several declared values, then click it
        // and pick a value in the chooser.
        for (let seed = 1; seed < 40; ++seed) {
            const table = startGame(seed, 2)
            for (let guard = 0; guard < 300; ++guard) {
                tryVerify(function() { return session.humanToMove || session.over }, 20000)
                if (session.over)
                    break
                let sunPile = ""
                for (const sym in table.legalByPile) {
                    if (table.legalByPile[sym].length > 1)
                        sunPile = sym
                }
                if (sunPile === "") {
                    session.play(0)
                    continue
                }
                const texts = table.legalByPile[sunPile]
                const card = findChild(table, "card_" + sunPile)
                verify(card && card.playable)
                closeReveal(table)
                waitForItemPolished(table)
                const before = session.log.count
                mouseClick(card)
                compare(session.log.count, before, "a Sun with several values waits for a choice")
                tryVerify(function() { return table.sunChooser.opened })
                compare(table.sunChooser.values.length, texts.length)
                // The chooser's title: the line that names the Sun.
                const sun = table.cardNameInText(table.piles[table.symbolIndex(sunPile)].face_up)
                const lines = []
                const walk = item => {
                    if (item.text !== undefined && typeof item.text === "string"
                            && item.text.toLowerCase().indexOf(sun.toLowerCase()) >= 0)
                        lines.push(item.text)
                    for (let i = 0; i < item.children.length; ++i)
                        walk(item.children[i])
                }
                walk(table.sunChooser.contentItem)
                verify(lines.length > 0, "the chooser names " + sun)
                const title = lines[0]
                compare(title.charAt(0), title.charAt(0).toUpperCase(), "a capital first: " + title)
                const lastMove = texts[texts.length - 1]
                const last = lastMove.text
                const value = lastMove.sun_value
                const button = findChild(table.sunChooser.contentItem, "sunValue_" + value)
                verify(button)
                waitForItemPolished(table.sunChooser.contentItem)
                mouseClick(button)
                compare(session.log.count, before + 1)
                compare(session.log.data(session.log.index(before, 0), 259), last)
                return
            }
            table.destroy()
        }
        fail("no game gave the human a Sun with several values")
    }

    // The tables' texts are checked in English unless a test says otherwise, whatever
    // language was saved by an earlier run.
    function init() { Localization.language = "en" }
    function cleanup() { Localization.language = "en" }

    // Cards inside sentences: Hungarian "a kék 7-est", "az 5-öst", "a piros napkártyával".
    function test_cardsInSentences() {
        const table = startGame(2, 3)
        Localization.language = "hu"
        // A default seat name ("2. gép") begins the sentence with its article.
        const seat = table.seatName(1)
        const who = (!/^\d+\. /.test(seat) ? "" : /^(1|5\d*)\. /.test(seat) ? "Az " : "A ") + seat
        let five = -1, sun = -1
        for (let id = 0; id < table.def.cards.length; ++id) {
            const c = table.def.cards[id]
            if (c.sun && sun < 0)
                sun = id
            else if (!c.sun && c.value === 5 && five < 0)
                five = id
        }
        verify(five >= 0 && sun >= 0)
        const colourOf = id => table.colours[table.def.cards[id].colour].name_in_text.hu
        const pile = table.symbols[3]
        compare(table.describeMove(1, {kind: "play", pile: pile.id, card: five, sun_value: null}),
                who + " a " + pile.name.hu + " jelű kupacról kijátssza a " + colourOf(five) + " 5-öst")
        compare(table.describeMove(1, {kind: "open", pile: pile.id, card: sun, sun_value: 6}),
                who + " a " + colourOf(sun) + " napkártyával nyit a " + pile.name.hu + " jelű kupacról, bemondott érték: 6")
    }

    function test_describesMoves() {
        const table = startGame(2, 3)
        const name = table.seatName(1)
        verify(name.length > 0)
        compare(table.describeMove(1, {kind: "predict", pile: "S3", card: null, sun_value: null}), name + ", the sage, makes a secret prophecy")
        compare(table.describeMove(1, {kind: "open", pile: "S2", card: null, sun_value: null}), name + " opens with the card from the Eagle")
        compare(table.describeMove(1, {kind: "open", pile: "S2", card: null, sun_value: 7}), name + " opens with the Sun from the Eagle, declared 7")
        compare(table.describeMove(1, {kind: "play", pile: "S4", card: null, sun_value: null}), name + " plays the card from the River")
        compare(table.describeMove(1, {kind: "play", pile: "S4", card: null, sun_value: 6}), name + " plays the Sun from the River, declared 6")
        compare(table.describeMove(1, {kind: "pass"}), name + " passes")
        // Never the secret symbol of someone else's prediction; the sage sees their own.
        verify(table.describeMove(1, {kind: "predict", pile: "S3", card: null, sun_value: null}).indexOf("Mountain") < 0)
        compare(session.viewerSeat, 0)
        verify(table.describeMove(0, {kind: "predict", pile: "S3", card: null, sun_value: null}).indexOf("Mountain") >= 0)
        verify(table.statusText.length > 0)
    }

    function test_endTexts() {
        const table = startGame(11, 2)
        // Let the human play the first legal action until the game ends.
        for (let guard = 0; guard < 400 && !session.over; ++guard) {
            tryVerify(function() { return session.humanToMove || session.over }, 20000)
            if (!session.over)
                session.play(0)
        }
        verify(session.over)
        verify(table.endTitle.length > 0)
        verify(table.endDetails.indexOf(table.endReason) >= 0)
        verify(table.statusText.length > 0)
    }

    function test_sunValueChooser() {
        const holder = createTemporaryObject(chooserView, testCase)
        const chooser = holder.chooser
        chooser.info = { hex: "#c0392b", mark: "flame", value: null, sun: true }
        chooser.cardName = "Red Sun"
        chooser.values = [4, 6, 7]
        let picked = -1
        chooser.chosen.connect(function(v) { picked = v })
        chooser.open()
        tryVerify(function() { return chooser.opened })
        const six = findChild(chooser.contentItem, "sunValue_6")
        verify(six, "a card for each legal value")
        verify(!findChild(chooser.contentItem, "sunValue_5"))
        waitForItemPolished(chooser.contentItem)
        mouseClick(six)
        compare(picked, 6)
        tryVerify(function() { return !chooser.visible })
    }
}
