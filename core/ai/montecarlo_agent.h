// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/agent.h"

namespace kotatsu {

// Flat Monte Carlo over determinizations: every iteration draws a state consistent with the
// agent's observation (resampleHidden), picks a root action by UCB1, plays the game out at
// random and scores the outcome. Stops after `iterations` or `milliseconds`, whichever comes
// first (0 = no limit for that one), and plays the most visited action.
class MonteCarloAgent : public Agent
{
public:
    struct Budget
    {
        int iterations = 1500;
        int milliseconds = 0;
        double exploration = 0.7;
    };
    MonteCarloAgent() = default;
    explicit MonteCarloAgent(Budget budget) : m_budget(budget) {}
    std::string name() const override { return "montecarlo"; }
    Action chooseAction(const PlayerView &view, Rng &rng) override;

    const Budget &budget() const { return m_budget; }
    // Iterations run by the last chooseAction (for benchmarks and the UI).
    int lastIterations() const { return m_lastIterations; }
    std::optional<Estimate> lastEstimate() const override { return m_lastEstimate; }

private:
    Budget m_budget;
    int m_lastIterations = 0;
    std::optional<Estimate> m_lastEstimate;
};

} // namespace kotatsu
