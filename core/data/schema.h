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
    Map
};
// "integer", "number", "boolean", "text", "word", "colour", "localized text", "list", "map".
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
    // A short name for the rules editor's forms, undo steps and Changes list ("Mountain-town
    // draw"), written QT_TRANSLATE_NOOP("SchemaLabel", ...) with a translator comment; the Qt
    // side translates it with QCoreApplication::translate("SchemaLabel", label). Empty: none
    // (views then show the key's last part).
    const char *label = "";
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

    // {key, type, required, [min], [max], [words], [word_labels], [default], [label], description}
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

} // namespace kotatsu
