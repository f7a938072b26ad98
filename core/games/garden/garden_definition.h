// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/node_reader.h"
#include "engine/rules_definition.h"
#include "games/garden/garden_board.h"
#include "games/garden/garden_params.h"
#include "games/garden/garden_region_mask.h"
#include "util/fixed_vector.h"

#include <array>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace kotatsu::garden {

// Action kinds and their arguments (figures are numbered 0.. across both sides, side 0
// first; regions are board region indices):
//   kSetup    figure, field, colour                    setup K1 c3 red
//   kDraft    colour                                   draft red
//   kStep     figure, to, recipient, mode, order       step K1 c4 give K2 top|all [order]
//   kJump     figure, over, to, recipient, mode, order jump K1 over c5 to c6 [give K2 top|all]
//   kHandoff  figure, over, to, order                  handoff K1 over c5 to c7 [order]
//   kPass     figure, recipient, mode, order           pass K1 to K2 [all [order]]
//   kStop     -                                        stop
// mode is kNoTransfer (a jump that moves no bead), kTop or kAll. order is 0 except under
// move.transfer_order: chooser, where it encodes the chosen order of a whole-stack transfer
// (see encodeOrder) and the text lists it as colours bottom to top: red+yellow+green.
enum ActionKind : std::int16_t
{
    kSetup = 1,
    kDraft = 2,
    kStep = 3,
    kJump = 4,
    kHandoff = 5,
    kPass = 6,
    kStop = 7
};
enum TransferMode : std::int16_t
{
    kNoTransfer = 0,
    kTop = 1,
    kAll = 2
};
inline constexpr int kNoFigure = -1;

// Where a jump from a field over its neighbour in one direction may land (spec §3.7, §7.2),
// worked out once from the cell coordinates under the data's jump.landing / jump.double.
struct JumpGeometry
{
    std::uint8_t over = kNoRegion;        // the field jumped over; kNoRegion: no field there
    FixedVector<std::uint8_t, 3> behind1; // regions, off-board cells dropped, no repeats
    FixedVector<std::uint8_t, 3> behind2;
    RegionMask behind1Mask; // the same regions as masks (bits by name rank)
    RegionMask behind2Mask;
};

// The Japanese Garden as defined by its data: parameters, the built board and the tables
// the rules read on every move.
class GardenState;
class GardenDefinition : public RulesDefinition<GardenDefinition, Params, GardenState>
{
public:
    GardenDefinition(GameInfo info, Params params, Board board,
                     std::array<std::vector<std::pair<int, int>>, kSides> fixedPlacements);

    const Board &board() const { return m_board; }
    // GardenRolloutPolicy (garden_rollout.h): random playouts that never miss a win.
    std::shared_ptr<const RolloutPolicy> rolloutPolicy() const override;

    int figuresPerSide() const { return m_params.figuresPerSide; }
    int figureCount() const { return kSides * m_params.figuresPerSide; }
    // A table, not a division: the move generators ask for every figure they look at.
    int sideOf(int figure) const { return m_sideOf[static_cast<std::size_t>(figure)]; }
    int firstFigure(int side) const { return side * m_params.figuresPerSide; }
    // The figures of a side, as bits by figure.
    unsigned teamMask(int side) const { return m_teamMask[static_cast<std::size_t>(side)]; }
    std::string figureName(int figure) const;
    int findFigure(std::string_view name) const;
    int home(int side) const { return m_board.home[static_cast<std::size_t>(side)]; }
    int goal(int side) const { return m_board.home[static_cast<std::size_t>(1 - side)]; }
    const std::string &regionName(int region) const
    {
        return m_board.regions[static_cast<std::size_t>(region)].name;
    }
    const std::string &colourId(int colour) const
    {
        return m_params.colours[static_cast<std::size_t>(colour)].id;
    }
    // The jumps from a field, ordered by the name of the field jumped over.
    const std::array<JumpGeometry, 4> &jumps(int region) const
    {
        return m_jumps[static_cast<std::size_t>(region)];
    }
    // Where a figure of `side` on `region` may step with a top bead of `colour` if the
    // region is free (spec §6.1): the neighbours across a line of that colour, and under
    // base.entry: any_bead the goal whatever its gate's colour; never the side's own base.
    // In the order of graph.links(region), which is the order the steps are listed in.
    std::span<const std::uint8_t> stepTargets(int side, int region, int colour) const
    {
        const std::size_t i = (static_cast<std::size_t>(side) * m_board.regions.size() +
                               static_cast<std::size_t>(region)) *
                                  kMaxColours +
                              static_cast<std::size_t>(colour);
        return {m_stepTargets.data() + m_stepOffsets[i],
                m_stepTargets.data() + m_stepOffsets[i + 1]};
    }
    // The same targets as a mask (bits by name rank), for testing them all at once.
    const RegionMask &stepMask(int side, int region, int colour) const
    {
        return m_stepMasks[(static_cast<std::size_t>(side) * m_board.regions.size() +
                            static_cast<std::size_t>(region)) *
                               kMaxColours +
                           static_cast<std::size_t>(colour)];
    }
    // The fields a jump from `region` may go over, as a mask: usually none is occupied.
    const RegionMask &jumpOverMask(int region) const
    {
        return m_jumpOver[static_cast<std::size_t>(region)];
    }
    // A region's bit in a RegionMask, and the region of a bit.
    int rankOf(int region) const { return m_board.nameRank[static_cast<std::size_t>(region)]; }
    int regionAtRank(int rank) const { return m_regionAtRank[static_cast<std::size_t>(rank)]; }
    // How many RegionMask words the board's ranks need: 1 for up to 64 regions.
    int maskWords() const { return m_maskWords; }
    const RegionMask &homeMask(int side) const
    {
        return m_homeMask[static_cast<std::size_t>(side)];
    }
    const RegionMask &startMask(int side) const
    {
        return m_startMask[static_cast<std::size_t>(side)];
    }
    // The colour of the gate line from a region into the side's goal, or -1 when the
    // region does not touch the goal.
    int goalLineColour(int side, int region) const
    {
        return m_goalLine[static_cast<std::size_t>(side)][static_cast<std::size_t>(region)];
    }
    // Lines to cross from a region to the side's goal, colours ignored (for the heuristic).
    int distanceToGoal(int side, int region) const
    {
        return m_distance[static_cast<std::size_t>(side)][static_cast<std::size_t>(region)];
    }
    // (field, colour) of every figure of a side, for setup.order: fixed.
    const std::vector<std::pair<int, int>> &fixedPlacements(int side) const
    {
        return m_fixed[static_cast<std::size_t>(side)];
    }

