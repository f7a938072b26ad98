// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/localized_text.h"

namespace kotatsu {

LocalizedText::LocalizedText(std::string_view everywhere)
{
    for (auto &text : m_texts)
        text = std::string(everywhere);
}

void LocalizedText::set(std::size_t languageIndex, std::string text)
{
    if (languageIndex < m_texts.size())
        m_texts[languageIndex] = std::move(text);
}

const std::string &LocalizedText::get(std::string_view languageCode) const
{
    int index = languageIndex(languageCode);
    if (index >= 0 && !m_texts[static_cast<std::size_t>(index)].empty())
        return m_texts[static_cast<std::size_t>(index)];
    return m_texts[0];
}

Json LocalizedText::toJson() const
{
    Json json = Json::object();
    for (std::size_t i = 0; i < kLanguageCount; ++i)
        json[kLanguageCodes[i]] = m_texts[i];
    return json;
}

} // namespace kotatsu
