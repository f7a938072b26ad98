// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Rules scenarios as data (docs/scenarios.md): data/games/<id>/scenarios/*.yaml, each a list
// of scenarios that start from a position, play actions and check what follows. One runner
// for tst_scenarios, `kotatsu-cli scenarios` and the variant lab.

#include "data/data_node.h"
#include "util/json.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kotatsu {

class GameCatalog;
class GameDefinition;
class GameState;

// One scenario of a file, as read (not yet run).
struct Scenario
{
    std::string file;  // the file's path
    std::string topic; // the file's stem ("pilgrim")
    std::string name;  // its `name:`
    std::string spec;  // its `spec:` citation
    int line = 0;      // where its item starts
    DataNode node;     // the whole item
};

struct ScenarioResult
{
    enum class Status
    {
        Passed,
        Failed,
        Skipped // its rules contradict the variant it was run against
    };
    std::string file;
    std::string topic;
    std::string name; // empty for a file that cannot be read
    int line = 0;
    std::string spec; // the scenario's `spec:` citation
    Status status = Status::Failed;
    // Failed: FILE:LINE:COL: key: what differs; Skipped: why.
    std::string message;

    bool passed() const { return status == Status::Passed; }
};

// The rules the scenarios run under: a game's merged document (GameEntry::document) and,
// optionally, a variant's overrides. Each scenario's `variant:`, `rules:` and `overrides:` are
// merged over them as a variant's overrides are; a scenario whose rules set a value the variant
// sets otherwise is skipped, not failed.
struct ScenarioRules
{
    std::string gameId;
    const DataNode *gameDocument = nullptr;
    const DataNode *variantOverrides = nullptr; // null: the base game
};

// The scenarios of every *.yaml file of `folder`, in file-name order then file order. A file
// that cannot be read, or whose structure is wrong (an unknown key, a scenario without a
// name), adds a failed result to `broken` with its position.
// The .yaml files directly in `folder`, sorted (none when it does not exist): a game's
// scenarios/ or lessons/.
std::vector<std::string> yamlFilesIn(const std::string &folder);
std::vector<Scenario> readScenarios(const std::string &folder, std::vector<ScenarioResult> &broken);
// The scenarios of one file.
std::vector<Scenario> readScenarioFile(const std::string &path,
                                       std::vector<ScenarioResult> &broken);

// Puts `state` in the position `yaml` describes, as a scenario's `position:` does: merged over
// the state's omniscient observation, then GameState::loadPosition. For the C++ tests that
// need a position but are not scenarios (a table check, a heuristic, a whole random game).
bool loadPositionText(GameState &state, const std::string &yaml, std::string *error);

// The definition an item of a scenario or lesson file (`item`, read from `file`) plays under:
// `rules`' game document and variant, then the item's own `variant:` (a variant beside the
// file's folder, <game>/variants/<id>.yaml), `rules:` (merged under rules:), `overrides:`
// (merged at the top) and `automa:` ({seat, level}). Null after adding to `errors` what stops
// it, the first error naming the item's key.
std::shared_ptr<const GameDefinition> itemDefinition(const ScenarioRules &rules,
                                                     const DataNode &item, const std::string &file,
                                                     DataErrors &errors);
// A YAML value as JSON, as scenarios compare it: a plain scalar reads as YAML reads it (true, 3,
// 2.5, null), a quoted one is a string.
Json dataNodeToJson(const DataNode &node);
// Puts `state` in the position a `position:` node describes: merged over the state's omniscient
// observation (maps by key, lists of maps item by item, plain lists replaced), then
// GameState::loadPosition, whose message names the field that does not load.
bool loadPositionNode(GameState &state, const DataNode &position, std::string *error);

ScenarioResult runScenario(const ScenarioRules &rules, const Scenario &scenario);

// Every scenario of `folder` (usually data/games/<id>/scenarios) under `rules`; files that
// cannot be read give failed results too.
std::vector<ScenarioResult> runScenarios(const ScenarioRules &rules, const std::string &folder);

// What a run of scenarios comes to, as the variant lab and `kotatsu-cli compare` show it: the
// counts, and the failures in file order.
struct ScenarioTally
{
    int passed = 0;
    int failed = 0;
    int skipped = 0;
    std::vector<ScenarioResult> failures;

    static ScenarioTally of(const std::vector<ScenarioResult> &results);
    // {passed, failed, skipped, failures: [{file ("jumps.yaml"), line, name, spec, message}]}
    Json toJson() const;
};

// A game's scenarios with the rules they run under, read from a catalog: its document, a
// variant's overrides and the folder, copied, so that they can run on another thread.
struct ScenarioSet
{
    std::string gameId;
    DataNode document;
    std::optional<DataNode> overrides; // none: the base game
    std::string folder;                // data/games/<id>/scenarios

    // `variant` as GameCatalog::resolve takes it ("" the base game); nothing, and `error`,
    // when the game or the variant does not read.
    static std::optional<ScenarioSet> of(const GameCatalog &catalog, const std::string &gameId,
                                         const std::string &variant, std::string *error);
    std::vector<ScenarioResult> run() const;
};

} // namespace kotatsu
