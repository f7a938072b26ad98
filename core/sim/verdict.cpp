// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/verdict.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace kotatsu {

const char *verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Matters:
        return "matters";
    case Verdict::TooSmall:
        return "too_small";
    case Verdict::Same:
        return "same";
    case Verdict::NotEnough:
        return "not_enough";
    case Verdict::None:
        break;
    }
    return "none";
}

std::string verdictWords(Verdict verdict, long long moreGames)
{
    switch (verdict) {
    case Verdict::Matters:
        return "different, and it matters";
    case Verdict::TooSmall:
        return "different, but too small to matter";
    case Verdict::Same:
        return "the same within the margin";
    case Verdict::NotEnough:
        return moreGames > 0
                   ? "not enough games yet: about " + std::to_string(moreGames) + " more would tell"
                   : "not enough games yet";
    case Verdict::None:
        break;
    }
    return "no verdict";
}

Verdict decide(const Interval &ci95, const Interval &ci90, double margin)
{
    const double m = std::abs(margin);
    if (ci95.low > m || ci95.high < -m)
        return Verdict::Matters;
    const bool significant = ci95.low > 0 || ci95.high < 0;
    // Both one-sided tests at 5 % reject a difference of m or more: the 90 % interval lies
    // within [-m, +m].
    const bool equivalent = ci90.low >= -m && ci90.high <= m;
    if (equivalent)
        return significant ? Verdict::TooSmall : Verdict::Same;
    return Verdict::NotEnough;
}

namespace {

// The games beyond `games` that `needed` games in all make (at least one more), or -1 when
// that is past any count.
long long gamesBeyond(double needed, long long games)
{
    if (std::ceil(needed) > 1e15)
        return -1;
    return std::max<long long>(1, static_cast<long long>(std::ceil(needed)) - games);
}

} // namespace

long long gamesToDecide(double sd, double distance, double z, long long games)
{
    if (!(distance > 0) || !std::isfinite(sd))
        return -1;
    return gamesBeyond(std::pow(z * sd / distance, 2.0), games);
}

long long gamesToNarrow(double halfWidth, double distance, long long games)
{
    if (!(distance > 0) || !std::isfinite(halfWidth) || games < 1)
        return -1;
    return gamesBeyond(static_cast<double>(games) * std::pow(halfWidth / distance, 2.0), games);
}

Equivalence pairedEquivalence(const Moments &differences, double margin)
{
    Equivalence e;
    e.estimate = differences.mean();
    e.degrees = std::max<long long>(0, differences.count - 1);
    e.standardError =
        differences.count > 0
            ? std::sqrt(differences.variance() / static_cast<double>(differences.count))
            : 0.0;
    e.critical = studentT95(e.degrees);
    e.interval90 = meanEstimate90(differences).interval;
    if (e.standardError > 0) {
        e.tLower = (e.estimate + margin) / e.standardError;
        e.tUpper = (e.estimate - margin) / e.standardError;
        e.equivalent = differences.count >= 2 && e.tLower > e.critical && e.tUpper < -e.critical;
    } else {
        e.equivalent = differences.count >= 2 && std::abs(e.estimate) < margin;
    }
    return e;
}

Json FigureVerdict::toJson() const
{
    Json out = Json::object();
    out["verdict"] = verdictName(verdict);
    out["margin"] = margin;
    Json interval = Json::array();
    interval.push(interval90.low);
    interval.push(interval90.high);
    out["interval90"] = std::move(interval);
    if (verdict == Verdict::NotEnough)
        out["more_games"] = moreGames;
    return out;
}

