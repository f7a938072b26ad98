// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick (shikoku_yardstick.h) simulates the same game as the engine: the rules it
// bakes in are the ones data/games/shikoku gives the engine, one seed gives the very same
// games in both, and with different seeds the two agree on the mean game length and the
// outcome shares within four standard errors.
#include "ai/random_agent.h"
#include "games/shikoku/shikoku_definition.h"
#include "games/shikoku/shikoku_state.h"
#include "shikoku_yardstick.h"
#include "test_support.h"
#include "yardstick_statistics.h"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

using namespace kotatsu;
namespace ys = shikoku_yardstick;

namespace {

// One game's result in the terms both simulators share.
struct GameResult
{
    int plies = 0;        // actions applied (as the bench counts)
    unsigned winners = 0; // one bit a seat
    std::array<int, ys::kPlayers> steps{};
    int reshuffles = 0;
    bool operator==(const GameResult &) const = default;
};

// Games as core/sim/benchmark.cpp plays them: one Rng; per game a seed draw, then random
// legal actions until the game is over.
std::vector<GameResult> engineGames(const GameDefinition &definition, int games, std::uint64_t seed)
{
    std::vector<GameResult> out;
    Rng rng(seed);
    std::vector<Action> scratch;
    for (int g = 0; g < games; ++g) {
        auto state = definition.newGame(ys::kPlayers, rng.next());
        GameResult r;
        r.plies = randomPlayout(*state, rng, scratch, 100000);
        const auto &shikoku = dynamic_cast<const shikoku::ShikokuState &>(*state);
        for (int seat : shikoku.outcome().winners)
            r.winners |= 1u << seat;
        for (int seat = 0; seat < ys::kPlayers; ++seat)
            r.steps[static_cast<std::size_t>(seat)] = shikoku.step(seat);
        r.reshuffles = shikoku.reshuffles();
        out.push_back(r);
    }
    return out;
}

std::vector<GameResult> yardstickGames(int games, std::uint64_t seed)
{
    std::vector<GameResult> out;
    ys::Rng rng(seed);
    ys::Game game;
    for (int g = 0; g < games; ++g) {
        GameResult r;
        r.plies = ys::randomPlayout(game, rng);
        r.winners = game.winners();
        for (int seat = 0; seat < ys::kPlayers; ++seat)
            r.steps[static_cast<std::size_t>(seat)] = game.step(seat);
        r.reshuffles = game.reshuffles();
        out.push_back(r);
    }
    return out;
}

// One game from `seed` played in both at once: at every decision the two must list the same
// actions in the same order; `choose` picks one of them by its index. Fails the test (and
// stops) at the first difference; `reshuffled` counts the games that needed a reshuffle.
template <typename Choose>
void lockstepGame(const GameDefinition &definition, std::uint64_t seed, Choose choose,
                  int &reshuffled)
{
    auto state = definition.newGame(ys::kPlayers, seed);
    const auto &shikoku = dynamic_cast<const shikoku::ShikokuState &>(*state);
    ys::Game game;
    game.reset(seed);
    std::vector<Action> actions;
    std::uint8_t moves[ys::kMaxMoves];
    for (;;) {
        QCOMPARE(game.over(), state->isTerminal());
        if (game.over())
            break;
        state->legalActions(actions);
        const int n = game.legalMoves(moves);
        QCOMPARE(n, static_cast<int>(actions.size()));
        for (int i = 0; i < n; ++i)
            QCOMPARE(int(moves[i]), actions[static_cast<std::size_t>(i)].args[0]);
        const int pick = choose(moves, n);
        state->apply(actions[static_cast<std::size_t>(pick)]);
        game.apply(moves[pick]);
        QCOMPARE(game.reshuffles(), shikoku.reshuffles());
    }
    unsigned winners = 0;
    for (int seat : shikoku.outcome().winners)
        winners |= 1u << seat;
    QCOMPARE(game.winners(), winners);
    for (int seat = 0; seat < ys::kPlayers; ++seat)
        QCOMPARE(game.step(seat), shikoku.step(seat));
    reshuffled += game.reshuffles() > 0;
}

} // namespace

class TestShikokuYardstick : public QObject
{
    Q_OBJECT

    std::shared_ptr<const GameDefinition> m_definition;

private Q_SLOTS:
    void initTestCase()
    {
        m_definition = test::definition("shikoku");
        QVERIFY(dynamic_cast<const shikoku::ShikokuDefinition *>(m_definition.get()));
    }

