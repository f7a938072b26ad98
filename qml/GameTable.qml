// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu
import Kotatsu.Bridge

// The base of every game's table (games/<Id>/<Id>Table.qml, found by that name from the game
// id: "garden" → Garden/GardenTable.qml, "tokaido_duo" → TokaidoDuo/TokaidoDuoTable.qml).
// It states what GamePage, the move log and the end screen read from a table, and gives each
// table the legal moves and the seat helpers so that no table writes them again.
//
// A table overrides:
//   statusText            one line: whose turn it is and what to do
//   describeMove(seat, move)   a log sentence for a move's structured description (the
//                         rules' describeAction: kind and the pieces and places it names)
//   endTitle, endDetails  what the end screen says
//   roundTitle(round)     the move log's heading for a round (games with rounds)
//   seatName(seat), seatColour(seat)   when the game names or colours its seats itself
//   stepBack()            Escape: forgets the part of a move already chosen (a figure
//                         picked, a card lifted); returns whether there was one
//   moveSounds            the sound each kind of move makes: {move kind: "card", "dice",
//                         "step" or "bead"} (components/TableSounds.qml); a kind not named
//                         is played silently
// Every piece a person can act on carries a MoveTarget (components/MoveTarget.qml) with the
// same action as its click, so that the whole game can be played by keyboard and read by a
// screen reader. Moves are drawn as motion with durations from Theme.motion(ms).
// and plays moves with play(move) or playWhere({kind: ..., ...}); it never parses move text.
Item {
    id: table
    required property GameSession session

    property string statusText: ""
    property string endTitle: ""
    property string endDetails: ""

    // The legal moves of the person at the screen: {index, text, kind, ...description}.
    readonly property var moves: session.legalMoves.moves
    readonly property bool myTurn: moves.length > 0 && !session.handoverPending && !session.over
    // Seat colours for tokens and the move log when the game has none of its own.
    property var seatPalette: ["#8a4f8c", "#2a8a84", "#d07a2a", "#7a5c3e", "#c4577e",
                               "#4f6d8a", "#8a8a2a", "#5c3e7a"]

    // The name the game's data gives the seat its rules play (game.rules_seat.name), or "".
    readonly property string rulesSeatName: {
        Localization.language
        const row = Catalog.indexOf(session.gameId)
        const game = row >= 0 ? Catalog.get(row, ["rulesSeat"]) : null
        return game && game.rulesSeat ? game.rulesSeat.name : ""
    }
    function seatName(seat) {
        const s = session.seats[seat]
        if (s && s.name)
            return s.name
        if (s && s.kind === "computer")
            //: Default name of a computer seat; %1 is the seat number
            return qsTr("Computer %1").arg(seat + 1)
        // The seat the rules play, by the name the game's data gives it.
        if (s && s.kind === "rules")
            return rulesSeatName
        //: Default name of a person's seat; %1 is the seat number
        return qsTr("Player %1").arg(seat + 1)
    }
    // In the replay nobody is thinking or choosing: a panel's title says whose turn it was in
    // the position shown ("Computer 2 to move").
    function turnInReplay() {
        //: A table's move panel in the replay: whose turn it was in the position shown; %1 a player's name
        return Theme.sentence(qsTr("%1 to move"), [seatName(session.currentPlayer)])
    }
    function seatColour(seat) {
        return seat >= 0 ? seatPalette[seat % seatPalette.length] : Theme.inkFaint
    }
    function isComputer(seat) {
        const s = session.seats[seat]
        return s !== undefined && s.kind === "computer"
    }
    function stepBack() { return false }
    property var moveSounds: ({})
    // The sound of a move (a structured description, as session.moved gives it), or "".
    function moveSound(move) {
        const sound = move ? moveSounds[move.kind] : undefined
        return sound !== undefined ? sound : ""
    }
    //: Move log: a move the table cannot describe (never raw notation); %1 is a player
    function describeMove(seat, move) { return Theme.sentence(qsTr("%1 made a move"), [seatName(seat)]) }
    // The hinted move as advice to the person to move, pasted into the hint bar's "Hint: %1."
    // (an imperative or a suggestion, never the log's past tense: ja 「…を出しましょう」).
    // With `asking`, the same move as the question of the "Confirm move" bar, a whole
    // sentence (en "Place Kokeshi 1 on c3?", ja 「…を置きますか？」, hu "Leteszed …?").
    // Each table words its own moves; a move it cannot word is the one ringed in gold.
    function adviseMove(seat, move, asking) { return ringedMoveAdvice(asking) }
    function ringedMoveAdvice(asking) {
        return asking
               //: "Confirm move" bar: the question for a move the table cannot put in words (ja 〜ますか？); the table rings that move in gold
               ? qsTr("Play the move ringed in gold?", "confirm")
               //: Hint bar, pasted into "Hint: %1.": advice for a move the table cannot put in words; the table rings that move in gold
               : qsTr("Play the move ringed in gold")
    }
    // The "Confirm move" bar's question for `move`: adviseMove's asking form, a sentence.
    function askMove(seat, move) { return Theme.sentence("%1", [adviseMove(seat, move, true)]) }
    //: Move log separator: a round; %1 is its number
    function roundTitle(round) { return qsTr("Round %1").arg(round) }

    // The legal moves whose description has every field of `pattern`.
    function movesWhere(pattern) {
        return moves.filter(m => Object.keys(pattern).every(k => m[k] === pattern[k]))
    }
    function canPlayWhere(pattern) { return movesWhere(pattern).length > 0 }
    // "Confirm move" (Settings): a move chosen by a click or a key is first proposed, shown
    // with its sentence and its pieces ringed, and played only on Confirm (GamePage's bar,
    // Enter); Cancel (Escape) drops it. null when no move waits.
    property var proposedMove: null
    Connections {
        target: table.session
        function onStateChanged() { table.proposedMove = null }
        function onGameChanged() { table.proposedMove = null }
    }
    // Every move the person chooses on a table goes through here (play() of every table).
    function choose(move) {
        if (!move)
            return false
        if (AppSettings.confirmMoves && !session.reviewing) {
            proposedMove = move
            return true
        }
        return session.play(move.index)
    }
    function confirmProposal() {
        const move = proposedMove
        proposedMove = null
        return move ? session.play(move.index) : false
    }
    function cancelProposal() { proposedMove = null }

    // The move of the hint the person asked for (session.hint), as movesWhere() sees moves;
    // null when no hint is shown. While a move waits for confirmation, that move instead: its
    // pieces are ringed the same way.
    readonly property var hintedMove: proposedMove ? proposedMove
                                      : session && session.hint.move ? session.hint.move : null
    // A lesson's step (session.lesson, docs/lessons.md): the legal moves it rings
    // (kotatsu::ringedMoves), as movesWhere() sees moves. Their pieces are ringed as a hint's
    // are; while there are some, the pieces of the other moves are dimmed (MoveTarget.dimmed).
    readonly property var lessonMoves: {
        const rows = session && session.lesson ? session.lesson.ringed : []
        return rows.length > 0 ? moves.filter(m => rows.indexOf(m.index) >= 0) : []
    }
    readonly property bool lessonDims: lessonMoves.length > 0 && proposedMove === null
    // The places the lesson's step rings that no ringed move's piece shows
    // (kotatsu::ringedPlaces): where the expected move's effects land ({to: 24}), a piece no
    // move names ({card: 29}), a named place of the table ({place: "discard"}).
    readonly property var lessonPlaces: session && session.lesson ? session.lesson.ringedPlaces : []
    // Whether the lesson rings the place `pattern` names, as each table names its places
    // ({to: 24} for a space, {card: 29}, {place: "discard"}): every part of a ringed place is
    // in `pattern`. What a table gives its places' LessonRing.
    function lessonRingsPlace(pattern) {
        return lessonPlaces.some(place => Object.keys(place).every(
                                     k => pattern[k] !== undefined && String(pattern[k]) === String(place[k])))
    }
    // Whether the hinted move (or a move the lesson rings) has every field of `pattern` (a
    // piece the hint plays, or a part of its move): what a table gives its MoveTargets' `hinted`.
    function hintedWhere(pattern) {
        const has = m => Object.keys(pattern).every(k => m[k] === pattern[k])
        return hintedMove !== null ? has(hintedMove) : lessonMoves.some(has)
    }
    // Whether `move` (one of `moves`) is the hinted move itself (or one the lesson rings): for
    // a button that plays a whole move, where hintedWhere() would need every field.
    function isHinted(move) {
        if (!move)
            return false
        if (hintedMove !== null)
            return (proposedMove ? proposedMove.index : session.hint.index) === move.index
        return lessonMoves.some(m => m.index === move.index)
    }
    function play(move) { return choose(move) }
    // Plays the only move matching `pattern`; false when none or several match.
    function playWhere(pattern) {
        const found = movesWhere(pattern)
        return found.length === 1 ? play(found[0]) : false
    }
}
