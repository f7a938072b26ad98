// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_state.h"
#include "util/json.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

// A JSON Lines record of one game: a header line, one line per action with the complete
// state after it (hidden information included), and an outcome line. The format is
// documented in docs/transcripts.md.
struct TranscriptHeader
{
    std::string game;
    std::string variant;     // variant id, empty for the base game
    std::string variantFile; // path of a variant file not shipped with the game, or empty
    std::uint64_t seed = 0;
    int players = 0;
    std::vector<std::string> agents; // one per seat ("human" for people)
};

class TranscriptRecorder
{
public:
    TranscriptRecorder(const TranscriptHeader &header, const GameState &initial);
    // Call after applying the action written `actionText` (its text in the position it was
    // played in) by `player` to reach `after`.
    void recordAction(int player, const std::string &actionText, const GameState &after);
    void recordOutcome(const GameState &final);
    const std::string &text() const { return m_text; }

private:
    std::string m_text;
};

struct Transcript
{
    TranscriptHeader header;
    Json headerLine;
    struct Step
    {
        int ply = 0;
        int player = 0;
        std::string action;
        Json state;
    };
    std::vector<Step> steps;
    std::optional<Json> outcome;
};

class MatchRecord;
// The transcript of a whole match: its moves replayed from the initial state, with the
// complete state after each, and the outcome when the match is over.
std::string transcriptOf(const MatchRecord &match, const TranscriptHeader &header);

// Parses a transcript; returns nullopt and sets *error (with the line number) on bad input.
std::optional<Transcript> parseTranscript(std::string_view text, std::string *error);

// Replays the transcript on a fresh game of `definition` and compares every recorded state
// and the outcome. Returns an empty string when everything matches, else the first
// difference.
std::string verifyTranscript(const GameDefinition &definition, const Transcript &transcript);

} // namespace kotatsu
