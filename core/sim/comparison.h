// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/simulator.h"
#include "sim/statistics.h"
#include "sim/verdict.h"

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace kotatsu {

struct ComparisonResult;

// Game `index` played by both rule sets, on the same seeds.
struct PairedGame
{
    int index = 0;
    GameSummary base;
    GameSummary variant;
};

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
    int firstGame = 0; // games firstGame .. firstGame + games - 1 (a shard of a longer run)
    int runGames = 0;  // the whole run's games, of which this is a shard (0: this is the run)
    int threads = 1;
    std::vector<std::string> agents{"random"};
    std::uint64_t seed = 1;
    int maxPlies = 100000;
    // The smallest difference that matters, per figure (sim/verdict.h): what each figure's
    // verdict weighs its difference against.
    Margins margins;
    // Called on the thread that runs Comparison::run after each batch of paired games, with
    // the result so far (batches grow until one takes about half a second).
    std::function<void(const ComparisonResult &)> onPartial;
    // Called for every paired game, in game order (per-game records for export).
    std::function<void(const PairedGame &)> onRecord;
};

// The exact sums behind a figure: each side's values and the per-seed differences.
struct FigureMoments
{
    bool proportion = false; // values are 0 or 1; a game without the value counts as 0
    Moments base;
    Moments variant;
    Moments difference;
    void merge(const FigureMoments &other);
};

// One figure on both sides: a per-game quantity (the game's length, a seat's score, a seat's
// win as 0 or 1, an end condition as 0 or 1, one of the game's own figures).
struct ComparedFigure
{
    // "plies", "lead_changes", "legal_moves", "wins.seat0", "draws", "score.seat1",
    // "end.pagoda", then the game's own figures ("rounds", "reshuffles"; one named like a
    // figure above is listed as "game.<name>").
    std::string name;
    bool proportion = false; // a share of games: intervals are Wilson intervals
    Estimate base;
    Estimate variant;
    Difference difference; // variant minus base, paired by seed
    FigureMoments exact;
    // For one of the game's own figures that holds the same values as one of the
    // comparison's (Tokaido Duo's "draw" and "draws", "decisions" and "plies"): that figure's
    // name, so that it is shown once, in one unit. Told from the exact sums: equal counts,
    // sums and sums of squares on both sides and of the differences, and not 0 throughout.
    std::string sameAs;
    // Whether the difference matters, against the comparison's margin for this figure.
    FigureVerdict verdict;
    Json toJson() const;
};

struct ComparisonResult
{
    SimulationResult base;
    SimulationResult variant;
    int firstGame = 0;
    int gamesRequested = 0;
    int runGames = 0; // the whole run's games (firstGame + gamesRequested when it is the run)
    // Games played on both sides. Only those count, on either side, so a cancelled or
    // partial result is a consistent comparison of fewer games.
    int pairedGames = 0;
    bool cancelled = false;
    double elapsedSeconds = 0;
    std::vector<ComparedFigure> figures;
    // What each figure's verdict is weighed against (in the JSON as "margins").
    Margins margins;

    // Whether the verdicts hold: the whole run's planned games were played (not a shard, not
    // cancelled, not a partial result of a growing run). Before that, a verdict is an interim
    // reading: looking again and again at a growing run and stopping when a difference looks
    // real raises the 5 % chance of a false alarm, so the verdicts are for the planned games
    // only (a fixed-size design; no alpha spending).
    bool settled() const;

    // Fills `figures` from the exact sums, in the order of ComparedFigure::name, with their
    // verdicts against `margins`.
    void setFigures(const std::map<std::string, FigureMoments> &sums);
    const ComparedFigure *figure(const std::string &name) const;

    Json toJson() const;
    // A readable table: figure, base, variant, difference with its interval, and a * where
    // the difference is significant; then each figure's verdict with its margin, and each
    // side's balance report (sim/balance.h).
    std::string toTable() const;
    static std::optional<ComparisonResult> fromJson(const Json &json, std::string *error);
    // The result of every shard of one comparison, figure for figure equal to one run's.
    // Refused, with the first problem: shards of other rules (either side's rules digest),
    // agents, players, seed or run size, overlapping shards, and missing or cancelled ones.
    // `names` (optional, one per part) name the parts in the error.
    static std::optional<ComparisonResult> merge(std::vector<ComparisonResult> parts,
                                                 std::string *error,
                                                 const std::vector<std::string> &names = {});
};

class Comparison
{
public:
    // Checks the config (both definitions, players, agents); an error message or "".
    static std::string check(const ComparisonConfig &config);
    // The same problem in words each language can say (empty text() when there is none).
    static DataMessage problem(const ComparisonConfig &config);
    // `progress(done, total)` counts the games of both sides (total = 2 × games).
    static ComparisonResult run(const ComparisonConfig &config,
                                const Simulator::Progress &progress = {},
                                const std::atomic<bool> *cancel = nullptr);
};

// Whether `name` is one the lab gives its own figures (length, drama, choice, wins, draws,
// scores, end conditions; a sweep's advantage, comebacks and decisiveness) or "game.<name>":
// a game figure named like one of them is listed as "game.<name>" by compare and sweep.
bool isLabFigureName(const std::string &name);

// The lab's listing order of figures by name: length, drama and choice first, then wins by
// seat, draws, scores by seat, end conditions, and the game's own figures by name. Compare
// and sweep list their figures by it.
std::tuple<int, long, std::string> figureListingOrder(const std::string &name);

} // namespace kotatsu
