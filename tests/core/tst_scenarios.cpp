// SPDX-License-Identifier: GPL-3.0-or-later
// The rulebook's scenarios (docs/scenarios.md): one data row per scenario of every
// data/games/*/scenarios/*.yaml, named game/file/name, run by the one runner (sim/scenarios.h).
// A failing row says the scenario file and line of the step that failed.

#include "data/yaml_reader.h"
#include "sim/scenarios.h"
#include "test_support.h"

#include <QtTest>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

using namespace kotatsu;
namespace fs = std::filesystem;

namespace {

struct Row
{
    std::string game;
    Scenario scenario;
};

// Every scenario of the shipped games, read once; files that do not read are rows too.
struct Shipped
{
    std::vector<Row> rows;
    std::vector<std::pair<std::string, ScenarioResult>> broken;
};

const Shipped &shipped()
{
    static const Shipped all = [] {
        Shipped out;
        for (const GameEntry &game : test::catalog().games()) {
            std::vector<ScenarioResult> broken;
            for (auto &s : readScenarios(game.folder + "/scenarios", broken))
                out.rows.push_back({game.id, std::move(s)});
            for (auto &b : broken)
                out.broken.push_back({game.id, std::move(b)});
        }
        return out;
    }();
    return all;
}

ScenarioRules rulesOf(const std::string &game)
{
    const GameEntry *entry = test::catalog().find(game);
    return {game, entry ? &entry->document : nullptr, nullptr};
}

std::string fixture(const std::string &name)
{
    return test::fixturesDir() + "/scenarios/" + name;
}

} // namespace

