// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

// Who sits at a seat of a saved match: a person, or the computer at a level.
struct SavedSeat
{
    bool human = true;
    std::string level = "normal"; // computer seats: easy | normal | strong
    std::string name;             // empty: the view names the seat
};

// The save file format ("kotatsu-save", version 1): a match is (game, variant, seed, seats,
// moves), so replaying the moves' texts on a fresh game with that seed gives back the exact
// position, hidden cards included. Qt-free, so the CLI reads the same files as the app.
struct SavedMatch
{
    std::string game;
    std::string variant;     // shipped variant id, or empty
    std::string variantFile; // a user's variant file, or empty
    std::uint64_t seed = 0;
    std::vector<SavedSeat> seats;
    std::vector<std::string> actions;
    std::string savedAt; // ISO 8601, as written by the app

    // Why a file is not a readable save; the app words each for people.
    enum class Problem
    {
        None,
        NotJson,      // damaged, or not a save at all
        NotASave,     // JSON, but not of this format
        OtherVersion, // a save of another format version
        MissingGame,  // no game id or no readable seed
        BadSeat,      // a seat that is neither a person nor a computer level
        BadMove,      // a move that is not text
    };

    std::string toJson() const;
    static std::optional<SavedMatch> fromJson(std::string_view text, Problem *problem);
};

} // namespace kotatsu
