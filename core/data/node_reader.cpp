// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/node_reader.h"

#include "util/text.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>

namespace kotatsu {

namespace {

// A value as an error names it: 'the text' for a value, "a list" for the others.
DataMessage describe(const DataNode &node)
{
    if (node.isScalar())
        //: A value quoted in a data error, as in "expected a whole number, found 'three'"
        return {QT_TRANSLATE_NOOP("DataError", "'%1'"), node.scalar};
    return DataNode::kindName(node.kind);
}

template <typename Words>
std::string joinQuoted(const Words &options)
{
    std::string out;
    for (const auto &option : options) {
        if (!out.empty())
            out += ", ";
        out += option;
    }
    return out;
}

std::vector<std::string_view> splitKey(std::string_view key)
{
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t dot = key.find('.', start);
        parts.push_back(key.substr(start, dot == std::string_view::npos ? key.npos : dot - start));
        if (dot == std::string_view::npos)
            return parts;
        start = dot + 1;
    }
}

} // namespace

NodeReader::NodeReader(const DataNode &node, std::string path, DataErrors &errors)
    : m_node(node), m_path(std::move(path)), m_errors(errors)
{
    if (!node.isMap()) {
        m_errors.push_back(
            {node.pos,
             m_path,
             {QT_TRANSLATE_NOOP("DataError", "expected a map, found %1"), describe(node)}});
    }
}

std::string NodeReader::keyPath(std::string_view key) const
{
    if (m_path.empty())
        return std::string(key);
    return m_path + "." + std::string(key);
}

std::string NodeReader::itemPath(const std::string &path, std::size_t index)
{
    return path + "[" + std::to_string(index) + "]";
}

void NodeReader::error(const DataNode &at, std::string_view key, DataMessage message)
{
    m_errors.push_back({at.pos, keyPath(key), std::move(message)});
}

const DataNode *NodeReader::require(std::string_view key)
{
    m_known.emplace_back(key);
    if (!m_node.isMap())
        return nullptr;
    const DataNode *value = m_node.find(key);
    if (!value)
        m_errors.push_back(
            {m_node.pos, keyPath(key), QT_TRANSLATE_NOOP("DataError", "missing required key")});
    return value;
}

const DataNode *NodeReader::optional(std::string_view key)
{
    m_known.emplace_back(key);
    return m_node.isMap() ? m_node.find(key) : nullptr;
}

std::optional<std::int64_t> NodeReader::toInteger(const DataNode &node, const std::string &path,
                                                  DataErrors &errors, std::int64_t min,
                                                  std::int64_t max)
{
    std::optional<std::int64_t> value;
    if (node.isScalar() && !node.quoted)
        value = parseInteger(node.scalar);
    if (!value) {
        // YAML reads ２５ (full-width digits) as text; the data files keep to YAML, and the
        // error says how to write the number.
        const std::string ascii =
            node.isScalar() && !node.quoted ? asciiDigits(node.scalar) : std::string();
        if (ascii != node.scalar && parseInteger(ascii))
            errors.push_back({node.pos,
                              path,
                              {QT_TRANSLATE_NOOP("DataError", "expected a whole number, found %1 "
                                                              "(write it with the digits 0 to 9: "
                                                              "%2)"),
                               describe(node), ascii}});
        else
            errors.push_back({node.pos,
                              path,
                              {QT_TRANSLATE_NOOP("DataError", "expected a whole number, found %1"),
                               describe(node)}});
        return std::nullopt;
    }
    if (*value < min || *value > max) {
        errors.push_back(
            {node.pos,
             path,
             {QT_TRANSLATE_NOOP("DataError", "%1 is out of range (%2 to %3)"), *value, min, max}});
        return std::nullopt;
    }
    return value;
}

std::optional<std::string> NodeReader::toString(const DataNode &node, const std::string &path,
                                                DataErrors &errors, std::size_t maxLength)
{
    if (!node.isScalar()) {
        errors.push_back(
            {node.pos,
             path,
             {QT_TRANSLATE_NOOP("DataError", "expected text, found %1"), describe(node)}});
        return std::nullopt;
    }
    if (node.scalar.size() > maxLength) {
        errors.push_back(
            {node.pos,
             path,
             {QT_TRANSLATE_NOOP("DataError", "text is too long (%1 bytes; at most %2)"),
              node.scalar.size(), maxLength}});
        return std::nullopt;
    }
    return node.scalar;
}

std::optional<bool> NodeReader::toBoolean(const DataNode &node, const std::string &path,
                                          DataErrors &errors)
{
    if (node.isScalar() && !node.quoted) {
        if (node.scalar == "true")
            return true;
        if (node.scalar == "false")
            return false;
    }
    errors.push_back(
        {node.pos,
         path,
         {QT_TRANSLATE_NOOP("DataError", "expected true or false, found %1"), describe(node)}});
    return std::nullopt;
}

