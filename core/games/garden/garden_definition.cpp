// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/garden/garden_definition.h"

#include "engine/rules_definition_impl.h"
#include "games/garden/garden_state.h"
#include "util/text.h"

#include <algorithm>
#include <deque>

namespace kotatsu {
// Only the state factory: the garden builds more than its parameters (its own build()).
template std::unique_ptr<GameState>
RulesDefinition<garden::GardenDefinition, garden::Params, garden::GardenState>::newGame(
    int, std::uint64_t) const;
} // namespace kotatsu

namespace kotatsu::garden {

namespace {

constexpr int kFar = 999;

const char *lineKindName(LineKind kind)
{
    switch (kind) {
    case LineKind::Internal:
        return "internal";
    case LineKind::Seam:
        return "seam";
    case LineKind::Gate:
        return "gate";
    }
    return "?";
}

Json cellJson(const Cell &c)
{
    Json json = Json::array();
    json.push(c.x);
    json.push(c.y);
    return json;
}

// The fixed placements of setup.order: fixed, resolved against the board.
std::optional<std::array<std::vector<std::pair<int, int>>, kSides>>
resolveFixed(const Params &p, const Board &board, DataErrors &errors)
{
    std::array<std::vector<std::pair<int, int>>, kSides> out;
    if (p.setupOrder != SetupOrder::Fixed)
        return out;
    const std::size_t before = errors.size();
    for (std::size_t s = 0; s < kSides; ++s) {
        for (const FixedPlacement &f : p.fixedPlacements[s]) {
            const int r = board.findDataRegion(f.field);
            const auto &starts = board.startFields[s];
            if (r < 0 || std::find(starts.begin(), starts.end(), r) == starts.end()) {
                errors.push_back({f.pos,
                                  f.path,
                                  {QT_TRANSLATE_NOOP("DataError", "'%1' is not a start field of "
                                                                  "%2 (board.start_fields)"),
                                   f.field, p.sides[s].id}});
                continue;
            }
            for (const auto &placed : out[s]) {
                if (placed.first == r)
                    errors.push_back(
                        {f.pos,
                         f.path,
                         {QT_TRANSLATE_NOOP("DataError", "%1 holds two figures"), f.field}});
            }
            out[s].emplace_back(r, f.colour);
        }
    }
    if (errors.size() > before)
        return std::nullopt;
    return out;
}

} // namespace

GardenDefinition::GardenDefinition(GameInfo info, Params params, Board board,
                                   std::array<std::vector<std::pair<int, int>>, kSides> fixed)
    : RulesDefinition(std::move(info), std::move(params)), m_board(std::move(board)),
      m_fixed(std::move(fixed))
{
    GameInfo withChance = this->info();
    withChance.hiddenInformation = m_params.setupOrder == SetupOrder::Simultaneous;
    withChance.chance = m_params.firstPlayer < 0;
    setInfo(std::move(withChance));
    for (int f = 0; f < figureCount(); ++f) {
        m_sideOf[static_cast<std::size_t>(f)] = static_cast<std::uint8_t>(f / figuresPerSide());
        m_teamMask[static_cast<std::size_t>(sideOf(f))] |= 1u << f;
    }
    computeJumps();
    computeDistances();
    computeStepTargets();
    computeMasks();
}

std::shared_ptr<GameDefinition> GardenDefinition::build(NodeReader &root, GameInfo info,
                                                        DataErrors &errors)
{
    auto params = readParams(root, info, errors);
    if (!params) {
        root.optional("board"); // not read: its problems would only repeat these
        return nullptr;
    }
    auto board = readBoard(root, *params, errors);
    if (!board)
        return nullptr;
    auto fixed = resolveFixed(*params, *board, errors);
    if (!fixed)
        return nullptr;
    return std::make_shared<GardenDefinition>(std::move(info), std::move(*params),
                                              std::move(*board), std::move(*fixed));
}

void GardenDefinition::computeJumps()
{
    const Board &b = m_board;
    m_jumps.assign(b.regions.size(), {});
    auto byName = [&](std::uint8_t x, std::uint8_t y) { return b.nameRank[x] < b.nameRank[y]; };
    for (std::size_t r = 0; r < b.regions.size(); ++r) {
        if (b.regions[r].kind != RegionKind::Field)
            continue;
        const Cell j = b.regions[r].cells.front();
        std::array<JumpGeometry, 4> jumps{};
        static constexpr std::array<Cell, 4> kDirections{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
        std::size_t n = 0;
        for (const Cell &d : kDirections) {
            const Cell o{j.x + d.x, j.y + d.y};
            const int over = b.regionAt(o.x, o.y);
            if (over < 0 || !b.isField(over))
                continue;
            JumpGeometry g;
            g.over = static_cast<std::uint8_t>(over);
            const Cell perp{d.y, d.x}; // spec §3.7: p = (d.y, d.x)
            auto add = [&](FixedVector<std::uint8_t, 3> &set, int x, int y) {
                const int region = b.regionAt(x, y);
                if (region >= 0 && !set.contains(static_cast<std::uint8_t>(region)))
                    set.push_back(static_cast<std::uint8_t>(region));
            };
            auto row = [&](FixedVector<std::uint8_t, 3> &set, int k, bool fan) {
                const Cell c{o.x + k * d.x, o.y + k * d.y};
                add(set, c.x, c.y);
                if (fan) {
                    add(set, c.x + perp.x, c.y + perp.y);
                    add(set, c.x - perp.x, c.y - perp.y);
                }
            };
            switch (m_params.jumpLanding) {
            case JumpLanding::RowBehind:
                row(g.behind1, 1, true);
                break;
            case JumpLanding::Straight:
                row(g.behind1, 1, false);
                break;
            case JumpLanding::NeighboursOfJumped:
                for (const board::Adjacency::Link &nb : b.graph.links(over)) {
                    if (nb.to != r)
                        g.behind1.push_back(static_cast<std::uint8_t>(nb.to));
                }
                break;
            }
            switch (m_params.doubleJump) {
            case DoubleJump::RowAfterNext:
                row(g.behind2, 2, true);
                break;
            case DoubleJump::Straight:
                row(g.behind2, 2, false);
                break;
            case DoubleJump::Off:
                break;
            }
            std::sort(g.behind1.begin(), g.behind1.end(), byName);
            std::sort(g.behind2.begin(), g.behind2.end(), byName);
            jumps[n++] = g;
        }
        // Insertion sort of at most four: the directions by the name of the field jumped.
        for (std::size_t i = 1; i < n; ++i) {
            for (std::size_t k = i; k > 0 && byName(jumps[k].over, jumps[k - 1].over); --k)
                std::swap(jumps[k], jumps[k - 1]);
        }
        m_jumps[r] = jumps;
    }
}

void GardenDefinition::computeDistances()
{
    for (int side = 0; side < kSides; ++side) {
        auto &dist = m_distance[static_cast<std::size_t>(side)];
        dist.assign(m_board.regions.size(), kFar);
        std::deque<int> queue{goal(side)};
        dist[static_cast<std::size_t>(goal(side))] = 0;
        while (!queue.empty()) {
            const int r = queue.front();
            queue.pop_front();
            for (const board::Adjacency::Link &n : m_board.graph.links(r)) {
                if (n.to == home(side) || dist[n.to] != kFar)
                    continue;
                dist[n.to] = dist[static_cast<std::size_t>(r)] + 1;
                queue.push_back(n.to);
            }
        }
    }
}

void GardenDefinition::computeStepTargets()
{
    const std::size_t regions = m_board.regions.size();
    m_stepOffsets.assign(1, 0);
    m_stepTargets.clear();
    for (int side = 0; side < kSides; ++side) {
        auto &gate = m_goalLine[static_cast<std::size_t>(side)];
        gate.assign(regions, -1);
        for (std::size_t r = 0; r < regions; ++r) {
            for (int colour = 0; colour < kMaxColours; ++colour) {
                for (const board::Adjacency::Link &n : m_board.graph.links(static_cast<int>(r))) {
                    if (n.to == home(side))
                        continue;
                    const bool anyColour =
                        n.to == goal(side) && m_params.baseEntry == BaseEntry::AnyBead;
                    if (anyColour || n.tag == colour)
                        m_stepTargets.push_back(static_cast<std::uint8_t>(n.to));
                }
                m_stepOffsets.push_back(static_cast<std::uint32_t>(m_stepTargets.size()));
            }
            for (const board::Adjacency::Link &n : m_board.graph.links(static_cast<int>(r))) {
                if (n.to == goal(side) && gate[r] < 0)
                    gate[r] = static_cast<std::int8_t>(n.tag); // the first, as lineColour()
            }
        }
    }
}

// The tables above again as RegionMasks, which the move generators read.
void GardenDefinition::computeMasks()
{
    const std::size_t regions = m_board.regions.size();
    m_maskWords = static_cast<int>((regions + 63) / 64);
    m_regionAtRank.assign(regions, 0);
    for (std::size_t r = 0; r < regions; ++r)
        m_regionAtRank[static_cast<std::size_t>(rankOf(static_cast<int>(r)))] =
            static_cast<std::uint8_t>(r);
    auto maskOf = [&](auto regionList) {
        RegionMask mask;
        for (auto r : regionList)
            mask.set(rankOf(r));
        return mask;
    };
    m_stepMasks.clear();
    for (int side = 0; side < kSides; ++side) {
        for (std::size_t r = 0; r < regions; ++r) {
            for (int colour = 0; colour < kMaxColours; ++colour)
                m_stepMasks.push_back(maskOf(stepTargets(side, static_cast<int>(r), colour)));
        }
        m_homeMask[static_cast<std::size_t>(side)].set(rankOf(home(side)));
        m_startMask[static_cast<std::size_t>(side)] =
            maskOf(m_board.startFields[static_cast<std::size_t>(side)]);
    }
    m_jumpOver.assign(regions, {});
    for (std::size_t r = 0; r < regions; ++r) {
        for (JumpGeometry &jump : m_jumps[r]) {
            if (jump.over == kNoRegion)
                break;
            jump.behind1Mask = maskOf(jump.behind1);
            jump.behind2Mask = maskOf(jump.behind2);
            m_jumpOver[r].set(rankOf(jump.over));
        }
    }
}

std::string GardenDefinition::figureName(int figure) const
{
    const int side = sideOf(figure);
    return std::string(1, m_params.sides[static_cast<std::size_t>(side)].prefix) +
           std::to_string(figure - firstFigure(side) + 1);
}

int GardenDefinition::findFigure(std::string_view name) const
{
    if (name.size() < 2)
        return kNoFigure;
    auto number = parseInteger(name.substr(1));
    if (!number || *number < 1 || *number > m_params.figuresPerSide ||
        std::to_string(*number) != name.substr(1))
        return kNoFigure;
    for (int side = 0; side < kSides; ++side) {
        if (m_params.sides[static_cast<std::size_t>(side)].prefix == name[0])
            return firstFigure(side) + static_cast<int>(*number) - 1;
    }
    return kNoFigure;
}

int GardenDefinition::encodeOrder(const int *colours, int count)
{
    int code = 1 << (2 * count);
    for (int i = 0; i < count; ++i)
        code |= colours[i] << (2 * i);
    return code;
}

int GardenDefinition::decodeOrder(int code, int *colours)
{
    int count = 0;
    while ((code >> (2 * (count + 1))) != 0)
        ++count;
    for (int i = 0; i < count; ++i)
        colours[i] = (code >> (2 * i)) & 3;
    return count;
}

std::string GardenDefinition::orderText(int code) const
{
    std::array<int, kMaxChooserBeads> colours{};
    const int count = decodeOrder(code, colours.data());
    std::string out;
    for (int i = 0; i < count; ++i)
        out += (i ? "+" : "") + colourId(colours[static_cast<std::size_t>(i)]);
    return out;
}

std::string GardenDefinition::formatAction(const Action &action) const
{
    const auto &a = action.args;
    auto region = [&](int i) { return regionName(a[static_cast<std::size_t>(i)]); };
    auto figure = [&](int i) { return figureName(a[static_cast<std::size_t>(i)]); };
    auto order = [&](int code) { return code ? " " + orderText(code) : std::string(); };
    switch (action.kind) {
    case kSetup:
        return "setup " + figure(0) + " " + region(1) + " " + colourId(a[2]);
    case kDraft:
        return "draft " + colourId(a[0]);
    case kStep:
        return "step " + figure(0) + " " + region(1) + " give " + figure(2) +
               (a[3] == kAll ? " all" + order(a[4]) : " top");
    case kJump: {
        std::string text = "jump " + figure(0) + " over " + region(1) + " to " + region(2);
        if (a[4] != kNoTransfer)
            text += " give " + figure(3) + (a[4] == kAll ? " all" + order(a[5]) : " top");
        return text;
    }
    case kHandoff:
        return "handoff " + figure(0) + " over " + region(1) + " to " + region(2) + order(a[3]);
    case kPass:
        return "pass " + figure(0) + " to " + figure(1) +
               (a[2] == kAll ? " all" + order(a[3]) : "");
    case kStop:
        return "stop";
    }
    return "?";
}

Json GardenDefinition::describe() const
{
    const Params &p = m_params;
    const Board &b = m_board;
    Json json = Json::object();
    json["width"] = b.width;
    json["height"] = b.height;
    json["coordinates"] =
        "cells [x, y]: x = column from the left (a = 0), y = row from the first side's end "
        "(row 1 = 0); line edges [x0, y0, x1, y1] in cell units from the outer corner of a1";
    Json columns = Json::array();
    for (int x = 0; x < b.width; ++x)
        columns.push(std::string(1, static_cast<char>('a' + x)));
    json["columns"] = std::move(columns);

    Json regions = Json::array();
    for (std::size_t r = 0; r < b.regions.size(); ++r) {
        const Region &region = b.regions[r];
        Json entry = Json::object();
        entry["id"] = region.name;
        entry["kind"] = region.kind == RegionKind::Field ? "field" : "base";
        Json cells = Json::array();
        double cx = 0;
        double cy = 0;
        for (const Cell &c : region.cells) {
            cells.push(cellJson(c));
            cx += c.x + 0.5;
            cy += c.y + 0.5;
        }
        entry["cells"] = std::move(cells);
        // Where to draw a figure or a label: the centre of the region's cells.
        entry["centre"] = Json(Json::Array{Json(cx / static_cast<double>(region.cells.size())),
                                           Json(cy / static_cast<double>(region.cells.size()))});
        if (region.kind == RegionKind::Base) {
            entry["owner"] = region.owner;
            entry["owner_side"] = p.sides[static_cast<std::size_t>(region.owner)].id;
            entry["name"] = region.label.toJson();
            entry["name_in_text"] = region.labelInText.toJson();
            entry["colour"] = region.colour;
        } else {
            entry["owner"] = Json();
            Json startOf = Json();
            for (int s = 0; s < kSides; ++s) {
                const auto &starts = b.startFields[static_cast<std::size_t>(s)];
                if (std::find(starts.begin(), starts.end(), static_cast<int>(r)) != starts.end())
                    startOf = s;
            }
            entry["start_of"] = std::move(startOf);
        }
        regions.push(std::move(entry));
    }
    json["regions"] = std::move(regions);

    Json lines = Json::array();
    for (const Line &line : b.lines) {
        Json entry = Json::object();
        entry["a"] = regionName(line.a);
        entry["b"] = regionName(line.b);
        entry["colour"] = colourId(line.colour);
        entry["kind"] = lineKindName(line.kind);
        // The shared edge of the two cells.
        Json edge = Json::array();
        if (line.cellA.y == line.cellB.y) {
            const int x = std::max(line.cellA.x, line.cellB.x);
            for (int v : {x, line.cellA.y, x, line.cellA.y + 1})
                edge.push(v);
        } else {
            const int y = std::max(line.cellA.y, line.cellB.y);
            for (int v : {line.cellA.x, y, line.cellA.x + 1, y})
                edge.push(v);
        }
        entry["edge"] = std::move(edge);
        lines.push(std::move(entry));
    }
    json["lines"] = std::move(lines);

    Json tiles = Json::array();
    for (const TileDesign &tile : b.tiles) {
        Json entry = Json::object();
        entry["id"] = tile.id;
        Json colours = Json::array();
        for (int c : tile.lines)
            colours.push(colourId(c));
        entry["lines"] = std::move(colours); // [bottom, left, top, right] at rotation 0
        tiles.push(std::move(entry));
    }
    json["tiles"] = std::move(tiles);
    Json slots = Json::array();
    for (const Slot &slot : b.tileSlots) {
        Json entry = Json::object();
        entry["at"] = cellJson({slot.x, slot.y});
        entry["tile"] = b.tiles[static_cast<std::size_t>(slot.tile)].id;
        entry["rotation"] = slot.rotation;
        Json cells = Json::array();
        for (int dy = 0; dy < 2; ++dy) {
            for (int dx = 0; dx < 2; ++dx)
                cells.push(cellName(2 * slot.x + dx, 2 * slot.y + dy));
        }
        entry["cells"] = std::move(cells); // SW, SE, NW, NE
        slots.push(std::move(entry));
    }
    json["slots"] = std::move(slots);

    Json sides = Json::array();
    for (int s = 0; s < kSides; ++s) {
        const Side &side = p.sides[static_cast<std::size_t>(s)];
        Json entry = Json::object();
        entry["id"] = side.id;
        entry["seat"] = s;
        entry["name"] = side.name.toJson();
        entry["figure_name"] = side.figureName.toJson();
        entry["colour"] = side.colour;
        entry["home"] = regionName(home(s));
        entry["goal"] = regionName(goal(s));
        Json starts = Json::array();
        for (int r : b.startFields[static_cast<std::size_t>(s)])
            starts.push(regionName(r));
        entry["start_fields"] = std::move(starts);
        Json figures = Json::array();
        for (int f = firstFigure(s); f < firstFigure(s) + p.figuresPerSide; ++f)
            figures.push(figureName(f));
        entry["figures"] = std::move(figures);
        sides.push(std::move(entry));
    }
    json["sides"] = std::move(sides);

    Json colours = Json::array();
    for (const BeadColour &colour : p.colours) {
        Json entry = Json::object();
        entry["id"] = colour.id;
        entry["name"] = colour.name.toJson();
        entry["symbol"] = colour.symbol.toJson();
        entry["hex"] = colour.hex;
        entry["pattern"] = colour.pattern;
        entry["count"] = colour.count;
        colours.push(std::move(entry));
    }
    json["bead_colours"] = std::move(colours);
    json["beads_per_figure"] = p.beadsPerFigure;
    json["figures_per_side"] = p.figuresPerSide;

    Json layout = Json::object();
    layout["layout"] = b.layout == Layout::Canonical           ? "canonical"
                       : b.layout == Layout::ShuffledSymmetric ? "shuffled_symmetric"
                                                               : "shuffled_free";
    layout["layout_seed"] = static_cast<long long>(b.layoutSeed);
    layout["tile_rotation"] = b.tileRotation == TileRotation::None   ? "none"
                              : b.tileRotation == TileRotation::R180 ? "r180"
                                                                     : "any";
    layout["extra_tile_rows"] = b.extraRows;
    json["board"] = std::move(layout);

    Json rules = Json::object();
    rules["first_player"] = p.firstPlayer < 0 ? std::string("random")
                                              : p.sides[static_cast<std::size_t>(p.firstPlayer)].id;
    rules["bead_pairs"] = wordOf(kBeadPairsWords, p.beadPairs);
    rules["setup_order"] = wordOf(kSetupOrderWords, p.setupOrder);
    rules["steps_per_turn"] = p.stepsPerTurn;
    rules["all_beads_transfer"] = p.allBeadsTransfer;
    rules["all_beads_on_jump"] = p.allBeadsOnJump;
    rules["transfer_order"] = wordOf(kTransferOrderWords, p.transferOrder);
    rules["pass_bulk"] = p.passBulk;
    rules["base_entry"] = wordOf(kBaseEntryWords, p.baseEntry);
    rules["jump_condition"] = wordOf(kJumpConditionWords, p.jumpCondition);
    rules["jump_landing"] = wordOf(kJumpLandingWords, p.jumpLanding);
    rules["jump_double"] = wordOf(kDoubleJumpWords, p.doubleJump);
    rules["jump_costs_bead"] = p.jumpCostsBead;
    rules["jump_handoff"] = p.handoff;
    rules["repetition"] = p.repetition;
    rules["max_plies"] = p.maxPlies;
    rules["no_move"] = wordOf(kNoMoveWords, p.noMove);
    rules["stack_max"] = p.stackMax;
    json["rules"] = std::move(rules);
    // The same board as a graph (BoardGraph::toJson()), for the generic board view.
    json["graph"] = b.graph.toJson();
    return json;
}

} // namespace kotatsu::garden
