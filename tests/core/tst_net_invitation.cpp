// SPDX-License-Identifier: GPL-3.0-or-later
// An invitation's address and link (core/net/net_invitation, docs/network.md): the one function
// NetServer, LanTables and RemoteTable write them with. IPv6 hosts are bracketed, TLS says wss://
// and "tls=1", and a code or table that is not a plain URL word is percent-encoded.
#include "net/net_invitation.h"
#include "test_support.h"

using namespace kotatsu::net;

class TestNetInvitation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void plainTable()
    {
        const InvitationAddress a{"192.168.1.5", 7070, "1", "K7M-2QX", false, ""};
        QCOMPARE(invitationWhere(a), std::string("192.168.1.5:7070/1"));
        QCOMPARE(invitationUrl(a), std::string("ws://192.168.1.5:7070/1"));
        QCOMPARE(invitationLink(a), std::string("kotatsu://192.168.1.5:7070/1?code=K7M-2QX"));
    }

    void tlsHost()
    {
        const InvitationAddress a{"example.org", 443, "table-3", "ABC-123", true, ""};
        QCOMPARE(invitationUrl(a), std::string("wss://example.org:443/table-3"));
        QCOMPARE(invitationLink(a),
                 std::string("kotatsu://example.org:443/table-3?code=ABC-123&tls=1"));
    }

    // A host with a certificate it made itself: the link carries the certificate's SHA-256,
    // which the joiner pins; a plain host's link never carries one.
    void tlsHostWithItsFingerprint()
    {
        const std::string fingerprint(64, 'a');
        InvitationAddress a{"192.168.1.5", 7070, "1", "K7M-2QX", true, fingerprint};
        QCOMPARE(invitationUrl(a), std::string("wss://192.168.1.5:7070/1"));
        QCOMPARE(invitationLink(a),
                 "kotatsu://192.168.1.5:7070/1?code=K7M-2QX&tls=1&sha256=" + fingerprint);
        a.tls = false;
        QCOMPARE(invitationLink(a), std::string("kotatsu://192.168.1.5:7070/1?code=K7M-2QX"));
        QVERIFY(isFingerprint(fingerprint));
        QVERIFY(!isFingerprint(std::string(63, 'a')));
        QVERIFY(!isFingerprint(std::string(64, 'A')));
        QVERIFY(!isFingerprint(std::string(63, 'a') + "g"));
    }

    void ipv6HostIsBracketedOnce()
    {
        const InvitationAddress a{"fe80::1", 7070, "2", "Q", false, ""};
        QCOMPARE(invitationUrl(a), std::string("ws://[fe80::1]:7070/2"));
        QCOMPARE(invitationLink(a), std::string("kotatsu://[fe80::1]:7070/2?code=Q"));
        const InvitationAddress bracketed{"[::1]", 1, "2", "Q", false, ""};
        QCOMPARE(invitationUrl(bracketed), std::string("ws://[::1]:1/2"));
    }

    void oddCharactersAreEncoded()
    {
        const InvitationAddress a{"h", 1, "a b/c", "x&tls=1#", false, ""};
        QCOMPARE(invitationLink(a), std::string("kotatsu://h:1/a%20b%2Fc?code=x%26tls%3D1%23"));
    }
};

QTEST_APPLESS_MAIN(TestNetInvitation)
#include "tst_net_invitation.moc"
