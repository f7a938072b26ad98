// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/hyano/hyano_state.h"

#include "engine/random_playout.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace kotatsu::hyano {

namespace {

const char *phaseName(HyanoState::Phase phase)
{
    switch (phase) {
    case HyanoState::Phase::Predict:
        return "predict";
    case HyanoState::Phase::Open:
        return "open";
    case HyanoState::Phase::Play:
        return "play";
    case HyanoState::Phase::Over:
        return "over";
    }
    return "?";
}

Json cardJson(std::uint8_t card)
{
    return card == kNoCard ? Json() : Json(static_cast<int>(card));
}

template <typename Vec>
Json playedJson(const Vec &cards)
{
    Json json = Json::array();
    for (const Played &p : cards) {
        Json entry = Json::object();
        entry["card"] = static_cast<int>(p.card);
        entry["value"] = static_cast<int>(p.value);
        entry["pile"] = static_cast<int>(p.pile);
        entry["player"] = static_cast<int>(p.player);
        json.push(std::move(entry));
    }
    return json;
}

Json cardSetJson(const CardSet &set)
{
    Json json = Json::array();
    for (std::size_t id = 0; id < set.size(); ++id) {
        if (set.test(id))
            json.push(static_cast<int>(id));
    }
    return json;
}

} // namespace

HyanoState::HyanoState(std::shared_ptr<const HyanoDefinition> definition, int players,
                       std::uint64_t seed)
    : m_def(std::move(definition)), m_players(players), m_rng(seed)
{
    const Params &p = params();
    m_faceUp.fill(kNoCard);
    m_roundStart.fill(kNoCard);
    FixedVector<std::uint8_t, kMaxCards> deck;
    for (std::size_t id = 0; id < p.cards.size(); ++id)
        deck.push_back(static_cast<std::uint8_t>(id));
    m_rng.shuffle(deck.begin(), deck.end());
    // Round robin: with 55 cards and 6 piles the first pile dealt gets 10, the others 9.
    const int start = p.deal == Deal::RoundRobin
                          ? 0
                          : static_cast<int>(m_rng.below(static_cast<std::uint32_t>(p.piles)));
    // The pile counted round, not (start + i) % piles: a division per card was a tenth of
    // the deal.
    std::size_t to = static_cast<std::size_t>(start);
    for (const std::uint8_t id : deck) {
        m_piles[to].push_back(id);
        if (++to == static_cast<std::size_t>(p.piles))
            to = 0;
    }
    for (int i = 0; i < p.piles; ++i) {
        const auto pile = static_cast<std::size_t>(i);
        m_dealt[pile] = static_cast<std::uint8_t>(m_piles[pile].size());
        turnUp(i);
    }
    m_firstSage = p.firstSage == FirstSage::Random
                      ? static_cast<int>(m_rng.below(static_cast<std::uint32_t>(players)))
                      : 0;
    m_sage = m_firstSage;
    m_turn = m_sage;
}

int HyanoState::currentPlayer() const
{
    switch (m_phase) {
    case Phase::Predict:
    case Phase::Open:
        return m_sage;
    case Phase::Play:
        return m_turn;
    case Phase::Over:
        return kTerminalPlayer;
    }
    return kTerminalPlayer;
}

std::uint32_t HyanoState::forbiddenValues(int colour) const
{
    const Params &p = params();
    std::uint32_t mask = 0;
    if (p.sunForbidden == SunForbidden::None)
        return mask;
    // A Sun may not imitate a numbered card of its colour lying face up in the ring.
    // With masks, not a branch per pile (see forEachPlacement()).
    const Card *const cards = p.cards.data();
    for (int i = 0; i < p.piles; ++i) {
        const std::uint8_t id = m_faceUp[static_cast<std::size_t>(i)];
        const auto up = static_cast<std::uint32_t>(id != kNoCard);
        const Card &c = cards[id & (0u - up)];
        const std::uint32_t numbered = up & static_cast<std::uint32_t>(!c.sun);
        mask |= (numbered & static_cast<std::uint32_t>(c.colour == colour)) << c.value;
    }
    if (p.sunForbidden == SunForbidden::RingAndCentre) {
        for (const Played &played : m_centre) {
            if (card(played.card).colour == colour)
                mask |= 1u << played.value;
        }
        for (std::size_t id = 0; id < p.cards.size(); ++id) {
            if (m_pot.test(id) && !p.cards[id].sun && p.cards[id].colour == colour)
                mask |= 1u << p.cards[id].value;
        }
    }
    return mask;
}

