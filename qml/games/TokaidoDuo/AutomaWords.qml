// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// What the Automa did and why, in words: the sentences of its reasoning (above its rank
// tracks and in the move log), of its rank and load events, and of its part of the end
// screen. The rules send the reasoning structured (the observation's automa.reasoning and
// the automa_pick events: each die it weighed, in its order, with the destination, whether
// it moves a rank and what chose it, and the rule that decided); this only words it.
QtObject {
    id: words
    required property var table

    // ---- Pieces -----------------------------------------------------------------------------
    // The destination of a weighed die inside a sentence: a ring space, a town or a region.
    function destination(option) {
        if (option.to === null || option.to === undefined)
            return ""
        switch (option.character) {
        case "pilgrim": return table.words.spaceInText(option.to)
        case "merchant": return table.words.townInText(option.to)
        case "artist": return table.words.regionInText(option.to)
        }
        return String(option.to)
    }
    // How many meeples its artist needs around it to climb (the level's data).
    function artistMeeples() {
        const automa = table.def.automa
        const level = table.automa ? table.automa.level : 0
        const l = automa && automa.levels ? automa.levels.find(x => x.level === level) : null
        return l && l.artist_meeples !== undefined ? l.artist_meeples : 2
    }
    // A character's die as a label ("Pilgrim die") and inside a sentence ("the pilgrim's die").
    function dieLabel(c) {
        switch (c) {
        //: The Automa's reasoning: a die it weighed, as the start of a line ("Pilgrim die (2): would stop on …")
        case "pilgrim": return qsTr("Pilgrim die")
        //: The Automa's reasoning: a die it weighed, as the start of a line ("Merchant die (2): would go to …")
        case "merchant": return qsTr("Merchant die")
        //: The Automa's reasoning: a die it weighed, as the start of a line ("Artist die (2): would go to …")
        case "artist": return qsTr("Artist die")
        }
        return String(c)
    }
    function dieInText(c) {
        switch (c) {
        //: A die inside a sentence of the Automa's reasoning ("Takes the pilgrim's die (3)", "Chosen over the pilgrim's die"); hu: the template adds the endings
        case "pilgrim": return qsTr("the pilgrim's die")
        //: A die inside a sentence of the Automa's reasoning ("Takes the merchant's die (3)", "Chosen over the merchant's die"); hu: the template adds the endings
        case "merchant": return qsTr("the merchant's die")
        //: A die inside a sentence of the Automa's reasoning ("Takes the artist's die (3)", "Chosen over the artist's die"); hu: the template adds the endings
        case "artist": return qsTr("the artist's die")
        }
        return String(c)
    }
    function join(parts) {
        //: Between the reasons given for one die of the Automa ("reaches Kōchi while loaded — climbs a rank; blocks the town you could sell in")
        return parts.join(qsTr("; "))
    }

    // What the chosen die does, as reasons (present tense, no subject: "reaches Kōchi while
    // loaded — climbs a rank").
    function chosenReasons(option) {
        const to = destination(option)
        if (to === "")
            //: The Automa's reasoning: the chosen die cannot move its character
            return [qsTr("no route has that length, so it stays where it is")]
        const reasons = []
        switch (option.character) {
        case "pilgrim":
            reasons.push(option.gain
                         //: The Automa's reasoning (chosen die); %1 the ring space its pilgrim stops on ("the temple (space 14)", "Kōchi")
                         ? Theme.fill(qsTr("stops on %1 — climbs a rank"), [to])
                         //: The Automa's reasoning (chosen die); %1 the ring space its pilgrim stops on ("the seashore (space 9)", "Kōchi")
                         : Theme.fill(qsTr("stops on %1 — climbs no rank"), [to]))
            break
        case "merchant":
            reasons.push(option.gain
                         //: The Automa's reasoning (chosen die): its merchant carries a load to a coastal town; %1 the town
                         ? Theme.fill(qsTr("reaches %1 while loaded — climbs a rank"), [to])
                         //: The Automa's reasoning (chosen die); %1 the town its merchant goes to
                         : Theme.fill(qsTr("goes to %1 — climbs no rank", "to a town"), [to]))
            break
        case "artist":
            reasons.push(option.gain
                         //: The Automa's reasoning (chosen die); %1 the region its artist goes to ("Mount Sasa", "the Uwa Sea"); %n the meeples it needs around it to climb
                         ? Theme.fill(qsTr("goes to %1, with at least %n meeple(s) around it — climbs a rank", "", artistMeeples()), [to])
                         //: The Automa's reasoning (chosen die); %1 the region its artist goes to ("Mount Sasa", "the Uwa Sea")
                         : Theme.fill(qsTr("goes to %1 — climbs no rank", "to a region"), [to]))
            break
        }
        if (option.deny_sale)
            //: The Automa's reasoning: its merchant takes the coastal town where the person's merchant could sell next turn
            reasons.push(qsTr("blocks the town you could sell in"))
        if (option.deny_pilgrim)
            //: The Automa's reasoning: its pilgrim takes the space the person's pilgrim would stop on
            reasons.push(qsTr("takes the space your pilgrim would stop on"))
        if (option.destination_rule === "lowest_id" && option.destinations > 1)
            //: The Automa's reasoning: among equal destinations it takes the first one in the board's listing; %n how many it could reach
            reasons.push(qsTr("the first of its %n destinations in the board's order", "", option.destinations))
        return reasons
    }

    // What a die it did not take would have done (conditional, no subject).
    function otherReason(option) {
        const to = destination(option)
        if (to === "")
            //: The Automa's reasoning about a die it did not take: that character could not move
            return qsTr("could not move: no route has that length")
        switch (option.character) {
        case "pilgrim":
            return option.gain
                   //: The Automa's reasoning about a die it did not take; %1 the ring space its pilgrim would stop on
                   ? Theme.fill(qsTr("would stop on %1 and climb a rank"), [to])
                   //: The Automa's reasoning about a die it did not take; %1 the ring space its pilgrim would stop on
                   : Theme.fill(qsTr("would stop on %1 and climb no rank"), [to])
        case "merchant":
            return option.gain
                   //: The Automa's reasoning about a die it did not take: its loaded merchant would reach a coastal town; %1 the town
                   ? Theme.fill(qsTr("would reach %1 loaded and climb a rank"), [to])
                   //: The Automa's reasoning about a die it did not take; %1 the town its merchant would go to
                   : Theme.fill(qsTr("would go to %1 and climb no rank", "to a town"), [to])
        case "artist":
            return option.gain
                   //: The Automa's reasoning about a die it did not take; %1 the region its artist would go to
                   ? Theme.fill(qsTr("would go to %1 and climb a rank"), [to])
                   //: The Automa's reasoning about a die it did not take; %1 the region its artist would go to
                   : Theme.fill(qsTr("would go to %1 and climb no rank", "to a region"), [to])
        }
        return ""
    }

    // ---- Sentences ----------------------------------------------------------------------------
    // The chosen die: "Takes the merchant's die (3): reaches Kōchi while loaded — climbs a
    // rank; blocks the town you could sell in."
    function chosenSentence(option) {
        //: The Automa's reasoning, first line: the die it takes; %1 the die inside a sentence (the merchant's die), %2 its value, %3 its reasons ("reaches Kōchi while loaded — climbs a rank; blocks the town you could sell in")
        return Theme.fill(qsTr("Takes %1 (%2): %3."), [dieInText(option.character), option.value, join(chosenReasons(option))])
    }
    // A die it weighed and did not take: "Pilgrim die (2): would stop on … and climb no rank."
    function otherSentence(option) {
        //: The Automa's reasoning: a die it weighed and did not take; %1 the die as a label (Pilgrim die), %2 its value, %3 what it would have done ("would stop on the seashore (space 9) and climb no rank")
        return Theme.fill(qsTr("%1 (%2): %3."), [dieLabel(option.character), option.value, otherReason(option)])
    }
    // The rule that put the chosen die ahead of the next one.
    function ruleSentence(reasoning) {
        const options = reasoning ? reasoning.options || [] : []
        if (!reasoning || reasoning.rule === "only" || options.length < 2)
            //: The Automa's reasoning: one die was left in the draft
            return qsTr("The only die left: no choice to make.")
        const a = options[0], b = options[1]
        const other = dieInText(b.character)
        switch (reasoning.rule) {
        case "gain":
            //: The Automa's reasoning, why this die: it moves a rank and the other does not; %1 the other die inside a sentence (the artist's die)
            return Theme.fill(qsTr("Chosen over %1: this one climbs a rank, that one would not."), [other])
        case "lowest_rank":
            return a.gain
                   //: The Automa's reasoning, why this die: both would climb, its track is lower; %1 the other die inside a sentence (the artist's die), %2 this track's rank, %3 the other's
                   ? Theme.fill(qsTr("Chosen over %1: both would climb, and this track is lower (rank %2 against %3)."), [other, a.rank, b.rank])
                   //: The Automa's reasoning, why this die: neither would climb, its track is lower; %1 the other die inside a sentence (the artist's die), %2 this track's rank, %3 the other's
                   : Theme.fill(qsTr("Chosen over %1: neither would climb, and this track is lower (rank %2 against %3)."), [other, a.rank, b.rank])
        case "order": {
            const order = ((table.def.automa && table.def.automa.character_order) || table.characters)
                          .map(c => table.words.characterName(c)).join(" › ")
            return a.gain
                   //: The Automa's reasoning, why this die: both would climb from the same rank, so its fixed order decides; %1 the other die inside a sentence (the artist's die), %2 the rank of both, %3 the order ("Pilgrim › Merchant › Artist")
                   ? Theme.fill(qsTr("Chosen over %1: both would climb and both tracks are at rank %2, so the order %3 decides."), [other, a.rank, order])
                   //: The Automa's reasoning, why this die: neither would climb, both tracks at the same rank, so its fixed order decides; %1 the other die inside a sentence (the artist's die), %2 the rank of both, %3 the order ("Pilgrim › Merchant › Artist")
                   : Theme.fill(qsTr("Chosen over %1: neither would climb and both tracks are at rank %2, so the order %3 decides."), [other, a.rank, order])
        }
        }
        //: The Automa's reasoning when the rule that decided is not known to this version
        return qsTr("Chosen by its rules.")
    }
    // Every sentence of one reasoning, in its order: the chosen die, the rule, the others.
    function sentences(reasoning) {
        const options = reasoning && reasoning.options ? reasoning.options : []
        if (options.length === 0)
            return []
        const out = [chosenSentence(options[0]), ruleSentence(reasoning)]
        for (let i = 1; i < options.length; ++i)
            out.push(otherSentence(options[i]))
        return out
    }
    // The heading above the sentences.
    function heading(reasoning) {
        if (!reasoning)
            //: Above the Automa's rank tracks before its first choice
            return qsTr("It has not chosen a die yet.")
        //: Above the Automa's rank tracks: heading of its latest die choice; %1 the round
        return qsTr("Why it chose, round %1").arg(reasoning.round)
    }

    // ---- The move log ---------------------------------------------------------------------------
    // automa_pick: the pick and its reasons in one entry.
    function pickLine(who, event) {
        const r = event.reasoning
        const options = r && r.options ? r.options : []
        const chosen = options.length > 0 ? options[0] : null
        if (!chosen)
            return table.describeMove(event.seat, { kind: "pick", character: event.character, value: event.value })
        //: Move log: the Automa takes a die; %1 its name, %2 the die inside a sentence (the merchant's die), %3 its value, %4 its reasons ("reaches Kōchi while loaded — climbs a rank"), %5 the rule that decided (a sentence)
        return Theme.fill(qsTr("%1 takes %2 (%3): %4. %5"),
                          [who, dieInText(event.character), event.value,
                           join(chosenReasons(chosen)), ruleSentence(r)])
    }
    function trackValue(character, rank) {
        const tracks = table.automa ? table.automa.tracks || {} : {}
        const values = tracks[character] || []
        return rank > 0 && rank <= values.length ? values[rank - 1] : 0
    }
    // automa_rank: a step up one of its tracks, and why.
    function rankLine(who, event) {
        const worth = trackValue(event.character, event.rank)
        switch (event.why) {
        case "space": {
            const t = table.spaceTypeById[event.space]
            const space = t ? Theme.t(t.name_in_text || t.name) : String(event.space)
            //: Move log: the Automa's pilgrim track moves up; %1 its name, %2 the new rank, %3 that rank's points, %4 the kind of space with its article ("the temple", "the garden")
            return Theme.fill(qsTr("%1 climbs to rank %2 on its pilgrim track (worth %3): its pilgrim stopped on %4"),
                              [who, event.rank, worth, space])
        }
        case "delivery":
            //: Move log: the Automa's merchant track moves up; %1 its name, %2 the new rank, %3 that rank's points, %4 the coastal town
            return Theme.fill(qsTr("%1 climbs to rank %2 on its merchant track (worth %3): its loaded merchant reached %4"),
                              [who, event.rank, worth, table.words.townInText(event.town)])
        case "scope":
            //: Move log: the Automa's artist track moves up; %1 its name, %2 the new rank, %3 that rank's points; %n meeples around its artist
            return Theme.fill(qsTr("%1 climbs to rank %2 on its artist track (worth %3): %n meeple(s) around its artist", "", event.meeples || 0),
                              [who, event.rank, worth])
        }
        //: Move log: one of the Automa's rank tracks moves up; %1 its name, %2 the character inside a sentence, %3 the new rank
        return Theme.fill(qsTr("%1 climbs to rank %3 with %2"), [who, table.words.characterInText(event.character), event.rank])
    }
    // automa_load: its merchant loads at a mountain town.
    function loadLine(who, event) {
        //: Move log: the Automa's merchant takes a load at a mountain town (it draws no ware tokens); %1 its name, %2 the town
        return Theme.fill(qsTr("%1's merchant loads up at %2 (it draws no wares)"), [who, table.words.townInText(event.town)])
    }
    // A trigger of one of its full tracks.
    function triggerLine(who, trigger) {
        switch (trigger) {
        case "automa_pilgrim":
            //: Move log: an end condition; %1 the Automa's name
            return Theme.sentence(qsTr("%1 reaches the end of its pilgrim track: this is the final round"), [who])
        case "automa_merchant":
            //: Move log: an end condition; %1 the Automa's name
            return Theme.sentence(qsTr("%1 reaches the end of its merchant track: this is the final round"), [who])
        case "automa_artist":
            //: Move log: an end condition; %1 the Automa's name
            return Theme.sentence(qsTr("%1 reaches the end of its artist track: this is the final round"), [who])
        }
        return ""
    }

    // ---- The end screen -------------------------------------------------------------------------
    // Its score broken down: each track's rank and the points it is worth.
    function scoreLine(who) {
        const ranks = table.automa ? table.automa.ranks || {} : {}
        const part = c => [ranks[c] || 0, trackValue(c, ranks[c] || 0)]
        const [pr, pv] = part("pilgrim"), [mr, mv] = part("merchant"), [ar, av] = part("artist")
        //: End screen: the Automa's score; %1 its name, %2 %4 %6 its ranks on the pilgrim, merchant and artist tracks, %3 %5 %7 the points each rank is worth, %8 the total
        return qsTr("<b>%1</b>: Pilgrim rank %2 (%3) · Merchant rank %4 (%5) · Artist rank %6 (%7) = <b>%8</b>")
               .arg(who).arg(pr).arg(pv).arg(mr).arg(mv).arg(ar).arg(av).arg(pv + mv + av)
    }
}
