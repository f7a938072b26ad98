// SPDX-License-Identifier: GPL-3.0-or-later
// The Qt bridge: models under QAbstractItemModelTester, and GameSession flows (AI on a
// worker thread, undo/redo, hot-seat hand-over, save and load).
#include "ai/agent_factory.h"
#include "ai/hint.h"
#include "ai/player_view.h"
#include "ai_runner.h"
#include "app_context.h"
#include "game_catalog_model.h"
#include "game_session.h"
#include "json_variant.h"
#include "legal_moves_model.h"
#include "localization.h"
#include "match/saved_match.h"
#include "move_log_model.h"
#include "saved_game.h"
#include "saved_games_model.h"
#include "seat_variant.h"
#include "sim/transcript.h"
#include "test_support.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QUrl>
#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace kotatsu;

namespace {

QVariantList seats(std::initializer_list<const char *> kinds)
{
    QVariantList list;
    for (const char *kind : kinds) {
        QVariantMap seat;
        seat.insert(QStringLiteral("kind"), QString::fromLatin1(kind));
        seat.insert(QStringLiteral("level"), QStringLiteral("easy"));
        list.append(seat);
    }
    return list;
}

// The texts of the moves the person at the screen may make now.
QStringList legalTexts(GameSession &session)
{
    QStringList texts;
    LegalMovesModel *moves = session.legalMoves();
    for (int row = 0; row < moves->rowCount(); ++row)
        texts.append(moves->index(row).data(LegalMovesModel::TextRole).toString());
    return texts;
}

Json fullState(const GameSession &session)
{
    return session.state()->observation(kOmniscient);
}

// You against Tokaido Duo's Automa at `level` (0: none given).
QVariantList soloSeats(int level)
{
    QVariantMap automa{{QStringLiteral("kind"), QStringLiteral("rules")}};
    if (level > 0)
        automa.insert(QStringLiteral("level"), level);
    return {QVariantMap{{QStringLiteral("kind"), QStringLiteral("human")}}, automa};
}

// Plays the person's first legal move `count` times (or to the end); the Automa's seat must
// never be the one to move, nor the computer be asked to think for it.
void playPersonMoves(GameSession &session, int count)
{
    for (int i = 0; i < count && !session.over(); ++i) {
        QVERIFY(session.currentPlayer() != session.rulesSeat());
        QVERIFY(session.humanToMove());
        QVERIFY(!session.aiThinking());
        QVERIFY(session.playText(legalTexts(session).constFirst()));
    }
}

using test::readAll;

} // namespace

