// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/lesson.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QVariantList>
#include <memory>
#include <optional>

class Localization;

// The lesson played at a table (docs/lessons.md), for GameSession and QML: the step it waits
// at, its text in the user's language, the kind word for the learner's last move that was not
// the lesson's, and which of the legal moves the table rings (the rest is dimmed). The session
// owns one; it holds the LessonRun and says what the learner's moves do (GameSession::play).
class LessonGuide : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A table's lesson is GameSession.lesson")
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(QString lessonId READ lessonId NOTIFY changed)
    Q_PROPERTY(QString title READ title NOTIFY changed)
    // The step waited at: 0-based, stepCount once finished.
    Q_PROPERTY(int step READ step NOTIFY changed)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY changed)
    Q_PROPERTY(bool finished READ finished NOTIFY changed)
    // The step's text, or the lesson's closing text once finished.
    Q_PROPERTY(QString text READ text NOTIFY changed)
    // Why the learner's last move was not played ("" when it was, or none was tried).
    Q_PROPERTY(QString explanation READ explanation NOTIFY changed)
    // The rows of GameSession.legalMoves the step rings (kotatsu::ringedMoves).
    Q_PROPERTY(QVariantList ringed READ ringed NOTIFY changed)
    // The places the step rings that no ringed move's piece shows (kotatsu::ringedPlaces), each
    // a map as the lesson writes it: {to: 24}, {card: 29}, {place: "discard"}. The table maps
    // each to its item (GameTable.lessonRingsPlace) and rings it in gold.
    Q_PROPERTY(QVariantList ringedPlaces READ ringedPlaces NOTIFY changed)
    // The other seats' scripted replies are still being played.
    Q_PROPERTY(bool replying READ replying NOTIFY changed)

public:
    explicit LessonGuide(QObject *parent = nullptr);
    ~LessonGuide() override;

    // The texts follow `localization`'s language.
    void useLocalization(Localization *localization);
    void begin(kotatsu::LessonRun run);
    void end();
    kotatsu::LessonRun *run() { return m_run ? &*m_run : nullptr; }
    const kotatsu::LessonRun *run() const { return m_run ? &*m_run : nullptr; }
    void setRinged(const QVariantList &rows, const QVariantList &places);
    void setExplanation(const QString &text);
    void setReplying(bool replying);

    bool active() const { return m_run.has_value(); }
    QString lessonId() const;
    QString title() const;
    int step() const;
    int stepCount() const;
    bool finished() const;
    QString text() const;
    QString explanation() const { return m_explanation; }
    QVariantList ringed() const { return m_ringed; }
    QVariantList ringedPlaces() const { return m_ringedPlaces; }
    bool replying() const { return m_replying; }
    std::string language() const;

Q_SIGNALS:
    void changed();

private:
    Localization *m_localization = nullptr;
    std::optional<kotatsu::LessonRun> m_run;
    QString m_explanation;
    QVariantList m_ringed;
    QVariantList m_ringedPlaces;
    bool m_replying = false;
};
