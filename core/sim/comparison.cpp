// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/comparison.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace kotatsu {

namespace {

// The per-game values of one side, in game order.
struct Records
{
    std::vector<double> plies;
    std::vector<bool> draw;
    std::vector<std::vector<bool>> winner; // [seat][game]
    std::vector<std::vector<double>> score;
    std::vector<std::string> reason;
    std::map<std::string, std::vector<double>> figures; // NaN where a game lacks the figure
};

// One side's simulation: the comparison's settings with that side's rules.
SimulationConfig sideConfig(const ComparisonConfig &config,
                            std::shared_ptr<const GameDefinition> definition)
{
    SimulationConfig side;
    side.definition = std::move(definition);
    side.players = config.players;
    side.games = config.games;
    side.threads = config.threads;
    side.agents = config.agents;
    side.seed = config.seed;
    side.maxPlies = config.maxPlies;
    return side;
}

// The same, keeping every game's values in `records`.
SimulationConfig recordingSideConfig(const ComparisonConfig &config,
                                     std::shared_ptr<const GameDefinition> definition,
                                     Records &records)
{
    SimulationConfig side = sideConfig(config, std::move(definition));
    records.winner.assign(static_cast<std::size_t>(config.players), {});
    records.score.assign(static_cast<std::size_t>(config.players), {});
    // onGame comes in game order: index i is game i on both sides.
    side.onGame = [&records, players = config.players](const GameSummary &game) {
        const std::size_t i = records.plies.size();
        records.plies.push_back(game.plies);
        records.draw.push_back(game.outcome.draw || game.outcome.winners.empty());
        for (int seat = 0; seat < players; ++seat) {
            const auto s = static_cast<std::size_t>(seat);
            records.winner[s].push_back(game.outcome.isWinner(seat));
            records.score[s].push_back(s < game.outcome.scores.size() ? game.outcome.scores[s]
                                                                      : 0.0);
        }
        records.reason.push_back(game.plyLimit ? "ply_limit" : game.outcome.reason);
        for (const auto &[name, value] : game.outcome.figures) {
            auto &column = records.figures[name];
            column.resize(i, NAN);
            column.push_back(value);
        }
    };
    return side;
}

Estimate proportionEstimate(const Moments &sample)
{
    const auto successes =
        static_cast<std::int64_t>(std::llround(sample.mean * static_cast<double>(sample.count)));
    return {sample.mean, wilsonInterval(successes, sample.count)};
}

ComparedFigure compareColumns(std::string name, bool proportion, const std::vector<double> &base,
                              const std::vector<double> &variant, std::size_t games)
{
    Moments a, b, d;
    for (std::size_t i = 0; i < games; ++i) {
        const double x = i < base.size() ? base[i] : NAN;
        const double y = i < variant.size() ? variant[i] : NAN;
        if (!std::isnan(x))
            a.add(x);
        if (!std::isnan(y))
            b.add(y);
        if (!std::isnan(x) && !std::isnan(y))
            d.add(y - x);
    }
    ComparedFigure figure;
    figure.name = std::move(name);
    figure.proportion = proportion;
    figure.base = proportion ? proportionEstimate(a) : meanEstimate(a);
    figure.variant = proportion ? proportionEstimate(b) : meanEstimate(b);
    figure.difference = pairedDifference(d);
    return figure;
}

std::vector<double> indicator(const std::vector<bool> &values)
{
    return std::vector<double>(values.begin(), values.end());
}

std::vector<double> matching(const std::vector<std::string> &reasons, const std::string &reason)
{
    std::vector<double> out;
    out.reserve(reasons.size());
    for (const auto &r : reasons)
        out.push_back(r == reason ? 1.0 : 0.0);
    return out;
}

Json intervalJson(const Interval &interval)
{
    Json out = Json::array();
    out.push(interval.low);
    out.push(interval.high);
    return out;
}

} // namespace

Json ComparedFigure::toJson() const
{
    Json out = Json::object();
    out["name"] = name;
    out["proportion"] = proportion;
    out["base"] = base.value;
    out["base_interval"] = intervalJson(base.interval);
    out["variant"] = variant.value;
    out["variant_interval"] = intervalJson(variant.interval);
    out["difference"] = difference.estimate;
    out["difference_interval"] = intervalJson(difference.interval);
    out["significant"] = difference.significant;
    return out;
}

Json ComparisonResult::toJson() const
{
    Json out = Json::object();
    out["paired_games"] = pairedGames;
    Json list = Json::array();
    for (const auto &figure : figures)
        list.push(figure.toJson());
    out["figures"] = std::move(list);
    out["base"] = base.toJson();
    out["variant"] = variant.toJson();
    return out;
}

