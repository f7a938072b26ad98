// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons (docs/lessons.md): every shipped lesson of every game reads without an error, has its
// texts in every language, and plays to its end with its expected moves; at each step another
// legal move and an illegal one are refused (the lesson explains and waits, nothing is
// played). Deliberately wrong lessons (tests/data/lessons) fail at FILE:LINE:COL and the key.

#include "engine/game_state.h"
#include "match/match_record.h"
#include "match/saved_match.h"
#include "sim/lesson.h"
#include "test_support.h"

#include <QtTest>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

using namespace kotatsu;
namespace fs = std::filesystem;

namespace {

ScenarioRules rulesOf(const std::string &game)
{
    const GameEntry *entry = test::catalog().find(game);
    return {game, entry ? &entry->document : nullptr, nullptr};
}

struct Shipped
{
    std::string game;
    std::string file;
};

std::vector<Shipped> shippedLessons()
{
    std::vector<Shipped> out;
    for (const GameEntry &game : test::catalog().games()) {
        for (const std::string &file : lessonFiles(game.folder + "/lessons"))
            out.push_back({game.id, file});
    }
    return out;
}

std::shared_ptr<const Lesson> read(const std::string &game, const std::string &file)
{
    DataErrors errors;
    auto lesson = readLessonFile(rulesOf(game), file, errors);
    std::string messages;
    for (const auto &e : errors)
        messages += e.format() + "\n";
    if (!lesson) {
        qWarning("%s", messages.c_str());
        return nullptr;
    }
    return std::make_shared<const Lesson>(std::move(*lesson));
}

// A shipped lesson of `game` played to its end (resumed after its last step): its outcome,
// after checking it has between `fewest` and 20 steps and that the game is over.
std::optional<Json> firstGameOutcome(const std::string &game, std::size_t fewest)
{
    auto lesson = read(game, test::dataDir() + "/games/" + game + "/lessons/first_game.yaml");
    if (!lesson)
        return std::nullopt;
    const std::size_t steps = lesson->steps.size();
    if (steps < fewest || steps > 20) {
        qWarning("%s: %zu steps", game.c_str(), steps);
        return std::nullopt;
    }
    LessonRun run(lesson);
    if (!run.resumeAt(steps) || !run.finished() || !run.state().isTerminal())
        return std::nullopt;
    return run.state().outcome().toJson();
}

std::string fixture(const std::string &name)
{
    return test::fixturesDir() + "/lessons/" + name;
}

std::string snapshot(const LessonRun &run)
{
    return run.state().observation(kOmniscient).dump();
}

} // namespace

