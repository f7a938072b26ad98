// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/node_reader.h"
#include "engine/game_definition.h"

#include <memory>
#include <optional>

namespace kotatsu {

// What every game's definition repeats: its parameters, a state factory and the builder the
// rules registry calls. A game writes
//   class ShikokuDefinition : public RulesDefinition<ShikokuDefinition, Params, ShikokuState>
// with a static `std::optional<Params> readParameters(NodeReader &, const GameInfo &,
// DataErrors &)`, and `State(std::shared_ptr<const Derived>, int players, std::uint64_t seed)`. The
// members are defined in rules_definition_impl.h, which only the game's definition .cpp includes,
// next to its explicit instantiation (`template class RulesDefinition<...>;`): the state's header
// includes the definition's, so nothing else needs to see the state.
template <typename Derived, typename Params, typename State>
class RulesDefinition : public GameDefinition
{
public:
    RulesDefinition(GameInfo info, Params params) : m_params(std::move(params))
    {
        setInfo(std::move(info));
    }

    const Params &params() const { return m_params; }

    std::unique_ptr<GameState> newGame(int players, std::uint64_t seed) const override;

    // The RulesBuilder of this game: reads the parameters and makes the definition, or
    // reports why it cannot. A game that builds more than its parameters hides it with its
    // own.
    static std::shared_ptr<GameDefinition> build(NodeReader &root, GameInfo info,
                                                 DataErrors &errors);

protected:
    Params m_params;
};

} // namespace kotatsu
