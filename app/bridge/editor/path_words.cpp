// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/path_words.h"

#include "data/key_path.h"
#include "data/schema.h"
#include "editor/variant_document.h"
#include "kotatsu/languages.h"

#include <QCoreApplication>
#include <vector>

namespace kotatsu::bridge {

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// The text of a localized map (or a plain scalar) in the current language, else English.
QString localizedText(const DataNode &node, const std::string &lang)
{
    if (node.isScalar())
        return qs(node.scalar);
    if (!node.isMap())
        return {};
    for (const std::string &code : {lang, std::string("en")}) {
        if (const DataNode *text = node.find(code); text && text->isScalar())
            return qs(text->scalar);
    }
    return {};
}

// The schema key of a key path; without a schema, the path with its indices taken out.
std::string schemaKey(const Schema *schema, const KeyPath &steps, std::size_t end)
{
    const std::string text =
        keyPathText(KeyPath(steps.begin(), steps.begin() + std::ptrdiff_t(end)));
    return schema ? schema->keyOfPath(text) : schemaKeyOf(text);
}

// Whether steps[i] is a key that is data: its row is written <...> ("deck.sandals.7").
bool isDataKey(const Schema *schema, const KeyPath &steps, std::size_t i)
{
    if (steps[i].isIndex || !schema)
        return false;
    const std::string key = schemaKey(schema, steps, i + 1);
    const auto dot = key.rfind('.');
    return dot != std::string::npos && key.size() > dot + 1 && key[dot + 1] == '<';
}

// The item steps[0, end) reach: its name or id, else (or when byNumber) its container's item
// label with its index or key.
QString itemWord(const Schema *schema, const VariantDocument &document, const KeyPath &steps,
                 std::size_t end, bool byNumber, const std::string &language)
{
    const KeyStep &step = steps[end - 1];
    if (step.isIndex && !byNumber) {
        const std::string itemPath =
            keyPathText(KeyPath(steps.begin(), steps.begin() + std::ptrdiff_t(end)));
        if (const DataNode *item = document.value(itemPath); item && item->isMap()) {
            if (const DataNode *name = item->find("name")) {
                const QString text = localizedText(*name, language);
                if (!text.isEmpty())
                    return text;
            }
            if (const DataNode *id = item->find("id"); id && id->isScalar())
                return qs(id->scalar);
        }
    }
    const std::string containerKey = schemaKey(schema, steps, end - 1);
    const SchemaRow *container = schema ? schema->find(containerKey) : nullptr;
    QString pattern;
    if (container && container->itemLabel && *container->itemLabel)
        pattern = QCoreApplication::translate("SchemaItem", container->itemLabel);
    else if (step.isIndex)
        // A list the schema gives no row, e.g. the [town, town] of a route.
        //: Rules editor: one entry of a list inside another item, e.g. "entry 1 (route 3)" for
        //: the second town of a route; %1 its number, 0 first
        pattern = QCoreApplication::translate("PathWords", "entry %1");
    else
        pattern = keyLabel(schema, containerKey) + QStringLiteral(" %1");
    if (step.isIndex)
        return pattern.arg(step.index);
    // By-player-count maps write `default` for any count not listed (schema rows <players>).
    if (step.key == "default")
        //: Rules editor: the entry of a rule given per number of players that applies to any
        //: count not listed (the data writes it `default`), as in "player count default"
        return pattern.arg(QCoreApplication::translate("PathWords", "default"));
    return pattern.arg(qs(step.key));
}

// The ends (exclusive) of the path's items: list items and entries whose keys are data.
std::vector<std::size_t> itemEnds(const Schema *schema, const KeyPath &steps)
{
    std::vector<std::size_t> ends;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        if (steps[i].isIndex || isDataKey(schema, steps, i))
            ends.push_back(i + 1);
    }
    return ends;
}

