// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/garden/garden_board.h"

#include "util/rng.h"
#include "util/text.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <utility>

namespace kotatsu::garden {

namespace {
std::optional<Cell> parseCell(std::string_view name, int width, int firstRow, int lastRow);
} // namespace

std::string cellName(int x, int y)
{
    return std::string(1, static_cast<char>('a' + x)) + std::to_string(y + 1);
}

std::array<int, 4> rotateTile(const std::array<int, 4> &lines, int degrees)
{
    std::array<int, 4> out = lines;
    for (int i = 0; i < (degrees / 90) % 4; ++i)
        out = {out[3], out[0], out[1], out[2]};
    return out;
}

int Board::regionAt(int x, int y) const
{
    if (!onBoard(x, y))
        return -1;
    return cellRegion[static_cast<std::size_t>(y * width + x)];
}

int Board::findRegion(std::string_view name) const
{
    for (std::size_t i = 0; i < regions.size(); ++i) {
        if (regions[i].name == name)
            return static_cast<int>(i);
    }
    return -1;
}

int Board::findDataRegion(std::string_view name) const
{
    if (auto cell = parseCell(name, width, 1, dataHeight))
        return regionAt(cell->x, cell->y >= cut ? cell->y + 2 * extraRows : cell->y);
    const int r = findRegion(name);
    return r >= 0 && regions[static_cast<std::size_t>(r)].kind == RegionKind::Base ? r : -1;
}

int Board::lineColour(int a, int b) const
{
    const board::Adjacency::Link *link = graph.adjacency().find(a, b);
    return link ? link->tag : -1;
}

namespace {

// "c4": a column letter and a row number from firstRow to lastRow. Returns the row as
// written minus one (so row 0 of an extra-row template gives y = -1).
std::optional<Cell> parseCell(std::string_view name, int width, int firstRow, int lastRow)
{
    if (name.size() < 2 || name[0] < 'a' || name[0] >= 'a' + width)
        return std::nullopt;
    std::string_view digits = name.substr(1);
    if (!std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }) ||
        (digits.size() > 1 && digits[0] == '0'))
        return std::nullopt;
    auto row = parseInteger(digits);
    if (!row || *row < firstRow || *row > lastRow)
        return std::nullopt;
    return Cell{name[0] - 'a', static_cast<int>(*row) - 1};
}

