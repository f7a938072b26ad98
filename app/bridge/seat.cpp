// SPDX-License-Identifier: GPL-3.0-or-later
#include "seat.h"

QVariantMap Seat::toVariant() const
{
    QVariantMap map;
    switch (kind) {
    case Kind::Human:
        map.insert(QStringLiteral("kind"), QStringLiteral("human"));
        map.insert(QStringLiteral("level"), level);
        break;
    case Kind::Computer:
        map.insert(QStringLiteral("kind"), QStringLiteral("ai"));
        map.insert(QStringLiteral("level"), level);
        break;
    case Kind::Automa:
        map.insert(QStringLiteral("kind"), QStringLiteral("automa"));
        map.insert(QStringLiteral("level"), automaLevel);
        break;
    }
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
    } else if (kind == QLatin1String("automa")) {
        seat.kind = Kind::Automa;
        const QVariant level = map.value(QStringLiteral("level"));
        if (level.isValid() && !level.isNull()) {
            bool number = false;
            const double asNumber = level.toDouble(&number);
            if (!number || asNumber < 1 || asNumber > 99 || asNumber != static_cast<int>(asNumber))
                return std::nullopt;
            seat.automaLevel = static_cast<int>(asNumber);
        }
    } else {
        return std::nullopt;
    }
    seat.name = map.value(QStringLiteral("name")).toString().left(40);
    return seat;
}
