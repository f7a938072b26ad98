// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/table_parts.h"

#include "games/garden/garden_state.h"
#include "games/hyano/hyano_state.h"
#include "games/shikoku/shikoku_state.h"
#include "games/tokaido_duo/tokaido_duo_state.h"

namespace kotatsu {

namespace {

// Every field and base, "field_" and its name (GardenBoard.qml).
std::vector<std::string> gardenParts(const garden::GardenDefinition &definition)
{
    std::vector<std::string> parts;
    for (const garden::Region &region : definition.board().regions)
        parts.push_back("field_" + region.name);
    return parts;
}

// The centre pile and each pile by its symbol (HyanoTable.qml, PileView.qml).
std::vector<std::string> hyanoParts(const hyano::HyanoDefinition &definition)
{
    const hyano::Params &p = definition.params();
    std::vector<std::string> parts{"centrePile"};
    for (int i = 0; i < p.piles && i < static_cast<int>(p.symbols.size()); ++i)
        parts.push_back("pile_" + p.symbols[static_cast<std::size_t>(i)].id);
    return parts;
}

// The staircase, the previous line, the round's line while it is played, and the cards of the
// seat's hand (ShikokuTable.qml).
std::vector<std::string> shikokuParts(const shikoku::ShikokuState &state, int seat)
{
    std::vector<std::string> parts{"staircase", "previousLine"};
    if (state.phase() != shikoku::ShikokuState::Phase::Draft)
        parts.push_back("mantraLine");
    if (seat >= 0 && seat < state.numPlayers()) {
        for (const auto card : state.hand(seat))
            parts.push_back("handCard_" + std::to_string(static_cast<int>(card)));
    }
    return parts;
}

// The island's regions, its towns and the other spaces of the ring (IslandBoard.qml: a ring
// space with a coastal town is named by the town).
std::vector<std::string> tokaidoDuoParts(const tokaido_duo::TokaidoDuoDefinition &definition)
{
    const tokaido_duo::Params &p = definition.params();
    std::vector<std::string> parts;
    for (const tokaido_duo::Region &region : p.regions)
        parts.push_back("region_" + region.id);
    for (const tokaido_duo::Town &town : p.towns)
        parts.push_back("town_" + town.id);
    for (std::size_t i = 0; i < p.ring.size(); ++i) {
        if (p.ring[i].town < 0)
            parts.push_back("space_" + std::to_string(i));
    }
    return parts;
}

} // namespace

std::vector<std::string> tableParts(const GameState &state, int seat)
{
    if (const auto *garden = dynamic_cast<const garden::GardenDefinition *>(&state.definition()))
        return gardenParts(*garden);
    if (const auto *hyano = dynamic_cast<const hyano::HyanoDefinition *>(&state.definition()))
        return hyanoParts(*hyano);
    if (const auto *shikoku = dynamic_cast<const shikoku::ShikokuState *>(&state))
        return shikokuParts(*shikoku, seat);
    if (const auto *tokaido =
            dynamic_cast<const tokaido_duo::TokaidoDuoDefinition *>(&state.definition()))
        return tokaidoDuoParts(*tokaido);
    return {};
}

} // namespace kotatsu
