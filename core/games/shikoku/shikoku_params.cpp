// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/shikoku/shikoku_params.h"

#include "engine/rules_registry.h"
#include "util/text.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace kotatsu::shikoku {

namespace {

// A line index written in data: a number counted from the left (0 = lowest card), or
// "N-k" counted from the right (N = number of players), as in the spec.
struct IndexExpression
{
    bool fromRight = false;
    int value = 0;
    int resolve(int players) const { return fromRight ? players - value : value; }
};

std::optional<IndexExpression> readIndexExpression(const DataNode &node, const std::string &path,
                                                   DataErrors &errors)
{
    if (node.isScalar() && !node.quoted) {
        if (auto v = parseInteger(node.scalar); v && *v >= 0 && *v < kMaxPlayers)
            return IndexExpression{false, static_cast<int>(*v)};
    }
    if (node.isScalar()) {
        std::string_view s = trim(node.scalar);
        if (s.size() >= 3 && s[0] == 'N' && s[1] == '-') {
            if (auto v = parseInteger(trim(s.substr(2))); v && *v >= 1 && *v <= kMaxPlayers)
                return IndexExpression{true, static_cast<int>(*v)};
        }
    }
    errors.push_back({node.pos, path,
                      "expected a line index (0 = lowest card) or N-k (k-th from the right), "
                      "found '" +
                          node.scalar + "'"});
    return std::nullopt;
}

// by_players: {3: X, 4: X, default: X}. Calls read(node, path) for the entry that applies
// to each player count in [minPlayers, maxPlayers].
template <typename Read>
void readByPlayers(const DataNode &byPlayers, const std::string &path, const GameInfo &info,
                   DataErrors &errors, Read read)
{
    if (!byPlayers.isMap()) {
        errors.push_back({byPlayers.pos, path, "expected a map from player counts to values"});
        return;
    }
    const DataNode *fallback = nullptr;
    for (const auto &entry : byPlayers.entries) {
        if (entry.key == "default") {
            fallback = &entry.value;
            continue;
        }
        auto n = parseInteger(entry.key);
        if (!n || *n < 1 || *n > kMaxPlayers)
            errors.push_back({entry.keyPos, path + "." + entry.key,
                              "expected a player count (1 to 8) or 'default'"});
    }
    // Player counts the engine cannot hold are reported once, by readParams.
    for (int n = std::max(1, info.minPlayers); n <= std::min(kMaxPlayers, info.maxPlayers); ++n) {
        const std::string key = std::to_string(n);
        if (const DataNode *specific = byPlayers.find(key))
            read(n, *specific, path + "." + key);
        else if (fallback)
            read(n, *fallback, path + ".default");
        else
            errors.push_back(
                {byPlayers.pos, path, "no entry for " + key + " players and no 'default'"});
    }
}

std::vector<int> readPositions(const DataNode *node, const std::string &path, int players,
                               DataErrors &errors)
{
    std::vector<int> out;
    if (!node)
        return out;
    if (!node->isSequence()) {
        errors.push_back({node->pos, path, "expected a list of places (1 = first)"});
        return out;
    }
    for (std::size_t i = 0; i < node->items.size(); ++i) {
        if (auto v = NodeReader::toInteger(node->items[i], NodeReader::itemPath(path, i), errors, 1,
                                           players))
            out.push_back(static_cast<int>(*v));
    }
    return out;
}

} // namespace

