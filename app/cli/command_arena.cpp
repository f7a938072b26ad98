// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/agent_factory.h"
#include "cli_options.h"
#include "sim/arena.h"

#include <cstdio>

namespace kotatsu::cli {

// kotatsu-cli arena: every two of the listed agents play --games games on paired seeds with
// the seats rotated; the ratings and the pairings' scores as a table or JSON (sim/arena.h
// says how the games are dealt and counted, sim/ratings.h how the ratings are fitted).
int commandArena(int argc, char **argv)
{
    auto parsed = parseMatchOptions("arena", argc, argv,
                                    {"game", "variant", "agents", "games", "players", "seed",
                                     "threads", "max-plies", "resamples"},
                                    {"json", "progress"}, {"game", "agents", "games"});
    if (!parsed)
        return 2;
    Options &options = parsed->options;
    auto fail = [&](const std::string &message) { return parsed->fail(message); };
    auto games = options.integer("games", 0, 1, 10000000);
    auto threads = options.integer("threads", 1, 1, 256);
    auto seed = options.integer("seed", 1, 0, INT64_MAX);
    auto maxPlies = options.integer("max-plies", 100000, 1, 100000);
    auto resamples = options.integer("resamples", 200, 0, 100000);
    if (!games || !threads || !seed || !maxPlies || !resamples)
        return fail(options.error);

    GameCatalog catalog = parsed->catalog();
    ArenaConfig config;
    config.definition = parsed->resolve(catalog);
    if (!config.definition)
        return 1;
    auto players = options.integer("players", config.definition->info().minPlayers, 1, 16);
    if (!players)
        return fail(options.error);
    config.players = static_cast<int>(*players);
    config.agents = splitAgentList(options.get("agents"));
    config.games = static_cast<int>(*games);
    config.seed = static_cast<std::uint64_t>(*seed);
    config.threads = static_cast<int>(*threads);
    config.maxPlies = static_cast<int>(*maxPlies);
    config.resamples = static_cast<int>(*resamples);
    if (auto problem = Arena::check(config); !problem.empty())
        return fail(problem);

    const Arena::Progress progress = gamesProgress(options);
    const ArenaResult result = Arena::run(config, progress);
    if (options.has("progress"))
        std::fprintf(stderr, "\n");
    if (options.has("json"))
        std::printf("%s\n", result.toJson().dumpPretty().c_str());
    else
        std::printf("%s", result.toTable().c_str());
    return 0;
}

} // namespace kotatsu::cli
