// SPDX-License-Identifier: GPL-3.0-or-later
#include "computer_seats.h"

#include <QQuickWindow>
#include <QTimer>
#include <algorithm>

ComputerSeats::ComputerSeats(QObject *parent) : QObject(parent)
{
    connect(&m_ai, &AiRunner::decided, this,
            [this](quint64 token, const kotatsu::Action &action, double, int) {
                if (token == m_token)
                    Q_EMIT decided(action);
            });
    connect(&m_hints, &AiRunner::hinted, this, [this](quint64 token, const kotatsu::Hint &hint) {
        if (token != m_hintToken)
            return;
        m_hintSearching = false;
        Q_EMIT hinted(hint);
    });
    connect(&m_hints, &AiRunner::forecasted, this,
            [this](quint64 token, int games, double winShare, bool done) {
                if (token == m_hintToken)
                    Q_EMIT forecasted(games, winShare, done);
            });
    m_sinceLastMove.start();
}

void ComputerSeats::think(std::unique_ptr<kotatsu::GameState> state, const std::string &spec,
                          std::uint64_t seed)
{
    if (m_held) {
        m_waitsForFrame = true;
        Q_EMIT changed();
        return;
    }
    m_ai.start(std::move(state), spec, seed, m_token);
    Q_EMIT changed();
}

void ComputerSeats::pace(const kotatsu::Action &action, bool revealed)
{
    const qint64 remaining = (revealed ? 3 * m_delay : m_delay) - m_sinceLastMove.elapsed();
    if (remaining <= 0) {
        Q_EMIT play(action);
        return;
    }
    // Let people follow the game: the computer never answers faster than delay().
    m_pending = true;
    Q_EMIT changed();
    QTimer::singleShot(static_cast<int>(remaining), this, [this, token = m_token, action] {
        if (token != m_token || !m_pending)
            return;
        m_pending = false;
        Q_EMIT play(action);
    });
}

void ComputerSeats::invalidate()
{
    ++m_token;
    m_ai.cancel();
    m_pending = false;
    m_waitsForFrame = false;
}

void ComputerSeats::holdUntilShown(QQuickWindow *window)
{
    if (!window || m_held)
        return;
    m_held = true;
    const auto release = [this] {
        if (!m_held)
            return;
        m_held = false;
        m_waitsForFrame = false;
        Q_EMIT released();
        Q_EMIT changed();
    };
    // Queued: after the frame is on the screen, not while it is being handed over.
    connect(window, &QQuickWindow::frameSwapped, this, release,
            static_cast<Qt::ConnectionType>(Qt::QueuedConnection | Qt::SingleShotConnection));
    QTimer::singleShot(2000, this, release);
}

bool ComputerSeats::setDelay(int ms)
{
    ms = std::max(0, ms);
    if (ms == m_delay)
        return false;
    m_delay = ms;
    return true;
}

void ComputerSeats::startHint(std::unique_ptr<kotatsu::GameState> state, std::uint64_t seed,
                              std::vector<std::string> seats)
{
    m_hintSearching = true;
    m_hints.startHint(std::move(state), seed, ++m_hintToken, std::move(seats));
}

void ComputerSeats::cancelHint()
{
    ++m_hintToken;
    m_hintSearching = false;
    m_hints.cancel();
}
