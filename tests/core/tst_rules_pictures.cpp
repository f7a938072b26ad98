// SPDX-License-Identifier: GPL-3.0-or-later
// The pictures of the how-to-play pages (sim/picture.h, docs/lessons.md): every shipped
// picture reads without an error, has its caption in every language and its position loads
// with the moves it rings legal; every game's pages place pictures that exist, the same in
// every language, and the four the issue names are there; the page splits at its markers;
// deliberately wrong pictures (tests/data/pictures) fail at FILE:LINE:COL and the key.

#include "engine/game_state.h"
#include "sim/picture.h"
#include "test_support.h"
#include "util/text.h"

#include <QtTest>
#include <algorithm>
#include <filesystem>
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

std::string messages(const DataErrors &errors)
{
    std::string out;
    for (const auto &e : errors)
        out += e.format() + "\n";
    return out;
}

std::string fixture(const std::string &name)
{
    return test::fixturesDir() + "/pictures/" + name;
}

std::vector<std::string> placed(const std::string &page)
{
    std::vector<std::string> ids;
    for (const RulesPagePart &part : splitRulesPage(page)) {
        if (!part.pictureId.empty())
            ids.push_back(part.pictureId);
    }
    return ids;
}

} // namespace

class TestRulesPictures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shippedPictureDraws_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("file");
        int count = 0;
        for (const GameEntry &game : test::catalog().games()) {
            for (const std::string &file : rulesPictureFiles(game.folder)) {
                const std::string label = game.id + "/" + fs::path(file).stem().string();
                QTest::newRow(label.c_str()) << test::q(game.id) << test::q(file);
                ++count;
            }
        }
        QVERIFY2(count >= 4, "every game's rules page has pictures");
    }
    void shippedPictureDraws()
    {
        QFETCH(QString, game);
        QFETCH(QString, file);
        DataErrors errors;
        auto picture =
            readRulesPictureFile(rulesOf(game.toStdString()), file.toStdString(), errors);
        QVERIFY2(picture && errors.empty(), messages(errors).c_str());
        for (std::size_t lang = 0; lang < kLanguageCount; ++lang)
            QVERIFY(!picture->caption.at(lang).empty());
        std::string why;
        auto position = picture->position(&why);
        QVERIFY2(position, why.c_str());
        QVERIFY(!position->checkInvariants().size());
        if (!picture->ring.empty()) {
            // The seat shown is to move, and the ring names some of its legal moves.
            QCOMPARE(position->currentPlayer(), picture->seat);
            QVERIFY(!picture->ringed(*position).empty());
        }
    }

    // Each game's pages place pictures it has, the same ones in every language, and every
    // picture of the game is placed.
    void pagesPlaceTheirPictures()
    {
        for (const GameEntry &game : test::catalog().games()) {
            DataErrors errors;
            checkRulesPages(game.folder, errors);
            QVERIFY2(errors.empty(), messages(errors).c_str());
            std::string english;
            QVERIFY(readFile(game.rulesFile("en"), 1 << 20, english) == ReadStatus::Ok);
            std::vector<std::string> ids = placed(english);
            std::vector<std::string> files;
            for (const std::string &file : rulesPictureFiles(game.folder))
                files.push_back(fs::path(file).stem().string());
            std::sort(ids.begin(), ids.end());
            QVERIFY2(ids == files, (game.id + ": every picture placed once").c_str());
        }
        // The pictures issue 34 names.
        for (const auto &[game, id] :
             {std::pair{"hyano", "hyano_matching"}, std::pair{"shikoku", "shikoku_frozen"},
              std::pair{"garden", "garden_jump"}, std::pair{"tokaido_duo", "tokaido_painting"}}) {
            const GameEntry *entry = test::catalog().find(game);
            QVERIFY(entry);
            const auto files = rulesPictureFiles(entry->folder);
            QVERIFY2(std::any_of(files.begin(), files.end(),
                                 [&](const std::string &f) { return fs::path(f).stem() == id; }),
                     id);
        }
    }

    void pageSplitsAtItsMarkers()
    {
        const auto parts = splitRulesPage("# Title\n\nText.\n<!-- picture: one -->\nMore "
                                          "<!-- picture: inline --> text.\n  <!--picture:two-->  "
                                          "\n\n<!-- picture: three -->\n");
        QCOMPARE(parts.size(), std::size_t(5));
        QCOMPARE(parts[0].markdown, std::string("# Title\n\nText.\n"));
        QCOMPARE(parts[1].pictureId, std::string("one"));
        QCOMPARE(parts[1].line, 4);
        // A marker inside a paragraph is not one of its own: left to the text.
        QCOMPARE(parts[2].markdown, std::string("More <!-- picture: inline --> text.\n"));
        QCOMPARE(parts[3].pictureId, std::string("two"));
        QCOMPARE(parts[3].line, 6);
        // (No text run for the blank line between two markers.)
        QCOMPARE(parts[4].pictureId, std::string("three"));
        QCOMPARE(parts[4].line, 8);
        const auto tail = splitRulesPage("<!-- picture: a -->\n\n<!-- picture: b -->");
        QCOMPARE(tail.size(), std::size_t(2));
        QCOMPARE(tail[1].pictureId, std::string("b"));
        QCOMPARE(tail[1].line, 3);
    }

    void wrongPictureFailsAtItsLine_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("key");
        // file, "LINE:COL" of the first error, its key
        QTest::newRow("illegal move") << "illegal_move.yaml"
                                      << "7:7"
                                      << "picture.moves[1]";
        QTest::newRow("seat not to move") << "seat_not_to_move.yaml"
                                          << "5:9"
                                          << "picture.ring";
        QTest::newRow("ring unknown role") << "ring_unknown_role.yaml"
                                           << "5:11"
                                           << "picture.ring[0].banana";
        QTest::newRow("missing language") << "missing_language.yaml"
                                          << "5:12"
                                          << "picture.caption";
        QTest::newRow("unknown key") << "unknown_key.yaml"
                                     << "5:3"
                                     << "picture.colour";
        QTest::newRow("region not a list") << "region_not_names.yaml"
                                           << "5:11"
                                           << "picture.region";
        QTest::newRow("region names no part of the table") << "region_unknown.yaml"
                                                           << "5:22"
                                                           << "picture.region[1]";
        QTest::newRow("position") << "position_does_not_load.yaml"
                                  << "6:5"
                                  << "picture.position";
    }
    void wrongPictureFailsAtItsLine()
    {
        QFETCH(QString, file);
        QFETCH(QString, where);
        QFETCH(QString, key);
        DataErrors errors;
        const std::string path = fixture(file.toStdString());
        QVERIFY(!readRulesPictureFile(rulesOf("garden"), path, errors));
        QVERIFY(!errors.empty());
        const std::string first = errors.front().format();
        QVERIFY2(first.rfind(path + ":" + where.toStdString() + ": " + key.toStdString(), 0) == 0,
                 first.c_str());
    }

    // A ring may name a place of the table as a lesson's step does ({place: discard}, a key of
    // the game's observation): no move is ringed, the place is; a place the table does not
    // have fails at its value.
    void ringNamesAPlace()
    {
        DataErrors errors;
        auto picture = readRulesPictureFile(rulesOf("shikoku"), fixture("place_ring.yaml"), errors);
        QVERIFY2(picture && errors.empty(), messages(errors).c_str());
        auto position = picture->position();
        QVERIFY(position);
        QVERIFY(picture->ringed(*position).empty());
        const std::vector<Json> places = picture->places(*position);
        QCOMPARE(places.size(), std::size_t(1));
        QVERIFY(places[0].find("place") && places[0].find("place")->asString() == "discard");

        const std::string path = fixture("place_nowhere.yaml");
        QVERIFY(!readRulesPictureFile(rulesOf("shikoku"), path, errors));
        QVERIFY(!errors.empty());
        const std::string first = errors.front().format();
        QVERIFY2(first.rfind(path + ":5:18: picture.ring[0].place", 0) == 0, first.c_str());
    }

    // A page that places a picture the game does not have, or other pictures than the English
    // page: an error at the marker's line, or at the page.
    void wrongPagesFail()
    {
        const std::string folder = fixture("game");
        DataErrors errors;
        checkRulesPages(folder, errors);
        std::string all = messages(errors);
        QCOMPARE(errors.size(), std::size_t(2));
        QVERIFY2(errors[0].format().rfind(folder + "/rules/en.md:5:1: picture", 0) == 0,
                 all.c_str());
        QVERIFY2(errors[0].message.find("'missing'") != std::string::npos, all.c_str());
        QVERIFY2(errors[1].format().rfind(folder + "/rules/ja.md:1:1: picture", 0) == 0,
                 all.c_str());
    }
};

QTEST_MAIN(TestRulesPictures)
#include "tst_rules_pictures.moc"
