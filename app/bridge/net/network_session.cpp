// SPDX-License-Identifier: GPL-3.0-or-later
#include "network_session.h"

#include "app_context.h"
#include "engine/game_catalog.h"
#include "engine/game_definition.h"
#include "engine/game_state.h"
#include "engine/user_data_dir.h"
#include "game_catalog_model.h"
#include "json_variant.h"
#include "localization.h"
#include "saved_games_model.h"
#include "stats/game_statistics.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <algorithm>

NetworkSession::NetworkSession(MoveLogModel &log, LegalMovesModel &legal, Notify notify)
    : m_log(log), m_legal(legal), m_notify(std::move(notify))
{}

NetworkSession::~NetworkSession()
{
    if (m_remote)
        m_remote->disconnect();
}

bool NetworkSession::isInvitation(const QString &text, QString *error)
{
    QString why;
    if (RemoteTable::parseInvitation(text, &why))
        return true;
    //: Error when joining a table on another computer: the pasted text is no invitation
    *error = tr("This is not an invitation: paste the line or the kotatsu:// link the host "
                "gave you.");
    return false;
}

bool NetworkSession::join(const QString &invitation, const QString &name, QString *error)
{
    QString why;
    const std::optional<RemoteTable::Invitation> parsed =
        RemoteTable::parseInvitation(invitation, &why);
    if (!parsed)
        return isInvitation(invitation, error);
    leave();
    m_remote = std::make_unique<RemoteTable>();
    QObject::connect(m_remote.get(), &RemoteTable::statusChanged, m_remote.get(),
                     [this] { m_notify.networkChanged(); });
    QObject::connect(m_remote.get(), &RemoteTable::tableChanged, m_remote.get(),
                     [this] { onRemoteTable(); });
    QObject::connect(m_remote.get(), &RemoteTable::frame, m_remote.get(),
                     [this](const QJsonObject &frame) { onRemoteFrame(frame); });
    QObject::connect(m_remote.get(), &RemoteTable::history, m_remote.get(),
                     [this](const QJsonObject &history) { onRemoteHistory(history); });
    QObject::connect(m_remote.get(), &RemoteTable::moveRefused, m_remote.get(),
                     [this](const QString &reason) {
                         //: Error when the host of a network table refused a move; %1 is the
                         //: protocol's reason (a code such as stale_ply)
                         m_notify.error(tr("The table refused the move (%1).").arg(reason));
                     });
    // The seat's token outlives the app: started again with the same invitation, it takes its
    // seat back (docs/network.md).
    m_remote->setTokenFile(QString::fromStdString(kotatsu::userDataDir()) +
                           QStringLiteral("/network/seat-tokens.json"));
    m_remote->join(*parsed, name, m_app->localization()->language());
    m_notify.networkChanged();
    return true;
}

bool NetworkSession::host(const QString &gameId, const QString &variantId,
                          const QVariantList &seats, const QString &name, bool announce,
                          QString *error)
{
    leave();
    const TableHost::Security security = HostSecurity::stored();
    if (!HostSecurity::complete(security)) {
        //: Error when hosting a network table with TLS and the person's own certificate, but
        //: the certificate file or its key file was not chosen
        *error = tr("Choose the certificate and its key file, or let Kotatsu make a "
                    "certificate.");
        return false;
    }
    auto host = std::make_unique<TableHost>(m_app->games());
    QString why;
    if (!host->open(gameId, variantId, seats, security, &why)) {
        //: Error when the launcher cannot host a table for people on other computers; %1 says
        //: why (in English, from the network layer)
        *error = tr("The table could not be hosted: %1").arg(why);
        return false;
    }
    return sitAtHostedTable(std::move(host), name, announce, error);
}

bool NetworkSession::sitAtHostedTable(std::unique_ptr<TableHost> host, const QString &name,
                                      bool announce, QString *error)
{
    if (!join(host->ownInvitation(), name, error))
        return false;
    if (announce)
        host->announce(name);
    host->keep(name, announce);
    QObject::connect(host.get(), &TableHost::over, host.get(),
                     [this] { m_notify.networkChanged(); });
    // After join(), whose leave() would have closed it.
    m_host = std::move(host);
    m_notify.networkChanged();
    return true;
}

