// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/sweep.h"

#include "data/translate_noop.h"
#include "editor/field_input.h"
#include "editor/variant_document.h"
#include "sim/balance.h"
#include "sim/comparison.h"
#include "util/text.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <tuple>

namespace kotatsu {

namespace {

constexpr std::size_t kMaxValues = 10000;

std::string trimmed(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    return std::string(text);
}

std::optional<double> readNumber(const std::string &text)
{
    if (text.empty())
        return std::nullopt;
    char *end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (end != text.c_str() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

// A number as a sweep writes it: whole numbers without a point, others in at most 10
// significant digits (0.1 + 0.2 is written 0.3).
std::string numberText(double value)
{
    char text[40];
    if (std::abs(value) < 1e15 && value == std::round(value))
        std::snprintf(text, sizeof text, "%lld", static_cast<long long>(std::llround(value)));
    else
        std::snprintf(text, sizeof text, "%.10g", value);
    return text;
}

bool listedBefore(const std::string &a, const std::string &b)
{
    return figureListingOrder(a) < figureListingOrder(b);
}

Json intervalJson(const Interval &interval)
{
    Json out = Json::array();
    out.push(interval.low);
    out.push(interval.high);
    return out;
}

// Whether every value of a sample is 0 or 1 (then the sum of squares equals the sum).
bool zeroOrOne(const Moments &m)
{
    const auto unit = static_cast<ExactSum>(Moments::kResolution);
    return m.sumSquares == m.sum * unit && m.sum % unit == 0;
}

// A point's value in JSON: a number for a numeric key's number, else the text.
Json valueJson(const SweepAxis &axis, const std::string &value)
{
    if (axis.numeric) {
        if (auto number = readNumber(value); number && numberText(*number) == value) {
            if (*number == std::round(*number) && std::abs(*number) < 1e15)
                return Json(static_cast<long long>(std::llround(*number)));
            return Json(*number);
        }
    }
    return Json(value);
}

std::optional<std::string> valueFromJson(const Json &json)
{
    if (json.isInt())
        return std::to_string(json.asInt());
    if (json.isNumber())
        return numberText(json.asDouble());
    if (json.isString())
        return json.asString();
    return std::nullopt;
}

std::string pointName(const std::vector<SweepAxis> &axes, const std::vector<std::string> &values)
{
    std::string out;
    for (std::size_t i = 0; i < axes.size() && i < values.size(); ++i)
        out += (i == 0 ? "" : ", ") + axes[i].key + " = " + values[i];
    return out;
}

} // namespace

bool sweepableRow(const SchemaRow &row)
{
    if (row.type != ValueType::Integer && row.type != ValueType::Number &&
        row.type != ValueType::Word && row.type != ValueType::Boolean)
        return false;
    return headerSchema().find(row.key) == nullptr;
}

// --- values ---------------------------------------------------------------------------------

std::optional<std::vector<std::string>> parseSweepValues(const SchemaRow &row,
                                                         std::string_view text, std::string *error)
{
    auto refuse = [&](const std::string &why) -> std::optional<std::vector<std::string>> {
        if (error)
            *error = "--values '" + std::string(text) + "': " + why;
        return std::nullopt;
    };
    const bool numeric = row.type == ValueType::Integer || row.type == ValueType::Number;
    std::vector<std::string> values;
    std::set<std::string> seen;
    auto add = [&](std::string value) {
        if (seen.insert(value).second)
            values.push_back(std::move(value));
    };
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::string item = trimmed(text.substr(start, comma - start));
        start = comma + 1;
        if (item.empty())
            return refuse("an empty value (write a,b,c or LOW..HIGH:STEP)");
        const auto dots = item.find("..");
        if (dots == std::string::npos) {
            // A number (also in full-width digits, as the editor's field reads them) is
            // written the way a sweep writes it; anything else (a word, a typo) is left for
            // the rules to accept or refuse.
            std::optional<double> number;
            if (numeric) {
                const FieldInput input = readFieldInput(row, item);
                number = readNumber(input.value ? input.value->scalar : item);
            }
            add(number ? numberText(*number) : item);
        } else {
            if (!numeric)
                return refuse(row.key + " holds a word: list its words, e.g. a,b,c");
            const auto colon = item.find(':', dots);
            const auto low = readNumber(trimmed(item.substr(0, dots)));
            const auto high = readNumber(trimmed(item.substr(
                dots + 2, colon == std::string::npos ? std::string::npos : colon - dots - 2)));
            const auto step = colon == std::string::npos
                                  ? std::optional<double>(1.0)
                                  : readNumber(trimmed(item.substr(colon + 1)));
            if (!low || !high)
                return refuse("'" + item + "' is not a range LOW..HIGH[:STEP] of numbers");
            if (!step || *step <= 0)
                return refuse("the step of '" + item + "' must be a number above 0");
            if (*low > *high)
                return refuse("'" + item + "' runs from its high end to its low end");
            const double count = std::floor((*high - *low) / *step + 1e-9) + 1;
            if (count > static_cast<double>(kMaxValues))
                return refuse("more than " + std::to_string(kMaxValues) + " values");
            for (long long i = 0; i < static_cast<long long>(count); ++i)
                add(numberText(*low + static_cast<double>(i) * *step));
        }
        if (values.size() > kMaxValues)
            return refuse("more than " + std::to_string(kMaxValues) + " values");
        if (comma == text.size())
            break;
    }
    return values;
}

// --- points ---------------------------------------------------------------------------------

std::string SweepPoint::reason() const
{
    std::string out;
    for (const DataError &problem : problems) {
        out += out.empty() ? "" : "; ";
        if (!problem.keyPath.empty())
            out += problem.keyPath + ": ";
        out += problem.message;
    }
    return out;
}

std::string SweepSetup::checkAxes()
{
    if (!schema)
        return "the rules engine of '" + gameId + "' has no schema";
    if (axes.empty() || axes.size() > 2)
        return "give one --key with its --values, or two for a grid";
    if (axes.size() == 2 && axes[0].key == axes[1].key)
        return "--key " + axes[0].key + " is given twice";
    for (SweepAxis &axis : axes) {
        const std::string schemaKey = schema->keyOfPath(axis.key);
        const SchemaRow *row = schemaKey.empty() ? nullptr : schema->find(schemaKey);
        if (!row || schemaKey != schemaKeyOf(axis.key))
            return "--key " + axis.key + " is not a key of " + gameId +
                   "'s data (kotatsu-cli schema --game " + gameId + " lists them)";
        if (row->type != ValueType::Integer && row->type != ValueType::Number &&
            row->type != ValueType::Word && row->type != ValueType::Boolean)
            return "--key " + axis.key + " holds " + std::string(typeName(row->type)) +
                   ", not a number or a word";
        if (!sweepableRow(*row))
            return "--key " + axis.key +
                   " is in the game's header (its name, players, place in the launcher), "
                   "not in its rules";
        axis.numeric = row->type == ValueType::Integer || row->type == ValueType::Number;
    }
    return {};
}

std::vector<SweepPoint> SweepSetup::points() const
{
    std::vector<const SchemaRow *> rows;
    for (const SweepAxis &axis : axes)
        rows.push_back(schema ? schema->find(schema->keyOfPath(axis.key)) : nullptr);
    std::string start = variantText;
    if (start.empty()) {
        VariantHeader header;
        header.baseId = gameId;
        header.name = name;
        header.description = name;
        start = VariantDocument::create(base, gameId, header, variantFile).text();
    }
    std::vector<std::vector<std::string>> combinations{{}};
    for (const SweepAxis &axis : axes) {
        std::vector<std::vector<std::string>> longer;
        for (const auto &prefix : combinations) {
            for (const std::string &value : axis.values) {
                longer.push_back(prefix);
                longer.back().push_back(value);
            }
        }
        combinations = std::move(longer);
    }
    std::vector<SweepPoint> out;
    for (auto &values : combinations) {
        SweepPoint point;
        point.values = std::move(values);
        VariantDocument document = VariantDocument::fromText(base, gameId, start, variantFile);
        if (!document.readable())
            point.problems = document.readErrors();
        for (std::size_t i = 0; i < axes.size() && point.problems.empty(); ++i) {
            if (!rows[i]) {
                point.problems.push_back({{}, axes[i].key, "not a key of the game's schema"});
                break;
            }
            // What the rules editor does with a value typed into the key's field. A word the
            // key does not know (or neither true nor false) is written as it is, for the
            // rules' checker to say which it takes (the editor's field offers only those).
            FieldInput input = readFieldInput(*rows[i], point.values[i]);
            if (!input.value &&
                (rows[i]->type == ValueType::Word || rows[i]->type == ValueType::Boolean))
                input.value = DataNode::makeScalar(point.values[i]);
            if (!input.value) {
                point.problems.push_back({{}, axes[i].key, input.problem});
                break;
            }
            document.setValue(axes[i].key, *input.value, point.problems);
        }
        if (point.problems.empty()) {
            VariantCheck check = checkVariantText(*base, gameId, document.text(), variantFile);
            point.problems = std::move(check.errors);
            point.definition = std::move(check.definition);
            if (!point.definition && point.problems.empty())
                point.problems.push_back({{}, axes.front().key, "the rules do not build"});
        }
        out.push_back(std::move(point));
    }
    return out;
}

// --- figures --------------------------------------------------------------------------------

Json SweepFigure::toJson() const
{
    Json out = Json::object();
    out["name"] = name;
    out["proportion"] = proportion;
    out["kind"] = figureKindName(kind);
    out["value"] = estimate.value;
    out["interval"] = intervalJson(estimate.interval);
    out["exact"] = exact.toJson();
    return out;
}

namespace {

// Whether a share of games counts every game (0 where it did not happen): all of them but
// comebacks, which counts only the games with a leader at half time.
bool countsEveryGame(const std::string &name)
{
    return name != "comebacks";
}

// A seat's share of the wins is written "advantage.seatN" less the fair share, 1 / players.
bool isAdvantage(const std::string &name)
{
    return name.rfind("advantage.seat", 0) == 0;
}

} // namespace

Moments &SweepSums::entry(const std::string &name, bool proportion)
{
    auto [it, added] = m_sums.try_emplace(name);
    if (added) {
        it->second.first = proportion;
        if (proportion && countsEveryGame(name))
            it->second.second.addZeros(m_games); // 0 in every earlier game
    }
    return it->second.second;
}

void SweepSums::add(const GameSummary &game)
{
    const Outcome &o = game.outcome;
    entry("plies", false).add(game.plies);
    entry("lead_changes", false).add(game.leadChanges);
    entry("legal_moves", false).add(game.legalMoves);
    for (int seat = 0; seat < m_players; ++seat)
        entry("wins.seat" + std::to_string(seat), true).add(o.isWinner(seat) ? 1.0 : 0.0);
    entry("draws", true).add(o.draw || o.winners.empty() ? 1.0 : 0.0);
    // The balance report's figures (sim/balance.h), counted as BalanceReport counts them: each
    // seat's share of the wins (a shared win split between the winners), shown less 1 /
    // players; the leader at half time's comebacks (over the games with such a leader; the
    // entry exists from the first game so that merge never takes it for absent); decisiveness.
    for (int seat = 0; seat < m_players; ++seat)
        entry("advantage.seat" + std::to_string(seat), true)
            .add(o.isWinner(seat) ? 1.0 / static_cast<double>(o.winners.size()) : 0.0);
    Moments &comebacks = entry("comebacks", true);
    if (const auto comeback = comebackOf(game))
        comebacks.add(*comeback);
    entry("decisiveness", true).add(decisivenessOf(game));
    for (int seat = 0; seat < m_players; ++seat) {
        const auto s = static_cast<std::size_t>(seat);
        entry("score.seat" + std::to_string(seat), false)
            .add(s < o.scores.size() ? o.scores[s] : 0.0);
    }
    // Every end condition seen so far is a 0/1 figure of every game.
    const std::string reason = game.plyLimit ? std::string("ply_limit") : o.reason;
    const std::string end = "end." + (reason.empty() ? std::string("none") : reason);
    for (auto it = m_sums.lower_bound("end."); it != m_sums.end(); ++it) {
        if (it->first.rfind("end.", 0) != 0)
            break;
        if (it->first != end)
            it->second.second.addZeros(1);
    }
    entry(end, true).add(1.0);
    for (const auto &[name, value] : o.figures)
        entry(isLabFigureName(name) ? "game." + name : name, false).add(value);
    ++m_games;
}

void SweepSums::merge(const SweepSums &other)
{
    // A share absent from one part is 0 in each of its games.
    for (auto &[name, sums] : m_sums) {
        if (sums.first && countsEveryGame(name) && !other.m_sums.count(name))
            sums.second.addZeros(other.m_games);
    }
    for (const auto &[name, sums] : other.m_sums)
        entry(name, sums.first).merge(sums.second);
    m_games += other.m_games;
}

std::vector<SweepFigure> SweepSums::figures() const
{
    std::vector<SweepFigure> out;
    for (const auto &[name, sums] : m_sums) {
        SweepFigure figure;
        figure.name = name;
        figure.proportion = sums.first;
        figure.kind = isAdvantage(name) ? FigureKind::ShareDifference
                      : sums.first      ? FigureKind::Share
                                        : FigureKind::Mean;
        figure.exact = sums.second;
        // A share of games counted 0 or 1 a game has Wilson's interval; one that is not
        // (decisiveness, a seat's wins with shared wins split) Student's t, as a mean.
        if (sums.first && zeroOrOne(sums.second)) {
            const auto successes = static_cast<std::int64_t>(std::llround(sums.second.total()));
            figure.estimate = {sums.second.mean(), wilsonInterval(successes, sums.second.count)};
        } else {
            figure.estimate = meanEstimate(sums.second);
        }
        if (isAdvantage(name) && m_players > 0) {
            const double fair = 1.0 / m_players;
            figure.estimate.value -= fair;
            figure.estimate.interval.low -= fair;
            figure.estimate.interval.high -= fair;
        }
        out.push_back(std::move(figure));
    }
    std::stable_sort(out.begin(), out.end(), [](const SweepFigure &a, const SweepFigure &b) {
        return listedBefore(a.name, b.name);
    });
    return out;
}

std::optional<SweepSums> SweepSums::fromJson(const Json &figures, int players, int games)
{
    if (!figures.isArray())
        return std::nullopt;
    SweepSums sums(players);
    sums.m_games = games;
    for (const Json &figure : figures.elements()) {
        auto exact = Moments::fromJson(figure.get("exact"));
        if (!figure.get("name").isString() || !exact)
            return std::nullopt;
        sums.m_sums[figure.get("name").asString()] = {figure.get("proportion").asBool(), *exact};
    }
    return sums;
}

const SweepFigure *SweepPointResult::figure(const std::string &name) const
{
    for (const SweepFigure &f : figures) {
        if (f.name == name)
            return &f;
    }
    return nullptr;
}

Json SweepSearchReport::toJson() const
{
    Json out = Json::object();
    out["rounds"] = rounds;
    out["candidates"] = candidates;
    out["evaluated"] = evaluated;
    out["games_spent"] = gamesSpent;
    Json met = Json::array();
    for (const auto &value : meets)
        met.push(value);
    out["meets"] = std::move(met);
    Json maybe = Json::array();
    for (const auto &value : unsure)
        maybe.push(value);
    out["unsure"] = std::move(maybe);
    return out;
}

// --- the result -----------------------------------------------------------------------------

std::vector<std::string> SweepResult::figureNames() const
{
    std::vector<std::string> names;
    for (const SweepPointResult &point : points) {
        for (const SweepFigure &figure : point.figures) {
            if (std::find(names.begin(), names.end(), figure.name) == names.end())
                names.push_back(figure.name);
        }
    }
    std::stable_sort(names.begin(), names.end(), listedBefore);
    return names;
}

std::string SweepResult::checkTargets(std::vector<Target> wanted)
{
    for (const Target &target : wanted) {
        const SweepFigure *found = nullptr;
        for (const SweepPointResult &point : points) {
            if ((found = point.figure(target.figure)))
                break;
        }
        if (!found) {
            std::string list;
            for (const std::string &name : figureNames())
                list += (list.empty() ? "" : ", ") + name;
            return "--target '" + target.text + "': no figure named " + target.figure +
                   " in this sweep (its figures: " + list + ")";
        }
        if (std::string problem = targetProblem(target, found->proportion); !problem.empty())
            return problem;
    }
    targets = std::move(wanted);
    for (SweepPointResult &point : points) {
        point.checks.clear();
        point.overall = {};
        if (point.refused || targets.empty())
            continue;
        for (const Target &target : targets) {
            const SweepFigure *figure = point.figure(target.figure);
            TargetCheck check;
            if (figure)
                check = checkTarget(target, figure->estimate);
            else
                check.missing = true;
            point.checks.push_back(check);
        }
        point.overall = combineChecks(point.checks);
    }
    return {};
}

Json SweepResult::toJson() const
{
    Json header = Json::object();
    header["game"] = gameId;
    header["variant"] = variant;
    Json keys = Json::array();
    for (const SweepAxis &axis : axes) {
        Json key = Json::object();
        key["key"] = axis.key;
        key["numeric"] = axis.numeric;
        Json values = Json::array();
        for (const std::string &value : axis.values)
            values.push(valueJson(axis, value));
        key["values"] = std::move(values);
        keys.push(std::move(key));
    }
    header["keys"] = std::move(keys);
    header["players"] = players;
    Json agentList = Json::array();
    for (const std::string &agent : agents)
        agentList.push(agent);
    header["agents"] = std::move(agentList);
    header["seed"] = std::to_string(seed);
    header["max_plies"] = maxPlies;
    header["first_game"] = firstGame;
    header["games_requested"] = gamesRequested;
    header["run_games"] = runGames;

    Json out = Json::object();
    out["sweep"] = std::move(header);
    out["cancelled"] = cancelled;
    out["elapsed_seconds"] = std::round(elapsedSeconds * 10000.0) / 10000.0;
    Json targetList = Json::array();
    for (const Target &target : targets)
        targetList.push(target.toJson());
    out["targets"] = std::move(targetList);
    Json list = Json::array();
    for (const SweepPointResult &point : points) {
        Json p = Json::object();
        Json values = Json::object();
        for (std::size_t i = 0; i < axes.size() && i < point.values.size(); ++i)
            values[axes[i].key] = valueJson(axes[i], point.values[i]);
        p["values"] = std::move(values);
        p["refused"] = point.refused;
        if (point.refused) {
            p["reason"] = point.reason;
            Json problems = Json::array();
            for (const DataError &problem : point.problems) {
                Json one = Json::object();
                one["key"] = problem.keyPath;
                one["message"] = problem.message;
                problems.push(std::move(one));
            }
            p["problems"] = std::move(problems);
            list.push(std::move(p));
            continue;
        }
        p["games"] = point.sums.games();
        Json figures = Json::array();
        for (const SweepFigure &figure : point.figures)
            figures.push(figure.toJson());
        p["figures"] = std::move(figures);
        if (!targets.empty()) {
            Json checks = Json::array();
            for (const TargetCheck &check : point.checks)
                checks.push(check.toJson());
            p["targets"] = std::move(checks);
            p["all_targets"] = point.overall.toJson();
        }
        p["simulation"] = point.simulation.toJson();
        list.push(std::move(p));
    }
    out["points"] = std::move(list);
    if (search)
        out["search"] = search->toJson();
    return out;
}

std::optional<SweepResult> SweepResult::fromJson(const Json &json, std::string *error)
{
    auto refuse = [error](const std::string &what) -> std::optional<SweepResult> {
        if (error)
            *error = what;
        return std::nullopt;
    };
    const Json &header = json.get("sweep");
    if (!json.isObject() || !header.isObject() || !header.get("keys").isArray() ||
        !json.get("points").isArray() || !header.get("games_requested").isInt())
        return refuse("not a sweep result");
    SweepResult r;
    r.gameId = header.get("game").asString();
    r.variant = header.get("variant").asString();
    for (const Json &key : header.get("keys").elements()) {
        SweepAxis axis;
        axis.key = key.get("key").asString();
        axis.numeric = key.get("numeric").asBool();
        if (!key.get("values").isArray())
            return refuse("sweep.keys: the values are missing");
        for (const Json &value : key.get("values").elements()) {
            auto text = valueFromJson(value);
            if (!text)
                return refuse("sweep.keys: a value is neither a number nor a text");
            axis.values.push_back(*text);
        }
        r.axes.push_back(std::move(axis));
    }
    r.players = static_cast<int>(header.get("players").asInt());
    for (const Json &agent : header.get("agents").elements())
        r.agents.push_back(agent.asString());
    auto seed = parseUnsigned(header.get("seed").asString());
    if (!seed)
        return refuse("sweep.seed is missing");
    r.seed = *seed;
    r.maxPlies = static_cast<int>(header.get("max_plies").asInt());
    r.firstGame = static_cast<int>(header.get("first_game").asInt());
    r.gamesRequested = static_cast<int>(header.get("games_requested").asInt());
    r.runGames = static_cast<int>(header.get("run_games").asInt());
    r.cancelled = json.get("cancelled").asBool();
    r.elapsedSeconds = json.get("elapsed_seconds").asDouble();
    for (const Json &p : json.get("points").elements()) {
        SweepPointResult point;
        for (const SweepAxis &axis : r.axes) {
            auto text = valueFromJson(p.get("values").get(axis.key));
            if (!text)
                return refuse("points: a point has no value for " + axis.key);
            point.values.push_back(*text);
        }
        point.refused = p.get("refused").asBool();
        if (point.refused) {
            point.reason = p.get("reason").asString();
            for (const Json &problem : p.get("problems").elements()) {
                DataError e;
                e.keyPath = problem.get("key").asString();
                e.message = problem.get("message").asString();
                point.problems.push_back(std::move(e));
            }
        } else {
            std::string why;
            auto simulation = SimulationResult::fromJson(p.get("simulation"), &why);
            if (!simulation)
                return refuse(pointName(r.axes, point.values) + ": " + why);
            point.simulation = std::move(*simulation);
            auto sums = SweepSums::fromJson(p.get("figures"), r.players,
                                            static_cast<int>(p.get("games").asInt()));
            if (!sums)
                return refuse(pointName(r.axes, point.values) +
                              ": the exact sums are missing or malformed");
            point.sums = std::move(*sums);
            point.figures = point.sums.figures();
        }
        r.points.push_back(std::move(point));
    }
    std::vector<Target> targets;
    for (const Json &t : json.get("targets").elements()) {
        std::string why;
        auto target = parseTarget(t.get("text").asString(), &why);
        if (!target)
            return refuse("targets: " + why);
        targets.push_back(std::move(*target));
    }
    if (std::string why = r.checkTargets(std::move(targets)); !why.empty())
        return refuse(why);
    if (json.find("search"))
        r.search.emplace(); // only its presence matters to merge
    return r;
}

std::optional<SweepResult> SweepResult::merge(std::vector<SweepResult> parts, std::string *error,
                                              const std::vector<std::string> &names)
{
    auto refuse = [error](const std::string &what) -> std::optional<SweepResult> {
        if (error)
            *error = what;
        return std::nullopt;
    };
    if (parts.empty())
        return refuse("nothing to merge");
    auto nameOf = [&](std::size_t i) {
        return i < names.size() ? names[i] : "part " + std::to_string(i + 1);
    };
    const SweepResult &first = parts.front();
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const SweepResult &part = parts[i];
        if (part.search)
            return refuse(nameOf(i) + ": a search cannot be merged (it is never sharded)");
        std::string other;
        auto keysOf = [](const SweepResult &r) {
            std::vector<std::pair<std::string, std::vector<std::string>>> keys;
            for (const SweepAxis &axis : r.axes)
                keys.emplace_back(axis.key, axis.values);
            return keys;
        };
        auto targetsOf = [](const SweepResult &r) {
            std::vector<std::string> texts;
            for (const Target &target : r.targets)
                texts.push_back(target.text);
            return texts;
        };
        if (part.gameId != first.gameId)
            other = "another game (" + part.gameId + ")";
        else if (part.variant != first.variant)
            other = "another variant (" + part.variant + ")";
        else if (keysOf(part) != keysOf(first))
            other = "other keys or values";
        else if (targetsOf(part) != targetsOf(first))
            other = "other targets";
        else if (part.points.size() != first.points.size())
            other = "other points";
        if (other.empty()) {
            for (std::size_t p = 0; p < part.points.size() && other.empty(); ++p) {
                if (part.points[p].values != first.points[p].values ||
                    part.points[p].refused != first.points[p].refused ||
                    part.points[p].reason != first.points[p].reason)
                    other = "other rules at " + pointName(part.axes, part.points[p].values) +
                            " (refused in one, not in the other)";
            }
        }
        if (!other.empty())
            return refuse(nameOf(i) + " is a shard of another sweep: " + other);
    }
    std::vector<std::size_t> order(parts.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return parts[a].firstGame < parts[b].firstGame;
    });

