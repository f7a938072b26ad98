// SPDX-License-Identifier: GPL-3.0-or-later
#include "net_server.h"

#include "ai/agent_factory.h"
#include "ai/player_view.h"
#include "data/data_error.h"
#include "engine/game_catalog.h"
#include "net/net_announce.h"
#include "net/net_invitation.h"
#include "net/net_protocol.h"
#include "net/net_table_file.h"
#include "util/rng.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QMetaObject>
#include <QPointer>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <QTcpSocket>
#include <QThreadPool>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>
#include <cstdio>
#include <random>

using kotatsu::net::NetTable;

struct NetServer::Hosted
{
    QString id;
    std::unique_ptr<NetTable> table;
    quint64 seed = 0;
    QString file;
    // A computer seat is thinking about the position after this many moves (-1: none).
    int thinkingAt = -1;
    bool announcedOver = false;
    // The local network's last announcement of this table ("" when it is not offered).
    std::string offered;
    // The file as last written: its header line and how many moves follow it; open for
    // appending the next moves' lines.
    std::string savedHeader;
    std::size_t savedMoves = 0;
    std::unique_ptr<QFile> journal;
};

namespace {

// The invitation's code: six letters and digits that cannot be mistaken for one another,
// written XXX-XXX.
QString newCode()
{
    static const char kAlphabet[] = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
    std::random_device device;
    QString code;
    for (int i = 0; i < 6; ++i) {
        if (i == 3)
            code += QLatin1Char('-');
        code += QLatin1Char(kAlphabet[device() % (sizeof(kAlphabet) - 1)]);
    }
    return code;
}

std::uint64_t deviceBits()
{
    static std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

} // namespace

NetServer::NetServer(const kotatsu::GameCatalog &catalog, QString saveDir, QObject *parent)
    : QObject(parent), m_catalog(catalog), m_saveDir(std::move(saveDir)),
      m_listener(std::make_unique<QTcpServer>()),
      m_server(QStringLiteral("kotatsu-server"), QWebSocketServer::NonSecureMode)
{
    m_clock.start();
    connect(&m_server, &QWebSocketServer::newConnection, this, &NetServer::onNewConnection);
    connect(m_listener.get(), &QTcpServer::newConnection, this, &NetServer::onTcpConnection);
}

NetServer::~NetServer()
{
    // A computer's move still being found would post to this object: wait for it.
    QThreadPool::globalInstance()->waitForDone();
    // The sockets die with the listener, after the tables: their last signals must not reach
    // this half-destroyed host (a table hosted by the app closes while its players are still
    // connected).
    for (const auto &entry : m_connections)
        entry.first->disconnect(this);
    m_server.disconnect(this);
    m_listener->disconnect(this);
    m_listener->close();
}

bool NetServer::useTls(const QString &certificateFile, const QString &keyFile, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    QFile certificateIn(certificateFile);
    if (!certificateIn.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("%1: %2").arg(certificateFile, certificateIn.errorString()));
    QFile keyIn(keyFile);
    if (!keyIn.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("%1: %2").arg(keyFile, keyIn.errorString()));
    // A PEM file is small; anything larger is not one.
    constexpr qint64 kMaxPemBytes = 1024 * 1024;
    QString why;
    if (useTlsPem(certificateIn.read(kMaxPemBytes), keyIn.read(kMaxPemBytes), &why))
        return true;
    // Which file the problem is in: useTlsPem's reasons begin with "certificate: " or "key: ".
    const bool inKey = why.startsWith(QLatin1String("key: "));
    const bool inCertificate = why.startsWith(QLatin1String("certificate: "));
    if (!inKey && !inCertificate)
        return fail(why);
    return fail(QStringLiteral("%1: %2").arg(inKey ? keyFile : certificateFile,
                                             why.mid(why.indexOf(QLatin1String(": ")) + 2)));
}

bool NetServer::useTlsPem(const QByteArray &certificatePem, const QByteArray &keyPem,
                          QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (!QSslSocket::supportsSsl())
        return fail(QStringLiteral("this computer's Qt has no TLS (OpenSSL) backend"));
    const QList<QSslCertificate> chain = QSslCertificate::fromData(certificatePem);
    if (chain.isEmpty())
        return fail(QStringLiteral("certificate: no PEM certificate in it"));
    QSslKey key(keyPem, QSsl::Rsa);
    if (key.isNull())
        key = QSslKey(keyPem, QSsl::Ec);
    if (key.isNull())
        return fail(QStringLiteral("key: no PEM private key (RSA or EC) in it"));
    QSslConfiguration configuration = QSslConfiguration::defaultConfiguration();
    configuration.setLocalCertificateChain(chain);
    configuration.setPrivateKey(key);
    configuration.setPeerVerifyMode(QSslSocket::VerifyNone); // clients have no certificate
    configuration.setProtocol(QSsl::TlsV1_2OrLater);
    auto listener = std::make_unique<QSslServer>();
    listener->setSslConfiguration(configuration);
    // A client that opens the connection and never finishes the handshake is dropped.
    listener->setHandshakeTimeout(10000);
    m_listener = std::move(listener);
    // QSslServer makes a connection pending once its handshake is done, which newConnection
    // (emitted when the connection arrives) does not wait for.
    connect(m_listener.get(), &QTcpServer::pendingConnectionAvailable, this,
            &NetServer::onTcpConnection);
    m_secure = true;
    m_fingerprint = QString::fromLatin1(chain.first().digest(QCryptographicHash::Sha256).toHex());
    return true;
}

void NetServer::onTcpConnection()
{
    while (QTcpSocket *socket = m_listener->nextPendingConnection()) {
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        auto *tls = qobject_cast<QSslSocket *>(socket);
        if (tls && !tls->isEncrypted()) {
            // Handed over once its TLS handshake is done.
            connect(tls, &QSslSocket::encrypted, this, [this, tls] {
                tls->disconnect(this);
                m_server.handleConnection(tls);
            });
            connect(tls, &QAbstractSocket::disconnected, tls, &QObject::deleteLater);
            continue;
        }
        m_server.handleConnection(socket);
    }
}

bool NetServer::listen(const QHostAddress &address, quint16 port, QString *error)
{
    if (m_listener->listen(address, port))
        return true;
    if (error)
        *error = m_listener->errorString();
    return false;
}

void NetServer::announce(const QHostAddress &to, quint16 port, const QString &hostName, int everyMs)
{
    m_announcer = std::make_unique<QUdpSocket>();
    m_announceTo = to;
    m_announcePort = port;
    m_hostName = hostName;
    if (!m_announceTimer) {
        m_announceTimer = new QTimer(this);
        connect(m_announceTimer, &QTimer::timeout, this, &NetServer::sendAnnouncements);
    }
    m_announceTimer->start(everyMs);
    sendAnnouncements();
}

void NetServer::sendAnnouncements()
{
    for (const auto &[id, hosted] : m_tables)
        offer(*hosted, true);
}

void NetServer::offer(Hosted &hosted, bool again)
{
    if (!m_announcer)
        return;
    auto announcement =
        kotatsu::net::announcementOf(*hosted.table, m_listener->serverPort(),
                                     hosted.id.toStdString(), m_hostName.toStdString(), m_secure);
    if (m_secure && m_pinned)
        announcement.fingerprint = m_fingerprint.toStdString();
    const bool joinable = announcement.free > 0 && !hosted.table->over();
    if (!joinable) {
        // Nobody can join it: no longer offered. Said once with no free seat, so that the
        // lists that show it drop it now rather than when they stop hearing it.
        if (hosted.offered.empty())
            return;
        announcement.free = 0;
        hosted.offered.clear();
        const std::string withdrawn = kotatsu::net::writeAnnouncement(announcement);
        m_announcer->writeDatagram(withdrawn.data(), static_cast<qint64>(withdrawn.size()),
                                   m_announceTo, m_announcePort);
        return;
    }
    std::string datagram = kotatsu::net::writeAnnouncement(announcement);
    if (!again && datagram == hosted.offered)
        return;
    m_announcer->writeDatagram(datagram.data(), static_cast<qint64>(datagram.size()), m_announceTo,
                               m_announcePort);
    hosted.offered = std::move(datagram);
}

QString NetServer::adopt(std::unique_ptr<NetTable> table, quint64 seed, QString file)
{
    auto hosted = std::make_unique<Hosted>();
    hosted->id = QString::number(m_nextTable++);
    hosted->table = std::move(table);
    hosted->seed = seed;
    hosted->file = file.isEmpty() && !m_saveDir.isEmpty()
                       ? QDir(m_saveDir).filePath(
                             QStringLiteral("table-%1-%2.kotatsu-net").arg(hosted->id).arg(seed))
                       : file;
    Hosted &ref = *hosted;
    const QString id = hosted->id;
    m_tables.emplace(id, std::move(hosted));
    save(ref);
    playComputers(ref);
    return id;
}

QString NetServer::openTable(const TableSpec &spec, QString *error)
{
    kotatsu::DataErrors errors;
    const auto definition =
        m_catalog.resolve(spec.game.toStdString(), spec.variant.toStdString(), errors);
    if (!definition) {
        if (error)
            *error = QStringLiteral("%1: no such game or variant").arg(spec.game);
        return {};
    }
    const auto &info = definition->info();
    if (spec.players < info.minPlayers || spec.players > info.maxPlayers ||
        static_cast<int>(spec.seats.size()) != spec.players) {
        if (error)
            *error = QStringLiteral("%1 is played by %2 to %3, one seat each")
                         .arg(spec.game)
                         .arg(info.minPlayers)
                         .arg(info.maxPlayers);
        return {};
    }
    std::shared_ptr<const kotatsu::GameDefinition> played = definition;
    for (int s = 0; s < spec.players; ++s) {
        const auto &seat = spec.seats[static_cast<std::size_t>(s)].spec;
        if (seat.isRules()) {
            played = played->withRulesSeat(
                s, seat.rulesLevel > 0 ? seat.rulesLevel : played->rulesSeatDefaultLevel());
            if (!played) {
                if (error)
                    *error = QStringLiteral("%1 has no seat its rules play").arg(spec.game);
                return {};
            }
        }
    }
    auto table = std::make_unique<NetTable>(
        played, spec.game.toStdString(), spec.variant.toStdString(), spec.players, spec.seed,
        spec.seats, (spec.code.isEmpty() ? newCode() : spec.code).toStdString(), deviceBits);
    if (spec.start)
        table->start();
    return adopt(std::move(table), spec.seed, QString());
}

QString NetServer::resumeTable(const QString &file, QString *error)
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(file, in.errorString());
        return {};
    }
    std::string why;
    const QByteArray bytes = in.read(16 * 1024 * 1024 + 1);
    const auto saved = kotatsu::net::NetTableFile::read(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), &why);
    if (!saved) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(file, QString::fromStdString(why));
        return {};
    }
    TableSpec spec;
    spec.game = QString::fromStdString(saved->game);
    spec.variant = QString::fromStdString(saved->variant);
    spec.players = static_cast<int>(saved->seats.size());
    spec.seed = saved->seed;
    spec.code = QString::fromStdString(saved->code);
    spec.start = false;
    std::vector<std::string> tokens;
    std::vector<std::string> names;
    for (const auto &seat : saved->seats) {
        spec.seats.push_back(NetTable::Seat{seat.spec, seat.remote});
        tokens.push_back(seat.token);
        names.push_back(seat.name);
    }
    QString problem;
    const QString id = openTable(spec, &problem);
    if (id.isEmpty()) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(file, problem);
        return {};
    }
    Hosted &hosted = *m_tables.at(id);
    const std::string refused = hosted.table->restore(saved->moves, tokens, names, saved->started);
    if (!refused.empty()) {
        m_tables.erase(id);
        if (error)
            *error = QStringLiteral("%1: %2").arg(file, QString::fromStdString(refused));
        return {};
    }
    // The table was opened under a new file name; it goes on in the file it came from.
    if (hosted.file != file) {
        hosted.journal.reset();
        hosted.savedHeader.clear();
        if (!hosted.file.isEmpty())
            QFile::remove(hosted.file);
        hosted.file = file;
    }
    save(hosted);
    for (int seat = 0; seat < spec.players; ++seat) {
        if (!hosted.table->token(seat).empty())
            standInLater(id, seat);
    }
    playComputers(hosted);
    return id;
}

