// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/hint.h"

#include "ai/agent_factory.h"
#include "ai/ismcts_agent.h"
#include "ai/montecarlo_agent.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <thread>

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

// One search with the strong level's agent, `margin` its margin weight, from `view`.
Hint search(const PlayerView &view, std::uint64_t seed, const HintOptions &options, double margin,
            const std::atomic<bool> *stop)
{
    HintOptions one = options;
    one.margin = margin;
    auto agent = makeAgent(hintAgentSpec(view.definition(), one));
    agent->setStopFlag(stop);
    Rng rng(seed);
    Hint hint;
    hint.action = agent->chooseAction(view, rng);
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
// Whole milliseconds since `start`.
int millisecondsSince(std::chrono::steady_clock::time_point start)
{
    return static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(
                                std::chrono::steady_clock::now() - start)
                                .count());
}

// A game played on is abandoned after this many actions (no game comes near it).
constexpr int kMaxPlies = 5000;

// Who plays each seat of a game played on: a person's seat (the one asking, and any seat
// without a spec) the person-like agent, a computer forecastSpec's agent, the Automa nobody
// (the rules play it inside the state, it is never the seat to move).
class SeatPlayers
{
public:
    SeatPlayers(const GameState &state, int person, const std::vector<std::string> &seats,
                const std::string &personSpec, const std::atomic<bool> *stop)
    {
        const int players = state.numPlayers();
        for (int seat = 0; seat < players; ++seat) {
            const std::string spec = seat != person && static_cast<std::size_t>(seat) < seats.size()
                                         ? seats[static_cast<std::size_t>(seat)]
                                         : std::string();
            std::unique_ptr<Agent> agent;
            if (!spec.empty() && !rulesLevelOfSpec(spec))
                agent = makeAgent(forecastSpec(spec));
            if (!agent)
                agent =
                    makeAgent(personSpec.empty() ? personLikeSpec(state.definition()) : personSpec);
            agent->setStopFlag(stop);
            m_agents.push_back(std::move(agent));
        }
    }

    // Plays `state` to its end; false when it was cut short (`keepGoing` said no, or the game
    // ran too long).
    template <typename KeepGoing>
    bool play(GameState &state, Rng &rng, KeepGoing keepGoing)
    {
        for (int plies = 0; !state.isTerminal(); ++plies) {
            if (plies >= kMaxPlies || !keepGoing())
                return false;
            const int seat = state.currentPlayer();
            PlayerView view(state, std::move(m_scratch));
            const Action action = m_agents[static_cast<std::size_t>(seat)]->chooseAction(view, rng);
            m_scratch = view.releaseActions();
            state.apply(action);
        }
        return true;
    }

private:
    std::vector<std::unique_ptr<Agent>> m_agents;
    std::vector<Action> m_scratch;
};

// The iterations of a search agent's spec; 0 for an agent that does not search by iterations.
int searchIterations(const Agent &agent)
{
    if (const auto *ismcts = dynamic_cast<const IsmctsAgent *>(&agent))
        return ismcts->settings().iterations;
    if (const auto *flat = dynamic_cast<const MonteCarloAgent *>(&agent))
        return flat->budget().iterations;
    return 0;
}

} // namespace

std::string personLikeSpec(const GameDefinition &definition)
{
    const auto strong = makeAgent(agentSpecForLevel(definition, "strong"));
    const int iterations = strong ? searchIterations(*strong) : 0;
    return HintAgent::spec(std::max(kPersonLeastIterations, iterations / kPersonBudgetDivisor));
}

int shownForecastPercent(double share, int games)
{
    const int step = games < kForecastFineGames ? 10 : 5;
    return static_cast<int>(std::lround(std::clamp(share, 0.0, 1.0) * 100 / step)) * step;
}

std::string forecastSpec(const std::string &spec)
{
    const auto agent = makeAgent(spec);
    const int iterations = agent ? searchIterations(*agent) : 0;
    if (iterations <= 0)
        return spec; // not a search (random, heuristic): cheap enough as it is
    if (iterations <= kForecastOwnSearchIterations) {
        // Cheap enough to play as itself now that the forecast goes on while the person
        // thinks: its own search, on one tree (the budget, not the trees, makes its strength).
        if (const auto *ismcts = dynamic_cast<const IsmctsAgent *>(agent.get())) {
            const IsmctsAgent::Settings &s = ismcts->settings();
            char own[160];
            std::snprintf(own, sizeof own, "ismcts:iterations=%d,threads=1,c=%.3f,margin=%.2f",
                          s.iterations, s.exploration, s.margin);
            return own;
        }
        if (dynamic_cast<const MonteCarloAgent *>(agent.get()))
            return "montecarlo:iterations=" + std::to_string(iterations);
    }
    return "ismcts:iterations=" + std::to_string(std::min(iterations, kComputerStandInIterations)) +
           ",depth=4,threads=1";
}

