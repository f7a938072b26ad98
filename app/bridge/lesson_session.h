// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson_guide.h"
#include "match/match_record.h"
#include "seat_variant.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QVariantList>
#include <deque>
#include <optional>
#include <string>

namespace kotatsu {
class GameCatalog;
}
struct SavedGame;

// A lesson played at a GameSession's table (docs/lessons.md, issue 34): the lesson's start as
// the table's game, what the learner's moves do there (the lesson's verdict, its kind word
// for a move it does not want), the other seats' scripted replies still to be played, and what
// its step rings. The session keeps the game and plays every move at its pace; this says which
// moves and why. The lesson's state for QML is its LessonGuide (GameSession.lesson).
class LessonSession
{
    // Its words are said at the table: the catalogs keep them in GameSession's context.
    Q_DECLARE_TR_FUNCTIONS(GameSession)

public:
    // The table a lesson starts: its game so far and who sits where.
    struct Table
    {
        kotatsu::MatchRecord match;
        QList<Seat> seats;
    };

    LessonGuide &guide() { return m_guide; }
    const LessonGuide &guide() const { return m_guide; }
    bool active() const { return m_guide.active(); }
    // A lesson whose last step is played: it waits for nothing more.
    bool finished() const { return m_guide.active() && m_guide.finished(); }

    // Lesson `lessonId` of `gameId` at step `step` (0: the start): the game that starts from
    // the lesson's start (its seed or position) with the lesson's moves so far, the learner a
    // person and the lesson playing the others. nullopt and *error (in the user's language)
    // when the game has no such lesson or it cannot be played; the lesson is then unchanged.
    std::optional<Table> start(const kotatsu::GameCatalog &games, const QString &gameId,
                               const QString &lessonId, int step, QString *error);
    // Leaves the lesson, if any (a game starts at the table).
    void end();
    // After the lesson: the game, variant and seats of a real game with its settings (the
    // learner at the lesson's seat, the computer at "normal" or the game's own opponent at
    // the others). False when no lesson is played.
    bool realGame(QString *gameId, QString *variantId, QVariantList *seats) const;

    // The learner's legal move `action` at the table: true when it is the step's (the caller
    // plays it; the other seats' scripted replies follow, nextReply); false when the lesson
    // refuses it (the guide says why, in `language`) or waits for its replies.
    bool learnerMove(const kotatsu::Action &action, const std::string &language);
    // The scripted reply to play next in `state`, if any is left; a reply that is not legal
    // there drops the rest (and says so in the log).
    std::optional<kotatsu::Action> nextReply(const kotatsu::GameState &state);
    // The reply nextReply gave was played.
    void replyPlayed();
    bool replying() const { return !m_scripted.empty(); }

    // What the step rings in `state` (null: nothing, as when no move is offered): the rows of
    // its legal moves and the places (kotatsu::ringedMoves, ringedPlaces).
    void updateRing(const kotatsu::GameState *state);
    // The lesson and its step, in a save of the table's game.
    void writeTo(SavedGame &saved) const;

private:
    LessonGuide m_guide;
    // The scripted replies of the lesson's other seats still to play, as texts.
    std::deque<std::string> m_scripted;
};
