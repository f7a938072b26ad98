// SPDX-License-Identifier: GPL-3.0-or-later
#include "network_record.h"

#include <QJsonDocument>

namespace {
QJsonArray seatsKept(const QJsonArray &tableSeats)
{
    QJsonArray kept;
    for (const QJsonValue &value : tableSeats) {
        const QJsonObject seat = value.toObject();
        kept.append(QJsonObject{{QStringLiteral("kind"), seat.value(QStringLiteral("kind"))},
                                {QStringLiteral("name"), seat.value(QStringLiteral("name"))}});
    }
    return kept;
}
} // namespace

std::optional<NetworkRecord> NetworkRecord::read(const QString &path, QString *error)
{
    auto fail = [error](const QString &why) -> std::optional<NetworkRecord> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return fail(in.errorString());
    if (in.size() > kMaxBytes)
        return fail(QStringLiteral("too large for a record"));
    NetworkRecord record;
    bool header = false;
    int lineNumber = 0;
    while (!in.atEnd()) {
        const QByteArray bytes = in.readLine(kMaxBytes);
        ++lineNumber;
        if (bytes.trimmed().isEmpty())
            continue;
        const QJsonDocument document = QJsonDocument::fromJson(bytes);
        if (!document.isObject()) {
            // The last line of a record whose writer was killed mid-line is left out.
            if (in.atEnd() && header)
                break;
            return fail(QStringLiteral("line %1: not a JSON object").arg(lineNumber));
        }
        const QJsonObject object = document.object();
        if (!header) {
            if (object.value(QStringLiteral("kotatsu")).toString() !=
                    QLatin1String("seat-record") ||
                object.value(QStringLiteral("v")).toInt() != 1)
                return fail(QStringLiteral("line 1: not a seat's record of version 1"));
            record.game = object.value(QStringLiteral("game")).toString();
            record.variant = object.value(QStringLiteral("variant")).toString();
            record.seat = object.value(QStringLiteral("seat")).toInt(-1);
            record.startedAt = QDateTime::fromString(
                object.value(QStringLiteral("startedAt")).toString(), Qt::ISODate);
            if (record.game.isEmpty() || record.seat < 0)
                return fail(QStringLiteral("line 1: no game or seat"));
            header = true;
        } else if (object.value(QStringLiteral("seats")).isArray()) {
            record.seats = object.value(QStringLiteral("seats")).toArray();
        } else if (object.value(QStringLiteral("frame")).isObject()) {
            const QJsonObject frame = object.value(QStringLiteral("frame")).toObject();
            const int ply = frame.value(QStringLiteral("ply")).toInt(-1);
            if (ply < 0 || (!record.frames.isEmpty() &&
                            ply <= record.frames.back().value(QStringLiteral("ply")).toInt()))
                return fail(QStringLiteral("line %1: a frame out of order").arg(lineNumber));
            record.frames.append(frame);
        } else if (object.value(QStringLiteral("history")).isObject()) {
            record.history = object.value(QStringLiteral("history")).toObject();
        } else if (object.value(QStringLiteral("played")).isObject()) {
            const QJsonObject played = object.value(QStringLiteral("played")).toObject();
            record.played.insert(
                played.value(QStringLiteral("ply")).toInt(-1),
                Played{played.value(QStringLiteral("text")).toString(),
                       played.value(QStringLiteral("move")).toObject().toVariantMap()});
        }
    }
    if (!header)
        return fail(QStringLiteral("empty"));
    return record;
}

QList<Seat> NetworkRecord::seatsOf(const QJsonArray &tableSeats)
{
    QList<Seat> seats;
    for (const QJsonValue &value : tableSeats) {
        const QJsonObject seat = value.toObject();
        const QString kind = seat.value(QStringLiteral("kind")).toString();
        const std::string name = seat.value(QStringLiteral("name")).toString().toStdString();
        seats.append(kind == QLatin1String("computer") ? Seat::computer("normal", name)
                     : kind == QLatin1String("rules")  ? Seat::rules(0, name)
                                                       : Seat::person(name));
    }
    return seats;
}

int NetworkRecord::moves() const
{
    return frames.isEmpty() ? 0 : frames.back().value(QStringLiteral("ply")).toInt();
}

bool NetworkRecord::over() const
{
    return !frames.isEmpty() && frames.back().value(QStringLiteral("over")).toBool();
}

QJsonObject NetworkRecord::outcome() const
{
    return over() ? frames.back().value(QStringLiteral("outcome")).toObject() : QJsonObject();
}

bool NetworkRecordWriter::open(const QString &path, const QString &game, const QString &variant,
                               int seat)
{
    auto file = std::make_unique<QFile>(path);
    if (!file->open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    m_file = std::move(file);
    m_seats = {};
    m_lastPly = -1;
    line(QJsonObject{
        {QStringLiteral("kotatsu"), QStringLiteral("seat-record")},
        {QStringLiteral("v"), 1},
        {QStringLiteral("game"), game},
        {QStringLiteral("variant"), variant},
        {QStringLiteral("seat"), seat},
        {QStringLiteral("startedAt"), QDateTime::currentDateTime().toString(Qt::ISODate)}});
    return true;
}

void NetworkRecordWriter::seats(const QJsonArray &tableSeats)
{
    const QJsonArray kept = seatsKept(tableSeats);
    if (!m_file || kept == m_seats)
        return;
    m_seats = kept;
    line(QJsonObject{{QStringLiteral("seats"), kept}});
}

void NetworkRecordWriter::frame(const QJsonObject &frame)
{
    const int ply = frame.value(QStringLiteral("ply")).toInt(-1);
    if (!m_file || ply <= m_lastPly)
        return;
    m_lastPly = ply;
    line(QJsonObject{{QStringLiteral("frame"), frame}});
}

void NetworkRecordWriter::played(int ply, const QString &text, const QVariantMap &move)
{
    if (!m_file)
        return;
    line(QJsonObject{{QStringLiteral("played"),
                      QJsonObject{{QStringLiteral("ply"), ply},
                                  {QStringLiteral("text"), text},
                                  {QStringLiteral("move"), QJsonObject::fromVariantMap(move)}}}});
}

void NetworkRecordWriter::history(const QJsonObject &history)
{
    if (m_file)
        line(QJsonObject{{QStringLiteral("history"), history}});
}

void NetworkRecordWriter::line(const QJsonObject &object)
{
    QByteArray bytes = QJsonDocument(object).toJson(QJsonDocument::Compact);
    bytes += '\n';
    // Background work: a record that cannot be written is left as far as it went.
    if (m_file->write(bytes) != bytes.size() || !m_file->flush()) {
        qWarning("the network game's record could not be written: %s",
                 qPrintable(m_file->errorString()));
        m_file.reset();
    }
}
