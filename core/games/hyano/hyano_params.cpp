// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/hyano/hyano_params.h"

#include "engine/rules_registry.h"
#include "util/text.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace kotatsu::hyano {

namespace {

// Ids end up in action texts and in view code: one plain word.
bool isToken(const std::string &s)
{
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
    });
}

// Reads `key` as a plain word; reports anything else.
std::string readToken(NodeReader &reader, const DataNode &parent, std::string_view key)
{
    std::string value = reader.string(key, 32);
    if (!value.empty() && !isToken(value))
        reader.error(*parent.find(key), key,
                     "'" + value + "' must be one word of letters, digits, '_' or '-'");
    return value;
}

void readRules(const DataNode &node, Params &p, DataErrors &errors)
{
    NodeReader rules(node, "rules", errors);
    p.piles = static_cast<int>(rules.integer("piles", kMinPiles, kMaxPiles));
    p.deal = rules.choice("deal", {"round_robin", "round_robin_random_start"}) == "round_robin"
                 ? Deal::RoundRobin
                 : Deal::RoundRobinRandomStart;
    p.firstSage = rules.choice("first_sage", {"random", "first_seat"}) == "random"
                      ? FirstSage::Random
                      : FirstSage::FirstSeat;

    p.matchRules = 0;
    if (const DataNode *match = rules.sequence("match_rules", 1, 3)) {
        for (std::size_t i = 0; i < match->items.size(); ++i) {
            const DataNode &item = match->items[i];
            const std::string path = NodeReader::itemPath("rules.match_rules", i);
            Match rule = Match::SameColour;
            if (item.isScalar() && item.scalar == "same_colour") {
                rule = Match::SameColour;
            } else if (item.isScalar() && item.scalar == "same_value") {
                rule = Match::SameValue;
            } else if (item.isScalar() && item.scalar == "adjacent_value") {
                rule = Match::AdjacentValue;
            } else {
                errors.push_back(
                    {item.pos, path, "expected one of: same_colour, same_value, adjacent_value"});
                continue;
            }
            if (p.matches(rule))
                errors.push_back({item.pos, path, "'" + item.scalar + "' appears twice"});
            p.matchRules |= static_cast<std::uint8_t>(rule);
        }
    }
    p.adjacentWraps = rules.boolean("adjacent_wraps");
    const std::string forbidden =
        rules.choice("sun_forbidden_values", {"ring", "ring_and_centre", "none"});
    p.sunForbidden = forbidden == "ring"              ? SunForbidden::Ring
                     : forbidden == "ring_and_centre" ? SunForbidden::RingAndCentre
                                                      : SunForbidden::None;
    p.mandatoryPlay = rules.boolean("mandatory_play");
    p.sageInRotation = rules.boolean("sage_in_rotation");
    p.turnStep =
        rules.choice("turn_direction", {"clockwise", "counterclockwise"}) == "clockwise" ? 1 : -1;
    p.roundEnd =
        rules.choice("round_end_mode", {"stop_on_prediction", "play_out"}) == "stop_on_prediction"
            ? RoundEnd::StopOnPrediction
            : RoundEnd::PlayOut;
    p.onFailure =
        rules.choice("on_failure", {"remove_from_game", "leave_in_centre"}) == "remove_from_game"
            ? OnFailure::RemoveFromGame
            : OnFailure::LeaveInCentre;
    p.revealOnFailure = rules.boolean("reveal_on_failure");
    p.refreshDuringRound = rules.boolean("refresh_during_round");
    p.endWhenEmptyPiles = static_cast<int>(rules.integer("end_when_empty_piles", 1, kMaxPiles));
    if (p.endWhenEmptyPiles > p.piles)
        rules.error(*node.find("end_when_empty_piles"), "end_when_empty_piles",
                    "the game cannot wait for " + std::to_string(p.endWhenEmptyPiles) +
                        " empty piles when there are " + std::to_string(p.piles) + " piles");
    p.endAfterFullRotation = rules.boolean("end_after_full_rotation");
    rules.choice("score", {"card_count"});
    p.tie = rules.choice("tie", {"shared", "most_successful_prophecies"}) == "shared"
                ? TieBreak::Shared
                : TieBreak::MostSuccessfulProphecies;
    p.sageStep = rules.choice("sage_rotation", {"left", "right"}) == "left" ? 1 : -1;
    rules.finish();
}

void readDeck(const DataNode &node, Params &p, DataErrors &errors)
{
    NodeReader deck(node, "deck", errors);
    if (const DataNode *values = deck.sequence("values", 2, 2)) {
        auto lo = NodeReader::toInteger(values->items[0], "deck.values[0]", errors, 0, kMaxValue);
        auto hi = NodeReader::toInteger(values->items[1], "deck.values[1]", errors, 0, kMaxValue);
        if (lo && hi) {
            if (*hi < *lo) {
                errors.push_back({values->pos, "deck.values",
                                  "the range is empty (the first value is the lowest)"});
            } else {
                p.minValue = static_cast<int>(*lo);
                p.maxValue = static_cast<int>(*hi);
            }
        }
    }
    p.sunsPerColour = static_cast<int>(deck.integer("suns_per_colour", 0, kMaxSunsPerColour));
    p.sunName = deck.text("sun_name");
    if (const DataNode *colours = deck.sequence("colours", 1, kMaxColours)) {
        std::set<std::string> ids, marks, hexes;
        for (std::size_t i = 0; i < colours->items.size(); ++i) {
            const DataNode &item = colours->items[i];
            const std::string path = NodeReader::itemPath("deck.colours", i);
            NodeReader reader(item, path, errors);
            Colour colour;
            colour.id = readToken(reader, item, "id");
            colour.hex = reader.colour("hex");
            colour.mark = readToken(reader, item, "mark");
            colour.name = reader.text("name");
            reader.finish();
            if (!colour.id.empty() && !ids.insert(colour.id).second)
                reader.error(*item.find("id"), "id", "colour '" + colour.id + "' appears twice");
            if (!colour.mark.empty() && !marks.insert(colour.mark).second)
                reader.error(*item.find("mark"), "mark",
                             "mark '" + colour.mark +
                                 "' is used twice: each colour needs its own mark");
            if (!colour.hex.empty() && !hexes.insert(colour.hex).second)
                reader.error(*item.find("hex"), "hex", "colour " + colour.hex + " is used twice");
            p.colours.push_back(std::move(colour));
        }
    }
    deck.finish();
}

