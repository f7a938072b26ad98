// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_state.h"
#include "games/shikoku/shikoku_definition.h"
#include "util/bit_set.h"
#include "util/fixed_vector.h"

#include <memory>

namespace kotatsu::shikoku {

// Hands and the draft pool are sets, not lists: a random playout adds and takes cards and
// lists them in ascending order on every action, which a set does with a few bit operations
// (it was a third of a playout as sorted lists). Bit i is the card of value lowest + i: a
// deck is one range of at most kMaxCards values, so two words hold any deck where values
// (up to kMaxCardValue) would need four.
using CardSet = BitSet<kMaxCards>;

struct LineEntry
{
    std::uint8_t card = 0;
    std::uint8_t player = 0;
    bool operator==(const LineEntry &) const = default;
};

// What happened when the last round's line was resolved, for the views.
struct RoundReport
{
    int round = 0;
    struct Climb
    {
        LineEntry entry;
        bool frozen = false;
        std::int16_t from = 0;
        std::int16_t to = 0;
    };
    FixedVector<Climb, kMaxPlayers> line; // the sorted line as it was resolved
    int drewFromDeck = -1;                // seat that drew a card, or -1
    bool reshuffled = false;
    int leftover = -1; // the card nobody drafted
    // For the log (the observation's events): the ply of the action that set each part off
    // (-1: not this round), the card drawn (its owner sees it) and who took the leftover.
    int resolvedPly = -1; // the play that completed the line: the climbs
    int drawPly = -1;     // the action after which drewFromDeck drew
    int drawnCard = -1;
    int draftEndPly = -1;   // the draft that ended the round: the leftover
    int leftoverTaker = -1; // the last seat took the undrafted card (the deck was empty)
    int takenLeftover = -1; // that card
};

// One game of Shikoku (spec: data/games/shikoku/spec.md). Cards are identified by their value.
class ShikokuState final : public GameState
{
public:
    enum class Phase : std::uint8_t
    {
        Play,
        Draft,
        Over
    };

    ShikokuState(std::shared_ptr<const ShikokuDefinition> definition, int players,
                 std::uint64_t seed);

    const GameDefinition &definition() const override { return *m_def; }
    int numPlayers() const override { return m_players; }
    // Inline: apply() and legalActions() ask it on every action.
    int currentPlayer() const override
    {
        switch (m_phase) {
        case Phase::Play:
            return m_prevLine[static_cast<std::size_t>(m_turn)].player;
        case Phase::Draft:
            return m_draftOrder[static_cast<std::size_t>(m_turn)];
        case Phase::Over:
            break;
        }
        return kTerminalPlayer;
    }
    using GameState::legalActions;
    void legalActions(std::vector<Action> &out) const override;
    void apply(const Action &action) override;
    std::string actionToString(const Action &action) const override;
    Json describeAction(const Action &action) const override;
    std::vector<std::string> tableParts(int seat) const override; // shikoku_table_parts.cpp
    bool isTerminal() const override { return m_phase == Phase::Over; }
    Outcome outcome() const override;
    std::unique_ptr<GameState> clone() const override;
    Json observation(int seat) const override;
    // The inverse of observation(kOmniscient) (shikoku_position.cpp, docs/scenarios.md).
    bool loadPosition(const Json &omniscient, std::string *error) override;
    std::unique_ptr<GameState> resampleHidden(int seat, Rng &rng) const override;
    std::uint64_t revealCount() const override { return m_reveals; }
    std::uint64_t revealCountFor(int seat) const override;
    int plyCount() const override { return m_plies; }
    double heuristicValue(int seat) const override;
    void heuristicValues(std::vector<double> &out) const override;
    int playRandomly(Rng &rng, std::vector<Action> &scratch, int maxPlies) override;
    std::string checkInvariants() const override;