    SweepResult whole = first;
    whole.cancelled = false;
    whole.elapsedSeconds = 0;
    whole.firstGame = parts[order.front()].firstGame;
    for (const SweepResult &part : parts)
        whole.elapsedSeconds += part.elapsedSeconds;
    bool sized = false;
    for (std::size_t p = 0; p < whole.points.size(); ++p) {
        SweepPointResult &point = whole.points[p];
        if (point.refused)
            continue;
        // Each point's simulation headers say what the part played and which games: their
        // merge refuses shards of other rules, agents, seeds, sizes and an incomplete set.
        std::vector<SimulationResult> simulations;
        std::vector<std::string> partNames;
        for (std::size_t i : order) {
            simulations.push_back(parts[i].points[p].simulation);
            partNames.push_back(nameOf(i));
        }
        std::string why;
        auto simulation = SimulationResult::merge(std::move(simulations), &why, partNames);
        if (!simulation)
            return refuse(pointName(whole.axes, point.values) + ": " + why);
        SweepSums sums(whole.players);
        for (std::size_t i : order)
            sums.merge(parts[i].points[p].sums);
        point.simulation = std::move(*simulation);
        point.sums = std::move(sums);
        point.figures = point.sums.figures();
        if (!sized) {
            whole.gamesRequested = point.simulation.gamesRequested;
            whole.runGames = point.simulation.runGames;
            sized = true;
        }
    }
    if (!sized) {
        whole.gamesRequested = first.runGames;
        whole.runGames = first.runGames;
    }
    if (std::string why = whole.checkTargets(first.targets); !why.empty())
        return refuse(why);
    return whole;
}

