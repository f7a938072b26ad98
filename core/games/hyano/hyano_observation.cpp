// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/outcome_fields.h"
#include "games/hyano/hyano_definition.h"

namespace kotatsu::hyano {

// What HyanoState::observation(seat) holds (see the comment above HyanoState).
const ObservationSchema &HyanoDefinition::observationSchema() const
{
    static const ObservationSchema schema = [] {
        ObservationSchema s{
            {"phase", "string", "\"predict\", \"open\", \"play\" or \"over\""},
            {"round", "int", "1-based number of the round in progress (the last once over)"},
            {"ply", "int", "actions applied so far"},
            {"viewer", "int", "the seat observing (-1 = omniscient, -2 = the public view)"},
            {"current_player", "int", "the seat to move, -1 once over"},
            {"sage", "int", "this round's sage"},
            {"first_sage", "int", "the first round's sage"},
            {"prediction", "object|null",
             "the sage's prophecy, for the sage (and omniscient) "
             "once made; null for everybody else"},
            {"prediction.pile", "int", "the pile predicted"},
            {"prediction.card", "int", "the card that lay face up on it then"},
            {"piles", "array", "one entry per pile"},
            {"piles[]", "object", "a pile"},
            {"piles[].symbol", "string", "its symbol id (S0, S1, ...)"},
            {"piles[].face_up", "int|null", "the face-up card id, or null when used up"},
            {"piles[].face_down", "int", "face-down cards under it"},
            {"centre", "array", "this round's cards in play order"},
            {"centre[]", "object", "one card"},
            {"centre[].card", "int", "card id"},
            {"centre[].value", "int", "printed value, or the value declared for a Sun"},
            {"centre[].pile", "int", "the pile it came from"},
            {"centre[].player", "int", "who placed it"},
            {"top", "object|null", "the centre's top card"},
            {"top.card", "int", "card id"},
            {"top.value", "int", "its value (declared for a Sun)"},
            {"pot", "array", "cards carried from failed rounds"},
            {"pot[]", "int", "card id"},
            {"passes", "int", "consecutive passes this round"},
            {"scores", "array", "cards won, per seat"},
            {"scores[]", "int", "a seat's cards"},
            {"prophecies", "array", "successful prophecies, per seat"},
            {"prophecies[]", "int", "a seat's count"},
            {"sage_rounds", "array", "rounds as sage, per seat"},
            {"sage_rounds[]", "int", "a seat's count"},
            {"removed", "int", "cards removed from the game"},
            {"last_round", "object|null", "how the last finished round came out"},
            {"last_round.round", "int", "its number"},
            {"last_round.sage", "int", "its sage"},
            {"last_round.predicted_pile", "int", "the pile predicted (-1 when hidden)"},
            {"last_round.predicted_card", "int", "the card predicted (-1 when hidden)"},
            {"last_round.success", "bool", "the prophecy came true"},
            {"last_round.cards", "array", "the round's centre pile, in play order"},
            {"last_round.cards[]", "object", "one card"},
            {"last_round.cards[].card", "int", "card id"},
            {"last_round.cards[].value", "int", "its value"},
            {"last_round.cards[].pile", "int", "the pile it came from"},
            {"last_round.cards[].player", "int", "who placed it"},
            {"last_round.won", "int", "cards the sage took"},
            {"last_round.removed", "int", "cards removed from the game"},
            {"last_round.carried", "int", "cards left in the centre for a later sage"},
            {"last_round.turned_up", "int", "cards turned face up by the refresh"},
            {"face_down", "array", "omniscient only: each pile's face-down cards"},
            {"face_down[]", "array", "one pile, top first"},
            {"face_down[][]", "int", "card id"},
            {"rng", "array", "omniscient only: the state's random generator"},
            {"rng[]", "string", "one word, hex"},
        };
        appendOutcomeFields(s);
        return s;
    }();
    return schema;
}

} // namespace kotatsu::hyano
