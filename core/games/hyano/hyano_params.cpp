// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/hyano/hyano_params.h"

#include "engine/rules_registry.h"
#include "games/hyano/hyano_emblem.h"
#include "util/text.h"

#include <algorithm>
#include <cctype>
#include <map>
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

// Reads a row's text as a plain word; reports anything else.
std::string readToken(NodeReader &reader, const SchemaRow &row)
{
    std::string value = reader.string(row);
    if (!value.empty() && !isToken(value))
        reader.error(
            reader.at(row.name()), row.name(),
            {QT_TRANSLATE_NOOP("DataError", "'%1' must be one word of letters, digits, '_' or '-'"),
             value});
    return value;
}

void readRules(const DataNode &node, Params &p, DataErrors &errors)
{
    const Schema &s = schema();
    NodeReader rules(node, "rules", errors);
    p.piles = static_cast<int>(rules.integer(s.row("rules.piles")));
    p.deal = rules.word(s.row("rules.deal"), kDealWords);
    p.firstSage = rules.word(s.row("rules.first_sage"), kFirstSageWords);

    p.matchRules = 0;
    const SchemaRow &matchRow = s.row("rules.match_rules");
    if (const DataNode *match = rules.sequence(matchRow)) {
        for (std::size_t i = 0; i < match->items.size(); ++i) {
            const DataNode &item = match->items[i];
            const std::string path = NodeReader::itemPath("rules.match_rules", i);
            auto index = NodeReader::toWord(item, path, errors, matchRow.words);
            if (!index)
                continue;
            const Match rule = kMatchWords[*index].value;
            if (p.matches(rule))
                errors.push_back(
                    {item.pos,
                     path,
                     {QT_TRANSLATE_NOOP("DataError", "'%1' appears twice"), item.scalar}});
            p.matchRules |= static_cast<std::uint8_t>(rule);
        }
    }
    p.adjacentWraps = rules.boolean(s.row("rules.adjacent_wraps"));
    p.sunForbidden = rules.word(s.row("rules.sun_forbidden_values"), kSunForbiddenWords);
    p.mandatoryPlay = rules.boolean(s.row("rules.mandatory_play"));
    p.sageInRotation = rules.boolean(s.row("rules.sage_in_rotation"));
    p.turnStep = rules.word(s.row("rules.turn_direction"), kTurnDirectionWords);
    p.roundEnd = rules.word(s.row("rules.round_end_mode"), kRoundEndWords);
    p.onFailure = rules.word(s.row("rules.on_failure"), kOnFailureWords);
    p.revealOnFailure = rules.boolean(s.row("rules.reveal_on_failure"));
    p.refreshDuringRound = rules.boolean(s.row("rules.refresh_during_round"));
    p.endWhenEmptyPiles = static_cast<int>(rules.integer(s.row("rules.end_when_empty_piles")));
    if (p.endWhenEmptyPiles > p.piles)
        rules.error(
            rules.at("end_when_empty_piles"), "end_when_empty_piles",
            {QT_TRANSLATE_NOOP("DataError", "the game cannot wait for %1 when there are %2"),
             DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n empty pile(s)"),
                                p.endWhenEmptyPiles),
             DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n pile(s)"), p.piles)});
    p.endAfterFullRotation = rules.boolean(s.row("rules.end_after_full_rotation"));
    rules.word(s.row("rules.score"), kScoreWords);
    p.tie = rules.word(s.row("rules.tie"), kTieWords);
    p.sageStep = rules.word(s.row("rules.sage_rotation"), kSageRotationWords);
    rules.finish();
}

void readDeck(const DataNode &node, Params &p, DataErrors &errors)
{
    const Schema &s = schema();
    NodeReader deck(node, "deck", errors);
    if (const DataNode *values = deck.sequence(s.row("deck.values"))) {
        const SchemaRow &value = s.row("deck.values[]");
        auto lo = NodeReader::toInteger(values->items[0], "deck.values[0]", errors, *value.min,
                                        *value.max);
        auto hi = NodeReader::toInteger(values->items[1], "deck.values[1]", errors, *value.min,
                                        *value.max);
        if (lo && hi) {
            if (*hi < *lo) {
                errors.push_back(
                    {values->pos, "deck.values",
                     QT_TRANSLATE_NOOP("DataError",
                                       "the range is empty (the first value is the lowest)")});
            } else {
                p.minValue = static_cast<int>(*lo);
                p.maxValue = static_cast<int>(*hi);
            }
        }
    }
    p.sunsPerColour = static_cast<int>(deck.integer(s.row("deck.suns_per_colour")));
    p.sunName = deck.text(s.row("deck.sun_name"));
    p.sunNameInText = deck.text(s.row("deck.sun_name_in_text"));
    if (const DataNode *colours = deck.sequence(s.row("deck.colours"))) {
        std::set<std::string> ids, marks, hexes;
        for (std::size_t i = 0; i < colours->items.size(); ++i) {
            const DataNode &item = colours->items[i];
            const std::string path = NodeReader::itemPath("deck.colours", i);
            NodeReader reader(item, path, errors);
            Colour colour;
            colour.id = readToken(reader, s.row("deck.colours[].id"));
            colour.hex = reader.colour(s.row("deck.colours[].hex"));
            colour.mark = readToken(reader, s.row("deck.colours[].mark"));
            colour.name = reader.text(s.row("deck.colours[].name"));
            colour.nameInText = reader.text(s.row("deck.colours[].name_in_text"));
            reader.finish();
            if (!colour.id.empty() && !ids.insert(colour.id).second)
                reader.error(
                    reader.at("id"), "id",
                    {QT_TRANSLATE_NOOP("DataError", "colour '%1' appears twice"), colour.id});
            if (!colour.mark.empty() && !marks.insert(colour.mark).second)
                reader.error(reader.at("mark"), "mark",
                             {QT_TRANSLATE_NOOP("DataError", "mark '%1' is used twice: each "
                                                             "colour needs its own mark"),
                              colour.mark});
            if (!colour.hex.empty() && !hexes.insert(colour.hex).second)
                reader.error(
                    reader.at("hex"), "hex",
                    {QT_TRANSLATE_NOOP("DataError", "colour %1 is used twice"), colour.hex});
            p.colours.push_back(std::move(colour));
        }
    }
    deck.finish();
}

void readSymbols(const DataNode &node, Params &p, DataErrors &errors)
{
    const Schema &s = schema();
    std::set<std::string> ids;
    // What each disc shows (drawnKey), and the first symbol showing it.
    std::map<std::string, std::string> drawn;
    for (std::size_t i = 0; i < node.items.size(); ++i) {
        const DataNode &item = node.items[i];
        const std::string path = NodeReader::itemPath("symbols", i);
        NodeReader reader(item, path, errors);
        Symbol symbol;
        symbol.id = readToken(reader, s.row("symbols[].id"));
        symbol.emblem = reader.string(s.row("symbols[].emblem"));
        symbol.name = reader.text(s.row("symbols[].name"));
        reader.finish();
        if (!symbol.id.empty() && !ids.insert(symbol.id).second)
            reader.error(reader.at("id"), "id",
                         {QT_TRANSLATE_NOOP("DataError", "symbol '%1' appears twice"), symbol.id});
        if (!symbol.emblem.empty()) {
            const std::optional<DataMessage> problem = emblemProblem(symbol.emblem);
            symbol.letters = !isEmblemShape(symbol.emblem);
            if (problem) {
                reader.error(reader.at("emblem"), "emblem", *problem);
            } else if (auto [at, fresh] = drawn.emplace(drawnKey(symbol.emblem), symbol.id);
                       !fresh) {
                // Two discs a player cannot tell apart: the same shape, or the same letters
                // (A and a, Ａ and A look alike on a disc).
                reader.error(reader.at("emblem"), "emblem",
                             {QT_TRANSLATE_NOOP("DataError",
                                                "emblem '%1' looks the same as the emblem of %2: "
                                                "each pile needs a disc a player can tell apart"),
                              symbol.emblem, at->second});
            }
        }
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

const Schema &schema()
{
    static const Schema instance = [] {
        std::vector<SchemaRow> rows = headerRows();
        auto add = [&](SchemaRow row) { rows.push_back(std::move(row)); };
        add(SchemaRow::map("rules", QT_TRANSLATE_NOOP("Schema", "The rules parameters."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "rules")));
        add(SchemaRow::integer("rules.piles", kMinPiles, kMaxPiles, "6",
                               QT_TRANSLATE_NOOP("Schema", "Piles of cards around the ring, "
                                                           "one symbol disc each."))
                //: Hyano: how many piles of cards lie around the ring
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "piles")));
        add(SchemaRow::word("rules.deal", kDealWords, Deal::RoundRobin,
                            QT_TRANSLATE_NOOP("Schema", "The cards are dealt onto the piles one "
                                                        "by one, from the first pile "
                                                        "(round_robin) or from a random one "
                                                        "(round_robin_random_start)."))
                .withWordLabels({
                    //: Rules editor, rules.deal: round_robin (dealt one by one onto the piles,
                    //: starting with the first pile)
                    QT_TRANSLATE_NOOP("SchemaWord", "One at a time from the first pile"),
                    //: Rules editor, rules.deal: round_robin_random_start
                    QT_TRANSLATE_NOOP("SchemaWord", "One at a time from a random pile"),
                })
                //: Hyano: how the cards are dealt onto the piles
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "deal")));
        add(SchemaRow::word("rules.first_sage", kFirstSageWords, FirstSage::Random,
                            QT_TRANSLATE_NOOP("Schema", "Who is the first sage: a random player "
                                                        "or the first seat."))
                .withWordLabels({
                    //: Rules editor, rules.first_sage: random
                    QT_TRANSLATE_NOOP("SchemaWord", "A random player"),
                    //: Rules editor, rules.first_sage: first_seat
                    QT_TRANSLATE_NOOP("SchemaWord", "The first seat"),
                })
                //: Hyano: who is the sage of the first round
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "first sage")));
        add(SchemaRow::list("rules.match_rules", 1, 3,
                            QT_TRANSLATE_NOOP("Schema", "When a card may be placed next to "
                                                        "another; any one rule is enough."))
                .withWords(kMatchWords)
                .withWordLabels({
                    //: Rules editor, rules.match_rules: same_colour (a card matches one of the same
                    //: colour)
                    QT_TRANSLATE_NOOP("SchemaWord", "Same colour"),
                    //: Rules editor, rules.match_rules: same_value
                    QT_TRANSLATE_NOOP("SchemaWord", "Same value"),
                    //: Rules editor, rules.match_rules: adjacent_value (one higher or one lower)
                    QT_TRANSLATE_NOOP("SchemaWord", "One higher or lower"),
                })
                .withDefault("[same_colour, same_value, adjacent_value]")
                //: Hyano: when a card may be placed next to another
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "match rules"))
                //: Hyano: one of the match rules; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "match rule %1")));
        add(SchemaRow::boolean("rules.adjacent_wraps", false,
                               QT_TRANSLATE_NOOP("Schema", "The highest and the lowest value "
                                                           "count as neighbours."))
                //: Hyano: the highest and the lowest value count as neighbours
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "highest next to lowest")));
        add(SchemaRow::word("rules.sun_forbidden_values", kSunForbiddenWords, SunForbidden::Ring,
                            QT_TRANSLATE_NOOP("Schema", "The values a Sun may not take: those "
                                                        "of the face-up cards of its colour in "
                                                        "the ring, in the ring and the centre, "
                                                        "or none."))
                .withWordLabels({
                    //: Rules editor, rules.sun_forbidden_values: ring (a Sun may not take the value
                    //: of a face-up card of its colour in the ring)
                    QT_TRANSLATE_NOOP("SchemaWord", "Values face up in the ring"),
                    //: Rules editor, rules.sun_forbidden_values: ring_and_centre
                    QT_TRANSLATE_NOOP("SchemaWord", "Values face up in the ring or the centre"),
                    //: Rules editor, rules.sun_forbidden_values: none (a Sun may take any value)
                    QT_TRANSLATE_NOOP("SchemaWord", "No value is forbidden"),
                })
                //: Hyano: which values a Sun card may not be declared as
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "values a Sun may not take")));
        add(SchemaRow::boolean("rules.mandatory_play", true,
                               QT_TRANSLATE_NOOP("Schema", "A card that can be placed must be "
                                                           "placed."))
                //: Hyano: a card that can be placed must be placed
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "compulsory play")));
        add(SchemaRow::boolean("rules.sage_in_rotation", true,
                               QT_TRANSLATE_NOOP("Schema", "The sage plays too when the turn "
                                                           "comes round."))
                //: Hyano: the sage also plays when the turn comes round
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "sage plays too")));
        add(SchemaRow::word("rules.turn_direction", kTurnDirectionWords, 1,
                            QT_TRANSLATE_NOOP("Schema", "The direction the turn passes in."))
                .withWordLabels({
                    //: Rules editor, rules.turn_direction: clockwise
                    QT_TRANSLATE_NOOP("SchemaWord", "Clockwise"),
                    //: Rules editor, rules.turn_direction: counterclockwise
                    QT_TRANSLATE_NOOP("SchemaWord", "Counterclockwise"),
                })
                //: Hyano: the direction the turn passes in
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "turn direction")));
        add(SchemaRow::word("rules.round_end_mode", kRoundEndWords, RoundEnd::StopOnPrediction,
                            QT_TRANSLATE_NOOP("Schema", "The round stops when the predicted "
                                                        "card is played (stop_on_prediction) "
                                                        "or goes on to its end (play_out)."))
                .withWordLabels({
                    //: Rules editor, rules.round_end_mode: stop_on_prediction
                    QT_TRANSLATE_NOOP("SchemaWord", "Stop when the predicted card is played"),
                    //: Rules editor, rules.round_end_mode: play_out
                    QT_TRANSLATE_NOOP("SchemaWord", "Play the round to its end"),
                })
                //: Hyano: when a round stops
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "end of a round")));
        add(SchemaRow::word("rules.on_failure", kOnFailureWords, OnFailure::RemoveFromGame,
                            QT_TRANSLATE_NOOP("Schema", "The cards of a failed round leave the "
                                                        "game, or stay in the centre for the "
                                                        "next sage who is right."))
                .withWordLabels({
                    //: Rules editor, rules.on_failure: remove_from_game (the cards of a failed
                    //: prophecy)
                    QT_TRANSLATE_NOOP("SchemaWord", "Removed from the game"),
                    //: Rules editor, rules.on_failure: leave_in_centre (kept for the next sage who
                    //: is right)
                    QT_TRANSLATE_NOOP("SchemaWord", "Left in the centre"),
                })
                //: Hyano: what becomes of the cards of a failed prophecy
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "failed prophecy")));
        add(SchemaRow::boolean("rules.reveal_on_failure", true,
                               QT_TRANSLATE_NOOP("Schema", "The sage shows the prophecy even "
                                                           "when it was wrong."))
                //: Hyano: the sage shows the prophecy even when it was wrong
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "show a wrong prophecy")));
        add(SchemaRow::boolean("rules.refresh_during_round", false,
                               QT_TRANSLATE_NOOP("Schema", "Piles are turned up during the "
                                                           "round, not only after it."))
                //: Hyano: piles are turned face up during the round, not only after it
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "turn up piles during the round")));
        add(SchemaRow::integer("rules.end_when_empty_piles", 1, kMaxPiles, "2",
                               QT_TRANSLATE_NOOP("Schema", "The game ends when this many piles "
                                                           "are empty."))
                //: Hyano: the game ends when this many piles are used up
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "used-up piles that end the game")));
        add(SchemaRow::boolean("rules.end_after_full_rotation", false,
                               QT_TRANSLATE_NOOP("Schema", "At the end, play on until everybody "
                                                           "has been the sage equally often."))
                //: Hyano: at the end, play on until everybody has been the sage as often
                .withLabel(
                    QT_TRANSLATE_NOOP("SchemaLabel", "everybody is the sage equally often")));
        add(SchemaRow::word("rules.score", kScoreWords, Score::CardCount,
                            QT_TRANSLATE_NOOP("Schema", "One point per card won; the values do "
                                                        "not count."))
                .withWordLabels({
                    //: Rules editor, rules.score: card_count
                    QT_TRANSLATE_NOOP("SchemaWord", "One point per card won"),
                })
                //: Rules editor: how points are counted
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "scoring")));
        add(SchemaRow::word("rules.tie", kTieWords, TieBreak::Shared,
                            QT_TRANSLATE_NOOP("Schema", "Tied players share the victory, or the "
                                                        "most successful prophecies decide "
                                                        "first."))
                .withWordLabels({
                    //: Rules editor, rules.tie: shared (tied players share the victory)
                    QT_TRANSLATE_NOOP("SchemaWord", "Shared victory"),
                    //: Rules editor, rules.tie: most_successful_prophecies (they decide first, then
                    //: the victory is shared)
                    QT_TRANSLATE_NOOP("SchemaWord", "Most successful prophecies first"),
                })
                //: Hyano: how tied players are separated, or share the victory
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "ties")));
        add(SchemaRow::word("rules.sage_rotation", kSageRotationWords, 1,
                            QT_TRANSLATE_NOOP("Schema", "The direction the sage role passes "
                                                        "in."))
                .withWordLabels({
                    //: Rules editor, rules.sage_rotation: left (the sage role passes to the left)
                    QT_TRANSLATE_NOOP("SchemaWord", "To the left"),
                    //: Rules editor, rules.sage_rotation: right
                    QT_TRANSLATE_NOOP("SchemaWord", "To the right"),
                })
                //: Hyano: the direction the sage role passes in
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "sage rotation")));
        add(SchemaRow::map("deck", QT_TRANSLATE_NOOP("Schema", "The cards."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "deck")));
        add(SchemaRow::list("deck.values", 2, 2,
                            QT_TRANSLATE_NOOP("Schema", "The lowest and the highest value; each "
                                                        "colour has one card of each value in "
                                                        "between."))
                .withDefault("[1, 10]")
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "card values"))
                //: Rules editor: one of the two ends of a range of values; %1 is 0 for the lowest,
                //: 1 for the highest
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "end of the range %1")));
        add(SchemaRow::integer("deck.values[]", 0, kMaxValue, "",
                               QT_TRANSLATE_NOOP("Schema", "A card value."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "card value")));
        add(SchemaRow::integer("deck.suns_per_colour", 0, kMaxSunsPerColour, "1",
                               QT_TRANSLATE_NOOP("Schema", "Sun jokers in each colour."))
                //: Hyano: how many Sun cards (jokers) each colour has
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "Sun cards per colour")));
        add(SchemaRow::localized("deck.sun_name",
                                 QT_TRANSLATE_NOOP("Schema", "The name of the Sun card."))
                //: Hyano: the name of the Sun card (the joker), in every language
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "Sun card name")));
        add(SchemaRow::localized("deck.sun_name_in_text",
                                 QT_TRANSLATE_NOOP("Schema", "The Sun's name inside a sentence."))
                //: Hyano: the Sun card's name as it is written inside a sentence
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "Sun card name in sentences")));
        add(SchemaRow::list("deck.colours", 1, kMaxColours,
                            QT_TRANSLATE_NOOP("Schema", "The card colours."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "card colours"))
                //: Hyano: one of the card colours; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "card colour %1")));
        add(SchemaRow::text("deck.colours[].id", 32,
                            QT_TRANSLATE_NOOP("Schema", "An id: one word, unique in its list."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "id")));
        add(SchemaRow::colour("deck.colours[].hex",
                              QT_TRANSLATE_NOOP("Schema", "The colour on the table, "
                                                          "written #rrggbb."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "colour")));
        add(SchemaRow::text("deck.colours[].mark", 32,
                            QT_TRANSLATE_NOOP("Schema", "The shape drawn on the cards of this "
                                                        "colour, so that colour is never the "
                                                        "only cue."))
                //: Hyano: the shape drawn on the cards of a colour, so that colour is never the
                //: only cue
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "mark")));
        add(SchemaRow::localized("deck.colours[].name",
                                 QT_TRANSLATE_NOOP("Schema", "The name shown to players."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "name")));
        add(SchemaRow::localized("deck.colours[].name_in_text",
                                 QT_TRANSLATE_NOOP("Schema", "The name inside a sentence, e.g. "
                                                             "lower case."))
                //: Rules editor: a name as it is written inside a sentence (e.g. in lower case,
                //: with its article)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "name in sentences")));
        add(SchemaRow::list("symbols", 1, kMaxPiles,
                            QT_TRANSLATE_NOOP("Schema", "The symbol discs, one per pile: pile i "
                                                        "carries symbols[i]."))
                //: Hyano: the symbol discs, one per pile
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "symbols"))
                //: Hyano: one of the symbol discs; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "symbol %1")));
        add(SchemaRow::text("symbols[].id", 32,
                            QT_TRANSLATE_NOOP("Schema", "The pile's word in action texts, e.g. "
                                                        "S3."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "id")));
        add(SchemaRow::text("symbols[].emblem", 32,
                            QT_TRANSLATE_NOOP("Schema", "What the table draws on the disc: one "
                                                        "of the shapes listed, or up to 3 "
                                                        "letters or kanji of your own (蓮, AB). "
                                                        "No two discs may look the same."))
                .withLabel(
                    //: Rules editor, Hyano: label of symbols[].emblem, what a pile's disc shows
                    QT_TRANSLATE_NOOP("SchemaLabel", "emblem on the disc"))
                .withWords(kEmblemShapeWords)
                .withWordLabels({
                    //: Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)
                    QT_TRANSLATE_NOOP("SchemaWord", "Moon"),
                    //: Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)
                    QT_TRANSLATE_NOOP("SchemaWord", "Star"),
                    //: Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)
                    QT_TRANSLATE_NOOP("SchemaWord", "Eagle"),
                    //: Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)
                    QT_TRANSLATE_NOOP("SchemaWord", "Mountain"),
                    //: Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)
                    QT_TRANSLATE_NOOP("SchemaWord", "River"),
                    //: Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)
                    QT_TRANSLATE_NOOP("SchemaWord", "Drum"),
                    //: Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)
                    QT_TRANSLATE_NOOP("SchemaWord", "Feather"),
                    //: Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem): a
                    //: flame
                    QT_TRANSLATE_NOOP("SchemaWord", "Fire"),
                    //: Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)
                    QT_TRANSLATE_NOOP("SchemaWord", "Arrow"),
                    //: Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)
                    QT_TRANSLATE_NOOP("SchemaWord", "Turtle"),
                }));
        add(SchemaRow::localized("symbols[].name",
                                 QT_TRANSLATE_NOOP("Schema", "The name shown to players."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "name")));
        return Schema("hyano", std::move(rows));
    }();
    return instance;
}

