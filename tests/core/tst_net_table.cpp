// SPDX-License-Identifier: GPL-3.0-or-later
// The network table as its host holds it (core/net, docs/network.md): whole games of every
// shipped game played by clients through the protocol's texts, every frame a client receives
// checked against what its seat may see, and the messages a misbehaving client can send.
//
// The leak check: a frame sent to a seat must be the same in every position that seat cannot
// tell apart from the real one. The hidden information (other hands, the deck's order, sealed
// predictions, the dice to come) is drawn again with resampleHidden, and the frame built for
// the seat there must equal the one it was sent. A frame that carried one byte of something
// the seat may not see would differ in some redrawn world; leakCheckCatchesALeak proves the
// check finds such a byte.
#include "net/net_frames.h"
#include "net/net_protocol.h"
#include "net/net_table.h"
#include "test_support.h"

#include <map>

using namespace kotatsu;
using namespace kotatsu::net;

namespace {

constexpr char kCode[] = "K7M-2QX";
constexpr int kResamples = 3;

std::function<std::uint64_t()> seededEntropy(std::uint64_t seed)
{
    auto rng = std::make_shared<Rng>(seed);
    return [rng] { return rng->next(); };
}

std::string join(const std::string &name)
{
    ClientMessage m;
    m.type = ClientMessage::Type::Join;
    m.code = kCode;
    m.name = name;
    m.language = "ja";
    return writeClientMessage(m);
}

std::string sit(int seat)
{
    ClientMessage m;
    m.type = ClientMessage::Type::Sit;
    m.seat = seat;
    return writeClientMessage(m);
}

std::string move(int ply, int index)
{
    ClientMessage m;
    m.type = ClientMessage::Type::Move;
    m.ply = ply;
    m.move = index;
    return writeClientMessage(m);
}

std::string rejoin(const std::string &token)
{
    ClientMessage m;
    m.type = ClientMessage::Type::Rejoin;
    m.token = token;
    return writeClientMessage(m);
}

Json parsed(const std::string &text)
{
    auto json = Json::parse(text);
    if (!json)
        return Json();
    return *json;
}

std::string typeOf(const NetTable::Outgoing &out)
{
    return parsed(out.text).get("type").asString();
}

// The refusal's reason of the only message in `out`, or what else it was.
std::string refusal(const std::vector<NetTable::Outgoing> &out)
{
    if (out.size() != 1)
        return "(" + std::to_string(out.size()) + " messages)";
    const Json message = parsed(out.front().text);
    if (message.get("type").asString() != "refused")
        return "(" + message.get("type").asString() + ")";
    return message.get("reason").asString();
}

Json withoutEvents(Json frame)
{
    return test::withoutKeys(frame, {"events"});
}

// Empty when `frameText`, sent to `seat` in `state`, shows nothing the seat may not see; else
// where it gave something away.
std::string leakIn(const std::string &frameText, const GameState &state, int seat,
                   std::uint64_t salt)
{
    const Json frame = parsed(frameText);
    for (const auto &[key, value] : frame.entries()) {
        (void)value;
        static const std::vector<std::string> allowed{
            "type", "ply", "seat", "toMove", "over", "observation", "events", "legal", "outcome"};
        if (std::find(allowed.begin(), allowed.end(), key) == allowed.end())
            return "a field the frame does not have: " + key;
    }
    if (frame.get("seat").asInt(-1) != seat)
        return "a frame for another seat";
    if (!(frame.get("observation") == state.observation(seat)))
        return "an observation other than the seat's own";
    if (!(frame.get("events") == state.describeEvents(seat)))
        return "events other than the seat's own";
    for (int k = 0; k < kResamples; ++k) {
        Rng rng(Rng::derive(salt, static_cast<std::uint64_t>(k) + 1));
        const auto world = state.resampleHidden(seat, rng);
        const Json there = withoutEvents(stateFrame(*world, seat));
        if (!(there == withoutEvents(frame)))
            return "a frame that differs in a position the seat cannot tell apart (redraw " +
                   std::to_string(k + 1) + ")";
    }
    return {};
}

struct Client
{
    int connection = -1;
    int seat = -1;
    std::string token;
    std::vector<std::string> received;
    Json lastFrame;
};

// Hands each outgoing message to its client's inbox.
void deliver(std::map<int, Client> &clients, const std::vector<NetTable::Outgoing> &out)
{
    for (const auto &o : out) {
        auto it = clients.find(o.connection);
        if (it == clients.end())
            continue;
        it->second.received.push_back(o.text);
        const Json message = parsed(o.text);
        const std::string type = message.get("type").asString();
        if (type == "state")
            it->second.lastFrame = message;
        else if (type == "seated") {
            it->second.seat = static_cast<int>(message.get("seat").asInt());
            it->second.token = message.get("token").asString();
        }
    }
}

std::vector<NetTable::Seat> remoteSeats(int players)
{
    return std::vector<NetTable::Seat>(static_cast<std::size_t>(players),
                                       NetTable::Seat{SeatSpec::person(), true});
}

} // namespace

