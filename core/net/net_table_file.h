// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "match/seat_spec.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu::net {

class NetTable;

// A hosted table as its host saves it after every move ("kotatsu-net-table"), so that a host
// that restarts resumes every table and each client rejoins its seat with its token. It holds
// the seats' tokens: it stays on the host, never goes to a client.
//
// Version 2 is a journal, one JSON value a line: the table's header (everything but the moves)
// on the first line, then one line a move, the move's text as a JSON string. A move is saved by
// appending its line, not by writing the whole file again: at hundreds of tables, rewriting and
// renaming a file at every move was half of the host's time. A last line without its newline is
// a write the host did not finish (it stopped during it) and is left out. Version 1, one JSON
// object with the moves in it, is still read.
struct NetTableFile
{
    struct Seat
    {
        SeatSpec spec;
        bool remote = false;
        std::string token; // "" until someone took the seat
        std::string name;
    };
    std::string game;
    std::string variant;
    std::uint64_t seed = 0;
    std::string code;
    bool started = false;
    std::vector<Seat> seats;
    std::vector<std::string> moves;

    // The table as it is; without its moves when `withMoves` is false (what the header
    // line needs, without copying every move's text at every move).
    static NetTableFile of(const NetTable &table, bool withMoves = true);
    // The whole file: the header line and a line a move.
    std::string toText() const;
    // The header line alone (with its newline); the moves are not in it.
    std::string headerLine() const;
    // One move's line (with its newline), appended after the header and the moves before it.
    static std::string moveLine(const std::string &moveText);
    // nullopt and *error (in English, for the host's log, naming the line or the key) when the
    // text is not such a file, in version 2 or 1.
    static std::optional<NetTableFile> read(std::string_view text, std::string *error);
};

} // namespace kotatsu::net
