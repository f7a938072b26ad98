// SPDX-License-Identifier: GPL-3.0-or-later
#include "garden_definition.h"
#include "garden_state.h"

namespace kotatsu::garden {

// Every field and base, "field_" and its name (GardenBoard.qml).
std::vector<std::string> GardenState::tableParts(int seat) const
{
    (void)seat;
    std::vector<std::string> parts;
    for (const Region &region : m_def->board().regions)
        parts.push_back("field_" + region.name);
    return parts;
}

} // namespace kotatsu::garden
