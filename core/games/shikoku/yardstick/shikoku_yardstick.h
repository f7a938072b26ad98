// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick for the Shikoku rules engine: a hand-written, single-purpose simulator of
// uniformly random games of Shikoku (data/games/shikoku/spec.md) with the DEFAULT rules and the
// player count of the engine's benchmark only, written to go fast. The engine's speed goal is
// "every game's playouts at least half as fast as hand-written single-purpose code"; this is
// that code.
//
// It plays exactly the engine's game (core/games/shikoku/shikoku_state.cpp): the same deal
// (the deck shuffled, three cards a seat from its top, then the setup line with the seats
// shuffled onto it), the same actions (play one hand card; draft one card of the previous
// line), listed in the engine's order (ascending card values), the same climb, freeze, end and
// refill rules, and even the same random number generator used in the same places, so one
// seed gives the same games as the engine's benchmark. Hands, lines and the draft pool are
// bit sets of card values; deck and discard pile are fixed arrays.
//
// Deliberately header-only and free of the engine: tst_shikoku_yardstick checks it against
// the engine, shikoku_yardstick.cpp is the command-line program.
#pragma once

#include "yardstick_rng.h"

#include <bit>
#include <cstdint>

namespace shikoku_yardstick {

// ---------------------------------------------------------------------------------------
// The default data, from data/games/shikoku/game.yaml (rules) and deck.yaml (deck).

// `kotatsu-cli bench` plays clamp(4, players.min, players.max) seats (app/cli/
// command_bench.cpp), which is 4 for Shikoku's 3..8.
inline constexpr int kPlayers = 4;
inline constexpr int kCards = 33;     // deck.values: [1, 33]
inline constexpr int kHandSize = 3;   // rules.hand_size
inline constexpr int kPagoda = 33;    // rules.steps_to_pagoda
inline constexpr int kStartStep = 1;  // rules.start_step
inline constexpr int kDraftCount = 3; // everybody but the last of the line drafts

// deck.sandals: the steps each card climbs (the spec's placeholder table, §2.1).
// clang-format off
inline constexpr std::uint8_t kSandals[kCards + 1] = {
    0, // no card 0
    1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6,
    1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3};
// clang-format on

// rules.frozen_positions.by_players.4: [1] — bit i: line index i (0 = lowest card) stays.
inline constexpr std::uint32_t kFrozenLineIndices = 1u << 1;
// rules.winner_positions.by_players.4: {top: [2]} — the second level from the top wins.
inline constexpr int kWinningLevelFromTop = 2;

// With rules.setup_move everybody climbs at setup, but nobody can reach the pagoda that way,
// so a game never ends before its first action (the engine checks; this needs not).
constexpr int maxSandals()
{
    int most = 0;
    for (int s : kSandals)
        most = s > most ? s : most;
    return most;
}
static_assert(kStartStep + maxSandals() < kPagoda);

// The draw of the refill never finds deck and discard pile both empty, so the engine's
// fallback (the last player takes the undrafted card) cannot happen: at every draw the hands
// hold 2 cards each, the line and the previous line 4 each, and the other 17 cards are in the
// deck or the discard pile.
static_assert(kCards - kPlayers * (kHandSize - 1) - 2 * kPlayers > 0);

// ---------------------------------------------------------------------------------------
// The engine's random number generator, copied (yardstick_rng.h): a seed means the same
// games in both.
using Rng = yardstick::Rng;

// ---------------------------------------------------------------------------------------
// The game.

// A set of cards: bit v is card v. Walking it from the low bit lists the cards in ascending
// order, which is the engine's order of hands, lines and the draft pool.
using CardSet = std::uint64_t;

constexpr CardSet cardBit(int card)
{
    return CardSet{1} << card;
}

// The most actions of a decision: a hand of 3 to play from, or a pool of 4 to draft from.
inline constexpr int kMaxMoves = kPlayers;

class Game
{
public:
    // A new game, as the engine's ShikokuState(definition, kPlayers, seed) deals it.
    void reset(std::uint64_t seed)
    {
        m_rng.reseed(seed);
        for (int i = 0; i < kCards; ++i)
            m_deck[i] = static_cast<std::uint8_t>(i + 1);
        m_rng.shuffle(m_deck, kCards);
        m_deckSize = kCards;
        m_discardSize = 0;
        for (int seat = 0; seat < kPlayers; ++seat) {
            m_steps[seat] = kStartStep;
            m_hand[seat] = 0;
            for (int k = 0; k < kHandSize; ++k)
                m_hand[seat] |= cardBit(m_deck[--m_deckSize]);
        }
        // The setup line: one revealed card for each seat, the seats in random order, sorted
        // ascending; its order is the first round's turn order. Everybody climbs.
        std::uint8_t seats[kPlayers];
        for (int seat = 0; seat < kPlayers; ++seat)
            seats[seat] = static_cast<std::uint8_t>(seat);
        m_rng.shuffle(seats, kPlayers);
        CardSet setupLine = 0;
        for (int i = 0; i < kPlayers; ++i) {
            const int card = m_deck[--m_deckSize];
            m_owner[card] = seats[i];
            setupLine |= cardBit(card);
        }
        int i = 0;
        for (CardSet c = setupLine; c; c &= c - 1) {
            const int seat = m_owner[std::countr_zero(c)];
            m_turnOrder[i++] = static_cast<std::uint8_t>(seat);
            m_steps[seat] = static_cast<std::int8_t>(m_steps[seat] + kSandals[std::countr_zero(c)]);
        }
        m_previousLine = setupLine;
        m_line = 0;
        m_pool = 0;
        m_phase = Phase::Play;
        m_turn = 0;
        m_reshuffles = 0;
    }