class TestBridge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_saves.isValid());
        qputenv("KOTATSU_SAVE_DIR", m_saves.path().toUtf8());
        // The app's objects on the test data (the composition root tests build for themselves).
        m_app = std::make_unique<AppContext>(std::make_shared<GameCatalog>(test::dataDir()));
        m_app->localization()->useForThisRun(QStringLiteral("en"));
    }

    void catalogModel()
    {
        GameCatalogModel *model = m_app->catalog();
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model->rowCount() >= 1);
        const int row = model->indexOf(QStringLiteral("shikoku"));
        QVERIFY(row >= 0);
        const QModelIndex index = model->index(row);
        QCOMPARE(index.data(GameCatalogModel::NameRole).toString(), QStringLiteral("Shikoku"));
        QCOMPARE(index.data(GameCatalogModel::MinPlayersRole).toInt(), 3);
        QCOMPARE(index.data(GameCatalogModel::MaxPlayersRole).toInt(), 8);
        QVERIFY(index.data(GameCatalogModel::VariantsRole).toList().size() >= 2);
        QVERIFY(model->rulesText(QStringLiteral("shikoku")).startsWith(QLatin1Char('#')));
        // get(): every role, or only the ones asked for (a table opened from the command line
        // asks for its player count, without reading the game's lessons from their files).
        const QVariantMap all = model->get(row);
        QCOMPARE(all.value(QStringLiteral("minPlayers")).toInt(), 3);
        QVERIFY(all.contains(QStringLiteral("lessons")));
        const QVariantMap some =
            model->get(row, {QStringLiteral("minPlayers"), QStringLiteral("rulesSeat")});
        QCOMPARE(some.keys(),
                 (QStringList{QStringLiteral("minPlayers"), QStringLiteral("rulesSeat")}));
        QCOMPARE(some.value(QStringLiteral("minPlayers")).toInt(), 3);
        QCOMPARE(some.value(QStringLiteral("rulesSeat")), all.value(QStringLiteral("rulesSeat")));

        QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
        m_app->localization()->useForThisRun(QStringLiteral("ja"));
        QVERIFY(changed.count() >= 1);
        QCOMPARE(index.data(GameCatalogModel::NameRole).toString(), QStringLiteral("四国"));
        QVERIFY(model->rulesText(QStringLiteral("shikoku")) != QString());
        m_app->localization()->useForThisRun(QStringLiteral("en"));
        QCOMPARE(index.data(GameCatalogModel::NameRole).toString(), QStringLiteral("Shikoku"));
    }

    // The schema table for editor forms, descriptions in the UI language.
    void schemaTable()
    {
        GameCatalogModel *model = m_app->catalog();
        QVERIFY(model->schema(QStringLiteral("chess")).isEmpty());
        auto shikokuRow = [&](const QString &key) {
            for (const QVariant &row : model->schema(QStringLiteral("shikoku"))) {
                if (row.toMap().value(QStringLiteral("key")) == key)
                    return row.toMap();
            }
            return QVariantMap();
        };
        auto handSize = [&] { return shikokuRow(QStringLiteral("rules.hand_size")); };
        auto overshoot = [&] { return shikokuRow(QStringLiteral("rules.overshoot")); };
        QVariantMap row = handSize();
        QCOMPARE(row.value(QStringLiteral("type")).toString(), QStringLiteral("integer"));
        QCOMPARE(row.value(QStringLiteral("min")).toInt(), 1);
        QCOMPARE(row.value(QStringLiteral("max")).toInt(), 8);
        QCOMPARE(row.value(QStringLiteral("default")).toInt(), 3);
        QCOMPARE(row.value(QStringLiteral("description")).toString(),
                 QStringLiteral("Cards in each player's hand."));
        QVariantMap words = overshoot();
        QCOMPARE(words.value(QStringLiteral("words")).toStringList(),
                 QStringList({QStringLiteral("cap"), QStringLiteral("bounce")}));
        QCOMPARE(words.value(QStringLiteral("word_labels")).toStringList(),
                 QStringList(
                     {QStringLiteral("Stop on the pagoda"), QStringLiteral("Bounce back down")}));
        // The descriptions go through the installed catalogs under the context "Schema", the
        // words' labels under "SchemaWord".
        struct French : QTranslator
        {
            bool isEmpty() const override { return false; }
            QString translate(const char *context, const char *source, const char *,
                              int) const override
            {
                if (qstrcmp(context, "Schema") == 0 &&
                    qstrcmp(source, "Cards in each player's hand.") == 0)
                    return QStringLiteral("Cartes dans la main de chaque joueur.");
                if (qstrcmp(context, "SchemaWord") == 0 &&
                    qstrcmp(source, "Stop on the pagoda") == 0)
                    return QStringLiteral("S'arrêter sur la pagode");
                return {};
            }
        } french;
        QCoreApplication::installTranslator(&french);
        row = handSize();
        words = overshoot();
        QCoreApplication::removeTranslator(&french);
        QCOMPARE(row.value(QStringLiteral("description")).toString(),
                 QStringLiteral("Cartes dans la main de chaque joueur."));
        QCOMPARE(words.value(QStringLiteral("word_labels")).toStringList(),
                 QStringList({QStringLiteral("S'arrêter sur la pagode"),
                              QStringLiteral("Bounce back down")}));
        QCOMPARE(words.value(QStringLiteral("words")).toStringList(),
                 QStringList({QStringLiteral("cap"), QStringLiteral("bounce")}));
    }

    // The launcher reads each game's rules seat from the catalog: its levels (automa.yaml) and
    // its words (game.rules_seat), in the UI language.
    void catalogRulesSeat()
    {
        GameCatalogModel *model = m_app->catalog();
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QModelIndex duo = model->index(model->indexOf(QStringLiteral("tokaido_duo")));
        QVariantMap automa = duo.data(GameCatalogModel::RulesSeatRole).toMap();
        QCOMPARE(automa.value(QStringLiteral("name")).toString(), QStringLiteral("Automa"));
        QCOMPARE(automa.value(QStringLiteral("playAlone")).toString(),
                 QStringLiteral("Play alone against the Automa"));
        QVERIFY(automa.value(QStringLiteral("offer"))
                    .toString()
                    .startsWith(QStringLiteral("Alone? The Automa is")));
        QVERIFY(automa.value(QStringLiteral("solo"))
                    .toString()
                    .startsWith(QStringLiteral("The Automa has no coins")));
        QCOMPARE(automa.value(QStringLiteral("count")).toInt(), 3);
        QCOMPARE(automa.value(QStringLiteral("defaultLevel")).toInt(), 2);
        QVariantList levels = automa.value(QStringLiteral("levels")).toList();
        QCOMPARE(levels.size(), 3);
        QCOMPARE(levels[0].toMap().value(QStringLiteral("level")).toInt(), 1);
        QCOMPARE(levels[0].toMap().value(QStringLiteral("id")).toString(),
                 QStringLiteral("gentle"));
        QCOMPARE(levels[0].toMap().value(QStringLiteral("name")).toString(),
                 QStringLiteral("Gentle"));
        QVERIFY(levels[0]
                    .toMap()
                    .value(QStringLiteral("description"))
                    .toString()
                    .startsWith(QStringLiteral("For learning the game")));
        QCOMPARE(levels[2].toMap().value(QStringLiteral("id")).toString(),
                 QStringLiteral("relentless"));
        // The same through get(), as QML reads a row; in Japanese.
        m_app->localization()->useForThisRun(QStringLiteral("ja"));
        automa = model->get(model->indexOf(QStringLiteral("tokaido_duo")))
                     .value(QStringLiteral("rulesSeat"))
                     .toMap();
        levels = automa.value(QStringLiteral("levels")).toList();
        QCOMPARE(automa.value(QStringLiteral("name")).toString(), QString::fromUtf8("オートマ"));
        QCOMPARE(levels[0].toMap().value(QStringLiteral("name")).toString(),
                 QString::fromUtf8("やさしい"));
        m_app->localization()->useForThisRun(QStringLiteral("en"));
        // A game without a rules seat offers none, and no words for it.
        const QModelIndex shikoku = model->index(model->indexOf(QStringLiteral("shikoku")));
        automa = shikoku.data(GameCatalogModel::RulesSeatRole).toMap();
        QCOMPARE(automa.value(QStringLiteral("count")).toInt(), 0);
        QVERIFY(automa.value(QStringLiteral("levels")).toList().isEmpty());
        QVERIFY(automa.value(QStringLiteral("name")).toString().isEmpty());
        QVERIFY(automa.value(QStringLiteral("playAlone")).toString().isEmpty());
    }

    // Solo Tokaido Duo: the Automa's seat is played by the rules inside the state; it is
    // never the current player and the computer never thinks for it. A save names it
    // "automa:level=N" (what kotatsu-cli and transcripts rebuild it from) and loads back
    // solo; restart keeps it.
    void soloAgainstTheAutoma()
    {
        QTemporaryDir dir;
        GameSession session(*m_app);
        session.setAiDelay(0);
        QVERIFY2(session.start(QStringLiteral("tokaido_duo"), QString(), soloSeats(1), 5),
                 qPrintable(session.lastError()));
        QCOMPARE(session.rulesSeat(), 1);
        QCOMPARE(session.seats()[1].toMap().value(QStringLiteral("kind")).toString(),
                 QStringLiteral("rules"));
        QCOMPARE(session.seats()[1].toMap().value(QStringLiteral("level")).toInt(), 1);
        QCOMPARE(session.viewerSeat(), 0);
        QVariantMap automa = session.observation().value(QStringLiteral("automa")).toMap();
        QCOMPARE(automa.value(QStringLiteral("seat")).toInt(), 1);
        QCOMPARE(automa.value(QStringLiteral("level")).toInt(), 1);
        QCOMPARE(automa.value(QStringLiteral("level_id")).toString(), QStringLiteral("gentle"));
        const QVariantList players =
            session.observation().value(QStringLiteral("players")).toList();
        QVERIFY(players[1].toMap().value(QStringLiteral("automa")).toBool());
        QVERIFY(!players[0].toMap().value(QStringLiteral("automa")).toBool());

        playPersonMoves(session, 12);
        // Its picks are in the log, with their reasoning, under the person's moves.
        int picks = 0;
        for (int row = 0; row < session.log()->rowCount(); ++row) {
            for (const QVariant &e :
                 session.log()->index(row).data(MoveLogModel::EventsRole).toList()) {
                const QVariantMap event = e.toMap();
                if (event.value(QStringLiteral("kind")) != QLatin1String("automa_pick"))
                    continue;
                ++picks;
                QCOMPARE(event.value(QStringLiteral("seat")).toInt(), 1);
                const QVariantMap reasoning = event.value(QStringLiteral("reasoning")).toMap();
                QVERIFY(!reasoning.value(QStringLiteral("rule")).toString().isEmpty());
                QCOMPARE(reasoning.value(QStringLiteral("options"))
                             .toList()
                             .constFirst()
                             .toMap()
                             .value(QStringLiteral("character")),
                         event.value(QStringLiteral("character")));
            }
        }
        QVERIFY(picks >= 2);
        // Every move is the person's; the Automa's turns before the first move, if any, are
        // the opening entry (ply 0, nobody's move).
        for (int row = 0; row < session.log()->rowCount(); ++row) {
            const QModelIndex index = session.log()->index(row);
            const bool opening = index.data(MoveLogModel::PlyRole).toInt() == 0;
            QCOMPARE(index.data(MoveLogModel::SeatRole).toInt(), opening ? -1 : 0);
        }

        // Saved: the Automa's seat by its agent, loaded back solo, the same position.
        const QString path = dir.filePath(QStringLiteral("solo.kotatsu"));
        QVERIFY(session.save(QUrl::fromLocalFile(path)));
        const QByteArray text = readAll(path);
        QVERIFY2(text.contains("\"seat\": \"rules:level=1\""), text.constData());
        const auto saved =
            SavedMatch::fromJson(std::string_view(text.constData(), std::size_t(text.size())),
                                 static_cast<SavedMatch::Problem *>(nullptr));
        QVERIFY(saved);
        QCOMPARE(saved->seatSpecs(), (std::vector<std::string>{"human", "rules:level=1"}));

        GameSession loaded(*m_app);
        loaded.setAiDelay(0);
        QVERIFY2(loaded.load(QUrl::fromLocalFile(path)), qPrintable(loaded.lastError()));
        QCOMPARE(loaded.rulesSeat(), 1);
        QCOMPARE(loaded.seats()[1].toMap().value(QStringLiteral("level")).toInt(), 1);
        QVERIFY(fullState(loaded) == fullState(session));
        QCOMPARE(loaded.log()->rowCount(), session.log()->rowCount());
        QCOMPARE(loaded.observation().value(QStringLiteral("automa")),
                 session.observation().value(QStringLiteral("automa")));

        // A transcript of the game with the save's seats as its agents replays and checks:
        // the header names the Automa the way verifyTranscript rebuilds it.
        TranscriptHeader header;
        header.game = "tokaido_duo";
        header.seed = 5;
        header.players = 2;
        header.agents = saved->seatSpecs();
        std::string error;
        const auto transcript = parseTranscript(transcriptOf(*loaded.match(), header), &error);
        QVERIFY2(transcript, error.c_str());
        DataErrors errors;
        const auto base = m_app->catalog()->catalog().resolve("tokaido_duo", std::string(), errors);
        QVERIFY(base);
        const std::string mismatch = verifyTranscript(*base, *transcript);
        QVERIFY2(mismatch.empty(), mismatch.c_str());

        // Restart: solo again, the same level, a new deal.
        QVERIFY(loaded.restart());
        QCOMPARE(loaded.rulesSeat(), 1);
        QCOMPARE(loaded.plyCount(), 0);
        automa = loaded.observation().value(QStringLiteral("automa")).toMap();
        QCOMPARE(automa.value(QStringLiteral("level")).toInt(), 1);

        // To the end: the outcome names a winner (ties go to the person).
        playPersonMoves(session, 1000);
        QVERIFY(session.over());
        const QVariantList winners = session.outcome().value(QStringLiteral("winners")).toList();
        QCOMPARE(winners.size(), 1);
        const QVariantList finalPlayers =
            session.observation().value(QStringLiteral("players")).toList();
        const int person = finalPlayers[0]
                               .toMap()
                               .value(QStringLiteral("score"))
                               .toMap()
                               .value(QStringLiteral("total"))
                               .toInt();
        const int rules = finalPlayers[1]
                              .toMap()
                              .value(QStringLiteral("score"))
                              .toMap()
                              .value(QStringLiteral("total"))
                              .toInt();
        QCOMPARE(winners[0].toInt(), person >= rules ? 0 : 1);
    }

    // QML's seat is SeatSpec as a map, in its words: kind "human", "computer" or "rules"; the
    // older words ("ai", "automa") still read, so seats kept by earlier versions load.
    void seatMapsSpeakSeatSpec()
    {
        auto kindOf = [](const Seat &seat) {
            return seatToVariant(seat).value(QStringLiteral("kind")).toString();
        };
        QCOMPARE(kindOf(Seat::person()), QStringLiteral("human"));
        QCOMPARE(kindOf(Seat::computer("strong")), QStringLiteral("computer"));
        QCOMPARE(kindOf(Seat::rules(2)), QStringLiteral("rules"));
        const QVariantMap rules = seatToVariant(Seat::rules(2));
        QCOMPARE(rules.value(QStringLiteral("level")).toInt(), 2);
        QCOMPARE(rules.value(QStringLiteral("spec")).toString(), QStringLiteral("rules:level=2"));
        for (const char *word : {"rules", "automa"}) {
            const auto seat = seatFromVariant(QVariantMap{
                {QStringLiteral("kind"), QString::fromLatin1(word)}, {QStringLiteral("level"), 3}});
            QVERIFY2(seat && seat->isRules() && seat->rulesLevel == 3, word);
        }
        for (const char *word : {"computer", "ai"}) {
            const auto seat =
                seatFromVariant(QVariantMap{{QStringLiteral("kind"), QString::fromLatin1(word)},
                                            {QStringLiteral("level"), QStringLiteral("easy")}});
            QVERIFY2(seat && seat->strength() == "easy", word);
        }
        // Every map QML gets reads back as the same seat.
        for (const Seat &seat : {Seat::person(), Seat::computer("normal"), Seat::rules(1)}) {
            const auto back = seatFromVariant(seatToVariant(seat));
            QVERIFY(back && *back == seat);
            QVariantMap withoutSpec = seatToVariant(seat);
            withoutSpec.remove(QStringLiteral("spec"));
            const auto fromKind = seatFromVariant(withoutSpec);
            QVERIFY(fromKind && *fromKind == seat);
        }
    }

    // The Automa only where the game has one, at one seat, at a level it has; without a
    // level it plays the game's default.
    void soloStartsChecked()
    {
        GameSession session(*m_app);
        session.setAiDelay(60000);
        QVERIFY(!session.start(QStringLiteral("hyano"), QString(), soloSeats(1), 1));
        QCOMPARE(session.lastError(),
                 QStringLiteral("Hyano has no opponent of its own to play against."));
        QVERIFY(!session.active());
        QVariantList two = soloSeats(1);
        two[0] = two[1];
        QVERIFY(!session.start(QStringLiteral("tokaido_duo"), QString(), two, 1));
        QCOMPARE(session.lastError(), QStringLiteral("Only one seat can be Automa."));
        QVERIFY(!session.start(QStringLiteral("tokaido_duo"), QString(), soloSeats(4), 1));
        // The rules seat by its name in the data ("level(s)" unless the English catalog is in).
        QVERIFY2(session.lastError().startsWith(QStringLiteral("Automa has no level 4: it has 3 ")),
                 qPrintable(session.lastError()));
        QVariantList bad = soloSeats(1);
        bad[1] = QVariantMap{{QStringLiteral("kind"), QStringLiteral("rules")},
                             {QStringLiteral("level"), QStringLiteral("hard")}};
        QVERIFY(!session.start(QStringLiteral("tokaido_duo"), QString(), bad, 1));
        QVERIFY(!session.active());

        QVERIFY(session.start(QStringLiteral("tokaido_duo"), QString(), soloSeats(0), 1));
        QCOMPARE(session.seats()[1].toMap().value(QStringLiteral("level")).toInt(), 2);
        QCOMPARE(session.observation()
                     .value(QStringLiteral("automa"))
                     .toMap()
                     .value(QStringLiteral("level"))
                     .toInt(),
                 2);
        // The Automa may sit first: you still move, it never does.
        QVariantList first = soloSeats(3);
        std::swap(first[0], first[1]);
        QVERIFY(session.start(QStringLiteral("tokaido_duo"), QString(), first, 2));
        QCOMPARE(session.rulesSeat(), 0);
        QCOMPARE(session.viewerSeat(), 1);
        QVERIFY(session.humanToMove());
        QCOMPARE(session.currentPlayer(), 1);
    }

    // Saves written before the Automa (seat kinds "human" and "ai", no agent) still load;
    // an Automa seat must name its level, and only it names an agent.
    void savesBeforeAndWithTheAutoma()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.kotatsu"));
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("{\n  \"format\": \"kotatsu-save\",\n  \"version\": 1,\n"
                  "  \"game\": \"tokaido_duo\",\n  \"variant\": \"\",\n"
                  "  \"variant_file\": \"\",\n  \"seed\": \"5\",\n  \"seats\": [\n"
                  "    {\"kind\": \"human\", \"level\": \"normal\", \"name\": \"\"},\n"
                  "    {\"kind\": \"ai\", \"level\": \"easy\", \"name\": \"\"}\n  ],\n"
                  "  \"actions\": [],\n  \"saved_at\": \"2026-01-01T10:00:00\"\n}\n");
        old.close();
        GameSession session(*m_app);
        session.setAiDelay(60000);
        QVERIFY2(session.load(QUrl::fromLocalFile(path)), qPrintable(session.lastError()));
        QCOMPARE(session.rulesSeat(), -1);
        QCOMPARE(session.seats()[1].toMap().value(QStringLiteral("kind")).toString(),
                 QStringLiteral("computer"));
        QVERIFY(session.observation().value(QStringLiteral("automa")).isNull());

        SavedGame saved;
        QString error;
        QVERIFY(SavedGame::read(path, saved, &error));
        // Written again, each seat in SeatSpec's text form.
        QVERIFY2(saved.toJson().contains("\"seat\": \"computer:level=easy\""),
                 saved.toJson().constData());
        const QByteArray text = readAll(path);
        // Why the save `base`, with `from` replaced by `to`, does not open (empty: it does).
        auto problemIn = [](const QByteArray &base, const char *from, const char *to) {
            SavedGame out;
            QString why;
            return SavedGame::fromJson(QByteArray(base).replace(from, to), out, &why) ? QString()
                                                                                      : why;
        };
        auto problem = [&](const char *from, const char *to) { return problemIn(text, from, to); };
        QCOMPARE(problem("\"kind\": \"ai\"", "\"kind\": \"automa\""),
                 QString::fromUtf8("The saved game is damaged: “seats[1].agent” is missing."));
        QCOMPARE(problem("\"kind\": \"ai\"", "\"kind\": \"automa\", \"agent\": \"automa:level=x\""),
                 QString::fromUtf8("The saved game is damaged: the value of “seats[1].agent” is "
                                   "not allowed."));
        QCOMPARE(problem("\"kind\": \"ai\"", "\"kind\": \"ai\", \"agent\": \"automa:level=2\""),
                 QString::fromUtf8("The saved game is damaged: “seats[1].agent” is not part of a "
                                   "saved game."));
        SavedGame solo;
        QVERIFY(SavedGame::fromJson(
            QByteArray(text).replace("\"kind\": \"ai\"",
                                     "\"kind\": \"automa\", \"agent\": \"automa:level=3\""),
            solo, &error));
        QVERIFY(solo.seats[1].isRules());
        QCOMPARE(solo.seats[1].rulesLevel, 3);
        // Written back, it reads the same.
        SavedGame again;
        QVERIFY(SavedGame::fromJson(solo.toJson(), again, &error));
        QCOMPARE(again.seats[1].rulesLevel, 3);
        QVERIFY(again.seats[0].isPerson());
        // The one text form: a rules seat names its level, an agent must be one.
        const QByteArray written = solo.toJson();
        QVERIFY2(written.contains("\"seat\": \"rules:level=3\""), written.constData());
        auto newProblem = [&](const char *from, const char *to) {
            return problemIn(written, from, to);
        };
        QCOMPARE(newProblem("\"rules:level=3\"", "\"rules\""),
                 QString::fromUtf8("The saved game is damaged: the value of “seats[1].seat” is "
                                   "not allowed."));
        QCOMPARE(newProblem("\"rules:level=3\"", "\"wizard\""),
                 QString::fromUtf8("The saved game is damaged: the value of “seats[1].seat” is "
                                   "not allowed."));
        QCOMPARE(newProblem("\"rules:level=3\"", "\"computer:level=brilliant\""),
                 QString::fromUtf8("The saved game is damaged: the value of “seats[1].seat” is "
                                   "not allowed."));
        QCOMPARE(newProblem("\"rules:level=3\"", "\"heuristic\""), QString());
        QCOMPARE(newProblem("\"name\": \"\"", "\"level\": \"easy\""),
                 QString::fromUtf8("The saved game is damaged: “seats[0].level” is not part of a "
                                   "saved game."));
    }

    void rejectsBadStarts()
    {
        GameSession session(*m_app);
        QVERIFY(!session.start(QStringLiteral("chess"), QString(), seats({"human", "ai"})));
        QVERIFY(!session.lastError().isEmpty());
        QVERIFY(!session.start(QStringLiteral("shikoku"), QString(), seats({"human", "ai"})));
        QVERIFY(!session.active());
        QVariantList bad = seats({"human", "ai", "ai"});
        bad[1] = QVariantMap{{QStringLiteral("kind"), QStringLiteral("robot")}};
        QVERIFY(!session.start(QStringLiteral("shikoku"), QString(), bad));
    }

    void personAgainstComputers()
    {
        GameSession session(*m_app);
        session.setAiDelay(0);
        QAbstractItemModelTester tester(session.log(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester movesTester(
            session.legalMoves(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(
            session.start(QStringLiteral("shikoku"), QString(), seats({"human", "ai", "ai"}), 11));
        QCOMPARE(session.viewerSeat(), 0);
        QVERIFY(!session.handoverPending());
        const QVariantList players =
            session.observation().value(QStringLiteral("players")).toList();
        QVERIFY(players[0].toMap().value(QStringLiteral("hand")).canConvert<QVariantList>());
        QVERIFY(players[1].toMap().value(QStringLiteral("hand")).isNull());
        QVERIFY(players[2].toMap().value(QStringLiteral("hand")).isNull());

        // Play the person's moves until the end; the computers answer on their own.
        int moves = 0;
        while (!session.over()) {
            QTRY_VERIFY_WITH_TIMEOUT(session.over() || session.humanToMove(), 20000);
            if (session.over())
                break;
            QVERIFY(!legalTexts(session).isEmpty());
            const int logBefore = session.log()->rowCount();
            const QString action = legalTexts(session).constFirst();
            QVERIFY(session.playText(action));
            QCOMPARE(session.log()->rowCount(), logBefore + 1);
            QCOMPARE(session.log()->index(logBefore).data(MoveLogModel::TextRole).toString(),
                     action);
            // The log carries the rules' structured description, not only the text.
            const QVariantMap move =
                session.log()->index(logBefore).data(MoveLogModel::MoveRole).toMap();
            QVERIFY(action.startsWith(move.value(QStringLiteral("kind")).toString()));
            QVERIFY(move.contains(QStringLiteral("card")));
            ++moves;
        }
        QVERIFY(moves > 3);
        QVERIFY(!session.outcome().value(QStringLiteral("winners")).toList().isEmpty());
        QVERIFY(!session.playText(QStringLiteral("play 1")));
    }

    // A game that reports what its rules did on their own after a move (the observation's
    // `events`) gets them on the move's log entry, for the table to write under the move; the
    // entries keep them when the log is rebuilt (load). Games without events get none.
    void logEntriesCarryTheRulesEvents()
    {
        QTemporaryDir dir;
        GameSession session(*m_app);
        session.setAiDelay(0);
        QVERIFY(session.start(QStringLiteral("tokaido_duo"), QString(), seats({"human", "ai"}), 7));
        int withEvents = -1;
        for (int i = 0; i < 400 && withEvents < 0 && !session.over(); ++i) {
            QTRY_VERIFY_WITH_TIMEOUT(session.over() || session.humanToMove(), 20000);
            if (session.over())
                break;
            const int row = session.log()->rowCount();
            QVERIFY(session.playText(legalTexts(session).constFirst()));
            const QVariantList events =
                session.log()->index(row).data(MoveLogModel::EventsRole).toList();
            if (!events.isEmpty()) {
                withEvents = row;
                // The same list as the public observation right after the move.
                QCOMPARE(events, session.observation().value(QStringLiteral("events")).toList());
                for (const QVariant &event : events)
                    QVERIFY(!event.toMap().value(QStringLiteral("kind")).toString().isEmpty());
            }
        }
        QVERIFY2(withEvents >= 0, "no move of the person was followed by an event");
        QTRY_VERIFY_WITH_TIMEOUT(session.over() || session.humanToMove(), 20000);

        const QUrl file = QUrl::fromLocalFile(dir.filePath(QStringLiteral("events.kotatsu")));
        QVERIFY(session.save(file));
        GameSession loaded(*m_app);
        loaded.setAiDelay(60000);
        QVERIFY2(loaded.load(file), qPrintable(loaded.lastError()));
        QCOMPARE(loaded.log()->rowCount(), session.log()->rowCount());
        for (int row = 0; row < session.log()->rowCount(); ++row)
            QCOMPARE(loaded.log()->index(row).data(MoveLogModel::EventsRole).toList(),
                     session.log()->index(row).data(MoveLogModel::EventsRole).toList());

        GameSession garden(*m_app);
        garden.setAiDelay(60000);
        QVERIFY(garden.start(QStringLiteral("garden"), QString(), seats({"human", "ai"}), 3));
        QVERIFY(garden.playText(legalTexts(garden).constFirst()));
        QVERIFY(garden.log()->index(0).data(MoveLogModel::EventsRole).toList().isEmpty());
    }

    void playRejectsMovesOutOfTurn()
    {
        GameSession session(*m_app);
        session.setAiDelay(60000); // the computer waits: its turn stays its turn
        QVERIFY(
            session.start(QStringLiteral("shikoku"), QString(), seats({"ai", "human", "ai"}), 5));
        if (session.currentPlayer() != 1) {
            QVERIFY(legalTexts(session).isEmpty());
            QVERIFY(!session.playText(QStringLiteral("play 1")));
            QVERIFY(!session.lastError().isEmpty());
        }
    }

    // Undo takes back only your own last moves, never across a card draw; redo replays them.
    void undoAndRedo()
    {
        GameSession session(*m_app);
        session.setAiDelay(60000);
        QVERIFY(session.start(QStringLiteral("shikoku"), QString(),
                              seats({"human", "human", "human"}), 3));
        // Hot-seat: nobody's cards are visible until the first player takes the seat.
        QVERIFY(session.handoverPending());
        QVERIFY(legalTexts(session).isEmpty());
        for (const QVariant &p : session.observation().value(QStringLiteral("players")).toList())
            QVERIFY(p.toMap().value(QStringLiteral("hand")).isNull());
        const int first = session.currentPlayer();
        session.confirmHandover();
        QCOMPARE(session.viewerSeat(), first);
        QVERIFY(!session.canUndo());

        const Json before = fullState(session);
        const QString action = legalTexts(session).constFirst();
        QVERIFY(session.playText(action));
        // The next person must take the seat; the first can still take the move back.
        QVERIFY(session.handoverPending());
        QVERIFY(session.canUndo());
        session.undo();
        QVERIFY(fullState(session) == before);
        // Only the opening entry (the setup line's climbs) is left.
        QCOMPARE(session.log()->rowCount(), 1);
        QCOMPARE(session.log()->rowOfPly(0), 0);
        QCOMPARE(session.viewerSeat(), first);
        QVERIFY(session.canRedo());
        session.redo();
        QCOMPARE(session.log()->rowCount(), 2);
        QVERIFY(!session.canRedo());

        // Play out the round. Its last card makes the player of its lowest card draw from the
        // deck, a card that player alone sees: the last card can be taken back by the one at
        // the screen, and only if it was not them who drew.
        while (session.observation().value(QStringLiteral("phase")).toString() ==
               QLatin1String("play")) {
            if (session.handoverPending())
                session.confirmHandover();
            QVERIFY(session.playText(legalTexts(session).constFirst()));
        }
        if (session.handoverPending())
            session.confirmHandover();
        const auto &history = session.match()->history();
        const int holder = session.viewerSeat();
        QVERIFY(history.back().revealed()); // the draw
        const bool drew = (history.back().revealedTo >> holder & 1u) != 0;
        QCOMPARE(session.canUndo(), history.back().seat == holder && !drew);
    }

    // Against the computer, undo takes back the person's move with the computer's replies
    // after it, also while the computer is still thinking or waiting to show its move; redo
    // replays the person's move and the computer answers again.
    void undoTakesBackTheComputersReplies()
    {
        GameSession session(*m_app);
        session.setAiDelay(0);
        QVERIFY(session.start(QStringLiteral("garden"), QString(), seats({"human", "ai"}), 8));
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToMove() && !session.aiThinking(), 20000);
        QCOMPARE(session.undoLength(), 0);
        const auto &history = session.match()->history();
        // The person's moves until the computer has answered one.
        Json before;
        int plies = 0;
        do {
            before = fullState(session);
            plies = session.plyCount();
            QVERIFY(session.playText(legalTexts(session).constFirst()));
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToMove() && !session.aiThinking(), 20000);
        } while (history.back().seat == session.viewerSeat());
        const int answered = session.plyCount();
        QVERIFY(answered >= plies + 2);
        QCOMPARE(session.undoLength(), answered - plies);
        session.undo();
        QCOMPARE(session.plyCount(), plies);
        QVERIFY(fullState(session) == before);
        QVERIFY(session.humanToMove());
        QVERIFY(session.canRedo());
        session.redo();
        QCOMPARE(session.plyCount(), plies + 1);
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToMove() && !session.aiThinking(), 20000);
        QVERIFY(session.plyCount() >= plies + 2);

        // A computer that waits to show its answer: undo drops the answer too.
        session.setAiDelay(60000);
        do {
            before = fullState(session);
            plies = session.plyCount();
            QVERIFY(session.playText(legalTexts(session).constFirst()));
        } while (session.humanToMove());
        QTRY_VERIFY_WITH_TIMEOUT(session.aiThinking(), 5000);
        QCOMPARE(session.undoLength(), 1);
        session.undo();
        QVERIFY(fullState(session) == before);
        QCOMPARE(session.plyCount(), plies);
        QVERIFY(session.humanToMove());
        QVERIFY(!session.aiThinking());
    }

    // The review's case (issue 31): in Shikoku the person drafts, the computer then plays a
    // card from its hidden hand ("Green held 30"), the person presses Undo. What the person
    // saw cannot be unseen: after Undo no computer may hold, unknown to the person, a card
    // the person saw it play; the position stays as it was.
    void undoNeverShowsAComputersCard()
    {
        int afterDraft = 0;
        int cases = 0;
        for (std::uint64_t seed = 1; seed <= 6 && afterDraft < 3; ++seed) {
            GameSession session(*m_app);
            session.setAiDelay(0);
            QVERIFY(session.start(QStringLiteral("shikoku"), QString(),
                                  seats({"human", "ai", "ai", "ai"}), seed));
            Json lastView; // what the person saw when they last chose a move
            for (int guard = 0; guard < 300 && !session.over() && afterDraft < 3; ++guard) {
                QTRY_VERIFY_WITH_TIMEOUT(
                    session.over() || (session.humanToMove() && !session.aiThinking()), 20000);
                if (session.over())
                    break;
                const int me = session.viewerSeat();
                const auto &history = session.match()->history();
                std::size_t mine = history.size();
                while (mine > 0 && history[mine - 1].seat != me)
                    --mine;
                // The cards the computer played since the person's last move that the person
                // could not know it held: neither seen drafted before nor since.
                std::vector<std::pair<int, int>> secrets;
                for (std::size_t i = mine; mine > 0 && i < history.size(); ++i) {
                    const Json &d = history[i].description;
                    if (d.get("kind").asString() != "play")
                        continue;
                    const int seat = history[i].seat;
                    const auto card = d.get("card").asInt();
                    bool known = false;
                    for (const Json &c : lastView.get("players")
                                             .at(static_cast<std::size_t>(seat))
                                             .get("known")
                                             .elements())
                        known = known || c.asInt() == card;
                    for (std::size_t k = mine; k < i; ++k)
                        known =
                            known || (history[k].seat == seat &&
                                      history[k].description.get("kind").asString() == "draft" &&
                                      history[k].description.get("card").asInt() == card);
                    if (!known)
                        secrets.emplace_back(seat, static_cast<int>(card));
                }
                if (!secrets.empty()) {
                    ++cases;
                    if (history[mine - 1].description.get("kind").asString() == "draft")
                        ++afterDraft;
                    const Json before = fullState(session);
                    const bool offered = session.canUndo();
                    session.undo(); // what the Undo button and Ctrl+Z call
                    // The person saw these cards played: no computer holds one of them again
                    // as a secret, and the table stays as it was.
                    const Json all = fullState(session);
                    for (const auto &[seat, card] : secrets) {
                        bool held = false;
                        for (const Json &c : all.get("players")
                                                 .at(static_cast<std::size_t>(seat))
                                                 .get("hand")
                                                 .elements())
                            held = held || c.asInt() == card;
                        const QByteArray what =
                            QStringLiteral("seed %1: after Undo seat %2 holds %3 again, which "
                                           "the person saw it play from its hidden hand")
                                .arg(seed)
                                .arg(seat + 1)
                                .arg(card)
                                .toUtf8();
                        QVERIFY2(!held, what.constData());
                    }
                    QVERIFY(!offered);
                    QVERIFY(fullState(session) == before);
                }
                lastView = session.state()->observation(me);
                QVERIFY(session.playText(legalTexts(session).constFirst()));
            }
        }
        QVERIFY(cases >= 3);
        QVERIFY(afterDraft >= 1);
    }

    // Never back past a move that revealed something to the person, the computer's moves
    // included: in Shikoku the computer's card from its hidden hand, the card drawn after the
    // person's last card of a round. What only a computer saw (its own draw, the person's
    // card) does not stop it.
    void undoStopsAtARevealAgainstTheComputer()
    {
        GameSession session(*m_app);
        session.setAiDelay(0);
        QVERIFY(
            session.start(QStringLiteral("shikoku"), QString(), seats({"human", "ai", "ai"}), 5));
        bool sawReveal = false;
        for (int guard = 0; guard < 200 && !session.over() && !sawReveal; ++guard) {
            QTRY_VERIFY_WITH_TIMEOUT(
                session.over() || (session.humanToMove() && !session.aiThinking()), 20000);
            if (session.over())
                break;
            const auto &history = session.match()->history();
            std::size_t mine = history.size();
            while (mine > 0 && history[mine - 1].seat != session.viewerSeat())
                --mine;
            bool revealed = false;
            for (std::size_t i = mine == 0 ? 0 : mine - 1; i < history.size(); ++i)
                revealed = revealed || (history[i].revealedTo >> session.viewerSeat() & 1u);
            if (mine > 0) {
                QCOMPARE(session.canUndo(), !revealed);
                if (!revealed)
                    QCOMPARE(session.undoLength(), static_cast<int>(history.size() - mine + 1));
            }
            sawReveal = mine > 0 && revealed;
            QVERIFY(session.playText(legalTexts(session).constFirst()));
        }
        QVERIFY(sawReveal);
    }

    // The game on the table is kept after every move; Resume, in another session (as after
    // the app was killed), goes on with it; a new game moves the old one into the saved
    // games; a finished game is no longer offered.
    void autosaveAndResume()
    {
        SavedGamesModel *library = m_app->savedGames();
        QFile::remove(library->autosavePath());
        library->refreshResumable();
        QVERIFY(library->resumable().isEmpty());
        QVariantList kept;
        {
            GameSession session(*m_app);
            session.setAiDelay(60000);
            QVERIFY(session.start(QStringLiteral("garden"), QString(), seats({"human", "ai"}), 12));
            QVERIFY(library->resumable().isEmpty()); // no move yet: nothing to keep
            QVERIFY(session.playText(legalTexts(session).constFirst()));
            QCOMPARE(library->resumable().value(QStringLiteral("moves")).toInt(), 1);
            QCOMPARE(library->resumable().value(QStringLiteral("gameId")).toString(),
                     QStringLiteral("garden"));
            kept = session.observation().value(QStringLiteral("figures")).toList();
        }
        GameSession resumed(*m_app);
        resumed.setAiDelay(60000);
        QVERIFY(resumed.resume());
        QCOMPARE(resumed.gameId(), QStringLiteral("garden"));
        QCOMPARE(resumed.plyCount(), 1);
        QCOMPARE(resumed.seed(), QStringLiteral("12"));
        QCOMPARE(resumed.observation().value(QStringLiteral("figures")).toList(), kept);

        // Another game's first move: the unfinished one goes to the saved games.
        library->refresh();
        const int saved = library->rowCount();
        GameSession other(*m_app);
        other.setAiDelay(60000);
        QVERIFY(other.start(QStringLiteral("hyano"), QString(), seats({"human", "ai"}), 4));
        if (!other.humanToMove())
            QTRY_VERIFY_WITH_TIMEOUT(other.humanToMove(), 20000);
        QVERIFY(other.playText(legalTexts(other).constFirst()));
        QCOMPARE(library->rowCount(), saved + 1);
        QCOMPARE(library->resumable().value(QStringLiteral("gameId")).toString(),
                 QStringLiteral("hyano"));

        // Played to the end: nothing to resume.
        other.setAiDelay(0);
        while (!other.over()) {
            QTRY_VERIFY_WITH_TIMEOUT(other.over() || other.humanToMove(), 20000);
            if (!other.over())
                QVERIFY(other.playText(legalTexts(other).constFirst()));
        }
        QTRY_VERIFY(library->resumable().isEmpty());
        QVERIFY(!QFileInfo::exists(library->autosavePath()));
    }

    // The replay shows the position after each move as the person at the table saw it, and
    // nothing can be played meanwhile; the game itself is untouched.
    void replayShowsEachPosition()
    {
        GameSession session(*m_app);
        session.setAiDelay(0);
        QVERIFY(session.start(QStringLiteral("garden"), QString(), seats({"human", "ai"}), 2));
        for (int i = 0; i < 3; ++i) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToMove() && !session.aiThinking(), 20000);
            QVERIFY(session.playText(legalTexts(session).constFirst()));
        }
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToMove() && !session.aiThinking(), 20000);
        const int plies = session.plyCount();
        const QVariantMap live = session.observation();
        QSignalSpy moved(&session, &GameSession::moved);
        for (int ply = 0; ply <= plies; ++ply) {
            session.review(ply);
            QVERIFY(session.reviewing());
            QCOMPARE(session.reviewPly(), ply);
            QCOMPARE(session.legalMoves()->rowCount(), 0);
            QVERIFY(!session.humanToMove());
            QVERIFY(!session.canUndo());
            auto state = session.match()->initialState().clone();
            for (int i = 0; i < ply; ++i)
                state->apply(session.match()->history()[static_cast<std::size_t>(i)].action);
            QCOMPARE(session.observation(),
                     kotatsu::bridge::toVariantMap(state->observation(session.viewerSeat())));
            // Whose turn it was and whether it was over: the position shown, not the game's.
            QCOMPARE(session.currentPlayer(), state->currentPlayer());
            QCOMPARE(session.over(), state->isTerminal());
            QVERIFY(!session.gameOver());
            if (ply > 0)
                QCOMPARE(session.lastMove().value(QStringLiteral("text")).toString(),
                         QString::fromStdString(
                             session.match()->history()[static_cast<std::size_t>(ply - 1)].text));
        }
        // Each step forward is announced as the move it replays, for the table to animate.
        QCOMPARE(moved.count(), plies);
        QVERIFY(!session.playText(legalTexts(session).value(0, QStringLiteral("pass"))));
        session.review(1);
        session.endReview();
        QVERIFY(!session.reviewing());
        QCOMPARE(session.plyCount(), plies);
        QCOMPARE(session.observation(), live);
        QVERIFY(session.humanToMove());
    }

    void saveAndLoad()
    {
        QTemporaryDir dir;
        const QUrl file = QUrl::fromLocalFile(dir.filePath(QStringLiteral("game.kotatsu")));
        GameSession session(*m_app);
        session.setAiDelay(0);
        QVERIFY(session.start(QStringLiteral("shikoku"), QStringLiteral("long_pilgrimage"),
                              seats({"human", "ai", "ai", "ai"}), 21));
        for (int i = 0; i < 3; ++i) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToMove(), 20000);
            QVERIFY(session.playText(legalTexts(session).constFirst()));
        }
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToMove(), 20000);
        QVERIFY(session.save(file));

        GameSession loaded(*m_app);
        loaded.setAiDelay(0);
        QVERIFY2(loaded.load(file), qPrintable(loaded.lastError()));
        QCOMPARE(loaded.variantId(), QStringLiteral("long_pilgrimage"));
        QCOMPARE(loaded.plyCount(), session.plyCount());
        QVERIFY(fullState(loaded) == fullState(session));
        QCOMPARE(loaded.log()->rowCount(), session.log()->rowCount());

        // A damaged file changes nothing.
        const Json kept = fullState(loaded);
        const QString damaged = dir.filePath(QStringLiteral("damaged.kotatsu"));
        QFile out(damaged);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("{\"format\": \"kotatsu-save\", \"version\": 1, \"game\": \"shik");
        out.close();
        QVERIFY(!loaded.load(QUrl::fromLocalFile(damaged)));
        QVERIFY(!loaded.lastError().isEmpty());
        QVERIFY(fullState(loaded) == kept);

        // A move that does not fit the rules is named.
        QFile original(file.toLocalFile());
        QVERIFY(original.open(QIODevice::ReadOnly));
        QByteArray text = original.readAll();
        original.close();
        const int at = text.indexOf("\"play ");
        QVERIFY(at > 0);
        text.replace(at, 8, "\"play 99");
        QFile tampered(dir.filePath(QStringLiteral("tampered.kotatsu")));
        QVERIFY(tampered.open(QIODevice::WriteOnly));
        tampered.write(text);
        tampered.close();
        QVERIFY(!loaded.load(QUrl::fromLocalFile(tampered.fileName())));
        // The error names the move by its number, never in the game's notation.
        QVERIFY2(loaded.lastError().contains(QStringLiteral("is not allowed")),
                 qPrintable(loaded.lastError()));
        QVERIFY2(!loaded.lastError().contains(QStringLiteral("play 99")),
                 qPrintable(loaded.lastError()));
        QVERIFY(fullState(loaded) == kept);
    }

    // A hint is the strong level's choice for the person to move, from their own view: the
    // same move the strong computer would make there (the same search, seeded by the
    // position), given with its look-ahead's reason; it is kept in the save, and a move
    // (or undo) puts it away.
    void hintIsTheStrongChoiceAndIsSaved()
    {
        QTemporaryDir dir;
        const QUrl file = QUrl::fromLocalFile(dir.filePath(QStringLiteral("hinted.kotatsu")));
        GameSession session(*m_app);
        session.setAiDelay(0);
        QVERIFY(session.start(QStringLiteral("hyano"), QString(), seats({"human", "ai"}), 31));
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToMove(), 20000);
        QVERIFY(session.canHint());
        QCOMPARE(session.hintsUsed(), 0);
        QSignalSpy changed(&session, &GameSession::hintChanged);
        session.requestHint();
        QVERIFY(session.hintThinking());
        QVERIFY(!session.canHint()); // one at a time
        QCOMPARE(session.hintsUsed(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!session.hintThinking(), 20000);
        const QVariantMap hint = session.hint();
        QVERIFY(!changed.isEmpty());
        const int index = hint.value(QStringLiteral("index"), -1).toInt();
        QVERIFY(index >= 0 && index < session.legalMoves()->rowCount());
        const QModelIndex row = session.legalMoves()->index(index);
        QCOMPARE(hint.value(QStringLiteral("text")).toString(),
                 session.legalMoves()->data(row, LegalMovesModel::TextRole).toString());
        QCOMPARE(hint.value(QStringLiteral("move")).toMap(),
                 session.legalMoves()->data(row, LegalMovesModel::DescriptionRole).toMap());
        // The reason: the strong level searches, so its look-ahead is given.
        const double estimate = hint.value(QStringLiteral("estimate")).toDouble();
        QVERIFY(estimate >= 0.0 && estimate <= 1.0);
        QVERIFY(hint.value(QStringLiteral("playouts")).toInt() > 0);

        // The core's hint (kotatsu::findHint, what the hint-play tests follow) for this seat,
        // from this view, with the same seed: the same move and the same reason.
        const kotatsu::GameState &state = *session.state();
        const auto plies = static_cast<std::uint64_t>(session.plyCount());
        const kotatsu::Hint core = kotatsu::findHint(
            state, kotatsu::Rng::derive(std::stoull(session.seed().toStdString()) ^ 0x68696e74ULL,
                                        plies + 1));
        QCOMPARE(hint.value(QStringLiteral("playouts")).toInt(), core.playouts);
        QCOMPARE(hint.value(QStringLiteral("margin")).toDouble(), core.margin);
        const kotatsu::Action strong = core.action;
        QCOMPARE(QString::fromStdString(state.actionToString(strong)),
                 hint.value(QStringLiteral("text")).toString());

        // Kept in the save (how many moves had been played when it was asked for).
        QVERIFY(session.save(file));
        QFile saved(file.toLocalFile());
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QJsonObject json = QJsonDocument::fromJson(saved.readAll()).object();
        QCOMPARE(json.value(QStringLiteral("hints")).toArray(), QJsonArray({session.plyCount()}));
        GameSession loaded(*m_app);
        loaded.setAiDelay(60000);
        QVERIFY2(loaded.load(file), qPrintable(loaded.lastError()));
        QCOMPARE(loaded.hintsUsed(), 1);
        QVERIFY(loaded.hint().isEmpty()); // the count is kept, not the hint on screen

        // Playing the hinted move puts the hint away; the count stays.
        QVERIFY(session.play(index));
        QVERIFY(session.hint().isEmpty());
        QCOMPARE(session.hintsUsed(), 1);
        // A hint asked for and then dismissed still counts.
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToMove() || session.over(), 20000);
        if (!session.over()) {
            session.requestHint();
            session.dismissHint();
            QVERIFY(!session.hintThinking());
            QVERIFY(session.hint().isEmpty());
            QCOMPARE(session.hintsUsed(), 2);
            QVERIFY(session.canHint());
        }
    }

    // A save's hints must be counts of moves within the game: anything else is named.
    void savedHintsAreChecked()
    {
        const auto parse = [](const std::string &hints) {
            kotatsu::SavedMatch::Error error;
            const std::string text =
                R"({"format": "kotatsu-save", "version": 1, "game": "garden", "seed": "3",
                    "seats": [{"kind": "human"}, {"kind": "ai", "level": "easy"}],
                    "actions": ["place K1 c3 red"], "hints": )" +
                hints + "}";
            const auto match = kotatsu::SavedMatch::fromJson(text, &error);
            return std::make_pair(match.has_value() ? match->hints : std::vector<int>{-1},
                                  error.key);
        };
        QCOMPARE(parse("[0, 1]").first, (std::vector<int>{0, 1}));
        QCOMPARE(parse("[2]").second, std::string("hints[0]")); // beyond the moves played
        QCOMPARE(parse("[-1]").second, std::string("hints[0]"));
        QCOMPARE(parse("[0, \"1\"]").second, std::string("hints[1]"));
        QCOMPARE(parse("3").second, std::string("hints"));
    }

    // Saving into the library lists the game, newest first; it opens again and can be deleted.
    void savedGamesLibrary()
    {
        SavedGamesModel *library = m_app->savedGames();
        QAbstractItemModelTester tester(library,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(library->folder(), m_saves.path());
        QFile::remove(library->autosavePath());
        library->refreshResumable();
        GameSession session(*m_app);
        session.setAiDelay(60000);
        QVERIFY(session.start(QStringLiteral("hyano"), QString(), seats({"human", "ai"}), 4));
        if (session.humanToMove())
            QVERIFY(session.playText(legalTexts(session).constFirst()));
        // (Counted after the first move, which may move an earlier unfinished game in.)
        const int before = library->rowCount();
        QVERIFY(session.saveToLibrary());
        QCOMPARE(library->rowCount(), before + 1);
        const QModelIndex newest = library->index(0);
        QCOMPARE(newest.data(SavedGamesModel::GameIdRole).toString(), QStringLiteral("hyano"));
        QCOMPARE(newest.data(SavedGamesModel::GameNameRole).toString(), QStringLiteral("Hyano"));
        QCOMPARE(newest.data(SavedGamesModel::MovesRole).toInt(), session.plyCount());
        QCOMPARE(newest.data(SavedGamesModel::PlayersRole).toInt(), 2);
        QVERIFY(newest.data(SavedGamesModel::SavedAtRole).toDateTime().isValid());

        GameSession reopened(*m_app);
        reopened.setAiDelay(60000);
        QVERIFY(reopened.load(library->fileUrl(0)));
        QVERIFY(fullState(reopened) == fullState(session));
        QVERIFY(library->remove(0));
        QCOMPARE(library->rowCount(), before);
    }

    // A full disk (here: a file size limit, as `ulimit -f` sets) makes saving fail with an
    // error, and the earlier save stays as it was (QSaveFile alone would commit an empty file).
    void saveOnFullDiskKeepsTheEarlierFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.kotatsu"));
        SavedGame saved;
        saved.game = QStringLiteral("hyano");
        saved.seed = 4;
        saved.seats = {Seat(), Seat()};
        saved.actions = {QStringLiteral("draw")};
        QString error;
        QVERIFY2(saved.write(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();

        for (int i = 0; i < 20000; ++i)
            saved.actions.append(QStringLiteral("a move of some length %1").arg(i));
        struct rlimit limit
        {};
        QCOMPARE(::getrlimit(RLIMIT_FSIZE, &limit), 0);
        const rlim_t soft = limit.rlim_cur;
        auto *const oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        limit.rlim_cur = 64 * 1024;
        QCOMPARE(::setrlimit(RLIMIT_FSIZE, &limit), 0);
        error.clear();
        const bool written = saved.write(path, &error);
        limit.rlim_cur = soft;
        QCOMPARE(::setrlimit(RLIMIT_FSIZE, &limit), 0);
        std::signal(SIGXFSZ, oldHandler);
        QVERIFY(!written);
        QVERIFY(!error.isEmpty());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
        file.close();
        // No temporary file is left behind.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("game.kotatsu")});
    }

    // Only regular files are listed or opened: a link to /dev/zero, a FIFO, a link to a good
    // save or an oversized file neither hang nor exhaust memory, nor show in the list.
    void savesFolderRefusesAnythingButFiles()
    {
        SavedGamesModel *library = m_app->savedGames();
        library->refresh();
        const int before = library->rowCount();
        QTemporaryDir elsewhere;
        SavedGame saved;
        saved.game = QStringLiteral("hyano");
        saved.seed = 4;
        saved.seats = {Seat(), Seat()};
        const QString good = elsewhere.filePath(QStringLiteral("good.kotatsu"));
        QString error;
        QVERIFY(saved.write(good, &error));
        QVERIFY(SavedGame::read(good, saved, &error));

        const QDir folder(library->folder());
        const QString zero = folder.filePath(QStringLiteral("zero.kotatsu"));
        const QString fifo = folder.filePath(QStringLiteral("fifo.kotatsu"));
        const QString link = folder.filePath(QStringLiteral("link.kotatsu"));
        const QString huge = folder.filePath(QStringLiteral("huge.kotatsu"));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), zero));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QVERIFY(QFile::link(good, link));
        QFile big(huge);
        QVERIFY(big.open(QIODevice::WriteOnly));
        QVERIFY(big.resize(9 * 1024 * 1024)); // sparse: larger than any save may be
        big.close();

        library->refresh();
        QCOMPARE(library->rowCount(), before);
        for (const QString &path : {zero, fifo, link}) {
            QVERIFY2(!SavedGame::read(path, saved, &error), qPrintable(path));
            QCOMPARE(error, QStringLiteral("There is no saved game file at this place."));
        }
        QVERIFY(!SavedGame::read(huge, saved, &error));
        QCOMPARE(error, QStringLiteral("The file is too large to be a saved game."));
        GameSession session(*m_app);
        QVERIFY(!session.load(QUrl::fromLocalFile(fifo)));
        for (const QString &path : {zero, fifo, link, huge})
            QVERIFY(QFile::remove(path));
    }

    // The app says what kotatsu-cli replay says, key included.
    void damagedSaveMessagesMatchTheCli()
    {
        using P = SavedMatch::Problem;
        for (P p : {P::NotJson, P::NotASave, P::OtherVersion, P::MissingKey, P::WrongType,
                    P::BadValue, P::UnknownKey}) {
            const SavedMatch::Error e{p, "seats[1].level"};
            QCOMPARE(SavedGame::problemText(e), QString::fromStdString(e.message()));
        }
        QByteArray text = SavedGame().toJson();
        text.replace("\"seats\": []", "\"seats\": [{\"kind\": \"ai\", \"level\": 3}]");
        SavedGame out;
        QString error;
        QVERIFY(!SavedGame::fromJson(text, out, &error));
        QCOMPARE(error, QString::fromUtf8("The saved game is damaged: the value of “game” is not "
                                          "allowed."));
    }

    // A save played with a variant file that is gone says so (not "the game is missing").
    void missingVariantFileIsNamed()
    {
        QTemporaryDir dir;
        SavedGame saved;
        saved.game = QStringLiteral("shikoku");
        saved.variantFile = dir.filePath(QStringLiteral("gone.yaml"));
        saved.seed = 3;
        saved.seats = {Seat(), Seat(), Seat()};
        const QString path = dir.filePath(QStringLiteral("game.kotatsu"));
        QString error;
        QVERIFY(saved.write(path, &error));
        GameSession session(*m_app);
        QVERIFY(!session.load(QUrl::fromLocalFile(path)));
        QCOMPARE(session.lastError(),
                 QString::fromUtf8("The saved game was played with the variant file “%1”, which "
                                   "is missing.")
                     .arg(saved.variantFile));
    }

    // An answer of a run that was cancelled and replaced arrives late: it must neither
    // clear the new run's "thinking" flag nor be delivered.
    void staleAiAnswerIsDropped()
    {
        DataErrors errors;
        auto definition = m_app->catalog()->catalog().resolve("hyano", std::string(), errors);
        QVERIFY(definition);
        auto state = definition->newGame(2, 1);
        AiRunner runner;
        int decided = 0;
        connect(&runner, &AiRunner::decided, this, [&decided] { ++decided; });
        runner.start(state->clone(), "random", 1, 1);
        QVERIFY(QThreadPool::globalInstance()->waitForDone(10000)); // answer 1 is queued
        runner.start(state->clone(), "montecarlo:iterations=100000000,ms=5000", 2, 2);
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QVERIFY(runner.running());
        QCOMPARE(decided, 0);
        runner.cancel();
        QVERIFY(QThreadPool::globalInstance()->waitForDone(10000));
        QCoreApplication::processEvents();
        QCOMPARE(decided, 0);
    }

    void computersPlayToTheEnd()
    {
        GameSession session(*m_app);
        session.setAiDelay(0);
        QVERIFY(session.start(QStringLiteral("shikoku"), QString(),
                              seats({"ai", "ai", "ai", "ai", "ai"}), 8));
        QCOMPARE(session.viewerSeat(), GameSession::kNobody);
        QTRY_VERIFY_WITH_TIMEOUT(session.over(), 60000);
        QCOMPARE(session.outcome().value(QStringLiteral("reason")).toString(),
                 QStringLiteral("pagoda"));
    }

    // Stopping (or starting anew) while a computer thinks drops its answer safely.
    void stopWhileThinking()
    {
        auto *session = new GameSession(*m_app);
        QVariantList strong = seats({"ai", "ai", "ai"});
        for (QVariant &s : strong) {
            QVariantMap m = s.toMap();
            m.insert(QStringLiteral("level"), QStringLiteral("strong"));
            s = m;
        }
        QVERIFY(session->start(QStringLiteral("shikoku"), QString(), strong, 1));
        QVERIFY(session->aiThinking());
        QVERIFY(
            session->start(QStringLiteral("shikoku"), QString(), seats({"human", "ai", "ai"}), 2));
        delete session;
        QTest::qWait(300);
    }

private:
    std::unique_ptr<AppContext> m_app;
    QTemporaryDir m_saves;
};

QTEST_MAIN(TestBridge)
#include "tst_bridge.moc"
