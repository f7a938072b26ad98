// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_state.h"
#include "engine/outcome.h"
#include "util/json.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

// One game as it is played: the definition, the seed, every move with who made it and what it
// revealed, undo and redo within the rules of a fair table, replay-and-verify, and a last-resort
// ply limit. The GUI (through GameSession), the CLI and transcripts all keep their games in
// one of these; the simulator keeps its own allocation-free loop.
//
// A game is (definition, players, seed, moves): the state is always the initial state with
// the history's moves applied, which is what undo, saves and replays rely on.
class MatchRecord
{
public:
    // A game that reaches this many moves without an end is stopped and counts as a draw
    // ("ply_limit"). Every game's rules end far earlier; this guards against data whose
    // games cannot end.
    static constexpr int kDefaultPlyLimit = 100000;

    struct Step
    {
        Action action;
        int seat = 0;
        std::string text;                // actionToString in the position it was played in
        Json description;                // describeAction in that position
        std::uint64_t revealsBefore = 0; // GameState::revealCount()
        std::uint64_t revealsAfter = 0;
        // Bit s set when the move showed seat s something it could not have known
        // (GameState::revealCountFor): a card drawn or turned up, a die rolled, a hidden card
        // or choice shown. This is what undo reads.
        std::uint32_t revealedTo = 0;
        // The table saw a random or hidden event happen (a card drawn, a pile turned up).
        bool revealed() const { return revealsAfter != revealsBefore; }
    };

    MatchRecord(std::shared_ptr<const GameDefinition> definition, int players, std::uint64_t seed,
                int plyLimit = kDefaultPlyLimit);
    // A game that starts from `initial` (a lesson's or a scenario's position, set up for
    // `players` seats of `definition`) instead of the seed's deal; `seed` is kept for the
    // programs' own randomness.
    MatchRecord(std::shared_ptr<const GameDefinition> definition, int players, std::uint64_t seed,
                std::unique_ptr<GameState> initial, int plyLimit = kDefaultPlyLimit);
    MatchRecord(const MatchRecord &other);
    MatchRecord &operator=(const MatchRecord &other);
    MatchRecord(MatchRecord &&) noexcept = default;
    MatchRecord &operator=(MatchRecord &&) noexcept = default;

    const GameDefinition &definition() const { return *m_definition; }
    const std::shared_ptr<const GameDefinition> &sharedDefinition() const { return m_definition; }
    int players() const { return m_players; }
    std::uint64_t seed() const { return m_seed; }
    int plyLimit() const { return m_plyLimit; }
    const GameState &state() const { return *m_state; }
    const GameState &initialState() const { return *m_initial; }
    const std::vector<Step> &history() const { return m_history; }
    std::vector<std::string> actionTexts() const;

    // Over when the rules end the game or the ply limit stops it.
    bool isOver() const;
    bool stoppedByPlyLimit() const;
    // The rules' outcome, or a draw with reason "ply_limit". Only meaningful when isOver().
    Outcome outcome() const;
    // The seat to move, or kTerminalPlayer when over.
    int currentPlayer() const;

    // Plays `action` for the seat to move. Returns an empty string, or why it was refused
    // (the game is over, the action is not legal here); the record is unchanged then.
    // Playing clears the redo list unless the move is the one redo would replay.
    std::string play(const Action &action);
    // The legal action whose text is `text`.
    std::string playText(std::string_view text);

    // Undo follows what a fair table allows: the last move can be taken back only by the
    // seat that made it, and never when it revealed something to a person who watched (a card
    // drawn, a pile turned up, a hidden card played; watchers()): what was seen cannot be
    // unseen.
    bool canUndo(int seat) const;
    bool undo(int seat);
    // Against the computer, undo takes back a person's last move together with the computer's
    // replies since: `computers` has bit s set for every seat a program plays. It is allowed
    // when the moves after the seat's last move are all the computer's, the game is not over,
    // and neither that move nor any reply revealed anything to a person who watched the
    // exchange (watchers(): a card drawn or turned up, a die rolled, a hidden card or choice
    // shown). What only a computer saw does not count: it decides again from what it may see
    // once the moves are gone. This is the rule GameSession applies. Returns how many moves
    // would go (0: none may).
    std::size_t takeBackLength(int seat, std::uint32_t computers) const;
    // The people who saw an exchange that `seat` may take back, as bits by seat. In a game with
    // secrets people take the screen in turn, a hand-over screen hiding the table between
    // them, and the exchange is `seat`'s own move and the computer's replies: nobody else
    // looked. Without secrets the whole table watches one screen: every person saw it.
    std::uint32_t watchers(int seat, std::uint32_t computers) const;
    bool takeBack(int seat, std::uint32_t computers);
    // Redo replays the move last taken back, for the seat to move, while it is legal.
    bool canRedo(int seat) const;
    bool redo(int seat);
    void clearRedo() { m_redo.clear(); }

    // Rebuilds a game from its moves' texts, checking every move. On failure returns
    // nullopt with *error naming the move ("move 12 (“step K1 c4 give K2 top”) is not
    // allowed") and *badMove its 0-based index.
    static std::optional<MatchRecord> replay(std::shared_ptr<const GameDefinition> definition,
                                             int players, std::uint64_t seed,
                                             const std::vector<std::string> &texts,
                                             std::string *error = nullptr, int *badMove = nullptr,
                                             int plyLimit = kDefaultPlyLimit);

private:
    void rebuild(std::size_t steps);
    void applyStep(const Action &action);

    std::shared_ptr<const GameDefinition> m_definition;
    int m_players = 0;
    std::uint64_t m_seed = 0;
    int m_plyLimit = kDefaultPlyLimit;
    std::unique_ptr<GameState> m_initial;
    std::unique_ptr<GameState> m_state;
    std::vector<Step> m_history;
    std::vector<Step> m_redo; // most recently undone last
};

} // namespace kotatsu
