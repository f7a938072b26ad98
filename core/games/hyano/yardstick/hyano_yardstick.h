// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick for the Hyano rules engine: a hand-written, single-purpose simulator of
// uniformly random games of Hyano (data/games/hyano/spec.md) with the DEFAULT rules only,
// written to go fast. The engine's speed goal is "every game's playouts at least half as fast
// as hand-written single-purpose code"; this is that code.
//
// It plays exactly the engine's game (core/games/hyano): the same deal (the 55 card ids
// shuffled, then dealt round robin onto six piles, the top card of each turned up), the same
// random first sage, the same legal actions in every position (predict a pile showing a
// card; open with any face-up card; play a face-up card that matches the top card, a Sun once
// per value it may be declared as), the same round ends (the predicted card played; no card
// fits) and the same end (two piles used up, checked after the refresh). It even lists the
// actions in the engine's order and uses the engine's random number generator the same way,
// so one seed gives the same games as the engine's benchmark.
//
// The rules are those of data/games/hyano/game.yaml (rules:) and the deck those of
// data/games/hyano/deck.yaml (deck:), baked in below; nothing is read at run time.
// Deliberately header-only and free of the engine: tst_hyano_yardstick checks it against
// the engine, hyano_yardstick.cpp is the command-line program.
#pragma once

#include "yardstick_rng.h"

#include <array>
#include <bit>
#include <cstdint>

namespace hyano_yardstick {

// ---------------------------------------------------------------------------------------
// The deck (deck.yaml: values [1, 10], suns_per_colour: 1, five colours) and the rules
// (game.yaml: piles: 6, end_when_empty_piles: 2, players {min: 2, max: 5}).
inline constexpr int kColours = 5; // blue, red, yellow, green, black
inline constexpr int kMinValue = 1;
inline constexpr int kMaxValue = 10;
inline constexpr int kCardsPerColour = kMaxValue - kMinValue + 1 + 1; // the values, then a Sun
inline constexpr int kCards = kColours * kCardsPerColour;
inline constexpr int kPiles = 6;
inline constexpr int kEmptyPilesToEnd = 2;
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 5;
// `kotatsu-cli bench` plays with clamp(4, min players, max players) seats
// (app/cli/command_bench.cpp).
inline constexpr int kBenchPlayers = 4;
static_assert(kCards == 55);

inline constexpr std::uint8_t kNoCard = 255;
inline constexpr int kNoColour = 255; // no card has it: the opening matches no top card

// A card id is the engine's (Params::cards): colour by colour, values ascending, then the Sun.
struct Card
{
    std::uint8_t colour;
    std::uint8_t value; // 0 for a Sun, which takes the value declared for it
    bool sun;
};
constexpr std::array<Card, kCards> makeCards()
{
    std::array<Card, kCards> cards{};
    for (int id = 0; id < kCards; ++id) {
        const int rank = id % kCardsPerColour;
        const bool sun = rank == kCardsPerColour - 1;
        cards[static_cast<std::size_t>(id)] = {
            static_cast<std::uint8_t>(id / kCardsPerColour),
            static_cast<std::uint8_t>(sun ? 0 : kMinValue + rank), sun};
    }
    return cards;
}
inline constexpr std::array<Card, kCards> kCardTable = makeCards();

// Sets of values are masks with bit v for value v.
inline constexpr auto kAllValues =
    static_cast<std::uint16_t>(((1u << (kMaxValue + 1)) - 1) & ~((1u << kMinValue) - 1));

// The values a card must have to follow a top card of value `top`: the same value or one
// next to it (adjacent_wraps: false, so 10 and 1 do not touch).
constexpr std::uint16_t nearValues(int top)
{
    return static_cast<std::uint16_t>((7u << (top - 1)) & kAllValues);
}

// ---------------------------------------------------------------------------------------
// The engine's random number generator, copied (yardstick_rng.h): a seed means the same
// games in both.
using Rng = yardstick::Rng;

// ---------------------------------------------------------------------------------------
// The game.

// A placement: the face-up card of `pile`, as `value` (its own value, or the one declared for
// a Sun). The engine's action has the same pile and, for a Sun, the same declared value.
struct Move
{
    std::uint8_t pile;
    std::uint8_t value;
};

// Enough for any placement list: at most five Suns face up, each with at most ten values, and
// one numbered card.
inline constexpr int kMaxMoves = 64;

class Game
{
public:
    explicit Game(int players = kBenchPlayers) : m_players(players) {}

