// SPDX-License-Identifier: GPL-3.0-or-later
// TokaidoDuoState::loadPosition: the inverse of observation(kOmniscient) (docs/scenarios.md).
#include "engine/position_loader.h"
#include "games/tokaido_duo/tokaido_duo_state.h"

#include <optional>
#include <string>
#include <vector>

namespace kotatsu::tokaido_duo {

namespace {

using Loader = PositionLoader;

std::optional<Stage> stageOfWord(const std::string &word)
{
    static const std::pair<const char *, Stage> words[] = {
        {"pick", Stage::Pick},         {"pilgrim", Stage::PilgrimMove},
        {"wave", Stage::Wave},         {"merchant", Stage::MerchantMove},
        {"return", Stage::Return},     {"sell", Stage::Sell},
        {"artist", Stage::ArtistMove}, {"paint_or_gift", Stage::PaintOrGift},
        {"spring", Stage::Spring},     {"over", Stage::Over}};
    for (const auto &[w, stage] : words) {
        if (word == w)
            return stage;
    }
    return std::nullopt;
}

} // namespace

bool TokaidoDuoState::loadPosition(const Json &o, std::string *error)
{
    const TokaidoDuoDefinition &d = *m_def;
    const Params &p = params();
    Loader in{error};
    if (!o.isObject())
        return in.fail("a position is an object");
    // Built in a copy, kept only when all of it reads.
    TokaidoDuoState s(*this);
    s.m_events.clear();
    s.m_reasonings.clear();
    s.m_hasReasoning = false;
    s.m_stats = {};
    s.m_reveals = 0;

    int v = 0;
    if (!in.integer(o, "round", 1, 65535, v, ""))
        return false;
    s.m_round = static_cast<std::uint16_t>(v);
    if (!in.integer(o, "first_player", 0, kSeats - 1, v, ""))
        return false;
    s.m_first = static_cast<std::uint8_t>(v);
    // The first pick alternates every round.
    s.m_firstOfGame = static_cast<std::uint8_t>(s.m_round % 2 == 1 ? s.m_first : 1 - s.m_first);
    if (!in.integer(o, "step", 0, kCharacters - 1, v, ""))
        return false;
    s.m_step = static_cast<std::uint8_t>(v);
    if (!in.integer(o, "ply", 0, 1 << 30, s.m_plies, ""))
        return false;
    const auto stage = stageOfWord(o.get("decision").asString());
    if (!stage)
        return in.fail("decision: not a decision of Tokaido Duo");
    s.m_stage = *stage;

    const Json &dice = o.get("dice");
    if (!dice.isArray() || dice.size() != kCharacters)
        return in.fail("dice: one die per character expected");
    for (int c = 0; c < kCharacters; ++c) {
        const Json &die = dice.at(static_cast<std::size_t>(c));
        const std::string where = "dice[" + std::to_string(c) + "].";
        if (die.get("character").asString() != kCharacterIds[static_cast<std::size_t>(c)])
            return in.fail(where + "character: " +
                           std::string(kCharacterIds[static_cast<std::size_t>(c)]) + " expected");
        if (!in.integer(die, "value", 0, 255, v, where))
            return false;
        s.m_dice[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(v);
        if (!in.integer(die, "taken_by", -1, kSeats - 1, v, where))
            return false;
        s.m_takenBy[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(v);
    }

    const Json &resolving = o.get("resolving");
    const bool drafting = s.m_stage == Stage::Pick || s.m_stage == Stage::Over;
    if (drafting != resolving.isNull())
        return in.fail(drafting ? "resolving: null expected while picking or once over"
                                : "resolving: the die being resolved expected");
    s.m_repeat = false;
    s.m_repeatsThisDie = 0;
    s.m_springGainedThisDie = false;
    s.m_effectIndex = 0;
    if (!drafting) {
        if (!in.integer(resolving, "seat", 0, kSeats - 1, v, "resolving."))
            return false;
        s.m_seat = static_cast<std::uint8_t>(v);
        int character = -1;
        for (int c = 0; c < kCharacters; ++c) {
            if (resolving.get("character").asString() == kCharacterIds[static_cast<std::size_t>(c)])
                character = c;
        }
        if (character < 0)
            return in.fail("resolving.character: a character expected");
        s.m_char = static_cast<std::uint8_t>(character);
        if (!in.integer(resolving, "value", 0, 255, v, "resolving."))
            return false;
        s.m_value = static_cast<std::uint8_t>(v);
        if (!resolving.get("repeat").isBool())
            return in.fail("resolving.repeat: true or false expected");
        s.m_repeat = resolving.get("repeat").asBool();
        s.m_repeatsThisDie = s.m_repeat ? 1 : 0;
    }
    if (s.m_stage == Stage::Pick) {
        if (!in.integer(o, "current_player", 0, kSeats - 1, v, ""))
            return false;
        s.m_seat = static_cast<std::uint8_t>(v);
    }

    const Json &wave = o.get("wave");
    if (!wave.isArray() || wave.size() != p.waveTiles.size())
        return in.fail("wave: one entry per wave tile expected");
    for (std::size_t t = 0; t < p.waveTiles.size(); ++t) {
        const Json &tile = wave.at(t);
        const std::string where = "wave[" + std::to_string(t) + "].";
        int side = -1;
        for (std::size_t k = 0; k < p.waveTiles[t].sides.size(); ++k) {
            if (tile.get("side").asString() == p.waveTiles[t].sides[k].id)
                side = static_cast<int>(k);
        }
        if (side < 0)
            return in.fail(where + "side: a side of this tile expected");
        s.m_waveSide[t] = static_cast<std::uint8_t>(side);
        if (!in.integer(tile, "holder", -1, kSeats - 1, v, where))
            return false;
        s.m_waveHolder[t] = static_cast<std::int8_t>(v);
    }
    if (!in.integer(o, "hot_spring", -1, kSeats - 1, v, ""))
        return false;
    s.m_springHolder = static_cast<std::int8_t>(v);

    s.m_bagTotal = 0;
    for (std::size_t w = 0; w < p.wares.size(); ++w) {
        if (!in.integer(o.get("bag"), p.wares[w].id, 0, 255, v, "bag."))
            return false;
        s.m_bag[w] = static_cast<std::uint8_t>(v);
        s.m_bagTotal = static_cast<std::uint8_t>(s.m_bagTotal + v);
    }

    s.m_boutique.fill(-1);
    std::vector<bool> tokenUsed(p.boutiques.size(), false);
    const Json &boutiques = o.get("boutiques");
    if (!boutiques.isArray())
        return in.fail("boutiques: a list expected");
    for (std::size_t i = 0; i < boutiques.size(); ++i) {
        const Json &b = boutiques.at(i);
        const std::string where = "boutiques[" + std::to_string(i) + "]";
        const int town = p.findTown(b.get("town").asString());
        if (town < 0 || !p.towns[static_cast<std::size_t>(town)].coastal ||
            s.m_boutique[static_cast<std::size_t>(town)] >= 0)
            return in.fail(where + ".town: a coastal town without a boutique yet expected");
        int token = -1;
        for (std::size_t k = 0; k < p.boutiques.size() && token < 0; ++k) {
            if (!tokenUsed[k] && d.wareId(p.boutiques[k].ware) == b.get("ware").asString() &&
                p.boutiques[k].value == b.get("value").asInt(-1))
                token = static_cast<int>(k);
        }
        if (token < 0)
            return in.fail(where + ": no boutique token left with this ware and value");
        tokenUsed[static_cast<std::size_t>(token)] = true;
        s.m_boutique[static_cast<std::size_t>(town)] = static_cast<std::int8_t>(token);
    }

    const Json &players = o.get("players");
    if (!players.isArray() || players.size() != kSeats)
        return in.fail("players: two seats expected");
    for (int seat = 0; seat < kSeats; ++seat) {
        const Json &e = players.at(static_cast<std::size_t>(seat));
        const std::string where = "players[" + std::to_string(seat) + "].";
        PlayerState pl;
        if (!in.integer(e, "pilgrim", 0, static_cast<int>(p.ring.size()) - 1, v, where))
            return false;
        pl.pilgrim = static_cast<std::uint8_t>(v);
        const int town = p.findTown(e.get("merchant").asString());
        if (town < 0)
            return in.fail(where + "merchant: a town expected");
        pl.merchant = static_cast<std::uint8_t>(town);
        const int region = p.findRegion(e.get("artist").asString());
        if (region < 0)
            return in.fail(where + "artist: a region expected");
        pl.artist = static_cast<std::uint8_t>(region);
        if (!in.integer(e, "temples", 0, p.sizes.temples, v, where))
            return false;
        pl.temples = static_cast<std::uint8_t>(v);
        if (!in.integer(e, "gardens", 0, p.sizes.gardens, v, where))
            return false;
        pl.gardens = static_cast<std::uint8_t>(v);
        if (!in.integer(e, "slabs", 0, p.sizes.slabs, v, where))
            return false;
        pl.slabs = static_cast<std::uint8_t>(v);
        if (!in.integer(e, "coins", 0, 32767, v, where))
            return false;
        pl.coins = static_cast<std::int16_t>(v);
        for (std::size_t w = 0; w < p.wares.size(); ++w) {
            if (!in.integer(e.get("wares"), p.wares[w].id, 0, 255, v, where + "wares."))
                return false;
            pl.wares[w] = static_cast<std::uint8_t>(v);
            pl.hand = static_cast<std::uint8_t>(pl.hand + v);
        }
        if (e.get("automa").asBool() != isAutoma(seat))
            return in.fail(where + "automa: the definition's Automa seat differs");
        if (isAutoma(seat)) {
            // It has no artist board; its tiles stay in the box, in the order of the data.
            std::size_t k = 0;
            for (std::size_t i = 0; i < p.icons.size(); ++i) {
                for (int n = 0; n < p.icons[i].count; ++n)
                    pl.icons[k++] = static_cast<std::uint8_t>(i);
            }
        }
        const Json &paintings = e.get("paintings");
        const int tiles = isAutoma(seat) ? 0 : p.paintings();
        if (!paintings.isArray() || static_cast<int>(paintings.size()) != tiles)
            return in.fail(where + "paintings: " + std::to_string(tiles) + " tiles expected");
        int gone = 0, up = 0;
        for (int i = 0; i < tiles; ++i) {
            const Json &tile = paintings.at(static_cast<std::size_t>(i));
            const int icon = p.findIcon(tile.get("icon").asString());
            if (icon < 0)
                return in.fail(where + "paintings[" + std::to_string(i) +
                               "].icon: an icon expected (an omniscient view shows them all)");
            pl.icons[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(icon);
            const std::string &state = tile.get("state").asString();
            // Reading order: the given tiles first, then the face-up ones, then the rest.
            if (state == "gone" && up == 0 && gone == i)
                ++gone;
            else if (state == "up" && gone + up == i)
                ++up;
            else if (state != "down")
                return in.fail(where + "paintings[" + std::to_string(i) +
                               "].state: gone, up, down in reading order expected");
        }
        pl.gifted = static_cast<std::uint8_t>(gone);
        pl.flipped = static_cast<std::uint8_t>(gone + up);
        s.m_players[static_cast<std::size_t>(seat)] = pl;
    }
    for (std::size_t w = 0; w < p.wares.size(); ++w) {
        int total = s.m_bag[w];
        for (const PlayerState &pl : s.m_players)
            total += pl.wares[w];
        if (total != p.wares[w].count)
            return in.fail("bag: the bag and the players' " + p.wares[w].id + " make " +
                           std::to_string(total) + ", the box holds " +
                           std::to_string(p.wares[w].count));
    }

    const Json &automa = o.get("automa");
    if (p.automaSeat >= 0) {
        if (automa.get("seat").asInt(-1) != p.automaSeat ||
            automa.get("level").asInt(-1) != p.automaLevel)
            return in.fail("automa: the definition's Automa seat and level expected");
        PlayerState &pl = s.m_players[static_cast<std::size_t>(p.automaSeat)];
        pl.loaded = automa.get("loaded").asBool();
        for (std::size_t c = 0; c < kCharacters; ++c) {
            if (!in.integer(automa.get("ranks"), kCharacterIds[c], 0,
                            static_cast<int>(p.level().tracks[c].size()), v, "automa.ranks."))
                return false;
            pl.ranks[c] = static_cast<std::uint8_t>(v);
        }
    } else if (!automa.isNull()) {
        return in.fail("automa: null expected (no Automa in this game)");
    }

    s.m_triggered.fill(0);
    s.m_triggerList.clear();
    s.m_triggerCount = 0;
    const Json &triggers = o.get("end_triggers");
    if (!triggers.isArray() || triggers.size() > kSeats * kAllTriggers)
        return in.fail("end_triggers: a list expected");
    for (std::size_t i = 0; i < triggers.size(); ++i) {
        const std::string where = "end_triggers[" + std::to_string(i) + "].";
        if (!in.integer(triggers.at(i), "seat", 0, kSeats - 1, v, where))
            return false;
        int trigger = -1;
        for (const auto &entry : kAllTriggerWords) {
            if (entry.word == triggers.at(i).get("trigger").asString())
                trigger = static_cast<int>(entry.value);
        }
        if (trigger < 0 || (s.m_triggered[static_cast<std::size_t>(v)] >> trigger) & 1)
            return in.fail(where + "trigger: an end condition not listed yet expected");
        s.m_triggered[static_cast<std::size_t>(v)] |= static_cast<std::uint8_t>(1u << trigger);
        s.m_triggerList.push_back(
            {static_cast<std::uint8_t>(v), static_cast<std::uint8_t>(trigger)});
        ++s.m_triggerCount;
    }
    if (!s.m_rng.fromJson(o.get("rng")))
        return in.fail("rng: four 16-digit hexadecimal words expected");

    s.refreshWaveEffects();
    s.m_mayTrigger = kBothSeats;
    // What the observation does not hold, settled from the stage (docs/scenarios.md).
    if (s.m_stage == Stage::Wave) {
        // The pilgrim's space's effects go on after its wave tile.
        const PlayerState &pl = s.m_players[s.m_seat];
        const SpaceType &type = p.spaceTypes[static_cast<std::size_t>(p.ring[pl.pilgrim].type)];
        std::size_t next = 0;
        while (next < type.effects.size() &&
               type.effects[next].kind != SpaceEffectKind::TakeWaveTile)
            ++next;
        if (next == type.effects.size())
            return in.fail("decision: wave, but the pilgrim's space gives no wave tile");
        s.m_effectIndex = static_cast<std::uint8_t>(next + 1);
        // The token was gained on this die if the log since the die began says so.
        const Json &events = o.get("events");
        for (std::size_t i = events.size(); i-- > 0;) {
            const Json &event = events.at(i);
            if (event.get("kind").asString() == "pick")
                break;
            if (event.get("kind").asString() == "hot_spring" &&
                event.get("seat").asInt(-1) == s.m_seat)
                s.m_springGainedThisDie = true;
        }
    }
    if (s.m_stage == Stage::PaintOrGift) {
        // Without Inspired, Paint counts the destination only; with it the path entered, which
        // the observation does not hold.
        if (s.m_fx[s.m_seat].paintCountsPath)
            return in.fail("decision: paint_or_gift cannot be loaded while the artist's wave "
                           "tile counts its path (load the artist decision before it)");
        s.m_artistFrom = s.m_players[s.m_seat].artist;
        s.m_artistLength = 0;
        s.m_artistPath = 0;
    }
    const std::string invariants = s.checkInvariants();
    if (!invariants.empty())
        return in.fail(invariants);
    // What the rules do by themselves from here (the Automa's turns, a lone option) is done,
    // as after an action, and shows in the event log. A position an observation was taken of
    // is already past them (the round trip in tst_conformance).
    s.run();
    *this = std::move(s);
    return true;
}

} // namespace kotatsu::tokaido_duo
