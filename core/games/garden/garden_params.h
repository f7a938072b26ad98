// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/localized_text.h"
#include "data/node_reader.h"
#include "data/schema.h"
#include "engine/game_definition.h"

#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kotatsu::garden {

// Bounds of the engine's inline containers; the schema enforces them.
inline constexpr int kSides = 2;
inline constexpr int kMaxFiguresPerSide = 4;
inline constexpr int kMaxFigures = kSides * kMaxFiguresPerSide;
inline constexpr int kMaxColours = 4;
inline constexpr int kMaxBeadsPerFigure = 3;
// A side's beads never leave its figures, so one stack holds at most all of them.
inline constexpr int kMaxStack = kMaxFiguresPerSide * kMaxBeadsPerFigure;
inline constexpr int kMaxPliesLimit = 1000;
inline constexpr int kMaxStepsPerTurn = 6;
// transfer_order: chooser writes the chosen order into one int16 action argument, two bits
// per bead plus a marker bit: at most 7 beads.
inline constexpr int kMaxChooserBeads = 7;

enum class BeadPairs
{
    OneOfEachColour,
    Draft
};
enum class SetupOrder
{
    FirstPlayerFirst,
    Alternate,
    Simultaneous,
    Fixed
};
enum class TransferOrder
{
    Preserve,
    Reverse,
    Chooser
};
enum class BaseEntry
{
    MatchingColour,
    AnyBead
};
enum class JumpCondition
{
    EitherEmpty,
    JumpedMustBeEmpty,
    JumperMustBeEmpty
};
enum class JumpLanding
{
    RowBehind,
    Straight,
    NeighboursOfJumped
};
enum class DoubleJump
{
    RowAfterNext,
    Straight,
    Off
};
enum class NoMove
{
    Lose,
    PassTurn,
    Draw
};

// Each enum's words, written once: readParams parses them, describe() prints them.
inline constexpr WordTable<BeadPairs, 2> kBeadPairsWords{{
    {BeadPairs::OneOfEachColour, "one_of_each_colour"},
    {BeadPairs::Draft, "draft"},
}};
inline constexpr WordTable<SetupOrder, 4> kSetupOrderWords{{
    {SetupOrder::FirstPlayerFirst, "first_player_first"},
    {SetupOrder::Alternate, "alternate"},
    {SetupOrder::Simultaneous, "simultaneous"},
    {SetupOrder::Fixed, "fixed"},
}};
inline constexpr WordTable<TransferOrder, 3> kTransferOrderWords{{
    {TransferOrder::Preserve, "preserve"},
    {TransferOrder::Reverse, "reverse"},
    {TransferOrder::Chooser, "chooser"},
}};
inline constexpr WordTable<BaseEntry, 2> kBaseEntryWords{{
    {BaseEntry::MatchingColour, "matching_colour"},
    {BaseEntry::AnyBead, "any_bead"},
}};
inline constexpr WordTable<JumpCondition, 3> kJumpConditionWords{{
    {JumpCondition::EitherEmpty, "either_empty"},
    {JumpCondition::JumpedMustBeEmpty, "jumped_must_be_empty"},
    {JumpCondition::JumperMustBeEmpty, "jumper_must_be_empty"},
}};
inline constexpr WordTable<JumpLanding, 3> kJumpLandingWords{{
    {JumpLanding::RowBehind, "row_behind"},
    {JumpLanding::Straight, "straight"},
    {JumpLanding::NeighboursOfJumped, "neighbours_of_jumped"},
}};
inline constexpr WordTable<DoubleJump, 3> kDoubleJumpWords{{
    {DoubleJump::RowAfterNext, "row_after_next"},
    {DoubleJump::Straight, "straight"},
    {DoubleJump::Off, "off"},
}};
inline constexpr WordTable<NoMove, 3> kNoMoveWords{{
    {NoMove::Lose, "lose"},
    {NoMove::PassTurn, "pass_turn"},
    {NoMove::Draw, "draw"},
}};

struct Side
{
    std::string id;
    LocalizedText name;
    LocalizedText figureName;
    char prefix = 'K';
    std::string colour; // "#rrggbb"
};

struct BeadColour
{
    std::string id;
    int count = 0;
    std::string hex;
    std::string pattern; // fill pattern id for views (colour-blind players)
    LocalizedText name;
    LocalizedText symbol; // a one-letter label per language
};

// One figure of setup.order: fixed, still by name: the board resolves the field.
struct FixedPlacement
{
    std::string field;
    int colour = 0;
    SourcePos pos;
    std::string path;
};

// Everything the Garden rules read from data apart from the board (spec §2, §4–§10).
struct Params
{
    std::vector<Side> sides; // exactly kSides; seat i plays sides[i]
    int figuresPerSide = 3;
    int beadsPerFigure = 2;
    std::vector<BeadColour> colours;

    int firstPlayer = 0; // a side index, or -1 for random
    BeadPairs beadPairs = BeadPairs::OneOfEachColour;
    SetupOrder setupOrder = SetupOrder::FirstPlayerFirst;
    std::array<std::vector<FixedPlacement>, kSides> fixedPlacements;
    int stepsPerTurn = 1;
    bool allBeadsTransfer = true;
    bool allBeadsOnJump = false;
    TransferOrder transferOrder = TransferOrder::Preserve;
    bool passBulk = false;
    BaseEntry baseEntry = BaseEntry::MatchingColour;
    JumpCondition jumpCondition = JumpCondition::EitherEmpty;
    JumpLanding jumpLanding = JumpLanding::RowBehind;
    DoubleJump doubleJump = DoubleJump::RowAfterNext;
    bool jumpCostsBead = false;
    bool handoff = true;
    int repetition = 3; // 0 = off
    int maxPlies = 200;
    NoMove noMove = NoMove::Lose;
    int stackMax = 0; // 0 = no limit

    int colourIndex(std::string_view id) const;
    int sideIndex(std::string_view id) const;
};

// Every key the Garden rules read (the board's too), with its type, range or words, default
// and description.
const Schema &schema();

// Reads `sides`, `figures_per_side`, `beads` and `rules` and checks them against each other.
std::optional<Params> readParams(NodeReader &root, const GameInfo &info, DataErrors &errors);

// One of a fixed set of words under `key`, mapped to its enum value.
template <typename Enum>
Enum readChoice(NodeReader &reader, std::string_view key,
                std::initializer_list<std::pair<std::string_view, Enum>> options)
{
    const std::string value = reader.string(key, 64);
    for (const auto &option : options) {
        if (option.first == value)
            return option.second;
    }
    const DataNode *at = reader.node().isMap() ? reader.node().find(key) : nullptr;
    if (at && !value.empty()) {
        std::string known;
        for (const auto &option : options)
            known += (known.empty() ? "" : ", ") + std::string(option.first);
        reader.error(*at, key,
                     {QT_TRANSLATE_NOOP("DataError", "%1 is not one of: %2"),
                      DataMessage(QT_TRANSLATE_NOOP("DataError", "'%1'"), value), known});
    }
    return options.begin()->second;
}

// Ids used in action texts and data references: [a-z][a-z0-9_]*.
bool isIdentifier(const std::string &s);

} // namespace kotatsu::garden
