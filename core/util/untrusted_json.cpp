// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/untrusted_json.h"

#include <cstdint>

namespace kotatsu {

namespace {
// The deepest nesting of arrays and objects, outside strings; stops counting past `limit`.
int nestingDepth(std::string_view text, int limit)
{
    int depth = 0;
    int deepest = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        switch (c) {
        case '"':
            inString = true;
            break;
        case '[':
        case '{':
            if (++depth > deepest) {
                deepest = depth;
                if (deepest > limit)
                    return deepest;
            }
            break;
        case ']':
        case '}':
            --depth;
            break;
        default:
            break;
        }
    }
    return deepest;
}
} // namespace

std::optional<UntrustedJson> parseUntrustedJson(std::string_view text, const JsonLimits &limits,
                                                std::string *error)
{
    auto fail = [&](std::string message) -> std::optional<UntrustedJson> {
        if (error)
            *error = std::move(message);
        return std::nullopt;
    };
    if (text.size() > limits.maxBytes)
        return fail("more than " + std::to_string(limits.maxBytes) + " bytes");
    if (nestingDepth(text, limits.maxDepth) > limits.maxDepth)
        return fail("nested deeper than " + std::to_string(limits.maxDepth) + " levels");
    try {
        return UntrustedJson::parse(text.begin(), text.end());
    } catch (const nlohmann::json::exception &e) {
        return fail(e.what());
    }
}

Json toKotatsuJson(const UntrustedJson &value)
{
    using Type = UntrustedJson::value_t;
    switch (value.type()) {
    case Type::null:
    case Type::discarded:
    case Type::binary:
        return Json();
    case Type::boolean:
        return Json(value.get<bool>());
    case Type::number_integer:
        return Json(value.get<std::int64_t>());
    case Type::number_unsigned: {
        const auto u = value.get<std::uint64_t>();
        if (u <= static_cast<std::uint64_t>(INT64_MAX))
            return Json(static_cast<std::int64_t>(u));
        return Json(static_cast<double>(u));
    }
    case Type::number_float:
        return Json(value.get<double>());
    case Type::string:
        return Json(value.get_ref<const std::string &>());
    case Type::array: {
        Json::Array items;
        items.reserve(value.size());
        for (const auto &item : value)
            items.push_back(toKotatsuJson(item));
        return Json(std::move(items));
    }
    case Type::object: {
        Json object = Json::object();
        for (const auto &[key, item] : value.items())
            object[key] = toKotatsuJson(item);
        return object;
    }
    }
    return Json();
}

} // namespace kotatsu
