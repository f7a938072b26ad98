// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/rules_editor.h"

#include "app_context.h"
#include "data/document_loader.h"
#include "data/key_path.h"
#include "data/node_reader.h"
#include "data/schema.h"
#include "data/yaml_emitter.h"
#include "data/yaml_reader.h"
#include "data_error_text.h"
#include "data_node_variant.h"
#include "editor/change_names.h"
#include "editor/editor_document.h"
#include "editor/field_input.h"
#include "editor/id_references.h"
#include "editor/new_value.h"
#include "editor/path_words.h"
#include "editor/undo_step_text.h"
#include "editor/user_data.h"
#include "editor/variant_files.h"
#include "editor/variant_library.h"
#include "editor/variant_names.h"
#include "engine/rules_registry.h"
#include "game_catalog_model.h"
#include "json_variant.h"
#include "kotatsu/languages.h"
#include "localization.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <map>
#include <utility>

using kotatsu::DataNode;
using kotatsu::bridge::dataNodeToVariant;
using kotatsu::bridge::ItemStep;
using kotatsu::bridge::ValueStep;
using kotatsu::bridge::variantToDataNode;

namespace {

// The longest an unsaved change waits to be autosaved, counted from the first change since the
// last autosave (not restarted by each change, so steady typing is saved too): what a crash
// can lose. An autosave costs the UI thread under 0.1 ms and the writer thread about 20 ms
// (docs/rules-editor.md), so twice a second is cheap.
constexpr int kAutosaveDelayMs = 500;

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

// The schema of a game's rules engine; nullptr when unknown.
const kotatsu::Schema *schemaOfGame(const GameCatalogModel *catalog, const std::string &gameId)
{
    const kotatsu::GameEntry *game = catalog->catalog().find(gameId);
    return game && game->definition ? kotatsu::builtinSchema(game->definition->info().rulesEngine)
                                    : nullptr;
}

QString describeStep(const GameCatalogModel *catalog, const std::string &language,
                     const std::optional<kotatsu::VariantDocument> &document, ValueStep step,
                     const QString &path)
{
    if (!document)
        return path;
    return kotatsu::bridge::valueStepText(
        step, kotatsu::bridge::describePath(schemaOfGame(catalog, document->gameId()), *document,
                                            path.toStdString(), language));
}

// Add: the item the list will hold at `index`; Remove, Duplicate: the item there now.
QString describeStep(const GameCatalogModel *catalog, const std::string &language,
                     const std::optional<kotatsu::VariantDocument> &document, ItemStep step,
                     const QString &listPath, int index)
{
    if (!document || index < 0)
        return listPath;
    const kotatsu::Schema *schema = schemaOfGame(catalog, document->gameId());
    const std::string list = listPath.toStdString();
    return kotatsu::bridge::itemStepText(
        step, step == ItemStep::Add
                  ? kotatsu::bridge::describeNewItem(schema, *document, list, std::size_t(index),
                                                     language)
                  : kotatsu::bridge::describePath(
                        schema, *document, list + "[" + std::to_string(index) + "]", language));
}

// Each game's merged document, shared by its editors and their checks (worker threads).
std::shared_ptr<const DataNode> baseDocument(const kotatsu::GameEntry &game)
{
    static std::map<std::pair<const void *, std::string>, std::shared_ptr<const DataNode>> cache;
    auto &slot = cache[{&game, game.id}];
    if (!slot)
        slot = std::make_shared<const DataNode>(game.document);
    return slot;
}

} // namespace

RulesEditor::RulesEditor(AppContext &app, QObject *parent) : RulesEditor(parent)
{
    useContext(app);
}

AppContext &RulesEditor::app() const
{
    // Made in QML: its engine's context, looked up once. No document is open before then, so
    // nothing had to be said again in another language.
    if (!m_app)
        useContext(AppContext::of(this));
    return *m_app;
}

void RulesEditor::useContext(AppContext &app) const
{
    m_app = &app;
    auto *self = const_cast<RulesEditor *>(this);
    connect(app.localization(), &Localization::languageChanged, self, [self] {
        Q_EMIT self->namesChanged();
        Q_EMIT self->documentChanged();
        Q_EMIT self->textChanged();
        // The last check's errors, said again in the new language.
        if (self->m_checked && self->m_edited.variant()) {
            self->showCheckErrors();
            Q_EMIT self->validationChanged();
        }
    });
}

GameCatalogModel *RulesEditor::catalogModel() const
{
    return app().catalog();
}

Localization *RulesEditor::localization() const
{
    return app().localization();
}

std::string RulesEditor::uiLanguage() const
{
    return app().localization()->language().toStdString();
}

RulesEditor::RulesEditor(QObject *parent) : QObject(parent), m_edited([this] { afterTextChange(); })
{
    connect(&m_check, &BackgroundCheck::due, this, &RulesEditor::startCheck);
    connect(&m_check, &BackgroundCheck::finished, this, &RulesEditor::onChecked);
    m_autosaveTimer.setSingleShot(true);
    m_autosaveTimer.setInterval(kAutosaveDelayMs);
    connect(&m_autosaveTimer, &QTimer::timeout, this, [this] { writeAutosave(); });
    for (auto signal : {&QUndoStack::canUndoChanged, &QUndoStack::canRedoChanged})
        connect(&m_edited.undoStack(), signal, this, &RulesEditor::undoChanged);
    for (auto signal : {&QUndoStack::undoTextChanged, &QUndoStack::redoTextChanged})
        connect(&m_edited.undoStack(), signal, this, &RulesEditor::undoChanged);
}

RulesEditor::~RulesEditor()
{
    // Going without close() (the window closed, the app quit): the last changes are kept to
    // be recovered, not only those of the last autosave.
    if (m_edited.variant() && dirty())
        writeAutosave();
}

QString RulesEditor::autosavePath() const
{
    return m_autosave ? m_autosave->textPath() : QString();
}

// --- opening -------------------------------------------------------------------------------

