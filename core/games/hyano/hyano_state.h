// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_state.h"
#include "engine/random_playout.h"
#include "games/hyano/hyano_definition.h"
#include "util/fixed_vector.h"

#include <array>
#include <bitset>
#include <memory>

namespace kotatsu::hyano {

inline constexpr std::uint8_t kNoCard = 255;

using CardSet = std::bitset<kMaxCards>;

// A card in the centre pile.
struct Played
{
    std::uint8_t card = kNoCard;
    std::uint8_t value = 0;  // the printed value, or the value declared for a Sun
    std::uint8_t pile = 0;   // the pile it came from
    std::uint8_t player = 0; // who placed it (the sage for the opening card)
};

// How the last finished round came out, for the reveal in the views.
struct RoundReport
{
    int round = 0; // 0 until a round has finished
    int sage = -1;
    int predictedPile = -1;
    int predictedCard = -1;
    bool success = false;
    FixedVector<Played, kMaxCards> cards; // the round's centre pile, in play order
    int won = 0;      // cards the sage took (the round's cards and any carried pot)
    int removed = 0;  // cards removed from the game
    int carried = 0;  // cards left in the centre for a later sage (on_failure: leave_in_centre)
    int turnedUp = 0; // cards turned face up by the refresh
};

// One game of Hyano (spec: data/games/hyano/spec.md). Seats sit clockwise: seat s + 1 is the
// left neighbour of seat s. Cards are ids into Params::cards.
//
// observation(seat) is a JSON object:
//   phase            "predict" | "open" | "play" | "over"
//   round            1-based number of the round in progress (of the last round once over)
//   ply              actions applied so far
//   viewer           the seat observing (-1 = omniscient)
//   current_player   the seat to move, -1 once over
//   sage, first_sage seats
//   prediction       {pile, card} for the sage (and omniscient) once predicted; else null.
//                    `card` is the card that lay face up on that pile when predicted.
//   piles            [{symbol: "S0", face_up: card id | null, face_down: count}] per pile
//   centre           [{card, value, pile, player}] this round's cards in play order; `value`
//                    is the printed value or the value declared for a Sun
//   top              {card, value} of the centre's top card, or null
//   pot              [card ids] carried from failed rounds (on_failure: leave_in_centre)
//   passes           consecutive passes this round (only with mandatory_play: false)
//   scores           [cards won] per seat (public: every card's fate is seen by all)
//   prophecies       [successful prophecies] per seat
//   sage_rounds      [rounds as sage] per seat
//   removed          count of cards removed from the game
//   last_round       null before the first round ends, else {round, sage, predicted_pile,
//                    predicted_card, success, cards: [{card, value, pile, player}], won,
//                    removed, carried, turned_up}. The prediction is revealed when the round
//                    ends; with reveal_on_failure: false a failed prediction shows null to
//                    everybody but that round's sage.
//   outcome          Outcome::toJson() once over
// kOmniscient adds: face_down [[card ids, top first] per pile] and rng [4 hex words].
class HyanoState final : public GameState
{
public:
    enum class Phase : std::uint8_t
    {
        Predict,
        Open,
        Play,
        Over
    };

    HyanoState(std::shared_ptr<const HyanoDefinition> definition, int players, std::uint64_t seed);

    const GameDefinition &definition() const override { return *m_def; }
    int numPlayers() const override { return m_players; }
    int currentPlayer() const override;
    void legalActions(std::vector<Action> &out) const override;
    void apply(const Action &action) override;
    std::string actionToString(const Action &action) const override;
    Json describeAction(const Action &action) const override;
    std::vector<std::string> tableParts(int seat) const override; // hyano_table_parts.cpp
    bool isTerminal() const override { return m_phase == Phase::Over; }
    Outcome outcome() const override;
    std::unique_ptr<GameState> clone() const override;
    Json observation(int seat) const override;
    // The inverse of observation(kOmniscient) (hyano_position.cpp, docs/scenarios.md).
    bool loadPosition(const Json &omniscient, std::string *error) override;
    std::unique_ptr<GameState> resampleHidden(int seat, Rng &rng) const override;
    std::uint64_t revealCount() const override { return m_reveals; }
    std::uint64_t revealCountFor(int seat) const override;
    int plyCount() const override { return m_plies; }
    double heuristicValue(int seat) const override;
    std::string checkInvariants() const override;
    int playRandomly(Rng &rng, std::vector<Action> &scratch, int maxPlies) override;

