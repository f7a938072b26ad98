// SPDX-License-Identifier: GPL-3.0-or-later
// The variant lab's bridge: VariantLab gives kotatsu-cli compare's numbers for the same
// arguments (kotatsu::Comparison::run with the CLI's defaults), reports progress up to 1 while
// the window stays free, keeps a consistent partial result when cancelled, exports the
// per-game records and the result, and computes the charts' data from the result.
#include "ai/agent_factory.h"
#include "app_context.h"
#include "engine/user_data_dir.h"
#include "game_catalog_model.h"
#include "lab/sweep_lab.h"
#include "lab/variant_lab.h"
#include "localization.h"
#include "sim/comparison.h"
#include "test_support.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <functional>
#include <thread>
#include <vector>

using namespace kotatsu;

namespace {

// A result's JSON without what depends on the run's clock.
Json withoutClock(Json json)
{
    if (json.find("elapsed_seconds"))
        json["elapsed_seconds"] = 0;
    for (const char *side : {"base", "variant"}) {
        if (json.find(side))
            json[side]["elapsed_seconds"] = 0;
    }
    return json;
}

using test::readAll;

} // namespace

class TestVariantLab : public QObject
{
    Q_OBJECT

    QTemporaryDir m_user;
    std::unique_ptr<AppContext> m_app;

