// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/tokaido_duo/tokaido_duo_regions.h"

#include "data/node_reader.h"
#include "games/tokaido_duo/tokaido_duo_board.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <set>

namespace kotatsu::tokaido_duo {

namespace {

// Positions are written with three decimals in [0, 1]: anything closer than this is the same
// place (a town on a corner of an outline, a route along an edge).
constexpr double kSame = 1e-7;

using Polygon = std::vector<Point>;

double cross(Point o, Point a, Point b)
{
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

bool samePlace(Point a, Point b)
{
    return std::abs(a.x - b.x) < kSame && std::abs(a.y - b.y) < kSame;
}

double distanceToSegment(Point q, Point a, Point b)
{
    const double dx = b.x - a.x;
    const double dy = b.y - a.y;
    const double length2 = dx * dx + dy * dy;
    double t = length2 > 0 ? ((q.x - a.x) * dx + (q.y - a.y) * dy) / length2 : 0.0;
    t = std::clamp(t, 0.0, 1.0);
    return std::hypot(q.x - (a.x + t * dx), q.y - (a.y + t * dy));
}

double distanceToBoundary(Point q, const Polygon &poly)
{
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < poly.size(); ++i)
        best = std::min(best, distanceToSegment(q, poly[i], poly[(i + 1) % poly.size()]));
    return best;
}

// Inside and not on the border (even-odd rule).
bool strictlyInside(Point q, const Polygon &poly)
{
    if (poly.size() < 3 || distanceToBoundary(q, poly) < kSame)
        return false;
    bool inside = false;
    for (std::size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
        const Point a = poly[i];
        const Point b = poly[j];
        if ((a.y > q.y) != (b.y > q.y) && q.x < (b.x - a.x) * (q.y - a.y) / (b.y - a.y) + a.x)
            inside = !inside;
    }
    return inside;
}

double signedArea(const Polygon &poly)
{
    double sum = 0;
    for (std::size_t i = 0; i < poly.size(); ++i) {
        const Point a = poly[i];
        const Point b = poly[(i + 1) % poly.size()];
        sum += a.x * b.y - b.x * a.y;
    }
    return sum / 2;
}

// Where the segment a→b meets the polygon's border, as parameters in [0, 1] (0 and 1
// included), sorted: between two of them the segment is wholly inside or wholly outside.
std::vector<double> borderHits(Point a, Point b, const Polygon &poly)
{
    std::vector<double> hits{0.0, 1.0};
    const double rx = b.x - a.x;
    const double ry = b.y - a.y;
    const double length2 = rx * rx + ry * ry;
    for (std::size_t i = 0; i < poly.size(); ++i) {
        const Point c = poly[i];
        const Point d = poly[(i + 1) % poly.size()];
        const double sx = d.x - c.x;
        const double sy = d.y - c.y;
        const double denom = rx * sy - ry * sx;
        const double qx = c.x - a.x;
        const double qy = c.y - a.y;
        if (std::abs(denom) > 1e-12) {
            const double t = (qx * sy - qy * sx) / denom;
            const double u = (qx * ry - qy * rx) / denom;
            if (t > 0 && t < 1 && u > -1e-9 && u < 1 + 1e-9)
                hits.push_back(t);
        } else if (std::abs(qx * ry - qy * rx) < 1e-12 && length2 > 0) {
            // Along the same line: the edge's ends where they fall on the segment.
            for (const Point e : {c, d}) {
                const double t = ((e.x - a.x) * rx + (e.y - a.y) * ry) / length2;
                if (t > 0 && t < 1)
                    hits.push_back(t);
            }
        }
    }
    std::sort(hits.begin(), hits.end());
    hits.erase(std::unique(hits.begin(), hits.end(),
                           [](double x, double y) { return std::abs(x - y) < 1e-9; }),
               hits.end());
    return hits;
}

int cornerAt(Point q, const Polygon &poly)
{
    for (std::size_t i = 0; i < poly.size(); ++i) {
        if (samePlace(q, poly[i]))
            return static_cast<int>(i);
    }
    return -1;
}

// How far q lies from the line through a and b.
double distanceToLine(Point q, Point a, Point b)
{
    const double length = std::hypot(b.x - a.x, b.y - a.y);
    return length > 0 ? std::abs(cross(a, b, q)) / length : std::hypot(q.x - a.x, q.y - a.y);
}

// Whether two polygons share a stretch of border (not just a point): an edge of each along
// the same line, overlapping.
bool shareBorder(const Polygon &p, const Polygon &q)
{
    for (std::size_t i = 0; i < p.size(); ++i) {
        const Point a = p[i];
        const Point b = p[(i + 1) % p.size()];
        const double rx = b.x - a.x;
        const double ry = b.y - a.y;
        const double length2 = rx * rx + ry * ry;
        if (length2 <= 0)
            continue;
        for (std::size_t j = 0; j < q.size(); ++j) {
            const Point c = q[j];
            const Point d = q[(j + 1) % q.size()];
            if (distanceToLine(c, a, b) > kSame || distanceToLine(d, a, b) > kSame)
                continue;
            double tc = ((c.x - a.x) * rx + (c.y - a.y) * ry) / length2;
            double td = ((d.x - a.x) * rx + (d.y - a.y) * ry) / length2;
            if (tc > td)
                std::swap(tc, td);
            if (std::min(td, 1.0) - std::max(tc, 0.0) > 1e-6)
                return true;
        }
    }
    return false;
}

// A point well inside a polygon, for its label: its centroid when that is inside, else the
// middle of the widest stretch of the horizontal line through the centroid.
Point interiorPoint(const Polygon &poly)
{
    const double area = signedArea(poly);
    Point c{0, 0};
    if (std::abs(area) > 1e-12) {
        for (std::size_t i = 0; i < poly.size(); ++i) {
            const Point a = poly[i];
            const Point b = poly[(i + 1) % poly.size()];
            const double f = a.x * b.y - b.x * a.y;
            c.x += (a.x + b.x) * f;
            c.y += (a.y + b.y) * f;
        }
        c.x /= 6 * area;
        c.y /= 6 * area;
    } else {
        for (const Point &p : poly) {
            c.x += p.x / static_cast<double>(poly.size());
            c.y += p.y / static_cast<double>(poly.size());
        }
    }
    if (strictlyInside(c, poly))
        return c;
    std::vector<double> xs;
    for (std::size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
        const Point a = poly[i];
        const Point b = poly[j];
        if ((a.y > c.y) != (b.y > c.y))
            xs.push_back((b.x - a.x) * (c.y - a.y) / (b.y - a.y) + a.x);
    }
    std::sort(xs.begin(), xs.end());
    Point best = c;
    double widest = -1;
    for (std::size_t k = 0; k + 1 < xs.size(); k += 2) {
        if (xs[k + 1] - xs[k] > widest) {
            widest = xs[k + 1] - xs[k];
            best = {(xs[k] + xs[k + 1]) / 2, c.y};
        }
    }
    return best;
}

std::string number(double v)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.3f", v);
    return text;
}

// A label point as the data writes it (three decimals), still inside after rounding.
Point roundedInside(Point q, const Polygon &poly)
{
    const Point rounded{std::round(q.x * 1000) / 1000, std::round(q.y * 1000) / 1000};
    return strictlyInside(rounded, poly) ? rounded : q;
}

DataNode pointNode(Point q)
{
    DataNode node;
    node.kind = DataNode::Kind::Sequence;
    node.items.push_back(DataNode::makeScalar(number(q.x)));
    node.items.push_back(DataNode::makeScalar(number(q.y)));
    return node;
}

DataNode listNode(const std::vector<std::string> &scalars)
{
    DataNode node;
    node.kind = DataNode::Kind::Sequence;
    for (const std::string &s : scalars)
        node.items.push_back(DataNode::makeScalar(s));
    return node;
}

void setEntry(DataNode &map, const std::string &key, DataNode value)
{
    if (DataNode *existing = map.find(key)) {
        *existing = std::move(value);
        return;
    }
    map.entries.emplace_back(key, SourcePos{}, std::move(value));
}

std::string itemPath(std::size_t region)
{
    return "board.regions[" + std::to_string(region) + "]";
}

std::string regionWords(const Params &p, int region)
{
    const Region &r = p.regions[static_cast<std::size_t>(region)];
    const std::string &name = r.name.get("en");
    return r.id + (name.empty() ? "" : " (" + name + ")");
}

} // namespace

