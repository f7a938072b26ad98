// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/ismcts_agent.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>
#include <thread>
#include <type_traits>

namespace kotatsu {

namespace {

using Clock = std::chrono::steady_clock;

// Plies a playout may take past the tree before it counts as unfinished (as montecarlo).
constexpr int kRolloutLimit = 2000;
// The stop flag and the clock are read every this many iterations.
constexpr int kCheckEvery = 8;
// A search adds at most one block of edges per iteration; it reserves that many up front,
// but no more than this (about 11 MB), and grows past it only when it runs that long.
constexpr std::size_t kMaxReserve = 1 << 16;
// What a search without an iteration budget reserves.
constexpr std::size_t kTimedReserve = 1 << 14;

// An Action as two machine words, compared with two integer comparisons: matching a node's
// children against the legal actions is the tree's inner loop, where Action's own ==
// compiled to a call of memcmp (13% of a Shikoku search).
struct PackedAction
{
    std::uint64_t low = 0;
    std::uint64_t high = 0;

    static_assert(sizeof(Action) == 14 && std::is_trivially_copyable_v<Action>);
    static PackedAction of(const Action &action)
    {
        // The high word is assembled in registers: a 6-byte copy into a zeroed word would go
        // through memory and stall the 16-byte load that follows.
        const auto *bytes = reinterpret_cast<const unsigned char *>(&action);
        PackedAction packed;
        std::uint32_t middle = 0;
        std::uint16_t top = 0;
        std::memcpy(&packed.low, bytes, 8);
        std::memcpy(&middle, bytes + 8, 4);
        std::memcpy(&top, bytes + 12, 2);
        packed.high = middle | std::uint64_t{top} << 32;
        return packed;
    }
    Action unpacked() const
    {
        Action action;
        auto *bytes = reinterpret_cast<unsigned char *>(&action);
        const auto middle = static_cast<std::uint32_t>(high);
        const auto top = static_cast<std::uint16_t>(high >> 32);
        std::memcpy(bytes, &low, 8);
        std::memcpy(bytes + 8, &middle, 4);
        std::memcpy(bytes + 12, &top, 2);
        return action;
    }
    bool operator==(const PackedAction &) const = default;
};

} // namespace

// One tree of the search, and the scratch vectors an iteration reuses, so that a search
// allocates nothing per iteration but its determinization. A node is the list of its
// edges (the actions tried from it, each with its statistics); edges are stored in blocks of
// a few per node, so that matching a node's children against the legal actions, which every
// iteration does at every level, reads a few contiguous cache lines rather than one
// scattered node per child.
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
        m_blocks.clear();
        // An iteration adds at most one edge, so at most one block.
        m_blocks.reserve(limits.iterations > 0
                             ? std::min(static_cast<std::size_t>(limits.iterations), kMaxReserve)
                             : kTimedReserve);
        m_rootEdges = -1;
        m_rootResults.clear();
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

    // Adds the visits and rewards of the root's edges to `out`, indexed like `rootLegal`.
    void addRootStatistics(const std::vector<Action> &rootLegal,
                           std::vector<IsmctsAgent::RootStatistic> &out) const
    {
        for (int b = m_rootEdges; b >= 0; b = m_blocks[static_cast<std::size_t>(b)].next) {
            const EdgeBlock &block = m_blocks[static_cast<std::size_t>(b)];
            for (int slot = 0; slot < block.size; ++slot) {
                const Edge &edge = block.edges[static_cast<std::size_t>(slot)];
                const auto at =
                    std::find(rootLegal.begin(), rootLegal.end(), edge.action.unpacked());
                auto &statistic = out[static_cast<std::size_t>(at - rootLegal.begin())];
                statistic.visits += edge.visits;
                statistic.reward += edge.reward;
                const int id = b * kEdgesPerBlock + slot;
                for (const RootResult &result : m_rootResults) {
                    if (result.edge == id) {
                        statistic.wins += result.wins;
                        statistic.margin += result.margin;
                    }
                }
            }
        }
    }

private:
    // An action tried from a node, and what became of it.
    struct Edge
    {
        PackedAction action;
        // Summed over the visits: the reward of the seat that made `action` in that
        // iteration's determinization (which seat that is may differ between them).
        double reward = 0.0;
        int visits = 0;
        // Visits of the parent in which `action` was legal (UCB1's "parent count").
        int availability = 0;
        int childEdges = -1; // first block of the edges of the node `action` leads to
    };
    static constexpr int kEdgesPerBlock = 4;
    struct EdgeBlock
    {
        // First, so that they share the first cache line with the first edge.
        int size = 0;
        int next = -1; // the node's next (older) block
        std::array<Edge, kEdgesPerBlock> edges;
    };
    struct Step
    {
        int edge; // block * kEdgesPerBlock + slot
        int mover;
    };
    static constexpr int kRoot = -1; // as a parent edge: the root node

