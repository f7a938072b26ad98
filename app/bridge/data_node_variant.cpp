// SPDX-License-Identifier: GPL-3.0-or-later
#include "data_node_variant.h"

#include "data/yaml_emitter.h"
#include "kotatsu/languages.h"

#include <QJSValue>
#include <QLocale>
#include <climits>
#include <cmath>

namespace kotatsu::bridge {

QVariant dataNodeToVariant(const DataNode *node)
{
    if (!node)
        return {};
    switch (node->kind) {
    case DataNode::Kind::Null:
        return {};
    case DataNode::Kind::Map: {
        QVariantMap map;
        for (const auto &entry : node->entries)
            map.insert(QString::fromStdString(entry.key), dataNodeToVariant(&entry.value));
        return map;
    }
    case DataNode::Kind::Sequence: {
        QVariantList list;
        for (const auto &item : node->items)
            list.append(dataNodeToVariant(&item));
        return list;
    }
    case DataNode::Kind::Scalar:
        break;
    }
    const QString text = QString::fromStdString(node->scalar);
    if (node->quoted || !kotatsu::plainReadsAsNonString(node->scalar))
        return text;
    const QString lower = text.toLower();
    if (lower == QLatin1String("true"))
        return true;
    if (lower == QLatin1String("false"))
        return false;
    if (lower == QLatin1String("null") || text == QLatin1String("~"))
        return {};
    bool ok = false;
    const qlonglong integer = text.toLongLong(&ok);
    if (ok)
        return integer >= INT_MIN && integer <= INT_MAX ? QVariant(static_cast<int>(integer))
                                                        : QVariant(integer);
    const double number = text.toDouble(&ok);
    if (ok)
        return number;
    return text;
}

bool isLanguageMap(const QVariantMap &map)
{
    if (map.isEmpty())
        return false;
    for (auto it = map.begin(); it != map.end(); ++it) {
        if (kotatsu::languageIndex(it.key().toStdString()) < 0)
            return false;
    }
    return true;
}

DataNode variantToDataNode(const QVariant &input)
{
    QVariant value = input;
    if (value.metaType() == QMetaType::fromType<QJSValue>())
        value = value.value<QJSValue>().toVariant();
    switch (value.typeId()) {
    case QMetaType::UnknownType:
    case QMetaType::Nullptr:
        return DataNode{};
    case QMetaType::Bool:
        return DataNode::makeScalar(value.toBool() ? "true" : "false");
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Short:
    case QMetaType::UShort:
        return DataNode::makeScalar(QString::number(value.toLongLong()).toStdString());
    case QMetaType::Double:
    case QMetaType::Float: {
        const double d = value.toDouble();
        if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 9.0e15)
            return DataNode::makeScalar(QString::number(static_cast<qlonglong>(d)).toStdString());
        return DataNode::makeScalar(
            QString::number(d, 'g', QLocale::FloatingPointShortest).toStdString());
    }
    case QMetaType::QVariantMap: {
        const QVariantMap map = value.toMap();
        DataNode node;
        node.kind = DataNode::Kind::Map;
        auto add = [&](const QString &key) {
            node.entries.emplace_back(key.toStdString(), kotatsu::SourcePos{},
                                      variantToDataNode(map.value(key)));
        };
        if (isLanguageMap(map)) { // in the data files' order: en, es, fr, ja, hu
            for (std::string_view code : kotatsu::kLanguageCodes) {
                const QString key = QString::fromLatin1(code.data(), qsizetype(code.size()));
                if (map.contains(key))
                    add(key);
            }
        } else {
            for (auto it = map.begin(); it != map.end(); ++it)
                add(it.key());
        }
        return node;
    }
    case QMetaType::QVariantList:
    case QMetaType::QStringList: {
        DataNode node;
        node.kind = DataNode::Kind::Sequence;
        for (const QVariant &item : value.toList())
            node.items.push_back(variantToDataNode(item));
        return node;
    }
    default:
        return DataNode::makeString(value.toString().toStdString());
    }
}

} // namespace kotatsu::bridge
