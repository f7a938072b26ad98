// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/hyano/hyano_definition.h"

#include "engine/rules_definition_impl.h"
#include "games/hyano/hyano_state.h"
#include "util/text.h"

namespace kotatsu {
template class RulesDefinition<hyano::HyanoDefinition, hyano::Params, hyano::HyanoState>;
} // namespace kotatsu

namespace kotatsu::hyano {

HyanoDefinition::HyanoDefinition(GameInfo info, Params params)
    : RulesDefinition(std::move(info), std::move(params))
{
    GameInfo withChance = this->info();
    withChance.hiddenInformation = true;
    withChance.chance = true;
    setInfo(std::move(withChance));
}

std::string HyanoDefinition::formatAction(const Action &action) const
{
    if (action.kind == kPass)
        return "pass";
    const char *verb = action.kind == kPredict ? "predict" : action.kind == kOpen ? "open" : "play";
    const auto pile = static_cast<std::size_t>(action.args[0]);
    std::string text =
        std::string(verb) + " " +
        (pile < m_params.symbols.size() ? m_params.symbols[pile].id : "#" + std::to_string(pile));
    if (action.args[1] != 0)
        text += " sun " + std::to_string(action.args[2]);
    return text;
}

Json HyanoDefinition::describe() const
{
    const Params &p = m_params;
    Json json = Json::object();
    json["piles"] = p.piles;
    Json symbols = Json::array();
    for (int i = 0; i < p.piles; ++i) {
        const Symbol &symbol = p.symbols[static_cast<std::size_t>(i)];
        Json entry = Json::object();
        entry["id"] = symbol.id;
        entry["emblem"] = symbol.emblem;
        // How the disc draws it: a shape by its word, or the letters written out.
        entry["emblem_kind"] = symbol.letters ? "letters" : "shape";
        entry["name"] = symbol.name.toJson();
        symbols.push(std::move(entry));
    }
    json["symbols"] = std::move(symbols);
    Json colours = Json::array();
    for (const Colour &colour : p.colours) {
        Json entry = Json::object();
        entry["id"] = colour.id;
        entry["hex"] = colour.hex;
        entry["mark"] = colour.mark;
        entry["name"] = colour.name.toJson();
        entry["name_in_text"] = colour.nameInText.toJson();
        colours.push(std::move(entry));
    }
    json["colours"] = std::move(colours);
    json["sun_name"] = p.sunName.toJson();
    json["sun_name_in_text"] = p.sunNameInText.toJson();
    Json values = Json::array();
    values.push(p.minValue);
    values.push(p.maxValue);
    json["values"] = std::move(values);
    Json cards = Json::array();
    for (std::size_t id = 0; id < p.cards.size(); ++id) {
        const Card &card = p.cards[id];
        Json entry = Json::object();
        entry["id"] = static_cast<int>(id);
        entry["colour"] = static_cast<int>(card.colour);
        entry["value"] = card.sun ? Json() : Json(static_cast<int>(card.value));
        entry["sun"] = card.sun;
        cards.push(std::move(entry));
    }
    json["cards"] = std::move(cards);

    Json rules = Json::object();
    rules["deal"] = wordOf(kDealWords, p.deal);
    rules["first_sage"] = wordOf(kFirstSageWords, p.firstSage);
    Json match = Json::array();
    for (const auto &entry : kMatchWords) {
        if (p.matches(entry.value))
            match.push(entry.word);
    }
    rules["match_rules"] = std::move(match);
    rules["adjacent_wraps"] = p.adjacentWraps;
    rules["sun_forbidden_values"] = wordOf(kSunForbiddenWords, p.sunForbidden);
    rules["mandatory_play"] = p.mandatoryPlay;
    rules["sage_in_rotation"] = p.sageInRotation;
    rules["turn_direction"] = wordOf(kTurnDirectionWords, p.turnStep > 0 ? 1 : -1);
    rules["round_end_mode"] = wordOf(kRoundEndWords, p.roundEnd);
    rules["on_failure"] = wordOf(kOnFailureWords, p.onFailure);
    rules["reveal_on_failure"] = p.revealOnFailure;
    rules["refresh_during_round"] = p.refreshDuringRound;
    rules["end_when_empty_piles"] = p.endWhenEmptyPiles;
    rules["end_after_full_rotation"] = p.endAfterFullRotation;
    rules["score"] = wordOf(kScoreWords, Score::CardCount);
    rules["tie"] = wordOf(kTieWords, p.tie);
    rules["sage_rotation"] = wordOf(kSageRotationWords, p.sageStep > 0 ? 1 : -1);
    json["rules"] = std::move(rules);
    return json;
}

} // namespace kotatsu::hyano
