// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVariant>
#include <optional>

// Who sits at one seat: a person at this computer, or the computer at a strength level.
struct Seat
{
    enum class Kind
    {
        Human,
        Computer
    };
    Kind kind = Kind::Human;
    QString level = QStringLiteral("normal"); // easy | normal | strong (computer only)
    QString name;                             // empty: the view names the seat

    bool isHuman() const { return kind == Kind::Human; }
    QVariantMap toVariant() const;
    // From QML's {kind: "human"|"ai", level, name}; nullopt when malformed.
    static std::optional<Seat> fromVariant(const QVariant &value);
    static bool isLevel(const QString &level);
};
