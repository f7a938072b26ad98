// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_node.h"
#include "data/localized_text.h"

#include <optional>
#include <string>
#include <string_view>

namespace kotatsu {

enum class YamlContext
{
    Block, // a value in a block collection (or a whole document)
    Flow   // a value inside [ ] or { }
};

// A scalar written so that YamlReader reads it back as the same DataNode: plain when that is
// safe, otherwise double-quoted (UTF-8 kept as is; only ", \ and control characters escaped).
// A quoted node (a string) is written plain only when plain would read as a string too: text
// such as 3, 1.5, true, yes, null or ~ keeps its quotes. A plain node whose text cannot be
// written plain (': ', ' #', leading or trailing blanks, line breaks...) is written quoted and
// so reads back as quoted.
std::string yamlScalar(const DataNode &scalar, YamlContext context = YamlContext::Block);
// A map key (keys are always strings; yaml-cpp reads `3:` and `"3":` as the same key).
std::string yamlKey(std::string_view key, YamlContext context = YamlContext::Block);
// Whether YamlReader reads this plain text as something else than a string (a number, a
// boolean, null).
bool plainReadsAsNonString(std::string_view text);

// A DataNode as clean block-style YAML, ending with a line break: maps and lists in block
// style, except short lists of values ([1, 2, 3]), short language maps ({en: ..., es: ...})
// and empty collections, which are written in flow style. `indent` is the column of the
// top-level keys or items.
std::string emitYaml(const DataNode &node, int indent = 0);
// The text of a value written after "key:" or "-" that ends at `column`, without the final
// line break: " 3", " [a, b]", or a line break and the block at `indent` (after "-", the
// block's first line follows on the same line).
std::string emitYamlValue(const DataNode &value, int indent, std::size_t column, bool afterDash);
// The node on one line in flow style ([a, {b: c}]), or a single scalar.
std::string emitYamlFlow(const DataNode &node);

// A variant file's header (see loadVariantFile).
struct VariantHeader
{
    std::string baseId;
    LocalizedText name;
    LocalizedText description;
};
// The text of a variant file: the `variant:` header, then the overrides (a map).
std::string emitVariantFile(const VariantHeader &header, const DataNode &overrides);

} // namespace kotatsu
