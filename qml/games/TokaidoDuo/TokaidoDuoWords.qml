// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// The words of the Tokaido Duo table: the names of the description's pieces and places in the
// current language (as labels and inside sentences, docs/glossary.md), what the keyboard and
// screen readers say of a piece, the move log's sentences, the hint bar's advice and the
// "Confirm move" question, the status line and the end screen. It only words what the rules
// describe (the observation, the legal moves' and events' descriptions); the table
// (TokaidoDuoTable) gives it to GameTable's describeMove, adviseMove, statusText and end texts.
QtObject {
    id: words
    required property var table

    // ---- Names (data names in the current language) ---------------------------------------
    function townName(id) {
        const t = table.townById[id]
        return t ? Theme.t(t.name) : String(id)
    }
    function regionLabel(id) {
        const r = table.regionById[id]
        return r ? Theme.t(r.name) : String(id)
    }
    function iconName(id) {
        const i = table.iconById[id]
        return i ? Theme.t(i.name) : String(id)
    }
    function wareName(id) {
        const w = table.wareById[id]
        return w ? Theme.t(w.name) : String(id)
    }
    function spaceTypeName(type) {
        const t = table.spaceTypeById[type]
        return t ? Theme.t(t.name) : String(type)
    }
    function spaceEffect(type) {
        const t = table.spaceTypeById[type]
        return t && t.effect ? Theme.t(t.effect) : ""
    }
    function waveName(character, side) {
        const w = table.waveInfo(character, side)
        return w ? Theme.t(w.name) : String(side)
    }
    function waveText(character, side) {
        const w = table.waveInfo(character, side)
        return w && w.text ? Theme.t(w.text) : ""
    }
    function characterName(c) {
        switch (c) {
        //: A character of Tokaido Duo (巡礼者)
        case "pilgrim": return qsTr("Pilgrim")
        //: A character of Tokaido Duo (商人)
        case "merchant": return qsTr("Merchant")
        //: A character of Tokaido Duo (絵描き)
        case "artist": return qsTr("Artist")
        }
        return String(c)
    }
    // ---- Names inside sentences (docs/glossary.md, "Tokaido Duo names inside sentences"):
    // what Theme.fill pastes into the move log and the prompts. Towns take no article; a
    // region's and a space type's `name_in_text` carries the article its language wants.
    function townInText(id) {
        return townName(id)
    }
    function regionInText(id) {
        const r = table.regionById[id]
        return r ? Theme.t(r.name_in_text || r.name) : String(id)
    }
    function characterInText(c) {
        switch (c) {
        //: A character of Tokaido Duo inside a sentence, with its article where the language has one (hu: no article, the template adds a(z))
        case "pilgrim": return qsTr("the pilgrim")
        //: A character of Tokaido Duo inside a sentence, with its article where the language has one (hu: no article, the template adds a(z))
        case "merchant": return qsTr("the merchant")
        //: A character of Tokaido Duo inside a sentence, with its article where the language has one (hu: no article, the template adds a(z))
        case "artist": return qsTr("the artist")
        }
        return String(c)
    }
    // A ring space inside a sentence: "the temple (space 14)"; a town space is its town. A
    // person counts the spaces from 1 (the start is space 1), the data from 0.
    function spaceInText(i) {
        const s = table.ringByIndex[i]
        if (!s)
            return String(i)
        if (s.town)
            return townInText(s.town)
        const t = table.spaceTypeById[s.type]
        const type = t ? Theme.t(t.name_in_text || t.name) : String(s.type)
        //: A ring space inside a sentence; %1 its type with its article ("the temple"), %2 its number on the ring
        return Theme.fill(qsTr("%1 (space %2)", "ring space in a sentence"), [type, i + 1])
    }
    // Wares inside a sentence, grouped by kind in the data's order: "2 kimono tokens and 1 fan token".
    function waresInText(wares) {
        const counts = {}
        for (const w of (wares || []))
            counts[w] = (counts[w] || 0) + 1
        const parts = []
        for (const id of (table.def.wares || []).map(x => x.id).concat(Object.keys(counts)))
            if (counts[id]) {
                //: Wares of one kind inside a sentence; %1 the ware (kimono, ceramics, ...); %n how many
                parts.push(Theme.fill(qsTr("%n %1 token(s)", "wares in a sentence", counts[id]), [wareName(id)]))
                delete counts[id]
            }
        return Theme.names(parts)
    }
    // A ring space as a label: "Temple (space 14)", counted from 1; a town space by its town's name.
    function spaceName(i) {
        const s = table.ringByIndex[i]
        if (!s)
            return String(i)
        if (s.town)
            return townName(s.town)
        //: A ring space in texts; %1 its type (Temple, Garden, ...), %2 its number on the ring
        return qsTr("%1 (space %2)").arg(spaceTypeName(s.type)).arg(i + 1)
    }
    function townAccessibleName(id) {
        const t = table.townById[id]
        const b = table.boutiqueAt[id]
        if (t && t.kind === "coastal" && b)
            //: Accessible name of a coastal town; %1 its name, %2 the ware its boutique buys (a label: "Kimono"), %n coins per ware
            return qsTr("%1, coastal town: buys %2 for %n coin(s) each", "", b.value).arg(townName(id)).arg(wareName(b.ware))
        return townName(id)
    }
    function trackLength(kind) {
        return ((table.def.tracks || {})[kind] || []).length
    }
    function wareList(wares) {
        return Theme.names((wares || []).map(wareName))
    }

    // ---- Words for the keyboard and screen readers (MoveTarget names and descriptions) -------
    // A traveller as a name: "Player 1's pilgrim".
    function travellerName(seat, c) {
        const who = table.seatName(seat)
        switch (c) {
        //: A traveller read out by a screen reader; %1 a player's name
        case "pilgrim": return Theme.fill(qsTr("%1's pilgrim"), [who])
        //: A traveller read out by a screen reader; %1 a player's name
        case "merchant": return Theme.fill(qsTr("%1's merchant"), [who])
        //: A traveller read out by a screen reader; %1 a player's name
        case "artist": return Theme.fill(qsTr("%1's artist"), [who])
        }
        return who
    }
    // The travellers standing at a place ("ring:14", "town:M2", "region:R3"), as a sentence, or "".
    function standingAt(place) {
        const here = table.travellers.filter(t => t.place === place).map(t => travellerName(t.seat, t.character))
        //: Read out with a place of the island: who stands there; %1 a list of travellers ("Player 1's pilgrim and Automa's artist")
        return here.length > 0 ? qsTr("Here: %1").arg(Theme.names(here)) : ""
    }
    // Sentences read one after the other (empty ones left out).
    function sentences(list) {
        //: Between two sentences read out by a screen reader (ja: 。)
        return list.filter(x => x !== "").join(qsTr(". "))
    }
    // A place as a label, for a traveller's description.
    function placeLabel(place) {
        const [kind, id] = String(place).split(":")
        return kind === "ring" ? spaceName(Number(id)) : kind === "town" ? townName(id) : regionLabel(id)
    }
    function dieActionName(c, value) {
        //: Keyboard and screen reader: what choosing a die does; %1 the character in a sentence (the pilgrim), %2 the die's value
        return Theme.fill(qsTr("Take %1's die (%2)"), [characterInText(c), value])
    }
    function spaceActionName(i) {
        //: Keyboard and screen reader: what choosing a ring space does; %1 the space in a sentence ("the temple (space 14)", "Kōchi")
        return Theme.fill(qsTr("Walk your pilgrim to %1"), [spaceInText(i)])
    }
    function townActionName(id) {
        //: Keyboard and screen reader: what choosing a town does; %1 the town (no article)
        return Theme.fill(qsTr("Move your merchant to %1"), [townInText(id)])
    }
    function regionActionName(id) {
        const list = table.offer.regionTargetMoves[id] || []
        return list.length > 1
               //: Keyboard and screen reader (Inspired tile): choosing the region then asks for the route; %1 the region in a sentence ("Mount Sasa", "the Uwa Sea")
               ? Theme.fill(qsTr("Choose a route for your artist to %1"), [regionInText(id)])
               //: Keyboard and screen reader: what choosing a region does; %1 the region in a sentence ("Mount Sasa", "the Uwa Sea")
               : Theme.fill(qsTr("Move your artist to %1"), [regionInText(id)])
    }

    // ---- The move log -------------------------------------------------------------------------
    function roundTitle(round) {
        //: Move log separator: a round of Tokaido Duo; %1 is its number
        return qsTr("Round %1").arg(round)
    }
    // The dice of a roll as one list: "Pilgrim 4, Merchant 3 and Artist 2" (ja 巡礼者4・商人3・絵描き2).
    function diceList(dice) {
        //: Move log, a die of a roll in a list; %1 its character (Pilgrim, ...), %2 its value ("Pilgrim 3"; ja writes 巡礼者3)
        const template = qsTr("%1 %2", "a die of a roll")
        const items = dice.map(d => template.arg(d[0]).arg(d[1]))
        if (items.length <= 1)
            return items.join("")
        //: Move log: separator between the dice of a roll ("Pilgrim 4, Merchant 3"; ja ・)
        const separator = qsTr(", ", "between the dice of a roll")
        //: Move log: the last two items of the dice of a roll; %1 the dice before, %2 the last ("Pilgrim 4, Merchant 3 and Artist 2"; ja 巡礼者4・商人3・絵描き2, not と after a number)
        return qsTr("%1 and %2", "the dice of a roll").arg(items.slice(0, -1).join(separator)).arg(items[items.length - 1])
    }

    // The hint bar's advice (GameTable.adviseMove): the die to take, where the traveller goes,
    // what to sell, give or keep, in the imperative.
    function adviseMove(seat, move, asking) {
        const c = move.character || ""
        switch (move.kind) {
        case "pick":
            //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 character in a sentence (the pilgrim, ...), %2 the die's value
            return Theme.fill((!asking ? qsTr("Take %1's die (%2)", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Take %1's die (%2)?", "confirm")), [characterInText(c), move.value])
        case "pilgrim":
            return move.jumped
                   //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the space reached after jumping over occupied spaces ("the temple (space 14)", "Kōchi"); %n spaces counted by the die
                   ? Theme.fill((!asking ? qsTr("Walk your pilgrim %n space(s) and on to %1", "hint", move.steps || 0)
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Walk your pilgrim %n space(s) and on to %1?", "confirm", move.steps || 0)), [spaceInText(move.to)])
                   //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the space reached ("the temple (space 14)", "Kōchi"); %n spaces walked
                   : Theme.fill((!asking ? qsTr("Walk your pilgrim %n space(s) to %1", "hint", move.steps || 0)
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Walk your pilgrim %n space(s) to %1?", "confirm", move.steps || 0)), [spaceInText(move.to)])
        case "merchant":
            //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the town (no article)
            return Theme.fill((!asking ? qsTr("Send your merchant to %1", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Send your merchant to %1?", "confirm")), [townInText(move.to)])
        case "return":
            //: Hint bar, pasted into "Hint: %1.": advice, wares over the limit (imperative, ja 〜ましょう); %1 the wares ("1 kimono token and 2 fan tokens")
            return Theme.fill((!asking ? qsTr("Put %1 back into the bag", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Put %1 back into the bag?", "confirm")), [waresInText(move.wares)])
        case "sell":
            if (!move.count)
                //: Hint bar, pasted into "Hint: %1.": advice to sell nothing in a coastal town (imperative, ja 〜ましょう)
                return (!asking ? qsTr("Sell nothing", "hint")
                    //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                    : qsTr("Sell nothing?", "confirm"))
            //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 ware name (kimono, ceramics, ...), %2 what the sale brings ("for 6 coins", the move log's words); %n wares sold
            return Theme.fill((!asking ? qsTr("Sell %n × %1 %2", "hint", move.count)
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Sell %n × %1 %2?", "confirm", move.count)),
                              [wareName(move.ware), qsTr("for %n coin(s)", "what a sale brings", move.coins || 0)])
        case "artist": {
            const path = move.path || []
            if (path.length > 1)
                //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the regions passed, %2 the region reached (in-sentence names: "Mount Sasa", "the Uwa Sea")
                return Theme.fill((!asking ? qsTr("Send your artist through %1 to %2", "hint")
                    //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                    : qsTr("Send your artist through %1 to %2?", "confirm")),
                                  [Theme.names(path.slice(0, -1).map(regionInText)), regionInText(move.to)])
            //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the region reached (in-sentence name: "Mount Sasa", "the Uwa Sea")
            return Theme.fill((!asking ? qsTr("Send your artist to %1", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Send your artist to %1?", "confirm")), [regionInText(move.to)])
        }
        case "paint":
            if (move.flips > 0)
                //: Hint bar, pasted into "Hint: %1.": advice to paint with the artist (imperative, ja 〜ましょう); %n paintings it turns face up
                return (!asking ? qsTr("Paint: turn up %n painting(s)", "hint", move.flips)
                    //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                    : qsTr("Paint: turn up %n painting(s)?", "confirm", move.flips))
            break
        case "gift":
            //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the painting's subject (bamboo grove, waterfall, ...)
            return Theme.fill((!asking ? qsTr("Give away a painting: %1", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Give away a painting: %1?", "confirm")), [iconName(move.icon)])
        case "wave":
            if (move.from !== undefined && move.from >= 0)
                //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 wave tile name (Tranquil), %2 the character it belongs to in a sentence (the pilgrim), %3 the player it is taken from
                return Theme.fill((!asking ? qsTr("Take the %1 tile for %2 from %3", "hint")
                    //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                    : qsTr("Take the %1 tile for %2 from %3?", "confirm")),
                                  [waveName(c, move.side), characterInText(c), table.seatName(move.from)])
            //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 wave tile name (Tranquil), %2 the character it belongs to in a sentence (the pilgrim)
            return Theme.fill((!asking ? qsTr("Take the %1 tile for %2", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Take the %1 tile for %2?", "confirm")), [waveName(c, move.side), characterInText(c)])
        case "spring":
            return move.use
                   //: Hint bar, pasted into "Hint: %1.": advice to spend the hot spring token on the same die once more (imperative, ja 〜ましょう)
                   ? (!asking ? qsTr("Use the hot spring: the same die once more", "hint")
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Use the hot spring: the same die once more?", "confirm"))
                   //: Hint bar, pasted into "Hint: %1.": advice to keep the hot spring token for later (imperative, ja 〜ましょう)
                   : (!asking ? qsTr("Keep the hot spring token", "hint")
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Keep the hot spring token?", "confirm"))
        }
        return table.ringedMoveAdvice(asking)
    }
    function describeMove(seat, move) {
        const who = seat >= 0 ? table.seatName(seat) : ""
        const c = move.character || ""
        switch (move.kind) {
        case "automa_pick":
            return table.automaWords.pickLine(who, move)
        case "automa_rank":
            return table.automaWords.rankLine(who, move)
        case "automa_load":
            return table.automaWords.loadLine(who, move)
        case "pick":
            //: Move log: a player takes a die of the draft; %1 player, %2 character in a sentence (the pilgrim, ...), %3 the die's value
            return Theme.fill(qsTr("%1 takes %2's die: %3"), [who, characterInText(c), move.value])
        case "pilgrim":
            if (move.jumped)
                //: Move log; %1 player, %2 the space reached after jumping over occupied spaces ("the temple (space 14)", "Kōchi"); %n spaces counted by the die
                return Theme.fill(qsTr("%1's pilgrim walks %n space(s) and jumps on to %2", "", move.steps || 0),
                                  [who, spaceInText(move.to)])
            //: Move log; %1 player, %2 the space reached ("the temple (space 14)", "Kōchi"); %n spaces walked
            return Theme.fill(qsTr("%1's pilgrim walks %n space(s) to %2", "", move.steps || 0), [who, spaceInText(move.to)])
        case "merchant":
            //: Move log; %1 player, %2 the town reached (no article)
            return Theme.fill(qsTr("%1's merchant travels to %2"), [who, townInText(move.to)])
        case "return":
            //: Move log: wares over the limit go back into the bag; %1 player, %2 the wares ("1 kimono token and 2 fan tokens")
            return Theme.fill(qsTr("%1 puts %2 back into the bag"), [who, waresInText(move.wares)])
        case "sell":
            if (!move.count)
                //: Move log: a merchant in a coastal town sells nothing; %1 player
                return Theme.sentence(qsTr("%1 sells nothing"), [who])
            //: Move log; %1 player, %2 ware name (kimono, ceramics, ...), %3 what the sale brings ("for 6 coins"); %n wares sold
            return Theme.fill(qsTr("%1 sells %n × %2 %3", "", move.count),
                              //: Move log: what a sale brings, pasted into "%1 sells %n × %2 %3"; %n coins earned
                              [who, wareName(move.ware), qsTr("for %n coin(s)", "what a sale brings", move.coins)])
        case "artist": {
            const path = move.path || []
            if (path.length > 1)
                //: Move log (Inspired tile: the route matters); %1 player, %2 the regions passed, %3 the region reached (in-sentence names: "Mount Sasa", "the Uwa Sea")
                return Theme.fill(qsTr("%1's artist travels through %2 to %3"),
                                  [who, Theme.names(path.slice(0, -1).map(regionInText)), regionInText(move.to)])
            //: Move log; %1 player, %2 the region reached (in-sentence name: "Mount Sasa", "the Uwa Sea")
            return Theme.fill(qsTr("%1's artist travels to %2"), [who, regionInText(move.to)])
        }
        case "paint":
            if (!(move.flips > 0))
                //: Move log: the artist had nobody to paint and did nothing; %1 player
                return Theme.sentence(qsTr("%1's artist has nothing to paint"), [who])
            //: Move log; %1 player; %n paintings turned face up
            return Theme.sentence(qsTr("%1 paints: %n painting(s) turned face up", "", move.flips || 0), [who])
        case "gift":
            //: Move log; %1 player, %2 the painting's subject (bamboo grove, waterfall, ...)
            return Theme.fill(qsTr("%1 gives away a painting: %2"), [who, iconName(move.icon)])
        case "wave":
            if (move.from !== undefined && move.from >= 0)
                //: Move log; %1 player, %2 wave tile name (Tranquil), %3 the character it belongs to in a sentence (the pilgrim), %4 the player it is taken from
                return Theme.fill(qsTr("%1 takes the %2 tile for %3 from %4"),
                                  [who, waveName(c, move.side), characterInText(c), table.seatName(move.from)])
            //: Move log; %1 player, %2 wave tile name (Tranquil), %3 the character it belongs to in a sentence (the pilgrim)
            return Theme.fill(qsTr("%1 takes the %2 tile for %3"), [who, waveName(c, move.side), characterInText(c)])
        case "spring":
            return move.use
                   //: Move log: the hot spring token is spent to move the same character again; %1 player
                   ? Theme.sentence(qsTr("%1 uses the hot spring: the same die once more"), [who])
                   //: Move log: the hot spring token is kept for later; %1 player
                   : Theme.sentence(qsTr("%1 keeps the hot spring token"), [who])
        case "roll":
            //: Move log: the dice of a new round; %1 list such as "Pilgrim 3, Merchant 1 and Artist 2"
            return qsTr("Dice rolled: %1").arg(diceList((move.dice || []).map((d, i) => typeof d === "object"
                    ? [characterName(d.character), d.value] : [characterName(table.characters[i]), d])))
        case "draw":
            //: Move log: wares drawn from the bag in a mountain town; %1 player, %2 the wares ("2 kimono tokens and 1 fan token")
            return Theme.fill(qsTr("%1 draws %2"), [who, waresInText(move.wares)])
        case "no_path":
            //: Move log: the die cannot be used; %1 player, %2 character in a sentence (the merchant, the artist)
            return Theme.fill(qsTr("%1 cannot move %2: no route has that length"), [who, characterInText(c)])
        case "temple":
            //: Move log: the pilgrim's arrival effect; %1 player, %2 temples visited so far, %3 the track's length
            return Theme.sentence(qsTr("%1 visits a temple (%2 of %3)"), [who, move.count || 0, trackLength("temple")])
        case "garden":
            //: Move log: the pilgrim's arrival effect; %1 player, %2 gardens visited so far, %3 the track's length
            return Theme.sentence(qsTr("%1 visits a garden (%2 of %3)"), [who, move.count || 0, trackLength("garden")])
        case "coins":
            //: Move log: coins gained in a coastal town; %1 player; %n coins
            return Theme.fill(qsTr("%1 gains %n coin(s)", "", move.coins !== undefined ? move.coins : (move.amount || 0)), [who])
        case "hot_spring":
            if (move.from !== undefined && move.from >= 0)
                //: Move log; %1 player, %2 the player who held it
                return Theme.sentence(qsTr("%1 takes the hot spring token from %2"), [who, table.seatName(move.from)])
            //: Move log; %1 player
            return Theme.sentence(qsTr("%1 takes the hot spring token"), [who])
        case "flip":
            //: Move log: a space's effect turns paintings face up; %1 player; %n paintings
            return Theme.sentence(qsTr("%1 turns up %n painting(s)", "", move.flips || 0), [who])
        case "slab":
            //: Move log: coins become a gold slab (小判); %1 player, %n coins per slab, %2 slabs now, %3 slots
            return Theme.sentence(qsTr("%1 changes %n coin(s) for a gold slab (%2 of %3)", "", table.def.coins_per_slab || 10),
                                  [who, move.slabs || 0, (table.def.merchant_slots || []).length])
        case "trigger":
            if (String(move.trigger).startsWith("automa_") && table.automaWords.triggerLine(who, move.trigger) !== "")
                return table.automaWords.triggerLine(who, move.trigger)
            switch (move.trigger) {
            case "temples":
                //: Move log: an end condition; %1 player
                return Theme.sentence(qsTr("%1 completes the temple track: this is the final round"), [who])
            case "gardens":
                //: Move log: an end condition; %1 player
                return Theme.sentence(qsTr("%1 completes the garden track: this is the final round"), [who])
            case "slabs":
                //: Move log: an end condition; %1 player
                return Theme.sentence(qsTr("%1 has every gold slab: this is the final round"), [who])
            case "gifts":
                //: Move log: an end condition; %1 player
                return Theme.sentence(qsTr("%1 has given away every painting: this is the final round"), [who])
            }
            //: Move log: an end condition was met; the round is played to its end
            return qsTr("The end is near: this is the final round")
        }
        //: Move log: a move the log cannot describe (never raw notation); %1 is a player
        return who !== "" ? Theme.sentence(qsTr("%1 made a move"), [who]) : ""
    }

    // ---- Texts for GamePage ---------------------------------------------------------------------
    readonly property string statusText: {
        if (!table.session.active)
            return ""
        if (table.session.over)
            return endTitle
        const current = table.session.currentPlayer
        const name = table.seatName(current)
        if (table.session.handoverPending)
            //: Status line in hot-seat play; %1 is a player's name
            return Theme.sentence(qsTr("Waiting for %1"), [name])
        if (table.isComputer(current))
            //: Status line while the computer chooses; %1 is its name
            return Theme.sentence(qsTr("%1 is thinking…"), [name])
        if (!table.myTurn)
            //: Status line while another person is to move; %1 is a player's name
            return Theme.sentence(qsTr("Waiting for %1"), [name])
        switch (table.decision) {
        case "pick":
            //: Status line: your pick in the dice draft
            return qsTr("Choose a die")
        case "pilgrim":
            //: Status line: the pilgrim wave tile gives two spaces to choose from
            return qsTr("Move your pilgrim: choose a space")
        case "merchant":
            //: Status line
            return qsTr("Move your merchant: choose a town")
        case "return":
            //: Status line: more wares than the hand limit; %n wares must go back
            return qsTr("Too many wares: choose %n to put back", "", table.offer.returnCount)
        case "sell": {
            const me = table.players[current]
            const b = me ? table.boutiqueAt[me.merchant] : null
            //: Status line in a coastal town; %1 the ware its boutique buys (kimono, ceramics, ...)
            return b ? Theme.fill(qsTr("Sell your %1?"), [wareName(b.ware)])
                     //: Status line in a coastal town
                     : qsTr("How many wares do you sell?")
        }
        case "artist":
            return table.offer.artistTarget !== ""
                   //: Status line (Inspired tile): several routes lead to the chosen region
                   ? qsTr("Choose the artist's route")
                   //: Status line
                   : qsTr("Move your artist: choose a region")
        case "paint_or_gift":
            //: Status line after the artist's move
            return qsTr("Paint, or give away a painting?")
        case "wave":
            //: Status line on a seashore space
            return qsTr("Choose a wave tile")
        case "spring":
            //: Status line after a die, when you hold the hot spring token
            return qsTr("Use the hot spring to repeat this die?")
        }
        //: Status line when it is your move and no better hint is known
        return qsTr("Your move")
    }

    readonly property string endTitle: {
        const outcome = table.session.outcome
        if (!outcome || !outcome.winners)
            return ""
        if (outcome.winners.length !== 1)
            //: End screen title when both players have the same points and coins
            return qsTr("A draw")
        if (table.rulesSeat >= 0 && outcome.winners[0] === table.rulesSeat)
            //: End screen title of a solo game: the Automa has more points
            return qsTr("The Automa wins")
        if (table.rulesSeat >= 0 && !table.isComputer(outcome.winners[0]))
            //: End screen title of a solo game: the person beat the Automa
            return qsTr("You beat the Automa")
        //: End screen title; %1 is a player's name
        return Theme.sentence(qsTr("%1 wins"), [table.seatName(outcome.winners[0])])
    }

    readonly property string endDetails: {
        const outcome = table.session.outcome
        if (!outcome || !outcome.winners || table.players.length < 2)
            return ""
        const lines = []
        for (let s = 0; s < table.players.length; ++s) {
            const p = table.players[s]
            const sc = p.score || {}
            if (s === table.rulesSeat) {
                lines.push(table.automaWords.scoreLine(table.seatName(s)))
                continue
            }
            //: End screen: one player's score; %1 name, %2 pilgrim points, %3 merchant points, %4 artist points, %5 total, %6 coins left
            lines.push(qsTr("<b>%1</b>: Pilgrim %2 · Merchant %3 · Artist %4 = <b>%5</b> (coins: %6)")
                       .arg(table.seatName(s)).arg(sc.pilgrim || 0).arg(sc.merchant || 0).arg(sc.artist || 0)
                       .arg(sc.total || 0).arg(p.coins || 0))
        }
        const t0 = (table.players[0].score || {}).total || 0, t1 = (table.players[1].score || {}).total || 0
        if (table.rulesSeat >= 0) {
            const player = 1 - table.rulesSeat
            if (t0 === t1)
                lines.push(table.session.seats[player].kind === "human"
                           //: End screen of a solo game: equal points; the Automa has no money, so a tie goes to the person
                           ? qsTr("Equal points: the Automa has no coins, so the tie goes to you.")
                           //: End screen of a solo game a computer played against the Automa: equal points; the Automa has no money, so the tie goes to %1, the computer
                           : Theme.fill(qsTr("Equal points: the Automa has no coins, so the tie goes to %1."), [table.seatName(player)]))
            //: End screen of a solo game: how the Automa scores
            lines.push(qsTr("The Automa's points are the values of its three ranks."))
            return lines.join("<br>")
        }
        if (t0 === t1)
            lines.push(outcome.winners.length === 1
                       //: End screen: the tie-break; %1 is the winner
                       ? Theme.fill(qsTr("Equal points: %1 has more coins left and wins."), [table.seatName(outcome.winners[0])])
                       //: End screen: the tie-break did not decide
                       : qsTr("Equal points and equal coins: the game is drawn."))
        return lines.join("<br>")
    }
}
