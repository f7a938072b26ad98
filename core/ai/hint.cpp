// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/hint.h"

#include "ai/agent_factory.h"
#include "ai/ismcts_agent.h"
#include "ai/montecarlo_agent.h"

#include <algorithm>
#include <cstdio>

namespace kotatsu {

namespace {
// The weight of the score margin in the reward of the hint's second search
// (IsmctsAgent::Settings::margin): half, the most that still counts any win above any loss.
//
// Why there is a second search (issue 31): against the Automa, whose seat the rules play well
// inside every playout while the person's own later moves are played at random, hardly any
// playout is won from the third round on. With the result alone as reward every move then
// scored 0 %: UCB1 spread the visits evenly (the "0 % of 4,022 games" of 8,000 iterations over
// two moves), and the most visited move was a coin toss. The same happens wherever a game is
// decided in every playout (far behind or far ahead in Hyano). The margin tells "lose by 5"
// from "lose by 50", which points to the moves that win once the rest of the game is played
// well.
constexpr double kHintMargin = 0.5;
// A win share this close to 0 or 1 tells nothing about the move (the playouts all end alike).
constexpr double kInformative = 0.02;

bool informative(double winShare)
{
    return winShare >= kInformative && winShare <= 1.0 - kInformative;
}

// One search with the strong level's agent, `margin` its margin weight.
Hint search(const GameState &state, std::uint64_t seed, const HintOptions &options, double margin,
            const std::atomic<bool> *stop)
{
    HintOptions one = options;
    one.margin = margin;
    auto agent = makeAgent(hintAgentSpec(state.definition(), one));
    agent->setStopFlag(stop);
    Rng rng(seed);
    Hint hint;
    hint.action = agent->chooseAction(PlayerView(state), rng);
    const auto estimate = agent->lastEstimate();
    if (!estimate || estimate->playouts <= 0)
        return hint;
    hint.playouts = estimate->playouts;
    hint.winShare = estimate->winShare;
    hint.margin = estimate->margin;
    hint.reason = informative(hint.winShare) ? Hint::Reason::WinShare : Hint::Reason::Margin;
    if (const auto *ismcts = dynamic_cast<const IsmctsAgent *>(agent.get()))
        hint.iterations = ismcts->lastIterations();
    else if (const auto *flat = dynamic_cast<const MonteCarloAgent *>(agent.get()))
        hint.iterations = flat->lastIterations();
    return hint;
}
} // namespace

std::string hintAgentSpec(const GameDefinition &definition, const HintOptions &options)
{
    const std::string strong = agentSpecForLevel(definition, "strong");
    const auto agent = makeAgent(strong);
    char spec[160];
    if (const auto *ismcts = dynamic_cast<const IsmctsAgent *>(agent.get())) {
        const IsmctsAgent::Settings &s = ismcts->settings();
        std::snprintf(spec, sizeof spec, "ismcts:iterations=%d,ms=%d,threads=%d,c=%.3f,margin=%.2f",
                      options.iterations > 0 ? options.iterations : s.iterations, s.milliseconds,
                      s.threads, s.exploration, std::max(0.0, options.margin));
        return spec;
    }
    if (const auto *flat = dynamic_cast<const MonteCarloAgent *>(agent.get())) {
        const MonteCarloAgent::Budget &b = flat->budget();
        std::snprintf(spec, sizeof spec, "montecarlo:iterations=%d,ms=%d",
                      options.iterations > 0 ? options.iterations : b.iterations, b.milliseconds);
        return spec;
    }
    return strong;
}

Hint findHint(const GameState &state, std::uint64_t seed, const HintOptions &options,
              const std::atomic<bool> *stop)
{
    if (options.margin >= 0.0)
        return search(state, seed, options, options.margin, stop);
    // First the strong level's own search (the result alone); when the move it finds is won in
    // about none or all of its playouts, that search was blind: search again, the margin
    // weighed in, and take that search's move and figures.
    Hint hint = search(state, seed, options, 0.0, stop);
    if (hint.reason != Hint::Reason::Margin || (stop && stop->load()))
        return hint;
    Hint again = search(state, Rng::derive(seed, 0x6d617267), options, kHintMargin, stop);
    if (again.reason == Hint::Reason::None)
        return hint;
    again.iterations += hint.iterations;
    return again;
}

} // namespace kotatsu
