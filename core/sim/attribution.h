// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_node.h"
#include "data/document_loader.h"
#include "sim/comparison.h"

#include <atomic>
#include <memory>
#include <string>
#include <vector>

namespace kotatsu {

// Which change did what (issue 35, point 3). A variant that changes several things is also
// played with each change alone against the base, on the same seeds: each change's effect on
// each figure, with its interval and verdict, and the interaction, what only the combination
// does: per game, the combined effect minus the sum of the single effects,
// (V - B) - sum_k (S_k - B), whose mean and paired t interval come from the per-game records.
// With no interaction the effects add up; a positive interaction on the length says the
// changes together lengthen the game more than each alone would suggest.

// One change of a variant: one key it overrides. The override tree is followed down while
// both it and the base game hold a map there; a value, a list (or a list patch) or a map the
// base lacks is one change; a key written with the base game's own value is none. `overrides`
// is the variant's override tree with that change only.
struct VariantOverride
{
    std::string path; // "rules.jump.landing"
    DataNode overrides;
};
std::vector<VariantOverride> variantOverrides(const DataNode &baseDocument,
                                              const DataNode &overrides);

// A figure's interaction: combined minus the sum of the single effects, paired by game.
struct InteractionFigure
{
    std::string name;
    bool proportion = false; // a share figure (shown in percentage points); its interval is t
    Moments exact;           // of the per-game interactions
    Difference difference;   // their mean with its 95 % t interval
    FigureVerdict verdict;   // against the figure's margin
    Json toJson() const;
};

struct ChangeEffect
{
    std::string change;      // the key path
    std::string refused;     // why the change cannot be played alone ("" when it was)
    ComparisonResult result; // the change alone against the base
};

struct AttributionConfig
{
    // The base and the whole variant, and every setting of the runs (players, games, seed,
    // agents, threads, margins). onRecord and onPartial are not used.
    ComparisonConfig comparison;
    std::string variantId;
    // The variant's changes, each alone (from variantOverrides and the game's catalog):
    // `definitions[k]` is the base with change k only, null when it does not build (then
    // `refused[k]` says why).
    std::vector<std::string> changes;
    std::vector<std::shared_ptr<const GameDefinition>> definitions;
    std::vector<std::string> refused;
};

struct AttributionResult
{
    ComparisonResult combined; // every change, against the base
    std::vector<ChangeEffect> changes;
    // Empty when a change could not be played alone (the sum would leave it out).
    std::vector<InteractionFigure> interaction;
    bool cancelled = false;

    const InteractionFigure *interactionOf(const std::string &figure) const;
    Json toJson() const;
    std::string toTable() const;
    // The table of which change did what as CSV: a header, then per figure (those the
    // combined comparison judges) one row per change played alone, one for all changes
    // together ("all") and one for the interaction ("interaction", when there is one):
    // figure, share (1: a share of games, its differences as fractions), row, difference,
    // low, high (the 95 % interval), verdict (verdictName), margin; then a row per change
    // that could not be played alone, with the reason. What the lab page exports.
    std::string toCsv() const;
};

class Attribution
{
public:
    // The config of a variant's attribution: its changes (each alone, built from the base
    // document) and the comparison's settings. `variant` is the variant file as read.
    static AttributionConfig configure(const ComparisonConfig &comparison,
                                       const DataNode &baseDocument, const VariantFile &variant);
    // Plays the combined variant and each change alone against the base, on the same seeds.
    // `progress(done, total)` counts the games of every run (total = 2 · games · runs).
    static AttributionResult run(const AttributionConfig &config,
                                 const Simulator::Progress &progress = {},
                                 const std::atomic<bool> *cancel = nullptr);
};

// A figure's value in one game, as the comparison counts it ("plies", "wins.seat1",
// "end.pagoda", "rounds", "game.plies"); nullopt for a game figure the game lacks.
std::optional<double> figureOfGame(const GameSummary &game, const std::string &name);

} // namespace kotatsu
