// SPDX-License-Identifier: GPL-3.0-or-later
// Editable documents: spans of every value, text splices that keep everything outside the
// edit, structural edits, and variant files written as the difference to their base game.
#include "data/data_document.h"
#include "data/document_loader.h"
#include "data/variant_merge.h"
#include "data/yaml_emitter.h"
#include "data/yaml_reader.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <random>

using namespace kotatsu;
namespace fs = std::filesystem;

namespace {

std::vector<std::string> shippedYamlFiles()
{
    std::vector<std::string> files;
    for (const auto &entry : fs::recursive_directory_iterator(test::dataDir())) {
        // Rules scenarios (docs/scenarios.md) are test data, not edited: their expectations
        // keys are key paths ("players[0].pilgrim"), which a key path cannot name. Lessons
        // (docs/lessons.md) are not edited by the rules editor either, and their long texts
        // in five languages would add about a tenth to this test's splices.
        const fs::path folder = entry.path().parent_path().filename();
        if (entry.is_regular_file() && entry.path().extension() == ".yaml" &&
            folder != "scenarios" && folder != "lessons")
            files.push_back(entry.path().string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

DataDocument load(const std::string &path)
{
    DataErrors errors;
    auto document = DataDocument::fromFile(path, errors);
    for (const auto &e : errors)
        qWarning("%s", e.format().c_str());
    if (!document)
        qFatal("cannot load %s", path.c_str());
    return std::move(*document);
}

DataDocument parse(const std::string &text)
{
    DataErrors errors;
    auto document = DataDocument::fromText(text, "t.yaml", errors);
    for (const auto &e : errors)
        qWarning("%s", e.format().c_str());
    if (!document)
        qFatal("cannot parse %s", text.c_str());
    return std::move(*document);
}

struct Visited
{
    std::string path;
    const DataNode *node;
    const DataNode::Entry *entry; // when the value of a map entry
};

void walk(const DataNode &node, const std::string &path, const DataNode::Entry *entry,
          std::vector<Visited> &out)
{
    out.push_back({path, &node, entry});
    for (std::size_t i = 0; i < node.items.size(); ++i)
        walk(node.items[i], path + "[" + std::to_string(i) + "]", nullptr, out);
    for (const auto &e : node.entries)
        walk(e.value, path.empty() ? e.key : path + "." + e.key, &e, out);
}

std::vector<Visited> allNodes(const DataNode &root)
{
    std::vector<Visited> out;
    walk(root, "", nullptr, out);
    return out;
}

std::optional<DataNode> read(std::string_view text)
{
    DataErrors errors;
    return readYamlText(text, "span.yaml", errors);
}

// The text of a span re-read on its own, at its column, is the node.
bool spanReadsBack(const DataDocument &document, const DataNode &node, std::string &why)
{
    const std::string_view text = document.textOf(node.span);
    std::size_t lineStart = node.span.begin;
    while (lineStart > 0 && document.text()[lineStart - 1] != '\n')
        --lineStart;
    // A block collection is re-read at its column; a block scalar with its final line break
    // (outside the span).
    const bool collection = node.isMap() || node.isSequence();
    const std::string indented =
        (collection ? std::string(node.span.begin - lineStart, ' ') : std::string()) +
        std::string(text) + (node.span.end < document.text().size() ? "\n" : "");
    auto again = read(indented);
    if (node.isNull()) {
        if (text.empty() || (again && again->isNull()))
            return true;
    } else if (again && sameData(*again, node) &&
               (!node.isScalar() || again->quoted == node.quoted)) {
        return true;
    }
    why = "span text [" + std::string(text) + "]";
    return false;
}

// Replaces every `from` with `to` in a copy.
std::string replaced(std::string text, const std::string &from, const std::string &to)
{
    const auto at = text.find(from);
    if (at != std::string::npos)
        text.replace(at, from.size(), to);
    return text;
}

} // namespace

class TestDataDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shippedFilesAreFound() { QVERIFY(shippedYamlFiles().size() >= 17); }

    // Every value and key of every shipped file: its span's text reads back as itself.
    void spansOfShippedFiles()
    {
        int checked = 0;
        for (const auto &file : shippedYamlFiles()) {
            const DataDocument document = load(file);
            for (const auto &v : allNodes(document.root())) {
                std::string why;
                QVERIFY2(spanReadsBack(document, *v.node, why),
                         (file + ": " + v.path + ": " + why).c_str());
                if (v.entry) {
                    auto key = read(document.textOf(v.entry->keySpan));
                    QVERIFY2(key && key->isScalar() && key->scalar == v.entry->key,
                             (file + ": key of " + v.path).c_str());
                }
                ++checked;
            }
        }
        qInfo("%d values", checked);
        QVERIFY(checked > 900);
    }

    // Splicing every scalar with its own text gives back the file byte for byte.
    void noOpEditsAreByteIdentical()
    {
        for (const auto &file : shippedYamlFiles()) {
            DataDocument document = load(file);
            const std::string original = document.text();
            const auto nodes = allNodes(document.root());
            std::vector<std::string> paths;
            for (const auto &v : nodes) {
                if (v.node->isScalar())
                    paths.push_back(v.path);
            }
            for (const auto &path : paths) {
                const DataNode *node = document.find(path);
                QVERIFY2(node, path.c_str());
                const SourceSpan span = node->span;
                const std::string own(document.textOf(span));
                DataErrors errors;
                QVERIFY2(document.splice(span, own, errors), path.c_str());
            }
            QVERIFY2(document.text() == original, file.c_str());
            // Writing each value again through the editor keeps its bytes where the file
            // already writes it the way the emitter does.
            for (const auto &path : paths) {
                const DataNode *node = document.find(path);
                const std::string own(document.textOf(node->span));
                if (yamlScalar(*node) != own)
                    continue;
                const DataNode copy = *node;
                DataErrors errors;
                QVERIFY2(document.spliceValue(path, copy, errors), path.c_str());
            }
            QVERIFY2(document.text() == original, file.c_str());
        }
    }

    // Editing one value changes exactly the bytes of its span.
    void valueEditChangesOnlyItsSpan()
    {
        int edits = 0;
        for (const auto &file : shippedYamlFiles()) {
            const DataDocument original = load(file);
            for (const auto &v : allNodes(original.root())) {
                if (!v.node->isScalar())
                    continue;
                const bool number = !v.node->quoted && plainReadsAsNonString(v.node->scalar);
                // Values that need quotes, in block and in flow context.
                const DataNode value =
                    number ? DataNode::makeScalar("-12.5")
                           : DataNode::makeString(edits % 2 ? "x: y #z, [w]" : "true");
                DataDocument document = original;
                DataErrors errors;
                QVERIFY2(document.spliceValue(v.path, value, errors), (file + v.path).c_str());
                const SourceSpan span = v.node->span;
                const std::string &before = original.text();
                const std::string &after = document.text();
                const std::size_t tail = before.size() - span.end;
                QVERIFY(after.size() >= span.begin + tail);
                QVERIFY2(after.compare(0, span.begin, before, 0, span.begin) == 0, v.path.c_str());
                QVERIFY2(after.compare(after.size() - tail, tail, before, span.end, tail) == 0,
                         v.path.c_str());
                const DataNode *edited = document.find(v.path);
                QVERIFY(edited && sameData(*edited, value));
                ++edits;
            }
        }
        qInfo("%d edits", edits);
        QVERIFY(edits > 600);
    }

    void spansOfHandMadeValues_data()
    {
        QTest::addColumn<QString>("yaml");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("span");
        auto row = [](const char *name, const char *yaml, const char *path, const char *span) {
            QTest::newRow(name) << QString::fromUtf8(yaml) << QString::fromUtf8(path)
                                << QString::fromUtf8(span);
        };
        row("plain with comment", "a: plain text   # comment\n", "a", "plain text");
        row("plain multi-line", "a: one\n  two\n\n  three\nb: 1\n", "a", "one\n  two\n\n  three");
        row("plain hash inside", "a: x#y # c\n", "a", "x#y");
        row("single quoted", "a: 'it''s' # c\n", "a", "'it''s'");
        row("double quoted", "a: \"q\\\"x\" # c\n", "a", "\"q\\\"x\"");
        row("double quoted over lines", "a: \"one\n  two\"\n", "a", "\"one\n  two\"");
        row("literal", "a: |\n  one\n  two\n\nb: 1\n", "a", "|\n  one\n  two");
        row("folded strip", "a: >- # c\n  one\n  two\nb: 1\n", "a", ">- # c\n  one\n  two");
        row("literal at end without break", "a: |\n  one", "a", "|\n  one");
        row("literal in list", "- |\n  one\n- b\n", "[0]", "|\n  one");
        row("literal in map in list", "- k: |\n    one\n  j: 1\n", "[0].k", "|\n    one");
        row("flow list", "a: [1, [2, 3], {b: c}]  # c\n", "a", "[1, [2, 3], {b: c}]");
        row("flow inner", "a: [1, [2, 3], {b: c}]\n", "a[1]", "[2, 3]");
        row("flow plain", "a: [one two , x]\n", "a[0]", "one two");
        row("flow plain over lines", "a: [one\n  two, x]\n", "a[0]", "one\n  two");
        row("flow map value", "a: {k: v , z: w}\n", "a.k", "v");
        row("flow over lines", "a: {x: 1,\n   y: [1,\n  2]  }  # c\n", "a",
            "{x: 1,\n   y: [1,\n  2]  }");
        row("flow pair", "a: [k: v, c]\n", "a[0]", "k: v");
        row("block map", "a:\n  b: 1\n  c: [2]   # c\nd: 3\n", "a", "b: 1\n  c: [2]");
        row("block list", "a:\n  - 1\n  - x: y\n    z: w\nd: 3\n", "a", "- 1\n  - x: y\n    z: w");
        row("map in list", "a:\n  - x: y\n    z: w\n", "a[0]", "x: y\n    z: w");
        row("nested list", "- - a\n  - b\n- c\n", "[0]", "- a\n  - b");
        row("anchor", "a: &x value\nb: *x\n", "a", "value");
        row("alias", "a: &x value\nb: *x\n", "b", "*x");
        row("anchored map", "a: &m\n  k: v\nb: *m\n", "a", "k: v");
        row("tilde", "a: ~ # c\n", "a", "~");
        row("empty value", "a:\nb: 1\n", "a", "");
        row("empty item", "- \n- x\n", "[0]", "");
        row("empty flow value", "{a: , b: 1}\n", "a", "");
        row("crlf", "a: 1\r\nb: plain\r\n  more\r\nc: x\r\n", "b", "plain\r\n  more");
        row("bom",
            "\xEF\xBB\xBF"
            "a: 1\nb: two\n",
            "b", "two");
        row("utf-8", "a: 四国 # c\nb: x\n", "a", "四国");
    }
    void spansOfHandMadeValues()
    {
        QFETCH(QString, yaml);
        QFETCH(QString, path);
        QFETCH(QString, span);
        const DataDocument document = parse(yaml.toStdString());
        const DataNode *node = document.find(path.toStdString());
        QVERIFY(node);
        QCOMPARE(QString::fromStdString(std::string(document.textOf(node->span))), span);
        if (!node->fromAlias) {
            std::string why;
            QVERIFY2(spanReadsBack(document, *node, why), why.c_str());
        }
    }

    void aliasCopiesAreMarked()
    {
        const DataDocument document = parse("a: &m\n  k: v\nb: *m\n");
        QVERIFY(document.find("b")->fromAlias);
        QVERIFY(!document.find("a")->fromAlias);
        // The copy's children keep the anchored original's spans.
        QCOMPARE(document.find("b.k")->span, document.find("a.k")->span);
    }

    void scalarQuoting_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("quoted");
        QTest::addColumn<QString>("yaml");
        auto row = [](const char *value, bool quoted, const char *yaml) {
            QTest::newRow(value) << QString::fromUtf8(value) << quoted << QString::fromUtf8(yaml);
        };
        row("plain", true, "plain");
        row("3", false, "3");
        row("3", true, "\"3\"");
        row("-1.5", true, "\"-1.5\"");
        row("true", true, "\"true\"");
        row("Yes", true, "\"Yes\"");
        row("null", true, "\"null\"");
        row("~", true, "\"~\"");
        row("", true, "\"\"");
        row("a: b", true, "\"a: b\"");
        row("a #b", true, "\"a #b\"");
        row("a#b", true, "a#b");
        row(" lead", true, "\" lead\"");
        row("trail ", true, "\"trail \"");
        row("\"q\"", true, "\"\\\"q\\\"\"");
        row("'q'", true, "\"'q'\"");
        row("- x", true, "\"- x\"");
        row("N-2", false, "N-2");
        row("-x", true, "-x");
        row("[a]", true, "\"[a]\"");
        row("line\nbreak", true, "\"line\\nbreak\"");
        row("end:", true, "\"end:\"");
        row("Kokeshi & Samurai", true, "Kokeshi & Samurai");
        row("&anchor", true, "\"&anchor\"");
        row("四国 · 2018", true, "四国 · 2018");
    }
    void scalarQuoting()
    {
        QFETCH(QString, value);
        QFETCH(bool, quoted);
        QFETCH(QString, yaml);
        const DataNode node = DataNode::makeScalar(value.toStdString(), quoted);
        QCOMPARE(QString::fromStdString(yamlScalar(node)), yaml);
        // Read back in block and in flow context, the value is the same.
        auto block = read("k: " + yamlScalar(node) + "\n");
        QVERIFY(block && block->find("k") && sameData(*block->find("k"), node));
        auto flow = read("[" + yamlScalar(node, YamlContext::Flow) + ", x]\n");
        QVERIFY(flow && flow->isSequence() && flow->items.size() == 2 &&
                sameData(flow->items[0], node));
    }

    void structuralEdits()
    {
        const std::string base = "# head\n"
                                 "rules:\n"
                                 "  a: 1      # one\n"
                                 "  list:    # the list\n"
                                 "    - x\n"
                                 "    - y   # why\n"
                                 "  flow: [1, 2]\n"
                                 "  map: {k: v}\n"
                                 "items:\n"
                                 "  - id: p\n"
                                 "    n: 1\n"
                                 "  - id: q\n"
                                 "    n: 2\n"
                                 "# tail\n";
        struct Case
        {
            const char *name;
            std::function<bool(DataDocument &, DataErrors &)> edit;
            std::string expected;
        };
        const DataNode seven = DataNode::makeScalar("7");
        DataNode pair;
        pair.kind = DataNode::Kind::Map;
        pair.entries.push_back({"id", {}, DataNode::makeString("r"), {}});
        pair.entries.push_back({"n", {}, DataNode::makeScalar("3"), {}});
        DataNode list;
        list.kind = DataNode::Kind::Sequence;
        list.items = {DataNode::makeScalar("1"), DataNode::makeString("two words")};
        const std::vector<Case> cases = {
            {"set existing key",
             [&](DataDocument &d, DataErrors &e) { return d.setKey("rules", "a", seven, e); },
             replaced(base, "a: 1 ", "a: 7 ")},
            {"add key to block map",
             [&](DataDocument &d, DataErrors &e) { return d.setKey("rules", "b", seven, e); },
             replaced(base, "  map: {k: v}\n", "  map: {k: v}\n  b: 7\n")},
            {"add map to root",
             [&](DataDocument &d, DataErrors &e) { return d.setKey("", "extra", pair, e); },
             replaced(base, "    n: 2\n", "    n: 2\nextra:\n  id: r\n  n: 3\n")},
            {"add key to flow map",
             [&](DataDocument &d, DataErrors &e) {
                 return d.setKey("rules.map", "z", DataNode::makeString("a, b"), e);
             },
             replaced(base, "{k: v}", "{k: v, z: \"a, b\"}")},
            {"add key to map in list",
             [&](DataDocument &d, DataErrors &e) { return d.setKey("items[0]", "m", list, e); },
             replaced(base, "    n: 1\n", "    n: 1\n    m: [1, two words]\n")},
            {"remove key",
             [&](DataDocument &d, DataErrors &e) { return d.removeKey("rules", "a", e); },
             replaced(base, "  a: 1      # one\n", "")},
            {"remove block key",
             [&](DataDocument &d, DataErrors &e) { return d.removeKey("rules", "list", e); },
             replaced(base, "  list:    # the list\n    - x\n    - y   # why\n", "")},
            {"remove first key after dash",
             [&](DataDocument &d, DataErrors &e) { return d.removeKey("items[1]", "id", e); },
             replaced(base, "  - id: q\n    n: 2\n", "  - n: 2\n")},
            {"remove flow key",
             [&](DataDocument &d, DataErrors &e) { return d.removeKey("rules.map", "k", e); },
             replaced(base, "{k: v}", "{}")},
            {"insert item",
             [&](DataDocument &d, DataErrors &e) {
                 return d.insertItem("rules.list", 1, DataNode::makeString("new"), e);
             },
             replaced(base, "    - x\n", "    - x\n    - new\n")},
            {"append item",
             [&](DataDocument &d, DataErrors &e) {
                 return d.insertItem("rules.list", 2, DataNode::makeString("z"), e);
             },
             replaced(base, "    - y   # why\n", "    - y   # why\n    - z\n")},
            {"insert map item first",
             [&](DataDocument &d, DataErrors &e) { return d.insertItem("items", 0, pair, e); },
             replaced(base, "items:\n", "items:\n  - id: r\n    n: 3\n")},
            {"insert flow item",
             [&](DataDocument &d, DataErrors &e) {
                 return d.insertItem("rules.flow", 1, DataNode::makeString("1.5"), e);
             },
             replaced(base, "[1, 2]", "[1, \"1.5\", 2]")},
            {"append flow item",
             [&](DataDocument &d, DataErrors &e) {
                 return d.insertItem("rules.flow", 2, seven, e);
             },
             replaced(base, "[1, 2]", "[1, 2, 7]")},
            {"remove item",
             [&](DataDocument &d, DataErrors &e) { return d.removeItem("rules.list", 1, e); },
             replaced(base, "    - y   # why\n", "")},
            {"remove map item",
             [&](DataDocument &d, DataErrors &e) { return d.removeItem("items", 0, e); },
             replaced(base, "  - id: p\n    n: 1\n", "")},
            {"remove flow item",
             [&](DataDocument &d, DataErrors &e) { return d.removeItem("rules.flow", 0, e); },
             replaced(base, "[1, 2]", "[2]")},
            {"remove last flow item",
             [&](DataDocument &d, DataErrors &e) { return d.removeItem("rules.flow", 1, e); },
             replaced(base, "[1, 2]", "[1]")},
            {"scalar becomes list",
             [&](DataDocument &d, DataErrors &e) { return d.spliceValue("rules.a", list, e); },
             replaced(base, "a: 1 ", "a: [1, two words] ")},
            {"list becomes scalar",
             [&](DataDocument &d, DataErrors &e) { return d.spliceValue("rules.list", seven, e); },
             replaced(base, "  list:    # the list\n    - x\n    - y", "  list: 7")},
            {"scalar becomes block map",
             [&](DataDocument &d, DataErrors &e) { return d.spliceValue("items[0].n", pair, e); },
             replaced(base, "    n: 1\n", "    n:\n      id: r\n      n: 3\n")},
            {"item becomes map",
             [&](DataDocument &d, DataErrors &e) {
                 return d.spliceValue("rules.list[0]", pair, e);
             },
             replaced(base, "    - x\n", "    - id: r\n      n: 3\n")},
        };
        for (const auto &c : cases) {
            DataDocument document = parse(base);
            DataErrors errors;
            const bool ok = c.edit(document, errors);
            for (const auto &e : errors)
                qWarning("%s: %s", c.name, e.format().c_str());
            QVERIFY2(ok, c.name);
            QVERIFY2(document.text() == c.expected,
                     (std::string(c.name) + ":\n" + document.text()).c_str());
        }
    }

    void lastItemAndKeyLeaveEmptyCollections()
    {
        DataDocument document = parse("a:\n  - x\nb:\n  k: v\nc: 1\n");
        DataErrors errors;
        QVERIFY(document.removeItem("a", 0, errors));
        QVERIFY(document.removeKey("b", "k", errors));
        QCOMPARE(QString::fromStdString(document.text()), QStringLiteral("a: []\nb: {}\nc: 1\n"));
        QVERIFY(document.insertItem("a", 0, DataNode::makeString("w"), errors));
        QVERIFY(document.setKey("b", "j", DataNode::makeScalar("2"), errors));
        QCOMPARE(QString::fromStdString(document.text()),
                 QStringLiteral("a: [w]\nb: {j: 2}\nc: 1\n"));
        QVERIFY(errors.empty());
    }

    void editErrors()
    {
        DataDocument document = parse("a: 1\nb: [x]\n");
        const std::string text = document.text();
        DataErrors errors;
        QVERIFY(!document.spliceValue("c", DataNode::makeScalar("1"), errors));
        QVERIFY(!document.spliceValue("a..b", DataNode::makeScalar("1"), errors));
        QVERIFY(!document.setKey("a", "k", DataNode::makeScalar("1"), errors));
        QVERIFY(!document.removeKey("", "zz", errors));
        QVERIFY(!document.insertItem("b", 5, DataNode::makeScalar("1"), errors));
        QVERIFY(!document.removeItem("b", 1, errors));
        QVERIFY(!document.splice(SourceSpan{0, 1000}, "", errors));
        // A raw splice that breaks the syntax is refused.
        QVERIFY(!document.splice(SourceSpan{0, 0}, "[", errors));
        QCOMPARE(document.text(), text);
        QCOMPARE(static_cast<int>(errors.size()), 8);
        QCOMPARE(QString::fromStdString(errors[0].format()),
                 QStringLiteral("t.yaml:1:1: c: no such value"));
        QCOMPARE(QString::fromStdString(errors[2].format()),
                 QStringLiteral("t.yaml:1:4: a: expected a map, found a value"));
    }

    // The whole tree is checked after each edit: a splice that would change anything else is
    // refused, and the document stays as it was.
    void editsThatWouldChangeMoreAreRefused()
    {
        DataDocument document = parse("a: [k: v, c]\nb: |+\n  keep\n\n");
        const std::string text = document.text();
        DataErrors errors;
        // {k: v} without braces: a key added after it would be an item of the list.
        QVERIFY(!document.setKey("a[0]", "j", DataNode::makeScalar("1"), errors));
        // A key after a kept block scalar would take its trailing empty line.
        QVERIFY(!document.setKey("", "c", DataNode::makeScalar("1"), errors));
        QCOMPARE(document.text(), text);
        QCOMPARE(static_cast<int>(errors.size()), 2);
        QVERIFY(errors[0].format().find("would not read back as intended") != std::string::npos);
    }

    // Editing an anchored value edits every alias of it.
    void editThroughAnchor()
    {
        DataDocument document = parse("a: &m\n  k: v\nb: *m\n");
        DataErrors errors;
        QVERIFY(document.spliceValue("a.k", DataNode::makeString("w"), errors));
        QCOMPARE(QString::fromStdString(document.text()), QStringLiteral("a: &m\n  k: w\nb: *m\n"));
        QCOMPARE(QString::fromStdString(document.find("b.k")->scalar), QStringLiteral("w"));
        // The alias itself can be replaced by a value.
        QVERIFY(document.spliceValue("b", DataNode::makeScalar("1"), errors));
        QCOMPARE(QString::fromStdString(document.text()), QStringLiteral("a: &m\n  k: w\nb: 1\n"));
    }

    // Editing through a node found in the tree, and the node's path.
    void editByNode()
    {
        DataDocument document = parse("a:\n  b: [1, 2]\n");
        const DataNode &item = document.root().find("a")->find("b")->items[1];
        QCOMPARE(QString::fromStdString(*document.pathOf(item)), QStringLiteral("a.b[1]"));
        DataErrors errors;
        QVERIFY(document.spliceValue(item, DataNode::makeScalar("3"), errors));
        QCOMPARE(QString::fromStdString(document.text()), QStringLiteral("a:\n  b: [1, 3]\n"));
        const DataNode stranger;
        QVERIFY(!document.spliceValue(stranger, DataNode::makeScalar("3"), errors));
    }

    // The emitter writes every shipped file as YAML that reads back as the same data.
    void emitterRoundTrip()
    {
        for (const auto &file : shippedYamlFiles()) {
            const DataDocument document = load(file);
            const std::string text = emitYaml(document.root());
            auto again = read(text);
            QVERIFY2(again && sameData(*again, document.root()), (file + ":\n" + text).c_str());
        }
        const DataDocument board = load(test::dataDir() + "/games/garden/board.yaml");
        const std::string text = emitYaml(board.root());
        QVERIFY(text.find("name: {en: Red pagoda, es: Pagoda roja,") != std::string::npos);
        QVERIFY(text.find("cells: [c1, d1, c2, d2]") != std::string::npos);
    }

    // A variant written as the difference to its base merges back into the same game.
    void variantDiffRoundTrip()
    {
        int variants = 0;
        for (const auto &gameDir : fs::directory_iterator(test::dataDir() + "/games")) {
            DataErrors errors;
            auto base = loadGameDocument((gameDir.path() / "game.yaml").string(), errors);
            QVERIFY(base);
            for (const auto &file : fs::directory_iterator(gameDir.path() / "variants")) {
                auto variant = loadVariantFile(file.path().string(), errors);
                QVERIFY(variant);
                DataNode edited = *base;
                QVERIFY(mergeInto(edited, variant->overrides, errors));
                checkDiff(*base, edited, variant->baseId, variant->name, variant->description);
                ++variants;
            }
            // Hand-made edits of the base game.
            DataNode edited = *base;
            DataNode *rules = edited.find("rules");
            QVERIFY(rules && rules->isMap() && !rules->entries.empty());
            rules->entries.front().value = DataNode::makeString("changed: value");
            rules->entries.push_back({"new_key", {}, DataNode::makeScalar("42"), {}});
            DataNode list;
            list.kind = DataNode::Kind::Sequence;
            list.items = {DataNode::makeScalar("1"), DataNode::makeString("2")};
            edited.entries.push_back({"new_block", {}, list, {}});
            DataNode *game = edited.find("game");
            QVERIFY(game && game->find("players"));
            game->find("players")->entries.back().value = DataNode::makeScalar("4");
            checkDiff(*base, edited, gameDir.path().filename().string(), LocalizedText("N"),
                      LocalizedText("D: d"));
        }
        QCOMPARE(variants, 11);
    }

    void variantDiffOfNothing()
    {
        DataErrors errors;
        auto base = loadGameDocument(test::dataDir() + "/games/hyano/game.yaml", errors);
        QVERIFY(base);
        auto diff = diffOverrides(*base, *base, errors);
        QVERIFY(diff && diff->isMap() && diff->entries.empty());
    }

    // A key removed from the base cannot be written as a variant: an error, not a silent drop.
    void variantDiffCannotRemove()
    {
        const DataDocument base = parse("rules:\n  a: 1\n  b: 2\n");
        DataNode edited = base.root();
        edited.find("rules")->entries.pop_back();
        DataErrors errors;
        QVERIFY(!diffOverrides(base.root(), edited, errors));
        QCOMPARE(static_cast<int>(errors.size()), 1);
        QCOMPARE(QString::fromStdString(errors[0].format()),
                 QStringLiteral("t.yaml:3:3: rules.b: this key is removed, which a variant cannot "
                                "express (a variant can only add and replace keys)"));
    }

    // Truncated and mutated shipped files: reading and editing never crash or hang.
    void hostileInputs()
    {
        const auto started = std::chrono::steady_clock::now();
        std::mt19937 random(20261201);
        const std::string junk = ":-#[]{},'\"|>&*!?\n \t~\\x\xC3\xA9";
        int parsed = 0;
        for (const auto &file : shippedYamlFiles()) {
            const std::string text = load(file).text();
            std::vector<std::string> inputs;
            for (std::size_t n = 0; n < text.size(); n += 1 + text.size() / 40)
                inputs.push_back(text.substr(0, n));
            for (int i = 0; i < 60; ++i) {
                std::string t = text;
                for (int k = 0; k < 1 + i % 4; ++k) {
                    const std::size_t at = random() % (t.size() + 1);
                    const char c = junk[random() % junk.size()];
                    switch (random() % 3) {
                    case 0:
                        t.insert(at, 1, c);
                        break;
                    case 1:
                        if (at < t.size())
                            t[at] = c;
                        break;
                    default:
                        if (at < t.size())
                            t.erase(at, 1 + random() % 8);
                    }
                }
                inputs.push_back(std::move(t));
            }
            for (const auto &input : inputs) {
                DataErrors errors;
                auto document = DataDocument::fromText(input, "fuzz.yaml", errors);
                if (!document)
                    continue;
                ++parsed;
                for (const auto &v : allNodes(document->root())) {
                    QVERIFY(v.node->span.begin <= v.node->span.end);
                    QVERIFY(v.node->span.end <= input.size());
                }
                // A few edits at random places.
                const auto nodes = allNodes(document->root());
                for (int k = 0; k < 3 && !nodes.empty(); ++k) {
                    const Visited &v = nodes[random() % nodes.size()];
                    DataDocument copy = *document;
                    DataErrors ignored;
                    copy.spliceValue(v.path, DataNode::makeString("a: b"), ignored);
                    copy = *document;
                    if (v.node->isMap())
                        copy.setKey(v.path, "k", DataNode::makeScalar("1"), ignored);
                    if (v.node->isSequence()) {
                        copy.insertItem(v.path, 0, DataNode::makeScalar("1"), ignored);
                        copy = *document;
                        copy.removeItem(v.path, 0, ignored);
                    }
                    if (v.node->isMap() && !v.node->entries.empty())
                        copy.removeKey(v.path, v.node->entries.front().key, ignored);
                }
            }
        }
        QVERIFY(parsed > 100);
        QVERIFY(std::chrono::steady_clock::now() - started < std::chrono::seconds(60));
    }

private:
    void checkDiff(const DataNode &base, const DataNode &edited, const std::string &baseId,
                   const LocalizedText &name, const LocalizedText &description)
    {
        DataErrors errors;
        auto diff = diffOverrides(base, edited, errors);
        for (const auto &e : errors)
            qWarning("%s", e.format().c_str());
        QVERIFY(diff);
        const std::string text = emitVariantFile({baseId, name, description}, *diff);
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("v.yaml")).toStdString();
        std::ofstream(path, std::ios::binary) << text;
        auto variant = loadVariantFile(path, errors);
        for (const auto &e : errors)
            qWarning("%s", e.format().c_str());
        QVERIFY2(variant, text.c_str());
        QCOMPARE(variant->baseId, baseId);
        QVERIFY(variant->name == name);
        QVERIFY(variant->description == description);
        DataNode merged = base;
        QVERIFY(mergeInto(merged, variant->overrides, errors));
        QVERIFY2(sameData(merged, edited), text.c_str());
    }
};

QTEST_GUILESS_MAIN(TestDataDocument)
#include "tst_data_document.moc"