std::optional<Params> readParams(NodeReader &root, const GameInfo &info, DataErrors &errors)
{
    const std::size_t errorsBefore = errors.size();
    Params p;
    p.minPlayers = info.minPlayers;
    p.maxPlayers = info.maxPlayers;
    checkPlayerRange(
        root, info, 2, kMaxPlayers,
        {QT_TRANSLATE_NOOP("DataError", "Hyano supports 2 to %1"),
         DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n player(s)"), kMaxPlayers)},
        errors);

    const Schema &keys = schema();
    const DataNode *rulesNode = root.map(keys.row("rules"));
    if (rulesNode)
        readRules(*rulesNode, p, errors);
    const DataNode *deckNode = root.map(keys.row("deck"));
    if (deckNode)
        readDeck(*deckNode, p, errors);
    const DataNode *symbolsNode = root.sequence(keys.row("symbols"));
    if (symbolsNode)
        readSymbols(*symbolsNode, p, errors);
    if (errors.size() > errorsBefore)
        return std::nullopt;

    // Cross-checks, now that every part read cleanly.
    if (static_cast<int>(p.symbols.size()) < p.piles)
        errors.push_back(
            {symbolsNode->pos,
             "symbols",
             {QT_TRANSLATE_NOOP("DataError", "%1 need %2; found %3"),
              DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n pile(s)"), p.piles),
              DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n symbol(s)"), p.piles),
              p.symbols.size()}});
    const int totalCards = static_cast<int>(p.colours.size()) * p.cardsPerColour();
    if (totalCards < p.piles)
        errors.push_back(
            {deckNode->pos,
             "deck",
             {QT_TRANSLATE_NOOP("DataError", "the deck has %1: too few to give "
                                             "each of the %2 one card"),
              DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n card(s)"), totalCards),
              DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n pile(s)"), p.piles)}});
    // With `ring`, up to piles - 1 numbered cards of the Sun's colour can lie face up; the
    // Sun must keep a value to declare when it opens a round.
    if (p.sunsPerColour > 0 && p.valueCount() < p.piles)
        errors.push_back(
            {NodeReader::nodeAt(*deckNode, "values").pos,
             "deck.values",
             {QT_TRANSLATE_NOOP("DataError", "a Sun needs a value to declare even when every "
                                             "other face-up card is of its colour: give at least "
                                             "%1 (one per pile)"),
              DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n value(s)"), p.piles)}});
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
