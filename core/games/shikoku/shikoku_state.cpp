// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/shikoku/shikoku_state.h"

#include <algorithm>

namespace kotatsu::shikoku {

namespace {

template <typename Vec>
Json cardsJson(const Vec &cards)
{
    Json json = Json::array();
    for (auto c : cards)
        json.push(static_cast<int>(c));
    return json;
}

Json cardsJson(const CardSet &cards, int lowestCard)
{
    Json json = Json::array();
    cards.forEach([&](std::size_t bit) { json.push(static_cast<int>(bit) + lowestCard); });
    return json;
}

template <std::size_t N>
FixedVector<std::uint8_t, N> ascending(const CardSet &cards, int lowestCard)
{
    FixedVector<std::uint8_t, N> out;
    cards.forEach(
        [&](std::size_t bit) { out.push_back(static_cast<std::uint8_t>(bit + lowestCard)); });
    return out;
}

template <typename Vec>
Json lineJson(const Vec &line)
{
    Json json = Json::array();
    for (const LineEntry &e : line) {
        Json entry = Json::object();
        entry["card"] = static_cast<int>(e.card);
        entry["player"] = static_cast<int>(e.player);
        json.push(std::move(entry));
    }
    return json;
}

const char *phaseName(ShikokuState::Phase phase)
{
    switch (phase) {
    case ShikokuState::Phase::Play:
        return "play";
    case ShikokuState::Phase::Draft:
        return "draft";
    case ShikokuState::Phase::Over:
        return "over";
    }
    return "?";
}

} // namespace

ShikokuState::ShikokuState(std::shared_ptr<const ShikokuDefinition> definition, int players,
                           std::uint64_t seed)
    : m_def(std::move(definition)), m_players(players), m_deck(m_def->params().newDeck), m_rng(seed)
{
    const Params &p = params();
    m_lowestCard = static_cast<std::uint8_t>(p.cards.empty() ? 0 : p.cards.front());
    m_rng.shuffle(m_deck.begin(), m_deck.end());
    for (int seat = 0; seat < players; ++seat) {
        m_steps[static_cast<std::size_t>(seat)] = static_cast<std::int16_t>(p.startStep);
        for (int k = 0; k < p.handSize; ++k)
            m_hands[static_cast<std::size_t>(seat)].insert(bitOf(m_deck.pop_back()));
    }
    // The setup line: N cards revealed, a random pilgrim on each, sorted ascending (spec §3).
    std::array<std::uint8_t, kMaxPlayers> seats{};
    for (int seat = 0; seat < players; ++seat)
        seats[static_cast<std::size_t>(seat)] = static_cast<std::uint8_t>(seat);
    m_rng.shuffle(seats.begin(), seats.begin() + players);
    for (int i = 0; i < players; ++i)
        m_prevLine.push_back(LineEntry{m_deck.pop_back(), seats[static_cast<std::size_t>(i)]});
    std::sort(m_prevLine.begin(), m_prevLine.end(),
              [](const LineEntry &a, const LineEntry &b) { return a.card < b.card; });
    // Setup climb: everybody climbs, left to right, with no frozen places (spec §3.5).
    for (const LineEntry &e : m_prevLine) {
        if (p.setupMove)
            climb(e.player, p.sandals[e.card]);
        else
            m_arrival[e.player] = ++m_arrivalClock;
    }
    m_setupClimbed = p.setupMove;
    m_reveals = 1;
    for (int seat = 0; seat < players; ++seat) {
        if (m_steps[static_cast<std::size_t>(seat)] >= p.stepsToPagoda)
            m_phase = Phase::Over;
    }
}

std::uint64_t ShikokuState::revealCountFor(int seat) const
{
    // Nothing is turned up during the game (the setup line is there from the start, a
    // reshuffled deck shows nobody its order): what a seat learns is what it draws and the
    // cards the others play from their hidden hands.
    if (seat < 0 || seat >= m_players)
        return m_shown;
    const auto s = static_cast<std::size_t>(seat);
    return m_seenAlone[s] + (m_shown - m_shownBy[s]);
}

void ShikokuState::legalActions(std::vector<Action> &out) const
{
    out.clear();
    if (m_phase == Phase::Over)
        return;
    const bool play = m_phase == Phase::Play;
    const int kind = play ? kPlay : kDraft;
    const CardSet &cards = play ? m_hands[static_cast<std::size_t>(currentPlayer())] : m_pool;
    cards.forEach([&](std::size_t bit) { out.push_back(makeAction(kind, cardAt(bit))); });
}

FixedVector<std::uint8_t, kMaxHand + 1> ShikokuState::hand(int seat) const
{
    return ascending<kMaxHand + 1>(m_hands[static_cast<std::size_t>(seat)], m_lowestCard);
}

FixedVector<LineEntry, kMaxPlayers> ShikokuState::line() const
{
    FixedVector<LineEntry, kMaxPlayers> out;
    m_lineCards.forEach([&](std::size_t bit) {
        out.push_back(LineEntry{cardAt(bit), m_lineOwners[bit]});
    });
    return out;
}

FixedVector<std::uint8_t, kMaxPlayers> ShikokuState::pool() const
{
    return ascending<kMaxPlayers>(m_pool, m_lowestCard);
}

std::uint32_t ShikokuState::frozenMask() const
{
    return params().frozenMask[static_cast<std::size_t>(m_players)];
}

inline int ShikokuState::climb(int seat, int sandals)
{
    const Params &p = params();
    const auto s = static_cast<std::size_t>(seat);
    int to = m_steps[s] + sandals;
    if (to > p.stepsToPagoda) {
        to = p.overshoot == Overshoot::Cap ? p.stepsToPagoda
                                           : std::max(p.startStep, 2 * p.stepsToPagoda - to);
    }
    m_steps[s] = static_cast<std::int16_t>(to);
    m_arrival[s] = ++m_arrivalClock;
    return to;
}

void ShikokuState::apply(const Action &action)
{
    applyCard(static_cast<std::uint8_t>(action.args[0]));
}

void ShikokuState::applyCard(std::uint8_t card)
{
    const int seat = currentPlayer();
    const auto s = static_cast<std::size_t>(seat);
    ++m_plies;
    if (m_phase == Phase::Play) {
        // The line lies face up: a card nobody saw its owner draft is news to everybody else.
        if (!m_known[s].contains(bitOf(card))) {
            ++m_shown;
            ++m_shownBy[s];
        }
        m_hands[s].erase(bitOf(card));
        m_known[s].erase(bitOf(card));
        m_lineCards.insert(bitOf(card));
        m_lineOwners[bitOf(card)] = static_cast<std::uint8_t>(seat);
        if (++m_turn == m_players)
            resolveRound();
    } else {
        m_pool.erase(bitOf(card));
        m_hands[s].insert(bitOf(card));
        m_known[s].insert(bitOf(card));
        if (++m_turn == static_cast<int>(m_draftOrder.size()))
            finishDraft();
    }
}

bool ShikokuState::drawInto(int seat)
{
    const Params &p = params();
    if (m_deck.empty() && p.onEmptyDeck == EmptyDeck::ReshuffleDiscard && !m_discard.empty()) {
        m_deck = m_discard;
        m_discard.clear();
        m_rng.shuffle(m_deck.begin(), m_deck.end());
        ++m_reshuffles;
        m_report.reshuffled = true;
    }
    if (m_deck.empty())
        return false;
    const std::uint8_t card = m_deck.pop_back();
    m_hands[static_cast<std::size_t>(seat)].insert(bitOf(card));
    ++m_reveals;
    ++m_seenAlone[static_cast<std::size_t>(seat)]; // the others see only that it drew
    m_report.drewFromDeck = seat;
    m_report.drawPly = m_plies;
    m_report.drawnCard = card;
    return true;
}

void ShikokuState::resolveRound()
{
    const Params &p = params();
    // Field by field: a whole new RoundReport{} went through memset and was a sixth of the
    // round's resolution.
    m_report.round = m_round;
    m_report.line.clear();
    m_report.drewFromDeck = -1;
    m_report.reshuffled = false;
    m_report.leftover = -1;
    m_report.resolvedPly = m_plies;
    m_report.drawPly = -1;
    m_report.drawnCard = -1;
    m_report.draftEndPly = -1;
    m_report.leftoverTaker = -1;
    m_report.takenLeftover = -1;
    // The line in order, from its set, in a local array: pushed onto FixedVectors, each
    // entry re-read the vector's size after the byte stores before it.
    std::array<LineEntry, kMaxPlayers> played{};
    std::size_t count = 0;
    m_lineCards.forEach([&](std::size_t bit) {
        played[count++] = LineEntry{cardAt(bit), m_lineOwners[bit]};
    });
    const std::uint32_t mask = frozenMask();
    bool reachedPagoda = false;
    for (std::size_t i = 0; i < count; ++i) {
        const LineEntry &e = played[i];
        RoundReport::Climb climbReport;
        climbReport.entry = e;
        climbReport.frozen = (mask >> i) & 1u;
        climbReport.from = m_steps[e.player];
        climbReport.to = climbReport.from;
        if (!climbReport.frozen) {
            climbReport.to = static_cast<std::int16_t>(climb(e.player, p.sandals[e.card]));
        } else {
            ++m_frozen;
            m_frozenSandals += p.sandals[e.card];
        }
        reachedPagoda = reachedPagoda || climbReport.to >= p.stepsToPagoda;
        m_report.line.push_back(climbReport);
    }
    if (reachedPagoda) {
        m_phase = Phase::Over;
        return;
    }

    // Gathered in a local set: inserted into the member, every card was a read-modify-write
    // of memory waiting for the one before.
    CardSet pool;
    if (p.othersSource == OthersSource::PreviousLine) {
        for (const LineEntry &e : m_prevLine)
            pool.insert(bitOf(e.card));
    } else {
        pool = m_lineCards;
        if (m_prevLineOnTable) {
            for (const LineEntry &e : m_prevLine)
                m_discard.push_back(e.card);
        }
        m_prevLineOnTable = false;
    }
    m_pool = pool;
    // The next turn order: this line, its lowest card moved to the end
    // (rules.rotate_lowest_to_end); everybody but its last seat drafts.
    const std::size_t first = p.rotateLowestToEnd ? 1 : 0;
    m_prevLine.clear();
    m_draftOrder.clear();
    for (std::size_t k = 0; k < count; ++k) {
        const LineEntry &e = played[(k + first) < count ? k + first : k + first - count];
        m_prevLine.push_back(e);
        if (k + 1 < count)
            m_draftOrder.push_back(e.player);
    }
    m_lastSeat = m_prevLine.back().player;
    m_lineCards.clear();
    m_lastNeedsCard = true;
    if (p.onEmptyDeck == EmptyDeck::ReshuffleDiscard)
        m_lastNeedsCard = !drawInto(m_lastSeat);
    m_phase = Phase::Draft;
    m_turn = 0;
    if (m_draftOrder.empty())
        finishDraft();
}

void ShikokuState::finishDraft()
{
    const Params &p = params();
    const auto leftover = static_cast<std::uint8_t>(m_pool.empty() ? 0 : cardAt(m_pool.front()));
    bool leftoverTaken = m_pool.empty();
    if (m_lastNeedsCard && !drawInto(m_lastSeat) && !m_pool.empty()) {
        // Nothing left to draw: the last player takes the card nobody drafted (spec §4.3.4).
        m_hands[static_cast<std::size_t>(m_lastSeat)].insert(bitOf(leftover));
        m_known[static_cast<std::size_t>(m_lastSeat)].insert(bitOf(leftover));
        leftoverTaken = true;
        m_report.leftoverTaker = m_lastSeat;
        m_report.takenLeftover = leftover;
    }
    m_report.draftEndPly = m_plies;
    m_lastNeedsCard = false;
    if (!leftoverTaken) {
        m_report.leftover = leftover;
        if (p.leftover == Leftover::Discard)
            m_discard.push_back(leftover);
        else
            m_deck.insert(0, leftover);
    }
    m_pool.clear();
    m_draftOrder.clear();
    m_phase = Phase::Play;
    m_turn = 0;
    ++m_round;
}

std::vector<std::vector<int>> ShikokuState::levels() const
{
    std::vector<int> order(static_cast<std::size_t>(m_players));
    for (int i = 0; i < m_players; ++i)
        order[static_cast<std::size_t>(i)] = i;
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        const auto sa = m_steps[static_cast<std::size_t>(a)];
        const auto sb = m_steps[static_cast<std::size_t>(b)];
        if (sa != sb)
            return sa > sb;
        return m_arrival[static_cast<std::size_t>(a)] < m_arrival[static_cast<std::size_t>(b)];
    });
    std::vector<std::vector<int>> groups;
    for (int seat : order) {
        const bool sameLevel = params().tieMode == TieMode::Levels && !groups.empty() &&
                               m_steps[static_cast<std::size_t>(groups.back().front())] ==
                                   m_steps[static_cast<std::size_t>(seat)];
        if (sameLevel)
            groups.back().push_back(seat);
        else
            groups.push_back({seat});
    }
    return groups;
}

