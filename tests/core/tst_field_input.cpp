// SPDX-License-Identifier: GPL-3.0-or-later
// What the rules editor's forms build on: a typed value read against its schema row without
// clamping (full-width digits read as digits), data errors kept as words to translate
// (DataMessage), and the places that name an id, found through the schema (renaming a town
// renames its routes, regions and start).
#include "data/data_error.h"
#include "editor/field_input.h"
#include "editor/id_references.h"
#include "editor/variant_document.h"
#include "engine/rules_registry.h"
#include "test_support.h"
#include "util/text.h"

#include <QTest>
#include <algorithm>

using namespace kotatsu;

namespace {

const GameEntry &game(const std::string &id)
{
    const GameEntry *entry = test::catalog().find(id);
    if (!entry)
        qFatal("no game %s", id.c_str());
    return *entry;
}

const Schema &schemaOf(const std::string &id)
{
    return *builtinSchema(game(id).definition->info().rulesEngine);
}

// The typed value's YAML scalar, or "!" and the problem's English.
std::string read(const std::string &gameId, const std::string &key, const std::string &text)
{
    const FieldInput input = readFieldInput(schemaOf(gameId).row(key), text);
    if (!input.value)
        return "!" + input.problem.english();
    return (input.value->quoted ? "\"" : "") + input.value->scalar;
}

} // namespace