bool RulesEditor::open(const QString &gameId, std::string text, const QString &fileName,
                       const QString &filePath, bool shipped, const QString &savedText)
{
    const kotatsu::GameEntry *game = catalogModel()->catalog().find(gameId.toStdString());
    if (!game || !game->definition) {
        //: Error in the rules editor; %1 is a game id
        setError(tr("The game “%1” is not available.").arg(gameId));
        return false;
    }
    // The document open until now keeps its autosave when it has unsaved work (to be offered
    // back), and this one starts its own.
    if (m_edited.variant() && dirty())
        writeAutosave();
    m_autosaveTimer.stop();
    m_autosave = std::make_unique<AutosaveSlot>(*app().editorRecovery());
    m_edited.open(kotatsu::VariantDocument::fromText(baseDocument(*game), game->id, std::move(text),
                                                     fileName.toStdString()),
                  savedText);
    m_filePath = filePath;
    m_shipped = shipped;
    forgetChecks();
    ++m_revision;
    setError(QString());
    Q_EMIT documentChanged();
    Q_EMIT namesChanged();
    Q_EMIT textChanged();
    Q_EMIT dirtyChanged();
    m_check.cancel();
    startCheck();
    if (dirty())
        scheduleAutosave();
    refreshRecoveries();
    return true;
}

bool RulesEditor::openGame(const QString &gameId)
{
    const kotatsu::GameEntry *game = catalogModel()->catalog().find(gameId.toStdString());
    if (!game || !game->definition) {
        setError(tr("The game “%1” is not available.").arg(gameId));
        return false;
    }
    kotatsu::VariantHeader header;
    header.baseId = game->id;
    const auto &info = game->definition->info();
    for (std::size_t i = 0; i < kotatsu::kLanguageCount; ++i)
        header.name.set(
            i, kotatsu::bridge::placeholderVariantName(info.name, kotatsu::kLanguageCodes[i]));
    // A variant needs one; the designer writes the real one (isUnwritten marks it until then).
    header.description = header.name;
    const QString fileName = VariantFiles::newFileName(gameId);
    const kotatsu::VariantDocument created = kotatsu::VariantDocument::create(
        baseDocument(*game), game->id, header, fileName.toStdString());
    // Not dirty until edited: nothing is lost by closing an untouched new variant.
    return open(gameId, created.text(), fileName, QString(), false, qs(created.text()));
}

bool RulesEditor::openVariant(const QString &gameId, const QString &variantIdOrFile)
{
    const GameCatalogModel *catalog = catalogModel();
    const kotatsu::GameEntry *game = catalog->catalog().find(gameId.toStdString());
    if (!game || !game->definition) {
        setError(tr("The game “%1” is not available.").arg(gameId));
        return false;
    }
    QString error;
    const std::optional<VariantFiles::Opened> file =
        VariantFiles::open(*game, catalog->dataDir(), variantIdOrFile, &error);
    if (!file) {
        setError(error);
        return false;
    }
    return open(gameId, file->content.toStdString(), QFileInfo(file->path).fileName(), file->path,
                file->shipped, QString::fromUtf8(file->content));
}

bool RulesEditor::importFile(const QUrl &file)
{
    const QString path = kotatsu::bridge::localPath(file);
    QByteArray content;
    QString error;
    if (!kotatsu::bridge::readTextFile(path, content, &error)) {
        setError(tr("The variant cannot be opened: %1").arg(error));
        return false;
    }
    kotatsu::DataErrors errors;
    const auto variant = kotatsu::loadVariantFile(path.toStdString(), errors);
    if (!variant) {
        setError(tr("The variant cannot be opened: %1")
                     .arg(kotatsu::bridge::dataErrorsText(errors, uiLanguage())));
        return false;
    }
    return open(qs(variant->baseId), content.toStdString(), VariantFiles::importedFileName(path),
                QString(), false, QString());
}

bool RulesEditor::recover(const QString &autosaveId)
{
    if (!m_edited.variant()) {
        setError(tr("No variant is open."));
        return false;
    }
    std::unique_ptr<AutosaveSlot> slot = AutosaveSlot::adopt(*app().editorRecovery(), autosaveId);
    if (!slot) {
        //: Error in the rules editor: the autosaved work chosen is open in another editor (or gone)
        setError(tr("Those changes are open in another editor."));
        refreshRecoveries();
        return false;
    }
    QString text;
    QString error;
    const std::optional<AutosaveInfo> info = EditorRecovery::read(autosaveId, &text, &error);
    // Never one game's work in another game's editor.
    if (!info) {
        setError(tr("The variant cannot be opened: %1").arg(error));
        return false;
    }
    if (info->gameId != gameId()) {
        //: Error in the rules editor: autosaved changes of another game's rules were asked for
        setError(tr("Those changes are to another game's rules: its own editor offers them."));
        return false;
    }
    QString fileName = info->fileName;
    if (!fileName.endsWith(QStringLiteral(".yaml")) ||
        !kotatsu::bridge::isVariantId(fileName.chopped(5)))
        fileName = QStringLiteral("my_variant.yaml");
    // The undo step goes back to what the file holds now, else to the text the document was
    // opened with (a new variant's, or an autosave older than that was kept: the text itself).
    QByteArray saved;
    QString base = info->baseText.isEmpty() ? text : info->baseText;
    if (!info->filePath.isEmpty() && kotatsu::bridge::readTextFile(info->filePath, saved, nullptr))
        base = QString::fromUtf8(saved);
    if (!open(info->gameId, base.toStdString(), fileName, info->filePath, info->shipped, base))
        return false;
    m_autosave = std::move(slot); // the recovered autosave is this document's from now on
    //: Undo step in the rules editor: the changes recovered from an autosave
    if (m_edited.setText(text, tr("Recover the autosaved changes"), false))
        afterTextChange();
    writeAutosave();
    refreshRecoveries();
    return true;
}

