// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/tokaido_duo/tokaido_duo_effects.h"

#include "data/node_reader.h"
#include "games/tokaido_duo/tokaido_duo_params.h"

#include <algorithm>
#include <stdexcept>

namespace kotatsu::tokaido_duo {

void WaveEffects::add(const WaveEffects &other)
{
    for (std::size_t i = 0; i < other.stepOffsets.size() && !stepOffsets.full(); ++i) {
        stepOffsets.push_back(other.stepOffsets[i]);
        stepMins.push_back(other.stepMins[i]);
    }
    extraFlips = static_cast<std::int8_t>(extraFlips + other.extraFlips);
    extraDraw = static_cast<std::int8_t>(extraDraw + other.extraDraw);
    extraCoinsPerSale = static_cast<std::int8_t>(extraCoinsPerSale + other.extraCoinsPerSale);
    paintCountsPath = paintCountsPath || other.paintCountsPath;
}

const std::vector<EffectPrimitive> &effectPrimitives()
{
    static const std::vector<EffectPrimitive> table{
        {"advance_track", true, false,
         //: Rules editor, an effect of a ring space: the pilgrim's marker moves up the temple or
         //: garden track
         QT_TRANSLATE_NOOP("SchemaWord", "Move up a track"),
         QT_TRANSLATE_NOOP("Schema", "The pilgrim's marker on a track (temple or garden) moves "
                                     "up one space; a full track gives nothing.")},
        {"gain_coins", true, false,
         //: Rules editor, an effect of a ring space: the player gains copper coins
         QT_TRANSLATE_NOOP("SchemaWord", "Gain coins"),
         QT_TRANSLATE_NOOP("Schema", "The player gains coins: a number, or boutique_value (the "
                                     "value of this coastal town's boutique token). Coins "
                                     "become slabs at once.")},
        {"take_hot_spring", true, false,
         //: Rules editor, an effect of a ring space (also a word of automa.space_effects)
         QT_TRANSLATE_NOOP("SchemaWord", "Take the hot spring token"),
         QT_TRANSLATE_NOOP("Schema", "The player takes the hot spring token, from the board or "
                                     "from the opponent.")},
        {"take_wave_tile", true, false,
         //: Rules editor, an effect of a ring space (also a word of automa.space_effects)
         QT_TRANSLATE_NOOP("SchemaWord", "Take a wave tile"),
         QT_TRANSLATE_NOOP("Schema", "The player takes a wave tile still on the board (their "
                                     "choice), else one of the opponent's (rules."
                                     "steal_wave_tiles), else nothing.")},
        {"flip_paintings", true, false,
         //: Rules editor, an effect of a ring space: face-down painting tiles are turned face up
         QT_TRANSLATE_NOOP("SchemaWord", "Turn up painting tiles"),
         QT_TRANSLATE_NOOP("Schema", "The player turns up that many face-down painting tiles, "
                                     "in reading order.")},
        {"pilgrim_steps", false, true,
         //: Rules editor, an effect of a wave tile: the pilgrim may move another number of
         //: spaces than the die shows
         QT_TRANSLATE_NOOP("SchemaWord", "Pilgrim: another step count"),
         QT_TRANSLATE_NOOP("Schema", "The pilgrim may move die + offset spaces instead of the "
                                     "die (at least min, default 1): a choice of two counts.")},
        {"extra_flips", false, true,
         //: Rules editor, an effect of a wave tile: Paint turns up more painting tiles
         QT_TRANSLATE_NOOP("SchemaWord", "Paint: more tiles turned up"),
         QT_TRANSLATE_NOOP("Schema", "Paint turns up that many more tiles, even with nobody "
                                     "in scope.")},
        {"extra_draw", false, true,
         //: Rules editor, an effect of a wave tile: a mountain town gives more wares
         QT_TRANSLATE_NOOP("SchemaWord", "Mountain town: more wares"),
         QT_TRANSLATE_NOOP("Schema", "A mountain town gives that many more wares.")},
        {"extra_coins_per_sale", false, true,
         //: Rules editor, an effect of a wave tile: each ware sold earns more coins
         QT_TRANSLATE_NOOP("SchemaWord", "Sale: more coins per ware"),
         QT_TRANSLATE_NOOP("Schema", "Each ware sold earns that many more coins.")},
        {"paint_counts_path", false, true,
         //: Rules editor, an effect of a wave tile (Inspired): Paint counts the meeples of every
         //: region the artist entered on its move
         QT_TRANSLATE_NOOP("SchemaWord", "Paint: the whole path counts"),
         QT_TRANSLATE_NOOP("Schema", "Paint counts the meeples of every region entered on the "
                                     "move, each once (not the start region); every path of "
                                     "the artist becomes its own choice.")},
    };
    return table;
}

namespace {

// The row of a primitive's parameter, written once: its type, range or words, and label.
SchemaRow parameterRow(const std::string &key, const EffectPrimitive &p)
{
    const std::string_view n = p.name;
    if (n == "advance_track") {
        SchemaRow row = SchemaRow::text(key, 16, p.description);
        row.type = ValueType::Word;
        row.max.reset();
        row.words = {"temple", "garden"};
        row.withWordLabels({
            //: Rules editor, advance_track: temple (an effect moves the pilgrim's marker up the
            //: temple track)
            QT_TRANSLATE_NOOP("SchemaWord", "Temple track"),
            //: Rules editor, advance_track: garden
            QT_TRANSLATE_NOOP("SchemaWord", "Garden track"),
        });
        //: Rules editor, the parameter of advance_track: which track moves up
        return row.withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "track"));
    }
    if (n == "gain_coins") {
        // A number of coins, or the word boutique_value: one row says both.
        SchemaRow row = SchemaRow::integer(key, 1, 20, "", p.description);
        row.words = {"boutique_value"};
        row.withWordLabels({
            //: Rules editor, gain_coins: boutique_value (the player gains the value of the
            //: boutique token of this coastal town)
            QT_TRANSLATE_NOOP("SchemaWord", "The boutique token's value"),
        });
        //: Rules editor, the parameter of gain_coins: how many coins
        return row.withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "coins"));
    }
    if (n == "flip_paintings")
        return SchemaRow::integer(key, 1, 6, "", p.description)
            //: Rules editor, the parameter of flip_paintings: how many painting tiles
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "painting tiles"));
    if (n == "pilgrim_steps")
        return SchemaRow::map(key, p.description)
            //: Rules editor, the parameter of pilgrim_steps: the other count the pilgrim may move
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "other step count"));
    if (n == "extra_flips")
        return SchemaRow::integer(key, 1, 6, "", p.description)
            //: Rules editor, the parameter of extra_flips: how many more painting tiles
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "more tiles"));
    // At most 2: with a town's largest draw (6) a draw puts at most 8 wares over the hand
    // limit, the bound of a return decision's choices (kMaxChoices).
    if (n == "extra_draw")
        return SchemaRow::integer(key, 1, 2, "", p.description)
            //: Rules editor, the parameter of extra_draw: how many more wares
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "more wares"));
    if (n == "extra_coins_per_sale")
        return SchemaRow::integer(key, 1, 5, "", p.description)
            //: Rules editor, the parameter of extra_coins_per_sale: how many more coins per ware
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "more coins"));
    // Written bare: no field in the picker; the label names the effect in undo steps and the
    // Changes list.
    SchemaRow row = SchemaRow::noValue(key, p.description);
    if (n == "take_hot_spring")
        //: Rules editor, the effect take_hot_spring (it takes no parameter)
        return row.withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "take the hot spring token"));
    if (n == "take_wave_tile")
        //: Rules editor, the effect take_wave_tile (it takes no parameter)
        return row.withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "take a wave tile"));
    if (n == "paint_counts_path")
        //: Rules editor, the effect paint_counts_path (it takes no parameter)
        return row.withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "paint: the whole path counts"));
    // A primitive added to the table needs its row here: caught by every test that loads
    // the game.
    throw std::logic_error("effect primitive '" + std::string(n) + "' has no parameter row");
}

} // namespace