double playOn(GameState &state, int person, const std::vector<std::string> &seats, Rng &rng,
              const std::atomic<bool> *stop, const std::string &personSpec)
{
    SeatPlayers players(state, person, seats, personSpec, stop);
    players.play(state, rng, [stop] { return !(stop && stop->load()); });
    return state.isTerminal() ? state.outcome().reward(person) : 0.0;
}

namespace {
// Plays games [first, first + count) of a forecast (game g from Rng::derive(seed, g) and its
// own draw of the hidden state) on settings.threads threads; returns the results of those not
// cut short (-1 for the others), in game order.
std::vector<double> playForecastGames(const GameState &state, const Action &action,
                                      std::uint64_t seed, const ForecastSettings &settings,
                                      int first, int count, const std::atomic<bool> *stop)
{
    const int person = state.currentPlayer();
    const int games = std::max(0, count);
    const auto deadline = std::chrono::steady_clock::now() +
                          std::chrono::milliseconds(std::max(0, settings.milliseconds));
    // Game g always starts from the same drawn state with the same Rng, whichever thread plays
    // it: without a time limit the forecast depends on the seed alone.
    std::vector<double> results(static_cast<std::size_t>(games), -1.0);
    std::atomic<int> next{0};
    auto worker = [&] {
        SeatPlayers players(state, person, settings.seats, settings.person, stop);
        auto keepGoing = [&] {
            return !(stop && stop->load(std::memory_order_relaxed)) &&
                   (settings.milliseconds <= 0 || std::chrono::steady_clock::now() < deadline);
        };
        for (int g = next++; g < games && keepGoing(); g = next++) {
            Rng rng(Rng::derive(seed, static_cast<std::uint64_t>(first + g)));
            // Drawn from the person's own observation: what they cannot see is redrawn.
            auto drawn = state.resampleHidden(person, rng);
            if (!drawn->tryApply(action))
                return;
            if (players.play(*drawn, rng, keepGoing))
                results[static_cast<std::size_t>(g)] = drawn->outcome().reward(person);
        }
    };
    const int threads = std::clamp(settings.threads, 1, 16);
    std::vector<std::thread> workers;
    for (int t = 1; t < threads; ++t)
        workers.emplace_back(worker);
    worker();
    for (auto &thread : workers)
        thread.join();
    return results;
}
} // namespace

Forecast forecastWins(const GameState &state, const Action &action, std::uint64_t seed,
                      const ForecastSettings &settings, const std::atomic<bool> *stop)
{
    Forecast forecast;
    double won = 0.0;
    for (double result :
         playForecastGames(state, action, seed, settings, 0, settings.games, stop)) {
        if (result < 0.0)
            continue;
        won += result;
        ++forecast.games;
    }
    if (forecast.games > 0)
        forecast.winShare = won / forecast.games;
    return forecast;
}

ForecastRun::ForecastRun(const GameState &state, Action action, std::uint64_t seed,
                         ForecastSettings settings)
    : m_state(state.clone()), m_action(std::move(action)), m_seed(seed),
      m_settings(std::move(settings))
{}

Forecast ForecastRun::more(int games, const std::atomic<bool> *stop)
{
    if (games <= 0)
        return m_total;
    for (double result :
         playForecastGames(*m_state, m_action, m_seed, m_settings, m_next, games, stop)) {
        if (result < 0.0)
            continue;
        m_won += result;
        ++m_total.games;
    }
    m_next += games;
    if (m_total.games > 0)
        m_total.winShare = m_won / m_total.games;
    return m_total;
}

PercentRange forecastRangePercent(double share, int games)
{
    if (games <= 0)
        return {};
    // Wilson's score interval at 95 % (z = 1.96).
    const double z = 1.96;
    const double n = games;
    const double p = std::clamp(share, 0.0, 1.0);
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z / (1 + z * z / n) * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n));
    PercentRange range;
    range.low = std::clamp(static_cast<int>(std::floor(100 * (centre - half) + 1e-9)), 0, 100);
    range.high = std::clamp(static_cast<int>(std::ceil(100 * (centre + half) - 1e-9)), 0, 100);
    return range;
}

