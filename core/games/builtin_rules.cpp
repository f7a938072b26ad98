// SPDX-License-Identifier: GPL-3.0-or-later
// The rules engines compiled into this build. Registration is explicit (not by static
// initializers), so that linking kotatsu_core statically can never drop a game.
#include "data/schema.h"
#include "engine/rules_registry.h"
#include "games/garden/garden_definition.h"
#include "games/hyano/hyano_definition.h"
#include "games/shikoku/shikoku_definition.h"

namespace kotatsu {

void registerBuiltinRules(RulesRegistry &registry)
{
    registry.add("shikoku", &shikoku::ShikokuDefinition::build);
    registry.add("garden", &garden::GardenDefinition::build);
    registry.add("hyano", &hyano::HyanoDefinition::build);
}

const Schema *builtinSchema(std::string_view rulesEngine)
{
    if (rulesEngine == "shikoku")
        return &shikoku::schema();
    if (rulesEngine == "garden")
        return &garden::schema();
    if (rulesEngine == "hyano")
        return &hyano::schema();
    return nullptr;
}

} // namespace kotatsu
