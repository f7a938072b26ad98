// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/garden/garden_params.h"

#include "engine/rules_registry.h"
#include "games/garden/garden_board.h"

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

SchemaRow boardWord(std::string key, std::vector<std::string> words, std::string defaultValue,
                    const char *description)
{
    SchemaRow row;
    row.key = std::move(key);
    row.type = ValueType::Word;
    row.words = std::move(words);
    row.defaultValue = std::move(defaultValue);
    row.description = description;
    return row;
}

} // namespace

const Schema &schema()
{
    static const Schema instance = [] {
        std::vector<SchemaRow> rows = headerRows();
        auto add = [&](SchemaRow row) { rows.push_back(std::move(row)); };
        add(SchemaRow::list("sides", kSides, kSides,
                            QT_TRANSLATE_NOOP("Schema", "The two sides: the first seat plays the "
                                                        "first, the second seat the second."))
                //: Kokeshi & Samurai: the two sides (kokeshi and samurai)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "sides"))
                //: Kokeshi & Samurai: one of the two sides; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "side %1")));
        add(SchemaRow::text("sides[].id", 32,
                            QT_TRANSLATE_NOOP("Schema", "An id: one word, unique in its list."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "id")));
        add(SchemaRow::localized("sides[].name",
                                 QT_TRANSLATE_NOOP("Schema", "The name shown to players."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "name")));
        add(SchemaRow::localized("sides[].figure_name",
                                 QT_TRANSLATE_NOOP("Schema", "What one figure of the side is "
                                                             "called."))
                //: Kokeshi & Samurai: what one figure of the side is called
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "figure name")));
        add(SchemaRow::text("sides[].figure_prefix", 1,
                            QT_TRANSLATE_NOOP("Schema", "The capital letter that names the "
                                                        "side's figures in action texts (K1, "
                                                        "K2, ...)."))
                //: Kokeshi & Samurai: the capital letter that names the side's figures in move
                //: texts (K1, K2...)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "figure letter")));
        add(SchemaRow::colour("sides[].colour",
                              QT_TRANSLATE_NOOP("Schema", "The colour on the table, "
                                                          "written #rrggbb."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "colour")));
        add(SchemaRow::integer("figures_per_side", 1, kMaxFiguresPerSide, "3",
                               QT_TRANSLATE_NOOP("Schema", "Figures on each side."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "figures per side")));
        add(SchemaRow::map("beads", QT_TRANSLATE_NOOP("Schema", "The beads."))
                //: Kokeshi & Samurai: the section of the beads
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "beads")));
        add(SchemaRow::integer("beads.per_figure", 1, kMaxBeadsPerFigure, "2",
                               QT_TRANSLATE_NOOP("Schema", "Beads each figure starts with, all "
                                                           "of one colour."))
                //: Kokeshi & Samurai: the beads each figure starts with
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "beads per figure")));
        add(SchemaRow::list("beads.colours", 1, kMaxColours,
                            QT_TRANSLATE_NOOP("Schema", "The bead colours."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "bead colours"))
                //: Kokeshi & Samurai: one of the bead colours; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "bead colour %1")));
        add(SchemaRow::text("beads.colours[].id", 32,
                            QT_TRANSLATE_NOOP("Schema", "An id: one word, unique in its list."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "id")));
        add(SchemaRow::integer("beads.colours[].count", 0, 2 * kMaxStack, "",
                               QT_TRANSLATE_NOOP("Schema", "Beads of this colour; a multiple of "
                                                           "beads.per_figure."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "beads of this colour")));
        add(SchemaRow::colour("beads.colours[].hex",
                              QT_TRANSLATE_NOOP("Schema", "The colour on the table, "
                                                          "written #rrggbb."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "colour")));
        add(SchemaRow::text("beads.colours[].pattern", 32,
                            QT_TRANSLATE_NOOP("Schema", "The fill pattern the table draws, so "
                                                        "that colour is never the only cue."))
                //: Kokeshi & Samurai: the fill pattern drawn on a bead, so that colour is never the
                //: only cue
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "pattern")));
        add(SchemaRow::localized("beads.colours[].name",
                                 QT_TRANSLATE_NOOP("Schema", "The name shown to players."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "name")));
        add(SchemaRow::localized("beads.colours[].symbol",
                                 QT_TRANSLATE_NOOP("Schema", "A one-letter label in each "
                                                             "language."))
                //: Kokeshi & Samurai: a one-letter label of a bead colour, in every language
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "letter")));

        add(SchemaRow::map("rules", QT_TRANSLATE_NOOP("Schema", "The rules parameters."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "rules")));
        add(SchemaRow::text("rules.first_player", 32,
                            QT_TRANSLATE_NOOP("Schema", "Who moves first: a side id, or "
                                                        "random."))
                .withDefault("kokeshi")
                //: Rules editor: who moves first
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "first player")));
        add(SchemaRow::map("rules.setup",
                           QT_TRANSLATE_NOOP("Schema", "How the figures are set up."))
                //: Rules editor: how the game is set up (glossary: setup)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "setup")));
        add(SchemaRow::word("rules.setup.bead_pairs", kBeadPairsWords, BeadPairs::OneOfEachColour,
                            QT_TRANSLATE_NOOP("Schema", "Every side gets one pair of each "
                                                        "colour, or the players draft the pairs "
                                                        "in turn."))
                .withWordLabels({
                    //: Rules editor, rules.setup.bead_pairs: one_of_each_colour (each side gets a
                    //: red, a yellow and a green pair of beads)
                    QT_TRANSLATE_NOOP("SchemaWord", "One pair of each colour"),
                    //: Rules editor, rules.setup.bead_pairs: draft (the players take same-colour
                    //: pairs in turn)
                    QT_TRANSLATE_NOOP("SchemaWord", "Pairs taken in turn"),
                })
                //: Kokeshi & Samurai: how the sides get their pairs of beads
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "bead pairs")));
        add(SchemaRow::word("rules.setup.order", kSetupOrderWords, SetupOrder::FirstPlayerFirst,
                            QT_TRANSLATE_NOOP("Schema", "Who places figures when: the first "
                                                        "player all of them first, one each in "
                                                        "turn, both unseen, or fixed "
                                                        "positions."))
                .withWordLabels({
                    //: Rules editor, rules.setup.order: first_player_first (the first player places
                    //: all three figures, then the second player)
                    QT_TRANSLATE_NOOP("SchemaWord", "The first player places all first"),
                    //: Rules editor, rules.setup.order: alternate
                    QT_TRANSLATE_NOOP("SchemaWord", "One figure each in turn"),
                    //: Rules editor, rules.setup.order: simultaneous (both place unseen, at the
                    //: same time)
                    QT_TRANSLATE_NOOP("SchemaWord", "Both at once, unseen"),
                    //: Rules editor, rules.setup.order: fixed (the positions of
                    //: rules.setup.fixed_positions)
                    QT_TRANSLATE_NOOP("SchemaWord", "Fixed positions"),
                })
                //: Kokeshi & Samurai: who places figures when at setup
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "placing order")));
        add(SchemaRow::map("rules.setup.fixed_positions",
                           QT_TRANSLATE_NOOP("Schema", "Only with order: fixed: every figure's "
                                                       "start field and bead colour, by "
                                                       "side."))
                .optional()
                //: Kokeshi & Samurai: every figure's start field and bead colour, by side
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "fixed positions"))
                //: Kokeshi & Samurai: the entry of one side in a map by side; %1 the side's id
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "%1 side")));
        add(SchemaRow::list("rules.setup.fixed_positions.<side>", 1, kMaxFiguresPerSide,
                            QT_TRANSLATE_NOOP("Schema", "One [field, colour] per figure, e.g. "
                                                        "[c3, red]."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "fixed positions"))
                //: Kokeshi & Samurai: one figure's entry in a side's fixed positions; %1 its
                //: number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "figure %1")));
        add(SchemaRow::map("rules.move", QT_TRANSLATE_NOOP("Schema", "How figures move."))
                //: Kokeshi & Samurai: how figures move
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "moving")));
        add(SchemaRow::integer("rules.move.steps_per_turn", 1, kMaxStepsPerTurn, "1",
                               QT_TRANSLATE_NOOP("Schema", "Lines one figure may cross in a "
                                                           "turn."))
                //: Kokeshi & Samurai: the lines one figure may cross in a turn
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "steps per turn")));
        add(SchemaRow::boolean("rules.move.all_beads_transfer", true,
                               QT_TRANSLATE_NOOP("Schema", "A step may hand on the whole stack "
                                                           "instead of the bead used."))
                //: Kokeshi & Samurai: a step may hand on all beads instead of the one used
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "hand on the whole stack")));
        add(SchemaRow::boolean("rules.move.all_beads_on_jump", false,
                               QT_TRANSLATE_NOOP("Schema", "An ordinary jump may hand on a whole "
                                                           "stack too."))
                //: Kokeshi & Samurai: an ordinary jump may hand on all beads too
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "whole stack on a jump")));
        add(SchemaRow::word("rules.move.transfer_order", kTransferOrderWords,
                            TransferOrder::Preserve,
                            QT_TRANSLATE_NOOP("Schema", "The order of a stack handed on: kept, "
                                                        "reversed, or chosen by the player."))
                .withWordLabels({
                    //: Rules editor, rules.move.transfer_order: preserve (a stack of beads handed
                    //: on keeps its order)
                    QT_TRANSLATE_NOOP("SchemaWord", "Order kept"),
                    //: Rules editor, rules.move.transfer_order: reverse
                    QT_TRANSLATE_NOOP("SchemaWord", "Order reversed"),
                    //: Rules editor, rules.move.transfer_order: chooser (the player chooses the
                    //: order)
                    QT_TRANSLATE_NOOP("SchemaWord", "Chosen by the player"),
                })
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "order of a stack handed on")));
        add(SchemaRow::map("rules.pass", QT_TRANSLATE_NOOP("Schema", "Passing beads."))
                //: Kokeshi & Samurai: the section of passing beads (glossary: pass a bead)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "passing beads")));
        add(SchemaRow::boolean("rules.pass.bulk", false,
                               QT_TRANSLATE_NOOP("Schema", "A pass may move a whole stack, not "
                                                           "only the top bead."))
                //: Kokeshi & Samurai: a pass may move all beads, not only the top one
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "pass a whole stack")));
        add(SchemaRow::map("rules.base", QT_TRANSLATE_NOOP("Schema", "Entering the goal base."))
                //: Kokeshi & Samurai: how a figure enters the opponent's base
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "entering the base")));
        add(SchemaRow::word("rules.base.entry", kBaseEntryWords, BaseEntry::MatchingColour,
                            QT_TRANSLATE_NOOP("Schema", "A figure enters the base across a "
                                                        "gate line of its bead's colour, or "
                                                        "with any bead."))
                .withWordLabels({
                    //: Rules editor, rules.base.entry: matching_colour (a figure enters the base
                    //: across a gate line of its top bead's colour)
                    QT_TRANSLATE_NOOP("SchemaWord", "A bead of the gate line's colour"),
                    //: Rules editor, rules.base.entry: any_bead
                    QT_TRANSLATE_NOOP("SchemaWord", "Any bead"),
                })
                //: Kokeshi & Samurai: which bead lets a figure enter the base
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "way into the base")));
        add(SchemaRow::map("rules.jump", QT_TRANSLATE_NOOP("Schema", "Jumps."))
                //: Kokeshi & Samurai: the section of jumps
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "jumps")));
        add(SchemaRow::word("rules.jump.condition", kJumpConditionWords, JumpCondition::EitherEmpty,
                            QT_TRANSLATE_NOOP("Schema", "Which figure must carry no bead for a "
                                                        "jump: either one, the one jumped, or "
                                                        "the jumper."))
                .withWordLabels({
                    //: Rules editor, rules.jump.condition: either_empty (one of the two figures
                    //: must carry no bead)
                    QT_TRANSLATE_NOOP("SchemaWord", "Either figure without beads"),
                    //: Rules editor, rules.jump.condition: jumped_must_be_empty
                    QT_TRANSLATE_NOOP("SchemaWord", "The jumped figure without beads"),
                    //: Rules editor, rules.jump.condition: jumper_must_be_empty
                    QT_TRANSLATE_NOOP("SchemaWord", "The jumper without beads"),
                })
                //: Kokeshi & Samurai: which figure must carry no bead for a jump
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "who carries no bead")));
        add(SchemaRow::word("rules.jump.landing", kJumpLandingWords, JumpLanding::RowBehind,
                            QT_TRANSLATE_NOOP("Schema", "Where a jump lands: the row behind the "
                                                        "figure jumped, straight behind it, or "
                                                        "next to it."))
                .withWordLabels({
                    //: Rules editor, rules.jump.landing: row_behind (any free field of the three
                    //: behind the figure jumped)
                    QT_TRANSLATE_NOOP("SchemaWord", "The three fields behind"),
                    //: Rules editor, rules.jump.landing: straight (only the field straight behind
                    //: the figure jumped)
                    QT_TRANSLATE_NOOP("SchemaWord", "Straight behind"),
                    //: Rules editor, rules.jump.landing: neighbours_of_jumped (the figure jumped's
                    //: other neighbours)
                    QT_TRANSLATE_NOOP("SchemaWord", "Next to the jumped figure"),
                })
                //: Kokeshi & Samurai: where a jump lands
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "landing")));
        add(SchemaRow::word("rules.jump.double", kDoubleJumpWords, DoubleJump::RowAfterNext,
                            QT_TRANSLATE_NOOP("Schema", "Where a jump lands when the first "
                                                        "landing is taken: the row after, "
                                                        "straight on, or nowhere (off)."))
                .withWordLabels({
                    //: Rules editor, rules.jump.double: row_after_next (when the three fields
                    //: behind are taken, the jump lands in the row after them)
                    QT_TRANSLATE_NOOP("SchemaWord", "The row after"),
                    //: Rules editor, rules.jump.double: straight (two fields straight on)
                    QT_TRANSLATE_NOOP("SchemaWord", "Straight on"),
                    //: Rules editor, rules.jump.double: off (no double jump)
                    QT_TRANSLATE_NOOP("SchemaWord", "No double jump"),
                })
                //: Kokeshi & Samurai: where a jump lands when the first landing is taken
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "double jump")));
        add(SchemaRow::boolean("rules.jump.costs_bead", false,
                               QT_TRANSLATE_NOOP("Schema", "A loaded jumper pays its top bead to "
                                                           "a team-mate."))
                //: Kokeshi & Samurai: a loaded jumper pays its top bead to a team-mate
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "a jump costs a bead")));
        add(SchemaRow::boolean("rules.jump.handoff", true,
                               QT_TRANSLATE_NOOP("Schema", "A figure may jump a team-mate and "
                                                           "hand it the whole stack."))
                //: Kokeshi & Samurai: a figure may jump a team-mate and hand it all its beads
                //: (glossary: hand-off jump)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "hand-off jump")));
        add(SchemaRow::map("rules.end", QT_TRANSLATE_NOOP("Schema", "How the game ends."))
                //: Rules editor: how the game ends (glossary: end of game)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "end of the game")));
        add(SchemaRow::integer("rules.end.repetition", 0, 10, "3",
                               QT_TRANSLATE_NOOP("Schema", "A draw when the same position comes "
                                                           "up this many times; 0 is off."))
                //: Kokeshi & Samurai: how often the same position must come up for a draw
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "repetitions for a draw")));
        // At least 1: the spec's "0 = off" is not offered. Nothing else bounds a game (passes
        // can cycle for ever without the repetition rule), and the position history that
        // detects repetitions is kept inline, sized by this limit.
        add(SchemaRow::integer("rules.end.max_plies", 1, kMaxPliesLimit, "200",
                               QT_TRANSLATE_NOOP("Schema", "A draw after this many moves "
                                                           "(placements not counted); 0 is not "
                                                           "supported."))
                //: Kokeshi & Samurai: after this many moves the game is a draw
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "moves before a draw")));
        add(SchemaRow::word("rules.end.no_move", kNoMoveWords, NoMove::Lose,
                            QT_TRANSLATE_NOOP("Schema", "A player who cannot move loses, "
                                                        "passes the turn, or the game is "
                                                        "drawn."))
                .withWordLabels({
                    //: Rules editor, rules.end.no_move: lose (a player who cannot move loses)
                    QT_TRANSLATE_NOOP("SchemaWord", "The player loses"),
                    //: Rules editor, rules.end.no_move: pass_turn
                    QT_TRANSLATE_NOOP("SchemaWord", "The turn passes"),
                    //: Rules editor, rules.end.no_move: draw (the game ends with no winner)
                    QT_TRANSLATE_NOOP("SchemaWord", "The game is a draw"),
                })
                //: Kokeshi & Samurai: what happens to a player who cannot move
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "no move left")));
        add(SchemaRow::map("rules.stack", QT_TRANSLATE_NOOP("Schema", "Stacks of beads."))
                //: Kokeshi & Samurai: the section of stacks of beads
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "stacks")));
        add(SchemaRow::integer("rules.stack.max", 0, kMaxStack, "0",
                               QT_TRANSLATE_NOOP("Schema", "Beads one figure may carry; 0 is no "
                                                           "limit."))
                //: Kokeshi & Samurai: how many beads one figure may carry
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "most beads on a figure")));

        // The board is read by garden_board.cpp; its rows document it for the docs and the
        // editor.
        add(SchemaRow::map("board", QT_TRANSLATE_NOOP("Schema", "The garden board."))
                //: Rules editor: the section of a game's board
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "board")));
        add(SchemaRow::integer("board.width", 2, kMaxWidth, "",
                               QT_TRANSLATE_NOOP("Schema", "Columns of fields (even: tiles are "
                                                           "2×2 fields)."))
                //: Kokeshi & Samurai: the board's width in fields
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "width")));
        add(SchemaRow::integer("board.height", 2, kMaxHeight, "",
                               QT_TRANSLATE_NOOP("Schema", "Rows of fields (even)."))
                //: Kokeshi & Samurai: the board's height in fields
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "height")));
        add(SchemaRow::integer("board.extra_tile_rows", 0, kMaxExtraRows, "0",
                               QT_TRANSLATE_NOOP("Schema", "Rows of tiles added in the middle "
                                                           "for a longer garden."))
                //: Kokeshi & Samurai: rows of tiles added in the middle for a longer garden
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "extra tile rows")));
        // garden_board.cpp reads these two by these rows: the words in the order of the enums
        // Layout and TileRotation (garden_board.h).
        add(boardWord("board.layout", {"canonical", "shuffled_symmetric", "shuffled_free"},
                      "canonical",
                      QT_TRANSLATE_NOOP("Schema", "Where the tiles lie: as board.slots says, "
                                                  "or shuffled (point-symmetric or "
                                                  "freely)."))
                .withWordLabels({
                    //: Rules editor, board.layout: canonical (the tiles lie as board.slots says)
                    QT_TRANSLATE_NOOP("SchemaWord", "Tiles as placed"),
                    //: Rules editor, board.layout: shuffled_symmetric (tiles shuffled so that the
                    //: two halves of the garden are alike, point-symmetric)
                    QT_TRANSLATE_NOOP("SchemaWord", "Shuffled, both sides alike"),
                    //: Rules editor, board.layout: shuffled_free
                    QT_TRANSLATE_NOOP("SchemaWord", "Shuffled freely"),
                })
                //: Kokeshi & Samurai: where the tiles lie
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "layout")));
        add(SchemaRow::integer("board.layout_seed", 0, INT64_MAX, "",
                               QT_TRANSLATE_NOOP("Schema", "The shuffle of a shuffled layout: "
                                                           "the same seed, the same garden."))
                //: Kokeshi & Samurai: the number that fixes a shuffled layout
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "shuffle seed")));
        add(boardWord("board.tile_rotation", {"none", "r180", "any"}, "none",
                      QT_TRANSLATE_NOOP("Schema", "How shuffled tiles may be turned: not at "
                                                  "all, by 180°, or any way."))
                .withWordLabels({
                    //: Rules editor, board.tile_rotation: none (shuffled tiles are not turned)
                    QT_TRANSLATE_NOOP("SchemaWord", "Not turned"),
                    //: Rules editor, board.tile_rotation: r180
                    QT_TRANSLATE_NOOP("SchemaWord", "Turned by 180°"),
                    //: Rules editor, board.tile_rotation: any (by 90°, 180° or 270°)
                    QT_TRANSLATE_NOOP("SchemaWord", "Turned any way"),
                })
                //: Kokeshi & Samurai: how shuffled tiles may be turned
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "turning tiles")));
        add(SchemaRow::map("board.tiles", QT_TRANSLATE_NOOP("Schema", "The tile designs, by id."))
                //: Kokeshi & Samurai: the designs of the tiles, by id
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "tile designs"))
                //: Kokeshi & Samurai: one tile design; %1 its id
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "tile design %1")));
        add(SchemaRow::list("board.tiles.<tile>", 4, 4,
                            QT_TRANSLATE_NOOP("Schema", "The colours of the tile's inner lines: "
                                                        "[bottom, left, top, right]."))
                //: Kokeshi & Samurai: the colours of a tile's inner lines
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "inner lines"))
                //: Kokeshi & Samurai: one inner line of a tile; %1 its number, 0 first (bottom,
                //: left, top, right)
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "inner line %1")));
        add(SchemaRow::list("board.bases", kSides, kSides,
                            QT_TRANSLATE_NOOP("Schema", "The two bases, one home base per "
                                                        "side."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "bases"))
                //: Kokeshi & Samurai: one of the two bases; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "base %1")));
        add(SchemaRow::text("board.bases[].id", 32,
                            QT_TRANSLATE_NOOP("Schema", "An id: one word, unique in its list."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "id")));
        add(SchemaRow::text("board.bases[].owner", 32,
                            QT_TRANSLATE_NOOP("Schema", "The id of the side whose home it "
                                                        "is."))
                //: Kokeshi & Samurai: the side whose home a base is
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "owner")));
        add(SchemaRow::colour("board.bases[].colour",
                              QT_TRANSLATE_NOOP("Schema", "The colour on the table, "
                                                          "written #rrggbb."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "colour")));
        add(SchemaRow::localized("board.bases[].name",
                                 QT_TRANSLATE_NOOP("Schema", "The name shown to players."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "name")));
        add(SchemaRow::localized("board.bases[].name_in_text",
                                 QT_TRANSLATE_NOOP("Schema", "The name inside a sentence, e.g. "
                                                             "lower case."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "name in sentences")));
        add(SchemaRow::list("board.bases[].cells", 1, 64,
                            QT_TRANSLATE_NOOP("Schema", "The cells the base covers, e.g. [c1, "
                                                        "d1]."))
                //: Kokeshi & Samurai: the fields a base covers
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "fields"))
                //: Kokeshi & Samurai: one entry of a list of fields; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "field %1")));
        add(SchemaRow::map("board.start_fields",
                           QT_TRANSLATE_NOOP("Schema", "Each side's start fields, by side "
                                                       "id."))
                //: Kokeshi & Samurai: each side's start fields
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "start fields"))
                //: Kokeshi & Samurai: the entry of one side in a map by side; %1 the side's id
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "%1 side")));
        add(SchemaRow::list("board.start_fields.<side>", 1, 64,
                            QT_TRANSLATE_NOOP("Schema", "Fields next to the side's base where "
                                                        "its figures may start."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "start fields"))
                //: Kokeshi & Samurai: one entry of a side's start fields; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "start field %1")));
        add(SchemaRow::list("board.slots", 1, kMaxCells / 4,
                            QT_TRANSLATE_NOOP("Schema", "Where the tiles lie."))
                //: Kokeshi & Samurai: where the tiles lie
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "tile slots"))
                //: Kokeshi & Samurai: one place where a tile lies; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "tile slot %1")));
        add(SchemaRow::list("board.slots[].at", 2, 2,
                            QT_TRANSLATE_NOOP("Schema", "[column, row] of the tile's slot, from "
                                                        "0 at the bottom left."))
                //: Rules editor: where something lies or is drawn: its coordinates
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "place"))
                //: Rules editor: one coordinate of a place; %1 is 0 for x (across), 1 for y
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "coordinate %1")));
        add(SchemaRow::text("board.slots[].tile", 16,
                            QT_TRANSLATE_NOOP("Schema", "The id of the tile design."))
                //: Kokeshi & Samurai: the design of the tile in a slot
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "tile")));
        add(SchemaRow::integer("board.slots[].rot", 0, 270, "",
                               QT_TRANSLATE_NOOP("Schema", "Degrees the tile is turned "
                                                           "clockwise: 0, 90, 180 or 270."))
                //: Kokeshi & Samurai: degrees a tile is turned clockwise
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "turn")));
        add(SchemaRow::list("board.lines", 0, 4 * kMaxCells,
                            QT_TRANSLATE_NOOP("Schema", "The lines of the board's frame: [cell, "
                                                        "cell or base, colour]."))
                //: Kokeshi & Samurai: the coloured lines of the board's frame
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "frame lines"))
                //: Kokeshi & Samurai: one line of the board's frame; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "frame line %1")));
        add(SchemaRow::map("board.extra_row", QT_TRANSLATE_NOOP("Schema", "The row of tiles that "
                                                                          "extra_tile_rows adds."))
                //: Kokeshi & Samurai: the row of tiles that extra tile rows adds
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "extra row")));
        add(SchemaRow::list("board.extra_row.slots", 1, kMaxWidth / 2,
                            QT_TRANSLATE_NOOP("Schema", "One tile per slot column: {tile, "
                                                        "rot}."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "tile slots"))
                //: Kokeshi & Samurai: one place where a tile lies; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "tile slot %1")));
        add(SchemaRow::list("board.extra_row.lines", 0, 256,
                            QT_TRANSLATE_NOOP("Schema", "The lines between the added row and "
                                                        "its neighbours: [cell, cell, "
                                                        "colour]."))
                //: Kokeshi & Samurai: the coloured lines between the added row and its neighbours
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "lines"))
                //: Kokeshi & Samurai: one coloured line; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "line %1")));
        return Schema("garden", std::move(rows));
    }();
    return instance;
}

