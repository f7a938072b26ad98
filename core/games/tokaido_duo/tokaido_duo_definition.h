// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/rules_definition.h"
#include "games/tokaido_duo/tokaido_duo_params.h"
#include "games/tokaido_duo/tokaido_duo_paths.h"

#include <algorithm>
#include <array>
#include <span>
#include <string>
#include <vector>

namespace kotatsu::tokaido_duo {

// Action kinds and their arguments; each text starts with the kind's word.
//   kPick      character                         pick pilgrim
//   kPilgrim   steps, to, jumped, from           pilgrim 14            (ring index after jumps)
//   kMerchant  to, from, length, path            merchant C3
//   kReturn    wares returned per type [0..4]    return kimono fan     (a multiset)
//   kSell      count, ware, coins                sell 2
//   kArtist    to, from, length, path            artist R3 | artist R1 R2 R3 (Inspired: path)
//   kPaint     flips                             paint
//   kGift      icon                              gift
//   kWave      tile, from (-1 board | seat)      wave pilgrim
//   kSpring    use (1) | pass (0)                spring use | spring pass
// Only in the observation's events (carried out by the rules themselves):
//   kRoll dice values · kDraw wares per type · kNoPath character · kTemple / kGarden count ·
//   kCoins amount · kHotSpring from · kSlab slabs · kTrigger trigger · kFlip flips ·
//   the Automa's kAutomaPick reasoning (index) · kAutomaRank character, rank, why, detail ·
//   kAutomaLoad town
enum ActionKind : std::int16_t
{
    kPick = 1,
    kPilgrimMove = 2,
    kMerchantMove = 3,
    kReturn = 4,
    kSell = 5,
    kArtistMove = 6,
    kPaint = 7,
    kGift = 8,
    kWave = 9,
    kSpring = 10,
    kRoll = 20,
    kDraw = 21,
    kNoPath = 22,
    kTemple = 23,
    kGarden = 24,
    kCoins = 25,
    kHotSpring = 26,
    kSlab = 27,
    kTrigger = 28,
    kFlip = 29,
    kAutomaPick = 30,
    kAutomaRank = 31,
    kAutomaLoad = 32
};
// Why an Automa rank moved (kAutomaRank's third field).
enum AutomaGain : std::int16_t
{
    kGainSpace = 0,    // detail: the space type its pilgrim stopped on
    kGainDelivery = 1, // detail: the coastal town its loaded merchant reached
    kGainScope = 2     // detail: the meeples in its artist's paint scope
};

// The word of a kind: the action text's first word and describeAction's "kind".
const char *kindWord(int kind);

// Every r with 0 <= r[t] <= wares[t] that puts back k wares, in lexicographic order: the
// multisets of wares a player may return (§17). An odometer over the counts per type rather
// than a recursion: the profile showed the calls, not the choices, were the cost. Each type
// but the last starts at the least it must take (what the later types cannot hold), so every
// step ends in a valid choice; the last type takes the rest.
template <typename Out>
void enumerateReturns(const std::array<std::uint8_t, kMaxWareTypes> &wares, int types, int k,
                      Out &out)
{
    const int last = types - 1;
    std::array<int, kMaxWareTypes + 1> after{}; // wares held in the types after t
    for (int t = last - 1; t >= 0; --t)
        after[static_cast<std::size_t>(t)] =
            after[static_cast<std::size_t>(t) + 1] + wares[static_cast<std::size_t>(t) + 1];
    std::array<int, kMaxWareTypes> r{};
    std::array<int, kMaxWareTypes> left{}; // still to put back from type t on
    std::array<int, kMaxWareTypes> most{}; // the most type t can take, given left[t]
    left[0] = k;
    auto descend = [&](int from) {
        for (int t = from; t < last; ++t) {
            const auto ti = static_cast<std::size_t>(t);
            r[ti] = std::max(0, left[ti] - after[ti]);
            most[ti] = std::min<int>(left[ti], wares[ti]);
            left[ti + 1] = left[ti] - r[ti];
        }
        r[static_cast<std::size_t>(last)] = left[static_cast<std::size_t>(last)];
    };
    descend(0);
    for (;;) {
        out.push_back(makeAction(kReturn, r[0], r[1], r[2], r[3], r[4]));
        int t = last - 1;
        while (t >= 0 && r[static_cast<std::size_t>(t)] >= most[static_cast<std::size_t>(t)])
            --t;
        if (t < 0)
            return;
        const auto ti = static_cast<std::size_t>(t);
        ++r[ti];
        left[ti + 1] = left[ti] - r[ti];
        descend(t + 1);
    }
}

// The return choices (§17) of every hand a player can hold over the limit after a draw,
// worked out once at load in enumerateReturns' order: a return decision then copies its list.
// Hands beyond the table (none in the shipped data) are enumerated by the generator.
class ReturnTable
{
public:
    ReturnTable() = default;
    explicit ReturnTable(const Params &p);
    // The choices for a hand, or none when the hand is not in the table.
    std::span<const Action> choices(const std::array<std::uint8_t, kMaxWareTypes> &wares) const
    {
        if (m_ranges.empty())
            return {};
        std::size_t k = 0;
        for (std::size_t t = 0; t < kMaxWareTypes; ++t) {
            if (wares[t] > m_most[t])
                return {};
            k += wares[t] * m_stride[t];
        }
        return {m_actions.data() + m_ranges[k].first, m_ranges[k].count};
    }

private:
    struct Range
    {
        std::uint32_t first = 0;
        std::uint32_t count = 0;
    };
    std::array<std::uint8_t, kMaxWareTypes> m_most{}; // of each type, in the table
    std::array<std::size_t, kMaxWareTypes> m_stride{};
    std::vector<Range> m_ranges; // per hand (mixed radix over m_most)
    std::vector<Action> m_actions;
};

class TokaidoDuoState;
// Tokaido Duo as defined by its data: the parameters and the path tables.
class TokaidoDuoDefinition : public RulesDefinition<TokaidoDuoDefinition, Params, TokaidoDuoState>
{
public:
    TokaidoDuoDefinition(GameInfo info, Params params);

