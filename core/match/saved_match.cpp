// SPDX-License-Identifier: GPL-3.0-or-later
#include "match/saved_match.h"

#include "ai/agent_factory.h"
#include "util/json.h"
#include "util/text.h"
#include "util/untrusted_json.h"

#include <algorithm>

namespace kotatsu {

namespace {
constexpr const char *kFormat = "kotatsu-save";
constexpr int kVersion = 1;
constexpr std::size_t kMaxNameBytes = 160; // 40 characters of any script

// The rules' seat of an older save: its agent "automa:level=N" (N from 1 to 99), 0 for
// anything else. A save always names the level: the game's default may change between versions.
int oldRulesLevelOf(const std::string &agent)
{
    const auto seat = SeatSpec::parse(agent);
    return seat && seat->isRules() && agent.rfind("automa:", 0) == 0 ? seat->rulesLevel : 0;
}
} // namespace

std::string SavedMatch::toJson() const
{
    Json root = Json::object();
    root["format"] = kFormat;
    root["version"] = kVersion;
    root["game"] = game;
    root["variant"] = variant;
    root["variant_file"] = variantFile;
    // As a string: JSON readers commonly lose integer precision above 2^53.
    root["seed"] = std::to_string(seed);
    Json seatList = Json::array();
    for (const SeatSpec &seat : seats) {
        Json entry = Json::object();
        entry["seat"] = seat.text();
        entry["name"] = seat.name;
        seatList.push(std::move(entry));
    }
    root["seats"] = std::move(seatList);
    Json moves = Json::array();
    for (const std::string &action : actions)
        moves.push(action);
    root["actions"] = std::move(moves);
    root["saved_at"] = savedAt;
    if (!hints.empty()) {
        Json hintList = Json::array();
        for (const int ply : hints)
            hintList.push(ply);
        root["hints"] = std::move(hintList);
    }
    if (!lesson.empty()) {
        root["lesson"] = lesson;
        root["lesson_step"] = lessonStep;
    }
    return root.dumpPretty() + "\n";
}

std::vector<std::string> SavedMatch::seatSpecs() const
{
    return SeatSpec::texts(seats);
}

std::string SavedMatch::Error::message() const
{
    switch (problem) {
    case Problem::None:
        return {};
    case Problem::NotJson:
        return "The file is not a Kotatsu saved game (it is damaged or of another kind).";
    case Problem::NotASave:
        return "The file is not a Kotatsu saved game.";
    case Problem::OtherVersion:
        return "This saved game comes from another version of Kotatsu and cannot be read.";
    case Problem::MissingKey:
        return "The saved game is damaged: “" + key + "” is missing.";
    case Problem::WrongType:
        return "The saved game is damaged: “" + key + "” holds the wrong kind of value.";
    case Problem::BadValue:
        return "The saved game is damaged: the value of “" + key + "” is not allowed.";
    case Problem::UnknownKey:
        return "The saved game is damaged: “" + key + "” is not part of a saved game.";
    }
    return {};
}

std::optional<SavedMatch> SavedMatch::fromJson(std::string_view text, Problem *problem)
{
    Error error;
    auto saved = fromJson(text, &error);
    if (problem)
        *problem = error.problem;
    return saved;
}

namespace {
using Value = UntrustedJson;

// The schema of a save, checked key by key; the first problem wins.
class SaveReader
{
public:
    explicit SaveReader(SavedMatch::Error &error) : m_error(error) {}