bool RulesEditor::discardRecovery(const QString &autosaveId)
{
    const bool removed = app().editorRecovery()->discard(autosaveId);
    refreshRecoveries();
    return removed;
}

void RulesEditor::refreshRecoveries()
{
    QVariantList list =
        m_edited.variant() ? app().editorRecovery()->forGame(gameId()) : QVariantList();
    // The open file's own autosave first.
    std::stable_partition(list.begin(), list.end(), [this](const QVariant &entry) {
        const QString path = entry.toMap().value(QStringLiteral("filePath")).toString();
        return !path.isEmpty() && path == m_filePath;
    });
    if (list == m_recoveries)
        return;
    m_recoveries = list;
    Q_EMIT hasRecoveryChanged();
}

void RulesEditor::close()
{
    m_check.cancel();
    m_autosaveTimer.stop();
    // Closed after saving, or after the person chose to lose the changes.
    if (m_autosave)
        m_autosave->remove();
    m_autosave.reset();
    m_edited.close();
    m_filePath.clear();
    m_shipped = false;
    m_validating = false;
    forgetChecks();
    ++m_revision;
    Q_EMIT documentChanged();
    Q_EMIT namesChanged();
    Q_EMIT textChanged();
    Q_EMIT dirtyChanged();
    m_fixes.clear();
    if (!m_recoveries.isEmpty()) {
        m_recoveries.clear();
        Q_EMIT hasRecoveryChanged();
    }
    Q_EMIT validationChanged();
}

// --- reading -------------------------------------------------------------------------------

QString RulesEditor::gameId() const
{
    return m_edited.variant() ? qs(m_edited.variant()->gameId()) : QString();
}

QString RulesEditor::gameName() const
{
    if (!m_edited.variant())
        return {};
    const kotatsu::GameEntry *game = catalogModel()->catalog().find(m_edited.variant()->gameId());
    if (!game || !game->definition)
        return gameId();
    return qs(game->definition->info().name.get(localization()->language().toStdString()));
}

QString RulesEditor::variantName() const
{
    if (!m_edited.variant())
        return {};
    // A language not written yet shows one the designer wrote (variant_names.h).
    const kotatsu::GameEntry *game = catalogModel()->catalog().find(m_edited.variant()->gameId());
    const std::string language = localization()->language().toStdString();
    if (!game || !game->definition)
        return qs(m_edited.variant()->header().name.get(language));
    return kotatsu::bridge::variantDisplayName(game->definition->info().name,
                                               m_edited.variant()->header().name, {}, language);
}

QString RulesEditor::fileName() const
{
    return m_edited.variant() ? qs(m_edited.variant()->fileName()) : QString();
}

bool RulesEditor::playable() const
{
    return readable() && m_checked && !m_validating && m_errors.isEmpty() && m_built;
}

QVariant RulesEditor::value(const QString &path) const
{
    return m_edited.variant() ? dataNodeToVariant(m_edited.variant()->value(path.toStdString()))
                              : QVariant();
}

QVariant RulesEditor::baseValue(const QString &path) const
{
    return m_edited.variant() ? dataNodeToVariant(m_edited.variant()->baseValue(path.toStdString()))
                              : QVariant();
}

QString RulesEditor::valueText(const QString &path) const
{
    const DataNode *node =
        m_edited.variant() ? m_edited.variant()->value(path.toStdString()) : nullptr;
    return node ? qs(kotatsu::emitYamlFlow(*node)) : QString();
}

QString RulesEditor::baseValueText(const QString &path) const
{
    const DataNode *node =
        m_edited.variant() ? m_edited.variant()->baseValue(path.toStdString()) : nullptr;
    return node ? qs(kotatsu::emitYamlFlow(*node)) : QString();
}

bool RulesEditor::canOverride(const QString &path) const
{
    // The header is the variant's own; everything else as a variant file may override it.
    return path.startsWith(QLatin1String("variant")) ||
           kotatsu::variantMayOverride(path.toStdString());
}

int RulesEditor::changeAt(const QString &path) const
{
    if (!m_edited.variant())
        return 0;
    switch (m_edited.variant()->changeAt(path.toStdString())) {
    case kotatsu::VariantDocument::Change::None:
        return 0;
    case kotatsu::VariantDocument::Change::Inside:
        return 1;
    case kotatsu::VariantDocument::Change::Below:
        return 2;
    }
    return 0;
}

