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

class Accumulator
{
public:
    void add(double x)
    {
        if (m_count == 0 || x < m_min)
            m_min = x;
        if (m_count == 0 || x > m_max)
            m_max = x;
        ++m_count;
        double delta = x - m_mean;
        m_mean += delta / static_cast<double>(m_count);
        m_m2 += delta * (x - m_mean);
    }
    Statistic result() const
    {
        Statistic s;
        s.count = m_count;
        if (m_count == 0)
            return s;
        s.mean = m_mean;
        s.min = m_min;
        s.max = m_max;
        s.stddev = m_count > 1 ? std::sqrt(m_m2 / static_cast<double>(m_count - 1)) : 0.0;
        return s;
    }

private:
    long m_count = 0;
    double m_mean = 0, m_m2 = 0, m_min = 0, m_max = 0;
};

double round4(double x)
{
    return std::round(x * 10000.0) / 10000.0;
}

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

Json Statistic::toJson() const
{
    Json json = Json::object();
    json["mean"] = round4(mean);
    json["min"] = min;
    json["max"] = max;
    json["stddev"] = round4(stddev);
    return json;
}

Json SimulationResult::toJson() const
{
    Json json = Json::object();
    json["game"] = gameId;
    json["variant"] = variantId.empty() ? Json() : Json(variantId);
    json["players"] = players;
    json["games_requested"] = gamesRequested;
    json["games_played"] = gamesPlayed;
    json["unfinished"] = unfinished;
    json["cancelled"] = cancelled;
    json["seed"] = static_cast<long long>(seed);
    json["threads"] = threads;
    Json agentList = Json::array();
    for (const auto &a : agents)
        agentList.push(a);
    json["agents"] = std::move(agentList);
    json["elapsed_seconds"] = round4(elapsedSeconds);
    Json wins = Json::array();
    Json rates = Json::array();
    Json shares = Json::array();
    for (std::size_t i = 0; i < winsBySeat.size(); ++i) {
        wins.push(winsBySeat[i]);
        rates.push(gamesPlayed ? round4(static_cast<double>(winsBySeat[i]) / gamesPlayed) : 0.0);
        shares.push(gamesPlayed ? round4(winShareBySeat[i] / gamesPlayed) : 0.0);
    }
    json["wins_by_seat"] = std::move(wins);
    json["win_rate_by_seat"] = std::move(rates);
    json["win_share_by_seat"] = std::move(shares);
    json["draws"] = draws;
    json["plies"] = plies.toJson();
    Json histogram = Json::object();
    histogram["bucket_width"] = pliesBucketWidth;
    Json counts = Json::array();
    for (long c : pliesHistogram)
        counts.push(c);
    histogram["counts"] = std::move(counts);
    json["plies_histogram"] = std::move(histogram);
    Json scores = Json::array();
    for (const auto &s : scoresBySeat)
        scores.push(s.toJson());
    json["scores_by_seat"] = std::move(scores);
    Json reasons = Json::object();
    for (const auto &[reason, count] : endReasons)
        reasons[reason] = count;
    json["end_reasons"] = std::move(reasons);
    Json figureStats = Json::object();
    for (const auto &[name, stat] : figures)
        figureStats[name] = stat.toJson();
    json["figures"] = std::move(figureStats);
    if (invariantFailure) {
        Json failure = Json::object();
        failure["game"] = invariantFailure->game;
        failure["seed"] = std::to_string(invariantFailure->seed);
        failure["ply"] = invariantFailure->ply;
        failure["message"] = invariantFailure->message;
        json["invariant_failure"] = std::move(failure);
    }
    return json;
}

std::string Simulator::check(const SimulationConfig &config)
{
    if (!config.definition)
        return "no game";
    const auto &info = config.definition->info();
    if (config.players < info.minPlayers || config.players > info.maxPlayers)
        return info.id + " is for " + std::to_string(info.minPlayers) + " to " +
               std::to_string(info.maxPlayers) + " players";
    if (config.games < 1)
        return "the number of games must be at least 1";
    if (config.agents.size() > 1 && static_cast<int>(config.agents.size()) != config.players)
        return "give one agent for every seat, or a single agent for all";
    std::string error;
    const std::vector<std::string> specs = seatAgents(config);
    if (!definitionForSeats(config.definition, specs, &error))
        return error;
    for (const auto &spec : specs) {
        if (!automaLevelOfSpec(spec) && !makeAgent(spec, &error))
            return error;
    }
    return {};
}