bool looksLikeCell(std::string_view name)
{
    return name.size() >= 2 && name[0] >= 'a' && name[0] <= 'z' &&
           std::all_of(name.begin() + 1, name.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool isTileId(const std::string &s)
{
    return !s.empty() && s.size() <= 16 && std::all_of(s.begin(), s.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
               c == '_';
    });
}

bool adjacent(const Cell &a, const Cell &b)
{
    return std::abs(a.x - b.x) + std::abs(a.y - b.y) == 1;
}

// Natural order of names: runs of digits compare as numbers, so a2 < a10 < b1.
bool naturalLess(const std::string &a, const std::string &b)
{
    std::size_t i = 0;
    std::size_t j = 0;
    auto isDigit = [](char c) { return c >= '0' && c <= '9'; };
    while (i < a.size() && j < b.size()) {
        if (isDigit(a[i]) && isDigit(b[j])) {
            std::size_t ei = i;
            std::size_t ej = j;
            while (ei < a.size() && isDigit(a[ei]))
                ++ei;
            while (ej < b.size() && isDigit(b[ej]))
                ++ej;
            const long long na = std::stoll(a.substr(i, ei - i));
            const long long nb = std::stoll(b.substr(j, ej - j));
            if (na != nb)
                return na < nb;
            i = ei;
            j = ej;
        } else {
            if (a[i] != b[j])
                return a[i] < b[j];
            ++i;
            ++j;
        }
    }
    return a.size() - i < b.size() - j;
}

struct SlotSpec
{
    int tile = -1;
    int rotation = 0;
};

struct BaseSpec
{
    std::string id;
    int owner = -1;
    std::string colour;
    LocalizedText name;
    LocalizedText nameInText;
    std::vector<Cell> cells; // board coordinates (after the extra rows)
};

// A line as written in data, resolved to the cells of its edge (board coordinates).
struct PendingLine
{
    Cell a;
    Cell b;
    int colour = 0;
    bool gate = false;
    SourcePos pos;
    std::string path;
};

// The regions as nodes, the lines as edges, the cards as regions of the graph.
board::BoardGraph buildGraph(const Board &b, const Params &p)
{
    auto names = [](auto kinds) { return std::vector<std::string>(kinds.begin(), kinds.end()); };
    board::BoardGraph graph(names(kNodeKinds), names(kEdgeKinds), {"card"});
    for (std::size_t r = 0; r < b.regions.size(); ++r) {
        const Region &region = b.regions[r];
        board::Node node;
        node.id = region.name;
        node.kind = static_cast<int>(region.kind);
        node.owner = region.owner;
        node.name = region.label;
        for (const Cell &c : region.cells) {
            node.cells.push_back({c.x, c.y});
            node.position.x += c.x + 0.5;
            node.position.y += c.y + 0.5;
        }
        node.position.x /= static_cast<double>(region.cells.size());
        node.position.y /= static_cast<double>(region.cells.size());
        if (region.kind == RegionKind::Base)
            node.attributes.set("colour", region.colour);
        for (std::size_t s = 0; s < kSides; ++s) {
            const auto &starts = b.startFields[s];
            if (std::find(starts.begin(), starts.end(), static_cast<int>(r)) != starts.end())
                node.attributes.set("start_of", p.sides[s].id);
        }
        graph.addNode(std::move(node));
    }
    for (const Line &line : b.lines) {
        board::Edge edge;
        edge.a = line.a;
        edge.b = line.b;
        edge.kind = static_cast<int>(line.kind);
        edge.tag = line.colour;
        // The shared edge of the two cells.
        if (line.cellA.y == line.cellB.y) {
            const double x = std::max(line.cellA.x, line.cellB.x);
            edge.segment = {{{x, static_cast<double>(line.cellA.y)},
                             {x, static_cast<double>(line.cellA.y + 1)}}};
        } else {
            const double y = std::max(line.cellA.y, line.cellB.y);
            edge.segment = {{{static_cast<double>(line.cellA.x), y},
                             {static_cast<double>(line.cellA.x + 1), y}}};
        }
        const BeadColour &colour = p.colours[static_cast<std::size_t>(line.colour)];
        edge.attributes.set("colour", colour.id);
        edge.attributes.set("hex", colour.hex);
        graph.addEdge(std::move(edge));
    }
    auto slotAt = [&](int x, int y) -> int {
        for (std::size_t i = 0; i < b.tileSlots.size(); ++i) {
            if (b.tileSlots[i].x == x && b.tileSlots[i].y == y)
                return static_cast<int>(i);
        }
        return -1;
    };
    for (const Slot &slot : b.tileSlots) {
        board::Region card;
        card.id = "card_" + cellName(2 * slot.x, 2 * slot.y);
        for (int dy = 0; dy < 2; ++dy) {
            for (int dx = 0; dx < 2; ++dx)
                card.nodes.push_back(b.regionAt(2 * slot.x + dx, 2 * slot.y + dy));
        }
        for (const Cell &d : {Cell{0, -1}, Cell{-1, 0}, Cell{1, 0}, Cell{0, 1}}) {
            if (const int other = slotAt(slot.x + d.x, slot.y + d.y); other >= 0)
                card.adjacent.push_back(other);
        }
        card.attributes.set("tile", b.tiles[static_cast<std::size_t>(slot.tile)].id);
        card.attributes.set("rotation", std::to_string(slot.rotation));
        graph.addRegion(std::move(card));
    }
    graph.finish(b.nameRank);
    return graph;
}

class BoardReader
{
public:
    BoardReader(const Params &params, DataErrors &errors) : p(params), m_errors(errors) {}

    std::optional<Board> read(NodeReader &root);

private:
    void error(const SourcePos &pos, const std::string &path, DataMessage message)
    {
        m_errors.push_back({pos, path, std::move(message)});
    }
    int shiftY(int y) const { return y >= m_cut ? y + 2 * b.extraRows : y; }
    int cellIndex(const Cell &c) const { return c.y * b.width + c.x; }
    int colourOf(const DataNode &node, const std::string &path);
    std::optional<SlotSpec> readSlotSpec(NodeReader &item, const DataNode &node);

    void readTiles(NodeReader &board);
    void readBases(NodeReader &board);
    void readSlots(NodeReader &board);
    void readExtraRow(NodeReader &board);
    void checkCoverage(const DataNode &boardNode);
    void applyLayout(const DataNode &boardNode);
    void buildRegions();
    void addInternalLines();
    void readFrameLines(NodeReader &board);
    void addLine(const PendingLine &line);
    void checkAdjacency(const DataNode &boardNode);
    void readStartFields(NodeReader &board);

    const Params &p;
    DataErrors &m_errors;
    Board b;
    int m_originalHeight = 0;
    int m_cut = 0; // first row (board coordinates before extra rows) above the middle seam
    std::vector<BaseSpec> m_bases;
    std::vector<int> m_baseOfCell; // per cell: base index or -1
    std::vector<int> m_slotOfCell; // per cell: slot index or -1
    std::vector<SourcePos> m_slotPos;
    std::vector<SlotSpec> m_extraSlots;
    std::vector<PendingLine> m_extraLines; // template, rows relative: y = -1, 0, 1
    SourcePos m_linesPos;
    std::map<std::pair<int, int>, std::size_t> m_lineIndex;
};

int BoardReader::colourOf(const DataNode &node, const std::string &path)
{
    auto id = NodeReader::toString(node, path, m_errors, 32);
    if (!id)
        return -1;
    const int c = p.colourIndex(*id);
    if (c < 0) {
        std::string known;
        for (const BeadColour &colour : p.colours)
            known += (known.empty() ? "" : ", ") + colour.id;
        error(node.pos, path,
              {QT_TRANSLATE_NOOP("DataError", "unknown colour '%1' (the bead colours are %2)"), *id,
               known});
    }
    return c;
}

std::optional<SlotSpec> BoardReader::readSlotSpec(NodeReader &item, const DataNode &node)
{
    SlotSpec spec;
    const std::string tile = item.string("tile", 16);
    for (std::size_t t = 0; t < b.tiles.size(); ++t) {
        if (b.tiles[t].id == tile)
            spec.tile = static_cast<int>(t);
    }
    if (spec.tile < 0 && node.find("tile") && !tile.empty())
        item.error(*node.find("tile"), "tile",
                   {QT_TRANSLATE_NOOP("DataError", "unknown tile '%1' (see board.tiles)"), tile});
    const SchemaRow &rotRow = schema().row("board.slots[].rot"); // the extra row's slots too
    spec.rotation = static_cast<int>(item.integer("rot", *rotRow.min, *rotRow.max));
    if (const DataNode *rot = node.find("rot"); rot && spec.rotation % 90 != 0)
        item.error(*rot, "rot",
                   QT_TRANSLATE_NOOP("DataError", "a card turns by 0, 90, 180 or 270 degrees"));
    if (spec.tile < 0 || spec.rotation % 90 != 0)
        return std::nullopt;
    return spec;
}

void BoardReader::readTiles(NodeReader &board)
{
    const DataNode *tiles = board.map("tiles");
    if (!tiles)
        return;
    if (tiles->entries.empty())
        error(tiles->pos, "board.tiles",
              QT_TRANSLATE_NOOP("DataError", "at least one card design is needed"));
    for (const auto &entry : tiles->entries) {
        const std::string path = "board.tiles." + entry.key;
        if (!isTileId(entry.key)) {
            error(entry.keyPos, path,
                  QT_TRANSLATE_NOOP("DataError", "a card id is letters, digits or _ (up to 16)"));
            continue;
        }
        TileDesign design;
        design.id = entry.key;
        if (!entry.value.isSequence() || entry.value.items.size() != 4) {
            error(entry.value.pos, path,
                  QT_TRANSLATE_NOOP(
                      "DataError",
                      "expected the 4 internal line colours [bottom, left, top, right]"));
            b.tiles.push_back(design);
            continue;
        }
        for (std::size_t i = 0; i < 4; ++i)
            design.lines[i] =
                std::max(0, colourOf(entry.value.items[i], NodeReader::itemPath(path, i)));
        b.tiles.push_back(design);
    }
}

void BoardReader::readBases(NodeReader &board)
{
    const DataNode *bases = board.sequence("bases", kSides, kSides);
    m_baseOfCell.assign(static_cast<std::size_t>(b.width * b.height), -1);
    if (!bases)
        return;
    for (std::size_t i = 0; i < bases->items.size(); ++i) {
        const std::string path = NodeReader::itemPath("board.bases", i);
        const DataNode &node = bases->items[i];
        NodeReader item(node, path, m_errors);
        BaseSpec base;
        base.id = item.string("id", 32);
        if (const DataNode *id = node.find("id"); id && !base.id.empty()) {
            if (!isIdentifier(base.id) || looksLikeCell(base.id))
                item.error(*id, "id",
                           {QT_TRANSLATE_NOOP("DataError",
                                              "'%1' is not a base id (lower-case letters, digits, "
                                              "_; not a cell name)"),
                            base.id});
            for (const BaseSpec &other : m_bases) {
                if (other.id == base.id)
                    item.error(
                        *id, "id",
                        {QT_TRANSLATE_NOOP("DataError", "base '%1' appears twice"), base.id});
            }
        }
        const std::string owner = item.string("owner", 32);
        base.owner = p.sideIndex(owner);
        if (const DataNode *at = node.find("owner"); at && base.owner < 0 && !owner.empty())
            item.error(*at, "owner",
                       {QT_TRANSLATE_NOOP("DataError", "unknown side '%1' (see sides)"), owner});
        for (const BaseSpec &other : m_bases) {
            if (base.owner >= 0 && other.owner == base.owner)
                item.error(*node.find("owner"), "owner",
                           {QT_TRANSLATE_NOOP("DataError", "side '%1' already owns the base "
                                                           "'%2'; each side has one home base"),
                            owner, other.id});
        }
        base.colour = item.colour("colour");
        base.name = item.text("name");
        base.nameInText = item.text("name_in_text");
        if (const DataNode *cells = item.sequence("cells", 1, 64)) {
            for (std::size_t c = 0; c < cells->items.size(); ++c) {
                const DataNode &cellNode = cells->items[c];
                const std::string cellPath = NodeReader::itemPath(path + ".cells", c);
                auto name = NodeReader::toString(cellNode, cellPath, m_errors, 8);
                if (!name)
                    continue;
                auto cell = parseCell(*name, b.width, 1, m_originalHeight);
                if (!cell) {
                    error(cellNode.pos, cellPath,
                          {QT_TRANSLATE_NOOP("DataError", "'%1' is not a cell of the %2×%3 board"),
                           *name, b.width, m_originalHeight});
                    continue;
                }
                cell->y = shiftY(cell->y);
                int &slot = m_baseOfCell[static_cast<std::size_t>(cellIndex(*cell))];
                if (slot >= 0) {
                    error(cellNode.pos, cellPath,
                          {QT_TRANSLATE_NOOP("DataError", "%1 already belongs to the base '%2'"),
                           *name,
                           static_cast<std::size_t>(slot) < m_bases.size()
                               ? m_bases[static_cast<std::size_t>(slot)].id
                               : base.id});
                    continue;
                }
                slot = static_cast<int>(m_bases.size());
                base.cells.push_back(*cell);
            }
            // One region: every cell reachable from the first through the base's own cells.
            if (!base.cells.empty()) {
                std::vector<Cell> reached{base.cells.front()};
                for (std::size_t k = 0; k < reached.size(); ++k) {
                    for (const Cell &c : base.cells) {
                        if (adjacent(c, reached[k]) &&
                            std::find(reached.begin(), reached.end(), c) == reached.end())
                            reached.push_back(c);
                    }
                }
                if (reached.size() != base.cells.size())
                    error(cells->pos, path + ".cells",
                          QT_TRANSLATE_NOOP("DataError", "a base's cells must touch each other"));
            }
            if (b.extraRows > 0) {
                for (const Cell &c : base.cells) {
                    if (c.y == m_cut - 1 || c.y == m_cut + 2 * b.extraRows)
                        error(cells->pos, path + ".cells",
                              {QT_TRANSLATE_NOOP("DataError",
                                                 "extra_tile_rows go in at the middle seam "
                                                 "(between rows %1 and %2), which must run "
                                                 "between fields; this base touches it"),
                               m_cut, m_cut + 1});
                }
            }
        }
        item.finish();
        m_bases.push_back(std::move(base));
    }
}

void BoardReader::readSlots(NodeReader &board)
{
    const DataNode *slots = board.sequence("slots", 1, kMaxCells / 4);
    m_slotOfCell.assign(static_cast<std::size_t>(b.width * b.height), -1);
    if (!slots)
        return;
    for (std::size_t i = 0; i < slots->items.size(); ++i) {
        const std::string path = NodeReader::itemPath("board.slots", i);
        const DataNode &node = slots->items[i];
        NodeReader item(node, path, m_errors);
        std::optional<Cell> at;
        if (const DataNode *atNode = item.sequence("at", 2, 2)) {
            auto x = NodeReader::toInteger(atNode->items[0], path + ".at[0]", m_errors, 0,
                                           b.width / 2 - 1);
            auto y = NodeReader::toInteger(atNode->items[1], path + ".at[1]", m_errors, 0,
                                           m_originalHeight / 2 - 1);
            if (x && y)
                at = Cell{static_cast<int>(*x), static_cast<int>(*y)};
        }
        auto spec = readSlotSpec(item, node);
        item.finish();
        if (!at || !spec)
            continue;
        Slot slot{at->x, shiftY(2 * at->y) / 2, spec->tile, spec->rotation};
        bool clash = false;
        for (int dy = 0; dy < 2 && !clash; ++dy) {
            for (int dx = 0; dx < 2 && !clash; ++dx) {
                const Cell c{2 * slot.x + dx, 2 * slot.y + dy};
                const std::size_t ci = static_cast<std::size_t>(cellIndex(c));
                if (m_baseOfCell[ci] >= 0) {
                    error(
                        node.pos, path,
                        {QT_TRANSLATE_NOOP("DataError", "the slot [%1, %2] overlaps the base '%3'"),
                         at->x, at->y, m_bases[static_cast<std::size_t>(m_baseOfCell[ci])].id});
                    clash = true;
                } else if (m_slotOfCell[ci] >= 0) {
                    error(node.pos, path,
                          {QT_TRANSLATE_NOOP("DataError", "the slot [%1, %2] is given twice"),
                           at->x, at->y});
                    clash = true;
                }
            }
        }
        if (clash)
            continue;
        for (int dy = 0; dy < 2; ++dy) {
            for (int dx = 0; dx < 2; ++dx)
                m_slotOfCell[static_cast<std::size_t>(cellIndex(
                    {2 * slot.x + dx, 2 * slot.y + dy}))] = static_cast<int>(b.tileSlots.size());
        }
        b.tileSlots.push_back(slot);
        m_slotPos.push_back(node.pos);
    }
}

void BoardReader::readExtraRow(NodeReader &board)
{
    const DataNode *rowNode = board.map("extra_row");
    if (!rowNode)
        return;
    NodeReader row(*rowNode, "board.extra_row", m_errors);
    const int columns = b.width / 2;
    if (const DataNode *slots = row.sequence("slots", 1, kMaxWidth / 2)) {
        if (static_cast<int>(slots->items.size()) != columns)
            error(
                slots->pos, "board.extra_row.slots",
                {QT_TRANSLATE_NOOP("DataError", "expected one card per slot column (%1), found %2"),
                 columns, slots->items.size()});
        for (std::size_t i = 0; i < slots->items.size(); ++i) {
            NodeReader item(slots->items[i], NodeReader::itemPath("board.extra_row.slots", i),
                            m_errors);
            auto spec = readSlotSpec(item, slots->items[i]);
            item.finish();
            m_extraSlots.push_back(spec.value_or(SlotSpec{}));
        }
    }
    if (const DataNode *lines = row.sequence("lines", 0, 256)) {
        const std::size_t errorsBefore = m_errors.size();
        for (std::size_t i = 0; i < lines->items.size(); ++i) {
            const DataNode &node = lines->items[i];
            const std::string path = NodeReader::itemPath("board.extra_row.lines", i);
            if (!node.isSequence() || node.items.size() != 3) {
                error(node.pos, path,
                      QT_TRANSLATE_NOOP("DataError",
                                        "expected [cell, cell, colour], e.g. [b1, c1, red]"));
                continue;
            }
            std::array<std::optional<Cell>, 2> cells;
            for (std::size_t k = 0; k < 2; ++k) {
                auto name = NodeReader::toString(node.items[k], path, m_errors, 8);
                if (!name)
                    continue;
                cells[k] = parseCell(*name, b.width, 0, 2);
                if (!cells[k])
                    error(node.items[k].pos, path,
                          {QT_TRANSLATE_NOOP("DataError",
                                             "'%1' is not a cell of the added row: rows 1 and 2 "
                                             "are the added row, row 0 the row below it (e.g. "
                                             "b1, c0)"),
                           *name});
            }
            const int colour = colourOf(node.items[2], NodeReader::itemPath(path, 2));
            if (!cells[0] || !cells[1] || colour < 0)
                continue;
            const Cell a = *cells[0];
            const Cell c = *cells[1];
            if (!adjacent(a, c)) {
                error(node.pos, path,
                      QT_TRANSLATE_NOOP("DataError", "the two cells do not share an edge"));
                continue;
            }
            if (a.y < 0 && c.y < 0) {
                error(node.pos, path,
                      QT_TRANSLATE_NOOP("DataError",
                                        "the line must touch the added row (rows 1 and 2)"));
                continue;
            }
            if (a.y >= 0 && c.y >= 0 && a.x / 2 == c.x / 2) {
                error(node.pos, path,
                      QT_TRANSLATE_NOOP(
                          "DataError",
                          "the two cells lie on the same card; its colour comes from the card"));
                continue;
            }
            const bool twice = std::any_of(
                m_extraLines.begin(), m_extraLines.end(), [&a = a, &c = c](const PendingLine &l) {
                    return (l.a == a && l.b == c) || (l.a == c && l.b == a);
                });
            if (twice) {
                error(node.pos, path, QT_TRANSLATE_NOOP("DataError", "this line is given twice"));
                continue;
            }
            m_extraLines.push_back({a, c, colour, false, node.pos, path});
        }
        // Checked here, not only when rows are added, so that the template of a game that
        // adds none is already known to be complete: the seam below the row and the seams
        // between its cards.
        std::vector<std::pair<Cell, Cell>> needed;
        for (int x = 0; x < b.width; ++x)
            needed.push_back({{x, -1}, {x, 0}});
        for (int x = 2; x < b.width; x += 2) {
            needed.push_back({{x - 1, 0}, {x, 0}});
            needed.push_back({{x - 1, 1}, {x, 1}});
        }
        const bool clean = m_errors.size() == errorsBefore;
        for (const auto &[a, c] : needed) {
            const bool given = std::any_of(
                m_extraLines.begin(), m_extraLines.end(), [&a = a, &c = c](const PendingLine &l) {
                    return (l.a == a && l.b == c) || (l.a == c && l.b == a);
                });
            if (!given && clean)
                error(
                    lines->pos, "board.extra_row.lines",
                    {QT_TRANSLATE_NOOP("DataError", "the added row needs a line between %1 and %2"),
                     cellName(a.x, a.y), cellName(c.x, c.y)});
        }
    }
    row.finish();
    if (b.extraRows > 0 && static_cast<int>(m_extraSlots.size()) == columns) {
        for (int i = 0; i < b.extraRows; ++i) {
            const int y = m_cut / 2 + i;
            for (int x = 0; x < columns; ++x) {
                const SlotSpec &spec = m_extraSlots[static_cast<std::size_t>(x)];
                if (spec.tile < 0)
                    continue;
                for (int dy = 0; dy < 2; ++dy) {
                    for (int dx = 0; dx < 2; ++dx)
                        m_slotOfCell[static_cast<std::size_t>(cellIndex(
                            {2 * x + dx, 2 * y + dy}))] = static_cast<int>(b.tileSlots.size());
                }
                b.tileSlots.push_back({x, y, spec.tile, spec.rotation});
                m_slotPos.push_back(rowNode->pos);
            }
        }
    }
}

void BoardReader::checkCoverage(const DataNode &boardNode)
{
    std::string missing;
    int count = 0;
    for (int y = 0; y < b.height; ++y) {
        for (int x = 0; x < b.width; ++x) {
            const auto ci = static_cast<std::size_t>(cellIndex({x, y}));
            if (m_baseOfCell[ci] < 0 && m_slotOfCell[ci] < 0) {
                if (++count <= 8)
                    missing += (missing.empty() ? "" : ", ") + cellName(x, y);
            }
        }
    }
    if (count > 0)
        error(NodeReader::nodeAt(boardNode, "slots").pos, "board.slots",
              {QT_TRANSLATE_NOOP("DataError", "%1 cells lie in no base and on no card: %2"), count,
               missing + (count > 8 ? ", ..." : "")});
}

void BoardReader::applyLayout(const DataNode &boardNode)
{
    if (b.layout == Layout::Canonical)
        return;
    Rng rng(b.layoutSeed);
    auto turn = [&]() -> int {
        switch (b.tileRotation) {
        case TileRotation::None:
            return 0;
        case TileRotation::R180:
            return static_cast<int>(rng.below(2)) * 180;
        case TileRotation::Any:
            return static_cast<int>(rng.below(4)) * 90;
        }
        return 0;
    };
    // Slots in board order (row by row), so that a seed always gives the same garden.
    std::vector<std::size_t> order(b.tileSlots.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t i, std::size_t j) {
        const Slot &s = b.tileSlots[i];
        const Slot &t = b.tileSlots[j];
        return s.y != t.y ? s.y < t.y : s.x < t.x;
    });
    if (b.layout == Layout::ShuffledFree) {
        std::vector<SlotSpec> contents;
        for (std::size_t i : order)
            contents.push_back({b.tileSlots[i].tile, b.tileSlots[i].rotation});
        rng.shuffle(contents.begin(), contents.end());
        for (std::size_t k = 0; k < order.size(); ++k) {
            Slot &s = b.tileSlots[order[k]];
            s.tile = contents[k].tile;
            s.rotation = (contents[k].rotation + turn()) % 360;
        }
        return;
    }
    // shuffled_symmetric: slot (x, y) faces (W-1-x, H-1-y) through the centre of the board.
    const int columns = b.width / 2;
    const int rows = b.height / 2;
    auto slotAt = [&](int x, int y) -> int {
        for (std::size_t i = 0; i < b.tileSlots.size(); ++i) {
            if (b.tileSlots[i].x == x && b.tileSlots[i].y == y)
                return static_cast<int>(i);
        }
        return -1;
    };
    const SourcePos pos = NodeReader::nodeAt(boardNode, "layout").pos;
    std::vector<std::pair<std::size_t, std::size_t>> pairs;
    for (std::size_t i : order) {
        const Slot &s = b.tileSlots[i];
        const int partner = slotAt(columns - 1 - s.x, rows - 1 - s.y);
        if (partner == static_cast<int>(i))
            continue; // the centre card of an odd board turns on the spot: it stays
        auto where = [](const Slot &slot) {
            return "[" + std::to_string(slot.x) + ", " + std::to_string(slot.y) + "]";
        };
        if (partner < 0) {
            error(pos, "board.layout",
                  {QT_TRANSLATE_NOOP("DataError", "shuffled_symmetric needs a point-symmetric "
                                                  "board, but the card slot %1 faces a base"),
                   where(s)});
            return;
        }
        const Slot &t = b.tileSlots[static_cast<std::size_t>(partner)];
        if (t.tile != s.tile || (s.rotation + 180) % 360 != t.rotation) {
            error(pos, "board.layout",
                  {QT_TRANSLATE_NOOP("DataError",
                                     "shuffled_symmetric needs a point-symmetric layout: the card "
                                     "in slot %1 (%2 at %3°) faces %4 (%5 at %6°), not the same "
                                     "card turned 180°"),
                   where(s), b.tiles[static_cast<std::size_t>(s.tile)].id, s.rotation, where(t),
                   b.tiles[static_cast<std::size_t>(t.tile)].id, t.rotation});
            return;
        }
        if (s.y < t.y || (s.y == t.y && s.x < t.x))
            pairs.emplace_back(i, static_cast<std::size_t>(partner));
    }
    std::vector<SlotSpec> contents;
    for (const auto &[first, second] : pairs)
        contents.push_back({b.tileSlots[first].tile, b.tileSlots[first].rotation});
    rng.shuffle(contents.begin(), contents.end());
    for (std::size_t k = 0; k < pairs.size(); ++k) {
        const int rotation = (contents[k].rotation + turn()) % 360;
        b.tileSlots[pairs[k].first].tile = contents[k].tile;
        b.tileSlots[pairs[k].first].rotation = rotation;
        b.tileSlots[pairs[k].second].tile = contents[k].tile;
        b.tileSlots[pairs[k].second].rotation = (rotation + 180) % 360;
    }
}

