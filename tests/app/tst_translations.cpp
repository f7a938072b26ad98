// SPDX-License-Identifier: GPL-3.0-or-later
// Every UI string is translated in every language, with the same placeholders; every count
// goes through Qt's plural forms (%n) with the number of forms each language needs; the
// glossary's forbidden forms do not appear; French puts no-break spaces before ; ! ? and :.
#include "test_support.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>

namespace {
QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(\\d|n)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    // A translation may use a placeholder once where the source repeats it, never drop one.
    found.removeDuplicates();
    found.sort();
    return found;
}

// The plural forms Qt's lrelease expects (QLocale rules in Qt's numerus table): English,
// Spanish and French have two (French puts 0 and 1 in the first), Japanese and Hungarian
// one (Hungarian keeps the noun singular after a number: "3 kártya").
int formsFor(const QString &language)
{
    if (language == QLatin1String("ja") || language == QLatin1String("hu"))
        return 1;
    return 2;
}

// A source text that shows a count with %1..%9 or a literal 1 next to a counted noun: it
// should be one %n message instead ("%n card(s)"). Labels ("Cards removed: %1") are fine, and
// so are verbs ("%1 steps to %2", "%1 jumps over %2").
bool countWithoutPlural(const QString &source)
{
    static const QRegularExpression re(QStringLiteral(
        "(%\\d|\\b1) (cards?|players?|moves?|times?|piles?|steps?|jumps?|beads?|prophec(y|ies)|"
        "rounds?|pilgrims?|figures?|seats?|values?)\\b(?! (to|over)\\b)"));
    return re.match(source).hasMatch();
}

struct Message
{
    QString context, source, type;
    bool numerus = false;
    QString translation; // plain messages
    QStringList forms;   // numerus messages
};

