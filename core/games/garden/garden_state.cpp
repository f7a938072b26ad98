// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/garden/garden_state.h"

#include "engine/random_playout.h"
#include "util/text.h"

#include <algorithm>
#include <bit>
#include <cstdio>

namespace kotatsu::garden {

namespace {

constexpr int kFar = 999;

std::uint64_t mix(std::uint64_t x)
{
    return Rng::splitmix64(x);
}

std::string hex(std::uint64_t value)
{
    char buf[20];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(value));
    return buf;
}

const char *phaseName(GardenState::Phase phase)
{
    switch (phase) {
    case GardenState::Phase::Draft:
        return "draft";
    case GardenState::Phase::Setup:
        return "setup";
    case GardenState::Phase::Play:
        return "play";
    case GardenState::Phase::Over:
        return "over";
    }
    return "?";
}

const char *kindName(int kind)
{
    switch (kind) {
    case kSetup:
        return "setup";
    case kDraft:
        return "draft";
    case kStep:
        return "step";
    case kJump:
        return "jump";
    case kHandoff:
        return "handoff";
    case kPass:
        return "pass";
    case kStop:
        return "stop";
    }
    return "?";
}

const char *reasonName(EndReason reason)
{
    switch (reason) {
    case EndReason::None:
        return "";
    case EndReason::BaseReached:
        return "base_reached";
    case EndReason::Repetition:
        return "repetition";
    case EndReason::PlyLimit:
        return "ply_limit";
    case EndReason::NoMove:
        return "no_move";
    }
    return "?";
}

} // namespace

GardenState::GardenState(std::shared_ptr<const GardenDefinition> definition, std::uint64_t seed)
    : m_def(std::move(definition)), m_rng(seed)
{
    const Params &p = params();
    clearBoard();
    if (p.firstPlayer >= 0) {
        m_firstSide = static_cast<std::uint8_t>(p.firstPlayer);
    } else {
        m_firstSide = static_cast<std::uint8_t>(m_rng.below(kSides));
        m_reveals = 1;
    }
    const auto per = static_cast<std::uint8_t>(p.beadsPerFigure);
    if (p.setupOrder == SetupOrder::Fixed) {
        for (int s = 0; s < kSides; ++s) {
            int f = m_def->firstFigure(s);
            for (const auto &[region, colour] : m_def->fixedPlacements(s)) {
                Figure &fig = m_figures[static_cast<std::size_t>(f)];
                for (int k = 0; k < per; ++k)
                    fig.beads.push_back(static_cast<std::uint8_t>(colour));
                moveFigure(f++, region);
                m_supply[static_cast<std::size_t>(s)][static_cast<std::size_t>(colour)] += per;
                ++m_placed[static_cast<std::size_t>(s)];
            }
        }
        startPlay();
        return;
    }
    for (std::size_t c = 0; c < p.colours.size(); ++c) {
        const auto pairs = static_cast<std::uint8_t>(p.colours[c].count / per);
        if (p.beadPairs == BeadPairs::Draft) {
            m_draftPool[c] = pairs;
        } else {
            for (std::size_t s = 0; s < kSides; ++s) {
                m_pairsToPlace[s][c] = static_cast<std::uint8_t>(pairs / kSides);
                m_supply[s][c] = static_cast<std::uint8_t>(pairs / kSides * per);
            }
        }
    }
    if (p.beadPairs == BeadPairs::Draft) {
        m_phase = Phase::Draft;
        m_toMove = m_firstSide;
    } else {
        m_phase = Phase::Setup;
        m_toMove = static_cast<std::uint8_t>(setupSide());
    }
}

int GardenState::currentPlayer() const
{
    return m_phase == Phase::Over ? kTerminalPlayer : m_toMove;
}

// Which side places the next figure (spec §4.4, setup.order).
int GardenState::setupSide() const
{
    const int figures = m_def->figuresPerSide();
    const int first = m_firstSide;
    const int second = 1 - first;
    const int placedFirst = m_placed[static_cast<std::size_t>(first)];
    const int placedSecond = m_placed[static_cast<std::size_t>(second)];
    if (params().setupOrder == SetupOrder::Alternate) {
        const int next = (placedFirst + placedSecond) % 2 == 0 ? first : second;
        if (m_placed[static_cast<std::size_t>(next)] < figures)
            return next;
        return 1 - next;
    }
    return placedFirst < figures ? first : second;
}

bool GardenState::hiddenFrom(int side, int viewer) const
{
    return m_phase == Phase::Setup && params().setupOrder == SetupOrder::Simultaneous &&
           viewer != kOmniscient && viewer != side;
}

// ---------------------------------------------------------------------------------------
// Legal actions, in the order of spec §12.

void GardenState::legalActions(std::vector<Action> &out) const
{
    out.clear();
    switch (m_phase) {
    case Phase::Draft:
        for (std::size_t c = 0; c < params().colours.size(); ++c) {
            if (m_draftPool[c] > 0)
                out.push_back(makeAction(kDraft, static_cast<int>(c)));
        }
        break;
    case Phase::Setup:
        generateSetup(out);
        break;
    case Phase::Play:
        if (m_def->maskWords() == 1)
            generatePlay<1>(out);
        else
            generatePlay<RegionMask::kWords>(out);
        break;
    case Phase::Over:
        break;
    }
}

void GardenState::legalActionsWithWideMasks(std::vector<Action> &out) const
{
    if (m_phase != Phase::Play) {
        legalActions(out);
        return;
    }
    out.clear();
    generatePlay<RegionMask::kWords>(out);
}

// Per figure its steps, then its jumps; then the passes (or, while a figure keeps stepping,
// its steps and "stop").
template <int W>
void GardenState::generatePlay(std::vector<Action> &out) const
{
    if (m_chainFigure != kNoFigure) {
        generateSteps<W>(m_chainFigure, out);
        out.push_back(makeAction(kStop));
        return;
    }
    const int first = m_def->firstFigure(m_toMove);
    const int last = first + m_def->figuresPerSide();
    for (int f = first; f < last; ++f) {
        generateSteps<W>(f, out);
        generateJumps<W>(f, out);
    }
    generatePasses(m_toMove, out);
}

