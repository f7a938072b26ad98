// SPDX-License-Identifier: GPL-3.0-or-later
// The schema tables: they agree with the shipped games, their ranges and words are what the
// readers enforce, every missing key is a positioned error, and docs/keys/ is generated.
#include "data/document_loader.h"
#include "data/schema.h"
#include "data/yaml_reader.h"
#include "engine/rules_registry.h"
#include "games/garden/garden_params.h"
#include "games/hyano/hyano_params.h"
#include "games/shikoku/shikoku_params.h"
#include "test_support.h"
#include "util/text.h"

#include <QDir>
#include <QTemporaryDir>
#include <fstream>

using namespace kotatsu;

namespace {

const Schema &schemaOf(const GameEntry &game)
{
    const Schema *schema = builtinSchema(game.definition->info().rulesEngine);
    if (!schema)
        throw std::logic_error("no schema for " + game.id);
    return *schema;
}

// A row naming one fixed key (no list items, no data keys), outside the header.
bool isPlainKey(const SchemaRow &row)
{
    return row.key.find('<') == std::string::npos && row.key.find('[') == std::string::npos &&
           row.key.rfind("game", 0) != 0 && row.key.rfind("variant", 0) != 0 &&
           row.key != "include";
}

std::vector<std::string> splitPath(const std::string &key)
{
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (std::size_t dot; (dot = key.find('.', start)) != std::string::npos; start = dot + 1)
        parts.push_back(key.substr(start, dot - start));
    parts.push_back(key.substr(start));
    return parts;
}

const DataNode *findPath(const DataNode &root, const std::string &key)
{
    const DataNode *node = &root;
    for (const auto &part : splitPath(key)) {
        node = node->isMap() ? node->find(part) : nullptr;
        if (!node)
            return nullptr;
    }
    return node;
}

// "rules.end.max_plies", "7" -> "rules: {end: {max_plies: 7}}"
std::string overrideYaml(const std::string &key, const std::string &value)
{
    const auto parts = splitPath(key);
    std::string out;
    for (const auto &part : parts)
        out += part + ": {";
    out.resize(out.size() - 1);
    out += value;
    out += std::string(parts.size() - 1, '}');
    return out;
}

DataErrors errorsWith(const GameEntry &game, const std::string &yaml)
{
    DataErrors errors;
    auto overrides = readYamlText(yaml, "o.yaml", errors);
    if (overrides) {
        VariantFile variant;
        variant.id = "test";
        variant.baseId = game.id;
        variant.overrides = *overrides;
        buildVariantDefinition(game.document, variant, errors);
    }
    return errors;
}

std::string all(const DataErrors &errors)
{
    std::string out;
    for (const auto &e : errors)
        out += "\n  " + e.format();
    return out;
}

// YAML's flow form of a scalar or a list of scalars, as a row's default writes it.
std::string flowText(const DataNode &node)
{
    if (node.isScalar())
        return node.scalar;
    if (!node.isSequence())
        return "?";
    std::string out = "[";
    for (std::size_t i = 0; i < node.items.size(); ++i)
        out += (i ? ", " : "") + flowText(node.items[i]);
    return out + "]";
}

template <typename Enum, std::size_t N>
void checkTable(const WordTable<Enum, N> &table, const char *name)
{
    for (const auto &entry : table) {
        QVERIFY2(parseWord(table, wordOf(table, entry.value)) == entry.value, name);
        QVERIFY2(wordOf(table, *parseWord(table, entry.word)) == entry.word, name);
    }
    QVERIFY2(!parseWord(table, "no_such_word"), name);
}

} // namespace

