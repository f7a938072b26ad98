// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/agent_factory.h"
#include "cli_options.h"
#include "data/document_loader.h"
#include "sim/attribution.h"
#include "sim/comparison.h"
#include "sim/comparison_records.h"
#include "sim/scenarios.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <thread>

namespace kotatsu::cli {

namespace {

// compare --attribute: the variant and each of its changes alone against the standard rules.
int attribute(const MatchOptions &parsed, const GameCatalog &catalog, ComparisonConfig config)
{
    const Options &options = parsed.options;
    if (options.has("against") || options.has("shard") || options.has("records"))
        return parsed.fail("--attribute compares each change with the standard rules over the "
                           "whole run: leave out --against, --shard and --records");
    const GameEntry *game = catalog.find(options.get("game"));
    DataErrors errors;
    const std::string file = catalog.variantFile(options.get("game"), options.get("variant"));
    const auto variant = loadVariantFile(file, errors);
    if (!game || !variant) {
        for (const auto &error : errors)
            std::fprintf(stderr, "%s\n", error.format().c_str());
        return 1;
    }
    const AttributionConfig attribution = Attribution::configure(config, game->document, *variant);
    const AttributionResult result = Attribution::run(attribution, gamesProgress(options));
    if (options.has("progress"))
        std::fprintf(stderr, "\n");
    if (options.has("table"))
        std::printf("%s", result.toTable().c_str());
    else
        std::printf("%s\n", result.toJson().dumpPretty().c_str());
    return 0;
}

} // namespace

int commandCompare(int argc, char **argv)
{
    auto parsed =
        parseMatchOptions("compare", argc, argv,
                          {"game", "variant", "against", "players", "games", "threads", "agents",
                           "seed", "max-plies", "shard", "records", "margin"},
                          {"table", "progress", "attribute"}, {"game", "variant", "games"});
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
    const auto shard = shardRange(options, static_cast<int>(*games));
    if (!shard)
        return fail(options.error);
    std::optional<PairedRecordWriter::Format> recordFormat;
    if (options.has("records")) {
        recordFormat = PairedRecordWriter::formatOf(options.get("records"));
        if (!recordFormat)
            return fail("--records: name a .csv, .json or .jsonl file");
    }

    GameCatalog catalog = parsed->catalog();
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
    config.firstGame = shard->first;
    config.games = shard->second;
    config.runGames = static_cast<int>(*games); // what merge checks the shards against
    config.threads = static_cast<int>(*threads);
    config.seed = static_cast<std::uint64_t>(*seed);
    config.agents = splitAgentList(options.get("agents", kLabDefaultAgents));
    config.maxPlies = static_cast<int>(*maxPlies);
    for (const std::string &margin : options.all("margin")) {
        std::string error;
        if (!config.margins.set(margin, &error))
            return fail(error);
    }
    if (auto problem = Comparison::check(config); !problem.empty())
        return fail(problem);
    if (options.has("attribute"))
        return attribute(*parsed, catalog, config);

    // Per-game records, streamed in game order (memory stays constant).
    std::unique_ptr<std::FILE, int (*)(std::FILE *)> records(nullptr, &std::fclose);
    std::optional<PairedRecordWriter> writer;
    bool recordsFailed = false;
    auto write = [&](const std::string &text) {
        if (std::fwrite(text.data(), 1, text.size(), records.get()) != text.size())
            recordsFailed = true;
    };
    if (recordFormat) {
        records.reset(std::fopen(options.get("records").c_str(), "wb"));
        if (!records)
            return fail("cannot write " + options.get("records") + ": " + std::strerror(errno));
        writer.emplace(*recordFormat, config.players);
        config.onRecord = [&](const PairedGame &game) { write(writer->record(game)); };
    }

    const Simulator::Progress progress = gamesProgress(options);
    const ComparisonResult result = Comparison::run(config, progress);
    if (options.has("progress"))
        std::fprintf(stderr, "\n");
    if (records) {
        write(writer->finish());
        if (std::fflush(records.get()) != 0 || recordsFailed ||
            std::fclose(records.release()) != 0) {
            std::fprintf(stderr, "kotatsu-cli compare: cannot write %s\n",
                         options.get("records").c_str());
            return 1;
        }
    }
    // Whether the variant still passes the rulebook's scenarios (docs/scenarios.md): what
    // `kotatsu-cli scenarios --variant` runs, counted, with the failures named.
    std::string scenarioError;
    const auto scenarios =
        ScenarioSet::of(catalog, options.get("game"), options.get("variant"), &scenarioError);
    const ScenarioTally tally = scenarios ? ScenarioTally::of(scenarios->run()) : ScenarioTally{};
    if (!scenarios)
        std::fprintf(stderr, "kotatsu-cli compare: scenarios: %s\n", scenarioError.c_str());
    if (options.has("table")) {
        std::printf("%s", result.toTable().c_str());
        std::printf("\nRulebook scenarios under the variant: %d passed, %d failed, %d skipped\n",
                    tally.passed, tally.failed, tally.skipped);
        for (const ScenarioResult &r : tally.failures)
            std::printf("  fail  %s:%d (%s) %s\n",
                        std::filesystem::path(r.file).filename().string().c_str(), r.line,
                        r.spec.c_str(), r.name.empty() ? "(file)" : r.name.c_str());
    } else {
        Json json = result.toJson();
        json["scenarios"] = tally.toJson();
        std::printf("%s\n", json.dumpPretty().c_str());
    }
    return 0;
}

} // namespace kotatsu::cli
