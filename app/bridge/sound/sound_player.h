// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QObject>
#include <QQmlParserStatus>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

class AppSettings;
class QSoundEffect;

// Plays the table's short sounds (TableSounds.qml says which and when) through Qt
// Multimedia's QSoundEffect, at the volume of the settings. The players are made on the first
// play of each sound, so that nothing opens an audio device before a sound is heard. In C++
// rather than QML's SoundEffect: the QtMultimedia QML module would make its QML files (video
// included) part of what the app reaches, for six sounds.
class SoundPlayer : public QObject, public QQmlParserStatus
{
    Q_OBJECT
    Q_INTERFACES(QQmlParserStatus)
    QML_ELEMENT

public:
    // Made in QML: the settings are those of the AppContext attached to its engine
    // (classBegin); made in C++, `settings`.
    explicit SoundPlayer(QObject *parent = nullptr);
    explicit SoundPlayer(const AppSettings *settings, QObject *parent = nullptr);
    void classBegin() override;
    void componentComplete() override {}

    // Plays the sound file at `source` (a WAV, qrc: or file:) now, at AppSettings' volume.
    Q_INVOKABLE void play(const QUrl &source);

private:
    const AppSettings *m_settings = nullptr;
    QHash<QUrl, QSoundEffect *> m_effects;
};