QVariantMap RulesEditor::describeChange(const kotatsu::VariantChange &change) const
{
    const kotatsu::GameEntry *game = catalogModel()->catalog().find(m_edited.variant()->gameId());
    const kotatsu::Schema *table =
        game && game->definition ? kotatsu::builtinSchema(game->definition->info().rulesEngine)
                                 : nullptr;
    const std::string &path = change.path;
    const std::string language = localization()->language().toStdString();
    QVariantMap line{{QStringLiteral("path"), qs(path)}};
    if (change.kind == kotatsu::VariantChange::Kind::Value) {
        // One value: "Uchiko: Mountain-town draw", a text in one language as "Name (ja)".
        kotatsu::bridge::PathWords words =
            kotatsu::bridge::describePath(table, *m_edited.variant(), path, language);
        const auto steps = kotatsu::parseKeyPath(path);
        const bool oneLanguage = steps && steps->size() > 1 && !steps->back().isIndex &&
                                 kotatsu::languageIndex(steps->back().key) >= 0;
        if (oneLanguage) {
            kotatsu::KeyPath parent(steps->begin(), steps->end() - 1);
            words = kotatsu::bridge::describePath(table, *m_edited.variant(),
                                                  kotatsu::keyPathText(parent), language);
            //: Rules editor, Changes list: a text in one language; %1 the text's label, %2 the
            //: language code (ja, es...)
            words.field = tr("%1 (%2)").arg(words.field, qs(steps->back().key));
        }
        const DataNode *base = m_edited.variant()->baseValue(path);
        const DataNode *value = m_edited.variant()->value(path);
        const kotatsu::SchemaRow *row = table ? table->find(kotatsu::schemaKeyOf(path)) : nullptr;
        line.insert(QStringLiteral("kind"), QStringLiteral("value"));
        line.insert(QStringLiteral("label"), words.text());
        line.insert(QStringLiteral("base"), base ? qs(kotatsu::emitYamlFlow(*base)) : QString());
        line.insert(QStringLiteral("value"), value ? qs(kotatsu::emitYamlFlow(*value)) : QString());
        // A word by its label; a value naming an item of another list by that item's name.
        const auto labelOf = [&](const DataNode *node, const DataNode &root) {
            if (oneLanguage && node && node->isScalar())
                return qs(node->scalar); // prose, shown as written
            QString label = row ? kotatsu::bridge::wordLabelsOf(*row, node) : QString();
            if (label.isEmpty() && node && node->isScalar() && steps)
                label = kotatsu::bridge::nameOfId(root, *steps, node->scalar, language);
            return label;
        };
        line.insert(QStringLiteral("baseLabel"), labelOf(base, m_edited.variant()->base()));
        line.insert(QStringLiteral("valueLabel"), labelOf(value, m_edited.variant()->merged()));
        return line;
    }
    // A whole item added or removed: "Towns: Ōzu", "Routes: Matsuyama–Uchiko".
    auto steps = kotatsu::parseKeyPath(path);
    kotatsu::KeyPath listPath = steps ? *steps : kotatsu::KeyPath{};
    const bool added = change.kind == kotatsu::VariantChange::Kind::Added;
    std::size_t index = change.baseIndex;
    if (added && !listPath.empty()) {
        index = listPath.back().index;
        listPath.pop_back();
    }
    const std::string listText = kotatsu::keyPathText(listPath);
    const DataNode *list =
        added ? m_edited.variant()->value(listText) : m_edited.variant()->baseValue(listText);
    const DataNode &root = added ? m_edited.variant()->merged() : m_edited.variant()->base();
    const QString item =
        list && list->isSequence() && index < list->items.size()
            ? kotatsu::bridge::itemCalled(list->items[index], root, listPath, index, language)
            : QString::number(index);
    const QString listLabel = kotatsu::bridge::keyLabel(table, kotatsu::schemaKeyOf(listText));
    //: Rules editor, Changes list: an item added to or removed from a list; %1 the list's
    //: label ("Towns"), %2 the item ("Ōzu")
    line.insert(QStringLiteral("label"), tr("%1: %2").arg(listLabel, item));
    line.insert(QStringLiteral("kind"),
                added ? QStringLiteral("added") : QStringLiteral("removed"));
    if (!added)
        line.insert(QStringLiteral("path"), qs(listText));
    return line;
}

QVariantList RulesEditor::changes() const
{
    QVariantList list;
    if (!m_edited.variant())
        return list;
    for (const kotatsu::VariantChange &change : m_edited.variant()->changes())
        list.append(describeChange(change));
    return list;
}

bool RulesEditor::revertChange(int index)
{
    if (!m_edited.variant())
        return false;
    const std::vector<kotatsu::VariantChange> all = m_edited.variant()->changes();
    if (index < 0 || std::size_t(index) >= all.size())
        return false;
    const kotatsu::VariantChange change = all[std::size_t(index)];
    const QString label = describeChange(change).value(QStringLiteral("label")).toString();
    //: Undo step in the rules editor: one line of the Changes list taken back; %1 says which
    //: ("Uchiko: Mountain-town draw")
    return edit(tr("Take back %1").arg(label), [&](kotatsu::VariantDocument &d, auto &errors) {
        return d.revertChange(change, errors);
    });
}

QVariantList RulesEditor::schema() const
{
    return m_edited.variant() ? catalogModel()->schema(gameId()) : QVariantList();
}

QVariantMap RulesEditor::schemaTree() const
{
    const SchemaTreeView *view = treeView();
    if (view)
        return view->tree();
    // No game open: an empty tree, which the forms read like any other.
    return {{QStringLiteral("nodes"), QVariantMap()},
            {QStringLiteral("kids"), QVariantMap()},
            {QStringLiteral("sections"), QStringList()},
            {QStringLiteral("keys"), QStringList()}};
}

const SchemaTreeView *RulesEditor::treeView() const
{
    const kotatsu::Schema *table = schemaTable();
    if (!table) {
        m_treeView.reset();
        m_treeSchema = nullptr;
        return nullptr;
    }
    if (!m_treeView || m_treeSchema != table || m_treeLanguage != uiLanguage()) {
        m_treeView = std::make_unique<SchemaTreeView>(*table, schema());
        m_treeSchema = table;
        m_treeLanguage = uiLanguage();
    }
    return m_treeView.get();
}

QVariant RulesEditor::nodeAt(const QString &path) const
{
    const SchemaTreeView *view = treeView();
    const QVariantMap node = view ? view->nodeAt(path) : QVariantMap();
    return node.isEmpty() ? QVariant() : QVariant(node);
}

QString RulesEditor::sectionOf(const QString &path) const
{
    const auto steps = kotatsu::parseKeyPath(path.toStdString());
    return steps && !steps->empty() && !steps->front().isIndex ? qs(steps->front().key) : QString();
}

QString RulesEditor::writtenPathAround(const QString &path) const
{
    if (!m_edited.variant())
        return {};
    auto steps = kotatsu::parseKeyPath(path.toStdString());
    if (!steps)
        return {};
    for (; !steps->empty(); steps->pop_back()) {
        if (m_edited.variant()->spanOf(kotatsu::keyPathText(*steps)))
            return qs(kotatsu::keyPathText(*steps));
    }
    return {};
}

QVariantMap RulesEditor::board() const
{
    QVariantMap board = m_board;
    board.insert(QStringLiteral("broken"), m_broken);
    return board;
}

