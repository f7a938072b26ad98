// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/arena.h"

#include "ai/agent_factory.h"
#include "engine/game_state.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <thread>

namespace kotatsu {

namespace {

using Clock = std::chrono::steady_clock;

// The agents' stream of a game, derived from its seed as Simulator and kotatsu-cli play do.
constexpr std::uint64_t kAgentStream = 0xA6E27;

constexpr long long kMaxGames = 10000000;

int seatsOf(const ArenaConfig &config)
{
    if (config.players > 0)
        return config.players;
    return config.definition ? config.definition->info().minPlayers : 0;
}

struct Pairing
{
    int a = 0;
    int b = 0;
};

std::vector<Pairing> pairingsOf(int agents)
{
    std::vector<Pairing> pairings;
    for (int a = 0; a < agents; ++a) {
        for (int b = a + 1; b < agents; ++b)
            pairings.push_back({a, b});
    }
    return pairings;
}

// What one seat pattern of one pairing plays: the rules (with the rules' own seat, if any, which
// they play without asking an agent) and each seat's agent.
struct Setting
{
    std::shared_ptr<const GameDefinition> definition;
    std::vector<int> seats; // agent index per seat
    std::vector<int> sides; // 0 (A) or 1 (B) per seat
};

// The settings of every pairing and pattern, pairing by pairing; an error message when one
// cannot be played.
std::string prepare(const ArenaConfig &config, std::vector<Setting> *settings)
{
    if (!config.definition)
        return "no game";
    const auto &info = config.definition->info();
    const int players = seatsOf(config);
    if (players < info.minPlayers || players > info.maxPlayers)
        return info.id + " is for " + std::to_string(info.minPlayers) + " to " +
               std::to_string(info.maxPlayers) + " players";
    if (players < 2 || players > 16)
        return "an arena seats 2 to 16 players";
    const auto patterns = seatPatterns(players);
    const int patternCount = static_cast<int>(patterns.size());
    if (config.games < 1 || config.games % patternCount != 0)
        return "the games per pairing must be a positive multiple of " +
               std::to_string(patternCount) + " (each deal is played in the " +
               std::to_string(patternCount) + " seat patterns of " + std::to_string(players) +
               " players)";
    if (config.threads < 1)
        return "the number of threads must be at least 1";
    if (config.maxPlies < 1)
        return "the ply limit must be at least 1";
    if (config.resamples < 0 || !(config.priorDraws >= 0))
        return "the bootstrap resamples and prior draws must not be negative";

    std::vector<bool> rules;
    for (const std::string &spec : config.agents) {
        std::string error;
        const auto level = rulesLevelOfSpec(spec, &error);
        if (level && *level < 0)
            return error;
        if (!level && !makeAgent(seatAgentSpec(*config.definition, spec), &error))
            return error;
        rules.push_back(level.has_value());
    }
    // After the specs: "random,wizard" is one malformed spec, better named as such.
    if (config.agents.size() < 2)
        return "an arena needs at least two agents";
    // Every game is kept (ArenaResult::games), so the total is bounded, well within an int.
    const auto pairingCount = static_cast<long long>(config.agents.size()) *
                              static_cast<long long>(config.agents.size() - 1) / 2;
    if (pairingCount * config.games > kMaxGames)
        return "an arena plays at most " + std::to_string(kMaxGames) + " games (" +
               std::to_string(pairingCount) + " pairings of " + std::to_string(config.games) +
               " games asked)";
    if (std::count(rules.begin(), rules.end(), true) > 1)
        return "two rules seats cannot meet: the game's own opponent plays only against agents, "
               "so list it once";
    if (players > 2 && std::count(rules.begin(), rules.end(), true) > 0)
        return "the game's own opponent takes a single seat, so an arena with it is for 2 "
               "players";

    for (const Pairing &pairing : pairingsOf(static_cast<int>(config.agents.size()))) {
        for (const auto &pattern : patterns) {
            Setting setting;
            std::vector<std::string> specs;
            for (int side : pattern) {
                const int agent = side == 0 ? pairing.a : pairing.b;
                setting.seats.push_back(agent);
                setting.sides.push_back(side);
                specs.push_back(config.agents[static_cast<std::size_t>(agent)]);
            }
            std::string error;
            setting.definition = definitionForSeats(config.definition, specs, &error);
            if (!setting.definition)
                return error;
            if (settings)
                settings->push_back(std::move(setting));
        }
    }
    return {};
}

// A's points in a finished game: the better of the two agents' best places wins.
double scoreOfA(const Outcome &outcome, const Setting &setting)
{
    std::array<int, 2> best{INT_MAX, INT_MAX};
    for (std::size_t seat = 0; seat < setting.sides.size(); ++seat) {
        const int rank = seat < outcome.ranks.size()
                             ? outcome.ranks[seat]
                             : (outcome.isWinner(static_cast<int>(seat)) ? 1 : 2);
        int &side = best[static_cast<std::size_t>(setting.sides[seat])];
        side = std::min(side, rank);
    }
    return best[0] < best[1] ? 1.0 : best[0] == best[1] ? 0.5 : 0.0;
}

// One worker's agents: one per (listed agent, seat), made when first needed. An agent that
// holds two seats of a game has an instance for each, so nothing it keeps between moves mixes
// the two seats' views.
class AgentTable
{
public:
    AgentTable(const std::vector<std::string> &specs, int players)
        : m_specs(specs), m_players(players),
          m_agents(specs.size() * static_cast<std::size_t>(players))
    {}

