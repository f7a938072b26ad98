// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/picture.h"

#include "data/node_reader.h"
#include "data/yaml_reader.h"
#include "engine/game_definition.h"
#include "engine/game_state.h"
#include "sim/lesson.h"
#include "util/text.h"

#include <algorithm>
#include <filesystem>
#include <regex>

namespace kotatsu {

namespace {

namespace fs = std::filesystem;

DataMessage describe(const DataNode &node)
{
    if (node.isScalar())
        return {QT_TRANSLATE_NOOP("DataError", "'%1'"), node.scalar};
    return DataNode::kindName(node.kind);
}

std::string legalTexts(const GameState &state)
{
    std::string out;
    int n = 0;
    for (const Action &a : state.legalActions()) {
        if (++n > 12) {
            out += ", \xE2\x80\xA6";
            break;
        }
        out += (out.empty() ? "" : ", ") + state.actionToString(a);
    }
    return out;
}

SourcePos fileStart(const std::string &file)
{
    return SourcePos{std::make_shared<const std::string>(file), 1, 1};
}

} // namespace

std::unique_ptr<GameState> RulesPicture::start(std::string *error) const
{
    auto state = definition->newGame(players, seed);
    if (const DataNode *at = node.find("position")) {
        if (!loadPositionNode(*state, *at, error))
            return nullptr;
    }
    return state;
}

std::unique_ptr<GameState> RulesPicture::position(std::string *error) const
{
    auto state = start(error);
    if (!state)
        return nullptr;
    for (const std::string &text : moves) {
        const auto action = state->actionFromString(text);
        if (!action) {
            if (error)
                *error = "'" + text + "' is not legal here";
            return nullptr;
        }
        state->apply(*action);
    }
    return state;
}

std::vector<std::size_t> RulesPicture::ringed(const GameState &position) const
{
    std::vector<std::size_t> out;
    if (ring.empty())
        return out;
    const std::vector<Action> legal = position.legalActions();
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const Json description = position.describeAction(legal[i]);
        if (std::any_of(ring.begin(), ring.end(),
                        [&](const Json &item) { return ringNamesMove(item, description); }))
            out.push_back(i);
    }
    return out;
}

std::vector<Json> RulesPicture::places(const GameState &position) const
{
    std::vector<Json> out;
    std::vector<Json> ringedMoves;
    const std::vector<Action> legal = position.legalActions();
    for (const std::size_t i : ringed(position))
        ringedMoves.push_back(position.describeAction(legal[i]));
    for (const Json &item : ring) {
        if (std::none_of(ringedMoves.begin(), ringedMoves.end(),
                         [&](const Json &d) { return ringNamesMove(item, d); }))
            out.push_back(item);
    }
    return out;
}

