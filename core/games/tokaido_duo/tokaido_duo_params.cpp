// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/tokaido_duo/tokaido_duo_params.h"

#include "engine/rules_registry.h"
#include "games/tokaido_duo/tokaido_duo_board.h"

#include <algorithm>

namespace kotatsu::tokaido_duo {

int characterIndex(std::string_view id)
{
    for (std::size_t i = 0; i < kCharacterIds.size(); ++i) {
        if (kCharacterIds[i] == id)
            return static_cast<int>(i);
    }
    return -1;
}

namespace {

template <typename T>
int findById(const std::vector<T> &items, std::string_view id)
{
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (items[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

} // namespace

int Params::totalWares() const
{
    int total = 0;
    for (const Ware &w : wares)
        total += w.count;
    return total;
}
int Params::maxFace(int character) const
{
    const auto &faces = dice[static_cast<std::size_t>(character)];
    return faces.empty() ? 0 : *std::max_element(faces.begin(), faces.end());
}
int Params::findTown(std::string_view id) const
{
    return findById(towns, id);
}
int Params::findRegion(std::string_view id) const
{
    return findById(regions, id);
}
int Params::findWare(std::string_view id) const
{
    return findById(wares, id);
}
int Params::findIcon(std::string_view id) const
{
    return findById(icons, id);
}
int Params::findSpaceType(std::string_view id) const
{
    return findById(spaceTypes, id);
}
int Params::waveTileOf(int character) const
{
    for (std::size_t i = 0; i < waveTiles.size(); ++i) {
        if (waveTiles[i].character == character)
            return static_cast<int>(i);
    }
    return -1;
}

const Schema &schema()
{
    static const Schema instance = [] {
        std::vector<SchemaRow> rows = headerRows();
        auto add = [&](SchemaRow row) { rows.push_back(std::move(row)); };
        auto addAll = [&](std::vector<SchemaRow> more) {
            for (SchemaRow &row : more)
                rows.push_back(std::move(row));
        };
        const char *idText = QT_TRANSLATE_NOOP("Schema", "An id: one word, unique in its list.");
        const char *nameText = QT_TRANSLATE_NOOP("Schema", "The name shown to players.");
        const char *nameInText = QT_TRANSLATE_NOOP("Schema", "The name inside a sentence, e.g. "
                                                             "lower case.");
        const char *atText = QT_TRANSLATE_NOOP("Schema", "Where to draw it: [x, y], each from 0 "
                                                         "to 1 (y downwards).");

        // The island.
        add(SchemaRow::map("board", QT_TRANSLATE_NOOP("Schema", "The island: ring, towns, "
                                                                "routes and regions."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "board")));
        SchemaRow aspect;
        aspect.key = "board.aspect";
        aspect.type = ValueType::Number;
        aspect.defaultValue = "2.0";
        aspect.description = QT_TRANSLATE_NOOP("Schema", "The board's width over its height "
                                                         "(coordinates are fractions of each).");
        //: Tokaido Duo: the board's width over its height
        aspect.withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "aspect ratio"));
        add(aspect);
        add(SchemaRow::list("board.space_types", 1, kMaxSpaceTypes,
                            QT_TRANSLATE_NOOP("Schema", "The kinds of ring space and what "
                                                        "stopping on each does."))
                //: Tokaido Duo: the kinds of ring space and what stopping on each does
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "space types"))
                //: Tokaido Duo: one kind of ring space; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "space type %1")));
        add(SchemaRow::text("board.space_types[].id", 32, idText)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "id")));
        add(SchemaRow::localized("board.space_types[].name", nameText)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "name")));
        add(SchemaRow::localized("board.space_types[].name_in_text", nameInText)
                .optional()
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "name in sentences")));
        add(SchemaRow::localized("board.space_types[].text",
                                 QT_TRANSLATE_NOOP("Schema", "A short explanation of the "
                                                             "effect."))
                //: Rules editor: the short explanation of what something does, shown to players
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "effect text")));
        add(SchemaRow::boolean("board.space_types[].coastal_town", false,
                               QT_TRANSLATE_NOOP("Schema", "Spaces of this kind are coastal "
                                                           "towns' (each named by one town's "
                                                           "ring)."))
                .optional()
                //: Tokaido Duo: spaces of this type belong to coastal towns
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "coastal-town space")));
        addAll(effectRows(kSpaceEffectsKey, true));
        add(SchemaRow::list("board.ring", 4, kMaxRing,
                            QT_TRANSLATE_NOOP("Schema", "The pilgrims' ring, index 0 first, "
                                                        "clockwise."))
                //: Tokaido Duo: the pilgrims' path of spaces round the coast (glossary: the ring)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "ring"))
                //: Tokaido Duo: one space of the ring; %1 its number, 0 first (the start), as the
                //: board editor shows it
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "ring space %1")));
        add(SchemaRow::text("board.ring[].type", 32,
                            QT_TRANSLATE_NOOP("Schema", "The space's kind: an id of "
                                                        "board.space_types."))
                //: Tokaido Duo: the type of a ring space (temple, garden...)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "type")));
        add(SchemaRow::list("board.ring[].at", 2, 2, atText)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "place"))
                //: Rules editor: one coordinate of a place; %1 is 0 for x (across), 1 for y
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "coordinate %1")));
        add(SchemaRow::list("board.towns", 2, kMaxTowns,
                            QT_TRANSLATE_NOOP("Schema", "The mountain and coastal towns."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "towns"))
                //: Tokaido Duo: one town; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "town %1")));
        add(SchemaRow::text("board.towns[].id", 32, idText)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "id")));
        add(SchemaRow::localized("board.towns[].name", nameText)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "name")));
        SchemaRow kind = SchemaRow::text("board.towns[].kind", 16,
                                         QT_TRANSLATE_NOOP("Schema", "mountain (inland, wares "
                                                                     "are drawn there) or "
                                                                     "coastal (on the ring, "
                                                                     "wares are sold there)."));
        kind.type = ValueType::Word;
        kind.words = {"mountain", "coastal"};
        kind.withWordLabels({
            //: Rules editor, board.towns[].kind: mountain (an inland town where wares are drawn)
            QT_TRANSLATE_NOOP("SchemaWord", "Mountain town"),
            //: Rules editor, board.towns[].kind: coastal (a town on the ring where wares are sold)
            QT_TRANSLATE_NOOP("SchemaWord", "Coastal town"),
        });
        //: Tokaido Duo: mountain town or coastal town
        kind.withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "kind of town"));
        add(kind);
        add(SchemaRow::integer("board.towns[].draw", 1, kMaxDraw, "",
                               QT_TRANSLATE_NOOP("Schema", "Mountain towns: the wares drawn "
                                                           "there."))
                .optional()
                //: Tokaido Duo: the wares a merchant draws at a mountain town
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "mountain-town draw")));
        add(SchemaRow::integer("board.towns[].ring", 0, kMaxRing - 1, "",
                               QT_TRANSLATE_NOOP("Schema", "Coastal towns: the index of their "
                                                           "ring space."))
                .optional()
                //: Tokaido Duo: the ring space a coastal town stands on
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "ring space")));
        add(SchemaRow::list("board.towns[].at", 2, 2,
                            QT_TRANSLATE_NOOP("Schema", "Where to draw it, [x, y]; coastal "
                                                        "towns default to their ring space."))
                .optional()
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "place"))
                //: Rules editor: one coordinate of a place; %1 is 0 for x (across), 1 for y
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "coordinate %1")));
        add(SchemaRow::list("board.routes", 1, kMaxRoutes,
                            QT_TRANSLATE_NOOP("Schema", "The trade routes, each [town, "
                                                        "town]."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "trade routes"))
                //: Tokaido Duo: one trade route; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "route %1")));
        add(SchemaRow::list("board.regions", 1, kMaxRegions,
                            QT_TRANSLATE_NOOP("Schema", "The regions the routes divide the "
                                                        "island into."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "regions"))
                //: Tokaido Duo: one region; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "region %1")));
        add(SchemaRow::text("board.regions[].id", 32, idText)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "id")));
        add(SchemaRow::localized("board.regions[].name", nameText)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "name")));
        add(SchemaRow::localized("board.regions[].name_in_text", nameInText)
                .optional()
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "name in sentences")));
        add(SchemaRow::text("board.regions[].icon", 32,
                            QT_TRANSLATE_NOOP("Schema", "Its painting icon: an id of "
                                                        "artist_board.icons."))
                //: Tokaido Duo: the painting icon of a region
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "painting icon")));
        add(SchemaRow::list("board.regions[].adjacent", 0, kMaxRegions,
                            QT_TRANSLATE_NOOP("Schema", "The regions across one of its routes "
                                                        "(symmetric)."))
                //: Tokaido Duo: the regions across one of a region's routes
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "neighbouring regions"))
                //: Tokaido Duo: one entry of a region's list of neighbouring regions; %1 its
                //: number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "neighbour %1")));
        add(SchemaRow::map("board.regions[].scope",
                           QT_TRANSLATE_NOOP("Schema", "The paint scope: what counts as in the "
                                                       "region."))
                //: Tokaido Duo: the region and all the spaces around it (glossary: paint scope)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "paint scope")));
        add(SchemaRow::list("board.regions[].scope.ring", 0, kMaxRing,
                            QT_TRANSLATE_NOOP("Schema", "Ring spaces on its coast (coastal "
                                                        "towns' spaces come with the towns)."))
                //: Tokaido Duo: the ring spaces on a region's coast
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "coast spaces"))
                //: Tokaido Duo: one entry of a region's list of coast spaces; %1 the entry's
                //: number, 0 first (not the ring space's number)
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "coast space %1")));
        add(SchemaRow::integer("board.regions[].scope.ring[]", 0, kMaxRing - 1, "",
                               QT_TRANSLATE_NOOP("Schema", "A ring space's index."))
                //: Rules editor, board.regions[].scope.ring[]: one ring space of a region's coast
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "ring space")));
        add(SchemaRow::list("board.regions[].scope.towns", 0, kMaxTowns,
                            QT_TRANSLATE_NOOP("Schema", "Towns on its border."))
                //: Tokaido Duo: the towns on a region's border
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "border towns"))
                //: Tokaido Duo: one entry of a region's list of border towns; %1 its number, 0
                //: first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "border town %1")));
        add(SchemaRow::list("board.regions[].label", 2, 2,
                            QT_TRANSLATE_NOOP("Schema", "Where to draw its name and icon, "
                                                        "[x, y]."))
                .optional()
                //: Tokaido Duo: where a region's name and icon are drawn
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "name position"))
                //: Rules editor: one coordinate of a place; %1 is 0 for x (across), 1 for y
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "coordinate %1")));
        add(SchemaRow::list("board.regions[].outline", 0, 256,
                            QT_TRANSLATE_NOOP("Schema", "Its shape for drawing: [[x, y], ...]."))
                .optional()
                //: Tokaido Duo: a region's shape for drawing
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "outline"))
                //: Tokaido Duo: one corner of a region's outline; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "outline point %1")));
        add(SchemaRow::map("board.start",
                           QT_TRANSLATE_NOOP("Schema", "Where the meeples stand at setup."))
                //: Tokaido Duo: where the meeples stand at setup
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "start positions")));
        add(SchemaRow::integer("board.start.pilgrim", 0, kMaxRing - 1, "0",
                               QT_TRANSLATE_NOOP("Schema", "The ring space both pilgrims share "
                                                           "at setup."))
                //: Tokaido Duo: the ring space both pilgrims start on
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "pilgrims' start space")));
        add(SchemaRow::text("board.start.merchant", 32,
                            QT_TRANSLATE_NOOP("Schema", "The mountain town of both merchants."))
                .withDefault("M2")
                //: Tokaido Duo: the mountain town both merchants start in
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "merchants' start town")));
        add(SchemaRow::text("board.start.artist", 32,
                            QT_TRANSLATE_NOOP("Schema", "The region of both artists."))
                .withDefault("R8")
                //: Tokaido Duo: the region both artists start in
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "artists' start region")));

        // The pieces.
        add(SchemaRow::map("dice", QT_TRANSLATE_NOOP("Schema", "The faces of each character's "
                                                               "die."))
                //: Tokaido Duo: the faces of each character's die
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "dice")));
        const char *faceText = QT_TRANSLATE_NOOP("Schema", "A face: the steps it gives.");
        const std::array<const char *, 3> diceText{
            QT_TRANSLATE_NOOP("Schema", "The pilgrim's die: spaces along the ring."),
            QT_TRANSLATE_NOOP("Schema", "The merchant's die: routes travelled."),
            QT_TRANSLATE_NOOP("Schema", "The artist's die: regions crossed into.")};
        const std::array<const char *, 3> diceLabel{
            QT_TRANSLATE_NOOP("SchemaLabel", "pilgrim's die"),
            QT_TRANSLATE_NOOP("SchemaLabel", "merchant's die"),
            QT_TRANSLATE_NOOP("SchemaLabel", "artist's die")};
        const std::array<const char *, 3> faceItem{
            //: Tokaido Duo: one face of the pilgrim's die; %1 its number, 0 first
            QT_TRANSLATE_NOOP("SchemaItem", "pilgrim's die face %1"),
            //: Tokaido Duo: one face of the merchant's die; %1 its number, 0 first
            QT_TRANSLATE_NOOP("SchemaItem", "merchant's die face %1"),
            //: Tokaido Duo: one face of the artist's die; %1 its number, 0 first
            QT_TRANSLATE_NOOP("SchemaItem", "artist's die face %1")};
        const std::array<const char *, 3> diceDefault{"[1, 2, 2, 3, 3, 4]", "[1, 1, 2, 2, 3, 3]",
                                                      "[1, 1, 2, 2, 3, 3]"};
        for (std::size_t c = 0; c < kCharacters; ++c) {
            const std::string key = "dice." + std::string(kCharacterIds[c]);
            add(SchemaRow::list(key, 1, kMaxFaces, diceText[c])
                    .withDefault(diceDefault[c])
                    .withLabel(diceLabel[c])
                    .withItemLabel(faceItem[c]));
            add(SchemaRow::integer(key + "[]", 1, kMaxFaceValue, "", faceText)
                    //: Tokaido Duo: one face of a die: the steps it gives
                    .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "face")));
        }
        add(SchemaRow::list("wares", 1, kMaxWareTypes,
                            QT_TRANSLATE_NOOP("Schema", "The ware types and how many of each "
                                                        "are in the bag."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "wares"))
                //: Tokaido Duo: one ware type; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "ware %1")));
        add(SchemaRow::text("wares[].id", 32, idText)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "id")));
        add(SchemaRow::integer("wares[].count", 1, kMaxWaresPerType, "",
                               QT_TRANSLATE_NOOP("Schema", "Tokens of this type."))
                //: Tokaido Duo: how many tokens of a ware type are in the bag
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "tokens in the bag")));
        add(SchemaRow::localized("wares[].name", nameText)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "name")));
        add(SchemaRow::list("boutiques", 1, kMaxTowns,
                            QT_TRANSLATE_NOOP("Schema", "The boutique tokens, one per coastal "
                                                        "town, shuffled at setup."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "boutique tokens"))
                //: Tokaido Duo: one boutique token; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "boutique token %1")));
        add(SchemaRow::text("boutiques[].ware", 32,
                            QT_TRANSLATE_NOOP("Schema", "The ware type it buys."))
                //: Tokaido Duo: the ware type a boutique token buys
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "ware")));
        add(SchemaRow::integer("boutiques[].value", 1, 20, "",
                               QT_TRANSLATE_NOOP("Schema", "Coins per ware sold (and a "
                                                           "pilgrim's coins there)."))
                //: Tokaido Duo: the coins a boutique token pays per ware sold
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "value")));
        add(SchemaRow::map("tracks", QT_TRANSLATE_NOOP("Schema", "The pilgrim board's two "
                                                                 "tracks."))
                //: Tokaido Duo: the pilgrim board's temple and garden tracks
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "tracks")));
        add(SchemaRow::list("tracks.temple", 1, kMaxTrack,
                            QT_TRANSLATE_NOOP("Schema", "The value of each temple-track space, "
                                                        "first visit first."))
                .withDefault("[1, 2, 3, 4, 5, 6, 7, 8, 9]")
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "temple track"))
                //: Tokaido Duo: one space of the temple track; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "temple-track space %1")));
        add(SchemaRow::integer("tracks.temple[]", 0, 1000, "",
                               QT_TRANSLATE_NOOP("Schema", "A space's value."))
                //: Tokaido Duo: the points of one track space
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "space value")));
        add(SchemaRow::list("tracks.garden", 1, kMaxTrack,
                            QT_TRANSLATE_NOOP("Schema", "The value of each garden-track space, "
                                                        "first visit first."))
                .withDefault("[1, 2, 3, 4, 5, 6]")
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "garden track"))
                //: Tokaido Duo: one space of the garden track; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "garden-track space %1")));
        add(SchemaRow::integer("tracks.garden[]", 0, 1000, "",
                               QT_TRANSLATE_NOOP("Schema", "A space's value."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "space value")));
        add(SchemaRow::map("merchant_board", QT_TRANSLATE_NOOP("Schema", "The merchant board."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "merchant board")));
        add(SchemaRow::list("merchant_board.slot_values", 1, kMaxSlabs,
                            QT_TRANSLATE_NOOP("Schema", "The value above each slab slot; one "
                                                        "slot per slab."))
                .withDefault("[3, 7, 12, 18, 25, 33]")
                //: Tokaido Duo: the points above each gold slab (koban) slot
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "gold slab slot values"))
                //: Tokaido Duo: one gold slab (koban) slot of the merchant board; %1 its number, 0
                //: first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "gold slab slot %1")));
        add(SchemaRow::integer("merchant_board.slot_values[]", 0, 1000, "",
                               QT_TRANSLATE_NOOP("Schema", "A slot's value."))
                //: Tokaido Duo: the points of one slot
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "slot value")));
        add(SchemaRow::integer("merchant_board.coins_per_slab", 1, 100, "10",
                               QT_TRANSLATE_NOOP("Schema", "Coins that become one gold slab."))
                //: Tokaido Duo: the coins that become one gold slab (koban)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "coins per gold slab")));
        add(SchemaRow::integer("merchant_board.hand_limit", 1, kMaxHandLimit, "5",
                               QT_TRANSLATE_NOOP("Schema", "The most wares a merchant keeps."))
                //: Tokaido Duo: the most wares a merchant keeps (glossary: hand limit)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "ware limit")));
        add(SchemaRow::map("artist_board",
                           QT_TRANSLATE_NOOP("Schema", "The artist board and its painting "
                                                       "tiles."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "artist board")));
        add(SchemaRow::integer("artist_board.rows", 1, 4, "2",
                               QT_TRANSLATE_NOOP("Schema", "Rows of painting slots."))
                //: Tokaido Duo: the rows of painting slots on the artist board
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "rows of slots")));
        add(SchemaRow::integer("artist_board.cols", 1, 8, "5",
                               QT_TRANSLATE_NOOP("Schema", "Slots per row."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "slots per row")));
        add(SchemaRow::list("artist_board.slot_values", 1, kMaxPaintings,
                            QT_TRANSLATE_NOOP("Schema", "The value under each slot, reading "
                                                        "order: one per slot."))
                .withDefault("[1, 2, 4, 6, 9, 12, 16, 20, 25, 30]")
                //: Tokaido Duo: the points under each painting slot
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "painting slot values"))
                //: Tokaido Duo: one painting slot of the artist board; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "painting slot %1")));
        add(SchemaRow::integer("artist_board.slot_values[]", 0, 1000, "",
                               QT_TRANSLATE_NOOP("Schema", "A slot's value."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "slot value")));
        add(SchemaRow::list("artist_board.icons", 1, kMaxIcons,
                            QT_TRANSLATE_NOOP("Schema", "The painting icons (also the regions' "
                                                        "icons) and each player's tiles of "
                                                        "each."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "painting icons"))
                //: Tokaido Duo: one painting icon; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "painting icon %1")));
        add(SchemaRow::text("artist_board.icons[].id", 32, idText)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "id")));
        add(SchemaRow::integer("artist_board.icons[].count", 0, kMaxPaintings, "",
                               QT_TRANSLATE_NOOP("Schema", "Tiles of this icon per player."))
                //: Tokaido Duo: each player's painting tiles with this icon
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "tiles per player")));
        add(SchemaRow::localized("artist_board.icons[].name", nameText)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "name")));

        // The wave tiles.
        add(SchemaRow::list("wave_tiles", 0, kCharacters,
                            QT_TRANSLATE_NOOP("Schema", "The double-sided wave tiles, at most "
                                                        "one per character."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "wave tiles"))
                //: Tokaido Duo: one double-sided wave tile; %1 its number, 0 first
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "wave tile %1")));
        SchemaRow character = SchemaRow::text("wave_tiles[].character", 16,
                                              QT_TRANSLATE_NOOP("Schema", "The character board "
                                                                          "it goes on."));
        character.type = ValueType::Word;
        character.words = {"pilgrim", "merchant", "artist"};
        character.withWordLabels({
            //: Rules editor, wave_tiles[].character: pilgrim (the character board the tile goes on)
            QT_TRANSLATE_NOOP("SchemaWord", "Pilgrim"),
            //: Rules editor, wave_tiles[].character: merchant
            QT_TRANSLATE_NOOP("SchemaWord", "Merchant"),
            //: Rules editor, wave_tiles[].character: artist
            QT_TRANSLATE_NOOP("SchemaWord", "Artist"),
        });
        //: Tokaido Duo: the character board a wave tile goes on
        character.withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "character"));
        add(character);
        add(SchemaRow::list("wave_tiles[].sides", 2, 2,
                            QT_TRANSLATE_NOOP("Schema", "Its two sides."))
                //: Tokaido Duo: the two sides of a wave tile
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "tile sides"))
                //: Tokaido Duo: one side of a wave tile; %1 is 0 or 1
                .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "tile side %1")));
        add(SchemaRow::text("wave_tiles[].sides[].id", 32, idText)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "id")));
        add(SchemaRow::localized("wave_tiles[].sides[].name", nameText)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "name")));
        add(SchemaRow::localized("wave_tiles[].sides[].text",
                                 QT_TRANSLATE_NOOP("Schema", "A short explanation of the "
                                                             "effect."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "effect text")));
        addAll(effectRows(kWaveEffectsKey, false));

        // The rules.
        add(SchemaRow::map("rules", QT_TRANSLATE_NOOP("Schema", "The rules parameters."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "rules")));
        add(SchemaRow::word("rules.first_player", kFirstPlayerWords, FirstPlayer::Random,
                            QT_TRANSLATE_NOOP("Schema", "Who picks first in round 1: at random, "
                                                        "the first seat or the second seat."))
                .withWordLabels({
                    //: Rules editor, rules.first_player: random (who picks first in round 1)
                    QT_TRANSLATE_NOOP("SchemaWord", "At random"),
                    //: Rules editor, rules.first_player: seat0
                    QT_TRANSLATE_NOOP("SchemaWord", "The first seat"),
                    //: Rules editor, rules.first_player: seat1
                    QT_TRANSLATE_NOOP("SchemaWord", "The second seat"),
                })
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "first player")));
        add(SchemaRow::integer("rules.starting_coins", 0, 9, "0",
                               QT_TRANSLATE_NOOP("Schema", "Coins each player starts with."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "starting coins")));
        add(SchemaRow::integer("rules.starting_wares", 0, kMaxHandLimit, "0",
                               QT_TRANSLATE_NOOP("Schema", "Wares each player draws from the "
                                                           "bag at setup."))
                //: Tokaido Duo: the wares each player draws at setup
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "starting wares")));
        add(SchemaRow::word("rules.wave_sides", kWaveSidesWords, WaveSides::Random,
                            QT_TRANSLATE_NOOP("Schema", "Which side of each wave tile is up "
                                                        "for the game: random, or always the "
                                                        "first or the second."))
                .withWordLabels({
                    //: Rules editor, rules.wave_sides: random (which side of each wave tile is up)
                    QT_TRANSLATE_NOOP("SchemaWord", "At random"),
                    //: Rules editor, rules.wave_sides: first
                    QT_TRANSLATE_NOOP("SchemaWord", "Always the first side"),
                    //: Rules editor, rules.wave_sides: second
                    QT_TRANSLATE_NOOP("SchemaWord", "Always the second side"),
                })
                //: Tokaido Duo: which side of each wave tile is up for the game
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "wave tile sides")));
        add(SchemaRow::boolean("rules.own_meeples_block", true,
                               QT_TRANSLATE_NOOP("Schema", "A player's own merchant blocks their "
                                                           "pilgrim, and the other way round."))
                //: Tokaido Duo: a player's own merchant blocks their pilgrim, and the other way
                //: round
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "own meeples block")));
        add(SchemaRow::boolean("rules.start_space_blocks", true,
                               QT_TRANSLATE_NOOP("Schema", "The shared start space counts as "
                                                           "occupied while the other pilgrim "
                                                           "is still on it."))
                //: Tokaido Duo: the shared start space counts as occupied
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "start space blocks")));
        add(SchemaRow::word("rules.steal_wave_tiles", kStealWords, StealWaveTiles::WhenBoardEmpty,
                            QT_TRANSLATE_NOOP("Schema", "A seashore takes one of the opponent's "
                                                        "tiles when none is left on the board, "
                                                        "or never."))
                .withWordLabels({
                    //: Rules editor, rules.steal_wave_tiles: when_board_empty (a seashore takes one
                    //: of the opponent's wave tiles when none is left on the board)
                    QT_TRANSLATE_NOOP("SchemaWord", "When the board has none left"),
                    //: Rules editor, rules.steal_wave_tiles: never
                    QT_TRANSLATE_NOOP("SchemaWord", "Never"),
                })
                //: Tokaido Duo: when a seashore takes one of the opponent's wave tiles
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "taking the opponent's wave tiles")));
        add(SchemaRow::boolean("rules.convert_repeatedly", true,
                               QT_TRANSLATE_NOOP("Schema", "Coins become as many slabs as they "
                                                           "make at once (else one per gain)."))
                //: Tokaido Duo: coins become as many gold slabs (kobans) as they make at once
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "several gold slabs at once")));
        add(SchemaRow::map("rules.hot_spring",
                           QT_TRANSLATE_NOOP("Schema", "The hot spring token's repeat."))
                //: Tokaido Duo: the section of the Hot Spring token's repeats (glossary: Hot Spring
                //: token)
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "Hot Spring token")));
        add(SchemaRow::boolean("rules.hot_spring.on_gaining_die", false,
                               QT_TRANSLATE_NOOP("Schema", "The token may repeat the die that "
                                                           "gained it."))
                //: Tokaido Duo: the Hot Spring token may repeat the die that gained it
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "repeat the die that gained it")));
        add(SchemaRow::integer("rules.hot_spring.repeats_per_die", 0, 3, "1",
                               QT_TRANSLATE_NOOP("Schema", "Repeats one die may get (0: the "
                                                           "token is never used)."))
                //: Tokaido Duo: how often one die may be repeated with the Hot Spring token
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "repeats per die")));
        add(SchemaRow::boolean("rules.hot_spring.in_last_round", true,
                               QT_TRANSLATE_NOOP("Schema", "Repeats are allowed once the end is "
                                                           "triggered."))
                //: Tokaido Duo: repeats are allowed once the end is triggered
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "repeats in the last round")));
        add(SchemaRow::map("rules.end", QT_TRANSLATE_NOOP("Schema", "When the game ends."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "end of the game")));
        SchemaRow triggers = SchemaRow::list("rules.end.triggers", 1, kTriggers,
                                             QT_TRANSLATE_NOOP("Schema", "The end conditions: a "
                                                                         "full temple or "
                                                                         "garden track, the "
                                                                         "last slab, the last "
                                                                         "gift."))
                                 .withDefault("[temples, gardens, slabs, gifts]");
        triggers.words = wordsOf(kTriggerWords);
        triggers.withWordLabels({
            //: Rules editor, rules.end.triggers: temples (an end condition)
            QT_TRANSLATE_NOOP("SchemaWord", "A full temple track"),
            //: Rules editor, rules.end.triggers: gardens
            QT_TRANSLATE_NOOP("SchemaWord", "A full garden track"),
            //: Rules editor, rules.end.triggers: slabs (the last gold slab is taken)
            QT_TRANSLATE_NOOP("SchemaWord", "The last gold slab"),
            //: Rules editor, rules.end.triggers: gifts (the last painting tile is gifted)
            QT_TRANSLATE_NOOP("SchemaWord", "The last gift"),
        });
        triggers
            //: Tokaido Duo: what ends the game (glossary: end conditions)
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "end conditions"))
            //: Tokaido Duo: one of the end conditions; %1 its number, 0 first
            .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "end condition %1"));
        add(triggers);
        add(SchemaRow::word("rules.end.timing", kEndTimingWords, EndTiming::EndOfRound,
                            QT_TRANSLATE_NOOP("Schema", "The game ends at the end of the round "
                                                        "in which a condition is met, or at "
                                                        "once."))
                .withWordLabels({
                    //: Rules editor, rules.end.timing: end_of_round (the game ends at the end of
                    //: the round)
                    QT_TRANSLATE_NOOP("SchemaWord", "At the end of the round"),
                    //: Rules editor, rules.end.timing: immediately
                    QT_TRANSLATE_NOOP("SchemaWord", "At once"),
                })
                //: Tokaido Duo: at the end of the round, or at once
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "when the game ends")));
        add(SchemaRow::map("rules.scoring", QT_TRANSLATE_NOOP("Schema", "How points are "
                                                                        "counted."))
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "scoring")));
        add(SchemaRow::word("rules.scoring.pilgrim", kPilgrimScoringWords, PilgrimScoring::Product,
                            QT_TRANSLATE_NOOP("Schema", "The pilgrim scores the temple-track "
                                                        "value times (or plus) the garden-track "
                                                        "value."))
                .withWordLabels({
                    //: Rules editor, rules.scoring.pilgrim: product (temple-track value times
                    //: garden-track value)
                    QT_TRANSLATE_NOOP("SchemaWord", "Temples × gardens"),
                    //: Rules editor, rules.scoring.pilgrim: sum
                    QT_TRANSLATE_NOOP("SchemaWord", "Temples + gardens"),
                })
                //: Tokaido Duo: how the pilgrim scores
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "pilgrim's points")));
        add(SchemaRow::word("rules.scoring.merchant", kMerchantScoringWords,
                            MerchantScoring::SlabSlot,
                            QT_TRANSLATE_NOOP("Schema", "The merchant scores the value above "
                                                        "its right-most slab, or nothing."))
                .withWordLabels({
                    //: Rules editor, rules.scoring.merchant: slab_slot (the value above its
                    //: right-most gold slab)
                    QT_TRANSLATE_NOOP("SchemaWord", "The value above the last slab"),
                    //: Rules editor, rules.scoring.merchant: none (the merchant scores nothing)
                    QT_TRANSLATE_NOOP("SchemaWord", "Nothing"),
                })
                //: Tokaido Duo: how the merchant scores
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "merchant's points")));
        add(SchemaRow::word("rules.scoring.artist", kArtistScoringWords, ArtistScoring::GiftSlot,
                            QT_TRANSLATE_NOOP("Schema", "The artist scores the value under its "
                                                        "last gifted tile, or nothing."))
                .withWordLabels({
                    //: Rules editor, rules.scoring.artist: gift_slot (the value under its last
                    //: gifted tile)
                    QT_TRANSLATE_NOOP("SchemaWord", "The value under the last gift"),
                    //: Rules editor, rules.scoring.artist: none (the artist scores nothing)
                    QT_TRANSLATE_NOOP("SchemaWord", "Nothing"),
                })
                //: Tokaido Duo: how the artist scores
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "artist's points")));
        add(SchemaRow::word("rules.scoring.tie_break", kTieBreakWords, TieBreak::Coins,
                            QT_TRANSLATE_NOOP("Schema", "Equal points: more coins win, or it is "
                                                        "a draw."))
                .withWordLabels({
                    //: Rules editor, rules.scoring.tie_break: coins (equal points: more coins win)
                    QT_TRANSLATE_NOOP("SchemaWord", "More coins win"),
                    //: Rules editor, rules.scoring.tie_break: none (equal points: a draw)
                    QT_TRANSLATE_NOOP("SchemaWord", "A draw"),
                })
                //: Rules editor: who wins when the points are equal
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "tie-break")));
        addAll(automaRows());
        // The values that name another list's ids: renaming an id renames them too.
        setReferences(rows, {{"board.ring[].type", "board.space_types"},
                             {"board.routes", "board.towns"},
                             {"board.regions[].icon", "artist_board.icons"},
                             {"board.regions[].adjacent", "board.regions"},
                             {"board.regions[].scope.towns", "board.towns"},
                             {"board.start.merchant", "board.towns"},
                             {"board.start.artist", "board.regions"},
                             {"boutiques[].ware", "wares"},
                             {"automa.gains.pilgrim_spaces", "board.space_types"},
                             {"automa.levels[].gains.pilgrim_spaces", "board.space_types"}});
        return Schema("tokaido_duo", std::move(rows));
    }();
    return instance;
}

