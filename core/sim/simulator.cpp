// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/simulator.h"

#include "ai/agent_factory.h"
#include "engine/game_state.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <mutex>
#include <thread>

namespace kotatsu {

namespace {

struct GameRecord
{
    bool played = false;
    bool finished = false;
    int plies = 0;
    Outcome outcome;
};

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
    for (const auto &spec : seatAgents(config)) {
        std::string error;
        if (!makeAgent(spec, &error))
            return error;
    }
    return {};
}

SimulationResult Simulator::run(const SimulationConfig &config, const Progress &progress,
                                const std::atomic<bool> *cancel)
{
    const auto start = std::chrono::steady_clock::now();
    const std::vector<std::string> specs = seatAgents(config);
    std::vector<GameRecord> records(static_cast<std::size_t>(config.games));
    std::atomic<int> next{0};
    std::atomic<int> done{0};
    const int threadCount = std::max(1, std::min(config.threads, config.games));

    auto worker = [&] {
        std::vector<std::unique_ptr<Agent>> agents;
        for (const auto &spec : specs) {
            agents.push_back(makeAgent(spec));
            agents.back()->setStopFlag(cancel);
        }
        for (;;) {
            if (cancel && cancel->load())
                return;
            const int index = next.fetch_add(1);
            if (index >= config.games)
                return;
            const auto gameSeed = Rng::derive(config.seed, static_cast<std::uint64_t>(index));
            Rng agentRng(Rng::derive(gameSeed, 0xA6E27));
            auto state = config.definition->newGame(config.players, gameSeed);
            GameRecord &record = records[static_cast<std::size_t>(index)];
            int plies = 0;
            while (!state->isTerminal() && plies < config.maxPlies) {
                if (cancel && cancel->load())
                    return;
                PlayerView view(*state);
                Action action =
                    agents[static_cast<std::size_t>(view.seat())]->chooseAction(view, agentRng);
                state->apply(action);
                ++plies;
            }
            record.played = true;
            record.plies = plies;
            record.finished = state->isTerminal();
            if (record.finished)
                record.outcome = state->outcome();
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

    SimulationResult result;
    result.gameId = config.definition->info().id;
    result.variantId = config.definition->info().variantId;
    result.players = config.players;
    result.gamesRequested = config.games;
    result.agents = specs;
    result.seed = config.seed;
    result.threads = threadCount;
    result.cancelled = cancel && cancel->load();
    result.winsBySeat.assign(static_cast<std::size_t>(config.players), 0);
    result.winShareBySeat.assign(static_cast<std::size_t>(config.players), 0.0);

    Accumulator plies;
    std::vector<Accumulator> scores(static_cast<std::size_t>(config.players));
    std::map<std::string, long> reasons;
    std::vector<std::pair<std::string, Accumulator>> figures;
    int maxPlies = 0;
    for (const auto &record : records) {
        if (!record.played)
            continue;
        ++result.gamesPlayed;
        if (!record.finished) {
            ++result.unfinished;
            continue;
        }
        plies.add(record.plies);
        maxPlies = std::max(maxPlies, record.plies);
        const Outcome &outcome = record.outcome;
        if (outcome.draw)
            ++result.draws;
        for (int seat : outcome.winners) {
            result.winsBySeat[static_cast<std::size_t>(seat)] += 1;
            result.winShareBySeat[static_cast<std::size_t>(seat)] +=
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
    result.plies = plies.result();
    result.pliesBucketWidth = std::max(1, (maxPlies + 40) / 40);
    result.pliesHistogram.assign(static_cast<std::size_t>(maxPlies / result.pliesBucketWidth + 1),
                                 0);
    for (const auto &record : records) {
        if (record.played && record.finished)
            result
                .pliesHistogram[static_cast<std::size_t>(record.plies / result.pliesBucketWidth)] +=
                1;
    }
    for (auto &acc : scores)
        result.scoresBySeat.push_back(acc.result());
    for (const auto &[reason, count] : reasons)
        result.endReasons.emplace_back(reason, count);
    for (const auto &[name, acc] : figures)
        result.figures.emplace_back(name, acc.result());
    result.elapsedSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

} // namespace kotatsu
