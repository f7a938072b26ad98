// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/random_agent.h"

namespace kotatsu {

Action RandomAgent::chooseAction(const PlayerView &view, Rng &rng)
{
    const auto &legal = view.legalActions();
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

int randomPlayout(GameState &state, Rng &rng, std::vector<Action> &scratch, int maxPlies)
{
    return state.playRandomly(rng, scratch, maxPlies);
}

} // namespace kotatsu