class TestNetTable : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void protocolReadsItsMessages()
    {
        ClientMessage m;
        m.type = ClientMessage::Type::Move;
        m.ply = 12;
        m.move = 3;
        Refusal why{};
        const auto back = parseClientMessage(writeClientMessage(m), &why);
        QVERIFY(back);
        QCOMPARE(back->ply, 12);
        QCOMPARE(back->move, 3);
        const auto joined = parseClientMessage(join("Ána 山田"), &why);
        QVERIFY(joined);
        QCOMPARE(joined->name, std::string("Ána 山田"));
        QCOMPARE(joined->code, std::string(kCode));
        const auto chat = parseClientMessage(R"({"v":1,"type":"chat","text":"gg\nwp"})", &why);
        QVERIFY(chat);
        QCOMPARE(chat->text, std::string("gg\nwp"));
        QVERIFY(parseClientMessage(rejoin(std::string(32, 'a')), &why));
    }

    void protocolRefusesMalformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("reason");
        auto row = [](const char *name, const QByteArray &text, const char *reason) {
            QTest::newRow(name) << text << QString::fromLatin1(reason);
        };
        row("not JSON", "move 3", "bad_message");
        row("empty", "", "bad_message");
        row("an array", R"([1,2])", "bad_message");
        row("nested", R"({"v":1,"type":"move","ply":{"a":1},"move":0})", "bad_message");
        row("deep", QByteArray(2000, '[') + QByteArray(2000, ']'), "bad_message");
        row("too long", R"({"v":1,"type":"chat","text":")" + QByteArray(5000, 'x') + R"("})",
            "too_long");
        row("no version", R"({"type":"sit","seat":1})", "bad_message");
        row("version 2", R"({"v":2,"type":"sit","seat":1})", "unsupported_version");
        row("unknown type", R"({"v":1,"type":"undo"})", "bad_message");
        row("extra field", R"({"v":1,"type":"sit","seat":1,"as":0})", "bad_message");
        row("missing field", R"({"v":1,"type":"move","ply":3})", "bad_message");
        row("negative move", R"({"v":1,"type":"move","ply":3,"move":-1})", "bad_message");
        row("huge ply", R"({"v":1,"type":"move","ply":1e30,"move":0})", "bad_message");
        row("fractional move", R"({"v":1,"type":"move","ply":3,"move":1.5})", "bad_message");
        row("seat as text", R"({"v":1,"type":"sit","seat":"1"})", "bad_message");
        row("short token", R"({"v":1,"type":"rejoin","token":"abc"})", "bad_message");
        row("capital token",
            R"({"v":1,"type":"rejoin","token":"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"})", "bad_message");
        row("control in name",
            "{\"v\":1,\"type\":\"join\",\"code\":\"x\",\"name\":\"a\\u0007\","
            "\"language\":\"ja\"}",
            "bad_message");
        row("long name",
            R"({"v":1,"type":"join","code":"x","name":")" + QByteArray(65, 'n') +
                R"(","language":"ja"})",
            "bad_message");
        row("bad UTF-8", "{\"v\":1,\"type\":\"chat\",\"text\":\"\xff\xfe\"}", "bad_message");
    }
    void protocolRefusesMalformed()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, reason);
        Refusal why{};
        std::string detail;
        QVERIFY(
            !parseClientMessage(std::string_view(text.constData(), text.size()), &why, &detail));
        QCOMPARE(QString::fromLatin1(refusalId(why).data()), reason);
    }

    // Whole games of every shipped game and variant (and the Automa's solo game) with every
    // seat a client on another computer, each choosing its moves at random from the frames it
    // was sent; every frame checked against its seat's view.
    void framesKeepEverySecret_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("automaLevel");
        for (const auto &p : test::allPlayables()) {
            if (!p.definition)
                continue;
            const std::string name = p.game + "/" + (p.variant.empty() ? "base" : p.variant);
            QTest::newRow(name.c_str()) << test::q(p.game) << test::q(p.variant) << 0;
            if (p.variant.empty() && p.definition->rulesSeatLevels() > 0)
                QTest::newRow((name + "/automa").c_str()) << test::q(p.game) << QString() << 2;
        }
    }
    void framesKeepEverySecret()
    {
        QFETCH(QString, game);
        QFETCH(QString, variant);
        QFETCH(int, automaLevel);
        auto base = test::definition(game.toStdString(), variant.toStdString());
        QVERIFY(base);
        const GameInfo &info = base->info();
        std::size_t frames = 0;
        for (int g = 0; g < 2; ++g) {
            const std::uint64_t seed = 7100 + static_cast<std::uint64_t>(g) * 31;
            int players = g == 0 ? info.maxPlayers : info.minPlayers;
            std::shared_ptr<const GameDefinition> def = base;
            std::vector<NetTable::Seat> seats = remoteSeats(players);
            if (automaLevel > 0) {
                players = info.maxPlayers;
                seats = remoteSeats(players);
                seats.back() = NetTable::Seat{SeatSpec::rules(automaLevel), false};
                def = base->withRulesSeat(players - 1, automaLevel);
                QVERIFY(def);
            }
            NetTable table(def, game.toStdString(), variant.toStdString(), players, seed, seats,
                           kCode, seededEntropy(seed));
            std::map<int, Client> clients;
            std::int64_t now = 0;
            for (int s = 0; s < players; ++s) {
                if (!seats[static_cast<std::size_t>(s)].remote)
                    continue;
                const int connection = 100 + s;
                clients[connection].connection = connection;
                deliver(clients, table.receive(connection, join("P" + std::to_string(s)), now));
                deliver(clients, table.receive(connection, sit(s), now));
                QCOMPARE(clients[connection].seat, s);
            }
            auto check = [&](const std::vector<NetTable::Outgoing> &out) {
                for (const auto &o : out) {
                    if (typeOf(o) != "state")
                        continue;
                    const int seat = table.seatOf(o.connection);
                    const std::string leak = leakIn(o.text, table.record().state(), seat,
                                                    seed + static_cast<std::uint64_t>(frames));
                    if (!leak.empty())
                        return "ply " + std::to_string(table.record().state().plyCount()) +
                               ", seat " + std::to_string(seat + 1) + ": " + leak;
                    ++frames;
                }
                return std::string();
            };
            auto out = table.start();
            std::string problem = check(out);
            QVERIFY2(problem.empty(), problem.c_str());
            deliver(clients, out);
            Rng choose(seed ^ 0x5eed);
            int moves = 0;
            while (!table.over()) {
                const int seat = table.record().currentPlayer();
                Client &mover = clients.at(100 + seat);
                const Json &frame = mover.lastFrame;
                QCOMPARE(frame.get("toMove").asInt(), static_cast<std::int64_t>(seat));
                const std::size_t legal = frame.get("legal").size();
                QVERIFY(legal > 0);
                const int pick = static_cast<int>(choose.below(static_cast<std::uint32_t>(legal)));
                // All at one instant: moves the game takes are never refused for speed.
                out = table.receive(mover.connection,
                                    move(static_cast<int>(frame.get("ply").asInt()), pick), now);
                problem = check(out);
                QVERIFY2(problem.empty(), problem.c_str());
                // Every seat hears of every move, and only in its own frame.
                std::map<int, int> framesTo;
                for (const auto &o : out) {
                    if (typeOf(o) == "state")
                        ++framesTo[o.connection];
                }
                QCOMPARE(framesTo.size(), clients.size());
                deliver(clients, out);
                QVERIFY(++moves < 20000);
            }
            for (const auto &[connection, client] : clients) {
                QVERIFY(client.lastFrame.get("over").asBool());
                QCOMPARE(client.lastFrame.get("outcome"), table.record().outcome().toJson());
            }
            // The host's record is a game like any other: it replays move by move.
            std::string error;
            const auto again =
                MatchRecord::replay(def, players, seed, table.record().actionTexts(), &error);
            QVERIFY2(again, error.c_str());
            QCOMPARE(again->state().observation(kOmniscient),
                     table.record().state().observation(kOmniscient));
        }
        QVERIFY(frames > 0);
    }

    // The check above would find a frame that gives away one hidden thing: here a frame is
    // sent with another seat's observation, or with the full one, at positions of games that
    // hide things, and the check must say so.
    void leakCheckCatchesALeak_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        QTest::newRow("shikoku") << QStringLiteral("shikoku") << 4;
        QTest::newRow("hyano") << QStringLiteral("hyano") << 3;
        QTest::newRow("tokaido_duo") << QStringLiteral("tokaido_duo") << 2;
    }
    void leakCheckCatchesALeak()
    {
        QFETCH(QString, game);
        QFETCH(int, players);
        const auto def = test::definition(game.toStdString());
        auto state = def->newGame(players, 99);
        Rng rng(5);
        std::vector<Action> legal;
        for (int i = 0; i < 6 && !state->isTerminal(); ++i) {
            state->legalActions(legal);
            state->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
        const int seat = 0;
        const Json honest = stateFrame(*state, seat);
        QVERIFY2(leakIn(honest.dump(), *state, seat, 1).empty(),
                 leakIn(honest.dump(), *state, seat, 1).c_str());
        Json full = honest;
        full["observation"] = state->observation(kOmniscient);
        QVERIFY(!leakIn(full.dump(), *state, seat, 1).empty());
        Json other = honest;
        other["observation"] = state->observation(1);
        QVERIFY(!leakIn(other.dump(), *state, seat, 1).empty());
        Json extra = honest;
        extra["hint"] = state->observation(kOmniscient);
        QVERIFY(!leakIn(extra.dump(), *state, seat, 1).empty());
    }

    // A client that tries what it must not: every attempt refused with its reason, the game
    // unchanged, the other clients unharmed.
    void misbehavingClientIsRefused()
    {
        const auto def = test::definition("shikoku");
        std::vector<NetTable::Seat> seats = remoteSeats(3);
        seats[2] = NetTable::Seat{SeatSpec::computer("easy"), false};
        NetTable table(def, "shikoku", "", 3, 42, seats, kCode, seededEntropy(1));
        std::map<int, Client> clients;
        for (int c : {1, 2, 3})
            clients[c].connection = c;
        // Sitting without the code, with a wrong code, in a seat played here or out of range.
        QCOMPARE(refusal(table.receive(1, sit(0), 0)), std::string("not_joined"));
        QCOMPARE(refusal(table.receive(
                     1, R"({"v":1,"type":"join","code":"K7M-2QY","name":"x","language":"en"})", 0)),
                 std::string("wrong_code"));
        deliver(clients, table.receive(1, join("Ana"), 0));
        QCOMPARE(refusal(table.receive(1, sit(2), 0)), std::string("no_such_seat"));
        QCOMPARE(refusal(table.receive(1, sit(7), 0)), std::string("no_such_seat"));
        deliver(clients, table.receive(1, sit(0), 0));
        QCOMPARE(clients[1].seat, 0);
        QCOMPARE(refusal(table.receive(1, sit(1), 0)), std::string("already_seated"));
        // Another joiner cannot take the taken seat, nor guess its token.
        deliver(clients, table.receive(2, join("Bea"), 0));
        QCOMPARE(refusal(table.receive(2, sit(0), 0)), std::string("seat_taken"));
        QCOMPARE(refusal(table.receive(2, rejoin(std::string(32, '0')), 0)),
                 std::string("bad_token"));
        deliver(clients, table.receive(2, sit(1), 0));
        QCOMPARE(clients[2].seat, 1);
        // A watcher who joined but sits nowhere gets the table, never a frame.
        deliver(clients, table.receive(3, join("Cy"), 0));
        QCOMPARE(refusal(table.receive(1, move(0, 0), 0)), std::string("not_started"));
        deliver(clients, table.start());
        for (const auto &text : clients[3].received)
            QVERIFY(parsed(text).get("type").asString() != "state");
        QCOMPARE(refusal(table.receive(3, move(0, 0), 1)), std::string("not_seated"));

        const int toMove = table.record().currentPlayer();
        QVERIFY(toMove == 0 || toMove == 1 || toMove == 2);
        // Bring the game to a person's turn.
        std::vector<Action> legal;
        while (table.seatPlayedHere()) {
            table.record().state().legalActions(legal);
            deliver(clients, table.playHere(legal.front()));
        }
        const int person = table.record().currentPlayer();
        const int other = 1 - person;
        const int moverConnection = person + 1;
        const int otherConnection = other + 1;
        const int ply = table.record().state().plyCount();
        const Json before = table.record().state().observation(kOmniscient);
        const std::size_t legalCount = clients[moverConnection].lastFrame.get("legal").size();
        // Acting for the seat to move from the other seat, a move not in the list, an old ply,
        // a future ply, a seat played here.
        QCOMPARE(refusal(table.receive(otherConnection, move(ply, 0), 2)),
                 std::string("not_your_turn"));
        QCOMPARE(
            refusal(table.receive(moverConnection, move(ply, static_cast<int>(legalCount)), 2)),
            std::string("illegal_move"));
        QCOMPARE(refusal(table.receive(moverConnection, move(ply + 1, 0), 2)),
                 std::string("stale_ply"));
        QVERIFY(!table.playHere(Action{}).size());
        QCOMPARE(table.record().state().observation(kOmniscient), before);
        // The right move goes through; the same message again is refused as old.
        const std::string good = move(ply, 0);
        deliver(clients, table.receive(moverConnection, good, 3));
        QCOMPARE(table.record().state().plyCount(), ply + 1);
        const Json after = table.record().state().observation(kOmniscient);
        QVERIFY(refusal(table.receive(moverConnection, good, 4)) == "stale_ply" ||
                refusal(table.receive(moverConnection, good, 4)) == "not_your_turn");
        QCOMPARE(table.record().state().observation(kOmniscient), after);
        // Garbage changes nothing either.
        for (const char *junk : {"", "{", "null", R"({"v":1})", R"({"v":1,"type":"move"})"})
            QCOMPARE(refusal(table.receive(moverConnection, junk, 5)), std::string("bad_message"));
        QCOMPARE(table.record().state().observation(kOmniscient), after);
    }

    // A flood is refused, then cut off, and the others play on.
    void floodingClientIsCutOff()
    {
        const auto def = test::definition("garden");
        NetTable table(def, "garden", "", 2, 3, remoteSeats(2), kCode, seededEntropy(2));
        std::map<int, Client> clients;
        for (int c : {1, 2}) {
            clients[c].connection = c;
            deliver(clients, table.receive(c, join("x"), 0));
            deliver(clients, table.receive(c, sit(c - 1), 0));
        }
        deliver(clients, table.start());
        int refusedFast = 0;
        bool closed = false;
        for (int i = 0; i < 1000 && !closed; ++i) {
            const auto out = table.receive(2, R"({"v":1,"type":"chat","text":"spam"})", 10);
            for (const auto &o : out) {
                if (o.connection == 2 && parsed(o.text).get("reason").asString() == "too_fast")
                    ++refusedFast;
                closed = closed || (o.connection == 2 && o.close);
            }
        }
        QVERIFY(closed);
        QVERIFY(refusedFast > 0);
        QCOMPARE(table.seatOf(2), -1);
        QVERIFY(!table.connected(1));
        // The flooder's seat is still its token's; the other plays on.
        const int mover = table.record().currentPlayer() + 1;
        if (mover == 1) {
            const Json &frame = clients[1].lastFrame;
            deliver(clients,
                    table.receive(1, move(static_cast<int>(frame.get("ply").asInt()), 0), 11));
            QCOMPARE(table.record().state().plyCount(), 1);
        }
        // Slow and steady is never cut off: one message a tenth of a second.
        for (int i = 0; i < 200; ++i) {
            const auto out =
                table.receive(1, R"({"v":1,"type":"chat","text":"hi"})", 1000 + i * 100);
            for (const auto &o : out)
                QVERIFY(!o.close);
        }
    }

    // A dropped client comes back with its token and sees the game as it is; its old
    // connection, if still open, is cut off.
    void rejoinWithTheToken()
    {
        const auto def = test::definition("hyano");
        NetTable table(def, "hyano", "", 2, 8, remoteSeats(2), kCode, seededEntropy(3));
        std::map<int, Client> clients;
        for (int c : {1, 2}) {
            clients[c].connection = c;
            deliver(clients, table.receive(c, join("x"), 0));
            deliver(clients, table.receive(c, sit(c - 1), 0));
        }
        deliver(clients, table.start());
        const std::string token = clients[2].token;
        QCOMPARE(token.size(), kTokenLength);
        QVERIFY(token != clients[1].token);
        deliver(clients, table.disconnect(2));
        QVERIFY(!table.connected(1));
        // The seat waits: nobody else may take it.
        clients[3].connection = 3;
        deliver(clients, table.receive(3, join("y"), 1));
        QCOMPARE(refusal(table.receive(3, sit(1), 1)), std::string("seat_taken"));
        // Play on to seat 2's turn if it is seat 1's.
        if (table.record().currentPlayer() == 0) {
            const Json &frame = clients[1].lastFrame;
            deliver(clients,
                    table.receive(1, move(static_cast<int>(frame.get("ply").asInt()), 0), 2));
        }
        clients[4].connection = 4;
        deliver(clients, table.receive(4, rejoin(token), 3));
        QCOMPARE(clients[4].seat, 1);
        QVERIFY(table.connected(1));
        QCOMPARE(clients[4].lastFrame, stateFrame(table.record().state(), 1));
        // The same token again on a fifth connection replaces the fourth.
        clients[5].connection = 5;
        const auto out = table.receive(5, rejoin(token), 4);
        bool cut = false;
        for (const auto &o : out)
            cut = cut || (o.connection == 4 && o.close && typeOf(o) == "replaced");
        QVERIFY(cut);
        QCOMPARE(table.seatOf(5), 1);
        QCOMPARE(table.seatOf(4), -1);
    }

    // A seat that comes back (or sits down late) is sent the game so far before its frame:
    // every move, the events as its own frames would have said them, its own moves with their
    // text, the others' without (issue 36: the log is whole from the start).
    void historyOnRejoin()
    {
        const auto def = test::definition("shikoku");
        NetTable table(def, "shikoku", "", 3, 6, remoteSeats(3), kCode, seededEntropy(6));
        std::map<int, Client> clients;
        for (int c : {1, 2, 3}) {
            clients[c].connection = c;
            deliver(clients, table.receive(c, join("x"), 0));
            deliver(clients, table.receive(c, sit(c - 1), 0));
        }
        deliver(clients, table.start());
        // Seat 2 plays two moves of its own, then leaves; the others go on, a computer
        // standing in for it.
        const auto playOne = [&] {
            const int seat = table.record().currentPlayer();
            const int ply = table.record().state().plyCount();
            if (table.standingIn(seat)) {
                std::vector<Action> legal;
                table.record().state().legalActions(legal);
                deliver(clients, table.playHere(legal.back()));
            } else {
                deliver(clients, table.receive(seat + 1, move(ply, 0), ply));
            }
        };
        int ownMoves = 0;
        while (ownMoves < 2 && !table.over()) {
            ownMoves += table.record().currentPlayer() == 2 ? 1 : 0;
            playOne();
        }
        const std::string token = clients[3].token;
        deliver(clients, table.disconnect(3));
        QVERIFY(table.setStandIn(2, true));
        const int away = table.record().state().plyCount();
        for (int i = 0; i < 9 && !table.over(); ++i)
            playOne();
        QVERIFY(table.record().state().plyCount() > away + 3);

        clients[4].connection = 4;
        const auto out = table.receive(4, rejoin(token), 100);
        std::vector<std::string> types;
        Json history;
        for (const auto &o : out) {
            if (o.connection != 4)
                continue;
            types.push_back(typeOf(o));
            if (typeOf(o) == "history")
                history = parsed(o.text);
        }
        // seated, table, history, then the frame.
        QCOMPARE(types, (std::vector<std::string>{"seated", "table", "history", "state"}));
        QCOMPARE(history.get("seat").asInt(), 2);
        const auto &steps = table.record().history();
        QCOMPARE(history.get("ply").asInt(), static_cast<std::int64_t>(steps.size()));
        auto state = table.record().initialState().clone();
        const Json &moves = history.get("moves");
        std::size_t first = 0;
        if (moves.size() > steps.size()) {
            QCOMPARE(moves.at(0).get("ply").asInt(), 0);
            QVERIFY(moves.at(0).get("events") == state->describeEvents(2));
            first = 1;
        }
        QCOMPARE(moves.size(), steps.size() + first);
        int ownTexts = 0;
        for (std::size_t i = 0; i < steps.size(); ++i) {
            const Json &entry = moves.at(i + first);
            QCOMPARE(entry.get("ply").asInt(), static_cast<std::int64_t>(i + 1));
            QCOMPARE(entry.get("seat").asInt(), static_cast<std::int64_t>(steps[i].seat));
            QCOMPARE(entry.get("round").asInt(),
                     state->observation(kPublicView).get("round").asInt(0));
            state->apply(steps[i].action);
            // Only what the seat's own frame would have said.
            QVERIFY(entry.get("events") == state->describeEvents(2));
            if (steps[i].seat == 2) {
                QCOMPARE(entry.get("text").asString(), steps[i].text);
                ++ownTexts;
            } else {
                QVERIFY(!entry.find("text"));
                QVERIFY(!entry.find("description"));
            }
        }
        QVERIFY(ownTexts >= 2);
    }

    // The host may hand the seat of someone who left to a computer until they come back.
    void standInUntilThePersonReturns()
    {
        const auto def = test::definition("garden");
        NetTable table(def, "garden", "", 2, 4, remoteSeats(2), kCode, seededEntropy(4));
        std::map<int, Client> clients;
        for (int c : {1, 2}) {
            clients[c].connection = c;
            deliver(clients, table.receive(c, join("x"), 0));
            deliver(clients, table.receive(c, sit(c - 1), 0));
        }
        deliver(clients, table.start());
        const int away = table.record().currentPlayer();
        QVERIFY(!table.seatPlayedHere());
        // Not while the person is connected.
        QVERIFY(!table.setStandIn(away, true));
        const std::string token = clients[away + 1].token;
        deliver(clients, table.disconnect(away + 1));
        QVERIFY(!table.seatPlayedHere());
        QVERIFY(table.setStandIn(away, true));
        QVERIFY(table.seatPlayedHere());
        QVERIFY(parsed(table.announceTable().front().text)
                    .get("seats")
                    .at(static_cast<std::size_t>(away))
                    .get("standIn")
                    .asBool());
        std::vector<Action> legal;
        table.record().state().legalActions(legal);
        QVERIFY(!table.playHere(legal.front()).empty());
        // Coming back ends it.
        clients[5].connection = 5;
        while (table.record().currentPlayer() != away && !table.over()) {
            const int other = table.record().currentPlayer() + 1;
            deliver(clients, table.receive(other, move(table.record().state().plyCount(), 0), 0));
        }
        deliver(clients, table.receive(5, rejoin(token), 1));
        QVERIFY(!table.standingIn(away));
        QVERIFY(!table.seatPlayedHere());
    }
};

QTEST_GUILESS_MAIN(TestNetTable)
#include "tst_net_table.moc"
