// SPDX-License-Identifier: GPL-3.0-or-later
#include "match/match_record.h"

#include "engine/game_definition.h"

#include <algorithm>
#include <array>

namespace kotatsu {

MatchRecord::MatchRecord(std::shared_ptr<const GameDefinition> definition, int players,
                         std::uint64_t seed, int plyLimit)
    : m_definition(std::move(definition)), m_players(players), m_seed(seed),
      m_plyLimit(std::max(1, plyLimit))
{
    m_initial = m_definition->newGame(players, seed);
    m_state = m_initial->clone();
}

MatchRecord::MatchRecord(std::shared_ptr<const GameDefinition> definition, int players,
                         std::uint64_t seed, std::unique_ptr<GameState> initial, int plyLimit)
    : m_definition(std::move(definition)), m_players(players), m_seed(seed),
      m_plyLimit(std::max(1, plyLimit)), m_initial(std::move(initial))
{
    m_state = m_initial->clone();
}

MatchRecord::MatchRecord(const MatchRecord &other)
    : m_definition(other.m_definition), m_players(other.m_players), m_seed(other.m_seed),
      m_plyLimit(other.m_plyLimit), m_initial(other.m_initial->clone()),
      m_state(other.m_state->clone()), m_history(other.m_history), m_redo(other.m_redo)
{}

MatchRecord &MatchRecord::operator=(const MatchRecord &other)
{
    if (this != &other)
        *this = MatchRecord(other);
    return *this;
}

std::vector<std::string> MatchRecord::actionTexts() const
{
    std::vector<std::string> texts;
    texts.reserve(m_history.size());
    for (const Step &step : m_history)
        texts.push_back(step.text);
    return texts;
}

bool MatchRecord::stoppedByPlyLimit() const
{
    return !m_state->isTerminal() && static_cast<int>(m_history.size()) >= m_plyLimit;
}

bool MatchRecord::isOver() const
{
    return m_state->isTerminal() || stoppedByPlyLimit();
}

Outcome MatchRecord::outcome() const
{
    if (m_state->isTerminal())
        return m_state->outcome();
    Outcome draw;
    draw.draw = true;
    draw.reason = "ply_limit";
    draw.ranks.assign(static_cast<std::size_t>(m_players), 1);
    draw.scores.assign(static_cast<std::size_t>(m_players), 0.0);
    return draw;
}

int MatchRecord::currentPlayer() const
{
    return isOver() ? kTerminalPlayer : m_state->currentPlayer();
}

void MatchRecord::applyStep(const Action &action)
{
    Step step;
    step.action = action;
    step.seat = m_state->currentPlayer();
    step.text = m_state->actionToString(action);
    step.description = m_state->describeAction(action);
    const int seats = std::min(m_state->numPlayers(), 32);
    std::array<std::uint64_t, 32> before{};
    for (int s = 0; s < seats; ++s)
        before[static_cast<std::size_t>(s)] = m_state->revealCountFor(s);
    step.revealsBefore = m_state->revealCount();
    m_state->apply(action);
    step.revealsAfter = m_state->revealCount();
    for (int s = 0; s < seats; ++s) {
        if (m_state->revealCountFor(s) != before[static_cast<std::size_t>(s)])
            step.revealedTo |= 1u << s;
    }
    m_history.push_back(std::move(step));
}

std::string MatchRecord::play(const Action &action)
{
    if (isOver())
        return "the game is over";
    if (!m_state->isLegal(action))
        return "the move is not allowed now";
    if (!m_redo.empty() && m_redo.back().action == action &&
        m_redo.back().seat == m_state->currentPlayer())
        m_redo.pop_back();
    else
        m_redo.clear();
    applyStep(action);
    return {};
}

std::string MatchRecord::playText(std::string_view text)
{
    if (isOver())
        return "the game is over";
    auto action = m_state->actionFromString(text);
    if (!action)
        return "the move is not allowed now";
    return play(*action);
}

void MatchRecord::rebuild(std::size_t steps)
{
    std::vector<Step> kept(m_history.begin(),
                           m_history.begin() + static_cast<std::ptrdiff_t>(steps));
    m_state = m_initial->clone();
    m_history.clear();
    for (const Step &step : kept)
        applyStep(step.action);
}

bool MatchRecord::canUndo(int seat) const
{
    return takeBackLength(seat, 0) == 1;
}

bool MatchRecord::undo(int seat)
{
    return canUndo(seat) && takeBack(seat, 0);
}

std::size_t MatchRecord::takeBackLength(int seat, std::uint32_t computers) const
{
    if (m_history.empty() || isOver() || seat < 0 || seat >= 32)
        return 0;
    const std::uint32_t saw = watchers(seat, computers);
    for (std::size_t i = m_history.size(); i-- > 0;) {
        const Step &step = m_history[i];
        if ((step.revealedTo & saw) != 0)
            return 0;
        if (step.seat == seat)
            return m_history.size() - i;
        if (step.seat < 0 || step.seat >= 32 || !(computers >> step.seat & 1u))
            return 0; // another person moved since: their move is theirs to take back
    }
    return 0;
}

std::uint32_t MatchRecord::watchers(int seat, std::uint32_t computers) const
{
    if (seat < 0 || seat >= 32)
        return 0;
    if (m_definition->info().hiddenInformation)
        return 1u << seat;
    const std::uint32_t table = m_players >= 32 ? ~0u : (1u << m_players) - 1;
    return (~computers & table) | 1u << seat;
}

bool MatchRecord::takeBack(int seat, std::uint32_t computers)
{
    const std::size_t length = takeBackLength(seat, computers);
    if (length == 0)
        return false;
    // The redo list replays the person's move first; the computer then thinks again (and
    // keeps the list if it answers as before).
    for (std::size_t i = 0; i < length; ++i)
        m_redo.push_back(m_history[m_history.size() - 1 - i]);
    // Replaying from the start rather than keeping snapshots: states are small and games
    // short, and it keeps "the state is the initial state plus the moves" true by
    // construction.
    rebuild(m_history.size() - length);
    return true;
}

bool MatchRecord::canRedo(int seat) const
{
    if (m_redo.empty() || isOver() || m_state->currentPlayer() != seat)
        return false;
    return m_state->isLegal(m_redo.back().action);
}

bool MatchRecord::redo(int seat)
{
    if (!canRedo(seat))
        return false;
    const Action action = m_redo.back().action;
    m_redo.pop_back();
    applyStep(action);
    return true;
}

std::optional<MatchRecord> MatchRecord::replay(std::shared_ptr<const GameDefinition> definition,
                                               int players, std::uint64_t seed,
                                               const std::vector<std::string> &texts,
                                               std::string *error, int *badMove, int plyLimit)
{
    MatchRecord record(std::move(definition), players, seed, plyLimit);
    for (std::size_t i = 0; i < texts.size(); ++i) {
        std::string problem = record.playText(texts[i]);
        if (!problem.empty()) {
            if (error)
                *error = "move " + std::to_string(i + 1) + " (“" + texts[i] + "”): " + problem;
            if (badMove)
                *badMove = static_cast<int>(i);
            return std::nullopt;
        }
    }
    return record;
}

} // namespace kotatsu
