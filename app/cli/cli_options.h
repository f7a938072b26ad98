// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_catalog.h"
#include "util/json.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace kotatsu::cli {

// "--key value" options plus positional arguments.
struct Options
{
    std::map<std::string, std::string> values;
    std::vector<std::string> positional;
    std::string error;

    bool has(const std::string &key) const { return values.count(key) > 0; }
    std::string get(const std::string &key, const std::string &fallback = {}) const;
    // Integer option; sets `error` and returns nullopt when malformed or out of range.
    std::optional<long long> integer(const std::string &key, long long fallback, long long min,
                                     long long max);
};

// Parses argv[first..]; options in `flags` take no value.
Options parseOptions(int argc, char **argv, int first, const std::vector<std::string> &known,
                     const std::vector<std::string> &flags = {});

// The catalog of shipped games (--data DIR, else the located data folder).
GameCatalog openCatalog(const Options &options, const char *argv0);

// With --progress, "done / total games" on stderr about every 1% (else nothing).
std::function<void(int done, int total)> gamesProgress(const Options &options);

// --shard K/N: games [(K-1)·G/N, K·G/N) of a run of G games, as {first game, count}; the
// whole run without --shard. Sets options.error and returns nullopt when malformed.
std::optional<std::pair<int, int>> shardRange(Options &options, int games);

// Reads one JSON document from a file; nullopt and *error on failure.
std::optional<Json> readJsonFile(const std::string &path, std::string *error);

// Prints a command's usage, options and an example on stdout; false for an unknown command.
bool printCommandHelp(const char *command);
// Whether argv[first..] holds --help or -h.
bool asksForHelp(int argc, char **argv, int first);

int commandValidate(int argc, char **argv);
int commandPlay(int argc, char **argv);
int commandReplay(int argc, char **argv);
int commandSimulate(int argc, char **argv);
int commandCompare(int argc, char **argv);
int commandBench(int argc, char **argv);
int commandMerge(int argc, char **argv);
int commandSchema(int argc, char **argv);
int commandArena(int argc, char **argv);
int commandScenarios(int argc, char **argv);

} // namespace kotatsu::cli