namespace {

// The running aggregates. Games are added strictly in game order (see Simulator::run), so the
// floating-point sums, and so the result, do not depend on the thread count.
struct Aggregates
{
    explicit Aggregates(int players)
        : winsBySeat(static_cast<std::size_t>(players), 0),
          winShareBySeat(static_cast<std::size_t>(players), 0.0),
          scores(static_cast<std::size_t>(players))
    {}
    void add(const GameSummary &game)
    {
        ++played;
        plies.add(game.plies);
        // Exact counts per length (at most maxPlies + 1 of them, whatever the number of
        // games); bucketed at the end.
        if (static_cast<std::size_t>(game.plies) >= pliesCounts.size())
            pliesCounts.resize(static_cast<std::size_t>(game.plies) + 1, 0);
        pliesCounts[static_cast<std::size_t>(game.plies)] += 1;
        const Outcome &outcome = game.outcome;
        if (outcome.draw)
            ++draws;
        for (int seat : outcome.winners) {
            winsBySeat[static_cast<std::size_t>(seat)] += 1;
            winShareBySeat[static_cast<std::size_t>(seat)] +=
                1.0 / static_cast<double>(outcome.winners.size());
        }
        for (std::size_t s = 0; s < outcome.scores.size() && s < scores.size(); ++s)
            scores[s].add(outcome.scores[s]);
        reasons[outcome.reason] += 1;
        for (const auto &[name, value] : outcome.figures) {
            auto it = std::find_if(figures.begin(), figures.end(),
                                   [&figure = name](const auto &f) { return f.first == figure; });
            if (it == figures.end()) {
                figures.emplace_back(name, Accumulator());
                it = figures.end() - 1;
            }
            it->second.add(value);
        }
    }

    int played = 0;
    std::vector<long> winsBySeat;
    std::vector<double> winShareBySeat;
    long draws = 0;
    Accumulator plies;
    std::vector<long> pliesCounts;
    std::vector<Accumulator> scores;
    std::map<std::string, long> reasons;
    std::vector<std::pair<std::string, Accumulator>> figures;
};

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

// How far the fastest worker may run ahead of the oldest unfinished game: bounds the games
// waiting to be added in order.
constexpr int kReorderWindow = 4096;

} // namespace

SimulationResult Simulator::run(const SimulationConfig &config, const Progress &progress,
                                const std::atomic<bool> *cancel)
{
    const auto start = std::chrono::steady_clock::now();
    const std::vector<std::string> specs = seatAgents(config);
    // With an Automa seat ("automa[:level=N]") the rules play that seat: no agent for it.
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
    Aggregates totals(config.players);
    const auto stopped = [&] { return cancel && cancel->load(); };

    auto finish = [&](int index, std::optional<GameSummary> game) {
        std::lock_guard<std::mutex> guard(lock);
        if (game)
            waiting.emplace(index, std::move(*game));
        else
            waiting.emplace(index, GameSummary{-1, 0, 0, false, {}}); // not played
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
        std::vector<std::unique_ptr<Agent>> agents = makeSeatAgents(specs);
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
            const auto gameSeed = Rng::derive(config.seed, static_cast<std::uint64_t>(index));
            Rng agentRng(Rng::derive(gameSeed, 0xA6E27));
            auto state = definition->newGame(config.players, gameSeed);
            int plies = 0;
            bool broken = false;
            while (!state->isTerminal() && plies < config.maxPlies) {
                if (stopped())
                    break;
                PlayerView view(*state);
                Action action =
                    agents[static_cast<std::size_t>(view.seat())]->chooseAction(view, agentRng);
                state->apply(action);
                ++plies;
                if (config.checkInvariants) {
                    std::string problem = state->checkInvariants();
                    if (!problem.empty()) {
                        {
                            std::lock_guard<std::mutex> guard(lock);
                            failures.emplace(index, InvariantFailure{index, gameSeed, plies,
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
            game.index = index;
            game.seed = gameSeed;
            game.plies = plies;
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
    result.gamesRequested = config.games;
    result.agents = specs;
    result.seed = config.seed;
    result.threads = threadCount;
    result.cancelled = stopped();
    result.gamesPlayed = totals.played;
    result.unfinished = interrupted.load();
    result.winsBySeat = totals.winsBySeat;
    result.winShareBySeat = totals.winShareBySeat;
    result.draws = totals.draws;
    result.plies = totals.plies.result();
    if (!failures.empty())
        result.invariantFailure = failures.begin()->second;

    const int maxPlies =
        totals.pliesCounts.empty() ? 0 : static_cast<int>(totals.pliesCounts.size()) - 1;
    result.pliesBucketWidth = std::max(1, (maxPlies + 40) / 40);
    result.pliesHistogram.assign(static_cast<std::size_t>(maxPlies / result.pliesBucketWidth + 1),
                                 0);
    for (std::size_t length = 0; length < totals.pliesCounts.size(); ++length)
        result.pliesHistogram[length / static_cast<std::size_t>(result.pliesBucketWidth)] +=
            totals.pliesCounts[length];
    for (auto &acc : totals.scores)
        result.scoresBySeat.push_back(acc.result());
    for (const auto &[reason, count] : totals.reasons)
        result.endReasons.emplace_back(reason, count);
    for (const auto &[name, acc] : totals.figures)
        result.figures.emplace_back(name, acc.result());
    result.elapsedSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

} // namespace kotatsu
