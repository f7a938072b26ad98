// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/json.h"

#include <cstdint>
#include <optional>

namespace kotatsu {

// The statistics a comparison of two rule sets needs, written out (no library): intervals at
// 95% and the paired difference of two runs played on the same seeds.

inline constexpr double kZ95 = 1.959963984540054; // the normal quantile of 0.975
inline constexpr double kZ90 = 1.644853626951472; // the normal quantile of 0.95

struct Interval
{
    double low = 0;
    double high = 0;
};

// The Wilson score interval of a proportion (k successes of n), which stays inside [0, 1] and
// behaves at 0 and n, unlike the normal ("Wald") interval. An empty sample gives [0, 1].
Interval wilsonInterval(std::int64_t successes, std::int64_t trials, double z = kZ95);

// Student's t quantile of 0.975 for `degrees` degrees of freedom (exact table to 30, then the
// Cornish-Fisher expansion, within 0.001 of the true value).
double studentT975(std::int64_t degrees);
// Student's t quantile of 0.95 (the two ends of a 90% interval, or one one-sided test at 5%),
// likewise: exact table to 30, then the expansion.
double studentT95(std::int64_t degrees);

// Count, mean and spread of a sample, kept as exact sums: each value is rounded to a multiple
// of 1/720720 (far below any figure's meaning; 720720 is the least common multiple of 1..16,
// so a win shared by up to 16 seats is exact) and the sums of those multiples and of their
// squares are 128-bit integers. Integer sums do not depend on the order of the additions, so
// adding the games in any order, or merging parts counted apart (threads, batches, the shards
// of a cluster run), gives exactly the same figures, bit for bit.
__extension__ typedef __int128 ExactSum;

struct Moments
{
    static constexpr double kResolution = 720720.0;

    std::int64_t count = 0;
    ExactSum sum = 0;        // of the rounded values times kResolution
    ExactSum sumSquares = 0; // of their squares

    void add(double x);
    // Adds `count` values of 0, which change nothing but the count (the games in which an
    // end condition did not fire, say).
    void addZeros(std::int64_t zeros) { count += zeros; }
    void merge(const Moments &other);
    double mean() const;
    double total() const;    // the sum of the values
    double variance() const; // the sample variance (n - 1); 0 below two values

    // {"n": count, "s": sum, "q": sumSquares}, the sums as decimal strings (they outgrow a
    // double), for kotatsu-cli merge.
    Json toJson() const;
    static std::optional<Moments> fromJson(const Json &json);
    bool operator==(const Moments &other) const = default;
};

// A mean with its 95% interval (Student's t on the sample's standard error).
struct Estimate
{
    double value = 0;
    Interval interval;
};
Estimate meanEstimate(const Moments &sample);
// The same at 90% (Student's t quantile of 0.95): the interval of an equivalence test.
Estimate meanEstimate90(const Moments &sample);

// The difference of two rule sets played on the same seeds, from the per-seed differences
// (variant minus base): the mean difference, its 95% interval, and whether the interval leaves
// out 0 (a paired t test at the 5% level). Identical runs give 0 and are never significant.
struct Difference
{
    double estimate = 0;
    Interval interval;
    bool significant = false;
};
Difference pairedDifference(const Moments &differences);
// The same interval at 90% (for the two one-sided tests of an equivalence, each at 5%).
Difference pairedDifference90(const Moments &differences);

// The difference of two shares measured on the same games (variant minus base; every game a 0
// or a 1 on each side, as wins, draws and end conditions are): Newcombe's hybrid score
// interval for paired proportions, his method 10 (R. G. Newcombe, "Improved confidence
// intervals for the difference between binomial proportions based on paired data",
// Statistics in Medicine 17 (1998) 2635-2650), from the Wilson intervals of both shares and
// the correlation of the pairs. Unlike a t interval it stays inside what a difference of two
// shares can be, [-1, 1], and it stays honest with few discordant games. Significant when it
// leaves out 0. Values other than 0 and 1 fall back to pairedDifference(), clipped to [-1, 1].
// `z` gives the level: kZ95 (95%), kZ90 (90%, for an equivalence test).
Difference pairedShareDifference(const Moments &base, const Moments &variant,
                                 const Moments &differences, double z = kZ95);

} // namespace kotatsu
