// SPDX-License-Identifier: GPL-3.0-or-later
// The data layer against malformed and hostile input: every problem must come back as a
// FILE:LINE:COL error naming the key, never as a crash, a hang or a silently wrong game.
#include "data/document_loader.h"
#include "data/yaml_reader.h"
#include "engine/rules_registry.h"
#include "test_support.h"
#include "util/text.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <chrono>
#include <fstream>

using namespace kotatsu;

namespace {

// A complete Shikoku game file with known line numbers; deck.yaml and pilgrims.yaml are
// copied from the shipped game.
const char *kBaseGame = R"(game:
  id: shikoku
  rules_engine: shikoku
  credits: {en: C, es: C, fr: C, ja: C, hu: C}
  name: {en: S, es: S, fr: S, ja: S, hu: S}
  tagline: {en: T, es: T, fr: T, ja: T, hu: T}
  players: {min: 3, max: 8}
include: [deck.yaml, pilgrims.yaml]
rules:
  steps_to_pagoda: 33
  start_step: 1
  setup_move: true
  hand_size: 3
  frozen_positions:
    by_players: {3: [1], 4: [1], default: [1, N-2]}
  winner_positions:
    by_players: {3: {top: [2]}, 4: {top: [2]}, default: {top: [2], bottom: [2]}}
  rotate_lowest_to_end: true
  refill: {last_player_source: deck, others_source: previous_line, leftover: discard}
  on_empty_deck: reshuffle_discard
  overshoot: cap
  tie_mode: levels
)";

std::vector<std::string> formatted(const DataErrors &errors, const std::string &prefixToStrip)
{
    std::vector<std::string> out;
    for (const auto &e : errors) {
        std::string line = e.format();
        if (line.rfind(prefixToStrip, 0) == 0)
            line = line.substr(prefixToStrip.size());
        out.push_back(line);
    }
    return out;
}

// The DataError templates each catalog translates (translations/kotatsu_<language>.ts).
const QSet<QString> &translatedTemplates(const QString &language)
{
    static QHash<QString, QSet<QString>> cache;
    auto it = cache.find(language);
    if (it != cache.end())
        return *it;
    QSet<QString> found;
    QFile file(QStringLiteral(KOTATSU_SOURCE_DIR "/translations/kotatsu_%1.ts").arg(language));
    if (file.open(QIODevice::ReadOnly)) {
        QXmlStreamReader xml(&file);
        QString context, source;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation") &&
                       context == QLatin1String("DataError")) {
                const bool finished = xml.attributes().value(QLatin1String("type")).isEmpty();
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (finished && !text.trimmed().isEmpty())
                    found.insert(source);
            }
        }
    }
    return *cache.insert(language, found);
}

// What keeps an error from being said in every language: a message without its template
// (English built in place), or a template (or a word among its arguments) that a catalog
// does not translate. Empty when there is none.
QString untranslated(const DataMessage &message)
{
    const QString text = QString::fromUtf8(message.text());
    if (text.isEmpty())
        return QStringLiteral("no template");
    for (const QString &language :
         {QStringLiteral("es"), QStringLiteral("fr"), QStringLiteral("ja"), QStringLiteral("hu")}) {
        if (!translatedTemplates(language).contains(text))
            return QStringLiteral("“%1” is not translated in %2").arg(text, language);
    }
    for (const DataArg &arg : message.args()) {
        if (arg.message) {
            const QString problem = untranslated(*arg.message);
            if (!problem.isEmpty())
                return problem;
        }
    }
    return {};
}
QString untranslated(const DataErrors &errors)
{
    QStringList problems;
    for (const DataError &e : errors) {
        if (e.message != e.text.english())
            problems << QString::fromStdString(e.format()) + QStringLiteral(": not its template");
        else if (const QString problem = untranslated(e.text); !problem.isEmpty())
            problems << QString::fromStdString(e.format()) + QStringLiteral(": ") + problem;
    }
    return problems.join(QLatin1Char('\n'));
}

