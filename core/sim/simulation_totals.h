// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/outcome.h"
#include "sim/statistics.h"
#include "util/json.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace kotatsu {

// One played game, as handed to SimulationConfig::onGame.
struct GameSummary
{
    int index = 0;
    std::uint64_t seed = 0; // the game's derived seed (kotatsu-cli play --seed replays it)
    int plies = 0;
    bool plyLimit = false;
    // How often the seat ahead changed: after every turn of the table (as many moves as
    // there are seats) the seat with the highest heuristicValue() leads (none on a tie), and
    // each change of leader counts once. Browne's "lead change", a measure of drama.
    int leadChanges = 0;
    double legalMoves = 0; // the mean number of legal moves at the game's decisions
    Outcome outcome;
    // The seat ahead (as for leadChanges: the last seat to lead alone) at half the game's
    // length in decisions, read at the last turn of the table at or before move plies / 2;
    // -1 when nobody had led alone by then (or the decisions were not measured).
    int leaderAtHalf = -1;
    // The seat ahead at the last reading before the end (-1: nobody), and the move after
    // which it took that lead for good.
    int finalLeader = -1;
    int finalLeadSince = 0;
};

// Summary statistics of one quantity over all games.
struct Statistic
{
    double mean = 0, min = 0, max = 0, stddev = 0;
    long count = 0;
    Json toJson() const;
};

// One quantity over many games: exact moments, the extremes, and while every value is whole
// the count of each value (for histograms). Tallies of parts merge into exactly the tally of
// the whole, in any order.
class Tally
{
public:
    // A quantity with more distinct whole values keeps no distribution (a game's length has
    // at most max-plies + 1).
    static constexpr std::size_t kMaxDistinct = 100001;

    void add(double x);
    void merge(const Tally &other);

    const Moments &moments() const { return m_moments; }
    Statistic statistic() const;
    bool hasDistribution() const { return m_whole && m_moments.count > 0; }
    const std::map<std::int64_t, std::int64_t> &distribution() const { return m_counts; }
    Json distributionJson() const; // [[value, count], ...] by value

    Json toJson() const;
    static std::optional<Tally> fromJson(const Json &json);

private:
    Moments m_moments;
    double m_min = 0, m_max = 0;
    bool m_whole = true;
    std::map<std::int64_t, std::int64_t> m_counts;
};

// Everything a simulation counts, as exact integers and tallies: adding games in any order
// or merging the totals of disjoint parts gives the same totals, which is what lets threads,
// batches and cluster shards (kotatsu-cli merge) give exactly one run's figures.
struct SimulationTotals
{
    explicit SimulationTotals(int seats = 0);

    void add(const GameSummary &game);
    void merge(const SimulationTotals &other);

    Json toJson() const;
    static std::optional<SimulationTotals> fromJson(const Json &json, std::string *error);

    int players = 0;
    std::int64_t played = 0;
    std::int64_t draws = 0;
    std::vector<std::int64_t> winsBySeat; // games in which the seat was among the winners
    std::vector<Moments> winShareBySeat;  // shared wins split between the winners
    Tally plies;
    Tally leadChanges;
    Tally legalMoves;
    std::vector<Tally> scores;                   // by seat
    std::map<std::string, std::int64_t> reasons; // end condition -> games
    std::map<std::string, Tally> figures;        // the game's own figures, by name
    // The balance report's own per-game figures (sim/balance.h): for each game with a leader
    // at half time, 1 when that leader did not win (a comeback); and each game's decisiveness.
    // Absent from results written before they existed: then counted over no games.
    Moments comebacks;
    Moments decisiveness;
};

} // namespace kotatsu
