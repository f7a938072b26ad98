// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "games/garden/garden_params.h"

#include <algorithm>
#include <array>
#include <bitset>
#include <cassert>
#include <cstddef>
#include <cstdint>

namespace kotatsu::garden {

// The position keys seen in play, for the repetition rule (spec §9), in the order they
// occurred. Room for end.max_plies moves plus the start is kept inline, but a copy (every
// clone of the state) and a fresh history only touch the keys in use, not all of them.
class PositionHistory
{
public:
    PositionHistory() = default;
    PositionHistory(const PositionHistory &other) { *this = other; }
    PositionHistory &operator=(const PositionHistory &other)
    {
        m_size = other.m_size;
        m_filter = other.m_filter;
        std::copy(other.begin(), other.end(), m_keys.begin());
        return *this;
    }

    // Appends a key; returns how often it occurs now, this time included. A key whose
    // filter bit is clear has not occurred before, so only the others are counted.
    int record(std::uint64_t key)
    {
        assert(m_size < m_keys.size());
        m_keys[m_size++] = key;
        const std::size_t bit = filterBit(key);
        if (!m_filter.test(bit)) {
            m_filter.set(bit);
            return 1;
        }
        return static_cast<int>(std::count(begin(), end(), key));
    }
    void clear()
    {
        m_size = 0;
        m_filter.reset();
    }

    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    std::uint64_t back() const { return m_keys[m_size - 1]; }
    const std::uint64_t *begin() const { return m_keys.data(); }
    const std::uint64_t *end() const { return m_keys.data() + m_size; }

    // Whether the filter has exactly the bits of the keys recorded (for checkInvariants).
    bool filterConsistent() const
    {
        std::bitset<kFilterBits> filter;
        for (std::uint64_t key : *this)
            filter.set(filterBit(key));
        return filter == m_filter;
    }

private:
    static constexpr std::size_t kFilterBits = 4096;
    static std::size_t filterBit(std::uint64_t key) { return key % kFilterBits; }

    // Only [0, m_size) is ever read, so the rest is left uninitialised.
    std::array<std::uint64_t, kMaxPliesLimit + 1> m_keys;
    std::uint16_t m_size = 0;
    // One bit per value of a key's low bits, set for every key recorded.
    std::bitset<kFilterBits> m_filter;
};

} // namespace kotatsu::garden
