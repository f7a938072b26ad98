// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/tokaido_duo/tokaido_duo_board.h"

#include "games/tokaido_duo/tokaido_duo_regions.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <set>
#include <vector>

namespace kotatsu::tokaido_duo {

namespace {

std::optional<double> toNumber(const DataNode &node, const std::string &path, DataErrors &errors)
{
    if (node.isScalar() && !node.quoted && !node.scalar.empty()) {
        char *end = nullptr;
        const double v = std::strtod(node.scalar.c_str(), &end);
        if (end && *end == '\0' && std::isfinite(v)) {
            if (v < 0.0 || v > 1.0) {
                errors.push_back({node.pos,
                                  path,
                                  {QT_TRANSLATE_NOOP("DataError", "%1 is out of range (%2 to %3)"),
                                   node.scalar, 0, 1}});
                return std::nullopt;
            }
            return v;
        }
    }
    errors.push_back(
        {node.pos, path, QT_TRANSLATE_NOOP("DataError", "expected a number from 0 to 1")});
    return std::nullopt;
}

std::optional<Point> toPoint(const DataNode &node, const std::string &path, DataErrors &errors)
{
    if (!node.isSequence() || node.items.size() != 2) {
        errors.push_back(
            {node.pos, path, QT_TRANSLATE_NOOP("DataError", "expected a position [x, y]")});
        return std::nullopt;
    }
    auto x = toNumber(node.items[0], path + "[0]", errors);
    auto y = toNumber(node.items[1], path + "[1]", errors);
    if (!x || !y)
        return std::nullopt;
    return Point{*x, *y};
}

void readSpaceTypes(NodeReader &board, Params &p, DataErrors &errors)
{
    const Schema &s = schema();
    const DataNode *list = board.sequence(s.row("board.space_types"));
    if (!list)
        return;
    for (std::size_t i = 0; i < list->items.size(); ++i) {
        NodeReader item(list->items[i], NodeReader::itemPath("board.space_types", i), errors);
        SpaceType t;
        t.id = item.string(s.row("board.space_types[].id"));
        if (!t.id.empty() && p.findSpaceType(t.id) >= 0)
            item.error(item.at("id"), "id",
                       {QT_TRANSLATE_NOOP("DataError", "space type '%1' appears twice"), t.id});
        t.name = item.text(s.row("board.space_types[].name"));
        if (item.optional(s.row("board.space_types[].name_in_text")))
            t.nameInText = item.text(s.row("board.space_types[].name_in_text"));
        t.text = item.text(s.row("board.space_types[].text"));
        if (const DataNode *c = item.optional(s.row("board.space_types[].coastal_town")))
            t.coastalTown =
                NodeReader::toBoolean(*c, item.keyPath("coastal_town"), errors).value_or(false);
        if (const DataNode *effects = item.sequence(s.row("board.space_types[].effects"))) {
            t.effects = readSpaceEffects(*effects, item.keyPath("effects"), errors);
            for (const SpaceEffect &e : t.effects) {
                if (e.kind == SpaceEffectKind::GainBoutiqueValue && !t.coastalTown)
                    item.error(*effects, "effects",
                               QT_TRANSLATE_NOOP(
                                   "DataError",
                                   "gain_coins: boutique_value needs a boutique: only spaces with "
                                   "coastal_town: true have one"));
            }
        }
        item.finish();
        p.spaceTypes.push_back(std::move(t));
    }
}

void readRing(NodeReader &board, Params &p, DataErrors &errors)
{
    const Schema &s = schema();
    const DataNode *list = board.sequence(s.row("board.ring"));
    if (!list)
        return;
    for (std::size_t i = 0; i < list->items.size(); ++i) {
        NodeReader item(list->items[i], NodeReader::itemPath("board.ring", i), errors);
        RingSpace space;
        const std::string type = item.string(s.row("board.ring[].type"));
        space.type = p.findSpaceType(type);
        if (space.type < 0) {
            if (!type.empty())
                item.error(item.at("type"), "type",
                           {QT_TRANSLATE_NOOP("DataError",
                                              "unknown space type '%1' (board.space_types: %2)"),
                            type, idsOf(p.spaceTypes)});
            space.type = 0;
        }
        if (item.sequence(s.row("board.ring[].at"))) {
            if (auto at = toPoint(item.at("at"), item.keyPath("at"), errors))
                space.at = *at;
        }
        item.finish();
        p.ring.push_back(space);
    }
}

void readTowns(NodeReader &board, Params &p, DataErrors &errors)
{
    const Schema &s = schema();
    const DataNode *list = board.sequence(s.row("board.towns"));
    if (!list)
        return;
    // Whether every coastal town named its ring space: only then is a coastal-town space
    // that no town names a mistake of its own (else it is the bad ring number's).
    bool everyRingRead = true;
    for (std::size_t i = 0; i < list->items.size(); ++i) {
        NodeReader item(list->items[i], NodeReader::itemPath("board.towns", i), errors);
        Town t;
        t.id = item.string(s.row("board.towns[].id"));
        if (!t.id.empty() && p.findTown(t.id) >= 0)
            item.error(item.at("id"), "id",
                       {QT_TRANSLATE_NOOP("DataError", "town '%1' appears twice"), t.id});
        t.name = item.text(s.row("board.towns[].name"));
        t.coastal = item.wordIndex(s.row("board.towns[].kind")) == 1;
        const SchemaRow &drawRow = s.row("board.towns[].draw");
        const DataNode *draw = item.optional(drawRow);
        const DataNode *ring = item.optional(s.row("board.towns[].ring"));
        const DataNode *at = item.optional(s.row("board.towns[].at"));
        if (t.coastal) {
            if (draw)
                item.error(
                    *draw, "draw",
                    QT_TRANSLATE_NOOP("DataError", "wares are drawn in mountain towns only"));
            if (!ring) {
                item.error(item.node(), "ring",
                           QT_TRANSLATE_NOOP("DataError",
                                             "a coastal town needs its ring space (ring: n)"));
            } else if (auto r = NodeReader::toInteger(*ring, item.keyPath("ring"), errors,
                                                      *s.row("board.towns[].ring").min,
                                                      *s.row("board.towns[].ring").max)) {
                t.ring = static_cast<int>(*r);
                if (t.ring >= static_cast<int>(p.ring.size())) {
                    item.error(*ring, "ring",
                               {QT_TRANSLATE_NOOP("DataError", "ring space %1 does not exist "
                                                               "(the ring has %2 spaces)"),
                                t.ring, p.ring.size()});
                    t.ring = -1;
                } else if (!p.spaceTypes[static_cast<std::size_t>(
                                             p.ring[static_cast<std::size_t>(t.ring)].type)]
                                .coastalTown) {
                    item.error(*ring, "ring",
                               {QT_TRANSLATE_NOOP("DataError",
                                                  "ring space %1 is a %2, not a coastal town's "
                                                  "space"),
                                t.ring,
                                p.spaceTypes[static_cast<std::size_t>(
                                                 p.ring[static_cast<std::size_t>(t.ring)].type)]
                                    .id});
                    t.ring = -1;
                } else {
                    for (const Town &other : p.towns) {
                        if (other.coastal && other.ring == t.ring)
                            item.error(*ring, "ring",
                                       {QT_TRANSLATE_NOOP("DataError",
                                                          "ring space %1 is already town %2's"),
                                        t.ring, other.id});
                    }
                    p.ring[static_cast<std::size_t>(t.ring)].town =
                        static_cast<int>(p.towns.size());
                }
            }
            if (t.ring >= 0)
                t.at = p.ring[static_cast<std::size_t>(t.ring)].at;
            else
                everyRingRead = false;
        } else {
            if (ring)
                item.error(*ring, "ring",
                           QT_TRANSLATE_NOOP("DataError", "only coastal towns stand on the ring"));
            if (!draw)
                item.error(
                    item.node(), "draw",
                    QT_TRANSLATE_NOOP("DataError", "a mountain town needs its draw (draw: n)"));
            else
                t.draw = static_cast<int>(NodeReader::toInteger(*draw, item.keyPath("draw"), errors,
                                                                *drawRow.min, *drawRow.max)
                                              .value_or(1));
            if (!at)
                item.error(item.node(), "at",
                           QT_TRANSLATE_NOOP("DataError",
                                             "a mountain town needs its position (at: [x, y])"));
        }
        if (at) {
            if (auto point = toPoint(*at, item.keyPath("at"), errors))
                t.at = *point;
        }
        item.finish();
        p.towns.push_back(std::move(t));
    }
    // Every coastal-town space belongs to a town.
    for (std::size_t r = 0; r < p.ring.size() && everyRingRead; ++r) {
        const SpaceType &type = p.spaceTypes[static_cast<std::size_t>(p.ring[r].type)];
        if (type.coastalTown && p.ring[r].town < 0)
            errors.push_back(
                {list->pos,
                 "board.towns",
                 {QT_TRANSLATE_NOOP("DataError", "ring space %1 is a %2 but no coastal town names "
                                                 "it (ring: %1)"),
                  r, type.id}});
    }
}

int townRef(const DataNode &node, const std::string &path, const Params &p, DataErrors &errors)
{
    auto id = NodeReader::toString(node, path, errors, 32);
    if (!id)
        return -1;
    const int t = p.findTown(*id);
    if (t < 0)
        errors.push_back({node.pos,
                          path,
                          {QT_TRANSLATE_NOOP("DataError", "unknown town '%1' (board.towns: %2)"),
                           *id, idsOf(p.towns)}});
    return t;
}

void readRoutes(NodeReader &board, Params &p, DataErrors &errors)
{
    const DataNode *list = board.sequence(schema().row("board.routes"));
    if (!list)
        return;
    std::set<std::pair<int, int>> seen;
    for (std::size_t i = 0; i < list->items.size(); ++i) {
        const DataNode &item = list->items[i];
        const std::string path = NodeReader::itemPath("board.routes", i);
        if (!item.isSequence() || item.items.size() != 2) {
            errors.push_back(
                {item.pos, path,
                 QT_TRANSLATE_NOOP("DataError", "expected a route [town, town], e.g. [M1, C1]")});
            continue;
        }
        const int a = townRef(item.items[0], path + "[0]", p, errors);
        const int b = townRef(item.items[1], path + "[1]", p, errors);
        if (a < 0 || b < 0)
            continue;
        if (a == b) {
            errors.push_back({item.pos, path,
                              QT_TRANSLATE_NOOP("DataError", "a route joins two different towns")});
            continue;
        }
        if (!seen.insert({std::min(a, b), std::max(a, b)}).second) {
            errors.push_back({item.pos,
                              path,
                              {QT_TRANSLATE_NOOP("DataError", "the route %1–%2 appears twice"),
                               p.towns[a].id, p.towns[b].id}});
            continue;
        }
        p.routes.emplace_back(a, b);
    }
}

void readRegions(NodeReader &board, Params &p, DataErrors &errors)
{
    const Schema &s = schema();
    const DataNode *list = board.sequence(s.row("board.regions"));
    if (!list)
        return;
    // Ids first, so that adjacency may name regions further down.
    std::vector<std::string> ids;
    for (const DataNode &item : list->items) {
        const DataNode *id = item.isMap() ? item.find("id") : nullptr;
        ids.push_back(id && id->isScalar() ? id->scalar : std::string());
    }
    std::vector<std::vector<std::pair<int, const DataNode *>>> adjacency(list->items.size());
    for (std::size_t i = 0; i < list->items.size(); ++i) {
        const std::string path = NodeReader::itemPath("board.regions", i);
        NodeReader item(list->items[i], path, errors);
        Region r;
        r.id = item.string(s.row("board.regions[].id"));
        if (!r.id.empty() && p.findRegion(r.id) >= 0)
            item.error(item.at("id"), "id",
                       {QT_TRANSLATE_NOOP("DataError", "region '%1' appears twice"), r.id});
        r.name = item.text(s.row("board.regions[].name"));
        if (item.optional(s.row("board.regions[].name_in_text")))
            r.nameInText = item.text(s.row("board.regions[].name_in_text"));
        const std::string icon = item.string(s.row("board.regions[].icon"));
        r.icon = p.findIcon(icon);
        if (r.icon < 0) {
            if (!icon.empty())
                item.error(
                    item.at("icon"), "icon",
                    {QT_TRANSLATE_NOOP("DataError", "unknown icon '%1' (artist_board.icons: %2)"),
                     icon, idsOf(p.icons)});
            r.icon = 0;
        }
        if (const DataNode *adj = item.sequence(s.row("board.regions[].adjacent"))) {
            for (std::size_t k = 0; k < adj->items.size(); ++k) {
                const std::string apath = NodeReader::itemPath(item.keyPath("adjacent"), k);
                auto id = NodeReader::toString(adj->items[k], apath, errors, 32);
                if (!id)
                    continue;
                const auto it = std::find(ids.begin(), ids.end(), *id);
                if (it == ids.end()) {
                    errors.push_back(
                        {adj->items[k].pos,
                         apath,
                         {QT_TRANSLATE_NOOP("DataError", "unknown region '%1' (board.regions: %2)"),
                          *id, joinIds(ids)}});
                    continue;
                }
                const int other = static_cast<int>(it - ids.begin());
                if (other == static_cast<int>(i)) {
                    errors.push_back(
                        {adj->items[k].pos, apath,
                         QT_TRANSLATE_NOOP("DataError", "a region is not adjacent to itself")});
                    continue;
                }
                if (std::find(r.adjacent.begin(), r.adjacent.end(), other) != r.adjacent.end()) {
                    errors.push_back(
                        {adj->items[k].pos,
                         apath,
                         {QT_TRANSLATE_NOOP("DataError", "'%1' is listed twice"), *id}});
                    continue;
                }
                r.adjacent.push_back(other);
                adjacency[i].emplace_back(other, &adj->items[k]);
            }
        }
        if (const DataNode *scopeNode = item.map(s.row("board.regions[].scope"))) {
            NodeReader scope(*scopeNode, item.keyPath("scope"), errors);
            if (const DataNode *ring = scope.sequence(s.row("board.regions[].scope.ring"))) {
                for (std::size_t k = 0; k < ring->items.size(); ++k) {
                    const SchemaRow &space = s.row("board.regions[].scope.ring[]");
                    auto v = NodeReader::toInteger(ring->items[k],
                                                   NodeReader::itemPath(scope.keyPath("ring"), k),
                                                   errors, *space.min, *space.max);
                    if (!v)
                        continue;
                    if (*v >= static_cast<std::int64_t>(p.ring.size())) {
                        errors.push_back(
                            {ring->items[k].pos,
                             NodeReader::itemPath(scope.keyPath("ring"), k),
                             {QT_TRANSLATE_NOOP("DataError", "ring space %1 does not exist "
                                                             "(the ring has %2 spaces)"),
                              *v, p.ring.size()}});
                        continue;
                    }
                    r.ringScope.push_back(static_cast<int>(*v));
                    r.ringMask |= std::uint64_t{1} << *v;
                }
            }
            if (const DataNode *towns = scope.sequence(s.row("board.regions[].scope.towns"))) {
                for (std::size_t k = 0; k < towns->items.size(); ++k) {
                    const int t =
                        townRef(towns->items[k], NodeReader::itemPath(scope.keyPath("towns"), k), p,
                                errors);
                    if (t < 0)
                        continue;
                    r.townScope.push_back(t);
                    r.townMask |= std::uint32_t{1} << t;
                    // A pilgrim on a coastal town's space is in that town.
                    if (p.towns[static_cast<std::size_t>(t)].coastal &&
                        p.towns[static_cast<std::size_t>(t)].ring >= 0)
                        r.ringMask |= std::uint64_t{1} << p.towns[static_cast<std::size_t>(t)].ring;
                }
            }
            scope.finish();
        }
        if (item.optional(s.row("board.regions[].label"))) {
            if (auto at = toPoint(item.at("label"), item.keyPath("label"), errors))
                r.label = *at;
        }
        if (const DataNode *outline = item.optional(s.row("board.regions[].outline"))) {
            if (!outline->isSequence()) {
                item.error(
                    *outline, "outline",
                    QT_TRANSLATE_NOOP("DataError", "expected a list of positions [[x, y], ...]"));
            } else {
                for (std::size_t k = 0; k < outline->items.size(); ++k) {
                    if (auto at = toPoint(outline->items[k],
                                          NodeReader::itemPath(item.keyPath("outline"), k), errors))
                        r.outline.push_back(*at);
                }
            }
        }
        item.finish();
        p.regions.push_back(std::move(r));
    }
    // Adjacency is symmetric: each crossing is written on both sides.
    for (std::size_t i = 0; i < adjacency.size(); ++i) {
        for (const auto &[other, node] : adjacency[i]) {
            const auto &back = p.regions[static_cast<std::size_t>(other)].adjacent;
            if (std::find(back.begin(), back.end(), static_cast<int>(i)) == back.end())
                errors.push_back(
                    {node->pos,
                     NodeReader::itemPath("board.regions", i) + ".adjacent",
                     {QT_TRANSLATE_NOOP("DataError",
                                        "'%1' lists '%2' as adjacent, but '%2' does not list '%1'"),
                      ids[i], ids[static_cast<std::size_t>(other)]}});
        }
    }
}

void readStart(NodeReader &board, Params &p, DataErrors &errors)
{
    const Schema &s = schema();
    const DataNode *startNode = board.map(s.row("board.start"));
    if (!startNode)
        return;
    NodeReader start(*startNode, "board.start", errors);
    p.startRing = static_cast<int>(start.integer(s.row("board.start.pilgrim")));
    if (p.startRing >= static_cast<int>(p.ring.size()) && !p.ring.empty()) {
        start.error(start.at("pilgrim"), "pilgrim",
                    {QT_TRANSLATE_NOOP("DataError", "ring space %1 does not exist (the ring has "
                                                    "%2 spaces)"),
                     p.startRing, p.ring.size()});
        p.startRing = 0;
    } else if (!p.ring.empty() && p.ring[static_cast<std::size_t>(p.startRing)].town >= 0) {
        start.error(
            start.at("pilgrim"), "pilgrim",
            QT_TRANSLATE_NOOP("DataError", "the pilgrims cannot start on a coastal town's space"));
    }
    const std::string merchant = start.string(s.row("board.start.merchant"));
    p.startTown = p.findTown(merchant);
    if (p.startTown < 0) {
        if (!merchant.empty())
            start.error(start.at("merchant"), "merchant",
                        {QT_TRANSLATE_NOOP("DataError", "unknown town '%1' (board.towns: %2)"),
                         merchant, idsOf(p.towns)});
        p.startTown = 0;
    } else if (p.towns[static_cast<std::size_t>(p.startTown)].coastal) {
        start.error(start.at("merchant"), "merchant",
                    QT_TRANSLATE_NOOP(
                        "DataError",
                        "both merchants start there, and a coastal town holds one meeple: name a "
                        "mountain town"));
    }
    const std::string artist = start.string(s.row("board.start.artist"));
    p.startRegion = p.findRegion(artist);
    if (p.startRegion < 0) {
        if (!artist.empty())
            start.error(start.at("artist"), "artist",
                        {QT_TRANSLATE_NOOP("DataError", "unknown region '%1' (board.regions: %2)"),
                         artist, idsOf(p.regions)});
        p.startRegion = 0;
    }
    start.finish();
}

} // namespace

void readBoard(NodeReader &root, Params &p, DataErrors &errors)
{
    const Schema &s = schema();
    const DataNode *boardNode = root.map(s.row("board"));
    if (!boardNode)
        return;
    NodeReader board(*boardNode, "board", errors);
    p.aspect = board.number("aspect", 0.2, 10.0);
    readSpaceTypes(board, p, errors);
    // The ring names space types, so it needs some. A space type with a bad field is still
    // listed under its id: one mistake there is one error, not one more for every ring space,
    // town and region scope that names a space of that type.
    if (!p.spaceTypes.empty())
        readRing(board, p, errors);
    else
        board.optional("ring");
    readTowns(board, p, errors);
    readRoutes(board, p, errors);
    readRegions(board, p, errors);
    readStart(board, p, errors);
    board.finish();
}

namespace {

// Simple paths of 1..maxLength links from every vertex, counted up to `limit` (then the
// count stops): the path tables hold all of them, so a data file must not ask for millions.
long countSimplePaths(const std::vector<std::vector<int>> &adj, int maxLength, long limit)
{
    long count = 0;
    std::vector<char> seen(adj.size(), 0);
    struct Walk
    {
        const std::vector<std::vector<int>> &adj;
        std::vector<char> &seen;
        int maxLength;
        long limit;
        long &count;
        void from(int v, int depth)
        {
            if (depth == maxLength || count >= limit)
                return;
            for (int w : adj[static_cast<std::size_t>(v)]) {
                if (seen[static_cast<std::size_t>(w)] || count >= limit)
                    continue;
                ++count;
                seen[static_cast<std::size_t>(w)] = 1;
                from(w, depth + 1);
                seen[static_cast<std::size_t>(w)] = 0;
            }
        }
    } walk{adj, seen, maxLength, limit, count};
    for (std::size_t v = 0; v < adj.size() && count < limit; ++v) {
        seen[v] = 1;
        walk.from(static_cast<int>(v), 0);
        seen[v] = 0;
    }
    return count;
}

} // namespace

void checkBoard(const DataNode &root, const Params &p, DataErrors &errors)
{
    auto at = [&](std::string_view key) -> const DataNode & {
        const DataNode *node = root.find(key.substr(0, key.find('.')));
        if (node && key.find('.') != std::string_view::npos)
            node = &NodeReader::nodeAt(*node, key.substr(key.find('.') + 1));
        return node ? *node : root;
    };
    int coastal = 0;
    for (const Town &t : p.towns)
        coastal += t.coastal ? 1 : 0;
    if (static_cast<int>(p.boutiques.size()) != coastal)
        errors.push_back(
            {at("boutiques").pos,
             "boutiques",
             {QT_TRANSLATE_NOOP("DataError", "%1 boutique tokens for %2 coastal towns: there is "
                                             "one token per coastal town"),
              p.boutiques.size(), coastal}});
    if (p.startingWares * kSeats > p.totalWares())
        errors.push_back(
            {at("rules").pos,
             "rules.starting_wares",
             {QT_TRANSLATE_NOOP("DataError", "the bag holds %1, too few for %2 per player"),
              DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n ware(s)"), p.totalWares()),
              DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n ware(s)"),
                                 p.startingWares)}});
    if (p.startingWares > p.handLimit)
        errors.push_back(
            {at("rules").pos, "rules.starting_wares",
             QT_TRANSLATE_NOOP("DataError",
                               "more than the hand limit (merchant_board.hand_limit)")});
    if (p.startingCoins >= p.coinsPerSlab)
        errors.push_back(
            {at("rules").pos, "rules.starting_coins",
             QT_TRANSLATE_NOOP(
                 "DataError",
                 "would be a slab at once: give fewer than merchant_board.coins_per_slab")});
    if (p.totalWares() > 255)
        errors.push_back(
            {at("wares").pos, "wares", QT_TRANSLATE_NOOP("DataError", "at most 255 wares in all")});
    // The path tables (tokaido_duo_paths) hold every simple path up to the longest die face.
    constexpr long kPathLimit = 200000;
    std::vector<std::vector<int>> routeAdj(p.towns.size());
    for (const auto &[a, b] : p.routes) {
        routeAdj[static_cast<std::size_t>(a)].push_back(b);
        routeAdj[static_cast<std::size_t>(b)].push_back(a);
    }
    if (countSimplePaths(routeAdj, p.maxFace(kMerchant), kPathLimit) >= kPathLimit)
        errors.push_back(
            {at("board.routes").pos,
             "board.routes",
             {QT_TRANSLATE_NOOP("DataError", "the routes allow more than %1 merchant paths up to "
                                             "the longest merchant die face: use fewer routes or "
                                             "smaller faces"),
              kPathLimit}});
    std::vector<std::vector<int>> regionAdj;
    for (const Region &r : p.regions)
        regionAdj.push_back(r.adjacent);
    if (countSimplePaths(regionAdj, p.maxFace(kArtist), kPathLimit) >= kPathLimit)
        errors.push_back(
            {at("board.regions").pos,
             "board.regions",
             {QT_TRANSLATE_NOOP("DataError", "the regions allow more than %1 artist paths up to "
                                             "the longest artist die face: use fewer crossings "
                                             "or smaller faces"),
              kPathLimit}});
    // The routes are the regions' borders (§4.4): none runs through a region.
    checkRouteCrossings(at("board.routes"), p, errors);
    // Every region's scope: at least its own coast or a town, so Paint means something.
    for (std::size_t r = 0; r < p.regions.size(); ++r) {
        if (p.regions[r].ringMask == 0 && p.regions[r].townMask == 0)
            errors.push_back({at("board").pos,
                              "board.regions[" + std::to_string(r) + "].scope",
                              {QT_TRANSLATE_NOOP("DataError", "region %1 has an empty paint scope"),
                               p.regions[r].id}});
    }
}

} // namespace kotatsu::tokaido_duo
