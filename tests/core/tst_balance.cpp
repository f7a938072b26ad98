// SPDX-License-Identifier: GPL-3.0-or-later
// The balance report (issue 35, point 6): each figure equals a direct computation from the
// per-game records, the leader at half time is the seat ahead at the last reading at or before
// half the game's length (replayed here move by move), and the totals merge and read back.
#include "ai/agent_factory.h"
#include "ai/player_view.h"
#include "engine/game_state.h"
#include "sim/balance.h"
#include "sim/simulator.h"
#include "test_support.h"
#include "util/rng.h"

#include <algorithm>
#include <cmath>

using namespace kotatsu;

namespace {

bool near(double a, double b, double tolerance = 1e-9)
{
    return std::abs(a - b) <= tolerance;
}

struct Sample
{
    std::vector<double> values;
    double mean() const
    {
        double sum = 0;
        for (double x : values)
            sum += x;
        return values.empty() ? 0 : sum / double(values.size());
    }
    Interval tInterval() const
    {
        const double m = mean(), n = double(values.size());
        double squares = 0;
        for (double x : values)
            squares += (x - m) * (x - m);
        const double half =
            studentT975(std::int64_t(values.size()) - 1) * std::sqrt(squares / (n - 1) / n);
        return {m - half, m + half};
    }
};

SimulationConfig config(const std::string &game, int players, int games)
{
    SimulationConfig c;
    c.definition = test::definition(game);
    c.players = players;
    c.games = games;
    c.threads = 2;
    c.seed = 11;
    return c;
}

} // namespace