QVariantMap NetworkSession::hostedTable() const
{
    const std::optional<TableHost::Kept> kept = m_host ? std::nullopt : TableHost::kept();
    if (!kept)
        return {};
    return {{QStringLiteral("gameId"), kept->game},
            {QStringLiteral("variantId"), kept->variant},
            {QStringLiteral("moves"), kept->moves},
            {QStringLiteral("savedAt"), kept->savedAt}};
}

bool NetworkSession::reopenHosted(QString *error)
{
    const std::optional<TableHost::Kept> kept = TableHost::kept();
    if (!kept) {
        //: Error on the launcher: the network table this app hosted cannot be opened again
        //: (its save is gone, or its game is over)
        *error = tr("There is no unfinished network table of yours to reopen.");
        return false;
    }
    leave();
    auto host = std::make_unique<TableHost>(m_app->games());
    QString why;
    bool portRefused = false;
    if (!host->resume(*kept, &why, &portRefused)) {
        *error = portRefused
                     //: Error on the launcher when the network table this app hosted cannot be
                     //: opened again because its port (%1, a number: the others' invitations
                     //: name it) cannot be used, e.g. another program took it; %2 says why
                     //: (in English, from the network layer)
                     ? tr("Your network table could not be reopened: port %1 cannot be used (%2)")
                           .arg(kept->port)
                           .arg(why)
                     //: Error on the launcher when the network table this app hosted cannot be
                     //: opened again; %1 says why (in English, from the network layer)
                     : tr("Your network table could not be reopened: %1").arg(why);
        return false;
    }
    return sitAtHostedTable(std::move(host), kept->name, kept->announce, error);
}

std::optional<NetworkRecord> NetworkSession::readRecord(const QString &file, QString *error)
{
    QString why;
    std::optional<NetworkRecord> record = NetworkRecord::read(file, &why);
    if (record && !record->frames.isEmpty())
        return record;
    //: Error when a saved network game cannot be opened; %1 the file, %2 the reason (in
    //: English, from the file's reader)
    *error =
        tr("The network game “%1” cannot be read: %2")
            .arg(QFileInfo(file).fileName(), record ? QStringLiteral("no position in it") : why);
    return std::nullopt;
}

bool NetworkSession::showRecord(NetworkRecord record, QString *error)
{
    leave();
    if (!useGame(record.game, record.variant, error))
        return false;
    m_record = std::move(record);
    m_replaying = true;
    m_seat = m_record.seat;
    m_seats = NetworkRecord::seatsOf(m_record.seats);
    // The log as the seat kept it: the game up to the host's last history (the moves before
    // the seat sat down or came back), then the moves of the frames after it; then the game's
    // end on the screen.
    Shown before;
    int round = 0;
    QList<MoveLogModel::Entry> entries = historyEntries(m_record.history);
    const int historyPly =
        m_record.history.isEmpty() ? -1 : m_record.history.value(QStringLiteral("ply")).toInt();
    for (const QJsonObject &frame : std::as_const(m_record.frames)) {
        if (frame.value(QStringLiteral("ply")).toInt() <= historyPly) {
            before = shownOf(frame);
            round = before.observation.value(QStringLiteral("round")).toInt();
            continue;
        }
        const auto played = m_record.played.constFind(before.ply);
        if (const auto entry = logEntry(before, round, frame,
                                        played == m_record.played.cend() ? nullptr : &*played))
            entries.append(*entry);
        before = shownOf(frame);
        round = before.observation.value(QStringLiteral("round")).toInt();
    }
    m_log.reset(entries);
    m_legal.reset({});
    m_shown = before;
    m_game.ready = true;
    m_game.ply = before.ply;
    m_game.over = before.over;
    m_reviewPly = -1;
    m_notify.gameChanged();
    m_notify.stateChanged();
    return true;
}

void NetworkSession::leave()
{
    if (!holdsTable())
        return;
    const bool wasShown = m_game.ready;
    if (m_remote) {
        m_remote->disconnect();
        m_remote->leave();
        m_remote.reset();
    }
    m_host.reset(); // a table this app hosted closes with its host's seat
    m_writer.close();
    m_game = Game();
    m_shown = Shown();
    m_definition.reset();
    m_seats.clear();
    m_tableSeats = {};
    m_definitionView.clear();
    m_replaying = false;
    m_record = NetworkRecord();
    m_reviewPly = -1;
    m_seat = -1;
    m_log.reset({});
    m_legal.reset({});
    m_notify.networkChanged();
    if (wasShown) {
        m_notify.gameChanged();
        m_notify.stateChanged();
    }
}

