// SPDX-License-Identifier: GPL-3.0-or-later
// ShikokuState::loadPosition: the inverse of observation(kOmniscient) (docs/scenarios.md).
#include "engine/position_loader.h"
#include "games/shikoku/shikoku_state.h"

#include <algorithm>
#include <string>

namespace kotatsu::shikoku {

namespace {

using Loader = PositionLoader;

} // namespace

bool ShikokuState::loadPosition(const Json &o, std::string *error)
{
    const Params &p = params();
    Loader in{error};
    if (!o.isObject())
        return in.fail("a position is an object");
    ShikokuState s(*this);
    s.m_reveals = 0;
    s.m_seenAlone = {};
    s.m_shownBy = {};
    s.m_shown = 0;
    s.m_frozen = 0;
    s.m_frozenSandals = 0;
    s.m_setupClimbed = false;

    // A card value of this deck, as a bit of a CardSet.
    auto card = [&](const Json &v, const std::string &where, std::uint8_t &out) {
        const long long value = v.isInt() ? v.asInt() : -1;
        if (!std::binary_search(p.cards.begin(), p.cards.end(), static_cast<int>(value)))
            return in.fail(where + ": a card of the deck expected");
        out = static_cast<std::uint8_t>(value);
        return true;
    };
    auto cardList = [&](const Json &list, const std::string &where,
                        FixedVector<std::uint8_t, kMaxCards> &out) {
        out.clear();
        if (!list.isArray() || list.size() > kMaxCards)
            return in.fail(where + ": a list of cards expected");
        for (std::size_t i = 0; i < list.size(); ++i) {
            std::uint8_t c = 0;
            if (!card(list.at(i), where + "[" + std::to_string(i) + "]", c))
                return false;
            out.push_back(c);
        }
        return true;
    };
    auto lineOf = [&](const Json &list, const std::string &where,
                      FixedVector<LineEntry, kMaxPlayers> &out) {
        out.clear();
        if (!list.isArray() || list.size() > static_cast<std::size_t>(m_players))
            return in.fail(where + ": at most one card per seat expected");
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string at = where + "[" + std::to_string(i) + "]";
            LineEntry e;
            long long seat = 0;
            if (!card(list.at(i).get("card"), at + ".card", e.card) ||
                !in.integer(list.at(i), "player", 0, m_players - 1, seat, at + "."))
                return false;
            e.player = static_cast<std::uint8_t>(seat);
            out.push_back(e);
        }
        return true;
    };

    const std::string &phase = o.get("phase").asString();
    if (phase == "play")
        s.m_phase = Phase::Play;
    else if (phase == "draft")
        s.m_phase = Phase::Draft;
    else if (phase == "over")
        s.m_phase = Phase::Over;
    else
        return in.fail("phase: play, draft or over expected");
    long long v = 0;
    if (!in.integer(o, "round", 1, 1 << 30, v, ""))
        return false;
    s.m_round = static_cast<int>(v);
    if (!in.integer(o, "ply", 0, 1 << 30, v, ""))
        return false;
    s.m_plies = static_cast<int>(v);
    if (!in.integer(o, "reshuffles", 0, 1 << 30, v, ""))
        return false;
    s.m_reshuffles = static_cast<int>(v);

    const Json &players = o.get("players");
    if (!players.isArray() || players.size() != static_cast<std::size_t>(m_players))
        return in.fail("players: one entry per seat expected");
    s.m_arrivalClock = 0;
    for (int seat = 0; seat < m_players; ++seat) {
        const auto k = static_cast<std::size_t>(seat);
        const Json &e = players.at(k);
        const std::string where = "players[" + std::to_string(seat) + "].";
        if (!in.integer(e, "step", p.startStep, p.stepsToPagoda, v, where))
            return false;
        s.m_steps[k] = static_cast<std::int16_t>(v);
        if (!in.integer(e, "arrival", 0, 0xffffffffLL, v, where))
            return false;
        s.m_arrival[k] = static_cast<std::uint32_t>(v);
        // Each climb stamps the next tick of the clock: it stands at the latest arrival.
        s.m_arrivalClock = std::max(s.m_arrivalClock, s.m_arrival[k]);
        FixedVector<std::uint8_t, kMaxCards> cards;
        if (!cardList(e.get("hand"), where + "hand", cards))
            return false;
        s.m_hands[k].clear();
        for (auto c : cards)
            s.m_hands[k].insert(s.bitOf(c));
        if (!cardList(e.get("known"), where + "known", cards))
            return false;
        s.m_known[k].clear();
        for (auto c : cards) {
            if (!s.m_hands[k].contains(s.bitOf(c)))
                return in.fail(where + "known: a card of the hand expected");
            s.m_known[k].insert(s.bitOf(c));
        }
    }