class TestBalance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every figure of the report, computed here from the games the simulator hands out.
    void everyFigureEqualsItsRecords_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        QTest::newRow("shikoku") << QStringLiteral("shikoku") << 4;
        QTest::newRow("hyano") << QStringLiteral("hyano") << 3;
        QTest::newRow("garden") << QStringLiteral("garden") << 2;
    }
    void everyFigureEqualsItsRecords()
    {
        QFETCH(QString, game);
        QFETCH(int, players);
        SimulationConfig c = config(game.toStdString(), players, 200);
        std::vector<GameSummary> games;
        c.onGame = [&games](const GameSummary &g) { games.push_back(g); };
        const SimulationResult result = Simulator::run(c);
        QCOMPARE(int(games.size()), 200);
        const BalanceReport report = BalanceReport::of(result.totals);
        QCOMPARE(report.games, 200LL);
        QCOMPARE(report.players, players);

        bool sharedWins = false;
        Sample comebacks, decisiveness, drama, duration, branching;
        std::vector<Sample> wins(static_cast<std::size_t>(players));
        for (const GameSummary &g : games) {
            const Outcome &o = g.outcome;
            for (int seat = 0; seat < players; ++seat) {
                const double share = o.isWinner(seat) ? 1.0 / double(o.winners.size()) : 0.0;
                sharedWins = sharedWins || (share > 0 && share < 1);
                wins[std::size_t(seat)].values.push_back(share);
            }
            QVERIFY(g.leaderAtHalf >= -1 && g.leaderAtHalf < players);
            if (g.leaderAtHalf >= 0)
                comebacks.values.push_back(o.isWinner(g.leaderAtHalf) ? 0 : 1);
            const bool won =
                !o.draw && !o.winners.empty() && g.finalLeader >= 0 && o.isWinner(g.finalLeader);
            decisiveness.values.push_back(won ? double(g.plies - g.finalLeadSince) / double(g.plies)
                                              : 0.0);
            drama.values.push_back(g.leadChanges);
            duration.values.push_back(g.plies);
            branching.values.push_back(g.legalMoves);
        }
        QVERIFY2(!comebacks.values.empty(), "no game had a leader at half time");
        for (int seat = 0; seat < players; ++seat) {
            const BalanceFigure *f = report.figure("advantage.seat" + std::to_string(seat));
            QVERIFY(f);
            const Sample &w = wins[std::size_t(seat)];
            QVERIFY(near(f->value, w.mean() - 1.0 / players));
            Interval expected = w.tInterval();
            if (!sharedWins) {
                const auto count = std::int64_t(std::llround(w.mean() * 200));
                expected = wilsonInterval(count, 200);
            }
            QVERIFY(near(f->interval.low, expected.low - 1.0 / players, 1e-6));
            QVERIFY(near(f->interval.high, expected.high - 1.0 / players, 1e-6));
        }
        const BalanceFigure *comeback = report.figure("comebacks");
        QVERIFY(comeback);
        QCOMPARE(comeback->games, static_cast<long long>(comebacks.values.size()));
        QVERIFY(near(comeback->value, comebacks.mean()));
        const auto turned = std::int64_t(std::llround(comebacks.mean() * comebacks.values.size()));
        const Interval w = wilsonInterval(turned, std::int64_t(comebacks.values.size()));
        QVERIFY(near(comeback->interval.low, w.low) && near(comeback->interval.high, w.high));
        for (auto [name, sample] :
             {std::pair{"decisiveness", &decisiveness}, std::pair{"drama", &drama},
              std::pair{"duration", &duration}, std::pair{"branching", &branching}}) {
            const BalanceFigure *f = report.figure(name);
            QVERIFY2(f, name);
            QCOMPARE(f->games, 200LL);
            QVERIFY2(near(f->value, sample->mean(), 1e-6), name);
            const Interval t = sample->tInterval();
            QVERIFY2(near(f->interval.low, t.low, 1e-5) && near(f->interval.high, t.high, 1e-5),
                     name);
        }
        QVERIFY(report.figure("decisiveness")->value > 0);
        // Each figure says its kind (how the lab writes it): an advantage a difference of
        // shares, comebacks and decisiveness shares, the others means.
        QVERIFY(report.figure("advantage.seat0")->kind == FigureKind::ShareDifference);
        QVERIFY(report.figure("comebacks")->kind == FigureKind::Share);
        QVERIFY(report.figure("decisiveness")->kind == FigureKind::Share);
        QVERIFY(report.figure("drama")->kind == FigureKind::Mean);
        QCOMPARE(report.toJson().get("figures").at(0).get("kind").asString(),
                 std::string("share_difference"));
    }

    // The leader at half time, the final leader and since when, replayed move by move as a
    // player would read the table: after every turn of it, the seat with the highest
    // heuristic value leads, a tie changes nothing.
    void leaderAtHalfTime()
    {
        SimulationConfig c = config("shikoku", 4, 6);
        std::vector<GameSummary> games;
        c.onGame = [&games](const GameSummary &g) { games.push_back(g); };
        Simulator::run(c);
        QCOMPARE(int(games.size()), 6);
        const auto definition = c.definition;
        bool someChange = false;
        for (const GameSummary &g : games) {
            auto agents = makeSeatAgents(*definition, std::vector<std::string>(4, "random"));
            Rng agentRng(Rng::derive(g.seed, 0xA6E27));
            auto state = definition->newGame(4, g.seed);
            std::vector<std::pair<int, int>> readings; // (ply, leader) after each turn
            int leader = -1, since = 0, plies = 0;
            std::vector<double> values;
            while (!state->isTerminal()) {
                PlayerView view(*state);
                state->apply(agents[std::size_t(view.seat())]->chooseAction(view, agentRng));
                ++plies;
                if (state->isTerminal() || plies % 4 != 0)
                    continue;
                state->heuristicValues(values);
                const auto best = std::max_element(values.begin(), values.end());
                if (std::count(values.begin(), values.end(), *best) == 1 &&
                    int(best - values.begin()) != leader) {
                    leader = int(best - values.begin());
                    since = plies;
                }
                readings.emplace_back(plies, leader);
            }
            QCOMPARE(plies, g.plies);
            int atHalf = -1;
            for (const auto &[ply, who] : readings) {
                if (ply <= plies / 2)
                    atHalf = who;
            }
            QCOMPARE(g.leaderAtHalf, atHalf);
            QCOMPARE(g.finalLeader, leader);
            QCOMPARE(g.finalLeadSince, leader >= 0 ? since : 0);
            someChange = someChange || g.leadChanges > 0;
        }
        QVERIFY(someChange);
    }

    // The new sums merge with the rest and read back from the JSON; totals written before
    // them read as counted over no games.
    void totalsMergeAndReadBack()
    {
        SimulationConfig whole = config("hyano", 4, 120);
        SimulationConfig first = whole, second = whole;
        first.games = 50;
        first.runGames = 120;
        second.firstGame = 50;
        second.games = 70;
        second.runGames = 120;
        SimulationTotals merged = Simulator::run(first).totals;
        merged.merge(Simulator::run(second).totals);
        const SimulationTotals one = Simulator::run(whole).totals;
        QVERIFY(merged.comebacks == one.comebacks);
        QVERIFY(merged.decisiveness == one.decisiveness);
        QVERIFY(one.comebacks.count > 0);
        std::string error;
        const auto back = SimulationTotals::fromJson(one.toJson(), &error);
        QVERIFY2(back, error.c_str());
        QVERIFY(back->comebacks == one.comebacks && back->decisiveness == one.decisiveness);
        Json old = one.toJson();
        old = test::withoutKeys(old, {"comebacks", "decisiveness"});
        const auto older = SimulationTotals::fromJson(old, &error);
        QVERIFY2(older, error.c_str());
        QCOMPARE(older->comebacks.count, std::int64_t{0});
        QCOMPARE(BalanceReport::of(*older).figure("comebacks")->games, 0LL);
    }
};

QTEST_GUILESS_MAIN(TestBalance)
#include "tst_balance.moc"
