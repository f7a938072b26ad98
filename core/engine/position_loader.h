// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/json.h"

#include <string>
#include <string_view>
#include <utility>

namespace kotatsu {

// The checks a game's GameState::loadPosition makes while it reads the omniscient observation
// (docs/scenarios.md): each failure puts a message naming the field into *error (when given)
// and returns false, so a loader reads as a chain of `if (!in.integer(...)) return false;`.
struct PositionLoader
{
    std::string *error;

    bool fail(const std::string &message)
    {
        if (error)
            *error = message;
        return false;
    }

    // parent[key], an integer in [lo, hi], into `out`; `where` is the path to `parent`
    // ("players[1].") for the message.
    template <typename Int>
    bool integer(const Json &parent, std::string_view key, long long lo, long long hi, Int &out,
                 const std::string &where)
    {
        const Json &v = parent.get(key);
        if (!v.isInt() || v.asInt() < lo || v.asInt() > hi)
            return fail(where + std::string(key) + ": an integer from " + std::to_string(lo) +
                        " to " + std::to_string(hi) + " expected");
        out = static_cast<Int>(v.asInt());
        return true;
    }

    // The last step of a loader: the state read, `loaded`, becomes `target` when the seat it
    // says is to move is `current` and its invariants hold; else nothing changes.
    template <typename State>
    bool adopt(State &target, State &&loaded, int current)
    {
        if (loaded.currentPlayer() != current)
            return fail("current_player: seat " + std::to_string(loaded.currentPlayer()) +
                        " is to move in this position");
        const std::string invariants = loaded.checkInvariants();
        if (!invariants.empty())
            return fail(invariants);
        target = std::move(loaded);
        return true;
    }
};

} // namespace kotatsu