class TestFieldInput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void asciiDigits()
    {
        QCOMPARE(kotatsu::asciiDigits("２５"), std::string("25"));
        QCOMPARE(kotatsu::asciiDigits("－５"), std::string("-5"));
        QCOMPARE(kotatsu::asciiDigits("−３．５"), std::string("-3.5"));
        QCOMPARE(kotatsu::asciiDigits("＋7"), std::string("+7"));
        QCOMPARE(kotatsu::asciiDigits("２５　"), std::string("25 "));
        // Kanji numerals are words, not digits; other text stays as it is.
        QCOMPARE(kotatsu::asciiDigits("十五"), std::string("十五"));
        QCOMPARE(kotatsu::asciiDigits("M1 町"), std::string("M1 町"));
    }

    void messages()
    {
        const DataMessage range("%1 is out of range (%2 to %3)", 12, 1, 8);
        QCOMPARE(range.english(), std::string("12 is out of range (1 to 8)"));
        QCOMPARE(std::string(range.text()), std::string("%1 is out of range (%2 to %3)"));
        QCOMPARE(range.args().size(), std::size_t(3));
        // One pass: an argument holding a placeholder is data.
        QCOMPARE(DataMessage("'%1' and '%2'", "%2", "x").english(), std::string("'%2' and 'x'"));
        // A word among the arguments is a message of its own (translated with the sentence).
        const DataMessage found("expected a map, found %1", DataMessage("a list"));
        QCOMPARE(found.english(), std::string("expected a map, found a list"));
        QVERIFY(found.args()[0].message);
        // Counts say their English plural.
        QCOMPARE(DataMessage::count("%n card(s)", 1).english(), std::string("1 card"));
        QCOMPARE(DataMessage::count("%n card(s)", 33).english(), std::string("33 cards"));
        const DataError e(
            {}, "deck.values",
            {"%1 cannot deal %2-card hands", DataMessage::count("%n card(s)", 20), 3});
        QCOMPARE(e.message, std::string("20 cards cannot deal 3-card hands"));
        QCOMPARE(e.format(),
                 std::string("<input>: deck.values: 20 cards cannot deal 3-card hands"));
    }

    // Nothing typed is changed into something else: out of range and not a number are
    // problems; full-width digits are digits.
    void fieldInput()
    {
        const std::string pagoda = "rules.steps_to_pagoda"; // 2 to 250
        QCOMPARE(read("shikoku", pagoda, "25"), std::string("25"));
        QCOMPARE(read("shikoku", pagoda, "２５"), std::string("25"));
        QCOMPARE(read("shikoku", pagoda, " 40 "), std::string("40"));
        // The ideographic space a Japanese input method types around a number.
        QCOMPARE(read("shikoku", pagoda, "　２５　"), std::string("25"));
        QCOMPARE(read("shikoku", pagoda, "+7"), std::string("7"));
        QCOMPARE(read("shikoku", pagoda, "-5"), std::string("!Must be between 2 and 250"));
        QCOMPARE(read("shikoku", pagoda, "300"), std::string("!Must be between 2 and 250"));
        QCOMPARE(read("shikoku", pagoda, "1"), std::string("!Must be between 2 and 250"));
        QCOMPARE(read("shikoku", pagoda, "abc"), std::string("!Not a whole number"));
        QCOMPARE(read("shikoku", pagoda, "2.5"), std::string("!Not a whole number"));
        QCOMPARE(read("shikoku", pagoda, "十五"), std::string("!Not a whole number"));
        QCOMPARE(read("shikoku", pagoda, ""), std::string("!Enter a whole number"));
        QCOMPARE(read("shikoku", pagoda, "99999999999999999999"),
                 std::string("!Not a whole number"));
        // A number row without a range.
        QCOMPARE(read("tokaido_duo", "board.aspect", "１．５"), std::string("1.5"));
        QCOMPARE(read("tokaido_duo", "board.aspect", "nan"), std::string("!Not a number"));
        QCOMPARE(read("tokaido_duo", "board.aspect", "0x10"), std::string("!Not a number"));
        // Text: as typed, quoted when YAML would read it as something else.
        QCOMPARE(read("tokaido_duo", "board.towns[].id", "M9"), std::string("M9"));
        QCOMPARE(read("tokaido_duo", "board.towns[].id", "12"), std::string("\"12"));
        QCOMPARE(read("tokaido_duo", "board.towns[].id", std::string(33, 'x')),
                 std::string("!Too long: at most 32 bytes (now 33)"));
        // A colour.
        QCOMPARE(read("hyano", "deck.colours[].hex", "#c0432c"), std::string("\"#c0432c"));
        QCOMPARE(read("hyano", "deck.colours[].hex", "red"),
                 std::string("!Write a colour as #rrggbb, e.g. #c0432c"));
    }

    // What a switch or a drop-down gives (RulesEditor.setInput): a boolean reads true or
    // false, a word one of its row's words; anything else is refused, never guessed.
    void chosenInput()
    {
        QCOMPARE(read("shikoku", "rules.rotate_lowest_to_end", "false"), std::string("false"));
        QCOMPARE(read("shikoku", "rules.rotate_lowest_to_end", "true"), std::string("true"));
        QCOMPARE(read("shikoku", "rules.rotate_lowest_to_end", "yes"),
                 std::string("!This value is chosen, not typed"));
        const SchemaRow &tie = schemaOf("shikoku").row("rules.tie_mode");
        QCOMPARE(read("shikoku", "rules.tie_mode", tie.words.back()), tie.words.back());
        QCOMPARE(read("shikoku", "rules.tie_mode", "nonsense"),
                 std::string("!This value is chosen, not typed"));
    }

    // Every row that names another list's ids names a list whose items have ids.
    void referencesNameLists()
    {
        int rows = 0;
        for (const GameEntry &entry : test::catalog().games()) {
            const Schema &schema = *builtinSchema(entry.definition->info().rulesEngine);
            for (const SchemaRow &row : schema.rows()) {
                if (row.refersTo.empty())
                    continue;
                ++rows;
                QVERIFY2(schema.find(row.refersTo + "[].id"),
                         qPrintable(QString::fromStdString(row.key + " names ids of " +
                                                           row.refersTo + ", which has none")));
            }
        }
        QVERIFY(rows >= 8);
    }

    // Tokaido Duo's town M2: the routes, the regions' scopes and the merchants' start name it.
    void idReferences()
    {
        const DataNode &board = game("tokaido_duo").document;
        const Schema &schema = schemaOf("tokaido_duo");
        const DataNode *towns = board.find("board")->find("towns");
        std::size_t index = 0;
        while (towns->items[index].find("id")->scalar != "M2")
            ++index;
        const std::string path = "board.towns[" + std::to_string(index) + "].id";
        const auto places = kotatsu::idReferences(schema, board, path);
        QVERIFY(!places.empty());
        QVERIFY(std::find(places.begin(), places.end(), "board.start.merchant") != places.end());
        const auto routes = std::count_if(places.begin(), places.end(), [](const std::string &p) {
            return p.rfind("board.routes[", 0) == 0;
        });
        const auto scopes = std::count_if(places.begin(), places.end(), [](const std::string &p) {
            return p.find(".scope.towns[") != std::string::npos;
        });
        QCOMPARE(routes, 4);
        QVERIFY(scopes >= 3);
        QCOMPARE(static_cast<long>(places.size()), routes + scopes + 1);
        // Not an id, or an id nothing names: no places.
        QVERIFY(kotatsu::idReferences(schema, board, "board.towns[0].name").empty());
        QVERIFY(kotatsu::idReferences(schema, board, "rules.starting_coins").empty());
        QVERIFY(kotatsu::idReferences(schema, board, "board.towns[99].id").empty());

        // Renaming the town and its places gives rules that check clean; the id alone does not.
        auto base = std::make_shared<const DataNode>(board);
        VariantHeader header;
        header.baseId = "tokaido_duo";
        for (std::size_t l = 0; l < kLanguageCount; ++l) {
            header.name.set(l, "Renamed");
            header.description.set(l, "A town renamed.");
        }
        VariantDocument alone = VariantDocument::create(base, "tokaido_duo", header, "v.yaml");
        DataErrors errors;
        QVERIFY(alone.setValue(path, DataNode::makeScalar("M9"), errors));
        auto check = checkVariantText(*base, "tokaido_duo", alone.text(), "v.yaml");
        QVERIFY(!check.errors.empty());
        QVERIFY(check.errors.front().message.find("unknown town 'M2'") != std::string::npos);

        VariantDocument all = VariantDocument::create(base, "tokaido_duo", header, "v.yaml");
        QVERIFY(all.setValue(path, DataNode::makeScalar("M9"), errors));
        for (const std::string &place : places)
            QVERIFY2(all.setValue(place, DataNode::makeScalar("M9"), errors),
                     qPrintable(QString::fromStdString(place)));
        QVERIFY(errors.empty());
        check = checkVariantText(*base, "tokaido_duo", all.text(), "v.yaml");
        QVERIFY2(check.errors.empty(),
                 qPrintable(check.errors.empty()
                                ? QString()
                                : QString::fromStdString(check.errors.front().format())));
        QVERIFY(kotatsu::idReferences(schema, all.merged(), path).size() == places.size());
    }
};

QTEST_GUILESS_MAIN(TestFieldInput)
#include "tst_field_input.moc"