QString joined(const std::vector<std::string> &lines)
{
    QStringList list;
    for (const auto &l : lines)
        list << QString::fromStdString(l);
    return list.join(QLatin1Char('\n'));
}

class GameFolder
{
public:
    GameFolder()
    {
        const std::string shipped = test::dataDir() + "/games/shikoku/";
        QFile::copy(QString::fromStdString(shipped + "deck.yaml"),
                    m_dir.filePath(QStringLiteral("deck.yaml")));
        QFile::copy(QString::fromStdString(shipped + "pilgrims.yaml"),
                    m_dir.filePath(QStringLiteral("pilgrims.yaml")));
    }
    std::string path(const char *name) const
    {
        return m_dir.filePath(QLatin1String(name)).toStdString();
    }
    void write(const char *name, const std::string &text) const
    {
        std::ofstream(path(name), std::ios::binary) << text;
    }
    // Loads game.yaml through the same path the catalog uses.
    std::vector<std::string> loadGame() const
    {
        DataErrors errors;
        if (auto document = loadGameDocument(path("game.yaml"), errors))
            buildGameDefinition(*document, nullptr, errors);
        m_errors = errors;
        return formatted(errors, m_dir.path().toStdString() + "/");
    }
    // The errors of the last loadGame().
    const DataErrors &errors() const { return m_errors; }

private:
    QTemporaryDir m_dir;
    mutable DataErrors m_errors;
};

} // namespace

