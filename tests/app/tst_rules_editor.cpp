// SPDX-License-Identifier: GPL-3.0-or-later
// The rules editor's bridge: RulesEditor (edits as undo steps, checks off the UI thread,
// saving, autosave and recovery, playing the variant), VariantLibrary and the catalog's user
// variants, and the YAML highlighter. User files go to a temporary folder
// (KOTATSU_USER_DATA_DIR); the shipped data must come out unchanged.
#include "app_context.h"
#include "editor/editor_autosave.h"
#include "editor/editor_document.h"
#include "editor/rules_editor.h"
#include "editor/user_data.h"
#include "editor/variant_files.h"
#include "editor/variant_library.h"
#include "editor/yaml_highlighter.h"
#include "game_catalog_model.h"
#include "game_session.h"
#include "localization.h"
#include "test_support.h"

#include <QAbstractItemModelTester>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QUrl>

using namespace kotatsu;

namespace {

using test::readAll;

// Every file under a folder, names and contents.
QByteArray hashTree(const QString &folder)
{
    QStringList files;
    QDirIterator it(folder, QDir::Files | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    files.sort();
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString &file : files) {
        hash.addData(file.toUtf8());
        hash.addData(readAll(file));
    }
    return hash.result().toHex();
}

QVariantList seats(std::initializer_list<const char *> kinds)
{
    QVariantList list;
    for (const char *kind : kinds)
        list.append(QVariantMap{{QStringLiteral("kind"), QString::fromLatin1(kind)},
                                {QStringLiteral("level"), QStringLiteral("easy")}});
    return list;
}

// Plays random legal moves for every seat (all people) until the game ends.
bool playToTheEnd(GameSession &session, quint32 seed)
{
    QRandomGenerator rng(seed);
    for (int ply = 0; ply < 5000 && !session.over(); ++ply) {
        if (session.handoverPending())
            session.confirmHandover();
        const int count = session.legalMoves()->rowCount();
        if (count == 0 || !session.play(int(rng.bounded(count))))
            return false;
    }
    return session.over();
}

QVariantMap findVariant(const QVariantList &variants, const QString &key, const QString &value)
{
    for (const QVariant &v : variants) {
        if (v.toMap().value(key).toString() == value)
            return v.toMap();
    }
    return {};
}

} // namespace

class TestRulesEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_user.isValid());
        QVERIFY(m_saves.isValid());
        qputenv("KOTATSU_USER_DATA_DIR", m_user.path().toUtf8());
        qputenv("KOTATSU_SAVE_DIR", m_saves.path().toUtf8());
        // The app's objects on the test data (the composition root tests build for themselves).
        m_app = std::make_unique<AppContext>(std::make_shared<GameCatalog>(test::dataDir()));
        m_app->localization()->useForThisRun(QStringLiteral("en"));
        m_dataHash = hashTree(QString::fromStdString(test::dataDir()));
        QVERIFY(!m_dataHash.isEmpty());
        QCOMPARE(bridge::userDataDir(), m_user.path());
    }

    void cleanupTestCase()
    {
        QCOMPARE(hashTree(QString::fromStdString(test::dataDir())), m_dataHash);
    }

    // A new variant: a form edit is one exact splice, undone and redone exactly.
    void editUndoRedo()
    {
        RulesEditor editor(*m_app);
        QVERIFY(editor.openGame(QStringLiteral("shikoku")));
        QCOMPARE(editor.gameId(), QStringLiteral("shikoku"));
        QCOMPARE(editor.gameName(), QStringLiteral("Shikoku"));
        QCOMPARE(editor.variantName(), QStringLiteral("Shikoku (variant)"));
        QCOMPARE(editor.fileName(), QStringLiteral("my_variant.yaml"));
        QVERIFY(editor.filePath().isEmpty());
        QVERIFY(!editor.shipped());
        QVERIFY(editor.readable());
        QVERIFY(!editor.dirty());
        QVERIFY(!editor.canUndo());
        const QString t0 = editor.text();
        QVERIFY(t0.startsWith(QStringLiteral("variant:\n  base: shikoku\n")));
        QVERIFY(t0.contains(QStringLiteral("ja: 四国（バリアント）")));

        QSignalSpy revisions(&editor, &RulesEditor::textChanged);
        const int revision = editor.revision();
        QVERIFY(editor.setValue(QStringLiteral("rules.hand_size"), 4));
        const QString t1 = t0 + QStringLiteral("rules:\n  hand_size: 4\n");
        QCOMPARE(editor.text(), t1);
        QCOMPARE(revisions.count(), 1);
        QVERIFY(editor.revision() > revision);
        QVERIFY(editor.dirty());
        QVERIFY(editor.canUndo());
        QCOMPARE(editor.undoText(), QStringLiteral("Change the hand size"));
        QCOMPARE(editor.value(QStringLiteral("rules.hand_size")), QVariant(4));
        QCOMPARE(editor.baseValue(QStringLiteral("rules.hand_size")), QVariant(3));
        QCOMPARE(editor.changeAt(QStringLiteral("rules.hand_size")), 1);
        QCOMPARE(editor.changeAt(QStringLiteral("rules")), 2);
        QCOMPARE(editor.changeAt(QStringLiteral("rules.tie_mode")), 0);
        const QVariantList changes = editor.changes();
        QCOMPARE(changes.size(), 1);
        const QVariantMap change = changes.constFirst().toMap();
        QCOMPARE(change.value(QStringLiteral("path")).toString(),
                 QStringLiteral("rules.hand_size"));
        QCOMPARE(change.value(QStringLiteral("base")).toString(), QStringLiteral("3"));
        QCOMPARE(change.value(QStringLiteral("value")).toString(), QStringLiteral("4"));
        QVERIFY(change.value(QStringLiteral("label")).toString() !=
                QStringLiteral("rules.hand_size")); // the schema's description
        const int offset = editor.textOffsetOf(QStringLiteral("rules.hand_size"));
        QCOMPARE(offset, int(t1.size()) - 2);
        QCOMPARE(editor.pathAt(offset), QStringLiteral("rules.hand_size"));
        QCOMPARE(editor.textOffsetOf(QStringLiteral("rules.tie_mode")), -1);

        // A word's change is also shown by the words' labels.
        QVERIFY(editor.setValue(QStringLiteral("rules.overshoot"), QStringLiteral("bounce")));
        for (const QVariant &c : editor.changes()) {
            const QVariantMap m = c.toMap();
            if (m.value(QStringLiteral("path")) != QStringLiteral("rules.overshoot"))
                continue;
            QCOMPARE(m.value(QStringLiteral("value")).toString(), QStringLiteral("bounce"));
            QCOMPARE(m.value(QStringLiteral("baseLabel")).toString(),
                     QStringLiteral("Stop on the pagoda"));
            QCOMPARE(m.value(QStringLiteral("valueLabel")).toString(),
                     QStringLiteral("Bounce back down"));
        }
        QCOMPARE(editor.changes().size(), 2);
        editor.undo();
        QCOMPARE(editor.text(), t1);

        // A value equal to the base again removes the override.
        QVERIFY(editor.setValue(QStringLiteral("rules.hand_size"), 3.0));
        QCOMPARE(editor.text(), t0);
        QVERIFY(!editor.dirty());
        editor.undo();
        QCOMPARE(editor.text(), t1);
        editor.undo();
        QCOMPARE(editor.text(), t0);
        QVERIFY(!editor.canUndo());
        QVERIFY(!editor.dirty());
        editor.redo();
        QCOMPARE(editor.text(), t1);
        QCOMPARE(editor.value(QStringLiteral("rules.hand_size")), QVariant(4));
        editor.redo();
        QCOMPARE(editor.text(), t0);
        QVERIFY(!editor.canRedo());

        // Header text in all languages: a language map keeps the data files' order.
        QVERIFY(editor.setValue(QStringLiteral("variant.name"),
                                QVariantMap{{QStringLiteral("en"), QStringLiteral("Four")},
                                            {QStringLiteral("es"), QStringLiteral("Cuatro")},
                                            {QStringLiteral("fr"), QStringLiteral("Quatre")},
                                            {QStringLiteral("ja"), QStringLiteral("四")},
                                            {QStringLiteral("hu"), QStringLiteral("Négy")}}));
        QCOMPARE(editor.variantName(), QStringLiteral("Four"));
        const QString text = editor.text();
        QVERIFY(text.indexOf(QStringLiteral("ja:")) < text.indexOf(QStringLiteral("hu:")));
        QCOMPARE(editor.value(QStringLiteral("variant.name")).toMap().value(QStringLiteral("ja")),
                 QVariant(QStringLiteral("四")));
        editor.close();
        QVERIFY(editor.text().isEmpty());
        QVERIFY(!editor.canUndo());
    }

    // Several edits as one undo step, all or none (Hyano's "add a pile": a symbol and the
    // pile count together).
    void severalEditsAreOneStep()
    {
        RulesEditor editor(*m_app);
        QVERIFY(editor.openGame(QStringLiteral("hyano")));
        const QString t0 = editor.text();
        QVariantMap names;
        for (const char *code : {"en", "es", "fr", "ja", "hu"})
            names.insert(QString::fromLatin1(code), QStringLiteral("Feather"));
        const QVariantMap symbol{{QStringLiteral("id"), QStringLiteral("S6")},
                                 {QStringLiteral("emblem"), QStringLiteral("feather")},
                                 {QStringLiteral("name"), names}};
        const QVariantList add{QVariantMap{{QStringLiteral("insert"), QStringLiteral("symbols")},
                                           {QStringLiteral("index"), 6},
                                           {QStringLiteral("value"), symbol}},
                               QVariantMap{{QStringLiteral("set"), QStringLiteral("rules.piles")},
                                           {QStringLiteral("value"), 7}}};
        QVERIFY(editor.applyEdits(QStringLiteral("Add pile 7"), add));
        QCOMPARE(editor.value(QStringLiteral("rules.piles")), QVariant(7));
        QCOMPARE(editor.value(QStringLiteral("symbols")).toList().size(), 7);
        QCOMPARE(editor.undoText(), QStringLiteral("Add pile 7"));
        const QString t1 = editor.text();
        editor.undo();
        QCOMPARE(editor.text(), t0);
        QVERIFY(!editor.canUndo());
        editor.redo();
        QCOMPARE(editor.text(), t1);

        // One edit refused: none is made, and no step is pushed.
        const QVariantList broken{
            QVariantMap{{QStringLiteral("set"), QStringLiteral("rules.piles")},
                        {QStringLiteral("value"), 8}},
            QVariantMap{{QStringLiteral("remove"), QStringLiteral("symbols")},
                        {QStringLiteral("index"), 99}}};
        QVERIFY(!editor.applyEdits(QStringLiteral("Broken"), broken));
        QCOMPARE(editor.text(), t1);
        QCOMPARE(editor.value(QStringLiteral("rules.piles")), QVariant(7));
        QCOMPARE(editor.undoText(), QStringLiteral("Add pile 7"));
        QVERIFY(!editor.applyEdits(QStringLiteral("Unknown"),
                                   QVariantList{QVariantMap{{QStringLiteral("move"), 1}}}));
        QCOMPARE(editor.text(), t1);
    }

    // Typing: consecutive text edits merge into one step; a form edit on an unreadable text
    // is refused with the reason, never a crash.
    void textEdits()
    {
        RulesEditor editor(*m_app);
        QVERIFY(editor.openGame(QStringLiteral("shikoku")));
        const QString t0 = editor.text();
        editor.setText(t0 + QStringLiteral("rules:\n"));
        editor.setText(t0 + QStringLiteral("rules:\n  hand_size: 5\n"));
        QCOMPARE(editor.value(QStringLiteral("rules.hand_size")), QVariant(5));
        QCOMPARE(editor.undoText(), QStringLiteral("Edit the text"));
        editor.undo();
        QCOMPARE(editor.text(), t0);
        QVERIFY(!editor.canUndo());
        editor.redo();
        QCOMPARE(editor.text(), t0 + QStringLiteral("rules:\n  hand_size: 5\n"));

        editor.setText(t0 + QStringLiteral("rules: [\n"));
        QVERIFY(!editor.readable());
        QVERIFY(!editor.setValue(QStringLiteral("rules.hand_size"), 4));
        QVERIFY(!editor.lastError().isEmpty());
        QCOMPARE(editor.text(), t0 + QStringLiteral("rules: [\n"));
        QTRY_VERIFY(!editor.validating());
        QVERIFY(!editor.playable());
        QVERIFY(!editor.errors().isEmpty());
        editor.undo();
        QVERIFY(editor.readable());
        QVERIFY(editor.setValue(QStringLiteral("rules.hand_size"), 4));
        QVERIFY(editor.lastError().isEmpty());
        editor.close();
    }

    // Checks arrive later, from a worker thread; an error names FILE:LINE:COL and its place
    // in the text; the board of the last valid document stays for the preview.
    void validation()
    {
        RulesEditor editor(*m_app);
        QSignalSpy checked(&editor, &RulesEditor::validationChanged);
        QVERIFY(editor.openGame(QStringLiteral("shikoku")));
        QVERIFY(editor.validating());
        QTRY_VERIFY(!editor.validating());
        QVERIFY2(editor.errors().isEmpty(),
                 qPrintable(editor.errors().value(0).toMap().value("text").toString()));
        QVERIFY(editor.playable());
        QVERIFY(!editor.board().isEmpty());
        QVERIFY(editor.board().value(QStringLiteral("broken")).toList().isEmpty());
        const QVariantMap validBoard = editor.board();

        QVERIFY(editor.setValue(QStringLiteral("rules.hand_size"), 99));
        QVERIFY(editor.validating());
        QVERIFY(!editor.playable());
        QTRY_VERIFY(!editor.validating());
        QVERIFY(!editor.playable());
        const QVariantList errors = editor.errors();
        QCOMPARE(errors.size(), 1);
        const QVariantMap error = errors.constFirst().toMap();
        const QString text = editor.text();
        const int at = int(text.indexOf(QStringLiteral("99")));
        const int line = int(text.left(at).count(QLatin1Char('\n'))) + 1;
        const int column = at - int(text.lastIndexOf(QLatin1Char('\n'), at - 1));
        QCOMPARE(error.value(QStringLiteral("file")).toString(), QStringLiteral("my_variant.yaml"));
        QCOMPARE(error.value(QStringLiteral("line")).toInt(), line);
        QCOMPARE(error.value(QStringLiteral("column")).toInt(), column);
        QCOMPARE(error.value(QStringLiteral("key")).toString(), QStringLiteral("rules.hand_size"));
        QCOMPARE(error.value(QStringLiteral("text")).toString(),
                 QStringLiteral("my_variant.yaml:%1:%2: rules.hand_size: 99 is out of range (1 "
                                "to 8)")
                     .arg(line)
                     .arg(column));
        QCOMPARE(error.value(QStringLiteral("offset")).toInt(), at);
        QVERIFY(error.value(QStringLiteral("inVariant")).toBool());
        const QVariantList broken = editor.board().value(QStringLiteral("broken")).toList();
        QCOMPARE(broken.size(), 1);
        QCOMPARE(broken.constFirst().toMap().value(QStringLiteral("path")).toString(),
                 QStringLiteral("rules.hand_size"));
        QCOMPARE(editor.board().value(QStringLiteral("players")),
                 validBoard.value(QStringLiteral("players")));
        QVERIFY(editor.playFile().isEmpty());
        QVERIFY(!editor.lastError().isEmpty());

        // Many quick edits: only the last text's result is taken.
        for (int n = 1; n <= 8; ++n)
            QVERIFY(editor.setValue(QStringLiteral("rules.hand_size"), n % 2 ? 99 : 4));
        QVERIFY(editor.validating());
        QTRY_VERIFY(!editor.validating());
        // Four-card hands need more cards than the deck has for eight players: an error in
        // the base game's file, which the variant's text cannot point at.
        QCOMPARE(editor.errors().size(), 1);
        const QVariantMap deck = editor.errors().constFirst().toMap();
        QVERIFY(!deck.value(QStringLiteral("inVariant")).toBool());
        QCOMPARE(deck.value(QStringLiteral("offset")).toInt(), -1);
        QVERIFY(deck.value(QStringLiteral("file"))
                    .toString()
                    .endsWith(QStringLiteral("games/shikoku/deck.yaml")));
        QCOMPARE(deck.value(QStringLiteral("key")).toString(), QStringLiteral("deck.values"));
        QVERIFY(editor.setValue(QStringLiteral("game.players.max"), 6));
        QTRY_VERIFY(!editor.validating());
        QVERIFY2(editor.errors().isEmpty(),
                 qPrintable(editor.errors().value(0).toMap().value("text").toString()));
        QVERIFY(editor.playable());

        // Non-ASCII text before an error: offsets count characters, not bytes.
        QVERIFY(editor.setValue(QStringLiteral("variant.name.ja"), QStringLiteral("四国の長い旅")));
        QVERIFY(editor.setValue(QStringLiteral("rules.hand_size"), 99));
        QTRY_VERIFY(!editor.validating());
        QCOMPARE(editor.errors().size(), 1);
        QCOMPARE(editor.errors().constFirst().toMap().value(QStringLiteral("offset")).toInt(),
                 int(editor.text().indexOf(QStringLiteral("99"))));
        editor.close();
    }

    // Save as a user variant: atomic, under the user folder, listed by the catalog at once.
    void saveAsUserVariant()
    {
        GameCatalogModel *catalog = m_app->catalog();
        QAbstractItemModelTester tester(catalog,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int row = catalog->indexOf(QStringLiteral("shikoku"));
        const QModelIndex index = catalog->index(row);
        const int shippedCount = index.data(GameCatalogModel::VariantsRole).toList().size();
        QSignalSpy rowChanged(catalog, &QAbstractItemModel::dataChanged);

        RulesEditor editor(*m_app);
        QVERIFY(editor.openGame(QStringLiteral("shikoku")));
        QVERIFY(editor.setValue(QStringLiteral("rules.hand_size"), 4));
        QVERIFY(editor.setValue(QStringLiteral("game.players.max"), 6)); // enough cards
        QVERIFY(!editor.save()); // a new variant needs a name first
        QVERIFY(!editor.lastError().isEmpty());
        QVERIFY(!editor.saveAs(QStringLiteral("Hand Four")));
        QVERIFY(!editor.saveAs(QStringLiteral("../escape")));
        QVERIFY(editor.saveAs(QStringLiteral("hand4")));
        const QString file = m_user.path() + QStringLiteral("/variants/shikoku/hand4.yaml");
        QCOMPARE(editor.filePath(), file);
        QCOMPARE(editor.fileName(), QStringLiteral("hand4.yaml"));
        QVERIFY(!editor.dirty());
        QCOMPARE(readAll(file), editor.text().toUtf8());
        QCOMPARE(QDir(m_user.path() + QStringLiteral("/variants/shikoku")).entryList(QDir::Files),
                 QStringList{QStringLiteral("hand4.yaml")});
        QVERIFY(!QFile::exists(editor.autosavePath()));
        QTRY_VERIFY(!editor.validating());
        QVERIFY(editor.playable());

        QVERIFY(rowChanged.count() >= 1);
        const QVariantList variants = index.data(GameCatalogModel::VariantsRole).toList();
        QCOMPARE(variants.size(), shippedCount + 1);
        const QVariantMap mine = variants.constLast().toMap();
        QVERIFY(mine.value(QStringLiteral("user")).toBool());
        QCOMPARE(mine.value(QStringLiteral("file")).toString(), file);
        QCOMPARE(mine.value(QStringLiteral("id")).toString(), file);
        // Never named: the editor's stand-in, told apart by its id (editor/variant_names.h).
        QCOMPARE(mine.value(QStringLiteral("name")).toString(),
                 QStringLiteral("Shikoku (variant) · hand4"));

        // Saving again under its own name is allowed; another editor may not take the name.
        QVERIFY(editor.setValue(QStringLiteral("rules.hand_size"), 5));
        QVERIFY(editor.dirty());
        QVERIFY(editor.save());
        QVERIFY(!editor.dirty());
        QVERIFY(editor.saveAs(QStringLiteral("hand4")));
        RulesEditor other(*m_app);
        QVERIFY(other.openGame(QStringLiteral("shikoku")));
        QVERIFY(!other.saveAs(QStringLiteral("hand4")));
        QVERIFY(other.lastError().contains(QStringLiteral("hand4")));
        QVERIFY(editor.setValue(QStringLiteral("rules.hand_size"), 4));
        QVERIFY(editor.save());

        // Never into the shipped data.
        const QString shippedFile =
            catalog->dataDir() + QStringLiteral("/games/shikoku/variants/written.yaml");
        QVERIFY(!editor.exportTo(QUrl::fromLocalFile(shippedFile)));
        QVERIFY(!QFile::exists(shippedFile));
        editor.close();
        other.close();
    }

    // The saved variant plays: from the editor's play file, and from the launcher's entry (a
    // saved game of it loads again).
    void playTheVariant()
    {
        RulesEditor editor(*m_app);
        QVERIFY(editor.openVariant(QStringLiteral("shikoku"), QStringLiteral("hand4")));
        QVERIFY(!editor.shipped());
        QVERIFY(!editor.dirty());
        QCOMPARE(editor.value(QStringLiteral("rules.hand_size")), QVariant(4));
        QTRY_VERIFY(!editor.validating());
        QVERIFY(editor.playable());
        const QString playFile = editor.playFile();
        QVERIFY(!playFile.isEmpty());
        QCOMPARE(readAll(playFile), editor.text().toUtf8());
        QVERIFY(bridge::isInside(playFile, m_user.path()));
        // Saved and unchanged, it plays from its own file; an unsaved change plays from a file
        // of its own, which a later change never overwrites (a saved game names that file).
        QCOMPARE(QFileInfo(playFile).canonicalFilePath(),
                 QFileInfo(editor.filePath()).canonicalFilePath());
        QVERIFY(editor.setValue(QStringLiteral("rules.overshoot"), QStringLiteral("bounce")));
        QTRY_VERIFY(!editor.validating());
        const QString five = editor.playFile();
        QVERIFY(!five.isEmpty() && five != playFile);
        const QByteArray fiveText = editor.text().toUtf8();
        QVERIFY(editor.setValue(QStringLiteral("rules.tie_mode"), QStringLiteral("arrival_order")));
        QTRY_VERIFY(!editor.validating());
        const QString two = editor.playFile();
        QVERIFY(!two.isEmpty() && two != five);
        QCOMPARE(readAll(five), fiveText);
        // The board preview's file is a third one.
        QVERIFY(!editor.previewFile().isEmpty());
        QVERIFY(editor.previewFile() != two);
        editor.undo();
        editor.undo();
        QVERIFY(!editor.dirty());
        QTRY_VERIFY(!editor.validating());

        GameSession session(*m_app);
        session.setAiDelay(0);
        QVERIFY2(session.start(QStringLiteral("shikoku"), playFile,
                               seats({"human", "human", "human"}), 5),
                 qPrintable(session.lastError()));
        if (session.handoverPending())
            session.confirmHandover();
        const QVariantList players =
            session.observation().value(QStringLiteral("players")).toList();
        int hands = 0;
        for (const QVariant &player : players) {
            const QVariant hand = player.toMap().value(QStringLiteral("hand"));
            if (hand.canConvert<QVariantList>() && !hand.isNull()) {
                QCOMPARE(hand.toList().size(), 4);
                ++hands;
            }
        }
        QVERIFY(hands >= 1);
        QVERIFY(playToTheEnd(session, 5));

        // From the catalog entry, as the launcher starts it.
        const QModelIndex index = m_app->catalog()->index(m_app->catalog()->indexOf("shikoku"));
        const QVariantMap mine = findVariant(index.data(GameCatalogModel::VariantsRole).toList(),
                                             QStringLiteral("user"), QStringLiteral("true"));
        QVERIFY(!mine.isEmpty());
        GameSession launched(*m_app);
        launched.setAiDelay(0);
        QVERIFY2(launched.start(QStringLiteral("shikoku"), mine.value("id").toString(),
                                seats({"human", "ai", "ai"}), 9),
                 qPrintable(launched.lastError()));
        QTRY_VERIFY_WITH_TIMEOUT(launched.humanToMove(), 20000);
        QVERIFY(launched.play(0));
        const QString saved = m_saves.filePath(QStringLiteral("hand4.kotatsu"));
        QVERIFY(launched.save(QUrl::fromLocalFile(saved)));
        GameSession loaded(*m_app);
        loaded.setAiDelay(0);
        QVERIFY2(loaded.load(QUrl::fromLocalFile(saved)), qPrintable(loaded.lastError()));
        QCOMPARE(loaded.plyCount(), launched.plyCount());
        editor.close();
    }

    // The user's variants: rename, duplicate, delete, export and import.
    void library()
    {
        VariantLibrary *library = m_app->variants();
        QSignalSpy changed(library, &VariantLibrary::changed);
        const QString game = QStringLiteral("shikoku");
        QVariantMap hand4 = findVariant(library->variants(game), "id", "hand4");
        QVERIFY(hand4.value(QStringLiteral("valid")).toBool());
        QCOMPARE(hand4.value(QStringLiteral("name")).toString(),
                 QStringLiteral("Shikoku (variant) · hand4"));

        const QString copy = library->duplicate(game, QStringLiteral("hand4"));
        QCOMPARE(copy, QStringLiteral("hand4_copy"));
        QCOMPARE(library->duplicate(game, QStringLiteral("hand4")), QStringLiteral("hand4_copy_2"));
        QVERIFY(library->remove(game, QStringLiteral("hand4_copy_2")));
        QVERIFY(!library->rename(game, copy, QStringLiteral("hand4")));
        QVERIFY(!library->lastError().isEmpty());
        QVERIFY(!library->rename(game, copy, QStringLiteral("Bad Name")));
        QVERIFY(library->rename(game, copy, QStringLiteral("hand_five")));
        QVERIFY(library->lastError().isEmpty());
        QVERIFY(!findVariant(library->variants(game), "id", "hand_five").isEmpty());
        QVERIFY(findVariant(library->variants(game), "id", copy).isEmpty());

        const QString exported = m_saves.filePath(QStringLiteral("Shared Variant.yaml"));
        QVERIFY(library->exportVariant(game, QStringLiteral("hand_five"),
                                       QUrl::fromLocalFile(exported)));
        QCOMPARE(readAll(exported),
                 readAll(bridge::userVariantFile(game, QStringLiteral("hand_five"))));
        QVERIFY(library->remove(game, QStringLiteral("hand_five")));
        QVERIFY(!library->remove(game, QStringLiteral("hand_five")));
        QVERIFY(findVariant(library->variants(game), "id", "hand_five").isEmpty());

        QCOMPARE(library->importFile(QUrl::fromLocalFile(exported)), game);
        const QVariantMap imported = findVariant(library->variants(game), "id", "shared_variant");
        QVERIFY(imported.value(QStringLiteral("valid")).toBool());
        QCOMPARE(readAll(imported.value(QStringLiteral("file")).toString()), readAll(exported));
        const QString junk = m_saves.filePath(QStringLiteral("junk.yaml"));
        QFile junkFile(junk);
        QVERIFY(junkFile.open(QIODevice::WriteOnly));
        junkFile.write("not: a variant\n");
        junkFile.close();
        QVERIFY(library->importFile(QUrl::fromLocalFile(junk)).isEmpty());
        QVERIFY(!library->lastError().isEmpty());
        QVERIFY(library->remove(game, QStringLiteral("shared_variant")));
        QVERIFY(changed.count() >= 6);

        // The editor opens an exported file as a new, unsaved variant.
        RulesEditor editor(*m_app);
        QVERIFY(editor.importFile(QUrl::fromLocalFile(exported)));
        QCOMPARE(editor.gameId(), game);
        QCOMPARE(editor.fileName(), QStringLiteral("shared_variant.yaml"));
        QVERIFY(editor.filePath().isEmpty());
        QVERIFY(editor.dirty());
        QCOMPARE(editor.text().toUtf8(), readAll(exported));
        editor.close();
    }

    // Deletes every autosave of a game that no editor has open.
    void forgetAutosaves(const QString &gameId)
    {
        for (const AutosaveInfo &info : EditorRecovery::entries(gameId))
            QVERIFY(m_app->editorRecovery()->discard(info.id));
        QVERIFY(EditorRecovery::entries(gameId).empty());
    }

    // An editor that goes without close() (a quit; a crash loses at most the last half second)
    // leaves its autosave, which names its game, variant, file and time; the editor of another
    // game does not offer it, the editor of its game does, and recovering it gives the text
    // back as one undo step on top of the document's saved text.
    void autosaveAndRecovery()
    {
        forgetAutosaves(QStringLiteral("garden"));
        forgetAutosaves(QStringLiteral("shikoku"));
        QString text;
        QString created;
        {
            auto *editor = new RulesEditor(*m_app);
            QVERIFY(!editor->hasRecovery());
            QVERIFY(editor->openGame(QStringLiteral("garden")));
            created = editor->text();
            QVERIFY(editor->setValue(QStringLiteral("variant.name.en"), QStringLiteral("Moss")));
            QVERIFY(editor->setValue(QStringLiteral("variant.name.es"), QStringLiteral("Musgo")));
            text = editor->text();
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(editor->autosavePath()), 1500);
            QCOMPARE(readAll(editor->autosavePath()), text.toUtf8());
            // Its own autosave is not offered while it is open.
            QVERIFY(EditorRecovery::entries(QStringLiteral("garden")).empty());
            delete editor; // no close()
        }
        {
            RulesEditor shikoku(*m_app);
            QVERIFY(shikoku.openGame(QStringLiteral("shikoku")));
            QVERIFY(!shikoku.hasRecovery());
            QVERIFY(shikoku.recoveries().isEmpty());
            // Nor can it take the garden's by id.
            const auto garden = EditorRecovery::entries(QStringLiteral("garden"));
            QCOMPARE(garden.size(), std::size_t{1});
            QVERIFY(!shikoku.recover(garden[0].id));
            QCOMPARE(shikoku.gameId(), QStringLiteral("shikoku"));
            shikoku.close();
        }
        RulesEditor fresh(*m_app);
        QVERIFY(fresh.openGame(QStringLiteral("garden")));
        QVERIFY(fresh.hasRecovery());
        QCOMPARE(fresh.recoveries().size(), 1);
        const QVariantMap offered = fresh.recoveries().first().toMap();
        QCOMPARE(offered.value(QStringLiteral("gameId")).toString(), QStringLiteral("garden"));
        QCOMPARE(offered.value(QStringLiteral("gameName")).toString(), fresh.gameName());
        QCOMPARE(offered.value(QStringLiteral("variantName")).toString(), QStringLiteral("Moss"));
        QCOMPARE(offered.value(QStringLiteral("fileName")).toString(), fresh.fileName());
        QCOMPARE(offered.value(QStringLiteral("daysAgo")).toInt(), 0);
        const QString time =
            QLocale(QStringLiteral("en"))
                .toString(offered.value(QStringLiteral("savedAt")).toDateTime().time(),
                          QLocale::ShortFormat);
        QCOMPARE(offered.value(QStringLiteral("when")).toString(),
                 QStringLiteral("today at ") + time);
        // In Spanish: its name and time in Spanish.
        m_app->localization()->useForThisRun(QStringLiteral("es"));
        const QVariantMap es =
            m_app->editorRecovery()->forGame(QStringLiteral("garden")).first().toMap();
        m_app->localization()->useForThisRun(QStringLiteral("en"));
        QCOMPARE(es.value(QStringLiteral("variantName")).toString(), QStringLiteral("Musgo"));

        QVERIFY(fresh.recover(offered.value(QStringLiteral("id")).toString()));
        QVERIFY(!fresh.hasRecovery());
        QCOMPARE(fresh.text(), text);
        QCOMPARE(fresh.gameId(), QStringLiteral("garden"));
        QCOMPARE(fresh.variantName(), QStringLiteral("Moss"));
        QVERIFY(fresh.dirty());
        // One undo step back to the new variant's text, which is not unsaved work.
        QVERIFY(fresh.canUndo());
        fresh.undo();
        QCOMPARE(fresh.text(), created);
        QVERIFY(!fresh.dirty());
        QVERIFY(!fresh.canUndo());
        fresh.redo();
        QCOMPARE(fresh.text(), text);
        // The recovered autosave is this editor's now: not offered elsewhere, gone on close.
        QVERIFY(EditorRecovery::entries(QStringLiteral("garden")).empty());
        QTRY_COMPARE_WITH_TIMEOUT(readAll(fresh.autosavePath()), text.toUtf8(), 1500);
        fresh.close();
        QVERIFY(EditorRecovery::entries(QStringLiteral("garden")).empty());
        RulesEditor later(*m_app);
        QVERIFY(later.openGame(QStringLiteral("garden")));
        QVERIFY(!later.hasRecovery());
    }

    // An editor that goes right after a change keeps that change (the autosave is written as
    // it goes, not only half a second later).
    void goingKeepsTheLastChange()
    {
        forgetAutosaves(QStringLiteral("hyano"));
        QString text;
        QString path;
        {
            RulesEditor editor(*m_app);
            QVERIFY(editor.openGame(QStringLiteral("hyano")));
            QVERIFY(editor.setValue(QStringLiteral("variant.name.en"), QStringLiteral("Quick")));
            text = editor.text();
            path = editor.autosavePath();
            QVERIFY(!QFile::exists(path)); // not yet written
        }
        QCOMPARE(readAll(path), text.toUtf8());
        const auto kept = EditorRecovery::entries(QStringLiteral("hyano"));
        QCOMPARE(kept.size(), std::size_t{1});
        QCOMPARE(kept[0].variantName.value(QStringLiteral("en")).toString(),
                 QStringLiteral("Quick"));
        forgetAutosaves(QStringLiteral("hyano"));
    }

    // Steady editing is autosaved as it goes: a change every 0.3 s, and the autosave is written
    // while they keep coming, half a second after the first (the old autosave, two seconds
    // after the last change, waited for the editing to stop).
    void steadyEditingIsAutosaved()
    {
        forgetAutosaves(QStringLiteral("shikoku"));
        RulesEditor editor(*m_app);
        QVERIFY(editor.openGame(QStringLiteral("shikoku")));
        QElapsedTimer clock;
        clock.start();
        for (int k = 0; k < 15 && !QFile::exists(editor.autosavePath()); ++k) {
            QVERIFY(editor.setValue(QStringLiteral("variant.name.en"),
                                    QStringLiteral("Step %1").arg(k)));
            QTest::qWait(300);
        }
        QVERIFY2(QFile::exists(editor.autosavePath()), "autosaved while changes keep coming");
        // Half a second after the first change, and room for a busy machine.
        QVERIFY(clock.elapsed() <= 2000);
        editor.close();
        QVERIFY(!QFile::exists(editor.autosavePath()));
    }

    // Two editors of one game keep two autosaves; neither is offered while its editor is
    // open, both are afterwards, and discarding one leaves the other.
    void oneAutosavePerDocument()
    {
        forgetAutosaves(QStringLiteral("garden"));
        {
            RulesEditor first(*m_app);
            RulesEditor second(*m_app);
            QVERIFY(first.openGame(QStringLiteral("garden")));
            QVERIFY(second.openGame(QStringLiteral("garden")));
            QVERIFY(first.setValue(QStringLiteral("variant.name.en"), QStringLiteral("One")));
            QVERIFY(second.setValue(QStringLiteral("variant.name.en"), QStringLiteral("Two")));
            first.writeAutosave();
            second.writeAutosave();
            QVERIFY(first.autosavePath() != second.autosavePath());
            QVERIFY(EditorRecovery::entries(QStringLiteral("garden")).empty());
            QVERIFY(!m_app->editorRecovery()->discard(
                QFileInfo(first.autosavePath()).completeBaseName()));
        }
        RulesEditor third(*m_app);
        QVERIFY(third.openGame(QStringLiteral("garden")));
        QCOMPARE(third.recoveries().size(), 2);
        QStringList names;
        for (const QVariant &entry : third.recoveries())
            names.append(entry.toMap().value(QStringLiteral("variantName")).toString());
        names.sort();
        QCOMPARE(names, (QStringList{QStringLiteral("One"), QStringLiteral("Two")}));
        QVERIFY(third.discardRecovery(
            third.recoveries().first().toMap().value(QStringLiteral("id")).toString()));
        QCOMPARE(third.recoveries().size(), 1);
        third.close();
        forgetAutosaves(QStringLiteral("garden"));
    }

    // The single autosave of earlier versions (editor/autosave.yaml and .json) is offered like
    // the others, in its own game's editor only.
    void legacyAutosaveIsKept()
    {
        forgetAutosaves(QStringLiteral("garden"));
        const QString text = QStringLiteral("variant:\n  base: garden\n");
        QVERIFY(bridge::writeFileAtomically(bridge::editorDir() + QStringLiteral("/autosave.yaml"),
                                            text.toUtf8(), nullptr));
        QVERIFY(bridge::writeFileAtomically(
            bridge::editorDir() + QStringLiteral("/autosave.json"),
            R"({"gameId": "garden", "filePath": "", "fileName": "old.yaml", "shipped": false})",
            nullptr));
        for (const AutosaveInfo &info : EditorRecovery::entries(QStringLiteral("shikoku")))
            QVERIFY(info.fileName != QStringLiteral("old.yaml"));
        const auto kept = EditorRecovery::entries(QStringLiteral("garden"));
        QCOMPARE(kept.size(), std::size_t{1});
        QCOMPARE(kept[0].fileName, QStringLiteral("old.yaml"));
        QVERIFY(!QFile::exists(bridge::editorDir() + QStringLiteral("/autosave.json")));
        forgetAutosaves(QStringLiteral("garden"));
    }

    // Every shipped variant opens as shipped (save refused) and saves as a user variant with
    // exactly its bytes.
    void shippedVariantsSaveAsUnchanged()
    {
        int files = 0;
        for (const GameEntry &game : m_app->catalog()->catalog().games()) {
            for (const VariantEntry &variant : game.variants) {
                RulesEditor editor(*m_app);
                const QString gameId = QString::fromStdString(game.id);
                QVERIFY(editor.openVariant(gameId, QString::fromStdString(variant.id)));
                QVERIFY(editor.shipped());
                QVERIFY(!editor.dirty());
                QVERIFY(!editor.save());
                const QString id = QStringLiteral("copy_of_") + QString::fromStdString(variant.id);
                QVERIFY2(editor.saveAs(id), qPrintable(editor.lastError()));
                QVERIFY(!editor.shipped());
                QCOMPARE(readAll(bridge::userVariantFile(gameId, id)),
                         readAll(QString::fromStdString(variant.file)));
                QTRY_VERIFY(!editor.validating());
                QVERIFY2(editor.playable(),
                         qPrintable(editor.errors().value(0).toMap().value("text").toString()));
                QVERIFY(m_app->variants()->remove(gameId, id));
                editor.close();
                ++files;
            }
        }
        QVERIFY(files >= 10);
    }

    // Undo steps and paths say what they change in words (the schema's labels, the items'
    // names or kinds and numbers), never as key paths.
    void undoStepsInWords()
    {
        RulesEditor editor(*m_app);
        QVERIFY(editor.openGame(QStringLiteral("tokaido_duo")));
        QVERIFY(editor.setValue(QStringLiteral("board.ring[9].type"), QStringLiteral("temple")));
        QCOMPARE(editor.undoText(), QStringLiteral("Change the type of ring space 9"));
        QCOMPARE(editor.describe(QStringLiteral("board.ring[9].type")),
                 QStringLiteral("Ring space 9: type"));
        QVERIFY(editor.setValue(QStringLiteral("board.towns[0].draw"), 4));
        QCOMPARE(editor.undoText(), QStringLiteral("Change the mountain-town draw of Uchiko"));
        QVERIFY(
            editor.setValue(QStringLiteral("board.towns[0].name.ja"), QStringLiteral("内子町")));
        QCOMPARE(editor.undoText(), QStringLiteral("Change the name (日本語) of Uchiko"));
        QVERIFY(editor.revert(QStringLiteral("board.towns[0].draw")));
        QCOMPARE(editor.undoText(), QStringLiteral("Revert the mountain-town draw of Uchiko"));
        QVERIFY(editor.setValue(QStringLiteral("rules.starting_coins"), 3));
        QCOMPARE(editor.undoText(), QStringLiteral("Change the starting coins"));
        QVERIFY(editor.revert(QStringLiteral("rules.starting_coins")));
        QCOMPARE(editor.undoText(), QStringLiteral("Revert the starting coins"));
        const int routes = editor.value(QStringLiteral("board.routes")).toList().size();
        QVERIFY(editor.insertItem(QStringLiteral("board.routes"), routes,
                                  QVariantList{QStringLiteral("M1"), QStringLiteral("C3")}));
        QCOMPARE(editor.undoText(), QStringLiteral("Add route %1").arg(routes));
        QVERIFY(editor.setValue(QStringLiteral("board.routes[%1]").arg(routes),
                                QVariantList{QStringLiteral("M1"), QStringLiteral("C4")}));
        QCOMPARE(editor.undoText(), QStringLiteral("Change route %1").arg(routes));
        QVERIFY(editor.duplicateItem(QStringLiteral("board.towns"), 1));
        QCOMPARE(editor.undoText(), QStringLiteral("Duplicate Kumakōgen"));
        QVERIFY(editor.removeItem(QStringLiteral("board.towns"), 2));
        QCOMPARE(editor.undoText(), QStringLiteral("Remove Kumakōgen"));
        // An item in an item; a whole section.
        QCOMPARE(editor.describe(QStringLiteral("board.space_types[2].effects[0]")),
                 QStringLiteral("Effect 0 (Garden)"));
        QCOMPARE(editor.describe(QStringLiteral("rules")), QStringLiteral("Rules"));
        QCOMPARE(editor.describe(QStringLiteral("board.routes[3][1]")),
                 QStringLiteral("Entry 1 (route 3)"));
        QCOMPARE(editor.describe(QStringLiteral("variant.name.es")),
                 QStringLiteral("Variant name (Español)"));
        editor.close();

        // Entries whose keys are data: "card 7", "player count 3".
        QVERIFY(editor.openGame(QStringLiteral("shikoku")));
        QVERIFY(editor.setValue(QStringLiteral("deck.sandals.7"), 3));
        QCOMPARE(editor.undoText(), QStringLiteral("Change the sandals of card 7"));
        QCOMPARE(editor.describe(QStringLiteral("rules.frozen_positions.by_players.3[0]")),
                 QStringLiteral("Frozen place 0 (player count 3)"));
        editor.close();
    }

    // A new variant's name and description are the editor's stand-in in every language until
    // the designer writes them: isUnwritten says so, and the launcher, My variants and the lab
    // show a language the designer wrote in place of one they did not.
    void unwrittenVariantNames()
    {
        RulesEditor editor(*m_app);
        QVERIFY(editor.openGame(QStringLiteral("tokaido_duo")));
        for (const QString &key : {QStringLiteral("name"), QStringLiteral("description")}) {
            QVERIFY(editor.isUnwritten(QStringLiteral("variant.%1.ja").arg(key),
                                       QStringLiteral("東海道デュオ（バリアント）")));
            QVERIFY(editor.isUnwritten(QStringLiteral("variant.%1.en").arg(key),
                                       QStringLiteral("Tokaido Duo (variant)")));
            QVERIFY(editor.isUnwritten(QStringLiteral("variant.%1.hu").arg(key), QString()));
            QVERIFY(!editor.isUnwritten(QStringLiteral("variant.%1.en").arg(key),
                                        QStringLiteral("Long roads")));
        }
        QVERIFY(!editor.isUnwritten(QStringLiteral("board.towns[0].name.ja"),
                                    QStringLiteral("東海道デュオ（バリアント）")));
        QVERIFY(editor.isUnwritten(QStringLiteral("board.towns[0].name.ja"), QString()));

        // Saved with an English name only: Japanese shows the English name, not the stand-in.
        QVERIFY(editor.setValue(QStringLiteral("variant.name.en"), QStringLiteral("Long roads")));
        m_app->localization()->useForThisRun(QStringLiteral("ja"));
        QCOMPARE(editor.variantName(), QStringLiteral("Long roads"));
        m_app->localization()->useForThisRun(QStringLiteral("en"));
        QVERIFY(editor.setValue(QStringLiteral("rules.starting_coins"), 2));
        QVERIFY(editor.saveAs(QStringLiteral("long_roads")));
        editor.close();
        // And one never named: its id tells it apart.
        QVERIFY(editor.openGame(QStringLiteral("tokaido_duo")));
        QVERIFY(editor.setValue(QStringLiteral("rules.starting_coins"), 1));
        QVERIFY(editor.saveAs(QStringLiteral("unnamed")));
        editor.close();

        m_app->localization()->useForThisRun(QStringLiteral("ja"));
        QStringList names;
        for (const QVariant &v : m_app->variants()->variants(QStringLiteral("tokaido_duo")))
            names.append(v.toMap().value(QStringLiteral("name")).toString());
        m_app->localization()->useForThisRun(QStringLiteral("en"));
        QVERIFY2(names.contains(QStringLiteral("Long roads")), qPrintable(names.join(u'|')));
        QVERIFY2(names.contains(QStringLiteral("東海道デュオ（バリアント）・unnamed")),
                 qPrintable(names.join(u'|')));
    }

    // The check's errors in the user's language (the list and the board's broken paths), said
    // again when the language changes; the key and the place stay as they are.
    void errorsInTheUsersLanguage()
    {
        RulesEditor editor(*m_app);
        QVERIFY(editor.openGame(QStringLiteral("shikoku")));
        QVERIFY(editor.setValue(QStringLiteral("rules.hand_size"), 99));
        QTRY_VERIFY(!editor.validating());
        QCOMPARE(editor.errors().size(), 1);
        auto first = [&editor] { return editor.errors().constFirst().toMap(); };
        QCOMPARE(first().value(QStringLiteral("message")).toString(),
                 QStringLiteral("99 is out of range (1 to 8)"));
        const QString place =
            first().value(QStringLiteral("text")).toString().section(QStringLiteral(" "), 0, 1);
        QVERIFY(place.endsWith(QStringLiteral("rules.hand_size:")));
        QSignalSpy checked(&editor, &RulesEditor::validationChanged);
        const QHash<QString, QString> expected{
            {QStringLiteral("ja"), QStringLiteral("99は範囲外です（1〜8）")},
            {QStringLiteral("es"), QStringLiteral("99 está fuera del intervalo (de 1 a 8)")},
            {QStringLiteral("fr"), QStringLiteral("99 est hors de l’intervalle (de 1 à 8)")},
            {QStringLiteral("hu"), QStringLiteral("99 kívül esik a megengedett tartományon (1–8)")}};
        for (auto it = expected.begin(); it != expected.end(); ++it) {
            m_app->localization()->useForThisRun(it.key());
            QVERIFY(checked.count() >= 1);
            checked.clear();
            QCOMPARE(first().value(QStringLiteral("message")).toString(), it.value());
            QCOMPARE(first().value(QStringLiteral("text")).toString(),
                     place + QLatin1Char(' ') + it.value());
            QCOMPARE(first().value(QStringLiteral("key")).toString(),
                     QStringLiteral("rules.hand_size"));
            const QVariantList broken = editor.board().value(QStringLiteral("broken")).toList();
            QCOMPARE(broken.constFirst().toMap().value(QStringLiteral("message")).toString(),
                     it.value());
        }
        m_app->localization()->useForThisRun(QStringLiteral("en"));
        QCOMPARE(first().value(QStringLiteral("message")).toString(),
                 QStringLiteral("99 is out of range (1 to 8)"));
        editor.close();
    }

    // A value typed into a field, read against its row: never clamped, full-width digits
    // read as digits, the reason in the user's language.
    void checkInput()
    {
        RulesEditor editor(*m_app);
        QVERIFY(editor.openGame(QStringLiteral("shikoku")));
        const QString pagoda = QStringLiteral("rules.steps_to_pagoda");
        QVariantMap r = editor.checkInput(pagoda, QStringLiteral("２５"));
        QVERIFY(r.value(QStringLiteral("ok")).toBool());
        QCOMPARE(r.value(QStringLiteral("value")), QVariant(25));
        for (const char *typed : {"-5", "300"}) {
            r = editor.checkInput(pagoda, QString::fromUtf8(typed));
            QVERIFY(!r.value(QStringLiteral("ok")).toBool());
            QCOMPARE(r.value(QStringLiteral("error")).toString(),
                     QStringLiteral("Must be between 2 and 250"));
        }
        r = editor.checkInput(pagoda, QStringLiteral("abc"));
        QCOMPARE(r.value(QStringLiteral("error")).toString(), QStringLiteral("Not a whole number"));
        // A key that is data: a card's sandals (deck.sandals.<value>, 1 to 12).
        r = editor.checkInput(QStringLiteral("deck.sandals.7"), QStringLiteral("5"));
        QCOMPARE(r.value(QStringLiteral("value")), QVariant(5));
        r = editor.checkInput(QStringLiteral("deck.sandals.7"), QStringLiteral("0"));
        QCOMPARE(r.value(QStringLiteral("error")).toString(),
                 QStringLiteral("Must be between 1 and 12"));
        m_app->localization()->useForThisRun(QStringLiteral("es"));
        r = editor.checkInput(pagoda, QStringLiteral("300"));
        QCOMPARE(r.value(QStringLiteral("error")).toString(),
                 QStringLiteral("Debe estar entre 2 y 250"));
        m_app->localization()->useForThisRun(QStringLiteral("en"));
        // Text stays text: an id of digits is quoted.
        QVERIFY(editor.openGame(QStringLiteral("tokaido_duo")));
        r = editor.checkInput(QStringLiteral("board.towns[0].id"), QStringLiteral("12"));
        QCOMPARE(r.value(QStringLiteral("value")), QVariant(QStringLiteral("12")));
        QCOMPARE(editor.value(QStringLiteral("rules.starting_coins")).typeId(), QMetaType::Int);
        editor.close();
    }

    // Values go in as text read by core's YAML reader, never guessed back from QML values:
    // a number as typed (1.50, 1e3), a text of digits quoted, a new item a copy of the last as
    // written (its keys in their order) or the schema's defaults, an effect with its
    // parameter's starting value, a moved item as written.
    void valuesAsText()
    {
        RulesEditor editor(*m_app);
        QVERIFY(editor.openGame(QStringLiteral("tokaido_duo")));
        QVariantMap r = editor.checkInput(QStringLiteral("board.aspect"), QStringLiteral("1.50"));
        QCOMPARE(r.value(QStringLiteral("text")).toString(), QStringLiteral("1.50"));
        QVERIFY(editor.setValueText(QStringLiteral("board.aspect"),
                                    r.value(QStringLiteral("text")).toString()));
        QCOMPARE(editor.valueText(QStringLiteral("board.aspect")), QStringLiteral("1.50"));
        r = editor.checkInput(QStringLiteral("board.aspect"), QStringLiteral("1e3"));
        QCOMPARE(r.value(QStringLiteral("text")).toString(), QStringLiteral("1e3"));
        for (const char *typed : {"007", "1e3", "yes"}) {
            r = editor.checkInput(QStringLiteral("board.towns[0].id"), QString::fromLatin1(typed));
            QCOMPARE(r.value(QStringLiteral("text")).toString(),
                     QStringLiteral("\"%1\"").arg(QString::fromLatin1(typed)));
            QVERIFY(editor.setValueText(QStringLiteral("board.towns[0].id"),
                                        r.value(QStringLiteral("text")).toString()));
            QCOMPARE(editor.value(QStringLiteral("board.towns[0].id")),
                     QVariant(QString::fromLatin1(typed)));
        }

        // A new town: the last one as written, keys in their order.
        const int towns = int(editor.value(QStringLiteral("board.towns")).toList().size());
        const QString last = editor.valueText(QStringLiteral("board.towns[%1]").arg(towns - 1));
        QCOMPARE(editor.newItem(QStringLiteral("board.towns")), last);
        QVERIFY(editor.insertItemText(QStringLiteral("board.towns"), towns,
                                      editor.newItem(QStringLiteral("board.towns"))));
        QCOMPARE(editor.valueText(QStringLiteral("board.towns[%1]").arg(towns)), last);
        QVERIFY(editor.undoText().startsWith(QStringLiteral("Add"))); // one undo step
        QVERIFY(!editor.insertItemText(QStringLiteral("board.towns"), 0, QStringLiteral("{id: [")));
        QVERIFY(editor.lastError().contains(QStringLiteral(":1:")));

        // Effects: a word bare, or with its parameter's starting value.
        const QString effects = QStringLiteral("board.space_types[0].effects");
        QCOMPARE(editor.newItem(effects, QStringLiteral("gain_coins")),
                 QStringLiteral("{gain_coins: 1}"));
        QCOMPARE(editor.newItem(effects, QStringLiteral("take_hot_spring")),
                 QStringLiteral("take_hot_spring"));
        QCOMPARE(editor.newItem(effects, QStringLiteral("advance_track")),
                 QStringLiteral("{advance_track: temple}"));
        QCOMPARE(editor.newItem(QStringLiteral("board.space_types[1].effects")),
                 editor.newItem(effects, QStringLiteral("no_such_effect")));
        QVERIFY(editor.setValueText(effects, QStringLiteral("[take_hot_spring, {gain_coins: 3}]")));
        QCOMPARE(editor.startValue(effects + QStringLiteral("[1].gain_coins")),
                 QStringLiteral("1"));
        QVERIFY(editor.moveItem(effects, 1, 0));
        QCOMPARE(editor.valueText(effects), QStringLiteral("[{gain_coins: 3}, take_hot_spring]"));
        QVERIFY(!editor.moveItem(effects, 1, 2));

        // An empty table: its fields' defaults, in the schema's order.
        QVERIFY(editor.setValueText(QStringLiteral("board.towns"), QStringLiteral("[]")));
        const QString fresh = editor.newItem(QStringLiteral("board.towns"));
        QVERIFY2(fresh.startsWith(QStringLiteral("{id: \"\"")), qPrintable(fresh));

        // A QML file is asked for before it is loaded.
        QVERIFY(!editor.viewExists(QUrl(QStringLiteral("qrc:/qt/qml/Kotatsu/no/NoSuch.qml"))));
        QVERIFY(editor.viewExists(
            QUrl::fromLocalFile(QString::fromStdString(test::dataDir()) +
                                QStringLiteral("/games/tokaido_duo/board.yaml"))));
        QVERIFY(!editor.viewExists(QUrl::fromLocalFile(QStringLiteral("/no/such/file.qml"))));
        editor.close();
    }

    // EditorDocument: edits all or nothing, each one undo step, typing merged, undo putting
    // the text back (and saying so), offsets in characters.
    void editorDocument()
    {
        const GameEntry *game = m_app->catalog()->catalog().find("shikoku");
        QVERIFY(game);
        int restored = 0;
        EditorDocument doc([&] { ++restored; });
        QVERIFY(!doc.isOpen());
        QVERIFY(!doc.dirty());
        doc.open(
            VariantDocument::fromText(std::make_shared<const DataNode>(game->document), "shikoku",
                                      "variant:\n  base: shikoku\n  name: {en: Ä}\n", "v.yaml"),
            QString());
        QVERIFY(doc.isOpen());
        QVERIFY(doc.dirty()); // not saved anywhere yet
        doc.markSaved();
        QVERIFY(!doc.dirty());
        const QString t0 = doc.text();
        DataErrors errors;
        bool changed = false;
        QVERIFY(doc.edit(
            QStringLiteral("Four"),
            [](VariantDocument &d, DataErrors &e) {
                return d.setValue("rules.hand_size", DataNode::makeScalar("4"), e);
            },
            errors, &changed));
        QVERIFY(changed);
        QVERIFY(doc.dirty());
        const QString t1 = doc.text();
        QVERIFY(t1.endsWith(QStringLiteral("rules:\n  hand_size: 4\n")));
        QCOMPARE(doc.undoStack().undoText(), QStringLiteral("Four"));
        // A step that fails part-way leaves the text as it was, and no step.
        QVERIFY(!doc.edit(
            QStringLiteral("Bad"),
            [](VariantDocument &d, DataErrors &e) {
                return d.setValue("rules.hand_size", DataNode::makeScalar("5"), e) &&
                       d.removeItem("rules.hand_size", 0, e);
            },
            errors, &changed));
        QVERIFY(!errors.empty());
        QCOMPARE(doc.text(), t1);
        QCOMPARE(QString::fromStdString(doc.variant()->text()), t1);
        QCOMPARE(doc.undoStack().count(), 1);
        doc.undoStack().undo();
        QCOMPARE(doc.text(), t0);
        QCOMPARE(restored, 1);
        QVERIFY(!doc.dirty());
        // Typing within a second is one step; the same text is none.
        QVERIFY(doc.setText(t0 + QStringLiteral("# a\n"), QStringLiteral("Edit"), true));
        QVERIFY(doc.setText(t0 + QStringLiteral("# ab\n"), QStringLiteral("Edit"), true));
        QVERIFY(!doc.setText(doc.text(), QStringLiteral("Edit"), true));
        QCOMPARE(doc.undoStack().count(), 1);
        doc.undoStack().undo();
        QCOMPARE(doc.text(), t0);
        // Ä is one character and two bytes.
        const int at = int(t0.indexOf(QStringLiteral("Ä")));
        QCOMPARE(doc.charOffsetOf(3, 14), at);
        QCOMPARE(doc.byteOffset(at + 1), std::size_t(t0.left(at).toUtf8().size() + 2));
        QCOMPARE(doc.charOffset(doc.byteOffset(at + 1)), at + 1);
        doc.rename("w.yaml");
        QCOMPARE(doc.variant()->fileName(), std::string("w.yaml"));
        QCOMPARE(doc.text(), t0);
        doc.close();
        QVERIFY(!doc.isOpen());
        QCOMPARE(doc.undoStack().count(), 0);
    }

    // VariantFiles: the names it gives, the files it finds, where it refuses to write.
    void variantFiles()
    {
        const QString game = QStringLiteral("garden");
        QCOMPARE(VariantFiles::newFileName(game), QStringLiteral("my_variant.yaml"));
        QString error;
        QVERIFY(VariantFiles::write(bridge::userVariantFile(game, QStringLiteral("my_variant")),
                                    QString::fromStdString(test::dataDir()),
                                    QStringLiteral("variant: {}\n"), &error));
        QCOMPARE(VariantFiles::newFileName(game), QStringLiteral("my_variant_2.yaml"));
        QCOMPARE(VariantFiles::importedFileName(QStringLiteral("/x/My Rules (2).yaml")),
                 QStringLiteral("my_rules__2_.yaml"));
        QCOMPARE(VariantFiles::importedFileName(QStringLiteral("/x/.yaml")),
                 QStringLiteral("imported.yaml"));
        QVERIFY(
            VariantFiles::saveAsTarget(game, QStringLiteral("my_variant"), QString(), false, &error)
                .isEmpty());
        QCOMPARE(error, VariantLibrary::takenIdMessage(QStringLiteral("my_variant")));
        QCOMPARE(VariantFiles::saveAsTarget(
                     game, QStringLiteral("my_variant"),
                     bridge::userVariantFile(game, QStringLiteral("my_variant")), false, &error),
                 bridge::userVariantFile(game, QStringLiteral("my_variant")));
        QVERIFY(VariantFiles::saveAsTarget(game, QStringLiteral("Bad Id"), QString(), false, &error)
                    .isEmpty());
        const GameEntry *entry = m_app->catalog()->catalog().find(game.toStdString());
        QVERIFY(entry);
        const auto mine = VariantFiles::open(*entry, QString::fromStdString(test::dataDir()),
                                             QStringLiteral("my_variant"), &error);
        QVERIFY(mine && !mine->shipped);
        QCOMPARE(mine->content, QByteArray("variant: {}\n"));
        QVERIFY(!VariantFiles::open(*entry, QString::fromStdString(test::dataDir()),
                                    QStringLiteral("no_such_variant"), &error));
        QCOMPARE(error, QStringLiteral("The variant cannot be opened: no_such_variant"));
        const QString shipped = QString::fromStdString(test::dataDir()) + QStringLiteral("/x.yaml");
        QVERIFY(!VariantFiles::write(shipped, QString::fromStdString(test::dataDir()),
                                     QStringLiteral("x"), &error));
        QVERIFY(error.startsWith(QStringLiteral("The shipped games are never changed")));
        QVERIFY(!QFileInfo::exists(shipped));
        // One play file per text.
        const QString a = VariantFiles::playPath(QStringLiteral("v.yaml"), QStringLiteral("a"));
        QCOMPARE(VariantFiles::playPath(QStringLiteral("v.yaml"), QStringLiteral("a")), a);
        QVERIFY(VariantFiles::playPath(QStringLiteral("v.yaml"), QStringLiteral("b")) != a);
        QVERIFY(a.startsWith(bridge::editorDir() + QStringLiteral("/play/v-")));
        QFile::remove(bridge::userVariantFile(game, QStringLiteral("my_variant")));
    }

    // An edit of several steps whose later step fails changes nothing: the document, the
    // text and the undo history stay as they were (edit() puts the text back).
    void severalStepsAllOrNothing()
    {
        RulesEditor editor(*m_app);
        QVERIFY(editor.openGame(QStringLiteral("shikoku")));
        const QString t0 = editor.text();
        const QVariant hand = editor.value(QStringLiteral("rules.hand_size"));
        const QVariantList edits{
            QVariantMap{{QStringLiteral("set"), QStringLiteral("rules.hand_size")},
                        {QStringLiteral("value"), hand.toInt() + 1}},
            // Not a list: this step fails.
            QVariantMap{{QStringLiteral("remove"), QStringLiteral("rules.hand_size")},
                        {QStringLiteral("index"), 0}}};
        QVERIFY(!editor.applyEdits(QStringLiteral("Two steps"), edits));
        QVERIFY(!editor.lastError().isEmpty());
        QCOMPARE(editor.value(QStringLiteral("rules.hand_size")), hand);
        QCOMPARE(editor.text(), t0);
        QVERIFY(!editor.canUndo());
        QVERIFY(!editor.dirty());
        editor.close();
    }

    // A town renamed with every value that names it: one undo step, and the rules check clean.
    void renameId()
    {
        RulesEditor editor(*m_app);
        QVERIFY(editor.openGame(QStringLiteral("tokaido_duo")));
        QTRY_VERIFY(!editor.validating());
        const QString t0 = editor.text();
        const QVariantList towns = editor.value(QStringLiteral("board.towns")).toList();
        int index = 0;
        while (towns.value(index).toMap().value(QStringLiteral("id")).toString() !=
               QLatin1String("M2"))
            ++index;
        QVERIFY(index < towns.size());
        const QString path = QStringLiteral("board.towns[%1].id").arg(index);
        const int places = editor.referencesTo(path);
        QVERIFY(places >= 6);
        QCOMPARE(editor.referencesTo(QStringLiteral("board.towns[%1].draw").arg(index)), 0);
        QVERIFY(editor.renameId(path, QStringLiteral("M9")));
        QCOMPARE(editor.undoText(), QStringLiteral("Rename M2 to M9"));
        QCOMPARE(editor.value(path).toString(), QStringLiteral("M9"));
        QCOMPARE(editor.value(QStringLiteral("board.start.merchant")).toString(),
                 QStringLiteral("M9"));
        QCOMPARE(editor.referencesTo(path), places);
        QVERIFY(!editor.text().contains(QStringLiteral("M2,")) &&
                !editor.text().contains(QStringLiteral(", M2]")));
        QTRY_VERIFY(!editor.validating());
        QVERIFY2(editor.errors().isEmpty(),
                 qPrintable(editor.errors().value(0).toMap().value("text").toString()));
        editor.undo();
        QCOMPARE(editor.text(), t0);
        QVERIFY(!editor.canUndo());
        editor.close();
    }

    // Names follow the UI language.
    void languages()
    {
        RulesEditor editor(*m_app);
        QVERIFY(editor.openGame(QStringLiteral("shikoku")));
        QSignalSpy names(&editor, &RulesEditor::namesChanged);
        m_app->localization()->useForThisRun(QStringLiteral("ja"));
        QVERIFY(names.count() >= 1);
        QCOMPARE(editor.gameName(), QStringLiteral("四国"));
        QCOMPARE(editor.variantName(), QStringLiteral("四国（バリアント）"));
        m_app->localization()->useForThisRun(QStringLiteral("hu"));
        QCOMPARE(editor.variantName(), QStringLiteral("Sikoku (változat)"));
        m_app->localization()->useForThisRun(QStringLiteral("en"));
        editor.close();
    }

    void highlighter()
    {
        QCOMPARE(YamlHighlighter::classify(QStringLiteral("  hand_size: 4   # more")),
                 QStringLiteral("  kkkkkkkkkd n   cccccc"));
        QCOMPARE(YamlHighlighter::classify(QStringLiteral("- {en: \"a\", on: true, x: ~}")),
                 QStringLiteral("d dkkd sssd kkd wwwwd kd wd"));
        QCOMPARE(YamlHighlighter::classify(QStringLiteral("base: &b *a   # c")),
                 QStringLiteral("kkkkd aa aa   ccc"));
        QCOMPARE(YamlHighlighter::classify(QStringLiteral("text: it's 3 # x")),
                 QStringLiteral("kkkkd        ccc"));

        QTextDocument document;
        document.setPlainText(QStringLiteral("a: 1\nb: |\n  c: 2\nd: x\n"));
        YamlHighlighter highlighter;
        highlighter.setDocument(&document);
        highlighter.setErrorLines({4});
        highlighter.rehighlight(); // setDocument() highlights later, from the event loop
        auto formats = [&](int block) {
            return document.findBlockByNumber(block).layout()->formats();
        };
        QVERIFY(!formats(0).isEmpty());
        QCOMPARE(formats(0).constFirst().format.foreground().color(), QColor(0x2b, 0x3a, 0x67));
        // Inside the block scalar, "c: 2" is text, not a key.
        QCOMPARE(formats(2).constLast().format.foreground().color(), QColor(0x4f, 0x6b, 0x2a));
        bool waved = false;
        for (const auto &range : formats(3))
            waved = waved || range.format.underlineStyle() == QTextCharFormat::WaveUnderline;
        QVERIFY(waved);
        QCOMPARE(highlighter.errorLines(), QVariantList{4});
    }

private:
    std::unique_ptr<AppContext> m_app;
    QTemporaryDir m_user;
    QTemporaryDir m_saves;
    QByteArray m_dataHash;
};

QTEST_MAIN(TestRulesEditor)
#include "tst_rules_editor.moc"
