// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/variant_merge.h"

#include "data/yaml_emitter.h"
#include "util/text.h"

#include <algorithm>
#include <functional>
#include <set>

namespace kotatsu {

namespace {

// Past this many item pairs, lists are aligned greedily instead of by longest common run.
constexpr std::size_t kMaxAlignCells = std::size_t(1) << 20;

std::string joinPath(const std::string &path, std::string_view key)
{
    return path.empty() ? std::string(key) : path + "." + std::string(key);
}

bool startsWith(std::string_view text, std::string_view prefix)
{
    return text.substr(0, prefix.size()) == prefix;
}

bool isReserved(std::string_view key)
{
    return key == kAddKey || key == kRemoveKey || startsWith(key, kAddBeforePrefix);
}

bool isValueList(const DataNode &node)
{
    return node.isSequence() && std::all_of(node.items.begin(), node.items.end(),
                                            [](const DataNode &item) { return item.isScalar(); });
}

// "(did you mean 'x'?)" for the closest name within two edits (of those, the one sharing the
// longest start: M3 suggests M1 before C3), else nothing.
std::optional<DataMessage> suggestion(std::string_view wrong, const std::vector<std::string> &names)
{
    std::string best;
    std::size_t bestDistance = 3;
    std::size_t bestPrefix = 0;
    for (const auto &name : names) {
        const std::size_t d = editDistance(wrong, name);
        std::size_t prefix = 0;
        while (prefix < name.size() && prefix < wrong.size() && name[prefix] == wrong[prefix])
            ++prefix;
        if (d <= 2 && (d < bestDistance || (d == bestDistance && prefix > bestPrefix))) {
            bestDistance = d;
            bestPrefix = prefix;
            best = name;
        }
    }
    if (best.empty())
        return std::nullopt;
    return DataMessage(QT_TRANSLATE_NOOP("DataError", "(did you mean '%1'?)"), best);
}

// A message followed by a hint in brackets, when there is one.
DataMessage withHint(DataMessage message, const std::optional<DataMessage> &hint)
{
    if (!hint)
        return message;
    //: A data error followed by a hint in brackets ("there is no item 'M3' to remove" and
    //: "(did you mean 'M1'?)")
    return DataMessage(QT_TRANSLATE_NOOP("DataError", "%1 %2"), std::move(message), *hint);
}

// What to say after "there is no item X": a near name, the same values in another order, or
// the range of numbers.
std::optional<DataMessage> hint(const ListKeys &keys, const DataNode *written,
                                std::string_view wrong)
{
    if (keys.kind == ItemKeys::Index)
        return DataMessage(QT_TRANSLATE_NOOP("DataError", "(the items are numbered 0 to %1)"),
                           keys.keys.size() - 1);
    if (keys.kind == ItemKeys::Value && written && isValueList(*written)) {
        // A route written the other way round.
        std::multiset<std::string> mine;
        for (const auto &item : written->items)
            mine.insert(item.scalar);
        for (const auto &key : keys.keys) {
            std::multiset<std::string> theirs;
            // keys of a Value list are flow lists of scalars: compare their items.
            std::string word;
            for (const char c : key) {
                if (c == '[' || c == ']' || c == ',' || c == ' ') {
                    if (!word.empty())
                        theirs.insert(word);
                    word.clear();
                } else {
                    word += c;
                }
            }
            if (!word.empty())
                theirs.insert(word);
            if (theirs == mine)
                return DataMessage(QT_TRANSLATE_NOOP("DataError", "(did you mean '%1'?)"), key);
        }
    }
    return suggestion(wrong, keys.keys);
}

std::string example(const ListKeys &keys)
{
    return keys.keys.empty() ? std::string("...") : keys.keys.front();
}

DataNode sequenceOf(std::vector<DataNode> items)
{
    DataNode list;
    list.kind = DataNode::Kind::Sequence;
    list.items = std::move(items);
    return list;
}

DataNode emptyMap()
{
    DataNode map;
    map.kind = DataNode::Kind::Map;
    return map;
}

// The name of an edited item, as listKeys names the base's (nothing when it has none).
std::optional<std::string> itemName(const DataNode &item, ItemKeys kind)
{
    if (kind == ItemKeys::Id && item.isMap()) {
        const DataNode *id = item.find("id");
        if (id && id->isScalar())
            return id->scalar;
    }
    if (kind == ItemKeys::Value && isValueList(item))
        return emitYamlFlow(item);
    return std::nullopt;
}

// Matches base[b0, b1) with edited[e0, e1) in order, as many pairs as possible.
void matchInOrder(std::size_t b0, std::size_t b1, std::size_t e0, std::size_t e1,
                  const std::function<bool(std::size_t, std::size_t)> &equal,
                  std::vector<std::size_t> &out)
{
    const std::size_t nb = b1 - b0;
    const std::size_t ne = e1 - e0;
    if (nb == 0 || ne == 0)
        return;
    if (nb * ne > kMaxAlignCells) {
        std::size_t next = b0;
        for (std::size_t i = e0; i < e1 && next < b1; ++i) {
            for (std::size_t j = next; j < b1; ++j) {
                if (equal(j, i)) {
                    out[i] = j;
                    next = j + 1;
                    break;
                }
            }
        }
        return;
    }
    // Longest common subsequence, table from the ends.
    std::vector<std::uint32_t> table((nb + 1) * (ne + 1), 0);
    const auto at = [&](std::size_t j, std::size_t i) -> std::uint32_t & {
        return table[j * (ne + 1) + i];
    };
    for (std::size_t j = nb; j-- > 0;) {
        for (std::size_t i = ne; i-- > 0;) {
            at(j, i) =
                equal(b0 + j, e0 + i) ? at(j + 1, i + 1) + 1 : std::max(at(j + 1, i), at(j, i + 1));
        }
    }
    std::size_t j = 0;
    std::size_t i = 0;
    while (j < nb && i < ne) {
        if (equal(b0 + j, e0 + i)) {
            out[e0 + i] = b0 + j;
            ++j;
            ++i;
        } else if (at(j + 1, i) >= at(j, i + 1)) {
            ++j;
        } else {
            ++i;
        }
    }
}

enum class Diff
{
    Same,
    Changed,
    Inexpressible // a map key removed: merging cannot say it
};

struct DiffResult
{
    Diff kind = Diff::Same;
    DataNode node;
};

DiffResult diffValue(const DataNode &base, const DataNode &edited, const std::string &path,
                     DataErrors *errors)
{
    if (sameData(base, edited))
        return {};
    if (base.isMap() && edited.isMap()) {
        bool expressible = true;
        for (const auto &entry : base.entries) {
            if (edited.find(entry.key))
                continue;
            expressible = false;
            if (errors)
                errors->push_back(
                    {entry.keyPos, joinPath(path, entry.key),
                     QT_TRANSLATE_NOOP("DataError", "this key is removed, which a variant cannot "
                                                    "express (a variant can only add and replace "
                                                    "keys)")});
        }
        DataNode out = emptyMap();
        for (const auto &entry : edited.entries) {
            const DataNode *old = base.find(entry.key);
            if (!old) {
                out.entries.push_back(entry);
                continue;
            }
            DiffResult inner = diffValue(*old, entry.value, joinPath(path, entry.key), errors);
            if (inner.kind == Diff::Inexpressible)
                expressible = false;
            else if (inner.kind == Diff::Changed)
                out.entries.push_back(
                    {entry.key, entry.keyPos, std::move(inner.node), entry.keySpan});
        }
        if (!expressible)
            return {Diff::Inexpressible, {}};
        if (out.entries.empty())
            return {}; // only the order of keys differs
        return {Diff::Changed, std::move(out)};
    }
    if (base.isSequence() && edited.isSequence()) {
        auto list = listOverride(base, edited);
        if (!list)
            return {};
        return {Diff::Changed, std::move(*list)};
    }
    if (base.isSequence() && edited.isMap()) {
        // A map in place of a list reads as a list patch.
        if (errors)
            errors->push_back(
                {edited.pos, path,
                 QT_TRANSLATE_NOOP("DataError",
                                   "a list that became a map cannot be written as a variant")});
        return {Diff::Inexpressible, {}};
    }
    return {Diff::Changed, edited};
}

std::size_t writtenSize(const DataNode &value)
{
    return emitYamlValue(value, 4, 10, false).size();
}

} // namespace

std::optional<std::size_t> ListKeys::find(std::string_view key) const
{
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (keys[i] == key)
            return i;
    }
    return std::nullopt;
}