std::vector<ShikokuState::WinningPlace> ShikokuState::winningPlaces(std::size_t levelCount) const
{
    const int k = static_cast<int>(levelCount);
    const WinnerPositions &positions = params().winners[static_cast<std::size_t>(m_players)];
    std::vector<WinningPlace> places;
    auto add = [&](bool fromTop, int place, int level) {
        for (const WinningPlace &p : places) {
            if (p.level == level)
                return; // the same pilgrims win once
        }
        places.push_back({fromTop, place, level});
    };
    for (int t : positions.top) {
        if (t - 1 < k)
            add(true, t, t - 1);
    }
    for (int b : positions.bottom) {
        // Counted from the bottom; the top level never wins this way (spec §5.2).
        const int level = k - b;
        if (level >= 1 && level < k)
            add(false, b, level);
    }
    return places;
}

std::vector<int> ShikokuState::winners() const
{
    const auto groups = levels();
    std::vector<int> out;
    for (const WinningPlace &place : winningPlaces(groups.size())) {
        for (int seat : groups[static_cast<std::size_t>(place.level)])
            out.push_back(seat);
    }
    std::sort(out.begin(), out.end());
    return out;
}

Outcome ShikokuState::outcome() const
{
    Outcome o;
    o.reason = "pagoda";
    o.winners = winners();
    o.draw = o.winners.empty();
    int atPagoda = 0;
    int highest = 0;
    int lowest = params().stepsToPagoda;
    for (int seat = 0; seat < m_players; ++seat) {
        const int step = m_steps[static_cast<std::size_t>(seat)];
        o.ranks.push_back(o.isWinner(seat) ? 1 : 2);
        o.scores.push_back(step);
        atPagoda += step >= params().stepsToPagoda;
        highest = std::max(highest, step);
        lowest = std::min(lowest, step);
    }
    o.figures = {{"rounds", m_round},
                 {"reshuffles", m_reshuffles},
                 {"frozen_pilgrims", m_frozen},
                 {"frozen_sandals", m_frozenSandals},
                 {"winners", static_cast<double>(o.winners.size())},
                 {"pilgrims_at_pagoda", atPagoda},
                 {"spread", highest - lowest}};
    return o;
}

