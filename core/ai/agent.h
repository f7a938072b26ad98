// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/player_view.h"
#include "util/rng.h"

#include <atomic>
#include <optional>
#include <string>

namespace kotatsu {

// A player that is a program. Agents see the game only through a PlayerView.
class Agent
{
public:
    virtual ~Agent() = default;
    virtual std::string name() const = 0;
    // Chooses one of view.legalActions(). Must return promptly once *stop becomes true.
    virtual Action chooseAction(const PlayerView &view, Rng &rng) = 0;

    void setStopFlag(const std::atomic<bool> *stop) { m_stop = stop; }

    // What a searching agent's look-ahead made of its last choice: the mean reward the
    // chosen action reached (in [0, 1]) over how many playouts, and of those playouts the
    // share won and the mean score margin. A hint gives them as its reason (findHint); nullopt
    // for an agent that does not search.
    struct Estimate
    {
        double value = 0.0;
        int playouts = 0;
        double winShare = 0.0; // the share of those playouts won (a draw half)
        double margin = 0.0;   // their mean score margin: own score minus the best other's
    };
    virtual std::optional<Estimate> lastEstimate() const { return std::nullopt; }

protected:
    bool stopRequested() const { return m_stop && m_stop->load(std::memory_order_relaxed); }
    // The flag given to setStopFlag (an agent made of other agents passes it on), or null.
    const std::atomic<bool> *stopFlag() const { return m_stop; }

private:
    const std::atomic<bool> *m_stop = nullptr;
};

} // namespace kotatsu
