// SPDX-License-Identifier: GPL-3.0-or-later
// A table offered to the local network (core/net/net_announce, docs/network.md): what the
// datagram says, that it never carries a seat's token, and that a datagram which is not an
// announcement is refused by name.
#include "net/net_announce.h"
#include "net/net_protocol.h"
#include "net/net_table.h"
#include "test_support.h"

using namespace kotatsu;
using namespace kotatsu::net;

class TestNetAnnounce : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tableAnnouncesItsFreeSeatsAndNoToken()
    {
        const auto def = test::definition("shikoku");
        std::vector<NetTable::Seat> seats{{SeatSpec::person(), true},
                                          {SeatSpec::person(), true},
                                          {SeatSpec::computer("easy"), false}};
        auto bits = std::make_shared<Rng>(5);
        NetTable table(def, "shikoku", "", 3, 2, seats, "K7M-2QX", [bits] { return bits->next(); });
        ClientMessage join;
        join.type = ClientMessage::Type::Join;
        join.code = "K7M-2QX";
        join.name = "Ana";
        ClientMessage sit;
        sit.type = ClientMessage::Type::Sit;
        sit.seat = 0;
        table.receive(1, writeClientMessage(join), 0);
        table.receive(1, writeClientMessage(sit), 0);
        QVERIFY(!table.token(0).empty());

        const std::string hostName = "Ana’s table " + std::string(80, 'x') + "の";
        auto a = announcementOf(table, 7070, "1", hostName, true);
        QCOMPARE(a.seats, 3);
        QCOMPARE(a.free, 1); // seat 0 taken, seat 2 the host's computer
        QCOMPARE(a.code, std::string("K7M-2QX"));
        const std::string datagram = writeAnnouncement(a);
        QVERIFY(datagram.size() <= kMaxAnnouncementBytes);
        QVERIFY(datagram.find(table.token(0)) == std::string::npos);
        std::string error;
        const auto back = readAnnouncement(datagram, &error);
        QVERIFY2(back, error.c_str());
        QCOMPARE(back->port, std::uint16_t(7070));
        QCOMPARE(back->table, std::string("1"));
        QCOMPARE(back->game, std::string("shikoku"));
        QCOMPARE(back->free, 1);
        QCOMPARE(back->tls, true);
        QCOMPARE(back->fingerprint, std::string()); // none given: none written
        a.fingerprint = std::string(64, 'b');
        const auto pinned = readAnnouncement(writeAnnouncement(a), &error);
        QVERIFY2(pinned, error.c_str());
        QCOMPARE(pinned->fingerprint, a.fingerprint);
        // A long host name is cut at a character's start, and still reads.
        QVERIFY(back->host.size() <= kMaxNameBytes);
        QVERIFY(hostName.rfind(back->host, 0) == 0);
    }

    void notAnAnnouncementIsRefused_data()
    {
        QTest::addColumn<QByteArray>("datagram");
        QTest::addColumn<QString>("why");
        const QByteArray good = R"({"kotatsu":"table","v":1,"port":7070,"table":"1",)"
                                R"("game":"hyano","variant":"","host":"","seats":2,"free":1,)"
                                R"("started":false,"tls":false,"code":"K7M-2QX"})";
        QTest::newRow("good") << good << QString();
        QTest::newRow("not json") << QByteArray("hello")
                                  << QStringLiteral("[json.exception.parse_error");
        QTest::newRow("another program") << QByteArray(R"({"kotatsu":"chat","v":1})")
                                         << QStringLiteral("kotatsu: not a table's announcement");
        QTest::newRow("version") << QByteArray(good).replace(R"("v":1)", R"("v":2)")
                                 << QStringLiteral("v: not 1");
        QTest::newRow("port") << QByteArray(good).replace("7070", "70700")
                              << QStringLiteral("port: not a port");
        QTest::newRow("free above seats") << QByteArray(good).replace(R"("free":1)", R"("free":3)")
                                          << QStringLiteral("free: not 0 to the seats");
        QTest::newRow("long code") << QByteArray(good).replace("K7M-2QX", QByteArray(40, 'K'))
                                   << QStringLiteral("code: missing or too long");
        QTest::newRow("too long") << QByteArray(2000, ' ') << QStringLiteral("longer than");
        // A TLS host that pins its certificate names it; anything else in "sha256" is refused.
        const QByteArray pinned =
            QByteArray(good)
                .replace(R"("tls":false)", R"("tls":true)")
                .replace(R"("code")", R"("sha256":")" + QByteArray(64, 'a') + R"(","code")");
        QTest::newRow("pinned") << pinned << QString();
        QTest::newRow("pinned without tls")
            << QByteArray(pinned).replace(R"("tls":true)", R"("tls":false)")
            << QStringLiteral("sha256: not a certificate's fingerprint");
        QTest::newRow("not a fingerprint")
            << QByteArray(pinned).replace(QByteArray(64, 'a'), QByteArray(64, 'A'))
            << QStringLiteral("sha256: not a certificate's fingerprint");
        QTest::newRow("fingerprint not a string")
            << QByteArray(pinned).replace('"' + QByteArray(64, 'a') + '"', "7")
            << QStringLiteral("sha256: not a certificate's fingerprint");
    }
    void notAnAnnouncementIsRefused()
    {
        QFETCH(QByteArray, datagram);
        QFETCH(QString, why);
        std::string error;
        const auto read =
            readAnnouncement(std::string_view(datagram.constData(), datagram.size()), &error);
        if (why.isEmpty()) {
            QVERIFY2(read, error.c_str());
            return;
        }
        QVERIFY(!read);
        QVERIFY2(QString::fromStdString(error).startsWith(why), error.c_str());
    }
};

QTEST_APPLESS_MAIN(TestNetAnnounce)
#include "tst_net_announce.moc"