void BoardReader::buildRegions()
{
    b.cellRegion.assign(static_cast<std::size_t>(b.width * b.height), kNoRegion);
    for (int y = 0; y < b.height; ++y) {
        for (int x = 0; x < b.width; ++x) {
            const auto ci = static_cast<std::size_t>(cellIndex({x, y}));
            if (m_baseOfCell[ci] >= 0)
                continue;
            b.cellRegion[ci] = static_cast<std::uint8_t>(b.regions.size());
            Region field;
            field.name = cellName(x, y);
            field.cells.push_back({x, y});
            b.regions.push_back(std::move(field));
        }
    }
    for (const BaseSpec &spec : m_bases) {
        Region base;
        base.name = spec.id;
        base.kind = RegionKind::Base;
        base.owner = spec.owner;
        base.label = spec.name;
        base.labelInText = spec.nameInText;
        base.colour = spec.colour;
        base.cells = spec.cells;
        for (const Cell &c : spec.cells)
            b.cellRegion[static_cast<std::size_t>(cellIndex(c))] =
                static_cast<std::uint8_t>(b.regions.size());
        if (spec.owner >= 0)
            b.home[static_cast<std::size_t>(spec.owner)] = static_cast<int>(b.regions.size());
        b.regions.push_back(std::move(base));
    }
    std::vector<int> order(b.regions.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int i, int j) {
        return naturalLess(b.regions[static_cast<std::size_t>(i)].name,
                           b.regions[static_cast<std::size_t>(j)].name);
    });
    b.nameRank.assign(b.regions.size(), 0);
    for (std::size_t k = 0; k < order.size(); ++k)
        b.nameRank[static_cast<std::size_t>(order[k])] = static_cast<int>(k);
}