int RulesEditor::textOffsetOf(const QString &path) const
{
    if (!m_edited.variant())
        return -1;
    const auto span = m_edited.variant()->spanOf(path.toStdString());
    return span ? m_edited.charOffset(span->begin) : -1;
}

QString RulesEditor::pathAt(int textOffset) const
{
    if (!m_edited.variant() || textOffset < 0 || textOffset > text().size())
        return {};
    return qs(m_edited.variant()->pathAt(m_edited.byteOffset(textOffset)));
}

// --- editing -------------------------------------------------------------------------------

template <typename Edit>
bool RulesEditor::edit(const QString &description, Edit &&apply)
{
    if (!m_edited.variant()) {
        //: Error in the rules editor when nothing is open
        setError(tr("No variant is open."));
        return false;
    }
    kotatsu::DataErrors errors;
    bool changed = false;
    // All or nothing: an edit of several steps (a rename, a fix) that fails part-way leaves
    // the document as it was, in step with the text and the undo history.
    if (!m_edited.edit(description, std::forward<Edit>(apply), errors, &changed)) {
        setError(kotatsu::bridge::dataErrorsText(errors, uiLanguage()));
        return false;
    }
    setError(QString());
    if (changed)
        afterTextChange();
    return true;
}

bool RulesEditor::isUnwritten(const QString &path, const QString &text) const
{
    if (text.isEmpty())
        return true;
    // "variant.name.ja": a language of the header's name or description.
    const QStringList parts = path.split(QLatin1Char('.'));
    if (!m_edited.variant() || parts.size() != 3 || parts[0] != QLatin1String("variant") ||
        (parts[1] != QLatin1String("name") && parts[1] != QLatin1String("description")))
        return false;
    const kotatsu::GameEntry *game = catalogModel()->catalog().find(m_edited.variant()->gameId());
    return game && game->definition &&
           kotatsu::bridge::isUnwrittenVariantText(game->definition->info().name,
                                                   parts[2].toStdString(), text.toStdString());
}

QString RulesEditor::describe(const QString &path) const
{
    if (!m_edited.variant())
        return path;
    return kotatsu::bridge::describePath(schemaOfGame(catalogModel(), m_edited.variant()->gameId()),
                                         *m_edited.variant(), path.toStdString(), uiLanguage())
        .text();
}

std::optional<DataNode> RulesEditor::readValueText(const QString &path, const QString &text)
{
    kotatsu::DataErrors errors;
    //: Rules editor: where a value typed in a list row is, in an error about it ("the
    //: value of board.routes[3]:1:5: ...")
    const std::string where = tr("the value of %1").arg(path).toStdString();
    std::optional<DataNode> node = kotatsu::readYamlText(text.toStdString(), where, errors);
    if (!node || !errors.empty()) {
        setError(errors.empty() ? QString()
                                : kotatsu::bridge::dataErrorText(errors.front(), uiLanguage()));
        return std::nullopt;
    }
    return node;
}

bool RulesEditor::setValueText(const QString &path, const QString &text)
{
    if (!m_edited.variant())
        return false;
    const std::optional<DataNode> node = readValueText(path, text);
    if (!node)
        return false;
    return edit(
        describeStep(catalogModel(), uiLanguage(), m_edited.variant(), ValueStep::Change, path),
        [&](kotatsu::VariantDocument &d, auto &edits) {
            return d.setValue(path.toStdString(), *node, edits);
        });
}

bool RulesEditor::insertItemText(const QString &listPath, int index, const QString &text)
{
    if (!m_edited.variant())
        return false;
    const std::optional<DataNode> node =
        readValueText(listPath + QStringLiteral("[%1]").arg(index), text);
    if (!node)
        return false;
    return edit(describeStep(catalogModel(), uiLanguage(), m_edited.variant(), ItemStep::Add,
                             listPath, index),
                [&](kotatsu::VariantDocument &d, auto &errors) {
                    return index >= 0 &&
                           d.insertItem(listPath.toStdString(), std::size_t(index), *node, errors);
                });
}

QString RulesEditor::newItem(const QString &listPath, const QString &word) const
{
    const kotatsu::Schema *table = schemaTable();
    if (!table)
        return {};
    const std::string path = listPath.toStdString();
    return qs(kotatsu::emitYamlFlow(
        kotatsu::newListItem(*table, m_edited.variant()->value(path), path, word.toStdString())));
}

QString RulesEditor::startValue(const QString &path) const
{
    const kotatsu::Schema *table = schemaTable();
    const kotatsu::SchemaRow *row =
        table ? table->find(table->keyOfPath(path.toStdString())) : nullptr;
    return row ? qs(kotatsu::emitYamlFlow(kotatsu::startValueOf(*table, *row))) : QString();
}

bool RulesEditor::moveItem(const QString &listPath, int index, int to)
{
    const DataNode *list =
        m_edited.variant() ? m_edited.variant()->value(listPath.toStdString()) : nullptr;
    if (!list || !list->isSequence() || index < 0 || to < 0 ||
        std::size_t(index) >= list->items.size() || std::size_t(to) >= list->items.size())
        return false;
    DataNode moved = *list;
    DataNode item = moved.items[std::size_t(index)];
    moved.items.erase(moved.items.begin() + index);
    moved.items.insert(moved.items.begin() + to, std::move(item));
    return edit(
        describeStep(catalogModel(), uiLanguage(), m_edited.variant(), ValueStep::Change, listPath),
        [&](kotatsu::VariantDocument &d, auto &errors) {
            return d.setValue(listPath.toStdString(), moved, errors);
        });
}

bool RulesEditor::viewExists(const QUrl &file) const
{
    if (file.scheme() == QLatin1String("qrc"))
        return QFileInfo::exists(QLatin1Char(':') + file.path());
    return file.isLocalFile() && QFileInfo::exists(file.toLocalFile());
}

