// SPDX-License-Identifier: GPL-3.0-or-later
// The rules editor's document: a variant's text edited by key path against its base game.
// What is checked comes from docs/data-files.md and issues 13 and 30: a form edit is an exact
// splice of the variant's text, an edit back to the base value removes the override, an item
// of a list is changed, added and removed through a list patch that names only it (a list of
// plain values, or one the variant writes whole, is written whole), the Changes are one per
// value or item and each is taken back alone, the text's comments and layout survive, broken
// text is kept and refused for form edits, every shipped file opens and reads back unchanged,
// and broken edits are reported at FILE:LINE:COL with their key.
#include "data/document_loader.h"
#include "editor/variant_document.h"
#include "engine/game_catalog.h"
#include "test_support.h"

#include <QTest>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

using namespace kotatsu;
namespace fs = std::filesystem;

namespace {

const GameCatalog &catalog()
{
    static const GameCatalog instance(test::dataDir());
    return instance;
}

std::shared_ptr<const DataNode> baseOf(const std::string &gameId)
{
    const GameEntry *game = catalog().find(gameId);
    if (!game)
        qFatal("no game %s", gameId.c_str());
    return std::make_shared<const DataNode>(game->document);
}

std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

std::string joined(const DataErrors &errors)
{
    std::string out;
    for (const auto &e : errors)
        out += e.format() + "\n";
    return out;
}

// A name and a description in every language, as a variant needs.
const std::string kNames = "  name: {en: N, es: N, fr: N, ja: N, hu: N}\n"
                           "  description: {en: D, es: D, fr: D, ja: D, hu: D}\n";

const std::string kHeader = "# A fixture with comments that must survive.\n"
                            "variant:\n"
                            "  base: shikoku\n"
                            "  name: {en: Test, es: Prueba, fr: Essai, ja: テスト, hu: Próba}\n";

std::string tokaidoHeader()
{
    return "variant:\n  base: tokaido_duo\n" + kNames;
}

VariantDocument tokaidoFixture()
{
    return VariantDocument::fromText(baseOf("tokaido_duo"), "tokaido_duo", tokaidoHeader(),
                                     "t.yaml");
}

VariantDocument shikokuFixture(const std::string &overrides)
{
    return VariantDocument::fromText(baseOf("shikoku"), "shikoku", kHeader + overrides, "t.yaml");
}

LocalizedText named(std::initializer_list<std::pair<std::string_view, std::string>> texts)
{
    LocalizedText text;
    for (const auto &[code, value] : texts)
        text.set(static_cast<std::size_t>(languageIndex(code)), value);
    return text;
}

// Every scalar and every list of a tree, with their key paths.
void collect(const DataNode &node, const std::string &path,
             std::vector<std::pair<std::string, const DataNode *>> &scalars,
             std::vector<std::pair<std::string, const DataNode *>> &lists)
{
    if (node.isScalar() && !path.empty())
        scalars.emplace_back(path, &node);
    if (node.isSequence() && !path.empty())
        lists.emplace_back(path, &node);
    for (std::size_t i = 0; i < node.items.size(); ++i)
        collect(node.items[i], path + "[" + std::to_string(i) + "]", scalars, lists);
    for (const auto &entry : node.entries) {
        if (entry.key.find_first_of(".[") == std::string::npos)
            collect(entry.value, path.empty() ? entry.key : path + "." + entry.key, scalars, lists);
    }
}

const DataNode *walkTo(const DataNode &root, const std::string &path)
{
    const DataNode *node = &root;
    const auto steps = parseKeyPath(path);
    for (const auto &step : *steps) {
        node = step.isIndex ? &node->items[step.index] : node->find(step.key);
        if (!node)
            qFatal("no %s", path.c_str());
    }
    return node;
}

DataNode integer(int value)
{
    return DataNode::makeScalar(std::to_string(value));
}

} // namespace

// Texts compared as QString, so that a failure prints both.
#define COMPARE_TEXT(actual, expected)                                                             \
    QCOMPARE(QString::fromStdString(actual), QString::fromStdString(expected))

class TestVariantDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newVariantHoldsOnlyItsHeader()
    {
        VariantHeader header;
        header.baseId = "hyano";
        header.name = named(
            {{"en", "Mine"}, {"es", "Mía"}, {"fr", "La mienne"}, {"ja", "私の"}, {"hu", "Enyém"}});
        header.description =
            named({{"en", "D"}, {"es", "D"}, {"fr", "D"}, {"ja", "D"}, {"hu", "D"}});
        auto document = VariantDocument::create(baseOf("hyano"), "hyano", header, "mine.yaml");
        QVERIFY2(document.readable(), joined(document.readErrors()).c_str());
        QVERIFY(sameData(document.merged(), document.base()));
        QVERIFY(document.changedPaths().empty());
        QCOMPARE(document.header().name.get("es"), std::string("Mía"));
        const VariantCheck check =
            checkVariantText(document.base(), "hyano", document.text(), "mine.yaml");
        QVERIFY2(check.errors.empty(), joined(check.errors).c_str());
        QVERIFY(check.definition);
    }

    void editOfAnOverrideIsASpliceAtItsValue()
    {
        auto document = shikokuFixture("rules:\n  tie_mode: arrival_order  # ties by arrival\n");
        DataErrors errors;
        QVERIFY(document.setValue("rules.tie_mode", DataNode::makeScalar("levels_x"), errors));
        COMPARE_TEXT(document.text(),
                     kHeader + "rules:\n  tie_mode: levels_x  # ties by arrival\n");
        QCOMPARE(document.value("rules.tie_mode")->scalar, std::string("levels_x"));
    }

    void newOverrideIsTheSmallestMap()
    {
        auto document = shikokuFixture("rules:\n  tie_mode: arrival_order  # ties by arrival\n");
        DataErrors errors;
        QVERIFY2(document.setValue("rules.hand_size", integer(4), errors), joined(errors).c_str());
        COMPARE_TEXT(document.text(), kHeader +
                                          "rules:\n  tie_mode: arrival_order  # ties by arrival\n"
                                          "  hand_size: 4\n");
        QVERIFY2(document.setValue("game.players.max", integer(6), errors), joined(errors).c_str());
        COMPARE_TEXT(document.text(), kHeader +
                                          "rules:\n  tie_mode: arrival_order  # ties by arrival\n"
                                          "  hand_size: 4\n"
                                          "game:\n  players:\n    max: 6\n");
        QCOMPARE(document.value("game.players.min")->scalar, std::string("3")); // kept from base
        QCOMPARE(document.changeAt("game.players.max"), VariantDocument::Change::Inside);
        QCOMPARE(document.changeAt("game.players"), VariantDocument::Change::Below);
        QCOMPARE(document.changeAt("game.players.min"), VariantDocument::Change::None);
        QCOMPARE(
            document.changedPaths(),
            (std::vector<std::string>{"rules.tie_mode", "rules.hand_size", "game.players.max"}));
    }

    void editBackToTheBaseRemovesTheOverride()
    {
        const std::string original = "rules:\n  tie_mode: arrival_order  # ties by arrival\n";
        auto document = shikokuFixture(original);
        DataErrors errors;
        QVERIFY(document.setValue("game.players.max", integer(6), errors));
        QVERIFY(document.setValue("rules.hand_size", integer(4), errors));
        QVERIFY(document.setValue("rules.hand_size", integer(3), errors)); // the base value
        QVERIFY(document.setValue("game.players.max", integer(8), errors));
        QVERIFY2(errors.empty(), joined(errors).c_str());
        COMPARE_TEXT(document.text(), kHeader + original);
        // The last key of a map removed takes the map with it.
        QVERIFY(document.revert("rules.tie_mode", errors));
        COMPARE_TEXT(document.text(), kHeader);
        QVERIFY(sameData(document.merged(), document.base()));
        // Setting a base value that is not overridden writes nothing.
        QVERIFY(document.setValue("rules.hand_size", integer(3), errors));
        COMPARE_TEXT(document.text(), kHeader);
    }

    void anItemsFieldIsPatchedByItsId()
    {
        auto base = baseOf("hyano");
        const std::string header = "variant:\n  base: hyano\n" + kNames;
        auto document = VariantDocument::fromText(base, "hyano", header, "c.yaml");
        DataErrors errors;
        QVERIFY2(document.setValue("deck.colours[1].hex", DataNode::makeString("#ff0000"), errors),
                 joined(errors).c_str());
        COMPARE_TEXT(document.text(),
                     header + "deck:\n  colours:\n    red:\n      hex: \"#ff0000\"\n");
        QCOMPARE(document.value("deck.colours[1].hex")->scalar, std::string("#ff0000"));
        QCOMPARE(document.value("deck.colours[1].id")->scalar, std::string("red"));
        QCOMPARE(document.baseValue("deck.colours[1].hex")->scalar, std::string("#c0392b"));
        QCOMPARE(document.changeAt("deck.colours[1].hex"), VariantDocument::Change::Inside);
        QCOMPARE(document.changeAt("deck.colours[1]"), VariantDocument::Change::Below);
        QCOMPARE(document.changeAt("deck.colours"), VariantDocument::Change::Below);
        QCOMPARE(document.changeAt("deck.colours[3].id"), VariantDocument::Change::None);
        QCOMPARE(document.changeAt("deck.values"), VariantDocument::Change::None);
        QCOMPARE(document.changedPaths(), std::vector<std::string>{"deck.colours[1].hex"});
        // Edited again, a splice of the same length; back to the base value, nothing is left.
        const std::string withPatch = document.text();
        QVERIFY(document.setValue("deck.colours[1].hex", DataNode::makeString("#00ff00"), errors));
        QCOMPARE(document.text().size(), withPatch.size());
        QVERIFY(document.revert("deck.colours[1].hex", errors));
        QVERIFY2(errors.empty(), joined(errors).c_str());
        COMPARE_TEXT(document.text(), header);
    }

    // Issue 30: changing Uchiko's draw wrote the whole board.towns list.
    void oneTownsDrawIsAFewLines()
    {
        auto document = tokaidoFixture();
        DataErrors errors;
        QVERIFY2(document.setValue("board.towns[0].draw", integer(4), errors),
                 joined(errors).c_str());
        COMPARE_TEXT(document.text(),
                     tokaidoHeader() + "board:\n  towns:\n    M1:\n      draw: 4\n");
        QCOMPARE(document.value("board.towns[0].draw")->scalar, std::string("4"));
        QCOMPARE(document.value("board.towns")->items.size(), std::size_t(12));
        QCOMPARE(document.changes(),
                 (std::vector<VariantChange>{{VariantChange::Kind::Value, "board.towns[0].draw"}}));
        const VariantCheck check =
            checkVariantText(document.base(), "tokaido_duo", document.text(), "t.yaml");
        QVERIFY2(check.errors.empty(), joined(check.errors).c_str());
        QVERIFY(check.definition);
        QVERIFY(document.setValue("board.towns[0].draw", integer(2), errors));
        QVERIFY2(errors.empty(), joined(errors).c_str());
        COMPARE_TEXT(document.text(), tokaidoHeader());
    }

    // A map that leaves out a key of the base's cannot be a patch (a patch merges into the
    // base): the effect, and a parameter map inside it, come out exactly as set.
    void aMapWithoutABaseKeyReplacesItsItem()
    {
        auto document = tokaidoFixture();
        DataErrors errors;
        // Tranquil's {pilgrim_steps: {offset: -1, min: 1}}: min dropped.
        const std::string steps = "wave_tiles[0].sides[0].effects[0].pilgrim_steps";
        DataNode offsetOnly;
        offsetOnly.kind = DataNode::Kind::Map;
        offsetOnly.entries.push_back({"offset", {}, integer(-2), {}});
        QVERIFY2(document.setValue(steps, offsetOnly, errors), joined(errors).c_str());
        const DataNode *written = document.value(steps);
        QVERIFY(written && written->isMap());
        QCOMPARE(written->entries.size(), std::size_t{1});
        QCOMPARE(written->find("offset")->scalar, std::string("-2"));
        // The whole effect another primitive: only that one.
        const std::string effect = "wave_tiles[1].sides[0].effects[0]";
        DataNode coins;
        coins.kind = DataNode::Kind::Map;
        coins.entries.push_back({"extra_coins_per_sale", {}, integer(1), {}});
        QVERIFY2(document.setValue(effect, coins, errors), joined(errors).c_str());
        QCOMPARE(document.value(effect)->entries.size(), std::size_t{1});
        QVERIFY(document.value(effect)->find("extra_coins_per_sale"));
        const VariantCheck check =
            checkVariantText(document.base(), "tokaido_duo", document.text(), "t.yaml");
        QVERIFY2(check.errors.empty(), joined(check.errors).c_str());
    }

    // The designer's four changes (designer-tour.md, finding 5): 13 lines, four Changes, each
    // taken back alone.
    void theDesignersFourChanges()
    {
        auto document = tokaidoFixture();
        DataErrors errors;
        QVERIFY(document.setValue("board.towns[0].draw", integer(4), errors));
        QVERIFY(document.setValue("board.ring[9].type", DataNode::makeScalar("garden"), errors));
        DataNode route;
        route.kind = DataNode::Kind::Sequence;
        route.items = {DataNode::makeScalar("M1"), DataNode::makeScalar("M3")};
        QVERIFY(document.insertItem("board.routes", 11, route, errors));
        QVERIFY(document.setValue("board.regions[1].icon", DataNode::makeScalar("sea"), errors));
        QVERIFY2(errors.empty(), joined(errors).c_str());
        const std::string overrides = "board:\n"
                                      "  towns:\n"
                                      "    M1:\n"
                                      "      draw: 4\n"
                                      "  ring:\n"
                                      "    9:\n"
                                      "      type: garden\n"
                                      "  routes:\n"
                                      "    add:\n"
                                      "      - [M1, M3]\n"
                                      "  regions:\n"
                                      "    R2:\n"
                                      "      icon: sea\n";
        COMPARE_TEXT(document.text(), tokaidoHeader() + overrides);
        QCOMPARE(document.changes(), (std::vector<VariantChange>{
                                         {VariantChange::Kind::Value, "board.towns[0].draw"},
                                         {VariantChange::Kind::Value, "board.ring[9].type"},
                                         {VariantChange::Kind::Added, "board.routes[11]"},
                                         {VariantChange::Kind::Value, "board.regions[1].icon"}}));
        const VariantCheck check =
            checkVariantText(document.base(), "tokaido_duo", document.text(), "t.yaml");
        // Every new route on the base map runs through a region (the regions are what the
        // routes enclose): that one error, and no other.
        QCOMPARE(check.errors.size(), std::size_t{1});
        QCOMPARE(check.errors.front().keyPath, std::string("board.routes[11]"));
        QVERIFY2(check.errors.front().message.find("runs through regions") != std::string::npos,
                 joined(check.errors).c_str());
        // Each change taken back alone leaves the others.
        QVERIFY(document.revertChange(document.changes()[2], errors));
        QCOMPARE(document.value("board.routes")->items.size(), std::size_t(11));
        QCOMPARE(document.value("board.towns[0].draw")->scalar, std::string("4"));
        QCOMPARE(document.changes().size(), std::size_t(3));
        QVERIFY(document.revertChange(document.changes()[0], errors));
        QCOMPARE(document.value("board.towns[0].draw")->scalar, std::string("2"));
        QCOMPARE(document.value("board.ring[9].type")->scalar, std::string("garden"));
        while (!document.changes().empty())
            QVERIFY(document.revertChange(document.changes().front(), errors));
        QVERIFY2(errors.empty(), joined(errors).c_str());
        COMPARE_TEXT(document.text(), tokaidoHeader());
    }

    void itemsAddedRemovedAndDuplicatedInThePatch()
    {
        auto document = tokaidoFixture();
        DataErrors errors;
        const DataNode uchiko = document.base().find("board")->find("towns")->items[0];
        // A copy goes right after the original: before M2 in the base.
        QVERIFY2(document.duplicateItem("board.towns", 0, errors), joined(errors).c_str());
        QCOMPARE(document.value("board.towns")->items.size(), std::size_t(13));
        QVERIFY(sameData(*document.value("board.towns[1]"), uchiko));
        QVERIFY2(document.text().find("    add before M2:\n      - id: M1\n") != std::string::npos,
                 document.text().c_str());
        QVERIFY(document.setValue("board.towns[1].id", DataNode::makeScalar("M5"), errors));
        QCOMPARE(document.value("board.towns[1].id")->scalar, std::string("M5"));
        QVERIFY2(document.text().find("      - id: M5\n") != std::string::npos,
                 document.text().c_str());
        QCOMPARE(document.changeAt("board.towns[1].draw"), VariantDocument::Change::Inside);
        QCOMPARE(document.changeAt("board.towns[2].draw"), VariantDocument::Change::None);
        QVERIFY(!document.baseValue("board.towns[1].draw"));
        QCOMPARE(document.baseValue("board.towns[2].id")->scalar, std::string("M2"));
        // Uwajima (C8), now the 13th, is removed by its id.
        QVERIFY(document.removeItem("board.towns", 12, errors));
        QVERIFY2(document.text().find("    remove: [C8]\n") != std::string::npos,
                 document.text().c_str());
        QCOMPARE(document.changes(),
                 (std::vector<VariantChange>{{VariantChange::Kind::Added, "board.towns[1]"},
                                             {VariantChange::Kind::Removed, "board.towns", 11}}));
        // Taking the removal back brings C8 back at its place; the added town goes with its
        // item removed; nothing is left.
        QVERIFY(document.revertChange(document.changes()[1], errors));
        QCOMPARE(document.value("board.towns[12].id")->scalar, std::string("C8"));
        QVERIFY(document.text().find("remove") == std::string::npos);
        QVERIFY(document.removeItem("board.towns", 1, errors));
        QVERIFY2(errors.empty(), joined(errors).c_str());
        COMPARE_TEXT(document.text(), tokaidoHeader());
        QVERIFY(!document.removeItem("board.towns", 99, errors));
        QCOMPARE(errors.size(), std::size_t(1));
        COMPARE_TEXT(document.text(), tokaidoHeader());
    }

    // A base item removed then put back with the same value: the list equal to the base
    // leaves the variant.
    void backToTheBaseListLeavesNothing()
    {
        auto base = baseOf("hyano");
        const std::string header = "variant:\n  base: hyano\n" + kNames;
        auto document = VariantDocument::fromText(base, "hyano", header, "c.yaml");
        const std::size_t count = base->find("deck")->find("colours")->items.size();
        DataErrors errors;
        QVERIFY2(document.duplicateItem("deck.colours", 0, errors), joined(errors).c_str());
        QCOMPARE(document.value("deck.colours")->items.size(), count + 1);
        QVERIFY(document.setValue("deck.colours[1].id", DataNode::makeScalar("teal"), errors));
        QVERIFY(document.removeItem("deck.colours", 2, errors)); // red
        QCOMPARE(document.value("deck.colours")->items.size(), count);
        QCOMPARE(document.value("deck.colours[2].id")->scalar, std::string("yellow"));
        QVERIFY(document.insertItem("deck.colours", 2,
                                    base->find("deck")->find("colours")->items[1], errors));
        QVERIFY(document.removeItem("deck.colours", 1, errors));
        QVERIFY2(errors.empty(), joined(errors).c_str());
        COMPARE_TEXT(document.text(), header);
    }

    // A route is a pair of towns, named by itself: changed in place, it is the old one removed
    // and the new one added where it was.
    void aRouteChangedInItsPlace()
    {
        auto document = tokaidoFixture();
        DataErrors errors;
        QVERIFY2(document.setValue("board.routes[1][1]", DataNode::makeScalar("M4"), errors),
                 joined(errors).c_str());
        COMPARE_TEXT(document.text(), tokaidoHeader() + "board:\n"
                                                        "  routes:\n"
                                                        "    remove:\n"
                                                        "      - [M2, M3]\n"
                                                        "    add before [M3, M4]:\n"
                                                        "      - [M2, M4]\n");
        QCOMPARE(document.value("board.routes")->items.size(), std::size_t(11));
        QCOMPARE(document.value("board.routes[1][1]")->scalar, std::string("M4"));
        QVERIFY(document.setValue("board.routes[1][1]", DataNode::makeScalar("M3"), errors));
        QVERIFY2(errors.empty(), joined(errors).c_str());
        COMPARE_TEXT(document.text(), tokaidoHeader());
    }

    // A list of plain values is written whole, inside the item's patch.
    void aListOfValuesIsWrittenWhole()
    {
        auto document = tokaidoFixture();
        DataErrors errors;
        QVERIFY2(
            document.setValue("board.regions[0].adjacent[1]", DataNode::makeScalar("R3"), errors),
            joined(errors).c_str());
        COMPARE_TEXT(document.text(), tokaidoHeader() + "board:\n"
                                                        "  regions:\n"
                                                        "    R1:\n"
                                                        "      adjacent: [R8, R3, R7]\n");
        QCOMPARE(document.changes(), (std::vector<VariantChange>{{VariantChange::Kind::Value,
                                                                  "board.regions[0].adjacent"}}));
    }

    // A variant that writes a list whole (as shipped ones and older files do) keeps it whole:
    // edits are splices inside it, and its changes are still one per value or item.
    void aListWrittenWholeIsEditedInPlace()
    {
        std::string routes = "board:\n  routes:  # the old way\n";
        const auto base = baseOf("tokaido_duo");
        for (const auto &route : base->find("board")->find("routes")->items)
            routes += "    - " + emitYamlFlow(route) + "\n";
        routes.replace(routes.find("[M2, M3]"), 8, "[M2, M4]");
        auto document =
            VariantDocument::fromText(base, "tokaido_duo", tokaidoHeader() + routes, "t.yaml");
        QCOMPARE(document.changes(),
                 (std::vector<VariantChange>{{VariantChange::Kind::Added, "board.routes[1]"},
                                             {VariantChange::Kind::Removed, "board.routes", 1}}));
        DataErrors errors;
        QVERIFY(document.setValue("board.routes[5][0]", DataNode::makeScalar("C3"), errors));
        QVERIFY(document.text().find("# the old way\n") != std::string::npos);
        QVERIFY(document.text().find("    - [C3, M2]\n") != std::string::npos);
        QCOMPARE(document.changeAt("board.routes[0]"), VariantDocument::Change::Inside);
        // Taken back one by one, the list is the base's again and leaves the variant.
        while (!document.changes().empty())
            QVERIFY2(document.revertChange(document.changes().back(), errors),
                     joined(errors).c_str());
        QVERIFY2(errors.empty(), joined(errors).c_str());
        COMPARE_TEXT(document.text(), tokaidoHeader());
    }

    void headerEditedInPlace()
    {
        auto document = shikokuFixture("");
        DataErrors errors;
        QVERIFY(document.setValue("variant.name.es", DataNode::makeString("Otra"), errors));
        QVERIFY(document.setValue("variant.description.ja", DataNode::makeString("説明"), errors));
        QVERIFY2(errors.empty(), joined(errors).c_str());
        COMPARE_TEXT(document.text(),
                     std::string("# A fixture with comments that must survive.\n"
                                 "variant:\n"
                                 "  base: shikoku\n"
                                 "  name: {en: Test, es: Otra, fr: Essai, ja: テスト, hu: Próba}\n"
                                 "  description: {ja: 説明}\n"));
        QCOMPARE(document.header().description.get("ja"), std::string("説明"));
        QCOMPARE(document.changeAt("variant.name.es"), VariantDocument::Change::None);
        QVERIFY(document.changedPaths().empty());
    }

    void unreadableTextIsKeptAndFormEditsRefused()
    {
        auto document = shikokuFixture("rules:\n  hand_size: 4\n");
        const DataNode merged = document.merged();
        QVERIFY(!document.setText(kHeader + "rules:\n  hand_size: [4\n"));
        COMPARE_TEXT(document.text(), kHeader + "rules:\n  hand_size: [4\n");
        QVERIFY(!document.readErrors().empty());
        COMPARE_TEXT(document.readErrors().front().format(),
                     std::string("t.yaml:7:1: YAML syntax error: end of sequence flow not found"));
        QVERIFY(sameData(document.merged(), merged)); // as it last read
        DataErrors errors;
        QVERIFY(!document.setValue("rules.hand_size", integer(5), errors));
        QCOMPARE(errors.front().message,
                 std::string("the text has errors: correct it before editing forms"));
        QVERIFY(document.setText(kHeader + "rules:\n  hand_size: 5\n"));
        QCOMPARE(document.value("rules.hand_size")->scalar, std::string("5"));
        // Another game's header does not read as this editor's document.
        QVERIFY(!document.setText("variant:\n  base: hyano\n"));
        COMPARE_TEXT(document.readErrors().front().format(),
                     std::string("t.yaml:2:9: variant.base: this editor edits a variant of "
                                 "'shikoku', not of 'hyano'"));
    }

    void spansAndPathsLeadThroughPatches()
    {
        auto document = tokaidoFixture();
        DataErrors errors;
        QVERIFY(document.setValue("board.towns[3].draw", integer(2), errors));
        DataNode route;
        route.kind = DataNode::Kind::Sequence;
        route.items = {DataNode::makeScalar("M1"), DataNode::makeScalar("M4")};
        QVERIFY(document.insertItem("board.routes", 11, route, errors));
        QVERIFY2(errors.empty(), joined(errors).c_str());
        const auto draw = document.spanOf("board.towns[3].draw");
        QVERIFY(draw);
        COMPARE_TEXT(document.text().substr(draw->begin, draw->end - draw->begin),
                     std::string("2"));
        QCOMPARE(document.pathAt(draw->begin), std::string("board.towns[3].draw"));
        QCOMPARE(document.pathAt(document.text().find("M4:")), std::string("board.towns[3]"));
        const std::size_t added = document.text().find("M1, M4");
        QCOMPARE(document.pathAt(added + 4), std::string("board.routes[11][1]"));
        QVERIFY(!document.spanOf("board.towns[2].draw"));
        const auto item = document.spanOf("board.routes[11]");
        QVERIFY(item);
        COMPARE_TEXT(document.text().substr(item->begin, item->end - item->begin),
                     std::string("[M1, M4]"));
    }

    void spansAndPathsLeadBetweenTextAndForms()
    {
        auto document = shikokuFixture("rules:\n  hand_size: 4   # more cards\n");
        const auto span = document.spanOf("rules.hand_size");
        QVERIFY(span);
        COMPARE_TEXT(document.text().substr(span->begin, span->end - span->begin),
                     std::string("4"));
        QCOMPARE(document.pathAt(span->begin), std::string("rules.hand_size"));
        const std::size_t nameAt = document.text().find("Prueba");
        QCOMPARE(document.pathAt(nameAt), std::string("variant.name.es"));
        QVERIFY(!document.spanOf("rules.tie_mode"));
    }

    void everyShippedVariantOpensAndReadsBackUnchanged()
    {
        int files = 0;
        for (const auto &game : catalog().games()) {
            auto base = std::make_shared<const DataNode>(game.document);
            for (const auto &variant : game.variants) {
                const std::string text = readFile(variant.file);
                auto document = VariantDocument::fromText(base, game.id, text, variant.file);
                QVERIFY2(document.readable(), joined(document.readErrors()).c_str());
                COMPARE_TEXT(document.text(), text);
                QVERIFY(!document.changedPaths().empty());
                const VariantCheck check = checkVariantText(*base, game.id, text, variant.file);
                QVERIFY2(check.errors.empty(), joined(check.errors).c_str());
                QVERIFY(check.definition);
                // Taking every change back, one by one, gives the base game back.
                DataErrors errors;
                for (int guard = 0; guard < 5000 && !document.changes().empty(); ++guard)
                    QVERIFY2(document.revertChange(document.changes().back(), errors),
                             joined(errors).c_str());
                QVERIFY(document.changes().empty());
                QVERIFY(sameData(document.merged(), *base));
                ++files;
            }
            // A new variant of every game checks clean.
            VariantHeader header;
            header.baseId = game.id;
            header.name = named({{"en", "N"}, {"es", "N"}, {"fr", "N"}, {"ja", "N"}, {"hu", "N"}});
            header.description = header.name;
            auto fresh = VariantDocument::create(base, game.id, header, "new.yaml");
            const VariantCheck check = checkVariantText(*base, game.id, fresh.text(), "new.yaml");
            QVERIFY2(check.errors.empty(), joined(check.errors).c_str());
        }
        QVERIFY(files >= 11);
    }

    // Random edits through every kind of form edit, on every game: each does exactly what it
    // says to the game as designed, and the text read afresh gives that same game.
    void randomEditsDoWhatTheySay()
    {
        std::mt19937 random(qEnvironmentVariableIntValue("KOTATSU_TEST_SEED") + 20300702);
        const int kSteps = qEnvironmentVariableIsSet("KOTATSU_TEST_STEPS")
                               ? qEnvironmentVariableIntValue("KOTATSU_TEST_STEPS")
                               : 120;
        int edits = 0;
        for (const auto &game : catalog().games()) {
            auto base = std::make_shared<const DataNode>(game.document);
            auto document = VariantDocument::fromText(
                base, game.id, "variant:\n  base: " + game.id + "\n" + kNames, "r.yaml");
            for (int step = 0; step < kSteps; ++step) {
                std::vector<std::pair<std::string, const DataNode *>> scalars;
                std::vector<std::pair<std::string, const DataNode *>> lists;
                collect(document.merged(), "", scalars, lists);
                DataNode expected = document.merged();
                DataErrors errors;
                bool done = false;
                std::string what;
                const int op = int(random() % 6);
                if (op <= 1 && !scalars.empty()) {
                    const auto &[path, node] = scalars[random() % scalars.size()];
                    if (path.substr(0, 5) == "game.")
                        continue;
                    DataNode value = *node;
                    value.scalar = op == 0 ? value.scalar + "x" : std::to_string(random() % 9);
                    what = "set " + path + " = " + value.scalar;
                    done = document.setValue(path, value, errors);
                    *const_cast<DataNode *>(walkTo(expected, path)) = value;
                } else if (!lists.empty()) {
                    const auto &[path, node] = lists[random() % lists.size()];
                    if (node->items.empty() || path.substr(0, 5) == "game.")
                        continue;
                    const std::size_t i = random() % node->items.size();
                    DataNode &list = *const_cast<DataNode *>(walkTo(expected, path));
                    if (op == 2 && node->items.size() > 1) {
                        what = "remove " + path + "[" + std::to_string(i) + "]";
                        done = document.removeItem(path, i, errors);
                        list.items.erase(list.items.begin() + std::ptrdiff_t(i));
                    } else if (op == 3) {
                        what = "duplicate " + path + "[" + std::to_string(i) + "]";
                        done = document.duplicateItem(path, i, errors);
                        list.items.insert(list.items.begin() + std::ptrdiff_t(i) + 1,
                                          list.items[i]);
                    } else if (op == 4) {
                        what = "append to " + path;
                        const DataNode copy = list.items[i];
                        done = document.insertItem(path, list.items.size(), copy, errors);
                        list.items.push_back(copy);
                    } else {
                        const auto changes = document.changes();
                        if (changes.empty())
                            continue;
                        const VariantChange &change = changes[random() % changes.size()];
                        what = "take back " + change.path;
                        QVERIFY2(document.revertChange(change, errors),
                                 (what + "\n" + joined(errors)).c_str());
                        expected = document.merged();
                        done = true;
                    }
                } else {
                    continue;
                }
                QVERIFY2(done, (game.id + ": " + what + "\n" + joined(errors)).c_str());
                QVERIFY2(sameData(document.merged(), expected),
                         (game.id + ": " + what + "\n" + document.text()).c_str());
                const auto again =
                    VariantDocument::fromText(base, game.id, document.text(), "r.yaml");
                QVERIFY2(again.readable() && sameData(again.merged(), expected),
                         (game.id + ": " + what + "\n" + document.text()).c_str());
                ++edits;
            }
            DataErrors errors;
            for (int guard = 0; guard < 5000 && !document.changes().empty(); ++guard)
                QVERIFY2(document.revertChange(document.changes().back(), errors),
                         joined(errors).c_str());
            QVERIFY2(sameData(document.merged(), *base), document.text().c_str());
            COMPARE_TEXT(document.text(), "variant:\n  base: " + game.id + "\n" + kNames);
        }
        QVERIFY(edits > 300);
    }

    // Patches typed by hand, mangled at random: reading, locating and editing never crash,
    // and an edit that succeeds leaves a text that reads as the game shown.
    void mangledPatchesNeverCrash()
    {
        const std::string patches = "board:\n"
                                    "  towns:\n"
                                    "    M1:\n"
                                    "      draw: 4\n"
                                    "    add before C1:\n"
                                    "      - {id: M5, kind: mountain, draw: 3, at: [0.5, 0.4]}\n"
                                    "    remove: [C8]\n"
                                    "  ring:\n"
                                    "    9: {type: garden}\n"
                                    "    remove: [3]\n"
                                    "  routes:\n"
                                    "    add: [[M1, M3]]\n"
                                    "    remove: [[C1, M1]]\n"
                                    "  regions:\n"
                                    "    R2: {icon: sea, adjacent: [R1, R3]}\n";
        const std::string text = tokaidoHeader() + patches;
        const auto base = baseOf("tokaido_duo");
        std::mt19937 random(20300703);
        const std::string junk = ":-#[]{},'\"\n ~0123MRCadeorv";
        int readable = 0;
        for (int i = 0; i < 400; ++i) {
            std::string t = text;
            for (int k = 0; k < 1 + i % 3; ++k) {
                const std::size_t at = tokaidoHeader().size() + random() % patches.size();
                const char c = junk[random() % junk.size()];
                if (random() % 2)
                    t.insert(at, 1, c);
                else if (at < t.size())
                    t[at] = c;
            }
            auto document = VariantDocument::fromText(base, "tokaido_duo", t, "m.yaml");
            if (!document.readable())
                continue;
            ++readable;
            (void)document.changes();
            for (const char *path :
                 {"board.towns[0].draw", "board.towns[3]", "board.ring[9].type",
                  "board.routes[11][1]", "board.regions[1].adjacent[0]", "board.towns"}) {
                (void)document.changeAt(path);
                (void)document.spanOf(path);
                (void)document.baseValue(path);
            }
            for (std::size_t offset = 0; offset < t.size(); offset += 7)
                (void)document.pathAt(offset);
            DataErrors errors;
            const bool edited = random() % 2
                                    ? document.setValue("board.towns[1].draw", integer(4), errors)
                                    : document.removeItem("board.routes", 0, errors);
            if (edited) {
                const auto again =
                    VariantDocument::fromText(base, "tokaido_duo", document.text(), "m.yaml");
                QVERIFY2(sameData(again.merged(), document.merged()), document.text().c_str());
            }
            for (int guard = 0; guard < 200 && !document.changes().empty(); ++guard) {
                if (!document.revertChange(document.changes().back(), errors))
                    break;
            }
        }
        QVERIFY(readable > 100);
    }

    void brokenEditsAreReportedWhereTheyAre_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("out of range")
            << "shikoku"
            << "rules.hand_size"
            << "99"
            << "t.yaml:6:14: rules.hand_size: 99 is out of range (1 to 8)";
        QTest::newRow("unknown word")
            << "shikoku"
            << "rules.tie_mode"
            << "sideways"
            << "t.yaml:6:13: rules.tie_mode: 'sideways' is not one of: levels, arrival_order";
        QTest::newRow("not a colour")
            << "hyano"
            << "deck.colours[0].hex"
            << "blue"
            << "t.yaml:8:12: deck.colours[0].hex: expected a colour written #rrggbb, e.g. "
               "\"#c0432c\", found 'blue'";
        QTest::newRow("route to a missing town")
            << "tokaido_duo"
            << "board.routes[1][1]"
            << "M9"
            << "t.yaml:10:14: board.routes[1][1]: unknown town 'M9' (board.towns: M1, M2, M3, M4, "
               "C1, C2, C3, C4, C5, C6, C7, C8)";
        QTest::newRow("start field off the board")
            << "garden"
            << "board.start_fields.kokeshi[0]"
            << "z9"
            << "t.yaml:7:15: board.start_fields.kokeshi[0]: 'z9' is not a field";
    }
    void brokenEditsAreReportedWhereTheyAre()
    {
        QFETCH(QString, game);
        QFETCH(QString, path);
        QFETCH(QString, value);
        QFETCH(QString, expected);
        const std::string id = game.toStdString();
        const std::string header = "variant:\n  base: " + id + "\n" + kNames;
        auto document = VariantDocument::fromText(baseOf(id), id, header, "t.yaml");
        DataErrors errors;
        QVERIFY2(document.setValue(path.toStdString(), DataNode::makeScalar(value.toStdString()),
                                   errors),
                 joined(errors).c_str());
        const VariantCheck check = checkVariantText(document.base(), id, document.text(), "t.yaml");
        QVERIFY(!check.definition);
        QVERIFY(!check.errors.empty());
        const std::string first = check.errors.front().format();
        COMPARE_TEXT(first, expected.toStdString());
    }

    void checkNamesTheBase()
    {
        const VariantCheck check = checkVariantText(*baseOf("shikoku"), "shikoku",
                                                    "variant:\n  base: hyano\n" + kNames, "t.yaml");
        QVERIFY(!check.definition);
        COMPARE_TEXT(check.errors.front().format(),
                     std::string("t.yaml:2:9: variant.base: a variant of 'shikoku' must name it as "
                                 "its base"));
    }
};

QTEST_GUILESS_MAIN(TestVariantDocument)
#include "tst_variant_document.moc"
