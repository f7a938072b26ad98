// SPDX-License-Identifier: GPL-3.0-or-later
#include "saved_games_model.h"

#include "ai/agent_factory.h"
#include "game_catalog_model.h"
#include "lesson_library.h"
#include "localization.h"
#include "match/match_record.h"
#include "net/network_record.h"
#include "saved_game.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QStandardPaths>
#include <QUrl>
#include <algorithm>

namespace {
constexpr auto kSuffix = ".kotatsu";

QVariantList seatList(const SavedGame &saved)
{
    QVariantList seats;
    for (const Seat &seat : saved.seats)
        seats.append(seatToVariant(seat));
    return seats;
}

// The same match at the same move: the same rules, seed, seats and moves (when it was written
// does not matter).
bool sameMatch(const SavedGame &a, const SavedGame &b)
{
    return a.game == b.game && a.variant == b.variant && a.variantFile == b.variantFile &&
           a.seed == b.seed && a.actions == b.actions && seatList(a) == seatList(b);
}
} // namespace

const kotatsu::GameEntry *SavedGamesModel::catalogEntry(const QString &gameId) const
{
    return m_catalog->catalog().find(gameId.toStdString());
}

std::string SavedGamesModel::shownLanguage() const
{
    return m_localization->language().toStdString();
}

void SavedGamesModel::summarize(const SavedGame &saved, Entry &entry) const
{
    const kotatsu::GameCatalog &catalog = m_catalog->catalog();
    if (!saved.lesson.isEmpty()) {
        // A lesson: its moves from the lesson's start (kotatsu::replayLessonSave). How it
        // stands is its step, not a result: a lesson is not a game of the player's record.
        const auto lesson = kotatsu::bridge::findLesson(catalog, saved.game.toStdString(),
                                                        saved.lesson.toStdString());
        if (!lesson || saved.lessonStep < 0)
            return;
        std::vector<std::string> texts;
        for (const QString &text : saved.actions)
            texts.push_back(text.toStdString());
        if (const auto match = kotatsu::replayLessonSave(
                lesson, static_cast<std::size_t>(saved.lessonStep), texts))
            entry.round = static_cast<int>(
                match->state().observation(kotatsu::kPublicView).get("round").asInt(0));
        return;
    }
    kotatsu::DataErrors errors;
    std::shared_ptr<const kotatsu::GameDefinition> definition =
        saved.variantFile.isEmpty()
            ? catalog.resolve(saved.game.toStdString(), saved.variant.toStdString(), errors)
            : catalog.loadVariant(saved.variantFile.toStdString()).definition;
    if (!definition)
        return;
    const std::vector<std::string> specs =
        Seat::texts(std::vector<Seat>(saved.seats.cbegin(), saved.seats.cend()));
    definition = kotatsu::definitionForSeats(std::move(definition), specs);
    if (!definition)
        return;
    std::vector<std::string> texts;
    texts.reserve(static_cast<std::size_t>(saved.actions.size()));
    for (const QString &text : saved.actions)
        texts.push_back(text.toStdString());
    const auto match = kotatsu::MatchRecord::replay(
        definition, static_cast<int>(saved.seats.size()), saved.seed, texts);
    if (!match)
        return;
    entry.round =
        static_cast<int>(match->state().observation(kotatsu::kPublicView).get("round").asInt(0));
    entry.over = match->isOver();
    if (!entry.over)
        return;
    const kotatsu::Outcome outcome = match->outcome();
    for (int rank : outcome.ranks)
        entry.ranks.append(rank);
    for (int seat : outcome.winners)
        entry.winners.append(seat);
}

QString SavedGamesModel::gameName(const QString &gameId) const
{
    const kotatsu::GameEntry *game = catalogEntry(gameId);
    return game && game->definition
               ? QString::fromStdString(game->definition->info().name.get(shownLanguage()))
               : gameId;
}

QString SavedGamesModel::variantName(const QString &gameId, const QString &variantId) const
{
    const kotatsu::GameEntry *game = catalogEntry(gameId);
    if (game && !variantId.isEmpty()) {
        for (const auto &v : game->variants) {
            if (v.definition && QString::fromStdString(v.id) == variantId)
                return QString::fromStdString(
                    v.definition->info().variantName.get(shownLanguage()));
        }
    }
    return {};
}

SavedGamesModel::SavedGamesModel(const GameCatalogModel *catalog, Localization *localization,
                                 QObject *parent)
    : QAbstractListModel(parent), m_catalog(catalog), m_localization(localization)
{
    const QString overridden = qEnvironmentVariable("KOTATSU_SAVE_DIR");
    m_folder = overridden.isEmpty()
                   ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                         QStringLiteral("/saves")
                   : overridden;
    connect(m_localization, &Localization::languageChanged, this,
            &SavedGamesModel::languageChanged);
    refresh();
    refreshResumable();
}

