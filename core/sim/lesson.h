// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Lessons as data (docs/lessons.md): data/games/<id>/lessons/*.yaml, each a guided first game:
// a start (a seed, or a position as scenarios write it), the learner's seat, and steps that say
// what to look at, why, which move the lesson waits for, and what the other seats play. Read,
// validated by playing it through (an expected move that is not legal is an error at its
// line), and run one move at a time by the app, `kotatsu-cli lesson` and tst_lessons.

#include "data/data_error.h"
#include "data/data_node.h"
#include "data/localized_text.h"
#include "engine/action.h"
#include "match/match_record.h"
#include "sim/scenarios.h"
#include "util/json.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace kotatsu {

class GameDefinition;
class GameState;

// A move another seat plays, as written (its text and where).
struct LessonMove
{
    std::string text;
    SourcePos pos;
};

// One step: the learner's one move.
struct LessonStep
{
    SourcePos pos;
    // The other seats' moves, played before this step's text is shown.
    std::vector<LessonMove> othersPlay;
    // What to ring on the table: each a part of a move's description (describeAction), by the
    // roles the table uses for legal moves' targets, e.g. {card: 7}. Everything else is dimmed.
    std::vector<Json> ring;
    LocalizedText text;
    // The move the lesson waits for, as its text ("play 7"), matched against the legal moves.
    LessonMove expect;
    // Why another legal move is not what the lesson wants: by move text, then `otherwise`.
    std::vector<std::pair<std::string, LocalizedText>> explain;
    std::optional<LocalizedText> otherwise;
};

struct Lesson
{
    std::string file;
    std::string id; // the file's stem
    std::string gameId;
    LocalizedText title;
    int players = 0;
    int seat = 0; // the learner's seat
    std::uint64_t seed = 0;
    std::string variant; // a variant of the game beside the lessons ("" none)
    DataNode node;       // the `lesson:` map (its rules, overrides, position)
    std::shared_ptr<const GameDefinition> definition;
    std::vector<LessonStep> steps;
    std::vector<LessonMove> endOthersPlay; // after the last step
    LocalizedText endText;

    // The explanation the lesson gives for a legal move other than the expected one at `step`:
    // the one written for that move, else the step's `otherwise`, else null.
    const LocalizedText *explanationFor(std::size_t step, const std::string &moveText) const;
};

// Reads and validates a lesson file against its game (`rules`: the game's document, as scenarios
// take it): the structure, every text in every language, then a play-through from its start in
// which every scripted and expected move must be legal where it stands, each step must find the
// learner to move, every `explain:` move must be another legal move there, and every ring must
// name a role the moves use and a value on the table. Every problem is an error with
// FILE:LINE:COL and the key (in the user's language on the Qt side, DataMessage); nullopt then.
std::optional<Lesson> readLessonFile(const ScenarioRules &rules, const std::string &path,
                                     DataErrors &errors);
// The lesson files of a folder (data/games/<id>/lessons): first_game.yaml first, then the
// others sorted by name.
std::vector<std::string> lessonFiles(const std::string &folder);

// Checks a `ring:` list (a lesson step's, a rules picture's; `key` its key path) where `state`
// stands: each item is a map whose roles the legal moves' descriptions (or `events`, the
// events of the move that follows, an array) name, and whose values a move names under that
// role or the table shows (the omniscient observation). Adds an error per wrong item or role.
void checkRing(const DataNode &list, const GameState &state, const Json &events,
               const std::string &key, DataErrors &errors);

