// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_error.h"
#include "data/localized_text.h"
#include "util/json.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kotatsu {
class NodeReader;
}

namespace kotatsu::board {

// Bounds that keep indices in 16 bits and kinds in a 32-bit mask.
inline constexpr int kMaxNodes = 4096;
inline constexpr int kMaxEdges = 8192;
inline constexpr int kMaxRegions = 1024;
inline constexpr int kMaxKinds = 32;
inline constexpr int kMaxPathLength = 64;
inline constexpr std::uint16_t kNoEdge = 0xffff;

struct Point
{
    double x = 0;
    double y = 0;
    bool operator==(const Point &) const = default;
};

// A unit square of a grid board: it covers x..x+1, y..y+1 in the graph's coordinates.
struct GridCell
{
    int x = 0;
    int y = 0;
    bool operator==(const GridCell &) const = default;
};

// A few key → text pairs in the order given (colours, printed numbers, icons).
class Attributes
{
public:
    void set(std::string key, std::string value);
    const std::string *find(std::string_view key) const;
    const std::string &get(std::string_view key) const; // empty when absent
    bool empty() const { return m_entries.empty(); }
    const std::vector<std::pair<std::string, std::string>> &entries() const { return m_entries; }
    Json toJson() const;

private:
    std::vector<std::pair<std::string, std::string>> m_entries;
};

// A place on the board: a space, a town, a field.
struct Node
{
    std::string id;
    int kind = 0;   // index into BoardGraph::nodeKinds()
    int owner = -1; // a seat or side index, -1 for none
    Point position; // where a marker or a piece stands
    LocalizedText name;
    std::vector<GridCell> cells; // its shape on a grid board; empty for a point
    Attributes attributes;
};

// An undirected connection between two nodes: a route, a ring step, a coloured line.
struct Edge
{
    int a = 0; // node indices
    int b = 0;
    int kind = 0; // index into BoardGraph::edgeKinds()
    // Where to draw it when not from position to position (the garden: a shared cell edge).
    std::optional<std::array<Point, 2>> segment;
    // A small number of the game's own, copied into the adjacency for hot loops (the
    // garden: the line's colour index). Must fit in 16 bits.
    int tag = 0;
    Attributes attributes;
};

// A named set of nodes (an area of the map, a card), with its own declared adjacency.
struct Region
{
    std::string id;
    int kind = 0; // index into BoardGraph::regionKinds()
    LocalizedText name;
    std::vector<int> nodes;    // node indices
    std::vector<int> adjacent; // region indices (symmetric)
    Attributes attributes;
};

// Index-based adjacency in one contiguous array (compressed rows): the links of vertex v are
// links(v), in the order the graph was finished with. Engines call this in hot loops.
class Adjacency
{
public:
    struct Link
    {
        std::uint16_t to = 0;
        std::uint16_t edge = kNoEdge; // edge index (kNoEdge in a region adjacency)
        std::uint8_t kind = 0;        // edge kind
        std::int16_t tag = 0;         // Edge::tag
    };

    int size() const { return static_cast<int>(m_kinds.size()); }
    std::span<const Link> links(int v) const
    {
        const auto i = static_cast<std::size_t>(v);
        return {m_links.data() + m_offsets[i], m_links.data() + m_offsets[i + 1]};
    }
    int degree(int v) const { return static_cast<int>(links(v).size()); }
    // The kind of a vertex (node kind, or region kind in a region adjacency).
    int kindOf(int v) const { return m_kinds[static_cast<std::size_t>(v)]; }
    // The link from a to b, or nullptr.
    const Link *find(int a, int b) const;
    bool adjacent(int a, int b) const { return find(a, b) != nullptr; }

