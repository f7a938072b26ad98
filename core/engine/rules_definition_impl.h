// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/rules_definition.h"

// The members of RulesDefinition, for the one .cpp of each game that instantiates it.
namespace kotatsu {

template <typename Derived, typename Params, typename State>
std::unique_ptr<GameState>
RulesDefinition<Derived, Params, State>::newGame(int players, std::uint64_t seed) const
{
    auto self = std::static_pointer_cast<const Derived>(this->shared_from_this());
    return std::make_unique<State>(std::move(self), players, seed);
}

template <typename Derived, typename Params, typename State>
std::shared_ptr<GameDefinition>
RulesDefinition<Derived, Params, State>::build(NodeReader &root, GameInfo info, DataErrors &errors)
{
    std::optional<Params> params = Derived::readParameters(root, info, errors);
    if (!params)
        return nullptr;
    return std::make_shared<Derived>(std::move(info), std::move(*params));
}

} // namespace kotatsu
