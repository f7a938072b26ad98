// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/comparison.h"

#include "sim/balance.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <optional>
#include <tuple>

namespace kotatsu {

namespace {

using Sums = std::map<std::string, FigureMoments>;

// One side's simulation of games [first, first + count): the comparison's settings with that
// side's rules.
SimulationConfig sideConfig(const ComparisonConfig &config,
                            std::shared_ptr<const GameDefinition> definition, int first, int count)
{
    SimulationConfig side;
    side.definition = std::move(definition);
    side.players = config.players;
    side.firstGame = first;
    side.games = count;
    side.runGames = config.runGames > 0 ? config.runGames : config.firstGame + config.games;
    side.threads = config.threads;
    side.agents = config.agents;
    side.seed = config.seed;
    side.maxPlies = config.maxPlies;
    return side;
}

std::string reasonFigure(const GameSummary &game)
{
    const std::string &reason = game.plyLimit ? std::string("ply_limit") : game.outcome.reason;
    return "end." + (reason.empty() ? std::string("none") : reason);
}

// The exact sums of the paired games seen so far.
class PairedSums
{
public:
    explicit PairedSums(int players) : m_players(players) {}

    void add(const GameSummary &a, const GameSummary &b)
    {
        both("plies", a.plies, b.plies);
        both("lead_changes", a.leadChanges, b.leadChanges);
        both("legal_moves", a.legalMoves, b.legalMoves);
        for (int seat = 0; seat < m_players; ++seat) {
            both("wins.seat" + std::to_string(seat), a.outcome.isWinner(seat),
                 b.outcome.isWinner(seat), true);
        }
        both("draws", a.outcome.draw || a.outcome.winners.empty(),
             b.outcome.draw || b.outcome.winners.empty(), true);
        for (int seat = 0; seat < m_players; ++seat) {
            const auto s = static_cast<std::size_t>(seat);
            both("score.seat" + std::to_string(seat),
                 s < a.outcome.scores.size() ? a.outcome.scores[s] : 0.0,
                 s < b.outcome.scores.size() ? b.outcome.scores[s] : 0.0);
        }
        addEndConditions(reasonFigure(a), reasonFigure(b));
        addGameFigures(a.outcome.figures, b.outcome.figures);
        ++m_paired;
    }

    // Adds the sums of other games (a later batch, another shard).
    void merge(const Sums &other, int otherPaired)
    {
        // A share figure absent from one part is 0 in each of its games.
        for (auto &[name, sums] : m_sums) {
            if (sums.proportion && !other.count(name))
                zeros(sums, otherPaired);
        }
        for (const auto &[name, sums] : other) {
            auto [it, added] = m_sums.try_emplace(name);
            if (added) {
                it->second.proportion = sums.proportion;
                if (sums.proportion)
                    zeros(it->second, m_paired);
            }
            it->second.merge(sums);
        }
        m_paired += otherPaired;
    }

    const Sums &sums() const { return m_sums; }
    int paired() const { return m_paired; }

private:
    static void zeros(FigureMoments &sums, std::int64_t games)
    {
        sums.base.addZeros(games);
        sums.variant.addZeros(games);
        sums.difference.addZeros(games);
    }

    FigureMoments &entry(const std::string &name, bool proportion)
    {
        auto [it, added] = m_sums.try_emplace(name);
        if (added) {
            it->second.proportion = proportion;
            if (proportion)
                zeros(it->second, m_paired); // it was 0 in every earlier game
        }
        return it->second;
    }

    void both(const std::string &name, double x, double y, bool proportion = false)
    {
        FigureMoments &sums = entry(name, proportion);
        sums.base.add(x);
        sums.variant.add(y);
        sums.difference.add(y - x);
    }

    void addEndConditions(const std::string &a, const std::string &b)
    {
        // Every end condition seen so far is a 0/1 figure of every game.
        for (auto it = m_sums.lower_bound("end."); it != m_sums.end(); ++it) {
            if (it->first.rfind("end.", 0) != 0)
                break;
            if (it->first != a && it->first != b)
                zeros(it->second, 1);
        }
        both(a, 1.0, a == b ? 1.0 : 0.0, true);
        if (b != a)
            both(b, 0.0, 1.0, true);
    }

