// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/observation_schema.h"

#include "engine/game_definition.h"
#include "engine/game_state.h"

namespace kotatsu {

namespace {

std::string_view typeName(const Json &value)
{
    switch (value.type()) {
    case Json::Type::Null:
        return "null";
    case Json::Type::Bool:
        return "bool";
    case Json::Type::Int:
        return "int";
    case Json::Type::Double:
        return "number";
    case Json::Type::String:
        return "string";
    case Json::Type::Array:
        return "array";
    case Json::Type::Object:
        return "object";
    }
    return "?";
}

bool allows(std::string_view types, std::string_view actual, bool isMap)
{
    std::size_t start = 0;
    while (start <= types.size()) {
        const std::size_t bar = types.find('|', start);
        const std::string_view one = types.substr(
            start, bar == std::string_view::npos ? std::string_view::npos : bar - start);
        if (one == actual || (one == "number" && actual == "int") ||
            (one == "map" && isMap && actual == "object"))
            return true;
        if (bar == std::string_view::npos)
            break;
        start = bar + 1;
    }
    return false;
}

class Checker
{
public:
    explicit Checker(const ObservationSchema &schema) : m_schema(schema) {}

    std::string check(const Json &value, const std::string &path) const
    {
        const ObservationField *field = find(path);
        if (!path.empty()) {
            if (!field)
                return "'" + path + "' is not documented";
            const bool isMap = allows(field->type, "map", true) && value.isObject();
            if (!allows(field->type, typeName(value), isMap))
                return "'" + path + "' holds " + std::string(typeName(value)) + ", documented " +
                       std::string(field->type);
            if (isMap && !allows(field->type, "object", false))
                return checkMapValues(value, path);
        }
        if (value.isObject()) {
            for (const auto &[key, child] : value.entries()) {
                std::string problem = check(child, path.empty() ? key : path + "." + key);
                if (!problem.empty())
                    return problem;
            }
        } else if (value.isArray()) {
            for (const Json &child : value.elements()) {
                std::string problem = check(child, path + "[]");
                if (!problem.empty())
                    return problem;
            }
        }
        return {};
    }

private:
    std::string checkMapValues(const Json &value, const std::string &path) const
    {
        for (const auto &entry : value.entries()) {
            std::string problem = check(entry.second, path + "{}");
            if (!problem.empty())
                return problem;
        }
        return {};
    }

    const ObservationField *find(const std::string &path) const
    {
        for (const ObservationField &field : m_schema) {
            if (field.path == path)
                return &field;
        }
        return nullptr;
    }

    const ObservationSchema &m_schema;
};

} // namespace

std::string checkObservation(const Json &observation, const ObservationSchema &schema)
{
    if (!observation.isObject())
        return "the observation is not an object";
    return Checker(schema).check(observation, "");
}

std::string checkObservation(const GameState &state, int seat)
{
    return checkObservation(state.observation(seat), state.definition().observationSchema());
}

std::string observationSchemaMarkdown(const ObservationSchema &schema)
{
    std::string out = "| field | type | meaning |\n|---|---|---|\n";
    for (const ObservationField &field : schema) {
        out += "| `" + std::string(field.path) + "` | " + std::string(field.type) + " | " +
               std::string(field.description) + " |\n";
    }
    return out;
}

} // namespace kotatsu
