// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/benchmark.h"

#include "ai/random_agent.h"
#include "engine/game_state.h"

#include <chrono>

namespace kotatsu {

BenchmarkResult benchmarkRandomPlayouts(const GameDefinition &definition, int players,
                                        double seconds, std::uint64_t seed)
{
    BenchmarkResult result;
    Rng rng(seed);
    std::vector<Action> scratch;
    scratch.reserve(64);
    const auto start = std::chrono::steady_clock::now();
    const auto budget = std::chrono::duration<double>(seconds);
    for (;;) {
        auto state = definition.newGame(players, rng.next());
        result.moves += randomPlayout(*state, rng, scratch, 100000);
        ++result.playouts;
        if ((result.playouts & 63) == 0 && std::chrono::steady_clock::now() - start >= budget)
            break;
    }
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

} // namespace kotatsu
