// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>

namespace kotatsu {

// A set of small numbers [0, Bits) as plain 64-bit words. Unlike std::bitset it walks its
// members in ascending order with one count-trailing-zeros per member, which is what the
// game states' hot paths do with hands and pools: list them in order, add one, take one.
// Inline and trivially copyable, so a state holding it still clones with a plain copy.
template <std::size_t Bits>
class BitSet
{
    static constexpr std::size_t kWords = (Bits + 63) / 64;

public:
    static constexpr std::size_t capacity() { return Bits; }

    void insert(std::size_t i)
    {
        assert(i < Bits);
        m_words[i / 64] |= std::uint64_t{1} << (i % 64);
    }
    void erase(std::size_t i)
    {
        assert(i < Bits);
        m_words[i / 64] &= ~(std::uint64_t{1} << (i % 64));
    }
    bool contains(std::size_t i) const
    {
        assert(i < Bits);
        return (m_words[i / 64] >> (i % 64) & 1u) != 0;
    }
    void clear() { m_words.fill(0); }
    bool empty() const
    {
        for (std::uint64_t w : m_words) {
            if (w != 0)
                return false;
        }
        return true;
    }
    // One step per member, not std::popcount: the sets here are small (a hand, a pool), and
    // the baseline x86-64 target has no POPCNT instruction, so std::popcount is a libgcc call.
    std::size_t size() const
    {
        std::size_t n = 0;
        for (std::uint64_t w : m_words) {
            for (; w != 0; w &= w - 1)
                ++n;
        }
        return n;
    }
    // The smallest member; the set must not be empty.
    std::size_t front() const
    {
        for (std::size_t w = 0; w < kWords; ++w) {
            if (m_words[w] != 0)
                return w * 64 + static_cast<std::size_t>(std::countr_zero(m_words[w]));
        }
        assert(false && "front() of an empty BitSet");
        return Bits;
    }
    // Calls visit(member) for every member, smallest first.
    template <typename Visit>
    void forEach(Visit visit) const
    {
        for (std::size_t w = 0; w < kWords; ++w) {
            for (std::uint64_t bits = m_words[w]; bits != 0; bits &= bits - 1)
                visit(w * 64 + static_cast<std::size_t>(std::countr_zero(bits)));
        }
    }

    bool operator==(const BitSet &) const = default;

private:
    std::array<std::uint64_t, kWords> m_words{};
};

} // namespace kotatsu
