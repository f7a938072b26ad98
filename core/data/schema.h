// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/translate_noop.h"
#include "util/json.h"

#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

// The schema of a game's data as a table: one row per key the rules engine reads. The same
// table drives the readers (NodeReader accessors take a row), describe(), the generated key
// lists in docs/keys/ (`kotatsu-cli schema --game ID`) and the rules editor's forms (toJson).

enum class ValueType
{
    Integer,
    Number,
    Boolean,
    Text,   // free text, e.g. an id
    Word,   // one of a fixed set of words
    Colour, // "#rrggbb"
    LocalizedText,
    List,
    Map,
    // No value: a word of its parent row (a list item of words with parameters, below) that
    // takes no parameter and is written bare, e.g. take_hot_spring in an effect list. The row
    // exists for its label and description.
    NoValue
};
// "integer", "number", "boolean", "text", "word", "colour", "localized text", "list", "map",
// "no value".
std::string_view typeName(ValueType type);

// An enum's words, written once: {Enum::X, "x"} rows used both to parse and to print.
template <typename Enum>
struct WordEntry
{
    Enum value;
    std::string_view word;
};
template <typename Enum, std::size_t N>
using WordTable = std::array<WordEntry<Enum>, N>;

template <typename Enum, std::size_t N>
constexpr std::string_view wordOf(const WordTable<Enum, N> &table, Enum value)
{
    for (const auto &entry : table) {
        if (entry.value == value)
            return entry.word;
    }
    return {};
}

template <typename Enum, std::size_t N>
constexpr std::optional<Enum> parseWord(const WordTable<Enum, N> &table, std::string_view word)
{
    for (const auto &entry : table) {
        if (entry.word == word)
            return entry.value;
    }
    return std::nullopt;
}

template <typename Enum, std::size_t N>
std::vector<std::string> wordsOf(const WordTable<Enum, N> &table)
{
    std::vector<std::string> out;
    for (const auto &entry : table)
        out.emplace_back(entry.word);
    return out;
}

// One key. `key` is the full path, list items written with [] ("pilgrims[].id"); map keys
// that are data (player counts, side ids, card values) are written <like_this>.
struct SchemaRow
{
    std::string key;
    ValueType type = ValueType::Text;
    // Integer: the value range. List: the number of items. Text: the longest length (bytes).
    std::optional<std::int64_t> min;
    std::optional<std::int64_t> max;
    // Word, or a List of words: the allowed words, in the order of the enum's table.
    // Integer: words allowed instead of a number (gain_coins: 3 or boutique_value). Text: the
    // words it gives a meaning of their own, among other texts it accepts (a Hyano emblem is a
    // shape's word or letters).
    // A Word that is a list item (key ending in []) with rows under it ("effects[]" and
    // "effects[].gain_coins") is a word with parameters: each item is a bare word, or a map
    // of one word to its parameter, read by the row "<key>.<word>" (a NoValue row: none).
    std::vector<std::string> words;
    // The words' English labels for the rules editor, one per word in the same order, each
    // written QT_TRANSLATE_NOOP("SchemaWord", ...) with a translator comment; the Qt side
    // translates them with QCoreApplication::translate("SchemaWord", label). They are given
    // where the row is built (withWordLabels), next to its description, and not in the
    // engine's WordTables: a table is the engine's parse-and-print list, some rows list words
    // of no table, and one word ("straight", "none") means something else in another row.
    // Pointers to string literals: one small array per row, no string copies.
    std::vector<const char *> wordLabels;
    // As written in YAML ("33", "true", "cap", "[same_colour, same_value]"); empty: none.
    std::string defaultValue;
    // English; the Qt side translates it with QCoreApplication::translate("Schema", text).
    const char *description = "";
    // A short name for the rules editor's forms, undo steps and Changes list, written
    // QT_TRANSLATE_NOOP("SchemaLabel", ...) with a translator comment where the meaning is not
    // obvious; the Qt side translates it with QCoreApplication::translate("SchemaLabel", label).
    // Written in lower case unless it begins with a name ("mountain-town draw", "Sun cards per
    // colour"): undo steps say it inside a sentence ("Change the mountain-town draw of
    // Uchiko"), and views that show it alone capitalize its first letter (capitalized()).
    // Every row has one (tst_schema); empty only while a row is being built.
    const char *label = "";
    // Lists, and maps whose keys are data (<players>, <value>): what one item or entry is
    // called, %1 standing for its index or its key, written QT_TRANSLATE_NOOP("SchemaItem",
    // "ring space %1") in lower case like the label. Indices are the data's, 0 first, as the
    // data files comment them and the tables and board editors number them.
    const char *itemLabel = "";
    bool required = true;
    // The list whose items' ids this value names ("board.towns" for the routes): each text in
    // the value (the value itself, a list's items, the items of a list of lists) is an id of
    // an item of that list, so the rules editor renames it with the id. Empty: none.
    std::string refersTo;

