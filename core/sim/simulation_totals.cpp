// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/simulation_totals.h"

#include "sim/balance.h"

#include <cmath>

namespace kotatsu {

namespace {

double round4(double x)
{
    return std::round(x * 10000.0) / 10000.0;
}

std::optional<std::vector<Moments>> momentsList(const Json &json, std::size_t size)
{
    if (!json.isArray() || json.size() != size)
        return std::nullopt;
    std::vector<Moments> out;
    for (const Json &item : json.elements()) {
        auto m = Moments::fromJson(item);
        if (!m)
            return std::nullopt;
        out.push_back(*m);
    }
    return out;
}

std::optional<std::vector<Tally>> tallyList(const Json &json, std::size_t size)
{
    if (!json.isArray() || json.size() != size)
        return std::nullopt;
    std::vector<Tally> out;
    for (const Json &item : json.elements()) {
        auto t = Tally::fromJson(item);
        if (!t)
            return std::nullopt;
        out.push_back(std::move(*t));
    }
    return out;
}

} // namespace

Json Statistic::toJson() const
{
    Json json = Json::object();
    json["mean"] = round4(mean);
    json["min"] = min;
    json["max"] = max;
    json["stddev"] = round4(stddev);
    return json;
}

void Tally::add(double x)
{
    if (m_moments.count == 0 || x < m_min)
        m_min = x;
    if (m_moments.count == 0 || x > m_max)
        m_max = x;
    m_moments.add(x);
    if (!m_whole)
        return;
    if (x != std::floor(x) || std::abs(x) > 1e15) {
        m_whole = false;
        m_counts.clear();
        return;
    }
    m_counts[static_cast<std::int64_t>(x)] += 1;
    if (m_counts.size() > kMaxDistinct) {
        m_whole = false;
        m_counts.clear();
    }
}

void Tally::merge(const Tally &other)
{
    if (other.m_moments.count == 0)
        return;
    if (m_moments.count == 0 || other.m_min < m_min)
        m_min = other.m_min;
    if (m_moments.count == 0 || other.m_max > m_max)
        m_max = other.m_max;
    m_moments.merge(other.m_moments);
    m_whole = m_whole && other.m_whole;
    if (m_whole) {
        for (const auto &[value, count] : other.m_counts)
            m_counts[value] += count;
    }
    if (!m_whole || m_counts.size() > kMaxDistinct) {
        m_whole = false;
        m_counts.clear();
    }
}

Statistic Tally::statistic() const
{
    Statistic s;
    s.count = static_cast<long>(m_moments.count);
    if (s.count == 0)
        return s;
    s.mean = m_moments.mean();
    s.min = m_min;
    s.max = m_max;
    s.stddev = std::sqrt(m_moments.variance());
    return s;
}

Json Tally::distributionJson() const
{
    Json out = Json::array();
    for (const auto &[value, count] : m_counts) {
        Json pair = Json::array();
        pair.push(static_cast<long long>(value));
        pair.push(static_cast<long long>(count));
        out.push(std::move(pair));
    }
    return out;
}

Json Tally::toJson() const
{
    Json out = m_moments.toJson();
    out["min"] = m_min;
    out["max"] = m_max;
    out["counts"] = m_whole ? distributionJson() : Json();
    return out;
}

std::optional<Tally> Tally::fromJson(const Json &json)
{
    auto moments = Moments::fromJson(json);
    if (!moments || !json.get("min").isNumber() || !json.get("max").isNumber())
        return std::nullopt;
    Tally t;
    t.m_moments = *moments;
    t.m_min = json.get("min").asDouble();
    t.m_max = json.get("max").asDouble();
    const Json &counts = json.get("counts");
    t.m_whole = !counts.isNull();
    if (t.m_whole) {
        if (!counts.isArray())
            return std::nullopt;
        std::int64_t total = 0;
        for (const Json &pair : counts.elements()) {
            if (!pair.isArray() || pair.size() != 2 || !pair.at(0).isInt() || !pair.at(1).isInt())
                return std::nullopt;
            t.m_counts[pair.at(0).asInt()] += pair.at(1).asInt();
            total += pair.at(1).asInt();
        }
        if (total != moments->count)
            return std::nullopt;
    }
    return t;
}

SimulationTotals::SimulationTotals(int seats)
    : players(seats), winsBySeat(static_cast<std::size_t>(seats), 0),
      winShareBySeat(static_cast<std::size_t>(seats)), scores(static_cast<std::size_t>(seats))
{}

void SimulationTotals::add(const GameSummary &game)
{
    ++played;
    plies.add(game.plies);
    leadChanges.add(game.leadChanges);
    legalMoves.add(game.legalMoves);
    const Outcome &outcome = game.outcome;
    if (outcome.draw)
        ++draws;
    // Every seat gets a share (0 for the losers), so each seat's count is the games played.
    for (int seat = 0; seat < players; ++seat) {
        const bool won = outcome.isWinner(seat);
        winsBySeat[static_cast<std::size_t>(seat)] += won;
        winShareBySeat[static_cast<std::size_t>(seat)].add(
            won ? 1.0 / static_cast<double>(outcome.winners.size()) : 0.0);
    }
    for (std::size_t s = 0; s < outcome.scores.size() && s < scores.size(); ++s)
        scores[s].add(outcome.scores[s]);
    reasons[outcome.reason] += 1;
    for (const auto &[name, value] : outcome.figures)
        figures[name].add(value);
    if (const auto comeback = comebackOf(game))
        comebacks.add(*comeback);
    decisiveness.add(decisivenessOf(game));
}

void SimulationTotals::merge(const SimulationTotals &other)
{
    played += other.played;
    draws += other.draws;
    for (std::size_t s = 0; s < winsBySeat.size() && s < other.winsBySeat.size(); ++s) {
        winsBySeat[s] += other.winsBySeat[s];
        winShareBySeat[s].merge(other.winShareBySeat[s]);
        scores[s].merge(other.scores[s]);
    }
    plies.merge(other.plies);
    leadChanges.merge(other.leadChanges);
    legalMoves.merge(other.legalMoves);
    for (const auto &[reason, count] : other.reasons)
        reasons[reason] += count;
    for (const auto &[name, tally] : other.figures)
        figures[name].merge(tally);
    comebacks.merge(other.comebacks);
    decisiveness.merge(other.decisiveness);
}

Json SimulationTotals::toJson() const
{
    Json out = Json::object();
    out["players"] = players;
    out["played"] = static_cast<long long>(played);
    out["draws"] = static_cast<long long>(draws);
    Json wins = Json::array(), shares = Json::array(), seatScores = Json::array();
    for (std::size_t s = 0; s < winsBySeat.size(); ++s) {
        wins.push(static_cast<long long>(winsBySeat[s]));
        shares.push(winShareBySeat[s].toJson());
        seatScores.push(scores[s].toJson());
    }
    out["wins_by_seat"] = std::move(wins);
    out["win_share_by_seat"] = std::move(shares);
    out["scores_by_seat"] = std::move(seatScores);
    out["plies"] = plies.toJson();
    out["lead_changes"] = leadChanges.toJson();
    out["legal_moves"] = legalMoves.toJson();
    Json reasonCounts = Json::object();
    for (const auto &[reason, count] : reasons)
        reasonCounts[reason] = static_cast<long long>(count);
    out["end_reasons"] = std::move(reasonCounts);
    Json figureTallies = Json::object();
    for (const auto &[name, tally] : figures)
        figureTallies[name] = tally.toJson();
    out["figures"] = std::move(figureTallies);
    out["comebacks"] = comebacks.toJson();
    out["decisiveness"] = decisiveness.toJson();
    return out;
}

std::optional<SimulationTotals> SimulationTotals::fromJson(const Json &json, std::string *error)
{
    auto refuse = [error](const std::string &what) -> std::optional<SimulationTotals> {
        if (error)
            *error = "exact totals: " + what;
        return std::nullopt;
    };
    const Json &playerCount = json.get("players");
    if (!playerCount.isInt() || playerCount.asInt() < 1 || playerCount.asInt() > 16)
        return refuse("players");
    SimulationTotals t(static_cast<int>(playerCount.asInt()));
    const auto seats = static_cast<std::size_t>(t.players);
    if (!json.get("played").isInt() || !json.get("draws").isInt())
        return refuse("played, draws");
    t.played = json.get("played").asInt();
    t.draws = json.get("draws").asInt();
    const Json &wins = json.get("wins_by_seat");
    if (!wins.isArray() || wins.size() != seats)
        return refuse("wins_by_seat");
    for (std::size_t s = 0; s < seats; ++s)
        t.winsBySeat[s] = wins.at(s).asInt();
    auto shares = momentsList(json.get("win_share_by_seat"), seats);
    auto seatScores = tallyList(json.get("scores_by_seat"), seats);
    if (!shares || !seatScores)
        return refuse("win_share_by_seat, scores_by_seat");
    t.winShareBySeat = std::move(*shares);
    t.scores = std::move(*seatScores);
    for (auto [key, tally] :
         {std::pair{"plies", &t.plies}, std::pair{"lead_changes", &t.leadChanges},
          std::pair{"legal_moves", &t.legalMoves}}) {
        auto read = Tally::fromJson(json.get(key));
        if (!read)
            return refuse(key);
        *tally = std::move(*read);
    }
    const Json &reasons = json.get("end_reasons");
    if (!reasons.isObject())
        return refuse("end_reasons");
    for (const auto &[reason, count] : reasons.entries()) {
        if (!count.isInt())
            return refuse("end_reasons." + reason);
        t.reasons[reason] = count.asInt();
    }
    const Json &figures = json.get("figures");
    if (!figures.isObject())
        return refuse("figures");
    for (const auto &[name, tally] : figures.entries()) {
        auto read = Tally::fromJson(tally);
        if (!read)
            return refuse("figures." + name);
        t.figures[name] = std::move(*read);
    }
    // Written since the balance report (issue 35); older results count them over no games.
    for (auto [key, moments] :
         {std::pair{"comebacks", &t.comebacks}, std::pair{"decisiveness", &t.decisiveness}}) {
        if (!json.find(key))
            continue;
        auto read = Moments::fromJson(json.get(key));
        if (!read)
            return refuse(key);
        *moments = *read;
    }
    return t;
}

} // namespace kotatsu
