// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Layouts
import QtQuick.Controls.Basic
import Kotatsu
import Kotatsu.Bridge

// The Hyano table: the piles in a ring like the rays of a sun, the centre pile, the sage and
// the hidden prophecy, the players in turn order. Everything is drawn from the session's
// observation; a click on a pile plays the legal move that names it (a Sun asks its value).
// Every pile carries a MoveTarget (keyboard and screen readers), every move is drawn as
// motion (HyanoMotion, PileView's turning up), and colour-blind-safe mode adds the colours'
// letters and the seats' shapes.
GameTable {
    id: table
    // The sound of each kind of move (GameTable.moveSounds): cards played, the sage's disc laid.
    moveSounds: ({ open: "card", play: "card", predict: "bead" })
    // The window (for the keyboard focus around the Sun value choice).
    readonly property var appWindow: Window.window

    readonly property var obs: session.observation
    readonly property var def: session.definition
    readonly property int n: session.numPlayers
    readonly property int viewer: session.viewerSeat
    readonly property string phase: obs.phase || ""
    readonly property var rules: def.rules || ({})
    readonly property var symbols: def.symbols || []
    readonly property var colours: def.colours || []
    readonly property var piles: obs.piles || []
    readonly property int sage: obs.sage !== undefined ? obs.sage : -1
    // The prediction, only ever for the sage at the screen (the observation already hides it
    // from everybody else; this guards the hot-seat screen as well).
    readonly property var myPrediction: obs.prediction && viewer >= 0 && viewer === sage ? obs.prediction : null

    // The legal moves of each pile, by symbol id (a Sun has one per value it may be declared).
    readonly property var legalByPile: {
        const map = {}
        for (const move of moves) {
            if (!move.pile)
                continue
            if (!map[move.pile])
                map[move.pile] = []
            map[move.pile].push(move)
        }
        return map
    }
    readonly property bool canPass: canPlayWhere({kind: "pass"})
    // Piles with no card left, face up or face down: the game may end with more of them than
    // the rules ask for (several can run out in one round), so texts give the real count.
    readonly property int usedUpPiles: {
        let k = 0
        for (const p of piles)
            if ((p.face_up === null || p.face_up === undefined) && !(p.face_down > 0))
                ++k
        return k
    }
    // Why the game ended, in one sentence.
    readonly property string endReason: {
        const outcome = session.outcome
        if (outcome && outcome.reason === "no_cards_left")
            //: End screen: why the game ended
            return qsTr("No cards are left to turn up.")
        //: Why a Hyano game ended; %n is the number of piles with no card left (1 in a variant, usually 2)
        return qsTr("%n pile(s) used up.", "", usedUpPiles)
    }
    // The Sun value choice (for tests).
    readonly property alias sunChooser: sunChooser
    // The ring of piles: the board the rules editor's preview shows (TablePreview), with a
    // handle over each pile view.
    readonly property alias ring: ring
    readonly property alias pileCount: pileRepeater.count
    function pileItem(index) { return pileRepeater.itemAt(index) }

    //: Move log separator: one sage's round; %1 is its number
    function roundTitle(round) { return qsTr("Round %1").arg(round) }

    // One sentence per move; the move's description names the card taken from the pile.
    // The hint bar's advice (GameTable.adviseMove): the card to play or open with, or the
    // pile to foresee, in the imperative.
    function adviseMove(seat, move, asking) {
        if (move.kind === "pass")
            //: Hint bar, pasted into "Hint: %1.": advice to pass (imperative, ja 〜ましょう)
            return (!asking ? qsTr("Pass", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Pass?", "confirm"))
        const pile = symbolIndex(move.pile)
        const where = pile >= 0 ? Theme.t(symbols[pile].name) : move.pile
        if (move.kind === "predict")
            //: Hint bar, pasted into "Hint: %1.": advice to the sage to make the prophecy on a pile (imperative, ja 〜ましょう); %1 the pile symbol ("Moon")
            return Theme.fill((!asking ? qsTr("Make your prophecy on the pile of the %1", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Make your prophecy on the pile of the %1?", "confirm")), [where])
        const declared = move.sun_value !== null && move.sun_value !== undefined ? String(move.sun_value) : ""
        const card = move.card !== null && move.card !== undefined ? cardNameInText(move.card) : ""
        const open = move.kind === "open"
        if (card !== "" && declared !== "")
            return open
                   //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a Sun card in a sentence ("red Sun"), %2 the pile symbol, %3 the value to declare for it
                   ? Theme.fill((!asking ? qsTr("Open with %1 from the %2 and declare %3", "hint")
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Open with %1 from the %2 and declare %3?", "confirm")), [card, where, declared])
                   //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a Sun card in a sentence ("red Sun"), %2 the pile symbol, %3 the value to declare for it
                   : Theme.fill((!asking ? qsTr("Play %1 from the %2 and declare %3", "hint")
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Play %1 from the %2 and declare %3?", "confirm")), [card, where, declared])
        if (card !== "")
            return open
                   //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a card in a sentence ("blue 7"), %2 the pile symbol
                   ? Theme.fill((!asking ? qsTr("Open with %1 from the %2", "hint")
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Open with %1 from the %2?", "confirm")), [card, where])
                   //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a card in a sentence ("blue 7"), %2 the pile symbol
                   : Theme.fill((!asking ? qsTr("Play %1 from the %2", "hint")
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Play %1 from the %2?", "confirm")), [card, where])
        if (move.kind === "open" || move.kind === "play")
            return declared !== ""
                   //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the pile symbol ("Moon"), %2 the value to declare for its Sun
                   ? Theme.fill((!asking ? qsTr("Play the Sun from the %1 and declare %2", "hint")
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Play the Sun from the %1 and declare %2?", "confirm")), [where, declared])
                   //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the pile symbol ("Moon")
                   : Theme.fill((!asking ? qsTr("Play the card from the %1", "hint")
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Play the card from the %1?", "confirm")), [where])
        return ringedMoveAdvice(asking)
    }
    function describeMove(seat, move) {
        const who = seatName(seat)
        if (move.kind === "pass")
            //: Move log: a player passes (a variant without mandatory play); %1 is a player
            return Theme.sentence(qsTr("%1 passes"), [who])
        const pile = symbolIndex(move.pile)
        const where = pile >= 0 ? Theme.t(symbols[pile].name) : move.pile
        if (move.kind === "predict") {
            if (seat === viewer && viewer >= 0)
                //: Move log, seen only by the sage; %1 is you, %2 the pile symbol you chose
                return Theme.fill(qsTr("%1 makes a secret prophecy (you chose the %2)"), [who, where])
            //: Move log: the sage chooses a prediction disc in secret; %1 is the sage
            return Theme.sentence(qsTr("%1, the sage, makes a secret prophecy"), [who])
        }
        const declared = move.sun_value !== null && move.sun_value !== undefined ? String(move.sun_value) : ""
        if (move.card !== null && move.card !== undefined) {
            const card = cardNameInText(move.card)
            const info = cardInfo(move.card)
            if (info && info.sun && declared !== "")
                return move.kind === "open"
                       //: Move log; %1 is the sage, %2 a Sun card in a sentence ("red Sun"), %3 the pile symbol, %4 the value declared for it
                       ? Theme.fill(qsTr("%1 opens with %2 from the %3, declared %4"), [who, card, where, declared])
                       //: Move log; %1 is a player, %2 a Sun card in a sentence ("red Sun"), %3 the pile symbol, %4 the value declared for it
                       : Theme.fill(qsTr("%1 plays %2 from the %3, declared %4"), [who, card, where, declared])
            return move.kind === "open"
                   //: Move log; %1 is the sage, %2 a card in a sentence ("blue 7"), %3 the pile symbol
                   ? Theme.fill(qsTr("%1 opens with %2 from the %3"), [who, card, where])
                   //: Move log; %1 is a player, %2 a card in a sentence ("blue 7"), %3 the pile symbol
                   : Theme.fill(qsTr("%1 plays %2 from the %3"), [who, card, where])
        }
        if (move.kind === "open")
            return declared !== ""
                   //: Move log; %1 is the sage, %2 the pile symbol ("Moon"), %3 the value declared for the Sun
                   ? Theme.fill(qsTr("%1 opens with the Sun from the %2, declared %3"), [who, where, declared])
                   //: Move log; %1 is the sage, %2 the pile symbol ("Moon")
                   : Theme.fill(qsTr("%1 opens with the card from the %2"), [who, where])
        if (move.kind === "play")
            return declared !== ""
                   //: Move log; %1 is a player, %2 the pile symbol ("Moon"), %3 the value declared for the Sun
                   ? Theme.fill(qsTr("%1 plays the Sun from the %2, declared %3"), [who, where, declared])
                   //: Move log; %1 is a player, %2 the pile symbol ("Moon")
                   : Theme.fill(qsTr("%1 plays the card from the %2"), [who, where])
        //: Move log: a move the log cannot describe (never raw notation); %1 is a player
        return Theme.sentence(qsTr("%1 made a move"), [who])
    }

    statusText: {
        if (!session.active)
            return ""
        if (session.over)
            //: Status line when the game has ended; %1 says why ("3 piles are used up.")
            return qsTr("The game is over. %1").arg(endReason)
        const current = session.currentPlayer
        const name = seatName(current)
        if (session.handoverPending)
            //: Status line in hot-seat play; %1 is a player's name
            return Theme.sentence(qsTr("Waiting for %1"), [name])
        if (myTurn && current === viewer) {
            if (phase === "predict")
                //: Status line: you are the sage and must predict; %1 is your name
                return Theme.sentence(qsTr("%1, you are the sage: foresee the last card"), [name])
            if (phase === "open")
                //: Status line: the sage lays the first card; %1 is your name
                return Theme.sentence(qsTr("%1, open the round with any face-up card"), [name])
            if (canPass && moves.length === 1)
                //: Status line: no card fits and passing is allowed; %1 is your name
                return Theme.sentence(qsTr("%1, no card fits: pass"), [name])
            if (canPass)
                //: Status line: a variant where passing is allowed; %1 is your name
                return Theme.sentence(qsTr("%1, play a card that fits or pass"), [name])
            //: Status line: your turn to play; %1 is your name
            return Theme.sentence(qsTr("%1, play a card that fits the top card"), [name])
        }
        if (phase === "predict")
            //: Status line; %1 is the sage's name
            return Theme.sentence(qsTr("%1, the sage, is making a prophecy…"), [name])
        if (phase === "open")
            //: Status line; %1 is the sage's name
            return Theme.sentence(qsTr("%1, the sage, is choosing the opening card…"), [name])
        if (isComputer(current))
            //: Status line; %1 is a computer player's name
            return Theme.sentence(qsTr("%1 is choosing a card…"), [name])
        //: Status line: another person is to move; %1 is a player's name
        return Theme.sentence(qsTr("Waiting for %1"), [name])
    }

    endTitle: {
        const outcome = session.outcome
        if (!outcome || !outcome.winners)
            return ""
        if (outcome.draw || outcome.winners.length === 0)
            //: End screen title: every player has the same number of cards
            return qsTr("Everybody shares the victory")
        const names = outcome.winners.map(w => seatName(w))
        if (names.length === 1)
            //: End screen title; %1 is a player's name
            return Theme.sentence(qsTr("%1 wins"), [names[0]])
        //: End screen title for a tie; %1 is a list of names ("Maya and Leo")
        return Theme.sentence(qsTr("%1 share the victory"), [Theme.names(names)])
    }

    endDetails: {
        const outcome = session.outcome
        if (!outcome || !outcome.ranks)
            return ""
        const lines = []
        //: End screen: why the game ended (%1, e.g. "3 piles are used up."), then how it is won
        lines.push(qsTr("%1 The most cards wins.").arg(endReason))
        // Each seat's place and cards are the end screen's standings table (EndStandings), with
        // the place in a column of its own: a line "1. 2. gép: 16 kártya" put a place before a
        // name that is itself numbered.
        const f = outcome.figures || {}
        if (f.rounds !== undefined)
            //: End screen summary (numbers after labels, so no plural forms are needed); %1 rounds, %2 prophecies that came true, %3 cards removed
            lines.push(qsTr("Rounds: %1 · Prophecies fulfilled: %2 · Cards removed: %3")
                       .arg(f.rounds).arg(f.successful_prophecies).arg(f.cards_removed))
        return lines.join("<br>")
    }

    // ---- Cards, piles, sentences ----

    function symbolAt(pile) { return symbols[pile] || null }
    function symbolIndex(id) {
        for (let i = 0; i < symbols.length; ++i) {
            if (symbols[i].id === id)
                return i
        }
        return -1
    }
    function cardInfo(id) {
        const c = def.cards ? def.cards[id] : undefined
        if (!c)
            return null
        const colour = colours[c.colour] || {}
        return { hex: colour.hex || Theme.inkFaint, mark: colour.mark || "", value: c.value,
                 letter: colourLetters[c.colour] || "",
                 sun: c.sun === true, colourName: colour.name,
                 colourNameInText: colour.name_in_text || colour.name }
    }
    // Colour-blind-safe mode writes each colour's letter on its cards: the shortest start of
    // its name that no other colour shares ("R" for Red, "Blu" and "Bla" for Blue and Black).
    readonly property var colourLetters: {
        const names = colours.map(c => Theme.t(c.name))
        return names.map(function(name, i) {
            for (let k = 1; k <= name.length; ++k) {
                const start = name.slice(0, k).toLowerCase()
                if (names.every((other, j) => j === i || other.slice(0, k).toLowerCase() !== start))
                    return name.slice(0, k)
            }
            return name
        })
    }
    // A seat's shape, told beside its colour in colour-blind-safe mode.
    function seatShape(seat) {
        return seat >= 0 ? Theme.seatShapes[seat % Theme.seatShapes.length] : ""
    }

    // "Blue 7", "Red Sun".
    function cardName(id) {
        const info = cardInfo(id)
        if (!info)
            return ""
        // The colour in its in-sentence form, the label's first letter a capital: "Blue 7" and
        // "Kék 7", but "7 azul", "Sol rojo", "Soleil bleu" (es/fr colour adjectives stay lower case).
        //: A card's name; %1 is a colour, %2 a value or the Sun's name ("Blue 7", "Red Sun")
        return Theme.sentence(qsTr("%1 %2"), [Theme.t(info.colourNameInText),
            info.sun ? Theme.t(def.sun_name) : info.value])
    }
    // A card as it lies in the centre: "Blue 7", "Red Sun, declared 6".
    // The same inside a sentence ("plays the blue 7"): the data's in-sentence forms.
    function cardNameInText(id) {
        const info = cardInfo(id)
        if (!info)
            return ""
        //: A card's name inside a sentence; %1 is its colour in the in-sentence form (lower case where the language wants it), %2 a value or the Sun's in-sentence name ("blue 7", "red Sun")
        return Theme.fill(qsTr("%1 %2", "card in a sentence"), [Theme.t(info.colourNameInText),
            info.sun ? Theme.t(def.sun_name_in_text || def.sun_name) : info.value])
    }
    function playedName(id, value) {
        const info = cardInfo(id)
        if (info && info.sun && value > 0)
            //: A Sun in the centre pile; %1 is the card ("Red Sun"), %2 the value declared for it
            return qsTr("%1, declared %2").arg(cardName(id)).arg(value)
        return cardName(id)
    }
    // The result of a round in one line. The reveal banner has a title saying whether the
    // prophecy came true, so it leaves out the first words of a failure (`brief`).
    function outcomeLine(report, brief) {
        if (!report)
            return ""
        const sage = seatName(report.sage)
        if (report.success)
            //: Reveal; %1 is the sage, %n the cards won
            return Theme.sentence(qsTr("%1 foresaw it: wins %n card(s)", "", report.won), [sage])
        if (report.carried > 0)
            return brief
                   //: Reveal, growing-pot variant; %1 is a number of cards
                   ? qsTr("Cards waiting in the middle for the next sage: %1").arg(report.carried)
                   //: Last prophecy, growing-pot variant; %1 is the sage, %2 a number of cards
                   : Theme.sentence(qsTr("The prophecy of %1 failed. Cards waiting in the middle: %2"), [sage, report.carried])
        if (brief)
            //: Reveal when the predicted card was never played; %n is a number of cards
            return qsTr("%n card(s) leave the game", "", report.removed)
        //: Last prophecy; %1 is the sage, %n a number of cards
        return Theme.sentence(qsTr("The prophecy of %1 failed: %n card(s) left the game", "", report.removed), [sage])
    }
    // "The disc of Maya: Moon (Blue 7)".
    function predictionLine(report) {
        if (!report)
            return ""
        if (report.predicted_pile === null || report.predicted_pile === undefined)
            //: Reveal when the variant keeps a failed prediction secret; %1 is the sage
            return Theme.sentence(qsTr("%1 keeps the disc hidden."), [seatName(report.sage)])
        const symbol = symbolAt(report.predicted_pile)
        //: Reveal: the prediction disc turned over; %1 is the sage, %2 a pile symbol, %3 a card
        return Theme.sentence(qsTr("The disc of %1: %2 (%3)"),
                              [seatName(report.sage), symbol ? Theme.t(symbol.name) : "", cardName(report.predicted_card)])
    }

    // The seats in turn order: the sage, then round the table.
    readonly property var turnOrder: {
        const list = []
        if (sage < 0 || n <= 0)
            return list
        const step = rules.turn_direction === "counterclockwise" ? -1 : 1
        for (let k = 0; k < n; ++k)
            list.push(((sage + step * k) % n + n) % n)
        return list
    }

    // ---- Keyboard and screen readers ----

    // What activating a pile does, as the MoveTarget's name ("Play the blue 7 from the Moon").
    function pileMoveName(pile) {
        const sym = symbols[pile]
        const pileMoves = sym ? legalByPile[sym.id] || [] : []
        if (pileMoves.length === 0 || !piles[pile])
            return ""
        const where = Theme.t(sym.name)
        const card = cardNameInText(piles[pile].face_up)
        const kind = pileMoves[0].kind
        if (kind === "predict")
            //: Keyboard and screen reader: the sage's prophecy on a pile; %1 is the pile symbol ("Moon"), %2 its face-up card in a sentence ("blue 7")
            return Theme.fill(qsTr("Foresee the %2 on the %1 as the last card"), [where, card])
        const declared = pileMoves.length === 1 ? pileMoves[0].sun_value : null
        const opening = kind === "open"
        if (pileMoves.length > 1)
            return opening
                   //: Keyboard and screen reader: open with a Sun, its value is chosen next; %1 is the pile symbol, %2 the Sun in a sentence ("red Sun")
                   ? Theme.fill(qsTr("Open with the %2 from the %1 and choose its value"), [where, card])
                   //: Keyboard and screen reader: play a Sun, its value is chosen next; %1 is the pile symbol, %2 the Sun in a sentence ("red Sun")
                   : Theme.fill(qsTr("Play the %2 from the %1 and choose its value"), [where, card])
        if (declared !== null && declared !== undefined)
            return opening
                   //: Keyboard and screen reader: open with a Sun that can take one value only; %1 is the pile symbol, %2 the Sun in a sentence, %3 the value
                   ? Theme.fill(qsTr("Open with the %2 from the %1, declaring %3"), [where, card, declared])
                   //: Keyboard and screen reader: play a Sun that can take one value only; %1 is the pile symbol, %2 the Sun in a sentence, %3 the value
                   : Theme.fill(qsTr("Play the %2 from the %1, declaring %3"), [where, card, declared])
        return opening
               //: Keyboard and screen reader: the sage's opening card; %1 is the pile symbol ("Moon"), %2 the card in a sentence ("blue 7")
               ? Theme.fill(qsTr("Open with the %2 from the %1"), [where, card])
               //: Keyboard and screen reader: play a card; %1 is the pile symbol ("Moon"), %2 the card in a sentence ("blue 7")
               : Theme.fill(qsTr("Play the %2 from the %1"), [where, card])
    }
    // What a pile shows, for a screen reader ("Moon pile: Blue 7 face up, 8 cards face down").
    function pileDescription(pile) {
        const sym = symbols[pile]
        const state = piles[pile]
        if (!sym || !state)
            return ""
        const where = Theme.t(sym.name)
        const down = state.face_down || 0
        let text
        if (state.face_up !== null && state.face_up !== undefined)
            //: Screen reader: a pile of the ring; %1 is its symbol ("Moon"), %2 its face-up card ("Blue 7"), %n the cards face down under it
            text = Theme.fill(qsTr("%1 pile: %2 face up, %n card(s) face down", "", down), [where, cardNameInText(state.face_up)])
        else if (down > 0)
            //: Screen reader: a pile of the ring whose card was played this round; %1 is its symbol, %n the cards face down
            text = Theme.fill(qsTr("%1 pile: no card face up, %n card(s) face down", "", down), [where])
        else
            //: Screen reader: a pile of the ring with no card left; %1 is its symbol
            text = Theme.fill(qsTr("Pile of %1: used up"), [where])
        if (myPrediction !== null && myPrediction.pile === pile)
            //: Screen reader, after a pile's description: the sage at the screen predicted this pile
            text += " " + qsTr("(your prophecy)")
        return text
    }

    // Escape: the Sun's value is the second part of a move; dropping it goes back to the piles.
    function stepBack() {
        if (sunChooser.visible) {
            sunChooser.close()
            return true
        }
        return false
    }
    // The page's keyboard play (MoveKeys), when the table is on a game page.
    function moveKeys() {
        for (let p = table.parent; p; p = p.parent) {
            if (p.moveKeys !== undefined)
                return p.moveKeys
        }
        return null
    }

    // ---- Clicks ----

    function activatePile(pile) {
        const sym = symbols[pile] ? symbols[pile].id : ""
        const pileMoves = legalByPile[sym] || []
        if (pileMoves.length === 1) {
            play(pileMoves[0])
            return
        }
        if (pileMoves.length > 1) {
            // Several declared values for a Sun: let the player choose.
            sunChooser.pile = pile
            sunChooser.choices = pileMoves
            sunChooser.values = pileMoves.map(m => m.sun_value)
            sunChooser.info = cardInfo(piles[pile].face_up)
            sunChooser.cardName = cardNameInText(piles[pile].face_up)
            sunChooser.returnFocus = appWindow ? appWindow.activeFocusItem : null
            sunChooser.open()
        }
    }

    // ---- The reveal at the end of each round ----

    property int knownRound: -1
    property int endedRound: 0
    // The face-up card of each pile before and after the last change (what turned up).
    property var faceUpsBefore: []
    property var faceUps: []
    property string shownPosition: ""
    function faceUpsOf(observation) {
        return (observation.piles || []).map(p => p.face_up === undefined ? null : p.face_up)
    }
    Connections {
        target: table.session
        function onStateChanged() {
            const observation = table.session.observation
            const r = observation.last_round ? observation.last_round.round : 0
            table.endedRound = table.knownRound >= 0 && r > table.knownRound ? r : 0
            table.knownRound = r
            // The session also says "changed" when only the computer's thinking did: the
            // position is the same, and the motion goes on.
            const position = (observation.ply !== undefined ? observation.ply : -1) + "/" + table.session.reviewing
            if (position === table.shownPosition)
                return
            table.shownPosition = position
            table.faceUpsBefore = table.faceUps
            table.faceUps = table.faceUpsOf(observation)
            // Whatever changed (a move, undo, a step of the replay), the last motion is over;
            // a move starts its own in onMoved, which follows.
            motion.finish()
            for (let i = 0; i < pileRepeater.count; ++i) {
                if (pileRepeater.itemAt(i))
                    pileRepeater.itemAt(i).finishTurning()
            }
            // A reveal waiting for the end of the motion is due now.
            if (revealDelay.running) {
                revealDelay.stop()
                reveal.show()
            }
        }
        function onMoved(seat, action) {
            table.animateMove(seat, action)
            // A round just ended: reveal the prophecy once its cards have gone. The person
            // at the screen moving on closes the reveal.
            if (table.endedRound > 0 && table.myTurn) {
                // The person at the screen opens the next round at once: the piles stay clear.
                reveal.hide()
            } else if (table.endedRound > 0) {
                if (motion.running) {
                    revealDelay.interval = motion.totalMs
                    revealDelay.start()
                } else {
                    reveal.show()
                }
            } else if (seat === table.viewer || action.kind === "open") {
                // The next round's opening card goes to the centre the reveal lies over.
                reveal.hide()
            }
        }
    }
    // The person at the screen to move: the reveal (over the ring) gives way to the piles;
    // the side panel's last prophecy still tells the round and shows the reveal again.
    onMyTurnChanged: if (myTurn) reveal.hide()
    Timer {
        id: revealDelay
        onTriggered: if (!table.myTurn) reveal.show()
    }
    Component.onCompleted: {
        knownRound = obs.last_round ? obs.last_round.round : 0
        faceUps = faceUpsOf(obs)
        shownPosition = (obs.ply !== undefined ? obs.ply : -1) + "/" + session.reviewing
    }

    // A move as motion: the card from its pile to the centre (and the round's cards on to the
    // sage or out of the game), the disc of a prophecy, the piles turning up.
    function animateMove(seat, move) {
        if (!Theme.motionOn)
            return
        const observation = session.observation
        const pile = symbolIndex(move.pile)
        const pileItem = pile >= 0 && (move.kind === "open" || move.kind === "play") ? pileRepeater.itemAt(pile) : null
        const report = observation.last_round
        if (endedRound > 0 && report) {
            const cards = report.cards || []
            const last = cards.length > 0 ? cards[cards.length - 1] : null
            const fromPile = pileItem && last && last.card === move.card ? pileItem : null
            motion.endRound(cards, fromPile, report.success ? report.sage : -1, (report.carried || 0) > 0)
        } else if (move.kind === "predict") {
            motion.predict(seat)
        } else if (pileItem) {
            const centre = observation.centre || []
            const top = centre.length > 0 ? centre[centre.length - 1] : null
            if (top && top.card === move.card)
                motion.playToCentre(pileItem, top, centre.length)
        }
        // Piles whose face-up card is new turn it over, after the card has left.
        const delay = endedRound > 0 && motion.running ? motion.travelMs : 0
        for (let i = 0; i < faceUps.length && i < pileRepeater.count; ++i) {
            if (faceUps[i] !== null && faceUps[i] !== faceUpsBefore[i] && pileRepeater.itemAt(i))
                pileRepeater.itemAt(i).turnUp(delay)
        }
    }

    // ---- Layout ----

    RowLayout {
        anchors.fill: parent
        spacing: 14
        // Under the hand-over and end screens nothing reacts to the mouse (no tooltips).
        enabled: !table.session.handoverPending && !table.session.over

        // The ring.
        Item {
            id: ring
            Layout.fillWidth: true
            Layout.fillHeight: true

            readonly property real cx: width / 2
            readonly property real cy: height / 2
            readonly property real cardW: Math.max(56, Math.min(124, Math.min(width, height) * 0.118))
            readonly property real cardH: cardW * 1.4
            readonly property int discSize: Math.round(cardW * 0.62)
            // Room above the top pile and under the bottom one for their names, which grow
            // with the cards.
            readonly property real ry: height / 2 - cardH / 2 - Math.max(26, cardW * 0.42)
            readonly property real rx: Math.min(width / 2 - cardW / 2 - 22, ry * 1.12)
            readonly property real discRadius: Math.min(rx, ry) - cardH / 2 - discSize / 2 - 8

            // The table: a warm disc with faint rays, like the sun the piles form.
            Canvas {
                id: sunBoard
                anchors.fill: parent
                onWidthChanged: requestPaint()
                onHeightChanged: requestPaint()
                onPaint: {
                    const ctx = getContext("2d")
                    ctx.reset()
                    const r = Math.min(ring.rx, ring.ry) + ring.cardW * 0.2
                    ctx.fillStyle = Qt.rgba(0.85, 0.74, 0.52, 0.16)
                    ctx.beginPath()
                    ctx.arc(ring.cx, ring.cy, r, 0, Math.PI * 2)
                    ctx.fill()
                    ctx.strokeStyle = Qt.rgba(0.72, 0.54, 0.23, 0.22)
                    ctx.lineWidth = 1
                    for (let k = 0; k < 24; ++k) {
                        const a = k * Math.PI / 12
                        ctx.beginPath()
                        ctx.moveTo(ring.cx + Math.cos(a) * r * 0.42, ring.cy + Math.sin(a) * r * 0.42)
                        ctx.lineTo(ring.cx + Math.cos(a) * r * 0.98, ring.cy + Math.sin(a) * r * 0.98)
                        ctx.stroke()
                    }
                    // The ring of red discs.
                    ctx.strokeStyle = Qt.rgba(0.72, 0.54, 0.23, 0.45)
                    ctx.lineWidth = 2
                    ctx.beginPath()
                    ctx.arc(ring.cx, ring.cy, ring.discRadius, 0, Math.PI * 2)
                    ctx.stroke()
                }
            }

            Accessible.role: Accessible.Grouping
            //: Screen reader: the ring of piles around the centre pile
            Accessible.name: qsTr("The ring of piles")

            Repeater {
                id: pileRepeater
                model: table.symbols.length
                PileView {
                    id: pileView
                    required property int index
                    readonly property real angle: -Math.PI / 2 + index * 2 * Math.PI / Math.max(1, table.symbols.length)
                    readonly property var pileMoves: table.legalByPile[symbol ? symbol.id : ""] || []
                    width: ring.cardW
                    height: ring.cardH
                    x: ring.cx + Math.cos(angle) * ring.rx - width / 2
                    y: ring.cy + Math.sin(angle) * ring.ry - height / 2
                    inwardX: -Math.cos(angle)
                    inwardY: -Math.sin(angle)
                    discDistance: Math.hypot(Math.cos(angle) * ring.rx, Math.sin(angle) * ring.ry) - ring.discRadius
                    discSize: ring.discSize
                    symbol: table.symbols[index]
                    pileState: table.piles[index] || null
                    cardInfo: pileState && pileState.face_up !== null && pileState.face_up !== undefined
                              ? table.cardInfo(pileState.face_up) : null
                    cardTip: cardInfo ? table.cardName(pileState.face_up) : ""
                    clickable: pileMoves.length > 0
                    hinted: symbol ? table.hintedWhere({pile: symbol.id}) : false
                    dimmed: table.myTurn && table.phase !== "predict" && pileMoves.length === 0
                    predicted: table.myPrediction !== null && table.myPrediction.pile === index
                    // While the reveal is up, the turned-over disc lies by its pile for all.
                    revealed: reveal.visible && reveal.known && reveal.report.predicted_pile === index
                    discTarget: table.phase === "predict"
                    moveName: clickable ? table.pileMoveName(index) : ""
                    description: table.pileDescription(index)
                    onActivated: table.activatePile(index)
                    // A pile a lesson's step points at, or the card on it.
                    LessonRing {
                        shown: pileView.symbol ? table.lessonRingsPlace({pile: pileView.symbol.id}) : false
                    }
                }
            }

            CentrePile {
                id: centrePile
                objectName: "centrePile"
                x: ring.cx - width / 2
                y: ring.cy - (cardHeight + 12) / 2 - 6
                width: cardWidth + (maxShown - 1) * step + 20
                cardWidth: ring.cardW
                entries: table.obs.centre || []
                table: table
                potCount: table.obs.pot ? table.obs.pot.length : 0
                captionLayer: captionLayer
                hint: {
                    const sageName = table.seatName(table.sage)
                    if (table.session.over)
                        //: Status line when the game has ended; %1 says why ("3 piles are used up.")
                        return qsTr("The game is over. %1").arg(table.endReason)
                    if (table.phase === "predict")
                        return table.myTurn
                               //: In the empty centre, to the sage at the screen
                               ? qsTr("Foresee which card will be played last, and click its pile.")
                               //: In the empty centre; %1 is the sage
                               : Theme.sentence(qsTr("%1 is reading the cards…"), [sageName])
                    if (table.phase === "open")
                        return table.myTurn
                               //: In the empty centre, to the sage at the screen
                               ? qsTr("Now open: click any face-up card to start the centre pile.")
                               //: In the empty centre; %1 is the sage
                               : Theme.sentence(qsTr("%1 will lay the opening card."), [sageName])
                    return ""
                }
            }

            InkButton {
                objectName: "passButton"
                visible: table.canPass
                primary: true
                anchors.horizontalCenter: parent.horizontalCenter
                y: centrePile.y + centrePile.height + 4
                //: Button: play no card this turn (only in a variant without mandatory play)
                text: qsTr("Pass")
                onClicked: table.playWhere({kind: "pass"})
                MoveTarget {
                    active: table.canPass
                    hinted: table.hintedWhere({kind: "pass"})
                    //: Keyboard and screen reader: the pass button (a variant without mandatory play)
                    name: qsTr("Pass: play no card this turn")
                    onActivated: table.playWhere({kind: "pass"})
                }
            }

            ProphecyReveal {
                id: reveal
                z: 10
                anchors.centerIn: parent
                // Inside the ring, between the piles on its left and right: never over a pile.
                width: Math.min(400, Math.max(200, 2 * (ring.rx - ring.cardW / 2) - 24))
                report: table.obs.last_round || null
                table: table
                paused: table.session.handoverPending
            }

            SunValueChooser {
                id: sunChooser
                table: table
                property int pile: -1
                property var choices: [] // the pile's legal moves, one per declarable value
                onChosen: function(value) {
                    // Chosen by a key: the focus ring stays on for the next move.
                    const keys = byKey ? table.moveKeys() : null
                    if (keys)
                        keys.byKey = true
                    table.play(choices.find(m => m.sun_value === value))
                }
            }
        }

        // The side: round, players, the prophecy, the last reveal, a reminder. It scrolls when
        // it is taller than the table (five players on a small window), so that its height
        // never stretches the row: the ring keeps the table's height, round after round.
        Flickable {
            id: side
            objectName: "hyanoSide"
            Layout.preferredWidth: table.width >= 1400 ? 330 : 270
            Layout.maximumWidth: table.width >= 1400 ? 330 : 270
            Layout.fillHeight: true
            Layout.minimumHeight: 0
            implicitHeight: 0
            contentWidth: width
            contentHeight: sideColumn.implicitHeight
            clip: contentHeight > height
            interactive: contentHeight > height
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: side.interactive ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }

        ColumnLayout {
            id: sideColumn
            width: side.width - (side.interactive ? 10 : 0)
            height: Math.max(side.height, implicitHeight)
            spacing: 10

            RowLayout {
                Layout.fillWidth: true
                spacing: 8
                Text {
                    //: Heading: the number of the round in progress
                    text: qsTr("Round %1").arg(table.obs.round || 1)
                    font.family: Theme.titleFont
                    font.pixelSize: 20
                    font.bold: true
                    color: Theme.ink
                }
                Text {
                    id: removedLabel
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignRight
                    //: Count of cards removed by failed prophecies
                    text: qsTr("Removed: %1").arg(table.obs.removed || 0)
                    font.pixelSize: 12
                    color: Theme.inkSoft
                    elide: Text.ElideLeft
                }
            }

            // Colour-blind-safe mode: the card colours, each with its mark, its letter and its
            // name, so that the marks and letters on the cards read as colours. In the side panel
            // (it scrolls), where no pile's name lies under it.
            Column {
                id: legend
                readonly property var colours: table.colours
                readonly property var letters: table.colourLetters
                objectName: "colourLegend"
                visible: Theme.colourBlind && colours.length > 0
                spacing: 3
                Accessible.role: Accessible.List
                //: Screen reader: the list of card colours with their marks (colour-blind-safe mode)
                Accessible.name: qsTr("Card colours")
                Accessible.ignored: !visible

                Repeater {
                    model: Theme.colourBlind ? legend.colours : []
                    Row {
                        required property var modelData
                        required property int index
                        // The letter, then the name (once, where the letter is the whole name: 青).
                        readonly property string name: Theme.t(modelData.name)
                        readonly property string letter: legend.letters[index] || ""
                        spacing: 4
                        ColourMark {
                            anchors.verticalCenter: parent.verticalCenter
                            width: 15
                            height: 15
                            kind: modelData.mark || ""
                            colour: modelData.hex || Theme.inkFaint
                            detail: Theme.paperLight
                        }
                        Text {
                            anchors.verticalCenter: parent.verticalCenter
                            text: letter === "" || letter === name ? name : letter + " " + name
                            font.pixelSize: 12
                            color: Theme.inkSoft
                        }
                    }
                }
            }

            TurnOrderPanel {
                id: turnOrderPanel
                Layout.fillWidth: true
                table: table
                order: table.turnOrder
                sage: table.sage
                currentPlayer: table.session.over ? -1 : table.session.currentPlayer
                viewer: table.viewer
                scores: table.obs.scores || []
                prophecies: table.obs.prophecies || []
                sageRounds: table.obs.sage_rounds || []
                note: table.rules.turn_direction === "counterclockwise"
                      //: Under the turn order (variant)
                      ? qsTr("After the opening card, play goes to the right of the sage.")
                      //: Under the turn order
                      : qsTr("After the opening card, play goes to the left of the sage.")
            }

            ProphecyPanel {
                id: prophecyPanel
                Layout.fillWidth: true
                table: table
                phase: table.phase
                sage: table.sage
                prediction: table.myPrediction
                sageAtScreen: table.viewer >= 0 && table.viewer === table.sage
                visible: !table.session.over
            }

            LastProphecy {
                Layout.fillWidth: true
                report: table.obs.last_round || null
                table: table
                onReplayRequested: reveal.show()
            }

            Item { Layout.fillHeight: true }

            MatchHint {
                Layout.fillWidth: true
                rules: table.rules
            }
        }
        }
    }

    // The centre pile's caption, over the moving cards (a card flying to the centre passes
    // under it), but not over the reveal of a prophecy, which stands over the centre until
    // it is closed.
    Item {
        id: captionLayer
        objectName: "centreCaptionLayer"
        anchors.fill: parent
        z: 21
        visible: !reveal.visible
    }

    // Moves as motion, over everything (cards fly from the ring to the side panel).
    HyanoMotion {
        id: motion
        objectName: "hyanoMotion"
        anchors.fill: parent
        z: 20
        table: table
        centrePile: centrePile
        turnOrder: turnOrderPanel
        prophecyPanel: prophecyPanel
        removedLabel: removedLabel
        cardWidth: ring.cardW
    }
}
