// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_node.h"

#include <string>
#include <utility>
#include <vector>

namespace kotatsu {

// One change of a game's data, addressed as the rules editor addresses its edits (key paths
// as DataError writes them): the value at `path` set, or `value` inserted into the list at
// `path` before item `index`.
struct DocumentEdit
{
    enum class Kind
    {
        Set,
        Insert
    };
    Kind kind = Kind::Set;
    std::string path;
    std::size_t index = 0;
    DataNode value;
};

// A mend a rules engine offers for a problem of the data it found, such as Tokaido Duo's
// "split the region this route crosses": made of plain edits so that the editor applies it
// like any other change (one undo step, the smallest overrides). `kind` says what it does and
// `args` what it names, for the game's own editor to say in words.
struct DocumentFix
{
    std::string kind;
    std::string path; // the key of the problem (where the validator reports it)
    std::vector<std::pair<std::string, std::string>> args;
    std::vector<DocumentEdit> edits;
};

// A rules engine's finder of fixes, over the game as designed (the merged document).
using DocumentFixFinder = std::vector<DocumentFix> (*)(const DataNode &game);

} // namespace kotatsu
