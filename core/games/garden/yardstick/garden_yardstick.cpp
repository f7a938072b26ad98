// SPDX-License-Identifier: GPL-3.0-or-later
// garden-yardstick: random playouts of the hand-written garden simulator (garden_yardstick.h),
// the reference the engine's `kotatsu-cli bench --game garden` is judged against.
//   garden-yardstick --seconds S          for about S seconds, like the engine's bench
//   garden-yardstick --games N [--seed S] exactly N games from seed S (default 1)
// Both print playouts/s, moves/s, moves per game and the outcome shares.
#include "garden_yardstick.h"

#include "yardstick_run.h"

#include <cstdio>

using namespace garden_yardstick;
using yardstick::percent;

namespace {

struct Totals
{
    long playouts = 0;
    long moves = 0;
    long wins[kSides] = {0, 0};
    long repetition = 0;
    long plyLimit = 0;
    long noMove = 0;
    double seconds = 0;

    void add(const Game &game, int plies)
    {
        ++playouts;
        moves += plies;
        switch (game.end()) {
        case End::BaseReached:
            ++wins[game.winner()];
            break;
        case End::Repetition:
            ++repetition;
            break;
        case End::PlyLimit:
            ++plyLimit;
            break;
        case End::NoMove:
            ++noMove;
            ++wins[game.winner()];
            break;
        case End::None:
            break;
        }
    }
};

} // namespace

int main(int argc, char **argv)
{
    yardstick::RunOptions options;
    if (!yardstick::parseRunOptions(argc, argv, options))
        return yardstick::usage("garden-yardstick");

    Totals t;
    Game game;
    Rng rng(options.seed);
    t.seconds = yardstick::runPlayouts(options, [&] { t.add(game, randomPlayout(game, rng)); });

    std::printf("garden yardstick (hand-written; standard board, default rules), random playouts "
                "on one thread:\n");
    yardstick::printSpeed(t.playouts, t.moves, t.seconds);
    std::printf(")\n");
    std::printf("  outcomes: first side (kokeshi) wins %.2f%%, second side (samurai) wins %.2f%%, "
                "draws by repetition %.2f%%, by the ply limit %.2f%%",
                percent(t.wins[0], t.playouts), percent(t.wins[1], t.playouts),
                percent(t.repetition, t.playouts), percent(t.plyLimit, t.playouts));
    if (t.noMove)
        std::printf(", no move %.2f%%", percent(t.noMove, t.playouts));
    std::printf("\n");
    return 0;
}
