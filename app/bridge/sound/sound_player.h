// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QObject>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

class QSoundEffect;

// Plays the table's short sounds (TableSounds.qml says which and when) through Qt
// Multimedia's QSoundEffect, at the volume of the settings. The players are made on the first
// play of each sound, so that nothing opens an audio device before a sound is heard. In C++
// rather than QML's SoundEffect: the QtMultimedia QML module would make its QML files (video
// included) part of what the app reaches, for six sounds.
class SoundPlayer : public QObject
{
    Q_OBJECT
    QML_ELEMENT

public:
    explicit SoundPlayer(QObject *parent = nullptr);

    // Plays the sound file at `source` (a WAV, qrc: or file:) now, at AppSettings' volume.
    Q_INVOKABLE void play(const QUrl &source);

private:
    QHash<QUrl, QSoundEffect *> m_effects;
};
