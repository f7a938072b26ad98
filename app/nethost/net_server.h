// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "net/net_table.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QTcpServer>
#include <QTimer>
#include <QUdpSocket>
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

    // Before listen(): connections are TLS (wss://) with this certificate and private key
    // (PEM files). False and *error when they do not read or do not belong together.
    bool useTls(const QString &certificateFile, const QString &keyFile, QString *error);
    // The same from the PEM text of the certificate (its chain after it) and of the key.
    bool useTlsPem(const QByteArray &certificatePem, const QByteArray &keyPem, QString *error);
    bool secure() const { return m_secure; }
    // With TLS: the SHA-256 of the host's certificate (DER), 64 lower-case hexadecimal digits.
    QString fingerprint() const { return m_fingerprint; }
    // With TLS: the invitations carry the fingerprint ("sha256"), and a joiner accepts this
    // certificate only (what the app's own host does: its certificate is mostly one it made
    // itself, which nobody else vouches for). Off by default: kotatsu-server's certificate is
    // one a certificate authority signed, renewed without changing the invitations.
    void setPinned(bool pinned) { m_pinned = pinned; }
    bool listen(const QHostAddress &address, quint16 port, QString *error);
    quint16 port() const { return m_listener->serverPort(); }
    QHostAddress address() const { return m_listener->serverAddress(); }

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
    // Offers every table that has a free seat to the local network: an announcement datagram
    // (core/net/net_announce.h) to `to`:`port` (the broadcast address by default) every
    // `everyMs` and whenever the table changes (a seat taken), naming the host `hostName`; a
    // table that can no longer be joined is announced once with no free seat. Call after
    // listen().
    void announce(const QHostAddress &to, quint16 port, const QString &hostName,
                  int everyMs = 2000);
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
    void onTcpConnection();
    void sendAnnouncements();
    // Offers `hosted` to the local network (withdraws it once it cannot be joined); unless `again`,
    // only when the announcement changed since the last one.
    void offer(Hosted &hosted, bool again);
    void onText(QWebSocket *socket, const QString &text);
    void onGone(QWebSocket *socket);
    void deliver(Hosted &hosted, const std::vector<kotatsu::net::NetTable::Outgoing> &out);
    void playComputers(Hosted &hosted);
    void save(Hosted &hosted) const;
    void standInLater(const QString &id, int seat);
    QString adopt(std::unique_ptr<kotatsu::net::NetTable> table, quint64 seed, QString file);

    const kotatsu::GameCatalog &m_catalog;
    QString m_saveDir;
    // The port is ours: each connection gets low delay (no Nagle) before the WebSocket
    // handshake, so that a move is not held back waiting for more bytes. A QSslServer when
    // the host has a certificate: the TLS handshake, then the WebSocket one inside it.
    std::unique_ptr<QTcpServer> m_listener;
    bool m_secure = false;
    bool m_pinned = false;
    QString m_fingerprint;
    QWebSocketServer m_server;
    std::map<QString, std::unique_ptr<Hosted>> m_tables;
    // Each socket's table and connection number.
    std::map<QWebSocket *, std::pair<Hosted *, int>> m_connections;
    int m_nextConnection = 1;
    QString m_standIn;
    int m_standInAfterMs = 0;
    int m_nextTable = 1;
    // The local network's announcements (none unless announce() was called).
    std::unique_ptr<QUdpSocket> m_announcer;
    QTimer *m_announceTimer = nullptr;
    QHostAddress m_announceTo;
    quint16 m_announcePort = 0;
    QString m_hostName;
    QElapsedTimer m_clock;
};
