// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/data_document.h"

#include "data/yaml_emitter.h"
#include "util/text.h"

#include <algorithm>
#include <functional>

namespace kotatsu {

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}
bool isBreak(char c)
{
    return c == '\n' || c == '\r';
}

class Text
{
public:
    explicit Text(const std::string &text) : m_text(text) {}
    char at(std::size_t i) const { return i < m_text.size() ? m_text[i] : '\0'; }
    std::size_t lineStart(std::size_t i) const
    {
        i = std::min(i, m_text.size());
        while (i > 0 && !isBreak(m_text[i - 1]))
            --i;
        return i;
    }
    // The line break at or after i (or the end of the text).
    std::size_t lineEnd(std::size_t i) const
    {
        while (i < m_text.size() && !isBreak(m_text[i]))
            ++i;
        return i;
    }
    std::size_t afterBreak(std::size_t i) const
    {
        if (at(i) == '\r' && at(i + 1) == '\n')
            return i + 2;
        return std::min(i + 1, m_text.size());
    }
    int column(std::size_t i) const { return static_cast<int>(i - lineStart(i)); }
    bool onlyBlanksBefore(std::size_t i) const
    {
        for (std::size_t k = lineStart(i); k < i; ++k) {
            if (!isBlank(m_text[k]))
                return false;
        }
        return true;
    }

private:
    const std::string &m_text;
};

std::string stripLeadingSpace(std::string text)
{
    if (!text.empty() && text.front() == ' ')
        text.erase(0, 1);
    return text;
}

bool isBlockCollection(const DataNode &node, const Text &text)
{
    if (!node.isMap() && !node.isSequence())
        return false;
    const char c = text.at(node.span.begin);
    return c != '[' && c != '{';
}

bool sameDataExceptAliases(const DataNode &a, const DataNode &b)
{
    if (a.fromAlias || b.fromAlias)
        return true;
    if (a.kind != b.kind || a.items.size() != b.items.size() ||
        a.entries.size() != b.entries.size())
        return false;
    if (a.isScalar() || a.isNull())
        return sameData(a, b);
    for (std::size_t i = 0; i < a.items.size(); ++i) {
        if (!sameDataExceptAliases(a.items[i], b.items[i]))
            return false;
    }
    for (const auto &entry : a.entries) {
        const DataNode *other = b.find(entry.key);
        if (!other || !sameDataExceptAliases(entry.value, *other))
            return false;
    }
    return true;
}

} // namespace

std::optional<DataDocument> DataDocument::fromText(std::string text, const std::string &fileName,
                                                   DataErrors &errors, const YamlLimits &limits)
{
    auto root = readYamlText(text, fileName, errors, limits);
    if (!root)
        return std::nullopt;
    DataDocument document;
    document.m_fileName = std::make_shared<const std::string>(fileName);
    document.m_text = std::make_shared<const std::string>(std::move(text));
    document.m_root = std::move(*root);
    document.m_limits = limits;
    return document;
}

std::optional<DataDocument> DataDocument::fromFile(const std::string &path, DataErrors &errors,
                                                   const YamlLimits &limits)
{
    std::string text;
    auto file = std::make_shared<const std::string>(path);
    switch (readFile(path, limits.maxFileBytes, text)) {
    case ReadStatus::Ok:
        return fromText(std::move(text), path, errors, limits);
    case ReadStatus::Missing:
        errors.push_back({SourcePos{file}, "", QT_TRANSLATE_NOOP("DataError", "file not found")});
        break;
    case ReadStatus::TooLarge:
        errors.push_back(
            {SourcePos{file},
             "",
             {QT_TRANSLATE_NOOP("DataError", "file is too large (the limit is %1 bytes)"),
              limits.maxFileBytes}});
        break;
    case ReadStatus::Unreadable:
        errors.push_back(
            {SourcePos{file}, "", QT_TRANSLATE_NOOP("DataError", "file cannot be read")});
        break;
    }
    return std::nullopt;
}

std::string_view DataDocument::textOf(SourceSpan span) const
{
    const std::string_view all = *m_text;
    if (span.begin > all.size() || span.end < span.begin)
        return {};
    return all.substr(span.begin, std::min<std::size_t>(span.end, all.size()) - span.begin);
}

std::optional<DataDocument::Path> DataDocument::parsePath(std::string_view text,
                                                          DataErrors &errors) const
{
    auto path = parseKeyPath(text);
    if (!path)
        errors.push_back(
            {SourcePos{m_fileName}, std::string(text),
             QT_TRANSLATE_NOOP("DataError",
                               "not a key path (keys separated by '.', items as [index])")});
    return path;
}

