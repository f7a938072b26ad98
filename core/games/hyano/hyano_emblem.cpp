// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/hyano/hyano_emblem.h"

#include "util/text.h"

#include <cctype>
#include <cstdint>
#include <vector>

namespace kotatsu::hyano {

namespace {

// The code points of a UTF-8 text (the reader has already refused invalid UTF-8; a broken
// sequence here ends the list, so it is refused as letters too).
std::vector<char32_t> codePoints(std::string_view text, bool &valid)
{
    std::vector<char32_t> out;
    valid = !firstInvalidUtf8(text).has_value();
    if (!valid)
        return out;
    for (std::size_t i = 0; i < text.size();) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const int length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        char32_t cp = length == 1   ? lead
                      : length == 2 ? lead & 0x1Fu
                      : length == 3 ? lead & 0x0Fu
                                    : lead & 0x07u;
        for (int k = 1; k < length && i + static_cast<std::size_t>(k) < text.size(); ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3Fu);
        out.push_back(cp);
        i += static_cast<std::size_t>(length);
    }
    return out;
}

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

void appendUtf8(std::string &out, char32_t cp)
{
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
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
    bool valid = false;
    const std::vector<char32_t> letters = codePoints(emblem, valid);
    bool allLetters = valid && !letters.empty();
    for (char32_t cp : letters)
        allLetters = allLetters && isLetter(cp);
    if (allLetters && letters.size() <= static_cast<std::size_t>(kMaxEmblemLetters))
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
    bool valid = false;
    std::string out = "letters:";
    for (char32_t cp : codePoints(emblem, valid)) {
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