    Edge &edge(int id)
    {
        return m_blocks[static_cast<std::size_t>(id / kEdgesPerBlock)]
            .edges[static_cast<std::size_t>(id % kEdgesPerBlock)];
    }
    // The first block of the edges out of the node that `parent` leads to.
    int &edgesOf(int parent) { return parent == kRoot ? m_rootEdges : edge(parent).childEdges; }

    int addEdge(int parent, const PackedAction &action)
    {
        int head = edgesOf(parent);
        if (head < 0 || m_blocks[static_cast<std::size_t>(head)].size == kEdgesPerBlock) {
            const int fresh = static_cast<int>(m_blocks.size());
            m_blocks.emplace_back().next = head;
            edgesOf(parent) = fresh; // after emplace_back, which may move the blocks
            head = fresh;
        }
        EdgeBlock &block = m_blocks[static_cast<std::size_t>(head)];
        const int slot = block.size++;
        Edge &added = block.edges[static_cast<std::size_t>(slot)];
        added = Edge{};
        added.action = action;
        added.availability = 1;
        return head * kEdgesPerBlock + slot;
    }

    // Selection and expansion through one determinization, a playout, and backpropagation.
    void iterate(const PlayerView &view, Rng &rng, double exploration, const RolloutPolicy &rollout)
    {
        const auto state = view.determinize(rng);
        m_path.clear();
        int parent = kRoot;
        while (!state->isTerminal()) {
            state->legalActions(m_legal);
            m_packed.resize(m_legal.size());
            std::transform(m_legal.begin(), m_legal.end(), m_packed.begin(), PackedAction::of);
            m_tried.assign(m_legal.size(), 0);
            m_available.clear();
            for (int b = edgesOf(parent); b >= 0; b = m_blocks[static_cast<std::size_t>(b)].next) {
                EdgeBlock &block = m_blocks[static_cast<std::size_t>(b)];
                for (int slot = 0; slot < block.size; ++slot) {
                    Edge &candidate = block.edges[static_cast<std::size_t>(slot)];
                    const auto found =
                        std::find(m_packed.begin(), m_packed.end(), candidate.action);
                    if (found == m_packed.end())
                        continue;
                    m_tried[static_cast<std::size_t>(found - m_packed.begin())] = 1;
                    ++candidate.availability;
                    m_available.push_back(b * kEdgesPerBlock + slot);
                }
            }
            const int mover = state->currentPlayer();
            const std::size_t untried = m_legal.size() - m_available.size();
            if (untried > 0) {
                auto skip = rng.below(static_cast<std::uint32_t>(untried));
                std::size_t pick = 0;
                while (m_tried[pick] || skip-- > 0)
                    ++pick;
                m_path.push_back({addEdge(parent, m_packed[pick]), mover});
                state->apply(m_legal[pick]);
                break;
            }
            int best = m_available.front();
            double bestScore = -1.0;
            for (int id : m_available) {
                const Edge &candidate = edge(id);
                const double visits = candidate.visits;
                const double score =
                    candidate.reward / visits +
                    exploration * std::sqrt(std::log(double(candidate.availability)) / visits);
                if (score > bestScore) {
                    bestScore = score;
                    best = id;
                }
            }
            state->apply(edge(best).action.unpacked());
            m_path.push_back({best, mover});
            parent = best;
        }
        if (!state->isTerminal())
            rollout.playout(*state, rng, m_legal, depth > 0 ? depth : kRolloutLimit);
        // The root seat's result and margin, kept beside its root edge for the estimate.
        const int rootSeat = view.seat();
        double rootWin = 0.5;
        double rootMargin = 0.0;
        if (state->isTerminal()) {
            const Outcome outcome = state->outcome();
            scoreMargins(outcome);
            for (std::size_t seat = 0; seat < m_rewards.size(); ++seat) {
                const double result = outcome.reward(static_cast<int>(seat));
                m_rewards[seat] = marginWeight > 0.0
                                      ? (1.0 - marginWeight) * result +
                                            marginWeight * (0.5 + 0.5 * m_scaledMargins[seat])
                                      : result;
            }
            rootWin = outcome.reward(rootSeat);
            rootMargin = m_margins[static_cast<std::size_t>(rootSeat)];
        } else if (depth > 0) {
            // Cut at `depth`: the game's own estimate of how each seat stands.
            state->heuristicValues(m_rewards);
            rootWin = m_rewards[static_cast<std::size_t>(rootSeat)];
        } else {
            std::fill(m_rewards.begin(), m_rewards.end(), 0.5);
        }
        for (const Step &step : m_path) {
            Edge &visited = edge(step.edge);
            ++visited.visits;
            visited.reward += m_rewards[static_cast<std::size_t>(step.mover)];
        }
        if (!m_path.empty()) {
            const int rootEdge = m_path.front().edge;
            auto at = std::find_if(m_rootResults.begin(), m_rootResults.end(),
                                   [&](const RootResult &r) { return r.edge == rootEdge; });
            if (at == m_rootResults.end())
                at = m_rootResults.insert(m_rootResults.end(), RootResult{rootEdge});
            at->wins += rootWin;
            at->margin += rootMargin;
        }
    }

