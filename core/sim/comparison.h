// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/simulator.h"
#include "sim/statistics.h"

#include <atomic>
#include <memory>
#include <string>
#include <vector>

namespace kotatsu {

// Two rule sets of one game (a variant and its base, or any two) played on the same seeds:
// game i of each side uses the same derived seeds, so each figure is compared game by game
// (common random numbers), which tells a real difference from noise with far fewer games than
// two independent runs.
struct ComparisonConfig
{
    std::shared_ptr<const GameDefinition> base;
    std::shared_ptr<const GameDefinition> variant;
    int players = 0;
    int games = 1000;
    int threads = 1;
    std::vector<std::string> agents{"random"};
    std::uint64_t seed = 1;
    int maxPlies = 100000;
};

// One figure on both sides: a per-game quantity (the game's length, a seat's score, a seat's
// win as 0 or 1, an end condition as 0 or 1, one of the game's own figures).
struct ComparedFigure
{
    std::string name;        // "plies", "wins.seat0", "score.seat1", "end.pagoda", "rounds"
    bool proportion = false; // a share of games: intervals are Wilson intervals
    Estimate base;
    Estimate variant;
    Difference difference; // variant minus base, paired by seed
    Json toJson() const;
};

struct ComparisonResult
{
    SimulationResult base;
    SimulationResult variant;
    int pairedGames = 0; // games played on both sides (fewer when cancelled)
    std::vector<ComparedFigure> figures;

    Json toJson() const;
    // A readable table: figure, base, variant, difference with its interval, and a * where
    // the difference is significant.
    std::string toTable() const;
};

class Comparison
{
public:
    // Checks the config (both definitions, players, agents); an error message or "".
    static std::string check(const ComparisonConfig &config);
    static ComparisonResult run(const ComparisonConfig &config,
                                const Simulator::Progress &progress = {},
                                const std::atomic<bool> *cancel = nullptr);
};

} // namespace kotatsu