namespace {

std::vector<int> readIntegers(NodeReader &reader, const SchemaRow &row, const SchemaRow &item,
                              DataErrors &errors)
{
    std::vector<int> out;
    if (const DataNode *list = reader.sequence(row)) {
        const std::string path = reader.keyPath(row.name());
        for (std::size_t i = 0; i < list->items.size(); ++i) {
            auto v = NodeReader::toInteger(list->items[i], NodeReader::itemPath(path, i), errors,
                                           *item.min, *item.max);
            out.push_back(static_cast<int>(v.value_or(0)));
        }
    }
    return out;
}

void readComponents(NodeReader &root, Params &p, DataErrors &errors)
{
    const Schema &s = schema();
    if (const DataNode *diceNode = root.map(s.row("dice"))) {
        NodeReader dice(*diceNode, "dice", errors);
        for (std::size_t c = 0; c < kCharacters; ++c) {
            const std::string key = "dice." + std::string(kCharacterIds[c]);
            p.dice[c] = readIntegers(dice, s.row(key), s.row(key + "[]"), errors);
        }
        dice.finish();
    }
    if (const DataNode *list = root.sequence(s.row("wares"))) {
        for (std::size_t i = 0; i < list->items.size(); ++i) {
            NodeReader item(list->items[i], NodeReader::itemPath("wares", i), errors);
            Ware w;
            w.id = item.string(s.row("wares[].id"));
            if (!w.id.empty() && p.findWare(w.id) >= 0)
                item.error(item.at("id"), "id",
                           {QT_TRANSLATE_NOOP("DataError", "ware '%1' appears twice"), w.id});
            w.count = static_cast<int>(item.integer(s.row("wares[].count")));
            w.name = item.text(s.row("wares[].name"));
            item.finish();
            p.wares.push_back(std::move(w));
        }
    }
    if (const DataNode *list = root.sequence(s.row("boutiques"))) {
        for (std::size_t i = 0; i < list->items.size(); ++i) {
            NodeReader item(list->items[i], NodeReader::itemPath("boutiques", i), errors);
            Boutique b;
            const std::string ware = item.string(s.row("boutiques[].ware"));
            b.ware = p.findWare(ware);
            if (b.ware < 0 && !ware.empty()) {
                std::string known;
                for (const Ware &w : p.wares)
                    known += (known.empty() ? "" : ", ") + w.id;
                item.error(
                    item.at("ware"), "ware",
                    {QT_TRANSLATE_NOOP("DataError", "unknown ware '%1' (wares: %2)"), ware, known});
                b.ware = 0;
            }
            b.value = static_cast<int>(item.integer(s.row("boutiques[].value")));
            item.finish();
            p.boutiques.push_back(b);
        }
    }
    if (const DataNode *tracksNode = root.map(s.row("tracks"))) {
        NodeReader tracks(*tracksNode, "tracks", errors);
        p.templeTrack =
            readIntegers(tracks, s.row("tracks.temple"), s.row("tracks.temple[]"), errors);
        p.gardenTrack =
            readIntegers(tracks, s.row("tracks.garden"), s.row("tracks.garden[]"), errors);
        tracks.finish();
    }
    if (const DataNode *mbNode = root.map(s.row("merchant_board"))) {
        NodeReader mb(*mbNode, "merchant_board", errors);
        p.merchantSlots = readIntegers(mb, s.row("merchant_board.slot_values"),
                                       s.row("merchant_board.slot_values[]"), errors);
        p.coinsPerSlab = static_cast<int>(mb.integer(s.row("merchant_board.coins_per_slab")));
        p.handLimit = static_cast<int>(mb.integer(s.row("merchant_board.hand_limit")));
        mb.finish();
    }
    if (const DataNode *abNode = root.map(s.row("artist_board"))) {
        NodeReader ab(*abNode, "artist_board", errors);
        // The slots and tiles are counted against rows × cols only when both read: a bad
        // size is its own error, not one more for the values and the icons.
        const std::size_t beforeSize = errors.size();
        p.rows = static_cast<int>(ab.integer(s.row("artist_board.rows")));
        p.cols = static_cast<int>(ab.integer(s.row("artist_board.cols")));
        const bool sizeRead = errors.size() == beforeSize;
        const std::size_t before = errors.size();
        p.artistSlots = readIntegers(ab, s.row("artist_board.slot_values"),
                                     s.row("artist_board.slot_values[]"), errors);
        if (sizeRead && errors.size() == before &&
            static_cast<int>(p.artistSlots.size()) != p.paintings())
            ab.error(ab.at("slot_values"), "slot_values",
                     {QT_TRANSLATE_NOOP("DataError", "the board has rows × cols = %1 slots, so it "
                                                     "needs that many values; found %2"),
                      p.paintings(), p.artistSlots.size()});
        if (p.paintings() > kMaxPaintings)
            ab.error(
                ab.at("cols"), "cols",
                {QT_TRANSLATE_NOOP("DataError", "at most %1 slots (rows × cols)"), kMaxPaintings});
        if (const DataNode *list = ab.sequence(s.row("artist_board.icons"))) {
            int total = 0;
            const std::size_t beforeIcons = errors.size();
            for (std::size_t i = 0; i < list->items.size(); ++i) {
                NodeReader item(list->items[i], NodeReader::itemPath("artist_board.icons", i),
                                errors);
                Icon icon;
                icon.id = item.string(s.row("artist_board.icons[].id"));
                if (!icon.id.empty() && p.findIcon(icon.id) >= 0)
                    item.error(
                        item.at("id"), "id",
                        {QT_TRANSLATE_NOOP("DataError", "icon '%1' appears twice"), icon.id});
                icon.count = static_cast<int>(item.integer(s.row("artist_board.icons[].count")));
                total += icon.count;
                icon.name = item.text(s.row("artist_board.icons[].name"));
                item.finish();
                p.icons.push_back(std::move(icon));
            }
            if (sizeRead && errors.size() == beforeIcons && total != p.paintings())
                ab.error(*list, "icons",
                         {QT_TRANSLATE_NOOP("DataError", "each player's tiles (%1) must fill the "
                                                         "board's rows × cols = %2 slots"),
                          total, p.paintings()});
        }
        ab.finish();
    }
}

void readWaveTiles(NodeReader &root, Params &p, DataErrors &errors)
{
    const Schema &s = schema();
    const DataNode *list = root.sequence(s.row("wave_tiles"));
    if (!list)
        return;
    for (std::size_t i = 0; i < list->items.size(); ++i) {
        const std::string path = NodeReader::itemPath("wave_tiles", i);
        NodeReader item(list->items[i], path, errors);
        WaveTile tile;
        tile.character = static_cast<int>(item.wordIndex(s.row("wave_tiles[].character")));
        if (p.waveTileOf(tile.character) >= 0)
            item.error(item.at("character"), "character",
                       {QT_TRANSLATE_NOOP("DataError",
                                          "a second %1 tile; there is at most one per character"),
                        kCharacterIds[tile.character]});
        if (const DataNode *sides = item.sequence(s.row("wave_tiles[].sides"))) {
            for (std::size_t k = 0; k < sides->items.size() && k < 2; ++k) {
                const std::string sidePath = NodeReader::itemPath(path + ".sides", k);
                NodeReader side(sides->items[k], sidePath, errors);
                WaveSide &ws = tile.sides[k];
                ws.id = side.string(s.row("wave_tiles[].sides[].id"));
                ws.name = side.text(s.row("wave_tiles[].sides[].name"));
                ws.text = side.text(s.row("wave_tiles[].sides[].text"));
                if (const DataNode *effects = side.sequence(s.row("wave_tiles[].sides[].effects")))
                    ws.effects = readWaveEffects(*effects, side.keyPath("effects"), errors);
                side.finish();
            }
            if (sides->items.size() == 2 && tile.sides[0].id == tile.sides[1].id &&
                !tile.sides[0].id.empty())
                errors.push_back({sides->pos,
                                  path + ".sides",
                                  {QT_TRANSLATE_NOOP("DataError", "both sides have the id '%1'"),
                                   tile.sides[0].id}});
        }
        item.finish();
        p.waveTiles.push_back(std::move(tile));
    }
}

void readRules(NodeReader &root, Params &p, DataErrors &errors)
{
    const Schema &s = schema();
    const DataNode *rulesNode = root.map(s.row("rules"));
    if (!rulesNode)
        return;
    NodeReader rules(*rulesNode, "rules", errors);
    p.firstPlayer = rules.word(s.row("rules.first_player"), kFirstPlayerWords);
    p.startingCoins = static_cast<int>(rules.integer(s.row("rules.starting_coins")));
    p.startingWares = static_cast<int>(rules.integer(s.row("rules.starting_wares")));
    p.waveSides = rules.word(s.row("rules.wave_sides"), kWaveSidesWords);
    p.ownMeeplesBlock = rules.boolean(s.row("rules.own_meeples_block"));
    p.startSpaceBlocks = rules.boolean(s.row("rules.start_space_blocks"));
    p.stealWaveTiles = rules.word(s.row("rules.steal_wave_tiles"), kStealWords);
    p.convertRepeatedly = rules.boolean(s.row("rules.convert_repeatedly"));
    if (const DataNode *springNode = rules.map(s.row("rules.hot_spring"))) {
        NodeReader spring(*springNode, "rules.hot_spring", errors);
        p.springOnGainingDie = spring.boolean(s.row("rules.hot_spring.on_gaining_die"));
        p.springRepeatsPerDie =
            static_cast<int>(spring.integer(s.row("rules.hot_spring.repeats_per_die")));
        p.springInLastRound = spring.boolean(s.row("rules.hot_spring.in_last_round"));
        spring.finish();
    }
    if (const DataNode *endNode = rules.map(s.row("rules.end"))) {
        NodeReader end(*endNode, "rules.end", errors);
        const SchemaRow &row = s.row("rules.end.triggers");
        p.triggers = 0;
        if (const DataNode *list = end.sequence(row)) {
            for (std::size_t i = 0; i < list->items.size(); ++i) {
                const std::string path = NodeReader::itemPath("rules.end.triggers", i);
                if (auto w = NodeReader::toWord(list->items[i], path, errors, row.words)) {
                    if (p.triggers & (1u << *w))
                        errors.push_back({list->items[i].pos,
                                          path,
                                          {QT_TRANSLATE_NOOP("DataError", "'%1' is listed twice"),
                                           row.words[*w]}});
                    p.triggers = static_cast<std::uint8_t>(p.triggers | (1u << *w));
                }
            }
        }
        p.endTiming = end.word(s.row("rules.end.timing"), kEndTimingWords);
        end.finish();
    }
    if (const DataNode *scoringNode = rules.map(s.row("rules.scoring"))) {
        NodeReader scoring(*scoringNode, "rules.scoring", errors);
        p.pilgrimScoring = scoring.word(s.row("rules.scoring.pilgrim"), kPilgrimScoringWords);
        p.merchantScoring = scoring.word(s.row("rules.scoring.merchant"), kMerchantScoringWords);
        p.artistScoring = scoring.word(s.row("rules.scoring.artist"), kArtistScoringWords);
        p.tieBreak = scoring.word(s.row("rules.scoring.tie_break"), kTieBreakWords);
        scoring.finish();
    }
    rules.finish();
}

} // namespace

std::optional<Params> readParams(NodeReader &root, const GameInfo &info, DataErrors &errors)
{
    const std::size_t errorsBefore = errors.size();
    Params p;
    checkPlayerRange(root, info, kSeats, kSeats,
                     QT_TRANSLATE_NOOP("DataError", "Tokaido Duo is a game for exactly 2 players"),
                     errors);
    readComponents(root, p, errors);
    readWaveTiles(root, p, errors);
    readRules(root, p, errors);
    // The island refers to the icons and wares; read after them, checked against them.
    readBoard(root, p, errors);
    if (errors.size() == errorsBefore)
        checkBoard(root.node(), p, errors);
    readAutoma(root, p, errors); // names space types: after the board
    if (errors.size() > errorsBefore)
        return std::nullopt;
    p.sizes = {static_cast<int>(p.ring.size()),
               static_cast<int>(p.towns.size()),
               static_cast<int>(p.wares.size()),
               static_cast<int>(p.templeTrack.size()),
               static_cast<int>(p.gardenTrack.size()),
               p.maxSlabs(),
               p.paintings()};
    return p;
}

} // namespace kotatsu::tokaido_duo
