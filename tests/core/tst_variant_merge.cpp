// SPDX-License-Identifier: GPL-3.0-or-later
// Variants merged into their base game, lists item by item (docs/data-files.md, "Changing a
// list item by item", issue 30 point 7): a map in place of a list changes items by id, number
// or value, adds and removes them; a plain list still replaces the whole list; mistakes are
// errors at the variant's line with "did you mean"; diffOverrides writes the shortest form,
// and every shipped variant written that way is exactly the same game.
#include "data/document_loader.h"
#include "data/variant_merge.h"
#include "data/yaml_emitter.h"
#include "data/yaml_reader.h"
#include "engine/game_catalog.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QTest>
#include <filesystem>
#include <fstream>
#include <random>

using namespace kotatsu;
namespace fs = std::filesystem;

namespace {

// A small board in the shape of Tokaido Duo's: towns with ids, a ring without, routes as
// pairs, and a list of plain values.
const std::string kBase = "board:\n"
                          "  towns:\n"
                          "    - {id: M1, draw: 2, name: {en: Uchiko, ja: 内子}}\n"
                          "    - {id: M2, draw: 3}\n"
                          "    - {id: C1, ring: 2}\n"
                          "  ring:\n"
                          "    - {type: start}\n"
                          "    - {type: temple}\n"
                          "    - {type: town}\n"
                          "  routes:\n"
                          "    - [M1, M2]\n"
                          "    - [C1, M1]\n"
                          "  adjacent: [R1, R2]\n";

DataNode readText(const std::string &text, const std::string &file)
{
    DataErrors errors;
    auto node = readYamlText(text, file, errors);
    for (const auto &e : errors)
        qWarning("%s", e.format().c_str());
    if (!node)
        qFatal("cannot read %s", text.c_str());
    return std::move(*node);
}

std::string joined(const DataErrors &errors)
{
    std::string out;
    for (const auto &e : errors)
        out += e.format() + "\n";
    return out;
}

const DataNode &at(const DataNode &root, std::string_view key)
{
    const DataNode *board = root.find("board");
    const DataNode *node = board ? board->find(key) : nullptr;
    if (!node)
        qFatal("no board.%s", std::string(key).c_str());
    return *node;
}

std::size_t lineCount(const std::string &text)
{
    return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
}

const GameCatalog &catalog()
{
    static const GameCatalog instance(test::dataDir());
    return instance;
}

// Every list under `node` that a patch can change, by address.
void patchableLists(DataNode &node, std::vector<DataNode *> &out)
{
    if (node.isSequence() && listKeys(node).kind != ItemKeys::None)
        out.push_back(&node);
    for (auto &item : node.items)
        patchableLists(item, out);
    for (auto &entry : node.entries)
        patchableLists(entry.value, out);
}

// Every scalar under `node`, by address.
void scalars(DataNode &node, std::vector<DataNode *> &out)
{
    if (node.isScalar())
        out.push_back(&node);
    for (auto &item : node.items)
        scalars(item, out);
    for (auto &entry : node.entries)
        scalars(entry.value, out);
}

} // namespace

#define COMPARE_TEXT(actual, expected)                                                             \
    QCOMPARE(QString::fromStdString(actual), QString::fromStdString(expected))

