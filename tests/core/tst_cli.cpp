// SPDX-License-Identifier: GPL-3.0-or-later
// kotatsu-cli end to end: validate (good, broken and hostile files), play with a
// transcript that replays, simulate, bench.
#include "sim/transcript.h"
#include "test_support.h"
#include "util/text.h"

#include <QProcess>
#include <QTemporaryDir>

using namespace kotatsu;

namespace {

struct Run
{
    int exitCode = -1;
    bool crashed = false;
    QString out;
    QString err;
};

Run cli(const QStringList &arguments, int timeoutMs = 60000)
{
    QProcess process;
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

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validateShippedData()
    {
        const Run r = cli({QStringLiteral("validate"), QString::fromStdString(test::dataDir())});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("games/shikoku/game.yaml: ok")));
        QVERIFY(r.out.contains(QStringLiteral("variants/long_pilgrimage.yaml: ok")));
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
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