LocalizedText NodeReader::toText(const DataNode &node, const std::string &path, DataErrors &errors)
{
    LocalizedText text;
    if (!node.isMap()) {
        errors.push_back(
            {node.pos,
             path,
             {QT_TRANSLATE_NOOP("DataError", "expected a text in every language, e.g. {en: ..., "
                                             "es: ..., fr: ..., ja: ..., hu: ...}, found %1"),
              describe(node)}});
        return text;
    }
    for (const auto &entry : node.entries) {
        int index = languageIndex(entry.key);
        if (index < 0) {
            errors.push_back(
                {entry.keyPos, path + "." + entry.key,
                 QT_TRANSLATE_NOOP("DataError",
                                   "unknown language (expected en, es, fr, ja or hu)")});
            continue;
        }
        if (auto s = toString(entry.value, path + "." + entry.key, errors, 4000)) {
            if (trim(*s).empty())
                errors.push_back({entry.value.pos, path + "." + entry.key,
                                  QT_TRANSLATE_NOOP("DataError", "text is empty")});
            text.set(static_cast<std::size_t>(index), *s);
        }
    }
    for (std::size_t i = 0; i < kLanguageCount; ++i) {
        if (!node.find(kLanguageCodes[i])) {
            errors.push_back({node.pos,
                              path,
                              {QT_TRANSLATE_NOOP(
                                   "DataError", "missing the %1 text (every language is required)"),
                               kLanguageCodes[i]}});
        }
    }
    return text;
}

std::int64_t NodeReader::integer(std::string_view key, std::int64_t min, std::int64_t max)
{
    if (const DataNode *node = require(key)) {
        if (auto value = toInteger(*node, keyPath(key), m_errors, min, max))
            return *value;
    }
    return min;
}

double NodeReader::number(std::string_view key, double min, double max)
{
    if (const DataNode *node = require(key)) {
        if (node->isScalar() && !node->quoted) {
            char *end = nullptr;
            double value = std::strtod(node->scalar.c_str(), &end);
            if (end && *end == '\0' && !node->scalar.empty() && std::isfinite(value)) {
                if (value < min || value > max) {
                    error(*node, key,
                          {QT_TRANSLATE_NOOP("DataError", "%1 is out of range (%2 to %3)"),
                           node->scalar, min, max});
                    return min;
                }
                return value;
            }
        }
        error(*node, key,
              {QT_TRANSLATE_NOOP("DataError", "expected a number, found %1"), describe(*node)});
    }
    return min;
}

bool NodeReader::boolean(std::string_view key)
{
    if (const DataNode *node = require(key)) {
        if (auto value = toBoolean(*node, keyPath(key), m_errors))
            return *value;
    }
    return false;
}

std::string NodeReader::string(std::string_view key, std::size_t maxLength)
{
    if (const DataNode *node = require(key)) {
        if (auto value = toString(*node, keyPath(key), m_errors, maxLength))
            return *value;
    }
    return {};
}

std::string NodeReader::choice(std::string_view key,
                               std::initializer_list<std::string_view> options)
{
    const DataNode *node = require(key);
    if (!node)
        return std::string(*options.begin());
    if (node->isScalar() && !node->quoted) {
        for (auto option : options) {
            if (node->scalar == option)
                return node->scalar;
        }
    }
    error(*node, key,
          {QT_TRANSLATE_NOOP("DataError", "%1 is not one of: %2"), describe(*node),
           joinQuoted(options)});
    return std::string(*options.begin());
}

std::string NodeReader::colour(std::string_view key)
{
    const DataNode *node = require(key);
    if (!node)
        return {};
    auto value = toString(*node, keyPath(key), m_errors, 32);
    const bool valid = value && value->size() == 7 && (*value)[0] == '#' &&
                       std::all_of(value->begin() + 1, value->end(), [](char c) {
                           return std::isxdigit(static_cast<unsigned char>(c)) != 0;
                       });
    if (valid)
        return *value;
    if (value)
        error(*node, key,
              {QT_TRANSLATE_NOOP("DataError",
                                 "expected a colour written #rrggbb, e.g. \"#c0432c\", found '%1'"),
               *value});
    return {};
}

LocalizedText NodeReader::text(std::string_view key)
{
    if (const DataNode *node = require(key))
        return toText(*node, keyPath(key), m_errors);
    return {};
}

const DataNode *NodeReader::sequence(std::string_view key, std::size_t minItems,
                                     std::size_t maxItems)
{
    const DataNode *node = require(key);
    if (!node)
        return nullptr;
    if (!node->isSequence()) {
        error(*node, key,
              {QT_TRANSLATE_NOOP("DataError", "expected a list, found %1"), describe(*node)});
        return nullptr;
    }
    if (node->items.size() < minItems || node->items.size() > maxItems) {
        error(*node, key,
              {QT_TRANSLATE_NOOP("DataError", "expected %1 to %2 items, found %3"), minItems,
               maxItems, node->items.size()});
        return nullptr;
    }
    return node;
}

const DataNode *NodeReader::map(std::string_view key)
{
    const DataNode *node = require(key);
    if (!node)
        return nullptr;
    if (!node->isMap()) {
        error(*node, key,
              {QT_TRANSLATE_NOOP("DataError", "expected a map, found %1"), describe(*node)});
        return nullptr;
    }
    return node;
}