// What matches the top of the centre (spec §4.1), for every colour and value at once, worked
// out once per listing (a Sun's ten values cost nothing extra); matchesTop() asks it too.
// Inlined: returned from a call, the small struct went through the stack and was read back
// at once, a store-forwarding stall on every listing.
[[gnu::always_inline]] inline HyanoState::TopMatch HyanoState::topMatch() const
{
    const Params &p = params();
    const Played &top = m_centre.back();
    TopMatch match;
    match.values = p.valueBits();
    if (p.matches(Match::SameColour))
        match.everyValueColour = card(top.card).colour;
    if (p.matches(Match::SameValue))
        match.anyColour |= 1u << top.value;
    if (p.matches(Match::AdjacentValue)) {
        match.anyColour |= ((1u << top.value) << 1 | (1u << top.value) >> 1) & match.values;
        // 10 and 1 touch only when adjacent_wraps is set (spec §4.1 [A]).
        if (p.adjacentWraps && p.maxValue > p.minValue + 1) {
            if (top.value == p.maxValue)
                match.anyColour |= 1u << p.minValue;
            if (top.value == p.minValue)
                match.anyColour |= 1u << p.maxValue;
        }
    }
    return match;
}

bool HyanoState::matchesTop(int colour, int value) const
{
    return (topMatch().valuesFor(colour) >> value & 1u) != 0;
}

// The one place that knows which face-up cards may be placed: move generation and "can
// anyone play" both go through it, so they cannot drift apart. visit(action) returns false
// to stop; the function returns false when a visit stopped it.
template <typename Visit>
bool HyanoState::forEachPlacement(int kind, Visit visit) const
{
    const Params &p = params();
    const bool free = kind == kOpen; // the opening card needs no match
    const TopMatch match = free ? TopMatch{p.valueBits(), p.valueBits()} : topMatch();
    // First, for every pile at once, whether its card fits or is a Sun, without a branch:
    // branching per pile on an empty pile, a Sun and a match mispredicted about half the
    // time, five times a listing, which was most of a playout. A missing card reads card 0
    // and is masked out.
    const int piles = p.piles;
    const Card *const cards = p.cards.data();
    std::uint32_t fits = 0;
    std::uint32_t suns = 0;
    for (int i = 0; i < piles; ++i) {
        const std::uint8_t id = m_faceUp[static_cast<std::size_t>(i)];
        const auto up = static_cast<std::uint32_t>(id != kNoCard);
        const Card &c = cards[id & (0u - up)]; // masks, not ?: and &&, which became branches
        const std::uint32_t matches = match.valuesFor(c.colour) >> c.value & 1u;
        const auto sun = static_cast<std::uint32_t>(c.sun);
        fits |= (up & ~sun & matches) << i;
        suns |= (up & sun) << i;
    }
    // Then the placements, in pile order: a numbered card once, a Sun once per value.
    for (std::uint32_t listed = fits | suns; listed != 0; listed &= listed - 1) {
        const int i = std::countr_zero(listed);
        if ((suns >> i & 1u) == 0) {
            if (!visit(makeAction(kind, i)))
                return false;
            continue;
        }
        const Card &c = cards[m_faceUp[static_cast<std::size_t>(i)]];
        std::uint32_t allowed = match.valuesFor(c.colour) & ~forbiddenValues(c.colour);
        for (; allowed != 0; allowed &= allowed - 1) {
            if (!visit(makeAction(kind, i, 1, std::countr_zero(allowed))))
                return false;
        }
    }
    return true;
}

void HyanoState::appendPlacements(int kind, std::vector<Action> &out) const
{
    forEachPlacement(kind, [&](const Action &action) {
        out.push_back(action);
        return true;
    });
}

