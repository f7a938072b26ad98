// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/simulator.h"

#include "ai/agent_factory.h"
#include "engine/game_state.h"

#include <algorithm>
#include <chrono>
#include <climits>
#include <cmath>
#include <condition_variable>
#include <map>
#include <mutex>
#include <thread>

namespace kotatsu {

namespace {

std::vector<std::string> seatAgents(const SimulationConfig &config)
{
    std::vector<std::string> specs = config.agents;
    if (specs.empty())
        specs.push_back("random");
    if (specs.size() == 1)
        specs.assign(static_cast<std::size_t>(config.players), specs.front());
    return specs;
}

} // namespace

DataMessage Simulator::problem(const SimulationConfig &config)
{
    if (!config.definition)
        return QT_TRANSLATE_NOOP("DataError", "no game");
    const auto &info = config.definition->info();
    if (config.players < info.minPlayers || config.players > info.maxPlayers)
        //: %1 is the game's id ("shikoku"), %2 and %3 its fewest and most players
        return {QT_TRANSLATE_NOOP("DataError", "the number of players for %1 is %2 to %3"), info.id,
                info.minPlayers, info.maxPlayers};
    if (config.games < 1)
        return QT_TRANSLATE_NOOP("DataError", "the number of games must be at least 1");
    if (config.runGames != 0 &&
        (config.firstGame < 0 || config.runGames < 0 ||
         config.firstGame + static_cast<long long>(config.games) > config.runGames))
        return {QT_TRANSLATE_NOOP("DataError", "games %1 to %2 are not inside the run of %3 games"),
                config.firstGame, config.firstGame + static_cast<long long>(config.games) - 1,
                config.runGames};
    if (config.agents.size() > 1 && static_cast<int>(config.agents.size()) != config.players)
        return QT_TRANSLATE_NOOP("DataError",
                                 "give one agent for every seat, or a single agent for all");
    DataMessage error;
    const std::vector<std::string> specs = seatAgents(config);
    if (!definitionForSeats(config.definition, specs, &error))
        return error;
    for (const auto &spec : specs) {
        if (!rulesLevelOfSpec(spec) && !makeAgent(seatAgentSpec(*config.definition, spec), &error))
            return error;
    }
    return {};
}

std::string Simulator::check(const SimulationConfig &config)
{
    return problem(config).english();
}

namespace {

Outcome plyLimitDraw(int players)
{
    // The same as MatchRecord::outcome() for a game stopped by its ply limit.
    Outcome draw;
    draw.draw = true;
    draw.reason = "ply_limit";
    draw.ranks.assign(static_cast<std::size_t>(players), 1);
    draw.scores.assign(static_cast<std::size_t>(players), 0.0);
    return draw;
}

// The legal moves at each decision and the seat ahead after each move, for one game.
struct DecisionMeasure
{
    long decisions = 0;
    long legalMoves = 0;
    int leader = -1; // the seat with the highest heuristicValue(), -1 before any or on a tie
    int leadChanges = 0;
    std::vector<double> values; // scratch
    // Who took the lead after which move, in order (kept by the worker from game to game,
    // so that it allocates only when a game has more changes of leader than any before).
    std::vector<std::pair<int, int>> leaders;

    void reset()
    {
        decisions = 0;
        legalMoves = 0;
        leader = -1;
        leadChanges = 0;
        leaders.clear();
    }
    // The leader after move `ply`: the last to take the lead at or before it (-1: nobody).
    int leaderAt(int ply) const
    {
        for (auto it = leaders.rbegin(); it != leaders.rend(); ++it) {
            if (it->first <= ply)
                return it->second;
        }
        return -1;
    }
    int leadSince() const { return leaders.empty() ? 0 : leaders.back().first; }

