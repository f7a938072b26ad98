// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai_runner.h"

#include "ai/agent_factory.h"

#include <QMetaObject>
#include <QThreadPool>
#include <QtGlobal>
#include <algorithm>
#include <chrono>

AiRunner::AiRunner(QObject *parent) : QObject(parent) {}

AiRunner::~AiRunner()
{
    cancel();
}

void AiRunner::cancel()
{
    if (m_channel) {
        m_channel->stop = true;
        std::lock_guard lock(m_channel->mutex);
        m_channel->receiver = nullptr;
    }
    m_channel.reset();
    m_running = false;
}

std::shared_ptr<AiRunner::Channel> AiRunner::open()
{
    cancel();
    auto channel = std::make_shared<Channel>();
    channel->receiver = this;
    m_channel = channel;
    m_running = true;
    return channel;
}

template <typename Deliver>
bool AiRunner::post(const std::shared_ptr<Channel> &channel, Deliver deliver, bool last)
{
    std::lock_guard lock(channel->mutex);
    AiRunner *receiver = channel->receiver;
    if (!receiver)
        return false;
    // The answer is queued: by the time it arrives the runner may have been cancelled and
    // restarted. Only the run that is still current may clear the running flag and answer; a
    // stale answer would end the new run's "thinking".
    std::weak_ptr<Channel> sent = channel;
    QMetaObject::invokeMethod(
        receiver,
        [receiver, sent, deliver, last] {
            const std::shared_ptr<Channel> current = sent.lock();
            if (!current || receiver->m_channel != current)
                return;
            if (last) {
                receiver->m_channel.reset();
                receiver->m_running = false;
            }
            deliver(receiver);
        },
        Qt::QueuedConnection);
    return true;
}

template <typename Work, typename Answer>
void AiRunner::run(Work work, Answer answer)
{
    auto channel = open();
    QThreadPool::globalInstance()->start([channel, work, answer] {
        auto result = work(channel->stop);
        post(
            channel, [answer, result](AiRunner *receiver) { answer(receiver, result); }, true);
    });
}

void AiRunner::start(std::unique_ptr<kotatsu::GameState> state, const std::string &spec,
                     std::uint64_t seed, quint64 token)
{
    struct Decision
    {
        kotatsu::Action action;
        double value = -1.0;
        int playouts = 0;
    };
    std::shared_ptr<kotatsu::GameState> shared(std::move(state));
    run(
        [shared, spec, seed](const std::atomic<bool> &stop) {
            auto agent = kotatsu::makeAgent(spec);
            agent->setStopFlag(&stop);
            kotatsu::Rng rng(seed);
            Decision decision;
            decision.action = agent->chooseAction(kotatsu::PlayerView(*shared), rng);
            if (const auto estimate = agent->lastEstimate()) {
                decision.value = estimate->value;
                decision.playouts = estimate->playouts;
            }
            return decision;
        },
        [token](AiRunner *receiver, const Decision &decision) {
            Q_EMIT receiver->decided(token, decision.action, decision.value, decision.playouts);
        });
}

void AiRunner::startHint(std::unique_ptr<kotatsu::GameState> state, std::uint64_t seed,
                         quint64 token, std::vector<std::string> seats)
{
    std::shared_ptr<kotatsu::GameState> shared(std::move(state));
    kotatsu::HintOptions options = kotatsu::appHintOptions(std::move(seats));
    // A test hook (tests/qml/CMakeLists.txt): KOTATSU_HINT_MILLISECONDS=N thinks N ms in all
    // (three fifths search, two fifths forecast) instead of the app's budget, for the Qt Quick
    // tests that check where a hint is shown, not how good it is.
    bool set = false;
    const int budget = qEnvironmentVariableIntValue("KOTATSU_HINT_MILLISECONDS", &set);
    if (set && budget > 0) {
        options.milliseconds = std::max(1, budget * 3 / 5);
        options.forecastMilliseconds = std::max(1, budget - options.milliseconds);
    }
    auto channel = open();
    QThreadPool::globalInstance()->start([channel, shared, seed, options, token] {
        const std::atomic<bool> &stop = channel->stop;
        const kotatsu::Hint hint = kotatsu::searchHint(*shared, seed, options, &stop);
        const bool forecast =
            !options.seats.empty() && hint.reason != kotatsu::Hint::Reason::None && !stop;
        if (!post(
                channel,
                [token, hint](AiRunner *receiver) { Q_EMIT receiver->hinted(token, hint); },
                !forecast) ||
            !forecast)
            return;
        // The hint is on the screen; the forecast goes on while the person thinks.
        kotatsu::ForecastRun run(*shared, hint.action, kotatsu::forecastSeed(seed),
                                 kotatsu::appForecastSettings(options));
        const auto start = std::chrono::steady_clock::now();
        for (int played = 0; !stop;) {
            const kotatsu::Forecast total = run.more(kotatsu::kAppForecastBatch, &stop);
            played += kotatsu::kAppForecastBatch;
            if (stop)
                return;
            const bool done = played >= options.forecastGames ||
                              std::chrono::steady_clock::now() - start >=
                                  std::chrono::milliseconds(options.forecastMilliseconds);
            if (!post(
                    channel,
                    [token, total, done](AiRunner *receiver) {
                        Q_EMIT receiver->forecasted(token, total.games, total.winShare, done);
                    },
                    done) ||
                done)
                return;
        }
    });
}