std::unique_ptr<GameState> ShikokuState::clone() const
{
    return std::make_unique<ShikokuState>(*this);
}

Json ShikokuState::observation(int seat) const
{
    const bool all = seat == kOmniscient;
    Json json = Json::object();
    json["phase"] = phaseName(m_phase);
    json["round"] = m_round;
    json["ply"] = m_plies;
    json["current_player"] = currentPlayer();
    json["viewer"] = seat;
    Json players = Json::array();
    for (int p = 0; p < m_players; ++p) {
        const auto s = static_cast<std::size_t>(p);
        Json player = Json::object();
        player["step"] = static_cast<int>(m_steps[s]);
        player["arrival"] = static_cast<long long>(m_arrival[s]);
        player["hand_size"] = static_cast<int>(m_hands[s].size());
        if (all || p == seat) {
            player["hand"] = cardsJson(m_hands[s], m_lowestCard);
        } else {
            player["hand"] = Json();
        }
        Json known = Json::array();
        m_hands[s].forEach([&](std::size_t bit) {
            if (m_known[s].contains(bit))
                known.push(cardAt(bit));
        });
        player["known"] = std::move(known);
        players.push(std::move(player));
    }
    json["players"] = std::move(players);
    json["previous_line"] = lineJson(m_prevLine);
    json["line"] = lineJson(line());
    json["pool"] = cardsJson(m_pool, m_lowestCard);
    Json order = Json::array();
    for (auto p : m_draftOrder)
        order.push(static_cast<int>(p));
    json["draft_order"] = std::move(order);
    json["refill_seat"] = m_phase == Phase::Draft ? m_lastSeat : -1;
    json["deck_size"] = static_cast<int>(m_deck.size());
    if (all) {
        Json deck = Json::array();
        for (std::size_t i = m_deck.size(); i-- > 0;)
            deck.push(static_cast<int>(m_deck[i])); // next card to draw first
        json["deck"] = std::move(deck);
    }
    json["discard"] = cardsJson(m_discard);
    json["reshuffles"] = m_reshuffles;
    if (m_report.round > 0) {
        Json report = Json::object();
        report["round"] = m_report.round;
        Json line = Json::array();
        for (const auto &c : m_report.line) {
            Json entry = Json::object();
            entry["card"] = static_cast<int>(c.entry.card);
            entry["player"] = static_cast<int>(c.entry.player);
            entry["sandals"] = static_cast<int>(params().sandals[c.entry.card]);
            entry["frozen"] = c.frozen;
            entry["from"] = static_cast<int>(c.from);
            entry["to"] = static_cast<int>(c.to);
            line.push(std::move(entry));
        }
        report["line"] = std::move(line);
        report["drew_from_deck"] = m_report.drewFromDeck;
        report["reshuffled"] = m_report.reshuffled;
        report["leftover"] = m_report.leftover;
        json["last_round"] = std::move(report);
    } else {
        json["last_round"] = Json();
    }
    json["events"] = eventsJson(seat);
    if (isTerminal()) {
        json["outcome"] = outcome().toJson();
        // The standings and why the winners won, for the end screen.
        const auto groups = levels();
        Json standings = Json::array();
        for (const auto &group : groups) {
            Json level = Json::object();
            level["step"] = static_cast<int>(m_steps[static_cast<std::size_t>(group.front())]);
            Json seats = Json::array();
            for (int s : group)
                seats.push(s);
            level["seats"] = std::move(seats);
            standings.push(std::move(level));
        }
        json["standings"] = std::move(standings);
        Json places = Json::array();
        for (const WinningPlace &place : winningPlaces(groups.size())) {
            Json entry = Json::object();
            entry["from"] = place.fromTop ? "top" : "bottom";
            entry["place"] = place.place;
            entry["level"] = place.level;
            places.push(std::move(entry));
        }
        json["winning_places"] = std::move(places);
    }
    if (all)
        json["rng"] = m_rng.toJson();
    return json;
}

