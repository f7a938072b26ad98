// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/comparison.h"

#include <optional>
#include <string>
#include <vector>

namespace kotatsu {

// The per-game records of a comparison as text, one game at a time (so memory stays flat):
// CSV with a header line, a JSON array, or JSON Lines. kotatsu-cli compare --records and the
// app's export both write them.
class PairedRecordWriter
{
public:
    enum class Format
    {
        Csv,
        Json,
        JsonLines
    };
    // By the file's extension: .csv, .json, .jsonl; nullopt for any other.
    static std::optional<Format> formatOf(const std::string &path);

    PairedRecordWriter(Format format, int players);

    // One game's record. The first one starts with the CSV header or the JSON array's opening
    // bracket. CSV columns: game, seed, then for base_ and variant_: plies, lead_changes,
    // legal_moves, winning_seats (space-separated), draw, end, leader_at_half (the seat ahead
    // at half the game's length; empty when nobody), score_seatN, and game_<name>
    // for the first game's own figures (a figure a game lacks is an empty cell).
    std::string record(const PairedGame &game);
    // What ends the file: the closing bracket of a JSON array, or a CSV header when no game
    // was written.
    std::string finish();

private:
    std::string csvHeader(const PairedGame &game);
    std::string csvLine(const PairedGame &game) const;
    static Json sideJson(const GameSummary &game);

    Format m_format;
    int m_players;
    std::size_t m_written = 0;
    std::vector<std::string> m_figureColumns;
};

} // namespace kotatsu
