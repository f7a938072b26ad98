// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/agent_factory.h"

#include "ai/heuristic_agent.h"
#include "ai/hint.h"
#include "ai/ismcts_agent.h"
#include "ai/montecarlo_agent.h"
#include "ai/random_agent.h"
#include "match/seat_spec.h"
#include "util/text.h"

#include <charconv>

namespace kotatsu {

namespace {
// More trees than cores only slow each other down; this bounds a typo, not a machine.
constexpr int kMaxSearchThreads = 64;

bool isAgentName(std::string_view word)
{
    return word == "random" || word == "heuristic" || word == "montecarlo" || word == "ismcts" ||
           word == "hint" || word == "automa" || word == "rules" || word == "computer" ||
           word == "human" || word == "ai";
}

// A search agent's options, "iterations=N,ms=N" and, where `threads`, `exploration` and
// `margin` are given, "threads=T,c=X,margin=W". Returns false and sets *error for an unknown or
// malformed one.
bool parseSearchOptions(std::string_view options, int &iterations, int &milliseconds, int *threads,
                        double *exploration, DataMessage *error, double *margin = nullptr,
                        int *depth = nullptr)
{
    auto fail = [&](DataMessage message) {
        if (error)
            *error = std::move(message);
        return false;
    };
    while (!options.empty()) {
        auto comma = options.find(',');
        std::string_view option = options.substr(0, comma);
        options = comma == std::string_view::npos ? std::string_view() : options.substr(comma + 1);
        auto eq = option.find('=');
        if (eq == std::string_view::npos)
            return fail(
                {QT_TRANSLATE_NOOP("DataError", "agent option '%1' needs a value"), option});
        const std::string_view key = option.substr(0, eq);
        const std::string_view text = option.substr(eq + 1);
        if ((key == "c" && exploration) || (key == "margin" && margin)) {
            double value = 0.0;
            const auto [end, problem] = std::from_chars(text.data(), text.data() + text.size(),
                                                        value, std::chars_format::fixed);
            const double most = key == "c" ? 100.0 : 0.5; // a win outweighs any loss (margin)
            if (problem != std::errc() || end != text.data() + text.size() || value < 0.0 ||
                value > most)
                return fail(
                    {QT_TRANSLATE_NOOP("DataError", "bad value in agent option '%1'"), option});
            *(key == "c" ? exploration : margin) = value;
            continue;
        }
        auto value = parseInteger(text);
        if (!value || *value < 0 || *value > 100000000)
            return fail({QT_TRANSLATE_NOOP("DataError", "bad value in agent option '%1'"), option});
        if (key == "iterations")
            iterations = static_cast<int>(*value);
        else if (key == "ms")
            milliseconds = static_cast<int>(*value);
        else if (key == "threads" && threads) {
            if (*value < 1 || *value > kMaxSearchThreads)
                return fail({QT_TRANSLATE_NOOP("DataError", "agent option 'threads' takes 1 to %1"),
                             kMaxSearchThreads});
            *threads = static_cast<int>(*value);
        } else if (key == "depth" && depth)
            *depth = static_cast<int>(*value);
        else
            return fail({QT_TRANSLATE_NOOP("DataError", "unknown agent option '%1'"), key});
    }
    return true;
}
} // namespace

std::unique_ptr<Agent> makeAgent(std::string_view spec, std::string *error)
{
    DataMessage problem;
    auto agent = makeAgent(spec, &problem);
    if (!agent && error)
        *error = problem.english();
    return agent;
}

std::unique_ptr<Agent> makeAgent(std::string_view spec, DataMessage *error)
{
    auto fail = [&](DataMessage message) -> std::unique_ptr<Agent> {
        if (error)
            *error = std::move(message);
        return nullptr;
    };
    spec = trim(spec);
    std::string_view name = spec;
    std::string_view options;
    if (auto colon = spec.find(':'); colon != std::string_view::npos) {
        name = spec.substr(0, colon);
        options = spec.substr(colon + 1);
    }
    if (name == "rules" || name == "automa")
        //: %1 is the seat's text ("rules", or "automa" in older files)
        return fail(
            {QT_TRANSLATE_NOOP("DataError", "'%1' is a seat the game's rules play, not an agent"),
             name});
    if (name == "random" && options.empty())
        return std::make_unique<RandomAgent>();
    if (name == "heuristic" && options.empty())
        return std::make_unique<HeuristicAgent>();
    if (name == "montecarlo") {
        MonteCarloAgent::Budget budget;
        if (!parseSearchOptions(options, budget.iterations, budget.milliseconds, nullptr, nullptr,
                                error))
            return nullptr;
        if (budget.iterations == 0 && budget.milliseconds == 0)
            return fail(QT_TRANSLATE_NOOP("DataError",
                                          "a montecarlo agent needs an iteration or time budget"));
        return std::make_unique<MonteCarloAgent>(budget);
    }
    if (name == "ismcts") {
        IsmctsAgent::Settings settings;
        if (!parseSearchOptions(options, settings.iterations, settings.milliseconds,
                                &settings.threads, &settings.exploration, error, &settings.margin,
                                &settings.depth))
            return nullptr;
        if (settings.iterations == 0 && settings.milliseconds == 0)
            return fail(QT_TRANSLATE_NOOP("DataError",
                                          "an ismcts agent needs an iteration or time budget"));
        return std::make_unique<IsmctsAgent>(settings);
    }
    if (name == "hint") {
        // The hint's own search (HintAgent), at an iteration budget.
        int iterations = 0, milliseconds = 0;
        if (!parseSearchOptions(options, iterations, milliseconds, nullptr, nullptr, error))
            return nullptr;
        if (iterations == 0 || milliseconds != 0) // the budget is iterations, always
            return fail({QT_TRANSLATE_NOOP("DataError", "bad value in agent option '%1'"),
                         std::string_view(iterations == 0 ? "iterations" : "ms")});
        return std::make_unique<HintAgent>(iterations);
    }
    return fail({QT_TRANSLATE_NOOP("DataError", "unknown agent '%1' (known: random, heuristic, "
                                                "montecarlo[:iterations=N,ms=N], "
                                                "ismcts[:iterations=N,ms=N,threads=T,c=X])"),
                 spec});
}

std::optional<int> rulesLevelOfSpec(std::string_view spec, DataMessage *error)
{
    spec = trim(spec);
    const std::string_view head = spec.substr(0, spec.find(':'));
    if (head != "rules" && head != "automa")
        return std::nullopt;
    if (const auto seat = SeatSpec::parse(spec))
        return seat->rulesLevel;
    if (error)
        *error = {QT_TRANSLATE_NOOP("DataError", "bad rules seat '%1' (rules or rules:level=N)"),
                  spec};
    return -1;
}

std::optional<int> rulesLevelOfSpec(std::string_view spec, std::string *error)
{
    DataMessage problem;
    const auto level = rulesLevelOfSpec(spec, &problem);
    if (level && *level < 0 && error)
        *error = problem.english();
    return level;
}

std::string rulesSpecForLevel(int level)
{
    return SeatSpec::rules(level).text();
}

std::optional<RulesSeat> rulesSeatOfSpecs(const GameDefinition &definition,
                                          const std::vector<std::string> &specs, DataMessage *error)
{
    auto fail = [&](DataMessage message) -> std::optional<RulesSeat> {
        if (error)
            *error = std::move(message);
        return std::nullopt;
    };
    // The seat's name comes from the game's data (game.rules_seat.name).
    const LocalizedText &name = definition.info().rulesSeat.name;
    RulesSeat rules;
    for (std::size_t i = 0; i < specs.size(); ++i) {
        DataMessage problem;
        const auto level = rulesLevelOfSpec(specs[i], &problem);
        if (!level)
            continue;
        if (*level < 0)
            return fail(std::move(problem));
        if (rules.used())
            //: %1 is the name of the game's own solo opponent from its data (Tokaido Duo:
            //: "Automa"), a name without an article
            return fail({QT_TRANSLATE_NOOP("DataError", "only one seat can be %1"), name});
        rules = {static_cast<int>(i), *level};
    }
    if (!rules.used())
        return rules;
    const int levels = definition.rulesSeatLevels();
    if (levels == 0)
        //: %1 is the game's name ("Kokeshi & Samurai"): it has no opponent its rules play
        return fail({QT_TRANSLATE_NOOP("DataError", "%1 has no opponent of its own"),
                     definition.info().name});
    if (rules.level == 0)
        rules.level = definition.rulesSeatDefaultLevel();
    if (rules.level > levels)
        //: %1 is the name of the game's own solo opponent from its data (Tokaido Duo:
        //: "Automa"), %2 its highest level
        return fail({QT_TRANSLATE_NOOP("DataError", "%1 has levels 1 to %2"), name, levels});
    return rules;
}

std::optional<RulesSeat> rulesSeatOfSpecs(const GameDefinition &definition,
                                          const std::vector<std::string> &specs, std::string *error)
{
    DataMessage problem;
    auto rules = rulesSeatOfSpecs(definition, specs, &problem);
    if (!rules && error)
        *error = problem.english();
    return rules;
}

std::shared_ptr<const GameDefinition>
definitionForSeats(std::shared_ptr<const GameDefinition> definition,
                   const std::vector<std::string> &specs, DataMessage *error)
{
    const auto rules = rulesSeatOfSpecs(*definition, specs, error);
    if (!rules)
        return nullptr;
    if (!rules->used())
        return definition;
    return definition->withRulesSeat(rules->seat, rules->level);
}

std::shared_ptr<const GameDefinition>
definitionForSeats(std::shared_ptr<const GameDefinition> definition,
                   const std::vector<std::string> &specs, std::string *error)
{
    DataMessage problem;
    auto seated = definitionForSeats(std::move(definition), specs, &problem);
    if (!seated && error)
        *error = problem.english();
    return seated;
}

std::vector<std::unique_ptr<Agent>> makeSeatAgents(const std::vector<std::string> &specs)
{
    std::vector<std::unique_ptr<Agent>> agents;
    for (const auto &spec : specs)
        agents.push_back(rulesLevelOfSpec(spec) ? nullptr : makeAgent(spec));
    return agents;
}

std::string seatAgentSpec(const GameDefinition &definition, std::string_view seat)
{
    const auto spec = SeatSpec::parse(seat);
    if (!spec)
        return std::string(seat);
    if (spec->isRules())
        return spec->text();
    return spec->isAgent() ? spec->agentFor(definition) : std::string(seat);
}

std::vector<std::unique_ptr<Agent>> makeSeatAgents(const GameDefinition &definition,
                                                   const std::vector<std::string> &specs)
{
    std::vector<std::string> resolved;
    resolved.reserve(specs.size());
    for (const auto &spec : specs)
        resolved.push_back(seatAgentSpec(definition, spec));
    return makeSeatAgents(resolved);
}

std::vector<std::string> splitAgentList(std::string_view list)
{
    // "montecarlo:iterations=5,ms=9,random" -> ["montecarlo:iterations=5,ms=9", "random"]:
    // a comma starts a new agent only when the next word is an agent name.
    std::vector<std::string> out;
    std::string current;
    std::size_t start = 0;
    while (start <= list.size()) {
        std::size_t comma = list.find(',', start);
        std::string_view part = list.substr(
            start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
        std::string_view head = part.substr(0, part.find(':'));
        if (current.empty() || isAgentName(trim(head))) {
            if (!current.empty())
                out.push_back(current);
            current = std::string(trim(part));
        } else {
            current += "," + std::string(trim(part));
        }
        if (comma == std::string_view::npos)
            break;
        start = comma + 1;
    }
    if (!current.empty())
        out.push_back(current);
    return out;
}

std::string agentSpecForLevel(const GameDefinition &definition, std::string_view level)
{
    return definition.info().computer.spec(level);
}

} // namespace kotatsu
