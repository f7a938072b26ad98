// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/game_state.h"

#include <algorithm>

namespace kotatsu {

std::vector<Action> GameState::legalActions() const
{
    std::vector<Action> out;
    legalActions(out);
    return out;
}

bool GameState::isLegal(const Action &action) const
{
    std::vector<Action> legal;
    legalActions(legal);
    return std::find(legal.begin(), legal.end(), action) != legal.end();
}

} // namespace kotatsu