std::vector<RouteCrossing> routeCrossings(const Params &p)
{
    std::vector<RouteCrossing> out;
    for (std::size_t k = 0; k < p.routes.size(); ++k) {
        const Point a = p.towns[static_cast<std::size_t>(p.routes[k].first)].at;
        const Point b = p.towns[static_cast<std::size_t>(p.routes[k].second)].at;
        for (std::size_t r = 0; r < p.regions.size(); ++r) {
            const Polygon &poly = p.regions[r].outline;
            if (poly.size() < 3)
                continue;
            const std::vector<double> hits = borderHits(a, b, poly);
            bool inside = false;
            bool whole = true;
            for (std::size_t h = 0; h + 1 < hits.size(); ++h) {
                const double t = (hits[h] + hits[h + 1]) / 2;
                const bool in =
                    strictlyInside({a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)}, poly);
                inside = inside || in;
                whole = whole && in;
            }
            if (!inside)
                continue;
            RouteCrossing c{static_cast<int>(k), static_cast<int>(r)};
            // One chord, corner to corner, touching the border nowhere else.
            const int from = cornerAt(a, poly);
            const int to = cornerAt(b, poly);
            if (whole && hits.size() == 2 && from >= 0 && to >= 0 && from != to) {
                c.fromCorner = from;
                c.toCorner = to;
            }
            out.push_back(c);
        }
    }
    return out;
}

