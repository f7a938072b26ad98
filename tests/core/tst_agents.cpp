// SPDX-License-Identifier: GPL-3.0-or-later
// Agents: always legal, never reading hidden information, stoppable, and stronger than
// chance where it matters.
#include "ai/agent_factory.h"
#include "ai/ismcts_agent.h"
#include "ai/montecarlo_agent.h"
#include "sim/arena.h"
#include "sim/simulator.h"
#include "test_support.h"

#include <atomic>
#include <chrono>

using namespace kotatsu;

class TestAgents : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void specs()
    {
        QVERIFY(makeAgent("random"));
        QVERIFY(makeAgent("heuristic"));
        QVERIFY(makeAgent("montecarlo"));
        auto mc = makeAgent("montecarlo:iterations=77,ms=5");
        QVERIFY(mc);
        QCOMPARE(static_cast<MonteCarloAgent *>(mc.get())->budget().iterations, 77);
        std::string error;
        QVERIFY(!makeAgent("alphazero", &error));
        QVERIFY(error.find("unknown agent") != std::string::npos);
        QVERIFY(!makeAgent("montecarlo:depth=3", &error));
        QVERIFY(!makeAgent("montecarlo:iterations=0,ms=0", &error));
        QCOMPARE(splitAgentList("montecarlo:iterations=5,ms=9,random,heuristic"),
                 (std::vector<std::string>{"montecarlo:iterations=5,ms=9", "random", "heuristic"}));
    }

    // The decision of an agent depends only on what its seat can see: in two states that
    // differ only in hidden information (other hands, deck order, secrets), the same agent
    // with the same random numbers chooses the same action.
    void decisionsIgnoreHiddenInformation_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("agent");
        for (const auto &game : test::catalog().games()) {
            for (const char *agent : {"random", "heuristic", "montecarlo:iterations=150"})
                QTest::newRow((game.id + " " + agent).c_str())
                    << test::q(game.id) << QString::fromLatin1(agent);
        }
    }
    void decisionsIgnoreHiddenInformation()
    {
        QFETCH(QString, game);
        QFETCH(QString, agent);
        auto def = test::definition(game.toStdString());
        QVERIFY(def);
        const int players = std::clamp(4, def->info().minPlayers, def->info().maxPlayers);
        Rng walk(77);
        std::vector<Action> legal;
        int compared = 0;
        for (int g = 0; g < 6; ++g) {
            auto state = def->newGame(players, 500 + static_cast<std::uint64_t>(g));
            const int plies = static_cast<int>(walk.below(40));
            for (int i = 0; i < plies && !state->isTerminal(); ++i) {
                state->legalActions(legal);
                state->apply(legal[walk.below(static_cast<std::uint32_t>(legal.size()))]);
            }
            if (state->isTerminal())
                continue;
            const int seat = state->currentPlayer();
            auto twin = state->resampleHidden(seat, walk);
            auto a = makeAgent(agent.toStdString());
            auto b = makeAgent(agent.toStdString());
            Rng ra(9), rb(9);
            const Action fromReal = a->chooseAction(PlayerView(*state), ra);
            const Action fromTwin = b->chooseAction(PlayerView(*twin), rb);
            QVERIFY(state->isLegal(fromReal));
            QCOMPARE(state->actionToString(fromReal), twin->actionToString(fromTwin));
            ++compared;
        }
        QVERIFY(compared > 0);
    }

    void stopFlagEndsTheSearch()
    {
        auto def = test::definition("shikoku");
        auto state = def->newGame(5, 3);
        MonteCarloAgent agent(MonteCarloAgent::Budget{100000000, 0, 0.7});
        std::atomic<bool> stop{true};
        agent.setStopFlag(&stop);
        Rng rng(1);
        const auto start = std::chrono::steady_clock::now();
        const Action a = agent.chooseAction(PlayerView(*state), rng);
        QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(1));
        QVERIFY(state->isLegal(a));
    }

    void timeBudgetIsRespected()
    {
        auto def = test::definition("shikoku");
        auto state = def->newGame(5, 3);
        MonteCarloAgent agent(MonteCarloAgent::Budget{0, 100, 0.7});
        Rng rng(1);
        const auto start = std::chrono::steady_clock::now();
        agent.chooseAction(PlayerView(*state), rng);
        const auto elapsed = std::chrono::steady_clock::now() - start;
        QVERIFY(elapsed >= std::chrono::milliseconds(100));
        QVERIFY(elapsed < std::chrono::milliseconds(1500));
        QVERIFY(agent.lastIterations() > 0);
    }

    // The variant lab's quick search (game.computer.quick) in every game: the game's data
    // names an agent that builds, it plays whole games at the lab's table (the game's fewest
    // players, that agent at every seat) with legal moves only, and a seed gives the same game
    // twice: its budget is iterations, so the lab's figures do not depend on the machine.
    void labQuickSearchPlaysEveryGame_data()
    {
        QTest::addColumn<QString>("game");
        for (const auto &game : test::catalog().games())
            QTest::newRow(game.id.c_str()) << test::q(game.id);
    }
    void labQuickSearchPlaysEveryGame()
    {
        QFETCH(QString, game);
        auto def = test::definition(game.toStdString());
        QVERIFY(def);
        const std::string spec = agentSpecForLevel(*def, "quick");
        // A search of its own, not a strength's: one tree (the lab plays games in parallel)
        // with its playouts cut short and scored by the game's heuristic.
        QVERIFY2(spec != agentSpecForLevel(*def, "normal"), spec.c_str());
        const auto agent = makeAgent(spec);
        const auto *search = dynamic_cast<const IsmctsAgent *>(agent.get());
        QVERIFY2(search, spec.c_str());
        QCOMPARE(search->settings().threads, 1);
        QVERIFY(search->settings().depth > 0);
        QVERIFY(search->settings().iterations > 0);
        const int players = def->info().minPlayers;
        auto play = [&](std::uint64_t seed) {
            std::vector<std::string> moves;
            std::vector<std::unique_ptr<Agent>> agents;
            for (int seat = 0; seat < players; ++seat) {
                agents.push_back(makeAgent(spec));
                if (!agents.back())
                    return moves;
            }
            auto state = def->newGame(players, seed);
            Rng rng(seed + 1);
            while (!state->isTerminal() && state->plyCount() < 2000) {
                const Action action =
                    agents[static_cast<std::size_t>(state->currentPlayer())]->chooseAction(
                        PlayerView(*state), rng);
                if (!state->isLegal(action)) {
                    moves.push_back("illegal: " + state->actionToString(action));
                    return moves;
                }
                moves.push_back(state->actionToString(action));
                state->apply(action);
            }
            moves.push_back(state->isTerminal() ? "end" : "unfinished");
            return moves;
        };
        const std::vector<std::string> first = play(31);
        QVERIFY2(!first.empty() && first.back() == "end",
                 first.empty() ? "no agent" : first.back().c_str());
        QVERIFY(first.size() > 2);
        QCOMPARE(play(31), first);
    }

    // It beats Easy where that is cheap to check (the benchmark measures every game on 400
    // games: docs/variant-lab.md): seeded arena runs, the same result on any machine.
    void labQuickSearchBeatsEasy_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("tokaido_duo") << QStringLiteral("tokaido_duo");
        QTest::newRow("hyano") << QStringLiteral("hyano");
    }
    void labQuickSearchBeatsEasy()
    {
        QFETCH(QString, game);
        ArenaConfig config;
        config.definition = test::definition(game.toStdString());
        QVERIFY(config.definition);
        config.agents = {agentSpecForLevel(*config.definition, "quick"),
                         agentSpecForLevel(*config.definition, "easy")};
        config.players = config.definition->info().minPlayers;
        config.games = 60;
        config.seed = 2026;
        config.threads = 2;
        config.resamples = 0;
        QCOMPARE(QString::fromStdString(Arena::check(config)), QString());
        const ArenaResult result = Arena::run(config);
        const double score = result.pairings.front().aScore;
        QVERIFY2(score >= 0.6, qPrintable(QStringLiteral("quick search against Easy: %1 of %2")
                                              .arg(score)
                                              .arg(result.pairings.front().games)));
    }

    // Shikoku, 3 players: one searching agent against two random ones. A random seat wins
    // about a third of the games; the agents must do clearly better.
    void strongerThanChance_data()
    {
        QTest::addColumn<QString>("agent");
        QTest::addColumn<double>("minimumWinRate");
        QTest::newRow("heuristic") << QStringLiteral("heuristic") << 0.55;
        QTest::newRow("montecarlo") << QStringLiteral("montecarlo:iterations=300") << 0.65;
    }
    void strongerThanChance()
    {
        QFETCH(QString, agent);
        QFETCH(double, minimumWinRate);
        SimulationConfig config;
        config.definition = test::definition("shikoku");
        config.players = 3;
        config.games = 200;
        config.threads = 2;
        config.agents = {agent.toStdString(), "random", "random"};
        config.seed = 4242;
        const SimulationResult result = Simulator::run(config);
        const double rate = static_cast<double>(result.winsBySeat[0]) / result.gamesPlayed;
        QVERIFY2(rate >= minimumWinRate, qPrintable(QStringLiteral("win rate %1").arg(rate)));
    }
};

QTEST_GUILESS_MAIN(TestAgents)
#include "tst_agents.moc"
