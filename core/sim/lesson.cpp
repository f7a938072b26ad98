// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/lesson.h"

#include "data/node_reader.h"
#include "data/yaml_reader.h"
#include "engine/game_definition.h"
#include "engine/game_state.h"

#include <algorithm>
#include <filesystem>
#include <set>

namespace kotatsu {

namespace {
// The events a step's expected move sets off, described as moves are (describeEvents, else the
// observation's own events): an empty array when it is not legal here. A ring may name them
// (the space Tokaido Duo's pilgrim stops on when the move is a die pick).
Json eventsOfExpected(const LessonStep &step, const GameState &state)
{
    const auto expected = state.actionFromString(step.expect.text);
    if (!expected)
        return Json::array();
    auto after = state.clone();
    after->apply(*expected);
    Json events = after->describeEvents(kOmniscient);
    if (events.isNull()) {
        const Json observation = after->observation(kOmniscient);
        if (const Json *own = observation.find("events"))
            events = *own;
    }
    return events.isArray() ? events : Json::array();
}

namespace fs = std::filesystem;

// A value as an error names it: 'the text' for a value, "a list" for the others.
DataMessage describe(const DataNode &node)
{
    if (node.isScalar())
        return {QT_TRANSLATE_NOOP("DataError", "'%1'"), node.scalar};
    return DataNode::kindName(node.kind);
}

// The legal moves' texts, for a message: "play 3, play 12, play 20" (at most 12, then "…").
std::string legalTexts(const GameState &state)
{
    std::string out;
    int n = 0;
    for (const Action &a : state.legalActions()) {
        if (++n > 12) {
            out += ", \xE2\x80\xA6";
            break;
        }
        out += (out.empty() ? "" : ", ") + state.actionToString(a);
    }
    return out;
}

// Whether `value` is somewhere in `json` (a scalar equal to it, numbers by value).
bool occurs(const Json &json, const Json &value)
{
    if (json.isArray()) {
        for (const Json &item : json.elements()) {
            if (occurs(item, value))
                return true;
        }
        return false;
    }
    if (json.isObject()) {
        for (const auto &[key, item] : json.entries()) {
            if (occurs(item, value))
                return true;
        }
        return false;
    }
    if (json.isNumber() && value.isNumber())
        return json.asDouble() == value.asDouble();
    return json == value;
}

std::vector<LessonMove> readMoves(NodeReader &reader, std::string_view key)
{
    std::vector<LessonMove> out;
    const DataNode *list = reader.optional(key);
    if (!list)
        return out;
    if (!list->isSequence()) {
        reader.error(
            *list, key,
            {QT_TRANSLATE_NOOP("DataError", "expected a list, found %1"), describe(*list)});
        return out;
    }
    for (std::size_t i = 0; i < list->items.size(); ++i) {
        const DataNode &item = list->items[i];
        if (auto text = NodeReader::toString(item, NodeReader::itemPath(reader.keyPath(key), i),
                                             reader.errors()))
            out.push_back({*text, item.pos});
    }
    return out;
}

// Plays a lesson through from its start while reading it, so that every move is checked where
// it stands; stops at the first move that cannot be played.
class Check
{
public:
    Check(Lesson &lesson, const DataNode &steps, DataErrors &errors)
        : m_l(lesson), m_steps(steps), m_errors(errors)
    {}