// --- the table and CSV ----------------------------------------------------------------------

namespace {

std::string cellOf(const SweepFigure &f)
{
    char text[80];
    if (f.proportion) {
        const double value = f.estimate.value * 100, low = f.estimate.interval.low * 100,
                     high = f.estimate.interval.high * 100;
        char below[16], above[16];
        std::snprintf(below, sizeof below, "%.1f", value - low);
        std::snprintf(above, sizeof above, "%.1f", high - value);
        // "52.3% ±2.2" where both sides round alike, else the interval's two ends.
        if (std::string(below) == above)
            std::snprintf(text, sizeof text, "%.1f%% ±%s", value, below);
        else
            std::snprintf(text, sizeof text, "%.1f%% (%.1f..%.1f)", value, low, high);
    } else {
        const double half = (f.estimate.interval.high - f.estimate.interval.low) / 2;
        const int digits = std::abs(f.estimate.value) < 1 && f.estimate.value != 0 ? 4 : 2;
        if (std::isfinite(half))
            std::snprintf(text, sizeof text, "%.*f ±%.*f", digits, f.estimate.value, digits, half);
        else
            std::snprintf(text, sizeof text, "%.*f", digits, f.estimate.value);
    }
    return text;
}

std::string checkCell(const TargetCheck &check)
{
    char text[40];
    std::snprintf(text, sizeof text, "%s %.0f%%", markName(check.mark), check.confidence * 100);
    return text;
}

std::string csvCell(const std::string &text)
{
    if (text.find_first_of(",\"\n\r") == std::string::npos)
        return text;
    std::string quoted = "\"";
    for (char c : text) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + '"';
}

std::string csvNumber(double value)
{
    char text[40];
    std::snprintf(text, sizeof text, "%.10g", value);
    return text;
}

// The columns of `figures`, or all the sweep's.
std::vector<std::string> columnsOf(const SweepResult &result,
                                   const std::vector<std::string> &figures)
{
    return figures.empty() ? result.figureNames() : figures;
}

// The number of code points of UTF-8 text (the ± sign is one column).
std::size_t widthOf(const std::string &text)
{
    std::size_t width = 0;
    for (unsigned char c : text)
        width += (c & 0xC0) != 0x80;
    return width;
}

std::string padded(const std::string &text, std::size_t width)
{
    const std::size_t w = widthOf(text);
    return text + std::string(w < width ? width - w : 0, ' ');
}

} // namespace

