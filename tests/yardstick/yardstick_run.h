// SPDX-License-Identifier: GPL-3.0-or-later
// What the four yardstick programs (<game>_yardstick.cpp) share: their command line
//   <game>-yardstick --seconds S          for about S seconds, like the engine's bench
//   <game>-yardstick --games N [--seed S] exactly N games from seed S (default 1)
// and the loop that plays the random games, timed as the engine's bench times its own, so
// that the figures of a yardstick and of `kotatsu-cli bench` are measured alike. Each
// program keeps its own totals and report. Free of the engine, like the yardsticks.
#pragma once

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace yardstick {

// What the command line asks for: exactly one of `seconds` and `games` is positive.
struct RunOptions
{
    double seconds = 0;
    long games = 0;
    std::uint64_t seed = 1; // the engine's bench seed
};

// Reads --seconds S, --games N and --seed S into `options`; every other option with a value
// goes to `extraOption(name, value)`, which returns whether it knows it (a program's own
// options, such as Hyano's --players). False for a command line to answer with the usage: an
// unknown option, an option without its value, or not exactly one of --seconds and --games.
template <typename ExtraOption>
bool parseRunOptions(int argc, char **argv, RunOptions &options, ExtraOption extraOption)
{
    for (int i = 1; i < argc; ++i) {
        if (i + 1 >= argc)
            return false; // every option takes a value
        const char *name = argv[i];
        const char *value = argv[++i];
        if (std::strcmp(name, "--seconds") == 0)
            options.seconds = std::atof(value);
        else if (std::strcmp(name, "--games") == 0)
            options.games = std::atol(value);
        else if (std::strcmp(name, "--seed") == 0)
            options.seed = std::strtoull(value, nullptr, 10);
        else if (!extraOption(name, value))
            return false;
    }
    return (options.seconds > 0) != (options.games > 0);
}

inline bool parseRunOptions(int argc, char **argv, RunOptions &options)
{
    return parseRunOptions(argc, argv, options, [](const char *, const char *) { return false; });
}

// Prints the usage of `program` (its own options, if any, in `extraOptions`, e.g.
// " [--players P]") and returns the exit code for a bad command line.
inline int usage(const char *program, const char *extraOptions = "")
{
    std::fprintf(stderr, "usage: %s --seconds S%s\n       %s --games N [--seed S]%s\n", program,
                 extraOptions, program, extraOptions);
    return 2;
}

// Calls `playOne()`, which plays one game and adds it to the program's totals, `games` times
// or until `seconds` have passed; returns the seconds it took. As core/sim/benchmark.cpp, the
// timed run looks at the clock only every 64 playouts, so that reading it costs next to
// nothing.
template <typename PlayOne>
double runPlayouts(const RunOptions &options, PlayOne playOne)
{
    const auto start = std::chrono::steady_clock::now();
    if (options.games > 0) {
        for (long g = 0; g < options.games; ++g)
            playOne();
    } else {
        const auto budget = std::chrono::duration<double>(options.seconds);
        for (long played = 1;; ++played) {
            playOne();
            if ((played & 63) == 0 && std::chrono::steady_clock::now() - start >= budget)
                break;
        }
    }
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The share of `of` that `n` is, in percent; 0 when there is nothing to share.
inline double percent(long n, long of)
{
    return of ? 100.0 * static_cast<double>(n) / static_cast<double>(of) : 0.0;
}

// n per game; 0 without games.
inline double perGame(long n, long games)
{
    return games ? static_cast<double>(n) / static_cast<double>(games) : 0.0;
}

// The speed line every program prints first, up to its moves per game; the program ends the
// line with its own figures (such as rounds per game) and the closing parenthesis.
inline void printSpeed(long playouts, long moves, double seconds)
{
    const double perSecond = seconds > 0 ? static_cast<double>(playouts) / seconds : 0;
    const double movesPerSecond = seconds > 0 ? static_cast<double>(moves) / seconds : 0;
    std::printf("  %.0f playouts/s, %.0f moves/s (%ld playouts, %ld moves in %.2f s; "
                "%.1f moves per game",
                perSecond, movesPerSecond, playouts, moves, seconds, perGame(moves, playouts));
}

} // namespace yardstick
