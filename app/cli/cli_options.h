// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_catalog.h"
#include "engine/game_definition.h"
#include "util/json.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace kotatsu::cli {

// The players of the lab's commands (compare, sweep, balance) when --agents is not given: the
// game's Easy strength at every seat, as on the app's lab page (random play measures the
// rules, not the game; docs/variant-lab.md, "The lab's players").
inline constexpr const char *kLabDefaultAgents = "computer:level=easy";

// "--key value" options plus positional arguments.
struct Options
{
    std::map<std::string, std::string> values; // the last value of each option
    // Every option given, in order, also those given more than once (`values` keeps the
    // last): what commands with repeatable options read (sweep's --key, --values, --target).
    std::vector<std::pair<std::string, std::string>> given;
    std::vector<std::string> positional;
    std::string error;

    // Every value of an option that may be given more than once (--margin a=1 --margin b=2).
    std::vector<std::string> all(const std::string &key) const;

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

// The options of a command that runs a game (play, simulate, compare, bench, arena, schema,
// scenarios), parsed alike, and what those commands then do alike.
struct MatchOptions
{
    Options options;
    std::string command; // "play": its messages read "kotatsu-cli play: ..."
    const char *argv0 = nullptr;

    // Prints "kotatsu-cli COMMAND: message" on stderr and returns 2 (a usage error).
    int fail(const std::string &message) const;
    // The catalog (--data DIR, else the located data folder).
    GameCatalog catalog() const { return openCatalog(options, argv0); }
    // The definition of --game under the variant the option `variantKey` names (none when it
    // is absent); null after printing the data's errors on stderr.
    std::shared_ptr<const GameDefinition> resolve(GameCatalog &catalog,
                                                  const std::string &variantKey = "variant") const;
    // The valid game --game names; null after fail() ("no valid game ...").
    const GameEntry *validGame(const GameCatalog &catalog) const;
};

// Parses argv[2..]: the options in `known` take a value (--data always does), those in `flags`
// none; then checks that every option in `required` is given. Nullopt after printing the
// problem as fail() does ("unknown option --x", "--game, --players and --seed are required");
// the command then exits with status 2.
std::optional<MatchOptions> parseMatchOptions(const char *command, int argc, char **argv,
                                              std::vector<std::string> known,
                                              const std::vector<std::string> &flags,
                                              const std::vector<std::string> &required);

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
int commandLesson(int argc, char **argv);
int commandBalance(int argc, char **argv);
int commandSweep(int argc, char **argv);

} // namespace kotatsu::cli
