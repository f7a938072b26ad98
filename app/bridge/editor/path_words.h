// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <string_view>

namespace kotatsu {
class Schema;
class VariantDocument;
} // namespace kotatsu

namespace kotatsu::bridge {

// A key path of a game's data said in words of the current language, for the rules editor's
// undo steps and Changes list: "board.towns[0].draw" is the field "Mountain-town draw" of the
// item "Uchiko". Fields are named by their schema row's label (SchemaRow::label), items by
// their localized `name`, else their `id`, else their list's label and number.
struct PathWords
{
    QString item;  // the innermost list item the path is in ("Uchiko"); empty: none
    QString field; // what the path names inside it ("Mountain-town draw")

    // "Uchiko: Mountain-town draw", or just one of the two.
    QString text() const;
};

PathWords describePath(const Schema *schema, const VariantDocument &document,
                       std::string_view path);

// The label of a schema key in the current language (SchemaRow::label translated), else the
// key's last part ("draw" for "board.towns[].draw").
QString keyLabel(const Schema *schema, std::string_view schemaKey);

} // namespace kotatsu::bridge
