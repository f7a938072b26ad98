// SPDX-License-Identifier: GPL-3.0-or-later
// hyano-yardstick: random playouts of the hand-written Hyano simulator (hyano_yardstick.h),
// the reference the engine's `kotatsu-cli bench --game hyano` is judged against.
//   hyano-yardstick --seconds S          for about S seconds, like the engine's bench
//   hyano-yardstick --games N [--seed S] exactly N games from seed S (default 1)
//   either with [--players P]            2 to 5 seats; the bench's 4 when not given
// Both print playouts/s, moves/s, moves per game and the outcome shares.
#include "hyano_yardstick.h"

#include "yardstick_run.h"

#include <bit>
#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace hyano_yardstick;
using yardstick::percent;

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

} // namespace

int main(int argc, char **argv)
{
    yardstick::RunOptions options;
    int players = kBenchPlayers;
    const bool parsed =
        yardstick::parseRunOptions(argc, argv, options, [&](const char *name, const char *value) {
            if (std::strcmp(name, "--players") != 0)
                return false;
            players = std::atoi(value);
            return true;
        });
    if (!parsed || players < kMinPlayers || players > kMaxPlayers)
        return yardstick::usage("hyano-yardstick", " [--players P]");

    Totals t;
    Game game(players);
    Rng rng(options.seed);
    t.seconds = yardstick::runPlayouts(options, [&] { t.add(game, randomPlayout(game, rng)); });

    std::printf("hyano yardstick (hand-written; default rules), %d players, random playouts on "
                "one thread:\n",
                players);
    yardstick::printSpeed(t.playouts, t.moves, t.seconds);
    std::printf(", %.2f rounds per game)\n", yardstick::perGame(t.rounds, t.playouts));
    std::printf("  outcomes:");
    for (int s = 0; s < players; ++s)
        std::printf(" seat %d wins %.2f%%,", s + 1, percent(t.wins[s], t.playouts));
    std::printf(" first place shared %.2f%%, draws (every seat tied) %.2f%%\n",
                percent(t.shared, t.playouts), percent(t.draws, t.playouts));
    return 0;
}