std::string SweepResult::toTable(const std::vector<std::string> &figures) const
{
    const std::vector<std::string> columns = columnsOf(*this, figures);
    std::vector<std::string> header;
    for (const SweepAxis &axis : axes)
        header.push_back(axis.key);
    for (const std::string &name : columns)
        header.push_back(name);
    for (const Target &target : targets)
        header.push_back(target.text);
    if (targets.size() > 1)
        header.push_back("all targets");
    std::vector<std::vector<std::string>> rows;
    std::vector<bool> refusedRows;
    for (const SweepPointResult &point : points) {
        std::vector<std::string> row(point.values.begin(), point.values.end());
        refusedRows.push_back(point.refused);
        if (point.refused) {
            row.push_back("refused: " + point.reason);
            rows.push_back(std::move(row));
            continue;
        }
        for (const std::string &name : columns) {
            const SweepFigure *figure = point.figure(name);
            row.push_back(figure ? cellOf(*figure) : "-");
        }
        for (const TargetCheck &check : point.checks)
            row.push_back(checkCell(check));
        if (targets.size() > 1)
            row.push_back(checkCell(point.overall));
        rows.push_back(std::move(row));
    }
    std::vector<std::size_t> widths(header.size(), 0);
    for (std::size_t c = 0; c < header.size(); ++c)
        widths[c] = widthOf(header[c]);
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const auto &row = rows[r];
        for (std::size_t c = 0; c < row.size() && c < widths.size(); ++c) {
            if (refusedRows[r] && c == axes.size())
                break; // the reason runs across the figures' columns
            widths[c] = std::max(widths[c], widthOf(row[c]));
        }
    }
    std::string out;
    auto line = [&](const std::vector<std::string> &cells) {
        std::string text;
        for (std::size_t c = 0; c < cells.size(); ++c) {
            const bool last = c + 1 == cells.size();
            text += last ? cells[c] : padded(cells[c], widths[c]) + "  ";
        }
        out += text + "\n";
    };
    line(header);
    for (const auto &row : rows)
        line(row);
    char text[400];
    std::snprintf(text, sizeof text,
                  "%s%d games per value%s, on the same seeds (game i of every value is dealt "
                  "alike); ± and (low..high) are 95%% intervals\n",
                  cancelled ? "cancelled: " : "", points.empty() ? 0 : gamesRequested,
                  firstGame != 0 || gamesRequested != runGames
                      ? (" (games " + std::to_string(firstGame) + " to " +
                         std::to_string(firstGame + gamesRequested - 1) + " of " +
                         std::to_string(runGames) + ")")
                            .c_str()
                      : "");
    out += text;
    if (!targets.empty())
        out += "a target is met when the whole interval lies inside it, failed when the whole "
               "interval lies outside, else unsure; % is the chance that the figure is inside\n";
    if (search) {
        std::string found, maybe;
        for (const auto &value : search->meets)
            found += (found.empty() ? "" : ", ") + value;
        for (const auto &value : search->unsure)
            maybe += (maybe.empty() ? "" : ", ") + value;
        std::snprintf(text, sizeof text,
                      "search: %d of %d values played in %d rounds, %lld games in all\n",
                      search->evaluated, search->candidates, search->rounds, search->gamesSpent);
        out += text;
        out += "meet every target: " + (found.empty() ? std::string("none") : found) + "\n";
        if (!maybe.empty())
            out += "unsure: " + maybe + "\n";
    }
    return out;
}

