// SPDX-License-Identifier: GPL-3.0-or-later
// The statistics of the yardstick tests (tst_<game>_yardstick.cpp): games of the engine and
// of a yardstick, played from independent seeds, must agree on every mean figure and every
// outcome share within four standard errors of the difference (for a normal difference, one
// figure fails by chance once in about 16,000 runs). One set of helpers, so that the four
// tests judge alike.
#pragma once

#include <QtGlobal>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

namespace yardstick {

struct MeanVariance
{
    double mean = 0;
    double variance = 0; // the sample variance (n - 1 in the denominator)
};

// The mean and the sample variance of `figure(game)` over the games.
template <typename Game, typename Figure>
MeanVariance meanVariance(const std::vector<Game> &games, Figure figure)
{
    double sum = 0, squares = 0;
    for (const auto &game : games) {
        const double x = figure(game);
        sum += x;
        squares += x * x;
    }
    const double n = double(games.size());
    const double mean = sum / n;
    return {mean, (squares - n * mean * mean) / (n - 1)};
}

// The share (0 to 1) of the games for which `holds(game)`.
template <typename Game, typename Predicate>
double share(const std::vector<Game> &games, Predicate holds)
{
    int count = 0;
    for (const auto &game : games)
        count += holds(game) ? 1 : 0;
    return double(count) / double(games.size());
}

// Whether the engine's and the yardstick's value of `name` differ by at most four times
// `standardError` (of the difference); prints both and the bound, with `decimals` digits,
// so that a passing run shows how close they came.
inline bool agreeWithinFourStandardErrors(const char *name, double engineValue,
                                          double yardstickValue, double standardError, int decimals)
{
    char line[256];
    std::snprintf(line, sizeof line, "%s: engine %.*f, yardstick %.*f (4 SE = %.*f)", name,
                  decimals, engineValue, decimals, yardstickValue, decimals, 4 * standardError);
    qInfo("%s", line);
    return std::abs(engineValue - yardstickValue) <= 4 * standardError;
}

// The standard errors below are those of samples of one size (the tests play as many games
// in both); a test that does not is told so and fails.
template <typename Game>
bool sameSize(const char *name, const std::vector<Game> &engineGames,
              const std::vector<Game> &yardstickGames)
{
    if (engineGames.size() == yardstickGames.size())
        return true;
    qWarning("%s: samples of %lld and %lld games", name, static_cast<long long>(engineGames.size()),
             static_cast<long long>(yardstickGames.size()));
    return false;
}

// Whether the mean of `figure` agrees in the two samples of games, of the same size.
template <typename Game, typename Figure>
bool meansAgree(const char *name, const std::vector<Game> &engineGames,
                const std::vector<Game> &yardstickGames, Figure figure, int decimals = 3)
{
    if (!sameSize(name, engineGames, yardstickGames))
        return false;
    const double games = double(engineGames.size());
    const auto [engineMean, engineVariance] = meanVariance(engineGames, figure);
    const auto [yardstickMean, yardstickVariance] = meanVariance(yardstickGames, figure);
    const double standardError = std::sqrt(engineVariance / games + yardstickVariance / games);
    return agreeWithinFourStandardErrors(name, engineMean, yardstickMean, standardError, decimals);
}

// Whether the share of games for which `holds` agrees in the two samples, of the same size.
// The standard error is the pooled one, with a floor of one game in either sample so that a
// share near 0 (an outcome one sample never saw) does not fail on a single game.
template <typename Game, typename Predicate>
bool sharesAgree(const char *name, const std::vector<Game> &engineGames,
                 const std::vector<Game> &yardstickGames, Predicate holds)
{
    if (!sameSize(name, engineGames, yardstickGames))
        return false;
    const double games = double(engineGames.size());
    const double engineShare = share(engineGames, holds);
    const double yardstickShare = share(yardstickGames, holds);
    const double p = (engineShare + yardstickShare) / 2;
    const double standardError = std::max(std::sqrt(2 * p * (1 - p) / games), 1.0 / games);
    return agreeWithinFourStandardErrors(name, engineShare, yardstickShare, standardError, 4);
}

} // namespace yardstick