void GardenState::generateSetup(std::vector<Action> &out) const
{
    const int side = m_toMove;
    const int f = m_def->firstFigure(side) + m_placed[static_cast<std::size_t>(side)];
    const auto &pairs = m_pairsToPlace[static_cast<std::size_t>(side)];
    const int colours = static_cast<int>(params().colours.size());
    // The free start fields in name order.
    for (const int rank : m_def->startMask(side).without(m_occupied).ranks()) {
        const int r = m_def->regionAtRank(rank);
        for (int c = 0; c < colours; ++c) {
            if (pairs[static_cast<std::size_t>(c)] > 0)
                out.push_back(makeAction(kSetup, f, r, c));
        }
    }
}

// f's bead colours in ascending order, the first of the orders forEachOrder() lists.
int GardenState::sortedColours(int f, std::array<int, kMaxChooserBeads> &colours) const
{
    const auto &beads = m_figures[static_cast<std::size_t>(f)].beads;
    const int n = static_cast<int>(beads.size());
    for (int i = 0; i < n; ++i)
        colours[static_cast<std::size_t>(i)] = beads[static_cast<std::size_t>(i)];
    std::sort(colours.begin(), colours.begin() + n);
    return n;
}

// Calls visit(order) once per way of handing f's whole stack on: one way, except under
// transfer_order: chooser, where every distinct order of the colours is a choice.
template <typename Visit>
[[gnu::always_inline]] inline void GardenState::forEachOrder(int f, Visit &&visit) const
{
    if (params().transferOrder != TransferOrder::Chooser) [[likely]] {
        visit(0);
        return;
    }
    std::array<int, kMaxChooserBeads> order{};
    const int n = sortedColours(f, order);
    do {
        visit(GardenDefinition::encodeOrder(order.data(), n));
    } while (std::next_permutation(order.begin(), order.begin() + n));
}

// STEP (spec §6.1): across a line of the top bead's colour onto a free region that is not
// the mover's own base, handing the used bead (or, by ¶16, the whole stack) to a team-mate.
template <int W>
[[gnu::always_inline]] inline void GardenState::generateSteps(int f, std::vector<Action> &out) const
{
    const GardenDefinition &d = *m_def;
    const Figure &fig = m_figures[static_cast<std::size_t>(f)];
    const int size = static_cast<int>(fig.beads.size());
    if (size == 0)
        return;
    const int side = d.sideOf(f);
    const RegionMask targets =
        d.stepMask(side, fig.region, fig.beads.back()).template without<W>(m_occupied);
    if (!targets.template any<W>())
        return;
    // Who may take the used bead, and who the whole stack: the same for every target.
    const unsigned takeTop = takers(f, 1);
    const unsigned takeAll = params().allBeadsTransfer && size >= 2 ? takers(f, size) : 0u;
    for (const int rank : targets.template ranks<W>()) {
        Action step = makeAction(kStep, f, d.regionAtRank(rank), 0, kTop, 0);
        for (unsigned to = takeTop; to != 0; to &= to - 1) {
            step.args[2] = static_cast<std::int16_t>(std::countr_zero(to));
            out.push_back(step);
        }
    }
    if (takeAll == 0)
        return;
    for (const int rank : targets.template ranks<W>()) {
        const int to = d.regionAtRank(rank);
        for (unsigned all = takeAll; all != 0; all &= all - 1) {
            const int g = std::countr_zero(all);
            forEachOrder(
                f, [&](int order) { out.push_back(makeAction(kStep, f, to, g, kAll, order)); });
        }
    }
}

bool GardenState::jumpAllowed(bool jumperEmpty, bool jumpedEmpty) const
{
    switch (params().jumpCondition) {
    case JumpCondition::EitherEmpty:
        return jumperEmpty || jumpedEmpty;
    case JumpCondition::JumpedMustBeEmpty:
        return jumpedEmpty;
    case JumpCondition::JumperMustBeEmpty:
        return jumperEmpty;
    }
    return false;
}

// LAND(f, o) of spec §7.2: the free regions behind the jumped figure; if there are none and
// something stands there, the free regions of the row after that (the double jump).
template <int W>
RegionMask GardenState::landings(int side, const JumpGeometry &jump) const
{
    const RegionMask &home = m_def->homeMask(side);
    const RegionMask behind =
        jump.behind1Mask.template without<W>(m_occupied).template without<W>(home);
    if (behind.template any<W>() || !jump.behind1Mask.template intersects<W>(m_occupied))
        return behind;
    return jump.behind2Mask.template without<W>(m_occupied).template without<W>(home);
}

// JUMP (§7.2) and HANDOFF_JUMP (§7.4, Note 3), by the field jumped over, then the landing.
template <int W>
[[gnu::always_inline]] inline void GardenState::generateJumps(int f, std::vector<Action> &out) const
{
    const GardenDefinition &d = *m_def;
    const Figure &fig = m_figures[static_cast<std::size_t>(f)];
    // Most of the time no figure stands beside this one, and there is nothing to jump.
    if (!d.jumpOverMask(fig.region).template intersects<W>(m_occupied))
        return;
    const Params &p = params();
    const int side = d.sideOf(f);
    const int size = static_cast<int>(fig.beads.size());
    const unsigned takeTop = p.jumpCostsBead && size > 0 ? takers(f, 1) : 0u;
    const unsigned takeAll = p.allBeadsOnJump && size > 0 ? takers(f, size) : 0u;
    for (const JumpGeometry &jump : d.jumps(fig.region)) {
        if (jump.over == kNoRegion)
            break;
        const int o = figureAt(jump.over);
        if (o == kNoFigure)
            continue;
        const RegionMask land = landings<W>(side, jump);
        if (!land.template any<W>())
            continue;
        const bool ownJumped = d.sideOf(o) == side;
        const bool plain =
            jumpAllowed(size == 0, m_figures[static_cast<std::size_t>(o)].beads.empty());
        const bool handoff = p.handoff && ownJumped && size > 0 && fits(o, size);
        // Handing all beads to the jumped team-mate is the handoff jump itself.
        const unsigned giveAll =
            p.jumpCostsBead && size == 1 ? 0u : takeAll & ~(handoff ? 1u << o : 0u);
        for (const int rank : land.template ranks<W>()) {
            const int to = d.regionAtRank(rank);
            if (plain && size == 0) {
                out.push_back(makeAction(kJump, f, jump.over, to, kNoFigure, kNoTransfer, 0));
            } else if (plain) {
                if (!p.jumpCostsBead) {
                    out.push_back(makeAction(kJump, f, jump.over, to, kNoFigure, kNoTransfer, 0));
                } else {
                    for (unsigned t = takeTop; t != 0; t &= t - 1)
                        out.push_back(
                            makeAction(kJump, f, jump.over, to, std::countr_zero(t), kTop, 0));
                }
                for (unsigned t = giveAll; t != 0; t &= t - 1) {
                    const int g = std::countr_zero(t);
                    forEachOrder(f, [&](int order) {
                        out.push_back(makeAction(kJump, f, jump.over, to, g, kAll, order));
                    });
                }
            }
            if (handoff)
                forEachOrder(f, [&](int order) {
                    out.push_back(makeAction(kHandoff, f, jump.over, to, order));
                });
        }
    }
}

