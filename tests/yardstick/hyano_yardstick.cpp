// SPDX-License-Identifier: GPL-3.0-or-later
// hyano-yardstick: random playouts of the hand-written Hyano simulator (hyano_yardstick.h),
// the reference the engine's `kotatsu-cli bench --game hyano` is judged against.
//   hyano-yardstick --seconds S          for about S seconds, like the engine's bench
//   hyano-yardstick --games N [--seed S] exactly N games from seed S (default 1)
//   either with [--players P]            2 to 5 seats; the bench's 4 when not given
// Both print playouts/s, moves/s, moves per game and the outcome shares.
#include "hyano_yardstick.h"

#include <bit>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace hyano_yardstick;

namespace {

struct Totals
{
    long playouts = 0;
    long moves = 0;
    long rounds = 0;
    long wins[kMaxPlayers] = {}; // games the seat won, alone or sharing first place
    long shared = 0;             // first place shared by some but not all seats
    long draws = 0;              // every seat tied
    double seconds = 0;

    void add(const Game &game, int plies)
    {
        ++playouts;
        moves += plies;
        rounds += game.rounds();
        if (game.draw()) {
            ++draws;
            return;
        }
        const unsigned winners = game.winners();
        shared += std::popcount(winners) > 1;
        for (int s = 0; s < game.players(); ++s)
            wins[s] += (winners >> s) & 1;
    }
};

double share(long n, long of)
{
    return of ? 100.0 * static_cast<double>(n) / static_cast<double>(of) : 0.0;
}

double perGame(long n, long games)
{
    return games ? static_cast<double>(n) / static_cast<double>(games) : 0.0;
}

int usage()
{
    std::fprintf(stderr, "usage: hyano-yardstick --seconds S [--players P]\n"
                         "       hyano-yardstick --games N [--seed S] [--players P]\n");
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    double seconds = 0;
    long games = 0;
    unsigned long long seed = 1; // the engine's bench seed
    int players = kBenchPlayers;
    for (int i = 1; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (std::strcmp(argv[i], "--seconds") == 0 && hasValue)
            seconds = std::atof(argv[++i]);
        else if (std::strcmp(argv[i], "--games") == 0 && hasValue)
            games = std::atol(argv[++i]);
        else if (std::strcmp(argv[i], "--seed") == 0 && hasValue)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (std::strcmp(argv[i], "--players") == 0 && hasValue)
            players = std::atoi(argv[++i]);
        else
            return usage();
    }
    if ((seconds > 0) == (games > 0) || players < kMinPlayers || players > kMaxPlayers)
        return usage();

    Totals t;
    Game game(players);
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
    std::printf("hyano yardstick (hand-written; default rules), %d players, random playouts on "
                "one thread:\n",
                players);
    std::printf("  %.0f playouts/s, %.0f moves/s (%ld playouts, %ld moves in %.2f s; "
                "%.1f moves per game, %.2f rounds per game)\n",
                perSecond, movesPerSecond, t.playouts, t.moves, t.seconds,
                perGame(t.moves, t.playouts), perGame(t.rounds, t.playouts));
    std::printf("  outcomes:");
    for (int s = 0; s < players; ++s)
        std::printf(" seat %d wins %.2f%%,", s + 1, share(t.wins[s], t.playouts));
    std::printf(" first place shared %.2f%%, draws (every seat tied) %.2f%%\n",
                share(t.shared, t.playouts), share(t.draws, t.playouts));
    return 0;
}
