// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_node.h"
#include "data/document_fix.h"
#include "data/node_reader.h"
#include "engine/game_definition.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

// Builds a game definition from a document whose `game:` header has been read. The builder
// reads every key it understands from `root` (a NodeReader over the whole document) and
// reports problems to `errors`; the caller then reports unknown keys. Returns nullptr when
// the data cannot make a game.
using RulesBuilder = std::shared_ptr<GameDefinition> (*)(NodeReader &root, GameInfo info,
                                                         DataErrors &errors);
class Schema;
// The key table of a rules engine's data (core/data/schema.h).
using SchemaGetter = const Schema &(*)();

// For rules builders: reports an error at game.players unless the game's player range lies
// within what the engine supports; `what` says it in words, e.g. "Shikoku supports 2 to 8
// players". Returns whether the range is supported.
bool checkPlayerRange(const NodeReader &root, const GameInfo &info, int min, int max,
                      DataMessage what, DataErrors &errors);

// The C++ rules interpreters this build knows, by the name a game file gives in
// `game.rules_engine`. Games themselves are discovered from data (see GameCatalog).
class RulesRegistry
{
public:
    static const RulesRegistry &builtin();

    // `fixes` (optional): the mends the engine offers for problems of its data, for the
    // rules editor (data/document_fix.h).
    void add(std::string name, RulesBuilder builder, SchemaGetter schemaTable,
             DocumentFixFinder fixes = nullptr);
    RulesBuilder find(std::string_view name) const;
    // The finder of fixes of a rules engine, or nullptr when it offers none.
    DocumentFixFinder fixFinder(std::string_view name) const;
    // The schema table of a rules engine, or nullptr when it is not known.
    const Schema *schema(std::string_view name) const;
    std::vector<std::string> names() const;

private:
    struct Engine
    {
        std::string name;
        RulesBuilder builder = nullptr;
        SchemaGetter schema = nullptr;
        DocumentFixFinder fixes = nullptr;
    };
    std::vector<Engine> m_engines;
};

// The rules engines compiled into kotatsu_core (games/builtin_rules.cpp).
void registerBuiltinRules(RulesRegistry &registry);

// Reads the `game:` header, looks up its rules engine and builds the definition.
// `variant` (may be null) supplies the variant's id and texts for GameInfo.
struct VariantFile;
std::shared_ptr<GameDefinition>
buildGameDefinition(const DataNode &root, const VariantFile *variant, DataErrors &errors,
                    const RulesRegistry &registry = RulesRegistry::builtin());

} // namespace kotatsu
