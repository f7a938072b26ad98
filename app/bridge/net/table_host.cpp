// SPDX-License-Identifier: GPL-3.0-or-later
#include "table_host.h"

#include "editor/user_data.h"
#include "engine/game_catalog.h"
#include "engine/user_data_dir.h"
#include "net/net_invitation.h"
#include "net/net_table_file.h"
#include "net_server.h"
#include "seat_variant.h"
#include "self_signed.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QSaveFile>

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

QString networkDir()
{
    return QString::fromStdString(kotatsu::userDataDir()) + QStringLiteral("/network");
}

QString keptFile()
{
    return networkDir() + QStringLiteral("/hosted-table.json");
}

// A save or a kept-table file larger than this is none of ours.
constexpr qint64 kMaxSaveBytes = 16 * 1024 * 1024;
} // namespace

TableHost::TableHost(std::shared_ptr<const kotatsu::GameCatalog> catalog, QObject *parent)
    : QObject(parent), m_catalog(std::move(catalog))
{
    const QString saveDir = networkDir();
    QDir().mkpath(saveDir);
    m_server = std::make_unique<NetServer>(*m_catalog, saveDir);
}

TableHost::~TableHost() = default;

QString TableHost::selfSignedCertificateFile()
{
    return networkDir() + QStringLiteral("/host-certificate.pem");
}

QString TableHost::selfSignedKeyFile()
{
    return networkDir() + QStringLiteral("/host-key.pem");
}

QString TableHost::fingerprint() const
{
    return m_server->secure() ? m_server->fingerprint() : QString();
}

bool TableHost::secure(const Security &security, QString *error)
{
    m_security = security;
    switch (security.mode) {
    case Security::Mode::Plain:
        m_security = {};
        return true;
    case Security::Mode::Files:
        break;
    case Security::Mode::SelfSigned: {
        m_security.certificate = selfSignedCertificateFile();
        m_security.key = selfSignedKeyFile();
        if (QFileInfo::exists(m_security.certificate) && QFileInfo::exists(m_security.key))
            break;
        // Made once: the joiners' invitations pin it, and a table reopened later keeps it.
        QByteArray certificate;
        QByteArray key;
        if (!makeSelfSignedCertificate(QStringLiteral("Kotatsu host"), &certificate, &key, error))
            return false;
        // The key readable by its owner only, from its first byte on.
        QSaveFile keyOut(m_security.key);
        QString why;
        if (!keyOut.open(QIODevice::WriteOnly) ||
            !keyOut.setPermissions(QFile::ReadOwner | QFile::WriteOwner) ||
            keyOut.write(key) != key.size() || !keyOut.commit() ||
            !kotatsu::bridge::writeFileAtomically(m_security.certificate, certificate, &why)) {
            *error = QStringLiteral("the certificate cannot be kept in %1: %2")
                         .arg(networkDir(), why.isEmpty() ? keyOut.errorString() : why);
            QFile::remove(m_security.key);
            return false;
        }
        break;
    }
    }
    m_server->setPinned(true);
    return m_server->useTls(m_security.certificate, m_security.key, error);
}

bool TableHost::open(const QString &gameId, const QString &variantId, const QVariantList &seats,
                     const Security &security, QString *error)
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
    if (!secure(security, error))
        return false;
    if (!m_server->listen(QHostAddress::AnyIPv4, kDefaultPort, error) &&
        !m_server->listen(QHostAddress::AnyIPv4, 0, error))
        return false;
    const QString id = m_server->openTable(spec, error);
    if (id.isEmpty())
        return false;
    useTable(id);
    return true;
}

void TableHost::useTable(const QString &id)
{
    connect(m_server.get(), &NetServer::tableOver, this, [this] {
        forget();
        Q_EMIT over();
    });
    const QJsonObject invitation = m_server->invitation(id);
    m_file = invitation.value(QStringLiteral("file")).toString();
    m_ownLine = QString::fromUtf8(QJsonDocument(invitation).toJson(QJsonDocument::Compact));
    m_link = QString::fromStdString(kotatsu::net::invitationLink(
        {lanAddress().toStdString(), m_server->port(), id.toStdString(),
         invitation.value(QStringLiteral("code")).toString().toStdString(), m_server->secure(),
         fingerprint().toStdString()}));
}

std::optional<TableHost::Kept> TableHost::kept()
{
    QFile in(keptFile());
    if (!in.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject object = QJsonDocument::fromJson(in.read(64 * 1024)).object();
    Kept kept;
    kept.file = object.value(QStringLiteral("file")).toString();
    const int port = object.value(QStringLiteral("port")).toInt();
    kept.name = object.value(QStringLiteral("name")).toString().left(64);
    kept.announce = object.value(QStringLiteral("announce")).toBool();
    const QString tls = object.value(QStringLiteral("tls")).toString();
    if (tls == QLatin1String("self-signed")) {
        kept.security.mode = Security::Mode::SelfSigned;
    } else if (tls == QLatin1String("files")) {
        kept.security.mode = Security::Mode::Files;
        kept.security.certificate = object.value(QStringLiteral("certificate")).toString();
        kept.security.key = object.value(QStringLiteral("key")).toString();
    }
    if (kept.file.isEmpty() || port <= 0 || port > 65535)
        return std::nullopt;
    kept.port = static_cast<quint16>(port);
    // The save says what the table is and how far its game went.
    QFile save(kept.file);
    if (!save.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray bytes = save.read(kMaxSaveBytes + 1);
    std::string why;
    const auto table = kotatsu::net::NetTableFile::read(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), &why);
    if (bytes.size() > kMaxSaveBytes || !table)
        return std::nullopt;
    kept.game = QString::fromStdString(table->game);
    kept.variant = QString::fromStdString(table->variant);
    kept.moves = static_cast<int>(table->moves.size());
    kept.savedAt = QFileInfo(kept.file).lastModified();
    return kept;
}

void TableHost::forget()
{
    QFile::remove(keptFile());
}

void TableHost::keep(const QString &name, bool announce)
{
    if (m_file.isEmpty())
        return;
    QJsonObject object{{QStringLiteral("file"), m_file},
                       {QStringLiteral("port"), m_server->port()},
                       {QStringLiteral("name"), name},
                       {QStringLiteral("announce"), announce}};
    if (m_security.mode == Security::Mode::SelfSigned) {
        object.insert(QStringLiteral("tls"), QStringLiteral("self-signed"));
    } else if (m_security.mode == Security::Mode::Files) {
        object.insert(QStringLiteral("tls"), QStringLiteral("files"));
        object.insert(QStringLiteral("certificate"), m_security.certificate);
        object.insert(QStringLiteral("key"), m_security.key);
    }
    // (Not kept when it cannot be written: the table then lasts as long as this app.)
    QString why;
    if (!kotatsu::bridge::writeFileAtomically(
            keptFile(), QJsonDocument(object).toJson(QJsonDocument::Compact), &why))
        qWarning("the hosted table cannot be kept for reopening: %s", qPrintable(why));
}

bool TableHost::resume(const Kept &kept, QString *error, bool *portRefused)
{
    if (portRefused)
        *portRefused = false;
    if (!secure(kept.security, error))
        return false;
    if (!m_server->listen(QHostAddress::AnyIPv4, kept.port, error)) {
        if (portRefused)
            *portRefused = true;
        return false;
    }
    const QString id = m_server->resumeTable(kept.file, error);
    if (id.isEmpty())
        return false;
    useTable(id);
    return true;
}

void TableHost::announce(const QString &hostName, const QHostAddress &to, quint16 port, int everyMs)
{
    m_server->announce(to, port, hostName, everyMs);
}
