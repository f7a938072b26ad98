// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick for the tokaido_duo rules engine: a hand-written, single-purpose simulator of
// uniformly random two-player games of Tokaido Duo (data/games/tokaido_duo/spec.md, §17 first)
// with the DEFAULT rules and the shipped island only (the bench's two players, no Automa),
// written to go fast. The engine's speed goal is "every game's playouts at least half as fast
// as hand-written single-purpose code"; this is that code.
//
// It plays exactly the engine's game (core/games/tokaido_duo/tokaido_duo_state.cpp): the same
// set-up, the same 1-2-1 dice draft, the same decisions with the same options in the same
// order, and the engine's rule that a decision with a single option is carried out at once
// and is not a move (§17 "forced decisions"). Its chance comes from the engine's generator,
// drawn in the engine's order (the boutique and painting shuffles, the wave sides, the first
// player, the dice, the bag), so one seed gives the same games as the engine's benchmark.
//
// Nothing is read at run time: the tables below are transcribed from data/games/tokaido_duo/
// (board.yaml, components.yaml, wave_tiles.yaml, game.yaml's rules) and the path tables are
// built by the compiler. Deliberately header-only and free of the engine:
// tst_tokaido_duo_yardstick checks it against the engine, tokaido_duo_yardstick.cpp is the
// command-line program.
#pragma once

#include "yardstick_rng.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

