// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The Shikoku table: the staircase, the mantra lines, the draft, your hand. Everything is
// drawn from the session's observation; a click plays the legal move that names its card.
GameTable {
    id: table
    // The sound of each kind of move (GameTable.moveSounds): cards drafted and played.
    moveSounds: ({ draft: "card", play: "card" })

    readonly property var obs: session.observation
    readonly property var def: session.definition
    readonly property int n: session.numPlayers
    readonly property int viewer: session.viewerSeat
    readonly property var players: obs.players || []
    readonly property string phase: obs.phase || ""
    readonly property var frozenPlaces: def.frozen_positions ? (def.frozen_positions[String(n)] || []) : []
    readonly property var sandalTable: {
        const m = {}
        for (const c of (def.cards || []))
            m[c.value] = c.sandals
        return m
    }
    readonly property var myHand: viewer >= 0 && players[viewer] && players[viewer].hand ? players[viewer].hand : []

    // The draft's cards and the hand's (three backs while the hands are hidden) as models kept
    // in step with the observation: after a move a card that is still there keeps its item,
    // only the cards that came or went are made or dropped. (A list as a Repeater's model makes
    // every card again, sandals and all, whenever the observation changes: after every move.)
    readonly property var poolCards: obs.pool || []
    readonly property var handCards: viewer >= 0 ? myHand : [0, 1, 2]
    onPoolCardsChanged: keepCards(poolModel, poolCards)
    onHandCardsChanged: keepCards(handModel, handCards)
    ListModel { id: poolModel }
    ListModel { id: handModel }
    // Makes `model`'s rows (role `number`) the `numbers`, in their order, with the least change:
    // rows that are no longer there are removed, rows that moved are moved, new ones inserted.
    function keepCards(model, numbers) {
        for (let i = model.count - 1; i >= 0; --i)
            if (numbers.indexOf(model.get(i).number) < 0)
                model.remove(i)
        for (let i = 0; i < numbers.length; ++i) {
            if (i < model.count && model.get(i).number === numbers[i])
                continue
            let j = i + 1
            while (j < model.count && model.get(j).number !== numbers[i])
                ++j
            if (j < model.count)
                model.move(j, i, 1)
            else
                model.insert(i, { number: numbers[i] })
        }
    }

    readonly property int maxSandals: {
        let most = 1
        for (const c of (def.cards || []))
            most = Math.max(most, c.sandals)
        return most
    }
    function sandalsOf(value) { return sandalTable[value] || 0 }
    function seatColour(seat) {
        const p = (def.pilgrims || [])[seat]
        return p ? p.colour : Theme.inkFaint
    }
    function seatName(seat) {
        const s = session.seats[seat]
        if (s && s.name)
            return s.name
        const p = (def.pilgrims || [])[seat]
        //: Default name of a seat without a pilgrim colour; %1 is a number
        return p ? Theme.t(p.name) : qsTr("Player %1").arg(seat + 1)
    }
    //: Move log separator: a Shikoku round; %1 is its number
    function roundTitle(round) { return qsTr("Round %1").arg(round) }
    // The hint bar's advice (GameTable.adviseMove): play or take a card.
    function adviseMove(seat, move, asking) {
        if (move.kind === "play")
            //: Hint bar, pasted into "Hint: %1.": advice to play a card (imperative, ja 〜ましょう); %1 a card number
            return Theme.fill((!asking ? qsTr("Play %1", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Play %1?", "confirm")), [move.card])
        if (move.kind === "draft")
            //: Hint bar, pasted into "Hint: %1.": advice to take a card of the previous line (imperative, ja 〜ましょう); %1 a card number
            return Theme.fill((!asking ? qsTr("Take %1", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Take %1?", "confirm")), [move.card])
        return ringedMoveAdvice(asking)
    }
    function describeMove(seat, move) {
        switch (move.kind) {
        case "climb":
            if (move.frozen)
                //: Move log: a pilgrim of the line does not climb (its card lies in a frozen place); %1 a player, %2 the step it stays on, %3 its card number
                return Theme.fill(qsTr("%1 stays on step %2: card %3 lies in a frozen place"), [seatName(seat), move.to, move.card])
            if (move.pagoda)
                //: Move log: a pilgrim climbs to the pagoda, which ends the game; %1 a player, %2 the card number that made it climb
                return Theme.fill(qsTr("%1 climbs to the pagoda with card %2"), [seatName(seat), move.card])
            if (move.to > move.from)
                //: Move log: a pilgrim climbs the staircase; %1 a player, %2 the step reached, %3 the card number; %n steps climbed
                return Theme.fill(qsTr("%1 climbs %n step(s) to step %2 with card %3", "", move.to - move.from),
                                  [seatName(seat), move.to, move.card])
            //: Move log: a pilgrim that passed the pagoda goes back down to a step (variant rule); %1 a player, %2 the step, %3 the card number
            return Theme.fill(qsTr("%1 goes to step %2 with card %3"), [seatName(seat), move.to, move.card])
        case "reshuffle":
            //: Move log: the deck was empty, the discard pile becomes the new deck
            return qsTr("The deck ran out: the discard pile is shuffled into a new deck")
        case "draw":
            if (move.cards && move.cards.length > 0)
                //: Move log: you drew from the deck and may see which card; %1 a player, %2 the card number(s)
                return Theme.fill(qsTr("%1 draws %2 from the deck"), [seatName(seat), Theme.names(move.cards.map(String))])
            //: Move log: another player drew from the deck (the card stays secret); %1 a player; %n cards drawn
            return Theme.sentence(qsTr("%1 draws %n card(s) from the deck", "", move.count || 1), [seatName(seat)])
        case "take_leftover":
            //: Move log: the deck and discard pile are empty, so the last player takes the leftover card (the one nobody drafted); %1 a player, %2 the card number
            return Theme.fill(qsTr("The deck is empty: %1 takes %2, the leftover card"), [seatName(seat), move.card])
        case "leftover":
            return move.to === "deck"
                   //: Move log: the leftover card (the one nobody drafted) goes under the deck (variant rule); %1 the card number
                   ? Theme.fill(qsTr("Nobody took card %1: it goes to the bottom of the deck"), [move.card])
                   //: Move log: the leftover card (the one nobody drafted) is discarded; %1 the card number
                   : Theme.fill(qsTr("Nobody took card %1: it goes to the discard pile"), [move.card])
        }
        if (move.kind === "play")
            //: Move log; %1 is a player, %2 a card number
            return Theme.fill(qsTr("%1 plays %2"), [seatName(seat), move.card])
        //: Move log: a player drafts a card of the previous line; %1 is a player, %2 a card number
        return Theme.fill(qsTr("%1 takes %2"), [seatName(seat), move.card])
    }

    // A card as a screen reader says it: "card 17, 3 sandals".
    function cardText(value) {
        //: Screen reader: a mantra card; %1 its number, %n its sandals (steps it makes climb)
        return Theme.fill(qsTr("card %1, %n sandal(s)", "", sandalsOf(value)), [value])
    }

    statusText: {
        if (!session.active)
            return ""
        if (session.over)
            //: Status line when the game has ended
            return qsTr("The pilgrimage is over")
        const current = session.currentPlayer
        const name = seatName(current)
        if (session.handoverPending)
            //: Status line in hot-seat play; %1 is a player's name
            return Theme.sentence(qsTr("Waiting for %1"), [name])
        if (isComputer(current))
            return phase === "draft"
                   //: Status line; %1 is a computer player's name
                   ? Theme.sentence(qsTr("%1 is choosing a card from the previous line…"), [name])
                   //: Status line; %1 is a computer player's name
                   : Theme.sentence(qsTr("%1 is choosing a mantra card…"), [name])
        if (current === viewer)
            return phase === "draft"
                   //: Status line: your turn in the draft; %1 is your name
                   ? Theme.sentence(qsTr("%1, take one card from the previous line"), [name])
                   //: Status line: your turn to play; %1 is your name
                   : Theme.sentence(qsTr("%1, play a mantra card"), [name])
        return Theme.sentence(qsTr("Waiting for %1"), [name])
    }

    endTitle: {
        const outcome = session.outcome
        if (!outcome.winners)
            return ""
        if (outcome.winners.length === 0)
            //: End screen title when nobody wins
            return qsTr("Nobody walked the Middle Way")
        const names = outcome.winners.map(w => seatName(w))
        return names.length === 1
               //: End screen title; %1 is a player's name
               ? Theme.sentence(qsTr("%1 wins"), [names[0]])
               //: End screen title when several pilgrims win together; %1 is a list of names ("Red and Blue")
               : qsTr("%1 win together").arg(Theme.names(names))
    }

    endDetails: {
        const standings = obs.standings
        const places = obs.winning_places
        if (!standings || !places)
            return ""
        const lines = []
        //: End screen: why the winners won
        lines.push(qsTr("A pilgrim reached the pagoda. The Middle Way rewards moderation: the first and the last never win."))
        for (const p of places) {
            const level = standings[p.level]
            const who = Theme.names(level.seats.map(s => seatName(s)))
            let where
            if (p.from === "top")
                //: End screen: the winning place counted from the highest pilgrim
                where = p.place === 2 ? qsTr("Second from the top")
                                      //: %1 is a number
                                      : qsTr("Place %1 from the top").arg(p.place)
            else
                //: End screen: the winning place counted from the lowest pilgrim
                where = p.place === 2 ? qsTr("Second from the bottom")
                                      //: %1 is a number
                                      : qsTr("Place %1 from the bottom").arg(p.place)
            //: End screen line: "Second from the top (step 30): Blue"
            lines.push("<b>" + qsTr("%1 (step %2): %3").arg(where).arg(level.step).arg(who) + "</b>")
        }
        //: End screen: one level of the final standings; %1 the players on it, %2 their step number ("Red 33"; ja 「赤：33段目」)
        const order = standings.map(l => Theme.fill(qsTr("%1 %2"), [Theme.names(l.seats.map(s => seatName(s))), l.step]))
        //: End screen: the final standings from the top; %1 is a list
        lines.push(qsTr("Final steps, from the top: %1").arg(Theme.joinParts(order)))
        return lines.join("<br>")
    }

    // ---- Layout ----
    // Cards grow with the window (the line is the centre of the table and gets the most) and
    // shrink so that a line of eight always fits beside the staircase.
    readonly property real sizeFactor: Math.max(0.8, Math.min(1.6, Math.min(width / 1000, height / 660)))
    readonly property real stairsWidth: Math.max(240, Math.min(520, width * 0.3))
    readonly property real columnWidth: Math.max(200, width - stairsWidth - 16)
    // The cards' size: the window's, times what the rows leave room for (fitColumn).
    readonly property real cardScale: sizeFactor * fit
    function cardWidthFor(base, count) {
        return Math.floor(Math.max(30, Math.min(base * cardScale, (columnWidth - (count - 1) * 8) / Math.max(1, count))))
    }
    readonly property real lineCardWidth: cardWidthFor(80, n)
    readonly property real previousCardWidth: cardWidthFor(56, Math.max(n + 1, (obs.previous_line || []).length))
    // What the column holds is measured (fitColumn), not guessed from the window: its rows at
    // full size may be taller than the table (a low window; many pilgrims, whose chips take
    // more lines; nobody at the screen, whose chips also say the cards each pilgrim is known
    // to hold; the draft's rows). Then, step by step, the rows close up (`compact`: the hand
    // is no taller than a sixth of the table, and the last round's summary, already seen as
    // motion and in the move log, shows only while the round's own line is put away, the
    // draft, without its notes), the summary goes altogether (`summaryHidden`), and the cards
    // shrink (`fit`), just enough for all of it to be in sight. A low window (under 720)
    // starts compact.
    property bool compact: height < 720
    property bool summaryHidden: false
    property real fit: 1
    readonly property real handCardWidth: Math.floor(Math.max(30, Math.min(100 * cardScale, (columnWidth - 200) / Math.max(3, myHand.length) - 12,
                                                                           compact ? Math.max(44, height * 0.17 * 84 / 120) * fit : 1000)))
    readonly property real poolCardWidth: Math.floor(Math.max(36, Math.min(76 * cardScale, (columnWidth - 8 * (obs.pool || []).length) / Math.max(1, (obs.pool || []).length + 0.5))))
    readonly property int headingSize: Math.round(15 * Math.min(1.3, sizeFactor))

    // The ways the rows can be laid out, from the roomiest; `least`: how far their cards may
    // shrink before the next way is tried.
    readonly property var closenesses: [{ compact: false, summary: true, least: 0.85 },
                                        { compact: true, summary: true, least: 0.7 },
                                        { compact: true, summary: false, least: 0.45 }]
    // The column's height laid out the way `way`, the cards at `f` of their size.
    function columnHeightAt(way, f) {
        compact = way.compact
        summaryHidden = !way.summary
        fit = f
        polishAll(column)
        polishAll(column)
        return column.implicitHeight
    }
    // The largest cards with which the column fits the table, the rows closed up if they must.
    // Sought again when the table's size or the phase changes (the draft's rows are not the
    // play's), and when the rows no longer fit; otherwise the sizes found are kept (a move
    // seldom changes what the rows hold, and a search lays the column out several times).
    property bool fitting: false
    property string fittedFor: ""
    // Even the least cards did not fit (a table zoomed in far on a small window): the search
    // waits for a new size or phase.
    property bool overflowing: false
    function fitColumn() {
        if (fitting || height <= 0 || width <= 0)
            return
        fitting = true
        const room = height
        const key = width + "×" + height + " " + phase
        if (key === fittedFor && (overflowing || columnHeightAt({ compact: compact, summary: !summaryHidden }, fit) <= room)) {
            fitting = false
            return
        }
        fittedFor = key
        const ways = closenesses.slice(height < 720 ? 1 : 0)
        for (let i = 0; i < ways.length; ++i) {
            const way = ways[i]
            const full = columnHeightAt(way, 1)
            if (full <= room)
                break
            const low = columnHeightAt(way, way.least)
            if (low > room && i < ways.length - 1)
                continue
            // The heights grow with the cards (not quite in proportion: rows wrap): a guess on
            // the line between the two, then down in small steps until it fits.
            let f = low >= full ? way.least : way.least + (1 - way.least) * (room - low) / (full - low)
            f = Math.max(way.least, Math.min(1, Math.floor(f * 50) / 50))
            while (columnHeightAt(way, f) > room && f > way.least)
                f = Math.max(way.least, f - 0.04)
            break
        }
        overflowing = column.implicitHeight > room
        fitting = false
    }

    RowLayout {
        anchors.fill: parent
        spacing: 16

        Staircase {
            id: staircase
            objectName: "staircase"
            maxClimb: table.maxSandals
            Layout.preferredWidth: table.stairsWidth
            Layout.fillHeight: true
            steps: table.def.steps_to_pagoda || 33
            startStep: table.def.start_step || 1
            pilgrims: {
                const list = []
                for (let i = 0; i < table.players.length; ++i)
                    list.push({ seat: i, step: table.players[i].step, colour: table.seatColour(i),
                                emphasised: i === table.session.currentPlayer, mine: i === table.viewer,
                                //: Screen reader: a pilgrim on the staircase; %1 a player, %2 a step number
                                label: qsTr("%1 on step %2").arg(table.seatName(i)).arg(table.players[i].step) })
                return list
            }
        }

        ColumnLayout {
            id: column
            objectName: "shikokuColumn"
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: table.compact ? 5 : 10
            // Grown past the table (a language's longer words, the chips' new lines): fitted
            // again (a move or a new size fits it anyway).
            onImplicitHeightChanged: if (!table.fitting && implicitHeight > table.height + 0.5) Qt.callLater(table.fitColumn)

            PilgrimsPanel {
                id: pilgrimsPanel
                compact: table.compact
                Layout.fillWidth: true
                table: table
                players: table.players
                currentPlayer: table.session.currentPlayer
                viewer: table.viewer
            }

            // The turn order: last round's line (play phase) or the rotated line (draft).
            Text {
                text: table.phase === "draft"
                      //: Heading of the line that gives the next round's turn order
                      ? qsTr("Next round's order: the lowest card moved to the end")
                      //: Heading of the line that gives this round's turn order
                      : qsTr("Turn order: the previous line")
                Layout.fillWidth: true
                elide: Text.ElideRight
                font.family: Theme.titleFont
                font.pixelSize: table.headingSize
                color: Theme.ink
            }
            MantraLine {
                objectName: "previousLine"
                zone: "previous"
                entries: table.obs.previous_line || []
                // While this round is played, a pilgrim stands on its new card.
                movedPlayers: table.phase === "play" ? (table.obs.line || []).map(e => e.player) : []
                table: table
                cardWidth: table.previousCardWidth
                currentPlayer: table.phase === "play" ? table.session.currentPlayer : -1
            }

            Text {
                visible: table.phase !== "draft"
                //: Heading of the row of cards played this round
                text: qsTr("This round's mantra line (lowest card on the left)")
                Layout.fillWidth: true
                elide: Text.ElideRight
                font.family: Theme.titleFont
                font.pixelSize: table.headingSize
                color: Theme.ink
            }
            MantraLine {
                objectName: "mantraLine"
                visible: table.phase !== "draft"
                entries: table.obs.line || []
                slots: table.n
                frozen: table.frozenPlaces
                table: table
                cardWidth: table.lineCardWidth
            }

            // The last climb and the draft side by side, or one under the other when narrow.
            Flow {
                Layout.fillWidth: true
                spacing: 24
                RoundReport {
                    round: table.obs.last_round || null
                    compact: table.compact
                    visible: round !== null && !table.summaryHidden && (!table.compact || table.phase !== "play")
                    table: table
                    // (At least 24: its number at 11 px.)
                    cardWidth: Math.max(24, Math.min((table.compact ? 32 : 40) * table.cardScale, (table.columnWidth - 8 * 6) / Math.max(1, table.n)))
                    headingSize: table.headingSize
                }
                ColumnLayout {
                    visible: table.phase === "draft"
                    spacing: 6
                    Text {
                        //: Heading of the draft row
                        text: qsTr("Draft: the cards of the previous line")
                        font.family: Theme.titleFont
                        font.pixelSize: table.headingSize
                        color: Theme.ink
                    }
                    Row {
                        spacing: 8
                        Repeater {
                            model: poolModel
                            MantraCard {
                                required property int number
                                objectName: "poolCard_" + number
                                width: table.poolCardWidth
                                height: width * 120 / 84
                                zone: "pool"
                                value: number
                                sandals: table.sandalsOf(number)
                                playable: table.canPlayWhere({kind: "draft", card: number})
                                hinted: table.hintedWhere({kind: "draft", card: number})
                                //: Keyboard and screen reader: takes a card of the previous line into your hand; %1 its number
                                actionName: Theme.fill(qsTr("Take card %1"), [number])
                                //: Screen reader: a card to draft; %1 the card ("card 17, 3 sandals")
                                description: qsTr("%1, in the draft").arg(table.cardText(number))
                                onClicked: table.playWhere({kind: "draft", card: number})
                            }
                        }
                    }
                }
            }

            Item { Layout.fillHeight: true }

            // Your hand (or the backs of the cards while the screen is shared).
            RowLayout {
                Layout.fillWidth: true
                spacing: 16
                ColumnLayout {
                    spacing: 6
                    Text {
                        text: table.viewer >= 0
                              //: Heading above your cards; %1 is your name
                              ? Theme.sentence(qsTr("Your hand, %1"), [table.seatName(table.viewer)])
                              //: Heading above the cards when nobody's hand is shown
                              : qsTr("Hands are hidden")
                        font.family: Theme.titleFont
                        font.pixelSize: table.headingSize
                        color: Theme.ink
                    }
                    Row {
                        spacing: 12
                        Repeater {
                            model: handModel
                            MantraCard {
                                required property int number
                                objectName: "handCard_" + number
                                width: table.handCardWidth
                                height: width * 120 / 84
                                faceDown: table.viewer < 0
                                zone: table.viewer >= 0 ? "hand" : ""
                                value: table.viewer >= 0 ? number : 0
                                pilgrimSeat: table.viewer
                                //: Keyboard and screen reader: plays a card of your hand to the mantra line; %1 its number
                                actionName: Theme.fill(qsTr("Play card %1"), [number])
                                description: table.viewer >= 0
                                             //: Screen reader: a card of your hand; %1 the card ("card 17, 3 sandals")
                                             ? qsTr("%1, in your hand").arg(table.cardText(number))
                                             //: Screen reader: a face-down card of a hidden hand
                                             : qsTr("A hidden card")
                                sandals: table.viewer >= 0 ? table.sandalsOf(number) : 0
                                pilgrimColour: table.viewer >= 0 ? table.seatColour(table.viewer) : "transparent"
                                playable: table.canPlayWhere({kind: "play", card: number})
                                hinted: table.hintedWhere({kind: "play", card: number})
                                // Not to be played now: in the draft, and once the pilgrimage is over.
                                dimmed: (table.phase === "draft" || table.session.over) && table.viewer >= 0
                                onClicked: table.playWhere({kind: "play", card: number})
                            }
                        }
                    }
                }
                Item { Layout.fillWidth: true }
                ColumnLayout {
                    Layout.alignment: Qt.AlignBottom
                    // Room for a lesson's ring around the piles (LessonRing stands 4 px out)
                    // inside the table, which clips at the window's and the side column's edge.
                    Layout.rightMargin: 6
                    Layout.bottomMargin: 6
                    spacing: 4
                    Text {
                        id: deckText
                        objectName: "deckCount"
                        //: Number of cards left in the draw deck
                        text: qsTr("Deck: %1").arg(table.obs.deck_size !== undefined ? table.obs.deck_size : 0)
                        font.pixelSize: 13
                        color: Theme.inkSoft
                        LessonRing {
                            ringMargin: 2
                            shown: table.lessonRingsPlace({place: "deck"})
                        }
                    }
                    Text {
                        id: discardText
                        objectName: "discardCount"
                        //: Number of cards in the discard pile
                        text: qsTr("Discard pile: %1").arg(table.obs.discard ? table.obs.discard.length : 0)
                        font.pixelSize: 13
                        color: Theme.inkSoft
                        LessonRing {
                            ringMargin: 2
                            shown: table.lessonRingsPlace({place: "discard"})
                        }
                    }
                }
            }
        }
    }

    // ---- Cards that move ----
    // After every move the cards are found where they now lie and compared with where they
    // lay before: a card that changed place slides there from its old place (hand → line,
    // line → turn order, turn order → draft, draft → hand), a card that came from out of
    // sight comes from where it was (another player's chip, the deck), a card that left the
    // table goes where it went (another player's hand, the discard pile). The card itself
    // waits, invisible but clickable, until its copy arrives: input is never held up. Only a
    // step forward (a move, the replay's next move) is shown as motion; undo and jumps land.
    readonly property int slideTime: 350
    property var cardRects: ({})
    property int shownPly: -1
    property int shownRound: -1

    function cardItems(item, list) {
        if (!item || !item.visible)
            return list
        if (item.zone !== undefined && item.zone !== "" && item.value > 0 && !item.faceDown)
            list.push(item)
        for (let i = 0; i < item.children.length; ++i)
            cardItems(item.children[i], list)
        return list
    }
    // Every layout and row lays out its items now (children first), so that positions can be
    // measured before the next frame.
    function polishAll(item) {
        for (let i = 0; i < item.children.length; ++i)
            polishAll(item.children[i])
        item.ensurePolished()
    }
    function rectOf(item) {
        const p = item.mapToItem(table, 0, 0)
        return { x: p.x, y: p.y, w: item.width, h: item.height }
    }
    function snapshot() {
        const rects = {}
        for (const card of cardItems(table, []))
            rects[card.value] = Object.assign(rectOf(card), { item: card, zone: card.zone })
        return rects
    }
    // A card-sized place over a player's chip, over the deck or over the discard pile.
    function pileRect(item) {
        if (!item)
            return null
        const r = rectOf(item)
        const w = table.previousCardWidth
        return { x: r.x + r.w / 2 - w / 2, y: r.y + r.h / 2 - w * 60 / 84, w: w, h: w * 120 / 84 }
    }
    function chipRect(seat) { return pileRect(findNamed(pilgrimsPanel, "pilgrimChip_" + seat)) }
    function findNamed(item, name) {
        if (item.objectName === name)
            return item
        for (let i = 0; i < item.children.length; ++i) {
            const found = findNamed(item.children[i], name)
            if (found)
                return found
        }
        return null
    }
    function lineOwner(value) {
        for (const e of (obs.line || []).concat(obs.previous_line || []))
            if (e.card === value)
                return e.player
        return -1
    }
    // Where a card that was out of sight came from.
    function cameFrom(value, now) {
        if (now.zone === "hand")
            return pileRect(deckText)
        const owner = lineOwner(value)
        return owner >= 0 && owner !== viewer ? chipRect(owner) : null
    }
    // Where a card that is no longer in sight went.
    function wentTo(value) {
        for (let p = 0; p < players.length; ++p)
            if (p !== viewer && (players[p].known || []).indexOf(value) >= 0)
                return chipRect(p)
        if ((obs.discard || []).indexOf(value) >= 0)
            return pileRect(discardText)
        return null
    }
    function slide(value, from, to, landing, faceDown) {
        if (!from || !to)
            return
        if (landing)
            landing.landing = true
        const owner = lineOwner(value)
        flightComponent.createObject(flightLayer, {
            value: value, sandals: sandalsOf(value), faceDown: faceDown === true,
            pilgrimSeat: owner, pilgrimColour: owner >= 0 ? seatColour(owner) : "transparent",
            x: from.x, y: from.y, width: from.w, height: from.h,
            toX: to.x, toY: to.y, toW: to.w, toH: to.h, target: landing })
    }
    function finishSlides() {
        const flights = []
        for (let i = 0; i < flightLayer.children.length; ++i)
            flights.push(flightLayer.children[i])
        for (const f of flights)
            f.land()
    }
    function showChanges() {
        finishSlides()
        fitColumn()
        polishAll(table)
        polishAll(table)
        const now = snapshot()
        const ply = obs.ply !== undefined ? obs.ply : -1
        const round = obs.last_round ? obs.last_round.round : -1
        const forward = shownPly >= 0 && ply === shownPly + 1 && Theme.motionOn
        if (forward) {
            const before = cardRects
            for (const key in now) {
                const dest = now[key]
                const value = Number(key)
                const src = before[key]
                if (src && Math.abs(src.x - dest.x) < 1 && Math.abs(src.y - dest.y) < 1 && Math.abs(src.w - dest.w) < 1)
                    continue
                slide(value, src || cameFrom(value, dest), dest, dest.item)
            }
            for (const key in before) {
                if (!now[key])
                    slide(Number(key), before[key], wentTo(Number(key)), null)
            }
            if (round !== shownRound && obs.last_round) {
                const report = obs.last_round
                if (report.drew_from_deck >= 0 && report.drew_from_deck !== viewer)
                    slide(0, pileRect(deckText), chipRect(report.drew_from_deck), null, true)
                if (report.reshuffled)
                    slide(0, pileRect(discardText), pileRect(deckText), null, true)
                staircase.flashStays(report.line.filter(c => c.frozen).map(c => c.player))
            }
        }
        cardRects = now
        shownPly = ply
        shownRound = round
    }
    // Positions are measured again when the table changes size (no motion then).
    function measure() {
        fitColumn()
        polishAll(table)
        cardRects = snapshot()
    }
    Connections {
        target: table.session
        function onStateChanged() { Qt.callLater(table.showChanges) }
    }
    Component.onCompleted: {
        keepCards(poolModel, poolCards)
        keepCards(handModel, handCards)
        Qt.callLater(table.showChanges)
    }
    onWidthChanged: Qt.callLater(table.measure)
    onHeightChanged: Qt.callLater(table.measure)

    // The moving copies, above everything, never in the way of a click.
    Item {
        id: flightLayer
        objectName: "flightLayer"
        anchors.fill: parent
        z: 1000
    }
    Component {
        id: flightComponent
        MantraCard {
            id: flight
            property real toX: 0
            property real toY: 0
            property real toW: 0
            property real toH: 0
            property Item target: null
            function land() {
                move.stop()
                if (flight.target)
                    flight.target.landing = false
                flight.destroy()
            }
            ParallelAnimation {
                id: move
                running: true
                NumberAnimation { target: flight; property: "x"; to: flight.toX; duration: Theme.motion(table.slideTime); easing.type: Easing.InOutQuad }
                NumberAnimation { target: flight; property: "y"; to: flight.toY; duration: Theme.motion(table.slideTime); easing.type: Easing.InOutQuad }
                NumberAnimation { target: flight; property: "width"; to: flight.toW; duration: Theme.motion(table.slideTime); easing.type: Easing.InOutQuad }
                NumberAnimation { target: flight; property: "height"; to: flight.toH; duration: Theme.motion(table.slideTime); easing.type: Easing.InOutQuad }
                onFinished: flight.land()
            }
        }
    }
}
