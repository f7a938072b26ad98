// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_node.h"
#include "data/key_path.h"
#include "data/yaml_reader.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace kotatsu {

// One YAML file kept for editing: its name, its source text and the tree read from it, every
// node with its span in the text (see yaml_reader.h). Each edit is a splice of the text at
// the spans involved, then a re-reading with the same limits, so that comments and formatting
// outside the edit survive. An edit that fails (unknown path, result that does not read back
// as intended) leaves the document unchanged and appends FILE:LINE:COL errors; nothing
// throws.
//
// Paths are key paths as in DataError: "rules.hand_size", "deck.sandals[3]", "" for the
// root. A key holding '.' or '[' is reached through the DataNode overloads instead.
class DataDocument
{
public:
    static std::optional<DataDocument> fromText(std::string text, const std::string &fileName,
                                                DataErrors &errors, const YamlLimits &limits = {});
    static std::optional<DataDocument> fromFile(const std::string &path, DataErrors &errors,
                                                const YamlLimits &limits = {});

    const std::string &fileName() const { return *m_fileName; }
    const std::string &text() const { return *m_text; }
    std::shared_ptr<const std::string> sharedText() const { return m_text; }
    const DataNode &root() const { return m_root; }
    const YamlLimits &limits() const { return m_limits; }
    std::string_view textOf(SourceSpan span) const;

    const DataNode *find(std::string_view path) const;
    const DataNode *find(const KeyPath &path) const;
    // The path of a node of root() (by address), or nothing.
    std::optional<std::string> pathOf(const DataNode &node) const;

    // Replaces the bytes of `span` by `replacement` and re-reads the text.
    bool splice(SourceSpan span, std::string_view replacement, DataErrors &errors);

    // Replaces a value: a scalar is written with the quoting it needs (yamlScalar), a
    // collection in the style of its place (flow inside [ ] { }, else as emitYamlValue).
    bool spliceValue(std::string_view path, const DataNode &value, DataErrors &errors);
    bool spliceValue(const DataNode &node, const DataNode &value, DataErrors &errors);
    bool spliceValue(const KeyPath &path, const DataNode &value, DataErrors &errors);

    // Sets `key` of the map at `mapPath` (replacing its value, or adding the key after the
    // last one, at the map's indentation or inside its braces).
    bool setKey(std::string_view mapPath, std::string_view key, const DataNode &value,
                DataErrors &errors);
    bool setKey(const KeyPath &mapPath, std::string_view key, const DataNode &value,
                DataErrors &errors);
    // Removes `key` with its value (in block style: its whole lines, comments on them too).
    bool removeKey(std::string_view mapPath, std::string_view key, DataErrors &errors);
    bool removeKey(const KeyPath &mapPath, std::string_view key, DataErrors &errors);
    // Inserts `value` before item `index` of the list at `listPath` (index = size appends).
    bool insertItem(std::string_view listPath, std::size_t index, const DataNode &value,
                    DataErrors &errors);
    bool removeItem(std::string_view listPath, std::size_t index, DataErrors &errors);
    // The same by KeyPath, for keys holding '.' or '[' ("add before [M1, M2]").
    bool insertItem(const KeyPath &listPath, std::size_t index, const DataNode &value,
                    DataErrors &errors);
    bool removeItem(const KeyPath &listPath, std::size_t index, DataErrors &errors);

private:
    using Step = KeyStep;
    using Path = KeyPath;
    // A node on a path, with its parent and whether it lies inside a flow collection.
    struct Located
    {
        const DataNode *node = nullptr;
        const DataNode *parent = nullptr;
        const DataNode::Entry *entry = nullptr; // when the parent is a map
        bool inFlow = false;
    };

    DataDocument() = default;
    std::optional<Path> parsePath(std::string_view path, DataErrors &errors) const;
    std::optional<Path> findPath(const DataNode &node) const;
    Located locate(const Path &path) const;
    std::string pathText(const Path &path) const;
    bool isFlow(const DataNode &collection) const;
    DataError error(const DataNode *near, const Path &path, DataMessage message) const;

    bool replaceValue(const Path &path, const DataNode &value, DataErrors &errors);
    // The tree as it must read after an edit: root() with `change` applied to the node at
    // `path`.
    DataNode expectedTree(const Path &path, const std::function<void(DataNode &)> &change) const;
    // Splices, re-reads and checks that the whole tree now reads as `expected` (values copied
    // for aliases are not compared: editing an anchored value changes them too).
    bool apply(std::size_t begin, std::size_t end, std::string_view replacement,
               const DataNode &expected, const Path &where, DataErrors &errors);

    std::shared_ptr<const std::string> m_fileName;
    std::shared_ptr<const std::string> m_text;
    DataNode m_root;
    YamlLimits m_limits;
};

} // namespace kotatsu
