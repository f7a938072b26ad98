// SPDX-License-Identifier: GPL-3.0-or-later
// A simulation's result: its figures from the exact totals, its JSON, and the merge of the
// results of a run's shards.
#include "sim/simulator.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace kotatsu {

namespace {

double round4(double x)
{
    return std::round(x * 10000.0) / 10000.0;
}

} // namespace

Json SimulationResult::toJson() const
{
    Json json = Json::object();
    json["game"] = gameId;
    json["variant"] = variantId.empty() ? Json() : Json(variantId);
    json["players"] = players;
    json["first_game"] = firstGame;
    json["games_requested"] = gamesRequested;
    json["run_games"] = runGames;
    json["rules_digest"] = rulesDigest;
    json["games_played"] = gamesPlayed;
    json["unfinished"] = unfinished;
    json["cancelled"] = cancelled;
    json["seed"] = static_cast<long long>(seed);
    json["max_plies"] = maxPlies;
    json["threads"] = threads;
    Json agentList = Json::array();
    for (const auto &a : agents)
        agentList.push(a);
    json["agents"] = std::move(agentList);
    json["elapsed_seconds"] = round4(elapsedSeconds);
    Json wins = Json::array();
    Json rates = Json::array();
    Json shares = Json::array();
    for (std::size_t i = 0; i < winsBySeat.size(); ++i) {
        wins.push(winsBySeat[i]);
        rates.push(gamesPlayed ? round4(static_cast<double>(winsBySeat[i]) / gamesPlayed) : 0.0);
        shares.push(gamesPlayed ? round4(winShareBySeat[i] / gamesPlayed) : 0.0);
    }
    json["wins_by_seat"] = std::move(wins);
    json["win_rate_by_seat"] = std::move(rates);
    json["win_share_by_seat"] = std::move(shares);
    json["draws"] = draws;
    json["plies"] = plies.toJson();
    Json histogram = Json::object();
    histogram["bucket_width"] = pliesBucketWidth;
    Json counts = Json::array();
    for (long c : pliesHistogram)
        counts.push(c);
    histogram["counts"] = std::move(counts);
    json["plies_histogram"] = std::move(histogram);
    Json scores = Json::array();
    for (const auto &s : scoresBySeat)
        scores.push(s.toJson());
    json["scores_by_seat"] = std::move(scores);
    Json reasons = Json::object();
    for (const auto &[reason, count] : endReasons)
        reasons[reason] = count;
    json["end_reasons"] = std::move(reasons);
    Json figureStats = Json::object();
    for (const auto &[name, stat] : figures)
        figureStats[name] = stat.toJson();
    json["figures"] = std::move(figureStats);
    json["lead_changes"] = leadChanges.toJson();
    json["legal_moves_per_decision"] = legalMoves.toJson();
    // Exact counts per value, for histograms: the length, each seat's score and every game
    // figure whose values are whole numbers.
    Json distributions = Json::object();
    distributions["plies"] = totals.plies.distributionJson();
    for (std::size_t s = 0; s < totals.scores.size(); ++s) {
        if (totals.scores[s].hasDistribution())
            distributions["score.seat" + std::to_string(s)] = totals.scores[s].distributionJson();
    }
    if (totals.leadChanges.hasDistribution())
        distributions["lead_changes"] = totals.leadChanges.distributionJson();
    for (const auto &[name, tally] : totals.figures) {
        if (tally.hasDistribution())
            distributions[name] = tally.distributionJson();
    }
    json["distributions"] = std::move(distributions);
    if (invariantFailure) {
        Json failure = Json::object();
        failure["game"] = invariantFailure->game;
        failure["seed"] = std::to_string(invariantFailure->seed);
        failure["ply"] = invariantFailure->ply;
        failure["message"] = invariantFailure->message;
        json["invariant_failure"] = std::move(failure);
    }
    json["exact"] = totals.toJson();
    return json;
}

