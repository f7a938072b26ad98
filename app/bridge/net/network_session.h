// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "legal_moves_model.h"
#include "move_log_model.h"
#include "net/host_security.h"
#include "net/network_record.h"
#include "net/remote_table.h"
#include "net/table_host.h"
#include "seat_variant.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <algorithm>
#include <functional>
#include <memory>
#include <optional>

class AppContext;
namespace kotatsu {
class GameDefinition;
}

// A GameSession's table when another computer holds the game (docs/network.md): joining a table
// (RemoteTable), hosting one in this app (TableHost) and sitting at it like any player, the game
// as the host's frames tell it (the position of this seat, its legal moves, the log as far as
// this seat may know it), and this seat's record of the game (NetworkRecord), kept in the saved
// games as it goes and replayed from its frames. Nothing of the game is decided here: the
// session asks the host to play a move and shows what comes back. GameSession forwards its
// properties here while this holds the table (holdsTable) and says what changed through the
// callbacks of Notify.
class NetworkSession
{
    // Its words are said at the table: the catalogs keep them in GameSession's context.
    Q_DECLARE_TR_FUNCTIONS(GameSession)

public:
    struct Notify
    {
        std::function<void()> networkChanged;
        std::function<void()> gameChanged;
        std::function<void()> stateChanged;
        // The joined table's first position has come: the table can be shown.
        std::function<void()> tableReady;
        // This seat's own move (the others' come as events); for the views' animation.
        std::function<void(int seat, const QVariantMap &move)> moved;
        // A message for lastError ("" clears it).
        std::function<void(const QString &message)> error;
    };

    NetworkSession(MoveLogModel &log, LegalMovesModel &legal, Notify notify);
    ~NetworkSession();
    void use(AppContext &app) { m_app = &app; }

    // Whether `text` is an invitation (its JSON line or link); false and *error (for people)
    // when it is not.
    static bool isInvitation(const QString &text, QString *error);
    // GameSession::join and host (same contracts); false and *error when it cannot start.
    bool join(const QString &invitation, const QString &name, QString *error);
    // With `announce`, the table is offered to the local network while it has a free seat
    // (TableHost::announce, named by `name`).
    // TLS or not, and with which certificate: as hostSecurity says.
    bool host(const QString &gameId, const QString &variantId, const QVariantList &seats,
              const QString &name, bool announce, QString *error);
    // How the person last chose to host (the network dialog's Connections box), kept in the
    // settings.
    HostSecurity &hostSecurity() { return m_hostSecurity; }
    // The table this app hosted last and whose game is not over (TableHost::kept), for the
    // launcher to offer opening it again: {gameId, variantId, moves, savedAt}; empty when
    // there is none, or while this session holds it.
    QVariantMap hostedTable() const;
    // Opens that table again from its save, on its port, and sits at the host's seat again
    // (its kept token); the others come back by themselves. False and *error (for people)
    // when it cannot.
    bool reopenHosted(QString *error);
    // A seat's record of a network game (NetworkRecord) with a position in it; nullopt and
    // *error (for people) when it cannot be read.
    static std::optional<NetworkRecord> readRecord(const QString &file, QString *error);
    // Shows `record` at its end, for its replay. False and *error (for people) when its game
    // is unknown here.
    bool showRecord(NetworkRecord record, QString *error);
    // Leaves the table or the record; the caller's table is empty again.
    void leave();

    // A live table (joined or hosted).
    bool networked() const { return m_remote != nullptr; }
    RemoteTable *remote() { return m_remote.get(); }
    // A live table or a record is shown.
    bool holdsTable() const { return m_remote != nullptr || m_replaying; }
    // A first position has come (or the record is open).
    bool ready() const { return m_game.ready; }

    QString status() const;
    QString problem() const;
    QString link() const;
    QString hostInvitation() const;
    // The file this seat's record is written to ("" before the first frame).
    QString recordFile() const { return m_writer.path(); }

