// SPDX-License-Identifier: GPL-3.0-or-later
// kotatsu-server as friends reach it: the real program started on the loopback, real
// WebSocket clients joining by the invitation, playing whole games by the protocol
// (docs/network.md), a client killed and rejoining with its token, the host killed and
// restarted from its save with everybody rejoining, and a client sending what it must not.
#include "match/match_record.h"
#include "net/net_table_file.h"
#include "test_support.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QWebSocket>

using namespace kotatsu;

namespace {

constexpr int kGameTimeoutMs = 120000;

// One kotatsu-server process and the invitation it printed for its first table.
class Server
{
public:
    ~Server() { stop(); }
    bool start(const QStringList &arguments)
    {
        m_process.setProgram(QStringLiteral(KOTATSU_SERVER));
        m_process.setArguments(arguments +
                               QStringList{QStringLiteral("--port"), QStringLiteral("0")});
        m_process.setProcessChannelMode(QProcess::SeparateChannels);
        m_process.start();
        if (!m_process.waitForStarted(10000))
            return false;
        for (int i = 0; i < 100 && !m_process.canReadLine(); ++i)
            m_process.waitForReadyRead(200);
        if (!m_process.canReadLine()) {
            qWarning() << m_process.readAllStandardError();
            return false;
        }
        invitation = QJsonDocument::fromJson(m_process.readLine()).object();
        return !invitation.value(QStringLiteral("url")).toString().isEmpty();
    }
    void stop()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    QUrl url() const { return QUrl(invitation.value(QStringLiteral("url")).toString()); }
    QString code() const { return invitation.value(QStringLiteral("code")).toString(); }
    QString file() const { return invitation.value(QStringLiteral("file")).toString(); }
    QJsonObject invitation;

private:
    QProcess m_process;
};

// A person on another computer: joins, sits, and (while `autoplay`) answers every frame that
// asks it to move with a random legal move.
class Player : public QObject
{
public:
    explicit Player(quint32 seed) : m_random(seed)
    {
        connect(&socket, &QWebSocket::textMessageReceived, this, [this](const QString &text) {
            const QJsonObject message = QJsonDocument::fromJson(text.toUtf8()).object();
            inbox.append(message);
            const QString type = message.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("seated")) {
                seat = message.value(QStringLiteral("seat")).toInt();
                token = message.value(QStringLiteral("token")).toString();
            } else if (type == QLatin1String("state")) {
                frame = message;
                ++frames;
                if (message.value(QStringLiteral("seat")).toInt() != seat)
                    wrongSeatFrames++;
                answer();
            }
        });
    }
    bool open(const QUrl &url)
    {
        QSignalSpy connected(&socket, &QWebSocket::connected);
        socket.open(url);
        return connected.wait(10000) || !connected.isEmpty();
    }
    void send(const QJsonObject &message)
    {
        socket.sendTextMessage(
            QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
    }
    void join(const QString &code, const QString &name)
    {
        send({{QStringLiteral("v"), 1},
              {QStringLiteral("type"), QStringLiteral("join")},
              {QStringLiteral("code"), code},
              {QStringLiteral("name"), name},
              {QStringLiteral("language"), QStringLiteral("ja")}});
    }
    void sit(int s)
    {
        send({{QStringLiteral("v"), 1},
              {QStringLiteral("type"), QStringLiteral("sit")},
              {QStringLiteral("seat"), s}});
    }
    void rejoin(const QString &t)
    {
        send({{QStringLiteral("v"), 1},
              {QStringLiteral("type"), QStringLiteral("rejoin")},
              {QStringLiteral("token"), t}});
    }
    void answer()
    {
        if (!autoplay || frame.value(QStringLiteral("over")).toBool() ||
            frame.value(QStringLiteral("toMove")).toInt() != seat)
            return;
        const QJsonArray legal = frame.value(QStringLiteral("legal")).toArray();
        if (legal.isEmpty() || frame.value(QStringLiteral("ply")).toInt() >= stopAtPly)
            return;
        const int pick = static_cast<int>(m_random.bounded(static_cast<quint32>(legal.size())));
        send({{QStringLiteral("v"), 1},
              {QStringLiteral("type"), QStringLiteral("move")},
              {QStringLiteral("ply"), frame.value(QStringLiteral("ply"))},
              {QStringLiteral("move"), legal.at(pick).toObject().value(QStringLiteral("move"))}});
    }
    bool over() const { return frame.value(QStringLiteral("over")).toBool(); }
    int ply() const { return frame.value(QStringLiteral("ply")).toInt(-1); }
    QString lastRefusal() const
    {
        for (auto it = inbox.crbegin(); it != inbox.crend(); ++it) {
            if (it->value(QStringLiteral("type")).toString() == QLatin1String("refused"))
                return it->value(QStringLiteral("reason")).toString();
        }
        return {};
    }

    QWebSocket socket;
    QList<QJsonObject> inbox;
    QJsonObject frame;
    QString token;
    int seat = -1;
    int frames = 0;
    int wrongSeatFrames = 0;
    bool autoplay = true;
    int stopAtPly = 1 << 30;

private:
    QRandomGenerator m_random;
};

} // namespace

