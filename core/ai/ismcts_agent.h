// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/agent.h"
#include "ai/rollout_policy.h"

#include <memory>
#include <optional>
#include <vector>

namespace kotatsu {

class IsmctsTree;

// Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse
// 2012, "Information Set Monte Carlo Tree Search"). One tree over the agent's information
// set: every iteration draws a determinization (PlayerView::determinize) and descends only
// through the children whose action is legal in it, so the tree never depends on what the
// agent cannot see. A child's UCB1 term uses how often it was available, not its parent's
// visits, because rarely legal moves would otherwise be explored too little. Chance is
// sampled: each determinization redraws the state's own Rng. Actions are matched across
// determinizations by Action ==.
//
// Root-parallel: `threads` independent trees, each on its own Rng derived from the caller's,
// whose root visits are summed; an iteration budget is split between them, so a seed and an
// iteration budget give the same decision on any machine (a time budget does not).
class IsmctsAgent : public Agent
{
public:
    struct Settings
    {
        int iterations = 5000; // over all threads; 0 = no limit
        int milliseconds = 0;  // 0 = no limit; whichever budget ends first stops the search
        int threads = 1;
        double exploration = 0.7; // UCB1's c, for rewards in [0, 1]
        // How much of a playout's reward is its score margin rather than its result, in
        // [0, 1]: reward = (1 - margin) · result + margin · (½ + ½ · clamp(d / (m + 1))), where
        // result is 1 for a win, ½ a draw, 0 a loss, d the seat's score minus the best other
        // seat's and m the largest |score|. With margin ≤ ½ a win still counts more than any
        // loss. 0 (the levels') is the result alone; a search whose playouts all end alike
        // (all lost: a person playing at random against the Automa, which plays by its rules)
        // is then blind, and the margin gives it something to tell its moves apart by.
        double margin = 0.0;
        // Plies a playout may take past the tree before it is cut and scored by the game's
        // heuristicValue() for every seat (0: played to the end). A cut playout is far
        // cheaper; the forecast's person-like search (hint.h) uses one.
        int depth = 0;
    };
    // One root action of the last decision, in legalActions() order.
    struct RootStatistic
    {
        int visits = 0;
        double reward = 0.0; // summed over the visits, for the agent's seat
        double wins = 0.0;   // the results alone (1 a win, ½ a draw), summed over the visits
        double margin = 0.0; // the seat's score minus the best other's, summed over the visits
        bool operator==(const RootStatistic &) const = default;
    };

    IsmctsAgent();
    // `rollout` plays the determinizations out; when null, the game's own policy
    // (GameDefinition::rolloutPolicy()) does, or uniformly random moves when it has none.
    explicit IsmctsAgent(Settings settings, std::shared_ptr<const RolloutPolicy> rollout = nullptr);
    ~IsmctsAgent() override;

    std::string name() const override { return "ismcts"; }
    Action chooseAction(const PlayerView &view, Rng &rng) override;

    const Settings &settings() const { return m_settings; }
    // Iterations run by the last chooseAction over all threads (for benchmarks and the UI).
    int lastIterations() const { return m_lastIterations; }
    // The root statistics the last chooseAction decided on, summed over the threads' trees.
    const std::vector<RootStatistic> &lastRootStatistics() const { return m_lastRoot; }
    std::optional<Estimate> lastEstimate() const override { return m_lastEstimate; }

private:
    Settings m_settings;
    std::shared_ptr<const RolloutPolicy> m_rollout;
    // One per thread, kept between decisions so that their edge pools keep their capacity.
    std::vector<std::unique_ptr<IsmctsTree>> m_trees;
    std::vector<RootStatistic> m_lastRoot;
    std::optional<Estimate> m_lastEstimate;
    int m_lastIterations = 0;
};

} // namespace kotatsu
