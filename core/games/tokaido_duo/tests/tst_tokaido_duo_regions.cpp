// SPDX-License-Identifier: GPL-3.0-or-later
// The island's routes against its regions (spec §4.4: the routes divide the island into
// regions): a route through a region is a validator error at its key, and the region can be
// split along it into two regions whose outlines, paint scopes, adjacency, labels, icons and
// names follow from the board. Built on the shipped board (tokaido_duo_test_data.h) and on
// the editor's own document (VariantDocument), whose edits the split is made of.
#include "editor/variant_document.h"
#include "games/tokaido_duo/tokaido_duo_board.h"
#include "games/tokaido_duo/tokaido_duo_regions.h"
#include "tokaido_duo_test_data.h"

#include <algorithm>

using namespace kotatsu;
using namespace kotatsu::tokaido_duo;
using namespace kotatsu::tokaido_duo::test_data;

namespace {

const std::string kHeader = "variant:\n"
                            "  base: tokaido_duo\n"
                            "  name: {en: Split, es: Split, fr: Split, ja: Split, hu: Split}\n"
                            "  description: {en: D, es: D, fr: D, ja: D, hu: D}\n";

std::shared_ptr<const DataNode> base()
{
    const GameEntry *game = test::catalog().find("tokaido_duo");
    if (!game)
        qFatal("no tokaido_duo");
    return std::make_shared<const DataNode>(game->document);
}

std::string joined(const DataErrors &errors)
{
    std::string out;
    for (const auto &e : errors)
        out += e.format() + "\n";
    return out;
}

// The editor's document of a variant that adds one route (at the end of board.routes).
VariantDocument withRoute(const std::string &a, const std::string &b)
{
    VariantDocument doc = VariantDocument::fromText(base(), "tokaido_duo", kHeader, "split.yaml");
    DataErrors errors;
    DataNode route;
    route.kind = DataNode::Kind::Sequence;
    route.items = {DataNode::makeScalar(a), DataNode::makeScalar(b)};
    const std::size_t count = doc.value("board.routes")->items.size();
    if (!doc.insertItem("board.routes", count, route, errors))
        qFatal("cannot add a route: %s", joined(errors).c_str());
    return doc;
}

// The island as the rules read it, whatever else the document says.
Params boardOf(const DataNode &game)
{
    Params p;
    for (const DataNode &icon : game.find("artist_board")->find("icons")->items)
        p.icons.push_back(Icon{icon.find("id")->scalar, 0, {}});
    DataErrors errors;
    NodeReader root(game, "", errors);
    readBoard(root, p, errors);
    if (!errors.empty())
        qFatal("the board does not read: %s", joined(errors).c_str());
    return p;
}

bool applyAll(VariantDocument &doc, const std::vector<DocumentEdit> &edits, DataErrors &errors)
{
    for (const DocumentEdit &e : edits) {
        const bool ok = e.kind == DocumentEdit::Kind::Set
                            ? doc.setValue(e.path, e.value, errors)
                            : doc.insertItem(e.path, e.index, e.value, errors);
        if (!ok)
            return false;
    }
    return true;
}

std::vector<std::string> idsOf(const Params &p, const std::vector<int> &indexes)
{
    std::vector<std::string> out;
    for (int i : indexes)
        out.push_back(p.regions[static_cast<std::size_t>(i)].id);
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> townIds(const Params &p, const std::vector<int> &towns)
{
    std::vector<std::string> out;
    for (int t : towns)
        out.push_back(p.towns[static_cast<std::size_t>(t)].id);
    std::sort(out.begin(), out.end());
    return out;
}

using Ids = std::vector<std::string>;

} // namespace

class TestTokaidoDuoRegions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every shipped island's routes run along its regions' borders.
    void shippedRoutesRunAlongBorders()
    {
        int boards = 0;
        for (const auto &playable : test::allPlayables()) {
            if (playable.game != "tokaido_duo")
                continue;
            const Params &p =
                static_cast<const TokaidoDuoDefinition &>(*playable.definition).params();
            QVERIFY2(routeCrossings(p).empty(), playable.variant.c_str());
            ++boards;
        }
        QCOMPARE(boards, 3); // the base game, Awaji Island, New tides
    }