    void run()
    {
        m_state = m_l.definition->newGame(m_l.players, m_l.seed);
        if (const DataNode *position = m_l.node.find("position")) {
            std::string why;
            if (!loadPositionNode(*m_state, *position, &why)) {
                error(position->pos, "lesson.position",
                      {QT_TRANSLATE_NOOP("DataError", "the position does not load: %1"), why});
                return;
            }
        }
        for (std::size_t i = 0; i < m_l.steps.size(); ++i) {
            const LessonStep &step = m_l.steps[i];
            const std::string key = NodeReader::itemPath("lesson.steps", i);
            if (!others(step.othersPlay, key + ".others_play"))
                return;
            if (m_state->isTerminal()) {
                error(step.pos, key, QT_TRANSLATE_NOOP("DataError", "the game is over here"));
                return;
            }
            if (m_state->currentPlayer() != m_l.seat) {
                error(step.pos, key,
                      {QT_TRANSLATE_NOOP("DataError",
                                         "seat %1 is to move here, not the learner (seat %2): "
                                         "the other seats' moves go in others_play"),
                       m_state->currentPlayer(), m_l.seat});
                return;
            }
            rings(m_steps.items[i], step, key);
            explanations(m_steps.items[i], step, key);
            if (!play(step.expect, key + ".expect"))
                return;
        }
        others(m_l.endOthersPlay, "lesson.end.others_play");
    }

private:
    void error(const SourcePos &pos, const std::string &key, DataMessage message)
    {
        m_errors.push_back({pos, key, std::move(message)});
    }

    bool play(const LessonMove &move, const std::string &key)
    {
        if (m_state->isTerminal()) {
            error(move.pos, key, QT_TRANSLATE_NOOP("DataError", "the game is over here"));
            return false;
        }
        const auto action = m_state->actionFromString(move.text);
        if (!action) {
            error(move.pos, key,
                  {QT_TRANSLATE_NOOP("DataError", "'%1' is not legal here; legal: %2"), move.text,
                   legalTexts(*m_state)});
            return false;
        }
        m_state->apply(*action);
        if (const std::string broken = m_state->checkInvariants(); !broken.empty()) {
            error(move.pos, key,
                  {QT_TRANSLATE_NOOP("DataError", "after it, the position breaks a rule: %1"),
                   broken});
            return false;
        }
        return true;
    }

    bool others(const std::vector<LessonMove> &moves, const std::string &key)
    {
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const std::string at = NodeReader::itemPath(key, i);
            if (!m_state->isTerminal() && m_state->currentPlayer() == m_l.seat) {
                error(moves[i].pos, at,
                      {QT_TRANSLATE_NOOP("DataError",
                                         "the learner (seat %1) is to move here: the learner's "
                                         "moves are the steps' expect"),
                       m_l.seat});
                return false;
            }
            if (!play(moves[i], at))
                return false;
        }
        return true;
    }

    Json expectedEvents(const LessonStep &step) const { return eventsOfExpected(step, *m_state); }

    void rings(const DataNode &stepNode, const LessonStep &step, const std::string &key)
    {
        if (const DataNode *list = stepNode.find("ring"))
            checkRing(*list, *m_state, expectedEvents(step), key + ".ring", m_errors);
    }

    // Every move `explain:` names is another legal move here.
    void explanations(const DataNode &stepNode, const LessonStep &step, const std::string &key)
    {
        const DataNode *map = stepNode.find("explain");
        if (!map || !map->isMap())
            return;
        const auto expected = m_state->actionFromString(step.expect.text);
        for (const auto &e : map->entries) {
            if (e.key == "otherwise")
                continue;
            const auto action = m_state->actionFromString(e.key);
            if (!action) {
                error(e.keyPos, key + ".explain." + e.key,
                      {QT_TRANSLATE_NOOP("DataError", "'%1' is not legal here; legal: %2"), e.key,
                       legalTexts(*m_state)});
            } else if (expected && *action == *expected) {
                error(e.keyPos, key + ".explain." + e.key,
                      {QT_TRANSLATE_NOOP("DataError",
                                         "'%1' is the move the step expects: nothing to explain"),
                       e.key});
            }
        }
    }

    Lesson &m_l;
    const DataNode &m_steps;
    DataErrors &m_errors;
    std::unique_ptr<GameState> m_state;
};

} // namespace

