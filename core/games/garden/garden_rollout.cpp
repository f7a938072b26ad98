// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/garden/garden_rollout.h"

#include "games/garden/garden_definition.h"
#include "games/garden/garden_state.h"

namespace kotatsu::garden {

namespace {

// The first listed action that puts a figure of the side to move into its goal base, or null.
const Action *winningAction(const GardenDefinition &definition, int side,
                            const std::vector<Action> &legal)
{
    const int goal = definition.goal(side);
    for (const Action &action : legal) {
        const bool steps = action.kind == kStep && action.args[1] == goal;
        const bool jumps =
            (action.kind == kJump || action.kind == kHandoff) && action.args[2] == goal;
        if (steps || jumps)
            return &action;
    }
    return nullptr;
}

} // namespace

int GardenRolloutPolicy::playout(GameState &state, Rng &rng, std::vector<Action> &scratch,
                                 int maxPlies) const
{
    const auto &definition = static_cast<const GardenDefinition &>(state.definition());
    auto &garden = static_cast<GardenState &>(state);
    int plies = 0;
    while (!garden.isTerminal() && plies < maxPlies) {
        garden.legalActions(scratch);
        const bool playing = garden.phase() == GardenState::Phase::Play;
        const Action *win =
            playing ? winningAction(definition, garden.sideToMove(), scratch) : nullptr;
        garden.apply(win ? *win : scratch[rng.below(static_cast<std::uint32_t>(scratch.size()))]);
        ++plies;
    }
    return plies;
}

// The definition's accessor lives here, with the policy it hands out.
std::shared_ptr<const RolloutPolicy> GardenDefinition::rolloutPolicy() const
{
    static const auto policy = std::make_shared<const GardenRolloutPolicy>();
    return policy;
}

} // namespace kotatsu::garden