// Whether a move's description (GameState::describeAction) has every part of a step's ring
// item ({card: 29}, {figure: K1}): under each of the item's roles, the item's value (numbers by
// value; a list holding it counts).
bool ringNamesMove(const Json &ringItem, const Json &description);
// The legal moves (indices into state.legalActions()) the table rings at a step: those that
// have every ring item that names moves (a legal move's part, or for the expected move what it
// sets off), and of those the expected move alone when it is one; none when the step rings
// nothing or only places (ringedPlaces: a piece on the table no move names, a named place).
std::vector<std::size_t> ringedMoves(const LessonStep &step, const GameState &state);
// The ring items of a step that the table draws as places rather than as a ringed move's own
// pieces: what the expected move sets off ({to: 24}, the space Tokaido Duo's pilgrim stops on
// when the move picks its die), a piece no legal move names (Shikoku's frozen card, {card:
// 29}), a named place of the table ({place: discard}: a key of the game's observation, its
// pile). An item a ringed move's description has is left out (that move's piece is ringed).
std::vector<Json> ringedPlaces(const LessonStep &step, const GameState &state);

// The game a lesson's save holds (SavedMatch::lesson, lessonStep): the lesson's start (its
// seed's deal with its position) with `actions` played on it, each checked as a saved game's
// are, and each the lesson's own move in order up to step `step` (the expected moves and the
// scripted replies; a save written while the replies are still being played holds fewer).
// nullopt otherwise, *error saying why and *badMove the 0-based index of the first move that is
// not the lesson's (-1 when the step itself is past the lesson's end).
std::optional<MatchRecord> replayLessonSave(const std::shared_ptr<const Lesson> &lesson,
                                            std::size_t step,
                                            const std::vector<std::string> &actions,
                                            std::string *error = nullptr, int *badMove = nullptr);

// What a lesson says of a move the learner makes.
enum class LessonVerdict
{
    Expected,     // the move the step waits for: played, with the others' replies
    NotTheLesson, // legal, but not what the lesson wants: nothing played, the step waits
    Illegal,      // the rules do not allow it here: nothing played, the step waits
    Finished      // the lesson is over: nothing more to play
};

struct LessonReply
{
    LessonVerdict verdict = LessonVerdict::Illegal;
    // NotTheLesson: the lesson's kind word for that move (null when it has none).
    const LocalizedText *explanation = nullptr;
    // Illegal: the rules' reason, when the engine gives one (none of the four games does yet:
    // empty).
    std::string reason;
};

// A lesson being played: its game, the step it waits at, and what a move of the learner does.
class LessonRun
{
public:
    explicit LessonRun(std::shared_ptr<const Lesson> lesson);
    ~LessonRun();
    LessonRun(LessonRun &&) noexcept;
    LessonRun &operator=(LessonRun &&) noexcept;

    // Sets the game up (the seed, the position) and plays the first step's scripted moves;
    // false and *error when that fails (a lesson read by readLessonFile never does).
    bool start(std::string *error = nullptr);
    // Starts again and plays the lesson's own moves up to step `step` (0 = the first, steps()
    // = the end): how leaving and coming back resumes at the step.
    bool resumeAt(std::size_t step, std::string *error = nullptr);

    const Lesson &lesson() const { return *m_lesson; }
    const GameState &state() const { return *m_state; }
    // The lesson's start (the seed's deal with its position), before any scripted move: with
    // history() it gives every position of the lesson (the app's table keeps its game so).
    const GameState &initialState() const { return *m_initial; }
    std::size_t stepIndex() const { return m_step; }
    std::size_t stepCount() const { return m_lesson->steps.size(); }
    bool finished() const { return m_step >= m_lesson->steps.size(); }
    // The step the lesson waits at, or null once finished.
    const LessonStep *step() const;

    // What the lesson says of the learner's move `text` (a legal move's text, or anything the
    // person typed); an expected move is played with the other seats' scripted replies.
    LessonReply tryMove(const std::string &text);
    // The same for an action (the app's legal move index gives one).
    LessonReply tryAction(const Action &action);
    // Every move played since the start, learner's and scripted, as texts.
    const std::vector<std::string> &history() const { return m_history; }

private:
    bool playScripted(const std::vector<LessonMove> &moves, std::string *error);
    bool advance(std::string *error);

    std::shared_ptr<const Lesson> m_lesson;
    std::unique_ptr<GameState> m_initial;
    std::unique_ptr<GameState> m_state;
    std::size_t m_step = 0;
    std::vector<std::string> m_history;
};

} // namespace kotatsu
