// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/transcript.h"

#include "match/match_record.h"

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
        auto json = Json::parse(line, &parseError);
        if (!json || !json->isObject())
            return fail(lineNumber, "not a JSON object: " + parseError);
        const std::string &type = json->get("type").asString();
        if (!sawHeader) {
            if (type != "header" || json->get("format").asString() != kFormat)
                return fail(lineNumber, "expected the kotatsu-transcript header");
            if (json->get("version").asInt() != kVersion)
                return fail(lineNumber, "unsupported transcript version");
            auto &h = transcript.header;
            h.game = json->get("game").asString();
            h.variant = json->get("variant").asString();
            h.variantFile = json->get("variant_file").asString();
            try {
                h.seed = std::stoull(json->get("seed").asString());
            } catch (...) {
                return fail(lineNumber, "bad seed");
            }
            h.players = static_cast<int>(json->get("players").asInt());
            for (const auto &agent : json->get("agents").elements())
                h.agents.push_back(agent.asString());
            transcript.headerLine = *json;
            sawHeader = true;
        } else if (type == "action") {
            if (transcript.outcome)
                return fail(lineNumber, "action after the outcome");
            Transcript::Step step;
            step.ply = static_cast<int>(json->get("ply").asInt());
            step.player = static_cast<int>(json->get("player").asInt());
            step.action = json->get("action").asString();
            step.state = json->get("state");
            transcript.steps.push_back(std::move(step));
        } else if (type == "outcome") {
            transcript.outcome = *json;
        } else {
            return fail(lineNumber, "unknown line type '" + type + "'");
        }
    }
    if (!sawHeader)
        return fail(lineNumber, "empty transcript");
    return transcript;
}

std::string verifyTranscript(const GameDefinition &definition, const Transcript &transcript)
{
    const auto &h = transcript.header;
    if (h.players < definition.info().minPlayers || h.players > definition.info().maxPlayers)
        return "player count " + std::to_string(h.players) + " is not allowed";
    auto state = definition.newGame(h.players, h.seed);
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
        if (state->observation(kOmniscient) != step.state)
            return where + ": the state after '" + step.action + "' differs";
    }
    if (transcript.outcome) {
        Json expected = state->isTerminal() ? state->outcome().toJson() : Json();
        if (transcript.outcome->get("outcome") != expected)
            return "the outcome differs";
    }
    return {};
}

} // namespace kotatsu