QString SavedGamesModel::newFilePath(const QString &gameId) const
{
    QDir().mkpath(m_folder);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString path = m_folder + QLatin1Char('/') + gameId + QLatin1Char('-') + stamp + kSuffix;
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = m_folder + QLatin1Char('/') + gameId + QLatin1Char('-') + stamp + QLatin1Char('-') +
               QString::number(n) + kSuffix;
    return path;
}

QString SavedGamesModel::autosavePath() const
{
    return m_folder + QStringLiteral("/in-progress/game") + kSuffix;
}

void SavedGamesModel::refreshResumable()
{
    QVariantMap found;
    SavedGame saved;
    const QFileInfo info(autosavePath());
    if (info.isFile() && !info.isSymLink() &&
        SavedGame::read(info.absoluteFilePath(), saved, nullptr)) {
        found.insert(QStringLiteral("file"), QUrl::fromLocalFile(info.absoluteFilePath()));
        found.insert(QStringLiteral("gameId"), saved.game);
        found.insert(QStringLiteral("gameName"), gameName(saved.game));
        // A variant no longer in the catalog gets no name (the game's name still says it).
        found.insert(QStringLiteral("variantName"), variantName(saved.game, saved.variant));
        found.insert(QStringLiteral("moves"), static_cast<int>(saved.actions.size()));
        found.insert(QStringLiteral("players"), static_cast<int>(saved.seats.size()));
        found.insert(QStringLiteral("savedAt"),
                     saved.savedAt.isValid() ? saved.savedAt : info.lastModified());
    }
    if (found == m_resumable)
        return;
    m_resumable = found;
    Q_EMIT resumableChanged();
}

bool SavedGamesModel::keepAutosaveInLibrary()
{
    const QString from = autosavePath();
    SavedGame saved;
    if (!QFileInfo(from).isFile() || !SavedGame::read(from, saved, nullptr))
        return false;
    // Saved and then left as it was: the list has it already.
    refresh();
    for (const Entry &e : std::as_const(m_entries)) {
        SavedGame listed;
        if (e.gameId == saved.game && e.moves == saved.actions.size() &&
            SavedGame::read(e.file, listed, nullptr) && sameMatch(listed, saved)) {
            QFile::remove(from);
            refreshResumable();
            return false;
        }
    }
    const bool moved = QFile::rename(from, newFilePath(saved.game));
    refresh();
    refreshResumable();
    return moved;
}

bool SavedGamesModel::networkEntry(const QFileInfo &info, Entry &entry) const
{
    const auto known = m_summaries.constFind(info.absoluteFilePath());
    if (known != m_summaries.constEnd() && known->modified == info.lastModified()) {
        entry = *known;
        return true;
    }
    const std::optional<NetworkRecord> record =
        NetworkRecord::read(info.absoluteFilePath(), nullptr);
    if (!record || record->frames.isEmpty())
        return false;
    entry.file = info.absoluteFilePath();
    entry.gameId = record->game;
    entry.variantId = record->variant;
    // Written as the game went: its last move is when it was saved.
    entry.savedAt = info.lastModified();
    entry.modified = info.lastModified();
    entry.moves = record->moves();
    const QList<Seat> seats = NetworkRecord::seatsOf(record->seats);
    entry.players = static_cast<int>(seats.size());
    for (const Seat &seat : seats)
        entry.seats.append(seatToVariant(seat));
    entry.network = true;
    entry.round = record->frames.back()
                      .value(QStringLiteral("observation"))
                      .toObject()
                      .value(QStringLiteral("round"))
                      .toInt();
    entry.over = record->over();
    const QJsonObject outcome = record->outcome();
    for (const QJsonValue &rank : outcome.value(QStringLiteral("ranks")).toArray())
        entry.ranks.append(rank.toInt());
    for (const QJsonValue &seat : outcome.value(QStringLiteral("winners")).toArray())
        entry.winners.append(seat.toInt());
    return true;
}