// PASS (§6.2): the top bead of one figure onto another of the same side; always possible
// while a figure carries a bead, which is why the game never runs out of moves.
[[gnu::always_inline]] inline void GardenState::generatePasses(int side,
                                                               std::vector<Action> &out) const
{
    const bool bulk = params().passBulk;
    const int first = m_def->firstFigure(side);
    const int last = first + m_def->figuresPerSide();
    for (int f = first; f < last; ++f) {
        const int size = static_cast<int>(m_figures[static_cast<std::size_t>(f)].beads.size());
        if (size == 0)
            continue;
        const unsigned takeTop = takers(f, 1);
        const unsigned takeAll = bulk && size >= 2 ? takers(f, size) : 0u;
        if (takeAll == 0) {
            Action pass = makeAction(kPass, f, 0, kTop, 0);
            for (unsigned t = takeTop; t != 0; t &= t - 1) {
                pass.args[1] = static_cast<std::int16_t>(std::countr_zero(t));
                out.push_back(pass);
            }
            continue;
        }
        for (unsigned t = takeTop | takeAll; t != 0; t &= t - 1) {
            const int g = std::countr_zero(t);
            if (takeTop & (1u << g))
                out.push_back(makeAction(kPass, f, g, kTop, 0));
            if (takeAll & (1u << g))
                forEachOrder(
                    f, [&](int order) { out.push_back(makeAction(kPass, f, g, kAll, order)); });
        }
    }
}

unsigned GardenState::takersWithRoom(unsigned mates, int beads) const
{
    unsigned out = 0;
    for (unsigned t = mates; t != 0; t &= t - 1) {
        const int g = std::countr_zero(t);
        out |= fits(g, beads) ? 1u << g : 0u;
    }
    return out;
}

namespace {
// Scratch space for "is there any such move" questions. They are answered by the move
// generators themselves, so the rules are written once and the two can never drift apart;
// the buffer is per thread and keeps its capacity, so asking allocates nothing.
std::vector<Action> &scratchActions()
{
    thread_local std::vector<Action> actions;
    actions.clear();
    return actions;
}
} // namespace

bool GardenState::canStep(int f) const
{
    std::vector<Action> &steps = scratchActions();
    if (m_def->maskWords() == 1)
        generateSteps<1>(f, steps);
    else
        generateSteps<RegionMask::kWords>(f, steps);
    return !steps.empty();
}

// Whether generatePasses(side) lists anything: it lists a top-bead pass wherever it lists a
// whole-stack one (fits(g, size) implies fits(g, 1)), so one top-bead pass is enough.
bool GardenState::canPass(int side) const
{
    const int first = m_def->firstFigure(side);
    const int last = first + m_def->figuresPerSide();
    if (params().stackMax == 0) {
        // Without a stack limit any bead can go to any team-mate.
        std::size_t beads = 0;
        for (int f = first; f < last; ++f)
            beads += m_figures[static_cast<std::size_t>(f)].beads.size();
        return beads > 0 && last - first >= 2;
    }
    for (int f = first; f < last; ++f) {
        if (m_figures[static_cast<std::size_t>(f)].beads.empty())
            continue;
        for (int g = first; g < last; ++g) {
            if (g != f && fits(g, 1))
                return true;
        }
    }
    return false;
}

bool GardenState::hasAnyAction() const
{
    if (m_phase != Phase::Play)
        return m_phase != Phase::Over;
    if (m_chainFigure != kNoFigure)
        return true; // "stop" is always there
    // The usual case, cheaply: some figure can pass a bead.
    if (canPass(m_toMove))
        return true;
    std::vector<Action> &actions = scratchActions();
    legalActions(actions);
    return !actions.empty();
}

// ---------------------------------------------------------------------------------------
// Applying actions.

void GardenState::moveFigure(int f, int region)
{
    placeFigure(f, region);
    refreshFigureKey(f);
}

void GardenState::placeFigure(int f, int region)
{
    Figure &fig = m_figures[static_cast<std::size_t>(f)];
    if (fig.region != kNoRegion) {
        m_figureOn[fig.region] = kNoFigure;
        m_occupied.reset(m_def->rankOf(fig.region));
    }
    fig.region = static_cast<std::uint8_t>(region);
    m_figureOn[static_cast<std::size_t>(region)] = static_cast<std::int8_t>(f);
    m_occupied.set(m_def->rankOf(region));
}

void GardenState::liftFigure(int f)
{
    Figure &fig = m_figures[static_cast<std::size_t>(f)];
    if (fig.region == kNoRegion)
        return;
    m_figureOn[fig.region] = kNoFigure;
    m_occupied.reset(m_def->rankOf(fig.region));
    fig.region = kNoRegion;
    refreshFigureKey(f);
}

// No figure on the board and none carrying a bead.
void GardenState::clearBoard()
{
    m_figures = {};
    m_figureOn.fill(kNoFigure);
    m_occupied = {};
    for (int f = 0; f < m_def->figureCount(); ++f)
        refreshFigureKey(f);
}

void GardenState::moveTop(int from, int to)
{
    auto &source = m_figures[static_cast<std::size_t>(from)].beads;
    m_figures[static_cast<std::size_t>(to)].beads.push_back(source.pop_back());
    refreshFigureKey(from);
    refreshFigureKey(to);
}

