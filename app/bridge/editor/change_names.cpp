// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/change_names.h"

#include "data/schema.h"
#include "data/yaml_emitter.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <vector>

namespace kotatsu::bridge {

// A value of a word row as its words' labels in the current language ("Stop on the pagoda";
// a list of words as "Same colour, Same value"); empty when the value is not the row's words.
QString wordLabelsOf(const SchemaRow &row, const DataNode *node)
{
    if (!node || row.words.empty())
        return {};
    auto labelOf = [&row](const DataNode &item) -> QString {
        const auto it = item.isScalar() ? std::find(row.words.begin(), row.words.end(), item.scalar)
                                        : row.words.end();
        if (it == row.words.end())
            return {};
        const std::string label(row.wordLabel(static_cast<std::size_t>(it - row.words.begin())));
        return QCoreApplication::translate("SchemaWord", label.c_str());
    };
    if (node->isScalar())
        return labelOf(*node);
    if (!node->isSequence() || node->items.empty())
        return {};
    QStringList labels;
    for (const DataNode &item : node->items) {
        const QString label = labelOf(item);
        if (label.isEmpty())
            return {};
        labels.append(label);
    }
    //: Rules editor, Changes panel: between the labels of a list of words ("Same colour, Same
    //: value")
    return labels.join(QCoreApplication::translate("RulesEditor", ", "));
}

// The text of a localized map (or a plain scalar) in the current language, else English.
QString localizedText(const DataNode *node, const std::string &language)
{
    if (node && node->isScalar())
        return QString::fromStdString(node->scalar);
    if (!node || !node->isMap())
        return {};
    for (const std::string &code : {language, std::string("en")}) {
        if (const DataNode *text = node->find(code); text && text->isScalar())
            return QString::fromStdString(text->scalar);
    }
    return {};
}

// The name of the item whose id is `id` in a list near `path` in `root`: in a map on the
// way to it, nearest first, or one level inside a top-level map. A route's "M1" is Uchiko
// (board.towns, beside board.routes), a ring space's type "seashore" is the Seashore of
// board.space_types, a region's icon "sea" the one of artist_board.icons. Empty: none.
QString nameOfId(const DataNode &root, const KeyPath &path, const std::string &id,
                 const std::string &language)
{
    if (plainReadsAsNonString(id))
        return {}; // numbers and the like are values, not names
    const auto inLists = [&id, &language](const DataNode &map) -> QString {
        for (const auto &entry : map.entries) {
            for (const DataNode &item : entry.value.items) {
                const DataNode *itemId = item.isMap() ? item.find("id") : nullptr;
                if (itemId && itemId->isScalar() && itemId->scalar == id)
                    return localizedText(item.find("name"), language);
            }
        }
        return {};
    };
    std::vector<const DataNode *> chain{&root};
    for (const KeyStep &step : path) {
        const DataNode &node = *chain.back();
        const DataNode *next =
            step.isIndex ? (step.index < node.items.size() ? &node.items[step.index] : nullptr)
                         : node.find(step.key);
        if (!next)
            break;
        chain.push_back(next);
    }
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
        if (const QString name = (*it)->isMap() ? inLists(**it) : QString(); !name.isEmpty())
            return name;
    }
    for (const auto &entry : root.entries) {
        if (const QString name = entry.value.isMap() ? inLists(entry.value) : QString();
            !name.isEmpty())
            return name;
    }
    return {};
}

// How a list item is called in the Changes list: its name, its id, the names of the values
// it pairs ("Matsuyama–Uchiko"), else its number.
QString itemCalled(const DataNode &item, const DataNode &root, const KeyPath &listPath,
                   std::size_t index, const std::string &language)
{
    if (item.isMap()) {
        if (const QString name = localizedText(item.find("name"), language); !name.isEmpty())
            return name;
        if (const DataNode *id = item.find("id"); id && id->isScalar())
            return QString::fromStdString(id->scalar);
    }
    if (item.isSequence() && !item.items.empty()) {
        QStringList names;
        for (const DataNode &value : item.items) {
            if (!value.isScalar())
                return QString::number(index);
            const QString name = nameOfId(root, listPath, value.scalar, language);
            names.append(name.isEmpty() ? QString::fromStdString(value.scalar) : name);
        }
        //: Rules editor, Changes list: between the names of what a list item joins, as in a
        //: route "Matsuyama–Uchiko"
        return names.join(QCoreApplication::translate("RulesEditor", "–"));
    }
    return QString::number(index);
}

} // namespace kotatsu::bridge