Json ShikokuState::eventsJson(int seat) const
{
    const Params &p = params();
    Json events = Json::array();
    auto climbEvent = [&](int player, int card, int from, int to, bool frozen, bool setup) {
        Json e = Json::object();
        e["kind"] = "climb";
        e["seat"] = player;
        e["card"] = card;
        e["sandals"] = static_cast<int>(p.sandals[static_cast<std::size_t>(card)]);
        e["from"] = from;
        e["to"] = to;
        e["frozen"] = frozen;
        e["pagoda"] = to >= p.stepsToPagoda;
        e["setup"] = setup;
        events.push(std::move(e));
    };
    // Before the first move: the setup line's climbs (each seat has one card in it).
    if (m_plies == 0 && m_setupClimbed) {
        for (const LineEntry &e : m_prevLine)
            climbEvent(e.player, e.card, p.startStep, m_steps[e.player], false, true);
    }
    if (m_plies == 0)
        return events;
    if (m_report.round > 0 && m_report.resolvedPly == m_plies) {
        for (const auto &c : m_report.line)
            climbEvent(c.entry.player, c.entry.card, c.from, c.to, c.frozen, false);
    }
    if (m_report.drawPly == m_plies && m_report.drewFromDeck >= 0) {
        if (m_report.reshuffled) {
            Json e = Json::object();
            e["kind"] = "reshuffle";
            e["seat"] = -1;
            events.push(std::move(e));
        }
        // Everybody sees that a card was drawn; which one, only its owner (and omniscient).
        Json e = Json::object();
        e["kind"] = "draw";
        e["seat"] = m_report.drewFromDeck;
        e["count"] = 1;
        if (seat == kOmniscient || seat == m_report.drewFromDeck) {
            Json cards = Json::array();
            cards.push(m_report.drawnCard);
            e["cards"] = std::move(cards);
        } else {
            e["cards"] = Json();
        }
        events.push(std::move(e));
    }
    if (m_report.draftEndPly == m_plies && m_report.leftoverTaker >= 0) {
        Json e = Json::object();
        e["kind"] = "take_leftover";
        e["seat"] = m_report.leftoverTaker;
        e["card"] = m_report.takenLeftover;
        events.push(std::move(e));
    }
    if (m_report.draftEndPly == m_plies && m_report.leftover >= 0) {
        Json e = Json::object();
        e["kind"] = "leftover";
        e["seat"] = -1;
        e["card"] = m_report.leftover;
        e["to"] = p.leftover == Leftover::Discard ? "discard" : "deck";
        events.push(std::move(e));
    }
    return events;
}

