// SPDX-License-Identifier: GPL-3.0-or-later
#include "match/saved_match.h"

#include "util/json.h"
#include "util/text.h"

namespace kotatsu {

namespace {
constexpr const char *kFormat = "kotatsu-save";
constexpr int kVersion = 1;
constexpr std::size_t kMaxNameBytes = 160; // 40 characters of any script

bool isLevel(const std::string &level)
{
    return level == "easy" || level == "normal" || level == "strong";
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
    for (const SavedSeat &seat : seats) {
        Json entry = Json::object();
        entry["kind"] = seat.human ? "human" : "ai";
        entry["level"] = seat.level;
        entry["name"] = seat.name;
        seatList.push(std::move(entry));
    }
    root["seats"] = std::move(seatList);
    Json moves = Json::array();
    for (const std::string &action : actions)
        moves.push(action);
    root["actions"] = std::move(moves);
    root["saved_at"] = savedAt;
    return root.dumpPretty() + "\n";
}

std::optional<SavedMatch> SavedMatch::fromJson(std::string_view text, Problem *problem)
{
    auto fail = [&](Problem p) -> std::optional<SavedMatch> {
        if (problem)
            *problem = p;
        return std::nullopt;
    };
    auto root = Json::parse(text);
    if (!root || !root->isObject())
        return fail(Problem::NotJson);
    if (root->get("format").asString() != kFormat)
        return fail(Problem::NotASave);
    if (!root->get("version").isInt() || root->get("version").asInt() != kVersion)
        return fail(Problem::OtherVersion);
    SavedMatch saved;
    saved.game = root->get("game").asString();
    saved.variant = root->get("variant").asString();
    saved.variantFile = root->get("variant_file").asString();
    auto seed = parseUnsigned(root->get("seed").asString());
    if (!seed || saved.game.empty())
        return fail(Problem::MissingGame);
    saved.seed = *seed;
    const Json &seats = root->get("seats");
    if (!seats.isArray() || seats.size() == 0)
        return fail(Problem::BadSeat);
    for (const Json &entry : seats.elements()) {
        SavedSeat seat;
        const std::string &kind = entry.get("kind").asString();
        if (kind == "ai") {
            seat.human = false;
            seat.level = entry.find("level") ? entry.get("level").asString() : "normal";
            if (!isLevel(seat.level))
                return fail(Problem::BadSeat);
        } else if (kind != "human") {
            return fail(Problem::BadSeat);
        }
        seat.name = entry.get("name").asString().substr(0, kMaxNameBytes);
        saved.seats.push_back(std::move(seat));
    }
    // A save without its move list is damaged, not a fresh game.
    const Json &moves = root->get("actions");
    if (!moves.isArray())
        return fail(Problem::BadMove);
    for (const Json &move : moves.elements()) {
        if (!move.isString())
            return fail(Problem::BadMove);
        saved.actions.push_back(move.asString());
    }
    saved.savedAt = root->get("saved_at").asString();
    if (problem)
        *problem = Problem::None;
    return saved;
}

} // namespace kotatsu
