// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick for the garden rules engine: a hand-written, single-purpose simulator of
// uniformly random games of the Japanese Garden (data/games/garden/spec.md) on the STANDARD board
// with the DEFAULT rules only, written to go fast. The engine's speed goal is "every game's
// playouts at least half as fast as hand-written single-purpose code"; this is that code.
//
// It plays exactly the engine's game: the same set-up phase (kokeshi place their three
// figures, then the samurai; every free start field x every colour pair left), the same legal
// moves in every position (steps top/all, jumps, handoff jumps, passes), the same end rules
// (a base reached; threefold repetition; 200 moves) and even the same order of moves and the
// same random number generator, so one seed gives the same games as the engine's benchmark.
// Nothing is read at run time: the board below is transcribed from data/games/garden/
// board.yaml (= the spec's Appendix A) and the tables are built by the compiler.
//
// Deliberately header-only and free of the engine: tst_garden_yardstick checks it against
// the engine, garden_yardstick.cpp is the command-line program.
#pragma once

#include "yardstick_rng.h"

#include <array>
#include <bit>
#include <cstdint>

namespace garden_yardstick {

// ---------------------------------------------------------------------------------------
// The board. Regions are numbered in the engine's name order (natural sort of the names), so
// that walking a bit mask from its low bit lists regions in the order the engine lists its
// moves.
// clang-format off
enum Region : std::uint8_t
{
    a1, a2, a3, a4, a5, a6, a7, a8,
    b1, b2, b3, b4, b5, b6, b7, b8,
    BB, // blue_base, the samurai home
    c3, c4, c5, c6,
    d3, d4, d5, d6,
    e1, e2, e3, e4, e5, e6, e7, e8,
    f1, f2, f3, f4, f5, f6, f7, f8,
    RB, // red_base, the kokeshi home
    kRegions
};
// clang-format on
static_assert(kRegions == 42);

// clang-format off
inline constexpr const char *kRegionName[kRegions] = {
    "a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8",
    "b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8",
    "blue_base",
    "c3", "c4", "c5", "c6",
    "d3", "d4", "d5", "d6",
    "e1", "e2", "e3", "e4", "e5", "e6", "e7", "e8",
    "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8",
    "red_base"};
// clang-format on

enum Colour : std::uint8_t
{
    kRed,
    kYellow,
    kGreen
}; // the order of game.yaml's beads.colours

inline constexpr int kWidth = 6;
inline constexpr int kHeight = 8;
inline constexpr int kSides = 2;
inline constexpr int kFigures = 6;    // 0..2 kokeshi (side 0, moves first), 3..5 samurai
inline constexpr int kMaxPlies = 200; // end.max_plies
inline constexpr int kRepetition = 3; // end.repetition
inline constexpr Region kHome[kSides] = {RB, BB};
inline constexpr Region kGoal[kSides] = {BB, RB};

// The region of cell (x, y): columns a..f, rows 1..8 from the kokeshi end.
constexpr Region cellRegion(int x, int y)
{
    if (x == 2 || x == 3) {
        if (y <= 1)
            return RB;
        if (y >= 6)
            return BB;
        return static_cast<Region>((x == 2 ? c3 : d3) + (y - 2));
    }
    constexpr Region column[kWidth] = {a1, b1, c3, d3, e1, f1};
    return static_cast<Region>(column[x] + y);
}

struct Line
{
    Region a, b;
    Colour colour;
};

// The 74 lines of board.yaml (cards A..E placed as its slots say, plus its seam and gate
// lines), listed like the spec's Appendix A.
inline constexpr Line kLines[] = {
    {a1, b1, kYellow}, {a1, a2, kRed},    {b1, RB, kRed},    {b1, b2, kGreen},  {e1, RB, kYellow},
    {e1, f1, kRed},    {e1, e2, kGreen},  {f1, f2, kYellow}, {a2, b2, kGreen},  {a2, a3, kYellow},
    {b2, RB, kRed},    {b2, b3, kYellow}, {e2, RB, kYellow}, {e2, f2, kRed},    {e2, e3, kRed},
    {f2, f3, kGreen},  {a3, b3, kGreen},  {a3, a4, kRed},    {b3, c3, kRed},    {b3, b4, kYellow},
    {c3, RB, kGreen},  {c3, d3, kYellow}, {c3, c4, kGreen},  {d3, RB, kGreen},  {d3, e3, kRed},
    {d3, d4, kYellow}, {e3, f3, kYellow}, {e3, e4, kGreen},  {f3, f4, kRed},    {a4, b4, kYellow},
    {a4, a5, kGreen},  {b4, c4, kGreen},  {b4, b5, kRed},    {c4, d4, kRed},    {c4, c5, kYellow},
    {d4, e4, kGreen},  {d4, d5, kYellow}, {e4, f4, kYellow}, {e4, e5, kRed},    {f4, f5, kGreen},
    {a5, b5, kYellow}, {a5, a6, kRed},    {b5, c5, kGreen},  {b5, b6, kGreen},  {c5, d5, kRed},
    {c5, c6, kYellow}, {d5, e5, kGreen},  {d5, d6, kGreen},  {e5, f5, kYellow}, {e5, e6, kYellow},
    {f5, f6, kRed},    {a6, b6, kYellow}, {a6, a7, kGreen},  {b6, c6, kRed},    {b6, b7, kRed},
    {c6, d6, kYellow}, {c6, BB, kGreen},  {d6, e6, kRed},    {d6, BB, kGreen},  {e6, f6, kGreen},
    {e6, e7, kYellow}, {f6, f7, kYellow}, {a7, b7, kRed},    {a7, a8, kYellow}, {b7, BB, kYellow},
    {b7, b8, kGreen},  {e7, BB, kRed},    {e7, f7, kGreen},  {e7, e8, kGreen},  {f7, f8, kRed},
    {a8, b8, kRed},    {b8, BB, kYellow}, {e8, BB, kRed},    {e8, f8, kYellow}};
static_assert(sizeof kLines / sizeof kLines[0] == 74);

constexpr std::uint64_t bit(int region)
{
    return std::uint64_t{1} << region;
}

// The six start fields next to each base (board.yaml start_fields).
inline constexpr std::uint64_t kStartFields[kSides] = {
    bit(b1) | bit(b2) | bit(e1) | bit(e2) | bit(c3) | bit(d3),
    bit(b7) | bit(b8) | bit(e7) | bit(e8) | bit(c6) | bit(d6)};

// kStep[side][region][colour]: where a figure of `side` may step from `region` with a top
// bead of `colour` (when free): across a line of that colour, never into its own base.
using StepTable = std::array<std::array<std::array<std::uint64_t, 3>, kRegions>, kSides>;
constexpr StepTable makeStepTable()
{
    StepTable t{};
    for (int s = 0; s < kSides; ++s) {
        for (const Line &l : kLines) {
            if (l.b != kHome[s])
                t[s][l.a][l.colour] |= bit(l.b);
            if (l.a != kHome[s])
                t[s][l.b][l.colour] |= bit(l.a);
        }
    }
    return t;
}
inline constexpr StepTable kStep = makeStepTable();

// The jumps from a field over a neighbouring field (spec §3.7, jump.landing: row_behind,
// jump.double: row_after_next): the three cells beyond the jumped field, then the three
// after those, as region masks (off-board cells dropped). Sorted by the jumped field.
struct Jump
{
    std::uint8_t over;
    std::uint64_t behind1, behind2;
};
struct JumpList
{
    std::uint64_t over; // the fields jumped over, as a mask: most figures have no neighbour
    std::uint8_t count;
    Jump jump[4];
};
using JumpTable = std::array<JumpList, kRegions>;
constexpr JumpTable makeJumpTable()
{
    JumpTable t{};
    auto cellMask = [](int x, int y) {
        return x < 0 || y < 0 || x >= kWidth || y >= kHeight ? 0 : bit(cellRegion(x, y));
    };
    constexpr int kDir[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int y = 0; y < kHeight; ++y) {
        for (int x = 0; x < kWidth; ++x) {
            const Region r = cellRegion(x, y);
            if (r == RB || r == BB)
                continue;
            JumpList &list = t[r];
            for (const auto &d : kDir) {
                const int ox = x + d[0], oy = y + d[1];
                if (ox < 0 || oy < 0 || ox >= kWidth || oy >= kHeight)
                    continue;
                const Region o = cellRegion(ox, oy);
                if (o == RB || o == BB)
                    continue;
                const int px = d[1], py = d[0]; // perpendicular
                Jump j{o, 0, 0};
                for (int k = 1; k <= 2; ++k) {
                    const int cx = ox + k * d[0], cy = oy + k * d[1];
                    const std::uint64_t row =
                        cellMask(cx, cy) | cellMask(cx + px, cy + py) | cellMask(cx - px, cy - py);
                    (k == 1 ? j.behind1 : j.behind2) = row;
                }
                list.over |= bit(o);
                int i = list.count++;
                for (; i > 0 && list.jump[i - 1].over > o; --i)
                    list.jump[i] = list.jump[i - 1];
                list.jump[i] = j;
            }
        }
    }
    return t;
}
inline constexpr JumpTable kJumps = makeJumpTable();

// ---------------------------------------------------------------------------------------
// The engine's random number generator, copied (yardstick_rng.h): a seed means the same
// games in both.
using Rng = yardstick::Rng;

// ---------------------------------------------------------------------------------------
// The game.

enum class End : std::uint8_t
{
    None,
    BaseReached,
    Repetition,
    PlyLimit,
    NoMove // cannot happen under the default rules (a side always has a bead to pass)
};

enum Kind : std::uint8_t
{
    kSetup,   // f, to = start field, g = colour
    kStepTop, // f, to, g = recipient of the used bead
    kStepAll, // f, to, g = recipient of the whole stack
    kJump,    // f, to
    kHandoff, // f, to, g = the jumped team-mate, who gets the whole stack
    kPass     // f, g = recipient of f's top bead
};

struct Move
{
    Kind kind;
    std::uint8_t f, to, g;
};

// Enough for any position: at most 3 x (4 targets x 2 recipients x 2 modes + 4 directions
// x 3 landings x 2) + 6 passes = 126; the set-up has at most 6 fields x 3 colours.
inline constexpr int kMaxMoves = 128;

// The splitmix64 finaliser: spreads a figure's packed code over 64 bits for the key sum.
constexpr std::uint64_t mix(std::uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
inline constexpr std::uint64_t kSideKey[2] = {mix(0x5151), mix(0xa2a2)};

inline constexpr std::uint8_t kOther[kFigures][2] = {{1, 2}, {0, 2}, {0, 1},
                                                     {4, 5}, {3, 5}, {3, 4}};

class Game
{
public:
    void reset()
    {
        m_occ = 0;
        for (auto &w : m_who)
            w = -1;
        for (int f = 0; f < kFigures; ++f) {
            m_len[f] = 0;
            m_beads[f] = 0;
        }
        m_pairsLeft[0] = m_pairsLeft[1] = 0b111;
        m_placed = 0;
        m_toMove = 0;
        m_movePlies = 0;
        m_end = End::None;
        m_winner = -1;
        m_historySize = 0;
        m_keySum = 0;
        for (auto &k : m_figureKey)
            k = 0;
        for (auto &w : m_filter)
            w = 0;
    }

    bool over() const { return m_end != End::None; }
    End end() const { return m_end; }
    int winner() const { return m_winner; }
    int movePlies() const { return m_movePlies; }
    // end.no_move: lose. Unreachable under the default rules, kept for honesty.
    void noMove()
    {
        m_winner = static_cast<std::int8_t>(1 - m_toMove);
        m_end = End::NoMove;
    }

    // Every legal move, in the engine's order; returns how many.
    int legalMoves(Move *out) const
    {
        if (m_placed < kFigures)
            return setupMoves(out);
        int n = 0;
        const int s = m_toMove;
        const std::uint64_t free = ~m_occ;
        const std::uint64_t landable = free & ~bit(kHome[s]);
        for (int f = 3 * s; f < 3 * s + 3; ++f) {
            const int len = m_len[f];
            const int from = m_pos[f];
            const std::uint8_t g0 = kOther[f][0], g1 = kOther[f][1];
            if (len > 0) {
                const int top = (m_beads[f] >> (2 * (len - 1))) & 3;
                const std::uint64_t targets = kStep[s][from][top] & free;
                for (std::uint64_t t = targets; t; t &= t - 1) {
                    const auto to = static_cast<std::uint8_t>(std::countr_zero(t));
                    out[n++] = {kStepTop, static_cast<std::uint8_t>(f), to, g0};
                    out[n++] = {kStepTop, static_cast<std::uint8_t>(f), to, g1};
                }
                if (len >= 2) {
                    for (std::uint64_t t = targets; t; t &= t - 1) {
                        const auto to = static_cast<std::uint8_t>(std::countr_zero(t));
                        out[n++] = {kStepAll, static_cast<std::uint8_t>(f), to, g0};
                        out[n++] = {kStepAll, static_cast<std::uint8_t>(f), to, g1};
                    }
                }
            }
            const JumpList &jumps = kJumps[from];
            if (!(jumps.over & m_occ))
                continue;
            for (int k = 0; k < jumps.count; ++k) {
                const Jump &j = jumps.jump[k];
                const int o = m_who[j.over];
                if (o < 0)
                    continue;
                std::uint64_t land = j.behind1 & landable;
                if (!land) {
                    if (!(j.behind1 & m_occ))
                        continue;
                    land = j.behind2 & landable; // all three taken: the double jump
                }
                const bool plain = len == 0 || m_len[o] == 0;
                const bool handoff = len > 0 && o / 3 == s;
                for (; land; land &= land - 1) {
                    const auto to = static_cast<std::uint8_t>(std::countr_zero(land));
                    if (plain)
                        out[n++] = {kJump, static_cast<std::uint8_t>(f), to, 0};
                    if (handoff)
                        out[n++] = {kHandoff, static_cast<std::uint8_t>(f), to,
                                    static_cast<std::uint8_t>(o)};
                }
            }
        }
        for (int f = 3 * s; f < 3 * s + 3; ++f) {
            if (m_len[f] > 0) {
                out[n++] = {kPass, static_cast<std::uint8_t>(f), 0, kOther[f][0]};
                out[n++] = {kPass, static_cast<std::uint8_t>(f), 0, kOther[f][1]};
            }
        }
        return n;
    }

    void apply(const Move &m)
    {
        const int f = m.f;
        switch (m.kind) {
        case kSetup:
            m_beads[f] = static_cast<std::uint16_t>(m.g | m.g << 2);
            m_len[f] = 2;
            put(f, m.to);
            rekey(f);
            m_pairsLeft[m_toMove] &= static_cast<std::uint8_t>(~(1u << m.g));
            if (++m_placed == kFigures) {
                m_toMove = 0; // the first player, kokeshi
                record();
            } else {
                m_toMove = static_cast<std::uint8_t>(m_placed / 3);
            }
            return;
        case kStepTop:
            place(f, m.to);
            moveTop(f, m.g);
            break;
        case kStepAll:
            place(f, m.to);
            moveAll(f, m.g);
            break;
        case kJump:
            place(f, m.to);
            break;
        case kHandoff:
            moveAll(f, m.g);
            place(f, m.to);
            break;
        case kPass:
            moveTop(f, m.g);
            break;
        }
        rekey(f);
        if (m.kind != kJump)
            rekey(m.g);
        ++m_movePlies;
        if (m.kind != kPass && m.to == kGoal[m_toMove]) {
            m_winner = m_toMove;
            m_end = End::BaseReached;
            return;
        }
        m_toMove ^= 1;
        settle();
    }

    // The position key of the repetition rule (spec §9): the side to move and, per side, the
    // multiset of (field, bead stack). A sum of mixed per-figure codes does not depend on
    // which figure of a side is where, and is kept up to date move by move (rekey).
    std::uint64_t positionKey() const { return kSideKey[m_toMove] + m_keySum; }

private:
    int setupMoves(Move *out) const
    {
        int n = 0;
        const int s = m_toMove;
        const auto f = static_cast<std::uint8_t>(m_placed);
        for (std::uint64_t t = kStartFields[s] & ~m_occ; t; t &= t - 1) {
            const auto to = static_cast<std::uint8_t>(std::countr_zero(t));
            for (std::uint8_t c = 0; c < 3; ++c) {
                if (m_pairsLeft[s] >> c & 1)
                    out[n++] = {kSetup, f, to, c};
            }
        }
        return n;
    }

    void place(int f, int region)
    {
        m_occ &= ~bit(m_pos[f]);
        m_who[m_pos[f]] = -1;
        put(f, region);
    }
    void put(int f, int region)
    {
        m_pos[f] = static_cast<std::uint8_t>(region);
        m_occ |= bit(region);
        m_who[region] = static_cast<std::int8_t>(f);
    }
    void moveTop(int from, int to)
    {
        const int k = 2 * --m_len[from];
        const int bead = (m_beads[from] >> k) & 3;
        m_beads[from] = static_cast<std::uint16_t>(m_beads[from] & ~(3u << k));
        m_beads[to] = static_cast<std::uint16_t>(m_beads[to] | bead << (2 * m_len[to]++));
    }
    // transfer_order: preserve — the stack goes on top as it is, the used bead on top.
    void moveAll(int from, int to)
    {
        m_beads[to] = static_cast<std::uint16_t>(m_beads[to] | m_beads[from] << (2 * m_len[to]));
        m_len[to] = static_cast<std::uint8_t>(m_len[to] + m_len[from]);
        m_beads[from] = 0;
        m_len[from] = 0;
    }

    void rekey(int f)
    {
        const std::uint64_t key = figureKey(f);
        m_keySum += key - m_figureKey[f];
        m_figureKey[f] = key;
    }
    std::uint64_t figureKey(int f) const
    {
        return mix(0x9e3779b97f4a7c15ULL + (m_pos[f] | m_len[f] << 6 |
                                            static_cast<std::uint64_t>(m_beads[f]) << 9 |
                                            static_cast<std::uint64_t>(f / 3) << 21));
    }

    // A new turn: record the position, then the draw rules.
    void settle()
    {
        if (record() >= kRepetition)
            m_end = End::Repetition;
        else if (m_movePlies >= kMaxPlies)
            m_end = End::PlyLimit;
    }
    // Appends the position to the history; returns how often it has occurred now. A key
    // whose filter bit is clear is new, so only the others are counted.
    int record()
    {
        const std::uint64_t key = positionKey();
        m_history[m_historySize++] = key;
        const unsigned b = static_cast<unsigned>(key) & 1023;
        std::uint64_t &word = m_filter[b >> 6];
        const std::uint64_t mask = std::uint64_t{1} << (b & 63);
        if (!(word & mask)) {
            word |= mask;
            return 1;
        }
        int count = 0;
        for (int i = 0; i < m_historySize; ++i)
            count += m_history[i] == key;
        return count;
    }

    std::uint64_t m_occ = 0;
    std::int8_t m_who[64]; // the figure on each region, -1: free
    std::uint8_t m_pos[kFigures] = {};
    std::int8_t m_len[kFigures] = {};     // beads on each figure
    std::uint16_t m_beads[kFigures] = {}; // 2 bits a bead, bottom first
    std::uint8_t m_pairsLeft[kSides] = {};
    std::uint8_t m_placed = 0;
    std::uint8_t m_toMove = 0;
    std::int16_t m_movePlies = 0;
    End m_end = End::None;
    std::int8_t m_winner = -1;
    std::int16_t m_historySize = 0;
    std::uint64_t m_figureKey[kFigures] = {};
    std::uint64_t m_keySum = 0;
    std::uint64_t m_filter[16];
    std::uint64_t m_history[kMaxPlies + 1];
};

// One random game from the start, like the engine's benchmark playout (core/sim/benchmark.cpp
// + core/ai/random_agent.cpp): first one draw for the new game's own seed (the engine's
// garden state only uses it for first_player: random, so it is just skipped here), then a
// uniformly random legal move until the game is over. Returns the moves played, set-up
// placements included, as the benchmark counts them.
inline int randomPlayout(Game &game, Rng &rng)
{
    rng.next();
    game.reset();
    Move moves[kMaxMoves];
    int plies = 0;
    while (!game.over()) {
        const int n = game.legalMoves(moves);
        if (n == 0) {
            game.noMove();
            break;
        }
        game.apply(moves[rng.below(static_cast<std::uint32_t>(n))]);
        ++plies;
    }
    return plies;
}

} // namespace garden_yardstick
