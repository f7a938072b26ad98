// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_node.h"
#include "data/key_path.h"

#include <QString>
#include <cstddef>
#include <string>

namespace kotatsu {
struct SchemaRow;
} // namespace kotatsu

namespace kotatsu::bridge {

// How the rules editor's Changes list names values and list items, in `language` (else
// English).

// A value of a word row as its words' labels ("Stop on the pagoda"; a list of words as "Same
// colour, Same value"); empty when the value is not the row's words.
QString wordLabelsOf(const SchemaRow &row, const DataNode *node);

// The text of a localized map (or a plain scalar).
QString localizedText(const DataNode *node, const std::string &language);

// The name of the item whose id is `id` in a list near `path` in `root`; empty: none.
QString nameOfId(const DataNode &root, const KeyPath &path, const std::string &id,
                 const std::string &language);

// A list item: its name, its id, the names of the values it pairs ("Matsuyama–Uchiko"), else
// its number.
QString itemCalled(const DataNode &item, const DataNode &root, const KeyPath &listPath,
                   std::size_t index, const std::string &language);

} // namespace kotatsu::bridge
