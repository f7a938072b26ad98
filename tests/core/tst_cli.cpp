// SPDX-License-Identifier: GPL-3.0-or-later
// kotatsu-cli end to end: validate (good, broken and hostile files), play with a
// transcript that replays, simulate, arena, bench.
#include "match/saved_match.h"
#include "sim/lesson.h"
#include "sim/transcript.h"
#include "test_support.h"
#include "util/text.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <filesystem>
#include <sys/stat.h>
#include <tuple>

using namespace kotatsu;

namespace {

struct Run
{
    int exitCode = -1;
    bool crashed = false;
    QString out;
    QString err;
};

// Runs kotatsu-cli; `userData` (when given) is its $KOTATSU_USER_DATA_DIR.
Run cli(const QStringList &arguments, int timeoutMs = 60000, const QString &userData = {})
{
    QProcess process;
    if (!userData.isEmpty()) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("KOTATSU_USER_DATA_DIR"), userData);
        process.setProcessEnvironment(environment);
    }
    process.start(QStringLiteral(KOTATSU_CLI_PATH), arguments);
    Run run;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.crashed = true;
        return run;
    }
    run.crashed = process.exitStatus() != QProcess::NormalExit;
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QString fixture(const char *name)
{
    return QString::fromStdString(test::fixturesDir()) + QStringLiteral("/malformed/") +
           QLatin1String(name);
}

QString writeText(const QTemporaryDir &dir, const QString &name, const std::string &text)
{
    const QString path = dir.filePath(name);
    std::string error;
    if (!writeFileAtomically(path.toStdString(), text, &error))
        qFatal("%s", error.c_str());
    return path;
}

// A user variant of Shikoku, as the rules editor saves it: <user data>/variants/shikoku/<id>.yaml.
QString writeUserVariant(const QTemporaryDir &userData, const QString &id, int steps)
{
    QDir().mkpath(userData.filePath(QStringLiteral("variants/shikoku")));
    return writeText(userData, QStringLiteral("variants/shikoku/%1.yaml").arg(id),
                     "variant:\n  base: shikoku\n  name:\n    en: My pilgrimage\n    es: Mi "
                     "peregrinaje\n    fr: Mon pèlerinage\n    ja: わたしの巡礼\n    hu: Saját "
                     "zarándoklat\n  description:\n    en: A longer way\n    es: Un camino más "
                     "largo\n    fr: Un chemin plus long\n    ja: 長い道のり\n    hu: Hosszabb út\n"
                     "rules:\n  steps_to_pagoda: " +
                         std::to_string(steps) + "\n");
}

std::string golden(const char *game)
{
    std::string text;
    // Each game's golden playthrough lives with its rules engine.
    readFile(std::string(KOTATSU_SOURCE_DIR) + "/core/games/" + game + "/tests/playthrough.jsonl",
             64 << 20, text);
    return text;
}

// A save of the golden Hyano playthrough, cut after `moves` moves (all of them when -1).
std::string hyanoSave(int moves = -1)
{
    std::string error;
    auto transcript = parseTranscript(golden("hyano"), &error);
    if (!transcript)
        qFatal("%s", error.c_str());
    SavedMatch save;
    save.game = transcript->header.game;
    save.seed = transcript->header.seed;
    for (int seat = 0; seat < transcript->header.players; ++seat)
        save.seats.push_back(seat == 0 ? SeatSpec::person() : SeatSpec::computer("easy"));
    for (const auto &step : transcript->steps) {
        if (moves >= 0 && static_cast<int>(save.actions.size()) == moves)
            break;
        save.actions.push_back(step.action);
    }
    save.savedAt = "2026-12-01T10:00:00";
    return save.toJson();
}

