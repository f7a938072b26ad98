// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QSet>
#include <QString>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>
#include <optional>

// A seat at a table another computer holds (docs/network.md): the app's side of the protocol.
// It connects to the table's WebSocket, joins with the invitation's code, sits at the first free
// seat for someone on another computer, and keeps the seat's token: when the connection drops,
// it connects again and takes the seat back with `rejoin`, as often as it takes. What the host
// sends is handed on as it comes (tableChanged, frame); nothing of the game is decided here.
class RemoteTable : public QObject
{
    Q_OBJECT

public:
    // Where a table is and the code that admits a joiner: from the invitation's JSON line
    // ({"url": "ws://…", "code": "…"} as kotatsu-server prints it) or its link
    // (kotatsu://host:port/table?code=CODE[&tls=1[&sha256=FINGERPRINT]]). nullopt (and *error,
    // an English reason for the log) when the text is neither.
    struct Invitation
    {
        QUrl url; // ws://host:port/table, or wss:// when the host speaks only TLS
        QString code;
        // wss: the SHA-256 of the host's certificate (64 lower-case hexadecimal digits): that
        // certificate is accepted and no other, whoever signed it; "" to trust the certificate
        // as Qt does (a certificate authority this computer knows).
        QString fingerprint;
    };
    static std::optional<Invitation> parseInvitation(const QString &text, QString *error);
    // The link of an invitation (kotatsu://host:port/table?code=CODE).
    static QString link(const Invitation &invitation);

    enum class Status
    {
        Idle,         // not at a table
        Connecting,   // the first connection, until the host's welcome
        Sitting,      // welcomed, asking for a seat
        Seated,       // at the table with a token
        Reconnecting, // the connection dropped: connecting again to rejoin
        Failed        // could not join (problem() says why); nothing more is tried
    };
    Q_ENUM(Status)
    // Why joining failed: "unreachable", "wrong_code", "no_free_seat", "bad_token", "replaced",
    // a refusal's reason from the host, or the host's certificate: not the one the invitation
    // names (WrongCertificate: someone may be in the middle), or, with no fingerprint in the
    // invitation, one this computer does not trust (UntrustedCertificate).
    enum class Problem
    {
        None,
        Unreachable,
        WrongCode,
        NoFreeSeat,
        BadToken,
        Replaced,
        Refused,
        WrongCertificate,
        UntrustedCertificate
    };
    Q_ENUM(Problem)

    explicit RemoteTable(QObject *parent = nullptr);
    ~RemoteTable() override;

    // Connects and joins; `name` and `language` are what the host shows the table.
    void join(const Invitation &invitation, const QString &name, const QString &language);
    // Leaves the table: the connection is closed and nothing is tried again. The seat stays the
    // host's (kept for its token, docs/network.md).
    void leave();
    // Asks to play legal move `move` (its number in the frame's "legal") in the position after
    // `ply` moves; false when not seated or not connected.
    bool sendMove(int ply, int move);
    // Says `text` to the table (a `chat` message; the host gives it to everyone at the table,
    // this connection too); false when not at the table or not connected. The text is sent as
    // it is: its length and pace are the caller's to check (TableChat).
    bool sendChat(const QString &text);

    Status status() const { return m_status; }
    Problem problem() const { return m_problem; }
    // The host's refusal behind a Refused problem (docs/network.md, "Refusals").
    QString refusal() const { return m_refusal; }
    int seat() const { return m_seat; }
    QString token() const { return m_token; }
    const Invitation &invitation() const { return m_invitation; }
    // The host's last "welcome" or "table" message: game, variant, players, started, over,
    // seats [{seat, kind, remote, taken, connected, name}].
    const QJsonObject &table() const { return m_table; }
    // Where the seats' tokens are kept between runs of the app (a JSON file: each table's
    // address and the token of the seat this app sat at there), so that the app started again
    // after it was closed, killed or crashed takes its seat back at the same table (`rejoin`,
    // and a plain `join` with the code when the host no longer knows the token). Empty (the
    // default): the token is kept in memory only.
    void setTokenFile(const QString &path) { m_tokenFile = path; }
    // Milliseconds before connecting again after a drop (the first try; then doubled up to
    // 8 s). Tests shorten it.
    void setRetryDelay(int ms) { m_retryDelayMs = ms; }

Q_SIGNALS:
    void statusChanged();
    void tableChanged();
    // A "state" frame for this seat: {ply, seat, toMove, over, observation, events, legal,
    // outcome} (docs/network.md).
    void frame(const QJsonObject &frame);
    // The game so far as this seat may know it, sent when it sits down or rejoins, before its
    // frame: {ply, seat, moves: [{ply, seat, round, events, text?, description?}]}
    // (docs/network.md).
    void history(const QJsonObject &history);
    // A move refused by the host (stale_ply, not_your_turn, illegal_move, …): nothing changed.
    void moveRefused(const QString &reason);
    // Someone said something at the table: their seat (-1: someone not seated), the name they
    // gave and their text, as the host passed them on.
    void chat(int seat, const QString &name, const QString &text);
    // A chat message refused by the host, or any message refused as too_fast (the host counts
    // every message for its pace): the protocol's reason.
    void chatRefused(const QString &reason);

private:
    void open();
    void onConnected();
    void onSslErrors(const QList<QSslError> &errors);
    void onText(const QString &text);
    void onDisconnected();
    void sitAtFreeSeat();
    void sendJoin();
    // The token kept in the token file for this table ("" when none), and keeping one ("":
    // forgetting it).
    QString keptToken() const;
    void keepToken(const QString &token);
    void send(const QJsonObject &message);
    void setStatus(Status status);
    void fail(Problem problem, const QString &refusal = QString());

    QWebSocket *m_socket = nullptr;
    Invitation m_invitation;
    QString m_name;
    QString m_language;
    Status m_status = Status::Idle;
    Problem m_problem = Problem::None;
    QString m_refusal;
    QJsonObject m_table;
    int m_seat = -1;
    QString m_token;
    QString m_tokenFile;
    // The first rejoin is with a token read from the token file: if the host does not know
    // it (another table at the same address now), join with the code instead.
    bool m_tokenFromFile = false;
    QSet<int> m_triedSeats;
    // Whether this table ever answered: a first connection that fails is "unreachable"; a
    // later drop is tried again.
    bool m_welcomed = false;
    QTimer m_retry;
    int m_retryDelayMs = 1000;
    int m_nextDelayMs = 1000;
};