    // Chooser orders: the colours bottom to top, two bits each, under a marker bit.
    static int encodeOrder(const int *colours, int count);
    static int decodeOrder(int code, int *colours); // returns the count
    std::string orderText(int code) const;

    // The text of an action (its position-independent part); the state's actionToString.
    std::string formatAction(const Action &action) const;
    // The board for the views:
    //   width, height, columns ["a"..], coordinates (a note on the conventions below)
    //   regions[]  {id (cell name or base id), kind "field"|"base", cells [[x, y]..],
    //              centre [x, y]; fields: owner null, start_of (seat or null); bases:
    //              owner (seat), owner_side, name (localized), colour}
    //   lines[]    {a, b (region ids), colour (bead colour id), kind "internal"|"seam"|
    //              "gate", edge [x0, y0, x1, y1]}: the shared cell edge to draw it on
    //   tiles[]    {id, lines [bottom, left, top, right] at rotation 0}
    //   slots[]    {at [x, y], tile, rotation, cells [SW, SE, NW, NE]}
    //   sides[]    {id, seat, name, figure_name (localized), colour, home, goal,
    //              start_fields, figures ["K1"..]}
    //   bead_colours[] {id, name, symbol (localized), hex, pattern, count}
    //   beads_per_figure, figures_per_side, board {layout, layout_seed, tile_rotation,
    //   extra_tile_rows}, rules {every rules.* parameter by name}
    //   graph      the board as a graph (board::BoardGraph::toJson()): nodes = the regions
    //              (position = centre, cells; bases: owner, name, attributes.colour; start
    //              fields: attributes.start_of), edges = the lines (kind, segment = the
    //              shared cell edge, attributes colour and hex), regions = the cards
    //              (attributes tile, rotation)
    // Cells: x = column from the left, y = row from the first side's end, both from 0; a
    // line's edge is in cell units from the outer corner of a1.
    const ObservationSchema &observationSchema() const override; // in garden_observation.cpp
    Json describe() const override;

    // Builds the board and the fixed placements as well as the parameters (hides
    // RulesDefinition::build).
    static std::shared_ptr<GameDefinition> build(NodeReader &root, GameInfo info,
                                                 DataErrors &errors);

private:
    void computeJumps();
    void computeDistances();
    void computeStepTargets();
    void computeMasks();

    Board m_board;
    std::array<std::vector<std::pair<int, int>>, kSides> m_fixed;
    std::vector<std::array<JumpGeometry, 4>> m_jumps;
    std::array<std::vector<int>, kSides> m_distance;
    std::array<std::uint8_t, kMaxFigures> m_sideOf{};
    std::array<unsigned, kSides> m_teamMask{};
    // stepTargets(side, region, colour) is m_stepTargets[m_stepOffsets[i] .. [i + 1]).
    std::vector<std::uint32_t> m_stepOffsets;
    std::vector<std::uint8_t> m_stepTargets;
    std::vector<RegionMask> m_stepMasks; // indexed as m_stepOffsets
    std::vector<RegionMask> m_jumpOver;
    std::vector<std::uint8_t> m_regionAtRank;
    int m_maskWords = RegionMask::kWords;
    std::array<RegionMask, kSides> m_homeMask;
    std::array<RegionMask, kSides> m_startMask;
    std::array<std::vector<std::int8_t>, kSides> m_goalLine;
};

} // namespace kotatsu::garden
