// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QLockFile>
#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QThreadPool>
#include <QVariant>
#include <memory>
#include <optional>
#include <vector>

// The rules editor's autosaves, one per open document (not one per game: two editors may be
// open at once, one in each of two windows or one under a game started from the other, and
// each keeps its own unsaved work). In <user data>/editor/autosave/: <id>.yaml (the text),
// <id>.json (what it is: game, variant name and file, the text it was opened with, when) and
// <id>.lock, a QLockFile held while an editor has the document open. An autosave whose lock is
// free (its editor closed without saving, or its process died) is offered back, and only in
// the editor of its own game.

// What an autosave is, as its .json says.
struct AutosaveInfo
{
    QString id;
    QString gameId;
    QString filePath; // the variant file it was opened from ("" for a new one)
    QString fileName;
    bool shipped = false;
    QJsonObject variantName; // {en: ..., es: ...}, the variant header's name
    QString baseText;        // the text the document was opened with (its saved state)
    QDateTime savedAt;       // UTC
};

class EditorRecovery;
class GameCatalogModel;
class Localization;

// One open document's autosave, owned by its editor: locked from its first write until the
// editor goes. Destroying it keeps the files (a quit or a crash: to be recovered); remove()
// deletes them (the work was saved or discarded).
class AutosaveSlot
{
public:
    // A new id; nothing written or locked yet. `recovery` hears of its changes and writes it.
    explicit AutosaveSlot(EditorRecovery &recovery);
    ~AutosaveSlot();
    AutosaveSlot(const AutosaveSlot &) = delete;
    AutosaveSlot &operator=(const AutosaveSlot &) = delete;

    // An earlier editor's autosave, taken over (nullptr when another editor still has it).
    static std::unique_ptr<AutosaveSlot> adopt(EditorRecovery &recovery, const QString &id);

    QString id() const { return m_id; }
    QString textPath() const;
    QString infoPath() const;
    // Writes the text, then what it is (an info file never names a text not there yet), on
    // the writer thread; false when it cannot be locked.
    bool write(AutosaveInfo info, const QString &text);
    void remove();

private:
    bool lock();

    EditorRecovery &m_recovery;
    QString m_id;
    std::unique_ptr<QLockFile> m_lock;
};

// The autosaves no editor has open, for the editor's recovery prompt and the launcher.
class EditorRecovery : public QObject
{
    Q_OBJECT
    // Changes when an autosave appears, goes, or is let go by its editor.
    Q_PROPERTY(int revision READ revision NOTIFY changed)

public:
    // Games named from `catalog` in `localization`'s language (AppContext makes the app's).
    EditorRecovery(Localization *localization, const GameCatalogModel *catalog,
                   QObject *parent = nullptr);
    ~EditorRecovery() override;

    static QString folder();
    // A game's autosaves that no editor has open, newest first.
    static std::vector<AutosaveInfo> entries(const QString &gameId);
    static std::optional<AutosaveInfo> read(const QString &id, QString *text, QString *error);
    // Deletes an autosave no editor has open.
    bool discard(const QString &id);

    // The same for QML, in the UI language: [{id, gameId, gameName, variantName, fileName,
    // filePath, shipped, savedAt, time, date, when, daysAgo}] (time and date as the language
    // writes them, when as "today at 14:32"; daysAgo 0 today, 1 yesterday).
    Q_INVOKABLE QVariantList forGame(const QString &gameId) const;
    QVariantMap describe(const AutosaveInfo &info) const;

    int revision() const { return m_revision; }
    void notifyChanged();
    // The one thread that writes autosaves, in the order asked.
    QThreadPool &writer() { return m_writer; }

Q_SIGNALS:
    void changed();

private:
    Localization *m_localization;
    const GameCatalogModel *m_catalog;
    int m_revision = 0;
    QThreadPool m_writer;
};
