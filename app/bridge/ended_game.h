// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/outcome.h"
#include "seat_variant.h"

#include <QList>
#include <QMetaType>
#include <QString>

// A game that has just ended, as GameSession::gameEnded tells whoever keeps a record of games
// (GameStatistics): which game and rules, its seed, who sat where and how it came out. A plain
// value: the listener needs nothing of the session.
struct EndedGame
{
    QString gameId;
    QString variantId; // "" for the standard rules
    quint64 seed = 0;
    QList<Seat> seats;
    kotatsu::Outcome outcome;
};
Q_DECLARE_METATYPE(EndedGame)