class TestDataLayer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void baseGameIsValid()
    {
        GameFolder folder;
        folder.write("game.yaml", kBaseGame);
        QCOMPARE(joined(folder.loadGame()), QString());
    }

    // Each row edits one line of the base game and lists the exact errors expected.
    void schemaErrors_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QStringList>("expected");
        auto row = [](const char *name, const char *from, const char *to,
                      std::initializer_list<const char *> errors) {
            QStringList list;
            for (const char *e : errors)
                list << QString::fromUtf8(e);
            QTest::newRow(name) << QString::fromUtf8(from) << QString::fromUtf8(to) << list;
        };
        row("wrong type", "hand_size: 3", "hand_size: three",
            {"game.yaml:13:14: rules.hand_size: expected a whole number, found 'three'"});
        row("quoted number is text", "hand_size: 3", "hand_size: \"3\"",
            {"game.yaml:13:14: rules.hand_size: expected a whole number, found '3'"});
        row("out of range", "hand_size: 3", "hand_size: 12",
            {"game.yaml:13:14: rules.hand_size: 12 is out of range (1 to 8)"});
        row("misspelt key", "hand_size: 3", "hand_sise: 3",
            {"game.yaml:10:3: rules.hand_size: missing required key",
             "game.yaml:13:3: rules.hand_sise: unknown key (did you mean 'hand_size'?)"});
        row("not a choice", "overshoot: cap", "overshoot: wrap",
            {"game.yaml:21:14: rules.overshoot: 'wrap' is not one of: cap, bounce"});
        // YAML reads full-width digits as text; the error says how to write the number.
        row("full-width digits", "hand_size: 3", "hand_size: ３",
            {"game.yaml:13:14: rules.hand_size: expected a whole number, found '３' (write it "
             "with the digits 0 to 9: 3)"});
        row("boolean", "setup_move: true", "setup_move: yes",
            {"game.yaml:12:15: rules.setup_move: expected true or false, found 'yes'"});
        row("unknown rules engine", "rules_engine: shikoku", "rules_engine: chess",
            {"game.yaml:3:17: game.rules_engine: unknown rules engine 'chess' (known: "});
        row("missing language", "name: {en: S, es: S, fr: S, ja: S, hu: S}",
            "name: {en: S, es: S, fr: S, ja: S}",
            {"game.yaml:5:9: game.name: missing the hu text (every language is required)"});
        row("unknown language", "name: {en: S, es: S, fr: S, ja: S, hu: S}",
            "name: {en: S, es: S, fr: S, ja: S, hu: S, de: S}",
            {"game.yaml:5:45: game.name.de: unknown language (expected en, es, fr, ja or hu)"});
        row("start above pagoda", "start_step: 1", "start_step: 40",
            {"game.yaml:11:15: rules.start_step: the start step must lie below the pagoda "
             "(steps_to_pagoda)"});
        row("frozen index outside the line", "default: [1, N-2]}", "default: [1, 6]}",
            {"game.yaml:15:47: rules.frozen_positions.by_players.default[1]: index 6 lies "
             "outside the line of 5 cards",
             "game.yaml:15:47: rules.frozen_positions.by_players.default[1]: index 6 lies "
             "outside the line of 6 cards"});
        row("frozen expression", "default: [1, N-2]}", "default: [1, M-2]}",
            {"game.yaml:15:47: rules.frozen_positions.by_players.default[1]: expected a line "
             "index (0 = lowest card) or N-k (k-th from the right), found 'M-2'",
             "game.yaml:15:47: rules.frozen_positions.by_players.default[1]: expected a line "
             "index (0 = lowest card) or N-k (k-th from the right), found 'M-2'",
             "game.yaml:15:47: rules.frozen_positions.by_players.default[1]: expected a line "
             "index (0 = lowest card) or N-k (k-th from the right), found 'M-2'",
             "game.yaml:15:47: rules.frozen_positions.by_players.default[1]: expected a line "
             "index (0 = lowest card) or N-k (k-th from the right), found 'M-2'"});
        row("winner place beyond players", "3: {top: [2]}", "3: {top: [4]}",
            {"game.yaml:17:28: rules.winner_positions.by_players.3.top[0]: 4 is out of range "
             "(1 to 3)"});
        row("no player range covers", "players: {min: 3, max: 8}", "players: {min: 3, max: 9}",
            {"game.yaml:7:12: game.players: Shikoku supports 2 to 8 players",
             "deck.yaml:4:11: deck.values: 33 cards cannot deal 3-card hands (rules.hand_size) "
             "and a line to 9 players (game.players.max): 36 cards needed",
             "pilgrims.yaml:3:3: pilgrims: one pilgrim colour is needed per player: 9 players, 8 "
             "pilgrims"});
        // game.computer: the agents of the strength levels, checked when the game loads.
        row("unknown level agent", "players: {min: 3, max: 8}",
            "players: {min: 3, max: 8}\n  computer: {easy: heuristic, normal: "
            "\"ismcts:iterations=10\", strong: bogus}",
            {"game.yaml:8:71: game.computer.strong: unknown agent 'bogus'"});
        row("level agent with a bad option", "players: {min: 3, max: 8}",
            "players: {min: 3, max: 8}\n  computer: {easy: heuristic, normal: "
            "\"ismcts:iterations=x\", strong: heuristic}",
            {"game.yaml:8:39: game.computer.normal: bad value in agent option 'iterations=x'"});
        row("a rules seat is no level", "players: {min: 3, max: 8}",
            "players: {min: 3, max: 8}\n  computer: {easy: automa, normal: heuristic, strong: "
            "heuristic}",
            {"game.yaml:8:20: game.computer.easy: 'automa' is a seat the game's rules play"});
        // The lab's quick search may be left out (the other rows do), but a bad one is an
        // error at its key.
        row("quick search with a bad option", "players: {min: 3, max: 8}",
            "players: {min: 3, max: 8}\n  computer: {easy: heuristic, normal: heuristic, strong: "
            "heuristic, quick: \"ismcts:dept=4\"}",
            {"game.yaml:8:76: game.computer.quick: unknown agent option 'dept'"});
        row("level missing", "players: {min: 3, max: 8}",
            "players: {min: 3, max: 8}\n  computer: {easy: heuristic, normal: heuristic}",
            {"game.yaml:8:13: game.computer.strong: "});
        // game.rules_seat: the words of the seat a game's rules play, a name and optional
        // sentences, each in every language.
        row("rules seat without a name", "players: {min: 3, max: 8}",
            "players: {min: 3, max: 8}\n  rules_seat: {offer: {en: A, es: A, fr: A, ja: A, "
            "hu: A}}",
            {"game.yaml:8:15: game.rules_seat.name: missing required key"});
        row("rules seat sentence missing a language", "players: {min: 3, max: 8}",
            "players: {min: 3, max: 8}\n  rules_seat: {name: {en: A, es: A, fr: A, ja: A, hu: "
            "A}, solo: {en: A, es: A, fr: A, ja: A}}",
            {"game.yaml:8:65: game.rules_seat.solo: missing the hu text (every language is "
             "required)"});
        row("rules seat misspelt", "players: {min: 3, max: 8}",
            "players: {min: 3, max: 8}\n  rules_seat: {name: {en: A, es: A, fr: A, ja: A, hu: "
            "A}, sollo: {en: A}}",
            {"game.yaml:8:59: game.rules_seat.sollo: unknown key (did you mean 'solo'?)"});
        row("missing include", "include: [deck.yaml, pilgrims.yaml]",
            "include: [deck.yaml, pilgrims.yaml, extra.yaml]",
            {"game.yaml:8:37: include[2]: included file 'extra.yaml' not found"});
        row("include escaping the folder", "include: [deck.yaml, pilgrims.yaml]",
            "include: [deck.yaml, ../pilgrims.yaml]",
            {"game.yaml:8:22: include[1]: '../pilgrims.yaml' must be a .yaml file inside the "
             "game folder (no '..', no absolute path)"});
        row("include redefines a key", "include: [deck.yaml, pilgrims.yaml]",
            "include: [deck.yaml, pilgrims.yaml, deck.yaml]",
            {"game.yaml:8:37: include[2]: 'deck.yaml' is included twice"});
    }
    void schemaErrors()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QStringList, expected);
        std::string text = kBaseGame;
        const std::string f = from.toStdString();
        const auto at = text.find(f);
        QVERIFY2(at != std::string::npos, qPrintable(from));
        text.replace(at, f.size(), to.toStdString());
        GameFolder folder;
        folder.write("game.yaml", text);
        const auto errors = folder.loadGame();
        QCOMPARE(static_cast<int>(errors.size()), static_cast<int>(expected.size()));
        for (int i = 0; i < expected.size(); ++i) {
            const QString got = QString::fromStdString(errors[static_cast<std::size_t>(i)]);
            QVERIFY2(got.startsWith(expected[i]),
                     qPrintable(QStringLiteral("got      %1\nexpected %2").arg(got, expected[i])));
        }
        // Each is said in the user's language too (no English left in place).
        const QString english = untranslated(folder.errors());
        QVERIFY2(english.isEmpty(), qPrintable(english));
    }

    void deckTooSmallForPlayers()
    {
        GameFolder folder;
        folder.write("game.yaml", kBaseGame);
        std::string deck = "deck:\n  values: [1, 20]\n  sandals_table_is_placeholder: true\n"
                           "  sandals: {";
        for (int v = 1; v <= 20; ++v)
            deck += std::to_string(v) + ": 1" + (v < 20 ? ", " : "}\n");
        folder.write("deck.yaml", deck);
        const auto errors = folder.loadGame();
        QCOMPARE(joined(errors),
                 QStringLiteral("deck.yaml:2:11: deck.values: 20 cards cannot deal 3-card hands "
                                "(rules.hand_size) and a line to 8 players "
                                "(game.players.max): 32 cards needed"));
        QVERIFY2(untranslated(folder.errors()).isEmpty(),
                 qPrintable(untranslated(folder.errors())));
    }

    void includedFileErrorsNameThatFile()
    {
        GameFolder folder;
        folder.write("game.yaml", kBaseGame);
        std::string deck;
        readFile(test::dataDir() + "/games/shikoku/deck.yaml", 1 << 20, deck);
        deck.replace(deck.find("    7: 1"), 8, "    7: 0");
        folder.write("deck.yaml", deck);
        QCOMPARE(joined(folder.loadGame()),
                 QStringLiteral("deck.yaml:16:8: deck.sandals.7: 0 is out of range (1 to 12)"));
        QVERIFY2(untranslated(folder.errors()).isEmpty(),
                 qPrintable(untranslated(folder.errors())));
    }

    // Hostile or broken YAML: bounded, positioned, never a crash or a hang.
    void yamlErrors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("syntax")
            << QByteArray("a: [1, 2\nb: 3\n")
            << QStringLiteral("f.yaml:2:2: YAML syntax error: end of sequence flow not found");
        QTest::newRow("duplicate key")
            << QByteArray("a: 1\nb: 2\na: 3\n")
            << QStringLiteral("f.yaml:3:1: duplicate key 'a' (first at line 1)");
        QTest::newRow("deep flow nesting")
            << QByteArray(200, '[')
            << QStringLiteral("f.yaml:1:17: nesting is too deep (more than 32 levels)");
        QByteArray block;
        for (int i = 0; i < 60; ++i)
            block += QByteArray(i * 2, ' ') + "k:\n";
        QTest::newRow("deep block nesting")
            << block << QStringLiteral("f.yaml:33:65: nesting is too deep (more than 32 levels)");
        QByteArray laughs = "a: &a [x, x, x, x, x, x, x, x, x, x]\n";
        for (char c = 'b'; c <= 'j'; ++c) {
            laughs += QByteArray(1, c) + ": &" + c + " [";
            for (int i = 0; i < 10; ++i)
                laughs += QByteArray("*") + static_cast<char>(c - 1) + (i < 9 ? ", " : "]\n");
        }
        QTest::newRow("billion laughs") << laughs << QStringLiteral("f.yaml:5:");
        QTest::newRow("tags")
            << QByteArray("a: !!python/object:os.system x\n")
            << QStringLiteral("f.yaml:1:4: tags such as "
                              "'tag:yaml.org,2002:python/object:os.system' are not supported");
        QTest::newRow("two documents")
            << QByteArray("a: 1\n---\nb: 2\n")
            << QStringLiteral("f.yaml:3:1: a data file holds one YAML document, found a second");
        QTest::newRow("not utf-8")
            << QByteArray("a: \xff\xfe\n")
            << QStringLiteral("f.yaml:1:4: file is not valid UTF-8 (byte 3)");
        QTest::newRow("nul byte") << QByteArray("a: 1\n\0b: 2\n", 11)
                                  << QStringLiteral("f.yaml:2:1: file contains a NUL byte");
        QTest::newRow("empty") << QByteArray("") << QStringLiteral("f.yaml:1:1: file is empty");
        QTest::newRow("too large")
            << QByteArray(1024 * 1024 + 1, 'a')
            << QStringLiteral("f.yaml: file is too large (1048577 bytes; the limit is 1048576)");
        QTest::newRow("unknown alias")
            << QByteArray("a: *nothing\n")
            << QStringLiteral(
                   "f.yaml:1:4: YAML syntax error: the referenced anchor is not defined");
        QTest::newRow("self alias")
            << QByteArray("a: &x [1, *x]\n")
            << QStringLiteral("f.yaml:1:11: alias refers to an anchor that is not complete yet");
        QByteArray wide = "a: [";
        for (int i = 0; i < 5000; ++i)
            wide += "1,";
        wide += "1]\n";
        QTest::newRow("long list")
            << wide << QStringLiteral("f.yaml:1:8197: list is too long (more than 4096 items)");
    }
    void yamlErrors()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        DataErrors errors;
        const auto start = std::chrono::steady_clock::now();
        auto node =
            readYamlText(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                         "f.yaml", errors);
        QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(5));
        QVERIFY(!node);
        QCOMPARE(static_cast<int>(errors.size()), 1);
        const QString english = untranslated(errors);
        QVERIFY2(english.isEmpty(), qPrintable(english));
        const QString got = QString::fromStdString(errors[0].format());
        QVERIFY2(got.startsWith(expected),
                 qPrintable(QStringLiteral("got      %1\nexpected %2").arg(got, expected)));
    }

    // Random mutations of a valid file never crash the reader or the schema (a small,
    // deterministic fuzz run; a crash fails the whole test binary).
    void mutationsNeverCrash()
    {
        GameFolder folder;
        const std::string base = kBaseGame;
        Rng rng(12345);
        const std::string alphabet = " :-[]{},&*!|>'\"#\n\t0123456789abcxyzN";
        for (int round = 0; round < 3000; ++round) {
            std::string text = base;
            const int edits = 1 + static_cast<int>(rng.below(4));
            for (int e = 0; e < edits; ++e) {
                const std::size_t at = rng.below(static_cast<std::uint32_t>(text.size()));
                switch (rng.below(3)) {
                case 0:
                    text[at] = alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))];
                    break;
                case 1:
                    text.insert(at, 1,
                                alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))]);
                    break;
                default:
                    text.erase(at, 1 + rng.below(8));
                    break;
                }
            }
            folder.write("game.yaml", text);
            folder.loadGame();
        }
    }

    void variantErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        const QString header = QStringLiteral(
            "variant:\n  base: shikoku\n  name: {en: V, es: V, fr: V, ja: V, hu: V}\n"
            "  description: {en: D, es: D, fr: D, ja: D, hu: D}\n");
        QTest::newRow("ok") << header + QStringLiteral("rules: {hand_size: 2}\n") << QString();
        QTest::newRow("unknown key")
            << header + QStringLiteral("rules: {hand_sizes: 2}\n")
            << QStringLiteral(
                   "v.yaml:5:9: rules.hand_sizes: unknown key (did you mean 'hand_size'?)");
        QTest::newRow("bad value")
            << header + QStringLiteral("rules:\n  tie_mode: coin_flip\n")
            << QStringLiteral(
                   "v.yaml:6:13: rules.tie_mode: 'coin_flip' is not one of: levels, arrival_order");
        QTest::newRow("identity")
            << header + QStringLiteral("game: {id: other}\n")
            << QStringLiteral("v.yaml:5:8: game.id: a variant may only override game.players");
        QTest::newRow("unknown base")
            << QString(header).replace(QStringLiteral("base: shikoku"),
                                       QStringLiteral("base: chess"))
            << QStringLiteral("v.yaml:1:1: variant.base: unknown base game 'chess'");
        QTest::newRow("no header")
            << QStringLiteral("rules: {hand_size: 2}\n")
            << QStringLiteral("v.yaml:1:1: variant: a variant file starts with a 'variant:' block "
                              "naming its base game");
        QTest::newRow("missing language")
            << QString(header).replace(QStringLiteral(", hu: D}"), QStringLiteral("}"))
            << QStringLiteral("v.yaml:4:16: variant.description: missing the hu text (every "
                              "language is required)");
        QTest::newRow("too many cards for players")
            << header + QStringLiteral("rules: {hand_size: 4}\n")
            << QStringLiteral("shikoku/deck.yaml:4:11: deck.values: 33 cards cannot deal 4-card "
                              "hands");
    }
    void variantErrors()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("v.yaml")).toStdString();
        std::ofstream(path) << text.toStdString();
        VariantEntry entry = test::catalog().loadVariant(path);
        auto errors = formatted(entry.errors, dir.path().toStdString() + "/");
        const QString english = untranslated(entry.errors);
        QVERIFY2(english.isEmpty(), qPrintable(english));
        if (expected.isEmpty()) {
            QCOMPARE(joined(errors), QString());
            QVERIFY(entry.definition);
            return;
        }
        QVERIFY(!entry.definition);
        QVERIFY(!errors.empty());
        const QString got = QString::fromStdString(errors[0]);
        QVERIFY2(got.contains(expected),
                 qPrintable(QStringLiteral("got      %1\nexpected %2").arg(got, expected)));
    }
};

QTEST_GUILESS_MAIN(TestDataLayer)
#include "tst_data_layer.moc"