QString NetworkSession::status() const
{
    if (!m_remote)
        return QString();
    if (!m_game.problem.isEmpty())
        return QStringLiteral("failed");
    switch (m_remote->status()) {
    case RemoteTable::Status::Idle:
    case RemoteTable::Status::Connecting:
        return QStringLiteral("connecting");
    case RemoteTable::Status::Sitting:
        return QStringLiteral("sitting");
    case RemoteTable::Status::Seated:
        return QStringLiteral("seated");
    case RemoteTable::Status::Reconnecting:
        return QStringLiteral("reconnecting");
    case RemoteTable::Status::Failed:
        return QStringLiteral("failed");
    }
    return QString();
}

QString NetworkSession::problem() const
{
    if (!m_remote)
        return QString();
    if (!m_game.problem.isEmpty())
        return m_game.problem;
    if (m_remote->status() != RemoteTable::Status::Failed)
        return QString();
    const QUrl &url = m_remote->invitation().url;
    switch (m_remote->problem()) {
    case RemoteTable::Problem::None:
        return QString();
    case RemoteTable::Problem::Unreachable:
        //: Joining a network table failed; %1 is the host's address and port (192.168.1.5:7070)
        return tr("No table answered at %1. Is the host's app or server running, and the "
                  "address right?")
            .arg(QStringLiteral("%1:%2").arg(url.host()).arg(url.port()));
    case RemoteTable::Problem::WrongCode:
        //: Joining a network table failed: the invitation's code is not the table's
        return tr("The table did not accept the invitation's code. Ask the host for a new "
                  "invitation.");
    case RemoteTable::Problem::NoFreeSeat:
        //: Joining a network table failed: every seat for players on other computers is taken
        return tr("Every seat at this table is taken.");
    case RemoteTable::Problem::BadToken:
        //: Coming back to a network table failed: the host no longer keeps this player's seat
        return tr("The table no longer keeps your seat.");
    case RemoteTable::Problem::Replaced:
        //: A network table: the player's seat was taken back on another window or computer
        return tr("Your seat was taken back from another window.");
    case RemoteTable::Problem::Refused:
        //: Joining a network table failed; %1 is the protocol's reason (a code such as bad_message)
        return tr("The table refused to seat you (%1).").arg(m_remote->refusal());
    case RemoteTable::Problem::WrongCertificate:
        //: Joining a network table over TLS failed: the host's certificate is not the one whose
        //: fingerprint the invitation carries (someone may be between the two computers);
        //: %1 is the host's address and port
        return tr("The computer at %1 is not the host that invited you: its certificate is not "
                  "the invitation's. Neither the code nor your seat's token was sent to it. Ask "
                  "the host for the invitation again.")
            .arg(QStringLiteral("%1:%2").arg(url.host()).arg(url.port()));
    case RemoteTable::Problem::UntrustedCertificate:
        //: Joining a network table over TLS failed: the invitation names no certificate and
        //: this computer does not trust the host's; %1 is the host's address and port
        return tr("The host at %1 has a certificate this computer does not trust, and the "
                  "invitation does not name it. Nothing was sent to it.")
            .arg(QStringLiteral("%1:%2").arg(url.host()).arg(url.port()));
    }
    return QString();
}

QString NetworkSession::link() const
{
    return m_remote ? RemoteTable::link(m_remote->invitation()) : QString();
}

QString NetworkSession::hostInvitation() const
{
    return m_host ? m_host->invitationLink() : QString();
}

const kotatsu::GameDefinition *NetworkSession::definition() const
{
    return m_game.ready ? m_definition.get() : nullptr;
}

