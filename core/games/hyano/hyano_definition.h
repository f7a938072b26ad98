// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/node_reader.h"
#include "engine/rules_definition.h"
#include "games/hyano/hyano_params.h"

namespace kotatsu::hyano {

// Action layout: args[0] = pile index; for a Sun, args[1] = 1 and args[2] = declared value.
//   predict S3          the sage's secret prediction: the card now face up on pile S3
//   open S2             the opening card (any face-up card)
//   open S2 sun 7       ... a Sun, declared as a 7
//   play S4             a follower's card
//   play S4 sun 6       ... a Sun, declared as a 6
//   pass                only when rules.mandatory_play is false
enum ActionKind : std::int16_t
{
    kPredict = 1,
    kOpen = 2,
    kPlay = 3,
    kPass = 4
};

// Hyano as defined by its data: the rules engine's parameters plus the shared metadata.
class HyanoState;
class HyanoDefinition : public RulesDefinition<HyanoDefinition, Params, HyanoState>
{
public:
    HyanoDefinition(GameInfo info, Params params);
    static std::optional<Params> readParameters(NodeReader &root, const GameInfo &info,
                                                DataErrors &errors)
    {
        return readParams(root, info, errors);
    }

    // The text of an action (its position-independent part); the state's actionToString.
    std::string formatAction(const Action &action) const;
    const ObservationSchema &observationSchema() const override; // in hyano_observation.cpp
    Json describe() const override;
};

} // namespace kotatsu::hyano
