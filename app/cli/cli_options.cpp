// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_options.h"

#include "util/text.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>

namespace kotatsu::cli {

std::string Options::get(const std::string &key, const std::string &fallback) const
{
    auto it = values.find(key);
    return it == values.end() ? fallback : it->second;
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
    }
    return options;
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

} // namespace kotatsu::cli
