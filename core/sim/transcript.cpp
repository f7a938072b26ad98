// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/transcript.h"

#include "ai/agent_factory.h"
#include "match/match_record.h"
#include "util/text.h"
#include "util/untrusted_json.h"

#include <cstdint>

namespace kotatsu {

namespace {
constexpr const char *kFormat = "kotatsu-transcript";
constexpr int kVersion = 1;

Json headerJson(const TranscriptHeader &header, const GameState &initial)
{
    Json json = Json::object();
    json["type"] = "header";
    json["format"] = kFormat;
    json["version"] = kVersion;
    json["game"] = header.game;
    json["variant"] = header.variant.empty() ? Json() : Json(header.variant);
    json["variant_file"] = header.variantFile.empty() ? Json() : Json(header.variantFile);
    // As a string: JSON readers commonly lose integer precision above 2^53.
    json["seed"] = std::to_string(header.seed);
    json["players"] = header.players;
    Json agents = Json::array();
    for (const auto &agent : header.agents)
        agents.push(agent);
    json["agents"] = std::move(agents);
    json["initial_state"] = initial.observation(kOmniscient);
    return json;
}
} // namespace

TranscriptRecorder::TranscriptRecorder(const TranscriptHeader &header, const GameState &initial)
{
    headerJson(header, initial).dumpTo(m_text);
    m_text.push_back('\n');
}

void TranscriptRecorder::recordAction(int player, const std::string &actionText,
                                      const GameState &after)
{
    Json json = Json::object();
    json["type"] = "action";
    json["ply"] = after.plyCount();
    json["player"] = player;
    json["action"] = actionText;
    json["state"] = after.observation(kOmniscient);
    json.dumpTo(m_text);
    m_text.push_back('\n');
}

void TranscriptRecorder::recordOutcome(const GameState &final)
{
    Json json = Json::object();
    json["type"] = "outcome";
    json["plies"] = final.plyCount();
    json["terminal"] = final.isTerminal();
    json["outcome"] = final.isTerminal() ? final.outcome().toJson() : Json();
    json.dumpTo(m_text);
    m_text.push_back('\n');
}

std::string transcriptOf(const MatchRecord &match, const TranscriptHeader &header)
{
    auto state = match.initialState().clone();
    TranscriptRecorder recorder(header, *state);
    for (const MatchRecord::Step &step : match.history()) {
        state->apply(step.action);
        recorder.recordAction(step.seat, step.text, *state);
    }
    if (match.isOver())
        recorder.recordOutcome(*state);
    return recorder.text();
}

std::optional<Transcript> parseTranscript(std::string_view text, std::string *error)
{
    auto fail = [&](int line, const std::string &message) -> std::optional<Transcript> {
        if (error)
            *error = "line " + std::to_string(line) + ": " + message;
        return std::nullopt;
    };
    // Transcripts are untrusted input: each line is parsed by nlohmann::json within bounds
    // (a state nests a handful of levels; a line is at most a few hundred KiB).
    JsonLimits limits;
    limits.maxBytes = 16 * 1024 * 1024;
    limits.maxDepth = 32;
    using Value = UntrustedJson;
    auto text_ = [](const Value &object, const char *key) -> const std::string * {
        const auto it = object.find(key);
        return it != object.end() && it->is_string() ? &it->get_ref<const std::string &>()
                                                     : nullptr;
    };
    auto integer = [](const Value &object, const char *key, std::int64_t min,
                      std::int64_t max) -> std::optional<int> {
        const auto it = object.find(key);
        if (it == object.end() || !it->is_number_integer())
            return std::nullopt;
        const auto v = it->get<std::int64_t>();
        if (v < min || v > max)
            return std::nullopt;
        return static_cast<int>(v);
    };
    // null or absent: empty; text: the text; anything else: an error.
    auto optionalText = [](const Value &object, const char *key, std::string &out) {
        const auto it = object.find(key);
        if (it == object.end() || it->is_null())
            return true;
        if (!it->is_string())
            return false;
        out = it->get_ref<const std::string &>();
        return true;
    };
    Transcript transcript;
    int lineNumber = 0;
    std::size_t start = 0;
    bool sawHeader = false;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        ++lineNumber;
        if (line.empty())
            continue;
        std::string parseError;
        auto json = parseUntrustedJson(line, limits, &parseError);
        if (!json || !json->is_object())
            return fail(lineNumber, "not a JSON object" +
                                        (parseError.empty() ? std::string() : ": " + parseError));
        const std::string *type = text_(*json, "type");
        if (!type)
            return fail(lineNumber, "no line type");
        if (!sawHeader) {
            const std::string *format = text_(*json, "format");
            if (*type != "header" || !format || *format != kFormat)
                return fail(lineNumber, "expected the kotatsu-transcript header");
            if (integer(*json, "version", kVersion, kVersion) != kVersion)
                return fail(lineNumber, "unsupported transcript version");
            auto &h = transcript.header;
            const std::string *game = text_(*json, "game");
            if (!game || game->empty())
                return fail(lineNumber, "no game");
            h.game = *game;
            if (!optionalText(*json, "variant", h.variant))
                return fail(lineNumber, "bad variant");
            if (!optionalText(*json, "variant_file", h.variantFile))
                return fail(lineNumber, "bad variant_file");
            const std::string *seed = text_(*json, "seed");
            const auto seedValue = seed ? parseUnsigned(*seed) : std::nullopt;
            if (!seedValue)
                return fail(lineNumber, "bad seed");
            h.seed = *seedValue;
            const auto players = integer(*json, "players", 1, 64);
            if (!players)
                return fail(lineNumber, "bad player count");
            h.players = *players;
            const auto agents = json->find("agents");
            if (agents == json->end() || !agents->is_array())
                return fail(lineNumber, "bad agents");
            for (const auto &agent : *agents) {
                if (!agent.is_string())
                    return fail(lineNumber, "bad agents");
                h.agents.push_back(agent.get<std::string>());
            }
            transcript.headerLine = toKotatsuJson(*json);
            sawHeader = true;
        } else if (*type == "action") {
            if (transcript.outcome)
                return fail(lineNumber, "action after the outcome");
            Transcript::Step step;
            const auto ply = integer(*json, "ply", 0, INT32_MAX);
            const auto player = integer(*json, "player", -1, 64);
            const std::string *action = text_(*json, "action");
            if (!ply || !player || !action)
                return fail(lineNumber, "an action line needs ply, player and action");
            step.ply = *ply;
            step.player = *player;
            step.action = *action;
            const auto state = json->find("state");
            if (state != json->end())
                step.state = toKotatsuJson(*state);
            transcript.steps.push_back(std::move(step));
        } else if (*type == "outcome") {
            transcript.outcome = toKotatsuJson(*json);
        } else {
            return fail(lineNumber, "unknown line type '" + *type + "'");
        }
    }
    if (!sawHeader)
        return fail(lineNumber, "empty transcript");
    return transcript;
}

