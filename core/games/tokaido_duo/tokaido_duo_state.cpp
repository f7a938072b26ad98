// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/tokaido_duo/tokaido_duo_state.h"

#include "engine/random_playout.h"

#include <algorithm>
#include <bit>
#include <cmath>

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
// Whether the generator only counts (then two destinations are enough to know).
inline bool counting(const FirstAndCount &)
{
    return true;
}
inline bool counting(const std::vector<Action> &)
{
    return false;
}

const char *stageWord(Stage stage)
{
    switch (stage) {
    case Stage::Pick:
        return "pick";
    case Stage::PilgrimMove:
        return "pilgrim";
    case Stage::Effects:
        return "pilgrim";
    case Stage::Wave:
        return "wave";
    case Stage::MerchantMove:
        return "merchant";
    case Stage::Return:
        return "return";
    case Stage::Sell:
        return "sell";
    case Stage::ArtistMove:
        return "artist";
    case Stage::PaintOrGift:
        return "paint_or_gift";
    case Stage::DieDone:
    case Stage::Spring:
        return "spring";
    case Stage::Over:
        return "over";
    }
    return "?";
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
inline std::uint64_t TokaidoDuoState::occupiedRing(int seat) const
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

inline int TokaidoDuoState::pilgrimLanding(int seat, int steps, std::uint64_t occupied,
                                           bool *jumped) const
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

std::uint32_t TokaidoDuoState::merchantReach(int seat, int value) const
{
    const std::uint32_t blocked = blockedTowns(seat);
    const PathTables &paths = m_def->paths();
    std::uint32_t out = 0;
    for (const Destination &d :
         paths.merchantDestinations(m_players[static_cast<std::size_t>(seat)].merchant, value)) {
        if (openPath(paths, d, blocked))
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
            for (const Action &a : tabled)
                out.push_back(a);
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

inline void TokaidoDuoState::startDie(int character)
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

inline void TokaidoDuoState::finishDie()
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
// The Automa (spec §14, automa.yaml): its seat's decisions, made by its rules

// It picks the die planAutomaPick() ranks first and takes the destination weighed with it;
// it moves without wave tiles, takes a wave tile in wave_order and never spends the hot
// spring (dieDone() offers it nothing). Every choice is logged as an automatic event.
void TokaidoDuoState::automaStep()
{
    const Params &p = params();
    PlayerState &pl = m_players[m_seat];
    switch (m_stage) {
    case Stage::Pick: {
        const AutomaReasoning r = planAutomaPick(*this, m_seat);
        m_lastReasoning = r;
        m_hasReasoning = true;
        int index = -1;
        if (m_keepLog && !m_reasonings.full()) {
            index = static_cast<int>(m_reasonings.size());
            m_reasonings.push_back(r);
        }
        const AutomaOption &chosen = r.chosen();
        Event e;
        e.kind = kAutomaPick;
        e.seat = static_cast<std::int8_t>(m_seat);
        e.a = {static_cast<std::int16_t>(index), chosen.character, chosen.to, chosen.value, 0, 0};
        push(e);
        m_takenBy[static_cast<std::size_t>(chosen.character)] = static_cast<std::int8_t>(m_seat);
        startDie(chosen.character);
        return;
    }
    case Stage::PilgrimMove: {
        bool jumped = false;
        const int to = pilgrimLanding(m_seat, m_value, occupiedRing(m_seat), &jumped);
        applyDecision(makeAction(kPilgrimMove, m_value, to, jumped ? 1 : 0, pl.pilgrim), true);
        return;
    }
    case Stage::Spring:
        finishDie();
        return;
    default:
        break;
    }
    std::vector<Action> options;
    generate(options);
    if (options.empty()) {
        pushEvent(kNoPath, m_char);
        ++m_stats.noPath;
        m_stage = Stage::DieDone;
        return;
    }
    const Action *choice = &options.front();
    if (m_stage == Stage::MerchantMove || m_stage == Stage::ArtistMove) {
        for (const Action &a : options) {
            if (a.args[0] == m_lastReasoning.chosen().to) { // the die's destination
                choice = &a;
                break;
            }
        }
    } else if (m_stage == Stage::Wave) {
        const Action *best = nullptr;
        for (std::uint8_t c : p.automa.waveOrder) {
            for (const Action &a : options) {
                if (!best && p.waveTiles[static_cast<std::size_t>(a.args[0])].character == c)
                    best = &a;
            }
        }
        if (best)
            choice = best;
    }
    applyDecision(*choice, true);
}

// One step up a rank track; a full track gives nothing (§17).
void TokaidoDuoState::advanceRank(int character, int why, int detail)
{
    PlayerState &pl = m_players[m_seat];
    std::uint8_t &rank = pl.ranks[static_cast<std::size_t>(character)];
    if (rank >= params().level().tracks[static_cast<std::size_t>(character)].size())
        return;
    ++rank;
    m_mayTrigger |= seatBit(m_seat);
    Event e;
    e.kind = kAutomaRank;
    e.seat = static_cast<std::int8_t>(m_seat);
    e.a = {static_cast<std::int16_t>(character), rank, static_cast<std::int16_t>(why),
           static_cast<std::int16_t>(detail),    0,    0};
    push(e);
}

Json TokaidoDuoState::reasoningJson(const AutomaReasoning &r) const
{
    const TokaidoDuoDefinition &d = *m_def;
    Json j = Json::object();
    j["round"] = static_cast<int>(r.round);
    j["step"] = static_cast<int>(r.step);
    j["rule"] = wordOf(kAutomaDieRuleWords, r.rule);
    Json options = Json::array();
    for (std::size_t i = 0; i < r.count; ++i) {
        const AutomaOption &o = r.options[i];
        Json e = Json::object();
        e["character"] = kCharacterIds[static_cast<std::size_t>(o.character)];
        e["value"] = static_cast<int>(o.value);
        if (o.to < 0)
            e["to"] = Json();
        else if (o.character == kPilgrim)
            e["to"] = static_cast<int>(o.to);
        else if (o.character == kMerchant)
            e["to"] = d.townId(o.to);
        else
            e["to"] = d.regionId(o.to);
        e["destinations"] = static_cast<int>(o.destinations);
        e["gain"] = o.gain;
        e["deny_sale"] = o.denySale;
        e["deny_pilgrim"] = o.denyPilgrim;
        e["rank"] = static_cast<int>(o.rank);
        e["destination_rule"] = wordOf(kAutomaDestinationRuleWords, o.destinationRule);
        options.push(std::move(e));
    }
    j["options"] = std::move(options);
    return j;
}

inline void TokaidoDuoState::pushEvent(int kind, int a0, int a1, int a2)
{
    if (!logging())
        return;
    // Written in place, as in applyDecision() (a copy from the stack would stall).
    m_events.push_back(Event{});
    Event &e = m_events.back();
    e.kind = static_cast<std::int16_t>(kind);
    e.seat = static_cast<std::int8_t>(m_seat);
    e.a[0] = static_cast<std::int16_t>(a0);
    e.a[1] = static_cast<std::int16_t>(a1);
    e.a[2] = static_cast<std::int16_t>(a2);
}

// ---------------------------------------------------------------------------------------
// Texts and descriptions

std::string TokaidoDuoState::actionToString(const Action &action) const
{
    return m_def->formatAction(action);
}

Event TokaidoDuoState::preview(const Action &a) const
{
    Event e;
    writePreview(e, a);
    return e;
}

void TokaidoDuoState::writePreview(Event &e, const Action &a) const
{
    e.kind = a.kind;
    e.seat = static_cast<std::int8_t>(m_seat);
    e.automatic = false;
    for (std::size_t i = 0; i < e.a.size(); ++i)
        e.a[i] = a.args[i];
    switch (a.kind) {
    case kPick:
        e.a[1] = m_dice[static_cast<std::size_t>(a.args[0])];
        break;
    case kArtistMove:
        e.a[5] = static_cast<std::int16_t>(
            paintCount(m_seat, a.args[1], a.args[2], a.args[3], a.args[0]));
        break;
    case kWave:
        e.a[2] = m_waveSide[static_cast<std::size_t>(a.args[0])];
        break;
    default:
        break;
    }
}

Json TokaidoDuoState::eventJson(const Event &e) const
{
    const TokaidoDuoDefinition &d = *m_def;
    const Params &p = params();
    Json j = Json::object();
    j["kind"] = kindWord(e.kind);
    const auto &a = e.a;
    auto wares = [&](std::size_t first) {
        Json list = Json::array();
        for (std::size_t w = 0; w < p.wares.size(); ++w) {
            for (int n = 0; n < a[first + w]; ++n)
                list.push(d.wareId(static_cast<int>(w)));
        }
        return list;
    };
    switch (e.kind) {
    case kPick:
        j["character"] = kCharacterIds[static_cast<std::size_t>(a[0])];
        j["value"] = static_cast<int>(a[1]);
        break;
    case kPilgrimMove:
        j["steps"] = static_cast<int>(a[0]);
        j["to"] = static_cast<int>(a[1]);
        j["jumped"] = a[2] != 0;
        j["from"] = static_cast<int>(a[3]);
        break;
    case kMerchantMove: {
        j["to"] = d.townId(a[0]);
        j["from"] = d.townId(a[1]);
        Json path = Json::array();
        for (std::uint16_t v : d.paths().merchantPath(a[1], a[2], static_cast<std::size_t>(a[3])))
            path.push(d.townId(v));
        j["path"] = std::move(path);
        break;
    }
    case kReturn:
        j["wares"] = wares(0);
        break;
    case kSell:
        j["ware"] = d.wareId(a[1]);
        j["count"] = static_cast<int>(a[0]);
        j["coins"] = static_cast<int>(a[2]);
        break;
    case kArtistMove: {
        j["to"] = d.regionId(a[0]);
        j["from"] = d.regionId(a[1]);
        Json path = Json::array();
        const auto vertices = d.paths().artistPath(a[1], a[2], static_cast<std::size_t>(a[3]));
        for (std::size_t k = 1; k < vertices.size(); ++k)
            path.push(d.regionId(vertices[k]));
        j["path"] = std::move(path);
        j["counted"] = static_cast<int>(a[5]);
        break;
    }
    case kPaint:
        j["flips"] = static_cast<int>(a[0]);
        break;
    case kGift:
        j["icon"] = d.iconId(a[0]);
        break;
    case kWave: {
        const WaveTile &tile = p.waveTiles[static_cast<std::size_t>(a[0])];
        j["character"] = kCharacterIds[static_cast<std::size_t>(tile.character)];
        j["side"] = tile.sides[static_cast<std::size_t>(a[2])].id;
        j["from"] = static_cast<int>(a[1]);
        break;
    }
    case kSpring:
        j["use"] = a[0] == 1;
        break;
    case kRoll: {
        Json dice = Json::array();
        for (int c = 0; c < kCharacters; ++c)
            dice.push(static_cast<int>(a[static_cast<std::size_t>(c)]));
        j["dice"] = std::move(dice);
        break;
    }
    case kDraw:
        j["wares"] = wares(0);
        break;
    case kNoPath:
        j["character"] = kCharacterIds[static_cast<std::size_t>(a[0])];
        break;
    case kTemple:
    case kGarden:
        j["count"] = static_cast<int>(a[0]);
        break;
    case kCoins:
        j["amount"] = static_cast<int>(a[0]);
        break;
    case kHotSpring:
        j["from"] = static_cast<int>(a[0]);
        break;
    case kSlab:
        j["slabs"] = static_cast<int>(a[0]);
        break;
    case kTrigger:
        j["trigger"] = wordOf(kAllTriggerWords, static_cast<Trigger>(a[0]));
        break;
    case kFlip:
        j["flips"] = static_cast<int>(a[0]);
        break;
    case kAutomaPick:
        j["character"] = kCharacterIds[static_cast<std::size_t>(a[1])];
        j["value"] = static_cast<int>(a[3]);
        j["reasoning"] = a[0] >= 0 && a[0] < static_cast<int>(m_reasonings.size())
                             ? reasoningJson(m_reasonings[static_cast<std::size_t>(a[0])])
                             : Json();
        break;
    case kAutomaRank:
        j["character"] = kCharacterIds[static_cast<std::size_t>(a[0])];
        j["rank"] = static_cast<int>(a[1]);
        if (a[2] == kGainSpace) {
            j["why"] = "space";
            j["space"] = p.spaceTypes[static_cast<std::size_t>(a[3])].id;
        } else if (a[2] == kGainDelivery) {
            j["why"] = "delivery";
            j["town"] = d.townId(a[3]);
        } else {
            j["why"] = "scope";
            j["meeples"] = static_cast<int>(a[3]);
        }
        break;
    case kAutomaLoad:
        j["town"] = d.townId(a[0]);
        break;
    default:
        break;
    }
    return j;
}

Json TokaidoDuoState::describeAction(const Action &action) const
{
    return eventJson(preview(action));
}

// ---------------------------------------------------------------------------------------
// Outcome, observation, determinization

Outcome TokaidoDuoState::outcome() const
{
    const Params &p = params();
    Outcome o;
    std::array<int, kSeats> total{score(0, -1), score(1, -1)};
    int winner = total[0] > total[1] ? 0 : total[1] > total[0] ? 1 : -1;
    if (winner < 0 && p.automaSeat >= 0) {
        winner = 1 - p.automaSeat; // the Automa has no money: ties go to the person (§13)
    } else if (winner < 0 && p.tieBreak == TieBreak::Coins) {
        const int c0 = m_players[0].coins;
        const int c1 = m_players[1].coins;
        winner = c0 > c1 ? 0 : c1 > c0 ? 1 : -1;
    }
    o.draw = winner < 0;
    for (int s = 0; s < kSeats; ++s) {
        if (winner == s)
            o.winners.push_back(s);
        o.ranks.push_back(o.draw || winner == s ? 1 : 2);
        o.scores.push_back(total[static_cast<std::size_t>(s)]);
    }
    o.reason =
        m_triggerList.empty()
            ? "unfinished"
            : std::string(wordOf(kAllTriggerWords, static_cast<Trigger>(m_triggerList[0].second)));
    // Solo: the person's figures (the Automa's are its ranks, below).
    const int person = p.automaSeat >= 0 ? 1 - p.automaSeat : -1;
    auto mean = [&](int character) {
        if (person >= 0)
            return double(score(person, character));
        return (score(0, character) + score(1, character)) / 2.0;
    };
    auto fired = [&](Trigger t) {
        const auto bit = static_cast<std::uint8_t>(1u << static_cast<int>(t));
        return (m_triggered[0] | m_triggered[1]) & bit ? 1.0 : 0.0;
    };
    o.figures = {{"rounds", m_round},
                 {"decisions", m_plies},
                 {"pilgrim_score", mean(kPilgrim)},
                 {"merchant_score", mean(kMerchant)},
                 {"artist_score", mean(kArtist)},
                 {"total_score", mean(-1)},
                 {"trigger_temples", fired(Trigger::Temples)},
                 {"trigger_gardens", fired(Trigger::Gardens)},
                 {"trigger_slabs", fired(Trigger::Slabs)},
                 {"trigger_gifts", fired(Trigger::Gifts)},
                 {"first_player_won", o.draw                    ? 0.5
                                      : winner == m_firstOfGame ? 1.0
                                                                : 0.0},
                 {"draw", o.draw ? 1.0 : 0.0},
                 {"wave_from_board", m_stats.waveFromBoard},
                 {"wave_stolen", m_stats.waveStolen},
                 {"spring_repeats", m_stats.springRepeats},
                 {"spring_steals", m_stats.springSteals},
                 {"no_path", m_stats.noPath}};
    // Each traveller's score by character ("pilgrim_score.seat0"), the Automa's seat aside.
    for (int s = 0; s < kSeats; ++s) {
        if (s == p.automaSeat)
            continue;
        for (int c = 0; c < kCharacters; ++c)
            o.figures.push_back({std::string(kCharacterIds[static_cast<std::size_t>(c)]) +
                                     "_score.seat" + std::to_string(s),
                                 score(s, c)});
    }
    if (person >= 0) {
        const PlayerState &automa = m_players[static_cast<std::size_t>(p.automaSeat)];
        o.figures.push_back({"automa_score", score(p.automaSeat, -1)});
        o.figures.push_back({"automa_won", winner == p.automaSeat ? 1.0 : 0.0});
        for (int c = 0; c < kCharacters; ++c)
            o.figures.push_back(
                {"automa_rank_" + std::string(kCharacterIds[static_cast<std::size_t>(c)]),
                 automa.ranks[static_cast<std::size_t>(c)]});
        for (int c = 0; c < kCharacters; ++c)
            o.figures.push_back(
                {"trigger_automa_" + std::string(kCharacterIds[static_cast<std::size_t>(c)]),
                 fired(static_cast<Trigger>(static_cast<int>(Trigger::AutomaPilgrim) + c))});
    }
    return o;
}

std::unique_ptr<GameState> TokaidoDuoState::clone() const
{
    return std::make_unique<TokaidoDuoState>(*this);
}

Json TokaidoDuoState::observation(int seat) const
{
    const TokaidoDuoDefinition &d = *m_def;
    const Params &p = params();
    Json j = Json::object();
    j["viewer"] = seat;
    j["current_player"] = currentPlayer();
    j["ply"] = m_plies;
    j["round"] = static_cast<int>(m_round);
    j["first_player"] = static_cast<int>(m_first);
    j["step"] = static_cast<int>(std::min<int>(m_step, kCharacters - 1));
    j["final_round"] = m_triggerCount > 0;
    j["decision"] = stageWord(m_stage);

    Json dice = Json::array();
    for (int c = 0; c < kCharacters; ++c) {
        Json die = Json::object();
        die["character"] = kCharacterIds[static_cast<std::size_t>(c)];
        die["value"] = static_cast<int>(m_dice[static_cast<std::size_t>(c)]);
        die["taken_by"] = static_cast<int>(m_takenBy[static_cast<std::size_t>(c)]);
        dice.push(std::move(die));
    }
    j["dice"] = std::move(dice);
    if (m_stage == Stage::Pick || m_stage == Stage::Over) {
        j["resolving"] = Json();
    } else {
        Json r = Json::object();
        r["seat"] = static_cast<int>(m_seat);
        r["character"] = kCharacterIds[m_char];
        r["value"] = static_cast<int>(m_value);
        r["repeat"] = m_repeat;
        j["resolving"] = std::move(r);
    }
    Json wave = Json::array();
    for (std::size_t t = 0; t < p.waveTiles.size(); ++t) {
        Json tile = Json::object();
        tile["character"] = kCharacterIds[static_cast<std::size_t>(p.waveTiles[t].character)];
        tile["side"] = p.waveTiles[t].sides[m_waveSide[t]].id;
        tile["holder"] = static_cast<int>(m_waveHolder[t]);
        wave.push(std::move(tile));
    }
    j["wave"] = std::move(wave);
    j["hot_spring"] = static_cast<int>(m_springHolder);
    Json bag = Json::object();
    for (std::size_t w = 0; w < p.wares.size(); ++w)
        bag[p.wares[w].id] = static_cast<int>(m_bag[w]);
    j["bag"] = std::move(bag);
    j["bag_total"] = static_cast<int>(m_bagTotal);
    Json boutiques = Json::array();
    for (std::size_t t = 0; t < p.towns.size(); ++t) {
        if (m_boutique[t] < 0)
            continue;
        const Boutique &b = p.boutiques[static_cast<std::size_t>(m_boutique[t])];
        Json entry = Json::object();
        entry["town"] = p.towns[t].id;
        entry["ware"] = d.wareId(b.ware);
        entry["value"] = b.value;
        boutiques.push(std::move(entry));
    }
    j["boutiques"] = std::move(boutiques);

    Json players = Json::array();
    for (int s = 0; s < kSeats; ++s) {
        const PlayerState &pl = m_players[static_cast<std::size_t>(s)];
        Json e = Json::object();
        e["pilgrim"] = static_cast<int>(pl.pilgrim);
        e["merchant"] = d.townId(pl.merchant);
        e["artist"] = d.regionId(pl.artist);
        e["temples"] = static_cast<int>(pl.temples);
        e["gardens"] = static_cast<int>(pl.gardens);
        e["coins"] = static_cast<int>(pl.coins);
        e["slabs"] = static_cast<int>(pl.slabs);
        Json wares = Json::object();
        for (std::size_t w = 0; w < p.wares.size(); ++w)
            wares[p.wares[w].id] = static_cast<int>(pl.wares[w]);
        e["wares"] = std::move(wares);
        e["hand"] = static_cast<int>(pl.hand);
        e["automa"] = isAutoma(s);
        Json paintings = Json::array();
        // The Automa has no artist board: no painting tiles.
        for (int i = 0; i < p.paintings() && !isAutoma(s); ++i) {
            Json tile = Json::object();
            const bool down = i >= pl.flipped;
            // Face-down icons are unknown to everyone (§2.4); the omniscient view shows them.
            tile["icon"] = down && seat != kOmniscient
                               ? std::string()
                               : d.iconId(pl.icons[static_cast<std::size_t>(i)]);
            tile["state"] = i < pl.gifted ? "gone" : down ? "down" : "up";
            paintings.push(std::move(tile));
        }
        e["paintings"] = std::move(paintings);
        Json sc = Json::object();
        sc["pilgrim"] = score(s, kPilgrim);
        sc["merchant"] = score(s, kMerchant);
        sc["artist"] = score(s, kArtist);
        sc["total"] = score(s, -1);
        e["score"] = std::move(sc);
        players.push(std::move(e));
    }
    j["players"] = std::move(players);
    Json triggers = Json::array();
    for (const auto &[s, t] : m_triggerList) {
        Json e = Json::object();
        e["seat"] = static_cast<int>(s);
        e["trigger"] = wordOf(kAllTriggerWords, static_cast<Trigger>(t));
        triggers.push(std::move(e));
    }
    j["end_triggers"] = std::move(triggers);
    if (p.automaSeat >= 0) {
        const PlayerState &pl = m_players[static_cast<std::size_t>(p.automaSeat)];
        const AutomaLevel &level = p.level();
        Json a = Json::object();
        a["seat"] = p.automaSeat;
        a["level"] = p.automaLevel;
        a["level_id"] = level.id;
        a["loaded"] = pl.loaded;
        Json ranks = Json::object();
        Json tracks = Json::object();
        for (std::size_t c = 0; c < kCharacters; ++c) {
            ranks[kCharacterIds[c]] = static_cast<int>(pl.ranks[c]);
            Json values = Json::array();
            for (int v : level.tracks[c])
                values.push(v);
            tracks[kCharacterIds[c]] = std::move(values);
        }
        a["ranks"] = std::move(ranks);
        a["tracks"] = std::move(tracks);
        a["reasoning"] = m_hasReasoning ? reasoningJson(m_lastReasoning) : Json();
        j["automa"] = std::move(a);
    } else {
        j["automa"] = Json();
    }
    Json events = Json::array();
    for (const Event &e : m_events) {
        Json entry = eventJson(e);
        entry["seat"] = static_cast<int>(e.seat);
        entry["auto"] = e.automatic;
        events.push(std::move(entry));
    }
    j["events"] = std::move(events);
    if (isTerminal())
        j["outcome"] = outcome().toJson();
    if (seat == kOmniscient)
        j["rng"] = m_rng.toJson();
    return j;
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

std::string TokaidoDuoState::checkInvariants() const
{
    const Params &p = params();
    // Wares: the bag and the hands hold all of them.
    int total = m_bagTotal;
    std::array<int, kMaxWareTypes> perType{};
    for (std::size_t w = 0; w < kMaxWareTypes; ++w)
        perType[w] = m_bag[w];
    int bagSum = 0;
    for (std::size_t w = 0; w < kMaxWareTypes; ++w)
        bagSum += m_bag[w];
    if (bagSum != m_bagTotal)
        return "the bag's total is wrong";
    for (int s = 0; s < kSeats; ++s) {
        const PlayerState &pl = m_players[static_cast<std::size_t>(s)];
        int hand = 0;
        for (std::size_t w = 0; w < kMaxWareTypes; ++w) {
            hand += pl.wares[w];
            perType[w] += pl.wares[w];
        }
        if (hand != pl.hand)
            return "seat " + std::to_string(s) + "'s hand count is wrong";
        total += hand;
        const bool returning = m_stage == Stage::Return && m_seat == s;
        if (pl.hand > p.handLimit && !returning)
            return "seat " + std::to_string(s) + " holds more wares than the limit";
        if (pl.temples > p.templeTrack.size() || pl.gardens > p.gardenTrack.size())
            return "a pilgrim track overflows";
        if (pl.slabs > p.maxSlabs())
            return "too many slabs";
        if (pl.coins < 0 ||
            (pl.slabs < p.maxSlabs() && pl.coins >= p.coinsPerSlab && p.convertRepeatedly))
            return "seat " + std::to_string(s) + " has " + std::to_string(pl.coins) +
                   " coins left unconverted";
        if (!(pl.gifted <= pl.flipped && pl.flipped <= p.paintings()))
            return "painting states out of order";
        if (isAutoma(s)) {
            if (pl.hand != 0 || pl.coins != 0 || pl.slabs != 0 || pl.flipped != 0 ||
                pl.temples != 0 || pl.gardens != 0)
                return "the Automa holds something it cannot have";
            for (std::size_t c = 0; c < kCharacters; ++c) {
                if (pl.ranks[c] > p.level().tracks[c].size())
                    return "an Automa rank track overflows";
            }
        } else if (pl.ranks != std::array<std::uint8_t, kCharacters>{} || pl.loaded) {
            return "a player has Automa ranks";
        }
        if (pl.pilgrim >= p.ring.size() || pl.merchant >= p.towns.size() ||
            pl.artist >= p.regions.size())
            return "a meeple is off the board";
        std::array<int, kMaxIcons> icons{};
        for (int i = 0; i < p.paintings(); ++i)
            ++icons[pl.icons[static_cast<std::size_t>(i)]];
        for (std::size_t i = 0; i < p.icons.size(); ++i) {
            if (icons[i] != p.icons[i].count)
                return "seat " + std::to_string(s) + "'s painting tiles changed";
        }
    }
    if (total != p.totalWares())
        return "wares are not conserved: " + std::to_string(total) + " instead of " +
               std::to_string(p.totalWares());
    for (std::size_t w = 0; w < p.wares.size(); ++w) {
        if (perType[w] != p.wares[w].count)
            return p.wares[w].id + " is not conserved";
    }
    // One meeple per ring space (§7.1), except both pilgrims on the start, and a player's own
    // pilgrim and merchant when they do not block each other (rules.own_meeples_block).
    const PlayerState &a = m_players[0];
    const PlayerState &b = m_players[1];
    if (a.pilgrim == b.pilgrim && !(a.pilgrim == p.startRing))
        return "both pilgrims on ring space " + std::to_string(a.pilgrim);
    for (int s = 0; s < kSeats; ++s) {
        const PlayerState &me = m_players[static_cast<std::size_t>(s)];
        const PlayerState &other = m_players[static_cast<std::size_t>(1 - s)];
        const Town &t = p.towns[me.merchant];
        if (!t.coastal)
            continue;
        if (other.merchant == me.merchant)
            return "both merchants in " + t.id;
        if (other.pilgrim == t.ring || (p.ownMeeplesBlock && me.pilgrim == t.ring))
            return "a pilgrim and a merchant share ring space " + std::to_string(t.ring);
    }
    if (m_springHolder < -1 || m_springHolder >= kSeats)
        return "the hot spring token is nowhere";
    int taken = 0;
    for (int c = 0; c < kCharacters; ++c)
        taken += m_takenBy[static_cast<std::size_t>(c)] >= 0 ? 1 : 0;
    if (m_stage != Stage::Over && taken != m_step + (m_stage == Stage::Pick ? 0 : 1))
        return "the draft is out of step";
    return {};
}

// A projection of the final score difference: the points on the boards now, plus what the
// tracks, wares, coins and face-up paintings promise, relative to the opponent.
double TokaidoDuoState::heuristicValue(int seat) const
{
    if (isTerminal())
        return outcome().reward(seat);
    const Params &p = params();
    auto projected = [&](int s) {
        const PlayerState &pl = m_players[static_cast<std::size_t>(s)];
        double value = score(s, -1);
        if (isAutoma(s)) {
            // Half the next step of each track: its ranks keep climbing.
            for (std::size_t c = 0; c < kCharacters; ++c) {
                const std::vector<int> &track = p.level().tracks[c];
                if (pl.ranks[c] < track.size())
                    value +=
                        0.5 * (track[pl.ranks[c]] - (pl.ranks[c] ? track[pl.ranks[c] - 1] : 0));
            }
            return value;
        }
        // Balanced tracks multiply: credit the next visit on the shorter one.
        const double t = pl.temples;
        const double g = pl.gardens;
        value += 0.5 * std::min(t + 1, double(p.templeTrack.size())) *
                     std::min(g + 1, double(p.gardenTrack.size())) -
                 0.5 * t * g;
        // Coins and wares on the way to the next slab.
        if (pl.slabs < p.maxSlabs()) {
            const double next =
                p.merchantSlots[pl.slabs] - (pl.slabs ? p.merchantSlots[pl.slabs - 1] : 0);
            value += next * (pl.coins + 2.0 * pl.hand) / (2.0 * p.coinsPerSlab);
        }
        // Face-up tiles are gifts to come.
        const int up = pl.flipped - pl.gifted;
        if (up > 0 && pl.gifted < p.paintings()) {
            const double next =
                p.artistSlots[pl.gifted] - (pl.gifted ? p.artistSlots[pl.gifted - 1] : 0);
            value += 0.6 * next + 0.2 * up;
        }
        value += 0.3 * pl.flipped;
        if (m_springHolder == s)
            value += 1.5;
        for (std::size_t w = 0; w < p.waveTiles.size(); ++w)
            value += m_waveHolder[w] == s ? 1.0 : 0.0;
        return value;
    };
    const double diff = projected(seat) - projected(1 - seat);
    return std::clamp(0.5 + 0.5 * std::tanh(diff / 12.0), 0.02, 0.98);
}

} // namespace kotatsu::tokaido_duo
