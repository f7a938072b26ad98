// SPDX-License-Identifier: GPL-3.0-or-later
#include "lab/lab_run.h"

#include <QDateTime>
#include <QMetaObject>
#include <algorithm>
#include <cmath>

namespace {

// How often progress reaches the UI thread at most.
constexpr qint64 kProgressEveryMs = 50;

} // namespace

// One run's cancel flag and progress clock, shared with its worker.
struct LabRunState
{
    std::atomic<bool> cancel{false};
    std::atomic<qint64> lastProgressMs{0};
};

void LabRun::Worker::progress(int done, int total)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (done < total && now - m_state->lastProgressMs.load() < kProgressEveryMs)
        return;
    m_state->lastProgressMs = now;
    LabRun *lab = m_lab;
    const quint64 generation = m_generation;
    QMetaObject::invokeMethod(
        m_owner, [lab, generation, done, total] { lab->onProgress(generation, done, total); },
        Qt::QueuedConnection);
}

void LabRun::Worker::post(std::function<void()> call)
{
    LabRun *lab = m_lab;
    const quint64 generation = m_generation;
    // The owner waits for the worker before it goes, and a queued call dies with it.
    QMetaObject::invokeMethod(
        m_owner,
        [lab, generation, call = std::move(call)] {
            if (generation == lab->m_generation)
                call();
        },
        Qt::QueuedConnection);
}

const std::atomic<bool> *LabRun::Worker::cancelFlag() const
{
    return &m_state->cancel;
}

LabRun::LabRun(QObject *owner, std::function<void()> progressChanged)
    : m_owner(owner), m_progressChanged(std::move(progressChanged))
{
    m_pool.setMaxThreadCount(1);
}

LabRun::~LabRun()
{
    stop();
}

void LabRun::start(std::function<void(Worker &)> work)
{
    m_state = std::make_shared<LabRunState>();
    Worker worker;
    worker.m_lab = this;
    worker.m_owner = m_owner;
    worker.m_generation = ++m_generation;
    worker.m_state = m_state;
    m_running = true;
    m_cancelled = false;
    m_progress = 0;
    m_secondsLeft = -1;
    m_done = 0;
    m_clock.start();
    m_pool.start([worker, work = std::move(work)]() mutable { work(worker); });
}

void LabRun::finish()
{
    m_cancelled = m_state && m_state->cancel;
    m_state.reset();
    m_running = false;
    if (!m_cancelled)
        m_progress = 1;
    m_secondsLeft = m_cancelled ? -1 : 0;
}

void LabRun::cancel()
{
    if (m_state)
        m_state->cancel = true;
}

void LabRun::stop()
{
    cancel();
    m_pool.waitForDone();
}

void LabRun::waitForDone()
{
    m_pool.waitForDone();
}

void LabRun::onProgress(quint64 generation, int done, int total)
{
    if (generation != m_generation || !m_running || total <= 0)
        return;
    const double progress = std::clamp(static_cast<double>(done) / total, 0.0, 1.0);
    if (progress < m_progress)
        return; // a late report
    m_progress = progress;
    m_done = done;
    const double elapsed = static_cast<double>(m_clock.elapsed()) / 1000.0;
    // Known once a few games give a rate.
    if (done > 0 && elapsed >= 0.3)
        m_secondsLeft =
            static_cast<int>(std::ceil(elapsed * static_cast<double>(total - done) / done));
    if (m_progressChanged)
        m_progressChanged();
}
