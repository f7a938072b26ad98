// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_options.h"

#include "util/text.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace kotatsu::cli {

std::string Options::get(const std::string &key, const std::string &fallback) const
{
    auto it = values.find(key);
    return it == values.end() ? fallback : it->second;
}

std::vector<std::string> Options::all(const std::string &key) const
{
    std::vector<std::string> out;
    for (const auto &[name, value] : given) {
        if (name == key)
            out.push_back(value);
    }
    return out;
}

std::optional<long long> Options::integer(const std::string &key, long long fallback, long long min,
                                          long long max)
{
    auto it = values.find(key);
    if (it == values.end())
        return fallback;
    auto value = parseInteger(it->second);
    if (!value || *value < min || *value > max) {
        error = "--" + key + " expects a whole number from " + std::to_string(min) + " to " +
                std::to_string(max) + ", got '" + it->second + "'";
        return std::nullopt;
    }
    return *value;
}

Options parseOptions(int argc, char **argv, int first, const std::vector<std::string> &known,
                     const std::vector<std::string> &flags)
{
    Options options;
    for (int i = first; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg.rfind("--", 0) != 0 || arg == "--") {
            options.positional.push_back(arg);
            continue;
        }
        std::string key = arg.substr(2);
        std::string value;
        bool inlineValue = false;
        if (auto eq = key.find('='); eq != std::string::npos) {
            value = key.substr(eq + 1);
            key = key.substr(0, eq);
            inlineValue = true;
        }
        const bool isFlag = std::find(flags.begin(), flags.end(), key) != flags.end();
        if (!isFlag && std::find(known.begin(), known.end(), key) == known.end()) {
            options.error = "unknown option --" + key;
            return options;
        }
        if (isFlag) {
            options.values[key] = "1";
            options.given.emplace_back(key, "1");
            continue;
        }
        if (!inlineValue) {
            if (i + 1 >= argc) {
                options.error = "--" + key + " needs a value";
                return options;
            }
            value = argv[++i];
        }
        options.values[key] = value;
        options.given.emplace_back(key, value);
    }
    return options;
}

int MatchOptions::fail(const std::string &message) const
{
    std::fprintf(stderr, "kotatsu-cli %s: %s\n", command.c_str(), message.c_str());
    return 2;
}

std::shared_ptr<const GameDefinition> MatchOptions::resolve(GameCatalog &catalog,
                                                            const std::string &variantKey) const
{
    DataErrors errors;
    auto definition = catalog.resolve(options.get("game"), options.get(variantKey), errors);
    if (!definition) {
        for (const auto &error : errors)
            std::fprintf(stderr, "%s\n", error.format().c_str());
    }
    return definition;
}

const GameEntry *MatchOptions::validGame(const GameCatalog &catalog) const
{
    const std::string id = options.get("game");
    const GameEntry *entry = catalog.find(id);
    if (!entry || !entry->definition) {
        fail("no valid game '" + id + "' (kotatsu-cli validate shows why)");
        return nullptr;
    }
    return entry;
}

std::optional<MatchOptions> parseMatchOptions(const char *command, int argc, char **argv,
                                              std::vector<std::string> known,
                                              const std::vector<std::string> &flags,
                                              const std::vector<std::string> &required)
{
    known.push_back("data");
    MatchOptions m{parseOptions(argc, argv, 2, known, flags), command, argv[0]};
    if (!m.options.error.empty()) {
        m.fail(m.options.error);
        return std::nullopt;
    }
    const bool missing = std::any_of(required.begin(), required.end(),
                                     [&](const std::string &key) { return !m.options.has(key); });
    if (missing) {
        // "--game is required", "--game, --players and --seed are required"
        std::string list;
        for (std::size_t i = 0; i < required.size(); ++i) {
            list += i == 0 ? "" : i + 1 == required.size() ? " and " : ", ";
            list += "--" + required[i];
        }
        m.fail(list + (required.size() == 1 ? " is required" : " are required"));
        return std::nullopt;
    }
    return m;
}

GameCatalog openCatalog(const Options &options, const char *argv0)
{
    if (options.has("data"))
        return GameCatalog(options.get("data"));
    std::error_code ec;
    std::string exe = std::filesystem::canonical("/proc/self/exe", ec).string();
    if (ec)
        exe = argv0;
    return GameCatalog(GameCatalog::locateDataDir(exe));
}

std::function<void(int done, int total)> gamesProgress(const Options &options)
{
    if (!options.has("progress"))
        return {};
    return [](int done, int total) {
        if (done % std::max(1, total / 100) == 0 || done == total)
            std::fprintf(stderr, "\r%d / %d games", done, total);
    };
}

std::optional<std::pair<int, int>> shardRange(Options &options, int games)
{
    if (!options.has("shard"))
        return std::pair{0, games};
    const std::string text = options.get("shard");
    long long part = 0, parts = 0;
    char slash = 0, extra = 0;
    if (std::sscanf(text.c_str(), "%lld%c%lld%c", &part, &slash, &parts, &extra) != 3 ||
        slash != '/' || parts < 1 || part < 1 || part > parts) {
        options.error = "--shard takes K/N with 1 <= K <= N, e.g. 3/10 (got '" + text + "')";
        return std::nullopt;
    }
    if (parts > games) {
        options.error = "--shard " + text + ": more shards than games";
        return std::nullopt;
    }
    const long long first = (part - 1) * games / parts;
    const long long end = part * games / parts;
    return std::pair{static_cast<int>(first), static_cast<int>(end - first)};
}

std::optional<Json> readJsonFile(const std::string &path, std::string *error)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        *error = path + ": cannot read";
        return std::nullopt;
    }
    std::ostringstream text;
    text << in.rdbuf();
    std::string why;
    auto json = Json::parse(text.str(), &why);
    if (!json)
        *error = path + ": " + why;
    return json;
}

} // namespace kotatsu::cli
