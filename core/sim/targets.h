// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_error.h"
#include "sim/statistics.h"
#include "util/json.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

// What a designer wants a figure to be: "rounds=10..14", "wins.seat0=45%..55%", "draws<2%",
// "lead_changes>3". The figure is named as the variant lab names it (docs/variant-lab.md);
// "seatN.wins" and "seatN.score" are read as "wins.seatN" and "score.seatN", seats counted
// from 0 (seat0 is the first player). The balance report's figures (sim/balance.h) are named
// as it names them: "comebacks", "decisiveness", "advantage.seatN" (or "seatN.advantage"), and
// "drama", "duration", "branching" are read as "lead_changes", "plies", "legal_moves". A bound
// written with % is a share (45% = 0.45); a share may also be written as a fraction (draws<0.02).
// `<` and `>` bound one side only.
struct Target
{
    std::string text;   // as written
    std::string figure; // the figure's name ("wins.seat1")
    double low = -1e300;
    double high = 1e300;
    bool percent = false; // a bound was written with %

    bool hasLow() const { return low > -1e299; }
    bool hasHigh() const { return high < 1e299; }
    // "10 to 14", "at most 2%", "at least 3" (shares in %).
    std::string range(bool proportion) const;
    Json toJson() const;
};

// Reads one target; nullopt and *error (naming the text) when it does not read.
std::optional<Target> parseTarget(std::string_view text, std::string *error);
// Whether a target fits its figure: bounds in % only for a share of games, and a share's
// bounds from 0 to 1 (0% to 100%). "" when it fits, else "--target 'TEXT': " and the reason.
std::string targetProblem(const Target &target, bool proportion);
// The reason alone, in words each language can say (empty text() when it fits): "draws is a
// share of games; write its bounds from 0% to 100% (or 0 to 1)".
DataMessage targetBoundsProblem(const Target &target, bool proportion);

enum class TargetMark
{
    Meets,  // the figure's 95% interval lies entirely inside the target
    Fails,  // entirely outside
    Unsure, // partly inside: more games would tell
};
// "meets", "fails", "unsure".
const char *markName(TargetMark mark);

struct TargetCheck
{
    TargetMark mark = TargetMark::Unsure;
    // The chance that the figure's true value is inside the target, from its estimate and
    // 95% interval read as a normal distribution (each side of a lopsided share interval
    // with its own spread). 1 or 0 when the interval has no width.
    double confidence = 0;
    bool missing = false; // the point has no such figure (it is then unsure, confidence 0)
    Json toJson() const;
};

// Marks an estimate against a target. The interval's ends decide the mark (both inside:
// meets, both outside on one side: fails, else unsure).
TargetCheck checkTarget(const Target &target, const Estimate &estimate);

// Every target's check together: fails if one fails, meets if all meet, else unsure; the
// confidence of all is the product of theirs (as if they were independent).
TargetCheck combineChecks(const std::vector<TargetCheck> &checks);

// Where an estimate lies against a target, for a search: -1 wholly below it, +1 wholly
// above it, 0 meeting or unsure.
int sideOf(const Target &target, const Estimate &estimate);

} // namespace kotatsu
