// SPDX-License-Identifier: GPL-3.0-or-later
#include "match_files.h"

#include "app_context.h"
#include "data_error_text.h"
#include "editor/user_data.h"
#include "game_catalog_model.h"
#include "rules_seat.h"
#include "saved_games_model.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

QString MatchFiles::write(const QUrl &file, const SavedGame &saved) const
{
    QString error;
    return saved.write(kotatsu::bridge::localPath(file), &error) ? QString() : error;
}

std::optional<OpenedMatch> MatchFiles::open(const QUrl &file, const std::string &language,
                                            QString *error, SavedGame *lessonSave) const
{
    SavedGame saved;
    QString why;
    if (!SavedGame::read(kotatsu::bridge::localPath(file), saved, &why)) {
        //: Error when opening a saved game; %1 is the reason
        *error = tr("The saved game could not be opened: %1").arg(why);
        return std::nullopt;
    }
    if (!saved.lesson.isEmpty() && lessonSave) {
        *lessonSave = saved;
        return std::nullopt;
    }
    const kotatsu::GameCatalog &catalog = m_app->catalog()->catalog();
    kotatsu::DataErrors errors;
    std::shared_ptr<const kotatsu::GameDefinition> definition;
    if (!saved.variantFile.isEmpty()) {
        kotatsu::VariantEntry entry = catalog.loadVariant(saved.variantFile.toStdString());
        definition = entry.definition;
        errors = entry.errors;
    } else {
        definition = catalog.resolve(saved.game.toStdString(), saved.variant.toStdString(), errors);
    }
    if (!definition && !saved.variantFile.isEmpty()) {
        if (!QFileInfo(saved.variantFile).isFile()) {
            //: Error when opening a saved game played with a variant file; %1 is its path
            *error = tr("The saved game was played with the variant file “%1”, which is "
                        "missing.")
                         .arg(saved.variantFile);
        } else {
            //: Error when opening a saved game; %1 is the path of a variant file, %2 the
            //: first problem found in it
            *error =
                tr("The variant file “%1” of this saved game cannot be used: %2")
                    .arg(saved.variantFile,
                         errors.empty() ? QString()
                                        : kotatsu::bridge::dataErrorText(errors.front(), language));
        }
        return std::nullopt;
    }
    if (!definition || QString::fromStdString(definition->info().id) != saved.game) {
        //: Error when opening a saved game; %1 is a game or game/variant id
        *error = tr("The saved game needs “%1”, which is not available.")
                     .arg(saved.variant.isEmpty() ? saved.game
                                                  : saved.game + QLatin1Char('/') + saved.variant);
        return std::nullopt;
    }
    const auto &info = definition->info();
    if (saved.seats.size() < info.minPlayers || saved.seats.size() > info.maxPlayers) {
        //: Error when opening a saved game
        *error = tr("The saved game has a number of players this game does not allow.");
        return std::nullopt;
    }
    // A solo game: the same rules with the rules seat at its place, as when it was started.
    QList<Seat> seats = saved.seats;
    definition = kotatsu::bridge::withRulesSeat(std::move(definition), seats, language, error);
    if (!definition)
        return std::nullopt;
    // Replay and check every move on a fresh record before touching the current game.
    std::vector<std::string> texts;
    for (const QString &text : std::as_const(saved.actions))
        texts.push_back(text.toStdString());
    int bad = -1;
    auto match = kotatsu::MatchRecord::replay(definition, static_cast<int>(saved.seats.size()),
                                              saved.seed, texts, nullptr, &bad);
    if (!match) {
        //: Error when opening a saved game; %1 is the number of the first move that does not fit
        *error =
            tr("The saved game does not match the rules: its move %1 is not allowed.").arg(bad + 1);
        return std::nullopt;
    }
    return OpenedMatch{std::move(*match), seats, saved.variantFile, saved.hints};
}

QString MatchFiles::libraryPath(const QString &gameId) const
{
    return m_app->savedGames()->newFilePath(gameId);
}

void MatchFiles::libraryWritten() const
{
    m_app->savedGames()->refresh();
}

QUrl MatchFiles::resumable() const
{
    const QVariantMap kept = m_app->savedGames()->resumable();
    return kept.isEmpty() ? QUrl() : kept.value(QStringLiteral("file")).toUrl();
}

QString MatchFiles::keep(const SavedGame &saved)
{
    SavedGamesModel *library = m_app->savedGames();
    const QString path = library->autosavePath();
    // Another unfinished game is kept there: it goes to the saved games, never lost.
    if (!m_ownsAutosave)
        library->keepAutosaveInLibrary();
    QDir().mkpath(QFileInfo(path).absolutePath());
    const QString error = write(QUrl::fromLocalFile(path), saved);
    if (error.isEmpty())
        m_ownsAutosave = true;
    library->refreshResumable();
    return error;
}

void MatchFiles::drop()
{
    // A finished game has nothing to resume; a game where no person has moved yet (taken back
    // to its start, or only the computers' moves: a game nobody played) is not kept, and never
    // replaces an unfinished one that a person played.
    if (!m_ownsAutosave)
        return;
    SavedGamesModel *library = m_app->savedGames();
    QFile::remove(library->autosavePath());
    m_ownsAutosave = false;
    library->refreshResumable();
}
