// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>

namespace kotatsu {

// One move, as a small value: a game-defined kind plus up to six game-defined arguments.
// It is cheap to copy and compare (search agents generate millions). Its stable, readable
// text form ("play 17", "step K1 c4 give K2 top") belongs to the GameDefinition, which
// formats and parses it; transcripts, saves and the views use that text.
struct Action
{
    std::int16_t kind = 0;
    std::array<std::int16_t, 6> args{};

    constexpr bool operator==(const Action &) const = default;
};

inline constexpr Action makeAction(int kind, int a0 = 0, int a1 = 0, int a2 = 0, int a3 = 0,
                                   int a4 = 0, int a5 = 0)
{
    return Action{static_cast<std::int16_t>(kind),
                  {static_cast<std::int16_t>(a0), static_cast<std::int16_t>(a1),
                   static_cast<std::int16_t>(a2), static_cast<std::int16_t>(a3),
                   static_cast<std::int16_t>(a4), static_cast<std::int16_t>(a5)}};
}

} // namespace kotatsu
