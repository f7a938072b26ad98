// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/outcome_fields.h"
#include "games/tokaido_duo/tokaido_duo_definition.h"

namespace kotatsu::tokaido_duo {

// What TokaidoDuoState::observation(seat) holds; the table's side of the contract
// (/work/notes/tokaido-contract.md) is this list.
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
            {"players[].score", "object", "the points it would score now"},
            {"players[].score.pilgrim", "int", "the pilgrim's"},
            {"players[].score.merchant", "int", "the merchant's"},
            {"players[].score.artist", "int", "the artist's"},
            {"players[].score.total", "int", "the sum"},
            {"end_triggers", "array", "the end conditions met, in order"},
            {"end_triggers[]", "object", "one"},
            {"end_triggers[].seat", "int", "whose"},
            {"end_triggers[].trigger", "string", "temples, gardens, slabs or gifts"},
            {"events", "array",
             "what the rules carried out on their own since the last player action, in order"},
            {"events[]", "object", "an event: describeAction's shape, or an automatic kind"},
            {"events[].kind", "string",
             "pick, pilgrim, merchant, return, sell, artist, paint, gift, wave, spring (forced "
             "decisions), roll, draw, no_path, temple, garden, coins, hot_spring, slab, "
             "trigger, flip"},
            {"events[].seat", "int", "the seat it concerns"},
            {"events[].auto", "bool", "always true: carried out by the rules"},
            {"events[].character", "string", "pick, no_path, wave: the character"},
            {"events[].value", "int", "pick: the die's value"},
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
            {"rng", "array", "omniscient only: the state's random generator"},
            {"rng[]", "string", "one word, hex"},
        };
        appendOutcomeFields(s);
        return s;
    }();
    return schema;
}

} // namespace kotatsu::tokaido_duo
