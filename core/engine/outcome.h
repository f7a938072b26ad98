// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/json.h"

#include <string>
#include <utility>
#include <vector>

namespace kotatsu {

// How a finished game came out.
struct Outcome
{
    std::vector<int> winners;   // seats that won (victory may be shared); empty for a draw
    std::vector<int> ranks;     // per seat, 1 = best; equal ranks are shared places
    std::vector<double> scores; // per seat, in the game's own unit (steps, cards, ...)
    bool draw = false;
    std::string reason; // stable id of the end condition that fired, e.g. "pagoda"
    // The game's own figures for statistics, e.g. {"rounds", 11}, {"reshuffles", 1}.
    std::vector<std::pair<std::string, double>> figures;

    bool isWinner(int seat) const;
    // Reward for search agents: 1 for a win, 0.5 for a draw, 0 for a loss.
    double reward(int seat) const;
    Json toJson() const;
};

} // namespace kotatsu
