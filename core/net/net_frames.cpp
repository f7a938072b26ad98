// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/net_frames.h"

#include "engine/game_state.h"
#include "match/match_record.h"

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

Json historyMessage(const MatchRecord &record, int seat)
{
    Json moves = Json::array();
    auto state = record.initialState().clone();
    const auto round = [&state] {
        return static_cast<int>(state->observation(kPublicView).get("round").asInt(0));
    };
    const Json opening = state->describeEvents(seat);
    if (opening.isArray() && opening.size() > 0) {
        Json entry = Json::object();
        entry["ply"] = 0;
        entry["seat"] = -1;
        entry["round"] = round();
        entry["events"] = opening;
        moves.push(std::move(entry));
    }
    const auto &history = record.history();
    for (std::size_t i = 0; i < history.size(); ++i) {
        const MatchRecord::Step &step = history[i];
        Json entry = Json::object();
        entry["ply"] = static_cast<int>(i + 1);
        entry["seat"] = step.seat;
        entry["round"] = round();
        state->apply(step.action);
        entry["events"] = state->describeEvents(seat);
        if (step.seat == seat) {
            entry["text"] = step.text;
            entry["description"] = step.description;
        }
        moves.push(std::move(entry));
    }
    Json message = Json::object();
    message["type"] = "history";
    message["seat"] = seat;
    message["ply"] = static_cast<int>(history.size());
    message["moves"] = std::move(moves);
    return message;
}

} // namespace kotatsu::net