// "effect 0 (Garden)": an item in another one.
QString withOuter(const QString &inner, const QString &outer)
{
    //: Rules editor: an item inside another one, e.g. "effect 0 (Garden)" (the first effect of
    //: the space type Garden) or "frozen place 1 (player count 3)"; %1 the inner item, %2 the
    //: outer one
    return QCoreApplication::translate("PathWords", "%1 (%2)").arg(inner, outer);
}

// What the steps after the innermost item name: their row's label; a language of a localized
// text as the text's label and the language.
QString fieldWords(const Schema *schema, const KeyPath &steps)
{
    const std::string key = schemaKey(schema, steps, steps.size());
    if (schema && !key.empty() && schema->find(key))
        return keyLabel(schema, key);
    const KeyStep &last = steps.back();
    if (!last.isIndex && steps.size() >= 2) {
        const int language = languageIndex(last.key);
        const std::string textKey = schemaKey(schema, steps, steps.size() - 1);
        const SchemaRow *row = schema ? schema->find(textKey) : nullptr;
        if (language >= 0 && row && row->type == ValueType::LocalizedText)
            //: Rules editor: one language of a text given in every language, e.g. "name
            //: (日本語)"; %1 the text's label, %2 the language's own name
            return QCoreApplication::translate("PathWords", "%1 (%2)", "language")
                .arg(keyLabel(schema, textKey), qs(kLanguageNativeNames[std::size_t(language)]));
    }
    return keyLabel(schema, key.empty() ? schemaKeyOf(keyPathText(steps)) : key);
}

} // namespace

QString PathWords::text() const
{
    if (item.isEmpty())
        return capitalizedLabel(field);
    if (field.isEmpty())
        return capitalizedLabel(item);
    //: Rules editor: a value of one item of a list, e.g. "Uchiko: mountain-town draw"; %1 the
    //: item (a town, a ring space...), %2 the value's label
    return capitalizedLabel(QCoreApplication::translate("PathWords", "%1: %2").arg(item, field));
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

QString capitalizedLabel(const QString &label)
{
    if (label.isEmpty() || !label.at(0).isLower())
        return label;
    return label.at(0).toUpper() + label.mid(1);
}

PathWords describePath(const Schema *schema, const VariantDocument &document, std::string_view path,
                       const std::string &language)
{
    PathWords words;
    const auto steps = parseKeyPath(path);
    if (!steps || steps->empty()) {
        words.field = qs(path);
        return words;
    }
    const std::vector<std::size_t> ends = itemEnds(schema, *steps);
    const std::size_t inner = ends.empty() ? 0 : ends.back();
    if (inner > 0) {
        words.item = itemWord(schema, document, *steps, inner, false, language);
        if (ends.size() >= 2)
            words.item = withOuter(words.item, itemWord(schema, document, *steps,
                                                        ends[ends.size() - 2], false, language));
    }
    if (inner < steps->size())
        words.field = fieldWords(schema, *steps);
    else if (!(*steps)[inner - 1].isIndex)
        // An entry whose key is data: its row says what it holds ("sandals" of "card 7").
        words.field = keyLabel(schema, schemaKey(schema, *steps, inner));
    return words;
}

PathWords describeNewItem(const Schema *schema, const VariantDocument &document,
                          std::string_view listPath, std::size_t index, const std::string &language)
{
    PathWords words;
    auto steps = parseKeyPath(listPath);
    if (!steps || steps->empty()) {
        words.field = qs(listPath);
        return words;
    }
    KeyStep item;
    item.isIndex = true;
    item.index = index;
    steps->push_back(item);
    words.item = itemWord(schema, document, *steps, steps->size(), true, language);
    const std::vector<std::size_t> ends = itemEnds(schema, *steps);
    if (ends.size() >= 2)
        words.item = withOuter(
            words.item, itemWord(schema, document, *steps, ends[ends.size() - 2], false, language));
    return words;
}

} // namespace kotatsu::bridge