std::string SweepResult::toCsv(const std::vector<std::string> &figures) const
{
    const std::vector<std::string> columns = columnsOf(*this, figures);
    std::string out;
    for (const SweepAxis &axis : axes)
        out += csvCell(axis.key) + ",";
    out += "refused,reason,games";
    for (const std::string &name : columns)
        out += "," + csvCell(name) + "," + csvCell(name + "_low") + "," + csvCell(name + "_high");
    for (const Target &target : targets)
        out += "," + csvCell(target.text) + "," + csvCell(target.text + " confidence");
    if (!targets.empty())
        out += ",all_targets,all_targets_confidence";
    out += "\n";
    for (const SweepPointResult &point : points) {
        for (const std::string &value : point.values)
            out += csvCell(value) + ",";
        out += std::string(point.refused ? "1" : "0") + "," + csvCell(point.reason) + "," +
               (point.refused ? std::string() : std::to_string(point.sums.games()));
        for (const std::string &name : columns) {
            const SweepFigure *f = point.figure(name);
            if (f)
                out += "," + csvNumber(f->estimate.value) + "," +
                       csvNumber(f->estimate.interval.low) + "," +
                       csvNumber(f->estimate.interval.high);
            else
                out += ",,,";
        }
        for (std::size_t t = 0; t < targets.size(); ++t) {
            if (t < point.checks.size())
                out += std::string(",") + markName(point.checks[t].mark) + "," +
                       csvNumber(point.checks[t].confidence);
            else
                out += ",,";
        }
        if (!targets.empty()) {
            if (point.refused)
                out += ",,";
            else
                out += std::string(",") + markName(point.overall.mark) + "," +
                       csvNumber(point.overall.confidence);
        }
        out += "\n";
    }
    return out;
}

