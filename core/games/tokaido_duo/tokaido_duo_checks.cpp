// SPDX-License-Identifier: GPL-3.0-or-later
// What the engine checks about a position (checkInvariants) and how a search values one
// (heuristicValue): TokaidoDuoState's members apart from the rules.
#include "games/tokaido_duo/tokaido_duo_state.h"

#include <algorithm>
#include <cmath>

namespace kotatsu::tokaido_duo {

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
