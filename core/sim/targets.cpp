// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/targets.h"

#include "data/translate_noop.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace kotatsu {

namespace {

std::string trimmed(std::string_view text)
{
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    return std::string(text);
}

// "12", "4.5", "45%": the value (a share for %) and whether it was a percentage.
std::optional<double> readBound(std::string text, bool &percent)
{
    text = trimmed(text);
    if (!text.empty() && text.back() == '%') {
        percent = true;
        text.pop_back();
        text = trimmed(text);
    }
    if (text.empty())
        return std::nullopt;
    char *end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (end != text.c_str() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return percent ? value / 100.0 : value;
}

// "seat1.wins" -> "wins.seat1", "seat0.score" -> "score.seat0"; the balance report's
// names of the lab's own figures (sim/balance.h) -> those figures: "drama" -> "lead_changes",
// "duration" -> "plies", "branching" -> "legal_moves", "seat1.advantage" ->
// "advantage.seat1"; other names as they are.
std::string figureName(const std::string &name)
{
    if (name == "drama")
        return "lead_changes";
    if (name == "duration")
        return "plies";
    if (name == "branching")
        return "legal_moves";
    if (name.rfind("seat", 0) == 0) {
        const auto dot = name.find('.');
        if (dot != std::string::npos && dot > 4) {
            const std::string what = name.substr(dot + 1);
            if (what == "wins" || what == "score" || what == "advantage")
                return what + "." + name.substr(0, dot);
        }
    }
    return name;
}

double normalBelow(double z)
{
    return 0.5 * std::erfc(-z / std::sqrt(2.0));
}

// The chance that the true value lies below x, reading the estimate and its 95% interval as
// a normal distribution on each side of the estimate.
double chanceBelow(double x, const Estimate &estimate)
{
    if (x > 1e299)
        return 1;
    if (x < -1e299)
        return 0;
    const double m = estimate.value;
    const double spread = (x >= m ? estimate.interval.high - m : m - estimate.interval.low) / kZ95;
    if (spread <= 0)
        return x >= m ? 1.0 : 0.0;
    return normalBelow((x - m) / spread);
}

std::string bound(double value, bool proportion)
{
    char text[40];
    if (proportion)
        std::snprintf(text, sizeof text, "%g%%", value * 100.0);
    else
        std::snprintf(text, sizeof text, "%g", value);
    return text;
}

} // namespace

std::string Target::range(bool proportion) const
{
    if (hasLow() && hasHigh())
        return bound(low, proportion) + " to " + bound(high, proportion);
    if (hasHigh())
        return "at most " + bound(high, proportion);
    if (hasLow())
        return "at least " + bound(low, proportion);
    return "any";
}

Json Target::toJson() const
{
    Json out = Json::object();
    out["text"] = text;
    out["figure"] = figure;
    if (hasLow())
        out["low"] = low;
    if (hasHigh())
        out["high"] = high;
    return out;
}

std::optional<Target> parseTarget(std::string_view text, std::string *error)
{
    auto refuse = [&](const std::string &why) -> std::optional<Target> {
        if (error)
            *error = "--target '" + std::string(text) + "': " + why;
        return std::nullopt;
    };
    const std::size_t op = text.find_first_of("=<>");
    if (op == std::string_view::npos)
        return refuse("write FIGURE=LOW..HIGH, FIGURE<HIGH or FIGURE>LOW, e.g. rounds=10..14, "
                      "wins.seat0=45%..55%, draws<2%");
    Target target;
    target.text = trimmed(text);
    const std::string name = trimmed(text.substr(0, op));
    if (name.empty() || !std::all_of(name.begin(), name.end(), [](char c) {
            return std::islower(static_cast<unsigned char>(c)) ||
                   std::isdigit(static_cast<unsigned char>(c)) || c == '_' || c == '.';
        }))
        return refuse("name a figure of the lab (plies, rounds, wins.seat0, draws, ...) before " +
                      std::string(1, text[op]));
    target.figure = figureName(name);
    std::string rest(text.substr(op + 1));
    const char how = text[op];
    if (how != '=' && !rest.empty() && rest.front() == '=')
        rest.erase(0, 1); // <= and >= bound alike
    if (how == '=') {
        const auto dots = rest.find("..");
        if (dots == std::string::npos)
            return refuse("a range is LOW..HIGH, e.g. 10..14 or 45%..55%");
        auto low = readBound(rest.substr(0, dots), target.percent);
        auto high = readBound(rest.substr(dots + 2), target.percent);
        if (!low || !high)
            return refuse("'" + rest + "' is not a range of two numbers");
        if (*low > *high)
            return refuse("the range's low end is above its high end");
        target.low = *low;
        target.high = *high;
    } else {
        auto value = readBound(rest, target.percent);
        if (!value)
            return refuse("'" + trimmed(rest) + "' is not a number");
        (how == '<' ? target.high : target.low) = *value;
    }
    return target;
}

DataMessage targetBoundsProblem(const Target &target, bool proportion)
{
    if (target.percent && !proportion)
        return {QT_TRANSLATE_NOOP("DataError",
                                  "%1 is not a share of games; write its bounds without %"),
                target.figure};
    // A seat's advantage is a difference of shares, below 0 for a seat that wins less than
    // its fair share: its bounds may be below 0.
    const double least = target.figure.rfind("advantage.", 0) == 0 ? -1 : 0;
    if (proportion && ((target.hasLow() && (target.low < least || target.low > 1)) ||
                       (target.hasHigh() && (target.high < least || target.high > 1))))
        return {QT_TRANSLATE_NOOP(
                    "DataError",
                    "%1 is a share of games; write its bounds from 0% to 100% (or 0 to 1)"),
                target.figure};
    return {};
}

std::string targetProblem(const Target &target, bool proportion)
{
    const DataMessage problem = targetBoundsProblem(target, proportion);
    if (!*problem.text())
        return {};
    return "--target '" + target.text + "': " + problem.english();
}

const char *markName(TargetMark mark)
{
    switch (mark) {
    case TargetMark::Meets:
        return "meets";
    case TargetMark::Fails:
        return "fails";
    case TargetMark::Unsure:
        break;
    }
    return "unsure";
}

Json TargetCheck::toJson() const
{
    Json out = Json::object();
    out["mark"] = markName(mark);
    out["confidence"] = std::round(confidence * 10000.0) / 10000.0;
    if (missing)
        out["missing"] = true;
    return out;
}

TargetCheck checkTarget(const Target &target, const Estimate &estimate)
{
    TargetCheck check;
    const Interval &i = estimate.interval;
    if (i.low >= target.low && i.high <= target.high)
        check.mark = TargetMark::Meets;
    else if (i.high < target.low || i.low > target.high)
        check.mark = TargetMark::Fails;
    else
        check.mark = TargetMark::Unsure;
    check.confidence = std::clamp(
        chanceBelow(target.high, estimate) - chanceBelow(target.low, estimate), 0.0, 1.0);
    return check;
}

TargetCheck combineChecks(const std::vector<TargetCheck> &checks)
{
    TargetCheck all;
    all.mark = TargetMark::Meets;
    all.confidence = 1;
    for (const TargetCheck &check : checks) {
        if (check.mark == TargetMark::Fails)
            all.mark = TargetMark::Fails;
        else if (check.mark == TargetMark::Unsure && all.mark == TargetMark::Meets)
            all.mark = TargetMark::Unsure;
        all.confidence *= check.confidence;
        all.missing = all.missing || check.missing;
    }
    return all;
}

int sideOf(const Target &target, const Estimate &estimate)
{
    if (estimate.interval.high < target.low)
        return -1;
    if (estimate.interval.low > target.high)
        return 1;
    return 0;
}

} // namespace kotatsu