std::string DataDocument::pathText(const Path &path) const
{
    return keyPathText(path);
}

bool DataDocument::isFlow(const DataNode &collection) const
{
    const char c = Text(*m_text).at(collection.span.begin);
    return (collection.isMap() || collection.isSequence()) && (c == '[' || c == '{');
}

DataDocument::Located DataDocument::locate(const Path &path) const
{
    Located here;
    here.node = &m_root;
    for (const auto &step : path) {
        const DataNode *node = here.node;
        const bool flow = here.inFlow || isFlow(*node);
        Located next;
        if (step.isIndex) {
            if (!node->isSequence() || step.index >= node->items.size())
                return {};
            next.node = &node->items[step.index];
        } else {
            if (!node->isMap())
                return {};
            next.entry = node->findEntry(step.key);
            if (!next.entry)
                return {};
            next.node = &next.entry->value;
        }
        next.parent = node;
        next.inFlow = flow;
        here = next;
    }
    return here;
}

std::optional<DataDocument::Path> DataDocument::findPath(const DataNode &target) const
{
    Path path;
    std::function<bool(const DataNode &)> walk = [&](const DataNode &node) {
        if (&node == &target)
            return true;
        for (std::size_t i = 0; i < node.items.size(); ++i) {
            path.push_back(Step{true, {}, i});
            if (walk(node.items[i]))
                return true;
            path.pop_back();
        }
        for (const auto &entry : node.entries) {
            path.push_back(Step{false, entry.key, 0});
            if (walk(entry.value))
                return true;
            path.pop_back();
        }
        return false;
    };
    if (walk(m_root))
        return path;
    return std::nullopt;
}

const DataNode *DataDocument::find(std::string_view text) const
{
    DataErrors ignored;
    auto path = parsePath(text, ignored);
    return path ? locate(*path).node : nullptr;
}

const DataNode *DataDocument::find(const KeyPath &path) const
{
    return locate(path).node;
}

std::optional<std::string> DataDocument::pathOf(const DataNode &node) const
{
    auto path = findPath(node);
    if (!path)
        return std::nullopt;
    return pathText(*path);
}

DataError DataDocument::error(const DataNode *near, const Path &path, DataMessage message) const
{
    SourcePos pos = near ? near->pos : m_root.pos;
    if (!pos.file)
        pos.file = m_fileName;
    return {pos, pathText(path), std::move(message)};
}

bool DataDocument::splice(SourceSpan span, std::string_view replacement, DataErrors &errors)
{
    if (span.end < span.begin || span.end > m_text->size()) {
        errors.push_back({SourcePos{m_fileName}, "",
                          QT_TRANSLATE_NOOP("DataError", "the span lies outside the text")});
        return false;
    }
    // The same bytes again: the text, and so the tree read from it, stay as they are (no
    // re-reading, which costs about 2 ms of CPU in a shipped file).
    if (textOf(span) == replacement)
        return true;
    std::string text = *m_text;
    text.replace(span.begin, span.size(), replacement);
    auto root = readYamlText(text, *m_fileName, errors, m_limits);
    if (!root)
        return false;
    m_text = std::make_shared<const std::string>(std::move(text));
    m_root = std::move(*root);
    return true;
}

DataNode DataDocument::expectedTree(const Path &path,
                                    const std::function<void(DataNode &)> &change) const
{
    DataNode root = m_root;
    DataNode *node = &root;
    for (const auto &step : path) {
        node = node->child(step);
        if (!node)
            return root;
    }
    change(*node);
    return root;
}

bool DataDocument::apply(std::size_t begin, std::size_t end, std::string_view replacement,
                         const DataNode &expected, const Path &where, DataErrors &errors)
{
    if (end < begin || end > m_text->size()) {
        errors.push_back(
            error(nullptr, where, QT_TRANSLATE_NOOP("DataError", "cannot edit here (bad span)")));
        return false;
    }
    // The same bytes again: the text would read back as the tree it already is (m_root is
    // always what m_text reads as), so only the tree is compared with what the edit intends,
    // without re-reading the text (about 2 ms of CPU in a shipped file).
    const bool unchanged = textOf(SourceSpan{static_cast<std::uint32_t>(begin),
                                             static_cast<std::uint32_t>(end)}) == replacement;
    std::string text;
    std::optional<DataNode> root;
    if (!unchanged) {
        text = *m_text;
        text.replace(begin, end - begin, replacement);
        DataErrors readErrors;
        root = readYamlText(text, *m_fileName, readErrors, m_limits);
        if (!root) {
            for (auto &e : readErrors) {
                e.setText(
                    {QT_TRANSLATE_NOOP("DataError", "the edit would not read back: %1"), e.text});
                errors.push_back(std::move(e));
            }
            return false;
        }
    }
    if (!sameDataExceptAliases(unchanged ? m_root : *root, expected)) {
        errors.push_back(error(
            locate(where).node, where,
            QT_TRANSLATE_NOOP("DataError",
                              "cannot make this edit here: the edited text would not read back "
                              "as intended")));
        return false;
    }
    if (unchanged)
        return true;
    m_text = std::make_shared<const std::string>(std::move(text));
    m_root = std::move(*root);
    return true;
}

