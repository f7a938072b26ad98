// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes save files as the app opens them: SavedMatch::fromJson, a round trip through
// toJson, then the moves replayed against the shipped catalog (MatchRecord::replay checks
// each one), then the replayed game's invariants.
#include "engine/game_state.h"
#include "fuzz_support.h"
#include "match/match_record.h"
#include "match/saved_match.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>

using namespace kotatsu;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    SavedMatch::Problem problem = SavedMatch::Problem::None;
    auto saved = SavedMatch::fromJson(text, &problem);
    if (!saved) {
        if (problem == SavedMatch::Problem::None)
            fuzz::fail("a save was refused without a reason");
        return 0;
    }
    SavedMatch::Problem again = SavedMatch::Problem::None;
    auto copy = SavedMatch::fromJson(saved->toJson(), &again);
    if (!copy || copy->game != saved->game || copy->variant != saved->variant ||
        copy->variantFile != saved->variantFile || copy->seed != saved->seed ||
        copy->actions != saved->actions || copy->seats.size() != saved->seats.size())
        fuzz::fail("a save does not survive toJson and fromJson");

    // A save naming a variant file would read that path: the harness stays on shipped data.
    if (!saved->variantFile.empty())
        return 0;
    const GameEntry *game = fuzz::catalog().find(saved->game);
    if (!game || !game->definition)
        return 0;
    if (!saved->variant.empty() &&
        std::none_of(game->variants.begin(), game->variants.end(),
                     [&](const VariantEntry &v) { return v.id == saved->variant; }))
        return 0;
    DataErrors errors;
    auto definition = fuzz::catalog().resolve(saved->game, saved->variant, errors);
    if (!definition)
        return 0;
    const int players = static_cast<int>(saved->seats.size());
    if (players < definition->info().minPlayers || players > definition->info().maxPlayers)
        return 0;
    std::string error;
    int bad = -1;
    auto match =
        MatchRecord::replay(definition, players, saved->seed, saved->actions, &error, &bad);
    if (!match) {
        if (error.empty() || bad < 0 || bad >= static_cast<int>(saved->actions.size()))
            fuzz::fail("a refused replay does not say which move: " + error);
        return 0;
    }
    if (std::string broken = match->state().checkInvariants(); !broken.empty())
        fuzz::fail("after replaying a save: " + broken);
    return 0;
}
