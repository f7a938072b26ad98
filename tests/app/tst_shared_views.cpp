// SPDX-License-Identifier: GPL-3.0-or-later
// A game is its folders: the shared views (qml/ outside qml/games/, and app/) name no game and
// say none of a game's own words. What one game has that others do not — the seat its rules
// play (Tokaido Duo's Automa), its name, its levels, the launcher's sentences about it, how its
// board is turned — comes from the game's data or its own folder (docs/adding-a-game.md).
#include "engine/game_catalog.h"
#include "engine/game_definition.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace kotatsu;

namespace {

struct SharedFile
{
    QString path; // relative to the source tree
    QString code; // the file without its comment lines
};

// Every QML and JavaScript file of qml/ but qml/games/, and every C++ file of app/, without
// its comment lines (a comment may say which game a generic piece was made for).
QList<SharedFile> sharedFiles(bool withApp)
{
    const QString root = QStringLiteral(KOTATSU_SOURCE_DIR);
    QList<SharedFile> files;
    QStringList folders{QStringLiteral("qml")};
    if (withApp)
        folders.append(QStringLiteral("app"));
    for (const QString &folder : folders) {
        QDirIterator it(root + QLatin1Char('/') + folder,
                        {QStringLiteral("*.qml"), QStringLiteral("*.js"), QStringLiteral("*.cpp"),
                         QStringLiteral("*.h")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString relative = path.mid(root.size() + 1);
            if (relative.startsWith(QLatin1String("qml/games/")))
                continue;
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                continue;
            QString code;
            for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
                const QString trimmed = line.trimmed();
                if (trimmed.startsWith(QLatin1String("//")) ||
                    trimmed.startsWith(QLatin1String("/*")) || trimmed.startsWith(QLatin1Char('*')))
                    continue;
                code += line + QLatin1Char('\n');
            }
            files.append({relative, code});
        }
    }
    return files;
}

// The line of `code` at `offset`, for the message.
QString lineAt(const QString &code, qsizetype offset)
{
    const qsizetype start = code.lastIndexOf(QLatin1Char('\n'), offset) + 1;
    const qsizetype end = code.indexOf(QLatin1Char('\n'), offset);
    return code.mid(start, end < 0 ? -1 : end - start).trimmed();
}

} // namespace

class TestSharedViews : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        m_catalog = std::make_unique<GameCatalog>(KOTATSU_TEST_DATA_DIR);
        QVERIFY(m_catalog->games().size() >= 4);
        m_shared = sharedFiles(true);
        QVERIFY(m_shared.size() > 50);
    }

    // "Automa" is Tokaido Duo's word: no shared file says it, and no shared QML file has the
    // seat kind "automa" (QML's seat is SeatSpec's "rules" seat; the bridge still reads the
    // older word from files written before).
    void noSharedFileSaysAutoma()
    {
        const QRegularExpression word(QStringLiteral("\\bAutoma\\b"));
        const QRegularExpression kind(QStringLiteral("[\"']automa[\"']"));
        QStringList found;
        for (const SharedFile &file : m_shared) {
            const bool qml = file.path.startsWith(QLatin1String("qml/"));
            for (const QRegularExpression *re : {&word, &kind}) {
                if (re == &kind && !qml)
                    continue;
                const QRegularExpressionMatch m = re->match(file.code);
                if (m.hasMatch())
                    found.append(file.path + QStringLiteral(": ") +
                                 lineAt(file.code, m.capturedStart()));
            }
        }
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // The rules seat's words — its name's sentences and its levels' names and descriptions, as
    // the game's data gives them — appear in no shared file: the views show what the game gives.
    void noSharedFileHoldsARulesSeatsWords()
    {
        QStringList texts;
        for (const GameEntry &game : m_catalog->games()) {
            QVERIFY2(game.definition, game.id.c_str());
            for (const char *language : {"en", "es", "fr", "ja", "hu"}) {
                const RulesSeatWords &words = game.definition->info().rulesSeat;
                for (const LocalizedText *text : {&words.playAlone, &words.offer, &words.solo})
                    texts.append(QString::fromStdString(text->get(language)));
            }
            if (game.definition->rulesSeatLevels() == 0)
                continue;
            const Json levels = game.definition->describe().get("automa").get("levels");
            QVERIFY(levels.isArray());
            for (const Json &level : levels.elements())
                texts.append(QString::fromStdString(level.get("description").get("en").asString()));
        }
        texts.removeAll(QString());
        QVERIFY2(texts.size() >= 3 * 5, "Tokaido Duo's data gives its rules seat's sentences");
        QStringList found;
        for (const SharedFile &file : m_shared) {
            for (const QString &text : texts) {
                // Long enough to be a sentence, not a word that happens to be shared.
                const QString part = text.left(40);
                if (part.size() >= 20 && file.code.contains(part))
                    found.append(file.path + QStringLiteral(": ") + part);
            }
        }
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // No shared QML file names a game: a game's looks and words come from its folder
    // (qml/games/<Id>/, found by name) or its data, never from a branch on its id.
    void noSharedQmlNamesAGame()
    {
        QStringList found;
        for (const GameEntry &game : m_catalog->games()) {
            const QString id = QRegularExpression::escape(QString::fromStdString(game.id));
            // A string "garden" or 'garden', a key garden: or .garden.
            const QRegularExpression named(
                QStringLiteral("[\"']%1[\"']|\\b%1\\s*:[^:]|\\.%1\\b").arg(id));
            for (const SharedFile &file : m_shared) {
                if (!file.path.startsWith(QLatin1String("qml/")))
                    continue;
                QRegularExpressionMatchIterator it = named.globalMatch(file.code);
                while (it.hasNext()) {
                    const QRegularExpressionMatch m = it.next();
                    found.append(file.path + QStringLiteral(": ") +
                                 lineAt(file.code, m.capturedStart()));
                }
            }
        }
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

private:
    std::unique_ptr<GameCatalog> m_catalog;
    QList<SharedFile> m_shared;
};

QTEST_GUILESS_MAIN(TestSharedViews)
#include "tst_shared_views.moc"
