// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/localized_text.h"

#include <QString>
#include <QVariantMap>
#include <string>
#include <string_view>

namespace kotatsu {
struct GameInfo;
}

namespace kotatsu::bridge {

// A variant's name until its designer writes one: the rules editor gives a new variant
// "<game> (variant)" in every language (RulesEditor::openGame), and its description the same
// text. Such a text, or an empty one, is "unwritten": the editor marks it, and views show the
// designer's own words in its place so that two variants never read alike.

// "Tokaido Duo (variant)", "東海道デュオ（バリアント）": the placeholder in a language.
std::string placeholderVariantName(const LocalizedText &gameName, std::string_view language);

// Whether `text` is a variant's name or description not written yet in `language`.
bool isUnwrittenVariantText(const LocalizedText &gameName, std::string_view language,
                            std::string_view text);

// The name to show a variant by in `language`: its name there if written; else the first the
// designer wrote (English first, then the others in Kotatsu's order); else, nothing being
// written, the placeholder with the variant's id ("Tokaido Duo (variant) · my_variant_2").
// Empty for the base game.
QString variantDisplayName(const GameInfo &info, std::string_view language);
// The same from a game's name and a variant's; without an id, nothing written gives the
// stand-in alone (the rules editor shows the file's name beside it).
QString variantDisplayName(const LocalizedText &gameName, const LocalizedText &variantName,
                           std::string_view variantId, std::string_view language);
// The same in every language, {en: ..., es: ...}, for views that pick the language.
QVariantMap variantDisplayNames(const GameInfo &info);

} // namespace kotatsu::bridge