std::vector<SchemaRow> effectRows(std::string_view listKey, bool onSpace)
{
    const std::string list(listKey);
    std::vector<SchemaRow> rows;
    rows.push_back(
        (onSpace
             ? SchemaRow::list(list, 0, kMaxSpaceEffects,
                               QT_TRANSLATE_NOOP("Schema", "What the pilgrim's arrival does, "
                                                           "in order (effect primitives)."))
                   //: Rules editor, board.space_types[].effects: what stopping on the space does
                   .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "effects on arrival"))
             : SchemaRow::list(list, 0, kMaxSpaceEffects,
                               QT_TRANSLATE_NOOP("Schema", "What the tile changes while held "
                                                           "(effect primitives)."))
                   //: Rules editor, wave_tiles[].sides[].effects: what holding the tile changes
                   .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "effects while held")))
            //: Tokaido Duo: one effect of a space type or a wave tile; %1 its number, 0 first
            .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "effect %1")));
    // The item: one primitive, written bare or as a map of it to its parameter.
    SchemaRow item;
    item.key = list + "[]";
    item.type = ValueType::Word;
    item.description = QT_TRANSLATE_NOOP("Schema", "One effect: a primitive, written bare or as "
                                                   "a map of it to its parameter.");
    //: Rules editor, one item of an effect list
    item.label = QT_TRANSLATE_NOOP("SchemaLabel", "effect");
    std::vector<const EffectPrimitive *> here;
    for (const EffectPrimitive &p : effectPrimitives()) {
        if (onSpace ? p.onSpace : p.onWave) {
            here.push_back(&p);
            item.words.emplace_back(p.name);
            item.wordLabels.push_back(p.label);
        }
    }
    rows.push_back(item);
    for (const EffectPrimitive *p : here) {
        const std::string key = item.key + "." + std::string(p->name);
        rows.push_back(parameterRow(key, *p).optional());
        if (p->name == "pilgrim_steps") {
            rows.push_back(SchemaRow::integer(key + ".offset", -3, 3, "",
                                              QT_TRANSLATE_NOOP("Schema", "Added to the die: "
                                                                          "-1 one fewer, 1 one "
                                                                          "more (not 0)."))
                               //: Rules editor, pilgrim_steps.offset: added to the die's count
                               .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "added to the die")));
            rows.push_back(SchemaRow::integer(key + ".min", 1, 9, "1",
                                              QT_TRANSLATE_NOOP("Schema", "The fewest spaces "
                                                                          "the other count "
                                                                          "may be."))
                               //: Rules editor, pilgrim_steps.min: the other count is at least this
                               .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "at least"))
                               .optional());
        }
    }
    return rows;
}