class TestScenarios : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scenario_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("brokenRow");
        const Shipped &all = shipped();
        for (std::size_t i = 0; i < all.rows.size(); ++i) {
            const Row &r = all.rows[i];
            const std::string label = r.game + "/" + r.scenario.topic + "/" + r.scenario.name;
            QTest::newRow(label.c_str()) << static_cast<int>(i) << -1;
        }
        for (std::size_t i = 0; i < all.broken.size(); ++i) {
            const auto &[game, b] = all.broken[i];
            const std::string label = game + "/" + b.topic + " (does not read)";
            QTest::newRow(label.c_str()) << -1 << static_cast<int>(i);
        }
    }
    void scenario()
    {
        QFETCH(int, row);
        QFETCH(int, brokenRow);
        const Shipped &all = shipped();
        if (brokenRow >= 0)
            QFAIL(all.broken[static_cast<std::size_t>(brokenRow)].second.message.c_str());
        const Row &r = all.rows[static_cast<std::size_t>(row)];
        const ScenarioResult result = runScenario(rulesOf(r.game), r.scenario);
        QVERIFY2(result.passed(), result.message.c_str());
    }

    // The games whose C++ scenario tests were ported have scenarios (docs/scenarios.md, section 5).
    void everyGameHasScenarios()
    {
        std::set<std::string> games;
        for (const Row &r : shipped().rows)
            games.insert(r.game);
        QVERIFY(games.count("tokaido_duo"));
        QVERIFY(games.count("shikoku"));
        QVERIFY(games.count("hyano"));
    }

    // A wrong expectation, an illegal action, a position that does not load and an unknown
    // step each fail, naming the file and line of the step (tests/data/scenarios).
    void wrongScenariosFail_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("what");
        QTest::newRow("wrong field") << "a wrong field"
                                     << ":10:40: steps[1].expect.players[0].pilgrim"
                                     << "players[0].pilgrim: 1, expected 2";
        QTest::newRow("wrong legal set") << "a wrong legal set"
                                         << ":16:16: steps[0].legal"
                                         << "expected [pick artist, pick pilgrim]";
        QTest::newRow("illegal action") << "an illegal action"
                                        << ":20:15: steps[0].play"
                                        << "'pick nobody' is not legal";
        QTest::newRow("wrong events") << "wrong events"
                                      << ":26:17: steps[1].events"
                                      << "events [pilgrim, temple], expected [pilgrim]";
        QTest::newRow("bad position") << "a position that does not load"
                                      << ":30:7: position"
                                      << "players[0].merchant: a town expected";
        QTest::newRow("unknown step") << "an unknown step"
                                      << ":34:9: steps[0].look"
                                      << "unknown step";
        QTest::newRow("wrong description") << "a wrong description"
                                           << ":41:31: steps[1].describe.artist R1"
                                           << "artist R1.counted: 2, expected 3";
        QTest::newRow("present field") << "a field that should be absent"
                                       << ":45:26: steps[0].absent.seat0"
                                       << "round: present (1)";
        QTest::newRow("seat past the table") << "a seat past the table"
                                             << ":49:18: steps[0].expect.seat2"
                                             << "no such seat";
        QTest::newRow("wrong legal start") << "a wrong set of actions that start alike"
                                           << ":55:34: steps[0].legal_starting.pick p"
                                           << "legal actions [pick pilgrim], expected "
                                              "[pick artist]";
    }
    void wrongScenariosFail()
    {
        QFETCH(QString, name);
        QFETCH(QString, where);
        QFETCH(QString, what);
        std::vector<ScenarioResult> broken;
        const std::string file = fixture("tokaido_duo_wrong.yaml");
        const auto scenarios = readScenarioFile(file, broken);
        QVERIFY(broken.empty());
        const Scenario *found = nullptr;
        for (const Scenario &s : scenarios)
            found = s.name == name.toStdString() ? &s : found;
        QVERIFY(found);
        const ScenarioResult r = runScenario(rulesOf("tokaido_duo"), *found);
        QCOMPARE(r.status, ScenarioResult::Status::Failed);
        const std::string expectedStart = file + where.toStdString();
        QVERIFY2(r.message.rfind(expectedStart, 0) == 0, r.message.c_str());
        QVERIFY2(r.message.find(what.toStdString()) != std::string::npos, r.message.c_str());
    }

    // In a position, a list of plain values is the whole list (a hand, a deck, []): merged
    // item by item, the base's items past its end would stay.
    void plainListsReplace()
    {
        auto state = test::definition("shikoku")->newGame(3, 1);
        const Json deck = state->observation(kOmniscient).get("deck");
        QCOMPARE(deck.size(), std::size_t{21});
        std::string discard;
        for (const Json &card : deck.elements())
            discard += (discard.empty() ? "" : ", ") + std::to_string(card.asInt());
        std::string error;
        QVERIFY2(loadPositionText(*state, "deck: []\ndiscard: [" + discard + "]", &error),
                 error.c_str());
        const Json loaded = state->observation(kOmniscient);
        QCOMPARE(loaded.get("deck").size(), std::size_t{0});
        QVERIFY(loaded.get("discard") == deck);
    }

    // A file with a structural mistake is a failed result at the mistake's position.
    void brokenFileFails()
    {
        std::vector<ScenarioResult> broken;
        const std::string file = fixture("tokaido_duo_broken.yaml");
        const auto scenarios = readScenarioFile(file, broken);
        QCOMPARE(scenarios.size(), std::size_t{2}); // "good" and the first "same"
        QCOMPARE(broken.size(), std::size_t{3});
        QCOMPARE(broken[0].message, file + ":6:5: scenarios[1].steps_: unknown key (name, spec, "
                                           "rules, overrides, variant, rules_seat, players, "
                                           "seed, position, steps)");
        QVERIFY2(
            broken[1].message.rfind(file + ":8:5: scenarios[2].spec: every scenario cites", 0) == 0,
            broken[1].message.c_str());
        QVERIFY2(broken[2].message.rfind(file + ":11:12: scenarios[4].name: 'same' appears twice",
                                         0) == 0,
                 broken[2].message.c_str());
    }

    // Against a variant, a scenario whose rules the variant sets otherwise is skipped; one that
    // agrees with the variant, or sets what it leaves alone, runs.
    void variantContradictionsAreSkipped()
    {
        std::vector<ScenarioResult> broken;
        const auto scenarios = readScenarioFile(fixture("tokaido_duo_variant.yaml"), broken);
        QCOMPARE(scenarios.size(), std::size_t{2});
        DataErrors errors;
        auto variant = readYamlTextForTest("rules: {own_meeples_block: false}");
        ScenarioRules rules = rulesOf("tokaido_duo");
        rules.variantOverrides = &variant;
        const ScenarioResult blocked = runScenario(rules, scenarios[0]);
        QCOMPARE(blocked.status, ScenarioResult::Status::Skipped);
        QVERIFY2(blocked.message.find("rules.own_meeples_block") != std::string::npos,
                 blocked.message.c_str());
        QCOMPARE(runScenario(rules, scenarios[1]).status, ScenarioResult::Status::Passed);
        // Without the variant both run and pass.
        QCOMPARE(runScenario(rulesOf("tokaido_duo"), scenarios[0]).status,
                 ScenarioResult::Status::Passed);
    }

private:
    static DataNode readYamlTextForTest(const std::string &text)
    {
        DataErrors errors;
        auto node = readYamlText(text, "<variant>", errors);
        if (!node)
            QTest::qFail("bad test YAML", __FILE__, __LINE__);
        return node ? *node : DataNode();
    }
};

QTEST_GUILESS_MAIN(TestScenarios)
#include "tst_scenarios.moc"
