// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/node_reader.h"
#include "engine/rules_definition.h"
#include "games/shikoku/shikoku_params.h"

namespace kotatsu::shikoku {

enum ActionKind : std::int16_t
{
    kPlay = 1,
    kDraft = 2
};

// Shikoku as defined by its data: the rules engine's parameters plus the shared metadata.
class ShikokuState;
class ShikokuDefinition : public RulesDefinition<ShikokuDefinition, Params, ShikokuState>
{
public:
    ShikokuDefinition(GameInfo info, Params params);
    static std::optional<Params> readParameters(NodeReader &root, const GameInfo &info,
                                                DataErrors &errors)
    {
        return readParams(root, info, errors);
    }

    // The text of an action (its position-independent part); the state's actionToString.
    std::string formatAction(const Action &action) const;
    const ObservationSchema &observationSchema() const override; // in shikoku_observation.cpp
    Json describe() const override;
};

} // namespace kotatsu::shikoku
