// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/net_protocol.h"

#include "util/json.h"
#include "util/untrusted_json.h"

#include <algorithm>
#include <initializer_list>
#include <limits>

namespace kotatsu::net {

std::string_view refusalId(Refusal refusal)
{
    switch (refusal) {
    case Refusal::BadMessage:
        return "bad_message";
    case Refusal::TooLong:
        return "too_long";
    case Refusal::UnsupportedVersion:
        return "unsupported_version";
    case Refusal::WrongCode:
        return "wrong_code";
    case Refusal::NotJoined:
        return "not_joined";
    case Refusal::NoSuchSeat:
        return "no_such_seat";
    case Refusal::SeatTaken:
        return "seat_taken";
    case Refusal::AlreadySeated:
        return "already_seated";
    case Refusal::BadToken:
        return "bad_token";
    case Refusal::NotSeated:
        return "not_seated";
    case Refusal::NotStarted:
        return "not_started";
    case Refusal::GameOver:
        return "game_over";
    case Refusal::NotYourTurn:
        return "not_your_turn";
    case Refusal::StalePly:
        return "stale_ply";
    case Refusal::IllegalMove:
        return "illegal_move";
    case Refusal::TooFast:
        return "too_fast";
    }
    return "bad_message";
}

namespace {

struct Reader
{
    const UntrustedJson &object;
    std::string *detail;

    bool fail(std::string why) const
    {
        if (detail)
            *detail = std::move(why);
        return false;
    }

    // Exactly these keys, no other.
    bool onlyKeys(std::initializer_list<std::string_view> allowed) const
    {
        for (const auto &[key, value] : object.items()) {
            (void)value;
            if (std::find(allowed.begin(), allowed.end(), key) == allowed.end())
                return fail("unknown field \"" + key + "\"");
        }
        for (std::string_view key : allowed) {
            if (!object.contains(std::string(key)))
                return fail("missing field \"" + std::string(key) + "\"");
        }
        return true;
    }

    // A string of at most `maxBytes` bytes; control characters refused except, with
    // `lines`, the newline.
    bool text(const char *key, std::size_t maxBytes, std::string &out, bool lines = false) const
    {
        const UntrustedJson &value = object.at(key);
        if (!value.is_string())
            return fail(std::string("\"") + key + "\" is not a string");
        const auto &s = value.get_ref<const std::string &>();
        if (s.size() > maxBytes)
            return fail(std::string("\"") + key + "\" is longer than " + std::to_string(maxBytes) +
                        " bytes");
        for (unsigned char c : s) {
            if (c < 0x20 && !(lines && c == '\n'))
                return fail(std::string("\"") + key + "\" holds a control character");
        }
        out = s;
        return true;
    }

    bool number(const char *key, int maximum, int &out) const
    {
        const UntrustedJson &value = object.at(key);
        if (!value.is_number_integer())
            return fail(std::string("\"") + key + "\" is not a whole number");
        const auto n = value.get<std::int64_t>();
        if (n < 0 || n > maximum)
            return fail(std::string("\"") + key + "\" is out of range");
        out = static_cast<int>(n);
        return true;
    }
};

bool isToken(std::string_view s)
{
    return s.size() == kTokenLength && std::all_of(s.begin(), s.end(), [](char c) {
               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
           });
}

// Large enough for any game's plies and legal-move lists, small enough for an int.
constexpr int kMaxNumber = 1'000'000;

} // namespace

std::optional<ClientMessage> parseClientMessage(std::string_view text, Refusal *refusal,
                                                std::string *detail)
{
    auto refuse = [&](Refusal why) -> std::optional<ClientMessage> {
        if (refusal)
            *refusal = why;
        return std::nullopt;
    };
    if (text.size() > kMaxClientMessageBytes) {
        if (detail)
            *detail = "message of " + std::to_string(text.size()) + " bytes";
        return refuse(Refusal::TooLong);
    }
    // No message nests: an object of strings and numbers.
    const auto json = parseUntrustedJson(text, JsonLimits{kMaxClientMessageBytes, 1}, detail);
    if (!json)
        return refuse(Refusal::BadMessage);
    if (!json->is_object()) {
        if (detail)
            *detail = "not an object";
        return refuse(Refusal::BadMessage);
    }
    const Reader read{*json, detail};
    const auto version = json->find("v");
    if (version == json->end() || !version->is_number_integer()) {
        read.fail("missing or ill-typed field \"v\"");
        return refuse(Refusal::BadMessage);
    }
    if (version->get<std::int64_t>() != kProtocolVersion) {
        read.fail("version " + version->dump());
        return refuse(Refusal::UnsupportedVersion);
    }
    const auto type = json->find("type");
    if (type == json->end() || !type->is_string()) {
        read.fail("missing or ill-typed field \"type\"");
        return refuse(Refusal::BadMessage);
    }
    const auto &kind = type->get_ref<const std::string &>();
    ClientMessage message;
    bool ok = false;
    if (kind == "join") {
        message.type = ClientMessage::Type::Join;
        ok = read.onlyKeys({"v", "type", "code", "name", "language"}) &&
             read.text("code", kMaxCodeBytes, message.code) &&
             read.text("name", kMaxNameBytes, message.name) &&
             read.text("language", 8, message.language);
    } else if (kind == "sit") {
        message.type = ClientMessage::Type::Sit;
        ok = read.onlyKeys({"v", "type", "seat"}) && read.number("seat", 63, message.seat);
    } else if (kind == "rejoin") {
        message.type = ClientMessage::Type::Rejoin;
        ok = read.onlyKeys({"v", "type", "token"}) &&
             read.text("token", kTokenLength, message.token) &&
             (isToken(message.token) || read.fail("\"token\" is not 32 hexadecimal digits"));
    } else if (kind == "move") {
        message.type = ClientMessage::Type::Move;
        ok = read.onlyKeys({"v", "type", "ply", "move"}) &&
             read.number("ply", kMaxNumber, message.ply) &&
             read.number("move", kMaxNumber, message.move);
    } else if (kind == "chat") {
        message.type = ClientMessage::Type::Chat;
        ok = read.onlyKeys({"v", "type", "text"}) &&
             read.text("text", kMaxChatBytes, message.text, true);
    } else {
        read.fail("unknown type \"" + kind + "\"");
    }
    if (!ok)
        return refuse(Refusal::BadMessage);
    return message;
}

std::string writeClientMessage(const ClientMessage &message)
{
    Json json = Json::object();
    json["v"] = kProtocolVersion;
    switch (message.type) {
    case ClientMessage::Type::Join:
        json["type"] = "join";
        json["code"] = message.code;
        json["name"] = message.name;
        json["language"] = message.language;
        break;
    case ClientMessage::Type::Sit:
        json["type"] = "sit";
        json["seat"] = message.seat;
        break;
    case ClientMessage::Type::Rejoin:
        json["type"] = "rejoin";
        json["token"] = message.token;
        break;
    case ClientMessage::Type::Move:
        json["type"] = "move";
        json["ply"] = message.ply;
        json["move"] = message.move;
        break;
    case ClientMessage::Type::Chat:
        json["type"] = "chat";
        json["text"] = message.text;
        break;
    }
    return json.dump();
}

} // namespace kotatsu::net
