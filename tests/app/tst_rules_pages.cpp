// SPDX-License-Identifier: GPL-3.0-or-later
// Every how-to-play page (data/games/<id>/rules/<lang>.md) renders as written: read with Qt's
// own Markdown reader (QTextDocument::setMarkdown, the md4c reader behind the rules drawer's
// MarkdownText), its plain text keeps no markup — no ** or __ that failed to close (CommonMark's
// flanking rules: 「**ラベル：**説明」 does not close), no backticks, no # of a heading that is
// not one, no picture marker (`<!-- picture: ID -->`, which the rules drawer draws and a plain
// reader must not show) — and its brackets are balanced.
#include "test_support.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTextDocument>

class TestRulesPages : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rendersAsWritten_data()
    {
        QTest::addColumn<QString>("path");
        QDirIterator it(QStringLiteral(KOTATSU_SOURCE_DIR "/data/games"), {QStringLiteral("*.md")},
                        QDir::Files, QDirIterator::Subdirectories);
        QStringList pages;
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.contains(QLatin1String("/rules/")))
                pages << path;
        }
        pages.sort();
        QVERIFY(pages.size() >= 20); // four games, five languages
        for (const QString &path : std::as_const(pages))
            QTest::newRow(qPrintable(path.section(QLatin1Char('/'), -3))) << path;
    }
    void rendersAsWritten()
    {
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        QTextDocument document;
        document.setMarkdown(QString::fromUtf8(file.readAll()));
        const QStringList lines = document.toPlainText().split(QLatin1Char('\n'));
        QStringList problems;
        static const QRegularExpression stray(QStringLiteral(
            "\\*\\*|__|`|^\\s*#|(^|\\s)\\*(?=\\S)|(?<=\\S)\\*(\\s|$)|\\]\\(|<[a-z/!]|picture:"));
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QString &line = lines[i];
            const auto m = stray.match(line);
            if (m.hasMatch())
                problems << QStringLiteral("“%1” left in: %2").arg(m.captured(0).trimmed(), line);
            // Brackets open and close within a line (a paragraph or an item is one line).
            for (const auto &[open, close] : {std::pair{u'(', u')'}, std::pair{u'[', u']'},
                                              std::pair{u'（', u'）'}, std::pair{u'「', u'」'}}) {
                if (line.count(QChar(open)) != line.count(QChar(close)))
                    problems << QStringLiteral("unbalanced %1%2: %3")
                                    .arg(QChar(open), QChar(close), line);
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestRulesPages)
#include "tst_rules_pages.moc"