bool HyanoState::anyLegalPlay() const
{
    return !forEachPlacement(kPlay, [](const Action &) { return false; });
}

void HyanoState::legalActions(std::vector<Action> &out) const
{
    out.clear();
    switch (m_phase) {
    case Phase::Predict:
        for (int i = 0; i < params().piles; ++i) {
            if (m_faceUp[static_cast<std::size_t>(i)] != kNoCard)
                out.push_back(makeAction(kPredict, i));
        }
        break;
    case Phase::Open:
        appendPlacements(kOpen, out);
        break;
    case Phase::Play:
        appendPlacements(kPlay, out);
        if (!params().mandatoryPlay)
            out.push_back(makeAction(kPass));
        break;
    case Phase::Over:
        break;
    }
}

int HyanoState::rotationSize() const
{
    return params().sageInRotation ? m_players : m_players - 1;
}

int HyanoState::nextFollower(int seat) const
{
    // turnStep is +1 or -1: one step round the table without a division on every turn.
    const int step = params().turnStep;
    int next = seat;
    do {
        next += step;
        if (next >= m_players)
            next -= m_players;
        else if (next < 0)
            next += m_players;
    } while (!params().sageInRotation && next == m_sage);
    return next;
}

void HyanoState::turnUp(int pile)
{
    const auto i = static_cast<std::size_t>(pile);
    if (m_faceUp[i] != kNoCard || m_piles[i].empty())
        return;
    m_faceUp[i] = m_piles[i].pop_back();
    ++m_turnedUp[i];
    ++m_reveals;
}

std::uint64_t HyanoState::revealCountFor(int seat) const
{
    if (seat < 0 || seat >= m_players)
        return m_reveals;
    return m_reveals + m_predictionNews - m_predictionNewsAsSage[static_cast<std::size_t>(seat)];
}

void HyanoState::predictionNews()
{
    ++m_predictionNews;
    ++m_predictionNewsAsSage[static_cast<std::size_t>(m_sage)];
}

void HyanoState::place(const Action &action, int player)
{
    const auto pile = static_cast<std::size_t>(action.args[0]);
    const std::uint8_t id = m_faceUp[pile];
    // A card that lay face up when the sage predicted could be the prediction: when the round
    // stops on it, whether it goes on tells the others something.
    if (m_prediction >= 0 && m_roundStart[pile] == id &&
        params().roundEnd == RoundEnd::StopOnPrediction)
        predictionNews();
    const int value = card(id).sun ? action.args[2] : card(id).value;
    m_centre.push_back(Played{id, static_cast<std::uint8_t>(value), static_cast<std::uint8_t>(pile),
                              static_cast<std::uint8_t>(player)});
    m_faceUp[pile] = kNoCard;
    if (params().refreshDuringRound)
        turnUp(static_cast<int>(pile));
}

bool HyanoState::afterPlacement(int player, std::vector<Action> *next)
{
    if (params().roundEnd == RoundEnd::StopOnPrediction &&
        m_centre.back().card == m_predictedCard) {
        endRound(true);
        return false;
    }
    // With `next`, the check is the next decision's listing: the play phase's legal actions,
    // which are the placements and, unless play is mandatory, a pass.
    m_phase = Phase::Play;
    bool anyFits = false;
    if (next) {
        legalActions(*next);
        anyFits = next->size() > (params().mandatoryPlay ? 0u : 1u);
    } else {
        anyFits = anyLegalPlay();
    }
    if (!anyFits) {
        // Nothing fits the top card: the round is over for everybody, since legality does
        // not depend on who plays.
        const bool lastWasPredicted = m_centre.back().card == m_predictedCard;
        endRound(params().roundEnd == RoundEnd::PlayOut && lastWasPredicted);
        return false;
    }
    m_turn = nextFollower(player);
    return next != nullptr;
}

void HyanoState::apply(const Action &action)
{
    applyAction(action, nullptr);
}

