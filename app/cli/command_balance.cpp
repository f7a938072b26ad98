// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/agent_factory.h"
#include "cli_options.h"
#include "sim/balance.h"
#include "sim/simulator.h"

#include <cstdio>
#include <thread>

namespace kotatsu::cli {

// A game's balance report (sim/balance.h) from G games of one rule set.
int commandBalance(int argc, char **argv)
{
    auto parsed = parseMatchOptions(
        "balance", argc, argv,
        {"game", "variant", "players", "games", "threads", "agents", "seed", "max-plies"},
        {"table", "progress"}, {"game", "games"});
    if (!parsed)
        return 2;
    Options &options = parsed->options;
    auto fail = [&](const std::string &message) { return parsed->fail(message); };
    const long long cores = std::max(1u, std::thread::hardware_concurrency());
    auto games = options.integer("games", 0, 2, 100000000);
    auto threads = options.integer("threads", cores, 1, 256);
    auto seed = options.integer("seed", 1, 0, INT64_MAX);
    auto maxPlies = options.integer("max-plies", 100000, 1, 100000);
    if (!games || !threads || !seed || !maxPlies)
        return fail(options.error);

    GameCatalog catalog = parsed->catalog();
    SimulationConfig config;
    config.definition = parsed->resolve(catalog);
    if (!config.definition)
        return 1;
    auto players = options.integer("players", config.definition->info().minPlayers, 1, 16);
    if (!players)
        return fail(options.error);
    config.players = static_cast<int>(*players);
    config.games = static_cast<int>(*games);
    config.threads = static_cast<int>(*threads);
    config.seed = static_cast<std::uint64_t>(*seed);
    config.agents = splitAgentList(options.get("agents", kLabDefaultAgents));
    config.maxPlies = static_cast<int>(*maxPlies);
    if (auto problem = Simulator::check(config); !problem.empty())
        return fail(problem);

    const SimulationResult result = Simulator::run(config, gamesProgress(options));
    if (options.has("progress"))
        std::fprintf(stderr, "\n");
    const BalanceReport report = BalanceReport::of(result.totals);
    if (options.has("table")) {
        std::printf("%s, %d players, %lld games (%s):\n%s", result.gameId.c_str(), config.players,
                    report.games,
                    result.variantId.empty() ? "standard rules" : result.variantId.c_str(),
                    report.toTable().c_str());
    } else {
        Json json = report.toJson();
        json["game"] = result.gameId;
        json["variant"] = result.variantId;
        json["seed"] = std::to_string(config.seed);
        json["agents"] = [&] {
            Json list = Json::array();
            for (const auto &agent : result.agents)
                list.push(agent);
            return list;
        }();
        json["exact"] = result.totals.toJson();
        std::printf("%s\n", json.dumpPretty().c_str());
    }
    return 0;
}

} // namespace kotatsu::cli
