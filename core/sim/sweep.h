// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_error.h"
#include "data/data_node.h"
#include "data/localized_text.h"
#include "data/schema.h"
#include "sim/figure_kind.h"
#include "sim/simulator.h"
#include "sim/statistics.h"
#include "sim/targets.h"

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

// A parameter sweep of the variant lab: one key of a game's data (or two, for a grid) set to
// each of a list of values, each value played N games on the same seeds (game i of every value
// deals the same first cards), every figure of the lab per value with its 95% interval.
// docs/variant-lab.md, "Sweeps".

// A key the sweep varies and the values it takes, as typed ("21", "0.5", "arrival_order").
struct SweepAxis
{
    std::string key;
    std::vector<std::string> values;
    bool numeric = false; // an integer or number key (its values are written as numbers)
};

// Whether a sweep may vary the schema's `row`: a number, a word or a switch (true, false) of
// the game's rules. Not a key of the game's header (game.order, game.players.min: where the
// launcher lists the game and which player counts it offers, no rule of play; a sweep's
// players are its --players).
bool sweepableRow(const SchemaRow &row);

// Reads "21..41:2", "0.5..1.5:0.25", "3,5,8", "21..25,30", "cap,none" for a key of `row`:
// a comma-separated list whose items may be ranges LOW..HIGH[:STEP] (numbers only; the step
// of an integer key is 1 unless given, a number key needs one). Nullopt and *error when it
// does not read or gives more than 10000 values.
std::optional<std::vector<std::string>> parseSweepValues(const SchemaRow &row,
                                                         std::string_view text, std::string *error);

// One point of a sweep: a value for each axis and the rules with them set.
struct SweepPoint
{
    std::vector<std::string> values;                  // one per axis
    std::shared_ptr<const GameDefinition> definition; // null when refused
    // Why the rules refuse these values (each problem with its key), as the rules editor's
    // checker says it; empty when accepted.
    DataErrors problems;
    bool refused() const { return !definition; }
    // The problems as text without file positions: "rules.x: Must be between 2 and 250".
    std::string reason() const;
};

// What a sweep starts from: a game (its merged document, the base of its variants), and a
// variant text of it that the values are written into (an empty one when none is given).
struct SweepSetup
{
    std::string gameId;
    std::shared_ptr<const DataNode> base;
    const Schema *schema = nullptr; // the game's rules engine's schema
    std::string variantText;        // "" for the game itself
    std::string variantFile;        // the variant's file name (its errors name it)
    LocalizedText name;             // the name of the fresh variant when variantText is ""
    std::vector<SweepAxis> axes;    // one or two

    // Each key's schema row, checked: an integer, number, word or boolean (true, false) of
    // the schema (the values are not looked at). Sets `numeric`; "" or the problem
    // ("--key deck.values holds list, not a number or a word").
    std::string checkAxes();
    // Every point, the first axis outermost. Each is written into the variant's text the way
    // the rules editor writes a form field (readFieldInput, VariantDocument::setValue) and
    // checked by the editor's checker (checkVariantText): a value either refuses is a refused
    // point with the reason. Call checkAxes() first.
    std::vector<SweepPoint> points() const;
};

// One figure at one point: its estimate and the exact sums behind it.
struct SweepFigure
{
    std::string name; // as the lab names it: "plies", "wins.seat0", "end.pagoda", "rounds"
    bool proportion = false;
    FigureKind kind = FigureKind::Mean; // a seat's advantage is a ShareDifference
    Estimate estimate;
    Moments exact;
    Json toJson() const;
};

// The exact sums of a point's figures, game by game (what merge adds up).
class SweepSums
{
public:
    explicit SweepSums(int players = 0) : m_players(players) {}
    void add(const GameSummary &game);
    void merge(const SweepSums &other);
    int games() const { return m_games; }
    const std::map<std::string, std::pair<bool, Moments>> &sums() const { return m_sums; }
    // Figures from the sums, in the lab's listing order.
    std::vector<SweepFigure> figures() const;
    static std::optional<SweepSums> fromJson(const Json &figures, int players, int games);

private:
    Moments &entry(const std::string &name, bool proportion);

    int m_players = 0;
    int m_games = 0;
    std::map<std::string, std::pair<bool, Moments>> m_sums; // name -> (proportion, sums)
};

struct SweepPointResult
{
    std::vector<std::string> values;
    bool refused = false;
    DataErrors problems; // read back from JSON as key and English message only
    std::string reason;  // SweepPoint::reason()
    // The point's simulation: its header (rules digest, agents, seed, games) and exact totals
    // are what merge checks and adds up; empty for a refused point.
    SimulationResult simulation;
    SweepSums sums;
    std::vector<SweepFigure> figures;
    // Set by SweepResult::checkTargets: one check per target, and all of them together.
    std::vector<TargetCheck> checks;
    TargetCheck overall;

