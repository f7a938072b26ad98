// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote_table.h"

#include "editor/user_data.h"
#include "net/net_invitation.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QSslCertificate>
#include <QSslError>
#include <QUrlQuery>
#include <algorithm>

namespace {
constexpr int kMaxRetryDelayMs = 8000;
// The tables the token file remembers at most (the oldest are forgotten first).
constexpr int kMaxKeptTokens = 100;

// Every RemoteTable of this process: a token kept in the file is not taken from another
// window of the same app that sits at that seat now (two windows at one table, as tests have
// them, are two seats).
QSet<const RemoteTable *> &liveTables()
{
    static QSet<const RemoteTable *> tables;
    return tables;
}

QJsonObject message(const char *type)
{
    return QJsonObject{{QStringLiteral("v"), 1}, {QStringLiteral("type"), QLatin1String(type)}};
}

// Whether a fingerprint an invitation carries is one: "" (none) or 64 lower-case hex digits.
bool fingerprintReads(const QString &fingerprint, const QUrl &url, QString *error)
{
    if (fingerprint.isEmpty())
        return true;
    if (url.scheme() != QLatin1String("wss")) {
        *error = QStringLiteral("a certificate's fingerprint goes with TLS (wss:// or tls=1)");
        return false;
    }
    if (!kotatsu::net::isFingerprint(fingerprint.toStdString())) {
        *error = QStringLiteral("sha256: not 64 lower-case hexadecimal digits");
        return false;
    }
    return true;
}

// kotatsu://host:port/table?code=CODE[&tls=1[&sha256=FINGERPRINT]], the link form of an
// invitation ("tls=1": the host speaks only TLS, wss://; "sha256": its certificate's).
std::optional<RemoteTable::Invitation> fromLink(const QUrl &link, QString *error)
{
    const QString table = link.path().mid(1);
    const QString code = QUrlQuery(link).queryItemValue(QStringLiteral("code"));
    if (link.host().isEmpty() || link.port() <= 0 || table.isEmpty() || table.contains('/') ||
        code.isEmpty()) {
        *error = QStringLiteral("a link needs a host, a port, a table and a code: "
                                "kotatsu://host:port/table?code=CODE");
        return std::nullopt;
    }
    QUrl url;
    const bool tls = QUrlQuery(link).queryItemValue(QStringLiteral("tls")) == QLatin1String("1");
    url.setScheme(tls ? QStringLiteral("wss") : QStringLiteral("ws"));
    url.setHost(link.host());
    url.setPort(link.port());
    url.setPath(QLatin1Char('/') + table);
    const QString fingerprint = QUrlQuery(link).queryItemValue(QStringLiteral("sha256"));
    if (!fingerprintReads(fingerprint, url, error))
        return std::nullopt;
    return RemoteTable::Invitation{url, code, fingerprint};
}
} // namespace

std::optional<RemoteTable::Invitation> RemoteTable::parseInvitation(const QString &text,
                                                                    QString *error)
{
    const QString trimmed = text.trimmed();
    if (trimmed.startsWith(QLatin1Char('{'))) {
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(trimmed.toUtf8(), &parseError);
        if (!document.isObject()) {
            *error =
                QStringLiteral("the invitation is not a JSON object: ") + parseError.errorString();
            return std::nullopt;
        }
        const QJsonObject object = document.object();
        const QUrl url(object.value(QStringLiteral("url")).toString());
        const QString code = object.value(QStringLiteral("code")).toString();
        const QString fingerprint = object.value(QStringLiteral("sha256")).toString();
        if (url.isValid() &&
            (url.scheme() == QLatin1String("ws") || url.scheme() == QLatin1String("wss")) &&
            !url.host().isEmpty() && !code.isEmpty()) {
            if (!fingerprintReads(fingerprint, url, error))
                return std::nullopt;
            return Invitation{url, code, fingerprint};
        }
        // An invitation line without "url" still has its link.
        if (object.contains(QStringLiteral("invitation")))
            return fromLink(QUrl(object.value(QStringLiteral("invitation")).toString()), error);
        *error = QStringLiteral("the invitation has no \"url\" (ws://…) and \"code\"");
        return std::nullopt;
    }
    const QUrl link(trimmed, QUrl::StrictMode);
    if (link.isValid() && link.scheme() == QLatin1String("kotatsu"))
        return fromLink(link, error);
    *error = QStringLiteral("neither an invitation's JSON line nor a kotatsu:// link");
    return std::nullopt;
}

