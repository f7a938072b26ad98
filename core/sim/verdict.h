// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/statistics.h"
#include "util/json.h"

#include <map>
#include <optional>
#include <string>

namespace kotatsu {

// Whether a difference between two rule sets matters (issue 35, point 4). A significant
// difference can be tiny (10 000 games make a 1 % longer game significant), so each figure has
// a smallest difference that matters, its margin, and the verdict weighs the difference's
// interval against it:
//
// - Matters: the 95 % interval lies entirely beyond the margin (above +m or below -m).
// - TooSmall: the 95 % interval leaves out 0 but lies inside (-m, +m): real, and too small.
// - Same: the 90 % interval lies inside [-m, +m]: Schuirmann's two one-sided tests (TOST),
//   each at 5 %, reject a difference of m or more either way ("the same within that margin").
// - NotEnough: none of these yet; about `moreGames` more games would tell.
//
// The intervals are the comparison's own: the paired t for means, Newcombe's paired score
// interval for shares (at 90 % for the equivalence test).
enum class Verdict
{
    Matters,
    TooSmall,
    Same,
    NotEnough,
    None // the figure has no difference (one side lacks it) or no margin could be set
};

// "matters", "too_small", "same", "not_enough", "none" (the JSON's words).
const char *verdictName(Verdict verdict);
// The English sentence of a verdict ("different and it matters").
std::string verdictWords(Verdict verdict, long long moreGames);

// The decision itself, from the two intervals of a difference and a margin m >= 0.
Verdict decide(const Interval &ci95, const Interval &ci90, double margin);

// The games a paired run needs for an interval of half-width z·sd/sqrt(n) to come within
// `distance` (the way from the estimate to the nearer boundary the verdict turns on): the
// games more than `games`, at least 1; -1 when no number of games would (distance 0).
long long gamesToDecide(double sd, double distance, double z, long long games);

// The same from an interval's half-width at `games`, taken to shrink as 1/sqrt(n) (shares,
// whose interval is not z·sd/sqrt(n)): the games more than `games` for it to come within
// `distance`, at least 1; -1 when none would (distance 0) or nothing was played.
long long gamesToNarrow(double halfWidth, double distance, long long games);

// Schuirmann's two one-sided tests of a paired mean difference against the bounds -m and +m:
// t statistics (mean + m)/se and (mean - m)/se on n - 1 degrees of freedom, the 90 % interval,
// and whether both tests reject at 5 % (the difference lies within the margin).
struct Equivalence
{
    double estimate = 0;
    double standardError = 0;
    long long degrees = 0;
    double tLower = 0;   // against -m: large and positive when the mean is well above -m
    double tUpper = 0;   // against +m: large and negative when the mean is well below +m
    double critical = 0; // Student's t quantile of 0.95 at `degrees`
    Interval interval90;
    bool equivalent = false;
};
Equivalence pairedEquivalence(const Moments &differences, double margin);

// A figure's verdict with what it rests on.
struct FigureVerdict
{
    Verdict verdict = Verdict::None;
    double margin = 0;       // in the figure's unit (a share as a fraction)
    Interval interval90;     // the equivalence test's interval
    long long moreGames = 0; // for NotEnough: about how many more games would tell (-1: unknown)
    Json toJson() const;
};

// The verdict of one paired difference: `proportion` figures (every game a 0 or a 1) use
// Newcombe's interval, the others the paired t. `difference95` is the comparison's interval.
FigureVerdict judgeDifference(bool proportion, const Moments &base, const Moments &variant,
                              const Moments &differences, const Difference &difference95,
                              double margin);

// The smallest difference that matters, per figure. A rule is absolute (in the figure's unit;
// for a share, percentage points) or relative (a fraction of the base side's mean). Rules
// apply by the figure's exact name first ("wins.seat0", "rounds"), then by its kind:
//
//   length       plies                 5 % of the base mean
//   wins         wins.seatN            3 percentage points
//   draws        draws                 1 percentage point
//   drama        lead_changes          10 % of the base mean
//   branching    legal_moves           10 % of the base mean
//   scores       score.seatN           5 % of the base mean
//   ends         end.<reason>          3 percentage points
//   figures      the game's own        5 % of the base mean
//
// The designer changes them with set("length=0.5"), set("wins=2%"), set("rounds=10%"): for
// a share a number is in percentage points (with or without %); for a mean a plain number is
// absolute, in the figure's unit, and "N%" a share of the base mean.
struct MarginRule
{
    double value = 0;
    bool relative = false;
    bool operator==(const MarginRule &) const = default;
};

class Margins
{
public:
    Margins(); // the defaults above

    // "key=value"; false and *error when it does not read (an unknown kind is taken as a
    // figure's name: a game's own figure is named freely).
    bool set(const std::string &spec, std::string *error);
    // The margin of a figure, in its unit (a share as a fraction): the rule of its name, else
    // of its kind, a relative rule taken of the base mean (of the variant's when the base
    // mean is 0).
    double marginFor(const std::string &figure, bool proportion, double baseMean,
                     double variantMean) const;
    // The kind a figure's margin comes from ("length", "wins", ...).
    static std::string kindOf(const std::string &figure);

    const std::map<std::string, MarginRule> &rules() const { return m_rules; }
    // {"length": {"value": 0.05, "relative": true}, ...}
    Json toJson() const;
    static Margins fromJson(const Json &json); // unknown or malformed entries are skipped
    bool operator==(const Margins &) const = default;

private:
    std::map<std::string, MarginRule> m_rules;
};

} // namespace kotatsu
