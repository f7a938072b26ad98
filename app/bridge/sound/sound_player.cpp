// SPDX-License-Identifier: GPL-3.0-or-later
#include "sound_player.h"

#include "app_context.h"
#include "app_settings.h"

#include <QAudio>
#include <QSoundEffect>

SoundPlayer::SoundPlayer(QObject *parent) : QObject(parent) {}

SoundPlayer::SoundPlayer(const AppSettings *settings, QObject *parent)
    : QObject(parent), m_settings(settings)
{}

void SoundPlayer::classBegin()
{
    if (!m_settings)
        m_settings = AppContext::of(this).settings();
}

void SoundPlayer::play(const QUrl &source)
{
    QSoundEffect *&effect = m_effects[source];
    if (!effect) {
        effect = new QSoundEffect(this);
        effect->setSource(source);
    }
    // The slider is a loudness: people hear volume logarithmically, the output is linear.
    effect->setVolume(QAudio::convertVolume(m_settings->soundVolume() / 100.0,
                                            QAudio::LogarithmicVolumeScale,
                                            QAudio::LinearVolumeScale));
    effect->play();
}
