// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/json.h"

#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

class GameState;

// One documented field of a game's observation (GameState::observation). `path` names it
// from the root: "phase", "players[].hand" (each element of an array is "[]"), "piles[].face_up".
// `type` lists what it may hold, separated by '|': int, number, bool, string, array, object,
// null — e.g. "array|int|null" for a hand that is a list of cards for its owner, a count for
// the others, and null once the game is over. A field of type object whose keys are data
// (colour ids, seat numbers) is written "map" and its values "path{}".
struct ObservationField
{
    std::string_view path;
    std::string_view type;
    std::string_view description;
};
using ObservationSchema = std::vector<ObservationField>;

// Checks `observation` against `schema`: every field it holds is documented, and each value
// has one of its documented types. Returns "" when it conforms, else the first difference.
std::string checkObservation(const Json &observation, const ObservationSchema &schema);
// The observation of `seat` in `state` against its game's schema.
std::string checkObservation(const GameState &state, int seat);

// The schema as documentation: a Markdown table (path, type, description).
std::string observationSchemaMarkdown(const ObservationSchema &schema);

} // namespace kotatsu
