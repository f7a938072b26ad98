// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokaido_duo_definition.h"
#include "tokaido_duo_state.h"

namespace kotatsu::tokaido_duo {

// The island's regions, its towns and the other spaces of the ring (IslandBoard.qml: a ring
// space with a coastal town is named by the town).
std::vector<std::string> TokaidoDuoState::tableParts(int seat) const
{
    (void)seat;
    const Params &p = m_def->params();
    std::vector<std::string> parts;
    for (const Region &region : p.regions)
        parts.push_back("region_" + region.id);
    for (const Town &town : p.towns)
        parts.push_back("town_" + town.id);
    for (std::size_t i = 0; i < p.ring.size(); ++i) {
        if (p.ring[i].town < 0)
            parts.push_back("space_" + std::to_string(i));
    }
    return parts;
}

} // namespace kotatsu::tokaido_duo
