// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_options.h"
#include "sim/benchmark.h"

#include <algorithm>
#include <cstdio>

namespace kotatsu::cli {

int commandBench(int argc, char **argv)
{
    Options options =
        parseOptions(argc, argv, 2, {"game", "variant", "players", "seconds", "data"}, {"json"});
    auto fail = [](const std::string &message) {
        std::fprintf(stderr, "kotatsu-cli bench: %s\n", message.c_str());
        return 2;
    };
    if (!options.error.empty())
        return fail(options.error);
    if (!options.has("game"))
        return fail("--game is required");
    GameCatalog catalog = openCatalog(options, argv[0]);
    DataErrors errors;
    auto definition = catalog.resolve(options.get("game"), options.get("variant"), errors);
    if (!definition) {
        for (const auto &error : errors)
            std::fprintf(stderr, "%s\n", error.format().c_str());
        return 1;
    }
    const GameInfo &info = definition->info();
    const int typical = std::clamp(4, info.minPlayers, info.maxPlayers);
    auto players = options.integer("players", typical, info.minPlayers, info.maxPlayers);
    auto seconds = options.integer("seconds", 3, 1, 3600);
    if (!players || !seconds)
        return fail(options.error);

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
