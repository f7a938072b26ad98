// SPDX-License-Identifier: GPL-3.0-or-later
#include "sound_player.h"

#include "app_settings.h"

#include <QAudio>
#include <QSoundEffect>

SoundPlayer::SoundPlayer(QObject *parent) : QObject(parent) {}

void SoundPlayer::play(const QUrl &source)
{
    QSoundEffect *&effect = m_effects[source];
    if (!effect) {
        effect = new QSoundEffect(this);
        effect->setSource(source);
    }
    // The slider is a loudness: people hear volume logarithmically, the output is linear.
    const AppSettings *settings = AppSettings::instance();
    effect->setVolume(QAudio::convertVolume(settings->soundVolume() / 100.0,
                                            QAudio::LogarithmicVolumeScale,
                                            QAudio::LinearVolumeScale));
    effect->play();
}