void checkRouteCrossings(const DataNode &routes, const Params &p, DataErrors &errors)
{
    const std::vector<RouteCrossing> crossings = routeCrossings(p);
    for (std::size_t k = 0; k < p.routes.size(); ++k) {
        std::vector<const RouteCrossing *> mine;
        for (const RouteCrossing &c : crossings) {
            if (c.route == static_cast<int>(k))
                mine.push_back(&c);
        }
        if (mine.empty())
            continue;
        const std::string route = p.towns[static_cast<std::size_t>(p.routes[k].first)].id + "–" +
                                  p.towns[static_cast<std::size_t>(p.routes[k].second)].id;
        const DataNode &node = k < routes.items.size() ? routes.items[k] : routes;
        const std::string path = NodeReader::itemPath("board.routes", k);
        if (mine.size() == 1 && mine.front()->splittable()) {
            const std::string id = p.regions[static_cast<std::size_t>(mine.front()->region)].id;
            errors.push_back(
                {node.pos,
                 path,
                 {QT_TRANSLATE_NOOP("DataError",
                                    "the route %1 runs through region %2: routes are the borders "
                                    "between regions, so split %3 along it (the rules editor "
                                    "offers this) or remove the route"),
                  route, regionWords(p, mine.front()->region), id}});
            continue;
        }
        std::string names;
        for (const RouteCrossing *c : mine)
            names += (names.empty() ? "" : ", ") + regionWords(p, c->region);
        const char *one =
            QT_TRANSLATE_NOOP("DataError", "the route %1 runs through region %2: routes are the "
                                           "borders between regions, so a route joins two towns "
                                           "on the border of one region; remove it or draw the "
                                           "regions again");
        const char *several =
            QT_TRANSLATE_NOOP("DataError", "the route %1 runs through regions %2: routes are "
                                           "the borders between regions, so a route joins "
                                           "two towns on the border of one region; remove it "
                                           "or draw the regions again");
        errors.push_back({node.pos, path, {mine.size() == 1 ? one : several, route, names}});
    }
}

