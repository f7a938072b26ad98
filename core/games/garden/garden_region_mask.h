// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "games/garden/garden_board.h"

#include <array>
#include <bit>
#include <cstdint>

namespace kotatsu::garden {

// A set of regions as bits, each region at its place in the natural order of the region
// names (Board::nameRank). Walking the bits from the lowest therefore visits regions in the
// order the rules list moves in (spec §12), so the move generators can test "which of these
// are free" for all neighbours at once, without a branch per neighbour, and still list the
// same moves in the same order as walking the neighbour lists did.
//
// Room for kMaxRegions; the standard board (42 regions) fills only the first word.
class RegionMask
{
public:
    static constexpr int kWords = (kMaxRegions + 63) / 64;

    constexpr void set(int rank) { m_words[word(rank)] |= bit(rank); }
    constexpr void reset(int rank) { m_words[word(rank)] &= ~bit(rank); }
    constexpr bool test(int rank) const { return (m_words[word(rank)] & bit(rank)) != 0; }
    constexpr bool operator==(const RegionMask &) const = default;

    // The operations below read only the first W words: a board whose ranks all fit there
    // (GardenDefinition::maskWords()) runs the move generators compiled for its W, so the
    // standard board pays for one word, not for room it never uses. Words past W are
    // left zero in results.
    template <int W = kWords>
    constexpr bool any() const
    {
        std::uint64_t all = 0;
        for (int i = 0; i < W; ++i)
            all |= m_words[i];
        return all != 0;
    }
    template <int W = kWords>
    constexpr bool intersects(const RegionMask &other) const
    {
        std::uint64_t common = 0;
        for (int i = 0; i < W; ++i)
            common |= m_words[i] & other.m_words[i];
        return common != 0;
    }
    // The members that are not in `other`.
    template <int W = kWords>
    constexpr RegionMask without(const RegionMask &other) const
    {
        RegionMask out;
        for (int i = 0; i < W; ++i)
            out.m_words[i] = m_words[i] & ~other.m_words[i];
        return out;
    }
    // The members' ranks, lowest first: for (int rank : mask.ranks<W>()).
    template <int W>
    class Ranks
    {
    public:
        class iterator
        {
        public:
            iterator(const std::uint64_t *words, int index) : m_words(words), m_index(index)
            {
                skipEmpty();
            }
            int operator*() const { return m_index * 64 + std::countr_zero(m_word); }
            iterator &operator++()
            {
                m_word &= m_word - 1;
                if (m_word == 0) {
                    ++m_index;
                    skipEmpty();
                }
                return *this;
            }
            bool operator!=(const iterator &other) const { return m_index != other.m_index; }

        private:
            void skipEmpty()
            {
                for (; m_index < W; ++m_index) {
                    m_word = m_words[m_index];
                    if (m_word != 0)
                        return;
                }
            }
            const std::uint64_t *m_words;
            int m_index;
            std::uint64_t m_word = 0;
        };

        explicit Ranks(const std::uint64_t *words)
        {
            for (int i = 0; i < W; ++i)
                m_words[static_cast<std::size_t>(i)] = words[i];
        }
        iterator begin() const { return {m_words.data(), 0}; }
        iterator end() const { return {m_words.data(), W}; }

    private:
        std::array<std::uint64_t, W> m_words{}; // a copy: masks are often temporaries
    };
    template <int W = kWords>
    Ranks<W> ranks() const
    {
        return Ranks<W>(m_words.data());
    }

private:
    static constexpr int word(int rank) { return rank >> 6; }
    static constexpr std::uint64_t bit(int rank) { return std::uint64_t{1} << (rank & 63); }

    std::array<std::uint64_t, kWords> m_words{};
};

} // namespace kotatsu::garden
