// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/scenarios.h"

#include "data/document_loader.h"
#include "data/key_path.h"
#include "data/variant_merge.h"
#include "data/yaml_reader.h"
#include "engine/game_catalog.h"
#include "engine/game_state.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string_view>

namespace kotatsu {

namespace {

namespace fs = std::filesystem;

// FILE:LINE:COL: key: message
std::string located(const SourcePos &pos, const std::string &key, const std::string &message)
{
    std::string out = pos.fileName();
    if (pos.hasPosition())
        out += ":" + std::to_string(pos.line) + ":" + std::to_string(pos.column);
    out += ": ";
    if (!key.empty())
        out += key + ": ";
    return out + message;
}

// A YAML value as JSON: a plain scalar reads as YAML reads it (true, 3, 2.5, null), a quoted
// one is a string.
Json toJson(const DataNode &node)
{
    switch (node.kind) {
    case DataNode::Kind::Null:
        return Json();
    case DataNode::Kind::Scalar: {
        const std::string &s = node.scalar;
        if (node.quoted)
            return Json(s);
        if (s == "true")
            return Json(true);
        if (s == "false")
            return Json(false);
        if (s == "null" || s == "~" || s.empty())
            return Json();
        std::int64_t i = 0;
        const char *end = s.data() + s.size();
        if (auto [p, ec] = std::from_chars(s.data(), end, i); ec == std::errc() && p == end)
            return Json(static_cast<long long>(i));
        double d = 0;
        if (auto [p, ec] = std::from_chars(s.data(), end, d); ec == std::errc() && p == end)
            return Json(d);
        return Json(s);
    }
    case DataNode::Kind::Sequence: {
        Json out = Json::array();
        for (const DataNode &item : node.items)
            out.push(toJson(item));
        return out;
    }
    case DataNode::Kind::Map: {
        Json out = Json::object();
        for (const auto &e : node.entries)
            out[e.key] = toJson(e.value);
        return out;
    }
    }
    return Json();
}

// Deep merge, as docs/scenarios.md says (section 3): maps by key, lists of maps or lists item by
// item (items past the end are added), anything else (a list of plain values too) replaces.
void mergeJson(Json &base, const DataNode &over)
{
    // A list of plain values (a hand, a deck, `[]`) is the whole list: merged item by item it
    // would keep the base's items past its end.
    const bool plainList =
        over.isSequence() && std::all_of(over.items.begin(), over.items.end(),
                                         [](const DataNode &item) { return item.isScalar(); });
    if (over.isMap() && base.isObject()) {
        for (const auto &e : over.entries)
            mergeJson(base[e.key], e.value);
    } else if (over.isSequence() && base.isArray() && !plainList) {
        Json::Array items = base.elements();
        for (std::size_t i = 0; i < over.items.size(); ++i) {
            if (i < items.size())
                mergeJson(items[i], over.items[i]);
            else
                items.push_back(toJson(over.items[i]));
        }
        base = Json(std::move(items));
    } else {
        base = toJson(over);
    }
}

std::string shown(const Json &value)
{
    return value.dump();
}

// Whether `actual` holds what `expected` says: scalars equal (numbers by value), lists item by
// item and of the same length, maps only for the keys given. `why` gets the first difference.
bool matches(const DataNode &expected, const Json &actual, const std::string &path,
             std::string &why)
{
    if (expected.isMap()) {
        if (!actual.isObject()) {
            why = path + ": " + shown(actual) + ", not an object";
            return false;
        }
        for (const auto &e : expected.entries) {
            const Json *value = actual.find(e.key);
            const std::string inner = path.empty() ? e.key : path + "." + e.key;
            if (!value) {
                why = inner + ": missing";
                return false;
            }
            if (!matches(e.value, *value, inner, why)) {
                if (why.find(" (in ") == std::string::npos)
                    why += " (in " + shown(actual) + ")";
                return false;
            }
        }
        return true;
    }
    if (expected.isSequence()) {
        if (!actual.isArray() || actual.size() != expected.items.size()) {
            why = path + ": " + shown(actual) + ", expected " +
                  std::to_string(expected.items.size()) + " items";
            return false;
        }
        for (std::size_t i = 0; i < expected.items.size(); ++i) {
            if (!matches(expected.items[i], actual.at(i), path + "[" + std::to_string(i) + "]",
                         why))
                return false;
        }
        return true;
    }
    const Json want = toJson(expected);
    const bool same = want.isNumber() && actual.isNumber() ? want.asDouble() == actual.asDouble()
                                                           : want == actual;
    if (!same)
        why = path + ": " + shown(actual) + ", expected " + shown(want);
    return same;
}

// The value at a key path ("players[0].pilgrim"), or nullptr.
const Json *atPath(const Json &root, const KeyPath &path)
{
    const Json *at = &root;
    for (const KeyStep &step : path) {
        if (step.isIndex) {
            if (!at->isArray() || step.index >= at->size())
                return nullptr;
            at = &at->at(step.index);
        } else {
            at = at->isObject() ? at->find(step.key) : nullptr;
            if (!at)
                return nullptr;
        }
    }
    return at;
}

std::string listed(const std::set<std::string> &texts)
{
    std::string out = "[";
    for (const auto &t : texts)
        out += (out.size() > 1 ? ", " : "") + t;
    return out + "]";
}

const std::set<std::string_view> kScenarioKeys = {"name",    "spec",       "rules",  "overrides",
                                                  "variant", "rules_seat", "automa", "players",
                                                  "seed",    "position",   "steps"};

// The view a key of `expect:` or `absent:` names: "public", or "seat" and a seat number
// (seat0, seat7); kNoView for any other key.
constexpr int kNoView = kOmniscient - 10;
int viewOf(const std::string &key)
{
    if (key == "public")
        return kPublicView;
    int seat = -1;
    const char *end = key.data() + key.size();
    if (key.size() > 4 && key.compare(0, 4, "seat") == 0) {
        if (auto [p, ec] = std::from_chars(key.data() + 4, end, seat);
            ec == std::errc() && p == end && seat >= 0)
            return seat;
    }
    return kNoView;
}

// The overrides an item (a scenario, a lesson) merges over its base: `rules:` under rules,
// `overrides:` at the top.
DataNode itemOverrides(const DataNode &item)
{
    DataNode over;
    over.kind = DataNode::Kind::Map;
    over.pos = item.pos;
    if (const auto *e = item.findEntry("rules"))
        over.entries.push_back(*e);
    if (const DataNode *others = item.find("overrides")) {
        for (const auto &e : others->entries)
            over.entries.push_back(e);
    }
    return over;
}

// A scenario fails at its first problem: the message says where.
struct Failure
{
    std::string message;
};

class Run
{
public:
    Run(const ScenarioRules &rules, const Scenario &scenario) : m_rules(rules), m_s(scenario) {}