bool RulesEditor::setValue(const QString &path, const QVariant &value)
{
    const DataNode node = variantToDataNode(value);
    return edit(
        describeStep(catalogModel(), uiLanguage(), m_edited.variant(), ValueStep::Change, path),
        [&](kotatsu::VariantDocument &d, auto &errors) {
            return d.setValue(path.toStdString(), node, errors);
        });
}

const kotatsu::Schema *RulesEditor::schemaTable() const
{
    return m_edited.variant() ? schemaOfGame(catalogModel(), m_edited.variant()->gameId())
                              : nullptr;
}

const kotatsu::SchemaRow *RulesEditor::rowAt(const QString &path) const
{
    const kotatsu::Schema *table = schemaTable();
    const std::string keyPath = path.toStdString();
    const kotatsu::SchemaRow *row = table ? table->find(kotatsu::schemaKeyOf(keyPath)) : nullptr;
    // A key that is data ("deck.sandals.7" is the row "deck.sandals.<value>").
    for (std::size_t i = 0; table && !row && i < table->rows().size(); ++i) {
        if (kotatsu::NodeReader::rowMatches(table->rows()[i], keyPath))
            row = &table->rows()[i];
    }
    return row;
}

bool RulesEditor::setInput(const QString &path, const QString &text)
{
    const kotatsu::Schema *table = schemaTable();
    if (!table)
        return false;
    const kotatsu::SchemaRow *row = rowAt(path);
    // A language of a localized text ("variant.name.ja"), and a value inside a list of no row
    // of its own (a garden line's colour, "board.lines[3][2]"), are texts.
    const kotatsu::SchemaRow anyText = kotatsu::SchemaRow::text(path.toStdString(), 1 << 20, "");
    if (!row) {
        const std::string keyPath = path.toStdString();
        const auto dot = keyPath.rfind('.');
        const kotatsu::SchemaRow *parent =
            dot == std::string::npos ? nullptr : rowAt(path.left(qsizetype(dot)));
        const bool language =
            parent && parent->type == kotatsu::ValueType::LocalizedText &&
            kotatsu::languageIndex(std::string_view(keyPath).substr(dot + 1)) >= 0;
        if (language || !table->keyOfPath(keyPath).empty())
            row = &anyText;
    }
    const kotatsu::FieldInput input =
        row ? kotatsu::readFieldInput(*row, text.toStdString()) : kotatsu::FieldInput{};
    if (!input.value) {
        const QString why =
            kotatsu::bridge::dataMessageText(row ? input.problem
                                                 : kotatsu::DataMessage(QT_TRANSLATE_NOOP(
                                                       "DataError", "the game has no such value")),
                                             uiLanguage());
        const QString name = kotatsu::bridge::capitalizedLabel(
            row && row != &anyText ? kotatsu::bridge::keyLabel(table, row->key) : path);
        //: Rules editor: a value a control gave is refused; %1 is the value's name, %2 why
        //: ("Emblem: Too long: at most 32 bytes (now 40)")
        setError(tr("%1: %2").arg(name, why));
        return false;
    }
    const DataNode node = *input.value;
    return edit(
        describeStep(catalogModel(), uiLanguage(), m_edited.variant(), ValueStep::Change, path),
        [&](kotatsu::VariantDocument &d, auto &errors) {
            return d.setValue(path.toStdString(), node, errors);
        });
}

QVariantMap RulesEditor::checkInput(const QString &path, const QString &text) const
{
    const kotatsu::SchemaRow *row = rowAt(path);
    if (!row)
        return {{QStringLiteral("ok"), false},
                {QStringLiteral("error"),
                 kotatsu::bridge::dataMessageText(
                     QT_TRANSLATE_NOOP("DataError", "the game has no such value"), uiLanguage())}};
    const kotatsu::FieldInput input = kotatsu::readFieldInput(*row, text.toStdString());
    if (!input.value)
        return {{QStringLiteral("ok"), false},
                {QStringLiteral("error"),
                 kotatsu::bridge::dataMessageText(input.problem, uiLanguage())}};
    return {{QStringLiteral("ok"), true},
            {QStringLiteral("value"), dataNodeToVariant(&*input.value)},
            {QStringLiteral("text"), qs(kotatsu::emitYamlFlow(*input.value))},
            {QStringLiteral("error"), QString()}};
}

int RulesEditor::referencesTo(const QString &idPath) const
{
    const kotatsu::Schema *table = schemaTable();
    if (!table)
        return 0;
    return int(
        kotatsu::idReferences(*table, m_edited.variant()->merged(), idPath.toStdString()).size());
}

bool RulesEditor::renameId(const QString &idPath, const QString &newId)
{
    const kotatsu::Schema *table = schemaTable();
    const DataNode *old =
        m_edited.variant() ? m_edited.variant()->value(idPath.toStdString()) : nullptr;
    if (!table || !old || !old->isScalar())
        return setValue(idPath, newId);
    const std::vector<std::string> places =
        kotatsu::idReferences(*table, m_edited.variant()->merged(), idPath.toStdString());
    const DataNode node = variantToDataNode(newId);
    //: Undo step in the rules editor: an id changed, and every value that names it; %1 is the
    //: old id, %2 the new one
    return edit(tr("Rename %1 to %2").arg(qs(old->scalar), newId),
                [&](kotatsu::VariantDocument &d, auto &errors) {
                    if (!d.setValue(idPath.toStdString(), node, errors))
                        return false;
                    for (const std::string &place : places) {
                        if (!d.setValue(place, node, errors))
                            return false;
                    }
                    return true;
                });
}

bool RulesEditor::revert(const QString &path)
{
    return edit(
        describeStep(catalogModel(), uiLanguage(), m_edited.variant(), ValueStep::Revert, path),
        [&](kotatsu::VariantDocument &d, auto &errors) {
            return d.revert(path.toStdString(), errors);
        });
}

