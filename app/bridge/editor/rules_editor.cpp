// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/rules_editor.h"

#include "app_context.h"
#include "data/document_loader.h"
#include "data/node_reader.h"
#include "data/schema.h"
#include "data/yaml_emitter.h"
#include "data/yaml_reader.h"
#include "data_error_text.h"
#include "data_node_variant.h"
#include "editor/change_names.h"
#include "editor/field_input.h"
#include "editor/id_references.h"
#include "editor/path_words.h"
#include "editor/undo_step_text.h"
#include "editor/user_data.h"
#include "editor/variant_library.h"
#include "editor/variant_names.h"
#include "engine/rules_registry.h"
#include "game_catalog_model.h"
#include "json_variant.h"
#include "kotatsu/languages.h"
#include "localization.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUndoCommand>
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
constexpr qint64 kMergeTextMs = 1000;

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

// One edit: the text before and after it. The edit itself is made before the step is pushed,
// so the first redo() (QUndoStack::push calls it) has nothing to do.
class EditCommand : public QUndoCommand
{
public:
    EditCommand(RulesEditor *editor, const QString &description, QString before, QString after,
                bool mergeable)
        : QUndoCommand(description), m_editor(editor), m_before(std::move(before)),
          m_after(std::move(after)), m_mergeable(mergeable),
          m_at(QDateTime::currentMSecsSinceEpoch())
    {}

