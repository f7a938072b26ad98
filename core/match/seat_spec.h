// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

class GameDefinition;

// Who plays one seat, in the one form every part of Kotatsu shares: saves, transcripts, the
// CLI's --agents, the arena, the simulator, the app's bridge and its QML seats.
//  - a Person: someone at the table;
//  - an Agent: the computer, either at one of the app's strengths, which the game's data
//    turns into an agent (game.computer), or as an explicit agent spec (makeAgent());
//  - the Rules: a seat the rules play themselves, the game's own opponent (Tokaido Duo's
//    Automa) at one of the levels its data defines.
// The next kind of seat (a person on another computer) is a Person with somewhere else to
// ask for moves, not a new representation.
struct SeatSpec
{
    enum class Kind
    {
        Person,
        Agent,
        Rules
    };
    Kind kind = Kind::Person;
    // Agent: an agent spec ("ismcts:ms=500") or a strength, "computer:level=normal".
    std::string agent;
    // Rules: 1 .. the game's levels, or 0 for the game's default level.
    int rulesLevel = 0;
    // What the table calls the seat; empty: the view names it. Not part of the text form.
    std::string name;

    static SeatSpec person(std::string name = {});
    // The computer at one of the app's strengths: "easy", "normal" or "strong".
    static SeatSpec computer(std::string_view strength, std::string name = {});
    static SeatSpec agentSpec(std::string spec, std::string name = {});
    static SeatSpec rules(int level = 0, std::string name = {});

    bool isPerson() const { return kind == Kind::Person; }
    bool isAgent() const { return kind == Kind::Agent; }
    bool isRules() const { return kind == Kind::Rules; }
    // The app's strength ("easy" | "normal" | "strong") of a "computer[:level=…]" seat;
    // empty for anything else. Plain "computer" (and the older "ai") is "normal".
    std::string strength() const;
    // The agent spec makeAgent() builds for this seat in `definition`: the game's agent for
    // a strength, the spec itself otherwise; empty for a person or the rules.
    std::string agentFor(const GameDefinition &definition) const;

    // The text form: "human", "computer:level=normal", an agent spec ("heuristic",
    // "ismcts:iterations=4000"), "rules" or "rules:level=2". Older texts still read: "ai"
    // (the computer), "automa" and "automa:level=N" (the rules' seat).
    std::string text() const;
    // nullopt and *error (in English, for logs and the CLI) when the text is empty or names
    // a malformed strength or rules level. An agent spec is checked when makeAgent() builds it.
    static std::optional<SeatSpec> parse(std::string_view text, std::string *error = nullptr);
    // Every text of a list; nullopt and *error naming the first bad one.
    static std::optional<std::vector<SeatSpec>> parseAll(const std::vector<std::string> &texts,
                                                         std::string *error = nullptr);
    static std::vector<std::string> texts(const std::vector<SeatSpec> &seats);

    static bool isStrength(std::string_view word);

    bool operator==(const SeatSpec &) const = default;
};

} // namespace kotatsu