std::optional<Params> readParams(NodeReader &root, const GameInfo &info, DataErrors &errors)
{
    const std::size_t errorsBefore = errors.size();
    Params p;
    p.minPlayers = info.minPlayers;
    p.maxPlayers = info.maxPlayers;
    checkPlayerRange(root, info, 2, kMaxPlayers, "Shikoku supports 2 to 8 players", errors);

    // rules:
    if (const DataNode *rulesNode = root.map("rules")) {
        NodeReader rules(*rulesNode, "rules", errors);
        p.stepsToPagoda = static_cast<int>(rules.integer("steps_to_pagoda", 2, 250));
        p.startStep = static_cast<int>(rules.integer("start_step", 1, 249));
        if (p.startStep >= p.stepsToPagoda)
            rules.error(*rulesNode->find("start_step"), "start_step",
                        "the start step must lie below the pagoda (steps_to_pagoda)");
        p.setupMove = rules.boolean("setup_move");
        p.handSize = static_cast<int>(rules.integer("hand_size", 1, kMaxHand));

        if (const DataNode *frozen = rules.map("frozen_positions")) {
            NodeReader frozenReader(*frozen, "rules.frozen_positions", errors);
            if (const DataNode *by = frozenReader.map("by_players")) {
                readByPlayers(
                    *by, "rules.frozen_positions.by_players", info, errors,
                    [&](int n, const DataNode &node, const std::string &path) {
                        if (!node.isSequence()) {
                            errors.push_back({node.pos, path, "expected a list of line indices"});
                            return;
                        }
                        std::uint32_t mask = 0;
                        for (std::size_t i = 0; i < node.items.size(); ++i) {
                            const std::string itemPath = NodeReader::itemPath(path, i);
                            auto e = readIndexExpression(node.items[i], itemPath, errors);
                            if (!e)
                                continue;
                            int index = e->resolve(n);
                            if (index < 0 || index >= n) {
                                errors.push_back({node.items[i].pos, itemPath,
                                                  "index " + std::to_string(index) +
                                                      " lies outside the line of " +
                                                      std::to_string(n) + " cards"});
                                continue;
                            }
                            mask |= 1u << index;
                        }
                        p.frozenMask[static_cast<std::size_t>(n)] = mask;
                    });
            }
            frozenReader.finish();
        }
        if (const DataNode *winners = rules.map("winner_positions")) {
            NodeReader winnersReader(*winners, "rules.winner_positions", errors);
            if (const DataNode *by = winnersReader.map("by_players")) {
                readByPlayers(
                    *by, "rules.winner_positions.by_players", info, errors,
                    [&](int n, const DataNode &node, const std::string &path) {
                        const std::size_t before = errors.size();
                        NodeReader entry(node, path, errors);
                        WinnerPositions w;
                        w.top = readPositions(entry.optional("top"), path + ".top", n, errors);
                        w.bottom =
                            readPositions(entry.optional("bottom"), path + ".bottom", n, errors);
                        if (node.isMap() && w.top.empty() && w.bottom.empty() &&
                            errors.size() == before)
                            errors.push_back({node.pos, path,
                                              "name at least one winning place "
                                              "(top or bottom)"});
                        entry.finish();
                        p.winners[static_cast<std::size_t>(n)] = w;
                    });
            }
            winnersReader.finish();
        }
        p.rotateLowestToEnd = rules.boolean("rotate_lowest_to_end");
        if (const DataNode *refillNode = rules.map("refill")) {
            NodeReader refill(*refillNode, "rules.refill", errors);
            refill.choice("last_player_source", {"deck"});
            p.othersSource =
                refill.choice("others_source", {"previous_line", "current_line"}) == "current_line"
                    ? OthersSource::CurrentLine
                    : OthersSource::PreviousLine;
            p.leftover =
                refill.choice("leftover", {"discard", "return_to_deck_bottom"}) == "discard"
                    ? Leftover::Discard
                    : Leftover::ReturnToDeckBottom;
            refill.finish();
        }
        p.onEmptyDeck =
            rules.choice("on_empty_deck", {"reshuffle_discard", "take_leftover"}) == "take_leftover"
                ? EmptyDeck::TakeLeftover
                : EmptyDeck::ReshuffleDiscard;
        p.overshoot = rules.choice("overshoot", {"cap", "bounce"}) == "bounce" ? Overshoot::Bounce
                                                                               : Overshoot::Cap;
        p.tieMode = rules.choice("tie_mode", {"levels", "arrival_order"}) == "arrival_order"
                        ? TieMode::ArrivalOrder
                        : TieMode::Levels;
        rules.finish();
    }

    // deck:
    if (const DataNode *deckNode = root.map("deck")) {
        NodeReader deck(*deckNode, "deck", errors);
        int first = 1;
        int last = 0;
        if (const DataNode *values = deck.sequence("values", 2, 2)) {
            auto a =
                NodeReader::toInteger(values->items[0], "deck.values[0]", errors, 0, kMaxCardValue);
            auto b =
                NodeReader::toInteger(values->items[1], "deck.values[1]", errors, 0, kMaxCardValue);
            if (a && b) {
                first = static_cast<int>(*a);
                last = static_cast<int>(*b);
                if (last < first)
                    errors.push_back({values->pos, "deck.values", "the range is empty"});
                else if (last - first + 1 > kMaxCards)
                    errors.push_back({values->pos, "deck.values",
                                      "at most " + std::to_string(kMaxCards) + " cards"});
            }
        }
        for (int v = first; v <= last && last - first < kMaxCards; ++v)
            p.cards.push_back(v);
        p.sandalsArePlaceholder = deck.boolean("sandals_table_is_placeholder");
        if (const DataNode *sandals = deck.map("sandals")) {
            std::set<int> seen;
            for (const auto &entry : sandals->entries) {
                const std::string path = "deck.sandals." + entry.key;
                auto value = parseInteger(entry.key);
                if (!value || *value < first || *value > last) {
                    errors.push_back({entry.keyPos, path,
                                      "no card " + entry.key + " in deck.values [" +
                                          std::to_string(first) + ", " + std::to_string(last) +
                                          "]"});
                    continue;
                }
                seen.insert(static_cast<int>(*value));
                if (auto count = NodeReader::toInteger(entry.value, path, errors, 1, 12))
                    p.sandals[static_cast<std::size_t>(*value)] = static_cast<std::uint8_t>(*count);
            }
            for (int v : p.cards) {
                if (!seen.count(v))
                    errors.push_back({sandals->pos, "deck.sandals",
                                      "card " + std::to_string(v) + " has no sandal count"});
            }
        }
        deck.finish();
        const int needed = p.maxPlayers * (p.handSize + 1);
        if (!p.cards.empty() && static_cast<int>(p.cards.size()) < needed) {
            const DataNode *values = deckNode->find("values");
            errors.push_back(
                {values ? values->pos : deckNode->pos, "deck.values",
                 std::to_string(p.cards.size()) + " cards cannot deal " +
                     std::to_string(p.handSize) + "-card hands (rules.hand_size) and a line to " +
                     std::to_string(p.maxPlayers) +
                     " players (game.players.max): " + std::to_string(needed) + " cards needed"});
        }
    }

    // pilgrims:
    if (const DataNode *pilgrims = root.sequence("pilgrims", 1, kMaxPlayers)) {
        std::set<std::string> ids;
        for (std::size_t i = 0; i < pilgrims->items.size(); ++i) {
            const std::string path = NodeReader::itemPath("pilgrims", i);
            NodeReader item(pilgrims->items[i], path, errors);
            Pilgrim pilgrim;
            pilgrim.id = item.string("id", 32);
            pilgrim.colour = item.colour("colour");
            pilgrim.name = item.text("name");
            item.finish();
            if (!pilgrim.id.empty() && !ids.insert(pilgrim.id).second)
                item.error(*pilgrims->items[i].find("id"), "id",
                           "pilgrim '" + pilgrim.id + "' appears twice");
            p.pilgrims.push_back(std::move(pilgrim));
        }
        if (static_cast<int>(pilgrims->items.size()) < p.maxPlayers)
            errors.push_back(
                {pilgrims->pos, "pilgrims",
                 "one pilgrim colour is needed per player: " + std::to_string(p.maxPlayers) +
                     " players, " + std::to_string(pilgrims->items.size()) + " pilgrims"});
    }

    if (errors.size() > errorsBefore)
        return std::nullopt;
    return p;
}

} // namespace kotatsu::shikoku