std::unique_ptr<GameState> ShikokuState::resampleHidden(int seat, Rng &rng) const
{
    auto copy = std::make_unique<ShikokuState>(*this);
    // Everything `seat` cannot see: the deck and the cards of other hands that were never
    // drafted in the open.
    FixedVector<std::uint8_t, kMaxCards> unknown = m_deck;
    for (int p = 0; p < m_players; ++p) {
        if (p == seat)
            continue;
        const auto s = static_cast<std::size_t>(p);
        m_hands[s].forEach([&](std::size_t bit) {
            if (!m_known[s].contains(bit))
                unknown.push_back(cardAt(bit));
        });
    }
    // Sorted first, so that the result depends only on what the seat knows, never on
    // where the hidden cards really are.
    std::sort(unknown.begin(), unknown.end());
    rng.shuffle(unknown.begin(), unknown.end());
    std::size_t next = 0;
    for (int p = 0; p < m_players; ++p) {
        if (p == seat)
            continue;
        const auto s = static_cast<std::size_t>(p);
        CardSet hand;
        m_hands[s].forEach([&](std::size_t bit) {
            hand.insert(m_known[s].contains(bit) ? bit : bitOf(unknown[next++]));
        });
        copy->m_hands[s] = hand;
    }
    copy->m_deck.clear();
    while (next < unknown.size())
        copy->m_deck.push_back(unknown[next++]);
    copy->m_rng.reseed(rng.next());
    return copy;
}

