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

// A hosted table as its host saves it after every move ("kotatsu-net-table", version 1), so
// that a host that restarts resumes every table and each client rejoins its seat with its
// token. It holds the seats' tokens: it stays on the host, never goes to a client.
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

    static NetTableFile of(const NetTable &table);
    std::string toJson() const;
    // nullopt and *error (in English, for the host's log, naming the key) when the text is not
    // such a file.
    static std::optional<NetTableFile> fromJson(std::string_view text, std::string *error);
};

} // namespace kotatsu::net
