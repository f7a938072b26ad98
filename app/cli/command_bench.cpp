// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/agent_factory.h"
#include "cli_options.h"
#include "sim/arena.h"
#include "sim/benchmark.h"
#include "sim/comparison.h"
#include "sim/simulator.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sys/resource.h>
#include <thread>

namespace kotatsu::cli {

namespace {

// --compare VARIANT: the wall time of a comparison of random games (the variant lab's
// speed), on the machine's cores unless --threads says otherwise.
int benchComparison(Options &options, GameCatalog &catalog,
                    std::shared_ptr<const GameDefinition> base)
{
    const GameInfo &info = base->info();
    const long long cores = std::max(1u, std::thread::hardware_concurrency());
    auto players = options.integer("players", info.minPlayers, info.minPlayers, info.maxPlayers);
    auto games = options.integer("games", 10000, 2, 100000000);
    auto threads = options.integer("threads", cores, 1, 256);
    if (!players || !games || !threads) {
        std::fprintf(stderr, "kotatsu-cli bench: %s\n", options.error.c_str());
        return 2;
    }
    DataErrors errors;
    ComparisonConfig config;
    config.base = std::move(base);
    config.variant = catalog.resolve(info.id, options.get("compare"), errors);
    if (!config.variant) {
        for (const auto &error : errors)
            std::fprintf(stderr, "%s\n", error.format().c_str());
        return 1;
    }
    config.players = static_cast<int>(*players);
    config.games = static_cast<int>(*games);
    config.threads = static_cast<int>(*threads);
    if (auto problem = Comparison::check(config); !problem.empty()) {
        std::fprintf(stderr, "kotatsu-cli bench: %s\n", problem.c_str());
        return 2;
    }
    const ComparisonResult result = Comparison::run(config);
    const double perSecond = 2.0 * result.pairedGames / std::max(1e-9, result.elapsedSeconds);
    if (options.has("json")) {
        std::printf("{\"game\":\"%s\",\"variant\":\"%s\",\"players\":%d,\"games\":%d,"
                    "\"threads\":%d,\"seconds\":%.3f,\"games_per_second\":%.0f}\n",
                    info.id.c_str(), config.variant->info().variantId.c_str(), config.players,
                    result.pairedGames, config.threads, result.elapsedSeconds, perSecond);
    } else {
        std::printf("%s against %s, %d players, random agents on %d threads:\n", info.id.c_str(),
                    config.variant->info().variantId.c_str(), config.players, config.threads);
        std::printf("  %d + %d games compared in %.2f s (%.0f games/s)\n", result.pairedGames,
                    result.pairedGames, result.elapsedSeconds, perSecond);
    }
    return 0;
}

// The machine's load average over the last minute (/proc/loadavg), or -1 where there is none:
// a speed means little without the load it was measured under.
double loadAverage()
{
    std::ifstream in("/proc/loadavg");
    double load = -1;
    return in >> load ? load : -1;
}

// The CPU time the whole process (every thread) has used, in seconds: unlike the wall time it
// hardly moves with what else the machine runs, so a speed measured on a busy machine can be
// compared with one measured on an idle one.
double processCpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto seconds = [](const timeval &t) { return t.tv_sec + t.tv_usec / 1e6; };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

// One of the variant lab's players in one game: how fast it plays the lab's games, and how it
// fares against Easy.
struct LabAgentBench
{
    std::string level; // "random", "easy", "quick", "normal", "strong"
    std::string spec;  // the agent the game's data names for it
    int games = 0;
    double seconds = 0;
    double cpuSeconds = 0; // every thread's CPU time for the games
    double gamesPerSecond() const { return seconds > 0 ? games / seconds : 0; }
    double cpuSecondsPerGame() const { return games > 0 ? cpuSeconds / games : 0; }
    // Against Easy (none for Easy itself): its share of the points, a draw half, with the
    // arena's 95% Wilson interval.
    bool againstEasy = false;
    int duelGames = 0;
    double score = 0;
    Interval scoreInterval;
};

// --lab-agents: the variant lab's players (random play, Easy, the quick search, and the
// launcher's Normal and Strong, which a lab seat can also take) in every game (or --game's):
// each one's games per second and CPU seconds per game at every seat of the lab's table (the
// game's fewest players, the figures measured as the lab measures them, on --threads
// threads), and for random play and the quick search their share of the points against Easy
// in an arena on paired seeds with the seats rotated (sim/arena.h), the same for a seed on any
// number of threads. Normal and Strong play --strength-games games (they are hundreds of
// times slower; docs/ai.md has their arena runs against Easy).
int benchLabAgents(MatchOptions &parsed, GameCatalog &catalog)
{
    Options &options = parsed.options;
    const long long cores = std::max(1u, std::thread::hardware_concurrency());
    auto games = options.integer("games", 1000, 2, 100000000);
    auto duelGames = options.integer("duel-games", 400, 0, 10000000);
    auto strengthGames = options.integer("strength-games", 8, 0, 100000000);
    auto threads = options.integer("threads", cores, 1, 256);
    auto seed = options.integer("seed", 1, 0, INT64_MAX);
    if (!games || !duelGames || !strengthGames || !threads || !seed)
        return parsed.fail(options.error);

    if (options.has("variant") && !options.has("game"))
        return parsed.fail("--variant needs --game");
    std::vector<std::shared_ptr<const GameDefinition>> definitions;
    if (options.has("game")) {
        auto definition = parsed.resolve(catalog);
        if (!definition)
            return 1;
        definitions.push_back(std::move(definition));
    } else {
        for (const GameEntry &entry : catalog.games()) {
            if (entry.definition)
                definitions.push_back(entry.definition);
        }
    }
    const bool json = options.has("json");
    const double loadBefore = loadAverage();
    if (!json)
        std::printf("The variant lab's players on %lld thread%s: games per second with the player\n"
                    "at every seat, the CPU time of all threads per game (load-independent),\n"
                    "and its share of the points against Easy (a draw half, with the 95%% Wilson\n"
                    "interval; seats rotated on paired seeds). Load average before: %.2f.\n",
                    *threads, *threads == 1 ? "" : "s", loadBefore);
    Json out = Json::object();
    Json gamesJson = Json::array();
    for (const auto &definition : definitions) {
        const GameInfo &info = definition->info();
        const int players = std::max(1, info.minPlayers);
        std::vector<LabAgentBench> rows;
        for (const char *level : {"random", "easy", "quick", "normal", "strong"}) {
            const bool strength =
                std::string_view(level) == "normal" || std::string_view(level) == "strong";
            if (strength && *strengthGames == 0)
                continue;
            LabAgentBench row;
            row.level = level;
            row.spec = row.level == "random" ? std::string("random")
                                             : agentSpecForLevel(*definition, row.level);
            SimulationConfig config;
            config.definition = definition;
            config.players = players;
            config.games = static_cast<int>(strength ? *strengthGames : *games);
            config.threads = static_cast<int>(*threads);
            config.seed = static_cast<std::uint64_t>(*seed);
            config.agents = {row.spec};
            if (auto problem = Simulator::check(config); !problem.empty())
                return parsed.fail(info.id + ": " + problem);
            const double cpuBefore = processCpuSeconds();
            const SimulationResult result = Simulator::run(config);
            row.cpuSeconds = processCpuSeconds() - cpuBefore;
            row.games = result.gamesPlayed;
            row.seconds = result.elapsedSeconds;
            if (row.level != "easy" && !strength && *duelGames > 0) {
                ArenaConfig arena;
                arena.definition = definition;
                arena.agents = {row.spec, agentSpecForLevel(*definition, "easy")};
                arena.players = players;
                // Whole deals: a multiple of the seat patterns, at least --duel-games.
                const int patterns = static_cast<int>(seatPatterns(players).size());
                arena.games = static_cast<int>((*duelGames + patterns - 1) / patterns * patterns);
                arena.seed = static_cast<std::uint64_t>(*seed);
                arena.threads = static_cast<int>(*threads);
                arena.resamples = 0; // the pairing's score is what is wanted, not ratings
                if (auto problem = Arena::check(arena); !problem.empty())
                    return parsed.fail(info.id + ": " + problem);
                const ArenaResult duel = Arena::run(arena);
                row.againstEasy = true;
                row.duelGames = duel.pairings.front().games;
                row.score = duel.pairings.front().aScore;
                row.scoreInterval = duel.pairings.front().aScoreInterval;
            }
            rows.push_back(std::move(row));
        }
        if (json) {
            Json game = Json::object();
            game["game"] = info.id;
            game["players"] = players;
            Json agents = Json::array();
            for (const auto &row : rows) {
                Json agent = Json::object();
                agent["level"] = row.level;
                agent["agent"] = row.spec;
                agent["games"] = row.games;
                agent["seconds"] = row.seconds;
                agent["games_per_second"] = row.gamesPerSecond();
                agent["cpu_seconds_per_game"] = row.cpuSecondsPerGame();
                if (row.againstEasy) {
                    agent["games_against_easy"] = row.duelGames;
                    agent["score_against_easy"] = row.score;
                    Json interval = Json::array();
                    interval.push(row.scoreInterval.low);
                    interval.push(row.scoreInterval.high);
                    agent["score_against_easy_interval"] = std::move(interval);
                }
                agents.push(std::move(agent));
            }
            game["agents"] = std::move(agents);
            gamesJson.push(std::move(game));
            continue;
        }
        std::printf("\n%s, %d players:\n", info.id.c_str(), players);
        std::printf("  %-7s %-32s %10s %16s %11s  %s\n", "player", "agent", "games/s",
                    "seconds/games", "CPU ms/game", "against Easy");
        for (const auto &row : rows) {
            char versus[96] = "—";
            if (row.againstEasy)
                std::snprintf(versus, sizeof versus, "%.1f%% (%.1f–%.1f%%) of %d games",
                              100 * row.score, 100 * row.scoreInterval.low,
                              100 * row.scoreInterval.high, row.duelGames);
            char seconds[32];
            std::snprintf(seconds, sizeof seconds, "%.2f", row.seconds);
            std::printf("  %-7s %-32s %10.2f %7s / %-6d %11.3f  %s\n", row.level.c_str(),
                        row.spec.c_str(), row.gamesPerSecond(), seconds, row.games,
                        1000 * row.cpuSecondsPerGame(), versus);
        }
        std::fflush(stdout);
    }
    const double loadAfter = loadAverage();
    if (json) {
        out["threads"] = *threads;
        out["seed"] = std::to_string(*seed);
        out["games"] = *games;
        out["strength_games"] = *strengthGames;
        out["load_before"] = loadBefore;
        out["load_after"] = loadAfter;
        out["results"] = std::move(gamesJson);
        std::printf("%s\n", out.dumpPretty().c_str());
    } else {
        std::printf("\nLoad average after: %.2f.\n", loadAfter);
    }
    return 0;
}

} // namespace

int commandBench(int argc, char **argv)
{
    auto parsed = parseMatchOptions("bench", argc, argv,
                                    {"game", "variant", "players", "seconds", "compare", "games",
                                     "threads", "duel-games", "strength-games", "seed"},
                                    {"json", "lab-agents"}, {});
    if (!parsed)
        return 2;
    Options &options = parsed->options;
    GameCatalog catalog = parsed->catalog();
    if (options.has("lab-agents")) {
        if (options.has("compare") || options.has("seconds") || options.has("players"))
            return parsed->fail("--lab-agents plays at the lab's players (the game's fewest); "
                                "it takes no --compare, --seconds or --players");
        return benchLabAgents(*parsed, catalog);
    }
    if (!options.has("game"))
        return parsed->fail("--game is required");
    if (options.has("duel-games") || options.has("seed"))
        return parsed->fail("--duel-games and --seed go with --lab-agents");
    auto definition = parsed->resolve(catalog);
    if (!definition)
        return 1;
    const GameInfo &info = definition->info();
    if (options.has("compare"))
        return benchComparison(options, catalog, definition);
    const int typical = std::clamp(4, info.minPlayers, info.maxPlayers);
    auto players = options.integer("players", typical, info.minPlayers, info.maxPlayers);
    auto seconds = options.integer("seconds", 3, 1, 3600);
    if (!players || !seconds)
        return parsed->fail(options.error);

    BenchmarkResult r = benchmarkRandomPlayouts(*definition, static_cast<int>(*players),
                                                static_cast<double>(*seconds));
    if (options.has("json")) {
        std::printf("{\"game\":\"%s\",\"players\":%lld,\"playouts\":%ld,\"moves\":%ld,"
                    "\"seconds\":%.3f,\"playouts_per_second\":%.0f,\"moves_per_second\":%.0f}\n",
                    info.id.c_str(), *players, r.playouts, r.moves, r.seconds,
                    r.playoutsPerSecond(), r.movesPerSecond());
    } else {
        std::printf("%s, %lld players, random playouts on one thread:\n", info.id.c_str(),
                    *players);
        std::printf("  %.0f playouts/s, %.0f moves/s (%ld playouts, %ld moves in %.2f s; "
                    "%.1f moves per game)\n",
                    r.playoutsPerSecond(), r.movesPerSecond(), r.playouts, r.moves, r.seconds,
                    r.playouts ? static_cast<double>(r.moves) / r.playouts : 0.0);
    }
    return 0;
}

} // namespace kotatsu::cli
