// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/path_words.h"

#include "data/key_path.h"
#include "data/schema.h"
#include "editor/variant_document.h"
#include "localization.h"

#include <QCoreApplication>

namespace kotatsu::bridge {

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// The text of a localized map (or a plain scalar) in the current language, else English.
QString localizedText(const DataNode &node)
{
    if (node.isScalar())
        return qs(node.scalar);
    if (!node.isMap())
        return {};
    const std::string lang = Localization::instance()->language().toStdString();
    for (const std::string &code : {lang, std::string("en")}) {
        if (const DataNode *text = node.find(code); text && text->isScalar())
            return qs(text->scalar);
    }
    return {};
}

// How an item of a list is called: its name, its id, else "<list label> <index>".
QString itemName(const Schema *schema, const DataNode *item, const std::string &listKey,
                 std::size_t index)
{
    if (item && item->isMap()) {
        if (const DataNode *name = item->find("name")) {
            const QString text = localizedText(*name);
            if (!text.isEmpty())
                return text;
        }
        if (const DataNode *id = item->find("id"); id && id->isScalar())
            return qs(id->scalar);
    }
    return keyLabel(schema, listKey) + QLatin1Char(' ') + QString::number(index);
}

} // namespace

QString PathWords::text() const
{
    if (item.isEmpty())
        return field;
    if (field.isEmpty())
        return item;
    //: Rules editor: a value of one item of a list, e.g. "Uchiko: Mountain-town draw"; %1 the
    //: item (a town, a ring space...), %2 the value's label
    return QCoreApplication::translate("PathWords", "%1: %2").arg(item, field);
}

QString keyLabel(const Schema *schema, std::string_view schemaKey)
{
    if (schema) {
        if (const SchemaRow *row = schema->find(schemaKey); row && row->label && *row->label)
            return QCoreApplication::translate("SchemaLabel", row->label);
    }
    std::string_view last = schemaKey;
    while (last.size() >= 2 && last.substr(last.size() - 2) == "[]")
        last.remove_suffix(2);
    if (const auto dot = last.rfind('.'); dot != std::string_view::npos)
        last.remove_prefix(dot + 1);
    return qs(last);
}

PathWords describePath(const Schema *schema, const VariantDocument &document, std::string_view path)
{
    PathWords words;
    const auto steps = parseKeyPath(path);
    if (!steps || steps->empty())
        return words;
    // The innermost list item on the path names the item; what follows it names the field.
    std::size_t itemEnd = 0; // steps[0, itemEnd) reach the item
    for (std::size_t i = 0; i < steps->size(); ++i) {
        if ((*steps)[i].isIndex)
            itemEnd = i + 1;
    }
    if (itemEnd > 0) {
        KeyPath itemPath(steps->begin(), steps->begin() + std::ptrdiff_t(itemEnd));
        const std::string itemText = keyPathText(itemPath);
        itemPath.pop_back();
        const std::string listKey = schemaKeyOf(keyPathText(itemPath));
        words.item =
            itemName(schema, document.value(itemText), listKey, (*steps)[itemEnd - 1].index);
    }
    if (itemEnd < steps->size())
        words.field = keyLabel(schema, schemaKeyOf(std::string(path)));
    return words;
}

} // namespace kotatsu::bridge
