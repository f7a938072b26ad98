// SPDX-License-Identifier: GPL-3.0-or-later
// Undo never shows a secret (README, "Undo, the rule a fair player accepts"), checked for
// every game by what the people at the table can observe, not by what each engine says it
// revealed.
//
// Seeded random games of every shipped game and variant (and the Automa's solo game), with a
// random mix of person and computer seats, are played move by move through MatchRecord. At
// every point where the undo rule (MatchRecord::takeBackLength, the same call GameSession
// makes) lets a person take back a span of moves, an oracle checks that nothing in that span
// was revealed to a person who watched it: from each such person's view at the start of the
// span the hidden information is drawn again (resampleHidden, with several generators), the
// same moves are replayed by their text, and that person's observation must be the same as
// the real one after every move. A move that is not allowed in a redrawn world, or an
// observation that differs, is something the person learned, and undo would let them use it.
//
// Who watched (MatchRecord::watchers): without secrets every person at the table, who all
// look at one screen; with secrets the person taking back alone, since people then take the
// screen in turn behind a hand-over screen and the span is that person's move with the
// computer's replies (another person's move ends it). A card the person played from a hidden
// hand, seen by the computer alone, may be taken back: the computer decides again from what
// it may see.
#include "match/match_record.h"
#include "test_support.h"

#include <sstream>

using namespace kotatsu;

namespace {

int gamesPerRow()
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("KOTATSU_UNDO_SECRET_GAMES", &ok);
    return ok && n > 0 ? n : 10;
}

constexpr int kResamples = 4;

// The first place two observations differ, as a key path ("players[2].hand").
std::string firstDifference(const Json &a, const Json &b, const std::string &path = {})
{
    if (a.type() != b.type())
        return path.empty() ? "(root)" : path;
    if (a.isObject()) {
        for (const auto &[key, value] : a.entries()) {
            const Json *other = b.find(key);
            const std::string at = path.empty() ? key : path + "." + key;
            if (!other)
                return at;
            if (!(value == *other))
                return firstDifference(value, *other, at);
        }
        for (const auto &[key, value] : b.entries()) {
            if (!a.find(key))
                return path.empty() ? key : path + "." + key;
        }
        return {};
    }
    if (a.isArray()) {
        if (a.size() != b.size())
            return path + " (length)";
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (!(a.at(i) == b.at(i)))
                return firstDifference(a.at(i), b.at(i), path + "[" + std::to_string(i) + "]");
        }
        return {};
    }
    return a == b ? std::string() : (path.empty() ? "(root)" : path);
}

// Whether the moves history[start, end) revealed anything to `person`: empty when nothing,
// else what gave it away. `states[i]` is the position before move i.
std::string revealedTo(int person, std::size_t start, std::size_t end,
                       const std::vector<std::unique_ptr<GameState>> &states,
                       const std::vector<MatchRecord::Step> &history, std::uint64_t salt)
{
    const GameState &before = *states[start];
    const Json seen = before.observation(person);
    for (int k = 0; k < kResamples; ++k) {
        Rng rng(Rng::derive(salt, static_cast<std::uint64_t>(k) * 7919 + 1));
        std::unique_ptr<GameState> world = before.resampleHidden(person, rng);
        if (!(world->observation(person) == seen))
            return "resampleHidden changed the seat's own observation (" +
                   firstDifference(world->observation(person), seen) + ")";
        for (std::size_t i = start; i < end; ++i) {
            const std::string &text = history[i].text;
            const auto action = world->actionFromString(text);
            if (!action) {
                return "move " + std::to_string(i + 1) + " (seat " +
                       std::to_string(history[i].seat + 1) + " “" + text +
                       "”) is impossible in a world the person could not rule out";
            }
            world->apply(*action);
            const Json mine = world->observation(person);
            const Json real = states[i + 1]->observation(person);
            if (!(mine == real)) {
                return "after move " + std::to_string(i + 1) + " (seat " +
                       std::to_string(history[i].seat + 1) + " “" + text + "”) the person sees " +
                       firstDifference(real, mine) + " differ from a world they could not rule out";
            }
        }
    }
    return {};
}

} // namespace

