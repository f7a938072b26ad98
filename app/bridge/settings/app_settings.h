// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QSettings>
#include <memory>

// The player's preferences, kept with QSettings between runs: how fast moves are shown, how
// long the computer waits before its move, whether leaving a game asks first, whether a chosen
// move waits for a Confirm before it is played, and the
// colour-blind-safe mode in which every colour that carries a rule is also told by a shape
// or a letter, and the table's sounds (their volume, or none). The language is Localization's;
// "follow the system" is kept here with it.
class AppSettings : public QObject
{
    Q_OBJECT
    // "off", "normal" or "slow".
    Q_PROPERTY(QString motion READ motion WRITE setMotion NOTIFY motionChanged)
    // Multiplies every animation's duration: 0 (off), 1 (normal), 2 (slow).
    Q_PROPERTY(double motionScale READ motionScale NOTIFY motionChanged)
    // "fast", "normal" or "slow": the computer's least time per move.
    Q_PROPERTY(QString pacing READ pacing WRITE setPacing NOTIFY pacingChanged)
    // The computer's least time per move in milliseconds, from `pacing`.
    Q_PROPERTY(int computerDelay READ computerDelay NOTIFY pacingChanged)
    Q_PROPERTY(bool confirmLeave READ confirmLeave WRITE setConfirmLeave NOTIFY confirmLeaveChanged)
    Q_PROPERTY(bool colourBlind READ colourBlind WRITE setColourBlind NOTIFY colourBlindChanged)
    // The table's zoom in percent (80 to 200), or 0 for automatic: the table fills a large
    // window (GamePage chooses the size).
    Q_PROPERTY(int zoom READ zoom WRITE setZoom NOTIFY zoomChanged)
    // A move chosen on the table (click or key) is shown and waits for Confirm (off by default).
    Q_PROPERTY(bool confirmMoves READ confirmMoves WRITE setConfirmMoves NOTIFY confirmMovesChanged)
    // The table's sounds: their volume, 0..100, and whether they are off.
    Q_PROPERTY(int soundVolume READ soundVolume WRITE setSoundVolume NOTIFY soundChanged)
    Q_PROPERTY(bool soundMuted READ soundMuted WRITE setSoundMuted NOTIFY soundChanged)
    // Whether sounds reach the speakers in this run: false when $KOTATSU_NO_SOUND is set (the
    // tests, which count the sounds asked for but need no audio device).
    Q_PROPERTY(bool soundOutput READ soundOutput CONSTANT)

public:
    // Read from store(). One per run (AppContext).
    explicit AppSettings(QObject *parent = nullptr);

    // Where preferences live: the platform's QSettings for Kotatsu, or settings.ini in
    // $KOTATSU_USER_DATA_DIR when that is set (tests and portable runs keep their own).
    static std::unique_ptr<QSettings> store();

    QString motion() const { return m_motion; }
    void setMotion(const QString &motion);
    double motionScale() const;
    QString pacing() const { return m_pacing; }
    void setPacing(const QString &pacing);
    int computerDelay() const;
    bool confirmLeave() const { return m_confirmLeave; }
    void setConfirmLeave(bool on);
    bool colourBlind() const { return m_colourBlind; }
    void setColourBlind(bool on);
    int zoom() const { return m_zoom; }
    void setZoom(int percent);
    bool confirmMoves() const { return m_confirmMoves; }
    void setConfirmMoves(bool on);

    int soundVolume() const { return m_soundVolume; }
    void setSoundVolume(int volume);
    bool soundMuted() const { return m_soundMuted; }
    void setSoundMuted(bool muted);
    static bool soundOutput();

    // Back to the defaults (normal motion and pacing, confirm on leaving, colour-blind mode and
    // move confirmation off, automatic zoom, sounds on at 70).
    Q_INVOKABLE void resetToDefaults();

Q_SIGNALS:
    void motionChanged();
    void pacingChanged();
    void confirmLeaveChanged();
    void colourBlindChanged();
    void zoomChanged();
    void confirmMovesChanged();
    void soundChanged();

private:
    void write(const char *key, const QVariant &value);

    QString m_motion;
    QString m_pacing;
    bool m_confirmLeave = true;
    bool m_colourBlind = false;
    int m_zoom = 0;
    bool m_confirmMoves = false;
    int m_soundVolume = kDefaultVolume;
    bool m_soundMuted = false;
    static constexpr int kDefaultVolume = 70;
};
