// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzz_support.h"

#include "engine/game_state.h"
#include "util/rng.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#ifndef KOTATSU_FUZZ_DATA_DIR
#error "KOTATSU_FUZZ_DATA_DIR must name the shipped data folder"
#endif

namespace kotatsu::fuzz {

const GameCatalog &catalog()
{
    static const GameCatalog instance([] {
        const char *env = std::getenv("KOTATSU_DATA_DIR");
        return std::string(env && *env ? env : KOTATSU_FUZZ_DATA_DIR);
    }());
    return instance;
}

bool verbose()
{
    static const bool on = std::getenv("KOTATSU_FUZZ_VERBOSE") != nullptr;
    return on;
}

void fail(const std::string &what)
{
    std::fprintf(stderr, "kotatsu fuzz: %s\n", what.c_str());
    std::fflush(stderr);
    std::abort();
}

std::uint64_t hashOf(std::string_view bytes)
{
    std::uint64_t h = 1469598103934665603ull; // FNV-1a
    for (unsigned char c : bytes) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h;
}

void playRandomGame(const GameDefinition &definition, std::uint64_t seed, int maxPlies)
{
    const GameInfo &info = definition.info();
    if (info.minPlayers < 1 || info.maxPlayers < info.minPlayers)
        fail("player range " + std::to_string(info.minPlayers) + ".." +
             std::to_string(info.maxPlayers) + " of a built definition");
    Rng rng(seed);
    const int players =
        info.minPlayers + static_cast<int>(rng.next() % static_cast<std::uint64_t>(
                                                            info.maxPlayers - info.minPlayers + 1));
    auto state = definition.newGame(players, rng.next());
    if (std::string broken = state->checkInvariants(); !broken.empty())
        fail(info.id + ": initial state: " + broken);
    std::vector<Action> legal;
    for (int ply = 0; ply < maxPlies && !state->isTerminal(); ++ply) {
        legal.clear();
        state->legalActions(legal);
        if (legal.empty())
            fail(info.id + ": no legal action in a game that is not over (ply " +
                 std::to_string(ply) + ")");
        const Action action = legal[rng.next() % legal.size()];
        const std::string text = state->actionToString(action);
        const auto back = state->actionFromString(text);
        if (!back || !(*back == action))
            fail(info.id + ": the action text '" + text + "' does not read back as its action");
        (void)state->observation(
            static_cast<int>(rng.next() % static_cast<std::uint64_t>(players)));
        state->apply(action);
        if (std::string broken = state->checkInvariants(); !broken.empty())
            fail(info.id + ": after '" + text + "' (ply " + std::to_string(ply) + "): " + broken);
    }
    if (state->isTerminal())
        (void)state->outcome();
}

} // namespace kotatsu::fuzz
