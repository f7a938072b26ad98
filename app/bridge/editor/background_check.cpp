// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/background_check.h"

#include "editor/variant_document.h"
#include "json_variant.h"

namespace {
// How long typing must pause before the text is checked.
constexpr int kCheckDelayMs = 300;
} // namespace

BackgroundCheck::BackgroundCheck(QObject *parent) : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
    m_delay.setSingleShot(true);
    m_delay.setInterval(kCheckDelayMs);
    connect(&m_delay, &QTimer::timeout, this, &BackgroundCheck::due);
}

BackgroundCheck::~BackgroundCheck()
{
    m_pool.clear();
    m_pool.waitForDone();
}

void BackgroundCheck::schedule()
{
    ++m_generation; // a result for an older text is dropped
    m_delay.start();
}

void BackgroundCheck::cancel()
{
    m_delay.stop();
    ++m_generation;
}

void BackgroundCheck::start(Job job)
{
    m_delay.stop();
    const quint64 generation = m_generation;
    m_pool.start([this, generation, job = std::move(job)] {
        auto result = std::make_shared<Result>();
        kotatsu::VariantCheck check =
            kotatsu::checkVariantText(*job.base, job.gameId, job.text, job.fileName);
        result->errors = std::move(check.errors);
        if (check.definition) {
            result->built = true;
            result->board = kotatsu::bridge::toVariantMap(check.definition->describe());
        }
        // The destructor waits for this pool, and a queued call dies with its receiver.
        QMetaObject::invokeMethod(
            this,
            [this, generation, result] {
                if (generation == m_generation)
                    Q_EMIT finished(result);
            },
            Qt::QueuedConnection);
    });
}
