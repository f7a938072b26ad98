// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/background_check.h"
#include "editor/editor_autosave.h"
#include "editor/editor_document.h"
#include "editor/schema_tree_view.h"

#include <QObject>
#include <QQmlEngine>
#include <QTimer>
#include <QUrl>
#include <QVariant>
#include <memory>
#include <optional>

namespace kotatsu {
class Schema;
}

// One page of the rules editor: a variant of a game (EditorDocument: its tree, text and undo
// history) edited through forms, the board preview and the YAML text, its files found, opened
// and written by VariantFiles. Every edit is one undo step (editor_document.h). The text is
// checked on a worker thread shortly after the last change (the newest result wins), and
// autosaved (editor_autosave.h) at most half a second after each change and when the editor goes
// without closing (a quit), so that it can be recovered after a crash; the editor of a game
// offers that game's autosaves, and only those.
//
// Offsets are QString indexes into `text` (not bytes); paths are key paths as DataError writes
// them ("rules.hand_size", "deck.cards[3].value", "variant.name.es").
class AppContext;
class GameCatalogModel;
class Localization;

class RulesEditor : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString gameId READ gameId NOTIFY documentChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY namesChanged)
    Q_PROPERTY(QString variantName READ variantName NOTIFY namesChanged)
    Q_PROPERTY(QString fileName READ fileName NOTIFY documentChanged)
    Q_PROPERTY(QString filePath READ filePath NOTIFY documentChanged)
    Q_PROPERTY(bool shipped READ shipped NOTIFY documentChanged)
    Q_PROPERTY(QString text READ text NOTIFY textChanged)
    Q_PROPERTY(int revision READ revision NOTIFY textChanged)
    Q_PROPERTY(bool readable READ readable NOTIFY textChanged)
    Q_PROPERTY(bool dirty READ dirty NOTIFY dirtyChanged)
    Q_PROPERTY(bool validating READ validating NOTIFY validationChanged)
    Q_PROPERTY(bool playable READ playable NOTIFY validationChanged)
    Q_PROPERTY(QVariantList errors READ errors NOTIFY validationChanged)
    Q_PROPERTY(QVariantList changes READ changes NOTIFY textChanged)
    Q_PROPERTY(QVariantList schema READ schema NOTIFY documentChanged)
    // The schema as the forms draw it (SchemaTreeView): {nodes, kids, sections}.
    Q_PROPERTY(QVariantMap schemaTree READ schemaTree NOTIFY documentChanged)
    Q_PROPERTY(QVariantMap board READ board NOTIFY validationChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY undoChanged)
    Q_PROPERTY(QString undoText READ undoText NOTIFY undoChanged)
    Q_PROPERTY(QString redoText READ redoText NOTIFY undoChanged)
    Q_PROPERTY(bool hasRecovery READ hasRecovery NOTIFY hasRecoveryChanged)
    // The autosaves of this game that no editor has open, newest first, the one of the open
    // file first (EditorRecovery::forGame).
    Q_PROPERTY(QVariantList recoveries READ recoveries NOTIFY hasRecoveryChanged)
    // What the game offers to mend the last check's errors (DocumentFix): [{kind, path, args}].
    Q_PROPERTY(QVariantList fixes READ fixes NOTIFY validationChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)

