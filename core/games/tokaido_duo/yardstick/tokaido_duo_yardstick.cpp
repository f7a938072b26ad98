// SPDX-License-Identifier: GPL-3.0-or-later
// tokaido_duo-yardstick: random playouts of the hand-written Tokaido Duo simulator
// (tokaido_duo_yardstick.h), the reference the engine's `kotatsu-cli bench --game tokaido_duo`
// is judged against.
//   tokaido_duo-yardstick --seconds S          for about S seconds, like the engine's bench
//   tokaido_duo-yardstick --games N [--seed S] exactly N games from seed S (default 1)
// Both print playouts/s, moves/s, moves per game and the outcome shares (wins, draws, what
// ended the game) and the mean scores.
#include "tokaido_duo_yardstick.h"

#include "yardstick_run.h"

#include <cstdio>

using namespace tokaido_duo_yardstick;
using yardstick::percent;

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

} // namespace

int main(int argc, char **argv)
{
    yardstick::RunOptions options;
    if (!yardstick::parseRunOptions(argc, argv, options))
        return yardstick::usage("tokaido_duo-yardstick");

    Totals t;
    Game game;
    Rng rng(options.seed);
    t.seconds = yardstick::runPlayouts(options, [&] { t.add(game, randomPlayout(game, rng)); });

    const double n = t.playouts ? static_cast<double>(t.playouts) : 1.0;
    std::printf("tokaido_duo yardstick (hand-written; shipped island, default rules, 2 players), "
                "random playouts on one thread:\n");
    yardstick::printSpeed(t.playouts, t.moves, t.seconds);
    std::printf(", %.1f rounds)\n", static_cast<double>(t.rounds) / n);
    std::printf("  outcomes: seat 0 wins %.2f%%, seat 1 wins %.2f%%, draws %.2f%%; the first "
                "player of round 1 wins %.2f%%\n",
                percent(t.wins[0], t.playouts), percent(t.wins[1], t.playouts),
                percent(t.draws, t.playouts), percent(t.firstPlayerWins, t.playouts));
    std::printf("  ended by: the temple track %.2f%%, the garden track %.2f%%, the sixth slab "
                "%.2f%%, the last gift %.2f%%\n",
                percent(t.reasons[0], t.playouts), percent(t.reasons[1], t.playouts),
                percent(t.reasons[2], t.playouts), percent(t.reasons[3], t.playouts));
    const double seats = 2 * n;
    std::printf("  mean scores: pilgrim %.1f, merchant %.1f, artist %.1f (total %.1f)\n",
                static_cast<double>(t.scores[kPilgrim]) / seats,
                static_cast<double>(t.scores[kMerchant]) / seats,
                static_cast<double>(t.scores[kArtist]) / seats,
                static_cast<double>(t.scores[0] + t.scores[1] + t.scores[2]) / seats);
    return 0;
}
