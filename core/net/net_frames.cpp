// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/net_frames.h"

#include "engine/game_state.h"

#include <vector>

namespace kotatsu::net {

Json stateFrame(const GameState &state, int seat)
{
    Json frame = Json::object();
    frame["type"] = "state";
    frame["ply"] = state.plyCount();
    frame["seat"] = seat;
    const bool over = state.isTerminal();
    frame["toMove"] = over ? -1 : state.currentPlayer();
    frame["over"] = over;
    frame["observation"] = state.observation(seat);
    frame["events"] = state.describeEvents(seat);
    if (over) {
        frame["outcome"] = state.outcome().toJson();
    } else if (state.currentPlayer() == seat) {
        std::vector<Action> legal;
        state.legalActions(legal);
        Json moves = Json::array();
        for (std::size_t i = 0; i < legal.size(); ++i) {
            Json move = Json::object();
            move["move"] = static_cast<int>(i);
            move["text"] = state.actionToString(legal[i]);
            move["description"] = state.describeAction(legal[i]);
            moves.push(std::move(move));
        }
        frame["legal"] = std::move(moves);
    }
    return frame;
}

} // namespace kotatsu::net