namespace tokaido_duo_yardstick {

constexpr std::uint32_t bit(int i)
{
    return std::uint32_t{1} << i;
}
constexpr std::uint64_t bit64(int i)
{
    return std::uint64_t{1} << i;
}

// ---------------------------------------------------------------------------------------
// The island (board.yaml). Everything is numbered in the data's listing order, as the engine
// numbers it.

// board.space_types
enum Space : std::uint8_t
{
    kStart,
    kTemple,
    kGarden,
    kTown,
    kHotSpring,
    kSeashore,
    kSpaceTypes
};
inline constexpr const char *kSpaceName[kSpaceTypes] = {"start", "temple",     "garden",
                                                        "town",  "hot_spring", "seashore"};

// board.ring, index 0 first, clockwise.
inline constexpr int kRing = 37;
// clang-format off
inline constexpr Space kRingSpace[kRing] = {
    kStart,    kTemple,   kSeashore,  kTown,      kGarden,    kTemple,  kHotSpring, kTemple,
    kTown,     kSeashore, kGarden,    kTemple,    kTown,      kGarden,  kTemple,    kSeashore,
    kTemple,   kTown,     kHotSpring, kGarden,    kTemple,    kTown,    kSeashore,  kGarden,
    kTemple,   kGarden,   kTown,      kTemple,    kHotSpring, kSeashore, kTown,     kGarden,
    kTemple,   kSeashore, kGarden,    kTown,      kHotSpring};
// clang-format on

// board.towns: the mountain towns, then the coastal towns.
enum Town : std::uint8_t
{
    M1,
    M2,
    M3,
    M4,
    C1,
    C2,
    C3,
    C4,
    C5,
    C6,
    C7,
    C8,
    kTowns
};
inline constexpr const char *kTownName[kTowns] = {"M1", "M2", "M3", "M4", "C1", "C2",
                                                  "C3", "C4", "C5", "C6", "C7", "C8"};
constexpr bool coastal(int town)
{
    return town >= C1;
}
// A coastal town's ring space, and what a mountain town draws.
inline constexpr std::int8_t kTownRing[kTowns] = {-1, -1, -1, -1, 3, 8, 12, 17, 21, 26, 30, 35};
inline constexpr std::uint8_t kTownDraw[kTowns] = {2, 3, 4, 3, 0, 0, 0, 0, 0, 0, 0, 0};

// board.routes
inline constexpr Town kRoutes[][2] = {{M1, M2}, {M2, M3}, {M3, M4}, {C1, M1}, {C8, M1}, {C2, M2},
                                      {C7, M2}, {C3, M3}, {C6, M3}, {C4, M4}, {C5, M4}};

// artist_board.icons (components.yaml): the painting icons, which are also the regions' icons.
enum Icon : std::uint8_t
{
    kBamboo,
    kWaterfall,
    kMountain,
    kSea,
    kIcons
};
inline constexpr const char *kIconName[kIcons] = {"bamboo", "waterfall", "mountain", "sea"};

// board.regions: icon, the regions across a route, and the paint scope as written (ring
// spaces and towns; -1 pads the lists).
enum Region : std::uint8_t
{
    R1,
    R2,
    R3,
    R4,
    R5,
    R6,
    R7,
    R8,
    kRegions
};
inline constexpr const char *kRegionName[kRegions] = {"R1", "R2", "R3", "R4",
                                                      "R5", "R6", "R7", "R8"};
struct RegionData
{
    Icon icon;
    std::array<std::int8_t, 3> adjacent;
    std::array<std::int8_t, 4> ring;
    std::array<std::int8_t, 4> towns;
};
inline constexpr RegionData kRegionData[kRegions] = {
    {kBamboo, {R8, R2, R7}, {4, 5, 6, 7}, {C1, C2, M1, M2}},
    {kWaterfall, {R1, R3, R6}, {9, 10, 11, -1}, {C2, C3, M2, M3}},
    {kMountain, {R2, R4, R5}, {13, 14, 15, 16}, {C3, C4, M3, M4}},
    {kSea, {R3, R5, -1}, {18, 19, 20, -1}, {C4, C5, M4, -1}},
    {kWaterfall, {R4, R6, R3}, {22, 23, 24, 25}, {C5, C6, M4, M3}},
    {kBamboo, {R5, R7, R2}, {27, 28, 29, -1}, {C6, C7, M3, M2}},
    {kMountain, {R6, R8, R1}, {31, 32, 33, 34}, {C7, C8, M2, M1}},
    {kSea, {R7, R1, -1}, {36, 0, 1, 2}, {C8, C1, M1, -1}}};

// board.start: both pilgrims, both merchants and both artists share a spot.
inline constexpr int kStartRing = 0;
inline constexpr Town kStartTown = M2;
inline constexpr Region kStartRegion = R8;

// ---------------------------------------------------------------------------------------
// The pieces (components.yaml) and the wave tiles (wave_tiles.yaml).

enum Character : std::uint8_t
{
    kPilgrim,
    kMerchant,
    kArtist,
    kCharacters
};
inline constexpr int kFaces = 6;
inline constexpr std::uint8_t kDice[kCharacters][kFaces] = {
    {1, 2, 2, 3, 3, 4}, {1, 1, 2, 2, 3, 3}, {1, 1, 2, 2, 3, 3}};

enum Ware : std::uint8_t
{
    kKimono,
    kCeramics,
    kDoll,
    kFan,
    kWares
};
inline constexpr std::uint8_t kWareCount[kWares] = {7, 7, 6, 6};
inline constexpr int kAllWares = 26;

struct Boutique
{
    Ware ware;
    std::uint8_t value;
};
inline constexpr int kBoutiques = 8;
inline constexpr Boutique kBoutique[kBoutiques] = {{kKimono, 2},   {kKimono, 3}, {kCeramics, 2},
                                                   {kCeramics, 3}, {kDoll, 2},   {kDoll, 3},
                                                   {kFan, 2},      {kFan, 3}};

inline constexpr int kTemples = 9;
inline constexpr int kGardens = 6;
inline constexpr int kTempleTrack[kTemples] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
inline constexpr int kGardenTrack[kGardens] = {1, 2, 3, 4, 5, 6};
inline constexpr int kSlabs = 6;
inline constexpr int kMerchantSlots[kSlabs] = {3, 7, 12, 18, 25, 33};
inline constexpr int kCoinsPerSlab = 10;
inline constexpr int kHandLimit = 5;
inline constexpr int kPaintings = 10; // a 2 x 5 artist board
inline constexpr int kArtistSlots[kPaintings] = {1, 2, 4, 6, 9, 12, 16, 20, 25, 30};
inline constexpr std::uint8_t kIconCount[kIcons] = {3, 3, 2, 2};

// One side of a wave tile. Tile t goes on character t's board; side 0 is the one listed
// first. pilgrim: tranquil (die - 1, at least 1) / hurried (die + 1); merchant: well stocked
// (one more ware drawn) / shrewd (one more coin per ware sold); artist: inspired (Paint counts
// every region entered) / mastery (one more flip).
struct WaveSide
{
    bool steps; // pilgrim_steps: the count die + stepOffset (at least stepMin) is a choice too
    std::int8_t stepOffset;
    std::int8_t stepMin;
    std::int8_t extraDraw;
    std::int8_t extraCoinsPerSale;
    bool paintCountsPath;
    std::int8_t extraFlips;
};
inline constexpr WaveSide kWaveSide[kCharacters][2] = {
    {{true, -1, 1, 0, 0, false, 0}, {true, 1, 1, 0, 0, false, 0}},
    {{false, 0, 0, 1, 0, false, 0}, {false, 0, 0, 0, 1, false, 0}},
    {{false, 0, 0, 0, 0, true, 0}, {false, 0, 0, 0, 0, false, 1}}};

// game.yaml's rules, as this simulator plays them: first_player random, no starting coins or
// wares, wave_sides random, own_meeples_block, start_space_blocks, steal_wave_tiles
// when_board_empty, convert_repeatedly, hot_spring {on_gaining_die: false, repeats_per_die:
// 1, in_last_round: true}, every end trigger at the end of the round, scoring product /
// slab_slot / gift_slot with the tie broken by coins.
inline constexpr int kSeats = 2;

// ---------------------------------------------------------------------------------------
// Tables the compiler derives from the data above.

// The coastal town on each ring space, or -1.
struct RingTowns
{
    std::int8_t town[kRing];
};
constexpr RingTowns makeRingTowns()
{
    RingTowns t{};
    for (auto &v : t.town)
        v = -1;
    for (int town = 0; town < kTowns; ++town) {
        if (kTownRing[town] >= 0)
            t.town[kTownRing[town]] = static_cast<std::int8_t>(town);
    }
    return t;
}
inline constexpr RingTowns kRingTown = makeRingTowns();

// A region's paint scope as masks: the ring spaces written, plus the spaces of the coastal
// towns on its border (a pilgrim there is in that town); the towns written.
struct Scope
{
    std::uint64_t ring[kRegions];
    std::uint32_t towns[kRegions];
};
constexpr Scope makeScope()
{
    Scope s{};
    for (int r = 0; r < kRegions; ++r) {
        for (int i : kRegionData[r].ring) {
            if (i >= 0)
                s.ring[r] |= bit64(i);
        }
        for (int t : kRegionData[r].towns) {
            if (t < 0)
                continue;
            s.towns[r] |= bit(t);
            if (kTownRing[t] >= 0)
                s.ring[r] |= bit64(kTownRing[t]);
        }
    }
    return s;
}
inline constexpr Scope kScope = makeScope();

// The scope of every set of regions (Inspired counts the meeples of all regions entered,
// each once): the union of their masks, indexed by the set.
struct ScopeOfSets
{
    std::uint64_t ring[1 << kRegions];
    std::uint32_t towns[1 << kRegions];
};
constexpr ScopeOfSets makeScopeOfSets()
{
    ScopeOfSets s{};
    for (int set = 1; set < (1 << kRegions); ++set) {
        const int low = std::countr_zero(static_cast<unsigned>(set));
        s.ring[set] = s.ring[set & (set - 1)] | kScope.ring[low];
        s.towns[set] = s.towns[set & (set - 1)] | kScope.towns[low];
    }
    return s;
}
inline constexpr ScopeOfSets kScopeOfSets = makeScopeOfSets();

// Adjacency lists sorted by the neighbour's index, which is the engine's link order
// (board::Adjacency::build), so paths come in the engine's order.
template <int N>
struct Adjacency
{
    std::uint8_t degree[N];
    std::uint8_t next[N][4];

