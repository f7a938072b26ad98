// SPDX-License-Identifier: GPL-3.0-or-later
// The rules engines compiled into this build. Registration is explicit (not by static
// initializers), so that linking kotatsu_core statically can never drop a game.
#include "data/schema.h"
#include "engine/rules_registry.h"
#include "games/garden/garden_definition.h"
#include "games/hyano/hyano_definition.h"
#include "games/shikoku/shikoku_definition.h"
#include "games/tokaido_duo/tokaido_duo_definition.h"
#include "games/tokaido_duo/tokaido_duo_regions.h"

namespace kotatsu {

// One line per game: its rules engine's name (game.rules_engine in its data), its builder, its
// schema table and, if it has some, the fixes it offers the rules editor.
void registerBuiltinRules(RulesRegistry &registry)
{
    registry.add("shikoku", &shikoku::ShikokuDefinition::build, &shikoku::schema);
    registry.add("garden", &garden::GardenDefinition::build, &garden::schema);
    registry.add("hyano", &hyano::HyanoDefinition::build, &hyano::schema);
    registry.add("tokaido_duo", &tokaido_duo::TokaidoDuoDefinition::build, &tokaido_duo::schema,
                 &tokaido_duo::regionFixes);
}

} // namespace kotatsu
