// SPDX-License-Identifier: GPL-3.0-or-later
// Shikoku scenarios written from data/games/shikoku/spec.md (section numbers refer to it).
// Sandal counts follow the placeholder table of §2.1: sandals(v) = ((v - 1) mod 6) + 1.
#include "data/document_loader.h"
#include "data/yaml_reader.h"
#include "engine/observation_schema.h"
#include "games/shikoku/shikoku_state.h"
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

// One round in which seat i (who plays i-th, since the previous line is ordered by seat)
// plays toPlay[i]. Hands are filled up with unused cards so everybody holds three.
struct Round
{
    std::vector<int> toPlay;
    std::vector<int> stepsBefore;
    std::vector<int> deckTopFirst;
    std::vector<int> discard;
    bool deckOnlyListed = false;
};

ShikokuState::Setup setupFor(const Round &round)
{
    const int n = static_cast<int>(round.toPlay.size());
    std::set<int> used(round.toPlay.begin(), round.toPlay.end());
    used.insert(round.deckTopFirst.begin(), round.deckTopFirst.end());
    used.insert(round.discard.begin(), round.discard.end());
    ShikokuState::Setup setup;
    // Previous line: the lowest free cards, seat order = turn order.
    int next = 1;
    auto freeCard = [&] {
        while (used.count(next))
            ++next;
        used.insert(next);
        return next;
    };
    for (int seat = 0; seat < n; ++seat)
        setup.previousLine.push_back(
            LineEntry{static_cast<std::uint8_t>(freeCard()), static_cast<std::uint8_t>(seat)});
    for (int seat = 0; seat < n; ++seat)
        setup.hands.push_back(
            {round.toPlay[static_cast<std::size_t>(seat)], freeCard(), freeCard()});
    setup.steps = round.stepsBefore;
    setup.deckTopFirst = round.deckTopFirst;
    setup.discard = round.discard;
    setup.deckOnlyListed = round.deckOnlyListed;
    return setup;
}

void playRound(ShikokuState &state, const Round &round)
{
    for (int seat = 0; seat < static_cast<int>(round.toPlay.size()); ++seat) {
        QCOMPARE(state.currentPlayer(), seat);
        QVERIFY(test::play(state,
                           "play " + std::to_string(round.toPlay[static_cast<std::size_t>(seat)])));
    }
}

std::vector<int> steps(const ShikokuState &state)
{
    std::vector<int> out;
    for (int seat = 0; seat < state.numPlayers(); ++seat)
        out.push_back(state.step(seat));
    return out;
}

} // namespace

class TestShikokuRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Termination: a player count whose line is entirely frozen could never end (nobody
    // climbs), so such data is rejected where the frozen places are given.
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
    // climbs from step 1 by the sandals of their setup card; deck = 33 - 4N.
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

    // §4.2.1: second from the left and second from the right do not climb; with 3 or
    // 4 players only second from the left.
    void frozenPositions_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<std::vector<int>>("frozenIndices");
        QTest::newRow("3 players") << 3 << std::vector<int>{1};
        QTest::newRow("4 players") << 4 << std::vector<int>{1};
        QTest::newRow("5 players") << 5 << std::vector<int>{1, 3};
        QTest::newRow("6 players") << 6 << std::vector<int>{1, 4};
        QTest::newRow("8 players") << 8 << std::vector<int>{1, 6};
    }
    void frozenPositions()
    {
        QFETCH(int, players);
        QFETCH(std::vector<int>, frozenIndices);
        auto state = newShikoku(players);
        // Seat i plays card 9 + i, so seat i ends at index i of the sorted line.
        Round round;
        for (int seat = 0; seat < players; ++seat) {
            round.toPlay.push_back(20 + seat);
            round.stepsBefore.push_back(5);
        }
        state->arrange(setupFor(round));
        playRound(*state, round);
        for (int seat = 0; seat < players; ++seat) {
            const bool frozen = std::count(frozenIndices.begin(), frozenIndices.end(), seat) > 0;
            const int expected = frozen ? 5 : 5 + sandals(20 + seat);
            QVERIFY2(state->step(seat) == expected,
                     qPrintable(QStringLiteral("seat %1 at index %1: step %2, expected %3")
                                    .arg(seat)
                                    .arg(state->step(seat))
                                    .arg(expected)));
            QCOMPARE(state->lastRound().line[static_cast<std::size_t>(seat)].frozen, frozen);
        }
    }

    // The line is sorted by card value, whatever the order of play.
    void lineSortedByValue()
    {
        auto state = newShikoku(5);
        Round round{{30, 3, 17, 8, 22}, {5, 5, 5, 5, 5}, {}, {}, false};
        state->arrange(setupFor(round));
        playRound(*state, round);
        // Sorted: 3 (seat 1), 8 (seat 3), 17 (seat 2), 22 (seat 4), 30 (seat 0);
        // indices 1 and 3 (seats 3 and 4) stay.
        QCOMPARE(steps(*state),
                 (std::vector<int>{5 + sandals(30), 5 + sandals(3), 5 + sandals(17), 5, 5}));
    }

    // §4.3.1 and §4.3.2: the lowest card goes from first to last place; its player draws
    // from the deck, the others draft the previous line's cards in the new order; the
    // leftover is discarded (§4.3.3); the rotated line is next round's turn order.
    void rotationRefillAndLeftover()
    {
        auto state = newShikoku(5);
        Round round{{10, 11, 12, 13, 14}, {5, 5, 5, 5, 5}, {33}, {}, false};
        auto setup = setupFor(round);
        state->arrange(setup);
        const int deckBefore = static_cast<int>(state->deck().size());
        const auto revealsBefore = state->revealCount();
        const auto drawerBefore = state->revealCountFor(0);
        const auto othersBefore = state->revealCountFor(1);
        playRound(*state, round);

        // Seat 0 played the lowest card: it is now last and drew the top of the deck, which
        // it alone sees; seat 1 saw the four other cards played from hidden hands.
        QCOMPARE(state->phase(), ShikokuState::Phase::Draft);
        QVERIFY(state->revealCount() > revealsBefore);
        QCOMPARE(state->revealCountFor(0), drawerBefore + 4 + 1);
        QCOMPARE(state->revealCountFor(1), othersBefore + 4);
        QCOMPARE(static_cast<int>(state->deck().size()), deckBefore - 1);
        QVERIFY(state->hand(0).contains(33));
        QCOMPARE(static_cast<int>(state->hand(0).size()), 3);
        const auto &line = state->previousLine();
        QCOMPARE(static_cast<int>(line[4].player), 0);
        QCOMPARE(static_cast<int>(line[4].card), 10);
        QCOMPARE(static_cast<int>(line[0].player), 1);

        // The draft offers the previous line's cards, in turn order 1, 2, 3, 4.
        const auto offered = state->pool();
        std::vector<int> pool(offered.begin(), offered.end());
        std::vector<int> previous;
        for (const auto &e : setup.previousLine)
            previous.push_back(e.card);
        QCOMPARE(pool, previous);
        const std::vector<int> picks{previous[4], previous[0], previous[2], previous[3]};
        for (int k = 0; k < 4; ++k) {
            QCOMPARE(state->currentPlayer(), k + 1);
            QVERIFY(
                test::play(*state, "draft " + std::to_string(picks[static_cast<std::size_t>(k)])));
            QVERIFY(state->hand(k + 1).contains(
                static_cast<std::uint8_t>(picks[static_cast<std::size_t>(k)])));
        }
        // The card nobody took is discarded; everyone holds three cards again.
        QCOMPARE(static_cast<int>(state->discard().size()), 1);
        QCOMPARE(static_cast<int>(state->discard()[0]), previous[1]);
        for (int seat = 0; seat < 5; ++seat)
            QCOMPARE(static_cast<int>(state->hand(seat).size()), 3);
        // Next round: 1, 2, 3, 4, then 0.
        QCOMPARE(state->phase(), ShikokuState::Phase::Play);
        QCOMPARE(state->round(), 2);
        for (int seat : {1, 2, 3, 4, 0}) {
            QCOMPARE(state->currentPlayer(), seat);
            QVERIFY(test::play(*state, "play " + std::to_string(state->hand(seat)[0])));
        }
    }

    // Draft choices are public: others see the drafted card in the hand; hands and the deck
    // are otherwise hidden (§6 hidden information).
    void observationHidesHandsAndDeck()
    {
        auto state = newShikoku(4);
        Round round{{10, 11, 12, 13}, {5, 5, 5, 5}, {}, {}, false};
        auto setup = setupFor(round);
        state->arrange(setup);
        playRound(*state, round);
        const int drafted = setup.previousLine[2].card;
        QVERIFY(test::play(*state, "draft " + std::to_string(drafted))); // seat 1 drafts
        const Json seen = state->observation(2);
        QVERIFY(seen.find("deck") == nullptr);
        QCOMPARE(seen.get("deck_size").asInt(), static_cast<std::int64_t>(state->deck().size()));
        const Json &players = seen.get("players");
        QVERIFY(players.at(2).get("hand").isArray());
        for (int other : {0, 1, 3})
            QVERIFY(players.at(static_cast<std::size_t>(other)).get("hand").isNull());
        QCOMPARE(players.at(0).get("hand_size").asInt(), 3); // drew from the deck
        QCOMPARE(players.at(1).get("hand_size").asInt(), 3); // drafted
        QCOMPARE(players.at(3).get("hand_size").asInt(), 2); // still to draft
        const Json &known = players.at(1).get("known");
        QCOMPARE(known.size(), std::size_t{1});
        QCOMPARE(known.at(0).asInt(), static_cast<std::int64_t>(drafted));
        // Seat 0 drew its card from the deck: nobody else knows it.
        QCOMPARE(players.at(0).get("known").size(), std::size_t{0});
        QVERIFY(state->observation(kOmniscient).get("players").at(0).get("hand").isArray());
    }

    // The log (the observation's events) says what each action set off that the table shows:
    // the line's climbs (§4.2), the refill from the deck (§4.3.2: how many cards
    // for everybody, which only for the seat that drew) and the leftover (§4.3.3).
    void eventsTellClimbsAndDraws()
    {
        auto state = newShikoku(5);
        Round round{{10, 11, 12, 13, 14}, {5, 5, 5, 5, 5}, {33}, {}, false};
        auto setup = setupFor(round);
        state->arrange(setup);
        QCOMPARE(state->observation(kPublicView).get("events").size(), std::size_t{0});
        for (int seat = 0; seat < 4; ++seat) {
            QVERIFY(test::play(*state, "play " + std::to_string(10 + seat)));
            QCOMPARE(state->observation(kPublicView).get("events").size(), std::size_t{0});
        }
        QVERIFY(test::play(*state, "play 14")); // completes the line
        const Json events = state->observation(kPublicView).get("events");
        QCOMPARE(events.size(), std::size_t{6});
        // Five climbs in line order (index 1 and 3 frozen with 5 players), then the draw.
        for (int i = 0; i < 5; ++i) {
            const Json &e = events.at(static_cast<std::size_t>(i));
            const bool frozen = i == 1 || i == 3;
            QCOMPARE(e.get("kind").asString(), std::string("climb"));
            QCOMPARE(e.get("seat").asInt(), std::int64_t{i});
            QCOMPARE(e.get("card").asInt(), std::int64_t{10 + i});
            QCOMPARE(e.get("sandals").asInt(), std::int64_t{sandals(10 + i)});
            QCOMPARE(e.get("from").asInt(), std::int64_t{5});
            QCOMPARE(e.get("to").asInt(), std::int64_t{frozen ? 5 : 5 + sandals(10 + i)});
            QCOMPARE(e.get("frozen").asBool(), frozen);
            QVERIFY(!e.get("pagoda").asBool());
            QCOMPARE(state->step(i), static_cast<int>(e.get("to").asInt()));
        }
        const Json &draw = events.at(5);
        QCOMPARE(draw.get("kind").asString(), std::string("draw"));
        QCOMPARE(draw.get("seat").asInt(), std::int64_t{0});
        QCOMPARE(draw.get("count").asInt(), std::int64_t{1});
        // Nobody but seat 0 learns which card: not the others, not the public view.
        QVERIFY(draw.get("cards").isNull());
        for (int other = 1; other < 5; ++other)
            QVERIFY(state->observation(other).get("events").at(5).get("cards").isNull());
        const Json mine = state->observation(0).get("events").at(5).get("cards");
        QCOMPARE(mine.size(), std::size_t{1});
        QCOMPARE(mine.at(0).asInt(), std::int64_t{33});
        QVERIFY(checkObservation(*state, 0).empty());
        QVERIFY(checkObservation(*state, kPublicView).empty());

        // The draft: nothing is set off until its last pick discards the leftover.
        const std::vector<int> picks{setup.previousLine[4].card, setup.previousLine[0].card,
                                     setup.previousLine[2].card, setup.previousLine[3].card};
        for (std::size_t k = 0; k < picks.size(); ++k) {
            QVERIFY(test::play(*state, "draft " + std::to_string(picks[k])));
            const Json after = state->observation(kPublicView).get("events");
            if (k + 1 < picks.size()) {
                QCOMPARE(after.size(), std::size_t{0});
                continue;
            }
            QCOMPARE(after.size(), std::size_t{1});
            QCOMPARE(after.at(0).get("kind").asString(), std::string("leftover"));
            QCOMPARE(after.at(0).get("card").asInt(), std::int64_t{setup.previousLine[1].card});
            QCOMPARE(after.at(0).get("to").asString(), std::string("discard"));
        }
    }

    // §3.5: the first observation tells the setup line's climbs, one per seat.
    void eventsTellTheSetupClimbs()
    {
        auto state = newShikoku(4, {}, 7);
        const Json events = state->observation(kPublicView).get("events");
        QCOMPARE(events.size(), std::size_t{4});
        std::set<int> seats;
        for (std::size_t i = 0; i < events.size(); ++i) {
            const Json &e = events.at(i);
            const LineEntry &entry = state->previousLine()[i];
            QCOMPARE(e.get("kind").asString(), std::string("climb"));
            QVERIFY(e.get("setup").asBool());
            QCOMPARE(e.get("card").asInt(), std::int64_t{entry.card});
            QCOMPARE(e.get("seat").asInt(), std::int64_t{entry.player});
            QCOMPARE(e.get("from").asInt(), std::int64_t{1});
            QCOMPARE(e.get("to").asInt(), std::int64_t{state->step(entry.player)});
            seats.insert(entry.player);
        }
        QCOMPARE(static_cast<int>(seats.size()), 4);
        // The first move sets nothing off.
        QVERIFY(
            test::play(*state, "play " + std::to_string(state->hand(state->currentPlayer())[0])));
        QCOMPARE(state->observation(kPublicView).get("events").size(), std::size_t{0});
    }

    // §4.3.4 in the log: the reshuffle, and the card taken when nothing is left to draw.
    void eventsTellReshuffleAndTakenLeftover()
    {
        {
            auto state = newShikoku(5);
            Round round{{10, 11, 12, 13, 14}, {5, 5, 5, 5, 5}, {}, {30, 31, 32}, true};
            state->arrange(setupFor(round));
            playRound(*state, round);
            const Json events = state->observation(kPublicView).get("events");
            QCOMPARE(events.size(), std::size_t{7});
            QCOMPARE(events.at(5).get("kind").asString(), std::string("reshuffle"));
            QCOMPARE(events.at(6).get("kind").asString(), std::string("draw"));
            QVERIFY(events.at(6).get("cards").isNull());
        }
        auto def = test::definitionWith("shikoku", "rules: {on_empty_deck: take_leftover}");
        QVERIFY(def);
        auto state = newShikoku(4, def);
        Round round{{10, 11, 12, 13}, {5, 5, 5, 5}, {}, {30, 31}, true};
        auto setup = setupFor(round);
        state->arrange(setup);
        playRound(*state, round);
        // Nothing was drawn: the deck is empty and the discard stays.
        const Json climbs = state->observation(kPublicView).get("events");
        QCOMPARE(climbs.size(), std::size_t{4});
        for (const Json &e : climbs.elements())
            QCOMPARE(e.get("kind").asString(), std::string("climb"));
        for (int k = 0; k < 3; ++k)
            QVERIFY(test::play(
                *state,
                "draft " + std::to_string(setup.previousLine[static_cast<std::size_t>(k)].card)));
        const Json events = state->observation(kPublicView).get("events");
        QCOMPARE(events.size(), std::size_t{1});
        QCOMPARE(events.at(0).get("kind").asString(), std::string("take_leftover"));
        QCOMPARE(events.at(0).get("seat").asInt(), std::int64_t{0});
        QCOMPARE(events.at(0).get("card").asInt(), std::int64_t{setup.previousLine[3].card});
    }

    // §4.3.4: when the deck is empty the discard pile is shuffled into a new deck.
    void reshuffleWhenDeckRunsOut()
    {
        auto state = newShikoku(5);
        Round round{{10, 11, 12, 13, 14}, {5, 5, 5, 5, 5}, {}, {30, 31, 32}, true};
        state->arrange(setupFor(round));
        QVERIFY(state->deck().empty());
        playRound(*state, round);
        QCOMPARE(state->reshuffles(), 1);
        QVERIFY(state->lastRound().reshuffled);
        QCOMPARE(static_cast<int>(state->deck().size()), 2);
        QCOMPARE(static_cast<int>(state->hand(0).size()), 3);
        const auto card = state->hand(0);
        QVERIFY(card.contains(30) || card.contains(31) || card.contains(32));
        QVERIFY(state->discard().empty());
    }

    // on_empty_deck: take_leftover — the last player takes the undrafted card (§7).
    void takeLeftoverWhenDeckEmpty()
    {
        auto def = test::definitionWith("shikoku", "rules: {on_empty_deck: take_leftover}");
        QVERIFY(def);
        auto state = newShikoku(4, def);
        Round round{{10, 11, 12, 13}, {5, 5, 5, 5}, {}, {30, 31}, true};
        auto setup = setupFor(round);
        state->arrange(setup);
        playRound(*state, round);
        QCOMPARE(state->reshuffles(), 0);
        QCOMPARE(static_cast<int>(state->hand(0).size()), 2);
        for (int k = 0; k < 3; ++k)
            QVERIFY(test::play(
                *state,
                "draft " + std::to_string(setup.previousLine[static_cast<std::size_t>(k)].card)));
        QVERIFY(state->hand(0).contains(setup.previousLine[3].card));
        QCOMPARE(static_cast<int>(state->discard().size()), 2);
    }

    // §4.2.2 [A]: a pilgrim that would pass step 33 stops on the pagoda.
    void overshootStopsAtPagoda()
    {
        auto state = newShikoku(3);
        Round round{{6, 7, 8}, {31, 5, 5}, {}, {}, false};
        state->arrange(setupFor(round));
        playRound(*state, round);
        QCOMPARE(state->step(0), 33);
        QVERIFY(state->isTerminal());
    }

    // §5: the game ends after the movement in which a pilgrim reaches the pagoda; winners
    // are second from the top and second from the bottom (5+ players) or only second from
    // the top (3-4 players); pilgrims on one step share a level.
    void winners_data()
    {
        QTest::addColumn<std::vector<int>>("cards");
        QTest::addColumn<std::vector<int>>("before");
        QTest::addColumn<std::vector<int>>("after");
        QTest::addColumn<std::vector<int>>("winners");
        // Seats play ascending cards, so seat i sits at index i; frozen as in §4.
        QTest::newRow("5p distinct steps")
            << std::vector<int>{3, 8, 13, 20, 25} << std::vector<int>{30, 25, 19, 12, 4}
            << std::vector<int>{33, 25, 20, 12, 5} << std::vector<int>{1, 3};
        QTest::newRow("5p tie on the second level")
            << std::vector<int>{3, 8, 13, 20, 25} << std::vector<int>{30, 20, 19, 12, 11}
            << std::vector<int>{33, 20, 20, 12, 12} << std::vector<int>{1, 2};
        QTest::newRow("5p two at the pagoda")
            << std::vector<int>{3, 8, 15, 20, 25} << std::vector<int>{30, 20, 30, 15, 9}
            << std::vector<int>{33, 20, 33, 15, 10} << std::vector<int>{1, 3};
        QTest::newRow("5p only two levels: the top never wins")
            << std::vector<int>{3, 8, 15, 20, 27} << std::vector<int>{30, 10, 30, 10, 30}
            << std::vector<int>{33, 10, 33, 10, 33} << std::vector<int>{1, 3};
        QTest::newRow("4p only second from the top")
            << std::vector<int>{3, 8, 13, 25} << std::vector<int>{30, 25, 19, 4}
            << std::vector<int>{33, 25, 20, 5} << std::vector<int>{1};
        QTest::newRow("3p tie for second")
            << std::vector<int>{3, 8, 13} << std::vector<int>{30, 20, 19}
            << std::vector<int>{33, 20, 20} << std::vector<int>{1, 2};
        QTest::newRow("8p") << std::vector<int>{3, 8, 13, 14, 15, 16, 20, 25}
                            << std::vector<int>{30, 25, 19, 10, 9, 8, 7, 1}
                            << std::vector<int>{33, 25, 20, 12, 12, 12, 7, 2}
                            << std::vector<int>{1, 6};
    }
    void winners()
    {
        QFETCH(std::vector<int>, cards);
        QFETCH(std::vector<int>, before);
        QFETCH(std::vector<int>, after);
        QFETCH(std::vector<int>, winners);
        auto state = newShikoku(static_cast<int>(cards.size()));
        Round round{cards, before, {}, {}, false};
        state->arrange(setupFor(round));
        playRound(*state, round);
        QCOMPARE(steps(*state), after);
        QVERIFY(state->isTerminal());
        const Outcome outcome = state->outcome();
        QCOMPARE(outcome.winners, winners);
        QCOMPARE(outcome.reason, std::string("pagoda"));
        for (int seat = 0; seat < state->numPlayers(); ++seat)
            QCOMPARE(outcome.ranks[static_cast<std::size_t>(seat)],
                     std::count(winners.begin(), winners.end(), seat) ? 1 : 2);
    }

    // tie_mode: arrival_order — on one step, whoever arrived first ranks higher (§5.2).
    void arrivalOrderBreaksTies()
    {
        auto def = test::definition("shikoku", "arrival_order");
        QVERIFY(def);
        auto state = newShikoku(5, def);
        // Seats 1 and 3 stay frozen on 20 and 12; seats 2 and 4 arrive there this round.
        Round round{{3, 8, 13, 20, 25}, {30, 20, 19, 12, 11}, {}, {}, false};
        state->arrange(setupFor(round));
        playRound(*state, round);
        QCOMPARE(steps(*state), (std::vector<int>{33, 20, 20, 12, 12}));
        // Order: 0 (33), 1 (20, earlier), 2 (20), 3 (12, earlier), 4 (12).
        QCOMPARE(state->outcome().winners, (std::vector<int>{1, 3}));
    }

    // The game does not end before a pilgrim reaches the pagoda, and a round without it
    // goes on to the draft.
    void noEndBelowPagoda()
    {
        auto state = newShikoku(3);
        Round round{{6, 7, 8}, {20, 5, 5}, {}, {}, false};
        state->arrange(setupFor(round));
        playRound(*state, round);
        QCOMPARE(state->step(0), 26);
        QVERIFY(!state->isTerminal());
        QCOMPARE(state->phase(), ShikokuState::Phase::Draft);
    }

    // Passing is not allowed: the only actions of the play phase are the hand's cards.
    void mustPlayACardFromHand()
    {
        auto state = newShikoku(4);
        const auto legal = state->legalActions();
        const auto &hand = state->hand(state->currentPlayer());
        QCOMPARE(legal.size(), hand.size());
        for (const Action &a : legal)
            QVERIFY(hand.contains(static_cast<std::uint8_t>(a.args[0])));
        QVERIFY(!state->actionFromString("pass"));
    }

    // A longer pilgrimage is only a data change.
    void longPilgrimageVariant()
    {
        auto def = test::definition("shikoku", "long_pilgrimage");
        QVERIFY(def);
        auto state = newShikoku(3, def);
        Round round{{6, 7, 8}, {31, 5, 5}, {}, {}, false};
        state->arrange(setupFor(round));
        playRound(*state, round);
        QCOMPARE(state->step(0), 37);
        QVERIFY(!state->isTerminal());
    }

    void fourCardHandsVariant()
    {
        auto def = test::definition("shikoku", "four_card_hands");
        QVERIFY(def);
        QCOMPARE(def->info().maxPlayers, 6);
        auto state = newShikoku(6, def);
        for (int seat = 0; seat < 6; ++seat)
            QCOMPARE(static_cast<int>(state->hand(seat).size()), 4);
        QCOMPARE(static_cast<int>(state->deck().size()), 33 - 6 * 5);
    }
};

QTEST_GUILESS_MAIN(TestShikokuRules)
#include "tst_shikoku_rules.moc"
