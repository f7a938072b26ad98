// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/tokaido_duo/tokaido_duo_effects.h"

#include "data/node_reader.h"

#include <algorithm>

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
        {"advance_track", true, false, "track",
         QT_TRANSLATE_NOOP("Schema", "The pilgrim's marker on a track (temple or garden) moves "
                                     "up one space; a full track gives nothing.")},
        {"gain_coins", true, false, "coins",
         QT_TRANSLATE_NOOP("Schema", "The player gains coins: a number, or boutique_value (the "
                                     "value of this coastal town's boutique token). Coins "
                                     "become slabs at once.")},
        {"take_hot_spring", true, false, "",
         QT_TRANSLATE_NOOP("Schema", "The player takes the hot spring token, from the board or "
                                     "from the opponent.")},
        {"take_wave_tile", true, false, "",
         QT_TRANSLATE_NOOP("Schema", "The player takes a wave tile still on the board (their "
                                     "choice), else one of the opponent's (rules."
                                     "steal_wave_tiles), else nothing.")},
        {"flip_paintings", true, false, "integer",
         QT_TRANSLATE_NOOP("Schema", "The player turns up that many face-down painting tiles, "
                                     "in reading order.")},
        {"pilgrim_steps", false, true, "steps",
         QT_TRANSLATE_NOOP("Schema", "The pilgrim may move die + offset spaces instead of the "
                                     "die (at least min, default 1): a choice of two counts.")},
        {"extra_flips", false, true, "integer",
         QT_TRANSLATE_NOOP("Schema", "Paint turns up that many more tiles, even with nobody "
                                     "in scope.")},
        {"extra_draw", false, true, "integer",
         QT_TRANSLATE_NOOP("Schema", "A mountain town gives that many more wares.")},
        {"extra_coins_per_sale", false, true, "integer",
         QT_TRANSLATE_NOOP("Schema", "Each ware sold earns that many more coins.")},
        {"paint_counts_path", false, true, "",
         QT_TRANSLATE_NOOP("Schema", "Paint counts the meeples of every region entered on the "
                                     "move, each once (not the start region); every path of "
                                     "the artist becomes its own choice.")},
    };
    return table;
}

std::vector<SchemaRow> effectRows(const std::string &listKey, bool onSpace)
{
    std::vector<SchemaRow> rows;
    rows.push_back(SchemaRow::list(listKey, 0, kMaxSpaceEffects,
                                   onSpace ? QT_TRANSLATE_NOOP("Schema", "What the pilgrim's "
                                                                         "arrival does, in "
                                                                         "order (effect "
                                                                         "primitives).")
                                           : QT_TRANSLATE_NOOP("Schema", "What the tile changes "
                                                                         "while held (effect "
                                                                         "primitives).")));
    SchemaRow item = SchemaRow::text(listKey + "[]", 32,
                                     QT_TRANSLATE_NOOP("Schema", "One effect: a bare primitive "
                                                                 "name, or a map of one "
                                                                 "primitive to its parameter."));
    rows.push_back(item);
    for (const EffectPrimitive &p : effectPrimitives()) {
        if (onSpace ? !p.onSpace : !p.onWave)
            continue;
        const std::string key = listKey + "[]." + std::string(p.name);
        SchemaRow row;
        if (p.parameter == "track") {
            row = SchemaRow::text(key, 16, p.description);
            row.type = ValueType::Word;
            row.words = {"temple", "garden"};
            row.withWordLabels({
                //: Rules editor, advance_track: temple (an effect moves the pilgrim's marker up the
                //: temple track)
                QT_TRANSLATE_NOOP("SchemaWord", "Temple track"),
                //: Rules editor, advance_track: garden
                QT_TRANSLATE_NOOP("SchemaWord", "Garden track"),
            });
        } else if (p.parameter == "integer") {
            row = SchemaRow::integer(key, 1, 6, "", p.description);
        } else if (p.parameter == "coins") {
            row = SchemaRow::text(key, 16, p.description);
        } else if (p.parameter == "steps") {
            row = SchemaRow::map(key, p.description);
        } else {
            row = SchemaRow::text(key, 0, p.description);
        }
        rows.push_back(row.optional());
        if (p.parameter == "steps") {
            rows.push_back(SchemaRow::integer(key + ".offset", -3, 3, "",
                                              QT_TRANSLATE_NOOP("Schema", "Added to the die: "
                                                                          "-1 one fewer, 1 one "
                                                                          "more.")));
            rows.push_back(SchemaRow::integer(key + ".min", 1, 9, "1",
                                              QT_TRANSLATE_NOOP("Schema", "The fewest spaces "
                                                                          "the other count "
                                                                          "may be."))
                               .optional());
        }
    }
    return rows;
}

