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
    function describeMove(seat, move) {
        if (move.kind === "play")
            //: Move log; %1 is a player, %2 a card number
            return Theme.fill(qsTr("%1 plays %2"), [seatName(seat), move.card])
        //: Move log: a player drafts a card of the previous line; %1 is a player, %2 a card number
        return Theme.fill(qsTr("%1 takes %2"), [seatName(seat), move.card])
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
            return qsTr("Waiting for %1").arg(name)
        if (isComputer(current))
            return phase === "draft"
                   //: Status line; %1 is a computer player's name
                   ? qsTr("%1 is choosing a card from the previous line…").arg(name)
                   //: Status line; %1 is a computer player's name
                   : qsTr("%1 is choosing a mantra card…").arg(name)
        if (current === viewer)
            return phase === "draft"
                   //: Status line: your turn in the draft; %1 is your name
                   ? qsTr("%1, take one card from the previous line").arg(name)
                   //: Status line: your turn to play; %1 is your name
                   : qsTr("%1, play a mantra card").arg(name)
        return qsTr("Waiting for %1").arg(name)
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
               ? qsTr("%1 wins").arg(names[0])
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
        const order = standings.map(l => Theme.names(l.seats.map(s => seatName(s))) + " " + l.step)
        //: End screen: the final standings from the top; %1 is a list
        lines.push(qsTr("Final steps, from the top: %1").arg(order.join(" · ")))
        return lines.join("<br>")
    }

    // ---- Layout ----
    // Cards grow with the window (the line is the centre of the table and gets the most) and
    // shrink so that a line of eight always fits beside the staircase.
    readonly property real sizeFactor: Math.max(0.8, Math.min(1.6, Math.min(width / 1000, height / 660)))
    readonly property real stairsWidth: Math.max(240, Math.min(520, width * 0.3))
    readonly property real columnWidth: Math.max(200, width - stairsWidth - 16)
    function cardWidthFor(base, count) {
        return Math.floor(Math.max(30, Math.min(base * sizeFactor, (columnWidth - (count - 1) * 8) / Math.max(1, count))))
    }
    readonly property real lineCardWidth: cardWidthFor(80, n)
    readonly property real previousCardWidth: cardWidthFor(56, Math.max(n + 1, (obs.previous_line || []).length))
    readonly property real handCardWidth: Math.floor(Math.min(100 * sizeFactor, (columnWidth - 200) / Math.max(3, myHand.length) - 12))
    readonly property real poolCardWidth: Math.floor(Math.max(36, Math.min(76 * sizeFactor, (columnWidth - 8 * (obs.pool || []).length) / Math.max(1, (obs.pool || []).length + 0.5))))
    readonly property int headingSize: Math.round(15 * Math.min(1.3, sizeFactor))

    RowLayout {
        anchors.fill: parent
        spacing: 16

        Staircase {
            objectName: "staircase"
            Layout.preferredWidth: table.stairsWidth
            Layout.fillHeight: true
            steps: table.def.steps_to_pagoda || 33
            startStep: table.def.start_step || 1
            pilgrims: {
                const list = []
                for (let i = 0; i < table.players.length; ++i)
                    list.push({ seat: i, step: table.players[i].step, colour: table.seatColour(i),
                                emphasised: i === table.session.currentPlayer, mine: i === table.viewer })
                return list
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 10

            PilgrimsPanel {
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
                entries: table.obs.previous_line || []
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
                    table: table
                    cardWidth: Math.min(40 * table.sizeFactor, (table.columnWidth - 8 * 6) / Math.max(1, table.n))
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
                            model: table.obs.pool || []
                            MantraCard {
                                required property var modelData
                                objectName: "poolCard_" + modelData
                                width: table.poolCardWidth
                                height: width * 120 / 84
                                value: modelData
                                sandals: table.sandalsOf(modelData)
                                playable: table.canPlayWhere({kind: "draft", card: modelData})
                                onClicked: table.playWhere({kind: "draft", card: modelData})
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
                              ? qsTr("Your hand, %1").arg(table.seatName(table.viewer))
                              //: Heading above the cards when nobody's hand is shown
                              : qsTr("Hands are hidden")
                        font.family: Theme.titleFont
                        font.pixelSize: table.headingSize
                        color: Theme.ink
                    }
                    Row {
                        spacing: 12
                        Repeater {
                            model: table.viewer >= 0 ? table.myHand : 3
                            MantraCard {
                                required property var modelData
                                objectName: "handCard_" + modelData
                                width: table.handCardWidth
                                height: width * 120 / 84
                                faceDown: table.viewer < 0
                                value: table.viewer >= 0 ? modelData : 0
                                sandals: table.viewer >= 0 ? table.sandalsOf(modelData) : 0
                                pilgrimColour: table.viewer >= 0 ? table.seatColour(table.viewer) : "transparent"
                                playable: table.canPlayWhere({kind: "play", card: modelData})
                                // Not to be played now: in the draft, and once the pilgrimage is over.
                                dimmed: (table.phase === "draft" || table.session.over) && table.viewer >= 0
                                onClicked: table.playWhere({kind: "play", card: modelData})
                            }
                        }
                    }
                }
                Item { Layout.fillWidth: true }
                ColumnLayout {
                    Layout.alignment: Qt.AlignBottom
                    spacing: 4
                    Text {
                        //: Number of cards left in the draw deck
                        text: qsTr("Deck: %1").arg(table.obs.deck_size !== undefined ? table.obs.deck_size : 0)
                        font.pixelSize: 13
                        color: Theme.inkSoft
                    }
                    Text {
                        //: Number of cards in the discard pile
                        text: qsTr("Discard pile: %1").arg(table.obs.discard ? table.obs.discard.length : 0)
                        font.pixelSize: 13
                        color: Theme.inkSoft
                    }
                }
            }
        }
    }
}
