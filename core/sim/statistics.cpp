// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/statistics.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

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

namespace {

std::string decimal(ExactSum value)
{
    if (value == 0)
        return "0";
    const bool negative = value < 0;
    std::string digits;
    while (value != 0) {
        const int digit = static_cast<int>(value % 10);
        digits.push_back(static_cast<char>('0' + (negative ? -digit : digit)));
        value /= 10;
    }
    if (negative)
        digits.push_back('-');
    std::reverse(digits.begin(), digits.end());
    return digits;
}

std::optional<ExactSum> parseDecimal(const std::string &text)
{
    std::size_t i = text.size() > 1 && text[0] == '-' ? 1 : 0;
    if (i == text.size() || text.size() > 40)
        return std::nullopt;
    ExactSum value = 0;
    for (; i < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9')
            return std::nullopt;
        value = value * 10 + (text[i] - '0');
    }
    return text[0] == '-' ? -value : value;
}

} // namespace

void Moments::add(double x)
{
    const auto q = static_cast<ExactSum>(std::llround(x * kResolution));
    ++count;
    sum += q;
    sumSquares += q * q;
}

void Moments::merge(const Moments &other)
{
    count += other.count;
    sum += other.sum;
    sumSquares += other.sumSquares;
}

double Moments::mean() const
{
    return count > 0 ? static_cast<double>(static_cast<long double>(sum) / count / kResolution)
                     : 0.0;
}

double Moments::total() const
{
    return static_cast<double>(static_cast<long double>(sum) / kResolution);
}

double Moments::variance() const
{
    if (count < 2)
        return 0;
    // n·Σq² − (Σq)² is exact while it fits in 128 bits (about 10^8 games of values up to
    // 10^5); beyond that the long double form is within rounding of it.
    ExactSum scaled = 0, square = 0, numerator = 0;
    long double value = 0;
    if (!__builtin_mul_overflow(sumSquares, static_cast<ExactSum>(count), &scaled) &&
        !__builtin_mul_overflow(sum, sum, &square) &&
        !__builtin_sub_overflow(scaled, square, &numerator)) {
        value = static_cast<long double>(numerator);
    } else {
        const long double s = static_cast<long double>(sum);
        value = static_cast<long double>(sumSquares) * count - s * s;
    }
    const long double n = static_cast<long double>(count);
    return static_cast<double>(std::max(0.0L, value) / (n * (n - 1)) / kResolution / kResolution);
}

Json Moments::toJson() const
{
    Json out = Json::object();
    out["n"] = static_cast<long long>(count);
    out["s"] = decimal(sum);
    out["q"] = decimal(sumSquares);
    return out;
}

std::optional<Moments> Moments::fromJson(const Json &json)
{
    const Json &n = json.get("n");
    auto s = parseDecimal(json.get("s").asString());
    auto q = parseDecimal(json.get("q").asString());
    if (!n.isInt() || n.asInt() < 0 || !s || !q || *q < 0)
        return std::nullopt;
    Moments m;
    m.count = n.asInt();
    m.sum = *s;
    m.sumSquares = *q;
    return m;
}

Estimate meanEstimate(const Moments &sample)
{
    Estimate estimate;
    estimate.value = sample.mean();
    if (sample.count < 2) {
        estimate.interval = {estimate.value, estimate.value};
        return estimate;
    }
    const double half = studentT975(sample.count - 1) *
                        std::sqrt(sample.variance() / static_cast<double>(sample.count));
    estimate.interval = {estimate.value - half, estimate.value + half};
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
