// SPDX-License-Identifier: GPL-3.0-or-later
// shikoku-yardstick: random playouts of the hand-written Shikoku simulator
// (shikoku_yardstick.h), the reference the engine's `kotatsu-cli bench --game shikoku` is
// judged against.
//   shikoku-yardstick --seconds S          for about S seconds, like the engine's bench
//   shikoku-yardstick --games N [--seed S] exactly N games from seed S (default 1)
// Both print playouts/s, moves/s, moves per game and the outcome shares.
#include "shikoku_yardstick.h"

#include "yardstick_run.h"

#include <bit>
#include <cstdio>

using namespace shikoku_yardstick;
using yardstick::percent;

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

} // namespace

int main(int argc, char **argv)
{
    yardstick::RunOptions options;
    if (!yardstick::parseRunOptions(argc, argv, options))
        return yardstick::usage("shikoku-yardstick");

    Totals t;
    Game game;
    Rng rng(options.seed);
    t.seconds = yardstick::runPlayouts(options, [&] { t.add(game, randomPlayout(game, rng)); });

    std::printf("shikoku yardstick (hand-written; %d players, default rules), random playouts "
                "on one thread:\n",
                kPlayers);
    yardstick::printSpeed(t.playouts, t.moves, t.seconds);
    std::printf(")\n");
    std::printf("  outcomes: wins by seat");
    for (int seat = 0; seat < kPlayers; ++seat)
        std::printf(" %d: %.2f%%", seat, percent(t.wins[seat], t.playouts));
    std::printf("; shared victories %.2f%%, no winner %.2f%%; games with a reshuffle %.2f%%\n",
                percent(t.shared, t.playouts), percent(t.noWinner, t.playouts),
                percent(t.reshuffled, t.playouts));
    return 0;
}
