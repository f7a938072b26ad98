// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/rollout_policy.h"

namespace kotatsu::garden {

// The garden's playouts for tree search: uniformly random moves, except that a move into
// the goal base is always taken when there is one. A uniformly random player walks past most
// of its winning moves, so random playouts end by the ply limit far more often than real
// games do and tell the search little about who is ahead; a player who never misses a win
// makes each playout's result follow the race that the position really is. Stateless, as a
// root-parallel search needs: all its randomness comes from the Rng it is given.
class GardenRolloutPolicy final : public RolloutPolicy
{
public:
    int playout(GameState &state, Rng &rng, std::vector<Action> &scratch,
                int maxPlies) const override;
};

} // namespace kotatsu::garden
