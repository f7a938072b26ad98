// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/board_graph.h"

#include "data/node_reader.h"
#include "util/text.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>

namespace kotatsu::board {

// ---------------------------------------------------------------------------------------
// Attributes

void Attributes::set(std::string key, std::string value)
{
    for (auto &entry : m_entries) {
        if (entry.first == key) {
            entry.second = std::move(value);
            return;
        }
    }
    m_entries.emplace_back(std::move(key), std::move(value));
}

const std::string *Attributes::find(std::string_view key) const
{
    for (const auto &entry : m_entries) {
        if (entry.first == key)
            return &entry.second;
    }
    return nullptr;
}

const std::string &Attributes::get(std::string_view key) const
{
    static const std::string empty;
    const std::string *value = find(key);
    return value ? *value : empty;
}

Json Attributes::toJson() const
{
    Json json = Json::object();
    for (const auto &[key, value] : m_entries)
        json[key] = value;
    return json;
}

// ---------------------------------------------------------------------------------------
// Adjacency

const Adjacency::Link *Adjacency::find(int a, int b) const
{
    if (a < 0 || a >= size())
        return nullptr;
    for (const Link &link : links(a)) {
        if (link.to == b)
            return &link;
    }
    return nullptr;
}

Adjacency Adjacency::build(std::vector<std::uint8_t> kinds, std::vector<std::pair<int, Link>> links,
                           std::span<const int> rank)
{
    Adjacency adj;
    adj.m_kinds = std::move(kinds);
    const std::size_t n = adj.m_kinds.size();
    auto key = [&](const Link &link) {
        return std::make_pair(rank.empty() ? 0 : rank[link.to], static_cast<int>(link.to));
    };
    std::stable_sort(links.begin(), links.end(), [&](const auto &x, const auto &y) {
        if (x.first != y.first)
            return x.first < y.first;
        return key(x.second) < key(y.second);
    });
    adj.m_offsets.assign(n + 1, 0);
    for (const auto &[from, link] : links)
        ++adj.m_offsets[static_cast<std::size_t>(from) + 1];
    for (std::size_t v = 0; v < n; ++v)
        adj.m_offsets[v + 1] += adj.m_offsets[v];
    adj.m_links.reserve(links.size());
    for (const auto &entry : links)
        adj.m_links.push_back(entry.second);
    return adj;
}

// ---------------------------------------------------------------------------------------
// Paths

std::vector<std::vector<int>> simplePaths(const Adjacency &adj, int from, int length,
                                          const PathFilter &filter)
{
    std::vector<std::vector<int>> out;
    forEachSimplePath(adj, from, length, filter, [&](std::span<const std::uint16_t> path) {
        out.emplace_back(path.begin(), path.end());
    });
    return out;
}

PathTable::PathTable(const Adjacency &adj, int maxLength, const PathFilter &filter)
    : m_maxLength(std::clamp(maxLength, 0, kMaxPathLength))
{
    m_ranges.resize(static_cast<std::size_t>(adj.size() * m_maxLength));
    std::vector<std::uint16_t> ends;
    for (int from = 0; from < adj.size(); ++from) {
        for (int length = 1; length <= m_maxLength; ++length) {
            Range &r = m_ranges[static_cast<std::size_t>(from * m_maxLength + length - 1)];
            r.first = static_cast<std::uint32_t>(m_vertices.size());
            ends.clear();
            forEachSimplePath(adj, from, length, filter, [&](std::span<const std::uint16_t> path) {
                m_vertices.insert(m_vertices.end(), path.begin(), path.end());
                ends.push_back(path.back());
                ++r.count;
            });
            std::sort(ends.begin(), ends.end());
            ends.erase(std::unique(ends.begin(), ends.end()), ends.end());
            r.firstEnd = static_cast<std::uint32_t>(m_ends.size());
            r.endCount = static_cast<std::uint32_t>(ends.size());
            m_ends.insert(m_ends.end(), ends.begin(), ends.end());
        }
    }
}

const PathTable::Range &PathTable::range(int from, int length) const
{
    static const Range none;
    if (length < 1 || length > m_maxLength || from < 0 ||
        static_cast<std::size_t>(from * m_maxLength) >= m_ranges.size())
        return none;
    return m_ranges[static_cast<std::size_t>(from * m_maxLength + length - 1)];
}

std::size_t PathTable::count(int from, int length) const
{
    return range(from, length).count;
}

std::span<const std::uint16_t> PathTable::path(int from, int length, std::size_t i) const
{
    const Range &r = range(from, length);
    if (i >= r.count)
        return {};
    const std::size_t stride = static_cast<std::size_t>(length) + 1;
    return {m_vertices.data() + r.first + i * stride, stride};
}

std::span<const std::uint16_t> PathTable::ends(int from, int length) const
{
    const Range &r = range(from, length);
    return {m_ends.data() + r.firstEnd, r.endCount};
}

// ---------------------------------------------------------------------------------------
// BoardGraph

BoardGraph::BoardGraph(std::vector<std::string> nodeKinds, std::vector<std::string> edgeKinds,
                       std::vector<std::string> regionKinds)
    : m_nodeKinds(std::move(nodeKinds)), m_edgeKinds(std::move(edgeKinds)),
      m_regionKinds(std::move(regionKinds))
{}

int BoardGraph::addNode(Node node)
{
    m_nodes.push_back(std::move(node));
    return nodeCount() - 1;
}

int BoardGraph::addEdge(Edge edge)
{
    m_edges.push_back(std::move(edge));
    return edgeCount() - 1;
}

int BoardGraph::addRegion(Region region)
{
    m_regions.push_back(std::move(region));
    return regionCount() - 1;
}

void BoardGraph::finish(std::span<const int> rank)
{
    std::vector<std::uint8_t> kinds;
    kinds.reserve(m_nodes.size());
    for (const Node &n : m_nodes)
        kinds.push_back(static_cast<std::uint8_t>(n.kind));
    std::vector<std::pair<int, Adjacency::Link>> links;
    links.reserve(2 * m_edges.size());
    for (std::size_t e = 0; e < m_edges.size(); ++e) {
        const Edge &edge = m_edges[e];
        Adjacency::Link link;
        link.edge = static_cast<std::uint16_t>(e);
        link.kind = static_cast<std::uint8_t>(edge.kind);
        link.tag = static_cast<std::int16_t>(edge.tag);
        link.to = static_cast<std::uint16_t>(edge.b);
        links.emplace_back(edge.a, link);
        link.to = static_cast<std::uint16_t>(edge.a);
        links.emplace_back(edge.b, link);
    }
    m_adjacency = Adjacency::build(std::move(kinds), std::move(links), rank);

    std::vector<std::uint8_t> regionKinds;
    std::vector<std::pair<int, Adjacency::Link>> regionLinks;
    std::vector<std::vector<std::uint16_t>> of(m_nodes.size());
    for (std::size_t r = 0; r < m_regions.size(); ++r) {
        const Region &region = m_regions[r];
        regionKinds.push_back(static_cast<std::uint8_t>(region.kind));
        for (int other : region.adjacent) {
            Adjacency::Link link;
            link.to = static_cast<std::uint16_t>(other);
            regionLinks.emplace_back(static_cast<int>(r), link);
        }
        for (int n : region.nodes)
            of[static_cast<std::size_t>(n)].push_back(static_cast<std::uint16_t>(r));
    }
    m_regionAdjacency = Adjacency::build(std::move(regionKinds), std::move(regionLinks));
    m_regionsOfOffsets.assign(1, 0);
    m_regionsOf.clear();
    for (auto &list : of) {
        std::sort(list.begin(), list.end());
        list.erase(std::unique(list.begin(), list.end()), list.end());
        m_regionsOf.insert(m_regionsOf.end(), list.begin(), list.end());
        m_regionsOfOffsets.push_back(static_cast<std::uint32_t>(m_regionsOf.size()));
    }
}

namespace {
int indexOf(const std::vector<std::string> &names, std::string_view name)
{
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (names[i] == name)
            return static_cast<int>(i);
    }
    return -1;
}
} // namespace

