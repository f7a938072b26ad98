// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/random_agent.h"
#include "engine/game_state.h"
#include "util/rng.h"

#include <vector>

namespace kotatsu {

// How a tree search plays a determinization out once it leaves the tree. A game may provide
// a better-informed policy in its own folder; the search only needs this interface. The
// state is a determinization, so a policy may read all of it. A root-parallel search calls
// one policy from several threads at once: implementations must be stateless (all their
// randomness comes from `rng`).
class RolloutPolicy
{
public:
    virtual ~RolloutPolicy() = default;
    // Plays from `state` until the game ends or `maxPlies` actions were applied, generating
    // legal actions into `scratch`. Returns the number of actions applied.
    virtual int playout(GameState &state, Rng &rng, std::vector<Action> &scratch,
                        int maxPlies) const = 0;
};

// Uniformly random legal actions: the default, and what flat Monte Carlo uses too.
class RandomRolloutPolicy final : public RolloutPolicy
{
public:
    int playout(GameState &state, Rng &rng, std::vector<Action> &scratch,
                int maxPlies) const override
    {
        return randomPlayout(state, rng, scratch, maxPlies);
    }
};

} // namespace kotatsu
