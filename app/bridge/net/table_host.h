// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "net/net_announce.h"

#include <QHostAddress>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <memory>

class NetServer;
namespace kotatsu {
class GameCatalog;
}

// A table this app holds for people on other computers (the launcher's Host, docs/network.md):
// the NetServer kotatsu-server runs (app/nethost), in the app's process, listening on every
// network of this computer. Each person's seat of the launcher is a seat for someone on another
// computer, the host's own too: the app joins its own table over the loopback like any
// player, so what the host's screen shows is what the protocol gives its seat, nothing more.
class TableHost : public QObject
{
    Q_OBJECT

public:
    // The table is saved after every move in <user data>/network (made when missing), so that
    // the host's game survives a crash of the app.
    explicit TableHost(std::shared_ptr<const kotatsu::GameCatalog> catalog,
                       QObject *parent = nullptr);
    ~TableHost() override;

    // Opens the table: `seats` as the launcher gives them ({kind: "human" | "computer" |
    // "rules", level, name}). False and *error (English, for the log) when it cannot.
    bool open(const QString &gameId, const QString &variantId, const QVariantList &seats,
              QString *error);
    // The invitation for the others, with this computer's address on its local network
    // (kotatsu://192.168.1.5:7070/1?code=…), and the line this app joins with (127.0.0.1).
    QString invitationLink() const { return m_link; }
    QString ownInvitation() const { return m_ownLine; }
    // After open(): offers the table to the local network while it has a free seat, as
    // `kotatsu-server --announce` does (the same datagram, core/net/net_announce.h, every 2 s;
    // it carries the invitation's code), naming the host `hostName`. `to` and `port`: where
    // the datagrams go (the broadcast address and kAnnouncePort; tests name the loopback).
    void announce(const QString &hostName, const QHostAddress &to = QHostAddress::Broadcast,
                  quint16 port = kotatsu::net::kAnnouncePort);

private:
    std::shared_ptr<const kotatsu::GameCatalog> m_catalog;
    std::unique_ptr<NetServer> m_server;
    QString m_link;
    QString m_ownLine;
};
