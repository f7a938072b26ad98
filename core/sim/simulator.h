// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_error.h"
#include "engine/game_definition.h"
#include "engine/outcome.h"
#include "sim/simulation_totals.h"
#include "util/json.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kotatsu {

struct SimulationConfig
{
    std::shared_ptr<const GameDefinition> definition;
    int players = 0;
    int games = 100;
    // The index of the first game: games firstGame .. firstGame + games - 1 are played, each
    // on its own derived seed, so disjoint ranges are disjoint parts of one longer run (a
    // cluster's shards, a comparison's batches).
    int firstGame = 0;
    // The games of the whole run this is a part of (a cluster's --shard K/N): its shards
    // cover games 0 .. runGames - 1. 0: this is the whole run (firstGame + games).
    int runGames = 0;
    int threads = 1;
    std::vector<std::string> agents{"random"}; // one spec per seat, or one for every seat
    std::uint64_t seed = 1;
    // A safety net: a game that reaches it is stopped and counts as a draw ("ply_limit"),
    // as MatchRecord does in the app and kotatsu-cli play.
    int maxPlies = 100000;
    // Runs checkInvariants() after every move; the first broken invariant (lowest game
    // index) is reported in SimulationResult::invariantFailure and stops later games.
    bool checkInvariants = false;
    // Measures the decisions: the legal moves at each and the seat ahead after each turn of
    // the table (GameSummary::legalMoves and leadChanges). It costs about one
    // heuristicValue() per move.
    bool measureDecisions = true;
    // Called once per game in game order (from whichever worker thread finishes the
    // ordered run), e.g. to write per-game records. Results are aggregated as games end,
    // so memory does not grow with the number of games.
    std::function<void(const GameSummary &)> onGame;
};

struct InvariantFailure
{
    int game = 0;           // game index
    std::uint64_t seed = 0; // the game's derived seed
    int ply = 0;            // after this many moves
    std::string message;
};

struct SimulationResult
{
    std::string gameId;
    std::string variantId;
    int players = 0;
    int firstGame = 0;
    int gamesRequested = 0;
    // The games of the whole run this part belongs to (firstGame + gamesRequested when it is
    // the whole run), and the digest of the rules played (GameInfo::rulesDigest): what merge
    // needs to refuse an incomplete set of shards or shards of other rules.
    int runGames = 0;
    std::string rulesDigest;
    int gamesPlayed = 0;
    int unfinished = 0; // games interrupted by cancel (a game at the ply limit is a draw)
    bool cancelled = false;
    double elapsedSeconds = 0;
    std::vector<std::string> agents;
    std::uint64_t seed = 0;
    int maxPlies = 0;
    int threads = 1;
    std::vector<long> winsBySeat;       // games in which the seat was among the winners
    std::vector<double> winShareBySeat; // shared wins split between the winners
    long draws = 0;
    Statistic plies;
    std::vector<long> pliesHistogram; // bucket i counts games of length in [i*w, (i+1)*w)
    int pliesBucketWidth = 1;
    std::vector<Statistic> scoresBySeat;
    std::vector<std::pair<std::string, long>> endReasons;
    Statistic leadChanges;
    Statistic legalMoves;
    std::vector<std::pair<std::string, Statistic>> figures; // by name
    std::optional<InvariantFailure> invariantFailure;
    // The exact counts all of the above come from (in the JSON as "exact").
    SimulationTotals totals;

    // Fills the figures above from `totals`.
    void setTotals(SimulationTotals totals);
    Json toJson() const;
    // Reads toJson()'s text back (header and exact totals): what kotatsu-cli merge needs.
    static std::optional<SimulationResult> fromJson(const Json &json, std::string *error);
    // Combines the results of every part of one run (same game, rules digest, players,
    // agents, seed, ply limit and run size; disjoint, together games 0 .. runGames - 1) into
    // the result of the whole run, figure for figure equal to one run's; elapsed_seconds is
    // their sum and threads their largest. `names` (optional, one per part, e.g. the files)
    // name the parts in the error, which says the first problem.
    static std::optional<SimulationResult> merge(std::vector<SimulationResult> parts,
                                                 std::string *error,
                                                 const std::vector<std::string> &names = {});
};

// Plays N seeded games across threads. Game i uses seed Rng::derive(seed, i) for the game
// and another derived seed for its agents, so the result does not depend on the number of
// threads. `progress(done, total)` is called from worker threads; `cancel` stops early.
class Simulator
{
public:
    using Progress = std::function<void(int done, int total)>;
    static SimulationResult run(const SimulationConfig &config, const Progress &progress = {},
                                const std::atomic<bool> *cancel = nullptr);
    // Checks the config (player count, agent specs); returns an error message or "".
    static std::string check(const SimulationConfig &config);
    // The same problem in words each language can say (empty text() when there is none).
    static DataMessage problem(const SimulationConfig &config);
};

} // namespace kotatsu
