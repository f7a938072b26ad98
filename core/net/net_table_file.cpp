// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/net_table_file.h"

#include "net/net_table.h"
#include "util/json.h"
#include "util/untrusted_json.h"

namespace kotatsu::net {

namespace {
constexpr std::string_view kFormat = "kotatsu-net-table";
constexpr int kVersion = 2;
constexpr int kFirstVersion = 1; // one JSON object, the moves in it
constexpr std::size_t kMaxBytes = 16 * 1024 * 1024;
} // namespace

NetTableFile NetTableFile::of(const NetTable &table, bool withMoves)
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
    if (withMoves)
        file.moves = table.record().actionTexts();
    return file;
}

std::string NetTableFile::headerLine() const
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
    return json.dump() + '\n';
}

std::string NetTableFile::moveLine(const std::string &moveText)
{
    return Json(moveText).dump() + '\n';
}

std::string NetTableFile::toText() const
{
    std::string text = headerLine();
    for (const std::string &move : moves)
        text += moveLine(move);
    return text;
}

namespace {

// The table's header, from version 2's first line or version 1's whole object; version 1's
// moves too.
std::optional<NetTableFile> readHeader(const UntrustedJson *json, std::string *error)
{
    auto fail = [&](std::string why) -> std::optional<NetTableFile> {
        if (error)
            *error = std::move(why);
        return std::nullopt;
    };
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
        (version->get<std::int64_t>() != kVersion && version->get<std::int64_t>() != kFirstVersion))
        return fail("version: not 1 or 2");
    const bool movesInside = version->get<std::int64_t>() == kFirstVersion;
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
        file.seats.push_back(NetTableFile::Seat{*spec, entry["remote"].get<bool>(),
                                                entry["token"].get<std::string>(),
                                                entry["name"].get<std::string>()});
    }
    if (!movesInside)
        return file;
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

} // namespace

std::optional<NetTableFile> NetTableFile::read(std::string_view text, std::string *error)
{
    auto fail = [&](std::string why) -> std::optional<NetTableFile> {
        if (error)
            *error = std::move(why);
        return std::nullopt;
    };
    if (text.size() > kMaxBytes)
        return fail("larger than " + std::to_string(kMaxBytes) + " bytes");
    std::string parseError;
    // Version 1: the whole text is one object.
    if (const auto whole = parseUntrustedJson(text, JsonLimits{kMaxBytes, 8}, &parseError)) {
        // (Also a version 2 header without its newline: no move saved yet.)
        return readHeader(&*whole, error);
    }
    // Version 2: a line each.
    const std::size_t headerEnd = text.find('\n');
    if (headerEnd == std::string_view::npos)
        return fail("line 1: " + parseError);
    const auto header =
        parseUntrustedJson(text.substr(0, headerEnd), JsonLimits{kMaxBytes, 8}, &parseError);
    if (!header)
        return fail("line 1: " + parseError);
    if (!header->is_object() || !header->contains("version") ||
        !(*header)["version"].is_number_integer() ||
        (*header)["version"].get<std::int64_t>() != kVersion)
        return fail("line 1: version: not 2");
    auto file = readHeader(&*header, error);
    if (!file)
        return file;
    std::size_t at = headerEnd + 1;
    for (int line = 2; at < text.size(); ++line) {
        const std::size_t end = text.find('\n', at);
        if (end == std::string_view::npos)
            break; // a move the host was writing when it stopped: not saved
        const auto move =
            parseUntrustedJson(text.substr(at, end - at), JsonLimits{4096, 1}, &parseError);
        if (!move || !move->is_string())
            return fail("line " + std::to_string(line) + ": not a move's text");
        file->moves.push_back(move->get<std::string>());
        at = end + 1;
    }
    return file;
}

} // namespace kotatsu::net