QVariantList NetworkSession::seats() const
{
    QVariantList list;
    for (const Seat &seat : m_seats)
        list.append(seatToVariant(seat));
    if (m_remote) {
        // Who sits where at the host's table: "remote" for someone on another computer,
        // "connected" whether they are there now, "you" for this screen's seat.
        for (int i = 0; i < list.size() && i < m_tableSeats.size(); ++i) {
            QVariantMap seat = list[i].toMap();
            const QJsonObject hosted = m_tableSeats[i].toObject();
            seat.insert(QStringLiteral("remote"), hosted.value(QStringLiteral("remote")).toBool());
            seat.insert(QStringLiteral("connected"),
                        hosted.value(QStringLiteral("connected")).toBool());
            seat.insert(QStringLiteral("you"), i == m_remote->seat());
            list[i] = seat;
        }
    }
    return list;
}

int NetworkSession::viewerSeat() const
{
    return m_remote ? m_remote->seat() : m_seat;
}

bool NetworkSession::humanToMove() const
{
    return m_remote && !m_game.over && m_shown.toMove == m_remote->seat() && m_legal.rowCount() > 0;
}

QVariantMap NetworkSession::lastMove() const
{
    // Only this seat's own moves are known as moves; the others' come as what the rules let
    // this seat see of them (the observation and its events).
    if (m_replaying) {
        const auto played = m_record.played.constFind(reviewPly() - 1);
        if (played == m_record.played.cend())
            return {};
        QVariantMap move = played->move;
        move.insert(QStringLiteral("seat"), m_seat);
        move.insert(QStringLiteral("text"), played->text);
        return move;
    }
    return m_game.sentPly >= 0 && m_game.sentPly + 1 == m_game.ply ? m_game.lastMove
                                                                   : QVariantMap();
}

bool NetworkSession::play(int index, QString *error)
{
    if (!humanToMove()) {
        //: Error when a move is sent out of turn
        *error = tr("It is not your turn.");
        return false;
    }
    if (index < 0 || index >= m_game.legalNumbers.size()) {
        //: Error when a move breaks the rules
        *error = tr("That move is not allowed now.");
        return false;
    }
    const QModelIndex row = m_legal.index(index);
    if (!m_remote->sendMove(m_game.ply, m_game.legalNumbers[index])) {
        //: Error when a move cannot be sent to the table another computer holds
        *error = tr("The move could not be sent: the connection to the table is down.");
        return false;
    }
    m_game.sentPly = m_game.ply;
    m_game.sentText = m_legal.data(row, LegalMovesModel::TextRole).toString();
    m_game.sentMove = m_legal.data(row, LegalMovesModel::DescriptionRole).toMap();
    m_writer.played(m_game.sentPly, m_game.sentText, m_game.sentMove);
    // Nothing more is played until the host's next frame says what happened.
    m_legal.reset({});
    m_game.legalNumbers.clear();
    m_notify.stateChanged();
    return true;
}

void NetworkSession::review(int ply)
{
    if (!m_replaying)
        return;
    ply = std::clamp(ply, 0, plyCount());
    const bool forwardByOne = reviewing() && ply == m_reviewPly + 1;
    m_reviewPly = ply;
    // The last position this seat was shown up to that move (a seat away from the table
    // saw none in between).
    const QJsonObject *shown = &m_record.frames.front();
    for (const QJsonObject &frame : std::as_const(m_record.frames)) {
        if (frame.value(QStringLiteral("ply")).toInt() > ply)
            break;
        shown = &frame;
    }
    m_shown = shownOf(*shown);
    m_notify.stateChanged();
    if (forwardByOne) {
        const QVariantMap move = lastMove();
        if (!move.isEmpty())
            m_notify.moved(m_seat, move);
    }
}

void NetworkSession::endReview()
{
    if (!reviewing())
        return;
    m_reviewPly = -1;
    m_shown = shownOf(m_record.frames.back());
    m_notify.stateChanged();
}

bool NetworkSession::useGame(const QString &game, const QString &variant, QString *problem)
{
    kotatsu::DataErrors errors;
    auto definition =
        m_app->catalog()->catalog().resolve(game.toStdString(), variant.toStdString(), errors);
    if (!definition) {
        //: Joining a network table failed: this computer does not have the host's game or
        //: variant; %1 is the game's id
        *problem = tr("The table plays “%1”, which this computer does not have.")
                       .arg(variant.isEmpty() ? game : game + QLatin1Char('/') + variant);
        return false;
    }
    m_definition = std::move(definition);
    m_definitionView = kotatsu::bridge::toVariantMap(m_definition->describe());
    return true;
}