    constexpr void link(int a, int b)
    {
        int i = degree[a]++;
        for (; i > 0 && next[a][i - 1] > b; --i)
            next[a][i] = next[a][i - 1];
        next[a][i] = static_cast<std::uint8_t>(b);
    }
};
constexpr Adjacency<kTowns> makeRouteAdjacency()
{
    Adjacency<kTowns> a{};
    for (const auto &route : kRoutes) {
        a.link(route[0], route[1]);
        a.link(route[1], route[0]);
    }
    return a;
}
constexpr Adjacency<kRegions> makeRegionAdjacency()
{
    Adjacency<kRegions> a{};
    for (int r = 0; r < kRegions; ++r) {
        for (int o : kRegionData[r].adjacent) {
            if (o >= 0)
                a.link(r, o);
        }
    }
    return a;
}
inline constexpr Adjacency<kTowns> kRouteAdjacency = makeRouteAdjacency();
inline constexpr Adjacency<kRegions> kRegionAdjacency = makeRegionAdjacency();

// The simple paths of one length from one vertex, depth first in link order (as
// board::forEachSimplePath lists them): where each ends and what it enters after its start.
struct Path
{
    std::uint8_t to;
    std::uint32_t entered;
};
inline constexpr int kMaxPaths = 12;
struct PathList
{
    std::uint8_t count;
    Path path[kMaxPaths];
};
template <int N>
constexpr void walk(const Adjacency<N> &adj, int at, int left, std::uint32_t entered,
                    std::uint32_t visited, PathList &out)
{
    if (left == 0) {
        out.path[out.count++] = {static_cast<std::uint8_t>(at), entered};
        return;
    }
    for (int k = 0; k < adj.degree[at]; ++k) {
        const int n = adj.next[at][k];
        if (!(visited & bit(n)))
            walk(adj, n, left - 1, entered | bit(n), visited | bit(n), out);
    }
}
// [from][length], length 1..3 (the merchant's and the artist's largest face).
inline constexpr int kMaxLength = 3;
template <int N>
struct Destinations
{
    std::uint8_t count;
    std::uint8_t to[N]; // ascending
};
template <int N>
struct PathTable
{
    PathList list[N][kMaxLength + 1];
    Destinations<N> destinations[N][kMaxLength + 1];
};
template <int N>
constexpr PathTable<N> makePathTable(const Adjacency<N> &adj)
{
    PathTable<N> t{};
    for (int from = 0; from < N; ++from) {
        for (int length = 1; length <= kMaxLength; ++length) {
            PathList &list = t.list[from][length];
            walk(adj, from, length, 0, bit(from), list);
            std::uint32_t reached = 0;
            for (int i = 0; i < list.count; ++i)
                reached |= bit(list.path[i].to);
            Destinations<N> &d = t.destinations[from][length];
            for (int v = 0; v < N; ++v) {
                if (reached & bit(v))
                    d.to[d.count++] = static_cast<std::uint8_t>(v);
            }
        }
    }
    return t;
}
inline constexpr PathTable<kTowns> kMerchantPaths = makePathTable(kRouteAdjacency);
inline constexpr PathTable<kRegions> kArtistPaths = makePathTable(kRegionAdjacency);

// The merchant may not enter a blocked coastal town (§8.1). On this island every path passes
// through mountain towns only (the coastal towns are leaves), so a destination is open exactly
// when it is not blocked itself.
constexpr bool merchantPathsPassMountainsOnly()
{
    for (int from = 0; from < kTowns; ++from) {
        for (int length = 1; length <= kMaxLength; ++length) {
            const PathList &list = kMerchantPaths.list[from][length];
            for (int i = 0; i < list.count; ++i) {
                const std::uint32_t passed = list.path[i].entered & ~bit(list.path[i].to);
                if (passed & ~(bit(M1) | bit(M2) | bit(M3) | bit(M4)))
                    return false;
            }
        }
    }
    return true;
}
static_assert(merchantPathsPassMountainsOnly());

// ---------------------------------------------------------------------------------------
// The engine's random number generator, copied (yardstick_rng.h): a seed means the same
// games in both.
using Rng = yardstick::Rng;

// ---------------------------------------------------------------------------------------
// The game.

// The end condition that fired first (the engine's outcome reason), in rules.end.triggers
// order.
enum class Trigger : std::int8_t
{
    None = -1,
    Temples,
    Gardens,
    Slabs,
    Gifts
};

struct Player
{
    std::uint8_t pilgrim, merchant, artist;
    std::uint8_t temples, gardens, slabs;
    std::int16_t coins;
    std::uint8_t hand; // wares held in all
    std::uint8_t wares[kWares];
    // Painting tiles in reading order: gifted (< gifted), face up (< flipped), face down.
    std::uint8_t icons[kPaintings];
    std::uint8_t flipped, gifted;
};

// What the wave tiles a seat holds do, summed whenever a tile changes hands.
struct Effects
{
    bool steps;
    std::int8_t stepOffset, stepMin, extraDraw, extraCoinsPerSale, extraFlips;
    bool paintCountsPath;
};

class Game
{
public:
    // One random game: `seed` is the game's own generator (the dice, the bag, the set-up
    // shuffles), `agent` picks uniformly among the options of every decision with two or
    // more. Returns the decisions taken, which is what the engine's bench counts as moves.
    int play(std::uint64_t seed, Rng &agent)
    {
        m_rng.reseed(seed);
        m_agent = &agent;
        m_plies = 0;
        setup();
        for (;;) {
            ++m_round;
            for (int c = 0; c < kCharacters; ++c)
                m_dice[c] = kDice[c][m_rng.below(kFaces)];
            // The 1-2-1 draft: the first player, the other, the first again (§6).
            std::uint8_t draft[kCharacters] = {kPilgrim, kMerchant, kArtist}; // dice left
            for (int step = 0; step < kCharacters; ++step) {
                const int seat = step == 1 ? 1 - m_first : m_first;
                const int left = kCharacters - step;
                const int k = choose(left);
                const int c = draft[k];
                for (int i = k; i + 1 < left; ++i)
                    draft[i] = draft[i + 1];
                resolveDie(seat, c);
            }
            if (m_trigger != Trigger::None)
                return m_plies;
            m_first ^= 1;
        }
    }