    bool over() const { return m_phase == Phase::Over; }
    int step(int seat) const { return m_steps[seat]; }
    int reshuffles() const { return m_reshuffles; }

    // Every legal action, as the card it plays or drafts, in the engine's order (ascending);
    // returns how many.
    int legalMoves(std::uint8_t *out) const
    {
        int n = 0;
        for (CardSet c = m_phase == Phase::Play ? m_hand[m_turnOrder[m_turn]] : m_pool; c;
             c &= c - 1)
            out[n++] = static_cast<std::uint8_t>(std::countr_zero(c));
        return n;
    }

    void apply(int card)
    {
        // The draft order is the new line's turn order without its last seat, so in both
        // phases the seat to act is the turn order's m_turn-th.
        const int seat = m_turnOrder[m_turn];
        if (m_phase == Phase::Play) {
            m_hand[seat] &= ~cardBit(card);
            m_line |= cardBit(card);
            m_owner[card] = static_cast<std::uint8_t>(seat);
            if (++m_turn == kPlayers)
                resolveRound();
        } else {
            m_pool &= ~cardBit(card);
            m_hand[seat] |= cardBit(card);
            if (++m_turn == kDraftCount)
                finishDraft();
        }
    }

    // The seats that won, one bit each: the pilgrims on the second-highest occupied step
    // (tie_mode: levels). None when all stand on one step (a draw; it cannot happen, since
    // the frozen pilgrim never reaches the pagoda).
    unsigned winners() const
    {
        static_assert(kWinningLevelFromTop == 2, "the second level is the one below the top");
        std::uint64_t levels = 0; // bit s: a pilgrim stands on step s
        for (int seat = 0; seat < kPlayers; ++seat)
            levels |= std::uint64_t{1} << m_steps[seat];
        const std::uint64_t belowTop = levels & ~std::bit_floor(levels);
        if (!belowTop)
            return 0;
        const int winningStep = static_cast<int>(std::bit_width(belowTop)) - 1;
        unsigned out = 0;
        for (int seat = 0; seat < kPlayers; ++seat)
            out |= static_cast<unsigned>(m_steps[seat] == winningStep) << seat;
        return out;
    }

private:
    enum class Phase : std::uint8_t
    {
        Play,
        Draft,
        Over
    };