void NetworkSession::onRemoteTable()
{
    const QJsonObject &table = m_remote->table();
    if (!m_definition) {
        if (!useGame(table.value(QStringLiteral("game")).toString(),
                     table.value(QStringLiteral("variant")).toString(), &m_game.problem)) {
            m_remote->leave();
            m_notify.networkChanged();
            return;
        }
    }
    m_tableSeats = table.value(QStringLiteral("seats")).toArray();
    m_seats = NetworkRecord::seatsOf(m_tableSeats);
    m_writer.seats(m_tableSeats);
    if (m_game.ready)
        m_notify.gameChanged();
}

NetworkSession::Shown NetworkSession::shownOf(const QJsonObject &frame)
{
    Shown shown;
    shown.ply = frame.value(QStringLiteral("ply")).toInt();
    shown.over = frame.value(QStringLiteral("over")).toBool();
    shown.toMove =
        shown.over ? kotatsu::kTerminalPlayer : frame.value(QStringLiteral("toMove")).toInt(-1);
    shown.outcome = frame.value(QStringLiteral("outcome")).toObject().toVariantMap();
    shown.observation = frame.value(QStringLiteral("observation")).toObject().toVariantMap();
    if (frame.value(QStringLiteral("events")).isArray())
        shown.observation.insert(QStringLiteral("events"),
                                 frame.value(QStringLiteral("events")).toArray().toVariantList());
    return shown;
}

std::optional<MoveLogModel::Entry>
NetworkSession::logEntry(const Shown &before, int round, const QJsonObject &frame,
                         const NetworkRecord::Played *played) const
{
    // Each new position adds the move that led to it, as far as this seat knows it (its own
    // moves in full, the others' by what the rules showed of them: the events).
    const int ply = frame.value(QStringLiteral("ply")).toInt();
    const QVariantList events = frame.value(QStringLiteral("events")).toArray().toVariantList();
    MoveLogModel::Entry entry;
    if (before.ply < 0 && ply == 0 && !events.isEmpty()) {
        entry.ply = 0;
        entry.seat = -1;
        entry.move = {{QStringLiteral("kind"), QStringLiteral("start")}};
    } else if (before.ply >= 0 && ply == before.ply + 1) {
        entry.ply = ply;
        entry.seat = before.toMove;
        if (played) {
            entry.text = played->text;
            entry.move = played->move;
        }
    } else {
        return std::nullopt;
    }
    entry.round = round;
    entry.events = events;
    return entry;
}

QList<MoveLogModel::Entry> NetworkSession::historyEntries(const QJsonObject &history)
{
    QList<MoveLogModel::Entry> entries;
    for (const QJsonValue &value : history.value(QStringLiteral("moves")).toArray()) {
        const QJsonObject move = value.toObject();
        MoveLogModel::Entry entry;
        entry.ply = move.value(QStringLiteral("ply")).toInt();
        entry.seat = move.value(QStringLiteral("seat")).toInt(-1);
        entry.round = move.value(QStringLiteral("round")).toInt();
        entry.events = move.value(QStringLiteral("events")).toArray().toVariantList();
        entry.text = move.value(QStringLiteral("text")).toString();
        entry.move = entry.seat < 0
                         ? QVariantMap{{QStringLiteral("kind"), QStringLiteral("start")}}
                         : move.value(QStringLiteral("description")).toObject().toVariantMap();
        entries.append(entry);
    }
    return entries;
}

void NetworkSession::onRemoteHistory(const QJsonObject &history)
{
    if (!m_definition)
        return;
    const int ply = history.value(QStringLiteral("ply")).toInt(-1);
    if (ply < m_game.ply)
        return;
    startRecord();
    m_writer.history(history);
    // The log is the game so far; the frame that follows is its last position, already in it.
    m_log.reset(historyEntries(history));
    m_shown.ply = ply;
}

