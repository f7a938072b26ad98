// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/attribution.h"

#include "engine/game_catalog.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

namespace kotatsu {

namespace {

using Trail = std::vector<std::pair<const DataNode *, const DataNode::Entry *>>;

// The override tree holding only the last entry of `trail` (and the maps on the way to it).
DataNode onlyThis(const Trail &trail)
{
    DataNode node = trail.back().second->value;
    for (auto it = trail.rbegin(); it != trail.rend(); ++it) {
        DataNode map;
        map.kind = DataNode::Kind::Map;
        map.pos = it->first->pos;
        const DataNode::Entry &entry = *it->second;
        map.entries.emplace_back(entry.key, entry.keyPos, std::move(node), entry.keySpan);
        node = std::move(map);
    }
    return node;
}

void collect(const DataNode *base, const DataNode &over, const std::string &prefix, Trail &trail,
             std::vector<VariantOverride> &out)
{
    for (const DataNode::Entry &entry : over.entries) {
        const std::string path = prefix.empty() ? entry.key : prefix + "." + entry.key;
        const DataNode *below = base && base->isMap() ? base->find(entry.key) : nullptr;
        trail.emplace_back(&over, &entry);
        if (entry.value.isMap() && !entry.value.entries.empty() && below && below->isMap())
            collect(below, entry.value, path, trail, out);
        else if (!below || !sameData(*below, entry.value)) // a key written as it was: no change
            out.push_back({path, onlyThis(trail)});
        trail.pop_back();
    }
}

bool isGeneric(const std::string &name)
{
    return name == "plies" || name == "lead_changes" || name == "legal_moves" || name == "draws" ||
           name.rfind("wins.", 0) == 0 || name.rfind("score.", 0) == 0 ||
           name.rfind("end.", 0) == 0 || name.rfind("game.", 0) == 0;
}

} // namespace

std::vector<VariantOverride> variantOverrides(const DataNode &baseDocument,
                                              const DataNode &overrides)
{
    std::vector<VariantOverride> out;
    Trail trail;
    if (overrides.isMap())
        collect(&baseDocument, overrides, "", trail, out);
    return out;
}

std::optional<double> figureOfGame(const GameSummary &game, const std::string &name)
{
    const Outcome &o = game.outcome;
    if (name == "plies")
        return game.plies;
    if (name == "lead_changes")
        return game.leadChanges;
    if (name == "legal_moves")
        return game.legalMoves;
    if (name == "draws")
        return o.draw || o.winners.empty() ? 1.0 : 0.0;
    if (name.rfind("wins.seat", 0) == 0)
        return o.isWinner(std::atoi(name.c_str() + 9)) ? 1.0 : 0.0;
    if (name.rfind("score.seat", 0) == 0) {
        const auto seat = static_cast<std::size_t>(std::atoi(name.c_str() + 10));
        return seat < o.scores.size() ? o.scores[seat] : 0.0;
    }
    if (name.rfind("end.", 0) == 0) {
        std::string reason = game.plyLimit ? std::string("ply_limit") : o.reason;
        if (reason.empty())
            reason = "none";
        return name.compare(4, std::string::npos, reason) == 0 ? 1.0 : 0.0;
    }
    const std::string own = name.rfind("game.", 0) == 0 ? name.substr(5) : name;
    if (own != name || !isGeneric(name)) {
        for (const auto &[key, value] : o.figures) {
            if (key == own)
                return value;
        }
    }
    return std::nullopt;
}

Json InteractionFigure::toJson() const
{
    Json out = Json::object();
    out["name"] = name;
    out["proportion"] = proportion;
    out["interaction"] = difference.estimate;
    Json interval = Json::array();
    interval.push(difference.interval.low);
    interval.push(difference.interval.high);
    out["interaction_interval"] = std::move(interval);
    out["significant"] = difference.significant;
    out["margin"] = verdict.margin;
    out["verdict"] = verdictName(verdict.verdict);
    if (verdict.verdict == Verdict::NotEnough)
        out["more_games"] = verdict.moreGames;
    out["exact"] = exact.toJson();
    return out;
}

const InteractionFigure *AttributionResult::interactionOf(const std::string &figure) const
{
    for (const auto &f : interaction) {
        if (f.name == figure)
            return &f;
    }
    return nullptr;
}

Json AttributionResult::toJson() const
{
    Json out = Json::object();
    out["cancelled"] = cancelled;
    out["combined"] = combined.toJson();
    Json list = Json::array();
    for (const ChangeEffect &change : changes) {
        Json entry = Json::object();
        entry["change"] = change.change;
        if (!change.refused.empty()) {
            entry["refused"] = change.refused;
        } else {
            Json figures = Json::array();
            for (const ComparedFigure &f : change.result.figures)
                figures.push(f.toJson());
            entry["settled"] = change.result.settled();
            entry["figures"] = std::move(figures);
        }
        list.push(std::move(entry));
    }
    out["changes"] = std::move(list);
    Json interactions = Json::array();
    for (const InteractionFigure &f : interaction)
        interactions.push(f.toJson());
    out["interaction"] = std::move(interactions);
    return out;
}

std::string AttributionResult::toTable() const
{
    std::string out = combined.toTable();
    char line[320];
    out += "\nWhich change did what (each change alone against the base, on the same seeds; "
           "the interaction is what only the combination does: combined minus the sum of the "
           "changes alone)\n";
    for (const ComparedFigure &whole : combined.figures) {
        if (!whole.sameAs.empty() || whole.verdict.verdict == Verdict::None)
            continue;
        const double scale = whole.proportion ? 100.0 : 1.0;
        out += whole.name + (whole.proportion ? " (pp)" : "") + "\n";
        auto row = [&](const std::string &label, const Difference &d, const FigureVerdict &v) {
            std::snprintf(line, sizeof line, "  %-30s %+10.3f [%+.3f, %+.3f]  %s\n", label.c_str(),
                          d.estimate * scale, d.interval.low * scale, d.interval.high * scale,
                          verdictWords(v.verdict, v.moreGames).c_str());
            out += line;
        };
        for (const ChangeEffect &change : changes) {
            if (!change.refused.empty())
                continue;
            if (const ComparedFigure *f = change.result.figure(whole.name))
                row(change.change, f->difference, f->verdict);
        }
        row("all changes", whole.difference, whole.verdict);
        if (const InteractionFigure *i = interactionOf(whole.name))
            row("interaction", i->difference, i->verdict);
    }
    for (const ChangeEffect &change : changes) {
        if (!change.refused.empty())
            out += "cannot be played alone: " + change.change + ": " + change.refused + "\n";
    }
    if (interaction.empty())
        out += "no interaction: " +
               std::string(cancelled ? "the run was cancelled"
                                     : "a change could not be played alone") +
               "\n";
    return out;
}

std::string AttributionResult::toCsv() const
{
    const auto cell = [](const std::string &text) {
        if (text.find_first_of(",\"\n\r") == std::string::npos)
            return text;
        std::string quoted = "\"";
        for (char c : text) {
            if (c == '"')
                quoted += '"';
            quoted += c;
        }
        return quoted + '"';
    };
    const auto number = [](double value) {
        char text[40];
        std::snprintf(text, sizeof text, "%.10g", value);
        return std::string(text);
    };
    std::string out = "figure,share,row,difference,low,high,verdict,margin,refused\n";
    for (const ComparedFigure &whole : combined.figures) {
        if (!whole.sameAs.empty() || whole.verdict.verdict == Verdict::None)
            continue;
        auto row = [&](const std::string &label, const Difference &d, const FigureVerdict &v) {
            out += cell(whole.name) + "," + (whole.proportion ? "1" : "0") + "," + cell(label) +
                   "," + number(d.estimate) + "," + number(d.interval.low) + "," +
                   number(d.interval.high) + "," + verdictName(v.verdict) + "," + number(v.margin) +
                   ",\n";
        };
        for (const ChangeEffect &change : changes) {
            if (!change.refused.empty())
                continue;
            if (const ComparedFigure *f = change.result.figure(whole.name))
                row(change.change, f->difference, f->verdict);
        }
        row("all", whole.difference, whole.verdict);
        if (const InteractionFigure *i = interactionOf(whole.name))
            row("interaction", i->difference, i->verdict);
    }
    for (const ChangeEffect &change : changes) {
        if (!change.refused.empty())
            out += ",," + cell(change.change) + ",,,,,," + cell(change.refused) + "\n";
    }
    return out;
}

AttributionConfig Attribution::configure(const ComparisonConfig &comparison,
                                         const DataNode &baseDocument, const VariantFile &variant)
{
    AttributionConfig config;
    config.comparison = comparison;
    config.comparison.onPartial = nullptr;
    config.comparison.onRecord = nullptr;
    config.variantId = variant.id;
    for (VariantOverride &change : variantOverrides(baseDocument, variant.overrides)) {
        VariantFile single = variant;
        single.overrides = std::move(change.overrides);
        DataErrors errors;
        std::shared_ptr<const GameDefinition> definition =
            buildVariantDefinition(baseDocument, single, errors);
        std::string refused;
        if (!definition) {
            refused = errors.empty() ? std::string("it does not build") : errors.front().format();
        } else {
            ComparisonConfig alone = config.comparison;
            alone.variant = definition;
            refused = Comparison::check(alone);
            if (!refused.empty())
                definition = nullptr;
        }
        config.changes.push_back(change.path);
        config.definitions.push_back(std::move(definition));
        config.refused.push_back(std::move(refused));
    }
    return config;
}

AttributionResult Attribution::run(const AttributionConfig &config,
                                   const Simulator::Progress &progress,
                                   const std::atomic<bool> *cancel)
{
    AttributionResult result;
    const ComparisonConfig &base = config.comparison;
    const int games = base.games;
    int runs = 1;
    for (const auto &definition : config.definitions)
        runs += definition ? 1 : 0;
    int run = 0;
    auto runProgress = [&]() -> Simulator::Progress {
        if (!progress)
            return {};
        const int before = run * 2 * games;
        return [&progress, before, total = runs * 2 * games](int done, int) {
            progress(before + done, total);
        };
    };
    const auto index = [&base](const PairedGame &game) {
        return static_cast<std::size_t>(game.index - base.firstGame);
    };

    // The combined variant, keeping its games until the figures are known.
    std::vector<PairedGame> records;
    records.reserve(static_cast<std::size_t>(games));
    ComparisonConfig combined = base;
    combined.onPartial = nullptr;
    combined.onRecord = [&records](const PairedGame &game) { records.push_back(game); };
    result.combined = Comparison::run(combined, runProgress(), cancel);
    ++run;

    // Per figure and game: the combined effect, from which each change's effect is taken off.
    const double missing = std::numeric_limits<double>::quiet_NaN();
    std::vector<std::pair<const ComparedFigure *, std::vector<double>>> effects;
    for (const ComparedFigure &f : result.combined.figures) {
        if (!f.sameAs.empty() || f.exact.difference.count == 0)
            continue;
        std::vector<double> perGame(static_cast<std::size_t>(games), missing);
        for (const PairedGame &game : records) {
            const auto b = figureOfGame(game.base, f.name);
            const auto v = figureOfGame(game.variant, f.name);
            if (b && v)
                perGame[index(game)] = *v - *b;
        }
        effects.emplace_back(&f, std::move(perGame));
    }
    std::vector<bool> played(static_cast<std::size_t>(games), false);
    for (const PairedGame &game : records)
        played[index(game)] = true;
    records = {};

    bool complete = !result.combined.cancelled;
    for (std::size_t k = 0; k < config.changes.size(); ++k) {
        ChangeEffect effect;
        effect.change = config.changes[k];
        effect.refused = config.refused[k];
        if (!config.definitions[k]) {
            complete = false;
            result.changes.push_back(std::move(effect));
            continue;
        }
        if (cancel && cancel->load())
            break;
        ComparisonConfig alone = base;
        alone.variant = config.definitions[k];
        alone.onPartial = nullptr;
        std::vector<bool> seen(static_cast<std::size_t>(games), false);
        alone.onRecord = [&](const PairedGame &game) {
            seen[index(game)] = true;
            for (auto &[figure, perGame] : effects) {
                double &value = perGame[index(game)];
                const auto b = figureOfGame(game.base, figure->name);
                const auto s = figureOfGame(game.variant, figure->name);
                value = b && s ? value - (*s - *b) : missing;
            }
        };
        effect.result = Comparison::run(alone, runProgress(), cancel);
        ++run;
        complete = complete && !effect.result.cancelled;
        for (std::size_t i = 0; i < played.size(); ++i)
            played[i] = played[i] && seen[i];
        result.changes.push_back(std::move(effect));
    }
    result.cancelled = cancel && cancel->load();
    if (!complete || result.changes.size() != config.changes.size())
        return result;
    for (const auto &[figure, perGame] : effects) {
        InteractionFigure f;
        f.name = figure->name;
        f.proportion = figure->proportion;
        for (std::size_t i = 0; i < perGame.size(); ++i) {
            if (played[i] && !std::isnan(perGame[i]))
                f.exact.add(perGame[i]);
        }
        f.difference = pairedDifference(f.exact);
        f.verdict =
            judgeDifference(false, f.exact, f.exact, f.exact, f.difference, figure->verdict.margin);
        result.interaction.push_back(std::move(f));
    }
    return result;
}

} // namespace kotatsu
