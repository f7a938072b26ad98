// SPDX-License-Identifier: GPL-3.0-or-later
// HyanoState::loadPosition: the inverse of observation(kOmniscient) (docs/scenarios.md).
#include "engine/position_loader.h"
#include "games/hyano/hyano_state.h"

#include <string>

namespace kotatsu::hyano {

namespace {

using Loader = PositionLoader;

} // namespace

bool HyanoState::loadPosition(const Json &o, std::string *error)
{
    const Params &p = params();
    const int cards = static_cast<int>(p.cards.size());
    Loader in{error};
    if (!o.isObject())
        return in.fail("a position is an object");
    HyanoState s(*this);
    s.m_reveals = 0;
    s.m_predictionNews = 0;
    s.m_predictionNewsAsSage = {};
    s.m_failures = 0;

    auto cardId = [&](const Json &v, const std::string &where, std::uint8_t &out) {
        if (!v.isInt() || v.asInt() < 0 || v.asInt() >= cards)
            return in.fail(where + ": a card id expected");
        out = static_cast<std::uint8_t>(v.asInt());
        return true;
    };
    auto cardSet = [&](const Json &list, const std::string &where, CardSet &out) {
        out.reset();
        if (!list.isArray())
            return in.fail(where + ": a list of card ids expected");
        for (std::size_t i = 0; i < list.size(); ++i) {
            std::uint8_t id = 0;
            if (!cardId(list.at(i), where + "[" + std::to_string(i) + "]", id))
                return false;
            out.set(id);
        }
        return true;
    };
    auto playedList = [&](const Json &list, const std::string &where,
                          FixedVector<Played, kMaxCards> &out) {
        out.clear();
        if (!list.isArray() || list.size() > static_cast<std::size_t>(cards))
            return in.fail(where + ": a list of played cards expected");
        for (std::size_t i = 0; i < list.size(); ++i) {
            const Json &e = list.at(i);
            const std::string at = where + "[" + std::to_string(i) + "].";
            Played played;
            int value = 0, pile = 0, player = 0;
            if (!cardId(e.get("card"), at + "card", played.card) ||
                !in.integer(e, "value", 0, 255, value, at) ||
                !in.integer(e, "pile", 0, p.piles - 1, pile, at) ||
                !in.integer(e, "player", 0, m_players - 1, player, at))
                return false;
            played.value = static_cast<std::uint8_t>(value);
            played.pile = static_cast<std::uint8_t>(pile);
            played.player = static_cast<std::uint8_t>(player);
            out.push_back(played);
        }
        return true;
    };

    const std::string &phase = o.get("phase").asString();
    if (phase == "predict")
        s.m_phase = Phase::Predict;
    else if (phase == "open")
        s.m_phase = Phase::Open;
    else if (phase == "play")
        s.m_phase = Phase::Play;
    else if (phase == "over")
        s.m_phase = Phase::Over;
    else
        return in.fail("phase: predict, open, play or over expected");
    if (!in.integer(o, "round", 1, 1 << 30, s.m_round, "") ||
        !in.integer(o, "ply", 0, 1 << 30, s.m_plies, "") ||
        !in.integer(o, "sage", 0, m_players - 1, s.m_sage, "") ||
        !in.integer(o, "first_sage", 0, m_players - 1, s.m_firstSage, "") ||
        !in.integer(o, "passes", 0, m_players, s.m_passes, ""))
        return false;
    int current = 0;
    if (!in.integer(o, "current_player", -1, m_players - 1, current, ""))
        return false;
    s.m_turn = s.m_phase == Phase::Play ? current : s.m_sage;

    // The piles: the face-up card and the face-down ones (the next to turn up first).
    const Json &piles = o.get("piles");
    const Json &faceDown = o.get("face_down");
    if (!piles.isArray() || piles.size() != static_cast<std::size_t>(p.piles) ||
        !faceDown.isArray() || faceDown.size() != static_cast<std::size_t>(p.piles))
        return in.fail("piles, face_down: one entry per pile expected");
    for (int i = 0; i < p.piles; ++i) {
        const auto k = static_cast<std::size_t>(i);
        const std::string where = "piles[" + std::to_string(i) + "].face_up";
        const Json &up = piles.at(k).get("face_up");
        s.m_faceUp[k] = kNoCard;
        if (!up.isNull() && !cardId(up, where, s.m_faceUp[k]))
            return false;
        const Json &down = faceDown.at(k);
        if (!down.isArray() || down.size() > static_cast<std::size_t>(kMaxPileCards))
            return in.fail("face_down[" + std::to_string(i) + "]: a list of card ids expected");
        s.m_piles[k].clear();
        for (std::size_t c = down.size(); c-- > 0;) {
            std::uint8_t id = 0;
            if (!cardId(down.at(c), "face_down[" + std::to_string(i) + "][]", id))
                return false;
            s.m_piles[k].push_back(id);
        }
        // Only the invariants read these: the pile as it is counts as dealt.
        s.m_dealt[k] = static_cast<std::uint8_t>(s.m_piles[k].size());
        s.m_turnedUp[k] = 0;
    }
    if (!playedList(o.get("centre"), "centre", s.m_centre) ||
        !cardSet(o.get("pot"), "pot", s.m_pot))
        return false;

    // The prediction, and the face-up cards it was made among: each pile's first card played
    // this round, else the card still face up on it.
    const Json &prediction = o.get("prediction");
    s.m_prediction = -1;
    s.m_predictedCard = kNoCard;
    s.m_roundStart.fill(kNoCard);
    if (!prediction.isNull()) {
        if (!in.integer(prediction, "pile", 0, p.piles - 1, s.m_prediction, "prediction.") ||
            !cardId(prediction.get("card"), "prediction.card", s.m_predictedCard))
            return false;
        std::array<bool, kMaxPiles> playedFrom{};
        for (const Played &c : s.m_centre) {
            if (!playedFrom[c.pile])
                s.m_roundStart[c.pile] = c.card;
            playedFrom[c.pile] = true;
        }
        for (int i = 0; i < p.piles; ++i) {
            const auto k = static_cast<std::size_t>(i);
            if (!playedFrom[k])
                s.m_roundStart[k] = s.m_faceUp[k];
        }
        if (s.m_roundStart[static_cast<std::size_t>(s.m_prediction)] != s.m_predictedCard)
            return in.fail("prediction.card: the card face up on that pile when predicting "
                           "expected");
    } else if (s.m_phase == Phase::Open || s.m_phase == Phase::Play) {
        return in.fail("prediction: the sage's prediction expected once the round is open");
    }

    // Each seat's prophecies and rounds as the sage; the cards it won (which ones is not
    // shown, only how many: the lowest ids nobody holds, as many as its score).
    const Json &scores = o.get("scores");
    const Json &prophecies = o.get("prophecies");
    const Json &sageRounds = o.get("sage_rounds");
    if (!scores.isArray() || scores.size() != static_cast<std::size_t>(m_players) ||
        !prophecies.isArray() || prophecies.size() != static_cast<std::size_t>(m_players) ||
        !sageRounds.isArray() || sageRounds.size() != static_cast<std::size_t>(m_players))
        return in.fail("scores, prophecies, sage_rounds: one entry per seat expected");
    CardSet placed = s.m_pot;
    for (int i = 0; i < p.piles; ++i) {
        const auto k = static_cast<std::size_t>(i);
        if (s.m_faceUp[k] != kNoCard)
            placed.set(s.m_faceUp[k]);
        for (auto id : s.m_piles[k])
            placed.set(id);
    }
    for (const Played &c : s.m_centre)
        placed.set(c.card);
    int nextFree = 0;
    auto takeFree = [&](CardSet &into, int count) {
        for (; count > 0; --count) {
            while (nextFree < cards && placed.test(static_cast<std::size_t>(nextFree)))
                ++nextFree;
            if (nextFree >= cards)
                return false;
            placed.set(static_cast<std::size_t>(nextFree));
            into.set(static_cast<std::size_t>(nextFree));
        }
        return true;
    };
    for (int seat = 0; seat < m_players; ++seat) {
        const auto k = static_cast<std::size_t>(seat);
        const std::string where = "[" + std::to_string(seat) + "]";
        int score = 0;
        if (!scores.at(k).isInt() || !prophecies.at(k).isInt() || !sageRounds.at(k).isInt())
            return in.fail("scores" + where + ", prophecies" + where + ", sage_rounds" + where +
                           ": whole numbers expected");
        score = static_cast<int>(scores.at(k).asInt());
        s.m_prophecies[k] = static_cast<std::int16_t>(prophecies.at(k).asInt());
        s.m_sageRounds[k] = static_cast<std::int16_t>(sageRounds.at(k).asInt());
        s.m_won[k].reset();
        if (score < 0 || !takeFree(s.m_won[k], score))
            return in.fail("scores" + where + ": more cards won than the game has left");
    }
    int removed = 0;
    if (!in.integer(o, "removed", 0, cards, removed, ""))
        return false;
    s.m_removed.reset();
    if (!takeFree(s.m_removed, removed))
        return in.fail("removed: more cards removed than the game has left");

    // The last finished round.
    const Json &report = o.get("last_round");
    s.m_report = RoundReport{};
    if (!report.isNull()) {
        if (!in.integer(report, "round", 1, s.m_round, s.m_report.round, "last_round.") ||
            !in.integer(report, "sage", 0, m_players - 1, s.m_report.sage, "last_round.") ||
            !playedList(report.get("cards"), "last_round.cards", s.m_report.cards) ||
            !in.integer(report, "won", 0, cards, s.m_report.won, "last_round.") ||
            !in.integer(report, "removed", 0, cards, s.m_report.removed, "last_round.") ||
            !in.integer(report, "carried", 0, cards, s.m_report.carried, "last_round.") ||
            !in.integer(report, "turned_up", 0, cards, s.m_report.turnedUp, "last_round."))
            return false;
        const Json &pile = report.get("predicted_pile");
        const Json &card = report.get("predicted_card");
        s.m_report.predictedPile = pile.isInt() ? static_cast<int>(pile.asInt()) : -1;
        s.m_report.predictedCard = card.isInt() ? static_cast<int>(card.asInt()) : -1;
        if (!report.get("success").isBool())
            return in.fail("last_round.success: true or false expected");
        s.m_report.success = report.get("success").asBool();
    }

    // Whether the end was triggered at the end of the last round: the piles empty then are
    // the empty ones that gave no card this round (emptiness lasts).
    int emptyThen = 0;
    for (int i = 0; i < p.piles; ++i) {
        const auto k = static_cast<std::size_t>(i);
        bool gave = false;
        for (const Played &c : s.m_centre)
            gave = gave || c.pile == i;
        emptyThen += s.m_faceUp[k] == kNoCard && s.m_piles[k].empty() && !gave ? 1 : 0;
    }
    s.m_endTriggered = !report.isNull() && emptyThen >= p.endWhenEmptyPiles;
    s.m_noCardsLeft =
        s.m_phase == Phase::Over && o.get("outcome").get("reason").asString() == "no_cards_left";

    if (!s.m_rng.fromJson(o.get("rng")))
        return in.fail("rng: four 16-digit hexadecimal words expected");
    return in.adopt(*this, std::move(s), current);
}

} // namespace kotatsu::hyano
