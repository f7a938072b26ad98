// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the data path: YAML text -> bounded reader -> (includes merged from the shipped game
// folder | a variant merged into its shipped base) -> rules builder -> a short random game
// with every invariant checked. A data file may be refused, never crash, hang or leak, and a
// refusal is always a positioned error.
#include "data/document_loader.h"
#include "data/yaml_reader.h"
#include "engine/game_state.h"
#include "engine/rules_registry.h"
#include "fuzz_support.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>

using namespace kotatsu;

namespace {

const GameEntry *gameNamed(const DataNode &root)
{
    const auto &games = fuzz::catalog().games();
    if (games.empty())
        fuzz::fail("no shipped games found");
    if (const DataNode *game = root.find("game"); game && game->isMap()) {
        if (const DataNode *id = game->find("id"); id && id->isScalar()) {
            if (const GameEntry *entry = fuzz::catalog().find(id->scalar))
                return entry;
        }
    }
    return &games.front();
}

void checkPositioned(const DataErrors &errors, std::size_t size, const YamlLimits &limits)
{
    if (errors.empty())
        fuzz::fail("the reader refused the text without an error");
    if (size <= limits.maxFileBytes && !errors.front().pos.hasPosition())
        fuzz::fail("an error without line and column: " + errors.front().format());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const YamlLimits limits;
    DataErrors errors;
    auto root = readYamlText(text, "fuzz.yaml", errors, limits);
    if (!root) {
        checkPositioned(errors, size, limits);
        return 0;
    }
    std::shared_ptr<GameDefinition> definition;
    switch (classifyDataFile(*root)) {
    case DataFileKind::Game: {
        const GameEntry *base = gameNamed(*root);
        auto document = mergeGameDocument(std::move(*root), base->gameFile, errors, limits);
        if (document)
            definition = buildGameDefinition(*document, nullptr, errors);
        break;
    }
    case DataFileKind::Variant: {
        auto variant = variantFromDocument(std::move(*root), "fuzz.yaml", errors);
        if (!variant)
            break;
        const GameEntry *base = fuzz::catalog().find(variant->baseId);
        if (base && base->definition)
            definition = buildVariantDefinition(base->document, *variant, errors);
        break;
    }
    case DataFileKind::Other:
        break;
    }
    if (fuzz::verbose())
        std::fprintf(stderr, "  %s\n",
                     definition       ? ("built " + definition->info().id).c_str()
                     : errors.empty() ? "not a game or variant"
                                      : errors.front().format().c_str());
    if (definition)
        fuzz::playRandomGame(*definition, fuzz::hashOf(text));
    return 0;
}