    int rounds() const { return m_round; }
    int firstOfGame() const { return m_firstOfGame; }
    Trigger endReason() const { return m_trigger; }
    const Player &player(int seat) const { return m_players[seat]; }
    // Spec §13; character -1: the total.
    int score(int seat, int character = -1) const
    {
        const Player &p = m_players[seat];
        const int pilgrim =
            p.temples && p.gardens ? kTempleTrack[p.temples - 1] * kGardenTrack[p.gardens - 1] : 0;
        const int merchant = p.slabs ? kMerchantSlots[p.slabs - 1] : 0;
        const int artist = p.gifted ? kArtistSlots[p.gifted - 1] : 0;
        switch (character) {
        case kPilgrim:
            return pilgrim;
        case kMerchant:
            return merchant;
        case kArtist:
            return artist;
        default:
            return pilgrim + merchant + artist;
        }
    }
    // The winner, or -1 for a draw: the higher total, then the more coins.
    int winner() const
    {
        const int a = score(0), b = score(1);
        if (a != b)
            return a > b ? 0 : 1;
        const int c0 = m_players[0].coins, c1 = m_players[1].coins;
        return c0 > c1 ? 0 : c1 > c0 ? 1 : -1;
    }

private:
    // A decision: `options` choices, one picked at random. A single option is carried out at
    // once without a draw and is not a move (§17), as the engine's run() does.
    int choose(int options)
    {
        if (options < 2)
            return 0;
        ++m_plies;
        return static_cast<int>(m_agent->below(static_cast<std::uint32_t>(options)));
    }

