// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/shikoku/shikoku_state.h"

#include <algorithm>

namespace kotatsu::shikoku {

namespace {

template <typename Vec>
void insertSorted(Vec &v, std::uint8_t card)
{
    std::size_t i = 0;
    while (i < v.size() && v[i] < card)
        ++i;
    v.insert(i, card);
}

template <typename Vec>
Json cardsJson(const Vec &cards)
{
    Json json = Json::array();
    for (auto c : cards)
        json.push(static_cast<int>(c));
    return json;
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
    : m_def(std::move(definition)), m_players(players), m_rng(seed)
{
    const Params &p = params();
    for (int card : p.cards)
        m_deck.push_back(static_cast<std::uint8_t>(card));
    m_rng.shuffle(m_deck.begin(), m_deck.end());
    for (int seat = 0; seat < players; ++seat) {
        m_steps[static_cast<std::size_t>(seat)] = static_cast<std::int16_t>(p.startStep);
        for (int k = 0; k < p.handSize; ++k)
            insertSorted(m_hands[static_cast<std::size_t>(seat)], m_deck.pop_back());
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
    m_reveals = 1;
    for (int seat = 0; seat < players; ++seat) {
        if (m_steps[static_cast<std::size_t>(seat)] >= p.stepsToPagoda)
            m_phase = Phase::Over;
    }
}

int ShikokuState::currentPlayer() const
{
    switch (m_phase) {
    case Phase::Play:
        return m_prevLine[static_cast<std::size_t>(m_turn)].player;
    case Phase::Draft:
        return m_draftOrder[static_cast<std::size_t>(m_turn)];
    case Phase::Over:
        return kTerminalPlayer;
    }
    return kTerminalPlayer;
}

void ShikokuState::legalActions(std::vector<Action> &out) const
{
    out.clear();
    if (m_phase == Phase::Play) {
        for (auto card : m_hands[static_cast<std::size_t>(currentPlayer())])
            out.push_back(makeAction(kPlay, card));
    } else if (m_phase == Phase::Draft) {
        for (auto card : m_pool)
            out.push_back(makeAction(kDraft, card));
    }
}

std::uint32_t ShikokuState::frozenMask() const
{
    return params().frozenMask[static_cast<std::size_t>(m_players)];
}

void ShikokuState::climb(int seat, int sandals)
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
}

void ShikokuState::apply(const Action &action)
{
    const int seat = currentPlayer();
    const auto s = static_cast<std::size_t>(seat);
    const auto card = static_cast<std::uint8_t>(action.args[0]);
    ++m_plies;
    if (m_phase == Phase::Play) {
        m_hands[s].removeOne(card);
        m_known[s].reset(card);
        std::size_t i = 0;
        while (i < m_line.size() && m_line[i].card < card)
            ++i;
        m_line.insert(i, LineEntry{card, static_cast<std::uint8_t>(seat)});
        if (++m_turn == m_players)
            resolveRound();
    } else {
        m_pool.removeOne(card);
        insertSorted(m_hands[s], card);
        m_known[s].set(card);
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
    insertSorted(m_hands[static_cast<std::size_t>(seat)], m_deck.pop_back());
    ++m_reveals;
    m_report.drewFromDeck = seat;
    return true;
}

void ShikokuState::resolveRound()
{
    const Params &p = params();
    m_report = RoundReport{};
    m_report.round = m_round;
    const std::uint32_t mask = frozenMask();
    bool reachedPagoda = false;
    for (std::size_t i = 0; i < m_line.size(); ++i) {
        const LineEntry &e = m_line[i];
        RoundReport::Climb climbReport;
        climbReport.entry = e;
        climbReport.frozen = (mask >> i) & 1u;
        climbReport.from = m_steps[e.player];
        if (!climbReport.frozen) {
            climb(e.player, p.sandals[e.card]);
        } else {
            ++m_frozen;
            m_frozenSandals += p.sandals[e.card];
        }
        climbReport.to = m_steps[e.player];
        reachedPagoda = reachedPagoda || climbReport.to >= p.stepsToPagoda;
        m_report.line.push_back(climbReport);
    }
    if (reachedPagoda) {
        m_phase = Phase::Over;
        return;
    }

    FixedVector<LineEntry, kMaxPlayers> next = m_line;
    if (p.rotateLowestToEnd) {
        LineEntry lowest = next.front();
        next.erase(0);
        next.push_back(lowest);
    }
    m_pool.clear();
    if (p.othersSource == OthersSource::PreviousLine) {
        for (const LineEntry &e : m_prevLine)
            insertSorted(m_pool, e.card);
    } else {
        for (const LineEntry &e : m_line)
            insertSorted(m_pool, e.card);
        if (m_prevLineOnTable) {
            for (const LineEntry &e : m_prevLine)
                m_discard.push_back(e.card);
        }
        m_prevLineOnTable = false;
    }
    m_lastSeat = next.back().player;
    m_draftOrder.clear();
    for (std::size_t i = 0; i + 1 < next.size(); ++i)
        m_draftOrder.push_back(next[i].player);
    m_prevLine = next;
    m_line.clear();
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
    std::uint8_t leftover = m_pool.empty() ? 0 : m_pool.front();
    bool leftoverTaken = m_pool.empty();
    if (m_lastNeedsCard && !drawInto(m_lastSeat) && !m_pool.empty()) {
        // Nothing left to draw: the last player takes the card nobody drafted (spec §4.3.4).
        insertSorted(m_hands[static_cast<std::size_t>(m_lastSeat)], leftover);
        m_known[static_cast<std::size_t>(m_lastSeat)].set(leftover);
        leftoverTaken = true;
    }
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
            player["hand"] = cardsJson(m_hands[s]);
        } else {
            player["hand"] = Json();
        }
        Json known = Json::array();
        for (auto card : m_hands[s]) {
            if (m_known[s].test(card))
                known.push(static_cast<int>(card));
        }
        player["known"] = std::move(known);
        players.push(std::move(player));
    }
    json["players"] = std::move(players);
    json["previous_line"] = lineJson(m_prevLine);
    json["line"] = lineJson(m_line);
    json["pool"] = cardsJson(m_pool);
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

std::unique_ptr<GameState> ShikokuState::resampleHidden(int seat, Rng &rng) const
{
    auto copy = std::make_unique<ShikokuState>(*this);
    // Everything `seat` cannot see: the deck and the cards of other hands that were never
    // drafted in the open.
    FixedVector<std::uint8_t, kMaxCards> unknown = m_deck;
    for (int p = 0; p < m_players; ++p) {
        if (p == seat)
            continue;
        for (auto card : m_hands[static_cast<std::size_t>(p)]) {
            if (!m_known[static_cast<std::size_t>(p)].test(card))
                unknown.push_back(card);
        }
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
        FixedVector<std::uint8_t, kMaxHand + 1> hand;
        for (auto card : m_hands[s])
            insertSorted(hand, m_known[s].test(card) ? card : unknown[next++]);
        copy->m_hands[s] = hand;
    }
    copy->m_deck.clear();
    while (next < unknown.size())
        copy->m_deck.push_back(unknown[next++]);
    copy->m_rng.reseed(rng.next());
    return copy;
}

std::string ShikokuState::checkInvariants() const
{
    const Params &p = params();
    std::array<int, kMaxCardValue + 1> seen{};
    auto count = [&](std::uint8_t card) { ++seen[card]; };
    for (int s = 0; s < m_players; ++s)
        for (auto card : m_hands[static_cast<std::size_t>(s)])
            count(card);
    for (auto card : m_deck)
        count(card);
    for (auto card : m_discard)
        count(card);
    for (auto card : m_pool)
        count(card);
    for (const LineEntry &e : m_line)
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
            bool played = false;
            for (const LineEntry &e : m_line)
                played = played || e.player == s;
            if (size != p.handSize - (played ? 1 : 0))
                return "player " + std::to_string(s) + " holds " + std::to_string(size) +
                       " cards in the play phase";
        }
    }
    if (m_phase == Phase::Play && m_line.size() != static_cast<std::size_t>(m_turn))
        return "the line does not match the turn";
    for (std::size_t i = 1; i < m_line.size(); ++i) {
        if (m_line[i - 1].card >= m_line[i].card)
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

void ShikokuState::arrange(const Setup &setup)
{
    const Params &p = params();
    std::bitset<kMaxCardValue + 1> used;
    for (std::size_t s = 0; s < static_cast<std::size_t>(m_players); ++s) {
        m_hands[s].clear();
        m_known[s].reset();
        if (s < setup.hands.size()) {
            for (int card : setup.hands[s]) {
                insertSorted(m_hands[s], static_cast<std::uint8_t>(card));
                used.set(static_cast<std::size_t>(card));
            }
        }
        if (s < setup.steps.size())
            m_steps[s] = static_cast<std::int16_t>(setup.steps[s]);
        m_arrival[s] = static_cast<std::uint32_t>(s + 1);
    }
    m_arrivalClock = static_cast<std::uint32_t>(m_players);
    m_prevLine.clear();
    m_prevLineOnTable = true;
    for (const LineEntry &e : setup.previousLine) {
        m_prevLine.push_back(e);
        used.set(e.card);
    }
    m_discard.clear();
    for (int card : setup.discard) {
        m_discard.push_back(static_cast<std::uint8_t>(card));
        used.set(static_cast<std::size_t>(card));
    }
    m_deck.clear();
    // The deck is drawn from the back: put the rest first, then the named cards reversed.
    if (!setup.deckOnlyListed) {
        for (int card : p.cards) {
            bool listed = std::find(setup.deckTopFirst.begin(), setup.deckTopFirst.end(), card) !=
                          setup.deckTopFirst.end();
            if (!used.test(static_cast<std::size_t>(card)) && !listed)
                m_deck.push_back(static_cast<std::uint8_t>(card));
        }
    }
    for (auto it = setup.deckTopFirst.rbegin(); it != setup.deckTopFirst.rend(); ++it)
        m_deck.push_back(static_cast<std::uint8_t>(*it));
    m_line.clear();
    m_pool.clear();
    m_draftOrder.clear();
    m_phase = Phase::Play;
    m_turn = 0;
    m_report = RoundReport{};
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