namespace {

const EffectPrimitive *findPrimitive(std::string_view name, bool onSpace)
{
    for (const EffectPrimitive &p : effectPrimitives()) {
        if (p.name == name && (onSpace ? p.onSpace : p.onWave))
            return &p;
    }
    return nullptr;
}

std::string knownPrimitives(bool onSpace)
{
    std::string out;
    for (const EffectPrimitive &p : effectPrimitives()) {
        if (onSpace ? p.onSpace : p.onWave)
            out += (out.empty() ? "" : ", ") + std::string(p.name);
    }
    return out;
}

// One item of an effect list: its primitive and the node holding its parameter (nullptr for
// a bare word). Reports a malformed item and returns nullptr.
const EffectPrimitive *itemPrimitive(const DataNode &item, const std::string &path, bool onSpace,
                                     const DataNode **parameter, std::string *paramPath,
                                     DataErrors &errors)
{
    *parameter = nullptr;
    std::string name;
    if (item.isScalar()) {
        name = item.scalar;
    } else if (item.isMap() && item.entries.size() == 1) {
        name = item.entries.front().key;
        *parameter = &item.entries.front().value;
        *paramPath = path + "." + name;
    } else {
        errors.push_back(
            {item.pos, path,
             QT_TRANSLATE_NOOP("DataError",
                               "expected a primitive name or a map of one primitive to its "
                               "parameter, e.g. {advance_track: temple}")});
        return nullptr;
    }
    const EffectPrimitive *p = findPrimitive(name, onSpace);
    if (!p) {
        errors.push_back(
            {item.isMap() ? item.entries.front().keyPos : item.pos,
             path,
             {QT_TRANSLATE_NOOP("DataError", "unknown effect '%1' here; the primitives are: %2"),
              name, knownPrimitives(onSpace)}});
        return nullptr;
    }
    if (p->parameter.empty() && *parameter && !(*parameter)->isNull()) {
        errors.push_back(
            {(*parameter)->pos,
             *paramPath,
             {QT_TRANSLATE_NOOP("DataError", "%1 takes no parameter: write it as a bare word"),
              p->name}});
        return nullptr;
    }
    if (!p->parameter.empty() && !*parameter) {
        errors.push_back(
            {item.pos,
             path,
             {QT_TRANSLATE_NOOP("DataError", "%1 needs a parameter, e.g. {%1: %2}"), p->name,
              p->parameter == "track"   ? "temple"
              : p->parameter == "steps" ? "{offset: -1, min: 1}"
                                        : "1"}});
        return nullptr;
    }
    return p;
}

std::int8_t smallInteger(const DataNode &node, const std::string &path, int min, int max,
                         DataErrors &errors)
{
    auto v = NodeReader::toInteger(node, path, errors, min, max);
    return static_cast<std::int8_t>(v.value_or(0));
}

} // namespace

SpaceEffects readSpaceEffects(const DataNode &list, const std::string &path, DataErrors &errors)
{
    SpaceEffects out;
    for (std::size_t i = 0; i < list.items.size() && i < kMaxSpaceEffects; ++i) {
        const std::string itemPath = NodeReader::itemPath(path, i);
        const DataNode *param = nullptr;
        std::string paramPath;
        const EffectPrimitive *p =
            itemPrimitive(list.items[i], itemPath, true, &param, &paramPath, errors);
        if (!p)
            continue;
        SpaceEffect e;
        if (p->name == "advance_track") {
            auto w = NodeReader::toWord(*param, paramPath, errors, {"temple", "garden"});
            e.kind = SpaceEffectKind::AdvanceTrack;
            e.arg = static_cast<std::int8_t>(w.value_or(0));
        } else if (p->name == "gain_coins") {
            if (param->isScalar() && param->scalar == "boutique_value") {
                e.kind = SpaceEffectKind::GainBoutiqueValue;
            } else {
                e.kind = SpaceEffectKind::GainCoins;
                const std::size_t before = errors.size();
                e.arg = smallInteger(*param, paramPath, 1, 20, errors);
                if (errors.size() > before)
                    errors.back().setText({QT_TRANSLATE_NOOP("DataError", "%1 (or boutique_value)"),
                                           errors.back().text});
            }
        } else if (p->name == "take_hot_spring") {
            e.kind = SpaceEffectKind::TakeHotSpring;
        } else if (p->name == "take_wave_tile") {
            e.kind = SpaceEffectKind::TakeWaveTile;
        } else if (p->name == "flip_paintings") {
            e.kind = SpaceEffectKind::FlipPaintings;
            e.arg = smallInteger(*param, paramPath, 1, 6, errors);
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
        const DataNode *param = nullptr;
        std::string paramPath;
        const EffectPrimitive *p =
            itemPrimitive(list.items[i], itemPath, false, &param, &paramPath, errors);
        if (!p)
            continue;
        if (p->name == "pilgrim_steps") {
            if (!param->isMap()) {
                errors.push_back({param->pos, paramPath,
                                  QT_TRANSLATE_NOOP("DataError", "expected {offset: n, min: m}")});
                continue;
            }
            NodeReader steps(*param, paramPath, errors);
            const auto offset = static_cast<std::int8_t>(steps.integer("offset", -3, 3));
            std::int8_t min = 1;
            if (const DataNode *m = steps.optional("min"))
                min = smallInteger(*m, steps.keyPath("min"), 1, 9, errors);
            steps.finish();
            if (offset == 0)
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
        } else if (p->name == "extra_flips") {
            out.extraFlips = static_cast<std::int8_t>(
                out.extraFlips + smallInteger(*param, paramPath, 1, 6, errors));
        } else if (p->name == "extra_draw") {
            out.extraDraw = static_cast<std::int8_t>(out.extraDraw +
                                                     smallInteger(*param, paramPath, 1, 2, errors));
        } else if (p->name == "extra_coins_per_sale") {
            out.extraCoinsPerSale = static_cast<std::int8_t>(
                out.extraCoinsPerSale + smallInteger(*param, paramPath, 1, 5, errors));
        } else if (p->name == "paint_counts_path") {
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
