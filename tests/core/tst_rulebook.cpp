// SPDX-License-Identifier: GPL-3.0-or-later
// The rulebook is in the repository (docs/rulebook.md): every game folder data/games/<id> (and
// tests/<tree>/data/games/<id>, a tree of game folders such as tests/fifth_game) has a
// spec.md; every section citation ("shikoku spec §4.2", "tokaido_duo §8.1", "garden ¶23") in core/,
// app/, qml/, tests/, data/ and docs/ names a section that exists in the right game's spec.md;
// every open point of a spec names the data key that holds it, and that key exists in the game's
// data with the value the spec gives as its default.
//
// This file writes the section sign as "\xC2\xA7" and the pilcrow as "\xC2\xB6" so that its own
// examples are not read as citations.

#include "data/document_loader.h"
#include "data/key_path.h"
#include "test_support.h"

#include <QtTest>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace kotatsu;
namespace fs = std::filesystem;

namespace {

const std::string kSection = "\xC2\xA7";   // the section sign
const std::string kParagraph = "\xC2\xB6"; // the pilcrow

std::string readText(const fs::path &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

std::vector<std::string> splitLines(const std::string &text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

// Lower case without '_' and '-': "TokaidoDuo", "tokaido-duo" and "tokaido_duo" all read
// "tokaidoduo".
std::string squashed(std::string_view text)
{
    std::string out;
    for (char c : text)
        if (c != '_' && c != '-')
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// One game's rulebook, as the checks read it.
struct Spec
{
    std::set<std::string> sections;   // "4", "4.2", "16.28", and pilcrow + "23" for sentences
    std::set<std::string> openPoints; // the numbered items of the "Open points" section
    std::set<std::string> withData;   // those of them that say "**Data:**"
    struct DataKey
    {
        std::string key;
        std::optional<std::string> value;
        int line = 0;
    };
    std::vector<DataKey> dataKeys;
};

// Sections are headings that start with their number ("### 4.3 Phase 3", "## 7. Parameters")
// and items that start with it in bold ("- **4.3.4** When the deck ...", and for a source
// sentence the pilcrow and its number in bold).
Spec parseSpec(const std::string &text)
{
    static const std::regex heading(R"(^#{1,6}\s+(\d+(?:\.\d+)*)\.?(?:\s|$))");
    static const std::regex item("^\\s*(?:[-*]\\s+)?\\*\\*(\\d+(?:\\.\\d+)*|" + kParagraph +
                                 "\\d+)\\*\\*");
    static const std::regex keyValue(R"(`([^`]+)`(?:\s*=\s*`([^`]*)`)?)");
    static const std::regex parenthesis(R"(\([^()]*\))");
    Spec spec;
    const auto lines = splitLines(text);
    bool inOpenPoints = false;
    std::string currentItem;
    std::string dataText; // the "**Data:**" text of the current item, gathered over lines
    int dataLine = 0;
    auto flushData = [&] {
        if (dataText.empty())
            return;
        std::string keys = dataText;
        for (std::string before; before != keys;) { // parentheses are comments, not keys
            before = keys;
            keys = std::regex_replace(keys, parenthesis, "");
        }
        for (std::sregex_iterator m(keys.begin(), keys.end(), keyValue), end; m != end; ++m) {
            Spec::DataKey key{(*m)[1].str(), std::nullopt, dataLine};
            if ((*m)[2].matched)
                key.value = (*m)[2].str();
            spec.dataKeys.push_back(key);
        }
        dataText.clear();
    };
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string &line = lines[i];
        std::smatch m;
        const bool isHeading = std::regex_search(line, m, heading) || line.rfind("#", 0) == 0;
        const bool isItem = !isHeading && std::regex_search(line, m, item);
        if (isHeading || isItem || line.find_first_not_of(" \t") == std::string::npos)
            flushData();
        if (isHeading) {
            std::smatch h;
            if (std::regex_search(line, h, heading))
                spec.sections.insert(h[1].str());
            inOpenPoints = line.rfind("## ", 0) == 0 ? line.find("Open points") != std::string::npos
                                                     : inOpenPoints;
            currentItem.clear();
            continue;
        }
        if (isItem) {
            spec.sections.insert(m[1].str());
            currentItem = m[1].str();
            if (inOpenPoints)
                spec.openPoints.insert(currentItem);
        }
        const std::size_t data = line.find("**Data:**");
        if (data != std::string::npos) {
            flushData();
            dataText = line.substr(data + 9);
            dataLine = static_cast<int>(i) + 1;
            if (inOpenPoints && !currentItem.empty())
                spec.withData.insert(currentItem);
        } else if (!dataText.empty() && !isItem) {
            dataText += " " + line;
        }
    }
    flushData();
    return spec;
}

struct Citation
{
    std::string game; // empty: the game could not be told
    std::string section;
    int line = 0;
    std::string text;
};

// The citations of one file. A citation belongs to the game named right before it
// ("tokaido_duo spec §8.1", "hyano §4.1"), which also holds for the citations after it on the
// same line; otherwise to `pathGame`, the game the file's path names.
std::vector<Citation> findCitations(const std::string &text, const std::string &pathGame,
                                    const std::set<std::string> &games)
{
    static const std::regex citation("(?:\\b([A-Za-z][A-Za-z_]*)\\s+(?:spec\\s+|rules\\s+)?)?(" +
                                     kSection + " ?(\\d+(?:\\.\\d+)*)|" + kParagraph + " ?(\\d+))");
    std::vector<Citation> found;
    const auto lines = splitLines(text);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string &line = lines[i];
        if (line.find(kSection) == std::string::npos && line.find(kParagraph) == std::string::npos)
            continue;
        std::string lineGame;
        for (std::sregex_iterator m(line.begin(), line.end(), citation), end; m != end; ++m) {
            if ((*m)[1].matched && games.count((*m)[1].str()))
                lineGame = (*m)[1].str();
            Citation c;
            c.game = !lineGame.empty() ? lineGame : pathGame;
            c.section = (*m)[3].matched ? (*m)[3].str() : kParagraph + (*m)[4].str();
            c.line = static_cast<int>(i) + 1;
            c.text = (*m)[0].str();
            found.push_back(c);
        }
    }
    return found;
}

// The game a path belongs to: the folder after "games/" (data/games/<id>, core/games/<id>,
// qml/games/<Id>), else the one game whose id the path spells (tests/yardstick/garden_
// yardstick.h, docs/tokaido-duo-automa.md). Empty when none or several.
std::string gameOfPath(const std::string &relative, const std::set<std::string> &games)
{
    const fs::path path(relative);
    bool afterGames = false;
    for (const auto &part : path) {
        if (afterGames) {
            for (const auto &game : games)
                if (squashed(part.string()) == squashed(game))
                    return game;
            break;
        }
        afterGames = part == "games";
    }
    std::string only;
    for (const auto &game : games) {
        if (squashed(relative).find(squashed(game)) == std::string::npos)
            continue;
        if (!only.empty())
            return {};
        only = game;
    }
    return only;
}

bool isTextSource(const fs::path &path)
{
    static const std::set<std::string> extensions = {".cpp",   ".h",    ".hpp", ".qml", ".js",
                                                     ".mjs",   ".yaml", ".yml", ".md",  ".txt",
                                                     ".cmake", ".py",   ".sh",  ".in"};
    return extensions.count(path.extension().string()) || path.filename() == "CMakeLists.txt";
}

std::string valueText(const DataNode &node)
{
    if (node.isScalar())
        return node.scalar;
    std::string text = "[";
    for (std::size_t i = 0; i < node.items.size(); ++i)
        text += (i ? ", " : "") + node.items[i].scalar;
    return text + "]";
}

bool isScalarList(const DataNode &node)
{
    return node.isSequence() && std::all_of(node.items.begin(), node.items.end(),
                                            [](const DataNode &n) { return n.isScalar(); });
}

} // namespace

class TestRulebook : public QObject
{
    Q_OBJECT

