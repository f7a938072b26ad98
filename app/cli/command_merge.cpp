// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_options.h"
#include "sim/comparison.h"
#include "sim/simulator.h"
#include "sim/sweep.h"

#include <cstdio>

namespace kotatsu::cli {

// Combines the JSON of the shards of one simulate, compare or sweep run (--shard K/N) into the
// JSON that one run of all the games prints.
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
    std::vector<SweepResult> sweeps;
    std::vector<std::string> names; // the files, to name a refused shard
    for (const std::string &path : options.positional) {
        names.push_back(path);
        std::string error;
        auto json = readJsonFile(path, &error);
        if (!json)
            return fail(error);
        // A sweep holds a simulation per value, a comparison both sides, a simulation one.
        if (json->find("sweep")) {
            auto part = SweepResult::fromJson(*json, &error);
            if (!part)
                return fail(path + ": " + error);
            sweeps.push_back(std::move(*part));
        } else if (json->find("paired_games")) {
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
    if (!simulations.empty() + !comparisons.empty() + !sweeps.empty() > 1)
        return fail("the files mix the results of different commands (simulate, compare, sweep)");
    std::string error;
    if (!sweeps.empty()) {
        auto whole = SweepResult::merge(std::move(sweeps), &error, names);
        if (!whole)
            return fail(error);
        if (options.has("table"))
            std::printf("%s", whole->toTable().c_str());
        else
            std::printf("%s\n", whole->toJson().dumpPretty().c_str());
        return 0;
    }
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
