// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/game_statistics.h"

#include "editor/user_data.h"
#include "ended_game.h"
#include "util/text.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <algorithm>
#include <optional>

namespace {
constexpr int kVersion = 1;
// Enough to recognise a game undone and redone, reopened or resumed long after it ended.
constexpr int kKeptKeys = 500;
// A file of years of play stays far below this; anything larger is not ours.
constexpr std::size_t kMaxBytes = 4 * 1024 * 1024;
constexpr int kMaxCount = 1000000000;

// The computer's strengths, weakest first.
const QStringList &strengths()
{
    static const QStringList list{QStringLiteral("easy"), QStringLiteral("normal"),
                                  QStringLiteral("strong")};
    return list;
}

// An opponent's key: a strength, or "rules:N", the game's rules seat at level N.
const QString kRulesPrefix = QStringLiteral("rules:");

bool isOpponent(const QString &key)
{
    if (strengths().contains(key))
        return true;
    bool number = false;
    const int level =
        key.startsWith(kRulesPrefix) ? key.mid(kRulesPrefix.size()).toInt(&number) : 0;
    return number && level >= 1 && level <= 99;
}

// Files written before the seats had one form say "automa:N" for the rules seat's level and,
// in a game's key, "ai:" and "automa:" for the kinds of seat: read in today's words.
QString currentOpponentKey(const QString &key)
{
    return key.startsWith(QLatin1String("automa:")) ? kRulesPrefix + key.mid(7) : key;
}

QString currentGameKey(QString key)
{
    key.replace(QLatin1String("|ai:"), QLatin1String("|computer:"));
    key.replace(QLatin1String("|automa:"), QLatin1String("|rules:"));
    return key;
}

// A count in the file: a whole number from 0 up, else nullopt (the file is damaged).
std::optional<int> countOf(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double n = value.toDouble();
    if (n < 0 || n > kMaxCount || n != static_cast<int>(n))
        return std::nullopt;
    return static_cast<int>(n);
}

// {played, won} from the file; false when a field is missing or wrong.
bool readTally(const QJsonValue &value, int &played, int &won)
{
    if (!value.isObject())
        return false;
    const QJsonObject object = value.toObject();
    const auto p = countOf(object.value(QLatin1String("played")));
    const auto w = countOf(object.value(QLatin1String("won")));
    if (!p || !w || *w > *p)
        return false;
    played = *p;
    won = *w;
    return true;
}
} // namespace

GameStatistics::GameStatistics(const QString &file, QObject *parent) : QObject(parent), m_file(file)
{
    load();
}

QString GameStatistics::defaultFile()
{
    return kotatsu::bridge::userDataDir() + QStringLiteral("/statistics.json");
}

GameStatistics::Game GameStatistics::describe(const EndedGame &ended)
{
    Game game;
    game.gameId = ended.gameId;
    QStringList parts{game.gameId, ended.variantId, QString::number(ended.seed)};
    int strongest = -1;
    int person = -1;
    for (int i = 0; i < ended.seats.size(); ++i) {
        const QVariantMap seat = seatToVariant(ended.seats[i]);
        const QString kind = seat.value(QStringLiteral("kind")).toString();
        const QString level = seat.value(QStringLiteral("level")).toString();
        parts.append(kind + QLatin1Char(':') + level);
        if (kind == QLatin1String("human")) {
            ++game.people;
            person = i;
        } else if (kind == QLatin1String("rules")) {
            game.opponent = kRulesPrefix + level;
        } else if (!game.opponent.startsWith(kRulesPrefix)) {
            strongest = std::max(strongest, static_cast<int>(strengths().indexOf(level)));
            if (strongest >= 0)
                game.opponent = strengths()[strongest];
        }
    }
    game.key = parts.join(QLatin1Char('|'));
    if (game.people == 1)
        game.personWon = ended.outcome.isWinner(person);
    else
        game.opponent.clear();
    return game;
}

void GameStatistics::countEndedGame(const EndedGame &ended)
{
    const Game game = describe(ended);
    if (!game.gameId.isEmpty())
        count(game);
}