void GardenState::moveStack(int from, int to, int order)
{
    auto &source = m_figures[static_cast<std::size_t>(from)].beads;
    auto &target = m_figures[static_cast<std::size_t>(to)].beads;
    if (order != 0) {
        std::array<int, kMaxChooserBeads> colours{};
        const int n = GardenDefinition::decodeOrder(order, colours.data());
        for (int i = 0; i < n; ++i)
            target.push_back(static_cast<std::uint8_t>(colours[static_cast<std::size_t>(i)]));
    } else if (params().transferOrder == TransferOrder::Reverse) {
        // Moved one by one: the top bead goes first and ends at the bottom.
        for (std::size_t i = source.size(); i-- > 0;)
            target.push_back(source[i]);
    } else {
        // preserve: the used (top) bead stays on top, as with a single bead.
        target.append(source);
    }
    source.clear();
    refreshFigureKey(from);
    refreshFigureKey(to);
}

void GardenState::apply(const Action &action)
{
    const auto &a = action.args;
    const int side = m_toMove;
    ++m_plies;
    m_last = LastMove{};
    m_last.action = action;
    m_last.side = side;
    switch (action.kind) {
    case kDraft: {
        const auto c = static_cast<std::size_t>(a[0]);
        --m_draftPool[c];
        ++m_pairsToPlace[static_cast<std::size_t>(side)][c];
        m_supply[static_cast<std::size_t>(side)][c] +=
            static_cast<std::uint8_t>(params().beadsPerFigure);
        bool done = true;
        for (auto left : m_draftPool)
            done = done && left == 0;
        if (done) {
            m_phase = Phase::Setup;
            m_toMove = static_cast<std::uint8_t>(setupSide());
        } else {
            m_toMove = static_cast<std::uint8_t>(1 - side);
        }
        return;
    }
    case kSetup: {
        const int f = a[0];
        Figure &fig = m_figures[static_cast<std::size_t>(f)];
        for (int k = 0; k < params().beadsPerFigure; ++k)
            fig.beads.push_back(static_cast<std::uint8_t>(a[2]));
        moveFigure(f, a[1]);
        --m_pairsToPlace[static_cast<std::size_t>(side)][static_cast<std::size_t>(a[2])];
        ++m_placed[static_cast<std::size_t>(side)];
        m_last.figure = f;
        m_last.to = a[1];
        m_last.beadsMoved = params().beadsPerFigure;
        if (m_placed[0] + m_placed[1] == m_def->figureCount())
            startPlay();
        else
            m_toMove = static_cast<std::uint8_t>(setupSide());
        return;
    }
    case kStep: {
        const int f = a[0];
        m_last.figure = f;
        m_last.from = m_figures[static_cast<std::size_t>(f)].region;
        m_last.to = a[1];
        m_last.recipient = a[2];
        m_last.beadsMoved =
            a[3] == kAll ? static_cast<int>(m_figures[static_cast<std::size_t>(f)].beads.size())
                         : 1;
        placeFigure(f, a[1]); // its key is refreshed with its beads, just below
        if (a[3] == kAll)
            moveStack(f, a[2], a[4]);
        else
            moveTop(f, a[2]);
        ++m_stats.steps;
        if (a[1] == m_def->goal(side))
            m_winner = static_cast<std::int8_t>(side);
        finishMove(f, true);
        return;
    }
    case kJump:
    case kHandoff: {
        const int f = a[0];
        const int from = m_figures[static_cast<std::size_t>(f)].region;
        m_last.figure = f;
        m_last.from = from;
        m_last.over = a[1];
        m_last.to = a[2];
        for (const JumpGeometry &jump : m_def->jumps(from)) {
            if (jump.over == a[1])
                m_last.doubleJump = !jump.behind1.contains(static_cast<std::uint8_t>(a[2]));
        }
        if (action.kind == kHandoff) {
            const int o = figureAt(a[1]);
            m_last.recipient = o;
            m_last.beadsMoved =
                static_cast<int>(m_figures[static_cast<std::size_t>(f)].beads.size());
            moveStack(f, o, a[3]);
            ++m_stats.handoffs;
        } else if (a[4] != kNoTransfer) {
            m_last.recipient = a[3];
            m_last.beadsMoved =
                a[4] == kAll ? static_cast<int>(m_figures[static_cast<std::size_t>(f)].beads.size())
                             : 1;
            if (a[4] == kAll)
                moveStack(f, a[3], a[5]);
            else
                moveTop(f, a[3]);
        }
        moveFigure(f, a[2]);
        ++m_stats.jumps;
        m_stats.doubleJumps += m_last.doubleJump ? 1 : 0;
        if (a[2] == m_def->goal(side))
            m_winner = static_cast<std::int8_t>(side);
        finishMove(f, false);
        return;
    }
    case kPass:
        m_last.figure = a[0];
        m_last.recipient = a[1];
        m_last.beadsMoved =
            a[2] == kAll ? static_cast<int>(m_figures[static_cast<std::size_t>(a[0])].beads.size())
                         : 1;
        if (a[2] == kAll)
            moveStack(a[0], a[1], a[3]);
        else
            moveTop(a[0], a[1]);
        ++m_stats.passes;
        finishMove(kNoFigure, false);
        return;
    case kStop:
        m_last.figure = m_chainFigure;
        finishMove(kNoFigure, false);
        return;
    }
}

void GardenState::startPlay()
{
    if (params().setupOrder == SetupOrder::Simultaneous)
        ++m_reveals; // both placements are shown now
    m_phase = Phase::Play;
    m_toMove = m_firstSide;
    settle();
}

// After a move of the play phase: the turn passes (unless the figure that stepped may step
// again), then the end conditions are checked: base reached, repetition, ply limit, no move.
void GardenState::finishMove(int f, bool stepped)
{
    const Params &p = params();
    ++m_movePlies;
    if (m_winner >= 0) {
        m_end = EndReason::BaseReached;
        m_phase = Phase::Over;
        m_chainFigure = kNoFigure;
        m_chainSteps = 0;
        return;
    }
    if (stepped)
        ++m_chainSteps;
    if (stepped && m_chainSteps < p.stepsPerTurn && canStep(f)) {
        m_chainFigure = static_cast<std::int8_t>(f);
    } else {
        m_chainFigure = kNoFigure;
        m_chainSteps = 0;
        m_toMove = static_cast<std::uint8_t>(1 - m_toMove);
    }
    settle();
}

