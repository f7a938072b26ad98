// SPDX-License-Identifier: GPL-3.0-or-later
// tokaido_duo-yardstick: random playouts of the hand-written Tokaido Duo simulator
// (tokaido_duo_yardstick.h), the reference the engine's `kotatsu-cli bench --game tokaido_duo`
// is judged against.
//   tokaido_duo-yardstick --seconds S          for about S seconds, like the engine's bench
//   tokaido_duo-yardstick --games N [--seed S] exactly N games from seed S (default 1)
// Both print playouts/s, moves/s, moves per game and the outcome shares (wins, draws, what
// ended the game) and the mean scores.
#include "tokaido_duo_yardstick.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace tokaido_duo_yardstick;

namespace {

struct Totals
{
    long playouts = 0;
    long moves = 0;
    long rounds = 0;
    long wins[kSeats] = {0, 0};
    long draws = 0;
    long firstPlayerWins = 0; // the first pick of round 1
    long reasons[4] = {0, 0, 0, 0};
    long scores[kCharacters] = {0, 0, 0}; // both seats'
    double seconds = 0;

    void add(const Game &game, int plies)
    {
        ++playouts;
        moves += plies;
        rounds += game.rounds();
        const int winner = game.winner();
        if (winner < 0)
            ++draws;
        else
            ++wins[winner];
        firstPlayerWins += winner == game.firstOfGame() ? 1 : 0;
        if (game.endReason() != Trigger::None)
            ++reasons[static_cast<int>(game.endReason())];
        for (int c = 0; c < kCharacters; ++c)
            scores[c] += game.score(0, c) + game.score(1, c);
    }
};

double share(long n, long of)
{
    return of ? 100.0 * static_cast<double>(n) / static_cast<double>(of) : 0.0;
}

int usage()
{
    std::fprintf(stderr, "usage: tokaido_duo-yardstick --seconds S\n"
                         "       tokaido_duo-yardstick --games N [--seed S]\n");
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    double seconds = 0;
    long games = 0;
    unsigned long long seed = 1; // the engine's bench seed
    for (int i = 1; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (std::strcmp(argv[i], "--seconds") == 0 && hasValue)
            seconds = std::atof(argv[++i]);
        else if (std::strcmp(argv[i], "--games") == 0 && hasValue)
            games = std::atol(argv[++i]);
        else if (std::strcmp(argv[i], "--seed") == 0 && hasValue)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else
            return usage();
    }
    if ((seconds > 0) == (games > 0))
        return usage();

    Totals t;
    Game game;
    Rng rng(seed);
    const auto start = std::chrono::steady_clock::now();
    if (games > 0) {
        for (long g = 0; g < games; ++g)
            t.add(game, randomPlayout(game, rng));
    } else {
        // As core/sim/benchmark.cpp: look at the clock every 64 playouts.
        const auto budget = std::chrono::duration<double>(seconds);
        for (;;) {
            t.add(game, randomPlayout(game, rng));
            if ((t.playouts & 63) == 0 && std::chrono::steady_clock::now() - start >= budget)
                break;
        }
    }
    t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    const double perSecond = t.seconds > 0 ? static_cast<double>(t.playouts) / t.seconds : 0;
    const double movesPerSecond = t.seconds > 0 ? static_cast<double>(t.moves) / t.seconds : 0;
    const double n = t.playouts ? static_cast<double>(t.playouts) : 1.0;
    std::printf("tokaido_duo yardstick (hand-written; shipped island, default rules, 2 players), "
                "random playouts on one thread:\n");
    std::printf("  %.0f playouts/s, %.0f moves/s (%ld playouts, %ld moves in %.2f s; "
                "%.1f moves per game, %.1f rounds)\n",
                perSecond, movesPerSecond, t.playouts, t.moves, t.seconds,
                static_cast<double>(t.moves) / n, static_cast<double>(t.rounds) / n);
    std::printf("  outcomes: seat 0 wins %.2f%%, seat 1 wins %.2f%%, draws %.2f%%; the first "
                "player of round 1 wins %.2f%%\n",
                share(t.wins[0], t.playouts), share(t.wins[1], t.playouts),
                share(t.draws, t.playouts), share(t.firstPlayerWins, t.playouts));
    std::printf("  ended by: the temple track %.2f%%, the garden track %.2f%%, the sixth slab "
                "%.2f%%, the last gift %.2f%%\n",
                share(t.reasons[0], t.playouts), share(t.reasons[1], t.playouts),
                share(t.reasons[2], t.playouts), share(t.reasons[3], t.playouts));
    const double seats = 2 * n;
    std::printf("  mean scores: pilgrim %.1f, merchant %.1f, artist %.1f (total %.1f)\n",
                static_cast<double>(t.scores[kPilgrim]) / seats,
                static_cast<double>(t.scores[kMerchant]) / seats,
                static_cast<double>(t.scores[kArtist]) / seats,
                static_cast<double>(t.scores[0] + t.scores[1] + t.scores[2]) / seats);
    return 0;
}
