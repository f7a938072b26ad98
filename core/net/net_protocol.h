// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

// The network table's messages, as the host reads them from a client (docs/network.md).
// Everything here is transport-free: the app and kotatsu-server carry these texts in WebSocket
// text frames; the tests and the fuzzer hand them over directly.
namespace kotatsu::net {

// The protocol's version: the "v" of every client message and of the host's "welcome".
inline constexpr int kProtocolVersion = 1;

// A client message longer than this is refused unread: the longest legal one (a chat line
// of kMaxChatBytes with its envelope) fits several times over.
inline constexpr std::size_t kMaxClientMessageBytes = 4096;
inline constexpr std::size_t kMaxNameBytes = 64;
inline constexpr std::size_t kMaxChatBytes = 1000;
inline constexpr std::size_t kMaxCodeBytes = 16;
// A seat token: 32 lower-case hexadecimal digits (128 bits).
inline constexpr std::size_t kTokenLength = 32;

// Why the host refused a client message. The id (refusalId) is what the client receives and
// turns into a sentence in its own language; the host's game is never changed by a refusal.
enum class Refusal
{
    BadMessage,         // not JSON, not an object, a missing, unknown or ill-typed field
    TooLong,            // over kMaxClientMessageBytes
    UnsupportedVersion, // "v" is not kProtocolVersion
    WrongCode,          // the invitation code does not match
    NotJoined,          // sit or chat before a join with the right code
    NoSuchSeat,         // no seat of that number, or not one invited from another computer
    SeatTaken,          // somebody else holds that seat's token
    AlreadySeated,      // this connection already sits
    BadToken,           // no seat has that token
    NotSeated,          // a move from a connection without a seat
    NotStarted,         // a move before the host started the game
    GameOver,           // a move after the end
    NotYourTurn,        // a move for a seat that is not to move
    StalePly,           // a move for another position than the current one (old or replayed)
    IllegalMove,        // no legal move has that number
    TooFast,            // more messages than the table allows per second
};

std::string_view refusalId(Refusal refusal);

struct ClientMessage
{
    enum class Type
    {
        Join,   // {"v":1,"type":"join","code":"K7M-2QX","name":"Ana","language":"ja"}
        Sit,    // {"v":1,"type":"sit","seat":1}
        Rejoin, // {"v":1,"type":"rejoin","token":"<32 hex>"}
        Move,   // {"v":1,"type":"move","ply":12,"move":3}
        Chat,   // {"v":1,"type":"chat","text":"..."}
    };
    Type type = Type::Join;
    std::string code;
    std::string name;
    std::string language;
    std::string token;
    std::string text;
    int seat = -1;
    int ply = -1;
    int move = -1;
};

// Reads one client message strictly: exactly the fields its type has, each of its type and
// within its bounds. On failure returns nullopt, sets *refusal and, if given, *detail (in
// English, for the host's log: which field and why).
std::optional<ClientMessage> parseClientMessage(std::string_view text, Refusal *refusal,
                                                std::string *detail = nullptr);

// The text of a message, as a client sends it.
std::string writeClientMessage(const ClientMessage &message);

} // namespace kotatsu::net
