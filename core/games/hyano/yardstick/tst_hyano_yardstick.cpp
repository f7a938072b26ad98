// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick (hyano_yardstick.h) simulates the same game as the engine: its baked-in deck
// and rules equal the ones the engine reads from data/games/hyano, one seed gives the very
// same games in both (for every player count), and with different seeds the two agree on the
// mean game length and the outcome shares within four standard errors.
#include "ai/random_agent.h"
#include "games/hyano/hyano_definition.h"
#include "games/hyano/hyano_state.h"
#include "hyano_yardstick.h"
#include "test_support.h"
#include "yardstick_statistics.h"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

using namespace kotatsu;
namespace ys = hyano_yardstick;

namespace {

// One game's result in the terms both simulators share.
struct GameResult
{
    int plies = 0; // actions applied (predictions, openings, plays), as the bench counts
    int rounds = 0;
    std::array<int, ys::kMaxPlayers> scores{};
    unsigned winners = 0; // a mask of seats; empty for a draw
    bool draw = false;
    bool operator==(const GameResult &) const = default;
};

// Games as core/sim/benchmark.cpp plays them: one Rng; per game a seed draw, then random
// legal actions until the game is over.
std::vector<GameResult> engineGames(const GameDefinition &definition, int players, int games,
                                    std::uint64_t seed)
{
    std::vector<GameResult> out;
    Rng rng(seed);
    std::vector<Action> scratch;
    for (int g = 0; g < games; ++g) {
        auto state = definition.newGame(players, rng.next());
        GameResult r;
        r.plies = randomPlayout(*state, rng, scratch, 100000);
        const auto &hyano = dynamic_cast<const hyano::HyanoState &>(*state);
        r.rounds = hyano.round();
        for (int s = 0; s < players; ++s)
            r.scores[static_cast<std::size_t>(s)] = hyano.score(s);
        const Outcome outcome = hyano.outcome();
        for (int s : outcome.winners)
            r.winners |= 1u << s;
        r.draw = outcome.draw;
        out.push_back(r);
    }
    return out;
}

std::vector<GameResult> yardstickGames(int players, int games, std::uint64_t seed)
{
    std::vector<GameResult> out;
    ys::Rng rng(seed);
    ys::Game game(players);
    for (int g = 0; g < games; ++g) {
        GameResult r;
        r.plies = ys::randomPlayout(game, rng);
        r.rounds = game.rounds();
        for (int s = 0; s < players; ++s)
            r.scores[static_cast<std::size_t>(s)] = game.score(s);
        r.draw = game.draw();
        r.winners = r.draw ? 0 : game.winners();
        out.push_back(r);
    }
    return out;
}

int cardsWon(const GameResult &r)
{
    int won = 0;
    for (int score : r.scores)
        won += score;
    return won;
}

} // namespace

class TestHyanoYardstick : public QObject
{
    Q_OBJECT

    std::shared_ptr<const GameDefinition> m_definition;

private Q_SLOTS:
    void initTestCase() { m_definition = test::definition("hyano"); }

