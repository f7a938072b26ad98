// SPDX-License-Identifier: GPL-3.0-or-later
// The per-game statistics (GameStatistics): what counts and how, each game once, a damaged
// file set aside, and the file written atomically (a full disk keeps the earlier one).
#include "app_context.h"
#include "ended_game.h"
#include "game_catalog_model.h"
#include "game_session.h"
#include "legal_moves_model.h"
#include "localization.h"
#include "saved_game.h"
#include "stats/game_statistics.h"
#include "test_support.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

using namespace kotatsu;

namespace {

GameStatistics::Game game(const char *id, const char *key, int people, bool won,
                          const char *opponent)
{
    GameStatistics::Game g;
    g.gameId = QString::fromLatin1(id);
    g.key = QString::fromLatin1(key);
    g.people = people;
    g.personWon = won;
    g.opponent = QString::fromLatin1(opponent);
    return g;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(data) == data.size();
}

QVariantList seatList(std::initializer_list<const char *> kinds, const char *level = "easy")
{
    QVariantList list;
    for (const char *kind : kinds)
        list.append(QVariantMap{{QStringLiteral("kind"), QString::fromLatin1(kind)},
                                {QStringLiteral("level"), QString::fromLatin1(level)}});
    return list;
}

// Plays the people's first legal move (taking the seat at each hand-over) until the end;
// the computers answer on their own.
bool playToTheEnd(GameSession &session)
{
    for (int guard = 0; guard < 5000 && !session.over(); ++guard) {
        if (!QTest::qWaitFor([&] { return session.over() || session.humanToMove(); }, 20000))
            return false;
        if (session.over())
            break;
        if (session.handoverPending()) {
            session.confirmHandover();
            continue;
        }
        if (!session.play(0))
            return false;
    }
    return session.over();
}

} // namespace

