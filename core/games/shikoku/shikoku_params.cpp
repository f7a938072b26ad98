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
    errors.push_back({node.pos,
                      path,
                      {QT_TRANSLATE_NOOP("DataError", "expected a line index (0 = lowest card) "
                                                      "or N-k (k-th from the right), found '%1'"),
                       node.scalar}});
    return std::nullopt;
}

// by_players: {3: X, 4: X, default: X}. Calls read(node, path) for the entry that applies
// to each player count in [minPlayers, maxPlayers].
template <typename Read>
void readByPlayers(const DataNode &byPlayers, const std::string &path, const GameInfo &info,
                   DataErrors &errors, Read read)
{
    if (!byPlayers.isMap()) {
        errors.push_back(
            {byPlayers.pos, path,
             QT_TRANSLATE_NOOP("DataError", "expected a map from player counts to values")});
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
            errors.push_back(
                {entry.keyPos, path + "." + entry.key,
                 QT_TRANSLATE_NOOP("DataError", "expected a player count (1 to 8) or 'default'")});
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
                {byPlayers.pos,
                 path,
                 {QT_TRANSLATE_NOOP("DataError", "no entry for %1 and no 'default'"),
                  DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n player(s)"), n)}});
    }
}

std::vector<int> readPositions(const DataNode *node, const std::string &path, int players,
                               DataErrors &errors)
{
    std::vector<int> out;
    if (!node)
        return out;
    if (!node->isSequence()) {
        errors.push_back({node->pos, path,
                          QT_TRANSLATE_NOOP("DataError", "expected a list of places (1 = first)")});
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

const Schema &schema()
{
    static const Schema instance = [] {
        std::vector<SchemaRow> rows = headerRows();
        auto add = [&](SchemaRow row) { rows.push_back(std::move(row)); };
        add(SchemaRow::map("rules", QT_TRANSLATE_NOOP("Schema", "The rules parameters."))
                //: Rules editor: the section of a game's rules parameters
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "rules")));
        add(SchemaRow::integer(
                "rules.steps_to_pagoda", 2, 250, "33",
                QT_TRANSLATE_NOOP("Schema", "The step of the pagoda at the top of the temple."))
                //: Shikoku: how many steps the temple staircase has, the pagoda on the last
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "steps to the pagoda")));
        add(SchemaRow::integer(
                "rules.start_step", 1, 249, "1",
                QT_TRANSLATE_NOOP("Schema", "The step every pilgrim starts on, below the pagoda."))
                //: Shikoku: the step every pilgrim starts on
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "start step")));
        add(SchemaRow::boolean("rules.setup_move", true,
                               QT_TRANSLATE_NOOP("Schema",
                                                 "Before the first round every pilgrim climbs by a "
                                                 "card of the first line; nobody is frozen then."))
                //: Shikoku: every pilgrim climbs once before the first round
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "climb before the first round")));
        add(SchemaRow::integer("rules.hand_size", 1, kMaxHand, "3",
                               QT_TRANSLATE_NOOP("Schema", "Cards in each player's hand."))
                //: Shikoku: cards in each player's hand
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "hand size")));
        add(SchemaRow::map("rules.frozen_positions",
                           QT_TRANSLATE_NOOP("Schema", "The places in the line whose pilgrims "
                                                       "do not climb."))
                //: Shikoku: the places in the mantra line whose pilgrims do not climb
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "frozen places")));
        add(SchemaRow::map("rules.frozen_positions.by_players",
                           QT_TRANSLATE_NOOP("Schema", "By number of players (3, 4, ...) or "
                                                       "default."))
                .withDefault("{3: [1], 4: [1], default: [1, N-2]}")
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "frozen places by player count"))
                //: Rules editor: one entry of a rule given per number of players; %1 the number of
                //: players, or the word default (any other count), as written in the data
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "player count %1")));
        add(SchemaRow::list("rules.frozen_positions.by_players.<players>", 0, kMaxPlayers,
                            //: "N-k" is written as is in the data file; keep it untranslated
                            QT_TRANSLATE_NOOP("Schema",
                                              "Line indices: 0 is the lowest card, N-k the k-th "
                                              "card from the right."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "frozen places"))
                //: Shikoku: one entry of a list of frozen places in the mantra line; %1 its number,
                //: 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "frozen place %1")));
        add(SchemaRow::map("rules.winner_positions",
                           QT_TRANSLATE_NOOP("Schema", "The places that win the game."))
                //: Shikoku: the places on the staircase that win the game
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "winning places")));
        add(SchemaRow::map("rules.winner_positions.by_players",
                           QT_TRANSLATE_NOOP("Schema", "By number of players (3, 4, ...) or "
                                                       "default."))
                .withDefault("{3: {top: [2]}, 4: {top: [2]}, default: {top: [2], bottom: [2]}}")
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "winning places by player count"))
                //: Rules editor: one entry of a rule given per number of players; %1 the number of
                //: players, or the word default (any other count), as written in the data
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "player count %1")));
        add(SchemaRow::map("rules.winner_positions.by_players.<players>",
                           QT_TRANSLATE_NOOP("Schema", "The winning places: top, bottom or "
                                                       "both."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "winning places")));
        add(SchemaRow::list("rules.winner_positions.by_players.<players>.top", 0, kMaxPlayers,
                            QT_TRANSLATE_NOOP("Schema", "Places counted from the top; 1 is the "
                                                        "highest pilgrim."))
                .optional()
                //: Shikoku: winning places counted from the highest pilgrim
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "places from the top"))
                //: Shikoku: one entry of the winning places counted from the top; %1 its number, 0
                //: first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "place from the top %1")));
        add(SchemaRow::list("rules.winner_positions.by_players.<players>.bottom", 0, kMaxPlayers,
                            QT_TRANSLATE_NOOP("Schema", "Places counted from the bottom; 1 is "
                                                        "the lowest pilgrim."))
                .optional()
                //: Shikoku: winning places counted from the lowest pilgrim
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "places from the bottom"))
                //: Shikoku: one entry of the winning places counted from the bottom; %1 its number,
                //: 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "place from the bottom %1")));
        add(SchemaRow::boolean(
                "rules.rotate_lowest_to_end", true,
                QT_TRANSLATE_NOOP("Schema", "The lowest card moves from the first place of the "
                                            "line to the last."))
                //: Shikoku: after a round the lowest card of the mantra line moves from the first
                //: place to the last
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "lowest card to the end")));
        add(SchemaRow::map("rules.refill",
                           QT_TRANSLATE_NOOP("Schema", "How the hands are filled up again "
                                                       "after a round."))
                //: Shikoku: how the hands are filled up again after a round
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "refilling the hands")));
        add(SchemaRow::word("rules.refill.last_player_source", kLastPlayerSourceWords,
                            LastPlayerSource::Deck,
                            QT_TRANSLATE_NOOP("Schema", "Where the last player draws from."))
                .withWordLabels({
                    //: Rules editor, rules.refill.last_player_source: deck
                    QT_TRANSLATE_NOOP("SchemaWord", "From the deck"),
                })
                //: Shikoku: where the last player of the line draws a card from (a choice: from the
                //: deck); a rule's name in the editor and the variant lab, not a sentence to go on
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "where the last player draws")));
        add(SchemaRow::word("rules.refill.others_source", kOthersSourceWords,
                            OthersSource::PreviousLine,
                            QT_TRANSLATE_NOOP("Schema", "Which line the other players draft from."))
                .withWordLabels({
                    //: Rules editor, rules.refill.others_source: previous_line (the cards of the
                    //: round before, which no longer carry pilgrims)
                    QT_TRANSLATE_NOOP("SchemaWord", "The previous round's cards"),
                    //: Rules editor, rules.refill.others_source: current_line (the cards just
                    //: played, the new mantra line)
                    QT_TRANSLATE_NOOP("SchemaWord", "This round's cards"),
                })
                //: Shikoku: which cards the other players choose their new card from; a rule's name
                //: in the editor and the variant lab, not a sentence to go on
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "cards the others choose from")));
        add(SchemaRow::word("rules.refill.leftover", kLeftoverWords, Leftover::Discard,
                            QT_TRANSLATE_NOOP("Schema", "What becomes of the card nobody "
                                                        "drafted."))
                .withWordLabels({
                    //: Rules editor, rules.refill.leftover: discard
                    QT_TRANSLATE_NOOP("SchemaWord", "Onto the discard pile"),
                    //: Rules editor, rules.refill.leftover: return_to_deck_bottom
                    QT_TRANSLATE_NOOP("SchemaWord", "Under the deck"),
                })
                //: Shikoku: what becomes of the card nobody chose
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "leftover card")));
        add(SchemaRow::word("rules.on_empty_deck", kEmptyDeckWords, EmptyDeck::ReshuffleDiscard,
                            QT_TRANSLATE_NOOP("Schema", "What happens when the deck runs "
                                                        "out."))
                .withWordLabels({
                    //: Rules editor, rules.on_empty_deck: reshuffle_discard
                    QT_TRANSLATE_NOOP("SchemaWord", "Shuffle the discard pile into a new deck"),
                    //: Rules editor, rules.on_empty_deck: take_leftover (the last player takes the
                    //: card nobody drafted instead of drawing)
                    QT_TRANSLATE_NOOP("SchemaWord", "The last player takes the leftover card"),
                })
                //: Shikoku: what happens when the deck runs out
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "empty deck")));
        add(SchemaRow::word("rules.overshoot", kOvershootWords, Overshoot::Cap,
                            QT_TRANSLATE_NOOP("Schema", "A climb past the pagoda: stop on it "
                                                        "(cap) or step back down by the "
                                                        "steps left over (bounce)."))
                .withWordLabels({
                    //: Rules editor, rules.overshoot: cap (a climb past step 33 ends on it)
                    QT_TRANSLATE_NOOP("SchemaWord", "Stop on the pagoda"),
                    //: Rules editor, rules.overshoot: bounce (the steps left over are climbed back
                    //: down from the pagoda)
                    QT_TRANSLATE_NOOP("SchemaWord", "Bounce back down"),
                })
                //: Shikoku: what a climb beyond the top step does
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "climb past the pagoda")));
        add(SchemaRow::word("rules.tie_mode", kTieModeWords, TieMode::Levels,
                            QT_TRANSLATE_NOOP("Schema", "Pilgrims on the same step share a "
                                                        "place (levels) or the first to "
                                                        "arrive ranks higher (arrival_order)."))
                .withWordLabels({
                    //: Rules editor, rules.tie_mode: levels (pilgrims on one step share a place)
                    QT_TRANSLATE_NOOP("SchemaWord", "Same step, same place"),
                    //: Rules editor, rules.tie_mode: arrival_order
                    QT_TRANSLATE_NOOP("SchemaWord", "First to arrive ranks higher"),
                })
                //: Shikoku: how pilgrims on the same step are ranked
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "pilgrims on one step")));
        add(SchemaRow::map("deck", QT_TRANSLATE_NOOP("Schema", "The cards."))
                //: Rules editor: the section of a game's cards
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "deck")));
        add(SchemaRow::list("deck.values", 2, 2,
                            QT_TRANSLATE_NOOP("Schema", "The lowest and the highest card "
                                                        "value; there is one card of each "
                                                        "value in between."))
                //: The lowest and the highest card value
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "card values"))
                //: Rules editor: one of the two ends of a range of values; %1 is 0 for the lowest,
                //: 1 for the highest
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "end of the range %1")));
        add(SchemaRow::integer("deck.values[]", 0, kMaxCardValue, "",
                               QT_TRANSLATE_NOOP("Schema", "A card value."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "card value")));
        add(SchemaRow::boolean("deck.sandals_table_is_placeholder", true,
                               QT_TRANSLATE_NOOP("Schema", "true while the sandal counts are a "
                                                           "stand-in for the real game's."))
                //: Shikoku: the sandal counts are a stand-in for the real game's (the placeholder
                //: table)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "stand-in sandal table")));
        add(SchemaRow::map("deck.sandals",
                           QT_TRANSLATE_NOOP("Schema", "The sandals on each card, by card "
                                                       "value: how many steps its pilgrim "
                                                       "climbs."))
                //: Shikoku: the sandals printed on each card, by card value
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "sandals by card"))
                //: Shikoku: one card of the deck; %1 its value (1 to 33)
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "card %1")));
        add(SchemaRow::integer("deck.sandals.<value>", 1, 12, "",
                               QT_TRANSLATE_NOOP("Schema", "The sandals on the card of this "
                                                           "value."))
                //: Shikoku: how many sandals a card shows (the steps its pilgrim climbs)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "sandals")));
        add(SchemaRow::list("pilgrims", 1, kMaxPlayers,
                            QT_TRANSLATE_NOOP("Schema", "The pilgrims in the order the seats "
                                                        "take them; one per player at "
                                                        "least."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "pilgrims"))
                //: Rules editor: one of the pilgrims of a game's data; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "pilgrim %1")));
        add(SchemaRow::text("pilgrims[].id", 32,
                            QT_TRANSLATE_NOOP("Schema", "An id: one word, unique in its list."))
                //: Rules editor: an item's id, one word used by the data and the text view
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "id")));
        add(SchemaRow::colour("pilgrims[].colour",
                              QT_TRANSLATE_NOOP("Schema", "The colour on the table, "
                                                          "written #rrggbb."))
                //: Rules editor: the colour a piece or a card is drawn in on the table
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "colour")));
        add(SchemaRow::localized("pilgrims[].name",
                                 QT_TRANSLATE_NOOP("Schema", "The name shown to players."))
                //: Rules editor: the name players see, in every language
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "name")));
        return Schema("shikoku", std::move(rows));
    }();
    return instance;
}