    // The baked-in rules are the shipped ones: the bench's player count, the deck and its
    // sandals, the frozen and winning places for that count, and every rule switch the
    // yardstick plays one way only.
    void tablesMatchTheData()
    {
        const auto &definition = dynamic_cast<const shikoku::ShikokuDefinition &>(*m_definition);
        const shikoku::Params &p = definition.params();
        const GameInfo &info = definition.info();
        // app/cli/command_bench.cpp's player count.
        QCOMPARE(std::clamp(4, info.minPlayers, info.maxPlayers), ys::kPlayers);

        QCOMPARE(static_cast<int>(p.cards.size()), ys::kCards);
        for (int i = 0; i < ys::kCards; ++i)
            QCOMPARE(p.cards[static_cast<std::size_t>(i)], i + 1);
        for (int card = 0; card <= ys::kCards; ++card)
            QCOMPARE(int(p.sandals[static_cast<std::size_t>(card)]), int(ys::kSandals[card]));
        QCOMPARE(p.handSize, ys::kHandSize);
        QCOMPARE(p.stepsToPagoda, ys::kPagoda);
        QCOMPARE(p.startStep, ys::kStartStep);

        const auto n = static_cast<std::size_t>(ys::kPlayers);
        QCOMPARE(p.frozenMask[n], ys::kFrozenLineIndices);
        QCOMPARE(p.winners[n].top, std::vector<int>{ys::kWinningLevelFromTop});
        QVERIFY(p.winners[n].bottom.empty());

        QVERIFY(p.setupMove);
        QVERIFY(p.rotateLowestToEnd);
        QVERIFY(p.othersSource == shikoku::OthersSource::PreviousLine);
        QVERIFY(p.leftover == shikoku::Leftover::Discard);
        QVERIFY(p.onEmptyDeck == shikoku::EmptyDeck::ReshuffleDiscard);
        QVERIFY(p.overshoot == shikoku::Overshoot::Cap);
        QVERIFY(p.tieMode == shikoku::TieMode::Levels);
    }

    // Same generators, used in the same places, and the same actions in the same order: the
    // same seed gives the same games, down to every pilgrim's final step.
    void sameSeedSameGames()
    {
        const int games = 20000;
        const auto engine = engineGames(*m_definition, games, 20261202);
        const auto mine = yardstickGames(games, 20261202);
        for (int g = 0; g < games; ++g) {
            const auto &e = engine[static_cast<std::size_t>(g)];
            const auto &y = mine[static_cast<std::size_t>(g)];
            if (!(e == y))
                QFAIL(qPrintable(QString("game %1: engine %2 plies, winners %3, steps %4 %5 %6 "
                                         "%7; yardstick %8 plies, winners %9, steps %10 %11 %12 "
                                         "%13")
                                     .arg(g)
                                     .arg(e.plies)
                                     .arg(e.winners)
                                     .arg(e.steps[0])
                                     .arg(e.steps[1])
                                     .arg(e.steps[2])
                                     .arg(e.steps[3])
                                     .arg(y.plies)
                                     .arg(y.winners)
                                     .arg(y.steps[0])
                                     .arg(y.steps[1])
                                     .arg(y.steps[2])
                                     .arg(y.steps[3])));
        }
    }

    // Every decision of 2,000 random games lists the engine's actions, in the engine's order.
    void sameActionsInEveryPosition()
    {
        Rng rng(7);
        int reshuffled = 0;
        for (int g = 0; g < 2000; ++g) {
            lockstepGame(
                *m_definition, rng.next(),
                [&](const std::uint8_t *, int n) {
                    return static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
                },
                reshuffled);
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QString("random game %1 differs").arg(g)));
        }
    }

    // Random games are over long before the deck of 17 runs out (18 rounds), so the
    // reshuffle is checked with slow games: everybody plays and drafts the card with the
    // fewest sandals.
    void slowGamesReshuffleAlike()
    {
        auto fewestSandals = [](const std::uint8_t *moves, int n) {
            int best = 0;
            for (int i = 1; i < n; ++i) {
                if (ys::kSandals[moves[i]] < ys::kSandals[moves[best]])
                    best = i;
            }
            return best;
        };
        int reshuffled = 0;
        const int games = 500;
        for (int g = 0; g < games; ++g) {
            lockstepGame(*m_definition, 1000 + static_cast<std::uint64_t>(g), fewestSandals,
                         reshuffled);
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QString("slow game %1 differs").arg(g)));
        }
        qInfo("slow games with a reshuffle: %d of %d", reshuffled, games);
        QVERIFY(reshuffled > 0);
    }

    // Independent seeds: the distributions agree (mean length, and every outcome share)
    // within four standard errors of the difference.
    void sameDistributions()
    {
        const int games = 100000;
        const auto engine = engineGames(*m_definition, games, 1);
        const auto mine = yardstickGames(games, 99);
        QVERIFY(yardstick::meansAgree(
            "moves per game", engine, mine, [](const GameResult &r) { return double(r.plies); },
            2));

        const std::array<std::pair<const char *, bool (*)(const GameResult &)>, 7> outcomes{{
            {"seat 0 wins", [](const GameResult &r) { return (r.winners & 1u) != 0; }},
            {"seat 1 wins", [](const GameResult &r) { return (r.winners & 2u) != 0; }},
            {"seat 2 wins", [](const GameResult &r) { return (r.winners & 4u) != 0; }},
            {"seat 3 wins", [](const GameResult &r) { return (r.winners & 8u) != 0; }},
            {"shared victory", [](const GameResult &r) { return std::popcount(r.winners) > 1; }},
            {"no winner", [](const GameResult &r) { return r.winners == 0; }},
            {"several pilgrims at the pagoda",
             [](const GameResult &r) {
                 return std::count(r.steps.begin(), r.steps.end(), ys::kPagoda) > 1;
             }},
        }};
        for (const auto &[name, pred] : outcomes)
            QVERIFY2(yardstick::sharesAgree(name, engine, mine, pred), name);
    }
};

QTEST_GUILESS_MAIN(TestShikokuYardstick)
#include "tst_shikoku_yardstick.moc"
