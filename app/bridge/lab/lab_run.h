// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QThreadPool>
#include <atomic>
#include <functional>
#include <memory>

struct LabRunState;

// One run of the variant lab at a time (a comparison, an attribution, a sweep) on a worker
// thread, and what the page shows of it: running, progress, the time left, cancelled. The lab
// objects (VariantLab, SweepLab) own one each and give it the work; the worker reaches the UI
// thread only through queued calls to the owner, and a call from a run that a newer one
// replaced is dropped. The owner's destructor calls stop() before its members go.
class LabRun
{
public:
    // What the work sees on the worker thread.
    class Worker
    {
    public:
        // Games done of `total`: reaches the owner at most every 50 ms, and always for the last.
        void progress(int done, int total);
        // Calls `call` on the owner's thread, unless another run has begun since.
        void post(std::function<void()> call);
        // Set when the run is cancelled: the simulators stop at the next game.
        const std::atomic<bool> *cancelFlag() const;

    private:
        friend class LabRun;
        LabRun *m_lab = nullptr;
        QObject *m_owner = nullptr;
        quint64 m_generation = 0;
        std::shared_ptr<LabRunState> m_state;
    };

    // `owner` receives the queued calls; `progressChanged` runs on its thread after each
    // progress report taken.
    LabRun(QObject *owner, std::function<void()> progressChanged);
    ~LabRun();
    LabRun(const LabRun &) = delete;
    LabRun &operator=(const LabRun &) = delete;

    // Begins a run (a new generation: the last run's late calls are dropped) and starts
    // `work` on the worker thread. The work ends by posting the owner's finishing call, which
    // calls finish().
    void start(std::function<void(Worker &)> work);
    // The run ends (on the owner's thread): not running, the progress full unless cancelled.
    void finish();
    // Stops the run at the next game; the owner's finishing call still comes.
    void cancel();
    // Cancels and waits for the worker (the owner's destructor).
    void stop();
    // Blocks until the run ends (tests only).
    void waitForDone();

    bool running() const { return m_running; }
    bool cancelled() const { return m_cancelled; }
    double progress() const { return m_progress; }
    // Estimated from the time taken and the games done so far; -1 until known.
    int secondsLeft() const { return m_secondsLeft; }
    int done() const { return m_done; }

private:
    void onProgress(quint64 generation, int done, int total);

    QObject *m_owner;
    std::function<void()> m_progressChanged;
    bool m_running = false;
    bool m_cancelled = false;
    double m_progress = 0;
    int m_secondsLeft = -1;
    int m_done = 0;
    QElapsedTimer m_clock;
    quint64 m_generation = 0;
    std::shared_ptr<LabRunState> m_state;
    QThreadPool m_pool;
};
