// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_error.h"
#include "data/document_fix.h"
#include "games/tokaido_duo/tokaido_duo_params.h"

#include <optional>
#include <vector>

// The island's regions against its routes (spec §4.4): the routes divide the island into
// regions, so a route runs along regions' borders and never through one. A route drawn
// through a region makes two areas on the board that the rules still count as one; the
// validator reports it, and the editor can split the region along the route.
namespace kotatsu::tokaido_duo {

// A route that runs through the inside of a region's outline.
struct RouteCrossing
{
    int route = 0;  // index in Params::routes (and board.routes)
    int region = 0; // index in Params::regions
    // When the route crosses the region in one piece from one corner of its outline to
    // another (as a new route between two towns on its border does), those corners: splitting
    // the outline there makes two regions. -1 otherwise.
    int fromCorner = -1;
    int toCorner = -1;
    bool splittable() const { return fromCorner >= 0; }
};

// Every route and region (with an outline) where part of the route lies strictly inside the
// region; a route along a border, or outside every region, crosses none.
std::vector<RouteCrossing> routeCrossings(const Params &p);

// The validator's check: one error per crossing route, at its key in board.routes.
void checkRouteCrossings(const DataNode &routes, const Params &p, DataErrors &errors);

// Region `c.region` split along route `c.route`, as the edits of board.regions that make it:
// the larger part keeps the region's id, name and icon, the other part is a new region at the
// end of the list. Each part gets its outline, the paint scope of the old one that lies on its
// border (ring spaces of its coast, towns on its border), a label point inside it, and the
// regions across its borders as adjacent (the two parts across the route); the neighbours'
// lists follow. The new region's name is the old one's with a number ("Dōgo 2") in every
// language, for the designer to rewrite, and its icon the one fewest regions show, not one of
// its neighbours' where that can be. `board` is the game's board map as read into `p`.
struct RegionSplit
{
    std::string keptId;
    std::string newId;
    std::vector<DocumentEdit> edits;
};
std::optional<RegionSplit> splitRegion(const DataNode &board, const Params &p,
                                       const RouteCrossing &c);

// The editor's fixes for crossings (kind "split_region" at board.routes[i]; args: route, the
// region's id, the new region's id), over the game as designed. None while the board has
// errors of its own.
std::vector<DocumentFix> regionFixes(const DataNode &game);

} // namespace kotatsu::tokaido_duo
