// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "match/match_record.h"
#include "match/seat_spec.h"
#include "net/net_protocol.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu::net {

// One table played over the network, as its host holds it: the game (rules, chance and the
// record live here only), the seats, who sits where, and what each connection may be told.
// Transport-free: the host's sockets call connect/receive/disconnect with a connection number
// and send each Outgoing text to its connection; the computer players are the host's to run
// (seatPlayedHere / playHere). docs/network.md describes the messages.
//
// What it guarantees, whatever a client sends:
//  - a seat is taken only with its token; the invitation code admits joiners, nothing else;
//  - a connection moves only for its own seat, on its turn, in the current position (the move
//    names the ply it answers, so an old or replayed message is refused), and only a legal
//    move; every refusal has a reason and leaves the game as it was;
//  - a connection is told only its own seat's frame (stateFrame) and the public table: no
//    other seat's observation, no deck order, no future die ever goes to it;
//  - a connection sending faster than the table allows is refused, then cut off.
// How much a connection may send: a token bucket per connection, `burst` messages at once,
// refilled at `perSecond`; after `tooFastBeforeClose` refusals for speed it is cut off. A
// move the game accepts is given back, so that only refused messages, chat and seating count.
struct NetLimits
{
    double perSecond = 20;
    double burst = 40;
    int tooFastBeforeClose = 20;
};

class NetTable
{
public:
    struct Seat
    {
        SeatSpec spec;
        // A person invited from another computer. Other seats (people at the host's own
        // screen, computers, the rules' own seat) are played here.
        bool remote = false;
    };

    struct Outgoing
    {
        int connection = -1;
        std::string text;
        bool close = false; // cut the connection after sending
    };

    // `entropy` gives the random bits of seat tokens (std::random_device on a real host; the
    // tests give a seeded one). `code` is the invitation's code.
    NetTable(std::shared_ptr<const GameDefinition> definition, std::string gameId,
             std::string variant, int players, std::uint64_t seed, std::vector<Seat> seats,
             std::string code, std::function<std::uint64_t()> entropy, NetLimits limits = {});

    // Messages from and to the connections. `nowMs` is any steady clock in milliseconds.
    std::vector<Outgoing> receive(int connection, std::string_view text, std::int64_t nowMs);
    // The connection is gone; its seat (if any) stays its token's, free to rejoin.
    std::vector<Outgoing> disconnect(int connection);

    // A table saved by its host, set up again after a restart: the moves replayed (each
    // checked), the seats' tokens and names kept, so that every client rejoins its seat with
    // its token. Only on a table with no connection and no move yet. Empty, or why not.
    std::string restore(const std::vector<std::string> &moves,
                        const std::vector<std::string> &tokens,
                        const std::vector<std::string> &names, bool started);
    const std::string &code() const { return m_code; }
    const std::string &gameId() const { return m_gameId; }
    const std::string &variant() const { return m_variant; }
    const std::vector<std::string> &names() const { return m_names; }

    // The host starts the game; every seated connection gets its first frame.
    std::vector<Outgoing> start();
    bool started() const { return m_started; }
    bool over() const { return m_record.isOver(); }

    // Whether the seat to move is played on the host (its own people, its computers, or a
    // computer standing in for someone who left).
    bool seatPlayedHere() const;
    // The host hands a remote seat whose person is gone to a computer until they come back
    // (rejoining ends it), or takes it back. Only a remote seat nobody is connected to.
    bool setStandIn(int seat, bool standIn);
    bool standingIn(int seat) const
    {
        return seat >= 0 && seat < static_cast<int>(m_standIn.size()) &&
               m_standIn[static_cast<std::size_t>(seat)];
    }
    // Plays a move for a seat played here; empty and nothing played when it is not such a
    // seat's turn or the move is not legal.
    std::vector<Outgoing> playHere(const Action &action);

    const MatchRecord &record() const { return m_record; }
    const std::vector<Seat> &seats() const { return m_seats; }
    // The seat a connection holds, or -1.
    int seatOf(int connection) const;
    // Whether a remote seat's person is connected now.
    bool connected(int seat) const;
    // A remote seat's token once taken (the host keeps it with the table's save), else "".
    const std::string &token(int seat) const { return m_tokens[static_cast<std::size_t>(seat)]; }

    // The public table: the game, and each seat's kind, name and whether it is taken,
    // connected and stood in for. Every joined connection gets it when it changes;
    // announceTable() sends it again (after setStandIn).
    Json tableMessage() const;
    std::vector<Outgoing> announceTable() const;

private:
    struct Connection
    {
        bool joined = false;
        int seat = -1;
        std::string name;
        std::string language;
        double tokens = 0;
        std::int64_t lastRefill = 0;
        bool fresh = true;
        int tooFast = 0;
    };

    bool takeToken(Connection &connection, std::int64_t nowMs);
    std::vector<Outgoing> refuse(int connection, Refusal why, std::string_view about) const;
    std::vector<Outgoing> afterMove();
    void sendTable(std::vector<Outgoing> &out) const;
    void sendFrame(std::vector<Outgoing> &out, int connection) const;
    std::string newToken();
    std::vector<Outgoing> seatConnection(int connection, int seat);

    std::string m_gameId;
    std::string m_variant;
    MatchRecord m_record;
    std::vector<Seat> m_seats;
    std::vector<std::string> m_tokens;
    std::vector<std::string> m_names;
    std::vector<int> m_seatConnection; // per seat: the connection holding it, or -1
    std::vector<bool> m_standIn;       // per seat: a computer plays it while its person is away
    std::string m_code;
    std::function<std::uint64_t()> m_entropy;
    NetLimits m_limits;
    bool m_started = false;
    std::map<int, Connection> m_connections;
};

} // namespace kotatsu::net