void BoardReader::addLine(const PendingLine &line)
{
    const int ra = b.regionAt(line.a.x, line.a.y);
    const int rb = b.regionAt(line.b.x, line.b.y);
    if (ra < 0 || rb < 0)
        return;
    const auto key = std::minmax(ra, rb);
    const std::string &na = b.regions[static_cast<std::size_t>(key.first)].name;
    const std::string &nb = b.regions[static_cast<std::size_t>(key.second)].name;
    if (auto it = m_lineIndex.find(key); it != m_lineIndex.end()) {
        const bool fromCard = b.lines[it->second].kind == LineKind::Internal;
        error(line.pos, line.path,
              fromCard ? DataMessage(QT_TRANSLATE_NOOP("DataError",
                                                       "the line between %1 and %2 lies on a card; "
                                                       "its colour comes from the card design"),
                                     na, nb)
                       : DataMessage(QT_TRANSLATE_NOOP("DataError",
                                                       "the line between %1 and %2 is given twice"),
                                     na, nb));
        return;
    }
    const int sa = m_slotOfCell[static_cast<std::size_t>(cellIndex(line.a))];
    if (!line.gate && sa >= 0 && sa == m_slotOfCell[static_cast<std::size_t>(cellIndex(line.b))]) {
        error(line.pos, line.path,
              {QT_TRANSLATE_NOOP("DataError", "the line between %1 and %2 lies on a card; its "
                                              "colour comes from the card design"),
               na, nb});
        return;
    }
    Line out;
    out.a = key.first;
    out.b = key.second;
    out.colour = line.colour;
    out.kind = line.gate ? LineKind::Gate : LineKind::Seam;
    out.cellA = ra == key.first ? line.a : line.b;
    out.cellB = ra == key.first ? line.b : line.a;
    m_lineIndex[key] = b.lines.size();
    b.lines.push_back(out);
}

