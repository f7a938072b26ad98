// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/agent.h"

namespace kotatsu {

// A quick greedy player: for each legal action it samples a few determinizations, applies
// the action, lets the other seats answer at random until its own next turn, and scores the
// result with the game's heuristicValue(). Picks the best average.
class HeuristicAgent : public Agent
{
public:
    explicit HeuristicAgent(int samples = 12) : m_samples(samples) {}
    std::string name() const override { return "heuristic"; }
    Action chooseAction(const PlayerView &view, Rng &rng) override;

private:
    int m_samples;
};

} // namespace kotatsu
