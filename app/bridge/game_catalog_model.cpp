// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_catalog_model.h"

#include "data/schema.h"
#include "data_error_text.h"
#include "editor/path_words.h"
#include "editor/variant_library.h"
#include "editor/variant_names.h"
#include "json_variant.h"
#include "lesson_library.h"
#include "localization.h"
#include "rules_pictures.h"
#include "sim/picture.h"
#include "util/text.h"

#include <QCoreApplication>

namespace {
QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}
} // namespace

GameCatalogModel::GameCatalogModel(std::shared_ptr<const kotatsu::GameCatalog> catalog,
                                   Localization *localization, VariantLibrary *variants,
                                   QObject *parent)
    : QAbstractListModel(parent), m_catalog(std::move(catalog)), m_localization(localization),
      m_variants(variants)
{
    connect(m_localization, &Localization::languageChanged, this,
            &GameCatalogModel::languageChanged);
    connect(m_variants, &VariantLibrary::gameVariantsChanged, this,
            &GameCatalogModel::userVariantsChanged);
}

QString GameCatalogModel::dataDir() const
{
    return qs(m_catalog->dataDir());
}

int GameCatalogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_catalog->games().size());
}

namespace {
// The game's lessons ("Learn to play", data/games/<id>/lessons, docs/lessons.md): [{id,
// title}], the titles in the current language; empty when it has none. (Beside the Role enum,
// read by its name "lessons" only.)
constexpr int kLessonsRole = Qt::UserRole + 64;
} // namespace

QVariant GameCatalogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &game = m_catalog->games()[static_cast<std::size_t>(index.row())];
    const std::string lang = m_localization->language().toStdString();
    const auto *def = game.definition.get();
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return def ? qs(def->info().name.get(lang)) : qs(game.id);
    case IdRole:
        return qs(game.id);
    case TaglineRole:
        return def ? qs(def->info().tagline.get(lang)) : QString();
    case CreditsRole:
        return def ? qs(def->info().credits.get(lang)) : QString();
    case MinPlayersRole:
        return def ? def->info().minPlayers : 0;
    case MaxPlayersRole:
        return def ? def->info().maxPlayers : 0;
    case VariantsRole: {
        QVariantList variants;
        for (const auto &v : game.variants) {
            if (!v.definition)
                continue;
            const auto &info = v.definition->info();
            QVariantMap entry;
            entry.insert(QStringLiteral("id"), qs(v.id));
            entry.insert(QStringLiteral("name"), kotatsu::bridge::variantDisplayName(info, lang));
            entry.insert(QStringLiteral("description"), qs(info.variantDescription.get(lang)));
            entry.insert(QStringLiteral("minPlayers"), info.minPlayers);
            entry.insert(QStringLiteral("maxPlayers"), info.maxPlayers);
            entry.insert(QStringLiteral("hiddenInformation"), info.hiddenInformation);
            variants.append(entry);
        }
        // The user's own, by file: GameSession::start and GameCatalog::resolve take the path.
        for (const auto &v : m_variants->entries(qs(game.id))) {
            if (!v.definition)
                continue;
            const auto &info = v.definition->info();
            // A language the designer has not written shows one they have (variant_names.h).
            const QString name = kotatsu::bridge::variantDisplayName(info, lang);
            QVariantMap entry;
            entry.insert(QStringLiteral("id"), qs(v.file));
            entry.insert(QStringLiteral("file"), qs(v.file));
            entry.insert(QStringLiteral("user"), true);
            entry.insert(QStringLiteral("name"), name.isEmpty() ? qs(v.id) : name);
            entry.insert(QStringLiteral("description"), qs(info.variantDescription.get(lang)));
            entry.insert(QStringLiteral("minPlayers"), info.minPlayers);
            entry.insert(QStringLiteral("maxPlayers"), info.maxPlayers);
            entry.insert(QStringLiteral("hiddenInformation"), info.hiddenInformation);
            variants.append(entry);
        }
        return variants;
    }
    case ValidRole:
        return def != nullptr;
    case ErrorsRole: {
        QStringList errors;
        for (const auto &e : game.errors)
            errors.append(kotatsu::bridge::dataErrorText(e, lang));
        return errors;
    }
    case RulesSeatRole:
        return rulesSeatOf(static_cast<std::size_t>(index.row()), lang);
    case HiddenInformationRole:
        return def && def->info().hiddenInformation;
    case kLessonsRole: {
        QVariantList lessons;
        for (const auto &lesson : kotatsu::bridge::lessonsOf(*m_catalog, game.id)) {
            lessons.append(QVariantMap{{QStringLiteral("id"), qs(lesson->id)},
                                       {QStringLiteral("title"), qs(lesson->title.get(lang))}});
        }
        return lessons;
    }
    }
    return {};
}