    int players() const { return m_players; }
    bool over() const { return m_over; }
    int rounds() const { return m_rounds; }
    int score(int seat) const { return m_score[seat]; }

    // A new game, as the engine's state does from its own seed: shuffle the card ids, deal
    // them round robin (card i onto pile i mod 6, the last dealt on top, so pile 0 gets 10),
    // turn up each pile's top card, then draw the first sage (first_sage: random).
    void deal(std::uint64_t seed)
    {
        Rng rng(seed);
        for (int id = 0; id < kCards; ++id)
            m_deck[id] = static_cast<std::uint8_t>(id);
        rng.shuffle(m_deck);
        m_upPiles = 0;
        m_emptyPiles = 0;
        for (auto &values : m_ringValues)
            values = 0;
        for (int pile = 0; pile < kPiles; ++pile) {
            m_faceDown[pile] = static_cast<std::uint8_t>((kCards - 1 - pile) / kPiles + 1);
            m_faceUp[pile] = kNoCard;
            turnUp(pile);
        }
        m_sage = static_cast<int>(rng.below(static_cast<std::uint32_t>(m_players)));
        for (auto &s : m_score)
            s = 0;
        m_rounds = 1;
        m_over = false;
    }

    // The piles the sage may predict: those showing a card, as a mask.
    unsigned faceUpPiles() const { return m_upPiles; }

    void predict(int pile)
    {
        m_predicted = pile;
        m_playedPiles = 0;
        m_centreCards = 0;
    }

    // The opening card: any face-up card, a Sun as any value it may take. Returns how many.
    int openings(Move *out) const { return placements(out, kAllValues, kNoColour); }

    // The cards that may follow the top card: the same colour, the same value or a value next
    // to it (match_rules: all three); mandatory_play, so there is no pass. Returns how many.
    int plays(Move *out) const { return placements(out, nearValues(m_topValue), m_topColour); }

    void place(const Move &move)
    {
        const int pile = move.pile;
        const Card &card = kCardTable[m_faceUp[pile]];
        m_topColour = card.colour;
        m_topValue = move.value;
        if (!card.sun)
            m_ringValues[card.colour] &= static_cast<std::uint16_t>(~(1u << card.value));
        m_faceUp[pile] = kNoCard;
        m_upPiles &= ~(1u << pile);
        m_playedPiles |= 1u << pile;
        ++m_centreCards;
    }

    // round_end_mode: stop_on_prediction. Piles are not refreshed during a round, so the card
    // of the predicted pile has been played exactly when that pile has played a card.
    bool predictionPlayed() const { return (m_playedPiles >> m_predicted) & 1; }

    // The round is over: the sage takes the centre on success, else it leaves the game
    // (on_failure: remove_from_game); the piles that played turn up their next card; two
    // used-up piles end the game; else the sage role passes left.
    void endRound(bool success)
    {
        if (success)
            m_score[m_sage] += m_centreCards;
        for (unsigned piles = m_playedPiles; piles; piles &= piles - 1) {
            const int pile = std::countr_zero(piles);
            if (m_faceDown[pile] == 0)
                ++m_emptyPiles; // a pile is never refilled, so it stays used up
            else
                turnUp(pile);
        }
        // No face-up card left at all implies six used-up piles, so this covers that end too.
        if (m_emptyPiles >= kEmptyPilesToEnd) {
            m_over = true;
            return;
        }
        m_sage = (m_sage + 1) % m_players;
        ++m_rounds;
    }