// --- running --------------------------------------------------------------------------------

namespace {

SimulationConfig pointConfig(const SweepConfig &config, const SweepPoint &point)
{
    SimulationConfig run;
    run.definition = point.definition;
    run.players = config.players;
    run.games = config.games;
    run.firstGame = config.firstGame;
    run.runGames = config.runGames > 0 ? config.runGames : config.firstGame + config.games;
    run.threads = config.threads;
    run.agents = config.agents;
    run.seed = config.seed;
    run.maxPlies = config.maxPlies;
    return run;
}

SweepResult emptyResult(const SweepConfig &config)
{
    SweepResult result;
    result.gameId = config.gameId;
    result.variant = config.variant;
    result.axes = config.axes;
    result.players = config.players;
    result.agents = config.agents;
    result.seed = config.seed;
    result.maxPlies = config.maxPlies;
    result.firstGame = config.firstGame;
    result.gamesRequested = config.games;
    result.runGames = config.runGames > 0 ? config.runGames : config.firstGame + config.games;
    return result;
}

} // namespace

DataMessage Sweep::problem(const SweepConfig &config)
{
    if (config.axes.empty() || config.axes.size() > 2)
        return QT_TRANSLATE_NOOP("DataError", "a sweep varies one key, or two for a grid");
    if (config.games < 1)
        return QT_TRANSLATE_NOOP("DataError", "the games per value must be 1 or more");
    for (const SweepPoint &point : config.points) {
        if (!point.refused())
            return Simulator::problem(pointConfig(config, point));
    }
    return {};
}