namespace {

const SchemaRow &rowOf(std::string_view listKey, std::string_view suffix)
{
    return schema().row(std::string(listKey) + std::string(suffix));
}

// One item of an effect list: its primitive (an index in the item row's words), the node
// holding its parameter (nullptr for a bare word) and the parameter's row. Reports a
// malformed item and returns nullptr.
const SchemaRow *itemPrimitive(const DataNode &item, const std::string &path,
                               std::string_view listKey, std::string *name,
                               const DataNode **parameter, std::string *paramPath,
                               DataErrors &errors)
{
    *parameter = nullptr;
    if (item.isScalar()) {
        *name = item.scalar;
    } else if (item.isMap() && item.entries.size() == 1) {
        *name = item.entries.front().key;
        *parameter = &item.entries.front().value;
        *paramPath = path + "." + *name;
    } else {
        errors.push_back(
            {item.pos, path,
             QT_TRANSLATE_NOOP("DataError",
                               "expected a primitive name or a map of one primitive to its "
                               "parameter, e.g. {advance_track: temple}")});
        return nullptr;
    }
    const SchemaRow &itemRow = rowOf(listKey, "[]");
    if (std::find(itemRow.words.begin(), itemRow.words.end(), *name) == itemRow.words.end()) {
        std::string known;
        for (const std::string &w : itemRow.words)
            known += (known.empty() ? "" : ", ") + w;
        errors.push_back(
            {item.isMap() ? item.entries.front().keyPos : item.pos,
             path,
             {QT_TRANSLATE_NOOP("DataError", "unknown effect '%1' here; the primitives are: %2"),
              *name, known}});
        return nullptr;
    }
    const SchemaRow &row = rowOf(listKey, "[]." + *name);
    if (row.type == ValueType::NoValue && *parameter && !(*parameter)->isNull()) {
        errors.push_back(
            {(*parameter)->pos,
             *paramPath,
             {QT_TRANSLATE_NOOP("DataError", "%1 takes no parameter: write it as a bare word"),
              *name}});
        return nullptr;
    }
    if (row.type != ValueType::NoValue && !*parameter) {
        errors.push_back(
            {item.pos,
             path,
             {QT_TRANSLATE_NOOP("DataError", "%1 needs a parameter, e.g. {%1: %2}"), *name,
              row.type == ValueType::Word  ? row.words.front()
              : row.type == ValueType::Map ? std::string("{offset: -1, min: 1}")
                                           : std::to_string(*row.min)}});
        return nullptr;
    }
    return &row;
}

// A number parameter in its row's range; a word of the row (gain_coins: boutique_value) is
// for the caller to recognise first. 0 after an error (which is reported).
std::int8_t smallInteger(const DataNode &node, const std::string &path, const SchemaRow &row,
                         DataErrors &errors)
{
    const std::size_t before = errors.size();
    auto v = NodeReader::toInteger(node, path, errors, *row.min, *row.max);
    if (errors.size() > before && !row.words.empty()) {
        std::string words;
        for (const std::string &w : row.words)
            words += (words.empty() ? "" : ", ") + w;
        errors.back().setText(
            {QT_TRANSLATE_NOOP("DataError", "%1 (or %2)"), errors.back().text, words});
    }
    return static_cast<std::int8_t>(v.value_or(0));
}

} // namespace

