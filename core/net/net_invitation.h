// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>

namespace kotatsu::net {

// Where a table is and the code that admits a joiner (docs/network.md, "Invitations"): the one
// place its address and its link are written, for the host's invitation line (NetServer), a
// table heard on the local network (LanTables) and a joined table's status (RemoteTable).
struct InvitationAddress
{
    std::string host; // a name, an IPv4 address or an IPv6 one (bracketed here when written)
    std::uint16_t port = 0;
    std::string table;
    std::string code;
    bool tls = false; // the host speaks only TLS (wss://)
    // With tls: the SHA-256 of the host's certificate (DER), 64 lower-case hexadecimal digits,
    // or "" when the joiner is to trust the certificate as a browser does (a certificate
    // authority). A joiner given it accepts that certificate and no other (pinning), so a
    // certificate the host made itself is safe against someone in the middle.
    std::string fingerprint;
};

// "host:port/table", the host bracketed when it is an IPv6 address and the table
// percent-encoded where it is not a plain URL path segment.
std::string invitationWhere(const InvitationAddress &address);
// ws://host:port/table, or wss:// with tls.
std::string invitationUrl(const InvitationAddress &address);
// kotatsu://host:port/table?code=CODE, with "&tls=1" when the host speaks only TLS and then
// "&sha256=FINGERPRINT" when there is one; the code percent-encoded where it is not a plain
// query value.
std::string invitationLink(const InvitationAddress &address);
// Whether `text` is a certificate fingerprint as invitations carry it (64 lower-case hexadecimal
// digits).
bool isFingerprint(const std::string &text);

} // namespace kotatsu::net
