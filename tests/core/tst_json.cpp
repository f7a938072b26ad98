// SPDX-License-Identifier: GPL-3.0-or-later
#include "test_support.h"
#include "util/json.h"

using namespace kotatsu;

class TestJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip()
    {
        Json j = Json::object();
        j["int"] = 42;
        j["neg"] = -7;
        j["double"] = 0.5;
        j["whole double"] = 3.0;
        j["text"] = "日本語 \"quoted\"\n\ttab";
        j["null"] = Json();
        j["bool"] = true;
        Json list = Json::array();
        list.push(1);
        list.push("two");
        j["list"] = list;
        const std::string text = j.dump();
        auto back = Json::parse(text);
        QVERIFY(back);
        QVERIFY(*back == j);
        QCOMPARE(back->dump(), text);
        QVERIFY(back->get("whole double").type() == Json::Type::Double);
        QCOMPARE(Json::parse(j.dumpPretty())->dump(), text);
    }

    void keyOrderIsStable()
    {
        Json j = Json::object();
        j["b"] = 1;
        j["a"] = 2;
        QCOMPARE(j.dump(), std::string(R"({"b":1,"a":2})"));
    }

    void rejectsBadInput_data()
    {
        QTest::addColumn<QByteArray>("text");
        for (const char *bad : {"", "{", "[1,]", "{\"a\" 1}", "tru", "\"\\x\"", "01x", "[1] 2",
                                "\"\\ud800\"", "{\"a\":1,}", "nul"})
            QTest::newRow(bad) << QByteArray(bad);
        QTest::newRow("deep") << QByteArray(10000, '[');
    }
    void rejectsBadInput()
    {
        QFETCH(QByteArray, text);
        std::string error;
        QVERIFY(!Json::parse(text.toStdString(), &error));
        QVERIFY(!error.empty());
    }

    void unicodeEscapes()
    {
        auto j = Json::parse(R"("\u00e9\u65e5\ud83c\udf38")");
        QVERIFY(j);
        QCOMPARE(j->asString(), std::string("é日🌸"));
    }
};

QTEST_GUILESS_MAIN(TestJson)
#include "tst_json.moc"
