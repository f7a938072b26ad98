// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/tokaido_duo/tokaido_duo_automa.h"

#include "data/translate_noop.h"
#include "games/tokaido_duo/tokaido_duo_params.h"
#include "games/tokaido_duo/tokaido_duo_state.h"

#include <algorithm>

namespace kotatsu::tokaido_duo {

namespace {

enum class MerchantGain : std::uint8_t
{
    LoadAndDeliver
};
inline constexpr WordTable<MerchantGain, 1> kMerchantGainWords{{
    {MerchantGain::LoadAndDeliver, "load_and_deliver"},
}};
enum class KeptEffect : std::uint8_t
{
    HotSpring,
    WaveTile
};
inline constexpr WordTable<KeptEffect, 2> kKeptEffectWords{{
    {KeptEffect::HotSpring, "take_hot_spring"},
    {KeptEffect::WaveTile, "take_wave_tile"},
}};
inline constexpr WordTable<AutomaDieRule, 3> kDieCriteria{{
    {AutomaDieRule::Gain, "gain"},
    {AutomaDieRule::LowestRank, "lowest_rank"},
    {AutomaDieRule::Order, "order"},
}};
inline constexpr WordTable<AutomaDestinationRule, 3> kDestinationCriteria{{
    {AutomaDestinationRule::Gain, "gain"},
    {AutomaDestinationRule::Deny, "deny"},
    {AutomaDestinationRule::LowestId, "lowest_id"},
}};
inline constexpr WordTable<Character, 3> kCharacterWords{{
    {kPilgrim, "pilgrim"},
    {kMerchant, "merchant"},
    {kArtist, "artist"},
}};

SchemaRow wordList(std::string key, std::vector<std::string> words, std::string defaultValue,
                   const char *description)
{
    SchemaRow row =
        SchemaRow::list(std::move(key), 1, static_cast<std::int64_t>(words.size()), description)
            .withDefault(std::move(defaultValue));
    row.words = std::move(words);
    return row;
}

// A list of distinct words of row.words, as their indices.
std::vector<std::size_t> readWordList(NodeReader &reader, const SchemaRow &row, DataErrors &errors)
{
    std::vector<std::size_t> out;
    const DataNode *list = reader.sequence(row);
    if (!list)
        return out;
    const std::string path = reader.keyPath(row.name());
    for (std::size_t i = 0; i < list->items.size(); ++i) {
        const std::string itemPath = NodeReader::itemPath(path, i);
        if (auto w = NodeReader::toWord(list->items[i], itemPath, errors, row.words)) {
            if (std::find(out.begin(), out.end(), *w) != out.end())
                errors.push_back(
                    {list->items[i].pos,
                     itemPath,
                     {QT_TRANSLATE_NOOP("DataError", "'%1' is listed twice"), row.words[*w]}});
            else
                out.push_back(*w);
        }
    }
    return out;
}

std::array<std::uint8_t, 3> readOrder(NodeReader &reader, const SchemaRow &row, DataErrors &errors)
{
    std::array<std::uint8_t, 3> order{0, 1, 2};
    const std::size_t before = errors.size();
    const std::vector<std::size_t> words = readWordList(reader, row, errors);
    if (words.size() == 3) {
        for (std::size_t i = 0; i < 3; ++i)
            order[i] = static_cast<std::uint8_t>(words[i]);
    } else if (errors.size() == before) {
        reader.error(
            reader.at(row.name()), row.name(),
            QT_TRANSLATE_NOOP("DataError", "name each of pilgrim, merchant and artist once"));
    }
    return order;
}

} // namespace

int AutomaRules::orderOf(int character) const
{
    for (std::size_t i = 0; i < characterOrder.size(); ++i) {
        if (characterOrder[i] == character)
            return static_cast<int>(i);
    }
    return 3;
}

// The rows of a gains map at `prefix` (the game's, or a level's own, which may leave any
// key out to keep the game's).
void addGainRows(std::vector<SchemaRow> &rows, const std::string &prefix, bool optional)
{
    auto add = [&](SchemaRow row) {
        if (optional)
            row.optional();
        rows.push_back(std::move(row));
    };
    SchemaRow tracks = SchemaRow::list(prefix + ".pilgrim_tracks", 0, 2,
                                       QT_TRANSLATE_NOOP("Schema", "Its pilgrim climbs a rank "
                                                                   "when it stops on a space "
                                                                   "whose effects move a "
                                                                   "player's marker up one of "
                                                                   "these tracks: a temple, a "
                                                                   "garden, or a new kind of "
                                                                   "space such as Awaji's "
                                                                   "shrine gates."))
                           .withDefault("[temple, garden]");
    tracks.words = {"temple", "garden"};
    tracks.withWordLabels({
        //: Rules editor, automa.gains.pilgrim_tracks: temple (the Automa's pilgrim climbs on
        //: spaces that move the temple track up)
        QT_TRANSLATE_NOOP("SchemaWord", "Temple track"),
        //: Rules editor, automa.gains.pilgrim_tracks: garden
        QT_TRANSLATE_NOOP("SchemaWord", "Garden track"),
    });
    //: Tokaido Duo: one entry of the list of tracks; %1 its number, 0 first
    tracks.withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "track %1"));
    //: Rules editor, automa.gains.pilgrim_tracks: the tracks whose spaces make the Automa's
    //: pilgrim climb a rank
    add(tracks.withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "tracks that give the pilgrim a rank")));
    // Optional even in the game's gains: the tracks say what a temple or a garden is.
    SchemaRow spaces =
        SchemaRow::list(prefix + ".pilgrim_spaces", 0, kMaxSpaceTypes,
                        QT_TRANSLATE_NOOP("Schema", "More kinds of ring space "
                                                    "(ids of board.space_types) "
                                                    "on which its pilgrim climbs "
                                                    "a rank."))
            //: Rules editor, automa.gains.pilgrim_spaces: more kinds of ring
            //: space on which the Automa's pilgrim climbs
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "more spaces that give the pilgrim a rank"))
            //: Tokaido Duo: one entry of a list of space types; %1 its number, 0 first
            .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "space type %1"));
    rows.push_back(std::move(spaces.optional()));
    rows.push_back(SchemaRow::text(prefix + ".pilgrim_spaces[]", 32,
                                   QT_TRANSLATE_NOOP("Schema", "An id of board.space_types."))
                       .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "space type")));
    add(SchemaRow::word(prefix + ".merchant", kMerchantGainWords, MerchantGain::LoadAndDeliver,
                        QT_TRANSLATE_NOOP("Schema", "load_and_deliver: it loads at a mountain "
                                                    "town and climbs a rank when it reaches a "
                                                    "coastal town loaded."))
            .withWordLabels({
                //: Rules editor, automa.gains.merchant: load_and_deliver (the Automa's merchant
                //: loads at a mountain town and climbs a rank when it reaches a coastal town
                //: loaded)
                QT_TRANSLATE_NOOP("SchemaWord", "Load in the mountains, deliver to the coast"),
            })
            //: Tokaido Duo: how the Automa's merchant climbs a rank
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "merchant's rank")));
    add(SchemaRow::integer(prefix + ".artist_meeples", 0, 6, "3",
                           QT_TRANSLATE_NOOP("Schema", "Its artist climbs a rank when the paint "
                                                       "scope of its destination holds at least "
                                                       "this many other meeples."))
            //: Tokaido Duo: the other meeples the Automa's artist needs in scope to climb a rank
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "meeples for the artist's rank")));
}