    // Matsuyama–Kumakōgen (C1–M2) goes through Dōgo (R1) from corner to corner: one crossing,
    // which a split can mend; Matsuyama–Ashizuri (C1–C7) goes through Dōgo and Mount Sasa
    // across the route M1–M2, which no split of one region mends.
    void crossingRoutes()
    {
        {
            const VariantDocument doc = withRoute("C1", "M2");
            const Params p = boardOf(doc.merged());
            const auto crossings = routeCrossings(p);
            QCOMPARE(crossings.size(), std::size_t{1});
            QCOMPARE(crossings[0].route, 11);
            QCOMPARE(p.regions[static_cast<std::size_t>(crossings[0].region)].id,
                     std::string("R1"));
            QVERIFY(crossings[0].splittable());
            QCOMPARE(std::min(crossings[0].fromCorner, crossings[0].toCorner), 0); // C1
            QCOMPARE(std::max(crossings[0].fromCorner, crossings[0].toCorner), 6); // M2
        }
        {
            const VariantDocument doc = withRoute("C1", "C7");
            const Params p = boardOf(doc.merged());
            const auto crossings = routeCrossings(p);
            Ids regions;
            for (const auto &c : crossings) {
                QVERIFY(!c.splittable());
                regions.push_back(p.regions[static_cast<std::size_t>(c.region)].id);
            }
            QCOMPARE(regions, (Ids{"R1", "R7"}));
            QVERIFY(regionFixes(doc.merged()).empty());
        }
    }

    // The validator reports the crossing once, at the route's FILE:LINE:COL and key.
    void crossingIsAnErrorAtTheRoute()
    {
        const std::string board = sourceFile("data/games/tokaido_duo/board.yaml");
        const std::string last = "    - [C5, M4]\n";
        const auto at = board.find(last);
        QVERIFY(at != std::string::npos);
        const int line = static_cast<int>(std::count(board.begin(), board.begin() + at, '\n')) + 2;
        const std::string errors = errorsAfterEdit("board.yaml", last, last + "    - [C1, M2]\n");
        QCOMPARE(errors,
                 "board.yaml:" + std::to_string(line) +
                     ":7: board.routes[11]: the route C1–M2 runs through region R1 (Dōgo): "
                     "routes are the borders between regions, so split R1 along it (the rules "
                     "editor offers this) or remove the route\n");
        // In a variant the same: one error, in the variant file.
        const VariantDocument doc = withRoute("C1", "M2");
        const VariantCheck check =
            checkVariantText(doc.base(), "tokaido_duo", doc.text(), "split.yaml");
        QCOMPARE(check.errors.size(), std::size_t{1});
        QCOMPARE(check.errors[0].keyPath, std::string("board.routes[11]"));
        QCOMPARE(check.errors[0].pos.fileName(), std::string("split.yaml"));
        QVERIFY(!check.definition);
        const std::string crossing = errorsAfterEdit("board.yaml", last, last + "    - [C1, C7]\n");
        QVERIFY2(crossing.find("board.routes[11]: the route C1–C7 runs through regions R1 (Dōgo), "
                               "R7 (Mount Sasa)") != std::string::npos,
                 crossing.c_str());
    }

