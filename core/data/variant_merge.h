// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_error.h"
#include "data/data_node.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

// How a variant's overrides merge into its base game (docs/data-files.md, "Variants"): maps
// merge key by key, a value or a list replaces what it overrides, and a map written in place
// of a list changes the list item by item (a list patch):
//
//   towns:
//     M1: {draw: 4}              # the item whose id is M1: its draw becomes 4
//     add before C1: [{...}]     # new items, placed before the item C1
//     add: [{...}]               # new items, at the end
//     remove: [C8]               # items taken out
//
// Items are named by their `id` when every item of the base list is a map with one, by their
// number (from 0) when the items are maps without ids, and by the value itself, written in
// flow style, when they are lists of values (a route `[M1, M2]`, which can only be removed or
// added). Every name refers to the base list's items, whatever the patch adds or removes. A
// list of plain values, or whose items repeat a name, is written whole.

// The words of a list patch.
inline constexpr std::string_view kAddKey = "add";
inline constexpr std::string_view kAddBeforePrefix = "add before ";
inline constexpr std::string_view kRemoveKey = "remove";

enum class ItemKeys
{
    None,  // the list cannot be patched: it is written whole (see ListKeys::why)
    Id,    // maps with an id
    Index, // maps without ids
    Value  // lists of values
};

// The names of a base list's items.
struct ListKeys
{
    ItemKeys kind = ItemKeys::None;
    std::vector<std::string> keys; // of each item, in order
    DataMessage why;               // for None: why the list cannot be patched

    std::optional<std::size_t> find(std::string_view key) const;
};
ListKeys listKeys(const DataNode &list);
// How a node is written as an item's name in a patch: a scalar's text, a list in flow style.
std::string keyText(const DataNode &node);
// The node naming base item `index` in a `remove:` list.
DataNode keyNode(const DataNode &list, const ListKeys &keys, std::size_t index);

// Where each item of a patched list comes from.
struct ItemOrigin
{
    static constexpr std::size_t kAdded = static_cast<std::size_t>(-1);
    std::size_t baseIndex = kAdded; // the base item, or kAdded
    std::string group;              // for an added item: its key ("add", "add before C1")
    std::size_t position = 0;       // for an added item: its place in that group

    bool added() const { return baseIndex == kAdded; }
};

// A list patch read against its base list (the parts that read; mistakes are reported).
struct ListPatch
{
    ListKeys keys;
    std::vector<const DataNode *> change;        // per base item: its patch, or nullptr
    std::vector<const DataNode *> removedBy;     // per base item: its name in `remove:`
    std::vector<const DataNode::Entry *> before; // per base item: its `add before`, or nullptr
    const DataNode::Entry *atEnd = nullptr;      // the `add:` entry

    bool removed(std::size_t index) const { return removedBy[index] != nullptr; }
    // The merged list's items, in order.
    std::vector<ItemOrigin> origins() const;
};
// Nothing when the base list cannot be patched (an error says why). `path` names the list.
std::optional<ListPatch> readListPatch(const DataNode &base, const DataNode &patch,
                                       const std::string &path, DataErrors &errors);

// Whether `over` merges into `base` (a map into a map, a patch into a list) rather than
// replacing it.
bool mergesInto(const DataNode &over, const DataNode *base);

// Merges a variant's overrides into a copy of its base game. A mistake in a patch (an item
// that does not exist, a name given twice...) is reported at the variant's line, naming
// `path` and the key, and that part of the patch is left out; false then.
bool mergeInto(DataNode &base, const DataNode &over, DataErrors &errors,
               const std::string &path = {});

// For each item of `edited`, the item of `base` it is (by name; for items numbered, the equal
// items, and then the ones in the same place between them), or ItemOrigin::kAdded. Items are
// matched in order: a moved item counts as removed and added.
std::vector<std::size_t> alignList(const DataNode &base, const DataNode &edited);

// The smallest override that turns list `base` into `edited`: a list patch or the whole list,
// whichever is shorter written; nothing when they are the same data.
std::optional<DataNode> listOverride(const DataNode &base, const DataNode &edited);

// The inverse of mergeInto for variants: the overrides that turn `base` into `edited`
// (merging them into a copy of base gives the same data as `edited`), lists written as
// patches where that is shorter. A map key of `base` that `edited` lacks, outside a list item,
// cannot be expressed (merging only adds and replaces): each is reported in `errors`, at the
// base key's position, and the result is empty.
std::optional<DataNode> diffOverrides(const DataNode &base, const DataNode &edited,
                                      DataErrors &errors);

} // namespace kotatsu
