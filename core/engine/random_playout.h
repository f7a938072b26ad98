// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_state.h"

#include <optional>
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

// The same games for a state that lists the next decision's actions as a by-product of
// applying one (Hyano's "can anyone play" check, Tokaido Duo's test for a decision with a
// single option): state.applyAction(action, &next) applies `action` and returns true when
// `next` then holds legalActions(), so the loop lists only when it must. A state may also
// have applyDrawnWithoutList(rng, &next), asked when no list is at hand: it draws and applies
// an action the way the loop would (the k-th legal action for the draw k) and returns what
// applyAction() returns, or std::nullopt to have the list made. `action` may be an element
// of `next`: applyAction() must be done reading it before it lists into `next`.
template <typename State>
int playRandomlyReusingLists(State &state, Rng &rng, std::vector<Action> &scratch, int maxPlies)
{
    int plies = 0;
    bool listed = false; // scratch holds state.legalActions()
    while (!state.isTerminal() && plies < maxPlies) {
        if constexpr (requires { state.applyDrawnWithoutList(rng, &scratch); }) {
            if (!listed) {
                if (const std::optional<bool> next = state.applyDrawnWithoutList(rng, &scratch)) {
                    listed = *next;
                    ++plies;
                    continue;
                }
            }
        }
        if (!listed)
            state.legalActions(scratch);
        // By reference, not copied out of the list just written (a store-forwarding stall).
        const Action &action = scratch[rng.below(static_cast<std::uint32_t>(scratch.size()))];
        listed = state.applyAction(action, &scratch);
        ++plies;
    }
    return plies;
}

} // namespace kotatsu