    ScenarioResult result()
    {
        ScenarioResult r{
            m_s.file, m_s.topic, m_s.name, m_s.line, m_s.spec, ScenarioResult::Status::Passed, {}};
        try {
            if (std::string why; skipped(why)) {
                r.status = ScenarioResult::Status::Skipped;
                r.message = why;
                return r;
            }
            run();
        } catch (const Failure &f) {
            r.status = ScenarioResult::Status::Failed;
            r.message = f.message;
        }
        return r;
    }

private:
    [[noreturn]] void fail(const SourcePos &pos, const std::string &key, const std::string &message)
    {
        throw Failure{located(pos, key, message)};
    }

    const DataNode *find(std::string_view key) const { return m_s.node.find(key); }
    const DataNode::Entry *entry(std::string_view key) const { return m_s.node.findEntry(key); }

    DataNode scenarioOverrides() const { return itemOverrides(m_s.node); }

    // A scenario whose overrides set a value the variant under test sets otherwise.
    bool skipped(std::string &why) const
    {
        if (!m_rules.variantOverrides)
            return false;
        if (find("variant")) {
            why = "it starts from a variant of its own";
            return true;
        }
        return contradicts(scenarioOverrides(), *m_rules.variantOverrides, {}, why);
    }
    static bool contradicts(const DataNode &mine, const DataNode &variant, KeyPath path,
                            std::string &why)
    {
        if (mine.isMap()) {
            for (const auto &e : mine.entries) {
                KeyPath inner = path;
                inner.push_back({false, e.key, 0});
                if (contradicts(e.value, variant, inner, why))
                    return true;
            }
            return false;
        }
        const DataNode *theirs = variant.at(path);
        if (theirs && !sameData(mine, *theirs)) {
            why = keyPathText(path) + ": the scenario needs another value than the variant's";
            return true;
        }
        return false;
    }

