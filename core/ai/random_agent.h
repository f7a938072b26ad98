// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/agent.h"

namespace kotatsu {

// Uniformly random among the legal actions.
class RandomAgent : public Agent
{
public:
    std::string name() const override { return "random"; }
    Action chooseAction(const PlayerView &view, Rng &rng) override;
};

// Plays uniformly random legal actions from `state` until the game ends or `maxPlies` pass;
// shared by the agents' rollouts and the benchmark. Returns the number of actions applied.
// It is GameState::playRandomly(), where each game runs its fastest loop for the same games.
int randomPlayout(GameState &state, Rng &rng, std::vector<Action> &scratch, int maxPlies);

} // namespace kotatsu
