// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_state.h"
#include "games/garden/garden_bead_stack.h"
#include "games/garden/garden_definition.h"
#include "games/garden/garden_history.h"
#include "util/fixed_vector.h"

#include <array>
#include <bitset>
#include <memory>
#include <string>
#include <vector>

namespace kotatsu::garden {

struct Figure
{
    std::uint8_t region = kNoRegion; // kNoRegion until placed
    BeadStack beads;                 // colour indices, bottom to top
    bool operator==(const Figure &) const = default;
};

// The last action, for the views to show (and animate) it.
struct LastMove
{
    Action action{}; // kind 0: nothing yet
    int side = -1;
    int figure = kNoFigure;
    int from = -1;
    int to = -1;
    int over = -1;
    int recipient = kNoFigure;
    int beadsMoved = 0;
    bool doubleJump = false;
};

enum class EndReason : std::uint8_t
{
    None,
    BaseReached,
    Repetition,
    PlyLimit,
    NoMove
};

// One game of the Japanese Garden (spec: data/games/garden/spec.md). Seat i plays side i.
//
// observation(seat) — nothing is hidden in play, so every seat sees the whole position;
// only a simultaneous set-up hides each side's placement from the other until both are
// done. Shape:
//   phase            "draft" | "setup" | "play" | "over"
//   current_player   seat to move, -1 when over
//   first_player     seat that moves first
//   viewer           the seat asked for (-1 = omniscient)
//   ply              actions since the start (set-up included)
//   move_ply         moves of the play phase; plies_left = end.max_plies - move_ply
//   repetition       occurrences of the current position so far (0 before play)
//   sides[]          {id, seat, home, goal, beads: {colour: n} (all the side owns),
//                    pairs_to_place: [colour...] (or a count when hidden), figures_placed}
//   draft_pool       {colour: pairs left} while drafting, else null
//   figures[]        {id, side (seat), region (name or null), beads: [colour...] bottom to
//                    top (null when hidden), hidden}
//   turn             {figure, steps} while one figure keeps stepping (move.steps_per_turn >
//                    1), else null
//   last_move        null, or {action (text), player, kind, figure, from, to, over,
//                    recipient, beads_moved, double_jump} (null fields when not used; only
//                    {player, kind, hidden: true} for a placement the viewer may not see)
//   outcome          Outcome::toJson() once over
//   omniscient only: rng (the state's Rng words), position_key (hex) and history
//                    {size, digest}: the positions seen so far, for the repetition rule.
class GardenState final : public GameState
{
public:
    enum class Phase : std::uint8_t
    {
        Draft,
        Setup,
        Play,
        Over
    };

    GardenState(std::shared_ptr<const GardenDefinition> definition, std::uint64_t seed);
    // The factory's form; the garden is always two players (game.players {min: 2, max: 2}).
    GardenState(std::shared_ptr<const GardenDefinition> definition, int /*players*/,
                std::uint64_t seed)
        : GardenState(std::move(definition), seed)
    {}

    const GameDefinition &definition() const override { return *m_def; }
    int numPlayers() const override { return kSides; }
    int currentPlayer() const override;
    void legalActions(std::vector<Action> &out) const override;
    void apply(const Action &action) override;
    std::string actionToString(const Action &action) const override;
    // Besides the pieces and places the action names: "path", the regions the figure
    // crosses (from its field to its landing, the fields jumped over between), and "beads",
    // the colours that change figure, bottom to top as they land (views animate these).
    Json describeAction(const Action &action) const override;
    std::vector<std::string> tableParts(int seat) const override; // garden_table_parts.cpp
    bool isTerminal() const override { return m_phase == Phase::Over; }
    Outcome outcome() const override;
    std::unique_ptr<GameState> clone() const override;
    Json observation(int seat) const override;
    std::unique_ptr<GameState> resampleHidden(int seat, Rng &rng) const override;
    std::uint64_t revealCount() const override { return m_reveals; }
    int plyCount() const override { return m_plies; }
    double heuristicValue(int seat) const override;
    void heuristicValues(std::vector<double> &out) const override;
    std::string checkInvariants() const override;
    // The inverse of observation(kOmniscient) (garden_position.cpp, docs/scenarios.md). The
    // observation keeps only the size and digest of the positions seen before, so a loaded
    // game counts the current position's earlier occurrences (`repetition`) but no other
    // position seen before the load; the history's size and digest go on from the text's.
    bool loadPosition(const Json &omniscient, std::string *error) override;
    int playRandomly(Rng &rng, std::vector<Action> &scratch, int maxPlies) override;

    // Read access for tests and views.
    Phase phase() const { return m_phase; }
    int sideToMove() const { return m_toMove; }
    int firstSide() const { return m_firstSide; }
    const Figure &figure(int index) const { return m_figures[static_cast<std::size_t>(index)]; }
    int figureAt(int region) const { return m_figureOn[static_cast<std::size_t>(region)]; }
    int movePlies() const { return m_movePlies; }
    int repetitions() const { return m_repetitions; }
    int winner() const { return m_winner; }
    EndReason endReason() const { return m_end; }
    const LastMove &lastMove() const { return m_last; }
    // Both sides' heuristic values, computed once (they share the threat tests).
    std::array<double, kSides> heuristicPair() const;
    // Whether `side` could enter the other base with its next move.
    bool canWinNow(int side) const;