std::string Sweep::check(const SweepConfig &config)
{
    return problem(config).english();
}

SweepResult Sweep::run(const SweepConfig &config, const Simulator::Progress &progress,
                       const std::atomic<bool> *cancel)
{
    const auto start = std::chrono::steady_clock::now();
    SweepResult result = emptyResult(config);
    const int accepted =
        static_cast<int>(std::count_if(config.points.begin(), config.points.end(),
                                       [](const SweepPoint &point) { return !point.refused(); }));
    const int total = accepted * config.games;
    int before = 0;
    for (const SweepPoint &point : config.points) {
        SweepPointResult out;
        out.values = point.values;
        if (point.refused()) {
            out.refused = true;
            out.problems = point.problems;
            out.reason = point.reason();
            if (config.onPoint)
                config.onPoint(result.points.size(), out);
            result.points.push_back(std::move(out));
            continue;
        }
        SweepSums sums(config.players);
        SimulationConfig run = pointConfig(config, point);
        run.onGame = [&sums](const GameSummary &game) { sums.add(game); };
        Simulator::Progress pointProgress;
        if (progress) {
            pointProgress = [&progress, before, total](int done, int) {
                progress(before + done, total);
            };
        }
        if (!(cancel && cancel->load()))
            out.simulation = Simulator::run(run, pointProgress, cancel);
        out.sums = std::move(sums);
        out.figures = out.sums.figures();
        result.cancelled = result.cancelled || out.simulation.cancelled ||
                           out.simulation.gamesPlayed < config.games;
        if (config.onPoint && !(cancel && cancel->load()))
            config.onPoint(result.points.size(), out);
        result.points.push_back(std::move(out));
        before += config.games;
    }
    result.elapsedSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

SweepResult Sweep::search(const SweepConfig &config, const std::vector<Target> &targets,
                          std::string *error, const Simulator::Progress &progress,
                          const std::atomic<bool> *cancel)
{
    const auto start = std::chrono::steady_clock::now();
    SweepResult result = emptyResult(config);
    auto fail = [&](const std::string &why) {
        if (error)
            *error = why;
        return result;
    };
    if (config.axes.size() != 1 || !config.axes.front().numeric)
        return fail("--search takes one --key that holds a number");
    if (targets.empty())
        return fail("--search looks for values that meet targets: give at least one --target");
    // The accepted values in increasing order; the refused ones are only listed.
    std::vector<std::size_t> candidates;
    for (std::size_t i = 0; i < config.points.size(); ++i) {
        if (!config.points[i].refused() && readNumber(config.points[i].values.front()))
            candidates.push_back(i);
    }
    auto valueOf = [&](std::size_t i) { return *readNumber(config.points[i].values.front()); };
    std::stable_sort(candidates.begin(), candidates.end(),
                     [&](std::size_t a, std::size_t b) { return valueOf(a) < valueOf(b); });
    const std::size_t m = candidates.size();
    SweepSearchReport report;
    report.candidates = static_cast<int>(m);
    std::map<std::size_t, SweepPointResult> played; // by position among the candidates
    std::set<std::size_t> next;
    const std::size_t firstRound = std::min<std::size_t>(m, 5);
    for (std::size_t k = 0; k < firstRound; ++k)
        next.insert(firstRound == 1 ? 0 : k * (m - 1) / (firstRound - 1));
    while (!next.empty() && !(cancel && cancel->load())) {
        ++report.rounds;
        SweepConfig round = config;
        round.points.clear();
        std::vector<std::size_t> positions(next.begin(), next.end());
        for (std::size_t position : positions)
            round.points.push_back(config.points[candidates[position]]);
        // Each value reaches the caller as soon as it is played, by its index in the
        // config's points (the app's lab page shows the search's values as they come).
        round.onPoint = nullptr;
        if (config.onPoint) {
            round.onPoint = [&](std::size_t index, const SweepPointResult &point) {
                config.onPoint(candidates[positions[index]], point);
            };
        }
        SweepResult ran = run(round, progress, cancel);
        for (std::size_t i = 0; i < positions.size(); ++i) {
            SweepPointResult &point = ran.points[i];
            report.gamesSpent += point.simulation.gamesPlayed;
            // A value that a cancel cut short is not a value played: its figures would be
            // of fewer games than the others' (its games still count as spent).
            if (point.simulation.gamesPlayed < config.games)
                continue;
            played[positions[i]] = std::move(point);
        }
        result.cancelled = result.cancelled || ran.cancelled;
        if (result.cancelled)
            break;
        // Mark what was played, to tell where the targets can be met.
        result.points.clear();
        for (auto &[position, point] : played)
            result.points.push_back(point);
        if (std::string why = result.checkTargets(targets); !why.empty())
            return fail(why);
        std::vector<std::vector<int>> sides; // per point played, per target
        for (const SweepPointResult &point : result.points) {
            std::vector<int> side;
            for (const Target &target : targets) {
                const SweepFigure *figure = point.figure(target.figure);
                side.push_back(figure ? sideOf(target, figure->estimate) : 0);
            }
            sides.push_back(std::move(side));
        }
        next.clear();
        std::size_t index = 0;
        for (auto it = played.begin(); std::next(it) != played.end(); ++it, ++index) {
            const std::size_t a = it->first, b = std::next(it)->first;
            if (b - a < 2)
                continue;
            // A value between two neighbours can meet every target only if no target has
            // both of them wholly on the same side of it (figures taken as monotone between
            // neighbours).
            bool possible = true;
            for (std::size_t t = 0; t < targets.size(); ++t) {
                const int sa = sides[index][t], sb = sides[index + 1][t];
                if (sa != 0 && sa == sb)
                    possible = false;
            }
            if (possible)
                next.insert((a + b) / 2);
        }
    }
    // Every value played, in increasing order, and the refused ones after them.
    result.points.clear();
    for (auto &[position, point] : played)
        result.points.push_back(std::move(point));
    for (const SweepPoint &point : config.points) {
        if (!point.refused())
            continue;
        SweepPointResult out;
        out.values = point.values;
        out.refused = true;
        out.problems = point.problems;
        out.reason = point.reason();
        result.points.push_back(std::move(out));
    }
    if (std::string why = result.checkTargets(targets); !why.empty())
        return fail(why);
    for (const SweepPointResult &point : result.points) {
        if (point.refused)
            continue;
        ++report.evaluated;
        if (point.overall.mark == TargetMark::Meets)
            report.meets.push_back(point.values.front());
        else if (point.overall.mark == TargetMark::Unsure)
            report.unsure.push_back(point.values.front());
    }
    result.search = std::move(report);
    result.elapsedSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

} // namespace kotatsu
