// SPDX-License-Identifier: GPL-3.0-or-later
// Tokaido Duo checks that are not rules scenarios (those are data:
// data/games/tokaido_duo/scenarios/*.yaml, run by tst_scenarios): the board data, the return
// table, test-only wave tiles in a whole game, the variants, hidden information, bad data,
// search limits and the heuristic. Section numbers refer to data/games/tokaido_duo/spec.md.
// Positions are on the shipped board (§4.3–§4.5): ring 0 start, 1 temple, 2 seashore, 3 C1,
// ... 28 hot spring, 36 hot spring; routes M1–M2–M3–M4, C1/C8–M1, C2/C7–M2, C3/C6–M3,
// C4/C5–M4; regions R1..R8. Wares: kimono, ceramics, doll, fan.
#include "sim/scenarios.h"
#include "tokaido_duo_test_data.h"

#include <QTemporaryDir>
#include <algorithm>
#include <array>
#include <cctype>
#include <fstream>
#include <map>
#include <set>

using namespace kotatsu;
using namespace kotatsu::tokaido_duo;

using namespace kotatsu::tokaido_duo::test_data;

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

    // The return table built at load (a speed-up) gives every hand a draw can make exactly
    // the enumeration's choices, in its order; a larger hand (11 held) is enumerated, in
    // lexicographic order.
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

        // A hand of 11 (beyond any shipped draw) at its return decision: seat 0's merchant has
        // just drawn in M3.
        auto s = start(def);
        std::string error;
        QVERIFY2(loadPositionText(*s,
                                  "decision: return\n"
                                  "resolving: {seat: 0, character: merchant, value: 1, "
                                  "repeat: false}\n"
                                  "dice: [{value: 1}, {value: 1, taken_by: 0}, {value: 1}]\n"
                                  "bag: {kimono: 4, ceramics: 4, doll: 4, fan: 3}\n"
                                  "players: [{pilgrim: 10, merchant: M3, artist: R8,\n"
                                  "  wares: {kimono: 3, ceramics: 3, doll: 2, fan: 3}},\n"
                                  "  {pilgrim: 12, merchant: M2, artist: R8}]",
                                  &error),
                 error.c_str());
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

    // Issue 11: a wave tile that exists only in test data, made from the primitives.
    void testOnlyWaveTile()
    {
        auto def =
            rulesWith({}, sourceFile("core/games/tokaido_duo/tests/lantern_wave_tiles.yaml"));
        auto s = start(def);
        QCOMPARE(static_cast<int>(paramsOf(*s).waveTiles.size()), 2);
        // Seat 0 holds the lantern (die - 2, at least 1, or die + 2) and the caravan (one more
        // ware drawn, two more coins a sale).
        std::string error;
        QVERIFY2(loadPositionText(*s,
                                  "dice: [{value: 3}, {value: 1}, {value: 1}]\n"
                                  "wave: [{holder: 0}, {holder: 0}]\n"
                                  "players: [{pilgrim: 10, merchant: C1, artist: R8},\n"
                                  "  {pilgrim: 30, merchant: M2, artist: R8}]",
                                  &error),
                 error.c_str());
        QVERIFY(test::play(*s, "pick pilgrim"));
        QCOMPARE(legal(*s), (Texts{"pilgrim 11", "pilgrim 13", "pilgrim 15"}));
        QVERIFY(test::play(*s, "pilgrim 15")); // a seashore: the board has no pilgrim tile left
        QVERIFY(test::play(*s, "pick merchant"));
        // Seat 1 took the merchant die; seat 0 the artist, forced into Paint... play on.
        int guard = 0;
        while (!s->isTerminal() && s->round() == 1 && guard++ < 20)
            s->apply(s->legalActions().front());
        // The caravan's draw: seat 0's merchant in C1 moves to M1 next round and draws 3.
        QVERIFY2(loadPositionText(*s,
                                  "dice: [{value: 1}, {value: 1}, {value: 1}]\n"
                                  "first_player: 0\ncurrent_player: 0",
                                  &error),
                 error.c_str());
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
        std::string error;
        QVERIFY2(loadPositionText(*s, "players: [{temples: 6, gardens: 5}]", &error),
                 error.c_str());
        QVERIFY(s->heuristicValue(0) > 0.7);
        QVERIFY(s->heuristicValue(1) < 0.3);
    }
};

QTEST_GUILESS_MAIN(TestTokaidoDuoRules)
#include "tst_tokaido_duo_rules.moc"
