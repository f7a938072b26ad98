// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/app_settings.h"

#include <QCoreApplication>
#include <QDir>
#include <algorithm>

namespace {
constexpr auto kMotionKey = "table/motion";
constexpr auto kPacingKey = "table/computerPacing";
constexpr auto kConfirmKey = "table/confirmLeave";
constexpr auto kColourBlindKey = "table/colourBlind";
constexpr auto kZoomKey = "table/zoom";
constexpr int kZoomMin = 80;
constexpr int kZoomMax = 200;

// 0 (automatic), or a percentage within the zoom's range.
int validZoom(int percent)
{
    return percent <= 0 ? 0 : std::clamp(percent, kZoomMin, kZoomMax);
}
constexpr auto kConfirmMovesKey = "table/confirmMoves";
constexpr auto kSoundVolumeKey = "sound/volume";
constexpr auto kSoundMutedKey = "sound/muted";

const QStringList &motions()
{
    static const QStringList list{QStringLiteral("off"), QStringLiteral("normal"),
                                  QStringLiteral("slow")};
    return list;
}

const QStringList &pacings()
{
    static const QStringList list{QStringLiteral("fast"), QStringLiteral("normal"),
                                  QStringLiteral("slow")};
    return list;
}

QString oneOf(const QString &value, const QStringList &allowed)
{
    return allowed.contains(value) ? value : QStringLiteral("normal");
}
} // namespace

std::unique_ptr<QSettings> AppSettings::store()
{
    const QString folder = qEnvironmentVariable("KOTATSU_USER_DATA_DIR");
    if (folder.isEmpty())
        return std::make_unique<QSettings>();
    QDir().mkpath(folder);
    return std::make_unique<QSettings>(folder + QStringLiteral("/settings.ini"),
                                       QSettings::IniFormat);
}

AppSettings::AppSettings(QObject *parent) : QObject(parent)
{
    const auto settings = store();
    m_motion = oneOf(settings->value(QLatin1String(kMotionKey)).toString(), motions());
    m_pacing = oneOf(settings->value(QLatin1String(kPacingKey)).toString(), pacings());
    m_confirmLeave = settings->value(QLatin1String(kConfirmKey), true).toBool();
    m_colourBlind = settings->value(QLatin1String(kColourBlindKey), false).toBool();
    m_zoom = validZoom(settings->value(QLatin1String(kZoomKey), 0).toInt());
    m_confirmMoves = settings->value(QLatin1String(kConfirmMovesKey), false).toBool();
    m_soundVolume =
        std::clamp(settings->value(QLatin1String(kSoundVolumeKey), kDefaultVolume).toInt(), 0, 100);
    m_soundMuted = settings->value(QLatin1String(kSoundMutedKey), false).toBool();
}

void AppSettings::write(const char *key, const QVariant &value)
{
    store()->setValue(QLatin1String(key), value);
}

void AppSettings::setMotion(const QString &motion)
{
    if (motion == m_motion || !motions().contains(motion))
        return;
    m_motion = motion;
    write(kMotionKey, motion);
    Q_EMIT motionChanged();
}

double AppSettings::motionScale() const
{
    if (m_motion == QLatin1String("off"))
        return 0.0;
    return m_motion == QLatin1String("slow") ? 2.0 : 1.0;
}

void AppSettings::setPacing(const QString &pacing)
{
    if (pacing == m_pacing || !pacings().contains(pacing))
        return;
    m_pacing = pacing;
    write(kPacingKey, pacing);
    Q_EMIT pacingChanged();
}

int AppSettings::computerDelay() const
{
    // Long enough to follow the move being drawn at normal speed; "fast" still lets the eye
    // catch it, "slow" suits a first game or a player who reads every move.
    if (m_pacing == QLatin1String("fast"))
        return 250;
    return m_pacing == QLatin1String("slow") ? 1600 : 800;
}

void AppSettings::setConfirmLeave(bool on)
{
    if (on == m_confirmLeave)
        return;
    m_confirmLeave = on;
    write(kConfirmKey, on);
    Q_EMIT confirmLeaveChanged();
}

void AppSettings::setColourBlind(bool on)
{
    if (on == m_colourBlind)
        return;
    m_colourBlind = on;
    write(kColourBlindKey, on);
    Q_EMIT colourBlindChanged();
}

void AppSettings::setZoom(int percent)
{
    percent = validZoom(percent);
    if (percent == m_zoom)
        return;
    m_zoom = percent;
    write(kZoomKey, percent);
    Q_EMIT zoomChanged();
}

void AppSettings::setConfirmMoves(bool on)
{
    if (on == m_confirmMoves)
        return;
    m_confirmMoves = on;
    write(kConfirmMovesKey, on);
    Q_EMIT confirmMovesChanged();
}

void AppSettings::setSoundVolume(int volume)
{
    volume = std::clamp(volume, 0, 100);
    if (volume == m_soundVolume)
        return;
    m_soundVolume = volume;
    write(kSoundVolumeKey, volume);
    Q_EMIT soundChanged();
}

void AppSettings::setSoundMuted(bool muted)
{
    if (muted == m_soundMuted)
        return;
    m_soundMuted = muted;
    write(kSoundMutedKey, muted);
    Q_EMIT soundChanged();
}

bool AppSettings::soundOutput()
{
    static const bool on = qEnvironmentVariableIsEmpty("KOTATSU_NO_SOUND");
    return on;
}

void AppSettings::resetToDefaults()
{
    setMotion(QStringLiteral("normal"));
    setPacing(QStringLiteral("normal"));
    setConfirmLeave(true);
    setColourBlind(false);
    setZoom(0);
    setConfirmMoves(false);
    setSoundVolume(kDefaultVolume);
    setSoundMuted(false);
}