    // Spec §5, in the engine's order of draws.
    void setup()
    {
        std::uint8_t tokens[kBoutiques];
        for (int b = 0; b < kBoutiques; ++b)
            tokens[b] = static_cast<std::uint8_t>(b);
        m_rng.shuffle(tokens, kBoutiques);
        for (int t = 0, next = 0; t < kTowns; ++t)
            m_boutique[t] = coastal(t) ? static_cast<std::int8_t>(tokens[next++]) : -1;
        for (int t = 0; t < kCharacters; ++t) {
            m_waveSide[t] = static_cast<std::uint8_t>(m_rng.below(2));
            m_waveHolder[t] = -1;
        }
        for (int w = 0; w < kWares; ++w)
            m_bag[w] = kWareCount[w];
        m_bagTotal = kAllWares;
        for (Player &p : m_players) {
            p = Player{};
            p.pilgrim = kStartRing;
            p.merchant = kStartTown;
            p.artist = kStartRegion;
            int k = 0;
            for (int i = 0; i < kIcons; ++i) {
                for (int n = 0; n < kIconCount[i]; ++n)
                    p.icons[k++] = static_cast<std::uint8_t>(i);
            }
            m_rng.shuffle(p.icons, kPaintings);
        }
        m_firstOfGame = m_first = static_cast<std::uint8_t>(m_rng.below(kSeats));
        m_effects[0] = m_effects[1] = Effects{};
        m_springHolder = -1;
        m_trigger = Trigger::None;
        m_round = 0;
    }