    std::shared_ptr<const GameDefinition> definition()
    {
        DataErrors errors;
        auto def = itemDefinition(m_rules, m_s.node, m_s.file, errors);
        if (!def) {
            const DataError &first = errors.front();
            std::string message = first.message;
            for (std::size_t i = 1; i < errors.size(); ++i)
                message += "\n  " + errors[i].format();
            fail(first.pos, first.keyPath, message);
        }
        return def;
    }

    void run()
    {
        auto def = definition();
        const Json players = find("players") ? toJson(*find("players")) : Json(2);
        const Json seed = find("seed") ? toJson(*find("seed")) : Json(1);
        if (!players.isInt() || !seed.isInt() || seed.asInt() < 0)
            fail(m_s.node.pos, "seed", "players and seed are whole numbers");
        m_state = def->newGame(static_cast<int>(players.asInt()),
                               static_cast<std::uint64_t>(seed.asInt()));
        if (const DataNode *position = find("position")) {
            std::string error;
            if (!loadPositionNode(*m_state, *position, &error))
                fail(position->pos, "position", error);
        }
        const DataNode *steps = find("steps");
        if (!steps)
            return;
        for (std::size_t i = 0; i < steps->items.size(); ++i) {
            const DataNode &step = steps->items[i];
            if (!step.isMap())
                fail(step.pos, "steps[" + std::to_string(i) + "]", "a map expected");
            for (const auto &e : step.entries)
                check("steps[" + std::to_string(i) + "]." + e.key, e);
        }
    }

    std::set<std::string> legal() const
    {
        std::set<std::string> out;
        for (const Action &a : m_state->legalActions())
            out.insert(m_state->actionToString(a));
        return out;
    }
    std::set<std::string> texts(const DataNode &list, const std::string &key)
    {
        if (!list.isSequence())
            fail(list.pos, key, "a list of action texts expected");
        std::set<std::string> out;
        for (const DataNode &item : list.items)
            out.insert(item.scalar);
        return out;
    }
    Action action(const DataNode &text, const std::string &key)
    {
        auto a = m_state->actionFromString(text.scalar);
        if (!a)
            fail(text.pos, key, "'" + text.scalar + "' is not legal; legal: " + listed(legal()));
        return *a;
    }
    void expectAt(const Json &root, const DataNode &map, const std::string &key)
    {
        if (!map.isMap())
            fail(map.pos, key, "a map of key paths expected");
        for (const auto &e : map.entries) {
            auto path = parseKeyPath(e.key);
            if (!path)
                fail(e.keyPos, key, "'" + e.key + "' is not a key path");
            const Json *value = atPath(root, *path);
            if (!value)
                fail(e.keyPos, key + "." + e.key, "no such field");
            std::string why;
            if (!matches(e.value, *value, e.key, why))
                fail(e.value.pos, key + "." + e.key, why);
        }
    }

