// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "games/garden/garden_params.h"

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <iterator>

namespace kotatsu::garden {

// The beads a figure carries, bottom to top, as colour indices packed two bits each into one
// word (kMaxColours = 4, kMaxStack = 12 beads). Moves hand on the top bead or the whole
// stack on every ply, and the position key packs the stack too, so keeping it packed turns
// both into a few shifts instead of loops over the beads.
class BeadStack
{
public:
    static_assert(kMaxColours <= 4 && 2 * kMaxStack <= 32, "two bits a bead in 32 bits");

    class const_iterator
    {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = std::uint8_t;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = std::uint8_t;

        const_iterator() = default;
        const_iterator(const BeadStack *stack, int index) : m_stack(stack), m_index(index) {}
        std::uint8_t operator*() const { return (*m_stack)[static_cast<std::size_t>(m_index)]; }
        const_iterator &operator++()
        {
            ++m_index;
            return *this;
        }
        const_iterator operator++(int)
        {
            const_iterator old = *this;
            ++m_index;
            return old;
        }
        bool operator==(const const_iterator &other) const { return m_index == other.m_index; }

    private:
        const BeadStack *m_stack = nullptr;
        int m_index = 0;
    };

    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    std::uint8_t operator[](std::size_t i) const
    {
        return static_cast<std::uint8_t>(m_code >> (2 * i) & 3u);
    }
    std::uint8_t front() const { return (*this)[0]; }
    std::uint8_t back() const { return (*this)[m_size - 1u]; }
    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, m_size}; }
    // Bead i in bits 2i and 2i + 1.
    std::uint32_t code() const { return m_code; }

    void push_back(std::uint8_t colour)
    {
        assert(m_size < kMaxStack && colour < kMaxColours);
        m_code |= std::uint32_t{colour} << (2 * m_size);
        ++m_size;
    }
    std::uint8_t pop_back()
    {
        assert(m_size > 0);
        const std::uint8_t top = back();
        --m_size;
        m_code &= ~(3u << (2 * m_size));
        return top;
    }
    // Puts `other`'s beads on top of these, in their order (the top stays on top).
    void append(const BeadStack &other)
    {
        assert(m_size + other.m_size <= kMaxStack);
        m_code |= other.m_code << (2 * m_size);
        m_size = static_cast<std::uint8_t>(m_size + other.m_size);
    }
    void clear()
    {
        m_code = 0;
        m_size = 0;
    }
    bool operator==(const BeadStack &) const = default;

private:
    std::uint32_t m_code = 0; // bits above 2 * m_size are always zero
    std::uint8_t m_size = 0;
};

} // namespace kotatsu::garden