    // The last part of the key, e.g. "hand_size" for "rules.hand_size".
    std::string_view name() const;

    static SchemaRow integer(std::string key, std::int64_t min, std::int64_t max,
                             std::string defaultValue, const char *description);
    static SchemaRow boolean(std::string key, bool defaultValue, const char *description);
    static SchemaRow text(std::string key, std::int64_t maxLength, const char *description);
    static SchemaRow colour(std::string key, const char *description);
    static SchemaRow localized(std::string key, const char *description);
    static SchemaRow list(std::string key, std::int64_t minItems, std::int64_t maxItems,
                          const char *description);
    static SchemaRow map(std::string key, const char *description);
    static SchemaRow noValue(std::string key, const char *description);
    template <typename Enum, std::size_t N>
    static SchemaRow word(std::string key, const WordTable<Enum, N> &table, Enum defaultValue,
                          const char *description)
    {
        SchemaRow row;
        row.key = std::move(key);
        row.type = ValueType::Word;
        row.words = wordsOf(table);
        row.defaultValue = std::string(wordOf(table, defaultValue));
        row.description = description;
        return row;
    }

    SchemaRow &optional()
    {
        required = false;
        return *this;
    }
    SchemaRow &withLabel(const char *text)
    {
        label = text;
        return *this;
    }
    SchemaRow &withItemLabel(const char *pattern)
    {
        itemLabel = pattern;
        return *this;
    }
    SchemaRow &withDefault(std::string value)
    {
        defaultValue = std::move(value);
        return *this;
    }
    template <typename Enum, std::size_t N>
    SchemaRow &withWords(const WordTable<Enum, N> &table)
    {
        words = wordsOf(table);
        return *this;
    }
    // The labels of the words already set, in their order. A count other than the words' is
    // a programming error (std::logic_error), thrown as the schema is built and so caught by
    // every test that loads the game.
    SchemaRow &withWordLabels(std::initializer_list<const char *> labels);
    // The English label of words[index]; the word itself when it has none.
    std::string_view wordLabel(std::size_t index) const;

    // {key, type, required, [min], [max], [words], [word_labels], [default], [label],
    //  [item_label], description}
    Json toJson() const;
};

// The rows of one rules engine, in the order the documentation lists them.
class Schema
{
public:
    Schema(std::string engine, std::vector<SchemaRow> rows);

    const std::string &engine() const { return m_engine; }
    const std::vector<SchemaRow> &rows() const { return m_rows; }
    const SchemaRow *find(std::string_view key) const;
    // The schema key of a key path of the data: "board.ring[9].type" -> "board.ring[].type",
    // and keys that are data matched to their <...> row ("deck.sandals.7" ->
    // "deck.sandals.<value>"). Empty when no row lies at or below the path (a language of a
    // localized text, a misspelt key).
    std::string keyOfPath(std::string_view keyPath) const;
    // The row of a key the code reads; a key missing from the table is a programming error
    // (std::logic_error), caught by every test that loads a game.
    const SchemaRow &row(std::string_view key) const;

    // [{row}, ...] as SchemaRow::toJson.
    Json toJson() const;
    // The key table as Markdown: key, type, range or words, default, description.
    std::string toMarkdown(std::string_view gameId) const;

private:
    std::string m_engine;
    std::vector<SchemaRow> m_rows;
};

// Marks the rows whose values name the ids of another list: {row key, list key} pairs (see
// SchemaRow::refersTo). A key without a row is a programming error (std::logic_error), caught
// by every test that loads the game.
void setReferences(std::vector<SchemaRow> &rows,
                   std::initializer_list<std::pair<std::string_view, std::string_view>> pairs);

// The rows every game shares: the `game:` header, `include` and a variant's `variant:`.
std::vector<SchemaRow> headerRows();
// The same rows as a table (engine "header"), for the reader of the `game:` header.
const Schema &headerSchema();

// The schema of a rules engine compiled into kotatsu_core (games/builtin_rules.cpp);
// nullptr when the engine is unknown.
const Schema *builtinSchema(std::string_view rulesEngine);

// "rules.frozen_positions.by_players.3[1]" -> "rules.frozen_positions.by_players.3[]": the
// form a schema row names a list item by.
std::string schemaKeyOf(std::string_view keyPath);

// A label as it stands alone, in a form or a table: its first letter in upper case ("hand
// size" -> "Hand size"). ASCII only: core's English labels; the Qt side capitalizes
// translations itself.
std::string capitalized(std::string_view label);

} // namespace kotatsu
