// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_node.h"
#include "data/schema.h"

#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

// Where a document names an item by its id. `idPath` is the id of an item of a list
// ("board.towns[2].id"); the result is the key path of every value that names that id
// ("board.routes[0][1]", "board.regions[3].scope.towns[2]", "board.start.merchant"), found
// through the schema rows that refer to that list (SchemaRow::refersTo), in the rows' order
// and each row's in document order. Empty when `idPath` is not such an id or nothing names it.
std::vector<std::string> idReferences(const Schema &schema, const DataNode &document,
                                      std::string_view idPath);

} // namespace kotatsu
