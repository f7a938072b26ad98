// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/balance.h"

#include <cmath>
#include <cstdio>

namespace kotatsu {

std::optional<double> comebackOf(const GameSummary &game)
{
    if (game.leaderAtHalf < 0)
        return std::nullopt;
    return game.outcome.isWinner(game.leaderAtHalf) ? 0.0 : 1.0;
}

double decisivenessOf(const GameSummary &game)
{
    const Outcome &o = game.outcome;
    if (game.plies <= 0 || o.draw || o.winners.empty() || game.finalLeader < 0 ||
        !o.isWinner(game.finalLeader))
        return 0;
    return static_cast<double>(game.plies - game.finalLeadSince) / static_cast<double>(game.plies);
}

namespace {

// Whether every value of a sample is 0 or 1 (then the sum of squares equals the sum).
bool zeroOrOne(const Moments &m)
{
    const auto unit = static_cast<ExactSum>(Moments::kResolution);
    return m.sumSquares == m.sum * unit && m.sum % unit == 0;
}

// A share of games, or with `offset` (a seat's fair share) a difference of shares.
BalanceFigure shareFigure(std::string name, const Moments &m, FigureKind kind = FigureKind::Share,
                          double offset = 0)
{
    BalanceFigure f;
    f.name = std::move(name);
    f.share = true;
    f.kind = kind;
    f.games = m.count;
    f.value = m.mean() - offset;
    if (zeroOrOne(m)) {
        const auto successes = static_cast<std::int64_t>(std::llround(m.total()));
        const Interval w = wilsonInterval(successes, m.count);
        f.interval = {w.low - offset, w.high - offset};
    } else {
        const Estimate e = meanEstimate(m);
        f.interval = {e.interval.low - offset, e.interval.high - offset};
    }
    return f;
}

BalanceFigure meanFigure(std::string name, const Moments &m)
{
    BalanceFigure f;
    f.name = std::move(name);
    f.games = m.count;
    const Estimate e = meanEstimate(m);
    f.value = e.value;
    f.interval = e.interval;
    return f;
}

Json intervalJson(const Interval &interval)
{
    Json out = Json::array();
    out.push(interval.low);
    out.push(interval.high);
    return out;
}

} // namespace

Json BalanceFigure::toJson() const
{
    Json out = Json::object();
    out["name"] = name;
    out["share"] = share;
    out["kind"] = figureKindName(kind);
    out["value"] = value;
    out["interval"] = intervalJson(interval);
    out["games"] = games;
    return out;
}

BalanceReport BalanceReport::of(const SimulationTotals &totals)
{
    BalanceReport report;
    report.players = totals.players;
    report.games = totals.played;
    const double fair = totals.players > 0 ? 1.0 / totals.players : 0.0;
    for (std::size_t seat = 0; seat < totals.winShareBySeat.size(); ++seat)
        report.figures.push_back(shareFigure("advantage.seat" + std::to_string(seat),
                                             totals.winShareBySeat[seat],
                                             FigureKind::ShareDifference, fair));
    report.figures.push_back(shareFigure("comebacks", totals.comebacks));
    // A share of each game's decisions, averaged over the games (Student's t, as a mean).
    report.figures.push_back(meanFigure("decisiveness", totals.decisiveness));
    report.figures.back().share = true;
    report.figures.back().kind = FigureKind::Share;
    report.figures.push_back(meanFigure("drama", totals.leadChanges.moments()));
    report.figures.push_back(meanFigure("duration", totals.plies.moments()));
    report.figures.push_back(meanFigure("branching", totals.legalMoves.moments()));
    return report;
}

const BalanceFigure *BalanceReport::figure(const std::string &name) const
{
    for (const auto &f : figures) {
        if (f.name == name)
            return &f;
    }
    return nullptr;
}

Json BalanceReport::toJson() const
{
    Json out = Json::object();
    out["players"] = players;
    out["games"] = games;
    Json list = Json::array();
    for (const auto &f : figures)
        list.push(f.toJson());
    out["figures"] = std::move(list);
    return out;
}

std::string BalanceReport::toTable() const
{
    std::string out;
    char line[256];
    for (const auto &f : figures) {
        const double scale = f.share ? 100.0 : 1.0;
        const bool difference = f.kind == FigureKind::ShareDifference;
        const char *unit = difference ? " pp" : f.share ? "%" : "";
        const char *sign = difference ? "%+.2f" : "%.2f";
        char value[48], low[48], high[48];
        std::snprintf(value, sizeof value, sign, f.value * scale);
        std::snprintf(low, sizeof low, sign, f.interval.low * scale);
        std::snprintf(high, sizeof high, sign, f.interval.high * scale);
        std::snprintf(line, sizeof line, "  %-18s %10s%s [%s, %s]  (%lld games)\n", f.name.c_str(),
                      value, unit, low, high, f.games);
        out += line;
    }
    return out;
}

} // namespace kotatsu
