// SPDX-License-Identifier: GPL-3.0-or-later
// The hint (issue 31, point 6): its reason is a true and informative sentence, and following it
// wins. A hint-only game: one seat always plays findHint()'s move — what the app's hint bar
// offers (GameSession::requestHint calls findHint on the AI runner's thread) — against a
// computer level or the Automa at the other seats.
#include "ai/agent_factory.h"
#include "ai/hint.h"
#include "test_support.h"

#include <cmath>

using namespace kotatsu;
using kotatsu::test::fromEnvironment;

namespace {

struct HintGame
{
    double result = 0;       // the hinted seat's: 1 a win, ½ a draw, 0 a loss
    std::vector<Hint> hints; // every hint of the game, in order
    std::vector<int> rounds; // the round each was given in (0 when the game has none)
    std::string text;        // the final scores, for failure messages
};

// Plays one game of `game` where `hinted` always plays the hint (`hintIterations`: the search's
// budget, 0 the strong level's) and the other seats are `opponent` (an agent spec, or
// "automa:level=N").
HintGame playHintGame(const std::string &game, int players, const std::string &opponent, int hinted,
                      std::uint64_t seed, int hintIterations)
{
    std::vector<std::string> specs(static_cast<std::size_t>(players), opponent);
    specs[static_cast<std::size_t>(hinted)] = "random"; // a placeholder: the hint plays it
    auto definition = definitionForSeats(test::definition(game), specs);
    auto agents = makeSeatAgents(specs);
    auto state = definition->newGame(players, seed);
    Rng rng(Rng::derive(seed, 0xA6E27));
    HintGame out;
    HintOptions options;
    options.iterations = hintIterations;
    options.margin = fromEnvironment("KOTATSU_HINT_MARGIN", -1.0);
    int plies = 0;
    while (!state->isTerminal() && plies++ < 5000) {
        const int seat = state->currentPlayer();
        Action action;
        if (seat == hinted) {
            Hint hint =
                findHint(*state, Rng::derive(seed, static_cast<std::uint64_t>(plies)), options);
            action = hint.action;
            out.rounds.push_back(static_cast<int>(state->observation(seat).get("round").asInt(0)));
            out.hints.push_back(hint);
        } else {
            action = agents[static_cast<std::size_t>(seat)]->chooseAction(PlayerView(*state), rng);
        }
        if (!state->tryApply(action)) {
            QTest::qFail("an illegal move", __FILE__, __LINE__);
            return out;
        }
    }
    const Outcome outcome = state->outcome();
    out.result = outcome.reward(hinted);
    for (double score : outcome.scores)
        out.text += std::to_string(static_cast<int>(score)) + " ";
    return out;
}

// The percentage the hint bar shows for a win-share reason.
int shownPercent(const Hint &hint)
{
    return static_cast<int>(std::lround(hint.winShare * 100));
}

} // namespace

