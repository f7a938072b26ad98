// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/agent.h"
#include "data/data_error.h"
#include "engine/game_definition.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

// Builds an agent from its spec: "random", "heuristic", "montecarlo",
// "montecarlo:iterations=3000", "montecarlo:ms=800", "montecarlo:iterations=500,ms=200",
// "ismcts", "ismcts:iterations=4000,threads=2", "ismcts:ms=500,c=0.5" (information-set tree
// search; threads = root-parallel trees, c = UCB1 exploration, 0.7 unless given; margin = the
// weight of the score margin in its reward, 0 to 0.5, 0 unless given: IsmctsAgent::Settings).
// Returns nullptr and sets *error for an unknown or malformed spec.
std::unique_ptr<Agent> makeAgent(std::string_view spec, std::string *error = nullptr);
// The same, the problem kept as words to translate (a game's data names its agents).
std::unique_ptr<Agent> makeAgent(std::string_view spec, DataMessage *error);

// Splits "a,b,c" into specs; a spec's own options use ':' and ',' after it, so the list
// separator is ',' only between names that are not options (see the implementation).
std::vector<std::string> splitAgentList(std::string_view list);

// Whether a seat's spec (SeatSpec's text form) names the seat the rules play, the game's own
// opponent ("rules", "rules:level=N"; older texts "automa", "automa:level=N") rather than an
// Agent. Its level is 0 (the game's default) unless given; nullopt when the spec is not the
// rules' seat; a malformed one sets *error and returns -1.
std::optional<int> rulesLevelOfSpec(std::string_view spec, std::string *error = nullptr);
// The same, the problem in words each language can say (the app shows it).
std::optional<int> rulesLevelOfSpec(std::string_view spec, DataMessage *error);
// The spec of the rules' seat at `level` ("rules:level=N"), the inverse of
// rulesLevelOfSpec(); level 0 (the game's default) is plain "rules".
std::string rulesSpecForLevel(int level);

// The seat the specs give the rules, its level resolved (the game's default for plain "rules");
// seat -1 when none does. nullopt and *error when the game has no rules seat, the level is out
// of range, or two seats name it.
std::optional<RulesSeat> rulesSeatOfSpecs(const GameDefinition &definition,
                                          const std::vector<std::string> &specs,
                                          std::string *error = nullptr);
std::optional<RulesSeat> rulesSeatOfSpecs(const GameDefinition &definition,
                                          const std::vector<std::string> &specs,
                                          DataMessage *error);

// The definition the seats play: `definition` itself, or the same rules with the one seat
// whose spec is "rules[:level=N]" played by the game's rules (GameDefinition::withRulesSeat).
// nullptr and *error when a seat names a rules seat the game does not have, or two do.
std::shared_ptr<const GameDefinition>
definitionForSeats(std::shared_ptr<const GameDefinition> definition,
                   const std::vector<std::string> &specs, std::string *error = nullptr);
std::shared_ptr<const GameDefinition>
definitionForSeats(std::shared_ptr<const GameDefinition> definition,
                   const std::vector<std::string> &specs, DataMessage *error);

// One agent per seat; the rules' seat gets none (nullptr): the rules play it.
std::vector<std::unique_ptr<Agent>> makeSeatAgents(const std::vector<std::string> &specs);
// The same, a strength ("computer:level=strong") made the agent the game's data names for it.
std::vector<std::unique_ptr<Agent>> makeSeatAgents(const GameDefinition &definition,
                                                   const std::vector<std::string> &specs);
// The agent spec makeAgent() reads for a seat's text in `definition`: a strength resolved
// (game.computer), anything else as it is.
std::string seatAgentSpec(const GameDefinition &definition, std::string_view seat);

// The agent that plays one of the app's strength levels ("easy", "normal", "strong") in a
// game: the game's own choice (game.computer), else ComputerLevels' defaults.
std::string agentSpecForLevel(const GameDefinition &definition, std::string_view level);

} // namespace kotatsu
