// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/agent_factory.h"
#include "cli_options.h"
#include "sim/comparison.h"

#include <cstdio>
#include <thread>

namespace kotatsu::cli {

int commandCompare(int argc, char **argv)
{
    Options options = parseOptions(argc, argv, 2,
                                   {"game", "variant", "against", "players", "games", "threads",
                                    "agents", "seed", "data", "max-plies"},
                                   {"table", "progress"});
    auto fail = [](const std::string &message) {
        std::fprintf(stderr, "kotatsu-cli compare: %s\n", message.c_str());
        return 2;
    };
    if (!options.error.empty())
        return fail(options.error);
    if (!options.has("game") || !options.has("variant") || !options.has("games"))
        return fail("--game, --variant and --games are required");
    const long long cores = std::max(1u, std::thread::hardware_concurrency());
    auto games = options.integer("games", 0, 2, 100000000);
    auto threads = options.integer("threads", cores, 1, 256);
    auto seed = options.integer("seed", 1, 0, INT64_MAX);
    auto maxPlies = options.integer("max-plies", 100000, 1, 100000);
    if (!games || !threads || !seed || !maxPlies)
        return fail(options.error);

    GameCatalog catalog = openCatalog(options, argv[0]);
    DataErrors errors;
    ComparisonConfig config;
    // --variant against --against (the base game when absent; "" names the base game too).
    config.variant = catalog.resolve(options.get("game"), options.get("variant"), errors);
    config.base = catalog.resolve(options.get("game"), options.get("against", ""), errors);
    if (!config.variant || !config.base) {
        for (const auto &error : errors)
            std::fprintf(stderr, "%s\n", error.format().c_str());
        return 1;
    }
    auto players = options.integer("players", config.base->info().minPlayers, 1, 16);
    if (!players)
        return fail(options.error);
    config.players = static_cast<int>(*players);
    config.games = static_cast<int>(*games);
    config.threads = static_cast<int>(*threads);
    config.seed = static_cast<std::uint64_t>(*seed);
    config.agents = splitAgentList(options.get("agents", "random"));
    config.maxPlies = static_cast<int>(*maxPlies);
    if (auto problem = Comparison::check(config); !problem.empty())
        return fail(problem);

    const Simulator::Progress progress = gamesProgress(options);
    const ComparisonResult result = Comparison::run(config, progress);
    if (options.has("progress"))
        std::fprintf(stderr, "\n");
    if (options.has("table"))
        std::printf("%s", result.toTable().c_str());
    else
        std::printf("%s\n", result.toJson().dumpPretty().c_str());
    return 0;
}

} // namespace kotatsu::cli
