// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVariant>
#include <optional>
#include <string>

// Who sits at one seat: a person at this computer, the computer at a strength level, or the
// game's own Automa (Tokaido Duo's solo opponent) at one of its levels.
struct Seat
{
    enum class Kind
    {
        Human,
        Computer,
        Automa
    };
    Kind kind = Kind::Human;
    QString level = QStringLiteral("normal"); // easy | normal | strong (computer only)
    int automaLevel = 0;                      // Automa only: 1.., or 0 for the game's default
    QString name;                             // empty: the view names the seat

    bool isHuman() const { return kind == Kind::Human; }
    bool isAutoma() const { return kind == Kind::Automa; }
    // For QML: {kind: "human"|"ai"|"automa", level (a strength, or the Automa's level as
    // a number), name}.
    QVariantMap toVariant() const;
    // From QML's {kind: "human"|"ai"|"automa", level, name}; nullopt when malformed. An
    // Automa's level is a whole number; absent, it is the game's default (0 here).
    static std::optional<Seat> fromVariant(const QVariant &value);
    static bool isLevel(const QString &level);
};