void BoardReader::addInternalLines()
{
    for (const Slot &s : b.tileSlots) {
        const auto lines = rotateTile(b.tiles[static_cast<std::size_t>(s.tile)].lines, s.rotation);
        const Cell sw{2 * s.x, 2 * s.y};
        const Cell se{2 * s.x + 1, 2 * s.y};
        const Cell nw{2 * s.x, 2 * s.y + 1};
        const Cell ne{2 * s.x + 1, 2 * s.y + 1};
        const std::array<std::pair<Cell, Cell>, 4> edges{{{sw, se}, {sw, nw}, {nw, ne}, {se, ne}}};
        for (std::size_t k = 0; k < 4; ++k) {
            const int ra = b.regionAt(edges[k].first.x, edges[k].first.y);
            const int rb = b.regionAt(edges[k].second.x, edges[k].second.y);
            Line line;
            line.a = std::min(ra, rb);
            line.b = std::max(ra, rb);
            line.colour = lines[k];
            line.kind = LineKind::Internal;
            line.cellA = ra < rb ? edges[k].first : edges[k].second;
            line.cellB = ra < rb ? edges[k].second : edges[k].first;
            m_lineIndex[{line.a, line.b}] = b.lines.size();
            b.lines.push_back(line);
        }
    }
}

void BoardReader::readFrameLines(NodeReader &board)
{
    const DataNode *lines = board.sequence("lines", 0, 4 * kMaxCells);
    if (!lines)
        return;
    m_linesPos = lines->pos;
    auto baseIndex = [&](std::string_view name) -> int {
        for (std::size_t i = 0; i < m_bases.size(); ++i) {
            if (m_bases[i].id == name)
                return static_cast<int>(i);
        }
        return -1;
    };
    for (std::size_t i = 0; i < lines->items.size(); ++i) {
        const DataNode &node = lines->items[i];
        const std::string path = NodeReader::itemPath("board.lines", i);
        if (!node.isSequence() || node.items.size() != 3) {
            error(node.pos, path,
                  QT_TRANSLATE_NOOP("DataError",
                                    "expected [field, field or base, colour], e.g. [a2, a3, red]"));
            continue;
        }
        // Each end: a base, or a field cell in data coordinates (before extra rows).
        std::array<int, 2> base{-1, -1};
        std::array<std::optional<Cell>, 2> cell;
        bool ok = true;
        for (std::size_t k = 0; k < 2; ++k) {
            auto name =
                NodeReader::toString(node.items[k], NodeReader::itemPath(path, k), m_errors, 32);
            if (!name) {
                ok = false;
                continue;
            }
            base[k] = baseIndex(*name);
            if (base[k] >= 0)
                continue;
            cell[k] = parseCell(*name, b.width, 1, m_originalHeight);
            if (!cell[k]) {
                error(node.items[k].pos, NodeReader::itemPath(path, k),
                      {QT_TRANSLATE_NOOP("DataError",
                                         "'%1' is neither a cell of the %2×%3 board nor a base"),
                       *name, b.width, m_originalHeight});
                ok = false;
                continue;
            }
            const Cell shifted{cell[k]->x, shiftY(cell[k]->y)};
            if (const int owner = m_baseOfCell[static_cast<std::size_t>(cellIndex(shifted))];
                owner >= 0) {
                error(node.items[k].pos, NodeReader::itemPath(path, k),
                      {QT_TRANSLATE_NOOP("DataError", "%1 lies in the base '%2'; name the base"),
                       *name, m_bases[static_cast<std::size_t>(owner)].id});
                ok = false;
            }
        }
        const int colour = colourOf(node.items[2], NodeReader::itemPath(path, 2));
        if (!ok || colour < 0)
            continue;
        PendingLine line;
        line.colour = colour;
        line.pos = node.pos;
        line.path = path;
        if (base[0] >= 0 && base[1] >= 0) {
            error(node.pos, path,
                  QT_TRANSLATE_NOOP("DataError",
                                    "a line joins a field to a field or a base, not two bases"));
            continue;
        }
        if (base[0] >= 0 || base[1] >= 0) {
            const BaseSpec &spec =
                m_bases[static_cast<std::size_t>(base[0] >= 0 ? base[0] : base[1])];
            const Cell field = *cell[base[0] >= 0 ? 1 : 0];
            const Cell shifted{field.x, shiftY(field.y)};
            std::vector<Cell> touching;
            for (const Cell &c : spec.cells) {
                if (adjacent(c, shifted))
                    touching.push_back(c);
            }
            if (touching.size() != 1) {
                error(node.pos, path,
                      touching.empty()
                          ? DataMessage(
                                QT_TRANSLATE_NOOP("DataError", "%1 does not touch the base '%2'"),
                                cellName(field.x, field.y), spec.id)
                          : DataMessage(QT_TRANSLATE_NOOP("DataError",
                                                          "%1 touches the base '%2' along several "
                                                          "edges; one line per pair of regions is "
                                                          "needed, so reshape the base"),
                                        cellName(field.x, field.y), spec.id));
                continue;
            }
            line.a = shifted;
            line.b = touching.front();
            line.gate = true;
        } else {
            Cell a = *cell[0];
            Cell c = *cell[1];
            if (!adjacent(a, c)) {
                error(node.pos, path,
                      {QT_TRANSLATE_NOOP("DataError", "%1 and %2 do not share an edge"),
                       cellName(a.x, a.y), cellName(c.x, c.y)});
                continue;
            }
            // The middle seam moves up to join the top added row to the row above it.
            if (b.extraRows > 0 && std::min(a.y, c.y) == m_cut - 1 && std::max(a.y, c.y) == m_cut) {
                Cell &lower = a.y < c.y ? a : c;
                Cell &upper = a.y < c.y ? c : a;
                lower.y = m_cut - 1 + 2 * b.extraRows;
                upper.y = shiftY(upper.y);
            } else {
                a.y = shiftY(a.y);
                c.y = shiftY(c.y);
            }
            line.a = a;
            line.b = c;
        }
        addLine(line);
    }
    for (int i = 0; i < b.extraRows; ++i) {
        for (PendingLine line : m_extraLines) {
            line.a.y = m_cut + 2 * i + line.a.y;
            line.b.y = m_cut + 2 * i + line.b.y;
            addLine(line);
        }
    }
}

