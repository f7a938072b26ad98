// SPDX-License-Identifier: GPL-3.0-or-later
#include "seat.h"

QVariantMap Seat::toVariant() const
{
    QVariantMap map;
    map.insert(QStringLiteral("kind"), isHuman() ? QStringLiteral("human") : QStringLiteral("ai"));
    map.insert(QStringLiteral("level"), level);
    map.insert(QStringLiteral("name"), name);
    return map;
}

bool Seat::isLevel(const QString &level)
{
    return level == QLatin1String("easy") || level == QLatin1String("normal") ||
           level == QLatin1String("strong");
}

std::optional<Seat> Seat::fromVariant(const QVariant &value)
{
    const QVariantMap map = value.toMap();
    const QString kind = map.value(QStringLiteral("kind")).toString();
    Seat seat;
    if (kind == QLatin1String("human")) {
        seat.kind = Kind::Human;
    } else if (kind == QLatin1String("ai")) {
        seat.kind = Kind::Computer;
        seat.level = map.value(QStringLiteral("level"), QStringLiteral("normal")).toString();
        if (!isLevel(seat.level))
            return std::nullopt;
    } else {
        return std::nullopt;
    }
    seat.name = map.value(QStringLiteral("name")).toString().left(40);
    return seat;
}