class TestLessons : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shippedLessonPlaysThrough_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("file");
        for (const Shipped &s : shippedLessons()) {
            const std::string label = s.game + "/" + fs::path(s.file).stem().string();
            QTest::newRow(label.c_str()) << test::q(s.game) << test::q(s.file);
        }
    }
    void shippedLessonPlaysThrough()
    {
        QFETCH(QString, game);
        QFETCH(QString, file);
        auto lesson = read(game.toStdString(), file.toStdString());
        QVERIFY(lesson);
        // Every text in every language.
        for (std::size_t lang = 0; lang < kLanguageCount; ++lang) {
            QVERIFY(!lesson->title.at(lang).empty());
            QVERIFY(!lesson->endText.at(lang).empty());
            for (const LessonStep &step : lesson->steps) {
                QVERIFY(!step.text.at(lang).empty());
                for (const auto &[move, why] : step.explain)
                    QVERIFY(!why.at(lang).empty());
            }
        }
        LessonRun run(lesson);
        std::string error;
        QVERIFY2(run.start(&error), error.c_str());
        while (!run.finished()) {
            const std::size_t at = run.stepIndex();
            const LessonStep &step = *run.step();
            QCOMPARE(run.state().currentPlayer(), lesson->seat);
            const std::string before = snapshot(run);
            // Another legal move: refused with the step's own word for it, nothing played.
            int others = 0;
            for (const Action &a : run.state().legalActions()) {
                const std::string text = run.state().actionToString(a);
                if (text == step.expect.text)
                    continue;
                ++others;
                const LessonReply reply = run.tryMove(text);
                QCOMPARE(reply.verdict, LessonVerdict::NotTheLesson);
                QCOMPARE(reply.explanation, lesson->explanationFor(at, text));
                QCOMPARE(run.stepIndex(), at);
                QCOMPARE(snapshot(run), before);
            }
            // A step with a choice explains each other move, by name or with `otherwise`.
            for (const Action &a : run.state().legalActions()) {
                const std::string text = run.state().actionToString(a);
                if (text != step.expect.text)
                    QVERIFY2(
                        lesson->explanationFor(at, text),
                        (text + " has no explanation at step " + std::to_string(at + 1)).c_str());
            }
            Q_UNUSED(others);
            // A move no rule allows: refused, nothing played.
            QCOMPARE(run.tryMove("no such move").verdict, LessonVerdict::Illegal);
            Action illegal;
            illegal.kind = 99;
            QCOMPARE(run.tryAction(illegal).verdict, LessonVerdict::Illegal);
            QCOMPARE(run.stepIndex(), at);
            QCOMPARE(snapshot(run), before);
            // The expected move, by its legal action as the table gives it.
            const auto expected = run.state().actionFromString(step.expect.text);
            QVERIFY(expected);
            QCOMPARE(run.tryAction(*expected).verdict, LessonVerdict::Expected);
            QCOMPARE(run.stepIndex(), at + 1);
        }
        QCOMPARE(run.tryMove("anything").verdict, LessonVerdict::Finished);
        QVERIFY(run.state().checkInvariants().empty());
    }

    // Leaving and coming back: resuming at a step gives the position the lesson had there.
    void resumeAtAStep()
    {
        const auto all = shippedLessons();
        QVERIFY(!all.empty());
        for (const Shipped &s : all) {
            auto lesson = read(s.game, s.file);
            QVERIFY(lesson);
            LessonRun played(lesson);
            QVERIFY(played.start());
            for (std::size_t step = 0; step <= lesson->steps.size(); ++step) {
                LessonRun resumed(lesson);
                std::string error;
                QVERIFY2(resumed.resumeAt(step, &error), error.c_str());
                QCOMPARE(resumed.stepIndex(), step);
                QCOMPARE(snapshot(resumed), snapshot(played));
                QCOMPARE(resumed.history(), played.history());
                if (!played.finished())
                    QCOMPARE(played.tryMove(played.step()->expect.text).verdict,
                             LessonVerdict::Expected);
            }
        }
    }

    // The app's table keeps a lesson as a game (a MatchRecord) that starts from the lesson's
    // start, before any scripted move, with the lesson's moves played on it: at every step it
    // is in the lesson's position, and the table rings the step's expected move (the ring's
    // parts name it) and nothing else.
    void tableStartsFromTheLessonsStart()
    {
        const auto all = shippedLessons();
        QVERIFY(!all.empty());
        for (const Shipped &s : all) {
            auto lesson = read(s.game, s.file);
            QVERIFY(lesson);
            LessonRun run(lesson);
            QVERIFY(run.start());
            MatchRecord table(lesson->definition, lesson->players, lesson->seed,
                              run.initialState().clone());
            std::size_t played = 0;
            for (;;) {
                for (; played < run.history().size(); ++played)
                    QCOMPARE(table.playText(run.history()[played]), std::string());
                QCOMPARE(table.state().observation(kOmniscient).dump(),
                         run.state().observation(kOmniscient).dump());
                if (run.finished())
                    break;
                const LessonStep &step = *run.step();
                const std::vector<std::size_t> ringed = ringedMoves(step, table.state());
                const auto expected = table.state().actionFromString(step.expect.text);
                QVERIFY(expected);
                const std::vector<Action> legal = table.state().legalActions();
                const std::string where = s.file + " step " + std::to_string(run.stepIndex() + 1);
                QVERIFY2(ringed.size() == 1 && legal[ringed.front()] == *expected, where.c_str());
                QCOMPARE(run.tryAction(*expected).verdict, LessonVerdict::Expected);
            }
        }
    }

    // A ring item names a move when every one of its parts is in the move's description.
    void ringNamesAMovesParts()
    {
        const Json move = *Json::parse(R"({"kind": "step", "figure": "K1", "to": "c4"})");
        QVERIFY(ringNamesMove(*Json::parse(R"({"figure": "K1"})"), move));
        QVERIFY(ringNamesMove(*Json::parse(R"({"figure": "K1", "to": "c4"})"), move));
        QVERIFY(!ringNamesMove(*Json::parse(R"({"figure": "K2"})"), move));
        QVERIFY(!ringNamesMove(*Json::parse(R"({"card": 4})"), move));
        QVERIFY(ringNamesMove(*Json::parse(R"({"card": 29})"), *Json::parse(R"({"card": 29.0})")));
    }

    // A lesson's save keeps the lesson and its step; a game's save has neither.
    void saveKeepsTheLessonStep()
    {
        SavedMatch saved;
        saved.game = "shikoku";
        saved.seed = 1;
        saved.seats = {SeatSpec::person(), SeatSpec::computer("normal")};
        saved.actions = {"play 10"};
        saved.lesson = "first_game";
        saved.lessonStep = 3;
        const std::string text = saved.toJson();
        SavedMatch::Error error;
        const auto read = SavedMatch::fromJson(text, &error);
        QVERIFY2(read, error.message().c_str());
        QCOMPARE(read->lesson, std::string("first_game"));
        QCOMPARE(read->lessonStep, 3);
        saved.lesson.clear();
        QVERIFY(saved.toJson().find("lesson") == std::string::npos);
    }

    // Shikoku's first game ends the game with the learner second from the top: the winner.
    void shikokuFirstGameIsWon()
    {
        const auto outcome = firstGameOutcome("shikoku", 10);
        QVERIFY(outcome);
        QCOMPARE(outcome->get("winners").dump(), std::string("[0]"));
    }

    // The garden's first game ends with a kokeshi (the learner, seat 0) in the blue pagoda.
    void gardenFirstGameIsWon()
    {
        const auto outcome = firstGameOutcome("garden", 10);
        QVERIFY(outcome);
        QCOMPARE(outcome->get("winners").dump(), std::string("[0]"));
        QCOMPARE(outcome->get("reason").dump(), std::string("\"base_reached\""));
        // The learner (seat 0) wins with their own move: the lesson's end scripts no reply.
        auto lesson = read("garden", test::dataDir() + "/games/garden/lessons/first_game.yaml");
        QVERIFY(lesson);
        QCOMPARE(lesson->seat, 0);
        QVERIFY(lesson->endOthersPlay.empty());
    }

    // Hyano's first game ends when two piles are used up, the learner (seat 0) 10 cards to 5.
    void hyanoFirstGameIsWon()
    {
        const auto outcome = firstGameOutcome("hyano", 10);
        QVERIFY(outcome);
        QCOMPARE(outcome->get("winners").dump(), std::string("[0]"));
        QCOMPARE(outcome->get("reason").asString(), std::string("piles_empty"));
        QCOMPARE(outcome->get("scores").at(0).asDouble(), 10.0);
        QCOMPARE(outcome->get("scores").at(1).asDouble(), 5.0);
    }

    // Tokaido Duo's first game ends with the learner's sixth gold slab (the last die of the
    // round), 69 points to 47.
    void tokaidoDuoFirstGameIsWon()
    {
        const auto outcome = firstGameOutcome("tokaido_duo", 10);
        QVERIFY(outcome);
        QCOMPARE(outcome->get("winners").dump(), std::string("[0]"));
        QCOMPARE(outcome->get("reason").asString(), std::string("slabs"));
        QCOMPARE(outcome->get("scores").at(0).asDouble(), 69.0);
        QCOMPARE(outcome->get("scores").at(1).asDouble(), 47.0);
    }

    // Tokaido Duo's Automa lesson scripts no reply: the rules play the Automa's seat (its dice,
    // its moves) by themselves after each of the learner's moves. By its end the Automa's artist
    // has climbed a rank and its pilgrim holds the pilgrim's wave tile.
    void tokaidoDuoAutomaLessonPlaysItself()
    {
        auto lesson =
            read("tokaido_duo", test::dataDir() + "/games/tokaido_duo/lessons/automa.yaml");
        QVERIFY(lesson);
        QVERIFY(lesson->steps.size() >= 6 && lesson->steps.size() <= 10);
        QVERIFY(lesson->endOthersPlay.empty());
        for (const LessonStep &step : lesson->steps)
            QVERIFY(step.othersPlay.empty());
        LessonRun run(lesson);
        QVERIFY(run.resumeAt(lesson->steps.size()));
        const Json o = run.state().observation(kOmniscient);
        QCOMPARE(o.get("automa").get("ranks").get("artist").asInt(), 1);
        QCOMPARE(o.get("wave").at(0).get("holder").asInt(), 1);
        QCOMPARE(o.get("players").at(0).get("coins").asInt(), 8);
    }

    // Hyano's five-player lesson: the learner, sage of the second round, plays its sixth card
    // (the predicted one) after the four others, and wins the game with 9 cards.
    void hyanoFivePlayersSageLastCard()
    {
        auto lesson = read("hyano", test::dataDir() + "/games/hyano/lessons/five_players.yaml");
        QVERIFY(lesson);
        QCOMPARE(lesson->players, 5);
        QCOMPARE(lesson->steps.back().othersPlay.size(), std::size_t{4});
        LessonRun run(lesson);
        QVERIFY(run.resumeAt(lesson->steps.size() - 1));
        QCOMPARE(run.state().observation(kOmniscient).get("centre").size(), std::size_t{5});
        QCOMPARE(run.tryMove(lesson->steps.back().expect.text).verdict, LessonVerdict::Expected);
        QVERIFY(run.state().isTerminal());
        const Json outcome = run.state().outcome().toJson();
        QCOMPARE(outcome.get("winners").dump(), std::string("[0]"));
        QCOMPARE(outcome.get("scores").at(0).asDouble(), 9.0);
    }

    // A ring may name a legal move's target where no piece stands: a free field of the garden
    // (`to: c3` while setting up), not only something on the table.
    void ringNamesAFreeTarget()
    {
        auto lesson = read("garden", fixture("garden_ring_free_field.yaml"));
        QVERIFY(lesson);
        QCOMPARE(lesson->steps.size(), std::size_t{2});
        QCOMPARE(lesson->steps[0].ring[0].dump(), std::string(R"({"to":"c3"})"));
    }

    // A ring may name what the expected move will do, from the events it sets off: Tokaido
    // Duo's die pick names only the die, and the step rings the temple the pilgrim stops on.
    void ringNamesWhatTheMoveDoes()
    {
        DataErrors errors;
        auto lesson = readLessonFile(rulesOf("tokaido_duo"),
                                     fixture("tokaido_ring_destination.yaml"), errors);
        std::string all;
        for (const DataError &e : errors)
            all += e.format() + "\n";
        QVERIFY2(lesson, all.c_str());
        QCOMPARE(lesson->steps[0].ring[1].dump(), std::string(R"({"to":24})"));
    }

    // A step may ring places no move of it names, beside the expected move's piece: Shikoku's
    // frozen card (a card of the line, {card: 29}) and the discard pile ({place: discard}, a
    // pile of the observation), and Tokaido Duo's pilgrim stop ({to: 24}), which the die pick
    // sets off. The expected move is still the one ringed, and a ring item its piece shows is
    // not a place.
    void ringedPlacesNameWhatNoMoveDoes()
    {
        const std::string shikoku = test::dataDir() + "/games/shikoku/lessons/first_game.yaml";
        auto lesson = read("shikoku", shikoku);
        QVERIFY(lesson);
        LessonRun run(lesson);
        auto placesAt = [&](std::size_t step, const char *expected) {
            QVERIFY(run.resumeAt(step));
            const LessonStep &s = *run.step();
            const std::vector<std::size_t> ringed = ringedMoves(s, run.state());
            QCOMPARE(ringed.size(), std::size_t{1});
            QCOMPARE(run.state().actionToString(run.state().legalActions()[ringed.front()]),
                     s.expect.text);
            Json places = Json::array();
            for (const Json &place : ringedPlaces(s, run.state()))
                places.push(place);
            QCOMPARE(places.dump(), std::string(expected));
        };
        placesAt(0, "[]");
        placesAt(3, R"([{"card":29}])");
        placesAt(4, R"([{"place":"discard"}])");
        placesAt(8, R"([{"card":24}])");
        auto tokaido =
            read("tokaido_duo", test::dataDir() + "/games/tokaido_duo/lessons/first_game.yaml");
        QVERIFY(tokaido);
        run = LessonRun(tokaido);
        placesAt(0, R"([{"to":24}])");
        placesAt(1, "[]");
    }

    void everyGameWithLessons()
    {
        bool shikoku = false, garden = false, hyano = false, tokaido = false;
        for (const Shipped &s : shippedLessons()) {
            shikoku = shikoku || s.game == "shikoku";
            garden = garden || s.game == "garden";
            hyano = hyano || s.game == "hyano";
            tokaido = tokaido || s.game == "tokaido_duo";
        }
        QVERIFY(shikoku);
        QVERIFY(garden);
        QVERIFY(hyano);
        QVERIFY(tokaido);
    }

    void goodFixtureReads()
    {
        auto lesson = read("shikoku", fixture("good.yaml"));
        QVERIFY(lesson);
        QCOMPARE(lesson->steps.size(), std::size_t{1});
        QCOMPARE(lesson->steps[0].ring.size(), std::size_t{1});
        QCOMPARE(lesson->steps[0].ring[0].dump(), std::string(R"({"card":29})"));
        QVERIFY(lesson->explanationFor(0, "play 17"));
        QVERIFY(!lesson->explanationFor(0, "play 1"));
    }

    // Each wrong lesson fails at the line and column of its mistake, naming the key.
    void wrongLessonsFail_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("what");
        QTest::newRow("illegal expected move")
            << "illegal_expect.yaml"
            << ":24:15: lesson.steps[0].expect"
            << "'play 5' is not legal here; legal: play 1, play 17, play 29";
        QTest::newRow("missing language") << "missing_language.yaml"
                                          << ":23:13: lesson.steps[0].text"
                                          << "missing the hu text";
        QTest::newRow("unknown key") << "unknown_key.yaml"
                                     << ":24:7: lesson.steps[0].exepct"
                                     << "unknown key (did you mean 'expect'?)";
        QTest::newRow("learner's move scripted") << "script_at_learners_turn.yaml"
                                                 << ":21:39: lesson.steps[0].others_play[2]"
                                                 << "the learner (seat 0) is to move here";
        QTest::newRow("learner not to move") << "learner_not_to_move.yaml"
                                             << ":21:7: lesson.steps[0]"
                                             << "seat 1 is to move here, not the learner (seat 0)";
        QTest::newRow("illegal explanation") << "illegal_explanation.yaml"
                                             << ":26:9: lesson.steps[0].explain.play 4"
                                             << "'play 4' is not legal here";
        QTest::newRow("explained expected move") << "explained_expected_move.yaml"
                                                 << ":26:9: lesson.steps[0].explain.play 29"
                                                 << "is the move the step expects";
        QTest::newRow("ring role") << "ring_unknown_role.yaml"
                                   << ":22:15: lesson.steps[0].ring[0].pilgrim"
                                   << "'pilgrim' is not a role the moves name here (card, ";
        QTest::newRow("ring value") << "ring_off_the_table.yaml"
                                    << ":22:21: lesson.steps[0].ring[0].card"
                                    << "'99' is nowhere on the table";
        QTest::newRow("ring place") << "ring_no_such_place.yaml"
                                    << ":22:34: lesson.steps[0].ring[1].place"
                                    << "'graveyard' is nowhere on the table";
        QTest::newRow("bad position") << "position_does_not_load.yaml"
                                      << ":7:5: lesson.position"
                                      << "the position does not load: card 15 is in 0 places";
        QTest::newRow("seat past the table") << "seat_past_the_table.yaml"
                                             << ":5:9: lesson.seat"
                                             << "there is no seat 3 at this table (seats 0 to 2)";
    }
    void wrongLessonsFail()
    {
        QFETCH(QString, file);
        QFETCH(QString, where);
        QFETCH(QString, what);
        const std::string path = fixture(file.toStdString());
        DataErrors errors;
        QVERIFY(!readLessonFile(rulesOf("shikoku"), path, errors));
        QVERIFY(!errors.empty());
        std::string all;
        bool found = false;
        for (const DataError &e : errors) {
            const std::string line = e.format();
            all += line + "\n";
            found = found || (line.rfind(path + where.toStdString() + ": ", 0) == 0 &&
                              line.find(what.toStdString()) != std::string::npos);
            // Every problem is a translatable message (the Qt side says it in the user's
            // language).
            QVERIFY(e.text.text() && *e.text.text());
        }
        QVERIFY2(found, all.c_str());
    }
};

QTEST_GUILESS_MAIN(TestLessons)
#include "tst_lessons.moc"
