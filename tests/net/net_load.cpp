// SPDX-License-Identifier: GPL-3.0-or-later
// The network table's load measurement (docs/network.md, "Measured"): starts kotatsu-server
// with many tables on the loopback, seats two random-playing WebSocket clients at each, plays
// every table's game to its end, and prints how long each move took to come back as the
// mover's next frame (median, 99th percentile, worst), the moves per second, and the server's
// memory before and after the tables filled. It stops by itself. Not a test: a benchmark,
// run by hand: net_load --server build/app/server/kotatsu-server --tables 200
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTimer>
#include <QWebSocket>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

namespace {

QElapsedTimer g_clock;
std::vector<qint64> g_latencies; // microseconds
int g_over = 0;

qint64 peakKiB(qint64 pid, const char *field)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(static_cast<int>(qstrlen(field)))
                .trimmed()
                .split(' ')
                .front()
                .toLongLong();
    }
    return -1;
}

class Client : public QObject
{
public:
    Client(const QUrl &url, const QString &code, int seat, quint32 seed)
        : m_code(code), m_seat(seat), m_random(seed)
    {
        connect(&m_socket, &QWebSocket::connected, this, [this] {
            send({{QStringLiteral("type"), QStringLiteral("join")},
                  {QStringLiteral("code"), m_code},
                  {QStringLiteral("name"), QStringLiteral("load")},
                  {QStringLiteral("language"), QStringLiteral("en")}});
            send({{QStringLiteral("type"), QStringLiteral("sit")},
                  {QStringLiteral("seat"), m_seat}});
        });
        connect(&m_socket, &QWebSocket::textMessageReceived, this, [this](const QString &text) {
            const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
            if (m.value(QStringLiteral("type")).toString() != QLatin1String("state"))
                return;
            if (m_sentAt >= 0) {
                g_latencies.push_back(g_clock.nsecsElapsed() / 1000 - m_sentAt);
                m_sentAt = -1;
            }
            if (m.value(QStringLiteral("over")).toBool()) {
                if (!m_done)
                    ++g_over;
                m_done = true;
                return;
            }
            if (m.value(QStringLiteral("toMove")).toInt() != m_seat)
                return;
            const QJsonArray legal = m.value(QStringLiteral("legal")).toArray();
            if (legal.isEmpty())
                return;
            const int pick = static_cast<int>(m_random.bounded(static_cast<quint32>(legal.size())));
            m_sentAt = g_clock.nsecsElapsed() / 1000;
            send({{QStringLiteral("type"), QStringLiteral("move")},
                  {QStringLiteral("ply"), m.value(QStringLiteral("ply"))},
                  {QStringLiteral("move"),
                   legal.at(pick).toObject().value(QStringLiteral("move"))}});
        });
        m_socket.open(url);
    }

private:
    void send(QJsonObject message)
    {
        message.insert(QStringLiteral("v"), 1);
        m_socket.sendTextMessage(
            QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
    }
    QWebSocket m_socket;
    QString m_code;
    int m_seat;
    QRandomGenerator m_random;
    qint64 m_sentAt = -1;
    bool m_done = false;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption server(QStringLiteral("server"), QStringLiteral("kotatsu-server"),
                                    QStringLiteral("path"));
    const QCommandLineOption tables(QStringLiteral("tables"), QStringLiteral("Tables (200)."),
                                    QStringLiteral("n"), QStringLiteral("200"));
    const QCommandLineOption game(QStringLiteral("game"), QStringLiteral("Game (garden)."),
                                  QStringLiteral("id"), QStringLiteral("garden"));
    parser.addOptions({server, tables, game});
    parser.process(app);
    const int count = parser.value(tables).toInt();

    QTemporaryDir saves;
    QProcess host;
    host.start(parser.value(server),
               {QStringLiteral("--game"), parser.value(game), QStringLiteral("--seats"),
                QStringLiteral("remote,remote"), QStringLiteral("--tables"), QString::number(count),
                QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--port"),
                QStringLiteral("0"), QStringLiteral("--saves"), saves.path()});
    if (!host.waitForStarted(10000))
        return 2;
    std::vector<QJsonObject> invitations;
    QElapsedTimer waiting;
    waiting.start();
    while (static_cast<int>(invitations.size()) < count && waiting.elapsed() < 60000) {
        if (!host.canReadLine() && !host.waitForReadyRead(1000))
            continue;
        while (host.canReadLine())
            invitations.push_back(QJsonDocument::fromJson(host.readLine()).object());
    }
    if (static_cast<int>(invitations.size()) < count) {
        std::fprintf(stderr, "net_load: the server opened %zu tables\n", invitations.size());
        return 2;
    }
    const qint64 before = peakKiB(host.processId(), "VmRSS:");
    g_clock.start();
    std::vector<std::unique_ptr<Client>> clients;
    quint32 seed = 1;
    for (const auto &invitation : invitations) {
        const QUrl url(invitation.value(QStringLiteral("url")).toString());
        const QString code = invitation.value(QStringLiteral("code")).toString();
        for (int seat = 0; seat < 2; ++seat)
            clients.push_back(std::make_unique<Client>(url, code, seat, seed++));
    }
    QTimer check;
    qint64 during = 0;
    QObject::connect(&check, &QTimer::timeout, &app, [&] {
        during = std::max(during, peakKiB(host.processId(), "VmRSS:"));
        if (g_over >= 2 * count || g_clock.elapsed() > 600000)
            app.quit();
    });
    check.start(100);
    app.exec();
    const double seconds = static_cast<double>(g_clock.nsecsElapsed()) / 1e9;
    const qint64 peak = peakKiB(host.processId(), "VmHWM:");
    host.kill();
    host.waitForFinished();
    std::sort(g_latencies.begin(), g_latencies.end());
    auto at = [](double q) {
        return g_latencies.empty()
                   ? 0.0
                   : static_cast<double>(g_latencies[std::min(
                         g_latencies.size() - 1,
                         static_cast<std::size_t>(q * static_cast<double>(g_latencies.size())))]) /
                         1000.0;
    };
    std::printf("tables %d, games over %d of %d seats, moves %zu in %.1f s (%.0f moves/s)\n", count,
                g_over, 2 * count, g_latencies.size(), seconds,
                static_cast<double>(g_latencies.size()) / seconds);
    std::printf("move to next frame: median %.1f ms, 99th percentile %.1f ms, worst %.1f ms\n",
                at(0.5), at(0.99),
                g_latencies.empty() ? 0.0 : static_cast<double>(g_latencies.back()) / 1000.0);
    std::printf("server memory: %lld KiB with the tables open, %lld KiB at most while playing "
                "(peak %lld KiB): %.1f KiB a table in play\n",
                static_cast<long long>(before), static_cast<long long>(during),
                static_cast<long long>(peak), static_cast<double>(during - before) / count);
    return g_over >= 2 * count ? 0 : 1;
}
