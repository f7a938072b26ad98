// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/variant_document.h"

#include "data/document_loader.h"
#include "engine/game_catalog.h"

namespace kotatsu {

namespace {

const DataNode *childOf(const DataNode &node, const KeyStep &step)
{
    if (step.isIndex)
        return node.isSequence() && step.index < node.items.size() ? &node.items[step.index]
                                                                   : nullptr;
    return node.isMap() ? node.find(step.key) : nullptr;
}

DataNode *childOf(DataNode &node, const KeyStep &step)
{
    return const_cast<DataNode *>(childOf(static_cast<const DataNode &>(node), step));
}

// The node at the first `count` steps of `path`, or nullptr.
const DataNode *walk(const DataNode &root, const KeyPath &path, std::size_t count)
{
    const DataNode *node = &root;
    for (std::size_t i = 0; i < count && node; ++i)
        node = childOf(*node, path[i]);
    return node;
}

const DataNode *walk(const DataNode &root, const KeyPath &path)
{
    return walk(root, path, path.size());
}

KeyPath prefixOf(const KeyPath &path, std::size_t count)
{
    return KeyPath(path.begin(), path.begin() + static_cast<std::ptrdiff_t>(count));
}

bool isHeader(const KeyPath &path)
{
    return !path.empty() && !path.front().isIndex && path.front().key == "variant";
}

DataNode emptyMap()
{
    DataNode map;
    map.kind = DataNode::Kind::Map;
    return map;
}

// The variant's tree without its header: what merging adds to the base.
DataNode overridesOf(const DataNode &root)
{
    DataNode overrides = root;
    auto &entries = overrides.entries;
    for (auto it = entries.begin(); it != entries.end(); ++it) {
        if (it->key == "variant") {
            entries.erase(it);
            break;
        }
    }
    return overrides;
}

bool contains(SourceSpan span, std::size_t offset)
{
    return span.begin <= offset && offset < span.end;
}

} // namespace

VariantDocument VariantDocument::create(std::shared_ptr<const DataNode> base, std::string gameId,
                                        const VariantHeader &header, std::string fileName)
{
    return fromText(std::move(base), std::move(gameId), emitVariantFile(header, emptyMap()),
                    std::move(fileName));
}

VariantDocument VariantDocument::fromText(std::shared_ptr<const DataNode> base, std::string gameId,
                                          std::string text, std::string fileName)
{
    VariantDocument document;
    document.m_base = std::move(base);
    document.m_gameId = std::move(gameId);
    document.m_fileName = std::move(fileName);
    document.m_text = std::move(text);
    document.m_merged = *document.m_base;
    document.reread();
    return document;
}

void VariantDocument::reread()
{
    DataErrors errors;
    auto document = DataDocument::fromText(m_text, m_fileName, errors);
    if (document) {
        const DataNode &root = document->root();
        const DataNode *header = root.isMap() ? root.find("variant") : nullptr;
        const DataNode *baseId = header && header->isMap() ? header->find("base") : nullptr;
        if (!header || !header->isMap()) {
            errors.push_back(
                {root.pos, "variant",
                 QT_TRANSLATE_NOOP(
                     "DataError",
                     "a variant file starts with a 'variant:' block naming its base game")});
        } else if (!baseId || !baseId->isScalar()) {
            errors.push_back({header->pos, "variant.base",
                              QT_TRANSLATE_NOOP("DataError", "the base game is missing")});
        } else if (baseId->scalar != m_gameId) {
            errors.push_back({baseId->pos,
                              "variant.base",
                              {QT_TRANSLATE_NOOP(
                                   "DataError", "this editor edits a variant of '%1', not of '%2'"),
                               m_gameId, baseId->scalar}});
        }
    }
    m_readErrors = errors;
    m_readable = errors.empty();
    if (!m_readable)
        return;
    m_document = std::move(document);
    m_merged = *m_base;
    mergeInto(m_merged, overridesOf(m_document->root()));
}

const DataNode &VariantDocument::variantRoot() const
{
    static const DataNode empty;
    return m_document ? m_document->root() : empty;
}

VariantHeader VariantDocument::header() const
{
    // Read leniently: the header is shown while it is being written, missing languages too.
    VariantHeader header;
    header.baseId = m_gameId;
    const DataNode *node = variantRoot().isMap() ? variantRoot().find("variant") : nullptr;
    const auto textOf = [&](std::string_view key, LocalizedText &out) {
        const DataNode *map = node && node->isMap() ? node->find(key) : nullptr;
        if (map && map->isScalar())
            out = LocalizedText(map->scalar);
        if (!map || !map->isMap())
            return;
        for (std::size_t i = 0; i < kLanguageCount; ++i) {
            const DataNode *text = map->find(kLanguageCodes[i]);
            if (text && text->isScalar())
                out.set(i, text->scalar);
        }
    };
    textOf("name", header.name);
    textOf("description", header.description);
    return header;
}

const DataNode *VariantDocument::value(std::string_view path) const
{
    auto steps = parseKeyPath(path);
    if (!steps)
        return nullptr;
    return walk(isHeader(*steps) ? variantRoot() : m_merged, *steps);
}

const DataNode *VariantDocument::baseValue(std::string_view path) const
{
    auto steps = parseKeyPath(path);
    if (!steps || isHeader(*steps))
        return nullptr;
    return walk(*m_base, *steps);
}

VariantDocument::Change VariantDocument::changeAt(std::string_view path) const
{
    auto steps = parseKeyPath(path);
    if (!steps || isHeader(*steps) || !m_document)
        return Change::None;
    const DataNode *node = &m_document->root();
    for (std::size_t i = 0; i < steps->size(); ++i) {
        // A list or a value the variant writes whole covers everything inside it.
        if (i > 0 && !node->isMap())
            return Change::Inside;
        node = childOf(*node, (*steps)[i]);
        if (!node)
            return Change::None;
    }
    if (!node->isMap())
        return Change::Inside;
    const DataNode *base = walk(*m_base, *steps);
    if (!base || !base->isMap())
        return Change::Inside;
    if (steps->empty())
        return overridesOf(*node).entries.empty() ? Change::None : Change::Below;
    return node->entries.empty() ? Change::None : Change::Below;
}

std::vector<std::string> VariantDocument::changedPaths() const
{
    std::vector<std::string> out;
    if (!m_document)
        return out;
    KeyPath path;
    auto visit = [&](auto &&self, const DataNode &node, const DataNode *base) -> void {
        if (!path.empty() && (!node.isMap() || !base || !base->isMap())) {
            out.push_back(keyPathText(path));
            return;
        }
        for (const auto &entry : node.entries) {
            if (path.empty() && entry.key == "variant")
                continue;
            path.push_back(KeyStep{false, entry.key, 0});
            self(self, entry.value, base && base->isMap() ? base->find(entry.key) : nullptr);
            path.pop_back();
        }
    };
    visit(visit, m_document->root(), m_base.get());
    return out;
}

bool VariantDocument::setText(std::string text)
{
    m_text = std::move(text);
    reread();
    return m_readable;
}

bool VariantDocument::requireReadable(std::string_view path, DataErrors &errors) const
{
    if (m_readable)
        return true;
    errors.push_back(
        {SourcePos{std::make_shared<const std::string>(m_fileName)}, std::string(path),
         QT_TRANSLATE_NOOP("DataError", "the text has errors: correct it before editing forms")});
    return false;
}

bool VariantDocument::adopt(bool edited)
{
    if (!edited)
        return false;
    m_text = m_document->text();
    m_merged = *m_base;
    mergeInto(m_merged, overridesOf(m_document->root()));
    return true;
}

namespace {

// The smallest override that puts `value` at path[from...] below `here` (the merged game's
// node at path[0, from), or nullptr): maps hold only the key on the path; a list is copied
// whole with the change made inside it, since merging replaces lists whole.
std::optional<DataNode> overrideFor(const DataNode *here, const KeyPath &path, std::size_t from,
                                    const DataNode &value)
{
    if (from == path.size())
        return value;
    const KeyStep &step = path[from];
    if (!step.isIndex) {
        if (here && !here->isMap() && !here->isNull())
            return std::nullopt;
        auto inner = overrideFor(here ? childOf(*here, step) : nullptr, path, from + 1, value);
        if (!inner)
            return std::nullopt;
        DataNode map = emptyMap();
        map.entries.push_back({step.key, {}, std::move(*inner), {}});
        return map;
    }
    if (!here || !here->isSequence() || step.index >= here->items.size())
        return std::nullopt;
    DataNode copy = *here;
    DataNode *target = &copy;
    for (std::size_t i = from; i + 1 < path.size(); ++i) {
        target = childOf(*target, path[i]);
        if (!target)
            return std::nullopt;
    }
    const KeyStep &last = path.back();
    if (DataNode *slot = childOf(*target, last)) {
        *slot = value;
    } else if (!last.isIndex && (target->isMap() || target->isNull())) {
        target->kind = DataNode::Kind::Map;
        target->entries.push_back({last.key, {}, value, {}});
    } else {
        return std::nullopt;
    }
    return copy;
}

} // namespace

bool VariantDocument::setInVariant(const KeyPath &path, const DataNode &value, DataErrors &errors)
{
    const DataNode &root = m_document->root();
    std::size_t known = 0;
    const DataNode *node = &root;
    while (known < path.size()) {
        const DataNode *next = childOf(*node, path[known]);
        if (!next)
            break;
        node = next;
        ++known;
    }
    const std::string text = keyPathText(path);
    if (known == path.size())
        return adopt(m_document->spliceValue(text, value, errors));
    const auto fail = [&](DataMessage message) {
        errors.push_back({node->pos, text, std::move(message)});
        return false;
    };
    if (path[known].isIndex)
        return fail({QT_TRANSLATE_NOOP("DataError", "no item [%1] here"), path[known].index});
    if (!node->isMap() && !node->isNull())
        return fail({QT_TRANSLATE_NOOP("DataError", "expected a map, found %1"),
                     DataMessage(DataNode::kindName(node->kind))});
    const DataNode *here = isHeader(path) ? nullptr : walk(m_merged, path, known + 1);
    auto built = overrideFor(here, path, known + 1, value);
    if (!built)
        return fail(QT_TRANSLATE_NOOP("DataError", "the game has no such value"));
    return adopt(
        m_document->setKey(keyPathText(prefixOf(path, known)), path[known].key, *built, errors));
}

bool VariantDocument::removeOverride(const KeyPath &path, DataErrors &errors)
{
    KeyPath at = path;
    while (!at.empty()) {
        const KeyStep step = at.back();
        at.pop_back();
        if (step.isIndex) {
            errors.push_back(
                {m_document->root().pos, keyPathText(path),
                 QT_TRANSLATE_NOOP("DataError", "an item is reverted through its list")});
            return false;
        }
        if (!adopt(m_document->removeKey(keyPathText(at), step.key, errors)))
            return false;
        // A map the removal left empty says nothing: remove it too (the root stays).
        const DataNode *parent = walk(m_document->root(), at);
        if (at.empty() || !parent || !parent->isMap() || !parent->entries.empty())
            return true;
    }
    return true;
}

// After an edit inside the override at `path`: when the override that covers it now equals
// the base value, it is removed, so that the variant holds only what differs.
bool VariantDocument::dropIfBase(const KeyPath &path, DataErrors &errors)
{
    const DataNode *node = &m_document->root();
    std::size_t covering = 0;
    for (; covering < path.size(); ++covering) {
        if (covering > 0 && !node->isMap())
            break;
        node = childOf(*node, path[covering]);
        if (!node)
            return true;
    }
    const KeyPath top = prefixOf(path, covering);
    const DataNode *base = walk(*m_base, top);
    const DataNode *mine = walk(m_document->root(), top);
    if (top.empty() || !base || !mine || !sameData(*base, *mine))
        return true;
    return removeOverride(top, errors);
}

bool VariantDocument::setValue(std::string_view pathText, const DataNode &value, DataErrors &errors)
{
    if (!requireReadable(pathText, errors))
        return false;
    auto path = parseKeyPath(pathText);
    if (!path || path->empty()) {
        errors.push_back({SourcePos{std::make_shared<const std::string>(m_fileName)},
                          std::string(pathText),
                          QT_TRANSLATE_NOOP("DataError", "not a key path of a value")});
        return false;
    }
    if (isHeader(*path))
        return setInVariant(*path, value, errors);
    const DataNode *base = walk(*m_base, *path);
    if (base && sameData(*base, value)) {
        if (changeAt(pathText) == Change::None)
            return true;
        return revert(pathText, errors);
    }
    return setInVariant(*path, value, errors) && dropIfBase(*path, errors);
}

bool VariantDocument::revert(std::string_view pathText, DataErrors &errors)
{
    if (!requireReadable(pathText, errors))
        return false;
    auto path = parseKeyPath(pathText);
    if (!path || path->empty() || isHeader(*path)) {
        errors.push_back({SourcePos{std::make_shared<const std::string>(m_fileName)},
                          std::string(pathText),
                          QT_TRANSLATE_NOOP("DataError", "only an override can be reverted")});
        return false;
    }
    const DataNode *node = &m_document->root();
    for (std::size_t i = 0; i < path->size(); ++i) {
        if (i > 0 && !node->isMap()) {
            // Inside a list the variant writes whole: the base's value goes back in its place.
            const DataNode *base = walk(*m_base, *path);
            if (!base) {
                errors.push_back(
                    {node->pos, std::string(pathText),
                     QT_TRANSLATE_NOOP(
                         "DataError",
                         "the base game has no value here (remove the item instead)")});
                return false;
            }
            return adopt(m_document->spliceValue(pathText, *base, errors)) &&
                   dropIfBase(*path, errors);
        }
        node = childOf(*node, (*path)[i]);
        if (!node)
            return true; // not overridden: already the base value
    }
    return removeOverride(*path, errors);
}

bool VariantDocument::insertItem(std::string_view listPath, std::size_t index,
                                 const DataNode &value, DataErrors &errors)
{
    if (!requireReadable(listPath, errors))
        return false;
    auto path = parseKeyPath(listPath);
    const DataNode *list = path ? walk(m_merged, *path) : nullptr;
    if (!path || path->empty() || !list || !list->isSequence() || index > list->items.size()) {
        errors.push_back(
            {list ? list->pos : SourcePos{},
             std::string(listPath),
             {QT_TRANSLATE_NOOP("DataError", "no list to insert item %1 into"), index}});
        return false;
    }
    const DataNode *mine = walk(m_document->root(), *path);
    if (mine && mine->isSequence()) {
        return adopt(m_document->insertItem(listPath, index, value, errors)) &&
               dropIfBase(*path, errors);
    }
    DataNode edited = *list;
    edited.items.insert(edited.items.begin() + static_cast<std::ptrdiff_t>(index), value);
    return setValue(listPath, edited, errors);
}

bool VariantDocument::removeItem(std::string_view listPath, std::size_t index, DataErrors &errors)
{
    if (!requireReadable(listPath, errors))
        return false;
    auto path = parseKeyPath(listPath);
    const DataNode *list = path ? walk(m_merged, *path) : nullptr;
    if (!path || path->empty() || !list || !list->isSequence() || index >= list->items.size()) {
        errors.push_back({list ? list->pos : SourcePos{},
                          std::string(listPath),
                          {QT_TRANSLATE_NOOP("DataError", "no item %1 to remove"), index}});
        return false;
    }
    const DataNode *mine = walk(m_document->root(), *path);
    if (mine && mine->isSequence()) {
        return adopt(m_document->removeItem(listPath, index, errors)) && dropIfBase(*path, errors);
    }
    DataNode edited = *list;
    edited.items.erase(edited.items.begin() + static_cast<std::ptrdiff_t>(index));
    return setValue(listPath, edited, errors);
}

bool VariantDocument::duplicateItem(std::string_view listPath, std::size_t index,
                                    DataErrors &errors)
{
    auto path = parseKeyPath(listPath);
    const DataNode *list = path ? walk(m_merged, *path) : nullptr;
    if (!list || !list->isSequence() || index >= list->items.size()) {
        errors.push_back({list ? list->pos : SourcePos{},
                          std::string(listPath),
                          {QT_TRANSLATE_NOOP("DataError", "no item %1 to duplicate"), index}});
        return false;
    }
    const DataNode copy = list->items[index];
    return insertItem(listPath, index + 1, copy, errors);
}

std::optional<SourceSpan> VariantDocument::spanOf(std::string_view pathText) const
{
    auto path = parseKeyPath(pathText);
    if (!path || !m_document)
        return std::nullopt;
    const DataNode *node = walk(m_document->root(), *path);
    if (!node)
        return std::nullopt;
    return node->span;
}

std::string VariantDocument::pathAt(std::size_t offset) const
{
    if (!m_document)
        return {};
    KeyPath path;
    const DataNode *node = &m_document->root();
    for (;;) {
        const DataNode *next = nullptr;
        if (node->isMap()) {
            for (const auto &entry : node->entries) {
                if (contains(entry.keySpan, offset) || contains(entry.value.span, offset)) {
                    path.push_back(KeyStep{false, entry.key, 0});
                    next = &entry.value;
                    break;
                }
            }
        } else if (node->isSequence()) {
            for (std::size_t i = 0; i < node->items.size(); ++i) {
                if (contains(node->items[i].span, offset)) {
                    path.push_back(KeyStep{true, {}, i});
                    next = &node->items[i];
                    break;
                }
            }
        }
        if (!next || next->fromAlias)
            return keyPathText(path);
        node = next;
    }
}

VariantCheck checkVariantText(const DataNode &base, const std::string &gameId,
                              const std::string &text, const std::string &fileName)
{
    VariantCheck check;
    auto document = DataDocument::fromText(text, fileName, check.errors);
    if (!document)
        return check;
    auto variant = variantFromDocument(document->root(), fileName, check.errors);
    if (!variant)
        return check;
    if (variant->baseId != gameId) {
        const DataNode *header = document->root().find("variant");
        const DataNode *baseNode = header ? header->find("base") : nullptr;
        check.errors.push_back(
            {baseNode ? baseNode->pos : document->root().pos,
             "variant.base",
             {QT_TRANSLATE_NOOP("DataError", "a variant of '%1' must name it as its base"),
              gameId}});
        return check;
    }
    auto definition = buildVariantDefinition(base, *variant, check.errors);
    if (check.errors.empty())
        check.definition = std::move(definition);
    return check;
}

} // namespace kotatsu
