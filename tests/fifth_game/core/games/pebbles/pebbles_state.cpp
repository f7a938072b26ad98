// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/pebbles/pebbles_state.h"

#include <algorithm>

namespace kotatsu::pebbles {

PebblesState::PebblesState(std::shared_ptr<const PebblesDefinition> definition, int /*players*/,
                           std::uint64_t /*seed*/)
    : m_def(std::move(definition))
{
    m_pile = params().pile; // spec §1
}

// spec §2: take 1 to max_take pebbles, never more than the pile holds.
void PebblesState::legalActions(std::vector<Action> &out) const
{
    out.clear();
    if (isTerminal())
        return;
    const int most = std::min(params().maxTake, m_pile);
    for (int n = 1; n <= most; ++n)
        out.push_back(makeAction(kTake, n));
}

void PebblesState::apply(const Action &action)
{
    const int count = action.args[0];
    m_pile -= count;
    m_taken[static_cast<std::size_t>(m_turn)] += count;
    m_lastSeat = m_turn;
    m_lastCount = count;
    ++m_plies;
    m_turn = 1 - m_turn;
}

std::string PebblesState::actionToString(const Action &action) const
{
    return "take " + std::to_string(action.args[0]);
}

Json PebblesState::describeAction(const Action &action) const
{
    Json json = Json::object();
    json["kind"] = "take";
    json["count"] = static_cast<int>(action.args[0]);
    json["left"] = m_pile - action.args[0];
    return json;
}

// spec §3: the seat that took the last pebble wins, or loses under last_pebble: loses.
int PebblesState::winner() const
{
    return params().lastPebble == LastPebble::Wins ? m_lastSeat : 1 - m_lastSeat;
}

Outcome PebblesState::outcome() const
{
    Outcome o;
    const int w = winner();
    o.winners = {w};
    o.ranks = {w == 0 ? 1 : 2, w == 1 ? 1 : 2};
    o.scores = {static_cast<double>(m_taken[0]), static_cast<double>(m_taken[1])};
    o.reason = params().lastPebble == LastPebble::Wins ? "last_pebble" : "last_pebble_loses";
    o.figures = {{"turns", static_cast<double>(m_plies)}};
    return o;
}

std::unique_ptr<GameState> PebblesState::clone() const
{
    return std::make_unique<PebblesState>(*this);
}

Json PebblesState::observation(int seat) const
{
    Json json = Json::object();
    json["phase"] = isTerminal() ? "over" : "play";
    json["ply"] = m_plies;
    json["current_player"] = currentPlayer();
    json["viewer"] = seat;
    json["pile"] = m_pile;
    json["max_take"] = params().maxTake;
    Json taken = Json::array();
    for (int t : m_taken)
        taken.push(t);
    json["taken"] = std::move(taken);
    json["last_seat"] = m_lastSeat;
    Json events = Json::array();
    if (m_lastSeat >= 0 && m_lastCount > 0) {
        Json event = Json::object();
        event["kind"] = "take";
        event["seat"] = m_lastSeat;
        event["count"] = m_lastCount;
        event["left"] = m_pile;
        events.push(std::move(event));
    }
    json["events"] = std::move(events);
    if (isTerminal())
        json["outcome"] = outcome().toJson();
    return json;
}

bool PebblesState::loadPosition(const Json &omniscient, std::string *error)
{
    auto fail = [&](const std::string &message) {
        if (error)
            *error = message;
        return false;
    };
    const Json &taken = omniscient.get("taken");
    if (!taken.isArray() || taken.size() != 2)
        return fail("taken: expected two counts");
    const int pile = static_cast<int>(omniscient.get("pile").asInt(-1));
    const int t0 = static_cast<int>(taken.at(0).asInt(-1));
    const int t1 = static_cast<int>(taken.at(1).asInt(-1));
    if (pile < 0 || t0 < 0 || t1 < 0 || pile + t0 + t1 != params().pile)
        return fail("pile: the pile and the taken pebbles must make rules.pile");
    const int last = static_cast<int>(omniscient.get("last_seat").asInt(-2));
    if (last < -1 || last > 1 || (last == -1 && pile != params().pile))
        return fail("last_seat: expected -1 (before the first turn), 0 or 1");
    const int ply = static_cast<int>(omniscient.get("ply").asInt(-1));
    if (ply < 0)
        return fail("ply: expected a count");
    m_pile = pile;
    m_taken = {t0, t1};
    m_lastSeat = last;
    m_lastCount = 0;
    m_plies = ply;
    m_turn = last < 0 ? 0 : 1 - last;
    return true;
}

std::unique_ptr<GameState> PebblesState::resampleHidden(int /*seat*/, Rng & /*rng*/) const
{
    return clone(); // nothing is hidden
}

// The mover stands well when the pile is not a multiple of max_take + 1 (one more under
// last_pebble: loses): it can hand the other seat such a pile.
double PebblesState::heuristicValue(int seat) const
{
    if (isTerminal())
        return winner() == seat ? 1.0 : 0.0;
    const int period = params().maxTake + 1;
    const int losing = params().lastPebble == LastPebble::Wins ? 0 : 1;
    const bool moverWins = m_pile % period != losing;
    return (seat == m_turn) == moverWins ? 0.75 : 0.25;
}

std::string PebblesState::checkInvariants() const
{
    if (m_pile < 0 || m_pile > params().pile)
        return "pile out of range: " + std::to_string(m_pile);
    if (m_pile + m_taken[0] + m_taken[1] != params().pile)
        return "pebbles lost or made: " + std::to_string(m_pile + m_taken[0] + m_taken[1]);
    if (m_turn != 0 && m_turn != 1)
        return "no seat to move";
    return {};
}

} // namespace kotatsu::pebbles
