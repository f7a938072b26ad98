// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai_runner.h"

#include "ai/agent_factory.h"

#include <QMetaObject>
#include <QThreadPool>

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

void AiRunner::start(std::unique_ptr<kotatsu::GameState> state, const std::string &spec,
                     std::uint64_t seed, quint64 token)
{
    cancel();
    auto channel = std::make_shared<Channel>();
    channel->receiver = this;
    m_channel = channel;
    m_running = true;
    std::shared_ptr<kotatsu::GameState> shared(std::move(state));
    QThreadPool::globalInstance()->start([channel, shared, spec, seed, token] {
        auto agent = kotatsu::makeAgent(spec);
        agent->setStopFlag(&channel->stop);
        kotatsu::Rng rng(seed);
        const kotatsu::Action action = agent->chooseAction(kotatsu::PlayerView(*shared), rng);
        const auto estimate = agent->lastEstimate();
        const double value = estimate ? estimate->value : -1.0;
        const int playouts = estimate ? estimate->playouts : 0;
        std::lock_guard lock(channel->mutex);
        if (AiRunner *receiver = channel->receiver) {
            // The answer is queued: by the time it arrives the runner may have been
            // cancelled and restarted. Only the run that is still current may clear the
            // running flag and answer; a stale answer would end the new run's "thinking".
            std::weak_ptr<Channel> sent = channel;
            QMetaObject::invokeMethod(
                receiver,
                [receiver, sent, token, action, value, playouts] {
                    const std::shared_ptr<Channel> current = sent.lock();
                    if (!current || receiver->m_channel != current)
                        return;
                    receiver->m_channel.reset();
                    receiver->m_running = false;
                    Q_EMIT receiver->decided(token, action, value, playouts);
                },
                Qt::QueuedConnection);
        }
    });
}
