// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/board_graph.h"
#include "data/localized_text.h"
#include "data/node_reader.h"
#include "games/garden/garden_params.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu::garden {

inline constexpr int kMaxWidth = 10;  // columns a..j
inline constexpr int kMaxHeight = 24; // rows, before extra_tile_rows
inline constexpr int kMaxExtraRows = 4;
inline constexpr int kMaxCells = 240;
inline constexpr int kMaxRegions = kMaxCells;
inline constexpr std::uint8_t kNoRegion = 255;

// The words of the schema rows board.layout and board.tile_rotation, in this order.
enum class Layout
{
    Canonical,
    ShuffledSymmetric,
    ShuffledFree
};
enum class TileRotation
{
    None,
    R180,
    Any
};
enum class RegionKind : std::uint8_t
{
    Field,
    Base
};
// internal: inside a card; seam: between two cards; gate: into a base. Seams and gates
// belong to the board frame and stay put when the cards are shuffled (spec §3.6).
enum class LineKind : std::uint8_t
{
    Internal,
    Seam,
    Gate
};

// x = column (0 = a), y = row (0 = row 1, the first side's end).
struct Cell
{
    int x = 0;
    int y = 0;
    bool operator==(const Cell &) const = default;
};

struct Region
{
    std::string name; // a field's cell name ("c4") or a base's id
    RegionKind kind = RegionKind::Field;
    int owner = -1;            // a base's side (its home base)
    LocalizedText label;       // bases only
    LocalizedText labelInText; // bases only: the form inside a sentence ("the red pagoda")
    std::string colour;        // bases only, "#rrggbb"
    std::vector<Cell> cells;
};

struct Line
{
    int a = 0; // regions, a < b
    int b = 0;
    int colour = 0;
    LineKind kind = LineKind::Internal;
    Cell cellA; // the two cells whose shared edge the line is drawn on
    Cell cellB;
};

// A card design: the colours of its internal lines [bottom, left, top, right] at rotation 0.
struct TileDesign
{
    std::string id;
    std::array<int, 4> lines{};
};

// A garden card on the board: slot (x, y) covers cells 2x..2x+1 × 2y..2y+1.
struct Slot
{
    int x = 0;
    int y = 0;
    int tile = 0;
    int rotation = 0; // degrees clockwise
};

// The board graph's kinds, in the order its kind indices follow.
inline constexpr std::array<std::string_view, 2> kNodeKinds{"field", "base"}; // RegionKind
inline constexpr std::array<std::string_view, 3> kEdgeKinds{"internal", "seam", "gate"}; // LineKind

// The garden built from data (spec §3): regions, the coloured lines between them, the cards
// that gave the internal lines, bases and start fields. Immutable once built.
struct Board
{
    int width = 0;
    int height = 0; // after extra_tile_rows
    int extraRows = 0;
    int dataHeight = 0; // the height the data files count rows in
    int cut = 0;        // the first row above the middle seam, counted in data rows
    Layout layout = Layout::Canonical;
    TileRotation tileRotation = TileRotation::None;
    std::uint64_t layoutSeed = 0;

    std::vector<Region> regions;          // the fields row by row, then the bases
    std::vector<std::uint8_t> cellRegion; // width * height
    std::vector<Line> lines;
    // The board as a graph: node i is region i (position its centre, its cells as shape),
    // edge i is lines[i] (tag: its colour; segment: the shared cell edge), each node's links
    // ordered by the name of the region they lead to; the cards are its regions. The rules
    // walk graph.links(region) on every move.
    board::BoardGraph graph;
    std::vector<TileDesign> tiles;
    std::vector<Slot> tileSlots; // after the layout was applied
    std::array<int, kSides> home{};
    std::array<std::vector<int>, kSides> startFields;
    std::vector<int> nameRank; // per region: its place in the natural order of names

    bool onBoard(int x, int y) const { return x >= 0 && y >= 0 && x < width && y < height; }
    // The region at a cell, or -1 off the board.
    int regionAt(int x, int y) const;
    int findRegion(std::string_view name) const;
    // A region named in the data files: there, rows are counted on the board without its
    // extra_tile_rows (the rows above the middle seam move up when rows are added).
    int findDataRegion(std::string_view name) const;
    // The colour of the line between two regions, or -1 when they are not neighbours.
    int lineColour(int a, int b) const;
    bool isField(int region) const
    {
        return regions[static_cast<std::size_t>(region)].kind == RegionKind::Field;
    }
};

std::string cellName(int x, int y);
// A card's [bottom, left, top, right] after turning it clockwise by `degrees`.
std::array<int, 4> rotateTile(const std::array<int, 4> &lines, int degrees);
// Reads the `board` key (spec §3, §10 board.*) against the sides and colours in `params`.
std::optional<Board> readBoard(NodeReader &root, const Params &params, DataErrors &errors);

} // namespace kotatsu::garden
