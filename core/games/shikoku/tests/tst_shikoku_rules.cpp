// SPDX-License-Identifier: GPL-3.0-or-later
// Shikoku's checks that are not rules scenarios (those are data: data/games/shikoku/scenarios,
// run by tst_scenarios; docs/scenarios.md). Section numbers refer to data/games/shikoku/spec.md.
// Sandal counts follow the placeholder table of §2.1: sandals(v) = ((v - 1) mod 6) + 1.
#include "data/document_loader.h"
#include "data/yaml_reader.h"
#include "engine/observation_schema.h"
#include "games/shikoku/shikoku_state.h"
#include "sim/scenarios.h"
#include "test_support.h"

#include <algorithm>
#include <set>

using namespace kotatsu;
using namespace kotatsu::shikoku;

namespace {

int sandals(int card)
{
    return ((card - 1) % 6) + 1;
}

std::unique_ptr<ShikokuState>
newShikoku(int players, std::shared_ptr<const GameDefinition> def = {}, std::uint64_t seed = 1)
{
    if (!def)
        def = test::definition("shikoku");
    auto state = def->newGame(players, seed);
    return std::unique_ptr<ShikokuState>(static_cast<ShikokuState *>(state.release()));
}

} // namespace

class TestShikokuRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Termination: a player count whose line is entirely frozen could never end (nobody
    // climbs), so such data is rejected where the frozen places are given. A data error, not
    // a position: C++.
    void frozenLineIsRejected()
    {
        DataErrors errors;
        const GameEntry *entry = test::catalog().find("shikoku");
        QVERIFY(entry);
        auto overrides = readYamlText("game: {players: {min: 2, max: 8}}", "<test>", errors);
        QVERIFY(overrides);
        VariantFile variant;
        variant.id = "test";
        variant.baseId = "shikoku";
        variant.overrides = *overrides;
        QVERIFY(!buildVariantDefinition(entry->document, variant, errors));
        bool named = false;
        for (const DataError &e : errors)
            named = named ||
                    (e.keyPath == "rules.frozen_positions.by_players.2" &&
                     e.message.find("every place in the line is frozen") != std::string::npos &&
                     e.pos.line > 0);
        QVERIFY(named);
    }

    // §3: 3-card hands, a sorted line of N cards with one pilgrim each, and everybody
    // climbs from step 1 by the sandals of their setup card; deck = 33 - 4N. A property of
    // every random deal (three seeds, every player count), not one position: C++.
    void setup_data()
    {
        QTest::addColumn<int>("players");
        for (int n = 3; n <= 8; ++n)
            QTest::newRow(qPrintable(QStringLiteral("%1p").arg(n))) << n;
    }
    void setup()
    {
        QFETCH(int, players);
        for (std::uint64_t seed : {1u, 2u, 99u}) {
            auto state = newShikoku(players, {}, seed);
            QCOMPARE(static_cast<int>(state->deck().size()), 33 - 4 * players);
            QVERIFY(state->discard().empty());
            const auto &line = state->previousLine();
            QCOMPARE(static_cast<int>(line.size()), players);
            std::set<int> pilgrims;
            for (std::size_t i = 0; i < line.size(); ++i) {
                if (i > 0)
                    QVERIFY(line[i - 1].card < line[i].card);
                pilgrims.insert(line[i].player);
                QCOMPARE(state->step(line[i].player), 1 + sandals(line[i].card));
            }
            QCOMPARE(static_cast<int>(pilgrims.size()), players);
            for (int seat = 0; seat < players; ++seat)
                QCOMPARE(static_cast<int>(state->hand(seat).size()), 3);
            // Round 1 is played in the order of the setup line.
            QCOMPARE(state->currentPlayer(), static_cast<int>(line[0].player));
            QCOMPARE(state->phase(), ShikokuState::Phase::Play);
        }
    }

    // §4.3.2, §6: what each seat saw, as the search counts it (revealCountFor, which no
    // observation holds): the seat that drew the deck's top card saw it alone; every seat saw
    // the four cards the others played from their hidden hands.
    void revealCounts()
    {
        auto state = newShikoku(5);
        std::string error;
        QVERIFY2(loadPositionText(*state, R"(
current_player: 0
players:
  - {step: 5, hand: [10, 6, 7]}
  - {step: 5, hand: [11, 8, 9]}
  - {step: 5, hand: [12, 15, 16]}
  - {step: 5, hand: [13, 17, 18]}
  - {step: 5, hand: [14, 19, 20]}
previous_line: [{card: 1, player: 0}, {card: 2, player: 1}, {card: 3, player: 2},
                {card: 4, player: 3}, {card: 5, player: 4}]
deck: [33, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32]
discard: []
)",
                                  &error),
                 error.c_str());
        const auto revealsBefore = state->revealCount();
        const auto drawerBefore = state->revealCountFor(0);
        const auto othersBefore = state->revealCountFor(1);
        for (int card : {10, 11, 12, 13, 14})
            QVERIFY(test::play(*state, "play " + std::to_string(card)));
        QVERIFY(state->hand(0).contains(33));
        QVERIFY(state->revealCount() > revealsBefore);
        QCOMPARE(state->revealCountFor(0), drawerBefore + 4 + 1);
        QCOMPARE(state->revealCountFor(1), othersBefore + 4);
    }

    // §3.2, §7: four-card hands allow at most six players (6 × 5 = 30 of the 33 cards); the
    // hands and the deck are a scenario (setup.yaml).
    void fourCardHandsSeatSixAtMost()
    {
        auto def = test::definition("shikoku", "four_card_hands");
        QVERIFY(def);
        QCOMPARE(def->info().maxPlayers, 6);
    }
};

QTEST_GUILESS_MAIN(TestShikokuRules)
#include "tst_shikoku_rules.moc"