// `action` may be an element of *next: it is read only before afterPlacement() lists into
// *next.
bool HyanoState::applyAction(const Action &action, std::vector<Action> *next)
{
    ++m_plies;
    switch (action.kind) {
    case kPredict:
        m_prediction = action.args[0];
        m_predictedCard = m_faceUp[static_cast<std::size_t>(m_prediction)];
        m_roundStart = m_faceUp;
        m_phase = Phase::Open;
        return false;
    case kOpen:
        place(action, m_sage);
        // The opening card starts the chain from the sage: the next card is his left
        // neighbour's (or, without sage_in_rotation, the first other player's).
        return afterPlacement(m_sage, next);
    case kPlay:
        m_passes = 0;
        place(action, m_turn);
        return afterPlacement(m_turn, next);
    case kPass:
        if (++m_passes >= rotationSize()) {
            // A whole rotation passed: nobody will play any more this round.
            endRound(params().roundEnd == RoundEnd::PlayOut &&
                     m_centre.back().card == m_predictedCard);
            return false;
        }
        m_turn = nextFollower(m_turn);
        return next != nullptr;
    default:
        return false;
    }
}

void HyanoState::endRound(bool success)
{
    const Params &p = params();
    const auto sage = static_cast<std::size_t>(m_sage);
    // Shown or not, the prophecy's success says something about it.
    if (m_prediction >= 0)
        predictionNews();
    // Field by field rather than m_report = RoundReport{} and a copy of the centre: both
    // would move all kMaxCards slots of the card list, which took a third of a playout.
    m_report.round = m_round;
    m_report.sage = m_sage;
    m_report.predictedPile = m_prediction;
    m_report.predictedCard = m_predictedCard;
    m_report.success = success;
    m_report.cards.clear();
    for (const Played &played : m_centre)
        m_report.cards.push_back(played);
    m_report.won = 0;
    m_report.removed = 0;
    m_report.carried = 0;
    m_report.turnedUp = 0;
    if (success) {
        for (const Played &played : m_centre)
            m_won[sage].set(played.card);
        m_report.won = static_cast<int>(m_centre.size() + m_pot.count());
        m_won[sage] |= m_pot;
        m_pot.reset();
        ++m_prophecies[sage];
    } else {
        ++m_failures;
        CardSet &destination = p.onFailure == OnFailure::RemoveFromGame ? m_removed : m_pot;
        for (const Played &played : m_centre)
            destination.set(played.card);
        if (p.onFailure == OnFailure::RemoveFromGame)
            m_report.removed = static_cast<int>(m_centre.size());
        else
            m_report.carried = static_cast<int>(m_pot.count());
    }
    m_centre.clear();
    ++m_sageRounds[sage];

    // Refresh: piles whose card was played turn their next card face up.
    // Which piles turn up a card, as a mask first, and the counts with & and |: branches
    // per pile on whether its card was played mispredicted (as in forEachPlacement()).
    const std::uint64_t revealsBefore = m_reveals;
    std::uint32_t refill = 0;
    for (int i = 0; i < p.piles; ++i) {
        const auto pile = static_cast<std::size_t>(i);
        const auto played = static_cast<std::uint32_t>(m_faceUp[pile] == kNoCard);
        const auto stocked = static_cast<std::uint32_t>(!m_piles[pile].empty());
        refill |= (played & stocked) << i;
    }
    for (; refill != 0; refill &= refill - 1)
        turnUp(std::countr_zero(refill));
    bool anyFaceUp = false;
    int emptyPiles = 0;
    for (int i = 0; i < p.piles; ++i) {
        const auto pile = static_cast<std::size_t>(i);
        anyFaceUp |= m_faceUp[pile] != kNoCard;
        emptyPiles +=
            static_cast<int>(m_faceUp[pile] == kNoCard) & static_cast<int>(m_piles[pile].empty());
    }
    m_report.turnedUp = static_cast<int>(m_reveals - revealsBefore);
    m_prediction = -1;
    m_predictedCard = kNoCard;
    m_roundStart.fill(kNoCard);
    m_passes = 0;

    m_endTriggered = m_endTriggered || emptyPiles >= p.endWhenEmptyPiles;
    const int nextSage = (m_sage + p.sageStep + m_players) % m_players;
    const bool rotationDone = !p.endAfterFullRotation || nextSage == m_firstSage;
    if (!anyFaceUp) {
        m_noCardsLeft = !rotationDone;
        m_phase = Phase::Over;
    } else if (m_endTriggered && rotationDone) {
        m_phase = Phase::Over;
    } else {
        m_sage = nextSage;
        m_turn = m_sage;
        ++m_round;
        m_phase = Phase::Predict;
    }
}