    bool failed() const { return m_error.problem != SavedMatch::Problem::None; }
    bool fail(SavedMatch::Problem problem, std::string key)
    {
        if (!failed())
            m_error = {problem, std::move(key)};
        return false;
    }
    // Only the keys in `known` may appear in `object` (named `where`).
    bool onlyKeys(const Value &object, std::initializer_list<std::string_view> known,
                  const std::string &where)
    {
        for (const auto &[key, value] : object.items()) {
            (void)value;
            if (std::find(known.begin(), known.end(), key) == known.end())
                return fail(SavedMatch::Problem::UnknownKey, where + key);
        }
        return true;
    }
    // A string member; absent is an error when `required`, else `fallback`.
    bool string(const Value &object, const char *key, const std::string &path, bool required,
                std::string &out, const std::string &fallback = {})
    {
        const auto it = object.find(key);
        if (it == object.end()) {
            if (required)
                return fail(SavedMatch::Problem::MissingKey, path);
            out = fallback;
            return true;
        }
        if (!it->is_string())
            return fail(SavedMatch::Problem::WrongType, path);
        out = it->get_ref<const std::string &>();
        return true;
    }

private:
    SavedMatch::Error &m_error;
};
} // namespace

std::optional<SavedMatch> SavedMatch::fromJson(std::string_view text, Error *errorOut)
{
    Error local;
    Error &error = errorOut ? *errorOut : local;
    error = {};
    using P = Problem;
    JsonLimits limits;
    limits.maxBytes = 8 * 1024 * 1024;
    limits.maxDepth = 8; // a save nests three levels deep
    auto root = parseUntrustedJson(text, limits);
    if (!root || !root->is_object()) {
        error = {P::NotJson, {}};
        return std::nullopt;
    }
    const Value &doc = *root;
    SaveReader r(error);
    auto reject = [&](P problem, std::string key) -> std::optional<SavedMatch> {
        r.fail(problem, std::move(key));
        return std::nullopt;
    };
    const auto format = doc.find("format");
    if (format == doc.end() || !format->is_string() || *format != kFormat) {
        error = {P::NotASave, {}};
        return std::nullopt;
    }
    const auto version = doc.find("version");
    if (version == doc.end() || !version->is_number_integer() || *version != kVersion) {
        error = {P::OtherVersion, {}};
        return std::nullopt;
    }
    SavedMatch saved;
    std::string seedText;
    if (!r.onlyKeys(doc,
                    {"format", "version", "game", "variant", "variant_file", "seed", "seats",
                     "actions", "saved_at", "hints", "lesson", "lesson_step"},
                    "") ||
        !r.string(doc, "game", "game", true, saved.game) ||
        !r.string(doc, "variant", "variant", false, saved.variant) ||
        !r.string(doc, "variant_file", "variant_file", false, saved.variantFile) ||
        !r.string(doc, "seed", "seed", true, seedText) ||
        !r.string(doc, "saved_at", "saved_at", false, saved.savedAt) ||
        !r.string(doc, "lesson", "lesson", false, saved.lesson))
        return std::nullopt;
    if (const auto step = doc.find("lesson_step"); step != doc.end()) {
        if (!step->is_number_integer())
            return reject(P::WrongType, "lesson_step");
        const auto at = step->get<std::int64_t>();
        if (at < 0 || at > 10000)
            return reject(P::BadValue, "lesson_step");
        saved.lessonStep = static_cast<int>(at);
    }
    if (saved.game.empty())
        return reject(P::BadValue, "game");
    const auto seed = parseUnsigned(seedText);
    if (!seed)
        return reject(P::BadValue, "seed");
    saved.seed = *seed;

    const auto seats = doc.find("seats");
    if (seats == doc.end())
        return reject(P::MissingKey, "seats");
    if (!seats->is_array())
        return reject(P::WrongType, "seats");
    if (seats->empty() || seats->size() > kMaxSeats)
        return reject(P::BadValue, "seats");
    for (std::size_t i = 0; i < seats->size(); ++i) {
        const Value &entry = (*seats)[i];
        const std::string where = "seats[" + std::to_string(i) + "]";
        if (!entry.is_object())
            return reject(P::WrongType, where);
        std::string name;
        std::optional<SeatSpec> seat;
        if (entry.find("seat") != entry.end()) {
            std::string seatText;
            if (!r.onlyKeys(entry, {"seat", "name"}, where + ".") ||
                !r.string(entry, "seat", where + ".seat", true, seatText) ||
                !r.string(entry, "name", where + ".name", false, name))
                return std::nullopt;
            seat = SeatSpec::parse(seatText);
            // A rules seat names its level: the game's default may change between versions.
            if (!seat || (seat->isRules() && seat->rulesLevel == 0) ||
                (seat->isAgent() && seat->strength().empty() && !makeAgent(seat->agent)))
                return reject(P::BadValue, where + ".seat");
        } else {
            // A save written before SeatSpec.
            std::string kind;
            std::string level;
            std::string agent;
            if (!r.onlyKeys(entry, {"kind", "level", "name", "agent"}, where + ".") ||
                !r.string(entry, "kind", where + ".kind", true, kind) ||
                !r.string(entry, "level", where + ".level", false, level, "normal") ||
                !r.string(entry, "name", where + ".name", false, name) ||
                !r.string(entry, "agent", where + ".agent", kind == "automa", agent))
                return std::nullopt;
            if (kind == "ai") {
                if (!SeatSpec::isStrength(level))
                    return reject(P::BadValue, where + ".level");
                seat = SeatSpec::computer(level);
            } else if (kind == "automa") {
                const int rulesLevel = oldRulesLevelOf(agent);
                if (rulesLevel <= 0)
                    return reject(P::BadValue, where + ".agent");
                seat = SeatSpec::rules(rulesLevel);
            } else if (kind == "human") {
                seat = SeatSpec::person();
            } else {
                return reject(P::BadValue, where + ".kind");
            }
            // Only the Automa's seat names an agent.
            if (kind != "automa" && entry.find("agent") != entry.end())
                return reject(P::UnknownKey, where + ".agent");
        }
        seat->name = name.substr(0, kMaxNameBytes);
        saved.seats.push_back(std::move(*seat));
    }

    // A save without its move list is damaged, not a fresh game.
    const auto moves = doc.find("actions");
    if (moves == doc.end())
        return reject(P::MissingKey, "actions");
    if (!moves->is_array())
        return reject(P::WrongType, "actions");
    if (moves->size() > kMaxActions)
        return reject(P::BadValue, "actions");
    saved.actions.reserve(moves->size());
    for (std::size_t i = 0; i < moves->size(); ++i) {
        const Value &move = (*moves)[i];
        if (!move.is_string())
            return reject(P::WrongType, "actions[" + std::to_string(i) + "]");
        if (move.get_ref<const std::string &>().empty())
            return reject(P::BadValue, "actions[" + std::to_string(i) + "]");
        saved.actions.push_back(move.get<std::string>());
    }

    if (const auto hints = doc.find("hints"); hints != doc.end()) {
        if (!hints->is_array())
            return reject(P::WrongType, "hints");
        if (hints->size() > kMaxActions)
            return reject(P::BadValue, "hints");
        for (std::size_t i = 0; i < hints->size(); ++i) {
            const Value &ply = (*hints)[i];
            const std::string where = "hints[" + std::to_string(i) + "]";
            if (!ply.is_number_integer())
                return reject(P::WrongType, where);
            const auto moveCount = ply.get<std::int64_t>();
            if (moveCount < 0 || moveCount > static_cast<std::int64_t>(saved.actions.size()))
                return reject(P::BadValue, where);
            saved.hints.push_back(static_cast<int>(moveCount));
        }
    }
    return saved;
}

} // namespace kotatsu