void NetworkSession::startRecord()
{
    if (!m_writer.isOpen()) {
        // This seat's record of the game, in the saved games from its first position.
        const QString folder = m_app->savedGames()->folder();
        QDir().mkpath(folder);
        const QString stamp =
            QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        const QString base = folder + QLatin1Char('/') +
                             QString::fromStdString(m_definition->info().id) + QLatin1Char('-') +
                             stamp + QStringLiteral("-seat");
        QString path = base + QString::number(m_remote->seat()) + NetworkRecord::kSuffix;
        for (int n = 2; QFileInfo::exists(path); ++n)
            path = base + QString::number(m_remote->seat()) + QLatin1Char('-') +
                   QString::number(n) + NetworkRecord::kSuffix;
        if (m_writer.open(path, m_remote->table().value(QStringLiteral("game")).toString(),
                          m_remote->table().value(QStringLiteral("variant")).toString(),
                          m_remote->seat()))
            m_writer.seats(m_tableSeats);
    }
}

void NetworkSession::onRemoteFrame(const QJsonObject &frame)
{
    if (!m_definition)
        return;
    startRecord();
    m_writer.frame(frame);

    NetworkRecord::Played own{m_game.sentText, m_game.sentMove};
    const bool ownMove = m_game.sentPly == m_game.ply && m_shown.toMove == m_remote->seat();
    const std::optional<MoveLogModel::Entry> entry =
        logEntry(m_shown, m_game.round, frame, ownMove ? &own : nullptr);
    if (entry && ownMove) {
        m_game.lastMove = m_game.sentMove;
        m_game.lastMove.insert(QStringLiteral("seat"), entry->seat);
        m_game.lastMove.insert(QStringLiteral("text"), m_game.sentText);
    }
    if (entry)
        m_log.append(*entry);
    m_shown = shownOf(frame);
    m_game.round = m_shown.observation.value(QStringLiteral("round")).toInt();
    m_game.ply = m_shown.ply;
    m_game.over = m_shown.over;
    if (m_game.over)
        countEndedGame();
    QList<LegalMovesModel::Move> moves;
    m_game.legalNumbers.clear();
    for (const QJsonValue &value : frame.value(QStringLiteral("legal")).toArray()) {
        const QJsonObject legal = value.toObject();
        LegalMovesModel::Move move;
        move.text = legal.value(QStringLiteral("text")).toString();
        move.description = legal.value(QStringLiteral("description")).toObject().toVariantMap();
        move.kind = move.description.value(QStringLiteral("kind")).toString();
        moves.append(move);
        m_game.legalNumbers.append(legal.value(QStringLiteral("move")).toInt());
    }
    m_legal.reset(moves);
    m_notify.error(QString());
    const bool first = !m_game.ready;
    m_game.ready = true;
    if (first) {
        m_notify.gameChanged();
        m_notify.tableReady();
    }
    m_notify.stateChanged();
    if (entry && entry->seat == m_remote->seat() && !entry->move.isEmpty())
        m_notify.moved(entry->seat, entry->move);
}

void NetworkSession::countEndedGame()
{
    // This player's game, counted for their own seat as a game on one computer is for its
    // person: played, and won when the seat is among the winners. The others' seats are not
    // this player's, and a client does not know the computers' strength, so no opponent is
    // tallied. The key tells this table and seat from every other (the table's address, the
    // seat and its token, hashed: the token is no business of the statistics file), so that a
    // game seen ending again (a rejoin, the app started again at a finished table) counts once.
    const QString token = m_remote->token();
    if (!m_app || !m_definition || m_remote->seat() < 0 || token.isEmpty())
        return;
    GameStatistics::Game game;
    game.gameId = QString::fromStdString(m_definition->info().id);
    game.people = 1;
    for (const QVariant &winner : m_shown.outcome.value(QStringLiteral("winners")).toList())
        game.personWon = game.personWon || winner.toInt() == m_remote->seat();
    const QByteArray hash =
        QCryptographicHash::hash(token.toUtf8(), QCryptographicHash::Sha256).toHex().left(16);
    game.key = QStringList{QStringLiteral("network"),
                           game.gameId,
                           m_remote->table().value(QStringLiteral("variant")).toString(),
                           m_remote->invitation().url.toString(QUrl::RemoveQuery),
                           QString::number(m_remote->seat()),
                           QString::fromLatin1(hash)}
                   .join(QLatin1Char('|'));
    m_app->statistics()->count(game);
}
