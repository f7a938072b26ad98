// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_node.h"
#include "data/localized_text.h"

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

    // Declares the remaining keys unknown and reports them.
    void finish();

    std::string keyPath(std::string_view key) const;
    void error(const DataNode &at, std::string_view key, std::string message);

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

private:
    const DataNode *require(std::string_view key);

    const DataNode &m_node;
    std::string m_path;
    DataErrors &m_errors;
    std::vector<std::string> m_known;
};

} // namespace kotatsu
