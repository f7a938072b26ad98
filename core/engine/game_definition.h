// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/localized_text.h"
#include "engine/action.h"
#include "engine/observation_schema.h"
#include "util/json.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

class GameState;
class RolloutPolicy;

// A seat the rules play themselves (SeatSpec::Rules: the game's own solo opponent, named by its
// data) at a level. It is not an Agent: it follows written rules inside the state, so the seat
// never becomes the current player and its decisions show in the state's events.
struct RulesSeat
{
    int seat = -1; // -1: every seat is a player
    int level = 0; // 1-based
    bool used() const { return seat >= 0; }
};

// The agents (makeAgent specs) that play the app's strength levels in one game, from the
// optional `game.computer` block. A level's search budget depends on the game (a move of the
// garden costs ten times one of Shikoku), so each game names its own, chosen from arena runs
// (docs/ai.md); these defaults are for a game that names none.
struct ComputerLevels
{
    std::string easy = "heuristic";
    std::string normal = "ismcts:iterations=4000,threads=2";
    std::string strong = "ismcts:iterations=16000,threads=2";
    // The variant lab's quick search: a search cheap enough to play thousands of games (one
    // tree on one thread, since the lab plays games in parallel, and playouts cut short and
    // scored by the game's heuristic), yet stronger than Easy. Not one of the launcher's
    // strengths: a person does not pick it for a seat (SeatSpec::isStrength).
    std::string quick = "ismcts:iterations=20,depth=4";

    // The spec of "easy", "normal", "strong" or "quick"; any other word gets normal's.
    const std::string &spec(std::string_view level) const
    {
        return level == "easy"     ? easy
               : level == "strong" ? strong
               : level == "quick"  ? quick
                                   : normal;
    }
};

// The words of the seat the rules play (the game's own solo opponent, a SeatSpec::Rules
// seat), from the optional `game.rules_seat` block: its name and the launcher's solo switch
// and hints. Empty for a game without one; views show only what the game gives.
struct RulesSeatWords
{
    LocalizedText name;      // the seat's name ("Automa"), a name like "Player 2"
    LocalizedText playAlone; // the launcher's solo switch
    LocalizedText offer;     // the hint beside the switch
    LocalizedText solo;      // the hint while solo is chosen
};

// One level of the seat the rules play, in the words of the game's data (its id, its name and
// what it does, in every language).
struct RulesSeatLevel
{
    std::string id;
    LocalizedText name;
    LocalizedText description;
};

// Metadata about a game (or a variant of it), read from the `game:` block of its YAML.
struct GameInfo
{
    std::string id;          // folder name under data/games, e.g. "shikoku"
    std::string rulesEngine; // which C++ rules interpret the data, e.g. "shikoku"
    LocalizedText name;
    LocalizedText tagline; // one line for the launcher
    LocalizedText credits; // designer, publisher, year
    int minPlayers = 2;
    int maxPlayers = 2;
    int order = 100; // place in the launcher, lowest first
    bool hiddenInformation = false;
    bool chance = false;
    // Empty for the base game; otherwise the variant's id (its file stem) and texts.
    std::string variantId;
    LocalizedText variantName;
    LocalizedText variantDescription;
    // dataDigest() of the merged game data (base and variant) the rules were built from:
    // simulations of other rules have another (kotatsu-cli merge refuses to mix them).
    std::string rulesDigest;
    // Set by GameDefinition::withRulesSeat(): the seat the rules play, and at which level.
    RulesSeat playedByRules;
    ComputerLevels computer;
    RulesSeatWords rulesSeat;
};

// The immutable rules of one game: built once from validated YAML (base game plus optional
// variant) and shared by every state of that game. A factory for states.
class GameDefinition : public std::enable_shared_from_this<GameDefinition>
{
public:
    virtual ~GameDefinition() = default;

    const GameInfo &info() const { return m_info; }
    void setInfo(GameInfo info) { m_info = std::move(info); }

    // A fresh game for `players` seats; every random event of the game comes from `seed`.
    virtual std::unique_ptr<GameState> newGame(int players, std::uint64_t seed) const = 0;
    // How a tree search should play this game's positions out (ai/rollout_policy.h), when
    // the game knows better than uniformly random moves; nullptr: uniformly random. The
    // policy lives in the game's folder and is shared by every search of the game.
    virtual std::shared_ptr<const RolloutPolicy> rolloutPolicy() const { return nullptr; }

    // How many levels of its own solo opponent (a seat the rules play) the game's data defines
    // (0: it has none).
    virtual int rulesSeatLevels() const { return 0; }
    virtual int rulesSeatDefaultLevel() const { return 1; }
    // Those levels in order (level 1 first), as the game's data names and describes them.
    virtual std::vector<RulesSeatLevel> rulesSeatLevelWords() const { return {}; }
    // The same rules with `seat` played by the rules at `level` (1..rulesSeatLevels()), or
    // nullptr when the game has no such seat or the seat or level is out of range.
    virtual std::shared_ptr<const GameDefinition> withRulesSeat(int /*seat*/, int /*level*/) const
    {
        return nullptr;
    }

    // Every field the game's observations may hold, documented once: views rely on it, the
    // conformance test checks every observation of random games against it, and the bridge
    // checks it in debug builds.
    virtual const ObservationSchema &observationSchema() const = 0;

    // Static data a view needs to draw this game (cards, board geometry, names as localized
    // maps). Never changes during a game.
    virtual Json describe() const = 0;

protected:
    GameInfo m_info;
};

} // namespace kotatsu