    int id() const override { return m_mergeable ? 1 : -1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const EditCommand *>(other);
        if (!next->m_mergeable || next->m_at - m_at > kMergeTextMs)
            return false;
        m_after = next->m_after;
        m_at = next->m_at;
        setObsolete(m_after == m_before);
        return true;
    }
    void undo() override { m_editor->restoreText(m_before); }
    void redo() override
    {
        if (m_first)
            m_first = false;
        else
            m_editor->restoreText(m_after);
    }

private:
    RulesEditor *m_editor;
    QString m_before;
    QString m_after;
    bool m_mergeable;
    qint64 m_at;
    bool m_first = true;
};

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
        if (self->m_checked && self->m_document) {
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

RulesEditor::RulesEditor(QObject *parent) : QObject(parent)
{
    connect(&m_check, &BackgroundCheck::due, this, &RulesEditor::startCheck);
    connect(&m_check, &BackgroundCheck::finished, this, &RulesEditor::onChecked);
    m_autosaveTimer.setSingleShot(true);
    m_autosaveTimer.setInterval(kAutosaveDelayMs);
    connect(&m_autosaveTimer, &QTimer::timeout, this, [this] { writeAutosave(); });
    for (auto signal : {&QUndoStack::canUndoChanged, &QUndoStack::canRedoChanged})
        connect(&m_undo, signal, this, &RulesEditor::undoChanged);
    for (auto signal : {&QUndoStack::undoTextChanged, &QUndoStack::redoTextChanged})
        connect(&m_undo, signal, this, &RulesEditor::undoChanged);
}

RulesEditor::~RulesEditor()
{
    // Going without close() (the window closed, the app quit): the last changes are kept to
    // be recovered, not only those of the last autosave.
    if (m_document && dirty())
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
    if (m_document && dirty())
        writeAutosave();
    m_autosaveTimer.stop();
    m_autosave = std::make_unique<AutosaveSlot>(*app().editorRecovery());
    m_document = kotatsu::VariantDocument::fromText(baseDocument(*game), game->id, std::move(text),
                                                    fileName.toStdString());
    m_text = qs(m_document->text());
    m_savedText = savedText;
    m_filePath = filePath;
    m_shipped = shipped;
    m_undo.clear();
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
    QString id = QStringLiteral("my_variant");
    for (int n = 2; QFileInfo::exists(kotatsu::bridge::userVariantFile(gameId, id)); ++n)
        id = QStringLiteral("my_variant_%1").arg(n);
    const QString fileName = id + QStringLiteral(".yaml");
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
    QString path;
    bool shipped = false;
    const std::string wanted = variantIdOrFile.toStdString();
    for (const auto &v : game->variants) {
        if (v.id == wanted || v.file == wanted) {
            path = qs(v.file);
            shipped = true;
        }
    }
    if (path.isEmpty() && kotatsu::bridge::isVariantId(variantIdOrFile) &&
        QFileInfo(kotatsu::bridge::userVariantFile(gameId, variantIdOrFile)).isFile())
        path = kotatsu::bridge::userVariantFile(gameId, variantIdOrFile);
    if (path.isEmpty() && QFileInfo(variantIdOrFile).isFile()) {
        path = QFileInfo(variantIdOrFile).absoluteFilePath();
        shipped = kotatsu::bridge::isInside(path, catalog->dataDir());
    }
    QByteArray content;
    QString error;
    if (path.isEmpty() || !kotatsu::bridge::readTextFile(path, content, &error)) {
        //: Error in the rules editor; %1 is a variant's name or file, or the system's reason
        setError(
            tr("The variant cannot be opened: %1").arg(path.isEmpty() ? variantIdOrFile : error));
        return false;
    }
    return open(gameId, content.toStdString(), QFileInfo(path).fileName(), path, shipped,
                QString::fromUtf8(content));
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
    QString stem = QFileInfo(path).completeBaseName().toLower();
    for (QChar &c : stem) {
        if (!((c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
              (c >= QLatin1Char('0') && c <= QLatin1Char('9'))))
            c = QLatin1Char('_');
    }
    if (!kotatsu::bridge::isVariantId(stem))
        stem = QStringLiteral("imported");
    return open(qs(variant->baseId), content.toStdString(), stem + QStringLiteral(".yaml"),
                QString(), false, QString());
}

bool RulesEditor::recover(const QString &autosaveId)
{
    if (!m_document) {
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
    if (text != m_text) {
        const QString before = m_text;
        m_document->setText(text.toStdString());
        m_text = text;
        //: Undo step in the rules editor: the changes recovered from an autosave
        pushStep(tr("Recover the autosaved changes"), before, false);
        afterTextChange();
    }
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
    QVariantList list = m_document ? app().editorRecovery()->forGame(gameId()) : QVariantList();
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
    m_document.reset();
    m_text.clear();
    m_savedText.clear();
    m_filePath.clear();
    m_shipped = false;
    m_undo.clear();
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
    return m_document ? qs(m_document->gameId()) : QString();
}

QString RulesEditor::gameName() const
{
    if (!m_document)
        return {};
    const kotatsu::GameEntry *game = catalogModel()->catalog().find(m_document->gameId());
    if (!game || !game->definition)
        return gameId();
    return qs(game->definition->info().name.get(localization()->language().toStdString()));
}

QString RulesEditor::variantName() const
{
    if (!m_document)
        return {};
    // A language not written yet shows one the designer wrote (variant_names.h).
    const kotatsu::GameEntry *game = catalogModel()->catalog().find(m_document->gameId());
    const std::string language = localization()->language().toStdString();
    if (!game || !game->definition)
        return qs(m_document->header().name.get(language));
    return kotatsu::bridge::variantDisplayName(game->definition->info().name,
                                               m_document->header().name, {}, language);
}

QString RulesEditor::fileName() const
{
    return m_document ? qs(m_document->fileName()) : QString();
}

bool RulesEditor::playable() const
{
    return readable() && m_checked && !m_validating && m_errors.isEmpty() && m_built;
}

QVariant RulesEditor::value(const QString &path) const
{
    return m_document ? dataNodeToVariant(m_document->value(path.toStdString())) : QVariant();
}

QVariant RulesEditor::baseValue(const QString &path) const
{
    return m_document ? dataNodeToVariant(m_document->baseValue(path.toStdString())) : QVariant();
}

QString RulesEditor::valueText(const QString &path) const
{
    const DataNode *node = m_document ? m_document->value(path.toStdString()) : nullptr;
    return node ? qs(kotatsu::emitYamlFlow(*node)) : QString();
}

QString RulesEditor::baseValueText(const QString &path) const
{
    const DataNode *node = m_document ? m_document->baseValue(path.toStdString()) : nullptr;
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
    if (!m_document)
        return 0;
    switch (m_document->changeAt(path.toStdString())) {
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
    const kotatsu::GameEntry *game = catalogModel()->catalog().find(m_document->gameId());
    const kotatsu::Schema *table =
        game && game->definition ? kotatsu::builtinSchema(game->definition->info().rulesEngine)
                                 : nullptr;
    const std::string &path = change.path;
    const std::string language = localization()->language().toStdString();
    QVariantMap line{{QStringLiteral("path"), qs(path)}};
    if (change.kind == kotatsu::VariantChange::Kind::Value) {
        // One value: "Uchiko: Mountain-town draw", a text in one language as "Name (ja)".
        kotatsu::bridge::PathWords words =
            kotatsu::bridge::describePath(table, *m_document, path, language);
        const auto steps = kotatsu::parseKeyPath(path);
        const bool oneLanguage = steps && steps->size() > 1 && !steps->back().isIndex &&
                                 kotatsu::languageIndex(steps->back().key) >= 0;
        if (oneLanguage) {
            kotatsu::KeyPath parent(steps->begin(), steps->end() - 1);
            words = kotatsu::bridge::describePath(table, *m_document, kotatsu::keyPathText(parent),
                                                  language);
            //: Rules editor, Changes list: a text in one language; %1 the text's label, %2 the
            //: language code (ja, es...)
            words.field = tr("%1 (%2)").arg(words.field, qs(steps->back().key));
        }
        const DataNode *base = m_document->baseValue(path);
        const DataNode *value = m_document->value(path);
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
        line.insert(QStringLiteral("baseLabel"), labelOf(base, m_document->base()));
        line.insert(QStringLiteral("valueLabel"), labelOf(value, m_document->merged()));
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
    const DataNode *list = added ? m_document->value(listText) : m_document->baseValue(listText);
    const DataNode &root = added ? m_document->merged() : m_document->base();
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
    if (!m_document)
        return list;
    for (const kotatsu::VariantChange &change : m_document->changes())
        list.append(describeChange(change));
    return list;
}

bool RulesEditor::revertChange(int index)
{
    if (!m_document)
        return false;
    const std::vector<kotatsu::VariantChange> all = m_document->changes();
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
    return m_document ? catalogModel()->schema(gameId()) : QVariantList();
}

QVariantMap RulesEditor::board() const
{
    QVariantMap board = m_board;
    board.insert(QStringLiteral("broken"), m_broken);
    return board;
}

int RulesEditor::textOffsetOf(const QString &path) const
{
    if (!m_document)
        return -1;
    const auto span = m_document->spanOf(path.toStdString());
    return span ? charOffset(span->begin) : -1;
}

QString RulesEditor::pathAt(int textOffset) const
{
    if (!m_document || textOffset < 0 || textOffset > m_text.size())
        return {};
    return qs(m_document->pathAt(byteOffset(textOffset)));
}

int RulesEditor::charOffset(std::size_t byteOffset) const
{
    const std::string &bytes = m_document->text();
    return int(
        QString::fromUtf8(bytes.data(), qsizetype(std::min(byteOffset, bytes.size()))).size());
}

std::size_t RulesEditor::byteOffset(int charOffset) const
{
    return std::size_t(m_text.left(charOffset).toUtf8().size());
}

int RulesEditor::charOffsetOf(int line, int column) const
{
    const std::string &bytes = m_document->text();
    std::size_t at = 0;
    for (int l = 1; l < line; ++l) {
        const std::size_t next = bytes.find('\n', at);
        if (next == std::string::npos)
            return charOffset(bytes.size());
        at = next + 1;
    }
    const std::size_t end = std::min(bytes.find('\n', at), bytes.size());
    return charOffset(std::min(at + std::size_t(std::max(column - 1, 0)), end));
}

// --- editing -------------------------------------------------------------------------------

template <typename Edit>
bool RulesEditor::edit(const QString &description, Edit &&apply)
{
    if (!m_document) {
        //: Error in the rules editor when nothing is open
        setError(tr("No variant is open."));
        return false;
    }
    const QString before = m_text;
    kotatsu::DataErrors errors;
    if (!apply(*m_document, errors)) {
        // All or nothing: an edit of several steps (a rename, a fix) that fails part-way
        // leaves the document as it was, in step with the text and the undo history.
        if (qs(m_document->text()) != before)
            m_document->setText(before.toStdString());
        setError(kotatsu::bridge::dataErrorsText(errors, uiLanguage()));
        return false;
    }
    setError(QString());
    m_text = qs(m_document->text());
    if (m_text != before) {
        pushStep(description, before, false);
        afterTextChange();
    }
    return true;
}

void RulesEditor::pushStep(const QString &description, const QString &before, bool mergeable)
{
    m_undo.push(new EditCommand(this, description, before, m_text, mergeable));
}

bool RulesEditor::isUnwritten(const QString &path, const QString &text) const
{
    if (text.isEmpty())
        return true;
    // "variant.name.ja": a language of the header's name or description.
    const QStringList parts = path.split(QLatin1Char('.'));
    if (!m_document || parts.size() != 3 || parts[0] != QLatin1String("variant") ||
        (parts[1] != QLatin1String("name") && parts[1] != QLatin1String("description")))
        return false;
    const kotatsu::GameEntry *game = catalogModel()->catalog().find(m_document->gameId());
    return game && game->definition &&
           kotatsu::bridge::isUnwrittenVariantText(game->definition->info().name,
                                                   parts[2].toStdString(), text.toStdString());
}

QString RulesEditor::describe(const QString &path) const
{
    if (!m_document)
        return path;
    return kotatsu::bridge::describePath(schemaOfGame(catalogModel(), m_document->gameId()),
                                         *m_document, path.toStdString(), uiLanguage())
        .text();
}

bool RulesEditor::setValueText(const QString &path, const QString &text)
{
    if (!m_document)
        return false;
    kotatsu::DataErrors errors;
    //: Rules editor: where a value typed in a list row is, in an error about it ("the
    //: value of board.routes[3]:1:5: ...")
    const std::string where = tr("the value of %1").arg(path).toStdString();
    std::optional<DataNode> node = kotatsu::readYamlText(text.toStdString(), where, errors);
    if (!node || !errors.empty()) {
        setError(errors.empty() ? QString()
                                : kotatsu::bridge::dataErrorText(errors.front(), uiLanguage()));
        return false;
    }
    return edit(describeStep(catalogModel(), uiLanguage(), m_document, ValueStep::Change, path),
                [&](kotatsu::VariantDocument &d, auto &edits) {
                    return d.setValue(path.toStdString(), *node, edits);
                });
}

bool RulesEditor::setValue(const QString &path, const QVariant &value)
{
    const DataNode node = variantToDataNode(value);
    return edit(describeStep(catalogModel(), uiLanguage(), m_document, ValueStep::Change, path),
                [&](kotatsu::VariantDocument &d, auto &errors) {
                    return d.setValue(path.toStdString(), node, errors);
                });
}

const kotatsu::Schema *RulesEditor::schemaTable() const
{
    return m_document ? schemaOfGame(catalogModel(), m_document->gameId()) : nullptr;
}

QVariantMap RulesEditor::checkInput(const QString &path, const QString &text) const
{
    const kotatsu::Schema *table = schemaTable();
    const std::string keyPath = path.toStdString();
    const kotatsu::SchemaRow *row = table ? table->find(kotatsu::schemaKeyOf(keyPath)) : nullptr;
    // A key that is data ("deck.sandals.7" is the row "deck.sandals.<value>").
    for (std::size_t i = 0; table && !row && i < table->rows().size(); ++i) {
        if (kotatsu::NodeReader::rowMatches(table->rows()[i], keyPath))
            row = &table->rows()[i];
    }
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
            {QStringLiteral("error"), QString()}};
}

int RulesEditor::referencesTo(const QString &idPath) const
{
    const kotatsu::Schema *table = schemaTable();
    if (!table)
        return 0;
    return int(kotatsu::idReferences(*table, m_document->merged(), idPath.toStdString()).size());
}

bool RulesEditor::renameId(const QString &idPath, const QString &newId)
{
    const kotatsu::Schema *table = schemaTable();
    const DataNode *old = m_document ? m_document->value(idPath.toStdString()) : nullptr;
    if (!table || !old || !old->isScalar())
        return setValue(idPath, newId);
    const std::vector<std::string> places =
        kotatsu::idReferences(*table, m_document->merged(), idPath.toStdString());
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
    return edit(describeStep(catalogModel(), uiLanguage(), m_document, ValueStep::Revert, path),
                [&](kotatsu::VariantDocument &d, auto &errors) {
                    return d.revert(path.toStdString(), errors);
                });
}

bool RulesEditor::insertItem(const QString &listPath, int index, const QVariant &value)
{
    const DataNode node = variantToDataNode(value);
    return edit(
        describeStep(catalogModel(), uiLanguage(), m_document, ItemStep::Add, listPath, index),
        [&](kotatsu::VariantDocument &d, auto &errors) {
            return index >= 0 &&
                   d.insertItem(listPath.toStdString(), std::size_t(index), node, errors);
        });
}

bool RulesEditor::removeItem(const QString &listPath, int index)
{
    return edit(
        describeStep(catalogModel(), uiLanguage(), m_document, ItemStep::Remove, listPath, index),
        [&](kotatsu::VariantDocument &d, auto &errors) {
            return index >= 0 && d.removeItem(listPath.toStdString(), std::size_t(index), errors);
        });
}

bool RulesEditor::duplicateItem(const QString &listPath, int index)
{
    return edit(describeStep(catalogModel(), uiLanguage(), m_document, ItemStep::Duplicate,
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
    if (!m_document || m_errors.isEmpty())
        return;
    for (const kotatsu::DocumentFix &fix : fixesOf(catalogModel(), *m_document)) {
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
    if (!m_document) {
        setError(tr("No variant is open."));
        return false;
    }
    for (const kotatsu::DocumentFix &fix : fixesOf(catalogModel(), *m_document)) {
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
    if (!m_document || text == m_text)
        return;
    const QString before = m_text;
    m_document->setText(text.toStdString());
    m_text = text;
    //: Undo step in the rules editor: typing in the YAML text
    pushStep(tr("Edit the text"), before, true);
    afterTextChange();
}

void RulesEditor::restoreText(const QString &text)
{
    if (!m_document)
        return;
    m_document->setText(text.toStdString());
    m_text = text;
    afterTextChange();
}

void RulesEditor::undo()
{
    m_undo.undo();
}

void RulesEditor::redo()
{
    m_undo.redo();
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
    if (!m_document)
        return;
    if (!m_validating) {
        m_validating = true;
        Q_EMIT validationChanged();
    }
    m_check.start({m_document->sharedBase(), m_document->gameId(), m_document->text(),
                   m_document->fileName()});
}

void RulesEditor::onChecked(const std::shared_ptr<const BackgroundCheck::Result> &result)
{
    if (!m_document)
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
    const std::string &fileName = m_document->fileName();
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
            {QStringLiteral("offset"),
             inVariant && e.pos.hasPosition() ? charOffsetOf(e.pos.line, e.pos.column) : -1},
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
    if (kotatsu::bridge::isInside(path, catalogModel()->dataDir())) {
        //: Error in the rules editor: the files shipped with Kotatsu are never overwritten
        setError(tr("The shipped games are never changed: save the variant under a name of "
                    "your own."));
        return false;
    }
    QString error;
    if (!kotatsu::bridge::writeFileAtomically(path, m_text.toUtf8(), &error)) {
        setError(VariantLibrary::writeFailedMessage(error));
        return false;
    }
    setError(QString());
    return true;
}

bool RulesEditor::writeVariant(const QString &path)
{
    if (!writeText(path))
        return false;
    m_savedText = m_text;
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
    if (!m_document) {
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
    if (!m_document) {
        setError(tr("No variant is open."));
        return false;
    }
    if (!kotatsu::bridge::isVariantId(variantId)) {
        setError(VariantLibrary::badIdMessage(variantId));
        return false;
    }
    const QString target = kotatsu::bridge::userVariantFile(gameId(), variantId);
    const bool same =
        !m_filePath.isEmpty() && !m_shipped &&
        QFileInfo(target).absoluteFilePath() == QFileInfo(m_filePath).absoluteFilePath();
    if (QFileInfo::exists(target) && !same) {
        setError(VariantLibrary::takenIdMessage(variantId));
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
        m_document =
            kotatsu::VariantDocument::fromText(m_document->sharedBase(), m_document->gameId(),
                                               m_document->text(), fileName.toStdString());
        scheduleCheck();
    }
    Q_EMIT documentChanged();
    return true;
}

bool RulesEditor::exportTo(const QUrl &file)
{
    if (!m_document) {
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
    const QString digest = QString::fromLatin1(
        QCryptographicHash::hash(m_text.toUtf8(), QCryptographicHash::Sha1).toHex().left(12));
    return writePlayable(kotatsu::bridge::editorDir() + QStringLiteral("/play/") +
                         QFileInfo(fileName()).completeBaseName() + QLatin1Char('-') + digest +
                         QStringLiteral(".yaml"));
}

QString RulesEditor::previewFile()
{
    if (!playable())
        return {};
    return writePlayable(kotatsu::bridge::editorDir() + QStringLiteral("/preview/") + fileName());
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
    if (!m_document || !m_autosave)
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
    const kotatsu::VariantHeader header = m_document->header();
    for (std::string_view code : kotatsu::kLanguageCodes) {
        const std::string &name = header.name.get(code);
        if (!name.empty())
            info.variantName.insert(QString::fromLatin1(code.data(), qsizetype(code.size())),
                                    qs(name));
    }
    info.baseText = m_savedText;
    m_autosave->write(info, m_text);
}
