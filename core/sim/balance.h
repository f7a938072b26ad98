// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/figure_kind.h"
#include "sim/simulation_totals.h"
#include "sim/statistics.h"
#include "util/json.h"

#include <optional>
#include <string>
#include <vector>

namespace kotatsu {

// A balance report in the words of Ludii's metrics (Browne; Piette et al.), each figure with
// its 95 % interval, so that a designer can set a target on any of them (issue 35, point 6):
//
// - advantage.seatN: the seat's share of the wins (a shared win split between the winners)
//   minus 1/players: 0 for a fair seat, +0.05 for one that wins 5 points more often;
// - comebacks: of the games with a leader at half time (half the game's length in decisions,
//   the lead read as for lead changes), the share that leader does not win;
// - decisiveness: the share of a game's decisions played after its winner took the lead for
//   good (Ludii's "decisiveness moves", with the lead instead of a threshold on the state's
//   value); 0 for a drawn game or one whose winner was not ahead at the end;
// - drama: lead changes per game (Browne's "lead change");
// - duration: the game's length in decisions;
// - branching: the mean number of legal moves at a decision (the branching factor).
//
// Shares have the Wilson interval, means Student's t.

// A game's comeback: 1 when the leader at half time did not win, 0 when it did, nothing when
// nobody led alone at half time.
std::optional<double> comebackOf(const GameSummary &game);
// A game's decisiveness, from 0 to 1 (above).
double decisivenessOf(const GameSummary &game);

struct BalanceFigure
{
    std::string name;   // "advantage.seat0", "comebacks", "decisiveness", "drama", ...
    bool share = false; // a share of games (shown in %), or a difference of shares
    FigureKind kind = FigureKind::Mean;
    double value = 0;
    Interval interval;
    long long games = 0; // the games it is counted over
    Json toJson() const;
};

struct BalanceReport
{
    int players = 0;
    long long games = 0;
    std::vector<BalanceFigure> figures;

    static BalanceReport of(const SimulationTotals &totals);
    const BalanceFigure *figure(const std::string &name) const;
    Json toJson() const;
    // One line per figure, in words, with its interval.
    std::string toTable() const;
};

} // namespace kotatsu