std::vector<SchemaRow> automaRows()
{
    std::vector<SchemaRow> rows;
    auto add = [&](SchemaRow row) { rows.push_back(std::move(row)); };
    add(SchemaRow::map("automa", QT_TRANSLATE_NOOP("Schema", "The solo opponent: its rank "
                                                             "tracks, how it chooses, its "
                                                             "levels."))
            .optional()
            //: Tokaido Duo: the section of the solo opponent (glossary: the Automa)
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "Automa")));
    add(SchemaRow::integer("automa.default_level", 1, 9, "2",
                           QT_TRANSLATE_NOOP("Schema", "The level offered first (1 is the "
                                                       "first of levels)."))
            //: Tokaido Duo: the Automa level the launcher offers first
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "first level offered")));
    add(SchemaRow::map("automa.gains", QT_TRANSLATE_NOOP("Schema", "What moves a rank one "
                                                                   "step."))
            //: Tokaido Duo: what moves the Automa's ranks one step
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "rank gains")));
    addGainRows(rows, "automa.gains", false);
    add(wordList("automa.space_effects", wordsOf(kKeptEffectWords),
                 "[take_hot_spring, take_wave_tile]",
                 QT_TRANSLATE_NOOP("Schema", "The ring-space effects its pilgrim carries out; "
                                             "it ignores the others."))
            .withWordLabels({
                //: Rules editor, automa.space_effects: take_hot_spring (the Automa's pilgrim takes
                //: the hot spring token)
                QT_TRANSLATE_NOOP("SchemaWord", "Take the hot spring token"),
                //: Rules editor, automa.space_effects: take_wave_tile
                QT_TRANSLATE_NOOP("SchemaWord", "Take a wave tile"),
            })
            //: Tokaido Duo: the ring-space effects the Automa's pilgrim carries out
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "space effects it carries out"))
            //: Tokaido Duo: one effect of a space type or a wave tile; %1 its number, 0 first
            .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "effect %1")));
    add(wordList("automa.die_priorities", wordsOf(kDieCriteria), "[gain, lowest_rank, order]",
                 QT_TRANSLATE_NOOP("Schema", "How it chooses a die, first criterion first: "
                                             "gain, lowest_rank, order."))
            .withWordLabels({
                //: Rules editor, automa.die_priorities: gain (the Automa prefers a die that moves a
                //: rank)
                QT_TRANSLATE_NOOP("SchemaWord", "A die that climbs a rank"),
                //: Rules editor, automa.die_priorities: lowest_rank (the character lowest on its
                //: rank track)
                QT_TRANSLATE_NOOP("SchemaWord", "The lowest rank"),
                //: Rules editor, automa.die_priorities: order (automa.character_order decides)
                QT_TRANSLATE_NOOP("SchemaWord", "The character order"),
            })
            //: Tokaido Duo: the Automa's criteria for choosing a die, first first
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "how it chooses a die"))
            //: Tokaido Duo: one of the Automa's criteria, first first; %1 its number, 0 first
            .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "criterion %1")));
    add(wordList("automa.destination_priorities", wordsOf(kDestinationCriteria),
                 "[gain, deny, lowest_id]",
                 QT_TRANSLATE_NOOP("Schema", "How it chooses a destination, first criterion "
                                             "first: gain, deny, lowest_id."))
            .withWordLabels({
                //: Rules editor, automa.destination_priorities: gain (a destination where it climbs
                //: a rank)
                QT_TRANSLATE_NOOP("SchemaWord", "A destination that climbs a rank"),
                //: Rules editor, automa.destination_priorities: deny (a destination the person's
                //: merchant or pilgrim wants, blocked)
                QT_TRANSLATE_NOOP("SchemaWord", "Block the player"),
                //: Rules editor, automa.destination_priorities: lowest_id (the first in the board's
                //: listing)
                QT_TRANSLATE_NOOP("SchemaWord", "First in the board's list"),
            })
            //: Tokaido Duo: the Automa's criteria for choosing a destination, first first
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "how it chooses a destination"))
            //: Tokaido Duo: one of the Automa's criteria, first first; %1 its number, 0 first
            .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "criterion %1")));
    add(wordList("automa.character_order", wordsOf(kCharacterWords), "[pilgrim, merchant, artist]",
                 QT_TRANSLATE_NOOP("Schema", "The characters it prefers, first first (the "
                                             "order criterion)."))
            .withWordLabels({
                //: Rules editor, automa.character_order: pilgrim
                QT_TRANSLATE_NOOP("SchemaWord", "Pilgrim"),
                //: Rules editor, automa.character_order: merchant
                QT_TRANSLATE_NOOP("SchemaWord", "Merchant"),
                //: Rules editor, automa.character_order: artist
                QT_TRANSLATE_NOOP("SchemaWord", "Artist"),
            })
            //: Tokaido Duo: the characters the Automa prefers, first first
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "character order"))
            //: Tokaido Duo: one entry of a list of characters; %1 its number, 0 first
            .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "character %1")));
    add(wordList("automa.wave_order", wordsOf(kCharacterWords), "[pilgrim, merchant, artist]",
                 QT_TRANSLATE_NOOP("Schema", "The wave tile it takes first on a seashore."))
            .withWordLabels({
                //: Rules editor, automa.wave_order: pilgrim
                QT_TRANSLATE_NOOP("SchemaWord", "Pilgrim"),
                //: Rules editor, automa.wave_order: merchant
                QT_TRANSLATE_NOOP("SchemaWord", "Merchant"),
                //: Rules editor, automa.wave_order: artist
                QT_TRANSLATE_NOOP("SchemaWord", "Artist"),
            })
            //: Tokaido Duo: the wave tile the Automa takes first on a seashore
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "wave tile order"))
            //: Tokaido Duo: one entry of a list of characters; %1 its number, 0 first
            .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "character %1")));
    add(SchemaRow::boolean("automa.full_tracks_end", true,
                           QT_TRANSLATE_NOOP("Schema", "A full rank track ends the game like a "
                                                       "player's full track."))
            //: Tokaido Duo: a full rank track of the Automa ends the game
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "full rank track ends the game")));
    add(SchemaRow::list("automa.levels", 1, 9,
                        QT_TRANSLATE_NOOP("Schema", "The levels, easiest first."))
            //: Tokaido Duo: the Automa's levels, easiest first
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "levels"))
            //: Tokaido Duo: one of the Automa's levels; %1 its number, 0 first
            .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "level %1")));
    add(SchemaRow::text("automa.levels[].id", 32,
                        QT_TRANSLATE_NOOP("Schema", "An id: one word, unique in its list."))
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "id")));
    add(SchemaRow::localized("automa.levels[].name",
                             QT_TRANSLATE_NOOP("Schema", "The name shown to players."))
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "name")));
    add(SchemaRow::localized("automa.levels[].description",
                             QT_TRANSLATE_NOOP("Schema", "One line on what to expect."))
            //: Tokaido Duo: one line on what to expect of an Automa level
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "description")));
    add(SchemaRow::map("automa.levels[].gains",
                       QT_TRANSLATE_NOOP("Schema", "The level's own gains; a key left out "
                                                   "keeps automa.gains'."))
            .optional()
            //: Tokaido Duo: what moves the Automa's ranks one step
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "rank gains")));
    addGainRows(rows, "automa.levels[].gains", true);
    add(SchemaRow::map("automa.levels[].tracks",
                       QT_TRANSLATE_NOOP("Schema", "The value of each rank, per character; a "
                                                   "track has as many ranks as values."))
            //: Tokaido Duo: the value of each rank, per character (glossary: rank track)
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "rank tracks")));
    // Labels by character, in kCharacterIds' order.
    const std::array<const char *, 3> trackLabel{
        QT_TRANSLATE_NOOP("SchemaLabel", "pilgrim's rank track"),
        QT_TRANSLATE_NOOP("SchemaLabel", "merchant's rank track"),
        QT_TRANSLATE_NOOP("SchemaLabel", "artist's rank track")};
    const std::array<const char *, 3> rankItem{
        //: Tokaido Duo: one rank of the Automa's pilgrim rank track; %1 its number, 0 first
        QT_TRANSLATE_NOOP("SchemaItem", "pilgrim's rank %1"),
        //: Tokaido Duo: one rank of the Automa's merchant rank track; %1 its number, 0 first
        QT_TRANSLATE_NOOP("SchemaItem", "merchant's rank %1"),
        //: Tokaido Duo: one rank of the Automa's artist rank track; %1 its number, 0 first
        QT_TRANSLATE_NOOP("SchemaItem", "artist's rank %1")};
    const std::array<const char *, 3> startLabel{
        QT_TRANSLATE_NOOP("SchemaLabel", "pilgrim's starting rank"),
        QT_TRANSLATE_NOOP("SchemaLabel", "merchant's starting rank"),
        QT_TRANSLATE_NOOP("SchemaLabel", "artist's starting rank")};
    for (std::size_t c = 0; c < kCharacterIds.size(); ++c) {
        const std::string key = "automa.levels[].tracks." + std::string(kCharacterIds[c]);
        add(SchemaRow::list(key, 1, kMaxTrack,
                            QT_TRANSLATE_NOOP("Schema", "The value of each rank, first rank "
                                                        "first."))
                .withLabel(trackLabel[c])
                .withItemLabel(rankItem[c]));
        add(SchemaRow::integer(key + "[]", 0, 1000, "",
                               QT_TRANSLATE_NOOP("Schema", "A rank's value."))
                //: Tokaido Duo: the points one rank is worth
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "rank value")));
    }
    add(SchemaRow::map("automa.levels[].start",
                       QT_TRANSLATE_NOOP("Schema", "The ranks it starts with."))
            //: Tokaido Duo: the ranks the Automa starts with
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "starting ranks")));
    for (std::size_t c = 0; c < kCharacterIds.size(); ++c)
        add(SchemaRow::integer("automa.levels[].start." + std::string(kCharacterIds[c]), 0,
                               kMaxTrack, "0", QT_TRANSLATE_NOOP("Schema", "Starting rank."))
                .optional()
                .withLabel(startLabel[c]));
    return rows;
}