    if (!lineOf(o.get("previous_line"), "previous_line", s.m_prevLine))
        return false;
    FixedVector<LineEntry, kMaxPlayers> played;
    if (!lineOf(o.get("line"), "line", played))
        return false;
    s.m_lineCards.clear();
    s.m_lineOwners = {};
    for (const LineEntry &e : played) {
        s.m_lineCards.insert(s.bitOf(e.card));
        s.m_lineOwners[s.bitOf(e.card)] = e.player;
    }
    FixedVector<std::uint8_t, kMaxCards> cards;
    if (!cardList(o.get("pool"), "pool", cards))
        return false;
    s.m_pool.clear();
    for (auto c : cards)
        s.m_pool.insert(s.bitOf(c));
    const Json &order = o.get("draft_order");
    if (!order.isArray() || order.size() > static_cast<std::size_t>(m_players))
        return in.fail("draft_order: a list of seats expected");
    s.m_draftOrder.clear();
    for (const Json &seat : order.elements()) {
        if (!seat.isInt() || seat.asInt() < 0 || seat.asInt() >= m_players)
            return in.fail("draft_order: seats expected");
        s.m_draftOrder.push_back(static_cast<std::uint8_t>(seat.asInt()));
    }
    // The deck is drawn from the back; the observation lists the next card first.
    if (!cardList(o.get("deck"), "deck", cards))
        return false;
    s.m_deck.clear();
    for (std::size_t i = cards.size(); i-- > 0;)
        s.m_deck.push_back(cards[i]);
    if (!cardList(o.get("discard"), "discard", s.m_discard))
        return false;

    // The last resolved line.
    const Json &report = o.get("last_round");
    s.m_report = RoundReport{};
    if (!report.isNull()) {
        if (!in.integer(report, "round", 1, s.m_round, v, "last_round."))
            return false;
        s.m_report.round = static_cast<int>(v);
        const Json &climbs = report.get("line");
        if (!climbs.isArray() || climbs.size() > static_cast<std::size_t>(m_players))
            return in.fail("last_round.line: at most one card per seat expected");
        for (std::size_t i = 0; i < climbs.size(); ++i) {
            const Json &c = climbs.at(i);
            const std::string where = "last_round.line[" + std::to_string(i) + "].";
            RoundReport::Climb climb;
            long long seat = 0, from = 0, to = 0;
            if (!card(c.get("card"), where + "card", climb.entry.card) ||
                !in.integer(c, "player", 0, m_players - 1, seat, where) ||
                !in.integer(c, "from", p.startStep, p.stepsToPagoda, from, where) ||
                !in.integer(c, "to", p.startStep, p.stepsToPagoda, to, where))
                return false;
            if (!c.get("frozen").isBool())
                return in.fail(where + "frozen: true or false expected");
            climb.entry.player = static_cast<std::uint8_t>(seat);
            climb.frozen = c.get("frozen").asBool();
            climb.from = static_cast<std::int16_t>(from);
            climb.to = static_cast<std::int16_t>(to);
            s.m_report.line.push_back(climb);
        }
        if (!in.integer(report, "drew_from_deck", -1, m_players - 1, v, "last_round."))
            return false;
        s.m_report.drewFromDeck = static_cast<int>(v);
        if (!report.get("reshuffled").isBool())
            return in.fail("last_round.reshuffled: true or false expected");
        s.m_report.reshuffled = report.get("reshuffled").asBool();
        if (!in.integer(report, "leftover", -1, kMaxCardValue, v, "last_round."))
            return false;
        s.m_report.leftover = static_cast<int>(v);
    }
    // With others_source: current_line the first resolved line drafted the setup line's
    // cards away; with previous_line the line in front of the players is always on the table.
    s.m_prevLineOnTable = p.othersSource == OthersSource::PreviousLine || report.isNull();

    // Whose turn: the count of cards played (play), of the draft order (draft).
    s.m_turn = 0;
    if (!in.integer(o, "current_player", -1, m_players - 1, v, ""))
        return false;
    const int current = static_cast<int>(v);
    if (s.m_phase == Phase::Play) {
        s.m_turn = static_cast<int>(played.size());
        if (s.m_turn >= static_cast<int>(s.m_prevLine.size()))
            return in.fail("line: every seat of the turn order has played");
    } else if (s.m_phase == Phase::Draft) {
        const auto at = std::find(s.m_draftOrder.begin(), s.m_draftOrder.end(), current);
        if (at == s.m_draftOrder.end())
            return in.fail("current_player: a seat of draft_order expected");
        s.m_turn = static_cast<int>(at - s.m_draftOrder.begin());
    }
    if (s.currentPlayer() != current)
        return in.fail("current_player: seat " + std::to_string(s.currentPlayer()) +
                       " is to move in this position");
    // The seat that refills from the deck: the last of the turn order; during the draft it
    // still needs its card unless it drew one when the line was resolved.
    s.m_lastSeat = s.m_prevLine.empty() ? -1 : s.m_prevLine.back().player;
    s.m_lastNeedsCard = false;
    if (s.m_phase == Phase::Draft) {
        if (!in.integer(o, "refill_seat", 0, m_players - 1, v, ""))
            return false;
        if (v != s.m_lastSeat)
            return in.fail("refill_seat: the last seat of previous_line expected");
        s.m_lastNeedsCard = s.m_report.drewFromDeck != s.m_lastSeat;
    }
    if (!s.m_rng.fromJson(o.get("rng")))
        return in.fail("rng: four 16-digit hexadecimal words expected");
    const std::string invariants = s.checkInvariants();
    if (!invariants.empty())
        return in.fail(invariants);
    *this = std::move(s);
    return true;
}

} // namespace kotatsu::shikoku
