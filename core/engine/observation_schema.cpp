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

// Walks the observation with one path buffer, appended to and cut back, and looks each path
// up once: the elements of an array (or the values of a map) share their field. Building a
// string per node and searching the schema for each array element were most of checking.
class Checker
{
public:
    explicit Checker(const ObservationSchema &schema) : m_schema(schema) {}

    std::string checkRoot(const Json &value) const
    {
        std::string path;
        return checkChildren(value, path);
    }

private:
    // `value` at the non-empty `path`, documented by `field` (nullptr: not documented).
    std::string check(const Json &value, std::string &path, const ObservationField *field) const
    {
        if (!field)
            return "'" + path + "' is not documented";
        const bool isMap = allows(field->type, "map", true) && value.isObject();
        if (!allows(field->type, typeName(value), isMap))
            return "'" + path + "' holds " + std::string(typeName(value)) + ", documented " +
                   std::string(field->type);
        if (isMap && !allows(field->type, "object", false))
            return checkMapValues(value, path);
        return checkChildren(value, path);
    }

    std::string checkChildren(const Json &value, std::string &path) const
    {
        const std::size_t length = path.size();
        std::string problem;
        if (value.isObject()) {
            for (const auto &[key, child] : value.entries()) {
                if (length > 0)
                    path += '.';
                path += key;
                problem = check(child, path, find(path));
                path.resize(length);
                if (!problem.empty())
                    break;
            }
        } else if (value.isArray()) {
            path += "[]";
            const ObservationField *field = find(path);
            for (const Json &child : value.elements()) {
                problem = check(child, path, field);
                if (!problem.empty())
                    break;
            }
            path.resize(length);
        }
        return problem;
    }

    std::string checkMapValues(const Json &value, std::string &path) const
    {
        const std::size_t length = path.size();
        path += "{}";
        const ObservationField *field = find(path);
        std::string problem;
        for (const auto &entry : value.entries()) {
            problem = check(entry.second, path, field);
            if (!problem.empty())
                break;
        }
        path.resize(length);
        return problem;
    }

    const ObservationField *find(std::string_view path) const
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
    return Checker(schema).checkRoot(observation);
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
