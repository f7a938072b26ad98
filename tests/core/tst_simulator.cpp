// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/simulator.h"
#include "test_support.h"

#include <atomic>
#include <cmath>
#include <vector>

using namespace kotatsu;

class TestSimulator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Results do not depend on the number of threads: each game has its own derived seed.
    void threadCountDoesNotChangeResults()
    {
        SimulationConfig config;
        config.definition = test::definition("shikoku");
        config.players = 5;
        config.games = 400;
        config.seed = 9;
        config.threads = 1;
        const Json one = Simulator::run(config).toJson();
        config.threads = 3;
        const Json three = Simulator::run(config).toJson();
        for (const char *key : {"wins_by_seat", "plies", "scores_by_seat", "end_reasons", "figures",
                                "plies_histogram", "draws"})
            QVERIFY2(one.get(key) == three.get(key), key);
    }

    void aggregates()
    {
        SimulationConfig config;
        config.definition = test::definition("shikoku");
        config.players = 5;
        config.games = 500;
        config.threads = 2;
        std::atomic<int> calls{0};
        std::atomic<int> last{0};
        const SimulationResult r = Simulator::run(config, [&](int done, int total) {
            ++calls;
            QCOMPARE(total, 500);
            int seen = last.load();
            while (done > seen && !last.compare_exchange_weak(seen, done)) {
            }
        });
        QCOMPARE(calls.load(), 500);
        QCOMPARE(last.load(), 500);
        QCOMPARE(r.gamesPlayed, 500);
        QCOMPARE(r.unfinished, 0);
        QCOMPARE(static_cast<int>(r.winsBySeat.size()), 5);
        long wins = 0;
        double shares = 0;
        for (std::size_t s = 0; s < 5; ++s) {
            wins += r.winsBySeat[s];
            shares += r.winShareBySeat[s];
        }
        // Shikoku with 5 players usually has two winners (ties can add more).
        QVERIFY(wins >= 2 * 500);
        QVERIFY(std::abs(shares - 500.0) < 1e-6);
        QCOMPARE(r.endReasons.size(), std::size_t{1});
        QCOMPARE(r.endReasons[0].first, std::string("pagoda"));
        QVERIFY(r.plies.mean > 20 && r.plies.max <= 400);
        long histogram = 0;
        for (long c : r.pliesHistogram)
            histogram += c;
        QCOMPARE(histogram, 500L);
        bool rounds = false;
        for (const auto &[name, stat] : r.figures)
            rounds = rounds || (name == "rounds" && stat.mean > 5 && stat.mean < 20);
        QVERIFY(rounds);
    }

    void cancel()
    {
        SimulationConfig config;
        config.definition = test::definition("shikoku");
        config.players = 4;
        config.games = 1000000;
        config.threads = 2;
        std::atomic<bool> cancel{false};
        const SimulationResult r = Simulator::run(
            config,
            [&](int done, int) {
                if (done >= 100)
                    cancel = true;
            },
            &cancel);
        QVERIFY(r.cancelled);
        QVERIFY(r.gamesPlayed < 1000000);
    }

    // A game stopped by the ply limit is a draw "ply_limit", as in MatchRecord (app, CLI).
    void plyLimitIsADraw()
    {
        SimulationConfig config;
        config.definition = test::definition("shikoku");
        config.players = 4;
        config.games = 30;
        config.threads = 2;
        config.maxPlies = 12;
        const SimulationResult r = Simulator::run(config);
        QCOMPARE(r.gamesPlayed, 30);
        QCOMPARE(r.unfinished, 0);
        QCOMPARE(r.draws, 30L);
        QCOMPARE(r.endReasons.size(), std::size_t{1});
        QCOMPARE(r.endReasons[0].first, std::string("ply_limit"));
        QCOMPARE(r.plies.max, 12.0);
        QCOMPARE(r.plies.count, 30L);
    }

    // Per-game records come in game order whatever the thread count, and agree with the
    // aggregates; --check finds nothing broken in the shipped games.
    void recordsInOrderAndInvariantsChecked()
    {
        SimulationConfig config;
        config.definition = test::definition("hyano");
        config.players = 3;
        config.games = 300;
        config.checkInvariants = true;
        std::vector<std::pair<int, int>> seen[2];
        for (int run = 0; run < 2; ++run) {
            config.threads = run == 0 ? 1 : 3;
            config.onGame = [&](const GameSummary &g) { seen[run].emplace_back(g.index, g.plies); };
            const SimulationResult r = Simulator::run(config);
            QVERIFY(!r.invariantFailure);
            QCOMPARE(r.gamesPlayed, 300);
            QCOMPARE(seen[run].size(), std::size_t{300});
            double total = 0;
            for (std::size_t i = 0; i < seen[run].size(); ++i) {
                QCOMPARE(seen[run][i].first, static_cast<int>(i));
                total += seen[run][i].second;
            }
            QVERIFY(std::abs(total / 300 - r.plies.mean) < 1e-9);
        }
        QVERIFY(seen[0] == seen[1]);
    }

    void checkRejectsBadConfigs()
    {
        SimulationConfig config;
        config.definition = test::definition("shikoku");
        config.players = 2;
        QVERIFY(!Simulator::check(config).empty());
        config.players = 4;
        config.agents = {"random", "random"};
        QVERIFY(!Simulator::check(config).empty());
        config.agents = {"bogus"};
        QVERIFY(!Simulator::check(config).empty());
        config.agents = {"random"};
        QVERIFY(Simulator::check(config).empty());
    }
};

QTEST_GUILESS_MAIN(TestSimulator)
#include "tst_simulator.moc"