std::optional<RulesPicture> readRulesPictureFile(const ScenarioRules &rules,
                                                 const std::string &path, DataErrors &errors)
{
    const std::size_t before = errors.size();
    auto root = readYamlFile(path, errors);
    if (!root)
        return std::nullopt;
    NodeReader top(*root, "", errors);
    const DataNode *node = top.map("picture");
    top.finish();
    if (!node || errors.size() != before)
        return std::nullopt;

    RulesPicture picture;
    picture.file = path;
    picture.id = fs::path(path).stem().string();
    picture.gameId = rules.gameId;
    picture.node = *node;
    NodeReader r(*node, "picture", errors);
    picture.players = static_cast<int>(r.integer("players", 1, 8));
    picture.seat = static_cast<int>(r.integer("seat", 0, 7));
    if (const DataNode *seed = r.optional("seed")) {
        if (auto v = NodeReader::toInteger(*seed, r.keyPath("seed"), errors, 0, 0x7fffffff))
            picture.seed = static_cast<std::uint64_t>(*v);
    }
    if (const DataNode *variant = r.optional("variant"))
        NodeReader::toString(*variant, r.keyPath("variant"), errors);
    for (const char *key : {"rules", "overrides", "rules_seat", "automa", "position"}) {
        if (const DataNode *map = r.optional(key); map && !map->isMap())
            r.error(*map, key,
                    {QT_TRANSLATE_NOOP("DataError", "expected a map, found %1"), describe(*map)});
    }
    std::vector<SourcePos> movePositions;
    if (const DataNode *list = r.optional("moves")) {
        if (!list->isSequence()) {
            r.error(*list, "moves",
                    {QT_TRANSLATE_NOOP("DataError", "expected a list, found %1"), describe(*list)});
        } else {
            for (std::size_t i = 0; i < list->items.size(); ++i) {
                const DataNode &item = list->items[i];
                if (auto text = NodeReader::toString(
                        item, NodeReader::itemPath(r.keyPath("moves"), i), errors)) {
                    picture.moves.push_back(*text);
                    movePositions.push_back(item.pos);
                }
            }
        }
    }
    const DataNode *ring = r.optional("ring");
    if (ring) {
        if (!ring->isSequence()) {
            r.error(*ring, "ring",
                    {QT_TRANSLATE_NOOP("DataError", "expected a list, found %1"), describe(*ring)});
            ring = nullptr;
        } else {
            for (const DataNode &part : ring->items)
                picture.ring.push_back(dataNodeToJson(part));
        }
    }
    std::vector<SourcePos> regionPositions;
    if (const DataNode *region = r.optional("region")) {
        if (!region->isSequence()) {
            r.error(
                *region, "region",
                {QT_TRANSLATE_NOOP("DataError", "expected a list, found %1"), describe(*region)});
        } else {
            for (std::size_t i = 0; i < region->items.size(); ++i) {
                if (auto name = NodeReader::toString(
                        region->items[i], NodeReader::itemPath(r.keyPath("region"), i), errors)) {
                    picture.region.push_back(*name);
                    regionPositions.push_back(region->items[i].pos);
                }
            }
        }
    }
    picture.caption = r.text("caption");
    r.finish();
    if (errors.size() != before)
        return std::nullopt;
    if (picture.seat >= picture.players) {
        r.error(
            r.at("seat"), "seat",
            {QT_TRANSLATE_NOOP("DataError", "there is no seat %1 at this table (seats 0 to %2)"),
             picture.seat, picture.players - 1});
        return std::nullopt;
    }

    // The rules it is drawn under, as a scenario's or a lesson's.
    picture.definition = itemDefinition(rules, *node, path, errors);
    if (!picture.definition)
        return std::nullopt;
    const GameInfo &info = picture.definition->info();
    if (picture.players < info.minPlayers || picture.players > info.maxPlayers) {
        errors.push_back(
            {r.at("players").pos,
             "picture.players",
             {QT_TRANSLATE_NOOP("DataError",
                                "%1 is not a number of players this game takes (%2 to %3)"),
              picture.players, info.minPlayers, info.maxPlayers}});
        return std::nullopt;
    }

    // Set it up and play its moves, each where it stands.
    std::string why;
    auto state = picture.start(&why);
    if (!state) {
        errors.push_back({r.at("position").pos,
                          "picture.position",
                          {QT_TRANSLATE_NOOP("DataError", "the position does not load: %1"), why}});
        return std::nullopt;
    }
    for (std::size_t i = 0; i < picture.moves.size(); ++i) {
        const std::string key = NodeReader::itemPath("picture.moves", i);
        if (state->isTerminal()) {
            errors.push_back(
                {movePositions[i], key, QT_TRANSLATE_NOOP("DataError", "the game is over here")});
            return std::nullopt;
        }
        const auto action = state->actionFromString(picture.moves[i]);
        if (!action) {
            errors.push_back({movePositions[i],
                              key,
                              {QT_TRANSLATE_NOOP("DataError", "'%1' is not legal here; legal: %2"),
                               picture.moves[i], legalTexts(*state)}});
            return std::nullopt;
        }
        state->apply(*action);
        if (const std::string broken = state->checkInvariants(); !broken.empty()) {
            errors.push_back(
                {movePositions[i],
                 key,
                 {QT_TRANSLATE_NOOP("DataError", "after it, the position breaks a rule: %1"),
                  broken}});
            return std::nullopt;
        }
    }
    // The region names parts of the table the seat sees in this position (the game's own list,
    // GameState::tableParts: a field of the board, a pile, a card in the hand).
    const std::vector<std::string> parts = state->tableParts(picture.seat);
    for (std::size_t i = 0; i < picture.region.size(); ++i) {
        if (std::find(parts.begin(), parts.end(), picture.region[i]) != parts.end())
            continue;
        std::string list;
        for (std::size_t k = 0; k < parts.size(); ++k) {
            if (k == 20) {
                list += ", \xE2\x80\xA6";
                break;
            }
            list += (list.empty() ? "" : ", ") + parts[k];
        }
        errors.push_back(
            {regionPositions[i],
             NodeReader::itemPath("picture.region", i),
             {QT_TRANSLATE_NOOP("DataError",
                                "the game's table has no part '%1' here; its parts: %2"),
              picture.region[i], list}});
    }
    if (errors.size() != before)
        return std::nullopt;
    // A ring names the seat's own moves: the table rings only the moves of the seat it shows.
    if (ring && !ring->items.empty()) {
        if (state->isTerminal()) {
            errors.push_back({ring->pos, "picture.ring",
                              QT_TRANSLATE_NOOP("DataError", "the game is over here")});
            return std::nullopt;
        }
        if (state->currentPlayer() != picture.seat) {
            errors.push_back(
                {ring->pos,
                 "picture.ring",
                 {QT_TRANSLATE_NOOP("DataError",
                                    "it is seat %1's turn here, not the picture's seat (%2): a "
                                    "picture can ring only the moves of the seat it shows"),
                  state->currentPlayer(), picture.seat}});
            return std::nullopt;
        }
        checkRing(*ring, *state, Json::array(), "picture.ring", errors);
        // Each item names at least one of the seat's legal moves.
        if (errors.size() == before) {
            std::vector<Json> descriptions;
            for (const Action &a : state->legalActions())
                descriptions.push_back(state->describeAction(a));
            for (std::size_t i = 0; i < picture.ring.size(); ++i) {
                const Json &item = picture.ring[i];
                // A named place ({place: discard}) is rung as a place, not as a move.
                if (item.find("place"))
                    continue;
                if (std::none_of(descriptions.begin(), descriptions.end(),
                                 [&](const Json &d) { return ringNamesMove(item, d); }))
                    errors.push_back(
                        {ring->items[i].pos,
                         NodeReader::itemPath("picture.ring", i),
                         {QT_TRANSLATE_NOOP("DataError",
                                            "no legal move has every part of this ring; legal: %1"),
                          legalTexts(*state)}});
            }
        }
    }
    if (errors.size() != before)
        return std::nullopt;
    return picture;
}

