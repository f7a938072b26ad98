// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "match/seat_spec.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

// The save file format ("kotatsu-save", version 1): a match is (game, variant, seed, seats,
// moves), so replaying the moves' texts on a fresh game with that seed gives back the exact
// position, hidden cards included. Qt-free, so the CLI reads the same files as the app.
// Each seat is written in SeatSpec's text form with its name, {"seat": "rules:level=2",
// "name": ""}; the seats of older saves ({"kind": "human" | "ai" | "automa", "level",
// "agent"}) still read as the same SeatSpecs.
struct SavedMatch
{
    std::string game;
    std::string variant;     // shipped variant id, or empty
    std::string variantFile; // a user's variant file, or empty
    std::uint64_t seed = 0;
    std::vector<SeatSpec> seats;
    std::vector<std::string> actions;
    std::string savedAt; // ISO 8601, as written by the app
    // The moves before which a person asked for a hint: how many moves had been played then
    // (0 .. actions.size()), in the order asked. Absent from saves without hints.
    std::vector<int> hints;
    // A lesson (docs/lessons.md): its id among the game's lessons and the step it waits at;
    // resumed there by playing the lesson's own moves (the actions are its history, which a
    // lesson with a position of its own cannot replay from the seed). Empty for a game.
    std::string lesson;
    int lessonStep = 0;

    // Each seat's text form, as a transcript header names it; what definitionForSeats() reads.
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
