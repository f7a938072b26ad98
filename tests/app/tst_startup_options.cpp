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
    // is not taken for one.
    void joinLink()
    {
        const StartupOptions link = StartupOptions::parse(
            {QStringLiteral("kotatsu"), QStringLiteral("--language"), QStringLiteral("hu"),
             QStringLiteral("kotatsu://192.168.1.5:7070/1?code=K7M-2QX")});
        QCOMPARE(link.joinLink, QStringLiteral("kotatsu://192.168.1.5:7070/1?code=K7M-2QX"));
        QCOMPARE(link.language, QStringLiteral("hu"));
        const StartupOptions other =
            StartupOptions::parse({QStringLiteral("kotatsu"), QStringLiteral("saved.kotatsu")});
        QVERIFY(other.joinLink.isEmpty());
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
