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
};

// "host:port/table", the host bracketed when it is an IPv6 address and the table
// percent-encoded where it is not a plain URL path segment.
std::string invitationWhere(const InvitationAddress &address);
// ws://host:port/table, or wss:// with tls.
std::string invitationUrl(const InvitationAddress &address);
// kotatsu://host:port/table?code=CODE, with "&tls=1" when the host speaks only TLS; the code
// percent-encoded where it is not a plain query value.
std::string invitationLink(const InvitationAddress &address);

} // namespace kotatsu::net