    fs::path m_source = KOTATSU_SOURCE_DIR;
    std::set<std::string> m_games;
    // Each game's folder data/games/<id>, relative to the source: the shipped games', and
    // those of a game tree the tests keep beside them (tests/fifth_game/data/games/<id>).
    std::map<std::string, std::string> m_folders;
    std::map<std::string, Spec> m_specs;

    // Each problem on its own line (a failure message is cut short), then their count.
    QString report(const std::vector<std::string> &problems)
    {
        for (const auto &p : problems)
            qWarning("%s", p.c_str());
        return QString::fromStdString(std::to_string(problems.size()) +
                                      " problem(s), listed above");
    }

private Q_SLOTS:
    void initTestCase()
    {
        std::vector<fs::path> roots = {m_source};
        for (const auto &entry : fs::directory_iterator(m_source / "tests"))
            if (fs::is_directory(entry.path() / "data" / "games"))
                roots.push_back(entry.path());
        for (const fs::path &root : roots)
            for (const auto &entry : fs::directory_iterator(root / "data" / "games"))
                if (entry.is_directory()) {
                    const std::string game = entry.path().filename().string();
                    m_games.insert(game);
                    m_folders[game] = fs::relative(entry.path(), m_source).generic_string();
                }
        QVERIFY(m_games.size() >= 4);
        for (const auto &game : m_games) {
            const fs::path spec = m_source / m_folders[game] / "spec.md";
            if (fs::exists(spec))
                m_specs[game] = parseSpec(readText(spec));
        }
    }