std::string replaced(std::string text, const std::string &from, const std::string &to)
{
    const auto at = text.find(from);
    if (at == std::string::npos)
        qFatal("'%s' not in the save", from.c_str());
    return text.replace(at, from.size(), to);
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // `scenarios` says which of the rulebook's scenarios a variant passes (docs/scenarios.md):
    // all of them under the base game; under a variant that sets a rule otherwise, those
    // scenarios are skipped and the ones its board breaks fail, naming file and line.
    // `lesson --check` validates and plays every lesson of a game to its end; a wrong lesson
    // (--file) is reported at its FILE:LINE:COL with exit status 1.
    void lessonCheck()
    {
        const Run good = cli({QStringLiteral("lesson"), QStringLiteral("--game"),
                              QStringLiteral("shikoku"), QStringLiteral("--check")});
        QVERIFY2(!good.crashed && good.exitCode == 0, qPrintable(good.out + good.err));
        QVERIFY2(good.out.contains(QRegularExpression(QStringLiteral(
                     "ok  [^\\n]*shikoku/lessons/first_game\\.yaml \\(\\d+ steps\\)"))),
                 qPrintable(good.out));
        const QString wrong = QString::fromStdString(test::fixturesDir()) +
                              QStringLiteral("/lessons/illegal_expect.yaml");
        const Run bad =
            cli({QStringLiteral("lesson"), QStringLiteral("--game"), QStringLiteral("shikoku"),
                 QStringLiteral("--check"), QStringLiteral("--file"), wrong});
        QVERIFY(!bad.crashed);
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains(wrong + QStringLiteral(":24:15: lesson.steps[0].expect: 'play 5' "
                                                         "is not legal here")),
                 qPrintable(bad.err));
        const Run printed =
            cli({QStringLiteral("lesson"), QStringLiteral("--game"), QStringLiteral("shikoku"),
                 QStringLiteral("--language"), QStringLiteral("ja")});
        QVERIFY2(printed.exitCode == 0 && printed.out.contains(QStringLiteral("はじめての巡礼")),
                 qPrintable(printed.out + printed.err));
    }

    void scenariosUnderAVariant()
    {
        const Run base = cli(
            {QStringLiteral("scenarios"), QStringLiteral("--game"), QStringLiteral("tokaido_duo")});
        QVERIFY2(!base.crashed && base.exitCode == 0, qPrintable(base.out + base.err));
        QVERIFY2(base.out.contains(QStringLiteral(" 0 failed, 0 skipped")), qPrintable(base.out));
        QVERIFY(base.out.contains(QStringLiteral("pass  pilgrim / chained jumps")));

        QTemporaryDir dir;
        const QString variant = writeText(dir, QStringLiteral("no_blocks.yaml"),
                                          "variant:\n  base: tokaido_duo\n"
                                          "  name: {en: N, es: N, fr: N, ja: N, hu: N}\n"
                                          "  description: {en: D, es: D, fr: D, ja: D, hu: D}\n"
                                          "rules: {own_meeples_block: false}\n"
                                          "merchant_board: {coins_per_slab: 12}\n");
        const Run run = cli({QStringLiteral("scenarios"), QStringLiteral("--game"),
                             QStringLiteral("tokaido_duo"), QStringLiteral("--variant"), variant});
        QVERIFY(!run.crashed);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(QStringLiteral("skip  pilgrim / the mover's own merchant blocks: "
                                                 "rules.own_meeples_block")),
                 qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral("pass  pilgrim / the mover's own merchant does "
                                                 "not block")),
                 qPrintable(run.out));
        // A slab costs 12: the sixth slab is not bought with 12 coins.
        QVERIFY2(run.out.contains(QRegularExpression(
                     QStringLiteral("fail  coins / the sixth slab ends the game[^\n]*"
                                    "scenarios/coins\\.yaml:\\d+:\\d+: steps\\[0\\]"))),
                 qPrintable(run.out));
    }

    // compare says whether the variant still passes the rulebook's scenarios: counted in the
    // JSON and the table, the failing ones named by file:line and spec section.
    void compareSaysWhichScenariosFail()
    {
        const QStringList args{QStringLiteral("compare"),
                               QStringLiteral("--game"),
                               QStringLiteral("garden"),
                               QStringLiteral("--variant"),
                               QStringLiteral("straight_jumps"),
                               QStringLiteral("--games"),
                               QStringLiteral("2"),
                               QStringLiteral("--threads"),
                               QStringLiteral("1")};
        const Run json = cli(args);
        QVERIFY2(!json.crashed && json.exitCode == 0, qPrintable(json.out + json.err));
        // Without --agents, compare seats the game's Easy strength, as the lab page does.
        const QJsonArray agents = QJsonDocument::fromJson(json.out.toUtf8())
                                      .object()
                                      .value("base")
                                      .toObject()
                                      .value("agents")
                                      .toArray();
        QCOMPARE(agents.size(), 2);
        for (const QJsonValue &agent : agents)
            QCOMPARE(agent.toString(), QStringLiteral("computer:level=easy"));
        const QJsonObject scenarios =
            QJsonDocument::fromJson(json.out.toUtf8()).object().value("scenarios").toObject();
        QVERIFY2(scenarios.value("failed").toInt() > 0, qPrintable(json.out));
        QVERIFY(scenarios.value("passed").toInt() > scenarios.value("failed").toInt());
        const QJsonArray failures = scenarios.value("failures").toArray();
        QCOMPARE(failures.size(), scenarios.value("failed").toInt());
        // Straight landings: an empty jumper over c5 lands on c6 only (garden spec §7.2).
        const QJsonObject first = failures.first().toObject();
        QCOMPARE(first.value("file").toString(), QStringLiteral("jumps.yaml"));
        QCOMPARE(first.value("spec").toString(), QStringLiteral("\u00A7"
                                                                "7.2")); // garden spec §7.2
        QCOMPARE(first.value("name").toString(),
                 QStringLiteral("an empty jumper jumps a loaded figure"));
        QVERIFY(first.value("line").toInt() > 0);

        const Run table = cli(args + QStringList{QStringLiteral("--table")});
        QVERIFY2(!table.crashed && table.exitCode == 0, qPrintable(table.out + table.err));
        QVERIFY2(table.out.contains(QRegularExpression(
                     QStringLiteral("Rulebook scenarios under the variant: \\d+ passed, \\d+ "
                                    "failed, \\d+ skipped"))),
                 qPrintable(table.out));
        QVERIFY2(table.out.contains(QStringLiteral("fail  jumps.yaml:") +
                                    QString::number(first.value("line").toInt()) +
                                    QStringLiteral(" (\u00A7"
                                                   "7.2) an empty jumper jumps a loaded figure")),
                 qPrintable(table.out));
    }

    void validateShippedData()
    {
        const Run r = cli({QStringLiteral("validate"), QString::fromStdString(test::dataDir())});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("games/shikoku/game.yaml: ok")));
        QVERIFY(r.out.contains(QStringLiteral("variants/long_pilgrimage.yaml: ok")));
        // The pictures of the rules pages are checked too.
        QVERIFY(r.out.contains(QStringLiteral("rules/pictures/hyano_matching.yaml: ok")));
    }

    // A game folder whose rules picture plays a move that is not legal, and whose Japanese page
    // places a picture the game does not have: each error at its line.
    void validateChecksRulesPictures()
    {
        QTemporaryDir dir;
        const std::string games = dir.path().toStdString() + "/games";
        std::filesystem::create_directories(games);
        std::filesystem::copy(test::dataDir() + "/games/garden", games + "/garden",
                              std::filesystem::copy_options::recursive);
        const std::string picture = games + "/garden/rules/pictures/garden_jump.yaml";
        const std::string page = games + "/garden/rules/ja.md";
        for (const auto &[file, from, to] :
             {std::tuple{picture, "- step S2 d6 give S1 top", "- step S2 d9 give S1 top"},
              std::tuple{page, "picture: garden_jump", "picture: garden_jmp"}}) {
            std::string text;
            QVERIFY(readFile(file, 1 << 20, text) == ReadStatus::Ok);
            const std::size_t at = text.find(from);
            QVERIFY(at != std::string::npos);
            text.replace(at, std::string(from).size(), to);
            QVERIFY(writeFileAtomically(file, text, nullptr));
        }
        const Run r = cli({QStringLiteral("validate"), QString::fromStdString(games)});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QString::fromStdString(
                     page + ":47:1: picture: there is no picture 'garden_jmp'")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QString::fromStdString(
                     picture + ":24:7: picture.moves[15]: 'step S2 d9 give S1 top' is not legal")),
                 qPrintable(r.err));
    }

    // A rules picture's region names the parts of the table it shows: a name the table does not
    // have in the picture's position (a card that is not in the seat's hand) fails at the name.
    void validateChecksPictureRegions()
    {
        QTemporaryDir dir;
        const std::string games = dir.path().toStdString() + "/games";
        std::filesystem::create_directories(games);
        std::filesystem::copy(test::dataDir() + "/games/shikoku", games + "/shikoku",
                              std::filesystem::copy_options::recursive);
        const std::string picture = games + "/shikoku/rules/pictures/shikoku_frozen.yaml";
        std::string text;
        QVERIFY(readFile(picture, 1 << 20, text) == ReadStatus::Ok);
        const std::string from = "handCard_17]";
        const std::size_t at = text.find(from);
        QVERIFY(at != std::string::npos);
        text.replace(at, from.size(), "handCard_18]");
        QVERIFY(writeFileAtomically(picture, text, nullptr));
        const Run r = cli({QStringLiteral("validate"), QString::fromStdString(games)});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QString::fromStdString(
                     picture + ":22:50: picture.region[3]: the game's table has no part "
                               "'handCard_18' here; its parts: staircase, previousLine, "
                               "mantraLine, handCard_12, handCard_17, handCard_30")),
                 qPrintable(r.err));
    }

    void validateReportsFileLineColumn_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("syntax")
            << fixture("broken_syntax.yaml")
            << QStringList{
                   fixture("broken_syntax.yaml") +
                   QStringLiteral(":3:7: YAML syntax error: end of sequence flow not found")};
        QTest::newRow("billion laughs")
            << fixture("billion_laughs.yaml")
            << QStringList{
                   fixture("billion_laughs.yaml") +
                   QStringLiteral(
                       ":5:36: document is too large (more than 100000 values, aliases expanded)")};
        QTest::newRow("deep nesting")
            << fixture("deep_nesting.yaml")
            << QStringList{fixture("deep_nesting.yaml") +
                           QStringLiteral(":1:23: nesting is too deep (more than 32 levels)")};
        QTest::newRow("variant")
            << fixture("variant_bad_value.yaml")
            << QStringList{
                   fixture("variant_bad_value.yaml") +
                       QStringLiteral(":6:14: rules.hand_size: 0 is out of range (1 to 8)"),
                   fixture("variant_bad_value.yaml") +
                       QStringLiteral(
                           ":7:3: rules.overshooot: unknown key (did you mean 'overshoot'?)")};
        QTest::newRow("not utf-8")
            << fixture("not_utf8.yaml")
            << QStringList{fixture("not_utf8.yaml") +
                           QStringLiteral(":3:9: file is not valid UTF-8 (byte 28)")};
        QTest::newRow("unknown engine")
            << fixture("unknown_engine")
            << QStringList{fixture("unknown_engine/game.yaml") +
                           QStringLiteral(
                               ":3:17: game.rules_engine: unknown rules engine 'chess' (known: ")};
        QTest::newRow("missing file")
            << fixture("nothing_here.yaml")
            << QStringList{fixture("nothing_here.yaml") + QStringLiteral(": file not found")};
    }
    void validateReportsFileLineColumn()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, expected);
        const Run r = cli({QStringLiteral("validate"), file});
        QVERIFY2(!r.crashed, "kotatsu-cli crashed or hung");
        QCOMPARE(r.exitCode, 1);
        const QStringList lines = r.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), expected.size());
        for (int i = 0; i < lines.size(); ++i)
            QVERIFY2(
                lines[i].startsWith(expected[i]),
                qPrintable(QStringLiteral("got      %1\nexpected %2").arg(lines[i], expected[i])));
    }

    void playWritesAReplayableTranscript()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.jsonl"));
        const Run r =
            cli({QStringLiteral("play"), QStringLiteral("--game"), QStringLiteral("shikoku"),
                 QStringLiteral("--players"), QStringLiteral("4"), QStringLiteral("--seed"),
                 QStringLiteral("12"), QStringLiteral("--agents"),
                 QStringLiteral("heuristic,random,montecarlo:iterations=50,random"),
                 QStringLiteral("--transcript"), path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("winners:")));
        std::string text;
        QCOMPARE(readFile(path.toStdString(), 64 << 20, text), ReadStatus::Ok);
        std::string error;
        auto transcript = parseTranscript(text, &error);
        QVERIFY2(transcript, error.c_str());
        QCOMPARE(transcript->header.game, std::string("shikoku"));
        QCOMPARE(transcript->header.players, 4);
        QCOMPARE(transcript->header.seed, std::uint64_t{12});
        QCOMPARE(transcript->header.agents[2], std::string("montecarlo:iterations=50"));
        QVERIFY(transcript->outcome);
        QVERIFY(!transcript->steps.empty());
        QVERIFY(transcript->steps.front().state.get("players").at(0).get("hand").isArray());
        const std::string mismatch = verifyTranscript(*test::definition("shikoku"), *transcript);
        QVERIFY2(mismatch.empty(), mismatch.c_str());
    }

    // Solo Tokaido Duo: the Automa is a seat of `play` and `simulate`; the transcript names
    // it, and `replay` checks every move against it.
    void playAndSimulateAgainstTheAutoma()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("solo.jsonl"));
        const QString game = QStringLiteral("tokaido_duo");
        Run r =
            cli({QStringLiteral("play"), QStringLiteral("--game"), game,
                 QStringLiteral("--players"), QStringLiteral("2"), QStringLiteral("--seed"),
                 QStringLiteral("4"), QStringLiteral("--agents"),
                 QStringLiteral("automa:level=3,heuristic"), QStringLiteral("--transcript"), path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("winners: seat")));
        std::string text;
        QCOMPARE(readFile(path.toStdString(), 64 << 20, text), ReadStatus::Ok);
        std::string error;
        auto transcript = parseTranscript(text, &error);
        QVERIFY2(transcript, error.c_str());
        QCOMPARE(transcript->header.agents[0], std::string("automa:level=3"));
        for (const auto &step : transcript->steps)
            QCOMPARE(step.player, 1); // the Automa never decides as a player
        r = cli({QStringLiteral("replay"), path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("every move checked")));

        r = cli({QStringLiteral("simulate"), QStringLiteral("--game"), game,
                 QStringLiteral("--players"), QStringLiteral("2"), QStringLiteral("--games"),
                 QStringLiteral("40"), QStringLiteral("--agents"),
                 QStringLiteral("random,automa:level=1"), QStringLiteral("--check")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("\"automa_score\"")));

        // SeatSpec's text form: the rules' seat and one of the app's strengths.
        r = cli({QStringLiteral("simulate"), QStringLiteral("--game"), game,
                 QStringLiteral("--players"), QStringLiteral("2"), QStringLiteral("--games"),
                 QStringLiteral("4"), QStringLiteral("--agents"),
                 QStringLiteral("computer:level=easy,rules:level=2"), QStringLiteral("--check")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("\"automa_score\"")));
        r = cli({QStringLiteral("simulate"), QStringLiteral("--game"), game,
                 QStringLiteral("--players"), QStringLiteral("2"), QStringLiteral("--games"),
                 QStringLiteral("1"), QStringLiteral("--agents"),
                 QStringLiteral("computer:level=wizard,rules")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("computer:level=wizard")), qPrintable(r.err));

        r = cli({QStringLiteral("simulate"), QStringLiteral("--game"), QStringLiteral("garden"),
                 QStringLiteral("--players"), QStringLiteral("2"), QStringLiteral("--games"),
                 QStringLiteral("1"), QStringLiteral("--agents"), QStringLiteral("random,automa")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("Kokeshi & Samurai has no opponent of its own")));
    }

    // A transcript written on a full disk (`ulimit -f` in the child) is an error, and the
    // earlier file stays whole.
    void transcriptOnFullDiskKeepsTheEarlierFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.jsonl"));
        const QStringList play{QStringLiteral("play"),
                               QStringLiteral("--game"),
                               QStringLiteral("shikoku"),
                               QStringLiteral("--players"),
                               QStringLiteral("4"),
                               QStringLiteral("--seed"),
                               QStringLiteral("12"),
                               QStringLiteral("--agents"),
                               QStringLiteral("random"),
                               QStringLiteral("--transcript"),
                               path};
        Run r = cli(play);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        std::string before;
        QCOMPARE(readFile(path.toStdString(), 64 << 20, before), ReadStatus::Ok);

        QProcess process;
        process.start(QStringLiteral("/bin/sh"),
                      QStringList{QStringLiteral("-c"),
                                  QStringLiteral("trap '' XFSZ; ulimit -f 16; exec \"$0\" \"$@\""),
                                  QStringLiteral(KOTATSU_CLI_PATH)}
                          << play);
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 1);
        QVERIFY2(process.readAllStandardError().contains("cannot write"), "no error reported");
        std::string after;
        QCOMPARE(readFile(path.toStdString(), 64 << 20, after), ReadStatus::Ok);
        QVERIFY(after == before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("game.jsonl")});
    }

    void playAVariantByFile()
    {
        const QString variant = QString::fromStdString(test::dataDir()) +
                                QStringLiteral("/games/shikoku/variants/long_pilgrimage.yaml");
        const Run r =
            cli({QStringLiteral("play"), QStringLiteral("--game"), QStringLiteral("shikoku"),
                 QStringLiteral("--variant"), variant, QStringLiteral("--players"),
                 QStringLiteral("3"), QStringLiteral("--seed"), QStringLiteral("1"),
                 QStringLiteral("--agents"), QStringLiteral("random")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("Long pilgrimage")));
    }

    void playRejectsBadArguments()
    {
        QCOMPARE(cli({QStringLiteral("play"), QStringLiteral("--game"), QStringLiteral("shikoku"),
                      QStringLiteral("--players"), QStringLiteral("2"), QStringLiteral("--seed"),
                      QStringLiteral("1")})
                     .exitCode,
                 2);
        QCOMPARE(cli({QStringLiteral("play"), QStringLiteral("--game"), QStringLiteral("go"),
                      QStringLiteral("--players"), QStringLiteral("2"), QStringLiteral("--seed"),
                      QStringLiteral("1")})
                     .exitCode,
                 1);
        QCOMPARE(cli({QStringLiteral("dance")}).exitCode, 2);
    }

    void replayChecksSavedGames()
    {
        QTemporaryDir dir;
        Run r = cli({QStringLiteral("replay"),
                     writeText(dir, QStringLiteral("whole.kotatsu"), hyanoSave())});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("over after 63 moves")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("end: piles_empty")));
        r = cli(
            {QStringLiteral("replay"), writeText(dir, QStringLiteral("part.json"), hyanoSave(10))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("in progress after 10 moves")), qPrintable(r.out));
    }

    // A solo save (as the app writes it: the Automa's seat named "automa:level=N") replays
    // against the Automa; the same moves with a computer at that seat do not.
    void replayChecksSoloSavedGames()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("solo.jsonl"));
        Run r =
            cli({QStringLiteral("play"), QStringLiteral("--game"), QStringLiteral("tokaido_duo"),
                 QStringLiteral("--players"), QStringLiteral("2"), QStringLiteral("--seed"),
                 QStringLiteral("5"), QStringLiteral("--agents"),
                 QStringLiteral("heuristic,automa:level=2"), QStringLiteral("--transcript"), path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        std::string text;
        QCOMPARE(readFile(path.toStdString(), 64 << 20, text), ReadStatus::Ok);
        std::string error;
        auto transcript = parseTranscript(text, &error);
        QVERIFY2(transcript, error.c_str());
        SavedMatch save;
        save.game = "tokaido_duo";
        save.seed = 5;
        save.seats = {SeatSpec::person(), SeatSpec::rules(2)};
        for (const auto &step : transcript->steps)
            save.actions.push_back(step.action);
        const std::string json = save.toJson();
        QVERIFY(json.find("\"seat\": \"rules:level=2\"") != std::string::npos);
        r = cli({QStringLiteral("replay"), writeText(dir, QStringLiteral("solo.kotatsu"), json)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("every move checked")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("winners: seat")), qPrintable(r.out));
        save.seats[1] = SeatSpec::computer("easy");
        r = cli({QStringLiteral("replay"),
                 writeText(dir, QStringLiteral("not_solo.kotatsu"), save.toJson())});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains(QStringLiteral("does not match the rules")), qPrintable(r.err));
    }

    // A lesson's save (the app keeps a lesson as a game with `lesson` and `lesson_step`)
    // replays from the lesson's start (its position, not the seed's deal), every move checked
    // and each the lesson's own; moves that are not the lesson's, or too few for its step, are
    // refused.
    void replayChecksLessonSaves()
    {
        const GameEntry *entry = test::catalog().find("tokaido_duo");
        QVERIFY(entry);
        DataErrors errors;
        auto read = readLessonFile({entry->id, &entry->document, nullptr},
                                   entry->folder + "/lessons/first_game.yaml", errors);
        QVERIFY(read);
        const auto lesson = std::make_shared<const Lesson>(std::move(*read));
        LessonRun run(lesson);
        QVERIFY(run.resumeAt(5));
        SavedMatch save;
        save.game = "tokaido_duo";
        save.seed = lesson->seed;
        save.seats = {SeatSpec::person(), SeatSpec::computer("normal")};
        save.actions = run.history();
        save.lesson = "first_game";
        save.lessonStep = 5;
        QTemporaryDir dir;
        Run r = cli({QStringLiteral("replay"),
                     writeText(dir, QStringLiteral("lesson.kotatsu"), save.toJson())});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("saved lesson “first_game”")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("step 6 of %1, 2 players: every move checked")
                                    .arg(lesson->steps.size())),
                 qPrintable(r.out));
        QVERIFY2(
            r.out.contains(QStringLiteral("in progress after %1 moves").arg(run.history().size())),
            qPrintable(r.out));
        // Saved while the other seat's replies were still being played: fewer moves, the same
        // step.
        SavedMatch replying = save;
        LessonRun before(lesson);
        QVERIFY(before.resumeAt(4));
        replying.actions.resize(before.history().size() + 1);
        r = cli({QStringLiteral("replay"),
                 writeText(dir, QStringLiteral("replying.kotatsu"), replying.toJson())});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // The step's learner's move missing.
        SavedMatch behind = save;
        behind.actions = before.history();
        r = cli({QStringLiteral("replay"),
                 writeText(dir, QStringLiteral("behind.kotatsu"), behind.toJson())});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("does not match the lesson")), qPrintable(r.err));
        // A move of the game that is not the lesson's.
        SavedMatch other = save;
        const LessonStep &first = lesson->steps.front();
        LessonRun start(lesson);
        QVERIFY(start.start());
        const std::size_t at = start.history().size();
        std::string another;
        for (const Action &a : start.state().legalActions()) {
            if (start.state().actionToString(a) != first.expect.text)
                another = start.state().actionToString(a);
        }
        QVERIFY(!another.empty());
        other.actions[at] = another;
        r = cli({QStringLiteral("replay"),
                 writeText(dir, QStringLiteral("other.kotatsu"), other.toJson())});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("move %1 (“%2”) is not the lesson's")
                                    .arg(at + 1)
                                    .arg(QString::fromStdString(another))),
                 qPrintable(r.err));
    }

    void replayExplainsDamagedSaves_data()
    {
        QTest::addColumn<QString>("content");
        QTest::addColumn<QString>("message");
        const std::string good = hyanoSave(10);
        auto row = [](const char *name, const std::string &content, const char *message) {
            QTest::newRow(name) << QString::fromStdString(content) << QString::fromUtf8(message);
        };
        row("cut short", good.substr(0, good.size() / 2),
            "The file is not a Kotatsu saved game (it is damaged or of another kind).");
        row("empty", "",
            "The file is not a Kotatsu saved game (it is damaged or of another kind).");
        row("deep", std::string(5000, '[') + std::string(5000, ']'),
            "The file is not a Kotatsu saved game (it is damaged or of another kind).");
        row("other format", replaced(good, "kotatsu-save", "kotatsu-transcript"),
            "The file is not a Kotatsu saved game.");
        row("other version", replaced(good, "\"version\": 1", "\"version\": 2"),
            "This saved game comes from another version of Kotatsu and cannot be read.");
        row("no seed", replaced(good, "\"seed\": \"2024\",", ""),
            "The saved game is damaged: “seed” is missing.");
        row("no actions", good.substr(0, good.find(",\n  \"actions\"")) + "\n}\n",
            "The saved game is damaged: “actions” is missing.");
        row("seed a number", replaced(good, "\"seed\": \"2024\"", "\"seed\": 2024"),
            "The saved game is damaged: “seed” holds the wrong kind of value.");
        row("seed negative", replaced(good, "\"seed\": \"2024\"", "\"seed\": \"-1\""),
            "The saved game is damaged: the value of “seed” is not allowed.");
        row("empty game", replaced(good, "\"game\": \"hyano\"", "\"game\": \"\""),
            "The saved game is damaged: the value of “game” is not allowed.");
        row("bad level",
            replaced(good, "\"computer:level=easy\"", "\"computer:level=grandmaster\""),
            "The saved game is damaged: the value of “seats[1].seat” is not allowed.");
        row("bad kind", replaced(good, "\"human\"", "\"ghost\""),
            "The saved game is damaged: the value of “seats[0].seat” is not allowed.");
        row("old bad level",
            replaced(good, "\"seat\": \"computer:level=easy\"",
                     "\"kind\": \"ai\", \"level\": \"grandmaster\""),
            "The saved game is damaged: the value of “seats[1].level” is not allowed.");
        row("old bad kind", replaced(good, "\"seat\": \"human\"", "\"kind\": \"ghost\""),
            "The saved game is damaged: the value of “seats[0].kind” is not allowed.");
        row("seat not an object", replaced(good, "\"seats\": [", "\"seats\": [3, "),
            "The saved game is damaged: “seats[0]” holds the wrong kind of value.");
        row("move a number", replaced(good, "\"actions\": [", "\"actions\": [7, "),
            "The saved game is damaged: “actions[0]” holds the wrong kind of value.");
        row("unknown key", replaced(good, "\"game\":", "\"cheat\": true, \"game\":"),
            "The saved game is damaged: “cheat” is not part of a saved game.");
        row("illegal move", replaced(good, "\"actions\": [", "\"actions\": [\"fly away\", "),
            "The saved game does not match the rules: move 1 (“fly away”) is not allowed.");
        row("unknown game", replaced(good, "\"game\": \"hyano\"", "\"game\": \"go\""),
            "The saved game needs “go”, which is not available.");
        row("missing variant file",
            replaced(good, "\"variant_file\": \"\"",
                     "\"variant_file\": \"/nowhere/my-variant.yaml\""),
            "The saved game was played with the variant file “/nowhere/my-variant.yaml”, which "
            "is missing.");
    }
    void replayExplainsDamagedSaves()
    {
        QFETCH(QString, content);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path =
            writeText(dir, QStringLiteral("damaged.kotatsu"), content.toStdString());
        const Run r = cli({QStringLiteral("replay"), path});
        QVERIFY2(!r.crashed, "kotatsu-cli crashed or hung");
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.trimmed(), path + QStringLiteral(": ") + message);
    }

    void replayRefusesDevicesAndFifos()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("fifo.kotatsu"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        for (const QString &path : {fifo, QStringLiteral("/dev/zero")}) {
            const Run r = cli({QStringLiteral("replay"), path}, 10000);
            QVERIFY2(!r.crashed, "kotatsu-cli crashed or hung");
            QCOMPARE(r.exitCode, 1);
            QVERIFY(r.err.contains(QStringLiteral("There is no saved game file at this place.")));
        }
    }

    void replayChecksTranscripts()
    {
        QTemporaryDir dir;
        const std::string text = golden("shikoku");
        Run r = cli({QStringLiteral("replay"), writeText(dir, QStringLiteral("game.jsonl"), text)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("over after 67 moves")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("end: pagoda")));

        // A recorded state that the rules do not produce.
        const auto at = text.find("\"step\":");
        QVERIFY(at != std::string::npos);
        std::string tampered = text;
        tampered.insert(at + 7, "1");
        r = cli(
            {QStringLiteral("replay"), writeText(dir, QStringLiteral("tampered.jsonl"), tampered)});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("The transcript does not match the rules: ")),
                 qPrintable(r.err));

        // A line that is not JSON.
        r = cli({QStringLiteral("replay"),
                 writeText(dir, QStringLiteral("cut.jsonl"), text.substr(0, text.size() / 2))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("The transcript is damaged: line ")),
                 qPrintable(r.err));
    }

    void simulateCountsPlyLimitAsDraw()
    {
        const Run r =
            cli({QStringLiteral("simulate"), QStringLiteral("--game"), QStringLiteral("shikoku"),
                 QStringLiteral("--players"), QStringLiteral("4"), QStringLiteral("--games"),
                 QStringLiteral("20"), QStringLiteral("--threads"), QStringLiteral("2"),
                 QStringLiteral("--max-plies"), QStringLiteral("10"), QStringLiteral("--check")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        auto json = Json::parse(r.out.toStdString());
        QVERIFY(json);
        QCOMPARE(json->get("games_played").asInt(), 20);
        QCOMPARE(json->get("draws").asInt(), 20);
        QCOMPARE(json->get("unfinished").asInt(), 0);
        QCOMPARE(json->get("end_reasons").get("ply_limit").asInt(), 20);
    }

    void simulateWritesRecords()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("games.jsonl"));
        const Run r =
            cli({QStringLiteral("simulate"), QStringLiteral("--game"), QStringLiteral("hyano"),
                 QStringLiteral("--players"), QStringLiteral("3"), QStringLiteral("--games"),
                 QStringLiteral("50"), QStringLiteral("--threads"), QStringLiteral("2"),
                 QStringLiteral("--records"), path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        std::string text;
        QCOMPARE(readFile(path.toStdString(), 1 << 20, text), ReadStatus::Ok);
        int lines = 0;
        std::size_t start = 0;
        while (start < text.size()) {
            const std::size_t end = text.find('\n', start);
            auto line = Json::parse(std::string_view(text).substr(start, end - start));
            QVERIFY(line);
            QCOMPARE(line->get("game").asInt(), lines);
            QVERIFY(!line->get("seed").asString().empty());
            QVERIFY(line->get("plies").asInt() > 0);
            ++lines;
            start = end + 1;
        }
        QCOMPARE(lines, 50);
    }

    void simulatePrintsStatistics()
    {
        const Run r =
            cli({QStringLiteral("simulate"), QStringLiteral("--game"), QStringLiteral("shikoku"),
                 QStringLiteral("--players"), QStringLiteral("5"), QStringLiteral("--games"),
                 QStringLiteral("2000"), QStringLiteral("--threads"), QStringLiteral("2")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        auto json = Json::parse(r.out.toStdString());
        QVERIFY(json);
        QCOMPARE(json->get("games_played").asInt(), 2000);
        QCOMPARE(json->get("win_rate_by_seat").size(), std::size_t{5});
        QVERIFY(json->get("figures").find("rounds"));
    }

    // compare's arguments for Shikoku's long pilgrimage against the standard rules, four
    // pilgrims, `games` games a side. The figures' shape is checked, not a player's: random
    // play is cheapest.
    static QStringList longPilgrimageAgainstStandard(int games)
    {
        return {QStringLiteral("compare"),
                QStringLiteral("--game"),
                QStringLiteral("shikoku"),
                QStringLiteral("--variant"),
                QStringLiteral("long_pilgrimage"),
                QStringLiteral("--games"),
                QString::number(games),
                QStringLiteral("--players"),
                QStringLiteral("4"),
                QStringLiteral("--threads"),
                QStringLiteral("2"),
                QStringLiteral("--agents"),
                QStringLiteral("random")};
    }

    // compare: the same figures as the core's comparison, as JSON and as a table; the long
    // pilgrimage's length marked significant.
    void comparePrintsPairedFigures()
    {
        const QStringList args = longPilgrimageAgainstStandard(400);
        const Run r = cli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        auto json = Json::parse(r.out.toStdString());
        QVERIFY(json);
        QCOMPARE(json->get("paired_games").asInt(), 400);
        const Json &plies = json->get("figures").at(0);
        QCOMPARE(plies.get("name").asString(), std::string("plies"));
        QVERIFY(plies.get("significant").asBool());
        QVERIFY(plies.get("difference").asDouble() > 0);
        const Run table = cli(args + QStringList{QStringLiteral("--table")});
        QVERIFY2(table.exitCode == 0, qPrintable(table.err));
        QVERIFY2(table.out.contains(QRegularExpression(QStringLiteral("^plies .*\\*$"),
                                                       QRegularExpression::MultilineOption)),
                 qPrintable(table.out));
        const Run bad =
            cli({QStringLiteral("compare"), QStringLiteral("--game"), QStringLiteral("shikoku"),
                 QStringLiteral("--games"), QStringLiteral("10")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains(QStringLiteral("--variant")));
    }

    // Differences that matter: each figure's margin and verdict in the JSON, margins the
    // designer sets, and a refused margin named; --attribute plays each change alone; balance
    // reports the figures of one rule set.
    void compareSaysWhatMattersAndWhichChangeDidIt()
    {
        const QStringList args = longPilgrimageAgainstStandard(300);
        const Run r = cli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        auto json = Json::parse(r.out.toStdString());
        QVERIFY(json);
        QVERIFY(json->get("settled").asBool());
        const Json &plies = json->get("figures").at(0);
        QCOMPARE(plies.get("name").asString(), std::string("plies"));
        QCOMPARE(plies.get("verdict").asString(), std::string("matters"));
        QVERIFY(std::abs(plies.get("margin").asDouble() - 0.05 * plies.get("base").asDouble()) <
                1e-9);
        QVERIFY(json->get("balance").get("variant").get("figures").size() > 5);
        const Run lenient =
            cli(args + QStringList{QStringLiteral("--margin"), QStringLiteral("length=1000"),
                                   QStringLiteral("--margin=wins=2%")});
        QVERIFY2(lenient.exitCode == 0, qPrintable(lenient.err));
        auto judged = Json::parse(lenient.out.toStdString());
        QVERIFY(judged);
        QCOMPARE(judged->get("figures").at(0).get("verdict").asString(), std::string("too_small"));
        QCOMPARE(judged->get("figures").at(0).get("margin").asDouble(), 1000.0);
        QCOMPARE(judged->get("margins").get("wins").get("value").asDouble(), 0.02);
        const Run table = cli(args + QStringList{QStringLiteral("--table")});
        QVERIFY2(table.out.contains(QRegularExpression(
                     QStringLiteral("^plies +\\(±[0-9.]+\\) +different, and it matters$"),
                     QRegularExpression::MultilineOption)),
                 qPrintable(table.out));
        QVERIFY2(table.out.contains(QStringLiteral("Balance, variant:")), qPrintable(table.out));
        const Run bad =
            cli(args + QStringList{QStringLiteral("--margin"), QStringLiteral("length=-1")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("--margin length=-1")), qPrintable(bad.err));

        const QStringList garden{QStringLiteral("compare"),     QStringLiteral("--game"),
                                 QStringLiteral("garden"),      QStringLiteral("--variant"),
                                 QStringLiteral("long_garden"), QStringLiteral("--games"),
                                 QStringLiteral("60"),          QStringLiteral("--attribute"),
                                 QStringLiteral("--agents"),    QStringLiteral("random")};
        const Run attributed = cli(garden);
        QVERIFY2(attributed.exitCode == 0, qPrintable(attributed.err));
        auto attribution = Json::parse(attributed.out.toStdString());
        QVERIFY(attribution);
        QCOMPARE(attribution->get("changes").at(0).get("change").asString(),
                 std::string("board.extra_tile_rows"));
        QCOMPARE(attribution->get("changes").at(1).get("change").asString(),
                 std::string("rules.end.max_plies"));
        QVERIFY(attribution->get("interaction").size() > 3);
        QCOMPARE(attribution->get("combined").get("paired_games").asInt(), 60);
        const Run against = cli(
            garden + QStringList{QStringLiteral("--against"), QStringLiteral("straight_jumps")});
        QCOMPARE(against.exitCode, 2);
        QVERIFY2(against.err.contains(QStringLiteral("--attribute")), qPrintable(against.err));

        const Run balance =
            cli({QStringLiteral("balance"), QStringLiteral("--game"), QStringLiteral("hyano"),
                 QStringLiteral("--players"), QStringLiteral("3"), QStringLiteral("--games"),
                 QStringLiteral("100")});
        QVERIFY2(balance.exitCode == 0, qPrintable(balance.err));
        auto report = Json::parse(balance.out.toStdString());
        QVERIFY(report);
        QCOMPARE(report->get("games").asInt(), 100);
        // Without --agents the lab's commands seat the game's Easy strength, as the lab page
        // does (docs/variant-lab.md, "The lab's players").
        QCOMPARE(report->get("agents").size(), std::size_t(3));
        for (std::size_t seat = 0; seat < 3; ++seat)
            QCOMPARE(report->get("agents").at(seat).asString(), std::string("computer:level=easy"));
        QCOMPARE(report->get("figures").at(0).get("name").asString(),
                 std::string("advantage.seat0"));
        QCOMPARE(report->get("figures").at(3).get("name").asString(), std::string("comebacks"));
    }

    // A cluster's way: three shards of a comparison, written to files, merged by the merge
    // command into the figures of one run; the records as CSV, a line per game.
    void shardsMergeIntoOneRun()
    {
        QTemporaryDir dir;
        const QStringList common{
            QStringLiteral("compare"),   QStringLiteral("--game"),     QStringLiteral("hyano"),
            QStringLiteral("--variant"), QStringLiteral("five_piles"), QStringLiteral("--games"),
            QStringLiteral("200"),       QStringLiteral("--seed"),     QStringLiteral("4"),
            QStringLiteral("--agents"),  QStringLiteral("random")};
        const Run whole = cli(common);
        QVERIFY2(whole.exitCode == 0, qPrintable(whole.err));
        QStringList files;
        for (int k = 1; k <= 3; ++k) {
            const Run part =
                cli(common + QStringList{QStringLiteral("--shard"), QStringLiteral("%1/3").arg(k)});
            QVERIFY2(part.exitCode == 0, qPrintable(part.err));
            files << writeText(dir, QStringLiteral("part%1.json").arg(k), part.out.toStdString());
            QVERIFY(!Json::parse(part.out.toStdString())->get("settled").asBool());
        }
        const Run merged = cli(QStringList{QStringLiteral("merge")} + files);
        QVERIFY2(merged.exitCode == 0, qPrintable(merged.err));
        auto one = Json::parse(whole.out.toStdString());
        auto all = Json::parse(merged.out.toStdString());
        QVERIFY(one && all);
        QVERIFY(one->get("figures") == all->get("figures"));
        // A shard's verdicts are interim; the merged run's are settled.
        QVERIFY(one->get("settled").asBool() && all->get("settled").asBool());
        QVERIFY(one->get("balance") == all->get("balance"));
        QVERIFY(one->get("base").get("exact") == all->get("base").get("exact"));
        QCOMPARE(all->get("paired_games").asInt(), 200);
        const Run missing = cli({QStringLiteral("merge"), files[0], files[2]});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains(QStringLiteral("are missing")), qPrintable(missing.err));
        const Run badShard =
            cli(common + QStringList{QStringLiteral("--shard"), QStringLiteral("4/3")});
        QCOMPARE(badShard.exitCode, 2);
        QVERIFY2(badShard.err.contains(QStringLiteral("K/N")), qPrintable(badShard.err));

        const QString csv = dir.filePath(QStringLiteral("games.csv"));
        const Run records = cli(common + QStringList{QStringLiteral("--records"), csv});
        QVERIFY2(records.exitCode == 0, qPrintable(records.err));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().count('\n'), 201);
    }

    // sweep: a row per value in the table, a refused value with its reason and key, targets
    // marked; its shards, written to files, merge into the JSON of one run, and a set with a
    // shard missing is refused.
    void sweepPrintsValuesAndMergesShards()
    {
        QTemporaryDir dir;
        const QStringList common{
            QStringLiteral("sweep"), QStringLiteral("--game"), QStringLiteral("shikoku"),
            QStringLiteral("--players"), QStringLiteral("4"), QStringLiteral("--key"),
            QStringLiteral("rules.steps_to_pagoda"), QStringLiteral("--values"),
            QStringLiteral("21,41,260"), QStringLiteral("--games"), QStringLiteral("60"),
            QStringLiteral("--target"), QStringLiteral("rounds=3..7"),
            // The rounds above are random play's (Easy climbs faster).
            QStringLiteral("--agents"), QStringLiteral("random")};
        const Run table =
            cli(common + QStringList{QStringLiteral("--table"), QStringLiteral("--figures"),
                                     QStringLiteral("plies,rounds")});
        QVERIFY2(table.exitCode == 0, qPrintable(table.err));
        const QStringList lines = table.out.split(u'\n');
        QVERIFY2(lines.size() > 4, qPrintable(table.out));
        QVERIFY2(lines[0].startsWith(QStringLiteral("rules.steps_to_pagoda")) &&
                     lines[0].contains(QStringLiteral("rounds=3..7")),
                 qPrintable(table.out));
        QVERIFY2(lines[1].startsWith(QStringLiteral("21 ")) &&
                     lines[1].contains(QStringLiteral("meets")),
                 qPrintable(table.out));
        QVERIFY2(lines[2].startsWith(QStringLiteral("41 ")) &&
                     lines[2].contains(QStringLiteral("fails")),
                 qPrintable(table.out));
        QVERIFY2(lines[3].startsWith(QStringLiteral("260 ")) &&
                     lines[3].contains(QStringLiteral("refused: rules.steps_to_pagoda: ")),
                 qPrintable(table.out));

        const Run whole = cli(common);
        QVERIFY2(whole.exitCode == 0, qPrintable(whole.err));
        QStringList files;
        for (int k = 1; k <= 3; ++k) {
            const Run part =
                cli(common + QStringList{QStringLiteral("--shard"), QStringLiteral("%1/3").arg(k)});
            QVERIFY2(part.exitCode == 0, qPrintable(part.err));
            files << writeText(dir, QStringLiteral("sweep%1.json").arg(k), part.out.toStdString());
        }
        const Run merged = cli(QStringList{QStringLiteral("merge")} + files);
        QVERIFY2(merged.exitCode == 0, qPrintable(merged.err));
        auto one = Json::parse(whole.out.toStdString());
        auto all = Json::parse(merged.out.toStdString());
        QVERIFY(one && all);
        QCOMPARE(test::withoutKeys(*all, {"elapsed_seconds", "threads"}).dump(),
                 test::withoutKeys(*one, {"elapsed_seconds", "threads"}).dump());
        const Run missing = cli({QStringLiteral("merge"), files[0], files[2]});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains(QStringLiteral("are missing")), qPrintable(missing.err));

        const Run list =
            cli({QStringLiteral("sweep"), QStringLiteral("--game"), QStringLiteral("shikoku"),
                 QStringLiteral("--key"), QStringLiteral("deck.values"), QStringLiteral("--values"),
                 QStringLiteral("1"), QStringLiteral("--games"), QStringLiteral("10")});
        QCOMPARE(list.exitCode, 2);
        QVERIFY2(list.err.contains(QStringLiteral("not a number or a word")), qPrintable(list.err));
    }

    // sweep --target names the balance report's figures as the report names them
    // (comebacks, decisiveness, advantage.seatN, drama, duration, branching): the sweep has
    // them as columns with their intervals and marks each value against them.
    void sweepTargetsTheBalanceFigures()
    {
        const Run table = cli({QStringLiteral("sweep"),
                               QStringLiteral("--game"),
                               QStringLiteral("shikoku"),
                               QStringLiteral("--players"),
                               QStringLiteral("4"),
                               QStringLiteral("--key"),
                               QStringLiteral("rules.steps_to_pagoda"),
                               QStringLiteral("--values"),
                               QStringLiteral("21,41"),
                               QStringLiteral("--games"),
                               QStringLiteral("40"),
                               QStringLiteral("--target"),
                               QStringLiteral("comebacks=0%..100%"),
                               QStringLiteral("--target"),
                               QStringLiteral("advantage.seat0=-100%..100%"),
                               QStringLiteral("--target"),
                               QStringLiteral("duration>1"),
                               QStringLiteral("--table"),
                               QStringLiteral("--figures"),
                               QStringLiteral("comebacks,decisiveness,advantage.seat0")});
        QVERIFY2(table.exitCode == 0, qPrintable(table.err));
        const QStringList lines = table.out.split(u'\n');
        QVERIFY2(lines.size() > 3, qPrintable(table.out));
        for (const char *name :
             {"comebacks", "decisiveness", "advantage.seat0", "comebacks=0%..100%", "duration>1"})
            QVERIFY2(lines[0].contains(QLatin1String(name)), qPrintable(table.out));
        QVERIFY2(lines[1].startsWith(QStringLiteral("21 ")) &&
                     lines[1].contains(QStringLiteral("meets")) &&
                     !lines[1].contains(QStringLiteral("fails")),
                 qPrintable(table.out));

        const Run refused = cli(
            {QStringLiteral("sweep"), QStringLiteral("--game"), QStringLiteral("shikoku"),
             QStringLiteral("--key"), QStringLiteral("rules.steps_to_pagoda"),
             QStringLiteral("--values"), QStringLiteral("21"), QStringLiteral("--games"),
             QStringLiteral("10"), QStringLiteral("--target"), QStringLiteral("comebacks=40..60")});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("comebacks is a share of games")),
                 qPrintable(refused.err));
    }

    // Every command answers --help and -h (and "help COMMAND") on stdout with its usage, the
    // options it takes and an example, and exits 0.
    void everyCommandAnswersHelp_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QStringList>("options");
        const QStringList games{QStringLiteral("--game"), QStringLiteral("--data")};
        QTest::newRow("validate") << QStringLiteral("validate")
                                  << QStringList{QStringLiteral("--quiet"),
                                                 QStringLiteral("--data")};
        QTest::newRow("play") << QStringLiteral("play")
                              << games + QStringList{QStringLiteral("--players"),
                                                     QStringLiteral("--seed"),
                                                     QStringLiteral("--variant"),
                                                     QStringLiteral("--agents"),
                                                     QStringLiteral("--transcript")};
        QTest::newRow("replay") << QStringLiteral("replay")
                                << QStringList{QStringLiteral("--data")};
        QTest::newRow("simulate")
            << QStringLiteral("simulate")
            << games + QStringList{QStringLiteral("--players"),   QStringLiteral("--games"),
                                   QStringLiteral("--variant"),   QStringLiteral("--agents"),
                                   QStringLiteral("--seed"),      QStringLiteral("--threads"),
                                   QStringLiteral("--max-plies"), QStringLiteral("--records"),
                                   QStringLiteral("--check"),     QStringLiteral("--shard"),
                                   QStringLiteral("--progress")};
        QTest::newRow("compare")
            << QStringLiteral("compare")
            << games + QStringList{QStringLiteral("--variant"), QStringLiteral("--against"),
                                   QStringLiteral("--games"),   QStringLiteral("--players"),
                                   QStringLiteral("--agents"),  QStringLiteral("--seed"),
                                   QStringLiteral("--threads"), QStringLiteral("--max-plies"),
                                   QStringLiteral("--table"),   QStringLiteral("--records"),
                                   QStringLiteral("--shard"),   QStringLiteral("--progress"),
                                   QStringLiteral("--margin"),  QStringLiteral("--attribute")};
        QTest::newRow("balance")
            << QStringLiteral("balance")
            << games + QStringList{QStringLiteral("--variant"),   QStringLiteral("--games"),
                                   QStringLiteral("--players"),   QStringLiteral("--agents"),
                                   QStringLiteral("--seed"),      QStringLiteral("--threads"),
                                   QStringLiteral("--max-plies"), QStringLiteral("--table"),
                                   QStringLiteral("--progress")};
        QTest::newRow("sweep")
            << QStringLiteral("sweep")
            << games + QStringList{QStringLiteral("--key"),       QStringLiteral("--values"),
                                   QStringLiteral("--games"),     QStringLiteral("--target"),
                                   QStringLiteral("--search"),    QStringLiteral("--players"),
                                   QStringLiteral("--agents"),    QStringLiteral("--variant"),
                                   QStringLiteral("--seed"),      QStringLiteral("--threads"),
                                   QStringLiteral("--max-plies"), QStringLiteral("--shard"),
                                   QStringLiteral("--json"),      QStringLiteral("--table"),
                                   QStringLiteral("--csv"),       QStringLiteral("--figures"),
                                   QStringLiteral("--progress")};
        QTest::newRow("merge") << QStringLiteral("merge") << QStringList{QStringLiteral("--table")};
        QTest::newRow("bench")
            << QStringLiteral("bench")
            << games + QStringList{QStringLiteral("--variant"),    QStringLiteral("--players"),
                                   QStringLiteral("--seconds"),    QStringLiteral("--compare"),
                                   QStringLiteral("--games"),      QStringLiteral("--threads"),
                                   QStringLiteral("--json"),       QStringLiteral("--lab-agents"),
                                   QStringLiteral("--duel-games"), QStringLiteral("--seed")};
        QTest::newRow("schema") << QStringLiteral("schema")
                                << games + QStringList{QStringLiteral("--json")};
        QTest::newRow("arena")
            << QStringLiteral("arena")
            << games + QStringList{QStringLiteral("--agents"),    QStringLiteral("--games"),
                                   QStringLiteral("--players"),   QStringLiteral("--seed"),
                                   QStringLiteral("--threads"),   QStringLiteral("--variant"),
                                   QStringLiteral("--max-plies"), QStringLiteral("--resamples"),
                                   QStringLiteral("--json"),      QStringLiteral("--progress")};
    }
    void everyCommandAnswersHelp()
    {
        QFETCH(QString, command);
        QFETCH(QStringList, options);
        const QString usage = QStringLiteral("usage: kotatsu-cli ") + command;
        for (const QStringList &arguments :
             {QStringList{command, QStringLiteral("--help")},
              QStringList{command, QStringLiteral("-h")},
              QStringList{QStringLiteral("help"), command},
              // --help wins over options that would be refused or run something.
              QStringList{command, QStringLiteral("--game"), QStringLiteral("shikoku"),
                          QStringLiteral("--help")}}) {
            const Run r = cli(arguments);
            QVERIFY2(r.exitCode == 0,
                     qPrintable(arguments.join(u' ') + QStringLiteral(": ") + r.err));
            QVERIFY2(r.out.startsWith(usage), qPrintable(r.out));
            QVERIFY2(r.out.contains(QStringLiteral("\nexample:\n  kotatsu-cli ")),
                     qPrintable(r.out));
            QVERIFY2(r.out.contains(QStringLiteral("-h, --help")), qPrintable(r.out));
            for (const QString &option : options)
                QVERIFY2(
                    r.out.contains(QStringLiteral("  ") + option + u' '),
                    qPrintable(command + QStringLiteral(" --help does not explain ") + option));
            QVERIFY(r.err.isEmpty());
        }
        const Run unknown = cli({QStringLiteral("help"), QStringLiteral("shuffle")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains(QStringLiteral("unknown command 'shuffle'")));
    }

    // merge refuses 3 shards of 4 (of a comparison and of a simulation), naming the games
    // that are missing, instead of taking them for the whole run.
    void mergeRefusesAnIncompleteSet()
    {
        QTemporaryDir dir;
        for (const QString &command : {QStringLiteral("compare"), QStringLiteral("simulate")}) {
            QStringList args{command,
                             QStringLiteral("--game"),
                             QStringLiteral("hyano"),
                             QStringLiteral("--games"),
                             QStringLiteral("200"),
                             QStringLiteral("--threads"),
                             QStringLiteral("1"),
                             QStringLiteral("--agents"),
                             QStringLiteral("random")};
            args += command == QStringLiteral("compare")
                        ? QStringList{QStringLiteral("--variant"), QStringLiteral("five_piles")}
                        : QStringList{QStringLiteral("--players"), QStringLiteral("3")};
            QStringList files;
            for (int k = 1; k <= 4; ++k) {
                const Run part = cli(
                    args + QStringList{QStringLiteral("--shard"), QStringLiteral("%1/4").arg(k)});
                QVERIFY2(part.exitCode == 0, qPrintable(part.err));
                files << writeText(dir, QStringLiteral("%1-%2.json").arg(command).arg(k),
                                   part.out.toStdString());
            }
            const Run all = cli(QStringList{QStringLiteral("merge")} + files);
            QVERIFY2(all.exitCode == 0, qPrintable(all.err));
            QCOMPARE(Json::parse(all.out.toStdString())->get("games_requested").asInt(), 200);

            const Run three = cli({QStringLiteral("merge"), files[0], files[1], files[2]});
            QCOMPARE(three.exitCode, 2);
            QVERIFY(three.out.isEmpty());
            QVERIFY2(three.err.contains(QStringLiteral("games 150 to 199 of the 200-game run are "
                                                       "missing")),
                     qPrintable(three.err));
            QVERIFY2(three.err.contains(files[2]), qPrintable(three.err));
            const Run noFirst = cli({QStringLiteral("merge"), files[1], files[2], files[3]});
            QCOMPARE(noFirst.exitCode, 2);
            QVERIFY2(noFirst.err.contains(QStringLiteral("games 0 to 49 of the 200-game run are "
                                                         "missing")),
                     qPrintable(noFirst.err));
            // One shard alone is not a run either.
            QCOMPARE(cli({QStringLiteral("merge"), files[1]}).exitCode, 2);
        }
    }

    // Each shard carries the digest of the rules it played: shards made before and after an
    // edit of the same variant file (one id, one file name) are refused, with the file named.
    void mergeRefusesShardsOfOtherRules()
    {
        QTemporaryDir dir, userData;
        writeUserVariant(userData, QStringLiteral("my_pilgrimage"), 40);
        const QStringList args{
            QStringLiteral("compare"),   QStringLiteral("--game"),        QStringLiteral("shikoku"),
            QStringLiteral("--variant"), QStringLiteral("my_pilgrimage"), QStringLiteral("--games"),
            QStringLiteral("60"),        QStringLiteral("--threads"),     QStringLiteral("1"),
            QStringLiteral("--agents"),  QStringLiteral("random")};
        auto shard = [&](int k, const QString &name) {
            const Run r =
                cli(args + QStringList{QStringLiteral("--shard"), QStringLiteral("%1/2").arg(k)},
                    60000, userData.path());
            if (r.exitCode != 0)
                qFatal("%s", qPrintable(r.err));
            return writeText(dir, name, r.out.toStdString());
        };
        const QString first = shard(1, QStringLiteral("first.json"));
        const QString second = shard(2, QStringLiteral("second.json"));
        const Run same = cli({QStringLiteral("merge"), first, second});
        QVERIFY2(same.exitCode == 0, qPrintable(same.err));

        writeUserVariant(userData, QStringLiteral("my_pilgrimage"), 41); // the designer's edit
        const QString edited = shard(2, QStringLiteral("edited.json"));
        const Run mixed = cli({QStringLiteral("merge"), first, edited});
        QCOMPARE(mixed.exitCode, 2);
        QVERIFY(mixed.out.isEmpty());
        QVERIFY2(mixed.err.contains(QStringLiteral("other rules than ")), qPrintable(mixed.err));
        QVERIFY2(mixed.err.contains(edited) && mixed.err.contains(first), qPrintable(mixed.err));
        auto digest = [](const QString &file, const char *side) {
            std::string text;
            readFile(file.toStdString(), 64 << 20, text);
            return Json::parse(text)->get(side).get("rules_digest").asString();
        };
        QCOMPARE(digest(first, "base"), digest(edited, "base"));
        QVERIFY(!digest(first, "variant").empty());
        QVERIFY(digest(first, "variant") != digest(edited, "variant"));
        QCOMPARE(digest(first, "variant"), digest(second, "variant"));
    }

    // A variant the rules editor saved (<user data>/variants/<game>/<id>.yaml) is named by its
    // id wherever a shipped variant's id works.
    void userVariantIdWorksEverywhere()
    {
        QTemporaryDir userData;
        writeUserVariant(userData, QStringLiteral("my_pilgrimage"), 40);
        const QString id = QStringLiteral("my_pilgrimage");
        const QStringList game{QStringLiteral("--game"), QStringLiteral("shikoku")};
        const Run play =
            cli(QStringList{QStringLiteral("play")} + game +
                    QStringList{QStringLiteral("--variant"), id, QStringLiteral("--players"),
                                QStringLiteral("3"), QStringLiteral("--seed"), QStringLiteral("1"),
                                QStringLiteral("--agents"), QStringLiteral("random")},
                60000, userData.path());
        QVERIFY2(play.exitCode == 0, qPrintable(play.err));
        QVERIFY2(play.out.contains(QStringLiteral("My pilgrimage")), qPrintable(play.out));

        const Run simulate = cli(QStringList{QStringLiteral("simulate")} + game +
                                     QStringList{QStringLiteral("--variant"), id,
                                                 QStringLiteral("--players"), QStringLiteral("3"),
                                                 QStringLiteral("--games"), QStringLiteral("20")},
                                 60000, userData.path());
        QVERIFY2(simulate.exitCode == 0, qPrintable(simulate.err));
        QCOMPARE(Json::parse(simulate.out.toStdString())->get("variant").asString(),
                 std::string("my_pilgrimage"));

        // compare, both as --variant and as --against: the pagoda 40 steps up is farther.
        const Run compare =
            cli(QStringList{QStringLiteral("compare")} + game +
                    QStringList{QStringLiteral("--variant"), id, QStringLiteral("--games"),
                                QStringLiteral("100"), QStringLiteral("--agents"),
                                QStringLiteral("random")},
                60000, userData.path());
        QVERIFY2(compare.exitCode == 0, qPrintable(compare.err));
        auto result = Json::parse(compare.out.toStdString());
        QCOMPARE(result->get("variant").get("variant").asString(), std::string("my_pilgrimage"));
        const Run against =
            cli(QStringList{QStringLiteral("compare")} + game +
                    QStringList{QStringLiteral("--variant"), QStringLiteral("long_pilgrimage"),
                                QStringLiteral("--against"), id, QStringLiteral("--games"),
                                QStringLiteral("20")},
                60000, userData.path());
        QVERIFY2(against.exitCode == 0, qPrintable(against.err));
        QCOMPARE(Json::parse(against.out.toStdString())->get("base").get("variant").asString(),
                 std::string("my_pilgrimage"));
        const Run bench =
            cli(QStringList{QStringLiteral("bench")} + game +
                    QStringList{QStringLiteral("--compare"), id, QStringLiteral("--games"),
                                QStringLiteral("20"), QStringLiteral("--json")},
                60000, userData.path());
        QVERIFY2(bench.exitCode == 0, qPrintable(bench.err));

        // An id that names nothing says where it was looked for.
        const Run unknown =
            cli(QStringList{QStringLiteral("simulate")} + game +
                    QStringList{QStringLiteral("--variant"), QStringLiteral("no_such_variant"),
                                QStringLiteral("--players"), QStringLiteral("3"),
                                QStringLiteral("--games"), QStringLiteral("2")},
                60000, userData.path());
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains(QStringLiteral("no variant 'no_such_variant' of shikoku")),
                 qPrintable(unknown.err));
        QVERIFY2(unknown.err.contains(
                     userData.filePath(QStringLiteral("variants/shikoku/no_such_variant.yaml"))),
                 qPrintable(unknown.err));
    }

    // arena: the ratings table, the same figures as JSON (seats rotated, one pairing of six
    // games), and clear refusals of a bad agent, an unknown game and no games.
    void arenaPrintsRatings()
    {
        const QStringList args{QStringLiteral("arena"),
                               QStringLiteral("--game"),
                               QStringLiteral("garden"),
                               QStringLiteral("--agents"),
                               QStringLiteral("random,heuristic"),
                               QStringLiteral("--games"),
                               QStringLiteral("6"),
                               QStringLiteral("--seed"),
                               QStringLiteral("3"),
                               QStringLiteral("--threads"),
                               QStringLiteral("2")};
        const Run table = cli(args);
        QVERIFY2(table.exitCode == 0, qPrintable(table.err));
        QVERIFY2(table.out.contains(QRegularExpression(
                     QStringLiteral("^agent +rating +95% interval +games +wins +draws +losses "
                                    "+ms/move$"),
                     QRegularExpression::MultilineOption)),
                 qPrintable(table.out));
        QVERIFY2(
            table.out.contains(QRegularExpression(QStringLiteral("^random +\\+0 +\\(anchor\\) +6 "),
                                                  QRegularExpression::MultilineOption)),
            qPrintable(table.out));
        QVERIFY(table.out.contains(QStringLiteral("random vs heuristic")));
        const Run json = cli(args + QStringList{QStringLiteral("--json")});
        QVERIFY2(json.exitCode == 0, qPrintable(json.err));
        auto parsed = Json::parse(json.out.toStdString());
        QVERIFY(parsed);
        QCOMPARE(parsed->get("agents").size(), std::size_t{2});
        QCOMPARE(parsed->get("agents").at(1).get("agent").asString(), std::string("heuristic"));
        QCOMPARE(parsed->get("pairings").at(0).get("games").asInt(), 6);
        QCOMPARE(parsed->get("seat_patterns").size(), std::size_t{2});
        QCOMPARE(parsed->get("seed").asInt(), 3);

        auto refused = [](const QStringList &arguments, int code, const QString &message) {
            const Run r = cli(arguments);
            QCOMPARE(r.exitCode, code);
            QVERIFY2(r.err.contains(message), qPrintable(r.err));
            QVERIFY(r.out.isEmpty());
        };
        refused({QStringLiteral("arena"), QStringLiteral("--game"), QStringLiteral("garden"),
                 QStringLiteral("--agents"), QStringLiteral("random,montecarlo:depth=2"),
                 QStringLiteral("--games"), QStringLiteral("2")},
                2, QStringLiteral("unknown agent option 'depth'"));
        refused({QStringLiteral("arena"), QStringLiteral("--game"), QStringLiteral("go"),
                 QStringLiteral("--agents"), QStringLiteral("random,heuristic"),
                 QStringLiteral("--games"), QStringLiteral("2")},
                1, QStringLiteral("unknown game 'go'"));
        refused({QStringLiteral("arena"), QStringLiteral("--game"), QStringLiteral("garden"),
                 QStringLiteral("--agents"), QStringLiteral("random,heuristic"),
                 QStringLiteral("--games"), QStringLiteral("0")},
                2, QStringLiteral("--games expects a whole number from 1"));
        refused({QStringLiteral("arena"), QStringLiteral("--game"), QStringLiteral("garden"),
                 QStringLiteral("--agents"), QStringLiteral("random"), QStringLiteral("--games"),
                 QStringLiteral("2")},
                2, QStringLiteral("at least two agents"));
    }

    void benchReportsPlayoutsPerSecond()
    {
        const Run r =
            cli({QStringLiteral("bench"), QStringLiteral("--game"), QStringLiteral("shikoku"),
                 QStringLiteral("--seconds"), QStringLiteral("1"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        auto json = Json::parse(r.out.toStdString());
        QVERIFY(json);
        QVERIFY(json->get("playouts_per_second").asDouble() > 0);
        QVERIFY(json->get("moves").asInt() > 0);
    }

    // bench --lab-agents: each of the lab's players in the game, its speed and its score
    // against Easy; the quick search is the game's own (game.computer.quick), and the score's
    // interval holds it. Few games: the figures' worth is the benchmark's, not this test's.
    void benchLabAgentsReportsEachPlayer()
    {
        const Run r =
            cli({QStringLiteral("bench"), QStringLiteral("--lab-agents"), QStringLiteral("--game"),
                 QStringLiteral("tokaido_duo"), QStringLiteral("--games"), QStringLiteral("6"),
                 QStringLiteral("--duel-games"), QStringLiteral("5"), QStringLiteral("--threads"),
                 QStringLiteral("2"), QStringLiteral("--strength-games"), QStringLiteral("0"),
                 QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        auto json = Json::parse(r.out.toStdString());
        QVERIFY2(json, qPrintable(r.out));
        QCOMPARE(json->get("threads").asInt(), 2);
        const Json &results = json->get("results");
        QCOMPARE(results.size(), std::size_t(1));
        const Json &game = results.at(0);
        QCOMPARE(game.get("game").asString(), std::string("tokaido_duo"));
        QCOMPARE(game.get("players").asInt(), 2);
        const Json &agents = game.get("agents");
        QCOMPARE(agents.size(), std::size_t(3));
        const std::vector<std::string> levels{"random", "easy", "quick"};
        for (std::size_t i = 0; i < levels.size(); ++i) {
            const Json &agent = agents.at(i);
            QCOMPARE(agent.get("level").asString(), levels[i]);
            QCOMPARE(agent.get("games").asInt(), 6);
            QVERIFY(agent.get("games_per_second").asDouble() > 0);
            QVERIFY(agent.get("cpu_seconds_per_game").asDouble() > 0);
            // Easy does not play itself; the others play whole deals against it (6 of 5 asked).
            QCOMPARE(agent.find("score_against_easy") != nullptr, levels[i] != "easy");
            if (levels[i] == "easy")
                continue;
            QCOMPARE(agent.get("games_against_easy").asInt(), 6);
            const double score = agent.get("score_against_easy").asDouble();
            const Json &interval = agent.get("score_against_easy_interval");
            QVERIFY(interval.at(0).asDouble() <= score && score <= interval.at(1).asDouble());
        }
        QCOMPARE(agents.at(1).get("agent").asString(), std::string("heuristic"));
        QVERIFY2(agents.at(2).get("agent").asString().rfind("ismcts:", 0) == 0,
                 agents.at(2).get("agent").asString().c_str());

        // Normal and Strong, the launcher's strengths a lab seat can take, play
        // --strength-games games each (Hyano's are the cheapest), with no duel against Easy.
        const Run strengths = cli(
            {QStringLiteral("bench"), QStringLiteral("--lab-agents"), QStringLiteral("--game"),
             QStringLiteral("hyano"), QStringLiteral("--games"), QStringLiteral("2"),
             QStringLiteral("--duel-games"), QStringLiteral("0"),
             QStringLiteral("--strength-games"), QStringLiteral("1"), QStringLiteral("--json")});
        QVERIFY2(strengths.exitCode == 0, qPrintable(strengths.err));
        const auto strengthsJson = Json::parse(strengths.out.toStdString());
        QVERIFY2(strengthsJson, qPrintable(strengths.out));
        const Json &hyanoAgents = strengthsJson->get("results").at(0).get("agents");
        QCOMPARE(hyanoAgents.size(), std::size_t(5));
        for (std::size_t i = 3; i < 5; ++i) {
            const Json &agent = hyanoAgents.at(i);
            QCOMPARE(agent.get("level").asString(), std::string(i == 3 ? "normal" : "strong"));
            QCOMPARE(agent.get("games").asInt(), 1);
            QVERIFY(agent.get("cpu_seconds_per_game").asDouble() > 0);
            QVERIFY(agent.find("score_against_easy") == nullptr);
        }

        // The options of the other benchmarks are refused with it, and --game is needed
        // without it.
        QCOMPARE(cli({QStringLiteral("bench"), QStringLiteral("--lab-agents"),
                      QStringLiteral("--players"), QStringLiteral("3")})
                     .exitCode,
                 2);
        const Run noGame = cli({QStringLiteral("bench")});
        QCOMPARE(noGame.exitCode, 2);
        QVERIFY2(noGame.err.contains(QStringLiteral("--game is required")), qPrintable(noGame.err));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