class TstHint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The player's tour (S/128, S/48): from round 3 on the hint said "it won 0 % of the 4,022
    // games" in Tokaido Duo against the Automa, and in Hyano. A share of 0 % (or 100 %) for the
    // move it recommends tells nothing, and it was not true either: the game it came from was
    // not lost. Whenever a hint gives a win share it is one that can be told apart from a
    // certain loss or win; otherwise it gives another reason.
    void reasonIsInformativeFromRoundThree_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        QTest::addColumn<QString>("opponent");
        QTest::addColumn<int>("hinted");
        QTest::newRow("tokaido_duo, Steady Automa") << "tokaido_duo" << 2 << "automa:level=2" << 0;
        QTest::newRow("tokaido_duo, Relentless Automa")
            << "tokaido_duo" << 2 << "automa:level=3" << 1;
        QTest::newRow("hyano, 3 players, normal")
            << "hyano" << 3 << "ismcts:iterations=300,threads=2" << 1;
    }
    void reasonIsInformativeFromRoundThree()
    {
        QFETCH(QString, game);
        QFETCH(int, players);
        QFETCH(QString, opponent);
        QFETCH(int, hinted);
        const HintGame played =
            playHintGame(game.toStdString(), players, opponent.toStdString(), hinted, 5, 1500);
        int checked = 0;
        for (std::size_t i = 0; i < played.hints.size(); ++i) {
            const Hint &hint = played.hints[i];
            if (played.rounds[i] < 3 || hint.reason == Hint::Reason::None)
                continue;
            ++checked;
            QVERIFY(hint.playouts > 0);
            if (hint.reason == Hint::Reason::WinShare) {
                const int percent = shownPercent(hint);
                QVERIFY2(percent > 0 && percent < 100,
                         qPrintable(QStringLiteral("hint %1 (round %2): %3 % of %4 games")
                                        .arg(i)
                                        .arg(played.rounds[i])
                                        .arg(percent)
                                        .arg(hint.playouts)));
            }
        }
        QVERIFY(checked > 3);
    }

    // Hint-only games against every level of every game: the hinted seat always plays the
    // hint (at a smaller budget than the app's, for time: `iterations`, with the strong level
    // at the same budget), in both seats of two deals (Shikoku: a seat in each of three). The
    // thresholds come from the measured ladder (docs/ai.md): the strong search beats Easy in
    // nearly every game and Normal in 70-95 %, so at the normal budget or more the hint wins at
    // least half against Easy and is not crushed by Normal or by the strong level at its own
    // budget (a quarter; Shikoku's 3 seats give too few games for that row). The strong level
    // beats Gentle in every game, Steady in 65 %, Relentless in 20 %: the hint wins three
    // quarters against Gentle, half against Steady (the player's tour lost 28-81, S/134; the
    // hint before issue 31 lost all four) and a quarter against Relentless. Seeded, with
    // iteration budgets: the same games on every machine. Longer runs: KOTATSU_HINT_DEALS,
    // KOTATSU_HINT_ITERATIONS (the hint's budget; 0 the app's), KOTATSU_HINT_MARGIN (one search
    // with that margin weight; 0 is the hint before issue 31).
    void hintPlayWins_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        QTest::addColumn<QString>("opponent");
        QTest::addColumn<int>("iterations");
        QTest::addColumn<double>("atLeast");
        struct Game
        {
            const char *id;
            int players;
            int iterations; // the hint's and the same-budget strong level's
        };
        for (const Game g : {Game{"tokaido_duo", 2, 1000}, Game{"hyano", 2, 2000},
                             Game{"shikoku", 3, 2000}, Game{"garden", 2, 4000}}) {
            const auto definition = test::definition(g.id);
            const std::string strong =
                "ismcts:iterations=" + std::to_string(g.iterations) + ",threads=2";
            const std::vector<std::pair<std::string, std::pair<std::string, double>>> levels = {
                {"easy", {agentSpecForLevel(*definition, "easy"), 0.5}},
                {"normal", {agentSpecForLevel(*definition, "normal"), 0.25}},
                {"strong", {strong, 0.25}}};
            for (const auto &[level, opponent] : levels) {
                if (level == "strong" &&
                    (opponent.first == levels[1].second.first || g.players > 2))
                    continue; // the normal level at this budget; too few games for 3 seats
                QTest::newRow(qPrintable(QStringLiteral("%1 vs %2").arg(g.id, level.c_str())))
                    << g.id << g.players << QString::fromStdString(opponent.first) << g.iterations
                    << opponent.second;
            }
            if (definition->rulesSeatLevels() == 0)
                continue;
            const double automa[] = {0.75, 0.5, 0.25};
            for (int level = 1; level <= definition->rulesSeatLevels() && level <= 3; ++level)
                QTest::newRow(qPrintable(QStringLiteral("%1 vs Automa %2").arg(g.id).arg(level)))
                    << g.id << g.players << QStringLiteral("automa:level=%1").arg(level)
                    << g.iterations << automa[level - 1];
        }
    }
    void hintPlayWins()
    {
        QFETCH(QString, game);
        QFETCH(int, players);
        QFETCH(QString, opponent);
        QFETCH(int, iterations);
        QFETCH(double, atLeast);
        // Two deals, both seats; Shikoku's three seats take a deal each.
        const int deals =
            static_cast<int>(fromEnvironment("KOTATSU_HINT_DEALS", players > 2 ? 3 : 2));
        iterations = static_cast<int>(fromEnvironment("KOTATSU_HINT_ITERATIONS", iterations));
        double won = 0;
        int games = 0;
        QStringList results;
        for (int deal = 0; deal < deals; ++deal) {
            for (int hinted = 0; hinted < players; ++hinted) {
                if (players > 2 && hinted > 0)
                    break; // Shikoku: the deals vary the seat instead
                const int seat = players > 2 ? deal % players : hinted;
                const HintGame played =
                    playHintGame(game.toStdString(), players, opponent.toStdString(), seat,
                                 Rng::derive(2026, static_cast<std::uint64_t>(deal)), iterations);
                won += played.result;
                ++games;
                results << QStringLiteral("seat %1: %2(%3)")
                               .arg(seat)
                               .arg(played.result)
                               .arg(QString::fromStdString(played.text).trimmed());
            }
        }
        const double share = won / games;
        qInfo("%s vs %s: the hint won %.1f of %d games (%.0f %%): %s", qPrintable(game),
              qPrintable(opponent), won, games, 100 * share, qPrintable(results.join(", ")));
        QVERIFY2(share >= atLeast,
                 qPrintable(QStringLiteral("%1 % < %2 %").arg(100 * share).arg(100 * atLeast)));
    }
};

QTEST_GUILESS_MAIN(TstHint)
#include "tst_hint.moc"
