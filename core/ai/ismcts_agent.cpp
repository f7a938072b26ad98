// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/ismcts_agent.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>
#include <thread>

namespace kotatsu {

namespace {

using Clock = std::chrono::steady_clock;

// Plies a playout may take past the tree before it counts as unfinished (as montecarlo).
constexpr int kRolloutLimit = 2000;
// The stop flag and the clock are read every this many iterations.
constexpr int kCheckEvery = 8;
// A search adds at most one node per iteration; it reserves that many up front, but no more
// than this (about 12 MB), and grows past it only when it runs that long.
constexpr std::size_t kMaxReserve = 1 << 18;
// What a search without an iteration budget reserves.
constexpr std::size_t kTimedReserve = 1 << 15;

} // namespace

// One tree of the search: a pool of nodes linked by index, and the scratch vectors an
// iteration reuses, so that a search allocates nothing per iteration but its determinization.
class IsmctsTree
{
public:
    struct Limits
    {
        int iterations = 0; // 0 = no limit
        std::optional<Clock::time_point> deadline;
    };

    // Runs iterations from the root of `view` until a limit is reached or `stopRequested()`
    // holds. Returns the iterations run.
    template <typename StopRequested>
    int search(const PlayerView &view, Rng &rng, const Limits &limits, double exploration,
               const RolloutPolicy &rollout, const StopRequested &stopRequested)
    {
        m_nodes.clear();
        m_nodes.reserve(limits.iterations > 0
                            ? std::min(static_cast<std::size_t>(limits.iterations) + 1, kMaxReserve)
                            : kTimedReserve);
        m_nodes.emplace_back();
        m_rewards.resize(static_cast<std::size_t>(view.numPlayers()));
        int iteration = 0;
        for (;; ++iteration) {
            if (limits.iterations > 0 && iteration >= limits.iterations)
                break;
            if (iteration % kCheckEvery == 0 &&
                (stopRequested() || (limits.deadline && Clock::now() >= *limits.deadline)))
                break;
            iterate(view, rng, exploration, rollout);
        }
        return iteration;
    }

    // Adds the visits and rewards of the root's children to `out`, indexed like `rootLegal`.
    void addRootStatistics(const std::vector<Action> &rootLegal,
                           std::vector<IsmctsAgent::RootStatistic> &out) const
    {
        for (int child = m_nodes.front().firstChild; child >= 0;
             child = m_nodes[static_cast<std::size_t>(child)].nextSibling) {
            const Node &node = m_nodes[static_cast<std::size_t>(child)];
            const auto at = std::find(rootLegal.begin(), rootLegal.end(), node.action);
            auto &statistic = out[static_cast<std::size_t>(at - rootLegal.begin())];
            statistic.visits += node.visits;
            statistic.reward += node.reward;
        }
    }

private:
    struct Node
    {
        Action action{}; // the move into this node (unused at the root)
        int firstChild = -1;
        int nextSibling = -1;
        int visits = 0;
        // Visits of the parent in which this node's action was legal (UCB1's "parent count").
        int availability = 0;
        // Summed over the visits: the reward of the seat that made `action` in that
        // iteration's determinization (which seat that is may differ between them).
        double reward = 0.0;
    };
    struct Step
    {
        int node;
        int mover;
    };

    Node &at(int index) { return m_nodes[static_cast<std::size_t>(index)]; }

    int addChild(int parent, const Action &action)
    {
        const int index = static_cast<int>(m_nodes.size());
        Node &child = m_nodes.emplace_back();
        child.action = action;
        child.availability = 1;
        child.nextSibling = at(parent).firstChild;
        at(parent).firstChild = index;
        return index;
    }

