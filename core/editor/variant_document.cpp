// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/variant_document.h"

#include "data/document_loader.h"
#include "engine/game_catalog.h"

#include <algorithm>

namespace kotatsu {

namespace {

constexpr std::size_t kNone = static_cast<std::size_t>(-1);

KeyPath prefixOf(const KeyPath &path, std::size_t count)
{
    return KeyPath(path.begin(), path.begin() + static_cast<std::ptrdiff_t>(count));
}

KeyPath joined(KeyPath path, KeyStep step)
{
    path.push_back(std::move(step));
    return path;
}

KeyStep keyStep(std::string key)
{
    return KeyStep{false, std::move(key), 0};
}

KeyStep indexStep(std::size_t index)
{
    return KeyStep{true, {}, index};
}

bool isHeader(const KeyPath &path)
{
    return !path.empty() && !path.front().isIndex && path.front().key == "variant";
}

bool isPatchWord(std::string_view key)
{
    return key == kAddKey || key == kRemoveKey ||
           key.substr(0, kAddBeforePrefix.size()) == kAddBeforePrefix;
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

// Puts `value` at `steps` inside `node` (a missing last key of a map is added).
bool setInside(DataNode &node, const KeyPath &steps, std::size_t from, const DataNode &value)
{
    DataNode *target = &node;
    for (std::size_t i = from; i + 1 < steps.size(); ++i) {
        target = target->child(steps[i]);
        if (!target)
            return false;
    }
    if (from == steps.size()) {
        node = value;
        return true;
    }
    const KeyStep &last = steps.back();
    if (DataNode *slot = target->child(last)) {
        *slot = value;
        return true;
    }
    if (last.isIndex || !(target->isMap() || target->isNull()))
        return false;
    target->kind = DataNode::Kind::Map;
    target->entries.push_back({last.key, {}, value, {}});
    return true;
}

std::size_t writtenSize(const DataNode &value)
{
    return emitYamlValue(value, 4, 10, false).size();
}

} // namespace

// A value of the merged game, followed to the variant's text: `variant` are the steps to it
// there (a town is reached by its id through a list patch, an added item through its `add`
// group), with what the text, the merged game and the base have at each of those steps.
struct VariantDocument::Location
{
    bool found = false; // the merged game has the path (its last key may be missing)
    KeyPath variant;
    std::vector<const DataNode *> text;   // per step: the text's node, or nullptr
    std::vector<const DataNode *> merged; // per step: the merged node (nullptr at an `add` key)
    std::vector<const DataNode *> base;   // per step: the base node it comes from, or nullptr
    std::vector<std::size_t> mergedSteps; // per step: how many steps of the merged path it ends
    std::size_t written = 0;              // leading steps the text has
    std::size_t whole = kNone;     // the step whose value the text writes whole (an override, an
                                   // added item); the steps after it are inside that value
    std::size_t unkeyed = kNone;   // the step of a list that cannot be patched, not written yet
    std::size_t valueItem = kNone; // the step of a list-of-values item the text does not write

