// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/statistics.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace kotatsu {

Interval wilsonInterval(std::int64_t successes, std::int64_t trials, double z)
{
    if (trials <= 0)
        return {0, 1};
    const double n = static_cast<double>(trials);
    const double p = static_cast<double>(successes) / n;
    const double z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double studentT975(std::int64_t degrees)
{
    static constexpr std::array<double, 30> kTable{
        12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.3060, 2.2622, 2.2281,
        2.2010,  2.1788, 2.1604, 2.1448, 2.1314, 2.1199, 2.1098, 2.1009, 2.0930, 2.0860,
        2.0796,  2.0739, 2.0687, 2.0639, 2.0595, 2.0555, 2.0518, 2.0484, 2.0452, 2.0423};
    if (degrees < 1)
        return INFINITY;
    if (degrees <= 30)
        return kTable[static_cast<std::size_t>(degrees - 1)];
    const double z = kZ95, v = static_cast<double>(degrees);
    const double z3 = z * z * z, z5 = z3 * z * z;
    return z + (z3 + z) / (4 * v) + (5 * z5 + 16 * z3 + 3 * z) / (96 * v * v);
}

void Moments::add(double x)
{
    ++count;
    const double delta = x - mean;
    mean += delta / static_cast<double>(count);
    m2 += delta * (x - mean);
}

double Moments::variance() const
{
    return count > 1 ? m2 / static_cast<double>(count - 1) : 0;
}

Estimate meanEstimate(const Moments &sample)
{
    Estimate estimate;
    estimate.value = sample.mean;
    if (sample.count < 2) {
        estimate.interval = {sample.mean, sample.mean};
        return estimate;
    }
    const double half = studentT975(sample.count - 1) *
                        std::sqrt(sample.variance() / static_cast<double>(sample.count));
    estimate.interval = {sample.mean - half, sample.mean + half};
    return estimate;
}

Difference pairedDifference(const Moments &differences)
{
    const Estimate mean = meanEstimate(differences);
    Difference difference;
    difference.estimate = mean.value;
    difference.interval = mean.interval;
    difference.significant =
        differences.count >= 2 && (mean.interval.low > 0 || mean.interval.high < 0);
    return difference;
}

} // namespace kotatsu
