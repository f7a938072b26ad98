// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/net_table.h"

#include "net/net_frames.h"

#include <algorithm>

namespace kotatsu::net {

namespace {

std::string_view seatKind(const SeatSpec &spec)
{
    if (spec.isAgent())
        return "computer";
    if (spec.isRules())
        return "rules";
    return "person";
}

// Compares every byte whatever the first difference, so that the time taken says nothing of
// how much of a guessed token was right.
bool sameSecret(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    unsigned char differ = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        differ |= static_cast<unsigned char>(a[i] ^ b[i]);
    return differ == 0;
}

} // namespace

NetTable::NetTable(std::shared_ptr<const GameDefinition> definition, std::string gameId,
                   std::string variant, int players, std::uint64_t seed, std::vector<Seat> seats,
                   std::string code, std::function<std::uint64_t()> entropy, NetLimits limits)
    : m_gameId(std::move(gameId)), m_variant(std::move(variant)),
      m_record(std::move(definition), players, seed), m_seats(std::move(seats)),
      m_code(std::move(code)), m_entropy(std::move(entropy)), m_limits(limits)
{
    m_seats.resize(static_cast<std::size_t>(players));
    m_tokens.resize(m_seats.size());
    m_names.resize(m_seats.size());
    m_seatConnection.assign(m_seats.size(), -1);
    m_standIn.assign(m_seats.size(), false);
}

int NetTable::seatOf(int connection) const
{
    const auto it = m_connections.find(connection);
    return it == m_connections.end() ? -1 : it->second.seat;
}

bool NetTable::connected(int seat) const
{
    return seat >= 0 && seat < static_cast<int>(m_seats.size()) &&
           m_seatConnection[static_cast<std::size_t>(seat)] >= 0;
}

bool NetTable::takeToken(Connection &connection, std::int64_t nowMs)
{
    if (connection.fresh) {
        connection.fresh = false;
        connection.tokens = m_limits.burst;
        connection.lastRefill = nowMs;
    }
    const double elapsed =
        static_cast<double>(std::max<std::int64_t>(0, nowMs - connection.lastRefill));
    connection.lastRefill = std::max(connection.lastRefill, nowMs);
    connection.tokens =
        std::min(m_limits.burst, connection.tokens + elapsed * m_limits.perSecond / 1000.0);
    if (connection.tokens < 1.0)
        return false;
    connection.tokens -= 1.0;
    return true;
}

std::vector<NetTable::Outgoing> NetTable::refuse(int connection, Refusal why,
                                                 std::string_view about) const
{
    Json message = Json::object();
    message["type"] = "refused";
    message["reason"] = std::string(refusalId(why));
    message["about"] = std::string(about);
    return {Outgoing{connection, message.dump(), false}};
}

std::string NetTable::newToken()
{
    static constexpr char kHex[] = "0123456789abcdef";
    for (;;) {
        std::string token;
        token.reserve(kTokenLength);
        while (token.size() < kTokenLength) {
            std::uint64_t bits = m_entropy();
            for (int i = 0; i < 16 && token.size() < kTokenLength; ++i, bits >>= 4)
                token.push_back(kHex[bits & 0xf]);
        }
        if (std::none_of(m_tokens.begin(), m_tokens.end(),
                         [&](const std::string &t) { return t == token; }))
            return token;
    }
}

Json NetTable::tableMessage() const
{
    Json message = Json::object();
    message["type"] = "table";
    message["game"] = m_gameId;
    message["variant"] = m_variant;
    message["players"] = static_cast<int>(m_seats.size());
    message["started"] = m_started;
    message["over"] = m_record.isOver();
    Json seats = Json::array();
    for (std::size_t s = 0; s < m_seats.size(); ++s) {
        Json seat = Json::object();
        seat["seat"] = static_cast<int>(s);
        seat["kind"] = std::string(seatKind(m_seats[s].spec));
        seat["remote"] = m_seats[s].remote;
        seat["taken"] = !m_tokens[s].empty();
        seat["connected"] = m_seatConnection[s] >= 0;
        seat["standIn"] = static_cast<bool>(m_standIn[s]);
        seat["name"] = !m_names[s].empty() ? m_names[s] : m_seats[s].spec.name;
        seats.push(std::move(seat));
    }
    message["seats"] = std::move(seats);
    return message;
}

void NetTable::sendTable(std::vector<Outgoing> &out) const
{
    const std::string text = tableMessage().dump();
    for (const auto &[id, connection] : m_connections) {
        if (connection.joined || connection.seat >= 0)
            out.push_back(Outgoing{id, text, false});
    }
}

std::vector<NetTable::Outgoing> NetTable::announceTable() const
{
    std::vector<Outgoing> out;
    sendTable(out);
    return out;
}

void NetTable::sendFrame(std::vector<Outgoing> &out, int connection) const
{
    const int seat = seatOf(connection);
    if (seat < 0 || !m_started)
        return;
    Json frame = stateFrame(m_record.state(), seat);
    if (m_record.stoppedByPlyLimit()) {
        frame["over"] = true;
        frame["toMove"] = -1;
        frame["outcome"] = m_record.outcome().toJson();
    }
    out.push_back(Outgoing{connection, frame.dump(), false});
}

std::vector<NetTable::Outgoing> NetTable::seatConnection(int connection, int seat)
{
    std::vector<Outgoing> out;
    const auto s = static_cast<std::size_t>(seat);
    const int previous = m_seatConnection[s];
    if (previous >= 0 && previous != connection) {
        // The same person on a new connection (a rejoin after a drop the host has not noticed
        // yet): the old one is told and cut off.
        m_connections.erase(previous);
        out.push_back(Outgoing{previous, R"({"type":"replaced"})", true});
    }
    Connection &c = m_connections[connection];
    c.seat = seat;
    m_seatConnection[s] = connection;
    m_standIn[s] = false;
    if (!c.name.empty())
        m_names[s] = c.name;
    Json seated = Json::object();
    seated["type"] = "seated";
    seated["seat"] = seat;
    seated["token"] = m_tokens[s];
    out.push_back(Outgoing{connection, seated.dump(), false});
    sendTable(out);
    // The moves made before this seat sat down, or while its person was away: its log is
    // whole from the start (only what the seat may see of them, as its frames would say it).
    if (m_started && m_record.state().plyCount() > 0)
        out.push_back(Outgoing{connection, historyMessage(m_record, seat).dump(), false});
    sendFrame(out, connection);
    return out;
}

std::vector<NetTable::Outgoing> NetTable::receive(int connection, std::string_view text,
                                                  std::int64_t nowMs)
{
    Connection &c = m_connections[connection];
    if (!takeToken(c, nowMs)) {
        auto out = refuse(connection, Refusal::TooFast, "message");
        if (++c.tooFast >= m_limits.tooFastBeforeClose) {
            out.front().close = true;
            auto rest = disconnect(connection);
            out.insert(out.end(), rest.begin(), rest.end());
        }
        return out;
    }
    Refusal why = Refusal::BadMessage;
    const auto message = parseClientMessage(text, &why);
    if (!message)
        return refuse(connection, why, "message");

    switch (message->type) {
    case ClientMessage::Type::Join: {
        if (!sameSecret(message->code, m_code))
            return refuse(connection, Refusal::WrongCode, "join");
        c.joined = true;
        c.name = message->name;
        c.language = message->language;
        Json welcome = tableMessage();
        welcome["type"] = "welcome";
        welcome["v"] = kProtocolVersion;
        return {Outgoing{connection, welcome.dump(), false}};
    }
    case ClientMessage::Type::Sit: {
        if (!c.joined)
            return refuse(connection, Refusal::NotJoined, "sit");
        if (c.seat >= 0)
            return refuse(connection, Refusal::AlreadySeated, "sit");
        if (message->seat >= static_cast<int>(m_seats.size()) ||
            !m_seats[static_cast<std::size_t>(message->seat)].remote)
            return refuse(connection, Refusal::NoSuchSeat, "sit");
        if (m_record.isOver())
            return refuse(connection, Refusal::GameOver, "sit");
        const auto s = static_cast<std::size_t>(message->seat);
        if (!m_tokens[s].empty())
            return refuse(connection, Refusal::SeatTaken, "sit");
        m_tokens[s] = newToken();
        return seatConnection(connection, message->seat);
    }
    case ClientMessage::Type::Rejoin: {
        if (c.seat >= 0)
            return refuse(connection, Refusal::AlreadySeated, "rejoin");
        int seat = -1;
        for (std::size_t s = 0; s < m_tokens.size(); ++s) {
            if (!m_tokens[s].empty() && sameSecret(m_tokens[s], message->token))
                seat = static_cast<int>(s);
        }
        if (seat < 0)
            return refuse(connection, Refusal::BadToken, "rejoin");
        return seatConnection(connection, seat);
    }
    case ClientMessage::Type::Move: {
        if (c.seat < 0)
            return refuse(connection, Refusal::NotSeated, "move");
        if (!m_started)
            return refuse(connection, Refusal::NotStarted, "move");
        if (m_record.isOver())
            return refuse(connection, Refusal::GameOver, "move");
        if (m_record.currentPlayer() != c.seat)
            return refuse(connection, Refusal::NotYourTurn, "move");
        if (message->ply != m_record.state().plyCount())
            return refuse(connection, Refusal::StalePly, "move");
        std::vector<Action> legal;
        m_record.state().legalActions(legal);
        if (message->move >= static_cast<int>(legal.size()))
            return refuse(connection, Refusal::IllegalMove, "move");
        if (!m_record.play(legal[static_cast<std::size_t>(message->move)]).empty())
            return refuse(connection, Refusal::IllegalMove, "move");
        // A move the game took costs nothing: the game's own pace bounds them, and a seat
        // that moves many times in a row (a set-up, a program at a person's seat) must never
        // have a legal move dropped.
        c.tokens = std::min(m_limits.burst, c.tokens + 1.0);
        return afterMove();
    }
    case ClientMessage::Type::Chat: {
        if (!c.joined && c.seat < 0)
            return refuse(connection, Refusal::NotJoined, "chat");
        Json chat = Json::object();
        chat["type"] = "chat";
        chat["seat"] = c.seat;
        chat["name"] = c.name;
        chat["text"] = message->text;
        const std::string line = chat.dump();
        std::vector<Outgoing> out;
        for (const auto &[id, other] : m_connections) {
            if (other.joined || other.seat >= 0)
                out.push_back(Outgoing{id, line, false});
        }
        return out;
    }
    }
    return refuse(connection, Refusal::BadMessage, "message");
}

std::vector<NetTable::Outgoing> NetTable::disconnect(int connection)
{
    const auto it = m_connections.find(connection);
    if (it == m_connections.end())
        return {};
    const int seat = it->second.seat;
    m_connections.erase(it);
    std::vector<Outgoing> out;
    if (seat >= 0) {
        m_seatConnection[static_cast<std::size_t>(seat)] = -1;
        sendTable(out);
    }
    return out;
}

std::string NetTable::restore(const std::vector<std::string> &moves,
                              const std::vector<std::string> &tokens,
                              const std::vector<std::string> &names, bool started)
{
    if (!m_connections.empty() || !m_record.history().empty())
        return "the table is already in play";
    if (tokens.size() != m_seats.size() || names.size() != m_seats.size())
        return "one token and one name per seat";
    for (std::size_t s = 0; s < tokens.size(); ++s) {
        const bool wellFormed =
            tokens[s].empty() || (tokens[s].size() == kTokenLength &&
                                  std::all_of(tokens[s].begin(), tokens[s].end(), [](char c) {
                                      return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
                                  }));
        if (!wellFormed || (!tokens[s].empty() && !m_seats[s].remote))
            return "seat " + std::to_string(s + 1) + ": not a seat token";
        if (names[s].size() > kMaxNameBytes)
            return "seat " + std::to_string(s + 1) + ": name too long";
    }
    if (!moves.empty() && !started)
        return "moves in a game that has not started";
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const std::string refused = m_record.playText(moves[i]);
        if (!refused.empty()) {
            m_record =
                MatchRecord(m_record.sharedDefinition(), m_record.players(), m_record.seed());
            return "move " + std::to_string(i + 1) + ": " + refused;
        }
    }
    m_tokens = tokens;
    m_names = names;
    m_started = started;
    return {};
}

