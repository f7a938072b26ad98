// SPDX-License-Identifier: GPL-3.0-or-later
// GardenState::loadPosition: the inverse of observation(kOmniscient) (docs/scenarios.md,
// section 2.6).
#include "engine/position_loader.h"
#include "games/garden/garden_state.h"
#include "util/text.h"

#include <optional>
#include <string>

namespace kotatsu::garden {

namespace {

// A key or digest as the observation writes it: 16 hexadecimal digits.
std::optional<std::uint64_t> parseHex(const Json &value)
{
    const std::string &text = value.asString();
    if (text.size() != 16)
        return std::nullopt;
    std::uint64_t out = 0;
    for (char c : text) {
        const int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (digit < 0)
            return std::nullopt;
        out = out << 4 | static_cast<std::uint64_t>(digit);
    }
    return out;
}

// The action a text of GardenDefinition::formatAction() names (spec §12), whether or not it
// is legal now: the last move's text is read back this way.
std::optional<Action> parseAction(const GardenDefinition &d, const std::string &text)
{
    const auto w = splitWords(text);
    auto word = [&](std::size_t i) { return i < w.size() ? w[i] : std::string_view(); };
    auto figure = [&](std::size_t i) { return d.findFigure(word(i)); };
    auto region = [&](std::size_t i) { return d.board().findRegion(word(i)); };
    auto colour = [&](std::size_t i) { return d.params().colourIndex(word(i)); };
    // An order "red+yellow": its code, or -1; an absent order is 0.
    auto order = [&](std::size_t i) {
        if (i >= w.size())
            return 0;
        std::array<int, kMaxChooserBeads> colours{};
        int n = 0;
        std::string_view rest = w[i];
        while (true) {
            const auto plus = rest.find('+');
            const int c = d.params().colourIndex(rest.substr(0, plus));
            if (c < 0 || n >= kMaxChooserBeads)
                return -1;
            colours[static_cast<std::size_t>(n++)] = c;
            if (plus == std::string_view::npos)
                break;
            rest = rest.substr(plus + 1);
        }
        return GardenDefinition::encodeOrder(colours.data(), n);
    };
    // "top", or "all [order]" from word i: the mode and the order, or nothing.
    auto transfer = [&](std::size_t i, int &mode, int &code) {
        if (word(i) == "top" && w.size() == i + 1) {
            mode = kTop;
            code = 0;
            return true;
        }
        if (word(i) != "all" || w.size() > i + 2)
            return false;
        mode = kAll;
        code = order(i + 1);
        return code >= 0;
    };
    const std::string_view kind = word(0);
    int mode = 0;
    int code = 0;
    std::optional<Action> out;
    if (kind == "setup" && w.size() == 4)
        out = makeAction(kSetup, figure(1), region(2), colour(3));
    else if (kind == "draft" && w.size() == 2)
        out = makeAction(kDraft, colour(1));
    else if (kind == "stop" && w.size() == 1)
        out = makeAction(kStop);
    else if (kind == "step" && word(3) == "give" && transfer(5, mode, code))
        out = makeAction(kStep, figure(1), region(2), figure(4), mode, code);
    else if (kind == "jump" && word(2) == "over" && word(4) == "to" && w.size() == 6)
        out = makeAction(kJump, figure(1), region(3), region(5), kNoFigure, kNoTransfer, 0);
    else if (kind == "jump" && word(2) == "over" && word(4) == "to" && word(6) == "give" &&
             transfer(8, mode, code))
        out = makeAction(kJump, figure(1), region(3), region(5), figure(7), mode, code);
    else if (kind == "handoff" && word(2) == "over" && word(4) == "to" && w.size() <= 7 &&
             (code = order(6)) >= 0)
        out = makeAction(kHandoff, figure(1), region(3), region(5), code);
    else if (kind == "pass" && word(2) == "to" && w.size() == 4)
        out = makeAction(kPass, figure(1), figure(3), kTop, 0);
    else if (kind == "pass" && word(2) == "to" && transfer(4, mode, code))
        out = makeAction(kPass, figure(1), figure(3), mode, code);
    if (!out)
        return std::nullopt;
    // Every argument named a figure, region or colour of this game (the text is the proof).
    if (d.formatAction(*out) != text)
        return std::nullopt;
    return out;
}

} // namespace

bool GardenState::loadPosition(const Json &o, std::string *error)
{
    const GardenDefinition &d = *m_def;
    const Params &p = params();
    const int colours = static_cast<int>(p.colours.size());
    PositionLoader in{error};
    if (!o.isObject())
        return in.fail("a position is an object");
    // A fresh game with nothing on the board (a fixed set-up places its figures at once).
    GardenState s(m_def, 0);
    s.clearBoard();
    s.m_supply = {};
    s.m_pairsToPlace = {};
    s.m_draftPool = {};
    s.m_placed = {};
    s.m_history.clear();
    s.m_last = LastMove{};
    s.m_reveals = 0;
    s.m_stats = Stats{};

    const std::string &phase = o.get("phase").asString();
    if (phase == "draft")
        s.m_phase = Phase::Draft;
    else if (phase == "setup")
        s.m_phase = Phase::Setup;
    else if (phase == "play")
        s.m_phase = Phase::Play;
    else if (phase == "over")
        s.m_phase = Phase::Over;
    else
        return in.fail("phase: draft, setup, play or over expected");
    const bool playing = s.m_phase == Phase::Play || s.m_phase == Phase::Over;
    int first = 0;
    int current = 0;
    if (!in.integer(o, "first_player", 0, kSides - 1, first, "") ||
        !in.integer(o, "current_player", s.m_phase == Phase::Over ? -1 : 0,
                    s.m_phase == Phase::Over ? -1 : kSides - 1, current, "") ||
        !in.integer(o, "ply", 0, 1 << 20, s.m_plies, "") ||
        !in.integer(o, "move_ply", 0, playing ? p.maxPlies : 0, s.m_movePlies, "") ||
        !in.integer(o, "repetition", 0, kMaxPliesLimit + 1, s.m_repetitions, ""))
        return false;
    s.m_firstSide = static_cast<std::uint8_t>(first);
    if (s.m_plies < s.m_movePlies)
        return in.fail("ply: at least move_ply expected");
    if (o.get("plies_left").asInt(-1) != p.maxPlies - s.m_movePlies)
        return in.fail("plies_left: rules.end.max_plies minus move_ply (" +
                       std::to_string(p.maxPlies - s.m_movePlies) + ") expected");

    // The sides: the beads each owns and the pairs it has still to put on figures.
    const Json &sides = o.get("sides");
    if (!sides.isArray() || sides.size() != kSides)
        return in.fail("sides: one entry per side expected");
    for (int side = 0; side < kSides; ++side) {
        const auto si = static_cast<std::size_t>(side);
        const Json &e = sides.at(si);
        const std::string at = "sides[" + std::to_string(side) + "].";
        if (e.get("id").asString() != p.sides[si].id)
            return in.fail(at + "id: " + p.sides[si].id + " expected");
        if (e.get("home").asString() != d.regionName(d.home(side)) ||
            e.get("goal").asString() != d.regionName(d.goal(side)))
            return in.fail(at + "home, goal: " + d.regionName(d.home(side)) + ", " +
                           d.regionName(d.goal(side)) + " expected");
        const Json &beads = e.get("beads");
        if (!beads.isObject())
            return in.fail(at + "beads: a map of colours expected");
        for (int c = 0; c < colours; ++c) {
            const std::string &id = p.colours[static_cast<std::size_t>(c)].id;
            if (!in.integer(beads, id, 0, p.colours[static_cast<std::size_t>(c)].count,
                            s.m_supply[si][static_cast<std::size_t>(c)], at + "beads."))
                return false;
        }
        if (beads.size() != static_cast<std::size_t>(colours))
            return in.fail(at + "beads: a colour that is not in the game");
        const Json &pairs = e.get("pairs_to_place");
        if (!pairs.isArray())
            return in.fail(at + "pairs_to_place: a list of colours expected");
        for (std::size_t k = 0; k < pairs.size(); ++k) {
            const int c = p.colourIndex(pairs.at(k).asString());
            if (c < 0)
                return in.fail(at + "pairs_to_place[" + std::to_string(k) + "]: a colour expected");
            ++s.m_pairsToPlace[si][static_cast<std::size_t>(c)];
        }
        if (!in.integer(e, "figures_placed", 0, d.figuresPerSide(), s.m_placed[si], at))
            return false;
        if (playing && (!pairs.elements().empty() || s.m_placed[si] != d.figuresPerSide()))
            return in.fail(at + "pairs_to_place: every figure is placed once play has begun");
    }

    const Json &pool = o.get("draft_pool");
    if (s.m_phase == Phase::Draft) {
        if (!pool.isObject())
            return in.fail("draft_pool: a map of colours expected while drafting");
        for (int c = 0; c < colours; ++c) {
            if (!in.integer(pool, p.colours[static_cast<std::size_t>(c)].id, 0,
                            p.colours[static_cast<std::size_t>(c)].count,
                            s.m_draftPool[static_cast<std::size_t>(c)], "draft_pool."))
                return false;
        }
    } else if (!pool.isNull()) {
        return in.fail("draft_pool: null expected once the draft is over");
    }

    // The figures, each with its beads bottom to top; the first figures_placed of a side
    // stand on the board.
    const Json &figures = o.get("figures");
    if (!figures.isArray() || figures.size() != static_cast<std::size_t>(d.figureCount()))
        return in.fail("figures: " + std::to_string(d.figureCount()) + " figures expected");
    for (int f = 0; f < d.figureCount(); ++f) {
        const Json &e = figures.at(static_cast<std::size_t>(f));
        const std::string at = "figures[" + std::to_string(f) + "].";
        if (e.get("id").asString() != d.figureName(f) || e.get("side").asInt(-1) != d.sideOf(f))
            return in.fail(at + "id, side: " + d.figureName(f) + ", " +
                           std::to_string(d.sideOf(f)) + " expected");
        if (e.get("hidden").asBool(true))
            return in.fail(at + "hidden: false expected (the omniscient view)");
        const Json &beads = e.get("beads");
        if (!beads.isArray() || beads.size() > static_cast<std::size_t>(kMaxStack))
            return in.fail(at + "beads: a list of at most " + std::to_string(kMaxStack) +
                           " colours expected");
        Figure &fig = s.m_figures[static_cast<std::size_t>(f)];
        for (std::size_t k = 0; k < beads.size(); ++k) {
            const int c = p.colourIndex(beads.at(k).asString());
            if (c < 0)
                return in.fail(at + "beads[" + std::to_string(k) + "]: a colour expected");
            fig.beads.push_back(static_cast<std::uint8_t>(c));
        }
        const bool placed =
            f - d.firstFigure(d.sideOf(f)) < s.m_placed[static_cast<std::size_t>(d.sideOf(f))];
        const Json &region = e.get("region");
        if (!placed) {
            if (!region.isNull())
                return in.fail(at + "region: null expected (figures_placed of its side)");
            continue;
        }
        const int r = d.board().findRegion(region.asString());
        if (r < 0)
            return in.fail(at + "region: a region of the board expected");
        if (s.occupied(r))
            return in.fail(at + "region: " + region.asString() + " holds another figure");
        s.moveFigure(f, r);
    }

    const Json &turn = o.get("turn");
    if (!turn.isNull()) {
        const int f = d.findFigure(turn.get("figure").asString());
        if (s.m_phase != Phase::Play || f == kNoFigure)
            return in.fail("turn.figure: a figure in play expected");
        s.m_chainFigure = static_cast<std::int8_t>(f);
        if (!in.integer(turn, "steps", 1, p.stepsPerTurn - 1, s.m_chainSteps, "turn."))
            return false;
    }

    const Json &last = o.get("last_move");
    if (!last.isNull()) {
        const auto action = parseAction(d, last.get("action").asString());
        if (!action)
            return in.fail("last_move.action: an action text of this game expected");
        LastMove &m = s.m_last;
        m.action = *action;
        if (!in.integer(last, "player", 0, kSides - 1, m.side, "last_move.") ||
            !in.integer(last, "beads_moved", 0, kMaxStack, m.beadsMoved, "last_move."))
            return false;
        auto region = [&](const char *key, int &out) {
            const Json &v = last.get(key);
            out = v.isNull() ? -1 : d.board().findRegion(v.asString());
            return v.isNull() || out >= 0 ||
                   in.fail(std::string("last_move.") + key + ": a region or null expected");
        };
        auto figure = [&](const char *key, int &out) {
            const Json &v = last.get(key);
            out = v.isNull() ? kNoFigure : d.findFigure(v.asString());
            return v.isNull() || out != kNoFigure ||
                   in.fail(std::string("last_move.") + key + ": a figure or null expected");
        };
        if (!region("from", m.from) || !region("to", m.to) || !region("over", m.over) ||
            !figure("figure", m.figure) || !figure("recipient", m.recipient))
            return false;
        m.doubleJump = last.get("double_jump").asBool(false);
    }

    if (!s.m_rng.fromJson(o.get("rng")))
        return in.fail("rng: four 16-digit hexadecimal words expected");

    // Who is to move, and how the game ended.
    const Json &history = o.get("history");
    const int historySize = static_cast<int>(history.get("size").asInt(-1));
    if (historySize < 0 || historySize > s.m_movePlies + 1)
        return in.fail("history.size: from 0 to move_ply + 1 expected");
    const Json &keyText = o.get("position_key");
    if (s.m_phase == Phase::Over) {
        const Json &outcome = o.get("outcome");
        const std::string &reason = outcome.get("reason").asString();
        const Json &winners = outcome.get("winners");
        s.m_winner = static_cast<std::int8_t>(
            winners.isArray() && winners.size() == 1 ? winners.at(0).asInt(-1) : -1);
        if (reason == "base_reached")
            s.m_end = EndReason::BaseReached;
        else if (reason == "repetition")
            s.m_end = EndReason::Repetition;
        else if (reason == "ply_limit")
            s.m_end = EndReason::PlyLimit;
        else if (reason == "no_move")
            s.m_end = EndReason::NoMove;
        else
            return in.fail("outcome.reason: base_reached, repetition, ply_limit or no_move "
                           "expected");
        if ((s.m_end == EndReason::BaseReached ||
             (s.m_end == EndReason::NoMove && p.noMove == NoMove::Lose)) != (s.m_winner >= 0))
            return in.fail("outcome.winners: one winner exactly when a base is reached or a "
                           "stuck player loses");
        // The side to move is in the last key recorded, except after the winning move, which
        // ends the game before the next position is recorded: then it is the winner.
        const auto key = parseHex(keyText);
        if (!key || historySize == 0)
            return in.fail("position_key, history: a finished game has its last position");
        s.m_toMove = static_cast<std::uint8_t>(s.m_last.side < 0 ? 0 : s.m_last.side);
        if (s.m_end != EndReason::BaseReached) {
            for (int side = 0; side < kSides; ++side) {
                s.m_toMove = static_cast<std::uint8_t>(side);
                if (s.positionKey() == *key)
                    break;
            }
            if (s.positionKey() != *key)
                return in.fail("position_key: not this position with either side to move");
        }
    } else if (s.m_phase == Phase::Setup) {
        s.m_toMove = static_cast<std::uint8_t>(s.setupSide());
    } else {
        s.m_toMove = static_cast<std::uint8_t>(current);
    }

    // The positions seen before (spec §9): the observation holds the current position's
    // occurrences and the size and digest of them all. A position in play without a history
    // (a scenario's) counts as the first of the game.
    if (playing) {
        const std::uint64_t key = s.m_phase == Phase::Play ? s.positionKey() : *parseHex(keyText);
        if (historySize == 0) {
            if (s.m_repetitions > 1)
                return in.fail("repetition: without a history the position is the first");
            s.m_repetitions = s.m_history.record(key);
        } else {
            const auto given = parseHex(keyText);
            const auto digest = parseHex(history.get("digest"));
            if (!given || *given != key)
                return in.fail("position_key: this position's key, " +
                               std::string(keyText.asString()) + ", expected");
            if (!digest)
                return in.fail("history.digest: 16 hexadecimal digits expected");
            if (s.m_repetitions < 1 || s.m_repetitions > historySize)
                return in.fail("repetition: from 1 to history.size expected");
            for (int k = 0; k < s.m_repetitions; ++k)
                s.m_history.record(key);
            s.m_historyBefore = static_cast<std::uint16_t>(historySize - s.m_repetitions);
            s.m_digestFrom = static_cast<std::uint16_t>(s.m_repetitions);
            s.m_digestBefore = *digest;
        }
        if (s.m_phase == Phase::Play) {
            if (p.repetition > 0 && s.m_repetitions >= p.repetition)
                return in.fail("repetition: the game would be over (rules.end.repetition)");
            if (s.m_movePlies >= p.maxPlies)
                return in.fail("move_ply: the game would be over (rules.end.max_plies)");
            if (!s.hasAnyAction())
                return in.fail("current_player: seat " + std::to_string(current) +
                               " has no move, so the game would not be here "
                               "(rules.end.no_move)");
        }
    } else if (historySize != 0 || s.m_repetitions != 0 || !keyText.isNull()) {
        return in.fail("history, repetition, position_key: none before play");
    }

    return in.adopt(*this, std::move(s), current);
}

} // namespace kotatsu::garden
