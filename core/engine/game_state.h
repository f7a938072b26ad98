// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action.h"
#include "engine/game_definition.h"
#include "engine/outcome.h"
#include "util/json.h"
#include "util/rng.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

inline constexpr int kTerminalPlayer = -1;
// Passed as the seat of observation(): the complete state, hidden information included.
inline constexpr int kOmniscient = -1;
// Passed as the seat of observation(): what everybody at the table may see (no seat's secrets).
inline constexpr int kPublicView = -2;

// Everything mutable about one game in progress. Randomness comes only from the state's own
// seeded Rng, so (definition, seed, actions) reproduces a game exactly: that triple is the
// save format, the undo stack, the replay and the transcript.
class GameState
{
public:
    virtual ~GameState() = default;

    virtual const GameDefinition &definition() const = 0;
    virtual int numPlayers() const = 0;
    // The seat to move, or kTerminalPlayer once the game is over.
    virtual int currentPlayer() const = 0;
    // Appends the legal actions in a stable order to `out` (cleared first). Non-empty until
    // the game is over.
    virtual void legalActions(std::vector<Action> &out) const = 0;
    std::vector<Action> legalActions() const;
    bool isLegal(const Action &action) const;
    // Applies a legal action. The hot loops (simulator, search) call it with actions taken
    // from legalActions(); everything that comes from outside (people, saves, transcripts,
    // agents) goes through tryApply() or MatchRecord, which check legality first.
    virtual void apply(const Action &action) = 0;
    // Applies `action` when it is legal here; otherwise leaves the state as it is and returns
    // false. Never undefined behaviour, in any build type.
    bool tryApply(const Action &action);

    // The stable, readable text of an action in this position ("play 17", "step K1 c4 give
    // K2 top"): what saves, transcripts and the CLI use. It belongs to the state (as in
    // OpenSpiel's State::ActionToString) because a text may name what is where right now.
    virtual std::string actionToString(const Action &action) const = 0;
    // Text to action is a match against the texts of the legal actions (OpenSpiel's
    // StringToAction), so the grammar is written once, by actionToString. nullopt when no
    // legal action has that text.
    std::optional<Action> actionFromString(std::string_view text) const;
    // A structured description of a (legal) action for views, so that they never parse
    // text: a JSON object with "kind" (the action's first word) and the pieces and places it
    // names, by role ("card", "pile", "figure", "to", ...). Each game documents its fields
    // beside its action kinds. Views compose the localized label from it.
    virtual Json describeAction(const Action &action) const = 0;
    // The observation's "events" (what the last action set off) as views draw them, each
    // described as describeAction() describes a move: a game whose observation keeps a short
    // record of them (the one transcripts hold) gives here what animations need besides, such
    // as the path of a piece that moved. Null (the default) when the observation's own events
    // are already that (or the game reports none).
    virtual Json describeEvents(int seat) const
    {
        (void)seat;
        return Json();
    }
    // The parts of this position's table that `seat` sees, by the names the game's table gives
    // the items that draw them (their objectName in qml/games/<Game>/<Game>Table.qml:
    // "field_c4", "pile_S0", "handCard_12"): what a rules page's picture may name as its
    // `region:` (sim/picture.h). The names are the position's own pieces (the board a variant
    // builds, the cards in a hand), so each game lists them (<id>_table_parts.cpp);
    // tst_rules_pictures checks that the table draws every part listed. Empty (the default)
    // for a game that names none.
    virtual std::vector<std::string> tableParts(int seat) const
    {
        (void)seat;
        return {};
    }
    virtual bool isTerminal() const = 0;
    // Only meaningful when isTerminal().
    virtual Outcome outcome() const = 0;
    virtual std::unique_ptr<GameState> clone() const = 0;

    // What `seat` may see: own hand yes, other hands and deck order no, a sage's secret no.
    // kOmniscient gives the complete state (transcripts, tests). Views and agents read
    // observations or determinizations, never the full state.
    virtual Json observation(int seat) const = 0;
    // The inverse of observation(kOmniscient): puts the game in the position `omniscient`
    // describes, then carries out what the rules do by themselves from there (a seat the rules
    // play, a lone option), as after an action: the event log holds only that. False, with a
    // message naming the field in *error, when the text is not a position of this game under its
    // definition's rules, or when the game cannot load positions (the default). docs/scenarios.md.
    virtual bool loadPosition(const Json &omniscient, std::string *error);

    // A complete state consistent with everything `seat` has seen, with all hidden
    // information (other hands, deck order, secrets, the Rng itself) redrawn from `rng`.
    // This is how search agents look ahead without reading what they may not know. The
    // result must depend only on the seat's information and on `rng` (e.g. sort the unknown
    // cards before shuffling them): two states the seat cannot tell apart must resample
    // identically, which the conformance test checks.
    virtual std::unique_ptr<GameState> resampleHidden(int seat, Rng &rng) const = 0;

    // Counts the random or hidden events so far that the whole table saw happen (a card
    // drawn, a pile turned up, a die rolled), whoever saw what they showed.
    virtual std::uint64_t revealCount() const = 0;
    // Counts the facts revealed so far to `seat` that it could not have known: a card it drew
    // (not another seat's draw), a card turned up, a die rolled, and a card or choice another
    // seat kept hidden and showed (a card played from a hidden hand, news about a secret
    // prediction). Undo never crosses an action that changed it for a person who watched
    // (MatchRecord::takeBackLength). A game where every event of revealCount() shows its
    // content to everybody, and nothing hidden is ever shown, keeps this default.
    virtual std::uint64_t revealCountFor(int seat) const
    {
        (void)seat;
        return revealCount();
    }
    // Actions applied since the start.
    virtual int plyCount() const = 0;

    // Checks the game's conservation laws and bounds (every card in exactly one place, hand
    // sizes, pieces on the board, ...). Returns an empty string when they hold, else what
    // is broken. The conformance tests call it after every action of every random game.
    virtual std::string checkInvariants() const = 0;

    // A cheap estimate in [0, 1] of how well `seat` stands, for the heuristic agent. It is
    // called on determinizations only, so it may read the whole state.
    virtual double heuristicValue(int seat) const = 0;
    // heuristicValue() of every seat, into `out` (resized): what the simulator's lead-change
    // count reads after each turn of the table. A game whose estimate shares work between the
    // seats overrides it to do that work once; the values must be the same.
    virtual void heuristicValues(std::vector<double> &out) const;

    // Plays uniformly random legal actions until the game ends or `maxPlies` pass; returns how
    // many. Random playouts are what search spends its time on, so a game overrides this:
    // with playRandomlyAs(*this, ...) (engine/random_playout.h) on its final class, the same
    // loop with direct calls, or with a loop of its own that skips work but plays the same
    // games for the same draws (tst_conformance checks every game against the plain loop).
    // It may also skip the log of what each action set off, kept only to be shown (the
    // observation's "events"): after a playout of one action or more that log is empty.
    virtual int playRandomly(Rng &rng, std::vector<Action> &scratch, int maxPlies);
};

} // namespace kotatsu
