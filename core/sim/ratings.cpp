// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/ratings.h"

#include "util/rng.h"

#include <algorithm>
#include <cmath>

namespace kotatsu {

PairwiseScores::PairwiseScores(int players)
    : m_players(players), m_games(static_cast<std::size_t>(players * players), 0.0),
      m_score(static_cast<std::size_t>(players * players), 0.0)
{}

void PairwiseScores::add(int a, int b, double scoreOfA, double games)
{
    m_games[index(a, b)] += games;
    m_games[index(b, a)] += games;
    m_score[index(a, b)] += scoreOfA;
    m_score[index(b, a)] += games - scoreOfA;
}

void PairwiseScores::clear()
{
    std::fill(m_games.begin(), m_games.end(), 0.0);
    std::fill(m_score.begin(), m_score.end(), 0.0);
}

namespace {

// The MM iteration stops when no strength changes by more than this factor (far below what
// a printed rating shows), or after kMaxIterations (reached only when the data alone, without
// the prior, has no finite answer).
constexpr double kTolerance = 1e-12;
constexpr int kMaxIterations = 100000;

// The bootstrap's stream of random numbers, apart from the games' (Rng::derive(seed, pairing)).
constexpr std::uint64_t kBootstrapStream = 0xB0075742A9ULL;

// The q-quantile of sorted values, interpolated between neighbours (Hyndman and Fan's type 7,
// the default of R and NumPy).
double quantile(const std::vector<double> &sorted, double q)
{
    const double h = q * static_cast<double>(sorted.size() - 1);
    const auto low = static_cast<std::size_t>(std::floor(h));
    const std::size_t high = std::min(low + 1, sorted.size() - 1);
    return sorted[low] + (h - static_cast<double>(low)) * (sorted[high] - sorted[low]);
}

} // namespace

std::vector<double> fitBradleyTerry(const PairwiseScores &scores, double priorDraws, int anchor)
{
    const int n = scores.players();
    const auto size = static_cast<std::size_t>(n);
    // Each player's points, the virtual draws included: the numerator of Hunter's update.
    std::vector<double> points(size, 0.0);
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
            if (j != i)
                points[static_cast<std::size_t>(i)] += scores.score(i, j) + priorDraws / 2;
        }
    }
    // Strengths γ, rescaled after each step to sum to n (the model only fixes their ratios).
    std::vector<double> gamma(size, 1.0), next(size, 0.0);
    for (int iteration = 0; iteration < kMaxIterations; ++iteration) {
        for (int i = 0; i < n; ++i) {
            const double gi = gamma[static_cast<std::size_t>(i)];
            double denominator = 0;
            for (int j = 0; j < n; ++j) {
                if (j != i)
                    denominator += (scores.games(i, j) + priorDraws) /
                                   (gi + gamma[static_cast<std::size_t>(j)]);
            }
            next[static_cast<std::size_t>(i)] =
                denominator > 0 ? points[static_cast<std::size_t>(i)] / denominator : gi;
        }
        double sum = 0;
        for (double g : next)
            sum += g;
        double change = 0;
        for (std::size_t i = 0; i < size; ++i) {
            next[i] *= static_cast<double>(n) / sum;
            if (gamma[i] > 0)
                change = std::max(change, std::abs(next[i] / gamma[i] - 1));
        }
        gamma.swap(next);
        if (change < kTolerance)
            break;
    }
    std::vector<double> elo(size);
    const double reference = gamma[static_cast<std::size_t>(anchor)];
    for (std::size_t i = 0; i < size; ++i)
        elo[i] = 400 * std::log10(gamma[i] / reference);
    return elo;
}

std::vector<Rating> rateWithBootstrap(int players, const std::vector<PairingBlocks> &pairings,
                                      const RatingOptions &options)
{
    PairwiseScores scores(players);
    for (const PairingBlocks &pairing : pairings) {
        for (const ScoreBlock &block : pairing.blocks)
            scores.add(pairing.a, pairing.b, block.scoreOfA, block.games);
    }
    const std::vector<double> fitted = fitBradleyTerry(scores, options.priorDraws, options.anchor);
    std::vector<Rating> ratings(static_cast<std::size_t>(players));
    for (std::size_t i = 0; i < ratings.size(); ++i)
        ratings[i] = {fitted[i], {fitted[i], fitted[i]}};
    if (options.resamples < 1)
        return ratings;

    // Each pair of players' deals, scored for the lower-numbered player; the virtual draws
    // come as one more deal of each pair.
    const auto pairIndex = [players](int a, int b) {
        return static_cast<std::size_t>(std::min(a, b) * players + std::max(a, b));
    };
    std::vector<std::vector<ScoreBlock>> deals(static_cast<std::size_t>(players * players));
    for (const PairingBlocks &pairing : pairings) {
        for (const ScoreBlock &block : pairing.blocks) {
            deals[pairIndex(pairing.a, pairing.b)].push_back(
                pairing.a < pairing.b ? block
                                      : ScoreBlock{block.games, block.games - block.scoreOfA});
        }
    }
    if (options.priorDraws > 0) {
        for (int a = 0; a < players; ++a) {
            for (int b = a + 1; b < players; ++b)
                deals[pairIndex(a, b)].push_back({options.priorDraws, options.priorDraws / 2});
        }
    }

    Rng rng(Rng::derive(options.seed, kBootstrapStream));
    std::vector<std::vector<double>> refitted(static_cast<std::size_t>(players));
    for (auto &values : refitted)
        values.reserve(static_cast<std::size_t>(options.resamples));
    std::vector<double> weights;
    for (int resample = 0; resample < options.resamples; ++resample) {
        scores.clear();
        for (int a = 0; a < players; ++a) {
            for (int b = a + 1; b < players; ++b) {
                const std::vector<ScoreBlock> &pair = deals[pairIndex(a, b)];
                // Dirichlet(1, ..., 1) weights times the number of deals (each of mean 1):
                // normalised standard exponential variates. 1 - unit() is in (0, 1], so every
                // weight is finite and the virtual draws' is almost surely above 0.
                weights.clear();
                double sum = 0;
                for (std::size_t k = 0; k < pair.size(); ++k) {
                    weights.push_back(-std::log(1.0 - rng.unit()));
                    sum += weights.back();
                }
                for (std::size_t k = 0; k < pair.size(); ++k) {
                    const double w = weights[k] * static_cast<double>(pair.size()) / sum;
                    scores.add(a, b, w * pair[k].scoreOfA, w * pair[k].games);
                }
            }
        }
        const std::vector<double> elo = fitBradleyTerry(scores, 0, options.anchor);
        for (std::size_t i = 0; i < elo.size(); ++i)
            refitted[i].push_back(elo[i]);
    }
    for (std::size_t i = 0; i < ratings.size(); ++i) {
        std::sort(refitted[i].begin(), refitted[i].end());
        ratings[i].interval = {quantile(refitted[i], 0.025), quantile(refitted[i], 0.975)};
    }
    return ratings;
}

} // namespace kotatsu