namespace {

// A gains map at `rows` (schema prefix): the game's, or a level's, whose absent keys keep
// what `out` holds (the game's).
void readGains(NodeReader &gains, const std::string &rows, const Params &p, AutomaGains &out,
               DataErrors &errors)
{
    const Schema &s = schema();
    const SchemaRow &tracksRow = s.row(rows + ".pilgrim_tracks");
    if (tracksRow.required || gains.optional(tracksRow)) {
        out.tracks = 0;
        for (std::size_t w : readWordList(gains, tracksRow, errors))
            out.tracks = static_cast<std::uint8_t>(out.tracks | (1u << w));
    }
    const SchemaRow &spacesRow = s.row(rows + ".pilgrim_spaces");
    if (gains.optional(spacesRow)) {
        out.namedSpaces = 0;
        if (const DataNode *list = gains.sequence(spacesRow)) {
            const std::string path = gains.keyPath("pilgrim_spaces");
            for (std::size_t i = 0; i < list->items.size(); ++i) {
                const std::string itemPath = NodeReader::itemPath(path, i);
                auto id = NodeReader::toString(list->items[i], itemPath, errors, 32);
                if (!id)
                    continue;
                const int type = p.findSpaceType(*id);
                if (type < 0) {
                    errors.push_back({list->items[i].pos,
                                      itemPath,
                                      {QT_TRANSLATE_NOOP("DataError", "unknown space type '%1' "
                                                                      "(board.space_types: %2)"),
                                       *id, idsOf(p.spaceTypes)}});
                    continue;
                }
                out.namedSpaces |= std::uint32_t{1} << type;
            }
        }
    }
    // The spaces it climbs on: those named, and those that move a track of pilgrim_tracks.
    out.pilgrimSpaces = out.namedSpaces;
    for (std::size_t t = 0; t < p.spaceTypes.size(); ++t) {
        for (const SpaceEffect &e : p.spaceTypes[t].effects) {
            if (e.kind == SpaceEffectKind::AdvanceTrack && ((out.tracks >> e.arg) & 1))
                out.pilgrimSpaces |= std::uint32_t{1} << t;
        }
    }
    const SchemaRow &merchantRow = s.row(rows + ".merchant");
    if (merchantRow.required || gains.optional(merchantRow))
        gains.word(merchantRow, kMerchantGainWords);
    const SchemaRow &artistRow = s.row(rows + ".artist_meeples");
    if (artistRow.required || gains.optional(artistRow))
        out.artistMeeples = static_cast<int>(gains.integer(artistRow));
    gains.finish();
}

} // namespace

