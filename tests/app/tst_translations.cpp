// SPDX-License-Identifier: GPL-3.0-or-later
// Every UI string is translated in every language, with the same placeholders.
#include "test_support.h"

#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>

namespace {
QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%\\d"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    // A translation may use a placeholder once where the source repeats it, never drop one.
    found.removeDuplicates();
    found.sort();
    return found;
}
} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void complete_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &lang : QStringLiteral(KOTATSU_LANGUAGE_LIST).split(QLatin1Char(' '))) {
            if (lang != QLatin1String("en"))
                QTest::newRow(qPrintable(lang)) << lang;
        }
    }
    void complete()
    {
        QFETCH(QString, language);
        QFile file(QStringLiteral(KOTATSU_TRANSLATIONS_DIR "/kotatsu_%1.ts").arg(language));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        QXmlStreamReader xml(&file);
        int messages = 0;
        QString context, source, translation, type;
        bool inTranslation = false;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement()) {
                if (xml.name() == QLatin1String("name"))
                    context = xml.readElementText();
                else if (xml.name() == QLatin1String("source"))
                    source = xml.readElementText();
                else if (xml.name() == QLatin1String("translation")) {
                    type = xml.attributes().value(QLatin1String("type")).toString();
                    translation = xml.readElementText();
                    inTranslation = true;
                }
            } else if (xml.isEndElement() && xml.name() == QLatin1String("message") &&
                       inTranslation) {
                ++messages;
                const QString where = context + QStringLiteral(": ") + source;
                QVERIFY2(type.isEmpty(), qPrintable(QStringLiteral("%1 is %2").arg(where, type)));
                QVERIFY2(!translation.trimmed().isEmpty(),
                         qPrintable(where + QStringLiteral(" has no translation")));
                QVERIFY2(placeholders(source) == placeholders(translation),
                         qPrintable(where + QStringLiteral(" → ") + translation +
                                    QStringLiteral(": placeholders differ")));
                inTranslation = false;
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 50);
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
