// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/localized_text.h"
#include "data/node_reader.h"
#include "data/schema.h"
#include "engine/game_definition.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu::hyano {

// Bounds of the engine's inline containers; the schema enforces them.
inline constexpr int kMaxPlayers = 8;
inline constexpr int kMaxPiles = 8;
inline constexpr int kMinPiles = 2;
inline constexpr int kMaxColours = 8;
inline constexpr int kMaxValue = 20;
inline constexpr int kMaxSunsPerColour = 3;
inline constexpr int kMaxCards = kMaxColours * (kMaxValue + 1 + kMaxSunsPerColour);
// Piles are dealt evenly, so no pile holds more than ceil(cards / piles).
inline constexpr int kMaxPileCards = (kMaxCards + kMinPiles - 1) / kMinPiles;
static_assert(kMaxCards < 255, "card ids are bytes and 255 means no card");

enum class Match : std::uint8_t
{
    SameColour = 1,
    SameValue = 2,
    AdjacentValue = 4
};
enum class Deal
{
    RoundRobin,
    RoundRobinRandomStart
};
enum class FirstSage
{
    Random,
    FirstSeat
};
enum class SunForbidden
{
    Ring,
    RingAndCentre,
    None
};
enum class RoundEnd
{
    StopOnPrediction,
    PlayOut
};
enum class OnFailure
{
    RemoveFromGame,
    LeaveInCentre
};
enum class TieBreak
{
    Shared,
    MostSuccessfulProphecies
};

enum class Score
{
    CardCount
};

// Each enum's words, written once: readParams parses them, describe() prints them.
inline constexpr WordTable<Deal, 2> kDealWords{{
    {Deal::RoundRobin, "round_robin"},
    {Deal::RoundRobinRandomStart, "round_robin_random_start"},
}};
inline constexpr WordTable<FirstSage, 2> kFirstSageWords{{
    {FirstSage::Random, "random"},
    {FirstSage::FirstSeat, "first_seat"},
}};
inline constexpr WordTable<Match, 3> kMatchWords{{
    {Match::SameColour, "same_colour"},
    {Match::SameValue, "same_value"},
    {Match::AdjacentValue, "adjacent_value"},
}};
inline constexpr WordTable<SunForbidden, 3> kSunForbiddenWords{{
    {SunForbidden::Ring, "ring"},
    {SunForbidden::RingAndCentre, "ring_and_centre"},
    {SunForbidden::None, "none"},
}};
// Params::turnStep: +1 clockwise (to the left), -1 counterclockwise.
inline constexpr WordTable<int, 2> kTurnDirectionWords{{
    {1, "clockwise"},
    {-1, "counterclockwise"},
}};
inline constexpr WordTable<RoundEnd, 2> kRoundEndWords{{
    {RoundEnd::StopOnPrediction, "stop_on_prediction"},
    {RoundEnd::PlayOut, "play_out"},
}};
inline constexpr WordTable<OnFailure, 2> kOnFailureWords{{
    {OnFailure::RemoveFromGame, "remove_from_game"},
    {OnFailure::LeaveInCentre, "leave_in_centre"},
}};
inline constexpr WordTable<Score, 1> kScoreWords{{
    {Score::CardCount, "card_count"},
}};
inline constexpr WordTable<TieBreak, 2> kTieWords{{
    {TieBreak::Shared, "shared"},
    {TieBreak::MostSuccessfulProphecies, "most_successful_prophecies"},
}};
// Params::sageStep: +1 the sage role passes left, -1 right.
inline constexpr WordTable<int, 2> kSageRotationWords{{
    {1, "left"},
    {-1, "right"},
}};

// One card of the deck. A Sun has no printed value; it takes the value declared for it.
struct Card
{
    std::uint8_t colour = 0;
    std::uint8_t value = 0; // 0 for a Sun
    bool sun = false;
};

struct Colour
{
    std::string id;
    std::string hex;  // "#rrggbb"
    std::string mark; // the shape drawn on the card, so colour is never the only cue
    LocalizedText name;
    LocalizedText nameInText; // the form inside a sentence ("the blue 7": es azul, hu kék)
};

// One pile's symbol disc. `id` is the word used in action texts ("play S4").
struct Symbol
{
    std::string id;
    std::string emblem;   // what the view draws on the disc: a shape (moon, ...) or letters
    bool letters = false; // the emblem is letters, not a shape (hyano_emblem.h)
    LocalizedText name;
};

// Everything the Hyano rules read from data (spec §7); defaults live in game.yaml.
struct Params
{
    int minPlayers = 2;
    int maxPlayers = 5;

    // rules:
    int piles = 6;
    Deal deal = Deal::RoundRobin;
    FirstSage firstSage = FirstSage::Random;
    std::uint8_t matchRules = 7; // Match bits
    bool adjacentWraps = false;
    SunForbidden sunForbidden = SunForbidden::Ring;
    bool mandatoryPlay = true;
    bool sageInRotation = true;
    int turnStep = 1; // +1 clockwise (to the left), -1 counterclockwise
    RoundEnd roundEnd = RoundEnd::StopOnPrediction;
    OnFailure onFailure = OnFailure::RemoveFromGame;
    bool revealOnFailure = true;
    bool refreshDuringRound = false;
    int endWhenEmptyPiles = 2;
    bool endAfterFullRotation = false;
    TieBreak tie = TieBreak::Shared;
    int sageStep = 1; // +1: the sage role passes left

    // deck:
    int minValue = 1;
    int maxValue = 10;
    int sunsPerColour = 1;
    LocalizedText sunName;
    LocalizedText sunNameInText; // the form inside a sentence (hu napkártya)
    std::vector<Colour> colours;
    std::vector<Card> cards; // index = card id: colour by colour, values ascending, then Suns

    // symbols: (pile i uses symbols[i])
    std::vector<Symbol> symbols;

    bool matches(Match rule) const { return (matchRules & static_cast<std::uint8_t>(rule)) != 0; }
    int valueCount() const { return maxValue - minValue + 1; }
    // Every value of the game, as bits by value (bit v: value v).
    std::uint32_t valueBits() const { return ((2u << maxValue) - 1u) & ~((1u << minValue) - 1u); }
    int cardsPerColour() const { return valueCount() + sunsPerColour; }
    int numberCard(int colour, int value) const
    {
        return colour * cardsPerColour() + (value - minValue);
    }
    int sunCard(int colour, int index = 0) const
    {
        return colour * cardsPerColour() + valueCount() + index;
    }
    // Test and message support: "blue 7", "red sun", "red sun 2" (the second Sun of red).
    std::optional<int> findCard(std::string_view name) const;
    std::string cardName(int card) const;
    int symbolIndex(std::string_view id) const; // -1 when unknown
};

// Every key the Hyano rules read, with its type, range or words, default and description.
const Schema &schema();

// Reads the `rules`, `deck` and `symbols` keys of a Hyano document and checks them against
// each other and against game.players.
std::optional<Params> readParams(NodeReader &root, const GameInfo &info, DataErrors &errors);

} // namespace kotatsu::hyano
