// SPDX-License-Identifier: GPL-3.0-or-later
// The information-set tree search: it decides on what its seat can see only, finds a win
// that is there, repeats itself for a seed and an iteration budget (on one thread or two),
// stops when told, always plays a legal action, and beats chance.
#include "ai/agent_factory.h"
#include "ai/ismcts_agent.h"
#include "ai/random_agent.h"
#include "test_support.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

using namespace kotatsu;

namespace {

constexpr int kWorlds = 12; // determinizations a position's checks run on
// Plies after an action within which a win counts as forced (e.g. a seat's own follow-up,
// or forced answers that end the game).
constexpr int kWinDepth = 2;

IsmctsAgent::Settings iterationsOn(int iterations, int threads)
{
    IsmctsAgent::Settings settings;
    settings.iterations = iterations;
    settings.threads = threads;
    return settings;
}

int playersFor(const GameDefinition &def)
{
    return std::clamp(3, def.info().minPlayers, def.info().maxPlayers);
}

// `plies` uniformly random actions from a new game (fewer if it ends first).
std::unique_ptr<GameState> randomPosition(const GameDefinition &def, int players,
                                          std::uint64_t seed, int plies)
{
    auto state = def.newGame(players, seed);
    Rng rng(seed * 31 + 7);
    std::vector<Action> legal;
    for (int i = 0; i < plies && !state->isTerminal(); ++i) {
        state->legalActions(legal);
        state->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
    return state;
}

// The actions of a seeded random game from its start to its end.
std::vector<Action> randomGame(const GameDefinition &def, int players, std::uint64_t seed)
{
    auto state = def.newGame(players, seed);
    Rng rng(seed * 31 + 7);
    std::vector<Action> legal;
    std::vector<Action> played;
    while (!state->isTerminal() && state->plyCount() < 20000) {
        state->legalActions(legal);
        played.push_back(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        state->apply(played.back());
    }
    return played;
}

bool endsWithReward(const GameState &world, const Action &action, int seat, double reward)
{
    auto after = world.clone();
    after->apply(action);
    return after->isTerminal() && after->outcome().reward(seat) == reward;
}

// `action` wins for `seat` in `world` within `depth` more plies whatever the others do:
// the game ends with `seat` winning, or `seat` moves again and has such an action, or
// another seat moves and every answer leaves one.
bool winsIn(const GameState &world, const Action &action, int seat, int depth)
{
    auto after = world.clone();
    after->apply(action);
    if (after->isTerminal())
        return after->outcome().reward(seat) == 1.0;
    if (depth == 0)
        return false;
    const std::vector<Action> next = after->legalActions();
    const auto wins = [&](const Action &a) { return winsIn(*after, a, seat, depth - 1); };
    return after->currentPlayer() == seat ? std::any_of(next.begin(), next.end(), wins)
                                          : std::all_of(next.begin(), next.end(), wins);
}

// `action` loses for `seat` in `world`: the game ends at once and `seat` has not won, or
// the next seat to move (another one) can end it at once with `seat` losing.
bool losesIn(const GameState &world, const Action &action, int seat)
{
    auto after = world.clone();
    after->apply(action);
    if (after->isTerminal())
        return after->outcome().reward(seat) < 1.0;
    if (after->currentPlayer() == seat)
        return false;
    for (const Action &reply : after->legalActions()) {
        if (endsWithReward(*after, reply, seat, 0.0))
            return true;
    }
    return false;
}

// A position of a game in which the seat to move has an action that wins by force within a
// few plies and one that loses, in every determinization tried: what the search must tell
// apart.
struct DecisivePosition
{
    std::unique_ptr<GameState> state;
    std::vector<Action> winning;
    int losing = 0;
};

DecisivePosition findDecisivePosition(const GameDefinition &def, int players)
{
    std::vector<std::unique_ptr<GameState>> worlds;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        const std::vector<Action> game = randomGame(def, players, seed);
        // The last few decisions of the game, latest first.
        for (int back = 1; back <= 6 && back <= static_cast<int>(game.size()); ++back) {
            auto state = def.newGame(players, seed);
            for (std::size_t i = 0; i + static_cast<std::size_t>(back) < game.size(); ++i)
                state->apply(game[i]);
            const int seat = state->currentPlayer();
            const std::vector<Action> legal = state->legalActions();
            if (legal.size() < 2)
                continue;
            Rng sampler(seed ^ 0xabcdef);
            worlds.clear();
            for (int w = 0; w < kWorlds; ++w)
                worlds.push_back(state->resampleHidden(seat, sampler));
            DecisivePosition found;
            for (const Action &action : legal) {
                bool wins = true;
                bool loses = true;
                for (const auto &world : worlds) {
                    wins = wins && winsIn(*world, action, seat, kWinDepth);
                    loses = loses && losesIn(*world, action, seat);
                }
                if (wins)
                    found.winning.push_back(action);
                found.losing += loses ? 1 : 0;
            }
            if (!found.winning.empty() && found.losing > 0) {
                found.state = std::move(state);
                return found;
            }
        }
    }
    return {};
}

std::vector<std::string> gameIds()
{
    std::vector<std::string> ids;
    for (const auto &game : test::catalog().games())
        ids.push_back(game.id);
    return ids;
}

void addGameRows()
{
    QTest::addColumn<QString>("game");
    for (const std::string &id : gameIds())
        QTest::newRow(id.c_str()) << test::q(id);
}

} // namespace

class TestIsmcts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void specs()
    {
        auto agent = makeAgent("ismcts:iterations=300,ms=50,threads=2,c=0.4");
        QVERIFY(agent);
        QCOMPARE(agent->name(), std::string("ismcts"));
        const auto &settings = static_cast<IsmctsAgent *>(agent.get())->settings();
        QCOMPARE(settings.iterations, 300);
        QCOMPARE(settings.milliseconds, 50);
        QCOMPARE(settings.threads, 2);
        QCOMPARE(settings.exploration, 0.4);
        QVERIFY(makeAgent("ismcts"));
        std::string error;
        QVERIFY(!makeAgent("ismcts:iterations=0,ms=0", &error));
        QVERIFY(!makeAgent("ismcts:threads=0", &error));
        QVERIFY(!makeAgent("ismcts:c=much", &error));
        QVERIFY(!makeAgent("ismcts:width=3", &error));
        // Playouts cut after `depth` plies (the hint's forecast's person-like search).
        const auto cut = makeAgent("ismcts:iterations=32,depth=4");
        QVERIFY(cut);
        QCOMPARE(static_cast<IsmctsAgent *>(cut.get())->settings().depth, 4);
        QVERIFY(!makeAgent("montecarlo:iterations=5,depth=4", &error));
        QVERIFY(!makeAgent("montecarlo:threads=2", &error));
        QCOMPARE(
            splitAgentList("ismcts:iterations=5,threads=2,random,ismcts:c=1"),
            (std::vector<std::string>{"ismcts:iterations=5,threads=2", "random", "ismcts:c=1"}));
    }

