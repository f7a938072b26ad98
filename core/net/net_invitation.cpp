// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/net_invitation.h"

#include <algorithm>

namespace kotatsu::net {

namespace {
// RFC 3986's unreserved characters stay; every other byte is %XX.
std::string percentEncoded(const std::string &text)
{
    static const char kHex[] = "0123456789ABCDEF";
    std::string out;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if ((byte >= 'A' && byte <= 'Z') || (byte >= 'a' && byte <= 'z') ||
            (byte >= '0' && byte <= '9') || byte == '-' || byte == '.' || byte == '_' ||
            byte == '~') {
            out += c;
        } else {
            out += '%';
            out += kHex[byte >> 4];
            out += kHex[byte & 0xF];
        }
    }
    return out;
}
} // namespace

std::string invitationWhere(const InvitationAddress &address)
{
    const bool ipv6 = address.host.find(':') != std::string::npos && !address.host.empty() &&
                      address.host.front() != '[';
    std::string where = ipv6 ? "[" + address.host + "]" : address.host;
    where += ':' + std::to_string(address.port) + '/' + percentEncoded(address.table);
    return where;
}

std::string invitationUrl(const InvitationAddress &address)
{
    return (address.tls ? "wss://" : "ws://") + invitationWhere(address);
}

std::string invitationLink(const InvitationAddress &address)
{
    std::string link =
        "kotatsu://" + invitationWhere(address) + "?code=" + percentEncoded(address.code);
    if (address.tls) {
        link += "&tls=1";
        if (!address.fingerprint.empty())
            link += "&sha256=" + percentEncoded(address.fingerprint);
    }
    return link;
}

bool isFingerprint(const std::string &text)
{
    return text.size() == 64 && std::all_of(text.begin(), text.end(), [](char c) {
               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
           });
}

} // namespace kotatsu::net
