// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/outcome_fields.h"
#include "games/shikoku/shikoku_definition.h"

namespace kotatsu::shikoku {

// What ShikokuState::observation(seat) holds. Hands are the only secret: a seat sees its own
// hand (kOmniscient sees every hand, the deck order and the Rng).
const ObservationSchema &ShikokuDefinition::observationSchema() const
{
    static const ObservationSchema schema = [] {
        ObservationSchema s{
            {"phase", "string", "\"play\" (each plays a mantra card), \"draft\" or \"over\""},
            {"round", "int", "1-based number of the round in progress"},
            {"ply", "int", "actions applied so far"},
            {"current_player", "int", "the seat to move, -1 once over"},
            {"viewer", "int", "the seat observing (-1 = omniscient, -2 = the public view)"},
            {"players", "array", "one entry per seat"},
            {"players[]", "object", "a seat's pilgrim and hand"},
            {"players[].step", "int",
             "the pilgrim's step on the staircase (the pagoda is "
             "rules.steps_to_pagoda)"},
            {"players[].arrival", "int",
             "when the pilgrim reached its step (smaller = earlier; "
             "breaks ties under rules.tie_mode arrival_order)"},
            {"players[].hand_size", "int", "cards in the hand"},
            {"players[].hand", "array|null",
             "the hand's card values for its owner (and "
             "omniscient), null for everybody else"},
            {"players[].hand[]", "int", "a card value"},
            {"players[].known", "array", "cards of the hand everybody saw it take in the draft"},
            {"players[].known[]", "int", "a card value"},
            {"previous_line", "array",
             "the last round's line, lowest card first: what the "
             "draft takes from"},
            {"previous_line[]", "object", "one card of the line"},
            {"previous_line[].card", "int", "its value"},
            {"previous_line[].player", "int", "the seat that played it"},
            {"line", "array", "the cards played this round, in play order"},
            {"line[]", "object", "one card of the line"},
            {"line[].card", "int", "its value"},
            {"line[].player", "int", "the seat that played it"},
            {"pool", "array", "cards still to draft this round"},
            {"pool[]", "int", "a card value"},
            {"draft_order", "array", "the seats in the order they draft"},
            {"draft_order[]", "int", "a seat"},
            {"refill_seat", "int",
             "during the draft the seat that draws from the deck instead "
             "(the last), else -1"},
            {"deck_size", "int", "cards left in the deck"},
            {"deck", "array", "omniscient only: the deck, next card to draw first"},
            {"deck[]", "int", "a card value"},
            {"discard", "array", "the discard pile"},
            {"discard[]", "int", "a card value"},
            {"reshuffles", "int", "times the discard pile became the deck"},
            {"last_round", "object|null",
             "how the last resolved line climbed, null before the "
             "first"},
            {"last_round.round", "int", "its round"},
            {"last_round.line", "array", "the line as it was resolved, sorted"},
            {"last_round.line[]", "object", "one card's climb"},
            {"last_round.line[].card", "int", "the card value"},
            {"last_round.line[].player", "int", "its seat"},
            {"last_round.line[].sandals", "int", "the card's sandals (the steps it climbs)"},
            {"last_round.line[].frozen", "bool", "its place in the line did not climb"},
            {"last_round.line[].from", "int", "the step before"},
            {"last_round.line[].to", "int", "the step after"},
            {"last_round.drew_from_deck", "int", "the seat that drew from the deck, or -1"},
            {"last_round.reshuffled", "bool", "the deck was rebuilt from the discard"},
            {"last_round.leftover", "int", "the card nobody drafted, or -1"},
            {"events", "array",
             "what the last action set off, in order (before the first move: the setup "
             "line's climbs)"},
            {"events[]", "object", "one event"},
            {"events[].kind", "string",
             "climb (a pilgrim of the line moves, or stays on a frozen place), reshuffle (the "
             "discard pile became the deck), draw (the last seat drew from the deck), "
             "take_leftover (the deck being empty, it took the card nobody drafted), leftover "
             "(the card nobody drafted leaves the table)"},
            {"events[].seat", "int", "the seat it concerns, -1 for none"},
            {"events[].card", "int", "climb: the card played; take_leftover, leftover: the card"},
            {"events[].sandals", "int", "climb: the card's sandals"},
            {"events[].from", "int", "climb: the step before"},
            {"events[].to", "int|string",
             "climb: the step after; leftover: \"discard\" or \"deck\" (its bottom)"},
            {"events[].frozen", "bool", "climb: its place in the line did not climb"},
            {"events[].pagoda", "bool", "climb: the pilgrim reached the pagoda"},
            {"events[].setup", "bool", "climb: the setup line's climb, before the first move"},
            {"events[].count", "int", "draw: the cards drawn"},
            {"events[].cards", "array|null",
             "draw: the cards drawn, for the seat that drew them (and omniscient); null for "
             "everybody else"},
            {"events[].cards[]", "int", "a card value"},
            {"standings", "array", "once over: the pilgrims by level, highest first"},
            {"standings[]", "object", "one level"},
            {"standings[].step", "int", "its step"},
            {"standings[].seats", "array", "the seats on it"},
            {"standings[].seats[]", "int", "a seat"},
            {"winning_places", "array", "once over: which places won (rules.winner_positions)"},
            {"winning_places[]", "object", "one winning place"},
            {"winning_places[].from", "string", "\"top\" or \"bottom\""},
            {"winning_places[].place", "int", "1 = first counted from there"},
            {"winning_places[].level", "int", "the index into standings it names"},
            {"rng", "array", "omniscient only: the state's random generator"},
            {"rng[]", "string", "one word, hex"},
        };
        appendOutcomeFields(s);
        return s;
    }();
    return schema;
}

} // namespace kotatsu::shikoku