QJsonObject NetServer::invitation(const QString &id) const
{
    const auto it = m_tables.find(id);
    if (it == m_tables.end())
        return {};
    const Hosted &hosted = *it->second;
    QString host = m_listener->serverAddress().toString();
    if (m_listener->serverAddress() == QHostAddress::Any ||
        m_listener->serverAddress() == QHostAddress::AnyIPv4)
        host = QStringLiteral("127.0.0.1");
    // The certificate a joiner accepts, and no other, when it is pinned (setPinned).
    const std::string fingerprint =
        m_secure && m_pinned ? m_fingerprint.toStdString() : std::string();
    const kotatsu::net::InvitationAddress address{host.toStdString(), m_listener->serverPort(),
                                                  id.toStdString(),   hosted.table->code(),
                                                  m_secure,           fingerprint};
    QJsonObject line{
        {QStringLiteral("table"), id},
        {QStringLiteral("game"), QString::fromStdString(hosted.table->gameId())},
        {QStringLiteral("url"), QString::fromStdString(kotatsu::net::invitationUrl(address))},
        {QStringLiteral("code"), QString::fromStdString(hosted.table->code())},
        // The link says "tls=1" when the host speaks only TLS (wss://), and then the
        // certificate's fingerprint when it is pinned.
        {QStringLiteral("invitation"),
         QString::fromStdString(kotatsu::net::invitationLink(address))},
        {QStringLiteral("file"), hosted.file},
    };
    if (!address.fingerprint.empty())
        line.insert(QStringLiteral("sha256"), m_fingerprint);
    return line;
}