    // What `seat` sees (public: kPublicView); a seat past the table fails at its key.
    Json view(int seat, const DataNode::Entry &part, const std::string &key)
    {
        if (seat >= m_state->numPlayers())
            fail(part.keyPos, key + "." + part.key, "no such seat");
        return m_state->observation(seat);
    }

    void check(const std::string &key, const DataNode::Entry &e)
    {
        const DataNode &v = e.value;
        const std::string &word = e.key;
        if (word == "play") {
            if (m_state->isTerminal())
                fail(v.pos, key, "the game is over");
            m_state->apply(action(v, key));
            if (const std::string broken = m_state->checkInvariants(); !broken.empty())
                fail(v.pos, key, "after it, the position breaks a rule: " + broken);
        } else if (word == "legal") {
            const auto want = texts(v, key);
            const auto got = legal();
            if (want != got)
                fail(v.pos, key, "legal actions " + listed(got) + ", expected " + listed(want));
        } else if (word == "legal_has" || word == "legal_lacks") {
            const auto got = legal();
            for (const auto &t : texts(v, key)) {
                if ((got.count(t) != 0) != (word == "legal_has"))
                    fail(v.pos, key,
                         "'" + t + (word == "legal_has" ? "' is not legal" : "' is legal") +
                             "; legal: " + listed(got));
            }
        } else if (word == "legal_starting") {
            // {prefix: [texts]}: the exact set of legal actions whose text starts so.
            if (!v.isMap())
                fail(v.pos, key, "a map from a text's start to action texts expected");
            const auto got = legal();
            for (const auto &part : v.entries) {
                std::set<std::string> starting;
                for (const auto &t : got) {
                    if (t.rfind(part.key, 0) == 0)
                        starting.insert(t);
                }
                const auto want = texts(part.value, key);
                if (want != starting)
                    fail(part.value.pos, key + "." + part.key,
                         "legal actions " + listed(starting) + ", expected " + listed(want));
            }
        } else if (word == "legal_count") {
            const auto got = m_state->legalActions().size();
            if (toJson(v).asInt(-1) != static_cast<std::int64_t>(got))
                fail(v.pos, key, std::to_string(got) + " legal actions, expected " + v.scalar);
        } else if (word == "expect") {
            Json omniscient = m_state->observation(kOmniscient);
            if (!v.isMap())
                fail(v.pos, key, "a map of key paths expected");
            for (const auto &part : v.entries) {
                const int seat = viewOf(part.key);
                if (seat != kNoView && part.value.isMap()) {
                    expectAt(view(seat, part, key), part.value, key + "." + part.key);
                } else {
                    DataNode one;
                    one.kind = DataNode::Kind::Map;
                    one.pos = v.pos;
                    one.entries.push_back(part);
                    expectAt(omniscient, one, key);
                }
            }
        } else if (word == "absent") {
            // A list of key paths the omniscient observation lacks, or a map from a view
            // (seat0, public...) to the key paths that view lacks.
            auto lacks = [&](const Json &root, const DataNode &paths, const std::string &where) {
                if (!paths.isSequence())
                    fail(paths.pos, where, "a list of key paths expected");
                for (const DataNode &item : paths.items) {
                    auto path = parseKeyPath(item.scalar);
                    if (!path)
                        fail(item.pos, where, "'" + item.scalar + "' is not a key path");
                    if (const Json *value = atPath(root, *path))
                        fail(item.pos, where, item.scalar + ": present (" + shown(*value) + ")");
                }
            };
            if (v.isMap()) {
                for (const auto &part : v.entries) {
                    const int seat = viewOf(part.key);
                    if (seat == kNoView)
                        fail(part.keyPos, key, "'" + part.key + "' is not a view (seat0, public)");
                    lacks(view(seat, part, key), part.value, key + "." + part.key);
                }
            } else {
                lacks(m_state->observation(kOmniscient), v, key);
            }
        } else if (word == "events") {
            if (!v.isSequence())
                fail(v.pos, key, "a list of event kinds expected");
            std::vector<std::string> got;
            const Json omniscient = m_state->observation(kOmniscient);
            for (const Json &event : omniscient.get("events").elements())
                got.push_back(event.get("kind").asString());
            std::vector<std::string> want;
            for (const DataNode &item : v.items)
                want.push_back(item.scalar);
            if (got != want) {
                std::string g, w;
                for (const auto &s : got)
                    g += (g.empty() ? "" : ", ") + s;
                for (const auto &s : want)
                    w += (w.empty() ? "" : ", ") + s;
                fail(v.pos, key, "events [" + g + "], expected [" + w + "]");
            }
        } else if (word == "described_events") {
            // The last action's log as views draw it (GameState::describeEvents), item by
            // item: each map checks only the keys it gives.
            Json described = m_state->describeEvents(kOmniscient);
            if (described.isNull())
                described = m_state->observation(kOmniscient).get("events");
            std::string why;
            if (!v.isSequence())
                fail(v.pos, key, "a list of event descriptions expected");
            if (!matches(v, described, "described_events", why))
                fail(v.pos, key, why);
        } else if (word == "current") {
            const int got = m_state->currentPlayer();
            if (toJson(v).asInt(-99) != got)
                fail(v.pos, key, "seat " + std::to_string(got) + " to move, expected " + v.scalar);
        } else if (word == "over") {
            if (toJson(v).asBool(!m_state->isTerminal()) != m_state->isTerminal())
                fail(v.pos, key, m_state->isTerminal() ? "the game is over" : "the game goes on");
        } else if (word == "outcome") {
            if (!m_state->isTerminal())
                fail(v.pos, key, "the game is not over");
            std::string why;
            if (!matches(v, m_state->outcome().toJson(), "outcome", why))
                fail(v.pos, key, why);
        } else if (word == "describe") {
            if (!v.isMap())
                fail(v.pos, key, "a map from action texts to their descriptions expected");
            for (const auto &d : v.entries) {
                auto a = m_state->actionFromString(d.key);
                if (!a)
                    fail(d.keyPos, key, "'" + d.key + "' is not legal; legal: " + listed(legal()));
                std::string why;
                if (!matches(d.value, m_state->describeAction(*a), d.key, why))
                    fail(d.value.pos, key + "." + d.key, why);
            }
        } else if (word == "describe_each") {
            for (const Action &a : m_state->legalActions()) {
                std::string why;
                if (!matches(v, m_state->describeAction(a), m_state->actionToString(a), why))
                    fail(v.pos, key, why);
            }
        } else {
            fail(e.keyPos, key,
                 "unknown step (play, legal, legal_has, legal_lacks, legal_starting, legal_count, "
                 "expect, absent, events, described_events, current, over, outcome, describe, "
                 "describe_each)");
        }
    }

