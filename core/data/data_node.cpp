// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/data_node.h"

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
        return "nothing";
    case Kind::Scalar:
        return "a value";
    case Kind::Sequence:
        return "a list";
    case Kind::Map:
        return "a map";
    }
    return "?";
}

void mergeInto(DataNode &base, const DataNode &over)
{
    if (base.isMap() && over.isMap()) {
        for (const auto &entry : over.entries) {
            if (DataNode *existing = base.find(entry.key))
                mergeInto(*existing, entry.value);
            else
                base.entries.push_back(entry);
        }
        return;
    }
    base = over;
}

} // namespace kotatsu