class TestUndoSecrets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nothingUndoneWasSeen_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("automaLevel");
        QTest::addColumn<QString>("overrides");
        for (const auto &p : test::allPlayables()) {
            if (!p.definition)
                continue;
            const std::string name = p.game + "/" + (p.variant.empty() ? "base" : p.variant);
            QTest::newRow(name.c_str()) << test::q(p.game) << test::q(p.variant) << 0 << QString();
            for (int level = 1; level <= p.definition->rulesSeatLevels(); ++level) {
                const std::string solo = name + "/automa" + std::to_string(level);
                QTest::newRow(solo.c_str())
                    << test::q(p.game) << test::q(p.variant) << level << QString();
            }
        }
        // Rules a variant may choose that change what is shown, and when.
        QTest::newRow("hyano/secret failed prophecies")
            << QStringLiteral("hyano") << QString() << 0
            << QStringLiteral("rules: {reveal_on_failure: false}");
        QTest::newRow("hyano/refresh during the round")
            << QStringLiteral("hyano") << QString() << 0
            << QStringLiteral("rules: {refresh_during_round: true}");
        QTest::newRow("hyano/play out, secret failures")
            << QStringLiteral("hyano") << QString() << 0
            << QStringLiteral("rules: {round_end_mode: play_out, reveal_on_failure: false}");
        QTest::newRow("garden/simultaneous set-up")
            << QStringLiteral("garden") << QString() << 0
            << QStringLiteral("rules: {setup: {order: simultaneous}}");
    }

    void nothingUndoneWasSeen()
    {
        QFETCH(QString, game);
        QFETCH(QString, variant);
        QFETCH(int, automaLevel);
        QFETCH(QString, overrides);
        const auto base = overrides.isEmpty()
                              ? test::definition(game.toStdString(), variant.toStdString())
                              : test::definitionWith(game.toStdString(), overrides.toStdString());
        QVERIFY(base);
        const int games = gamesPerRow();
        std::size_t spans = 0;
        std::size_t moves = 0;
        std::size_t plies = 0;
        std::size_t leaks = 0;
        std::vector<std::string> failures;
        std::vector<Action> legal;
        for (int g = 0; g < games; ++g) {
            const std::uint64_t seed = 31000 + static_cast<std::uint64_t>(g) * 101;
            Rng choose(seed ^ 0xacce55);
            // The table: how many players, who is a person and who the computer; in the solo
            // game the Automa (which never moves on its own) sits at a random seat.
            const GameInfo &info = base->info();
            std::shared_ptr<const GameDefinition> def = base;
            int players = info.minPlayers +
                          static_cast<int>(choose.below(
                              static_cast<std::uint32_t>(info.maxPlayers - info.minPlayers + 1)));
            int automaSeat = -1;
            if (automaLevel > 0) {
                players = info.maxPlayers;
                automaSeat = static_cast<int>(choose.below(static_cast<std::uint32_t>(players)));
                def = base->withRulesSeat(automaSeat, automaLevel);
                QVERIFY(def);
            }
            std::uint32_t computers = 0;
            for (int s = 0; s < players; ++s) {
                if (s == automaSeat || choose.below(2) == 1)
                    computers |= 1u << s;
            }
            const std::uint32_t everybody = (1u << players) - 1;
            if ((computers & everybody) == everybody) // at least one person at the table
                computers &= ~(1u << (automaSeat == 0 ? 1 : 0));
            std::string table;
            for (int s = 0; s < players; ++s)
                table += s == automaSeat ? 'A' : (computers >> s & 1u) ? 'C' : 'P';
            const std::string where = "seed " + std::to_string(seed) + ", seats " + table;

            MatchRecord record(def, players, seed);
            std::vector<std::unique_ptr<GameState>> states;
            states.push_back(record.state().clone());
            while (!record.isOver() && record.history().size() < 3000) {
                // Every span a person may take back here: nothing in it was seen.
                for (int person = 0; person < players; ++person) {
                    if (computers >> person & 1u)
                        continue;
                    const std::size_t length = record.takeBackLength(person, computers);
                    if (length == 0)
                        continue;
                    ++spans;
                    moves += length;
                    const std::size_t end = record.history().size();
                    const std::size_t start = end - length;
                    const std::uint32_t watchers = record.watchers(person, computers);
                    QVERIFY2(watchers >> person & 1u, where.c_str());
                    for (int viewer = 0; viewer < players; ++viewer) {
                        if (!(watchers >> viewer & 1u))
                            continue;
                        QVERIFY2(!(computers >> viewer & 1u), where.c_str());
                        const std::string leak =
                            revealedTo(viewer, start, end, states, record.history(),
                                       seed * 131 + end * 7 + static_cast<std::uint64_t>(viewer));
                        if (leak.empty())
                            continue;
                        if (++leaks > 6)
                            continue;
                        std::ostringstream out;
                        out << where << ": seat " << person + 1 << " may undo moves " << start + 1
                            << "–" << end << ", but seat " << viewer + 1
                            << " (a person who watched) learned from them: " << leak;
                        failures.push_back(out.str());
                    }
                }
                record.state().legalActions(legal);
                QVERIFY2(!legal.empty(), where.c_str());
                const Action a = legal[choose.below(static_cast<std::uint32_t>(legal.size()))];
                const std::string problem = record.play(a);
                QVERIFY2(problem.empty(), (where + ": " + problem).c_str());
                states.push_back(record.state().clone());
                ++plies;
            }
        }
        qInfo("%s: %zu moves played, %zu undo spans (%zu moves) checked against the people's "
              "observations, %zu revealed something",
              QTest::currentDataTag(), plies, spans, moves, leaks);
        std::string message;
        for (const std::string &f : failures)
            message += "\n  " + f;
        QVERIFY2(failures.empty(), message.c_str());
    }
};

QTEST_GUILESS_MAIN(TestUndoSecrets)
#include "tst_undo_secrets.moc"