// The new turn's bookkeeping: a player without a legal action (end.no_move) is handled, the
// position recorded, and the draw rules checked.
void GardenState::settle()
{
    const Params &p = params();
    bool stuck = !hasAnyAction();
    if (stuck && p.noMove == NoMove::PassTurn) {
        m_toMove = static_cast<std::uint8_t>(1 - m_toMove);
        stuck = !hasAnyAction();
    }
    recordPosition();
    if (p.repetition > 0 && m_repetitions >= p.repetition) {
        m_end = EndReason::Repetition;
        m_phase = Phase::Over;
    } else if (m_movePlies >= p.maxPlies) {
        m_end = EndReason::PlyLimit;
        m_phase = Phase::Over;
    } else if (stuck) {
        // end.no_move: lose, or a draw (also when pass_turn finds both sides stuck).
        if (p.noMove == NoMove::Lose)
            m_winner = static_cast<std::int8_t>(1 - m_toMove);
        m_end = EndReason::NoMove;
        m_phase = Phase::Over;
    }
}

// Spec §9: the side to move plus, per side, the multiset of (field, bead stack); figures of
// one side are interchangeable. Each figure is packed exactly into 64 bits and mixed
// (figureKey), and the mixed values are summed, which makes the key independent of the
// figures' numbering.
std::uint64_t GardenState::figureKey(int f) const
{
    const Figure &fig = m_figures[static_cast<std::size_t>(f)];
    std::uint64_t packed = fig.region;
    packed |= static_cast<std::uint64_t>(fig.beads.size()) << 8;
    packed |= static_cast<std::uint64_t>(fig.beads.code()) << 12; // bead i at bit 12 + 2i
    packed |= static_cast<std::uint64_t>(m_def->sideOf(f)) << 40;
    return mix(packed);
}

std::uint64_t GardenState::positionKey() const
{
    std::uint64_t key = mix(0x67617264656e0000ULL + m_toMove) + m_keySum;
    if (m_chainFigure != kNoFigure)
        key ^= mix(0x636861696e000000ULL | static_cast<std::uint64_t>(m_chainFigure) << 8 |
                   m_chainSteps);
    return key;
}

void GardenState::recordPosition()
{
    const std::uint64_t key = positionKey();
    m_repetitions = m_history.record(key);
}

std::uint64_t GardenState::historyDigest() const
{
    std::uint64_t digest = m_digestBefore;
    for (const std::uint64_t *key = m_history.begin() + m_digestFrom; key < m_history.end(); ++key)
        digest = mix(digest ^ *key);
    return digest;
}

// ---------------------------------------------------------------------------------------

Outcome GardenState::outcome() const
{
    Outcome o;
    o.reason = reasonName(m_end);
    o.draw = m_winner < 0;
    for (int s = 0; s < kSides; ++s) {
        const bool won = m_winner == s;
        if (won)
            o.winners.push_back(s);
        o.ranks.push_back(o.draw || won ? 1 : 2);
        o.scores.push_back(o.draw ? 0.5 : won ? 1.0 : 0.0);
    }
    o.figures = {{"plies", m_movePlies},
                 {"setup_plies", m_plies - m_movePlies},
                 {"steps", m_stats.steps},
                 {"jumps", m_stats.jumps},
                 {"double_jumps", m_stats.doubleJumps},
                 {"handoffs", m_stats.handoffs},
                 {"passes", m_stats.passes}};
    return o;
}

std::unique_ptr<GameState> GardenState::clone() const
{
    return std::make_unique<GardenState>(*this);
}

Json GardenState::observation(int seat) const
{
    const GardenDefinition &d = *m_def;
    const Params &p = params();
    Json json = Json::object();
    json["phase"] = phaseName(m_phase);
    json["current_player"] = currentPlayer();
    json["first_player"] = static_cast<int>(m_firstSide);
    json["viewer"] = seat;
    json["ply"] = m_plies;
    json["move_ply"] = m_movePlies;
    json["plies_left"] = p.maxPlies - m_movePlies;
    json["repetition"] = m_repetitions;

    Json sides = Json::array();
    for (int s = 0; s < kSides; ++s) {
        const auto si = static_cast<std::size_t>(s);
        Json side = Json::object();
        side["id"] = p.sides[si].id;
        side["seat"] = s;
        side["home"] = d.regionName(d.home(s));
        side["goal"] = d.regionName(d.goal(s));
        Json beads = Json::object();
        for (std::size_t c = 0; c < p.colours.size(); ++c)
            beads[p.colours[c].id] = static_cast<int>(m_supply[si][c]);
        side["beads"] = std::move(beads);
        if (hiddenFrom(s, seat)) {
            int pairs = 0;
            for (auto n : m_pairsToPlace[si])
                pairs += n;
            side["pairs_to_place"] = pairs;
        } else {
            Json pairs = Json::array();
            for (std::size_t c = 0; c < p.colours.size(); ++c) {
                for (int k = 0; k < m_pairsToPlace[si][c]; ++k)
                    pairs.push(p.colours[c].id);
            }
            side["pairs_to_place"] = std::move(pairs);
        }
        side["figures_placed"] = static_cast<int>(m_placed[si]);
        sides.push(std::move(side));
    }
    json["sides"] = std::move(sides);

    if (m_phase == Phase::Draft) {
        Json pool = Json::object();
        for (std::size_t c = 0; c < p.colours.size(); ++c)
            pool[p.colours[c].id] = static_cast<int>(m_draftPool[c]);
        json["draft_pool"] = std::move(pool);
    } else {
        json["draft_pool"] = Json();
    }

    Json figures = Json::array();
    for (int f = 0; f < d.figureCount(); ++f) {
        const Figure &fig = m_figures[static_cast<std::size_t>(f)];
        const bool hidden = hiddenFrom(d.sideOf(f), seat);
        Json entry = Json::object();
        entry["id"] = d.figureName(f);
        entry["side"] = d.sideOf(f);
        entry["region"] =
            hidden || fig.region == kNoRegion ? Json() : Json(d.regionName(fig.region));
        if (hidden) {
            entry["beads"] = Json();
        } else {
            Json beads = Json::array();
            for (auto bead : fig.beads)
                beads.push(d.colourId(bead));
            entry["beads"] = std::move(beads);
        }
        entry["hidden"] = hidden;
        figures.push(std::move(entry));
    }
    json["figures"] = std::move(figures);

    if (m_chainFigure != kNoFigure) {
        Json turn = Json::object();
        turn["figure"] = d.figureName(m_chainFigure);
        turn["steps"] = static_cast<int>(m_chainSteps);
        json["turn"] = std::move(turn);
    } else {
        json["turn"] = Json();
    }

    if (m_last.action.kind == 0) {
        json["last_move"] = Json();
    } else {
        Json last = Json::object();
        last["player"] = m_last.side;
        last["kind"] = kindName(m_last.action.kind);
        if (m_last.action.kind == kSetup && hiddenFrom(m_last.side, seat)) {
            last["hidden"] = true;
        } else {
            auto region = [&](int r) { return r < 0 ? Json() : Json(d.regionName(r)); };
            auto figure = [&](int f) { return f == kNoFigure ? Json() : Json(d.figureName(f)); };
            last["action"] = d.formatAction(m_last.action);
            last["figure"] = figure(m_last.figure);
            last["from"] = region(m_last.from);
            last["to"] = region(m_last.to);
            last["over"] = region(m_last.over);
            last["recipient"] = figure(m_last.recipient);
            last["beads_moved"] = m_last.beadsMoved;
            last["double_jump"] = m_last.doubleJump;
        }
        json["last_move"] = std::move(last);
    }
    if (isTerminal())
        json["outcome"] = outcome().toJson();
    if (seat == kOmniscient) {
        json["rng"] = m_rng.toJson();
        json["position_key"] = m_history.empty() ? Json() : Json(hex(m_history.back()));
        Json history = Json::object();
        history["size"] = m_historyBefore + static_cast<int>(m_history.size());
        history["digest"] = hex(historyDigest());
        json["history"] = std::move(history);
    }
    return json;
}