QString RemoteTable::link(const Invitation &invitation)
{
    const kotatsu::net::InvitationAddress address{invitation.url.host().toStdString(),
                                                  static_cast<std::uint16_t>(invitation.url.port()),
                                                  invitation.url.path().mid(1).toStdString(),
                                                  invitation.code.toStdString(),
                                                  invitation.url.scheme() == QLatin1String("wss"),
                                                  invitation.fingerprint.toStdString()};
    return QString::fromStdString(kotatsu::net::invitationLink(address));
}

RemoteTable::RemoteTable(QObject *parent) : QObject(parent)
{
    liveTables().insert(this);
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &RemoteTable::open);
}

RemoteTable::~RemoteTable()
{
    liveTables().remove(this);
    leave();
}

void RemoteTable::join(const Invitation &invitation, const QString &name, const QString &language)
{
    leave();
    m_invitation = invitation;
    m_name = name.left(64);
    m_language = language.left(8);
    m_problem = Problem::None;
    m_refusal.clear();
    m_table = {};
    m_seat = -1;
    m_token = keptToken();
    m_tokenFromFile = !m_token.isEmpty();
    m_triedSeats.clear();
    m_welcomed = false;
    m_nextDelayMs = m_retryDelayMs;
    setStatus(Status::Connecting);
    open();
}

void RemoteTable::leave()
{
    m_retry.stop();
    if (m_socket) {
        QWebSocket *socket = m_socket;
        m_socket = nullptr;
        socket->disconnect(this);
        socket->close();
        socket->deleteLater();
    }
    if (m_status != Status::Failed)
        setStatus(Status::Idle);
}

void RemoteTable::open()
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
        m_socket->deleteLater();
    }
    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    connect(m_socket, &QWebSocket::connected, this, &RemoteTable::onConnected);
    connect(m_socket, &QWebSocket::textMessageReceived, this, &RemoteTable::onText);
    connect(m_socket, &QWebSocket::sslErrors, this, &RemoteTable::onSslErrors);
    // A connection refused, one that never came up and one cut all end in the unconnected
    // state: that, not `disconnected`, is what is watched.
    connect(m_socket, &QWebSocket::stateChanged, this,
            [this, socket = m_socket](QAbstractSocket::SocketState state) {
                if (socket == m_socket && state == QAbstractSocket::UnconnectedState)
                    onDisconnected();
            });
    m_socket->open(m_invitation.url);
}

void RemoteTable::onSslErrors(const QList<QSslError> &errors)
{
    if (m_invitation.fingerprint.isEmpty()) {
        // No certificate named: one this computer does not trust is refused.
        QStringList why;
        for (const QSslError &error : errors)
            why << error.errorString();
        qWarning("the host's certificate is not trusted: %s", qPrintable(why.join(", ")));
        fail(Problem::UntrustedCertificate);
        return;
    }
    // The invitation names the certificate: whoever signed it (mostly the host itself), it is
    // checked against the fingerprint once the handshake is done (onConnected), before any
    // byte of ours goes out but the WebSocket's request for the table's path.
    m_socket->ignoreSslErrors();
}

void RemoteTable::onConnected()
{
    if (!m_invitation.fingerprint.isEmpty()) {
        const QSslCertificate certificate = m_socket->sslConfiguration().peerCertificate();
        const QString fingerprint =
            certificate.isNull()
                ? QString()
                : QString::fromLatin1(certificate.digest(QCryptographicHash::Sha256).toHex());
        if (fingerprint != m_invitation.fingerprint) {
            qWarning("the host's certificate is not the invitation's: sha256 %s",
                     qPrintable(fingerprint.isEmpty() ? QStringLiteral("(none)") : fingerprint));
            fail(Problem::WrongCertificate);
            return;
        }
    }
    if (!m_token.isEmpty()) {
        // Back after a drop: the seat is ours by its token, whatever the code.
        QJsonObject rejoin = message("rejoin");
        rejoin.insert(QStringLiteral("token"), m_token);
        send(rejoin);
        return;
    }
    sendJoin();
}

