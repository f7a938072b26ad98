// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/agent.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

// Builds an agent from its spec: "random", "heuristic", "montecarlo",
// "montecarlo:iterations=3000", "montecarlo:ms=800", "montecarlo:iterations=500,ms=200".
// Returns nullptr and sets *error for an unknown or malformed spec.
std::unique_ptr<Agent> makeAgent(std::string_view spec, std::string *error = nullptr);

// Splits "a,b,c" into specs; a spec's own options use ':' and ',' after it, so the list
// separator is ',' only between names that are not options (see the implementation).
std::vector<std::string> splitAgentList(std::string_view list);

// The app's strength levels, in order: "easy", "normal", "strong".
std::string agentSpecForLevel(std::string_view level);

} // namespace kotatsu
