// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/net_table_file.h"

#include "net/net_table.h"
#include "util/json.h"
#include "util/untrusted_json.h"

namespace kotatsu::net {

namespace {
constexpr std::string_view kFormat = "kotatsu-net-table";
constexpr int kVersion = 1;
constexpr std::size_t kMaxBytes = 16 * 1024 * 1024;
} // namespace

NetTableFile NetTableFile::of(const NetTable &table)
{
    NetTableFile file;
    file.game = table.gameId();
    file.variant = table.variant();
    file.seed = table.record().seed();
    file.code = table.code();
    file.started = table.started();
    for (std::size_t s = 0; s < table.seats().size(); ++s) {
        file.seats.push_back(Seat{table.seats()[s].spec, table.seats()[s].remote,
                                  table.token(static_cast<int>(s)), table.names()[s]});
    }
    file.moves = table.record().actionTexts();
    return file;
}

std::string NetTableFile::toJson() const
{
    Json json = Json::object();
    json["format"] = std::string(kFormat);
    json["version"] = kVersion;
    json["game"] = game;
    json["variant"] = variant;
    // As text: a 64-bit seed does not survive a reader that takes numbers as doubles.
    json["seed"] = std::to_string(seed);
    json["code"] = code;
    json["started"] = started;
    Json seatList = Json::array();
    for (const Seat &seat : seats) {
        Json entry = Json::object();
        entry["seat"] = seat.spec.text();
        entry["remote"] = seat.remote;
        entry["token"] = seat.token;
        entry["name"] = seat.name;
        seatList.push(std::move(entry));
    }
    json["seats"] = std::move(seatList);
    Json moveList = Json::array();
    for (const std::string &move : moves)
        moveList.push(move);
    json["moves"] = std::move(moveList);
    return json.dumpPretty();
}

std::optional<NetTableFile> NetTableFile::fromJson(std::string_view text, std::string *error)
{
    auto fail = [&](std::string why) -> std::optional<NetTableFile> {
        if (error)
            *error = std::move(why);
        return std::nullopt;
    };
    std::string parseError;
    const auto json = parseUntrustedJson(text, JsonLimits{kMaxBytes, 8}, &parseError);
    if (!json)
        return fail(parseError);
    if (!json->is_object())
        return fail("not an object");
    auto string = [&](const char *key, std::string &out) {
        const auto it = json->find(key);
        if (it == json->end() || !it->is_string())
            return false;
        out = it->get<std::string>();
        return true;
    };
    std::string format;
    if (!string("format", format) || format != kFormat)
        return fail("format: not a kotatsu-net-table file");
    const auto version = json->find("version");
    if (version == json->end() || !version->is_number_integer() ||
        version->get<std::int64_t>() != kVersion)
        return fail("version: not 1");
    NetTableFile file;
    std::string seed;
    if (!string("game", file.game) || file.game.empty())
        return fail("game: missing");
    if (!string("variant", file.variant))
        return fail("variant: missing");
    if (!string("code", file.code))
        return fail("code: missing");
    if (!string("seed", seed) || seed.empty() || seed.size() > 20 ||
        seed.find_first_not_of("0123456789") != std::string::npos)
        return fail("seed: not a number");
    try {
        file.seed = std::stoull(seed);
    } catch (...) {
        return fail("seed: out of range");
    }
    const auto started = json->find("started");
    if (started == json->end() || !started->is_boolean())
        return fail("started: missing");
    file.started = started->get<bool>();
    const auto seats = json->find("seats");
    if (seats == json->end() || !seats->is_array() || seats->empty() || seats->size() > 16)
        return fail("seats: not a list of 1 to 16 seats");
    for (std::size_t i = 0; i < seats->size(); ++i) {
        const auto &entry = (*seats)[i];
        const std::string at = "seats[" + std::to_string(i) + "]";
        if (!entry.is_object() || !entry.contains("seat") || !entry["seat"].is_string() ||
            !entry.contains("remote") || !entry["remote"].is_boolean() ||
            !entry.contains("token") || !entry["token"].is_string() || !entry.contains("name") ||
            !entry["name"].is_string())
            return fail(at + ": needs seat, remote, token and name");
        std::string seatError;
        const auto spec = SeatSpec::parse(entry["seat"].get<std::string>(), &seatError);
        if (!spec)
            return fail(at + ".seat: " + seatError);
        file.seats.push_back(Seat{*spec, entry["remote"].get<bool>(),
                                  entry["token"].get<std::string>(),
                                  entry["name"].get<std::string>()});
    }
    const auto moves = json->find("moves");
    if (moves == json->end() || !moves->is_array())
        return fail("moves: missing");
    for (std::size_t i = 0; i < moves->size(); ++i) {
        if (!(*moves)[i].is_string())
            return fail("moves[" + std::to_string(i) + "]: not a move's text");
        file.moves.push_back((*moves)[i].get<std::string>());
    }
    return file;
}

} // namespace kotatsu::net