QVariantMap GameCatalogModel::rulesSeatOf(std::size_t row, const std::string &lang) const
{
    const auto &game = m_catalog->games()[row];
    QVariantMap seat{{QStringLiteral("count"), 0},
                     {QStringLiteral("defaultLevel"), 0},
                     {QStringLiteral("levels"), QVariantList()},
                     {QStringLiteral("name"), QString()},
                     {QStringLiteral("playAlone"), QString()},
                     {QStringLiteral("offer"), QString()},
                     {QStringLiteral("solo"), QString()}};
    if (!game.definition || game.definition->rulesSeatLevels() == 0)
        return seat;
    QVariantList levels;
    int number = 0;
    for (const kotatsu::RulesSeatLevel &level : game.definition->rulesSeatLevelWords()) {
        QVariantMap entry;
        entry.insert(QStringLiteral("level"), ++number);
        entry.insert(QStringLiteral("id"), qs(level.id));
        entry.insert(QStringLiteral("name"), qs(level.name.get(lang)));
        entry.insert(QStringLiteral("description"), qs(level.description.get(lang)));
        levels.append(entry);
    }
    const kotatsu::RulesSeatWords &words = game.definition->info().rulesSeat;
    seat.insert(QStringLiteral("count"), game.definition->rulesSeatLevels());
    seat.insert(QStringLiteral("defaultLevel"), game.definition->rulesSeatDefaultLevel());
    seat.insert(QStringLiteral("levels"), levels);
    seat.insert(QStringLiteral("name"), qs(words.name.get(lang)));
    seat.insert(QStringLiteral("playAlone"), qs(words.playAlone.get(lang)));
    seat.insert(QStringLiteral("offer"), qs(words.offer.get(lang)));
    seat.insert(QStringLiteral("solo"), qs(words.solo.get(lang)));
    return seat;
}

QHash<int, QByteArray> GameCatalogModel::roleNames() const
{
    return {{IdRole, "gameId"},
            {NameRole, "name"},
            {TaglineRole, "tagline"},
            {CreditsRole, "credits"},
            {MinPlayersRole, "minPlayers"},
            {MaxPlayersRole, "maxPlayers"},
            {VariantsRole, "variants"},
            {ValidRole, "valid"},
            {ErrorsRole, "errors"},
            {RulesSeatRole, "rulesSeat"},
            {HiddenInformationRole, "hiddenInformation"},
            {kLessonsRole, "lessons"}};
}

int GameCatalogModel::indexOf(const QString &gameId) const
{
    const auto &games = m_catalog->games();
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (qs(games[i].id) == gameId)
            return static_cast<int>(i);
    }
    return -1;
}

QVariantMap GameCatalogModel::get(int row, const QStringList &roles) const
{
    QVariantMap map;
    if (row < 0 || row >= rowCount())
        return map;
    const QModelIndex idx = index(row);
    const auto names = roleNames();
    for (auto it = names.begin(); it != names.end(); ++it) {
        const QString name = QString::fromLatin1(it.value());
        if (roles.isEmpty() || roles.contains(name))
            map.insert(name, data(idx, it.key()));
    }
    return map;
}