void BoardReader::checkAdjacency(const DataNode &boardNode)
{
    const SourcePos pos = m_linesPos.hasPosition() ? m_linesPos : boardNode.pos;
    std::map<std::pair<int, int>, int> edges;
    for (int y = 0; y < b.height; ++y) {
        for (int x = 0; x < b.width; ++x) {
            const int r = b.regionAt(x, y);
            for (const Cell &n : {Cell{x + 1, y}, Cell{x, y + 1}}) {
                const int s = b.regionAt(n.x, n.y);
                if (s >= 0 && s != r)
                    ++edges[std::minmax(r, s)];
            }
        }
    }
    int missing = 0;
    for (const auto &[key, count] : edges) {
        const Region &ra = b.regions[static_cast<std::size_t>(key.first)];
        const Region &rb = b.regions[static_cast<std::size_t>(key.second)];
        if (ra.kind == RegionKind::Base && rb.kind == RegionKind::Base) {
            error(pos, "board.bases",
                  {QT_TRANSLATE_NOOP("DataError",
                                     "the bases '%1' and '%2' touch; keep fields between them"),
                   ra.name, rb.name});
            continue;
        }
        if (count > 1) {
            error(pos, "board.bases",
                  {QT_TRANSLATE_NOOP("DataError", "%1 and %2 share %3 edges; a field must meet "
                                                  "a base along one edge (one line)"),
                   ra.name, rb.name, count});
            continue;
        }
        if (!m_lineIndex.count(key) && ++missing <= 12)
            error(pos, "board.lines",
                  {QT_TRANSLATE_NOOP("DataError", "no line between %1 and %2, which share an "
                                                  "edge: add [%1, %2, colour] to board.lines"),
                   ra.name, rb.name});
    }
    if (missing > 12)
        error(pos, "board.lines",
              {QT_TRANSLATE_NOOP("DataError", "%1 more lines are missing"), missing - 12});
}