    // Selection and expansion through one determinization, a playout, and backpropagation.
    void iterate(const PlayerView &view, Rng &rng, double exploration, const RolloutPolicy &rollout)
    {
        const auto state = view.determinize(rng);
        m_path.clear();
        int node = 0;
        while (!state->isTerminal()) {
            state->legalActions(m_legal);
            m_tried.assign(m_legal.size(), 0);
            m_available.clear();
            for (int child = at(node).firstChild; child >= 0; child = at(child).nextSibling) {
                const auto found = std::find(m_legal.begin(), m_legal.end(), at(child).action);
                if (found == m_legal.end())
                    continue;
                m_tried[static_cast<std::size_t>(found - m_legal.begin())] = 1;
                ++at(child).availability;
                m_available.push_back(child);
            }
            const int mover = state->currentPlayer();
            const std::size_t untried = m_legal.size() - m_available.size();
            if (untried > 0) {
                auto skip = rng.below(static_cast<std::uint32_t>(untried));
                std::size_t pick = 0;
                while (m_tried[pick] || skip-- > 0)
                    ++pick;
                const int child = addChild(node, m_legal[pick]);
                state->apply(m_legal[pick]);
                m_path.push_back({child, mover});
                break;
            }
            int best = m_available.front();
            double bestScore = -1.0;
            for (int child : m_available) {
                const Node &candidate = at(child);
                const double visits = candidate.visits;
                const double score =
                    candidate.reward / visits +
                    exploration * std::sqrt(std::log(double(candidate.availability)) / visits);
                if (score > bestScore) {
                    bestScore = score;
                    best = child;
                }
            }
            state->apply(at(best).action);
            m_path.push_back({best, mover});
            node = best;
        }
        if (!state->isTerminal())
            rollout.playout(*state, rng, m_legal, kRolloutLimit);
        if (state->isTerminal()) {
            const Outcome outcome = state->outcome();
            for (std::size_t seat = 0; seat < m_rewards.size(); ++seat)
                m_rewards[seat] = outcome.reward(static_cast<int>(seat));
        } else {
            std::fill(m_rewards.begin(), m_rewards.end(), 0.5);
        }
        ++m_nodes.front().visits;
        for (const Step &step : m_path) {
            Node &visited = at(step.node);
            ++visited.visits;
            visited.reward += m_rewards[static_cast<std::size_t>(step.mover)];
        }
    }

    std::vector<Node> m_nodes;
    std::vector<Action> m_legal;
    std::vector<char> m_tried; // per legal action: has a child
    std::vector<int> m_available;
    std::vector<Step> m_path;
    std::vector<double> m_rewards; // per seat, of the current iteration
};

IsmctsAgent::IsmctsAgent() : IsmctsAgent(Settings{}) {}

IsmctsAgent::IsmctsAgent(Settings settings, std::shared_ptr<const RolloutPolicy> rollout)
    : m_settings(settings), m_rollout(std::move(rollout))
{
    if (!m_rollout)
        m_rollout = std::make_shared<RandomRolloutPolicy>();
    m_settings.threads = std::max(1, m_settings.threads);
}

IsmctsAgent::~IsmctsAgent() = default;

Action IsmctsAgent::chooseAction(const PlayerView &view, Rng &rng)
{
    const auto &legal = view.legalActions();
    m_lastIterations = 0;
    m_lastRoot.assign(legal.size(), RootStatistic{});
    if (legal.size() == 1)
        return legal.front();

    const int threads = m_settings.threads;
    while (m_trees.size() < static_cast<std::size_t>(threads))
        m_trees.push_back(std::make_unique<IsmctsTree>());
    // Each tree's Rng depends only on the caller's Rng and the tree's index, and each tree
    // gets a fixed share of the iterations: the decision does not depend on scheduling.
    const std::uint64_t base = rng.next();
    std::vector<IsmctsTree::Limits> limits(static_cast<std::size_t>(threads));
    std::optional<Clock::time_point> deadline;
    if (m_settings.milliseconds > 0)
        deadline = Clock::now() + std::chrono::milliseconds(m_settings.milliseconds);
    for (int t = 0; t < threads; ++t) {
        auto &limit = limits[static_cast<std::size_t>(t)];
        if (m_settings.iterations > 0)
            limit.iterations =
                m_settings.iterations / threads + (t < m_settings.iterations % threads ? 1 : 0);
        limit.deadline = deadline;
    }
    std::vector<int> iterations(static_cast<std::size_t>(threads), 0);
    const auto stop = [this] { return stopRequested(); };
    const auto run = [&](int t) {
        const auto index = static_cast<std::size_t>(t);
        Rng treeRng(Rng::derive(base, index));
        iterations[index] = m_trees[index]->search(view, treeRng, limits[index],
                                                   m_settings.exploration, *m_rollout, stop);
    };
    std::vector<std::thread> workers;
    for (int t = 1; t < threads; ++t) {
        if (m_settings.iterations == 0 || limits[static_cast<std::size_t>(t)].iterations > 0)
            workers.emplace_back(run, t);
    }
    run(0);
    for (auto &worker : workers)
        worker.join();

    for (std::size_t t = 0; t < static_cast<std::size_t>(threads); ++t) {
        if (iterations[t] == 0)
            continue;
        m_lastIterations += iterations[t];
        m_trees[t]->addRootStatistics(legal, m_lastRoot);
    }
    // The most visited action; ties by mean reward, then by legal-action order.
    std::size_t best = 0;
    for (std::size_t i = 1; i < legal.size(); ++i) {
        const RootStatistic &candidate = m_lastRoot[i];
        const RootStatistic &leader = m_lastRoot[best];
        if (candidate.visits > leader.visits ||
            (candidate.visits == leader.visits && candidate.visits > 0 &&
             candidate.reward / candidate.visits > leader.reward / leader.visits))
            best = i;
    }
    return legal[best];
}

} // namespace kotatsu