    Agent &at(int agent, int seat)
    {
        auto &slot = m_agents[static_cast<std::size_t>(agent * m_players + seat)];
        if (!slot)
            slot = makeAgent(m_specs[static_cast<std::size_t>(agent)]); // checked by prepare()
        return *slot;
    }

private:
    const std::vector<std::string> &m_specs;
    int m_players;
    std::vector<std::unique_ptr<Agent>> m_agents;
};

ArenaGame playGame(const Setting &setting, int maxPlies, std::uint64_t seed, AgentTable &agents,
                   std::vector<Action> &legal)
{
    ArenaGame game;
    game.seed = seed;
    game.seats = setting.seats;
    const int players = static_cast<int>(setting.seats.size());
    auto state = setting.definition->newGame(players, seed);
    Rng agentRng(Rng::derive(seed, kAgentStream));
    while (!state->isTerminal() && game.plies < maxPlies) {
        PlayerView view(*state, std::move(legal));
        const auto seat = static_cast<std::size_t>(view.seat());
        Agent &agent = agents.at(setting.seats[seat], view.seat());
        const auto start = Clock::now();
        const Action action = agent.chooseAction(view, agentRng);
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        const auto side = static_cast<std::size_t>(setting.sides[seat]);
        ++game.moves[side];
        game.thinkingSeconds[side] += seconds;
        legal = view.releaseActions();
        state->apply(action);
        ++game.plies;
    }
    game.plyLimit = !state->isTerminal();
    game.scoreOfA = game.plyLimit ? 0.5 : scoreOfA(state->outcome(), setting);
    return game;
}

std::string patternText(const std::vector<int> &pattern)
{
    std::string text;
    for (int side : pattern)
        text.push_back(side == 0 ? 'A' : 'B');
    return text;
}

Json pairJson(double low, double high)
{
    Json out = Json::array();
    out.push(low);
    out.push(high);
    return out;
}

// Ratings and intervals to a tenth of a point: finer digits are rounding noise of the fit.
double tenth(double value)
{
    return std::round(value * 10) / 10;
}

// printf onto the end of a string, whatever the length.
[[gnu::format(printf, 2, 3)]] void appendFormatted(std::string &out, const char *format, ...)
{
    std::va_list args;
    va_start(args, format);
    std::va_list measure;
    va_copy(measure, args);
    const int size = std::vsnprintf(nullptr, 0, format, measure);
    va_end(measure);
    if (size > 0) {
        const std::size_t end = out.size();
        out.resize(end + static_cast<std::size_t>(size) + 1);
        std::vsnprintf(out.data() + end, static_cast<std::size_t>(size) + 1, format, args);
        out.resize(end + static_cast<std::size_t>(size));
    }
    va_end(args);
}

} // namespace

std::vector<std::vector<int>> seatPatterns(int players)
{
    std::vector<std::vector<int>> fewerA;
    const std::uint32_t all = (1U << players) - 1;
    for (std::uint32_t mask = 1; mask < all; ++mask) {
        std::vector<int> pattern;
        int seatsOfA = 0;
        for (int seat = 0; seat < players; ++seat) {
            pattern.push_back(static_cast<int>((mask >> seat) & 1U));
            seatsOfA += pattern.back() == 0;
        }
        // Of a pattern and its exchange, keep the one where A holds fewer seats (on a tie, the
        // one where A holds seat 0).
        if (2 * seatsOfA < players || (2 * seatsOfA == players && pattern[0] == 0))
            fewerA.push_back(std::move(pattern));
    }
    std::sort(fewerA.begin(), fewerA.end(), [](const auto &x, const auto &y) {
        const auto seatsOfA = [](const std::vector<int> &p) {
            return std::count(p.begin(), p.end(), 0);
        };
        if (seatsOfA(x) != seatsOfA(y))
            return seatsOfA(x) < seatsOfA(y);
        return x < y;
    });
    std::vector<std::vector<int>> patterns = fewerA;
    for (std::vector<int> pattern : fewerA) {
        for (int &side : pattern)
            side = 1 - side;
        patterns.push_back(std::move(pattern));
    }
    return patterns;
}

double ArenaAgent::msPerMove() const
{
    return moves > 0 ? thinkingSeconds * 1000.0 / static_cast<double>(moves) : -1.0;
}

std::string Arena::check(const ArenaConfig &config)
{
    return prepare(config, nullptr);
}

ArenaResult Arena::run(const ArenaConfig &config, const Progress &progress)
{
    const auto start = Clock::now();
    ArenaResult result;
    std::vector<Setting> settings;
    if (!prepare(config, &settings).empty())
        return result; // check(config) says why
    const int players = seatsOf(config);
    const std::vector<Pairing> pairings = pairingsOf(static_cast<int>(config.agents.size()));
    result.patterns = seatPatterns(players);
    const int patternCount = static_cast<int>(result.patterns.size());
    const int total = static_cast<int>(pairings.size()) * config.games;

    // Each game is a pure function of its index, written to its own slot: the results, read
    // in game order afterwards, do not depend on the number of threads.
    std::vector<ArenaGame> games(static_cast<std::size_t>(total));
    std::atomic<int> next{0};
    std::atomic<int> done{0};
    // A strength ("computer:level=strong") is the agent the game's data names for it.
    std::vector<std::string> agentSpecs;
    for (const std::string &spec : config.agents)
        agentSpecs.push_back(seatAgentSpec(*config.definition, spec));
    auto worker = [&] {
        AgentTable agents(agentSpecs, players);
        std::vector<Action> legal;
        for (int index = next.fetch_add(1); index < total; index = next.fetch_add(1)) {
            const int pairing = index / config.games;
            const int game = index % config.games;
            const int deal = game / patternCount;
            const Setting &setting =
                settings[static_cast<std::size_t>(pairing * patternCount + game % patternCount)];
            const std::uint64_t seed =
                Rng::derive(Rng::derive(config.seed, static_cast<std::uint64_t>(pairing)),
                            static_cast<std::uint64_t>(deal));
            ArenaGame &played = games[static_cast<std::size_t>(index)];
            played = playGame(setting, config.maxPlies, seed, agents, legal);
            played.pairing = pairing;
            played.game = game;
            const int finished = done.fetch_add(1) + 1;
            if (progress)
                progress(finished, total);
        }
    };
    const int threadCount = std::max(1, std::min(config.threads, total));
    std::vector<std::thread> pool;
    for (int t = 1; t < threadCount; ++t)
        pool.emplace_back(worker);
    worker();
    for (auto &thread : pool)
        thread.join();

    result.gameId = config.definition->info().id;
    result.variantId = config.definition->info().variantId;
    result.players = players;
    result.gamesPerPairing = config.games;
    result.seed = config.seed;
    result.threads = threadCount;
    result.maxPlies = config.maxPlies;
    result.resamples = config.resamples;
    result.priorDraws = config.priorDraws;
    for (const std::string &spec : config.agents) {
        result.agents.emplace_back();
        result.agents.back().spec = spec;
    }

    // The bootstrap reweights deals: the games of one seed, in its seat patterns, together.
    std::vector<PairingBlocks> blocks;
    for (std::size_t p = 0; p < pairings.size(); ++p) {
        ArenaPairing pairing;
        pairing.a = pairings[p].a;
        pairing.b = pairings[p].b;
        PairingBlocks deals{pairing.a, pairing.b, {}};
        ArenaAgent &a = result.agents[static_cast<std::size_t>(pairing.a)];
        ArenaAgent &b = result.agents[static_cast<std::size_t>(pairing.b)];
        for (int g = 0; g < config.games; ++g) {
            const ArenaGame &game =
                games[p * static_cast<std::size_t>(config.games) + static_cast<std::size_t>(g)];
            if (g % patternCount == 0)
                deals.blocks.push_back({});
            deals.blocks.back().games += 1;
            deals.blocks.back().scoreOfA += game.scoreOfA;
            ++pairing.games;
            pairing.plyLimitGames += game.plyLimit;
            if (game.scoreOfA == 1)
                ++pairing.aWins;
            else if (game.scoreOfA == 0)
                ++pairing.bWins;
            else
                ++pairing.draws;
            a.moves += game.moves[0];
            a.thinkingSeconds += game.thinkingSeconds[0];
            b.moves += game.moves[1];
            b.thinkingSeconds += game.thinkingSeconds[1];
        }
        a.games += pairing.games;
        a.wins += pairing.aWins;
        a.draws += pairing.draws;
        a.losses += pairing.bWins;
        b.games += pairing.games;
        b.wins += pairing.bWins;
        b.draws += pairing.draws;
        b.losses += pairing.aWins;
        // A's share of the points with the Wilson interval of a share of n games: Wilson's
        // formula depends on the share p, on n and on z only through z²/n, so 2W + D points of
        // 2n half-games at z·√2 are exactly p = (W + D/2)/n over n games at z. (A draw varies
        // less than a coin, so with draws the interval is a little wider than it need be.)
        const std::int64_t halfPoints = 2 * pairing.aWins + pairing.draws;
        pairing.aScore = static_cast<double>(halfPoints) / (2.0 * pairing.games);
        pairing.aScoreInterval =
            wilsonInterval(halfPoints, 2 * pairing.games, kZ95 * std::sqrt(2.0));
        result.pairings.push_back(pairing);
        blocks.push_back(std::move(deals));
    }
    RatingOptions rating;
    rating.priorDraws = config.priorDraws;
    rating.anchor = 0;
    rating.resamples = config.resamples;
    rating.seed = config.seed;
    const std::vector<Rating> ratings =
        rateWithBootstrap(static_cast<int>(config.agents.size()), blocks, rating);
    for (std::size_t i = 0; i < ratings.size(); ++i)
        result.agents[i].rating = ratings[i];
    result.games = std::move(games);
    result.elapsedSeconds = std::chrono::duration<double>(Clock::now() - start).count();
    return result;
}

Json ArenaResult::toJson() const
{
    Json out = Json::object();
    out["game"] = gameId;
    out["variant"] = variantId;
    out["players"] = players;
    out["games_per_pairing"] = gamesPerPairing;
    Json patternList = Json::array();
    for (const auto &pattern : patterns)
        patternList.push(patternText(pattern));
    out["seat_patterns"] = std::move(patternList);
    out["seed"] = static_cast<long long>(seed);
    out["threads"] = threads;
    out["max_plies"] = maxPlies;
    out["bootstrap_resamples"] = resamples;
    out["prior_draws"] = priorDraws;
    out["anchor"] = agents.empty() ? std::string() : agents.front().spec;
    out["elapsed_seconds"] = std::round(elapsedSeconds * 1000.0) / 1000.0;
    Json agentList = Json::array();
    for (const ArenaAgent &agent : agents) {
        Json a = Json::object();
        a["agent"] = agent.spec;
        a["rating"] = tenth(agent.rating.elo);
        a["interval"] =
            pairJson(tenth(agent.rating.interval.low), tenth(agent.rating.interval.high));
        a["games"] = agent.games;
        a["wins"] = agent.wins;
        a["draws"] = agent.draws;
        a["losses"] = agent.losses;
        a["moves"] = agent.moves;
        const double ms = agent.msPerMove();
        a["ms_per_move"] = ms < 0 ? Json() : Json(std::round(ms * 1000.0) / 1000.0);
        agentList.push(std::move(a));
    }
    out["agents"] = std::move(agentList);
    Json pairingList = Json::array();
    for (const ArenaPairing &pairing : pairings) {
        Json p = Json::object();
        p["a"] = agents[static_cast<std::size_t>(pairing.a)].spec;
        p["b"] = agents[static_cast<std::size_t>(pairing.b)].spec;
        p["games"] = pairing.games;
        p["a_wins"] = pairing.aWins;
        p["draws"] = pairing.draws;
        p["b_wins"] = pairing.bWins;
        p["ply_limit_games"] = pairing.plyLimitGames;
        p["a_score"] = pairing.aScore;
        p["a_score_interval"] = pairJson(pairing.aScoreInterval.low, pairing.aScoreInterval.high);
        pairingList.push(std::move(p));
    }
    out["pairings"] = std::move(pairingList);
    return out;
}

std::string ArenaResult::toTable() const
{
    std::size_t width = 5;
    for (const ArenaAgent &agent : agents)
        width = std::max(width, agent.spec.size());
    const int w = static_cast<int>(width);
    std::string out;
    appendFormatted(out,
                    "%s%s%s, %d players: %d games per pairing, %zu pairing%s, seed %llu, %d "
                    "thread%s, %.1f s\n\n",
                    gameId.c_str(), variantId.empty() ? "" : "/", variantId.c_str(), players,
                    gamesPerPairing, pairings.size(), pairings.size() == 1 ? "" : "s",
                    static_cast<unsigned long long>(seed), threads, threads == 1 ? "" : "s",
                    elapsedSeconds);
    appendFormatted(out, "%-*s %7s  %-16s %6s %6s %6s %6s %10s\n", w, "agent", "rating",
                    "95% interval", "games", "wins", "draws", "losses", "ms/move");
    for (std::size_t i = 0; i < agents.size(); ++i) {
        const ArenaAgent &agent = agents[i];
        char interval[40], ms[24];
        if (i == 0)
            std::snprintf(interval, sizeof interval, "(anchor)");
        else
            std::snprintf(interval, sizeof interval, "[%+.0f, %+.0f]", agent.rating.interval.low,
                          agent.rating.interval.high);
        if (agent.msPerMove() < 0)
            std::snprintf(ms, sizeof ms, "-");
        else // three significant digits or so, from a random move's microseconds up
            std::snprintf(ms, sizeof ms, "%.*f",
                          agent.msPerMove() >= 100 ? 0
                          : agent.msPerMove() >= 1 ? 2
                                                   : 4,
                          agent.msPerMove());
        appendFormatted(out, "%-*s %+7.0f  %-16s %6d %6d %6d %6d %10s\n", w, agent.spec.c_str(),
                        agent.rating.elo, interval, agent.games, agent.wins, agent.draws,
                        agent.losses, ms);
    }
    std::size_t pairWidth = 7;
    for (const ArenaPairing &pairing : pairings) {
        pairWidth =
            std::max(pairWidth, agents[static_cast<std::size_t>(pairing.a)].spec.size() + 4 +
                                    agents[static_cast<std::size_t>(pairing.b)].spec.size());
    }
    const int pw = static_cast<int>(pairWidth);
    appendFormatted(out, "\n%-*s %9s  %-16s %6s %6s %6s %6s\n", pw, "A vs B", "A's score",
                    "95% interval", "games", "A wins", "draws", "B wins");
    for (const ArenaPairing &pairing : pairings) {
        const std::string name = agents[static_cast<std::size_t>(pairing.a)].spec + " vs " +
                                 agents[static_cast<std::size_t>(pairing.b)].spec;
        char interval[40];
        std::snprintf(interval, sizeof interval, "[%.1f%%, %.1f%%]",
                      pairing.aScoreInterval.low * 100, pairing.aScoreInterval.high * 100);
        appendFormatted(out, "%-*s %8.1f%%  %-16s %6d %6d %6d %6d\n", pw, name.c_str(),
                        pairing.aScore * 100, interval, pairing.games, pairing.aWins, pairing.draws,
                        pairing.bWins);
    }
    std::string patternList;
    for (const auto &pattern : patterns)
        patternList += (patternList.empty() ? "" : " ") + patternText(pattern);
    appendFormatted(
        out,
        "\nSeat patterns, each played on every deal's seed: %s\nRatings: Bradley-Terry on the "
        "Elo scale, the first agent 0, with %g virtual draw%s per\npairing; 95%% intervals from "
        "%d Bayesian bootstrap resamples of the deals. A draw is half\na win; ms/move is "
        "measured and affects nothing.\n",
        patternList.size() > 200 ? "(listed in the JSON)" : patternList.c_str(), priorDraws,
        priorDraws == 1 ? "" : "s", resamples);
    return out;
}

} // namespace kotatsu
