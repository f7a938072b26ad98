// SPDX-License-Identifier: GPL-3.0-or-later
#include "table_host.h"

#include "engine/game_catalog.h"
#include "engine/user_data_dir.h"
#include "net/net_invitation.h"
#include "net_server.h"
#include "seat_variant.h"

#include <QDir>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkInterface>
#include <QRandomGenerator>

namespace {
// The port a host tries first (a firewall rule can name it), then any free one.
constexpr quint16 kDefaultPort = 7070;

// This computer's address on its local network: the first IPv4 address of an interface that
// is up and not the loopback; 127.0.0.1 when there is none.
QString lanAddress()
{
    for (const QNetworkInterface &interface : QNetworkInterface::allInterfaces()) {
        const auto flags = interface.flags();
        if (!(flags & QNetworkInterface::IsUp) || !(flags & QNetworkInterface::IsRunning) ||
            (flags & QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &entry : interface.addressEntries()) {
            if (entry.ip().protocol() == QAbstractSocket::IPv4Protocol)
                return entry.ip().toString();
        }
    }
    return QStringLiteral("127.0.0.1");
}
} // namespace

TableHost::TableHost(std::shared_ptr<const kotatsu::GameCatalog> catalog, QObject *parent)
    : QObject(parent), m_catalog(std::move(catalog))
{
    const QString saveDir =
        QString::fromStdString(kotatsu::userDataDir()) + QStringLiteral("/network");
    QDir().mkpath(saveDir);
    m_server = std::make_unique<NetServer>(*m_catalog, saveDir);
}

TableHost::~TableHost() = default;

bool TableHost::open(const QString &gameId, const QString &variantId, const QVariantList &seats,
                     QString *error)
{
    NetServer::TableSpec spec;
    spec.game = gameId;
    spec.variant = variantId;
    for (const QVariant &value : seats) {
        const std::optional<Seat> seat = seatFromVariant(value);
        if (!seat) {
            *error = QStringLiteral("a seat is neither a person, a computer nor the rules");
            return false;
        }
        spec.seats.push_back(kotatsu::net::NetTable::Seat{*seat, seat->isPerson()});
    }
    spec.players = static_cast<int>(spec.seats.size());
    spec.seed = QRandomGenerator::global()->generate64() >> 1;
    if (spec.seats.empty()) {
        *error = QStringLiteral("no seat");
        return false;
    }
    if (!m_server->listen(QHostAddress::AnyIPv4, kDefaultPort, error) &&
        !m_server->listen(QHostAddress::AnyIPv4, 0, error))
        return false;
    const QString id = m_server->openTable(spec, error);
    if (id.isEmpty())
        return false;
    const QJsonObject invitation = m_server->invitation(id);
    m_ownLine = QString::fromUtf8(QJsonDocument(invitation).toJson(QJsonDocument::Compact));
    m_link = QString::fromStdString(kotatsu::net::invitationLink(
        {lanAddress().toStdString(), m_server->port(), id.toStdString(),
         invitation.value(QStringLiteral("code")).toString().toStdString(), m_server->secure()}));
    return true;
}

void TableHost::announce(const QString &hostName, const QHostAddress &to, quint16 port)
{
    m_server->announce(to, port, hostName);
}
