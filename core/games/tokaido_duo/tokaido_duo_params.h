// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/localized_text.h"
#include "data/node_reader.h"
#include "data/schema.h"
#include "engine/game_definition.h"
#include "games/tokaido_duo/tokaido_duo_automa.h"
#include "games/tokaido_duo/tokaido_duo_effects.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu::tokaido_duo {

// Bounds of the engine's inline containers; the schema enforces them. Ring, town and region
// sets are bit masks (64 / 32 / 32 bits), hence the first three.
inline constexpr int kSeats = 2;
inline constexpr int kCharacters = 3;
inline constexpr int kMaxRing = 64;
inline constexpr int kMaxTowns = 32;
inline constexpr int kMaxRegions = 32;
inline constexpr int kMaxRoutes = 128;
inline constexpr int kMaxSpaceTypes = 16;
// A return decision lists every multiset of wares to put back: with at most 5 ware types and
// at most 8 wares over the limit that is C(12, 4) = 495 choices (kMaxChoices).
inline constexpr int kMaxWareTypes = 5;
inline constexpr int kMaxHandLimit = 8;
inline constexpr int kMaxDraw = 6;
inline constexpr int kMaxWaresPerType = 40;
inline constexpr int kMaxIcons = 8;
inline constexpr int kMaxPaintings = 16;
inline constexpr int kMaxSlabs = 12;
inline constexpr int kMaxTrack = 20;
inline constexpr int kMaxFaces = 12;
inline constexpr int kMaxFaceValue = 6;
inline constexpr int kMaxChoices = 512;

enum Character : std::uint8_t
{
    kPilgrim = 0,
    kMerchant = 1,
    kArtist = 2
};
inline constexpr std::array<std::string_view, kCharacters> kCharacterIds{"pilgrim", "merchant",
                                                                         "artist"};
int characterIndex(std::string_view id); // -1 when unknown

enum class FirstPlayer
{
    Random,
    Seat0,
    Seat1
};
enum class WaveSides
{
    Random,
    First,
    Second
};
enum class StealWaveTiles
{
    WhenBoardEmpty,
    Never
};
enum class EndTiming
{
    EndOfRound,
    Immediately
};
enum class PilgrimScoring
{
    Product,
    Sum
};
enum class MerchantScoring
{
    SlabSlot,
    None
};
enum class ArtistScoring
{
    GiftSlot,
    None
};
enum class TieBreak
{
    Coins,
    None
};
// The four end conditions (spec §12), in the order of their bits.
enum class Trigger : std::uint8_t
{
    Temples,
    Gardens,
    Slabs,
    Gifts,
    // The Automa's full rank tracks (automa.full_tracks_end), not words of rules.end.triggers.
    AutomaPilgrim,
    AutomaMerchant,
    AutomaArtist
};
inline constexpr int kTriggers = 4;    // the data's triggers (rules.end.triggers)
inline constexpr int kAllTriggers = 7; // with the Automa's

inline constexpr WordTable<FirstPlayer, 3> kFirstPlayerWords{{
    {FirstPlayer::Random, "random"},
    {FirstPlayer::Seat0, "seat0"},
    {FirstPlayer::Seat1, "seat1"},
}};
inline constexpr WordTable<WaveSides, 3> kWaveSidesWords{{
    {WaveSides::Random, "random"},
    {WaveSides::First, "first"},
    {WaveSides::Second, "second"},
}};
inline constexpr WordTable<StealWaveTiles, 2> kStealWords{{
    {StealWaveTiles::WhenBoardEmpty, "when_board_empty"},
    {StealWaveTiles::Never, "never"},
}};
inline constexpr WordTable<EndTiming, 2> kEndTimingWords{{
    {EndTiming::EndOfRound, "end_of_round"},
    {EndTiming::Immediately, "immediately"},
}};
inline constexpr WordTable<PilgrimScoring, 2> kPilgrimScoringWords{{
    {PilgrimScoring::Product, "product"},
    {PilgrimScoring::Sum, "sum"},
}};
inline constexpr WordTable<MerchantScoring, 2> kMerchantScoringWords{{
    {MerchantScoring::SlabSlot, "slab_slot"},
    {MerchantScoring::None, "none"},
}};
inline constexpr WordTable<ArtistScoring, 2> kArtistScoringWords{{
    {ArtistScoring::GiftSlot, "gift_slot"},
    {ArtistScoring::None, "none"},
}};
inline constexpr WordTable<TieBreak, 2> kTieBreakWords{{
    {TieBreak::Coins, "coins"},
    {TieBreak::None, "none"},
}};
inline constexpr WordTable<Trigger, 4> kTriggerWords{{
    {Trigger::Temples, "temples"},
    {Trigger::Gardens, "gardens"},
    {Trigger::Slabs, "slabs"},
    {Trigger::Gifts, "gifts"},
}};
inline constexpr WordTable<Trigger, kAllTriggers> kAllTriggerWords{{
    {Trigger::Temples, "temples"},
    {Trigger::Gardens, "gardens"},
    {Trigger::Slabs, "slabs"},
    {Trigger::Gifts, "gifts"},
    {Trigger::AutomaPilgrim, "automa_pilgrim"},
    {Trigger::AutomaMerchant, "automa_merchant"},
    {Trigger::AutomaArtist, "automa_artist"},
}};

struct Point
{
    double x = 0;
    double y = 0;
};

