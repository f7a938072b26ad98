// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kotatsu::net {

class NetTable;

// A table its host offers to the local network: one UDP datagram sent every few seconds to
// the network's broadcast address (docs/network.md, "Tables on the local network"). A Kotatsu
// on the same network lists it and joins it with one click, so the announcement carries the
// invitation's code: a host announces only a table that anyone on its network may join. It
// never carries a seat's token or anything of the game beyond its name and its seats.
//
// {"kotatsu":"table","v":1,"port":7070,"table":"1","game":"shikoku","variant":"",
//  "host":"Ana","seats":3,"free":2,"started":true,"tls":false,"code":"K7M-2QX"}
//
// A table that can no longer be joined (full, or its game over) is announced once more with
// "free":0, its host's last word of it: a list drops it then.
//
// The host's address is the datagram's sender, not a field: a host need not know its own
// address on each network. A TLS host whose invitations pin its certificate adds
// "sha256":"<64 hex digits>" (core/net/net_invitation.h); readers of version 1 that do not
// know the field pass it by.
struct TableAnnouncement
{
    std::uint16_t port = 0;
    std::string table;
    std::string game;
    std::string variant;
    std::string host; // the name the host gives itself, for people to tell tables apart
    int seats = 0;
    int free = 0; // seats for people on other computers that nobody holds yet
    bool started = false;
    bool tls = false;
    std::string code;
    std::string fingerprint; // with tls: the certificate's SHA-256 the joiner pins, or ""
};

// The port announcements go to unless the host is told another.
inline constexpr std::uint16_t kAnnouncePort = 7071;
// A datagram longer than this is not an announcement and is not read.
inline constexpr std::size_t kMaxAnnouncementBytes = 1024;

// What `table` says of itself; port, id, host name and tls are the host's.
TableAnnouncement announcementOf(const NetTable &table, std::uint16_t port, std::string tableId,
                                 std::string hostName, bool tls);
std::string writeAnnouncement(const TableAnnouncement &announcement);
// nullopt and *error (in English, naming the field) when the datagram is not an announcement
// of this version. Bounded: any bytes from the network may arrive here.
std::optional<TableAnnouncement> readAnnouncement(std::string_view datagram,
                                                  std::string *error = nullptr);

} // namespace kotatsu::net