// Nothing is hidden once play starts. During a simultaneous set-up, the other side's
// placement (fields and which pair went where) is redrawn among its start fields.
std::unique_ptr<GameState> GardenState::resampleHidden(int seat, Rng &rng) const
{
    auto copy = std::make_unique<GardenState>(*this);
    for (int s = 0; s < kSides; ++s) {
        if (!hiddenFrom(s, seat))
            continue;
        const auto si = static_cast<std::size_t>(s);
        const int first = m_def->firstFigure(s);
        const int placed = m_placed[si];
        FixedVector<std::uint8_t, kMaxFiguresPerSide> pairs;
        for (int f = first; f < first + placed; ++f)
            pairs.push_back(m_figures[static_cast<std::size_t>(f)].beads.front());
        for (std::size_t c = 0; c < params().colours.size(); ++c) {
            for (int k = 0; k < m_pairsToPlace[si][c]; ++k)
                pairs.push_back(static_cast<std::uint8_t>(c));
        }
        rng.shuffle(pairs.begin(), pairs.end());
        FixedVector<std::uint8_t, kMaxRegions> fields;
        for (int r : board().startFields[si])
            fields.push_back(static_cast<std::uint8_t>(r));
        rng.shuffle(fields.begin(), fields.end());
        for (int f = first; f < first + placed; ++f)
            copy->liftFigure(f);
        copy->m_pairsToPlace[si].fill(0);
        for (std::size_t k = 0; k < pairs.size(); ++k) {
            if (static_cast<int>(k) >= placed) {
                ++copy->m_pairsToPlace[si][pairs[k]];
                continue;
            }
            const int f = first + static_cast<int>(k);
            Figure &fig = copy->m_figures[static_cast<std::size_t>(f)];
            fig.beads.clear();
            for (int b = 0; b < params().beadsPerFigure; ++b)
                fig.beads.push_back(pairs[k]);
            copy->moveFigure(f, fields[k]);
            if (copy->m_last.action.kind == kSetup && copy->m_last.figure == f) {
                copy->m_last.to = fields[k];
                copy->m_last.action = makeAction(kSetup, f, fields[k], pairs[k]);
            }
        }
    }
    copy->m_rng.reseed(rng.next());
    return copy;
}

// ---------------------------------------------------------------------------------------

bool GardenState::canWinNow(int side) const
{
    if (m_phase != Phase::Play)
        return false;
    const Params &p = params();
    const int goal = m_def->goal(side);
    const int first = m_def->firstFigure(side);
    const int last = first + m_def->figuresPerSide();
    for (int f = first; f < last; ++f) {
        const Figure &fig = m_figures[static_cast<std::size_t>(f)];
        const bool empty = fig.beads.empty();
        if (!empty) {
            const int colour = m_def->goalLineColour(side, fig.region);
            if (colour >= 0 && (p.baseEntry == BaseEntry::AnyBead || colour == fig.beads.back()))
                return true;
        }
        for (const JumpGeometry &jump : m_def->jumps(fig.region)) {
            if (jump.over == kNoRegion)
                break;
            const int o = figureAt(jump.over);
            if (o == kNoFigure)
                continue;
            const bool plain =
                jumpAllowed(empty, m_figures[static_cast<std::size_t>(o)].beads.empty());
            const bool handoff = p.handoff && !empty && m_def->sideOf(o) == side;
            if ((plain || handoff) && landings(side, jump).test(m_def->rankOf(goal)))
                return true;
        }
    }
    return false;
}

double GardenState::heuristicValue(int seat) const
{
    return heuristicPair()[static_cast<std::size_t>(seat)];
}

void GardenState::heuristicValues(std::vector<double> &out) const
{
    const std::array<double, kSides> values = heuristicPair();
    out.assign(values.begin(), values.end());
}

std::array<double, kSides> GardenState::heuristicPair() const
{
    if (isTerminal()) {
        const Outcome o = outcome();
        return {o.reward(0), o.reward(1)};
    }
    if (m_phase != Phase::Play)
        return {0.5, 0.5};
    const int mover = m_toMove;
    if (canWinNow(mover))
        return mover == 0 ? std::array{0.97, 0.03} : std::array{0.03, 0.97};
    // Distance to the goal in lines (colours ignored) of each side's best figure, plus a
    // little for the others, and the threat the side not to move holds over the mover.
    std::array<int, kSides> best{kFar, kFar};
    std::array<int, kSides> total{0, 0};
    for (int f = 0; f < m_def->figureCount(); ++f) {
        const int s = m_def->sideOf(f);
        const int d =
            std::min(m_def->distanceToGoal(s, m_figures[static_cast<std::size_t>(f)].region), 30);
        best[static_cast<std::size_t>(s)] = std::min(best[static_cast<std::size_t>(s)], d);
        total[static_cast<std::size_t>(s)] += d;
    }
    const bool threat = canWinNow(1 - mover);
    std::array<double, kSides> values{};
    for (int seat = 0; seat < kSides; ++seat) {
        const auto me = static_cast<std::size_t>(seat);
        const auto other = static_cast<std::size_t>(1 - seat);
        double value = 0.5 + 0.07 * (best[other] - best[me]) + 0.01 * (total[other] - total[me]);
        if (threat)
            value += (1 - mover) == seat ? 0.2 : -0.2;
        values[me] = std::clamp(value, 0.03, 0.95);
    }
    return values;
}