void NetServer::onNewConnection()
{
    while (QWebSocket *socket = m_server.nextPendingConnection()) {
        // A larger message is refused by the socket itself before it is read.
        socket->setMaxAllowedIncomingMessageSize(kotatsu::net::kMaxClientMessageBytes);
        socket->setMaxAllowedIncomingFrameSize(kotatsu::net::kMaxClientMessageBytes);
        const QString id = socket->requestUrl().path().mid(1);
        const auto it = m_tables.find(id.isEmpty() ? QStringLiteral("1") : id);
        if (it == m_tables.end()) {
            socket->sendTextMessage(
                QStringLiteral(R"({"type":"refused","reason":"no_such_table","about":"connect"})"));
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
            socket->deleteLater();
            continue;
        }
        m_connections[socket] = {it->second.get(), m_nextConnection++};
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, socket](const QString &text) { onText(socket, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this,
                [this, socket] { onText(socket, QStringLiteral("binary")); });
        connect(socket, &QWebSocket::disconnected, this, [this, socket] { onGone(socket); });
    }
}

void NetServer::onText(QWebSocket *socket, const QString &text)
{
    const auto it = m_connections.find(socket);
    if (it == m_connections.end())
        return;
    auto [hosted, connection] = it->second;
    const QByteArray utf8 = text.toUtf8();
    deliver(*hosted, hosted->table->receive(
                         connection,
                         std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())),
                         m_clock.elapsed()));
    playComputers(*hosted);
}

