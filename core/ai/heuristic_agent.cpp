// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/heuristic_agent.h"

namespace kotatsu {

Action HeuristicAgent::chooseAction(const PlayerView &view, Rng &rng)
{
    const auto &legal = view.legalActions();
    if (legal.size() == 1)
        return legal.front();
    const int seat = view.seat();
    std::vector<Action> scratch;
    double bestValue = -1.0;
    std::size_t best = 0;
    int ties = 0;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        double total = 0.0;
        for (int s = 0; s < m_samples; ++s) {
            auto state = view.determinize(rng);
            state->apply(legal[i]);
            // Let the others answer until this seat decides again (bounded).
            for (int guard = 0;
                 guard < 64 && !state->isTerminal() && state->currentPlayer() != seat; ++guard) {
                state->legalActions(scratch);
                state->apply(scratch[rng.below(static_cast<std::uint32_t>(scratch.size()))]);
            }
            total +=
                state->isTerminal() ? state->outcome().reward(seat) : state->heuristicValue(seat);
        }
        const double value = total / m_samples;
        if (value > bestValue + 1e-12) {
            bestValue = value;
            best = i;
            ties = 1;
        } else if (value > bestValue - 1e-12 &&
                   rng.below(static_cast<std::uint32_t>(++ties)) == 0) {
            best = i; // reservoir choice among equal values
        }
        if (stopRequested())
            break;
    }
    return legal[best];
}

} // namespace kotatsu
