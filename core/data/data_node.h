// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_error.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kotatsu {

// A parsed YAML document as a plain tree in which every node and every key remembers its
// file, line and column. Built by YamlReader (bounded), merged by DocumentLoader (includes,
// variants), read by NodeReader (schemas).
class DataNode
{
public:
    enum class Kind
    {
        Null,
        Scalar,
        Sequence,
        Map
    };
    struct Entry;

    Kind kind = Kind::Null;
    SourcePos pos;
    std::string scalar;          // for Scalar
    bool quoted = false;         // a quoted scalar is always a string, never a number or boolean
    std::vector<DataNode> items; // for Sequence
    std::vector<Entry> entries;  // for Map, in file order, keys unique

    bool isNull() const { return kind == Kind::Null; }
    bool isScalar() const { return kind == Kind::Scalar; }
    bool isSequence() const { return kind == Kind::Sequence; }
    bool isMap() const { return kind == Kind::Map; }

    const DataNode *find(std::string_view key) const;
    DataNode *find(std::string_view key);
    const Entry *findEntry(std::string_view key) const;
    std::size_t countNodes() const;

    static const char *kindName(Kind kind);
};

struct DataNode::Entry
{
    std::string key;
    SourcePos keyPos;
    DataNode value;
};

// Deep merge for variants: maps merge key by key, everything else is replaced by `over`.
void mergeInto(DataNode &base, const DataNode &over);

} // namespace kotatsu