std::array<int, kMaxPlayers> HyanoState::rankKeys() const
{
    std::array<int, kMaxPlayers> keys{};
    for (int s = 0; s < m_players; ++s) {
        keys[static_cast<std::size_t>(s)] = score(s) * 1000;
        if (params().tie == TieBreak::MostSuccessfulProphecies)
            keys[static_cast<std::size_t>(s)] += prophecies(s);
    }
    return keys;
}

Outcome HyanoState::outcome() const
{
    Outcome o;
    o.reason = m_noCardsLeft ? "no_cards_left" : "piles_empty";
    const auto keys = rankKeys();
    int won = 0;
    for (int s = 0; s < m_players; ++s) {
        int rank = 1;
        for (int t = 0; t < m_players; ++t)
            rank += keys[static_cast<std::size_t>(t)] > keys[static_cast<std::size_t>(s)];
        o.ranks.push_back(rank);
        o.scores.push_back(score(s));
        won += score(s);
        if (rank == 1)
            o.winners.push_back(s);
    }
    // Everybody sharing first place is a draw.
    const auto sharedBy = static_cast<double>(o.winners.size());
    if (static_cast<int>(o.winners.size()) == m_players) {
        o.draw = true;
        o.winners.clear();
    }
    int left = static_cast<int>(m_pot.count());
    for (int i = 0; i < params().piles; ++i)
        left += (m_faceUp[static_cast<std::size_t>(i)] != kNoCard) + faceDownCount(i);
    int successes = 0;
    for (int s = 0; s < m_players; ++s)
        successes += prophecies(s);
    o.figures = {{"rounds", m_round},
                 {"successful_prophecies", successes},
                 {"failed_prophecies", m_failures},
                 {"cards_won", won},
                 {"cards_removed", removedCount()},
                 {"cards_left", left},
                 {"sharing_first_place", sharedBy}};
    return o;
}

std::unique_ptr<GameState> HyanoState::clone() const
{
    return std::make_unique<HyanoState>(*this);
}