std::string keyText(const DataNode &node)
{
    return node.isScalar() ? node.scalar : emitYamlFlow(node);
}

ListKeys listKeys(const DataNode &list)
{
    ListKeys out;
    if (!list.isSequence()) {
        out.why = QT_TRANSLATE_NOOP("DataError", "it is not a list");
        return out;
    }
    if (list.items.empty()) {
        out.why = QT_TRANSLATE_NOOP("DataError", "the base list is empty");
        return out;
    }
    const auto &items = list.items;
    const bool maps = std::all_of(items.begin(), items.end(), [](auto &i) { return i.isMap(); });
    const bool ids = maps && std::all_of(items.begin(), items.end(), [](const DataNode &i) {
                         const DataNode *id = i.find("id");
                         return id && id->isScalar();
                     });
    if (ids) {
        out.kind = ItemKeys::Id;
        for (const auto &item : items)
            out.keys.push_back(item.find("id")->scalar);
    } else if (maps) {
        out.kind = ItemKeys::Index;
        for (std::size_t i = 0; i < items.size(); ++i)
            out.keys.push_back(std::to_string(i));
    } else if (std::all_of(items.begin(), items.end(), isValueList)) {
        out.kind = ItemKeys::Value;
        for (const auto &item : items)
            out.keys.push_back(emitYamlFlow(item));
    } else {
        out.why = QT_TRANSLATE_NOOP("DataError", "its items are plain values");
        return out;
    }
    std::set<std::string_view> seen;
    for (const auto &key : out.keys) {
        if (isReserved(key)) {
            out.why = {
                QT_TRANSLATE_NOOP("DataError", "an item is named '%1', a word of list patches"),
                key};
        } else if (!seen.insert(key).second) {
            out.why = {QT_TRANSLATE_NOOP("DataError", "'%1' names two of its items"), key};
        } else {
            continue;
        }
        out.kind = ItemKeys::None;
        out.keys.clear();
        return out;
    }
    return out;
}