class TestNetServer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void twoPlayersPlayAWholeGame()
    {
        QTemporaryDir saves;
        Server server;
        QVERIFY(server.start({QStringLiteral("--game"), QStringLiteral("garden"),
                              QStringLiteral("--seats"), QStringLiteral("remote,remote"),
                              QStringLiteral("--seed"), QStringLiteral("17"),
                              QStringLiteral("--saves"), saves.path()}));
        QVERIFY(server.invitation.value(QStringLiteral("invitation"))
                    .toString()
                    .startsWith(QStringLiteral("kotatsu://127.0.0.1:")));
        Player ana(1), bea(2);
        QVERIFY(ana.open(server.url()));
        QVERIFY(bea.open(server.url()));
        ana.join(server.code(), QStringLiteral("Ana"));
        bea.join(server.code(), QStringLiteral("Bea"));
        ana.sit(0);
        QTRY_COMPARE(ana.seat, 0);
        bea.sit(1);
        QTRY_COMPARE(bea.seat, 1);
        QTRY_VERIFY_WITH_TIMEOUT(ana.over() && bea.over(), kGameTimeoutMs);
        QCOMPARE(ana.frame.value(QStringLiteral("outcome")),
                 bea.frame.value(QStringLiteral("outcome")));
        QCOMPARE(ana.wrongSeatFrames, 0);
        QCOMPARE(bea.wrongSeatFrames, 0);
        QVERIFY(ana.frames > 5);
        // The host saved the game after every move; it replays to the same end.
        QFile file(server.file());
        QVERIFY(file.open(QIODevice::ReadOnly));
        std::string error;
        const QByteArray bytes = file.readAll();
        const auto saved = net::NetTableFile::fromJson(bytes.toStdString(), &error);
        QVERIFY2(saved, error.c_str());
        QCOMPARE(static_cast<int>(saved->moves.size()), ana.ply());
        QCOMPARE(saved->seats[0].name, std::string("Ana"));
        const auto again =
            MatchRecord::replay(test::definition("garden"), 2, 17, saved->moves, &error);
        QVERIFY2(again, error.c_str());
        QVERIFY(again->isOver());
    }

    // A computer at the table; a client whose connection dies comes back with its token.
    void killedClientRejoins()
    {
        QTemporaryDir saves;
        Server server;
        QVERIFY(server.start(
            {QStringLiteral("--game"), QStringLiteral("shikoku"), QStringLiteral("--seats"),
             QStringLiteral("remote,computer:level=easy,remote"), QStringLiteral("--seed"),
             QStringLiteral("5"), QStringLiteral("--saves"), saves.path()}));
        Player ana(3), bea(4);
        QVERIFY(ana.open(server.url()));
        QVERIFY(bea.open(server.url()));
        ana.join(server.code(), QStringLiteral("Ana"));
        bea.join(server.code(), QStringLiteral("Bea"));
        ana.sit(0);
        bea.sit(2);
        QTRY_COMPARE(bea.seat, 2);
        bea.stopAtPly = 6;
        QTRY_VERIFY_WITH_TIMEOUT(bea.ply() >= 6 || bea.over(), kGameTimeoutMs);
        const QString token = bea.token;
        const int seen = bea.ply();
        bea.socket.abort();
        Player back(5);
        QVERIFY(back.open(server.url()));
        back.rejoin(QStringLiteral("0123456789abcdef0123456789abcdef"));
        QTRY_COMPARE(back.lastRefusal(), QStringLiteral("bad_token"));
        back.rejoin(token);
        QTRY_COMPARE(back.seat, 2);
        QTRY_VERIFY(back.ply() >= seen);
        QTRY_VERIFY_WITH_TIMEOUT(ana.over() && back.over(), kGameTimeoutMs);
        QCOMPARE(ana.frame.value(QStringLiteral("outcome")),
                 back.frame.value(QStringLiteral("outcome")));
        QCOMPARE(back.wrongSeatFrames, 0);
    }

    // Someone leaves for good: after the time the host gives them, a computer plays their
    // seat, and the others finish the game.
    void aComputerStandsInForSomeoneWhoLeft()
    {
        QTemporaryDir saves;
        Server server;
        QVERIFY(server.start({QStringLiteral("--game"), QStringLiteral("tokaido_duo"),
                              QStringLiteral("--seats"), QStringLiteral("remote,remote"),
                              QStringLiteral("--seed"), QStringLiteral("3"),
                              QStringLiteral("--stand-in"), QStringLiteral("random"),
                              QStringLiteral("--stand-in-after"), QStringLiteral("0"),
                              QStringLiteral("--saves"), saves.path()}));
        Player ana(14), bea(15);
        QVERIFY(ana.open(server.url()));
        QVERIFY(bea.open(server.url()));
        ana.join(server.code(), QStringLiteral("Ana"));
        bea.join(server.code(), QStringLiteral("Bea"));
        ana.sit(0);
        bea.sit(1);
        QTRY_COMPARE(bea.seat, 1);
        bea.stopAtPly = 4;
        QTRY_VERIFY_WITH_TIMEOUT(bea.ply() >= 4, kGameTimeoutMs);
        bea.socket.close();
        QTRY_VERIFY_WITH_TIMEOUT(ana.over(), kGameTimeoutMs);
        bool stoodIn = false;
        for (const QJsonObject &message : ana.inbox) {
            if (message.value(QStringLiteral("type")).toString() == QLatin1String("table"))
                stoodIn = stoodIn || message.value(QStringLiteral("seats"))
                                         .toArray()
                                         .at(1)
                                         .toObject()
                                         .value(QStringLiteral("standIn"))
                                         .toBool();
        }
        QVERIFY(stoodIn);
    }

    // The host dies mid-game; started again on its save, every player rejoins with their token
    // and the game goes on from the same position.
    void hostRestartsFromItsSave()
    {
        QTemporaryDir saves;
        QString file;
        QString ana0Token, bea0Token;
        int plyAtKill = -1;
        QJsonObject observationAtKill;
        {
            Server server;
            QVERIFY(server.start({QStringLiteral("--game"), QStringLiteral("hyano"),
                                  QStringLiteral("--seats"), QStringLiteral("remote,remote"),
                                  QStringLiteral("--seed"), QStringLiteral("9"),
                                  QStringLiteral("--saves"), saves.path()}));
            file = server.file();
            Player ana(6), bea(7);
            QVERIFY(ana.open(server.url()));
            QVERIFY(bea.open(server.url()));
            ana.join(server.code(), QStringLiteral("Ana"));
            bea.join(server.code(), QStringLiteral("Bea"));
            ana.sit(0);
            bea.sit(1);
            ana.stopAtPly = bea.stopAtPly = 8;
            QTRY_VERIFY_WITH_TIMEOUT(ana.ply() >= 8 && bea.ply() >= 8, kGameTimeoutMs);
            plyAtKill = ana.ply();
            observationAtKill = ana.frame.value(QStringLiteral("observation")).toObject();
            ana0Token = ana.token;
            bea0Token = bea.token;
            server.stop();
            QTRY_VERIFY(ana.socket.state() == QAbstractSocket::UnconnectedState);
        }
        Server again;
        QVERIFY(again.start(
            {QStringLiteral("--resume"), file, QStringLiteral("--saves"), saves.path()}));
        Player ana(8), bea(9);
        ana.autoplay = bea.autoplay = false;
        QVERIFY(ana.open(again.url()));
        QVERIFY(bea.open(again.url()));
        ana.rejoin(ana0Token);
        bea.rejoin(bea0Token);
        QTRY_COMPARE(ana.seat, 0);
        QTRY_COMPARE(bea.seat, 1);
        QTRY_COMPARE(ana.ply(), plyAtKill);
        QCOMPARE(ana.frame.value(QStringLiteral("observation")).toObject(), observationAtKill);
        ana.autoplay = bea.autoplay = true;
        ana.answer();
        bea.answer();
        QTRY_VERIFY_WITH_TIMEOUT(ana.over() && bea.over(), kGameTimeoutMs);
    }

    // What a hostile client sends is refused or cut off; the table serves the others.
    void hostileClientOverTheWire()
    {
        QTemporaryDir saves;
        Server server;
        QVERIFY(server.start({QStringLiteral("--game"), QStringLiteral("garden"),
                              QStringLiteral("--seats"), QStringLiteral("remote,remote"),
                              QStringLiteral("--saves"), saves.path()}));
        Player mallory(10);
        QVERIFY(mallory.open(server.url()));
        mallory.socket.sendTextMessage(QStringLiteral("{\"v\":1,\"type\":\"sit\",\"seat\":0}"));
        QTRY_COMPARE(mallory.lastRefusal(), QStringLiteral("not_joined"));
        mallory.socket.sendTextMessage(QStringLiteral("not json"));
        QTRY_COMPARE(mallory.lastRefusal(), QStringLiteral("bad_message"));
        mallory.join(QStringLiteral("WRONG-1"), QStringLiteral("M"));
        QTRY_COMPARE(mallory.lastRefusal(), QStringLiteral("wrong_code"));
        // Over the message size: the socket is closed before anything is read.
        QSignalSpy gone(&mallory.socket, &QWebSocket::disconnected);
        mallory.socket.sendTextMessage(QString(20000, QLatin1Char('x')));
        QVERIFY(gone.wait(10000) || !gone.isEmpty());
        // A table that does not exist.
        Player lost(11);
        QUrl elsewhere = server.url();
        elsewhere.setPath(QStringLiteral("/99"));
        QVERIFY(lost.open(elsewhere));
        QTRY_COMPARE(lost.lastRefusal(), QStringLiteral("no_such_table"));
        // The table still seats and plays honest people.
        Player ana(12), bea(13);
        QVERIFY(ana.open(server.url()));
        QVERIFY(bea.open(server.url()));
        ana.join(server.code(), QStringLiteral("Ana"));
        bea.join(server.code(), QStringLiteral("Bea"));
        ana.sit(0);
        bea.sit(1);
        QTRY_VERIFY_WITH_TIMEOUT(ana.over() && bea.over(), kGameTimeoutMs);
    }
};

QTEST_GUILESS_MAIN(TestNetServer)
#include "tst_net_server.moc"
