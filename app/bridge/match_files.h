// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "match/match_record.h"
#include "saved_game.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QUrl>
#include <optional>
#include <string>

class AppContext;

// A saved game opened again, checked move by move against its rules, for the table.
struct OpenedMatch
{
    kotatsu::MatchRecord match;
    QList<Seat> seats; // the rules seat's level resolved
    QString variantFile;
    QList<int> hints;
};

// A table's files, for GameSession: writing and opening saved games, the player's list of
// saved games (SavedGames), and the game kept after every move for Resume (the autosave,
// which this table may hold).
class MatchFiles
{
    // Its messages are the session's (the same words as when GameSession said them).
    Q_DECLARE_TR_FUNCTIONS(GameSession)

public:
    void use(AppContext &app) { m_app = &app; }

    // Writes `saved` to `file`; "" or the system's reason.
    QString write(const QUrl &file, const SavedGame &saved) const;
    // Reads `file` and replays it on its rules (the rules seat at its place, as when it was
    // started); nullopt and *error (in `language`) when it cannot be played on. A lesson's save
    // (SavedGame::lesson) is not replayed here: nullopt with the save in *lessonSave, for the
    // session to resume the lesson at its step.
    std::optional<OpenedMatch> open(const QUrl &file, const std::string &language, QString *error,
                                    SavedGame *lessonSave = nullptr) const;

    // A new file in the player's list of saved games, and the list reread after it was written.
    QString libraryPath(const QString &gameId) const;
    void libraryWritten() const;

    // The game kept for Resume (SavedGames.resumable), or an empty url.
    QUrl resumable() const;
    // The table's game is now `saved`: kept, taking the place of any other unfinished game
    // (which goes to the saved games, never lost); "" or why it could not be written.
    QString keep(const SavedGame &saved);
    // The table's game is not to be kept (finished, or no person has moved in it): the kept
    // game goes if it is this table's.
    void drop();
    // A new game at the table: the kept game, if any, is another's.
    void newGame() { m_ownsAutosave = false; }
    // The table's game is the kept one (it was resumed).
    void ownAutosave() { m_ownsAutosave = true; }

private:
    AppContext *m_app = nullptr;
    // The autosave file holds this table's game (it was resumed or written by it).
    bool m_ownsAutosave = false;
};