void SavedGamesModel::refresh()
{
    QList<Entry> entries;
    // Only regular files, never links: a link to /dev/zero or a FIFO named *.kotatsu must not
    // make the list allocate without end or hang (SavedGame::read checks again on the opened
    // file, so a file swapped after this listing is refused too).
    const QFileInfoList files = QDir(m_folder).entryInfoList(
        {QStringLiteral("*.kotatsu"), QStringLiteral("*") + NetworkRecord::kSuffix},
        QDir::Files | QDir::NoSymLinks);
    for (const QFileInfo &info : files) {
        if (info.isSymLink() || !info.isFile())
            continue;
        if (info.fileName().endsWith(QLatin1String(NetworkRecord::kSuffix))) {
            Entry entry;
            if (networkEntry(info, entry))
                entries.append(entry);
            continue;
        }
        SavedGame saved;
        if (!SavedGame::read(info.absoluteFilePath(), saved, nullptr))
            continue; // damaged or foreign files are not offered
        Entry entry;
        entry.file = info.absoluteFilePath();
        entry.gameId = saved.game;
        entry.variantId = saved.variant;
        entry.savedAt = saved.savedAt.isValid() ? saved.savedAt : info.lastModified();
        entry.modified = info.lastModified();
        entry.moves = static_cast<int>(saved.actions.size());
        entry.players = static_cast<int>(saved.seats.size());
        entry.seats = seatList(saved);
        entry.lessonId = saved.lesson;
        entry.lessonStep = saved.lessonStep;
        const auto known = m_summaries.constFind(entry.file);
        if (known != m_summaries.constEnd() && known->modified == entry.modified &&
            known->moves == entry.moves) {
            entry.over = known->over;
            entry.ranks = known->ranks;
            entry.winners = known->winners;
            entry.round = known->round;
        } else {
            summarize(saved, entry);
        }
        entries.append(entry);
    }
    std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
        // Saves of the same second (a kept game moved in as another is saved) by
        // their files' finer times.
        return a.savedAt != b.savedAt ? a.savedAt > b.savedAt : a.modified > b.modified;
    });
    m_summaries.clear();
    for (const Entry &e : std::as_const(entries))
        m_summaries.insert(e.file, e);
    beginResetModel();
    m_entries = entries;
    endResetModel();
    Q_EMIT countChanged();
}

bool SavedGamesModel::remove(int row)
{
    if (row < 0 || row >= rowCount())
        return false;
    if (!QFile::remove(m_entries[row].file))
        return false;
    beginRemoveRows({}, row, row);
    m_entries.removeAt(row);
    endRemoveRows();
    Q_EMIT countChanged();
    return true;
}

QUrl SavedGamesModel::fileUrl(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    return QUrl::fromLocalFile(m_entries[row].file);
}

int SavedGamesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

QVariant SavedGamesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &e = m_entries[index.row()];
    switch (role) {
    case FileRole:
        return e.file;
    case GameIdRole:
        return e.gameId;
    case Qt::DisplayRole:
    case GameNameRole:
        return gameName(e.gameId);
    case VariantNameRole: {
        const QString name = variantName(e.gameId, e.variantId);
        // A lesson's rules are the lesson's own ("scenario"): its title says which.
        return name.isEmpty() && e.lessonId.isEmpty() ? e.variantId : name;
    }
    case SavedAtRole:
        return e.savedAt;
    case MovesRole:
        return e.moves;
    case PlayersRole:
        return e.players;
    case SeatsRole:
        return e.seats;
    case OverRole:
        return e.over;
    case RanksRole:
        return e.ranks;
    case WinnersRole:
        return e.winners;
    case RoundRole:
        return e.round;
    case LessonTitleRole:
    case LessonStepsRole: {
        const auto lesson =
            e.lessonId.isEmpty()
                ? nullptr
                : kotatsu::bridge::findLesson(m_catalog->catalog(), e.gameId.toStdString(),
                                              e.lessonId.toStdString());
        if (role == LessonStepsRole)
            return lesson ? static_cast<int>(lesson->steps.size()) : 0;
        return lesson ? QString::fromStdString(lesson->title.get(shownLanguage())) : QString();
    }
    case LessonStepRole:
        return e.lessonStep;
    case NetworkRole:
        return e.network;
    }
    return {};
}

QHash<int, QByteArray> SavedGamesModel::roleNames() const
{
    return {{FileRole, "file"},
            {GameIdRole, "gameId"},
            {GameNameRole, "gameName"},
            {VariantNameRole, "variantName"},
            {SavedAtRole, "savedAt"},
            {MovesRole, "moves"},
            {PlayersRole, "players"},
            {SeatsRole, "seats"},
            {OverRole, "over"},
            {RanksRole, "ranks"},
            {WinnersRole, "winners"},
            {RoundRole, "round"},
            {LessonTitleRole, "lessonTitle"},
            {LessonStepRole, "lessonStep"},
            {LessonStepsRole, "lessonSteps"},
            {NetworkRole, "network"}};
}

void SavedGamesModel::languageChanged()
{
    refreshResumable();
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0), index(rowCount() - 1));
}