bool NodeReader::rowMatches(const SchemaRow &row, std::string_view keyPath)
{
    const auto want = splitKey(row.key);
    const std::string normalized = schemaKeyOf(keyPath);
    const auto have = splitKey(normalized);
    if (want.size() != have.size())
        return false;
    for (std::size_t i = 0; i < want.size(); ++i) {
        std::string_view w = want[i];
        std::string_view h = have[i];
        // <players>, <side>, ...: any key that is data; a trailing [] must still match.
        if (!w.empty() && w.front() == '<') {
            const auto close = w.find('>');
            w = w.substr(close == w.npos ? w.size() : close + 1);
            const auto bracket = h.find('[');
            h = h.substr(bracket == h.npos ? h.size() : bracket);
        }
        if (w != h)
            return false;
    }
    return true;
}

void NodeReader::checkRow(const SchemaRow &row, ValueType type)
{
    const std::string path = keyPath(row.name());
    if (row.type != type || !rowMatches(row, path))
        m_errors.push_back(
            {m_node.pos,
             path,
             {QT_TRANSLATE_NOOP("DataError", "internal error: read with the schema row of %1 (%2)"),
              row.key, typeName(row.type)}});
}

std::int64_t NodeReader::integer(const SchemaRow &row)
{
    checkRow(row, ValueType::Integer);
    return integer(row.name(), row.min.value_or(INT64_MIN), row.max.value_or(INT64_MAX));
}

bool NodeReader::boolean(const SchemaRow &row)
{
    checkRow(row, ValueType::Boolean);
    return boolean(row.name());
}

std::string NodeReader::string(const SchemaRow &row)
{
    checkRow(row, ValueType::Text);
    return string(row.name(), static_cast<std::size_t>(row.max.value_or(200)));
}

std::string NodeReader::colour(const SchemaRow &row)
{
    checkRow(row, ValueType::Colour);
    return colour(row.name());
}

LocalizedText NodeReader::text(const SchemaRow &row)
{
    checkRow(row, ValueType::LocalizedText);
    return text(row.name());
}

const DataNode *NodeReader::sequence(const SchemaRow &row)
{
    checkRow(row, ValueType::List);
    return sequence(row.name(), static_cast<std::size_t>(row.min.value_or(0)),
                    static_cast<std::size_t>(row.max.value_or(4096)));
}

const DataNode *NodeReader::map(const SchemaRow &row)
{
    checkRow(row, ValueType::Map);
    return map(row.name());
}

const DataNode *NodeReader::optional(const SchemaRow &row)
{
    const std::string path = keyPath(row.name());
    if (row.required || !rowMatches(row, path))
        m_errors.push_back(
            {m_node.pos,
             path,
             {QT_TRANSLATE_NOOP("DataError",
                                "internal error: read as optional with the schema row of %1"),
              row.key}});
    return optional(row.name());
}

std::optional<std::size_t> NodeReader::toWord(const DataNode &node, const std::string &path,
                                              DataErrors &errors,
                                              const std::vector<std::string> &words)
{
    // Quoted or not, a word is a word ("cap" and cap are the same string in YAML).
    if (node.isScalar()) {
        for (std::size_t i = 0; i < words.size(); ++i) {
            if (node.scalar == words[i])
                return i;
        }
    }
    errors.push_back({node.pos,
                      path,
                      {QT_TRANSLATE_NOOP("DataError", "%1 is not one of: %2"), describe(node),
                       joinQuoted(words)}});
    return std::nullopt;
}

std::size_t NodeReader::wordIndex(const SchemaRow &row)
{
    checkRow(row, ValueType::Word);
    if (const DataNode *node = require(row.name())) {
        if (auto index = toWord(*node, keyPath(row.name()), m_errors, row.words))
            return *index;
    }
    return 0;
}

const DataNode &NodeReader::at(std::string_view key) const
{
    return nodeAt(m_node, key);
}

const DataNode &NodeReader::nodeAt(const DataNode &map, std::string_view key)
{
    if (map.isMap()) {
        if (const DataNode *value = map.find(key))
            return *value;
    }
    return map;
}

void NodeReader::finish()
{
    if (!m_node.isMap())
        return;
    for (const auto &entry : m_node.entries) {
        if (std::find(m_known.begin(), m_known.end(), entry.key) != m_known.end())
            continue;
        std::string best;
        std::size_t bestDistance = 3;
        for (const auto &known : m_known) {
            std::size_t d = editDistance(entry.key, known);
            if (d < bestDistance) {
                bestDistance = d;
                best = known;
            }
        }
        m_errors.push_back(
            {entry.keyPos, keyPath(entry.key),
             best.empty()
                 ? DataMessage(QT_TRANSLATE_NOOP("DataError", "unknown key"))
                 : DataMessage(QT_TRANSLATE_NOOP("DataError", "unknown key (did you mean '%1'?)"),
                               best)});
    }
}

} // namespace kotatsu
