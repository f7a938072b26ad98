// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/variant_names.h"

#include "engine/game_definition.h"
#include "kotatsu/languages.h"

#include <QCoreApplication>
#include <utility>

namespace kotatsu::bridge {

namespace {

// "variant" in each language (docs/glossary.md).
std::string_view variantWord(std::string_view language)
{
    static constexpr std::pair<std::string_view, std::string_view> kWords[] = {{"en", "variant"},
                                                                               {"es", "variante"},
                                                                               {"fr", "variante"},
                                                                               {"ja", "バリアント"},
                                                                               {"hu", "változat"}};
    for (const auto &[code, word] : kWords) {
        if (code == language)
            return word;
    }
    return "variant";
}

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

std::string placeholderVariantName(const LocalizedText &gameName, std::string_view language)
{
    const std::string name = gameName.get(language);
    const std::string word(variantWord(language));
    return language == "ja" ? name + "（" + word + "）" : name + " (" + word + ")";
}

bool isUnwrittenVariantText(const LocalizedText &gameName, std::string_view language,
                            std::string_view text)
{
    return text.empty() || text == placeholderVariantName(gameName, language);
}

QString variantDisplayName(const GameInfo &info, std::string_view language)
{
    if (info.variantId.empty())
        return {};
    return variantDisplayName(info.name, info.variantName, info.variantId, language);
}

QString variantDisplayName(const LocalizedText &gameName, const LocalizedText &variantName,
                           std::string_view variantId, std::string_view language)
{
    const int index = languageIndex(language);
    if (index >= 0) {
        const std::string &own = variantName.at(std::size_t(index));
        if (!isUnwrittenVariantText(gameName, language, own))
            return qs(own);
    }
    for (std::size_t i = 0; i < kLanguageCount; ++i) {
        const std::string &text = variantName.at(i);
        if (!isUnwrittenVariantText(gameName, kLanguageCodes[i], text))
            return qs(text);
    }
    const QString placeholder = qs(placeholderVariantName(gameName, language));
    if (variantId.empty())
        return placeholder;
    //: A variant nobody has named yet, shown in the launcher and the variant lab; %1 its
    //: placeholder name ("Tokaido Duo (variant)"), %2 its file's id (my_variant_2)
    return QCoreApplication::translate("VariantNames", "%1 · %2").arg(placeholder, qs(variantId));
}

QVariantMap variantDisplayNames(const GameInfo &info)
{
    QVariantMap names;
    for (std::string_view code : kLanguageCodes)
        names.insert(qs(code), variantDisplayName(info, code));
    return names;
}

} // namespace kotatsu::bridge
