// SPDX-License-Identifier: GPL-3.0-or-later
#include "match/seat_spec.h"

#include "engine/game_definition.h"
#include "util/text.h"

namespace kotatsu {

namespace {
constexpr std::string_view kPerson = "human";
constexpr std::string_view kComputer = "computer";
constexpr std::string_view kOldComputer = "ai";
constexpr std::string_view kRules = "rules";
constexpr std::string_view kOldRules = "automa"; // Tokaido Duo's word, before SeatSpec
constexpr int kMaxRulesLevel = 99;

// "name" or "name:key=value" -> value (nullopt: not this name; "" when no option is given).
std::optional<std::string_view> optionOf(std::string_view text, std::string_view name,
                                         std::string_view key)
{
    const std::string_view head = text.substr(0, text.find(':'));
    if (head != name)
        return std::nullopt;
    if (head.size() == text.size())
        return std::string_view{};
    const std::string_view option = text.substr(head.size() + 1);
    if (option.size() <= key.size() || option.substr(0, key.size()) != key ||
        option[key.size()] != '=')
        return std::string_view("\x01"); // malformed: the caller reports it
    return option.substr(key.size() + 1);
}

bool fail(std::string *error, std::string message)
{
    if (error)
        *error = std::move(message);
    return false;
}
} // namespace

SeatSpec SeatSpec::person(std::string name)
{
    SeatSpec seat;
    seat.name = std::move(name);
    return seat;
}

SeatSpec SeatSpec::computer(std::string_view strength, std::string name)
{
    return agentSpec(std::string(kComputer) + ":level=" + std::string(strength), std::move(name));
}

SeatSpec SeatSpec::agentSpec(std::string spec, std::string name)
{
    SeatSpec seat;
    seat.kind = Kind::Agent;
    seat.agent = std::move(spec);
    seat.name = std::move(name);
    return seat;
}

SeatSpec SeatSpec::rules(int level, std::string name)
{
    SeatSpec seat;
    seat.kind = Kind::Rules;
    seat.rulesLevel = level;
    seat.name = std::move(name);
    return seat;
}

bool SeatSpec::isStrength(std::string_view word)
{
    return word == "easy" || word == "normal" || word == "strong";
}

std::string SeatSpec::strength() const
{
    if (kind != Kind::Agent)
        return {};
    const auto level = optionOf(agent, kComputer, "level");
    if (!level)
        return {};
    return level->empty() ? std::string("normal") : std::string(*level);
}

std::string SeatSpec::agentFor(const GameDefinition &definition) const
{
    if (kind != Kind::Agent)
        return {};
    const std::string level = strength();
    return level.empty() ? agent : definition.info().computer.spec(level);
}

std::string SeatSpec::text() const
{
    switch (kind) {
    case Kind::Person:
        return std::string(kPerson);
    case Kind::Agent:
        return agent;
    case Kind::Rules:
        return rulesLevel > 0 ? std::string(kRules) + ":level=" + std::to_string(rulesLevel)
                              : std::string(kRules);
    }
    return {};
}

std::optional<SeatSpec> SeatSpec::parse(std::string_view text, std::string *error)
{
    text = trim(text);
    if (text.empty()) {
        fail(error, "an empty seat (human, computer:level=normal, an agent, or rules)");
        return std::nullopt;
    }
    if (text == kPerson)
        return person();
    if (text == kOldComputer)
        return computer("normal");
    if (const auto level = optionOf(text, kComputer, "level")) {
        const std::string_view strength = level->empty() ? std::string_view("normal") : *level;
        if (!isStrength(strength)) {
            fail(error, "bad computer seat '" + std::string(text) +
                            "' (computer:level=easy, normal or strong)");
            return std::nullopt;
        }
        return computer(strength);
    }
    for (const std::string_view word : {kRules, kOldRules}) {
        const auto level = optionOf(text, word, "level");
        if (!level)
            continue;
        if (level->empty())
            return rules();
        const auto number = parseInteger(*level);
        if (!number || *number < 1 || *number > kMaxRulesLevel) {
            fail(error, "bad rules seat '" + std::string(text) + "' (rules or rules:level=N)");
            return std::nullopt;
        }
        return rules(static_cast<int>(*number));
    }
    return agentSpec(std::string(text));
}

std::optional<std::vector<SeatSpec>> SeatSpec::parseAll(const std::vector<std::string> &texts,
                                                        std::string *error)
{
    std::vector<SeatSpec> seats;
    seats.reserve(texts.size());
    for (const std::string &text : texts) {
        auto seat = parse(text, error);
        if (!seat)
            return std::nullopt;
        seats.push_back(std::move(*seat));
    }
    return seats;
}

std::vector<std::string> SeatSpec::texts(const std::vector<SeatSpec> &seats)
{
    std::vector<std::string> out;
    out.reserve(seats.size());
    for (const SeatSpec &seat : seats)
        out.push_back(seat.text());
    return out;
}

} // namespace kotatsu