DataNode keyNode(const DataNode &list, const ListKeys &keys, std::size_t index)
{
    switch (keys.kind) {
    case ItemKeys::Id: {
        DataNode id = *list.items[index].find("id");
        id.span = {};
        return id;
    }
    case ItemKeys::Value:
        return list.items[index];
    case ItemKeys::Index:
    case ItemKeys::None:
        break;
    }
    return DataNode::makeScalar(std::to_string(index));
}

std::vector<ItemOrigin> ListPatch::origins() const
{
    std::vector<ItemOrigin> out;
    const auto addGroup = [&](const DataNode::Entry *entry) {
        if (!entry)
            return;
        for (std::size_t p = 0; p < entry->value.items.size(); ++p)
            out.push_back({ItemOrigin::kAdded, entry->key, p});
    };
    for (std::size_t j = 0; j < change.size(); ++j) {
        addGroup(before[j]);
        if (!removed(j))
            out.push_back({j, {}, 0});
    }
    addGroup(atEnd);
    return out;
}

std::optional<ListPatch> readListPatch(const DataNode &base, const DataNode &patch,
                                       const std::string &path, DataErrors &errors)
{
    ListPatch out;
    out.keys = listKeys(base);
    const ListKeys &keys = out.keys;
    if (keys.kind == ItemKeys::None) {
        errors.push_back(
            {patch.pos,
             path,
             {QT_TRANSLATE_NOOP("DataError",
                                "this list cannot be changed item by item (%1): write the whole "
                                "list"),
              keys.why}});
        return std::nullopt;
    }
    const std::size_t n = keys.keys.size();
    out.change.assign(n, nullptr);
    out.removedBy.assign(n, nullptr);
    out.before.assign(n, nullptr);
    std::vector<const DataNode::Entry *> changedBy(n, nullptr);
    // Names a misspelt key may have meant (numbers are not near one another as words are).
    std::vector<std::string> words;
    if (keys.kind != ItemKeys::Index)
        words = keys.keys;
    words.emplace_back(kAddKey);
    words.emplace_back(kRemoveKey);
    const std::string sample = "[" + example(keys) + "]";

    for (const auto &entry : patch.entries) {
        const std::string at = joinPath(path, entry.key);
        if (entry.key == kAddKey || startsWith(entry.key, kAddBeforePrefix)) {
            std::optional<std::size_t> anchor;
            if (entry.key != kAddKey) {
                const std::string name = entry.key.substr(kAddBeforePrefix.size());
                anchor = keys.find(name);
                if (!anchor) {
                    errors.push_back(
                        {entry.keyPos, at,
                         withHint(
                             {QT_TRANSLATE_NOOP("DataError", "there is no item '%1' to add before"),
                              name},
                             hint(keys, nullptr, name))});
                    continue;
                }
            }
            if (!entry.value.isSequence()) {
                errors.push_back(
                    {entry.value.pos,
                     at,
                     {QT_TRANSLATE_NOOP("DataError",
                                        "expected a list of the items to add, found %1"),
                      DataMessage(DataNode::kindName(entry.value.kind))}});
                continue;
            }
            (anchor ? out.before[*anchor] : out.atEnd) = &entry;
            continue;
        }
        if (entry.key == kRemoveKey) {
            if (!entry.value.isSequence()) {
                errors.push_back(
                    {entry.value.pos,
                     at,
                     {QT_TRANSLATE_NOOP("DataError",
                                        "expected a list of the items to remove, e.g. remove: %1"),
                      sample}});
                continue;
            }
            for (std::size_t k = 0; k < entry.value.items.size(); ++k) {
                const DataNode &item = entry.value.items[k];
                const std::string itemAt = at + "[" + std::to_string(k) + "]";
                const bool shape =
                    keys.kind == ItemKeys::Value ? isValueList(item) : item.isScalar();
                if (!shape) {
                    errors.push_back(
                        {item.pos, itemAt,
                         keys.kind == ItemKeys::Value
                             ? DataMessage(QT_TRANSLATE_NOOP("DataError", "expected an item "
                                                                          "written as a list, "
                                                                          "such as %1"),
                                           example(keys))
                             : DataMessage(QT_TRANSLATE_NOOP("DataError", "expected the name of "
                                                                          "an item, such as '%1'"),
                                           example(keys))});
                    continue;
                }
                const std::string name = keyText(item);
                const auto j = keys.find(name);
                if (!j) {
                    errors.push_back({item.pos, itemAt,
                                      withHint({QT_TRANSLATE_NOOP(
                                                    "DataError", "there is no item '%1' to remove"),
                                                name},
                                               hint(keys, &item, name))});
                    continue;
                }
                if (out.removedBy[*j]) {
                    errors.push_back(
                        {item.pos,
                         itemAt,
                         {QT_TRANSLATE_NOOP("DataError", "'%1' is removed twice"), name}});
                    continue;
                }
                out.removedBy[*j] = &item;
            }
            continue;
        }
        const auto j = keys.find(entry.key);
        if (keys.kind == ItemKeys::Value) {
            DataMessage message(QT_TRANSLATE_NOOP("DataError",
                                                  "an item of this list is a list of values: it "
                                                  "is not changed in place but removed (remove: "
                                                  "[%1]) and the new one added (add: [...])"),
                                (j ? entry.key : example(keys)));
            if (auto near = suggestion(entry.key, {std::string(kAddKey), std::string(kRemoveKey)}))
                message = withHint(QT_TRANSLATE_NOOP("DataError", "unknown key"), near);
            errors.push_back({entry.keyPos, at, message});
            continue;
        }
        if (!j) {
            std::optional<DataMessage> near = suggestion(entry.key, words);
            if (!near && keys.kind == ItemKeys::Index)
                near = hint(keys, nullptr, entry.key);
            errors.push_back(
                {entry.keyPos, at,
                 withHint(
                     {QT_TRANSLATE_NOOP("DataError", "there is no item '%1' to change"), entry.key},
                     near)});
            continue;
        }
        out.change[*j] = &entry.value;
        changedBy[*j] = &entry;
    }
    for (std::size_t j = 0; j < n; ++j) {
        if (out.change[j] && out.removedBy[j]) {
            errors.push_back({changedBy[j]->keyPos,
                              joinPath(path, changedBy[j]->key),
                              {QT_TRANSLATE_NOOP("DataError", "'%1' is both changed and removed"),
                               keys.keys[j]}});
            out.change[j] = nullptr;
        }
    }
    return out;
}

