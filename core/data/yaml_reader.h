// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_node.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace kotatsu {

// Bounds on untrusted YAML. A data file is small and hand-written; anything beyond these is
// refused with an error rather than allowed to exhaust memory or the stack.
struct YamlLimits
{
    std::size_t maxFileBytes = 1024 * 1024;
    int maxDepth = 32;
    std::size_t maxNodes = 100000; // after expanding aliases
    std::size_t maxAliases = 64;
    std::size_t maxCollectionSize = 4096; // entries of one list or map
    std::size_t maxScalarBytes = 64 * 1024;
};

// Parses YAML into a DataNode tree through yaml-cpp's event interface, so that every node
// keeps its position and every bound is checked while parsing. Never throws; problems are
// appended to `errors` as FILE:LINE:COL messages.
//
// Every node gets its byte span in `text` (DataNode::span, Entry::keySpan):
// - a scalar: its text without anchor; quoted scalars with their quotes; plain ones without
//   trailing blanks or comment, over all their continuation lines; a block scalar (| or >)
//   from its indicator to the end of its last non-empty line (the final line break and
//   trailing empty lines stay outside, also with the + indicator);
// - a flow collection: from its bracket to the matching one; a block collection (and a flow
//   pair without braces, [a: b]): from its first key or '-' to the end of its last child;
// - an explicit null (~, null): that word; an empty value: an empty span right after its
//   key's ':' or its item's '-';
// - an alias: the copy's span is the alias's text (*name); the copy's children keep the spans
//   of the anchored original (editing them edits the anchor, i.e. every alias).
// A byte order mark at the start is counted (spans index the text as given).
std::optional<DataNode> readYamlText(std::string_view text, const std::string &fileName,
                                     DataErrors &errors, const YamlLimits &limits = {});
std::optional<DataNode> readYamlFile(const std::string &path, DataErrors &errors,
                                     const YamlLimits &limits = {});

} // namespace kotatsu