bool DataDocument::spliceValue(std::string_view pathText, const DataNode &value, DataErrors &errors)
{
    auto path = parsePath(pathText, errors);
    return path && replaceValue(*path, value, errors);
}

bool DataDocument::spliceValue(const KeyPath &path, const DataNode &value, DataErrors &errors)
{
    return replaceValue(path, value, errors);
}

bool DataDocument::spliceValue(const DataNode &node, const DataNode &value, DataErrors &errors)
{
    auto path = findPath(node);
    if (!path) {
        errors.push_back(
            {node.pos, "",
             QT_TRANSLATE_NOOP("DataError", "this value is not part of the document")});
        return false;
    }
    return replaceValue(*path, value, errors);
}

bool DataDocument::replaceValue(const Path &path, const DataNode &value, DataErrors &errors)
{
    const Located at = locate(path);
    if (!at.node) {
        errors.push_back(error(nullptr, path, QT_TRANSLATE_NOOP("DataError", "no such value")));
        return false;
    }
    const Text text(*m_text);
    const DataNode &target = *at.node;
    std::size_t begin = target.span.begin;
    const std::size_t end = target.span.end;
    std::string replacement;
    if (at.inFlow) {
        replacement = emitYamlFlow(value);
        if (target.span.empty() && text.at(begin - 1) == ':')
            replacement = " " + replacement;
    } else if (!at.parent) {
        replacement = emitYaml(value);
        if (!replacement.empty() && replacement.back() == '\n')
            replacement.pop_back();
    } else {
        // After "key:" or "-": the value written at its place, or from the ':' / '-' when the
        // old or the new value is a block of lines (or nothing).
        std::size_t marker = begin;
        int indent = 0;
        bool afterDash = false;
        if (at.entry) {
            marker = at.entry->keySpan.end;
            while (isBlank(text.at(marker)))
                ++marker;
            if (text.at(marker) != ':') {
                errors.push_back(
                    error(&target, path,
                          QT_TRANSLATE_NOOP("DataError", "cannot find the ':' after the key")));
                return false;
            }
            ++marker;
            indent = text.column(at.entry->keySpan.begin) + 2;
        } else {
            std::size_t p = begin;
            while (p > 0 && (isBlank(text.at(p - 1)) || isBreak(text.at(p - 1))))
                --p;
            if (p == 0 || text.at(p - 1) != '-') {
                errors.push_back(
                    error(&target, path,
                          QT_TRANSLATE_NOOP("DataError", "cannot find the '-' of the item")));
                return false;
            }
            marker = p;
            afterDash = true;
            indent = text.column(p - 1) + 2;
        }
        replacement =
            emitYamlValue(value, indent, static_cast<std::size_t>(text.column(marker)), afterDash);
        const bool newIsLine = !value.isNull() && replacement.find('\n') == std::string::npos;
        const bool oldIsLine = !target.span.empty() && !isBlockCollection(target, text);
        if (newIsLine && oldIsLine) {
            replacement = stripLeadingSpace(replacement);
        } else {
            begin = marker;
        }
    }
    return apply(begin, end, replacement, expectedTree(path, [&](DataNode &node) { node = value; }),
                 path, errors);
}

bool DataDocument::setKey(std::string_view mapPathText, std::string_view key, const DataNode &value,
                          DataErrors &errors)
{
    auto path = parsePath(mapPathText, errors);
    return path && setKey(*path, key, value, errors);
}

