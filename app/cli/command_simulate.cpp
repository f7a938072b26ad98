// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/agent_factory.h"
#include "cli_options.h"
#include "sim/simulator.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <thread>

namespace kotatsu::cli {

int commandSimulate(int argc, char **argv)
{
    auto parsed = parseMatchOptions("simulate", argc, argv,
                                    {"game", "variant", "players", "games", "threads", "agents",
                                     "seed", "records", "max-plies", "shard"},
                                    {"progress", "check"}, {"game", "players", "games"});
    if (!parsed)
        return 2;
    Options &options = parsed->options;
    auto fail = [&](const std::string &message) { return parsed->fail(message); };
    const long long cores = std::max(1u, std::thread::hardware_concurrency());
    auto players = options.integer("players", 0, 1, 16);
    auto games = options.integer("games", 0, 1, 100000000);
    auto threads = options.integer("threads", cores, 1, 256);
    auto seed = options.integer("seed", 1, 0, INT64_MAX);
    auto maxPlies = options.integer("max-plies", 100000, 1, 100000);
    if (!players || !games || !threads || !seed || !maxPlies)
        return fail(options.error);
    const auto shard = shardRange(options, static_cast<int>(*games));
    if (!shard)
        return fail(options.error);

    GameCatalog catalog = parsed->catalog();
    SimulationConfig config;
    config.definition = parsed->resolve(catalog);
    if (!config.definition)
        return 1;
    config.players = static_cast<int>(*players);
    config.firstGame = shard->first;
    config.games = shard->second;
    config.runGames = static_cast<int>(*games); // what merge checks the shards against
    config.threads = static_cast<int>(*threads);
    config.seed = static_cast<std::uint64_t>(*seed);
    config.agents = splitAgentList(options.get("agents", "random"));
    config.maxPlies = static_cast<int>(*maxPlies);
    config.checkInvariants = options.has("check");
    if (auto problem = Simulator::check(config); !problem.empty())
        return fail(problem);

    // Per-game records, streamed in game order as JSON Lines (memory stays constant).
    std::unique_ptr<std::FILE, int (*)(std::FILE *)> records(nullptr, &std::fclose);
    bool recordsFailed = false;
    if (options.has("records")) {
        records.reset(std::fopen(options.get("records").c_str(), "wb"));
        if (!records)
            return fail("cannot write " + options.get("records") + ": " + std::strerror(errno));
        config.onGame = [&](const GameSummary &game) {
            Json line = Json::object();
            line["game"] = game.index;
            line["seed"] = std::to_string(game.seed);
            line["plies"] = game.plies;
            if (game.leaderAtHalf >= 0)
                line["leader_at_half"] = game.leaderAtHalf;
            line["outcome"] = game.outcome.toJson();
            std::string text = line.dump();
            text.push_back('\n');
            if (std::fwrite(text.data(), 1, text.size(), records.get()) != text.size())
                recordsFailed = true;
        };
    }

    const Simulator::Progress progress = gamesProgress(options);
    SimulationResult result = Simulator::run(config, progress);
    if (options.has("progress"))
        std::fprintf(stderr, "\n");
    if (records &&
        (std::fflush(records.get()) != 0 || recordsFailed || std::fclose(records.release()) != 0)) {
        std::fprintf(stderr, "kotatsu-cli simulate: cannot write %s\n",
                     options.get("records").c_str());
        return 1;
    }
    std::printf("%s\n", result.toJson().dumpPretty().c_str());
    if (result.invariantFailure) {
        const InvariantFailure &f = *result.invariantFailure;
        std::fprintf(stderr,
                     "kotatsu-cli simulate: game %d (seed %llu) broke an invariant after ply %d: "
                     "%s\n",
                     f.game, static_cast<unsigned long long>(f.seed), f.ply, f.message.c_str());
        return 1;
    }
    return 0;
}

} // namespace kotatsu::cli
