// SPDX-License-Identifier: GPL-3.0-or-later
// The Automa's play (spec §14 with §17's readings): the seat's decisions made by its rules
// (TokaidoDuoState's members for it) and the die choice they follow (planAutomaPick).
// automa.yaml's schema and reader are in tokaido_duo_automa.cpp.
#include "games/tokaido_duo/tokaido_duo_automa.h"
#include "games/tokaido_duo/tokaido_duo_state.h"

#include <algorithm>
#include <bit>

namespace kotatsu::tokaido_duo {

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
    // The list is kept from step to step (per thread: searches play on several): a fresh
    // vector was an allocation and a free for every move of the Automa in a playout.
    thread_local std::vector<Action> options;
    options.clear();
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

// ---------------------------------------------------------------------------------------
// The die choice (spec §14.2 with §17's readings)

namespace {

// Which seat picks at each step of the draft: first, other, first (§6).
int seatOfStep(int step, int first)
{
    return step == 1 ? 1 - first : first;
}

// The coastal towns the person could sell in next turn (§17): their merchant reaches it with
// some face of the merchant die, from where it stands, and its boutique buys a ware they hold.
std::uint32_t saleTowns(const TokaidoDuoState &s, int person)
{
    const Params &p = s.rules().params();
    const PlayerState &you = s.player(person);
    // The towns whose boutique would buy first: few or none, and only they are looked for
    // among the destinations (the path checks of every face's destinations were a twentieth
    // of a hint search against the Automa). The boutique and the ware are asked before the
    // town's own record, a large one read only for the few towns that pass.
    std::uint32_t buying = 0;
    for (std::size_t t = 0; t < p.towns.size(); ++t) {
        const int b = s.boutiqueOf(static_cast<int>(t));
        if (b >= 0 &&
            you.wares[static_cast<std::size_t>(p.boutiques[static_cast<std::size_t>(b)].ware)] >
                0 &&
            p.towns[t].coastal)
            buying |= std::uint32_t{1} << t;
    }
    std::uint32_t out = 0;
    // Each face once, without copying the die (this runs at every Automa pick of a playout);
    // a town found with one face is not looked for again.
    const std::vector<int> &faces = p.dice[kMerchant];
    for (std::size_t i = 0; i < faces.size() && (buying & ~out) != 0; ++i) {
        if (std::find(faces.begin(), faces.begin() + static_cast<std::ptrdiff_t>(i), faces[i]) ==
            faces.begin() + static_cast<std::ptrdiff_t>(i))
            out |= s.merchantReach(person, faces[i], buying & ~out);
    }
    return out;
}

// The ring spaces the person's pilgrim would stop on with the pilgrim die, for every count
// their wave tiles allow (§17), from the current position.
std::uint64_t pilgrimLandings(const TokaidoDuoState &s, int person)
{
    const int v = s.dieValue(kPilgrim);
    const WaveEffects &fx = s.waveEffects(person);
    std::uint64_t out = std::uint64_t{1} << s.landingOf(person, v);
    for (std::size_t i = 0; i < fx.stepOffsets.size(); ++i) {
        const int count = std::max<int>(fx.stepMins[i], v + fx.stepOffsets[i]);
        if (count >= 1)
            out |= std::uint64_t{1} << s.landingOf(person, count);
    }
    return out;
}

struct Candidate
{
    int to = -1;
    bool gain = false;
    bool denySale = false;
    bool denyPilgrim = false;
    bool deny() const { return denySale || denyPilgrim; }
};

// destination_priorities as one number per destination, the smaller ranked first: a bit per
// criterion before lowest_id, set when the destination lacks it (the first criterion in the
// highest bit), then the id. It orders destinations as comparing them criterion by criterion
// does: lowest_id and the id, the ranking's last word, separate any two destinations, so the
// criteria after lowest_id never decide, nor does a criterion named twice. The merchant's
// destinations were compared that way, a loop over the list per pair (a twentieth of a hint
// search against the Automa).
class DestinationRanking
{
public:
    explicit DestinationRanking(const std::vector<AutomaDestinationRule> &priorities)
    {
        for (AutomaDestinationRule rule : priorities) {
            if (rule == AutomaDestinationRule::LowestId)
                break;
            if ((rule == AutomaDestinationRule::Gain || rule == AutomaDestinationRule::Deny) &&
                std::find(m_rules.begin(), m_rules.begin() + m_count, rule) ==
                    m_rules.begin() + m_count)
                m_rules[static_cast<std::size_t>(m_count++)] = rule;
        }
    }
    unsigned key(const Candidate &k) const
    {
        unsigned lacks = 0;
        for (int i = 0; i < m_count; ++i) {
            const bool has = m_rules[static_cast<std::size_t>(i)] == AutomaDestinationRule::Gain
                                 ? k.gain
                                 : k.deny();
            lacks = lacks << 1 | static_cast<unsigned>(!has);
        }
        return lacks << 8 | static_cast<unsigned>(k.to);
    }
    // The criterion that ranks the destination of key `a` before that of key `b` (a < b,
    // two destinations): the first whose bit differs, else the id.
    AutomaDestinationRule separating(unsigned a, unsigned b) const
    {
        const unsigned differ = (a ^ b) >> 8;
        if (differ == 0)
            return AutomaDestinationRule::LowestId;
        const int bit = std::bit_width(differ) - 1; // criterion m_count - 1 - bit
        return m_rules[static_cast<std::size_t>(m_count - 1 - bit)];
    }

private:
    std::array<AutomaDestinationRule, 2> m_rules{};
    int m_count = 0;
};

int compareDice(const AutomaRules &rules, AutomaDieRule rule, const AutomaOption &a,
                const AutomaOption &b)
{
    switch (rule) {
    case AutomaDieRule::Gain:
        return static_cast<int>(b.gain) - static_cast<int>(a.gain);
    case AutomaDieRule::LowestRank:
        return a.rank - b.rank;
    case AutomaDieRule::Order:
        return rules.orderOf(a.character) - rules.orderOf(b.character);
    default:
        return 0;
    }
}

} // namespace

AutomaReasoning planAutomaPick(const TokaidoDuoState &s, int seat)
{
    const Params &p = s.rules().params();
    const AutomaRules &rules = p.automa;
    const AutomaLevel &level = p.level();
    const int person = 1 - seat;
    const PlayerState &me = s.player(seat);

    bool personStillPicks = false;
    for (int k = s.step() + 1; k < kCharacters; ++k)
        personStillPicks = personStillPicks || seatOfStep(k, s.firstPlayer()) == person;
    const bool pilgrimDieLeft = s.dieTakenBy(kPilgrim) < 0;
    const bool merchantDieLeft = s.dieTakenBy(kMerchant) < 0;
    // What the person could do next is worked out only for the dice it is read for: the sales
    // for the pilgrim's and the merchant's destinations, the pilgrim's landings for the
    // merchant's pilgrim denial, which needs the pilgrim die to stay in the draft after this
    // pick.
    const std::uint32_t sales = pilgrimDieLeft || merchantDieLeft ? saleTowns(s, person) : 0;
    const bool pilgrimTest = personStillPicks && pilgrimDieLeft;
    const std::uint64_t landings = pilgrimTest && merchantDieLeft ? pilgrimLandings(s, person) : 0;

    const DestinationRanking ranking(rules.destinationPriorities);
    AutomaReasoning r;
    r.round = static_cast<std::int16_t>(s.round());
    r.step = static_cast<std::int8_t>(s.step());
    for (int c = 0; c < kCharacters; ++c) {
        if (s.dieTakenBy(c) >= 0)
            continue;
        AutomaOption o;
        o.character = static_cast<std::int8_t>(c);
        o.value = static_cast<std::int8_t>(s.dieValue(c));
        o.rank = static_cast<std::int8_t>(me.ranks[static_cast<std::size_t>(c)]);
        const bool full =
            o.rank >= static_cast<int>(level.tracks[static_cast<std::size_t>(c)].size());
        // Only the first two of the ranking are read, and the ranking orders every pair (its
        // last criterion, the id, differs between destinations): they are kept as the
        // destinations are listed, with neither a list nor std::stable_sort's buffer (a
        // malloc and a free per pick, a fifth of a search against the Automa).
        Candidate best;
        unsigned bestKey = 0;
        unsigned secondKey = 0;
        int destinations = 0;
        const auto consider = [&](const Candidate &k) {
            const unsigned key = ranking.key(k);
            if (destinations == 0) {
                best = k;
                bestKey = key;
            } else if (key < bestKey) {
                secondKey = bestKey;
                best = k;
                bestKey = key;
            } else if (destinations == 1 || key < secondKey) {
                secondKey = key;
            }
            ++destinations;
        };
        if (c == kPilgrim) {
            Candidate k;
            k.to = s.landingOf(seat, o.value);
            k.gain =
                !full &&
                ((level.gains.pilgrimSpaces >> p.ring[static_cast<std::size_t>(k.to)].type) & 1);
            // A pilgrim standing on a coastal town's space blocks the town for merchants
            // (§3 occupancy, §4.1, §8.1): the sale the person could make there is denied too.
            const int town = p.ring[static_cast<std::size_t>(k.to)].town;
            k.denySale = town >= 0 && p.towns[static_cast<std::size_t>(town)].coastal &&
                         ((sales >> town) & 1);
            consider(k);
        } else if (c == kMerchant) {
            for (std::uint32_t rest = s.merchantReach(seat, o.value); rest; rest &= rest - 1) {
                Candidate k;
                k.to = std::countr_zero(rest);
                const Town &town = p.towns[static_cast<std::size_t>(k.to)];
                k.gain = !full && town.coastal && me.loaded;
                k.denySale = town.coastal && ((sales >> k.to) & 1);
                k.denyPilgrim = pilgrimTest && town.ring >= 0 && ((landings >> town.ring) & 1);
                consider(k);
            }
        } else {
            for (std::uint32_t rest = s.artistReach(seat, o.value); rest; rest &= rest - 1) {
                Candidate k;
                k.to = std::countr_zero(rest);
                k.gain = !full && s.meeplesInScope(seat, k.to) >= level.gains.artistMeeples;
                consider(k);
            }
        }
        o.destinations = static_cast<std::int8_t>(destinations);
        if (destinations == 0) {
            o.destinationRule = AutomaDestinationRule::None;
        } else {
            o.to = static_cast<std::int8_t>(best.to);
            o.gain = best.gain;
            o.denySale = best.denySale;
            o.denyPilgrim = best.denyPilgrim;
            o.destinationRule = AutomaDestinationRule::Only;
            if (destinations > 1)
                o.destinationRule = ranking.separating(bestKey, secondKey);
        }
        r.options[r.count++] = o;
    }
    auto better = [&](const AutomaOption &a, const AutomaOption &b) {
        for (AutomaDieRule rule : rules.diePriorities) {
            if (const int d = compareDice(rules, rule, a, b); d != 0)
                return d < 0;
        }
        return rules.orderOf(a.character) < rules.orderOf(b.character);
    };
    // A stable insertion sort of at most three: std::stable_sort's buffer was a malloc.
    for (std::size_t i = 1; i < r.count; ++i) {
        for (std::size_t j = i; j > 0 && better(r.options[j], r.options[j - 1]); --j)
            std::swap(r.options[j], r.options[j - 1]);
    }
    r.rule = AutomaDieRule::Only;
    if (r.count > 1) {
        r.rule = AutomaDieRule::Order;
        for (AutomaDieRule rule : rules.diePriorities) {
            if (compareDice(rules, rule, r.options[0], r.options[1]) != 0) {
                r.rule = rule;
                break;
            }
        }
    }
    return r;
}

} // namespace kotatsu::tokaido_duo
