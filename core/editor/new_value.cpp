// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/new_value.h"

#include "data/yaml_reader.h"
#include "editor/schema_tree.h"

#include <algorithm>

namespace kotatsu {

namespace {

// The rows right under `key` ("a.b" for "a"; not "a.b.c", nor "a[]"), in schema order.
std::vector<const SchemaRow *> childRows(const Schema &schema, std::string_view key)
{
    std::vector<const SchemaRow *> out;
    for (const SchemaRow &row : schema.rows()) {
        const std::string_view k = row.key;
        if (k.size() > key.size() + 1 && k.substr(0, key.size()) == key && k[key.size()] == '.' &&
            k.find_first_of(".[", key.size() + 1) == std::string_view::npos)
            out.push_back(&row);
    }
    return out;
}

// Whether some row lies below `key` ("a[].b", "a[][]" for "a[]").
bool hasRowsBelow(const Schema &schema, std::string_view key)
{
    return std::any_of(schema.rows().begin(), schema.rows().end(), [&](const SchemaRow &row) {
        const std::string_view k = row.key;
        return k.size() > key.size() && k.substr(0, key.size()) == key &&
               (k[key.size()] == '.' || k[key.size()] == '[');
    });
}

// The row's default read as YAML (the schema writes it so: "33", "true", "[a, b]").
std::optional<DataNode> defaultOf(const SchemaRow &row)
{
    if (row.defaultValue.empty())
        return std::nullopt;
    DataErrors errors;
    std::optional<DataNode> node = readYamlText(row.defaultValue, row.key, errors);
    if (!node || !errors.empty())
        return DataNode::makeString(row.defaultValue);
    return node;
}

DataNode integerText(std::int64_t value)
{
    return DataNode::makeScalar(std::to_string(value));
}

// What a field of a new table row starts with; nullopt: the field is left out (an optional
// text, a list, a map).
std::optional<DataNode> fieldStart(const SchemaRow &row)
{
    if (auto value = defaultOf(row))
        return value;
    switch (row.type) {
    case ValueType::Integer:
    case ValueType::Number:
        return integerText(row.min.value_or(0));
    case ValueType::Boolean:
        return DataNode::makeScalar("false");
    case ValueType::Colour:
        return DataNode::makeString("#888888");
    case ValueType::Word:
        return DataNode::makeString(row.words.empty() ? std::string() : row.words.front());
    case ValueType::LocalizedText: {
        DataNode text;
        text.kind = DataNode::Kind::Map;
        text.entries.emplace_back("en", SourcePos{}, DataNode::makeString(""));
        return text;
    }
    case ValueType::Text:
        if (row.required)
            return DataNode::makeString("");
        return std::nullopt;
    default:
        return std::nullopt;
    }
}

} // namespace

DataNode startValueOf(const Schema &schema, const SchemaRow &row)
{
    if (auto value = defaultOf(row))
        return *value;
    switch (row.type) {
    case ValueType::Integer: {
        const std::int64_t lo = row.min.value_or(0);
        const bool oneFits = lo <= 1 && (!row.max || 1 <= *row.max);
        return integerText(oneFits ? 1 : lo);
    }
    case ValueType::Number:
        return integerText(row.min.value_or(0));
    case ValueType::Boolean:
        return DataNode::makeScalar("false");
    case ValueType::Word:
        return DataNode::makeString(row.words.empty() ? std::string() : row.words.front());
    case ValueType::Map: {
        DataNode map;
        map.kind = DataNode::Kind::Map;
        for (const SchemaRow *kid : childRows(schema, row.key)) {
            if (kid->required)
                map.entries.emplace_back(std::string(kid->name()), SourcePos{},
                                         startValueOf(schema, *kid));
        }
        return map;
    }
    default:
        return DataNode::makeString("");
    }
}

DataNode newListItem(const Schema &schema, const DataNode *list, std::string_view listPath,
                     std::string_view word)
{
    const std::string key = schema.keyOfPath(listPath);
    const std::string itemKey = key + "[]";
    const SchemaRow *item = key.empty() ? nullptr : schema.find(itemKey);
    // A word with parameters: the word chosen, bare or with its parameter's starting value.
    if (item && item->type == ValueType::Word && !childRows(schema, itemKey).empty()) {
        std::string chosen(word);
        if (std::find(item->words.begin(), item->words.end(), chosen) == item->words.end())
            chosen = item->words.empty() ? std::string() : item->words.front();
        const SchemaRow *parameter = schema.find(itemKey + "." + chosen);
        if (!parameter || parameter->type == ValueType::NoValue)
            return DataNode::makeString(chosen);
        DataNode pick;
        pick.kind = DataNode::Kind::Map;
        pick.entries.emplace_back(chosen, SourcePos{}, startValueOf(schema, *parameter));
        return pick;
    }
    if (list && list->isSequence() && !list->items.empty())
        return list->items.back();
    if (!item && !key.empty() && hasRowsBelow(schema, itemKey)) {
        DataNode map;
        map.kind = DataNode::Kind::Map;
        for (const SchemaRow *field : childRows(schema, itemKey)) {
            if (auto value = fieldStart(*field))
                map.entries.emplace_back(std::string(field->name()), SourcePos{},
                                         std::move(*value));
        }
        return map;
    }
    if (item && isScalarType(item->type) && !hasRowsBelow(schema, itemKey)) {
        if (auto value = fieldStart(*item))
            return *value;
    }
    return DataNode::makeString("");
}

} // namespace kotatsu
