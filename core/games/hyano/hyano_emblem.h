// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_error.h"
#include "data/schema.h"

#include <optional>
#include <string>
#include <string_view>

namespace kotatsu::hyano {

// What a symbol disc shows (symbols[].emblem): one of the shapes the table draws
// (qml/games/Hyano/SymbolEmblem.qml draws every one of them), or letters of the designer's
// own, up to kMaxEmblemLetters characters (蓮, AB), that the disc writes. Every shape word is
// longer than that, so one text is never both.
enum class EmblemShape
{
    Moon,
    Star,
    Eagle,
    Mountain,
    River,
    Drum,
    Feather,
    Fire,
    Arrow,
    Turtle
};
inline constexpr WordTable<EmblemShape, 10> kEmblemShapeWords{{
    {EmblemShape::Moon, "moon"},
    {EmblemShape::Star, "star"},
    {EmblemShape::Eagle, "eagle"},
    {EmblemShape::Mountain, "mountain"},
    {EmblemShape::River, "river"},
    {EmblemShape::Drum, "drum"},
    {EmblemShape::Feather, "feather"},
    {EmblemShape::Fire, "fire"},
    {EmblemShape::Arrow, "arrow"},
    {EmblemShape::Turtle, "turtle"},
}};
inline constexpr int kMaxEmblemLetters = 3;

constexpr bool shapeWordsAreLongerThanLetters()
{
    for (const auto &entry : kEmblemShapeWords) {
        if (entry.word.size() <= static_cast<std::size_t>(kMaxEmblemLetters))
            return false;
    }
    return true;
}
static_assert(shapeWordsAreLongerThanLetters(),
              "a shape word of kMaxEmblemLetters or fewer would also read as letters");

// Whether an emblem is a drawn shape (else it is letters).
bool isEmblemShape(std::string_view emblem);

// Why `emblem` cannot be drawn (nothing when it can): neither a shape nor a few letters.
std::optional<DataMessage> emblemProblem(std::string_view emblem);

// What a player sees of an emblem, for telling two discs apart: a shape's word, or the
// letters with the differences a disc does not show folded away (A and a, full-width Ａ).
std::string drawnKey(std::string_view emblem);

} // namespace kotatsu::hyano
