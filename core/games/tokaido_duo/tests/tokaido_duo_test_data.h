// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Tokaido Duo's rules and data for its C++ tests (tst_tokaido_duo_rules, _automa, _regions):
// the rules with overrides, a fresh game, the shipped data with one edit. Positions are not
// built here: they load (GameState::loadPosition, loadPositionText in sim/scenarios.h), and
// the rules scenarios are data (data/games/tokaido_duo/scenarios).
#include "data/document_loader.h"
#include "data/yaml_reader.h"
#include "engine/game_catalog.h"
#include "engine/rules_registry.h"
#include "games/tokaido_duo/tokaido_duo_state.h"
#include "test_support.h"
#include "util/text.h"

#include <QTemporaryDir>
#include <QTest>
#include <fstream>
#include <set>
#include <string>
#include <vector>

namespace kotatsu::tokaido_duo::test_data {

using Texts = std::set<std::string>;

// Seat 0 picks first in round 1 and every wave tile shows its first side, so that each test
// knows its position; `rules` adds entries to the rules map ("own_meeples_block: false"),
// `other` whole top-level keys (YAML).
inline std::shared_ptr<const GameDefinition> rulesWith(const std::string &rules = {},
                                                       const std::string &other = {})
{
    return test::definitionWith("tokaido_duo", "rules: {first_player: seat0, wave_sides: first" +
                                                   (rules.empty() ? "" : ", " + rules) + "}\n" +
                                                   other);
}

inline std::unique_ptr<TokaidoDuoState> start(const std::shared_ptr<const GameDefinition> &def,
                                              std::uint64_t seed = 1)
{
    auto state = def->newGame(2, seed);
    return std::unique_ptr<TokaidoDuoState>(static_cast<TokaidoDuoState *>(state.release()));
}

inline const Params &paramsOf(const TokaidoDuoState &s)
{
    return static_cast<const TokaidoDuoDefinition &>(s.definition()).params();
}

inline int town(const TokaidoDuoState &s, const char *id)
{
    return paramsOf(s).findTown(id);
}

inline Texts legal(const GameState &s)
{
    Texts out;
    for (const Action &a : s.legalActions())
        out.insert(s.actionToString(a));
    return out;
}

// The events of the observation of the kind given.
inline std::vector<Json> eventsOf(const GameState &s, const std::string &kind)
{
    std::vector<Json> out;
    const Json obs = s.observation(0);
    for (const Json &e : obs.get("events").elements()) {
        if (e.get("kind").asString() == kind)
            out.push_back(e);
    }
    return out;
}

inline std::string sourceFile(const std::string &relative)
{
    std::string text;
    const auto status = readFile(std::string(KOTATSU_SOURCE_DIR) + "/" + relative, 1 << 20, text);
    if (status != ReadStatus::Ok)
        QTest::qFail(("cannot read " + relative).c_str(), __FILE__, __LINE__);
    return text;
}

// The errors of the shipped game with one file's text changed (`from` replaced by `to`).
inline std::string errorsAfterEdit(const std::string &file, const std::string &from,
                                   const std::string &to)
{
    QTemporaryDir dir;
    const std::string folder = dir.path().toStdString() + "/";
    for (const char *name :
         {"game.yaml", "board.yaml", "components.yaml", "wave_tiles.yaml", "automa.yaml"}) {
        std::string text = sourceFile(std::string("data/games/tokaido_duo/") + name);
        if (file == name) {
            const auto at = text.find(from);
            if (at == std::string::npos)
                return "test error: '" + from + "' is not in " + file;
            text.replace(at, from.size(), to);
        }
        std::ofstream(folder + name, std::ios::binary) << text;
    }
    DataErrors errors;
    auto document = loadGameDocument(folder + "game.yaml", errors);
    if (document)
        buildGameDefinition(*document, nullptr, errors);
    std::string out;
    for (const auto &e : errors)
        out += e.format().substr(e.format().find(folder) == 0 ? folder.size() : 0) + "\n";
    return out;
}

} // namespace kotatsu::tokaido_duo::test_data
