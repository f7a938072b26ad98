// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/tokaido_duo/tokaido_duo_state.h"

#include "engine/random_playout.h"

#include <algorithm>
#include <bit>
#include <span>

namespace kotatsu::tokaido_duo {

namespace {

// The first legal choice and how many there are: what run() needs to carry out a decision
// with one option, without building the list.
struct FirstAndCount
{
    Action first{};
    int count = 0;
    void push_back(const Action &a)
    {
        if (count++ == 0)
            first = a;
    }
};
// Whether a generator may stop: a count of two already decides that the player chooses.
inline bool enough(const FirstAndCount &f)
{
    return f.count >= 2;
}
inline bool enough(const std::vector<Action> &)
{
    return false;
}
// A list of choices appended at once: the return decision's table lists tens of them, and
// one by one each was a capacity check and a 14-byte store (that loop held about a fifth of
// legalActions()' samples in tst_hint's profile).
inline void appendAll(FirstAndCount &out, std::span<const Action> actions)
{
    for (const Action &a : actions)
        out.push_back(a);
}
inline void appendAll(std::vector<Action> &out, std::span<const Action> actions)
{
    out.insert(out.end(), actions.begin(), actions.end());
}
// Whether the generator only counts (then two destinations are enough to know).
inline bool counting(const FirstAndCount &)
{
    return true;
}
inline bool counting(const std::vector<Action> &)
{
    return false;
}

} // namespace

TokaidoDuoState::TokaidoDuoState(std::shared_ptr<const TokaidoDuoDefinition> definition,
                                 int /*players*/, std::uint64_t seed)
    : m_def(std::move(definition)), m_rng(seed)
{
    const Params &p = params();
    // Setup (spec §5): boutiques, wave sides, hot spring, bag, meeples, paintings, first player.
    m_boutique.fill(-1);
    FixedVector<std::uint8_t, kMaxTowns> tokens;
    for (std::size_t b = 0; b < p.boutiques.size(); ++b)
        tokens.push_back(static_cast<std::uint8_t>(b));
    m_rng.shuffle(tokens.begin(), tokens.end());
    std::size_t next = 0;
    for (std::size_t t = 0; t < p.towns.size(); ++t) {
        if (p.towns[t].coastal && next < tokens.size())
            m_boutique[t] = static_cast<std::int8_t>(tokens[next++]);
    }
    m_waveHolder.fill(-1);
    for (std::size_t t = 0; t < p.waveTiles.size(); ++t) {
        m_waveSide[t] = p.waveSides == WaveSides::Random
                            ? static_cast<std::uint8_t>(m_rng.below(2))
                            : static_cast<std::uint8_t>(p.waveSides == WaveSides::First ? 0 : 1);
    }
    for (std::size_t w = 0; w < p.wares.size(); ++w) {
        m_bag[w] = static_cast<std::uint8_t>(p.wares[w].count);
        m_bagTotal = static_cast<std::uint8_t>(m_bagTotal + p.wares[w].count);
    }
    for (int s = 0; s < kSeats; ++s) {
        PlayerState &pl = m_players[static_cast<std::size_t>(s)];
        pl.pilgrim = static_cast<std::uint8_t>(p.startRing);
        pl.merchant = static_cast<std::uint8_t>(p.startTown);
        pl.artist = static_cast<std::uint8_t>(p.startRegion);
        pl.coins = static_cast<std::int16_t>(p.startingCoins);
        std::size_t k = 0;
        for (std::size_t i = 0; i < p.icons.size(); ++i) {
            for (int n = 0; n < p.icons[i].count; ++n)
                pl.icons[k++] = static_cast<std::uint8_t>(i);
        }
        m_rng.shuffle(pl.icons.begin(), pl.icons.begin() + static_cast<std::ptrdiff_t>(k));
    }
    if (p.automaSeat >= 0) {
        // The Automa has no coins (§14.1) and starts at its level's ranks.
        PlayerState &automa = m_players[static_cast<std::size_t>(p.automaSeat)];
        automa.coins = 0;
        for (std::size_t c = 0; c < kCharacters; ++c)
            automa.ranks[c] = static_cast<std::uint8_t>(p.level().start[c]);
    }
    for (int s = 0; s < kSeats; ++s) {
        m_seat = static_cast<std::uint8_t>(s);
        if (p.startingWares > 0 && !isAutoma(s))
            drawWares(s, p.startingWares);
    }
    m_firstOfGame = p.firstPlayer == FirstPlayer::Random
                        ? static_cast<std::uint8_t>(m_rng.below(kSeats))
                        : static_cast<std::uint8_t>(p.firstPlayer == FirstPlayer::Seat0 ? 0 : 1);
    m_first = m_firstOfGame;
    refreshWaveEffects();
    newRound();
    run();
}

// ---------------------------------------------------------------------------------------
// Queries

int TokaidoDuoState::currentPlayer() const
{
    return m_stage == Stage::Over ? kTerminalPlayer : m_seat;
}

// The effects of the tiles each seat holds, summed whenever a tile changes hands, so that
// the move generator reads them for free.
void TokaidoDuoState::refreshWaveEffects()
{
    const Params &p = params();
    for (int seat = 0; seat < kSeats; ++seat) {
        WaveEffects out;
        // The Automa holds tiles but never uses them (§14.2).
        for (std::size_t t = 0; t < p.waveTiles.size() && !isAutoma(seat); ++t) {
            if (m_waveHolder[t] == seat)
                out.add(p.waveTiles[t].sides[m_waveSide[t]].effects);
        }
        m_fx[static_cast<std::size_t>(seat)] = out;
    }
}

// The ring spaces the pilgrim of `seat` may not stop on (spec §7.1, §16.16, §17), as a bit
// mask: the other pilgrim (on the start only if rules.start_space_blocks), and the spaces of
// coastal towns holding the other merchant (or your own, rules.own_meeples_block). One mask
// per move instead of a test per space passed.
std::uint64_t TokaidoDuoState::occupiedRing(int seat) const
{
    const Params &p = params();
    const PlayerState &me = m_players[static_cast<std::size_t>(seat)];
    const PlayerState &other = m_players[static_cast<std::size_t>(1 - seat)];
    std::uint64_t mask = 0;
    if (other.pilgrim != p.startRing || p.startSpaceBlocks)
        mask |= std::uint64_t{1} << other.pilgrim;
    if (const int r = p.towns[other.merchant].ring; r >= 0)
        mask |= std::uint64_t{1} << r;
    if (const int r = p.towns[me.merchant].ring; r >= 0 && p.ownMeeplesBlock)
        mask |= std::uint64_t{1} << r;
    return mask;
}

int TokaidoDuoState::pilgrimLanding(int seat, int steps, std::uint64_t occupied, bool *jumped) const
{
    const int n = params().sizes.ring;
    int at = (m_players[static_cast<std::size_t>(seat)].pilgrim + steps) % n;
    *jumped = false;
    // On to the next free space, as often as needed (§17); at most three other meeples.
    for (int guard = 0; guard < n && ((occupied >> at) & 1); ++guard) {
        at = (at + 1) % n;
        *jumped = true;
    }
    return at;
}

// The coastal towns the merchant of `seat` may not enter (§8.1): one with the other
// merchant, or with a pilgrim on its ring space (your own too, rules.own_meeples_block).
inline std::uint32_t TokaidoDuoState::blockedTowns(int seat) const
{
    const Params &p = params();
    const PlayerState &me = m_players[static_cast<std::size_t>(seat)];
    const PlayerState &other = m_players[static_cast<std::size_t>(1 - seat)];
    std::uint32_t blocked = 0;
    if (p.towns[other.merchant].coastal)
        blocked |= std::uint32_t{1} << other.merchant;
    if (const int t = p.ring[other.pilgrim].town; t >= 0)
        blocked |= std::uint32_t{1} << t;
    if (const int t = p.ring[me.pilgrim].town; t >= 0 && p.ownMeeplesBlock)
        blocked |= std::uint32_t{1} << t;
    return blocked;
}

// The meeples other than the artist of `seat` in the paint scope of its destination, or of
// every region its path entered with Inspired (§9.2, §10, §17), each meeple once.
int TokaidoDuoState::paintCount(int seat, int from, int length, int path, int to) const
{
    const Params &p = params();
    std::uint32_t regions = std::uint32_t{1} << to;
    if (m_fx[static_cast<std::size_t>(seat)].paintCountsPath)
        regions = m_def->paths().artist(from, length)[static_cast<std::size_t>(path)].entered;
    std::uint64_t ringMask = 0;
    std::uint32_t townMask = 0;
    for (std::uint32_t rest = regions; rest; rest &= rest - 1) {
        const Region &r = p.regions[static_cast<std::size_t>(std::countr_zero(rest))];
        ringMask |= r.ringMask;
        townMask |= r.townMask;
    }
    int count = 0;
    for (int s = 0; s < kSeats; ++s) {
        const PlayerState &pl = m_players[static_cast<std::size_t>(s)];
        count += (ringMask >> pl.pilgrim) & 1 ? 1 : 0;
        count += (townMask >> pl.merchant) & 1 ? 1 : 0;
    }
    count += (regions >> m_players[static_cast<std::size_t>(1 - seat)].artist) & 1 ? 1 : 0;
    return count;
}

inline bool TokaidoDuoState::canGift(int seat) const
{
    const PlayerState &pl = m_players[static_cast<std::size_t>(seat)];
    return pl.gifted < pl.flipped && pl.icons[pl.gifted] == params().regions[pl.artist].icon;
}

namespace {

// The first path to a merchant destination that enters no blocked town, or none (§8.1).
inline const PathRef *openPath(const PathTables &paths, const Destination &d, std::uint32_t blocked)
{
    for (const PathRef &ref : paths.merchantRefs(d)) {
        if (!(ref.entered & blocked))
            return &ref;
    }
    return nullptr;
}

} // namespace

int TokaidoDuoState::landingOf(int seat, int steps) const
{
    bool jumped = false;
    return pilgrimLanding(seat, steps, occupiedRing(seat), &jumped);
}

std::uint32_t TokaidoDuoState::merchantReach(int seat, int value, std::uint32_t among) const
{
    const std::uint32_t blocked = blockedTowns(seat);
    const PathTables &paths = m_def->paths();
    std::uint32_t out = 0;
    for (const Destination &d :
         paths.merchantDestinations(m_players[static_cast<std::size_t>(seat)].merchant, value)) {
        if (((among >> d.to) & 1) && openPath(paths, d, blocked))
            out |= std::uint32_t{1} << d.to;
    }
    return out;
}

std::uint32_t TokaidoDuoState::artistReach(int seat, int value) const
{
    std::uint32_t out = 0;
    for (const Destination &d :
         m_def->paths().artistDestinations(m_players[static_cast<std::size_t>(seat)].artist, value))
        out |= std::uint32_t{1} << d.to;
    return out;
}

int TokaidoDuoState::meeplesInScope(int seat, int region) const
{
    // Without Inspired's path (the Automa uses no wave tile) only the region counts.
    return paintCount(seat, 0, 0, 0, region);
}

int TokaidoDuoState::score(int seat, int character) const
{
    const Params &p = params();
    const PlayerState &pl = m_players[static_cast<std::size_t>(seat)];
    auto trackValue = [](const std::vector<int> &track, int count) {
        return count > 0 ? track[static_cast<std::size_t>(count - 1)] : 0;
    };
    if (isAutoma(seat)) {
        // The Automa scores the value of each of its ranks (§13).
        int total = 0;
        for (int c = 0; c < kCharacters; ++c) {
            const int v = trackValue(p.level().tracks[static_cast<std::size_t>(c)],
                                     pl.ranks[static_cast<std::size_t>(c)]);
            if (c == character)
                return v;
            total += v;
        }
        return total;
    }
    const int t = trackValue(p.templeTrack, pl.temples);
    const int g = trackValue(p.gardenTrack, pl.gardens);
    const int pilgrim = p.pilgrimScoring == PilgrimScoring::Product ? t * g : t + g;
    const int merchant =
        p.merchantScoring == MerchantScoring::SlabSlot ? trackValue(p.merchantSlots, pl.slabs) : 0;
    const int artist =
        p.artistScoring == ArtistScoring::GiftSlot ? trackValue(p.artistSlots, pl.gifted) : 0;
    switch (character) {
    case kPilgrim:
        return pilgrim;
    case kMerchant:
        return merchant;
    case kArtist:
        return artist;
    default:
        return pilgrim + merchant + artist;
    }
}

// ---------------------------------------------------------------------------------------
// Choices

// The dice not taken yet, bit c for character c; as a mask, since a branch per die on
// whether it is taken mispredicted.
inline unsigned TokaidoDuoState::diceLeft() const
{
    unsigned left = 0;
    for (int c = 0; c < kCharacters; ++c)
        left |= static_cast<unsigned>(m_takenBy[static_cast<std::size_t>(c)] < 0) << c;
    return left;
}

template <typename Out>
void TokaidoDuoState::generate(Out &out) const
{
    const Params &p = params();
    const int seat = m_seat;
    const PlayerState &pl = m_players[static_cast<std::size_t>(seat)];
    switch (m_stage) {
    case Stage::Pick:
        for (unsigned left = diceLeft(); left != 0 && !enough(out); left &= left - 1)
            out.push_back(makeAction(kPick, std::countr_zero(left)));
        break;
    case Stage::PilgrimMove: {
        // The die's count, and each count a wave tile offers (§10); two counts that end on
        // the same space (after jumps) are one choice.
        const WaveEffects fx = m_fx[static_cast<std::size_t>(seat)];
        std::array<int, 3> counts{m_value, 0, 0};
        std::size_t n = 1;
        for (std::size_t i = 0; i < fx.stepOffsets.size(); ++i)
            counts[n++] = std::max<int>(fx.stepMins[i], m_value + fx.stepOffsets[i]);
        // At most three counts: compare and swap in place (std::sort was a call per move).
        auto order = [&counts](std::size_t i, std::size_t j) {
            if (counts[j] < counts[i])
                std::swap(counts[i], counts[j]);
        };
        if (n >= 2)
            order(0, 1);
        if (n == 3) {
            order(1, 2);
            order(0, 1);
        }
        std::array<int, 3> landed{-1, -1, -1};
        const std::uint64_t occupied = occupiedRing(seat);
        for (std::size_t i = 0; i < n; ++i) {
            if (counts[i] < 1)
                continue;
            bool jumped = false;
            const int to = pilgrimLanding(seat, counts[i], occupied, &jumped);
            if (std::find(landed.begin(), landed.end(), to) != landed.end())
                continue;
            landed[i] = to;
            out.push_back(makeAction(kPilgrimMove, counts[i], to, jumped ? 1 : 0, pl.pilgrim));
        }
        break;
    }
    case Stage::Wave: {
        bool any = false;
        for (std::size_t t = 0; t < p.waveTiles.size(); ++t) {
            if (m_waveHolder[t] < 0) {
                out.push_back(makeAction(kWave, static_cast<int>(t), -1, m_waveSide[t]));
                any = true;
            }
        }
        if (!any && p.stealWaveTiles == StealWaveTiles::WhenBoardEmpty) {
            for (std::size_t t = 0; t < p.waveTiles.size(); ++t) {
                if (m_waveHolder[t] == 1 - seat)
                    out.push_back(makeAction(kWave, static_cast<int>(t), 1 - seat, m_waveSide[t]));
            }
        }
        break;
    }
    case Stage::MerchantMove: {
        const std::uint32_t blocked = blockedTowns(seat);
        // One choice per destination (its first open path), in town order; a count stops at
        // two.
        const PathTables &paths = m_def->paths();
        int found = 0;
        for (const Destination &d : paths.merchantDestinations(pl.merchant, m_value)) {
            if (const PathRef *ref = openPath(paths, d, blocked)) {
                out.push_back(makeAction(kMerchantMove, d.to, pl.merchant, m_value,
                                         static_cast<int>(ref->index)));
                ++found;
            }
            if (counting(out) && found >= 2)
                break;
        }
        break;
    }
    case Stage::Return: {
        // Every multiset of (hand - limit) wares from the hand, as counts per type (§17).
        const int types = p.sizes.wares;
        const int k = pl.hand - p.handLimit;
        std::array<int, kMaxWareTypes> r{};
        if (counting(out)) {
            // One multiset only when a single ware type is held (then all k are of it);
            // with two types or more one unit can always be swapped: two choices at least.
            int present = 0;
            int only = 0;
            for (int t = 0; t < types; ++t) {
                if (pl.wares[static_cast<std::size_t>(t)] > 0) {
                    ++present;
                    only = t;
                }
            }
            if (present == 1) {
                r[static_cast<std::size_t>(only)] = k;
                out.push_back(makeAction(kReturn, r[0], r[1], r[2], r[3], r[4]));
            } else {
                out.push_back(makeAction(kReturn));
                out.push_back(makeAction(kReturn));
            }
            break;
        }
        // The table holds the choices of every hand a draw can make; others are enumerated.
        if (const auto tabled = m_def->returns().choices(pl.wares); !tabled.empty()) {
            appendAll(out, tabled);
            break;
        }
        enumerateReturns(pl.wares, types, k, out);
        break;
    }
    case Stage::Sell: {
        const int b = m_boutique[pl.merchant];
        const Boutique &token = p.boutiques[static_cast<std::size_t>(b)];
        const int price = token.value + m_fx[static_cast<std::size_t>(seat)].extraCoinsPerSale;
        const int held = pl.wares[static_cast<std::size_t>(token.ware)];
        for (int c = 0; c <= held && !enough(out); ++c)
            out.push_back(makeAction(kSell, c, token.ware, c * price));
        break;
    }
    case Stage::ArtistMove: {
        const auto paths = m_def->paths().artist(pl.artist, m_value);
        if (m_fx[static_cast<std::size_t>(seat)].paintCountsPath) {
            // Inspired: the regions passed through matter, so every path is a choice (§17).
            for (std::size_t i = 0; i < paths.size() && !enough(out); ++i)
                out.push_back(makeAction(kArtistMove, paths[i].to, pl.artist, m_value,
                                         static_cast<int>(i), 1));
            break;
        }
        // One choice per destination (its first path), in region order.
        for (const Destination &d : m_def->paths().artistDestinations(pl.artist, m_value)) {
            out.push_back(makeAction(kArtistMove, d.to, pl.artist, m_value,
                                     static_cast<int>(m_def->paths().artistRefs(d)[0].index)));
            if (enough(out))
                break;
        }
        break;
    }
    case Stage::PaintOrGift: {
        if (counting(out) && canGift(seat)) {
            // Paint or gift: two choices, known without counting the meeples.
            out.push_back(makeAction(kGift));
            out.push_back(makeAction(kGift));
            break;
        }
        const int k = paintCount(seat, m_artistFrom, m_artistLength, m_artistPath, pl.artist) +
                      m_fx[static_cast<std::size_t>(seat)].extraFlips;
        out.push_back(makeAction(kPaint, std::min(k, p.sizes.paintings - pl.flipped)));
        if (canGift(seat))
            out.push_back(makeAction(kGift, pl.icons[pl.gifted]));
        break;
    }
    case Stage::Spring:
        out.push_back(makeAction(kSpring, 1));
        out.push_back(makeAction(kSpring, 0));
        break;
    case Stage::Effects:
    case Stage::DieDone:
    case Stage::Over:
        break;
    }
}

// Flattened (GCC and Clang): with the generator and vector::push_back inlined into one
// function the list costs ~5% fewer instructions per playout; -O2 left push_back out of line.
[[gnu::flatten]] void TokaidoDuoState::legalActions(std::vector<Action> &out) const
{
    out.clear();
    generate(out);
}

// The list form is also the Automa's (tokaido_duo_automa_play.cpp).
template void TokaidoDuoState::generate<std::vector<Action>>(std::vector<Action> &) const;

void TokaidoDuoState::apply(const Action &action)
{
    applyAction(action, nullptr);
}

// `action` may be an element of *next: it is read only before run() lists into *next.
bool TokaidoDuoState::applyAction(const Action &action, std::vector<Action> *next)
{
    m_events.clear();
    m_reasonings.clear();
    ++m_plies;
    applyDecision(action, false);
    return run(next);
}

// Carries the game on to the next decision with two or more options: internal steps, and
// decisions with a single option, which are applied at once and logged as events (§17).
bool TokaidoDuoState::run(std::vector<Action> *next)
{
    for (int guard = 0; guard < 10000; ++guard) {
        switch (m_stage) {
        case Stage::Over:
            return false;
        case Stage::Effects:
            runEffects();
            continue;
        case Stage::DieDone:
            dieDone();
            continue;
        default:
            break;
        }
        if (m_seat == params().automaSeat) {
            automaStep();
            continue;
        }
        // Known without counting: a use-or-pass offer, and a pick among two dice or more
        // (during the draft m_step dice are taken, checkInvariants()).
        // One branch (| and &, not || and &&): the three it made mispredicted.
        const auto spring = static_cast<unsigned>(m_stage == Stage::Spring);
        const auto pick = static_cast<unsigned>(m_stage == Stage::Pick);
        if ((spring | (pick & static_cast<unsigned>(m_step + 2 <= kCharacters))) != 0)
            return false;
        // Counted, or listed whole when the caller will want the list next (counting stops
        // at two options; with two or more, the list is the next decision's).
        // The lone option is used in place: copied out of the list just written, it waited on
        // the small stores that wrote it (a store-forwarding stall).
        FirstAndCount options;
        const Action *lone = &options.first;
        if (next) {
            legalActions(*next);
            options.count = static_cast<int>(next->size());
            lone = next->data();
        } else {
            generate(options);
        }
        if (options.count == 0) {
            // A merchant or an artist with no path of the die's length does nothing (§8.1, §17).
            pushEvent(kNoPath, m_char);
            ++m_stats.noPath;
            m_stage = Stage::DieDone;
            continue;
        }
        if (options.count == 1) {
            applyDecision(*lone, true);
            continue;
        }
        return next != nullptr;
    }
    return false;
}

void TokaidoDuoState::applyDecision(const Action &a, bool automatic)
{
    if (automatic && logging()) {
        // Written in place: building the event on the stack and copying it in made the
        // copy wait on the small stores (a store-forwarding stall, 13 % of a playout).
        m_events.push_back(Event{});
        writePreview(m_events.back(), a);
        m_events.back().automatic = true;
    }
    const Params &p = params();
    PlayerState &pl = m_players[m_seat];
    const auto &x = a.args;
    switch (a.kind) {
    case kPick:
        m_takenBy[static_cast<std::size_t>(x[0])] = static_cast<std::int8_t>(m_seat);
        startDie(x[0]);
        break;
    case kPilgrimMove:
        pl.pilgrim = static_cast<std::uint8_t>(x[1]);
        arrivePilgrim();
        break;
    case kWave:
        takeWave(x[0]);
        m_stage = Stage::Effects; // the rest of the space's effects
        break;
    case kMerchantMove:
        pl.merchant = static_cast<std::uint8_t>(x[0]);
        arriveMerchant();
        break;
    case kReturn:
        for (std::size_t t = 0; t < static_cast<std::size_t>(p.sizes.wares); ++t) {
            const auto n = static_cast<std::uint8_t>(x[t]);
            pl.wares[t] = static_cast<std::uint8_t>(pl.wares[t] - n);
            pl.hand = static_cast<std::uint8_t>(pl.hand - n);
            m_bag[t] = static_cast<std::uint8_t>(m_bag[t] + n);
            m_bagTotal = static_cast<std::uint8_t>(m_bagTotal + n);
        }
        m_stage = Stage::DieDone;
        break;
    case kSell: {
        const auto n = static_cast<std::uint8_t>(x[0]);
        const auto w = static_cast<std::size_t>(x[1]);
        pl.wares[w] = static_cast<std::uint8_t>(pl.wares[w] - n);
        pl.hand = static_cast<std::uint8_t>(pl.hand - n);
        m_bag[w] = static_cast<std::uint8_t>(m_bag[w] + n);
        m_bagTotal = static_cast<std::uint8_t>(m_bagTotal + n);
        if (x[2] > 0)
            gainCoins(m_seat, x[2]);
        m_stage = Stage::DieDone;
        break;
    }
    case kArtistMove:
        pl.artist = static_cast<std::uint8_t>(x[0]);
        m_artistFrom = static_cast<std::uint8_t>(x[1]);
        m_artistLength = static_cast<std::uint8_t>(x[2]);
        m_artistPath = static_cast<std::uint8_t>(x[3]);
        m_stage = Stage::PaintOrGift;
        if (isAutoma(m_seat)) {
            // No Paint or Gift: a rank when enough meeples stand in the scope (§14.2).
            const int meeples = paintCount(m_seat, x[1], x[2], x[3], x[0]);
            if (meeples >= p.level().gains.artistMeeples)
                advanceRank(kArtist, kGainScope, meeples);
            m_stage = Stage::DieDone;
        }
        break;
    case kPaint:
        flip(m_seat, x[0]);
        m_stage = Stage::DieDone;
        break;
    case kGift:
        ++pl.gifted;
        m_mayTrigger |= seatBit(m_seat);
        m_stage = Stage::DieDone;
        break;
    case kSpring:
        if (x[0] == 1) {
            // Repeat the same character with the same value (§11); the token goes back.
            m_springHolder = -1;
            ++m_repeatsThisDie;
            ++m_stats.springRepeats;
            m_repeat = true;
            beginResolution();
        } else {
            finishDie();
        }
        break;
    default:
        break;
    }
}

// ---------------------------------------------------------------------------------------
// Resolution

void TokaidoDuoState::newRound()
{
    const Params &p = params();
    ++m_round;
    // From a local copy of the generator, as in drawWares().
    Rng rng = m_rng;
    for (int c = 0; c < kCharacters; ++c) {
        const auto &faces = p.dice[static_cast<std::size_t>(c)];
        m_dice[static_cast<std::size_t>(c)] =
            static_cast<std::uint8_t>(faces[rng.below(static_cast<std::uint32_t>(faces.size()))]);
        ++m_reveals;
    }
    m_rng = rng;
    m_takenBy.fill(-1);
    m_step = 0;
    m_seat = m_first;
    m_stage = Stage::Pick;
    pushEvent(kRoll, m_dice[0], m_dice[1], m_dice[2]);
}

void TokaidoDuoState::startDie(int character)
{
    m_char = static_cast<std::uint8_t>(character);
    m_value = m_dice[static_cast<std::size_t>(character)];
    m_repeat = false;
    m_repeatsThisDie = 0;
    m_springGainedThisDie = false;
    beginResolution();
}

inline void TokaidoDuoState::beginResolution()
{
    m_stage = m_char == kPilgrim    ? Stage::PilgrimMove
              : m_char == kMerchant ? Stage::MerchantMove
                                    : Stage::ArtistMove;
}

inline void TokaidoDuoState::arrivePilgrim()
{
    m_effectIndex = 0;
    m_stage = Stage::Effects;
}

// The effects of the space the pilgrim stopped on, in the order the data gives (§7.2).
void TokaidoDuoState::runEffects()
{
    const Params &p = params();
    PlayerState &pl = m_players[m_seat];
    const RingSpace &space = p.ring[pl.pilgrim];
    const SpaceType &type = p.spaceTypes[static_cast<std::size_t>(space.type)];
    const bool automa = isAutoma(m_seat);
    if (automa && m_effectIndex == 0 && ((p.level().gains.pilgrimSpaces >> space.type) & 1))
        advanceRank(kPilgrim, kGainSpace, space.type);
    while (m_effectIndex < type.effects.size()) {
        const SpaceEffect e = type.effects[m_effectIndex++];
        // The Automa carries out only automa.space_effects (§14.2: no coins, no tracks).
        if (automa && !((e.kind == SpaceEffectKind::TakeHotSpring && p.automa.keepsHotSpring) ||
                        (e.kind == SpaceEffectKind::TakeWaveTile && p.automa.keepsWaveTile)))
            continue;
        switch (e.kind) {
        case SpaceEffectKind::AdvanceTrack: {
            const bool temple = e.arg == 0;
            std::uint8_t &count = temple ? pl.temples : pl.gardens;
            const int size = temple ? p.sizes.temples : p.sizes.gardens;
            if (count < size) {
                ++count;
                m_mayTrigger |= seatBit(m_seat);
                pushEvent(temple ? kTemple : kGarden, count);
            }
            break;
        }
        case SpaceEffectKind::GainCoins:
            pushEvent(kCoins, e.arg);
            gainCoins(m_seat, e.arg);
            break;
        case SpaceEffectKind::GainBoutiqueValue: {
            const int b = space.town >= 0 ? m_boutique[static_cast<std::size_t>(space.town)] : -1;
            if (b >= 0) {
                const int v = p.boutiques[static_cast<std::size_t>(b)].value;
                pushEvent(kCoins, v);
                gainCoins(m_seat, v);
            }
            break;
        }
        case SpaceEffectKind::TakeHotSpring:
            if (m_springHolder != m_seat) {
                const int from = m_springHolder;
                if (from >= 0)
                    ++m_stats.springSteals;
                m_springHolder = static_cast<std::int8_t>(m_seat);
                m_springGainedThisDie = true; // a steal counts as gaining it (§17)
                pushEvent(kHotSpring, from);
            }
            break;
        case SpaceEffectKind::TakeWaveTile: {
            FirstAndCount candidates;
            m_stage = Stage::Wave;
            generate(candidates);
            if (candidates.count > 0)
                return; // run() takes a lone tile at once, or the player chooses
            break;
        }
        case SpaceEffectKind::FlipPaintings:
            pushEvent(kFlip, e.arg);
            flip(m_seat, e.arg);
            break;
        }
    }
    m_stage = Stage::DieDone;
}

void TokaidoDuoState::takeWave(int tile)
{
    const int from = m_waveHolder[static_cast<std::size_t>(tile)];
    if (from < 0)
        ++m_stats.waveFromBoard;
    else
        ++m_stats.waveStolen;
    m_waveHolder[static_cast<std::size_t>(tile)] = static_cast<std::int8_t>(m_seat);
    refreshWaveEffects();
}

void TokaidoDuoState::arriveMerchant()
{
    const Params &p = params();
    const PlayerState &pl = m_players[m_seat];
    const Town &town = p.towns[pl.merchant];
    if (isAutoma(m_seat)) {
        // It loads at a mountain town (drawing nothing) and delivers at a coastal one (§14.2).
        PlayerState &automa = m_players[m_seat];
        if (!town.coastal && !automa.loaded) {
            automa.loaded = true;
            pushEvent(kAutomaLoad, pl.merchant);
        } else if (town.coastal && automa.loaded) {
            automa.loaded = false;
            advanceRank(kMerchant, kGainDelivery, pl.merchant);
        }
        m_stage = Stage::DieDone;
        return;
    }
    if (town.coastal) {
        m_stage = Stage::Sell; // nothing to sell: one option, carried out at once
        return;
    }
    drawWares(m_seat, town.draw + m_fx[m_seat].extraDraw);
    m_stage = pl.hand > p.handLimit ? Stage::Return : Stage::DieDone;
}

void TokaidoDuoState::drawWares(int seat, int count)
{
    PlayerState &pl = m_players[static_cast<std::size_t>(seat)];
    std::array<int, kMaxWareTypes> drawn{};
    // From a local copy of the generator: the byte stores below may alias it, which made
    // every draw write the generator's state back to memory (as Rng::shuffle() explains).
    Rng rng = m_rng;
    for (int i = 0; i < count && m_bagTotal > 0; ++i) {
        std::uint32_t r = rng.below(m_bagTotal);
        std::size_t w = 0;
        while (r >= m_bag[w])
            r -= m_bag[w++];
        --m_bag[w];
        --m_bagTotal;
        ++pl.wares[w];
        ++pl.hand;
        ++drawn[w];
        ++m_reveals;
    }
    m_rng = rng;
    if (!logging())
        return;
    m_events.push_back(Event{}); // in place, as in pushEvent()
    Event &e = m_events.back();
    e.kind = kDraw;
    e.seat = static_cast<std::int8_t>(seat);
    for (std::size_t w = 0; w < kMaxWareTypes; ++w)
        e.a[w] = static_cast<std::int16_t>(drawn[w]);
}

// Coins, then gold slabs at once (§8.4): as many as the coins make (rules.convert_repeatedly)
// up to the last slot; coins beyond the last slab stay (the tie-break).
inline void TokaidoDuoState::gainCoins(int seat, int amount)
{
    const Params &p = params();
    PlayerState &pl = m_players[static_cast<std::size_t>(seat)];
    pl.coins = static_cast<std::int16_t>(std::min(pl.coins + amount, 30000));
    while (pl.coins >= p.coinsPerSlab && pl.slabs < p.sizes.slabs) {
        pl.coins = static_cast<std::int16_t>(pl.coins - p.coinsPerSlab);
        ++pl.slabs;
        m_mayTrigger |= seatBit(seat);
        pushEvent(kSlab, pl.slabs);
        if (!p.convertRepeatedly)
            break;
    }
}

inline void TokaidoDuoState::flip(int seat, int count)
{
    PlayerState &pl = m_players[static_cast<std::size_t>(seat)];
    const int to = std::min(pl.flipped + count, params().sizes.paintings);
    m_reveals += static_cast<std::uint64_t>(to - pl.flipped);
    pl.flipped = static_cast<std::uint8_t>(to);
}

void TokaidoDuoState::checkTriggers()
{
    const Params &p = params();
    // Only the seat resolving a die can have met a condition (tracks, slabs, gifts are its own).
    const int s = m_seat;
    const PlayerState &pl = m_players[static_cast<std::size_t>(s)];
    std::uint8_t met = 0;
    if (isAutoma(s)) {
        // Its full rank tracks end the game (§12, §17).
        for (int c = 0; c < kCharacters && p.automa.fullTracksEnd; ++c) {
            if (pl.ranks[static_cast<std::size_t>(c)] >=
                p.level().tracks[static_cast<std::size_t>(c)].size())
                met = static_cast<std::uint8_t>(
                    met | (1u << (static_cast<int>(Trigger::AutomaPilgrim) + c)));
        }
    } else {
        met = static_cast<std::uint8_t>(
            ((pl.temples >= p.sizes.temples ? 1 : 0) | (pl.gardens >= p.sizes.gardens ? 2 : 0) |
             (pl.slabs >= p.sizes.slabs ? 4 : 0) | (pl.gifted >= p.sizes.paintings ? 8 : 0)) &
            p.triggers);
    }
    std::uint8_t fresh = met & static_cast<std::uint8_t>(~m_triggered[m_seat]);
    if (!fresh)
        return;
    m_triggered[m_seat] |= fresh;
    for (int t = 0; t < kAllTriggers; ++t) {
        if (!(fresh & (1u << t)))
            continue;
        m_triggerList.push_back({static_cast<std::uint8_t>(s), static_cast<std::uint8_t>(t)});
        ++m_triggerCount;
        Event e;
        e.kind = kTrigger;
        e.seat = static_cast<std::int8_t>(s);
        e.a[0] = static_cast<std::int16_t>(t);
        push(e);
    }
}

// After every die resolution and every repeat (§6, §11, §12, §17).
inline void TokaidoDuoState::dieDone()
{
    const Params &p = params();
    if (m_mayTrigger & seatBit(m_seat)) {
        m_mayTrigger &= static_cast<std::uint8_t>(~seatBit(m_seat));
        checkTriggers();
    }
    if (m_triggerCount > 0 && p.endTiming == EndTiming::Immediately) {
        endGame();
        return;
    }
    if (m_springHolder == m_seat && !isAutoma(m_seat) && m_repeatsThisDie < p.springRepeatsPerDie &&
        (p.springOnGainingDie || !m_springGainedThisDie) &&
        (p.springInLastRound || m_triggerCount == 0)) {
        m_stage = Stage::Spring;
        return;
    }
    finishDie();
}

void TokaidoDuoState::finishDie()
{
    m_repeat = false;
    ++m_step;
    if (m_step == kCharacters) {
        if (m_triggerCount > 0) {
            endGame();
            return;
        }
        m_first = static_cast<std::uint8_t>(1 - m_first);
        newRound();
        return;
    }
    m_seat = static_cast<std::uint8_t>(m_step == 1 ? 1 - m_first : m_first);
    m_stage = Stage::Pick;
}

inline void TokaidoDuoState::endGame()
{
    m_stage = Stage::Over;
}

// ---------------------------------------------------------------------------------------
// Copies and random playouts

std::unique_ptr<GameState> TokaidoDuoState::clone() const
{
    return std::make_unique<TokaidoDuoState>(*this);
}

// Nobody knows the face-down painting icons, nor the future dice and draws: each player's
// face-down tiles are shuffled among themselves (sorted first, so that the result depends
// only on what is known) and the Rng is reseeded.
std::unique_ptr<GameState> TokaidoDuoState::resampleHidden(int /*seat*/, Rng &rng) const
{
    auto copy = std::make_unique<TokaidoDuoState>(*this);
    const int n = params().paintings();
    for (PlayerState &pl : copy->m_players) {
        auto first = pl.icons.begin() + pl.flipped;
        auto last = pl.icons.begin() + n;
        std::sort(first, last);
        rng.shuffle(first, last);
    }
    copy->m_rng.reseed(rng.next());
    return copy;
}

// The games of playRandomlyAs(), without generating a decision's options twice: run()'s
// check for a single option lists them as the next decision's actions, and a pick (a third
// of all decisions) draws among the dice left without listing them. tst_conformance
// checks that both loops play the same games.
int TokaidoDuoState::playRandomly(Rng &rng, std::vector<Action> &scratch, int maxPlies)
{
    // Without the event log (GameState::playRandomly() allows it): nobody shows a playout.
    // (Each action clears the log first, so after a playout it is empty, not stale.)
    m_keepLog = false;
    const int plies = playRandomlyReusingLists(*this, rng, scratch, maxPlies);
    m_keepLog = true;
    return plies;
}

// A pick (a third of all decisions) drawn among the dice left without listing them:
// legalActions() lists them in order, so the k-th of them for the same k.
std::optional<bool> TokaidoDuoState::applyDrawnWithoutList(Rng &rng, std::vector<Action> *next)
{
    if (m_stage != Stage::Pick)
        return std::nullopt;
    std::array<int, kCharacters> left{};
    std::uint32_t n = 0;
    for (unsigned dice = diceLeft(); dice != 0; dice &= dice - 1)
        left[n++] = std::countr_zero(dice);
    return applyAction(makeAction(kPick, left[rng.below(n)]), next);
}

} // namespace kotatsu::tokaido_duo
