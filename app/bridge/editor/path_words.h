// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <cstddef>
#include <string>
#include <string_view>

namespace kotatsu {
class Schema;
class VariantDocument;
} // namespace kotatsu

namespace kotatsu::bridge {

// A key path of a game's data said in words of the current language, for the rules editor's
// undo steps and Changes list: "board.towns[0].draw" is the field "mountain-town draw" of the
// item "Uchiko", "board.ring[9].type" the field "type" of the item "ring space 9".
//
// Fields are named by their schema row's label (SchemaRow::label), a language of a localized
// text by the text's label and the language ("name (日本語)"). Items of lists are named by
// their localized `name`, else their `id`, else their list's item label and their index, 0
// first as the data and the board editors number them (SchemaRow::itemLabel, "ring space
// %1"); an entry of a map whose keys are data by its map's item label and its key ("card 7")
// with the entry's row as its field ("sandals"). An item inside another item says the outer
// one: "effect 0 (Garden)".
//
// Words are in lower case as labels are (SchemaRow::label), for use inside sentences; text()
// and capitalizedLabel() give the forms that stand alone.
struct PathWords
{
    QString item;  // the innermost item the path is in or names ("Uchiko"); empty: none
    QString field; // what the path names inside it ("mountain-town draw"); empty: the item

    // "Uchiko: mountain-town draw", "Ring space 9", "Hand size": a line of its own.
    QString text() const;
};

// Item names that data gives in every language are said in `language` (Localization's).
PathWords describePath(const Schema *schema, const VariantDocument &document, std::string_view path,
                       const std::string &language);

// The item a list will hold at `index` once one is added there ("ring space 37"), by its
// number whatever its name, with the item the list is in if any.
PathWords describeNewItem(const Schema *schema, const VariantDocument &document,
                          std::string_view listPath, std::size_t index,
                          const std::string &language);

// The label of a schema key in the current language (SchemaRow::label translated), else the
// key's last part ("draw" for "board.towns[].draw").
QString keyLabel(const Schema *schema, std::string_view schemaKey);

// A label or a line in its stand-alone form: the first letter in upper case ("hand size" ->
// "Hand size"; Japanese is left as it is).
QString capitalizedLabel(const QString &label);

} // namespace kotatsu::bridge