SpaceEffects readSpaceEffects(const DataNode &list, const std::string &path, DataErrors &errors)
{
    SpaceEffects out;
    for (std::size_t i = 0; i < list.items.size() && i < kMaxSpaceEffects; ++i) {
        const std::string itemPath = NodeReader::itemPath(path, i);
        std::string name;
        const DataNode *param = nullptr;
        std::string paramPath;
        const SchemaRow *row = itemPrimitive(list.items[i], itemPath, kSpaceEffectsKey, &name,
                                             &param, &paramPath, errors);
        if (!row)
            continue;
        SpaceEffect e;
        if (name == "advance_track") {
            auto w = NodeReader::toWord(*param, paramPath, errors, row->words);
            e.kind = SpaceEffectKind::AdvanceTrack;
            e.arg = static_cast<std::int8_t>(w.value_or(0));
        } else if (name == "gain_coins") {
            if (param->isScalar() && param->scalar == row->words.front()) {
                e.kind = SpaceEffectKind::GainBoutiqueValue;
            } else {
                e.kind = SpaceEffectKind::GainCoins;
                e.arg = smallInteger(*param, paramPath, *row, errors);
            }
        } else if (name == "take_hot_spring") {
            e.kind = SpaceEffectKind::TakeHotSpring;
        } else if (name == "take_wave_tile") {
            e.kind = SpaceEffectKind::TakeWaveTile;
        } else if (name == "flip_paintings") {
            e.kind = SpaceEffectKind::FlipPaintings;
            e.arg = smallInteger(*param, paramPath, *row, errors);
        }
        out.push_back(e);
    }
    return out;
}

