// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_state.h"
#include "games/pebbles/pebbles_definition.h"

#include <array>
#include <memory>

namespace kotatsu::pebbles {

// A pile of pebbles and two seats taking turns (spec §2); nothing hidden, nothing random.
class PebblesState final : public GameState
{
public:
    PebblesState(std::shared_ptr<const PebblesDefinition> definition, int players,
                 std::uint64_t seed);

    const GameDefinition &definition() const override { return *m_def; }
    int numPlayers() const override { return 2; }
    int currentPlayer() const override { return m_pile > 0 ? m_turn : kTerminalPlayer; }
    using GameState::legalActions;
    void legalActions(std::vector<Action> &out) const override;
    void apply(const Action &action) override;
    std::string actionToString(const Action &action) const override;
    Json describeAction(const Action &action) const override;
    bool isTerminal() const override { return m_pile == 0; }
    Outcome outcome() const override;
    std::unique_ptr<GameState> clone() const override;
    Json observation(int seat) const override;
    bool loadPosition(const Json &omniscient, std::string *error) override;
    std::unique_ptr<GameState> resampleHidden(int seat, Rng &rng) const override;
    std::uint64_t revealCount() const override { return 0; }
    int plyCount() const override { return m_plies; }
    double heuristicValue(int seat) const override;
    std::string checkInvariants() const override;

    int pile() const { return m_pile; }
    int taken(int seat) const { return m_taken[static_cast<std::size_t>(seat)]; }

private:
    const Params &params() const { return m_def->params(); }
    int winner() const; // spec §3; only once the pile is empty

    std::shared_ptr<const PebblesDefinition> m_def;
    int m_pile = 0;
    int m_turn = 0;
    int m_plies = 0;
    std::array<int, 2> m_taken{};
    int m_lastSeat = -1; // who took the last turn's pebbles, and how many (the move log's event)
    int m_lastCount = 0;
};

} // namespace kotatsu::pebbles
