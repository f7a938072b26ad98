// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/board_graph.h"
#include "games/tokaido_duo/tokaido_duo_params.h"

#include <cstdint>
#include <span>
#include <vector>

namespace kotatsu::tokaido_duo {

// One simple path, reduced to what a move needs: where it ends and, as a bit mask, what it
// enters after its start (towns for the merchant: blocked coastal towns; regions for the
// artist: Inspired's paint count).
struct PathSummary
{
    std::uint8_t to = 0;
    std::uint32_t entered = 0;
};

// The paths of one (start, length) that end on one vertex, in path order: what a move
// generator needs to offer one choice per destination (its first open path) without
// scanning every path of the length.
struct PathRef
{
    std::uint32_t index = 0; // path i of (start, length)
    std::uint32_t entered = 0;
};
struct Destination
{
    std::uint8_t to = 0;
    std::uint32_t first = 0; // into refs()
    std::uint32_t count = 0;
};

// Every simple path of 1..max length from every town (routes) and every region (adjacency),
// worked out once at load (spec §8.1, §9.1), so that the move generator only reads tables.
// Path i of (from, length) here is path i of the underlying board::PathTable, which gives its
// vertices for descriptions.
class PathTables
{
public:
    PathTables() = default;
    explicit PathTables(const Params &p);

    const board::BoardGraph &graph() const { return m_graph; }
    // The merchant's paths from a town, and the artist's from a region.
    std::span<const PathSummary> merchant(int town, int length) const
    {
        return slice(m_merchant, m_merchantRanges, m_merchantMax, town, length);
    }
    std::span<const PathSummary> artist(int region, int length) const
    {
        return slice(m_artist, m_artistRanges, m_artistMax, region, length);
    }
    // The destinations of the merchant's (artist's) paths, in vertex order, each with its
    // paths in path order (PathRef, from merchantRefs() / artistRefs()).
    std::span<const Destination> merchantDestinations(int town, int length) const
    {
        return slice(m_merchantDest, m_merchantDestRanges, m_merchantMax, town, length);
    }
    std::span<const Destination> artistDestinations(int region, int length) const
    {
        return slice(m_artistDest, m_artistDestRanges, m_artistMax, region, length);
    }
    std::span<const PathRef> merchantRefs(const Destination &d) const
    {
        return {m_merchantRefs.data() + d.first, d.count};
    }
    std::span<const PathRef> artistRefs(const Destination &d) const
    {
        return {m_artistRefs.data() + d.first, d.count};
    }
    // The vertices of path i (from first).
    std::span<const std::uint16_t> merchantPath(int town, int length, std::size_t i) const
    {
        return m_merchantTable.path(town, length, i);
    }
    std::span<const std::uint16_t> artistPath(int region, int length, std::size_t i) const
    {
        return m_artistTable.path(region, length, i);
    }

private:
    struct Range
    {
        std::uint32_t first = 0;
        std::uint32_t count = 0;
    };
    template <typename T>
    static std::span<const T> slice(const std::vector<T> &all, const std::vector<Range> &ranges,
                                    int max, int from, int length)
    {
        if (length < 1 || length > max || from < 0)
            return {};
        const std::size_t k = static_cast<std::size_t>(from * max + length - 1);
        if (k >= ranges.size())
            return {};
        return {all.data() + ranges[k].first, ranges[k].count};
    }

    board::BoardGraph m_graph;
    board::PathTable m_merchantTable;
    board::PathTable m_artistTable;
    int m_merchantMax = 0;
    int m_artistMax = 0;
    std::vector<PathSummary> m_merchant;
    std::vector<Range> m_merchantRanges;
    std::vector<PathSummary> m_artist;
    std::vector<Range> m_artistRanges;
    std::vector<Destination> m_merchantDest;
    std::vector<Range> m_merchantDestRanges;
    std::vector<PathRef> m_merchantRefs;
    std::vector<Destination> m_artistDest;
    std::vector<Range> m_artistDestRanges;
    std::vector<PathRef> m_artistRefs;
};

} // namespace kotatsu::tokaido_duo
