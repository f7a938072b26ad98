// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/net_announce.h"

#include "net/net_invitation.h"
#include "net/net_protocol.h"
#include "net/net_table.h"
#include "util/json.h"
#include "util/untrusted_json.h"

namespace kotatsu::net {

namespace {
constexpr std::string_view kKind = "table";
constexpr std::size_t kMaxWordBytes = 64;
} // namespace

TableAnnouncement announcementOf(const NetTable &table, std::uint16_t port, std::string tableId,
                                 std::string hostName, bool tls)
{
    TableAnnouncement a;
    a.port = port;
    a.table = std::move(tableId);
    a.game = table.gameId();
    a.variant = table.variant();
    a.host = std::move(hostName);
    if (a.host.size() > kMaxNameBytes) {
        // Cut at a character's start: a name cut inside a UTF-8 sequence would not read.
        std::size_t end = kMaxNameBytes;
        while (end > 0 && (static_cast<unsigned char>(a.host[end]) & 0xC0) == 0x80)
            --end;
        a.host.resize(end);
    }
    a.seats = static_cast<int>(table.seats().size());
    for (std::size_t s = 0; s < table.seats().size(); ++s) {
        if (table.seats()[s].remote && table.token(static_cast<int>(s)).empty())
            ++a.free;
    }
    a.started = table.started();
    a.tls = tls;
    a.code = table.code();
    return a;
}

std::string writeAnnouncement(const TableAnnouncement &a)
{
    Json json = Json::object();
    json["kotatsu"] = std::string(kKind);
    json["v"] = kProtocolVersion;
    json["port"] = static_cast<int>(a.port);
    json["table"] = a.table;
    json["game"] = a.game;
    json["variant"] = a.variant;
    json["host"] = a.host;
    json["seats"] = a.seats;
    json["free"] = a.free;
    json["started"] = a.started;
    json["tls"] = a.tls;
    json["code"] = a.code;
    if (a.tls && !a.fingerprint.empty())
        json["sha256"] = a.fingerprint;
    return json.dump();
}

std::optional<TableAnnouncement> readAnnouncement(std::string_view datagram, std::string *error)
{
    auto fail = [&](std::string why) -> std::optional<TableAnnouncement> {
        if (error)
            *error = std::move(why);
        return std::nullopt;
    };
    if (datagram.size() > kMaxAnnouncementBytes)
        return fail("longer than " + std::to_string(kMaxAnnouncementBytes) + " bytes");
    std::string parseError;
    const auto json =
        parseUntrustedJson(datagram, JsonLimits{kMaxAnnouncementBytes, 2}, &parseError);
    if (!json)
        return fail(parseError);
    if (!json->is_object())
        return fail("not an object");
    const auto kind = json->find("kotatsu");
    if (kind == json->end() || !kind->is_string() || kind->get<std::string>() != kKind)
        return fail("kotatsu: not a table's announcement");
    const auto version = json->find("v");
    if (version == json->end() || !version->is_number_integer() ||
        version->get<std::int64_t>() != kProtocolVersion)
        return fail("v: not " + std::to_string(kProtocolVersion));
    TableAnnouncement a;
    auto word = [&](const char *key, std::string &out, std::size_t max, bool mayBeEmpty) {
        const auto it = json->find(key);
        if (it == json->end() || !it->is_string())
            return false;
        out = it->get<std::string>();
        return out.size() <= max && (mayBeEmpty || !out.empty());
    };
    auto count = [&](const char *key, std::int64_t low, std::int64_t high, std::int64_t &out) {
        const auto it = json->find(key);
        if (it == json->end() || !it->is_number_integer())
            return false;
        out = it->get<std::int64_t>();
        return out >= low && out <= high;
    };
    auto flag = [&](const char *key, bool &out) {
        const auto it = json->find(key);
        if (it == json->end() || !it->is_boolean())
            return false;
        out = it->get<bool>();
        return true;
    };
    std::int64_t port = 0, seats = 0, free = 0;
    if (!count("port", 1, 65535, port))
        return fail("port: not a port");
    if (!word("table", a.table, kMaxWordBytes, false))
        return fail("table: missing or too long");
    if (!word("game", a.game, kMaxWordBytes, false))
        return fail("game: missing or too long");
    if (!word("variant", a.variant, kMaxWordBytes, true))
        return fail("variant: missing or too long");
    if (!word("host", a.host, kMaxNameBytes, true))
        return fail("host: missing or too long");
    if (!count("seats", 1, 16, seats))
        return fail("seats: not 1 to 16");
    if (!count("free", 0, seats, free))
        return fail("free: not 0 to the seats");
    if (!flag("started", a.started))
        return fail("started: missing");
    if (!flag("tls", a.tls))
        return fail("tls: missing");
    if (!word("code", a.code, kMaxCodeBytes, false))
        return fail("code: missing or too long");
    if (json->contains("sha256") &&
        (!a.tls || !word("sha256", a.fingerprint, 64, false) || !isFingerprint(a.fingerprint)))
        return fail("sha256: not a certificate's fingerprint of a TLS host");
    a.port = static_cast<std::uint16_t>(port);
    a.seats = static_cast<int>(seats);
    a.free = static_cast<int>(free);
    return a;
}

} // namespace kotatsu::net
