// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

// Who sits at a seat of a saved match: a person, the computer at a level, or the game's
// Automa at one of its levels (written {"kind": "automa", "agent": "automa:level=N"}).
struct SavedSeat
{
    bool human = true;
    std::string level = "normal"; // computer seats: easy | normal | strong
    std::string name;             // empty: the view names the seat
    int automaLevel = 0;          // > 0: the seat is the game's Automa at this level
    bool automa() const { return automaLevel > 0; }
};

// The save file format ("kotatsu-save", version 1): a match is (game, variant, seed, seats,
// moves), so replaying the moves' texts on a fresh game with that seed gives back the exact
// position, hidden cards included. Qt-free, so the CLI reads the same files as the app.
// A solo game names its Automa seat's agent as a transcript does ("automa:level=N"); the
// seat kinds "human" and "ai" are as they always were, so older saves read unchanged.
struct SavedMatch
{
    std::string game;
    std::string variant;     // shipped variant id, or empty
    std::string variantFile; // a user's variant file, or empty
    std::uint64_t seed = 0;
    std::vector<SavedSeat> seats;
    std::vector<std::string> actions;
    std::string savedAt; // ISO 8601, as written by the app
    // The moves before which a person asked for a hint: how many moves had been played then
    // (0 .. actions.size()), in the order asked. Absent from saves without hints.
    std::vector<int> hints;

    // Each seat's agent as a transcript header names it: "human", "ai" (the level does not
    // matter to the rules) or "automa:level=N"; what definitionForSeats() reads.
    std::vector<std::string> seatSpecs() const;

    // Why a file is not a readable save; the app words each for people, with the key.
    enum class Problem
    {
        None,
        NotJson,      // damaged, or not a save at all
        NotASave,     // JSON, but not of this format
        OtherVersion, // a save of another format version
        MissingKey,   // a required key is absent ("seats[2].kind")
        WrongType,    // a key holds the wrong kind of value (a number where text belongs)
        BadValue,     // a value outside what saves hold (an unknown level, an empty game id)
        UnknownKey,   // a key that saves do not have
    };
    struct Error
    {
        Problem problem = Problem::None;
        std::string key; // the key path, for MissingKey .. UnknownKey
        // In English, as the app says it (the app translates the same sentences).
        std::string message() const;
    };

    // At most this many seats and moves (a save is also bounded to 8 MiB by its readers).
    static constexpr std::size_t kMaxSeats = 16;
    static constexpr std::size_t kMaxActions = 100000;

    std::string toJson() const;
    static std::optional<SavedMatch> fromJson(std::string_view text, Problem *problem);
    static std::optional<SavedMatch> fromJson(std::string_view text, Error *error);
};

} // namespace kotatsu