void BoardReader::readStartFields(NodeReader &board)
{
    const DataNode *node = board.map("start_fields");
    if (!node)
        return;
    NodeReader starts(*node, "board.start_fields", m_errors);
    std::array<std::vector<int>, kSides> fields;
    for (std::size_t s = 0; s < p.sides.size(); ++s) {
        const std::string &sideId = p.sides[s].id;
        const std::string path = starts.keyPath(sideId);
        const DataNode *list = starts.sequence(sideId, 1, 64);
        if (!list)
            continue;
        for (std::size_t i = 0; i < list->items.size(); ++i) {
            const std::string itemPath = NodeReader::itemPath(path, i);
            auto name = NodeReader::toString(list->items[i], itemPath, m_errors, 32);
            if (!name)
                continue;
            const int r = b.findDataRegion(*name);
            if (r < 0 || !b.isField(r)) {
                error(list->items[i].pos, itemPath,
                      {QT_TRANSLATE_NOOP("DataError", "'%1' is not a field"), *name});
                continue;
            }
            const int home = b.home[s];
            if (m_lineIndex.find(std::minmax(r, home)) == m_lineIndex.end()) {
                error(list->items[i].pos, itemPath,
                      {QT_TRANSLATE_NOOP("DataError", "%1 is not next to the base '%2' of %3"),
                       *name, b.regions[static_cast<std::size_t>(home)].name, sideId});
                continue;
            }
            bool duplicate = std::find(fields[s].begin(), fields[s].end(), r) != fields[s].end();
            for (std::size_t o = 0; o < s; ++o)
                duplicate = duplicate ||
                            std::find(fields[o].begin(), fields[o].end(), r) != fields[o].end();
            if (duplicate) {
                error(list->items[i].pos, itemPath,
                      {QT_TRANSLATE_NOOP("DataError", "%1 is listed twice"), *name});
                continue;
            }
            fields[s].push_back(r);
        }
        if (static_cast<int>(fields[s].size()) < p.figuresPerSide)
            error(
                list->pos, path,
                {QT_TRANSLATE_NOOP("DataError", "the %1 of %2 need as many start fields; found %3"),
                 DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n figure(s)"),
                                    p.figuresPerSide),
                 sideId, fields[s].size()});
    }
    starts.finish();
    b.startFields = fields;
}

