// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/garden/garden_params.h"

#include "engine/rules_registry.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace kotatsu::garden {

int Params::colourIndex(std::string_view id) const
{
    for (std::size_t i = 0; i < colours.size(); ++i) {
        if (colours[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

int Params::sideIndex(std::string_view id) const
{
    for (std::size_t i = 0; i < sides.size(); ++i) {
        if (sides[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

bool isIdentifier(const std::string &s)
{
    if (s.empty() || s.size() > 32 || !(s[0] >= 'a' && s[0] <= 'z'))
        return false;
    return std::all_of(s.begin(), s.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    });
}

namespace {

void readSides(NodeReader &root, Params &p, DataErrors &errors)
{
    const DataNode *sides = root.sequence("sides", kSides, kSides);
    if (!sides)
        return;
    for (std::size_t i = 0; i < sides->items.size(); ++i) {
        const std::string path = NodeReader::itemPath("sides", i);
        const DataNode &node = sides->items[i];
        NodeReader item(node, path, errors);
        Side side;
        side.id = item.string("id", 32);
        if (!side.id.empty() && !isIdentifier(side.id))
            item.error(*node.find("id"), "id",
                       "'" + side.id + "' is not an id (lower-case letters, digits, _)");
        side.name = item.text("name");
        side.figureName = item.text("figure_name");
        const std::string prefix = item.string("figure_prefix", 1);
        if (prefix.size() == 1 && prefix[0] >= 'A' && prefix[0] <= 'Z')
            side.prefix = prefix[0];
        else if (const DataNode *at = node.find("figure_prefix"))
            item.error(*at, "figure_prefix", "expected one capital letter, e.g. K");
        side.colour = item.colour("colour");
        item.finish();
        for (const Side &other : p.sides) {
            if (!side.id.empty() && other.id == side.id)
                item.error(*node.find("id"), "id", "side '" + side.id + "' appears twice");
            else if (other.prefix == side.prefix && node.find("figure_prefix"))
                item.error(*node.find("figure_prefix"), "figure_prefix",
                           "both sides use the prefix " + std::string(1, side.prefix));
        }
        p.sides.push_back(std::move(side));
    }
}

void readBeads(NodeReader &root, Params &p, DataErrors &errors)
{
    const DataNode *beadsNode = root.map("beads");
    if (!beadsNode)
        return;
    NodeReader beads(*beadsNode, "beads", errors);
    p.beadsPerFigure = static_cast<int>(beads.integer("per_figure", 1, kMaxBeadsPerFigure));
    if (const DataNode *colours = beads.sequence("colours", 1, kMaxColours)) {
        for (std::size_t i = 0; i < colours->items.size(); ++i) {
            const std::string path = NodeReader::itemPath("beads.colours", i);
            const DataNode &node = colours->items[i];
            NodeReader item(node, path, errors);
            BeadColour colour;
            colour.id = item.string("id", 32);
            if (!colour.id.empty() && !isIdentifier(colour.id))
                item.error(*node.find("id"), "id",
                           "'" + colour.id + "' is not an id (lower-case letters, digits, _)");
            if (!colour.id.empty() && p.colourIndex(colour.id) >= 0)
                item.error(*node.find("id"), "id", "colour '" + colour.id + "' appears twice");
            colour.count = static_cast<int>(item.integer("count", 0, 2 * kMaxStack));
            if (colour.count % p.beadsPerFigure != 0)
                item.error(*node.find("count"), "count",
                           "beads go out in same-colour groups of beads.per_figure (" +
                               std::to_string(p.beadsPerFigure) +
                               "), so the count must be a "
                               "multiple of it");
            colour.hex = item.colour("hex");
            colour.pattern = item.string("pattern", 32);
            if (!colour.pattern.empty() && !isIdentifier(colour.pattern))
                item.error(*node.find("pattern"), "pattern",
                           "expected a pattern id (lower-case letters, digits, _)");
            colour.name = item.text("name");
            colour.symbol = item.text("symbol");
            item.finish();
            p.colours.push_back(std::move(colour));
        }
    }
    beads.finish();
}

void readFixedPlacements(const DataNode &node, const std::string &path, Params &p,
                         DataErrors &errors)
{
    NodeReader fixed(node, path, errors);
    for (std::size_t s = 0; s < p.sides.size(); ++s) {
        const std::string sidePath = fixed.keyPath(p.sides[s].id);
        const DataNode *list = fixed.sequence(p.sides[s].id, 1, kMaxFiguresPerSide);
        if (!list)
            continue;
        if (static_cast<int>(list->items.size()) != p.figuresPerSide)
            errors.push_back({list->pos, sidePath,
                              "expected one [field, colour] per figure (" +
                                  std::to_string(p.figuresPerSide) + "), found " +
                                  std::to_string(list->items.size())});
        for (std::size_t i = 0; i < list->items.size(); ++i) {
            const DataNode &item = list->items[i];
            const std::string itemPath = NodeReader::itemPath(sidePath, i);
            if (!item.isSequence() || item.items.size() != 2) {
                errors.push_back({item.pos, itemPath, "expected [field, colour], e.g. [c3, red]"});
                continue;
            }
            auto field = NodeReader::toString(item.items[0], itemPath + "[0]", errors, 8);
            auto colour = NodeReader::toString(item.items[1], itemPath + "[1]", errors, 32);
            if (!field || !colour)
                continue;
            const int c = p.colourIndex(*colour);
            if (c < 0) {
                errors.push_back(
                    {item.items[1].pos, itemPath + "[1]", "unknown bead colour '" + *colour + "'"});
                continue;
            }
            p.fixedPlacements[s].push_back({*field, c, item.items[0].pos, itemPath + "[0]"});
        }
    }
    fixed.finish();
}

void readRules(NodeReader &root, Params &p, DataErrors &errors)
{
    const DataNode *rulesNode = root.map("rules");
    if (!rulesNode)
        return;
    NodeReader rules(*rulesNode, "rules", errors);

    const std::string first = rules.string("first_player", 32);
    if (const DataNode *at = rulesNode->find("first_player"); at && !first.empty()) {
        if (first == "random") {
            p.firstPlayer = -1;
        } else if ((p.firstPlayer = p.sideIndex(first)) < 0) {
            std::string known;
            for (const Side &side : p.sides)
                known += side.id + ", ";
            rules.error(*at, "first_player", "'" + first + "' is not one of: " + known + "random");
            p.firstPlayer = 0;
        }
    }

    if (const DataNode *setupNode = rules.map("setup")) {
        NodeReader setup(*setupNode, "rules.setup", errors);
        p.beadPairs = readChoice<BeadPairs>(
            setup, "bead_pairs",
            {{"one_of_each_colour", BeadPairs::OneOfEachColour}, {"draft", BeadPairs::Draft}});
        p.setupOrder = readChoice<SetupOrder>(setup, "order",
                                              {{"first_player_first", SetupOrder::FirstPlayerFirst},
                                               {"alternate", SetupOrder::Alternate},
                                               {"simultaneous", SetupOrder::Simultaneous},
                                               {"fixed", SetupOrder::Fixed}});
        // The positions only mean something for order: fixed, so they are required there
        // and refused elsewhere (a forgotten `order: fixed` would otherwise go unnoticed).
        const DataNode *fixed = setup.optional("fixed_positions");
        if (p.setupOrder == SetupOrder::Fixed && !fixed)
            setup.error(*setupNode, "fixed_positions",
                        "order: fixed needs fixed_positions, e.g. {kokeshi: [[c3, red], ...], "
                        "samurai: [...]}");
        if (p.setupOrder != SetupOrder::Fixed && fixed)
            setup.error(*fixed, "fixed_positions", "only used with order: fixed");
        if (fixed && p.setupOrder == SetupOrder::Fixed)
            readFixedPlacements(*fixed, "rules.setup.fixed_positions", p, errors);
        if (p.setupOrder == SetupOrder::Fixed && p.beadPairs == BeadPairs::Draft)
            setup.error(*setupNode->find("bead_pairs"), "bead_pairs",
                        "draft cannot be combined with order: fixed (the fixed positions "
                        "already give every figure its pair)");
        setup.finish();
    }

    if (const DataNode *moveNode = rules.map("move")) {
        NodeReader move(*moveNode, "rules.move", errors);
        p.stepsPerTurn = static_cast<int>(move.integer("steps_per_turn", 1, kMaxStepsPerTurn));
        p.allBeadsTransfer = move.boolean("all_beads_transfer");
        p.allBeadsOnJump = move.boolean("all_beads_on_jump");
        p.transferOrder = readChoice<TransferOrder>(move, "transfer_order",
                                                    {{"preserve", TransferOrder::Preserve},
                                                     {"reverse", TransferOrder::Reverse},
                                                     {"chooser", TransferOrder::Chooser}});
        move.finish();
    }
    if (const DataNode *passNode = rules.map("pass")) {
        NodeReader pass(*passNode, "rules.pass", errors);
        p.passBulk = pass.boolean("bulk");
        pass.finish();
    }
    if (const DataNode *baseNode = rules.map("base")) {
        NodeReader base(*baseNode, "rules.base", errors);
        p.baseEntry = readChoice<BaseEntry>(
            base, "entry",
            {{"matching_colour", BaseEntry::MatchingColour}, {"any_bead", BaseEntry::AnyBead}});
        base.finish();
    }
    if (const DataNode *jumpNode = rules.map("jump")) {
        NodeReader jump(*jumpNode, "rules.jump", errors);
        p.jumpCondition =
            readChoice<JumpCondition>(jump, "condition",
                                      {{"either_empty", JumpCondition::EitherEmpty},
                                       {"jumped_must_be_empty", JumpCondition::JumpedMustBeEmpty},
                                       {"jumper_must_be_empty", JumpCondition::JumperMustBeEmpty}});
        p.jumpLanding =
            readChoice<JumpLanding>(jump, "landing",
                                    {{"row_behind", JumpLanding::RowBehind},
                                     {"straight", JumpLanding::Straight},
                                     {"neighbours_of_jumped", JumpLanding::NeighboursOfJumped}});
        p.doubleJump = readChoice<DoubleJump>(jump, "double",
                                              {{"row_after_next", DoubleJump::RowAfterNext},
                                               {"straight", DoubleJump::Straight},
                                               {"off", DoubleJump::Off}});
        p.jumpCostsBead = jump.boolean("costs_bead");
        p.handoff = jump.boolean("handoff");
        jump.finish();
    }
    if (const DataNode *endNode = rules.map("end")) {
        NodeReader end(*endNode, "rules.end", errors);
        p.repetition = static_cast<int>(end.integer("repetition", 0, 10));
        if (p.repetition == 1)
            end.error(*endNode->find("repetition"), "repetition",
                      "1 would end every game at once; use 2 or more, or 0 for no repetition "
                      "rule");
        p.maxPlies = static_cast<int>(end.integer("max_plies", 0, kMaxPliesLimit));
        if (p.maxPlies == 0)
            // The spec's "0 = off" is not offered: nothing else bounds a game (passes can
            // cycle for ever without the repetition rule), and the position history that
            // detects repetitions is kept inline, sized by this limit.
            end.error(*endNode->find("max_plies"), "max_plies",
                      "0 (no limit) is not supported: every game must end; give a limit from "
                      "1 to " +
                          std::to_string(kMaxPliesLimit));
        p.noMove = readChoice<NoMove>(
            end, "no_move",
            {{"lose", NoMove::Lose}, {"pass_turn", NoMove::PassTurn}, {"draw", NoMove::Draw}});
        end.finish();
    }
    if (const DataNode *stackNode = rules.map("stack")) {
        NodeReader stack(*stackNode, "rules.stack", errors);
        p.stackMax = static_cast<int>(stack.integer("max", 0, kMaxStack));
        if (p.stackMax > 0 && p.stackMax < p.beadsPerFigure)
            stack.error(*stackNode->find("max"), "max",
                        "a figure starts with beads.per_figure (" +
                            std::to_string(p.beadsPerFigure) +
                            ") beads; the limit cannot be "
                            "lower (0 = no limit)");
        stack.finish();
    }
    rules.finish();
}

// The bead supply against the figures and the set-up rules (spec §2, §4.3).
void checkSupply(const DataNode &root, Params &p, DataErrors &errors)
{
    const DataNode *beads = root.find("beads");
    if (!beads || p.colours.empty() || p.sides.size() != kSides)
        return;
    int total = 0;
    for (const BeadColour &c : p.colours)
        total += c.count;
    const int needed = kSides * p.figuresPerSide * p.beadsPerFigure;
    if (total != needed) {
        errors.push_back({beads->pos, "beads.colours",
                          "the colours hold " + std::to_string(total) + " beads, but " +
                              std::to_string(kSides * p.figuresPerSide) + " figures × " +
                              std::to_string(p.beadsPerFigure) + " beads need exactly " +
                              std::to_string(needed)});
        return;
    }
    if (p.beadPairs == BeadPairs::OneOfEachColour) {
        bool fits = static_cast<int>(p.colours.size()) == p.figuresPerSide;
        for (const BeadColour &c : p.colours)
            fits = fits && c.count == kSides * p.beadsPerFigure;
        if (!fits)
            errors.push_back({beads->pos, "beads.colours",
                              "setup.bead_pairs: one_of_each_colour needs one colour per figure "
                              "of a side (" +
                                  std::to_string(p.figuresPerSide) + ") and " +
                                  std::to_string(kSides * p.beadsPerFigure) +
                                  " beads of each colour (one group per side)"});
    }
    if (p.transferOrder == TransferOrder::Chooser &&
        p.figuresPerSide * p.beadsPerFigure > kMaxChooserBeads)
        errors.push_back(
            {beads->pos, "rules.move.transfer_order",
             "chooser supports sides with at most " + std::to_string(kMaxChooserBeads) + " beads"});
    if (p.setupOrder == SetupOrder::Fixed) {
        std::array<int, kMaxColours> used{};
        for (std::size_t s = 0; s < kSides; ++s) {
            std::array<int, kMaxColours> mine{};
            for (const FixedPlacement &f : p.fixedPlacements[s]) {
                used[static_cast<std::size_t>(f.colour)] += p.beadsPerFigure;
                ++mine[static_cast<std::size_t>(f.colour)];
            }
            if (p.beadPairs == BeadPairs::OneOfEachColour) {
                for (std::size_t c = 0; c < p.colours.size(); ++c) {
                    if (mine[c] != 1 && !p.fixedPlacements[s].empty())
                        errors.push_back({p.fixedPlacements[s].front().pos,
                                          "rules.setup.fixed_positions." + p.sides[s].id,
                                          "with one_of_each_colour every figure of a side "
                                          "carries a different colour; " +
                                              p.colours[c].id + " is used " +
                                              std::to_string(mine[c]) + " times"});
                }
            }
        }
        for (std::size_t c = 0; c < p.colours.size(); ++c) {
            if (used[c] > p.colours[c].count)
                errors.push_back({beads->pos, "rules.setup.fixed_positions",
                                  "the fixed positions use " + std::to_string(used[c]) + " " +
                                      p.colours[c].id + " beads; there are " +
                                      std::to_string(p.colours[c].count)});
        }
    }
}

} // namespace

std::optional<Params> readParams(NodeReader &root, const GameInfo &info, DataErrors &errors)
{
    const std::size_t errorsBefore = errors.size();
    Params p;
    checkPlayerRange(root, info, kSides, kSides, "the garden is a game for exactly 2 players",
                     errors);
    readSides(root, p, errors);
    p.figuresPerSide = static_cast<int>(root.integer("figures_per_side", 1, kMaxFiguresPerSide));
    readBeads(root, p, errors);
    readRules(root, p, errors);
    if (errors.size() == errorsBefore)
        checkSupply(root.node(), p, errors);
    if (errors.size() > errorsBefore)
        return std::nullopt;
    return p;
}

} // namespace kotatsu::garden
