// SPDX-License-Identifier: GPL-3.0-or-later
#include "seat_variant.h"

#include <QString>

namespace {
constexpr int kMaxNameCharacters = 40;

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}
} // namespace

QVariantMap seatToVariant(const Seat &seat)
{
    QVariantMap map;
    switch (seat.kind) {
    case Seat::Kind::Person:
        map.insert(QStringLiteral("kind"), QStringLiteral("human"));
        map.insert(QStringLiteral("level"), QStringLiteral("normal"));
        break;
    case Seat::Kind::Agent:
        map.insert(QStringLiteral("kind"), QStringLiteral("computer"));
        map.insert(QStringLiteral("level"), qs(seat.strength()));
        break;
    case Seat::Kind::Rules:
        map.insert(QStringLiteral("kind"), QStringLiteral("rules"));
        map.insert(QStringLiteral("level"), seat.rulesLevel);
        break;
    }
    map.insert(QStringLiteral("name"), qs(seat.name));
    map.insert(QStringLiteral("spec"), qs(seat.text()));
    return map;
}

std::optional<Seat> seatFromVariant(const QVariant &value)
{
    const QVariantMap map = value.toMap();
    const std::string name =
        map.value(QStringLiteral("name")).toString().left(kMaxNameCharacters).toStdString();
    std::optional<Seat> seat;
    const QString kind = map.value(QStringLiteral("kind")).toString();
    if (map.contains(QStringLiteral("spec"))) {
        seat = Seat::parse(map.value(QStringLiteral("spec")).toString().toStdString());
    } else if (kind == QLatin1String("human")) {
        seat = Seat::person();
    } else if (kind == QLatin1String("computer") || kind == QLatin1String("ai")) {
        const std::string level =
            map.value(QStringLiteral("level"), QStringLiteral("normal")).toString().toStdString();
        if (!Seat::isStrength(level))
            return std::nullopt;
        seat = Seat::computer(level);
    } else if (kind == QLatin1String("rules") || kind == QLatin1String("automa")) {
        seat = Seat::rules();
        const QVariant level = map.value(QStringLiteral("level"));
        if (level.isValid() && !level.isNull()) {
            bool number = false;
            const double asNumber = level.toDouble(&number);
            if (!number || asNumber < 1 || asNumber > 99 || asNumber != static_cast<int>(asNumber))
                return std::nullopt;
            seat->rulesLevel = static_cast<int>(asNumber);
        }
    }
    // The app's computers play at one of its strengths, not by an agent spec of their own.
    if (!seat || (seat->isAgent() && seat->strength().empty()))
        return std::nullopt;
    seat->name = name;
    return seat;
}
