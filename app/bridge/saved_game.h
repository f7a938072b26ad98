// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "match/saved_match.h"
#include "seat_variant.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

// A saved game is (game, variant, seed, seats, actions): replaying the actions on a fresh
// game with that seed gives back the exact position, hidden cards included.
struct SavedGame
{
    QString game;
    QString variant;     // shipped variant id, or empty
    QString variantFile; // a user's variant file, or empty
    quint64 seed = 0;
    QList<Seat> seats;
    QStringList actions;
    QDateTime savedAt; // when it was written (shown in the list of saved games)
    // How many moves had been played each time a person asked for a hint.
    QList<int> hints;
    // A lesson's save: the lesson's id and the step it waits at (SavedMatch::lesson); empty
    // for a game.
    QString lesson;
    int lessonStep = 0;

    QByteArray toJson() const;
    // Parses a save file's content; on failure returns false and sets *error.
    static bool fromJson(const QByteArray &json, SavedGame &out, QString *error);
    // What is wrong with a save, for people (kotatsu::SavedMatch::Error::message(),
    // translated).
    static QString problemText(const kotatsu::SavedMatch::Error &problem);

    // Writes atomically (QSaveFile): an interrupted save never damages an earlier file.
    bool write(const QString &path, QString *error) const;
    static bool read(const QString &path, SavedGame &out, QString *error);
};