    // Two states the seat to move cannot tell apart (the second is a determinization of the
    // first, so other hands, deck order and secrets differ) give the same decision and the
    // same root statistics, on one tree and on two.
    void neverReadsHiddenState_data() { addGameRows(); }
    void neverReadsHiddenState()
    {
        QFETCH(QString, game);
        auto def = test::definition(game.toStdString());
        QVERIFY(def);
        const int players = playersFor(*def);
        int compared = 0;
        int hiddenDiffered = 0;
        for (std::uint64_t g = 0; g < 4; ++g) {
            auto state = randomPosition(*def, players, 700 + g, static_cast<int>(3 + 9 * g));
            if (state->isTerminal())
                continue;
            const int seat = state->currentPlayer();
            Rng walk(g + 5);
            auto twin = state->resampleHidden(seat, walk);
            QVERIFY(twin->observation(seat) == state->observation(seat));
            hiddenDiffered +=
                twin->observation(kOmniscient) == state->observation(kOmniscient) ? 0 : 1;
            for (int threads : {1, 2}) {
                IsmctsAgent a(iterationsOn(120, threads));
                IsmctsAgent b(iterationsOn(120, threads));
                Rng ra(9), rb(9);
                const Action fromReal = a.chooseAction(PlayerView(*state), ra);
                const Action fromTwin = b.chooseAction(PlayerView(*twin), rb);
                QCOMPARE(state->actionToString(fromReal), twin->actionToString(fromTwin));
                QVERIFY(a.lastRootStatistics() == b.lastRootStatistics());
                QCOMPARE(a.lastIterations(), 120);
                ++compared;
            }
        }
        QVERIFY(compared > 0);
        // In a game with hidden information the twins did differ in what was hidden, so the
        // equalities above say something.
        if (game != QLatin1String("garden"))
            QVERIFY(hiddenDiffered > 0);
    }

