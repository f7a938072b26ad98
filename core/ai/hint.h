// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_state.h"

#include <atomic>
#include <cstdint>
#include <string>

namespace kotatsu {

// A hint: what the seat to move should play, and why. The app's hint (GameSession's
// requestHint, on the AI runner's thread), the hint-play tests and the CLI all ask here.
struct Hint
{
    // Which sentence tells why: the share of the played-out games won with the move, or, when
    // that share says nothing (it is near 0 % or 100 % from here), the mean score margin.
    enum class Reason
    {
        None,     // a forced move, or nothing searched: no reason
        WinShare, // "it won about 62 % of the 3,950 games played out from here"
        Margin    // "it ended on average 6 points behind the leader in those games"
    };

    Action action;
    Reason reason = Reason::None;
    int playouts = 0;      // games played out from here with `action`
    double winShare = 0.0; // of those games: won 1, drawn ½, lost 0, averaged
    double margin = 0.0;   // mean of (own score − best other score) at their end
    int iterations = 0;    // games played out from here, all moves together
};

struct HintOptions
{
    // The search's iteration budget; 0: the game's strong level's (game.computer.strong).
    int iterations = 0;
    // The weight of the score margin in the search's reward (IsmctsAgent::Settings::margin),
    // for one search with it. Below 0 (the app's): the strong level's search (the result
    // alone), then, when the move it found was won in about none or all of its playouts, a
    // second search with the margin weighed in at ½ (hint.cpp says why). 0 is the hint as it
    // was before issue 31.
    double margin = -1.0;
};

// The hint for the seat to move in `state` (not terminal), from that seat's own view (a
// PlayerView: it reads nothing that seat cannot see), seeded by `seed`. Returns promptly
// (with what it has) once *stop becomes true.
Hint findHint(const GameState &state, std::uint64_t seed, const HintOptions &options = {},
              const std::atomic<bool> *stop = nullptr);

// The agent spec findHint() searches with.
std::string hintAgentSpec(const GameDefinition &definition, const HintOptions &options = {});

} // namespace kotatsu
