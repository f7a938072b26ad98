// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the libFuzzer harnesses (tests/fuzz/fuzz_*.cpp) and the replay driver that runs
// them over tests/data/fuzz-regressions/ in the normal test suite.
#pragma once

#include "engine/game_catalog.h"
#include "engine/game_definition.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace kotatsu::fuzz {

// The shipped catalog ($KOTATSU_DATA_DIR, else the source tree's data/), loaded once.
const GameCatalog &catalog();

// Whether $KOTATSU_FUZZ_VERBOSE is set: the harnesses then say what each input became.
bool verbose();

// Stops the process with a message: a broken invariant is a finding, like a crash.
[[noreturn]] void fail(const std::string &what);

// A 64-bit hash of the input, to seed the random game it plays.
std::uint64_t hashOf(std::string_view bytes);

// Plays a short random game of `definition` (player count and seed from `seed`), checking
// the state's invariants after every move, that a game that is not over has a legal move,
// and that every action's text reads back as the same action.
void playRandomGame(const GameDefinition &definition, std::uint64_t seed, int maxPlies = 200);

} // namespace kotatsu::fuzz
