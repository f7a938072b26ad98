// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/localized_text.h"
#include "data/node_reader.h"
#include "data/schema.h"
#include "engine/game_definition.h"
#include "util/fixed_vector.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kotatsu::shikoku {

// Bounds of the engine's inline containers; the schema enforces them.
inline constexpr int kMaxPlayers = 8;
inline constexpr int kMaxHand = 8;
inline constexpr int kMaxCards = 128;
inline constexpr int kMaxCardValue = 255;

enum class OthersSource
{
    PreviousLine,
    CurrentLine
};
enum class Leftover
{
    Discard,
    ReturnToDeckBottom
};
enum class EmptyDeck
{
    ReshuffleDiscard,
    TakeLeftover
};
enum class Overshoot
{
    Cap,
    Bounce
};
enum class TieMode
{
    Levels,
    ArrivalOrder
};

enum class LastPlayerSource
{
    Deck
};

// Each enum's words, written once: readParams parses them, describe() prints them.
inline constexpr WordTable<LastPlayerSource, 1> kLastPlayerSourceWords{{
    {LastPlayerSource::Deck, "deck"},
}};
inline constexpr WordTable<OthersSource, 2> kOthersSourceWords{{
    {OthersSource::PreviousLine, "previous_line"},
    {OthersSource::CurrentLine, "current_line"},
}};
inline constexpr WordTable<Leftover, 2> kLeftoverWords{{
    {Leftover::Discard, "discard"},
    {Leftover::ReturnToDeckBottom, "return_to_deck_bottom"},
}};
inline constexpr WordTable<EmptyDeck, 2> kEmptyDeckWords{{
    {EmptyDeck::ReshuffleDiscard, "reshuffle_discard"},
    {EmptyDeck::TakeLeftover, "take_leftover"},
}};
inline constexpr WordTable<Overshoot, 2> kOvershootWords{{
    {Overshoot::Cap, "cap"},
    {Overshoot::Bounce, "bounce"},
}};
inline constexpr WordTable<TieMode, 2> kTieModeWords{{
    {TieMode::Levels, "levels"},
    {TieMode::ArrivalOrder, "arrival_order"},
}};

// Which places win, counted from the top and from the bottom (1 = first).
struct WinnerPositions
{
    std::vector<int> top;
    std::vector<int> bottom;
};

struct Pilgrim
{
    std::string id;
    std::string colour; // "#rrggbb"
    LocalizedText name;
};

// Everything the Shikoku rules read from data (spec §7); defaults live in game.yaml.
struct Params
{
    int minPlayers = 3;
    int maxPlayers = 8;
    int stepsToPagoda = 33;
    int startStep = 1;
    bool setupMove = true;
    int handSize = 3;
    std::vector<int> cards; // the card values, ascending, each once
    // The same as a new game's deck before the shuffle: copied whole, not built card by card
    // at every new game.
    FixedVector<std::uint8_t, kMaxCards> newDeck;
    std::array<std::uint8_t, kMaxCardValue + 1> sandals{};
    bool sandalsArePlaceholder = false;
    // frozenMask[N]: bit i set when line index i (0 = lowest card) does not climb.
    std::array<std::uint32_t, kMaxPlayers + 1> frozenMask{};
    std::array<WinnerPositions, kMaxPlayers + 1> winners;
    bool rotateLowestToEnd = true;
    OthersSource othersSource = OthersSource::PreviousLine;
    Leftover leftover = Leftover::Discard;
    EmptyDeck onEmptyDeck = EmptyDeck::ReshuffleDiscard;
    Overshoot overshoot = Overshoot::Cap;
    TieMode tieMode = TieMode::Levels;
    std::vector<Pilgrim> pilgrims;
};

// Every key the Shikoku rules read, with its type, range or words, default and description.
const Schema &schema();

// Reads the `rules`, `deck` and `pilgrims` keys of a Shikoku document and checks them
// against each other and against every player count in game.players.
std::optional<Params> readParams(NodeReader &root, const GameInfo &info, DataErrors &errors);

} // namespace kotatsu::shikoku