std::string ComparisonResult::toTable() const
{
    std::string out;
    char line[256];
    std::snprintf(line, sizeof line, "%-24s %12s %12s  %s\n", "figure", "base", "variant",
                  "difference [95% interval]");
    out += line;
    for (const auto &f : figures) {
        const double scale = f.proportion ? 100.0 : 1.0;
        const char *unit = f.proportion ? "%" : "";
        // Small figures (a rare reshuffle) get more decimals, so that a marked difference
        // never reads as +0.00.
        const int digits =
            std::max({std::abs(f.base.value), std::abs(f.variant.value)}) * scale < 1 ? 4 : 2;
        char was[32], now[32], difference[80];
        std::snprintf(was, sizeof was, "%.*f%s", digits, f.base.value * scale, unit);
        std::snprintf(now, sizeof now, "%.*f%s", digits, f.variant.value * scale, unit);
        std::snprintf(difference, sizeof difference, "%+.*f [%+.*f, %+.*f]%s", digits,
                      f.difference.estimate * scale, digits, f.difference.interval.low * scale,
                      digits, f.difference.interval.high * scale,
                      f.difference.significant ? " *" : "");
        std::snprintf(line, sizeof line, "%-24s %12s %12s  %s\n", f.name.c_str(), was, now,
                      difference);
        out += line;
    }
    std::snprintf(line, sizeof line,
                  "%d games on each side, paired by seed; * marks a difference whose interval "
                  "leaves out 0\n",
                  pairedGames);
    out += line;
    return out;
}

std::string Comparison::check(const ComparisonConfig &config)
{
    if (!config.base || !config.variant)
        return "both rule sets are needed";
    if (config.base->info().id != config.variant->info().id)
        return "the two rule sets are of different games";
    for (const auto &definition : {config.base, config.variant}) {
        if (auto problem = Simulator::check(sideConfig(config, definition)); !problem.empty())
            return problem;
    }
    return {};
}

ComparisonResult Comparison::run(const ComparisonConfig &config,
                                 const Simulator::Progress &progress,
                                 const std::atomic<bool> *cancel)
{
    Records baseRecords, variantRecords;
    ComparisonResult result;
    const auto half = [&](int offset) -> Simulator::Progress {
        if (!progress)
            return {};
        return [&progress, offset](int done, int total) { progress(offset + done, 2 * total); };
    };
    result.base =
        Simulator::run(recordingSideConfig(config, config.base, baseRecords), half(0), cancel);
    result.variant = Simulator::run(recordingSideConfig(config, config.variant, variantRecords),
                                    half(config.games), cancel);
    const std::size_t games = std::min(baseRecords.plies.size(), variantRecords.plies.size());
    result.pairedGames = static_cast<int>(games);

    auto &figures = result.figures;
    figures.push_back(
        compareColumns("plies", false, baseRecords.plies, variantRecords.plies, games));
    for (int seat = 0; seat < config.players; ++seat) {
        const auto s = static_cast<std::size_t>(seat);
        figures.push_back(compareColumns("wins.seat" + std::to_string(seat), true,
                                         indicator(baseRecords.winner[s]),
                                         indicator(variantRecords.winner[s]), games));
    }
    figures.push_back(compareColumns("draws", true, indicator(baseRecords.draw),
                                     indicator(variantRecords.draw), games));
    for (int seat = 0; seat < config.players; ++seat) {
        const auto s = static_cast<std::size_t>(seat);
        figures.push_back(compareColumns("score.seat" + std::to_string(seat), false,
                                         baseRecords.score[s], variantRecords.score[s], games));
    }
    // Every end condition that fired on either side, by name.
    std::vector<std::string> reasons = baseRecords.reason;
    reasons.insert(reasons.end(), variantRecords.reason.begin(), variantRecords.reason.end());
    std::sort(reasons.begin(), reasons.end());
    reasons.erase(std::unique(reasons.begin(), reasons.end()), reasons.end());
    for (const auto &reason : reasons) {
        figures.push_back(compareColumns("end." + (reason.empty() ? "none" : reason), true,
                                         matching(baseRecords.reason, reason),
                                         matching(variantRecords.reason, reason), games));
    }
    // The game's own figures (rounds, reshuffles, jumps, ...), by name.
    std::map<std::string, bool> names;
    for (const auto &[name, column] : baseRecords.figures)
        names[name] = true;
    for (const auto &[name, column] : variantRecords.figures)
        names[name] = true;
    for (const auto &[name, present] : names) {
        auto a = baseRecords.figures[name];
        auto b = variantRecords.figures[name];
        a.resize(baseRecords.plies.size(), NAN);
        b.resize(variantRecords.plies.size(), NAN);
        figures.push_back(compareColumns(name, false, a, b, games));
    }
    return result;
}

} // namespace kotatsu
