// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/game_state.h"

#include "engine/random_playout.h"

#include <algorithm>

namespace kotatsu {

std::vector<Action> GameState::legalActions() const
{
    std::vector<Action> out;
    legalActions(out);
    return out;
}

bool GameState::loadPosition(const Json & /*omniscient*/, std::string *error)
{
    if (error)
        *error = "positions cannot be loaded for this game";
    return false;
}

void GameState::heuristicValues(std::vector<double> &out) const
{
    out.resize(static_cast<std::size_t>(numPlayers()));
    for (int seat = 0; seat < numPlayers(); ++seat)
        out[static_cast<std::size_t>(seat)] = heuristicValue(seat);
}

int GameState::playRandomly(Rng &rng, std::vector<Action> &scratch, int maxPlies)
{
    return playRandomlyAs(*this, rng, scratch, maxPlies);
}

bool GameState::isLegal(const Action &action) const
{
    std::vector<Action> legal;
    legalActions(legal);
    return std::find(legal.begin(), legal.end(), action) != legal.end();
}

bool GameState::tryApply(const Action &action)
{
    if (isTerminal() || !isLegal(action))
        return false;
    apply(action);
    return true;
}

std::optional<Action> GameState::actionFromString(std::string_view text) const
{
    if (isTerminal())
        return std::nullopt;
    std::vector<Action> legal;
    legalActions(legal);
    for (const Action &action : legal) {
        if (actionToString(action) == text)
            return action;
    }
    return std::nullopt;
}

} // namespace kotatsu
