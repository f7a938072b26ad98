// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/hyano/hyano_emblem.h"

#include "util/text.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <vector>

namespace kotatsu::hyano {

namespace {

// A character a disc can write as one of its letters: a letter or digit of ASCII, or any
// character beyond ASCII (kanji, kana, accented letters) except spaces, controls and the
// invisible format characters. Punctuation of ASCII is refused: "A-B" reads as two emblems.
bool isLetter(char32_t cp)
{
    if (cp < 0x80)
        return std::isalnum(static_cast<int>(cp)) != 0;
    if (cp <= 0xA0 || cp == 0xAD || cp == 0x1680 || cp == 0x3000 || cp == 0xFEFF)
        return false;
    if ((cp >= 0x2000 && cp <= 0x200F) || (cp >= 0x2028 && cp <= 0x202F) ||
        (cp >= 0x205F && cp <= 0x206F))
        return false;
    return true;
}

std::string shapeList()
{
    std::string out;
    for (const auto &entry : kEmblemShapeWords)
        out += (out.empty() ? "" : ", ") + std::string(entry.word);
    return out;
}

} // namespace

bool isEmblemShape(std::string_view emblem)
{
    return parseWord(kEmblemShapeWords, emblem).has_value();
}

std::optional<DataMessage> emblemProblem(std::string_view emblem)
{
    if (isEmblemShape(emblem))
        return std::nullopt;
    const std::optional<std::u32string> letters = decodeUtf8(emblem);
    const bool allLetters =
        letters && !letters->empty() && std::all_of(letters->begin(), letters->end(), isLetter);
    if (allLetters && letters->size() <= static_cast<std::size_t>(kMaxEmblemLetters))
        return std::nullopt;

    const DataMessage problem(QT_TRANSLATE_NOOP("DataError",
                                                "'%1' is neither a shape the table draws (%2) nor "
                                                "letters of its own (up to %3 letters or kanji, "
                                                "no spaces or punctuation, e.g. 蓮 or AB)"),
                              emblem, shapeList(), kMaxEmblemLetters);
    // A near miss of a shape's word is most likely a typing slip.
    for (const auto &entry : kEmblemShapeWords) {
        if (editDistance(emblem, entry.word) <= 2 && emblem.size() > 2)
            return DataMessage(QT_TRANSLATE_NOOP("DataError", "%1; did you mean '%2'?"), problem,
                               entry.word);
    }
    return problem;
}

std::string drawnKey(std::string_view emblem)
{
    if (isEmblemShape(emblem))
        return "shape:" + std::string(emblem);
    std::string out = "letters:";
    for (char32_t cp : decodeUtf8(emblem).value_or(std::u32string())) {
        // Full-width Latin letters and digits (Ａ, ９) are the ASCII ones drawn wider.
        if (cp >= 0xFF01 && cp <= 0xFF5E)
            cp -= 0xFEE0;
        if (cp < 0x80)
            cp = static_cast<char32_t>(std::tolower(static_cast<int>(cp)));
        appendUtf8(out, cp);
    }
    return out;
}

} // namespace kotatsu::hyano
