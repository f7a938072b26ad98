// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/schema_tree.h"

#include <algorithm>

namespace kotatsu {

namespace {

bool endsWithItem(std::string_view key)
{
    return key.size() >= 2 && key.substr(key.size() - 2) == "[]";
}

// "a.b[].c" -> "a.b[]", "a.b[]" -> "a.b", "a.b" -> "a", "a" -> "".
std::string parentKey(std::string_view key)
{
    if (endsWithItem(key))
        return std::string(key.substr(0, key.size() - 2));
    const auto dot = key.rfind('.');
    return dot == std::string_view::npos ? std::string() : std::string(key.substr(0, dot));
}

// "deck.cards[].value" -> "value", "deck.values[]" -> "[]".
std::string lastSegment(std::string_view key)
{
    if (endsWithItem(key))
        return "[]";
    const auto dot = key.rfind('.');
    return std::string(dot == std::string_view::npos ? key : key.substr(dot + 1));
}

// "rules.hand_size" -> "hand_size"; an item by its list's: "deck.values[]" -> "values[]".
std::string keyHintOf(std::string_view key)
{
    if (endsWithItem(key))
        return lastSegment(key.substr(0, key.size() - 2)) + "[]";
    return lastSegment(key);
}

} // namespace

std::string_view formKindName(FormKind kind)
{
    switch (kind) {
    case FormKind::Field:
        return "field";
    case FormKind::Localized:
        return "localized";
    case FormKind::Group:
        return "group";
    case FormKind::Dict:
        return "dict";
    case FormKind::Table:
        return "table";
    case FormKind::Values:
        return "values";
    case FormKind::Words:
        return "words";
    case FormKind::Picks:
        return "picks";
    case FormKind::Raw:
        return "raw";
    case FormKind::None:
        return "none";
    }
    return "raw";
}

bool isScalarType(ValueType type)
{
    switch (type) {
    case ValueType::Integer:
    case ValueType::Number:
    case ValueType::Boolean:
    case ValueType::Text:
    case ValueType::Word:
    case ValueType::Colour:
        return true;
    case ValueType::LocalizedText:
    case ValueType::List:
    case ValueType::Map:
    case ValueType::NoValue:
        return false;
    }
    return false;
}

SchemaTree::SchemaTree(const Schema &schema) : m_schema(schema)
{
    for (const SchemaRow &row : schema.rows()) {
        // Every ancestor gets its child, items without a row of their own included.
        std::string child = row.key;
        for (;;) {
            at(child);
            const std::string parent = parentKey(child);
            std::vector<std::string> &list = childrenOf(parent);
            if (std::find(list.begin(), list.end(), child) == list.end())
                list.push_back(child);
            if (parent.empty())
                break;
            child = parent;
        }
        at(row.key).row = &row;
    }
    for (SchemaNode &node : m_nodes) {
        node.parent = parentKey(node.key);
        node.name = lastSegment(node.key);
        node.keyHint = keyHintOf(node.key);
        for (const std::string &child : node.children) {
            if (lastSegment(child).starts_with('<')) {
                node.dataKey = child;
                break;
            }
        }
        if (node.row && node.row->type == ValueType::List)
            node.itemKey = node.key + "[]";
    }
    for (SchemaNode &node : m_nodes) {
        node.kind = kindOf(node);
        if (node.kind != FormKind::Table)
            continue;
        for (const std::string &key : this->node(node.itemKey)->children) {
            const SchemaNode *column = this->node(key);
            const bool scalar = column->row && isScalarType(column->row->type);
            if (scalar || (column->row && column->row->type == ValueType::LocalizedText))
                node.columns.push_back(key);
            if (!scalar)
                node.hasDetail = true;
        }
    }
}

SchemaNode &SchemaTree::at(const std::string &key)
{
    const auto it = m_byKey.find(key);
    if (it != m_byKey.end())
        return *it->second;
    SchemaNode &node = m_nodes.emplace_back();
    node.key = key;
    m_byKey.emplace(key, &node);
    return node;
}

std::vector<std::string> &SchemaTree::childrenOf(const std::string &key)
{
    return key.empty() ? m_sections : at(key).children;
}

FormKind SchemaTree::kindOf(const SchemaNode &node) const
{
    const SchemaRow *row = node.row;
    if (!row || row->type == ValueType::Map)
        return node.dataKey.empty() ? FormKind::Group : FormKind::Dict;
    if (isScalarType(row->type))
        return FormKind::Field;
    switch (row->type) {
    case ValueType::LocalizedText:
        return FormKind::Localized;
    case ValueType::NoValue:
        return FormKind::None;
    case ValueType::List: {
        if (!row->words.empty())
            return FormKind::Words;
        const SchemaNode *item = this->node(node.itemKey);
        const SchemaRow *itemRow = item ? item->row : nullptr;
        const bool itemKids = item && !item->children.empty();
        // A word with rows under it: a word with parameters (SchemaRow::words).
        if (itemRow && itemRow->type == ValueType::Word && itemKids)
            return FormKind::Picks;
        if (!itemRow && itemKids)
            return FormKind::Table;
        if (itemRow && isScalarType(itemRow->type) && !itemKids)
            return FormKind::Values;
        return FormKind::Raw;
    }
    default:
        return FormKind::Raw;
    }
}

const SchemaNode *SchemaTree::node(std::string_view key) const
{
    const auto it = m_byKey.find(key);
    return it == m_byKey.end() ? nullptr : it->second;
}

const SchemaNode *SchemaTree::nodeAtPath(std::string_view path) const
{
    const std::string key = m_schema.keyOfPath(path);
    return key.empty() ? nullptr : node(key);
}

const std::vector<std::string> &SchemaTree::sections() const
{
    return m_sections;
}

} // namespace kotatsu
