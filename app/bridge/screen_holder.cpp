// SPDX-License-Identifier: GPL-3.0-or-later
#include "screen_holder.h"

#include "match/match_record.h"

void ScreenHolder::reset()
{
    m_handover = false;
    m_viewer = kNobody;
    m_holder = -1;
}

bool ScreenHolder::isPerson(const QList<Seat> &seats, int seat)
{
    return seat >= 0 && seat < seats.size() && seats[seat].isPerson();
}

int ScreenHolder::people(const QList<Seat> &seats)
{
    int n = 0;
    for (const Seat &seat : seats)
        n += seat.isPerson();
    return n;
}

void ScreenHolder::update(const kotatsu::MatchRecord *match, const QList<Seat> &seats,
                          bool hiddenInformation)
{
    m_handover = false;
    if (!match) {
        m_viewer = kNobody;
        return;
    }
    const int humans = people(seats);
    if (humans == 0) {
        m_viewer = kNobody;
        return;
    }
    if (humans == 1) {
        for (int seat = 0; seat < seats.size(); ++seat) {
            if (seats[seat].isPerson())
                m_viewer = seat;
        }
        m_holder = m_viewer;
        return;
    }
    const int current = match->currentPlayer();
    if (match->isOver() || !isPerson(seats, current)) {
        m_viewer = m_holder >= 0 ? m_holder : kNobody;
        return;
    }
    if (!hiddenInformation || current == m_holder) {
        m_holder = current;
        m_viewer = current;
        return;
    }
    m_handover = true;
    m_viewer = kNobody;
}

bool ScreenHolder::confirm(const kotatsu::MatchRecord &match)
{
    if (!m_handover)
        return false;
    m_holder = match.currentPlayer();
    return true;
}

int ScreenHolder::reviewViewer(const kotatsu::MatchRecord &match, const QList<Seat> &seats,
                               const kotatsu::GameState &state) const
{
    const int humans = people(seats);
    if (humans == 1 && m_viewer >= 0)
        return m_viewer;
    // Everybody's moves are shown together only once the game is over (nothing is secret
    // any more) or when nobody at the table plays (computers only).
    if (match.isOver() || humans == 0) {
        const int current = state.currentPlayer();
        return current >= 0 && current < match.players() ? current : kNobody;
    }
    return kNobody;
}

int ScreenHolder::logViewer(const QList<Seat> &seats)
{
    if (people(seats) != 1)
        return kNobody;
    for (int seat = 0; seat < seats.size(); ++seat) {
        if (seats[seat].isPerson())
            return seat;
    }
    return kNobody;
}
