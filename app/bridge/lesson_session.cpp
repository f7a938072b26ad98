// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson_session.h"

#include "json_variant.h"
#include "lesson_library.h"
#include "saved_game.h"

#include <algorithm>

using kotatsu::Action;

namespace {
// A lesson's seats, and its "real game"'s: the learner a person, the game's own opponent (Tokaido
// Duo's Automa) the rules', the others the computer at "normal".
QList<Seat> lessonSeats(const kotatsu::Lesson &lesson)
{
    QList<Seat> seats;
    const kotatsu::RulesSeat rules = lesson.definition->info().playedByRules;
    for (int seat = 0; seat < lesson.players; ++seat) {
        seats.append(seat == lesson.seat  ? Seat::person()
                     : seat == rules.seat ? Seat::rules(rules.level)
                                          : Seat::computer("normal"));
    }
    return seats;
}
} // namespace

std::optional<LessonSession::Table> LessonSession::start(const kotatsu::GameCatalog &games,
                                                         const QString &gameId,
                                                         const QString &lessonId, int step,
                                                         QString *error)
{
    const auto lesson =
        kotatsu::bridge::findLesson(games, gameId.toStdString(), lessonId.toStdString());
    if (!lesson) {
        //: Error when starting a lesson ("Learn to play"); %1 is the lesson's id
        *error = tr("The lesson “%1” is not available.").arg(lessonId);
        return std::nullopt;
    }
    kotatsu::LessonRun run(lesson);
    std::string why;
    //: Error when starting a lesson ("Learn to play"); %1 is the lesson's id
    const QString unplayable =
        tr("The lesson “%1” cannot be played with these rules.").arg(lessonId);
    if (!run.resumeAt(static_cast<std::size_t>(std::max(0, step)), &why)) {
        *error = unplayable;
        qWarning("lesson %s: %s", lesson->id.c_str(), why.c_str());
        return std::nullopt;
    }
    // The table keeps the lesson as a game that starts from the lesson's start, with every
    // move played so far: the log, the replay and the table's drawing are a game's.
    kotatsu::MatchRecord match(lesson->definition, lesson->players, lesson->seed,
                               run.initialState().clone());
    for (const std::string &text : run.history()) {
        if (!match.playText(text).empty()) {
            *error = unplayable;
            return std::nullopt;
        }
    }
    m_scripted.clear();
    m_guide.begin(std::move(run));
    // The learner is a person; the lesson plays the others (the game's own opponent stays the
    // rules').
    return Table{std::move(match), lessonSeats(*lesson)};
}

void LessonSession::end()
{
    m_scripted.clear();
    m_guide.end();
}

bool LessonSession::realGame(QString *gameId, QString *variantId, QVariantList *seats) const
{
    const kotatsu::LessonRun *run = m_guide.run();
    if (!run)
        return false;
    const kotatsu::Lesson &lesson = run->lesson();
    *gameId = QString::fromStdString(lesson.gameId);
    *variantId = QString::fromStdString(lesson.variant);
    seats->clear();
    for (const Seat &seat : lessonSeats(lesson))
        seats->append(seatToVariant(seat));
    return true;
}

bool LessonSession::learnerMove(const Action &action, const std::string &language)
{
    kotatsu::LessonRun *run = m_guide.run();
    if (!run || !m_scripted.empty())
        return false; // the others' replies are still being played
    const std::size_t before = run->history().size();
    const kotatsu::LessonReply reply = run->tryAction(action);
    switch (reply.verdict) {
    case kotatsu::LessonVerdict::Expected:
        break;
    case kotatsu::LessonVerdict::NotTheLesson: {
        //: A lesson ("Learn to play"): the learner made a move the lesson has no word for
        const QString general = tr("That is a move of the game, but not the one this lesson is "
                                   "about. Look at what is ringed.");
        m_guide.setExplanation(
            reply.explanation ? QString::fromStdString(reply.explanation->get(language)) : general);
        return false;
    }
    case kotatsu::LessonVerdict::Illegal: {
        //: A lesson ("Learn to play"): the learner's move breaks the rules
        const QString general = tr("The rules do not allow that move here.");
        m_guide.setExplanation(reply.reason.empty() ? general
                                                    : QString::fromStdString(reply.reason));
        return false;
    }
    case kotatsu::LessonVerdict::Finished:
        return false;
    }
    m_guide.setExplanation(QString());
    // The learner's move now; the other seats' scripted replies at the computer's pace.
    const std::vector<std::string> &history = run->history();
    for (std::size_t i = before + 1; i < history.size(); ++i)
        m_scripted.push_back(history[i]);
    m_guide.setReplying(!m_scripted.empty());
    return true;
}

std::optional<Action> LessonSession::nextReply(const kotatsu::GameState &state)
{
    if (m_scripted.empty())
        return std::nullopt;
    const auto action = state.actionFromString(m_scripted.front());
    if (!action) {
        qWarning("lesson: scripted move '%s' is not legal here", m_scripted.front().c_str());
        m_scripted.clear();
        m_guide.setReplying(false);
    }
    return action;
}

void LessonSession::replyPlayed()
{
    if (!m_scripted.empty())
        m_scripted.pop_front();
    m_guide.setReplying(!m_scripted.empty());
}

void LessonSession::updateRing(const kotatsu::GameState *state)
{
    const kotatsu::LessonRun *run = m_guide.run();
    QVariantList rows;
    QVariantList places;
    if (run && run->step() && state && m_scripted.empty()) {
        for (const std::size_t row : kotatsu::ringedMoves(*run->step(), *state))
            rows.append(static_cast<int>(row));
        for (const kotatsu::Json &place : kotatsu::ringedPlaces(*run->step(), *state))
            places.append(kotatsu::bridge::toVariant(place));
    }
    m_guide.setRinged(rows, places);
}

void LessonSession::writeTo(SavedGame &saved) const
{
    if (const kotatsu::LessonRun *run = m_guide.run()) {
        saved.lesson = QString::fromStdString(run->lesson().id);
        saved.lessonStep = static_cast<int>(run->stepIndex());
    }
}