std::vector<NetTable::Outgoing> NetTable::start()
{
    std::vector<Outgoing> out;
    if (m_started)
        return out;
    m_started = true;
    sendTable(out);
    for (const auto &[id, connection] : m_connections)
        sendFrame(out, id);
    return out;
}

std::vector<NetTable::Outgoing> NetTable::afterMove()
{
    std::vector<Outgoing> out;
    for (const auto &[id, connection] : m_connections)
        sendFrame(out, id);
    if (m_record.isOver())
        sendTable(out);
    return out;
}

bool NetTable::seatPlayedHere() const
{
    if (!m_started || m_record.isOver())
        return false;
    const int seat = m_record.currentPlayer();
    return seat >= 0 && seat < static_cast<int>(m_seats.size()) &&
           (!m_seats[static_cast<std::size_t>(seat)].remote || standingIn(seat));
}

bool NetTable::setStandIn(int seat, bool standIn)
{
    if (seat < 0 || seat >= static_cast<int>(m_seats.size()))
        return false;
    const auto s = static_cast<std::size_t>(seat);
    if (!m_seats[s].remote || (standIn && m_seatConnection[s] >= 0))
        return false;
    m_standIn[s] = standIn;
    return true;
}

std::vector<NetTable::Outgoing> NetTable::playHere(const Action &action)
{
    if (!seatPlayedHere() || !m_record.play(action).empty())
        return {};
    return afterMove();
}

} // namespace kotatsu::net
