// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "kotatsu/languages.h"
#include "util/json.h"

#include <array>
#include <string>
#include <string_view>

namespace kotatsu {

// User-visible text carried by data: one string per supported language. Data files write it
// as a map, e.g. {en: Pagoda, es: Pagoda, fr: Pagode, ja: 塔, hu: Pagoda}, so that edited
// and user-made variants carry their own translations.
class LocalizedText
{
public:
    LocalizedText() = default;
    explicit LocalizedText(std::string_view everywhere);

    void set(std::size_t languageIndex, std::string text);
    // The text in a language; falls back to English when that language is missing.
    const std::string &get(std::string_view languageCode) const;
    const std::string &at(std::size_t languageIndex) const { return m_texts[languageIndex]; }
    const std::string &english() const { return m_texts[0]; }
    bool empty() const { return m_texts[0].empty(); }

    // {"en": ..., "es": ...}: how views receive data text (they pick the current language).
    Json toJson() const;
    bool operator==(const LocalizedText &) const = default;

private:
    std::array<std::string, kLanguageCount> m_texts{};
};

} // namespace kotatsu