bool RulesEditor::insertItem(const QString &listPath, int index, const QVariant &value)
{
    const DataNode node = variantToDataNode(value);
    return edit(describeStep(catalogModel(), uiLanguage(), m_edited.variant(), ItemStep::Add,
                             listPath, index),
                [&](kotatsu::VariantDocument &d, auto &errors) {
                    return index >= 0 &&
                           d.insertItem(listPath.toStdString(), std::size_t(index), node, errors);
                });
}

bool RulesEditor::removeItem(const QString &listPath, int index)
{
    return edit(describeStep(catalogModel(), uiLanguage(), m_edited.variant(), ItemStep::Remove,
                             listPath, index),
                [&](kotatsu::VariantDocument &d, auto &errors) {
                    return index >= 0 &&
                           d.removeItem(listPath.toStdString(), std::size_t(index), errors);
                });
}

bool RulesEditor::duplicateItem(const QString &listPath, int index)
{
    return edit(describeStep(catalogModel(), uiLanguage(), m_edited.variant(), ItemStep::Duplicate,
                             listPath, index),
                [&](kotatsu::VariantDocument &d, auto &errors) {
                    return index >= 0 &&
                           d.duplicateItem(listPath.toStdString(), std::size_t(index), errors);
                });
}

// The fixes the game offers for the errors of the text as it is now (the last check's).
static std::vector<kotatsu::DocumentFix> fixesOf(const GameCatalogModel *catalog,
                                                 const kotatsu::VariantDocument &document)
{
    const kotatsu::GameEntry *game = catalog->catalog().find(document.gameId());
    if (!game || !game->definition || !document.readable())
        return {};
    const kotatsu::DocumentFixFinder find =
        kotatsu::RulesRegistry::builtin().fixFinder(game->definition->info().rulesEngine);
    return find ? find(document.merged()) : std::vector<kotatsu::DocumentFix>{};
}

void RulesEditor::findFixes()
{
    m_fixes.clear();
    if (!m_edited.variant() || m_errors.isEmpty())
        return;
    for (const kotatsu::DocumentFix &fix : fixesOf(catalogModel(), *m_edited.variant())) {
        QVariantMap args;
        for (const auto &[key, value] : fix.args)
            args.insert(qs(key), qs(value));
        m_fixes.append(QVariantMap{{QStringLiteral("kind"), qs(fix.kind)},
                                   {QStringLiteral("path"), qs(fix.path)},
                                   {QStringLiteral("args"), args}});
    }
}

bool RulesEditor::applyFix(const QString &path, const QString &kind, const QString &description)
{
    if (!m_edited.variant()) {
        setError(tr("No variant is open."));
        return false;
    }
    for (const kotatsu::DocumentFix &fix : fixesOf(catalogModel(), *m_edited.variant())) {
        if (qs(fix.path) != path || qs(fix.kind) != kind)
            continue;
        return edit(description, [&](kotatsu::VariantDocument &d, kotatsu::DataErrors &errors) {
            for (const kotatsu::DocumentEdit &e : fix.edits) {
                const bool ok = e.kind == kotatsu::DocumentEdit::Kind::Set
                                    ? d.setValue(e.path, e.value, errors)
                                    : d.insertItem(e.path, e.index, e.value, errors);
                if (!ok)
                    return false; // edit() puts the text back: one step or none
            }
            return true;
        });
    }
    //: Error in the rules editor: a suggested fix no longer applies (the document changed)
    setError(tr("This fix no longer applies to the variant as it is now."));
    return false;
}

bool RulesEditor::applyEdits(const QString &description, const QVariantList &edits)
{
    return edit(description, [&](kotatsu::VariantDocument &d, auto &errors) {
        bool ok = true;
        for (const QVariant &item : edits) {
            const QVariantMap e = item.toMap();
            const int index = e.value(QStringLiteral("index"), -1).toInt();
            if (e.contains(QStringLiteral("set")))
                ok = d.setValue(e.value(QStringLiteral("set")).toString().toStdString(),
                                variantToDataNode(e.value(QStringLiteral("value"))), errors);
            else if (e.contains(QStringLiteral("insert")))
                ok = index >= 0 &&
                     d.insertItem(e.value(QStringLiteral("insert")).toString().toStdString(),
                                  std::size_t(index),
                                  variantToDataNode(e.value(QStringLiteral("value"))), errors);
            else if (e.contains(QStringLiteral("remove")))
                ok = index >= 0 &&
                     d.removeItem(e.value(QStringLiteral("remove")).toString().toStdString(),
                                  std::size_t(index), errors);
            else
                ok = false;
            if (!ok)
                break;
        }
        return ok; // on failure edit() puts the text back: all or none
    });
}

void RulesEditor::setText(const QString &text)
{
    //: Undo step in the rules editor: typing in the YAML text
    if (m_edited.setText(text, tr("Edit the text"), true))
        afterTextChange();
}

void RulesEditor::undo()
{
    m_edited.undoStack().undo();
}

void RulesEditor::redo()
{
    m_edited.undoStack().redo();
}

void RulesEditor::afterTextChange()
{
    ++m_revision;
    Q_EMIT textChanged();
    Q_EMIT namesChanged(); // the header may have changed (the page's subtitle)
    Q_EMIT dirtyChanged();
    scheduleCheck();
    scheduleAutosave();
}

// A new document, or none: nothing of the last one's checks is kept.
void RulesEditor::forgetChecks()
{
    m_checked = false;
    m_built = false;
    m_checkErrors.clear();
    m_errors.clear();
    m_broken.clear();
    m_board.clear();
    m_fixes.clear();
}

// --- checking ------------------------------------------------------------------------------

void RulesEditor::scheduleCheck()
{
    m_check.schedule();
    if (!m_validating) {
        m_validating = true;
        Q_EMIT validationChanged();
    }
}

void RulesEditor::startCheck()
{
    if (!m_edited.variant())
        return;
    if (!m_validating) {
        m_validating = true;
        Q_EMIT validationChanged();
    }
    m_check.start({m_edited.variant()->sharedBase(), m_edited.variant()->gameId(),
                   m_edited.variant()->text(), m_edited.variant()->fileName()});
}