    const SweepFigure *figure(const std::string &name) const;
};

// A search of a numeric key's range for the values that meet the targets (Sweep::search).
struct SweepSearchReport
{
    int rounds = 0;
    int candidates = 0;              // the values of the range
    int evaluated = 0;               // the values played
    long long gamesSpent = 0;        // every game played, a cancelled value's too
    std::vector<std::string> meets;  // values that meet every target
    std::vector<std::string> unsure; // values no target fails but some are unsure of
    Json toJson() const;
};

struct SweepResult
{
    std::string gameId;
    std::string variant; // as given (an id or a file), "" for the game itself
    std::vector<SweepAxis> axes;
    int players = 0;
    std::vector<std::string> agents;
    std::uint64_t seed = 1;
    int maxPlies = 0;
    int firstGame = 0;
    int gamesRequested = 0; // per point
    int runGames = 0;       // the whole run's games per point (a shard's run)
    bool cancelled = false;
    double elapsedSeconds = 0;
    std::vector<SweepPointResult> points;
    std::vector<Target> targets;
    std::optional<SweepSearchReport> search;

    // Every figure some point has, in the lab's listing order.
    std::vector<std::string> figureNames() const;
    // Marks every point against `targets` (kept). "" or the first target that names no
    // figure of the sweep or does not fit its figure (targetProblem).
    std::string checkTargets(std::vector<Target> targets);

    Json toJson() const;
    static std::optional<SweepResult> fromJson(const Json &json, std::string *error);
    // Value rows by figure columns (those of `figures`, all when empty), each figure with its
    // 95% interval, then each target's mark and confidence.
    std::string toTable(const std::vector<std::string> &figures = {}) const;
    // One row per point: the values, refused and reason, then per figure value, low and high,
    // then per target its mark and confidence.
    std::string toCsv(const std::vector<std::string> &figures = {}) const;
    // The result of every shard of one sweep (--shard K/N), equal to one run's, bit for bit
    // but for elapsed_seconds and threads. Refused, naming the first problem: shards of
    // another sweep (game, variant, keys, values, refusals, targets) and, per point, what
    // SimulationResult::merge refuses (other rules, agents, players, seed, run size, missing,
    // overlapping or cancelled shards).
    static std::optional<SweepResult> merge(std::vector<SweepResult> parts, std::string *error,
                                            const std::vector<std::string> &names = {});
};

struct SweepConfig
{
    std::string gameId;
    std::string variant; // for the result's header
    std::vector<SweepAxis> axes;
    std::vector<SweepPoint> points;
    int players = 0;
    int games = 1000; // per point
    int firstGame = 0;
    int runGames = 0; // 0: this is the run
    int threads = 1;
    std::vector<std::string> agents{"random"};
    std::uint64_t seed = 1;
    int maxPlies = 100000;
    // Called on the thread that runs Sweep::run as each point is done (a refused one at
    // once), with its index in `points`: the app's lab page shows the values as they finish.
    std::function<void(std::size_t index, const SweepPointResult &point)> onPoint;
};

class Sweep
{
public:
    // The config's problem ("" when none): players, agents, games, as Simulator checks them
    // against the first accepted point.
    static std::string check(const SweepConfig &config);
    // The same problem in words each language can say (empty text() when there is none).
    static DataMessage problem(const SweepConfig &config);
    // Plays every accepted point. `progress(done, total)` counts the games of all points.
    static SweepResult run(const SweepConfig &config, const Simulator::Progress &progress = {},
                           const std::atomic<bool> *cancel = nullptr);
    // Searches the points (one numeric axis, in increasing order) for those meeting every
    // target, coarse to fine: a few values spread over the range first, then, round after
    // round, the middle of each gap between neighbours played that could hold a value
    // meeting the targets (no target has both neighbours wholly on one side of it), until no
    // such gap has a value left. Each value played is played as a sweep would play it (the
    // same seeds, the same figures). The result lists the values played, in order; the
    // config's onPoint hears each as soon as it is played (its index in `points`). A cancel
    // keeps the values played in full and drops the one it cut short (whose games still
    // count in gamesSpent). *error for targets that do not fit the figures.
    static SweepResult search(const SweepConfig &config, const std::vector<Target> &targets,
                              std::string *error, const Simulator::Progress &progress = {},
                              const std::atomic<bool> *cancel = nullptr);
};

} // namespace kotatsu