Json HyanoState::observation(int seat) const
{
    const Params &p = params();
    const bool all = seat == kOmniscient;
    Json json = Json::object();
    json["phase"] = phaseName(m_phase);
    json["round"] = m_round;
    json["ply"] = m_plies;
    json["viewer"] = seat;
    json["current_player"] = currentPlayer();
    json["sage"] = m_sage;
    json["first_sage"] = m_firstSage;
    if (m_prediction >= 0 && (all || seat == m_sage)) {
        Json prediction = Json::object();
        prediction["pile"] = m_prediction;
        prediction["card"] = static_cast<int>(m_predictedCard);
        json["prediction"] = std::move(prediction);
    } else {
        json["prediction"] = Json();
    }
    Json piles = Json::array();
    for (int i = 0; i < p.piles; ++i) {
        const auto pile = static_cast<std::size_t>(i);
        Json entry = Json::object();
        entry["symbol"] = p.symbols[pile].id;
        entry["face_up"] = cardJson(m_faceUp[pile]);
        entry["face_down"] = static_cast<int>(m_piles[pile].size());
        piles.push(std::move(entry));
    }
    json["piles"] = std::move(piles);
    json["centre"] = playedJson(m_centre);
    if (m_centre.empty()) {
        json["top"] = Json();
    } else {
        Json top = Json::object();
        top["card"] = static_cast<int>(m_centre.back().card);
        top["value"] = static_cast<int>(m_centre.back().value);
        json["top"] = std::move(top);
    }
    json["pot"] = cardSetJson(m_pot);
    json["passes"] = m_passes;
    Json scores = Json::array();
    Json prophecies = Json::array();
    Json sageRounds = Json::array();
    for (int s = 0; s < m_players; ++s) {
        scores.push(score(s));
        prophecies.push(static_cast<int>(m_prophecies[static_cast<std::size_t>(s)]));
        sageRounds.push(static_cast<int>(m_sageRounds[static_cast<std::size_t>(s)]));
    }
    json["scores"] = std::move(scores);
    json["prophecies"] = std::move(prophecies);
    json["sage_rounds"] = std::move(sageRounds);
    json["removed"] = removedCount();
    if (m_report.round > 0) {
        const bool revealed = m_report.success || p.revealOnFailure || all || seat == m_report.sage;
        Json report = Json::object();
        report["round"] = m_report.round;
        report["sage"] = m_report.sage;
        const bool known = revealed && m_report.predictedPile >= 0;
        report["predicted_pile"] = known ? Json(m_report.predictedPile) : Json();
        report["predicted_card"] = known ? Json(m_report.predictedCard) : Json();
        report["success"] = m_report.success;
        report["cards"] = playedJson(m_report.cards);
        report["won"] = m_report.won;
        report["removed"] = m_report.removed;
        report["carried"] = m_report.carried;
        report["turned_up"] = m_report.turnedUp;
        json["last_round"] = std::move(report);
    } else {
        json["last_round"] = Json();
    }
    if (isTerminal())
        json["outcome"] = outcome().toJson();
    if (all) {
        Json faceDown = Json::array();
        for (int i = 0; i < p.piles; ++i) {
            const auto &pile = m_piles[static_cast<std::size_t>(i)];
            Json cards = Json::array();
            for (std::size_t k = pile.size(); k-- > 0;)
                cards.push(static_cast<int>(pile[k])); // the next card to turn up first
            faceDown.push(std::move(cards));
        }
        json["face_down"] = std::move(faceDown);
        json["rng"] = m_rng.toJson();
    }
    return json;
}

std::unique_ptr<GameState> HyanoState::resampleHidden(int seat, Rng &rng) const
{
    const Params &p = params();
    auto copy = std::make_unique<HyanoState>(*this);
    // The face-down cards: any order, any pile, as long as every pile keeps its size.
    // Sorted first, so that the draw depends on which cards are hidden, not on their order.
    FixedVector<std::uint8_t, kMaxCards> hidden;
    for (int i = 0; i < p.piles; ++i) {
        for (auto id : m_piles[static_cast<std::size_t>(i)])
            hidden.push_back(id);
    }
    std::sort(hidden.begin(), hidden.end());
    rng.shuffle(hidden.begin(), hidden.end());
    std::size_t next = 0;
    for (int i = 0; i < p.piles; ++i) {
        for (auto &id : copy->m_piles[static_cast<std::size_t>(i)])
            id = hidden[next++];
    }

    // The prediction, for everybody but the sage: any card that was face up when the sage
    // predicted and, when the round stops on the prediction, has not been played since.
    if (m_prediction >= 0 && seat != m_sage) {
        std::array<int, kMaxPiles> candidates{};
        int count = 0;
        for (int i = 0; i < p.piles; ++i) {
            const std::uint8_t id = m_roundStart[static_cast<std::size_t>(i)];
            if (id == kNoCard)
                continue;
            bool played = false;
            for (const Played &c : m_centre)
                played = played || c.card == id;
            if (played && p.roundEnd == RoundEnd::StopOnPrediction)
                continue;
            candidates[static_cast<std::size_t>(count++)] = i;
        }
        const int pile = candidates[rng.below(static_cast<std::uint32_t>(count))];
        copy->m_prediction = pile;
        copy->m_predictedCard = m_roundStart[static_cast<std::size_t>(pile)];
    }
    // A failed prophecy that was never revealed stays unknown; it no longer matters.
    if (!m_report.success && !p.revealOnFailure && seat != m_report.sage) {
        copy->m_report.predictedPile = -1;
        copy->m_report.predictedCard = -1;
    }
    copy->m_rng.reseed(rng.next());
    return copy;
}

