// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/outcome_fields.h"
#include "games/tokaido_duo/tokaido_duo_definition.h"
#include "games/tokaido_duo/tokaido_duo_state.h"

#include <algorithm>
#include <array>
#include <string>

namespace kotatsu::tokaido_duo {

// What TokaidoDuoState::observation(seat) holds: this list is the table's side of the
// contract (the rules are data/games/tokaido_duo/spec.md).
const ObservationSchema &TokaidoDuoDefinition::observationSchema() const
{
    static const ObservationSchema schema = [] {
        ObservationSchema s{
            {"viewer", "int", "the seat observing (-1 = omniscient, -2 = the public view)"},
            {"current_player", "int", "the seat to decide, -1 once over"},
            {"ply", "int", "player decisions so far (forced ones are not counted)"},
            {"round", "int", "the round, from 1"},
            {"first_player", "int", "the seat that picks first this round"},
            {"step", "int", "the die of the draft being picked or resolved: 0, 1 or 2"},
            {"final_round", "bool", "an end condition has been met: this round is the last"},
            {"decision", "string",
             "what the current seat decides: pick, pilgrim, merchant, return, sell, artist, "
             "paint_or_gift, wave, spring, or over"},
            {"dice", "array", "the three dice, pilgrim, merchant, artist"},
            {"dice[]", "object", "a die"},
            {"dice[].character", "string", "pilgrim, merchant or artist"},
            {"dice[].value", "int", "the face rolled this round"},
            {"dice[].taken_by", "int", "the seat that took it, -1 while in the tray"},
            {"resolving", "object|null", "the die being resolved, null while picking"},
            {"resolving.seat", "int", "its seat"},
            {"resolving.character", "string", "its character"},
            {"resolving.value", "int", "its value"},
            {"resolving.repeat", "bool", "a hot-spring repeat of it"},
            {"wave", "array", "the wave tiles, in data order, with their active side"},
            {"wave[]", "object", "a wave tile"},
            {"wave[].character", "string", "the board it goes on"},
            {"wave[].side", "string", "the id of the side up for this game"},
            {"wave[].holder", "int", "the seat holding it, -1 on the board"},
            {"hot_spring", "int", "the seat holding the hot spring token, -1 on the board"},
            {"bag", "map", "wares in the bag, by ware id"},
            {"bag{}", "int", "how many"},
            {"bag_total", "int", "wares in the bag"},
            {"boutiques", "array", "the boutique token of each coastal town"},
            {"boutiques[]", "object", "a token"},
            {"boutiques[].town", "string", "the coastal town"},
            {"boutiques[].ware", "string", "the ware it buys"},
            {"boutiques[].value", "int", "coins per ware"},
            {"players", "array", "per seat"},
            {"players[]", "object", "a seat's trio and boards"},
            {"players[].pilgrim", "int", "the pilgrim's ring index"},
            {"players[].merchant", "string", "the merchant's town"},
            {"players[].artist", "string", "the artist's region"},
            {"players[].temples", "int", "the temple track's count"},
            {"players[].gardens", "int", "the garden track's count"},
            {"players[].coins", "int", "copper coins"},
            {"players[].slabs", "int", "gold slabs"},
            {"players[].wares", "map", "wares held, by ware id"},
            {"players[].wares{}", "int", "how many"},
            {"players[].hand", "int", "wares held in all"},
            {"players[].paintings", "array", "the painting tiles in reading order"},
            {"players[].paintings[]", "object", "a tile"},
            {"players[].paintings[].icon", "string",
             "its icon; \"\" when face down (except in the omniscient view)"},
            {"players[].paintings[].state", "string", "down, up or gone (gifted)"},
            {"players[].automa", "bool", "the seat is the Automa's (its paintings are empty)"},
            {"players[].score", "object", "the points it would score now"},
            {"players[].score.pilgrim", "int", "the pilgrim's"},
            {"players[].score.merchant", "int", "the merchant's"},
            {"players[].score.artist", "int", "the artist's"},
            {"players[].score.total", "int", "the sum"},
            {"end_triggers", "array", "the end conditions met, in order"},
            {"end_triggers[]", "object", "one"},
            {"end_triggers[].seat", "int", "whose"},
            {"end_triggers[].trigger", "string",
             "temples, gardens, slabs, gifts, or the Automa's full track: automa_pilgrim, "
             "automa_merchant, automa_artist"},
            {"automa", "object|null", "solo: the Automa's seat, level and rank tracks"},
            {"automa.seat", "int", "its seat"},
            {"automa.level", "int", "its level, from 1"},
            {"automa.level_id", "string", "the level's id"},
            {"automa.loaded", "bool", "its merchant is loaded"},
            {"automa.ranks", "object", "its rank per character"},
            {"automa.ranks.pilgrim", "int", "steps on the track"},
            {"automa.ranks.merchant", "int", "steps on the track"},
            {"automa.ranks.artist", "int", "steps on the track"},
            {"automa.tracks", "object", "the value of each rank, per character"},
            {"automa.tracks.pilgrim", "array", "values"},
            {"automa.tracks.pilgrim[]", "int", "a rank's value"},
            {"automa.tracks.merchant", "array", "values"},
            {"automa.tracks.merchant[]", "int", "a rank's value"},
            {"automa.tracks.artist", "array", "values"},
            {"automa.tracks.artist[]", "int", "a rank's value"},
            {"automa.reasoning", "object|null", "its latest die choice and why"},
            {"automa.reasoning.round", "int", "the round of the choice"},
            {"automa.reasoning.step", "int", "the draft step: 0, 1 or 2"},
            {"automa.reasoning.rule", "string",
             "what put the chosen die first: gain, lowest_rank, order, or only (one die left)"},
            {"automa.reasoning.options", "array",
             "the dice it weighed, in its order: the chosen first"},
            {"automa.reasoning.options[]", "object", "a die and the destination it would take"},
            {"automa.reasoning.options[].character", "string", "the die's character"},
            {"automa.reasoning.options[].value", "int", "the die's value"},
            {"automa.reasoning.options[].to", "int|string|null",
             "its best destination: ring index, town or region; null when it cannot move"},
            {"automa.reasoning.options[].destinations", "int", "destinations it could reach"},
            {"automa.reasoning.options[].gain", "bool", "that destination moves a rank"},
            {"automa.reasoning.options[].deny_sale", "bool",
             "it is a coastal town the person could sell in next turn"},
            {"automa.reasoning.options[].deny_pilgrim", "bool",
             "it is the space the person's pilgrim would stop on"},
            {"automa.reasoning.options[].rank", "int", "the character's rank before the move"},
            {"automa.reasoning.options[].destination_rule", "string",
             "what chose the destination: gain, deny, lowest_id, only, or none"},

            {"events", "array",
             "what the rules carried out on their own since the last player action, in order"},
            {"events[]", "object", "an event: describeAction's shape, or an automatic kind"},
            {"events[].kind", "string",
             "pick, pilgrim, merchant, return, sell, artist, paint, gift, wave, spring (forced "
             "decisions and the Automa's), roll, draw, no_path, temple, garden, coins, "
             "hot_spring, slab, trigger, flip, automa_pick, automa_rank, automa_load"},
            {"events[].seat", "int", "the seat it concerns"},
            {"events[].auto", "bool", "always true: carried out by the rules"},
            {"events[].character", "string",
             "pick, no_path, wave, automa_pick, automa_rank: the character"},
            {"events[].value", "int", "pick, automa_pick: the die's value"},
            {"events[].steps", "int", "pilgrim: the count moved"},
            {"events[].to", "int|string", "pilgrim: ring index; merchant: town; artist: region"},
            {"events[].from", "int|string",
             "pilgrim: ring index; merchant: town; artist: region; wave, hot_spring: the seat "
             "it came from, -1 the board"},
            {"events[].jumped", "bool", "pilgrim: jumped over occupied spaces"},
            {"events[].path", "array", "merchant: towns from the start; artist: regions entered"},
            {"events[].path[]", "string", "a town or region"},
            {"events[].wares", "array", "return: wares put back; draw: wares drawn"},
            {"events[].wares[]", "string", "a ware id"},
            {"events[].ware", "string", "sell: the ware sold"},
            {"events[].count", "int", "sell: wares sold; temple, garden: the track's new count"},
            {"events[].coins", "int", "sell: coins earned"},
            {"events[].counted", "int", "artist: meeples Paint would count there"},
            {"events[].flips", "int", "paint, flip: tiles turned up"},
            {"events[].icon", "string", "gift: the icon of the tile gifted"},
            {"events[].side", "string", "wave: the tile's side"},
            {"events[].use", "bool", "spring: used (true) or passed"},
            {"events[].dice", "array", "roll: the values, pilgrim, merchant, artist"},
            {"events[].dice[]", "int", "a value"},
            {"events[].amount", "int", "coins: coins gained"},
            {"events[].slabs", "int", "slab: slabs now held"},
            {"events[].trigger", "string", "trigger: the end condition met"},
            {"events[].rank", "int", "automa_rank: the new rank"},
            {"events[].why", "string",
             "automa_rank: space (its pilgrim's stop), delivery (its loaded merchant reached a "
             "coastal town) or scope (meeples around its artist)"},
            {"events[].space", "string", "automa_rank (space): the space type"},
            {"events[].town", "string", "automa_rank (delivery), automa_load: the town"},
            {"events[].meeples", "int", "automa_rank (scope): meeples counted"},
            {"events[].reasoning", "object|null", "automa_pick: its die choice and why"},
            {"events[].reasoning.round", "int", "the round of the choice"},
            {"events[].reasoning.step", "int", "the draft step: 0, 1 or 2"},
            {"events[].reasoning.rule", "string",
             "what put the chosen die first: gain, lowest_rank, order, or only (one die left)"},
            {"events[].reasoning.options", "array",
             "the dice it weighed, in its order: the chosen first"},
            {"events[].reasoning.options[]", "object", "a die and the destination it would take"},
            {"events[].reasoning.options[].character", "string", "the die's character"},
            {"events[].reasoning.options[].value", "int", "the die's value"},
            {"events[].reasoning.options[].to", "int|string|null",
             "its best destination: ring index, town or region; null when it cannot move"},
            {"events[].reasoning.options[].destinations", "int", "destinations it could reach"},
            {"events[].reasoning.options[].gain", "bool", "that destination moves a rank"},
            {"events[].reasoning.options[].deny_sale", "bool",
             "it is a coastal town the person could sell in next turn"},
            {"events[].reasoning.options[].deny_pilgrim", "bool",
             "it is the space the person's pilgrim would stop on"},
            {"events[].reasoning.options[].rank", "int", "the character's rank before the move"},
            {"events[].reasoning.options[].destination_rule", "string",
             "what chose the destination: gain, deny, lowest_id, only, or none"},

            {"rng", "array", "omniscient only: the state's random generator"},
            {"rng[]", "string", "one word, hex"},
        };
        appendOutcomeFields(s);
        return s;
    }();
    return schema;
}

namespace {

const char *stageWord(Stage stage)
{
    switch (stage) {
    case Stage::Pick:
        return "pick";
    case Stage::PilgrimMove:
        return "pilgrim";
    case Stage::Effects:
        return "pilgrim";
    case Stage::Wave:
        return "wave";
    case Stage::MerchantMove:
        return "merchant";
    case Stage::Return:
        return "return";
    case Stage::Sell:
        return "sell";
    case Stage::ArtistMove:
        return "artist";
    case Stage::PaintOrGift:
        return "paint_or_gift";
    case Stage::DieDone:
    case Stage::Spring:
        return "spring";
    case Stage::Over:
        return "over";
    }
    return "?";
}

} // namespace

// ---------------------------------------------------------------------------------------
// Texts and descriptions

std::string TokaidoDuoState::actionToString(const Action &action) const
{
    return m_def->formatAction(action);
}

Event TokaidoDuoState::preview(const Action &a) const
{
    Event e;
    writePreview(e, a);
    return e;
}

void TokaidoDuoState::writePreview(Event &e, const Action &a) const
{
    e.kind = a.kind;
    e.seat = static_cast<std::int8_t>(m_seat);
    e.automatic = false;
    for (std::size_t i = 0; i < e.a.size(); ++i)
        e.a[i] = a.args[i];
    switch (a.kind) {
    case kPick:
        e.a[1] = m_dice[static_cast<std::size_t>(a.args[0])];
        break;
    case kArtistMove:
        e.a[5] = static_cast<std::int16_t>(
            paintCount(m_seat, a.args[1], a.args[2], a.args[3], a.args[0]));
        break;
    case kWave:
        e.a[2] = m_waveSide[static_cast<std::size_t>(a.args[0])];
        break;
    default:
        break;
    }
}

Json TokaidoDuoState::eventJson(const Event &e, bool described) const
{
    const TokaidoDuoDefinition &d = *m_def;
    const Params &p = params();
    Json j = Json::object();
    j["kind"] = kindWord(e.kind);
    const auto &a = e.a;
    auto wares = [&](std::size_t first) {
        Json list = Json::array();
        for (std::size_t w = 0; w < p.wares.size(); ++w) {
            for (int n = 0; n < a[first + w]; ++n)
                list.push(d.wareId(static_cast<int>(w)));
        }
        return list;
    };
    switch (e.kind) {
    case kPick:
        j["character"] = kCharacterIds[static_cast<std::size_t>(a[0])];
        j["value"] = static_cast<int>(a[1]);
        break;
    case kPilgrimMove:
        j["steps"] = static_cast<int>(a[0]);
        j["to"] = static_cast<int>(a[1]);
        j["jumped"] = a[2] != 0;
        j["from"] = static_cast<int>(a[3]);
        if (described) {
            // Every space from the start, clockwise round the ring (past space 0), to the one
            // reached: the count walked and the occupied spaces jumped (§7.1).
            Json path = Json::array();
            const int n = static_cast<int>(p.ring.size());
            for (int k = 0, s = a[3]; k < n; ++k, s = (s + 1) % n) {
                path.push(s);
                if (s == a[1])
                    break;
            }
            j["path"] = std::move(path);
        }
        break;
    case kMerchantMove: {
        j["to"] = d.townId(a[0]);
        j["from"] = d.townId(a[1]);
        Json path = Json::array();
        for (std::uint16_t v : d.paths().merchantPath(a[1], a[2], static_cast<std::size_t>(a[3])))
            path.push(d.townId(v));
        j["path"] = std::move(path);
        break;
    }
    case kReturn:
        j["wares"] = wares(0);
        break;
    case kSell:
        j["ware"] = d.wareId(a[1]);
        j["count"] = static_cast<int>(a[0]);
        j["coins"] = static_cast<int>(a[2]);
        break;
    case kArtistMove: {
        j["to"] = d.regionId(a[0]);
        j["from"] = d.regionId(a[1]);
        Json path = Json::array();
        const auto vertices = d.paths().artistPath(a[1], a[2], static_cast<std::size_t>(a[3]));
        for (std::size_t k = 1; k < vertices.size(); ++k)
            path.push(d.regionId(vertices[k]));
        j["path"] = std::move(path);
        j["counted"] = static_cast<int>(a[5]);
        break;
    }
    case kPaint:
        j["flips"] = static_cast<int>(a[0]);
        break;
    case kGift:
        j["icon"] = d.iconId(a[0]);
        break;
    case kWave: {
        const WaveTile &tile = p.waveTiles[static_cast<std::size_t>(a[0])];
        j["character"] = kCharacterIds[static_cast<std::size_t>(tile.character)];
        j["side"] = tile.sides[static_cast<std::size_t>(a[2])].id;
        j["from"] = static_cast<int>(a[1]);
        break;
    }
    case kSpring:
        j["use"] = a[0] == 1;
        break;
    case kRoll: {
        Json dice = Json::array();
        for (int c = 0; c < kCharacters; ++c)
            dice.push(static_cast<int>(a[static_cast<std::size_t>(c)]));
        j["dice"] = std::move(dice);
        break;
    }
    case kDraw:
        j["wares"] = wares(0);
        break;
    case kNoPath:
        j["character"] = kCharacterIds[static_cast<std::size_t>(a[0])];
        break;
    case kTemple:
    case kGarden:
        j["count"] = static_cast<int>(a[0]);
        break;
    case kCoins:
        j["amount"] = static_cast<int>(a[0]);
        break;
    case kHotSpring:
        j["from"] = static_cast<int>(a[0]);
        break;
    case kSlab:
        j["slabs"] = static_cast<int>(a[0]);
        break;
    case kTrigger:
        j["trigger"] = wordOf(kAllTriggerWords, static_cast<Trigger>(a[0]));
        break;
    case kFlip:
        j["flips"] = static_cast<int>(a[0]);
        break;
    case kAutomaPick:
        j["character"] = kCharacterIds[static_cast<std::size_t>(a[1])];
        j["value"] = static_cast<int>(a[3]);
        j["reasoning"] = a[0] >= 0 && a[0] < static_cast<int>(m_reasonings.size())
                             ? reasoningJson(m_reasonings[static_cast<std::size_t>(a[0])])
                             : Json();
        break;
    case kAutomaRank:
        j["character"] = kCharacterIds[static_cast<std::size_t>(a[0])];
        j["rank"] = static_cast<int>(a[1]);
        if (a[2] == kGainSpace) {
            j["why"] = "space";
            j["space"] = p.spaceTypes[static_cast<std::size_t>(a[3])].id;
        } else if (a[2] == kGainDelivery) {
            j["why"] = "delivery";
            j["town"] = d.townId(a[3]);
        } else {
            j["why"] = "scope";
            j["meeples"] = static_cast<int>(a[3]);
        }
        break;
    case kAutomaLoad:
        j["town"] = d.townId(a[0]);
        break;
    default:
        break;
    }
    return j;
}

Json TokaidoDuoState::describeAction(const Action &action) const
{
    return eventJson(preview(action), true);
}

// The observation's events, described: a pilgrim's move with its path too (the observation
// keeps the record transcripts hold). Every seat sees the same events.
Json TokaidoDuoState::describeEvents(int seat) const
{
    (void)seat;
    Json events = Json::array();
    for (const Event &e : m_events) {
        Json entry = eventJson(e, true);
        entry["seat"] = static_cast<int>(e.seat);
        entry["auto"] = e.automatic;
        events.push(std::move(entry));
    }
    return events;
}

// ---------------------------------------------------------------------------------------
// Outcome, observation, determinization

namespace {

// The names of outcome()'s figures that are made from parts.
struct OutcomeNames
{
    static constexpr int kGameFigures = 17;                   // "rounds" to "no_path"
    std::array<std::string, kSeats * kCharacters> seatScores; // "pilgrim_score.seat0"
    std::array<std::string, kCharacters> automaRanks;         // "automa_rank_pilgrim"
    std::array<std::string, kCharacters> automaTriggers;      // "trigger_automa_pilgrim"
    OutcomeNames()
    {
        for (std::size_t c = 0; c < kCharacters; ++c) {
            const std::string id(kCharacterIds[c]);
            for (int s = 0; s < kSeats; ++s)
                seatScores[static_cast<std::size_t>(s) * kCharacters + c] =
                    id + "_score.seat" + std::to_string(s);
            automaRanks[c] = "automa_rank_" + id;
            automaTriggers[c] = "trigger_automa_" + id;
        }
    }
};

} // namespace

Outcome TokaidoDuoState::outcome() const
{
    const Params &p = params();
    Outcome o;
    std::array<int, kSeats> total{score(0, -1), score(1, -1)};
    int winner = total[0] > total[1] ? 0 : total[1] > total[0] ? 1 : -1;
    if (winner < 0 && p.automaSeat >= 0) {
        winner = 1 - p.automaSeat; // the Automa has no money: ties go to the person (§13)
    } else if (winner < 0 && p.tieBreak == TieBreak::Coins) {
        const int c0 = m_players[0].coins;
        const int c1 = m_players[1].coins;
        winner = c0 > c1 ? 0 : c1 > c0 ? 1 : -1;
    }
    o.draw = winner < 0;
    o.ranks.reserve(kSeats);
    o.scores.reserve(kSeats);
    for (int s = 0; s < kSeats; ++s) {
        if (winner == s)
            o.winners.push_back(s);
        o.ranks.push_back(o.draw || winner == s ? 1 : 2);
        o.scores.push_back(total[static_cast<std::size_t>(s)]);
    }
    o.reason =
        m_triggerList.empty()
            ? "unfinished"
            : std::string(wordOf(kAllTriggerWords, static_cast<Trigger>(m_triggerList[0].second)));
    // Solo: the person's figures (the Automa's are its ranks, below).
    const int person = p.automaSeat >= 0 ? 1 - p.automaSeat : -1;
    auto mean = [&](int character) {
        if (person >= 0)
            return double(score(person, character));
        return (score(0, character) + score(1, character)) / 2.0;
    };
    auto fired = [&](Trigger t) {
        const auto bit = static_cast<std::uint8_t>(1u << static_cast<int>(t));
        return (m_triggered[0] | m_triggered[1]) & bit ? 1.0 : 0.0;
    };
    // A search asks for the outcome at the end of every iteration: the list is made at its
    // full size at once, each name built in place or copied from names made once, not
    // through an initializer list's copies, a reallocation and string concatenations (about
    // twenty allocations an outcome, a few percent of a hint search against the Automa).
    static const OutcomeNames names;
    std::vector<std::pair<std::string, double>> &f = o.figures;
    // Solo: the person's scores, the Automa's score, win, ranks and triggers.
    f.reserve(OutcomeNames::kGameFigures +
              (person >= 0 ? kCharacters + 2 + 2 * kCharacters : kSeats * kCharacters));
    f.emplace_back("rounds", m_round);
    f.emplace_back("decisions", m_plies);
    f.emplace_back("pilgrim_score", mean(kPilgrim));
    f.emplace_back("merchant_score", mean(kMerchant));
    f.emplace_back("artist_score", mean(kArtist));
    f.emplace_back("total_score", mean(-1));
    f.emplace_back("trigger_temples", fired(Trigger::Temples));
    f.emplace_back("trigger_gardens", fired(Trigger::Gardens));
    f.emplace_back("trigger_slabs", fired(Trigger::Slabs));
    f.emplace_back("trigger_gifts", fired(Trigger::Gifts));
    f.emplace_back("first_player_won", o.draw ? 0.5 : winner == m_firstOfGame ? 1.0 : 0.0);
    f.emplace_back("draw", o.draw ? 1.0 : 0.0);
    f.emplace_back("wave_from_board", m_stats.waveFromBoard);
    f.emplace_back("wave_stolen", m_stats.waveStolen);
    f.emplace_back("spring_repeats", m_stats.springRepeats);
    f.emplace_back("spring_steals", m_stats.springSteals);
    f.emplace_back("no_path", m_stats.noPath);
    // Each traveller's score by character ("pilgrim_score.seat0"), the Automa's seat aside.
    for (int s = 0; s < kSeats; ++s) {
        if (s == p.automaSeat)
            continue;
        for (int c = 0; c < kCharacters; ++c)
            f.emplace_back(names.seatScores[static_cast<std::size_t>(s * kCharacters + c)],
                           score(s, c));
    }
    if (person >= 0) {
        const PlayerState &automa = m_players[static_cast<std::size_t>(p.automaSeat)];
        f.emplace_back("automa_score", score(p.automaSeat, -1));
        f.emplace_back("automa_won", winner == p.automaSeat ? 1.0 : 0.0);
        for (std::size_t c = 0; c < kCharacters; ++c)
            f.emplace_back(names.automaRanks[c], automa.ranks[c]);
        for (int c = 0; c < kCharacters; ++c)
            f.emplace_back(
                names.automaTriggers[static_cast<std::size_t>(c)],
                fired(static_cast<Trigger>(static_cast<int>(Trigger::AutomaPilgrim) + c)));
    }
    return o;
}

Json TokaidoDuoState::observation(int seat) const
{
    const TokaidoDuoDefinition &d = *m_def;
    const Params &p = params();
    Json j = Json::object();
    j["viewer"] = seat;
    j["current_player"] = currentPlayer();
    j["ply"] = m_plies;
    j["round"] = static_cast<int>(m_round);
    j["first_player"] = static_cast<int>(m_first);
    j["step"] = static_cast<int>(std::min<int>(m_step, kCharacters - 1));
    j["final_round"] = m_triggerCount > 0;
    j["decision"] = stageWord(m_stage);

    Json dice = Json::array();
    for (int c = 0; c < kCharacters; ++c) {
        Json die = Json::object();
        die["character"] = kCharacterIds[static_cast<std::size_t>(c)];
        die["value"] = static_cast<int>(m_dice[static_cast<std::size_t>(c)]);
        die["taken_by"] = static_cast<int>(m_takenBy[static_cast<std::size_t>(c)]);
        dice.push(std::move(die));
    }
    j["dice"] = std::move(dice);
    if (m_stage == Stage::Pick || m_stage == Stage::Over) {
        j["resolving"] = Json();
    } else {
        Json r = Json::object();
        r["seat"] = static_cast<int>(m_seat);
        r["character"] = kCharacterIds[m_char];
        r["value"] = static_cast<int>(m_value);
        r["repeat"] = m_repeat;
        j["resolving"] = std::move(r);
    }
    Json wave = Json::array();
    for (std::size_t t = 0; t < p.waveTiles.size(); ++t) {
        Json tile = Json::object();
        tile["character"] = kCharacterIds[static_cast<std::size_t>(p.waveTiles[t].character)];
        tile["side"] = p.waveTiles[t].sides[m_waveSide[t]].id;
        tile["holder"] = static_cast<int>(m_waveHolder[t]);
        wave.push(std::move(tile));
    }
    j["wave"] = std::move(wave);
    j["hot_spring"] = static_cast<int>(m_springHolder);
    Json bag = Json::object();
    for (std::size_t w = 0; w < p.wares.size(); ++w)
        bag[p.wares[w].id] = static_cast<int>(m_bag[w]);
    j["bag"] = std::move(bag);
    j["bag_total"] = static_cast<int>(m_bagTotal);
    Json boutiques = Json::array();
    for (std::size_t t = 0; t < p.towns.size(); ++t) {
        if (m_boutique[t] < 0)
            continue;
        const Boutique &b = p.boutiques[static_cast<std::size_t>(m_boutique[t])];
        Json entry = Json::object();
        entry["town"] = p.towns[t].id;
        entry["ware"] = d.wareId(b.ware);
        entry["value"] = b.value;
        boutiques.push(std::move(entry));
    }
    j["boutiques"] = std::move(boutiques);

    Json players = Json::array();
    for (int s = 0; s < kSeats; ++s) {
        const PlayerState &pl = m_players[static_cast<std::size_t>(s)];
        Json e = Json::object();
        e["pilgrim"] = static_cast<int>(pl.pilgrim);
        e["merchant"] = d.townId(pl.merchant);
        e["artist"] = d.regionId(pl.artist);
        e["temples"] = static_cast<int>(pl.temples);
        e["gardens"] = static_cast<int>(pl.gardens);
        e["coins"] = static_cast<int>(pl.coins);
        e["slabs"] = static_cast<int>(pl.slabs);
        Json wares = Json::object();
        for (std::size_t w = 0; w < p.wares.size(); ++w)
            wares[p.wares[w].id] = static_cast<int>(pl.wares[w]);
        e["wares"] = std::move(wares);
        e["hand"] = static_cast<int>(pl.hand);
        e["automa"] = isAutoma(s);
        Json paintings = Json::array();
        // The Automa has no artist board: no painting tiles.
        for (int i = 0; i < p.paintings() && !isAutoma(s); ++i) {
            Json tile = Json::object();
            const bool down = i >= pl.flipped;
            // Face-down icons are unknown to everyone (§2.4); the omniscient view shows them.
            tile["icon"] = down && seat != kOmniscient
                               ? std::string()
                               : d.iconId(pl.icons[static_cast<std::size_t>(i)]);
            tile["state"] = i < pl.gifted ? "gone" : down ? "down" : "up";
            paintings.push(std::move(tile));
        }
        e["paintings"] = std::move(paintings);
        Json sc = Json::object();
        sc["pilgrim"] = score(s, kPilgrim);
        sc["merchant"] = score(s, kMerchant);
        sc["artist"] = score(s, kArtist);
        sc["total"] = score(s, -1);
        e["score"] = std::move(sc);
        players.push(std::move(e));
    }
    j["players"] = std::move(players);
    Json triggers = Json::array();
    for (const auto &[s, t] : m_triggerList) {
        Json e = Json::object();
        e["seat"] = static_cast<int>(s);
        e["trigger"] = wordOf(kAllTriggerWords, static_cast<Trigger>(t));
        triggers.push(std::move(e));
    }
    j["end_triggers"] = std::move(triggers);
    if (p.automaSeat >= 0) {
        const PlayerState &pl = m_players[static_cast<std::size_t>(p.automaSeat)];
        const AutomaLevel &level = p.level();
        Json a = Json::object();
        a["seat"] = p.automaSeat;
        a["level"] = p.automaLevel;
        a["level_id"] = level.id;
        a["loaded"] = pl.loaded;
        Json ranks = Json::object();
        Json tracks = Json::object();
        for (std::size_t c = 0; c < kCharacters; ++c) {
            ranks[kCharacterIds[c]] = static_cast<int>(pl.ranks[c]);
            Json values = Json::array();
            for (int v : level.tracks[c])
                values.push(v);
            tracks[kCharacterIds[c]] = std::move(values);
        }
        a["ranks"] = std::move(ranks);
        a["tracks"] = std::move(tracks);
        a["reasoning"] = m_hasReasoning ? reasoningJson(m_lastReasoning) : Json();
        j["automa"] = std::move(a);
    } else {
        j["automa"] = Json();
    }
    Json events = Json::array();
    for (const Event &e : m_events) {
        Json entry = eventJson(e);
        entry["seat"] = static_cast<int>(e.seat);
        entry["auto"] = e.automatic;
        events.push(std::move(entry));
    }
    j["events"] = std::move(events);
    if (isTerminal())
        j["outcome"] = outcome().toJson();
    if (seat == kOmniscient)
        j["rng"] = m_rng.toJson();
    return j;
}

} // namespace kotatsu::tokaido_duo
