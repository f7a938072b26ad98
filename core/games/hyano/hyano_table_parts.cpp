// SPDX-License-Identifier: GPL-3.0-or-later
#include "hyano_definition.h"
#include "hyano_state.h"

namespace kotatsu::hyano {

// The centre pile and each pile by its symbol (HyanoTable.qml, PileView.qml).
std::vector<std::string> HyanoState::tableParts(int seat) const
{
    (void)seat;
    const Params &p = m_def->params();
    std::vector<std::string> parts{"centrePile"};
    for (int i = 0; i < p.piles && i < static_cast<int>(p.symbols.size()); ++i)
        parts.push_back("pile_" + p.symbols[static_cast<std::size_t>(i)].id);
    return parts;
}

} // namespace kotatsu::hyano