    // Dōgo split along C1–M2: the coast keeps R1 (the larger part), the inland triangle
    // C1–M2–M1 becomes R9; scopes, adjacency (symmetric), labels, icon and name follow, the
    // route is now a border, and the island plays.
    void splitDogo()
    {
        VariantDocument doc = withRoute("C1", "M2");
        const auto fixes = regionFixes(doc.merged());
        QCOMPARE(fixes.size(), std::size_t{1});
        const DocumentFix &fix = fixes[0];
        QCOMPARE(fix.kind, std::string("split_region"));
        QCOMPARE(fix.path, std::string("board.routes[11]"));
        QCOMPARE(fix.args, (std::vector<std::pair<std::string, std::string>>{
                               {"route", "11"}, {"region", "R1"}, {"new_region", "R9"}}));
        DataErrors errors;
        QVERIFY2(applyAll(doc, fix.edits, errors), joined(errors).c_str());

        const VariantCheck check =
            checkVariantText(doc.base(), "tokaido_duo", doc.text(), "split.yaml");
        QVERIFY2(check.errors.empty(), joined(check.errors).c_str());
        QVERIFY(check.definition);
        const Params &p = static_cast<const TokaidoDuoDefinition &>(*check.definition).params();
        QCOMPARE(p.regions.size(), std::size_t{9});
        QVERIFY(routeCrossings(p).empty());

        const Region &dogo = p.regions[static_cast<std::size_t>(p.findRegion("R1"))];
        const Region &inland = p.regions[static_cast<std::size_t>(p.findRegion("R9"))];
        QCOMPARE(dogo.ringScope, (std::vector<int>{4, 5, 6, 7}));
        QCOMPARE(townIds(p, dogo.townScope), (Ids{"C1", "C2", "M2"}));
        QVERIFY(inland.ringScope.empty());
        QCOMPARE(townIds(p, inland.townScope), (Ids{"C1", "M1", "M2"}));
        QCOMPARE(idsOf(p, dogo.adjacent), (Ids{"R2", "R9"}));
        QCOMPARE(idsOf(p, inland.adjacent), (Ids{"R1", "R7", "R8"}));
        auto adjacentOf = [&](const char *id) {
            return idsOf(p, p.regions[static_cast<std::size_t>(p.findRegion(id))].adjacent);
        };
        QCOMPARE(adjacentOf("R2"), (Ids{"R1", "R3", "R6"}));
        QCOMPARE(adjacentOf("R7"), (Ids{"R6", "R8", "R9"}));
        QCOMPARE(adjacentOf("R8"), (Ids{"R7", "R9"}));
        for (std::size_t i = 0; i < p.regions.size(); ++i) {
            for (int j : p.regions[i].adjacent) {
                const auto &back = p.regions[static_cast<std::size_t>(j)].adjacent;
                QVERIFY(std::find(back.begin(), back.end(), static_cast<int>(i)) != back.end());
            }
        }
        // The outlines: the triangle, and the coast closed by the route.
        auto at = [&](const char *town) {
            return p.towns[static_cast<std::size_t>(p.findTown(town))].at;
        };
        QCOMPARE(inland.outline.size(), std::size_t{3}); // in the old outline's order
        QCOMPARE(inland.outline[0].x, at("M2").x);
        QCOMPARE(inland.outline[1].x, at("M1").x);
        QCOMPARE(inland.outline[2].y, at("C1").y);
        QCOMPARE(dogo.outline.size(), std::size_t{7});
        QCOMPARE(dogo.outline.back().x, at("M2").x);
        // Labels inside their parts: the old one stays where it was.
        QCOMPARE(dogo.label.x, 0.328);
        const double cx = (at("C1").x + at("M2").x + at("M1").x) / 3;
        const double cy = (at("C1").y + at("M2").y + at("M1").y) / 3;
        QVERIFY(std::abs(inland.label.x - cx) < 0.001 && std::abs(inland.label.y - cy) < 0.001);
        // The icon no neighbour shows (Dōgo bamboo, Mount Sasa mountain, Uwa Sea sea), and a
        // name to rewrite in every language.
        QCOMPARE(p.icons[static_cast<std::size_t>(inland.icon)].id, std::string("waterfall"));
        QCOMPARE(dogo.name.get("ja"), std::string("道後"));
        QCOMPARE(inland.name.get("en"), std::string("Dōgo 2"));
        QCOMPARE(inland.name.get("ja"), std::string("道後 2"));
        QCOMPARE(inland.name.get("hu"), std::string("Dógo 2"));
        // Only board.routes and board.regions are overridden.
        const std::vector<std::string> changed = doc.changedPaths();
        QVERIFY(!changed.empty());
        for (const std::string &path : changed)
            QVERIFY2(path.rfind("board.routes", 0) == 0 || path.rfind("board.regions", 0) == 0,
                     path.c_str());

        // The island plays: random games to the end, and the artists go into the new region.
        int inlandVisits = 0;
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            auto g = start(check.definition, seed);
            Rng rng(seed);
            while (!g->isTerminal()) {
                auto moves = g->legalActions();
                g->apply(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]);
                QVERIFY2(g->checkInvariants().empty(), g->checkInvariants().c_str());
                for (int seat = 0; seat < 2; ++seat)
                    inlandVisits += g->player(seat).artist == p.findRegion("R9") ? 1 : 0;
            }
        }
        QVERIFY(inlandVisits > 0);
    }

    // A split names its new region so that it is never taken: Dōgo 3 after Dōgo 2.
    void secondSplitTakesTheNextName()
    {
        VariantDocument doc = withRoute("C1", "M2");
        DataErrors errors;
        QVERIFY(applyAll(doc, regionFixes(doc.merged())[0].edits, errors));
        // R9 (C1, M2, M1) is crossed by nothing; cut R1 again, from Imabari (C2) to Matsuyama.
        DataNode route;
        route.kind = DataNode::Kind::Sequence;
        route.items = {DataNode::makeScalar("C2"), DataNode::makeScalar("C1")};
        QVERIFY(doc.insertItem("board.routes", 12, route, errors));
        const auto fixes = regionFixes(doc.merged());
        QCOMPARE(fixes.size(), std::size_t{1});
        QCOMPARE(fixes[0].args[1].second, std::string("R1"));
        QCOMPARE(fixes[0].args[2].second, std::string("R10"));
        QVERIFY(applyAll(doc, fixes[0].edits, errors));
        const VariantCheck check =
            checkVariantText(doc.base(), "tokaido_duo", doc.text(), "split.yaml");
        QVERIFY2(check.errors.empty(), joined(check.errors).c_str());
        const Params &p = static_cast<const TokaidoDuoDefinition &>(*check.definition).params();
        QCOMPARE(p.regions.size(), std::size_t{10});
        const Region &third = p.regions[static_cast<std::size_t>(p.findRegion("R10"))];
        QCOMPARE(third.name.get("en"), std::string("Dōgo 3"));
        QVERIFY(routeCrossings(p).empty());
    }
};

QTEST_GUILESS_MAIN(TestTokaidoDuoRegions)
#include "tst_tokaido_duo_regions.moc"
