// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_state.h"

#include <type_traits>

namespace kotatsu {

// The random playout loop — uniformly random legal actions until the game ends or
// `maxPlies` pass; returns how many were applied — written once for every state type.
// Instantiated with a game's final state class, its isTerminal(), legalActions() and apply()
// are direct calls, not three trips through the vtable on every action; GameState's default
// playRandomly() runs the same loop on the base class, so a game gives the same games
// whether it overrides playRandomly() or not.
template <typename State>
int playRandomlyAs(State &state, Rng &rng, std::vector<Action> &scratch, int maxPlies)
{
    static_assert(std::is_base_of_v<GameState, State>);
    int plies = 0;
    while (!state.isTerminal() && plies < maxPlies) {
        state.legalActions(scratch);
        state.apply(scratch[rng.below(static_cast<std::uint32_t>(scratch.size()))]);
        ++plies;
    }
    return plies;
}

} // namespace kotatsu