bool mergesInto(const DataNode &over, const DataNode *base)
{
    return base && over.isMap() && (base->isMap() || base->isSequence());
}

bool mergeInto(DataNode &base, const DataNode &over, DataErrors &errors, const std::string &path)
{
    const std::size_t before = errors.size();
    if (base.isMap() && over.isMap()) {
        for (const auto &entry : over.entries) {
            if (DataNode *existing = base.find(entry.key))
                mergeInto(*existing, entry.value, errors, joinPath(path, entry.key));
            else
                base.entries.push_back(entry);
        }
    } else if (base.isSequence() && over.isMap()) {
        if (auto patch = readListPatch(base, over, path, errors)) {
            std::vector<DataNode> items;
            const auto addGroup = [&](const DataNode::Entry *entry) {
                if (entry)
                    items.insert(items.end(), entry->value.items.begin(), entry->value.items.end());
            };
            for (std::size_t j = 0; j < base.items.size(); ++j) {
                addGroup(patch->before[j]);
                if (patch->removed(j))
                    continue;
                items.push_back(std::move(base.items[j]));
                if (patch->change[j])
                    mergeInto(items.back(), *patch->change[j], errors,
                              path + "[" + std::to_string(items.size() - 1) + "]");
            }
            addGroup(patch->atEnd);
            base.items = std::move(items);
            base.pos = over.pos;
            base.span = over.span;
        }
    } else {
        base = over;
    }
    return errors.size() == before;
}