void readAutoma(NodeReader &root, Params &p, DataErrors &errors)
{
    const Schema &s = schema();
    const DataNode *node = root.optional(s.row("automa"));
    if (!node)
        return;
    if (!node->isMap()) {
        root.map(s.row("automa")); // reports the type
        return;
    }
    NodeReader automa(*node, "automa", errors);
    AutomaRules &a = p.automa;
    a.present = true;
    if (const DataNode *gainsNode = automa.map(s.row("automa.gains"))) {
        NodeReader gains(*gainsNode, "automa.gains", errors);
        readGains(gains, "automa.gains", p, a.gains, errors);
    }
    const std::vector<std::size_t> kept =
        readWordList(automa, s.row("automa.space_effects"), errors);
    a.keepsHotSpring = std::find(kept.begin(), kept.end(), 0) != kept.end();
    a.keepsWaveTile = std::find(kept.begin(), kept.end(), 1) != kept.end();
    for (std::size_t w : readWordList(automa, s.row("automa.die_priorities"), errors))
        a.diePriorities.push_back(kDieCriteria[w].value);
    for (std::size_t w : readWordList(automa, s.row("automa.destination_priorities"), errors))
        a.destinationPriorities.push_back(kDestinationCriteria[w].value);
    a.characterOrder = readOrder(automa, s.row("automa.character_order"), errors);
    a.waveOrder = readOrder(automa, s.row("automa.wave_order"), errors);
    a.fullTracksEnd = automa.boolean(s.row("automa.full_tracks_end"));
    if (const DataNode *list = automa.sequence(s.row("automa.levels"))) {
        for (std::size_t i = 0; i < list->items.size(); ++i) {
            const std::string path = NodeReader::itemPath("automa.levels", i);
            NodeReader item(list->items[i], path, errors);
            AutomaLevel level;
            level.id = item.string(s.row("automa.levels[].id"));
            for (const AutomaLevel &other : a.levels) {
                if (!level.id.empty() && other.id == level.id)
                    item.error(
                        item.at("id"), "id",
                        {QT_TRANSLATE_NOOP("DataError", "level '%1' appears twice"), level.id});
            }
            level.name = item.text(s.row("automa.levels[].name"));
            level.gains = a.gains;
            if (const DataNode *gainsNode = item.optional(s.row("automa.levels[].gains"))) {
                NodeReader gains(*gainsNode, path + ".gains", errors);
                if (gainsNode->isMap())
                    readGains(gains, "automa.levels[].gains", p, level.gains, errors);
                else
                    item.map(s.row("automa.levels[].gains")); // reports the type
            }
            level.description = item.text(s.row("automa.levels[].description"));
            if (const DataNode *tracksNode = item.map(s.row("automa.levels[].tracks"))) {
                NodeReader tracks(*tracksNode, path + ".tracks", errors);
                for (std::size_t c = 0; c < kCharacters; ++c) {
                    const std::string key =
                        "automa.levels[].tracks." + std::string(kCharacterIds[c]);
                    const SchemaRow &row = s.row(key);
                    const SchemaRow &itemRow = s.row(key + "[]");
                    if (const DataNode *values = tracks.sequence(row)) {
                        const std::string valuesPath = tracks.keyPath(row.name());
                        for (std::size_t k = 0; k < values->items.size(); ++k) {
                            auto v = NodeReader::toInteger(values->items[k],
                                                           NodeReader::itemPath(valuesPath, k),
                                                           errors, *itemRow.min, *itemRow.max);
                            level.tracks[c].push_back(static_cast<int>(v.value_or(0)));
                        }
                    }
                }
                tracks.finish();
            }
            if (const DataNode *startNode = item.map(s.row("automa.levels[].start"))) {
                NodeReader start(*startNode, path + ".start", errors);
                for (std::size_t c = 0; c < kCharacters; ++c) {
                    const std::string key =
                        "automa.levels[].start." + std::string(kCharacterIds[c]);
                    if (start.optional(s.row(key)))
                        level.start[c] = static_cast<int>(start.integer(s.row(key)));
                    if (level.start[c] >= static_cast<int>(level.tracks[c].size()) &&
                        !level.tracks[c].empty())
                        start.error(
                            start.at(kCharacterIds[c]), kCharacterIds[c],
                            {QT_TRANSLATE_NOOP("DataError", "a starting rank must be "
                                                            "below the track's length (%1)"),
                             level.tracks[c].size()});
                }
                start.finish();
            }
            item.finish();
            a.levels.push_back(std::move(level));
        }
    }
    a.defaultLevel = static_cast<int>(automa.integer(s.row("automa.default_level")));
    if (a.defaultLevel > a.levelCount() && a.levelCount() > 0)
        automa.error(automa.at("default_level"), "default_level",
                     {QT_TRANSLATE_NOOP("DataError", "there are only %1 levels"), a.levelCount()});
    automa.finish();
}

