// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/statistics.h"

#include <cstdint>
#include <vector>

namespace kotatsu {

// Ratings of players from who beat whom: the Bradley–Terry model, P(i beats j) =
// γi / (γi + γj), fitted by Hunter's MM algorithm (Hunter 2004, "MM algorithms for
// generalized Bradley–Terry models") and given on the Elo scale, 400·log10(γi / γanchor): a
// player who scores 75% against another is 400·log10(3) ≈ +191 above it. A draw counts as half
// a win for each side.

// The pairwise results of `players` players: games played and points scored (1 a win, ½ a
// draw) by each against each.
class PairwiseScores
{
public:
    explicit PairwiseScores(int players);
    int players() const { return m_players; }
    // One game (or `games` games) between a and b in which a scored `scoreOfA` points.
    void add(int a, int b, double scoreOfA, double games = 1);
    void clear(); // no games
    double games(int a, int b) const { return m_games[index(a, b)]; }
    double score(int a, int b) const { return m_score[index(a, b)]; }

private:
    std::size_t index(int a, int b) const
    {
        return static_cast<std::size_t>(a) * static_cast<std::size_t>(m_players) +
               static_cast<std::size_t>(b);
    }
    int m_players;
    std::vector<double> m_games; // row-major, symmetric
    std::vector<double> m_score; // m_score[a][b] + m_score[b][a] == m_games[a][b]
};

struct RatingOptions
{
    // Virtual drawn games added between every two players before the fit. Without them a
    // player who won every game would be infinitely strong (the likelihood has no maximum);
    // one draw per pairing keeps every rating finite and pulls the ratings of a few games
    // towards each other, less so the more games there are. 0 fits the data alone, which only
    // has a finite answer when no player (or group of players) won or lost all its games.
    double priorDraws = 1;
    int anchor = 0;         // the player rated 0
    int resamples = 200;    // bootstrap resamples for the intervals
    std::uint64_t seed = 1; // of the bootstrap
};

// Each player's rating on the Elo scale, the anchor's 0.
std::vector<double> fitBradleyTerry(const PairwiseScores &scores, double priorDraws = 1,
                                    int anchor = 0);

// A block of games resampled together by the bootstrap: games that share a seed (the same deal
// played with the seats rotated) are not independent, so they are kept together.
struct ScoreBlock
{
    double games = 0;
    double scoreOfA = 0;
};

// The results of one pairing of players a and b, block by block.
struct PairingBlocks
{
    int a = 0;
    int b = 0;
    std::vector<ScoreBlock> blocks;
};

struct Rating
{
    double elo = 0;
    Interval interval; // 95%; [0, 0] for the anchor
};

// The ratings fitted to all the blocks, with 95% intervals from a Bayesian bootstrap (Rubin
// 1981): `resamples` times, each pair of players' blocks, its virtual draws counted as one more
// block, are given random weights of mean 1 (Dirichlet(1, ..., 1) times their number) and the
// ratings refitted; the interval runs from the 2.5th to the 97.5th percentile of a player's
// refitted ratings. Unlike drawing blocks with replacement, this also measures a pairing won
// every time: the virtual draws' weight varies, so 10 wins of 10 do not resample to a certainty.
// Seeded by options.seed, so the intervals are reproducible.
std::vector<Rating> rateWithBootstrap(int players, const std::vector<PairingBlocks> &pairings,
                                      const RatingOptions &options);

} // namespace kotatsu
