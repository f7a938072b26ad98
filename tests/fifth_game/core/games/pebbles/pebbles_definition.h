// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/node_reader.h"
#include "engine/rules_definition.h"
#include "games/pebbles/pebbles_params.h"

namespace kotatsu::pebbles {

enum ActionKind : std::int16_t
{
    kTake = 1 // args[0]: how many pebbles (spec §2)
};

// Pebbles as defined by its data: the rules engine's parameters plus the shared metadata.
class PebblesState;
class PebblesDefinition : public RulesDefinition<PebblesDefinition, Params, PebblesState>
{
public:
    using RulesDefinition::RulesDefinition;
    static std::optional<Params> readParameters(NodeReader &root, const GameInfo &info,
                                                DataErrors &errors)
    {
        return readParams(root, info, errors);
    }

    const ObservationSchema &observationSchema() const override; // pebbles_observation.cpp
    Json describe() const override;
};

} // namespace kotatsu::pebbles
