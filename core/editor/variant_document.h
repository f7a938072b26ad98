// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_document.h"
#include "data/key_path.h"
#include "data/yaml_emitter.h"
#include "engine/game_definition.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

// What the rules editor edits: a base game (its merged document, never written) and a
// variant file's text, which holds the `variant:` header and only the keys it overrides.
// The game being designed is the base with the overrides merged in (merged()).
//
// Every edit is a splice of the variant's text (DataDocument), so comments and layout of the
// variant file survive. An edit addressed to a value the variant does not override yet adds
// the smallest override that says it: `rules.hand_size` adds `rules: {hand_size: 4}` (as block
// YAML); an item of a list adds the whole list (merging replaces lists whole). An edit that
// makes a value equal to its base value again removes the override. Paths starting with
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
    const DataNode *baseValue(std::string_view path) const;

    enum class Change
    {
        None,   // the value is the base game's
        Inside, // the value is an override, or lies inside one (an item of an overridden list)
        Below   // the variant overrides something under this map
    };
    Change changeAt(std::string_view path) const;
    // Every override, as the path of a changed value (maps descended into, a list or scalar
    // named whole), in file order; the header excluded.
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

    // Where the value at `path` is written in text(), when the variant writes it.
    std::optional<SourceSpan> spanOf(std::string_view path) const;
    // The path of the innermost value of the variant text that holds byte `offset` ("" for
    // none): from a place in the text view to its form field.
    std::string pathAt(std::size_t offset) const;

private:
    VariantDocument() = default;
    void reread();
    bool requireReadable(std::string_view path, DataErrors &errors) const;
    bool setInVariant(const KeyPath &path, const DataNode &value, DataErrors &errors);
    bool removeOverride(const KeyPath &path, DataErrors &errors);
    // After a successful edit of m_document: takes its text and merges again.
    bool adopt(bool edited);
    bool dropIfBase(const KeyPath &path, DataErrors &errors);

    std::shared_ptr<const DataNode> m_base;
    std::string m_gameId;
    std::string m_fileName;
    std::string m_text;
    bool m_readable = false;
    DataErrors m_readErrors;
    std::optional<DataDocument> m_document; // the last text that read
    DataNode m_merged;
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