int GardenState::playRandomly(Rng &rng, std::vector<Action> &scratch, int maxPlies)
{
    return playRandomlyAs(*this, rng, scratch, maxPlies);
}

std::string GardenState::checkInvariants() const
{
    const GardenDefinition &d = *m_def;
    const Params &p = params();
    const int per = p.beadsPerFigure;
    // Beads: each side keeps what it owns (spec §2); the supply adds up to the box.
    std::array<int, kMaxColours> boxTotal{};
    for (int s = 0; s < kSides; ++s) {
        const auto si = static_cast<std::size_t>(s);
        std::array<int, kMaxColours> held{};
        for (int f = d.firstFigure(s); f < d.firstFigure(s) + d.figuresPerSide(); ++f) {
            for (auto bead : m_figures[static_cast<std::size_t>(f)].beads) {
                if (bead >= p.colours.size())
                    return d.figureName(f) + " carries an unknown bead colour";
                ++held[bead];
            }
        }
        for (std::size_t c = 0; c < p.colours.size(); ++c) {
            held[c] += m_pairsToPlace[si][c] * per;
            if (held[c] != m_supply[si][c])
                return p.sides[si].id + " has " + std::to_string(held[c]) + " " + p.colours[c].id +
                       " beads instead of " + std::to_string(m_supply[si][c]);
            boxTotal[c] += m_supply[si][c];
        }
    }
    for (std::size_t c = 0; c < p.colours.size(); ++c) {
        if (boxTotal[c] + m_draftPool[c] * per != p.colours[c].count)
            return "the " + p.colours[c].id + " beads do not add up to " +
                   std::to_string(p.colours[c].count);
    }
    // Figures: distinct regions, never on their own base, on the goal only as the winner.
    std::bitset<kMaxRegions> seen;
    for (int f = 0; f < d.figureCount(); ++f) {
        const Figure &fig = m_figures[static_cast<std::size_t>(f)];
        const int s = d.sideOf(f);
        if (p.stackMax > 0 && static_cast<int>(fig.beads.size()) > p.stackMax)
            return d.figureName(f) + " carries more than " + std::to_string(p.stackMax) + " beads";
        if (fig.region == kNoRegion) {
            if (m_phase == Phase::Play || m_phase == Phase::Over)
                return d.figureName(f) + " is not on the board";
            if (!fig.beads.empty())
                return d.figureName(f) + " carries beads before it is placed";
            continue;
        }
        if (fig.region >= board().regions.size())
            return d.figureName(f) + " stands on no region";
        if (seen.test(fig.region))
            return "two figures stand on " + d.regionName(fig.region);
        seen.set(fig.region);
        if (fig.region == d.home(s))
            return d.figureName(f) + " stands on its own base";
        if (fig.region == d.goal(s) && !(m_phase == Phase::Over && m_winner == s))
            return d.figureName(f) + " stands on the goal but the game goes on";
        if (m_phase == Phase::Setup || m_phase == Phase::Draft) {
            const auto &starts = board().startFields[static_cast<std::size_t>(s)];
            if (std::find(starts.begin(), starts.end(), fig.region) == starts.end())
                return d.figureName(f) + " was placed off its start fields";
        }
    }
    // The caches the rules read instead of the figures: who stands where, the figures' keys
    // and the history's filter must agree with what they summarise.
    for (std::size_t r = 0; r < m_figureOn.size(); ++r) {
        const int f = m_figureOn[r];
        if (f == kNoFigure
                ? seen.test(r)
                : f < 0 || f >= d.figureCount() ||
                      m_figures[static_cast<std::size_t>(f)].region != static_cast<std::uint8_t>(r))
            return "the figure index is out of step with the figures on " +
                   (r < board().regions.size() ? d.regionName(static_cast<int>(r))
                                               : std::to_string(r));
    }
    RegionMask occupied;
    for (std::size_t r = 0; r < board().regions.size(); ++r) {
        if (seen.test(r))
            occupied.set(d.rankOf(static_cast<int>(r)));
    }
    if (occupied != m_occupied)
        return "the occupied-region mask is out of step with the figures";
    for (int f = 0; f < d.figureCount(); ++f) {
        if (m_figureKey[static_cast<std::size_t>(f)] != figureKey(f))
            return "the position key of " + d.figureName(f) + " is out of date";
    }
    std::uint64_t keySum = 0;
    for (std::uint64_t key : m_figureKey)
        keySum += key;
    if (keySum != m_keySum)
        return "the sum of the figures' keys is out of date";
    if (!m_history.filterConsistent())
        return "the history filter is out of step with the history";
    if (m_phase == Phase::Play || m_phase == Phase::Over) {
        if (m_history.empty() ||
            m_historyBefore + static_cast<int>(m_history.size()) > m_movePlies + 1)
            return "the position history does not match the moves";
        if (m_phase == Phase::Play && m_history.back() != positionKey())
            return "the last position recorded is not the position";
        if (m_repetitions != std::count(m_history.begin(), m_history.end(), m_history.back()))
            return "the repetition count is wrong";
        if (m_movePlies > p.maxPlies)
            return "the game ran past end.max_plies";
    }
    if (m_chainFigure != kNoFigure &&
        (d.sideOf(m_chainFigure) != m_toMove || m_chainSteps >= p.stepsPerTurn))
        return "a figure keeps stepping out of turn";
    if (m_phase == Phase::Over && m_end == EndReason::None)
        return "the game is over without a reason";
    return {};
}

} // namespace kotatsu::garden

