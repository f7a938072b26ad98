// SPDX-License-Identifier: GPL-3.0-or-later
// The schema as the rules editor's forms draw it (SchemaTree): every row and every list item
// the rows imply is a node with its children, its form kind and its names, and a data path
// finds its node, so QML walks no key paths of its own.
#include "editor/schema_tree.h"
#include "engine/rules_registry.h"
#include "test_support.h"

#include <QTest>

using namespace kotatsu;

namespace {

const Schema &schemaOf(const std::string &id)
{
    const GameEntry *entry = test::catalog().find(id);
    if (!entry)
        qFatal("no game %s", id.c_str());
    return *builtinSchema(entry->definition->info().rulesEngine);
}

std::string kindAt(const SchemaTree &tree, std::string_view key)
{
    const SchemaNode *node = tree.node(key);
    return node ? std::string(formKindName(node->kind)) : "(no node)";
}

} // namespace

class TestSchemaTree : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kinds()
    {
        const SchemaTree tree(schemaOf("shikoku"));
        QCOMPARE(kindAt(tree, "rules"), std::string("group"));
        QCOMPARE(kindAt(tree, "rules.hand_size"), std::string("field"));
        QCOMPARE(kindAt(tree, "rules.tie_mode"), std::string("field"));
        QCOMPARE(kindAt(tree, "game.name"), std::string("localized"));
        QCOMPARE(kindAt(tree, "deck.sandals"), std::string("dict"));
        QCOMPARE(kindAt(tree, "deck.values"), std::string("values"));
        QCOMPARE(kindAt(tree, "pilgrims"), std::string("table"));
        // The item of a table has no row of its own: a node all the same, a group.
        const SchemaNode *item = tree.node("pilgrims[]");
        QVERIFY(item);
        QVERIFY(!item->row);
        QCOMPARE(formKindName(item->kind), std::string_view("group"));

        const SchemaTree duo(schemaOf("tokaido_duo"));
        QCOMPARE(kindAt(duo, "board.space_types[].effects"), std::string("picks"));
        QCOMPARE(kindAt(duo, "board.ring"), std::string("table"));
    }

    void namesAndChildren()
    {
        const SchemaTree tree(schemaOf("shikoku"));
        QVERIFY(tree.sections().size() >= 4);
        QCOMPARE(tree.sections().front(), std::string("game"));
        QVERIFY(std::find(tree.sections().begin(), tree.sections().end(), "pilgrims") !=
                tree.sections().end());

        const SchemaNode *values = tree.node("deck.values[]");
        QVERIFY(values);
        QCOMPARE(values->name, std::string("[]"));
        QCOMPARE(values->keyHint, std::string("values[]"));
        QCOMPARE(values->parent, std::string("deck.values"));
        QCOMPARE(tree.node("deck.values")->itemKey, std::string("deck.values[]"));
        QCOMPARE(tree.node("rules.hand_size")->keyHint, std::string("hand_size"));
        QCOMPARE(tree.node("rules.hand_size")->parent, std::string("rules"));
        QCOMPARE(tree.node("deck.sandals")->dataKey, std::string("deck.sandals.<value>"));

        const SchemaNode *pilgrims = tree.node("pilgrims");
        QCOMPARE(pilgrims->itemKey, std::string("pilgrims[]"));
        const std::vector<std::string> &columns = pilgrims->columns;
        QVERIFY(std::find(columns.begin(), columns.end(), "pilgrims[].id") != columns.end());
        QVERIFY(std::find(columns.begin(), columns.end(), "pilgrims[].colour") != columns.end());
        // A localized name is a column, and a table with one has a detail block as well.
        QVERIFY(std::find(columns.begin(), columns.end(), "pilgrims[].name") != columns.end());
        QVERIFY(pilgrims->hasDetail);
        const std::vector<std::string> &kids = tree.node("pilgrims[]")->children;
        QCOMPARE(kids.front(), std::string("pilgrims[].id"));
    }

    void nodeAtPath()
    {
        const SchemaTree tree(schemaOf("shikoku"));
        QCOMPARE(tree.nodeAtPath("pilgrims[2].colour")->key, std::string("pilgrims[].colour"));
        QCOMPARE(tree.nodeAtPath("deck.sandals.7")->key, std::string("deck.sandals.<value>"));
        QCOMPARE(tree.nodeAtPath("rules.frozen_positions.by_players.3")->key,
                 std::string("rules.frozen_positions.by_players.<players>"));
        QCOMPARE(tree.nodeAtPath("pilgrims[0]")->key, std::string("pilgrims[]"));
        QVERIFY(!tree.nodeAtPath("rules.no_such_rule"));
    }

    // Every row of every game is drawn as something: a scalar type is a field, and no type
    // the schema can hold falls through to "raw" unless it is a list of no known shape.
    void everyRowHasItsKind()
    {
        for (const char *id : {"shikoku", "hyano", "garden", "tokaido_duo"}) {
            const Schema &schema = schemaOf(id);
            const SchemaTree tree(schema);
            for (const SchemaRow &row : schema.rows()) {
                const SchemaNode *node = tree.node(row.key);
                QVERIFY2(node && node->row == &row, row.key.c_str());
                switch (row.type) {
                case ValueType::Integer:
                case ValueType::Number:
                case ValueType::Boolean:
                case ValueType::Text:
                case ValueType::Word:
                case ValueType::Colour:
                    QCOMPARE(node->kind, FormKind::Field);
                    break;
                case ValueType::LocalizedText:
                    QCOMPARE(node->kind, FormKind::Localized);
                    break;
                case ValueType::Map:
                    QVERIFY(node->kind == FormKind::Group || node->kind == FormKind::Dict);
                    break;
                case ValueType::List:
                    QVERIFY2(node->kind != FormKind::Field && node->kind != FormKind::Group,
                             row.key.c_str());
                    break;
                case ValueType::NoValue:
                    QCOMPARE(node->kind, FormKind::None);
                    break;
                }
                if (!node->parent.empty())
                    QVERIFY2(tree.node(node->parent), row.key.c_str());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestSchemaTree)
#include "tst_schema_tree.moc"