bool GameStatistics::count(const Game &game)
{
    if (game.gameId.isEmpty() || game.people < 1 || m_counted.contains(game.key))
        return false;
    Record &record = m_records[game.gameId];
    ++record.played;
    if (game.people > 1) {
        ++record.hotSeat;
    } else {
        record.won += game.personWon;
        if (isOpponent(game.opponent)) {
            Tally &tally = record.opponents[game.opponent];
            ++tally.played;
            tally.won += game.personWon;
        }
    }
    m_counted.append(game.key);
    while (m_counted.size() > kKeptKeys)
        m_counted.removeFirst();
    ++m_revision;
    if (!write())
        qWarning("the statistics could not be kept: %s", qPrintable(m_lastError));
    Q_EMIT changed();
    return true;
}

QVariantMap GameStatistics::forGame(const QString &gameId) const
{
    const Record record = m_records.value(gameId);
    QVariantList opponents;
    auto add = [&](const QString &key, const Tally &tally) {
        const bool rules = key.startsWith(kRulesPrefix);
        opponents.append(QVariantMap{
            {QStringLiteral("opponent"), key},
            {QStringLiteral("kind"), rules ? QStringLiteral("rules") : QStringLiteral("computer")},
            {QStringLiteral("level"),
             rules ? QVariant(key.mid(kRulesPrefix.size()).toInt()) : QVariant(key)},
            {QStringLiteral("played"), tally.played},
            {QStringLiteral("won"), tally.won}});
    };
    for (const QString &strength : strengths()) {
        if (record.opponents.contains(strength))
            add(strength, record.opponents.value(strength));
    }
    for (int level = 1; level <= 99; ++level) {
        const QString key = kRulesPrefix + QString::number(level);
        if (record.opponents.contains(key))
            add(key, record.opponents.value(key));
    }
    return {{QStringLiteral("played"), record.played},
            {QStringLiteral("won"), record.won},
            {QStringLiteral("hotSeat"), record.hotSeat},
            {QStringLiteral("opponents"), opponents}};
}

void GameStatistics::load()
{
    m_records.clear();
    m_counted.clear();
    std::string text;
    switch (kotatsu::readFile(QFile::encodeName(m_file).toStdString(), kMaxBytes, text,
                              kotatsu::Links::Refuse)) {
    case kotatsu::ReadStatus::Ok:
        break;
    case kotatsu::ReadStatus::Missing:
        // None yet (or not a regular file, which is never written over either: see write()).
        return;
    case kotatsu::ReadStatus::TooLarge:
        keepAside("too large");
        return;
    case kotatsu::ReadStatus::Unreadable:
        // Perhaps only for now (permissions): kept as it is, never written over; counting
        // goes on in memory for this run.
        qWarning("the statistics in %s cannot be read", qPrintable(m_file));
        m_unreadable = true;
        return;
    }
    if (!parse(QByteArray::fromStdString(text))) {
        m_records.clear();
        m_counted.clear();
        keepAside("damaged");
    }
}

bool GameStatistics::parse(const QByteArray &data)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(data, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return false;
    const QJsonObject root = document.object();
    if (root.value(QLatin1String("version")).toInt() != kVersion)
        return false;
    const QJsonValue games = root.value(QLatin1String("games"));
    if (!games.isObject())
        return false;
    const QJsonObject byGame = games.toObject();
    for (auto it = byGame.begin(); it != byGame.end(); ++it) {
        Record record;
        if (!readTally(it.value(), record.played, record.won) || !it.value().isObject())
            return false;
        const QJsonObject object = it.value().toObject();
        const auto hotSeat = countOf(object.value(QLatin1String("hotSeat")));
        if (!hotSeat || *hotSeat > record.played)
            return false;
        record.hotSeat = *hotSeat;
        const QJsonValue opponents = object.value(QLatin1String("opponents"));
        if (!opponents.isObject())
            return false;
        const QJsonObject byOpponent = opponents.toObject();
        for (auto o = byOpponent.begin(); o != byOpponent.end(); ++o) {
            Tally tally;
            const QString key = currentOpponentKey(o.key());
            if (!isOpponent(key) || !readTally(o.value(), tally.played, tally.won))
                return false;
            Tally &kept = record.opponents[key];
            kept.played += tally.played;
            kept.won += tally.won;
        }
        m_records.insert(it.key(), record);
    }
    const QJsonValue counted = root.value(QLatin1String("counted"));
    if (!counted.isArray())
        return false;
    for (const QJsonValue &key : counted.toArray()) {
        if (!key.isString())
            return false;
        m_counted.append(currentGameKey(key.toString()));
    }
    while (m_counted.size() > kKeptKeys)
        m_counted.removeFirst();
    return true;
}

