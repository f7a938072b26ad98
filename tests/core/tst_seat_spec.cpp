// SPDX-License-Identifier: GPL-3.0-or-later
// SeatSpec: one text form for who plays a seat, read back the same everywhere, older texts
// still read, and every consumer (the Automa's definition, agents, the arena) taking it.
#include "ai/agent_factory.h"
#include "match/seat_spec.h"
#include "sim/arena.h"
#include "test_support.h"

using namespace kotatsu;

class TestSeatSpec : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void textFormRoundTrips_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *text :
             {"human", "computer:level=easy", "computer:level=normal", "computer:level=strong",
              "heuristic", "ismcts:ms=500,c=0.5", "rules", "rules:level=2"})
            QTest::newRow(text) << QString::fromLatin1(text);
    }
    void textFormRoundTrips()
    {
        QFETCH(QString, text);
        std::string error;
        const auto seat = SeatSpec::parse(text.toStdString(), &error);
        QVERIFY2(seat, error.c_str());
        QCOMPARE(QString::fromStdString(seat->text()), text);
        QCOMPARE(*SeatSpec::parse(seat->text()), *seat);
    }

    void kinds()
    {
        QVERIFY(SeatSpec::parse("human")->isPerson());
        QCOMPARE(SeatSpec::parse("computer:level=strong")->strength(), std::string("strong"));
        QCOMPARE(SeatSpec::parse("ismcts")->strength(), std::string());
        QVERIFY(SeatSpec::parse("ismcts")->isAgent());
        QCOMPARE(SeatSpec::parse("rules:level=3")->rulesLevel, 3);
        QCOMPARE(SeatSpec::parse("rules")->rulesLevel, 0);
    }

    // Texts written before SeatSpec: "ai" for a computer, "automa[:level=N]" for the rules'
    // seat. They read as the same seats and are written in today's form.
    void olderTextsStillRead()
    {
        QCOMPARE(SeatSpec::parse("ai")->text(), std::string("computer:level=normal"));
        QCOMPARE(SeatSpec::parse("automa")->text(), std::string("rules"));
        QCOMPARE(*SeatSpec::parse("automa:level=2"), SeatSpec::rules(2));
        QCOMPARE(rulesLevelOfSpec("automa:level=2"), std::optional<int>(2));
        QCOMPARE(rulesLevelOfSpec("rules:level=2"), std::optional<int>(2));
        QCOMPARE(rulesLevelOfSpec("heuristic"), std::optional<int>());
        QCOMPARE(rulesSpecForLevel(2), std::string("rules:level=2"));
    }

    void malformedTextsSayWhy_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *text : {"", "  ", "rules:level=0", "rules:level=x", "rules:lvl=1",
                                 "automa:level=100", "computer:level=brilliant", "computer:x=1"})
            QTest::newRow(text) << QString::fromLatin1(text);
    }
    void malformedTextsSayWhy()
    {
        QFETCH(QString, text);
        std::string error;
        QVERIFY(!SeatSpec::parse(text.toStdString(), &error));
        QVERIFY(!error.empty());
    }

    // A strength is the agent the game's data names for it; the same seats play through
    // definitionForSeats and makeSeatAgents whether written old or new.
    void consumersTakeTheTextForm()
    {
        const auto tokaido = test::definition("tokaido_duo");
        const auto seat = SeatSpec::computer("strong");
        QCOMPARE(seat.agentFor(*tokaido), tokaido->info().computer.spec("strong"));
        QVERIFY(makeAgent(seatAgentSpec(*tokaido, "computer:level=easy")));
        std::string error;
        for (const auto &specs : {std::vector<std::string>{"computer:level=easy", "rules:level=2"},
                                  std::vector<std::string>{"ai", "automa:level=2"}}) {
            const auto solo = definitionForSeats(tokaido, specs, &error);
            QVERIFY2(solo, error.c_str());
            QCOMPARE(solo->info().playedByRules.seat, 1);
            QCOMPARE(solo->info().playedByRules.level, 2);
            const auto agents = makeSeatAgents(*tokaido, specs);
            QVERIFY(agents[0]);
            QVERIFY(!agents[1]);
        }
        QVERIFY(!definitionForSeats(tokaido, {"rules", "rules:level=1"}, &error));
        QVERIFY(!definitionForSeats(test::definition("garden"), {"random", "rules"}, &error));
        QCOMPARE(splitAgentList("ismcts:ms=5,c=0.5,rules:level=2,human"),
                 (std::vector<std::string>{"ismcts:ms=5,c=0.5", "rules:level=2", "human"}));
    }
};

QTEST_GUILESS_MAIN(TestSeatSpec)
#include "tst_seat_spec.moc"
