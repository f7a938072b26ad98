// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/agent_factory.h"
#include "cli_options.h"
#include "data/schema.h"
#include "sim/sweep.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <thread>

namespace kotatsu::cli {

namespace {

std::vector<std::string> splitList(const std::string &text)
{
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        if (comma > start)
            out.push_back(text.substr(start, comma - start));
        start = comma + 1;
    }
    return out;
}

} // namespace

// A parameter sweep: one key (or two) of a game's data set to each of a list of values, each
// played on the same seeds; every figure per value, marked against the designer's targets.
int commandSweep(int argc, char **argv)
{
    auto parsed = parseMatchOptions(
        "sweep", argc, argv,
        {"game", "variant", "key", "values", "games", "players", "agents", "seed", "threads",
         "max-plies", "shard", "target", "figures"},
        {"json", "table", "csv", "search", "progress"}, {"game", "key", "values", "games"});
    if (!parsed)
        return 2;
    Options &options = parsed->options;
    auto fail = [&](const std::string &message) { return parsed->fail(message); };
    if (options.has("json") + options.has("table") + options.has("csv") > 1)
        return fail("choose one of --json, --table and --csv");
    const long long cores = std::max(1u, std::thread::hardware_concurrency());
    auto games = options.integer("games", 0, 1, 100000000);
    auto threads = options.integer("threads", cores, 1, 256);
    auto seed = options.integer("seed", 1, 0, INT64_MAX);
    auto maxPlies = options.integer("max-plies", 100000, 1, 100000);
    if (!games || !threads || !seed || !maxPlies)
        return fail(options.error);
    const auto shard = shardRange(options, static_cast<int>(*games));
    if (!shard)
        return fail(options.error);
    if (options.has("search") && options.has("shard"))
        return fail("--search chooses its values from the results so far; it cannot be sharded");

    GameCatalog catalog = parsed->catalog();
    const GameEntry *entry = parsed->validGame(catalog);
    if (!entry)
        return 2;
    SweepSetup setup;
    setup.gameId = entry->id;
    setup.base = std::make_shared<const DataNode>(entry->document);
    setup.schema = builtinSchema(entry->definition->info().rulesEngine);
    setup.name = entry->definition->info().name;
    setup.variantFile = "sweep.yaml";
    const std::string variant = options.get("variant");
    if (!variant.empty()) {
        // The variant must read as it is; the sweep then writes its values into its text.
        if (!parsed->resolve(catalog))
            return 1;
        setup.variantFile = catalog.variantFile(entry->id, variant);
        std::ifstream in(setup.variantFile, std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        if (!in)
            return fail("cannot read " + setup.variantFile);
        setup.variantText = text.str();
    }

    // Each --key is followed by its --values.
    std::vector<std::string> valueTexts;
    for (const auto &[key, value] : options.given) {
        if (key == "key") {
            setup.axes.push_back({value, {}, false});
            valueTexts.emplace_back();
        } else if (key == "values") {
            if (setup.axes.empty())
                return fail("--values " + value + " comes before any --key");
            if (!valueTexts.back().empty())
                return fail("--key " + setup.axes.back().key + " has two --values");
            valueTexts.back() = value;
        }
    }
    for (std::size_t i = 0; i < setup.axes.size(); ++i) {
        if (valueTexts[i].empty())
            return fail("--key " + setup.axes[i].key + " needs its --values after it");
    }
    if (std::string problem = setup.checkAxes(); !problem.empty())
        return fail(problem);
    for (std::size_t i = 0; i < setup.axes.size(); ++i) {
        const SchemaRow *row = setup.schema->find(setup.schema->keyOfPath(setup.axes[i].key));
        std::string error;
        auto values = parseSweepValues(*row, valueTexts[i], &error);
        if (!values)
            return fail(error);
        setup.axes[i].values = std::move(*values);
    }
    std::vector<Target> targets;
    for (const auto &[key, value] : options.given) {
        if (key != "target")
            continue;
        std::string error;
        auto target = parseTarget(value, &error);
        if (!target)
            return fail(error);
        targets.push_back(std::move(*target));
    }

    SweepConfig config;
    config.gameId = entry->id;
    config.variant = variant;
    config.axes = setup.axes;
    config.points = setup.points();
    auto players = options.integer("players", entry->definition->info().minPlayers, 1, 16);
    if (!players)
        return fail(options.error);
    config.players = static_cast<int>(*players);
    config.firstGame = shard->first;
    config.games = shard->second;
    config.runGames = static_cast<int>(*games); // what merge checks the shards against
    config.threads = static_cast<int>(*threads);
    config.seed = static_cast<std::uint64_t>(*seed);
    config.agents = splitAgentList(options.get("agents", kLabDefaultAgents));
    config.maxPlies = static_cast<int>(*maxPlies);
    if (std::string problem = Sweep::check(config); !problem.empty())
        return fail(problem);

    const Simulator::Progress progress = gamesProgress(options);
    SweepResult result;
    if (options.has("search")) {
        std::string error;
        result = Sweep::search(config, targets, &error, progress);
        if (!error.empty())
            return fail(error);
    } else {
        result = Sweep::run(config, progress);
        if (std::string problem = result.checkTargets(targets); !problem.empty())
            return fail(problem);
    }
    if (options.has("progress"))
        std::fprintf(stderr, "\n");

    std::vector<std::string> figures = splitList(options.get("figures"));
    const std::vector<std::string> known = result.figureNames();
    for (const std::string &name : figures) {
        // (When every value was refused there are no figures, and nothing to keep.)
        if (!known.empty() && std::find(known.begin(), known.end(), name) == known.end()) {
            std::string list;
            for (const std::string &k : known)
                list += (list.empty() ? "" : ", ") + k;
            return fail("--figures: no figure named " + name + " (the figures: " + list + ")");
        }
    }
    if (options.has("table"))
        std::fputs(result.toTable(figures).c_str(), stdout);
    else if (options.has("csv"))
        std::fputs(result.toCsv(figures).c_str(), stdout);
    else
        std::printf("%s\n", result.toJson().dumpPretty().c_str());
    return 0;
}

} // namespace kotatsu::cli