// A file that cannot be read as statistics is never written over: it is renamed beside the
// new one (statistics.damaged-<time>.json) for whoever wants to look at it, and counting
// starts again from nothing.
void GameStatistics::keepAside(const char *why)
{
    const QFileInfo info(m_file);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString aside = info.absolutePath() + QLatin1Char('/') + info.completeBaseName() +
                    QStringLiteral(".damaged-") + stamp + QStringLiteral(".json");
    for (int n = 2; QFileInfo::exists(aside); ++n)
        aside = info.absolutePath() + QLatin1Char('/') + info.completeBaseName() +
                QStringLiteral(".damaged-") + stamp + QLatin1Char('-') + QString::number(n) +
                QStringLiteral(".json");
    if (QFile::rename(m_file, aside)) {
        m_setAside = aside;
        qWarning("the statistics in %s were %s; kept as %s, counting starts again",
                 qPrintable(m_file), why, qPrintable(aside));
    } else {
        qWarning("the statistics in %s were %s and cannot be moved aside", qPrintable(m_file), why);
    }
}

QByteArray GameStatistics::toJson() const
{
    QJsonObject games;
    for (auto it = m_records.begin(); it != m_records.end(); ++it) {
        QJsonObject opponents;
        for (auto o = it->opponents.begin(); o != it->opponents.end(); ++o)
            opponents.insert(o.key(), QJsonObject{{QStringLiteral("played"), o->played},
                                                  {QStringLiteral("won"), o->won}});
        games.insert(it.key(), QJsonObject{{QStringLiteral("played"), it->played},
                                           {QStringLiteral("won"), it->won},
                                           {QStringLiteral("hotSeat"), it->hotSeat},
                                           {QStringLiteral("opponents"), opponents}});
    }
    const QJsonObject root{{QStringLiteral("version"), kVersion},
                           {QStringLiteral("games"), games},
                           {QStringLiteral("counted"), QJsonArray::fromStringList(m_counted)}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool GameStatistics::write()
{
    m_lastError.clear();
    if (m_unreadable) {
        m_lastError = QStringLiteral("%1: cannot be read, so it is not written over").arg(m_file);
        return false;
    }
    const QFileInfo info(m_file);
    if (!QDir().mkpath(info.absolutePath())) {
        m_lastError = QStringLiteral("%1: the folder cannot be made").arg(info.absolutePath());
        return false;
    }
    // Something that is not a regular file (a link, a device) is never written through.
    if (info.exists() && (info.isSymLink() || !info.isFile())) {
        m_lastError = QStringLiteral("%1: not a regular file").arg(m_file);
        return false;
    }
    // Every step checked, as for saved games: on a full disk the error shows at write() or
    // flush(), and commit() would otherwise rename an empty file over the statistics
    // (QTBUG-75077); cancelWriting() leaves the earlier file as it was.
    QSaveFile file(m_file);
    auto fail = [&]() {
        m_lastError = m_file + QStringLiteral(": ") + file.errorString();
        file.cancelWriting();
        return false;
    };
    if (!file.open(QIODevice::WriteOnly))
        return fail();
    const QByteArray data = toJson();
    if (file.write(data) != data.size())
        return fail();
    if (!file.flush())
        return fail();
    if (file.error() != QFileDevice::NoError)
        return fail();
    if (!file.commit()) {
        m_lastError = m_file + QStringLiteral(": ") + file.errorString();
        return false;
    }
    if (!kotatsu::syncDirectoryOf(QFile::encodeName(m_file).toStdString())) {
        m_lastError = QStringLiteral("%1: not confirmed on disk").arg(m_file);
        return false;
    }
    return true;
}
