// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "net/net_announce.h"

#include <QDateTime>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <memory>
#include <optional>

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

    // Whether the table speaks TLS (wss://) and with which certificate (docs/network.md, "TLS at
    // a table the app hosts"). Either way the invitations carry the certificate's SHA-256 and
    // the joiners accept that certificate only.
    struct Security
    {
        enum class Mode
        {
            Plain,      // ws://, for a home network
            SelfSigned, // a certificate this app made (once, kept in <user data>/network)
            Files       // the person's own certificate and key (PEM files)
        };
        Mode mode = Mode::Plain;
        QString certificate; // Files: the PEM files
        QString key;
    };
    // The certificate and key this app makes for itself the first time a table is hosted with
    // Mode::SelfSigned, and uses from then on (the key readable by its owner only).
    static QString selfSignedCertificateFile();
    static QString selfSignedKeyFile();

    // Opens the table: `seats` as the launcher gives them ({kind: "human" | "computer" |
    // "rules", level, name}). False and *error (English, for the log) when it cannot (with
    // TLS: also when the certificate cannot be made or read).
    bool open(const QString &gameId, const QString &variantId, const QVariantList &seats,
              const Security &security, QString *error);
    // With TLS: the SHA-256 of the table's certificate, as its invitations carry it ("" plain).
    QString fingerprint() const;
    // The invitation for the others, with this computer's address on its local network
    // (kotatsu://192.168.1.5:7070/1?code=…), and the line this app joins with (127.0.0.1).
    QString invitationLink() const { return m_link; }
    QString ownInvitation() const { return m_ownLine; }
    // After open(): offers the table to the local network while it has a free seat, as
    // `kotatsu-server --announce` does (the same datagram, core/net/net_announce.h, every
    // `everyMs` and when a seat is taken; it carries the invitation's code), naming the host
    // `hostName`. `to` and `port`: where the datagrams go (the broadcast address and
    // kAnnouncePort; tests name the loopback).
    void announce(const QString &hostName, const QHostAddress &to = QHostAddress::Broadcast,
                  quint16 port = kotatsu::net::kAnnouncePort, int everyMs = 2000);

    // The table this app hosted last, while its game is not over: what the launcher offers to
    // open again after the app was closed, killed or crashed (docs/network.md). Kept in
    // <user data>/network/hosted-table.json from the moment the host sits down (keep()) until
    // the game ends; the table itself is in its save, written after every move.
    struct Kept
    {
        QString file;          // the table's save (kotatsu-net-table)
        quint16 port = 0;      // where it was listened for: the invitation's port
        QString name;          // the host's name at the table
        bool announce = false; // whether it was listed on the local network
        Security security;     // TLS as it was opened with (the invitations pin its certificate)
        QString game;
        QString variant;
        int moves = 0;     // the moves in the save
        QDateTime savedAt; // the save's last change
    };
    // The kept table, or nullopt when there is none or its save is gone or unreadable.
    static std::optional<Kept> kept();
    // Forgets the kept table (its save stays where it is).
    static void forget();
    // After open() and once the host sits at the table: keeps this table for reopening.
    void keep(const QString &name, bool announce);
    // Reopening the kept table: the same certificate (the others' invitations pin it).
    // Opens the kept table again from its save, on the port it had (the others' invitations
    // name it), every seat kept for its token. False and *error (English) when it cannot:
    // the save does not read, or the port cannot be listened on (then *portRefused).
    bool resume(const Kept &kept, QString *error, bool *portRefused = nullptr);

Q_SIGNALS:
    // The table's game is over (it is no longer kept for reopening).
    void over();

private:
    // The invitations, once the table is open at `id`.
    void useTable(const QString &id);
    // Before listening: TLS as `security` says (Plain: nothing).
    bool secure(const Security &security, QString *error);

    std::shared_ptr<const kotatsu::GameCatalog> m_catalog;
    std::unique_ptr<NetServer> m_server;
    QString m_link;
    QString m_ownLine;
    QString m_file; // the table's save
    Security m_security;
};