FigureVerdict judgeDifference(bool proportion, const Moments &base, const Moments &variant,
                              const Moments &differences, const Difference &difference95,
                              double margin)
{
    FigureVerdict v;
    v.margin = std::abs(margin);
    if (differences.count < 2 || !std::isfinite(margin))
        return v;
    const Difference at90 = proportion ? pairedShareDifference(base, variant, differences, kZ90)
                                       : pairedDifference90(differences);
    v.interval90 = at90.interval;
    v.verdict = decide(difference95.interval, at90.interval, v.margin);
    if (v.verdict == Verdict::NotEnough) {
        // Which boundary the verdict turns on: beyond the margin, the 95 % interval must
        // leave it out ("matters"); within it, the 90 % interval must fit inside ("same").
        const double away = std::abs(difference95.estimate);
        const bool beyond = away > v.margin;
        if (proportion) {
            // Newcombe's interval is no z·sd/sqrt(n): where no pair differs (no draw on
            // either side) the differences' sd is 0 and the interval still wide, so the games
            // come from that interval's own half-width.
            const Interval &interval = beyond ? difference95.interval : at90.interval;
            const double half = std::max(interval.high - difference95.estimate,
                                         difference95.estimate - interval.low);
            v.moreGames =
                gamesToNarrow(half, beyond ? away - v.margin : v.margin - away, differences.count);
        } else {
            const double sd = std::sqrt(differences.variance());
            v.moreGames = beyond ? gamesToDecide(sd, away - v.margin, kZ95, differences.count)
                                 : gamesToDecide(sd, v.margin - away, kZ90, differences.count);
        }
    }
    return v;
}

namespace {

bool shareKind(const std::string &kind)
{
    return kind == "wins" || kind == "draws" || kind == "ends";
}

// "plies" and the like name their kind too.
std::string alias(const std::string &key)
{
    if (key == "plies")
        return "length";
    if (key == "lead_changes")
        return "drama";
    if (key == "legal_moves")
        return "branching";
    if (key == "score" || key == "points")
        return "scores";
    if (key == "end")
        return "ends";
    return key;
}

} // namespace

Margins::Margins()
{
    m_rules["length"] = {0.05, true};
    m_rules["wins"] = {0.03, false};
    m_rules["draws"] = {0.01, false};
    m_rules["drama"] = {0.10, true};
    m_rules["branching"] = {0.10, true};
    m_rules["scores"] = {0.05, true};
    m_rules["ends"] = {0.03, false};
    m_rules["figures"] = {0.05, true};
}

std::string Margins::kindOf(const std::string &figure)
{
    if (figure == "plies")
        return "length";
    if (figure == "lead_changes")
        return "drama";
    if (figure == "legal_moves")
        return "branching";
    if (figure == "draws")
        return "draws";
    if (figure.rfind("wins.", 0) == 0)
        return "wins";
    if (figure.rfind("score.", 0) == 0)
        return "scores";
    if (figure.rfind("end.", 0) == 0)
        return "ends";
    return "figures";
}

bool Margins::set(const std::string &spec, std::string *error)
{
    auto refuse = [&](const std::string &why) {
        if (error)
            *error = "--margin " + spec + ": " + why;
        return false;
    };
    const auto eq = spec.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == spec.size())
        return refuse("write it as FIGURE=VALUE (length=5%, wins=2, rounds=0.5)");
    const std::string key = alias(spec.substr(0, eq));
    std::string text = spec.substr(eq + 1);
    const bool percent = text.back() == '%';
    if (percent)
        text.pop_back();
    char *end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(value) || value < 0)
        return refuse("the value must be a number of 0 or more");
    // A share's margin is in percentage points, with or without %.
    const bool share = shareKind(key) || shareKind(kindOf(key));
    if (share)
        m_rules[key] = {value / 100.0, false};
    else
        m_rules[key] = {percent ? value / 100.0 : value, percent};
    return true;
}

double Margins::marginFor(const std::string &figure, bool proportion, double baseMean,
                          double variantMean) const
{
    auto rule = m_rules.find(figure);
    if (rule == m_rules.end())
        rule = m_rules.find(kindOf(figure));
    if (rule == m_rules.end())
        return 0;
    if (!rule->second.relative || proportion)
        return rule->second.value;
    const double reference = baseMean != 0 ? baseMean : variantMean;
    return rule->second.value * std::abs(reference);
}

Json Margins::toJson() const
{
    Json out = Json::object();
    for (const auto &[key, rule] : m_rules) {
        Json entry = Json::object();
        entry["value"] = rule.value;
        entry["relative"] = rule.relative;
        out[key] = std::move(entry);
    }
    return out;
}

Margins Margins::fromJson(const Json &json)
{
    Margins margins;
    if (!json.isObject())
        return margins;
    for (const auto &[key, entry] : json.entries()) {
        const Json &value = entry.get("value");
        if (!value.isNumber() || value.asDouble() < 0)
            continue;
        margins.m_rules[key] = {value.asDouble(), entry.get("relative").asBool()};
    }
    return margins;
}

} // namespace kotatsu