    const ScenarioRules &m_rules;
    const Scenario &m_s;
    std::unique_ptr<GameState> m_state;
};

} // namespace

std::shared_ptr<const GameDefinition> itemDefinition(const ScenarioRules &rules,
                                                     const DataNode &item, const std::string &file,
                                                     DataErrors &errors)
{
    DataNode document = *rules.gameDocument;
    if (rules.variantOverrides && !mergeInto(document, *rules.variantOverrides, errors)) {
        DataError first = errors.front();
        errors.clear();
        errors.push_back(
            {item.pos,
             "",
             {QT_TRANSLATE_NOOP("DataError", "the variant does not merge: %1"), first.format()}});
        return nullptr;
    }
    if (const DataNode *variant = item.find("variant")) {
        const fs::path path =
            fs::path(file).parent_path().parent_path() / "variants" / (variant->scalar + ".yaml");
        DataErrors scratch;
        auto loaded = loadVariantFile(path.string(), scratch);
        if (!loaded || !mergeInto(document, loaded->overrides, scratch)) {
            errors.push_back(
                {variant->pos,
                 "variant",
                 {QT_TRANSLATE_NOOP("DataError", "no such variant (%1)"), path.string()}});
            return nullptr;
        }
    }
    VariantFile over;
    over.id = "scenario";
    over.baseId = rules.gameId;
    over.overrides = itemOverrides(item);
    DataErrors built;
    std::shared_ptr<const GameDefinition> def = buildVariantDefinition(document, over, built);
    if (!def) {
        errors.push_back(
            {item.pos, "rules", QT_TRANSLATE_NOOP("DataError", "these rules do not build")});
        errors.insert(errors.end(), built.begin(), built.end());
        return nullptr;
    }
    // The seat the rules play (`rules_seat`; `automa` in older files), at a level.
    const char *key = item.find("rules_seat") ? "rules_seat" : "automa";
    if (const DataNode *seat = item.find(key)) {
        const Json a = toJson(*seat);
        auto solo = def->withRulesSeat(static_cast<int>(a.get("seat").asInt(-1)),
                                       static_cast<int>(a.get("level").asInt(-1)));
        if (!solo) {
            errors.push_back(
                {seat->pos, key,
                 QT_TRANSLATE_NOOP("DataError", "the rules play no seat at this seat and level")});
            return nullptr;
        }
        def = solo;
    }
    return def;
}

Json dataNodeToJson(const DataNode &node)
{
    return toJson(node);
}

bool loadPositionNode(GameState &state, const DataNode &position, std::string *error)
{
    Json omniscient = state.observation(kOmniscient);
    mergeJson(omniscient, position);
    return state.loadPosition(omniscient, error);
}

std::vector<Scenario> readScenarioFile(const std::string &path, std::vector<ScenarioResult> &broken)
{
    std::vector<Scenario> out;
    const std::string topic = fs::path(path).stem().string();
    auto brokenFile = [&](const SourcePos &pos, const std::string &key, const std::string &why) {
        broken.push_back({path,
                          topic,
                          {},
                          pos.line,
                          {},
                          ScenarioResult::Status::Failed,
                          located(pos, key, why)});
    };
    DataErrors errors;
    auto root = readYamlFile(path, errors);
    if (!root) {
        for (const auto &e : errors)
            broken.push_back(
                {path, topic, {}, e.pos.line, {}, ScenarioResult::Status::Failed, e.format()});
        return out;
    }
    const DataNode *list = root->find("scenarios");
    if (!root->isMap() || !list || !list->isSequence() || root->entries.size() != 1) {
        brokenFile(root->pos, "scenarios", "a file holds one key, scenarios: a list");
        return out;
    }
    std::set<std::string> names;
    for (std::size_t i = 0; i < list->items.size(); ++i) {
        const DataNode &item = list->items[i];
        const std::string key = "scenarios[" + std::to_string(i) + "]";
        if (!item.isMap()) {
            brokenFile(item.pos, key, "a scenario is a map");
            continue;
        }
        bool good = true;
        for (const auto &e : item.entries) {
            if (!kScenarioKeys.count(e.key)) {
                brokenFile(e.keyPos, key + "." + e.key,
                           "unknown key (name, spec, rules, overrides, variant, rules_seat, "
                           "players, seed, position, steps)");
                good = false;
            }
        }
        const DataNode *name = item.find("name");
        if (!name || !name->isScalar() || name->scalar.empty()) {
            brokenFile(item.pos, key + ".name", "every scenario has a name");
            good = false;
        } else if (!names.insert(name->scalar).second) {
            brokenFile(name->pos, key + ".name", "'" + name->scalar + "' appears twice");
            good = false;
        }
        const DataNode *spec = item.find("spec");
        if (!spec || spec->scalar.find("\xC2\xA7") == std::string::npos) {
            brokenFile(spec ? spec->pos : item.pos, key + ".spec",
                       "every scenario cites the spec section it checks (spec: \"\xC2\xA7"
                       "6\")");
            good = false;
        }
        if (const DataNode *steps = item.find("steps"); steps && !steps->isSequence()) {
            brokenFile(steps->pos, key + ".steps", "a list expected");
            good = false;
        }
        if (good)
            out.push_back({path, topic, name->scalar, spec->scalar, item.pos.line, item});
    }
    return out;
}

std::vector<std::string> yamlFilesIn(const std::string &folder)
{
    std::vector<std::string> files;
    std::error_code ec;
    for (const auto &entry : fs::directory_iterator(folder, ec)) {
        if (entry.is_regular_file() && entry.path().extension() == ".yaml")
            files.push_back(entry.path().string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

std::vector<Scenario> readScenarios(const std::string &folder, std::vector<ScenarioResult> &broken)
{
    const std::vector<std::string> files = yamlFilesIn(folder);
    std::vector<Scenario> out;
    for (const auto &file : files) {
        auto some = readScenarioFile(file, broken);
        std::move(some.begin(), some.end(), std::back_inserter(out));
    }
    return out;
}

bool loadPositionText(GameState &state, const std::string &yaml, std::string *error)
{
    DataErrors errors;
    auto over = readYamlText(yaml, "<position>", errors);
    if (!over) {
        if (error)
            *error = errors.empty() ? "not YAML" : errors.front().format();
        return false;
    }
    return loadPositionNode(state, *over, error);
}

ScenarioResult runScenario(const ScenarioRules &rules, const Scenario &scenario)
{
    return Run(rules, scenario).result();
}

std::vector<ScenarioResult> runScenarios(const ScenarioRules &rules, const std::string &folder)
{
    std::vector<ScenarioResult> out;
    const auto scenarios = readScenarios(folder, out);
    for (const Scenario &s : scenarios)
        out.push_back(runScenario(rules, s));
    return out;
}

ScenarioTally ScenarioTally::of(const std::vector<ScenarioResult> &results)
{
    ScenarioTally tally;
    for (const ScenarioResult &r : results) {
        switch (r.status) {
        case ScenarioResult::Status::Passed:
            ++tally.passed;
            break;
        case ScenarioResult::Status::Skipped:
            ++tally.skipped;
            break;
        case ScenarioResult::Status::Failed:
            ++tally.failed;
            tally.failures.push_back(r);
            break;
        }
    }
    return tally;
}

Json ScenarioTally::toJson() const
{
    Json json = Json::object();
    json["passed"] = passed;
    json["failed"] = failed;
    json["skipped"] = skipped;
    Json list = Json::array();
    for (const ScenarioResult &r : failures) {
        Json item = Json::object();
        item["file"] = fs::path(r.file).filename().string();
        item["line"] = r.line;
        item["name"] = r.name;
        item["spec"] = r.spec;
        item["message"] = r.message;
        list.push(std::move(item));
    }
    json["failures"] = std::move(list);
    return json;
}

std::optional<ScenarioSet> ScenarioSet::of(const GameCatalog &catalog, const std::string &gameId,
                                           const std::string &variant, std::string *error)
{
    const GameEntry *entry = catalog.find(gameId);
    if (!entry || !entry->definition) {
        if (error)
            *error = "no valid game '" + gameId + "'";
        return std::nullopt;
    }
    ScenarioSet set{gameId, entry->document, std::nullopt, entry->folder + "/scenarios"};
    const std::string file = catalog.variantFile(gameId, variant);
    if (!file.empty()) {
        DataErrors errors;
        auto read = loadVariantFile(file, errors);
        if (!read || !errors.empty()) {
            if (error)
                *error =
                    errors.empty() ? "cannot read the variant " + file : errors.front().format();
            return std::nullopt;
        }
        set.overrides = std::move(read->overrides);
    }
    return set;
}

std::vector<ScenarioResult> ScenarioSet::run() const
{
    const ScenarioRules rules{gameId, &document, overrides ? &*overrides : nullptr};
    return runScenarios(rules, folder);
}

} // namespace kotatsu