    // `links` are (from, link) pairs, both directions given; rank[v] orders each vertex's
    // links by their target (ties by target index); empty rank: by target index.
    static Adjacency build(std::vector<std::uint8_t> kinds, std::vector<std::pair<int, Link>> links,
                           std::span<const int> rank = {});

private:
    std::vector<std::uint8_t> m_kinds;
    std::vector<std::uint32_t> m_offsets{0};
    std::vector<Link> m_links;
};

// Which simple paths count: bit k of each mask allows kind k. The start is always allowed;
// the vertices in between must be passable, the last one a possible end.
struct PathFilter
{
    std::uint32_t edgeKinds = ~0u;
    std::uint32_t passKinds = ~0u;
    std::uint32_t endKinds = ~0u;
    static constexpr std::uint32_t bit(int kind) { return 1u << static_cast<unsigned>(kind); }
    bool operator==(const PathFilter &) const = default;
};

// Calls visit(std::span<const std::uint16_t> path) for every simple path (no vertex twice) of
// exactly `length` links from `from`: path holds length + 1 vertices, from first. Paths come
// in link order, depth first. length 0 gives the path {from}.
template <typename Visit>
void forEachSimplePath(const Adjacency &adj, int from, int length, const PathFilter &filter,
                       Visit &&visit);

// The same, collected (node indices).
std::vector<std::vector<int>> simplePaths(const Adjacency &adj, int from, int length,
                                          const PathFilter &filter = {});

// Every simple path of 1..maxLength links from every vertex, worked out once (for hot paths:
// a rules engine looks its moves up instead of searching).
class PathTable
{
public:
    PathTable() = default;
    PathTable(const Adjacency &adj, int maxLength, const PathFilter &filter = {});

    int maxLength() const { return m_maxLength; }
    std::size_t count(int from, int length) const;
    // Path i of exactly `length` links from `from`: length + 1 vertices.
    std::span<const std::uint16_t> path(int from, int length, std::size_t i) const;
    // The distinct last vertices of those paths, ascending.
    std::span<const std::uint16_t> ends(int from, int length) const;

private:
    struct Range
    {
        std::uint32_t first = 0; // into m_vertices
        std::uint32_t count = 0; // paths
        std::uint32_t firstEnd = 0;
        std::uint32_t endCount = 0;
    };
    const Range &range(int from, int length) const;

    int m_maxLength = 0;
    std::vector<Range> m_ranges; // [from * maxLength + length - 1]
    std::vector<std::uint16_t> m_vertices;
    std::vector<std::uint16_t> m_ends;
};

// A board as a graph: nodes, edges and regions, with index-based adjacency for both nodes and
// regions. Built by readBoardGraph() from data, or by a game with add*() and finish().
class BoardGraph
{
public:
    BoardGraph() = default;
    BoardGraph(std::vector<std::string> nodeKinds, std::vector<std::string> edgeKinds,
               std::vector<std::string> regionKinds = {"region"});

    // Building. Indices must be valid (readBoardGraph checks data before it gets here).
    int addNode(Node node);
    int addEdge(Edge edge);
    int addRegion(Region region);
    // Builds the adjacencies. rank[v] orders each node's links by their target (see
    // Adjacency::build); empty: by node index.
    void finish(std::span<const int> rank = {});

    const std::vector<std::string> &nodeKinds() const { return m_nodeKinds; }
    const std::vector<std::string> &edgeKinds() const { return m_edgeKinds; }
    const std::vector<std::string> &regionKinds() const { return m_regionKinds; }
    int nodeKind(std::string_view name) const;   // -1 when unknown
    int edgeKind(std::string_view name) const;   // -1 when unknown
    int regionKind(std::string_view name) const; // -1 when unknown

    int nodeCount() const { return static_cast<int>(m_nodes.size()); }
    int edgeCount() const { return static_cast<int>(m_edges.size()); }
    int regionCount() const { return static_cast<int>(m_regions.size()); }
    const std::vector<Node> &nodes() const { return m_nodes; }
    const std::vector<Edge> &edges() const { return m_edges; }
    const std::vector<Region> &regions() const { return m_regions; }
    const Node &node(int i) const { return m_nodes[static_cast<std::size_t>(i)]; }
    const Edge &edge(int i) const { return m_edges[static_cast<std::size_t>(i)]; }
    const Region &region(int i) const { return m_regions[static_cast<std::size_t>(i)]; }
    int findNode(std::string_view id) const;   // -1 when absent
    int findRegion(std::string_view id) const; // -1 when absent

    // Node adjacency (after finish()).
    const Adjacency &adjacency() const { return m_adjacency; }
    std::span<const Adjacency::Link> links(int node) const { return m_adjacency.links(node); }
    int edgeBetween(int a, int b) const; // -1 when not adjacent
    // The regions a node belongs to, ascending.
    std::span<const std::uint16_t> regionsOf(int node) const;
    // Region adjacency, as declared (after finish()).
    const Adjacency &regionAdjacency() const { return m_regionAdjacency; }