int BoardGraph::nodeKind(std::string_view name) const
{
    return indexOf(m_nodeKinds, name);
}

int BoardGraph::edgeKind(std::string_view name) const
{
    return indexOf(m_edgeKinds, name);
}

int BoardGraph::regionKind(std::string_view name) const
{
    return indexOf(m_regionKinds, name);
}

int BoardGraph::findNode(std::string_view id) const
{
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        if (m_nodes[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

int BoardGraph::findRegion(std::string_view id) const
{
    for (std::size_t i = 0; i < m_regions.size(); ++i) {
        if (m_regions[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

int BoardGraph::edgeBetween(int a, int b) const
{
    const Adjacency::Link *link = m_adjacency.find(a, b);
    return link ? link->edge : -1;
}

std::span<const std::uint16_t> BoardGraph::regionsOf(int node) const
{
    const auto i = static_cast<std::size_t>(node);
    if (i + 1 >= m_regionsOfOffsets.size())
        return {};
    return {m_regionsOf.data() + m_regionsOfOffsets[i],
            m_regionsOf.data() + m_regionsOfOffsets[i + 1]};
}

std::vector<std::vector<int>> BoardGraph::simplePaths(int from, int length,
                                                      const PathFilter &filter) const
{
    return board::simplePaths(m_adjacency, from, length, filter);
}

PathFilter BoardGraph::filter(std::initializer_list<std::string_view> edgeKinds,
                              std::initializer_list<std::string_view> passKinds,
                              std::initializer_list<std::string_view> endKinds) const
{
    auto mask = [](const std::vector<std::string> &names,
                   std::initializer_list<std::string_view> wanted) {
        if (wanted.size() == 0)
            return ~0u;
        std::uint32_t m = 0;
        for (std::string_view name : wanted) {
            if (const int k = indexOf(names, name); k >= 0)
                m |= PathFilter::bit(k);
        }
        return m;
    };
    PathFilter f;
    f.edgeKinds = mask(m_edgeKinds, edgeKinds);
    f.passKinds = mask(m_nodeKinds, passKinds);
    f.endKinds = mask(m_nodeKinds, endKinds);
    return f;
}

namespace {

// Whole numbers as integers ("2", not "2.0"): most boards sit on a grid.
Json num(double v)
{
    if (std::floor(v) == v && std::abs(v) < 1e9)
        return Json(static_cast<long long>(v));
    return Json(v);
}

Json pair(double x, double y)
{
    return Json(Json::Array{num(x), num(y)});
}

Json names(const std::vector<std::string> &list)
{
    Json json = Json::array();
    for (const std::string &s : list)
        json.push(s);
    return json;
}

// The boundary of a set of unit cells: every cell side with no cell of the set beyond it.
Json outline(const std::vector<GridCell> &cells)
{
    std::set<std::pair<int, int>> in;
    for (const GridCell &c : cells)
        in.insert({c.x, c.y});
    Json out = Json::array();
    auto side = [&](int x0, int y0, int x1, int y1) {
        out.push(Json(Json::Array{Json(x0), Json(y0), Json(x1), Json(y1)}));
    };
    for (const auto &[x, y] : in) {
        if (!in.count({x, y - 1}))
            side(x, y, x + 1, y);
        if (!in.count({x + 1, y}))
            side(x + 1, y, x + 1, y + 1);
        if (!in.count({x, y + 1}))
            side(x, y + 1, x + 1, y + 1);
        if (!in.count({x - 1, y}))
            side(x, y, x, y + 1);
    }
    return out;
}

} // namespace

Json BoardGraph::toJson() const
{
    Json json = Json::object();
    json["node_kinds"] = names(m_nodeKinds);
    json["edge_kinds"] = names(m_edgeKinds);
    json["region_kinds"] = names(m_regionKinds);

    double x0 = std::numeric_limits<double>::infinity();
    double y0 = x0;
    double x1 = -x0;
    double y1 = -x0;
    auto extend = [&](double x, double y) {
        x0 = std::min(x0, x);
        y0 = std::min(y0, y);
        x1 = std::max(x1, x);
        y1 = std::max(y1, y);
    };
    Json nodes = Json::array();
    for (const Node &n : m_nodes) {
        Json entry = Json::object();
        entry["id"] = n.id;
        entry["kind"] = m_nodeKinds[static_cast<std::size_t>(n.kind)];
        entry["owner"] = n.owner >= 0 ? Json(n.owner) : Json();
        entry["position"] = pair(n.position.x, n.position.y);
        extend(n.position.x, n.position.y);
        if (!n.name.empty())
            entry["name"] = n.name.toJson();
        if (!n.cells.empty()) {
            Json cells = Json::array();
            for (const GridCell &c : n.cells) {
                cells.push(Json(Json::Array{Json(c.x), Json(c.y)}));
                extend(c.x, c.y);
                extend(c.x + 1, c.y + 1);
            }
            entry["cells"] = std::move(cells);
        }
        if (!n.attributes.empty())
            entry["attributes"] = n.attributes.toJson();
        nodes.push(std::move(entry));
    }
    if (m_nodes.empty())
        x0 = y0 = x1 = y1 = 0;
    json["bounds"] = Json(Json::Array{num(x0), num(y0), num(x1), num(y1)});
    json["nodes"] = std::move(nodes);

    Json edges = Json::array();
    for (const Edge &e : m_edges) {
        Json entry = Json::object();
        entry["a"] = node(e.a).id;
        entry["b"] = node(e.b).id;
        entry["kind"] = m_edgeKinds[static_cast<std::size_t>(e.kind)];
        if (e.segment) {
            const auto &s = *e.segment;
            entry["segment"] =
                Json(Json::Array{num(s[0].x), num(s[0].y), num(s[1].x), num(s[1].y)});
        }
        if (!e.attributes.empty())
            entry["attributes"] = e.attributes.toJson();
        edges.push(std::move(entry));
    }
    json["edges"] = std::move(edges);

    Json regions = Json::array();
    for (const Region &r : m_regions) {
        Json entry = Json::object();
        entry["id"] = r.id;
        entry["kind"] = m_regionKinds[static_cast<std::size_t>(r.kind)];
        if (!r.name.empty())
            entry["name"] = r.name.toJson();
        Json members = Json::array();
        std::vector<GridCell> cells;
        bool allCells = !r.nodes.empty();
        for (int n : r.nodes) {
            members.push(node(n).id);
            const auto &nc = node(n).cells;
            allCells = allCells && !nc.empty();
            cells.insert(cells.end(), nc.begin(), nc.end());
        }
        entry["nodes"] = std::move(members);
        Json adjacent = Json::array();
        for (int o : r.adjacent)
            adjacent.push(region(o).id);
        entry["adjacent"] = std::move(adjacent);
        if (allCells)
            entry["outline"] = outline(cells);
        if (!r.attributes.empty())
            entry["attributes"] = r.attributes.toJson();
        regions.push(std::move(entry));
    }
    json["regions"] = std::move(regions);
    return json;
}

// ---------------------------------------------------------------------------------------
// Reading

namespace {

// The closest name within two edits (of those, the one sharing the longest start: M3
// suggests M1 before C3), else "".
template <typename Names>
std::string closest(std::string_view wrong, const Names &names)
{
    std::string best;
    std::size_t bestDistance = 3;
    std::size_t bestPrefix = 0;
    for (const auto &name : names) {
        const std::string_view n(name);
        const std::size_t d = editDistance(wrong, n);
        std::size_t prefix = 0;
        while (prefix < n.size() && prefix < wrong.size() && n[prefix] == wrong[prefix])
            ++prefix;
        if (d <= 2 && (d < bestDistance || (d == bestDistance && prefix > bestPrefix))) {
            bestDistance = d;
            bestPrefix = prefix;
            best = name;
        }
    }
    return best;
}

// "unknown node 'M5'", with " (did you mean 'M1'?)" when a name is close.
template <typename Names>
DataMessage unknownName(const char *plain, const char *withHint, const std::string &wrong,
                        const Names &names)
{
    const std::string best = closest(wrong, names);
    return best.empty() ? DataMessage(plain, wrong) : DataMessage(withHint, wrong, best);
}

std::string joined(const std::vector<std::string> &names)
{
    std::string out;
    for (const std::string &n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

class GraphReader
{
public:
    GraphReader(NodeReader &reader, const GraphSchema &schema)
        : m_reader(reader), m_schema(schema), m_errors(reader.errors()),
          m_graph(schema.nodeKinds, schema.edgeKinds, schema.regionKinds)
    {}

    std::optional<BoardGraph> read();

private:
    void error(const SourcePos &pos, const std::string &path, DataMessage message)
    {
        m_errors.push_back({pos, path, std::move(message)});
    }
    int readKind(NodeReader &item, const std::vector<std::string> &kinds, const char *what);
    std::optional<double> number(const DataNode &node, const std::string &path);
    Attributes readAttributes(NodeReader &item);
    int resolveNode(const DataNode &node, const std::string &path);
    void readNodes();
    void readEdges();
    void addEdge(const DataNode &aNode, const std::string &aPath, const DataNode &bNode,
                 const std::string &bPath, int kind, const Attributes &attributes,
                 std::optional<std::array<Point, 2>> segment);
    void readRegions();

    NodeReader &m_reader;
    const GraphSchema &m_schema;
    DataErrors &m_errors;
    BoardGraph m_graph;
    std::map<std::string, std::pair<int, SourcePos>, std::less<>> m_nodeIds;
    std::map<std::pair<int, int>, std::string> m_edgePaths;
};

int GraphReader::readKind(NodeReader &item, const std::vector<std::string> &kinds, const char *what)
{
    const DataNode *at = item.optional("kind");
    if (!at) {
        if (kinds.size() == 1)
            return 0;
        item.error(
            item.node(), "kind",
            {QT_TRANSLATE_NOOP("DataError", "missing required key (one of %1)"), joined(kinds)});
        return -1;
    }
    auto name = NodeReader::toString(*at, item.keyPath("kind"), m_errors, 64);
    if (!name)
        return -1;
    const int k = indexOf(kinds, *name);
    if (k < 0) {
        const std::string best = closest(*name, kinds);
        item.error(*at, "kind",
                   best.empty()
                       ? DataMessage(QT_TRANSLATE_NOOP(
                                         "DataError", "unknown %1 kind '%2' (the %1 kinds are %3)"),
                                     DataMessage(what), *name, joined(kinds))
                       : DataMessage(QT_TRANSLATE_NOOP("DataError",
                                                       "unknown %1 kind '%2' (did you mean '%3'?)"),
                                     DataMessage(what), *name, best));
    }
    return k;
}

std::optional<double> GraphReader::number(const DataNode &node, const std::string &path)
{
    if (node.isScalar() && !node.quoted && !node.scalar.empty()) {
        char *end = nullptr;
        const double value = std::strtod(node.scalar.c_str(), &end);
        if (end && *end == '\0' && std::isfinite(value) && std::abs(value) <= 1e6)
            return value;
    }
    error(node.pos, path, QT_TRANSLATE_NOOP("DataError", "expected a number"));
    return std::nullopt;
}

Attributes GraphReader::readAttributes(NodeReader &item)
{
    Attributes out;
    const DataNode *node = item.optional("attributes");
    if (!node)
        return out;
    const std::string path = item.keyPath("attributes");
    if (!node->isMap() || node->entries.size() > 16) {
        error(node->pos, path,
              QT_TRANSLATE_NOOP("DataError", "expected a map of up to 16 key: value pairs"));
        return out;
    }
    for (const auto &entry : node->entries) {
        if (auto value = NodeReader::toString(entry.value, path + "." + entry.key, m_errors, 200))
            out.set(entry.key, *value);
    }
    return out;
}

void GraphReader::readNodes()
{
    const DataNode *nodes = m_reader.sequence("nodes", 1, kMaxNodes);
    if (!nodes)
        return;
    const std::string listPath = m_reader.keyPath("nodes");
    for (std::size_t i = 0; i < nodes->items.size(); ++i) {
        const std::string path = NodeReader::itemPath(listPath, i);
        const DataNode &itemNode = nodes->items[i];
        NodeReader item(itemNode, path, m_errors);
        if (!item.isMap())
            continue;
        Node node;
        node.id = item.string("id", 64);
        if (const DataNode *id = itemNode.find("id"); id && !node.id.empty()) {
            if (node.id.find_first_of(" \t,[]{}") != std::string::npos)
                item.error(
                    *id, "id",
                    QT_TRANSLATE_NOOP("DataError", "a node id has no spaces, commas or brackets"));
            else if (auto [it, fresh] = m_nodeIds.try_emplace(
                         node.id, static_cast<int>(m_graph.nodeCount()), id->pos);
                     !fresh)
                item.error(
                    *id, "id",
                    {QT_TRANSLATE_NOOP("DataError", "node '%1' appears twice (first at line %2)"),
                     node.id, it->second.second.line});
        }
        node.kind = std::max(
            0,
            readKind(item, m_schema.nodeKinds,
                     //: A data error's word for a node of a board graph, in "unknown %1 kind '%2'"
                     QT_TRANSLATE_NOOP("DataError", "node")));
        if (const DataNode *owner = item.optional("owner")) {
            if (auto name = NodeReader::toString(*owner, item.keyPath("owner"), m_errors, 64)) {
                node.owner = indexOf(m_schema.owners, *name);
                if (node.owner < 0)
                    item.error(
                        *owner, "owner",
                        m_schema.owners.empty()
                            ? DataMessage(QT_TRANSLATE_NOOP("DataError",
                                                            "nodes of this game have no owner"))
                        : closest(*name, m_schema.owners).empty()
                            ? DataMessage(QT_TRANSLATE_NOOP("DataError",
                                                            "unknown owner '%1' (owners are %2)"),
                                          *name, joined(m_schema.owners))
                            : DataMessage(
                                  QT_TRANSLATE_NOOP("DataError", "unknown owner '%1' (did you mean "
                                                                 "'%2'?) (owners are %3)"),
                                  *name, closest(*name, m_schema.owners), joined(m_schema.owners)));
            }
        }
        if (const DataNode *name = item.optional("name"))
            node.name = NodeReader::toText(*name, item.keyPath("name"), m_errors);
        if (const DataNode *cells = item.optional("cells")) {
            const std::string cellsPath = item.keyPath("cells");
            if (!cells->isSequence() || cells->items.empty() || cells->items.size() > 256)
                item.error(
                    *cells, "cells",
                    QT_TRANSLATE_NOOP("DataError", "expected a list of 1 to 256 cells [x, y]"));
            else
                for (std::size_t c = 0; c < cells->items.size(); ++c) {
                    const DataNode &cell = cells->items[c];
                    const std::string cellPath = NodeReader::itemPath(cellsPath, c);
                    if (!cell.isSequence() || cell.items.size() != 2) {
                        error(cell.pos, cellPath,
                              QT_TRANSLATE_NOOP("DataError", "expected a cell [x, y]"));
                        continue;
                    }
                    auto x =
                        NodeReader::toInteger(cell.items[0], cellPath, m_errors, -10000, 10000);
                    auto y =
                        NodeReader::toInteger(cell.items[1], cellPath, m_errors, -10000, 10000);
                    if (x && y)
                        node.cells.push_back({static_cast<int>(*x), static_cast<int>(*y)});
                }
        }
        if (const DataNode *at = item.optional("at")) {
            if (!at->isSequence() || at->items.size() != 2) {
                item.error(*at, "at", QT_TRANSLATE_NOOP("DataError", "expected a position [x, y]"));
            } else {
                auto x = number(at->items[0], item.keyPath("at"));
                auto y = number(at->items[1], item.keyPath("at"));
                node.position = {x.value_or(0), y.value_or(0)};
            }
        } else if (!node.cells.empty()) {
            for (const GridCell &c : node.cells) {
                node.position.x += c.x + 0.5;
                node.position.y += c.y + 0.5;
            }
            node.position.x /= static_cast<double>(node.cells.size());
            node.position.y /= static_cast<double>(node.cells.size());
        } else if (m_schema.positionsRequired) {
            error(itemNode.pos, item.keyPath("at"),
                  QT_TRANSLATE_NOOP("DataError",
                                    "missing required key (a position [x, y], or cells)"));
        }
        node.attributes = readAttributes(item);
        item.finish();
        m_graph.addNode(std::move(node));
    }
}

int GraphReader::resolveNode(const DataNode &node, const std::string &path)
{
    auto id = NodeReader::toString(node, path, m_errors, 64);
    if (!id)
        return -1;
    if (auto it = m_nodeIds.find(*id); it != m_nodeIds.end())
        return it->second.first;
    std::vector<std::string_view> known;
    for (const auto &entry : m_nodeIds)
        known.push_back(entry.first);
    error(node.pos, path,
          unknownName(QT_TRANSLATE_NOOP("DataError", "unknown node '%1'"),
                      QT_TRANSLATE_NOOP("DataError", "unknown node '%1' (did you mean '%2'?)"), *id,
                      known));
    return -1;
}

void GraphReader::addEdge(const DataNode &aNode, const std::string &aPath, const DataNode &bNode,
                          const std::string &bPath, int kind, const Attributes &attributes,
                          std::optional<std::array<Point, 2>> segment)
{
    const int a = resolveNode(aNode, aPath);
    const int b = resolveNode(bNode, bPath);
    if (a < 0 || b < 0 || kind < 0)
        return;
    if (a == b) {
        error(bNode.pos, bPath,
              {QT_TRANSLATE_NOOP("DataError", "an edge from '%1' to itself"), aNode.scalar});
        return;
    }
    const auto [it, fresh] = m_edgePaths.try_emplace(std::minmax(a, b), aPath);
    if (!fresh) {
        error(bNode.pos, bPath,
              {QT_TRANSLATE_NOOP("DataError", "'%1' and '%2' are already joined (%3)"),
               aNode.scalar, bNode.scalar, it->second.substr(0, it->second.rfind('.'))});
        return;
    }
    Edge edge;
    edge.a = a;
    edge.b = b;
    edge.kind = kind;
    edge.attributes = attributes;
    edge.segment = segment;
    m_graph.addEdge(std::move(edge));
}

void GraphReader::readEdges()
{
    const DataNode *edges = m_reader.sequence("edges", 0, kMaxEdges);
    if (!edges)
        return;
    const std::string listPath = m_reader.keyPath("edges");
    for (std::size_t i = 0; i < edges->items.size(); ++i) {
        const std::string path = NodeReader::itemPath(listPath, i);
        const DataNode &itemNode = edges->items[i];
        NodeReader item(itemNode, path, m_errors);
        if (!item.isMap())
            continue;
        const int kind = readKind(
            item, m_schema.edgeKinds,
            //: A data error's word for an edge of a board graph (a route), in "unknown %1 kind"
            QT_TRANSLATE_NOOP("DataError", "edge"));
        const Attributes attributes = readAttributes(item);
        std::optional<std::array<Point, 2>> segment;
        if (const DataNode *s = item.optional("segment")) {
            if (!s->isSequence() || s->items.size() != 4) {
                item.error(*s, "segment",
                           QT_TRANSLATE_NOOP("DataError", "expected [x0, y0, x1, y1]"));
            } else {
                std::array<double, 4> v{};
                for (std::size_t k = 0; k < 4; ++k)
                    v[k] = number(s->items[k], item.keyPath("segment")).value_or(0);
                segment = std::array<Point, 2>{Point{v[0], v[1]}, Point{v[2], v[3]}};
            }
        }
        if (itemNode.find("chain")) {
            // {chain: [s0, s1, ..., s0], kind: ring}: an edge between each pair in turn.
            const DataNode *chain = item.sequence("chain", 2, kMaxNodes + 1);
            item.finish();
            if (!chain)
                continue;
            if (segment)
                item.error(*itemNode.find("segment"), "segment",
                           QT_TRANSLATE_NOOP("DataError", "a chain has no segment"));
            const std::string chainPath = item.keyPath("chain");
            for (std::size_t k = 0; k + 1 < chain->items.size(); ++k)
                addEdge(chain->items[k], NodeReader::itemPath(chainPath, k), chain->items[k + 1],
                        NodeReader::itemPath(chainPath, k + 1), kind, attributes, std::nullopt);
            continue;
        }
        const DataNode *a = item.optional("a");
        const DataNode *b = item.optional("b");
        item.finish();
        if (!a || !b) {
            error(itemNode.pos, item.keyPath(a ? "b" : "a"),
                  QT_TRANSLATE_NOOP(
                      "DataError",
                      "missing required key (an edge is {a: node, b: node} or {chain: [nodes]})"));
            continue;
        }
        addEdge(*a, item.keyPath("a"), *b, item.keyPath("b"), kind, attributes, segment);
    }
}

void GraphReader::readRegions()
{
    const DataNode *regions = m_reader.optional("regions");
    if (!regions)
        return;
    const std::string listPath = m_reader.keyPath("regions");
    if (!regions->isSequence() || regions->items.size() > kMaxRegions) {
        error(regions->pos, listPath,
              QT_TRANSLATE_NOOP("DataError", "expected a list of up to 1024 regions"));
        return;
    }
    struct Pending
    {
        const DataNode *adjacent = nullptr;
        std::string path;
    };
    std::vector<Pending> pending;
    std::vector<Region> read;
    std::map<std::string, std::pair<int, SourcePos>, std::less<>> ids;
    for (std::size_t i = 0; i < regions->items.size(); ++i) {
        const std::string path = NodeReader::itemPath(listPath, i);
        const DataNode &itemNode = regions->items[i];
        NodeReader item(itemNode, path, m_errors);
        if (!item.isMap())
            continue;
        Region region;
        region.id = item.string("id", 64);
        if (const DataNode *id = itemNode.find("id"); id && !region.id.empty()) {
            if (auto [it, fresh] =
                    ids.try_emplace(region.id, static_cast<int>(read.size()), id->pos);
                !fresh)
                item.error(
                    *id, "id",
                    {QT_TRANSLATE_NOOP("DataError", "region '%1' appears twice (first at line %2)"),
                     region.id, it->second.second.line});
        }
        region.kind = std::max(
            0, readKind(item, m_schema.regionKinds,
                        //: A data error's word for a region of a board, in "unknown %1 kind '%2'"
                        QT_TRANSLATE_NOOP("DataError", "region")));
        if (const DataNode *name = item.optional("name"))
            region.name = NodeReader::toText(*name, item.keyPath("name"), m_errors);
        if (const DataNode *nodes = item.sequence("nodes", 1, kMaxNodes)) {
            for (std::size_t k = 0; k < nodes->items.size(); ++k) {
                const std::string nodePath = NodeReader::itemPath(item.keyPath("nodes"), k);
                const int n = resolveNode(nodes->items[k], nodePath);
                if (n < 0)
                    continue;
                if (std::find(region.nodes.begin(), region.nodes.end(), n) != region.nodes.end())
                    error(nodes->items[k].pos, nodePath,
                          {QT_TRANSLATE_NOOP("DataError", "'%1' is listed twice"),
                           nodes->items[k].scalar});
                else
                    region.nodes.push_back(n);
            }
        }
        pending.push_back({item.optional("adjacent"), item.keyPath("adjacent")});
        region.attributes = readAttributes(item);
        item.finish();
        read.push_back(std::move(region));
    }
    // Declared adjacency: every name known, no repeats, and symmetric.
    std::vector<std::vector<int>> adjacent(pending.size());
    std::vector<std::vector<const DataNode *>> at(pending.size());
    for (std::size_t r = 0; r < pending.size(); ++r) {
        const DataNode *list = pending[r].adjacent;
        if (!list)
            continue;
        if (!list->isSequence()) {
            error(list->pos, pending[r].path,
                  QT_TRANSLATE_NOOP("DataError", "expected a list of region ids"));
            continue;
        }
        for (std::size_t k = 0; k < list->items.size(); ++k) {
            const std::string path = NodeReader::itemPath(pending[r].path, k);
            auto id = NodeReader::toString(list->items[k], path, m_errors, 64);
            if (!id)
                continue;
            auto it = ids.find(*id);
            if (it == ids.end()) {
                std::vector<std::string_view> known;
                for (const auto &entry : ids)
                    known.push_back(entry.first);
                error(list->items[k].pos, path,
                      unknownName(QT_TRANSLATE_NOOP("DataError", "unknown region '%1'"),
                                  QT_TRANSLATE_NOOP("DataError",
                                                    "unknown region '%1' (did you mean '%2'?)"),
                                  *id, known));
                continue;
            }
            const int o = it->second.first;
            if (o == static_cast<int>(r)) {
                error(list->items[k].pos, path,
                      QT_TRANSLATE_NOOP("DataError", "a region is not adjacent to itself"));
                continue;
            }
            if (std::find(adjacent[r].begin(), adjacent[r].end(), o) != adjacent[r].end()) {
                error(list->items[k].pos, path,
                      {QT_TRANSLATE_NOOP("DataError", "'%1' is listed twice"), *id});
                continue;
            }
            adjacent[r].push_back(o);
            at[r].push_back(&list->items[k]);
        }
    }
    const auto &all = read;
    for (std::size_t r = 0; r < adjacent.size(); ++r) {
        for (std::size_t k = 0; k < adjacent[r].size(); ++k) {
            const auto o = static_cast<std::size_t>(adjacent[r][k]);
            if (std::find(adjacent[o].begin(), adjacent[o].end(), static_cast<int>(r)) ==
                adjacent[o].end())
                error(at[r][k]->pos, NodeReader::itemPath(pending[r].path, k),
                      {QT_TRANSLATE_NOOP(
                           "DataError", "'%1' lists '%2' as adjacent, but '%2' does not list '%1'"),
                       all[r].id, all[o].id});
        }
    }
    for (std::size_t r = 0; r < read.size(); ++r) {
        read[r].adjacent = adjacent[r];
        m_graph.addRegion(std::move(read[r]));
    }
}

std::optional<BoardGraph> GraphReader::read()
{
    const std::size_t before = m_errors.size();
    if (!m_reader.isMap())
        return std::nullopt;
    if (m_schema.nodeKinds.empty() || m_schema.edgeKinds.empty() || m_schema.regionKinds.empty() ||
        m_schema.nodeKinds.size() > kMaxKinds || m_schema.edgeKinds.size() > kMaxKinds ||
        m_schema.regionKinds.size() > kMaxKinds) {
        error(m_reader.node().pos, m_reader.path(),
              QT_TRANSLATE_NOOP("DataError", "the game's graph schema is incomplete"));
        return std::nullopt;
    }
    readNodes();
    readEdges();
    readRegions();
    if (m_errors.size() > before)
        return std::nullopt;
    m_graph.finish();
    return std::move(m_graph);
}

} // namespace

std::optional<BoardGraph> readBoardGraph(NodeReader &reader, const GraphSchema &schema)
{
    return GraphReader(reader, schema).read();
}

} // namespace kotatsu::board