    const kotatsu::GameDefinition *definition() const;
    QVariantMap definitionView() const { return m_definitionView; }
    QVariantList seats() const;
    int numPlayers() const { return m_game.ready ? static_cast<int>(m_seats.size()) : 0; }
    int viewerSeat() const;
    int currentPlayer() const { return m_shown.toMove; }
    bool over() const { return m_shown.over; }
    bool gameOver() const { return m_game.over; }
    QVariantMap outcome() const { return m_shown.over ? m_shown.outcome : QVariantMap(); }
    QVariantMap observation() const { return m_shown.observation; }
    bool humanToMove() const;
    int plyCount() const { return std::max(0, m_game.ply); }
    QVariantMap lastMove() const;

    // Asks the host to play row `index` of the legal moves; false and *error when it cannot.
    bool play(int index, QString *error);

    // The replay of a record: the frame of the position after `ply` moves (the last one this
    // seat received up to it); endReview shows the game's end again.
    bool reviewing() const { return m_replaying && m_reviewPly >= 0; }
    int reviewPly() const { return reviewing() ? m_reviewPly : plyCount(); }
    void review(int ply);
    void endReview();

private:
    // The table `host` holds, opened: this app sits at it as `name` and keeps it for reopening.
    bool sitAtHostedTable(std::unique_ptr<TableHost> host, const QString &name, bool announce,
                          QString *error);
    void onRemoteTable();
    void onRemoteFrame(const QJsonObject &frame);
    void onRemoteHistory(const QJsonObject &history);
    // This seat's record, in the saved games from the first thing the host says of the game.
    void startRecord();
    // A frame says the game is over: it counts in this player's statistics, for this seat
    // (once, however often the end is seen).
    void countEndedGame();
    // The log's entries of a history message (NetworkRecord::history).
    static QList<MoveLogModel::Entry> historyEntries(const QJsonObject &history);
    bool useGame(const QString &game, const QString &variant, QString *problem);
    // What a frame shows: the position, whose turn, the end.
    struct Shown
    {
        int ply = -1;
        int toMove = -1;
        bool over = false;
        QVariantMap outcome;
        QVariantMap observation;
    };
    static Shown shownOf(const QJsonObject &frame);
    // The log's entry for `frame`, which follows the position `before` (nullopt when it is
    // neither the first position nor the next move); `played` is this seat's move, if known.
    std::optional<MoveLogModel::Entry> logEntry(const Shown &before, int round,
                                                const QJsonObject &frame,
                                                const NetworkRecord::Played *played) const;

    AppContext *m_app = nullptr;
    HostSecurity m_hostSecurity;
    MoveLogModel &m_log;
    LegalMovesModel &m_legal;
    Notify m_notify;

    // The connection, and the table this app hosts, if it does (host()); it lives as long as
    // this seat's connection to it.
    std::unique_ptr<RemoteTable> m_remote;
    std::unique_ptr<TableHost> m_host;
    std::shared_ptr<const kotatsu::GameDefinition> m_definition;
    QVariantMap m_definitionView;
    QList<Seat> m_seats;
    QJsonArray m_tableSeats; // the host's seats: remote, connected
    Shown m_shown;           // the position on the screen
    struct Game
    {
        bool ready = false; // a first position has come
        int ply = -1;
        bool over = false;
        int round = 0;
        QList<int> legalNumbers; // the host's number of each row of the legal moves
        // The move this seat asked for last, and the position it was asked in.
        int sentPly = -1;
        QString sentText;
        QVariantMap sentMove;
        QVariantMap lastMove; // {seat, text, ...description} of this seat's last move
        QString problem;      // a problem of this side (the game unknown here), else ""
    } m_game;
    NetworkRecordWriter m_writer;
    // A record shown: its frames, and the ply replayed (-1: the game's end, not reviewing).
    bool m_replaying = false;
    NetworkRecord m_record;
    int m_reviewPly = -1;
    int m_seat = -1; // the record's seat
};