    // Exact-length simple paths over the nodes (see forEachSimplePath).
    std::vector<std::vector<int>> simplePaths(int from, int length,
                                              const PathFilter &filter = {}) const;
    // A filter from kind names (empty list: every kind). Unknown names are ignored.
    PathFilter filter(std::initializer_list<std::string_view> edgeKinds,
                      std::initializer_list<std::string_view> passKinds = {},
                      std::initializer_list<std::string_view> endKinds = {}) const;

    // For views, in the graph's coordinates:
    //   node_kinds, edge_kinds, region_kinds  [names]
    //   bounds     [x0, y0, x1, y1] of the cells and positions
    //   nodes[]    {id, kind, owner (index or null), position [x, y], name? (localized),
    //              cells? [[x, y]..], attributes? {key: text}}
    //   edges[]    {a, b (node ids), kind, segment? [x0, y0, x1, y1], attributes?}
    //   regions[]  {id, kind, name?, nodes [ids], adjacent [ids], outline? [[x0, y0, x1, y1]..]
    //              (the boundary of its nodes' cells, when they have cells), attributes?}
    Json toJson() const;

private:
    std::vector<std::string> m_nodeKinds;
    std::vector<std::string> m_edgeKinds;
    std::vector<std::string> m_regionKinds;
    std::vector<Node> m_nodes;
    std::vector<Edge> m_edges;
    std::vector<Region> m_regions;
    Adjacency m_adjacency;
    Adjacency m_regionAdjacency;
    std::vector<std::uint32_t> m_regionsOfOffsets{0};
    std::vector<std::uint16_t> m_regionsOf;
};

// What a game allows in its graph data.
struct GraphSchema
{
    std::vector<std::string> nodeKinds; // at least one
    std::vector<std::string> edgeKinds; // at least one
    std::vector<std::string> regionKinds{"region"};
    std::vector<std::string> owners; // names an owner may be (e.g. side ids); empty: none
    bool positionsRequired = true;   // `at` on every node without cells
};

// Reads `nodes`, `edges` and (optional) `regions` from the map `reader` stands on (see
// docs/data-files.md, "Boards as graphs"). Every problem is reported at its position; returns
// nullopt after any. Call reader.finish() afterwards (the map may hold the game's own keys).
std::optional<BoardGraph> readBoardGraph(NodeReader &reader, const GraphSchema &schema);

// Implementation of the template above.
namespace detail {
template <typename Visit>
void extendPath(const Adjacency &adj, int length, const PathFilter &filter,
                std::array<std::uint16_t, kMaxPathLength + 1> &path, int depth,
                std::vector<std::uint8_t> &visited, Visit &visit)
{
    if (depth == length) {
        visit(std::span<const std::uint16_t>(path.data(), static_cast<std::size_t>(length) + 1));
        return;
    }
    const bool last = depth + 1 == length;
    const std::uint32_t allowed = last ? filter.endKinds : filter.passKinds;
    for (const Adjacency::Link &link : adj.links(path[static_cast<std::size_t>(depth)])) {
        if (visited[link.to] || !(filter.edgeKinds & PathFilter::bit(link.kind)) ||
            !(allowed & PathFilter::bit(adj.kindOf(link.to))))
            continue;
        visited[link.to] = 1;
        path[static_cast<std::size_t>(depth) + 1] = link.to;
        extendPath(adj, length, filter, path, depth + 1, visited, visit);
        visited[link.to] = 0;
    }
}
} // namespace detail

template <typename Visit>
void forEachSimplePath(const Adjacency &adj, int from, int length, const PathFilter &filter,
                       Visit &&visit)
{
    if (from < 0 || from >= adj.size() || length < 0 || length > kMaxPathLength)
        return;
    std::array<std::uint16_t, kMaxPathLength + 1> path{};
    std::vector<std::uint8_t> visited(static_cast<std::size_t>(adj.size()), 0);
    path[0] = static_cast<std::uint16_t>(from);
    visited[static_cast<std::size_t>(from)] = 1;
    detail::extendPath(adj, length, filter, path, 0, visited, visit);
}

} // namespace kotatsu::board
