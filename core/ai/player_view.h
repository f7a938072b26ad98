// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_state.h"

#include <memory>
#include <vector>

namespace kotatsu {

// What an agent is given when it must move: the seat it plays, the legal actions, its
// observation, and determinizations. The full state stays private, so no agent can read a
// hand, a deck order or a secret it is not entitled to.
class PlayerView
{
public:
    explicit PlayerView(const GameState &state)
        : m_state(state), m_seat(state.currentPlayer()), m_legal(state.legalActions())
    {}
    // The same, generating the legal actions into `scratch`'s storage: a loop that keeps
    // one vector (and takes it back with releaseActions()) allocates nothing per move.
    PlayerView(const GameState &state, std::vector<Action> &&scratch)
        : m_state(state), m_seat(state.currentPlayer()), m_legal(std::move(scratch))
    {
        state.legalActions(m_legal);
    }
    std::vector<Action> releaseActions() { return std::move(m_legal); }

    int seat() const { return m_seat; }
    int numPlayers() const { return m_state.numPlayers(); }
    const GameDefinition &definition() const { return m_state.definition(); }
    const std::vector<Action> &legalActions() const { return m_legal; }
    Json observation() const { return m_state.observation(m_seat); }
    // A complete state consistent with this seat's observation; hidden parts redrawn.
    std::unique_ptr<GameState> determinize(Rng &rng) const
    {
        return m_state.resampleHidden(m_seat, rng);
    }

private:
    const GameState &m_state;
    int m_seat;
    std::vector<Action> m_legal;
};

} // namespace kotatsu
