// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/pebbles/pebbles_definition.h"

#include "engine/rules_definition_impl.h"
#include "games/pebbles/pebbles_state.h"

namespace kotatsu {
template class RulesDefinition<pebbles::PebblesDefinition, pebbles::Params, pebbles::PebblesState>;
} // namespace kotatsu

namespace kotatsu::pebbles {

Json PebblesDefinition::describe() const
{
    Json json = Json::object();
    json["pile"] = m_params.pile;
    json["max_take"] = m_params.maxTake;
    json["last_pebble"] = wordOf(kLastPebbleWords, m_params.lastPebble);
    return json;
}

} // namespace kotatsu::pebbles
