// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QVariantMap>

struct EndedGame;

// The player's record per game, kept in the user's data folder (statistics.json): how many
// games were played and won, and how many against each computer strength (the strongest
// computer at the table) or rules seat level. A game counts once, when a move ends it: undo and
// redo, a replay or opening it again never count it twice, and a game resumed after the app
// was closed counts when it ends. Only games with a person at the table count; "won" and the
// levels are for one person against the computer (hot-seat games are counted as such). A
// network game counts for this player's own seat as one person's game, with no opponent's
// tally (NetworkSession::countEndedGame; the computers' strength is the host's).
class GameStatistics : public QObject
{
    Q_OBJECT
    // Changes whenever a game is counted, so that bindings on forGame() are evaluated again.
    Q_PROPERTY(int revision READ revision NOTIFY changed)

public:
    // One finished game as the statistics see it.
    struct Game
    {
        QString gameId;
        // Tells this game from every other one (game, rules, seed, seats), so that it is
        // counted once however often it ends.
        QString key;
        int people = 0;         // seats a person plays
        bool personWon = false; // with one person: that person is among the winners
        // With one person: "easy" | "normal" | "strong" (the strongest computer at the table)
        // or "rules:N" (the game's rules seat at level N); "" when nobody else plays a program.
        QString opponent;
    };
    // Per game or per opponent: games played and won.
    struct Tally
    {
        int played = 0;
        int won = 0;
    };
    struct Record
    {
        int played = 0;
        int won = 0;
        int hotSeat = 0;
        QMap<QString, Tally> opponents;
    };

    // Statistics kept in `file`; the app's (AppContext) in defaultFile(), in userDataDir().
    explicit GameStatistics(const QString &file, QObject *parent = nullptr);
    static QString defaultFile();

    // Counts a game that ended unless it was counted before (connected to
    // GameSession::gameEnded, which a move that ends the game emits).
    void countEndedGame(const EndedGame &ended);
    // An ended game as counted.
    static Game describe(const EndedGame &ended);
    // Counts `game` unless it was counted before or nobody played it; returns whether it did.
    bool count(const Game &game);

    // {played, won, hotSeat, opponents: [{opponent, kind ("computer"|"rules"), level, played,
    // won}]} for a game id, the computer's strengths weakest first, then the rules seat's
    // levels. Files of earlier versions ("automa:N", "ai:") read in these words.
    Q_INVOKABLE QVariantMap forGame(const QString &gameId) const;
    Record record(const QString &gameId) const { return m_records.value(gameId); }

    int revision() const { return m_revision; }
    QString file() const { return m_file; }
    // Where an unreadable file was moved on loading, or "".
    QString setAside() const { return m_setAside; }
    // Why the file could not be written the last time, or "".
    QString lastError() const { return m_lastError; }

Q_SIGNALS:
    void changed();

private:
    void load();
    bool parse(const QByteArray &data);
    void keepAside(const char *why);
    bool write();
    QByteArray toJson() const;

    QString m_file;
    QMap<QString, Record> m_records;
    // The keys of the games counted lately, oldest first (kKeptKeys at most).
    QStringList m_counted;
    int m_revision = 0;
    QString m_setAside;
    bool m_unreadable = false; // the file is there but could not be read: never written over
    QString m_lastError;
};