    void decision(std::size_t legalCount)
    {
        ++decisions;
        legalMoves += static_cast<long>(legalCount);
    }
    // The standing is read once per turn of the table (as many moves as there are seats),
    // which is what a player at the table would call the lead, at a fraction of the cost of
    // reading it after every move.
    void afterMove(const GameState &state, int plies)
    {
        if (state.isTerminal() || plies % state.numPlayers() != 0)
            return; // the final result is not a lead
        state.heuristicValues(values);
        int best = -1;
        double bestValue = -1;
        bool tie = false;
        for (std::size_t seat = 0; seat < values.size(); ++seat) {
            if (values[seat] > bestValue) {
                best = static_cast<int>(seat);
                bestValue = values[seat];
                tie = false;
            } else if (values[seat] == bestValue) {
                tie = true;
            }
        }
        if (tie || best == leader)
            return;
        if (leader >= 0)
            ++leadChanges;
        leader = best;
        leaders.emplace_back(plies, best);
    }
    double meanLegalMoves() const
    {
        return decisions ? static_cast<double>(legalMoves) / static_cast<double>(decisions) : 0;
    }
};

// How far the fastest worker may run ahead of the oldest unfinished game: bounds the games
// waiting to be added in order.
constexpr int kReorderWindow = 4096;

} // namespace

SimulationResult Simulator::run(const SimulationConfig &config, const Progress &progress,
                                const std::atomic<bool> *cancel)
{
    const auto start = std::chrono::steady_clock::now();
    const std::vector<std::string> specs = seatAgents(config);
    // With a rules seat ("rules[:level=N]") the rules play that seat: no agent for it.
    const std::shared_ptr<const GameDefinition> definition =
        definitionForSeats(config.definition, specs);
    if (!definition) {
        SimulationResult refused; // check(config) says why
        refused.gameId = config.definition ? config.definition->info().id : std::string();
        refused.gamesRequested = config.games;
        return refused;
    }
    std::atomic<int> next{0};
    std::atomic<int> done{0};
    std::atomic<int> interrupted{0};
    // Games after the first broken invariant need not be played.
    std::atomic<int> firstFailure{INT_MAX};
    const int threadCount = std::max(1, std::min(config.threads, config.games));

    // Finished games wait here until every earlier game is in, then are added in order.
    std::mutex lock;
    std::condition_variable advanced;
    std::map<int, GameSummary> waiting;
    std::map<int, InvariantFailure> failures;
    int nextToAdd = 0;
    SimulationTotals totals(config.players);
    const auto stopped = [&] { return cancel && cancel->load(); };

    auto finish = [&](int index, std::optional<GameSummary> game) {
        std::lock_guard<std::mutex> guard(lock);
        if (game)
            waiting.emplace(index, std::move(*game));
        else {
            GameSummary skipped; // not played
            skipped.index = -1;
            waiting.emplace(index, std::move(skipped));
        }
        while (!waiting.empty() && waiting.begin()->first == nextToAdd) {
            const GameSummary &g = waiting.begin()->second;
            if (g.index >= 0) {
                totals.add(g);
                if (config.onGame)
                    config.onGame(g);
            }
            waiting.erase(waiting.begin());
            ++nextToAdd;
        }
        advanced.notify_all();
    };

    auto worker = [&] {
        std::vector<std::unique_ptr<Agent>> agents = makeSeatAgents(*config.definition, specs);
        std::vector<Action> legal;
        DecisionMeasure measure;
        for (const auto &agent : agents) {
            if (agent)
                agent->setStopFlag(cancel);
        }
        for (;;) {
            if (stopped())
                return;
            const int index = next.fetch_add(1);
            if (index >= config.games)
                return;
            {
                std::unique_lock<std::mutex> guard(lock);
                advanced.wait(guard,
                              [&] { return index < nextToAdd + kReorderWindow || stopped(); });
            }
            if (stopped() || index > firstFailure.load()) {
                finish(index, std::nullopt);
                if (stopped())
                    return;
                continue;
            }
            const int gameIndex = config.firstGame + index;
            const auto gameSeed = Rng::derive(config.seed, static_cast<std::uint64_t>(gameIndex));
            Rng agentRng(Rng::derive(gameSeed, 0xA6E27));
            auto state = definition->newGame(config.players, gameSeed);
            int plies = 0;
            bool broken = false;
            measure.reset();
            while (!state->isTerminal() && plies < config.maxPlies) {
                if (stopped())
                    break;
                PlayerView view(*state, std::move(legal));
                if (config.measureDecisions)
                    measure.decision(view.legalActions().size());
                Action action =
                    agents[static_cast<std::size_t>(view.seat())]->chooseAction(view, agentRng);
                legal = view.releaseActions();
                state->apply(action);
                ++plies;
                if (config.measureDecisions)
                    measure.afterMove(*state, plies);
                if (config.checkInvariants) {
                    std::string problem = state->checkInvariants();
                    if (!problem.empty()) {
                        {
                            std::lock_guard<std::mutex> guard(lock);
                            failures.emplace(index, InvariantFailure{gameIndex, gameSeed, plies,
                                                                     std::move(problem)});
                        }
                        int seen = firstFailure.load();
                        while (index < seen && !firstFailure.compare_exchange_weak(seen, index)) {
                        }
                        broken = true;
                        break;
                    }
                }
            }
            if (stopped() && !state->isTerminal() && plies < config.maxPlies) {
                interrupted.fetch_add(1);
                finish(index, std::nullopt);
                return;
            }
            if (broken) {
                finish(index, std::nullopt);
                continue;
            }
            GameSummary game;
            game.index = gameIndex;
            game.seed = gameSeed;
            game.plies = plies;
            game.leadChanges = measure.leadChanges;
            game.legalMoves = measure.meanLegalMoves();
            game.leaderAtHalf = measure.leaderAt(plies / 2);
            game.finalLeader = measure.leader;
            game.finalLeadSince = measure.leadSince();
            game.plyLimit = !state->isTerminal();
            game.outcome = game.plyLimit ? plyLimitDraw(config.players) : state->outcome();
            finish(index, std::move(game));
            const int finishedCount = done.fetch_add(1) + 1;
            if (progress)
                progress(finishedCount, config.games);
        }
    };

    std::vector<std::thread> pool;
    for (int t = 1; t < threadCount; ++t)
        pool.emplace_back(worker);
    worker();
    for (auto &thread : pool)
        thread.join();
    // After a cancel, games beyond a gap were played but not added yet: add them in order.
    for (const auto &[index, game] : waiting) {
        if (game.index >= 0) {
            totals.add(game);
            if (config.onGame)
                config.onGame(game);
        }
    }
    waiting.clear();

    SimulationResult result;
    result.gameId = config.definition->info().id;
    result.variantId = config.definition->info().variantId;
    result.players = config.players;
    result.firstGame = config.firstGame;
    result.gamesRequested = config.games;
    result.runGames = config.runGames > 0 ? config.runGames : config.firstGame + config.games;
    result.rulesDigest = config.definition->info().rulesDigest;
    result.agents = specs;
    result.seed = config.seed;
    result.maxPlies = config.maxPlies;
    result.threads = threadCount;
    result.cancelled = stopped();
    result.unfinished = interrupted.load();
    if (!failures.empty())
        result.invariantFailure = failures.begin()->second;
    result.setTotals(std::move(totals));
    result.elapsedSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

} // namespace kotatsu
