// SPDX-License-Identifier: GPL-3.0-or-later
// The rules editor's document: a variant's text edited by key path against its base game.
// What is checked comes from docs/data-files.md and issue 13: a form edit is an exact splice
// of the variant's text, an edit back to the base value removes the override, lists are
// overridden whole, the text's comments and layout survive, broken text is kept and refused
// for form edits, every shipped file opens and reads back unchanged, and broken edits are
// reported at FILE:LINE:COL with their key.
#include "data/document_loader.h"
#include "editor/variant_document.h"
#include "engine/game_catalog.h"
#include "test_support.h"

#include <QTest>
#include <filesystem>
#include <fstream>
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

    void listItemsOverrideTheWholeList()
    {
        auto base = baseOf("hyano");
        const std::string header = "variant:\n  base: hyano\n" + kNames;
        auto document = VariantDocument::fromText(base, "hyano", header, "c.yaml");
        DataErrors errors;
        QVERIFY2(document.setValue("deck.colours[1].hex", DataNode::makeString("#ff0000"), errors),
                 joined(errors).c_str());
        const DataNode *colours = document.variantRoot().find("deck")->find("colours");
        QVERIFY(colours && colours->isSequence());
        QCOMPARE(colours->items.size(), base->find("deck")->find("colours")->items.size());
        QCOMPARE(document.value("deck.colours[1].hex")->scalar, std::string("#ff0000"));
        QCOMPARE(document.value("deck.colours[1].id")->scalar, std::string("red"));
        QCOMPARE(document.changeAt("deck.colours[1].hex"), VariantDocument::Change::Inside);
        QCOMPARE(document.changeAt("deck.colours[3].id"), VariantDocument::Change::Inside);
        QCOMPARE(document.changeAt("deck.values"), VariantDocument::Change::None);
        QCOMPARE(document.changedPaths(), std::vector<std::string>{"deck.colours"});
        // Within the overridden list an edit is a splice; reverting the item's value puts the
        // base value back, and the list equal to the base again leaves the variant.
        const std::string withList = document.text();
        QVERIFY(document.setValue("deck.colours[1].hex", DataNode::makeString("#00ff00"), errors));
        QCOMPARE(document.text().size(), withList.size());
        QVERIFY(document.revert("deck.colours[1].hex", errors));
        QVERIFY2(errors.empty(), joined(errors).c_str());
        COMPARE_TEXT(document.text(), header);
    }

    void itemsInsertedRemovedAndDuplicated()
    {
        auto base = baseOf("hyano");
        const std::string header = "variant:\n  base: hyano\n" + kNames;
        auto document = VariantDocument::fromText(base, "hyano", header, "c.yaml");
        const std::size_t count = base->find("deck")->find("colours")->items.size();
        DataErrors errors;
        QVERIFY2(document.duplicateItem("deck.colours", 0, errors), joined(errors).c_str());
        QCOMPARE(document.value("deck.colours")->items.size(), count + 1);
        QVERIFY(sameData(document.value("deck.colours")->items[1],
                         document.value("deck.colours")->items[0]));
        QVERIFY(document.setValue("deck.colours[1].id", DataNode::makeScalar("teal"), errors));
        QVERIFY(document.removeItem("deck.colours", 2, errors)); // red
        QCOMPARE(document.value("deck.colours")->items.size(), count);
        QCOMPARE(document.value("deck.colours[2].id")->scalar, std::string("yellow"));
        QVERIFY(document.insertItem("deck.colours", 2,
                                    base->find("deck")->find("colours")->items[1], errors));
        QVERIFY(document.removeItem("deck.colours", 1, errors));
        QVERIFY2(errors.empty(), joined(errors).c_str());
        // Back to the base list: nothing is left to override.
        COMPARE_TEXT(document.text(), header);
        QVERIFY(!document.removeItem("deck.colours", 99, errors));
        QCOMPARE(errors.size(), std::size_t(1));
        COMPARE_TEXT(document.text(), header);
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
                // Reverting every change gives the base game back.
                DataErrors errors;
                for (const auto &path : document.changedPaths())
                    QVERIFY2(document.revert(path, errors), joined(errors).c_str());
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
            << "t.yaml:8:12: board.routes[1][1]: unknown town 'M9' (board.towns: M1, M2, M3, M4, "
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
