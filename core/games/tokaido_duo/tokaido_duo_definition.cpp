// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/tokaido_duo/tokaido_duo_definition.h"

#include "engine/rules_definition_impl.h"
#include "games/tokaido_duo/tokaido_duo_state.h"

namespace kotatsu {
template class RulesDefinition<tokaido_duo::TokaidoDuoDefinition, tokaido_duo::Params,
                               tokaido_duo::TokaidoDuoState>;
} // namespace kotatsu

namespace kotatsu::tokaido_duo {

const char *kindWord(int kind)
{
    switch (kind) {
    case kPick:
        return "pick";
    case kPilgrimMove:
        return "pilgrim";
    case kMerchantMove:
        return "merchant";
    case kReturn:
        return "return";
    case kSell:
        return "sell";
    case kArtistMove:
        return "artist";
    case kPaint:
        return "paint";
    case kGift:
        return "gift";
    case kWave:
        return "wave";
    case kSpring:
        return "spring";
    case kRoll:
        return "roll";
    case kDraw:
        return "draw";
    case kNoPath:
        return "no_path";
    case kTemple:
        return "temple";
    case kGarden:
        return "garden";
    case kCoins:
        return "coins";
    case kHotSpring:
        return "hot_spring";
    case kSlab:
        return "slab";
    case kTrigger:
        return "trigger";
    case kAutomaPick:
        return "automa_pick";
    case kAutomaRank:
        return "automa_rank";
    case kAutomaLoad:
        return "automa_load";
    case kFlip:
        return "flip";
    default:
        return "?";
    }
}

ReturnTable::ReturnTable(const Params &p)
{
    // The largest hand a draw can make: the limit, the most a town draws, one more per tile
    // that adds to the draw (a player may hold every tile).
    int draw = 0;
    for (const Town &t : p.towns)
        draw = std::max(draw, t.draw);
    for (const WaveTile &tile : p.waveTiles)
        draw +=
            std::max<int>({0, tile.sides[0].effects.extraDraw, tile.sides[1].effects.extraDraw});
    const int largest = p.handLimit + draw;
    const int types = p.sizes.wares;
    if (types < 1 || types > kMaxWareTypes || types > static_cast<int>(p.wares.size()))
        return;
    std::size_t hands = 1;
    for (std::size_t t = 0; t < kMaxWareTypes; ++t) {
        const int held = static_cast<int>(t) < types ? std::min(p.wares[t].count, largest) : 0;
        m_most[t] = static_cast<std::uint8_t>(held);
        m_stride[t] = hands;
        hands *= static_cast<std::size_t>(held + 1);
    }
    constexpr std::size_t kMaxHands = 1u << 16;
    constexpr std::size_t kMaxActions = 1u << 18; // 3.5 MB at most; beyond, enumerate instead
    if (hands > kMaxHands)
        return;
    m_ranges.resize(hands);
    std::array<std::uint8_t, kMaxWareTypes> wares{};
    for (std::size_t h = 0; h < hands; ++h) {
        int total = 0;
        for (std::size_t t = 0; t < kMaxWareTypes; ++t) {
            wares[t] = static_cast<std::uint8_t>(h / m_stride[t] % (m_most[t] + 1u));
            total += wares[t];
        }
        m_ranges[h].first = static_cast<std::uint32_t>(m_actions.size());
        if (total > p.handLimit && total <= largest)
            enumerateReturns(wares, types, total - p.handLimit, m_actions);
        m_ranges[h].count = static_cast<std::uint32_t>(m_actions.size()) - m_ranges[h].first;
        if (m_actions.size() > kMaxActions) {
            m_ranges.clear();
            m_actions.clear();
            return;
        }
    }
}

TokaidoDuoDefinition::TokaidoDuoDefinition(GameInfo info, Params params)
    : RulesDefinition(std::move(info), std::move(params)), m_paths(m_params), m_returns(m_params)
{
    GameInfo withChance = this->info();
    withChance.hiddenInformation = true; // face-down painting tiles
    withChance.chance = true;            // dice, bag, tiles
    setInfo(std::move(withChance));
    for (const WaveTile &tile : m_params.waveTiles) {
        for (const WaveSide &side : tile.sides)
            m_anyPaintCountsPath = m_anyPaintCountsPath || side.effects.paintCountsPath;
    }
}

std::string TokaidoDuoDefinition::formatAction(const Action &action) const
{
    const auto &a = action.args;
    switch (action.kind) {
    case kPick:
        return "pick " + std::string(kCharacterIds[static_cast<std::size_t>(a[0])]);
    case kPilgrimMove:
        return "pilgrim " + std::to_string(a[1]);
    case kMerchantMove:
        return "merchant " + townId(a[0]);
    case kReturn: {
        std::string text = "return";
        for (std::size_t w = 0; w < m_params.wares.size(); ++w) {
            for (int n = 0; n < a[w]; ++n)
                text += " " + wareId(static_cast<int>(w));
        }
        return text;
    }
    case kSell:
        return "sell " + std::to_string(a[0]);
    case kArtistMove: {
        // a[4] = 1: the path is the choice (Inspired), so the text names it.
        if (a[4] != 1)
            return "artist " + regionId(a[0]);
        std::string text = "artist";
        const auto vertices = m_paths.artistPath(a[1], a[2], static_cast<std::size_t>(a[3]));
        for (std::size_t k = 1; k < vertices.size(); ++k)
            text += " " + regionId(vertices[k]);
        return text;
    }
    case kPaint:
        return "paint";
    case kGift:
        return "gift";
    case kWave:
        return "wave " + std::string(kCharacterIds[static_cast<std::size_t>(
                             m_params.waveTiles[static_cast<std::size_t>(a[0])].character)]);
    case kSpring:
        return a[0] == 1 ? "spring use" : "spring pass";
    default:
        return "?";
    }
}

namespace {

Json point(const Point &p)
{
    Json j = Json::array();
    j.push(p.x);
    j.push(p.y);
    return j;
}

Json ints(const std::vector<int> &values)
{
    Json j = Json::array();
    for (int v : values)
        j.push(v);
    return j;
}

} // namespace

Json TokaidoDuoDefinition::describe() const
{
    const Params &p = m_params;
    Json j = Json::object();
    j["aspect"] = p.aspect;
    Json ring = Json::array();
    for (std::size_t i = 0; i < p.ring.size(); ++i) {
        Json s = Json::object();
        s["index"] = static_cast<int>(i);
        s["type"] = p.spaceTypes[static_cast<std::size_t>(p.ring[i].type)].id;
        s["x"] = p.ring[i].at.x;
        s["y"] = p.ring[i].at.y;
        if (p.ring[i].town >= 0)
            s["town"] = townId(p.ring[i].town);
        ring.push(std::move(s));
    }
    j["ring"] = std::move(ring);
    Json types = Json::array();
    for (const SpaceType &t : p.spaceTypes) {
        Json s = Json::object();
        s["id"] = t.id;
        s["name"] = t.name.toJson();
        s["name_in_text"] = (t.nameInText.empty() ? t.name : t.nameInText).toJson();
        s["effect"] = t.text.toJson();
        s["coastal_town"] = t.coastalTown;
        s["effects"] = effectsJson(t.effects);
        types.push(std::move(s));
    }
    j["space_types"] = std::move(types);
    Json towns = Json::array();
    for (const Town &t : p.towns) {
        Json s = Json::object();
        s["id"] = t.id;
        s["kind"] = t.coastal ? "coastal" : "mountain";
        if (t.coastal)
            s["ring"] = t.ring;
        else
            s["draw"] = t.draw;
        s["x"] = t.at.x;
        s["y"] = t.at.y;
        s["name"] = t.name.toJson();
        towns.push(std::move(s));
    }
    j["towns"] = std::move(towns);
    Json routes = Json::array();
    for (const auto &[a, b] : p.routes) {
        Json r = Json::array();
        r.push(townId(a));
        r.push(townId(b));
        routes.push(std::move(r));
    }
    j["routes"] = std::move(routes);
    Json regions = Json::array();
    for (const Region &r : p.regions) {
        Json s = Json::object();
        s["id"] = r.id;
        s["icon"] = iconId(r.icon);
        s["name"] = r.name.toJson();
        s["name_in_text"] = (r.nameInText.empty() ? r.name : r.nameInText).toJson();
        s["label"] = point(r.label);
        Json outline = Json::array();
        for (const Point &pt : r.outline)
            outline.push(point(pt));
        s["outline"] = std::move(outline);
        Json adjacent = Json::array();
        for (int a : r.adjacent)
            adjacent.push(regionId(a));
        s["adjacent"] = std::move(adjacent);
        Json scope = Json::object();
        // Every ring space that counts, the coastal towns' own spaces included.
        Json scopeRing = Json::array();
        for (std::size_t i = 0; i < p.ring.size(); ++i) {
            if ((r.ringMask >> i) & 1)
                scopeRing.push(static_cast<int>(i));
        }
        scope["ring"] = std::move(scopeRing);
        Json scopeTowns = Json::array();
        for (int t : r.townScope)
            scopeTowns.push(townId(t));
        scope["towns"] = std::move(scopeTowns);
        s["scope"] = std::move(scope);
        regions.push(std::move(s));
    }
    j["regions"] = std::move(regions);
    Json waves = Json::array();
    for (const WaveTile &tile : p.waveTiles) {
        for (std::size_t k = 0; k < 2; ++k) {
            Json s = Json::object();
            s["character"] = kCharacterIds[static_cast<std::size_t>(tile.character)];
            s["side"] = tile.sides[k].id;
            s["index"] = static_cast<int>(k);
            s["name"] = tile.sides[k].name.toJson();
            s["text"] = tile.sides[k].text.toJson();
            s["effects"] = effectsJson(tile.sides[k].effects);
            waves.push(std::move(s));
        }
    }
    j["wave_tiles"] = std::move(waves);
    Json tracks = Json::object();
    tracks["temple"] = ints(p.templeTrack);
    tracks["garden"] = ints(p.gardenTrack);
    j["tracks"] = std::move(tracks);
    j["merchant_slots"] = ints(p.merchantSlots);
    j["artist_slots"] = ints(p.artistSlots);
    Json grid = Json::object();
    grid["rows"] = p.rows;
    grid["cols"] = p.cols;
    j["artist_grid"] = std::move(grid);
    Json dice = Json::object();
    for (std::size_t c = 0; c < kCharacters; ++c)
        dice[kCharacterIds[c]] = ints(p.dice[c]);
    j["dice"] = std::move(dice);
    Json wares = Json::array();
    for (const Ware &w : p.wares) {
        Json s = Json::object();
        s["id"] = w.id;
        s["name"] = w.name.toJson();
        s["count"] = w.count;
        wares.push(std::move(s));
    }
    j["wares"] = std::move(wares);
    Json boutiques = Json::array();
    for (const Boutique &b : p.boutiques) {
        Json s = Json::object();
        s["ware"] = wareId(b.ware);
        s["value"] = b.value;
        boutiques.push(std::move(s));
    }
    j["boutiques"] = std::move(boutiques);
    Json icons = Json::array();
    for (const Icon &i : p.icons) {
        Json s = Json::object();
        s["id"] = i.id;
        s["name"] = i.name.toJson();
        s["count"] = i.count;
        icons.push(std::move(s));
    }
    j["painting_icons"] = std::move(icons);
    j["hand_limit"] = p.handLimit;
    j["coins_per_slab"] = p.coinsPerSlab;
    Json characters = Json::array();
    for (auto c : kCharacterIds)
        characters.push(c);
    j["characters"] = std::move(characters);
    Json start = Json::object();
    start["pilgrim"] = p.startRing;
    start["merchant"] = townId(p.startTown);
    start["artist"] = regionId(p.startRegion);
    j["start"] = std::move(start);
    Json rules = Json::object();
    rules["first_player"] = wordOf(kFirstPlayerWords, p.firstPlayer);
    rules["starting_coins"] = p.startingCoins;
    rules["starting_wares"] = p.startingWares;
    rules["wave_sides"] = wordOf(kWaveSidesWords, p.waveSides);
    rules["own_meeples_block"] = p.ownMeeplesBlock;
    rules["start_space_blocks"] = p.startSpaceBlocks;
    rules["steal_wave_tiles"] = wordOf(kStealWords, p.stealWaveTiles);
    rules["convert_repeatedly"] = p.convertRepeatedly;
    rules["hot_spring_on_gaining_die"] = p.springOnGainingDie;
    rules["hot_spring_repeats_per_die"] = p.springRepeatsPerDie;
    rules["hot_spring_in_last_round"] = p.springInLastRound;
    Json triggers = Json::array();
    for (int t = 0; t < kTriggers; ++t) {
        if (p.triggers & (1u << t))
            triggers.push(wordOf(kTriggerWords, static_cast<Trigger>(t)));
    }
    rules["end_triggers"] = std::move(triggers);
    rules["end_timing"] = wordOf(kEndTimingWords, p.endTiming);
    rules["scoring_pilgrim"] = wordOf(kPilgrimScoringWords, p.pilgrimScoring);
    rules["scoring_merchant"] = wordOf(kMerchantScoringWords, p.merchantScoring);
    rules["scoring_artist"] = wordOf(kArtistScoringWords, p.artistScoring);
    rules["tie_break"] = wordOf(kTieBreakWords, p.tieBreak);
    j["rules"] = std::move(rules);
    j["graph"] = m_paths.graph().toJson();
    j["automa"] = p.automa.present ? automaJson(p) : Json();
    j["automa_seat"] = p.automaSeat;
    j["automa_level"] = p.automaLevel;
    return j;
}

std::vector<RulesSeatLevel> TokaidoDuoDefinition::rulesSeatLevelWords() const
{
    std::vector<RulesSeatLevel> levels;
    for (const AutomaLevel &l : m_params.automa.levels)
        levels.push_back({l.id, l.name, l.description});
    return levels;
}

std::shared_ptr<const GameDefinition> TokaidoDuoDefinition::withRulesSeat(int seat, int level) const
{
    if (seat < 0 || seat >= kSeats || level < 1 || level > rulesSeatLevels())
        return nullptr;
    auto copy = std::make_shared<TokaidoDuoDefinition>(*this);
    copy->m_params.automaSeat = seat;
    copy->m_params.automaLevel = level;
    GameInfo info = copy->info();
    info.playedByRules = {seat, level};
    copy->setInfo(std::move(info));
    return copy;
}

} // namespace kotatsu::tokaido_duo