QList<Message> readCatalog(const QString &language, QString *error)
{
    QList<Message> messages;
    QFile file(QStringLiteral(KOTATSU_TRANSLATIONS_DIR "/kotatsu_%1.ts").arg(language));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.fileName() + QStringLiteral(" cannot be read");
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (xml.name() == QLatin1String("message")) {
                current = Message();
                current.context = context;
                current.numerus =
                    xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (xml.name() == QLatin1String("source")) {
                current.source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                current.type = xml.attributes().value(QLatin1String("type")).toString();
                if (!current.numerus)
                    current.translation = xml.readElementText();
            } else if (xml.name() == QLatin1String("numerusform")) {
                current.forms << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            messages << current;
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

struct Forbidden
{
    QString language, text, instead;
};

QList<Forbidden> forbiddenForms()
{
    QList<Forbidden> rules;
    QFile file(QStringLiteral(KOTATSU_SOURCE_DIR "/docs/glossary-forbidden.txt"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return rules;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList fields = line.split(QLatin1Char('\t'));
        if (fields.size() >= 2)
            rules << Forbidden{fields[0], fields[1], fields.value(2)};
    }
    return rules;
}

// The French signs that take a no-break space before them: a narrow one (U+202F) before
// ; ! ? and a full one (U+00A0) before :. Returns what is wrong, or an empty string.
QString spacingProblem(const QString &text)
{
    static const QRegularExpression sign(QStringLiteral("([;!?:])(?=\\s|$|[»)”])"));
    for (auto it = sign.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const qsizetype at = m.capturedStart();
        if (at == 0)
            continue;
        const QChar before = text.at(at - 1);
        const QChar wanted = m.captured(1) == QLatin1String(":") ? QChar(0x00A0) : QChar(0x202F);
        if (before != wanted)
            return QStringLiteral("“%1” needs U+%2 before it")
                .arg(m.captured(1))
                .arg(wanted.unicode(), 4, 16, QLatin1Char('0'));
    }
    return {};
}

QStringList languages()
{
    return QStringLiteral(KOTATSU_LANGUAGE_LIST).split(QLatin1Char(' '));
}
} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void complete_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &lang : languages())
            QTest::newRow(qPrintable(lang)) << lang;
    }
    void complete()
    {
        QFETCH(QString, language);
        QString error;
        const QList<Message> messages = readCatalog(language, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const bool english = language == QLatin1String("en");
        for (const Message &m : messages) {
            const QString where =
                language + QStringLiteral(" ") + m.context + QStringLiteral(": ") + m.source;
            QVERIFY2(m.type.isEmpty(), qPrintable(QStringLiteral("%1 is %2").arg(where, m.type)));
            QVERIFY2(m.numerus == m.source.contains(QLatin1String("%n")),
                     qPrintable(where + QStringLiteral(": %n must come with a count argument")));
            if (english)
                QVERIFY2(m.numerus,
                         qPrintable(where + QStringLiteral(
                                                ": the English catalog holds only %n messages")));
            if (!m.numerus) {
                QVERIFY2(!m.translation.trimmed().isEmpty(),
                         qPrintable(where + QStringLiteral(" has no translation")));
                QVERIFY2(placeholders(m.source) == placeholders(m.translation),
                         qPrintable(where + QStringLiteral(" → ") + m.translation +
                                    QStringLiteral(": placeholders differ")));
                continue;
            }
            QVERIFY2(m.forms.size() == formsFor(language),
                     qPrintable(where + QStringLiteral(": %1 plural forms, %2 expected")
                                            .arg(m.forms.size())
                                            .arg(formsFor(language))));
            for (const QString &form : m.forms) {
                QVERIFY2(!form.trimmed().isEmpty(),
                         qPrintable(where + QStringLiteral(" has an empty plural form")));
                QVERIFY2(placeholders(m.source) == placeholders(form),
                         qPrintable(where + QStringLiteral(" → ") + form +
                                    QStringLiteral(": placeholders differ (every form keeps %n)")));
            }
        }
        QVERIFY(messages.size() > (english ? 5 : 50));
    }

    // A count shown to a player goes through %n, so that every language can make it agree.
    void countsUsePlurals()
    {
        QString error;
        const QList<Message> messages = readCatalog(QStringLiteral("es"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const Message &m : messages) {
            if (!m.numerus)
                QVERIFY2(!countWithoutPlural(m.source),
                         qPrintable(m.context + QStringLiteral(": “") + m.source +
                                    QStringLiteral("” shows a count: write it with %n")));
        }
    }

    void glossary_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &lang : languages())
            QTest::newRow(qPrintable(lang)) << lang;
    }
    // The glossary's forbidden forms (docs/glossary-forbidden.txt), in the catalog, the data
    // maps and the rules pages of the language.
    void glossary()
    {
        QFETCH(QString, language);
        const QList<Forbidden> all = forbiddenForms();
        QVERIFY2(!all.isEmpty(), "docs/glossary-forbidden.txt is missing or empty");
        QList<Forbidden> rules;
        for (const Forbidden &f : all)
            if (f.language == language)
                rules << f;
        if (rules.isEmpty())
            return;
        QStringList texts, places;
        QString error;
        for (const Message &m : readCatalog(language, &error)) {
            for (const QString &t : m.numerus ? m.forms : QStringList{m.translation}) {
                texts << t;
                places << m.context + QStringLiteral(": ") + m.source;
            }
        }
        const QString dataDir = QStringLiteral(KOTATSU_SOURCE_DIR "/data/games");
        const QRegularExpression entry(QStringLiteral("\\b%1:\\s*([^,}\\n]+)").arg(language));
        QDirIterator yaml(dataDir, {QStringLiteral("*.yaml")}, QDir::Files,
                          QDirIterator::Subdirectories);
        while (yaml.hasNext()) {
            QFile f(yaml.next());
            QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
            const QString content = QString::fromUtf8(f.readAll());
            for (auto it = entry.globalMatch(content); it.hasNext();) {
                texts << it.next().captured(1);
                places << f.fileName();
            }
        }
        QDirIterator pages(dataDir, {language + QStringLiteral(".md")}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (pages.hasNext()) {
            QFile f(pages.next());
            QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
            texts << QString::fromUtf8(f.readAll());
            places << f.fileName();
        }
        for (const Forbidden &rule : std::as_const(rules)) {
            for (qsizetype i = 0; i < texts.size(); ++i) {
                QVERIFY2(!texts[i].contains(rule.text, Qt::CaseInsensitive),
                         qPrintable(QStringLiteral("%1: “%2” is ruled out by the glossary; use %3")
                                        .arg(places[i], rule.text, rule.instead)));
            }
        }
    }

    void frenchSpacing()
    {
        QString error;
        const QList<Message> messages = readCatalog(QStringLiteral("fr"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const Message &m : messages) {
            for (const QString &t : m.numerus ? m.forms : QStringList{m.translation}) {
                const QString wrong = spacingProblem(t);
                QVERIFY2(wrong.isEmpty(), qPrintable(m.context + QStringLiteral(": ") + t +
                                                     QStringLiteral(" — ") + wrong));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