    // Near the end of a game, with an action that wins at once and one that loses, a modest
    // search plays a winning one.
    void findsForcedWins_data() { addGameRows(); }
    void findsForcedWins()
    {
        QFETCH(QString, game);
        auto def = test::definition(game.toStdString());
        QVERIFY(def);
        const DecisivePosition position = findDecisivePosition(*def, playersFor(*def));
        QVERIFY2(position.state, "no position with a winning and a losing action found");
        QVERIFY(position.losing > 0);
        const auto legal = position.state->legalActions();
        QVERIFY(position.winning.size() < legal.size());
        for (int threads : {1, 2}) {
            IsmctsAgent agent(iterationsOn(600, threads));
            for (std::uint64_t seed : {1u, 2u, 3u}) {
                Rng rng(seed);
                const Action chosen = agent.chooseAction(PlayerView(*position.state), rng);
                QVERIFY2(std::find(position.winning.begin(), position.winning.end(), chosen) !=
                             position.winning.end(),
                         (position.state->actionToString(chosen) + " does not win").c_str());
            }
        }
    }

    // Same seed and iteration budget: same action and same statistics, on one thread or two.
    void deterministicForASeed_data() { addGameRows(); }
    void deterministicForASeed()
    {
        QFETCH(QString, game);
        auto def = test::definition(game.toStdString());
        QVERIFY(def);
        auto state = randomPosition(*def, playersFor(*def), 42, 12);
        QVERIFY(!state->isTerminal());
        for (int threads : {1, 2}) {
            IsmctsAgent first(iterationsOn(300, threads));
            IsmctsAgent second(iterationsOn(300, threads));
            Rng r1(77), r2(77);
            const Action a = first.chooseAction(PlayerView(*state), r1);
            // The same agent again: its reused trees start afresh.
            Rng r3(77);
            first.chooseAction(PlayerView(*state), r3);
            const Action b = second.chooseAction(PlayerView(*state), r2);
            QVERIFY(a == b);
            QVERIFY(first.lastRootStatistics() == second.lastRootStatistics());
            QVERIFY(r1 == r2);
            int visits = 0;
            for (const auto &statistic : first.lastRootStatistics())
                visits += statistic.visits;
            QCOMPARE(visits, 300);
            // What a hint gives as its reason: the chosen action's mean reward and visits.
            const auto legal = state->legalActions();
            const auto chosen =
                static_cast<std::size_t>(std::find(legal.begin(), legal.end(), b) - legal.begin());
            const auto estimate = second.lastEstimate();
            QVERIFY(estimate.has_value());
            const auto &root = second.lastRootStatistics()[chosen];
            QCOMPARE(estimate->playouts, root.visits);
            QCOMPARE(estimate->value, root.reward / root.visits);
        }
    }

