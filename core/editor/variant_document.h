// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_document.h"
#include "data/key_path.h"
#include "data/variant_merge.h"
#include "data/yaml_emitter.h"
#include "engine/game_definition.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace kotatsu {

// One change a variant makes to its base game, as the Changes list shows it.
struct VariantChange
{
    enum class Kind
    {
        Value,  // a value differs from the base game's (`path`; absent from merged() when the
                // variant's whole map lacks it)
        Added,  // a list item the base game does not have (`path` is the item)
        Removed // a base item the variant takes out (`path` is the list, `baseIndex` the item)
    };
    Kind kind = Kind::Value;
    std::string path;
    std::size_t baseIndex = 0;

    bool operator==(const VariantChange &) const = default;
};

// What the rules editor edits: a base game (its merged document, never written) and a
// variant file's text, which holds the `variant:` header and only the keys it overrides.
// The game being designed is the base with the overrides merged in (merged()).
//
// Every edit is a splice of the variant's text (DataDocument), so comments and layout of the
// variant file survive. An edit addressed to a value the variant does not override yet adds
// the smallest override that says it: `rules.hand_size` adds `rules: {hand_size: 4}` (as block
// YAML); a field of a list item adds a list patch naming only that item and field
// (`board.towns[0].draw` adds `board: {towns: {M1: {draw: 4}}}`, see data/variant_merge.h),
// and adding, removing or duplicating an item adds it to the patch's `add`, `add before X`
// or `remove`. A list that cannot be patched (plain values) is written whole, and a list the
// variant already writes whole is edited in place. An edit that makes a value equal to its
// base value again removes the override. Paths address the merged game (`board.towns[12]` is
// the 13th town of the game as designed, wherever the variant writes it); paths starting with
// `variant.` address the header itself (`variant.name.es`).
//
// A text that does not read (bad YAML, no variant header, another game's header) is kept as
// it is; readable() is false, the tree and merged() stay as they last read, and edits other
// than setText are refused until the text reads again.
class VariantDocument
{
public:
    // A new variant of the game whose merged document is `base`: its header and no overrides.
    static VariantDocument create(std::shared_ptr<const DataNode> base, std::string gameId,
                                  const VariantHeader &header, std::string fileName);
    // A variant file's text (from disk, an import or an autosave).
    static VariantDocument fromText(std::shared_ptr<const DataNode> base, std::string gameId,
                                    std::string text, std::string fileName);

    const std::string &gameId() const { return m_gameId; }
    const std::string &fileName() const { return m_fileName; }
    const std::string &text() const { return m_text; }
    bool readable() const { return m_readable; }
    // Why the text does not read (empty when readable()).
    const DataErrors &readErrors() const { return m_readErrors; }

    const DataNode &base() const { return *m_base; }
    std::shared_ptr<const DataNode> sharedBase() const { return m_base; }
    // The variant file's tree as last read (header and overrides).
    const DataNode &variantRoot() const;
    // The game as designed: base() with the overrides merged in.
    const DataNode &merged() const { return m_merged; }
    VariantHeader header() const;

    // Values by key path ("rules.hand_size", "deck.cards[3].value"); nullptr when absent.
    const DataNode *value(std::string_view path) const;
    // The base game's value that the value at `path` comes from (the same town, wherever the
    // variant's additions and removals put it), or nullptr for a value the variant adds.
    const DataNode *baseValue(std::string_view path) const;

    enum class Change
    {
        None,   // the value is the base game's
        Inside, // the value is an override, or lies inside one (an item of an overridden list)
        Below   // the variant overrides something under this map
    };
    Change changeAt(std::string_view path) const;
    // Every change against the base game, one per changed value (maps and list items
    // descended into), added item or removed item; in file order, the header excluded.
    std::vector<VariantChange> changes() const;
    // The paths of changes() (of the list, for a removed item).
    std::vector<std::string> changedPaths() const;

    // Re-reads the whole text (an edit in the text view). Returns readable().
    bool setText(std::string text);
    bool setValue(std::string_view path, const DataNode &value, DataErrors &errors);
    // Back to the base game's value: removes the override (and maps it leaves empty), or for
    // an item inside an overridden list, writes the base item back.
    bool revert(std::string_view path, DataErrors &errors);
    bool insertItem(std::string_view listPath, std::size_t index, const DataNode &value,
                    DataErrors &errors);
    bool removeItem(std::string_view listPath, std::size_t index, DataErrors &errors);
    // Inserts a copy of item `index` after it.
    bool duplicateItem(std::string_view listPath, std::size_t index, DataErrors &errors);
    // Takes one change of changes() back: the base value, the added item removed, the removed
    // item back in its place.
    bool revertChange(const VariantChange &change, DataErrors &errors);

    // Where the value at `path` is written in text(), when the variant writes it.
    std::optional<SourceSpan> spanOf(std::string_view path) const;
    // The path of the innermost value of the variant text that holds byte `offset` ("" for
    // none): from a place in the text view to its form field.
    std::string pathAt(std::size_t offset) const;

private:
    // Where a value of the merged game is, or would be, written in the variant's text.
    struct Location;

    VariantDocument() = default;
    void reread();
    bool requireReadable(std::string_view path, DataErrors &errors) const;
    const ListKeys &keysOf(const DataNode &baseList) const;
    Location locate(const KeyPath &path, bool withBase) const;
    // Writes `value` at a path of the variant's text, adding the maps it lacks.
    bool writeVariant(const KeyPath &path, const DataNode &value, DataErrors &errors);
    // Removes the value at a path of the variant's text, and the maps and patch lists that
    // this leaves empty.
    bool removeVariantPath(KeyPath path, DataErrors &errors);
    // After a successful edit of m_document: takes its text and merges again.
    bool adopt(bool edited);
    // After an edit at `path` (of the merged game): the outermost override on the way that
    // now gives the base value again is removed.
    bool dropIfBase(const KeyPath &path, DataErrors &errors);
    // After an item was added or removed: the list's override, if equal to the base, goes;
    // if a shorter patch says the same, it replaces it.
    bool compact(const KeyPath &listPath, DataErrors &errors);
    bool replaceItem(const KeyPath &listPath, std::size_t index, const DataNode &item,
                     DataErrors &errors);
    bool restoreItem(const KeyPath &listPath, std::size_t baseIndex, DataErrors &errors);

    std::shared_ptr<const DataNode> m_base;
    std::string m_gameId;
    std::string m_fileName;
    std::string m_text;
    bool m_readable = false;
    DataErrors m_readErrors;
    std::optional<DataDocument> m_document; // the last text that read
    DataNode m_merged;
    // The names of the base game's lists' items (the base never changes).
    mutable std::unordered_map<const DataNode *, ListKeys> m_keys;
};

// What checking a variant text gives: every error, and the definition when there is none.
struct VariantCheck
{
    DataErrors errors;
    std::shared_ptr<const GameDefinition> definition;
};
// Reads `text` as a variant of the game `gameId` whose merged document is `base` and builds
// it like any variant: YAML, header, every key of the schema, the rules' own checks. Touches
// nothing shared: safe on a worker thread.
VariantCheck checkVariantText(const DataNode &base, const std::string &gameId,
                              const std::string &text, const std::string &fileName);

} // namespace kotatsu
