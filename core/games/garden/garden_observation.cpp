// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/outcome_fields.h"
#include "games/garden/garden_definition.h"

namespace kotatsu::garden {

// What GardenState::observation(seat) holds (see the comment above GardenState).
const ObservationSchema &GardenDefinition::observationSchema() const
{
    static const ObservationSchema schema = [] {
        ObservationSchema s{
            {"phase", "string", "\"draft\", \"setup\", \"play\" or \"over\""},
            {"current_player", "int", "the seat to move, -1 once over"},
            {"first_player", "int", "the seat that moves first"},
            {"viewer", "int", "the seat observing (-1 = omniscient, -2 = the public view)"},
            {"ply", "int", "actions since the start, set-up included"},
            {"move_ply", "int", "moves of the play phase"},
            {"plies_left", "int", "rules.end.max_plies minus move_ply"},
            {"repetition", "int", "occurrences of the current position so far (0 before play)"},
            {"sides", "array", "one entry per side; seat i plays side i"},
            {"sides[]", "object", "a side"},
            {"sides[].id", "string", "its id (kokeshi, samurai)"},
            {"sides[].seat", "int", "its seat"},
            {"sides[].home", "string", "its home base's region id"},
            {"sides[].goal", "string", "the base it must reach"},
            {"sides[].beads", "map", "the beads the side owns, by colour id"},
            {"sides[].beads{}", "int", "how many"},
            {"sides[].pairs_to_place", "array|int",
             "set-up: colours of the pairs still to put "
             "on figures, or their count when hidden"},
            {"sides[].pairs_to_place[]", "string", "a colour id"},
            {"sides[].figures_placed", "int", "figures on the board"},
            {"draft_pool", "map|null", "while drafting: pairs left by colour id, else null"},
            {"draft_pool{}", "int", "pairs of that colour"},
            {"figures", "array", "every figure, side 0 first"},
            {"figures[]", "object", "a figure"},
            {"figures[].id", "string", "K1, S2, ..."},
            {"figures[].side", "int", "its seat"},
            {"figures[].region", "string|null", "where it stands, null until placed"},
            {"figures[].beads", "array|null", "its beads bottom to top, null when hidden"},
            {"figures[].beads[]", "string", "a colour id"},
            {"figures[].hidden", "bool", "its placement is hidden from the viewer"},
            {"turn", "object|null",
             "while one figure keeps stepping (rules.move.steps_per_turn "
             "> 1), else null"},
            {"turn.figure", "string", "the figure"},
            {"turn.steps", "int", "steps made this turn"},
            {"last_move", "object|null", "the last action, for the views to show"},
            {"last_move.action", "string", "its text"},
            {"last_move.player", "int", "the seat that made it"},
            {"last_move.kind", "string", "setup, draft, step, jump, handoff, pass or stop"},
            {"last_move.hidden", "bool",
             "a placement the viewer may not see (then only player "
             "and kind are given)"},
            {"last_move.figure", "string|null", "the figure that moved or gave"},
            {"last_move.from", "string|null", "where it came from"},
            {"last_move.to", "string|null", "where it went"},
            {"last_move.over", "string|null", "the field jumped over"},
            {"last_move.recipient", "string|null", "the figure that received beads"},
            {"last_move.beads_moved", "int", "beads that changed figure"},
            {"last_move.double_jump", "bool", "the jump went two rows"},
            {"position_key", "string|null", "omniscient only: the position's hash"},
            {"history", "object", "omniscient only: the positions seen, for the repetition rule"},
            {"history.size", "int", "how many"},
            {"history.digest", "string", "their hash"},
            {"rng", "array", "omniscient only: the state's random generator"},
            {"rng[]", "string", "one word, hex"},
        };
        appendOutcomeFields(s);
        return s;
    }();
    return schema;
}

} // namespace kotatsu::garden
