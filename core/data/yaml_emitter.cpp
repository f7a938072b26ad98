// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/yaml_emitter.h"

#include "kotatsu/languages.h"

#include <algorithm>
#include <cctype>

namespace kotatsu {

namespace {

constexpr std::size_t kLineWidth = 100;

bool isIndicator(char c)
{
    return std::string_view("-?:,[]{}#&*!|>'\"%@`").find(c) != std::string_view::npos;
}

bool isFlowIndicator(char c)
{
    return c == ',' || c == '[' || c == ']' || c == '{' || c == '}';
}

bool canBePlain(std::string_view text, YamlContext context)
{
    if (text.empty() || text.front() == ' ' || text.back() == ' ')
        return false;
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7f)
            return false;
        if (context == YamlContext::Flow && (isFlowIndicator(c) || c == ':'))
            return false;
    }
    const char first = text.front();
    if (isIndicator(first)) {
        // "-1", "-x" are plain; "-", "- x", "?", ":x" are not.
        if (first != '-' || text.size() < 2 || text[1] == ' ')
            return false;
    }
    if (text.find(": ") != std::string_view::npos || text.find(" #") != std::string_view::npos ||
        text.back() == ':')
        return false;
    if (text.substr(0, 3) == "---" || text.substr(0, 3) == "...")
        return false;
    return true;
}

std::string doubleQuoted(std::string_view text)
{
    std::string out = "\"";
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (u < 0x20 || u == 0x7f) {
                static const char hex[] = "0123456789abcdef";
                out += "\\x";
                out += hex[u >> 4];
                out += hex[u & 0xf];
            } else {
                out += c;
            }
        }
    }
    out += '"';
    return out;
}

std::string lower(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

bool isLanguageMap(const DataNode &node)
{
    if (!node.isMap() || node.entries.empty())
        return false;
    return std::all_of(node.entries.begin(), node.entries.end(), [](const auto &entry) {
        return languageIndex(entry.key) >= 0 && (entry.value.isScalar() || entry.value.isNull());
    });
}

bool isScalarList(const DataNode &node)
{
    return node.isSequence() &&
           std::all_of(node.items.begin(), node.items.end(),
                       [](const auto &i) { return i.isScalar() || i.isNull(); });
}

bool isEmptyCollection(const DataNode &node)
{
    return (node.isSequence() && node.items.empty()) || (node.isMap() && node.entries.empty());
}

// The flow text when the node is one the emitter writes in flow style and it fits after
// `column` characters; empty otherwise.
std::string flowCandidate(const DataNode &node, std::size_t column)
{
    if (!isEmptyCollection(node) && !isScalarList(node) && !isLanguageMap(node))
        return {};
    std::string flow = emitYamlFlow(node);
    if (!isEmptyCollection(node) && column + 1 + flow.size() > kLineWidth)
        return {};
    return flow;
}

void emitMap(std::string &out, const DataNode &map, int indent, bool firstInline);
void emitSequence(std::string &out, const DataNode &seq, int indent, bool firstInline);

// The value after "key:" or "-" (already written, ending at `column`); `indent` is the column
// of nested keys or items.
void emitValue(std::string &out, const DataNode &node, int indent, std::size_t column,
               bool afterDash)
{
    if (node.isNull()) {
        out += '\n';
        return;
    }
    if (node.isScalar()) {
        out += ' ' + yamlScalar(node) + '\n';
        return;
    }
    if (std::string flow = flowCandidate(node, column); !flow.empty()) {
        out += ' ' + flow + '\n';
        return;
    }
    if (afterDash) {
        out += ' ';
        if (node.isMap())
            emitMap(out, node, indent, true);
        else
            emitSequence(out, node, indent, true);
        return;
    }
    out += '\n';
    if (node.isMap())
        emitMap(out, node, indent, false);
    else
        emitSequence(out, node, indent, false);
}

void emitMap(std::string &out, const DataNode &map, int indent, bool firstInline)
{
    const std::string spaces(static_cast<std::size_t>(indent), ' ');
    for (std::size_t i = 0; i < map.entries.size(); ++i) {
        if (i > 0 || !firstInline)
            out += spaces;
        const std::string key = yamlKey(map.entries[i].key) + ':';
        out += key;
        emitValue(out, map.entries[i].value, indent + 2,
                  static_cast<std::size_t>(indent) + key.size(), false);
    }
}

void emitSequence(std::string &out, const DataNode &seq, int indent, bool firstInline)
{
    const std::string spaces(static_cast<std::size_t>(indent), ' ');
    for (std::size_t i = 0; i < seq.items.size(); ++i) {
        if (i > 0 || !firstInline)
            out += spaces;
        out += '-';
        emitValue(out, seq.items[i], indent + 2, static_cast<std::size_t>(indent) + 1, true);
    }
}

void diffInto(const DataNode &base, const DataNode &edited, const std::string &path, DataNode &out,
              DataErrors &errors)
{
    for (const auto &entry : base.entries) {
        if (!edited.find(entry.key))
            errors.push_back(
                {entry.keyPos, path.empty() ? entry.key : path + "." + entry.key,
                 QT_TRANSLATE_NOOP("DataError",
                                   "this key is removed, which a variant cannot express (a variant "
                                   "can only add and replace keys)")});
    }
    for (const auto &entry : edited.entries) {
        const DataNode *old = base.find(entry.key);
        if (old && sameData(*old, entry.value))
            continue;
        if (old && old->isMap() && entry.value.isMap()) {
            DataNode sub;
            sub.kind = DataNode::Kind::Map;
            diffInto(*old, entry.value, path.empty() ? entry.key : path + "." + entry.key, sub,
                     errors);
            if (sub.entries.empty())
                continue; // only the order of keys differs
            out.entries.push_back({entry.key, entry.keyPos, std::move(sub), entry.keySpan});
            continue;
        }
        out.entries.push_back(entry);
    }
}

DataNode languageMap(const LocalizedText &text)
{
    DataNode map;
    map.kind = DataNode::Kind::Map;
    for (std::size_t i = 0; i < kLanguageCount; ++i)
        map.entries.push_back(
            {std::string(kLanguageCodes[i]), {}, DataNode::makeString(text.at(i)), {}});
    return map;
}

} // namespace