    // The baked-in deck and rules are the shipped ones: every card id's colour, value and
    // Sun, and every rule the yardstick hard-codes.
    void tablesMatchTheData()
    {
        const auto *definition = dynamic_cast<const hyano::HyanoDefinition *>(m_definition.get());
        QVERIFY(definition);
        const hyano::Params &p = definition->params();
        QCOMPARE(int(p.cards.size()), ys::kCards);
        for (int id = 0; id < ys::kCards; ++id) {
            const hyano::Card &engine = p.cards[static_cast<std::size_t>(id)];
            const ys::Card &mine = ys::kCardTable[static_cast<std::size_t>(id)];
            QCOMPARE(int(mine.colour), int(engine.colour));
            QCOMPARE(int(mine.value), int(engine.value));
            QCOMPARE(mine.sun, engine.sun);
        }
        QCOMPARE(int(p.colours.size()), ys::kColours);
        QCOMPARE(p.minValue, ys::kMinValue);
        QCOMPARE(p.maxValue, ys::kMaxValue);
        QCOMPARE(p.piles, ys::kPiles);
        QCOMPARE(p.endWhenEmptyPiles, ys::kEmptyPilesToEnd);
        QCOMPARE(m_definition->info().minPlayers, ys::kMinPlayers);
        QCOMPARE(m_definition->info().maxPlayers, ys::kMaxPlayers);
        QCOMPARE(std::clamp(4, ys::kMinPlayers, ys::kMaxPlayers), ys::kBenchPlayers);

        QVERIFY(p.deal == hyano::Deal::RoundRobin);
        QVERIFY(p.firstSage == hyano::FirstSage::Random);
        QCOMPARE(int(p.matchRules), 7); // same colour, same value, adjacent value
        QVERIFY(!p.adjacentWraps);
        QVERIFY(p.sunForbidden == hyano::SunForbidden::Ring);
        QVERIFY(p.mandatoryPlay);
        QVERIFY(p.roundEnd == hyano::RoundEnd::StopOnPrediction);
        QVERIFY(p.onFailure == hyano::OnFailure::RemoveFromGame);
        QVERIFY(!p.refreshDuringRound);
        QVERIFY(!p.endAfterFullRotation);
        QVERIFY(p.tie == hyano::TieBreak::Shared);
        QCOMPARE(p.sageStep, 1);
    }

    // Same generator, same actions in the same order: the same seed gives the same games.
    void sameSeedSameGames_data()
    {
        QTest::addColumn<int>("players");
        for (int players = ys::kMinPlayers; players <= ys::kMaxPlayers; ++players)
            QTest::newRow(qPrintable(QString("%1 players").arg(players))) << players;
    }
    void sameSeedSameGames()
    {
        QFETCH(int, players);
        const int games = 5000;
        const auto engine = engineGames(*m_definition, players, games, 20261202);
        const auto mine = yardstickGames(players, games, 20261202);
        for (int g = 0; g < games; ++g) {
            const auto &e = engine[static_cast<std::size_t>(g)];
            const auto &y = mine[static_cast<std::size_t>(g)];
            if (!(e == y))
                QFAIL(qPrintable(QString("game %1: engine %2 plies, %3 rounds, %4 cards won; "
                                         "yardstick %5 plies, %6 rounds, %7 cards won")
                                     .arg(g)
                                     .arg(e.plies)
                                     .arg(e.rounds)
                                     .arg(cardsWon(e))
                                     .arg(y.plies)
                                     .arg(y.rounds)
                                     .arg(cardsWon(y))));
        }
    }

    // Independent seeds, the bench's player count: the distributions agree (mean length,
    // rounds and cards won, and every outcome share) within four standard errors of the
    // difference.
    void sameDistributions()
    {
        const int games = 15000;
        const int players = ys::kBenchPlayers;
        const auto engine = engineGames(*m_definition, players, games, 1);
        const auto mine = yardstickGames(players, games, 99);

        const std::array<std::pair<const char *, double (*)(const GameResult &)>, 3> means{{
            {"moves per game", [](const GameResult &r) { return double(r.plies); }},
            {"rounds per game", [](const GameResult &r) { return double(r.rounds); }},
            {"cards won per game", [](const GameResult &r) { return double(cardsWon(r)); }},
        }};
        for (const auto &[name, figure] : means)
            QVERIFY2(yardstick::meansAgree(name, engine, mine, figure), name);

        // Whether the share of games with `pred` agrees.
        auto agrees = [&](const char *name, auto pred) {
            return yardstick::sharesAgree(name, engine, mine, pred);
        };
        for (int s = 0; s < players; ++s) {
            const QByteArray name = QString("seat %1 wins").arg(s + 1).toUtf8();
            QVERIFY2(
                agrees(name.constData(), [s](const GameResult &r) { return (r.winners >> s) & 1; }),
                name.constData());
        }
        QVERIFY2(agrees("first place shared",
                        [](const GameResult &r) { return std::popcount(r.winners) > 1; }),
                 "first place shared");
        QVERIFY2(agrees("draw (every seat tied)", [](const GameResult &r) { return r.draw; }),
                 "draw");
    }
};

QTEST_GUILESS_MAIN(TestHyanoYardstick)
#include "tst_hyano_yardstick.moc"
