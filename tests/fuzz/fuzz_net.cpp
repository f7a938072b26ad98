// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the network table's host (core/net) with what clients may send: the input is a
// conversation, one message a line, each line's first byte choosing one of four connections
// (and "!start" / "!drop" the host starting the game or a connection dropping). A Shikoku
// table of three: two seats for clients, one computer played by the host. After every message
// the game's invariants must hold, the game may only have moved by a legal move of the
// connection's own seat, and every frame sent must be its receiver's own view.
#include "engine/game_state.h"
#include "fuzz_support.h"
#include "net/net_frames.h"
#include "net/net_table.h"

#include <cstddef>
#include <cstdint>
#include <vector>

using namespace kotatsu;
using namespace kotatsu::net;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const std::shared_ptr<const GameDefinition> definition =
        fuzz::catalog().find("shikoku")->definition;
    std::vector<NetTable::Seat> seats{{SeatSpec::person(), true},
                                      {SeatSpec::person(), true},
                                      {SeatSpec::computer("easy"), false}};
    std::uint64_t counter = fuzz::hashOf({reinterpret_cast<const char *>(data), size});
    NetTable table(definition, "shikoku", "", 3, 11, seats, "K7M-2QX",
                   [&counter] { return counter = counter * 6364136223846793005ULL + 1; });

    const std::string_view input(reinterpret_cast<const char *>(data), size);
    std::int64_t now = 0;
    std::vector<Action> legal;
    std::size_t start = 0;
    while (start < input.size()) {
        std::size_t end = input.find('\n', start);
        if (end == std::string_view::npos)
            end = input.size();
        const std::string_view line = input.substr(start, end - start);
        start = end + 1;
        if (line.empty())
            continue;
        const int connection = 1 + static_cast<unsigned char>(line[0]) % 4;
        const std::string_view text = line.substr(1);
        now += static_cast<std::int64_t>(line.size() % 7) * 40;

        const int seatBefore = table.seatOf(connection);
        const int plyBefore = table.record().state().plyCount();
        const int moverBefore = table.record().currentPlayer();
        std::vector<NetTable::Outgoing> out;
        if (text == "!start")
            out = table.start();
        else if (text == "!drop")
            out = table.disconnect(connection);
        else
            out = table.receive(connection, text, now);

        const int plyAfter = table.record().state().plyCount();
        if (plyAfter != plyBefore &&
            (plyAfter != plyBefore + 1 || seatBefore < 0 || seatBefore != moverBefore))
            fuzz::fail("the game moved for a connection that was not the seat to move");
        for (const auto &o : out) {
            const auto message = Json::parse(o.text);
            if (!message)
                fuzz::fail("the host sent a text that is not JSON");
            if (message->get("type").asString() != "state")
                continue;
            const int seat = table.seatOf(o.connection);
            if (seat < 0 || !(*message == stateFrame(table.record().state(), seat)))
                fuzz::fail("a frame went to a connection that is not its seat's");
        }
        while (table.seatPlayedHere()) {
            table.record().state().legalActions(legal);
            table.playHere(legal[static_cast<std::size_t>(counter % legal.size())]);
        }
        const std::string broken = table.record().state().checkInvariants();
        if (!broken.empty())
            fuzz::fail("invariant broken: " + broken);
    }
    return 0;
}
