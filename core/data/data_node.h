// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_error.h"
#include "data/key_path.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kotatsu {

// Where a value lies in its file's source text: byte offsets [begin, end). The text itself is
// kept once per file by DataDocument (spans of a merged tree refer to the file of each node's
// pos.file). See yaml_reader.h for what a span covers.
struct SourceSpan
{
    std::uint32_t begin = 0;
    std::uint32_t end = 0;

    std::uint32_t size() const { return end - begin; }
    bool empty() const { return begin == end; }
    bool operator==(const SourceSpan &) const = default;
};

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
    bool fromAlias = false;      // a copy made for an alias (*name): span is the alias's text
    SourceSpan span;             // the value's text, without its anchor
    std::vector<DataNode> items; // for Sequence
    std::vector<Entry> entries;  // for Map, in file order, keys unique

    bool isNull() const { return kind == Kind::Null; }
    bool isScalar() const { return kind == Kind::Scalar; }
    bool isSequence() const { return kind == Kind::Sequence; }
    bool isMap() const { return kind == Kind::Map; }

    const DataNode *find(std::string_view key) const;
    DataNode *find(std::string_view key);
    // One step down (a map's key, a list's index), and a whole key path; nullptr where the
    // data has no such value.
    const DataNode *child(const KeyStep &step) const;
    DataNode *child(const KeyStep &step);
    const DataNode *at(const KeyPath &path) const;
    const Entry *findEntry(std::string_view key) const;
    std::size_t countNodes() const;

    // "a list", "a map"...: English words written QT_TRANSLATE_NOOP("DataError", ...), for
    // DataMessages ("expected a map, found %1").
    static const char *kindName(Kind kind);

    // A scalar built by code: plain (read like a YAML plain scalar: a number, true, ...) or
    // quoted (always a string).
    static DataNode makeScalar(std::string value, bool quoted = false);
    static DataNode makeString(std::string value); // defined below, once Entry is complete
};

struct DataNode::Entry
{
    Entry() = default;
    // Entry{key, keyPos, value} keeps working (without a missing-initializer warning).
    Entry(std::string k, SourcePos kPos, DataNode v, SourceSpan kSpan = {})
        : key(std::move(k)), keyPos(std::move(kPos)), value(std::move(v)), keySpan(kSpan)
    {}

    std::string key;
    SourcePos keyPos;
    DataNode value;
    SourceSpan keySpan; // the key's text (with its quotes, if any)
};

inline DataNode DataNode::makeString(std::string value)
{
    return makeScalar(std::move(value), true);
}

// Same data, positions and spans ignored: kinds, scalar texts, items in order, map entries in
// any order; the `quoted` flags only where they change the meaning (3 and "3", not x and "x").
bool sameData(const DataNode &a, const DataNode &b);

// A digest of the data in sameData's sense: the same data gives the same digest (positions,
// the order of map keys and meaningless quotes ignored), and any other value, key or item
// changes it. 16 hexadecimal digits (64-bit FNV-1a over a canonical form): it tells the rules
// of two simulations apart (kotatsu-cli merge), it is no protection against forgery.
std::string dataDigest(const DataNode &node);

} // namespace kotatsu