    // Climb (frozen places stay, overshoot: cap), then the end check, the rotation of the
    // lowest card to the end, the last seat's draw and the start of the draft.
    void resolveRound()
    {
        bool reachedPagoda = false;
        std::uint8_t ascending[kPlayers];
        int i = 0;
        for (CardSet c = m_line; c; c &= c - 1, ++i) {
            const int card = std::countr_zero(c);
            const int seat = m_owner[card];
            ascending[i] = static_cast<std::uint8_t>(seat);
            if (kFrozenLineIndices >> i & 1u)
                continue;
            int to = m_steps[seat] + kSandals[card];
            if (to >= kPagoda) {
                to = kPagoda;
                reachedPagoda = true;
            }
            m_steps[seat] = static_cast<std::int8_t>(to);
        }
        if (reachedPagoda) {
            m_phase = Phase::Over;
            return;
        }
        for (i = 0; i + 1 < kPlayers; ++i)
            m_turnOrder[i] = ascending[i + 1];
        m_turnOrder[kPlayers - 1] = ascending[0];
        m_pool = m_previousLine;
        m_previousLine = m_line;
        m_line = 0;
        draw(m_turnOrder[kPlayers - 1]);
        m_phase = Phase::Draft;
        m_turn = 0;
    }

    // on_empty_deck: reshuffle_discard — the discard pile, in the order it was laid down,
    // shuffled into a new deck.
    void draw(int seat)
    {
        if (m_deckSize == 0) {
            for (int i = 0; i < m_discardSize; ++i)
                m_deck[i] = m_discard[i];
            m_deckSize = m_discardSize;
            m_discardSize = 0;
            m_rng.shuffle(m_deck, m_deckSize);
            ++m_reshuffles;
        }
        m_hand[seat] |= cardBit(m_deck[--m_deckSize]);
    }

    // refill.leftover: discard — the one card nobody drafted.
    void finishDraft()
    {
        m_discard[m_discardSize++] = static_cast<std::uint8_t>(std::countr_zero(m_pool));
        m_pool = 0;
        m_phase = Phase::Play;
        m_turn = 0;
    }

    Rng m_rng; // the game's own chance: the deal and the reshuffles
    CardSet m_hand[kPlayers] = {};
    CardSet m_previousLine = 0;            // the cards of the last round (the setup line at first)
    CardSet m_line = 0;                    // the cards played this round
    CardSet m_pool = 0;                    // the cards left to draft
    std::uint8_t m_owner[kCards + 1] = {}; // the seat whose pilgrim is on a line card
    std::uint8_t m_turnOrder[kPlayers] = {};
    std::int8_t m_steps[kPlayers] = {};
    Phase m_phase = Phase::Play;
    std::uint8_t m_turn = 0;
    std::uint8_t m_deckSize = 0; // the top is the last
    std::uint8_t m_discardSize = 0;
    std::uint16_t m_reshuffles = 0;
    std::uint8_t m_deck[kCards] = {};
    std::uint8_t m_discard[kCards] = {};
};

// One random game from the start, like the engine's benchmark playout (core/sim/benchmark.cpp
// + core/ai/random_agent.cpp): one draw of `rng` seeds the new game's own generator (deal and
// reshuffles), then `rng` picks a uniformly random legal action until the game is over.
// Returns the actions played, as the benchmark counts them.
inline int randomPlayout(Game &game, Rng &rng)
{
    game.reset(rng.next());
    std::uint8_t moves[kMaxMoves];
    int plies = 0;
    while (!game.over()) {
        const int n = game.legalMoves(moves);
        game.apply(moves[rng.below(static_cast<std::uint32_t>(n))]);
        ++plies;
    }
    return plies;
}

} // namespace shikoku_yardstick
