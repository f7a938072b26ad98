// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/json.h"

namespace kotatsu {
class GameState;
class MatchRecord;
} // namespace kotatsu

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

// The game so far as `seat` may know it, for a connection that sits down or rejoins (its move
// log is whole however late it came): one entry per move, with the round it was played in
// (from the public view), the mover, and the events as the seat's frame would have given them
// (describeEvents for that seat); the seat's own moves with their text and description, the
// others' never (what the rules showed of them is in the events). An opening entry (ply 0,
// seat -1) when the rules did something before anybody moved.
//
// {"type":"history","seat":1,"ply":12,"moves":[{"ply":0,"seat":-1,"round":1,"events":[...]},
//  {"ply":1,"seat":0,"round":1,"events":[...]},{"ply":2,"seat":1,"round":1,"events":[...],
//  "text":"play 17","description":{...}}, ...]}
Json historyMessage(const MatchRecord &record, int seat);

} // namespace kotatsu::net