// The games of playRandomlyAs(), without listing the placements twice after every card:
// the check whether anyone can play lists them as the next decision's actions.
// tst_conformance checks that both loops play the same games.
int HyanoState::playRandomly(Rng &rng, std::vector<Action> &scratch, int maxPlies)
{
    return playRandomlyReusingLists(*this, rng, scratch, maxPlies);
}

std::string HyanoState::checkInvariants() const
{
    const Params &p = params();
    const auto total = p.cards.size();
    std::array<int, kMaxCards> seen{};
    for (int i = 0; i < kMaxPiles; ++i) {
        const auto pile = static_cast<std::size_t>(i);
        if (i >= p.piles) {
            if (m_faceUp[pile] != kNoCard || !m_piles[pile].empty())
                return "pile " + std::to_string(i) + " does not exist but holds cards";
            continue;
        }
        for (auto id : m_piles[pile]) {
            if (id >= total)
                return "pile " + std::to_string(i) + " holds an unknown card";
            ++seen[id];
        }
        if (m_faceUp[pile] != kNoCard) {
            if (m_faceUp[pile] >= total)
                return "pile " + std::to_string(i) + " shows an unknown card";
            ++seen[m_faceUp[pile]];
        }
        if (m_dealt[pile] != m_piles[pile].size() + m_turnedUp[pile])
            return "pile " + std::to_string(i) + " was dealt " + std::to_string(m_dealt[pile]) +
                   " cards but has " + std::to_string(m_piles[pile].size()) +
                   " face down after turning up " + std::to_string(m_turnedUp[pile]);
    }
    for (const Played &played : m_centre) {
        if (played.card >= total)
            return "the centre holds an unknown card";
        ++seen[played.card];
    }
    for (std::size_t id = 0; id < total; ++id) {
        seen[id] += m_pot.test(id) + m_removed.test(id);
        for (int s = 0; s < m_players; ++s)
            seen[id] += m_won[static_cast<std::size_t>(s)].test(id);
    }
    for (std::size_t id = 0; id < total; ++id) {
        if (seen[id] != 1)
            return p.cardName(static_cast<int>(id)) + " is in " + std::to_string(seen[id]) +
                   " places";
    }
    for (int s = m_players; s < kMaxPlayers; ++s) {
        if (m_won[static_cast<std::size_t>(s)].any())
            return "seat " + std::to_string(s) + " does not play but has won cards";
    }
    if ((m_pot >> total).any() || (m_removed >> total).any())
        return "the pot or the removed cards hold unknown cards";

    if (m_sage < 0 || m_sage >= m_players || m_firstSage < 0 || m_firstSage >= m_players)
        return "the sage is not a seat";
    for (int s = 0; s < m_players; ++s) {
        if (m_prophecies[static_cast<std::size_t>(s)] > m_sageRounds[static_cast<std::size_t>(s)])
            return "seat " + std::to_string(s) + " has more successful prophecies than rounds";
    }
    for (const Played &played : m_centre) {
        const Card &c = card(played.card);
        if (!c.sun && played.value != c.value)
            return p.cardName(played.card) + " lies in the centre as a " +
                   std::to_string(played.value);
        if (played.value < p.minValue || played.value > p.maxValue)
            return "a Sun was declared as " + std::to_string(played.value);
    }
    // Without refresh during the round, a pile with cards shows one unless its card is in
    // the centre now.
    for (int i = 0; i < p.piles; ++i) {
        const auto pile = static_cast<std::size_t>(i);
        if (m_faceUp[pile] != kNoCard || m_piles[pile].empty())
            continue;
        bool playedFromHere = false;
        for (const Played &played : m_centre)
            playedFromHere = playedFromHere || played.pile == i;
        if (!playedFromHere || p.refreshDuringRound)
            return "pile " + std::to_string(i) + " has cards but none face up";
    }

    switch (m_phase) {
    case Phase::Predict:
    case Phase::Over:
        if (!m_centre.empty() || m_prediction >= 0 || m_passes != 0)
            return std::string("a round is under way in the ") + phaseName(m_phase) + " phase";
        if (m_phase == Phase::Predict) {
            bool any = false;
            for (int i = 0; i < p.piles; ++i)
                any = any || m_faceUp[static_cast<std::size_t>(i)] != kNoCard;
            if (!any)
                return "the sage has nothing to predict";
        }
        break;
    case Phase::Open:
    case Phase::Play: {
        if (m_prediction < 0 || m_prediction >= p.piles)
            return "no prediction during a round";
        if (m_predictedCard == kNoCard ||
            m_roundStart[static_cast<std::size_t>(m_prediction)] != m_predictedCard)
            return "the predicted card is not the one that lay on the predicted pile";
        bool predictedPlayed = false;
        for (const Played &played : m_centre)
            predictedPlayed = predictedPlayed || played.card == m_predictedCard;
        const bool predictedUp =
            m_faceUp[static_cast<std::size_t>(m_prediction)] == m_predictedCard;
        if (predictedPlayed == predictedUp)
            return "the predicted card is neither face up nor played";
        if (m_phase == Phase::Open && !m_centre.empty())
            return "cards lie in the centre before the opening";
        if (m_phase == Phase::Play) {
            if (m_centre.empty())
                return "the play phase has no opening card";
            if (predictedPlayed && p.roundEnd == RoundEnd::StopOnPrediction)
                return "the round goes on after the predicted card was played";
            if (!anyLegalPlay())
                return "the play phase goes on with no legal card";
            if (m_turn < 0 || m_turn >= m_players || (!p.sageInRotation && m_turn == m_sage))
                return "the turn belongs to no follower";
            if (m_passes >= rotationSize())
                return "everybody passed but the round goes on";
        }
        break;
    }
    }
    return {};
}