namespace {

// `now` with only the statistics figures that `recorded` has. A game's figures (its
// statistics: rounds, reshuffles, ...) may grow from one version to the next; a transcript
// written before a figure existed still matches, and every figure it records must agree.
Json withRecordedFigures(const Json &now, const Json &recorded)
{
    if (now.isArray() && recorded.isArray() && now.size() == recorded.size()) {
        Json out = Json::array();
        for (std::size_t i = 0; i < now.size(); ++i)
            out.push(withRecordedFigures(now.at(i), recorded.at(i)));
        return out;
    }
    if (!now.isObject() || !recorded.isObject())
        return now;
    Json out = Json::object();
    for (const auto &[key, value] : now.entries()) {
        const Json *then = recorded.find(key);
        if (key == "figures" && then && then->isObject() && value.isObject()) {
            Json kept = Json::object();
            for (const auto &[name, figure] : value.entries()) {
                if (then->find(name))
                    kept[name] = figure;
            }
            out[key] = std::move(kept);
        } else {
            out[key] = then ? withRecordedFigures(value, *then) : value;
        }
    }
    return out;
}

bool matchesRecorded(const Json &now, const Json &recorded)
{
    return now == recorded || withRecordedFigures(now, recorded) == recorded;
}

} // namespace

std::string verifyTranscript(const GameDefinition &definition, const Transcript &transcript)
{
    const auto &h = transcript.header;
    if (h.players < definition.info().minPlayers || h.players > definition.info().maxPlayers)
        return "player count " + std::to_string(h.players) + " is not allowed";
    // A seat whose agent is "rules[:level=N]" (older "automa[:level=N]") was played by the
    // game's rules.
    std::string problem;
    const auto rules = rulesSeatOfSpecs(definition, h.agents, &problem);
    if (!rules)
        return problem;
    std::shared_ptr<const GameDefinition> solo;
    if (rules->used())
        solo = definition.withRulesSeat(rules->seat, rules->level);
    auto state = (solo ? *solo : definition).newGame(h.players, h.seed);
    if (state->observation(kOmniscient) != transcript.headerLine.get("initial_state"))
        return "the initial state differs";
    for (const auto &step : transcript.steps) {
        const std::string where = "ply " + std::to_string(step.ply);
        if (state->isTerminal())
            return where + ": the game is already over";
        if (state->currentPlayer() != step.player)
            return where + ": expected player " + std::to_string(state->currentPlayer()) +
                   " to move, the transcript says " + std::to_string(step.player);
        auto action = state->actionFromString(step.action);
        if (!action)
            return where + ": '" + step.action + "' is not a legal move here";
        state->apply(*action);
        if (state->plyCount() != step.ply)
            return where + ": ply numbers disagree";
        if (!matchesRecorded(state->observation(kOmniscient), step.state))
            return where + ": the state after '" + step.action + "' differs";
    }
    if (transcript.outcome) {
        Json expected = state->isTerminal() ? state->outcome().toJson() : Json();
        if (!matchesRecorded(expected, transcript.outcome->get("outcome")))
            return "the outcome differs";
    }
    return {};
}

} // namespace kotatsu