void readSymbols(const DataNode &node, Params &p, DataErrors &errors)
{
    std::set<std::string> ids, emblems;
    for (std::size_t i = 0; i < node.items.size(); ++i) {
        const DataNode &item = node.items[i];
        const std::string path = NodeReader::itemPath("symbols", i);
        NodeReader reader(item, path, errors);
        Symbol symbol;
        symbol.id = readToken(reader, item, "id");
        symbol.emblem = readToken(reader, item, "emblem");
        symbol.name = reader.text("name");
        reader.finish();
        if (!symbol.id.empty() && !ids.insert(symbol.id).second)
            reader.error(*item.find("id"), "id", "symbol '" + symbol.id + "' appears twice");
        if (!symbol.emblem.empty() && !emblems.insert(symbol.emblem).second)
            reader.error(*item.find("emblem"), "emblem",
                         "emblem '" + symbol.emblem + "' is used twice");
        p.symbols.push_back(std::move(symbol));
    }
}

} // namespace

std::optional<int> Params::findCard(std::string_view name) const
{
    auto words = splitWords(name);
    if (words.size() < 2 || words.size() > 3)
        return std::nullopt;
    int colour = -1;
    for (std::size_t c = 0; c < colours.size(); ++c) {
        if (colours[c].id == words[0])
            colour = static_cast<int>(c);
    }
    if (colour < 0)
        return std::nullopt;
    if (words[1] == "sun") {
        std::int64_t index = 1;
        if (words.size() == 3) {
            auto n = parseInteger(words[2]);
            if (!n)
                return std::nullopt;
            index = *n;
        }
        if (index < 1 || index > sunsPerColour)
            return std::nullopt;
        return sunCard(colour, static_cast<int>(index) - 1);
    }
    auto value = parseInteger(words[1]);
    if (words.size() != 2 || !value || *value < minValue || *value > maxValue)
        return std::nullopt;
    return numberCard(colour, static_cast<int>(*value));
}

std::string Params::cardName(int card) const
{
    if (card < 0 || card >= static_cast<int>(cards.size()))
        return "card " + std::to_string(card);
    const Card &c = cards[static_cast<std::size_t>(card)];
    const std::string &colour = colours[c.colour].id;
    if (!c.sun)
        return colour + " " + std::to_string(c.value);
    const int index = card - sunCard(c.colour);
    return colour + " sun" + (index > 0 ? " " + std::to_string(index + 1) : "");
}

int Params::symbolIndex(std::string_view id) const
{
    for (std::size_t i = 0; i < symbols.size(); ++i) {
        if (symbols[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

std::optional<Params> readParams(NodeReader &root, const GameInfo &info, DataErrors &errors)
{
    const std::size_t errorsBefore = errors.size();
    Params p;
    p.minPlayers = info.minPlayers;
    p.maxPlayers = info.maxPlayers;
    checkPlayerRange(root, info, 2, kMaxPlayers,
                     "Hyano supports 2 to " + std::to_string(kMaxPlayers) + " players", errors);

    const DataNode *rulesNode = root.map("rules");
    if (rulesNode)
        readRules(*rulesNode, p, errors);
    const DataNode *deckNode = root.map("deck");
    if (deckNode)
        readDeck(*deckNode, p, errors);
    const DataNode *symbolsNode = root.sequence("symbols", 1, kMaxPiles);
    if (symbolsNode)
        readSymbols(*symbolsNode, p, errors);
    if (errors.size() > errorsBefore)
        return std::nullopt;

    // Cross-checks, now that every part read cleanly.
    if (static_cast<int>(p.symbols.size()) < p.piles)
        errors.push_back({symbolsNode->pos, "symbols",
                          std::to_string(p.piles) + " piles need " + std::to_string(p.piles) +
                              " symbols; found " + std::to_string(p.symbols.size())});
    const int totalCards = static_cast<int>(p.colours.size()) * p.cardsPerColour();
    if (totalCards < p.piles)
        errors.push_back({deckNode->pos, "deck",
                          "the deck has " + std::to_string(totalCards) +
                              " cards: too few to give each of the " + std::to_string(p.piles) +
                              " piles one card"});
    // With `ring`, up to piles - 1 numbered cards of the Sun's colour can lie face up; the
    // Sun must keep a value to declare when it opens a round.
    if (p.sunsPerColour > 0 && p.valueCount() < p.piles)
        errors.push_back({deckNode->find("values")->pos, "deck.values",
                          "a Sun needs a value to declare even when every other face-up card "
                          "is of its colour: give at least " +
                              std::to_string(p.piles) + " values (one per pile)"});
    if (errors.size() > errorsBefore)
        return std::nullopt;

    for (std::size_t c = 0; c < p.colours.size(); ++c) {
        for (int v = p.minValue; v <= p.maxValue; ++v)
            p.cards.push_back(
                Card{static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(v), false});
        for (int s = 0; s < p.sunsPerColour; ++s)
            p.cards.push_back(Card{static_cast<std::uint8_t>(c), 0, true});
    }
    return p;
}

} // namespace kotatsu::hyano
