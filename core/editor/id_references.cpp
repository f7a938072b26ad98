// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/id_references.h"

#include "data/key_path.h"

namespace kotatsu {

namespace {

// Every text inside `node` equal to `id` (the node itself, list items, items of nested
// lists, map values), as key paths under `path`.
void collect(const DataNode &node, const std::string &path, const std::string &id,
             std::vector<std::string> &out)
{
    switch (node.kind) {
    case DataNode::Kind::Scalar:
        if (node.scalar == id)
            out.push_back(path);
        break;
    case DataNode::Kind::Sequence:
        for (std::size_t i = 0; i < node.items.size(); ++i)
            collect(node.items[i], path + "[" + std::to_string(i) + "]", id, out);
        break;
    case DataNode::Kind::Map:
        for (const auto &entry : node.entries)
            collect(entry.value, path + "." + entry.key, id, out);
        break;
    case DataNode::Kind::Null:
        break;
    }
}

// The values a schema key names in the document ("board.regions[].scope.towns": that list
// in every region; a <data> part: every key of that map), each with its key path.
void expand(const DataNode &node, std::string_view key, const std::string &path,
            std::vector<std::pair<const DataNode *, std::string>> &out)
{
    if (key.empty()) {
        out.emplace_back(&node, path);
        return;
    }
    const std::size_t dot = key.find('.');
    std::string_view part = key.substr(0, dot);
    const std::string_view rest =
        dot == std::string_view::npos ? std::string_view() : key.substr(dot + 1);
    std::size_t lists = 0;
    while (part.size() >= 2 && part.substr(part.size() - 2) == "[]") {
        part.remove_suffix(2);
        ++lists;
    }
    if (!node.isMap())
        return;
    std::vector<std::pair<const DataNode *, std::string>> here;
    const bool anyKey = !part.empty() && part.front() == '<';
    for (const auto &entry : node.entries) {
        if (anyKey || entry.key == part)
            here.emplace_back(&entry.value, path.empty() ? entry.key : path + "." + entry.key);
    }
    for (std::size_t level = 0; level < lists; ++level) {
        std::vector<std::pair<const DataNode *, std::string>> items;
        for (const auto &[list, listPath] : here) {
            if (!list->isSequence())
                continue;
            for (std::size_t i = 0; i < list->items.size(); ++i)
                items.emplace_back(&list->items[i], listPath + "[" + std::to_string(i) + "]");
        }
        here = std::move(items);
    }
    for (const auto &[value, valuePath] : here)
        expand(*value, rest, valuePath, out);
}

} // namespace

std::vector<std::string> idReferences(const Schema &schema, const DataNode &document,
                                      std::string_view idPath)
{
    std::vector<std::string> out;
    auto path = parseKeyPath(idPath);
    // ...<list>[i].id
    if (!path || path->size() < 3 || path->back().isIndex || path->back().key != "id" ||
        !(*path)[path->size() - 2].isIndex)
        return out;
    const DataNode *id = document.at(*path);
    if (!id || !id->isScalar() || id->scalar.empty())
        return out;
    KeyPath listPath(path->begin(), path->end() - 2);
    const std::string list = schemaKeyOf(keyPathText(listPath));
    for (const SchemaRow &row : schema.rows()) {
        if (row.refersTo != list)
            continue;
        std::vector<std::pair<const DataNode *, std::string>> values;
        expand(document, row.key, "", values);
        for (const auto &[value, valuePath] : values)
            collect(*value, valuePath, id->scalar, out);
    }
    return out;
}

} // namespace kotatsu