bool DataDocument::setKey(const KeyPath &path, std::string_view key, const DataNode &value,
                          DataErrors &errors)
{
    const Located at = locate(path);
    if (!at.node) {
        errors.push_back(error(nullptr, path, QT_TRANSLATE_NOOP("DataError", "no such value")));
        return false;
    }
    Path keyPath = path;
    keyPath.push_back(Step{false, std::string(key), 0});
    if (at.node->isNull()) {
        DataNode map;
        map.kind = DataNode::Kind::Map;
        map.entries.push_back({std::string(key), {}, value, {}});
        return replaceValue(path, map, errors);
    }
    if (!at.node->isMap()) {
        errors.push_back(error(at.node, path,
                               {QT_TRANSLATE_NOOP("DataError", "expected a map, found %1"),
                                DataMessage(DataNode::kindName(at.node->kind))}));
        return false;
    }
    if (at.node->findEntry(key))
        return replaceValue(keyPath, value, errors);
    const DataNode &map = *at.node;
    const Text text(*m_text);
    const DataNode expected = expectedTree(path, [&](DataNode &node) {
        node.entries.push_back({std::string(key), {}, value, {}});
    });
    if (at.inFlow || isFlow(map)) {
        const std::string item = yamlKey(key, YamlContext::Flow) + ": " + emitYamlFlow(value);
        if (map.entries.empty()) {
            const std::size_t p = map.span.begin + 1;
            return apply(p, p, item, expected, keyPath, errors);
        }
        const auto &last = map.entries.back();
        const std::size_t p = std::max(last.value.span.end, last.keySpan.end);
        return apply(p, p, ", " + item, expected, keyPath, errors);
    }
    const int column = text.column(map.span.begin);
    const std::string keyText = yamlKey(key) + ':';
    const std::string line =
        "\n" + std::string(static_cast<std::size_t>(column), ' ') + keyText +
        emitYamlValue(value, column + 2, static_cast<std::size_t>(column) + keyText.size(), false);
    const std::size_t p = text.lineEnd(map.span.end);
    return apply(p, p, line, expected, keyPath, errors);
}

bool DataDocument::removeKey(std::string_view mapPathText, std::string_view key, DataErrors &errors)
{
    auto path = parsePath(mapPathText, errors);
    return path && removeKey(*path, key, errors);
}

bool DataDocument::removeKey(const KeyPath &path, std::string_view key, DataErrors &errors)
{
    const Located at = locate(path);
    Path keyPath = path;
    keyPath.push_back(Step{false, std::string(key), 0});
    if (!at.node || !at.node->isMap() || !at.node->findEntry(key)) {
        errors.push_back(error(at.node, keyPath, QT_TRANSLATE_NOOP("DataError", "no such key")));
        return false;
    }
    const DataNode &map = *at.node;
    const auto &entries = map.entries;
    std::size_t i = 0;
    while (entries[i].key != key)
        ++i;
    const auto entryEnd = [&](std::size_t k) {
        return std::max(entries[k].value.span.end, entries[k].keySpan.end);
    };
    const Text text(*m_text);
    std::size_t begin = 0;
    std::size_t end = 0;
    if (entries.size() == 1) {
        DataNode empty;
        empty.kind = DataNode::Kind::Map;
        return replaceValue(path, empty, errors);
    }
    if (at.inFlow || isFlow(map)) {
        if (i + 1 < entries.size()) {
            begin = entries[i].keySpan.begin;
            end = entries[i + 1].keySpan.begin;
        } else {
            begin = entryEnd(i - 1);
            end = entryEnd(i);
        }
    } else if (text.onlyBlanksBefore(entries[i].keySpan.begin)) {
        begin = text.lineStart(entries[i].keySpan.begin);
        end = text.afterBreak(text.lineEnd(entryEnd(i)));
    } else if (i + 1 < entries.size()) {
        begin = entries[i].keySpan.begin;
        end = entries[i + 1].keySpan.begin;
    } else {
        errors.push_back(error(&entries[i].value, keyPath,
                               QT_TRANSLATE_NOOP("DataError", "cannot remove this key here")));
        return false;
    }
    const DataNode expected = expectedTree(path, [&](DataNode &node) {
        node.entries.erase(node.entries.begin() + static_cast<std::ptrdiff_t>(i));
    });
    return apply(begin, end, "", expected, keyPath, errors);
}

bool DataDocument::insertItem(std::string_view listPathText, std::size_t index,
                              const DataNode &value, DataErrors &errors)
{
    auto path = parsePath(listPathText, errors);
    return path && insertItem(*path, index, value, errors);
}

