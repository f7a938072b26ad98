// SPDX-License-Identifier: GPL-3.0-or-later
// The hosted table's file (core/net/net_table_file, docs/network.md): version 2 is a journal,
// a header line then a line a move, so that a move is saved by appending one line; version 1
// (one JSON object) is still read; a last line the host did not finish is left out; a broken
// line is named.
#include "net/net_table.h"
#include "net/net_table_file.h"
#include "test_support.h"

using namespace kotatsu;
using namespace kotatsu::net;

namespace {

NetTableFile sample()
{
    NetTableFile file;
    file.game = "hyano";
    file.variant = "";
    file.seed = 18446744073709551557ull; // above 2^53: must survive as text
    file.code = "K7M-2QX";
    file.started = true;
    file.seats.push_back({*SeatSpec::parse("remote"), true, std::string(32, 'a'), "Ana"});
    file.seats.push_back({*SeatSpec::parse("computer:level=easy"), false, "", ""});
    file.moves = {"play 3", "take \"pile\" 2", "pass"};
    return file;
}

void compareFiles(const NetTableFile &a, const NetTableFile &b)
{
    QCOMPARE(a.game, b.game);
    QCOMPARE(a.variant, b.variant);
    QCOMPARE(a.seed, b.seed);
    QCOMPARE(a.code, b.code);
    QCOMPARE(a.started, b.started);
    QCOMPARE(a.seats.size(), b.seats.size());
    for (std::size_t s = 0; s < a.seats.size(); ++s) {
        QCOMPARE(a.seats[s].spec.text(), b.seats[s].spec.text());
        QCOMPARE(a.seats[s].remote, b.seats[s].remote);
        QCOMPARE(a.seats[s].token, b.seats[s].token);
        QCOMPARE(a.seats[s].name, b.seats[s].name);
    }
    QCOMPARE(a.moves, b.moves);
}

} // namespace

class TestNetTableFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void journalReadsBack()
    {
        const NetTableFile file = sample();
        const std::string text = file.toText();
        // One line for the header and one a move: a move is saved by appending its line.
        QCOMPARE(std::count(text.begin(), text.end(), '\n'), 4);
        QCOMPARE(text.substr(0, file.headerLine().size()), file.headerLine());
        QCOMPARE(
            file.headerLine() + NetTableFile::moveLine("play 3"),
            text.substr(0, file.headerLine().size() + NetTableFile::moveLine("play 3").size()));
        std::string error;
        const auto back = NetTableFile::read(text, &error);
        QVERIFY2(back, error.c_str());
        compareFiles(*back, file);
        // No move yet, with or without the header's newline.
        NetTableFile empty = sample();
        empty.moves.clear();
        for (const std::string &headerOnly :
             {empty.headerLine(), empty.headerLine().substr(0, empty.headerLine().size() - 1)}) {
            const auto none = NetTableFile::read(headerOnly, &error);
            QVERIFY2(none, error.c_str());
            compareFiles(*none, empty);
        }
    }

    // The host stopped while writing a move's line: the moves before it are read, that one
    // is not (it never reached the other players as saved).
    void unfinishedLastLineIsLeftOut()
    {
        const NetTableFile file = sample();
        std::string text = file.toText();
        text += "\"play 1";
        std::string error;
        const auto back = NetTableFile::read(text, &error);
        QVERIFY2(back, error.c_str());
        compareFiles(*back, file);
    }

    void brokenLineIsNamed()
    {
        const NetTableFile file = sample();
        std::string text = file.headerLine() + NetTableFile::moveLine("play 3") + "42\n";
        std::string error;
        QVERIFY(!NetTableFile::read(text, &error));
        QCOMPARE(error, std::string("line 3: not a move's text"));
        QVERIFY(!NetTableFile::read("{\"format\":\"kotatsu-net-table\",\"version\":3}\n\"x\"\n",
                                    &error));
        QCOMPARE(error, std::string("line 1: version: not 2"));
        QVERIFY(!NetTableFile::read("not json\n", &error));
        QVERIFY(error.rfind("line 1: ", 0) == 0);
    }

    // A file of the first version (one object, the moves in it) is still read.
    void firstVersionStillReads()
    {
        const std::string token(32, 'a');
        const std::string v1 =
            "{\n  \"format\": \"kotatsu-net-table\", \"version\": 1, \"game\": \"hyano\","
            " \"variant\": \"\",\n  \"seed\": \"18446744073709551557\", \"code\": \"K7M-2QX\","
            " \"started\": true,\n  \"seats\": [{\"seat\": \"remote\", \"remote\": true, "
            "\"token\": \"" +
            token +
            "\", \"name\": \"Ana\"},\n    {\"seat\": \"computer:level=easy\", \"remote\": false,"
            " \"token\": \"\", \"name\": \"\"}],\n  \"moves\": [\"play 3\", \"take \\\"pile\\\" "
            "2\","
            " \"pass\"]\n}";
        std::string error;
        const auto back = NetTableFile::read(v1, &error);
        QVERIFY2(back, error.c_str());
        compareFiles(*back, sample());
    }

    // What the host writes from a table in play reads back as that table.
    void tableInPlayReadsBack()
    {
        const auto def = test::definition("garden");
        // Seats played here, so that the test plays them with playHere.
        std::vector<NetTable::Seat> seats(
            2, NetTable::Seat{*SeatSpec::parse("computer:level=easy"), false});
        auto bits = std::make_shared<Rng>(4);
        NetTable table(def, "garden", "", 2, 9, seats, "K7M-2QX", [bits] { return bits->next(); });
        table.start();
        Rng rng(1);
        std::vector<Action> legal;
        for (int i = 0; i < 12 && !table.record().isOver(); ++i) {
            table.record().state().legalActions(legal);
            table.playHere(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
        std::string text = NetTableFile::of(table, false).headerLine();
        for (const auto &step : table.record().history())
            text += NetTableFile::moveLine(step.text);
        QCOMPARE(text, NetTableFile::of(table).toText());
        std::string error;
        const auto back = NetTableFile::read(text, &error);
        QVERIFY2(back, error.c_str());
        QCOMPARE(back->moves, table.record().actionTexts());
    }
};

QTEST_APPLESS_MAIN(TestNetTableFile)
#include "tst_net_table_file.moc"