Json automaJson(const Params &p)
{
    const AutomaRules &a = p.automa;
    Json j = Json::object();
    j["default_level"] = a.defaultLevel;
    Json order = Json::array();
    for (std::uint8_t c : a.characterOrder)
        order.push(kCharacterIds[c]);
    j["character_order"] = std::move(order);
    Json die = Json::array();
    for (AutomaDieRule r : a.diePriorities)
        die.push(wordOf(kAutomaDieRuleWords, r));
    j["die_priorities"] = std::move(die);
    Json dest = Json::array();
    for (AutomaDestinationRule r : a.destinationPriorities)
        dest.push(wordOf(kAutomaDestinationRuleWords, r));
    j["destination_priorities"] = std::move(dest);
    Json levels = Json::array();
    for (std::size_t i = 0; i < a.levels.size(); ++i) {
        const AutomaLevel &l = a.levels[i];
        Json level = Json::object();
        level["level"] = static_cast<int>(i + 1);
        level["id"] = l.id;
        level["name"] = l.name.toJson();
        level["description"] = l.description.toJson();
        Json tracks = Json::object();
        Json start = Json::object();
        for (std::size_t c = 0; c < kCharacters; ++c) {
            Json values = Json::array();
            for (int v : l.tracks[c])
                values.push(v);
            tracks[kCharacterIds[c]] = std::move(values);
            start[kCharacterIds[c]] = l.start[c];
        }
        level["tracks"] = std::move(tracks);
        level["start"] = std::move(start);
        Json spaces = Json::array();
        for (std::size_t t = 0; t < p.spaceTypes.size(); ++t) {
            if ((l.gains.pilgrimSpaces >> t) & 1)
                spaces.push(p.spaceTypes[t].id);
        }
        // Every kind of space its pilgrim climbs on (named, or moving one of its tracks).
        level["pilgrim_spaces"] = std::move(spaces);
        Json tracks_ = Json::array();
        for (std::size_t t = 0; t < 2; ++t) {
            if ((l.gains.tracks >> t) & 1)
                tracks_.push(t == 0 ? "temple" : "garden");
        }
        level["pilgrim_tracks"] = std::move(tracks_);
        level["artist_meeples"] = l.gains.artistMeeples;
        levels.push(std::move(level));
    }
    j["levels"] = std::move(levels);
    return j;
}

} // namespace kotatsu::tokaido_duo