// Each ring names roles the legal moves' descriptions use here, or the events of the move
// that follows (what it will do: the space Tokaido Duo's pilgrim stops on when the move is a
// die pick), and values one of them names under that role or that are on the table.
void checkRing(const DataNode &list, const GameState &state, const Json &events,
               const std::string &key, DataErrors &errors)
{
    std::set<std::string> roles;
    std::vector<Json> descriptions;
    auto add = [&](Json description) {
        if (!description.isObject())
            return;
        for (const auto &entry : description.entries()) {
            const std::string &role = entry.first;
            if (role != "kind")
                roles.insert(role);
        }
        descriptions.push_back(std::move(description));
    };
    for (const Action &a : state.legalActions())
        add(state.describeAction(a));
    for (const Json &event : events.elements())
        add(event);
    // A legal move's target under that role (a free field the garden's moves go to), or
    // anything on the table (Shikoku's frozen card).
    auto targeted = [&](const std::string &role, const Json &value) {
        for (const Json &d : descriptions) {
            if (const Json *v = d.find(role); v && occurs(*v, value))
                return true;
        }
        return false;
    };
    std::string known;
    for (const auto &r : roles)
        known += (known.empty() ? "" : ", ") + r;
    const Json table = state.observation(kOmniscient);
    for (std::size_t i = 0; i < list.items.size(); ++i) {
        const DataNode &item = list.items[i];
        const std::string at = NodeReader::itemPath(key, i);
        if (!item.isMap() || item.entries.empty()) {
            errors.push_back(
                {item.pos,
                 at,
                 {QT_TRANSLATE_NOOP("DataError", "expected a map, found %1"), describe(item)}});
            continue;
        }
        for (const auto &e : item.entries) {
            // A named place of the table: a key of the game's observation (a pile).
            if (e.key == "place") {
                if (!e.value.isScalar() || !table.find(e.value.scalar))
                    errors.push_back({e.value.pos,
                                      at + "." + e.key,
                                      {QT_TRANSLATE_NOOP("DataError", "%1 is nowhere on the table"),
                                       describe(e.value)}});
                continue;
            }
            if (!roles.count(e.key)) {
                errors.push_back(
                    {e.keyPos,
                     at + "." + e.key,
                     {QT_TRANSLATE_NOOP("DataError", "'%1' is not a role the moves name here (%2)"),
                      e.key, known}});
            } else if (!e.value.isScalar() || (!targeted(e.key, dataNodeToJson(e.value)) &&
                                               !occurs(table, dataNodeToJson(e.value)))) {
                errors.push_back({e.value.pos,
                                  at + "." + e.key,
                                  {QT_TRANSLATE_NOOP("DataError", "%1 is nowhere on the table"),
                                   describe(e.value)}});
            }
        }
    }
}

bool ringNamesMove(const Json &ringItem, const Json &description)
{
    if (!ringItem.isObject() || !description.isObject() || ringItem.entries().empty())
        return false;
    for (const auto &[role, value] : ringItem.entries()) {
        const Json *named = description.find(role);
        if (!named || !occurs(*named, value))
            return false;
    }
    return true;
}

std::vector<std::size_t> ringedMoves(const LessonStep &step, const GameState &state)
{
    std::vector<std::size_t> ringed;
    if (step.ring.empty())
        return ringed;
    const std::vector<Action> legal = state.legalActions();
    std::vector<Json> descriptions;
    descriptions.reserve(legal.size());
    for (const Action &a : legal)
        descriptions.push_back(state.describeAction(a));
    const auto expected = state.actionFromString(step.expect.text);
    const Json expectedEvents = eventsOfExpected(step, state);
    auto setOff = [&](const Json &item) {
        const auto &events = expectedEvents.elements();
        return std::any_of(events.begin(), events.end(),
                           [&](const Json &event) { return ringNamesMove(item, event); });
    };
    // The items that name a move's part or what the expected move sets off; the others name
    // places (ringedPlaces) and choose no move.
    std::vector<const Json *> items;
    for (const Json &item : step.ring) {
        if (setOff(item) || std::any_of(descriptions.begin(), descriptions.end(),
                                        [&](const Json &d) { return ringNamesMove(item, d); }))
            items.push_back(&item);
    }
    if (items.empty())
        return ringed;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const bool isExpected = expected && legal[i] == *expected;
        // An item names the move itself, or (for the expected move) what it sets off.
        const bool all = std::all_of(items.begin(), items.end(), [&](const Json *item) {
            return ringNamesMove(*item, descriptions[i]) || (isExpected && setOff(*item));
        });
        if (!all)
            continue;
        if (isExpected)
            return {i};
        ringed.push_back(i);
    }
    return ringed;
}