std::vector<std::string> rulesPictureFiles(const std::string &gameFolder)
{
    return yamlFilesIn((fs::path(gameFolder) / "rules" / "pictures").string());
}

std::vector<RulesPagePart> splitRulesPage(const std::string &markdown)
{
    static const std::regex marker(
        R"(^[ \t]*<!--[ \t]*picture:[ \t]*([A-Za-z0-9_]+)[ \t]*-->[ \t]*\r?$)");
    std::vector<RulesPagePart> parts;
    std::string text;
    auto flush = [&] {
        if (text.find_first_not_of(" \t\r\n") != std::string::npos)
            parts.push_back({text, {}, 0});
        text.clear();
    };
    std::size_t at = 0;
    int line = 0;
    while (at < markdown.size()) {
        std::size_t end = markdown.find('\n', at);
        if (end == std::string::npos)
            end = markdown.size();
        const std::string row = markdown.substr(at, end - at);
        ++line;
        std::smatch m;
        if (std::regex_match(row, m, marker)) {
            flush();
            parts.push_back({{}, m[1].str(), line});
        } else {
            text += row;
            text += '\n';
        }
        at = end + 1;
    }
    flush();
    return parts;
}

void checkRulesPages(const std::string &gameFolder, DataErrors &errors)
{
    std::vector<std::string> pictures;
    for (const std::string &file : rulesPictureFiles(gameFolder))
        pictures.push_back(fs::path(file).stem().string());
    auto pictureIds = [](const std::vector<RulesPagePart> &parts) {
        std::vector<std::string> ids;
        for (const RulesPagePart &p : parts) {
            if (!p.pictureId.empty())
                ids.push_back(p.pictureId);
        }
        return ids;
    };
    std::vector<std::string> english;
    bool haveEnglish = false;
    for (std::size_t lang = 0; lang < kLanguageCount; ++lang) {
        const std::string page =
            (fs::path(gameFolder) / "rules" / (std::string(kLanguageCodes[lang]) + ".md")).string();
        std::string text;
        if (readFile(page, 1 << 20, text) != ReadStatus::Ok)
            continue;
        const std::vector<RulesPagePart> parts = splitRulesPage(text);
        auto pagePos = std::make_shared<const std::string>(page);
        for (const RulesPagePart &p : parts) {
            if (!p.pictureId.empty() &&
                std::find(pictures.begin(), pictures.end(), p.pictureId) == pictures.end())
                errors.push_back(
                    {SourcePos{pagePos, p.line, 1},
                     "picture",
                     {QT_TRANSLATE_NOOP("DataError",
                                        "there is no picture '%1' (rules/pictures/%1.yaml)"),
                      p.pictureId}});
        }
        const std::vector<std::string> ids = pictureIds(parts);
        if (lang == 0) {
            english = ids;
            haveEnglish = true;
        } else if (haveEnglish && ids != english) {
            std::string list;
            for (const std::string &id : english)
                list += (list.empty() ? "" : ", ") + id;
            errors.push_back(
                {fileStart(page),
                 "picture",
                 {QT_TRANSLATE_NOOP("DataError",
                                    "the page places other pictures than the English page "
                                    "(%1, in that order)"),
                  list}});
        }
    }
}

} // namespace kotatsu
