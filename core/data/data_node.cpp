// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/data_node.h"

#include "data/translate_noop.h"
#include "data/yaml_emitter.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace kotatsu {

const DataNode *DataNode::find(std::string_view key) const
{
    const Entry *entry = findEntry(key);
    return entry ? &entry->value : nullptr;
}

DataNode *DataNode::find(std::string_view key)
{
    for (auto &entry : entries) {
        if (entry.key == key)
            return &entry.value;
    }
    return nullptr;
}

const DataNode *DataNode::child(const KeyStep &step) const
{
    if (step.isIndex)
        return isSequence() && step.index < items.size() ? &items[step.index] : nullptr;
    return isMap() ? find(step.key) : nullptr;
}

DataNode *DataNode::child(const KeyStep &step)
{
    return const_cast<DataNode *>(static_cast<const DataNode *>(this)->child(step));
}

const DataNode *DataNode::at(const KeyPath &path) const
{
    const DataNode *node = this;
    for (std::size_t i = 0; i < path.size() && node; ++i)
        node = node->child(path[i]);
    return node;
}

const DataNode::Entry *DataNode::findEntry(std::string_view key) const
{
    for (const auto &entry : entries) {
        if (entry.key == key)
            return &entry;
    }
    return nullptr;
}

std::size_t DataNode::countNodes() const
{
    std::size_t n = 1;
    for (const auto &item : items)
        n += item.countNodes();
    for (const auto &entry : entries)
        n += entry.value.countNodes();
    return n;
}

const char *DataNode::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Null:
        //: A data error's word for an empty YAML value, as in "expected a map, found nothing"
        return QT_TRANSLATE_NOOP("DataError", "nothing");
    case Kind::Scalar:
        //: A data error's word for a single YAML value (a number, a word, a text)
        return QT_TRANSLATE_NOOP("DataError", "a value");
    case Kind::Sequence:
        //: A data error's word for a YAML list, as in "expected a map, found a list"
        return QT_TRANSLATE_NOOP("DataError", "a list");
    case Kind::Map:
        //: A data error's word for a YAML map (keys and values)
        return QT_TRANSLATE_NOOP("DataError", "a map");
    }
    return "?";
}

DataNode DataNode::makeScalar(std::string value, bool quoted)
{
    DataNode node;
    node.kind = Kind::Scalar;
    node.scalar = std::move(value);
    node.quoted = quoted;
    return node;
}

bool sameData(const DataNode &a, const DataNode &b)
{
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
    case DataNode::Kind::Null:
        return true;
    case DataNode::Kind::Scalar:
        // Quotes only matter where the plain text would not read as a string.
        return a.scalar == b.scalar && (a.quoted == b.quoted || !plainReadsAsNonString(a.scalar));
    case DataNode::Kind::Sequence:
        if (a.items.size() != b.items.size())
            return false;
        for (std::size_t i = 0; i < a.items.size(); ++i) {
            if (!sameData(a.items[i], b.items[i]))
                return false;
        }
        return true;
    case DataNode::Kind::Map:
        if (a.entries.size() != b.entries.size())
            return false;
        for (const auto &entry : a.entries) {
            const DataNode *other = b.find(entry.key);
            if (!other || !sameData(entry.value, *other))
                return false;
        }
        return true;
    }
    return false;
}

namespace {

// The canonical form, fed to FNV-1a as it is written: a tag per kind, lengths before texts
// (so that no two forms run together), map entries sorted by key.
struct Fnv1a
{
    std::uint64_t hash = 14695981039346656037ull;
    void add(std::string_view bytes)
    {
        for (const unsigned char c : bytes) {
            hash ^= c;
            hash *= 1099511628211ull;
        }
    }
    void addText(std::string_view text)
    {
        add(std::to_string(text.size()));
        add(":");
        add(text);
    }
};

void digestInto(Fnv1a &fnv, const DataNode &node)
{
    switch (node.kind) {
    case DataNode::Kind::Null:
        fnv.add("~");
        return;
    case DataNode::Kind::Scalar:
        // As in sameData: quotes count only where the plain text would not be a string.
        fnv.add(node.quoted && plainReadsAsNonString(node.scalar) ? "\"" : "=");
        fnv.addText(node.scalar);
        return;
    case DataNode::Kind::Sequence:
        fnv.add("[");
        fnv.add(std::to_string(node.items.size()));
        for (const DataNode &item : node.items)
            digestInto(fnv, item);
        fnv.add("]");
        return;
    case DataNode::Kind::Map: {
        std::vector<const DataNode::Entry *> entries;
        for (const auto &entry : node.entries)
            entries.push_back(&entry);
        std::sort(entries.begin(), entries.end(),
                  [](const auto *a, const auto *b) { return a->key < b->key; });
        fnv.add("{");
        fnv.add(std::to_string(entries.size()));
        for (const DataNode::Entry *entry : entries) {
            fnv.addText(entry->key);
            digestInto(fnv, entry->value);
        }
        fnv.add("}");
        return;
    }
    }
}

} // namespace

std::string dataDigest(const DataNode &node)
{
    Fnv1a fnv;
    digestInto(fnv, node);
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out(16, '0');
    for (int i = 15; i >= 0; --i) {
        out[static_cast<std::size_t>(i)] = kHex[fnv.hash & 15u];
        fnv.hash >>= 4;
    }
    return out;
}

} // namespace kotatsu