double HyanoState::heuristicValue(int seat) const
{
    if (isTerminal())
        return outcome().reward(seat);
    const Params &p = params();
    std::array<double, kMaxPlayers> expected{};
    for (int s = 0; s < m_players; ++s)
        expected[static_cast<std::size_t>(s)] = score(s);
    if (m_prediction >= 0) {
        // The sage's pending prize, weighted by a rough chance that the prophecy comes true.
        double chance = 0.3;
        if (p.roundEnd == RoundEnd::StopOnPrediction) {
            chance = 0.5;
            const Card &predicted = card(m_predictedCard);
            if (m_phase == Phase::Play && !predicted.sun)
                chance = matchesTop(predicted.colour, predicted.value) ? 0.65 : 0.35;
        }
        const double prize = static_cast<double>(m_centre.size() + m_pot.count() + 1);
        expected[static_cast<std::size_t>(m_sage)] += chance * prize;
    }
    double bestOther = 0.0;
    for (int s = 0; s < m_players; ++s) {
        if (s != seat)
            bestOther = std::max(bestOther, expected[static_cast<std::size_t>(s)]);
    }
    int remaining = 0;
    for (int i = 0; i < p.piles; ++i)
        remaining += (m_faceUp[static_cast<std::size_t>(i)] != kNoCard) + faceDownCount(i);
    // A lead counts for more when few cards are left to change it.
    const double scale = 3.0 + remaining / 8.0;
    const double lead = expected[static_cast<std::size_t>(seat)] - bestOther;
    return std::clamp(0.5 + 0.5 * std::tanh(lead / scale), 0.0, 1.0);
}

} // namespace kotatsu::hyano

namespace kotatsu::hyano {

std::string HyanoState::actionToString(const Action &action) const
{
    return m_def->formatAction(action);
}

// {kind: "predict" | "open" | "play" | "pass", pile: symbol id, card: the card face up on
// that pile now (everybody sees it), sun_value: the value declared for a Sun or null}
Json HyanoState::describeAction(const Action &action) const
{
    Json json = Json::object();
    if (action.kind == kPass) {
        json["kind"] = "pass";
        return json;
    }
    json["kind"] = action.kind == kPredict ? "predict" : action.kind == kOpen ? "open" : "play";
    const int pile = action.args[0];
    json["pile"] = params().symbols[static_cast<std::size_t>(pile)].id;
    const int card = faceUp(pile);
    json["card"] = card < 0 ? Json() : Json(card);
    json["sun_value"] = action.args[1] != 0 ? Json(static_cast<int>(action.args[2])) : Json();
    return json;
}

} // namespace kotatsu::hyano