    // The engine's outcome (tie: shared): the seats with the most cards win, as a mask; it is
    // a draw when that is every seat.
    unsigned winners() const
    {
        int best = 0;
        for (int s = 0; s < m_players; ++s)
            best = m_score[s] > best ? m_score[s] : best;
        unsigned mask = 0;
        for (int s = 0; s < m_players; ++s)
            mask |= (m_score[s] == best ? 1u : 0u) << s;
        return mask;
    }
    bool draw() const { return winners() == (1u << m_players) - 1; }

private:
    // The face-up cards in pile order, a Sun once per value in `sunValues` (ascending) that no
    // numbered card of its colour face up in the ring has (sun_forbidden_values: ring). A
    // numbered card qualifies when its value is in `near` or its colour is `colour`; a Sun of
    // `colour` may take any allowed value.
    int placements(Move *out, std::uint16_t near, int colour) const
    {
        int n = 0;
        for (unsigned piles = m_upPiles; piles; piles &= piles - 1) {
            const auto pile = static_cast<std::uint8_t>(std::countr_zero(piles));
            const Card &card = kCardTable[m_faceUp[pile]];
            if (!card.sun) {
                if (card.colour == colour || ((near >> card.value) & 1))
                    out[n++] = {pile, card.value};
                continue;
            }
            std::uint16_t values = kAllValues & ~m_ringValues[card.colour];
            if (card.colour != colour)
                values &= near;
            for (; values; values &= static_cast<std::uint16_t>(values - 1))
                out[n++] = {pile, static_cast<std::uint8_t>(std::countr_zero(values))};
        }
        return n;
    }

    void turnUp(int pile)
    {
        const std::uint8_t id = m_deck[pile + kPiles * --m_faceDown[pile]];
        m_faceUp[pile] = id;
        m_upPiles |= 1u << pile;
        const Card &card = kCardTable[id];
        if (!card.sun)
            m_ringValues[card.colour] |= static_cast<std::uint16_t>(1u << card.value);
    }

    int m_players;
    // Pile p holds the dealt cards m_deck[p], m_deck[p + 6], ...; the first m_faceDown[p] of
    // them are still face down, the next one is the one turned up last.
    std::uint8_t m_deck[kCards] = {};
    std::uint8_t m_faceDown[kPiles] = {};
    std::uint8_t m_faceUp[kPiles] = {};
    unsigned m_upPiles = 0;
    int m_emptyPiles = 0;
    std::uint16_t m_ringValues[kColours] = {}; // the numbered face-up cards' values per colour
    // The round. Who plays which follower card does not matter: every player draws from the
    // same shared pool at random, and only the sage scores, so the turn is not kept.
    int m_predicted = 0;
    unsigned m_playedPiles = 0;
    int m_centreCards = 0;
    int m_topColour = 0;
    int m_topValue = 0;
    int m_sage = 0;
    int m_score[kMaxPlayers] = {};
    int m_rounds = 0;
    bool m_over = true;
};

// One random game from the start, like the engine's benchmark playout (core/sim/benchmark.cpp
// + core/ai/random_agent.cpp): one draw for the new game's own seed, then a uniformly random
// legal action until the game is over. Returns the actions played (predictions, openings and
// plays), as the benchmark counts them.
inline int randomPlayout(Game &game, Rng &rng)
{
    game.deal(rng.next());
    Move moves[kMaxMoves];
    int plies = 0;
    do {
        // The prediction: the k-th pile showing a card, the engine listing them in pile order.
        unsigned piles = game.faceUpPiles();
        for (auto k = rng.below(static_cast<std::uint32_t>(std::popcount(piles))); k > 0; --k)
            piles &= piles - 1;
        game.predict(std::countr_zero(piles));
        ++plies;
        int n = game.openings(moves);
        for (;;) {
            game.place(moves[rng.below(static_cast<std::uint32_t>(n))]);
            ++plies;
            if (game.predictionPlayed()) {
                game.endRound(true);
                break;
            }
            n = game.plays(moves);
            if (n == 0) {
                game.endRound(false);
                break;
            }
        }
    } while (!game.over());
    return plies;
}

} // namespace hyano_yardstick