std::optional<Board> BoardReader::read(NodeReader &root)
{
    const std::size_t errorsBefore = m_errors.size();
    const DataNode *boardNode = root.map("board");
    if (!boardNode || p.sides.size() != kSides)
        return std::nullopt;
    NodeReader board(*boardNode, "board", m_errors);
    // After an error the later keys are not read (their errors would follow from the first
    // one), but they are still known keys.
    auto giveUp = [&]() -> std::optional<Board> {
        for (const char *key : {"bases", "start_fields", "tiles", "slots", "lines", "extra_row"})
            board.optional(key);
        board.finish();
        return std::nullopt;
    };
    const Schema &s = schema();
    b.width = static_cast<int>(board.integer(s.row("board.width")));
    m_originalHeight = static_cast<int>(board.integer(s.row("board.height")));
    if (b.width % 2 != 0)
        board.error(NodeReader::nodeAt(*boardNode, "width"), "width",
                    QT_TRANSLATE_NOOP("DataError", "cards are 2×2 fields: use an even width"));
    if (m_originalHeight % 2 != 0)
        board.error(NodeReader::nodeAt(*boardNode, "height"), "height",
                    QT_TRANSLATE_NOOP("DataError", "cards are 2×2 fields: use an even height"));
    b.extraRows = static_cast<int>(board.integer(s.row("board.extra_tile_rows")));
    b.height = m_originalHeight + 2 * b.extraRows;
    m_cut = 2 * (m_originalHeight / 4);
    b.dataHeight = m_originalHeight;
    b.cut = m_cut;
    if (b.width * b.height > kMaxCells)
        board.error(*boardNode, "height",
                    {QT_TRANSLATE_NOOP("DataError",
                                       "the board has %1 cells with its extra rows; at most %2"),
                     b.width * b.height, kMaxCells});
    // The rows list the words in the enums' order (garden_params.cpp).
    b.layout = static_cast<Layout>(board.wordIndex(s.row("board.layout")));
    b.layoutSeed = static_cast<std::uint64_t>(board.integer(s.row("board.layout_seed")));
    b.tileRotation = static_cast<TileRotation>(board.wordIndex(s.row("board.tile_rotation")));
    if (b.layout == Layout::Canonical && b.tileRotation != TileRotation::None)
        board.error(
            NodeReader::nodeAt(*boardNode, "tile_rotation"), "tile_rotation",
            QT_TRANSLATE_NOOP("DataError",
                              "cards are only turned when they are shuffled; use layout: "
                              "shuffled_symmetric or shuffled_free, or tile_rotation: none"));
    if (m_errors.size() > errorsBefore)
        return giveUp();

    readTiles(board);
    readBases(board);
    if (m_errors.size() > errorsBefore)
        return giveUp();
    readSlots(board);
    readExtraRow(board);
    if (m_errors.size() == errorsBefore)
        checkCoverage(*boardNode);
    if (m_errors.size() > errorsBefore)
        return giveUp();
    applyLayout(*boardNode);
    buildRegions();
    addInternalLines();
    readFrameLines(board);
    if (m_errors.size() == errorsBefore)
        checkAdjacency(*boardNode);
    if (m_errors.size() > errorsBefore)
        return giveUp();
    readStartFields(board);
    board.finish();
    if (m_errors.size() > errorsBefore)
        return std::nullopt;

    std::sort(b.lines.begin(), b.lines.end(),
              [](const Line &x, const Line &y) { return x.a != y.a ? x.a < y.a : x.b < y.b; });
    b.graph = buildGraph(b, p);
    return std::move(b);
}

} // namespace

std::optional<Board> readBoard(NodeReader &root, const Params &params, DataErrors &errors)
{
    return BoardReader(params, errors).read(root);
}

} // namespace kotatsu::garden