class TestVariantMerge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void patchesMerge_data()
    {
        QTest::addColumn<QString>("list");
        QTest::addColumn<QString>("patch");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a field of a town by its id")
            << "towns"
            << "M1: {draw: 4}"
            << "[{id: M1, draw: 4, name: {en: Uchiko, ja: 内子}}, {id: M2, draw: 3}, "
               "{id: C1, ring: 2}]";
        QTest::newRow("one language of a name")
            << "towns"
            << "M1: {name: {ja: 内々}}"
            << "[{id: M1, draw: 2, name: {en: Uchiko, ja: 内々}}, {id: M2, draw: 3}, "
               "{id: C1, ring: 2}]";
        QTest::newRow("added at the end")
            << "towns"
            << "add: [{id: M3, draw: 4}]"
            << "[{id: M1, draw: 2, name: {en: Uchiko, ja: 内子}}, {id: M2, draw: 3}, "
               "{id: C1, ring: 2}, {id: M3, draw: 4}]";
        QTest::newRow("added before an item")
            << "towns"
            << "add before M2: [{id: M3}, {id: M4}]"
            << "[{id: M1, draw: 2, name: {en: Uchiko, ja: 内子}}, {id: M3}, {id: M4}, "
               "{id: M2, draw: 3}, {id: C1, ring: 2}]";
        QTest::newRow("removed") << "towns"
                                 << "remove: [M2, M1]"
                                 << "[{id: C1, ring: 2}]";
        QTest::newRow("replaced in its place")
            << "towns"
            << "remove: [M2]\n    add before M2: [{id: M9}]"
            << "[{id: M1, draw: 2, name: {en: Uchiko, ja: 内子}}, {id: M9}, {id: C1, ring: 2}]";
        QTest::newRow("renamed by its old id")
            << "towns"
            << "C1: {id: C9}"
            << "[{id: M1, draw: 2, name: {en: Uchiko, ja: 内子}}, {id: M2, draw: 3}, "
               "{id: C9, ring: 2}]";
        QTest::newRow("a ring space by its number")
            << "ring"
            << "1: {type: garden}"
            << "[{type: start}, {type: garden}, {type: town}]";
        QTest::newRow("numbers are the base's")
            << "ring"
            << "remove: [0]\n    2: {type: temple}\n    add: [{type: start}]"
            << "[{type: temple}, {type: temple}, {type: start}]";
        QTest::newRow("routes added and removed as values")
            << "routes"
            << "add: [[M2, C1]]\n    remove: [[C1, M1]]"
            << "[[M1, M2], [M2, C1]]";
        QTest::newRow("a route changed in its place")
            << "routes"
            << "remove: [[M1, M2]]\n    add before [M1, M2]: [[M1, C1]]"
            << "[[M1, C1], [C1, M1]]";
        QTest::newRow("a plain list still replaces") << "towns"
                                                     << "null"
                                                     << "[{id: X}]";
    }
    void patchesMerge()
    {
        QFETCH(QString, list);
        QFETCH(QString, patch);
        QFETCH(QString, expected);
        DataNode base = readText(kBase, "base.yaml");
        const std::string key = list.toStdString();
        const std::string text = patch == "null"
                                     ? "board:\n  " + key + ": [{id: X}]\n"
                                     : "board:\n  " + key + ":\n    " + patch.toStdString() + "\n";
        const DataNode over = readText(text, "v.yaml");
        DataErrors errors;
        QVERIFY2(mergeInto(base, over, errors), joined(errors).c_str());
        COMPARE_TEXT(emitYamlFlow(at(base, key)), expected.toStdString());
        // The other lists are the base's.
        const DataNode untouched = readText(kBase, "base.yaml");
        for (const char *other : {"towns", "ring", "routes", "adjacent"}) {
            if (other != key)
                QVERIFY(sameData(at(base, other), at(untouched, other)));
        }
    }

    // A merged item keeps the variant's place for what the variant wrote: the checks after
    // the merge point there.
    void mergedValuesKeepTheVariantsPlace()
    {
        DataNode base = readText(kBase, "base.yaml");
        const DataNode over = readText("board:\n  towns:\n    M1:\n      draw: 9\n"
                                       "    add:\n      - {id: M3}\n",
                                       "v.yaml");
        DataErrors errors;
        QVERIFY(mergeInto(base, over, errors));
        const DataNode &towns = at(base, "towns");
        const DataNode *draw = towns.items[0].find("draw");
        COMPARE_TEXT(draw->pos.fileName(), std::string("v.yaml"));
        QCOMPARE(draw->pos.line, 4);
        QCOMPARE(draw->pos.column, 13);
        COMPARE_TEXT(towns.items[0].find("name")->pos.fileName(), std::string("base.yaml"));
        QCOMPARE(towns.items[3].pos.line, 6);
    }

    void patchMistakesAreErrorsAtTheirPlace_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown id")
            << "board:\n  towns:\n    M3:\n      draw: 4\n"
            << "v.yaml:3:5: board.towns.M3: there is no item 'M3' to change (did you mean 'M1'?)";
        QTest::newRow("a word misspelt")
            << "board:\n  towns:\n    ad: []\n"
            << "v.yaml:3:5: board.towns.ad: there is no item 'ad' to change (did you mean 'add'?)";
        QTest::newRow("a number past the end")
            << "board:\n  ring:\n    7: {type: garden}\n"
            << "v.yaml:3:5: board.ring.7: there is no item '7' to change (the items are "
               "numbered 0 to 2)";
        QTest::newRow("a route the other way round")
            << "board:\n  routes:\n    remove: [[M1, C1]]\n"
            << "v.yaml:3:14: board.routes.remove[0]: there is no item '[M1, C1]' to remove (did "
               "you mean '[C1, M1]'?)";
        QTest::newRow("a route changed in place")
            << "board:\n  routes:\n    \"[M1, M2]\": [M1, C1]\n"
            << "v.yaml:3:5: board.routes.[M1, M2]: an item of this list is a list of values: it "
               "is not changed in place but removed (remove: [[M1, M2]]) and the new one added "
               "(add: [...])";
        QTest::newRow("changed and removed")
            << "board:\n  towns:\n    M1: {draw: 4}\n    remove: [M1]\n"
            << "v.yaml:3:5: board.towns.M1: 'M1' is both changed and removed";
        QTest::newRow("removed twice")
            << "board:\n  towns:\n    remove: [M2, M2]\n"
            << "v.yaml:3:18: board.towns.remove[1]: 'M2' is removed twice";
        QTest::newRow("additions not a list")
            << "board:\n  towns:\n    add: {id: M9}\n"
            << "v.yaml:3:10: board.towns.add: expected a list of the items to add, found a map";
        QTest::newRow("added before nothing")
            << "board:\n  towns:\n    add before M7: [{id: M9}]\n"
            << "v.yaml:3:5: board.towns.add before M7: there is no item 'M7' to add before (did "
               "you mean 'M1'?)";
        QTest::newRow("removal not a list")
            << "board:\n  towns:\n    remove: M2\n"
            << "v.yaml:3:13: board.towns.remove: expected a list of the items to remove, e.g. "
               "remove: [M1]";
        QTest::newRow("removal by a list")
            << "board:\n  towns:\n    remove: [[M2]]\n"
            << "v.yaml:3:14: board.towns.remove[0]: expected the name of an item, such as 'M1'";
        QTest::newRow("a list of plain values")
            << "board:\n  adjacent:\n    remove: [0]\n"
            << "v.yaml:3:5: board.adjacent: this list cannot be changed item by item (its items "
               "are plain values): write the whole list";
    }
    void patchMistakesAreErrorsAtTheirPlace()
    {
        QFETCH(QString, variant);
        QFETCH(QString, expected);
        DataNode base = readText(kBase, "base.yaml");
        const DataNode untouched = base;
        const DataNode over = readText(variant.toStdString(), "v.yaml");
        DataErrors errors;
        QVERIFY(!mergeInto(base, over, errors));
        QCOMPARE(static_cast<int>(errors.size()), 1);
        COMPARE_TEXT(errors.front().format(), expected.toStdString());
        // What was wrong is left out, never guessed.
        QVERIFY(sameData(at(base, "ring"), at(untouched, "ring")));
        QVERIFY(sameData(at(base, "adjacent"), at(untouched, "adjacent")));
    }

    // A variant with one mistake in a patched item gets that error, at the variant's line.
    void aCheckedMistakeInAPatchIsTheOnlyError()
    {
        const GameEntry *game = catalog().find("tokaido_duo");
        QVERIFY(game);
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("bad.yaml")).toStdString();
        std::ofstream(path, std::ios::binary)
            << "variant:\n  base: tokaido_duo\n"
               "  name: {en: N, es: N, fr: N, ja: N, hu: N}\n"
               "  description: {en: D, es: D, fr: D, ja: D, hu: D}\n"
               "board:\n  towns:\n    M1:\n      draw: 9\n";
        DataErrors errors;
        auto variant = loadVariantFile(path, errors);
        QVERIFY(variant);
        auto definition = buildVariantDefinition(game->document, *variant, errors);
        QVERIFY(!definition);
        QCOMPARE(static_cast<int>(errors.size()), 1);
        const std::string text = errors.front().format();
        QVERIFY2(text.find("/bad.yaml:8:13: board.towns[0].draw: 9 is out of range (1 to 6)") !=
                     std::string::npos,
                 text.c_str());
    }

    // Every shipped variant, written in the shortest form diffOverrides finds, merges into
    // exactly the same game as the file as shipped; and the designer's four small changes
    // make a file of a few lines.
    void shippedVariantsInTheShortFormAreTheSameGame()
    {
        int variants = 0;
        for (const auto &game : catalog().games()) {
            QVERIFY2(game.definition, game.id.c_str());
            for (const auto &entry : game.variants) {
                DataErrors errors;
                auto variant = loadVariantFile(entry.file, errors);
                QVERIFY2(variant, joined(errors).c_str());
                DataNode shipped = game.document;
                QVERIFY(mergeInto(shipped, variant->overrides, errors));
                const std::string text = shortForm(game.document, shipped, *variant);
                QVERIFY2(!text.empty(), entry.file.c_str());
                // Both build, without a word of difference in what they are made from.
                QTemporaryDir dir;
                const std::string path = dir.filePath(QStringLiteral("short.yaml")).toStdString();
                std::ofstream(path, std::ios::binary) << text;
                auto written = loadVariantFile(path, errors);
                QVERIFY(written);
                QVERIFY2(buildVariantDefinition(game.document, *variant, errors) &&
                             buildVariantDefinition(game.document, *written, errors),
                         joined(errors).c_str());
                QVERIFY2(errors.empty(), joined(errors).c_str());
                ++variants;
            }
        }
        QCOMPARE(variants, 11);
    }

    void theDesignersFourChangesAreAFewLines()
    {
        const GameEntry *game = catalog().find("tokaido_duo");
        QVERIFY(game);
        DataNode edited = game->document;
        DataNode &board = *edited.find("board");
        board.find("towns")->items[0].find("draw")->scalar = "4";
        board.find("ring")->items[9].find("type")->scalar = "garden";
        DataNode route = board.find("routes")->items[0];
        route.items[1].scalar = "M3";
        board.find("routes")->items.push_back(route);
        board.find("regions")->items[1].find("icon")->scalar = "sea";
        VariantFile header;
        header.baseId = "tokaido_duo";
        header.name = LocalizedText("Four changes");
        header.description = LocalizedText("Uchiko draws 4, and three more");
        const std::string text = shortForm(game->document, edited, header);
        COMPARE_TEXT(text.substr(text.find("board:")), std::string("board:\n"
                                                                   "  ring:\n"
                                                                   "    9:\n"
                                                                   "      type: garden\n"
                                                                   "  towns:\n"
                                                                   "    M1:\n"
                                                                   "      draw: 4\n"
                                                                   "  routes:\n"
                                                                   "    add:\n"
                                                                   "      - [M1, M3]\n"
                                                                   "  regions:\n"
                                                                   "    R2:\n"
                                                                   "      icon: sea\n"));
        // The same four changes with every list written whole, as merging read them before.
        DataNode whole;
        whole.kind = DataNode::Kind::Map;
        DataNode wholeBoard = whole;
        for (const char *list : {"towns", "ring", "routes", "regions"})
            wholeBoard.entries.push_back({list, {}, *board.find(list), {}});
        whole.entries.push_back({"board", {}, wholeBoard, {}});
        const std::string wholeText =
            emitVariantFile({header.baseId, header.name, header.description}, whole);
        qInfo("four changes: %zu lines as patches, %zu lines with whole lists", lineCount(text),
              lineCount(wholeText));
        QVERIFY(lineCount(text) < 25);
        QVERIFY(lineCount(wholeText) > 150);
    }

    // Random edits of every patchable list of every game (values changed, items removed,
    // copied, moved, added): the short form always merges back into exactly the edited game,
    // and is never longer than writing the lists whole.
    void randomListEditsRoundTrip()
    {
        std::mt19937 random(20300701);
        int edits = 0;
        for (const auto &game : catalog().games()) {
            for (int round = 0; round < 60; ++round) {
                DataNode edited = game.document;
                std::vector<DataNode *> lists;
                patchableLists(edited, lists);
                QVERIFY(!lists.empty());
                for (int k = 0; k < 1 + round % 4 && !lists.empty(); ++k) {
                    DataNode &list = *lists[random() % lists.size()];
                    if (list.items.empty())
                        continue;
                    const std::size_t i = random() % list.items.size();
                    switch (random() % 5) {
                    case 0: { // a value inside an item
                        std::vector<DataNode *> leaves;
                        scalars(list.items[i], leaves);
                        if (!leaves.empty())
                            leaves[random() % leaves.size()]->scalar += "x";
                        break;
                    }
                    case 1:
                        if (list.items.size() > 1)
                            list.items.erase(list.items.begin() + std::ptrdiff_t(i));
                        break;
                    case 2:
                        list.items.insert(list.items.begin() + std::ptrdiff_t(i),
                                          list.items[random() % list.items.size()]);
                        break;
                    case 3:
                        std::swap(list.items[i], list.items[random() % list.items.size()]);
                        break;
                    default:
                        list.items.push_back(list.items[i]);
                    }
                    // The lists found may have moved in memory: find them again.
                    lists.clear();
                    patchableLists(edited, lists);
                }
                VariantFile header;
                header.baseId = game.id;
                header.name = LocalizedText("N");
                header.description = LocalizedText("D");
                const std::string text = shortForm(game.document, edited, header);
                QVERIFY(!text.empty());
                ++edits;
            }
        }
        QVERIFY(edits >= 240);
    }

    void listOverrideIsNeverLongerThanTheList()
    {
        for (const auto &game : catalog().games()) {
            DataNode copy = game.document;
            std::vector<DataNode *> lists;
            patchableLists(copy, lists);
            for (DataNode *list : lists) {
                DataNode reversed = *list;
                std::reverse(reversed.items.begin(), reversed.items.end());
                auto written = listOverride(*list, reversed);
                if (sameData(reversed, *list)) {
                    QVERIFY(!written);
                    continue;
                }
                QVERIFY(written);
                // Measured as a variant file writes it: nested under its section (indent 4).
                // At the top level (indent 0) a patch of nearly every item can be a few bytes
                // longer than the list, since its items sit one level deeper.
                QVERIFY(emitYamlValue(*written, 4, 10, false).size() <=
                        emitYamlValue(reversed, 4, 10, false).size());
                DataNode merged = *list;
                DataErrors errors;
                QVERIFY2(mergeInto(merged, *written, errors), joined(errors).c_str());
                QVERIFY(sameData(merged, reversed));
            }
        }
    }

private:
    // Writes `edited` as a variant of `base` (diffOverrides, emitVariantFile), reads the file
    // back and checks that it merges into exactly `edited` and that both build the same way;
    // returns the file's text ("" when something failed).
    std::string shortForm(const DataNode &base, const DataNode &edited, const VariantFile &header)
    {
        DataErrors errors;
        auto diff = diffOverrides(base, edited, errors);
        if (!diff) {
            qWarning("%s", joined(errors).c_str());
            return {};
        }
        const std::string text =
            emitVariantFile({header.baseId, header.name, header.description}, *diff);
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("v.yaml")).toStdString();
        std::ofstream(path, std::ios::binary) << text;
        auto variant = loadVariantFile(path, errors);
        if (!variant) {
            qWarning("%s\n%s", joined(errors).c_str(), text.c_str());
            return {};
        }
        DataNode merged = base;
        if (!mergeInto(merged, variant->overrides, errors) || !sameData(merged, edited)) {
            qWarning("does not merge back:\n%s%s", joined(errors).c_str(), text.c_str());
            return {};
        }
        return text;
    }
};

QTEST_GUILESS_MAIN(TestVariantMerge)
#include "tst_variant_merge.moc"