std::optional<Params> readParams(NodeReader &root, const GameInfo &info, DataErrors &errors)
{
    const std::size_t errorsBefore = errors.size();
    const Schema &s = schema();
    Params p;
    p.minPlayers = info.minPlayers;
    p.maxPlayers = info.maxPlayers;
    checkPlayerRange(root, info, 2, kMaxPlayers,
                     QT_TRANSLATE_NOOP("DataError", "Shikoku supports 2 to 8 players"), errors);

    // rules:
    if (const DataNode *rulesNode = root.map(s.row("rules"))) {
        NodeReader rules(*rulesNode, "rules", errors);
        p.stepsToPagoda = static_cast<int>(rules.integer(s.row("rules.steps_to_pagoda")));
        p.startStep = static_cast<int>(rules.integer(s.row("rules.start_step")));
        if (p.startStep >= p.stepsToPagoda)
            rules.error(
                rules.at("start_step"), "start_step",
                QT_TRANSLATE_NOOP("DataError",
                                  "the start step must lie below the pagoda (steps_to_pagoda)"));
        p.setupMove = rules.boolean(s.row("rules.setup_move"));
        p.handSize = static_cast<int>(rules.integer(s.row("rules.hand_size")));

        if (const DataNode *frozen = rules.map(s.row("rules.frozen_positions"))) {
            NodeReader frozenReader(*frozen, "rules.frozen_positions", errors);
            if (const DataNode *by = frozenReader.map(s.row("rules.frozen_positions.by_players"))) {
                readByPlayers(
                    *by, "rules.frozen_positions.by_players", info, errors,
                    [&](int n, const DataNode &node, const std::string &path) {
                        if (!node.isSequence()) {
                            errors.push_back({node.pos, path,
                                              QT_TRANSLATE_NOOP(
                                                  "DataError", "expected a list of line indices")});
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
                                errors.push_back(
                                    {node.items[i].pos,
                                     itemPath,
                                     {QT_TRANSLATE_NOOP("DataError", "index %1 lies outside the "
                                                                     "line of %2"),
                                      index,
                                      DataMessage::count(
                                          QT_TRANSLATE_N_NOOP("DataError", "%n card(s)"), n)}});
                                continue;
                            }
                            mask |= 1u << index;
                        }
                        // Termination: some place must climb, or no game of n players ends.
                        if (mask == (1u << n) - 1u)
                            errors.push_back(
                                {node.pos,
                                 "rules.frozen_positions.by_players." + std::to_string(n),
                                 {QT_TRANSLATE_NOOP("DataError",
                                                    "with %1 every place in the line is frozen: "
                                                    "nobody can climb, so the game could never "
                                                    "end"),
                                  DataMessage::count(
                                      QT_TRANSLATE_N_NOOP("DataError", "%n player(s)"), n)}});
                        p.frozenMask[static_cast<std::size_t>(n)] = mask;
                    });
            }
            frozenReader.finish();
        }
        if (const DataNode *winners = rules.map(s.row("rules.winner_positions"))) {
            NodeReader winnersReader(*winners, "rules.winner_positions", errors);
            if (const DataNode *by =
                    winnersReader.map(s.row("rules.winner_positions.by_players"))) {
                readByPlayers(
                    *by, "rules.winner_positions.by_players", info, errors,
                    [&](int n, const DataNode &node, const std::string &path) {
                        const std::size_t before = errors.size();
                        NodeReader entry(node, path, errors);
                        WinnerPositions w;
                        w.top =
                            readPositions(entry.optional(s.row(
                                              "rules.winner_positions.by_players.<players>.top")),
                                          path + ".top", n, errors);
                        w.bottom = readPositions(
                            entry.optional(
                                s.row("rules.winner_positions.by_players.<players>.bottom")),
                            path + ".bottom", n, errors);
                        if (node.isMap() && w.top.empty() && w.bottom.empty() &&
                            errors.size() == before)
                            errors.push_back(
                                {node.pos, path,
                                 QT_TRANSLATE_NOOP("DataError", "name at least one winning place "
                                                                "(top or bottom)")});
                        entry.finish();
                        p.winners[static_cast<std::size_t>(n)] = w;
                    });
            }
            winnersReader.finish();
        }
        p.rotateLowestToEnd = rules.boolean(s.row("rules.rotate_lowest_to_end"));
        if (const DataNode *refillNode = rules.map(s.row("rules.refill"))) {
            NodeReader refill(*refillNode, "rules.refill", errors);
            refill.word(s.row("rules.refill.last_player_source"), kLastPlayerSourceWords);
            p.othersSource = refill.word(s.row("rules.refill.others_source"), kOthersSourceWords);
            p.leftover = refill.word(s.row("rules.refill.leftover"), kLeftoverWords);
            refill.finish();
        }
        p.onEmptyDeck = rules.word(s.row("rules.on_empty_deck"), kEmptyDeckWords);
        p.overshoot = rules.word(s.row("rules.overshoot"), kOvershootWords);
        p.tieMode = rules.word(s.row("rules.tie_mode"), kTieModeWords);
        rules.finish();
    }

    // deck:
    if (const DataNode *deckNode = root.map(s.row("deck"))) {
        NodeReader deck(*deckNode, "deck", errors);
        int first = 1;
        int last = 0;
        // Whether the range read: the sandal table is checked against it only then, so that
        // one bad bound is one error and not one more per card of the table.
        bool rangeRead = false;
        if (const DataNode *values = deck.sequence(s.row("deck.values"))) {
            const SchemaRow &value = s.row("deck.values[]");
            auto a = NodeReader::toInteger(values->items[0], "deck.values[0]", errors, *value.min,
                                           *value.max);
            auto b = NodeReader::toInteger(values->items[1], "deck.values[1]", errors, *value.min,
                                           *value.max);
            if (a && b) {
                first = static_cast<int>(*a);
                last = static_cast<int>(*b);
                if (last < first)
                    errors.push_back({values->pos, "deck.values",
                                      QT_TRANSLATE_NOOP("DataError", "the range is empty")});
                else if (last - first + 1 > kMaxCards)
                    errors.push_back(
                        {values->pos,
                         "deck.values",
                         {QT_TRANSLATE_NOOP("DataError", "at most %1"),
                          DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n card(s)"),
                                             kMaxCards)}});
                else
                    rangeRead = true;
            }
        }
        for (int v = first; v <= last && last - first < kMaxCards; ++v) {
            p.cards.push_back(v);
            p.newDeck.push_back(static_cast<std::uint8_t>(v));
        }
        p.sandalsArePlaceholder = deck.boolean(s.row("deck.sandals_table_is_placeholder"));
        if (const DataNode *sandals = deck.map(s.row("deck.sandals"))) {
            const SchemaRow &count = s.row("deck.sandals.<value>");
            std::set<int> seen;
            for (const auto &entry : sandals->entries) {
                const std::string path = "deck.sandals." + entry.key;
                auto value = parseInteger(entry.key);
                if (!rangeRead) {
                    NodeReader::toInteger(entry.value, path, errors, *count.min, *count.max);
                    continue;
                }
                if (!value || *value < first || *value > last) {
                    errors.push_back(
                        {entry.keyPos,
                         path,
                         {QT_TRANSLATE_NOOP("DataError", "no card %1 in deck.values [%2, %3]"),
                          entry.key, first, last}});
                    continue;
                }
                seen.insert(static_cast<int>(*value));
                if (auto n =
                        NodeReader::toInteger(entry.value, path, errors, *count.min, *count.max))
                    p.sandals[static_cast<std::size_t>(*value)] = static_cast<std::uint8_t>(*n);
            }
            for (int v : p.cards) {
                if (!seen.count(v))
                    errors.push_back(
                        {sandals->pos,
                         "deck.sandals",
                         {QT_TRANSLATE_NOOP("DataError", "card %1 has no sandal count"), v}});
            }
        }
        deck.finish();
        const int needed = p.maxPlayers * (p.handSize + 1);
        if (!p.cards.empty() && static_cast<int>(p.cards.size()) < needed) {
            errors.push_back(
                {deck.at("values").pos,
                 "deck.values",
                 {QT_TRANSLATE_NOOP("DataError",
                                    "%1 cannot deal %2-card hands (rules.hand_size) and a line to "
                                    "%3 (game.players.max): %4 needed"),
                  DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n card(s)"),
                                     static_cast<std::int64_t>(p.cards.size())),
                  p.handSize,
                  DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n player(s)"),
                                     p.maxPlayers),
                  DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n card(s)"), needed)}});
        }
    }

    // pilgrims:
    if (const DataNode *pilgrims = root.sequence(s.row("pilgrims"))) {
        std::set<std::string> ids;
        for (std::size_t i = 0; i < pilgrims->items.size(); ++i) {
            const std::string path = NodeReader::itemPath("pilgrims", i);
            NodeReader item(pilgrims->items[i], path, errors);
            Pilgrim pilgrim;
            pilgrim.id = item.string(s.row("pilgrims[].id"));
            pilgrim.colour = item.colour(s.row("pilgrims[].colour"));
            pilgrim.name = item.text(s.row("pilgrims[].name"));
            item.finish();
            if (!pilgrim.id.empty() && !ids.insert(pilgrim.id).second)
                item.error(
                    item.at("id"), "id",
                    {QT_TRANSLATE_NOOP("DataError", "pilgrim '%1' appears twice"), pilgrim.id});
            p.pilgrims.push_back(std::move(pilgrim));
        }
        if (static_cast<int>(pilgrims->items.size()) < p.maxPlayers)
            errors.push_back(
                {pilgrims->pos,
                 "pilgrims",
                 {QT_TRANSLATE_NOOP("DataError", "one pilgrim colour is needed per player: %1, %2"),
                  DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n player(s)"),
                                     p.maxPlayers),
                  DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n pilgrim(s)"),
                                     static_cast<std::int64_t>(pilgrims->items.size()))}});
    }

    if (errors.size() > errorsBefore)
        return std::nullopt;
    return p;
}

} // namespace kotatsu::shikoku
