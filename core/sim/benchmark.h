// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_definition.h"

#include <cstdint>
#include <memory>

namespace kotatsu {

struct BenchmarkResult
{
    long playouts = 0;
    long moves = 0;
    double seconds = 0;
    double playoutsPerSecond() const { return seconds > 0 ? playouts / seconds : 0; }
    double movesPerSecond() const { return seconds > 0 ? moves / seconds : 0; }
};

// Random playouts from fresh games for about `seconds` on one thread: the raw speed of the
// rules engine (legal move generation, apply, setup), which bounds every agent's strength.
BenchmarkResult benchmarkRandomPlayouts(const GameDefinition &definition, int players,
                                        double seconds, std::uint64_t seed = 1);

} // namespace kotatsu
