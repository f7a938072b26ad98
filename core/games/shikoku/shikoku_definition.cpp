// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/shikoku/shikoku_definition.h"

#include "engine/rules_definition_impl.h"
#include "games/shikoku/shikoku_state.h"
#include "util/text.h"

namespace kotatsu {
template class RulesDefinition<shikoku::ShikokuDefinition, shikoku::Params, shikoku::ShikokuState>;
} // namespace kotatsu

namespace kotatsu::shikoku {

ShikokuDefinition::ShikokuDefinition(GameInfo info, Params params)
    : RulesDefinition(std::move(info), std::move(params))
{
    GameInfo withChance = this->info();
    withChance.hiddenInformation = true;
    withChance.chance = true;
    setInfo(std::move(withChance));
}

std::string ShikokuDefinition::formatAction(const Action &action) const
{
    const char *verb = action.kind == kPlay ? "play" : "draft";
    return std::string(verb) + " " + std::to_string(action.args[0]);
}

Json ShikokuDefinition::describe() const
{
    const Params &p = m_params;
    Json json = Json::object();
    json["steps_to_pagoda"] = p.stepsToPagoda;
    json["start_step"] = p.startStep;
    json["hand_size"] = p.handSize;
    json["sandals_table_is_placeholder"] = p.sandalsArePlaceholder;
    Json cards = Json::array();
    for (int value : p.cards) {
        Json card = Json::object();
        card["value"] = value;
        card["sandals"] = static_cast<int>(p.sandals[static_cast<std::size_t>(value)]);
        cards.push(std::move(card));
    }
    json["cards"] = std::move(cards);
    Json pilgrims = Json::array();
    for (const Pilgrim &pilgrim : p.pilgrims) {
        Json entry = Json::object();
        entry["id"] = pilgrim.id;
        entry["colour"] = pilgrim.colour;
        entry["name"] = pilgrim.name.toJson();
        pilgrims.push(std::move(entry));
    }
    json["pilgrims"] = std::move(pilgrims);
    Json frozen = Json::object();
    Json winners = Json::object();
    for (int n = p.minPlayers; n <= p.maxPlayers; ++n) {
        Json indices = Json::array();
        for (int i = 0; i < n; ++i) {
            if ((p.frozenMask[static_cast<std::size_t>(n)] >> i) & 1u)
                indices.push(i);
        }
        frozen[std::to_string(n)] = std::move(indices);
        Json w = Json::object();
        Json top = Json::array();
        for (int t : p.winners[static_cast<std::size_t>(n)].top)
            top.push(t);
        Json bottom = Json::array();
        for (int b : p.winners[static_cast<std::size_t>(n)].bottom)
            bottom.push(b);
        w["top"] = std::move(top);
        w["bottom"] = std::move(bottom);
        winners[std::to_string(n)] = std::move(w);
    }
    json["frozen_positions"] = std::move(frozen);
    json["winner_positions"] = std::move(winners);
    json["setup_move"] = p.setupMove;
    json["rotate_lowest_to_end"] = p.rotateLowestToEnd;
    json["others_source"] = wordOf(kOthersSourceWords, p.othersSource);
    json["tie_mode"] = wordOf(kTieModeWords, p.tieMode);
    json["overshoot"] = wordOf(kOvershootWords, p.overshoot);
    return json;
}

} // namespace kotatsu::shikoku