void RulesEditor::onChecked(const std::shared_ptr<const BackgroundCheck::Result> &result)
{
    if (!m_edited.variant())
        return;
    m_checkErrors = result->errors;
    showCheckErrors();
    if (result->built)
        m_board = result->board;
    m_built = result->built;
    findFixes();
    m_checked = true;
    m_validating = false;
    Q_EMIT validationChanged();
}

void RulesEditor::showCheckErrors()
{
    const std::string &fileName = m_edited.variant()->fileName();
    m_errors.clear();
    m_broken.clear();
    for (const kotatsu::DataError &e : m_checkErrors) {
        const bool inVariant = e.pos.fileName() == fileName;
        m_errors.append(QVariantMap{
            {QStringLiteral("file"), qs(e.pos.fileName())},
            {QStringLiteral("line"), e.pos.line},
            {QStringLiteral("column"), e.pos.column},
            {QStringLiteral("key"), qs(e.keyPath)},
            {QStringLiteral("message"), kotatsu::bridge::dataMessageText(e.text, uiLanguage())},
            {QStringLiteral("text"), kotatsu::bridge::dataErrorText(e, uiLanguage())},
            {QStringLiteral("offset"), inVariant && e.pos.hasPosition()
                                           ? m_edited.charOffsetOf(e.pos.line, e.pos.column)
                                           : -1},
            {QStringLiteral("inVariant"), inVariant}});
        m_broken.append(QVariantMap{
            {QStringLiteral("path"), qs(e.keyPath)},
            {QStringLiteral("message"), kotatsu::bridge::dataMessageText(e.text, uiLanguage())}});
    }
}

// --- saving --------------------------------------------------------------------------------

void RulesEditor::setError(const QString &message)
{
    if (m_lastError == message)
        return;
    m_lastError = message;
    Q_EMIT lastErrorChanged();
}

bool RulesEditor::writeText(const QString &path)
{
    QString error;
    if (!VariantFiles::write(path, catalogModel()->dataDir(), text(), &error)) {
        setError(error);
        return false;
    }
    setError(QString());
    return true;
}

bool RulesEditor::writeVariant(const QString &path)
{
    if (!writeText(path))
        return false;
    m_edited.markSaved();
    Q_EMIT dirtyChanged();
    m_autosaveTimer.stop();
    if (m_autosave)
        m_autosave->remove();
    if (kotatsu::bridge::isInside(path, kotatsu::bridge::userVariantsDir(gameId())))
        app().variants()->notifyChanged(gameId());
    Q_EMIT saved();
    return true;
}

bool RulesEditor::save()
{
    if (!m_edited.variant()) {
        setError(tr("No variant is open."));
        return false;
    }
    if (m_shipped || m_filePath.isEmpty()) {
        //: Error in the rules editor: a new or shipped variant is saved under a new name
        setError(tr("Choose a name to save this variant under."));
        return false;
    }
    return writeVariant(m_filePath);
}

bool RulesEditor::saveAs(const QString &variantId)
{
    if (!m_edited.variant()) {
        setError(tr("No variant is open."));
        return false;
    }
    QString error;
    const QString target =
        VariantFiles::saveAsTarget(gameId(), variantId, m_filePath, m_shipped, &error);
    if (target.isEmpty()) {
        setError(error);
        return false;
    }
    const QString previousPath = m_filePath;
    const bool previousShipped = m_shipped;
    m_filePath = target;
    m_shipped = false;
    if (!writeVariant(target)) {
        m_filePath = previousPath;
        m_shipped = previousShipped;
        return false;
    }
    const QString fileName = variantId + QStringLiteral(".yaml");
    if (fileName != this->fileName()) { // errors name the file: check again under its new name
        m_edited.rename(fileName.toStdString());
        scheduleCheck();
    }
    Q_EMIT documentChanged();
    return true;
}

bool RulesEditor::exportTo(const QUrl &file)
{
    if (!m_edited.variant()) {
        setError(tr("No variant is open."));
        return false;
    }
    return writeText(kotatsu::bridge::localPath(file));
}

QString RulesEditor::playFile()
{
    if (!playable()) {
        //: Error in the rules editor: "Play" with errors in the variant (or while it is checked)
        setError(tr("This variant has errors: it can be saved, but not played."));
        return {};
    }
    // A saved game names its variant file, so a game must never be played from a file that is
    // later overwritten: the user's saved variant itself when it is up to date, else a file
    // named by its text (the same text, the same file; another text, another file).
    if (!m_shipped && !m_filePath.isEmpty() && !dirty()) {
        setError(QString());
        return m_filePath;
    }
    return writePlayable(VariantFiles::playPath(fileName(), text()));
}

QString RulesEditor::previewFile()
{
    if (!playable())
        return {};
    return writePlayable(VariantFiles::previewPath(fileName()));
}

QString RulesEditor::writePlayable(const QString &path)
{
    return writeText(path) ? path : QString();
}

// --- autosave ------------------------------------------------------------------------------

void RulesEditor::scheduleAutosave()
{
    if (!m_autosaveTimer.isActive())
        m_autosaveTimer.start();
}

void RulesEditor::writeAutosave()
{
    m_autosaveTimer.stop();
    if (!m_edited.variant() || !m_autosave)
        return;
    if (!dirty()) {
        m_autosave->remove();
        return;
    }
    AutosaveInfo info;
    info.gameId = gameId();
    info.filePath = m_filePath;
    info.fileName = fileName();
    info.shipped = m_shipped;
    const kotatsu::VariantHeader header = m_edited.variant()->header();
    for (std::string_view code : kotatsu::kLanguageCodes) {
        const std::string &name = header.name.get(code);
        if (!name.empty())
            info.variantName.insert(QString::fromLatin1(code.data(), qsizetype(code.size())),
                                    qs(name));
    }
    info.baseText = m_edited.savedText();
    m_autosave->write(info, text());
}