std::vector<Json> ringedPlaces(const LessonStep &step, const GameState &state)
{
    std::vector<Json> places;
    if (step.ring.empty())
        return places;
    const std::vector<Action> legal = state.legalActions();
    std::vector<Json> ringed;
    for (const std::size_t i : ringedMoves(step, state))
        ringed.push_back(state.describeAction(legal[i]));
    for (const Json &item : step.ring) {
        if (std::none_of(ringed.begin(), ringed.end(),
                         [&](const Json &d) { return ringNamesMove(item, d); }))
            places.push_back(item);
    }
    return places;
}

const LocalizedText *Lesson::explanationFor(std::size_t step, const std::string &moveText) const
{
    if (step >= steps.size())
        return nullptr;
    const LessonStep &s = steps[step];
    for (const auto &[text, why] : s.explain) {
        if (text == moveText)
            return &why;
    }
    return s.otherwise ? &*s.otherwise : nullptr;
}

std::optional<Lesson> readLessonFile(const ScenarioRules &rules, const std::string &path,
                                     DataErrors &errors)
{
    const std::size_t before = errors.size();
    auto root = readYamlFile(path, errors);
    if (!root)
        return std::nullopt;
    NodeReader top(*root, "", errors);
    const DataNode *node = top.map("lesson");
    top.finish();
    if (!node || errors.size() != before)
        return std::nullopt;

    Lesson lesson;
    lesson.file = path;
    lesson.id = fs::path(path).stem().string();
    lesson.gameId = rules.gameId;
    lesson.node = *node;
    NodeReader r(*node, "lesson", errors);
    lesson.title = r.text("title");
    lesson.players = static_cast<int>(r.integer("players", 1, 8));
    lesson.seat = static_cast<int>(r.integer("seat", 0, 7));
    if (const DataNode *seed = r.optional("seed")) {
        if (auto v = NodeReader::toInteger(*seed, r.keyPath("seed"), errors, 0, 0x7fffffff))
            lesson.seed = static_cast<std::uint64_t>(*v);
    } else {
        lesson.seed = 1;
    }
    if (const DataNode *variant = r.optional("variant")) {
        if (auto v = NodeReader::toString(*variant, r.keyPath("variant"), errors))
            lesson.variant = *v;
    }
    for (const char *key : {"rules", "overrides", "rules_seat", "automa", "position"}) {
        if (const DataNode *map = r.optional(key); map && !map->isMap())
            r.error(*map, key,
                    {QT_TRANSLATE_NOOP("DataError", "expected a map, found %1"), describe(*map)});
    }
    const DataNode *steps = r.sequence("steps", 1, 200);
    const DataNode *end = r.map("end");
    r.finish();
    if (lesson.seat >= lesson.players && errors.size() == before)
        r.error(
            r.at("seat"), "seat",
            {QT_TRANSLATE_NOOP("DataError", "there is no seat %1 at this table (seats 0 to %2)"),
             lesson.seat, lesson.players - 1});

    if (steps) {
        for (std::size_t i = 0; i < steps->items.size(); ++i) {
            const DataNode &item = steps->items[i];
            NodeReader s(item, NodeReader::itemPath("lesson.steps", i), errors);
            if (!s.isMap()) {
                s.error(
                    item, "",
                    {QT_TRANSLATE_NOOP("DataError", "expected a map, found %1"), describe(item)});
                continue;
            }
            LessonStep step;
            step.pos = item.pos;
            step.othersPlay = readMoves(s, "others_play");
            if (const DataNode *ring = s.optional("ring")) {
                if (!ring->isSequence()) {
                    s.error(*ring, "ring",
                            {QT_TRANSLATE_NOOP("DataError", "expected a list, found %1"),
                             describe(*ring)});
                } else {
                    for (const DataNode &part : ring->items)
                        step.ring.push_back(dataNodeToJson(part));
                }
            }
            step.text = s.text("text");
            step.expect = {s.string("expect"), s.at("expect").pos};
            if (const DataNode *explain = s.optional("explain")) {
                if (!explain->isMap()) {
                    s.error(*explain, "explain",
                            {QT_TRANSLATE_NOOP("DataError", "expected a map, found %1"),
                             describe(*explain)});
                } else {
                    for (const auto &e : explain->entries) {
                        LocalizedText why =
                            NodeReader::toText(e.value, s.keyPath("explain") + "." + e.key, errors);
                        if (e.key == "otherwise")
                            step.otherwise = why;
                        else
                            step.explain.push_back({e.key, why});
                    }
                }
            }
            s.finish();
            lesson.steps.push_back(std::move(step));
        }
    }
    if (end) {
        NodeReader e(*end, "lesson.end", errors);
        lesson.endOthersPlay = readMoves(e, "others_play");
        lesson.endText = e.text("text");
        e.finish();
    }
    if (errors.size() != before)
        return std::nullopt;

    // The rules it plays under, as a scenario's (its variant, rules, overrides, rules_seat).
    lesson.definition = itemDefinition(rules, *node, path, errors);
    if (!lesson.definition)
        return std::nullopt;
    const GameInfo &info = lesson.definition->info();
    if (lesson.players < info.minPlayers || lesson.players > info.maxPlayers) {
        errors.push_back(
            {r.at("players").pos,
             "lesson.players",
             {QT_TRANSLATE_NOOP("DataError",
                                "%1 is not a number of players this game takes (%2 to %3)"),
              lesson.players, info.minPlayers, info.maxPlayers}});
        return std::nullopt;
    }
    Check(lesson, *steps, errors).run();
    if (errors.size() != before)
        return std::nullopt;
    return lesson;
}