void RemoteTable::sendJoin()
{
    QJsonObject join = message("join");
    join.insert(QStringLiteral("code"), m_invitation.code.left(16));
    join.insert(QStringLiteral("name"), m_name);
    join.insert(QStringLiteral("language"), m_language);
    send(join);
}

void RemoteTable::send(const QJsonObject &message)
{
    if (m_socket && m_socket->state() == QAbstractSocket::ConnectedState)
        m_socket->sendTextMessage(
            QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

bool RemoteTable::sendMove(int ply, int move)
{
    if (m_status != Status::Seated || !m_socket ||
        m_socket->state() != QAbstractSocket::ConnectedState)
        return false;
    QJsonObject play = message("move");
    play.insert(QStringLiteral("ply"), ply);
    play.insert(QStringLiteral("move"), move);
    send(play);
    return true;
}

bool RemoteTable::sendChat(const QString &text)
{
    if ((m_status != Status::Seated && m_status != Status::Sitting) || !m_socket ||
        m_socket->state() != QAbstractSocket::ConnectedState)
        return false;
    QJsonObject chat = message("chat");
    chat.insert(QStringLiteral("text"), text);
    send(chat);
    return true;
}

void RemoteTable::onText(const QString &text)
{
    const QJsonObject in = QJsonDocument::fromJson(text.toUtf8()).object();
    const QString type = in.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("welcome") || type == QLatin1String("table")) {
        m_welcomed = true;
        m_nextDelayMs = m_retryDelayMs;
        m_table = in;
        Q_EMIT tableChanged();
        if (type == QLatin1String("welcome") && m_token.isEmpty()) {
            setStatus(Status::Sitting);
            sitAtFreeSeat();
        }
    } else if (type == QLatin1String("seated")) {
        m_welcomed = true;
        m_nextDelayMs = m_retryDelayMs;
        m_seat = in.value(QStringLiteral("seat")).toInt(-1);
        m_token = in.value(QStringLiteral("token")).toString();
        m_tokenFromFile = false;
        keepToken(m_token);
        setStatus(Status::Seated);
    } else if (type == QLatin1String("state")) {
        if (in.value(QStringLiteral("seat")).toInt(-1) == m_seat)
            Q_EMIT frame(in);
    } else if (type == QLatin1String("history")) {
        if (in.value(QStringLiteral("seat")).toInt(-1) == m_seat)
            Q_EMIT history(in);
    } else if (type == QLatin1String("refused")) {
        const QString reason = in.value(QStringLiteral("reason")).toString();
        const QString about = in.value(QStringLiteral("about")).toString();
        if (about == QLatin1String("join"))
            fail(reason == QLatin1String("wrong_code") ? Problem::WrongCode : Problem::Refused,
                 reason);
        else if (about == QLatin1String("sit") && reason == QLatin1String("seat_taken"))
            sitAtFreeSeat(); // someone was quicker: the next free one
        else if (about == QLatin1String("sit"))
            fail(Problem::Refused, reason);
        else if (about == QLatin1String("rejoin") && reason == QLatin1String("bad_token") &&
                 m_tokenFromFile) {
            // A token from an earlier run that this host does not know (its table is gone, or
            // another table has its address): forgotten; a joiner with the code, then.
            m_tokenFromFile = false;
            m_token.clear();
            keepToken(QString());
            sendJoin();
        } else if (about == QLatin1String("rejoin"))
            fail(reason == QLatin1String("bad_token") ? Problem::BadToken : Problem::Refused,
                 reason);
        else if (about == QLatin1String("move"))
            Q_EMIT moveRefused(reason);
        if (about == QLatin1String("chat") || reason == QLatin1String("too_fast"))
            Q_EMIT chatRefused(reason);
    } else if (type == QLatin1String("chat")) {
        Q_EMIT chat(in.value(QStringLiteral("seat")).toInt(-1),
                    in.value(QStringLiteral("name")).toString(),
                    in.value(QStringLiteral("text")).toString());
    } else if (type == QLatin1String("replaced")) {
        // The seat was taken back with its token elsewhere (this person's other window).
        fail(Problem::Replaced);
    }
}

void RemoteTable::sitAtFreeSeat()
{
    const QJsonArray seats = m_table.value(QStringLiteral("seats")).toArray();
    for (const QJsonValue &value : seats) {
        const QJsonObject seat = value.toObject();
        const int number = seat.value(QStringLiteral("seat")).toInt(-1);
        if (seat.value(QStringLiteral("remote")).toBool() &&
            !seat.value(QStringLiteral("taken")).toBool() && !m_triedSeats.contains(number)) {
            m_triedSeats.insert(number);
            QJsonObject sit = message("sit");
            sit.insert(QStringLiteral("seat"), number);
            send(sit);
            return;
        }
    }
    fail(Problem::NoFreeSeat);
}

void RemoteTable::onDisconnected()
{
    if (m_status == Status::Failed || m_status == Status::Idle || m_retry.isActive())
        return;
    if (!m_welcomed) {
        fail(Problem::Unreachable);
        return;
    }
    if (m_token.isEmpty()) {
        // Dropped before sitting down: join again from the start.
        m_triedSeats.clear();
        setStatus(Status::Connecting);
    } else {
        setStatus(Status::Reconnecting);
    }
    m_retry.start(m_nextDelayMs);
    m_nextDelayMs = std::min(m_nextDelayMs * 2, kMaxRetryDelayMs);
}

void RemoteTable::fail(Problem problem, const QString &refusal)
{
    m_problem = problem;
    m_refusal = refusal;
    m_retry.stop();
    setStatus(Status::Failed);
    if (m_socket) {
        QWebSocket *socket = m_socket;
        m_socket = nullptr;
        socket->disconnect(this);
        // Not a word more to a host that is not the one invited to (a certificate refused).
        if (problem == Problem::WrongCertificate || problem == Problem::UntrustedCertificate)
            socket->abort();
        else
            socket->close();
        socket->deleteLater();
    }
}

void RemoteTable::setStatus(Status status)
{
    if (status == m_status)
        return;
    m_status = status;
    Q_EMIT statusChanged();
}

QString RemoteTable::keptToken() const
{
    if (m_tokenFile.isEmpty())
        return {};
    QFile file(m_tokenFile);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject kept = QJsonDocument::fromJson(file.readAll())
                                 .object()
                                 .value(m_invitation.url.toString())
                                 .toObject();
    const QString token = kept.value(QStringLiteral("token")).toString();
    // Only what a host hands out (32 hexadecimal digits): anything else is not sent.
    const bool wellFormed =
        token.size() == 32 && std::all_of(token.begin(), token.end(), [](QChar c) {
            return (c >= QLatin1Char('0') && c <= QLatin1Char('9')) ||
                   (c >= QLatin1Char('a') && c <= QLatin1Char('f'));
        });
    if (!wellFormed)
        return {};
    for (const RemoteTable *other : liveTables()) {
        if (other != this && other->m_token == token)
            return {};
    }
    return token;
}

void RemoteTable::keepToken(const QString &token)
{
    if (m_tokenFile.isEmpty())
        return;
    QJsonObject kept;
    QFile in(m_tokenFile);
    if (in.open(QIODevice::ReadOnly))
        kept = QJsonDocument::fromJson(in.readAll()).object();
    in.close();
    const QString table = m_invitation.url.toString();
    if (token.isEmpty()) {
        if (!kept.contains(table))
            return;
        kept.remove(table);
    } else {
        kept.insert(table, QJsonObject{{QStringLiteral("token"), token},
                                       {QStringLiteral("at"), QDateTime::currentSecsSinceEpoch()}});
        while (kept.size() > kMaxKeptTokens) {
            auto oldest = kept.begin();
            for (auto it = kept.begin(); it != kept.end(); ++it) {
                if (it.value().toObject().value(QStringLiteral("at")).toInteger() <
                    oldest.value().toObject().value(QStringLiteral("at")).toInteger())
                    oldest = it;
            }
            kept.erase(oldest);
        }
    }
    // (Not kept when it cannot be written: the seat is then kept for this run only.)
    kotatsu::bridge::writeFileAtomically(
        m_tokenFile, QJsonDocument(kept).toJson(QJsonDocument::Indented), nullptr);
}