    // A die and, if its resolver holds the hot spring and did not gain it on this die, the
    // offer to repeat it once (§11, §17).
    void resolveDie(int seat, int character)
    {
        const int value = m_dice[character];
        bool springGained = false;
        resolve(seat, character, value, springGained);
        checkTriggers(seat);
        if (m_springHolder == seat && !springGained && choose(2) == 0) { // use, pass
            m_springHolder = -1;
            resolve(seat, character, value, springGained);
            checkTriggers(seat);
        }
    }
    void resolve(int seat, int character, int value, bool &springGained)
    {
        if (character == kPilgrim)
            movePilgrim(seat, value, springGained);
        else if (character == kMerchant)
            moveMerchant(seat, value);
        else
            moveArtist(seat, value);
    }

    // §7: the die's count and the wave tile's (ascending); two counts that land on the same
    // space are one choice.
    void movePilgrim(int seat, int value, bool &springGained)
    {
        Player &me = m_players[seat];
        const Player &other = m_players[1 - seat];
        // The spaces it may not stop on: the other pilgrim (on the start too), and the spaces
        // of coastal towns with a merchant, either player's.
        std::uint64_t occupied = bit64(other.pilgrim);
        if (kTownRing[other.merchant] >= 0)
            occupied |= bit64(kTownRing[other.merchant]);
        if (kTownRing[me.merchant] >= 0)
            occupied |= bit64(kTownRing[me.merchant]);
        const Effects &fx = m_effects[seat];
        int counts[2] = {value, 0};
        int n = 1;
        if (fx.steps) {
            const int alt = std::max<int>(fx.stepMin, value + fx.stepOffset);
            if (alt < value) {
                counts[1] = value;
                counts[0] = alt;
            } else {
                counts[1] = alt;
            }
            n = 2;
        }
        int landing[2];
        int options = 0;
        for (int i = 0; i < n; ++i) {
            int at = me.pilgrim + counts[i];
            at -= at >= kRing ? kRing : 0;
            while (occupied >> at & 1) // on to the next free space (§17)
                at = at + 1 == kRing ? 0 : at + 1;
            if (options == 0 || landing[0] != at)
                landing[options++] = at;
        }
        const int to = landing[choose(options)];
        me.pilgrim = static_cast<std::uint8_t>(to);
        switch (kRingSpace[to]) {
        case kStart:
            break;
        case kTemple:
            if (me.temples < kTemples)
                ++me.temples;
            break;
        case kGarden:
            if (me.gardens < kGardens)
                ++me.gardens;
            break;
        case kTown:
            gainCoins(me, kBoutique[m_boutique[kRingTown.town[to]]].value);
            break;
        case kHotSpring:
            if (m_springHolder != seat) { // from the board or the opponent
                m_springHolder = static_cast<std::int8_t>(seat);
                springGained = true;
            }
            break;
        case kSeashore:
            takeWaveTile(seat);
            break;
        case kSpaceTypes:
            break;
        }
    }

    // §7.2, §17: a tile from the board (in tile order), else one of the opponent's, else none.
    void takeWaveTile(int seat)
    {
        int candidates[kCharacters];
        int n = 0;
        for (int t = 0; t < kCharacters; ++t) {
            if (m_waveHolder[t] < 0)
                candidates[n++] = t;
        }
        if (n == 0) {
            for (int t = 0; t < kCharacters; ++t) {
                if (m_waveHolder[t] == 1 - seat)
                    candidates[n++] = t;
            }
        }
        if (n == 0)
            return;
        m_waveHolder[candidates[choose(n)]] = static_cast<std::int8_t>(seat);
        for (int s = 0; s < kSeats; ++s) {
            Effects fx{};
            for (int t = 0; t < kCharacters; ++t) {
                if (m_waveHolder[t] != s)
                    continue;
                const WaveSide &w = kWaveSide[t][m_waveSide[t]];
                if (w.steps) {
                    fx.steps = true;
                    fx.stepOffset = w.stepOffset;
                    fx.stepMin = w.stepMin;
                }
                fx.extraDraw = static_cast<std::int8_t>(fx.extraDraw + w.extraDraw);
                fx.extraCoinsPerSale =
                    static_cast<std::int8_t>(fx.extraCoinsPerSale + w.extraCoinsPerSale);
                fx.extraFlips = static_cast<std::int8_t>(fx.extraFlips + w.extraFlips);
                fx.paintCountsPath = fx.paintCountsPath || w.paintCountsPath;
            }
            m_effects[s] = fx;
        }
    }