void SimulationResult::setTotals(SimulationTotals exact)
{
    totals = std::move(exact);
    gamesPlayed = static_cast<int>(totals.played);
    winsBySeat.assign(totals.winsBySeat.begin(), totals.winsBySeat.end());
    winShareBySeat.clear();
    for (const Moments &share : totals.winShareBySeat)
        winShareBySeat.push_back(share.total());
    draws = static_cast<long>(totals.draws);
    plies = totals.plies.statistic();
    leadChanges = totals.leadChanges.statistic();
    legalMoves = totals.legalMoves.statistic();
    // The length histogram in about 40 buckets from 0 to the longest game.
    const auto &lengths = totals.plies.distribution();
    const int longest = lengths.empty() ? 0 : static_cast<int>(lengths.rbegin()->first);
    pliesBucketWidth = std::max(1, (longest + 40) / 40);
    pliesHistogram.assign(static_cast<std::size_t>(longest / pliesBucketWidth + 1), 0);
    for (const auto &[length, count] : lengths)
        pliesHistogram[static_cast<std::size_t>(length / pliesBucketWidth)] += count;
    scoresBySeat.clear();
    for (const Tally &score : totals.scores)
        scoresBySeat.push_back(score.statistic());
    endReasons.assign(totals.reasons.begin(), totals.reasons.end());
    figures.clear();
    for (const auto &[name, tally] : totals.figures)
        figures.emplace_back(name, tally.statistic());
}

std::optional<SimulationResult> SimulationResult::fromJson(const Json &json, std::string *error)
{
    auto refuse = [error](const std::string &what) -> std::optional<SimulationResult> {
        if (error)
            *error = what;
        return std::nullopt;
    };
    if (!json.isObject())
        return refuse("not a simulation result");
    for (const char *key : {"players", "first_game", "games_requested", "seed", "max_plies",
                            "threads", "unfinished"}) {
        if (!json.get(key).isInt())
            return refuse(std::string("'") + key + "' is missing or not a whole number");
    }
    if (!json.get("game").isString() || !json.get("agents").isArray())
        return refuse("'game' or 'agents' is missing");
    SimulationResult r;
    r.gameId = json.get("game").asString();
    r.variantId = json.get("variant").asString();
    r.players = static_cast<int>(json.get("players").asInt());
    r.firstGame = static_cast<int>(json.get("first_game").asInt());
    r.gamesRequested = static_cast<int>(json.get("games_requested").asInt());
    // Absent from the results of older versions: merge then refuses the part.
    r.runGames = static_cast<int>(json.get("run_games").asInt(0));
    r.rulesDigest = json.get("rules_digest").asString();
    r.seed = static_cast<std::uint64_t>(json.get("seed").asInt());
    r.maxPlies = static_cast<int>(json.get("max_plies").asInt());
    r.threads = static_cast<int>(json.get("threads").asInt());
    r.unfinished = static_cast<int>(json.get("unfinished").asInt());
    r.cancelled = json.get("cancelled").asBool();
    r.elapsedSeconds = json.get("elapsed_seconds").asDouble();
    for (const Json &agent : json.get("agents").elements())
        r.agents.push_back(agent.asString());
    std::string why;
    auto totals = SimulationTotals::fromJson(json.get("exact"), &why);
    if (!totals)
        return refuse(why);
    if (totals->players != r.players)
        return refuse("exact totals: players");
    if (const Json *failure = json.find("invariant_failure")) {
        InvariantFailure f;
        f.game = static_cast<int>(failure->get("game").asInt());
        f.seed = std::strtoull(failure->get("seed").asString().c_str(), nullptr, 10);
        f.ply = static_cast<int>(failure->get("ply").asInt());
        f.message = failure->get("message").asString();
        r.invariantFailure = f;
    }
    r.setTotals(std::move(*totals));
    return r;
}