void NetServer::onGone(QWebSocket *socket)
{
    const auto it = m_connections.find(socket);
    if (it != m_connections.end()) {
        auto [hosted, connection] = it->second;
        m_connections.erase(it);
        const int seat = hosted->table->seatOf(connection);
        deliver(*hosted, hosted->table->disconnect(connection));
        if (seat >= 0)
            standInLater(hosted->id, seat);
    }
    socket->deleteLater();
}

void NetServer::deliver(Hosted &hosted, const std::vector<NetTable::Outgoing> &out)
{
    bool moved = false;
    for (const auto &o : out) {
        for (auto &[socket, where] : m_connections) {
            if (where.first != &hosted || where.second != o.connection)
                continue;
            socket->sendTextMessage(QString::fromStdString(o.text));
            if (o.close)
                socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
            break;
        }
        moved = moved || o.text.rfind(R"({"type":"state")", 0) == 0;
    }
    // Also the moves of a table nobody is connected to (its computers play on): no frame went
    // out for them, and a host restarted now must still find them.
    if (moved || hosted.table->record().history().size() != hosted.savedMoves)
        save(hosted);
    if (hosted.table->over() && !hosted.announcedOver) {
        hosted.announcedOver = true;
        Q_EMIT tableOver(hosted.id);
    }
    // A seat taken, a game started or over: the local network hears it now, not at the next
    // round of announcements.
    offer(hosted, false);
}

