// SPDX-License-Identifier: GPL-3.0-or-later
// Tokaido Duo scenarios written from data/games/tokaido_duo/spec.md (section numbers refer to it;
// §17 "Clarifications" first). Positions are built on the shipped board (§4.3–§4.5):
//   ring 0 start, 1 temple, 2 seashore, 3 C1, 4 garden, 5 temple, 6 hot spring, 7 temple,
//   8 C2, ... 20 temple, 24 temple, 28 hot spring, 35 C8, 36 hot spring;
//   routes M1–M2–M3–M4, C1/C8–M1, C2/C7–M2, C3/C6–M3, C4/C5–M4;
//   regions R1..R8 (bamboo, waterfall, mountain, sea, waterfall, bamboo, mountain, sea).
// Wave tiles: 0 pilgrim (tranquil | hurried), 1 merchant (well_stocked | shrewd),
// 2 artist (inspired | mastery). Wares: kimono, ceramics, doll, fan.
#include "tokaido_duo_positions.h"

#include <QTemporaryDir>
#include <algorithm>
#include <array>
#include <cctype>
#include <fstream>
#include <map>
#include <set>

using namespace kotatsu;
using namespace kotatsu::tokaido_duo;

using namespace kotatsu::tokaido_duo::test_positions;

class TestTokaidoDuoRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // §4: the shipped island as the spec lays it out.
    void boardData()
    {
        auto s = start(rulesWith());
        const Params &p = paramsOf(*s);
        QCOMPARE(static_cast<int>(p.ring.size()), 37);
        QCOMPARE(static_cast<int>(p.towns.size()), 12);
        QCOMPARE(static_cast<int>(p.routes.size()), 11);
        QCOMPARE(static_cast<int>(p.regions.size()), 8);
        QCOMPARE(p.totalWares(), 26);
        QCOMPARE(static_cast<int>(p.boutiques.size()), 8);
        std::map<std::string, int> counts;
        for (const RingSpace &r : p.ring)
            ++counts[p.spaceTypes[static_cast<std::size_t>(r.type)].id];
        QCOMPARE(counts["temple"], 10);
        QCOMPARE(counts["garden"], 8);
        QCOMPARE(counts["hot_spring"], 4);
        QCOMPARE(counts["seashore"], 6);
        QCOMPARE(counts["town"], 8);
        QCOMPARE(counts["start"], 1);
        QCOMPARE(p.towns[static_cast<std::size_t>(town(*s, "C6"))].ring, 26);
        QCOMPARE(p.towns[static_cast<std::size_t>(town(*s, "M3"))].draw, 4);
        // Describe carries the drawing data the table needs.
        const Json d = s->definition().describe();
        QCOMPARE(d.get("ring").size(), std::size_t{37});
        QCOMPARE(d.get("aspect").asDouble(), 2.0);
        QCOMPARE(d.get("towns").at(4).get("name").get("ja").asString(), std::string("松山"));
        QCOMPARE(d.get("towns").at(9).get("name").get("hu").asString(), std::string("Kócsi"));
        QCOMPARE(d.get("wave_tiles").size(), std::size_t{6});
        QVERIFY(d.get("regions").at(0).get("outline").size() >= 3);
    }

    // §6: 1-2-1 draft, the last die forced, the first pick alternating.
    void draftOneTwoOne()
    {
        auto s = start(rulesWith());
        clearBoard(*s);
        roll(*s, 1, 1, 1, 0);
        QCOMPARE(s->currentPlayer(), 0);
        QCOMPARE(legal(*s), (Texts{"pick pilgrim", "pick merchant", "pick artist"}));
        QVERIFY(test::play(*s, "pick pilgrim")); // 0 -> 1, a temple; no choice to make
        QCOMPARE(static_cast<int>(s->player(0).pilgrim), 1);
        QCOMPARE(static_cast<int>(s->player(0).temples), 1);
        QCOMPARE(eventsOf(*s, "pilgrim").size(), std::size_t{1});
        QCOMPARE(eventsOf(*s, "temple").size(), std::size_t{1});
        QCOMPARE(s->currentPlayer(), 1);
        QCOMPARE(legal(*s), (Texts{"pick merchant", "pick artist"}));
        QVERIFY(test::play(*s, "pick artist"));
        QCOMPARE(legal(*s), (Texts{"artist R1", "artist R7"}));
        QVERIFY(test::play(*s, "artist R1"));
        // Paint was the only option (nothing face up to gift), then seat 0's last die.
        QCOMPARE(eventsOf(*s, "paint").size(), std::size_t{1});
        const auto picks = eventsOf(*s, "pick");
        QCOMPARE(picks.size(), std::size_t{1});
        QCOMPARE(picks[0].get("character").asString(), std::string("merchant"));
        QCOMPARE(picks[0].get("seat").asInt(), 0);
        QVERIFY(picks[0].get("auto").asBool());
        QCOMPARE(s->currentPlayer(), 0);
        QCOMPARE(legal(*s), (Texts{"merchant M1", "merchant M3", "merchant C2", "merchant C7"}));
        QVERIFY(test::play(*s, "merchant M1"));
        QCOMPARE(static_cast<int>(s->player(0).hand), 2); // M1 draws 2
        QCOMPARE(s->round(), 2);
        QCOMPARE(s->firstPlayer(), 1);
        QCOMPARE(s->currentPlayer(), 1);
        QCOMPARE(eventsOf(*s, "roll").size(), std::size_t{1});
        QCOMPARE(s->observation(1).get("decision").asString(), std::string("pick"));
    }

    // §7.1, §17: chained jumps over every occupied space; the mover's own merchant blocks.
    void chainedJumps()
    {
        auto s = start(rulesWith());
        clearBoard(*s);
        place(*s, 0, 1, "M2", "R8");
        place(*s, 1, 4, "C1", "R8"); // C1 is ring 3
        roll(*s, 2, 1, 1, 0);
        QVERIFY(test::play(*s, "pick pilgrim")); // 1 + 2 = 3 (C1's merchant), 4 (pilgrim), 5
        QCOMPARE(static_cast<int>(s->player(0).pilgrim), 5);
        const auto moves = eventsOf(*s, "pilgrim");
        QCOMPARE(moves.size(), std::size_t{1});
        QVERIFY(moves[0].get("jumped").asBool());
        QCOMPARE(static_cast<int>(s->player(0).temples), 1);
    }

    void ownMerchantBlocks_data()
    {
        QTest::addColumn<bool>("block");
        QTest::addColumn<int>("landing");
        QTest::newRow("own meeples block") << true << 4;
        QTest::newRow("own meeples do not block") << false << 3;
    }
    void ownMerchantBlocks()
    {
        QFETCH(bool, block);
        QFETCH(int, landing);
        auto s = start(rulesWith(std::string("own_meeples_block: ") + (block ? "true" : "false")));
        clearBoard(*s);
        place(*s, 0, 2, "C1", "R8");
        place(*s, 1, 10, "M2", "R8");
        roll(*s, 1, 1, 1, 0);
        QVERIFY(test::play(*s, "pick pilgrim"));
        QCOMPARE(static_cast<int>(s->player(0).pilgrim), landing);
    }

    // §17: the shared start counts as occupied while the other pilgrim is still on it.
    void startSpaceOccupied_data()
    {
        QTest::addColumn<bool>("blocks");
        QTest::addColumn<int>("landing");
        QTest::newRow("blocks") << true << 1;
        QTest::newRow("shared") << false << 0;
    }
    void startSpaceOccupied()
    {
        QFETCH(bool, blocks);
        QFETCH(int, landing);
        auto s =
            start(rulesWith(std::string("start_space_blocks: ") + (blocks ? "true" : "false")));
        clearBoard(*s);
        place(*s, 0, 36, "M2", "R8");
        place(*s, 1, 0, "M2", "R8");
        roll(*s, 1, 1, 1, 0);
        QVERIFY(test::play(*s, "pick pilgrim"));
        QCOMPARE(static_cast<int>(s->player(0).pilgrim), landing);
        QVERIFY(s->checkInvariants().empty());
    }

    // §7.2 + §8.4: a coastal town pays its boutique's value; slabs come at once, repeatedly.
    void townCoinsAndSlabs_data()
    {
        QTest::addColumn<bool>("repeatedly");
        QTest::addColumn<int>("coins");
        QTest::addColumn<int>("slabs");
        QTest::newRow("repeatedly") << true << 1 << 2;
        QTest::newRow("one at a time") << false << 11 << 1;
    }
    void townCoinsAndSlabs()
    {
        QFETCH(bool, repeatedly);
        QFETCH(int, coins);
        QFETCH(int, slabs);
        auto s =
            start(rulesWith(std::string("convert_repeatedly: ") + (repeatedly ? "true" : "false")));
        clearBoard(*s);
        place(*s, 0, 2, "M2", "R8");
        place(*s, 1, 10, "M2", "R8");
        s->setBoutique(town(*s, "C1"), 1); // kimono, 3
        s->mutablePlayer(0).coins = 18;
        roll(*s, 1, 1, 1, 0);
        QVERIFY(test::play(*s, "pick pilgrim"));
        QCOMPARE(static_cast<int>(s->player(0).coins), coins);
        QCOMPARE(static_cast<int>(s->player(0).slabs), slabs);
        QCOMPARE(eventsOf(*s, "coins").at(0).get("amount").asInt(), 3);
    }

    // §8.4, §16.19: after the sixth slab coins are kept; the sixth slab ends the game at the
    // end of the round.
    void sixthSlabTriggersAndCoinsStay()
    {
        auto s = start(rulesWith());
        clearBoard(*s);
        place(*s, 0, 2, "M2", "R8");
        place(*s, 1, 10, "M2", "R8");
        s->setBoutique(town(*s, "C1"), 1); // 3
        s->mutablePlayer(0).coins = 9;
        s->mutablePlayer(0).slabs = 5;
        roll(*s, 1, 1, 1, 0);
        QVERIFY(test::play(*s, "pick pilgrim"));
        QCOMPARE(static_cast<int>(s->player(0).slabs), 6);
        QCOMPARE(static_cast<int>(s->player(0).coins), 2);
        QVERIFY(s->endTriggered());
        QVERIFY(!s->isTerminal());
        QVERIFY(s->observation(0).get("final_round").asBool());
        QCOMPARE(s->score(0, kMerchant), 33);
    }

    // §8.1: the player chooses a destination; a lone destination is carried out at once.
    void merchantLoneDestination()
    {
        auto s = start(rulesWith());
        clearBoard(*s);
        place(*s, 0, 10, "C1", "R8");
        place(*s, 1, 12, "M2", "R8");
        roll(*s, 1, 1, 1, 0);
        QVERIFY(test::play(*s, "pick merchant")); // C1 -> M1 only
        QCOMPARE(static_cast<int>(s->player(0).merchant), town(*s, "M1"));
        const auto moves = eventsOf(*s, "merchant");
        QCOMPARE(moves.size(), std::size_t{1});
        QCOMPARE(moves[0].get("to").asString(), std::string("M1"));
        QCOMPARE(static_cast<int>(s->player(0).hand), 2);
        QCOMPARE(eventsOf(*s, "draw").size(), std::size_t{1});
    }

    // §8.1, §17: no path of the die's length: the merchant stays and does nothing; the hot
    // spring is still offered after it.
    void merchantWithNoPath()
    {
        auto s = start(rulesWith());
        clearBoard(*s);
        // M3 + 3 routes reaches only C1 and C8 (via M2, M1): C8 has the other merchant,
        // C1's space (ring 3) the mover's own pilgrim.
        place(*s, 0, 10, "C8", "R8");
        place(*s, 1, 3, "M3", "R8");
        s->setSpring(1);
        roll(*s, 1, 3, 1, 1);
        QVERIFY(test::play(*s, "pick merchant"));
        QCOMPARE(static_cast<int>(s->player(1).merchant), town(*s, "M3"));
        QCOMPARE(eventsOf(*s, "no_path").size(), std::size_t{1});
        QCOMPARE(s->currentPlayer(), 1);
        QCOMPARE(legal(*s), (Texts{"spring use", "spring pass"}));
        QVERIFY(test::play(*s, "spring pass"));
        QCOMPARE(s->currentPlayer(), 0);
    }

    // §8.1: a coastal town with any meeple cannot be entered (nor passed through).
    void coastalOccupancy()
    {
        auto s = start(rulesWith());
        clearBoard(*s);
        place(*s, 0, 10, "M1", "R8");
        place(*s, 1, 3, "C8", "R8"); // pilgrim on C1's space, merchant in C8
        roll(*s, 1, 1, 1, 0);
        QVERIFY(test::play(*s, "pick merchant"));
        QCOMPARE(static_cast<int>(s->player(0).merchant), town(*s, "M2")); // the only one left
    }

    // §8.2, §17: overflow: the player chooses which wares go back, as a multiset.
    void overflowKeepChoice()
    {
        auto s = start(rulesWith());
        clearBoard(*s);
        place(*s, 0, 10, "M2", "R8");
        place(*s, 1, 12, "M2", "R8");
        s->setWares(0, {3, 0, 0, 2});
        roll(*s, 1, 1, 1, 0);
        QVERIFY(test::play(*s, "pick merchant"));
        QVERIFY(test::play(*s, "merchant M3")); // draws 4: 9 held, 4 go back
        QCOMPARE(static_cast<int>(s->player(0).hand), 9);
        QCOMPARE(s->observation(0).get("decision").asString(), std::string("return"));
        const PlayerState held = s->player(0);
        // The options are exactly the multisets of 4 of the held wares.
        int expected = 0;
        for (int a = 0; a <= held.wares[0]; ++a)
            for (int b = 0; b <= held.wares[1]; ++b)
                for (int c = 0; c <= held.wares[2]; ++c)
                    for (int d = 0; d <= held.wares[3]; ++d)
                        expected += a + b + c + d == 4 ? 1 : 0;
        const auto options = s->legalActions();
        QCOMPARE(static_cast<int>(options.size()), expected);
        for (const Action &a : options) {
            const Json d = s->describeAction(a);
            QCOMPARE(d.get("kind").asString(), std::string("return"));
            QCOMPARE(d.get("wares").size(), std::size_t{4});
        }
        // Put back the last option's wares and check the bag got them.
        const int bagBefore = s->bag(0) + s->bag(1) + s->bag(2) + s->bag(3);
        s->apply(options.back());
        QCOMPARE(static_cast<int>(s->player(0).hand), 5);
        QCOMPARE(s->bag(0) + s->bag(1) + s->bag(2) + s->bag(3), bagBefore + 4);
        QVERIFY(s->checkInvariants().empty());
    }

    // The return table built at load (a speed-up) gives every hand a draw can make exactly
    // the enumeration's choices, in its order; a larger hand (7 held, then a draw of 4) is
    // enumerated, in lexicographic order.
    void returnTable()
    {
        auto def = rulesWith();
        const auto &d = static_cast<const TokaidoDuoDefinition &>(*def);
        const Params &p = d.params();
        const int types = p.sizes.wares;
        int tabled = 0;
        std::array<std::uint8_t, kMaxWareTypes> h{};
        for (h[0] = 0; h[0] <= p.wares[0].count; ++h[0])
            for (h[1] = 0; h[1] <= p.wares[1].count; ++h[1])
                for (h[2] = 0; h[2] <= p.wares[2].count; ++h[2])
                    for (h[3] = 0; h[3] <= p.wares[3].count; ++h[3]) {
                        const int total = h[0] + h[1] + h[2] + h[3];
                        const auto got = d.returns().choices(h);
                        if (total <= p.handLimit || total > p.handLimit + 5) {
                            QVERIFY(got.empty()); // never over the limit, or beyond a draw
                            continue;
                        }
                        std::vector<Action> expected;
                        enumerateReturns(h, types, total - p.handLimit, expected);
                        QVERIFY(
                            std::equal(got.begin(), got.end(), expected.begin(), expected.end()));
                        ++tabled;
                    }
        QCOMPARE(tabled, 775);

        auto s = start(def);
        clearBoard(*s);
        place(*s, 0, 10, "M2", "R8");
        place(*s, 1, 12, "M2", "R8");
        s->setWares(0, {3, 2, 1, 1});
        roll(*s, 1, 1, 1, 0);
        QVERIFY(test::play(*s, "pick merchant"));
        QVERIFY(test::play(*s, "merchant M3")); // draws 4: 11 held, 6 go back
        QCOMPARE(static_cast<int>(s->player(0).hand), 11);
        const PlayerState held = s->player(0);
        QVERIFY(d.returns().choices(held.wares).empty());
        std::vector<Action> expected;
        for (int a = 0; a <= held.wares[0]; ++a)
            for (int b = 0; b <= held.wares[1]; ++b)
                for (int c = 0; c <= held.wares[2]; ++c)
                    for (int e = 0; e <= held.wares[3]; ++e)
                        if (a + b + c + e == 6)
                            expected.push_back(makeAction(kReturn, a, b, c, e));
        QVERIFY(s->legalActions() == expected);
    }

    // §8.3, §17: a sale chooses how many, from 0 to all; nothing to sell is carried out.
    void sales()
    {
        auto s = start(rulesWith());
        clearBoard(*s);
        place(*s, 0, 10, "M1", "R8");
        place(*s, 1, 12, "M2", "R8");
        s->setBoutique(town(*s, "C1"), 1); // kimono, 3
        s->setWares(0, {3, 0, 0, 1});
        roll(*s, 1, 1, 1, 0);
        QVERIFY(test::play(*s, "pick merchant"));
        QVERIFY(test::play(*s, "merchant C1"));
        QCOMPARE(legal(*s), (Texts{"sell 0", "sell 1", "sell 2", "sell 3"}));
        const Json d = s->describeAction(*s->actionFromString("sell 2"));
        QCOMPARE(d.get("ware").asString(), std::string("kimono"));
        QCOMPARE(d.get("coins").asInt(), 6);
        QVERIFY(test::play(*s, "sell 2"));
        QCOMPARE(static_cast<int>(s->player(0).coins), 6);
        QCOMPARE(static_cast<int>(s->player(0).wares[0]), 1);

        // Nothing of the boutique's ware: the sale of 0 happens by itself.
        auto t = start(rulesWith());
        clearBoard(*t);
        place(*t, 0, 10, "M1", "R8");
        place(*t, 1, 12, "M2", "R8");
        t->setBoutique(town(*t, "C1"), 2); // ceramics
        t->setWares(0, {3, 0, 0, 0});
        roll(*t, 1, 1, 1, 0);
        QVERIFY(test::play(*t, "pick merchant"));
        QVERIFY(test::play(*t, "merchant C1"));
        const auto sold = eventsOf(*t, "sell");
        QCOMPARE(sold.size(), std::size_t{1});
        QCOMPARE(sold[0].get("count").asInt(), 0);
        QCOMPARE(t->currentPlayer(), 1);
    }

    // §9.2, §4.4: Paint counts every other meeple in the destination's paint scope: pilgrims on
    // its coast (coastal towns' spaces included), merchants in its towns, the other artist.
    void paintScope()
    {
        auto s = start(rulesWith());
        clearBoard(*s);
        place(*s, 0, 3, "M1", "R7");  // own pilgrim on C1's space, own merchant in M1
        place(*s, 1, 36, "C8", "R8"); // other pilgrim, merchant and artist in R8's scope
        roll(*s, 1, 1, 1, 0);
        QVERIFY(test::play(*s, "pick artist"));
        const Json d = s->describeAction(*s->actionFromString("artist R8"));
        QCOMPARE(d.get("counted").asInt(), 5);
        QCOMPARE(s->describeAction(*s->actionFromString("artist R6")).get("counted").asInt(), 0);
        QVERIFY(test::play(*s, "artist R8")); // no gift possible: Paint at once
        QCOMPARE(static_cast<int>(s->player(0).flipped), 5);
        QCOMPARE(eventsOf(*s, "paint").at(0).get("flips").asInt(), 5);
    }

    // §9.2, §17: Gift only when it removes the first tile (face up, matching icon).
    void gift()
    {
        auto s = start(rulesWith());
        clearBoard(*s);
        place(*s, 0, 10, "M2", "R8");
        place(*s, 1, 12, "M2", "R4");
        s->setPaintings(0, {0, 1, 2, 3, 0, 1, 2, 3, 0, 1}, 2, 0); // bamboo, waterfall up
        roll(*s, 1, 1, 1, 0);
        QVERIFY(test::play(*s, "pick artist"));
        QVERIFY(test::play(*s, "artist R1")); // R1: bamboo
        QCOMPARE(legal(*s), (Texts{"paint", "gift"}));
        QCOMPARE(s->describeAction(*s->actionFromString("gift")).get("icon").asString(),
                 std::string("bamboo"));
        QVERIFY(test::play(*s, "gift"));
        QCOMPARE(static_cast<int>(s->player(0).gifted), 1);
        QCOMPARE(s->score(0, kArtist), 1);

        // A region whose icon does not match: only Paint, carried out at once.
        auto t = start(rulesWith());
        clearBoard(*t);
        place(*t, 0, 10, "M2", "R1");
        place(*t, 1, 12, "M2", "R4");
        t->setPaintings(0, {0, 1, 2, 3, 0, 1, 2, 3, 0, 1}, 1, 0);
        roll(*t, 1, 1, 1, 0);
        QVERIFY(test::play(*t, "pick artist"));
        QVERIFY(test::play(*t, "artist R2")); // waterfall, first tile bamboo
        QCOMPARE(static_cast<int>(t->player(0).gifted), 0);
        QCOMPARE(eventsOf(*t, "paint").size(), std::size_t{1});
    }

    // §10: Tranquil offers n - 1 (at least 1); with die 1 the move is forced.
    void tranquil()
    {
        auto s = start(rulesWith());
        clearBoard(*s);
        s->setWave(0, 0, 0);
        place(*s, 0, 10, "M2", "R8");
        place(*s, 1, 20, "M2", "R8");
        roll(*s, 3, 1, 1, 0);
        QVERIFY(test::play(*s, "pick pilgrim"));
        QCOMPARE(legal(*s), (Texts{"pilgrim 12", "pilgrim 13"}));
        QCOMPARE(s->describeAction(*s->actionFromString("pilgrim 12")).get("steps").asInt(), 2);
        QVERIFY(test::play(*s, "pilgrim 12"));
        QCOMPARE(static_cast<int>(s->player(0).pilgrim), 12);

        auto t = start(rulesWith());
        clearBoard(*t);
        t->setWave(0, 0, 0);
        place(*t, 0, 10, "M2", "R8");
        place(*t, 1, 20, "M2", "R8");
        roll(*t, 1, 1, 1, 0);
        QVERIFY(test::play(*t, "pick pilgrim"));
        QCOMPARE(static_cast<int>(t->player(0).pilgrim), 11);
        QCOMPARE(t->currentPlayer(), 1);
    }

    // §10: Hurried offers n + 1; two counts landing on one space (a jump) are one choice.
    void hurried()
    {
        auto s = start(rulesWith());
        clearBoard(*s);
        s->setWave(0, 1, 0);
        place(*s, 0, 10, "M2", "R8");
        place(*s, 1, 20, "M2", "R8");
        roll(*s, 2, 1, 1, 0);
        QVERIFY(test::play(*s, "pick pilgrim"));
        QCOMPARE(legal(*s), (Texts{"pilgrim 12", "pilgrim 13"}));

        auto t = start(rulesWith());
        clearBoard(*t);
        t->setWave(0, 1, 0);
        place(*t, 0, 10, "M2", "R8");
        place(*t, 1, 11, "M2", "R8"); // 10 + 1 is taken: it jumps to 12, as 10 + 2 does
        roll(*t, 1, 1, 1, 0);
        QVERIFY(test::play(*t, "pick pilgrim"));
        QCOMPARE(static_cast<int>(t->player(0).pilgrim), 12);
        QCOMPARE(t->currentPlayer(), 1);
    }

    // §10 (merchant sides, [A] §16.26): one more ware drawn; one more coin per ware sold.
    void merchantSides()
    {
        auto s = start(rulesWith());
        clearBoard(*s);
        s->setWave(1, 0, 0); // well stocked
        place(*s, 0, 10, "C1", "R8");
        place(*s, 1, 12, "M2", "R8");
        roll(*s, 1, 1, 1, 0);
        QVERIFY(test::play(*s, "pick merchant")); // C1 -> M1: 2 + 1
        QCOMPARE(static_cast<int>(s->player(0).hand), 3);

        auto t = start(rulesWith());
        clearBoard(*t);
        t->setWave(1, 1, 0); // shrewd
        place(*t, 0, 10, "M1", "R8");
        place(*t, 1, 12, "M2", "R8");
        t->setBoutique(town(*t, "C1"), 0); // kimono, 2
        t->setWares(0, {2, 0, 0, 0});
        roll(*t, 1, 1, 1, 0);
        QVERIFY(test::play(*t, "pick merchant"));
        QVERIFY(test::play(*t, "merchant C1"));
        QVERIFY(test::play(*t, "sell 2"));
        QCOMPARE(static_cast<int>(t->player(0).coins), 6);
    }

    // §10, §17: Inspired: every path is its own choice, Paint counts every region entered
    // (each meeple once, not the start region).
    void inspired()
    {
        auto s = start(rulesWith());
        clearBoard(*s);
        s->setWave(2, 0, 0);
        place(*s, 0, 10, "M3", "R1");
        place(*s, 1, 36, "C7", "R1"); // pilgrim in R8's scope, merchant in R7's, artist in R1
        roll(*s, 1, 1, 2, 0);
        QVERIFY(test::play(*s, "pick artist"));
        QCOMPARE(legal(*s), (Texts{"artist R2 R3", "artist R2 R6", "artist R7 R6", "artist R7 R8",
                                   "artist R8 R7"}));
        const Json d = s->describeAction(*s->actionFromString("artist R8 R7"));
        QCOMPARE(d.get("counted").asInt(), 2);
        QCOMPARE(d.get("path").size(), std::size_t{2});
        QVERIFY(test::play(*s, "artist R8 R7"));
        QCOMPARE(static_cast<int>(s->player(0).flipped), 2);

        // Without the tile only the destination counts (R7: the merchant in C7).
        auto t = start(rulesWith());
        clearBoard(*t);
        place(*t, 0, 10, "M3", "R1");
        place(*t, 1, 36, "C7", "R1");
        roll(*t, 1, 1, 2, 0);
        QVERIFY(test::play(*t, "pick artist"));
        QCOMPARE(legal(*t), (Texts{"artist R3", "artist R6", "artist R7", "artist R8"}));
        QVERIFY(test::play(*t, "artist R7"));
        QCOMPARE(static_cast<int>(t->player(0).flipped), 1);
    }

    // §10, §16.25: Mastery flips one more tile, even with nobody in scope.
    void mastery()
    {
        auto s = start(rulesWith());
        clearBoard(*s);
        s->setWave(2, 1, 0);
        place(*s, 0, 10, "M4", "R7");
        place(*s, 1, 12, "M4", "R4"); // nobody in R6's scope
        roll(*s, 1, 1, 1, 0);
        QVERIFY(test::play(*s, "pick artist"));
        QCOMPARE(s->describeAction(*s->actionFromString("artist R6")).get("counted").asInt(), 0);
        QVERIFY(test::play(*s, "artist R6"));
        QCOMPARE(static_cast<int>(s->player(0).flipped), 1);
    }

    // §7.2, §17: a seashore: a tile from the board (the player's choice), else one of the
    // opponent's (the player's choice), else nothing.
    void seashoreWaveTiles()
    {
        auto s = start(rulesWith());
        clearBoard(*s);
        place(*s, 0, 1, "M2", "R8");
        place(*s, 1, 10, "M2", "R8");
        roll(*s, 1, 1, 1, 0);
        QVERIFY(test::play(*s, "pick pilgrim")); // 1 -> 2, a seashore
        QCOMPARE(legal(*s), (Texts{"wave pilgrim", "wave merchant", "wave artist"}));
        const Json d = s->describeAction(*s->actionFromString("wave merchant"));
        QCOMPARE(d.get("side").asString(), std::string("well_stocked"));
        QCOMPARE(d.get("from").asInt(), -1);
        QVERIFY(test::play(*s, "wave merchant"));
        QCOMPARE(s->waveHolder(1), 0);

        // Board empty: steal, choosing among the opponent's tiles.
        auto t = start(rulesWith());
        clearBoard(*t);
        for (int k = 0; k < 3; ++k)
            t->setWave(k, 0, 1);
        place(*t, 0, 1, "M2", "R8");
        place(*t, 1, 10, "M2", "R8");
        roll(*t, 1, 1, 1, 0);
        QVERIFY(test::play(*t, "pick pilgrim"));
        QCOMPARE(legal(*t), (Texts{"wave pilgrim", "wave merchant", "wave artist"}));
        QCOMPARE(t->describeAction(*t->actionFromString("wave artist")).get("from").asInt(), 1);
        QVERIFY(test::play(*t, "wave artist"));
        QCOMPARE(t->waveHolder(2), 0);

        // One left to steal: taken at once. All held: nothing.
        auto u = start(rulesWith());
        clearBoard(*u);
        u->setWave(0, 0, 0);
        u->setWave(1, 0, 0);
        u->setWave(2, 0, 1);
        place(*u, 0, 1, "M2", "R8");
        place(*u, 1, 10, "M2", "R8");
        roll(*u, 1, 1, 1, 0);
        QVERIFY(test::play(*u, "pick pilgrim"));
        QCOMPARE(u->waveHolder(2), 0);
        QCOMPARE(eventsOf(*u, "wave").size(), std::size_t{1});
        QCOMPARE(u->currentPlayer(), 1);

        // rules.steal_wave_tiles: never.
        auto v = start(rulesWith("steal_wave_tiles: never"));
        clearBoard(*v);
        for (int k = 0; k < 3; ++k)
            v->setWave(k, 0, 1);
        place(*v, 0, 1, "M2", "R8");
        place(*v, 1, 10, "M2", "R8");
        roll(*v, 1, 1, 1, 0);
        QVERIFY(test::play(*v, "pick pilgrim"));
        QCOMPARE(v->waveHolder(2), 1);
        QCOMPARE(v->currentPlayer(), 1);
    }

    // §11, §17: the hot spring is gained (not usable on that die), then offered after the
    // holder's next die; using it repeats the die and returns the token.
    void hotSpringGainAndUse()
    {
        auto s = start(rulesWith());
        clearBoard(*s);
        place(*s, 0, 5, "M2", "R8");
        place(*s, 1, 10, "M2", "R4");
        roll(*s, 1, 1, 1, 0);
        QVERIFY(test::play(*s, "pick pilgrim")); // 5 -> 6, a hot spring
        QCOMPARE(s->springHolder(), 0);
        QCOMPARE(eventsOf(*s, "hot_spring").at(0).get("from").asInt(), -1);
        QCOMPARE(s->currentPlayer(), 1); // no offer on the die that gained it
        QVERIFY(test::play(*s, "pick merchant"));
        QVERIFY(test::play(*s, "merchant M1"));
        // Seat 0's last die, the artist: R8 -> R1 or R7, then the offer.
        QCOMPARE(s->currentPlayer(), 0);
        QVERIFY(test::play(*s, "artist R1"));
        QCOMPARE(legal(*s), (Texts{"spring use", "spring pass"}));
        QVERIFY(test::play(*s, "spring use"));
        QCOMPARE(s->springHolder(), -1);
        QVERIFY(s->resolvingRepeat());
        QCOMPARE(legal(*s), (Texts{"artist R2", "artist R7", "artist R8"}));
        QVERIFY(s->observation(0).get("resolving").get("repeat").asBool());
        QVERIFY(test::play(*s, "artist R2"));
        QCOMPARE(s->round(), 2); // one repeat per die; the round is over
    }

    // §11, §17: a steal counts as gaining the token.
    void hotSpringSteal()
    {
        auto s = start(rulesWith());
        clearBoard(*s);
        s->setSpring(1);
        place(*s, 0, 5, "M2", "R8");
        place(*s, 1, 10, "M2", "R8");
        roll(*s, 1, 1, 1, 0);
        QVERIFY(test::play(*s, "pick pilgrim"));
        QCOMPARE(s->springHolder(), 0);
        QCOMPARE(eventsOf(*s, "hot_spring").at(0).get("from").asInt(), 1);
        QCOMPARE(s->currentPlayer(), 1);
    }

    // §17: at most one repeat per die; a repeat that regains the token cannot spend it again.
    void oneRepeatPerDie_data()
    {
        QTest::addColumn<QString>("overrides");
        QTest::newRow("default") << QString();
        QTest::newRow("on the gaining die") << QStringLiteral(
            "hot_spring: {on_gaining_die: true, repeats_per_die: 1, in_last_round: true}");
    }
    void oneRepeatPerDie()
    {
        QFETCH(QString, overrides);
        auto s = start(rulesWith(overrides.toStdString()));
        clearBoard(*s);
        s->setSpring(0);
        place(*s, 0, 20, "M2", "R8");
        place(*s, 1, 10, "M2", "R8");
        roll(*s, 4, 1, 1, 0);
        QVERIFY(test::play(*s, "pick pilgrim")); // 20 -> 24, a temple
        QCOMPARE(legal(*s), (Texts{"spring use", "spring pass"}));
        QVERIFY(test::play(*s, "spring use")); // 24 -> 28, a hot spring: regained
        QCOMPARE(static_cast<int>(s->player(0).pilgrim), 28);
        QCOMPARE(s->springHolder(), 0);
        QCOMPARE(s->currentPlayer(), 1); // not offered again on this die
        QCOMPARE(static_cast<int>(s->player(0).temples), 1);
    }

    // §11, §10: a repeat re-offers the wave tile's choice of count.
    void repeatReoffersWaveChoice()
    {
        auto s = start(rulesWith());
        clearBoard(*s);
        s->setSpring(0);
        s->setWave(0, 1, 0); // hurried
        place(*s, 0, 10, "M2", "R8");
        place(*s, 1, 30, "M2", "R8");
        roll(*s, 2, 1, 1, 0);
        QVERIFY(test::play(*s, "pick pilgrim"));
        QVERIFY(test::play(*s, "pilgrim 12"));
        QVERIFY(test::play(*s, "spring use"));
        QCOMPARE(legal(*s), (Texts{"pilgrim 14", "pilgrim 15"}));
    }

    // §12: each end condition ends the game only at the end of the round.
    void endTriggers_data()
    {
        QTest::addColumn<QString>("trigger");
        QTest::newRow("temples") << QStringLiteral("temples");
        QTest::newRow("gardens") << QStringLiteral("gardens");
        QTest::newRow("slabs") << QStringLiteral("slabs");
        QTest::newRow("gifts") << QStringLiteral("gifts");
    }
    void endTriggers()
    {
        QFETCH(QString, trigger);
        auto s = start(rulesWith());
        clearBoard(*s);
        place(*s, 0, 0, "M2", "R8");
        place(*s, 1, 10, "M2", "R4");
        PlayerState &p = s->mutablePlayer(0);
        int pilgrimDie = 1;
        const char *firstPick = "pick pilgrim";
        if (trigger == "temples") {
            p.temples = 8; // 0 -> 1, a temple
        } else if (trigger == "gardens") {
            p.gardens = 5;
            p.pilgrim = 2; // 2 -> 4, a garden
            pilgrimDie = 2;
        } else if (trigger == "slabs") {
            p.slabs = 5;
            p.coins = 8;
            p.pilgrim = 2; // 2 -> 3, C1: at least 2 coins
        } else {
            s->setPaintings(0, {0, 1, 2, 3, 0, 1, 2, 3, 1, 0}, 10, 9);
            firstPick = "pick artist"; // R8 -> R1 (bamboo)
        }
        roll(*s, pilgrimDie, 1, 1, 0);
        QVERIFY(test::play(*s, firstPick));
        if (trigger == "gifts") {
            QVERIFY(test::play(*s, "artist R1"));
            QVERIFY(test::play(*s, "gift"));
        }
        QVERIFY(s->endTriggered());
        QVERIFY(!s->isTerminal());
        const Json triggers = s->observation(1).get("end_triggers");
        QCOMPARE(triggers.size(), std::size_t{1});
        QCOMPARE(triggers.at(0).get("trigger").asString(), trigger.toStdString());
        // The round goes on: seat 1, then seat 0's last die.
        int guard = 0;
        while (!s->isTerminal() && guard++ < 20) {
            QVERIFY(s->round() == 1);
            auto moves = s->legalActions();
            s->apply(moves.front());
        }
        QVERIFY(s->isTerminal());
        QCOMPARE(s->round(), 1);
        QCOMPARE(s->outcome().reason, trigger.toStdString());
        QCOMPARE(s->dieTakenBy(kPilgrim) >= 0 && s->dieTakenBy(kMerchant) >= 0 &&
                     s->dieTakenBy(kArtist) >= 0,
                 true);
    }

    // §13: pilgrim = temple value × garden value, merchant = value above the last slab,
    // artist = value under the last gift.
    void scoring()
    {
        auto s = start(rulesWith());
        PlayerState &p = s->mutablePlayer(0);
        p.temples = 3;
        p.gardens = 4;
        p.slabs = 2;
        p.gifted = 3;
        p.flipped = 3;
        QCOMPARE(s->score(0, kPilgrim), 12);
        QCOMPARE(s->score(0, kMerchant), 7);
        QCOMPARE(s->score(0, kArtist), 4);
        QCOMPARE(s->score(0, -1), 23);
        const Json score = s->observation(0).get("players").at(0).get("score");
        QCOMPARE(score.get("total").asInt(), 23);
        p.gardens = 0;
        QCOMPARE(s->score(0, kPilgrim), 0);
        auto sum =
            start(rulesWith("scoring: {pilgrim: sum, merchant: slab_slot, artist: gift_slot, "
                            "tie_break: coins}"));
        sum->mutablePlayer(0).temples = 3;
        sum->mutablePlayer(0).gardens = 4;
        QCOMPARE(sum->score(0, kPilgrim), 7);
    }

    // §13: equal points: more coins win; equal coins: a draw.
    void tieBreakAndDraw_data()
    {
        QTest::addColumn<int>("coins0");
        QTest::addColumn<int>("coins1");
        QTest::addColumn<int>("winner");
        QTest::newRow("coins decide") << 5 << 3 << 0;
        QTest::newRow("coins decide the other way") << 2 << 7 << 1;
        QTest::newRow("draw") << 4 << 4 << -1;
    }
    void tieBreakAndDraw()
    {
        QFETCH(int, coins0);
        QFETCH(int, coins1);
        QFETCH(int, winner);
        auto s = start(rulesWith());
        clearBoard(*s);
        place(*s, 0, 0, "M2", "R8");
        place(*s, 1, 10, "M2", "R4");
        s->mutablePlayer(0).temples = 8; // will be 9 × 1
        s->mutablePlayer(0).gardens = 1;
        s->mutablePlayer(1).temples = 3; // 3 × 3
        s->mutablePlayer(1).gardens = 3;
        s->mutablePlayer(0).coins = static_cast<std::int16_t>(coins0);
        s->mutablePlayer(1).coins = static_cast<std::int16_t>(coins1);
        roll(*s, 1, 1, 1, 0);
        QVERIFY(test::play(*s, "pick pilgrim")); // seat 0: 9 temples, the end is triggered
        QVERIFY(test::play(*s, "pick artist"));  // seat 1: R4 -> R3 or R5, then Paint
        QVERIFY(test::play(*s, "artist R3"));
        QVERIFY(test::play(*s, "merchant M3")); // seat 0's last die; M3 draws, no coins
        if (!s->isTerminal())
            s->apply(s->legalActions().front()); // a return, if the draw overflowed
        QVERIFY(s->isTerminal());
        const Outcome o = s->outcome();
        QCOMPARE(o.scores[0], 9.0);
        QCOMPARE(o.scores[1], 9.0);
        if (winner < 0) {
            QVERIFY(o.draw);
            QVERIFY(o.winners.empty());
            QCOMPARE(o.ranks, (std::vector<int>{1, 1}));
        } else {
            QVERIFY(!o.draw);
            QCOMPARE(o.winners, (std::vector<int>{winner}));
        }
    }

    // Issue 11: a wave tile that exists only in test data, made from the primitives.
    void testOnlyWaveTile()
    {
        auto def =
            rulesWith({}, sourceFile("core/games/tokaido_duo/tests/lantern_wave_tiles.yaml"));
        auto s = start(def);
        clearBoard(*s);
        QCOMPARE(static_cast<int>(paramsOf(*s).waveTiles.size()), 2);
        s->setWave(0, 0, 0); // lantern: die - 2 (at least 1) or die + 2
        s->setWave(1, 0, 0); // caravan: one more ware drawn, two more coins a sale
        place(*s, 0, 10, "C1", "R8");
        place(*s, 1, 30, "M2", "R8");
        roll(*s, 3, 1, 1, 0);
        QVERIFY(test::play(*s, "pick pilgrim"));
        QCOMPARE(legal(*s), (Texts{"pilgrim 11", "pilgrim 13", "pilgrim 15"}));
        QVERIFY(test::play(*s, "pilgrim 15")); // a seashore: the board has no pilgrim tile left
        QVERIFY(test::play(*s, "pick merchant"));
        // Seat 1 took the merchant die; seat 0 the artist, forced into Paint... play on.
        int guard = 0;
        while (!s->isTerminal() && s->round() == 1 && guard++ < 20)
            s->apply(s->legalActions().front());
        // The caravan's draw: seat 0's merchant in C1 moves to M1 next round and draws 3.
        roll(*s, 1, 1, 1, 0);
        QVERIFY(test::play(*s, "pick merchant"));
        QCOMPARE(static_cast<int>(s->player(0).hand), 3);
        // The whole game plays to the end with the test tiles.
        auto g = start(def, 99);
        Rng rng(5);
        while (!g->isTerminal()) {
            auto moves = g->legalActions();
            g->apply(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]);
            QVERIFY2(g->checkInvariants().empty(), g->checkInvariants().c_str());
        }
    }

    // Issue 11: the shipped variants play to the end (tst_conformance checks them in depth).
    void variantsPlayToTheEnd_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::newRow("awaji_island") << QStringLiteral("awaji_island");
        QTest::newRow("new_tides") << QStringLiteral("new_tides");
    }
    void variantsPlayToTheEnd()
    {
        QFETCH(QString, variant);
        auto def = test::definition("tokaido_duo", variant.toStdString());
        QVERIFY(def);
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            auto g = def->newGame(2, seed);
            Rng rng(seed);
            while (!g->isTerminal()) {
                auto moves = g->legalActions();
                QVERIFY(!moves.empty());
                g->apply(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]);
            }
            QVERIFY(g->checkInvariants().empty());
            QVERIFY(!g->outcome().reason.empty());
        }
    }

    // Hidden information: face-down icons are nobody's; resampling keeps what is seen.
    void hiddenPaintings()
    {
        auto s = start(rulesWith());
        const Json seen = s->observation(0);
        for (const Json &tile : seen.get("players").at(1).get("paintings").elements())
            QCOMPARE(tile.get("icon").asString(), std::string());
        QVERIFY(!s->observation(kOmniscient)
                     .get("players")
                     .at(1)
                     .get("paintings")
                     .at(0)
                     .get("icon")
                     .asString()
                     .empty());
        Rng rng(3);
        auto r = s->resampleHidden(0, rng);
        QVERIFY(r->observation(0) == s->observation(0));
    }

    // The validator: bad data is a positioned error naming the key, never a crash.
    void badData_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected");
        QTest::newRow("route to an unknown town") << "board.yaml"
                                                  << "- [M1, M2]"
                                                  << "- [M1, M9]"
                                                  << "board.routes[0][1]: unknown town 'M9'";
        QTest::newRow("adjacency not symmetric") << "board.yaml"
                                                 << "adjacent: [R8, R2, R7]"
                                                 << "adjacent: [R8, R2]"
                                                 << "board.regions[6].adjacent: 'R7' lists 'R1' as "
                                                    "adjacent, but 'R1' does not list 'R7'";
        QTest::newRow("unknown ring type") << "board.yaml"
                                           << "- {type: temple, at: [0.149, 0.537]}"
                                           << "- {type: shrine, at: [0.149, 0.537]}"
                                           << "board.ring[1].type: unknown space type 'shrine'";
        QTest::newRow("coastal town off its space")
            << "board.yaml"
            << "ring: 3, name: {en: Matsuyama"
            << "ring: 4, name: {en: Matsuyama"
            << "board.towns[4].ring: ring space 4 is a garden, not a coastal town's space";
        QTest::newRow("unknown effect")
            << "board.yaml"
            << "effects: [take_hot_spring]"
            << "effects: [take_bath]"
            << "board.space_types[4].effects[0]: unknown effect 'take_bath'";
        QTest::newRow("scope names an unknown town")
            << "board.yaml"
            << "towns: [C1, C2, M1, M2]}"
            << "towns: [C1, C2, M1, M7]}"
            << "board.regions[0].scope.towns[3]: unknown town 'M7'";
        QTest::newRow("boutiques do not match the coastal towns")
            << "components.yaml"
            << "  - {ware: fan, value: 3}\n"
            << ""
            << "boutiques: 7 boutique tokens for 8 coastal towns";
        QTest::newRow("wares do not fill the icons")
            << "components.yaml"
            << "{id: sea, count: 2"
            << "{id: sea, count: 3"
            << "artist_board.icons: each player's tiles (11)";
        QTest::newRow("wave effect with a bad parameter")
            << "wave_tiles.yaml"
            << "[{extra_draw: 1}]"
            << "[{extra_draw: many}]"
            << "wave_tiles[1].sides[0].effects[0].extra_draw: expected a whole number";
    }
    void badData()
    {
        QFETCH(QString, file);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        const std::string errors =
            errorsAfterEdit(file.toStdString(), from.toStdString(), to.toStdString());
        const std::string want = expected.toStdString();
        const auto at = errors.find(want);
        QVERIFY2(at != std::string::npos, errors.c_str());
        // The error's line starts with FILE:LINE:COL of the file that holds the mistake.
        const auto lineStart =
            errors.rfind('\n', at) == std::string::npos ? 0 : errors.rfind('\n', at) + 1;
        const std::string line = errors.substr(lineStart, errors.find('\n', at) - lineStart);
        const std::string prefix = file.toStdString() + ":";
        QVERIFY2(line.rfind(prefix, 0) == 0 &&
                     std::isdigit(static_cast<unsigned char>(line[prefix.size()])),
                 line.c_str());
    }

    // A route graph whose path tables would hold millions of paths is refused, not built.
    void tooManyPaths()
    {
        std::string routes = "board: {routes: [";
        const char *towns[] = {"M1", "M2", "M3", "M4", "C1", "C2",
                               "C3", "C4", "C5", "C6", "C7", "C8"};
        bool first = true;
        for (int a = 0; a < 12; ++a) {
            for (int b = a + 1; b < 12; ++b) {
                routes += std::string(first ? "" : ", ") + "[" + towns[a] + ", " + towns[b] + "]";
                first = false;
            }
        }
        routes += "]}\ndice: {merchant: [6, 6, 6, 6, 6, 6]}\n";
        DataErrors errors;
        auto overrides = readYamlText(routes, "o.yaml", errors);
        QVERIFY(overrides);
        VariantFile variant;
        variant.id = "test";
        variant.baseId = "tokaido_duo";
        variant.overrides = *overrides;
        const GameEntry *entry = test::catalog().find("tokaido_duo");
        QVERIFY(entry);
        QVERIFY(!buildVariantDefinition(entry->document, variant, errors));
        bool found = false;
        for (const auto &e : errors)
            found = found ||
                    (e.keyPath == "board.routes" &&
                     e.message.find("merchant paths") != std::string::npos && e.pos.hasPosition());
        QVERIFY(found);
    }

    // Agents play it: the heuristic value is a real estimate.
    void heuristicValue()
    {
        auto s = start(rulesWith());
        s->mutablePlayer(0).temples = 6;
        s->mutablePlayer(0).gardens = 5;
        QVERIFY(s->heuristicValue(0) > 0.7);
        QVERIFY(s->heuristicValue(1) < 0.3);
    }
};

QTEST_GUILESS_MAIN(TestTokaidoDuoRules)
#include "tst_tokaido_duo_rules.moc"