WaveEffects readWaveEffects(const DataNode &list, const std::string &path, DataErrors &errors)
{
    WaveEffects out;
    for (std::size_t i = 0; i < list.items.size() && i < kMaxSpaceEffects; ++i) {
        const std::string itemPath = NodeReader::itemPath(path, i);
        std::string name;
        const DataNode *param = nullptr;
        std::string paramPath;
        const SchemaRow *row = itemPrimitive(list.items[i], itemPath, kWaveEffectsKey, &name,
                                             &param, &paramPath, errors);
        if (!row)
            continue;
        if (name == "pilgrim_steps") {
            if (!param->isMap()) {
                errors.push_back({param->pos, paramPath,
                                  QT_TRANSLATE_NOOP("DataError", "expected {offset: n, min: m}")});
                continue;
            }
            NodeReader steps(*param, paramPath, errors);
            const std::size_t before = errors.size();
            const auto offset = static_cast<std::int8_t>(
                steps.integer(rowOf(kWaveEffectsKey, "[].pilgrim_steps.offset")));
            // An offset refused by its range is that error only.
            const bool offsetRead = errors.size() == before;
            const SchemaRow &minRow = rowOf(kWaveEffectsKey, "[].pilgrim_steps.min");
            std::int8_t min = 1;
            if (steps.optional(minRow))
                min = static_cast<std::int8_t>(steps.integer(minRow));
            steps.finish();
            if (offset == 0 && offsetRead)
                errors.push_back(
                    {param->pos, paramPath + ".offset",
                     QT_TRANSLATE_NOOP("DataError", "0 gives the die's own count: no choice")});
            if (out.stepOffsets.full()) {
                errors.push_back(
                    {param->pos, paramPath,
                     QT_TRANSLATE_NOOP("DataError", "at most two pilgrim_steps per side")});
                continue;
            }
            out.stepOffsets.push_back(offset);
            out.stepMins.push_back(min);
        } else if (name == "extra_flips") {
            out.extraFlips = static_cast<std::int8_t>(
                out.extraFlips + smallInteger(*param, paramPath, *row, errors));
        } else if (name == "extra_draw") {
            out.extraDraw = static_cast<std::int8_t>(out.extraDraw +
                                                     smallInteger(*param, paramPath, *row, errors));
        } else if (name == "extra_coins_per_sale") {
            out.extraCoinsPerSale = static_cast<std::int8_t>(
                out.extraCoinsPerSale + smallInteger(*param, paramPath, *row, errors));
        } else if (name == "paint_counts_path") {
            out.paintCountsPath = true;
        }
    }
    return out;
}

Json effectsJson(const SpaceEffects &effects)
{
    Json out = Json::array();
    for (const SpaceEffect &e : effects) {
        Json item = Json::object();
        switch (e.kind) {
        case SpaceEffectKind::AdvanceTrack:
            item["primitive"] = "advance_track";
            item["track"] = e.arg == 0 ? "temple" : "garden";
            break;
        case SpaceEffectKind::GainCoins:
            item["primitive"] = "gain_coins";
            item["value"] = static_cast<int>(e.arg);
            break;
        case SpaceEffectKind::GainBoutiqueValue:
            item["primitive"] = "gain_coins";
            item["value"] = "boutique_value";
            break;
        case SpaceEffectKind::TakeHotSpring:
            item["primitive"] = "take_hot_spring";
            break;
        case SpaceEffectKind::TakeWaveTile:
            item["primitive"] = "take_wave_tile";
            break;
        case SpaceEffectKind::FlipPaintings:
            item["primitive"] = "flip_paintings";
            item["value"] = static_cast<int>(e.arg);
            break;
        }
        out.push(std::move(item));
    }
    return out;
}

Json effectsJson(const WaveEffects &effects)
{
    Json out = Json::array();
    for (std::size_t i = 0; i < effects.stepOffsets.size(); ++i) {
        Json item = Json::object();
        item["primitive"] = "pilgrim_steps";
        item["offset"] = static_cast<int>(effects.stepOffsets[i]);
        item["min"] = static_cast<int>(effects.stepMins[i]);
        out.push(std::move(item));
    }
    auto add = [&](const char *name, int value) {
        if (value == 0)
            return;
        Json item = Json::object();
        item["primitive"] = name;
        item["value"] = value;
        out.push(std::move(item));
    };
    add("extra_flips", effects.extraFlips);
    add("extra_draw", effects.extraDraw);
    add("extra_coins_per_sale", effects.extraCoinsPerSale);
    if (effects.paintCountsPath) {
        Json item = Json::object();
        item["primitive"] = "paint_counts_path";
        out.push(std::move(item));
    }
    return out;
}

} // namespace kotatsu::tokaido_duo