std::string hintAgentSpec(const GameDefinition &definition, const HintOptions &options)
{
    const std::string strong = agentSpecForLevel(definition, "strong");
    const auto agent = makeAgent(strong);
    char spec[160];
    if (const auto *ismcts = dynamic_cast<const IsmctsAgent *>(agent.get())) {
        const IsmctsAgent::Settings &s = ismcts->settings();
        std::snprintf(spec, sizeof spec, "ismcts:iterations=%d,ms=%d,threads=%d,c=%.3f,margin=%.2f",
                      options.iterations > 0 ? options.iterations : s.iterations,
                      options.milliseconds > 0 ? options.milliseconds : s.milliseconds,
                      options.threads > 0 ? options.threads : s.threads, s.exploration,
                      std::max(0.0, options.margin));
        return spec;
    }
    if (const auto *flat = dynamic_cast<const MonteCarloAgent *>(agent.get())) {
        const MonteCarloAgent::Budget &b = flat->budget();
        std::snprintf(spec, sizeof spec, "montecarlo:iterations=%d,ms=%d",
                      options.iterations > 0 ? options.iterations : b.iterations,
                      options.milliseconds > 0 ? options.milliseconds : b.milliseconds);
        return spec;
    }
    return strong;
}

HintOptions appHintOptions(std::vector<std::string> seats)
{
    HintOptions options;
    options.seats = std::move(seats);
    options.forecastGames = kAppForecastMaxGames;
    options.forecastMilliseconds = kAppForecastMaxMilliseconds;
    options.milliseconds = kAppSearchMilliseconds;
    return options;
}

std::uint64_t forecastSeed(std::uint64_t seed)
{
    return Rng::derive(seed, 0x666f7265);
}

ForecastSettings appForecastSettings(const HintOptions &options)
{
    ForecastSettings settings;
    settings.seats = options.seats;
    settings.person = options.forecastPerson;
    settings.games = options.forecastGames;
    settings.milliseconds = 0;
    settings.threads = 1;
    return settings;
}

Hint findHint(const GameState &state, std::uint64_t seed, const HintOptions &options,
              const std::atomic<bool> *stop)
{
    const auto start = std::chrono::steady_clock::now();
    Hint hint = searchHint(state, seed, options, stop);
    if (options.seats.empty() || hint.reason == Hint::Reason::None || (stop && stop->load()))
        return hint;
    ForecastSettings settings;
    settings.seats = options.seats;
    settings.games = options.forecastGames;
    settings.milliseconds = options.forecastMilliseconds;
    settings.person = options.forecastPerson;
    if (settings.milliseconds > 0 && options.milliseconds > 0) {
        // What the search left of its time goes to the forecast too.
        settings.milliseconds =
            std::max(settings.milliseconds, options.milliseconds + options.forecastMilliseconds -
                                                millisecondsSince(start));
    }
    const Forecast forecast = forecastWins(state, hint.action, forecastSeed(seed), settings, stop);
    if (forecast.games >= kForecastMinGames && !(stop && stop->load())) {
        hint.forecastGames = forecast.games;
        hint.forecast = forecast.winShare;
    }
    return hint;
}

Hint searchHint(const GameState &state, std::uint64_t seed, const HintOptions &options,
                const std::atomic<bool> *stop)
{
    return searchHint(PlayerView(state), seed, options, stop);
}

Hint searchHint(const PlayerView &view, std::uint64_t seed, const HintOptions &options,
                const std::atomic<bool> *stop)
{
    if (options.margin >= 0.0)
        return search(view, seed, options, options.margin, stop);
    // First the strong level's own search (the result alone); when the move it finds is won in
    // about none or all of its playouts, that search was blind: search again, the margin
    // weighed in, and take that search's move and figures.
    const auto start = std::chrono::steady_clock::now();
    Hint hint = search(view, seed, options, 0.0, stop);
    if (hint.reason != Hint::Reason::Margin || (stop && stop->load()))
        return hint;
    HintOptions second = options;
    if (options.milliseconds > 0) {
        // The time limit holds for both searches together.
        second.milliseconds = options.milliseconds - millisecondsSince(start);
        if (second.milliseconds < 100)
            return hint;
    }
    Hint again = search(view, Rng::derive(seed, 0x6d617267), second, kHintMargin, stop);
    if (again.reason == Hint::Reason::None)
        return hint;
    again.iterations += hint.iterations;
    return again;
}

HintAgent::HintAgent(int iterations) : m_iterations(std::max(1, iterations)) {}

std::string HintAgent::spec(int iterations)
{
    return "hint:iterations=" + std::to_string(iterations);
}

Action HintAgent::chooseAction(const PlayerView &view, Rng &rng)
{
    if (view.legalActions().size() == 1)
        return view.legalActions().front();
    HintOptions options;
    options.iterations = m_iterations;
    options.threads = 1;
    return searchHint(view, rng.next(), options, stopFlag()).action;
}

} // namespace kotatsu
