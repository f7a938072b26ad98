// SPDX-License-Identifier: GPL-3.0-or-later
// Every row of every game's schema against the readers, through the real loader: for each
// integer row its min and max are accepted and min - 1 and max + 1 are refused, for each word
// row (and list of words, and integer that also takes words) every word is accepted and an
// unknown word refused, and a refusal is exactly one error, at that key, in the variant file.
// The values are written as a designer's variant of the shipped game: the base document with
// one value changed, turned into overrides (diffOverrides), written out (emitVariantFile),
// read back and built (buildVariantDefinition), as the rules editor and the CLI do.
#include "data/document_loader.h"
#include "data/schema.h"
#include "data/variant_merge.h"
#include "data/yaml_emitter.h"
#include "data/yaml_reader.h"
#include "engine/rules_registry.h"
#include "test_support.h"
#include "util/text.h"

#include <algorithm>
#include <array>

using namespace kotatsu;

namespace {

constexpr const char *kFile = "every_row.yaml";

// "board.space_types[].effects[].gain_coins" -> {board}, {space_types, 1}, {effects, 1},
// {gain_coins}: a key and how many list levels follow it.
struct Segment
{
    std::string name; // "<players>" stands for any key of a map
    int lists = 0;
};

std::vector<Segment> segmentsOf(const std::string &key)
{
    std::vector<Segment> out;
    std::size_t start = 0;
    for (;;) {
        const std::size_t dot = key.find('.', start);
        std::string part = key.substr(start, dot == std::string::npos ? dot : dot - start);
        Segment s;
        while (part.size() >= 2 && part.compare(part.size() - 2, 2, "[]") == 0) {
            part.resize(part.size() - 2);
            ++s.lists;
        }
        s.name = part;
        out.push_back(s);
        if (dot == std::string::npos)
            return out;
        start = dot + 1;
    }
}

struct Instance
{
    std::string path; // "board.space_types[3].effects[0].gain_coins"
    DataNode *node = nullptr;
};

// Every value the key names in `node`, in document order.
void collect(DataNode &node, const std::vector<Segment> &segs, std::size_t at,
             const std::string &path, std::vector<Instance> &out)
{
    if (at == segs.size()) {
        out.push_back({path, &node});
        return;
    }
    if (!node.isMap())
        return;
    const Segment &s = segs[at];
    auto descend = [&](DataNode &value, const std::string &valuePath) {
        // The list levels of this segment.
        std::vector<Instance> level{{valuePath, &value}};
        for (int l = 0; l < s.lists; ++l) {
            std::vector<Instance> next;
            for (const Instance &i : level) {
                if (!i.node->isSequence())
                    continue;
                for (std::size_t k = 0; k < i.node->items.size(); ++k)
                    next.push_back({i.path + "[" + std::to_string(k) + "]", &i.node->items[k]});
            }
            level = std::move(next);
        }
        for (const Instance &i : level)
            collect(*i.node, segs, at + 1, i.path, out);
    };
    const std::string prefix = path.empty() ? "" : path + ".";
    if (!s.name.empty() && s.name.front() == '<') {
        for (auto &entry : node.entries)
            descend(entry.value, prefix + entry.key);
    } else if (DataNode *value = node.find(s.name)) {
        descend(*value, prefix + s.name);
    }
}

std::vector<Instance> instancesOf(DataNode &root, const std::string &key)
{
    std::vector<Instance> out;
    collect(root, segmentsOf(key), 0, "", out);
    return out;
}

std::string parentOf(const std::string &key)
{
    if (key.size() >= 2 && key.compare(key.size() - 2, 2, "[]") == 0)
        return key.substr(0, key.size() - 2);
    const std::size_t dot = key.rfind('.');
    return dot == std::string::npos ? std::string() : key.substr(0, dot);
}

DataNode emptyMap()
{
    DataNode map;
    map.kind = DataNode::Kind::Map;
    return map;
}

// The first value of `key` in `root`; when the shipped game writes none (an optional key, a
// primitive it does not use), one is made where the key may stand: an entry added to the
// first map that may hold it, or an effect item {word: value} appended to the first list of
// words with parameters. Null when the key cannot be placed (reported by the caller).
std::optional<Instance> placeOf(DataNode &root, const Schema &schema, const std::string &key)
{
    if (auto found = instancesOf(root, key); !found.empty())
        return found.front();
    const std::string parent = parentOf(key);
    if (parent.empty() || key.back() == ']' || key.back() == '>')
        return std::nullopt;
    const std::string name = key.substr(parent.size() + 1);
    const SchemaRow *parentRow = schema.find(parent);
    // A word's parameter: a new item {name: ~} of the list.
    if (parentRow && parentRow->type == ValueType::Word && parent.back() == ']') {
        const std::string listKey = parentOf(parent);
        auto lists = instancesOf(root, listKey);
        if (lists.empty() || !lists.front().node->isSequence())
            return std::nullopt;
        DataNode item = emptyMap();
        item.entries.push_back({name, {}, DataNode::makeScalar("~")});
        DataNode &list = *lists.front().node;
        list.items.push_back(std::move(item));
        return Instance{lists.front().path + "[" + std::to_string(list.items.size() - 1) + "]." +
                            name,
                        &list.items.back().entries.back().value};
    }
    // A key of a map: added to the first map of its parent key (made first if need be).
    auto map = placeOf(root, schema, parent);
    if (!map)
        return std::nullopt;
    if (!map->node->isMap())
        *map->node = emptyMap();
    map->node->entries.push_back({name, {}, DataNode::makeScalar("~")});
    return Instance{map->path + "." + name, &map->node->entries.back().value};
}

std::string all(const DataErrors &errors)
{
    std::string out;
    for (const auto &e : errors)
        out += "\n    " + e.format();
    return out;
}

// The errors of the shipped game with the value at `key` (its first place) set by `change`,
// loaded as a variant file. `path` receives the key path of the value changed.
template <typename Change>
DataErrors errorsWith(const GameEntry &game, const Schema &schema, const std::string &key,
                      Change change, std::string &path)
{
    DataNode edited = game.document;
    auto place = placeOf(edited, schema, key);
    if (!place) {
        DataErrors none;
        none.push_back({{}, key, {"the test found no place for the key in %1", game.id}});
        path = "?";
        return none;
    }
    path = place->path;
    change(*place->node);
    DataErrors errors;
    auto overrides = diffOverrides(game.document, edited, errors);
    if (!overrides)
        return errors;
    VariantHeader header;
    header.baseId = game.id;
    header.name = LocalizedText("Every row");
    header.description = LocalizedText("One value changed.");
    const std::string text = emitVariantFile(header, *overrides);
    auto document = readYamlText(text, kFile, errors);
    if (!document)
        return errors;
    auto variant = variantFromDocument(std::move(*document), kFile, errors);
    if (!variant)
        return errors;
    buildVariantDefinition(game.document, *variant, errors);
    return errors;
}

// The errors a value within its row's range may still get at its own key, because it is
// checked against other values of the game (with the shipped game's, the row's extreme is
// too much). Each is the reader's cross-check, not a second range.
bool crossCheck(const std::string &game, const std::string &key, const std::string &message)
{
    static const std::vector<std::array<std::string, 3>> known{
        // Below the pagoda: steps_to_pagoda is the real bound.
        {"shikoku", "rules.start_step", "must lie below the pagoda"},
        // No more empty piles than rules.piles.
        {"hyano", "rules.end_when_empty_piles", "when there are"},
        // A ring space of the ring (its length), of the right type, of one town.
        {"tokaido_duo", "board.towns[].ring", "does not exist (the ring has"},
        {"tokaido_duo", "board.towns[].ring", "not a coastal town's space"},
        {"tokaido_duo", "board.towns[].ring", "is already town"},
        {"tokaido_duo", "board.start.pilgrim", "does not exist"},
        {"tokaido_duo", "board.start.pilgrim", "cannot start on a coastal town's space"},
        {"tokaido_duo", "board.regions[].scope.ring[]", "does not exist (the ring has"},
        // The hand limit and the bag.
        {"tokaido_duo", "rules.starting_wares", "more than the hand limit"},
        {"tokaido_duo", "rules.starting_wares", "too few for"},
        // As many levels as automa.levels, ranks below a track's length.
        {"tokaido_duo", "automa.default_level", "there are only"},
        {"tokaido_duo", "automa.levels[].start.pilgrim", "must be below the track's length"},
        {"tokaido_duo", "automa.levels[].start.merchant", "must be below the track's length"},
        {"tokaido_duo", "automa.levels[].start.artist", "must be below the track's length"},
        // Tiles are turned only when shuffled (board.layout).
        {"garden", "board.tile_rotation", "cards are only turned when they are shuffled"},
    };
    for (const auto &[g, k, text] : known) {
        if (g == game && k == key && message.find(text) != std::string::npos)
            return true;
    }
    return false;
}

// A value of `row` holding `word`: the word itself, or for a word with parameters (an effect)
// that takes one, {word: its parameter's first valid value}.
DataNode startOf(const Schema &schema, const SchemaRow &row)
{
    switch (row.type) {
    case ValueType::Integer:
        return DataNode::makeScalar(std::to_string(*row.min));
    case ValueType::Word:
        return DataNode::makeScalar(row.words.front());
    case ValueType::Map: {
        DataNode map = emptyMap();
        for (const SchemaRow &kid : schema.rows()) {
            if (kid.required && parentOf(kid.key) == row.key)
                map.entries.push_back({std::string(kid.name()), {}, startOf(schema, kid)});
        }
        return map;
    }
    default:
        return DataNode::makeScalar("~");
    }
}

DataNode itemOf(const Schema &schema, const SchemaRow &row, const std::string &word)
{
    const SchemaRow *parameter = schema.find(row.key + "." + word);
    if (!parameter || parameter->type == ValueType::NoValue)
        return DataNode::makeScalar(word);
    DataNode item = emptyMap();
    item.entries.push_back({word, {}, startOf(schema, *parameter)});
    return item;
}

// Rows a variant may not change (the game's identity) or that the engines check against
// their own limits rather than the row's (the header's player counts).
bool tested(const SchemaRow &row)
{
    if (!variantMayOverride(row.key) || row.key.rfind("game.", 0) == 0)
        return false;
    if (row.type == ValueType::Integer)
        return row.min && row.max;
    return row.type == ValueType::Word || (row.type == ValueType::List && !row.words.empty());
}

} // namespace

