// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/node_reader.h"
#include "games/tokaido_duo/tokaido_duo_params.h"

namespace kotatsu::tokaido_duo {

// Reads `board` (the island, spec §4) into `p`: space types and their effects, the ring,
// towns, routes, regions and start positions, each reference checked where it is written
// (FILE:LINE:COL and the key). Needs p.icons (regions' icons) read first.
void readBoard(NodeReader &root, Params &p, DataErrors &errors);

// The checks across files, once everything read cleanly: one boutique token per coastal
// town, a bag that can serve the starting wares, dice and boards that fit the engine.
void checkBoard(const DataNode &root, const Params &p, DataErrors &errors);

} // namespace kotatsu::tokaido_duo
