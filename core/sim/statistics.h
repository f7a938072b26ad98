// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace kotatsu {

// The statistics a comparison of two rule sets needs, written out (no library): intervals at
// 95% and the paired difference of two runs played on the same seeds.

inline constexpr double kZ95 = 1.959963984540054; // the normal quantile of 0.975

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

// Count, mean and spread of a sample, one value at a time (Welford's method: stable, and no
// memory per value).
struct Moments
{
    std::int64_t count = 0;
    double mean = 0;
    double m2 = 0; // the sum of squared deviations from the mean

    void add(double x);
    double variance() const; // the sample variance (n - 1); 0 below two values
};

// A mean with its 95% interval (Student's t on the sample's standard error).
struct Estimate
{
    double value = 0;
    Interval interval;
};
Estimate meanEstimate(const Moments &sample);

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

} // namespace kotatsu
