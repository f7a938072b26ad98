// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/observation_schema.h"

namespace kotatsu {

// The rows every game's observation shares for its `outcome` (Outcome::toJson, once over).
inline void appendOutcomeFields(ObservationSchema &schema)
{
    schema.insert(schema.end(),
                  {{"outcome", "object", "how the game came out, once it is over"},
                   {"outcome.winners", "array", "seats that won (victory may be shared)"},
                   {"outcome.winners[]", "int", "a winning seat"},
                   {"outcome.ranks", "array", "per seat, 1 = best; equal ranks share a place"},
                   {"outcome.ranks[]", "int", "a seat's place"},
                   {"outcome.scores", "array", "per seat, in the game's own unit"},
                   {"outcome.scores[]", "number", "a seat's score"},
                   {"outcome.draw", "bool", "nobody won"},
                   {"outcome.reason", "string", "the end condition that fired"},
                   {"outcome.figures", "map", "the game's own figures for statistics, by name"},
                   {"outcome.figures{}", "number", "one figure"}});
}

} // namespace kotatsu