    // Read access for tests and views.
    Phase phase() const { return m_phase; }
    int round() const { return m_round; }
    int sage() const { return m_sage; }
    int prediction() const { return m_prediction; } // pile index, -1 before the prediction
    int faceUp(int pile) const { return cardOrNone(m_faceUp[static_cast<std::size_t>(pile)]); }
    int faceDownCount(int pile) const
    {
        return static_cast<int>(m_piles[static_cast<std::size_t>(pile)].size());
    }
    const FixedVector<Played, kMaxCards> &centre() const { return m_centre; }
    int score(int seat) const
    {
        return static_cast<int>(m_won[static_cast<std::size_t>(seat)].count());
    }
    int prophecies(int seat) const { return m_prophecies[static_cast<std::size_t>(seat)]; }
    int removedCount() const { return static_cast<int>(m_removed.count()); }
    int potCount() const { return static_cast<int>(m_pot.count()); }
    const RoundReport &lastRound() const { return m_report; }

private:
    const Params &params() const { return m_def->params(); }
    const Card &card(std::uint8_t id) const { return params().cards[id]; }
    static int cardOrNone(std::uint8_t id) { return id == kNoCard ? -1 : id; }

    std::uint32_t forbiddenValues(int colour) const;
    bool matchesTop(int colour, int value) const;
    // Which values match, as bits by value: anyColour in every colour, and all of the game's
    // values in everyValueColour (-1: none).
    struct TopMatch
    {
        std::uint32_t values = 0; // every value of the game (Params::valueBits())
        std::uint32_t anyColour = 0;
        int everyValueColour = -1;
        std::uint32_t valuesFor(int colour) const
        {
            return colour == everyValueColour ? values : anyColour;
        }
    };
    TopMatch topMatch() const;
    // Appends the legal placements of face-up cards as `kind` actions (open: any card).
    void appendPlacements(int kind, std::vector<Action> &out) const;
    bool anyLegalPlay() const;
    template <typename Visit>
    bool forEachPlacement(int kind, Visit visit) const;
    int nextFollower(int seat) const;
    int rotationSize() const;
    void place(const Action &action, int player);
    void turnUp(int pile);
    void predictionNews();
    // apply(), and with `next` the playout's shortcut: returns true when *next then holds
    // legalActions() of the new position, which the scan for "can anyone play" listed anyway.
    // For a pass *next must hold the legal actions it was picked from (who plays does not
    // change what may be played).
    bool applyAction(const Action &action, std::vector<Action> *next);
    template <typename State>
    friend int kotatsu::playRandomlyReusingLists(State &, Rng &, std::vector<Action> &, int);
    bool afterPlacement(int player, std::vector<Action> *next);
    void endRound(bool success);
    std::array<int, kMaxPlayers> rankKeys() const;

    std::shared_ptr<const HyanoDefinition> m_def;
    int m_players = 0;
    Phase m_phase = Phase::Predict;
    int m_round = 1;
    int m_plies = 0;
    std::uint64_t m_reveals = 0;
    // What revealCountFor() adds to m_reveals: news about a prediction for everybody but the
    // sage who made it (the round's end shows or settles it; stopping on the prediction, every
    // card that could have been predicted and is played without ending the round was not).
    std::uint32_t m_predictionNews = 0;
    std::array<std::uint32_t, kMaxPlayers> m_predictionNewsAsSage{};
    int m_sage = 0;
    int m_firstSage = 0;
    int m_turn = 0;
    int m_passes = 0;
    int m_prediction = -1;
    std::uint8_t m_predictedCard = kNoCard;
    bool m_endTriggered = false;
    bool m_noCardsLeft = false;

    std::array<std::uint8_t, kMaxPiles> m_faceUp{};
    // The face-up cards when the sage predicted: the cards the prediction may name.
    std::array<std::uint8_t, kMaxPiles> m_roundStart{};
    std::array<FixedVector<std::uint8_t, kMaxPileCards>, kMaxPiles> m_piles{}; // top = back
    std::array<std::uint8_t, kMaxPiles> m_dealt{};    // pile sizes at the deal
    std::array<std::uint8_t, kMaxPiles> m_turnedUp{}; // cards turned face up from each pile
    FixedVector<Played, kMaxCards> m_centre;
    CardSet m_pot;
    CardSet m_removed;
    std::array<CardSet, kMaxPlayers> m_won{};
    std::array<std::int16_t, kMaxPlayers> m_prophecies{};
    std::array<std::int16_t, kMaxPlayers> m_sageRounds{};
    int m_failures = 0;
    RoundReport m_report;
    Rng m_rng;
};

} // namespace kotatsu::hyano