QString GameCatalogModel::rulesText(const QString &gameId) const
{
    const kotatsu::GameEntry *game = m_catalog->find(gameId.toStdString());
    if (!game)
        return {};
    for (const QString &lang : {m_localization->language(), QStringLiteral("en")}) {
        std::string text;
        if (kotatsu::readFile(game->rulesFile(lang.toStdString()), 1 << 20, text) ==
            kotatsu::ReadStatus::Ok)
            return QString::fromStdString(text);
    }
    return {};
}

QVariantList GameCatalogModel::rulesPage(const QString &gameId) const
{
    QVariantList parts;
    for (const kotatsu::RulesPagePart &part :
         kotatsu::splitRulesPage(rulesText(gameId).toStdString())) {
        QVariantMap map;
        if (part.pictureId.empty())
            map.insert(QStringLiteral("text"), QString::fromStdString(part.markdown));
        else
            map.insert(QStringLiteral("picture"), QString::fromStdString(part.pictureId));
        // The table's items the picture shows (RulesPicture::region; none: what it rings).
        if (!part.pictureId.empty()) {
            QStringList region;
            if (const auto picture = kotatsu::bridge::findRulesPicture(
                    *m_catalog, gameId.toStdString(), part.pictureId)) {
                for (const std::string &name : picture->region)
                    region.append(QString::fromStdString(name));
            }
            map.insert(QStringLiteral("region"), region);
        }
        parts.append(map);
    }
    return parts;
}

QVariantList GameCatalogModel::schema(const QString &gameId) const
{
    const kotatsu::GameEntry *game = m_catalog->find(gameId.toStdString());
    const kotatsu::Schema *table =
        game && game->definition ? kotatsu::builtinSchema(game->definition->info().rulesEngine)
                                 : nullptr;
    if (!table)
        return {};
    QVariantList rows = kotatsu::bridge::toVariant(table->toJson()).toList();
    for (QVariant &row : rows) {
        QVariantMap map = row.toMap();
        const QByteArray english = map.value(QStringLiteral("description")).toString().toUtf8();
        map.insert(QStringLiteral("description"),
                   QCoreApplication::translate("Schema", english.constData()));
        // The row's label as the forms show it, alone: translated and capitalized ("Hand
        // size"); the key stays the row's `key`, which the forms show as a hint.
        // label_in_text is the lower-case form for sentences ("by kind of town: ...").
        const QByteArray rowLabel = map.value(QStringLiteral("label")).toString().toUtf8();
        const QString inText =
            rowLabel.isEmpty()
                ? kotatsu::bridge::keyLabel(
                      table, map.value(QStringLiteral("key")).toString().toStdString())
                : QCoreApplication::translate("SchemaLabel", rowLabel.constData());
        map.insert(QStringLiteral("label"), kotatsu::bridge::capitalizedLabel(inText));
        map.insert(QStringLiteral("label_in_text"), inText);
        const QByteArray item = map.value(QStringLiteral("item_label")).toString().toUtf8();
        if (!item.isEmpty())
            map.insert(QStringLiteral("item_label"),
                       QCoreApplication::translate("SchemaItem", item.constData()));
        // The words' labels (SchemaRow::wordLabels), in the words' order, in the current
        // language; the words themselves stay what the YAML holds.
        const QVariantList labels = map.value(QStringLiteral("word_labels")).toList();
        if (!labels.isEmpty()) {
            QStringList translated;
            translated.reserve(labels.size());
            for (const QVariant &label : labels)
                translated.append(QCoreApplication::translate(
                    "SchemaWord", label.toString().toUtf8().constData()));
            map.insert(QStringLiteral("word_labels"), translated);
        }
        row = map;
    }
    return rows;
}

void GameCatalogModel::userVariantsChanged(const QString &gameId)
{
    const int row = indexOf(gameId);
    if (row >= 0)
        Q_EMIT dataChanged(index(row), index(row), {VariantsRole});
}

void GameCatalogModel::languageChanged()
{
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0), index(rowCount() - 1));
}
