// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_node.h"
#include "data/localized_text.h"
#include "data/yaml_reader.h"

#include <optional>
#include <string>

namespace kotatsu {

// Reads data/games/<id>/game.yaml and the files its top-level `include:` list names (paths
// relative to the game folder, never leaving it), merged into one tree. An included file
// may not redefine a top-level key the game file or another include already defines.
std::optional<DataNode> loadGameDocument(const std::string &gameFile, DataErrors &errors,
                                         const YamlLimits &limits = {});
// The same for a game file already read into `gameRoot` (its includes are read from beside
// `gameFile`); used by the fuzzers.
std::optional<DataNode> mergeGameDocument(DataNode gameRoot, const std::string &gameFile,
                                          DataErrors &errors, const YamlLimits &limits = {});

// A variant file: a `variant:` header naming its base game, plus top-level keys that
// override the base game's keys (deep merge).
struct VariantFile
{
    std::string id; // the file stem
    std::string baseId;
    LocalizedText name;
    LocalizedText description;
    DataNode overrides; // the file's tree without its `variant:` header
};

// Whether a variant may override the value at `keyPath` ("rules.hand_size"): everything but
// the game's identity (game.* other than game.players) and `include`.
bool variantMayOverride(std::string_view keyPath);

std::optional<VariantFile> loadVariantFile(const std::string &path, DataErrors &errors,
                                           const YamlLimits &limits = {});
// The same for a variant file already read into `document` (`path` gives its id).
std::optional<VariantFile> variantFromDocument(DataNode document, const std::string &path,
                                               DataErrors &errors);

// What a YAML data file is, from its top-level keys (for `kotatsu-cli validate`).
enum class DataFileKind
{
    Game,
    Variant,
    Other
};
DataFileKind classifyDataFile(const DataNode &root);

} // namespace kotatsu
