// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_state.h"
#include "seat_variant.h"

#include <QList>

namespace kotatsu {
class MatchRecord;
}

// Who is in front of the screen at a table, for GameSession: the seat whose view the table
// shows, the person who last had the screen (hot-seat), and whether the screen waits for the
// next person to take it (hand-over, when a game keeps secrets from some players). Plain
// bookkeeping over the seats and the record; the session says when the turn has changed.
class ScreenHolder
{
public:
    // observation() of the public view: what everybody at the table may see.
    static constexpr int kNobody = kotatsu::kPublicView;

    // A new game: nobody has the screen yet.
    void reset();
    // After the turn may have changed. With one person, always that person. With several
    // people and hidden information, the screen shows nobody's secrets until the person whose
    // turn it is confirms the hand-over; without hidden information it simply follows the turn.
    void update(const kotatsu::MatchRecord *match, const QList<Seat> &seats,
                bool hiddenInformation);
    // The person named by the hand-over screen has taken the seat; false when none was asked.
    bool confirm(const kotatsu::MatchRecord &match);
    // The replay shows no hand-over.
    void dropHandover() { m_handover = false; }

    int viewer() const { return m_viewer; }
    int holder() const { return m_holder; }
    bool handoverPending() const { return m_handover; }
    // The seat whose view the replay shows at `state`: the one person at the table, else (the
    // game being over or everybody's moves being reviewed together) the seat to move then.
    int reviewViewer(const kotatsu::MatchRecord &match, const QList<Seat> &seats,
                     const kotatsu::GameState &state) const;
    // The seat whose observation the log's events come from: the one person at the table sees
    // what their own seat saw (the card they drew); with several people, or none, the log says
    // only what everybody saw.
    static int logViewer(const QList<Seat> &seats);
    static int people(const QList<Seat> &seats);
    static bool isPerson(const QList<Seat> &seats, int seat);

private:
    int m_viewer = kNobody;
    int m_holder = -1; // the person who last had the screen (hot-seat)
    bool m_handover = false;
};