class TestSchema : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // docs/keys/<id>.md is the generated table, byte for byte.
    void docsAreGenerated()
    {
        for (const auto &game : test::catalog().games()) {
            QVERIFY2(game.definition, game.id.c_str());
            const std::string path =
                std::string(KOTATSU_SOURCE_DIR) + "/docs/keys/" + game.id + ".md";
            std::string committed;
            readFile(path, 1 << 20, committed);
            const std::string generated = schemaOf(game).toMarkdown(game.id);
            QVERIFY2(committed == generated, (path +
                                              " differs from the schema table; regenerate it with\n"
                                              "  build/app/cli/kotatsu-cli schema --game " +
                                              game.id + " > docs/keys/" + game.id + ".md")
                                                 .c_str());
        }
    }

    // The shipped base game writes every parameter with the row's default (the parameter
    // tables: shikoku spec §7, hyano spec §7, garden spec §10).
    void defaultsAreTheShippedGame()
    {
        for (const auto &game : test::catalog().games()) {
            int checked = 0;
            for (const SchemaRow &row : schemaOf(game).rows()) {
                if (!isPlainKey(row) || !row.required || row.defaultValue.empty() ||
                    row.type == ValueType::Map)
                    continue;
                const DataNode *node = findPath(game.document, row.key);
                QVERIFY2(node, (game.id + ": " + row.key + " is not in the game").c_str());
                QCOMPARE(flowText(*node), row.defaultValue);
                ++checked;
            }
            QVERIFY(checked >= 10);
        }
    }

    // Each row's words: the table's, in order, and every one of them is accepted.
    void everyWordIsAccepted()
    {
        for (const auto &game : test::catalog().games()) {
            for (const SchemaRow &row : schemaOf(game).rows()) {
                if (!isPlainKey(row) || row.type != ValueType::Word)
                    continue;
                QVERIFY2(!row.words.empty(), row.key.c_str());
                for (const auto &word : row.words) {
                    for (const auto &e : errorsWith(game, overrideYaml(row.key, word))) {
                        const bool refused = e.keyPath == row.key &&
                                             e.message.find("is not one of") != std::string::npos;
                        QVERIFY2(!refused, e.format().c_str());
                    }
                }
                const auto errors = errorsWith(game, overrideYaml(row.key, "no_such_word"));
                bool found = false;
                for (const auto &e : errors)
                    found = found || (e.keyPath == row.key && e.pos.hasPosition() &&
                                      e.message.find("is not one of") != std::string::npos);
                QVERIFY2(found, (row.key + ":" + all(errors)).c_str());
            }
        }
    }

    // Every word of every game's schema has an English label for the rules editor: one per
    // word, distinct within the row, and not the word itself.
    void everyWordHasALabel()
    {
        std::size_t labelled = 0;
        for (const auto &game : test::catalog().games()) {
            for (const SchemaRow &row : schemaOf(game).rows()) {
                const std::string where = game.id + ": " + row.key;
                QVERIFY2(row.wordLabels.size() == row.words.size(),
                         (where + ": " + std::to_string(row.words.size()) + " words, " +
                          std::to_string(row.wordLabels.size()) + " labels")
                             .c_str());
                for (std::size_t i = 0; i < row.words.size(); ++i) {
                    const char *label = row.wordLabels[i];
                    QVERIFY2(label && *label,
                             (where + ": '" + row.words[i] + "' has no label").c_str());
                    QVERIFY2(row.words[i] != label,
                             (where + ": '" + row.words[i] + "' is labelled with itself").c_str());
                    for (std::size_t j = 0; j < i; ++j)
                        QVERIFY2(std::string_view(row.wordLabels[j]) != label,
                                 (where + ": two words labelled '" + label + "'").c_str());
                    ++labelled;
                }
            }
        }
        QVERIFY(labelled >= 100);
    }

    // Every row of every game (the shared header's included) has a label for the rules
    // editor's forms and undo steps, written as SchemaRow::label says: lower case unless it
    // begins with a name, no key spelling, no full stop. Lists, and maps whose keys are data,
    // also say how one item is called, with %1 for its number or key, so that an undo step
    // reads "Change the type of ring space 9", not "Change board.ring[9].type".
    void everyRowHasALabel()
    {
        // The names a label may begin with (written capitalized in every sentence).
        const std::vector<std::string> names{"Sun", "Automa", "Hot Spring"};
        std::size_t labelled = 0;
        std::size_t items = 0;
        for (const auto &game : test::catalog().games()) {
            const Schema &schema = schemaOf(game);
            for (const SchemaRow &row : schema.rows()) {
                const std::string where = game.id + ": " + row.key;
                const std::string_view label = row.label ? row.label : "";
                QVERIFY2(!label.empty(), (where + " has no label").c_str());
                QVERIFY2(label.find_first_of("_.[]<>") == std::string_view::npos &&
                             label.back() != '.',
                         (where + ": '" + std::string(label) + "' is not words").c_str());
                const bool name = std::any_of(names.begin(), names.end(), [&](const auto &n) {
                    return label.substr(0, n.size()) == n;
                });
                QVERIFY2(name || !(label[0] >= 'A' && label[0] <= 'Z'),
                         (where + ": '" + std::string(label) +
                          "' begins with a capital (views capitalize labels themselves)")
                             .c_str());
                ++labelled;
                // Lists and maps whose keys are data have items; a label for one of them.
                bool dataKeys = false;
                for (const SchemaRow &other : schema.rows())
                    dataKeys = dataKeys || (other.key.rfind(row.key + ".<", 0) == 0 &&
                                            other.key.find_first_of(".[", row.key.size() + 2) ==
                                                std::string::npos);
                const std::string_view item = row.itemLabel ? row.itemLabel : "";
                if (row.type == ValueType::List || dataKeys) {
                    QVERIFY2(item.find("%1") != std::string_view::npos &&
                                 item.find("%1") == item.rfind("%1"),
                             (where + ": no item label with one %1").c_str());
                    ++items;
                } else {
                    QVERIFY2(item.empty(), (where + ": an item label, but no items").c_str());
                }
            }
        }
        QVERIFY(labelled >= 350);
        QVERIFY(items >= 60);
    }

    // A path of the data finds its row: list items, and keys that are data.
    void keyOfPath()
    {
        const Schema *shikoku = builtinSchema("shikoku");
        const Schema *duo = builtinSchema("tokaido_duo");
        QVERIFY(shikoku && duo);
        QCOMPARE(duo->keyOfPath("board.ring[9].type"), std::string("board.ring[].type"));
        QCOMPARE(duo->keyOfPath("board.ring[9]"), std::string("board.ring[]"));
        QCOMPARE(shikoku->keyOfPath("deck.sandals.7"), std::string("deck.sandals.<value>"));
        QCOMPARE(shikoku->keyOfPath("rules.frozen_positions.by_players.default[1]"),
                 std::string("rules.frozen_positions.by_players.<players>[]"));
        QCOMPARE(shikoku->keyOfPath("rules.winner_positions.by_players.3.top[0]"),
                 std::string("rules.winner_positions.by_players.<players>.top[]"));
        QCOMPARE(duo->keyOfPath("board.towns[0].name.ja"), std::string());
        QCOMPARE(duo->keyOfPath("rules.no_such_key"), std::string());
    }

    void wordsRoundTrip()
    {
        checkTable(shikoku::kLastPlayerSourceWords, "last_player_source");
        checkTable(shikoku::kOthersSourceWords, "others_source");
        checkTable(shikoku::kLeftoverWords, "leftover");
        checkTable(shikoku::kEmptyDeckWords, "on_empty_deck");
        checkTable(shikoku::kOvershootWords, "overshoot");
        checkTable(shikoku::kTieModeWords, "tie_mode");
        checkTable(hyano::kDealWords, "deal");
        checkTable(hyano::kFirstSageWords, "first_sage");
        checkTable(hyano::kMatchWords, "match_rules");
        checkTable(hyano::kSunForbiddenWords, "sun_forbidden_values");
        checkTable(hyano::kTurnDirectionWords, "turn_direction");
        checkTable(hyano::kRoundEndWords, "round_end_mode");
        checkTable(hyano::kOnFailureWords, "on_failure");
        checkTable(hyano::kScoreWords, "score");
        checkTable(hyano::kTieWords, "tie");
        checkTable(hyano::kSageRotationWords, "sage_rotation");
        checkTable(garden::kBeadPairsWords, "bead_pairs");
        checkTable(garden::kSetupOrderWords, "setup.order");
        checkTable(garden::kTransferOrderWords, "transfer_order");
        checkTable(garden::kBaseEntryWords, "base.entry");
        checkTable(garden::kJumpConditionWords, "jump.condition");
        checkTable(garden::kJumpLandingWords, "jump.landing");
        checkTable(garden::kDoubleJumpWords, "jump.double");
        checkTable(garden::kNoMoveWords, "end.no_move");
        // The rows list the words of their tables, in the tables' order.
        QCOMPARE(shikoku::schema().row("rules.overshoot").words, wordsOf(shikoku::kOvershootWords));
        QCOMPARE(hyano::schema().row("rules.match_rules").words, wordsOf(hyano::kMatchWords));
        QCOMPARE(garden::schema().row("rules.jump.landing").words,
                 wordsOf(garden::kJumpLandingWords));
    }

    // The row's min and max pass the range check; one beyond gives a positioned error
    // naming the key. (A value in range may still break a cross-check, e.g. a hand too large
    // for the deck; only the range is asked about here.)
    void rangesAreEnforced()
    {
        for (const auto &game : test::catalog().games()) {
            for (const SchemaRow &row : schemaOf(game).rows()) {
                if (!isPlainKey(row) || row.type != ValueType::Integer)
                    continue;
                // The out-of-range error at the key, if any; it must have a position.
                auto outOfRange = [&](std::int64_t value) {
                    for (const auto &e :
                         errorsWith(game, overrideYaml(row.key, std::to_string(value)))) {
                        if (e.keyPath == row.key &&
                            e.message.find("out of range") != std::string::npos)
                            return e.pos.hasPosition() && e.pos.fileName() == "o.yaml" ? 1 : -1;
                    }
                    return 0;
                };
                QVERIFY2(outOfRange(*row.min) == 0, (row.key + " min").c_str());
                QVERIFY2(outOfRange(*row.max) == 0, (row.key + " max").c_str());
                QVERIFY2(outOfRange(*row.min - 1) == 1, (row.key + " below min").c_str());
                if (*row.max < INT64_MAX)
                    QVERIFY2(outOfRange(*row.max + 1) == 1, (row.key + " above max").c_str());
            }
        }
    }

    // Every required key, taken out of a shipped game (its `game:` header too), is a
    // positioned "missing required key" error naming it: never a crash (rules.end.max_plies
    // used to be one).
    void everyMissingKeyIsPositioned()
    {
        for (const auto &game : test::catalog().games()) {
            for (const SchemaRow &row : schemaOf(game).rows()) {
                const bool header = row.key.rfind("game", 0) == 0;
                if ((!isPlainKey(row) && !header) || !row.required)
                    continue;
                DataNode document = game.document;
                const auto parts = splitPath(row.key);
                DataNode *parent = &document;
                std::string parentKey;
                bool optionalParentAbsent = false;
                for (std::size_t i = 0; parent && i + 1 < parts.size(); ++i) {
                    parentKey += (i ? "." : "") + parts[i];
                    parent = parent->find(parts[i]);
                    // A required key inside an optional block the game does not have (the
                    // name of a rules seat in a game without one) is not missing.
                    const SchemaRow *parentRow = schemaOf(game).find(parentKey);
                    optionalParentAbsent = !parent && parentRow && !parentRow->required;
                }
                if (optionalParentAbsent)
                    continue;
                QVERIFY2(parent && parent->find(parts.back()), row.key.c_str());
                auto &entries = parent->entries;
                entries.erase(std::find_if(entries.begin(), entries.end(),
                                           [&](const auto &e) { return e.key == parts.back(); }));
                DataErrors errors;
                QVERIFY2(!buildGameDefinition(document, nullptr, errors), row.key.c_str());
                bool found = false;
                for (const auto &e : errors)
                    found = found || (e.keyPath == row.key && e.pos.hasPosition() &&
                                      e.message == "missing required key");
                QVERIFY2(found, (game.id + ": " + row.key + all(errors)).c_str());
            }
        }
    }

    // The crash of the review: a garden file without rules.end.max_plies.
    void gardenWithoutMaxPlies()
    {
        QTemporaryDir dir;
        const std::string shipped = test::dataDir() + "/games/garden/";
        std::string game, board;
        QCOMPARE(readFile(shipped + "game.yaml", 1 << 20, game), ReadStatus::Ok);
        QCOMPARE(readFile(shipped + "board.yaml", 1 << 20, board), ReadStatus::Ok);
        const auto at = game.find("    max_plies:");
        QVERIFY(at != std::string::npos);
        game.erase(at, game.find('\n', at) + 1 - at);
        const std::string folder = dir.path().toStdString() + "/";
        std::ofstream(folder + "game.yaml", std::ios::binary) << game;
        std::ofstream(folder + "board.yaml", std::ios::binary) << board;
        DataErrors errors;
        auto document = loadGameDocument(folder + "game.yaml", errors);
        QVERIFY(document);
        QVERIFY(!buildGameDefinition(*document, nullptr, errors));
        QCOMPARE(static_cast<int>(errors.size()), 1);
        const std::string text = errors[0].format().substr(folder.size());
        QVERIFY2(text.find("game.yaml:") == 0 && errors[0].pos.hasPosition(), text.c_str());
        QVERIFY2(text.find(": rules.end.max_plies: missing required key") != std::string::npos,
                 text.c_str());
    }

    // The editor's form of the table.
    void jsonForm()
    {
        const Json json = shikoku::schema().toJson();
        const Json *hand = nullptr;
        for (const auto &row : json.elements()) {
            if (row.get("key").asString() == "rules.hand_size")
                hand = &row;
        }
        QVERIFY(hand);
        QCOMPARE(hand->get("type").asString(), std::string("integer"));
        QCOMPARE(hand->get("min").asInt(), 1);
        QCOMPARE(hand->get("max").asInt(), 8);
        QCOMPARE(hand->get("default").asInt(), 3);
        QCOMPARE(hand->get("description").asString(), std::string("Cards in each player's hand."));
        const Json match = hyano::schema().row("rules.match_rules").toJson();
        QCOMPARE(match.get("default").size(), std::size_t(3));
        QCOMPARE(match.get("words").at(2).asString(), std::string("adjacent_value"));
        QCOMPARE(match.get("word_labels").size(), std::size_t(3));
        QCOMPARE(match.get("word_labels").at(2).asString(), std::string("One higher or lower"));
        QVERIFY(!hand->find("word_labels"));
    }
};

QTEST_GUILESS_MAIN(TestSchema)
#include "tst_schema.moc"
