// SPDX-License-Identifier: GPL-3.0-or-later
// The strictness layer of the YAML reader against the YAML Test Suite
// (tests/data/yaml-test-suite/): every input the suite marks invalid is refused with
// FILE:LINE:COL, every vendored valid input is read; plus the designer typos it is for.
#include "data/yaml_reader.h"
#include "test_support.h"
#include "util/text.h"

#include <QDir>
#include <QRegularExpression>

using namespace kotatsu;

namespace {

QString suiteDir()
{
    return QString::fromStdString(test::fixturesDir()) + QStringLiteral("/yaml-test-suite");
}

std::string readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

void addCases(const QString &folder)
{
    QTest::addColumn<QString>("path");
    const QStringList files =
        QDir(suiteDir() + QLatin1Char('/') + folder).entryList({QStringLiteral("*.yaml")});
    for (const QString &f : files)
        QTest::newRow(qPrintable(f))
            << suiteDir() + QLatin1Char('/') + folder + QLatin1Char('/') + f;
}

} // namespace

class TestYamlStrict : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void suiteHasCases()
    {
        QCOMPARE(QDir(suiteDir() + QStringLiteral("/invalid"))
                     .entryList({QStringLiteral("*.yaml")})
                     .size(),
                 94);
        QVERIFY(QDir(suiteDir() + QStringLiteral("/valid"))
                    .entryList({QStringLiteral("*.yaml")})
                    .size() > 200);
    }

    void invalidCases_data() { addCases(QStringLiteral("invalid")); }
    void invalidCases()
    {
        QFETCH(QString, path);
        const std::string text = readAll(path);
        DataErrors errors;
        auto node = readYamlText(text, "case.yaml", errors);
        QVERIFY2(!node, "an invalid input was accepted");
        QCOMPARE(static_cast<int>(errors.size()), 1);
        const QString got = QString::fromStdString(errors[0].format());
        static const QRegularExpression positioned(
            QStringLiteral("^case\\.yaml:[1-9][0-9]*:[1-9][0-9]*: "));
        QVERIFY2(positioned.match(got).hasMatch(), qPrintable(got));
    }

    void validCases_data() { addCases(QStringLiteral("valid")); }
    void validCases()
    {
        QFETCH(QString, path);
        DataErrors errors;
        auto node = readYamlText(readAll(path), "case.yaml", errors);
        QVERIFY2(node, errors.empty() ? "rejected" : errors[0].format().c_str());
    }

    void typos_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unclosed double quote")
            << QByteArray("a: 1\nname: \"Shikoku\nb: 2\n")
            << QStringLiteral("f.yaml:2:7: the quoted value has no closing double quote");
        QTest::newRow("missing colon") << QByteArray("rules:\n  hand_size: 3\n  overshoot cap\n")
                                       << QStringLiteral("f.yaml:3:3: expected ':' after this key");
        QTest::newRow("value not indented")
            << QByteArray("rules:\n  hand_size: 3\noops\n")
            << QStringLiteral("f.yaml:3:1: expected ':' after this key");
        QTest::newRow("extra comma")
            << QByteArray("frozen: [1, , 2]\n")
            << QStringLiteral("f.yaml:1:13: a comma without an entry before it");
        QTest::newRow("leading comma")
            << QByteArray("frozen: [, 1]\n")
            << QStringLiteral("f.yaml:1:10: a comma without an entry before it");
        QTest::newRow("tab as indentation")
            << QByteArray("name: \"long\n\tname\"\n")
            << QStringLiteral("f.yaml:2:1: a quoted value goes on at a line that is not indented "
                              "more than its parent (a tab is not indentation)");
        QTest::newRow("comment glued to a quoted value")
            << QByteArray("a: \"b\"#c\n")
            << QStringLiteral("f.yaml:1:7: a comment needs a blank before '#'");
        QTest::newRow("comment glued to a flow list")
            << QByteArray("a: [1, 2]#c\n")
            << QStringLiteral("f.yaml:1:10: a comment needs a blank before '#'");
        QTest::newRow("directive without a document")
            << QByteArray("# c\n%YAML 1.2\n...\n")
            << QStringLiteral("f.yaml:2:1: a directive must be followed by '---' and a document");
        QTest::newRow("bad escape")
            << QByteArray("a: \"it\\'s\"\n")
            << QStringLiteral("f.yaml:1:7: invalid escape '\\'' in a double-quoted value");
        QTest::newRow("dash in flow")
            << QByteArray("a: [-]\n") << QStringLiteral("f.yaml:1:5: '-' cannot start a value");
        QTest::newRow("flow list not indented")
            << QByteArray("a: [1,\n2]\n")
            << QStringLiteral("f.yaml:2:1: a flow collection goes on at a line that is not "
                              "indented more than its parent");
        QTest::newRow("invalid utf-8 on line 2")
            << QByteArray("a: 1\nbb: \xc3\n")
            << QStringLiteral("f.yaml:2:5: file is not valid UTF-8 (byte 9)");
        QTest::newRow("nul after a byte order mark")
            << QByteArray("\xEF\xBB\xBF"
                          "ab\0",
                          6)
            << QStringLiteral("f.yaml:1:3: file contains a NUL byte");
    }
    void typos()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        DataErrors errors;
        auto node =
            readYamlText(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                         "f.yaml", errors);
        QVERIFY(!node);
        QCOMPARE(static_cast<int>(errors.size()), 1);
        const QString got = QString::fromStdString(errors[0].format());
        QVERIFY2(got.startsWith(expected), qPrintable(got));
    }

    void fineThings_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("hash inside a plain value") << QByteArray("a: b#c\n");
        QTest::newRow("trailing comma") << QByteArray("a: [1, 2, ]\n");
        QTest::newRow("continued quoted value") << QByteArray("a: \"b\n  c\"\n");
        QTest::newRow("flow list over lines") << QByteArray("a: [1,\n  2]\n");
        QTest::newRow("zero-indented list") << QByteArray("a:\n- 1\n- 2\n");
        QTest::newRow("explicit key") << QByteArray("? a\n: b\n");
        QTest::newRow("directive and document") << QByteArray("%YAML 1.2\n---\na: 1\n");
        QTest::newRow("escapes") << QByteArray("a: \"\\t\\n\\u00e9\\x41\\\\\\\"\"\n");
    }
    void fineThings()
    {
        QFETCH(QByteArray, text);
        DataErrors errors;
        auto node = readYamlText(text.toStdString(), "f.yaml", errors);
        QVERIFY2(node, errors.empty() ? "rejected" : errors[0].format().c_str());
    }
};

QTEST_GUILESS_MAIN(TestYamlStrict)
#include "tst_yaml_strict.moc"