std::optional<RegionSplit> splitRegion(const DataNode &board, const Params &p,
                                       const RouteCrossing &c)
{
    const DataNode *list = board.find("regions");
    if (!c.splittable() || !list || !list->isSequence() || c.region < 0 ||
        static_cast<std::size_t>(c.region) >= list->items.size() ||
        p.regions.size() != list->items.size())
        return std::nullopt;
    const std::size_t r = static_cast<std::size_t>(c.region);
    const Region &old = p.regions[r];
    const DataNode &oldNode = list->items[r];
    const DataNode *outlineNode = oldNode.find("outline");
    if (!oldNode.isMap() || !outlineNode || !outlineNode->isSequence() ||
        outlineNode->items.size() != old.outline.size())
        return std::nullopt;

    // The two parts: the corners from one end of the route round to the other, both ways.
    const std::size_t n = old.outline.size();
    const std::size_t from = static_cast<std::size_t>(std::min(c.fromCorner, c.toCorner));
    const std::size_t to = static_cast<std::size_t>(std::max(c.fromCorner, c.toCorner));
    std::array<std::vector<std::size_t>, 2> corners;
    for (std::size_t i = from; i <= to; ++i)
        corners[0].push_back(i);
    for (std::size_t i = to; i != from; i = (i + 1) % n)
        corners[1].push_back(i);
    corners[1].push_back(from);
    std::array<Polygon, 2> parts;
    for (int k = 0; k < 2; ++k) {
        for (std::size_t i : corners[static_cast<std::size_t>(k)])
            parts[static_cast<std::size_t>(k)].push_back(old.outline[i]);
    }
    // The larger part stays the region it was.
    if (std::abs(signedArea(parts[1])) > std::abs(signedArea(parts[0]))) {
        std::swap(parts[0], parts[1]);
        std::swap(corners[0], corners[1]);
    }

    std::set<std::string> ids;
    for (const Region &region : p.regions)
        ids.insert(region.id);
    std::string newId;
    for (std::size_t k = p.regions.size() + 1; newId.empty() || ids.count(newId); ++k)
        newId = "R" + std::to_string(k);

    // Neighbours: the regions across a stretch of each part's border. A neighbour without an
    // outline cannot be placed, and stays beside the part that keeps the id.
    std::vector<std::size_t> neighbours;
    for (std::size_t k = 0; k < p.regions.size(); ++k) {
        if (k == r)
            continue;
        const auto &adj = p.regions[k].adjacent;
        const bool listed = std::find(adj.begin(), adj.end(), c.region) != adj.end() ||
                            std::find(old.adjacent.begin(), old.adjacent.end(),
                                      static_cast<int>(k)) != old.adjacent.end();
        if (listed)
            neighbours.push_back(k);
    }
    std::map<std::size_t, std::array<bool, 2>> across;
    for (std::size_t k : neighbours) {
        const Polygon &outline = p.regions[k].outline;
        std::array<bool, 2> sides{shareBorder(parts[0], outline), shareBorder(parts[1], outline)};
        if (outline.size() < 3 || (!sides[0] && !sides[1]))
            sides = {true, false};
        across[k] = sides;
    }

    // The paint scope: what lies on each part's border (the nearest part for anything that
    // lies on neither, as a coarse outline may leave it).
    auto sideOf = [&](Point q) {
        const std::array<double, 2> d{distanceToBoundary(q, parts[0]),
                                      distanceToBoundary(q, parts[1])};
        return std::array<bool, 2>{d[0] < kSame || (d[1] >= kSame && d[0] <= d[1]),
                                   d[1] < kSame || (d[0] >= kSame && d[1] < d[0])};
    };
    std::array<std::vector<std::string>, 2> ringScope;
    std::array<std::vector<std::string>, 2> townScope;
    for (int ring : old.ringScope) {
        const auto sides = sideOf(p.ring[static_cast<std::size_t>(ring)].at);
        for (std::size_t k = 0; k < 2; ++k) {
            if (sides[k])
                ringScope[k].push_back(std::to_string(ring));
        }
    }
    for (int town : old.townScope) {
        const auto sides = sideOf(p.towns[static_cast<std::size_t>(town)].at);
        for (std::size_t k = 0; k < 2; ++k) {
            if (sides[k])
                townScope[k].push_back(p.towns[static_cast<std::size_t>(town)].id);
        }
    }

    // The new region's icon: the one the fewest regions show, not a neighbour's if possible.
    std::vector<int> counts(p.icons.size(), 0);
    for (const Region &region : p.regions) {
        if (region.icon >= 0 && static_cast<std::size_t>(region.icon) < counts.size())
            ++counts[static_cast<std::size_t>(region.icon)];
    }
    std::set<int> besideIcons{old.icon};
    for (const auto &[k, sides] : across) {
        if (sides[1])
            besideIcons.insert(p.regions[k].icon);
    }
    int icon = -1;
    for (const bool avoidNeighbours : {true, false}) {
        for (std::size_t k = 0; k < counts.size(); ++k) {
            if (avoidNeighbours && besideIcons.count(static_cast<int>(k)))
                continue;
            if (icon < 0 || counts[k] < counts[static_cast<std::size_t>(icon)])
                icon = static_cast<int>(k);
        }
        if (icon >= 0)
            break;
    }
    const std::string iconId =
        icon >= 0 ? p.icons[static_cast<std::size_t>(icon)].id
                  : (oldNode.find("icon") ? oldNode.find("icon")->scalar : std::string());

    auto scopeNode = [&](std::size_t k) {
        DataNode scope;
        scope.kind = DataNode::Kind::Map;
        scope.entries.emplace_back("ring", SourcePos{}, listNode(ringScope[k]));
        scope.entries.emplace_back("towns", SourcePos{}, listNode(townScope[k]));
        return scope;
    };
    auto outlineOf = [&](std::size_t k) {
        DataNode outline;
        outline.kind = DataNode::Kind::Sequence;
        for (std::size_t i : corners[k])
            outline.items.push_back(outlineNode->items[i]);
        return outline;
    };

    RegionSplit split;
    split.keptId = old.id;
    split.newId = newId;

    // The part that stays: its own adjacency, scope, label and outline.
    DataNode kept = oldNode;
    {
        std::vector<std::string> adjacent;
        for (int k : old.adjacent) {
            const auto it = across.find(static_cast<std::size_t>(k));
            if (it == across.end() || it->second[0])
                adjacent.push_back(p.regions[static_cast<std::size_t>(k)].id);
        }
        for (const auto &[k, sides] : across) {
            const std::string &id = p.regions[k].id;
            if (sides[0] && std::find(adjacent.begin(), adjacent.end(), id) == adjacent.end())
                adjacent.push_back(id);
        }
        adjacent.push_back(newId);
        setEntry(kept, "adjacent", listNode(adjacent));
        setEntry(kept, "scope", scopeNode(0));
        const Point label = strictlyInside(old.label, parts[0])
                                ? old.label
                                : roundedInside(interiorPoint(parts[0]), parts[0]);
        setEntry(kept, "label", pointNode(label));
        setEntry(kept, "outline", outlineOf(0));
    }

    // The new part: a name to rewrite in every language, its icon, the rest as above.
    DataNode added;
    added.kind = DataNode::Kind::Map;
    {
        added.entries.emplace_back("id", SourcePos{}, DataNode::makeScalar(newId));
        added.entries.emplace_back("icon", SourcePos{}, DataNode::makeScalar(iconId));
        DataNode name;
        name.kind = DataNode::Kind::Map;
        int number = 2;
        if (const DataNode *oldName = oldNode.find("name"); oldName && oldName->isMap()) {
            std::set<std::string> taken;
            for (const DataNode &item : list->items) {
                const DataNode *itemName = item.isMap() ? item.find("name") : nullptr;
                const DataNode *en = itemName ? itemName->find("en") : nullptr;
                if (en && en->isScalar())
                    taken.insert(en->scalar);
            }
            const DataNode *en = oldName->find("en");
            while (en && en->isScalar() && taken.count(en->scalar + " " + std::to_string(number)))
                ++number;
            for (const auto &entry : oldName->entries) {
                if (entry.value.isScalar())
                    name.entries.emplace_back(
                        entry.key, SourcePos{},
                        DataNode::makeString(entry.value.scalar + " " + std::to_string(number)));
            }
        }
        added.entries.emplace_back("name", SourcePos{}, std::move(name));
        std::vector<std::string> adjacent{old.id};
        for (const auto &[k, sides] : across) {
            if (sides[1])
                adjacent.push_back(p.regions[k].id);
        }
        added.entries.emplace_back("adjacent", SourcePos{}, listNode(adjacent));
        added.entries.emplace_back("scope", SourcePos{}, scopeNode(1));
        added.entries.emplace_back("label", SourcePos{},
                                   pointNode(roundedInside(interiorPoint(parts[1]), parts[1])));
        added.entries.emplace_back("outline", SourcePos{}, outlineOf(1));
    }

    split.edits.push_back({DocumentEdit::Kind::Set, itemPath(r), 0, std::move(kept)});
    split.edits.push_back(
        {DocumentEdit::Kind::Insert, "board.regions", list->items.size(), std::move(added)});

    // The neighbours across the new part name it; those only across it no longer name the old.
    for (const auto &[k, sides] : across) {
        if (!sides[1])
            continue;
        const DataNode *adjacentNode = list->items[k].find("adjacent");
        std::vector<std::string> adjacent;
        if (adjacentNode && adjacentNode->isSequence()) {
            for (const DataNode &item : adjacentNode->items) {
                if (item.isScalar() && item.scalar == old.id) {
                    if (sides[0])
                        adjacent.push_back(old.id);
                    adjacent.push_back(newId);
                } else {
                    adjacent.push_back(item.scalar);
                }
            }
        }
        if (std::find(adjacent.begin(), adjacent.end(), newId) == adjacent.end())
            adjacent.push_back(newId);
        split.edits.push_back(
            {DocumentEdit::Kind::Set, itemPath(k) + ".adjacent", 0, listNode(adjacent)});
    }
    return split;
}

