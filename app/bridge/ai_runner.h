// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/hint.h"
#include "engine/game_state.h"

#include <QObject>
#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

// Runs one agent decision on the global thread pool so that the window never waits for
// the computer. The result comes back as a queued signal on the owner's thread; a run that
// was cancelled (new game, undo, load) or that outlives its runner is dropped safely.
class AiRunner : public QObject
{
    Q_OBJECT

public:
    explicit AiRunner(QObject *parent = nullptr);
    ~AiRunner() override;

    // Starts thinking about `state` (a private copy) for the seat to move with the agent
    // `spec`; `token` comes back with the answer so the caller can tell stale answers apart.
    void start(std::unique_ptr<kotatsu::GameState> state, const std::string &spec,
               std::uint64_t seed, quint64 token);
    // Starts looking for the hint for the seat to move in `state` (kotatsu::searchHint, the
    // same search as the hint-play tests, with the app's budget: kotatsu::appHintOptions). The
    // hint comes as `hinted` as soon as that search is done. Then, when `seats` says who plays
    // each seat (kotatsu::HintOptions::seats) and the hint has a reason, the same run goes on
    // with the hinted move's forecast (kotatsu::ForecastRun on this worker thread, one core,
    // kotatsu::kAppForecastBatch games at a time): its total so far comes as `forecasted`
    // after every batch, `done` on the last one (kotatsu::kAppForecastMaxGames or
    // kAppForecastMaxMilliseconds), until then or cancel(). running() holds until it ends.
    void startHint(std::unique_ptr<kotatsu::GameState> state, std::uint64_t seed, quint64 token,
                   std::vector<std::string> seats = {});
    void cancel();
    bool running() const { return m_running; }

Q_SIGNALS:
    // The agent's choice, straight as an action: no text round trip; with what its
    // look-ahead made of it (Agent::lastEstimate: mean reward, playouts; -1 and 0 when the
    // agent does not search).
    void decided(quint64 token, const kotatsu::Action &action, double estimate, int playouts);
    void hinted(quint64 token, const kotatsu::Hint &hint);
    // The hint's forecast so far: `games` games played on, the share won; `done`: no more come.
    void forecasted(quint64 token, int games, double winShare, bool done);

private:
    // Runs `work` on the pool; its answer goes to `answer` on this runner's thread, if the
    // run is still the current one by then.
    template <typename Work, typename Answer>
    void run(Work work, Answer answer);
    struct Channel;
    // Starts a new run's channel (cancelling the one before).
    std::shared_ptr<Channel> open();
    // Queues `deliver(receiver)` on the runner's thread if `channel`'s run is still the current
    // one by then; `last` ends the run. False once the runner has let the run go.
    template <typename Deliver>
    static bool post(const std::shared_ptr<Channel> &channel, Deliver deliver, bool last);

    // Shared between the runner and the worker: the worker reports through it only while
    // the runner is alive.
    struct Channel
    {
        std::mutex mutex;
        AiRunner *receiver = nullptr;
        std::atomic<bool> stop{false};
    };
    std::shared_ptr<Channel> m_channel;
    bool m_running = false;
};
