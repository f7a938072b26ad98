// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/node_reader.h"
#include "engine/game_definition.h"
#include "games/shikoku/shikoku_params.h"

namespace kotatsu::shikoku {

enum ActionKind : std::int16_t
{
    kPlay = 1,
    kDraft = 2
};

// Shikoku as defined by its data: the rules engine's parameters plus the shared metadata.
class ShikokuDefinition : public GameDefinition
{
public:
    ShikokuDefinition(GameInfo info, Params params);

    const Params &params() const { return m_params; }

    std::unique_ptr<GameState> newGame(int players, std::uint64_t seed) const override;
    // The text of an action (its position-independent part); the state's actionToString.
    std::string formatAction(const Action &action) const;
    const ObservationSchema &observationSchema() const override; // in shikoku_observation.cpp
    Json describe() const override;

    static std::shared_ptr<GameDefinition> build(NodeReader &root, GameInfo info,
                                                 DataErrors &errors);

private:
    Params m_params;
};

} // namespace kotatsu::shikoku
