// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/json.h"

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace kotatsu {

// Reading JSON that comes from outside (saves, transcripts): nlohmann::json's strict parser
// (RFC 8259, UTF-8 checked), object keys in file order, with bounds checked before parsing so
// that no input can exhaust the stack or memory. Private to core: only core's .cpp files
// include this header.
using UntrustedJson = nlohmann::ordered_json;

struct JsonLimits
{
    std::size_t maxBytes = 64 * 1024 * 1024;
    int maxDepth = 64;
};

// Parses `text`; on failure returns nullopt and sets *error ("offset N: ...").
std::optional<UntrustedJson> parseUntrustedJson(std::string_view text, const JsonLimits &limits,
                                                std::string *error = nullptr);

// The same value as kotatsu::Json (integers beyond 64 bits become doubles, as Json::parse does).
Json toKotatsuJson(const UntrustedJson &value);

} // namespace kotatsu