    static std::optional<Params> readParameters(NodeReader &root, const GameInfo &info,
                                                DataErrors &errors)
    {
        return readParams(root, info, errors);
    }

    const PathTables &paths() const { return m_paths; }
    const ReturnTable &returns() const { return m_returns; }
    const std::string &townId(int t) const
    {
        return m_params.towns[static_cast<std::size_t>(t)].id;
    }
    const std::string &regionId(int r) const
    {
        return m_params.regions[static_cast<std::size_t>(r)].id;
    }
    const std::string &wareId(int w) const
    {
        return m_params.wares[static_cast<std::size_t>(w)].id;
    }
    const std::string &iconId(int i) const
    {
        return m_params.icons[static_cast<std::size_t>(i)].id;
    }
    bool inspiredPaths() const { return m_anyPaintCountsPath; }

    // The text of an action (the state's actionToString; actions carry what it names).
    std::string formatAction(const Action &action) const;

    // Static data for the table, what describe() returns:
    //   aspect, ring[] {index, type, x, y, town?}, space_types[] {id, name, effect, coastal_town,
    //   effects[] (primitives)}, towns[] {id, kind, draw? | ring?, x, y, name},
    //   routes [[a, b]], regions[] {id, icon, name, label, outline, adjacent, scope {ring,
    //   towns}}, wave_tiles[] {character, side, index (0|1), name, text, effects[]},
    //   tracks {temple, garden}, merchant_slots, artist_slots, artist_grid {rows, cols},
    //   dice {pilgrim, merchant, artist}, wares[] {id, name, count}, boutiques[] {ware,
    //   value}, painting_icons[] {id, name, count}, hand_limit, coins_per_slab,
    //   characters, start {pilgrim, merchant, artist}, rules {every rules.* value},
    //   graph (board::BoardGraph::toJson(): towns, routes, regions),
    //   automa (automaJson(): levels[] {level, id, name, description, tracks, start},
    //   default_level, priorities; null without an automa section), automa_seat, automa_level
    Json describe() const override;
    const ObservationSchema &observationSchema() const override; // tokaido_duo_observation.cpp

    int rulesSeatLevels() const override { return m_params.automa.levelCount(); }
    int rulesSeatDefaultLevel() const override { return m_params.automa.defaultLevel; }
    std::vector<RulesSeatLevel> rulesSeatLevelWords() const override;
    std::shared_ptr<const GameDefinition> withRulesSeat(int seat, int level) const override;

private:
    PathTables m_paths;
    ReturnTable m_returns;
    bool m_anyPaintCountsPath = false;
};

} // namespace kotatsu::tokaido_duo
