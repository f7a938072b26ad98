// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/montecarlo_agent.h"

#include "ai/random_agent.h"

#include <chrono>
#include <cmath>

namespace kotatsu {

Action MonteCarloAgent::chooseAction(const PlayerView &view, Rng &rng)
{
    const auto &legal = view.legalActions();
    m_lastIterations = 0;
    m_lastEstimate.reset();
    if (legal.size() == 1)
        return legal.front();

    const int seat = view.seat();
    const std::size_t n = legal.size();
    std::vector<double> totals(n, 0.0);
    std::vector<int> visits(n, 0);
    std::vector<Action> scratch;
    const auto start = std::chrono::steady_clock::now();
    constexpr int kRolloutLimit = 2000;

    int iteration = 0;
    for (;; ++iteration) {
        if (m_budget.iterations > 0 && iteration >= m_budget.iterations)
            break;
        if ((iteration & 15) == 0) {
            if (stopRequested())
                break;
            if (m_budget.milliseconds > 0) {
                auto elapsed = std::chrono::steady_clock::now() - start;
                if (elapsed >= std::chrono::milliseconds(m_budget.milliseconds))
                    break;
            }
        }
        // UCB1 over the root actions; every action is tried once first.
        std::size_t pick = 0;
        if (static_cast<std::size_t>(iteration) < n) {
            pick = static_cast<std::size_t>(iteration);
        } else {
            double bestScore = -1.0;
            const double logTotal = std::log(static_cast<double>(iteration));
            for (std::size_t i = 0; i < n; ++i) {
                double score =
                    totals[i] / visits[i] + m_budget.exploration * std::sqrt(logTotal / visits[i]);
                if (score > bestScore) {
                    bestScore = score;
                    pick = i;
                }
            }
        }
        auto state = view.determinize(rng);
        state->apply(legal[pick]);
        randomPlayout(*state, rng, scratch, kRolloutLimit);
        totals[pick] += state->isTerminal() ? state->outcome().reward(seat) : 0.5;
        ++visits[pick];
    }
    m_lastIterations = iteration;

    std::size_t best = 0;
    for (std::size_t i = 1; i < n; ++i) {
        if (visits[i] > visits[best] || (visits[i] == visits[best] && visits[i] > 0 &&
                                         totals[i] / visits[i] > totals[best] / visits[best]))
            best = i;
    }
    if (visits[best] > 0)
        m_lastEstimate =
            Estimate{totals[best] / visits[best], visits[best], totals[best] / visits[best]};
    return legal[best];
}

} // namespace kotatsu
