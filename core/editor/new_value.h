// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_node.h"
#include "data/schema.h"

#include <string_view>

namespace kotatsu {

// The values the rules editor starts a new list item or a new parameter with, from the game's
// schema (its rows' defaults and ranges), so that the forms draw them and never work them out.

// The value a row starts with: its default (read as YAML); else an integer 1 when its range
// allows it ("one more ware"), else its minimum or 0; a number its minimum or 0; a boolean
// false; a word its first word; a map its required fields' starting values; anything else "".
DataNode startValueOf(const Schema &schema, const SchemaRow &row);

// The value a new item of the list at `listPath` (a key path: "board.towns",
// "board.ring[3].effects") starts with, `list` being the list as it is now (nullptr: none):
// - a list of words with parameters (effects): `word`, or the first word when it is empty or
//   not one of them, written bare when it takes no parameter, else {word: its parameter's
//   starting value};
// - else a copy of the last item, as written;
// - else for a table (items of named fields) the fields' defaults (numbers their minimum or 0,
//   booleans false, colours #888888, words their first word, texts in the five languages an
//   empty English text, required texts ""); for a list of scalars the item row's default,
//   minimum or 0...; anything else "".
DataNode newListItem(const Schema &schema, const DataNode *list, std::string_view listPath,
                     std::string_view word = {});

} // namespace kotatsu
