// SPDX-License-Identifier: GPL-3.0-or-later
// Every shipped game and variant loads without errors, carries text in every language,
// and has a how-to-play page per language.
#include "test_support.h"
#include "util/text.h"

using namespace kotatsu;

class TestShippedData : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everythingLoads()
    {
        for (const auto &game : test::catalog().games()) {
            for (const auto &e : game.errors)
                qWarning("%s", e.format().c_str());
            QVERIFY2(game.errors.empty(), game.id.c_str());
            QVERIFY2(game.variants.size() >= 2,
                     (game.id + " ships fewer than two variants").c_str());
            for (const auto &variant : game.variants) {
                for (const auto &e : variant.errors)
                    qWarning("%s", e.format().c_str());
                QVERIFY2(variant.errors.empty(), variant.file.c_str());
            }
        }
    }

    void textInEveryLanguage()
    {
        for (const auto &p : test::allPlayables()) {
            QVERIFY(p.definition);
            const GameInfo &info = p.definition->info();
            for (std::size_t lang = 0; lang < kLanguageCount; ++lang) {
                QVERIFY(!info.name.at(lang).empty());
                QVERIFY(!info.tagline.at(lang).empty());
                if (!p.variant.empty()) {
                    QVERIFY(!info.variantName.at(lang).empty());
                    QVERIFY(!info.variantDescription.at(lang).empty());
                }
            }
        }
    }

    void rulesPagePerLanguage()
    {
        for (const auto &game : test::catalog().games()) {
            for (auto code : kLanguageCodes) {
                const std::string path = game.rulesFile(code);
                std::string text;
                QVERIFY2(readFile(path, 1 << 20, text) == ReadStatus::Ok, path.c_str());
                QVERIFY2(text.size() > 1000, (path + " is too short").c_str());
                QVERIFY2(text.rfind("# ", 0) == 0, (path + " must start with a # title").c_str());
                QVERIFY2(!firstInvalidUtf8(text), path.c_str());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestShippedData)
#include "tst_shipped_data.moc"