public:
    // Made in QML: the games, the language and the autosaves are those of the AppContext
    // attached to its engine (found when first needed: app()).
    explicit RulesEditor(QObject *parent = nullptr);
    // Made in C++ (tests): those of `app`.
    explicit RulesEditor(AppContext &app, QObject *parent = nullptr);
    ~RulesEditor() override;

    // A new variant of a game: its header (name "<game> (variant)" in every language), no
    // overrides, a free file name.
    Q_INVOKABLE bool openGame(const QString &gameId);
    // A shipped variant's id, one of the user's variant ids, or a variant file's path.
    Q_INVOKABLE bool openVariant(const QString &gameId, const QString &variantIdOrFile);
    // A variant file from anywhere, not saved yet (save it with saveAs).
    Q_INVOKABLE bool importFile(const QUrl &file);
    // An autosave of this game (an id of `recoveries`) in place of the open document: its
    // file's saved text, then the autosaved text as one undo step.
    Q_INVOKABLE bool recover(const QString &autosaveId);
    // Deletes an autosave of `recoveries`.
    Q_INVOKABLE bool discardRecovery(const QString &autosaveId);

    // DataNode values as QML values: maps, lists, int, double, bool, string; absent: undefined.
    Q_INVOKABLE QVariant value(const QString &path) const;
    Q_INVOKABLE QVariant baseValue(const QString &path) const;
    // A value, or the base game's, as one line of YAML flow text ("[M1, C2]"), as core writes
    // it (emitYamlFlow): what the list rows and the Changes list show. Empty: no value there.
    Q_INVOKABLE QString valueText(const QString &path) const;
    Q_INVOKABLE QString baseValueText(const QString &path) const;
    // 0: the base game's value, 1: an override or inside one, 2: something below is overridden.
    Q_INVOKABLE int changeAt(const QString &path) const;
    // The schema node (SchemaTreeView) the value at `path` lies in ("effects[2].gain_coins" is
    // the node "effects[].gain_coins"); undefined when the schema has none.
    Q_INVOKABLE QVariant nodeAt(const QString &path) const;
    // The top-level key of a path ("deck.cards[3].value" -> "deck").
    Q_INVOKABLE QString sectionOf(const QString &path) const;
    // `path` if the variant's text writes it, else the nearest value around it that it writes
    // ("" when none): where the text view goes for a value chosen elsewhere.
    Q_INVOKABLE QString writtenPathAround(const QString &path) const;
    // Whether a variant may change the value at `path` (not the game's id, nor its includes).
    Q_INVOKABLE bool canOverride(const QString &path) const;
    Q_INVOKABLE bool setValue(const QString &path, const QVariant &value);
    // Sets a value from one line of YAML flow text, read by core's YAML reader as the variant
    // file will be: quoting, `~` and numbers mean what they mean there. False with lastError
    // (naming the column) when the text is not YAML.
    Q_INVOKABLE bool setValueText(const QString &path, const QString &text);
    // What a designer typed into the field at `path`, read against its schema row (never
    // clamped): {ok, value (as value() gives it), text (as YAML, to setValueText: what was
    // typed, quoted when it is text), error ("" or why, in the current language)}.
    Q_INVOKABLE QVariantMap checkInput(const QString &path, const QString &text) const;
    // Writes what a control gave for the value at `path` (a switch's true, a drop-down's word,
    // a spin box's 12, a letter typed) as checkInput reads it against its schema row, typed as
    // the row says; false with lastError in the user's language when the row refuses it.
    Q_INVOKABLE bool setInput(const QString &path, const QString &text);
    // How many values name the id at `idPath` ("board.towns[2].id"): the routes, regions...
    // that the schema marks as naming that list's ids (0 when it is no such id).
    Q_INVOKABLE int referencesTo(const QString &idPath) const;
    // Changes the id at `idPath` and every value that names it, as one undo step.
    Q_INVOKABLE bool renameId(const QString &idPath, const QString &newId);
    Q_INVOKABLE bool revert(const QString &path);
    // Takes back line `index` of `changes`: that value only, or that added or removed item.
    Q_INVOKABLE bool revertChange(int index);
    Q_INVOKABLE bool insertItem(const QString &listPath, int index, const QVariant &value);
    // Inserts an item written as one line of YAML flow text, read by core's YAML reader as
    // setValueText reads a value (false with lastError, naming the column, when it is not YAML).
    Q_INVOKABLE bool insertItemText(const QString &listPath, int index, const QString &text);
    // The item a new row of the list at `listPath` starts with, as one line of YAML flow text
    // (kotatsu::newListItem: a copy of the last item, else the schema's defaults; for a list of
    // words with parameters, `word` or the first word with its parameter's starting value).
    Q_INVOKABLE QString newItem(const QString &listPath, const QString &word = QString()) const;
    // The value the value at `path` starts with from its schema row (kotatsu::startValueOf),
    // as YAML flow text: what an effect's parameter becomes when it turns into a number.
    Q_INVOKABLE QString startValue(const QString &path) const;
    // Moves item `index` of a list to place `to`, as one undo step (the items as written).
    Q_INVOKABLE bool moveItem(const QString &listPath, int index, int to);
    // Whether a QML file (qrc: or file:) exists: the editor loads a game's board editor only
    // when the game has one, without a "No such file" warning.
    Q_INVOKABLE bool viewExists(const QUrl &file) const;
    Q_INVOKABLE bool removeItem(const QString &listPath, int index);
    Q_INVOKABLE bool duplicateItem(const QString &listPath, int index);
    // Applies the fix of `fixes` of that kind at that path, as one undo step named
    // `description`.
    Q_INVOKABLE bool applyFix(const QString &path, const QString &kind, const QString &description);
    // Several edits as one undo step, all or none, for a change that must keep two keys in
    // step (Hyano's "add a pile": a symbol and rules.piles). Each edit is a map:
    // {set: path, value}, {insert: listPath, index, value} or {remove: listPath, index}.
    // `description` is the undo step's text.
    Q_INVOKABLE bool applyEdits(const QString &description, const QVariantList &edits);
    // An edit in the text view: the whole new text.
    Q_INVOKABLE void setText(const QString &text);
    // Whether `text` is not written yet as the value at `path`, a language of a localized text:
    // empty, or for the variant's name and description still what openGame wrote there
    // ("Tokaido Duo (variant)"). Views mark such languages.
    Q_INVOKABLE bool isUnwritten(const QString &path, const QString &text) const;
    // A key path in words of the current language, as a line of its own: "Ring space 9: type",
    // "Uchiko: mountain-town draw", "Hand size" (editor/path_words.h).
    Q_INVOKABLE QString describe(const QString &path) const;
    // Where the variant writes `path` in text (-1: it does not).
    Q_INVOKABLE int textOffsetOf(const QString &path) const;
    // The innermost value at a place in text ("" for none).
    Q_INVOKABLE QString pathAt(int textOffset) const;
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    // Writes the open user variant back (not a shipped one: use saveAs).
    Q_INVOKABLE bool save();
    // Saves as <user data>/variants/<game>/<variantId>.yaml; an existing variant is refused
    // unless it is the open file.
    Q_INVOKABLE bool saveAs(const QString &variantId);
    Q_INVOKABLE bool exportTo(const QUrl &file);
    // The current text as a file GameSession::start takes as variant; "" when not playable.
    Q_INVOKABLE QString playFile();
    // The current text for the board preview's own game (overwritten at every change: such a
    // game is never saved); "" when not playable.
    Q_INVOKABLE QString previewFile();
    Q_INVOKABLE void close();

    QString gameId() const;
    QString gameName() const;
    QString variantName() const;
    QString fileName() const;
    QString filePath() const { return m_filePath; }
    bool shipped() const { return m_shipped; }
    QString text() const { return m_edited.text(); }
    int revision() const { return m_revision; }
    bool readable() const { return m_edited.isOpen() && m_edited.variant()->readable(); }
    bool dirty() const { return m_edited.dirty(); }
    bool validating() const { return m_validating; }
    bool playable() const;
    QVariantList errors() const { return m_errors; }
    QVariantList changes() const;
    QVariantList schema() const;
    QVariantMap schemaTree() const;
    QVariantMap board() const;
    bool canUndo() const { return m_edited.undoStack().canUndo(); }
    bool canRedo() const { return m_edited.undoStack().canRedo(); }
    QString undoText() const { return m_edited.undoStack().undoText(); }
    QString redoText() const { return m_edited.undoStack().redoText(); }
    bool hasRecovery() const { return !m_recoveries.isEmpty(); }
    QVariantList recoveries() const { return m_recoveries; }
    QVariantList fixes() const { return m_fixes; }
    QString lastError() const { return m_lastError; }

    // This document's autosave text (written or not; for tests).
    QString autosavePath() const;
    // Writes the autosave now (done at most half a second after a change, and when the editor
    // goes).
    void writeAutosave();

