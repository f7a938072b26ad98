// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/localized_text.h"
#include "data/node_reader.h"
#include "data/schema.h"
#include "util/json.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace kotatsu::tokaido_duo {

struct Params;
class TokaidoDuoState;

// The Automa of solo Tokaido Duo as its data writes it (automa.yaml; spec §14, §17): what
// moves its ranks, how it chooses, and its levels. The state applies these rules to the seat
// the Automa plays; nothing here searches: given the dice, its play is fixed.
enum class AutomaDieRule : std::uint8_t
{
    Gain,
    LowestRank,
    Order,
    Only // not a criterion: a single die was left
};
enum class AutomaDestinationRule : std::uint8_t
{
    Gain,
    Deny,
    LowestId,
    Only, // not criteria: a single destination, or none
    None
};
inline constexpr WordTable<AutomaDieRule, 4> kAutomaDieRuleWords{{
    {AutomaDieRule::Gain, "gain"},
    {AutomaDieRule::LowestRank, "lowest_rank"},
    {AutomaDieRule::Order, "order"},
    {AutomaDieRule::Only, "only"},
}};
inline constexpr WordTable<AutomaDestinationRule, 5> kAutomaDestinationRuleWords{{
    {AutomaDestinationRule::Gain, "gain"},
    {AutomaDestinationRule::Deny, "deny"},
    {AutomaDestinationRule::LowestId, "lowest_id"},
    {AutomaDestinationRule::Only, "only"},
    {AutomaDestinationRule::None, "none"},
}};

// What moves a rank (automa.gains, or a level's own).
struct AutomaGains
{
    // The kinds of space its pilgrim climbs on, a bit per space type: those named
    // (pilgrim_spaces) and those whose effects move a track of pilgrim_tracks up, so that a
    // new kind of space that moves the temple track (Awaji's shrine gates) counts as a temple.
    std::uint32_t pilgrimSpaces = 0;
    std::uint32_t namedSpaces = 0; // pilgrim_spaces, a bit per space type
    std::uint8_t tracks = 0;       // pilgrim_tracks: bit 0 temple, bit 1 garden
    int artistMeeples = 2;
};

struct AutomaLevel
{
    std::string id;
    LocalizedText name;
    LocalizedText description;
    std::array<std::vector<int>, 3> tracks; // per character: the value of each rank
    std::array<int, 3> start{};             // ranks at the start
    AutomaGains gains;                      // the game's, with the level's own keys
};

struct AutomaRules
{
    bool present = false; // the data has an automa section
    int defaultLevel = 1; // 1-based
    AutomaGains gains;
    bool keepsHotSpring = true;
    bool keepsWaveTile = true;
    std::vector<AutomaDieRule> diePriorities;
    std::vector<AutomaDestinationRule> destinationPriorities;
    std::array<std::uint8_t, 3> characterOrder{0, 1, 2}; // characters, first preferred
    std::array<std::uint8_t, 3> waveOrder{0, 1, 2};
    bool fullTracksEnd = true;
    std::vector<AutomaLevel> levels;

    int levelCount() const { return static_cast<int>(levels.size()); }
    // Place of a character in character_order (0 first).
    int orderOf(int character) const;
};

// The schema rows of the automa section (appended to the game's schema).
std::vector<SchemaRow> automaRows();
// Reads the automa section, if any; space type ids are checked against p.spaceTypes.
void readAutoma(NodeReader &root, Params &p, DataErrors &errors);
Json automaJson(const Params &p); // the automa section, for describe()

// One die the Automa weighed, and the destination it would take with it.
struct AutomaOption
{
    std::int8_t character = 0;
    std::int8_t value = 0;
    std::int8_t to = -1; // ring space, town or region; -1: the character cannot move
    std::int8_t destinations = 0;
    bool gain = false;
    bool denySale = false;    // the town is one the person could sell in next turn
    bool denyPilgrim = false; // the town's space is where the person's pilgrim would stop
    std::int8_t rank = 0;     // the character's rank before the move
    AutomaDestinationRule destinationRule = AutomaDestinationRule::None;
};

// A die choice with its reasons: the options in the order the Automa ranked them (chosen
// first) and the criterion that put the first ahead of the second.
struct AutomaReasoning
{
    std::array<AutomaOption, 3> options{};
    std::uint8_t count = 0;
    AutomaDieRule rule = AutomaDieRule::Only;
    std::int16_t round = 0;
    std::int8_t step = 0;

    const AutomaOption &chosen() const { return options[0]; }
};

// Works out the Automa's die choice for `seat` in `state` (a pick is due for that seat).
AutomaReasoning planAutomaPick(const TokaidoDuoState &state, int seat);

} // namespace kotatsu::tokaido_duo
