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

double studentT95(std::int64_t degrees)
{
    static constexpr std::array<double, 30> kTable{
        6.3138, 2.9200, 2.3534, 2.1318, 2.0150, 1.9432, 1.8946, 1.8595, 1.8331, 1.8125,
        1.7959, 1.7823, 1.7709, 1.7613, 1.7531, 1.7459, 1.7396, 1.7341, 1.7291, 1.7247,
        1.7207, 1.7171, 1.7139, 1.7109, 1.7081, 1.7056, 1.7033, 1.7011, 1.6991, 1.6973};
    if (degrees < 1)
        return INFINITY;
    if (degrees <= 30)
        return kTable[static_cast<std::size_t>(degrees - 1)];
    const double z = kZ90, v = static_cast<double>(degrees);
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

namespace {

Estimate tEstimate(const Moments &sample, double (*quantile)(std::int64_t))
{
    Estimate estimate;
    estimate.value = sample.mean();
    if (sample.count < 2) {
        estimate.interval = {estimate.value, estimate.value};
        return estimate;
    }
    const double half = quantile(sample.count - 1) *
                        std::sqrt(sample.variance() / static_cast<double>(sample.count));
    estimate.interval = {estimate.value - half, estimate.value + half};
    return estimate;
}

Difference tDifference(const Moments &differences, double (*quantile)(std::int64_t))
{
    const Estimate mean = tEstimate(differences, quantile);
    Difference difference;
    difference.estimate = mean.value;
    difference.interval = mean.interval;
    difference.significant =
        differences.count >= 2 && (mean.interval.low > 0 || mean.interval.high < 0);
    return difference;
}

} // namespace

Estimate meanEstimate(const Moments &sample)
{
    return tEstimate(sample, &studentT975);
}

Estimate meanEstimate90(const Moments &sample)
{
    return tEstimate(sample, &studentT95);
}

Difference pairedDifference(const Moments &differences)
{
    return tDifference(differences, &studentT975);
}

Difference pairedDifference90(const Moments &differences)
{
    return tDifference(differences, &studentT95);
}

Difference pairedShareDifference(const Moments &base, const Moments &variant,
                                 const Moments &differences, double z)
{
    const std::int64_t n = differences.count;
    const ExactSum unit = static_cast<ExactSum>(Moments::kResolution);
    // The 2x2 table of the pairs, from the exact sums: with d = variant - base in {-1, 0, 1},
    // the sum of d is up - down and the sum of d squared is up + down.
    std::int64_t up = -1, down = -1, both = -1, neither = -1;
    if (n >= 1 && base.count == n && variant.count == n && base.sum % unit == 0 &&
        variant.sum % unit == 0 && differences.sum % unit == 0 &&
        differences.sumSquares % (unit * unit) == 0) {
        const auto sum = static_cast<std::int64_t>(differences.sum / unit);
        const auto squares = static_cast<std::int64_t>(differences.sumSquares / (unit * unit));
        if ((squares + sum) % 2 == 0) {
            up = (squares + sum) / 2;
            down = (squares - sum) / 2;
            both = static_cast<std::int64_t>(variant.sum / unit) - up;
            neither = n - both - up - down;
            if (both != static_cast<std::int64_t>(base.sum / unit) - down)
                neither = -1; // not a table of 0s and 1s
        }
    }
    if (up < 0 || down < 0 || both < 0 || neither < 0) {
        Difference fallback =
            z == kZ95 ? pairedDifference(differences) : pairedDifference90(differences);
        fallback.interval = {std::max(-1.0, fallback.interval.low),
                             std::min(1.0, fallback.interval.high)};
        return fallback;
    }
    const double count = static_cast<double>(n);
    const std::int64_t withVariant = both + up, withBase = both + down;
    const double p1 = static_cast<double>(withVariant) / count; // the variant's share
    const double p2 = static_cast<double>(withBase) / count;    // the base's
    const Interval w1 = wilsonInterval(withVariant, n, z);
    const Interval w2 = wilsonInterval(withBase, n, z);
    // Newcombe's correlation of the pairs, with his continuity correction of ad - bc.
    const double margins = static_cast<double>(withVariant) * static_cast<double>(n - withVariant) *
                           static_cast<double>(withBase) * static_cast<double>(n - withBase);
    const double cross = static_cast<double>(both) * static_cast<double>(neither) -
                         static_cast<double>(up) * static_cast<double>(down);
    const double corrected = cross > count / 2 ? cross - count / 2 : cross < 0 ? cross : 0.0;
    const double phi = margins > 0 ? corrected / std::sqrt(margins) : 0.0;
    const double below1 = p1 - w1.low, above1 = w1.high - p1;
    const double below2 = p2 - w2.low, above2 = w2.high - p2;
    const double lower =
        std::sqrt(std::max(0.0, below1 * below1 - 2 * phi * below1 * above2 + above2 * above2));
    const double upper =
        std::sqrt(std::max(0.0, below2 * below2 - 2 * phi * below2 * above1 + above1 * above1));
    Difference difference;
    difference.estimate = p1 - p2;
    difference.interval = {std::max(-1.0, difference.estimate - lower),
                           std::min(1.0, difference.estimate + upper)};
    difference.significant = difference.interval.low > 0 || difference.interval.high < 0;
    return difference;
}

} // namespace kotatsu
