// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_node.h"
#include "data/schema.h"
#include "util/fixed_vector.h"
#include "util/json.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu::tokaido_duo {

// The effect primitives: the small vocabulary in which the data writes what a ring space does
// on arrival and what a wave tile changes (docs/tokaido-duo-effects.md). YAML names them;
// loading compiles them into the plain numbers below, so the rules never look at YAML.

// Space effects, carried out in the order written when the pilgrim stops on the space.
enum class SpaceEffectKind : std::uint8_t
{
    AdvanceTrack,      // arg: 0 temple, 1 garden
    GainCoins,         // arg: coins
    GainBoutiqueValue, // the value of this coastal town's boutique token
    TakeHotSpring,
    TakeWaveTile,
    FlipPaintings // arg: face-down tiles turned up
};

struct SpaceEffect
{
    SpaceEffectKind kind = SpaceEffectKind::GainCoins;
    std::int8_t arg = 0;
};
inline constexpr int kMaxSpaceEffects = 8;
using SpaceEffects = FixedVector<SpaceEffect, kMaxSpaceEffects>;

// What a held wave tile changes, summed over the tiles a player holds.
struct WaveEffects
{
    // pilgrim_steps: extra step counts the pilgrim may choose instead of the die (die +
    // offset, at least min); at most two per player.
    FixedVector<std::int8_t, 2> stepOffsets;
    FixedVector<std::int8_t, 2> stepMins;
    std::int8_t extraFlips = 0;
    std::int8_t extraDraw = 0;
    std::int8_t extraCoinsPerSale = 0;
    bool paintCountsPath = false;

    void add(const WaveEffects &other);
};

// The schema keys of the two effect lists.
inline constexpr std::string_view kSpaceEffectsKey = "board.space_types[].effects";
inline constexpr std::string_view kWaveEffectsKey = "wave_tiles[].sides[].effects";

// One primitive of the vocabulary: its name and where it may be written. Its parameter is
// a schema row (effectRows: "<list>[].<name>", of type no value when it takes none), so the
// readers, docs/keys/ and the rules editor's effect picker read one statement of it.
struct EffectPrimitive
{
    std::string_view name;
    bool onSpace = false; // in space_types[].effects
    bool onWave = false;  // in wave_tiles[].sides[].effects
    // The rules editor's name of the primitive, QT_TRANSLATE_NOOP("SchemaWord", ...).
    const char *label = "";
    const char *description = "";
};
const std::vector<EffectPrimitive> &effectPrimitives();

// Schema rows for the effect list at `listKey` (kSpaceEffectsKey or kWaveEffectsKey): the
// list, its item (a word with parameters: the primitives) and one row per primitive.
std::vector<SchemaRow> effectRows(std::string_view listKey, bool onSpace);

// Compiles the effect list at `list` (path `path`); problems go to `errors` with their place.
SpaceEffects readSpaceEffects(const DataNode &list, const std::string &path, DataErrors &errors);
WaveEffects readWaveEffects(const DataNode &list, const std::string &path, DataErrors &errors);

// The compiled effects as JSON for describe(): [{"primitive": name, "value": n}, ...].
Json effectsJson(const SpaceEffects &effects);
Json effectsJson(const WaveEffects &effects);

} // namespace kotatsu::tokaido_duo