    // The checks themselves find what they must: a section that is missing, a citation whose
    // game cannot be told, an open point without its data key.
    void checksCanFail()
    {
        const Spec spec = parseSpec("# T\n\n## 4. Round\n\n### 4.2 Climb\n\n- **4.2.1** Frozen.\n"
                                    "- **\xC2\xB6"
                                    "7** A sentence.\n\n## 8. Open points\n\n"
                                    "- **8.1** One. **Data:** `rules.a` = `1`; `rules.b` (a\n"
                                    "  `comment`).\n- **8.2** Two, no key.\n");
        QCOMPARE(spec.sections, (std::set<std::string>{"4", "4.2", "4.2.1",
                                                       "\xC2\xB6"
                                                       "7",
                                                       "8", "8.1", "8.2"}));
        QCOMPARE(spec.openPoints, (std::set<std::string>{"8.1", "8.2"}));
        QCOMPARE(spec.withData, (std::set<std::string>{"8.1"}));
        QCOMPARE(static_cast<int>(spec.dataKeys.size()), 2);
        QCOMPARE(spec.dataKeys[0].key, std::string("rules.a"));
        QCOMPARE(spec.dataKeys[0].value.value_or("?"), std::string("1"));
        QCOMPARE(spec.dataKeys[1].key, std::string("rules.b"));
        QVERIFY(!spec.dataKeys[1].value);

        const std::set<std::string> games = {"hyano", "tokaido_duo"};
        const auto found = findCitations("// see \xC2\xA7"
                                         "4.2 and \xC2\xA7"
                                         "9.9\n"
                                         "// tokaido_duo spec \xC2\xA7"
                                         "8.1, \xC2\xA7"
                                         "8.2; \xC2\xB6"
                                         "3\n",
                                         "hyano", games);
        QCOMPARE(static_cast<int>(found.size()), 5);
        QCOMPARE(found[0].game + " " + found[0].section, std::string("hyano 4.2"));
        QCOMPARE(found[1].game + " " + found[1].section, std::string("hyano 9.9"));
        QCOMPARE(found[2].game + " " + found[2].section, std::string("tokaido_duo 8.1"));
        QCOMPARE(found[3].game + " " + found[3].section, std::string("tokaido_duo 8.2"));
        QCOMPARE(found[4].section, std::string("\xC2\xB6"
                                               "3"));
        QVERIFY(spec.sections.count(found[0].section));
        QVERIFY(!spec.sections.count(found[1].section)); // a missing section is seen as missing

        QCOMPARE(gameOfPath("qml/games/TokaidoDuo/tests/tst_x.qml", games),
                 std::string("tokaido_duo"));
        QCOMPARE(gameOfPath("tests/yardstick/hyano_yardstick.h", games), std::string("hyano"));
        QCOMPARE(gameOfPath("docs/tokaido-duo-automa.md", games), std::string("tokaido_duo"));
        QCOMPARE(gameOfPath("tests/core/tst_schema.cpp", games), std::string());
        QCOMPARE(gameOfPath("docs/hyano-vs-tokaido-duo.md", games), std::string());
    }