class TestSchemaRows : public QObject
{
    Q_OBJECT

    int m_checked = 0;
    QStringList m_failures;

    // `what` with `value` written at the key: refused with one error at the key, or accepted.
    template <typename Change>
    void check(const GameEntry &game, const Schema &schema, const SchemaRow &row,
               const std::string &what, bool refused, Change change)
    {
        std::string path;
        const DataErrors errors = errorsWith(game, schema, row.key, change, path);
        ++m_checked;
        const std::string where = game.id + ": " + row.key + " (" + path + ") " + what;
        if (!refused) {
            // Accepted at its key: a cross-check of the value against others may still name
            // another key (a hand too large for the deck is an error at deck.values).
            DataErrors here;
            for (const DataError &e : errors) {
                if (e.keyPath == path && !crossCheck(game.id, row.key, e.message))
                    here.push_back(e);
            }
            if (!here.empty())
                m_failures << QString::fromStdString(where + " is refused:" + all(here));
            return;
        }
        const bool one = errors.size() == 1 && errors[0].keyPath == path &&
                         errors[0].pos.hasPosition() && errors[0].pos.fileName() == kFile;
        if (!one)
            m_failures << QString::fromStdString(where + " should be exactly one error at " + path +
                                                 " in " + kFile + "; got " +
                                                 std::to_string(errors.size()) + ":" + all(errors));
    }

private Q_SLOTS:
    void everyRowOfEveryGame()
    {
        for (const auto &game : test::catalog().games()) {
            QVERIFY2(game.definition, game.id.c_str());
            const Schema *schema = builtinSchema(game.definition->info().rulesEngine);
            QVERIFY(schema);
            for (const SchemaRow &row : schema->rows()) {
                if (!tested(row))
                    continue;
                auto set = [](std::string text) {
                    return [text](DataNode &node) { node = DataNode::makeScalar(text); };
                };
                if (row.type == ValueType::Integer) {
                    const auto min = *row.min;
                    const auto max = *row.max;
                    check(game, *schema, row, "min " + std::to_string(min), false,
                          set(std::to_string(min)));
                    check(game, *schema, row, "max " + std::to_string(max), false,
                          set(std::to_string(max)));
                    if (min > INT64_MIN)
                        check(game, *schema, row, "min - 1", true, set(std::to_string(min - 1)));
                    if (max < INT64_MAX)
                        check(game, *schema, row, "max + 1", true, set(std::to_string(max + 1)));
                }
                if (row.type == ValueType::Integer || row.type == ValueType::Word) {
                    // A word with parameters (an effect) is written with its parameter.
                    for (const std::string &word : row.words)
                        check(game, *schema, row, "'" + word + "'", false,
                              [node = itemOf(*schema, row, word)](DataNode &at) { at = node; });
                    check(game, *schema, row, "an unknown word", true, set("no_such_word"));
                }
                if (row.type == ValueType::List) {
                    // Every word at once (when the list may hold them all), and an unknown
                    // word as its first item.
                    const auto count = static_cast<std::int64_t>(row.words.size());
                    if (count >= row.min.value_or(0) && count <= row.max.value_or(count))
                        check(game, *schema, row, "with every word", false, [&](DataNode &node) {
                            node = DataNode();
                            node.kind = DataNode::Kind::Sequence;
                            for (const std::string &word : row.words)
                                node.items.push_back(DataNode::makeScalar(word));
                        });
                    std::string itemPath;
                    const DataErrors errors = errorsWith(
                        game, *schema, row.key,
                        [](DataNode &node) {
                            if (!node.isSequence() || node.items.empty()) {
                                node = DataNode();
                                node.kind = DataNode::Kind::Sequence;
                                node.items.push_back(DataNode());
                            }
                            node.items[0] = DataNode::makeScalar("no_such_word");
                        },
                        itemPath);
                    ++m_checked;
                    const std::string first = itemPath + "[0]";
                    const bool one = errors.size() == 1 && errors[0].keyPath == first &&
                                     errors[0].pos.hasPosition() &&
                                     errors[0].pos.fileName() == kFile;
                    if (!one)
                        m_failures << QString::fromStdString(
                            game.id + ": " + row.key +
                            " with an unknown word first should be "
                            "exactly one error at " +
                            first + "; got " + std::to_string(errors.size()) + ":" + all(errors));
                }
            }
        }
        qInfo("%d values checked", m_checked);
        for (const QString &failure : std::as_const(m_failures))
            qWarning("%s", qPrintable(failure));
        QVERIFY2(m_failures.isEmpty(),
                 qPrintable(QString::number(m_failures.size()) + " rows disagree (above)"));
        QVERIFY(m_checked >= 300);
    }

