// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/json.h"

namespace kotatsu {
class GameState;
}

namespace kotatsu::net {

// What the host sends one seat about the game, built from nothing but what the rules let that
// seat see: its observation, the last move's events as it may see them (describeEvents), the
// seat to move, and, when it is the one to move, its legal moves (each with its text and
// description, numbered as the client answers them). At the end, the outcome, which the rules
// show everybody. Two positions the seat cannot tell apart give the same frame, apart from the
// events' paths; tst_net_table checks this for every game by redrawing the hidden information.
//
// {"type":"state","ply":12,"seat":1,"toMove":0,"over":false,
//  "observation":{...},"events":{...}|null,"legal":[{"move":0,"text":"play 17",
//  "description":{...}}, ...]}          // "legal" only for the seat to move
//                                       // "outcome" only when over
Json stateFrame(const GameState &state, int seat);

} // namespace kotatsu::net
