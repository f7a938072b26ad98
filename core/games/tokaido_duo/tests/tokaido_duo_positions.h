// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Building Tokaido Duo positions by hand, for the scenario tests (tst_tokaido_duo_rules,
// tst_tokaido_duo_automa). Positions are on the shipped board (§4.3–§4.5):
//   ring 0 start, 1 temple, 2 seashore, 3 C1, 4 garden, 5 temple, 6 hot spring, 7 temple,
//   8 C2, ... 20 temple, 24 temple, 28 hot spring, 35 C8, 36 hot spring;
//   routes M1–M2–M3–M4, C1/C8–M1, C2/C7–M2, C3/C6–M3, C4/C5–M4;
//   regions R1..R8 (bamboo, waterfall, mountain, sea, waterfall, bamboo, mountain, sea).
// Wave tiles: 0 pilgrim (tranquil | hurried), 1 merchant (well_stocked | shrewd),
// 2 artist (inspired | mastery). Wares: kimono, ceramics, doll, fan.
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

namespace kotatsu::tokaido_duo::test_positions {

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
inline int region(const TokaidoDuoState &s, const char *id)
{
    return paramsOf(s).findRegion(id);
}

// Puts a seat's three meeples.
inline void place(TokaidoDuoState &s, int seat, int pilgrim, const char *merchant, const char *artist)
{
    PlayerState &p = s.mutablePlayer(seat);
    p.pilgrim = static_cast<std::uint8_t>(pilgrim);
    p.merchant = static_cast<std::uint8_t>(town(s, merchant));
    p.artist = static_cast<std::uint8_t>(region(s, artist));
}

// Every wave tile back on the board, the hot spring too, no wares: a quiet position.
inline void clearBoard(TokaidoDuoState &s)
{
    for (int t = 0; t < 3; ++t)
        s.setWave(t, 0, -1);
    s.setSpring(-1);
    s.setWares(0, {});
    s.setWares(1, {});
}

inline void roll(TokaidoDuoState &s, int pilgrim, int merchant, int artist, int first = 0)
{
    s.setDice(pilgrim, merchant, artist, first);
    s.resume();
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
inline std::string errorsAfterEdit(const std::string &file, const std::string &from, const std::string &to)
{
    QTemporaryDir dir;
    const std::string folder = dir.path().toStdString() + "/";
    for (const char *name : {"game.yaml", "board.yaml", "components.yaml", "wave_tiles.yaml",
                             "automa.yaml"}) {
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

} // namespace kotatsu::tokaido_duo::test_positions