// A kind of ring space and what the pilgrim's arrival there does (spec §7.2).
struct SpaceType
{
    std::string id;
    LocalizedText name;
    LocalizedText nameInText; // empty: the name
    LocalizedText text;
    bool coastalTown = false;
    SpaceEffects effects;
};

struct RingSpace
{
    int type = 0;
    Point at;
    int town = -1; // the coastal town on this space, or -1
};

struct Town
{
    std::string id;
    LocalizedText name;
    bool coastal = false;
    int draw = 0;  // mountain towns: wares drawn
    int ring = -1; // coastal towns: their ring space
    Point at;
};

struct Region
{
    std::string id;
    LocalizedText name;
    LocalizedText nameInText; // empty: the name
    int icon = 0;
    std::vector<int> adjacent;
    std::vector<int> ringScope; // as written (a coastal town's own space comes with the town)
    std::vector<int> townScope;
    std::uint64_t ringMask = 0; // every ring space in the paint scope, the towns' included
    std::uint32_t townMask = 0;
    Point label;
    std::vector<Point> outline;
};

struct Ware
{
    std::string id;
    int count = 0;
    LocalizedText name;
};

struct Boutique
{
    int ware = 0;
    int value = 0;
};

struct Icon
{
    std::string id;
    int count = 0; // tiles of this icon per player
    LocalizedText name;
};

struct WaveSide
{
    std::string id;
    LocalizedText name;
    LocalizedText text;
    WaveEffects effects;
};

struct WaveTile
{
    int character = 0; // the board it goes on
    std::array<WaveSide, 2> sides;
};

// Everything Tokaido Duo reads from data (spec §2–§4, §10–§13, §16, §17).
struct Params
{
    // The island (board.yaml).
    double aspect = 2.0;
    std::vector<SpaceType> spaceTypes;
    std::vector<RingSpace> ring;
    std::vector<Town> towns;
    std::vector<std::pair<int, int>> routes;
    std::vector<Region> regions;
    int startRing = 0;
    int startTown = 0;
    int startRegion = 0;

    // Pieces and boards (components.yaml).
    std::array<std::vector<int>, kCharacters> dice;
    std::vector<Ware> wares;
    std::vector<Boutique> boutiques;
    std::vector<int> templeTrack;
    std::vector<int> gardenTrack;
    std::vector<int> merchantSlots;
    int coinsPerSlab = 10;
    int handLimit = 5;
    int rows = 2;
    int cols = 5;
    std::vector<int> artistSlots;
    std::vector<Icon> icons;

    std::vector<WaveTile> waveTiles; // at most one per character

    // rules.
    FirstPlayer firstPlayer = FirstPlayer::Random;
    int startingCoins = 0;
    int startingWares = 0;
    WaveSides waveSides = WaveSides::Random;
    bool ownMeeplesBlock = true;
    bool startSpaceBlocks = true;
    StealWaveTiles stealWaveTiles = StealWaveTiles::WhenBoardEmpty;
    bool convertRepeatedly = true;
    bool springOnGainingDie = false;
    int springRepeatsPerDie = 1;
    bool springInLastRound = true;
    std::uint8_t triggers = 0xf; // bit per Trigger
    EndTiming endTiming = EndTiming::EndOfRound;
    PilgrimScoring pilgrimScoring = PilgrimScoring::Product;
    MerchantScoring merchantScoring = MerchantScoring::SlabSlot;
    ArtistScoring artistScoring = ArtistScoring::GiftSlot;
    TieBreak tieBreak = TieBreak::Coins;

    // The solo opponent (automa.yaml), and the seat and level it plays in this definition
    // (TokaidoDuoDefinition::withRulesSeat; -1 / 0 for two players).
    AutomaRules automa;
    int automaSeat = -1;
    int automaLevel = 0;
    const AutomaLevel &level() const
    {
        return automa.levels[static_cast<std::size_t>(automaLevel - 1)];
    }

    // Sizes the rules read on every move, as plain ints (set by readParams).
    struct Sizes
    {
        int ring = 0;
        int towns = 0;
        int wares = 0;
        int temples = 0; // the temple track's spaces
        int gardens = 0;
        int slabs = 0;
        int paintings = 0;
    } sizes;

    int paintings() const { return rows * cols; }
    int maxSlabs() const { return static_cast<int>(merchantSlots.size()); }
    int totalWares() const;
    int maxFace(int character) const;
    int findTown(std::string_view id) const;
    int findRegion(std::string_view id) const;
    int findWare(std::string_view id) const;
    int findIcon(std::string_view id) const;
    int findSpaceType(std::string_view id) const;
    int waveTileOf(int character) const; // -1 when the data has none for it
};

// "a, b, c": the ids a message about an unknown id lists as the known ones.
inline std::string joinIds(const std::vector<std::string> &ids)
{
    std::string out;
    for (const auto &id : ids)
        out += (out.empty() ? "" : ", ") + id;
    return out;
}
template <typename T>
std::string idsOf(const std::vector<T> &items)
{
    std::vector<std::string> ids;
    for (const T &item : items)
        ids.push_back(item.id);
    return joinIds(ids);
}

// Every key Tokaido Duo reads, with its type, range or words, default and description.
const Schema &schema();

// Reads the whole game (the island, the pieces, the wave tiles and the rules) and checks it
// against itself; every problem is reported with its position and key.
std::optional<Params> readParams(NodeReader &root, const GameInfo &info, DataErrors &errors);

} // namespace kotatsu::tokaido_duo
