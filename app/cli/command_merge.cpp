// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_options.h"
#include "sim/comparison.h"
#include "sim/simulator.h"

#include <cstdio>

namespace kotatsu::cli {

// Combines the JSON of the shards of one simulate or compare run (--shard K/N) into the JSON
// that one run of all the games prints.
int commandMerge(int argc, char **argv)
{
    Options options = parseOptions(argc, argv, 2, {}, {"table"});
    auto fail = [](const std::string &message) {
        std::fprintf(stderr, "kotatsu-cli merge: %s\n", message.c_str());
        return 2;
    };
    if (!options.error.empty())
        return fail(options.error);
    if (options.positional.empty())
        return fail("name the shards' JSON files");
    std::vector<SimulationResult> simulations;
    std::vector<ComparisonResult> comparisons;
    std::vector<std::string> names; // the files, to name a refused shard
    for (const std::string &path : options.positional) {
        names.push_back(path);
        std::string error;
        auto json = readJsonFile(path, &error);
        if (!json)
            return fail(error);
        // A comparison holds both sides; a simulation is one.
        if (json->find("paired_games")) {
            auto part = ComparisonResult::fromJson(*json, &error);
            if (!part)
                return fail(path + ": " + error);
            comparisons.push_back(std::move(*part));
        } else {
            auto part = SimulationResult::fromJson(*json, &error);
            if (!part)
                return fail(path + ": " + error);
            simulations.push_back(std::move(*part));
        }
    }
    if (!simulations.empty() && !comparisons.empty())
        return fail("the files mix simulate and compare results");
    std::string error;
    if (!comparisons.empty()) {
        auto whole = ComparisonResult::merge(std::move(comparisons), &error, names);
        if (!whole)
            return fail(error);
        if (options.has("table"))
            std::printf("%s", whole->toTable().c_str());
        else
            std::printf("%s\n", whole->toJson().dumpPretty().c_str());
        return 0;
    }
    auto whole = SimulationResult::merge(std::move(simulations), &error, names);
    if (!whole)
        return fail(error);
    std::printf("%s\n", whole->toJson().dumpPretty().c_str());
    return 0;
}

} // namespace kotatsu::cli