std::vector<std::string> lessonFiles(const std::string &folder)
{
    std::vector<std::string> files = yamlFilesIn(folder);
    // The game's first lesson first (the launcher's menu offers them in this order), then the
    // others by name.
    std::stable_partition(files.begin(), files.end(), [](const std::string &file) {
        return fs::path(file).stem() == "first_game";
    });
    return files;
}

std::optional<MatchRecord> replayLessonSave(const std::shared_ptr<const Lesson> &shared,
                                            std::size_t step,
                                            const std::vector<std::string> &actions,
                                            std::string *error, int *badMove)
{
    auto fail = [&](int bad, std::string why) -> std::optional<MatchRecord> {
        if (error)
            *error = std::move(why);
        if (badMove)
            *badMove = bad;
        return std::nullopt;
    };
    const Lesson &lesson = *shared;
    if (step > lesson.steps.size())
        return fail(-1, "the lesson has " + std::to_string(lesson.steps.size()) + " steps, not " +
                            std::to_string(step + 1));
    LessonRun run(shared);
    std::string why;
    if (!run.resumeAt(step, &why))
        return fail(-1, why);
    const std::vector<std::string> &own = run.history();
    MatchRecord record(lesson.definition, lesson.players, lesson.seed, run.initialState().clone());
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const std::string move = "move " + std::to_string(i + 1) + " (“" + actions[i] + "”)";
        if (const std::string problem = record.playText(actions[i]); !problem.empty())
            return fail(static_cast<int>(i), move + ": " + problem);
        if (const std::string broken = record.state().checkInvariants(); !broken.empty())
            return fail(static_cast<int>(i),
                        move + ": after it, the position breaks a rule: " + broken);
        if (i >= own.size() || own[i] != actions[i])
            return fail(static_cast<int>(i),
                        move + " is not the lesson's" +
                            (i < own.size() ? " (it plays “" + own[i] + "” there)"
                                            : std::string(" (it has no more moves there)")));
    }
    // One move of the learner per step played: a save at step N holds the learner's N moves.
    const auto learnerMoves =
        std::count_if(record.history().begin(), record.history().end(),
                      [&](const MatchRecord::Step &played) { return played.seat == lesson.seat; });
    if (static_cast<std::size_t>(learnerMoves) != step)
        return fail(-1, "the save is at step " + std::to_string(step + 1) + " but holds " +
                            std::to_string(learnerMoves) + " of the learner's moves, not " +
                            std::to_string(step));
    return record;
}

