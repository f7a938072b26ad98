// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_node.h"
#include "data/localized_text.h"
#include "data/schema.h"

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

// Reads one YAML map against a schema written in code. Each accessor names a key, its type
// and its range; problems become DataErrors with FILE:LINE:COL and the key path, and reading
// carries on so that one pass reports every problem. finish() reports keys nobody asked for.
// Accessors return a harmless default after an error; callers build nothing when
// errors were reported.
class NodeReader
{
public:
    NodeReader(const DataNode &node, std::string path, DataErrors &errors);

    const DataNode &node() const { return m_node; }
    const std::string &path() const { return m_path; }
    bool isMap() const { return m_node.isMap(); }
    DataErrors &errors() { return m_errors; }

    // Required keys.
    std::int64_t integer(std::string_view key, std::int64_t min, std::int64_t max);
    double number(std::string_view key, double min, double max);
    bool boolean(std::string_view key);
    std::string string(std::string_view key, std::size_t maxLength = 200);
    std::string choice(std::string_view key, std::initializer_list<std::string_view> options);
    // A colour written "#rrggbb".
    std::string colour(std::string_view key);
    LocalizedText text(std::string_view key);
    const DataNode *sequence(std::string_view key, std::size_t minItems = 0,
                             std::size_t maxItems = 4096);
    const DataNode *map(std::string_view key);
    // A key that may be absent (nullptr then); it counts as known either way.
    const DataNode *optional(std::string_view key);

    // The same, driven by a schema row: the row gives the key (its last part), the type and
    // the range or words. A row read under the wrong path or as the wrong type is reported as
    // an internal error, so a test that loads the game catches a table out of step.
    std::int64_t integer(const SchemaRow &row);
    bool boolean(const SchemaRow &row);
    std::string string(const SchemaRow &row);
    std::string colour(const SchemaRow &row);
    LocalizedText text(const SchemaRow &row);
    const DataNode *sequence(const SchemaRow &row);
    const DataNode *map(const SchemaRow &row);
    const DataNode *optional(const SchemaRow &row);
    // One of the row's words, as its index in row.words (0 after an error).
    std::size_t wordIndex(const SchemaRow &row);
    // One of the row's words as its enum value; `table` is the table the row was made from.
    template <typename Enum, std::size_t N>
    Enum word(const SchemaRow &row, const WordTable<Enum, N> &table)
    {
        const std::size_t index = wordIndex(row);
        return index < N ? table[index].value : table[0].value;
    }

    // Where to report a problem with `key` found after reading it: its value, or the map
    // itself when the key is absent (so a missing key never leaves an error without a place).
    const DataNode &at(std::string_view key) const;
    static const DataNode &nodeAt(const DataNode &map, std::string_view key);

    // Declares the remaining keys unknown and reports them.
    void finish();

    std::string keyPath(std::string_view key) const;
    void error(const DataNode &at, std::string_view key, DataMessage message);

    // Helpers for values that are not under a fixed key (list items, map values).
    static std::optional<std::int64_t> toInteger(const DataNode &node, const std::string &path,
                                                 DataErrors &errors, std::int64_t min,
                                                 std::int64_t max);
    static std::optional<std::string> toString(const DataNode &node, const std::string &path,
                                               DataErrors &errors, std::size_t maxLength = 200);
    static std::optional<bool> toBoolean(const DataNode &node, const std::string &path,
                                         DataErrors &errors);
    static LocalizedText toText(const DataNode &node, const std::string &path, DataErrors &errors);
    static std::string itemPath(const std::string &path, std::size_t index);
    // A list item or map value that must be one of `words`: its index.
    static std::optional<std::size_t> toWord(const DataNode &node, const std::string &path,
                                             DataErrors &errors,
                                             const std::vector<std::string> &words);
    // Whether a key path (indices and all) is the one a schema row names.
    static bool rowMatches(const SchemaRow &row, std::string_view keyPath);

private:
    const DataNode *require(std::string_view key);
    void checkRow(const SchemaRow &row, ValueType type);

    const DataNode &m_node;
    std::string m_path;
    DataErrors &m_errors;
    std::vector<std::string> m_known;
};

} // namespace kotatsu
