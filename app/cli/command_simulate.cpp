// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/agent_factory.h"
#include "cli_options.h"
#include "sim/simulator.h"

#include <cstdio>
#include <thread>

namespace kotatsu::cli {

int commandSimulate(int argc, char **argv)
{
    Options options = parseOptions(
        argc, argv, 2, {"game", "variant", "players", "games", "threads", "agents", "seed", "data"},
        {"progress"});
    auto fail = [](const std::string &message) {
        std::fprintf(stderr, "kotatsu-cli simulate: %s\n", message.c_str());
        return 2;
    };
    if (!options.error.empty())
        return fail(options.error);
    if (!options.has("game") || !options.has("players") || !options.has("games"))
        return fail("--game, --players and --games are required");
    const long long cores = std::max(1u, std::thread::hardware_concurrency());
    auto players = options.integer("players", 0, 1, 16);
    auto games = options.integer("games", 0, 1, 100000000);
    auto threads = options.integer("threads", cores, 1, 256);
    auto seed = options.integer("seed", 1, 0, INT64_MAX);
    if (!players || !games || !threads || !seed)
        return fail(options.error);

    GameCatalog catalog = openCatalog(options, argv[0]);
    DataErrors errors;
    SimulationConfig config;
    config.definition = catalog.resolve(options.get("game"), options.get("variant"), errors);
    if (!config.definition) {
        for (const auto &error : errors)
            std::fprintf(stderr, "%s\n", error.format().c_str());
        return 1;
    }
    config.players = static_cast<int>(*players);
    config.games = static_cast<int>(*games);
    config.threads = static_cast<int>(*threads);
    config.seed = static_cast<std::uint64_t>(*seed);
    config.agents = splitAgentList(options.get("agents", "random"));
    if (auto problem = Simulator::check(config); !problem.empty())
        return fail(problem);

    Simulator::Progress progress;
    if (options.has("progress")) {
        progress = [](int done, int total) {
            if (done % std::max(1, total / 100) == 0 || done == total)
                std::fprintf(stderr, "\r%d / %d games", done, total);
        };
    }
    SimulationResult result = Simulator::run(config, progress);
    if (options.has("progress"))
        std::fprintf(stderr, "\n");
    std::printf("%s\n", result.toJson().dumpPretty().c_str());
    return 0;
}

} // namespace kotatsu::cli