    // §8: a destination (town order) at exactly the die's number of routes, not a blocked
    // coastal town; then a sale or a draw.
    void moveMerchant(int seat, int value)
    {
        Player &me = m_players[seat];
        const Player &other = m_players[1 - seat];
        std::uint32_t blocked = 0;
        if (coastal(other.merchant))
            blocked |= bit(other.merchant);
        if (kRingTown.town[other.pilgrim] >= 0)
            blocked |= bit(kRingTown.town[other.pilgrim]);
        if (kRingTown.town[me.pilgrim] >= 0)
            blocked |= bit(kRingTown.town[me.pilgrim]);
        const Destinations<kTowns> &reach = kMerchantPaths.destinations[me.merchant][value];
        std::uint8_t open[kTowns];
        int n = 0;
        for (int i = 0; i < reach.count; ++i) {
            open[n] = reach.to[i];
            n += (blocked >> reach.to[i] & 1) ^ 1;
        }
        if (n == 0)
            return; // no path: the merchant does nothing
        const int to = open[choose(n)];
        me.merchant = static_cast<std::uint8_t>(to);
        if (coastal(to)) {
            // Sell 0..all of the held wares of the boutique's type.
            const Boutique &token = kBoutique[m_boutique[to]];
            const int sold = choose(me.wares[token.ware] + 1);
            if (sold > 0) {
                me.wares[token.ware] = static_cast<std::uint8_t>(me.wares[token.ware] - sold);
                me.hand = static_cast<std::uint8_t>(me.hand - sold);
                m_bag[token.ware] = static_cast<std::uint8_t>(m_bag[token.ware] + sold);
                m_bagTotal = static_cast<std::uint8_t>(m_bagTotal + sold);
                gainCoins(me, sold * (token.value + m_effects[seat].extraCoinsPerSale));
            }
            return;
        }
        for (int i = kTownDraw[to] + m_effects[seat].extraDraw; i > 0 && m_bagTotal > 0; --i) {
            std::uint32_t r = m_rng.below(m_bagTotal);
            int w = 0;
            while (r >= m_bag[w])
                r -= m_bag[w++];
            --m_bag[w];
            --m_bagTotal;
            ++me.wares[w];
            ++me.hand;
        }
        if (me.hand > kHandLimit)
            returnWares(me);
    }

    // §17: every multiset of (hand - limit) wares from the hand goes back, as counts per
    // type in lexicographic order (the engine's enumerateReturns).
    void returnWares(Player &me)
    {
        const int k = me.hand - kHandLimit;
        const std::uint8_t *w = me.wares;
        // At most C(5 + 3, 3) = 56 multisets (k <= 5 over four types). Each type starts at
        // the least it must take (what the later types cannot hold), so every step is a choice.
        // A multiset is packed one byte per type, type 0 lowest; along the innermost loop one
        // more of type 2 means one fewer of type 3.
        constexpr std::uint32_t kNextC = (1u << 16) - (1u << 24);
        std::uint32_t choices[64];
        int n = 0;
        const int after2 = w[3], after1 = w[2] + after2, after0 = w[1] + after1;
        for (int a = std::max(0, k - after0); a <= std::min<int>(k, w[0]); ++a) {
            const int ka = k - a;
            for (int b = std::max(0, ka - after1); b <= std::min<int>(ka, w[1]); ++b) {
                const int kb = ka - b;
                const int c0 = std::max(0, kb - after2), c1 = std::min<int>(kb, w[2]);
                std::uint32_t packed = static_cast<std::uint32_t>(a | b << 8 | c0 << 16) |
                                       static_cast<std::uint32_t>(kb - c0) << 24;
                for (int c = c0; c <= c1; ++c, packed += kNextC)
                    choices[n++] = packed;
            }
        }
        const std::uint32_t back = choices[choose(n)];
        for (int t = 0; t < kWares; ++t) {
            const auto count = static_cast<std::uint8_t>(back >> (8 * t));
            me.wares[t] = static_cast<std::uint8_t>(me.wares[t] - count);
            m_bag[t] = static_cast<std::uint8_t>(m_bag[t] + count);
        }
        me.hand = kHandLimit;
        m_bagTotal = static_cast<std::uint8_t>(m_bagTotal + k);
    }