    void push(KeyStep step, const DataNode *t, const DataNode *m, const DataNode *b,
              std::size_t steps)
    {
        variant.push_back(std::move(step));
        text.push_back(t);
        merged.push_back(m);
        base.push_back(b);
        mergedSteps.push_back(steps);
        if (t && written + 1 == variant.size())
            ++written;
    }
    std::size_t last() const { return variant.size() - 1; }
    const DataNode *mergedValue() const { return merged.empty() ? nullptr : merged.back(); }
    const DataNode *baseValue() const { return base.empty() ? nullptr : base.back(); }
    bool fullyWritten() const { return written == variant.size(); }
    // Whether the value lies inside one the text writes whole (not the whole value itself).
    bool insideWhole() const { return whole != kNone && whole < last(); }
};

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
    adopt(true);
}

bool VariantDocument::adopt(bool edited)
{
    if (!edited)
        return false;
    m_text = m_document->text();
    m_merged = *m_base;
    // Mistakes in a patch are the checker's to report (checkVariantText); the editor shows
    // what the rest gives.
    DataErrors ignored;
    mergeInto(m_merged, overridesOf(m_document->root()), ignored);
    return true;
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

const ListKeys &VariantDocument::keysOf(const DataNode &baseList) const
{
    auto it = m_keys.find(&baseList);
    if (it == m_keys.end())
        it = m_keys.emplace(&baseList, listKeys(baseList)).first;
    return it->second;
}

VariantDocument::Location VariantDocument::locate(const KeyPath &path, bool withBase) const
{
    Location loc;
    if (!m_document)
        return loc;
    const DataNode *merged = &m_merged;
    const DataNode *base = m_base.get();
    const DataNode *text = &m_document->root();
    bool verbatim = false; // the text holds the merged value as it is from here on
    for (std::size_t k = 0; k < path.size(); ++k) {
        const KeyStep &step = path[k];
        if (!merged)
            return loc;
        const DataNode *mergedNext = merged->child(step);
        const bool lastKey =
            k + 1 == path.size() && !step.isIndex && (merged->isMap() || merged->isNull());
        if (!mergedNext && !lastKey)
            return loc;
        if (verbatim) {
            const DataNode *baseNext = nullptr;
            if (withBase && base) {
                if (!step.isIndex) {
                    baseNext = base->isMap() ? base->find(step.key) : nullptr;
                } else if (base->isSequence() && merged->isSequence()) {
                    // The base item this one is, in a list the variant writes whole.
                    const std::size_t j = alignList(*base, *merged)[step.index];
                    baseNext = j == ItemOrigin::kAdded ? nullptr : &base->items[j];
                }
            }
            loc.push(step, text ? text->child(step) : nullptr, mergedNext, baseNext, k + 1);
        } else if (!step.isIndex) {
            const DataNode *textNext = text && text->isMap() ? text->find(step.key) : nullptr;
            const DataNode *baseNext = base && base->isMap() ? base->find(step.key) : nullptr;
            loc.push(step, textNext, mergedNext, baseNext, k + 1);
            if (textNext && !mergesInto(*textNext, baseNext)) {
                loc.whole = loc.last();
                verbatim = true;
            }
        } else {
            const ListKeys *keys = base && base->isSequence() ? &keysOf(*base) : nullptr;
            const bool patchable = keys && keys->kind != ItemKeys::None;
            if (patchable && text) {
                // Through the variant's list patch.
                DataErrors ignored;
                const auto patch = readListPatch(*base, *text, {}, ignored);
                const auto origins = patch->origins();
                if (step.index >= origins.size())
                    return loc;
                const ItemOrigin &origin = origins[step.index];
                if (origin.added()) {
                    const DataNode *group = text->find(origin.group);
                    loc.push(keyStep(origin.group), group, nullptr, nullptr, k);
                    loc.push(indexStep(origin.position), &group->items[origin.position], mergedNext,
                             nullptr, k + 1);
                    loc.whole = loc.last();
                    verbatim = true;
                } else {
                    const std::size_t j = origin.baseIndex;
                    const DataNode *change = patch->change[j];
                    loc.push(keyStep(keys->keys[j]), change, mergedNext, &base->items[j], k + 1);
                    if (keys->kind == ItemKeys::Value && !change)
                        loc.valueItem = loc.last();
                    if (change && !mergesInto(*change, &base->items[j])) {
                        loc.whole = loc.last();
                        verbatim = true;
                    }
                }
            } else if (patchable) {
                // Not overridden: the merged list is the base list.
                if (step.index >= base->items.size())
                    return loc;
                loc.push(keyStep(keys->keys[step.index]), nullptr, mergedNext,
                         &base->items[step.index], k + 1);
                if (keys->kind == ItemKeys::Value)
                    loc.valueItem = loc.last();
            } else {
                // A list written whole: from its own step on, the text is the merged value.
                loc.unkeyed = loc.last();
                verbatim = true;
                const DataNode *baseNext = withBase && base ? base->child(step) : nullptr;
                loc.push(step, nullptr, mergedNext, baseNext, k + 1);
            }
        }
        merged = mergedNext;
        base = loc.base.back();
        text = loc.text.back();
    }
    loc.found = true;
    return loc;
}

const DataNode *VariantDocument::value(std::string_view path) const
{
    auto steps = parseKeyPath(path);
    if (!steps)
        return nullptr;
    return (isHeader(*steps) ? variantRoot() : m_merged).at(*steps);
}

const DataNode *VariantDocument::baseValue(std::string_view path) const
{
    auto steps = parseKeyPath(path);
    if (!steps || isHeader(*steps))
        return nullptr;
    if (steps->empty())
        return m_base.get();
    const Location loc = locate(*steps, true);
    return loc.found ? loc.baseValue() : nullptr;
}

VariantDocument::Change VariantDocument::changeAt(std::string_view path) const
{
    auto steps = parseKeyPath(path);
    if (!steps || isHeader(*steps) || !m_document)
        return Change::None;
    if (steps->empty())
        return overridesOf(m_document->root()).entries.empty() ? Change::None : Change::Below;
    const Location loc = locate(*steps, false);
    if (!loc.found)
        return Change::None;
    if (loc.whole != kNone)
        return Change::Inside;
    if (!loc.fullyWritten())
        return Change::None;
    const DataNode *node = loc.text.back();
    return node->isMap() && node->entries.empty() ? Change::None : Change::Below;
}

std::vector<VariantChange> VariantDocument::changes() const
{
    std::vector<VariantChange> out;
    if (!m_document)
        return out;
    KeyPath path;
    const auto add = [&](VariantChange::Kind kind, std::size_t baseIndex = 0) {
        out.push_back({kind, keyPathText(path), baseIndex});
    };
    // Values the variant writes whole, against the base: descended into as far as they match.
    const auto differences = [&](auto &&self, const DataNode *base,
                                 const DataNode *merged) -> void {
        if (!merged || !base) {
            if (merged || base)
                add(VariantChange::Kind::Value);
            return;
        }
        if (sameData(*base, *merged))
            return;
        if (base->isMap() && merged->isMap()) {
            for (const auto &entry : merged->entries) {
                path.push_back(keyStep(entry.key));
                self(self, base->find(entry.key), &entry.value);
                path.pop_back();
            }
            for (const auto &entry : base->entries) {
                if (merged->find(entry.key))
                    continue;
                path.push_back(keyStep(entry.key));
                add(VariantChange::Kind::Value);
                path.pop_back();
            }
            return;
        }
        if (base->isSequence() && merged->isSequence() && keysOf(*base).kind != ItemKeys::None) {
            const auto align = alignList(*base, *merged);
            std::vector<bool> kept(base->items.size(), false);
            for (std::size_t i = 0; i < align.size(); ++i) {
                path.push_back(indexStep(i));
                if (align[i] == ItemOrigin::kAdded) {
                    add(VariantChange::Kind::Added);
                } else {
                    kept[align[i]] = true;
                    self(self, &base->items[align[i]], &merged->items[i]);
                }
                path.pop_back();
            }
            for (std::size_t j = 0; j < kept.size(); ++j) {
                if (!kept[j])
                    add(VariantChange::Kind::Removed, j);
            }
            return;
        }
        add(VariantChange::Kind::Value);
    };
    // The variant's own overrides: maps merged, list patches item by item.
    const auto visit = [&](auto &&self, const DataNode &text, const DataNode *base,
                           const DataNode *merged) -> void {
        if (!merged)
            return;
        if (text.isMap() && base && base->isMap() && merged->isMap()) {
            for (const auto &entry : text.entries) {
                if (path.empty() && entry.key == "variant")
                    continue;
                path.push_back(keyStep(entry.key));
                const DataNode *baseNext = base->find(entry.key);
                const DataNode *mergedNext = merged->find(entry.key);
                if (mergesInto(entry.value, baseNext))
                    self(self, entry.value, baseNext, mergedNext);
                else
                    differences(differences, baseNext, mergedNext);
                path.pop_back();
            }
            return;
        }
        if (!text.isMap() || !base || !base->isSequence() || !merged->isSequence())
            return;
        DataErrors ignored;
        const auto patch = readListPatch(*base, text, {}, ignored);
        if (!patch)
            return;
        std::size_t index = 0;
        const auto added = [&](const DataNode::Entry *group) {
            for (std::size_t p = 0; group && p < group->value.items.size(); ++p) {
                path.push_back(indexStep(index++));
                add(VariantChange::Kind::Added);
                path.pop_back();
            }
        };
        for (std::size_t j = 0; j < base->items.size(); ++j) {
            added(patch->before[j]);
            if (patch->removed(j)) {
                add(VariantChange::Kind::Removed, j);
                continue;
            }
            if (index >= merged->items.size())
                return;
            path.push_back(indexStep(index));
            const DataNode *change = patch->change[j];
            if (change && mergesInto(*change, &base->items[j]))
                self(self, *change, &base->items[j], &merged->items[index]);
            else if (change)
                differences(differences, &base->items[j], &merged->items[index]);
            path.pop_back();
            ++index;
        }
        added(patch->atEnd);
    };
    visit(visit, m_document->root(), m_base.get(), &m_merged);
    return out;
}

std::vector<std::string> VariantDocument::changedPaths() const
{
    std::vector<std::string> out;
    for (const auto &change : changes())
        out.push_back(change.path);
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

bool VariantDocument::writeVariant(const KeyPath &path, const DataNode &value, DataErrors &errors)
{
    std::size_t have = 0;
    const DataNode *node = &m_document->root();
    while (have < path.size()) {
        const DataNode *next = node->child(path[have]);
        if (!next)
            break;
        node = next;
        ++have;
    }
    if (have == path.size())
        return m_document->spliceValue(path, value, errors);
    const std::string text = keyPathText(path);
    DataNode built = value;
    for (std::size_t k = path.size(); k-- > have;) {
        if (path[k].isIndex) {
            errors.push_back(
                {node->pos,
                 text,
                 {QT_TRANSLATE_NOOP("DataError", "no item [%1] here"), path[k].index}});
            return false;
        }
        if (k == have)
            break;
        DataNode map = emptyMap();
        map.entries.push_back({path[k].key, {}, std::move(built), {}});
        built = std::move(map);
    }
    if (!node->isMap() && !node->isNull()) {
        errors.push_back({node->pos,
                          text,
                          {QT_TRANSLATE_NOOP("DataError", "expected a map, found %1"),
                           DataMessage(DataNode::kindName(node->kind))}});
        return false;
    }
    return m_document->setKey(prefixOf(path, have), path[have].key, built, errors);
}

bool VariantDocument::removeVariantPath(KeyPath path, DataErrors &errors)
{
    while (!path.empty()) {
        const KeyStep step = path.back();
        path.pop_back();
        const bool removed = step.isIndex ? m_document->removeItem(path, step.index, errors)
                                          : m_document->removeKey(path, step.key, errors);
        if (!adopt(removed))
            return false;
        // A map, or a patch's list of additions or removals, that the removal left empty says
        // nothing: remove it too (the root stays).
        const DataNode *parent = m_document->find(path);
        if (path.empty() || !parent)
            return true;
        const bool emptyMap = parent->isMap() && parent->entries.empty();
        const bool emptyGroup = parent->isSequence() && parent->items.empty() &&
                                !path.back().isIndex && isPatchWord(path.back().key);
        if (!emptyMap && !emptyGroup)
            return true;
    }
    return true;
}

bool VariantDocument::dropIfBase(const KeyPath &path, DataErrors &errors)
{
    const Location loc = locate(path, true);
    if (!loc.found)
        return true;
    const std::size_t end =
        std::min(loc.written, loc.whole == kNone ? loc.variant.size() : loc.whole + 1);
    for (std::size_t k = 0; k < end; ++k) {
        if (loc.variant[k].isIndex || !loc.merged[k] || !loc.base[k])
            continue;
        if (sameData(*loc.merged[k], *loc.base[k]))
            return removeVariantPath(prefixOf(loc.variant, k + 1), errors);
    }
    return true;
}

bool VariantDocument::compact(const KeyPath &listPath, DataErrors &errors)
{
    if (!dropIfBase(listPath, errors))
        return false;
    const Location loc = locate(listPath, true);
    if (!loc.found || !loc.fullyWritten() || loc.whole != kNone)
        return true;
    const DataNode *text = loc.text.back();
    const DataNode *base = loc.baseValue();
    const DataNode *merged = loc.mergedValue();
    if (!text || !base || !merged || !text->isMap() || !base->isSequence())
        return true;
    auto shorter = listOverride(*base, *merged);
    if (!shorter)
        return removeVariantPath(loc.variant, errors);
    if (writtenSize(*shorter) >= writtenSize(*text))
        return true;
    return adopt(writeVariant(loc.variant, *shorter, errors));
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
        return adopt(writeVariant(*path, value, errors));
    const Location loc = locate(*path, true);
    if (!loc.found) {
        errors.push_back({m_merged.pos, std::string(pathText),
                          QT_TRANSLATE_NOOP("DataError", "the game has no such value")});
        return false;
    }
    // The list item that takes the change whole, as a new item in the old one's place, or
    // none (0): an item that is a list of values (a route) is never changed in place; nor is
    // one whose change is a map that leaves out a key of the base's ({extra_draw: 1} becoming
    // {extra_coins_per_sale: 1}, {offset: -1, min: 1} becoming {offset: 1}), since a patch
    // merges into the base and cannot drop a key: there, the innermost item around it.
    std::size_t item = 0;
    if (loc.valueItem != kNone && loc.written <= loc.valueItem) {
        item = loc.mergedSteps[loc.valueItem];
    } else if (loc.whole == kNone && loc.unkeyed == kNone) {
        const DataNode *base = loc.baseValue();
        const bool dropsAKey =
            base && base->isMap() && value.isMap() &&
            std::any_of(base->entries.begin(), base->entries.end(),
                        [&](const DataNode::Entry &e) { return !value.find(e.key); });
        for (item = dropsAKey ? path->size() : 0; item > 0 && !(*path)[item - 1].isIndex;)
            --item;
    }
    if (item > 0) {
        const KeyPath itemPath = prefixOf(*path, item);
        DataNode edited = *m_merged.at(itemPath);
        if (!setInside(edited, *path, item, value)) {
            errors.push_back({edited.pos, std::string(pathText),
                              QT_TRANSLATE_NOOP("DataError", "the game has no such value")});
            return false;
        }
        if (loc.valueItem != kNone && loc.written <= loc.valueItem &&
            sameData(edited, *loc.base[loc.valueItem]))
            return true;
        return replaceItem(prefixOf(itemPath, item - 1), itemPath.back().index, edited, errors);
    }
    const DataNode *base = loc.baseValue();
    if (base && sameData(*base, value) && !loc.insideWhole()) {
        if (!loc.fullyWritten())
            return true; // already the base value
        return revert(pathText, errors);
    }
    KeyPath target = loc.variant;
    DataNode written = value;
    if (loc.unkeyed != kNone) {
        // A list that cannot be patched is written whole, with the change made inside.
        const std::size_t u = loc.unkeyed;
        written = *loc.merged[u];
        if (!setInside(written, loc.variant, u + 1, value)) {
            errors.push_back({written.pos, std::string(pathText),
                              QT_TRANSLATE_NOOP("DataError", "the game has no such value")});
            return false;
        }
        target = prefixOf(loc.variant, u + 1);
    }
    return adopt(writeVariant(target, written, errors)) && dropIfBase(*path, errors);
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
    const Location loc = locate(*path, true);
    if (!loc.found)
        return true;
    const bool addedItem = loc.whole == loc.last() && loc.variant.back().isIndex;
    if (addedItem) {
        const KeyPath listPath = prefixOf(*path, path->size() - 1);
        return removeVariantPath(loc.variant, errors) && compact(listPath, errors);
    }
    if (loc.insideWhole()) {
        // Inside a value the variant writes whole: the base's value goes back in its place.
        const DataNode *base = loc.baseValue();
        if (!base) {
            errors.push_back(
                {loc.text[loc.whole]->pos, std::string(pathText),
                 QT_TRANSLATE_NOOP("DataError", "the base game has no value here (remove the "
                                                "item instead)")});
            return false;
        }
        return adopt(writeVariant(loc.variant, *base, errors)) && dropIfBase(*path, errors);
    }
    if (!loc.fullyWritten())
        return true; // not overridden: already the base value
    return removeVariantPath(loc.variant, errors);
}

bool VariantDocument::insertItem(std::string_view listPathText, std::size_t index,
                                 const DataNode &value, DataErrors &errors)
{
    if (!requireReadable(listPathText, errors))
        return false;
    auto path = parseKeyPath(listPathText);
    const Location loc = path && !path->empty() ? locate(*path, true) : Location{};
    const DataNode *list = loc.found ? loc.mergedValue() : nullptr;
    if (!list || !list->isSequence() || index > list->items.size()) {
        errors.push_back(
            {list ? list->pos : SourcePos{},
             std::string(listPathText),
             {QT_TRANSLATE_NOOP("DataError", "no list to insert item %1 into"), index}});
        return false;
    }
    if (loc.whole != kNone) {
        // In a list the variant writes whole (or inside such a value).
        return adopt(m_document->insertItem(loc.variant, index, value, errors)) &&
               dropIfBase(*path, errors);
    }
    const DataNode *base = loc.baseValue();
    const bool patchable =
        loc.unkeyed == kNone && base && base->isSequence() && keysOf(*base).kind != ItemKeys::None;
    if (!patchable) {
        DataNode edited = *list;
        edited.items.insert(edited.items.begin() + static_cast<std::ptrdiff_t>(index), value);
        return setValue(listPathText, edited, errors);
    }
    // A new item goes into the patch's group in its place: `add before X` for the base item
    // it comes before, or the `add` at the end.
    const DataNode *patch = loc.fullyWritten() ? loc.text.back() : nullptr;
    std::vector<ItemOrigin> origins;
    if (patch) {
        DataErrors ignored;
        origins = readListPatch(*base, *patch, {}, ignored)->origins();
    } else {
        for (std::size_t j = 0; j < base->items.size(); ++j)
            origins.push_back({j, {}, 0});
    }
    std::string group(kAddKey);
    std::optional<std::size_t> position;
    if (index < origins.size() && origins[index].added()) {
        group = origins[index].group;
        position = origins[index].position;
    } else if (index < origins.size()) {
        group = std::string(kAddBeforePrefix) + keysOf(*base).keys[origins[index].baseIndex];
    }
    const DataNode *existing = patch ? patch->find(group) : nullptr;
    const KeyPath groupPath = joined(loc.variant, keyStep(group));
    bool edited = false;
    if (existing && existing->isSequence()) {
        edited = m_document->insertItem(groupPath, position.value_or(existing->items.size()), value,
                                        errors);
    } else {
        DataNode items;
        items.kind = DataNode::Kind::Sequence;
        items.items.push_back(value);
        edited = writeVariant(groupPath, items, errors);
    }
    return adopt(edited) && compact(*path, errors);
}

bool VariantDocument::removeItem(std::string_view listPathText, std::size_t index,
                                 DataErrors &errors)
{
    if (!requireReadable(listPathText, errors))
        return false;
    auto path = parseKeyPath(listPathText);
    const Location loc = path && !path->empty() ? locate(*path, true) : Location{};
    const DataNode *list = loc.found ? loc.mergedValue() : nullptr;
    if (!list || !list->isSequence() || index >= list->items.size()) {
        errors.push_back({list ? list->pos : SourcePos{},
                          std::string(listPathText),
                          {QT_TRANSLATE_NOOP("DataError", "no item %1 to remove"), index}});
        return false;
    }
    if (loc.whole != kNone) {
        return adopt(m_document->removeItem(loc.variant, index, errors)) &&
               dropIfBase(*path, errors);
    }
    const DataNode *base = loc.baseValue();
    const bool patchable =
        loc.unkeyed == kNone && base && base->isSequence() && keysOf(*base).kind != ItemKeys::None;
    if (!patchable) {
        DataNode edited = *list;
        edited.items.erase(edited.items.begin() + static_cast<std::ptrdiff_t>(index));
        return setValue(listPathText, edited, errors);
    }
    const DataNode *patch = loc.fullyWritten() ? loc.text.back() : nullptr;
    std::optional<ListPatch> read;
    std::vector<ItemOrigin> origins;
    if (patch) {
        DataErrors ignored;
        read = readListPatch(*base, *patch, {}, ignored);
        origins = read->origins();
    } else {
        for (std::size_t j = 0; j < base->items.size(); ++j)
            origins.push_back({j, {}, 0});
    }
    const ItemOrigin &origin = origins[index];
    if (origin.added()) {
        return removeVariantPath(
                   joined(joined(loc.variant, keyStep(origin.group)), indexStep(origin.position)),
                   errors) &&
               compact(*path, errors);
    }
    // A base item: named in the patch's `remove`, and its changes dropped.
    const ListKeys &keys = keysOf(*base);
    const std::size_t j = origin.baseIndex;
    const DataNode name = keyNode(*base, keys, j);
    const DataNode *removed = patch ? patch->find(kRemoveKey) : nullptr;
    const bool changed = read && read->change[j];
    const KeyPath removePath = joined(loc.variant, keyStep(std::string(kRemoveKey)));
    bool edited = false;
    if (removed && removed->isSequence()) {
        edited = m_document->insertItem(removePath, removed->items.size(), name, errors);
    } else {
        DataNode names;
        names.kind = DataNode::Kind::Sequence;
        names.items.push_back(name);
        edited = writeVariant(removePath, names, errors);
    }
    if (!adopt(edited))
        return false;
    if (changed && !removeVariantPath(joined(loc.variant, keyStep(keys.keys[j])), errors))
        return false;
    return compact(*path, errors);
}

bool VariantDocument::duplicateItem(std::string_view listPath, std::size_t index,
                                    DataErrors &errors)
{
    const DataNode *list = value(listPath);
    if (!list || !list->isSequence() || index >= list->items.size()) {
        errors.push_back({list ? list->pos : SourcePos{},
                          std::string(listPath),
                          {QT_TRANSLATE_NOOP("DataError", "no item %1 to duplicate"), index}});
        return false;
    }
    const DataNode copy = list->items[index];
    return insertItem(listPath, index + 1, copy, errors);
}

bool VariantDocument::replaceItem(const KeyPath &listPath, std::size_t index, const DataNode &item,
                                  DataErrors &errors)
{
    const std::string text = keyPathText(listPath);
    return removeItem(text, index, errors) && insertItem(text, index, item, errors);
}

bool VariantDocument::restoreItem(const KeyPath &listPath, std::size_t baseIndex,
                                  DataErrors &errors)
{
    const Location loc = locate(listPath, true);
    const DataNode *base = loc.found ? loc.baseValue() : nullptr;
    const DataNode *merged = loc.found ? loc.mergedValue() : nullptr;
    if (!base || !merged || !base->isSequence() || !merged->isSequence() ||
        baseIndex >= base->items.size()) {
        errors.push_back({m_merged.pos, keyPathText(listPath),
                          QT_TRANSLATE_NOOP("DataError", "no such base item")});
        return false;
    }
    if (loc.whole != kNone) {
        // In a list written whole: back before the first item that comes after it in the base.
        const auto align = alignList(*base, *merged);
        std::size_t at = merged->items.size();
        for (std::size_t i = 0; i < align.size(); ++i) {
            if (align[i] != ItemOrigin::kAdded && align[i] > baseIndex) {
                at = i;
                break;
            }
        }
        return adopt(m_document->insertItem(loc.variant, at, base->items[baseIndex], errors)) &&
               dropIfBase(listPath, errors);
    }
    const DataNode *patch = loc.fullyWritten() ? loc.text.back() : nullptr;
    if (!patch || !patch->isMap())
        return true; // not removed
    DataErrors ignored;
    const auto read = readListPatch(*base, *patch, {}, ignored);
    const DataNode *name = read ? read->removedBy[baseIndex] : nullptr;
    const DataNode *removed = patch->find(kRemoveKey);
    if (!name || !removed)
        return true;
    for (std::size_t k = 0; k < removed->items.size(); ++k) {
        if (&removed->items[k] == name) {
            return removeVariantPath(
                       joined(joined(loc.variant, keyStep(std::string(kRemoveKey))), indexStep(k)),
                       errors) &&
                   compact(listPath, errors);
        }
    }
    return true;
}

bool VariantDocument::revertChange(const VariantChange &change, DataErrors &errors)
{
    if (!requireReadable(change.path, errors))
        return false;
    auto path = parseKeyPath(change.path);
    if (!path || path->empty()) {
        errors.push_back({m_merged.pos, change.path,
                          QT_TRANSLATE_NOOP("DataError", "not a change of this variant")});
        return false;
    }
    switch (change.kind) {
    case VariantChange::Kind::Value:
        if (!value(change.path)) {
            // A key the variant's whole map lacks: the base's value goes back.
            const DataNode *base = baseValue(change.path);
            return base ? setValue(change.path, *base, errors) : true;
        }
        return revert(change.path, errors);
    case VariantChange::Kind::Added:
        if (!path->back().isIndex)
            break;
        return removeItem(keyPathText(prefixOf(*path, path->size() - 1)), path->back().index,
                          errors);
    case VariantChange::Kind::Removed:
        return restoreItem(*path, change.baseIndex, errors);
    }
    errors.push_back({m_merged.pos, change.path,
                      QT_TRANSLATE_NOOP("DataError", "not a change of this variant")});
    return false;
}

std::optional<SourceSpan> VariantDocument::spanOf(std::string_view pathText) const
{
    auto path = parseKeyPath(pathText);
    if (!path || !m_document)
        return std::nullopt;
    if (isHeader(*path) || path->empty()) {
        const DataNode *node = m_document->root().at(*path);
        return node ? std::optional<SourceSpan>(node->span) : std::nullopt;
    }
    const Location loc = locate(*path, false);
    if (!loc.found || !loc.fullyWritten())
        return std::nullopt;
    return loc.text.back()->span;
}

std::string VariantDocument::pathAt(std::size_t offset) const
{
    if (!m_document)
        return {};
    KeyPath path;
    const DataNode *node = &m_document->root();
    const DataNode *base = m_base.get();
    bool verbatim = false;
    for (;;) {
        const DataNode *next = nullptr;
        if (node->isMap() && !verbatim && base && base->isSequence() &&
            keysOf(*base).kind != ItemKeys::None) {
            // A list patch: its items lead to the merged list's items.
            DataErrors ignored;
            const auto patch = readListPatch(*base, *node, {}, ignored);
            const auto origins = patch->origins();
            for (const auto &entry : node->entries) {
                if (!contains(entry.keySpan, offset) && !contains(entry.value.span, offset))
                    continue;
                for (std::size_t i = 0; i < origins.size() && !next; ++i) {
                    const ItemOrigin &o = origins[i];
                    if (o.added() && o.group == entry.key &&
                        contains(entry.value.items[o.position].span, offset)) {
                        next = &entry.value.items[o.position];
                        base = nullptr;
                        verbatim = true;
                    } else if (!o.added() && patch->change[o.baseIndex] == &entry.value) {
                        next = &entry.value;
                        base = &base->items[o.baseIndex];
                        verbatim = !mergesInto(entry.value, base);
                    }
                    if (next)
                        path.push_back(indexStep(i));
                }
                break;
            }
        } else if (node->isMap()) {
            for (const auto &entry : node->entries) {
                if (contains(entry.keySpan, offset) || contains(entry.value.span, offset)) {
                    path.push_back(keyStep(entry.key));
                    next = &entry.value;
                    const bool header = path.size() == 1 && entry.key == "variant";
                    base = base && base->isMap() && !header ? base->find(entry.key) : nullptr;
                    verbatim = verbatim || header || !mergesInto(entry.value, base);
                    break;
                }
            }
        } else if (node->isSequence()) {
            for (std::size_t i = 0; i < node->items.size(); ++i) {
                if (contains(node->items[i].span, offset)) {
                    path.push_back(indexStep(i));
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