bool DataDocument::insertItem(const KeyPath &path, std::size_t index, const DataNode &value,
                              DataErrors &errors)
{
    const Located at = locate(path);
    if (!at.node) {
        errors.push_back(error(nullptr, path, QT_TRANSLATE_NOOP("DataError", "no such value")));
        return false;
    }
    Path itemPath = path;
    itemPath.push_back(Step{true, {}, index});
    if (at.node->isNull() && index == 0) {
        DataNode list;
        list.kind = DataNode::Kind::Sequence;
        list.items.push_back(value);
        return replaceValue(path, list, errors);
    }
    if (!at.node->isSequence()) {
        errors.push_back(error(at.node, path,
                               {QT_TRANSLATE_NOOP("DataError", "expected a list, found %1"),
                                DataMessage(DataNode::kindName(at.node->kind))}));
        return false;
    }
    const DataNode &list = *at.node;
    if (index > list.items.size()) {
        errors.push_back(
            error(at.node, itemPath,
                  {QT_TRANSLATE_NOOP("DataError", "the list has %1 items"), list.items.size()}));
        return false;
    }
    const Text text(*m_text);
    const DataNode expected = expectedTree(path, [&](DataNode &node) {
        node.items.insert(node.items.begin() + static_cast<std::ptrdiff_t>(index), value);
    });
    if (at.inFlow || isFlow(list)) {
        const std::string item = emitYamlFlow(value);
        if (list.items.empty()) {
            const std::size_t p = list.span.begin + 1;
            return apply(p, p, item, expected, itemPath, errors);
        }
        if (index < list.items.size()) {
            const std::size_t p = list.items[index].span.begin;
            return apply(p, p, item + ", ", expected, itemPath, errors);
        }
        const std::size_t p = list.items.back().span.end;
        return apply(p, p, ", " + item, expected, itemPath, errors);
    }
    const int column = text.column(list.span.begin);
    const std::string item =
        "-" + emitYamlValue(value, column + 2, static_cast<std::size_t>(column) + 1, true);
    if (index < list.items.size()) {
        std::size_t p = list.items[index].span.begin;
        while (p > 0 && (isBlank(text.at(p - 1)) || isBreak(text.at(p - 1))))
            --p;
        if (p == 0 || text.at(p - 1) != '-') {
            errors.push_back(error(&list.items[index], itemPath,
                                   QT_TRANSLATE_NOOP("DataError", "cannot find the item's '-'")));
            return false;
        }
        return apply(p - 1, p - 1, item + "\n" + std::string(static_cast<std::size_t>(column), ' '),
                     expected, itemPath, errors);
    }
    const std::size_t p = text.lineEnd(list.span.end);
    return apply(p, p, "\n" + std::string(static_cast<std::size_t>(column), ' ') + item, expected,
                 itemPath, errors);
}

bool DataDocument::removeItem(std::string_view listPathText, std::size_t index, DataErrors &errors)
{
    auto path = parsePath(listPathText, errors);
    return path && removeItem(*path, index, errors);
}

bool DataDocument::removeItem(const KeyPath &path, std::size_t index, DataErrors &errors)
{
    const Located at = locate(path);
    Path itemPath = path;
    itemPath.push_back(Step{true, {}, index});
    if (!at.node || !at.node->isSequence() || index >= at.node->items.size()) {
        errors.push_back(error(at.node, itemPath, QT_TRANSLATE_NOOP("DataError", "no such item")));
        return false;
    }
    const DataNode &list = *at.node;
    const auto &items = list.items;
    if (items.size() == 1) {
        DataNode empty;
        empty.kind = DataNode::Kind::Sequence;
        return replaceValue(path, empty, errors);
    }
    const Text text(*m_text);
    const auto dash = [&](std::size_t k) -> std::size_t {
        std::size_t p = items[k].span.begin;
        while (p > 0 && (isBlank(text.at(p - 1)) || isBreak(text.at(p - 1))))
            --p;
        return p > 0 && text.at(p - 1) == '-' ? p - 1 : std::string::npos;
    };
    std::size_t begin = 0;
    std::size_t end = 0;
    if (at.inFlow || isFlow(list)) {
        if (index + 1 < items.size()) {
            begin = items[index].span.begin;
            end = items[index + 1].span.begin;
        } else {
            begin = items[index - 1].span.end;
            end = items[index].span.end;
        }
    } else {
        const std::size_t d = dash(index);
        if (d == std::string::npos) {
            errors.push_back(error(&items[index], itemPath,
                                   QT_TRANSLATE_NOOP("DataError", "cannot find the item's '-'")));
            return false;
        }
        if (text.onlyBlanksBefore(d)) {
            begin = text.lineStart(d);
            end = text.afterBreak(text.lineEnd(items[index].span.end));
        } else if (const std::size_t next = dash(index + 1); next != std::string::npos) {
            begin = d;
            end = next;
        } else {
            errors.push_back(error(&items[index], itemPath,
                                   QT_TRANSLATE_NOOP("DataError", "cannot remove this item here")));
            return false;
        }
    }
    const DataNode expected = expectedTree(path, [&](DataNode &node) {
        node.items.erase(node.items.begin() + static_cast<std::ptrdiff_t>(index));
    });
    return apply(begin, end, "", expected, itemPath, errors);
}

} // namespace kotatsu
