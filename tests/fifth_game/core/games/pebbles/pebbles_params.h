// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/node_reader.h"
#include "data/schema.h"
#include "engine/game_definition.h"

#include <optional>

namespace kotatsu::pebbles {

// Bounds of the engine; the schema enforces them.
inline constexpr int kMaxPile = 99;
inline constexpr int kMaxTake = 9;

// Who the last pebble makes the winner (spec §3).
enum class LastPebble
{
    Wins,
    Loses
};
inline constexpr WordTable<LastPebble, 2> kLastPebbleWords{{
    {LastPebble::Wins, "wins"},
    {LastPebble::Loses, "loses"},
}};

// Everything the Pebbles rules read from data (spec §4); defaults live in game.yaml.
struct Params
{
    int pile = 15;
    int maxTake = 3;
    LastPebble lastPebble = LastPebble::Wins;
};

// Every key the Pebbles rules read, with its type, range or words, default and description.
const Schema &schema();

// Reads the `rules` keys of a Pebbles document.
std::optional<Params> readParams(NodeReader &root, const GameInfo &info, DataErrors &errors);

} // namespace kotatsu::pebbles