Q_SIGNALS:
    void documentChanged();
    void namesChanged();
    void textChanged();
    void dirtyChanged();
    void validationChanged();
    void undoChanged();
    void hasRecoveryChanged();
    void lastErrorChanged();
    // The variant file was written (save, saveAs).
    void saved();

private:
    void useContext(AppContext &app) const;
    AppContext &app() const;
    GameCatalogModel *catalogModel() const;
    Localization *localization() const;
    std::string uiLanguage() const;
    bool open(const QString &gameId, std::string text, const QString &fileName,
              const QString &filePath, bool shipped, const QString &savedText);
    // Applies an edit of the document (EditorDocument::edit), with lastError and signals.
    template <typename Edit>
    bool edit(const QString &description, Edit &&edit);
    // A line of the Changes list: path, kind (value, added, removed), label in words, and for
    // a value its base and new value (and their words' labels).
    QVariantMap describeChange(const kotatsu::VariantChange &change) const;
    void afterTextChange();
    void forgetChecks();
    void scheduleCheck();
    void startCheck();
    void onChecked(const std::shared_ptr<const BackgroundCheck::Result> &result);
    void scheduleAutosave();
    void refreshRecoveries();
    void findFixes();
    // errors and the board's broken paths from m_checkErrors, in the current language.
    void showCheckErrors();
    // Writes the text to `path` atomically, never into the shipped data; sets lastError.
    bool writeText(const QString &path);
    bool writeVariant(const QString &path);
    QString writePlayable(const QString &path);
    void setError(const QString &message);
    // One line of YAML flow text typed for the value at `path`, read by core's YAML reader;
    // nullopt with lastError when it is not YAML.
    std::optional<kotatsu::DataNode> readValueText(const QString &path, const QString &text);
    // The schema of the open game's rules engine (nullptr: none open).
    const kotatsu::Schema *schemaTable() const;
    // The schema row of the value at `path` (data keys matched to their <...> row), or nullptr.
    const kotatsu::SchemaRow *rowAt(const QString &path) const;
    // The open game's schema tree in the current language, built once per game and language.
    const SchemaTreeView *treeView() const;

    mutable AppContext *m_app = nullptr;
    EditorDocument m_edited;
    QString m_filePath;
    bool m_shipped = false;
    int m_revision = 0;

    BackgroundCheck m_check;
    QTimer m_autosaveTimer;
    bool m_validating = false;
    bool m_checked = false;
    bool m_built = false;              // the last check built a definition
    kotatsu::DataErrors m_checkErrors; // the last check's
    QVariantList m_errors;
    QVariantList m_broken;
    QVariantMap m_board;

    std::unique_ptr<AutosaveSlot> m_autosave;
    QVariantList m_recoveries;
    QVariantList m_fixes;
    QString m_lastError;

    mutable std::unique_ptr<SchemaTreeView> m_treeView;
    mutable const kotatsu::Schema *m_treeSchema = nullptr;
    mutable std::string m_treeLanguage;
};