    void addGameFigures(const std::vector<std::pair<std::string, double>> &a,
                        const std::vector<std::pair<std::string, double>> &b)
    {
        auto find = [](const std::vector<std::pair<std::string, double>> &figures,
                       const std::string &name) -> std::optional<double> {
            for (const auto &[key, value] : figures) {
                if (key == name)
                    return value;
            }
            return std::nullopt;
        };
        auto listed = [](const std::string &name) {
            return isLabFigureName(name) ? "game." + name : name;
        };
        for (const auto &[name, x] : a) {
            if (auto y = find(b, name))
                both(listed(name), x, *y);
            else
                entry(listed(name), false).base.add(x);
        }
        for (const auto &[name, y] : b) {
            if (!find(a, name))
                entry(listed(name), false).variant.add(y);
        }
    }

    int m_players;
    int m_paired = 0;
    Sums m_sums;
};

Estimate proportionEstimate(const Moments &sample)
{
    const auto successes = static_cast<std::int64_t>(std::llround(sample.total()));
    return {sample.mean(), wilsonInterval(successes, sample.count)};
}

Json intervalJson(const Interval &interval)
{
    Json out = Json::array();
    out.push(interval.low);
    out.push(interval.high);
    return out;
}

std::optional<Sums> sumsFromJson(const Json &figures)
{
    Sums sums;
    if (!figures.isArray())
        return std::nullopt;
    for (const Json &figure : figures.elements()) {
        const Json &exact = figure.get("exact");
        auto base = Moments::fromJson(exact.get("base"));
        auto variant = Moments::fromJson(exact.get("variant"));
        auto difference = Moments::fromJson(exact.get("difference"));
        if (!figure.get("name").isString() || !base || !variant || !difference)
            return std::nullopt;
        FigureMoments &f = sums[figure.get("name").asString()];
        f.proportion = figure.get("proportion").asBool();
        f.base = *base;
        f.variant = *variant;
        f.difference = *difference;
    }
    return sums;
}

} // namespace

bool isLabFigureName(const std::string &name)
{
    return name == "plies" || name == "lead_changes" || name == "legal_moves" || name == "draws" ||
           name == "comebacks" || name == "decisiveness" || name.rfind("advantage.", 0) == 0 ||
           name.rfind("wins.", 0) == 0 || name.rfind("score.", 0) == 0 ||
           name.rfind("end.", 0) == 0 || name.rfind("game.", 0) == 0;
}

// The listing order: length, drama and choice first, then wins by seat, advantage by seat (a
// sweep's), draws, comebacks and decisiveness (a sweep's), scores by seat, end conditions, and
// the game's own figures by name.
std::tuple<int, long, std::string> figureListingOrder(const std::string &name)
{
    auto seatOf = [&](std::size_t prefix) {
        return std::strtol(name.c_str() + prefix, nullptr, 10);
    };
    if (name == "plies")
        return {0, 0, name};
    if (name == "lead_changes")
        return {1, 0, name};
    if (name == "legal_moves")
        return {2, 0, name};
    if (name.rfind("wins.seat", 0) == 0)
        return {3, seatOf(9), name};
    if (name.rfind("advantage.seat", 0) == 0)
        return {4, seatOf(14), name};
    if (name == "draws")
        return {5, 0, name};
    if (name == "comebacks")
        return {6, 0, name};
    if (name == "decisiveness")
        return {7, 0, name};
    if (name.rfind("score.seat", 0) == 0)
        return {8, seatOf(10), name};
    if (name.rfind("end.", 0) == 0)
        return {9, 0, name};
    return {10, 0, name};
}

void FigureMoments::merge(const FigureMoments &other)
{
    base.merge(other.base);
    variant.merge(other.variant);
    difference.merge(other.difference);
}

Json ComparedFigure::toJson() const
{
    Json out = Json::object();
    out["name"] = name;
    out["proportion"] = proportion;
    out["base"] = base.value;
    out["base_interval"] = intervalJson(base.interval);
    out["variant"] = variant.value;
    out["variant_interval"] = intervalJson(variant.interval);
    out["difference"] = difference.estimate;
    out["difference_interval"] = intervalJson(difference.interval);
    out["significant"] = difference.significant;
    out["margin"] = verdict.margin;
    out["verdict"] = verdictName(verdict.verdict);
    out["difference_interval90"] = intervalJson(verdict.interval90);
    if (verdict.verdict == Verdict::NotEnough)
        out["more_games"] = verdict.moreGames;
    if (!sameAs.empty())
        out["same_as"] = sameAs;
    Json sums = Json::object();
    sums["base"] = exact.base.toJson();
    sums["variant"] = exact.variant.toJson();
    sums["difference"] = exact.difference.toJson();
    out["exact"] = std::move(sums);
    return out;
}

void ComparisonResult::setFigures(const Sums &sums)
{
    figures.clear();
    for (const auto &[name, exact] : sums) {
        ComparedFigure figure;
        figure.name = name;
        figure.proportion = exact.proportion;
        figure.base = exact.proportion ? proportionEstimate(exact.base) : meanEstimate(exact.base);
        figure.variant =
            exact.proportion ? proportionEstimate(exact.variant) : meanEstimate(exact.variant);
        figure.difference = exact.proportion
                                ? pairedShareDifference(exact.base, exact.variant, exact.difference)
                                : pairedDifference(exact.difference);
        figure.exact = exact;
        figure.verdict = judgeDifference(
            exact.proportion, exact.base, exact.variant, exact.difference, figure.difference,
            margins.marginFor(name, exact.proportion, figure.base.value, figure.variant.value));
        figures.push_back(std::move(figure));
    }
    std::stable_sort(figures.begin(), figures.end(),
                     [](const ComparedFigure &a, const ComparedFigure &b) {
                         return figureListingOrder(a.name) < figureListingOrder(b.name);
                     });
    // A game figure that repeats one of the comparison's own is marked, not listed twice.
    for (ComparedFigure &own : figures) {
        if (isLabFigureName(own.name) && own.name.rfind("game.", 0) != 0)
            continue;
        const FigureMoments &a = own.exact;
        if (a.base.sumSquares == 0 && a.variant.sumSquares == 0)
            continue; // 0 in every game: no telling what it repeats
        for (const ComparedFigure &generic : figures) {
            if (!isLabFigureName(generic.name) || generic.name.rfind("game.", 0) == 0)
                continue;
            const FigureMoments &b = generic.exact;
            if (a.base == b.base && a.variant == b.variant && a.difference == b.difference) {
                own.sameAs = generic.name;
                break;
            }
        }
    }
}

const ComparedFigure *ComparisonResult::figure(const std::string &name) const
{
    for (const auto &f : figures) {
        if (f.name == name)
            return &f;
    }
    return nullptr;
}

bool ComparisonResult::settled() const
{
    return !cancelled && firstGame == 0 && pairedGames == gamesRequested &&
           gamesRequested == runGames && pairedGames > 0;
}

Json ComparisonResult::toJson() const
{
    Json out = Json::object();
    out["first_game"] = firstGame;
    out["games_requested"] = gamesRequested;
    out["run_games"] = runGames;
    out["paired_games"] = pairedGames;
    out["cancelled"] = cancelled;
    out["elapsed_seconds"] = std::round(elapsedSeconds * 10000.0) / 10000.0;
    out["settled"] = settled();
    out["margins"] = margins.toJson();
    Json list = Json::array();
    for (const auto &figure : figures)
        list.push(figure.toJson());
    out["figures"] = std::move(list);
    Json balance = Json::object();
    balance["base"] = BalanceReport::of(base.totals).toJson();
    balance["variant"] = BalanceReport::of(variant.totals).toJson();
    out["balance"] = std::move(balance);
    out["base"] = base.toJson();
    out["variant"] = variant.toJson();
    return out;
}

std::string ComparisonResult::toTable() const
{
    std::string out;
    char line[256];
    std::snprintf(line, sizeof line, "%-24s %12s %12s  %s\n", "figure", "base", "variant",
                  "difference [95% interval]");
    out += line;
    std::string repeats;
    for (const auto &f : figures) {
        if (!f.sameAs.empty()) {
            repeats += (repeats.empty() ? "" : ", ") + f.name + " = " + f.sameAs;
            continue;
        }
        const double scale = f.proportion ? 100.0 : 1.0;
        const char *unit = f.proportion ? "%" : "";
        // Small figures (a rare reshuffle) get more decimals, so that a marked difference
        // never reads as +0.00.
        const int digits =
            std::max({std::abs(f.base.value), std::abs(f.variant.value)}) * scale < 1 ? 4 : 2;
        char was[32], now[32], difference[80];
        std::snprintf(was, sizeof was, "%.*f%s", digits, f.base.value * scale, unit);
        std::snprintf(now, sizeof now, "%.*f%s", digits, f.variant.value * scale, unit);
        std::snprintf(difference, sizeof difference, "%+.*f [%+.*f, %+.*f]%s", digits,
                      f.difference.estimate * scale, digits, f.difference.interval.low * scale,
                      digits, f.difference.interval.high * scale,
                      f.difference.significant && pairedGames == gamesRequested ? " *" : "");
        std::snprintf(line, sizeof line, "%-24s %12s %12s  %s\n", f.name.c_str(), was, now,
                      difference);
        out += line;
    }
    if (!repeats.empty())
        out += "(the same figures under two names: " + repeats + ")\n";
    // A verdict holds for the planned number of games only: stopping when a difference looks
    // big picks a lucky moment.
    if (pairedGames < gamesRequested)
        std::snprintf(line, sizeof line,
                      "cancelled after %d of %d games on each side: no verdict (the intervals "
                      "describe the games played)\n",
                      pairedGames, gamesRequested);
    else
        std::snprintf(line, sizeof line,
                      "%d games on each side, paired by seed; * marks a difference whose interval "
                      "leaves out 0\n",
                      pairedGames);
    out += line;

    // Whether each difference matters: its margin and its verdict.
    out += settled() ? "\nDoes the difference matter? (the smallest difference that matters in "
                       "brackets)\n"
                     : "\nDoes the difference matter? Interim: the run has not played every "
                       "planned game (the smallest difference that matters in brackets)\n";
    for (const auto &f : figures) {
        if (!f.sameAs.empty() || f.verdict.verdict == Verdict::None)
            continue;
        char margin[48];
        if (f.proportion)
            std::snprintf(margin, sizeof margin, "(±%.2g pp)", f.verdict.margin * 100.0);
        else
            std::snprintf(margin, sizeof margin, "(±%.3g)", f.verdict.margin);
        std::snprintf(line, sizeof line, "%-24s %14s  %s\n", f.name.c_str(), margin,
                      verdictWords(f.verdict.verdict, f.verdict.moreGames).c_str());
        out += line;
    }
    out += "\nBalance, base rules:\n" + BalanceReport::of(base.totals).toTable();
    out += "Balance, variant:\n" + BalanceReport::of(variant.totals).toTable();
    return out;
}

std::optional<ComparisonResult> ComparisonResult::fromJson(const Json &json, std::string *error)
{
    auto refuse = [error](const std::string &what) -> std::optional<ComparisonResult> {
        if (error)
            *error = what;
        return std::nullopt;
    };
    if (!json.isObject() || !json.get("paired_games").isInt() || !json.get("first_game").isInt() ||
        !json.get("games_requested").isInt())
        return refuse("not a comparison result");
    std::string why;
    auto base = SimulationResult::fromJson(json.get("base"), &why);
    if (!base)
        return refuse("base: " + why);
    auto variant = SimulationResult::fromJson(json.get("variant"), &why);
    if (!variant)
        return refuse("variant: " + why);
    auto sums = sumsFromJson(json.get("figures"));
    if (!sums)
        return refuse("figures: the exact sums are missing or malformed");
    ComparisonResult r;
    r.base = std::move(*base);
    r.variant = std::move(*variant);
    r.firstGame = static_cast<int>(json.get("first_game").asInt());
    r.gamesRequested = static_cast<int>(json.get("games_requested").asInt());
    r.runGames = static_cast<int>(json.get("run_games").asInt(0));
    r.pairedGames = static_cast<int>(json.get("paired_games").asInt());
    r.cancelled = json.get("cancelled").asBool();
    r.elapsedSeconds = json.get("elapsed_seconds").asDouble();
    r.margins = Margins::fromJson(json.get("margins"));
    r.setFigures(*sums);
    return r;
}

std::optional<ComparisonResult> ComparisonResult::merge(std::vector<ComparisonResult> parts,
                                                        std::string *error,
                                                        const std::vector<std::string> &names)
{
    auto refuse = [error](const std::string &what) -> std::optional<ComparisonResult> {
        if (error)
            *error = what;
        return std::nullopt;
    };
    if (parts.empty())
        return refuse("nothing to merge");
    // Each side's headers say what the part played (rules digest, agents, seed, run size) and
    // which games: their merge refuses shards of other runs and an incomplete set.
    std::vector<SimulationResult> bases, variants;
    for (const ComparisonResult &part : parts) {
        bases.push_back(part.base);
        variants.push_back(part.variant);
    }
    std::string baseWhy, variantWhy;
    auto base = SimulationResult::merge(std::move(bases), &baseWhy, names);
    auto variant = SimulationResult::merge(std::move(variants), &variantWhy, names);
    // A problem of both sides (a missing shard, other agents) is said once; one of a side
    // (its rules digest) names the side.
    if (!base && !variant && baseWhy == variantWhy)
        return refuse(baseWhy);
    if (!base)
        return refuse("the base rules: " + baseWhy);
    if (!variant)
        return refuse("the variant: " + variantWhy);
    std::sort(parts.begin(), parts.end(), [](const ComparisonResult &a, const ComparisonResult &b) {
        return a.firstGame < b.firstGame;
    });
    PairedSums sums(parts.front().base.players);
    for (const ComparisonResult &part : parts) {
        if (part.cancelled || part.pairedGames != part.gamesRequested)
            return refuse("the part from game " + std::to_string(part.firstGame) +
                          " was cancelled; run it again");
        Sums partSums;
        for (const ComparedFigure &f : part.figures)
            partSums[f.name] = f.exact;
        sums.merge(partSums, part.pairedGames);
    }
    ComparisonResult whole;
    whole.base = std::move(*base);
    whole.variant = std::move(*variant);
    whole.firstGame = parts.front().firstGame;
    whole.gamesRequested = whole.base.gamesRequested;
    whole.runGames = whole.base.runGames;
    whole.pairedGames = sums.paired();
    for (const ComparisonResult &part : parts)
        whole.elapsedSeconds += part.elapsedSeconds;
    whole.margins = parts.front().margins;
    whole.setFigures(sums.sums());
    return whole;
}

DataMessage Comparison::problem(const ComparisonConfig &config)
{
    if (!config.base || !config.variant)
        return QT_TRANSLATE_NOOP("DataError", "both rule sets are needed");
    if (config.base->info().id != config.variant->info().id)
        return QT_TRANSLATE_NOOP("DataError", "the two rule sets are of different games");
    if (config.firstGame < 0)
        return QT_TRANSLATE_NOOP("DataError", "the first game must be 0 or more");
    if (config.runGames != 0 &&
        config.firstGame + static_cast<long long>(config.games) > config.runGames)
        return {QT_TRANSLATE_NOOP("DataError", "the games asked for go beyond the run of %1 games"),
                config.runGames};
    for (const auto &definition : {config.base, config.variant}) {
        if (DataMessage problem =
                Simulator::problem(sideConfig(config, definition, 0, config.games));
            *problem.text())
            return problem;
    }
    return {};
}

std::string Comparison::check(const ComparisonConfig &config)
{
    return problem(config).english();
}

ComparisonResult Comparison::run(const ComparisonConfig &config,
                                 const Simulator::Progress &progress,
                                 const std::atomic<bool> *cancel)
{
    const auto start = std::chrono::steady_clock::now();
    ComparisonResult result;
    result.margins = config.margins;
    result.firstGame = config.firstGame;
    result.gamesRequested = config.games;
    result.runGames = config.runGames > 0 ? config.runGames : config.firstGame + config.games;
    SimulationTotals baseTotals(config.players), variantTotals(config.players);
    PairedSums sums(config.players);
    const int total = 2 * config.games;
    int finished = 0; // games of both sides in earlier batches
    const auto stopped = [cancel] { return cancel && cancel->load(); };

    // Batches grow until one takes about half a second: the first results come at once, and
    // later batches keep the threads busy. The figures are exact sums, so they do not depend
    // on the batch sizes.
    int batch = std::max(4, 2 * config.threads);
    for (int first = 0; first < config.games && !stopped();) {
        const auto batchStart = std::chrono::steady_clock::now();
        const int count = std::min(batch, config.games - first);
        std::vector<std::optional<GameSummary>> played[2];
        for (int side = 0; side < 2 && !stopped(); ++side) {
            auto &games = played[side];
            games.assign(static_cast<std::size_t>(count), std::nullopt);
            SimulationConfig run = sideConfig(config, side == 0 ? config.base : config.variant,
                                              config.firstGame + first, count);
            run.onGame = [&games, offset = config.firstGame + first](const GameSummary &game) {
                games[static_cast<std::size_t>(game.index - offset)] = game;
            };
            const int before = finished + side * count;
            Simulator::Progress sideProgress;
            if (progress) {
                sideProgress = [&progress, before, total](int done, int) {
                    progress(before + done, total);
                };
            }
            const SimulationResult ran = Simulator::run(run, sideProgress, cancel);
            SimulationResult &header = side == 0 ? result.base : result.variant;
            if (header.agents.empty())
                header = ran; // the side's header (agents, seed, threads, ...)
            else
                header.elapsedSeconds += ran.elapsedSeconds;
        }
        // Only games played on both sides count.
        PairedSums batchSums(config.players);
        played[1].resize(static_cast<std::size_t>(count));
        for (int i = 0; i < count; ++i) {
            const auto &a = played[0][static_cast<std::size_t>(i)];
            const auto &b = played[1][static_cast<std::size_t>(i)];
            if (!a || !b)
                continue;
            baseTotals.add(*a);
            variantTotals.add(*b);
            batchSums.add(*a, *b);
            if (config.onRecord)
                config.onRecord(PairedGame{a->index, *a, *b});
        }
        sums.merge(batchSums.sums(), batchSums.paired());
        finished += 2 * count;
        first += count;
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - batchStart).count();
        if (seconds < 0.25)
            batch = std::min(batch * 2, 8192);
        if (config.onPartial && first < config.games && !stopped()) {
            ComparisonResult partial = result;
            partial.pairedGames = sums.paired();
            partial.base.setTotals(baseTotals);
            partial.variant.setTotals(variantTotals);
            partial.setFigures(sums.sums());
            partial.elapsedSeconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            config.onPartial(partial);
        }
    }
    result.cancelled = stopped();
    result.pairedGames = sums.paired();
    for (SimulationResult *side : {&result.base, &result.variant}) {
        side->firstGame = config.firstGame;
        side->gamesRequested = config.games;
        side->cancelled = result.cancelled;
        side->unfinished = 0; // games not played on both sides are left out of both
        side->invariantFailure.reset();
    }
    result.base.setTotals(std::move(baseTotals));
    result.variant.setTotals(std::move(variantTotals));
    result.setFigures(sums.sums());
    result.elapsedSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

} // namespace kotatsu