namespace {

void readSides(NodeReader &root, Params &p, DataErrors &errors)
{
    const Schema &s = schema();
    const DataNode *sides = root.sequence(s.row("sides"));
    if (!sides)
        return;
    for (std::size_t i = 0; i < sides->items.size(); ++i) {
        const std::string path = NodeReader::itemPath("sides", i);
        const DataNode &node = sides->items[i];
        NodeReader item(node, path, errors);
        Side side;
        side.id = item.string(s.row("sides[].id"));
        if (!side.id.empty() && !isIdentifier(side.id))
            item.error(item.at("id"), "id",
                       {QT_TRANSLATE_NOOP("DataError",
                                          "'%1' is not an id (lower-case letters, digits, _)"),
                        side.id});
        side.name = item.text(s.row("sides[].name"));
        side.figureName = item.text(s.row("sides[].figure_name"));
        const std::string prefix = item.string(s.row("sides[].figure_prefix"));
        const bool hasPrefix = node.isMap() && node.find("figure_prefix");
        if (prefix.size() == 1 && prefix[0] >= 'A' && prefix[0] <= 'Z')
            side.prefix = prefix[0];
        else if (hasPrefix)
            item.error(item.at("figure_prefix"), "figure_prefix",
                       QT_TRANSLATE_NOOP("DataError", "expected one capital letter, e.g. K"));
        side.colour = item.colour(s.row("sides[].colour"));
        item.finish();
        for (const Side &other : p.sides) {
            if (!side.id.empty() && other.id == side.id)
                item.error(item.at("id"), "id",
                           {QT_TRANSLATE_NOOP("DataError", "side '%1' appears twice"), side.id});
            else if (other.prefix == side.prefix && hasPrefix)
                item.error(item.at("figure_prefix"), "figure_prefix",
                           {QT_TRANSLATE_NOOP("DataError", "both sides use the prefix %1"),
                            std::string(1, side.prefix)});
        }
        p.sides.push_back(std::move(side));
    }
}

void readBeads(NodeReader &root, Params &p, DataErrors &errors)
{
    const Schema &s = schema();
    const DataNode *beadsNode = root.map(s.row("beads"));
    if (!beadsNode)
        return;
    NodeReader beads(*beadsNode, "beads", errors);
    p.beadsPerFigure = static_cast<int>(beads.integer(s.row("beads.per_figure")));
    if (const DataNode *colours = beads.sequence(s.row("beads.colours"))) {
        for (std::size_t i = 0; i < colours->items.size(); ++i) {
            const std::string path = NodeReader::itemPath("beads.colours", i);
            const DataNode &node = colours->items[i];
            NodeReader item(node, path, errors);
            BeadColour colour;
            colour.id = item.string(s.row("beads.colours[].id"));
            if (!colour.id.empty() && !isIdentifier(colour.id))
                item.error(item.at("id"), "id",
                           {QT_TRANSLATE_NOOP("DataError",
                                              "'%1' is not an id (lower-case letters, digits, _)"),
                            colour.id});
            if (!colour.id.empty() && p.colourIndex(colour.id) >= 0)
                item.error(
                    item.at("id"), "id",
                    {QT_TRANSLATE_NOOP("DataError", "colour '%1' appears twice"), colour.id});
            colour.count = static_cast<int>(item.integer(s.row("beads.colours[].count")));
            if (colour.count % p.beadsPerFigure != 0)
                item.error(
                    item.at("count"), "count",
                    {QT_TRANSLATE_NOOP("DataError", "beads go out in same-colour groups of "
                                                    "beads.per_figure (%1), so the count must be a "
                                                    "multiple of it"),
                     p.beadsPerFigure});
            colour.hex = item.colour(s.row("beads.colours[].hex"));
            colour.pattern = item.string(s.row("beads.colours[].pattern"));
            if (!colour.pattern.empty() && !isIdentifier(colour.pattern))
                item.error(
                    item.at("pattern"), "pattern",
                    QT_TRANSLATE_NOOP("DataError",
                                      "expected a pattern id (lower-case letters, digits, _)"));
            colour.name = item.text(s.row("beads.colours[].name"));
            colour.symbol = item.text(s.row("beads.colours[].symbol"));
            item.finish();
            p.colours.push_back(std::move(colour));
        }
    }
    beads.finish();
}

void readFixedPlacements(const DataNode &node, const std::string &path, Params &p,
                         DataErrors &errors)
{
    const SchemaRow &row = schema().row("rules.setup.fixed_positions.<side>");
    NodeReader fixed(node, path, errors);
    for (std::size_t s = 0; s < p.sides.size(); ++s) {
        const std::string sidePath = fixed.keyPath(p.sides[s].id);
        const DataNode *list = fixed.sequence(p.sides[s].id, static_cast<std::size_t>(*row.min),
                                              static_cast<std::size_t>(*row.max));
        if (!list)
            continue;
        if (static_cast<int>(list->items.size()) != p.figuresPerSide)
            errors.push_back(
                {list->pos,
                 sidePath,
                 {QT_TRANSLATE_NOOP("DataError", "expected one [field, colour] per figure (%1), "
                                                 "found %2"),
                  p.figuresPerSide, list->items.size()}});
        for (std::size_t i = 0; i < list->items.size(); ++i) {
            const DataNode &item = list->items[i];
            const std::string itemPath = NodeReader::itemPath(sidePath, i);
            if (!item.isSequence() || item.items.size() != 2) {
                errors.push_back(
                    {item.pos, itemPath,
                     QT_TRANSLATE_NOOP("DataError", "expected [field, colour], e.g. [c3, red]")});
                continue;
            }
            auto field = NodeReader::toString(item.items[0], itemPath + "[0]", errors, 8);
            auto colour = NodeReader::toString(item.items[1], itemPath + "[1]", errors, 32);
            if (!field || !colour)
                continue;
            const int c = p.colourIndex(*colour);
            if (c < 0) {
                errors.push_back(
                    {item.items[1].pos,
                     itemPath + "[1]",
                     {QT_TRANSLATE_NOOP("DataError", "unknown bead colour '%1'"), *colour}});
                continue;
            }
            p.fixedPlacements[s].push_back({*field, c, item.items[0].pos, itemPath + "[0]"});
        }
    }
    fixed.finish();
}

void readRules(NodeReader &root, Params &p, DataErrors &errors)
{
    const Schema &s = schema();
    const DataNode *rulesNode = root.map(s.row("rules"));
    if (!rulesNode)
        return;
    NodeReader rules(*rulesNode, "rules", errors);

    const std::string first = rules.string(s.row("rules.first_player"));
    if (!first.empty()) {
        if (first == "random") {
            p.firstPlayer = -1;
        } else if ((p.firstPlayer = p.sideIndex(first)) < 0) {
            std::string known;
            for (const Side &side : p.sides)
                known += side.id + ", ";
            rules.error(rules.at("first_player"), "first_player",
                        {QT_TRANSLATE_NOOP("DataError", "%1 is not one of: %2"),
                         DataMessage(QT_TRANSLATE_NOOP("DataError", "'%1'"), first),
                         known + "random"});
            p.firstPlayer = 0;
        }
    }

    if (const DataNode *setupNode = rules.map(s.row("rules.setup"))) {
        NodeReader setup(*setupNode, "rules.setup", errors);
        p.beadPairs = setup.word(s.row("rules.setup.bead_pairs"), kBeadPairsWords);
        p.setupOrder = setup.word(s.row("rules.setup.order"), kSetupOrderWords);
        // The positions only mean something for order: fixed, so they are required there
        // and refused elsewhere (a forgotten `order: fixed` would otherwise go unnoticed).
        const DataNode *fixed = setup.optional(s.row("rules.setup.fixed_positions"));
        if (p.setupOrder == SetupOrder::Fixed && !fixed)
            setup.error(*setupNode, "fixed_positions",
                        QT_TRANSLATE_NOOP(
                            "DataError",
                            "order: fixed needs fixed_positions, e.g. {kokeshi: [[c3, red], ...], "
                            "samurai: [...]}"));
        if (p.setupOrder != SetupOrder::Fixed && fixed)
            setup.error(*fixed, "fixed_positions",
                        QT_TRANSLATE_NOOP("DataError", "only used with order: fixed"));
        if (fixed && p.setupOrder == SetupOrder::Fixed)
            readFixedPlacements(*fixed, "rules.setup.fixed_positions", p, errors);
        if (p.setupOrder == SetupOrder::Fixed && p.beadPairs == BeadPairs::Draft)
            setup.error(
                setup.at("bead_pairs"), "bead_pairs",
                QT_TRANSLATE_NOOP("DataError",
                                  "draft cannot be combined with order: fixed (the fixed positions "
                                  "already give every figure its pair)"));
        setup.finish();
    }

    if (const DataNode *moveNode = rules.map(s.row("rules.move"))) {
        NodeReader move(*moveNode, "rules.move", errors);
        p.stepsPerTurn = static_cast<int>(move.integer(s.row("rules.move.steps_per_turn")));
        p.allBeadsTransfer = move.boolean(s.row("rules.move.all_beads_transfer"));
        p.allBeadsOnJump = move.boolean(s.row("rules.move.all_beads_on_jump"));
        p.transferOrder = move.word(s.row("rules.move.transfer_order"), kTransferOrderWords);
        move.finish();
    }
    if (const DataNode *passNode = rules.map(s.row("rules.pass"))) {
        NodeReader pass(*passNode, "rules.pass", errors);
        p.passBulk = pass.boolean(s.row("rules.pass.bulk"));
        pass.finish();
    }
    if (const DataNode *baseNode = rules.map(s.row("rules.base"))) {
        NodeReader base(*baseNode, "rules.base", errors);
        p.baseEntry = base.word(s.row("rules.base.entry"), kBaseEntryWords);
        base.finish();
    }
    if (const DataNode *jumpNode = rules.map(s.row("rules.jump"))) {
        NodeReader jump(*jumpNode, "rules.jump", errors);
        p.jumpCondition = jump.word(s.row("rules.jump.condition"), kJumpConditionWords);
        p.jumpLanding = jump.word(s.row("rules.jump.landing"), kJumpLandingWords);
        p.doubleJump = jump.word(s.row("rules.jump.double"), kDoubleJumpWords);
        p.jumpCostsBead = jump.boolean(s.row("rules.jump.costs_bead"));
        p.handoff = jump.boolean(s.row("rules.jump.handoff"));
        jump.finish();
    }
    if (const DataNode *endNode = rules.map(s.row("rules.end"))) {
        NodeReader end(*endNode, "rules.end", errors);
        p.repetition = static_cast<int>(end.integer(s.row("rules.end.repetition")));
        if (p.repetition == 1)
            end.error(end.at("repetition"), "repetition",
                      QT_TRANSLATE_NOOP(
                          "DataError",
                          "1 would end every game at once; use 2 or more, or 0 for no repetition "
                          "rule"));
        p.maxPlies = static_cast<int>(end.integer(s.row("rules.end.max_plies")));
        p.noMove = end.word(s.row("rules.end.no_move"), kNoMoveWords);
        end.finish();
    }
    if (const DataNode *stackNode = rules.map(s.row("rules.stack"))) {
        NodeReader stack(*stackNode, "rules.stack", errors);
        p.stackMax = static_cast<int>(stack.integer(s.row("rules.stack.max")));
        if (p.stackMax > 0 && p.stackMax < p.beadsPerFigure)
            stack.error(stack.at("max"), "max",
                        {QT_TRANSLATE_NOOP("DataError",
                                           "a figure starts with beads.per_figure (%1) beads; the "
                                           "limit cannot be lower (0 = no limit)"),
                         p.beadsPerFigure});
        stack.finish();
    }
    rules.finish();
}

// The bead supply against the figures and the set-up rules (spec §2, §4.3).
void checkSupply(const DataNode &root, Params &p, DataErrors &errors)
{
    const DataNode *beads = root.isMap() ? root.find("beads") : nullptr;
    if (!beads || p.colours.empty() || p.sides.size() != kSides)
        return;
    int total = 0;
    for (const BeadColour &c : p.colours)
        total += c.count;
    const int needed = kSides * p.figuresPerSide * p.beadsPerFigure;
    if (total != needed) {
        errors.push_back(
            {beads->pos,
             "beads.colours",
             {QT_TRANSLATE_NOOP("DataError", "the colours hold %1, but %2 × %3 need exactly %4"),
              DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n bead(s)"), total),
              DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n figure(s)"),
                                 kSides * p.figuresPerSide),
              DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n bead(s)"), p.beadsPerFigure),
              needed}});
        return;
    }
    if (p.beadPairs == BeadPairs::OneOfEachColour) {
        bool fits = static_cast<int>(p.colours.size()) == p.figuresPerSide;
        for (const BeadColour &c : p.colours)
            fits = fits && c.count == kSides * p.beadsPerFigure;
        if (!fits)
            errors.push_back(
                {beads->pos,
                 "beads.colours",
                 {QT_TRANSLATE_NOOP("DataError", "setup.bead_pairs: one_of_each_colour needs one "
                                                 "colour per figure of a side (%1) and %2 of each "
                                                 "colour (one group per side)"),
                  p.figuresPerSide,
                  DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n bead(s)"),
                                     kSides * p.beadsPerFigure)}});
    }
    if (p.transferOrder == TransferOrder::Chooser &&
        p.figuresPerSide * p.beadsPerFigure > kMaxChooserBeads)
        errors.push_back({beads->pos,
                          "rules.move.transfer_order",
                          {QT_TRANSLATE_NOOP("DataError", "chooser supports sides with at most %1"),
                           DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n bead(s)"),
                                              kMaxChooserBeads)}});
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
                        errors.push_back(
                            {p.fixedPlacements[s].front().pos,
                             "rules.setup.fixed_positions." + p.sides[s].id,
                             {QT_TRANSLATE_NOOP("DataError", "with one_of_each_colour every figure "
                                                             "of a side carries a different "
                                                             "colour; %1 is used %2"),
                              p.colours[c].id,
                              DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n time(s)"),
                                                 mine[c])}});
                }
            }
        }
        for (std::size_t c = 0; c < p.colours.size(); ++c) {
            if (used[c] > p.colours[c].count)
                errors.push_back(
                    {beads->pos,
                     "rules.setup.fixed_positions",
                     {QT_TRANSLATE_NOOP("DataError", "the fixed positions use %1 of "
                                                     "the colour %2; there are %3"),
                      DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n bead(s)"), used[c]),
                      p.colours[c].id, p.colours[c].count}});
        }
    }
}

} // namespace

std::optional<Params> readParams(NodeReader &root, const GameInfo &info, DataErrors &errors)
{
    const std::size_t errorsBefore = errors.size();
    Params p;
    checkPlayerRange(root, info, kSides, kSides,
                     QT_TRANSLATE_NOOP("DataError", "the garden is a game for exactly 2 players"),
                     errors);
    readSides(root, p, errors);
    p.figuresPerSide = static_cast<int>(root.integer(schema().row("figures_per_side")));
    readBeads(root, p, errors);
    readRules(root, p, errors);
    if (errors.size() == errorsBefore)
        checkSupply(root.node(), p, errors);
    if (errors.size() > errorsBefore)
        return std::nullopt;
    return p;
}

} // namespace kotatsu::garden
