// SPDX-License-Identifier: GPL-3.0-or-later
#include "shikoku_state.h"

namespace kotatsu::shikoku {

// The staircase, the previous line, the round's line while it is played, and the cards of the
// seat's hand (ShikokuTable.qml).
std::vector<std::string> ShikokuState::tableParts(int seat) const
{
    std::vector<std::string> parts{"staircase", "previousLine"};
    if (phase() != Phase::Draft)
        parts.push_back("mantraLine");
    if (seat >= 0 && seat < numPlayers()) {
        for (const auto card : hand(seat))
            parts.push_back("handCard_" + std::to_string(static_cast<int>(card)));
    }
    return parts;
}

} // namespace kotatsu::shikoku