    // A stop flag raised from another thread ends even a huge search promptly.
    void stopFlagEndsTheSearch_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("one tree") << 1;
        QTest::newRow("two trees") << 2;
    }
    void stopFlagEndsTheSearch()
    {
        QFETCH(int, threads);
        auto def = test::definition("shikoku");
        auto state = def->newGame(5, 3);
        IsmctsAgent agent(iterationsOn(100000000, threads));
        std::atomic<bool> stop{false};
        agent.setStopFlag(&stop);
        std::atomic<std::int64_t> raisedAtNs{0};
        std::thread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            raisedAtNs = std::chrono::steady_clock::now().time_since_epoch().count();
            stop = true;
        });
        Rng rng(1);
        const Action chosen = agent.chooseAction(PlayerView(*state), rng);
        const auto returnedAtNs = std::chrono::steady_clock::now().time_since_epoch().count();
        stopper.join();
        const auto lateMs = (returnedAtNs - raisedAtNs.load()) / 1000000;
        QVERIFY2(lateMs < 100, qPrintable(QStringLiteral("returned %1 ms late").arg(lateMs)));
        QVERIFY(state->isLegal(chosen));
        QVERIFY(agent.lastIterations() > 0);
    }

    void timeBudgetIsRespected()
    {
        auto def = test::definition("tokaido_duo");
        auto state = def->newGame(2, 3);
        IsmctsAgent::Settings settings;
        settings.iterations = 0;
        settings.milliseconds = 100;
        settings.threads = 2;
        IsmctsAgent agent(settings);
        Rng rng(1);
        const auto start = std::chrono::steady_clock::now();
        agent.chooseAction(PlayerView(*state), rng);
        const auto elapsed = std::chrono::steady_clock::now() - start;
        QVERIFY(elapsed >= std::chrono::milliseconds(100));
        QVERIFY(elapsed < std::chrono::milliseconds(1000));
        QVERIFY(agent.lastIterations() > 0);
    }

    // Over seeded random positions of every game at its smallest and largest table (and
    // Tokaido Duo against its Automa), the choice is one of the legal actions.
    void alwaysLegal_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("automa");
        for (const auto &game : test::catalog().games()) {
            QVERIFY(game.definition);
            const auto &info = game.definition->info();
            for (int players = info.minPlayers; players <= info.maxPlayers;
                 players += std::max(1, info.maxPlayers - info.minPlayers))
                QTest::newRow((game.id + " " + std::to_string(players) + "p").c_str())
                    << test::q(game.id) << players << false;
            if (game.definition->rulesSeatLevels() > 0)
                QTest::newRow((game.id + " automa").c_str())
                    << test::q(game.id) << info.maxPlayers << true;
        }
    }
    void alwaysLegal()
    {
        QFETCH(QString, game);
        QFETCH(int, players);
        QFETCH(bool, automa);
        auto def = test::definition(game.toStdString());
        QVERIFY(def);
        if (automa) {
            std::string error;
            def = definitionForSeats(def, {"ismcts", "automa"}, &error);
            QVERIFY2(def, error.c_str());
        }
        Rng walk(players);
        int decided = 0;
        for (std::uint64_t g = 0; g < 5; ++g) {
            auto state = randomPosition(*def, players, 900 + g, static_cast<int>(walk.below(120)));
            if (state->isTerminal())
                continue;
            IsmctsAgent agent(iterationsOn(80, 1 + static_cast<int>(g % 2)));
            Rng rng(g);
            const Action chosen = agent.chooseAction(PlayerView(*state), rng);
            QVERIFY2(state->isLegal(chosen), state->actionToString(chosen).c_str());
            ++decided;
        }
        QVERIFY(decided > 0);
    }

    // The playouts go through the rollout policy the agent was given, once per iteration
    // that leaves the tree (all of them here: no iteration reaches the end inside it).
    void usesItsRolloutPolicy()
    {
        struct CountingRollout final : RolloutPolicy
        {
            mutable std::atomic<int> playouts{0};
            int playout(GameState &state, Rng &rng, std::vector<Action> &scratch,
                        int maxPlies) const override
            {
                ++playouts;
                return randomPlayout(state, rng, scratch, maxPlies);
            }
        };
        auto def = test::definition("tokaido_duo");
        QVERIFY(def);
        auto state = def->newGame(2, 8);
        const auto rollout = std::make_shared<CountingRollout>();
        IsmctsAgent agent(iterationsOn(200, 2), rollout);
        Rng rng(3);
        agent.chooseAction(PlayerView(*state), rng);
        QCOMPARE(rollout->playouts.load(), 200);
    }

    // The garden, 20 seeded games with the seats alternated: a small search beats uniformly
    // random play in at least 80% of them.
    void beatsRandomInTheGarden()
    {
        auto def = test::definition("garden");
        QVERIFY(def);
        IsmctsAgent search(iterationsOn(150, 1));
        RandomAgent random;
        std::vector<Action> scratch;
        int wins = 0;
        constexpr int kGames = 20;
        for (int g = 0; g < kGames; ++g) {
            const int searchSeat = g % 2;
            auto state = def->newGame(2, Rng::derive(2024, static_cast<std::uint64_t>(g)));
            Rng rng(Rng::derive(99, static_cast<std::uint64_t>(g)));
            while (!state->isTerminal()) {
                Agent &mover = state->currentPlayer() == searchSeat ? static_cast<Agent &>(search)
                                                                    : static_cast<Agent &>(random);
                PlayerView view(*state, std::move(scratch));
                const Action action = mover.chooseAction(view, rng);
                scratch = view.releaseActions();
                state->apply(action);
            }
            wins += state->outcome().isWinner(searchSeat) ? 1 : 0;
        }
        QVERIFY2(wins * 5 >= kGames * 4,
                 qPrintable(QStringLiteral("won %1 of %2").arg(wins).arg(kGames)));
    }
};

QTEST_GUILESS_MAIN(TestIsmcts)
#include "tst_ismcts.moc"
