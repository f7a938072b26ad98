// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai_runner.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <memory>
#include <string>
#include <vector>

class QQuickWindow;

// The programs at a table, for GameSession: the computer seats' thinking (on a worker thread)
// and their pace, the hold until the table's first frame is on the screen, and the hint's
// search for the person to move. The session says when a computer seat is to move (think) and
// plays what comes back (play); every answer thought for a position that has since changed is
// dropped (invalidate, clearHint).
class ComputerSeats : public QObject
{
    Q_OBJECT

public:
    explicit ComputerSeats(QObject *parent = nullptr);

    // Starts the agent `spec` on `state` for the seat to move, unless it is held for the first
    // frame (then `waitsForFrame` until released). The answer comes as `decided`.
    void think(std::unique_ptr<kotatsu::GameState> state, const std::string &spec,
               std::uint64_t seed);
    // Plays `action` (emits `play`) once the least time since the last move has passed: the
    // computer never answers faster than delay(), three times that after a move that revealed
    // something (a round resolved, cards turned up), so that people can take it in.
    void pace(const kotatsu::Action &action, bool revealed);
    // Drops what is being thought or waits to be played.
    void invalidate();
    // A move was made (or a game began): the least time counts from now.
    void moveMade() { m_sinceLastMove.restart(); }
    // Whether a computer seat may start thinking now: no run, no answer waiting.
    bool idle() const { return !m_ai.running() && !m_pending; }

    // No thinking before `window` has shown its first frame (or two seconds, if it never does);
    // then `released`.
    void holdUntilShown(QQuickWindow *window);
    bool held() const { return m_held; }
    // (Held for the first frame, the computer to move already says it is thinking.)
    bool thinking() const { return m_ai.running() || m_pending || m_waitsForFrame; }

    int delay() const { return m_delay; }
    // Returns whether it changed.
    bool setDelay(int ms);

    // The hint's search for the seat to move in `state` (AiRunner::startHint); the answer
    // comes as `hinted`, then its forecast so far as `forecasted` until it is done or
    // cancelHint().
    void startHint(std::unique_ptr<kotatsu::GameState> state, std::uint64_t seed,
                   std::vector<std::string> seats);
    void cancelHint();
    // The hint's search is on (not its forecast: the hint is shown by then).
    bool hintThinking() const { return m_hintSearching; }
    // The hint's forecast is still playing games on.
    bool forecasting() const { return m_hints.running() && !m_hintSearching; }

Q_SIGNALS:
    // The agent's answer for the position it was asked about.
    void decided(const kotatsu::Action &action);
    // Time to play it.
    void play(const kotatsu::Action &action);
    void hinted(const kotatsu::Hint &hint);
    void forecasted(int games, double winShare, bool done);
    // thinking() or held() changed.
    void changed();
    // The hold for the first frame is over: a computer seat to move may think now.
    void released();

private:
    AiRunner m_ai;
    quint64 m_token = 0;
    AiRunner m_hints;
    quint64 m_hintToken = 0;
    bool m_hintSearching = false;
    bool m_pending = false;       // an answer is waiting for the least time
    bool m_held = false;          // holdUntilShown: no thinking before the frame
    bool m_waitsForFrame = false; // held, and the computer is to move
    int m_delay = 700;
    QElapsedTimer m_sinceLastMove;
};