// The games of playRandomlyAs() — for the same draw k, the k-th legal action — but from the
// cards listed as bytes instead of the actions listed in a vector, which was a quarter of a
// playout. tst_conformance checks that both loops play the same games.
int ShikokuState::playRandomly(Rng &rng, std::vector<Action> & /*scratch*/, int maxPlies)
{
    int plies = 0;
    while (m_phase != Phase::Over && plies < maxPlies) {
        const CardSet &cards =
            m_phase == Phase::Play ? m_hands[static_cast<std::size_t>(currentPlayer())] : m_pool;
        std::array<std::uint8_t, std::max(kMaxHand + 1, kMaxPlayers)> listed;
        std::uint32_t n = 0;
        // Bits, turned into the card once: a card per member re-read m_lowestCard after
        // every byte stored.
        cards.forEach([&](std::size_t bit) { listed[n++] = static_cast<std::uint8_t>(bit); });
        applyCard(cardAt(listed[rng.below(n)]));
        ++plies;
    }
    // Nobody shows a playout's positions: its log is skipped (empty, never stale), as
    // GameState::playRandomly() allows.
    if (plies > 0) {
        m_report.resolvedPly = -1;
        m_report.drawPly = -1;
        m_report.draftEndPly = -1;
        m_setupClimbed = false;
    }
    return plies;
}