    // Runs the lab to its end (or `timeoutMs`); whether it finished.
    static bool runToEnd(VariantLab &lab, int timeoutMs = 120000)
    {
        QSignalSpy finished(&lab, &VariantLab::finished);
        if (!lab.start())
            return false;
        return finished.wait(timeoutMs);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_user.isValid());
        qputenv("KOTATSU_USER_DATA_DIR", m_user.path().toUtf8());
        // The app's objects on the test data (the composition root tests build for themselves).
        m_app = std::make_unique<AppContext>(std::make_shared<GameCatalog>(test::dataDir()));
        m_app->localization()->useForThisRun(QStringLiteral("en"));
    }

    // The same arguments give the same figures as kotatsu-cli compare: the config is built
    // here as command_compare.cpp builds it, and run directly.
    void sameNumbersAsTheCli()
    {
        VariantLab lab(*m_app);
        lab.setGame(QStringLiteral("shikoku"));
        lab.setVariant(QStringLiteral("long_pilgrimage"));
        lab.setGames(120);
        lab.setSeed(7);
        QVERIFY(lab.sides().value(QStringLiteral("valid")).toBool());
        QVERIFY(runToEnd(lab));
        QVERIFY2(lab.error().isEmpty(), qPrintable(lab.error()));
        QVERIFY(!lab.cancelled());

        const GameCatalog &catalog = m_app->catalog()->catalog();
        DataErrors errors;
        ComparisonConfig config;
        config.variant = catalog.resolve("shikoku", "long_pilgrimage", errors);
        config.base = catalog.resolve("shikoku", "", errors);
        QVERIFY(config.base && config.variant);
        config.players = config.base->info().minPlayers;
        config.games = 120;
        config.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
        config.seed = 7;
        config.agents = splitAgentList("random");
        config.maxPlies = 100000;
        QCOMPARE(QString::fromStdString(Comparison::check(config)), QString());
        const Json expected = withoutClock(Comparison::run(config).toJson());

        const auto parsed = Json::parse(lab.resultJson());
        QVERIFY(parsed);
        const Json actual = withoutClock(*parsed);
        QCOMPARE(QString::fromStdString(actual.dumpPretty()),
                 QString::fromStdString(expected.dumpPretty()));
        QCOMPARE(lab.result().value(QStringLiteral("paired_games")).toInt(), 120);

        // The pagoda on step 45: longer games, and the lab says so.
        bool found = false;
        for (const QVariant &f : lab.result().value(QStringLiteral("figures")).toList()) {
            const QVariantMap figure = f.toMap();
            if (figure.value(QStringLiteral("name")).toString() == QLatin1String("plies")) {
                found = true;
                QVERIFY(figure.value(QStringLiteral("significant")).toBool());
                QVERIFY(figure.value(QStringLiteral("difference")).toDouble() > 0);
            }
        }
        QVERIFY(found);
    }

    // And the same as the kotatsu-cli binary itself prints for those arguments.
    void sameNumbersAsTheCliBinary()
    {
        VariantLab lab(*m_app);
        lab.setGame(QStringLiteral("hyano"));
        lab.setVariant(QStringLiteral("five_piles"));
        lab.setPlayers(3);
        lab.setAgents(
            {QStringLiteral("random"), QStringLiteral("heuristic"), QStringLiteral("random")});
        lab.setGames(60);
        lab.setSeed(11);
        QVERIFY(runToEnd(lab));
        QProcess cli;
        cli.start(QStringLiteral(KOTATSU_CLI),
                  {QStringLiteral("compare"), QStringLiteral("--game"), QStringLiteral("hyano"),
                   QStringLiteral("--variant"), QStringLiteral("five_piles"),
                   QStringLiteral("--players"), QStringLiteral("3"), QStringLiteral("--agents"),
                   QStringLiteral("random,heuristic,random"), QStringLiteral("--games"),
                   QStringLiteral("60"), QStringLiteral("--seed"), QStringLiteral("11"),
                   QStringLiteral("--data"), QString::fromStdString(test::dataDir())});
        QVERIFY(cli.waitForFinished(120000));
        QCOMPARE(cli.exitCode(), 0);
        const auto printed = Json::parse(cli.readAllStandardOutput().toStdString());
        QVERIFY(printed);
        auto parsed = Json::parse(lab.resultJson());
        QVERIFY(parsed);
        // The rulebook's scenarios: the CLI prints them with the figures, the lab shows them
        // apart (VariantLab::scenarios); the same counts.
        const Json *cliScenarios = printed->find("scenarios");
        QVERIFY(cliScenarios);
        QTRY_COMPARE(lab.scenarios().value(QStringLiteral("state")).toString(),
                     QStringLiteral("done"));
        for (const char *count : {"passed", "failed", "skipped"})
            QCOMPARE(lab.scenarios().value(QLatin1String(count)).toLongLong(),
                     cliScenarios->get(count).asInt());
        (*parsed)["scenarios"] = *cliScenarios;
        QCOMPARE(QString::fromStdString(withoutClock(*parsed).dumpPretty()),
                 QString::fromStdString(withoutClock(*printed).dumpPretty()));
    }

    // Progress comes in steps up to 1 and the time left is known before the end.
    void progressReachesOne()
    {
        VariantLab lab(*m_app);
        lab.setGame(QStringLiteral("hyano"));
        lab.setVariant(QStringLiteral("five_piles"));
        lab.setGames(400);
        QSignalSpy progress(&lab, &VariantLab::progressChanged);
        QSignalSpy running(&lab, &VariantLab::runningChanged);
        QVERIFY(runToEnd(lab));
        QVERIFY(progress.count() >= 2);
        QCOMPARE(lab.progress(), 1.0);
        QCOMPARE(lab.secondsLeft(), 0);
        QCOMPARE(lab.gamesDone(), 400);
        QVERIFY(!lab.running());
        QCOMPARE(running.count(), 2); // on, then off
        // A second start while one runs is refused.
        lab.setGames(100000);
        QVERIFY(lab.start());
        QVERIFY(!lab.start());
        QVERIFY(!lab.error().isEmpty());
        lab.cancel();
        lab.waitForDone();
    }

    // Cancel stops the run early; what it keeps holds only games played on both sides.
    void cancelKeepsAConsistentPartialResult()
    {
        VariantLab lab(*m_app);
        lab.setGame(QStringLiteral("shikoku"));
        lab.setVariant(QStringLiteral("long_pilgrimage"));
        lab.setGames(200000);
        QSignalSpy finished(&lab, &VariantLab::finished);
        QVERIFY(lab.start());
        QTRY_VERIFY_WITH_TIMEOUT(lab.progress() > 0.002, 60000);
        lab.cancel();
        QVERIFY(finished.wait(60000));
        QVERIFY(lab.cancelled());
        QVERIFY(!lab.running());
        const QVariantMap result = lab.result();
        const int paired = result.value(QStringLiteral("paired_games")).toInt();
        const int base = result.value(QStringLiteral("base"))
                             .toMap()
                             .value(QStringLiteral("games_played"))
                             .toInt();
        const int variant = result.value(QStringLiteral("variant"))
                                .toMap()
                                .value(QStringLiteral("games_played"))
                                .toInt();
        QVERIFY(paired > 0);
        QVERIFY(paired < 200000);
        QCOMPARE(base, paired);
        QCOMPARE(variant, paired);
        QCOMPARE(lab.gamesDone(), paired);
        QVERIFY(lab.progress() < 1.0);
    }

    // A finished run is settled; changing any setting marks its figures stale (and changing
    // it back does not), a new run clears the mark; a cancelled run is never settled.
    void staleAndSettled()
    {
        VariantLab lab(*m_app);
        lab.setGame(QStringLiteral("hyano"));
        lab.setVariant(QStringLiteral("five_piles"));
        lab.setGames(40);
        QVERIFY(!lab.settled());
        QVERIFY(!lab.stale());
        QVERIFY(runToEnd(lab));
        QVERIFY(lab.settled());
        QVERIFY(!lab.stale());
        QSignalSpy staleChanged(&lab, &VariantLab::staleChanged);
        const auto changes = std::vector<std::function<void(bool)>>{
            [&](bool on) { lab.setPlayers(on ? 4 : 0); },
            [&](bool on) {
                lab.setAgents(on ? QStringList{QStringLiteral("heuristic")} : QStringList{});
            },
            [&](bool on) { lab.setGames(on ? 41 : 40); },
            [&](bool on) { lab.setSeed(on ? 2 : 1); },
            [&](bool on) {
                lab.setVariant(on ? QStringLiteral("growing_pot") : QStringLiteral("five_piles"));
            },
            [&](bool on) { lab.setBaseVariant(on ? QStringLiteral("play_out") : QString()); },
        };
        for (const auto &change : changes) {
            change(true);
            QVERIFY(lab.stale());
            QVERIFY(lab.settled()); // still the figures of a whole run, of other settings
            change(false);
            QVERIFY(!lab.stale());
        }
        QCOMPARE(staleChanged.count(), 2 * int(changes.size()));
        // The designer's target is read off the result: not a setting of the run.
        lab.setTargetMin(10);
        QVERIFY(!lab.stale());
        lab.setGames(60);
        QVERIFY(lab.stale());
        QVERIFY(runToEnd(lab));
        QVERIFY(!lab.stale());

        lab.setGames(200000);
        QSignalSpy finished(&lab, &VariantLab::finished);
        QVERIFY(lab.start());
        QVERIFY(!lab.settled());
        QTRY_VERIFY_WITH_TIMEOUT(lab.gamesDone() > 0, 60000);
        QVERIFY(!lab.settled()); // a partial result while it runs
        lab.cancel();
        QVERIFY(finished.wait(60000));
        QVERIFY(lab.cancelled());
        QVERIFY(!lab.settled());
    }

    // The user's data folder is core's rule (shared with kotatsu-cli), which is where Qt puts
    // the app's data: files saved before the rule moved to core are still found.
    void userDataDirIsQtsAppDataLocation()
    {
        const QByteArray kept = qgetenv("KOTATSU_USER_DATA_DIR");
        const QByteArray keptXdg = qgetenv("XDG_DATA_HOME");
        const QString keptOrganization = QCoreApplication::organizationName();
        const QString keptName = QCoreApplication::applicationName();
        QCoreApplication::setOrganizationName(QStringLiteral("Kotatsu")); // as app/gui/main.cpp
        QCoreApplication::setApplicationName(QStringLiteral("Kotatsu"));
        qunsetenv("KOTATSU_USER_DATA_DIR");
        for (const QByteArray &xdg : {QByteArray(), QByteArray("/tmp/kotatsu-xdg-test")}) {
            if (xdg.isEmpty())
                qunsetenv("XDG_DATA_HOME");
            else
                qputenv("XDG_DATA_HOME", xdg);
            QCOMPARE(QString::fromStdString(kotatsu::userDataDir()),
                     QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
        }
        qputenv("KOTATSU_USER_DATA_DIR", "/tmp/kotatsu-user-test");
        QCOMPARE(QString::fromStdString(kotatsu::userVariantFile("hyano", "mine")),
                 QStringLiteral("/tmp/kotatsu-user-test/variants/hyano/mine.yaml"));
        if (keptXdg.isEmpty())
            qunsetenv("XDG_DATA_HOME");
        else
            qputenv("XDG_DATA_HOME", keptXdg);
        qputenv("KOTATSU_USER_DATA_DIR", kept);
        QCoreApplication::setOrganizationName(keptOrganization);
        QCoreApplication::setApplicationName(keptName);
    }

    // A user variant's id (the rules editor's Save as) works as the lab's variant, as the
    // --compare option passes it, and as what it is compared with.
    void userVariantById()
    {
        QDir().mkpath(m_user.filePath(QStringLiteral("variants/shikoku")));
        QFile file(m_user.filePath(QStringLiteral("variants/shikoku/my_pilgrimage.yaml")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("variant:\n  base: shikoku\n  name:\n    en: My pilgrimage\n    es: Mi "
                   "peregrinaje\n    fr: Mon pèlerinage\n    ja: わたしの巡礼\n    hu: Saját "
                   "zarándoklat\n  description:\n    en: A longer way\n    es: Un camino más "
                   "largo\n    fr: Un chemin plus long\n    ja: 長い道のり\n    hu: Hosszabb út\n"
                   "rules:\n  steps_to_pagoda: 40\n");
        file.close();
        VariantLab lab(*m_app);
        lab.setGame(QStringLiteral("shikoku"));
        lab.setVariant(QStringLiteral("my_pilgrimage"));
        lab.setGames(20);
        QVERIFY2(lab.sides().value(QStringLiteral("valid")).toBool(),
                 qPrintable(lab.sides().value(QStringLiteral("problem")).toString()));
        QVERIFY2(runToEnd(lab), qPrintable(lab.error()));
        QCOMPARE(lab.result()
                     .value(QStringLiteral("variant"))
                     .toMap()
                     .value(QStringLiteral("variant"))
                     .toString(),
                 QStringLiteral("my_pilgrimage"));
        lab.setVariant(QStringLiteral("long_pilgrimage"));
        lab.setBaseVariant(QStringLiteral("my_pilgrimage"));
        QVERIFY2(runToEnd(lab), qPrintable(lab.error()));
        QCOMPARE(lab.result()
                     .value(QStringLiteral("base"))
                     .toMap()
                     .value(QStringLiteral("variant"))
                     .toString(),
                 QStringLiteral("my_pilgrimage"));
    }

    // The records: a header, then one line per paired game; JSON: one object per game; the
    // result as kotatsu-cli compare prints it.
    void exports()
    {
        VariantLab lab(*m_app);
        lab.setGame(QStringLiteral("garden"));
        lab.setVariant(QStringLiteral("long_garden"));
        lab.setGames(50);
        QVERIFY(!lab.exportJson(QUrl::fromLocalFile(m_user.filePath(QStringLiteral("none.json")))));
        QVERIFY(runToEnd(lab));
        const QString csv = m_user.filePath(QStringLiteral("records.csv"));
        QVERIFY2(lab.exportRecords(QUrl::fromLocalFile(csv), QStringLiteral("csv")),
                 qPrintable(lab.error()));
        const QList<QByteArray> lines = readAll(csv).trimmed().split('\n');
        QCOMPARE(lines.size(), 51);
        QVERIFY(lines.front().contains("seed"));
        const QString json = m_user.filePath(QStringLiteral("records.json"));
        QVERIFY(lab.exportRecords(QUrl::fromLocalFile(json), QStringLiteral("json")));
        const auto records = Json::parse(readAll(json).toStdString());
        QVERIFY(records && records->isArray());
        QCOMPARE(records->size(), std::size_t(50));
        const QString result = m_user.filePath(QStringLiteral("result.json"));
        QVERIFY(lab.exportJson(QUrl::fromLocalFile(result)));
        const auto written = Json::parse(readAll(result).toStdString());
        QVERIFY(written);
        QCOMPARE(written->get("paired_games").asInt(), 50);
    }

    // The charts' data: common buckets on both sides summing to 1, one win entry per seat with
    // its interval around the value, end conditions as shares.
    void chartData()
    {
        VariantLab lab(*m_app);
        lab.setGame(QStringLiteral("shikoku"));
        lab.setVariant(QStringLiteral("long_pilgrimage"));
        lab.setGames(100);
        QVERIFY(runToEnd(lab));
        const QVariantMap charts = lab.charts();
        const QVariantMap length = charts.value(QStringLiteral("length")).toMap();
        const QVariantList lows = length.value(QStringLiteral("lows")).toList();
        QVERIFY(!lows.isEmpty());
        for (const char *side : {"base", "variant"}) {
            const QVariantList shares = length.value(QString::fromLatin1(side)).toList();
            QCOMPARE(shares.size(), lows.size());
            double sum = 0;
            for (const QVariant &s : shares)
                sum += s.toDouble();
            QVERIFY2(std::abs(sum - 1.0) < 1e-9, side);
        }
        const QVariantList wins = charts.value(QStringLiteral("wins")).toList();
        QCOMPARE(wins.size(), 3);
        for (const QVariant &w : wins) {
            const QVariantMap entry = w.toMap();
            QVERIFY(entry.value(QStringLiteral("baseLow")).toDouble() <=
                    entry.value(QStringLiteral("base")).toDouble());
            QVERIFY(entry.value(QStringLiteral("base")).toDouble() <=
                    entry.value(QStringLiteral("baseHigh")).toDouble());
        }
        const QVariantList ends = charts.value(QStringLiteral("ends")).toList();
        QVERIFY(!ends.isEmpty());
        QCOMPARE(ends.front().toMap().value(QStringLiteral("reason")).toString(),
                 QStringLiteral("pagoda"));
        QCOMPARE(charts.value(QStringLiteral("scores")).toList().size(), 3);

        // The share inside a designer's target of 10 to 14 rounds, counted from the rounds'
        // distribution of each side.
        QVERIFY(!lab.targetShares().value(QStringLiteral("valid")).toBool());
        QSignalSpy changed(&lab, &VariantLab::targetSharesChanged);
        lab.setTargetMin(10);
        lab.setTargetMax(14);
        QCOMPARE(changed.count(), 2);
        const QVariantMap target = lab.targetShares();
        QVERIFY(target.value(QStringLiteral("valid")).toBool());
        const auto json = kotatsu::Json::parse(lab.resultJson());
        QVERIFY(json);
        for (const char *side : {"base", "variant"}) {
            double inside = 0, total = 0;
            for (const kotatsu::Json &pair :
                 json->get(side).get("distributions").get("rounds").elements()) {
                total += pair.at(1).asDouble();
                if (pair.at(0).asInt() >= 10 && pair.at(0).asInt() <= 14)
                    inside += pair.at(1).asDouble();
            }
            const QString key = QString::fromLatin1(side);
            QVERIFY2(std::abs(target.value(key).toDouble() - inside / total) < 1e-12, side);
            QVERIFY(target.value(key + QStringLiteral("Low")).toDouble() <= inside / total);
            QVERIFY(target.value(key + QStringLiteral("High")).toDouble() >= inside / total);
        }
        QVERIFY(target.value(QStringLiteral("base")).toDouble() >
                target.value(QStringLiteral("variant")).toDouble()); // longer games
    }

    // The lab's errors reach the person in their language: a user variant with a value out
    // of range (a core data error) names its file:line:column and key and says the rest in
    // French; so do the settings the lab refuses.
    void errorsInTheUsersLanguage()
    {
        QDir().mkpath(m_user.filePath(QStringLiteral("variants/shikoku")));
        const QString path = m_user.filePath(QStringLiteral("variants/shikoku/too_far.yaml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("variant:\n  base: shikoku\n  name: {en: Too far, es: Demasiado lejos, fr: "
                   "Trop loin, ja: 遠すぎる, hu: Túl messze}\n  description: {en: x, es: x, fr: x, "
                   "ja: x, hu: x}\nrules:\n  steps_to_pagoda: 9999\n");
        file.close();
        m_app->localization()->useForThisRun(QStringLiteral("fr"));
        VariantLab lab(*m_app);
        lab.setGame(QStringLiteral("shikoku"));
        lab.setVariant(QStringLiteral("too_far"));
        QVERIFY(!lab.sides().value(QStringLiteral("valid")).toBool());
        const QString problem = lab.sides().value(QStringLiteral("problem")).toString();
        const QString expected =
            QStringLiteral("too_far.yaml:6:20: rules.steps_to_pagoda: 9999 est "
                           "hors de l’intervalle (de 2 à 250)");
        QVERIFY2(problem.endsWith(expected), qPrintable(problem));
        QVERIFY(!lab.start());
        QVERIFY2(lab.error().endsWith(expected), qPrintable(lab.error()));
        // Said again when the language changes.
        m_app->localization()->useForThisRun(QStringLiteral("ja"));
        const QString again = lab.sides().value(QStringLiteral("problem")).toString();
        QVERIFY2(again.endsWith(QStringLiteral(
                     "too_far.yaml:6:20: rules.steps_to_pagoda: 9999は範囲外です（2〜250）")),
                 qPrintable(again));
        m_app->localization()->useForThisRun(QStringLiteral("fr"));
        // Settings the lab refuses, in French too: a number of players the rules do not take,
        // a number of games, a computer player that does not exist.
        lab.setVariant(QStringLiteral("long_pilgrimage"));
        lab.setPlayers(2);
        QVERIFY(!lab.start());
        QCOMPARE(lab.error(), QStringLiteral("Le nombre de joueurs doit être compris entre 3 et 8 "
                                             "avec ces règles."));
        lab.setPlayers(3);
        lab.setGames(1);
        QVERIFY(!lab.start());
        QCOMPARE(lab.error(), QStringLiteral("Une comparaison demande au moins 2 parties."));
        lab.setGames(10);
        lab.setAgents({QStringLiteral("random"), QStringLiteral("random")});
        QVERIFY(!lab.start());
        QCOMPARE(lab.error(), QStringLiteral("Choisissez un joueur ordinateur pour chaque place, "
                                             "ou un seul pour toutes."));
        lab.setAgents(
            {QStringLiteral("random"), QStringLiteral("nonsense"), QStringLiteral("random")});
        QVERIFY(!lab.start());
        QVERIFY2(lab.error().startsWith(QStringLiteral("agent inconnu")), qPrintable(lab.error()));
        // What only core's check finds (the rules seat's seats and levels, named as the game's
        // data names it), in French too.
        lab.setGame(QStringLiteral("tokaido_duo"));
        lab.setVariant(QStringLiteral("new_tides"));
        lab.setPlayers(2);
        lab.setAgents({QStringLiteral("automa"), QStringLiteral("automa:level=1")});
        QVERIFY(!lab.start());
        QCOMPARE(lab.error(), QStringLiteral("Automa ne peut occuper qu’une seule place"));
        lab.setAgents({QStringLiteral("random"), QStringLiteral("automa:level=9")});
        QVERIFY(!lab.start());
        QCOMPARE(lab.error(), QStringLiteral("Automa a des niveaux de 1 à 3"));
        lab.setAgents({QStringLiteral("random"), QStringLiteral("automa:lvl=1")});
        QVERIFY(!lab.start());
        QCOMPARE(lab.error(), QStringLiteral("place jouée par les règles mal écrite : "
                                             "« automa:lvl=1 » (rules ou rules:level=N)"));
        m_app->localization()->useForThisRun(QStringLiteral("en"));
        QVERIFY(!lab.start());
        QCOMPARE(lab.error(), QStringLiteral("bad rules seat 'automa:lvl=1' (rules or "
                                             "rules:level=N)"));
        // A game without a rules seat is named by its name in the person's language, not its id.
        lab.setGame(QStringLiteral("garden"));
        lab.setVariant(QStringLiteral("long_garden"));
        lab.setAgents({QStringLiteral("random"), QStringLiteral("automa")});
        const std::pair<const char *, QString> noAutoma[] = {
            {"en", QStringLiteral("Kokeshi & Samurai has no opponent of its own")},
            {"es",
             QStringLiteral("las reglas de Kokeshi y samurái no incluyen un rival para jugar en "
                            "solitario")},
            {"fr",
             QStringLiteral("les règles de Kokeshi & Samouraï ne prévoient pas d’adversaire pour "
                            "jouer en solo")},
        };
        for (const auto &[language, sentence] : noAutoma) {
            m_app->localization()->useForThisRun(QString::fromLatin1(language));
            QVERIFY(!lab.start());
            QCOMPARE(lab.error(), sentence);
        }
        m_app->localization()->useForThisRun(QStringLiteral("en"));
        QFile::remove(path);
    }

    // The sweep's problems that core finds (the seats' computer players, a target's bounds
    // that do not suit its figure, the players) reach the page in the user's language: in
    // Japanese no Latin letter is left but the target as typed, in Hungarian no word of the
    // English sentence.
    void sweepProblemsInTheUsersLanguage()
    {
        struct Case
        {
            QStringList agents;
            int players;
            QString target; // what the person typed, left as it is
            bool startRefuses;
        };
        const Case cases[] = {
            // Core's check of the seats (more computer players than seats).
            {{QStringLiteral("random"), QStringLiteral("random")}, 3, QString(), true},
            // More players than Shikoku takes.
            {{}, 12, QString(), true},
            // A share's bounds beyond 100 %, and a % on a count: said when the values are in.
            {{}, 3, QStringLiteral("draws=10..20"), false},
            {{}, 3, QStringLiteral("rounds=10%..20%"), false},
        };
        const auto problemOf = [this](const Case &c, const QString &language) {
            m_app->localization()->useForThisRun(language);
            SweepLab sweep(*m_app);
            sweep.setGame(QStringLiteral("shikoku"));
            sweep.setKey(QStringLiteral("rules.steps_to_pagoda"));
            sweep.setValues(QStringLiteral("21,23"));
            sweep.setGames(4);
            sweep.setPlayers(c.players);
            sweep.setAgents(c.agents);
            sweep.setTargets(c.target.isEmpty() ? QStringList() : QStringList{c.target});
            if (c.startRefuses) {
                if (sweep.start())
                    return QStringLiteral("<started>");
                return sweep.error();
            }
            QSignalSpy finished(&sweep, &SweepLab::finished);
            if (!sweep.start() || !finished.wait(60000))
                return QStringLiteral("<did not run>");
            return sweep.error();
        };
        static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
        for (const Case &c : cases) {
            const QString english = problemOf(c, QStringLiteral("en"));
            QVERIFY2(!english.isEmpty() && !english.startsWith(QLatin1Char('<')),
                     qPrintable(english));
            QString japanese = problemOf(c, QStringLiteral("ja"));
            QVERIFY2(!japanese.isEmpty(), qPrintable(c.target));
            // The figure's name is data (what the person typed), in every language.
            japanese.remove(c.target);
            if (!c.target.isEmpty())
                japanese.remove(c.target.section(QLatin1Char('='), 0, 0));
            QVERIFY2(!word.match(japanese).hasMatch(), qPrintable(japanese));
            const QString hungarian = problemOf(c, QStringLiteral("hu"));
            QVERIFY2(!hungarian.isEmpty() && hungarian != english, qPrintable(hungarian));
            QString rest = english;
            rest.remove(c.target);
            auto words = word.globalMatch(rest);
            while (words.hasNext()) {
                const QString w = words.next().captured();
                if (c.target.startsWith(w) || w.size() < 4)
                    continue; // the figure's name, or too short to be telling
                QVERIFY2(!hungarian.contains(
                             QRegularExpression(QStringLiteral("\\b") + w + QStringLiteral("\\b"))),
                         qPrintable(w + QStringLiteral(" in: ") + hungarian));
            }
        }
        m_app->localization()->useForThisRun(QStringLiteral("en"));
    }

    // Wrong settings are refused with a reason, before any thread starts.
    void refusesWrongSettings()
    {
        VariantLab lab(*m_app);
        lab.setGame(QStringLiteral("shikoku"));
        lab.setVariant(QStringLiteral("no_such_variant"));
        QVERIFY(!lab.sides().value(QStringLiteral("valid")).toBool());
        QVERIFY(!lab.start());
        QVERIFY(!lab.error().isEmpty());
        QVERIFY(!lab.running());
        lab.setVariant(QStringLiteral("long_pilgrimage"));
        lab.setPlayers(2); // Shikoku: 3 to 8
        QVERIFY(!lab.start());
        QVERIFY(!lab.error().isEmpty());
        lab.setPlayers(3);
        lab.setAgents(
            {QStringLiteral("random"), QStringLiteral("nonsense"), QStringLiteral("random")});
        QVERIFY(!lab.start());
        QVERIFY(!lab.error().isEmpty());
    }
};

QTEST_MAIN(TestVariantLab)
#include "tst_variant_lab.moc"
