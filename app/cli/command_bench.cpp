// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_options.h"
#include "sim/benchmark.h"
#include "sim/comparison.h"

#include <algorithm>
#include <cstdio>
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

} // namespace

int commandBench(int argc, char **argv)
{
    auto parsed =
        parseMatchOptions("bench", argc, argv,
                          {"game", "variant", "players", "seconds", "compare", "games", "threads"},
                          {"json"}, {"game"});
    if (!parsed)
        return 2;
    Options &options = parsed->options;
    GameCatalog catalog = parsed->catalog();
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
