// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "net/net_table.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QTcpServer>
#include <QWebSocketServer>
#include <map>
#include <memory>

class QWebSocket;
namespace kotatsu {
class GameCatalog;
}

// The tables a host holds, on one WebSocket port: each table at its own path (ws://host:port/<id>),
// its game in a kotatsu::net::NetTable, its computer seats played on the thread pool, and its
// file saved after every move so that a restarted host resumes it (docs/network.md). What goes
// to a client is only what NetTable gives that client's connection.
class NetServer : public QObject
{
    Q_OBJECT

public:
    NetServer(const kotatsu::GameCatalog &catalog, QString saveDir, QObject *parent = nullptr);
    ~NetServer() override;

    bool listen(const QHostAddress &address, quint16 port, QString *error);
    quint16 port() const { return m_listener.serverPort(); }
    QHostAddress address() const { return m_listener.serverAddress(); }

    struct TableSpec
    {
        QString game;
        QString variant;
        int players = 0;
        quint64 seed = 0;
        std::vector<kotatsu::net::NetTable::Seat> seats;
        QString code;      // empty: a new random code
        bool start = true; // start at once: joiners sit down into a game in play
    };
    // Who plays a remote seat whose person has been gone for `after` seconds, until they
    // come back: an agent or strength text (SeatSpec), or "" for nobody (the table waits).
    void setStandIn(const QString &seat, int afterSeconds)
    {
        m_standIn = seat;
        m_standInAfterMs = afterSeconds * 1000;
    }
    // A new table; its id, or "" and *error.
    QString openTable(const TableSpec &spec, QString *error);
    // A table saved by an earlier run of the host; its id, or "" and *error.
    QString resumeTable(const QString &file, QString *error);
    // The table's description for the host's log and its invitation: id, url, code.
    QJsonObject invitation(const QString &id) const;
    std::size_t tableCount() const { return m_tables.size(); }

Q_SIGNALS:
    void tableOver(const QString &id);

private:
    struct Hosted;
    void onNewConnection();
    void onText(QWebSocket *socket, const QString &text);
    void onGone(QWebSocket *socket);
    void deliver(Hosted &hosted, const std::vector<kotatsu::net::NetTable::Outgoing> &out);
    void playComputers(Hosted &hosted);
    void save(const Hosted &hosted) const;
    void standInLater(const QString &id, int seat);
    QString adopt(std::unique_ptr<kotatsu::net::NetTable> table, quint64 seed, QString file);

    const kotatsu::GameCatalog &m_catalog;
    QString m_saveDir;
    // The port is ours: each connection gets low delay (no Nagle) before the WebSocket
    // handshake, so that a move is not held back waiting for more bytes.
    QTcpServer m_listener;
    QWebSocketServer m_server;
    std::map<QString, std::unique_ptr<Hosted>> m_tables;
    // Each socket's table and connection number.
    std::map<QWebSocket *, std::pair<Hosted *, int>> m_connections;
    int m_nextConnection = 1;
    QString m_standIn;
    int m_standInAfterMs = 0;
    int m_nextTable = 1;
    QElapsedTimer m_clock;
};
