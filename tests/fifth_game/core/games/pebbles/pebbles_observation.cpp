// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/outcome_fields.h"
#include "games/pebbles/pebbles_definition.h"

namespace kotatsu::pebbles {

// What PebblesState::observation(seat) holds: the same for every seat (nothing is hidden).
const ObservationSchema &PebblesDefinition::observationSchema() const
{
    static const ObservationSchema schema = [] {
        ObservationSchema s{
            {"phase", "string", "\"play\" or \"over\""},
            {"ply", "int", "turns taken so far"},
            {"current_player", "int", "the seat to move, -1 once over"},
            {"viewer", "int", "the seat observing (-1 = omniscient, -2 = the public view)"},
            {"pile", "int", "pebbles left on the table"},
            {"max_take", "int", "the most pebbles one turn takes (rules.max_take)"},
            {"taken", "array", "per seat, the pebbles it took"},
            {"taken[]", "int", "a count"},
            {"last_seat", "int", "the seat that took the last turn, -1 before the first"},
            {"events", "array", "what the last turn did"},
            {"events[]", "object", "one event"},
            {"events[].kind", "string", "take"},
            {"events[].seat", "int", "the seat that took"},
            {"events[].count", "int", "the pebbles it took"},
            {"events[].left", "int", "the pebbles left after it"},
        };
        appendOutcomeFields(s);
        return s;
    }();
    return schema;
}

} // namespace kotatsu::pebbles