LessonRun::LessonRun(std::shared_ptr<const Lesson> lesson) : m_lesson(std::move(lesson)) {}
LessonRun::~LessonRun() = default;
LessonRun::LessonRun(LessonRun &&) noexcept = default;
LessonRun &LessonRun::operator=(LessonRun &&) noexcept = default;

bool LessonRun::start(std::string *error)
{
    m_step = 0;
    m_history.clear();
    m_state = m_lesson->definition->newGame(m_lesson->players, m_lesson->seed);
    if (const DataNode *position = m_lesson->node.find("position")) {
        if (!loadPositionNode(*m_state, *position, error))
            return false;
    }
    m_initial = m_state->clone();
    return playScripted(m_lesson->steps.empty() ? m_lesson->endOthersPlay
                                                : m_lesson->steps.front().othersPlay,
                        error);
}

bool LessonRun::resumeAt(std::size_t step, std::string *error)
{
    if (!start(error))
        return false;
    while (m_step < step && !finished()) {
        const std::string expected = m_lesson->steps[m_step].expect.text;
        if (tryMove(expected).verdict != LessonVerdict::Expected) {
            if (error)
                *error = "'" + expected + "' is not legal at step " + std::to_string(m_step + 1);
            return false;
        }
    }
    return true;
}

const LessonStep *LessonRun::step() const
{
    return finished() ? nullptr : &m_lesson->steps[m_step];
}

bool LessonRun::playScripted(const std::vector<LessonMove> &moves, std::string *error)
{
    for (const LessonMove &move : moves) {
        const auto action = m_state->actionFromString(move.text);
        if (!action) {
            if (error)
                *error = "'" + move.text + "' is not legal here";
            return false;
        }
        m_state->apply(*action);
        m_history.push_back(move.text);
    }
    return true;
}

bool LessonRun::advance(std::string *error)
{
    ++m_step;
    return playScripted(finished() ? m_lesson->endOthersPlay : m_lesson->steps[m_step].othersPlay,
                        error);
}

LessonReply LessonRun::tryMove(const std::string &text)
{
    LessonReply reply;
    if (finished() || !m_state) {
        reply.verdict = LessonVerdict::Finished;
        return reply;
    }
    const auto action = m_state->actionFromString(text);
    if (!action) {
        reply.verdict = LessonVerdict::Illegal;
        return reply;
    }
    const auto expected = m_state->actionFromString(step()->expect.text);
    if (!expected || !(*action == *expected)) {
        reply.verdict = LessonVerdict::NotTheLesson;
        reply.explanation = m_lesson->explanationFor(m_step, m_state->actionToString(*action));
        return reply;
    }
    m_state->apply(*action);
    m_history.push_back(text);
    advance(nullptr);
    reply.verdict = LessonVerdict::Expected;
    return reply;
}

LessonReply LessonRun::tryAction(const Action &action)
{
    if (finished() || !m_state)
        return {LessonVerdict::Finished, nullptr, {}};
    if (!m_state->isLegal(action))
        return {LessonVerdict::Illegal, nullptr, {}};
    return tryMove(m_state->actionToString(action));
}

} // namespace kotatsu
