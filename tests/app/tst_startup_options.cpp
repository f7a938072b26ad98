// SPDX-License-Identifier: GPL-3.0-or-later
// The app's command line (app/gui/startup_options.h): what a run asks Main.qml to open.
#include "startup_options.h"

#include <QtTest>

class TestStartupOptions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // --rules opens the table's how-to-play drawer at start; without it the drawer is shut.
    void rulesDrawer()
    {
        const StartupOptions withRules = StartupOptions::parse(
            {QStringLiteral("kotatsu"), QStringLiteral("--game"), QStringLiteral("shikoku"),
             QStringLiteral("--language"), QStringLiteral("ja"), QStringLiteral("--rules")});
        QCOMPARE(withRules.directGame.value(QStringLiteral("game")).toString(),
                 QStringLiteral("shikoku"));
        QCOMPARE(withRules.language, QStringLiteral("ja"));
        QVERIFY(withRules.directGame.value(QStringLiteral("rules")).toBool());

        const StartupOptions without = StartupOptions::parse(
            {QStringLiteral("kotatsu"), QStringLiteral("--game"), QStringLiteral("shikoku")});
        QVERIFY(!without.directGame.contains(QStringLiteral("rules")));
    }

    // A network table's link given as the one argument is the table to join; anything else
    // is not taken for one, and is refused by name: "--compare long_garden" (the variant
    // meant for --variant) was silently dropped and the lab compared the standard rules with
    // themselves.
    void joinLink()
    {
        const StartupOptions link = StartupOptions::parse(
            {QStringLiteral("kotatsu"), QStringLiteral("--language"), QStringLiteral("hu"),
             QStringLiteral("kotatsu://192.168.1.5:7070/1?code=K7M-2QX")});
        QCOMPARE(link.joinLink, QStringLiteral("kotatsu://192.168.1.5:7070/1?code=K7M-2QX"));
        QCOMPARE(link.language, QStringLiteral("hu"));
        QVERIFY(link.error.isEmpty());
        const StartupOptions other =
            StartupOptions::parse({QStringLiteral("kotatsu"), QStringLiteral("saved.kotatsu")});
        QVERIFY(other.joinLink.isEmpty());
        QVERIFY2(other.error.contains(QStringLiteral("\"saved.kotatsu\"")),
                 qPrintable(other.error));
        QVERIFY2(other.error.contains(QStringLiteral("kotatsu://")), qPrintable(other.error));
        const StartupOptions two = StartupOptions::parse(
            {QStringLiteral("kotatsu"), QStringLiteral("kotatsu://a:1/1?code=A"),
             QStringLiteral("kotatsu://b:2/2?code=B")});
        QVERIFY2(two.error.contains(QStringLiteral("kotatsu://b:2/2?code=B")),
                 qPrintable(two.error));
    }

    // --compare opens the lab on --variant against the standard rules; without a variant it
    // compared the standard rules with themselves, 2,000 games to show no difference. It is
    // refused, naming what is missing.
    void compareNeedsAVariant()
    {
        const StartupOptions missing =
            StartupOptions::parse({QStringLiteral("kotatsu"), QStringLiteral("--game"),
                                   QStringLiteral("garden"), QStringLiteral("--compare")});
        QVERIFY2(missing.error.contains(QStringLiteral("--compare")), qPrintable(missing.error));
        QVERIFY2(missing.error.contains(QStringLiteral("--variant")), qPrintable(missing.error));
        const StartupOptions given =
            StartupOptions::parse({QStringLiteral("kotatsu"), QStringLiteral("--game"),
                                   QStringLiteral("garden"), QStringLiteral("--variant"),
                                   QStringLiteral("long_garden"), QStringLiteral("--compare")});
        QVERIFY2(given.error.isEmpty(), qPrintable(given.error));
        QVERIFY(given.directGame.value(QStringLiteral("compare")).toBool());
        QCOMPARE(given.directGame.value(QStringLiteral("variant")).toString(),
                 QStringLiteral("long_garden"));
    }

    // --solo N: the last seat is the game's rules seat at level N, given to Main.qml as
    // rulesLevel (SeatSpec's word); --automa, its first name, still works.
    void soloSeat()
    {
        for (const char *option : {"--solo", "--automa"}) {
            const StartupOptions solo = StartupOptions::parse(
                {QStringLiteral("kotatsu"), QStringLiteral("--game"), QStringLiteral("tokaido_duo"),
                 QString::fromLatin1(option), QStringLiteral("2")});
            QCOMPARE(solo.directGame.value(QStringLiteral("rulesLevel")).toInt(), 2);
            QVERIFY(!solo.directGame.contains(QStringLiteral("automa")));
        }
        const StartupOptions two = StartupOptions::parse(
            {QStringLiteral("kotatsu"), QStringLiteral("--game"), QStringLiteral("tokaido_duo")});
        QVERIFY(!two.directGame.contains(QStringLiteral("rulesLevel")));
        QVERIFY(two.error.isEmpty());
    }

    // A level given as a word ("--automa steady") read as 0 and started a two-player game
    // without the Automa, silently; it is refused with the option and the value named.
    void soloLevelIsANumber()
    {
        for (const char *value : {"steady", "0", ""}) {
            const StartupOptions wrong = StartupOptions::parse(
                {QStringLiteral("kotatsu"), QStringLiteral("--game"), QStringLiteral("tokaido_duo"),
                 QStringLiteral("--automa"), QString::fromLatin1(value)});
            QVERIFY2(wrong.error.contains(QStringLiteral("--solo")), qPrintable(wrong.error));
            QVERIFY2(wrong.error.contains(QStringLiteral("\"%1\"").arg(QString::fromLatin1(value))),
                     qPrintable(wrong.error));
        }
    }
};

QTEST_GUILESS_MAIN(TestStartupOptions)
#include "tst_startup_options.moc"
