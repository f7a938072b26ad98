// SPDX-License-Identifier: GPL-3.0-or-later
// Pebbles scenarios written from data/games/pebbles/spec.md (section numbers refer to it).
#include "games/pebbles/pebbles_state.h"
#include "test_support.h"

using namespace kotatsu;
using namespace kotatsu::pebbles;

namespace {

std::vector<std::string> legalTexts(const GameState &state)
{
    std::vector<std::string> out;
    for (const Action &a : state.legalActions())
        out.push_back(state.actionToString(a));
    return out;
}

} // namespace

class TestPebblesRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // §1, §2: the pile starts full, the first seat takes 1 to max_take.
    void firstTurnTakesOneToThree()
    {
        auto state = test::definition("pebbles")->newGame(2, 1);
        QCOMPARE(state->currentPlayer(), 0);
        QCOMPARE(state->observation(kPublicView).get("pile").asInt(), 15);
        QCOMPARE(legalTexts(*state), (std::vector<std::string>{"take 1", "take 2", "take 3"}));
        QVERIFY(test::play(*state, "take 3"));
        QCOMPARE(state->currentPlayer(), 1);
        QCOMPARE(state->observation(kPublicView).get("pile").asInt(), 12);
    }

    // §2: never more than the pile holds.
    void neverMoreThanThePile()
    {
        auto state = test::definitionWith("pebbles", "rules: {pile: 2}")->newGame(2, 1);
        QCOMPARE(legalTexts(*state), (std::vector<std::string>{"take 1", "take 2"}));
    }

    // §3: the last pebble wins, or loses under last_pebble: loses.
    void lastPebbleWins()
    {
        auto state = test::definitionWith("pebbles", "rules: {pile: 4}")->newGame(2, 1);
        QVERIFY(test::play(*state, "take 3"));
        QVERIFY(test::play(*state, "take 1"));
        QVERIFY(state->isTerminal());
        QCOMPARE(state->outcome().winners, std::vector<int>{1});
    }
    void lastPebbleLoses()
    {
        auto state = test::definition("pebbles", "misere")->newGame(2, 1);
        while (!state->isTerminal())
            QVERIFY(test::play(*state, "take 1"));
        // 15 turns of one pebble: seat 0 took the last one and loses.
        QCOMPARE(state->outcome().winners, std::vector<int>{1});
    }
};

QTEST_APPLESS_MAIN(TestPebblesRules)
#include "tst_pebbles_rules.moc"