bool plainReadsAsNonString(std::string_view text)
{
    if (text.empty())
        return true; // reads as null
    const std::string low = lower(text);
    for (const char *word : {"~", "null", "true", "false", "yes", "no", "on", "off", "y", "n",
                             ".inf", "-.inf", "+.inf", ".nan"}) {
        if (low == word)
            return true;
    }
    // Anything that starts like a number (1, -2, +3, .5, 0x1f, 1e3, 1_000 ...) is quoted.
    std::size_t i = 0;
    if (text[0] == '-' || text[0] == '+')
        i = 1;
    if (i < text.size() && text[i] == '.')
        ++i;
    return i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]));
}

std::string yamlScalar(const DataNode &scalar, YamlContext context)
{
    if (scalar.isNull())
        return "~";
    const std::string &text = scalar.scalar;
    bool plain = canBePlain(text, context);
    if (plain && scalar.quoted && plainReadsAsNonString(text))
        plain = false;
    if (plain && !scalar.quoted && lower(text) == "null")
        plain = false; // would read as null, not as this text
    if (plain && !scalar.quoted && text == "~")
        plain = false;
    return plain ? text : doubleQuoted(text);
}

std::string yamlKey(std::string_view key, YamlContext context)
{
    const std::string low = lower(key);
    if (canBePlain(key, context) && low != "null" && key != "~")
        return std::string(key);
    return doubleQuoted(key);
}

std::string emitYamlValue(const DataNode &value, int indent, std::size_t column, bool afterDash)
{
    std::string out;
    emitValue(out, value, std::max(indent, 0), column, afterDash);
    if (!out.empty() && out.back() == '\n')
        out.pop_back();
    return out;
}

std::string emitYamlFlow(const DataNode &node)
{
    switch (node.kind) {
    case DataNode::Kind::Null:
        return "~";
    case DataNode::Kind::Scalar:
        return yamlScalar(node, YamlContext::Flow);
    case DataNode::Kind::Sequence: {
        std::string out = "[";
        for (std::size_t i = 0; i < node.items.size(); ++i)
            out += (i ? ", " : "") + emitYamlFlow(node.items[i]);
        return out + "]";
    }
    case DataNode::Kind::Map: {
        std::string out = "{";
        for (std::size_t i = 0; i < node.entries.size(); ++i) {
            const auto &entry = node.entries[i];
            out += (i ? ", " : "") + yamlKey(entry.key, YamlContext::Flow) + ": " +
                   emitYamlFlow(entry.value);
        }
        return out + "}";
    }
    }
    return "~";
}

std::string emitYaml(const DataNode &node, int indent)
{
    indent = std::max(indent, 0);
    std::string out;
    if (node.isMap() && !node.entries.empty()) {
        emitMap(out, node, indent, false);
    } else if (node.isSequence() && !node.items.empty()) {
        emitSequence(out, node, indent, false);
    } else {
        out = std::string(static_cast<std::size_t>(indent), ' ') + emitYamlFlow(node) + '\n';
        if (node.isScalar())
            out = std::string(static_cast<std::size_t>(indent), ' ') + yamlScalar(node) + '\n';
    }
    return out;
}

std::optional<DataNode> diffOverrides(const DataNode &base, const DataNode &edited,
                                      DataErrors &errors)
{
    if (!base.isMap() || !edited.isMap()) {
        errors.push_back(
            {edited.pos, "",
             QT_TRANSLATE_NOOP("DataError", "a variant overrides a game file, which is a map")});
        return std::nullopt;
    }
    const std::size_t before = errors.size();
    DataNode out;
    out.kind = DataNode::Kind::Map;
    diffInto(base, edited, "", out, errors);
    if (errors.size() > before)
        return std::nullopt;
    return out;
}

std::string emitVariantFile(const VariantHeader &header, const DataNode &overrides)
{
    DataNode variant;
    variant.kind = DataNode::Kind::Map;
    variant.entries.push_back({"base", {}, DataNode::makeString(header.baseId), {}});
    variant.entries.push_back({"name", {}, languageMap(header.name), {}});
    variant.entries.push_back({"description", {}, languageMap(header.description), {}});
    DataNode root;
    root.kind = DataNode::Kind::Map;
    root.entries.push_back({"variant", {}, std::move(variant), {}});
    for (const auto &entry : overrides.entries) {
        if (entry.key != "variant")
            root.entries.push_back(entry);
    }
    return emitYaml(root);
}

} // namespace kotatsu
