// SPDX-License-Identifier: GPL-3.0-or-later
#include "lan_tables.h"

#include "net/net_invitation.h"

#include <algorithm>

using kotatsu::net::TableAnnouncement;

namespace {

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

QString addressText(const QHostAddress &address)
{
    // An IPv4 sender heard on a dual-stack socket comes as ::ffff:a.b.c.d.
    bool isV4 = false;
    const quint32 v4 = address.toIPv4Address(&isV4);
    return isV4 ? QHostAddress(v4).toString() : address.toString();
}

} // namespace

LanTables::LanTables(QObject *parent) : QAbstractListModel(parent)
{
    connect(&m_socket, &QUdpSocket::readyRead, this, &LanTables::readDatagrams);
    m_forget.setInterval(1000);
    connect(&m_forget, &QTimer::timeout, this, &LanTables::forgetOld);
}

int LanTables::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_tables.size());
}

QVariant LanTables::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= rowCount())
        return {};
    const Heard &heard = m_tables[static_cast<std::size_t>(index.row())];
    const TableAnnouncement &t = heard.table;
    const kotatsu::net::InvitationAddress where{
        addressText(heard.address).toStdString(), t.port, t.table, t.code, t.tls, t.fingerprint};
    switch (role) {
    case AddressRole:
        return addressText(heard.address);
    case PortRole:
        return t.port;
    case TableRole:
        return QString::fromStdString(t.table);
    case GameRole:
        return QString::fromStdString(t.game);
    case VariantRole:
        return QString::fromStdString(t.variant);
    case HostRole:
        return QString::fromStdString(t.host);
    case SeatsRole:
        return t.seats;
    case FreeRole:
        return t.free;
    case StartedRole:
        return t.started;
    case TlsRole:
        return t.tls;
    case CodeRole:
        return QString::fromStdString(t.code);
    case UrlRole:
        return QString::fromStdString(kotatsu::net::invitationUrl(where));
    case InvitationRole:
        return QString::fromStdString(kotatsu::net::invitationLink(where));
    default:
        return {};
    }
}

QHash<int, QByteArray> LanTables::roleNames() const
{
    return {
        {AddressRole, "address"},      {PortRole, "port"}, {TableRole, "table"}, {GameRole, "game"},
        {VariantRole, "variant"},      {HostRole, "host"}, {SeatsRole, "seats"}, {FreeRole, "free"},
        {StartedRole, "started"},      {TlsRole, "tls"},   {CodeRole, "code"},   {UrlRole, "url"},
        {InvitationRole, "invitation"}};
}

QVariantMap LanTables::get(int row) const
{
    QVariantMap map;
    if (row < 0 || row >= rowCount())
        return map;
    const auto roles = roleNames();
    for (auto it = roles.cbegin(); it != roles.cend(); ++it)
        map.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
    return map;
}

void LanTables::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    rebind();
}

void LanTables::setPort(int port)
{
    if (port == m_port || port < 0 || port > 65535)
        return;
    m_port = port;
    rebind();
}

void LanTables::setExpiryMs(int ms)
{
    if (ms == m_expiryMs || ms <= 0)
        return;
    m_expiryMs = ms;
    Q_EMIT activeChanged();
}

void LanTables::rebind()
{
    m_socket.close();
    m_forget.stop();
    if (m_active) {
        // Shared: several Kotatsu windows on one computer all hear the tables.
        m_socket.bind(QHostAddress::AnyIPv4, static_cast<quint16>(m_port),
                      QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint);
        m_forget.start();
    } else if (!m_tables.empty()) {
        beginResetModel();
        m_tables.clear();
        endResetModel();
        Q_EMIT countChanged();
    }
    Q_EMIT activeChanged();
}

void LanTables::readDatagrams()
{
    while (m_socket.hasPendingDatagrams()) {
        const qint64 size = m_socket.pendingDatagramSize();
        QHostAddress from;
        if (size < 0 || size > static_cast<qint64>(kotatsu::net::kMaxAnnouncementBytes)) {
            m_socket.readDatagram(nullptr, 0, &from); // dropped unread
            continue;
        }
        QByteArray bytes(static_cast<int>(size), Qt::Uninitialized);
        m_socket.readDatagram(bytes.data(), size, &from);
        const auto table = kotatsu::net::readAnnouncement(
            std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        if (table)
            heard(from, *table);
    }
}

void LanTables::heard(const QHostAddress &from, const TableAnnouncement &table)
{
    const auto same = std::find_if(m_tables.begin(), m_tables.end(), [&](const Heard &h) {
        return h.address.isEqual(from, QHostAddress::TolerantConversion) &&
               h.table.port == table.port && h.table.table == table.table;
    });
    // A table with no free seat is its host's last word of it (full, or its game over): it
    // leaves the list now, not when its announcements stop being heard.
    if (table.free == 0) {
        if (same != m_tables.end()) {
            const int row = static_cast<int>(same - m_tables.begin());
            beginRemoveRows({}, row, row);
            m_tables.erase(same);
            endRemoveRows();
            Q_EMIT countChanged();
        }
        return;
    }
    if (same != m_tables.end()) {
        same->table = table;
        same->lastMs = nowMs();
        const QModelIndex at = index(static_cast<int>(same - m_tables.begin()));
        Q_EMIT dataChanged(at, at);
        return;
    }
    if (static_cast<int>(m_tables.size()) >= kMaxTables)
        return;
    beginInsertRows({}, 0, 0);
    m_tables.insert(m_tables.begin(), Heard{from, table, nowMs()});
    endInsertRows();
    Q_EMIT countChanged();
}

void LanTables::forgetOld()
{
    const qint64 now = nowMs();
    for (int row = rowCount() - 1; row >= 0; --row) {
        if (now - m_tables[static_cast<std::size_t>(row)].lastMs <= m_expiryMs)
            continue;
        beginRemoveRows({}, row, row);
        m_tables.erase(m_tables.begin() + row);
        endRemoveRows();
        Q_EMIT countChanged();
    }
}
