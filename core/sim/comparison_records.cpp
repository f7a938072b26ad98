// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/comparison_records.h"

#include <algorithm>
#include <cstdio>

namespace kotatsu {

namespace {

bool endsWith(const std::string &text, const std::string &suffix)
{
    return text.size() >= suffix.size() &&
           text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::string number(double value)
{
    char text[40];
    std::snprintf(text, sizeof text, "%.10g", value);
    return text;
}

// A CSV cell: quoted when it holds a separator, a quote or a line break.
std::string cell(const std::string &text)
{
    if (text.find_first_of(",\"\n\r") == std::string::npos)
        return text;
    std::string quoted = "\"";
    for (char c : text) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + '"';
}

const double *figureValue(const GameSummary &game, const std::string &name)
{
    for (const auto &[key, value] : game.outcome.figures) {
        if (key == name)
            return &value;
    }
    return nullptr;
}

std::string endCondition(const GameSummary &game)
{
    return game.plyLimit ? "ply_limit" : game.outcome.reason;
}

} // namespace

std::optional<PairedRecordWriter::Format> PairedRecordWriter::formatOf(const std::string &path)
{
    if (endsWith(path, ".csv"))
        return Format::Csv;
    if (endsWith(path, ".jsonl"))
        return Format::JsonLines;
    if (endsWith(path, ".json"))
        return Format::Json;
    return std::nullopt;
}

PairedRecordWriter::PairedRecordWriter(Format format, int players)
    : m_format(format), m_players(players)
{}

std::string PairedRecordWriter::record(const PairedGame &game)
{
    std::string out;
    if (m_format == Format::Csv) {
        if (m_written == 0)
            out = csvHeader(game);
        out += csvLine(game);
    } else {
        Json line = Json::object();
        line["game"] = game.index;
        line["seed"] = std::to_string(game.base.seed);
        line["base"] = sideJson(game.base);
        line["variant"] = sideJson(game.variant);
        if (m_format == Format::Json)
            out = m_written == 0 ? "[\n" : ",\n";
        out += line.dump();
        if (m_format == Format::JsonLines)
            out += '\n';
    }
    ++m_written;
    return out;
}

std::string PairedRecordWriter::finish()
{
    if (m_format == Format::Json)
        return m_written == 0 ? "[]\n" : "\n]\n";
    if (m_format == Format::Csv && m_written == 0)
        return csvHeader(PairedGame{});
    return {};
}

std::string PairedRecordWriter::csvHeader(const PairedGame &game)
{
    for (const GameSummary *side : {&game.base, &game.variant}) {
        for (const auto &[name, value] : side->outcome.figures) {
            if (std::find(m_figureColumns.begin(), m_figureColumns.end(), name) ==
                m_figureColumns.end())
                m_figureColumns.push_back(name);
        }
    }
    std::string header = "game,seed";
    for (const char *side : {"base", "variant"}) {
        const std::string prefix = std::string(",") + side + "_";
        for (const char *column : {"plies", "lead_changes", "legal_moves", "winning_seats", "draw",
                                   "end", "leader_at_half"})
            header += prefix + column;
        for (int seat = 0; seat < m_players; ++seat)
            header += prefix + "score_seat" + std::to_string(seat);
        for (const auto &name : m_figureColumns)
            header += prefix + "game_" + cell(name);
    }
    return header + "\n";
}

std::string PairedRecordWriter::csvLine(const PairedGame &game) const
{
    std::string line = std::to_string(game.index) + "," + std::to_string(game.base.seed);
    for (const GameSummary *side : {&game.base, &game.variant}) {
        std::string winners;
        for (int seat : side->outcome.winners)
            winners += (winners.empty() ? "" : " ") + std::to_string(seat);
        line += "," + std::to_string(side->plies) + "," + std::to_string(side->leadChanges) + "," +
                number(side->legalMoves) + "," + winners + "," + (side->outcome.draw ? "1" : "0") +
                "," + cell(endCondition(*side)) + "," +
                (side->leaderAtHalf >= 0 ? std::to_string(side->leaderAtHalf) : std::string());
        for (int seat = 0; seat < m_players; ++seat) {
            const auto s = static_cast<std::size_t>(seat);
            line += "," + (s < side->outcome.scores.size() ? number(side->outcome.scores[s])
                                                           : std::string());
        }
        for (const auto &name : m_figureColumns) {
            const double *value = figureValue(*side, name);
            line += "," + (value ? number(*value) : std::string());
        }
    }
    return line + "\n";
}

Json PairedRecordWriter::sideJson(const GameSummary &game)
{
    Json out = Json::object();
    out["plies"] = game.plies;
    out["ply_limit"] = game.plyLimit;
    out["lead_changes"] = game.leadChanges;
    out["legal_moves"] = game.legalMoves;
    if (game.leaderAtHalf >= 0)
        out["leader_at_half"] = game.leaderAtHalf;
    out["outcome"] = game.outcome.toJson();
    return out;
}

} // namespace kotatsu
