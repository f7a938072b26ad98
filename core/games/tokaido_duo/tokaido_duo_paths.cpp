// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/tokaido_duo/tokaido_duo_paths.h"

#include <bit>

namespace kotatsu::tokaido_duo {

namespace {

template <typename Range>
void summarize(const board::PathTable &table, int vertices, int max, std::vector<PathSummary> &out,
               std::vector<Range> &ranges)
{
    ranges.resize(static_cast<std::size_t>(vertices * max));
    for (int from = 0; from < vertices; ++from) {
        for (int length = 1; length <= max; ++length) {
            Range &r = ranges[static_cast<std::size_t>(from * max + length - 1)];
            r.first = static_cast<std::uint32_t>(out.size());
            r.count = static_cast<std::uint32_t>(table.count(from, length));
            for (std::size_t i = 0; i < r.count; ++i) {
                const auto path = table.path(from, length, i);
                PathSummary s;
                s.to = static_cast<std::uint8_t>(path.back());
                for (std::size_t k = 1; k < path.size(); ++k)
                    s.entered |= std::uint32_t{1} << path[k];
                out.push_back(s);
            }
        }
    }
}

// The summaries grouped by destination: for each (from, length), the vertices reached in
// ascending order, each with the indices of its paths in path order.
template <typename Range>
void groupByDestination(const std::vector<PathSummary> &paths, const std::vector<Range> &ranges,
                        std::vector<Destination> &dest, std::vector<Range> &destRanges,
                        std::vector<PathRef> &refs)
{
    destRanges.resize(ranges.size());
    for (std::size_t k = 0; k < ranges.size(); ++k) {
        destRanges[k].first = static_cast<std::uint32_t>(dest.size());
        std::uint64_t reached = 0;
        for (std::uint32_t i = 0; i < ranges[k].count; ++i)
            reached |= std::uint64_t{1} << paths[ranges[k].first + i].to;
        for (std::uint64_t rest = reached; rest; rest &= rest - 1) {
            Destination d;
            d.to = static_cast<std::uint8_t>(std::countr_zero(rest));
            d.first = static_cast<std::uint32_t>(refs.size());
            for (std::uint32_t i = 0; i < ranges[k].count; ++i) {
                const PathSummary &s = paths[ranges[k].first + i];
                if (s.to == d.to)
                    refs.push_back({i, s.entered});
            }
            d.count = static_cast<std::uint32_t>(refs.size()) - d.first;
            dest.push_back(d);
        }
        destRanges[k].count = static_cast<std::uint32_t>(dest.size()) - destRanges[k].first;
    }
}

} // namespace

PathTables::PathTables(const Params &p) : m_graph({"mountain", "coastal"}, {"route"}, {"region"})
{
    for (const Town &t : p.towns) {
        board::Node node;
        node.id = t.id;
        node.kind = t.coastal ? 1 : 0;
        node.position = {t.at.x, t.at.y};
        node.name = t.name;
        if (!t.coastal)
            node.attributes.set("draw", std::to_string(t.draw));
        else
            node.attributes.set("ring", std::to_string(t.ring));
        m_graph.addNode(std::move(node));
    }
    for (const auto &[a, b] : p.routes) {
        board::Edge edge;
        edge.a = a;
        edge.b = b;
        m_graph.addEdge(std::move(edge));
    }
    for (const Region &r : p.regions) {
        board::Region region;
        region.id = r.id;
        region.name = r.name;
        region.nodes = r.townScope;
        region.adjacent = r.adjacent;
        region.attributes.set("icon", p.icons[static_cast<std::size_t>(r.icon)].id);
        m_graph.addRegion(std::move(region));
    }
    m_graph.finish();
    m_merchantMax = std::max(1, p.maxFace(kMerchant));
    m_artistMax = std::max(1, p.maxFace(kArtist));
    m_merchantTable = board::PathTable(m_graph.adjacency(), m_merchantMax);
    m_artistTable = board::PathTable(m_graph.regionAdjacency(), m_artistMax);
    summarize(m_merchantTable, m_graph.nodeCount(), m_merchantMax, m_merchant, m_merchantRanges);
    summarize(m_artistTable, m_graph.regionCount(), m_artistMax, m_artist, m_artistRanges);
    groupByDestination(m_merchant, m_merchantRanges, m_merchantDest, m_merchantDestRanges,
                       m_merchantRefs);
    groupByDestination(m_artist, m_artistRanges, m_artistDest, m_artistDestRanges, m_artistRefs);
}

} // namespace kotatsu::tokaido_duo
