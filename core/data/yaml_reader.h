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
std::optional<DataNode> readYamlText(std::string_view text, const std::string &fileName,
                                     DataErrors &errors, const YamlLimits &limits = {});
std::optional<DataNode> readYamlFile(const std::string &path, DataErrors &errors,
                                     const YamlLimits &limits = {});

} // namespace kotatsu