    // Every game folder carries its rulebook, and the rulebook has its open points.
    void everyGameHasItsSpec()
    {
        std::vector<std::string> problems;
        for (const auto &game : m_games) {
            const auto it = m_specs.find(game);
            if (it == m_specs.end()) {
                problems.push_back(m_folders[game] + "/spec.md is missing");
                continue;
            }
            if (it->second.openPoints.empty())
                problems.push_back(m_folders[game] +
                                   "/spec.md has no numbered items under an \"Open points\" "
                                   "heading");
        }
        QVERIFY2(problems.empty(), qPrintable(report(problems)));
    }

    // Every section (and source sentence) cited in the code, tests, data and documents names a
    // section of the right game's spec.md.
    void everyCitationResolves()
    {
        std::vector<std::string> problems;
        int checked = 0;
        for (const char *root : {"core", "app", "qml", "tests", "data", "docs"}) {
            if (!fs::exists(m_source / root))
                continue;
            for (const auto &entry : fs::recursive_directory_iterator(m_source / root)) {
                if (!entry.is_regular_file() || !isTextSource(entry.path()))
                    continue;
                const std::string text = readText(entry.path());
                if (text.find(kSection) == std::string::npos &&
                    text.find(kParagraph) == std::string::npos)
                    continue;
                const std::string relative = fs::relative(entry.path(), m_source).generic_string();
                if (relative == "docs/rulebook.md") // it quotes the forms as examples
                    continue;
                for (const Citation &c :
                     findCitations(text, gameOfPath(relative, m_games), m_games)) {
                    const std::string where =
                        relative + ":" + std::to_string(c.line) + ": \"" + c.text + "\"";
                    ++checked;
                    if (c.game.empty()) {
                        problems.push_back(where + ": which game? Name it (\"tokaido_duo spec " +
                                           kSection + "8.1\"), see docs/rulebook.md");
                        continue;
                    }
                    const auto spec = m_specs.find(c.game);
                    if (spec == m_specs.end() || !spec->second.sections.count(c.section))
                        problems.push_back(where + ": no section " + c.section + " in " +
                                           m_folders[c.game] + "/spec.md");
                }
            }
        }
        QVERIFY2(problems.empty(), qPrintable(report(problems)));
        QVERIFY(checked > 100); // the scan did read the sources
    }

    // Every open point names its data key (or says "**Data:** none"), and every key a spec
    // names exists in the game's data, with the value the spec gives as its default.
    void openPointsNameTheirData()
    {
        std::vector<std::string> problems;
        for (const auto &[game, spec] : m_specs) {
            const std::string file = m_folders.at(game) + "/spec.md";
            for (const auto &point : spec.openPoints)
                if (!spec.withData.count(point))
                    problems.push_back(file + ": open point " + point +
                                       " names no data key (write \"**Data:** `key` = `default`\" "
                                       "or \"**Data:** none\")");
            DataErrors errors;
            const auto root =
                loadGameDocument((m_source / m_folders.at(game) / "game.yaml").string(), errors);
            if (!root) {
                problems.push_back(m_folders.at(game) + "/game.yaml does not load");
                continue;
            }
            for (const auto &key : spec.dataKeys) {
                const std::string where =
                    file + ":" + std::to_string(key.line) + ": `" + key.key + "`";
                const auto path = parseKeyPath(key.key);
                const DataNode *node = path ? root->at(*path) : nullptr;
                if (!node) {
                    problems.push_back(where + " is not in the game's data");
                    continue;
                }
                if (!key.value)
                    continue;
                if (!node->isScalar() && !isScalarList(*node))
                    problems.push_back(where + " is not a value or a list of values: name it "
                                               "without a default");
                else if (valueText(*node) != *key.value)
                    problems.push_back(where + " is " + valueText(*node) +
                                       " in the data, the spec says " + *key.value);
            }
        }
        QVERIFY2(problems.empty(), qPrintable(report(problems)));
    }
};

QTEST_GUILESS_MAIN(TestRulebook)
#include "tst_rulebook.moc"