    // §9: a destination (region order) at exactly the die's number of regions, or with
    // Inspired every path (the engine's path order); then Paint, or Gift when it removes a
    // tile.
    void moveArtist(int seat, int value)
    {
        Player &me = m_players[seat];
        const Effects &fx = m_effects[seat];
        std::uint32_t regions; // whose meeples Paint counts
        if (fx.paintCountsPath) {
            const PathList &paths = kArtistPaths.list[me.artist][value];
            if (paths.count == 0)
                return;
            const Path &path = paths.path[choose(paths.count)];
            me.artist = path.to;
            regions = path.entered;
        } else {
            const Destinations<kRegions> &reach = kArtistPaths.destinations[me.artist][value];
            if (reach.count == 0)
                return;
            const int to = reach.to[choose(reach.count)];
            me.artist = static_cast<std::uint8_t>(to);
            regions = bit(to);
        }
        const bool canGift =
            me.gifted < me.flipped && me.icons[me.gifted] == kRegionData[me.artist].icon;
        if (canGift && choose(2) == 1) { // paint, gift
            ++me.gifted;
            return;
        }
        // Paint: the meeples other than this artist in the scope, each once.
        const std::uint64_t ring = kScopeOfSets.ring[regions];
        const std::uint32_t towns = kScopeOfSets.towns[regions];
        int k = fx.extraFlips;
        for (const Player &p : m_players) {
            k += static_cast<int>(ring >> p.pilgrim & 1);
            k += static_cast<int>(towns >> p.merchant & 1);
        }
        k += static_cast<int>(regions >> m_players[1 - seat].artist & 1);
        me.flipped = static_cast<std::uint8_t>(std::min(me.flipped + k, kPaintings));
    }

    // §8.4: ten coins make a gold slab, as often as they allow, up to the last slot.
    static void gainCoins(Player &p, int amount)
    {
        p.coins = static_cast<std::int16_t>(std::min(p.coins + amount, 30000));
        while (p.coins >= kCoinsPerSlab && p.slabs < kSlabs) {
            p.coins = static_cast<std::int16_t>(p.coins - kCoinsPerSlab);
            ++p.slabs;
        }
    }

    // §12: after every die resolution and every repeat; the game ends with the round.
    void checkTriggers(int seat)
    {
        if (m_trigger != Trigger::None)
            return;
        const Player &p = m_players[seat];
        if (p.temples >= kTemples)
            m_trigger = Trigger::Temples;
        else if (p.gardens >= kGardens)
            m_trigger = Trigger::Gardens;
        else if (p.slabs >= kSlabs)
            m_trigger = Trigger::Slabs;
        else if (p.gifted >= kPaintings)
            m_trigger = Trigger::Gifts;
    }

    Player m_players[kSeats];
    Effects m_effects[kSeats];
    std::uint8_t m_bag[kWares];
    std::uint8_t m_bagTotal = 0;
    std::int8_t m_boutique[kTowns]; // the boutique token of each coastal town, else -1
    std::uint8_t m_waveSide[kCharacters];
    std::int8_t m_waveHolder[kCharacters]; // per tile: -1 on the board
    std::int8_t m_springHolder = -1;
    std::uint8_t m_dice[kCharacters];
    std::uint8_t m_first = 0; // first pick this round
    std::uint8_t m_firstOfGame = 0;
    Trigger m_trigger = Trigger::None;
    int m_round = 0;
    int m_plies = 0;
    Rng m_rng;
    Rng *m_agent = nullptr;
};

// One random game from the start, like the engine's benchmark playout (core/sim/benchmark.cpp
// + core/ai/random_agent.cpp): one draw for the new game's own seed, then a uniformly random
// option at every decision until the game is over. Returns the moves (decisions) played.
inline int randomPlayout(Game &game, Rng &rng)
{
    return game.play(rng.next(), rng);
}

} // namespace tokaido_duo_yardstick
