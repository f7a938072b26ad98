// SPDX-License-Identifier: GPL-3.0-or-later
// shikoku-yardstick: random playouts of the hand-written Shikoku simulator
// (shikoku_yardstick.h), the reference the engine's `kotatsu-cli bench --game shikoku` is
// judged against.
//   shikoku-yardstick --seconds S          for about S seconds, like the engine's bench
//   shikoku-yardstick --games N [--seed S] exactly N games from seed S (default 1)
// Both print playouts/s, moves/s, moves per game and the outcome shares.
#include "shikoku_yardstick.h"

#include <bit>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace shikoku_yardstick;

namespace {

struct Totals
{
    long playouts = 0;
    long moves = 0;
    long wins[kPlayers] = {};
    long shared = 0;   // more than one winner (pilgrims on the same step)
    long noWinner = 0; // a draw
    long reshuffled = 0;
    double seconds = 0;

    void add(const Game &game, int plies)
    {
        ++playouts;
        moves += plies;
        const unsigned winners = game.winners();
        for (int seat = 0; seat < kPlayers; ++seat)
            wins[seat] += winners >> seat & 1u;
        shared += std::popcount(winners) > 1;
        noWinner += winners == 0;
        reshuffled += game.reshuffles() > 0;
    }
};

double share(long n, long of)
{
    return of ? 100.0 * static_cast<double>(n) / static_cast<double>(of) : 0.0;
}

int usage()
{
    std::fprintf(stderr, "usage: shikoku-yardstick --seconds S\n"
                         "       shikoku-yardstick --games N [--seed S]\n");
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
    std::printf("shikoku yardstick (hand-written; %d players, default rules), random playouts "
                "on one thread:\n",
                kPlayers);
    std::printf("  %.0f playouts/s, %.0f moves/s (%ld playouts, %ld moves in %.2f s; "
                "%.1f moves per game)\n",
                perSecond, movesPerSecond, t.playouts, t.moves, t.seconds,
                t.playouts ? static_cast<double>(t.moves) / static_cast<double>(t.playouts) : 0.0);
    std::printf("  outcomes: wins by seat");
    for (int seat = 0; seat < kPlayers; ++seat)
        std::printf(" %d: %.2f%%", seat, share(t.wins[seat], t.playouts));
    std::printf("; shared victories %.2f%%, no winner %.2f%%; games with a reshuffle %.2f%%\n",
                share(t.shared, t.playouts), share(t.noWinner, t.playouts),
                share(t.reshuffled, t.playouts));
    return 0;
}