std::vector<std::size_t> alignList(const DataNode &base, const DataNode &edited)
{
    std::vector<std::size_t> out(edited.items.size(), ItemOrigin::kAdded);
    if (!base.isSequence() || !edited.isSequence())
        return out;
    const std::size_t n = base.items.size();
    const std::size_t m = edited.items.size();
    const ListKeys keys = listKeys(base);
    switch (keys.kind) {
    case ItemKeys::None:
        // Values in their places.
        for (std::size_t i = 0; i < std::min(n, m); ++i)
            out[i] = i;
        return out;
    case ItemKeys::Id:
    case ItemKeys::Value: {
        std::vector<std::optional<std::string>> names(m);
        for (std::size_t i = 0; i < m; ++i)
            names[i] = itemName(edited.items[i], keys.kind);
        matchInOrder(
            0, n, 0, m,
            [&](std::size_t j, std::size_t i) { return names[i] && *names[i] == keys.keys[j]; },
            out);
        return out;
    }
    case ItemKeys::Index:
        break;
    }
    // Numbered items: the equal ones first (same start, same end, then the longest common
    // run between), then the others between two of them in their order.
    const auto same = [&](std::size_t j, std::size_t i) {
        return sameData(base.items[j], edited.items[i]);
    };
    std::size_t prefix = 0;
    while (prefix < n && prefix < m && same(prefix, prefix)) {
        out[prefix] = prefix;
        ++prefix;
    }
    std::size_t suffix = 0;
    while (suffix < n - prefix && suffix < m - prefix && same(n - 1 - suffix, m - 1 - suffix)) {
        out[m - 1 - suffix] = n - 1 - suffix;
        ++suffix;
    }
    matchInOrder(prefix, n - suffix, prefix, m - suffix, same, out);
    std::size_t lastBase = 0; // the next base item after the last match
    std::size_t gapStart = 0;
    const auto pairGap = [&](std::size_t baseEnd, std::size_t editedEnd) {
        for (std::size_t j = lastBase, i = gapStart; j < baseEnd && i < editedEnd; ++j, ++i)
            out[i] = j;
    };
    for (std::size_t i = 0; i < m; ++i) {
        if (out[i] == ItemOrigin::kAdded)
            continue;
        pairGap(out[i], i);
        lastBase = out[i] + 1;
        gapStart = i + 1;
    }
    pairGap(n, m);
    return out;
}