    // Each seat's score minus the best other seat's, raw (m_margins) and scaled into [-1, 1]
    // by the largest |score| (m_scaledMargins).
    void scoreMargins(const Outcome &outcome)
    {
        const std::size_t seats = m_rewards.size();
        m_margins.assign(seats, 0.0);
        m_scaledMargins.assign(seats, 0.0);
        if (outcome.scores.size() != seats || seats < 2)
            return;
        double largest = 0.0;
        for (double score : outcome.scores)
            largest = std::max(largest, std::abs(score));
        for (std::size_t seat = 0; seat < seats; ++seat) {
            double bestOther = -std::numeric_limits<double>::infinity();
            for (std::size_t other = 0; other < seats; ++other) {
                if (other != seat)
                    bestOther = std::max(bestOther, outcome.scores[other]);
            }
            m_margins[seat] = outcome.scores[seat] - bestOther;
            m_scaledMargins[seat] = std::clamp(m_margins[seat] / (largest + 1.0), -1.0, 1.0);
        }
    }

    std::vector<EdgeBlock> m_blocks;
    int m_rootEdges = -1;
    std::vector<Action> m_legal;
    std::vector<PackedAction> m_packed; // m_legal, packed for the matching
    std::vector<char> m_tried;          // per legal action: has an edge
    std::vector<int> m_available;       // the edges whose action is legal here
    std::vector<Step> m_path;
    std::vector<double> m_rewards;                  // per seat, of the current iteration
    std::vector<double> m_margins, m_scaledMargins; // per seat, of the current iteration
    // The root seat's results and margins, summed per root edge.
    struct RootResult
    {
        int edge = 0;
        double wins = 0.0;
        double margin = 0.0;
    };
    std::vector<RootResult> m_rootResults;

public:
    double marginWeight = 0.0; // Settings::margin
    int depth = 0;             // Settings::depth
};

IsmctsAgent::IsmctsAgent() : IsmctsAgent(Settings{}) {}

IsmctsAgent::IsmctsAgent(Settings settings, std::shared_ptr<const RolloutPolicy> rollout)
    : m_settings(settings), m_rollout(std::move(rollout))
{
    m_settings.threads = std::max(1, m_settings.threads);
}

IsmctsAgent::~IsmctsAgent() = default;

Action IsmctsAgent::chooseAction(const PlayerView &view, Rng &rng)
{
    const auto &legal = view.legalActions();
    m_lastIterations = 0;
    m_lastEstimate.reset();
    m_lastRoot.assign(legal.size(), RootStatistic{});
    if (legal.size() == 1)
        return legal.front();

    // The policy given, else the game's own, else uniformly random moves.
    static const RandomRolloutPolicy randomRollout;
    std::shared_ptr<const RolloutPolicy> gameRollout =
        m_rollout ? nullptr : view.definition().rolloutPolicy();
    const RolloutPolicy &rollout = m_rollout     ? *m_rollout
                                   : gameRollout ? *gameRollout
                                                 : randomRollout;

    const int threads = m_settings.threads;
    while (m_trees.size() < static_cast<std::size_t>(threads))
        m_trees.push_back(std::make_unique<IsmctsTree>());
    for (auto &tree : m_trees) {
        tree->marginWeight = m_settings.margin;
        tree->depth = m_settings.depth;
    }
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
                                                   m_settings.exploration, rollout, stop);
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
    if (const RootStatistic &chosen = m_lastRoot[best]; chosen.visits > 0)
        m_lastEstimate = Estimate{chosen.reward / chosen.visits, chosen.visits,
                                  chosen.wins / chosen.visits, chosen.margin / chosen.visits};
    return legal[best];
}

} // namespace kotatsu