namespace kotatsu::garden {

std::string GardenState::actionToString(const Action &action) const
{
    return m_def->formatAction(action);
}

// {kind, figure, from, to, over, jumped, recipient, mode, order, colour}: every field is
// present, null where the kind does not use it. figure/recipient/jumped are figure ids ("K1";
// jumped: the figure standing on `over`), from/to/over region ids ("c4", "red_base"), mode "top" |
// "all" | null (a jump that moves no bead), order the chosen bottom-to-top colours of a whole-stack
// transfer ("red+green") or null, colour a bead colour id (setup, draft). from is where the figure
// stands now.
Json GardenState::describeAction(const Action &action) const
{
    const GardenDefinition &d = *m_def;
    const auto &a = action.args;
    auto arg = [&](int i) { return static_cast<int>(a[static_cast<std::size_t>(i)]); };
    auto region = [&](int r) { return r < 0 || r == kNoRegion ? Json() : Json(d.regionName(r)); };
    auto figureId = [&](int f) { return f == kNoFigure ? Json() : Json(d.figureName(f)); };
    auto mode = [&](int m) { return m == kTop ? Json("top") : m == kAll ? Json("all") : Json(); };
    auto order = [&](int code) { return code ? Json(d.orderText(code)) : Json(); };
    Json json = Json::object();
    static constexpr const char *kKinds[] = {"?",    "setup",   "draft", "step",
                                             "jump", "handoff", "pass",  "stop"};
    json["kind"] = action.kind >= kSetup && action.kind <= kStop ? kKinds[action.kind] : "?";
    Json figure, from, to, over, jumped, recipient, transfer, chosenOrder, colour;
    if (action.kind != kDraft && action.kind != kStop) {
        figure = figureId(arg(0));
        from = region(m_figures[static_cast<std::size_t>(arg(0))].region);
    }
    switch (action.kind) {
    case kSetup:
        to = region(arg(1));
        colour = d.colourId(arg(2));
        break;
    case kDraft:
        colour = d.colourId(arg(0));
        break;
    case kStep:
        to = region(arg(1));
        recipient = figureId(arg(2));
        transfer = mode(arg(3));
        chosenOrder = order(arg(4));
        break;
    case kJump:
        over = region(arg(1));
        jumped = figureId(figureAt(arg(1)));
        to = region(arg(2));
        if (arg(4) != kNoTransfer) {
            recipient = figureId(arg(3));
            transfer = mode(arg(4));
            chosenOrder = order(arg(5));
        }
        break;
    case kHandoff:
        over = region(arg(1));
        to = region(arg(2));
        jumped = figureId(figureAt(arg(1)));
        recipient = jumped;
        transfer = "all";
        chosenOrder = order(arg(3));
        break;
    case kPass:
        recipient = figureId(arg(1));
        transfer = mode(arg(2));
        chosenOrder = order(arg(3));
        break;
    default:
        break;
    }
    json["figure"] = std::move(figure);
    json["from"] = std::move(from);
    json["to"] = std::move(to);
    json["over"] = std::move(over);
    json["jumped"] = std::move(jumped);
    json["recipient"] = std::move(recipient);
    json["mode"] = std::move(transfer);
    json["order"] = std::move(chosenOrder);
    json["colour"] = std::move(colour);
    json["path"] = movePath(action);
    json["beads"] = movedBeads(action);
    return json;
}

// The regions a figure crosses in `action`, from where it stands to where it ends: a set-up
// walks from its side's pagoda to its start field, a step crosses one line, a jump goes over
// the jumped field and, for a double jump, over the field behind it. Empty for a pass.
Json GardenState::movePath(const Action &action) const
{
    const GardenDefinition &d = *m_def;
    const auto &a = action.args;
    Json path = Json::array();
    auto add = [&](int r) { path.push(Json(d.regionName(r))); };
    switch (action.kind) {
    case kSetup:
        add(d.home(d.sideOf(a[0])));
        add(a[1]);
        break;
    case kStep:
        add(m_figures[static_cast<std::size_t>(a[0])].region);
        add(a[1]);
        break;
    case kJump:
    case kHandoff: {
        const int from = m_figures[static_cast<std::size_t>(a[0])].region;
        add(from);
        add(a[1]);
        for (const JumpGeometry &jump : d.jumps(from)) {
            if (jump.over != a[1] || jump.behind1.contains(static_cast<std::uint8_t>(a[2])))
                continue;
            // A double jump: over the taken field behind the first one, next to the landing.
            for (const std::uint8_t r : jump.behind1) {
                if (figureAt(r) != kNoFigure && d.board().lineColour(r, a[2]) >= 0) {
                    add(r);
                    break;
                }
            }
        }
        add(a[2]);
        break;
    }
    default:
        break;
    }
    return path;
}

// The beads that change figure in `action` (a set-up's pair included), as colour ids in the
// order they end on the recipient's stack, bottom to top; empty when none move.
Json GardenState::movedBeads(const Action &action) const
{
    const GardenDefinition &d = *m_def;
    const auto &a = action.args;
    Json beads = Json::array();
    int giver = kNoFigure, mode = kNoTransfer, order = 0;
    switch (action.kind) {
    case kSetup:
        for (int k = 0; k < params().beadsPerFigure; ++k)
            beads.push(Json(d.colourId(a[2])));
        return beads;
    case kStep:
        giver = a[0], mode = a[3], order = a[4];
        break;
    case kJump:
        giver = a[0], mode = a[4], order = a[5];
        break;
    case kHandoff:
        giver = a[0], mode = kAll, order = a[3];
        break;
    case kPass:
        giver = a[0], mode = a[2], order = a[3];
        break;
    default:
        return beads;
    }
    const auto &stack = m_figures[static_cast<std::size_t>(giver)].beads;
    if (mode == kTop && !stack.empty()) {
        beads.push(Json(d.colourId(stack[stack.size() - 1])));
    } else if (mode == kAll && order != 0) {
        std::array<int, kMaxChooserBeads> colours{};
        const int n = GardenDefinition::decodeOrder(order, colours.data());
        for (int i = 0; i < n; ++i)
            beads.push(Json(d.colourId(colours[static_cast<std::size_t>(i)])));
    } else if (mode == kAll) {
        // As moveStack lays them: one by one (the top first, so it ends at the bottom) or
        // the stack as it is.
        const bool reverse = params().transferOrder == TransferOrder::Reverse;
        for (std::size_t i = 0; i < stack.size(); ++i)
            beads.push(Json(d.colourId(stack[reverse ? stack.size() - 1 - i : i])));
    }
    return beads;
}

} // namespace kotatsu::garden
