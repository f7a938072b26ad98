// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "net/net_announce.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QHostAddress>
#include <QQmlEngine>
#include <QTimer>
#include <QUdpSocket>
#include <vector>

// The tables offered on the local network (kotatsu-server --announce, or a Kotatsu hosting
// one): listens for their announcements (core/net/net_announce.h) while `active`, and lists
// each table heard from in the last `expiryMs`, newest first (a table announced with no free
// seat leaves it at once). Each row has what the join screen shows and the invitation to join
// it with. Anything on the network may send to the port: a datagram that is not an
// announcement is dropped, and the list holds at most kMaxTables.
class LanTables : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool active READ active WRITE setActive NOTIFY activeChanged)
    // The port listened on (kAnnouncePort); 0: any free one, then the one bound (tests).
    Q_PROPERTY(int port READ port WRITE setPort NOTIFY activeChanged)
    Q_PROPERTY(int expiryMs READ expiryMs WRITE setExpiryMs NOTIFY activeChanged)
    // False while active when the port could not be opened (another program holds it).
    Q_PROPERTY(bool listening READ listening NOTIFY activeChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role
    {
        AddressRole = Qt::UserRole + 1,
        PortRole,
        TableRole,
        GameRole,
        VariantRole,
        HostRole,
        SeatsRole,
        FreeRole,
        StartedRole,
        TlsRole,
        CodeRole,
        UrlRole,
        InvitationRole,
    };
    static constexpr int kMaxTables = 64;

    explicit LanTables(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    bool active() const { return m_active; }
    void setActive(bool active);
    int port() const { return m_port == 0 && listening() ? m_socket.localPort() : m_port; }
    void setPort(int port);
    int expiryMs() const { return m_expiryMs; }
    void setExpiryMs(int ms);
    bool listening() const { return m_socket.state() == QAbstractSocket::BoundState; }

    // The row's fields as a map (for QML: the table picked).
    Q_INVOKABLE QVariantMap get(int row) const;

Q_SIGNALS:
    void activeChanged();
    void countChanged();

private:
    struct Heard
    {
        QHostAddress address;
        kotatsu::net::TableAnnouncement table;
        qint64 lastMs = 0;
    };
    void rebind();
    void readDatagrams();
    void heard(const QHostAddress &from, const kotatsu::net::TableAnnouncement &table);
    void forgetOld();

    QUdpSocket m_socket;
    QTimer m_forget;
    std::vector<Heard> m_tables;
    bool m_active = false;
    int m_port = kotatsu::net::kAnnouncePort;
    int m_expiryMs = 7000;
};