std::optional<DataNode> listOverride(const DataNode &base, const DataNode &edited)
{
    if (sameData(base, edited))
        return std::nullopt;
    const ListKeys keys = listKeys(base);
    if (keys.kind == ItemKeys::None || !edited.isSequence())
        return edited;
    const std::size_t n = base.items.size();
    const std::vector<std::size_t> align = alignList(base, edited);
    std::vector<bool> kept(n, false);
    std::vector<std::optional<DataNode>> change(n);
    std::vector<std::vector<DataNode>> before(n);
    std::vector<DataNode> pending;
    for (std::size_t i = 0; i < edited.items.size(); ++i) {
        const std::size_t j = align[i];
        if (j != ItemOrigin::kAdded) {
            DiffResult diff = diffValue(base.items[j], edited.items[i], {}, nullptr);
            if (diff.kind != Diff::Inexpressible) {
                // What was added since the last kept item goes before this one.
                before[j] = std::move(pending);
                pending.clear();
                kept[j] = true;
                if (diff.kind == Diff::Changed)
                    change[j] = std::move(diff.node);
                continue;
            }
        }
        pending.push_back(edited.items[i]);
    }
    DataNode patch = emptyMap();
    for (std::size_t j = 0; j < n; ++j) {
        if (!before[j].empty())
            patch.entries.push_back({std::string(kAddBeforePrefix) + keys.keys[j],
                                     {},
                                     sequenceOf(std::move(before[j])),
                                     {}});
        if (change[j])
            patch.entries.push_back({keys.keys[j], {}, std::move(*change[j]), {}});
    }
    if (!pending.empty())
        patch.entries.push_back({std::string(kAddKey), {}, sequenceOf(std::move(pending)), {}});
    std::vector<DataNode> removed;
    for (std::size_t j = 0; j < n; ++j) {
        if (!kept[j])
            removed.push_back(keyNode(base, keys, j));
    }
    if (!removed.empty())
        patch.entries.push_back({std::string(kRemoveKey), {}, sequenceOf(std::move(removed)), {}});
    if (writtenSize(patch) < writtenSize(edited))
        return patch;
    return edited;
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
    DiffResult diff = diffValue(base, edited, {}, &errors);
    if (errors.size() > before || diff.kind == Diff::Inexpressible)
        return std::nullopt;
    if (diff.kind == Diff::Same)
        return emptyMap();
    return std::move(diff.node);
}

} // namespace kotatsu