    // Read access for tests and views.
    Phase phase() const { return m_phase; }
    int round() const { return m_round; }
    int step(int seat) const { return m_steps[static_cast<std::size_t>(seat)]; }
    // A hand and the pool in ascending order.
    FixedVector<std::uint8_t, kMaxHand + 1> hand(int seat) const;
    const FixedVector<LineEntry, kMaxPlayers> &previousLine() const { return m_prevLine; }
    FixedVector<LineEntry, kMaxPlayers> line() const; // ascending
    FixedVector<std::uint8_t, kMaxPlayers> pool() const;
    const FixedVector<std::uint8_t, kMaxCards> &deck() const { return m_deck; } // top = back
    const FixedVector<std::uint8_t, kMaxCards> &discard() const { return m_discard; }
    const RoundReport &lastRound() const { return m_report; }
    int reshuffles() const { return m_reshuffles; }

private:
    const Params &params() const { return m_def->params(); }
    std::uint32_t frozenMask() const;
    // What the last action set off, as observation(seat) shows it (the card a seat drew only
    // to that seat).
    Json eventsJson(int seat) const;
    void applyCard(std::uint8_t card); // apply() of the play or draft of `card`
    int climb(int seat, int sandals);  // returns the new step
    std::size_t bitOf(int card) const { return static_cast<std::size_t>(card - m_lowestCard); }
    std::uint8_t cardAt(std::size_t bit) const
    {
        return static_cast<std::uint8_t>(bit + m_lowestCard);
    }
    void resolveRound();
    void finishDraft();
    bool drawInto(int seat);
    std::vector<std::vector<int>> levels() const; // players grouped by step, highest first
    // heuristicValue() of `seat` given levels().
    double heuristicValueAt(int seat, const std::vector<std::vector<int>> &groups) const;
    // Which places win (counted from the top or the bottom) and the level each one names.
    struct WinningPlace
    {
        bool fromTop = true;
        int place = 0;
        int level = 0; // index into levels()
    };
    std::vector<WinningPlace> winningPlaces(std::size_t levelCount) const;
    std::vector<int> winners() const;

    std::shared_ptr<const ShikokuDefinition> m_def;
    int m_players = 0;
    std::uint8_t m_lowestCard = 0; // the card of bit 0 in a CardSet
    Phase m_phase = Phase::Play;
    int m_round = 1;
    int m_turn = 0; // index into the previous line (play) or the draft order (draft)
    int m_plies = 0;
    std::uint64_t m_reveals = 0;
    // What revealCountFor() counts: cards a seat alone saw (drawn from the deck), and cards
    // every seat saw but their owner, who played them from a hidden hand.
    std::array<std::uint32_t, kMaxPlayers> m_seenAlone{};
    std::array<std::uint32_t, kMaxPlayers> m_shownBy{};
    std::uint32_t m_shown = 0;
    int m_reshuffles = 0;
    // For statistics only: pilgrims held back by a frozen place, and the sandals they lost.
    int m_frozen = 0;
    int m_frozenSandals = 0;
    std::uint32_t m_arrivalClock = 0;

    std::array<std::int16_t, kMaxPlayers> m_steps{};
    std::array<std::uint32_t, kMaxPlayers> m_arrival{};
    std::array<CardSet, kMaxPlayers> m_hands{};
    // Cards in a hand that every player saw being drafted (public knowledge).
    std::array<CardSet, kMaxPlayers> m_known{};
    FixedVector<LineEntry, kMaxPlayers> m_prevLine; // this round's turn order
    // Whether the previous line's cards still lie on the table. With others_source:
    // current_line they were drafted already and the line only keeps the turn order.
    bool m_prevLineOnTable = true;
    // The cards played this round and whose pilgrim stands on each (by bit): a set keeps
    // them in order without a sorted insertion, whose branches a random card mispredicts.
    CardSet m_lineCards;
    std::array<std::uint8_t, kMaxCards> m_lineOwners{};
    CardSet m_pool; // cards open for the draft
    FixedVector<std::uint8_t, kMaxPlayers> m_draftOrder;
    int m_lastSeat = -1;          // the seat that refills from the deck this round
    bool m_lastNeedsCard = false; // it has not drawn yet (empty deck, or draw after draft)
    FixedVector<std::uint8_t, kMaxCards> m_deck;
    FixedVector<std::uint8_t, kMaxCards> m_discard;
    RoundReport m_report;
    // The setup line climbed (rules.setup_move) and nobody has moved since: the first
    // observation's events show those climbs. loadPosition() clears it.
    bool m_setupClimbed = false;
    Rng m_rng;
};

} // namespace kotatsu::shikoku