class TestGameStatistics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_userData.isValid());
        QVERIFY(m_saves.isValid());
        // The app's own instance (the one GameSession counts into) lives here.
        qputenv("KOTATSU_USER_DATA_DIR", m_userData.path().toUtf8());
        qputenv("KOTATSU_SAVE_DIR", m_saves.path().toUtf8());
        // The app's objects on the test data (the composition root tests build for themselves).
        m_app = std::make_unique<AppContext>(std::make_shared<GameCatalog>(test::dataDir()));
        m_app->localization()->useForThisRun(QStringLiteral("en"));
    }

    void countsPlayedWonAndByOpponent()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        GameStatistics stats(path);
        QSignalSpy changed(&stats, &GameStatistics::changed);
        QCOMPARE(stats.forGame(QStringLiteral("hyano")).value(QStringLiteral("played")).toInt(), 0);
        QVERIFY(stats.count(game("hyano", "a", 1, true, "normal")));
        QVERIFY(stats.count(game("hyano", "b", 1, false, "normal")));
        QVERIFY(stats.count(game("hyano", "c", 1, true, "easy")));
        QVERIFY(stats.count(game("hyano", "d", 1, false, "strong")));
        QVERIFY(stats.count(game("hyano", "e", 2, false, "")));
        QVERIFY(stats.count(game("tokaido_duo", "f", 1, true, "rules:3")));
        // Nobody at the table: a demonstration, not a game of the player's.
        QVERIFY(!stats.count(game("hyano", "g", 0, false, "easy")));
        QCOMPARE(changed.count(), 6);
        QCOMPARE(stats.revision(), 6);

        const QVariantMap hyano = stats.forGame(QStringLiteral("hyano"));
        QCOMPARE(hyano.value(QStringLiteral("played")).toInt(), 5);
        QCOMPARE(hyano.value(QStringLiteral("won")).toInt(), 2);
        QCOMPARE(hyano.value(QStringLiteral("hotSeat")).toInt(), 1);
        const QVariantList opponents = hyano.value(QStringLiteral("opponents")).toList();
        QCOMPARE(opponents.size(), 3);
        // Weakest first.
        const QStringList order{QStringLiteral("easy"), QStringLiteral("normal"),
                                QStringLiteral("strong")};
        const QList<int> played{1, 2, 1};
        const QList<int> won{1, 1, 0};
        for (int i = 0; i < 3; ++i) {
            const QVariantMap o = opponents[i].toMap();
            QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("computer"));
            QCOMPARE(o.value(QStringLiteral("level")).toString(), order[i]);
            QCOMPARE(o.value(QStringLiteral("played")).toInt(), played[i]);
            QCOMPARE(o.value(QStringLiteral("won")).toInt(), won[i]);
        }
        const QVariantMap duo = stats.forGame(QStringLiteral("tokaido_duo"));
        const QVariantMap rules = duo.value(QStringLiteral("opponents")).toList().value(0).toMap();
        QCOMPARE(rules.value(QStringLiteral("kind")).toString(), QStringLiteral("rules"));
        QCOMPARE(rules.value(QStringLiteral("level")).toInt(), 3);
        QCOMPARE(rules.value(QStringLiteral("won")).toInt(), 1);

        // Kept: another run reads the same figures.
        GameStatistics again(path);
        QCOMPARE(again.forGame(QStringLiteral("hyano")), hyano);
        QCOMPARE(again.forGame(QStringLiteral("tokaido_duo")), duo);
        QVERIFY(again.setAside().isEmpty());
    }

    // The same game (game, rules, seed and seats) ending again — undone and redone, opened
    // again, resumed in another run — is not counted again.
    void eachGameCountsOnce()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        {
            GameStatistics stats(path);
            QVERIFY(stats.count(game("garden", "same", 1, true, "easy")));
            QVERIFY(!stats.count(game("garden", "same", 1, false, "easy")));
            QCOMPARE(stats.record(QStringLiteral("garden")).played, 1);
            QCOMPARE(stats.record(QStringLiteral("garden")).won, 1);
        }
        GameStatistics later(path);
        QVERIFY(!later.count(game("garden", "same", 1, true, "easy")));
        QVERIFY(later.count(game("garden", "other", 1, true, "easy")));
        QCOMPARE(later.record(QStringLiteral("garden")).played, 2);
    }

    // A real game through GameSession: counted when the move that ends it is played, never
    // again by undo and redo or a replay; hot-seat games count as such; computers alone do
    // not count.
    void sessionCountsTheGameWhenItEnds()
    {
        GameStatistics *stats = m_app->statistics();
        QCOMPARE(stats->file(), m_userData.filePath(QStringLiteral("statistics.json")));
        GameSession session(*m_app);
        session.setAiDelay(0);
        QVERIFY(session.start(QStringLiteral("shikoku"), QString(),
                              seatList({"human", "computer", "computer"}, "normal"), 21));
        QVERIFY(GameStatistics::describe(session.endedGame()).gameId.isEmpty());
        QVERIFY(playToTheEnd(session));
        GameStatistics::Record record = stats->record(QStringLiteral("shikoku"));
        QCOMPARE(record.played, 1);
        QCOMPARE(record.opponents.value(QStringLiteral("normal")).played, 1);
        const bool won = session.match()->outcome().isWinner(0);
        QCOMPARE(record.won, won ? 1 : 0);
        QVERIFY(QFile::exists(stats->file()));

        // Replayed, then taken back and played again: still one game.
        session.review(0);
        session.review(session.plyCount());
        session.endReview();
        if (session.canUndo()) {
            session.undo();
            QVERIFY(!session.over());
            QVERIFY(playToTheEnd(session));
        }
        QCOMPARE(stats->record(QStringLiteral("shikoku")).played, 1);

        // A saved finished game opened again is not a new game either.
        const QString saved = m_saves.filePath(QStringLiteral("finished.kotatsu"));
        QVERIFY(session.save(QUrl::fromLocalFile(saved)));
        QVERIFY(session.load(QUrl::fromLocalFile(saved)));
        QVERIFY(session.over());
        QCOMPARE(stats->record(QStringLiteral("shikoku")).played, 1);

        // Three people at one screen.
        QVERIFY(session.start(QStringLiteral("shikoku"), QString(),
                              seatList({"human", "human", "human"}), 5));
        QVERIFY(playToTheEnd(session));
        record = stats->record(QStringLiteral("shikoku"));
        QCOMPARE(record.played, 2);
        QCOMPARE(record.hotSeat, 1);
        QCOMPARE(record.won, won ? 1 : 0);

        // Computers alone.
        QVERIFY(session.start(QStringLiteral("shikoku"), QString(),
                              seatList({"computer", "computer", "computer"}), 6));
        QTRY_VERIFY_WITH_TIMEOUT(session.over(), 60000);
        QCOMPARE(stats->record(QStringLiteral("shikoku")).played, 2);
    }

    // The session tells that a game ended as one value (gameEnded(EndedGame)): which game, its
    // seed, who sat where and how it came out; the record needs nothing else of the session.
    void sessionTellsTheEndedGame()
    {
        GameSession session(*m_app);
        session.setAiDelay(0);
        QSignalSpy ended(&session, &GameSession::gameEnded);
        QVERIFY(session.start(QStringLiteral("shikoku"), QString(),
                              seatList({"human", "computer", "computer"}, "strong"), 33));
        QVERIFY(playToTheEnd(session));
        QCOMPARE(ended.count(), 1);
        const auto told = ended.first().first().value<EndedGame>();
        QCOMPARE(told.gameId, QStringLiteral("shikoku"));
        QCOMPARE(told.variantId, QString());
        QCOMPARE(told.seed, quint64(33));
        QCOMPARE(told.seats.size(), 3);
        QVERIFY(told.seats[0].isPerson());
        QVERIFY(told.seats[1].isAgent());
        QCOMPARE(told.outcome.winners, session.match()->outcome().winners);
        QCOMPARE(GameStatistics::describe(told).key,
                 GameStatistics::describe(session.endedGame()).key);
        // Counted from the value alone: a record of its own counts it once.
        GameStatistics own(m_saves.filePath(QStringLiteral("own-statistics.json")));
        QVERIFY(own.count(GameStatistics::describe(told)));
        QCOMPARE(own.record(QStringLiteral("shikoku")).played, 1);
        QCOMPARE(
            own.record(QStringLiteral("shikoku")).opponents.value(QStringLiteral("strong")).played,
            1);
    }

    // The strongest computer at the table is the opponent; the rules seat is counted by its level.
    void describesTheOpponent()
    {
        // A finished game opened with other computers at the table.
        GameSession session(*m_app);
        session.setAiDelay(0);
        QVERIFY(session.start(QStringLiteral("shikoku"), QString(),
                              seatList({"human", "computer", "computer"}), 8));
        QVERIFY(GameStatistics::describe(session.endedGame()).gameId.isEmpty());
        QVERIFY(playToTheEnd(session));
        const QString path = m_saves.filePath(QStringLiteral("strong.kotatsu"));
        QVERIFY(session.save(QUrl::fromLocalFile(path)));
        SavedGame saved;
        QVERIFY(SavedGame::read(path, saved, nullptr));
        saved.seats[1] = kotatsu::SeatSpec::computer("strong");
        saved.seats[2] = kotatsu::SeatSpec::computer("normal");
        QVERIFY(saved.write(path, nullptr));
        QVERIFY(session.load(QUrl::fromLocalFile(path)));
        GameStatistics::Game described = GameStatistics::describe(session.endedGame());
        QCOMPARE(described.gameId, QStringLiteral("shikoku"));
        QCOMPARE(described.people, 1);
        QCOMPARE(described.opponent, QStringLiteral("strong"));
        QCOMPARE(described.personWon, session.match()->outcome().isWinner(0));
        QVERIFY(described.key.contains(QString::number(session.match()->seed())));

        // Tokaido Duo alone against its rules seat (the Automa) at level 2.
        const QVariantList solo{QVariantMap{{QStringLiteral("kind"), QStringLiteral("human")}},
                                QVariantMap{{QStringLiteral("kind"), QStringLiteral("rules")},
                                            {QStringLiteral("level"), 2}}};
        QVERIFY(session.start(QStringLiteral("tokaido_duo"), QString(), solo, 4));
        QVERIFY(playToTheEnd(session));
        described = GameStatistics::describe(session.endedGame());
        QCOMPARE(described.people, 1);
        QCOMPARE(described.opponent, QStringLiteral("rules:2"));
        const GameStatistics::Record record =
            m_app->statistics()->record(QStringLiteral("tokaido_duo"));
        QCOMPARE(record.played, 1);
        QCOMPARE(record.opponents.value(QStringLiteral("rules:2")).played, 1);
    }

    // A file written before the seats had one form ("automa:N" for the rules seat's level,
    // "ai:" and "automa:" in the games' keys) reads in today's words: the figures are the
    // same and a game counted then is not counted again.
    void readsEarlierWords()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        QVERIFY(writeAll(path, R"({"version": 1, "counted": ["tokaido_duo||4|human:normal|automa:2",
            "hyano||5|human:normal|ai:easy"], "games": {"tokaido_duo": {"played": 3, "won": 2,
            "hotSeat": 0, "opponents": {"automa:2": {"played": 3, "won": 2}}},
            "hyano": {"played": 1, "won": 0, "hotSeat": 0,
            "opponents": {"easy": {"played": 1, "won": 0}}}}})"));
        GameStatistics stats(path);
        QVERIFY(stats.setAside().isEmpty());
        const QVariantList opponents = stats.forGame(QStringLiteral("tokaido_duo"))
                                           .value(QStringLiteral("opponents"))
                                           .toList();
        QCOMPARE(opponents.size(), 1);
        const QVariantMap rules = opponents[0].toMap();
        QCOMPARE(rules.value(QStringLiteral("opponent")).toString(), QStringLiteral("rules:2"));
        QCOMPARE(rules.value(QStringLiteral("kind")).toString(), QStringLiteral("rules"));
        QCOMPARE(rules.value(QStringLiteral("level")).toInt(), 2);
        QCOMPARE(rules.value(QStringLiteral("played")).toInt(), 3);
        QCOMPARE(rules.value(QStringLiteral("won")).toInt(), 2);
        QVERIFY(!stats.count(
            game("tokaido_duo", "tokaido_duo||4|human:normal|rules:2", 1, true, "rules:2")));
        QVERIFY(
            !stats.count(game("hyano", "hyano||5|human:normal|computer:easy", 1, true, "easy")));
        QCOMPARE(stats.record(QStringLiteral("tokaido_duo")).played, 3);
    }

    void damagedFileIsSetAside_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("not json") << QByteArray("{\"version\": 1, \"games\": {\"hy");
        QTest::newRow("not an object") << QByteArray("[1, 2, 3]");
        QTest::newRow("binary") << QByteArray("\x00\xff\xfe garbage", 12);
        QTest::newRow("other version")
            << QByteArray("{\"version\": 7, \"games\": {}, \"counted\": []}");
        QTest::newRow("negative count")
            << QByteArray("{\"version\": 1, \"counted\": [], \"games\": {\"hyano\": {\"played\": "
                          "-3, \"won\": 0, \"hotSeat\": 0, \"opponents\": {}}}}");
        QTest::newRow("more won than played")
            << QByteArray("{\"version\": 1, \"counted\": [], \"games\": {\"hyano\": {\"played\": "
                          "1, \"won\": 4, \"hotSeat\": 0, \"opponents\": {}}}}");
        QTest::newRow("unknown opponent") << QByteArray(
            "{\"version\": 1, \"counted\": [], \"games\": {\"hyano\": {\"played\": 1, \"won\": 0, "
            "\"hotSeat\": 0, \"opponents\": {\"godlike\": {\"played\": 1, \"won\": 0}}}}}");
        QTest::newRow("text for a number")
            << QByteArray("{\"version\": 1, \"counted\": [], \"games\": {\"hyano\": {\"played\": "
                          "\"many\", \"won\": 0, \"hotSeat\": 0, \"opponents\": {}}}}");
        QTest::newRow("counted is not a list")
            << QByteArray("{\"version\": 1, \"counted\": 5, \"games\": {}}");
        QTest::newRow("huge") << QByteArray(5 * 1024 * 1024, ' ');
    }
    void damagedFileIsSetAside()
    {
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        QVERIFY(writeAll(path, content));
        GameStatistics stats(path);
        QCOMPARE(stats.forGame(QStringLiteral("hyano")).value(QStringLiteral("played")).toInt(), 0);
        // Kept aside as it was, beside a fresh start.
        QVERIFY(!stats.setAside().isEmpty());
        QVERIFY(!QFile::exists(path));
        QCOMPARE(readAll(stats.setAside()), content);
        QVERIFY(stats.count(game("hyano", "k", 1, true, "easy")));
        GameStatistics again(path);
        QVERIFY(again.setAside().isEmpty());
        QCOMPARE(again.record(QStringLiteral("hyano")).played, 1);
        QCOMPARE(readAll(stats.setAside()), content);
    }

    // A link in place of the file is neither read nor written through.
    void linkIsNotFollowed()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("elsewhere.json"));
        QVERIFY(writeAll(target, "precious"));
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        QVERIFY(QFile::link(target, path));
        GameStatistics stats(path);
        stats.count(game("hyano", "l", 1, true, "easy"));
        QVERIFY(!stats.lastError().isEmpty());
        QCOMPARE(readAll(target), QByteArray("precious"));
    }

    // Written with QSaveFile, every step checked: when the disk is full the earlier file stays
    // whole and no temporary file is left.
    void fullDiskKeepsTheEarlierFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        GameStatistics stats(path);
        QVERIFY(stats.count(game("hyano", "first", 1, true, "easy")));
        QVERIFY(stats.lastError().isEmpty());
        const QByteArray before = readAll(path);
        QVERIFY(QJsonDocument::fromJson(before).isObject());

        struct rlimit limit
        {};
        QCOMPARE(::getrlimit(RLIMIT_FSIZE, &limit), 0);
        const rlim_t soft = limit.rlim_cur;
        auto *const oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        limit.rlim_cur = before.size() + 16;
        QCOMPARE(::setrlimit(RLIMIT_FSIZE, &limit), 0);
        // Many games make a file larger than the limit.
        bool counted = true;
        for (int i = 0; i < 40; ++i)
            counted = stats.count(game("hyano", qPrintable(QStringLiteral("g%1").arg(i)), 1, false,
                                       "normal")) &&
                      counted;
        limit.rlim_cur = soft;
        QCOMPARE(::setrlimit(RLIMIT_FSIZE, &limit), 0);
        std::signal(SIGXFSZ, oldHandler);
        // Counted in memory all the same; the file is the earlier one.
        QVERIFY(counted);
        QCOMPARE(stats.record(QStringLiteral("hyano")).played, 41);
        QVERIFY(!stats.lastError().isEmpty());
        QCOMPARE(readAll(path), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("statistics.json")});
        // Room again: the next game writes everything.
        QVERIFY(stats.count(game("hyano", "last", 1, true, "easy")));
        QVERIFY(stats.lastError().isEmpty());
        GameStatistics again(path);
        QCOMPARE(again.record(QStringLiteral("hyano")).played, 42);
    }

private:
    std::unique_ptr<AppContext> m_app;
    QTemporaryDir m_userData;
    QTemporaryDir m_saves;
};

QTEST_MAIN(TestGameStatistics)
#include "tst_game_statistics.moc"