std::string ShikokuState::checkInvariants() const
{
    const Params &p = params();
    std::array<int, kMaxCardValue + 1> seen{};
    auto count = [&](std::size_t card) { ++seen[card]; };
    auto countBit = [&](std::size_t bit) { count(cardAt(bit)); };
    for (int s = 0; s < m_players; ++s)
        m_hands[static_cast<std::size_t>(s)].forEach(countBit);
    for (auto card : m_deck)
        count(card);
    for (auto card : m_discard)
        count(card);
    m_pool.forEach(countBit);
    const FixedVector<LineEntry, kMaxPlayers> played = line();
    for (const LineEntry &e : played)
        count(e.card);
    if (m_prevLineOnTable)
        for (const LineEntry &e : m_prevLine)
            count(e.card);
    for (int card : p.cards) {
        if (seen[static_cast<std::size_t>(card)] != 1)
            return "card " + std::to_string(card) + " is in " +
                   std::to_string(seen[static_cast<std::size_t>(card)]) + " places";
        seen[static_cast<std::size_t>(card)] = 0;
    }
    for (std::size_t v = 0; v < seen.size(); ++v) {
        if (seen[v] != 0)
            return "card " + std::to_string(v) + " is not part of the deck";
    }
    for (int s = 0; s < m_players; ++s) {
        const int step = m_steps[static_cast<std::size_t>(s)];
        if (step < p.startStep || step > p.stepsToPagoda)
            return "pilgrim " + std::to_string(s) + " is on step " + std::to_string(step);
        const int size = static_cast<int>(m_hands[static_cast<std::size_t>(s)].size());
        if (size < p.handSize - 1 || size > p.handSize)
            return "player " + std::to_string(s) + " holds " + std::to_string(size) + " cards";
        if (m_phase == Phase::Play && !isTerminal()) {
            bool hasPlayed = false;
            for (const LineEntry &e : played)
                hasPlayed = hasPlayed || e.player == s;
            if (size != p.handSize - (hasPlayed ? 1 : 0))
                return "player " + std::to_string(s) + " holds " + std::to_string(size) +
                       " cards in the play phase";
        }
    }
    if (m_phase == Phase::Play && played.size() != static_cast<std::size_t>(m_turn))
        return "the line does not match the turn";
    for (std::size_t i = 1; i < played.size(); ++i) {
        if (played[i - 1].card >= played[i].card)
            return "the line is not sorted";
    }
    if (m_phase == Phase::Draft && m_pool.size() + m_turn != m_draftOrder.size() + 1)
        return "the draft pool has the wrong size";
    return {};
}

double ShikokuState::heuristicValue(int seat) const
{
    if (isTerminal())
        return outcome().reward(seat);
    return heuristicValueAt(seat, levels());
}

void ShikokuState::heuristicValues(std::vector<double> &out) const
{
    out.resize(static_cast<std::size_t>(m_players));
    if (isTerminal()) {
        const Outcome o = outcome();
        for (int seat = 0; seat < m_players; ++seat)
            out[static_cast<std::size_t>(seat)] = o.reward(seat);
        return;
    }
    const auto groups = levels(); // once for every seat
    for (int seat = 0; seat < m_players; ++seat)
        out[static_cast<std::size_t>(seat)] = heuristicValueAt(seat, groups);
}

double ShikokuState::heuristicValueAt(int seat, const std::vector<std::vector<int>> &groups) const
{
    const int k = static_cast<int>(groups.size());
    int myLevel = 0;
    for (int i = 0; i < k; ++i) {
        const auto &g = groups[static_cast<std::size_t>(i)];
        if (std::find(g.begin(), g.end(), seat) != g.end())
            myLevel = i;
    }
    const WinnerPositions &positions = params().winners[static_cast<std::size_t>(m_players)];
    int distance = m_players;
    for (int t : positions.top)
        distance = std::min(distance, std::abs(myLevel - (t - 1)));
    for (int b : positions.bottom) {
        if (k - b >= 1)
            distance = std::min(distance, std::abs(myLevel - (k - b)));
    }
    double value = 0.2 + 0.7 / (1.0 + distance);
    // Leading close to the pagoda is dangerous: the top never wins.
    const int step = m_steps[static_cast<std::size_t>(seat)];
    if (myLevel == 0 && step >= params().stepsToPagoda - 6)
        value -= 0.15;
    return std::clamp(value, 0.0, 1.0);
}

} // namespace kotatsu::shikoku

namespace kotatsu::shikoku {

std::string ShikokuState::actionToString(const Action &action) const
{
    return m_def->formatAction(action);
}

// {kind: "play" | "draft", card: value}
Json ShikokuState::describeAction(const Action &action) const
{
    Json json = Json::object();
    json["kind"] = action.kind == kPlay ? "play" : "draft";
    json["card"] = static_cast<int>(action.args[0]);
    return json;
}

} // namespace kotatsu::shikoku