std::vector<DocumentFix> regionFixes(const DataNode &game)
{
    const DataNode *board = game.find("board");
    if (!board || !board->isMap())
        return {};
    Params p;
    // The regions name their icons from the artist board (read with the pieces in a full read).
    if (const DataNode *artist = game.find("artist_board")) {
        if (const DataNode *icons = artist->find("icons"); icons && icons->isSequence()) {
            for (const DataNode &item : icons->items) {
                const DataNode *id = item.isMap() ? item.find("id") : nullptr;
                if (id && id->isScalar())
                    p.icons.push_back(Icon{id->scalar, 0, {}});
            }
        }
    }
    DataErrors errors;
    NodeReader root(game, "", errors);
    readBoard(root, p, errors);
    if (!errors.empty())
        return {};
    std::vector<DocumentFix> fixes;
    for (const RouteCrossing &c : routeCrossings(p)) {
        if (!c.splittable())
            continue;
        auto split = splitRegion(*board, p, c);
        if (!split)
            continue;
        DocumentFix fix;
        fix.kind = "split_region";
        fix.path = NodeReader::itemPath("board.routes", static_cast<std::size_t>(c.route));
        fix.args = {{"route", std::to_string(c.route)},
                    {"region", split->keptId},
                    {"new_region", split->newId}};
        fix.edits = std::move(split->edits);
        fixes.push_back(std::move(fix));
    }
    return fixes;
}

} // namespace kotatsu::tokaido_duo