    // The designer's case (issue 30): gain_coins: 21 on a space type, in a variant that
    // overrides the space types only, is that error and no other. The board's ring, towns
    // and regions still name the space types, and the ring is still read.
    void oneBadEffectIsOneError()
    {
        const GameEntry *game = test::catalog().find("tokaido_duo");
        QVERIFY(game);
        // The shipped space types as the variant's, the start space's effects made
        // [{gain_coins: 21}]: what the designer's variant held.
        std::string board;
        QCOMPARE(readFile(test::dataDir() + "/games/tokaido_duo/board.yaml", 1 << 20, board),
                 ReadStatus::Ok);
        const auto from = board.find("  space_types:\n");
        const auto to = board.find("\n  ring:\n");
        QVERIFY(from != std::string::npos && to != std::string::npos);
        std::string types = board.substr(from, to - from);
        const auto empty = types.find("effects: []");
        QVERIFY(empty != std::string::npos);
        types.replace(empty, 11, "effects: [{gain_coins: 21}]");
        const std::string text =
            "variant:\n"
            "  base: tokaido_duo\n"
            "  name: {en: Coins, es: Monedas, fr: Pièces, ja: 銅銭, hu: Érmék}\n"
            "  description: {en: D, es: D, fr: D, ja: D, hu: D}\n"
            "board:\n" +
            types;
        const int line =
            5 + static_cast<int>(std::count(types.begin(), types.begin() + empty, '\n')) + 1;
        DataErrors errors;
        auto document = readYamlText(text, "coins.yaml", errors);
        QVERIFY(document);
        auto variant = variantFromDocument(std::move(*document), "coins.yaml", errors);
        QVERIFY(variant);
        QVERIFY(!buildVariantDefinition(game->document, *variant, errors));
        QVERIFY2(errors.size() == 1, all(errors).c_str());
        QCOMPARE(errors[0].keyPath, std::string("board.space_types[0].effects[0].gain_coins"));
        QCOMPARE(errors[0].pos.fileName(), std::string("coins.yaml"));
        QCOMPARE(errors[0].pos.line, line);
        QCOMPARE(errors[0].message,
                 std::string("21 is out of range (1 to 20) (or boutique_value)"));
    }
};

QTEST_GUILESS_MAIN(TestSchemaRows)
#include "tst_schema_rows.moc"