void NetServer::save(Hosted &hosted) const
{
    if (hosted.file.isEmpty())
        return;
    const auto &history = hosted.table->record().history();
    const std::string header =
        kotatsu::net::NetTableFile::of(*hosted.table, /*withMoves=*/false).headerLine();
    if (header == hosted.savedHeader && history.size() >= hosted.savedMoves && hosted.journal) {
        // Only moves since the last save: their lines appended, one write. Not synced to the
        // disk: what is guarded against is the host's process stopping, not the power.
        std::string lines;
        for (std::size_t i = hosted.savedMoves; i < history.size(); ++i)
            lines += kotatsu::net::NetTableFile::moveLine(history[i].text);
        if (lines.empty())
            return;
        if (hosted.journal->write(lines.data(), static_cast<qint64>(lines.size())) ==
                static_cast<qint64>(lines.size()) &&
            hosted.journal->flush()) {
            hosted.savedMoves = history.size();
            return;
        }
        // A failed append (a full disk): the whole file is written again below.
    }
    // The seats changed (someone sat down, a token, the game started), or the first save: the
    // whole file, written beside the last one and renamed over it, so that a host killed at
    // any moment leaves a whole file.
    hosted.journal.reset();
    hosted.savedHeader.clear();
    const QString part = hosted.file + QStringLiteral(".part");
    QFile out(part);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return;
    std::string text = header;
    for (const auto &step : history)
        text += kotatsu::net::NetTableFile::moveLine(step.text);
    const bool written = out.write(text.data(), static_cast<qint64>(text.size())) ==
                         static_cast<qint64>(text.size());
    out.close();
    if (!written || std::rename(QFile::encodeName(part).constData(),
                                QFile::encodeName(hosted.file).constData()) != 0) {
        QFile::remove(part);
        return;
    }
    auto journal = std::make_unique<QFile>(hosted.file);
    if (!journal->open(QIODevice::WriteOnly | QIODevice::Append))
        return;
    hosted.journal = std::move(journal);
    hosted.savedHeader = header;
    hosted.savedMoves = history.size();
}

void NetServer::standInLater(const QString &id, int seat)
{
    if (m_standIn.isEmpty())
        return;
    QTimer::singleShot(m_standInAfterMs, this, [this, id, seat] {
        const auto it = m_tables.find(id);
        if (it == m_tables.end())
            return;
        Hosted &hosted = *it->second;
        if (hosted.table->connected(seat) || !hosted.table->setStandIn(seat, true))
            return;
        deliver(hosted, hosted.table->announceTable());
        playComputers(hosted);
    });
}

void NetServer::playComputers(Hosted &hosted)
{
    NetTable &table = *hosted.table;
    if (!table.seatPlayedHere())
        return;
    const int ply = table.record().state().plyCount();
    if (hosted.thinkingAt == ply)
        return;
    const int seat = table.record().currentPlayer();
    std::string spec =
        table.seats()[static_cast<std::size_t>(seat)].spec.agentFor(table.record().definition());
    if (table.standingIn(seat)) {
        const auto standIn = kotatsu::SeatSpec::parse(m_standIn.toStdString());
        spec = standIn ? standIn->agentFor(table.record().definition()) : std::string();
    }
    if (spec.empty())
        return; // a person at the host's own screen: the host's view plays it
    hosted.thinkingAt = ply;
    std::shared_ptr<const kotatsu::GameState> state(table.record().state().clone());
    const std::uint64_t seed = kotatsu::Rng::derive(hosted.seed, static_cast<std::uint64_t>(ply));
    QPointer<NetServer> self(this);
    const QString id = hosted.id;
    QThreadPool::globalInstance()->start([self, id, ply, state, spec, seed] {
        auto agent = kotatsu::makeAgent(spec);
        kotatsu::Rng rng(seed);
        kotatsu::Action action{};
        if (agent)
            action = agent->chooseAction(kotatsu::PlayerView(*state), rng);
        if (!self)
            return;
        QMetaObject::invokeMethod(self.data(), [self, id, ply, action] {
            if (!self)
                return;
            const auto it = self->m_tables.find(id);
            if (it == self->m_tables.end())
                return;
            Hosted &answered = *it->second;
            if (answered.thinkingAt != ply || answered.table->record().state().plyCount() != ply)
                return;
            answered.thinkingAt = -1;
            self->deliver(answered, answered.table->playHere(action));
            self->playComputers(answered);
        });
    });
}