    // legalActions() by the move generators compiled for boards of any size (all
    // RegionMask::kWords words), whatever this board's maskWords(). Both must agree: kept for
    // tst_garden_rules' maskWidthsListTheSameMoves, which compares the two compiled widths over
    // thousands of random positions (a check of the generators' code, not of a rule, so not a
    // scenario; nothing else can reach the wide generators on the standard board).
    void legalActionsWithWideMasks(std::vector<Action> &out) const;

private:
    Json movePath(const Action &action) const;
    Json movedBeads(const Action &action) const;
    const Params &params() const { return m_def->params(); }
    const Board &board() const { return m_def->board(); }
    bool occupied(int region) const { return figureAt(region) != kNoFigure; }
    bool fits(int figure, int beads) const
    {
        const int max = params().stackMax;
        return max == 0 ||
               static_cast<int>(m_figures[static_cast<std::size_t>(figure)].beads.size()) + beads <=
                   max;
    }
    // The team-mates of figure f (bits by figure) with room for `beads` more beads.
    [[gnu::always_inline]] unsigned takers(int f, int beads) const
    {
        const unsigned mates = m_def->teamMask(m_def->sideOf(f)) & ~(1u << f);
        return params().stackMax == 0 ? mates : takersWithRoom(mates, beads);
    }
    unsigned takersWithRoom(unsigned mates, int beads) const;
    int setupSide() const;
    bool hiddenFrom(int side, int viewer) const;

    void generateSetup(std::vector<Action> &out) const;
    // The play phase's generators read the first W words of every RegionMask; W is the
    // board's maskWords() (1 or RegionMask::kWords), chosen once in legalActions().
    template <int W>
    void generatePlay(std::vector<Action> &out) const;
    template <int W>
    void generateSteps(int f, std::vector<Action> &out) const;
    template <int W>
    void generateJumps(int f, std::vector<Action> &out) const;
    void generatePasses(int side, std::vector<Action> &out) const;
    template <typename Visit>
    void forEachOrder(int f, Visit &&visit) const;
    int sortedColours(int f, std::array<int, kMaxChooserBeads> &colours) const;
    template <int W = RegionMask::kWords>
    RegionMask landings(int side, const JumpGeometry &jump) const;
    bool jumpAllowed(bool jumperEmpty, bool jumpedEmpty) const;
    bool canStep(int f) const;
    bool canPass(int side) const;
    bool hasAnyAction() const;

    void moveFigure(int f, int region);
    void placeFigure(int f, int region); // moveFigure() without refreshing f's key
    void liftFigure(int f);              // off the board, as before its placement
    void clearBoard();
    void moveTop(int from, int to);
    void moveStack(int from, int to, int order);
    void startPlay();
    void finishMove(int f, bool stepped);
    void settle();
    void recordPosition();
    std::uint64_t figureKey(int f) const;
    void refreshFigureKey(int f)
    {
        std::uint64_t &key = m_figureKey[static_cast<std::size_t>(f)];
        const std::uint64_t fresh = figureKey(f);
        m_keySum += fresh - key; // wraps, as the sum does
        key = fresh;
    }
    std::uint64_t positionKey() const;
    std::uint64_t historyDigest() const;

    std::shared_ptr<const GardenDefinition> m_def;
    Phase m_phase = Phase::Setup;
    std::uint8_t m_toMove = 0;
    std::uint8_t m_firstSide = 0;
    int m_plies = 0;
    int m_movePlies = 0;
    std::array<Figure, kMaxFigures> m_figures{};
    // The figure on each region (kNoFigure: free), kept by moveFigure(): the move
    // generators ask "who stands there" for every neighbour they look at.
    std::array<std::int8_t, kMaxRegions> m_figureOn;
    // The same as a mask (bits by name rank, see RegionMask), also kept by moveFigure(): the
    // generators test all of a figure's step targets and landings against it at once.
    RegionMask m_occupied;
    // figureKey(f) of every figure, kept up to date by whatever moves a figure or its beads,
    // so that the position key of every move sums them instead of packing all figures anew.
    std::array<std::uint64_t, kMaxFigures> m_figureKey{};
    std::uint64_t m_keySum = 0; // their sum
    // Beads each side owns (spec §2: they never change hands), and the same-colour pairs
    // not yet put on a figure during the set-up.
    std::array<std::array<std::uint8_t, kMaxColours>, kSides> m_supply{};
    std::array<std::array<std::uint8_t, kMaxColours>, kSides> m_pairsToPlace{};
    std::array<std::uint8_t, kMaxColours> m_draftPool{};
    std::array<std::uint8_t, kSides> m_placed{};
    std::int8_t m_chainFigure = kNoFigure; // the figure that may keep stepping this turn
    std::uint8_t m_chainSteps = 0;
    PositionHistory m_history;
    // A loaded position's history (loadPosition): how many positions came before the keys
    // m_history holds, and the digest of the positions up to its first m_digestFrom keys.
    // All zero in a game played from the start.
    std::uint16_t m_historyBefore = 0;
    std::uint16_t m_digestFrom = 0;
    std::uint64_t m_digestBefore = 0;
    int m_repetitions = 0;
    LastMove m_last;
    std::int8_t m_winner = -1;
    EndReason m_end = EndReason::None;
    struct Stats
    {
        int steps = 0;
        int jumps = 0;
        int doubleJumps = 0;
        int handoffs = 0;
        int passes = 0;
    } m_stats;
    std::uint64_t m_reveals = 0;
    Rng m_rng;
};

} // namespace kotatsu::garden
