// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "seat_variant.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <memory>
#include <optional>

// A network game as one seat received it (docs/network.md, "A player's record"): the player's
// saved game of a table another computer held. A client never learns what its seat could not
// see, so the record is not the host's seed and moves: it is the host's frames for this seat in
// order (its observation, the public events, its legal moves), the table's seats (their kinds
// and names), and this seat's own moves as it sent them. Kept in the saved-games folder as
// *.kotatsu-seat, one JSON object a line, appended as the game goes so that a crash loses
// nothing:
//   {"kotatsu":"seat-record","v":1,"game":"shikoku","variant":"","seat":0,"startedAt":"…"}
//   {"seats":[{"kind":"person","name":"Ana"},…]}      the table's seats, when they change
//   {"frame":{"type":"state","ply":3,…}}              a frame, as the host sent it
//   {"played":{"ply":3,"text":"…","move":{…}}}        this seat's move in the position after ply 3
//   {"history":{"type":"history","ply":7,…}}          the game so far, as the host sent it when
//                                                      the seat sat down or rejoined
struct NetworkRecord
{
    static constexpr const char *kSuffix = ".kotatsu-seat";
    // A line longer, or a file larger, than this is not a record's.
    static constexpr qint64 kMaxBytes = 32 * 1024 * 1024;

    QString game;
    QString variant;
    int seat = -1;
    QDateTime startedAt;
    QJsonArray seats; // [{kind, name}]
    QList<QJsonObject> frames;
    struct Played
    {
        QString text;
        QVariantMap move;
    };
    QMap<int, Played> played; // by the ply the move answered
    // The last history the host sent (the moves before the seat sat down or came back), or {}.
    QJsonObject history;

    // Reads a record; nullopt and *error (English, for the log) when it is none.
    static std::optional<NetworkRecord> read(const QString &path, QString *error);
    // Who sat where, as the table said: the host does not say how strong its computers are.
    static QList<Seat> seatsOf(const QJsonArray &tableSeats);

    // How far the game went and how it ended, from the last frame.
    int moves() const;
    bool over() const;
    QJsonObject outcome() const;
};

// Appends a seat's record as the game goes (NetworkSession): each line flushed when written.
class NetworkRecordWriter
{
public:
    // Starts the file at `path` with the record's header; false when it cannot be written.
    bool open(const QString &path, const QString &game, const QString &variant, int seat);
    bool isOpen() const { return m_file != nullptr; }
    QString path() const { return m_file ? m_file->fileName() : QString(); }
    void close() { m_file.reset(); }
    // The table's seats (only kinds and names are kept; a line only when they change).
    void seats(const QJsonArray &tableSeats);
    // A frame; one that repeats a ply already kept (a rejoin) is not written again.
    void frame(const QJsonObject &frame);
    void played(int ply, const QString &text, const QVariantMap &move);
    void history(const QJsonObject &history);

private:
    void line(const QJsonObject &object);
    std::unique_ptr<QFile> m_file;
    QJsonArray m_seats;
    int m_lastPly = -1;
};
