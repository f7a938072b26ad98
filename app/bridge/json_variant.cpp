// SPDX-License-Identifier: GPL-3.0-or-later
#include "json_variant.h"

namespace kotatsu::bridge {

QVariant toVariant(const Json &json)
{
    switch (json.type()) {
    case Json::Type::Null:
        return QVariant::fromValue(nullptr);
    case Json::Type::Bool:
        return json.asBool();
    case Json::Type::Int: {
        const auto value = json.asInt();
        // JavaScript numbers are doubles; ints stay ints where they fit.
        if (value >= INT32_MIN && value <= INT32_MAX)
            return static_cast<int>(value);
        return static_cast<double>(value);
    }
    case Json::Type::Double:
        return json.asDouble();
    case Json::Type::String:
        return QString::fromStdString(json.asString());
    case Json::Type::Array: {
        QVariantList list;
        list.reserve(static_cast<qsizetype>(json.size()));
        for (const Json &item : json.elements())
            list.append(toVariant(item));
        return list;
    }
    case Json::Type::Object:
        return toVariantMap(json);
    }
    return {};
}

QVariantMap toVariantMap(const Json &json)
{
    QVariantMap map;
    for (const auto &[key, value] : json.entries())
        map.insert(QString::fromStdString(key), toVariant(value));
    return map;
}

} // namespace kotatsu::bridge
