// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson_guide.h"

#include "localization.h"

LessonGuide::LessonGuide(QObject *parent) : QObject(parent) {}

LessonGuide::~LessonGuide() = default;

void LessonGuide::useLocalization(Localization *localization)
{
    m_localization = localization;
    connect(localization, &Localization::languageChanged, this, &LessonGuide::changed);
}

std::string LessonGuide::language() const
{
    return m_localization ? m_localization->language().toStdString() : std::string("en");
}

void LessonGuide::begin(kotatsu::LessonRun run)
{
    m_run.emplace(std::move(run));
    m_explanation.clear();
    m_ringed.clear();
    m_ringedPlaces.clear();
    m_replying = false;
    Q_EMIT changed();
}

void LessonGuide::end()
{
    if (!m_run)
        return;
    m_run.reset();
    m_explanation.clear();
    m_ringed.clear();
    m_ringedPlaces.clear();
    m_replying = false;
    Q_EMIT changed();
}

void LessonGuide::setRinged(const QVariantList &rows, const QVariantList &places)
{
    if (rows == m_ringed && places == m_ringedPlaces)
        return;
    m_ringed = rows;
    m_ringedPlaces = places;
    Q_EMIT changed();
}

void LessonGuide::setExplanation(const QString &text)
{
    if (text == m_explanation)
        return;
    m_explanation = text;
    Q_EMIT changed();
}

void LessonGuide::setReplying(bool replying)
{
    if (replying == m_replying)
        return;
    m_replying = replying;
    Q_EMIT changed();
}

QString LessonGuide::lessonId() const
{
    return m_run ? QString::fromStdString(m_run->lesson().id) : QString();
}

QString LessonGuide::title() const
{
    return m_run ? QString::fromStdString(m_run->lesson().title.get(language())) : QString();
}

int LessonGuide::step() const
{
    return m_run ? static_cast<int>(m_run->stepIndex()) : 0;
}

int LessonGuide::stepCount() const
{
    return m_run ? static_cast<int>(m_run->stepCount()) : 0;
}

bool LessonGuide::finished() const
{
    return m_run && m_run->finished();
}

QString LessonGuide::text() const
{
    if (!m_run)
        return {};
    const kotatsu::LessonStep *step = m_run->step();
    return QString::fromStdString(step ? step->text.get(language())
                                       : m_run->lesson().endText.get(language()));
}
