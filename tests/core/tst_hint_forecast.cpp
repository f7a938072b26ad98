// SPDX-License-Identifier: GPL-3.0-or-later
// The hint's forecast (issue 31, point 6): "this move wins about 62 % of games from here" must
// be true. For positions of real games, the forecast (forecastWins: games played on from
// states drawn from the person's own observation) is compared with what happens when the real
// game — its true hidden cards and dice — is played on from there with the same players: the
// person's seat like a person (here the easy computer: this checks the forecast's mechanics
// over many games; forecastMatchesHintPlay checks the person-like search (personLikeSpec) against
// hint-only games), the others by what really plays them.
#include "ai/agent_factory.h"
#include "ai/hint.h"
#include "test_support.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <numeric>

using namespace kotatsu;
using kotatsu::test::fromEnvironment;

namespace {

// The person of the mechanics tests: cheap enough for thousands of games.
constexpr const char *kCheapPerson = "heuristic";

struct Position
{
    double forecast = 0.0; // forecastWins' share
    double observed = 0.0; // the share won when the real game went on
};

} // namespace

class TstHintForecast : public QObject
{
    Q_OBJECT

    // forecastMatchesHintPlay's sums over its rows.
    struct
    {
        int games = 0;
        double won = 0, expected = 0, variance = 0;
    } m_overall;

private Q_SLOTS:
    // For `positions` positions (one from each of as many deals, at a person's turn drawn at
    // random along a game played by the same players), a random legal move of the person: its
    // forecast from `games` games, and `continuations` real continuations. Positions sorted by
    // forecast fall in two halves; in each half the mean forecast is within 0.12 of the share
    // actually won, and the half forecast to do better did better by at least 0.2. A constant
    // forecast fails the last check; a forecast for the wrong seat (or one that peeks, or
    // plays the opponents differently from the real game) fails the first. 50 games a
    // forecast (KOTATSU_FORECAST_GAMES; 100 until December 2026): its sampling error, at most
    // 0.07 a position, is about 0.016 on a half's mean, well inside 0.12; the 5 continuations
    // are the noise here. (Hyano's upper half runs high by 0.10-0.12 at 100, 50 and 30 games,
    // perhaps because the redrawn hands ignore what the computers' plays told about them.)
    void forecastIsCalibrated_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("seats"); // "" the person (seat 0)
        QTest::newRow("tokaido_duo vs Gentle Automa")
            << "tokaido_duo" << QStringList{QString(), QStringLiteral("automa:level=1")};
        QTest::newRow("hyano, 3 players, vs easy computers")
            << "hyano"
            << QStringList{QString(), QStringLiteral("heuristic"), QStringLiteral("heuristic")};
    }
    void forecastIsCalibrated()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, seats);
        std::vector<std::string> specs;
        for (const QString &seat : seats)
            specs.push_back(seat.toStdString());
        const int players = static_cast<int>(specs.size());
        const auto definition = definitionForSeats(test::definition(game.toStdString()), specs);
        QVERIFY(definition);
        const int count = static_cast<int>(fromEnvironment("KOTATSU_FORECAST_POSITIONS", 40));
        const int continuations = 5;
        ForecastSettings settings;
        settings.seats = specs;
        settings.games = static_cast<int>(fromEnvironment("KOTATSU_FORECAST_GAMES", 50));
        settings.person = kCheapPerson;
        const int person = 0;
        std::vector<Position> positions;
        double seconds = 0;
        for (int i = 0; i < count; ++i) {
            const std::uint64_t seed = Rng::derive(31, static_cast<std::uint64_t>(i));
            Rng rng(Rng::derive(seed, 1));
            // A position: the person's turn, drawn at random along a game by these players.
            auto state = definition->newGame(players, seed);
            std::vector<std::unique_ptr<GameState>> turns;
            {
                auto played = state->clone();
                std::vector<std::unique_ptr<Agent>> agents;
                for (int seat = 0; seat < players; ++seat)
                    agents.push_back(
                        specs[static_cast<std::size_t>(seat)].empty()
                            ? makeAgent(kCheapPerson)
                            : (rulesLevelOfSpec(specs[static_cast<std::size_t>(seat)])
                                   ? nullptr
                                   : makeAgent(specs[static_cast<std::size_t>(seat)])));
                while (!played->isTerminal()) {
                    const int seat = played->currentPlayer();
                    if (seat == person && played->legalActions().size() > 1)
                        turns.push_back(played->clone());
                    played->apply(agents[static_cast<std::size_t>(seat)]->chooseAction(
                        PlayerView(*played), rng));
                }
            }
            QVERIFY(!turns.empty());
            const GameState &at = *turns[rng.below(static_cast<std::uint32_t>(turns.size()))];
            const auto legal = at.legalActions();
            const Action action = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];

            Position position;
            const auto start = std::chrono::steady_clock::now();
            const Forecast forecast = forecastWins(at, action, Rng::derive(seed, 2), settings);
            seconds +=
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            QCOMPARE(forecast.games, settings.games);
            position.forecast = forecast.winShare;
            // The real game goes on: its true hidden cards, deck order and dice.
            for (int k = 0; k < continuations; ++k) {
                auto real = at.clone();
                real->apply(action);
                Rng again(Rng::derive(seed, 100 + static_cast<std::uint64_t>(k)));
                position.observed +=
                    playOn(*real, person, specs, again, nullptr, kCheapPerson) / continuations;
            }
            positions.push_back(position);
        }
        std::stable_sort(
            positions.begin(), positions.end(),
            [](const Position &a, const Position &b) { return a.forecast < b.forecast; });
        auto mean = [](auto begin, auto end, double Position::*field) {
            double sum = 0;
            for (auto it = begin; it != end; ++it)
                sum += (*it).*field;
            return sum / static_cast<double>(end - begin);
        };
        const auto middle = positions.begin() + count / 2;
        const double lowForecast = mean(positions.begin(), middle, &Position::forecast);
        const double lowObserved = mean(positions.begin(), middle, &Position::observed);
        const double highForecast = mean(middle, positions.end(), &Position::forecast);
        const double highObserved = mean(middle, positions.end(), &Position::observed);
        double error = 0;
        for (const Position &p : positions)
            error += std::abs(p.forecast - p.observed) / count;
        qInfo("%s: forecast %.2f / won %.2f (lower half), forecast %.2f / won %.2f (upper "
              "half); mean |forecast - won| per position %.2f; %.0f ms a forecast of %d games",
              qPrintable(game), lowForecast, lowObserved, highForecast, highObserved, error,
              1000 * seconds / count, settings.games);
        QVERIFY2(std::abs(lowForecast - lowObserved) < 0.12,
                 qPrintable(QStringLiteral("lower half: forecast %1, won %2")
                                .arg(lowForecast)
                                .arg(lowObserved)));
        QVERIFY2(std::abs(highForecast - highObserved) < 0.12,
                 qPrintable(QStringLiteral("upper half: forecast %1, won %2")
                                .arg(highForecast)
                                .arg(highObserved)));
        QVERIFY2(highObserved - lowObserved >= 0.2,
                 qPrintable(QStringLiteral("the forecast does not tell positions apart: %1 vs %2")
                                .arg(lowObserved)
                                .arg(highObserved)));
    }

    // Issue 31, point 6: the sentence "if you keep following the hints, this move wins about
    // 62 % of games from here" is about a person who plays the hint from here on. Each row
    // plays `deals` games against its opponent; in each, a position at one of the person's
    // choices, drawn at random along a game played cheaply (the person's seat and any computer
    // by the easy computer, the Automa by the rules), then there the hint (findHint at the
    // budget `iterations`), its forecast (forecastWins, the code findHint's forecast runs,
    // `KOTATSU_FORECAST_GAMES` games, 10 by default, from the position's own view), and the
    // real game played on from there hint-only: the hinted seat plays findHint's move at every
    // turn, the others are the row's opponent. (Drawn along the whole game rather than at its
    // start, the positions cover the sentence's every "from here", and a game costs half as
    // much.)
    //
    // The check is a calibration test: if the forecast f_i is true, game i is won with
    // probability f_i, so the number of games won, W, has mean Σ f_i and variance Σ f_i(1-f_i)
    // (plus the forecast's own sampling variance, Σ f_i(1-f_i)/G). The test fails when W is
    // more than 2.58 standard deviations from Σ f_i (a 1 % false-alarm rate for a true
    // forecast, by the normal approximation): in each row, and over all the rows together
    // (forecastMatchesHintPlayOverall; a bias common to the levels shows there first). Each
    // f_i(1-f_i) is counted as at least 0.05·0.95: the forecast does not claim certainty, and
    // one lost game of twenty forecast at 99 % must not fail it. With the person played like
    // the easy computer (the forecast before issue 31) the Steady and Relentless rows forecast
    // 0-6 % for games the hint wins: z > 4.
    //
    // Default: Tokaido Duo against each level — the Gentle, Steady and Relentless Automa and
    // the Easy and Normal computer — `deals` games each (KOTATSU_FORECAST_DEALS overrides it);
    // KOTATSU_FORECAST_ALL=1 adds the Easy and Normal computer of every other game (minutes).
    void forecastMatchesHintPlay_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        QTest::addColumn<QString>("opponent");
        QTest::addColumn<int>("iterations"); // the hint's
        QTest::addColumn<int>("deals");
        const auto tokaido = test::definition("tokaido_duo");
        for (int level = 1; level <= 3; ++level)
            QTest::newRow(qPrintable(QStringLiteral("tokaido_duo vs Automa %1").arg(level)))
                << "tokaido_duo" << 2 << QStringLiteral("automa:level=%1").arg(level) << 500
                << (level == 1 ? 4 : 6); // Gentle: most forecasts are 100 %, and true
        QTest::newRow("tokaido_duo vs easy")
            << "tokaido_duo" << 2 << QString::fromStdString(agentSpecForLevel(*tokaido, "easy"))
            << 500 << 6;
        QTest::newRow("tokaido_duo vs normal")
            << "tokaido_duo" << 2 << QString::fromStdString(agentSpecForLevel(*tokaido, "normal"))
            << 1000 << 3;
        if (qEnvironmentVariableIsEmpty("KOTATSU_FORECAST_ALL"))
            return;
        struct Game
        {
            const char *id;
            int players;
            int iterations;
        };
        for (const Game g :
             {Game{"garden", 2, 4000}, Game{"hyano", 2, 2000}, Game{"shikoku", 3, 2000}}) {
            const auto definition = test::definition(g.id);
            for (const char *level : {"easy", "normal"})
                QTest::newRow(qPrintable(QStringLiteral("%1 vs %2").arg(g.id, level)))
                    << g.id << g.players
                    << QString::fromStdString(agentSpecForLevel(*definition, level)) << g.iterations
                    << 8;
        }
    }
    void forecastMatchesHintPlay()
    {
        QFETCH(QString, game);
        QFETCH(int, players);
        QFETCH(QString, opponent);
        QFETCH(int, iterations);
        QFETCH(int, deals);
        deals = static_cast<int>(fromEnvironment("KOTATSU_FORECAST_DEALS", deals));
        // By hand, KOTATSU_FORECAST_HINT_ITERATIONS=8000: the hint-only games played at the
        // app's strength (its hint searches about 8,000 iterations in Tokaido Duo), to measure
        // how cautious the forecast's smaller person is against a stronger hint.
        iterations =
            static_cast<int>(fromEnvironment("KOTATSU_FORECAST_HINT_ITERATIONS", iterations));
        // 3 by default since the person is the hint's own search (December 2026: some hundred
        // times the old person's cost a game); the rows have half their games of before too.
        // At this size the test catches a gross bias only (the easy computer as the person, z
        // above 4 at 40 games a row); the calibration figures of docs/ai.md come from
        // KOTATSU_FORECAST_DEALS=40 by hand.
        const int forecastGames = static_cast<int>(fromEnvironment("KOTATSU_FORECAST_GAMES", 3));
        const std::clock_t cpuStart = std::clock();
        double won = 0, expected = 0, variance = 0;
        QStringList lines;
        for (int deal = 0; deal < deals; ++deal) {
            const int seat = deal % players;
            const std::uint64_t seed = Rng::derive(3106, static_cast<std::uint64_t>(deal));
            std::vector<std::string> specs(static_cast<std::size_t>(players),
                                           opponent.toStdString());
            specs[static_cast<std::size_t>(seat)] = std::string(); // the person
            const auto definition = definitionForSeats(test::definition(game.toStdString()), specs);
            QVERIFY(definition);
            Rng rng(Rng::derive(seed, 7));
            // The position: one of the person's choices along a game played cheaply.
            std::unique_ptr<GameState> state;
            {
                auto played = definition->newGame(players, seed);
                auto cheap = makeAgent(kCheapPerson);
                std::vector<std::unique_ptr<GameState>> turns;
                while (!played->isTerminal()) {
                    if (played->currentPlayer() == seat && played->legalActions().size() > 1)
                        turns.push_back(played->clone());
                    played->apply(cheap->chooseAction(PlayerView(*played), rng));
                }
                QVERIFY(!turns.empty());
                state = std::move(turns[rng.below(static_cast<std::uint32_t>(turns.size()))]);
            }
            const int from = state->plyCount();
            std::vector<std::unique_ptr<Agent>> agents;
            for (const std::string &spec : specs)
                agents.push_back(spec.empty() || rulesLevelOfSpec(spec) ? nullptr
                                                                        : makeAgent(spec));
            HintOptions options;
            options.iterations = iterations;
            double forecast = -1;
            for (int plies = 0; !state->isTerminal() && plies < 5000; ++plies) {
                const int mover = state->currentPlayer();
                Action action;
                if (mover == seat) {
                    action = findHint(*state, Rng::derive(seed, static_cast<std::uint64_t>(plies)),
                                      options)
                                 .action;
                    if (forecast < 0) {
                        ForecastSettings settings;
                        settings.seats = specs;
                        settings.games = forecastGames;
                        // By hand, KOTATSU_FORECAST_PERSON=heuristic: the person of the
                        // forecast before issue 31, which this test must catch.
                        if (const QByteArray person = qgetenv("KOTATSU_FORECAST_PERSON");
                            !person.isEmpty())
                            settings.person = person.toStdString();
                        forecast = forecastWins(*state, action, Rng::derive(seed, 0xF0), settings)
                                       .winShare;
                    }
                } else {
                    action = agents[static_cast<std::size_t>(mover)]->chooseAction(
                        PlayerView(*state), rng);
                }
                QVERIFY(state->tryApply(action));
            }
            QVERIFY(state->isTerminal());
            QVERIFY(forecast >= 0);
            const double result = state->outcome().reward(seat);
            const double spread = std::max(forecast * (1 - forecast), 0.05 * 0.95);
            won += result;
            expected += forecast;
            variance += spread * (1.0 + 1.0 / forecastGames);
            lines << QStringLiteral("seat %1 from ply %2: forecast %3, result %4")
                         .arg(seat)
                         .arg(from)
                         .arg(forecast, 0, 'f', 2)
                         .arg(result);
        }
        m_overall.won += won;
        m_overall.expected += expected;
        m_overall.variance += variance;
        m_overall.games += deals;
        const double z = (won - expected) / std::sqrt(variance);
        qInfo("%s vs %s: %d hint-only games won %.1f, forecast %.2f (z = %.2f), %.1f s CPU: %s",
              qPrintable(game), qPrintable(opponent), deals, won, expected, z,
              static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC,
              qPrintable(lines.join(QStringLiteral("; "))));
        QVERIFY2(std::abs(z) <= 2.58,
                 qPrintable(QStringLiteral("won %1 of %2 hint-only games, forecast %3 (z = %4)")
                                .arg(won)
                                .arg(deals)
                                .arg(expected)
                                .arg(z)));
    }
    // forecastMatchesHintPlay's rows together: the same z-test over all their games.
    void forecastMatchesHintPlayOverall()
    {
        if (m_overall.games == 0)
            QSKIP("no row of forecastMatchesHintPlay was played");
        const double z = (m_overall.won - m_overall.expected) / std::sqrt(m_overall.variance);
        qInfo("all levels: %d hint-only games won %.1f, forecast %.2f (z = %.2f)", m_overall.games,
              m_overall.won, m_overall.expected, z);
        QVERIFY2(std::abs(z) <= 2.58,
                 qPrintable(QStringLiteral("won %1 of %2 hint-only games, forecast %3 (z = %4)")
                                .arg(m_overall.won)
                                .arg(m_overall.games)
                                .arg(m_overall.expected)
                                .arg(z)));
    }

    // The bar never claims more precision than the games give: below kForecastFineGames games
    // the share is rounded to 10 %, then to 5 %.
    void shownPercentIsRoundedToTheSample()
    {
        QCOMPARE(shownForecastPercent(0.62, 30), 60);
        QCOMPARE(shownForecastPercent(0.66, 30), 70);
        QCOMPARE(shownForecastPercent(0.62, 200), 60);
        QCOMPARE(shownForecastPercent(0.63, 200), 65);
        QCOMPARE(shownForecastPercent(0.97, 200), 95);
        QCOMPARE(shownForecastPercent(0.98, 200), 100);
        QCOMPARE(shownForecastPercent(0.04, 40), 0);
    }

    // By hand (KOTATSU_HINT_TIMING=1): how long the app's hint takes (AiRunner::startHint's
    // options) at a few positions of each game: its search alone, then search and forecast.
    void hintTiming()
    {
        if (qEnvironmentVariableIsEmpty("KOTATSU_HINT_TIMING"))
            QSKIP("a measurement, by hand: KOTATSU_HINT_TIMING=1");
        struct Table
        {
            const char *game;
            std::vector<std::string> seats;
        };
        // Each game at its fewest and most players, against the normal level (the level whose
        // forecast was missing: its real search cannot be played out in time), and Tokaido
        // Duo against the Steady and Relentless Automa.
        std::vector<Table> tables = {{"tokaido_duo", {"", "automa:level=2"}},
                                     {"tokaido_duo", {"", "automa:level=3"}}};
        for (const auto &[game, counts] : std::vector<std::pair<const char *, std::vector<int>>>{
                 {"tokaido_duo", {2}}, {"garden", {2}}, {"hyano", {2, 5}}, {"shikoku", {3, 8}}}) {
            const std::string normal = agentSpecForLevel(*test::definition(game), "normal");
            for (int players : counts) {
                std::vector<std::string> seats(static_cast<std::size_t>(players), normal);
                seats[0] = std::string();
                tables.push_back({game, seats});
            }
        }
        for (const Table &table : tables) {
            const auto definition = definitionForSeats(test::definition(table.game), table.seats);
            const int players = static_cast<int>(table.seats.size());
            for (int plies : {0, 20, 60}) {
                auto state = definition->newGame(players, 4);
                Rng rng(8);
                auto person = makeAgent(kCheapPerson);
                while (!state->isTerminal() && state->plyCount() < plies)
                    state->apply(person->chooseAction(PlayerView(*state), rng));
                if (state->isTerminal())
                    continue;
                using Clock = std::chrono::steady_clock;
                auto ms = [](Clock::time_point from, Clock::time_point to) {
                    return std::chrono::duration<double, std::milli>(to - from).count();
                };
                // The hint shows when its search is done; then the forecast's games, one
                // batch of the app's (kAppForecastBatch) timed.
                const HintOptions options = appHintOptions(table.seats);
                const auto before = Clock::now();
                const Hint hint = searchHint(*state, 1, options);
                const auto shown = Clock::now();
                ForecastRun run(*state, hint.action, forecastSeed(1), appForecastSettings(options));
                const std::clock_t cpu = std::clock();
                const Forecast forecast = run.more(kAppForecastBatch);
                const double cpuPerGame = static_cast<double>(std::clock() - cpu) / CLOCKS_PER_SEC /
                                          std::max(1, forecast.games);
                qInfo("%s, %d players, %s, ply %d: the hint shows after %.0f ms; a forecast game "
                      "%.0f ms of CPU (%d games, %.0f %%)",
                      table.game, players, table.seats[1].c_str(), state->plyCount(),
                      ms(before, shown), 1000 * cpuPerGame, forecast.games,
                      100 * forecast.winShare);
                Q_UNUSED(ms(shown, Clock::now()));
            }
        }
    }

    // The forecast is the person's: it is the same whichever of two hidden-state draws the
    // real game holds (it reads only the person's observation: Hyano's hands, the deck).
    void forecastReadsOnlyThePersonsView()
    {
        const std::vector<std::string> specs = {"heuristic", "", "heuristic"};
        const auto definition = test::definition("hyano");
        auto state = definition->newGame(3, 77);
        Rng rng(5);
        auto player = makeAgent(kCheapPerson);
        while (!state->isTerminal() && (state->plyCount() < 10 || state->currentPlayer() != 1))
            state->apply(player->chooseAction(PlayerView(*state), rng));
        QVERIFY(!state->isTerminal());
        ForecastSettings settings;
        settings.seats = specs;
        settings.person = kCheapPerson;
        settings.games = 60;
        const Action action = state->legalActions().front();
        const Forecast a = forecastWins(*state, action, 9, settings);
        QCOMPARE(a.games, 60);
        // Games that end both ways (else a forecast that peeked could not be told apart).
        QVERIFY2(a.winShare > 0.05 && a.winShare < 0.95, qPrintable(QString::number(a.winShare)));
        // Another state the person cannot tell from this one (its hidden parts redrawn).
        Rng other(123);
        const auto twin = state->resampleHidden(1, other);
        QCOMPARE(forecastWins(*twin, action, 9, settings).winShare, a.winShare);
    }

    // The forecast's person plays as the hint plays (issue 31): the person-like search is the
    // hint's own search (HintAgent: searchHint at a sixteenth of the strong level's budget),
    // and at every move it plays what searchHint hints there. (Until December 2026 it was a
    // different search, "ismcts:iterations=32,depth=4": this fails on that.)
    void forecastPersonPlaysTheHint()
    {
        const auto definition = test::definition("tokaido_duo");
        QCOMPARE(personLikeSpec(*definition), std::string("hint:iterations=500"));
        QCOMPARE(personLikeSpec(*test::definition("hyano")), std::string("hint:iterations=1000"));
        auto agent = makeAgent(personLikeSpec(*definition));
        QVERIFY(agent);
        QCOMPARE(agent->name(), std::string("hint"));
        // The same move as the hint's search at that budget, at a few positions.
        auto small = makeAgent("hint:iterations=60");
        auto state = definition->newGame(2, 21);
        Rng play(4);
        auto cheap = makeAgent(kCheapPerson);
        int compared = 0;
        while (!state->isTerminal() && compared < 4) {
            if (state->legalActions().size() > 1 && state->plyCount() % 7 == 0) {
                Rng rng(Rng::derive(99, static_cast<std::uint64_t>(compared)));
                Rng copy = rng;
                const Action chosen = small->chooseAction(PlayerView(*state), rng);
                HintOptions options;
                options.iterations = 60;
                options.threads = 1;
                QCOMPARE(chosen, searchHint(*state, copy.next(), options).action);
                ++compared;
            }
            state->apply(cheap->chooseAction(PlayerView(*state), play));
        }
        QCOMPARE(compared, 4);
    }

    // The app's forecast goes on while the person thinks: ForecastRun plays more games at each
    // call and keeps the ones before, game for game the games forecastWins plays at once.
    void forecastRunGoesOn()
    {
        const std::vector<std::string> specs = {"heuristic", ""};
        const auto definition = test::definition("hyano");
        auto state = definition->newGame(2, 5);
        Rng rng(3);
        auto player = makeAgent(kCheapPerson);
        while (!state->isTerminal() && (state->plyCount() < 6 || state->currentPlayer() != 1))
            state->apply(player->chooseAction(PlayerView(*state), rng));
        QVERIFY(!state->isTerminal());
        ForecastSettings settings;
        settings.seats = specs;
        settings.person = kCheapPerson;
        settings.threads = 1;
        const Action action = state->legalActions().front();
        ForecastRun run(*state, action, 17, settings);
        QCOMPARE(run.total().games, 0);
        QCOMPARE(run.more(8).games, 8);
        const Forecast total = run.more(12);
        QCOMPARE(total.games, 20);
        settings.games = 20;
        settings.threads = 2;
        const Forecast once = forecastWins(*state, action, 17, settings);
        QCOMPARE(once.games, 20);
        QCOMPARE(total.winShare, once.winShare);
        // Stopped: no game is counted half played, and the total stays.
        std::atomic<bool> stop{true};
        QCOMPARE(run.more(10, &stop).games, 20);
    }

    // The range the bar gives beside the share: Wilson's 95 % interval, never a certainty.
    void forecastRangeIsWilsons()
    {
        PercentRange range = forecastRangePercent(0.5, 20);
        QCOMPARE(range.low, 29);
        QCOMPARE(range.high, 71);
        range = forecastRangePercent(1.0, 20);
        QCOMPARE(range.low, 83);
        QCOMPARE(range.high, 100);
        range = forecastRangePercent(0.0, 400);
        QCOMPARE(range.low, 0);
        QCOMPARE(range.high, 1);
        range = forecastRangePercent(0.62, 400);
        QVERIFY(range.low >= 57 && range.high <= 67);
    }

    // findHint gives the forecast when it is told who plays the seats, within its time.
    void findHintForecasts()
    {
        const std::vector<std::string> specs = {"", "automa:level=2"};
        const auto definition = definitionForSeats(test::definition("tokaido_duo"), specs);
        auto state = definition->newGame(2, 11);
        HintOptions options;
        options.iterations = 500;
        options.seats = specs;
        options.forecastGames = 80;
        options.forecastPerson = kCheapPerson; // the mechanics; the person is tested apart
        Hint hint = findHint(*state, 3, options);
        QCOMPARE(hint.forecastGames, 80);
        QVERIFY(hint.forecast > 0.0 && hint.forecast < 1.0);
        options.forecastGames = 10; // too few to say anything: no forecast
        hint = findHint(*state, 3, options);
        QCOMPARE(hint.forecastGames, 0);
        options.seats.clear(); // nobody said who plays: no forecast
        options.forecastGames = 200;
        hint = findHint(*state, 3, options);
        QCOMPARE(hint.forecastGames, 0);
    }
};

QTEST_GUILESS_MAIN(TstHintForecast)
#include "tst_hint_forecast.moc"