std::optional<SimulationResult> SimulationResult::merge(std::vector<SimulationResult> parts,
                                                        std::string *error,
                                                        const std::vector<std::string> &names)
{
    auto refuse = [error](const std::string &what) -> std::optional<SimulationResult> {
        if (error)
            *error = what;
        return std::nullopt;
    };
    if (parts.empty())
        return refuse("nothing to merge");
    // The parts in game order, each with its name.
    std::vector<std::size_t> order(parts.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return parts[a].firstGame < parts[b].firstGame;
    });
    auto nameOf = [&](std::size_t i) {
        const SimulationResult &part = parts[i];
        const std::string games = "games " + std::to_string(part.firstGame) + " to " +
                                  std::to_string(part.firstGame + part.gamesRequested - 1);
        return i < names.size() ? names[i] + " (" + games + ")"
                                : "part " + std::to_string(i + 1) + " (" + games + ")";
    };
    auto number = [](long long n) { return std::to_string(n); };
    const SimulationResult &first = parts[order.front()];
    const std::string firstName = nameOf(order.front());
    for (const std::size_t i : order) {
        const SimulationResult &part = parts[i];
        const std::string which = nameOf(i) + ": ";
        if (part.runGames <= 0 || part.rulesDigest.empty())
            return refuse(which + "says neither the size of its run nor the rules it played "
                                  "(made by an older kotatsu-cli); run it again");
        // What a part must share with the others, the first difference named.
        std::string other;
        if (part.gameId != first.gameId)
            other = "another game (" + part.gameId + ", not " + first.gameId + ")";
        else if (part.variantId != first.variantId)
            other = "another variant (" + (part.variantId.empty() ? "none" : part.variantId) +
                    ", not " + (first.variantId.empty() ? "none" : first.variantId) + ")";
        else if (part.rulesDigest != first.rulesDigest)
            other = "other rules than " + firstName + " (rules digest " + part.rulesDigest +
                    ", not " + first.rulesDigest + "): the variant file changed between them";
        else if (part.players != first.players)
            other = "another player count (" + number(part.players) + ", not " +
                    number(first.players) + ")";
        else if (part.agents != first.agents)
            other = "other agents";
        else if (part.seed != first.seed)
            other = "another seed (" + number(static_cast<long long>(part.seed)) + ", not " +
                    number(static_cast<long long>(first.seed)) + ")";
        else if (part.maxPlies != first.maxPlies)
            other = "another ply limit";
        else if (part.runGames != first.runGames)
            other = "a run of another size (" + number(part.runGames) + " games, not " +
                    number(first.runGames) + ")";
        if (!other.empty())
            return refuse(which + "was played with " + other);
        if (part.cancelled || part.gamesPlayed != part.gamesRequested)
            return refuse(which + "was cancelled or stopped early; run it again");
    }
    // Together the parts must be the whole run: games 0 .. runGames - 1, each once.
    long long next = 0;
    for (const std::size_t i : order) {
        const SimulationResult &part = parts[i];
        if (part.firstGame < next)
            return refuse(nameOf(i) + ": overlaps the part before it");
        if (part.firstGame > next)
            return refuse("games " + number(next) + " to " + number(part.firstGame - 1) +
                          " of the " + number(first.runGames) + "-game run are missing (before " +
                          nameOf(i) + ")");
        next = part.firstGame + static_cast<long long>(part.gamesRequested);
    }
    if (next != first.runGames)
        return refuse("games " + number(next) + " to " + number(first.runGames - 1) + " of the " +
                      number(first.runGames) + "-game run are missing (after " +
                      nameOf(order.back()) + "): give every shard, 1/N to N/N");
    SimulationResult whole = first;
    SimulationTotals totals = whole.totals;
    for (std::size_t k = 1; k < order.size(); ++k) {
        const SimulationResult &part = parts[order[k]];
        totals.merge(part.totals);
        whole.gamesRequested += part.gamesRequested;
        whole.elapsedSeconds += part.elapsedSeconds;
        whole.threads = std::max(whole.threads, part.threads);
        if (!whole.invariantFailure && part.invariantFailure)
            whole.invariantFailure = part.invariantFailure;
    }
    whole.setTotals(std::move(totals));
    return whole;
}

} // namespace kotatsu
